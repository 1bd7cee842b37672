// Summary tables and plans beside the findings, read through the built CLI (QA 25th R2/R3): a table whose every row
// names a finding headed under another section of findings (by an id both write, by its number and a word of the
// title, or by all of its title's words), before the findings or after them, is an index of them: kept as its own
// section, no findings. Near-misses that must stay findings: a table with one row that names no headed finding
// (the only place that finding is stated), a table whose rows are detailed only under a heading that holds no
// findings ("## Appendix: how to reproduce"). A section of actions, in any language and however its priority
// groups are headed ("## 📋 Azioni consigliate" / "### 🔴 **CRITICO** (subito)" / "- [ ] Rimuovere …", "## Ações
// recomendadas", "## 4. Priority refactorings (suggested order)", "## Рекомендовані дії"), holds recommendations, not
// findings; a near-miss heading of measures that do not work ("## Заходи безпеки, які не працюють" / "- ❌ …") holds
// findings. Every check reads `return --json` and `pull --json`. Synthetic documents.

import { describe, expect, it } from 'vitest';
import { crlf, docWorld, returnAndPull, returnTitles } from '../helpers/doc-world.js';

const w = docWorld();

const titles = (text: string, kept: string[] = []) => returnTitles(w, text, 'summary probe', kept);

const ADVISORIES = '# Dependency audit — api v2\n\n## Overview of advisories\n\n| ID | Package | Severity | Where |\n|----|---------|----------|-------|\n| CVE-2024-3094 | xz-utils | Critical | docker/base.Dockerfile:3 |\n| CVE-2023-44487 | golang.org/x/net | High | go.mod:12 |\n';
const HEADED = '## High severity\n\n### 1. CVE-2024-3094: backdoored xz in the base image\nThe base image pins xz 5.6.0.\n\n### 2. CVE-2023-44487: HTTP/2 rapid reset\nThe server accepts unlimited stream resets.\n';

describe('a summary table whose rows name findings headed elsewhere is kept, not counted again', () => {
  it('en: an advisory table by id before the findings headed by the same ids', () => {
    const md = ADVISORIES + '| CVE-2024-24790 | net/netip | Medium | internal/ip/filter.go:40 |\n\n' + HEADED + '\n## Medium severity\n\n### 3. CVE-2024-24790: IPv4-mapped addresses pass the private-range filter\n`filter.go:40` uses `Is4()`.\n';
    expect(titles(md, ['| CVE-2024-3094 | xz-utils | Critical |'])).toEqual(['CVE-2024-3094: backdoored xz in the base image', 'CVE-2023-44487: HTTP/2 rapid reset', 'CVE-2024-24790: IPv4-mapped addresses pass the private-range filter']);
  });

  it('uk: a numbered priority table after the findings, one row named in English only by its number', () => {
    const md = "# Рев'ю коду — платежі\n\n## 🔴 Критичні проблеми\n\n### 1. ⚠️ Токен записується у журнал запитів\n`api/log.py:22` пише заголовок Authorization.\n\n### 2. ⚠️ Повторна оплата без ключа ідемпотентності\n`pay/retry.py:51` повторює запит.\n\n### 3. ⚠️ Занадто широкі обробники винятків\n`worker.py:80` ловить Exception.\n\n## 📊 Пріоритети виправлення\n\n| Проблема | Пріоритет | Статус |\n|----------|-----------|--------|\n| **1. Токен у журналі** | 🔴 CRITICAL | ⚠️ Відкрито |\n| **2. Ключ ідемпотентності** | 🟡 MEDIUM | ⚠️ Відкрито |\n| **3. Wide exception handlers** | 🟡 MEDIUM | ⚠️ Відкрито |\n";
    expect(titles(md, ['**3. Wide exception handlers**'])).toEqual(['Токен записується у журнал запитів', 'Повторна оплата без ключа ідемпотентності', 'Занадто широкі обробники винятків']);
  });

  it('zh, CRLF: an id table before "### SEC-1 …" headings', () => {
    const md = '# 安全审计\n\n## 问题一览\n\n| 编号 | 严重性 | 状态 |\n|---|---|---|\n| SEC-1 | 高 | 未修复 |\n| SEC-2 | 中 | 未修复 |\n\n## 发现的问题\n\n### SEC-1 日志中泄露访问令牌\n`auth/log.go:15` 打印完整令牌。\n\n### SEC-2 上传接口缺少大小限制\n`upload.go:40` 未限制请求体。\n';
    expect(titles(crlf(md), ['| SEC-2 | 中 | 未修复 |'])).toEqual(['SEC-1 日志中泄露访问令牌', 'SEC-2 上传接口缺少大小限制']);
  });

  it('near-miss: a row that names no headed finding keeps the table as findings (the only place it is stated)', () => {
    const md = ADVISORIES + '| CVE-2024-45337 | x/crypto/ssh | High | internal/ssh/server.go:77 |\n\n' + HEADED;
    const got = titles(md);
    expect(got).toHaveLength(5);
    expect(got).toContain('CVE-2024-45337. x/crypto/ssh');
  });

  it('near-miss: rows detailed only under a heading that holds no findings stay the findings', () => {
    const md = '# Review — export service\n\n## Findings\n\n| # | Finding | Severity |\n|---|---------|----------|\n| 1 | Export drops the header row | High |\n| 2 | Timestamps written in local time | Medium |\n\n## Appendix: how to reproduce\n\n### 1. Export drops the header row\nRun `make export` and open the CSV.\n\n### 2. Timestamps written in local time\nSet TZ=Europe/Rome and export.\n';
    expect(titles(md)).toEqual(['Export drops the header row', 'Timestamps written in local time']);
  });
});

