// QA 35 class 3, through the built CLI: a stated outcome not read, or read from the wrong line.
// - A verdict written as a constant ("`PASS_WITH_RISKS`", "`COMPLETE_WITH_RISKS`") reads as its words do, and a verdict
//   label that a word or two qualify ("Corrective tester verdict", "Closure recommendation", "Abschlussempfehlung",
//   "Recommandation de clôture", "Вердикт тестировщика", "测试结论") states the outcome when its value is an outcome
//   word; an earlier one ("Initial tester verdict: `FAIL`") is never where it is read. So does a header field list that
//   opens the first section ("## Current cycle" / "- Batch: …" / "- Corrective tester verdict: …").
// - "Status: Pushed to remote, ready for PR" (and its kin in other languages) is the work handed over: answered.
// - A status label whose value is a chain of states ("Status: `open` → `agreed` → `fixed` → `verified`") is a legend of
//   the findings' statuses, never the outcome; the quote above it ("> REVIEW phase complete (read-only). …") is read,
//   also when the document's first heading is the findings' ("# Review Findings" / "> …").

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff, outcomeReader } from '../helpers/doc-world.js';

const w = docWorld();
const { read, asks } = outcomeReader(w, 'qa35 stated outcome');
const handoff = oneHandoff(w, 'qa35 stated outcome findings');
const RISKS = '\n## Residual risks\n\n- pip-audit is unavailable locally.\n';
const FINDINGS = '\n## Findings\n\n### Cache key ignores locale\n\nThe key omits the locale.\n\n### Retry loop spins\n\nIt never backs off.\n';

describe('verdicts written as constants, after a qualified verdict label', () => {
  it('repro c: "- Corrective tester verdict: `PASS_WITH_RISKS`" / "- Closure recommendation: `COMPLETE_WITH_RISKS`": answered, from the first', () => {
    const o = read(`# QA Report\n\n- Corrective tester verdict: \`PASS_WITH_RISKS\`\n- Closure recommendation: \`COMPLETE_WITH_RISKS\`\n${RISKS}`);
    expect(o).toMatchObject({ outcome: 'answered', line: 3 });
    expect(o.text).toContain('PASS_WITH_RISKS');
  });
  it.each([
    ['- Closure recommendation: `COMPLETE_WITH_RISKS`'],
    ['- Abschlussempfehlung: erledigt'],
    ['- Recommandation de clôture : terminé'],
    ['- Вердикт тестировщика: выполнено'],
    ['- 测试结论：已完成'],
  ])('%j in the header: answered', (line) => {
    expect(read(`# QA Report\n\n${line}\n${RISKS}`)).toMatchObject({ outcome: 'answered', line: 3 });
  });
  it('a constant that says the work is under way reads as its words: "Review decision: `IN_PROGRESS`" is partial', () => {
    expect(read(`# QA Report\n\n- Review decision: \`IN_PROGRESS\`\n${RISKS}`)).toMatchObject({ outcome: 'partial', line: 3 });
  });
  it('an earlier verdict is not where the outcome is read: "Initial tester verdict: `FAIL`" above the corrective one', () => {
    expect(read(`# QA Report\n\n- Initial tester verdict: \`PASS\`\n- Corrective tester verdict: \`PARTIAL\`\n${RISKS}`)).toMatchObject({ outcome: 'partial', line: 4 });
  });
  it('a header field list opening the first section ("## Current cycle" / "- Batch: …"): read as the header, current verdict', () => {
    const doc = `# QA Report\n\nProject: SignalForge\nInitialized: 2026-07-17\n\n## Current cycle\n\n- Batch: \`PORTFOLIO-005\`\n- Initial tester verdict: \`FAIL\`\n- Corrective tester verdict: \`PASS_WITH_RISKS\`\n- Closure recommendation: \`COMPLETE_WITH_RISKS\`\n\nThe batch satisfies its criteria.\n${RISKS}`;
    expect(read(doc)).toMatchObject({ outcome: 'answered', line: 10 });
  });
  it.each([
    ['- Fix recommendation: complete rewrite of the parser'],
    ['- Initial tester verdict: `PASS_WITH_RISKS`'],
    ['- Vorheriges Urteil: erledigt'],
  ])('near-miss: %j states nothing (advice; an earlier verdict): asks', (line) => {
    asks(`# QA Report\n\n${line}\n${RISKS}`);
  });
  it('near-miss: a list of fields that is not the first thing under the title is not a header ("## Notes" after prose)', () => {
    asks(`# QA Report\n\nSome words about the run.\n\n## Current cycle\n\nThe cycle goes on.\n\n- Batch: x\n- Corrective tester verdict: \`PASS\`\n- Owner: y\n${RISKS}`);
  });
});

describe('a push or a PR opened is the work handed over', () => {
  it.each([
    ['**Status**: Pushed to remote, ready for PR'],
    ['**Estado**: subido al remoto, listo para revisión'],
    ['**状态**：已推送到远程'],
    ['**Статус**: запушено, готово к ревью'],
  ])('%j closing the return: answered', (line) => {
    const doc = `# Code Review Findings\n\n**Date**: 2026-01-01\n\n## Issues\n\n### 1. Header mismatch\n\nThe header names another file.\n\n---\n\n**Commit**: 014a090\n${line}\n`;
    expect(read(doc).outcome).toBe('answered');
  });
  it('near-miss: "Pushed the fix." alone in the findings states nothing', () => {
    asks(`# Review${FINDINGS}\nPushed the fix.\n\n### Third\n\nMore.\n`);
  });
});

describe('a chain of states is a legend of statuses, not the outcome', () => {
  it('doc 18 shape: the quote\'s "REVIEW phase complete" is read, not its "Status: `open` → … → `verified`" line', () => {
    const o = read(`# Seal Subsystem — Review Findings\n\n> REVIEW phase complete (read-only; NO code edited). One row per finding.\n> Status: \`open\` → \`agreed\` → \`fixed\` → \`verified\`. All findings below are \`open\`.\n${FINDINGS}`);
    expect(o).toMatchObject({ outcome: 'answered', line: 3 });
    expect(o.text).toContain('REVIEW phase complete');
  });
  it('repro e: the quote under a findings-named first heading is read, and is no finding', () => {
    const r = handoff.returnBody('# Review Findings\n\n> REVIEW phase complete (read-only). Status: `open` → `fixed`. All findings below are `open`.\n\n## TOP PRIORITY — P0 correctness\n\n### F-P0-1  Trace classified over the placeholder, not the genuine trace\n- (P0, open) `sealer.py:302`.\n', '--force');
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as { outcome: string; outcomeFrom: { line: number }; findings: { title: string }[] };
    expect(j).toMatchObject({ outcome: 'answered', outcomeFrom: { line: 3 } });
    expect(j.findings.map((f) => f.title).join('\n')).not.toContain('REVIEW phase');
  });
  it.each([
    ['Status: `open` → `fixed` → `verified`'],
    ['Statut : ouvert → corrigé → vérifié'],
    ['Статус: открыто → исправлено'],
    ['状态：待处理 → 已修复'],
  ])('%j alone above the findings: asks', (legend) => {
    asks(`# Review findings\n\n${legend}\n${FINDINGS}`);
  });
  it('near-miss: an arrow inside a status that says more ("Status: done — moved the cache → Redis") still answers', () => {
    expect(read(`# Review findings\n\nStatus: done — moved the cache → Redis and fixed the retries\n${FINDINGS}`)).toMatchObject({ outcome: 'answered', line: 3 });
  });
});
