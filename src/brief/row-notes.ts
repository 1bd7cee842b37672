// A paragraph after a table of findings that opens on one of its rows by that row's number ("Sur le point 98, la garde
// comptait les notifications …", "On item 3, the fix …", "Zu Punkt 2: …", "По пункту 4 …"): the writer's note on that
// finding, kept under the section's heading, no finding of its own (QA 46 doc 16, where it was counted as a sixth).
// Pure.

import type { Tokens } from 'marked';
import type { Block } from './blocks.js';

/** The number a table row opens with ("98 🔴", "#3", "98 bis"): its first cell's leading number. */
const ROW_NUMBER = /^[ \t*_#]*(\d{1,5})(?![\d.,:])/u;
/** How far into a paragraph its reference to a row may stand: its opening clause. */
const OPENING = 48;

/** The paragraphs among `own` after its last table that open on one of that table's row numbers; `text` gives a
 *  block's plain text, `states` whether a text states a problem's level or check of its own (those are findings). */
export function rowNotes(own: readonly Block[], text: (b: Block) => string, states: (t: string) => boolean): Block[] {
  const tables = own.filter((b) => b.token.type === 'table');
  const table = tables[tables.length - 1];
  if (!table) return [];
  const numbers = new Set<string>();
  for (const row of (table.token as Tokens.Table).rows) {
    const m = ROW_NUMBER.exec(row[0]?.text ?? '');
    if (m) numbers.add(m[1]!);
  }
  if (numbers.size < 2) return [];
  return own.filter((b) => {
    if (b.line <= table.line || b.token.type !== 'paragraph') return false;
    const t = text(b);
    const head = t.slice(0, OPENING);
    return !states(t) && [...head.matchAll(/(?<![\p{L}\p{N}.,])(\d{1,5})(?![\p{N}])/gu)].some((m) => numbers.has(m[1]!) && /\p{L}/u.test(head.slice(0, m.index)));
  });
}
