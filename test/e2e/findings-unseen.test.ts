// Returns in shapes no template asked for, read through the built CLI as a person reads them: section
// names on plain lines (Codex), findings listed in the Outcome/Summary section when there is no findings
// section, the line that states the outcome below the findings. Each shape is tested with a variant that
// is not the reported document (another language, CRLF, another agent's wording).

import { describe, expect, it } from 'vitest';
import type { FindingData } from '../../src/brief/findings.js';
import { crlf, docWorld, oneHandoff, type ReturnJson, sectionOf } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'unseen shapes');
const run = (text: string, ...flags: string[]) => handoff.returnBody(text, ...flags);
const record = (text: string, ...flags: string[]) => handoff.record(text, ...flags);
const tv = (fs: FindingData[]) => fs.map((f) => [f.title, f.verified ?? null]);

describe('a line that is only a section name, above its text, heads that section (no "#")', () => {
  it('Codex plain lines: Summary / Findings / Testing, the status line below them', () => {
    const { j, md } = record('Summary\nI traced the 502s.\n\nFindings\n- keepalive mismatch (verified)\n- headersTimeout is too small (unverified)\n\nTesting\n- `wrk -d 120s` gives 0 errors\n\nStatus: fixed.\n');
    expect(tv(j.findings)).toEqual([
      ['keepalive mismatch', true],
      ['headersTimeout is too small', false],
    ]);
    expect(j.outcome).toBe('answered');
    expect(j.placement.map((p) => [p.line, p.to])).toEqual(expect.arrayContaining([[1, 'Outcome'], [4, 'findings 1-2'], [8, 'Evidence']]));
    expect(sectionOf(md, 'Outcome')).toContain('I traced the 502s.');
    // The status line is the outcome's, not a line of the last finding.
    expect(sectionOf(md, 'Outcome')).toContain('Status: fixed.');
    expect(sectionOf(md, 'Non-obvious findings')).not.toContain('Status');
  });

  it('in Spanish with CRLF line ends, names with a colon, and a headingless chat return with labels', () => {
    const { j, md } = record(crlf('Resumen:\nRastreé los 502 hasta el proxy.\n\nHallazgos:\n1. el proxy reutiliza sockets cerrados [verificado: wrk]\n2. el timeout de cabeceras es corto [sin verificar]\n\nPruebas:\n- wrk sin errores\n\nEstado: completado\n'));
    expect(j.findings.map((f) => f.title)).toEqual(['el proxy reutiliza sockets cerrados', 'el timeout de cabeceras es corto']);
    expect(j.outcome).toBe('answered');
    expect(sectionOf(md, 'Evidence')).toContain('wrk sin errores');
    const aider = record('Outcome: partial — fixed 2 of 3\n\nFindings:\n1. E501 wrapped [verified: flake8]\n2. get_user returns None [verified: mypy]\n\nCommits:\n- a1b2c3d style: wrap long SQL strings\n\nNext steps:\n- rerun isort\n');
    expect(aider.j.findings.map((f) => f.title)).toEqual(['E501 wrapped', 'get_user returns None']);
    expect(sectionOf(aider.md, 'Evidence')).toContain('a1b2c3d');
    expect(sectionOf(aider.md, 'Recommendations')).toContain('rerun isort');
  });

  it('not in a document with "##" headings, and not a sentence that only starts like a name', () => {
    const { j } = record('## Outcome\nanswered — two\n\n## Findings\n- the pager drops a page [unverified]\n\nEvidence\nthe log shows it twice [unverified]\n');
    // "Evidence" is the second finding's first line here: the document heads its sections with "##".
    expect(j.findings).toHaveLength(2);
    const s = record('Status: done\n\nTests pass\nexcept the flaky upload one [unverified]\n\n- the retry loop never backs off [verified: log]\n');
    expect(s.j.placement.map((p) => p.from)).not.toContain('Tests pass');
  });
});

