// Rules and limits a brief states inline, away from any heading of theirs (QA seventeenth set, B3): a sentence of the
// goal that says what will not be built ("We will not build conflict resolution in this slice; …": out of scope) or
// what is never done ("Never …", "Do not …": a constraint), and a bold line that is one rule ("**Never upload an
// image built before the fix.**") inside any section, a dated session's too. A person reads each as that answer
// wherever it stands; lifted-lines.ts copies it there (the line stays where it is too). Found by the shape: a
// sentence of the why's paragraphs, a one-line paragraph closing a list of steps or the document ("Do not touch the
// invoice template."), or a paragraph that is one bold span, opening with a negation (brief.ruleLead)
// or a "we will not build" lead (brief.notBuildLead); the words are data in prompts/headings.txt. Pure.

import { toPhrase, type Phrase } from './headings.js';

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
  const parts = bold ? [bold[2]!.trim()] : inWhy || closing ? sentences(line) : [];
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
