// A check mark that says a finding was repaired, not checked: "✅ Fixed in abc123", "✅ **Status**: RESOLVED",
// "- ✅ Behoben", "✅ 已修复". A state of repair is never a verification; the mark before a repair word is taken
// out before findings.ts verificationOf looks for a leading ✅, so the finding's verification stays unset unless
// its words also say it was checked ("✅ Fixed, verified in staging", "✅ Fixed and re-tested"). The repair words
// are data: prompts/outcomes.txt `count done:` (the words a status report counts its fixed items by). Pure apart
// from reading that file once.

import { readPrompt } from '../paths.js';
import { lazyRegExp } from './lazy-regexp.js';
import { hasCjk, keyedWords, phraseAlternation } from './keyed-words.js';
import { STATUS_KEY } from './status-fields.js';

const alt = phraseAlternation;

let words: string[] | undefined;
const repairWords = () => (words ??= keyedWords(readPrompt('outcomes.txt'), 'count done'));
/** How far after a tick its repair word may open: a variation selector, six blanks or marks, a status label (its
 *  longest word, two marks, two blanks, a colon), six more blanks or marks. */
const REACH = 1 + 6 + Math.max(...STATUS_KEY.split('|').map((w) => w.length)) + 2 + 2 + 1 + 6;
const TICK = /[✅✔☑]/g;
/** A cheap necessary condition for REPAIR_TICK: a repair word within reach after a tick (case folded as the i and u
 *  flags fold it). The pattern, every repair word of every language under i and u, costs ~10 ms to compile, and
 *  most ticks stand before no repair word ("✅ confirmed by a failing test", a table's ✅ cell). */
function repairWordAfterTick(text: string): boolean {
  const ws = repairWords();
  const longest = Math.max(0, ...ws.map((w) => w.length));
  TICK.lastIndex = 0;
  for (let m = TICK.exec(text); m; m = TICK.exec(text)) {
    const near = text.slice(m.index + 1, m.index + 1 + REACH + longest).toLowerCase().replace(/ſ/g, 's').replace(/ς/g, 'σ');
    if (ws.some((w) => near.includes(w))) return true;
  }
  return false;
}

/** A tick, then (after emphasis marks, perhaps a status label) a repair word: a whole word, or a CJK one at once. */
const REPAIR_TICK = lazyRegExp(() => {
  const ws = repairWords();
  const label = `(?:(?:${STATUS_KEY})[*_]{0,2}[ \\t]{0,2}[:：][ \\t*_]{0,6})?`;
  return new RegExp(`[✅✔☑]\\uFE0F?(?=[ \\t*_]{0,6}${label}(?:(?:${alt(ws.filter((w) => !hasCjk(w)))})(?![\\p{L}\\p{N}])|(?:${alt(ws.filter(hasCjk))})))`, 'giu');
}, repairWordAfterTick);

/** `text` with the ticks that stand before a repair word blanked (a space each, so positions hold). */
export function withoutRepairTicks(text: string): string {
  if (!/[✅✔☑]/u.test(text)) return text;
  return text.replace(REPAIR_TICK, (m) => ' '.repeat(m.length));
}
