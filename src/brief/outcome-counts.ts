// Statements of an outcome that are not a status word at a line's start: a count of what was done ("11 of 12
// findings fixed" -> partial, "19/19 corrigés" -> answered), a count of checks passed after a status label
// ("Result: 60/60 tests passed"), the writer's found answer in the Outcome section ("we discovered that …"),
// and "most of" inside a sentence about all of it. The words are data (prompts/outcomes.txt: `count of:`,
// `count done:`, `count passed:`, `found that:`, `most of:`). Pure apart from reading that file once.

import type { Outcome } from './types.js';
import { readPrompt } from '../paths.js';
import { lazyRegExp } from './lazy-regexp.js';
import { hasCjk, keyedLists, phraseAlternation } from './keyed-words.js';

type Lists = Record<'count of' | 'count done' | 'count passed' | 'found that' | 'most of', string[]>;

export const parseCountWords = (text: string): Lists => keyedLists(text, ['count of', 'count done', 'count passed', 'found that', 'most of']);

let lists: Lists | undefined;
const words = () => (lists ??= parseCountWords(readPrompt('outcomes.txt')));
/** Whole words, longest first; CJK words as they are (no word boundaries there). */
const alt = phraseAlternation;
const wordRe = (ws: string[]) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alt(ws)})(?![\\p{L}\\p{N}])|(?:${alt(ws.filter(hasCjk))}|\\uFFFF)`, 'iu');

/** "11 of 12", "11/12", "11 dos 12", "11 из 12"; "12个中的11个", "12件中11件" (whole then part). Emphasis around
 *  the figures is allowed ("**11 dos 12 achados**"). */
const COUNT = lazyRegExp(() => new RegExp(`(?<![\\p{N}.,/])(\\d{1,4})[ \\t]*(?:/|(?:${alt(words()['count of'])})(?![\\p{L}]))[ \\t]*(\\d{1,4})(?![\\p{N}/]|[.,]\\d)|(\\d{1,4})[ \\t]*[个個件項项][ \\t]*中[的の]?[ \\t]*(\\d{1,4})`, 'iu'));
const DONE = lazyRegExp(() => wordRe(words()['count done']));
const PASSED = lazyRegExp(() => wordRe(words()['count passed']));
/** A denial beside the done word: "11 of 12 not fixed", "nicht behoben", "未修复". */
const NOT = lazyRegExp(() => /(?<![\p{L}])(?:not|never|nicht|pas|non|no|não|не|nie|değil)[ \t]+(?:yet[ \t]+|encore[ \t]+|noch[ \t]+)?$|[未没沒]$/iu);
const FOUND = lazyRegExp(() => new RegExp(`(?:^|[\\s,;:—–(])(?:${alt(words()['found that'])})(?![\\p{L}\\p{N}])`, 'iu'));
const MOST = lazyRegExp(() => wordRe(words()['most of']));

/** The count a sentence states and whether it is all of them, or null: "Foram corrigidos 11 dos 12 achados"
 *  -> partial; "Les 19 constats (19/19) ont été corrigés" -> answered. With `passed`, a count of checks
 *  passed counts too (only after a status label: a tally of tests in prose says nothing of the outcome). */
export function countedOutcome(sentence: string, passed = false): Outcome | null {
  // Turkish capital dotted İ has no simple case folding to i: "GEÇTİ" is read as "geçti".
  const s = sentence.replace(/[*_`]+/g, '').replace(/İ/g, 'i');
  const c = COUNT.exec(s);
  if (!c) return null;
  const part = Number(c[1] ?? c[4]);
  const whole = Number(c[2] ?? c[3]);
  if (!(whole > 0) || part > whole) return null;
  const said = DONE.exec(s) ?? (passed ? PASSED.exec(s) : null);
  if (!said || NOT.test(s.slice(Math.max(0, said.index - 16), said.index))) return null;
  return part === whole ? 'answered' : 'partial';
}

/** The writer states the answer they found ("After a day of tracing, we discovered that …"). */
export const statesFoundAnswer = (sentence: string): boolean => FOUND.test(sentence.replace(/[*_`]+/g, ''));

/** "… and most of the important items …": part of the whole, not all of it. */
export const saysMostOf = (sentence: string): boolean => MOST.test(sentence);

/** A tally of checks every one of which passed ("Full suite passes: 68/68", "60 of 60 tests passed", "12/12 Tests
 *  bestanden", "68/68 通过"): the verdict of a test report that passes the work. A part below the whole ("67/68
 *  passed") or a denial ("68/68 not passed") is none. */
export function allPassedTally(sentence: string): boolean {
  const s = sentence.replace(/[*_`]+/g, '').replace(/İ/g, 'i');
  const c = COUNT.exec(s);
  if (!c) return false;
  const part = Number(c[1] ?? c[4]);
  const whole = Number(c[2] ?? c[3]);
  if (!(whole > 0) || part !== whole) return false;
  const said = PASSED.exec(s);
  return !!said && !NOT.test(s.slice(Math.max(0, said.index - 16), said.index));
}
