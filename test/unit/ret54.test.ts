// ret54: what QA 53 left in returns, each rule on synthetic documents in three languages at least: a status label after
// another on one line; a state word closing a finding's title; a paragraph saying a part had nothing found among bold
// groups of findings, and a correction of the writer's own brief; a level field whose value is a state; a bold
// "Evidence" line after bold groups; a caution light under a pass line; a table of checks beside the findings.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

describe('a status label after another bold label on one line states the outcome', () => {
  // [language, the line, a check's own result label further down]
  it.each([
    ['en', '**Date:** 2026-03-01 **Status:** partial', 'Result'],
    ['de', '**Datum:**2026-03-01**Status:**teilweise', 'Ergebnis'],
    ['ru', '**Дата:**2026-03-01**Статус:**частично', 'Результат'],
    ['es', '**Fecha:** 2026-03-01 · **Estado:** parcial', 'Resultado'],
  ])('%s', (_l, line, result) => {
    const md = `# Audit\n\n${line}\n\n## Checks\n\n### 1. History scan\n\n**${result}:** PASS\n\nClean.\n`;
    const { r } = readReturn(md);
    expect(r.outcomeFrom?.outcome).toBe('partial');
    expect(r.outcomeFrom?.line).toBe(3);
  });

  it('near miss: a line of one label whose value names another word ("Date: 2 May status: done") is one value', () => {
    const md = '# Audit\n\nDate: 2 May status: done\n\n## Checks\n\n### 1. History scan\n\n**Result:** PASS\n';
    expect(readReturn(md).r.outcomeFrom?.line).not.toBe(3);
  });
});

describe("a state word closing a finding's title is its state, not a part of its title", () => {
  // [language, title, closing part, state]
  it.each([
    ['en dash', 'Cache key ignores the locale', ' — Resolved', 'fixed'],
    ['en brackets', 'Retry loop never backs off', ' (fixed)', 'fixed'],
    ['en square', 'Timeout is too short', ' [FIXED]', 'fixed'],
    ['ko', '캐시 키가 로캘을 무시함', ' — 해결', 'fixed'],
    ['de', 'Der Cache-Schlüssel ignoriert die Sprache', ' — behoben', 'fixed'],
    ['fr', 'La clé de cache ignore la langue', ' (reporté)', 'deferred'],
  ])('%s', (_l, title, tail, state) => {
    const md = `# Review\n\n## Findings\n\n### P1 — ${title}${tail}\n\n\`src/cache.ts:40\` builds the key.\n\n### P2 — Token printed in logs\n\n\`src/auth.ts:5\` prints it.\n`;
    const { f } = readReturn(md);
    expect(f.map((x) => x.title)).toEqual([title, 'Token printed in logs']);
    expect(f[0]!.state).toBe(state);
    expect(f[1]!.state).toBeUndefined();
  });

  it('near miss: "— Resolved paths are wrong" goes on after the state word: the title, no state', () => {
    const md = '# Review\n\n## Findings\n\n### P1 — Resolved paths are wrong\n\n`src/paths.ts:8` resolves from the cwd.\n\n### P2 — Token printed\n\n`src/auth.ts:5`.\n';
    const { f } = readReturn(md);
    expect(f[0]!.title).toBe('Resolved paths are wrong');
    expect(f[0]!.state).toBeUndefined();
  });
});

describe('bold groups of findings: a part said to have nothing found ends the group, a correction of the own brief is none', () => {
  // [language, group, none paragraph, correction label, verified label]
  const cases: [string, string, string, string][] = [
    ['en', 'Tests', '**Security — explicitly nothing found:** no `shell=True`; tokens never in argv.', '**Correction to my own briefing:** I told the agents the docs claim a TTL variable; they do not.'],
    ['de', 'Testqualität', '**Sicherheit — explizit nichts gefunden:** kein `shell=True`; Token nie in argv.', '**Korrektur zu meinem eigenen Briefing:** Ich hatte eine TTL-Variable als Doku-Behauptung vorgegeben; die Doku enthält sie nicht.'],
    ['fr', 'Tests', '**Sécurité — rien trouvé :** pas de `shell=True` ; jamais de jeton dans argv.', '**Correction de mon propre brief :** j’avais donné une variable TTL comme affirmation de la doc ; la doc ne la contient pas.'],
  ];
  it.each(cases)('%s', (_l, group, none, correction) => {
    const md = [
      '# Final review',
      '',
      '## Findings',
      '',
      '**Outbox**',
      '',
      '- **[medium] `outbox.py:12`** — The fallback ignores the timeout.',
      '- **[low] `outbox.py:40`** — The retake counts no attempt.',
      `- ${correction}`,
      '',
      `**${group}**`,
      '',
      '- **[low] `test_notify.py::Fp`** — missing `close()` method. *Fix: `def close(self): pass`.*',
      '',
      none,
      '',
    ].join('\n');
    const { f } = readReturn(md);
    expect(f.map((x) => [x.severity, x.title])).toEqual([
      ['medium', 'The fallback ignores the timeout.'],
      ['low', 'The retake counts no attempt.'],
      ['low', '`test_notify.py::Fp`'],
    ]);
  });
});

