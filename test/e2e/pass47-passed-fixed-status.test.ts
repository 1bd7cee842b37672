// QA 46 R2 / R3 / R3b through the built CLI (`return --body`, then the written return):
// - R2: a table of checks whose status cells pass ("| A1 | Conforme | … |", "Bestanden", "Соответствует", "合格") is a
//   run of checks, set aside whatever its row count, never an id series of findings (id-tables.ts); a failed row
//   among them keeps it findings.
// - R2: a re-review's list of earlier findings by their state: "→ **Behoben.**" items set aside, kept in the written
//   return; "Teilweise behoben" / "Nicht behoben" stay findings; a list of fixes with no open one and no heading naming
//   earlier findings stays findings (earlier-states.ts).
// - R3: a list item that gives the document's final status ("- Итоговый статус: СООТВЕТСТВУЕТ") is the outcome, said
//   with its line, and no finding (return-answer.ts, read-return.ts).
// - R3b: a part's "**Estado:** ✅ CORRECTO" among its siblings' is not the document's outcome; the status near the top
//   is (component-status.ts).
// Synthetic documents only, in several languages and shapes.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { docWorld } from '../helpers/doc-world.js';
import { earlierState, fixedEarlier } from '../../src/brief/earlier-states.js';

const w = docWorld();

function probe(): string {
  const r = runCli(['new', 'task', '-t', 'probe', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], w.opts());
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { id: string }).id;
}

let n = 0;
/** `handoff return` on a fresh brief with `md` as --body: exit code, stderr, the JSON and the written return. */
function returned(md: string, flags: string[] = []) {
  const id = probe();
  const r = runCli(['return', id, '--body', w.file(`r${++n}.md`, md), '--no-input', '--json', ...flags], w.opts());
  const j = r.code === 0 ? (JSON.parse(r.stdout) as { outcome: string; findings: { title: string }[]; file: string }) : null;
  return { ...r, j, titles: j ? j.findings.map((f) => f.title) : [], md: j ? readFileSync(j.file, 'utf8') : '' };
}

describe('R2: a table of checks that passed is set aside, whatever its row count', () => {
  const doc = (status: string[], header = '| ID | Estado | Evidencia |', heading = 'Estado de los ítems') =>
    `## Outcome\nanswered — checks run; one bug found\n\n## ${heading}\n${header}\n|---|---|---|\n${status.map((s, k) => `| A${k + 1} | ${s} | \`npm test\` run ${k + 1} |`).join('\n')}\n\n## Hallazgos\n| ID | Qué pasó |\n|---|---|\n| A-H1 | \`page.tsx\` throws \`TypeError\` when the role is null |\n`;
  it.each([
    ['es, 3 rows', ['Conforme', 'Conforme', 'Conforme']],
    ['es, 5 rows', ['Conforme', 'Conforme', 'Conforme', 'Conforme', 'Conforme']],
    ['de, 3 rows', ['Bestanden', 'Bestanden', 'Bestanden']],
    ['ru, 4 rows', ['Соответствует', 'Соответствует', 'Соответствует', 'Соответствует']],
    ['zh, 3 rows', ['合格', '通过', '合格']],
  ])('%s: one finding, the rows kept in the written return', (_n, status) => {
    const r = returned(doc(status));
    expect(r.code, r.stderr).toBe(0);
    expect(r.titles).toHaveLength(1);
    expect(r.titles[0]).toContain('page.tsx');
    for (let k = 1; k <= status.length; k++) expect(r.md).toContain(`run ${k}`);
  });
  it('near miss: rows that failed among them are findings', () => {
    const r = returned(doc(['Conforme', 'No conforme — falta el índice', 'Fallido: el build no compila']));
    expect(r.code, r.stderr).toBe(0);
    expect(r.titles.length).toBeGreaterThan(1);
  });
});

