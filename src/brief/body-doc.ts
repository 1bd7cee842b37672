// A body document (`new --body`, `return --body`, and a file `lint` reads) parsed: one reading for the three
// commands, so they agree on what it is. Apart from returns.ts (the return's answers, which reads it) so that
// reading a brief does not load the return reader (read-return.ts, findings.ts) with it: `lint` of a brief
// and `new --body` need it only for the documents that turn out to be returns or close calls
// (return-reader.ts). Pure.

import { ALL_SECTIONS, bestSectionScore, type HeadingTarget } from './sections.js';
import { asMarkdown } from './html-document.js';
import { botReviewAsMarkdown } from './bot-review.js';
import { transcriptAsMarkdown } from './transcript.js';
import { pastedTitlesAsMarkdown } from './pasted-titles.js';
import { parseDoc, type ParsedDoc } from './document.js';
import { leadLabel } from './pseudo-headings.js';
import { outcomeOfLine } from './outcome.js';
import { scanBlocks, type Blocks } from './blocks.js';
import { lazyRegExp } from './lazy-regexp.js';
import { withoutClosingTrailer, type ClosingLine } from './closing-trailer.js';
/**
 * An agent asked to "write it in the shape below" often copies the fence too, or pastes the return inside
 * a ```markdown block. When the document has no sections of its own but one fenced block that does, that
 * block is the document: the fence line and what comes before it become blank lines, so every line keeps
 * its number in the file (placement and "read from line N" count as the writer's editor does).
 */
export function unwrapFenced(text: string): string {
  if (!/^ {0,3}(?:`{3,}|~{3,})/m.test(text)) return text; // no fence at all: nothing to unwrap, no lexing
  return unwrapped(scanBlocks(text))?.text ?? text;
}

/** Text of a fenced document outside its fence ("Here is my return:", "Let me know …"), by 1-based line. */
export interface OutsideFence {
  line: number;
  text: string;
}

/** A body parsed: a fenced document's own text, and what was around its fence (kept by the caller), and its
 *  closing trailer (closing-trailer.ts: blanked in the text read, left out by the caller with a word). */
export type BodyDoc = ParsedDoc & { outsideFence: OutsideFence[]; trailer: ClosingLine[] };

function unwrapped(blocks: Blocks): { text: string; blocks: Blocks; outside: OutsideFence[] } | null {
  if (blocks.headings.some((h) => h.level >= 1)) return null;
  const lines = blocks.lines;
  const open = lines.findIndex((l, i) => blocks.literal[i] && /^ {0,3}(`{3,}|~{3,})/.test(l));
  if (open < 0) return null;
  // A fence that names markdown wraps a document; one that names a language ("```python", "```diff") is
  // code, whatever its lines look like; a bare one wraps a document only if that has "#" headings (a
  // "=======" line in a merge block or a log is no setext heading of a wrapped return).
  const info = lines[open]!.replace(/^ {0,3}(?:`{3,}|~{3,})/, '').trim().toLowerCase().split(/\s+/)[0] ?? '';
  const markdown = /^(?:markdown|md|mdx|gfm|commonmark|handoff)$/.test(info);
  if (!markdown && info) return null;
  let end = open + 1;
  while (end < lines.length && blocks.literal[end]) end++;
  // `end` is the first line after the block; its last line is the closing fence unless it was never closed.
  const closed = end - 1 > open && /^ {0,3}(`{3,}|~{3,})[ \t]*$/.test(lines[end - 1]!);
  // An unclosed fence runs to the end of the document. The lines outside it become blank, not cut, so
  // every line keeps its number in the file the writer has open (placement, "read from line N").
  const stop = closed ? end - 1 : lines.length;
  const inner = lines.map((l, i) => (i > open && i < stop ? l : '')).join('\n');
  const b = scanBlocks(inner);
  // A ```markdown fence wraps a return of any shape: with headings, or one that reads as a document
  // without them ("Done: found the cause." over a list, "**Findings:**", a "Status:" line).
  // So does one holding only prose (a plain message pasted as markdown) when it is the bulk of the body:
  // more words inside than around it ("Here is the brief:").
  if (!b.headings.length && !(markdown && (innerReads(b.lines, open + 1, stop) || words(lines, open + 1, stop) > words(lines, 0, open) + (closed ? words(lines, end, lines.length) : 0)))) return null;
  if (!markdown && !b.headings.some((h) => h.next - h.line === 1 && /^ {0,3}#/.test(b.lines[h.line] ?? ''))) return null;
  // A bare fence is code unless one of its headings names a section ("## Outcome", "## Why"; a shell
  // snippet's "# install deps" names none). And no fence wraps the document when the words around it read
  // as the document themselves ("Outcome: answered …", a "Findings:" line): then they are, and the fence
  // (a snippet, a quoted template) is their text.
  if (!markdown && !b.headings.some((h) => bestSectionScore(h.text, ALL_SECTIONS) >= 3)) return null;
  if (aroundReads(lines, open, closed ? end : lines.length)) return null;
  // The writer's words around the fence are not the return, but they are not dropped either.
  const outside: OutsideFence[] = [];
  const keep = (from: number, to: number) => {
    let a = from;
    while (a < to && !lines[a]!.trim()) a++;
    const text = lines.slice(a, to).join('\n').trim();
    if (text) outside.push({ line: a + 1, text });
  };
  keep(0, open);
  if (closed) keep(end, lines.length);
  return { text: inner, blocks: b, outside };
}

/** How many words lines [from, to) hold (runs of letters or digits; a CJK character a word). */
function words(lines: string[], from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) n += (lines[i]!.match(WORD) ?? []).length;
  return n;
}
const WORD = lazyRegExp(() => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}]+/gu);

