// Titles and group severities QA's tenth unseen set showed read wrong (each as the smallest synthetic
// document of its shape): a severity that numbers its findings ("🔴 CRITICAL #1: x") was taken for the
// title, a heading that only labels the writer's id gave every finding the same title, and a comparative
// group ("🔵 Lower Priority") was no severity group.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const read = (md: string) => readReturn(md).f;

describe('a severity numbering its findings is a field, not the title', () => {
  it.each([
    ['en', '### 🔴 CRITICAL #1: Cache never expires', '### 🟠 HIGH #2: Token logged at debug level', ['Cache never expires', 'Token logged at debug level'], ['critical', 'high']],
    ['de', '### 🔴 KRITISCH #1: Cache läuft nie ab', '### 🟡 MITTEL #2 — Token im Debug-Log', ['Cache läuft nie ab', 'Token im Debug-Log'], ['critical', 'medium']],
    ['es', '### ALTA 1: La caché nunca expira', '### BAJA 2: Logs en dos idiomas', ['La caché nunca expira', 'Logs en dos idiomas'], ['high', 'low']],
  ])('%s', (_lang, h1, h2, titles, severities) => {
    const f = read(`# Review\n\n## Findings\n\n${h1}\n\nThe first one, in detail.\n\n${h2}\n\nThe second one, in detail.\n`);
    expect(f.map((x) => x.title)).toEqual(titles);
    expect(f.map((x) => x.severity)).toEqual(severities);
  });

  it('a severity label in the text wins over the level numbering the series (fr)', () => {
    const f = read('# Rapport\n\n## Problèmes identifiés\n\n### 🔴 CRITIQUE #1: Bugs dans le pager\n\n**Sévérité :** Haute\n\nLa dernière page est sautée.\n\n### 🟠 CRITIQUE #2: Imports inutilisés\n\n**Sévérité :** Moyenne\n\nTrois imports ne servent à rien.\n');
    expect(f.map((x) => [x.title, x.severity])).toEqual([['Bugs dans le pager', 'high'], ['Imports inutilisés', 'medium']]);
  });

  it('a severity word before a number that is part of the title stays in it', () => {
    const f = read('# Review\n\n## Findings\n\n### High 5xx rate: retries hammer the API\n\nSeen in the logs.\n\n### Slow start\n\nTakes 4 s.\n');
    // (The heading whole: a label before the colon runs on, titles8.)
    expect(f.map((x) => x.title)).toEqual(['High 5xx rate: retries hammer the API', 'Slow start']);
  });
});

describe('a heading that only labels the writer\'s id: the title is the first line under it', () => {
  it.each([
    ['Finding-ref ID: XY-1 (MAJOR)', 'Finding-ref ID: XY-2 (MINOR)', ['major', 'minor']],
    ['Ref: AUD-7 [high]', 'Ref: AUD-8 [low]', ['high', 'low']],
    ['ID: F-3', 'ID: F-4', [undefined, undefined]],
  ])('%j', (h1, h2, severities) => {
    const f = read(`# Audit\n\n## Findings\n\n### ${h1}\n\nRetry loop never backs off.\n\n### ${h2}\n\nLog lines mix two languages.\n`);
    expect(f.map((x) => x.title)).toEqual(['Retry loop never backs off.', 'Log lines mix two languages.']);
    expect(f.map((x) => x.severity)).toEqual(severities);
  });
});

describe('a comparative names a severity group', () => {
  it('"Higher Priority" / "Lower Priority" over tables', () => {
    const table = (rows: string) => `| # | Issue | File |\n|---|---|---|\n${rows}`;
    const f = read(`# Review\n\n## Findings\n\n### 🟠 Higher Priority\n\n${table('| 1 | Cache never expires | src/cache.ts |\n| 2 | Token in logs | src/log.ts |')}\n\n### 🔵 Lower Priority\n\n${table('| 3 | Mixed log languages | src/log.ts |')}\n`);
    expect(f.map((x) => [x.title, x.severity])).toEqual([['Cache never expires', 'high'], ['Token in logs', 'high'], ['Mixed log languages', 'low']]);
  });

  it('a finding titled with "lower" is no group', () => {
    const f = read('# Review\n\n## Findings\n\n### Lower bound check is off by one\n\n`clamp` lets -1 through.\n\n### Upper bound check is missing\n\nNothing stops 101.\n');
    expect(f.map((x) => [x.title, x.severity])).toEqual([['Lower bound check is off by one', undefined], ['Upper bound check is missing', undefined]]);
  });
});

