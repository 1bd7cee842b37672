// Work split into sections that each say when they are done (briefs10): a brief that hands work to several
// people or tracks writes one section per share ("## Worker 1: KIS", "## 작업자 2: DART 담당", "## Track B —
// exports") and closes each on its own completion criteria, a label on a line of its own over a list ("Done
// when:", "완료 기준:", "**Akzeptanzkriterien:**", "受け入れ基準："). By structure, such a section is a task to
// deliver, whatever its heading says: its criteria are what "done" means for it. The label words are data
// (prompts/headings.txt brief.doneLabel and brief.doneWhen). Pure.

import type { ParsedDoc, Section } from './document.js';
import { headingScore } from './headings.js';

/** A line that is only a label and its colon ("Done when:", "**완료 기준:**", "__Критерии готовности__："). */
const LABEL_LINE = /^[ \t]{0,3}(?:\*\*|__)?([^:：*_\n]{1,40}?)(?:\*\*|__)?[ \t]*[:：][ \t]*(?:\*\*|__)?[ \t]*$/u;
const LIST_ITEM = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+\S/;
const FENCE = /^[ \t]{0,3}(?:```|~~~)/;

/** Whether a label (or a heading) names the criteria of done ("Acceptance criteria", "Done when", "완료 기준"). */
export const namesDone = (label: string): boolean => headingScore(label, 'brief.doneLabel') >= 4 || headingScore(label, 'brief.doneWhen') >= 4;

/** Whether the section at index `k` closes on its criteria: its own lines (up to the next section, outside code)
 *  hold a label of completion criteria on a line of its own with a list right below it, or the bold label
 *  section right after it does (boldCriteria). One look at each of its lines: no scan of the document. */
export function closesOnCriteria(doc: ParsedDoc, k: number): boolean {
  const s = doc.sections[k];
  if (!s) return false;
  if (boldCriteria(doc, k)) return true;
  const next = doc.sections[k + 1];
  const end = next && next.line - 1 < s.end && next.line - 1 >= s.start ? next.line - 1 : s.end;
  const lines = doc.blocks.lines;
  let fenced = false;
  for (let i = s.start; i < end; i++) {
    const l = lines[i] ?? '';
    if (FENCE.test(l)) fenced = !fenced;
    if (fenced) continue;
    const m = LABEL_LINE.exec(l);
    if (!m || !namesDone(m[1]!)) continue;
    if (listFollows(lines, i + 1, end)) return true;
  }
  return false;
}

/** Whether the first non-blank line in [from, end) is a list item. */
function listFollows(lines: readonly string[], from: number, end: number): boolean {
  let j = from;
  while (j < end && !(lines[j] ?? '').trim()) j++;
  return j < end && LIST_ITEM.test(lines[j] ?? '');
}

/** The section right after `s` when it is a bold label of completion criteria over a list ("**Done when:**"),
 *  which the reader takes as a heading of its own (bold-paragraphs.ts) though it belongs to `s`; else undefined. */
function boldCriteria(doc: ParsedDoc, k: number): Section | undefined {
  const s = doc.sections[k]!;
  const next = doc.sections[k + 1];
  if (!next || next.line - 1 !== s.end || next.level < s.level) return undefined;
  if (!/^[ \t]{0,3}(?:\*\*|__)/.test(doc.blocks.lines[next.line - 1] ?? '')) return undefined;
  return namesDone(next.heading) && listFollows(doc.blocks.lines, next.start, next.end) ? next : undefined;
}

/** The sections that are tasks with their own completion criteria, in document order (each with the bold label
 *  section of its criteria, when the reader split it off); `usable` says which a
 *  caller may take (no heading named an answer for them, not taken). */
export function taskSections(doc: ParsedDoc, usable: (s: Section) => boolean): Section[] {
  const out: Section[] = [];
  for (let k = 0; k < doc.sections.length; k++) {
    const s = doc.sections[k]!;
    if (s.level === 0 || out.includes(s) || !usable(s) || !closesOnCriteria(doc, k)) continue;
    out.push(s);
    const bold = boldCriteria(doc, k);
    if (bold) out.push(bold);
  }
  return out;
}