describe('findings listed in the Outcome section, when the return has no findings section', () => {
  it('a list after the outcome line, and after a lead in a Result section', () => {
    const a = record('## Outcome\nanswered — three bugs:\n\n- the pager drops the last page [verified: test]\n- the cache leaks [unverified]\n- the retry never backs off [verified: log]\n');
    expect(tv(a.j.findings)).toEqual([
      ['the pager drops the last page', true],
      ['the cache leaks', false],
      ['the retry never backs off', true],
    ]);
    expect(sectionOf(a.md, 'Outcome')).toBe('answered — three bugs:');
    const b = record(crlf('## Ergebnis\n\nFertig. Ich habe zwei Fehler gefunden:\n\n1) Der Stream wird nicht geschlossen [verifiziert: Test]\n2) Der Puffer ist zu groß [unverifiziert]\n'));
    expect(tv(b.j.findings)).toEqual([
      ['Der Stream wird nicht geschlossen', true],
      ['Der Puffer ist zu groß', false],
    ]);
    expect(b.j.outcome).toBe('answered');
  });

  it('Codex\'s bold "**Summary**" over the findings, "**Testing**" as evidence', () => {
    const { j, md } = record('**Summary**\n- Traced the duplicate emails to the outbox worker: it acks after SMTP returns. Verified locally.\n- The unique index on outbox(message_id) was dropped in 0042. (unverified)\n\n**Testing**\n- ✅ pytest tests/outbox -q\n\nStatus: done\n');
    expect(j.findings).toHaveLength(2);
    expect(j.findings[1]!.verified).toBe(false);
    expect(sectionOf(md, 'Evidence')).toContain('pytest tests/outbox');
  });

  it('not the list that states the outcome, nor when a findings section exists', () => {
    const r = run('## Outcome\n- answered\n- the cache is shared between tenants\n');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--finding');
    const { j, md } = record('## Summary\nDone. Changes:\n\n- renamed the flag\n\n## Findings\n- the flag was read twice [verified: test]\n');
    expect(j.findings.map((f) => f.title)).toEqual(['the flag was read twice']);
    expect(sectionOf(md, 'Outcome')).toContain('renamed the flag');
  });
});

describe('what is around the findings is not a finding', () => {
  it('footnotes and link definitions below the findings are kept, not counted; a closing signature is left out, and said', () => {
    const a = record('## Outcome\nanswered — two bugs\n\n## Findings\n- the pager drops the last page [verified: test]\n- the cache leaks [unverified]\n\n🤖 Generated with [Claude Code](https://claude.com/claude-code)\n\nCo-Authored-By: Claude <noreply@anthropic.com>\n');
    expect(a.j.findings.map((f) => f.title)).toEqual(['the pager drops the last page', 'the cache leaks']);
    // (The generator note and the trailer line close the document: left out, each with its mapping line.)
    expect(a.md).not.toContain('Co-Authored-By: Claude');
    expect(a.j.placement.filter((p) => p.to.startsWith("left out: the document's closing line")).map((p) => p.line)).toEqual([8, 10]);
    const b = record(crlf('Status: erledigt\n\n## Befunde\n1. die Trefferquote liegt bei 12 % [verifiziert: Grafana][^1]\n2. siehe [das Dashboard][dash] [unverifiziert]\n\n[^1]: gemessen auf Staging.\n[dash]: https://grafana.example.com/d/abc\n\n---\n\n*Generated by Cursor*\n\nSigned-off-by: Dana <dana@example.com>\n'));
    expect(b.j.findings.map((f) => f.title)).toEqual(['die Trefferquote liegt bei 12 %', 'siehe [das Dashboard][dash]']);
    for (const kept of ['gemessen auf Staging.', 'grafana.example.com/d/abc']) expect(b.md).toContain(kept);
    for (const gone of ['Generated by Cursor', 'Signed-off-by: Dana']) expect(b.md).not.toContain(gone);
    expect(b.j.placement.filter((p) => p.to.startsWith("left out: the document's closing line")).map((p) => p.line)).toEqual([10, 12, 14]);
  });

  it('a closing remark after a list or a table is kept under its heading; a sentence about something else is a finding', () => {
    const a = record('## Outcome\nanswered — x\n\n## Findings\n\n| Severity | Finding |\n|---|---|\n| High | the pager drops a page |\n| Low | typo in the help |\n\nBoth were found by the fuzzer overnight.\n');
    expect(a.j.findings.map((f) => f.title)).toEqual(['the pager drops a page', 'typo in the help']);
    expect(a.md).toContain('Both were found by the fuzzer overnight.');
    const b = record('## Ergebnis\nFertig.\n\n## Befunde\n\nIch habe den Pager und den Cache geprüft.\n\n- der Pager verliert die letzte Seite [verifiziert: Test]\n- der Cache wächst ohne Grenze [unverifiziert]\n\nDas ist alles; der Rest sah gut aus.\n');
    expect(b.j.findings).toHaveLength(2);
    expect(b.md).toContain('Das ist alles; der Rest sah gut aus.');
    const c = record('## Outcome\nanswered — x\n\n## Findings\n- the pager drops a page [verified: test]\n\nThe retry loop also never backs off.\n');
    expect(c.j.findings.map((f) => f.title)).toEqual(['the pager drops a page', 'The retry loop also never backs off.']);
  });

  it('a lead ending in ":" over a code block is the detail of the finding before it', () => {
    const { j } = record('Outcome: answered — the pager bug is fixed\n\nFindings:\n- the pager drops the last page [verified: test]\n\nTo reproduce:\n\n```sh\nnpm test -- pager\n```\n');
    expect(j.findings).toHaveLength(1);
    expect(j.findings[0]!.text).toContain('npm test -- pager');
    expect(j.findings[0]!.text).toContain('To reproduce:');
  });

  it('in a triage list of passed and failed checks, the failed ones are the findings', () => {
    const a = record('Status: partially fixed\n\n## Jobs\n\n- ❌ `build-arm64` — the runner image dropped qemu [verified: log]\n- ✅ `unit` — green.\n- ❌ `e2e-win` — path too long in the cache step [verified: rerun]\n- ✅ `lint` — green.\n');
    expect(a.j.findings.map((f) => f.title)).toEqual(['`build-arm64` — the runner image dropped qemu', '`e2e-win` — path too long in the cache step']);
    expect(a.md).toContain('`unit` — green.');
    const b = record('Estado: parcialmente completado\n\n1. ✖ integración: el contenedor de Postgres no arranca [verificado: log]\n2. ✔ unitarias: todo en verde\n');
    expect(b.j.findings).toHaveLength(1);
    expect(b.md).toContain('todo en verde');
    // Only passed items: each one is a finding checked, as written.
    const c = record('## Outcome\nanswered — x\n\n## Findings\n- ✅ the migration is idempotent [verified: rerun]\n- ✅ the index is used [verified: EXPLAIN]\n');
    expect(c.j.findings).toHaveLength(2);
  });
});

