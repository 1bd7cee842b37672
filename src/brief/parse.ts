// Markdown -> sections -> answers. Reads what the renderer writes exactly, and hand-written documents
// (a body from an agent, a return written without the tool) as a person would: every heading matched by
// meaning (one matcher, brief/headings.ts), findings counted one by one (brief/findings.ts), the outcome
// read from a stated status (brief/outcome.ts), and nothing dropped without a word: what matches no
// section is kept as it is, and `placement` says where each source section went. Pure.

import type { BriefAnswers, Kind, Outcome, ReturnAnswers } from './types.js';
import { BRIEF_HEAD, BRIEF_TAIL, RETURN_HEADING, RETURN_SECTIONS, emptyBrief, emptyReturn, normalizeHeading, sectionScore, type HeadingTarget } from './sections.js';
import { scanBlocks, type Block, type Blocks, type Heading } from './blocks.js';
import type { Tokens } from 'marked';
import { normalizeAnswer, oneLine, unescapeLines } from './escape.js';
import { slotFrame, slotHeadings } from './template.js';
import { withoutLead } from './lineage.js';
import { WHERE_HEADING, type ExtraSection, type ReturnLayout } from './render.js';
import { ATTACHMENTS_HEADING } from './attach.js';
import { headingScore, headingTable, phraseScore, toPhrase } from './headings.js';
import { ATTACHED_LABEL, hasSeverity, isGroup, oneFinding, sectionFindings, type FindingItem, type FindingSection, type SetAside, type TableOf } from './findings.js';
import { listItems, listItemsAt, type Item, type TableAt } from './items.js';
import { outcomeOfLine, statedOutcome, type StatedOutcome } from './outcome.js';

export { listItems, listItemsAt, type Item };

export interface Section {
  heading: string;
  level: number;
  /** 1-based line of the heading. */
  line: number;
  /** 0-based [start, end) of the body lines in the document. */
  start: number;
  end: number;
  /** The body as written (escapes still in). */
  raw: string;
}

export interface Marker {
  type: 'brief' | 'return';
  id?: string;
  kind?: string;
  n?: number;
}

export interface FrontMatterEntry {
  key: string;
  value: string;
  /** 1-based line. */
  line: number;
}

export interface ParsedDoc {
  blocks: Blocks;
  title: string | null;
  /** 0-based line of the title heading, when there is one. */
  titleLine: number | null;
  marker: Marker | null;
  /** Every heading's section: its body runs to the next heading of the same or a higher level. */
  sections: Section[];
  /** Text before the first heading (after the title), as written. */
  preamble: string;
  /** 0-based [start, end) of the preamble's lines. */
  preambleLines: [number, number];
  /** Text above the title (a note, a TL;DR line, an HTML comment; never the tool's marker), as written:
   *  '' when there is none or no title. */
  lead: string;
  /** 0-based [start, end) of the lead's lines. */
  leadLines: [number, number];
  frontMatter: FrontMatterEntry[];
}

/** Where one part of a source document went: for stderr and `--json` of new and return. */
export interface Placement {
  /** 1-based line of the part's heading (or first line). */
  line: number;
  /** The source heading, or "(front matter)", "(text before the first heading)". */
  from: string;
  /** Where it went: a section heading of the written document, "title", "findings 3-7", ... */
  to: string;
}

/** The marker the renderer writes on a line of its own near the top: `<!-- handoff:brief id=... kind=... -->`. */
const MARKER = /^ {0,3}<!--\s*handoff:(brief|return)\b([^>]*)-->\s*$/;

/** The marker, where the renderer writes it: the first line of the document, or the first line after its
 *  title (blank lines aside). Anywhere else (a brief pasted into a body, a document that quotes one) it is
 *  the writer's text, not the tool's: it must not make the tool's own sections of the body disappear. */
