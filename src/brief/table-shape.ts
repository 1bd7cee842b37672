// What a table's shape says about its rows, whatever its columns are called. Pure apart from reading prompts/ once.
//
// A table of findings has a column that names each item. A table of counts ("| Language | Entries | OK | Flagged |",
// "| Severity | Count | Examples |") sums things up: its rows are no findings. A column of changes ("Was → Now",
// "Before | After") says what became of an item, not which item it is; a column whose values repeat (a language,
// a field) groups the rows; the column whose values differ row by row names them.

import { readPrompt } from '../paths.js';
import { escapeRegExp, keyedLists } from './keyed-words.js';
import { lazyRegExp } from './lazy-regexp.js';

/** A cell that is a figure: a count, a share, an estimate ("12", "~190", "3/4", "85%", "1,204", "4 (2 fixed)"),
 *  or empty ("—"). */
const FIGURE = /^(?:[~≈<>≤≥±]|ca\.)?[ \t]*\d[\d \t.,'’]*\+?(?:%|[ \t]*\/[ \t]*\d[\d.,]*)?(?:[ \t]*[(（][^()（）\n]{0,30}[)）])?$|^[-—–]?$/u;
const plain = (c: string) => c.replace(/[*_`]+/g, '').trim();
export const figureCell = (c: string): boolean => FIGURE.test(plain(c));
const hasDigit = (c: string) => /\d/.test(c);

/**
 * A table that counts: one row at least, and past its first column (what is counted) every column holds
 * figures only, one at least with a number; or, with a first column that names severities (`named`), one
 * column of figures beside text columns ("| Severity | Count | Examples |"). No column titles an item in it.
 */
export function tallyTable(rows: string[][], named: (cell: string) => boolean, header: readonly string[] = []): boolean {
  if (!rows.length || rows.some((r) => r.length < 2)) return false;
  const width = Math.max(...rows.map((r) => r.length));
  const col = (i: number) => rows.map((r) => r[i] ?? '');
  const figures: number[] = [];
  for (let i = 1; i < width; i++) if (col(i).every(figureCell) && col(i).some(hasDigit)) figures.push(i);
  if (!figures.length) return false;
  // (What is counted is a name, "Shona", "High", "no-unused-vars": a first column of sentences, "| N+1 query in the
  // feed | 14 |", names findings and counts something of each.)
  const words = col(0).reduce((n, c) => n + plain(c).split(/\s+/).length, 0) / rows.length;
  if (words >= 4) return false;
  if (figures.length === width - 1) return true;
  // (A column of figures named for a count, "| Category | Count | Examples |", "| Kategorie | Anzahl | Beispiele |":
  // each row counts a kind of problem, its examples several of them; no row is one finding, whatever the first
  // column names.)
  if (figures.some((i) => COUNT_NAME.test(plain(header[i] ?? '')))) return true;
  return rows.every((r) => named(plain(r[0] ?? '')));
}

/** A column's name that says it counts: "Count", "Number", "# of issues", "Anzahl", "Nombre", "Cantidad", "Conteggio",
 *  "Количество", "数量", "件数", "개수". Not "#" or "No." alone (a row's number), nor "Line" (a place). */
const COUNT_NAME = lazyRegExp(() => /^(?:count|counts|number(?:[ \t]+of\b.*)?|(?:#|no\.?|nr\.?)[ \t]+of\b.*|total|amount|qty|quantity|occurrences|instances|hits|issues|findings|anzahl|menge|häufigkeit|vorkommen|nombre|quantité|occurrences|cantidad|conteo|recuento|ocurrencias|número|numero|quantidade|contagem|número de\b.*|quantità|conteggio|occorrenze|numero di\b.*|liczba|ilość|aantal|sayı|adet|số lượng|количество|кол-во|число|数量|数目|个数|次数|件数|個数|回数|数|개수|건수|수)$/iu);

/** A column of changes: its name holds an arrow or says before/after ("Was → Now", "Before / After", "Old -> New"),
 *  or most of its cells do ("'x' → 'y'"). It says what became of an item, never which item it is. The words:
 *  prompts/columns.txt `change before:` and `change after:`. */
const CHANGE_NAME = lazyRegExp(() => {
  const l = keyedLists(readPrompt('columns.txt'), ['change before', 'change after'] as const);
  const alt = (ws: string[]) => ws.map(escapeRegExp).join('|');
  // (Word edges read as letters and digits of any script: a regexp's \b sees none beside "было" or "修改前".)
  const edge = (ws: string[]) => `(?<![\\p{L}\\p{N}])(?:${alt(ws)})(?![\\p{L}\\p{N}])`;
  return new RegExp(`→|->|⇒|=>|${edge(l['change before'])}[^|]{0,20}${edge(l['change after'])}`, 'iu');
});
export function changeColumn(header: string, cells: string[]): boolean {
  if (CHANGE_NAME.test(plain(header))) return true;
  const filled = cells.filter((c) => plain(c));
  return filled.length >= 2 && filled.filter((c) => /→|->|⇒/.test(c)).length * 2 > filled.length;
}

/** Do a column's values differ row by row (two rows or more, none empty)? Such a column names the rows; one whose
 *  values repeat ("Shona", "Shona", "Swahili") groups them. */
export function distinctColumn(cells: string[]): boolean {
  const vals = cells.map((c) => plain(c).toLowerCase());
  return vals.length >= 2 && vals.every(Boolean) && new Set(vals).size === vals.length;
}

/**
 * A row written with more cells than its header, where the extra ones are status marks the writer put in without a
 * column ("| 35 | ✅ | **Missing index** | db.sql |" under "| # | Finding | File |"): the row's cells in the header's
 * order with the marks taken out, and the marks; null when taking out the marks does not give the header's width.
 */
export function realignedRow(cells: string[], width: number, isStatus: (cell: string) => boolean): { cells: string[]; marks: string[] } | null {
  if (cells.length <= width) return null;
  const extra = cells.length - width;
  const at = cells.map((c, i) => (isStatus(c) ? i : -1)).filter((i) => i >= 0);
  // (Only marks before the last header column: a mark after it is the extra cell the reader already keeps.)
  const inside = at.filter((i) => i < width);
  if (inside.length < extra) return null;
  const drop = new Set(inside.slice(0, extra));
  return { cells: cells.filter((_c, i) => !drop.has(i)), marks: [...drop].map((i) => cells[i]!) };
}

/** The yes/no words of prompts/yes-no.txt, read once by the caller (`words`). */
export function parseYesNo(text: string): Set<string> {
  const out = new Set<string>();
  for (const line of text.split('\n')) {
    const m = /^(?:yes|no):(.*)$/.exec(line.trim());
    if (m) for (const w of m[1]!.split(',')) if (w.trim()) out.add(w.trim().toLowerCase());
  }
  return out;
}

/**
 * A list of decisions: two items or more, each one line, a bold label and its answer, the answer opening with a
 * yes/no word ("- **Clinical approval:** No", "- **Internal prototype:** Yes, with reservations"). A record of what
 * was decided, kept as written: no item is a finding. `items`: each item's line.
 */
export function answerList(items: string[], words: Set<string>): boolean {
  return items.length >= 2 && items.every((l) => {
    const m = /^[ \t]{0,3}(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\*\*|__)[^*_\n]{1,80}?(?:[:：][ \t]*(?:\*\*|__)|(?:\*\*|__)[ \t]*[:：])[ \t]*(?:\*\*|__)?([^\s,.;:!*_]+)/u.exec(l);
    const rest = m ? l.slice(m.index + m[0].length) : '';
    return m !== null && words.has(m[1]!.toLowerCase()) && rest.replace(/[*_]+/g, '').trim().split(/\s+/).length <= 6;
  });
}
