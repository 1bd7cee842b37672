// Questions still open that block the work ("## Blocking Questions for You" / "1. Which test framework?"): a return
// that ends on them has not answered its brief, whatever a status line says about the branch ("**Status**: Pushed to
// remote, ready for PR" tells where the code is, not that the question is answered; QA 44 class 9). The writer's own
// outcome word ("answered — x") still wins: only a status read from other words gives way.
//
// Words are data: prompts/outcomes.txt (`blocking questions:`). Pure apart from reading the prompt once.

import { readPrompt } from '../paths.js';
import { hasCjk, holdsListedPhrase, keyedLists } from './keyed-words.js';
import { noneWordOnly } from './no-findings.js';

let words: Record<'blocking questions' | 'not blocking', string[]> | undefined;
const lists = () => (words ??= keyedLists(readPrompt('outcomes.txt'), ['blocking questions', 'not blocking'] as const));

/** Does the heading hold one of `ws` (whole words; Chinese and Japanese where they stand; a hyphen as a blank)? */
function holds(heading: string, ws: readonly string[]): boolean {
  const h = heading.toLowerCase();
  return ws.some((w) => hasCjk(w) && h.includes(w)) || holdsListedPhrase(heading.replace(/-/g, ' '), ws.filter((w) => !hasCjk(w)).map((w) => w.replace(/-/g, ' ')));
}

/** A heading that names its questions as blocking ("Blocking Questions for You", "Offene Blocker-Fragen", "阻塞问题"),
 *  not one that says they do not block ("Design Questions (Not blockers, for discussion)"). */
export function namesBlockingQuestions(heading: string): boolean {
  const l = lists();
  return holds(heading, l['blocking questions']) && !holds(heading, l['not blocking']);
}

/** The items a question section lists that are still open: its top-level list items and lines that ask ("…?"), a
 *  body that only says there are none ("None.", "- n/a") aside; an item's own sub-items (its options) are its text. */
export function openItems(body: string): string[] {
  if (noneWordOnly(body)) return [];
  const out: string[] = [];
  for (const l of body.split('\n')) {
    if (/^[ \t]/.test(l)) continue;
    const t = l.trim();
    const item = /^(?:[-*+]|\d{1,3}[.)])[ \t]+(.+)$/u.exec(t);
    if (item && !/^(?:[-*+]|\d{1,3}[.)])[ \t]+\[[xX]\]/u.test(t) && !noneWordOnly(item[1]!)) out.push(item[1]!);
    else if (!item && /[?？]\s*$/u.test(t)) out.push(t);
  }
  return out;
}

/** The first section of `sections` (heading, 1-based line, body) that names blocking questions and lists one open at
 *  least; undefined when none does. */
export function openBlockers<S extends { heading: string; line: number; raw: string }>(sections: readonly S[]): S | undefined {
  return sections.find((s) => namesBlockingQuestions(s.heading) && openItems(s.raw).length > 0);
}
