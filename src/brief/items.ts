// Items of a list section, the way the renderer writes them ("- " items, two-space continuation lines)
// and the ways people write them (other bullets, numbers, sub-headings, paragraphs). Pure.

import { withoutInvisibles } from './invisible.js';
import { scanBlocks } from './blocks.js';
import { normalizeAnswer, unescapeLines } from './escape.js';
import type { ItemNumber } from './list-numbers.js';

const BULLET = /^( {0,3})([-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*)$/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
/** A table marked's lexer found (its header line, last line and cells), by the 0-based line of `raw` it starts on. */
export interface TableAt {
  end: number;
  columns: string[];
  rows: string[][];
}

/**
 * Items of a list section. The renderer writes "- " items with two-space continuation lines; hand-written
 * sections may use other bullets, numbered items, sub-headings or plain paragraphs, each of which becomes
 * one item, so no text is dropped.
 */
export function listItems(raw: string): string[] {
  return listItemsAt(raw, 1).map((it) => it.text);
}

export interface Item {
  text: string;
  /** 1-based line the item starts on, counted from `firstLine` (the line of raw's first line). */
  line: number;
  /** For a table's row: the table (its header's line, counted the same way, and its column names). */
  table?: { line: number; columns: string[] };
  /** For an item of a numbered list ("3. …", "1) …"): its number as the list renders it (list-numbers.ts). */
  number?: ItemNumber;
}

/** listItems, each with the line it starts on. `tables` (marked's, by the line of raw they start on): a
 *  table outside the items is a list written as rows, one item per row (a brief's list sections); without
 *  them a table is one item, as written. */
export function listItemsAt(raw: string, firstLine: number, known?: Uint8Array, tables?: Map<number, TableAt>, headed = false): Item[] {
  const lines = raw.split('\n');
  // Which lines are code: known from the document's own blocks when the caller has them (no second lex).
  const literal = known ?? scanBlocks(raw).literal;
  const wholes = headed ? headedBodies(lines, literal) : null;
  const items: string[][] = [];
  const starts: number[] = [];
  const numbers: (ItemNumber | undefined)[] = [];
  // The number of the item before in the same numbered list: the next counts on from it ("1. 1. 1." reads 1, 2, 3).
  let prevNumber: ItemNumber | undefined;
  // A table under a list section is a list written as rows: one item per row, its cells joined as a list
  // item joins them ("src/a.ts:40 — retry loop"); the header row names the columns, it is no item.
  const rowOf = new Map<string[], { line: number; columns: string[] }>();
  let cur: string[] | null = null;
  // Blank lines seen since the last text line, as written (a whitespace-only line inside an item is kept).
  let blanks: string[] = [];
  let inList = false;
  // The indent of the bullet that opened the current list ("  * a" / "  * b": Aider indents its lists by
  // two): a bullet at that indent (or one more) is the next item, not a line of the one before.
  let base = 0;
  // How far an item's continuation lines are indented under its text: two under a bullet, as the renderer writes
  // them; under a number its marker's own width ("1. " three, "10. " four), so "   - sub" under "1. Bisect" is
  // "- sub" in the item, as it is under "- Bisect", and a numbered list written back reads back the same.
  let width = 2;
  const dedent = (line: string) => (inList && /^ {2}/.test(line) ? line.slice(Math.min(width, /^ */.exec(line)![0].length)) : line.replace(/^\t/, ''));
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') {
      if (cur) blanks.push(line);
      continue;
    }
    const whole = wholes?.get(i);
    if (whole !== undefined) {
      // (A sub-heading over a body told in prose, "### 2. Policy system" over its paragraphs, tables and code:
      // one item, the heading and its body, the body being its reason: headedBodies.)
      const body = lines.slice(i + 1, whole);
      while (body.length && !body[body.length - 1]!.trim()) body.pop();
      while (body.length && !body[0]!.trim()) body.shift();
      cur = [withoutInvisibles(HEADING.exec(line)![2]!).replace(/[ \t]#+[ \t]*$/, ''), ...(body.length ? ['', ...body] : [])];
      items.push(cur);
      starts.push(i);
      numbers.push(undefined);
      cur = null;
      blanks = [];
      inList = false;
      i = whole - 1;
      continue;
    }
    // (A folded block, "<details>" to its "</details>" at the left edge: one item as written, its tags kept together,
    // so the renderer can write them as they stand; escape.ts keptTags. Unclosed, it is read line by line as before.)
    const fold = /^<details\b/i.test(line) ? foldEnd(lines, literal, i) : -1;
    if (fold >= 0) {
      items.push(lines.slice(i, fold + 1));
      starts.push(i);
      numbers.push(undefined);
      cur = null;
      blanks = [];
      inList = false;
      i = fold;
      continue;
    }
    const t = tables?.get(i);
    if (t) {
      const table = { line: firstLine + i, columns: t.columns };
      t.rows.forEach((cells, r) => {
        const row = cells.filter(Boolean).join(' — ');
        if (!row) return;
        const it = [row];
        items.push(it);
        starts.push(i + 2 + r);
        numbers.push(undefined);
        rowOf.set(it, table);
      });
      i = t.end - 1;
      cur = null;
      blanks = [];
      inList = false;
      continue;
    }
    const blankRun = blanks.length;
    const indented = /^(?: {2,}|\t)/.test(line);
    const bullet = literal[i] ? null : BULLET.exec(line);
    const heading = literal[i] ? null : /^ {0,3}#{1,6}[ \t]+(.*)$/.exec(line);
    const sibling = bullet !== null && cur !== null && inList && bullet[1]!.length <= base + 1;
    if (cur && !sibling && (literal[i] || (indented && (inList || blankRun === 0)))) {
      for (const b of blanks) cur.push(dedent(b));
      blanks = [];
      cur.push(dedent(line));
      continue;
    }
    if (!literal[i] && THEMATIC_BREAK.test(line)) {
      cur = null; // "---" between hand-written items separates them; it is no item of its own
      blanks = [];
      inList = false;
      continue;
    }
    if (bullet && (sibling || !(bullet[1]!.length >= 2 && cur && inList))) {
      if (!sibling) base = bullet[1]!.length;
      // "1.  Use an LRU", "*   **Cache**": up to four blanks after the marker are one (CommonMark).
      cur = [line.slice(bullet[0].length).replace(/^ {1,3}(?=\S)/, '')];
      items.push(cur);
      starts.push(i);
      const mark = bullet[2]!;
      const delim = mark[mark.length - 1];
      if (delim === '.' || delim === ')') {
        // (A sibling of another mark opens a new list, in CommonMark as in this count: it starts at its own digits.)
        const n = sibling && prevNumber?.delim === delim ? prevNumber.n + 1 : Number(mark.slice(0, -1));
        prevNumber = { n, delim };
        const gap = /^ */.exec(line.slice(bullet[1]!.length + mark.length))![0].length;
        width = mark.length + (gap >= 1 && gap <= 4 && line.trim() !== mark ? gap : 1);
      } else {
        prevNumber = undefined;
        width = 2;
      }
      numbers.push(prevNumber);
      inList = true;
    } else if (heading) {
      cur = [withoutInvisibles(heading[1]!).replace(/[ \t]#+[ \t]*$/, '')]; // a heading's name: invisible.ts
      items.push(cur);
      starts.push(i);
      numbers.push(undefined);
      inList = false;
    } else if (cur && blankRun === 0) {
      cur.push(line); // lazy continuation of the item's paragraph
    } else {
      cur = [line];
      items.push(cur);
      starts.push(i);
      numbers.push(undefined);
      inList = false;
    }
    blanks = [];
  }
  return items
    .map((it, k): Item => {
      const table = rowOf.get(it);
      const number = numbers[k];
      return { text: normalizeAnswer(unescapeLines(it).join('\n')), line: firstLine + starts[k]!, ...(table ? { table } : {}), ...(number ? { number } : {}) };
    })
    .filter((it) => it.text !== '');
}


/** The line of the "</details>" at the left edge that closes the one opened on line i (nested pairs counted), outside
 *  code; -1 when none does. */
function foldEnd(lines: string[], literal: Uint8Array, i: number): number {
  let depth = 0;
  for (let j = i; j < lines.length; j++) {
    const l = lines[j]!;
    if (/^<details\b/i.test(l)) depth++;
    else if (/^<\/details\s*>/i.test(l) && --depth === 0) return j;
    else if (j > i && !literal[j] && /^ {0,3}#{1,6}[ \t]/.test(l)) return -1;
  }
  return -1;
}

/**
 * With `headed` (a list whose every item is a reason-bearing entry: Already decided, Dead ends): the sub-headings
 * that are items whole, by their 0-based line, with the line their body ends before (the next heading of the same
 * level or above). A sub-heading is one such item when the list's text opens with a sub-heading and its body says
 * something in prose (a paragraph, a table or a code block at the top level, not only list items): "### 1. Two-tier
 * control model" over a table and a paragraph is one decision with its reason. A sub-heading over list items only
 * ("### Backend" over "- Postgres", "- no ORM") still groups them, each item one entry. Language-neutral: markup only.
 */
function headedBodies(lines: string[], literal: Uint8Array): Map<number, number> | null {
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first < 0 || literal[first] || !HEADING.test(lines[first]!)) return null;
  const heads: { line: number; level: number }[] = [];
  lines.forEach((l, i) => {
    const m = literal[i] ? null : HEADING.exec(l);
    if (m) heads.push({ line: i, level: m[1]!.length });
  });
  const out = new Map<number, number>();
  for (let k = 0; k < heads.length; k++) {
    const h = heads[k]!;
    if (k > 0 && out.size && [...out].some(([from, to]) => h.line > from && h.line < to)) continue;
    let end = lines.length;
    for (let j = k + 1; j < heads.length; j++) if (heads[j]!.level <= h.level) { end = heads[j]!.line; break; }
    let inItem = false;
    let prose = false;
    for (let i = h.line + 1; i < end && !prose; i++) {
      const l = lines[i]!;
      if (!l.trim()) continue;
      if (literal[i]) { if (!inItem || !/^(?: {2,}|\t)/.test(l)) prose = true; continue; }
      if (BULLET.test(l)) { inItem = true; continue; }
      if (/^(?: {2,}|\t)/.test(l) && inItem) continue;
      if (HEADING.test(l) || THEMATIC_BREAK.test(l)) { inItem = false; continue; }
      prose = true;
    }
    if (prose) out.set(h.line, end);
  }
  return out.size ? out : null;
}
