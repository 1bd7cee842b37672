// Returns in the shapes agents write when no template is followed, through the built CLI: a terse
// numbered list with a closing remark, a CI triage as ❌/✅ sub-headings, findings led by their own id
// ("**F-1 · High · `a.go:77`** — x", "**C1** `lodash` — x"), verification said in words in any
// language ("(проверено на копии)", "Preuve : …", "Nicht geprüft."), an outcome said of the work ("調査は完了
// しました", "all fixed except …"), a "Level"/"级别" column, lists indented by two (Aider). Each shape is
// generated here in other words, languages and line ends than any document it was reported from.

import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { crlf, docWorld, oneHandoff, type ReturnJson, sectionOf } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'written shapes');
const record = (text: string, ...flags: string[]) => handoff.record(text, ...flags);
const titles = (j: ReturnJson) => j.findings.map((f) => f.title);
const fields = (j: ReturnJson) => j.findings.map((f) => [f.id ?? null, f.title, f.severity ?? null, f.verified ?? null, f.location ?? null]);

describe('a headingless return: a list of findings, then a closing remark', () => {
  it('the remark after a list of several is kept, not counted (German, "1)" items, CRLF)', () => {
    const { j, md } = record(crlf('Erledigt. Zwei Dinge:\n\n1) Der Cache wird nie geleert (geprüft: Heap-Dump).\n2) Der Timeout ist 5 s statt 30 s [ungeprüft]\n\nSonst habe ich nichts geändert.\n'));
    expect(j.outcome).toBe('answered');
    expect(j.findings.map((f) => [f.title, f.verified])).toEqual([
      ['Der Cache wird nie geleert.', true],
      ['Der Timeout ist 5 s statt 30 s', false],
    ]);
    expect(md).toContain('Sonst habe ich nichts geändert.');
  });

  it('a paragraph after the list that carries its own tag is still a finding; one item alone keeps the old reading', () => {
    const a = record('Done.\n\n- the pager drops a page [verified: test]\n- the cache leaks [unverified]\n\nThat is all I found.\n');
    expect(titles(a.j)).toEqual(['the pager drops a page', 'the cache leaks']);
    const b = record('Done.\n\n- the pager drops a page [verified: test]\n- the cache leaks [unverified]\n\nThe retry also never backs off [verified: log].\n');
    expect(b.j.findings).toHaveLength(3);
  });
});

describe('a triage written as sub-headings: failed checks are the findings, passed ones are kept', () => {
  it('❌/✅ headings with their fields inside, one level deeper, in German', () => {
    const { j, md } = record('# Build-Analyse\n\n## Lauf 4411\n\n**Status:** erledigt — ein echter Fehler.\n\n### ❌ `build (arm64)`\n\n**Ursache:** qemu fehlt im Runner-Image.\n\n**Vorschlag:** qemu installieren.\n\n### ✔️ `unit`\n\nGrün.\n\n### ✅ `lint`\n\nGrün.\n');
    expect(j.outcome).toBe('answered');
    expect(titles(j)).toEqual(['`build (arm64)`']);
    expect(j.findings[0]!.text).toContain('qemu installieren');
    expect(md).toContain('`unit`');
    expect(md).toContain('`lint`');
  });

  it('only passed checks (each one a finding checked) stay findings', () => {
    const { j } = record('## Outcome\nanswered — all green\n\n## Findings\n\n### ✅ the retry backs off now\n\nChecked in the log.\n\n### ✅ the cache is bounded\n\nHeap stays flat.\n');
    expect(j.findings).toHaveLength(2);
  });
});

