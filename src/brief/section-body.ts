// What a section holds: its items, its own lines and text less the sections nested in it that went
// elsewhere (a heading's sub-sections can fill other answers), and how sections nest. Pure.

import type { Tokens } from 'marked';
import { listItemsAt, type Item, type TableAt } from './items.js';
import { docLine, sectionText, type ParsedDoc, type Section } from './document.js';
import type { Block, Blocks, Heading } from './blocks.js';

/** The items of a section of `doc`, with their document lines. With the document's `literal` mask, the
 *  section's code lines are known without lexing it again. `tableRows`: a table is one item per row, as a
 *  brief's list sections read it (briefFromDoc), so lint counts what new writes. `headed`: a sub-heading over a
 *  body in prose is one item (items.ts headedBodies; Already decided, Dead ends). */
export function sectionItems(s: Section, literal?: Uint8Array, top?: Block[], headed = false): Item[] {
  return listItemsAt(s.raw, s.start + 1, literal?.subarray(s.start, s.end), top ? tablesAt(top, (line) => (line >= s.start && line < s.end ? line - s.start : undefined)) : undefined, headed);
}

/** marked's top-level tables, by the line of the caller's text they start on (`local`: a document line's
 *  index there, or undefined when it is not in it). A table cut by a hole is no table here. */
function tablesAt(top: Block[], local: (line: number) => number | undefined): Map<number, TableAt> {
  const out = new Map<number, TableAt>();
  for (const b of top) {
    if (b.token.type !== 'table') continue;
    const from = local(b.line);
    const last = local(b.end - 1);
    if (from === undefined || last === undefined || last - from !== b.end - 1 - b.line) continue;
    const t = b.token as Tokens.Table;
    out.set(from, { end: last + 1, columns: t.header.map((c) => c.text.trim()), rows: t.rows.map((r) => r.map((c) => c.text.trim())) });
  }
  return out;
}

/** For each section (by index), the index of the section it is nested in, or -1. Linear: sections are in
 *  document order and nest like a stack. */
export function parentIndexes(sections: Section[]): number[] {
  const parent: number[] = [];
  const stack: number[] = [];
  const within = (s: Section, o: Section) => s.line > o.line && s.end <= o.end;
  sections.forEach((s, i) => {
    while (stack.length && !within(s, sections[stack[stack.length - 1]!]!)) stack.pop();
    parent.push(stack.length ? stack[stack.length - 1]! : -1);
    stack.push(i);
  });
  return parent;
}

export const nestedIn = (s: Section, o: Section) => s !== o && s.line > o.line && s.end <= o.end;

const orderOf = new WeakMap<Section[], Map<Section, number>>();
/** Each section's index in the document, found once per document. */
function orderIn(doc: ParsedDoc): Map<Section, number> {
  let m = orderOf.get(doc.sections);
  if (!m) orderOf.set(doc.sections, (m = new Map(doc.sections.map((x, i) => [x, i]))));
  return m;
}
/** Whether any section of the document is nested in `s`: the next one in document order starts inside
 *  it (sections nest like a stack). A section of its own (front matter's) has none. Asked for every
 *  section, so a flat document of thousands of sections is not scanned once per section. */
export function hasNested(doc: ParsedDoc, s: Section): boolean {
  const i = orderIn(doc).get(s);
  const next = i === undefined ? undefined : doc.sections[i + 1];
  return next !== undefined && nestedIn(next, s);
}

const parentsOf = new WeakMap<Section[], number[]>();
/** Whether `s` is nested in a section of `set` (an ancestor of it is there): a walk up, not a scan. */
export function withinAny(doc: ParsedDoc, s: Section, set: Set<Section>): boolean {
  let parent = parentsOf.get(doc.sections);
  if (!parent) parentsOf.set(doc.sections, (parent = parentIndexes(doc.sections)));
  const i = orderIn(doc).get(s);
  if (i === undefined) return [...set].some((c) => nestedIn(s, c));
  for (let p = parent[i]!; p >= 0; p = parent[p]!) if (set.has(doc.sections[p]!)) return true;
  return false;
}

/** The sections of `among` nested in `s`, in document order. */
export function nestedAmong(doc: ParsedDoc, s: Section, among: Iterable<Section>): Section[] {
  if (!hasNested(doc, s)) return [];
  return [...among].filter((c) => nestedIn(c, s)).sort((a, b) => a.line - b.line);
}

