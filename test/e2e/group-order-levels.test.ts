// QA 45 R6/R4/R7 against the built CLI. R6: a findings section after a section kept as a group ("## 3. 当前 Bug 清单"
// over "### P0：…") kept neither its heading ("## 4. 当前安全与可用性漏洞" was written nowhere) nor its place (its
// findings were written first). Both headings are now written, in the document's order, and pull reads the findings in
// that order. R4: "### P0：…" gives p0 and "1.2 — MED — x" medium; R7: "（新）…" keeps its bracket. Near-miss: a lone
// findings section named by its noun alone still gives way to the tool's heading.

import { describe, expect, it } from 'vitest';
import { docWorld, returnAndPull } from '../helpers/doc-world.js';

const w = docWorld();

describe('a findings section after a grouped one keeps its heading and its place', () => {
  it('zh: "## 4. 当前安全与可用性漏洞" after "## 3. 当前 Bug 清单" / "### P0：…"', () => {
    const text = ['## Outcome', 'answered — review done', '', '## 3. 当前 Bug 清单', '', '### P0：数据正确性和核心流程', '', '#### BUG-01 JSON 导入可能先清空数据库', '- **位置**：`src-tauri/src/backup.rs:464-472`', '', '## 4. 当前安全与可用性漏洞', '', '### SEC-01 C++ 原生执行缺少沙箱', '- **位置**：`src-tauri/src/runner.rs:48-119`', ''].join('\n');
    const { j, md, pulled } = returnAndPull(w, text, 'group order zh');
    for (const f of [j.findings, pulled]) {
      expect(f.map((x) => x.title)).toEqual(['BUG-01 JSON 导入可能先清空数据库', 'SEC-01 C++ 原生执行缺少沙箱']);
      expect(f.map((x) => x.severity)).toEqual(['p0', undefined]);
    }
    const a = md.indexOf('3. 当前 Bug 清单');
    const b = md.indexOf('P0：数据正确性和核心流程');
    const c = md.indexOf('4. 当前安全与可用性漏洞');
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(a);
    expect(c).toBeGreaterThan(md.indexOf('BUG-01'));
    expect(md.indexOf('SEC-01')).toBeGreaterThan(c);
  });

  it('en: "## Vulnerabilities" after "## 3. Current bug list" / "### P0: …" keeps its place', () => {
    const text = ['## Outcome', 'answered — x', '', '## 3. Current bug list', '', '### P0: Data correctness', '', '#### BUG-01 JSON import may wipe the database', '- **Location**: `src/backup.rs:464`', '', '## Vulnerabilities', '', '### SEC-01 Native C++ runs without a sandbox', '- **Location**: `src/runner.rs:48`', ''].join('\n');
    const { md, pulled } = returnAndPull(w, text, 'group order en');
    expect(pulled.map((x) => x.title)).toEqual(['BUG-01 JSON import may wipe the database', 'SEC-01 Native C++ runs without a sandbox']);
    expect(md.indexOf('Vulnerabilities')).toBeGreaterThan(md.indexOf('BUG-01'));
    expect(md.indexOf('SEC-01')).toBeGreaterThan(md.indexOf('Vulnerabilities'));
  });

  it('near-miss: a lone "## 漏洞" section gives way to the tool\'s heading', () => {
    const text = ['## Outcome', 'answered — x', '', '## 漏洞', '', '### SEC-01 C++ 原生执行缺少沙箱', '- **位置**：`src/runner.rs:48`', '', '### SEC-02 备份恢复没有全局锁', '- **位置**：`src/x.rs:4`', ''].join('\n');
    const { md, pulled } = returnAndPull(w, text, 'group lone');
    expect(pulled).toHaveLength(2);
    expect(md).not.toMatch(/^#+ 漏洞$/m);
  });
});

describe('levels in headings and titles as written', () => {
  it('"1.2 — MED — x" is medium, titled x; the heading is written whole', () => {
    const text = ['## Outcome', 'answered — audit done', '', '## 1. INCONSISTENCIES', '', '### 1.1 — HIGH — Divergent magnitude in the daily tick', '- `src/utils/dailyTickLogic.ts:329` applies `+ 4`.', '', '### 1.2 — MED — Inconsistent import path for `isForbiddenKey`', '- `src/utils/translationUtils.ts:1` imports it from the barrel.', ''].join('\n');
    const { md, pulled } = returnAndPull(w, text, 'levels med');
    expect(pulled.map((x) => [x.title, x.severity])).toEqual([
      ['Divergent magnitude in the daily tick', 'high'],
      ['Inconsistent import path for `isForbiddenKey`', 'medium'],
    ]);
    expect(md).toContain('1.2 — MED — Inconsistent import path');
  });

  it('a table row titled "（新）…" keeps its bracket', () => {
    const text = ['# レビュー結果', '', '## 直したほうがよいもの', '', '| # | 状況 | 問題 | 備考 |', '|---|---|---|---|', '| 20 | 未 | （新）Bold の ℏ（U+210F）だけ幅が違う | 見た目の問題は確認していない |', '| 21 | 未 | Mono に U+1E30 の小文字がない | 文字セットの判断 |', ''].join('\n');
    const { pulled } = returnAndPull(w, text, 'titles bracket');
    expect(pulled.map((x) => x.title)).toEqual(['（新）Bold の ℏ（U+210F）だけ幅が違う', 'Mono に U+1E30 の小文字がない']);
  });
});