describe('findings led by their own id and fields', () => {
  it('"**B-1 · Hoch · `path:line`** — title" paragraphs: one finding each with its detail (CRLF, German)', () => {
    const { j } = record(crlf('## Ergebnis\n\nErledigt — zwei Probleme.\n\n## Befunde\n\n**B-1 · Hoch · `api/x.go:7`** — Tokens sind fortlaufend\n\nMan kann sie erraten. [geprüft: curl]\n\nZweiter Absatz dazu.\n\n**B-2 · Niedrig** — E-Mail im Titel\n\nLeckt in den Verlauf. [ungeprüft]\n'));
    expect(fields(j)).toEqual([
      ['B-1', 'B-1. Tokens sind fortlaufend', 'high', true, 'api/x.go:7'],
      ['B-2', 'B-2. E-Mail im Titel', 'low', false, null],
    ]);
    expect(j.findings[0]!.text).toContain('Zweiter Absatz dazu.');
  });

  it('in a headingless return and in list items, ticked or not; a bold title that is no id stays the title', () => {
    const a = record('Outcome: answered — two.\n\n**SEC-1 · Critical · `auth/token.ts:12`** — tokens never expire\n\nSeen in prod. [verified: logs]\n\n**SEC-2 · Low** — verbose errors\n\nStack traces in 500s. [unverified]\n');
    expect(fields(a.j)).toEqual([
      ['SEC-1', 'SEC-1. tokens never expire', 'critical', true, 'auth/token.ts:12'],
      ['SEC-2', 'SEC-2. verbose errors', 'low', false, null],
    ]);
    const b = record('## Findings\n\n- **SEC-12**: tokens are sequential [verified: curl]\n- [x] **#3** `a.ts:4` — cache never cleared [unverified]\n- **Race condition**: two timers flush [unverified]\n\nStatus: done\n');
    expect(fields(b.j)).toEqual([
      ['SEC-12', 'SEC-12. tokens are sequential', null, true, null],
      ['#3', '#3. cache never cleared', null, false, 'a.ts:4'],
      [null, 'Race condition', null, false, null],
    ]);
  });
});

describe('verification in words, in any language', () => {
  it('a parenthesis that opens with the word and says how; a proof label inside the finding; a bare "not checked" sentence', () => {
    const { j } = record('## Resultado\n\nCompletado.\n\n## Hallazgos\n\n1. **La cuota se cuenta antes de validar**\n   - Una petición rechazada consume una unidad.\n   - Prueba: test `test_quota_invalid` añadido.\n2. **El contador caduca antes** (verificado con redis-cli)\n3. **El reinicio usa la hora local**\n   - Se fija en la primera petición. Sin verificar.\n4. Утечка соединений (проверено на копии прода)\n5. Der Puffer ist zu groß. Nicht geprüft.\n');
    expect(j.findings.map((f) => [f.verified ?? null, f.how ?? null])).toEqual([
      [true, 'test test_quota_invalid añadido.'],
      [true, 'con redis-cli'],
      [false, null],
      [true, 'на копии прода'],
      [false, null],
    ]);
    // A single tagged detail under a sentence is that finding's detail, not a group of one.
    expect(j.findings[2]!.title).toBe('El reinicio usa la hora local');
  });

  it('"(verified by nobody)" is not verified', () => {
    const { j } = record('## Outcome\nanswered — x\n\n## Findings\n- a leak (verified by nobody)\n- b leak (verified by running it twice)\n');
    expect(j.findings.map((f) => f.verified)).toEqual([false, true]);
  });
});

describe('an outcome said of the work', () => {
  it('"all fixed … except X" is partial, in four languages', () => {
    for (const l of ['All fixed on the branch except point 3.', 'Alles ist behoben im Branch `x`, außer Punkt 3.', 'Todo está resuelto en la rama, salvo el punto 3.', 'Всё исправлено в ветке, кроме пункта 3.']) {
      const { j } = record(`## Summary\n\n${l}\n\n## Findings\n\n- a [verified: t]\n`);
      expect(j.outcome, l).toBe('partial');
    }
    expect(record('## Summary\n\nEverything is fixed in main.\n\n## Findings\n\n- a [verified: t]\n').j.outcome).toBe('answered');
  });

  it('a short Chinese or Japanese subject before the status word; never a partial one', () => {
    for (const l of ['調査は完了しました。原因は2つです。', '调查已完成，原因有两个。', '所有问题都已修复。']) {
      expect(record(`## 概要\n\n${l}\n\n## 发现\n\n- a【已验证】\n`).j.outcome, l).toBe('answered');
    }
    const r = handoff.returnBody('## 概要\n\n部分问题已修复。\n\n## 发现\n\n- a【已验证】\n');
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('--outcome');
  });
});

