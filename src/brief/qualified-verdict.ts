// A verdict label that one or two words qualify ("Corrective tester verdict: `PASS_WITH_RISKS`", "Closure
// recommendation: `COMPLETE_WITH_RISKS`", "Abschlussempfehlung: erledigt", "Recommandation de clôture : terminé",
// "Вердикт тестировщика: пройдено", "测试结论：通过"): the verdict of a gate, a role or a stage. Its value states the
// outcome only when it is one of the outcome words (doc-verdict.ts verdictOutcome, kind `qualified`): the label is
// too open to answer whatever the value ("Fix recommendation: use a mutex" is advice). A verdict qualified as an
// earlier one ("Initial tester verdict: `FAIL`", "Vorheriges Ergebnis", "Verdict précédent", "初回判定") is history,
// superseded by the current one below it: never where the outcome is read (QA 35 class 3). Words: prompts/outcomes.txt
// `verdict head:` and `verdict earlier:`. Pure apart from reading that file once.

import { readPrompt } from '../paths.js';
import { CJK_CLASS, escapeRegExp, keyedLists, phraseAlternation } from './keyed-words.js';
import { firstWords, holdsFolded, lazyRegExp } from './lazy-regexp.js';

type Lists = Record<'verdict head' | 'verdict earlier' | 'verdict join', string[]>;
let lists: Lists | undefined;
const words = () => (lists ??= keyedLists(readPrompt('outcomes.txt'), ['verdict head', 'verdict earlier', 'verdict join']));

/** What may join a head word to the words after it: "of", "de", "del", "по" (prompts/outcomes.txt `verdict join:`), or
 *  nothing (a genitive, "Вердикт тестировщика"). */
const join = () => `(?:(?:${words()['verdict join'].map(escapeRegExp).join('|')})[ \\t]+)?`;

/** The label's shapes: one or two words, then the head ("Closure recommendation"); a word written against the head
 *  (German "Abschlussempfehlung", Chinese and Japanese "测试结论"); the head, then what it is of ("Recommandation de
 *  clôture", "Вердикт тестировщика"). */
const QUALIFIED = lazyRegExp(() => {
  const head = phraseAlternation(words()['verdict head']);
  return new RegExp(
    `^(?:(?:[\\p{L}\\p{N}][\\p{L}\\p{N}'’-]*[ \\t]+){1,2}(?:${head})|\\p{L}{3,}(?:${head})|${CJK_CLASS}{1,6}(?:${head})|(?:${head})[ \\t]+${join()}[\\p{L}-]+(?:[ \\t]+[\\p{L}-]+)?)$`,
    'iu',
  );
  // (Every shape holds a head word: most labels hold none, and the pattern is not made.)
}, holdsFolded(() => firstWords(words()['verdict head'])));
/** A word that makes the verdict an earlier one ("initial", "previous", "erste", "précédent", "первоначальный", "初回"). */
const EARLIER = lazyRegExp(() => {
  const w = phraseAlternation(words()['verdict earlier']);
  return new RegExp(`(?:^|[ \\t])(?:${w})(?![\\p{L}\\p{N}])|^(?:${w})(?=${CJK_CLASS})`, 'iu');
});

/** A verdict label that a word or two qualify (`label` without emphasis), and it is the current one. */
export function qualifiedVerdict(label: string): boolean {
  if (label.length > 50 || !QUALIFIED.test(label)) return false;
  return !EARLIER.test(label);
}

/** A verdict label (any shape) that says it is an earlier one: "Initial tester verdict", "Previous result". */
export const earlierVerdict = (label: string): boolean => label.length <= 50 && EARLIER.test(label);