/** The lines outside the fence [open, after): does one state an outcome ("Outcome: answered", "Status:
 *  done") or open with a label naming a section ("Findings:", "**Next steps:**")? */
function aroundReads(lines: string[], open: number, after: number): boolean {
  return lines.some((l, i) => {
    if (i >= open && i < after) return false;
    if (outcomeOfLine(l, true)) return true;
    const label = leadLabel(l.replace(/^\s*(?:[-*+]|\d{1,3}[.)])\s+/, ''));
    return label !== null && bestSectionScore(label, ALL_SECTIONS) >= 4;
  });
}

/** Lines [from, to) of a fence read as a document of their own: their first lines state an outcome
 *  ("Done: found the cause."), or some line does with a label ("Status: done"), or opens with a label or
 *  a bold line naming a section ("Findings:", "**Summary**"). */
function innerReads(lines: string[], from: number, to: number): boolean {
  let seen = 0;
  for (let i = from; i < to && i - from < 400; i++) {
    const l = lines[i]!;
    if (!l.trim()) continue;
    if (outcomeOfLine(l, seen++ >= 3)) return true;
    const label = leadLabel(l.replace(/^\s*(?:[-*+]|\d{1,3}[.)])\s+/, '')) ?? /^ {0,3}(?:\*\*|__)([^*_\n]{1,60})(?:\*\*|__)[ \t]*$/.exec(l)?.[1] ?? null;
    if (label !== null && bestSectionScore(label, ALL_SECTIONS) >= 4) return true;
    // A line that is only a section's name, perhaps dressed ("Findings", "■背景", "一、背景", "【目标】").
    if (l.length <= 40 && bestSectionScore(l.trim(), ALL_SECTIONS) >= 4) return true;
  }
  return false;
}

/**
 * A body (`return --body`, `--paste`, `new --body`, and a file `lint` reads) parsed with one lex (two for
 * a fenced document): one reading for the three commands, so they agree on what it is. A document pasted
 * inside a fence is the fenced one, unless it has sections of its own outside the fence ("**Why:** …"
 * around a ``` block holding "## Return"): then it is that document.
 */
export function parseBody(text0: string, targets?: readonly HeadingTarget[]): BodyDoc {
  // A body written in HTML ("<h2>Outcome</h2>…"), in XML-style section tags ("<findings>"), with reST
  // underlines, is read as the markdown it stands for (html-document.ts).
  // A review bot's comment (<details> blocks, banner lines) likewise (bot-review.ts).
  const md = botReviewAsMarkdown(asMarkdown(text0));
  // A return pasted from a terminal ("Findings:" over indented "  1. …" lines) as the markdown it stands for.
  // One titled by standalone emoji lines ("  ⚠️ Issues found" / "  1. Cache never expires 🔴 high"), too.
  // Its closing trailer ("End of prompt.", "Good luck!", "*Generated by …*") is no section's text: blanked before
  // anything reads the document, so no reader takes it for an item, a finding or a section (closing-trailer.ts).
  const cut = withoutClosingTrailer(transcriptAsMarkdown(md) ?? pastedTitlesAsMarkdown(md) ?? md);
  const text = cut.text;
  const blocks = scanBlocks(text);
  const inner = /^ {0,3}(?:`{3,}|~{3,})/m.test(text) ? unwrapped(blocks) : null;
  if (!inner) return { ...parseDoc(text, blocks, targets), outsideFence: [], trailer: cut.trailer };
  const outer = inner.outside.length ? parseDoc(text, blocks, targets) : null;
  if (outer?.sections.length) return { ...outer, outsideFence: [], trailer: cut.trailer };
  // A fenced document ends where its fence does: its own trailer is inside it.
  const own = withoutClosingTrailer(inner.text);
  const trailer = [...own.trailer, ...cut.trailer];
  return { ...parseDoc(own.text, own.trailer.length ? scanBlocks(own.text) : inner.blocks, targets), outsideFence: inner.outside, trailer };
}
