// Where a return states its outcome, and its one-line answer: the first paragraph of prose where the
// outcome is written. Pure.

import type { Block } from './blocks.js';
import { oneLine } from './escape.js';
import { readLines } from './finding-sections.js';
import { labelOf } from './label.js';
import { letterLines } from './findings.js';
import { normalizeHeading } from './sections.js';
import { sectionText, type ParsedDoc, type Section } from './document.js';

/**
 * The one-line answer in lines [from, to) (up to the first sub-heading): the first paragraph of prose, less
 * the lines already `used` (a stated outcome line). A quote is someone else's words, a list or a table is
 * not one line: only when there is no prose, a quote's first paragraph, without its ">" (`quoted`).
 */
export function answerIn(doc: ParsedDoc, from: number, to: number, used: Set<number>): { text: string; lines: number[]; quoted: boolean; line: number } | null {
  const lines = readLines(doc);
  let quote: Block | null = null;
  for (const b of doc.blocks.top) {
    if (b.line < from) continue;
    if (b.line >= to || b.token.type === 'heading') break;
    if (b.token.type === 'blockquote') quote ??= b;
    // A letter's greeting ("Hi Ana,") or sign-off is no answer.
    if (b.token.type !== 'paragraph' || fieldGroup(lines, b) || letterLines(lines.slice(b.line, b.end))) continue;
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

/** A paragraph of "Label: value" lines ("**File:** …", "**Issue:** …", "**Fix:** …"): a finding written as
 *  fields, never the one-line answer. */
function fieldGroup(lines: string[], b: Block): boolean {
  if (b.end - b.line < 2) return false;
  let labelled = 0;
  for (let i = b.line; i < b.end && i - b.line < 12; i++) if (labelOf(lines[i]!)) labelled++;
  return labelled >= 2;
}

export const quotedAnswer = (a: { line: number }) => `Outcome (the one-line answer, from the quote on line ${a.line} without its ">": there is no other prose)`;

/** The lines where a return may state its outcome (outcome.ts statedOutcome weighs them): a heading that
 *  names the outcome and its first lines, the text before the first heading, the title, the text above it,
 *  front matter's status key, and any paragraph's line (`labelled`: read only with a label, "Status: x"). */
export function outcomePlaces(doc: ParsedDoc, best: Map<Section, string>, outcomeSection: Section | undefined): { line: number; labelled: boolean; raw?: boolean }[] {
  const lines = readLines(doc);
  const all = doc.sections;
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
  // Last, the closing paragraph of the document, where a writer sums up ("The fix is complete and all tests pass.").
  const last = [...doc.blocks.top].reverse().find((b) => b.token.type !== 'space');
  if (last?.token.type === 'paragraph' && !doc.marker) places.push({ line: last.line, labelled: false });
  return places;
}
