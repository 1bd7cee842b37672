// Whether a list item's or a step heading's text says it is done (a check mark, a strike, a done note or tag):
// one test for the readers of a first step and of what is left. Pure.

import { allItemsDone, closesDone } from './done-items.js';
import type { ParsedDoc, Section } from './document.js';
import { lazyRegExp } from './lazy-regexp.js';
import { doneTagged } from './done-tag.js';

/** Whether an item's text says it is done: a check mark, a strike through it whole, a closing done note, an opening done
 *  tag ("[DONE] …", done-tag.ts). */
const itemMarkedDone = (text: string): boolean => DONE_TEXT.test(text) || closesDone(text) || doneTagged(text);
/** Whether a list item, its text after the bullet ("[x] Parser", "✅ Parser", "[ ] ~~Parser~~"), is done: its task box
 *  ticked, or its text after the box marked done (itemMarkedDone). A box is GitHub's, "[ ]" or "[x]" and white space.
 *  One test for read-brief.ts firstListItem, firstItem and a session summary's pending lines (summaryNextStep). */
export function listItemDone(item: string): boolean {
  const box = /^\[([ xX])\][ \t]+/.exec(item);
  return (box !== null && box[1] !== ' ') || itemMarkedDone(box ? item.slice(box[0].length) : item);
}
/** Whether a step heading's own list items are all marked done (done-items.ts). */
export const groupDone = (doc: ParsedDoc, x: Section): boolean => allItemsDone(doc.blocks.lines.slice(x.start, x.end), (t) => DONE_TEXT.test(t));
/** Whether the first list item of a step heading's own lines is marked done. */
export function opensDone(doc: ParsedDoc, x: Section): boolean {
  const first = doc.blocks.lines.slice(x.start, x.end).find((l) => /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+\S/.test(l));
  return first !== undefined && allItemsDone([first], (t) => DONE_TEXT.test(t));
}

/** An item's (or a step heading's) text that says it is done, so never where to start: struck through whole
 *  ("~~✅ Add the loop~~", "~~Write the parser~~ ✅", "~~Parser~~ (done)") or opening with a check mark ("✅ Parser",
 *  "**✅ Parser**"). A word struck inside an open item ("Use ~~Redis~~ Postgres") leaves it open. */
export const DONE_TEXT = lazyRegExp(() => /^(?:~~(?!~)[^]*?~~[ \t]*(?:(?:✅|✔|☑|✓)\uFE0F?[ \t]*)?(?:[(（][^()（）]{1,20}[)）])?[ \t]*$|(?:\*\*|__)?(?:✅|✔|☑|✓)\uFE0F?)/u);
