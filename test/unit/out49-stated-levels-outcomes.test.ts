// QA 48 R4, R3b, R3: what the writer stated is read, as a person reads it. Synthetic documents and variants only
// (other words, other languages, other nesting), none of QA 48's own sentences.
// - R4: a level standing alone as a segment of a finding's title (after its id or counter, before a dash or colon),
//   or as the first segment of a level label's value, is the finding's severity (segment-level.ts); a level word
//   inside a longer segment is none. The title is kept as written.
// - R3b: a line whose label names a measure (risk, coverage, confidence, complexity) states no outcome, even as the first
//   line of a verdict section (measure-label.ts).
// - R3: a label of the writer's own in the head whose value opens with a status word or verdict states the outcome.

import { describe, expect, it } from 'vitest';
import { findingData, headingSeverity } from '../../src/brief/findings.js';
import { labelSegmentLevel, titleSegmentLevel } from '../../src/brief/segment-level.js';
import { measureLabel, measureLine } from '../../src/brief/measure-label.js';
import { readReturn } from '../helpers/read-return.js';

describe('a level as a segment of its own in the title (R4)', () => {
  it.each([
    ['### R1. CRITICAL — Parallel file edits will cause merge hell', 'critical'],
    ['R6. MEDIUM — Workstream B has unclear value', 'medium'],
    ['Issue 3: HIGH — token kept in the log', 'high'],
    ['F-02 | Low | stale cache entry', 'low'],
    ['#4 — Minor: typo in the banner', 'minor'],
    ['Risiko 2. HOCH — Schreibzugriffe ohne Sperre', 'high'],
    ['Problème 5 : MAJEUR — la file ne se vide pas', 'major'],
    ['Riesgo 1. ALTO — sin copia de seguridad', 'high'],
    ['Риск 3. СРЕДНИЙ — нет повторов', 'medium'],
    ['问题 1: 严重 — 拆分不完整', 'critical'],
    ['2.1 High priority — retry storm', 'high'],
  ])('%j -> %s', (title, level) => {
    expect(titleSegmentLevel(title, headingSeverity)).toBe(level);
    const d = findingData(`${title}\nSome words about it.`);
    expect(d.severity).toBe(level);
    // The title keeps the finding's words (the level may stay in it).
    expect(d.title).toContain(title.split(/ [—|] |: /).pop()!);
  });
  it.each([
    ['R2. High memory use on start — after the upgrade'],
    ['3. Critical path analysis: the build'],
    ['R1. CRITICAL'],
    ['Low-hanging fruit — cache headers'],
    ['Issue 4: Low latency paths regress — p99'],
  ])('near-miss %j: no level from the title', (title) => {
    expect(titleSegmentLevel(title, headingSeverity)).toBeUndefined();
  });
});