describe('the outcome read from a stated conclusion, and the line named', () => {
  it('what is said of the work: "X is identified and fixed", "Investigation complete.", "Fixes #412", "**Result:** ✅ all checks pass"', () => {
    const a = record('## Key Findings\n\n1. **Pool exhaustion:** the pool is 10, the batch opens 25.\n\n## Conclusion\n\nThe root cause is identified and fixed: the batch job now has its own pool.\n');
    expect([a.j.outcome, a.j.outcomeFrom?.line]).toEqual(['answered', 7]);
    const b = record('Analysis complete — root cause found.\n\n## Findings\n- the pool is too small [verified: metrics]\n');
    expect([b.j.outcome, b.j.outcomeFrom?.line]).toEqual(['answered', 1]);
    const c = record('Closes acme/web#88 — the upload limit was nginx.\n\n## Findings\n- client_max_body_size is 1m [verified: curl]\n');
    expect([c.j.outcome, c.j.outcomeFrom?.line]).toEqual(['answered', 1]);
    const d = record('## Issues discovered\n\n#### ⚠️ eslint 8 does not support flat config [verified: eslint]\n\n**Result:** ✅ all checks pass\n');
    expect([d.j.outcome, d.j.outcomeFrom?.line]).toEqual(['answered', 5]);
    // In Spanish, with CRLF: "La causa está identificada" is no status; "El flaky está arreglado" is not read either
    // (the verb forms are English); its status line is.
    const e = record(crlf('## Resumen\n\nLa migración está terminada.\n\n## Hallazgos\n- el índice faltaba [verificado: EXPLAIN]\n\nEstado: completado\n'));
    expect(e.j.outcome).toBe('answered');
  });

  it('a qualified or negated status is not read as done', () => {
    for (const first of ['Partially fixed the cache.', 'Not done yet.', 'Nothing is fixed yet.', 'The cache is fixed size.', 'Schriften gelöst, Umbrüche nicht.']) {
      const r = run(`${first}\n\n## Findings\n- the cache leaks [unverified]\n`);
      if (r.code === 0) expect((JSON.parse(r.stdout) as ReturnJson).outcome, first).not.toBe('answered');
      else expect(r.stderr, first).toContain('--outcome');
    }
    const m = record('## Summary\n\nThe cache is mostly done.\n\n## Findings\n- eviction is missing [unverified]\n');
    expect(m.j.outcome).toBe('partial');
  });

  it('front matter: blocked_by gives what blocks it; a status value in the writer\'s words stays in the file', () => {
    const a = record('---\noutcome: blocked\nblocked_by: waiting for the vendor sandbox API key\n---\n\n# Vendor sync spike\n\n### [P1] Pagination cursor expires after 60 s\n\nThe sync takes 3 min. [verified: demo API]\n');
    expect(a.j.outcome).toBe('blocked');
    expect(sectionOf(a.md, 'Outcome')).toBe('blocked — waiting for the vendor sandbox API key');
    const b = record('---\nstatus: teilweise erledigt\nbranch: spike/pdf\n---\n\n# PDF-Export\n\nSchriften gelöst, Umbrüche nicht.\n\n## Befunde\n- Schriften fehlen [verifiziert: Build]\n');
    expect([b.j.outcome, b.j.outcomeFrom?.line]).toEqual(['partial', 2]);
    expect(b.md).toContain('teilweise erledigt');
  });

  it('status words for work in progress and done in Japanese and Chinese, "listo" in Spanish', () => {
    expect(record('結論：対応中\n\n## 発見事項\n- キャッシュが漏れる [未検証]\n').j.outcome).toBe('partial');
    expect(record('搞定了，原因找到了。\n\n## 发现\n- 缓存泄漏 [已验证]\n').j.outcome).toBe('answered');
    expect(record('Listo: encontré por qué falla.\n\n## Hallazgos\n- el caché no expira [sin verificar]\n').j.outcome).toBe('answered');
  });
});