/** The sections `return` filed under Recommendations (their text), beside the titles of the findings. */
function recommended(text: string): { titles: string[]; recs: string } {
  const { j, md, pulled } = returnAndPull(w, text, 'summary probe');
  expect(pulled.map((f) => f.title)).toEqual(j.findings.map((f) => f.title));
  const at = md.search(/^## Recommendations/m);
  return { titles: j.findings.map((f) => f.title), recs: at < 0 ? '' : md.slice(at) };
}

describe('a section of actions, with priority groups or not, holds recommendations, not findings', () => {
  const findings = (a: string, b: string) => `### 1. ${a}\n\`auth/log.py:12\`.\n\n### 2. ${b}\n\`client.py:40\`.\n\n`;

  it('it, CRLF: "## 📋 Azioni consigliate (priorità)" over "### 🔴 **CRITICO** (subito)" and checkboxes', () => {
    const md = '# Audit del codice\n\n## Problemi trovati\n\n' + findings('Token scritto nei log', 'Nessun timeout sulle chiamate HTTP') + '## 📋 Azioni consigliate (priorità)\n\n### 🔴 **CRITICO** (subito)\n- [ ] Rimuovere il token dai log\n- [ ] Aggiungere un timeout di 10 s\n\n### 🟢 **OPZIONALE** (futuro)\n- [ ] Centralizzare la configurazione\n';
    const got = recommended(crlf(md));
    expect(got.titles).toEqual(['Token scritto nei log', 'Nessun timeout sulle chiamate HTTP']);
    expect(got.recs).toContain('Centralizzare la configurazione');
  });

  it('pt, en, uk: "Ações recomendadas", "4. Priority refactorings (suggested order)", "Рекомендовані дії"', () => {
    const pt = recommended('# Revisão\n\n## Problemas encontrados\n\n' + findings('Senha gravada em texto puro', 'Consulta SQL montada por concatenação') + '## Ações recomendadas\n\n### Prioridade alta\n- Aplicar bcrypt às senhas\n- Usar parâmetros na consulta\n\n### Prioridade baixa\n- Documentar o deploy\n');
    expect(pt.titles).toEqual(['Senha gravada em texto puro', 'Consulta SQL montada por concatenação']);
    expect(pt.recs).toContain('Aplicar bcrypt às senhas');
    const en = recommended('# Review — backup tool\n\n## Findings\n\n' + findings('Backups are never verified', 'Old backups are never pruned') + '## 4. Priority refactorings (suggested order)\n\n### Priority 1 - Urgent\n- Verify each archive with sha256\n- Add a retention policy\n\n### Priority 2 - High\n- Move paths into config.json\n');
    expect(en.titles).toEqual(['Backups are never verified', 'Old backups are never pruned']);
    expect(en.recs).toContain('Add a retention policy');
    const uk = recommended("# Рев'ю\n\n## Знайдені проблеми\n\n" + findings('Пароль у відкритому вигляді', 'SQL через конкатенацію') + '## Рекомендовані дії\n\n### 🔴 Критично\n- Хешувати паролі bcrypt\n- Параметризувати запит\n');
    expect(uk.titles).toEqual(['Пароль у відкритому вигляді', 'SQL через конкатенацію']);
    expect(uk.recs).toContain('Параметризувати запит');
  });

  it('near-miss: a heading of measures that do not work holds findings', () => {
    const md = '# Ревью\n\n## Заходи безпеки, які не працюють\n\n- ❌ Rate limit on `/login` is never applied (`auth.py:12`)\n- ❌ CSRF token is not checked on `/transfer` (`views.py:80`)\n';
    expect(recommended(md).titles).toHaveLength(2);
  });
});
