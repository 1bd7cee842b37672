// Where a finding is, as real repositories name their files (branch `where`): route groups and dynamic segments
// in brackets, paths from the root, lists of line ranges, location labels in more languages; and what is no
// location: a line of code that opens with a label word, words joined by a slash.

import { describe, expect, it } from 'vitest';
import { readReturn as read } from '../helpers/read-return.js';

const one = (body: string) => {
  const { f } = read(`# Review\n\n## Findings\n\n${body}`);
  return f;
};

describe('any path shape repositories use is a location', () => {
  it.each([
    ['a route group in brackets', 'The sum in `web/app/(shop)/cart/page.tsx` is kept as a float.', 'web/app/(shop)/cart/page.tsx'],
    ['a dynamic segment', 'The sum in `pages/orders/[id].tsx` is kept as a float.', 'pages/orders/[id].tsx'],
    ['a catch-all segment', 'The sum in `pages/docs/[...slug].tsx` is kept as a float.', 'pages/docs/[...slug].tsx'],
    ['a scoped package folder', 'The sum in `packages/@acme/ui/src/button.tsx` is kept as a float.', 'packages/@acme/ui/src/button.tsx'],
    ['a list of line ranges', 'The sum in `tools/sync/copy_rows.py:120-140,210-233` is kept as a float.', 'tools/sync/copy_rows.py:120-140,210-233'],
    ['a path from the root', 'The sum in `/srv/billing/invoice_job.py` is kept as a float.', '/srv/billing/invoice_job.py'],
  ])('%s, named in the text', (_what, field, loc) => {
    const f = one(`### 1. Totals are rounded twice\n\n${field}\n\nThe total is rounded per line and again at the end.\n\n### 2. Dates shift by a day\n\n**File:** \`lib/dates.ts\`\n\nUTC is read as local time.\n`);
    expect(f.map((x) => x.location)).toEqual([loc, 'lib/dates.ts']);
  });

  it.each([
    ['pt', 'Arquivo', 'Falta validação no servidor'],
    ['ko', '파일', '서버 검증 누락'],
  ])('a %s location label (%s)', (_lang, label, title) => {
    const f = one(`### 1. ${title}\n\n**${label}:** \`src/app/(main)/vendas/route.ts\`\n\nO total não é conferido.\n\n\`\`\`ts\nconst rows = await db.sale.findMany({\n  where: { id: params.id, deletedAt: null },\n})\n\`\`\`\n`);
    expect(f[0]!.location).toBe('src/app/(main)/vendas/route.ts');
  });

  it('a path named in the text, from the root, is where a finding with no field is', () => {
    const f = one('### 1. The test resets the price\n\nIn `/srv/app/price_reset_test.py` line 88 the price is set to 999.\n\n### 2. The seed overwrites settings\n\nEvery start writes the defaults again.\n');
    expect(f[0]!.location).toMatch(/^\/srv\/app\/price_reset_test\.py/);
    expect(f[1]!.location).toBeUndefined();
  });

  it('a path with a list of line ranges after a title and a colon', () => {
    const f = one('- Identifier quoting: `pkg/db/copy_rows.py:30-41,90-97` puts table names into SQL unquoted.\n- Null marker: `pkg/db/copy_rows.py:120-131` maps None to an empty string.\n');
    expect(f.map((x) => x.location)).toEqual(['pkg/db/copy_rows.py:30-41,90-97', 'pkg/db/copy_rows.py:120-131']);
  });
});

