// An item of a plan that opens with a bracketed word saying it is done: Gemini CLI's state snapshot numbers its
// plan "1. [DONE] Map the endpoints." / "2. [IN PROGRESS] …" / "3. [TODO] …", and agents copy the shape. Such an
// item is progress on record, never where to start. The words are data (prompts/headings.txt: brief.doneTag). Pure.

import { headingWords } from './headings.js';

let words: Set<string> | undefined;

/** Whether an item's text (after its bullet) opens with "[DONE]", "[Completed]", "[erledigt]", "【完成】" and the like. */
export function doneTagged(text: string): boolean {
  const m = /^[ \t*_]*[[【]([^\]】\n]{1,20})[\]】]/u.exec(text);
  if (!m) return false;
  words ??= new Set(headingWords('brief.doneTag'));
  return words.has(m[1]!.trim().toLowerCase());
}
