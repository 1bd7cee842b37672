// A document's blocks, from marked's lexer: the headings that make its sections, the lines that are code
// or HTML (where prose rules do not apply), its YAML front matter, and the top-level tokens with the line
// each starts on (lists, tables and paragraphs, read by the findings and outcome readers).
//
// Only the block pass runs (lexer.ts blockTokens): inline tokens (emphasis, links) are never needed here
// and cost about half of a full lex. Line numbers come from the tokens' `raw`, which marked slices from the
// source in order.

import type { Token, Tokens } from 'marked';
import { blockTokens } from './lexer.js';
import { withoutInvisibles } from './invisible.js';
import { lazyRegExp } from './lazy-regexp.js';

export interface Heading {
  level: number;
  text: string;
  /** 0-based index of the heading's first line. */
  line: number;
  /** 0-based index of the first line after the heading (after a setext underline). */
  next: number;
}

/** Lines (0-based) that a label or a name read as a heading opens, and what of each the section holds: the
 *  column its text starts at, or the text itself when the label's emphasis closes after it ("**Next: start
 *  with cache.ts.**" holds "start with cache.ts.": label.ts labelValue). */
export type LineCuts = Map<number, number | string>;

/** A block token with the 0-based lines it spans ([line, end)), its nested blocks too. */
export interface Block {
  token: Token;
  line: number;
  end: number;
  /** For a list: its items, each with its own nested blocks. */
  items?: { line: number; end: number; blocks: Block[]; raw: string }[];
  /** For a blockquote: its blocks. */
  blocks?: Block[];
}

export interface Blocks {
  lines: string[];
  /** The text `lines` were split from at each "\n" (after a byte-order mark is dropped and line ends made
   *  "\n"): a run of lines is a slice of it (document.ts linesText), not a copy joined again. */
  text?: string;
  headings: Heading[];
  /** 1 where the line is inside code (fenced or indented, fence lines included), an HTML block or front matter. */
  literal: Uint8Array;
  /** [start, end) of YAML front matter, if the document opens with it. */
  frontMatter?: [number, number];
  /** The top-level blocks in document order (front matter excluded). */
  top: Block[];
}

export function toLines(src: string): string[] {
  const text = src.charCodeAt(0) === 0xfeff ? src.slice(1) : src;
  return text.split(/\r\n|\r|\n/);
}

