// Sections whose role is not "problems found" though their items look like findings (kept-roles.ts, task notfind2):
// a severity legend (by its heading, or by its shape alone: a scale of three levels or more, each once, in order)
// and findings reported before and resolved since, beside the findings. Each kept as written under its own heading.
// Beside them the innocent look-alikes that must still give findings. Synthetic documents only.

import { describe, expect, it } from 'vitest';
import { readReturn as read } from '../helpers/read-return.js';

const titles = (md: string) => read(md).f.map((x) => x.title);
const keptText = (md: string) => JSON.stringify(read(md).r.extra);
const finding = '## Findings\n\n### F1 Token cache never expires (High)\n\nThe cache in `src/auth/cache.ts` keeps entries forever; a revoked token stays valid.\n';
const doc = (before: string, after: string) => `# Review of the sync module\n\n${before}${finding}\n${after}`;
/** The one finding of `doc`, and `text` kept in a section of its own. */
const onlyF1 = (md: string, text: string) => {
  expect(titles(md)).toEqual(['F1 Token cache never expires']);
  expect(keptText(md)).toContain(text);
};

describe('a severity legend is kept, no findings', () => {
  it.each([
    ['en list, after', '', '## Severity legend\n\n- **Critical** — remote code execution\n- **Low** — cosmetic\n', 'cosmetic'],
    ['en list with lights', '', '## Severity legend\n\n- 🔴 **Critical**: data loss or remote code execution\n- 🟡 **Medium**: degraded behaviour under load\n- 🟢 **Low**: style\n', 'degraded behaviour'],
    ['en table, before the findings', '## Severity scale\n\n| Level | Meaning |\n|---|---|\n| High | exploitable remotely |\n| Low | cosmetic |\n\n', '', 'exploitable remotely'],
    ['de', '', '## Schweregrade\n\n- **Kritisch** — Codeausführung aus der Ferne\n- **Niedrig** — kosmetisch\n', 'kosmetisch'],
    ['fr', '', '## Légende des sévérités\n\n- **Critique** : exécution de code à distance\n- **Faible** : cosmétique\n', 'cosmétique'],
    ['es', '', '## Niveles de severidad\n\n- **Alta**: explotable de forma remota\n- **Baja**: cosmético\n', 'cosmético'],
    ['ru', '', '## Уровни критичности\n\n- **Высокий** — удалённое выполнение кода\n- **Низкий** — косметика\n', 'косметика'],
    ['zh', '', '## 图例\n\n- **高** — 可远程利用\n- **低** — 外观问题\n', '外观问题'],
    ['ja', '', '## 凡例\n\n- **高** — リモートから悪用可能\n- **低** — 見た目のみ\n', '見た目のみ'],
    ['ko', '', '## 심각도 기준\n\n- **높음** — 원격으로 악용 가능\n- **낮음** — 외관 문제\n', '외관 문제'],
    ['unnamed, a scale by shape', '', '## How we rate\n\n- **Critical** — data loss\n- **High** — exploitable with an account\n- **Medium** — degraded service\n- **Low** — cosmetic\n', 'degraded service'],
  ])('%s: one finding, the legend kept', (_n, before, after, text) => onlyF1(doc(before, after), text));

  it('a legend group inside the findings section is kept too', () => {
    const md = '# Review\n\n## Findings\n\n### Open\n\n- **Token cache never expires** (High) — `src/auth/cache.ts:14` keeps entries forever.\n- **Retry has no backoff** (Medium) — `src/net/retry.ts:30`.\n\n### Severity legend\n\n- **High** — exploitable remotely\n- **Medium** — needs an account\n- **Low** — cosmetic\n';
    expect(titles(md)).toEqual(['Token cache never expires', 'Retry has no backoff']);
  });
});

