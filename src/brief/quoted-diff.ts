// A review mail's comment quotes the lines of the diff it is about before saying anything ("In web/index.html:" /
// "> +            setTimeout(() => {" / "+                input.style.borderColor = old;" / "[nitpick] The timeout is not
// stored, …": GitHub's notification of a Copilot or a person's review, Gemini's the same): the quoted lines are the code
// under review, the comment's words after them its title. Only a quote that opens with a diff's sign or a context line's
// blank and the code's indent ("> +    x", ">     y"), and the diff lines right after it, so a quoted sentence ("> The
// cache …") or a list stays. Pure.

/** A quoted diff line: "> +" or "> -", or a context line's blank, then two blanks at least (the code's indent) before
 *  the code ("> +            setTimeout(…", ">              } catch (e) {"), or a sign alone. */
const QUOTED_DIFF = /^[ \t]{0,3}>[ \t]?(?:[+\- ][ \t]{2,}\S|[+-][ \t]*$)/;
/** A diff line right after it, outside the quote (a lazy continuation in the mail's text): "+    x", "-    y", or a
 *  context line in the code's indent ("                 console.error(…)"). */
const DIFF_LINE = /^[ \t]{0,3}(?:>[ \t]?)?(?:[+\- ][ \t]{2,}|[+-][ \t]*$)/;

/** The index of the first line after a quoted diff that starts at `k` (blank lines in it skipped); `k` when none
 *  starts there. */
export function afterQuotedDiff(lines: readonly string[], k: number): number {
  if (!QUOTED_DIFF.test(lines[k] ?? '')) return k;
  let i = k + 1;
  while (i < lines.length && (!lines[i]!.trim() || DIFF_LINE.test(lines[i]!))) i++;
  return i < lines.length ? i : k;
}