describe('fields as agents write them', () => {
  const f4 = (fs: FindingData[]) => fs.map((f) => [f.title, f.severity ?? null, f.verified ?? null, f.location ?? null]);

  it('a leading traffic light is the severity (a word beside it wins); translated severity columns', () => {
    const a = record('## ✅ Status: Complete\n\n## 🔍 Findings\n- 🔴 the retry job double-enqueues on restart [verified: test]\n- 🟡 queue metrics are not exported [unverified]\n- 🔴 **Minor** — a typo in the log line [unverified]\n');
    expect(f4(a.j.findings)).toEqual([
      ['the retry job double-enqueues on restart', 'critical', true, null],
      ['queue metrics are not exported', 'medium', false, null],
      ['a typo in the log line', 'minor', false, null],
    ]);
    const b = record('## Ergebnis\n\nFertig.\n\n## Befunde\n\n| Datei | Zeile | Problem | Schwere |\n|---|---|---|---|\n| `api/auth.ts` | 41 | Passwort-Vergleich nicht zeitkonstant | hoch |\n| `web/login.vue` | 12 | Kein autocomplete | niedrig |\n');
    expect(f4(b.j.findings)).toEqual([
      ['Passwort-Vergleich nicht zeitkonstant', 'high', null, 'api/auth.ts:41'],
      ['Kein autocomplete', 'low', null, 'web/login.vue:12'],
    ]);
  });

  it('verification in full-width brackets, emoji and other languages; a translated Verified column', () => {
    const { j } = record('## Outcome\nanswered — x\n\n## Findings\n- alpha leak 【已验证】\n- bravo leak（未验证）\n- charlie leak 【検証済み：Playwright で再現】\n- ✅ foxtrot leak\n- ❓ golf leak, could not check\n- hotel leak — ✔ confirmed\n- india leak (verificado)\n- juliet leak (no verificado)\n- kilo payload is 8 KB each. I did not measure the impact.\n- lima runs 120 queries per page. I confirmed this with the debug toolbar.\n- mike leak (verified: no)\n');
    expect(j.findings.map((f) => f.verified ?? null)).toEqual([true, false, true, true, false, true, true, false, false, true, false]);
    expect(j.findings.slice(0, 4).map((f) => f.title)).toEqual(['alpha leak', 'bravo leak', 'charlie leak', 'foxtrot leak']);
    const t = record('## Outcome\nanswered — x\n\n## Findings\n\n| # | Проблема | Проверено |\n|---|---|---|\n| 1 | кэш не истекает | да |\n| 2 | тесты падают | нет |\n');
    expect(tv(t.j.findings)).toEqual([
      ['кэш не истекает', true],
      ['тесты падают', false],
    ]);
  });

  it('field groups (File/Issue/Fix) in a headingless return, in English and German; never the answer', () => {
    const en = record('Status: done\n\n**File:** `src/payment/refund.ts`\n**Issue:** refunds are not checked against the original amount.\n**Fix:** sum earlier refunds.\n\n**File:** `src/payment/webhook.ts`\n**Issue:** the signature is checked after JSON parsing.\n**Fix:** verify the raw body first.\n');
    expect(f4(en.j.findings)).toEqual([
      ['refunds are not checked against the original amount.', null, null, 'src/payment/refund.ts'],
      ['the signature is checked after JSON parsing.', null, null, 'src/payment/webhook.ts'],
    ]);
    const de = record(crlf('Status: abgeschlossen\n\n**Datei:** `src/payment/refund.ts`\n**Problem:** Rückerstattungen werden nicht gegen den Betrag geprüft.\n**Lösung:** Summe prüfen.\n\n**Datei:** `src/payment/webhook.ts`\n**Problem:** Signatur wird erst nach dem Parsen geprüft.\n**Lösung:** Rohdaten zuerst prüfen.\n'));
    expect(f4(de.j.findings)).toEqual([
      ['Rückerstattungen werden nicht gegen den Betrag geprüft.', null, null, 'src/payment/refund.ts'],
      ['Signatur wird erst nach dem Parsen geprüft.', null, null, 'src/payment/webhook.ts'],
    ]);
  });

  it('a counter before the title is not the title ("Issue 1:", "Problème 2 :", "问题三：", "Finding:")', () => {
    const { j } = record('## Outcome\nanswered — x\n\n## Findings\n\n### Issue 1: Cache key ignores locale\n\ntext [unverified]\n\n### Problème 2 : le cache fuit\n\ntext [unverified]\n\n### 问题三：缓存泄漏\n\ntext [unverified]\n\n### Проблема 4: кэш течёт\n\ntext [unverified]\n\n### Finding: the export query runs on the primary\n\ntext [unverified]\n');
    expect(j.findings.map((f) => f.title)).toEqual(['Cache key ignores locale', 'le cache fuit', '缓存泄漏', 'кэш течёт', 'the export query runs on the primary']);
  });

  it('a table with no finding column is titled by its column with the most to say; a counting "#" column is numbering', () => {
    const a = record('Status: done.\n\n| Job | Test | Verdict |\n|---|---|---|\n| linux | upload resumes after a dropped connection | flake |\n| win | UNC paths keep a trailing slash | real |\n');
    expect(a.j.findings.map((f) => f.title)).toEqual(['upload resumes after a dropped connection', 'UNC paths keep a trailing slash']);
    const b = record('## Outcome\nanswered — x\n\n## Findings\n\n| # | Finding | Severity |\n|---|---|---|\n| 1 | the pager drops a page | High |\n| 2 | the cache leaks | Low |\n\n| ID | Finding |\n|---|---|\n| SEC-7 | tokens are logged |\n');
    expect(b.md).toContain('\n- the pager drops a page\n');
    expect(b.md).toContain('numbered them 1, 2');
    expect(b.md).toContain('SEC-7');
  });

  it('todo lines without bullets (☒/☐) are one finding each', () => {
    const { j } = record('Update:\n\n☒ Read the failing test\n☒ Found the race in `cache.ts`: two writers, no lock [verified: stress test]\n☐ Fix the race\n☐ Check `queue.ts` for the same pattern [unverified]\n\nStatus: in progress\n');
    expect(j.outcome).toBe('partial');
    expect(j.findings.map((f) => [f.title, f.verified ?? null])).toEqual([
      ['Read the failing test', null],
      ['Found the race in `cache.ts`', true],
      ['Fix the race', null],
      ['Check `queue.ts` for the same pattern', false],
    ]);
  });
});

