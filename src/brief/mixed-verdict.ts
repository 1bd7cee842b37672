// An outcome read from a line led by a pass mark, right above a line led by a problem mark in the same paragraph or
// list ("✅ The feature works with demo tracks" / "❌ Real generation is not available because of the SDK limit"):
// the writer reports what works and what does not, side by side, so the work is partly done, partial, not answered.
// A failure mark makes it so, as in a tally (marked-results.ts); a yellow or orange light does only when its text
// states a failure or a problem ("✅ Export works" / "🟠 Import silently drops every row after 10,000"): else it is a
// caution or a follow-up ("🟡 Rename the old table next sprint"), the work still done. Pure.

import { problemLine } from './marked-results.js';
import { PASS_MARKS } from './state-marks.js';
import type { StatedOutcome } from './outcome.js';

const LEAD = (marks: string) => new RegExp(`^[ \\t>]*(?:[-*+][ \\t]+|\\d{1,3}[.)][ \\t]+)?[*_]{0,2}[${marks}]`, 'u');
const PASS_LEAD = LEAD(PASS_MARKS);

/** The stated outcome, partial when its pass-marked line is followed at once by a problem-marked one. */
export function mixedVerdict(lines: readonly string[], stated: StatedOutcome): StatedOutcome {
  if (stated.outcome !== 'answered' || stated.exact) return stated;
  const at = stated.line - 1;
  const next = lines[at + 1] ?? '';
  return PASS_LEAD.test(lines[at] ?? '') && problemLine(next) ? { ...stated, outcome: 'partial' } : stated;
}
