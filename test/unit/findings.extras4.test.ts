// What is not a finding stays out of the findings (QA extras4: on held-out returns about one extra "finding" for
// every real one): a plan's table, praise, a re-audit's status table, lessons learned, a backlog's or a changelog's
// field-led entries, and one light series read two ways. Each shape beside an innocent document that merely
// resembles it. Synthetic documents only.

import { describe, expect, it } from 'vitest';
import { readReturn as read } from '../helpers/read-return.js';

const titles = (md: string) => read(md).f.map((x) => x.title);
/** Every word of `text` reaches the return written (its answers or the sections kept as written). */
const kept = (md: string, text: string) => expect(JSON.stringify(read(md).r)).toContain(text);

describe('a plan\'s table after the findings is work to do, not findings (beside-findings.ts planColumns)', () => {
  const doc = (findingsHeading: string, items: string[], planHeading: string, table: string) =>
    `# Review\n\n## Outcome\n\nanswered — two problems.\n\n## ${findingsHeading}\n\n${items.map((x) => `- ${x}`).join('\n')}\n\n## ${planHeading}\n\n${table}\n`;
  it.each([
    ['en, Milestones', 'Findings', ['The upload handler buffers the whole file', 'Retries never back off'], 'Milestones', '| Task | Owner | ETA | Priority |\n|---|---|---|---|\n| Stream uploads to disk | Ana | May 3 | P1 |\n| Add exponential backoff | Ben | May 9 | P2 |'],
    ['de, Weiteres Vorgehen', 'Befunde', ['Der Upload puffert die ganze Datei', 'Wiederholungen warten nie'], 'Weiteres Vorgehen', '| Schritt | Priorität | Aufwand | Verantwortlich |\n|---|---|---|---|\n| Uploads auf Platte streamen | Hoch | 2T | Anna |\n| Backoff einbauen | Mittel | 0,5T | Ben |'],
    ['fr, Suivi', 'Constats', ["L'envoi garde tout le fichier en mémoire", 'Les reprises ne patientent jamais'], 'Suivi', '| Étape | Priorité | Effort | Fait |\n|---|---|---|---|\n| Streamer les envois | Haute | 2j | non |\n| Ajouter un backoff | Moyenne | 0,5j | non |'],
    ['es, Seguimiento', 'Hallazgos', ['La subida guarda todo el archivo en memoria', 'Los reintentos nunca esperan'], 'Seguimiento', '| Paso | Prioridad | Esfuerzo | Responsable |\n|---|---|---|---|\n| Subir por streaming | Alta | 2d | Ana |\n| Añadir backoff | Media | 0,5d | Ben |'],
  ])('%s: the findings only, the plan kept as written', (_n, fh, items, ph, table) => {
    const md = doc(fh, items, ph, table);
    expect(titles(md)).toEqual(items);
    kept(md, table.split('\n')[2]!.split('|')[1]!.trim());
  });

  it('innocent: a findings table with a Priority and an Effort column is the findings', () => {
    const md = `# Review\n\n## Findings\n\n| Issue | Priority | Effort |\n|---|---|---|\n| Upload handler buffers the file | High | 2d |\n| Retries never back off | Medium | 1h |\n\n## Strengths and weaknesses\n\n- The handler leaks file handles on error (high)\n- The config loader ignores env overrides (medium)\n`;
    expect(titles(md)).toEqual(['Upload handler buffers the file', 'Retries never back off', 'The handler leaks file handles on error', 'The config loader ignores env overrides']);
  });

  it('innocent: a plan\'s table that is the only table, with no findings before it, is read as before', () => {
    const md = `# Review\n\n## Outcome\n\nanswered\n\n## Milestones to fix\n\n| Task | Priority | Owner |\n|---|---|---|\n| Token stored in plain text | High | Ana |\n| Admin route lacks a guard | High | Ben |\n`;
    expect(titles(md)).toHaveLength(2);
  });
});

