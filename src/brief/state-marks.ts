// The marks a writer gives a check or a finding its state by: passed, a problem, still open. One list for the block
// that states a problem or reports checks passed (problem-blocks.ts), a brief's statement of what is done
// (done-statements.ts) and a legend of the states, which states no outcome of its own ("**Status legend:** ✅ Fixed |
// ⬜ Pending", outcome.ts). Each a character class's content. Pure.

/** A check passed: "✅", "✔", "☑", "✓". */
export const PASS_MARKS = '✅✔☑✓';
/** A problem: a cross, a stop sign, a red, orange or yellow light ("⚠" too, problem-blocks.ts, though it marks no
 *  state in a legend: "⚠️ Partial — ⚠️ two tests flaky" is one status). */
export const PROBLEM_MARKS = '❌✗✘⛔🚫🔴🟠🟡';
/** A failure: a cross, a stop sign, a red light. The yellow and orange lights of PROBLEM_MARKS mark a caution or a
 *  follow-up ("🟡 Follow-up: rename the old table next sprint"), which leaves a tally of passes passed
 *  (marked-results.ts). */
export const FAILURE_MARKS = '❌✗✘⛔🚫🔴';
/** A caution or a follow-up: a yellow or an orange light. */
export const CAUTION_MARKS = '🟠🟡';
/** The marks a legend of states lists: passed, a problem, still open or waiting, and the green light beside the red. */
export const LEGEND_MARKS = `${PASS_MARKS}${PROBLEM_MARKS}⬜⏳🔲☐🟢`;
