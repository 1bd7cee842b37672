// A list of priorities as the brief's next steps ("## Priorities" / "1. … 2. …", "## Prioritäten", "## Приоритеты",
// "## 优先级"): a ranked list of what to do, its item 1 the first step, when the brief has no other section of next
// steps. Beside one ("## Next steps"), a heading that is only the word "Priorities" ranks principles as often as
// work ("1. Correctness over speed"): it stays the Context, and the next steps say where to start. A heading that
// names the one thing that comes first ("## Top priority — user tests", brief.priority) is not such a list (brief-
// assignment.ts priorityFirst reads it). The words are data (prompts/headings.txt brief.priorityList). Pure.

import type { ParsedDoc, Section } from './document.js';
import { headingScore, holdsKeyPhrase, toPhrase } from './headings.js';

/** A heading that is a word for priorities and nothing more ("Priorities", "🎯 Prioritäten", "3. 优先级"). */
export const namesPriorityList = (heading: string): boolean => headingScore(heading, 'brief.priorityList') >= 4;

/** Whether the section's own text, after any lead paragraph, is a list of two items or more (numbered, a ranking,
 *  as a rule; bullets under such a heading are ranked by their order too). */
export function listsItems(doc: ParsedDoc, s: Section): boolean {
  for (const b of doc.blocks.top) {
    if (b.line < s.start || b.token.type === 'space' || b.token.type === 'paragraph') continue;
    if (b.line >= s.end || b.token.type === 'heading') return false;
    return b.token.type === 'list' && (b.items?.length ?? 0) >= 2;
  }
  return false;
}

/** A heading that holds a word for priority among others ("次回以降の優先候補", "Prioritized follow-ups", "后续优先事项"). */
function holdsPriority(heading: string): boolean {
  const h = toPhrase(heading);
  return holdsKeyPhrase(h, 'brief.priority') || holdsKeyPhrase(h, 'brief.priorityList');
}

/** Whether the section's own text, after any lead paragraph, is a numbered list of two items or more: a ranking
 *  by its form, where bullets are only a set. */
function ranksItems(doc: ParsedDoc, s: Section): boolean {
  if (!listsItems(doc, s)) return false;
  const b = doc.blocks.top.find((x) => x.line >= s.start && x.line < s.end && x.token.type === 'list');
  return b !== undefined && (b.token as { ordered?: boolean }).ordered === true;
}

/** The section of a document that is a list of priorities standing for its next steps, or undefined: the first
 *  headed so over a list, when no section (`nextSteps`) names the next steps. A heading that only holds a word
 *  for priority among others ("## 次回以降の優先候補": priority candidates from next time on) is one over a
 *  numbered list only, the ranking its form states. */
export function priorityListSection(doc: ParsedDoc, nextSteps: boolean, usable: (s: Section) => boolean): Section | undefined {
  if (nextSteps) return undefined;
  return doc.sections.find((s) => s.level > 0 && usable(s) && ((namesPriorityList(s.heading) && listsItems(doc, s)) || (holdsPriority(s.heading) && ranksItems(doc, s))));
}
