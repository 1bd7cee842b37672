// A review pasted from a terminal with no markdown headings: standalone emoji lines title its parts, a finding
// is a numbered line whose text follows at the same indent, a closing "●" turn recaps it (pasted-titles.ts).
// Synthetic documents of that shape in several languages, and the look-alikes that stay as they were.

import { describe, expect, it } from 'vitest';
import { parseBody } from '../../src/brief/returns.js';
import { readReturn } from '../helpers/read-return.js';

const found = (md: string) => readReturn(md).f.map((x) => [x.title, x.severity ?? null]);

const en = `Code review - Lantern Router

  📋 Overview

  A tidy service overall, with a few problems worth fixing.

  ---
  🧭 Design

  ✅ Strengths

  1. Clear layering
    - handlers only parse requests
    - services hold the rules
  2. Good test names
    - each test says what it checks

  ⚠️ Problems found

  1. Handlers import the database directly 🔴 high priority

  Problem: src/http/users.ts:10-14 opens its own connection
  import { pool } from '../db/pool';
  const rows = await pool.query(sql);

  Impact:
  - every handler holds a connection
  - tests need a live database

  Fix:
  // go through the repository
  const users = await repo.list();

  2. Retry loop never backs off 🟡 medium priority

  Problem: src/client/retry.ts:40 retries at once, forever
  while (!ok) { ok = await send(); }

  Fix: add an exponential delay and a limit.

  3. Log lines carry the session token \uFFFD low priority

  Problem: src/log/format.ts:22 prints the whole request.

  ---
  📈 Plan by priority

  🔴 Now

  1. Move database access behind the repository
    - files: src/http/users.ts
    - effort: 2 hours

  ---
  🎯 Summary

  A solid router; the coupling is the first thing to fix.

● Review finished! I looked at the router and wrote down:

  Key findings

  🔴 Critical

  - Handlers open database connections themselves
  - The retry loop never waits between tries
  - More tests would help

  ✅ Good

  - Clear layering
`;

describe('a terminal-pasted review titled by standalone emoji lines', () => {
  it('en: the numbered problems are the findings, the closing light their severity; strengths, plan and the closing recap add none', () => {
    const { f } = readReturn(en);
    expect(f.map((x) => [x.title, x.severity ?? null])).toEqual([
      ['Handlers import the database directly', 'high'],
      ['Retry loop never backs off', 'medium'],
      ['Log lines carry the session token', 'low'],
    ]);
    // A finding keeps its text: the labels and the code below its numbered line.
    expect(f[0]!.text).toContain('every handler holds a connection');
    expect(f[0]!.text).toContain('repo.list()');
  });

  it('zh: titles led or closed by an emoji, labels with full-width colons', () => {
    const zh = `代码审查报告

  📊 总体评价

  结构清楚，但有几个问题。

  ⚠️ 发现的问题

  1. 缓存键忽略语言 🔴 高优先级

  问题： src/cache/key.ts:8 没有把 locale 放进键里
  const key = \`\${path}\`;

  影响： 不同语言的用户看到同一页面

  2. 过期时间硬编码 🟡 中优先级

  问题： src/cache/ttl.ts:3 把 TTL 写死为 3600 秒

  建议： 从配置读取

  性能考虑 ✅

  - 查询都走索引

  🎯 总结

  先修缓存键。
`;
    expect(found(zh)).toEqual([
      ['缓存键忽略语言', 'high'],
      ['过期时间硬编码', 'medium'],
    ]);
  });

  it('de, with a prompt line and no thematic breaks', () => {
    const de = `$ claude review src/billing

  🔎 Überblick

  Der Code ist sauber.

  ❗ Gefundene Probleme

  1. Rundung vor der Steuer 🔴 hohe Priorität

  Problem: src/billing/tax.ts:31 rundet jeden Posten einzeln.

  2. Fehlende Währungsprüfung 🟡 mittlere Priorität

  Problem: src/billing/sum.ts:12 addiert Euro und Dollar.

  🎯 Fazit

  Erst die Rundung beheben.
`;
    expect(found(de)).toEqual([
      ['Rundung vor der Steuer', 'high'],
      ['Fehlende Währungsprüfung', 'medium'],
    ]);
  });
});

describe('look-alikes of a terminal-pasted review stay as they were', () => {
  it('a plain message with emoji lines and numbered steps (no terminal margin, no prompt) gains no headings', () => {
    const md = `Release notes for the team

🚀 What shipped

1. Faster search

The index is now cached for an hour.

2. Dark mode

Toggle it in the settings.

🐛 Known gaps

Exports still run on the main thread.

👋 Thanks

Thanks to everyone who tested the beta.
`;
    expect(parseBody(md).sections.map((s) => s.heading)).toEqual([]);
  });

  it('a terminal transcript of a how-to (no title names findings) is read as before: no headings made', () => {
    const md = `$ claude how do I deploy the docs site?

  🚀 Deploying the docs

  1. Build the site

  npm run docs:build writes the pages to site/.

  2. Upload the pages

  aws s3 sync site/ s3://docs-bucket --delete

  ✅ Checking it

  Open the site and look at the version in the footer.

  💡 Tips

  Keep the bucket private and serve it through the CDN.
`;
    expect(parseBody(md).sections.map((s) => s.heading)).toEqual([]);
  });

  it('a broken emoji without a severity word states no severity', () => {
    const md = `## Findings

1. Slow query in reports \uFFFD
   src/reports/query.sql:4 scans the whole table.
`;
    expect(readReturn(md).f.map((x) => x.severity ?? null)).toEqual([null]);
  });
});
