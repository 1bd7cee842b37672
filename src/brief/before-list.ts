// The line that says what comes before a list of next steps ("Waiting on tester feedback first — fold that in
// before these:", "Vor all dem: erst das Feedback einarbeiten:", "在这些之前，先合并反馈："): the first step is
// what that line names, not the list's first item, which the line puts second. Found by the shape (the line
// right above the list's first item, closing on a colon, no item itself) and the words of
// brief.beforeList (before these, before the rest, vor diesen, avant ceux-ci, …). A line that only introduces
// the list ("Do these in order:", "The first ones:") names nothing before it. Pure.

import { headingTable } from './headings.js';
import { holdsAny } from './lifted-lines.js';
import { labelOf } from './label.js';
import { lazyRegExp } from './lazy-regexp.js';

const ITEM = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+/;

/** The line (0-based) and text of the line right above the list item at `itemLine` (one blank line between
 *  allowed; not before `from`) when it says something comes before the list; else null. */
export function beforeListLine(lines: readonly string[], itemLine: number, from: number): { line: number; text: string } | null {
  let i = itemLine - 1;
  if (i >= from && !lines[i]!.trim()) i--;
  if (i < from) return null;
  const raw = lines[i]!;
  const t = raw.trim().replace(/(?:\*\*|__)$/, '');
  if (!t || t.length > 400 || ITEM.test(raw) || /^#{1,6}[ \t]/.test(t) || !/[:：]$/.test(t)) return null;
  const cues = headingTable().get('brief.beforeList') ?? [];
  if (!cues.length || !holdsAny(t, cues)) return null;
  return { line: i, text: t.replace(/^(?:\*\*|__)/, '') };
}

/** A label that names one task by its number: a few words, then the number ("タスク 1-5", "Task 3", "Aufgabe 2.1",
 *  "任务2"; a word of brief.taskName among the words). */
const NUMBERED = lazyRegExp(() => /^(\p{L}[\p{L}\p{M} ]{0,30}?)[ \t]*#?\d{1,3}(?:[.\-–]\d{1,3})*[a-z]?$/u);
export function namesNumberedTask(label: string): boolean {
  const m = NUMBERED.exec(label.trim());
  return m !== null && holdsAny(m[1]!, headingTable().get('brief.taskName') ?? []) !== null;
}

/** The line (0-based) and text of the line right above the list item at `itemLine` (no blank line between; not
 *  before `from`) when it names one task by its number and says it ("タスク 1-5: my.cnf 作成（計画: 1h）" over
 *  "- `port = 3306`", "Task 3: write the parser" over "- read the grammar"): the list is that task's details,
 *  and the task, not its first detail, is where to start. Else null. */
export function taskOverList(lines: readonly string[], itemLine: number, from: number): { line: number; text: string } | null {
  const i = itemLine - 1;
  if (i < from) return null;
  const raw = lines[i]!;
  if (!raw.trim() || ITEM.test(raw) || /^[ \t]*#{1,6}[ \t]/.test(raw)) return null;
  const l = labelOf(raw);
  if (!l || l.bullet || !raw.slice(l.at).trim() || !namesNumberedTask(l.label)) return null;
  return { line: i, text: raw.trim() };
}
