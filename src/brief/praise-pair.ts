import { headingScore } from './headings.js';

/** A check mark or a thumb leading a heading: the praise half of a pair of sub-headings. */
export const PRAISE_MARK = /^[ \t*_]*(?:✅|✔️?|☑️?|👍|💚|🌟|✨)/u;
/** A warning, a cross, a wrench or a light leading a heading: the problems half. */
export const PROBLEM_MARK = /^[ \t*_]*(?:⚠️?|❌|❗|‼️?|🔧|🛠️?|🔴|🟠|🟡|🐛|🚨|⛔|✖️?|❎)/u;

/** The same marks closing a heading ("1.1 What is solid ✅", "1.2 Severe problems 🔴"). */
export const PRAISE_LAST = /(?:✅|✔️?|☑️?|👍|💚|🌟)[ \t*_]*$/u;
export const PROBLEM_LAST = /(?:⚠️?|❌|❗|🔧|🔴|🟠|🐛|🚨|⛔)[ \t*_]*$/u;

/** "#### Positive Aspects ✅" beside "#### Concerning Areas ⚠️", "#### ✅ Aspectos positivos" beside "#### ⚠️ Riesgos", inside
 *  one finding's section of a review: a sub-heading in praise words (prompts/headings.txt return.kept, even a loose match)
 *  and a praise mark, beside a sibling with a problem mark, is the praise half of the pair: what is good, no findings
 *  (QA 39 doc 11). Not a heading that also names findings ("### ✅ Fixed issues" stays the findings it lists). */
export function praiseHalf(heading: string, siblings: readonly { heading: string }[]): boolean {
  const lead = PRAISE_MARK.test(heading);
  if (!(lead || PRAISE_LAST.test(heading))) return false;
  if (headingScore(heading, 'return.kept') < 2 || headingScore(heading, 'return.findings') > 0) return false;
  return siblings.some((x) => x.heading !== heading && (PROBLEM_MARK.test(x.heading) || PROBLEM_LAST.test(x.heading)));
}
