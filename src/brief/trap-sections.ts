// Dead ends written as traps (briefs6): a section the writer heads as traps already met ("## Traps already handled
// (don't touch again)", "## これまでに踏んだ落とし穴", "## Fallstricke, die wir schon hatten") or whose table tells each
// trap as met and answered ("| Symptom | Cause | Fix |", "| Tried | Result |", "| 症状 | 原因 | 対処 |"): each item or
// row is a dead end, a thing the last session walked into so the next one does not. A trap heading with neither
// ("## Gotchas", "## Pitfalls to watch out for", "## 注意すべき落とし穴" over warnings) stays what it was (constraints to
// respect, or kept under its name): a warning is not an attempt. Found by the shape (the heading's words, the table's
// header cells); the words are data in prompts/headings.txt (brief.trapHeading, brief.trapMet, brief.trapAsk,
// brief.trapAnswer). Pure.

import { headingTable, toPhrase, type Phrase } from './headings.js';
import { holdsAny, tableRule } from './lifted-lines.js';

/** Whether a heading names traps ("Pitfalls", "Landmines", "落とし穴", "Stolpersteine"). */
export function namesTraps(heading: string): boolean {
  const words = headingTable().get('brief.trapHeading') ?? [];
  return words.length > 0 && holdsAny(heading, words) !== null;
}

/** Whether a trap heading tells its traps as already met or handled ("already handled", "踏んだ", "schon"). */
export function trapsMet(heading: string): boolean {
  const words = headingTable().get('brief.trapMet') ?? [];
  return words.length > 0 && holdsAny(heading, words) !== null;
}

/** A cell is one of the phrases, as a whole (a header cell names its column; "Fix" but not "Fix the cache"). */
function cellIs(cell: string, list: readonly Phrase[]): boolean {
  const c = toPhrase(cell.replace(/[*_`#:：]/g, '').trim());
  if (!c.flat) return false;
  return list.some((q) => (q.cjk || c.cjk ? q.flat !== '' && (c.flat === q.flat || (c.cjk && c.flat.startsWith(q.flat) && c.flat.length <= q.flat.length + 3)) : q.words.length > 0 && q.words.join(' ') === c.words.join(' ')));
}

/** Whether lines [from, to) hold a table whose header names a trap met and its answer: a column of what was seen
 *  or tried (brief.trapAsk) and one of its cause, fix or result (brief.trapAnswer). The first table only. `only`:
 *  the table is all the lines hold, but for one line of text above it (a section that names no answer is read so
 *  only when it is the table: a session's log with such a table in it stays the log). */
export function trapTable(lines: readonly string[], literal: Uint8Array, from: number, to: number, only = false): boolean {
  if (only) {
    let text = 0;
    for (let i = from; i < to; i++) if (lines[i]!.trim() && !/^[ \t]*\|.*\|[ \t]*$/.test(lines[i]!) && ++text > 1) return false;
  }
  const table = headingTable();
  const asks = table.get('brief.trapAsk') ?? [];
  const answers = table.get('brief.trapAnswer') ?? [];
  if (!asks.length || !answers.length) return false;
  for (let i = from; i + 1 < to; i++) {
    if (literal[i] || !/^[ \t]*\|.*\|[ \t]*$/.test(lines[i]!) || !tableRule(lines[i + 1])) continue;
    const cells = lines[i]!.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim()).filter(Boolean);
    // (Two cells: one names what was met, another what answered it; "What happened" alone is not both.)
    const ask = cells.findIndex((c) => cellIs(c, asks));
    return ask >= 0 && cells.some((c, k) => k !== ask && cellIs(c, answers));
  }
  return false;
}