describe('a level as the value of a level label (R4)', () => {
  const labels = new Set(['评价', 'bewertung', 'évaluation', 'оценка', 'severity', 'gravità', 'valoración']);
  it.each([
    ['**评价**: ⚠️ **中等问题** - 需要澄清文件状态', 'medium'],
    ['**评价**：🔴 **严重问题**', 'critical'],
    ['**Bewertung:** mittel — später angehen', 'medium'],
    ['- **Évaluation :** majeure (à corriger avant la mise en production)', 'major'],
    ['**Оценка:** высокая, блокирует релиз', 'high'],
    ['**Valoración:** baja', 'low'],
    ['Severity: High priority — fix first', 'high'],
  ])('%j -> %s', (line, level) => {
    expect(labelSegmentLevel(line, labels, headingSeverity)).toBe(level);
  });
  it.each([['**Bewertung:** gut gelöst, aber langsam'], ['**评价**: 拆分合理'], ['**Confidence:** high'], ['**Scope:** low-level I/O']])('near-miss %j: no level', (line) => {
    expect(labelSegmentLevel(line, labels, headingSeverity)).toBeUndefined();
  });
  it("a finding's body line under a heading that states none gives the level, in the issue's languages", () => {
    expect(findingData('问题 2: 文件路径混淆 ⚠️\n\n**评价**: ⚠️ **中等问题** - 需要澄清文件状态').severity).toBe('medium');
    expect(findingData('Befund 2: Pfade verwechselt\n\n**Bewertung:** mittel — später').severity).toBe('medium');
    expect(findingData('Constat 2 : chemins confondus\n\n**Évaluation :** mineure').severity).toBe('minor');
    expect(findingData('Hallazgo 2: rutas mezcladas\n\n**Valoración:** alta').severity).toBe('high');
    expect(findingData('Находка 2: пути перепутаны\n\n**Оценка:** низкая').severity).toBe('low');
    expect(findingData('Finding 2: paths mixed up\n\n**Confidence:** high').severity).toBeUndefined();
    // Below the finding's other fields and a code block: where the writer closes it with the evaluation.
    expect(findingData('问题 2: 文件路径混淆\n\n**现象**: 路径不一致\n\n```\nD a/b.cs\n**评价**: 严重\n```\n\n**问题**: 可能误删\n\n**评价**: ⚠️ **中等问题** - 需要澄清').severity).toBe('medium');
    expect(findingData('Befund 3: Cache\n\n**Symptom:** langsam\n\n```\n**Bewertung:** hoch\n```\n').severity).toBeUndefined();
  });
  it('in a whole return: the title segment and the body label, nested under a group that states none', () => {
    const md = '# Architecture review\n\n**Verdict:** needs revision.\n\n## Risks\n\n### Group A\n\n#### R1. CRITICAL — Parallel edits collide\nTwo leads edit one file.\n\n#### R2. LOW — Naming drift\nNames differ.\n\n#### R3. Cache warm-up\n\n**Assessment:** medium - slow first page\n';
    const { f } = readReturn(md);
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['R1. CRITICAL — Parallel edits collide', 'critical'],
      ['R2. LOW — Naming drift', 'low'],
      ['R3. Cache warm-up', 'medium'],
    ]);
  });
});

describe('a measure states no outcome (R3b)', () => {
  it.each([['Risk'], ['Risk level'], ['Livello di Rischio'], ['Niveau de risque'], ['Nivel de riesgo'], ['Уровень риска'], ['Risiko'], ['风险等级'], ['リスクレベル'], ['Residual risk'], ['Test coverage'], ['Confidence'], ['Complexity']])('%j is a measure', (label) => {
    expect(measureLabel(label)).toBe(true);
  });
  it.each([['Quality gate'], ['Risk review'], ['Status'], ['Verdict'], ['Review result'], ['评审结果'], ['Convergence']])('%j is no measure', (label) => {
    expect(measureLabel(label)).toBe(false);
  });
  it('a measure line, bold or in a two-cell row', () => {
    expect(measureLine('**Livello di Rischio: MEDIO-ALTO** ⚠️')).toBe(true);
    expect(measureLine('| Risk | medium |')).toBe(true);
    expect(measureLine('**Quality gate:** passed')).toBe(false);
  });
  const outcomeOf = (md: string) => {
    const { r } = readReturn(md);
    return r.outcomeFrom ? [r.answers.outcome, r.outcomeFrom.line] : null;
  };
  const FINDINGS = '\n## Analysis\n\n### Problem #1: no disk check before format\n**File:** `format.ps1`\n**Severity:** critical\n';
  it("a risk level as the verdict section's first line is no outcome (it, en, de, fr, zh)", () => {
    expect(outcomeOf(`# Code review\n\n## 1. VERDETTO GENERALE\n\n**Livello di Rischio: MEDIO-ALTO** ⚠️\n${FINDINGS}`)).toBeNull();
    expect(outcomeOf(`# Code review\n\n## Overall verdict\n\n**Risk level:** medium-high\n${FINDINGS}`)).toBeNull();
    expect(outcomeOf(`# Code-Review\n\n## Gesamturteil\n\n**Risiko:** mittel\n${FINDINGS}`)).toBeNull();
    expect(outcomeOf(`# Revue de code\n\n## Verdict\n\n**Niveau de risque :** moyen\n${FINDINGS}`)).toBeNull();
    expect(outcomeOf(`# 代码审查\n\n## 总体结论\n\n**风险等级**：中\n${FINDINGS}`)).toBeNull();
  });
  it('a stated verdict beside the measure is still read', () => {
    expect(outcomeOf(`# Code review\n\n## Overall verdict\n\n**Risk level:** medium\n\n**Verdict:** approved with changes\n${FINDINGS}`)).toEqual(['answered', 7]);
  });
});

