// The line that says what comes before a list of next steps ("Waiting on tester feedback first — fold that in
// before these:", "Vor all dem: erst das Feedback einarbeiten:", "在这些之前，先合并反馈："): the first step is
// what that line names, not the list's first item, which the line puts second. Found by the shape (the line
// right above the list's first item, closing on a colon, no item itself) and the words of
// brief.beforeList (before these, before the rest, vor diesen, avant ceux-ci, …). A line that only introduces
// the list ("Do these in order:", "The first ones:") names nothing before it. Pure.

import { headingTable } from './headings.js';
import { holdsAny } from './lifted-lines.js';

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