describe('review bots: one finding per comment, its location and badges as fields', () => {
  const f3 = (fs: FindingData[]) => fs.map((f) => [f.title, f.severity ?? null, f.location ?? null]);

  it('Cursor Bugbot: "### Bug: X" with HTML-comment fields is one finding', () => {
    const { j } = record('Status: done — Bugbot found two issues.\n\n### Bug: Retry loop ignores the abort signal\n\n<!-- **High Severity** -->\n\n<!-- DESCRIPTION START -->\nThe retry loop keeps retrying after the caller aborts.\n<!-- DESCRIPTION END -->\n\n<!-- LOCATIONS START\nsrc/net/fetch.ts#L40-L58\nLOCATIONS END -->\n\n### Bug: Cache key collides across tenants\n\n<!-- **Medium Severity** -->\n\n<!-- DESCRIPTION START -->\n`cacheKey()` uses only the path.\n<!-- DESCRIPTION END -->\n\n<!-- LOCATIONS START\nsrc/cache/key.ts#L12\nLOCATIONS END -->\n');
    expect(j.outcome).toBe('answered');
    expect(f3(j.findings)).toEqual([
      ['Retry loop ignores the abort signal', 'high', 'src/net/fetch.ts:40-58'],
      ['Cache key collides across tenants', 'medium', 'src/cache/key.ts:12'],
    ]);
    expect(j.findings[0]!.category).toBe('bug');
    // With its "Fix in Cursor" link line, a "---" between the bugs and the outcome stated last; and without the line.
    const withLinks = '### Bug: Cookie outlives the session\n\n<!-- **High Severity** -->\n\n<!-- DESCRIPTION START -->\nThe cookie lives 30 days, the session 1 day.\n<!-- DESCRIPTION END -->\n\n<!-- LOCATIONS START\nsrc/auth/session.ts#L22-L31\nLOCATIONS END -->\n\n[Fix in Cursor](https://cursor.com/open?bug=1) • [Fix in Web](https://cursor.com/agents?bug=1)\n\n---\n\n### Bug: Logout keeps the refresh cookie\n\n<!-- **Medium Severity** -->\n\n<!-- DESCRIPTION START -->\nclearCookie has no domain.\n<!-- DESCRIPTION END -->\n\nOutcome: answered — two defects.\n';
    for (const body of [withLinks, withLinks.replace(/\[Fix in Cursor\].*\n/, '')]) {
      const r = record(`Bugbot found 2 issues.\n\n${body}`);
      expect(f3(r.j.findings)).toEqual([
        ['Cookie outlives the session', 'high', 'src/auth/session.ts:22-31'],
        ['Logout keeps the refresh cookie', 'medium', null],
      ]);
    }
  });

  it('CodeRabbit: a count line, "---"-separated comments, nitpicks in <details>, settings not counted', () => {
    const { j, md } = record('**Actionable comments posted: 2**\n\n<details>\n<summary>🧹 Nitpick comments (1)</summary><blockquote>\n\n<details>\n<summary>src/util/date.ts (1)</summary><blockquote>\n\n`14-16`: **Prefer `Intl.DateTimeFormat` over manual padding.**\n\nThe manual zero-padding duplicates what the platform does.\n\n</blockquote></details>\n\n</blockquote></details>\n\n<details>\n<summary>📜 Review details</summary>\n\nConfiguration used: CodeRabbit UI\n\n</details>\n\n---\n\n`src/api/orders.ts` lines 41-48: **Unvalidated `limit` query parameter.**\n\n`limit` is passed straight to SQL `LIMIT`.\n\n---\n\n`src/api/orders.ts` line 90: **Missing `await` on `audit.log()`.**\n\nErrors from the audit log are swallowed.\n', '--outcome', 'answered');
    expect(f3(j.findings)).toEqual([
      // The nitpick's file is the <summary> of the <details> that holds it.
      ['Prefer `Intl.DateTimeFormat` over manual padding.', 'nit', 'src/util/date.ts'],
      ['Unvalidated `limit` query parameter.', null, 'src/api/orders.ts:41-48'],
      ['Missing `await` on `audit.log()`.', null, 'src/api/orders.ts:90'],
    ]);
    for (const kept of ['Actionable comments posted: 2', 'Configuration used: CodeRabbit UI', 'passed straight to SQL']) expect(md).toContain(kept);
  });

  it('comment stacks: a location line, a badge line, a bold title (CodeRabbit), and Gemini\'s image badges', () => {
    const a = record('## Findings\n\n**In `api/views.py` around lines 88 - 97:**\n\n_⚠️ Potential issue_ | _🔴 Critical_\n\n**Order total uses client prices.**\n\nunit_price comes from the request body.\n\n**In `api/serializers.py` at line 14:**\n\n_⚠️ Potential issue_ | _🟠 Major_\n\n**`quantity` accepts negatives.**\n\nAdd min_value=1.\n\nStatus: completed.\n');
    expect(f3(a.j.findings)).toEqual([
      ['Order total uses client prices.', 'critical', 'api/views.py:88-97'],
      ['`quantity` accepts negatives.', 'major', 'api/serializers.py:14'],
    ]);
    const b = record('## Code Review\n\n**`send.go` (line 54)**\n\n![high](https://www.gstatic.com/codereviewagent/high-priority.svg)\n\nThe retry loop re-uses a consumed body.\n\n**`send.go` (line 71)**\n\n![medium](https://www.gstatic.com/codereviewagent/medium-priority.svg)\n\nSleep ignores ctx.\n', '--outcome', 'answered');
    expect(f3(b.j.findings)).toEqual([
      ['The retry loop re-uses a consumed body.', 'high', 'send.go:54'],
      ['Sleep ignores ctx.', 'medium', 'send.go:71'],
    ]);
  });

  it('Copilot: comments headed by their location under "Reviewed changes" are findings', () => {
    const { j, md } = record('## Pull request overview\n\nThis PR adds rate limiting.\n\n**Reviewed changes**\n\nCopilot reviewed 2 out of 2 changed files and generated 2 comments.\n\n**src/limiter.ts:31**\n\nThe refill never caps tokens at capacity.\n\n**src/limiter.ts:58**\n\nThe Map of buckets is never pruned.\n', '--outcome', 'answered');
    expect(f3(j.findings)).toEqual([
      ['The refill never caps tokens at capacity.', null, 'src/limiter.ts:31'],
      ['The Map of buckets is never pruned.', null, 'src/limiter.ts:58'],
    ]);
    expect(md).toContain('Copilot reviewed 2 out of 2 changed files');
    // The same with "###" location headings under a German heading.
    const de = record('## Geprüfte Änderungen\n\n### `src/a.ts:3`\n\nDer Zähler läuft über.\n\n### `src/b.ts:9`\n\nDer Cache wächst.\n', '--outcome', 'answered');
    expect(f3(de.j.findings)).toEqual([
      ['Der Zähler läuft über.', null, 'src/a.ts:3'],
      ['Der Cache wächst.', null, 'src/b.ts:9'],
    ]);
  });
});

