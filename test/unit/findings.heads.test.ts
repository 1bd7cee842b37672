// A finding written as a heading over a bullet body (QA, issue 10, session 4): "### P1: Monolithic router
// (CRITICAL)" over bullets about it and a "**Solution:**" label with its own bullets is one finding, as a
// person counts it; a severity group or an area heading over problem bullets stays one finding a bullet.

import { describe, expect, it } from 'vitest';
import { readReturn as read } from '../helpers/read-return.js';

describe('a counted heading with its own severity over bullets is one finding', () => {
  it('English: P1/P2/P3 over bullets, with and without a Solution label', () => {
    const { f, r } = read('## Summary\n\nReviewed the API server.\n\n## Issues\n\n### P1: Monolithic router (CRITICAL)\n\n- 1,200 lines in one file\n- every route imports every handler\n\n### P2: Missing rate limit (HIGH)\n\n- login accepts unlimited attempts\n- no lockout\n\n**Solution:**\n\n- add a token bucket per IP\n\n### P3: Stale docs (LOW)\n\n- README lists removed flags\n');
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['Monolithic router', 'critical'],
      ['Missing rate limit', 'high'],
      ['Stale docs', 'low'],
    ]);
    // The bullets and the Solution part are the finding's detail, not lost.
    const all = JSON.stringify(r.answers.findings);
    for (const w of ['1,200 lines in one file', 'every route imports every handler', 'token bucket per IP', 'README lists removed flags']) expect(all).toContain(w);
  });

  it('top-level "## P1: …" sections under a title, a Solution label among them, are one finding each', () => {
    const { f } = read('# Architecture review\n\n## P1: Monolithic router (CRITICAL)\n\n- 1,200 lines in one file\n- every route imports every handler\n\n**Solution:**\n\n- split the router per resource\n\n## P2: Missing rate limit (HIGH)\n\n- login accepts unlimited attempts\n\n**Solution:**\n\n- add a token bucket per IP\n');
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['Monolithic router', 'critical'],
      ['Missing rate limit', 'high'],
    ]);
  });

  it('Chinese: 问题1：…（严重） over bullets', () => {
    const { f } = read('## 总结\n\n审查了服务。\n\n## 发现的问题\n\n### 问题1：路由文件过大（严重）\n\n- 一个文件一千二百行\n- 每个路由导入所有处理器\n\n### 问题2：缺少限流（高）\n\n- 登录接口没有限制\n- 没有锁定\n');
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['路由文件过大', 'critical'],
      ['缺少限流', 'high'],
    ]);
  });

  it('Russian: Проблема 2: … (высокий) over bullets', () => {
    const { f } = read('## Итог\n\nПроверил сервис.\n\n## Найденные проблемы\n\n### Проблема 1: Огромный маршрутизатор (критический)\n\n- 1200 строк в одном файле\n- каждый маршрут импортирует все обработчики\n\n### Проблема 2: Нет ограничения запросов (высокий)\n\n- вход без ограничений\n- нет блокировки\n');
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['Огромный маршрутизатор', 'critical'],
      ['Нет ограничения запросов', 'high'],
    ]);
  });

  it.each([
    ['es', '## Resumen\n\nRevisé el servidor.\n\n## Problemas encontrados\n\n### Problema 1: Enrutador monolítico (crítico)\n\n- 1200 líneas en un archivo\n\n**Solución:**\n\n- dividir el enrutador\n\n### Problema 2: Sin límite de peticiones (alto)\n\n- el login acepta intentos ilimitados\n\n**Solución:**\n\n- limitar por IP\n', ['Enrutador monolítico', 'Sin límite de peticiones']],
    ['de', '## Zusammenfassung\n\nServer geprüft.\n\n## Befunde\n\n### P1: Monolithischer Router (KRITISCH)\n\n- 1200 Zeilen in einer Datei\n\n**Lösung:**\n\n- Router aufteilen\n\n### P2: Kein Rate-Limit (HOCH)\n\n- Login ohne Begrenzung\n\n**Lösung:**\n\n- Begrenzung pro IP\n', ['Monolithischer Router', 'Kein Rate-Limit']],
  ])('%s: a Solution label in the writer\'s language is a part, never a finding', (_lang, md, titles) => {
    const { f } = read(md);
    expect(f.map((x) => x.title)).toEqual(titles);
  });
});

