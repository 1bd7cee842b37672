// Which blocks of a return are findings, read through the built CLI (QA 24th R1/R2: 20 extras over 4 documents, and a
// severity group lost to Recommendations). Each class in several wordings and languages, with near-misses that must
// stay findings:
//  1. a verdict table on earlier bugs: rows that say "already fixed" or "false positive" are kept, not counted; a row
//     still open, a "Fixed in this PR" column on real findings and a bare "✅ 已修复" stay findings;
//  2. a change log beside the findings ("## 2. What was implemented" / "### C1 — …", "Was geändert wurde",
//     "Cambios realizados", "已完成的修改"): the work's evidence, no findings; a numbered topic of problems stays;
//  3. a paragraph above the findings that describes the document ("This file is the … roadmap", "Each entry follows:
//     …") is the lead, kept; a sub-section headed as a check that held and closed ("… validated … (closed 2026-04-21)")
//     is kept; "(closed …)" alone stays a finding;
//  4. a severity group whose heading also says "suggested" ("### P2 - 建议修复（影响体验）") over a table of problems
//     holds findings beside its P0/P1 siblings; groups of a plan by priority stay recommendations;
//  5. a review table by area after findings headed one by one, whose ⚠️/❌ rows name those findings, is a summary,
//     kept; a failed row that names nothing above is a finding of its own;
//  6. a group's label with a note ("### Display-only (not correctness) — optional polish") over prose, among sibling groups
//     over lists or tables, is a group: its paragraph is the finding, titled by its own words (QA 23rd R3).
// Every check reads `return --json` and `pull --json`. Synthetic documents.

import { describe, expect, it } from 'vitest';
import { crlf, docWorld, returnAndPull, returnTitles } from '../helpers/doc-world.js';

const w = docWorld();

const record = (text: string) => returnAndPull(w, text, 'blocks probe');

const titles = (text: string, kept: string[] = []) => returnTitles(w, text, 'blocks probe', kept);