describe('sections and columns named in other words', () => {
  it('"**Что нашёл:**" heads the findings and "**Что дальше:**" the recommendations; a "Level"/"Уровень"/"级别" column is the severity', () => {
    const a = record('**Итог:** частично — одну причину нашёл.\n\n**Что нашёл:**\n\n- миграция блокирует таблицу (проверено на стенде)\n- воркер повторяет бесконечно (не проверено)\n\n**Что дальше:** переписать миграцию.\n');
    expect(a.j.outcome).toBe('partial');
    expect(a.j.findings.map((f) => f.verified)).toEqual([true, false]);
    expect(sectionOf(a.md, 'Recommendations')).toContain('переписать миграцию');
    const b = record('## Outcome\nanswered — x\n\n## Findings\n\n| Level | Issue | Where |\n|---|---|---|\n| 🟠 High | cache leak | `a.ts:3` |\n| Low | log noise | `b.ts:9` |\n\n| Уровень | Проблема |\n|---|---|\n| Средний | утечка |\n\n| 级别 | 问题 |\n|---|---|\n| 🔴 高 | 连接池太小 |\n');
    expect(b.j.findings.map((f) => [f.title, f.severity])).toEqual([
      ['cache leak', 'high'],
      ['log noise', 'low'],
      ['утечка', 'medium'],
      ['连接池太小', 'high'],
    ]);
  });

  it('a list indented by two under a plain "Findings:" line (Aider), "+" bullets, a nested detail kept inside', () => {
    const { j, md } = record('Outcome: answered - both explained\n\nFindings:\n  + alpha fails on floats (verified by running it)\n    + the fixture uses 0.1\n  + beta fails on 3.12: the temp file is reopened (unverified)\n\nCommits:\n  + 3e1f0aa test: approx\n');
    expect(j.findings.map((f) => [f.title, f.verified])).toEqual([
      ['alpha fails on floats', true],
      ['beta fails on 3.12', false],
    ]);
    expect(j.findings[0]!.text).toContain('the fixture uses 0.1');
    expect(sectionOf(md, 'Evidence')).toContain('3e1f0aa');
  });
});

describe('the line that states the outcome is written once', () => {
  it('a "**Status:** done — …" paragraph under a heading that names nothing', () => {
    const { md } = record('## Run 12 analysis\n\n**Status:** done — one failure.\n\n### ❌ `e2e`\n\n**Root cause:** flaky wait.\n\n### ✅ `lint`\n\nPassed.\n');
    expect(md.split('one failure').length - 1).toBe(1);
  });
});

describe('a sub-heading that is only a counter ("### Comment 1") is titled by the text under it', () => {
  it('tags, a code element and fenced code are skipped; the label before the text is its category; one level deeper, German', () => {
    const { j } = record('## Ergebnis\n\nFertig.\n\n## Einzelne Kommentare\n\n#### Kommentar 1\n<location> `api/x.go:12-14` </location>\n<code_context>\nfunc X() {\n</code_context>\n\n<issue_to_address>\n**Hoch:** Der Fehler wird verschluckt.\n</issue_to_address>\n\n#### Kommentar 2\n\n```go\nreturn nil\n```\n\n🟡 Der Timeout ist zu kurz. [ungeprüft]\n');
    expect(j.findings.map((f) => [f.title, f.severity ?? null, f.location ?? null])).toEqual([
      ['Der Fehler wird verschluckt.', 'high', 'api/x.go:12-14'],
      ['Der Timeout ist zu kurz.', 'medium', null],
    ]);
    const en = record('Outcome: answered — two\n\n## Review\n\n### Finding 1\n<file>src/a.ts:4</file>\n\n<issue>\n**bug_risk:** the cache is never cleared.\n</issue>\n\n### Finding 2\n\n**suggestion (testing):** add a test for expiry.\n');
    expect(en.j.findings.map((f) => [f.title, f.category ?? null, f.location ?? null])).toEqual([
      ['the cache is never cleared.', 'bug', 'src/a.ts:4'],
      ['add a test for expiry.', 'suggestion', null],
    ]);
    // A counter with a title after it keeps the title ("Issue 1: Cache key …").
    expect(titles(record('## Findings\n\n### Issue 1: Cache key ignores locale\n\nThe key uses the path only. [verified: test]\n\nStatus: done\n').j)).toEqual(['Cache key ignores locale']);
  });
});

