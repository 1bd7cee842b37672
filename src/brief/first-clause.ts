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
  // (A maxim that ranks two ways of working, "Write code first, explore second.", "Tests first, refactor later.":
  // a rule of the work, not where to start; its next clause closes with a word of brief.secondTail; QA 40 doc 05.)
  if (m && rankedMaxim(s.slice(clause.length))) return null;
  if (m && !/-/.test(clause.slice(m.index + m[0].length, m.index + m[0].length + 1))) return 'first';
  const words = headingTable().get('brief.firstTail') ?? [];
  if (!words.length) return null;
  const hit = holdsAny(clause, words);
  // (Not opening it: a sentence that opens with "zuerst" or "まず" already leads as a first step.)
  return hit && !toPhrase(clause.replace(/[*_`]/g, '')).flat.startsWith(toPhrase(hit).flat) ? hit : null;
}

/** Whether the clause after a "first," closes with a word that ranks it after the first ("…, explore second.",
 *  "…, refactor later."; brief.secondTail) and nothing else follows: the two clauses are a maxim, no step. (Also the
 *  sentence after one, "**Eat first. Ship second.**": step-lines.ts closingFirstStep.) */
export function rankedMaxim(rest: string): boolean {
  const next = /^[ \t]*([^,;.!?，；。]{1,60})[.!?。]?[ \t]*$/u.exec(rest.replace(/[*_]{2}/g, '').split(/(?<=[.!?。])[ \t]/u)[0] ?? '');
  if (!next) return false;
  const tails = headingTable().get('brief.secondTail') ?? [];
  const h = toPhrase(next[1]!.replace(/[*_`]/g, ''));
  return tails.some((q) => (q.cjk || h.cjk ? q.flat !== '' && h.flat.endsWith(q.flat) : q.words.length > 0 && h.words.length > q.words.length && q.words.every((w, i) => h.words[h.words.length - q.words.length + i] === w)));
}
