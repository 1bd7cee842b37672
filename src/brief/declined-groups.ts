// Findings the writer chose not to fix, for now (QA eighteenth R3): under a findings heading, a group "### Won't fix
// for this release" / "- Dark theme (low priority)" beside severity groups ("### Minor", "### High") lists problems
// found and deferred, not problems refuted. "Won't fix" is also a word of the ruled-out groups ("## Not a bug —
// won't fix", "## False positives"), so the structure decides: a group named only for declining the fix, with a
// sibling that is a severity group, holds findings (their severity from their own words: "(low priority)"). A group
// that also says refuted / false positive / by design / not a bug stays ruled out. A lone "### Won't fix" with no
// severity group beside it holds findings too, their state wontfix (state19: a person counts them so). Words are
// data: prompts/headings.txt `return.declined`. Pure.

import { escapeRegExp } from './keyed-words.js';
import { headingWords } from './headings.js';

let declined: RegExp | undefined;
const declinedWords = () =>
  (declined ??= new RegExp(
    headingWords('return.declined')
      .sort((a, b) => b.length - a.length)
      .map((w) => escapeRegExp(w).replace(/ /g, '[ \\t]+').replace(/['’]/g, "['’]?"))
      .join('|'),
    'iu',
  ));

/** A group heading that names declining the fix (return.declined), with its words for that taken out, or undefined. */
export function declinedRest(heading: string): string | undefined {
  const re = declinedWords();
  if (!re.source || !re.test(heading)) return undefined;
  return heading.replace(re, ' ');
}

/**
 * Is the group `heading` the writer's declined findings: named for declining the fix, nothing in its rest ruling the
 * items out (`ruledOut`, the reader's own test of refuted groups)? A person reviewing a return counts what the writer
 * chose not to fix as findings whose state is wontfix (finding-state.ts headingState), with a severity group beside
 * it or not ("### Parser" / "### Won't fix"; state19). `siblings` and `severity` are kept for the callers.
 */
export function declinedGroup(heading: string, _siblings: readonly string[], ruledOut: (h: string) => boolean, _severity: (h: string) => unknown): boolean {
  const rest = declinedRest(heading);
  return rest !== undefined && !ruledOut(rest);
}