describe('front matter that lists the findings', () => {
  it('is the findings list; the body text is their detail, not more findings (CRLF, German, plain items)', () => {
    const { j, md } = record(crlf('---\nstatus: erledigt\nbefunde:\n  - Der Cache läuft nie ab [geprüft: Test]\n  - Der Pager verliert eine Seite [ungeprüft]\n---\n\nDetails dazu:\n\nDer Cache nutzt `ttl=0`.\n'));
    expect(j.outcome).toBe('answered');
    expect(j.findings.map((f) => [f.title, f.verified])).toEqual([
      ['Der Cache läuft nie ab', true],
      ['Der Pager verliert eine Seite', false],
    ]);
    expect(md).toContain('Der Cache nutzt `ttl=0`.');
  });

  it('items as maps: the title key is the title, the other keys its fields; a findings section in the body wins', () => {
    const a = record('---\nstatus: done\nissues:\n  - title: cache leak\n    severity: high\n    file: src/a.ts:3\n    verified: yes\n  - title: log noise\n    verified: false\n---\n\nSome detail.\n');
    expect(a.j.findings.map((f) => [f.title, f.severity ?? null, f.location ?? null, f.verified ?? null])).toEqual([
      ['cache leak', 'high', 'src/a.ts:3', true],
      ['log noise', null, null, false],
    ]);
    const b = record('---\nstatus: done\nfindings:\n  - title: from the front matter\n---\n\n## Findings\n\n- from the body [verified: t]\n');
    expect(titles(b.j)).toEqual(['from the body']);
  });
});

describe('review comments led by a bold location, after an overview', () => {
  it('Copilot in German: the overview and the per-file <details> are kept, each "**`file`, Zeile N:**" paragraph is a finding', () => {
    const { j, md } = record('## Übersicht\n\nDieser PR ersetzt den Retry-Code.\n\n### Geprüfte Änderungen\n\nCopilot hat 2 Dateien geprüft.\n\n<details>\n<summary>Pro Datei</summary>\n\n| Datei | Beschreibung |\n|---|---|\n| `src/a.ts` | ersetzt |\n\n</details>\n\n---\n\n**`src/a.ts`, Zeile 37:** `AbortError` wird nicht weitergereicht.\n\n**`src/a.ts`, Zeile 52:** Die Wartezeit ist zu lang.\n', '--outcome', 'answered');
    expect(j.findings.map((f) => [f.title, f.location ?? null])).toEqual([
      ['`AbortError` wird nicht weitergereicht.', 'src/a.ts:37'],
      ['Die Wartezeit ist zu lang.', 'src/a.ts:52'],
    ]);
    for (const kept of ['Dieser PR ersetzt den Retry-Code.', 'Copilot hat 2 Dateien geprüft.', '| `src/a.ts` | ersetzt |']) expect(md).toContain(kept);
  });

  it('a numbered finding heading whose detail cites two locations stays one finding', () => {
    const { j } = record('## Findings\n\n### 1. Array bounds ✅\n\n**base58.js (lines 73-81)**: chunking loop\n\n**base64.js line 88**: padding check\n\n### 2. Overflow ✅\n\nNone found.\n\nStatus: done\n');
    // The done mark closing each title is out of it, as a leading one is (the text keeps it; groups17, ee2d4a9).
    expect(titles(j)).toEqual(['Array bounds', 'Overflow']);
    expect(j.findings.map((f) => f.text.includes('✅'))).toEqual([true, true]);
  });
});

