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
import { splitSentences } from './sentences.js';

/** A paragraph line that is one bold span ("**Never upload …**"); bounded, so the lazy match stays linear. */
const BOLD_WHOLE = /^[ \t]{0,3}(\*\*|__)(?=\S)([^*_\n]+?)\1[ \t]*$/;

/** What one line states inline: `rule` (a constraint) or `outOfScope`, its text and the words it opens with. */
export interface InlineRule {
  key: 'rule' | 'outOfScope';
  text: string;
  lead: string;
}

/** The sentences of a paragraph line ("A. B; c." -> "A.", "B; c."; sentences.ts: none ends inside a code span, a path,
 *  a date or after "e.g."). */
const sentences = (line: string) => splitSentences(line.trim());

/**
 * The rules a paragraph line states inline: every sentence of a line of the why (`inWhy`) that opens with a
 * negation or a "will not build" lead; any other line only when it is one bold rule of three words or more.
 */
export function inlineRules(line: string, inWhy: boolean, opens: (p: Phrase, list: readonly Phrase[]) => string | null, strong: readonly Phrase[], notBuild: readonly Phrase[], closing = false, loud: readonly Phrase[] = []): InlineRule[] {
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
    if (rule) {
      out.push({ key: 'rule', text: s, lead: rule });
      continue;
    }
    // (A sentence of the paragraph that opens with a word of obligation, "… die API. Immer die Tests vor dem Commit
    // laufen lassen.", "…です。必ずテストを実行すること。", "…。务必先运行测试。": a rule as "Never …" is, rules19;
    // not one whose next word tells the past or a state, "Always was flaky.". "The cache is always warm." opens with
    // no such word: no rule.)
    const must = loud.length && inWhy && !bold ? opens(p, loud) : null;
    const next = must && !p.cjk ? p.words[must.split(' ').length] : undefined;
    if (must && !(next !== undefined && PAST_AFTER.test(next))) out.push({ key: 'rule', text: s, lead: must });
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
    for (const c of splitSentences(s, true).slice(1)) {
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

/** Words after a negation that make the sentence a report of the past or of a state, not a rule: "Never reproduced on
 *  CI.", "Not been run since", "Never was a problem", "Nichts ist zusammengeführt" (German "nichts" reads as "nicht"); nor
 *  is "Never mind the old dashboards" a rule. */
const PAST_AFTER = lazyRegExp(() => /^(?:\p{L}+ed|been|seen|done|was|were|had|got|ran|went|came|happened|occurred|shown|known|mind|is|are|ist|sind|war|waren|wurde|wurden|est|sont|était|étaient|es|son|fue|fueron|está|están|был|была|было|были|является)$/u);

/**
 * The rules a line of the Context states (QA 35, class 6): the brief's state, its "Quick Context" or "Current product
 * state", is where a writer tells a rule of the work in passing ("Keep the repository content-neutral: do not commit
 * private playlists.", "- **User preference**: Always audit plans first. Do not modify files without explicit human
 * approval."). A sentence of the line (its label aside) that opens with a negation (brief.ruleLead), or whose clause
 * after a colon or semicolon does, or that opens with a word of obligation (brief.ruleLeadLoud: "Always", "Must"), is a
 * rule: the whole sentence; so is one that marks itself required with a word in capitals (brief.ruleMark: "MANDATORY",
 * "PFLICHT", "ОБЯЗАТЕЛЬНО"). A sentence that tells the past ("Never reproduced on CI.", "Not been run") is a report,
 * not a rule; a sentence that only goes on from the line above (`continued`: its first fragment) is not read.
 */
export function contextRules(text: string, continued: boolean, cut: boolean, opens: (p: Phrase, list: readonly Phrase[]) => string | null, strong: readonly Phrase[], loud: readonly Phrase[], marks: readonly Phrase[] = []): InlineRule[] {
  if (text.length > 800 || !strong.length) return [];
  const out: InlineRule[] = [];
  const all = sentences(text);
  for (const [k, s] of all.entries()) {
    if (k === 0 && continued) continue;
    // (The last sentence goes on in the next line, `cut`: only part of it is here, not read.)
    if (k === all.length - 1 && cut && !/[.!?。！？][*_`)"'”]*$/u.test(s.trim())) continue;
    const clauses = [s, ...s.split(/[:：;；][ \t]+/).slice(1)];
    for (const [j, c] of clauses.entries()) {
      const p = toPhrase(c.replace(/[*_`]/g, ''));
      if (!p.cjk && p.words.length < (j === 0 ? 3 : 2)) continue;
      const lead = opens(p, strong) ?? (j === 0 ? opens(p, loud) : null);
      if (!lead) {
        // (A sentence that marks what it says as required, "Concurrency stays at 1 (MANDATORY).": a rule too.)
        const mark = j === 0 && marks.length ? markIn(s, marks) : null;
        if (mark) {
          out.push({ key: 'rule', text: balanced(s.trim()), lead: mark });
          break;
        }
        continue;
      }
      // (The word after the negation or the obligation tells the past: a report.)
      const next = p.cjk ? undefined : p.words[lead.split(' ').length];
      if (next !== undefined && PAST_AFTER.test(next)) continue;
      out.push({ key: 'rule', text: balanced(s.trim()), lead });
      break;
    }
  }
  return out;
}

