// Bold lines a hand-written document uses as headings ("**Findings:**", "**1. Jobs run twice at DST**"):
// found once, for parseDoc, in a document the tool did not write. Pure.

import type { Blocks, Heading } from './blocks.js';
import { BRIEF_HEAD, BRIEF_TAIL, RETURN_SECTIONS } from './sections.js';
import { headingScore } from './headings.js';
import { ATTACHED_LABEL } from './findings.js';

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
export function withBoldHeadings(blocks: Blocks, hs: Heading[]): void {
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
