// Items of a list section, the way the renderer writes them ("- " items, two-space continuation lines)
// and the ways people write them (other bullets, numbers, sub-headings, paragraphs). Pure.

import { withoutInvisibles } from './invisible.js';
import { scanBlocks } from './blocks.js';
import { normalizeAnswer, unescapeLines } from './escape.js';

const BULLET = /^( {0,3})([-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
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
}

/** listItems, each with the line it starts on. `tables` (marked's, by the line of raw they start on): a
 *  table outside the items is a list written as rows, one item per row (a brief's list sections); without
 *  them a table is one item, as written. */
export function listItemsAt(raw: string, firstLine: number, known?: Uint8Array, tables?: Map<number, TableAt>): Item[] {
  const lines = raw.split('\n');
  // Which lines are code: known from the document's own blocks when the caller has them (no second lex).
  const literal = known ?? scanBlocks(raw).literal;
  const items: string[][] = [];
  const starts: number[] = [];
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
  const dedent = (line: string) => (inList && /^ {2}/.test(line) ? line.slice(2) : line.replace(/^\t/, ''));
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') {
      if (cur) blanks.push(line);
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
      inList = true;
    } else if (heading) {
      cur = [withoutInvisibles(heading[1]!).replace(/[ \t]#+[ \t]*$/, '')]; // a heading's name: invisible.ts
      items.push(cur);
      starts.push(i);
      inList = false;
    } else if (cur && blankRun === 0) {
      cur.push(line); // lazy continuation of the item's paragraph
    } else {
      cur = [line];
      items.push(cur);
      starts.push(i);
      inList = false;
    }
    blanks = [];
  }
  return items
    .map((it, k): Item => {
      const table = rowOf.get(it);
      return { text: normalizeAnswer(unescapeLines(it).join('\n')), line: firstLine + starts[k]!, ...(table ? { table } : {}) };
    })
    .filter((it) => it.text !== '');
}

