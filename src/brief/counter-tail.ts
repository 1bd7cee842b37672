// A count closing a group's label with its counter word: "경미한 코스메틱 문제 1건", "軽微な表示の問題 2件", "轻微问题 2个",
// "Düşük öncelikli sorunlar 2 adet". A person reads the words before it, as "(2)" closing "Minor issues (2)" is read
// (level-only-groups.ts): the level is the label's, the count only says how many findings the group holds. The counter
// words are data (prompts/severities.txt `count word:`); a note in brackets after the count ("1건 (기능 무관)") is the
// caller's to take off first. Pure apart from reading prompts/ once, on first use.

import { readPrompt } from '../paths.js';
import { hasCjk, keyedWords, phraseAlternation } from './keyed-words.js';
import { lazyRegExp } from './lazy-regexp.js';

/** A number and a counter word closing a label: after a blank in other scripts ("2 adet"); joined to the number in
 *  Chinese, Japanese and Korean ("1건", "2件"), where the number itself may follow the label's last letter without a
 *  blank, as Chinese and Japanese write it ("轻微问题2个", "軽微な問題2件"; not after a digit, which would split a number). */
const TAIL = lazyRegExp(() => {
  const words = keyedWords(readPrompt('severities.txt'), 'count word');
  const joined = phraseAlternation(words.filter(hasCjk));
  const spaced = phraseAlternation(words.filter((w) => !hasCjk(w)));
  const cjk = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}]';
  return new RegExp(`(?:(?<=\\S)[ \\t]+|(?<=${cjk}))\\d{1,3}[ \\t]*(?:${joined})[ \\t]*$|(?<=\\S)[ \\t]+\\d{1,3}[ \\t]+(?:${spaced})[ \\t]*$`, 'iu');
});

/** The label without the count closing it ("경미한 문제 1건" -> "경미한 문제"); the label as it was when none does. */
export function withoutCounterTail(label: string): string {
  if (!/\d/.test(label)) return label;
  const m = TAIL.exec(label.slice(0, 200));
  return m ? label.slice(0, m.index) : label;
}
