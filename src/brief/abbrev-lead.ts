// A level's abbreviation in capitals leading a finding's title as a field of its own, between dashes ("### 1.2 — MED —
// Inconsistent import path", "MED — x", "1.3 — CRIT: y"): the writer's severity, as "### 1.1 — HIGH — …" beside it is
// (QA 45 R4/R7: doc 12's seven MED findings had no severity and "MED — " opened their titles). An abbreviation is
// read only so (capitals, then a dash or a colon, then the title) or inside an id tag (id-tags.ts): "Med: x" or "crit"
// in a sentence state nothing. The abbreviations are prompts/severities.txt's `tag` words. Pure.

import { lazyRegExp } from './lazy-regexp.js';

/** Marks, a section number and its dash, then a word in capitals and a dash or colon before the title: group 1 the word. */
const ABBREV_LEAD = lazyRegExp(() => /^[ \t>]{0,4}(?:#{1,6}[ \t]+)?(?:[-*+][ \t]+)?[*_]{0,2}(?:\d{1,3}(?:\.\d{1,3}){0,3}[.)]?[ \t]+(?:(?:[—–―:：]|-(?=[ \t]))[ \t]*)?)?[*_]{0,2}(\p{Lu}{2,6})[*_]{0,2}[ \t]*(?:[—–―:：]|--?(?=[ \t]))[ \t]*(?=[^\s—–―:：-])/u);

/** The level an abbreviation leading the line states (`abbrev`: a tag word, lower case, to its severity) and the
 *  lead to cut before the title (marks, number, word and dash), or null. */
export function abbrevLead(line: string, abbrev: (w: string) => string | undefined): { severity: string; lead: string } | null {
  if (line.length > 400) return null;
  const m = ABBREV_LEAD.exec(line);
  const severity = m ? abbrev(m[1]!.toLowerCase()) : undefined;
  return m && severity ? { severity, lead: m[0] } : null;
}