describe('guards: headings over bullets that are findings each', () => {
  it('a severity group heading and an area heading over bullets give one finding a bullet', () => {
    const { f } = read('## Summary\n\nReviewed.\n\n## Findings\n\n### 🔴 Critical\n\n- SQL injection in search\n- secrets in repo\n\n### High priority\n\n- no rate limit on login\n- stale cache\n\n### 1. Security\n\n- passwords hashed with MD5\n- session cookie lacks HttpOnly\n');
    expect(f.map((x) => x.title)).toEqual(['SQL injection in search', 'secrets in repo', 'no rate limit on login', 'stale cache', 'passwords hashed with MD5', 'session cookie lacks HttpOnly']);
  });

  it('a counted heading over bullets that carry their own severity stays their group', () => {
    const { f } = read('## Summary\n\nReviewed.\n\n## Findings\n\n### Issue 1: Auth module (HIGH)\n\n- token never expires (critical)\n- password reset link reusable (high)\n\n### Issue 2: Billing module (LOW)\n\n- rounding drift (low)\n- stale invoice cache (medium)\n');
    expect(f.map((x) => x.title)).toEqual(['token never expires', 'password reset link reusable', 'rounding drift', 'stale invoice cache']);
  });

  it('a group heading with a closing severity is no counted title ("### Security issues (HIGH)")', () => {
    const { f } = read('## Summary\n\nReviewed.\n\n## Findings\n\n### Security issues (HIGH)\n\n- MD5 password hashes\n- cookie lacks HttpOnly\n');
    expect(f.map((x) => x.title)).toEqual(['MD5 password hashes', 'cookie lacks HttpOnly']);
  });
});

describe('"### N.M file — title": the file is the location, the rest the title', () => {
  it('English: a bare file name and a file in code, each after a section number', () => {
    const { f } = read('## Summary\n\nAudited the storefront.\n\n## Findings\n\n### 2.1 index.html — hero image not lazy-loaded\n\nThe 2 MB hero blocks first paint.\n\n### 2.2 `src/cart.ts`: discount applied before tax\n\nTotals differ from the invoice.\n\n### 2.3 checkout.html — total computed twice\n\nIn the template and in the script.\n');
    expect(f.map((x) => [x.title, x.location])).toEqual([
      ['hero image not lazy-loaded', 'index.html'],
      ['discount applied before tax', 'src/cart.ts'],
      ['total computed twice', 'checkout.html'],
    ]);
  });

  it('French and Japanese titles; a path with its line keeps the line', () => {
    const { f } = read('## Résumé\n\nAudit de la boutique.\n\n## Constats\n\n### 2.1 panier.html — le total est calculé deux fois\n\nDans le gabarit et le script.\n\n### 2.2 src/cart.ts:40 — remise appliquée avant la taxe\n\nÉcart avec la facture.\n\n### 2.3 checkout.html — 合計が二重に計算される\n\nテンプレートとスクリプト。\n');
    expect(f.map((x) => [x.title, x.location])).toEqual([
      ['le total est calculé deux fois', 'panier.html'],
      ['remise appliquée avant la taxe', 'src/cart.ts:40'],
      ['合計が二重に計算される', 'checkout.html'],
    ]);
  });

  it('guards: a file inside the title, a framework name, a one-word rest keep their titles', () => {
    const { f } = read('## Summary\n\nAudited.\n\n## Findings\n\n### 2.3 Rename config.yaml keys\n\nMixed case.\n\n### 2.4 Node.js — runtime two majors behind\n\nNode 14.\n\n### 2.5 README.md — outdated\n\nFlags removed.\n');
    // (A name before the dash is a label: the heading whole titles it, titles8.)
    expect(f.map((x) => x.title)).toEqual(['Rename config.yaml keys', 'Node.js — runtime two majors behind', 'README.md — outdated']);
    expect(f[1]!.location).toBeUndefined();
  });
});

