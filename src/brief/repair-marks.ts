// A check mark that says a finding was repaired, not checked: "✅ Fixed in abc123", "✅ **Status**: RESOLVED",
// "- ✅ Behoben", "✅ 已修复". A state of repair is never a verification; the mark before a repair word is taken
// out before findings.ts verificationOf looks for a leading ✅, so the finding's verification stays unset unless
// its words also say it was checked ("✅ Fixed, verified in staging", "✅ Fixed and re-tested"). The repair words
// are data: prompts/outcomes.txt `count done:` (the words a status report counts its fixed items by). Pure apart
// from reading that file once.

import { readPrompt } from '../paths.js';
import { lazyRegExp } from './lazy-regexp.js';
import { keyedWords, phraseAlternation } from './keyed-words.js';
import { STATUS_KEY } from './status-fields.js';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const alt = phraseAlternation;

/** A tick, then (after emphasis marks, perhaps a status label) a repair word: a whole word, or a CJK one at once. */
const REPAIR_TICK = lazyRegExp(() => {
  const ws = keyedWords(readPrompt('outcomes.txt'), 'count done');
  const label = `(?:(?:${STATUS_KEY})[*_]{0,2}[ \\t]{0,2}[:：][ \\t*_]{0,6})?`;
  return new RegExp(`[✅✔☑]\\uFE0F?(?=[ \\t*_]{0,6}${label}(?:(?:${alt(ws.filter((w) => !CJK.test(w)))})(?![\\p{L}\\p{N}])|(?:${alt(ws.filter((w) => CJK.test(w)))})))`, 'giu');
});

/** `text` with the ticks that stand before a repair word blanked (a space each, so positions hold). */
export function withoutRepairTicks(text: string): string {
  if (!/[✅✔☑]/u.test(text)) return text;
  return text.replace(REPAIR_TICK, (m) => ' '.repeat(m.length));
}
