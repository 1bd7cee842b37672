// What stands beside the findings and holds none (a plan's table, a re-audit's status table, lessons learned), read
// through the built CLI: the findings only, every line of the rest written in the return under its own heading,
// and placement saying where each source section went and why (QA extras4). Synthetic documents.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { docWorld, type ReturnJson } from '../helpers/doc-world.js';

const w = docWorld();

function record(text: string): { j: ReturnJson; md: string } {
  const n = runCli(['new', 'task', '-t', 'beside probe', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], w.opts());
  expect(n.code, n.stderr).toBe(0);
  const id = (JSON.parse(n.stdout) as { id: string }).id;
  const r = runCli(['return', id, '--body', w.file('return.md', text), '--no-input', '--json'], w.opts());
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as ReturnJson;
  return { j, md: readFileSync(j.file, 'utf8') };
}

describe('sections beside the findings are kept, and placement says why', () => {
  it('a plan\'s table, a re-audit\'s status table and key learnings after the findings', () => {
    const body = [
      '## Outcome', 'partial — two new problems; earlier ones mostly fixed.', '',
      '## Findings', '- Refunds skip the ledger [verified: test]', '- Invoice numbers can repeat [unverified]', '',
      '## Re-audit of earlier findings', '| ID | Finding | Status |', '|---|---|---|', '| F1 | Tax rounded per line | Fixed |', '| F2 | Currency missing on export | Still open |', '',
      '## Follow-up', '| Step | Priority | Effort | Done |', '|---|---|---|---|', '| Write the ledger row on refund | High | 2d | no |', '| Lock the invoice counter | Medium | 1d | no |', '',
      '## Key learnings', '- The ledger is written in three places', '- The counter is read before the lock', '',
    ].join('\n');
    const { j, md } = record(body);
    expect(j.findings.map((f) => f.title)).toEqual(['Refunds skip the ledger', 'Invoice numbers can repeat']);
    for (const text of ['Currency missing on export', 'Lock the invoice counter', 'The counter is read before the lock']) expect(md).toContain(text);
    const to = (line: number) => j.placement.find((p) => p.line === line)?.to;
    expect(to(8)).toBe('kept as its own section: the state of earlier findings, no new ones');
    expect(to(14)).toBe("kept as its own section: a plan's table (work to do), not findings");
    expect(to(20)).toBe('kept as its own section: lessons learned beside the findings, not findings');
  });
});
