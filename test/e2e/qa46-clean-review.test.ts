// A review that found nothing is recorded as such from its own words, through the built CLI (QA 46 R8, R5): a
// summary that says every check passed states the outcome and zero findings, a findings table whose every row is a
// passed check is kept whole (header, rule row and rows) beside the findings, "None." with how the reviewer knows is
// no finding, and a test fixture's stand-in credential quoted as evidence is not redacted.

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff, sectionOf, type ReturnJson } from '../helpers/doc-world.js';
import { runCli } from '../helpers/trust-cli.js';

const w = docWorld();
const handoff = oneHandoff(w, 'clean review');
type NoneJson = ReturnJson & { noFindings?: { line: number; text: string }; redactions: unknown[] };

function record(text: string): { j: NoneJson; md: string; stderr: string } {
  const r = handoff.record(text, '--force');
  return { ...r, j: r.j as NoneJson };
}
const pulledLast = () => {
  const p = runCli(['pull', handoff.id, '--json'], w.opts());
  expect(p.code, p.stderr).toBe(0);
  return (JSON.parse(p.stdout) as { returns: { outcome: string; findings: unknown[] }[] }).returns.at(-1)!;
};

const PASS_TABLE = [
  '| Item | Status | Description |',
  '| ---- | ------ | ----------- |',
  '| A    | PASS   | Kill switch fail-closed |',
  '| B    | PASS   | Log cleanup days validation |',
];

describe('an all-pass review: outcome and zero findings from its own words', () => {
  it.each([
    ['All 7 fixes verified **PASS**.'],
    ['Every fix was re-run and passes.'],
    ['Alle 7 Korrekturen bestanden. Alle Tests laufen durch.'],
  ])('summary "%s" over a table of passed checks: exit 0 without --outcome, answered, no finding, the table kept whole', (summary) => {
    const { j, md, stderr } = record(['# Codex Review Report', '', '## Summary', '', summary, '', '## Findings', '', ...PASS_TABLE, ''].join('\n'));
    expect(j.outcome).toBe('answered');
    expect(j.findings).toEqual([]);
    expect(j.noFindings?.line).toBe(5);
    expect(stderr).toMatch(/outcome: answered, read from line 5/);
    // (The rows set aside are still a table under their header, not loose rows and a header elsewhere.)
    expect(md).toContain(PASS_TABLE.join('\n'));
    const pulled = pulledLast();
    expect(pulled.outcome).toBe('answered');
    expect(pulled.findings).toEqual([]);
  });

  it('a table of passed checks beside a failed one: the failed row is the finding, the passed rows stay a table', () => {
    const { j, md } = record(['## Outcome', '', 'partial — one check fails', '', '## Findings', '', ...PASS_TABLE, '| C    | FAIL   | Retry never backs off |', ''].join('\n'));
    expect(j.findings).toHaveLength(1);
    expect(j.findings[0]!.title).toMatch(/Retry never backs off|^C$/);
    expect(md).toContain(PASS_TABLE.join('\n'));
  });
});

describe('"None." and how the reviewer knows: zero findings', () => {
  it.each([
    ['None. Every fix was re-run and passes.'],
    ['None — all 7 fixes verified PASS.'],
    ['Aucun. Tous les tests passent.'],
    ['Нет. Все тесты проходят.'],
    ['无。所有测试均通过。'],
  ])('%s', (body) => {
    const { j } = record(`# Review\n\n## Outcome\n\nanswered — no problem found\n\n## Findings\n\n${body}\n`);
    expect(j.findings).toEqual([]);
    expect(j.noFindings?.line).toBe(9);
  });
  it.each([['All tests pass except the pager one.'], ['None. All requests fail.'], ['Tous les tests passent sauf un.']])('"%s" states a problem: a finding', (body) => {
    const { j } = record(`# Review\n\n## Outcome\n\nanswered — one problem\n\n## Findings\n\n${body}\n`);
    expect(j.findings).toHaveLength(1);
    expect(j.noFindings).toBeUndefined();
  });
});

describe("a test fixture's stand-in credential quoted as evidence", () => {
  it('is kept in the return and lint passes it', () => {
    const line = '- **Duplicate test** — same fixture as the push test: token `"token123"`, `config remote.origin.url` returns `"https://oauth2:token123@github.com/owner/repo.git"`.';
    const { j, md } = record(`## Outcome\n\nanswered — one duplicate test\n\n## Findings\n\n${line}\n- **Redundant check** — same token value \`"token"\` vs. here \`"token123"\`.\n`);
    expect(j.redactions).toEqual([]);
    expect(sectionOf(md, 'Non-obvious findings')).toContain('https://oauth2:token123@github.com/owner/repo.git');
    expect(md).toContain('vs. here `"token123"`');
    const lint = runCli(['lint', j.file, '--json'], w.opts());
    expect(lint.code, lint.stdout).toBe(0);
  });
  it('a real-looking credential in the same place is still redacted', () => {
    const secret = ['Zq9xK', 'v7Lp2', 'Wm4Rt'].join('');
    const { j, md } = record(`## Outcome\n\nanswered — leak\n\n## Findings\n\n- the remote URL embeds a token: \`https://oauth2:${secret}@github.com/owner/repo.git\`\n`);
    expect(j.redactions).not.toEqual([]);
    expect(md).not.toContain(secret);
  });
});
