// The top-level blocks that start in a stretch of lines, found by bisection (Blocks.top is in document order).
//
// Why: rules that look at one section's blocks filtered all of the document's blocks for every section, work
// that grows with sections times blocks (a return of 1,000 field-led entries has 1,000 sections and 4,000
// blocks). Pure.

import type { Block } from './blocks.js';

/** The index of the first block of `top` whose first line is `start` or after it (top.length when none is). */
export function firstBlockFrom(top: readonly Block[], start: number): number {
  let lo = 0;
  let hi = top.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (top[mid]!.line < start) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The blocks of `top` whose first line is in [start, end), in order. */
export function blocksIn(top: readonly Block[], start: number, end: number): Block[] {
  const out: Block[] = [];
  for (let k = firstBlockFrom(top, start); k < top.length && top[k]!.line < end; k++) out.push(top[k]!);
  return out;
}
