// title22 (QA 42 class 9, QA 41 class 11): a title that opens with a dotted name keeps its dot ("BUG-001: .env
// warning banner not showing" became "env warning banner…"); an id whose letters name a level states it ("### HIGH-1 —
// …", "### MED-1 — …" gave no severity); a location is a file, not a bare extension ("every `.md` file") or words with
// a slash ("`try/except`", "**MED-2/3/4**"); a table's title cell is the whole title, a dash in it no cut ("Dead branch
// in recursive `parseStep` — `'--'` case unreachable…" kept only its first half). Both the return's own reading and
// the pulled one (the return written back and read again) say so.

import { describe, expect, it } from 'vitest';
import type { FindingData } from '../../src/brief/findings.js';
import { docWorld, returnAndPull } from '../helpers/doc-world.js';

const w = docWorld();
const read = (text: string): { title: string; severity: string | null; location: string | null }[] => {
  const { j, pulled } = returnAndPull(w, text, 'title22 probe');
  const own = j.findings.map((f: FindingData) => ({ title: f.title, severity: f.severity ?? null, location: f.location ?? null }));
  expect(pulled.map((f) => ({ title: f.title, severity: f.severity ?? null, location: f.location ?? null }))).toEqual(own);
  return own;
};

describe('a title that opens with a dotted name keeps its dot', () => {
  it.each([
    ['English', '# QA Findings\n\n## Bugs\n\n### BUG-001: .env warning banner not showing\n- **Severity**: High\n- **File**: `Preview/ContentView.swift:71`\n\n### BUG-002: .vimrc has no syntax colours\n- **Severity**: Low\n- **File**: `Shared/Detector.swift`\n',
      ['BUG-001. .env warning banner not showing', 'BUG-002. .vimrc has no syntax colours']],
    ['German', '# QA-Befunde\n\n## Fehler\n\n### BUG-001: .env-Warnbanner wird nicht angezeigt\n- **Schweregrad**: Hoch\n- **Datei**: `Preview/ContentView.swift:71`\n\n### BUG-002: .vimrc hat keine Syntaxfarben\n- **Schweregrad**: Niedrig\n- **Datei**: `Shared/Detector.swift`\n',
      ['BUG-001. .env-Warnbanner wird nicht angezeigt', 'BUG-002. .vimrc hat keine Syntaxfarben']],
  ])('%s', (_what, text, want) => {
    expect(read(text).map((f) => f.title)).toEqual(want);
  });
  it('near-miss: marks and an ellipsis before a title still go', () => {
    expect(read('# Review\n\n## Findings\n\n- ... cache never expires\n- 🔴 — retries never stop\n').map((f) => f.title)).toEqual(['cache never expires', 'retries never stop']);
  });
});

describe('an id whose letters name a level states that severity', () => {
  it.each([
    ['English', '# QA findings\n\n## Confirmed defects\n\n### HIGH-1 — A stray file bricks every write\n\nOne bad file stops the store.\n\n### MED-1 — Case-distinct ids collide\n\nTwo ids map to one file.\n\n### CRIT-3 — Tokens leak into logs\n\nThe logger prints them.\n\n### LOW-4: Help text typo\n\nA word is misspelt.\n',
      ['high', 'medium', 'critical', 'low']],
    ['Russian', '# Результаты QA\n\n## Подтверждённые дефекты\n\n### КРИТ-1 — Токены попадают в логи\n\nЛоггер печатает их.\n\n### СРЕД-2 — Идентификаторы совпадают без учёта регистра\n\nДва идентификатора дают один файл.\n',
      ['critical', 'medium']],
    ['German', '# QA-Befunde\n\n## Bestätigte Fehler\n\n### HOCH-1 — Eine fremde Datei blockiert jedes Schreiben\n\nEine kaputte Datei stoppt den Speicher.\n\n### NIEDRIG-2 — Tippfehler in der Hilfe\n\nEin Wort ist falsch.\n',
      ['high', 'low']],
  ])('%s', (_what, text, want) => {
    expect(read(text).map((f) => f.severity)).toEqual(want);
  });
  it('near-miss: "F1 — Cache key ignores locale", "BUG-001", "SEC-12" state none; F1 keeps its reading', () => {
    const got = read('# Review\n\n## Findings\n\n### F1 — Cache key ignores locale\n\nThe key has no locale.\n\n### BUG-001: Export drops rows\n\nThe last page is lost.\n\n### SEC-12 — Token reused\n\nA token is used twice.\n');
    expect(got.map((f) => f.severity)).toEqual([null, null, null]);
    expect(got[0]!.title).toBe('F1. Cache key ignores locale');
  });
});

