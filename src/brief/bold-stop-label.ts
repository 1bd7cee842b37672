// A paragraph led by a bold name closed by a full stop, "**Purpose.** Queries over 2 s time out.", "**Goal.** …",
// "**Zweck.** …", "**目的。** …": the writer's label for the text after it, as "**Purpose:** …" is. Read only where
// it opens its paragraph and its words are a label's (a few words, no digits-only, no sentence of its own), so a
// bold sentence ("**This is urgent.** Please …") is no label unless its words name a brief section (the caller
// decides that by the heading table). Pure.

import type { Label } from './label.js';
import { lazyRegExp } from './lazy-regexp.js';

/** Blanks, the bold mark, a name of at most five words, its stop inside the bold, then the text. Bounded and
 *  linear: the name holds no "*", "_", stop or colon. */
const BOLD_STOP = lazyRegExp(() => /^([ \t]{0,3})(\*\*|__)([\p{L}][\p{L}\p{N}\p{M} '’&/-]{0,40}?)[ \t]*[.。．][ \t]*\2[ \t]+(?=\S)/u);

/** The label a paragraph's first line opens with in the "**Name.** text" shape, or null. */
export function boldStopLabel(line: string): Label | null {
  if (!line.startsWith('**', line.search(/\S/)) && !line.startsWith('__', line.search(/\S/))) return null;
  const m = BOLD_STOP.exec(line.length > 200 ? line.slice(0, 200) : line);
  if (!m) return null;
  const label = m[3]!.trim();
  if (!label || label.split(/\s+/).length > 5) return null;
  return { label, from: m[1]!.length, at: m[0].length, indent: 0, bullet: false, bold: true };
}