export function stripClosingHashes(text: string): string {
  // "Title ##" -> "Title"; "C#" stays; an escaped "\#" at the end is kept as a literal "#".
  const t = text.replace(/(^|[ \t])#+[ \t]*$/, '').trimEnd();
  return t.replace(/\\(#+)$/, '$1');
}

/** Line breaks in s. */
function breaks(s: string): number {
  let all = 0;
  for (let i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', i + 1)) all++;
  return all;
}

/** How many line breaks end s (those belong to the blank lines after a block). */
function trailingBreaks(s: string): number {
  let trailing = 0;
  for (let i = s.length - 1; i >= 0 && s.charCodeAt(i) === 10; i--) trailing++;
  return trailing;
}

/**
 * Lay tokens out on lines, from `first`: each token's raw is the next slice of the text they came from.
 * (Small functions, no closures: this runs on every block of a document, and on a long one V8's optimising
 * compiler compiles what it runs; one function holding it all, list items and recursion included, was the
 * largest compile of a 1 MiB lint.)
 */
function layout(tokens: Token[], first: number, literal: Uint8Array): Block[] {
  const out: Block[] = [];
  let line = first;
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k]!;
    const all = breaks(token.raw ?? '');
    out.push(block(token, line, all, literal));
    line += all;
  }
  return out;
}

function block(token: Token, line: number, all: number, literal: Uint8Array): Block {
  const raw = token.raw ?? '';
  const b: Block = { token, line, end: raw === '' ? line : line + all - trailingBreaks(raw) + 1 };
  const type = token.type;
  if (type === 'code' || type === 'html') literal.fill(1, b.line, Math.min(b.end, literal.length));
  if (type === 'list') b.items = listItems((token as Tokens.List).items, line, literal);
  else if (type === 'blockquote') b.blocks = layout((token as Tokens.Blockquote).tokens ?? [], line, literal);
  return b;
}

function listItems(items: Tokens.ListItem[], line: number, literal: Uint8Array): NonNullable<Block['items']> {
  const out: NonNullable<Block['items']> = [];
  let at = line;
  for (let k = 0; k < items.length; k++) {
    const it = items[k]!;
    const all = breaks(it.raw);
    const item = { line: at, end: at + all - trailingBreaks(it.raw) + 1, raw: it.raw, blocks: layout(it.tokens ?? [], at, literal) };
    // A fence can open on the item's own line ("- ```js", "- > ```"): that line keeps its bullet, it is
    // still a list item.
    literal[at] = 0;
    at += all;
    out.push(item);
  }
  return out;
}

/** YAML front matter (---, key: value, --- or ...) or TOML's (+++, key = value, +++; Hugo and Zola write it),
 *  as [its opening line, the line after its closing one]. Blank lines above it do not make it a rule and a
 *  setext heading (an agent's output often starts with a blank line or three). */
function frontMatterRange(lines: string[]): [number, number] | undefined {
  let k = 0;
  while (k < lines.length && k < 20 && !lines[k]!.trim()) k++;
  const end = frontMatterEnd(lines, k);
  return end ? [k, end] : undefined;
}

function frontMatterEnd(lines: string[], k: number): number | undefined {
  const first = lines[k];
  if (first === undefined) return undefined;
  const toml = /^\+\+\+[ \t]*$/.test(first);
  if (!toml && !/^---[ \t]*$/.test(first)) return undefined;
  const close = toml ? /^\+\+\+[ \t]*$/ : /^(---|\.\.\.)[ \t]*$/;
  // Front matter is key: value (key = value) lines and their nested lines, keys in any script ("优先级: 高");
  // a "---" that opens prose is a rule.
  const entry = toml ? /^(?:[\p{L}\p{N}_"'.-]+\s*=|\[)/u : /^[\p{L}\p{N}_"'-][^:]*:(\s|$)/u;
  // YAML comment lines may come first ("---" / "# METADATA" / "Reviewer: …" / "---", a metadata block Copilot
  // writes, QA 47 R13); then, since "# METADATA" is also a markdown heading under a rule, every line up to the
  // closing one must be YAML's: comments, entries, blank, or indented under an entry.
  const comment = /^#(?:[ \t]|$)/;
  let firstEntry = k + 1;
  while (firstEntry < lines.length && firstEntry < k + 4 && comment.test(lines[firstEntry]!)) firstEntry++;
  const commented = firstEntry > k + 1;
  for (let j = k + 1; j < Math.min(lines.length, k + 400); j++) {
    if (close.test(lines[j]!)) return j > firstEntry || !commented ? j + 1 : undefined;
    // (Under comments, a key first: "# Title" / "- item: one" is a heading and a list.)
    if (j === firstEntry && (!entry.test(lines[j]!) || (commented && lines[j]!.startsWith('-')))) return undefined;
    if (commented && j > firstEntry && lines[j]!.trim() && !comment.test(lines[j]!) && !entry.test(lines[j]!) && !/^[ \t]/.test(lines[j]!)) return undefined;
  }
  return undefined;
}

/** The last document scanned: one command often reads the same text twice (a return body is checked for a
 *  fence around it, then parsed); the lexer then runs once. Blocks are never changed by their readers. */
let last: { src: string; blocks: Blocks } | undefined;

/**
 * How deep a document may nest lists. marked's lexer works harder with the cube of the list depth (200
 * levels ~90 ms, 900 levels 5 s); no reader follows more than a handful of levels. Quotes cost little per
 * level, but thousands of them (like thousands of "- " on one line) overflow the stack: MAX_QUOTES.
 */
export const MAX_NESTING = 64;
export const MAX_QUOTES = 500;

/** The list and quote nesting the line text[from, to) opens: the markers at its start, and for a list its
 *  indent (2 columns a level, the least a nested item needs). A quote marker 4 or more columns in is code,
 *  not a quote. An estimate, linear, and allocation-free: it runs on every long line of every document. */
function lineDepth(text: string, from: number, to: number): { lists: number; quotes: number } {
  let i = from;
  let width = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 32) width++;
    else if (c === 9) width += 4 - (width % 4);
    else break;
  }
  let lists = 0;
  let quotes = 0;
  for (;;) {
    while (i < to && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
    const c = text.charCodeAt(i);
    if (c === 62 /* > */) {
      if (lists === 0 && quotes === 0 && width >= 4) break;
      quotes++;
      i++;
      continue;
    }
    let next = -1;
    if (c === 45 || c === 42 || c === 43 /* - * + */) next = i + 1;
    else if (c >= 48 && c <= 57) {
      let j = i;
      while (j < to && j - i < 9 && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
      const d = text.charCodeAt(j);
      if (d === 46 || d === 41 /* . ) */) next = j + 1;
    }
    // A list marker needs white space after it.
    if (next < 0 || next >= to || (text.charCodeAt(next) !== 32 && text.charCodeAt(next) !== 9)) break;
    lists++;
    i = next;
  }
  return { lists: lists ? lists + Math.floor(width / 2) : 0, quotes };
}

/** Whether a line starting with this character code may open a list or a quote (lineDepth): white space,
 *  ">", a bullet or a digit. */
function mayNest(c: number): boolean {
  return c === 32 || c === 9 || c === 62 || c === 45 || c === 42 || c === 43 || (c >= 48 && c <= 57);
}

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/** The first line nesting lists deeper than MAX_NESTING (or quotes deeper than MAX_QUOTES), 1-based, with
 *  its depth; null if none. Lines inside fenced code are code, whatever they look like. */
export function tooDeep(text: string): { line: number; depth: number } | null {
  const deep = deepLines(text, true)[0] ?? null;
  if (!deep) shallow = text;
  return deep;
}

/** The last text tooDeep found no such line in: a document a user hands in is checked when it is read
 *  (io/input.ts), then lexed as it is; defused() need not read it again (a pass over every line). */
let shallow: string | undefined;

/** Every such line (or only the first), in one pass. */
function deepLines(text: string, first: boolean): { line: number; depth: number }[] {
  const out: { line: number; depth: number }[] = [];
  let line = 1;
  let fence: RegExp | null = null; // the closing line of the fence we are in
  for (let at = 0; at <= text.length; line++) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const c = text.charCodeAt(at);
    if (fence || c === 96 || c === 126 || c === 32) {
      const l = text.slice(at, Math.min(end, at + 200));
      if (fence) {
        if (fence.test(l)) fence = null;
        at = end + 1;
        continue;
      }
      const m = FENCE.exec(l);
      if (m && !(m[1]![0] === '`' && m[2]!.includes('`'))) {
        fence = new RegExp(`^ {0,3}${m[1]![0] === '`' ? '`' : '~'}{${m[1]!.length},}[ \\t]*$`);
        at = end + 1;
        continue;
      }
    }
    // Cheap first: a line that nests this deep is at least this long, and starts with white space or a
    // marker (lineDepth counts nothing on a line that starts with anything else: most are prose).
    if (end - at > MAX_NESTING && mayNest(c)) {
      const d = lineDepth(text, at, end);
      const depth = d.lists > MAX_NESTING ? d.lists : d.lists + d.quotes > MAX_QUOTES ? d.lists + d.quotes : 0;
      if (depth) {
        out.push({ line, depth });
        if (first) return out;
      }
    }
    at = end + 1;
  }
  return out;
}

/** The text marked lexes: a line nesting deeper than MAX_NESTING is made a paragraph line (its indent and
 *  first marker escaped), so a hostile document costs no more than a deep honest one. Lines keep their
 *  count, so every block keeps its place. Documents a user gives are refused before this (io/input.ts). */
function defused(text: string): string {
  if (text === shallow) return text;
  const deep = deepLines(text, false);
  if (!deep.length) return text;
  const lines = text.split('\n');
  for (const { line } of deep) lines[line - 1] = `\\${lines[line - 1]!.trimStart()}`;
  return lines.join('\n');
}

export function scanBlocks(src: string): Blocks {
  if (last?.src === src) return last.blocks;
  const blocks = lex(src);
  last = { src, blocks };
  return blocks;
}

function lex(src: string): Blocks {
  const bomless = src.charCodeAt(0) === 0xfeff ? src.slice(1) : src;
  const text = bomless.includes('\r') ? bomless.replace(/\r\n?/g, '\n') : bomless;
  const lines = text.split('\n');
  const literal = new Uint8Array(lines.length);
  const fm = frontMatterRange(lines);
  const start = fm?.[1] ?? 0;
  if (fm) literal.fill(1, 0, start);
  let offset = 0;
  for (let i = 0; i < start; i++) offset += lines[i]!.length + 1;
  const body = start ? text.slice(offset) : text;
  const top = layout(blockTokens(defused(body)), start, literal);
  const headings: Heading[] = [];
  for (const b of top) {
    if (b.token.type !== 'heading') continue;
    const h = b.token as Tokens.Heading;
    // Split, not a regex around "\n": a run of thousands of blanks would make that quadratic.
    // Zero-width characters copied in with it are no part of a heading's name (invisible.ts).
    const text = stripClosingHashes(withoutInvisibles(h.text.includes('\n') ? h.text.split('\n').map((p) => p.trim()).join(' ').trim() : h.text).trim());
    headings.push({ level: h.depth, text, line: b.line, next: b.end });
  }
  return { lines, text, headings, literal, frontMatter: fm, top };
}

/**
 * The blocks of a document in the narrow shape the renderer writes from prose answers, found without
 * marked: loading and warming its lexer is ~15 ms of every `handoff new`, most of what it does for a brief
 * made from flags. The need is measured (npm run bench, `new task`); everything else goes to marked.
 *
 * Accepted, line by line: blank lines; ATX headings; one-line HTML comments; fenced code at the left edge
 * (closed); indented code after a blank line or a block that is not a paragraph; "> " quote lines; "- "
 * list items with two-space continuation lines; paragraph lines that start with a letter, a digit that is
 * no list marker, "**", a single backtick or "(". Anything else, and null is returned: the caller lexes
 * the document with marked. `top` stays empty: only briefs are read this way, and reading a brief uses
 * its lines, headings and literal lines (test/unit/blocks.rendered.test.ts holds both ways equal on
 * random documents of these lines and their neighbours).
 */
export function scanRendered(src: string): Blocks | null {
  if (src.includes('\r') || src.charCodeAt(0) === 0xfeff || /^---[ \t]*$/m.test(src.slice(0, 5))) return null;
  const lines = src.split('\n');
  const literal = new Uint8Array(lines.length);
  const headings: Heading[] = [];
  type State = 'none' | 'para' | 'list' | 'list-blank' | 'quote' | 'code';
  let state = 'none' as State;
  let blanksInCode = 0; // blank lines after indented code: its own if more code follows
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') {
      // A line of only blanks after code or a comment: marked counts it into that block; not worth copying.
      if (line !== '') return null;
      if (state === 'code') blanksInCode++;
      else state = state === 'list' || state === 'list-blank' ? 'list-blank' : 'none';
      continue;
    }
    const fence = /^(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence) {
      if (fence[1]![0] === '`' && fence[2]!.includes('`')) return null;
      const close = new RegExp(`^ {0,3}${fence[1]![0] === '`' ? '`' : '~'}{${fence[1]!.length},}[ \\t]*$`);
      let j = i + 1;
      while (j < lines.length && !close.test(lines[j]!)) j++;
      if (j >= lines.length) return null;
      literal.fill(1, i, j + 1);
      i = j;
      state = 'none';
      continue;
    }
    if (/^(?: {4}|\t)/.test(line)) {
      if (state === 'code') {
        literal.fill(1, i - blanksInCode, i + 1);
        blanksInCode = 0;
        continue;
      }
      if (state !== 'none') return null;
      literal[i] = 1;
      state = 'code';
      blanksInCode = 0;
      continue;
    }
    const heading = /^(#{1,6})[ \t]+(\S.*)$/.exec(line);
    if (heading) {
      const text = withoutInvisibles(heading[2]!).trim();
      if (text.endsWith('#') || !text) return null;
      headings.push({ level: heading[1]!.length, text, line: i, next: i + 1 });
      state = 'none';
      continue;
    }
    if (/^<!--.*-->[ \t]*$/.test(line) && !line.slice(4, -3).includes('-->')) {
      literal[i] = 1;
      state = 'none';
      continue;
    }
    if (line.startsWith('- ') && PARA_START.test(line.slice(2))) state = 'list';
    else if (line.startsWith('> ') && PARA_START.test(line.slice(2))) state = 'quote';
    else if (/^ {2}\S/.test(line) && PARA_START.test(line.slice(2)) && (state === 'list' || state === 'list-blank')) state = 'list';
    else if (PARA_START.test(line)) state = state === 'list' || state === 'quote' ? state : 'para';
    else return null;
  }
  return { lines, text: src, headings, literal, frontMatter: undefined, top: [] };
}

/** The start of a line that can only be paragraph text: no block of markdown begins like this. */
const PARA_START = lazyRegExp(() => /^(?:[\p{L}\p{M}]|\p{N}(?!\p{N}*[.)])|\*\*(?=[^\s*])|`(?!``)|\()/u);

/**
 * A line that cannot start or continue any block but a paragraph, whatever comes before or after it:
 * empty, or starting at the left edge with a letter, a digit that does not begin an ordered-list marker,
 * "**" before a word, one backtick, or "(". Every block that can open or swallow what follows (heading,
 * fence, HTML, quote, list, table, setext underline, thematic break, indented code, link definition)
 * starts with white space or other punctuation.
 */
export function isProseLine(line: string): boolean {
  return line === '' || PARA_START.test(line);
}

/** Leading white space and list/quote markers: a single character class, so linear on any line. */
const CONTAINER_LEAD = /^[\s>*+\-\d.)]*/;

/**
 * A sufficient condition, without marked, for a fragment to leave nothing open and hold no heading of its
 * own (render.ts closesCleanly): no fence marker anywhere; no line whose text, after white space and
 * container markers, starts with "#" or "<"; no line that could underline a setext heading. Only a fence or
 * an HTML block (both start as excluded here) can run past a blank line into a heading written after the
 * fragment, and only "#" lines and underlines make headings, so where this holds marked finds no heading
 * in the fragment and sees the next one. Where it does not hold, the caller asks marked.
 * test/unit/blocks.closes.test.ts holds it to marked on generated fragments.
 */
export function cannotOpenOrHead(md: string): boolean {
  if (md.includes('\r') || md.includes('```') || md.includes('~~~')) return false;
  for (const line of md.split('\n')) {
    const rest = line.slice(CONTAINER_LEAD.exec(line)![0].length);
    if (rest === '' ? line.includes('-') : rest[0] === '#' || rest[0] === '<' || /^=+\s*$/.test(rest)) return false;
  }
  return true;
}
