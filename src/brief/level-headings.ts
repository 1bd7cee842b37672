// A group heading that names a level of severity with a noun for "level" ("### ⚠️ Warning level", "### Critical
// level", "### Nivel de advertencia", "### Niveau : critique", "### Уровень: критический", "### 警告级别", "### 警告レベル",
// "### 경고 수준"): the level is the word beside the noun, and the heading states it for the findings under it, as
// "### Warning" cannot (prompts/severities.txt: "warning" is a severity only as a label's value). Pure apart from reading
// prompts/ once.

import { readPrompt } from '../paths.js';
import { escapeRegExp, hasCjk, keyedLists, keyedWords, phraseAlternation } from './keyed-words.js';
import { lazyRegExp } from './lazy-regexp.js';

let gradeNounSource: string | undefined;
/** A noun for "level" or "grade" after the word it grades, as a regexp source for the i and u flags: a blank or a hyphen
 *  before one of a spaced script ("Warning level", "critical-level", "Verdict grade"), a blank at most before one of
 *  Chinese, Japanese or Korean ("警告级别", "结论等级", "경고 수준"). prompts/severities.txt `grade noun:`, one list for the
 *  level headings here and the status labels of outcome.ts ("Verdict level" is a status label still). */
export function gradeNoun(): string {
  if (gradeNounSource !== undefined) return gradeNounSource;
  const nouns = keyedWords(readPrompt('severities.txt'), 'grade noun');
  const spaced = phraseAlternation(nouns.filter((w) => !hasCjk(w)));
  const joined = phraseAlternation(nouns.filter(hasCjk));
  return (gradeNounSource = `(?:[ \\t-]+(?:${spaced})|[ \\t]*(?:${joined}))`);
}

/** The word, then the noun: "Warning level", "critical-level", "警告级别", "警告レベル", "경고 수준". */
const WORD_LEVEL = lazyRegExp(() => new RegExp(`^(\\p{L}[\\p{L}'’]{0,24})${gradeNoun()}$`, 'iu'));
/** The noun, then the word: "Niveau : critique", "Nivel de advertencia", "Niveau d'avertissement", "Уровень: критический".
 *  prompts/severities.txt `leading level noun:` and `leading level of:`. */
const LEVEL_WORD = lazyRegExp(() => {
  const l = levelLists();
  return new RegExp(`^(?:${inOrder(l['leading level noun'])})[ \\t]*[:：=]?[ \\t]*(?:(?:${inOrder(l['leading level of'])})[ \\t]+|d['’][ \\t]?)?(\\p{L}[\\p{L}'’]{0,24})$`, 'iu');
});
/** "High level", "low-level": in English an adjective of altitude ("## High-level design"), no severity.
 *  prompts/severities.txt `altitude word:`. */
const ALTITUDE = lazyRegExp(() => new RegExp(`^(?:${inOrder(levelLists()['altitude word'])})$`, 'iu'));

let lists: Record<'leading level noun' | 'leading level of' | 'altitude word', string[]> | undefined;
const levelLists = () => (lists ??= keyedLists(readPrompt('severities.txt'), ['leading level noun', 'leading level of', 'altitude word'] as const));
/** Words as an alternation in the order written, each escaped (a blank one blank). */
const inOrder = (ws: readonly string[]): string => ws.map(escapeRegExp).join('|');

/** The word a level heading names its level by ("⚠️ Warning level" -> "Warning"), whatever word it is: the
 *  caller keeps it only when it is a severity word. Only a heading that is nothing else, its marks, number and a
 *  closing note in brackets aside: a severity word deep in a title names no group. */
export function levelWord(heading: string): string | undefined {
  const h = heading
    .slice(0, 120)
    .replace(/[*_`]+/g, '')
    .replace(/[ \t]*[(（][^()（）\n]{1,40}[)）][ \t]*$/u, '')
    .replace(/^[^\p{L}\p{N}]*(?:\d{1,3}(?:\.\d{1,3})*[.)]?[ \t]+)?[^\p{L}\p{N}]*/u, '')
    .replace(/[^\p{L}\p{N}]+$/u, '')
    .trim();
  if (h.length > 60) return undefined;
  const a = WORD_LEVEL.exec(h);
  if (a) return ALTITUDE.test(a[1]!) ? undefined : a[1]!;
  return LEVEL_WORD.exec(h)?.[1];
}
