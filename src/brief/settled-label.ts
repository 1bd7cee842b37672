// A line that says the list right below it is settled ("Settled and not to be reopened without a reason:",
// "Steht fest, nicht neu aufrollen:", "已确定，不再讨论：") is Already decided wherever it stands: inside
// "## Where it stands", after a sentence of status on the same line, under any heading. Found by the shape
// (the line's last clause closes on a colon, a list follows) and the words of brief.settledLabel; a clause
// that says the opposite ("Not decided yet:", "Still open, to be decided:"; brief.unsettledLabel) is no
// decision. Pure.

import { headingTable } from './headings.js';
import { holdsAny } from './lifted-lines.js';

/** The clause that closes a line on a colon (what comes after the line's last sentence end), or null. */
function closingClause(line: string): string | null {
  // (A bold label keeps its colon inside: "**Not up for debate:**".)
  const t = line.trim().replace(/(?:\*\*|__)$/, '');
  if (!/[:：]$/.test(t) || t.length > 400) return null;
  const body = t.slice(0, -1);
  let from = 0;
  for (let k = 0; k < body.length; k++) {
    const c = body[k]!;
    if (c === '。' || c === '！' || c === '？' || ((c === '.' || c === '!' || c === '?') && (body[k + 1] === ' ' || body[k + 1] === '\t'))) from = k + 1;
  }
  const clause = body.slice(from).replace(/^[\s>*_#-]+|[\s*_]+$/g, '');
  return clause ? clause : null;
}

/** The words that make a line's closing clause say "settled" (the phrase found), or null. */
export function settledLabel(line: string): string | null {
  const clause = closingClause(line);
  if (!clause) return null;
  const table = headingTable();
  const settled = table.get('brief.settledLabel') ?? [];
  if (!settled.length) return null;
  const hit = holdsAny(clause, settled);
  if (!hit) return null;
  return holdsAny(clause, table.get('brief.unsettledLabel') ?? []) ? null : hit;
}
