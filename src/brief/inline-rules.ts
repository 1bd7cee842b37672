// Rules and limits a brief states inline, away from any heading of theirs (QA seventeenth set, B3): a sentence of the
// goal that says what will not be built ("We will not build conflict resolution in this slice; …": out of scope) or
// what is never done ("Never …", "Do not …": a constraint), and a bold line that is one rule ("**Never upload an
// image built before the fix.**") inside any section, a dated session's too. A person reads each as that answer
// wherever it stands; lifted-lines.ts copies it there (the line stays where it is too). Found by the shape: a
// sentence of the why's paragraphs, a one-line paragraph closing a list of steps or the document ("Do not touch the
// invoice template."), or a paragraph that is one bold span, opening with a negation (brief.ruleLead)
// or a "we will not build" lead (brief.notBuildLead); the words are data in prompts/headings.txt. Pure.

import { toPhrase, type Phrase } from './headings.js';
import { lazyRegExp } from './lazy-regexp.js';

/** A paragraph line that is one bold span ("**Never upload …**"); bounded, so the lazy match stays linear. */
const BOLD_WHOLE = /^[ \t]{0,3}(\*\*|__)(?=\S)([^*_\n]+?)\1[ \t]*$/;

/** What one line states inline: `rule` (a constraint) or `outOfScope`, its text and the words it opens with. */
export interface InlineRule {
  key: 'rule' | 'outOfScope';
  text: string;
  lead: string;
}

/** The sentences of a paragraph line ("A. B; c." -> "A.", "B; c."). */
const sentences = (line: string) => line.trim().split(/(?<=[.!?。！？])[ \t]*(?=\S)/u).filter((s) => s.trim());

/**
 * The rules a paragraph line states inline: every sentence of a line of the why (`inWhy`) that opens with a
 * negation or a "will not build" lead; any other line only when it is one bold rule of three words or more.
 */
export function inlineRules(line: string, inWhy: boolean, opens: (p: Phrase, list: readonly Phrase[]) => string | null, strong: readonly Phrase[], notBuild: readonly Phrase[], closing = false): InlineRule[] {
  if (line.length > 600) return [];
  const bold = line.length <= 300 ? BOLD_WHOLE.exec(line) : null;
  // (`closing`: a paragraph of one line that closes a list of steps or the document, "Do not touch the invoice
  // template.": read as the why's lines are, briefs6.)
  // (A bold line of several sentences, "**You are a fresh session. Follow this brief literally. Do not improvise
  // scope.**": each of its sentences is read, the rule among them found.)
  const parts = bold ? sentences(bold[2]!.trim()) : inWhy || closing ? sentences(line) : [];
  const out: InlineRule[] = [];
  for (const s of parts) {
    const p = toPhrase(s.replace(/[*_`]/g, ''));
    if (!p.cjk && p.words.length < 3) continue;
    const none = opens(p, notBuild);
    if (none) {
      out.push({ key: 'outOfScope', text: s, lead: none });
      continue;
    }
    const rule = opens(p, strong);
    if (rule) out.push({ key: 'rule', text: s, lead: rule });
  }
  return out;
}

/** A line the writer set apart with bold spans ("**Branch:** `main`. **One phase only.** Push is pre-authorized;
 *  never `--no-verify`."): its clauses after a semicolon that open with a negation (brief.ruleLead) are rules. A
 *  line without bold says it in passing. */
export function clauseRules(line: string, opens: (p: Phrase, list: readonly Phrase[]) => string | null, strong: readonly Phrase[]): InlineRule[] {
  if (line.length > 600 || !/(\*\*|__)\S[^\n]*?\1/.test(line) || !/[;；]/.test(line)) return [];
  const out: InlineRule[] = [];
  for (const s of sentences(line)) {
    for (const c of s.split(/[;；][ \t]*/).slice(1)) {
      const p = toPhrase(c.replace(/[*_`]/g, ''));
      if (!p.cjk && p.words.length < 2) continue;
      const rule = opens(p, strong);
      if (rule) out.push({ key: 'rule', text: c.trim(), lead: rule });
    }
  }
  return out;
}