describe('praise beside the findings is kept, no finding', () => {
  it.each([
    ['en', 'What works well'],
    ['es', 'Lo que funciona bien'],
    ['pt', 'O que funciona bem'],
    ['de', 'Was gut funktioniert'],
  ])('%s: a numbered "### 3. <praise>" among numbered findings is kept under its heading', (_n, praise) => {
    const md = `# Review\n\n## Findings\n\n### 1. Upload handler buffers everything (High)\n\nThe handler reads the file into memory.\n\n### 2. Retries never back off (Medium)\n\nA 503 is retried at once.\n\n### 3. ${praise}\n\n- The cache is cleanly separated from the HTTP layer\n- Tests cover every public function\n`;
    expect(titles(md)).toEqual(['Upload handler buffers everything', 'Retries never back off']);
    kept(md, 'Tests cover every public function');
  });
});

describe('checks that passed beside the findings are kept, no findings (beside-findings.ts passedOnly)', () => {
  it.each([
    ['en', 'Security', '✅ Tokens are hashed with bcrypt', '✅ CSRF tokens are checked on every form'],
    ['de', 'Sicherheit', '✅ Tokens werden mit bcrypt gehasht', '✔️ CSRF-Tokens werden bei jedem Formular geprüft'],
    ['ja', 'セキュリティ', '✅ トークンは bcrypt でハッシュ化', '✅ CSRF トークンを毎回検証'],
  ])('%s: a section of ticked items after the groups of findings', (_n, heading, a, b) => {
    const md = `# Review\n\n## 🔴 Critical\n\n- The upload handler buffers the whole file in memory\n\n## 🟡 Medium\n\n- Retries never back off after a 503\n\n## ${heading}\n\n- ${a}\n- ${b}\n`;
    expect(titles(md)).toEqual(['The upload handler buffers the whole file in memory', 'Retries never back off after a 503']);
    kept(md, b.slice(3));
  });

  it('a "### Passed" group of ticked items among the groups of findings', () => {
    const md = `# Review\n\n## Findings\n\n### Critical\n\n- The upload handler buffers the whole file in memory\n\n### Medium\n\n- Retries never back off after a 503\n\n### Passed\n\n- ✅ Tokens are hashed with bcrypt\n- ✅ CSRF tokens are checked on every form\n`;
    expect(titles(md)).toEqual(['The upload handler buffers the whole file in memory', 'Retries never back off after a 503']);
    kept(md, 'CSRF tokens are checked on every form');
  });

  it('innocent: ticked items under a heading that names findings are findings, verified', () => {
    const md = `# Review\n\n## 🔴 Critical\n\n- The upload handler buffers the whole file in memory\n\n## Verified issues\n\n- ✅ Retries never back off after a 503\n- ✅ The temp folder is never cleaned\n`;
    expect(read(md).f.map((x) => [x.title, x.verified ?? null])).toEqual([
      ['The upload handler buffers the whole file in memory', null],
      ['Retries never back off after a 503', true],
      ['The temp folder is never cleaned', true],
    ]);
  });

  it('innocent: a findings list whose every item is ticked is the findings, verified', () => {
    expect(titles(`# Review\n\n## Outcome\n\nanswered\n\n## Findings\n\n- ✅ The cache key ignores the locale\n- ✅ Evictions are never logged\n`)).toHaveLength(2);
  });
});

describe('a re-audit\'s status table restates earlier findings (beside-findings.ts statusRecap)', () => {
  const doc = (heading: string, status: [string, string, string]) =>
    `# Second audit\n\n## Outcome\n\npartial — two new problems.\n\n## Findings\n\n### N1. Refunds skip the ledger\n\nThe refund path writes no ledger row.\n\n### N2. Invoice numbers can repeat\n\nTwo workers may take the same number.\n\n## ${heading}\n\n| ID | Finding | Status |\n|---|---|---|\n| F1 | Tax rounded per line | ${status[0]} |\n| F2 | Currency missing on export | ${status[1]} |\n| F3 | Webhook not signed | ${status[2]} |\n`;
  it.each([
    ['en', 'Re-audit of earlier findings', ['Fixed', 'Still open', 'Partially'] as [string, string, string]],
    ['de', 'Stand der früheren Befunde', ['✅ Behoben', 'Offen', 'Teilweise'] as [string, string, string]],
    ['es', 'Estado de los hallazgos anteriores', ['Corregido', 'Sigue abierto', 'Parcialmente'] as [string, string, string]],
    ['zh', '上次审计问题的状态', ['已修复', '未修复', '部分修复'] as [string, string, string]],
  ])('%s: the new findings only, the recap kept', (_n, heading, status) => {
    const md = doc(heading, status);
    expect(titles(md)).toEqual(['N1. Refunds skip the ledger', 'N2. Invoice numbers can repeat']);
    kept(md, 'Currency missing on export');
  });

  it('innocent: a status table that is the only table of findings is the findings', () => {
    const md = `# Re-check\n\n## Outcome\n\npartial — one left.\n\n## Status of findings\n\n| ID | Finding | Status |\n|---|---|---|\n| F1 | Tax rounded per line | Fixed |\n| F2 | Currency missing on export | Still open |\n| F3 | Webhook not signed | Partially |\n`;
    expect(titles(md)).toHaveLength(3);
  });

  it('innocent: a severity group\'s table of findings numbered 1, 2 with their states stays findings', () => {
    const md = `# Review\n\n## 🔴 Critical\n\n- The query is built by string concatenation\n\n## 🟡 Medium\n\n| # | Status | Finding |\n|---|---|---|\n| 2 | ✅ Fixed | Log lines mix languages |\n| 3 | ❌ Open | Slow start |\n`;
    expect(titles(md)).toEqual(['The query is built by string concatenation', 'Log lines mix languages', 'Slow start']);
  });
});