describe('1. rows of a verdict table that say an earlier bug was already fixed or a false positive are kept', () => {
  it('fr: "✅ Déjà corrigé", "❌ **Faux positif**" kept, "⚠️ **Toujours réel**" counted; the arrow line after is an action', () => {
    const md = '# Audit\n\n## 2. bugs.md — 3 obsolètes sur 4\n\n| Bug | Verdict |\n|---|---|\n| AUTH-001 middleware au mauvais chemin | ❌ **Faux positif** — Next 16 utilise `proxy.ts` |\n| AUTH-002 redirect hardcodé | ✅ Déjà corrigé (résolution org dynamique) |\n| AUTH-003 dashboard non protégé | ✅ Déjà corrigé (guard dans le layout) |\n| DOC-001 XSS `file_url` | ⚠️ **Toujours réel** — `documents-view.tsx:179`, `<a href>` sans validation |\n\n→ Purger `bugs.md` après correction de DOC-001.\n\n## 3. Sécurité\n\n### Critique\n- **`cron_log` sans RLS** — table exposée via PostgREST.\n';
    expect(titles(md, ['AUTH-002 redirect hardcodé', 'AUTH-001 middleware au mauvais chemin', 'Purger `bugs.md` après correction de DOC-001.'])).toEqual(['DOC-001 XSS `file_url`', '`cron_log` sans RLS']);
  });

  it('en, CRLF: "| Status |" column with "Already fixed in 2.3" and "False positive" beside "Still open"', () => {
    const md = '# Re-audit of the March report\n\n## Findings\n\n| # | Issue | Status |\n|---|---|---|\n| 1 | Session cookie lacks `Secure` | Already fixed in 2.3 |\n| 2 | SQL built by string concatenation in `report.py:40` | Still open |\n| 3 | Open redirect on `/login?next=` | False positive — `next` is checked against the allow-list |\n| 4 | No rate limit on `/export` | Still open |\n';
    expect(titles(crlf(md), ['Session cookie lacks `Secure`', 'Open redirect on `/login?next=`'])).toEqual(['SQL built by string concatenation in `report.py:40`', 'No rate limit on `/export`']);
  });

  it('de and ru: "Bereits behoben", "Fehlalarm", "Уже исправлено" rows kept; near-misses "Fixed in this PR", a bare "✅ 已修复", "open" stay', () => {
    const de = '# Prüfung\n\n## Befunde\n\n| Befund | Bewertung |\n|---|---|\n| Cache läuft nie ab | Bereits behoben (Commit a1b2c3) |\n| Passwort-Hash mit MD5 in `auth.py:12` | Offen — bcrypt verwenden |\n| Race beim Token-Refresh | Fehlalarm: Lock ist vorhanden |\n';
    expect(titles(de, ['Cache läuft nie ab'])).toEqual(['Passwort-Hash mit MD5 in `auth.py:12`']);
    const ru = '# Аудит\n\n## Находки\n\n| Проблема | Вердикт |\n|---|---|\n| Утечка токена в логах | ✅ Уже исправлено |\n| Нет проверки подписи вебхука в `hook.go:31` | ❌ Актуально |\n| Двойное списание при повторе | ✅ Уже исправлено (v1.4) |\n';
    expect(titles(ru, ['Утечка токена в логах'])).toEqual(['Нет проверки подписи вебхука в `hook.go:31`']);
    // Near-misses, which must stay findings:
    const en = '# Review and fixes\n\n## Findings\n\n| # | Finding | Severity | Status |\n|---|---|---|---|\n| 1 | Retry loop never backs off | High | ✅ Fixed in this PR |\n| 2 | Log line prints the API key | High | ✅ Fixed |\n| 3 | Timeout too short | Low | open |\n';
    expect(titles(en)).toHaveLength(3);
    const zh = '# 修复总结\n\n## 问题清单\n\n| 问题 | 严重性 | 修复状态 |\n|---|---|---|\n| **N9节点修改context** | 高 | ✅ 已修复 |\n| **JSON解析失败不重试** | 中 | ✅ 已修复 |\n';
    expect(titles(zh)).toEqual(['N9节点修改context', 'JSON解析失败不重试']);
  });
});