/** A sentence cut out of a line with its emphasis whole: a bold or italic mark left open or closed alone by the cut
 *  ("**never run `polyglot` from a session." of "**never run … session.** It must …") is dropped. */
function balanced(s: string): string {
  let t = s;
  for (const mark of ['**', '__']) if (t.split(mark).length % 2 === 0) t = t.split(mark).join('');
  return t;
}

/**
 * A setting a code line marks as required in its comment ("export IDEA_TEST_CONCURRENCY=1   # MANDATORY (shared
 * connectors)", "--workers 1  // REQUIRED"): the comment opens with a word of obligation (brief.ruleMark) written in
 * capitals (or a CJK one): the rule, as the setting and its comment. Null for any other line (most hold no comment).
 */
export function codeMarkRule(line: string, marks: readonly Phrase[]): InlineRule | null {
  if (line.length > 300 || !marks.length || !line.includes('#') && !line.includes('//')) return null;
  const m = CODE_COMMENT.exec(line);
  if (!m) return null;
  const code = m[1]!.trim();
  const comment = m[2]!.trim();
  const mark = markAt(comment, marks);
  if (!mark || !code) return null;
  return { key: 'rule', text: `\`${code}\` — ${comment}`, lead: mark };
}
/** A line of code and its comment after "#" or "//" (blanks before it; not "#!" nor a URL's "//"). */
const CODE_COMMENT = /^[ \t]*(\S(?:[^#\n]*?\S)?)[ \t]+(?:#|\/\/)[ \t]*(\S[^\n]*)$/u;

/** The word of obligation (brief.ruleMark) a text opens with, in capitals ("MANDATORY (shared connectors)",
 *  "PFLICHT"), or a CJK one ("必须"); null when none. */
function markAt(text: string, marks: readonly Phrase[]): string | null {
  const first = /^\p{L}+/u.exec(text)?.[0] ?? '';
  if (first.length >= 2 && first === first.toUpperCase() && first !== first.toLowerCase()) {
    const w = toPhrase(first).words[0];
    return marks.some((q) => !q.cjk && q.words.length === 1 && q.words[0] === w) ? first : null;
  }
  const q = marks.find((q) => q.cjk && q.flat !== '' && text.startsWith(q.flat));
  return q ? q.flat : null;
}

/** Whether a sentence holds a word of obligation in capitals anywhere ("Set concurrency to 1 (MANDATORY).",
 *  "Workers=1 — PFLICHT"): the word. (Not a CJK one: without capitals, "必须" in a sentence describes as often as it rules.) */
function markIn(text: string, marks: readonly Phrase[]): string | null {
  if (!/\p{Lu}{2}/u.test(text)) return null;
  // (The word stands as a verdict on what the sentence says, "(MANDATORY)", "— PFLICHT", "MANDATORY:", not as a word
  // of it: "mirrors the judge into both REQUIRED columns".)
  for (const m of text.matchAll(/(?<![\p{L}])\p{Lu}{2,}(?![\p{L}])(?![ \t]+[\p{L}\p{N}`])/gu)) if (markAt(m[0], marks)) return m[0];
  return null;
}

/** Advice on the pace or the mood ("Don't rush it.", "Keine Eile.", "Не торопись.", "别着急。"; brief.notRule): no rule of the
 *  work, though a negation opens it. "Don't push to main." names what is not done, and stays a rule (verdict17). */
export function mannerAdvice(text: string, opens: (p: Phrase, list: readonly Phrase[]) => string | null, advice: readonly Phrase[]): boolean {
  return advice.length > 0 && opens(toPhrase(text.replace(/^[\p{P}\p{S}\s]+/u, '').replace(/[*_`]/g, '')), advice) !== null;
}
