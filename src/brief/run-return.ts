// A return from an agent CLI's JSON output (agent-envelope.ts): the agent's answer read as the body it is, exactly as
// if it had been given directly, and the run around it kept: a small table of its facts under "Agent run", its other
// fields as written. A run the output says failed is not taken as a clean answer: an "answered" its text states is
// held back (the person decides, with --outcome), and the failure is in the table and on stderr. Pure.

import { compactJson } from './json-tree.js';
import { emptyReturn } from './sections.js';
import { tableCell } from './escape.js';
import { AGENT_RUN_HEADING, JSON_REST_HEADING } from './tool-sections.js';
import type { AgentRun } from './agent-envelope.js';
import type { ImportedReturn } from './returns.js';
import type { StatedOutcome } from './outcome.js';

export interface RunFacts {
  agent: string;
  /** What says the run failed, or null. */
  failure: string | null;
  /** An "answered" the answer's text stated, not taken because the run failed. */
  heldOutcome: StatedOutcome | null;
}


/**
 * The return: `inner` is the answer as read (a markdown or JSON body's reading; null when the run left no answer),
 * `innerCount` its findings. Lines of `inner` are the answer's own: its parts are placed at the line of the file the
 * answer stands on, each naming its line in the answer.
 */
export function runReturn(run: AgentRun, inner: ImportedReturn | null, innerCount: number): ImportedReturn & { findingCount: number; run: RunFacts } {
  const at = run.answerAt.line;
  const base: ImportedReturn = inner ?? { answers: emptyReturn(), given: new Set(), extra: [], placeholders: [], placement: [], outcomeFrom: null, layout: {}, reading: { type: 'return', because: 'no answer' } };
  const given = new Set(base.given);
  let outcomeFrom = base.outcomeFrom ? { ...base.outcomeFrom, line: at, text: base.outcomeFrom.text } : null;
  let heldOutcome: StatedOutcome | null = null;
  // (A failed run's text may still say "done": the output says otherwise, so neither is taken alone. A partial,
  // blocked or abandoned it states already says it is no clean answer, and stays.)
  if (run.failure && given.has('outcome') && base.answers.outcome === 'answered') {
    given.delete('outcome');
    heldOutcome = base.outcomeFrom;
    outcomeFrom = null;
  }
  const table = ['| key | value |', '|---|---|', ...run.facts.map(([k, v]) => `| ${tableCell(k)} | ${tableCell(v)} |`)].join('\n');
  const extra = [{ heading: AGENT_RUN_HEADING, text: table }, ...base.extra];
  if (run.kept) {
    const block = `\`\`\`json\n${compactJson(run.kept.node, run.kept.source, 2)}\n\`\`\``;
    // (The answer's own JSON may have kept fields too: the run's follow them, named, in the same section.)
    const mine = extra.findIndex((x) => x.heading === JSON_REST_HEADING);
    if (mine >= 0) extra[mine] = { heading: JSON_REST_HEADING, text: `${extra[mine]!.text}\n\nThe ${run.agent} run's other fields:\n\n${block}` };
    else extra.push({ heading: JSON_REST_HEADING, text: block });
  }
  const placement = [
    { line: at, from: run.answerAt.from, to: run.answer === null ? 'no answer: the output holds none' : `read as the body: ${run.agent}'s answer; the lines below name lines of the answer` },
    ...base.placement.map((p) => ({ line: at, from: `answer line ${p.line}: ${p.from}`, to: p.to })),
    ...run.read.map((r) => ({ line: r.line, from: r.from, to: `the table under "${AGENT_RUN_HEADING}"` })),
    ...(run.kept?.lines.map((k) => ({ line: k.line, from: JSON.stringify(k.key), to: `kept as written under "${JSON_REST_HEADING}"` })) ?? []),
    ...(run.leftOut ? [{ line: 1, from: `(${run.leftOut.count} other event${run.leftOut.count === 1 ? '' : 's'}: ${run.leftOut.types.slice(0, 6).join(', ')})`, to: 'left out: the transcript of the run, not its answer' }] : []),
    ...(heldOutcome ? [{ line: at, from: `answer line ${heldOutcome.line}: ${heldOutcome.text}`, to: `not read as the outcome: the run failed (${run.failure})` }] : []),
  ].sort((a, b) => a.line - b.line);
  const because = `${run.agent}'s JSON output (${run.printedBy})${run.failure ? `, a failed run (${run.failure})` : ''}: ${run.answer === null ? 'no answer in it' : `its answer read as the body, ${base.reading.because}`}`;
  return {
    ...base,
    given,
    extra,
    placement,
    outcomeFrom,
    ...(base.noFindings ? { noFindings: { ...base.noFindings, line: at } } : {}),
    ...(base.outcomeHeld ? { outcomeHeld: { ...base.outcomeHeld, outcome: { ...base.outcomeHeld.outcome, line: at }, by: { ...base.outcomeHeld.by, line: at } } } : {}),
    reading: { type: base.reading.type ?? (run.answer === null ? 'return' : null), because },
    findingCount: innerCount,
    run: { agent: run.agent, failure: run.failure, heldOutcome },
  };
}
