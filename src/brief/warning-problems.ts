// A section headed by a warning sign ("## ⚠️ Problems found", "## ⚠️ Was nicht geht", "## 🚨 Heads-up") over lines
// marked with a cross ("❌ logout keeps the cookie"): the writer's problems, whatever words the heading has beside
// the sign. Beside it, a long list of ✅/❌ lines ("## Side by side") compares or logs what was tried: the problems
// are those the warning heading lists again, not every cross of the comparison; and a ✅ line under the warning
// heading is a pass, kept, no finding (the findings reader's status marks). Pure.

/** A heading led by a warning sign, perhaps after its number ("3. ⚠️ Problems"). */
const WARNING_LEAD = /^[ \t]*(?:\d{1,3}(?:\.\d{1,3})*[.)]?[ \t]+)?(?:⚠|🚨|❗|‼)/u;
/** A line, or a list item, opened by a cross. */
const CROSS_LINE = /^[ \t]{0,3}(?:>[ \t]?)?(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?(?:\*\*|__)?(?:❌|✗|✘|❎)/u;
const FENCE = /^[ \t]{0,3}(?:```|~~~)/;

/** Whether a section headed `heading`, its body `lines[start, end)`, is a warning-led section of crossed lines. */
export function warningProblems(heading: string, lines: readonly string[], start: number, end: number): boolean {
  if (!WARNING_LEAD.test(heading)) return false;
  let fenced = false;
  for (let i = start; i < end; i++) {
    const l = lines[i] ?? '';
    if (FENCE.test(l)) fenced = !fenced;
    else if (!fenced && CROSS_LINE.test(l)) return true;
  }
  return false;
}
