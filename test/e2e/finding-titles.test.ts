// A finding's title is its name (titles8): not a status cell, a target value, half a heading or a code fence.
// Each document goes through `handoff return --body … --outcome answered --no-input --json` and `pull --json`:
// the titles, the count and the fields both print. Every shape has variants (other wording, language, nesting,
// CRLF) and near-misses the rules must leave alone. Synthetic documents only.

import { describe, expect, it } from 'vitest';
import type { FindingData } from '../../src/brief/findings.js';
import { crlf, docWorld, returnAndPull } from '../helpers/doc-world.js';

const w = docWorld();
let files = 0;

/** The findings `return` prints for `text`, checked against what `pull` prints for the same return. */
function findings(text: string): FindingData[] {
  const { j, pulled } = returnAndPull(w, text, `titles ${++files}`);
  expect(pulled.map((f) => [f.title, f.verified ?? null, f.severity ?? null])).toEqual(j.findings.map((f) => [f.title, f.verified ?? null, f.severity ?? null]));
  return j.findings;
}
const titles = (text: string) => findings(text).map((f) => f.title);

describe('a table row is titled by the cell that names it', () => {
  it('value columns (Ist/Soll, current/target, сейчас/должно быть, 当前值/目标值) are fields, never the title', () => {
    const de = findings('## Befunde\n\n| ID | Komponente | Element | Ist | Soll | Schwere |\n|---|---|---|---|---|---|\n| A1 | Kopfzeile | Schließen | 32px hoch, kein sichtbarer Fokus | mindestens 44px und sichtbarer Fokusring | hoch |\n| A2 | Fußzeile | Links | Kontrast 3.1:1 auf Grau | Kontrast mindestens 4.5:1 | mittel |\n');
    expect(de.map((f) => [f.title, f.severity])).toEqual([
      ['A1. Kopfzeile: Schließen', 'high'],
      ['A2. Fußzeile: Links', 'medium'],
    ]);
    // Nothing lost: the values stay the row's fields.
    expect(de[0]!.text).toContain('Soll: mindestens 44px und sichtbarer Fokusring');
    expect(de[0]!.text).toContain('Ist: 32px hoch, kein sichtbarer Fokus');
    expect(titles(crlf('## Проблемы\n\n| № | Компонент | Элемент | Сейчас | Должно быть |\n|---|---|---|---|---|\n| 1 | Шапка | Кнопка закрытия | 32px | не меньше 44px по WCAG |\n| 2 | Подвал | Ссылки | контраст 3.1:1 | контраст не меньше 4.5:1 |\n'))).toEqual(['Шапка: Кнопка закрытия', 'Подвал: Ссылки']);
    expect(titles('## 问题\n\n| 编号 | 组件 | 元素 | 当前值 | 目标值 |\n|---|---|---|---|---|\n| 1 | 页眉 | 关闭按钮 | 32px | 至少 44px，符合 WCAG 2.5.5 |\n| 2 | 页脚 | 链接 | 对比度 3.1:1 | 对比度至少 4.5:1 |\n')).toEqual(['页眉: 关闭按钮', '页脚: 链接']);
    expect(titles('## Findings\n\n| # | Token | Value now | Should be |\n|---|---|---|---|\n| 1 | radius-modal | 8px | 12-24px depending on modal size |\n| 2 | radius-card | 4px | 8-12px depending on card density |\n')).toEqual(['radius-modal', 'radius-card']);
  });

  it('a part column before the thing joins it, in every row alike', () => {
    expect(titles('## Audit results\n\n| # | Status | Screen | Element | Current | Target |\n|---|---|---|---|---|---|\n| 1 | ⬜ | Login | Submit button | 32px | >= 44px |\n| 2 | ✅ | Settings | Toggle | 20px | >= 44px |\n| 3 | ⬜ | Profile | Avatar link | 28px | >= 44px |\n')).toEqual(['Login: Submit button', 'Settings: Toggle', 'Profile: Avatar link']);
  });

  it('near-miss: a column named for the problem still titles the row, the part and the values stay fields', () => {
    const f = findings('## Findings\n\n| # | Component | Problem | Current | Expected |\n|---|---|---|---|---|\n| 1 | Header | Close button is too small to hit | 32px | >= 44px |\n| 2 | Footer | Links fail the contrast check | 3.1:1 | 4.5:1 |\n');
    expect(f.map((x) => x.title)).toEqual(['Close button is too small to hit', 'Links fail the contrast check']);
    expect(f[0]!.text).toContain('Component: Header');
  });

  it('a ragged row with a status box the header has no column for: the text cell titles it, the box is its status', () => {
    const f = findings('## Findings\n\n| # | Finding |\n|---|---|\n| 35 | ✅ | **Add SIGHUP graceful restart.** The server drops connections on reload. |\n| 36 | ⬜ | **Log rotation is missing.** Logs grow without bound. |\n| 37 | ☐ | **Config reload is racy.** Two reloads interleave. |\n');
    expect(f.map((x) => x.title)).toEqual(['Add SIGHUP graceful restart.', 'Log rotation is missing.', 'Config reload is racy.']);
    expect(f[1]!.text).toContain('Status: ⬜');
    expect(f[1]!.text).toContain('Logs grow without bound.');
    expect(titles('## Findings\n\n| # | Finding | Status |\n|---|---|---|\n| 1 | 🔲 | **Cache leaks on reload.** The map is never cleared. | open |\n| 2 | ⬜ | **Retry never backs off.** Every 10 ms. | open |\n')).toEqual(['Cache leaks on reload.', 'Retry never backs off.']);
  });

  it('a Russian "Проблема" column names the findings: a ✅ row is a finding with its status, as under "Finding"', () => {
    const f = findings('## Найденные проблемы\n\n| № | Статус | Проблема | Файл |\n|---|---|---|---|\n| 1 | ✅ | Кэш не учитывает локаль | src/cache.ts |\n| 2 | ❌ | Повтор без задержки | src/retry.ts |\n');
    expect(f.map((x) => [x.title, x.location])).toEqual([
      ['Кэш не учитывает локаль', 'src/cache.ts'],
      ['Повтор без задержки', 'src/retry.ts'],
    ]);
  });
});

