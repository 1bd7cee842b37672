// A line filed as later or optional work by its label ("🟡 Follow-up: fix the retry", "🟡 **Suggestion:** rename the
// flag", "🟡 Vorschlag: …"): the writer says what to do next, not what failed, so a problem word after the label ("fix",
// "should") makes no failure of the work (mendb54: such a line under a ✅ tally made the outcome partial). The labels
// are data (prompts/yes-no.txt `aside label:`). Pure apart from reading the list once.

import { readPrompt } from '../paths.js';
import { keyedWords } from './keyed-words.js';

let labels: Set<string> | undefined;
const asideLabels = () => (labels ??= new Set(keyedWords(readPrompt('yes-no.txt'), 'aside label').map((w) => w.toLowerCase())));

// The line's lead (a bullet, a number, a mark or two, emphasis), then a label of up to 30 characters and its colon.
const LABEL = /^[ \t>]*(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?(?:[^\p{L}\p{N}\s*_][\uFE0F]?[ \t]*){0,2}[*_]{0,2}([^:：*_\n]{1,30}?)[*_]{0,2}[ \t]*[:：]/u;

/** Does `line` open with a label of later or optional work ("🟡 Follow-up:", "- 🟡 **Optional:**")? */
export function asideLine(line: string): boolean {
  const m = LABEL.exec(line);
  return m !== null && asideLabels().has(m[1]!.trim().toLowerCase().replace(/\s+/g, ' '));
}
