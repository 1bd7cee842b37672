// A test report whose verdict passes the whole work ("## Result" / "**Full suite passes: 68/68.**") and none of whose
// sections marks a problem: its sections say what was covered, measured or changed ("## Detection corpus" /
// "- **Positives** — every token type is detected", "## Performance" / "scans in ~8 ms"), kept under their headings;
// zero findings, the verdict is the statement that none were found (QA 34 class 2: they were 3 findings, 11 on a
// real report). A section titled as checked and sound ("### Points vérifiés comme sains", "### Geprüft und in
// Ordnung") beside real findings is kept, not a finding. Near-misses: one ❌ item, a tally that did not all pass.

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff, returnsNone, type NoneJson, type ReturnJson } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'passing report sections');
const titles = (j: ReturnJson) => j.findings.map((f) => (f as { title?: string }).title ?? '');

const EN = [
  '# QA report v1.2',
  '',
  '## Detection corpus',
  '',
  '- **Positives** — every token type is detected.',
  '- **Overlap** — a Bearer + JWT overlap collapses to one span.',
  '',
  '## Performance',
  '',
  'A 196 KB payload scans in ~8 ms.',
  '',
  '## Result',
  '',
  '**Full suite passes: 68/68.**',
  '',
].join('\n');

const DE = [
  '# Testbericht Exportmodul',
  '',
  '## Abgedeckte Fälle',
  '',
  '- **CSV** — Umlaute und Zeilenumbrüche werden korrekt exportiert.',
  '- **XLSX** — große Tabellen mit 50.000 Zeilen.',
  '',
  '## Laufzeit',
  '',
  'Der Export von 50.000 Zeilen dauert etwa 2 s.',
  '',
  '## Ergebnis',
  '',
  '**Alle Tests bestanden: 42/42.**',
  '',
].join('\n');

describe('a passing test report: its sections are no findings', () => {
  it.each([
    ['English', EN, 14, '**Full suite passes: 68/68.**', ['Detection corpus', 'Performance']],
    ['German', DE, 14, '**Alle Tests bestanden: 42/42.**', ['Abgedeckte Fälle', 'Laufzeit']],
  ])('%s: zero findings, the verdict states none, the sections kept', (_what, text, line, said, kept) => {
    const { r, j } = returnsNone(handoff, text, line, said);
    for (const h of kept) expect(r.stderr).toMatch(new RegExp(`${h} -> kept as its own section`));
  });

  it('near-miss: one ❌ item among the passing ones keeps the sections as findings', () => {
    const text = EN.replace('- **Overlap** — a Bearer + JWT overlap collapses to one span.', '- ❌ **Overlap** — a Bearer + JWT overlap yields two spans.');
    const r = handoff.returnBody(text, '--force');
    const j = JSON.parse(r.stdout) as NoneJson;
    expect(titles(j)).toContain('Overlap');
    expect(j.noFindings).toBeUndefined();
  });

  it('near-miss: a tally that did not all pass is no passing verdict', () => {
    const r = handoff.returnBody(EN.replace('68/68', '67/68'), '--force');
    const j = JSON.parse(r.stdout) as NoneJson;
    expect(titles(j)).toEqual(expect.arrayContaining(['Positives', 'Overlap']));
    expect(j.noFindings).toBeUndefined();
  });
});

describe('a section checked and found sound beside real findings is kept', () => {
  it.each([
    ['French', '# Rapport d\'audit\n\n## Outcome\n\nanswered\n\n## 2. Qualité du code\n\n### M1 — Homonymes : double comptage (Majeur)\n\nDeux locataires homonymes partagent leurs saisies.\n\n### Points vérifiés comme sains\n\nIndex de colonnes corrects ; pas de mutation des entrées.\n', 'Homonymes : double comptage', 'Points vérifiés comme sains'],
    ['German', '# Prüfbericht\n\n## Outcome\n\nanswered\n\n## 2. Codequalität\n\n### M1 — Doppelte Mieter werden doppelt gezählt (Hoch)\n\nZwei gleichnamige Mieter teilen ihre Einträge.\n\n### Geprüft und in Ordnung\n\nSpaltenindizes stimmen; Eingaben werden nicht verändert.\n', 'Doppelte Mieter werden doppelt gezählt', 'Geprüft und in Ordnung'],
    ['Chinese', '# 审计报告\n\n## Outcome\n\nanswered\n\n## 2. 代码质量\n\n### M1 — 同名租户重复计数（高）\n\n两个同名租户共享录入。\n\n### 确认无问题\n\n列索引正确；输入未被修改。\n', '同名租户重复计数', '确认无问题'],
  ])('%s', (_what, text, finding, sound) => {
    const r = handoff.returnBody(text, '--force');
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as NoneJson;
    expect(titles(j)).toHaveLength(1);
    expect(titles(j)[0]).toContain(finding);
    expect(r.stderr).toContain(`${sound} -> kept as its own section`);
  });
});
