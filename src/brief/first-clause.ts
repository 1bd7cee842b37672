// A sentence that orders one thing before the rest by a word of "first" inside its first clause, not at its start:
// "Read the plan first, then profile the big tenant.", "Lies zuerst den Plan.", "Lis d'abord le plan.", "Lee primero
// el plan.", "先に計画を読んでから…": the first step, in a plain message or a prompt to paste (prose-brief.ts), where no
// sentence opens with a first step's lead. The English "first" counts only closing its clause ("… first," / "…
// first." / "… first then"), so "the first version" and "first-time setup" say no order; the other languages' words
// are adverbs of order alone (prompts/headings.txt brief.firstTail). Pure.

import { headingTable, toPhrase } from './headings.js';
import { holdsAny } from './lifted-lines.js';

/** English "first" closing its clause: before a comma, a stop, a dash, "then", "and then", "before", or the end. */
const FIRST_CLOSING = /\b(?<!\bthe |\bthe very |\ba |\bour |\bits |\byour |\bmy )first\b(?=[ \t]*(?:[,;.:!—–)(]|-[ \t]|$|(?:and[ \t]+)?then\b|before\b))/i;

/** The word of order the sentence's first clause holds ("first", "zuerst"), or null. */
export function firstInClause(sentence: string): string | null {
  const s = sentence.length > 300 ? sentence.slice(0, 300) : sentence;
  // (The first clause: up to a comma, semicolon or dash after the verb's words; "…first, then …" keeps its "first,".)
  const clause = /^[^,;，；、—–]*[,，]?/u.exec(s)![0];
  const m = FIRST_CLOSING.exec(clause);
  if (m && !/-/.test(clause.slice(m.index + m[0].length, m.index + m[0].length + 1))) return 'first';
  const words = headingTable().get('brief.firstTail') ?? [];
  if (!words.length) return null;
  const hit = holdsAny(clause, words);
  // (Not opening it: a sentence that opens with "zuerst" or "まず" already leads as a first step.)
  return hit && !toPhrase(clause.replace(/[*_`]/g, '')).flat.startsWith(toPhrase(hit).flat) ? hit : null;
}