describe("a level field whose value is a state gives the finding's state", () => {
  // [language, columns, row of an open finding, row of a closed one]
  it.each([
    ['he', '| # | חומרה | ממצא | שחזור |', '| BUG-1 | גבוהה | הטופס לא נטען | `curl /contact/` |', '| BUG-2 | נסגר | בדיקת CLI עברה | `wp cli info` |'],
    ['en', '| # | Severity | Finding | Repro |', '| BUG-1 | high | The form does not load | `curl /contact/` |', '| BUG-2 | closed | The CLI check passed | `wp cli info` |'],
    ['de', '| # | Schweregrad | Befund | Nachweis |', '| BUG-1 | hoch | Das Formular lädt nicht | `curl /contact/` |', '| BUG-2 | behoben | Der CLI-Check lief durch | `wp cli info` |'],
  ])('%s', (_l, head, open, closed) => {
    const md = `# QA\n\n## Findings\n\n${head}\n|---|---|---|---|\n${open}\n${closed}\n`;
    const { f } = readReturn(md);
    expect(f).toHaveLength(2);
    expect(f[0]!.severity).toBe('high');
    expect(f[0]!.state).toBeUndefined();
    expect(f[1]!.state).toBe('fixed');
  });
});

describe('a bold "Evidence" line after bold groups of findings heads the evidence; the last group keeps its item', () => {
  // (The English words are also labels of a finding's own text, "Evidence:", which is how the last group took them in;
  // German and French keep the reading.)
  it.each([
    ['en', 'Evidence'],
    ['en', 'Verification'],
    ['de', 'Belege'],
    ['fr', 'Preuves'],
  ])('%s: %s', (_l, evidence) => {
    const md = [
      '# Payment review',
      '',
      '## Findings',
      '',
      '**Checkout**',
      '',
      '- **[high] `checkout.ts:88`** — The coupon is applied twice.',
      '- **[low] `checkout.ts:120`** — The total is rounded early.',
      '',
      '**Billing**',
      '',
      '- **[medium] `billing.ts:14`** — Invoices skip the tax line.',
      '',
      `**${evidence}**`,
      '',
      '- `npm test` — 212 passed.',
      '',
    ].join('\n');
    const { f } = readReturn(md);
    expect(f.map((x) => [x.severity, x.title])).toEqual([
      ['high', 'The coupon is applied twice.'],
      ['low', 'The total is rounded early.'],
      ['medium', 'Invoices skip the tax line.'],
    ]);
    expect(f[2]!.text).not.toContain('212 passed');
  });
});

describe('a pass-marked line right above a caution light is answered; above a failure mark partial', () => {
  it.each([
    ['en', 'Result', '✅ The export works end to end', '🟡 Rename the old table next sprint', '❌ The import is not available yet'],
    ['de', 'Ergebnis', '✅ Der Export läuft durchgehend', '🟡 Die alte Tabelle im nächsten Sprint umbenennen', '❌ Der Import ist noch nicht verfügbar'],
    ['es', 'Resultado', '✅ La exportación funciona de punta a punta', '🟠 Renombrar la tabla vieja el próximo sprint', '❌ La importación aún no está disponible'],
  ])('%s', (_l, heading, ok, caution, bad) => {
    const md = (next: string) => `# Spike\n\n## ${heading}\n\n${ok}\n${next}\n`;
    expect(readReturn(md(caution)).r.outcomeFrom?.outcome).toBe('answered');
    expect(readReturn(md(bad)).r.outcomeFrom?.outcome).toBe('partial');
  });
});

describe('a table of checks alone beside a section named for the findings is the checks run, no findings', () => {
  // [language, summary, gate heading, gate columns, findings heading, findings columns]
  it.each([
    ['he', 'סיכום', 'קדם־תנאים (Go / No-Go)', '| ID | תנאי | סטטוס | ראיה |', 'ממצאים', '| # | חומרה | ממצא | שחזור |'],
    ['en', 'Summary', 'Gate (Go / No-Go)', '| ID | Condition | Status | Evidence |', 'Findings', '| # | Severity | Finding | Repro |'],
    ['de', 'Zusammenfassung', 'Tor (Go / No-Go)', '| ID | Bedingung | Status | Nachweis |', 'Befunde', '| # | Schweregrad | Befund | Nachweis |'],
  ])('%s', (_l, summary, gate, gateCols, findings, cols) => {
    const md = [
      '# QA',
      '',
      `## ${summary}`,
      '',
      'Two failures remain open.',
      '',
      `## ${gate}`,
      '',
      gateCols,
      '|---|---|---|---|',
      '| G1 | Staging is up | ☑ | `curl -I /` gives 200 |',
      '| G2 | Pages and menu done | ✗ | `GET /` still serves the old index |',
      '| G3 | Form and mail | ✗ | the form is not rendered |',
      '',
      `## ${findings}`,
      '',
      cols,
      '|---|---|---|---|',
      '| BUG-1 | critical | The contact form is not rendered | `curl /contact/` |',
      '| BUG-2 | high | The home page is stale | `curl /` |',
      '',
    ].join('\n');
    expect(readReturn(md).f.map((x) => x.severity)).toEqual(['critical', 'high']);
  });
});
