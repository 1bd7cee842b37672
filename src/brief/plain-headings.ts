// Section names written as plain lines: Codex and chat answers head their parts with a line that is only
// the section's name ("Summary", "Findings", "Testing", "Befunde", "Next steps:"), no "#" and no bold, the
// text right below it. In a document with no "##" headings of its own, such a line is that section's
// heading, for parseDoc (document.ts) like the bold lines and labels of pseudo-headings.ts. Pure.

import type { Blocks, Heading, LineCuts } from './blocks.js';
import { ALL_SECTIONS, bestSectionScore } from './sections.js';
import { headingScore } from './headings.js';
import { lazyRegExp } from './lazy-regexp.js';
import { flatItemFields } from './field-lists.js';

/** A name: a few words, letters first, perhaps a colon (nothing else on the line). */
const NAME = lazyRegExp(() => /^[\p{L}][\p{L}\p{N}\p{M} '’&/-]{0,38}[:：]?$/u);

/**
 * Plain-line section names merged into `hs` (document order). A candidate is the first line of a
 * top-level paragraph (never code, a list item or a quote) that is a section's whole name in
 * prompts/headings.txt (a phrase, not a line that only starts with one: "Tests pass" is a sentence), with
 * text after it (the rest of its paragraph or a next block), not already a heading (a label's). Only in a
 * document with no "##" headings (one "# " title aside): one with headings heads its sections so, and a
 * line in it is its text. A name alone in its paragraph is a heading line of its own; one atop the
 * paragraph's other lines ("Summary\nI traced the 502s.") heads the section from that line, and `cuts`
 * gets the whole line (its text starts after the name), as a label's does.
 */
export function withPlainHeadings(blocks: Blocks, hs: Heading[], cuts: LineCuts): void {
  if (blocks.headings.some((h) => h.level > 1) || blocks.headings.length > 1) return;
  const { top, lines } = blocks;
  let last = top.length - 1;
  while (last >= 0 && top[last]!.token.type === 'space') last--;
  const taken = new Set(hs.map((h) => h.line));
  const found: Heading[] = [];
  const maybe: Heading[] = [];
  for (let k = 0; k < last + 1; k++) {
    const b = top[k]!;
    if (b.token.type !== 'paragraph' || taken.has(b.line) || cuts.has(b.line)) continue;
    const raw = lines[b.line]!;
    const line = raw.trim();
    // Cheap tests first: most paragraphs open with a sentence (too long, or punctuation in it).
    if (line.length > 40 || !NAME.test(line) || line.split(/\s+/).length > 4) continue;
    const alone = b.end - b.line === 1;
    // "To reproduce:" over a code block introduces that code (a finding's detail), it heads no section.
    let next = k + 1;
    while (next <= last && top[next]!.token.type === 'space') next++;
    if (alone && (k === last || top[next]?.token.type === 'code')) continue;
    if (bestSectionScore(line, ALL_SECTIONS) < 4 && headingScore(line, 'return.kept') < 4) {
      // A name the table does not know, in the same shape as the names it does ("Coverage / gaps" alone
      // over its list, beside "Summary" and "Findings"): heads its part too, once two known names show
      // that the document heads its parts so.
      if (alone && (top[next]?.token.type === 'list' || top[next]?.token.type === 'table')) maybe.push({ level: 2, text: line.replace(/[ \t]*[:：]$/, ''), line: b.line, next: b.end });
      continue;
    }
    const text = line.replace(/[ \t]*[:：]$/, '');
    if (alone) found.push({ level: 2, text, line: b.line, next: b.end });
    else {
      found.push({ level: 2, text, line: b.line, next: b.line });
      cuts.set(b.line, raw.length);
    }
  }
  if (found.length >= 2) found.push(...maybe);
  if (!found.length) return;
  // A name whose part would hold the numbered items of an audit written flat ("Scope:" over its list, then
  // "1) Cart" / "- Status: …", "2) Payments" / "- Status: …"): it names its own list, not the items below
  // it, which are the document's body as they would be without it. (A name right over the first item,
  // "Findings:" / "1) Cart", heads them.)
  const titles = [...flatItemFields(lines, top).values()].map((t) => t.line);
  const kept = titles.length ? found.filter((h) => {
    const end = Math.min(...[...hs, ...found].map((x) => x.line).filter((l) => l > h.line), lines.length);
    const first = top.find((b) => b.line >= h.next && b.token.type !== 'space');
    return titles.filter((l) => l > h.line && l < end).length < 2 || (first !== undefined && titles.includes(first.line));
  }) : found;
  if (!kept.length) return;
  const all = [...hs, ...kept].sort((a, b) => a.line - b.line);
  hs.splice(0, hs.length, ...all);
}
