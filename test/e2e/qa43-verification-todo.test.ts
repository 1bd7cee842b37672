// QA round 43, class 7 (docs 07, 08), through the built CLI. A "Verification:" line that says what to check
// ("Verification: Click each footer link, verify it goes to a real page", a to-do for the fixer) does not verify its
// finding, in any language: the finding's verified stays null. A document line that only names a check
// ("**Verification**: Package structure integrity check", the label of a section of checks) says nothing of every
// finding. Near misses: a result under the same label, "Verified: reproduced with `npm test`", "[verified: unit test]",
// "Verification: each finding below has a failing test" stay verified.

import { describe, expect, it } from 'vitest';
import { docWorld, returnAndPull } from '../helpers/doc-world.js';

const w = docWorld();
const verified = (text: string) => returnAndPull(w, text, 'qa43 verification probe').pulled.map((f) => [f.title, f.verified ?? null]);

const EN = `# Review of the shop site

## Findings

### 1. Footer links point nowhere
Severity: high
The footer links all point to \`#\`.
Verification: Click each footer link, verify it goes to a real page.

### 2. Cart forgets items without localStorage
Severity: medium
The cart is empty after a reload when storage is off.
Verification: Disable localStorage in the browser, then reload and check the cart still holds the items.

### 3. Prices round wrongly
Severity: low
Totals are rounded per line, not per order.
Verified: reproduced with \`npm test\`.

### 4. Search ignores accents
Severity: low
Searching "cafe" does not find "café". [verified: unit test]

### 5. Nav links scroll to the wrong section
Severity: low
The "Pricing" link lands on "Features".
Verification: clicked every nav link on desktop and mobile; two of eight land on the wrong section.
`;

const one = (head: string, title: string, line: string) => `# ${head}\n\n## Findings\n\n### 1. ${title}\nSeverity: high\nAll footer links point to \`#\`.\n${line}\n`;

describe('a verification line that says what to check is a to-do, not a check', () => {
  it('English: the two to-do lines leave their findings unverified; a result, "Verified: reproduced with", a tag stay verified', () => {
    expect(verified(EN)).toEqual([
      ['Footer links point nowhere', null],
      ['Cart forgets items without localStorage', null],
      ['Prices round wrongly', true],
      ['Search ignores accents', true],
      ['Nav links scroll to the wrong section', true],
    ]);
  });
  it.each([
    ['Russian', 'Аудит магазина', 'Ссылки в подвале никуда не ведут', 'Проверка: откройте каждую ссылку, убедитесь, что страница существует.'],
    ['Chinese', '商店审计', '页脚链接无效', '验证：点击每个页脚链接，确认跳转到真实页面。'],
    ['Japanese', 'ショップ監査', 'フッターのリンクが無効', '検証：各リンクをクリックして、実ページに遷移することを確認する。'],
    ['French', 'Audit de la boutique', 'Liens du pied de page morts', 'Vérification : cliquez sur chaque lien, vérifiez qu\'il ouvre une vraie page.'],
  ])('%s: the check to run does not verify the finding', (_what, head, title, line) => {
    expect(verified(one(head, title, line))).toEqual([[title, null]]);
  });
  it.each([
    ['Russian', 'Аудит магазина', 'Ссылки в подвале никуда не ведут', 'Проверка: прошёл по всем ссылкам, две ведут на 404.'],
    ['Chinese', '商店审计', '页脚链接无效', '验证：已点击每个页脚链接，全部跳转到 404。'],
  ])('near miss (%s): the check done, with its result, still verifies', (_what, head, title, line) => {
    expect(verified(one(head, title, line))).toEqual([[title, true]]);
  });
});

describe('a line around the findings that only names a check says nothing of them', () => {
  const named = (line: string) => `# Package audit\n\n${line}\n\n## Findings\n\n### 1. Coverage is low\nCoverage is 58 %, the CLI is not covered.\n\n### 2. tomllib fallback untested\nThe fallback branch for Python 3.10 has no test.\n`;
  it('"**Verification**: Package structure integrity check" above the findings: none verified', () => {
    expect(verified(named('**Verification**: Package structure integrity check')).map((f) => f[1])).toEqual([null, null]);
  });
  it('"Verification: check each finding against the spec" (a to-do) above the findings: none verified', () => {
    expect(verified(named('Verification: check each finding against the spec before merging.')).map((f) => f[1])).toEqual([null, null]);
  });
  it('near miss: "Verification: each finding below has a failing test" still verifies every finding', () => {
    expect(verified(named('Verification: each finding below has a failing test in `tests/test_audit.py`.')).map((f) => f[1])).toEqual([true, true]);
    expect(verified(named('Verification: each finding has a failing test')).map((f) => f[1])).toEqual([true, true]);
  });
});