describe('2. a change log beside the findings is the work done, not findings', () => {
  const doc = (h: string, log: string[]) => `# Payments — review findings and changes\n\n## 1. Retries double-charge the card (high)\n\n\`pay.js:77\` retries a charge without an idempotency key.\n\n## 2. ${h}\n\n${log.join('\n\n')}\n\n## 3. Timeout is too short (low)\n\n\`pay.js:12\` uses 2 s; the bank's p99 is 3.1 s.\n`;

  it('en: "## 2. What was implemented" / "### C1 — …"; near-miss: a numbered topic of problems stays findings', () => {
    const md = doc('What was implemented', ['### C1 — Extracted the HTTP client into `http.js`\nAll callers use the shared client now.', '### C2 — Added three retry tests\nThey cover timeouts before and after the answer.', '### C3 — Switched logging to structured output']);
    expect(titles(md, ['Extracted the HTTP client into `http.js`', 'Added three retry tests'])).toEqual(['Retries double-charge the card', 'Timeout is too short']);
    // Near-misses, which must stay findings:
    const near = doc('Checkout flow', ['### 2.1 The total is computed twice\n`checkout.js:40` sums the cart twice; the two disagree on rounding.', '### 2.2 The coupon field accepts expired codes\n`coupon.js:18` never checks the expiry date.']);
    expect(titles(near)).toEqual(['Retries double-charge the card', 'The total is computed twice', 'The coupon field accepts expired codes', 'Timeout is too short']);
  });

  it('de, es, zh: "Was geändert wurde", "Cambios realizados", "已完成的修改"', () => {
    const de = doc('Was geändert wurde', ['### Ä1 — Export-Funktion in zwei Teile zerlegt', '### Ä2 — Tests für das Datumsformat ergänzt', '### Ä3 — Logging umgestellt']);
    expect(titles(de, ['Export-Funktion in zwei Teile zerlegt'])).toHaveLength(2);
    const es = doc('Cambios realizados', ['### 2.1 Se extrajo el cliente HTTP a `http.js`', '### 2.2 Se añadieron pruebas de reintento', '### 2.3 Se cambió el registro']);
    expect(titles(crlf(es), ['Se añadieron pruebas de reintento'])).toHaveLength(2);
    const zh = doc('已完成的修改', ['### 2.1 把 HTTP 客户端抽到 `http.js`', '### 2.2 增加了三个重试测试', '### 2.3 日志改为结构化输出']);
    expect(titles(zh, ['增加了三个重试测试'])).toHaveLength(2);
  });

  it('a change log whose items say they fixed bugs reports those bugs: each is a finding (en, ru, de, zh; CRLF)', () => {
    const texts = (md: string) => record(md).j.findings.map((f) => `${f.title}\n${f.text}`);
    const en = texts(doc('What was implemented', ['- **Fixed bug:** `pager.ts` dropped the last page when the count was a multiple of 20.', '- **Fixed bug:** the export kept the old locale after a switch.', '- Switched logging to structured output.']));
    expect(en.filter((t) => /dropped the last page|kept the old locale/.test(t))).toHaveLength(2);
    const ru = texts(crlf(doc('Внесенные изменения', ['### 2.1 Исправление ошибок\n\n*   **Исправлен баг:** `stripInvisibleChars` удалял символы и сдвигал подсветку.\n*   **Исправлен баг:** `uppercaseKeywords` менял регистр внутри строк.'])));
    expect(ru.filter((t) => /stripInvisibleChars|uppercaseKeywords/.test(t))).toHaveLength(2);
    const de = texts(doc('Was geändert wurde', ['- **Fehler behoben:** Der Export verlor die letzte Zeile.', '- **Fehler behoben:** Das Datum wurde als Ortszeit gelesen.']));
    expect(de.filter((t) => /letzte Zeile|Ortszeit/.test(t))).toHaveLength(2);
    const zh = texts(doc('已完成的修改', ['- 修复了分页丢失最后一页的问题（`pager.ts:31`）', '- 修复了导出时区错误']));
    expect(zh.filter((t) => /分页丢失最后一页|导出时区错误/.test(t))).toHaveLength(2);
  });
});

