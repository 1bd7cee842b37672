// Returns in the shapes agents write when no template is followed, through the built CLI: a terse
// numbered list with a closing remark, a CI triage as ❌/✅ sub-headings, findings led by their own id
// ("**F-1 · High · `a.go:77`** — x", "**C1** `lodash` — x"), verification said in words in any
// language ("(проверено на копии)", "Preuve : …", "Nicht geprüft."), an outcome said of the work ("調査は完了
// しました", "all fixed except …"), a "Level"/"级别" column, lists indented by two (Aider). Each shape is
// generated here in other words, languages and line ends than any document it was reported from.

import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { docWorld, type ReturnJson } from '../helpers/doc-world.js';

const w = docWorld();
let id = '';
beforeAll(() => {
  const r = runCli(['new', 'task', '-t', 'written shapes', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], w.opts());
  expect(r.code, r.stderr).toBe(0);
  id = (JSON.parse(r.stdout) as { id: string }).id;
});

let files = 0;
function record(text: string, ...flags: string[]): { j: ReturnJson & { findings: { id?: string }[] }; md: string; stderr: string } {
  const r = runCli(['return', id, '--body', w.file(`w${++files}.md`, text), '--no-input', '--json', ...flags], w.opts());
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as ReturnJson;
  return { j, md: readFileSync(j.file, 'utf8'), stderr: r.stderr };
}
const crlf = (s: string) => s.replace(/\n/g, '\r\n');
const titles = (j: ReturnJson) => j.findings.map((f) => f.title);
const fields = (j: ReturnJson & { findings: { id?: string }[] }) => j.findings.map((f) => [f.id ?? null, f.title, f.severity ?? null, f.verified ?? null, f.location ?? null]);
const sectionOf = (md: string, heading: string) => (md.split(/^## /m).find((s) => s.startsWith(`${heading}\n`)) ?? '').slice(heading.length + 1).trim();

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
      ['B-1', 'Tokens sind fortlaufend', 'high', true, 'api/x.go:7'],
      ['B-2', 'E-Mail im Titel', 'low', false, null],
    ]);
    expect(j.findings[0]!.text).toContain('Zweiter Absatz dazu.');
  });

  it('in a headingless return and in list items, ticked or not; a bold title that is no id stays the title', () => {
    const a = record('Outcome: answered — two.\n\n**SEC-1 · Critical · `auth/token.ts:12`** — tokens never expire\n\nSeen in prod. [verified: logs]\n\n**SEC-2 · Low** — verbose errors\n\nStack traces in 500s. [unverified]\n');
    expect(fields(a.j)).toEqual([
      ['SEC-1', 'tokens never expire', 'critical', true, 'auth/token.ts:12'],
      ['SEC-2', 'verbose errors', 'low', false, null],
    ]);
    const b = record('## Findings\n\n- **SEC-12**: tokens are sequential [verified: curl]\n- [x] **#3** `a.ts:4` — cache never cleared [unverified]\n- **Race condition**: two timers flush [unverified]\n\nStatus: done\n');
    expect(fields(b.j)).toEqual([
      ['SEC-12', 'tokens are sequential', null, true, null],
      ['#3', 'cache never cleared', null, false, 'a.ts:4'],
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
    const r = runCli(['return', id, '--body', w.file('part.md', '## 概要\n\n部分问题已修复。\n\n## 发现\n\n- a【已验证】\n'), '--no-input', '--json'], w.opts());
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
    expect(titles(j)).toEqual(['Array bounds ✅', 'Overflow ✅']);
  });
});