function findMarker(lines: string[]): RegExpExecArray | null {
  let seenTitle = false;
  for (const line of lines.slice(0, 40)) {
    if (!line.trim()) continue;
    const m = MARKER.exec(line);
    if (m) return m;
    if (seenTitle || !/^ {0,3}#[ \t]/.test(line)) return null;
    seenTitle = true;
  }
  return null;
}

/** At most this many lines of text above an H1 still leave it the title (a note, a TL;DR line). */
const MAX_LEAD = 3;

/** "=====" banners around a title are decoration, not words. */
const bannerless = (t: string) => t.replace(/^(?:[=~]{3,}|-{3,})\s*|\s*(?:[=~]{3,}|-{3,})$/g, '').trim();

function readFrontMatter(lines: string[], range: [number, number] | undefined): FrontMatterEntry[] {
  if (!range) return [];
  const out: FrontMatterEntry[] = [];
  for (let i = range[0] + 1; i < range[1] - 1; i++) {
    const l = lines[i]!;
    if (!l.trim()) continue;
    // YAML's key: value, or TOML's key = value (front matter that opened with +++).
    const m = lines[range[0]]!.startsWith('+++') ? /^([\w"'.-][^=]*?)\s*=\s*(.*)$/.exec(l) : /^([\w"'.-][^:]*?)\s*:\s*(.*)$/.exec(l);
    if (m && !/^\s/.test(l)) out.push({ key: m[1]!.replace(/^["']|["']$/g, ''), value: m[2]!.trim().replace(/^["']|["']$/g, ''), line: i + 1 });
    else if (out.length) out[out.length - 1]!.value = `${out[out.length - 1]!.value} ${l.trim()}`.trim(); // nested lines and list items
    else out.push({ key: '', value: l.trim(), line: i + 1 });
  }
  return out;
}

/** `known`: the document's blocks when the caller already has them (blocks.ts scanRendered). */
/** A paragraph that is one bold line (perhaps with a short tag after it): "**Findings:**", "**1. Jobs run
 *  twice at DST** (unverified)". */
const BOLD_LINE = /^ {0,3}(\*\*|__)(?=\S)(.+?)\1[ \t]*((?:[([][^\])\n]{1,40}[\])][ \t]*)?)$/;

/**
 * Bold lines used as headings, merged into `hs` (document order): a bold line that names a section
 * ("**Findings:**", "**Next steps**") outside any "### " is a heading at the level of the heading above it
 * (a sibling; level 2 with none); a bold line without a colon ("**1. Jobs run twice at DST**") is one
 * level below it (a sub-heading: a finding's title). A label ("**Fix:**", "**Problem:**", "**Example:**")
 * introduces the text after it and is not a heading. One pass over the top-level blocks.
 */
function withBoldHeadings(blocks: Blocks, hs: Heading[]): void {
  const found: Heading[] = [];
  let k = 0;
  let above = 0; // level of the last real heading before the paragraph (0: none)
  for (const b of blocks.top) {
    while (k < hs.length && hs[k]!.line < b.line) above = hs[k++]!.level;
    if (b.token.type !== 'paragraph' || b.end - b.line !== 1) continue;
    const text0 = blocks.lines[b.line]!;
    // A heading is short; a bounded line keeps the lazy match linear on a line of 50,000 "*".
    const m = text0.length <= 300 ? BOLD_LINE.exec(text0) : null;
    if (!m) continue;
    const inner = m[2]!.trim();
    if (ATTACHED_LABEL.test(`${inner}${/[:：]$/.test(inner) ? '' : ':'}`)) continue;
    const text = `${inner.replace(/[ \t]*[:：]$/, '')}${m[3]!.trim() ? ` ${m[3]!.trim()}` : ''}`;
    // Below a "### " (inside a finding, say) a bold label is part of the text ("**Problem:**").
    const names = above <= 2 && sectionKeys().some((key) => headingScore(text, key) >= 3);
    // A label ("**Example scenario:**") that names no section introduces what follows: not a heading.
    if (!names && /[:：]$/.test(inner)) continue;
    const level = names ? Math.max(above, 2) : Math.min(6, Math.max(above, 1) + 1);
    found.push({ level, text, line: b.line, next: b.end });
  }
  if (!found.length) return;
  const all = [...hs, ...found].sort((a, b) => a.line - b.line);
  hs.splice(0, hs.length, ...all);
}

let keys: string[] | undefined;
/** Every brief and return section's key in the heading table ("brief.why", "return.findings", ...). */
const sectionKeys = () => (keys ??= [...[...BRIEF_HEAD, ...BRIEF_TAIL, ...RETURN_SECTIONS].map((x) => `${x.area}.${x.key}`)]);

export function parseDoc(md: string, known?: Blocks): ParsedDoc {
  const blocks = known ?? scanBlocks(md);
  const { lines, headings } = blocks;
  let title: string | null = null;
  let titleLine: number | null = null;
  const hs = headings.slice();
  const fmEnd = blocks.frontMatter?.[1] ?? 0;
  // The first heading is the title when it is an H1 and nothing but front matter, a marker and comments
  // come before it; further H1s are sections (grouping headings), never a reason to lose the title. A
  // short lead above it (a "> **Note:**" or "TL;DR" line) does not take the title away from the only H1,
  // unless that H1 names a section itself ("# Findings").
  const before = hs.length ? lines.slice(fmEnd, hs[0]!.line).filter((l, i) => l.trim() !== '' && !MARKER.test(l) && !blocks.literal[i + fmEnd]) : [];
  const onlyH1 = () => hs.every((h, i) => i === 0 || h.level > 1);
  const namesSection = (h: string) => [...BRIEF_HEAD, ...BRIEF_TAIL, ...RETURN_SECTIONS].some((spec) => sectionScore(h, spec) > 0);
  if (hs.length && hs[0]!.level === 1 && (!before.length || (before.length <= MAX_LEAD && onlyH1() && !namesSection(hs[0]!.text)))) {
    // A "=====" banner line above the title makes it part of a setext heading: not words of the title.
    title = hs[0]!.next - hs[0]!.line >= 3 ? bannerless(hs[0]!.text) : hs[0]!.text;
    titleLine = hs[0]!.line;
    hs.shift();
  }
  let marker: Marker | null = null;
  const m = findMarker(lines);
  if (m) {
    const attrs = Object.fromEntries([...m[2]!.matchAll(/([\w-]+)=([^\s]+)/g)].map((a) => [a[1], a[2]]));
    marker = { type: m[1] as 'brief' | 'return', id: attrs.id, kind: attrs.kind, n: attrs.n ? Number(attrs.n) : undefined };
  }
  // A document the tool wrote has only real headings; a hand-written one may use bold lines as headings.
  if (!marker) withBoldHeadings(blocks, hs);
  const sections: Section[] = hs.map((h, i) => {
    let end = lines.length;
    for (let j = i + 1; j < hs.length; j++) {
      if (hs[j]!.level <= h.level) {
        end = hs[j]!.line;
        break;
      }
    }
    return { heading: h.text, level: h.level, line: h.line + 1, start: h.next, end, raw: lines.slice(h.next, end).join('\n') };
  });
  const frontMatter = readFrontMatter(lines, blocks.frontMatter);
  if (title === null) {
    const t = frontMatter.find((e) => /^title$/i.test(e.key));
    if (t && t.value) title = t.value;
  }
  const from = title !== null && titleLine !== null ? headings[0]!.next : fmEnd;
  const firstSection = hs.length ? hs[0]!.line : lines.length;
  const preamble = lines.slice(from, firstSection).join('\n');
  const leadLines: [number, number] = titleLine !== null ? [fmEnd, titleLine] : [fmEnd, fmEnd];
  const lead = lines.slice(leadLines[0], leadLines[1]).filter((l) => !MARKER.test(l)).join('\n');
  return { blocks, title, titleLine, marker, sections, preamble, preambleLines: [from, firstSection], lead: lead.trim() ? lead : '', leadLines, frontMatter };
}

/** A section's body as the author meant it: escapes undone, blank edges trimmed. */
export function sectionText(raw: string): string {
  return normalizeAnswer(unescapeLines(raw.split('\n')).join('\n'));
}

/** The items of a section of `doc`, with their document lines. With the document's `literal` mask, the
 *  section's code lines are known without lexing it again. `tableRows`: a table is one item per row, as a
 *  brief's list sections read it (briefFromDoc), so lint counts what new writes. */
export function sectionItems(s: Section, literal?: Uint8Array, top?: Block[]): Item[] {
  return listItemsAt(s.raw, s.start + 1, literal?.subarray(s.start, s.end), top ? tablesAt(top, (line) => (line >= s.start && line < s.end ? line - s.start : undefined)) : undefined);
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

const nestedIn = (s: Section, o: Section) => s !== o && s.line > o.line && s.end <= o.end;

/** A heading with no text of its own before its first sub-section: it only groups them. */
function isGroupingHeading(doc: ParsedDoc, s: Section): boolean {
  const next = doc.sections.find((c) => nestedIn(c, s));
  const stop = next ? next.line - 1 : s.end;
  return doc.blocks.lines.slice(s.start, stop).every((l) => !l.trim() || /^ {0,3}(?:[-*_]\s*){3,}$/.test(l));
}

/** The 0-based lines of a section's body without the sections nested in it that went elsewhere. */
function ownLineIndexes(doc: ParsedDoc, s: Section, claimed: Set<Section>): number[] {
  const holes = [...claimed].filter((c) => nestedIn(c, s)).sort((a, b) => a.line - b.line);
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

/**
 * The one-line answer in lines [from, to) (up to the first sub-heading): the first paragraph of prose, less
 * the lines already `used` (a stated outcome line). A quote is someone else's words, a list or a table is
 * not one line: only when there is no prose, a quote's first paragraph, without its ">" (`quoted`).
 */
function answerIn(doc: ParsedDoc, from: number, to: number, used: Set<number>): { text: string; lines: number[]; quoted: boolean; line: number } | null {
  const lines = doc.blocks.lines;
  let quote: Block | null = null;
  for (const b of doc.blocks.top) {
    if (b.line < from) continue;
    if (b.line >= to || b.token.type === 'heading') break;
    if (b.token.type === 'blockquote') quote ??= b;
    if (b.token.type !== 'paragraph') continue;
    const mine: number[] = [];
    for (let i = b.line; i < b.end; i++) if (!used.has(i)) mine.push(i);
    const text = oneLine(sectionText(mine.map((i) => lines[i]!).join('\n')));
    if (text) return { text, lines: mine, quoted: false, line: b.line + 1 };
  }
  if (!quote) return null;
  const mine: number[] = [];
  for (let i = quote.line; i < quote.end; i++) {
    const bare = lines[i]!.replace(/^ {0,3}(?:>[ \t]?)+/, '');
    if (!bare.trim()) {
      if (mine.length) break;
      continue;
    }
    mine.push(i);
  }
  const text = oneLine(sectionText(mine.map((i) => lines[i]!.replace(/^ {0,3}(?:>[ \t]?)+/, '')).join('\n')));
  return text ? { text, lines: mine, quoted: true, line: quote.line + 1 } : null;
}

const quotedAnswer = (a: { line: number }) => `Outcome (the one-line answer, from the quote on line ${a.line} without its ">": there is no other prose)`;

/** A section's raw body without the sections nested in it that went elsewhere. */
export function ownRaw(doc: ParsedDoc, s: Section, claimed: Set<Section>): string {
  const holes = [...claimed].filter((c) => nestedIn(c, s)).sort((a, b) => a.line - b.line);
  if (!holes.length) return s.raw;
  const out: string[] = [];
  let at = s.start;
  for (const h of holes) {
    if (h.line - 1 < at) continue;
    out.push(...doc.blocks.lines.slice(at, h.line - 1));
    at = Math.max(at, h.end);
  }
  out.push(...doc.blocks.lines.slice(at, s.end));
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
 * line. A section that already is a "## " one is as written.
 */
export function ownText(doc: ParsedDoc, s: Section, claimed: Set<Section>): string {
  if (s.level === 2) return sectionText(ownRaw(doc, s, claimed));
  const at = headingAt(doc);
  const lines = doc.blocks.lines;
  const idx = ownLineIndexes(doc, s, claimed);
  const out: string[] = [];
  for (let k = 0; k < idx.length; k++) {
    const i = idx[k]!;
    const h = doc.blocks.literal[i] ? undefined : at.get(i);
    if (!h) {
      out.push(lines[i]!);
      continue;
    }
    out.push(`${'#'.repeat(Math.min(6, Math.max(3, h.level - s.level + 2)))} ${h.text}`);
    while (k + 1 < idx.length && idx[k + 1]! < h.next) k++; // a setext heading's other lines
  }
  return sectionText(out.join('\n'));
}

/** The items of a section's own lines, read with the document's `literal` mask (no second lex), each on
 *  its line of the document. */
function ownItems(doc: ParsedDoc, s: Section, claimed: Set<Section>): Item[] {
  const idx = ownLineIndexes(doc, s, claimed);
  const { lines, literal } = doc.blocks;
  const at = (line: number) => idx[line - 1]! + 1;
  const localOf = new Map(idx.map((i, k) => [i, k]));
  return listItemsAt(idx.map((i) => lines[i]!).join('\n'), 1, Uint8Array.from(idx, (i) => literal[i]!), tablesAt(doc.blocks.top, (line) => localOf.get(line))).map((it) => ({
    ...it,
    line: at(it.line),
    ...(it.table ? { table: { ...it.table, line: at(it.table.line) } } : {}),
  }));
}

/** The section tree below a section, as the findings reader sees it (its blocks and sub-sections). */
function findingTree(doc: ParsedDoc, s: Section | null, parent: number[], claimed: Set<Section>): FindingSection {
  const all = doc.sections;
  const { index, children } = treeOf(doc, parent);
  const i = s ? index.get(s) ?? -1 : -1;
  const kids = (i >= 0 ? children[i]! : children[all.length]!).map((j) => all[j]!).filter((c) => !claimed.has(c) && (s === null || nestedIn(c, s)));
  const start = s ? s.start : doc.preambleLines[1];
  const stop = kids.length ? kids[0]!.line - 1 : s ? s.end : start;
  return {
    heading: s?.heading ?? '',
    line: s?.line ?? 1,
    blocks: blocksIn(doc, start, stop),
    children: kids.map((k) => findingTree(doc, k, parent, claimed)),
  };
}

/** Each section's index and sub-sections, built once per document (findingTree runs for every section:
 *  looking them up by scanning every section each time was quadratic). */
const trees = new WeakMap<number[], { index: Map<Section, number>; children: number[][] }>();
function treeOf(doc: ParsedDoc, parent: number[]): { index: Map<Section, number>; children: number[][] } {
  let t = trees.get(parent);
  if (!t) {
    const children: number[][] = Array.from({ length: doc.sections.length + 1 }, () => []);
    parent.forEach((p, j) => children[p < 0 ? doc.sections.length : p]!.push(j));
    t = { index: new Map(doc.sections.map((x, j) => [x, j])), children };
    trees.set(parent, t);
  }
  return t;
}

/** Top-level blocks that start in [from, to), found by binary search (the blocks are in document order). */
function blocksIn(doc: ParsedDoc, from: number, to: number): Block[] {
  const top = doc.blocks.top;
  let lo = 0;
  let hi = top.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (top[mid]!.line < from) lo = mid + 1;
    else hi = mid;
  }
  const out: Block[] = [];
  for (let k = lo; k < top.length && top[k]!.line < to; k++) if (top[k]!.token.type !== 'heading') out.push(top[k]!);
  return out;
}

/** Sections whose items mostly carry a severity ("[high]", "P1:", "Severity: minor"): findings, whatever
 *  their heading. A section whose heading names nothing (`unnamed`) and which only groups items: one is
 *  enough, when every item carries one ("## Performance" > "### DB" > "- n+1 in the list [low]"). */
function severityDense(doc: ParsedDoc, s: Section, parent: number[], unnamed: boolean): boolean {
  const tree = findingTree(doc, s, parent, new Set());
  const items = sectionFindings(doc.blocks.lines, tree, [], [], doc.blocks.literal);
  const tagged = items.filter((f) => hasSeverity(f.text)).length;
  if (items.length >= 2) return tagged * 2 >= items.length;
  return unnamed && items.length === 1 && tagged === 1 && isGroup(tree, doc.blocks.lines);
}

interface Assigned<K extends string> {
  /** The chosen section for each key. */
  chosen: Map<K, Section>;
  score: Map<Section, number>;
  /** Each eligible section's best key. */
  best: Map<Section, K>;
}

/**
 * One decision of which section fills which answer: each heading goes to the target it matches best
 * (ties: the earlier target); each target takes its best section (score, then the top-most level, then the
 * first). Sections no target chose are the caller's leftovers.
 */
function assign<K extends string>(doc: ParsedDoc, targets: (HeadingTarget & { key: K })[], skip: (s: Section) => boolean = () => false, secondPass = true): Assigned<K> {
  // A section nested in another is a section of its own when the one above only groups (no text of its
  // own before it); else it is part of the one above, unless that one goes nowhere (a second pass).
  const sections = doc.sections;
  const parent = parentIndexes(sections);
  // The first sub-section of each section, in one pass (a 1 MiB brief has thousands of sections).
  const firstChildOf = new Map<number, number>();
  parent.forEach((p, j) => {
    if (p >= 0 && !firstChildOf.has(p)) firstChildOf.set(p, j);
  });
  const own = (i: number) => {
    const s = sections[i]!;
    const firstChild = firstChildOf.get(i) ?? -1;
    const stop = firstChild >= 0 ? sections[firstChild]!.line - 1 : s.end;
    return doc.blocks.lines.slice(s.start, stop).some((l) => l.trim() !== '' && !/^ {0,3}(?:[-*_]\s*){3,}$/.test(l));
  };
  // Each section's best target, once (the first pass and the H1 rule below both ask).
  const bestAll = new Map<Section, { key: K; score: number } | null>();
  const bestOf = (x: Section) => {
    let b = bestAll.get(x);
    if (b === undefined) bestAll.set(x, (b = skip(x) ? null : bestTarget(x, targets)));
    return b;
  };
  const standsAlone = (i: number) => parent[i]! < 0 || !own(parent[i]!) || namesAnotherUnderH1(sections[i]!, sections[parent[i]!]!, (x) => bestOf(x)?.key);
  const first = pick(sections.filter((_s, i) => standsAlone(i)), targets, skip, bestOf);
  if (!secondPass) return first;
  const taken = new Set(first.chosen.values());
  const inTaken = (i: number): boolean => parent[i]! >= 0 && (taken.has(sections[parent[i]!]!) || inTaken(parent[i]!));
  const rest = targets.filter((t) => !first.chosen.has(t.key));
  const second = pick(sections.filter((s, i) => !taken.has(s) && !inTaken(i)), rest, skip);
  for (const [k, s] of second.chosen) first.chosen.set(k, s);
  for (const [s, sc] of second.score) first.score.set(s, sc);
  for (const [s, k] of second.best) if (!first.best.has(s)) first.best.set(s, k);
  return first;
}

/**
 * A document that writes its sections as H1s ("# Summary", "# Outcome") nests the next ones as H2s: a
 * sub-section of an H1 that names a section itself, other than the one its H1 names, is that section
 * ("# Summary" then "## Findings"), not text of the H1 above it. Deeper levels nest as written.
 */
function namesAnotherUnderH1(s: Section, up: Section, keyOf: (x: Section) => string | undefined): boolean {
  if (up.level !== 1) return false;
  const mine = keyOf(s);
  return mine !== undefined && mine !== keyOf(up);
}

function bestTarget<K extends string>(s: Section, targets: (HeadingTarget & { key: K })[]): { key: K; score: number } | null {
  let b: { key: K; score: number } | null = null;
  for (const t of targets) {
    const sc = sectionScore(s.heading, t);
    if (sc > 0 && (!b || sc > b.score)) b = { key: t.key, score: sc };
  }
  return b;
}

function pick<K extends string>(sections: Section[], targets: (HeadingTarget & { key: K })[], skip: (s: Section) => boolean, bestOf?: (s: Section) => { key: K; score: number } | null): Assigned<K> {
  const best = new Map<Section, { key: K; score: number }>();
  for (const s of sections) {
    if (skip(s)) continue;
    const b = bestOf ? bestOf(s) : bestTarget(s, targets);
    if (b) best.set(s, b);
  }
  const chosen = new Map<K, Section>();
  const score = new Map<Section, number>();
  for (const t of targets) {
    const cands = sections.filter((s) => best.get(s)?.key === t.key);
    if (!cands.length) continue;
    const top = Math.max(...cands.map((s) => best.get(s)!.score));
    const pool = cands.filter((s) => best.get(s)!.score === top);
    const lvl = Math.min(...pool.map((s) => s.level));
    const s = pool.find((x) => x.level === lvl)!;
    chosen.set(t.key, s);
    score.set(s, top);
  }
  return { chosen, score, best: new Map([...best].map(([s, b]) => [s, b.key])) };
}

/** Sections no target chose and not nested in a chosen one: kept under their own headings. */
function leftovers(doc: ParsedDoc, claimed: Set<Section>, skip: (s: Section) => boolean, placeOf: (s: Section) => string): { extra: ExtraSection[]; placement: Placement[] } {
  const extra: ExtraSection[] = [];
  const placement: Placement[] = [];
  const kept: Section[] = [];
  for (const s of doc.sections) {
    if (claimed.has(s) || skip(s)) continue;
    if ([...claimed].some((c) => nestedIn(s, c)) || kept.some((k) => nestedIn(s, k))) continue;
    kept.push(s);
    let text = ownText(doc, s, claimed);
    const parts = [...claimed].filter((c) => nestedIn(c, s));
    if (!text && parts.length) {
      // A grouping heading whose parts all went elsewhere: its words stay, with where the parts went.
      text = `Its parts went to: ${parts.map((p) => `"${p.heading}" (${placeOf(p)})`).join(', ')}.`;
    }
    if (!text && !s.heading) continue;
    extra.push({ heading: s.heading, text });
    placement.push({ line: s.line, from: s.heading, to: 'kept as its own section' });
  }
  return { extra, placement };
}

const BRANCH_KEY = /^(?:branch|git[_-]?branch|head[_-]?branch|base[_-]?branch)$/i;
const COMMIT_KEY = /(?:^|[_-])(?:commit|sha|rev|revision|hash)$|^commit/i;

/** Front matter: branch and commit said in words, the rest as a small table. */
function frontMatterParts(fm: FrontMatterEntry[]): { mapped: string[]; table: string; keys: string[] } {
  const mapped: string[] = [];
  const rest: FrontMatterEntry[] = [];
  for (const e of fm) {
    if (BRANCH_KEY.test(e.key) && e.value) mapped.push(`Branch: \`${e.value}\``);
    else if (COMMIT_KEY.test(e.key) && e.value) mapped.push(`${e.key === 'commit' ? 'Commit' : `Commit (${e.key})`}: \`${e.value}\``);
    else rest.push(e);
  }
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  const table = rest.length ? ['| key | value |', '|---|---|', ...rest.map((e) => `| ${cell(e.key)} | ${cell(e.value)} |`)].join('\n') : '';
  return { mapped, table, keys: rest.map((e) => e.key) };
}

export interface ParsedBrief {
  answers: BriefAnswers;
  /** Which answers the document gave (so flags can be layered over a body). */
  given: Set<string>;
  extra: ExtraSection[];
  /** The text before the first section (already in the context). */
  preamble: string;
  placement: Placement[];
  /** The answer each placement line filled ("why", "field:observed", "context"): a flag that replaces that
   *  answer replaces what the line brought (new says so). Front matter's branch/commit: "context:front". */
  filled: Map<Placement, string>;
}

type BriefKey = string; // a BriefAnswers key, or "field:<question>"

/** The brief's sections of a document, as new and lint both see them. */
export function briefAssignment(
  doc: ParsedDoc,
  kind: Pick<Kind, 'questions' | 'template'> | undefined,
): { chosen: Map<BriefKey, Section>; more: Map<BriefKey, Section[]>; targets: (HeadingTarget & { key: BriefKey; heading: string })[]; skip: (s: Section) => boolean } {
  const headings = kind ? slotHeadings(kind.template) : new Map<string, string>();
  // The kind's own questions first: their headings are more specific than the shared sections' phrases
  // (the task kind's "Constraints" is not "Already decided").
  const targets: (HeadingTarget & { key: BriefKey; heading: string })[] = [
    ...kindTargets(kind, headings),
    ...[...BRIEF_HEAD, ...BRIEF_TAIL].map((s) => ({ key: s.key as BriefKey, heading: s.heading, area: s.area })),
  ];
  const generated = new Set(kind ? [...headings.entries()].filter(([slot]) => !kind.questions.some((q) => q.name === slot)).map(([, h]) => normalizeHeading(h)) : []);
  const statics = new Set(kind ? staticChunkHeadings(kind.template).map(normalizeHeading) : []);
  const skip = (s: Section) => normalizeHeading(s.heading) === 'return' || generated.has(normalizeHeading(s.heading)) || statics.has(normalizeHeading(s.heading));
  const a = assign(doc, targets, skip);
  // Context and the list sections take every section that names them (not only the best), in order.
  const more = new Map<BriefKey, Section[]>();
  const taken = new Set(a.chosen.values());
  for (const key of ['context', 'decided', 'deadEnds', 'pointers', 'outOfScope']) {
    const first = a.chosen.get(key);
    if (!first) continue;
    const extra = doc.sections.filter((x) => !taken.has(x) && a.best.get(x) === key && ![...taken].some((c) => nestedIn(x, c) || nestedIn(c, x)));
    for (const x of extra) taken.add(x);
    if (extra.length) more.set(key, extra);
  }
  // A section whose best answer another section already fills takes the next one it names that nothing
  // fills: "## Problem" then "## Goal" (a goal is a why, and also what to deliver) fill Why and Deliver.
  for (const x of doc.sections) {
    if (taken.has(x) || !a.best.has(x) || [...taken].some((c) => nestedIn(x, c) || nestedIn(c, x))) continue;
    let next: { key: BriefKey; score: number } | null = null;
    for (const t of targets) {
      if (a.chosen.has(t.key)) continue;
      const sc = sectionScore(x.heading, t);
      if (sc > 0 && (!next || sc > next.score)) next = { key: t.key, score: sc };
    }
    if (!next) continue;
    a.chosen.set(next.key, x);
    taken.add(x);
  }
  return { chosen: a.chosen, more, targets, skip };
}

/** "Handoff: Split the parser" -> "Split the parser": a label that only says what the document is (a
 *  phrase of title.brief in prompts/headings.txt: "Handoff", "Session handoff", "引き継ぎ") is no part of
 *  the title; the brief says it is a handoff brief itself. */
function withoutDocLabel(title: string): { title: string; label: string | null } {
  const m = /^(.{1,40}?)[ \t]*(?:[:：]|[ \t][-–—])[ \t]*(\S.*)$/u.exec(title);
  // The label is words only ("Session handoff", "**Handoff**"), never markup or a slot around a word.
  if (!m || !/^[\p{L}\p{N}][\p{L}\p{N} '’-]*$/u.test(m[1]!.replace(/^([*_]{1,2})(.*)\1$/u, '$2'))) return { title, label: null };
  const label = toPhrase(m[1]!);
  return (headingTable().get('title.brief') ?? []).some((p) => phraseScore(label, p) >= 4) ? { title: m[2]!, label: m[1]! } : { title, label: null };
}

/** A kind's own questions as heading targets: the template's heading for each, its name, its aliases. */
function kindTargets(kind: Pick<Kind, 'questions' | 'template'> | undefined, headings = kind ? slotHeadings(kind.template) : new Map<string, string>()): (HeadingTarget & { key: BriefKey; heading: string })[] {
  return (kind?.questions ?? []).map((q) => ({ key: `field:${q.name}`, heading: headings.get(q.name) ?? q.heading, aliases: [q.name, q.heading], phrases: q.aliases }));
}

/** The section that names the tables a body wrote under a brief's list sections, by their columns. */
export const TABLES_READ_HEADING = 'How the tables were read';
const FRONT_MATTER_HEADING = 'Front matter';

/** Sections the tool writes into a brief itself, always or when the body calls for them (normalised
 *  headings): a body's own section of that name is kept as "From the body: ...". */
const TOOL_SECTIONS = [WHERE_HEADING, ATTACHMENTS_HEADING, RETURN_HEADING, TABLES_READ_HEADING, FRONT_MATTER_HEADING].map(normalizeHeading);

export function briefFromDoc(doc: ParsedDoc, kind: Pick<Kind, 'questions' | 'template'> & { firstStep?: string }): ParsedBrief {
  const answers = emptyBrief();
  const given = new Set<string>();
  const placement: Placement[] = [];
  const filled = new Map<Placement, string>();
  const place = (p: Placement, key: string) => {
    placement.push(p);
    filled.set(p, key);
  };
  if (doc.title) {
    // (A title the tool wrote is as given: -t keeps its words.)
    const t = doc.marker ? { title: doc.title, label: null } : withoutDocLabel(doc.title);
    answers.title = t.title;
    given.add('title');
    place({ line: (doc.titleLine ?? 0) + 1, from: doc.title, to: t.label ? `title (without its "${t.label}" label)` : 'title' }, 'title');
  }
  const { chosen, more, targets, skip } = briefAssignment(doc, kind);
  const tableNotes: { line: number; text: string }[] = [];
  const claimed = new Set([...chosen.values(), ...[...more.values()].flat()]);
  const headingOf = new Map(targets.map((t) => [t.key, t.heading]));
  const specs = new Map([...BRIEF_HEAD, ...BRIEF_TAIL].map((s) => [s.key as string, s]));
  const placeOf = (s: Section) => headingOf.get([...chosen].find(([, x]) => x === s)?.[0] ?? [...more].find(([, xs]) => xs.includes(s))?.[0] ?? '') ?? 'kept';
  for (const [key, s] of chosen) {
    place({ line: s.line, from: s.heading, to: headingOf.get(key)! }, key);
    if (key.startsWith('field:')) {
      const name = key.slice(6);
      let text = ownText(doc, s, claimed);
      const frame = slotFrame(kind.template, name);
      if (frame && frame.prefix && text.startsWith(frame.prefix)) text = text.slice(frame.prefix.length).trim();
      if (frame && frame.suffix && text.endsWith(frame.suffix)) text = text.slice(0, -frame.suffix.length).trim();
      answers.fields[name] = text;
      given.add(key);
      continue;
    }
    const spec = specs.get(key)!;
    const all = [s, ...(more.get(key) ?? [])].sort((a, b) => a.line - b.line);
    for (const x of all) if (x !== s) place({ line: x.line, from: x.heading, to: headingOf.get(key)! }, key);
    if (spec.list) {
      const items = all.flatMap((x) => ownItems(doc, x, claimed));
      (answers as unknown as Record<string, unknown>)[key] = items.map((it) => it.text);
      // A table's rows are items one by one, in the list's own "a — b" shape; its column names are kept in
      // a note of their own (TABLES_READ_HEADING), as the return keeps its findings tables' columns.
      const tables = new Map<number, { columns: string[]; first: number; last: number }>();
      items.forEach((it, n) => {
        if (!it.table) return;
        const t = tables.get(it.table.line) ?? { columns: it.table.columns, first: n + 1, last: n + 1 };
        t.last = n + 1;
        tables.set(it.table.line, t);
      });
      for (const [line, t] of tables) {
        const columns = t.columns.filter(Boolean).join(', ') || 'no column names';
        const which = t.first === t.last ? `item ${t.first}` : `items ${t.first}-${t.last}`;
        place({ line, from: `(a table: ${columns})`, to: `${headingOf.get(key)!}, one item per row (${which})` }, key);
        tableNotes.push({ line, text: `- ${headingOf.get(key)!}, ${which}: a table (columns: ${columns}), one item per row` });
      }
    } else {
      (answers as unknown as Record<string, unknown>)[key] = all.map((x) => ownText(doc, x, claimed)).filter(Boolean).join('\n\n');
    }
    given.add(key);
  }
  // Nothing dropped: the text above the title, the text before the first section and the front matter
  // join the context. (In a document the tool rendered, the text above the first section is the tool's
  // own header.)
  const above = doc.marker ? '' : sectionText(doc.lead);
  const preamble = doc.marker ? '' : sectionText(doc.preamble);
  const fm = frontMatterParts(doc.frontMatter);
  const lead = [above, preamble, fm.mapped.join('  \n')].filter(Boolean);
  if (lead.length) {
    answers.context = [...lead, answers.context].filter(Boolean).join('\n\n');
    given.add('context');
    if (above) place({ line: doc.leadLines[0] + 1, from: '(text above the title)', to: 'Context' }, 'context');
    if (preamble) place({ line: doc.preambleLines[0] + 1, from: '(text before the first heading)', to: 'Context' }, 'context');
  }
  // A kind's first_step opening is the tool's text, not an answer (session: "Verify the state ...").
  if (kind.firstStep && answers.firstStep) answers.firstStep = withoutLead(answers.firstStep, kind.firstStep);
  // The tool's own sections (Return, Where to work, ...) are skipped only in a brief the tool rendered. In a
  // body they are the writer's words: kept, but under a heading that cannot pass for the tool's own.
  const own = Boolean(doc.marker);
  const left = leftovers(doc, claimed, own ? skip : () => false, placeOf);
  const extra = left.extra;
  if (!own) {
    const toolHeadings = new Set([...TOOL_SECTIONS, ...doc.sections.filter(skip).map((x) => normalizeHeading(x.heading))]);
    for (const [i, x] of extra.entries()) {
      if (!toolHeadings.has(normalizeHeading(x.heading))) continue;
      const renamed = `From the body: ${x.heading}`;
      const p = left.placement.find((pl) => pl.from === x.heading && pl.to === 'kept as its own section');
      if (p) p.to = `kept as "${renamed}" (the tool writes its own "${x.heading}")`;
      extra[i] = { ...x, heading: renamed };
    }
  }
  placement.push(...left.placement);
  if (tableNotes.length) extra.push({ heading: TABLES_READ_HEADING, text: tableNotes.sort((a, b) => a.line - b.line).map((t) => t.text).join('\n') });
  if (doc.frontMatter.length) {
    if (fm.table) extra.unshift({ heading: FRONT_MATTER_HEADING, text: fm.table });
    place({ line: 1, from: '(front matter)', to: [fm.mapped.length ? 'branch/commit in Context' : '', fm.table ? `a table under "${FRONT_MATTER_HEADING}" (${fm.keys.join(', ')})` : ''].filter(Boolean).join('; ') }, 'context:front');
  }
  placement.sort((a, b) => a.line - b.line);
  return { answers, given, extra, preamble, placement, filled };
}

function staticChunkHeadings(template: string): string[] {
  const out: string[] = [];
  for (const line of template.split('\n')) {
    const h = /^##[ \t]+(.+?)[ \t]*$/.exec(line);
    if (h) out.push(h[1]!.toLowerCase());
  }
  const slotted = new Set([...slotHeadings(template).values()].map((h) => h.toLowerCase()));
  return out.filter((h) => !slotted.has(h));
}

export interface ParsedReturn {
  answers: ReturnAnswers;
  /** False when no outcome was stated. */
  outcomeFound: boolean;
  /** The line the outcome was read from. */
  outcomeFrom: StatedOutcome | null;
  given: Set<string>;
  extra: ExtraSection[];
  /** The findings with the document line each starts on (for lint and the corpus tests). */
  findingItems: FindingItem[];
  placement: Placement[];
  /** The section chosen for each return section (outcome, recommendations, ...; findings not included). */
  sections: Map<string, Section>;
  /** The findings' group headings, for the written return (render.ts renderReturn). */
  layout: ReturnLayout;
  /** The tool's note on the tables of findings (FINDINGS_READ_HEADING), if it wrote one. */
  findingsNote?: ExtraSection;
}

/** The outcome at the start of a text ("answered — the answer"), or null. For the Outcome section's text. */
export function parseOutcome(text: string): { outcome: Outcome; answer: string } | null {
  const lines = text.split('\n').filter((l) => l.trim());
  for (const l of lines.slice(0, 3)) {
    const o = outcomeOfLine(l);
    if (o) return o;
  }
  return null;
}

const briefOnlySpecs = () => [...BRIEF_HEAD, ...BRIEF_TAIL.filter((b) => b.key === "firstStep")];

export function returnFromDoc(doc: ParsedDoc): ParsedReturn {
  const answers = emptyReturn();
  const given = new Set<string>();
  const placement: Placement[] = [];
  const extra: ExtraSection[] = [];
  // The sections the tool writes itself, by identity (a body may have one of the same name).
  const made = new Set<ExtraSection>();
  const tool = (x: ExtraSection): ExtraSection => {
    made.add(x);
    return x;
  };
  let findingsNote: ExtraSection | undefined;
  const all = doc.sections;
  const parent = parentIndexes(all);
  const lines = doc.blocks.lines;

  // Findings first: every findings-like section, and every section whose items carry severities.
  // (No second pass: in a return, a section inside an unmatched one belongs to it, usually a finding.)
  const byHeading = assign(doc, RETURN_SECTIONS.map((s) => ({ key: s.key, heading: s.heading, area: s.area })), () => false, false);
  const best = new Map<Section, string>();
  const bestScore = new Map<Section, number>();
  for (const s of all) {
    let b: { key: string; score: number } | null = null;
    for (const spec of RETURN_SECTIONS) {
      const sc = sectionScore(s.heading, spec);
      if (sc > 0 && (!b || sc > b.score)) b = { key: spec.key, score: sc };
    }
    // Praise ("Positive observations", "What went well") is never a finding: kept under its own heading.
    const kept = headingScore(s.heading, 'return.kept');
    if (kept > 0 && (!b || kept > b.score)) b = { key: 'kept', score: kept };
    if (b) {
      best.set(s, b.key);
      bestScore.set(s, b.score);
    }
  }
  const containers: Section[] = [];
  for (let i = 0; i < all.length; i++) {
    const s = all[i]!;
    if (containers.some((c) => nestedIn(s, c))) continue;
    // Severity is looked for in top-level sections (and those under a heading that only groups): findings
    // sections are not buried deeper, and reading every nested section's items would be quadratic.
    // A return the tool wrote has its findings under its own heading, and nowhere else.
    if (doc.marker) {
      if (sectionScore(s.heading, RETURN_SECTIONS[1]!) === 5) containers.push(s);
      continue;
    }
    const up = parent[i]! < 0 ? null : all[parent[i]!]!;
    const shallow = !up || isGroupingHeading(doc, up) || (best.get(up) !== 'findings' && namesAnotherUnderH1(s, up, (x) => best.get(x)));
    if (shallow && (best.get(s) === 'findings' || (best.get(s) !== 'outcome' && best.get(s) !== 'kept' && severityDense(doc, s, parent, !best.has(s))))) containers.push(s);
  }
  if (!containers.length && !doc.marker) {
    // None at the top: a heading that is a findings phrase itself ("### Findings") under headings that name
    // nothing ("## Review of feat/x", with a verdict line of its own) holds the findings.
    for (let i = 0; i < all.length; i++) {
      const s = all[i]!;
      if (best.get(s) !== 'findings' || bestScore.get(s)! < 4 || containers.some((c) => nestedIn(s, c))) continue;
      let p = parent[i]!;
      while (p >= 0 && !best.has(all[p]!)) p = parent[p]!;
      if (p < 0) containers.push(s);
    }
  }
  const claimed = new Set<Section>(containers);
  const chosen = new Map<string, Section>();
  for (const spec of RETURN_SECTIONS) {
    if (spec.key === 'findings') continue;
    const s = byHeading.chosen.get(spec.key);
    if (s && !claimed.has(s) && !containers.some((c) => nestedIn(s, c))) {
      chosen.set(spec.key, s);
      claimed.add(s);
    }
  }

  // Outcome: a stated status in the Outcome section, on a "Status:" line, in front matter, or at the top.
  const outcomeSection = chosen.get('outcome');
  const places: { line: number; labelled: boolean; raw?: boolean }[] = [];
  const firstLines = (from: number, to: number, n: number) => {
    const out: number[] = [];
    for (let i = from; i < to && out.length < n; i++) if (lines[i]!.trim()) out.push(i);
    return out;
  };
  for (const s of all.filter((x) => best.get(x) === 'outcome')) {
    // A heading that states it ("## Status: ✅ Done"), then the section's first lines.
    places.push({ line: s.line - 1, labelled: true });
    for (const i of firstLines(s.start, s.end, 3)) places.push({ line: i, labelled: s !== outcomeSection && !/^(?:status|outcome|verdict)$/i.test(normalizeHeading(s.heading)) });
  }
  for (const i of firstLines(doc.preambleLines[0], doc.preambleLines[1], 3)) places.push({ line: i, labelled: false });
  // A title that states it: "# Status: Blocked", "# ✅ Done — login flake fixed"; a line above the title.
  if (doc.titleLine !== null && !doc.marker) places.push({ line: doc.titleLine, labelled: false });
  if (!doc.marker) for (const i of firstLines(doc.leadLines[0], doc.leadLines[1], 3)) places.push({ line: i, labelled: false });
  for (const e of doc.frontMatter) if (/^(?:status|state|outcome)$/i.test(e.key)) places.push({ line: e.line - 1, labelled: true, raw: true });
  for (const b of doc.blocks.top) if (b.token.type === 'paragraph') for (let i = b.line; i < b.end; i++) places.push({ line: i, labelled: true });
  const stated = statedOutcome(lines, doc.blocks.literal, { lines: places });
  let outcomeFrom: StatedOutcome | null = null;
  if (stated) {
    answers.outcome = stated.outcome;
    outcomeFrom = stated;
    given.add('outcome');
  }
  // The one-line answer: the rest of the stated outcome line and of its paragraph; else the first paragraph
  // of prose in the Outcome section (or the intro). A quote, list, table or code block is not an answer.
  // Everything else there is kept, under the heading it came from.
  const statedAt = stated ? stated.line - 1 : -1;
  if (outcomeSection) {
    const own = ownLineIndexes(doc, outcomeSection, claimed);
    const used = new Set<number>();
    let answer = '';
    // The stated line gives the answer when it says more than a status word, or is the outcome word itself
    // ("answered — x"); else it is kept with the section's other text ("Status: done").
    if (statedAt >= outcomeSection.start && statedAt < outcomeSection.end && (stated!.answer || stated!.exact)) {
      used.add(statedAt);
      const para = doc.blocks.top.find((b) => b.token.type === 'paragraph' && b.line <= statedAt && statedAt < b.end);
      const cont: number[] = [];
      for (let i = statedAt + 1; para && i < para.end; i++) cont.push(i);
      for (const i of cont) used.add(i);
      answer = [stated!.answer, oneLine(sectionText(cont.map((i) => lines[i]!).join('\n')))].filter(Boolean).join(' ');
    }
    const prose = answer ? null : answerIn(doc, outcomeSection.start, outcomeSection.end, used);
    if (prose) {
      answer = prose.text;
      for (const i of prose.lines) used.add(i);
    }
    answers.answer = answer || stated?.answer || '';
    const rest = sectionText(own.filter((i) => !used.has(i)).map((i) => lines[i]!).join('\n'));
    if (rest) extra.push({ heading: outcomeSection.heading, text: rest });
    placement.push({ line: outcomeSection.line, from: outcomeSection.heading, to: prose?.quoted ? quotedAnswer(prose) : 'Outcome' });
  } else if (stated) {
    answers.answer = stated.answer;
  }
  const intro = doc.marker ? '' : sectionText(doc.preamble);
  // A return with no sections at all (a chat answer: a lead, a list, a note) has its findings in its text:
  // every block but the answer and the stated outcome's line.
  let introFindings: Block[] = [];
  if (intro) {
    const [from, to] = doc.preambleLines;
    const prose = !answers.answer && !outcomeSection ? answerIn(doc, from, to, new Set(statedAt >= from && statedAt < to ? [statedAt] : [])) : null;
    if (!all.length && !doc.marker) {
      const skip = new Set(prose?.lines ?? []);
      introFindings = doc.blocks.top.filter((b) => b.line >= from && b.line < to && b.token.type !== 'space' && b.token.type !== 'hr' && !skip.has(b.line) && !(statedAt >= b.line && statedAt < b.end));
    }
    if (prose || introFindings.length) {
      if (prose) answers.answer = prose.text;
      const used = new Set(prose?.lines ?? []);
      for (const b of introFindings) for (let i = b.line; i < b.end; i++) used.add(i);
      const rest: string[] = [];
      for (let i = from; i < to; i++) if (!used.has(i)) rest.push(lines[i]!);
      const restText = sectionText(rest.join('\n'));
      if (restText) extra.push(tool({ heading: 'Introduction', text: restText }));
      const what = [prose ? (prose.quoted ? quotedAnswer(prose) : 'Outcome (the one-line answer)') : '', introFindings.length ? 'its lists and paragraphs as findings' : '', restText ? 'the rest under "Introduction"' : ''].filter(Boolean).join('; ');
      placement.push({ line: from + 1, from: '(text before the first heading)', to: what });
    } else {
      extra.unshift(tool({ heading: 'Introduction', text: intro }));
      placement.push({ line: from + 1, from: '(text before the first heading)', to: 'kept under "Introduction"' });
    }
  }
  if (answers.answer) given.add('answer');

  // The list sections: every section that names one (not only the best), in document order.
  for (const spec of RETURN_SECTIONS) {
    if (spec.key === 'outcome' || spec.key === 'findings') continue;
    const first = chosen.get(spec.key);
    if (!first) continue;
    const more = all.filter((x, i) => x !== first && best.get(x) === spec.key && !claimed.has(x) && (parent[i]! < 0 || !claimed.has(all[parent[i]!]!)) && ![...claimed].some((c) => nestedIn(x, c)) && (parent[i]! < 0 || isGroupingHeading(doc, all[parent[i]!]!)));
    for (const x of more) claimed.add(x);
    const items: string[] = [];
    for (const x of [first, ...more].sort((a, b) => a.line - b.line)) {
      items.push(...listItems(ownRaw(doc, x, claimed)));
      placement.push({ line: x.line, from: x.heading, to: spec.heading });
    }
    (answers as unknown as Record<string, unknown>)[spec.key] = items;
    given.add(spec.key);
  }

  // Findings: from their sections; in a hand-written return with none, from every section nothing else took.
  const sources: { s: Section; items: FindingItem[] }[] = [];
  const aside: SetAside[] = []; // group lead lines ("Found three problems:"), kept under their headings
  // A findings-like heading gives way to the tool's own; any other ("Security", with severities), or one
  // of several findings-like ones ("Critical issues", "Minor issues"), is kept as the group it is.
  const named = containers.filter((c) => best.get(c) === 'findings').length;
  if (containers.length) {
    for (const c of containers) {
      const own = doc.marker || (best.get(c) === 'findings' && named < 2) ? [] : [{ heading: c.heading, line: c.line }];
      sources.push({ s: c, items: sectionFindings(lines, findingTree(doc, c, parent, claimed), own, aside, doc.blocks.literal) });
    }
  } else if (!doc.marker) {
    const briefOnly = (x: Section) => briefOnlySpecs().some((spec) => sectionScore(x.heading, spec) > 0);
    for (let i = 0; i < all.length; i++) {
      const s = all[i]!;
      // A section that names another return section (a second Summary, say) is kept as it is, not a finding.
      if (claimed.has(s) || briefOnly(s) || (best.has(s) && best.get(s) !== 'findings') || [...claimed].some((c) => nestedIn(s, c))) continue;
      if (parent[i]! >= 0 && !claimed.has(all[parent[i]!]!)) continue; // inside an unclaimed section: handled with it
      const tree = findingTree(doc, s, parent, claimed);
      sources.push({ s, items: isGroup(tree, lines) ? sectionFindings(lines, tree, [{ heading: s.heading, line: s.line }], aside, doc.blocks.literal) : [oneFinding(lines, tree)] });
      claimed.add(s);
    }
  }
  if (!sources.length && introFindings.length) {
    const first = introFindings[0]!;
    const pseudo: Section = { heading: '(text before the first heading)', level: 0, line: first.line + 1, start: first.line, end: introFindings[introFindings.length - 1]!.end, raw: '' };
    sources.push({ s: pseudo, items: sectionFindings(lines, { heading: 'Introduction', line: first.line + 1, blocks: introFindings, children: [] }, [], aside, doc.blocks.literal) });
  }
  for (const x of sources) x.items = x.items.filter((f) => f.text.trim() !== '');
  // Findings under no group first: the written return lists them before its group headings (a list after
  // a sub-heading would belong to it). Otherwise in document order.
  const findingItems = [...sources.flatMap((x) => x.items.filter((f) => !f.groups)), ...sources.flatMap((x) => x.items.filter((f) => f.groups))];
  const number = new Map(findingItems.map((f, i) => [f, i + 1]));
  const numbersOf = (items: FindingItem[]) => items.map((f) => number.get(f)!).sort((a, b) => a - b);
  for (const x of sources) {
    const kept = x.items[0]?.groups?.[0]?.line === x.s.line ? ` (kept as the group "${x.s.heading}")` : '';
    placement.push({ line: x.s.line, from: x.s.heading, to: x.items.length ? `${findingNumbers(numbersOf(x.items))}${kept}` : 'findings (none in it)' });
  }
  // Each group heading and each table inside them: which findings it held, counted one per row.
  const groupsAt = new Map<number, { heading: string; items: FindingItem[] }>();
  const tables = new Map<TableOf, FindingItem[]>();
  for (const f of findingItems) {
    for (const g of f.groups ?? []) {
      if (sources.some((x) => x.s.line === g.line)) continue;
      const at = groupsAt.get(g.line) ?? { heading: g.heading, items: [] };
      at.items.push(f);
      groupsAt.set(g.line, at);
    }
    if (f.table) tables.set(f.table, [...(tables.get(f.table) ?? []), f]);
  }
  for (const [line, g] of groupsAt) placement.push({ line, from: g.heading, to: `${findingNumbers(numbersOf(g.items))} (kept as a group of ${RETURN_SECTIONS[1]!.heading})` });
  for (const [t, items] of tables) placement.push({ line: t.line, from: `(a table: ${t.columns.filter(Boolean).join(', ') || 'no column names'})`, to: `${findingNumbers(numbersOf(items))}, one per row` });
  if (containers.length || findingItems.length) {
    answers.findings = findingItems.map((f) => f.text);
    given.add('findings');
  }
  // A table's column names are kept, with the findings it held (the group headings are in the findings
  // section itself). A return the tool wrote has none: its findings are list items.
  if (tables.size && !doc.marker) {
    const where = (f: FindingItem) => (f.groups?.length ? ` in "${f.groups.map((g) => g.heading).join(' > ')}"` : '');
    const text = [...tables].map(([t, items]) => `- A table${where(items[0]!)} (columns: ${t.columns.filter(Boolean).join(', ')}): ${findingNumbers(numbersOf(items))}`).join('\n');
    findingsNote = tool({ heading: FINDINGS_READ_HEADING, text });
    extra.push(findingsNote);
  }
  // A headingless return's notes are kept under the tool's "Introduction".
  for (const a of aside) extra.push(introFindings.length && a.heading === 'Introduction' ? tool(a) : a);

  for (const c of containers) claimed.add(c);
  const left = leftovers(doc, claimed, () => false, (s) => placement.find((p) => p.line === s.line)?.to ?? 'kept');
  extra.push(...left.extra);
  placement.push(...left.placement);
  // A status key that stated the outcome went there; every other key is kept (mapped, or in the table).
  const fm = frontMatterParts(doc.frontMatter.filter((e) => !(stated && e.line === stated.line)));
  if (fm.mapped.length) answers.evidence = [...fm.mapped, ...answers.evidence];
  if (fm.table) extra.unshift(tool({ heading: 'Front matter', text: fm.table }));
  if (doc.frontMatter.length) placement.push({ line: 1, from: '(front matter)', to: [fm.mapped.length ? 'branch/commit in Evidence' : '', fm.table ? 'a table under "Front matter"' : '', stated && stated.line <= (doc.blocks.frontMatter?.[1] ?? 0) ? 'status as the outcome' : ''].filter(Boolean).join('; ') });
  if (doc.lead && !doc.marker) {
    // Text above the title (a note, an HTML comment) is kept as written, first.
    extra.unshift(tool({ heading: 'Above the title', text: sectionText(doc.lead) }));
    placement.push({ line: doc.leadLines[0] + 1, from: '(text above the title)', to: 'kept under "Above the title"' });
  }
  if (doc.title && !doc.marker) {
    // The return's title names the brief; the document's own title is kept in a section of its own.
    extra.unshift(tool({ heading: 'Title in the document', text: doc.title }));
    placement.push({ line: (doc.titleLine ?? 0) + 1, from: doc.title, to: 'kept under "Title in the document"' });
  }
  if (!doc.marker) {
    // A kept section named like one of the tool's own ("Outcome", its rest after the answer; a body's own
    // "How the findings were grouped") is the writer's text: under a heading that cannot pass for the tool's
    // section. The tool's own are known by identity, never by their heading.
    const own = new Set([...RETURN_SECTIONS.map((x) => x.heading), ...TOOL_EXTRAS].map(normalizeHeading));
    for (const [i, x] of extra.entries()) {
      if (made.has(x) || !own.has(normalizeHeading(x.heading))) continue;
      extra[i] = { ...x, heading: `${x.heading} (as written)` };
      const p = placement.find((pl) => pl.from === x.heading && pl.to === 'kept as its own section');
      if (p) p.to = `kept as "${x.heading} (as written)" (the tool writes its own "${x.heading}")`;
    }
  }
  placement.sort((a, b) => a.line - b.line);
  const findingGroups = findingItems.map((f) => (f.groups ?? []).map((g) => g.heading));
  const layout = findingGroups.some((g) => g.length) ? { findingGroups } : {};
  return { answers, outcomeFound: stated !== null, outcomeFrom, given, extra, findingItems, placement, sections: chosen, layout, findingsNote };
}

/** The section that names a hand-written return's tables of findings by their columns. */
export const FINDINGS_READ_HEADING = 'How the findings were grouped';

/** The sections a return's reader writes itself, beside the return's own (Outcome, findings, ...). */
const TOOL_EXTRAS = [FINDINGS_READ_HEADING, 'Title in the document', 'Above the title', 'Front matter', 'Introduction'];

/** "finding 3", "findings 1-3", "findings 1-2, 6": numbers in runs. */
export function findingNumbers(ns: number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < ns.length; ) {
    let j = i;
    while (j + 1 < ns.length && ns[j + 1] === ns[j]! + 1) j++;
    runs.push(j > i ? `${ns[i]}-${ns[j]}` : `${ns[i]}`);
    i = j + 1;
  }
  return `${ns.length === 1 ? 'finding' : 'findings'} ${runs.join(', ')}`;
}

/** What a document is, decided once for lint, new and return: its marker; else its headings (which
 *  sections of each kind it has), words in its title, and verification tags. null: it says neither (each
 *  command then takes it as what it expects; lint as a brief, and says so). With a `kind` (new names one),
 *  a heading of the kind's own questions is a brief's, even where a return has one like it (bug: "Evidence"). */
export function documentType(doc: ParsedDoc, kind?: Pick<Kind, 'questions' | 'template'>): 'brief' | 'return' | null {
  if (doc.marker) return doc.marker.type;
  let brief = 0;
  let ret = 0;
  const own = kindTargets(kind);
  for (const s of doc.sections) {
    let b = 0;
    let r = 0;
    for (const spec of [...BRIEF_HEAD, ...BRIEF_TAIL]) b = Math.max(b, sectionScore(s.heading, spec));
    for (const spec of RETURN_SECTIONS) r = Math.max(r, sectionScore(s.heading, spec));
    let k = 0;
    for (const t of own) k = Math.max(k, sectionScore(s.heading, t));
    if (k > 0 && k >= r) brief++;
    else if (b > r) brief++;
    else if (r > b) ret++;
  }
  if (doc.title) {
    const t = toPhrase(doc.title);
    const contains = (key: string) => (headingTable().get(key) ?? []).some((p) => phraseScore(t, p) > 0 || (p.words.length && t.words.join(' ').includes(p.words.join(' '))));
    if (contains('title.brief')) brief += 2;
    if (contains('title.return')) ret += 2;
  }
  if (ret === brief && /\[(?:verified\b[^\]]*|unverified)\]/i.test(doc.blocks.lines.join('\n'))) ret++;
  return ret > brief ? 'return' : brief > ret ? 'brief' : null;
}

/** A document's sections as its markdown has them now (hand edits included): for `show --json` and `pull --json`. */
export function docSections(md: string): { heading: string; level: number; line: number; text: string }[] {
  return parseDoc(md).sections.map((s) => ({ heading: s.heading, level: s.level, line: s.line, text: sectionText(s.raw) }));
}
