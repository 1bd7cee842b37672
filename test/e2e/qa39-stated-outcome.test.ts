// QA round 39, classes 5 and 6 (outcome19), through the built CLI. Class 5: a status line whose label names the part it
// is the status of with a number ("**Phase 1 status: COMPLETE — all findings identified and fixes applied.**", "Status
// der Phase 1: abgeschlossen", "フェーズ1ステータス：完了") states the outcome, and says from which line (outcome.ts
// COMPOUND_STATUS; QA 39 doc 01). Class 6: a legend of the terms used ("Severity levels: **blocker** | **gap** | …") is
// never the one-line answer (metadata-lines.ts legendParagraph; repro F).

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff } from '../helpers/doc-world.js';
import { runCli } from '../helpers/trust-cli.js';

const w = docWorld();
const FINDINGS = '\n---\n\n## Findings\n\n### 1. Stale frontmatter in spec 01\n\nFrontmatter `status: draft` but the index declares spec 01 complete.\n\n### 2. Wrong section reference in spec 02\n\nTable §5.1 says "see section 5.3"; the override is in §5.2.\n';

describe('class 5: a status line with a qualified label states the outcome', () => {
  const h = oneHandoff(w, 'qa39 stated outcome probe');
  it.each([
    ['English, bold', '**Phase 1 status: COMPLETE — all findings identified and fixes applied (2026-04-05).**', 'answered'],
    ['German', 'Status der Phase 1: abgeschlossen — alle Korrekturen angewendet.', 'answered'],
    ['Russian', 'Статус фазы 1: завершено, все исправления внесены.', 'answered'],
    ['Japanese', 'フェーズ1ステータス：完了', 'answered'],
    ['Chinese', '阶段1状态：已完成', 'answered'],
    ['a phase still in progress', 'Phase 2 status: IN PROGRESS', 'partial'],
  ])('%s: the outcome, read from line 5', (_what, status, outcome) => {
    const r = h.returnBody(`# Spec Review Findings\n\nFindings from the design spec review.\n\n${status}\n${FINDINGS}`);
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as { outcome: string; outcomeFrom: { line: number } };
    expect([j.outcome, j.outcomeFrom.line]).toEqual([outcome, 5]);
    expect(r.stderr).toContain('read from line 5 of --body');
  });
  it.each([
    ['a status of a sub-part', 'Tests: COMPLETE'],
    ['a German sub-part', 'Tests: abgeschlossen'],
  ])('near miss, %s: asks for the outcome', (_what, line) => {
    const r = h.returnBody(`# Spec Review Findings\n\nFindings from the design spec review.\n\n${line}\n${FINDINGS}`);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('outcome');
  });
});

describe('class 6: a legend of the terms used is not the one-line answer', () => {
  const h = oneHandoff(w, 'qa39 legend probe');
  const answer = (text: string) => {
    h.record(text, '--outcome', 'partial');
    const s = runCli(['show', h.id, '--json'], w.opts());
    return (JSON.parse(s.stdout) as { returns: { answers: { answer?: string } }[] }).returns.at(-1)!.answers.answer ?? '';
  };
  it.each([
    ['English', 'Severity levels: **blocker** (contradictory/broken) | **inconsistency** | **gap** | **editorial**'],
    ['French', 'Niveaux de gravité : **bloquant**, **incohérence**, **lacune**'],
    ['Chinese', '严重程度：**阻塞**、**不一致**、**缺失**'],
    ['any label, three marked terms', 'Tags: `P0` must fix · `P1` should fix · `P2` nice to have'],
  ])('%s: no answer', (_what, legend) => {
    expect(answer(`# Spec Review Findings\n\n${legend}\n${FINDINGS}`)).toBe('');
  });
  it('near miss: a summary sentence that names terms stays the answer', () => {
    expect(answer(`# Spec Review Findings\n\nSummary: two **stale** references fixed in \`spec-01.md\` and \`spec-02.md\`.\n${FINDINGS}`)).toBe('Summary: two **stale** references fixed in `spec-01.md` and `spec-02.md`.');
  });
});
