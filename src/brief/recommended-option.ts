// Options offered as the next work, one of them marked as the writer's pick ("### Option 2: Stage 3 — completes the
// core loop ⭐", "→ about 4–5 days, **recommended!**", "**추천!**", "(empfohlen)"): the marked option is where to
// start, the others stay in what to deliver as the alternatives. The words are data: prompts/headings.txt
// brief.recommendMark. Pure.

import type { ParsedDoc, Section } from './document.js';
import { headingTable } from './headings.js';
import { holdsAny } from './lifted-lines.js';
import { nestedIn } from './section-body.js';

/** A star mark the writer puts on a pick. */
const STAR = /[⭐🌟★]/u;

/** Whether a text marks a pick: a star, or a word of brief.recommendMark (whole, or in bold in the option's text). */
function marks(heading: string, own: string): boolean {
  const words = headingTable().get('brief.recommendMark') ?? [];
  if (STAR.test(heading) || holdsAny(heading, words) !== null) return true;
  return [...own.matchAll(/\*\*([^*\n]{1,40})\*\*/gu)].some((m) => holdsAny(m[1]!, words) !== null);
}

/** The one sub-section of `x` (its options, two or more at one level) marked as the pick; null when none or more
 *  than one is. */
export function recommendedPart(doc: ParsedDoc, x: Section): Section | null {
  const kids = doc.sections.filter((y) => y.level > x.level && nestedIn(y, x));
  if (kids.length < 2) return null;
  const level = Math.min(...kids.map((y) => y.level));
  const options = kids.filter((y) => y.level === level);
  if (options.length < 2) return null;
  const own = (y: Section) => {
    const below = doc.sections.find((z) => z.line > y.line && z.level > y.level && z.start < y.end);
    return doc.blocks.lines.slice(y.start, below ? below.line - 1 : y.end).join('\n');
  };
  const picked = options.filter((y) => marks(y.heading, own(y)));
  return picked.length === 1 ? picked[0]! : null;
}
