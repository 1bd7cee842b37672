// Items of a list of what is left that are marked done, and groups of them: never where to start. A check mark or
// a strike through the whole item is done-item-text.ts's DONE_TEXT; here a done word closing the item in brackets
// ("Write the parser (done)", "(erledigt)", "(selesai)", "（完了）": a word of brief.doneState that no word of
// brief.doneNot negates), and a group label ("### Today" over "1. ✅ Read the plan" / "2. [x] Agree") whose items
// are all done. Pure.

import { fenceMask } from './escape.js';
import { saysDone } from './loose-headings.js';

/** Whether an item's text closes with a bracketed note that says it is done ("(done)", "(erledigt)", "（完了）"). */
export function closesDone(text: string): boolean {
  const m = /[(（]([^()（）]{1,30})[)）][ \t.]*$/u.exec(text.replace(/[*_]+/g, '').trim());
  return m !== null && saysDone(m[1]!.trim());
}

const ITEM = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(\[[ xX]\][ \t]+)?(\S.*)$/;

/** Whether the list items of these lines (a group's own lines) are one or more, and all marked done: ticked
 *  (`[x]`), or `done` says their text is (a check mark, a strike, a closing done note). */
export function allItemsDone(lines: readonly string[], done: (text: string) => boolean): boolean {
  let n = 0;
  // (At any indent: a group's items are list items, and a fence inside one hides its lines too.)
  const fenced = fenceMask(lines, { unclosedRunsToEnd: true, anyIndent: true });
  for (const [i, line] of lines.entries()) {
    if (fenced[i]) continue;
    const m = ITEM.exec(line);
    if (!m) continue;
    // (Only the group's own items, not the lines nested under one.)
    if (/^[ \t]{2,}/.test(line) && n > 0) continue;
    n++;
    if (!/\[[xX]\]/.test(m[1] ?? '') && !done(m[2]!) && !closesDone(m[2]!)) return false;
  }
  return n > 0;
}