describe('3. the document\'s own lead and checks closed as validated are no findings', () => {
  const entries = '## Cold-broker boot drag (Phase 2)\n\nBoot blocks on a cold broker in `supervisor.ex`.\n\n## Manifest loaded on every publish\n\n`Gate` calls `Manifest.load()` on every event.\n\n## LLM adapters validated against live APIs (closed 2026-04-21)\n\nOne live call per provider; the parser produced a clean emit.\n\n## Logger tail filter + filter tests (closed 2026-04-22)\n\nFilters extracted into their own module with unit tests.\n';

  it('en: "This file is the … roadmap" and "Each entry follows: …" above the entries; "validated … (closed …)" kept; near-misses: a problem stated above the entries, "(closed …)" alone', () => {
    const md = `# Findings\n\nThis file is the **production-readiness and hardening roadmap** for the runtime described in \`README.md\`; the entries below are the gaps.\n\nEach entry follows: what the risk is, why we're unsure, how to test.\n\n${entries}`;
    expect(titles(md, ['This file is the **production-readiness and hardening roadmap**', 'Each entry follows: what the risk is', 'One live call per provider'])).toEqual(['Cold-broker boot drag (Phase 2)', 'Manifest loaded on every publish', 'Logger tail filter + filter tests (closed 2026-04-22)']);
    // Near-misses, which must stay findings:
    const near = '# Findings\n\nThe login form posts the password over plain HTTP on the staging host.\n\n## Cache never expires\n\n`cache.ts:10` keeps entries forever.\n\n## Token written to the log (closed 2026-04-22)\n\nFixed by masking in `log.ts:4`.\n\n## Webhook signature not checked\n\n`hook.js:31` accepts any body.\n';
    expect(titles(near)).toHaveLength(4);
  });

  it('fr and zh leads; es "verificada … (cerrado)"', () => {
    const fr = '# Constats\n\nCe rapport liste les risques restants avant la mise en production.\n\nChaque entrée suit : le risque, pourquoi, comment tester.\n\n## Cache jamais invalidé\n\n`cache.ts:10` garde les entrées pour toujours.\n\n## Jetons dans les journaux\n\n`log.ts:4` écrit le jeton en clair.\n';
    expect(titles(fr, ['Ce rapport liste les risques restants'])).toEqual(['Cache jamais invalidé', 'Jetons dans les journaux']);
    const zh = '# 发现\n\n本文件记录上线前剩余的风险，每个条目说明风险和测试方法。\n\n## 缓存永不失效\n\n`cache.ts:10` 永远保留条目。\n\n## 日志中的令牌\n\n`log.ts:4` 明文写出令牌。\n';
    expect(titles(crlf(zh), ['本文件记录上线前剩余的风险'])).toEqual(['缓存永不失效', '日志中的令牌']);
    const es = '# Hallazgos\n\n## Migración verificada en staging (cerrado)\n\nSe ejecutó dos veces sin errores.\n\n## El webhook no valida la firma\n\n`hook.js:31` acepta cualquier cuerpo.\n';
    expect(titles(es, ['Se ejecutó dos veces sin errores.'])).toEqual(['El webhook no valida la firma']);
  });
});

describe('4. a severity group whose heading also says "suggested" holds findings beside its siblings', () => {
  it('zh: "### P2 - 建议修复（影响体验）✅" over a table of problems; near-miss: a plan by priority stays recommendations', () => {
    const md = '# 修复总结\n\n## 📋 修复清单\n\n### P0 - 严重问题（必须修复）✅\n\n| 问题 | 严重性 | 修复状态 |\n|------|--------|----------|\n| **N9节点修改context** | ⚠️⚠️⚠️ | ✅ 已修复 |\n\n### P1 - 重要问题（强烈建议修复）✅\n\n| 问题 | 严重性 | 修复状态 |\n|------|--------|----------|\n| **降级策略过激** | ⚠️⚠️ | ✅ 已修复 |\n\n### P2 - 建议修复（影响体验）✅\n\n| 问题 | 严重性 | 修复状态 |\n|------|--------|----------|\n| **错误消息不友好** | ⚠️ | ✅ 已修复 |\n| **缺少输入验证** | ⚠️ | ✅ 已修复 |\n';
    const { j } = record(md);
    expect(j.findings.map((f) => [f.title, f.severity])).toEqual([['N9节点修改context', 'p0'], ['降级策略过激', 'p1'], ['错误消息不友好', 'p2'], ['缺少输入验证', 'p2']]);
    // Near-misses, which must stay findings:
    const near = '# Review\n\n## Findings\n\n- **Retry double-charges** — `pay.js:77`.\n\n## Next steps\n\n### P1 — suggested fixes\n\n| Action | Owner |\n|---|---|\n| Add an idempotency key | payments |\n\n### P2 — suggested improvements\n\n| Action | Owner |\n|---|---|\n| Lengthen the timeout | platform |\n';
    expect(titles(near)).toEqual(['Retry double-charges']);
    const fixes = '# Review\n\n## Findings\n\n- **Retry double-charges** — `pay.js:77`.\n\n## Next steps\n\n### P1 — suggested fixes\n\n| Issue | Fix |\n|---|---|\n| Retry double-charges | Add an idempotency key |\n\n### P2 — suggested improvements\n\n| Issue | Fix |\n|---|---|\n| Short timeout | Lengthen it to 5 s |\n';
    expect(titles(fixes)).toEqual(['Retry double-charges']);
  });

  it('en and de, no light and every group named for fixing: "### P1 — Must fix" / "### P2 — Suggested fixes (nice to have)"; CRLF', () => {
    const en = '# Review\n\n### P1 — Must fix\n\n| Issue | File |\n|---|---|\n| Retry double-charges | `pay.js:77` |\n\n### P2 — Suggested fixes (nice to have)\n\n| Issue | File |\n|---|---|\n| Error message leaks the stack | `err.js:9` |\n| No input validation on `amount` | `pay.js:20` |\n';
    const { j } = record(crlf(en));
    expect(j.findings.map((f) => [f.title, f.severity])).toEqual([['Retry double-charges', 'p1'], ['Error message leaks the stack', 'p2'], ['No input validation on `amount`', 'p2']]);
    const de = '# Prüfung\n\n### P1 — Muss behoben werden\n\n| Problem | Datei |\n|---|---|\n| Doppelte Abbuchung beim Retry | `pay.js:77` |\n\n### P2 — Empfohlene Korrekturen\n\n| Problem | Datei |\n|---|---|\n| Fehlermeldung zeigt den Stacktrace | `err.js:9` |\n';
    expect(titles(de)).toEqual(['Doppelte Abbuchung beim Retry', 'Fehlermeldung zeigt den Stacktrace']);
  });
});

