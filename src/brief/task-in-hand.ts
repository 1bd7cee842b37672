// A statement of the task in hand ("## Current task" / "- Explicit scope of controlled DEs, one session-aware policy
// framework …", "## Текущая задача", "## Aktuelle Aufgabe") beside a report of its work done ("## Completed") and a list
// of what is left ("## Remaining"): a person reads the task's line as what the work is about, and what is left of it as
// what the next session delivers (QA 51 doc 02). Without a report of work done, the task stated is still what to deliver:
// the list beside it may be work for later. The words are data (prompts/headings.txt brief.taskInHand); saysDone is the
// done-heading reader of loose-headings.ts. Pure.

import { headingScore } from './headings.js';
import { saysDone } from './loose-headings.js';
import type { Section } from './document.js';

/** Whether `given` (the section chosen as what to deliver) only names the task in hand, in a document that reports
 *  work done on it under a heading of its own. */
export function taskInHandResumed(given: Section, sections: readonly Section[]): boolean {
  if (given.level === 0 || headingScore(given.heading, 'brief.taskInHand') < 3) return false;
  return sections.some((s) => s !== given && s.level > 0 && saysDone(s.heading));
}