/** A heading with no text of its own before its first sub-section: it only groups them. */
export function isGroupingHeading(doc: ParsedDoc, s: Section): boolean {
  const next = doc.sections.find((c) => nestedIn(c, s));
  const stop = next ? next.line - 1 : s.end;
  return linesOf(doc, s.start, stop).every((l) => !l.trim() || /^ {0,3}(?:[-*_]\s*){3,}$/.test(l));
}

/** The 0-based lines of a section's body without the sections nested in it that went elsewhere. */
export function ownLineIndexes(doc: ParsedDoc, s: Section, claimed: Set<Section>): number[] {
  const holes = nestedAmong(doc, s, claimed);
  const out: number[] = [];
  let at = s.start;
  for (const h of holes) {
    if (h.line - 1 < at) continue;
    for (let i = at; i < h.line - 1; i++) out.push(i);
    at = Math.max(at, h.end);
  }
  for (let i = at; i < s.end; i++) out.push(i);
  return out;
}

/** A section's raw body without the sections nested in it that went elsewhere. */
export function ownRaw(doc: ParsedDoc, s: Section, claimed: Set<Section>): string {
  const holes = nestedAmong(doc, s, claimed);
  if (!holes.length) return s.raw;
  const out: string[] = [];
  let at = s.start;
  for (const h of holes) {
    if (h.line - 1 < at) continue;
    out.push(...linesOf(doc, at, h.line - 1));
    at = Math.max(at, h.end);
  }
  out.push(...linesOf(doc, at, s.end));
  return out.join('\n');
}

const byLine = new WeakMap<Blocks, Map<number, Heading>>();
/** The document's headings by their first line (0-based), found once per document. */
function headingAt(doc: ParsedDoc): Map<number, Heading> {
  let m = byLine.get(doc.blocks);
  if (!m) byLine.set(doc.blocks, (m = new Map(doc.blocks.headings.map((h) => [h.line, h]))));
  return m;
}

/**
 * A section's own text as it is written under the tool's "## " heading: its sub-headings keep their depth
 * below it ("# Why" ... "## Detail" becomes "### Detail"), so none is written back as an escaped "\##"
 * line. A section that already is a "## " one is as written. `frame` renames a sub-heading (the caller's
 * "From the body: Return" for one named like a section the tool writes itself); undefined keeps it.
 * `skip`: lines the caller took already (an Outcome section's answer line).
 */
export function ownText(doc: ParsedDoc, s: Section, claimed: Set<Section>, frame?: (heading: string) => string | undefined, skip?: Set<number>): string {
  if (s.level === 2 && !frame && !skip?.size) return sectionText(ownRaw(doc, s, claimed));
  const at = headingAt(doc);
  const idx = skip?.size ? ownLineIndexes(doc, s, claimed).filter((i) => !skip.has(i)) : ownLineIndexes(doc, s, claimed);
  const out: string[] = [];
  for (let k = 0; k < idx.length; k++) {
    const i = idx[k]!;
    const h = doc.blocks.literal[i] ? undefined : at.get(i);
    const name = h ? frame?.(h.text) : undefined;
    if (!h || (s.level === 2 && name === undefined)) {
      out.push(docLine(doc, i));
      continue;
    }
    out.push(`${'#'.repeat(Math.min(6, Math.max(3, h.level - s.level + 2)))} ${name ?? h.text}`);
    while (k + 1 < idx.length && idx[k + 1]! < h.next) k++; // a setext heading's other lines
  }
  return sectionText(out.join('\n'));
}

/** The items of a section's own lines, read with the document's `literal` mask (no second lex), each on
 *  its line of the document. */
export function ownItems(doc: ParsedDoc, s: Section, claimed: Set<Section>, headed = false): Item[] {
  const idx = ownLineIndexes(doc, s, claimed);
  const { literal } = doc.blocks;
  const at = (line: number) => idx[line - 1]! + 1;
  const localOf = new Map(idx.map((i, k) => [i, k]));
  return listItemsAt(idx.map((i) => docLine(doc, i)).join('\n'), 1, Uint8Array.from(idx, (i) => literal[i]!), tablesAt(doc.blocks.top, (line) => localOf.get(line)), headed).map((it) => ({
    ...it,
    line: at(it.line),
    ...(it.table ? { table: { ...it.table, line: at(it.table.line) } } : {}),
  }));
}

/** Lines [from, to) of the document as its sections hold them (docLine). */
export function linesOf(doc: ParsedDoc, from: number, to: number): string[] {
  if (!doc.cuts.size) return doc.blocks.lines.slice(from, to);
  const out: string[] = [];
  for (let i = from; i < to; i++) out.push(docLine(doc, i));
  return out;
}
