// A first step that says there is none ("No immediate next step - the session is complete", "None.", "N/A",
// "Keine.", "なし", "Ingen næste skridt"): no step to start with, so no first step was stated. The reader then
// takes the next source of one (the first item of what to deliver) or asks, as when none is written at all.
// The phrases are data (brief.noStep in prompts/headings.txt); a none-word alone is no-findings.ts's. Pure.

import { headingTable, toPhrase } from './headings.js';
import { noneWordOnly } from './no-findings.js';

/** Whether a first step's text opens with a clause that says there is no step: its first clause (to a stop, a colon,
 *  a semicolon or a dash between blanks) is a none-word alone or a phrase of brief.noStep. "No tests cover the pager;
 *  add one" opens with a statement of a problem, a step. */
export function saysNoStep(text: string): boolean {
  const flat = text.replace(/[*_`]+/g, '').replace(/\s+/g, ' ').trim();
  if (!flat) return false;
  const clause = flat.split(/[.。!！:：;；]|\s[—–-]\s|\s[—–]|[—–]\s/u)[0]!.replace(/^[-*+]\s+/u, '').trim();
  if (!clause || clause.length > 80) return false;
  if (noneWordOnly(clause)) return true;
  const c = toPhrase(clause);
  return (headingTable().get('brief.noStep') ?? []).some((p) => (p.cjk || c.cjk ? p.flat !== '' && c.flat === p.flat : p.words.length > 0 && p.words.length === c.words.length && p.words.every((w, i) => c.words[i] === w)));
}