describe('a return in a ```markdown fence, whatever its shape', () => {
  it('a headingless return inside the fence is unwrapped; the words around it kept', () => {
    const { j, md } = record('Here is my return:\n\n```markdown\nDone: found the cause.\n\n- Two aliases point at one index [verified: _cat/aliases]\n- Paging has no stable sort [verified: pages]\n```\n');
    expect([j.outcome, j.outcomeFrom?.line]).toEqual(['answered', 4]);
    expect(j.findings.map((f) => f.title)).toEqual(['Two aliases point at one index', 'Paging has no stable sort']);
    expect(md).toContain('Here is my return:');
    // Codex's bold Summary inside a fence, CRLF.
    const c = record(crlf('~~~md\n**Summary**\n- The export double-counts refunds. (verified)\n- The CSV writer truncates amounts. (unverified)\n\n**Testing**\n- npm test\n\nStatus: done\n~~~\n'));
    expect(tv(c.j.findings)).toEqual([
      ['The export double-counts refunds.', true],
      ['The CSV writer truncates amounts.', false],
    ]);
  });

  it('the line that stated the outcome above the sections is not written twice', () => {
    const { md } = record('Outcome: answered — deploy fixed\n\nFindings:\n- deploy needs npm ci first [verified: ran it]\n');
    expect(md.split('deploy fixed').length - 1).toBe(1);
    expect(md).not.toContain('## Introduction');
  });
});