describe('findings reported before and resolved since are kept, no findings', () => {
  it.each([
    ['en, with severities', '## Previously reported — fixed\n\n1. Session fixation after login (High) — fixed in 2f3a1b.\n2. Missing CSRF token on settings form (Medium) — fixed in 9c0d2e.\n', 'Session fixation'],
    ['en, fixed since a version', '## Fixed since v1.2\n\n- **SQL injection in search** (High) — parameterised.\n- **Open redirect on login** (Medium) — whitelisted.\n', 'Open redirect'],
    ['de', '## Behoben seit dem letzten Audit\n\n- **SQL-Injection in der Suche** (Hoch) — in #12 parametrisiert.\n- **Offene Weiterleitung** (Mittel) — in #15 behoben.\n', 'Offene Weiterleitung'],
    ['fr', '## Déjà signalé — corrigé\n\n- **Injection SQL dans la recherche** (Haute) — corrigée dans #12.\n', 'Injection SQL'],
    ['es', '## Hallazgos anteriores\n\n- **Inyección SQL en la búsqueda** (Alta) — corregida en #12.\n', 'Inyección SQL'],
    ['ru', '## Ранее выявленные\n\n- **SQL-инъекция в поиске** (Высокий) — исправлено в #12.\n', 'SQL-инъекция'],
    ['zh', '## 上次审计的问题\n\n- **搜索中的 SQL 注入** (高) — 已在 #12 修复。\n', 'SQL 注入'],
    ['ja', '## 前回の指摘\n\n- **検索の SQL インジェクション** (高) — #12 で修正済み。\n', 'インジェクション'],
    ['sv', '## Tidigare rapporterat\n\n- **SQL-injektion i sökningen** (Hög) — åtgärdad i #12.\n', 'SQL-injektion'],
  ])('%s: one finding, the earlier ones kept', (_n, after, text) => onlyF1(doc('', after), text));

  it('a group resolved since the last audit, inside the findings section, is kept', () => {
    const md = '# Review\n\n## Findings\n\n### Open\n\n- **Token cache never expires** (High) — `src/auth/cache.ts:14`.\n- **Retry has no backoff** (Medium) — `src/net/retry.ts:30`.\n\n### Resolved since last audit\n\n- **SQL injection in search** (High) — parameterised in #12.\n- **Open redirect on login** (Medium) — whitelist added in #15.\n';
    expect(titles(md)).toEqual(['Token cache never expires', 'Retry has no backoff']);
  });
});

describe('observations that only describe the state are kept, no findings', () => {
  it.each([
    ['en', '## Observations\n\n- The service runs as a single process.\n- Config is read once at start-up.\n', 'single process'],
    ['en, notes', '## Notes\n\n- The build takes four minutes on CI.\n- Two packages are vendored under `third_party/`.\n', 'four minutes'],
    ['de', '## Beobachtungen\n\n- Der Dienst läuft als ein Prozess.\n- Die Konfiguration wird beim Start gelesen.\n', 'ein Prozess'],
    ['fr', '## Remarques\n\n- Le service tourne dans un seul processus.\n- La configuration est lue au démarrage.\n', 'seul processus'],
    ['es', '## Observaciones\n\n- El servicio corre en un solo proceso.\n- La configuración se lee al arrancar.\n', 'solo proceso'],
    ['ru', '## Наблюдения\n\n- Сервис работает в одном процессе.\n- Конфигурация читается при старте.\n', 'одном процессе'],
    ['zh', '## 观察\n\n- 服务以单进程运行。\n- 配置在启动时读取一次。\n', '单进程'],
    ['ja', '## 備考\n\n- サービスは単一プロセスで動く。\n- 設定は起動時に一度読まれる。\n', '単一プロセス'],
  ])('%s: one finding, the observations kept', (_n, after, text) => onlyF1(doc('', after), text));
});

describe('when the findings are the return\'s own sections ("## F1 — …"), the sections beside them are kept', () => {
  const series = '# Security audit of the sync module\n\n## F1 — Token cache never expires (High)\n\nThe cache in `src/auth/cache.ts` keeps entries forever.\n\n## F2 — Retry has no backoff (Medium)\n\nThe loop in `src/net/retry.ts` retries at once.\n\n';
  it.each([
    ['a legend', '## Severity legend\n\n- **High** — exploitable remotely\n- **Medium** — needs an account\n', 'needs an account'],
    ['findings resolved before', '## Previously reported — fixed\n\n- **SQL injection in search** (High) — parameterised in #12.\n', 'SQL injection'],
    ['areas verified clean', '## Verified clean\n\n- **Storage**: only three preference keys are kept.\n- **Network**: no calls outside the API host.\n', 'three preference keys'],
    ['what the review checked', '## What I checked\n\n- **Storage** — only three keys are kept, none sensitive.\n- **Network** — every call goes to the API host.\n', 'every call goes'],
    ['observations of the state', '## Observations\n\n- The service runs as a single process.\n- Config is read once at start-up.\n', 'single process'],
    ['the scope, an unnumbered sibling', '## Scope\n\n- `src/auth/**`\n- `src/net/**`\n', 'src/net/**'],
    ['the tools used', '## Tools used\n\n- semgrep 1.90\n- gitleaks 8.18\n', 'gitleaks'],
  ])('%s: the two findings only, the section kept', (_n, after, text) => {
    const md = series + after;
    expect(titles(md)).toEqual(['F1. Token cache never expires', 'F2. Retry has no backoff']);
    expect(JSON.stringify(read(md).r)).toContain(text);
  });
});

