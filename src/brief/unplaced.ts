// The last word on "nothing dropped": after a reader has placed a document, the source lines whose words
// are in none of the places it wrote. The readers place by structure (a section, a finding, a list item);
// a structure they misjudge on a stranger's document (a section opened in the middle of a list item, a
// field list read as labels) can leave a line's text in no place at all. Those lines are found here by
// their words and kept as written, and the output says which. Pure.

import { docLine, type ParsedDoc, type Placement } from './document.js';
import type { ExtraSection } from './render.js';
import { lazyRegExp } from './lazy-regexp.js';
import { hasCjk } from './keyed-words.js';
import { withoutInvisibles } from './invisible.js';
import { UNPLACED_HEADING } from './tool-sections.js';

/** Lines [from, to) (0-based) of the document that no place holds, in runs of neighbouring lines. */
export interface UnplacedRun {
  from: number;
  to: number;
  text: string;
}

/** What a reader tells the last check beyond the text it wrote. */
export interface ReaderNames {
  /** Names it consumed on a line (0-based), read as a section's name: a label opening a sentence or an item
   *  ("**Why:** …"), a table row's first cell, a front matter key. Their words count as placed on that line
   *  only (the tool writes its own heading for what they named). */
  names?: ReadonlyMap<number, readonly string[]>;
  /** Whether a heading line is asked about its words: one that says more than the section it names
   *  (headings.ts headingSaysMore), whose words the reader keeps ("*From the heading: …*", a findings group).
   *  Default: no heading line is asked. */
  asksHeading?: (heading: string) => boolean;
}

/**
 * The runs of source lines with a word no placed text holds. `placed`: every string the reader wrote or
 * accounted for (answers, kept sections, template text it ignored on purpose). A section's heading line is
 * not asked about (a section the tool names itself, "## Next actions" as First step, is placed by its
 * name); a line opened by a label read as a heading is asked about for the text after the label. Blank
 * lines, the tool's marker and lines of only marks are never unplaced.
 */
export function unplacedLines(doc: Pick<ParsedDoc, 'blocks' | 'cuts' | 'titleLine' | 'sections'>, placed: readonly string[], reader: ReaderNames = {}): UnplacedRun[] {
  const lines = doc.blocks.lines;
  // Only a heading that opens a section (or is the title) is placed by its name: one the reading made no section
  // (inside a `<details>` block, document.ts) is text like any line, asked about its words.
  const headingLines = new Map<number, string>();
  const marked = new Map<number, string>(doc.blocks.headings.map((h) => [h.line, h.text]));
  for (const s of doc.sections) if (!doc.cuts.has(s.line - 1)) headingLines.set(s.line - 1, marked.get(s.line - 1) ?? s.heading);
  if (doc.titleLine !== null) headingLines.set(doc.titleLine, '');
  let bag: Set<string> | undefined;
  let joined: string | undefined;
  const has = (w: string): boolean => {
    bag ??= new Set(placed.flatMap(wordsOf));
    if (bag.has(w)) return true;
    // A word of a script written without spaces is a run of characters that markup cuts anywhere
    // ("**設定ファイル**の読み込み" is two runs, the same words unmarked one): looked for inside the placed
    // text with its marks taken out, not as a word.
    if (!hasCjk(w)) return false;
    joined ??= placed.map((p) => wordsOf(p).join('')).join('\n');
    return joined.includes(w);
  };
  const missing: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    const heading = headingLines.get(i);
    if (heading !== undefined && !(heading && reader.asksHeading?.(heading))) continue;
    const line = docLine(doc, i);
    if (!line.trim() || MARKER.test(line)) continue;
    const named = new Set(heading === undefined ? (reader.names?.get(i) ?? []).flatMap(wordsOf) : []);
    // (A list item's number is its place, which the written list gives anew: "10. x" may be item 4 now.)
    if (wordsOf(line.replace(ITEM_MARK, '')).some((w) => !has(w) && !named.has(w))) missing.push(i);
  }
  const runs: UnplacedRun[] = [];
  for (const i of missing) {
    const last = runs[runs.length - 1];
    // (Lines with only blank lines between them are one run: one paragraph or list, kept as one.)
    if (last && lines.slice(last.to, i).every((l) => !l.trim())) last.to = i + 1;
    else runs.push({ from: i, to: i + 1, text: '' });
  }
  for (const r of runs) r.text = lines.slice(r.from, r.to).join('\n');
  return runs;
}

/** A list item's mark, quotes before it included: "- ", "> 10. ", "  3) ". */
const ITEM_MARK = /^[ \t>]*(?:[-*+]|\d{1,9}[.)])[ \t]+/;
const MARKER = lazyRegExp(() => /^ {0,3}<!--\s*handoff:(?:brief|return)\b[^>]*-->\s*$/);
/** Marks that are no part of a word: markdown's, quotes, brackets, separators. */
const MARKS = lazyRegExp(() => /[^\p{L}\p{N}\p{M}]+/gu);

/** A text's words, case-folded: runs of letters and digits of two characters or more (one, in a script
 *  without spaces). Markup, punctuation and separators split them ("src/a.ts:12" is src, ts, 12). */
function wordsOf(text: string): string[] {
  // (Without the invisible characters copied text carries: "par\u2060ser" is the word "parser".)
  return withoutInvisibles(text)
    .normalize('NFKC')
    .toLowerCase()
    .split(MARKS)
    .filter((w) => w.length >= 2 || (w.length === 1 && hasCjk(w)));
}

export { UNPLACED_HEADING };

/** The names a reader consumed on lines, as its placement says ("**Why:** …" at line 3 from "Why"): not
 *  those it made up itself ("(text before the first heading)"). */
export function placementNames(placement: readonly Placement[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const p of placement) {
    if (p.from.startsWith('(')) continue;
    const list = out.get(p.line - 1);
    if (list) list.push(p.from);
    else out.set(p.line - 1, [p.from]);
  }
  return out;
}

/** Adds the source lines no place holds to a reading's kept sections, and says where they went. */
export function keepUnplaced(doc: Pick<ParsedDoc, 'blocks' | 'cuts' | 'titleLine' | 'sections'>, read: { extra: ExtraSection[]; placement: Placement[] }, placed: readonly string[], reader: ReaderNames = {}): void {
  const runs = unplacedLines(doc, placed, reader);
  if (!runs.length) return;
  read.extra.push({ heading: UNPLACED_HEADING, text: runs.map((r) => r.text).join('\n\n') });
  for (const r of runs) read.placement.push({ line: r.from + 1, from: r.to - r.from > 1 ? `(lines ${r.from + 1}-${r.to}: text placed nowhere)` : '(text placed nowhere)', to: `kept under "${UNPLACED_HEADING}"` });
  read.placement.sort((a, b) => a.line - b.line);
}