describe('more of what agents write around their findings', () => {
  const f3 = (fs: FindingData[]) => fs.map((f) => [f.title, f.severity ?? null, f.location ?? null]);

  it('a paragraph that recommends is a recommendation, in a headingless return and under a findings heading', () => {
    const a = record('Done: found the cause of the duplicate results.\n\n- Two aliases point at one index [verified: _cat/aliases]\n- Paging has no stable sort [verified: pages 3-4]\n\nI recommend querying the alias and sorting by _id as a tiebreaker.\n');
    expect(a.j.findings).toHaveLength(2);
    expect(sectionOf(a.md, 'Recommendations')).toContain('querying the alias');
    const b = record('## Resultado\nHecho.\n\n## Hallazgos\n- el comodín captura dos índices [verificado: _cat]\n\nRecomiendo cambiar el comodín por el alias.\n');
    expect(b.j.findings).toHaveLength(1);
    expect(sectionOf(b.md, 'Recommendations')).toContain('Recomiendo cambiar');
  });

  it('a severity field later in the finding; Codex citations and links to files are locations', () => {
    const { j } = record('## Outcome\nanswered — x\n\n## Findings\n- **alpha leak** — text here. **Gravité :** critique. [unverified]\n- **bravo leak** — text. **Severity:** high. [unverified]\n- charlie leak. Schweregrad: mittel [unverified]\n- The export double-counts refunds. [verified: fixture] 【F:src/billing/refunds.ts†L41-L58】\n- The cart fixture reuses one user, see [fixtures/cart.ts](file:///home/dev/shop/fixtures/cart.ts#L14-L22). [verified: 50 runs]\n');
    expect(f3(j.findings)).toEqual([
      ['alpha leak', 'critical', null],
      ['bravo leak', 'high', null],
      ['charlie leak', 'medium', null],
      ['The export double-counts refunds.', null, 'src/billing/refunds.ts:41-58'],
      ['The cart fixture reuses one user, see fixtures/cart.ts.', null, 'fixtures/cart.ts:14-22'],
    ]);
  });

  it('"I also noticed" after the Summary list is one more finding; "Other things I found" holds findings', () => {
    const a = record('## Summary\n\nThe flaky `checkout.spec.ts` is fixed; two causes.\n\n- The cart fixture reuses one user. Verified: 50 runs green.\n- The iframe is awaited with a timeout. Verified by throttling.\n\nI also noticed that playwright.config.ts retries twice on CI, which hid both problems; not changed.\n');
    expect([a.j.outcome, a.j.findings.length]).toEqual(['answered', 3]);
    const b = record('Investigation complete. The memory growth is explained.\n\n## Root cause\n\n**Every job adds a listener** in run.ts:33. [verified: heap]\n\n## Other things I found\n\n1. **Warnings are silenced** by setMaxListeners(0). [verified: grep]\n2. **The logger keeps 500 payloads.** [unverified]\n');
    expect(b.j.findings.map((f) => f.title)).toEqual(['Every job adds a listener', 'Warnings are silenced', 'The logger keeps 500 payloads.']);
  });

  it('a counter-titled heading one level deeper is a finding, not a findings section (zh, en)', () => {
    const zh = record('## 支付回调排查\n\n状态：阻塞，等待日志权限。\n\n### 问题清单\n\n#### 问题一：签名校验用了旧密钥\n\n读取 v1。【已验证】\n\n**修复：** 读取当前版本。\n\n#### 问题二：回调没有重试\n\n超时 30 秒。（未验证）\n');
    expect(tv(zh.j.findings)).toEqual([
      ['签名校验用了旧密钥', true],
      ['回调没有重试', false],
    ]);
    const en = record('## Review\n\nStatus: done\n\n### Findings\n\n#### Issue 1: Cache key ignores locale\n\nThe key is the path. [verified: test]\n\n#### Issue 2: Retry never backs off\n\nEvery 10 ms. [unverified]\n');
    expect(tv(en.j.findings)).toEqual([
      ['Cache key ignores locale', true],
      ['Retry never backs off', false],
    ]);
  });
});