describe('innocent look-alikes still give findings', () => {
  it('a light-led group of remarks on files beside a severity group stays a group of findings', () => {
    const md = '# Review\n\n## 🔵 Remarques métier\n\n1. **checkout.html :** le total est calculé deux fois\n2. **invoice.html :** le taux de TVA est codé en dur\n\n## 🔴 Critique\n\n1. **cart.js :** le jeton de session est stocké en clair\n';
    expect(titles(md)).toHaveLength(3);
  });

  it.each([
    ['a problem word', '## Observations\n\n- The retry loop never backs off.\n- Config is read once at start-up.\n', 2],
    ['a severity', '## Observations\n\n- Session ids appear in the access log (Medium).\n- Config is read once at start-up.\n', 2],
    ['Spanish problem word', '## Observaciones\n\n- La caché nunca caduca.\n- La configuración se lee al arrancar.\n', 2],
    ['Russian problem word', '## Наблюдения\n\n- Кэш никогда не очищается.\n- Конфигурация читается при старте.\n', 2],
  ])('observations beside the findings, one item with %s: findings still', (_n, after, extra) => {
    expect(titles(doc('', after))).toHaveLength(1 + extra);
  });

  it('a "#### Notes" part under each finding belongs to that finding', () => {
    const md = '# Review\n\n## Findings\n\n### 1. Token cache never expires (High)\n\nEntries live forever in `src/auth/cache.ts`.\n\n#### Notes\n\n- The cache is shared by login and refresh.\n- It was added in v1.4.\n\n### 2. Retry has no backoff (Medium)\n\nThe loop retries at once.\n\n#### Notes\n\n- Used by the uploader only.\n- Configured in `retry.json`.\n';
    const { f } = read(md);
    expect(f.map((x) => x.title)).toEqual(['Token cache never expires', 'Retry has no backoff']);
    expect(f[0]!.text).toContain('shared by login');
  });

  it('a findings section named "Observations", alone, gives its findings', () => {
    const md = '# Review\n\n## Observations\n\n- The service runs as a single process.\n- Config is read once at start-up.\n\n## Recommendations\n\n- Split the worker out.\n';
    expect(titles(md)).toHaveLength(2);
  });

  it('earlier findings the heading says are still open stay findings', () => {
    const md = doc('', '## Previously reported, still open\n\n- **Open redirect on login** (Medium) — the whitelist is not applied to `next=`.\n');
    expect(titles(md)).toEqual(['F1 Token cache never expires', 'Open redirect on login']);
  });

  it('a section of earlier findings alone is the findings', () => {
    const md = '# Re-audit\n\n## Previously reported\n\n- **Open redirect on login** (Medium) — still reachable through `next=`.\n- **Weak hashing** (High) — MD5 in `src/auth/hash.ts`.\n';
    expect(titles(md)).toEqual(['Open redirect on login', 'Weak hashing']);
  });

  it('a finding titled "Legend overlaps the chart" is a finding', () => {
    const md = '# UI review\n\n## Findings\n\n### Legend overlaps the chart (Medium)\n\nOn narrow screens the legend covers the last bar.\n\n### Tooltip lags (Low)\n\nThe tooltip follows the cursor 200 ms late.\n';
    expect(titles(md)).toEqual(['Legend overlaps the chart', 'Tooltip lags']);
  });

  it('a "Resolved?" column and a "Recommendation" column of a findings table belong to its findings', () => {
    const md = '# Audit\n\n## Findings\n\n| # | Issue | Severity | Resolved? | Recommendation |\n|---|---|---|---|---|\n| 1 | Token cache never expires | High | no | add a TTL |\n| 2 | Retry has no backoff | Medium | yes | exponential backoff |\n';
    expect(titles(md)).toHaveLength(2);
  });

  it('a **Fix:** line inside a finding is that finding\'s', () => {
    const md = '# Audit\n\n## Findings\n\n### 1. Token cache never expires (High)\n\nEntries live forever.\n\n**Fix:** add a TTL of 15 minutes.\n\n### 2. Retry has no backoff (Medium)\n\nThe loop retries at once.\n\n**Fix:** back off exponentially.\n';
    expect(titles(md)).toHaveLength(2);
  });

  it('severity-led findings with code in them are findings, beside a section named for findings', () => {
    const md = '# Audit\n\n## Findings\n\n- **High** — `export.ts:40` writes the temp file world-readable.\n\n## More issues\n\n- **Critical** — `auth.ts:12` skips the signature check.\n- **Medium** — `retry.ts:30` never backs off.\n- **Low** — `README.md` names the wrong flag.\n';
    expect(titles(md)).toHaveLength(4);
  });

  it('a document whose only list is under "Issues", its items short, gives its findings', () => {
    const md = '# Quick review\n\n## Issues\n\n- **High** — no auth\n- **Low** — typo\n';
    expect(titles(md)).toHaveLength(2);
  });
});
