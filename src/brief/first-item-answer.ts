// The one-line answer an Outcome section gives when its text is a list ("## Conclusion" / "- The flood came from a
// wrong config IP, not from code."): the first sentence of its first item. Read only where nothing states the outcome,
// so the answer a person gives with --outcome is not left empty while the section says it (QA 50 class 2c). Pure.

import type { Block } from './blocks.js';
import { oneLine } from './escape.js';
import { splitSentences } from './sentences.js';

/** The first sentence of the first item of the list the section [from, to) opens with (its first solid block), or ''.
 *  A section that opens with anything else (prose is read elsewhere; a table, a code block is no answer) gives none. */
export function firstItemAnswer(lines: readonly string[], top: readonly Block[], literal: Uint8Array, from: number, to: number): string {
  const first = top.find((b) => b.line >= from && b.token.type !== 'space');
  if (!first || first.line >= to || first.token.type !== 'list' || literal[first.line]) return '';
  const item = first.items?.[0];
  if (!item) return '';
  // (The item's own lines only, up to its first nested block: "- Cause: x" / "  - detail" gives "Cause: x".)
  const own: string[] = [];
  for (let i = item.line; i < Math.min(item.end, to); i++) {
    const l = lines[i] ?? '';
    if (i > item.line && (!l.trim() || /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]/.test(l))) break;
    own.push(i === item.line ? l.replace(/^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?/, '') : l.trim());
  }
  const text = oneLine(own.join(' ')).trim();
  return text ? (splitSentences(text)[0] ?? '') : '';
}