describe('R2: a re-review keeps the earlier findings fixed before beside the findings', () => {
  const de = `# Code-Review\n\n## Ergebnis\n\n**Status:** Befunde vorhanden\n\n## Status der vorherigen Befunde\n\n1. **Toter Code — \`BuildUrl()\` unbenutzt** → **Behoben.** Methode entfernt.\n2. **Irreführender Name \`EnsureAsync()\`** → **Behoben.** Umbenannt.\n3. **Doppelter Test \`PushTest\`** → **Teilweise behoben.** Ein neuer Duplikat-Test ist entstanden.\n4. **Redundante Prüfung in \`PullTest\`** → **Nicht behoben.** Die Prüfung steht noch da.\n\n## Befunde\n\n- Der neue Test \`NormalizeTest\` dupliziert die Fixture von \`PushTest\`.\n`;
  it('de: the two "Behoben" items set aside and kept; the partly and not fixed ones and the new finding counted', () => {
    const r = returned(de, ['--outcome', 'answered']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.titles).toHaveLength(3);
    expect(r.titles.join('\n')).not.toContain('BuildUrl');
    expect(r.titles.join('\n')).not.toContain('EnsureAsync');
    expect(r.md).toContain('`BuildUrl()` unbenutzt');
    expect(r.md).toContain('Umbenannt.');
  });
  it.each([
    ['en, "Fixed in <sha>" beside "Still open"', '## Status of round 1 findings\n\n- **Cache key ignores locale** — Fixed in 3f2a1c9.\n- **Retry loop never backs off** — Fixed in 77be012.\n- **Token logged at debug level** — Still open.\n'],
    ['fr, heading names earlier findings, all fixed', '## Suivi des constats précédents\n\n- **Clé de cache sans locale** : Corrigé.\n- **Boucle de retry sans délai** : Corrigé.\n'],
    ['ru, Исправлено beside Не исправлено', '## Статус замечаний\n\n1. **Ключ кэша без локали** — Исправлено.\n2. **Повтор без задержки** — Исправлено.\n3. **Токен в логах** — Не исправлено.\n'],
  ])('%s', (_n, section) => {
    const r = returned(`# Re-review\n\n## Outcome\nanswered — re-review done\n\n${section}\n## Findings\n\n- The new cache test shares the fixture of the old one.\n`);
    expect(r.code, r.stderr).toBe(0);
    expect(r.titles.some((t) => /locale|локали/.test(t))).toBe(false);
    expect(r.md).toMatch(/locale|локали/);
  });
  it('near miss: a list of fixes this work made, no open one, no heading naming earlier findings, stays findings', () => {
    const r = returned('# Fixes\n\n## Outcome\nanswered — all fixed\n\n## Problems fixed\n\n- **Cache key ignores locale** — Fixed.\n- **Retry loop never backs off** — Fixed.\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.titles).toHaveLength(2);
  });
  it('the pure reader', () => {
    expect(earlierState('**X** → **Behoben.** mehr')).toBe('fixed');
    expect(earlierState('**X** → **Teilweise behoben.** mehr')).toBe('open');
    expect(earlierState('**X** — Fixed in abc1234')).toBe('fixed');
    expect(earlierState('**X** : 已修复')).toBe('fixed');
    expect(earlierState('The fix: move the call')).toBeUndefined();
    const items = ['**A** → Fixed.', '**B** → Fixed.'].map((text) => ({ text }));
    expect(fixedEarlier(items, 'Fixes made')).toEqual([]);
    expect(fixedEarlier(items, 'Previous findings')).toHaveLength(2);
  });
});

describe('R3: a final status given as a list item is the outcome, no finding', () => {
  it.each([
    ['ru', '## Найденные проблемы (если review)\n- Итоговый статус: СООТВЕТСТВУЕТ\n- Технические замечания: предупреждения pytest (не блокирующие)\n', 'Итоговый статус'],
    ['en', '## Issues found\n- **Overall status:** compliant\n- Note: two deprecation warnings in the test run\n', 'Overall status'],
    ['de', '## Gefundene Probleme\n- Gesamtstatus: konform\n- Hinweis: zwei Warnungen im Testlauf\n', 'Gesamtstatus'],
  ])('%s: answered, from its line; the line is no finding but kept', (_l, section, label) => {
    const r = returned(`# Sweep\n\n## Context\nA regression sweep of the release path.\n\n${section}`);
    expect(r.code, r.stderr).toBe(0);
    expect(r.j!.outcome).toBe('answered');
    expect(r.stderr).toMatch(/outcome: answered, read from line 7/);
    expect(r.titles.join('\n')).not.toContain(label);
    expect(r.md).toContain(label);
  });
  it('near miss: an item\'s own "- Status: fixed" is no document status: still asked', () => {
    const r = returned('# Sweep\n\n## Context\nA regression sweep.\n\n## Issues found\n- Status: fixed\n- The cache ignores the locale.\n');
    expect(r.code).toBe(2);
  });
});

describe('R3b: a part\'s status among its siblings\' is not the document\'s outcome', () => {
  const doc = (top: string, label: string, states: string[]) =>
    `# Audit\n\n**${label}:** ${top}\n\n## 1. Problem\n\nThe writer never flushes the buffer.\n\n## 7. Per component\n\n${states.map((s, k) => `### 7.${k + 1} Part${k + 1}\n**${label}:** ${s}\n**Note:** part ${k + 1}.\n`).join('\n')}`;
  it.each([
    ['es', 'AUDITORIA COMPLETADA - PROBLEMA IDENTIFICADO', 'Estado', ['✅ CORRECTO - completa', '⚠️ INCOMPLETO', '✅ CORRECTO']],
    ['en', 'AUDIT COMPLETED — PROBLEM FOUND', 'Status', ['✅ OK', '⚠️ INCOMPLETE', '✅ OK']],
  ])('%s: the outcome from line 3, the document\'s', (_l, top, label, states) => {
    const r = returned(doc(top, label, states));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/outcome: answered, read from line 3 /);
  });
});
