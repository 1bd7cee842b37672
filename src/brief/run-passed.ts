// A run of the checks that a finding reports as passed: a fix confirmed by a test run, so the finding is verified
// ("5762 passed", "18 tests passed", "- `npm run build` - passed.", "Verdict: PASS.", "Registration tests now
// complete in ~1.2s", "Alle Tests bestanden", "все тесты прошли", "测试全部通过"). A ✅ FIXED alone is a state
// (finding-state.ts), not such a run. Not a plan ("tests should pass", "until the tests pass": a `run plan` word
// earlier in the clause), not a denial ("tests don't pass": the pass word must follow the noun). The caller reads
// the text without fenced blocks, quotes and remedy lines (findings.ts verificationOf).
// Words are data: prompts/verification.txt (`run noun:`, `run pass:`, `run verdict:`, `run verdict pass:`,
// `run plan:`, `run phrase:`). Pure apart from reading that file once.

import { readPrompt } from '../paths.js';
import { keyedLists, phraseAlternation } from './keyed-words.js';
import { holdsWord, lazyRegExp } from './lazy-regexp.js';

const KEYS = ['run noun', 'run pass', 'run verdict', 'run verdict pass', 'run plan', 'run phrase'] as const;
type Words = Record<(typeof KEYS)[number], string[]>;
export const parseRunWords = (text: string): Words => keyedLists(text, KEYS);
let words: Words | undefined;
const W = () => (words ??= parseRunWords(readPrompt('verification.txt')));

let passMay: ((t: string) => boolean) | undefined;
let itemMay: ((t: string) => boolean) | undefined;
let verdictMay: ((t: string) => boolean) | undefined;
let phraseMay: ((t: string) => boolean) | undefined;
const END = '(?![\\p{L}\\p{N}])';
const START = '(?<![\\p{L}\\p{N}])';
/** "5762 passed", "18 tests passed", "tests now pass", "все тесты прошли": group 1 the words before it in its clause. */
const NOUN_PASS = lazyRegExp(
  () => new RegExp(`(^|[^.!?;:\\n]{0,60}?)${START}(?:\\d[\\d,.]*[ \\t]+(?:(?:${phraseAlternation(W()['run noun'])})[ \\t]+)?|(?:${phraseAlternation(W()['run noun'])})[ \\t]+(?:(?:now|all|jetzt|alle|maintenant|ahora|теперь)[ \\t]+)?)(?:${phraseAlternation(W()['run pass'])})${END}`, 'gimu'),
  (t) => (passMay ??= holdsWord(W()['run pass']))(t),
);
/** "- `npm run build` - passed.", "- Mobile smoke at 390x844 - passed; …": an item that names a check, then a dash
 *  or a colon and the pass word closing its clause. */
const ITEM_PASS = lazyRegExp(
  () => new RegExp(`^[ \\t]{0,8}(?:[-*+][ \\t]+|\\d{1,3}[.)][ \\t]+)[^\\n]{1,200}?[ \\t]*(?:[—–-][ \\t]+|[:：][ \\t]*)[*_]{0,2}(?:${phraseAlternation([...W()['run pass'], ...W()['run verdict pass']])})[*_]{0,2}(?=[ \\t]*(?:[.,;!(]|$))`, 'imu'),
  (t) => (itemMay ??= holdsWord([...W()['run pass'], ...W()['run verdict pass']]))(t),
);
/** "Verdict: PASS.", "**Ergebnis:** bestanden", "结论：通过". */
const VERDICT = lazyRegExp(
  () => new RegExp(`^[ \\t>*_-]{0,8}(?:${phraseAlternation(W()['run verdict'])})[*_]{0,2}[ \\t]*[:：][*_ \\t]*(?:${phraseAlternation(W()['run verdict pass'])})(?![\\p{L}])`, 'imu'),
  (t) => (verdictMay ??= holdsWord(W()['run verdict']))(t),
);
const PHRASE = lazyRegExp(() => new RegExp(phraseAlternation(W()['run phrase']), 'u'), (t) => (phraseMay ??= holdsWord(W()['run phrase']))(t));
const PLAN = lazyRegExp(() => new RegExp(`${START}(?:${phraseAlternation(W()['run plan'])})${END}`, 'iu'));

/** The line of `text` that reports a run of its checks as passed, trimmed; else undefined. */
export function runPassed(text: string): string | undefined {
  if (text.length > 100_000) text = text.slice(0, 100_000);
  const line = (at: number) => {
    const from = text.lastIndexOf('\n', at) + 1;
    const to = text.indexOf('\n', at);
    return text.slice(from, to < 0 ? undefined : to).replace(/^[ \t>*+-]+|[`*_]+/g, '').trim();
  };
  const v = VERDICT.exec(text) ?? ITEM_PASS.exec(text) ?? PHRASE.exec(text);
  if (v) return line(v.index + v[0].length - 1);
  NOUN_PASS.lastIndex = 0;
  for (let m = NOUN_PASS.exec(text); m; m = NOUN_PASS.exec(text)) {
    // (Not an aside on the suite's state, "outweighs the benefit (1327 tests passing)": inside brackets.)
    if (!PLAN.test(m[1] ?? '') && !/\([^)]*$/.test(m[1] ?? '')) {
      NOUN_PASS.lastIndex = 0;
      return line(m.index + m[0].length - 1);
    }
  }
  return undefined;
}