describe('a status report\'s "### ✅ Error 1: …" under "## Errors found and fixed"', () => {
  const en = '## Summary\n\nFixed the build.\n\n## Errors found and fixed\n\n### ✅ Error 1: Missing module\n\n`lodash` was not in package.json.\n\n**Status:** ✅ FIXED\n\n### ✅ Error 2: Wrong import path\n\n`../utils` should be `./utils`.\n\n**Status:** ✅ FIXED\n';
  const es = '## Resumen\n\nArreglé la compilación.\n\n## ERRORES ENCONTRADOS Y CORREGIDOS\n\n### ✅ Error 1: Módulo faltante\n\n`lodash` no estaba en package.json.\n\n### ✅ Error 2: Ruta de importación incorrecta\n\n`../utils` debía ser `./utils`.\n\n**Estado:** ✅ RESUELTO\n';

  it.each([['en', en, ['Missing module', 'Wrong import path']], ['es', es, ['Módulo faltante', 'Ruta de importación incorrecta']]])('%s: the ✅ says fixed, not verified', (_lang, md, titles) => {
    const { f } = read(md);
    expect(f.map((x) => [x.title, x.verified])).toEqual(titles.map((t) => [t, undefined]));
  });

  it.each([['en', en, 'Errors found and fixed'], ['es', es, 'ERRORES ENCONTRADOS Y CORREGIDOS']])('%s: the heading\'s words are kept as the findings\' group', (_lang, md, heading) => {
    const { r } = read(md);
    expect(r.layout.findingGroups?.every((g) => g.includes(heading))).toBe(true);
  });

  it('guards: a verification after the mark still verifies; a bare "- ✅ x" item keeps its reading; "## Findings" gets no group', () => {
    const { f, r } = read('## Summary\n\nDone.\n\n## Findings\n\n### ✅ Error 1: Missing module [verified: ran the build]\n\nNot in package.json.\n\n### ✅ Error 2: Wrong path\n\nTypo.\n\n**Status:** ✅ FIXED\n');
    expect(f.map((x) => x.verified)).toEqual([true, undefined]);
    expect(r.layout.findingGroups ?? []).toEqual([]);
    expect(read('## Findings\n\n- ✅ gamma bug in the pager\n- delta bug\n').f[0]!.verified).toBe(true);
  });
});

describe('a counted heading without a severity beside counted siblings of the same series', () => {
  it('"### P3: Stale docs" over bullets after "### P1: … (CRITICAL)" is one finding too', () => {
    const { f } = read('## Summary\n\nReviewed.\n\n## Issues\n\n### P1: Monolithic router (CRITICAL)\n\n- 1,200 lines in one file\n- every route imports every handler\n\n### P3: Stale docs\n\n- README lists removed flags\n- CHANGELOG is a year old\n');
    expect(f.map((x) => x.title)).toEqual(['Monolithic router', 'Stale docs']);
  });

  it('Russian: "Проблема 2: …" without a severity beside "Проблема 1: … (критический)"', () => {
    const { f } = read('## Итог\n\nПроверил.\n\n## Найденные проблемы\n\n### Проблема 1: Огромный маршрутизатор (критический)\n\n- 1200 строк в одном файле\n- всё импортирует всё\n\n### Проблема 2: Устаревшая документация\n\n- README описывает удалённые флаги\n- CHANGELOG не обновлялся год\n');
    expect(f.map((x) => x.title)).toEqual(['Огромный маршрутизатор', 'Устаревшая документация']);
  });

  it('guard: alone, or beside a heading of another series, it still groups its bullets', () => {
    expect(read('## Summary\n\nReviewed.\n\n## Issues\n\n### P3: Stale docs\n\n- README lists removed flags\n- CHANGELOG is a year old\n').f).toHaveLength(2);
    const { f } = read('## Summary\n\nReviewed.\n\n## Issues\n\n### Issue 1: Monolithic router (CRITICAL)\n\n- 1,200 lines in one file\n- every route imports every handler\n\n### P3: Stale docs\n\n- README lists removed flags\n- CHANGELOG is a year old\n');
    expect(f.map((x) => x.title)).toEqual(['Monolithic router', 'README lists removed flags', 'CHANGELOG is a year old']);
  });
});
