// A return's checklist of fixes, every box ticked and the fixes marked done ("## Required fixes" / "1. [x] Fix
// tests/test_ksi.py: rename the test ✅ FIXED", "- [x] Cache-Schlüssel korrigiert ✅ behoben"): the work asked for is
// done, as a status would say: answered. A list with a box still open ("- [ ] …" beside ticked ones) states no
// outcome (the writer says partial in words, or the tool asks). The fixed words are finding-state.ts's (data:
// prompts/outcomes.txt `count done:`). Pure.

import { closingState } from './finding-state.js';

const BOX = /^[ \t]{0,8}(?:[-*+]|\d{1,3}[.)])[ \t]+\[([ xX✓])\][ \t]+(\S[^\n]*)$/u;

/** The line (1-based) of the first box when every task box of the document (outside code) is ticked and every
 *  ticked item closes with a mark of a fix done ("✅ FIXED", "✅ behoben", "✅ 已修复"); else null. */
export function tickedFixes(lines: readonly string[], literal: ArrayLike<number | boolean>): number | null {
  let first = -1;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (literal[i] || !l.includes('[')) continue;
    const m = BOX.exec(l);
    if (!m) continue;
    if (m[1] === ' ' || closingState(m[2]!) !== 'fixed') return null;
    if (first < 0) first = i;
  }
  return first < 0 ? null : first + 1;
}
