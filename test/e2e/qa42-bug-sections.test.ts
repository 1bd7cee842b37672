// QA round 42, classes 6, 7 and 8 (docs 11, 12), through the built CLI. "## Bug: Title" over its
// part sub-headings ("### Evidence" / "### Fix Plan" / "### Verification" / "### Result") is one finding titled after the
// label, its "Status: Fixed" / "Severity: Medium" lines its own fields: the Status line is that finding's, never the
// return's outcome (asked). A test named as failing ("- **Test:** `case_ids` (FAIL)") verifies its finding; "Validation
// did not confirm that …", a sentence about the code, is no unverified mark. Near misses: a document-level "Status:
// completed" before the findings still states the outcome; "## Bugs" over "### B1 …" sub-headings stays a group.

import { describe, expect, it } from 'vitest';
import type { FindingData } from '../../src/brief/findings.js';
import { docWorld } from '../helpers/doc-world.js';
import { runCli } from '../helpers/trust-cli.js';

const w = docWorld();
function returned(text: string, ...flags: string[]): { code: number | null; stderr: string; outcomeFrom: { line: number } | null; findings: FindingData[] } {
  const n = runCli(['new', 'task', '-t', 'qa42 bug probe', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], w.opts());
  const id = (JSON.parse(n.stdout) as { id: string }).id;
  const r = runCli(['return', id, '--body', w.file('report.md', text), '--no-input', '--json', ...flags], w.opts());
  if (r.code !== 0) return { code: r.code, stderr: r.stderr, outcomeFrom: null, findings: [] };
  const j = JSON.parse(r.stdout) as { outcomeFrom: { line: number } | null };
  const p = runCli(['pull', id, '--json'], w.opts());
  const last = (JSON.parse(p.stdout) as { returns: { findings: FindingData[] }[] }).returns.at(-1)!;
  return { code: 0, stderr: r.stderr, outcomeFrom: j.outcomeFrom, findings: last.findings };
}
const brief = (f: FindingData) => [f.title, f.severity ?? null, f.verified ?? null, f.location ?? null];

const EN = '# Bug Hunt Report\n\n## Bug: Rename allows keyword targets\n\nStatus: Fixed  \nSeverity: Medium  \nArea: `src/lsp_rename.rs`\n\n### Evidence\n\n- `validate_identifier` did not reject keywords.\n\n### Root Cause\n\n- Validation logic did not confirm that the new name tokenizes as an identifier.\n\n### Fix Plan\n\n- Tokenize the new name.\n\n### Verification\n\n- Ran `cargo test`.\n\n### Result\n\nFixed.\n\n---\n\n## Bug: Contract test drifted from the CLI\n\nStatus: Fixed  \nSeverity: Low  \nArea: `tests/cli_contracts.rs`\n\n### Evidence\n\n- `doctor` is a real subcommand now.\n\n### Verification\n\n- Ran `cargo test --test cli_contracts`.\n\n### Result\n\nFixed.\n';

describe('"## Bug: X" over its parts is one finding, its Status line no outcome', () => {
  it('English: two findings, titled after "Bug:", severity and location from their fields, verified by the tests run', () => {
    const asked = returned(EN);
    expect(asked.code).not.toBe(0);
    const r = returned(EN, '--outcome', 'answered');
    expect(r.code, r.stderr).toBe(0);
    expect(r.findings.map(brief)).toEqual([
      ['Rename allows keyword targets', 'medium', true, 'src/lsp_rename.rs'],
      ['Contract test drifted from the CLI', 'low', true, 'tests/cli_contracts.rs'],
    ]);
  });
  it('near miss: a document-level "Status: completed" before the findings still states the outcome', () => {
    const r = returned(`# Bug Hunt Report\n\nStatus: completed\n\n${EN.split('\n').slice(2).join('\n')}`);
    expect(r.code, r.stderr).toBe(0);
    expect(r.outcomeFrom?.line).toBe(3);
    expect(r.findings).toHaveLength(2);
  });
  it('near miss: "## Bugs" over "### B1 …" sub-headings stays a group of findings', () => {
    const r = returned('# Report\n\nStatus: completed\n\n## Bugs\n\n### B1. Cache drops writes\n\nThe cache loses the last write.\n\n### B2. Retry loop never ends\n\nThe client retries forever.\n');
    expect(r.findings.map((f) => f.title)).toEqual(['B1. Cache drops writes', 'B2. Retry loop never ends']);
  });
});

describe('a failing test verifies its finding', () => {
  it.each([
    ['English', '(FAIL)'],
    ['German', '(schlägt fehl)'],
    ['Chinese', '（失败）'],
  ])('%s: "- **Test:** `name` %s" → verified', (_what, mark) => {
    const r = returned(`# QA findings\n\nStatus: completed\n\n## Confirmed defects\n\n### MED-1 — Case-distinct ids collide\n- **Test:** \`case_distinct_ids\` ${mark}\n- **What:** ids \`Alpha\` and \`alpha\` map to one file.\n\n### MED-2 — Unknown fields are dropped\n- **Test:** \`unknown_field_kept\` ${mark}\n- **What:** a field a human adds is dropped.\n`);
    expect(r.findings.map((f) => [f.title, f.verified ?? null])).toEqual([
      ['MED-1. Case-distinct ids collide', true],
      ['MED-2. Unknown fields are dropped', true],
    ]);
  });
  it('near miss: "`cargo build` fails with E0432" states the problem, no test run', () => {
    const r = returned('# Review\n\nStatus: completed\n\n## Findings\n\n- `cargo build` fails with E0432 on a clean checkout.\n- The cache never expires.\n');
    expect(r.findings.map((f) => f.verified ?? null)).toEqual([null, null]);
  });
});