describe('a title is not cut to the label before its dash or colon', () => {
  it('numbered headings: the whole heading, every one of the document by the same rule', () => {
    expect(titles('# Review of the signup flow\n\n## Findings\n\n### 1.5. Discord bot — manual token grant instead of calling grant_signup_tokens()\n\nThe bot writes the token row itself.\n\n### 1.6. Webhook retries — no backoff between attempts\n\nRetries fire every 10 ms.\n\n### 1.7. Rate limiter\n\nCounts per process, not per user.\n')).toEqual([
      'Discord bot — manual token grant instead of calling grant_signup_tokens()',
      'Webhook retries — no backoff between attempts',
      'Rate limiter',
    ]);
  });

  it('a colon, a German en dash, CRLF; short and long labels alike', () => {
    expect(titles('## Findings\n\n### Border-Radii: modals at 8px instead of 12-24px\n\nThe modal hard-codes 8px.\n\n### Touch targets: icon buttons are 32px, below 44px\n\nToolbar icons.\n')).toEqual([
      'Border-Radii: modals at 8px instead of 12-24px',
      'Touch targets: icon buttons are 32px, below 44px',
    ]);
    expect(titles(crlf('## Befunde\n\n### 2.1 Login-Formular – Fehlermeldung nicht übersetzt\n\nImmer Englisch.\n\n### 2.2 Passwort-Reset – Link läuft nach 5 Minuten ab\n\nZu kurz.\n'))).toEqual([
      'Login-Formular – Fehlermeldung nicht übersetzt',
      'Passwort-Reset – Link läuft nach 5 Minuten ab',
    ]);
    // "Settings: Toggle" (8 characters before the colon) and "Login: Submit button" are cut by one rule.
    expect(titles('## Findings\n\n- Login: submit button has no accessible name\n- Settings: toggle lacks a focus style\n')).toEqual(['Login: submit button has no accessible name', 'Settings: toggle lacks a focus style']);
  });

  it('near-misses: a claim before the dash, a bold lead, a level alone after the dash keep their cut', () => {
    expect(titles('## Findings\n\n- Cache key ignores the locale - the key is built from the path only\n- Token is written to the log - debug level keeps it\n')).toEqual(['Cache key ignores the locale', 'Token is written to the log']);
    expect(titles('## Findings\n\n- **Race condition**: two writers update the counter\n- **Stale cache**: the locale is ignored\n')).toEqual(['Race condition', 'Stale cache']);
    expect(findings('## Findings\n\n### 1.5 Setup script — Low\n\nRuns as root.\n\n### 1.6 Deploy key — High\n\nShared by every job.\n').map((f) => [f.title, f.severity])).toEqual([
      ['Setup script', 'low'],
      ['Deploy key', 'high'],
    ]);
  });
});