/** A warning sign a writer puts before a rule ("⚠️ Don't push to main", "🚫 Never …"), with its variation selector. */
const WARNING_SIGN = /^[ \t]*(?:⚠|🚫|⛔|❗|❌|🛑|‼|☠|🔥|🚨)\uFE0F?[ \t]*/u;
/** A line that may hold a loud rule: a warning sign, emphasis, or two capitals side by side. */
const MAY_BE_LOUD = lazyRegExp(() => /[⚠🚫⛔❗❌🛑‼☠🔥🚨*_]|\p{Lu}\p{Lu}/u);
/** A bold or italic span at the start of a text, and the words in it ("**Do not** change", "_Never_ …"). */
const EMPHASIS_LEAD = /^(\*\*|__|\*|_)(?=\S)([^*_\n]{1,40}?)\1/;

/**
 * The rules a line states loudly, in any section's prose (briefs7): a sentence that opens with a negation
 * (brief.ruleLead: "Do not", "NEVER", "Nie") or a word of obligation (brief.ruleLeadLoud: "MUST", "Always") that the
 * writer set apart: in capitals ("NEVER push to main.", "You MUST keep Node 18 support." — one word may come before
 * the capitals), in bold or italics ("**Do not** change the CSV header."), or after a warning sign ("⚠️ Don't push to
 * main"). A negation after a warning sign is enough; a word of obligation needs capitals, emphasis or the sign. A
 * plain "Never mind the logs." or "we must ship by Friday" says nothing loudly.
 */
export function loudRules(line: string, opens: (p: Phrase, list: readonly Phrase[]) => string | null, strong: readonly Phrase[], loud: readonly Phrase[]): InlineRule[] {
  // (Most lines set nothing apart: no sign, no emphasis, no two capitals together. They are not split.)
  if (line.length > 600 || !MAY_BE_LOUD.test(line)) return [];
  const out: InlineRule[] = [];
  for (const s0 of sentences(line)) {
    const sign = WARNING_SIGN.exec(s0);
    const s = sign ? s0.slice(sign[0].length) : s0;
    // (Nothing set apart, nothing to read: most sentences end here, before their words are normalised.)
    const set = setApart(s);
    if (!sign && !set) continue;
    const p = toPhrase(s.replace(/[*_`]/g, ''));
    if (!p.cjk && p.words.length < 3) continue;
    const neg = opens(p, strong);
    if (neg && (sign || set)) {
      out.push({ key: 'rule', text: s0.trim(), lead: neg });
      continue;
    }
    // (One word may come before the capitals: "You MUST …", "Agents NEVER …".)
    const rest = set === 'second' ? toPhrase(s.replace(/[*_`]/g, '').replace(/^\S+[ \t]+/, '')) : p;
    const must = opens(rest, loud) ?? (set === 'second' ? opens(rest, strong) : null);
    if (must && (sign || set)) out.push({ key: 'rule', text: s0.trim(), lead: must });
  }
  return out;
}

/** How a sentence's first word is set apart: 'first' when it stands in emphasis or in capitals (two letters or
 *  more, no lower-case one), 'second' when the word after the first is in capitals, else null. */
function setApart(s: string): 'first' | 'second' | null {
  if (EMPHASIS_LEAD.test(s)) return 'first';
  const words = s.trim().split(/\s+/, 2).map((w) => w.replace(/[^\p{L}']/gu, ''));
  const caps = (w: string | undefined) => w !== undefined && /\p{Lu}.*\p{Lu}/u.test(w) && !/\p{Ll}/u.test(w);
  if (caps(words[0])) return 'first';
  if (caps(words[1]) && !caps(words[0])) return 'second';
  return null;
}