describe('5. a review table by area whose open rows name the findings headed above is a summary, not more findings', () => {
  const rows = (title: string, header: string, body: string[]) => `## ${title}\n\n${header}\n${body.join('\n')}\n`;

  it('en and es: "| Area | Status | Note |" after "### C1: …"; near-miss: a failed row that names nothing above stays a finding', () => {
    const head = '# QA report — checkout\n\n## Critical\n\n### C1: Payment retries double-charge the card\n`pay.js:77` retries without an idempotency key.\n\n## Major\n\n### M1: Coupon validation skips the expiry date\n`coupon.js:18` never reads `expires_at`.\n\n';
    const en = head + rows('Payments review', '| Area | Status | Note |\n|---|---|---|', ['| Card form | ✅ OK | masks input |', '| Retries | ❌ Broken | double-charge on timeout |', '| Receipts | ✅ OK | sent once |']) + '\n' + rows('Promotions review', '| Area | Status | Note |\n|---|---|---|', ['| Coupons | ⚠️ Check | expiry date ignored |', '| Banners | ✅ OK | |']);
    expect(titles(en, ['double-charge on timeout', 'expiry date ignored'])).toEqual(['C1. Payment retries double-charge the card', 'M1. Coupon validation skips the expiry date']);
    const es = '# Informe de QA\n\n## Problemas críticos\n\n### C1: La sincronización pierde pedidos\n`sync.js:40` descarta pedidos con el mismo minuto.\n\n## Problemas menores\n\n### m1: Paginación inestable\n`list.js:12` ordena sin clave secundaria.\n\n' + rows('Revisión de la API', '| Área | Estado | Nota |\n|---|---|---|', ['| Autenticación | ✅ Correcto | tokens rotados |', '| Sincronización | ❌ Falla | pedidos descartados |', '| Paginación | ⚠️ Revisar | orden inestable |']);
    expect(titles(crlf(es), ['pedidos descartados'])).toHaveLength(2);
    // Near-miss, which must stay a finding: the CSP row names no finding above.
    const near = head + rows('Security review', '| Area | Status | Note |\n|---|---|---|', ['| Headers | ❌ Missing | no Content-Security-Policy header on any page |', '| Sessions | ✅ OK | rotated on login |']);
    expect(titles(near)).toEqual(['C1. Payment retries double-charge the card', 'M1. Coupon validation skips the expiry date', 'Headers']);
  });

  it('de and ja: "| Bereich | Status | Anmerkung |", "| 項目 | 状態 | 備考 |"', () => {
    const de = '# QA-Bericht\n\n## Kritisch\n\n### K1: Export schreibt keine Kopfzeile\n`export.py:88` lässt die Kopfzeile weg.\n\n### K2: Zeitstempel in Ortszeit statt UTC\n`export.py:120`.\n\n' + rows('Bewertung nach Bereich', '| Bereich | Status | Anmerkung |\n|---|---|---|', ['| CSV-Export | ❌ fehlerhaft | Kopfzeile fehlt |', '| Zeitstempel | ⚠️ prüfen | Ortszeit statt UTC |', '| Anmeldung | ✅ in Ordnung | |']);
    expect(titles(de, ['Kopfzeile fehlt'])).toEqual(['K1. Export schreibt keine Kopfzeile', 'K2. Zeitstempel in Ortszeit statt UTC']);
    const ja = '# QA レビュー\n\n## Critical Issues\n\n### C01: マッチが完了しない\n`match.gd:40` で終了判定がない。\n\n## Major Issues\n\n### M01: NetFault の発生\n`net.gd:12` の判定が厳しい。\n\n' + rows('Physics Review', '| 項目 | 状態 | 備考 |\n|------|------|------|', ['| ボール軌道 | ✅ 正常 | 妥当 |', '| 衝突判定 | ⚠️ 要確認 | NetFault の頻度が高い |', '| スコア進行 | ⚠️ 要確認 | マッチ終了が検出されない |']);
    expect(titles(ja, ['NetFault の頻度が高い'])).toEqual(['C01. マッチが完了しない', 'M01. NetFault の発生']);
  });
});