describe('a headed finding with bold facets and code examples is one finding, titled by its heading', () => {
  const facets = (h: string, tail = '') =>
    `${h} Controllers query the database directly\n\n**How it shows.** Every controller builds its own SQL.\n\n**Root cause.** No repository layer.\n\n**❌ Anti-pattern**\n\n\`\`\`php\n$rows = DB::select('select 1');\n\`\`\`\n\n**✅ Pattern**\n\n\`\`\`php\n$user = $this->users->find($id);\n\`\`\`\n${tail}`;

  it('"## F1." sections under an empty "## Findings" and on their own; the facets and fences are the text', () => {
    for (const head of ['# Code review\n\n## Findings\n\n', '# Code review\n\n']) {
      const f = findings(`${head}${facets('## F1.')}\n## F2. Secrets live in the repo\n\n**How it shows.** \`.env\` is committed.\n\n**✅ Pattern**\n\n\`\`\`bash\necho .env >> .gitignore\n\`\`\`\n`);
      expect(f.map((x) => x.title)).toEqual(['F1. Controllers query the database directly', 'F2. Secrets live in the repo']);
      expect(f[0]!.text).toContain('**Root cause.** No repository layer.');
      expect(f[0]!.text).toContain('$user = $this->users->find($id);');
      // The ✅ of an example's caption is no verification.
      expect(f.map((x) => x.verified ?? null)).toEqual([null, null]);
    }
  });

  it('"####" captions under "### F1.", Russian, a numbered heading, CRLF', () => {
    expect(titles('## Findings\n\n### F1. Controllers query the database directly\n\nHow it shows: every controller builds SQL.\n\n#### ❌ Anti-pattern\n\n```php\n$rows = DB::select(\'select 1\');\n```\n\n#### ✅ Pattern\n\n```php\n$user = $this->users->find($id);\n```\n\n### F2. Secrets live in the repo\n\n`.env` is committed.\n')).toEqual(['F1. Controllers query the database directly', 'F2. Secrets live in the repo']);
    expect(titles(crlf('# Ревью\n\n## Находки\n\n### П1. Контроллеры обращаются к базе напрямую\n\n**Как проявляется.** Каждый контроллер пишет SQL.\n\n**❌ Антипаттерн**\n\n```php\n$rows = DB::select(1);\n```\n\n**✅ Паттерн**\n\n```php\n$user = $users->find($id);\n```\n\n### П2. Секреты лежат в репозитории\n\n`.env` в git.\n'))).toEqual(['П1. Контроллеры обращаются к базе напрямую', 'П2. Секреты лежат в репозитории']);
    expect(findings(`# Review\n\n${facets('## 1.')}\n## 2. Secrets live in the repository files\n\n**How it shows.** \`.env\` is committed.\n`).map((f) => [f.title, f.verified ?? null])).toEqual([
      ['Controllers query the database directly', null],
      ['Secrets live in the repository files', null],
    ]);
  });

  it('near-misses: "✅ Verified" over a pasted run still verifies; a bold section name under a plain heading still heads its section', () => {
    const v = findings('## Findings\n\n- The pager drops the last page.\n  ✅ Verified\n  ```\n  $ npm test\n  12 passed\n  ```\n- The cache leaks.\n');
    expect(v.map((f) => f.verified ?? null)).toEqual([true, null]);
    expect(titles('# Report\n\n## Notes from the review\n\n**Findings**\n\n- the pager drops the last page [verified: test]\n- the cache leaks [unverified]\n')).toEqual(['the pager drops the last page', 'the cache leaks']);
  });
});