describe('returns in languages beyond the seven', () => {
  const cases: [string, string, string, string, string][] = [
    ['Esito: risolto', '## Problemi riscontrati', '[verificato: test]', '[non verificato]', '## Prossimi passi'],
    ['Estado: concluído', '## Problemas encontrados', '[confirmado: log]', '[não verificado]', '## Próximos passos'],
    ['Durum: bitti', '## Bulgular', '[doğrulandı: test]', '[doğrulanmadı]', '## Sonraki adımlar'],
    ['Trạng thái: đã xong', '## Phát hiện', '[đã kiểm tra: log]', '[chưa xác minh]', '## Bước tiếp theo'],
    ['Wynik: gotowe', '## Ustalenia', '[potwierdzone: test]', '[niezweryfikowane]', '## Następne kroki'],
    ['Resultaat: opgelost', '## Bevindingen', '[bevestigd: log]', '[niet geverifieerd]', '## Volgende stappen'],
  ];
  it('a status label and word, a findings heading, verification tags and a next-steps heading are read; lint agrees it is a return', () => {
    for (const [status, findings, yes, no, next] of cases) {
      const text = `${status}\n\n${findings}\n\n- alpha \`a/b.ts:3\` ${yes}\n- beta ${no}\n\n${next}\n\n- gamma\n`;
      const { j } = record(text);
      expect(j.outcome, status).toBe('answered');
      expect(j.findings.map((f) => [f.title, f.verified]), status).toEqual([
        ['alpha `a/b.ts:3`', true],
        ['beta', false],
      ]);
      const l = runCli(['lint', w.file('l.md', text), '--json'], w.opts());
      expect((JSON.parse(l.stdout) as { kind: string }).kind, status).toBe('return');
    }
  });
});

