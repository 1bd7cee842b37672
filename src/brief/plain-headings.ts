// Section names written as plain lines: Codex and chat answers head their parts with a line that is only
// the section's name ("Summary", "Findings", "Testing", "Befunde", "Next steps:"), no "#" and no bold, the
// text right below it. In a document with no headings of its own, such a line is that section's heading.
// Pure: the text is given back with "## " before each such line (same lines, same numbers), for one lex.

import type { Blocks } from './blocks.js';
import { ALL_SECTIONS, bestSectionScore } from './sections.js';

/** A name: a few words, letters first, perhaps a colon (nothing else on the line). */
const NAME = /^[\p{L}][\p{L}\p{N}\p{M} '’&/-]{0,38}[:：]?$/u;

/**
 * The text with its plain-line section names made "## " headings, or null when it has none. A candidate is
 * the first line of a top-level paragraph (never code, a list item or a quote) that is a section's whole
 * name in prompts/headings.txt (a phrase, not a line that only starts with one: "Tests pass" is a sentence),
 * with text after it (the rest of its paragraph or a next block). Only in a document with no "##" headings
 * (one "# " title aside): a document with headings heads its sections so, and a line in it is its text.
 */
export function plainHeadingText(blocks: Blocks): string | null {
  if (blocks.headings.some((h) => h.level > 1) || blocks.headings.length > 1) return null;
  const { top, lines } = blocks;
  let at: number[] | null = null;
  let last = top.length - 1;
  while (last >= 0 && top[last]!.token.type === 'space') last--;
  for (let k = 0; k < last + 1; k++) {
    const b = top[k]!;
    if (b.token.type !== 'paragraph') continue;
    const line = lines[b.line]!.trim();
    // Cheap tests first: most paragraphs open with a sentence (too long, or punctuation in it).
    if (line.length > 40 || !NAME.test(line) || line.split(/\s+/).length > 4) continue;
    const more = b.end - b.line > 1 || k < last;
    if (!more || bestSectionScore(line, ALL_SECTIONS) < 4) continue;
    (at ??= []).push(b.line);
  }
  if (!at) return null;
  const out = lines.slice();
  for (const i of at) out[i] = `## ${out[i]!.trim()}`;
  return out.join('\n');
}