describe('a location is a file, not an extension or words with a slash', () => {
  it.each([
    ['English', '# Review\n\n## Findings\n\n### A stray file bricks every write\n\n`manifest()` reads *every* `.md` file and fails on the first bad one.\n\n### Too many `try/except` blocks with a bare `except`\n\nErrors are swallowed everywhere.\n'],
    ['Russian', '# Ревью\n\n## Замечания\n\n### Одна лишняя файл ломает запись\n\n`manifest()` читает каждый `.md` файл и падает на первом плохом.\n\n### Чрезмерное количество `try/except` с bare `except`\n\nОшибки проглатываются везде.\n'],
  ])('%s', (_what, text) => {
    expect(read(text).map((f) => f.location)).toEqual([null, null]);
  });
  it('near-miss: `src/a.ts:12` and a dotted file name stay the location', () => {
    const got = read('# Review\n\n## Findings\n\n### Cache key ignores locale\n\n`src/a.ts:12` builds the key without it.\n\n### Secrets in `.env` committed\n\nThe file is in git.\n');
    expect(got.map((f) => f.location)).toEqual(['src/a.ts:12', '.env']);
  });
});

describe("a table's title cell is the whole title", () => {
  it.each([
    ['English', '# Review Summary\n\n## Findings\n\n| # | Agent | Finding | Location |\n|---|---|---|---|\n| F1 | code-reviewer | Dead branch in recursive `parseStep` — `--` case unreachable after the guard | `src/cli.ts` |\n| F2 | security | Error swallow enables bypass — symlink returns an unresolved path | `src/cli.ts` |\n| F3 | docs | Guide misses a section — Low | `docs/guide.md` |\n',
      ['F1. Dead branch in recursive `parseStep` — `--` case unreachable after the guard', 'F2. Error swallow enables bypass — symlink returns an unresolved path', 'F3. Guide misses a section']],
    ['German', '# Review-Zusammenfassung\n\n## Zu beheben\n\n| # | Agent | Befund | Ort |\n|---|---|---|---|\n| F1 | code-reviewer | Toter Zweig in `parseStep` — der Fall `--` ist nach der Prüfung unerreichbar | `src/cli.ts` |\n| F2 | security | Verschluckter Fehler erlaubt Umgehung — Symlink liefert ungeprüften Pfad | `src/cli.ts` |\n| F3 | docs | Anleitung fehlt ein Abschnitt — Niedrig | `docs/guide.md` |\n',
      ['F1. Toter Zweig in `parseStep` — der Fall `--` ist nach der Prüfung unerreichbar', 'F2. Verschluckter Fehler erlaubt Umgehung — Symlink liefert ungeprüften Pfad', 'F3. Anleitung fehlt ein Abschnitt']],
  ])('%s (near-miss: a level alone after the dash is still cut)', (_what, text, want) => {
    expect(read(text).map((f) => f.title)).toEqual(want);
  });
  it('near-miss: a list item with a long text after its dash is still cut', () => {
    const got = read('# Review\n\n## Findings\n\n- Retry loop never stops — we saw it spin for an hour in production last week and on staging\n- Cache key ignores locale — every language shares one entry, so users see each other\'s pages\n');
    expect(got.map((f) => f.title)).toEqual(['Retry loop never stops', 'Cache key ignores locale']);
  });
});