describe('a postmortem in French and German', () => {
  it('root cause and contributing factors are findings; the actions table is Recommendations', () => {
    const fr = record('Statut : résolu\n\n## Cause racine\n\nLe certificat TLS du prestataire a expiré.\n\n## Facteurs contributifs\n\n- Aucune alerte sur l expiration des certificats tiers.\n\n## Actions\n\n| Action | Responsable | Échéance |\n|---|---|---|\n| Surveiller les certificats tiers | @marc | 15/12 |\n');
    expect(fr.j.findings).toHaveLength(2);
    expect(sectionOf(fr.md, 'Recommendations')).toContain('Surveiller les certificats tiers');
    const de = record('Status: erledigt\n\n## Grundursache\n\n- Das Zertifikat ist abgelaufen. [verifiziert: openssl]\n\n## Maßnahmen\n\n- Ablauf überwachen\n');
    expect(de.j.findings).toHaveLength(1);
    expect(sectionOf(de.md, 'Recommendations')).toContain('Ablauf überwachen');
  });
});

describe('review summaries', () => {
  it('a closing "The migration is complete" states the outcome; a collapsed per-file summary is no finding', () => {
    const a = record('I changed the picker.\n\n### Issues found along the way\n\n⚠️ **Two copies of date-fns-tz are installed** — both v1 and v2. [unverified]\n\n⚠️ **Stories run with TZ=UTC**, so they never caught it. [verified: ran with TZ=Asia/Tokyo]\n\nThe migration is complete and all tests pass.\n');
    expect([a.j.outcome, a.j.findings.length]).toEqual(['answered', 2]);
    const b = record('## Pull request overview\n\nThis PR adds caching.\n\n**Reviewed changes**\n\nCopilot reviewed 3 out of 3 changed files.\n\n<details>\n<summary>Show a summary per file</summary>\n\n| File | Description |\n| ---- | ----------- |\n| src/cache.ts | New cache |\n</details>\n\n---\n\n**src/cache.ts:12**\n\nThe TTL is never checked.\n\n**src/cache.ts:40**\n\nKeys collide across tenants.\n', '--outcome', 'answered');
    expect(b.j.findings.map((f) => f.location)).toEqual(['src/cache.ts:12', 'src/cache.ts:40']);
    expect(b.md).toContain('Show a summary per file');
  });
});
