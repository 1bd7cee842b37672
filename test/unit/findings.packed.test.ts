// Findings and severities where the writer packs them (round-2 classes R1, R4): items run together in one
// paragraph, a severity glued to the id in a table's first cell, a summary table keyed by id over detailed
// sections, a group heading with an emoji and a gloss. Synthetic documents in our own words.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { findingsData } from '../../src/brief/findings.js';

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));
const read = (md: string) => {
  const r = importReturn(md, placeholders);
  return findingsData(r.answers.findings, r.layout.findingGroups);
};
const pairs = (md: string) => read(md).map((f) => [f.title, f.severity ?? null]);
const findings = (body: string) => `# Review of the sync service\n\n## Findings\n\n${body}\n`;

describe('id-led items run together in one paragraph are one finding each', () => {
  it('a middle dot between backticked ids, a priority label leading each paragraph', () => {
    expect(pairs(findings('P1: `ab1` cache drops writes on resume · `cd2` retry loop never backs off · `ef3` logs leak tokens.\n\nP2: `gh4` sort order lost on reload · `ij5` empty state has no action.'))).toEqual([
      ['`ab1` cache drops writes on resume', 'p1'],
      ['`cd2` retry loop never backs off', 'p1'],
      ['`ef3` logs leak tokens.', 'p1'],
      ['`gh4` sort order lost on reload', 'p2'],
      ['`ij5` empty state has no action.', 'p2'],
    ]);
  });
  it('semicolons between letter-coded ids, a level word in English', () => {
    expect(pairs(findings('High: F7 token written to the log; F8 retry loop spins forever'))).toEqual([
      ['F7 token written to the log', 'high'],
      ['F8 retry loop spins forever', 'high'],
    ]);
  });
  it('a bullet separator inside a list item, a level word in German', () => {
    const got = pairs(findings('- Hoch: `x12` Zwischenspeicher verliert Daten • `x13` Sortierung geht verloren\n- Niedrig: #14 Tippfehler in der Hilfe · #15 Link führt ins Leere'));
    expect(got.map(([t]) => String(t).replace(/^#/, ''))).toEqual(['`x12` Zwischenspeicher verliert Daten', '`x13` Sortierung geht verloren', '14 Tippfehler in der Hilfe', '15 Link führt ins Leere']);
    expect(got.map(([, s]) => s)).toEqual(['high', 'high', 'low', 'low']);
  });
  it('items with no lead label are split and carry no invented level', () => {
    expect(pairs(findings('`q1` upload skips the size check · `q2` the thumbnail job leaks handles'))).toEqual([
      ['`q1` upload skips the size check', null],
      ['`q2` the thumbnail job leaks handles', null],
    ]);
  });
  it('leaves alone a middle dot in a sentence, a breadcrumb, file names and a label that is no level', () => {
    const md = findings('- The conference was in Berlin · 2024 and the badge printer jammed on arrival.\n- Open Settings · Profile · Email and the save button does nothing.\n- Files touched: `cache.ts` · `sync.ts` · `retry.ts`\n- Note: `ab1` is the old id · `cd2` the new one');
    expect(read(md)).toHaveLength(4);
  });
});

describe('packed items read by their structure: a level label, then id-led items split by middle dots', () => {
  const facts = (md: string) => read(md).map((f) => [f.id ?? null, f.title, f.severity ?? null]);
  it('tracker ids, a qualified label, marks inside items and a one-line lead under an arrowed heading', () => {
    const md = '# Review of the sync service\n\n## Checked findings → tickets\n\nEverything below was filed, grouped by priority.\n\n' +
      'P1: `sy-a1` cache drops writes on resume when token = stale (promoted) · `sy-b2` retry loop never backs off + hammers the API; seen twice · `sy-c3` logs leak tokens into the (shared) bucket\n\n' +
      'P2: `sy-d4` sort order lost on reload · `sy-e5` empty state offers no action\n\n' +
      'P3 (selection): `sy-f6` checkbox ignores shift-click · `sy-g7` select-all picks hidden rows (filter = on)\n';
    expect(facts(md)).toEqual([
      ['sy-a1', '`sy-a1` cache drops writes on resume when token = stale (promoted)', 'p1'],
      ['sy-b2', '`sy-b2` retry loop never backs off + hammers the API; seen twice', 'p1'],
      ['sy-c3', '`sy-c3` logs leak tokens into the (shared) bucket', 'p1'],
      ['sy-d4', '`sy-d4` sort order lost on reload', 'p2'],
      ['sy-e5', '`sy-e5` empty state offers no action', 'p2'],
      ['sy-f6', '`sy-f6` checkbox ignores shift-click', 'p3'],
      ['sy-g7', '`sy-g7` select-all picks hidden rows (filter = on)', 'p3'],
    ]);
  });
  it('a level with a qualifier in brackets leads one finding too', () => {
    expect(pairs(findings('- High (security): the session key is written to the log'))).toEqual([['the session key is written to the log', 'high']]);
  });
  it('level lines in one paragraph, dotted tracker ids, a stray item without an id, a single item under its label', () => {
    const md = findings('P1: `tk-a3f8.1` cache drops writes on resume · `tk-b2c4` retry loop never backs off · also the docs name a flag that is gone\nP3 (selection): `tk-f6a1` checkbox ignores shift-click');
    expect(facts(md)).toEqual([
      ['tk-a3f8.1', '`tk-a3f8.1` cache drops writes on resume', 'p1'],
      ['tk-b2c4', '`tk-b2c4` retry loop never backs off', 'p1'],
      [null, 'also the docs name a flag that is gone', 'p1'],
      ['tk-f6a1', '`tk-f6a1` checkbox ignores shift-click', 'p3'],
    ]);
  });
  it('leaves alone a level label over prose parts that only one id leads', () => {
    expect(read(findings('P1: `ab1` is slow · the rest of the page loads fine · nothing else to report'))).toHaveLength(1);
  });
  it('"#14" after a level label keeps its "#" and is the id', () => {
    expect(facts(findings('Low: #14 typo in the help text · #15 link leads nowhere'))).toEqual([
      ['#14', '#14 typo in the help text', 'low'],
      ['#15', '#15 link leads nowhere', 'low'],
    ]);
  });
  it('leaves alone one middle dot in prose, a lead that is a finding, and a code name after a level', () => {
    const md = findings('The upload page hangs · mostly on large files, and then the retry makes it worse.\n\n- High: `useEffect` misses its dependency on the user id');
    expect(facts(md)).toEqual([
      [null, 'The upload page hangs · mostly on large files, and then the retry makes it worse.', null],
      [null, '`useEffect` misses its dependency on the user id', 'high'],
    ]);
  });
});

describe("a severity glued to the id in a table's first cell is the row's severity, the id its id", () => {
  it('"F2 Medium" and "#3 (Low)" under an id column', () => {
    expect(pairs(findings('| Id | Problem | Where |\n|---|---|---|\n| F1 High | token stored in plain text | auth.ts |\n| F2 Medium | retry never backs off | sync.ts |\n| #3 (Low) | typo in the help text | cli.ts |'))).toEqual([
      ['F1. token stored in plain text', 'high'],
      ['F2. retry never backs off', 'medium'],
      ['#3. typo in the help text', 'low'],
    ]);
  });
  it('a first column named for the finding, the level in German after a dot or in brackets', () => {
    expect(pairs(findings('| Befund | Beschreibung |\n|---|---|\n| C-1 · Kritisch | Passwort im Klartext gespeichert |\n| C-2 (Hoch) | Wiederholung ohne Pause |'))).toEqual([
      ['C-1. Passwort im Klartext gespeichert', 'critical'],
      ['C-2. Wiederholung ohne Pause', 'high'],
    ]);
  });
  it('leaves alone an id followed by a word that is no level', () => {
    expect(pairs(findings('| Id | Problem |\n|---|---|\n| F1 token | token stored in plain text |\n| F2 cache | stale entries in the cache |'))).toEqual([
      ['F1 token. token stored in plain text', null],
      ['F2 cache. stale entries in the cache', null],
    ]);
  });
});

describe('a summary table keyed by finding id over detailed sections gives each section its row’s severity', () => {
  const facts = (md: string) => read(md).map((f) => [f.title, f.severity ?? null, f.verified ?? null]);
  it('P-numbered ids (P3 is an id here, not a priority), a priority and a result column', () => {
    const md = '# Review\n\n## Summary\n\n| Id | Description | Result | Priority |\n|---|---|---|---|\n| P3 | cache key misses tenant | confirmed | high |\n| P4 | lock released before close | not reproduced | low |\n\n## Details\n\n### P3: cache key misses tenant\n\nThe key is built from the path only, so two tenants share entries.\n\n### P4: lock released before close [fixed]\n\nThe lock is dropped before the file handle closes.\n';
    expect(facts(md)).toEqual([
      ['cache key misses tenant', 'high', true],
      // ("[fixed]" closing the title is its state, finding-state.ts trailingState; no word of the title.)
      ['lock released before close', 'low', false],
    ]);
  });
  it('German columns, the table under the findings heading over its sections', () => {
    const md = '# Prüfbericht\n\n## Befunde\n\n| ID | Beschreibung | Ergebnis | Priorität |\n|---|---|---|---|\n| B5 | Cache-Schlüssel ohne Mandant | bestätigt | hoch |\n| B6 | Sperre vor dem Schließen frei | nicht reproduziert | niedrig |\n\n### B5: Cache-Schlüssel ohne Mandant\n\nDer Schlüssel wird nur aus dem Pfad gebildet.\n\n### B6: Sperre vor dem Schließen frei\n\nDie Sperre fällt vor dem Schließen der Datei.\n';
    expect(facts(md)).toEqual([
      ['B5. Cache-Schlüssel ohne Mandant', 'high', true],
      ['B6. Sperre vor dem Schließen frei', 'low', false],
    ]);
  });
  it('leaves alone a plan table whose ids name no finding', () => {
    const md = '# Review\n\n## Plan\n\n| Step | Task | Priority |\n|---|---|---|\n| S1 | rotate the keys | high |\n| S2 | add the alerts | low |\n\n## Findings\n\n### F1: cache key misses tenant\n\nThe key is built from the path only.\n\n### F2: lock released early\n\nThe lock is dropped before close.\n';
    expect(facts(md)).toEqual([
      ['F1. cache key misses tenant', null, null],
      ['F2. lock released early', null, null],
    ]);
  });
});

describe('a series of P-numbered headings that runs on is a series of ids, not priorities', () => {
  const facts = (md: string) => read(md).map((f) => [f.id ?? null, f.severity ?? null]);
  const body = (ns: number[]) => ns.map((n) => `### P${n}: finding number ${n} of the billing review\n\nThe service books it wrong in case ${n}.\n`).join('\n');
  it('"### P1:" … "### P6:", every number once, no summary table', () => {
    expect(facts(`# Review of the billing service\n\n## Findings\n\n${body([1, 2, 4, 6])}`)).toEqual([
      ['P1', null],
      ['P2', null],
      ['P4', null],
      ['P6', null],
    ]);
  });
  it('leaves alone a priority series whose levels the document states, and one that repeats its levels', () => {
    expect(facts(`# Review of the billing service\n\nPriorities: P1 = fix before release, P2 = this sprint.\n\n## Findings\n\n${body([1, 2, 3])}\n### P4: finding number 4 of the billing review\n\nIt is booked wrong.\n`).slice(0, 3)).toEqual([
      [null, 'p1'],
      [null, 'p2'],
      [null, 'p3'],
    ]);
    expect(facts(`# Review of the billing service\n\n## Findings\n\n${body([1, 1, 2, 5])}`).map(([, s]) => s).slice(0, 3)).toEqual(['p1', 'p1', 'p2']);
  });
});

describe('a group heading with an emoji and a gloss in brackets states a level for the findings under it', () => {
  it('Japanese and Russian headings whose English gloss names the level', () => {
    const md = '# Отчёт\n\n## 1. 🚨 Ошибки в модуле оплаты (Critical bugs)\n\n### 1.1 Двойное списание\n\nПлатёж списывается дважды.\n\n### 1.2 Потеря чека\n\nЧек не сохраняется.\n\n## 2. ⚠️ 重要な問題 (Major issues)\n\n### 2.1 遅い検索\n\n検索に十秒かかる。\n';
    expect(pairs(md)).toEqual([
      ['Двойное списание', 'critical'],
      ['Потеря чека', 'critical'],
      ['遅い検索', 'major'],
    ]);
  });
  it('leaves alone a gloss that names no level', () => {
    const md = '# Bericht\n\n## 1. 🐢 Langsame Stellen (Performance)\n\n### 1.1 Suche dauert lange\n\nDie Suche braucht zehn Sekunden.\n\n### 1.2 Export hängt\n\nDer Export bleibt bei großen Dateien stehen.\n\n## 2. 🧪 Tests (critical path)\n\n### 2.1 Kein Test für den Login\n\nDer Login ist ungetestet.\n';
    const got = read(md);
    expect(got.length).toBeGreaterThanOrEqual(2);
    expect(got.filter((f) => f.severity !== undefined)).toEqual([]);
  });
});