describe('table rows, list items and quotes that are not findings, or are one each', () => {
  it('a last row that sums the table up is kept in its note, not counted (German, CRLF)', () => {
    const { j, md } = record(crlf('Status: erledigt\n\n## Befunde\n\n| Pfad | Problem | Schwere |\n|---|---|---|\n| `GET /a` | gibt den Hash aus | kritisch |\n| `POST /b` | kein Limit | hoch |\n| **Gesamt** | **2 Probleme** | |\n'));
    expect(j.findings.map((f) => [f.title, f.severity])).toEqual([
      ['gibt den Hash aus', 'critical'],
      ['kein Limit', 'high'],
    ]);
    expect(md).toContain('2 Probleme');
  });

  it('an item struck out whole is kept, not counted; "(1/3)" and "[2/3]" counters are no part of the title', () => {
    const a = record('Status: done\n\n## Findings\n\n1. leak on timeout [verified: metrics]\n2. ~~race in refresh~~ — false alarm\n3. missing index [verified: EXPLAIN]\n');
    expect(titles(a.j)).toEqual(['leak on timeout', 'missing index']);
    expect(a.md).toContain('race in refresh');
    const b = record('Status: done\n\n## Findings\n\n[1/2] The cache key ignores the locale. [verified: test]\n\n(2/2) Retries never back off. [unverified]\n');
    expect(titles(b.j)).toEqual(['The cache key ignores the locale.', 'Retries never back off.']);
  });

  it('an item written as fields is titled by its Problem/Issue field, the others stay in its text', () => {
    const { j } = record('Status: done\n\n## Findings\n\n- **Problem**: the export skips the last day\n  **Impact**: monthly totals are short\n  **Fix**: use <=\n- **Problem**: the retry never stops\n  **Impact**: queue floods\n');
    expect(titles(j)).toEqual(['the export skips the last day', 'the retry never stops']);
    expect(j.findings[0]!.text).toContain('use <=');
  });

  it('a code block whose every line is a tagged finding is one finding a line; a shell snippet stays one', () => {
    const a = record('Status: done\n\nFindings:\n\n```log\n[CRITICAL]  api/auth.go:14   token never expires\n[LOW]       web/app.tsx:3    console noise\n```\n');
    expect(a.j.findings.map((f) => [f.title, f.severity, f.location])).toEqual([
      ['token never expires', 'critical', 'api/auth.go:14'],
      ['console noise', 'low', 'web/app.tsx:3'],
    ]);
    const b = record('Status: done\n\n## Findings\n\n- the build needs qemu [verified: ci]\n\n```sh\napt-get install qemu\nmake\n```\n');
    expect(b.j.findings).toHaveLength(1);
  });

  it('quotes one after another are one finding each, their lead and a closing note kept; a [!NOTE] callout is a note', () => {
    const a = record('Outcome: partial — backend only.\n\nWhat I flagged on the PR:\n\n> **db/pool.go:40** — the pool never shrinks. [verified: pprof]\n\n> **db/tx.go:12** — a rollback is missing. [unverified]\n\nI did not get to the frontend.\n');
    expect(a.j.findings.map((f) => [f.title, f.location, f.verified])).toEqual([
      ['the pool never shrinks.', 'db/pool.go:40', true],
      ['a rollback is missing.', 'db/tx.go:12', false],
    ]);
    expect(a.md).toContain('I did not get to the frontend.');
    const b = record('Ergebnis: erledigt.\n\n> [!WARNING]\n> **Der Export verliert Zeilen.** (`export/csv.go:9`) [geprüft: Test]\n\n> [!IMPORTANT]\n> **Die Zeitzone ist fest.** [ungeprüft]\n\n> [!TIP]\n> Der langsame Import liegt am Netz.\n');
    expect(b.j.findings.map((f) => [f.title, f.location ?? null, f.verified])).toEqual([
      ['Der Export verliert Zeilen.', 'export/csv.go:9', true],
      ['Die Zeitzone ist fest.', null, false],
    ]);
    expect(b.md).toContain('Der langsame Import liegt am Netz.');
    expect(b.md.match(/^## Introduction$/gm)).toHaveLength(1);
  });
});

describe('fields and siblings', () => {
  it('a badge image leading a list item is its severity, not its title; a GitHub line anchor is given as path:from-to', () => {
    const { j } = record('## Outcome\nanswered — x\n\n## Findings\n- ![medium](https://example.test/medium-priority.svg) retry storm at startup [unverified]\n- the socket leaks, see `net/sock.ts#L8-L12` [verified: test]\n');
    expect(j.findings.map((f) => [f.title, f.severity ?? null, f.location ?? null])).toEqual([
      ['retry storm at startup', 'medium', null],
      ['the socket leaks, see `net/sock.ts#L8-L12`', null, 'net/sock.ts:8-12'],
    ]);
  });

  it('beside numbered sections that are the findings, an unnumbered sibling is no finding (German, one level deeper)', () => {
    const { j, md } = record('# Lasttest\n\nStatus: erledigt — zwei Engpässe.\n\n### 1. Pool erschöpft bei 300 rps\n\nWarteschlange 2 s. [geprüft: pgbouncer]\n\n### 2. JSON dominiert die CPU\n\n38 %. [geprüft: py-spy]\n\n### Aufbau\n\nk6, 10 Minuten, Staging.\n');
    expect(titles(j)).toEqual(['Pool erschöpft bei 300 rps', 'JSON dominiert die CPU']);
    expect(md).toContain('k6, 10 Minuten, Staging.');
  });
});

describe('replies, collapsed findings, rows without a separator, verdicts', () => {
  it('a reply answering quoted questions: one finding per answer with its question; greeting, lead and sign-off kept (German)', () => {
    const { j, md } = record('Hallo Jan,\n\nmeine Antworten stehen unten.\n\n> Warum fällt der Export aus?\n\nDer Cron läuft in UTC (`cron/export.rb:5`). Geprüft im Log.\n\n> Betrifft es auch die API?\n\nJa: die API cached die alten Werte. Nicht geprüft.\n\nStatus: erledigt.\n\nViele Grüße\nAnna\n');
    expect(j.outcome).toBe('answered');
    expect(j.findings.map((f) => f.verified)).toEqual([true, false]);
    expect(j.findings[0]!.text).toContain('Warum fällt der Export aus?');
    for (const kept of ['Hallo Jan,', 'Viele Grüße', 'meine Antworten stehen unten.']) expect(md).toContain(kept);
  });

  it('one <details> per finding: each verified as it says; a "Notes" <details> is kept, not counted', () => {
    const { j, md } = record('Review of PR #12. Outcome: answered.\n\n<details>\n<summary>🐛 Cache never refreshes</summary>\n\n`sdk/cache.ts:20` keeps the default. [verified: offline test]\n\n</details>\n\n<details>\n<summary>🐛 Context is shared</summary>\n\n`sdk/ctx.ts:7` is module-level. [unverified]\n\n</details>\n\n<details>\n<summary>📝 Anmerkungen</summary>\n\nSchönes README.\n\n</details>\n');
    expect(j.findings.map((f) => [f.title, f.verified])).toEqual([
      ['Cache never refreshes', true],
      ['Context is shared', false],
    ]);
    expect(md).toContain('Schönes README.');
  });

  it('a table written without its "|---|" row is read row by row', () => {
    const { j } = record('Status: done\n\n## Findings\n\n| Finding | Severity |\n| cache key ignores locale | high |\n| retries never back off | medium |\n');
    expect(j.findings.map((f) => [f.title, f.severity])).toEqual([
      ['cache key ignores locale', 'high'],
      ['retries never back off', 'medium'],
    ]);
  });

  it('a review verdict given answers it; a sentence that only starts with such a word does not', () => {
    for (const v of ['Verdict: changes requested', 'Result: PASS', 'Review status: ✅ Approved']) {
      expect(record(`${v}\n\n## Findings\n\n- a leak [verified: t]\n`).j.outcome, v).toBe('answered');
    }
    const r = handoff.returnBody('Passed the tests but the build is red.\n\n## Findings\n\n- a leak [verified: t]\n');
    expect(r.code).toBe(2);
  });
});

describe('the shapes above do not take what is not theirs', () => {
  it('quotes after a finding are its quoted lines; a list before located comments stays findings', () => {
    const a = record('## Findings\n\n- the worker crashes on start [verified: log]\n\nThe log says:\n\n> panic: nil map\n\n> goroutine 1 [running]\n\nStatus: done\n');
    expect(a.j.findings).toHaveLength(1);
    const b = record('## Findings\n\n- the pager drops a page [verified: test]\n- the cache leaks [unverified]\n\n**`src/a.ts`, line 3:** the retry never stops.\n\n**`src/b.ts`, line 9:** the timeout is too short.\n\nStatus: done\n');
    expect(titles(b.j)).toEqual(['the pager drops a page', 'the cache leaks', 'the retry never stops.', 'the timeout is too short.']);
  });

  it('with no headings, a paragraph after the list that says a thing of its own is a finding; one bold location does not swallow the next paragraph', () => {
    const a = record('Done.\n\n- the pager drops a page [verified: test]\n- the cache leaks [unverified]\n\nThis endpoint also returns the password hash.\n');
    expect(a.j.findings).toHaveLength(3);
    const b = record('## Findings\n\n**`src/a.ts:3`** — cache leak [verified: t]\n\nThe retry loop never backs off [unverified]\n\nStatus: done\n');
    expect(b.j.findings.map((f) => [f.title, f.location ?? null])).toEqual([
      ['cache leak', 'src/a.ts:3'],
      ['The retry loop never backs off', null],
    ]);
  });
});