describe('6. a group label over prose among sibling groups titles no finding: the paragraph does', () => {
  it('en, de, fr: "### Cosmetic (not correctness) — later", "### Nur Darstellung (keine Korrektheit) — optional"; near-miss "— high" stays the title', () => {
    const en = '# Review checklist\n\n## Items to confirm\n\n### Already fixed (please confirm)\n- `parser.ts`: the trailing comma is accepted now\n- `lexer.ts`: tabs count as one column\n\n### Still to decide\n| Item | Question |\n|---|---|\n| `render.ts` | keep the old escape table? |\n\n### Cosmetic (not correctness) — later\nThe help text wraps at 60 columns on wide terminals.\nIt only affects `--help`, never the output.\n\n### Token leak in the debug log — high\n`log.ts:4` prints the API token when `DEBUG=1`.\n';
    const t = titles(en, ['Cosmetic (not correctness) — later']);
    expect(t).toContain('The help text wraps at 60 columns on wide terminals.');
    expect(t).toContain('Token leak in the debug log');
    expect(t).not.toContain('Cosmetic (not correctness) — later');
    const de = '# Prüfliste\n\n## Befunde\n\n### Bereits angepasst\n- `export.py`: Kopfzeile wird geschrieben\n- `dates.py`: UTC statt Ortszeit\n\n### Noch zu klären\n- Soll das Trennzeichen einstellbar sein?\n- Brauchen wir BOM für Excel?\n\n### Nur Darstellung (keine Korrektheit) — optional\nDie Spaltenbreite im Vorschaufenster springt beim Scrollen.\n';
    expect(titles(crlf(de)).at(-1)).toBe('Die Spaltenbreite im Vorschaufenster springt beim Scrollen.');
    const fr = "# Revue — constats\n\n## Constats\n\n### Déjà corrigé (à confirmer)\n| Fichier | Avant | Après |\n|---|---|---|\n| `export.py` | sans en-tête | en-tête écrit |\n\n### Encore à vérifier\n- `dates.py` : fuseau horaire des exports du soir\n- `csv.py` : séparateur pour les locales FR\n\n### Affichage seulement (pas d'impact sur les données) — facultatif\nLa largeur des colonnes de l'aperçu saute pendant le défilement.\n";
    expect(titles(fr).at(-1)).toBe("La largeur des colonnes de l'aperçu saute pendant le défilement.");
  });
});

