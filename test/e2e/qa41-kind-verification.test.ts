// QA round 41, classes 7 and 8 (docs 10, 12), through the built CLI. A report titled as a hand-over ("Unit 1-01
// handoff") with no section of either kind, whose status line says the work was done ("Status: implemented, ready for
// …"), is a return: `return` takes it, lint lints it as one. A document-wide check ("Verification: … passed 19 tests")
// verifies the findings that state nothing of their own, but not one whose own words take it out of the check ("not
// independently rehashed": not verified) and a line that only states nothing ("Departures: none.") is no finding at all (qa41-non-findings). A group heading that
// says its findings were measured ("## Measured, not inferred") verifies each finding under it.

import { describe, expect, it } from 'vitest';
import type { FindingData } from '../../src/brief/findings.js';
import { docWorld, returnAndPull } from '../helpers/doc-world.js';
import { runCli } from '../helpers/trust-cli.js';

const w = docWorld();
const kindOf = (text: string) => (JSON.parse(runCli(['lint', '--json', w.file('lint.md', text)], w.opts()).stdout) as { kind: string }).kind;
function returned(text: string): { code: number | null; stderr: string; findings: [string, boolean | null][] } {
  const n = runCli(['new', 'task', '-t', 'qa41 kind probe', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], w.opts());
  const id = (JSON.parse(n.stdout) as { id: string }).id;
  const r = runCli(['return', id, '--body', w.file('report.md', text), '--no-input', '--json'], w.opts());
  if (r.code !== 0) return { code: r.code, stderr: r.stderr, findings: [] };
  const p = runCli(['pull', id, '--json'], w.opts());
  const last = (JSON.parse(p.stdout) as { returns: { findings: FindingData[] }[] }).returns.at(-1)!;
  return { code: 0, stderr: r.stderr, findings: last.findings.map((f) => [f.title, f.verified ?? null]) };
}

const EN = '# Unit 4 handoff\n\nStatus: implemented, ready for review; uncommitted as instructed.\n\n`merge.py` validates the row counts against the manifest and records the hashes.\n\nVerification: `pytest -q tests/test_merge.py` passed **12 tests**.\n\nThe baseline is inherited from unit 3, not independently rehashed.\n\nDepartures: none.\n';
const DE = '# Übergabe Einheit 3\n\nStatus: umgesetzt, bereit für Review; nicht committet, wie verlangt.\n\n`sync.py` prüft die Größen gegen das Manifest und schreibt die Prüfsummen.\n\nGeprüft: `pytest -q tests/test_sync.py` bestanden, **12 Tests**.\n\nDie Basislinie ist von Einheit 2 übernommen, nicht unabhängig nachgeprüft.\n\nAbweichungen: keine.\n';
const ZH = '# 单元 5 交接\n\n状态：已完成，等待执行。\n\n`merge.py` 按清单校验行数并记录哈希。\n\n验证：`pytest -q tests/test_merge.py` 通过 **12 个测试**。\n\n基线继承自单元 4，未独立验证。\n';

describe('a status report titled a hand-over is a return', () => {
  it.each([
    ['English', EN],
    ['German', DE],
    ['Chinese', ZH],
  ])('%s: lint says return, `return` takes it without --force', (_what, text) => {
    expect(kindOf(text)).toBe('return');
    const r = returned(text);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/reads as a brief/);
  });
  it.each([
    ['in progress, a Next steps list', '# Handoff\n\nStatus: in progress\n\nThe parser reads the dump; the census step is half written.\n\nNext steps:\n- finish the census step\n- run the tests\n'],
    ['done so far, a Next steps heading', '# Handoff\n\nStatus: done with phase 1.\n\nThe parser reads the dump.\n\n## Next steps\n\n- start phase 2\n'],
    ['done so far, open task boxes', '# Übergabe\n\nStatus: erledigt für Phase 1.\n\nDer Parser liest den Dump.\n\n- [ ] Phase 2 beginnen\n- [ ] Tests laufen lassen\n'],
  ])('near miss (%s): stays a brief', (_what, text) => {
    expect(kindOf(text)).toBe('brief');
  });
});

describe('a test run verifies what it tests', () => {
  it('English: the claim verified, the "not independently rehashed" paragraph not, "Departures: none." no finding', () => {
    expect(returned(EN).findings).toEqual([
      ['`merge.py` validates the row counts against the manifest and records the hashes.', true],
      ['The baseline is inherited from unit 3, not independently rehashed.', false],
    ]);
  });
  it('German and Chinese: the paragraph that was not independently checked is not verified', () => {
    const de = returned(DE).findings;
    expect(de[0]![1]).toBe(true);
    expect(de.find((f) => f[0].startsWith('Die Basislinie'))![1]).toBe(false);
    expect(de.find((f) => f[0].startsWith('Abweichungen'))).toBeUndefined();
    const zh = returned(ZH).findings;
    expect(zh[0]![1]).toBe(true);
    expect(zh.find((f) => f[0].startsWith('基线'))![1]).toBe(false);
  });
  it('near miss: findings that each say how they were verified keep it', () => {
    const text = '# Review\n\nVerification: the whole suite passed.\n\n## Findings\n\n### 1. Cache key misses the tenant\n\nVerified: reproduced with a two-tenant test.\n\n### 2. Retry loop never backs off\n\nVerified: seen in the access log.\n';
    expect(returnAndPull(w, text, 'qa41 verified probe').pulled.map((f) => f.verified)).toEqual([true, true]);
  });
});

describe('a group heading that says its findings were measured verifies them', () => {
  const doc = (group: string) => `# Service worker audit\n\n## ${group}\n\n### 1. The install prompt is ungated\n\nA curl matrix over every route shows only the prompt answers 200 without a session.\n\n### 2. The fetch has no timeout\n\nThe access log shows the request never reached nginx.\n\n## What this audit does not claim\n\nNothing about live.\n`;
  it.each([
    ['English', 'Measured, not inferred'],
    ['German', 'Gemessen, nicht vermutet'],
    ['Russian', 'Измерено, не выведено'],
  ])('%s', (_what, group) => {
    const pulled = returnAndPull(w, doc(group), 'qa41 measured probe').pulled;
    expect(pulled.filter((f) => /ungated|timeout/.test(f.title)).map((f) => f.verified)).toEqual([true, true]);
  });
  it('near miss: "Not measured" does not verify them', () => {
    const pulled = returnAndPull(w, doc('Not measured yet'), 'qa41 measured probe').pulled;
    expect(pulled.filter((f) => /ungated|timeout/.test(f.title)).map((f) => f.verified ?? null)).not.toContain(true);
  });
});
