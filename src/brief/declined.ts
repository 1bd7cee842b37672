// A point the writer tried and turned down, its verdict written into it ("| 11 | ❌ | **Add cross-module optimization.**
// Tested … **Rejected:** binary grows … |", "- Cache the lookups — Rejected.", "Verworfen: …"): ruled out, as a refuted
// candidate is, not an open finding (QA 34 class 8). The verdict is a word of prompts/no-findings.txt `declined:` standing
// as a label or a verdict: after the line's start, a sentence's stop, a dash, emphasis or a cross, and before a colon, a
// stop or the line's end ("Requests are rejected when …" says something else). Pure apart from reading prompts/ once.

import { readPrompt } from '../paths.js';
import { keyedWords, phraseAlternation } from './keyed-words.js';
import { firstWords, holdsFolded, lazyRegExp } from './lazy-regexp.js';

const DECLINED = lazyRegExp(() => new RegExp(String.raw`(?:^|[.!?。][ \t]+|[ \t][—–-][ \t]*|[*_]{2}|[❌✖⛔]\uFE0F?[ \t]*)[*_]{0,2}(?:${phraseAlternation(keyedWords(readPrompt('no-findings.txt'), 'declined'))})[*_]{0,2}[ \t]*(?:[:：.;!。—–]|$)`, 'imu'), holdsFolded(() => firstWords(keyedWords(readPrompt('no-findings.txt'), 'declined'))));

/** Does an item's or a row's first line carry the writer's verdict that the point was turned down? */
export function declinedPoint(text: string): boolean {
  const first = text.split('\n', 1)[0] ?? '';
  return first.length <= 4000 && DECLINED.test(first);
}
