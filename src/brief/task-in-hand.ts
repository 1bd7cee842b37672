// A statement of the task in hand ("## Current task" / "- Explicit scope of controlled DEs, one session-aware policy
// framework …", "## Текущая задача", "## Aktuelle Aufgabe") beside a report of its work done ("## Completed") and a list
// of what is left ("## Remaining"): a person reads the task's line as what the work is about, and what is left of it as
// what the next session delivers (QA 51 doc 02). Without a report of work done, the task stated is still what to deliver:
// the list beside it may be work for later. The words are data (prompts/headings.txt brief.taskInHand); saysDone is the
// done-heading reader of loose-headings.ts. Pure.

import { headingScore, holdsKeyPhrase, toPhrase } from './headings.js';
import { saysDone } from './loose-headings.js';
import type { Section } from './document.js';

/** Whether `given` (the section chosen as what to deliver) only names the task in hand, in a document that reports
 *  work done on it under a heading of its own: inside it, or between it and `left`, the list of what is left of it. A
 *  report outside that span may be of other work, and then the task stated is still the work. */
export function taskInHandResumed(given: Section, left: Section, sections: readonly Section[]): boolean {
  if (given.level === 0 || headingScore(given.heading, 'brief.taskInHand') < 3) return false;
  const lo = Math.min(given.start, left.start);
  const hi = Math.max(given.start, left.start);
  const between = (s: Section) => s.start > lo && s.start < hi;
  const inside = (s: Section) => s.start > given.start && s.start < given.end;
  return sections.some((s) => s !== given && s !== left && s.level > 0 && (between(s) || inside(s)) && saysDone(s.heading));
}

/** Whether a section is the list of what is left of the task in hand: named so whole ("## Remaining", "## Осталось";
 *  brief.remaining), not risks, questions or issues left (brief.leftNotWork: "## Remaining risks" says what may go
 *  wrong, no work to deliver). */
export function leftOfTask(x: Section): boolean {
  return headingScore(x.heading, 'brief.remaining') >= 4 && !holdsKeyPhrase(toPhrase(x.heading), 'brief.leftNotWork');
}
