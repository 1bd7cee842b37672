// Groups of findings nested the way reviews nest them (brief s4/nest): groups under headings the reader has no
// word for beside its severity groups, and what an enclosing heading states for the findings under it.

import { describe, expect, it } from 'vitest';
import { readReturn as read } from '../helpers/read-return.js';

describe('a light-led group beside light-led severity groups is a group of the same series', () => {
  it.each([
    ['en, after the groups, an intro line above its list', '## 🔴 Critical\n\n- **cart.js:** the token is stored in plain text\n\n## 🟡 Medium\n\n- **styles.css:** the focus outline is removed\n\n## 🔵 Domain notes\n\nOn the business rules:\n\n1. **checkout.html:** the total is computed twice\n2. **invoice.html:** the VAT rate is hard-coded\n', 'checkout.html'],
    ['fr, before the groups', '## 🔵 Remarques métier\n\n1. **checkout.html :** le total est calculé deux fois\n2. **invoice.html :** le taux de TVA est codé en dur\n\n## 🔴 Critique\n\n1. **cart.js :** le jeton de session est stocké en clair\n', 'checkout.html'],
    ['ru, with an intro paragraph', '## 🔴 Критично\n\n- **cart.js:** токен хранится открытым текстом\n\n## 🔵 Заметки по предметной области\n\nЭто не ошибки кода как такового:\n\n1. **checkout.html:** итог считается дважды\n2. **invoice.html:** ставка НДС зашита в код\n', 'checkout.html'],
    ['ja, under sub-headings', '## 🔴 重大\n\n- **cart.js:** トークンが平文で保存される\n\n## ⚪ 細かい点\n\n### 画面\n\n- **checkout.html:** 合計が二回計算される\n\n### 性能\n\n- **invoice.html:** 毎回再描画される\n', 'checkout.html'],
  ])('%s', (_what, body, loc) => {
    const { f } = read(`# Review\n\n${body}`);
    const low = f.filter((x) => x.severity === 'low');
    expect(f.filter((x) => x.severity === 'critical')).toHaveLength(1);
    expect(low.map((x) => x.location)).toEqual([loc, 'invoice.html']);
  });

  it.each([
    ['praise', '## 🟢 What went well\n\n- The tests are fast\n- The naming is clear\n'],
    ['a context', '## 🔵 Context\n\n- The shop runs on Node 20\n- Reviewed at commit abc\n'],
    ['what comes next', '## 🔵 Next steps\n\n- Fix the token first\n- Then the focus outline\n'],
  ])('not %s', (_what, other) => {
    const { f } = read(`# Review\n\n## 🔴 Critical\n\n- **cart.js:** the token is stored in plain text\n\n${other}`);
    expect(f.map((x) => x.title)).toEqual(['the token is stored in plain text']);
  });

  it('a light alone makes no group: "## 🔵 Notes" beside a "## Critical" with no light keeps its intro out', () => {
    const { f } = read('# Review\n\n## 🔵 Background\n\nThe shop was migrated last week.\n\n- It runs on Node 20\n\n## Critical\n\n- **cart.js:** the token is stored in plain text\n');
    expect(f.map((x) => x.title)).toEqual(['the token is stored in plain text']);
  });
});

describe('an enclosing heading that names a level states it for the findings two levels down', () => {
  it.each([
    ['⚠️ Warning level', 'Fixed', 'Open', 'medium'],
    ['Critical level', 'Fixed', 'Open', 'critical'],
    ['⚠️ Nivel de advertencia', 'Corregidos', 'Pendientes', 'medium'],
    ["⚠️ Niveau d'avertissement", 'Corrigés', 'Ouverts', 'medium'],
    ['Уровень: критический', 'Исправлено', 'Открыто', 'critical'],
    ['⚠️ 警告级别', '已修复', '待处理', 'medium'],
    ['⚠️ 警告レベル', '修正済み', '未対応', 'medium'],
    ['⚠️ 경고 수준', '수정됨', '미해결', 'medium'],
  ])('%s', (level, fixed, open, sev) => {
    const md = `# Review\n\n## Findings\n\n### ${level}\n\n#### ${fixed}\n\n##### 1. Token cached forever ✅ FIXED\n\nThe token never expired.\n\n##### 2. Debug endpoint exposed ✅ FIXED\n\n/debug was reachable.\n\n#### ${open}\n\n##### 3. Weak password rule\n\nFour characters are accepted.\n`;
    const { f } = read(md);
    expect(f.map((x) => [x.title.replace(/ ✅ FIXED$/, ''), x.severity])).toEqual([
      ['Token cached forever', sev],
      ['Debug endpoint exposed', sev],
      ['Weak password rule', sev],
    ]);
  });

  it.each([
    ['an altitude, not a level', '### High-level design'],
    ['an altitude, not a level (spaced)', '### Low level'],
    ['a severity word deep in a title', '### Tokens logged at warning level in production'],
    ['a level of something else', '### Log level'],
  ])('not %s', (_what, heading) => {
    const md = `# Review\n\n## Findings\n\n${heading}\n\n- The cache is never cleared\n- The retry loops forever\n`;
    const { f } = read(md);
    expect(f.map((x) => x.severity)).toEqual([undefined, undefined]);
  });
});