describe("a status under a label of the writer's own in the head (R3)", () => {
  const outcomeOf = (head: string) => {
    const { r } = readReturn(`# Story 12 — output routing\n\n**Epic:** E-9\n${head}\n\n## Findings\n\n### 1. Cache is stale\nThe cache in \`a.ts\` is stale.\n`);
    return r.outcomeFrom ? [r.answers.outcome, r.outcomeFrom.line] : null;
  };
  it.each([
    ['**Convergence:** CONVERGED after 3 adversarial passes', 'answered'],
    ['**Review gate:** APPROVED after two rounds', 'answered'],
    ['**Abnahme:** ABGENOMMEN nach Nachbesserung', 'answered'],
    ['**Validation :** VALIDÉ après deux passes', 'answered'],
    ['**Revisión:** APROBADO tras dos pasadas', 'answered'],
    ['**Приёмка:** ПРИНЯТО после доработки', 'answered'],
    ['**审核**: 通过（两轮）', 'answered'],
    ['**検収**: 合格', 'answered'],
    ['**Rollout:** partially done, 2 of 5 regions', 'partial'],
  ])('%j -> %s', (head, outcome) => {
    expect(outcomeOf(head)).toEqual([outcome, 4]);
  });
  it.each([['**Scope:** complete rewrite of the parser'], ['**Risk:** low'], ['**Test coverage:** 100% passed'], ['**Owner:** done-team']])('near-miss %j: no outcome', (head) => {
    expect(outcomeOf(head)).toBeNull();
  });
});

describe('the stated line wins over a summary section chosen by its heading (R3b)', () => {
  const FIND = '\n## Findings\n\n### 1. Cache is stale\nThe cache in `a.ts` is stale.\n';
  const placeOf = (md: string, heading: string) => readReturn(md).r.placement.find((p) => p.from === heading)?.to;
  it.each([
    ['📊 评审总结', '**评审结果**: ⚠️ **部分完成**', '| 评审项 | 状态 |\n|---|---|\n| 拆分 | ⚠️ 部分 |'],
    ['Coverage Summary', '**Convergence:** CONVERGED after 3 passes', '| Area | Tests |\n|---|---|\n| parser | 12 |'],
    ['Zusammenfassung', '**Status:** teilweise erledigt', '- Parser: geprüft\n- Cache: offen'],
    ['1. Resumen ejecutivo', '**Estado:** completado', '| Área | Estado |\n|---|---|\n| API | ✅ |'],
    ['Résumé', '**Statut :** terminé', '| Zone | État |\n|---|---|\n| API | ✅ |'],
  ])('%j holding only a table or list, the status stated in the head: kept as its own section', (heading, status, body) => {
    const md = `# Review\n\n${status}\n\n## ${heading}\n\n${body}\n${FIND}`;
    expect(readReturn(md).r.outcomeFrom?.line).toBe(3);
    expect(placeOf(md, heading)).toMatch(/^kept as its own section/);
  });
  it('a summary that sums up in prose stays the Outcome section; so does an Outcome or Verdict heading', () => {
    expect(placeOf(`# Review\n\n**Status:** done\n\n## Summary\n\nAll three bugs are fixed.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n${FIND}`, 'Summary')).toBe('Outcome');
    expect(placeOf(`# Review\n\n**Status:** done\n\n## Verdict\n\n| a | b |\n|---|---|\n| 1 | 2 |\n${FIND}`, 'Verdict')).toBe('Outcome');
    expect(placeOf(`# Review\n\n**Status:** done\n\n## Outcome\n\n| a | b |\n|---|---|\n| 1 | 2 |\n${FIND}`, 'Outcome')).toBe('Outcome');
  });
});
