// An agent's own summary of a long session, saved for the next one: Claude Code's compaction ("1. Primary Request
// and Intent:" … "9. Optional Next Step:"), Gemini CLI's state snapshot ("overall goal", "task state"), Cline's
// condensed context ("Current Work", "Pending Tasks and Next Steps"). Such a summary has no title of its own: the
// prompt that shapes it asks for none. Its goal's first sentence names the work, as a person titling it would
// take it. The part names that tell such a summary are data (prompts/headings.txt: brief.agentSummary). Pure.

import { unemphasised } from './emphasis.js';
import { headingScore } from './headings.js';

/** Whether headings (the document's and the labels read as sections) name two or more different parts of an
 *  agent's session summary. */
export function isSessionSummary(headings: Iterable<string>): boolean {
  const seen = new Set<string>();
  for (const h of headings) {
    const key = h.trim().toLowerCase();
    if (key && key.length <= 60 && headingScore(h, 'brief.agentSummary') >= 4) seen.add(key);
    if (seen.size >= 2) return true;
  }
  return false;
}

/** The first sentence of a summary's goal as its title, cut at a word near 80 characters ("…" says so); undefined when
 *  the goal opens with no words (a list of files, a code block). */
export function summaryTitle(goal: string): string | undefined {
  // (Marks off as emphasis.ts reads them: "`load_users()`" keeps its underscore.)
  const first = unemphasised(goal.trim().split('\n')[0]!.replace(/^[-*+>]\s+|^\d+[.)]\s+/, '')).trim();
  const end = /[.。!?！？;；](?:\s|$)/u.exec(first);
  const sentence = (end ? first.slice(0, end.index) : first).trim();
  if (!/^\p{L}/u.test(sentence)) return undefined;
  const title = sentence.charAt(0).toLocaleUpperCase() + sentence.slice(1);
  if ([...title].length <= 80) return title;
  const cut = title.slice(0, 80);
  const space = cut.lastIndexOf(' ');
  return `${(space > 40 ? cut.slice(0, space) : cut).replace(/[\s,;:—–-]+$/u, '')}…`;
}
