// A result section written as status lines, each led by a pass or a problem mark ("## Result" / "✅ The feature works
// with demo tracks" / "✅ Deploy succeeded" / "❌ Real generation is not available"): the writer's own tally of what
// works. Marks, not words, so the same in every language: a pass beside a failure (a cross, a stop sign, a red light)
// is partial, and so is a pass beside a caution light whose words state a failure or a problem ("🟠 Import silently
// drops every row after 10,000"); passes only, with no section of findings beside them, answered, a caution or a
// follow-up beside them ("🟡 Follow-up: rename the old table next sprint") too. Read only where no line states the
// outcome. Pure.

import { saysFailed, saysProblem } from './problem-words.js';
import { asideLine } from './aside-label.js';
import { CAUTION_MARKS, FAILURE_MARKS, PASS_MARKS } from './state-marks.js';
import type { StatedOutcome } from './outcome.js';
import type { Section } from './document.js';

const LEAD = (marks: string) => new RegExp(`^[ \\t>]*(?:[-*+][ \\t]+|\\d{1,3}[.)][ \\t]+)?[*_]{0,2}[${marks}]`, 'u');
const PASS_LEAD = LEAD(PASS_MARKS);
const FAILURE_LEAD = LEAD(FAILURE_MARKS);
const CAUTION_LEAD = LEAD(CAUTION_MARKS);

/** A line led by a failure mark, or by a caution light over words of a failure or a problem (problem-words.ts): a
 *  yellow or orange light is a caution only when its text states nothing wrong ("🟡 Follow-up: add a metric"). */
export const problemLine = (line: string): boolean => FAILURE_LEAD.test(line) || (CAUTION_LEAD.test(line) && !asideLine(line) && (saysFailed(line) || saysProblem(line)));
const HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;

/**
 * The outcome the Outcome section's status lines state, or null: two lines at least, up to its first sub-heading,
 * every line of text led by a mark (no prose beside them: "✅ Tests pass" over a paragraph that explains is told by
 * the paragraph). `findings`: the return has sections of findings, so passes alone say nothing of them (asked).
 */
export function markedResults(lines: readonly string[], literal: ArrayLike<number | boolean>, section: Section, findings: boolean): StatedOutcome | null {
  const own: number[] = [];
  for (let i = section.start; i < section.end; i++) {
    if (HEADING.test(lines[i] ?? '')) break;
    if (literal[i] || !(lines[i] ?? '').trim()) continue;
    own.push(i);
  }
  if (own.length < 2) return null;
  const pass = own.filter((i) => PASS_LEAD.test(lines[i]!)).length;
  const problem = own.filter((i) => problemLine(lines[i]!)).length;
  const caution = own.filter((i) => CAUTION_LEAD.test(lines[i]!) && !problemLine(lines[i]!)).length;
  if (pass + problem + caution !== own.length || pass === 0) return null;
  if (problem === 0 && findings) return null;
  const first = own[0]!;
  return { outcome: problem ? 'partial' : 'answered', answer: '', line: first + 1, text: lines[first]!.trim(), exact: false };
}

/** The stated outcome, partial where it was read as answered from one of those status lines and a line beside it is
 *  led by a failure mark ("✅ The feature works with demo tracks" / … / "❌ Real generation is not available", a blank
 *  line between): the writer's tally is mixed, whatever words the pass line has. */
export function mixedTally(lines: readonly string[], literal: ArrayLike<number | boolean>, section: Section | undefined, stated: StatedOutcome): StatedOutcome {
  if (!section || stated.outcome !== 'answered' || stated.exact || stated.line - 1 < section.start || stated.line - 1 >= section.end) return stated;
  const tally = markedResults(lines, literal, section, false);
  return tally?.outcome === 'partial' && PASS_LEAD.test(lines[stated.line - 1] ?? '') ? { ...stated, outcome: 'partial' } : stated;
}