describe('a numbered list of titled items under a group heading is that many findings, not one finding\'s fields', () => {
  it.each([
    ['en', 'Proposals', ['Cache the template', 'the template file is read on every call.'], ['Trim the whitespace', 'the output has trailing blanks.']],
    ['de', 'Vorschläge', ['Vorlage zwischenspeichern', 'die Datei wird bei jedem Aufruf gelesen.'], ['Leerzeichen entfernen', 'die Ausgabe hat Leerzeichen am Zeilenende.']],
    ['es', 'Propuestas', ['Cachear la plantilla', 'el archivo se lee en cada llamada.'], ['Quitar los espacios', 'la salida tiene espacios al final.']],
  ])('%s', (_lang, group, [t1, d1], [t2, d2]) => {
    const md = `# Review\n\n## Findings\n\n### 1. Prompts\n\n#### ${group}\n\n1. **${t1}**: ${d1}\n2. **${t2}**: ${d2}\n\n### 2. Output\n\n#### ${group}\n\n1. **Write atomically**: a crash leaves half a file.\n`;
    const { f } = read(md);
    expect(f.map((x) => x.title)).toEqual([t1, t2, 'Write atomically']);
  });

  it.each([
    ['a form, its parts numbered', '### Cache never expires\n\n1. **Root cause**: the TTL is read as seconds twice over.\n2. **Suggested fix**: read it once in the loader.\n'],
    ['a bug\'s steps', '### Bug 3: crash on save\n\n1. **Open**: the settings page of the app\n2. **Click**: the save button twice quickly\n'],
  ])('not %s', (_what, body) => {
    const { f } = read(`# Review\n\n## Findings\n\n${body}`);
    expect(f).toHaveLength(1);
  });
});

describe('a file named in an enclosing heading locates the findings under it that name none', () => {
  it.each([
    ['en', '### 1. Prompts (src/prompts/build.ts)', '#### Proposals', 'src/prompts/build.ts'],
    ['fr', '### 1. Modèles (`src/prompts/build.ts`)', '#### Propositions', 'src/prompts/build.ts'],
    ['ko', '### 1. 프롬프트 — src/prompts/build.ts', '#### 제안', 'src/prompts/build.ts'],
  ])('%s', (_lang, part, group, loc) => {
    const md = `# Review\n\n## Findings\n\n${part}\n\n${group}\n\n1. **Cache the template**: the template file is read on every call.\n2. **Trim the whitespace**: see \`src/out/trim.ts\`, the output has trailing blanks.\n`;
    const { f } = read(md);
    // (The second names a file of its own: that one is where it is.)
    expect(f.map((x) => x.location)).toEqual([loc, 'src/out/trim.ts']);
  });

  it('a heading that names a file beside other words names no place ("(see docs/plan.md)")', () => {
    const md = '# Review\n\n## Findings\n\n### Migration (see docs/plan.md)\n\n- The rollback drops the index\n- The backfill never ends\n';
    expect(read(md).f.map((x) => x.location)).toEqual([undefined, undefined]);
  });

  it('a heading that is a file locates its items ("## src/api/client.ts")', () => {
    const md = '# Review\n\n## Summary\n\nTwo files reviewed.\n\n## src/api/client.ts\n\n- The retry count is never reset\n- The timeout is 0\n\n## src/api/server.ts\n\n- The error is swallowed\n';
    expect(read(md).f.map((x) => x.location)).toEqual(['src/api/client.ts', 'src/api/client.ts', 'src/api/server.ts']);
  });

  it('a heading marked as a file locates its items ("### 📄 src/api/client.ts")', () => {
    const md = '# Review\n\n## Findings\n\n### 📄 src/api/client.ts\n\n- The retry count is never reset\n- The timeout is 0\n\n### 📁 src/api/db/\n\n- The pool is never closed\n- The query has no timeout\n';
    expect(read(md).f.map((x) => x.location)).toEqual(['src/api/client.ts', 'src/api/client.ts', 'src/api/db/', 'src/api/db/']);
  });
});
