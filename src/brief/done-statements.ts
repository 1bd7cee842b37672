// Whether a text states where the work stands rather than what is still to do. What to deliver and the first step are
// work still to do: a statement of state — what is implemented, passing, fixed, done ("Core UX and guardrails are
// implemented and lint-clean.", "Layout validé ✅", "- [x] Parser split", "Bug behoben", "已修复", "実装済み") — never
// fills them, and a section made only of such statements ("### Now", "## Current state", "## Estado actual") reports
// the state: the Context. Words are data in prompts/headings.txt (brief.doneClaim, brief.doneClaimNot, brief.doneNot,
// brief.deliverModal, brief.doneWhen, brief.stepVerb, brief.doneClaimTask). Pure apart from reading prompts/ once.

import { headingTable, type Phrase } from './headings.js';
import { holdsAny } from './lifted-lines.js';
import { opensWith, sentencesOf } from './says-why.js';
import { PASS_MARKS } from './state-marks.js';

const table = (key: string): readonly Phrase[] => headingTable().get(key) ?? [];

/** A done mark opening an item or closing a line: a ticked box, a check mark. */
const DONE_MARK = new RegExp(`^(?:\\[[xX]\\]|[${PASS_MARKS}])|[${PASS_MARKS}]\\uFE0F?[ \\t]*[.!]?$`, 'u');
/** The done mark opening an item, and the blanks after it. */
const LEADING_DONE = new RegExp(`^(?:\\[[xX]\\]|[${PASS_MARKS}]\\uFE0F?)[ \\t]*`, 'u');
/** A mark of work open or not done: an empty box, a cross, an hourglass, a construction sign. */
const OPEN_MARK = /\[ \]|[❌✗✘⏳⌛🔲⬜☐🚧🔜]/u;

/** Whether one sentence (a list item's text, markup aside) states something done: a done mark, or a predicate of
 *  state (brief.doneClaim) — and neither a word of what is not done yet (brief.doneNot, brief.doneClaimNot), of what
 *  must be (brief.deliverModal), of when it is done (brief.doneWhen), nor an opening verb that asks for work
 *  (brief.stepVerb, brief.doneClaimTask: "Verify the deploy works", "Vérifier que le layout est validé"). */
export function statesDone(sentence: string): boolean {
  const s = sentence.replace(/^[ \t>]*(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?/, '').replace(/[*_`]/g, '').trim();
  if (!s || OPEN_MARK.test(s)) return false;
  if (['brief.doneNot', 'brief.doneClaimNot', 'brief.deliverModal', 'brief.doneWhen'].some((k) => holdsAny(s, table(k)) !== null)) return false;
  const bare = s.replace(LEADING_DONE, '');
  if (opensWith(bare, table('brief.stepVerb')) || opensWith(bare, table('brief.doneClaimTask'))) return false;
  return DONE_MARK.test(s) || holdsAny(s, table('brief.doneClaim')) !== null;
}

/** Whether a section's text (fences and sub-headings aside: a command shown is no statement) is made of statements of state only:
 *  one at least, and every sentence states something done. */
export function onlyStatesDone(text: string): boolean {
  // (Its sub-headings are names, no statements: "## Now and later" > "### Now" is judged by what "### Now" says.)
  const prose = text.replace(/^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?^[ \t]*\1[ \t]*$/gm, '').replace(/^ {0,3}#{1,6}[ \t].*$/gm, '');
  if (/^[ \t]*\|/m.test(prose)) return false;
  const all = sentencesOf(prose);
  return all.length > 0 && all.every(statesDone);
}