describe('a plan\'s phases by priority are work to do, not findings (QA tenth class 1)', () => {
  const problems = '# Audit\n\n## Problèmes\n\n### 🔴 Critique\n\n- Le jeton n\'expire jamais.\n- CORS ouvert à tous.\n\n### 🟡 Moyen\n\n- Logs mélangés.\n\n';
  it.each([
    ['fr, under a plan heading', `${problems}## Plan de correction\n\n### Phase 1 (maintenant) - P0\n\n- [ ] Corriger CORS\n- [ ] Faire expirer le jeton\n\n### Phase 2 - P1\n\n- [ ] Unifier les logs\n`],
    ['fr, under a heading that names nothing', `${problems}## Et ensuite, concrètement\n\n### Étape 1 — P0\n\n- [ ] Corriger CORS\n\n### Étape 2 — P1\n\n- [ ] Unifier les logs\n`],
    ['en, phases at the top', `${problems}## Phase 1 (now) — P0\n\n- [ ] Fix CORS\n- [ ] Expire the token\n\n## Phase 2 (next sprint) — P1\n\n- [ ] Unify the logs\n`],
    ['zh', `${problems}## 整改计划\n\n### 第一阶段（P0）\n\n- [ ] 修复 CORS\n\n### 第二阶段（P1）\n\n- [ ] 统一日志\n`],
  ])('%s', (_name, md) => {
    expect(read(md).map((x) => x.title)).toEqual(["Le jeton n'expire jamais.", 'CORS ouvert à tous.', 'Logs mélangés.']);
  });

  it('ru: phases of a roadmap over task tables with a priority column', () => {
    const plan = (rows: string) => `| Задача | Часы | Приоритет |\n|---|---|---|\n${rows}\n`;
    const f = read(`# Аудит\n\n## 🔴 КРИТИЧЕСКИЕ ПРОБЛЕМЫ\n\n### 1. Безопасность\n\n- Токен не истекает.\n- CORS открыт всем.\n\n## 🟡 ВЫСОКИЙ ПРИОРИТЕТ\n\n### 2. Логи\n\n- Логи смешаны.\n\n## 📈 ИТОГОВАЯ ДОРОЖНАЯ КАРТА\n\n### Фаза 1: КРИТИЧЕСКИЕ ИСПРАВЛЕНИЯ\n\n${plan('| 1. Исправить CORS | 8 | P0 |\n| 2. Токен | 4 | P0 |')}\n### Фаза 2: ВЫСОКИЙ ПРИОРИТЕТ\n\n${plan('| 3. Логи | 2 | P1 |')}`);
    expect(f.map((x) => [x.title, x.severity])).toEqual([['Токен не истекает.', 'critical'], ['CORS открыт всем.', 'critical'], ['Логи смешаны.', 'high']]);
  });

  it('priority groups that are no phases still hold findings', () => {
    const f = read('# Review\n\n## Security\n\n### P0\n\n- Token never expires.\n\n### P1\n\n- CORS open to all.\n\n## Phase handling\n\n### P2\n\n- Phase names are not validated.\n');
    expect(f.map((x) => [x.title, x.severity])).toEqual([['Token never expires.', 'p0'], ['CORS open to all.', 'p1'], ['Phase names are not validated.', 'p2']]);
  });
});

describe('what the whole change\'s review found would misfire on a stranger\'s document', () => {
  it('a heading naming a phase then more words is a group of findings, not a plan', () => {
    const f = read('# Audit\n\n## Findings\n\n- Token never expires.\n\n## 🔴 Phase 1 migration breaks ids\n\n- `ids.ts:40` renumbers rows.\n- Old ids leak.\n\n## 🟡 Phase 2 backfill is slow\n\n- Takes 3 h.\n- Blocks writes.\n');
    expect(f.map((x) => [x.title, x.severity])).toEqual([['Token never expires.', undefined], ['`ids.ts:40` renumbers rows.', 'critical'], ['Old ids leak.', 'critical'], ['Takes 3 h.', 'medium'], ['Blocks writes.', 'medium']]);
  });

  it('"Lower bound issues" / "Higher latency problems" are topics, not severity groups', () => {
    const f = read('# Review\n\n## Findings\n\n### Lower bound issues\n\n- `clamp` lets -1 through.\n\n### Higher latency problems\n\n- p99 doubled.\n');
    expect(f.map((x) => x.severity)).toEqual([undefined, undefined]);
  });

  it('"(high-level)" closing a category heading is no severity', () => {
    const f = read('# Review\n\n## Findings\n\n### Architecture (high-level)\n\n**Time to fix:** 5h\n\n- Two caches.\n- No layering.\n');
    expect(f.map((x) => x.severity)).toEqual([undefined, undefined]);
  });

  it('a findings table with a Title column and "✅ Fixed" / "❌ Open" states keeps every row', () => {
    const f = read('# Review\n\n## Findings\n\n| # | Title | File | Status |\n|---|---|---|---|\n| 1 | Pager skips last page | a.ts | ✅ Fixed |\n| 2 | Cache key ignores locale | b.ts | ❌ Open |\n| 3 | Retry never backs off | c.ts | ❌ Open |\n');
    expect(f.map((x) => x.title)).toEqual(['Pager skips last page', 'Cache key ignores locale', 'Retry never backs off']);
  });

  it('the last finding\'s own "**Recommended fix:**" stays in it', () => {
    const f = read('# Review\n\n## Findings\n\n### F1 Cache race\n\nTwo writers.\n\n**Recommended fix:**\n\n- add a lock\n\n### F2 Pool race\n\nThe pool reuses conns.\n\n**Recommended fix:**\n\n- add a mutex\n\n## Appendix\n\nLogs.\n');
    expect(f).toHaveLength(2);
    expect(f[1]!.text).toContain('add a mutex');
  });

  it('a first line "Hash ref: sha256" is no id label: it stays the title', () => {
    const f = read('# Review\n\n## Findings\n\n### Hash ref: sha256\n\nThe manifest pins a digest nobody checks.\n\n### Cache race\n\nTwo writers.\n');
    expect(f[0]!.title).toBe('Hash ref: sha256');
  });
});