describe('lessons learned beside the findings are kept, no findings (beside-findings.ts namesLearnings)', () => {
  const doc = (heading: string) =>
    `# Flaky checkout tests\n\n## Outcome\n\nanswered — the race is in the cart fixture.\n\n## Findings\n\n- The cart fixture shares one session between workers [verified: ran with -j1]\n- The timeout is 2s where CI needs 5s [unverified]\n\n## ${heading}\n\n- Run the flaky spec with a fixed seed first\n- CI is slower than laptops by a factor of three\n`;
  it.each([['Key learnings'], ['Lessons learned'], ['Takeaways'], ['Erkenntnisse'], ['教训'], ['Lecciones aprendidas'], ['💡 Key learnings']])('"## %s"', (heading) => {
    const md = doc(heading);
    expect(titles(md)).toEqual(['The cart fixture shares one session between workers', 'The timeout is 2s where CI needs 5s']);
    kept(md, 'CI is slower than laptops by a factor of three');
  });

  it('a "### Key takeaways" among the numbered findings is kept under its heading', () => {
    const md = `# Review\n\n## Findings\n\n### 1. Upload handler buffers everything (High)\n\nThe handler reads the file into memory.\n\n### 2. Retries never back off (Medium)\n\nA 503 is retried at once.\n\n### 3. Key takeaways\n\n- Streaming is the main fix\n`;
    expect(titles(md)).toEqual(['Upload handler buffers everything', 'Retries never back off']);
    kept(md, 'Streaming is the main fix');
  });

  it('innocent: a "#### Lessons" heading inside one finding is that finding\'s part', () => {
    const md = `# Review\n\n## Findings\n\n### 1. Upload handler buffers everything (High)\n\nThe handler reads the file into memory.\n\n#### Lessons\n\nStreaming would have avoided this.\n\n### 2. Retries never back off (Medium)\n\nA 503 is retried at once.\n`;
    const { f } = read(md);
    expect(f.map((x) => x.title)).toEqual(['Upload handler buffers everything', 'Retries never back off']);
    expect(f[0]!.text).toContain('Streaming would have avoided this.');
  });

  it('innocent: "## Erkenntnisse" alone holds the findings', () => {
    expect(titles(`# Prüfung\n\n## Ergebnis\n\nerledigt\n\n## Erkenntnisse\n\n- Der Cache-Schlüssel ignoriert die Sprache\n- Verdrängungen werden nie protokolliert\n`)).toHaveLength(2);
  });
});

