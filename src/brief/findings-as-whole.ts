// A remark about the findings as a whole (QA 54 doc 14, "Tutti i fix … sono in un commit separato"): its first
// sentence opens with a quantifier over them and a noun that names them ("All fixes …", "Both issues …", "None of the
// findings …", "Keiner der Befunde …"). The noun is a problem word ("fix", "issue"), yet the remark reports no problem of
// its own: it comments on the list. The words are data (prompts/no-findings.txt `whole quantifier:`, `whole noun:`).
// Pure apart from reading the lists once.

import { readPrompt } from '../paths.js';
import { keyedWords } from './keyed-words.js';

let lists: { quantifiers: string[][]; nouns: Set<string> } | undefined;
const words = () =>
  (lists ??= {
    // (Longest first: "ни один" before a one-word quantifier.)
    quantifiers: keyedWords(readPrompt('no-findings.txt'), 'whole quantifier')
      .map((w) => w.toLowerCase().split(/\s+/))
      .sort((a, b) => b.length - a.length),
    nouns: new Set(keyedWords(readPrompt('no-findings.txt'), 'whole noun').map((w) => w.toLowerCase())),
  });

/** How many short words (articles, "of the", a count, "these") may stand between the quantifier and its noun. */
const MAX_BETWEEN = 3;
/** A word that can stand between them is short: "the", "of", "these", "seven", "les", "rispettive" is not. */
const SHORT = 6;

/** Does `sentence` open with a quantifier over the findings and the noun that names them ("All the fixes are in a
 *  separate commit.", "Entrambi i bug …")? Read on the sentence's first words, emphasis and bullets aside. */
export function speaksOfAllFindings(sentence: string): boolean {
  const ws = (sentence.slice(0, 200).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  const { quantifiers, nouns } = words();
  const q = quantifiers.find((p) => p.every((w, i) => ws[i] === w));
  if (!q) return false;
  for (let i = q.length; i < ws.length && i <= q.length + MAX_BETWEEN; i++) {
    if (nouns.has(ws[i]!)) return true;
    if (ws[i]!.length > SHORT) return false;
  }
  return false;
}