describe('what is no location', () => {
  it('a line of code that opens with a label word ("where: { … }") in a code block', () => {
    const f = one('### 1. Categories cannot be deleted\n\nAdd a handler:\n\n```ts\nconst n = await db.product.count({\n  where: { categoryId: id, deletedAt: null }\n})\n```\n\n### 2. Totals are rounded twice\n\nThe total is rounded per line.\n');
    expect(f.map((x) => x.location)).toEqual([undefined, undefined]);
  });

  it('a location field whose value is code', () => {
    const f = one('### 1. Query ignores soft deletes\n\nWhere: { id: params.id }\n\nThe query returns deleted rows.\n\n### 2. Totals are rounded twice\n\nThe total is rounded per line.\n');
    expect(f[0]!.location).toBeUndefined();
  });

  it('a file with the function after it is a place, not code (regression)', () => {
    const f = one('| ID | File | Description |\n|---|---|---|\n| J-1 | `jobs/cron.ts:tick()` | the run is fire-and-forget |\n| J-2 | `jobs/queue.ts:40` | the retry has no cap |\n');
    expect(f[0]!.location).toContain('jobs/cron.ts');
  });

  it('a route from the root ("/api/reset") and a package ("@acme/ui") are no file', () => {
    const f = one('- `/api/reset`: wipes the table without a check\n- `@acme/ui`: pinned to an old major\n- `src/api/reset.ts`: no auth on the handler\n');
    expect(f.map((x) => x.location)).toEqual([undefined, undefined, 'src/api/reset.ts']);
  });

  it('a bold label of two words joined by a slash is the title, not a place', () => {
    const f = one('1. **Perifissural/yuxtapleural:** the shortcut may apply outside the benign pattern.\n2. **Brock model:** the formula needs a check against the paper.\n');
    expect(f.map((x) => x.title)).toEqual(['Perifissural/yuxtapleural', 'Brock model']);
    expect(f.map((x) => x.location)).toEqual([undefined, undefined]);
  });

  it('a bold folder in code still leads as the place (regression)', () => {
    const f = one('- **`app/utils`**: the helpers swallow every error and return null.\n- **`src/cache.ts:12`** — the key ignores the locale.\n');
    expect(f.map((x) => x.location)).toEqual(['app/utils', 'src/cache.ts:12']);
  });
});

describe('a list of bold labels titles every item by its label', () => {
  it.each([
    ['fr', '*   **Documentation :** Le fichier `README.md` ne dit rien du projet.\n*   **Organisation des routes :** Le fichier `routes/web.php` est trop long.\n*   **Nettoyage du code :** Des fichiers inutiles traînent à la racine.\n', ['Documentation', 'Organisation des routes', 'Nettoyage du code']],
    ['en', '- **Route layout:** one file holds every route.\n- **Tests:** no test covers the frontend.\n- **Dead code:** three helpers are never called.\n', ['Route layout', 'Tests', 'Dead code']],
  ])('%s: a category word among titled labels is a title too', (_lang, list, titles) => {
    expect(one(list).map((x) => x.title)).toEqual(titles);
  });

  it('category words alone stay categories before the title (regression)', () => {
    const f = one('- **Security:** the token is logged at debug level.\n- **Performance:** the feed runs one query per post.\n- **Tests:** the checkout flow has no test.\n');
    expect(f.map((x) => x.title)).toEqual(['the token is logged at debug level.', 'the feed runs one query per post.', 'the checkout flow has no test.']);
  });
});

describe('a category label before a short phrase stays a category among titled labels', () => {
  it('ja: "**パフォーマンス**: 大量文書での処理速度" beside "**設定可能性**: …"', () => {
    const f = one('1. **パフォーマンス**: 大量文書での処理速度\n2. **設定可能性**: 重み付けの調整\n3. **メモリ使用量**: 統合時の効率\n');
    expect(f[0]!.title).toBe('大量文書での処理速度');
  });
});

describe('a code name after the dash is part of the title', () => {
  it.each([
    ['camelCase', '### 5.1 Duplicated code - formatDate', 'Duplicated code - formatDate'],
    ['snake_case', '### 5.2 Dead helper — parse_row', 'Dead helper — parse_row'],
  ])('%s', (_what, heading, title) => {
    const f = one(`${heading}\n\nThe helper is copied into three files.\n\n### 5.9 Missing index\n\nOrders are scanned in full.\n`);
    expect(f[0]!.title).toBe(title);
  });

  it('a severity or an explanation after the dash is still cut (regression)', () => {
    const f = one('- Cache key ignores the locale - the key is built from the path only\n- Token is written to the log - debug level keeps it\n');
    expect(f.map((x) => x.title)).toEqual(['Cache key ignores the locale', 'Token is written to the log']);
  });
});
