// An item of a list of what is left that says it is out of scope ("… this is out of scope of the current task",
// "… это вне scope текущей задачи", "… hors périmètre"): the writer keeps it on record and hands it on as no
// work, so it is never where to start (the list's first item in scope is) nor part of what to deliver; it stays
// where it stood. The words are data: prompts/headings.txt brief.itemOutOfScope. Pure.

import { headingTable } from './headings.js';
import { holdsAny } from './lifted-lines.js';

/** Whether an item's text says it is out of scope (brief.itemOutOfScope, as whole words anywhere in it). */
export function saysOutOfScope(text: string): boolean {
  return holdsAny(text, headingTable().get('brief.itemOutOfScope') ?? []) !== null;
}