describe('field-led entries of a backlog or a changelog are no findings (sibling-series.ts)', () => {
  const findings = `## Findings\n\n### 1. Secrets echoed in logs\n\n- **Severity**: High\n- **Status**: Open\n\nThe deploy script prints the env.\n\n### 2. No rollback step\n\n- **Severity**: Medium\n- **Status**: Open\n\nA failed deploy stays half done.\n\n`;
  it.each([['Backlog'], ['Milestones'], ['Meilensteine'], ['バックログ']])('"## %s" / "### …" / "- **Priority**: High": work planned', (h) => {
    const e = (t: string, p: string) => `### ${t}\n\n- **Priority**: ${p}\n- **Status**: Open\n\n`;
    const md = `# Audit\n\n## Outcome\n\nanswered\n\n${findings}## ${h}\n\n${e('Move deploy to CI', 'High')}${e('Add a staging smoke test', 'Medium')}`;
    expect(titles(md)).toEqual(['Secrets echoed in logs', 'No rollback step']);
    kept(md, 'Add a staging smoke test');
  });

  it.each([['Changelog'], ['Releases']])('"## %s" / "### 1.2.0" / "- **Impact**: High": releases', (h) => {
    const v = (n: string, i: string, t: string) => `### ${n}\n\n- **Impact**: ${i}\n- **Status**: Released\n\n${t}\n\n`;
    const md = `# Review\n\n## Outcome\n\nanswered\n\n## Findings\n\n- The deploy script prints secrets\n- No rollback step\n\n## ${h}\n\n${v('1.2.0', 'High', 'Adds rollback.')}${v('1.1.0', 'Medium', 'Adds staging.')}`;
    expect(titles(md)).toEqual(['The deploy script prints secrets', 'No rollback step']);
    kept(md, 'Adds rollback.');
  });

  it('innocent: a register of field-led findings before a list of minor ones (German) is still read', () => {
    const e = (t: string, p: string) => `## ${t}\n\n- Schweregrad: ${p}\n- Datei: \`src/app.ts\`\n\nDer Fehler tritt bei jedem Start auf.\n\n`;
    expect(titles(`# Prüfbericht\n\n${e('Passwort im Klartext gespeichert', 'hoch')}${e('Keine Zeitüberschreitung beim Abruf', 'mittel')}## Weitere kleinere Befunde\n\n- veraltete Kommentare\n- Standardregeln für den Linter\n`)).toHaveLength(4);
  });
});

describe('one light series is read alike when it is the document\'s findings', () => {
  it.each([
    ['en', '🔴 Fix now', '🟡 Later'],
    ['de', '🔴 Sofort beheben', '🟡 Später'],
  ])('%s: "## %s" and "## %s" both hold findings', (_n, now, later) => {
    const md = `# Review of the search page\n\n## Outcome\n\nanswered — four problems.\n\n## ${now}\n\n- The query is built by string concatenation\n- Results leak other tenants' rows\n\n## ${later}\n\n- The page size is hard-coded\n- The spinner never stops on error\n`;
    expect(read(md).f.map((x) => [x.title, x.severity])).toEqual([
      ['The query is built by string concatenation', 'critical'],
      ["Results leak other tenants' rows", 'critical'],
      ['The page size is hard-coded', 'medium'],
      ['The spinner never stops on error', 'medium'],
    ]);
  });

  it('innocent: "## 🟢 Recommendations" beside "## 🔴 Critical" stays the recommendations', () => {
    const md = `# Review\n\n## Outcome\n\nanswered — two problems.\n\n## 🔴 Critical\n\n- The query is built by string concatenation\n- Results leak other tenants' rows\n\n## 🟢 Recommendations\n\n- Add a query builder\n- Add tenant tests\n`;
    const { f, r } = read(md);
    expect(f.map((x) => x.title)).toEqual(['The query is built by string concatenation', "Results leak other tenants' rows"]);
    expect(r.answers.recommendations).toEqual(['Add a query builder', 'Add tenant tests']);
  });

  it('innocent: beside a section named for findings, "## 🔴 Fix now" stays the recommendations', () => {
    const md = `# Review\n\n## Findings\n\n- The query is built by string concatenation\n- Results leak other tenants' rows\n\n## 🔴 Fix now\n\n- Escape the query\n- Filter by tenant\n`;
    expect(titles(md)).toEqual(['The query is built by string concatenation', "Results leak other tenants' rows"]);
  });
});

describe('an entry of a register over a ticked list (merge of extras4 and verify6)', () => {
  it('is a finding when it states its own status, not a list of checks that passed', () => {
    const entry = (n: number, title: string) => `### Problem #${n}: ${title}\n**Status**: ✅ FIXED\n\n**Improvement**:\n- ✅ the session is cleared on close\n- ✅ a smaller window for XSS\n\n`;
    const { f } = read(`# Audit\n\n## Problems\n\n${entry(1, 'Token in local storage')}### Problem #2: No expiry check\n\nExpired tokens are accepted.\n`);
    expect(f.map((x) => x.title)).toEqual(['Token in local storage', 'No expiry check']);
  });
});
