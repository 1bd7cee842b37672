// A first step that says there is none ("No immediate next step - the session is complete", "None.", "N/A",
// "Keine.", "なし", "Ingen næste skridt"): no step to start with, so no first step was stated. The reader then
// takes the next source of one (the first item of what to deliver) or asks, as when none is written at all.
// The phrases are data (brief.noStep in prompts/headings.txt); a none-word alone is no-findings.ts's. Pure.

import { headingTable, toPhrase } from './headings.js';
import { noneWordOnly } from './no-findings.js';
import { opensWith } from './says-why.js';

const CLAUSE_END = /[.。!！:：;；]|\s[—–-]\s|\s[—–]|[—–]\s/u;

/** Whether what follows the none-clause gives a step after all: a command or path in a code span ("None — just run
 *  `npm test -- upload`"), or a clause opening with a step's verb ("None; run the suite first"). */
function restInstructs(rest: string): boolean {
  if (/`[^`\n]+`/.test(rest)) return true;
  const steps = headingTable().get('brief.stepVerb') ?? [];
  return rest.split(CLAUSE_END).some((c) => opensWith(c.replace(/^\s*(?:just|simply|then|first|only)\s+/iu, '').trim(), steps));
}

/** Whether a first step's text opens with a clause that says there is no step: its first clause (to a stop, a colon,
 *  a semicolon or a dash between blanks) is a none-word alone or a phrase of brief.noStep, and nothing after it is
 *  an instruction. "No tests cover the pager; add one" opens with a statement of a problem, a step. */
export function saysNoStep(text: string): boolean {
  const flat = text.replace(/[*_`]+/g, '').replace(/\s+/g, ' ').trim();
  if (!flat) return false;
  const raw = text.replace(/\s+/g, ' ').trim();
  const cut = CLAUSE_END.exec(raw);
  if (cut && restInstructs(raw.slice(cut.index + cut[0].length))) return false;
  const clause = flat.split(CLAUSE_END)[0]!.replace(/^[-*+]\s+/u, '').trim();
  if (!clause || clause.length > 80) return false;
  if (noneWordOnly(clause)) return true;
  const c = toPhrase(clause);
  return (headingTable().get('brief.noStep') ?? []).some((p) => (p.cjk || c.cjk ? p.flat !== '' && c.flat === p.flat : p.words.length > 0 && p.words.length === c.words.length && p.words.every((w, i) => c.words[i] === w)));
}
