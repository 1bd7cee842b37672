// Findings under headings the tool does not take for a findings section, found by structure (QA, issue 10,
// fourteenth set): an area section's table whose rows carry the writer's id series (Q1, Q2 …) lists findings.
// Synthetic documents only.

import { describe, expect, it } from 'vitest';
import { readReturn as read } from '../helpers/read-return.js';

const audit = (areas: string) => `# Audit of the billing service\n\n## 1. Blockers\n\n### B1 — Build fails on a clean clone\n\n**Severity: high.** The compiler plugin is not pinned.\n\n### B2 — Migrations run twice\n\n**Severity: medium.** The lock is taken after the check.\n\n${areas}`;

describe('an area section whose table rows carry an id series holds findings', () => {
  it('"## 2. Code quality" / "| # | Smell | Where |" rows Q1-Q4 are four findings beside the blockers', () => {
    const { f } = read(audit('## 2. Code quality\n\n| # | Smell | Where |\n|---|---|---|\n| Q1 | No doc comments on the public classes | `Ledger.java` |\n| Q2 | Unused imports in three test classes | tests |\n| Q3 | Identity comparison of a singleton breaks on copies | `Rates.java:40` |\n| Q4 | Logging config shipped inside the library jar | `logback.xml` |\n\n## 3. What is good\n\n- clear module split\n'));
    expect(f.map((x) => x.title)).toEqual([
      'B1. Build fails on a clean clone',
      'B2. Migrations run twice',
      'Q1. No doc comments on the public classes',
      'Q2. Unused imports in three test classes',
      'Q3. Identity comparison of a singleton breaks on copies',
      'Q4. Logging config shipped inside the library jar',
    ]);
  });

  it('German: "## 3. Tests" (a heading read as evidence) over "| # | Lücke | Folge |" rows T1-T3 holds three findings', () => {
    const { f } = read(audit('## 3. Tests\n\n| # | Lücke | Folge |\n|---|---|---|\n| T1 | Kein Test deckt negative Beträge ab | verdeckt B1 |\n| T2 | Der Rundungsfehler bei Rabatten wird nie geprüft | verdeckt B2 |\n| T3 | Keine Messung der Abdeckung im Build | nicht prüfbar |\n'));
    expect(f.map((x) => x.title).slice(2)).toEqual(['T1. Kein Test deckt negative Beträge ab', 'T2. Der Rundungsfehler bei Rabatten wird nie geprüft', 'T3. Keine Messung der Abdeckung im Build']);
  });

  it('the prose above such a table is the area\'s lead; a bold paragraph led by the next id after it ("**T4 — …**") is one more finding, its code and prose its detail', () => {
    const { f } = read(audit('## 3. Tests\n\n**Stand:** 12 Tests, alle grün. Die Struktur ist sauber, aber die Abdeckung täuscht.\n\n| # | Lücke | Folge |\n|---|---|---|\n| T1 | Kein Test deckt negative Beträge ab | verdeckt B1 |\n| T2 | Der Rundungsfehler bei Rabatten wird nie geprüft | verdeckt B2 |\n| T3 | Keine Messung der Abdeckung im Build | nicht prüfbar |\n\n**T4 — Brüchiger Snapshot-Test.** `LedgerTest.java:40` vergleicht formatierte JSON-Texte:\n\n```java\nassertEquals(expected, json.replaceAll(" :", ":"));\n```\n\nDer Test prüft die Formatierung, nicht den Inhalt.\n'));
    expect(f).toHaveLength(6);
    expect(f.map((x) => x.title).slice(2, 5)).toEqual(['T1. Kein Test deckt negative Beträge ab', 'T2. Der Rundungsfehler bei Rabatten wird nie geprüft', 'T3. Keine Messung der Abdeckung im Build']);
    expect(f[5]!.text).toContain('T4');
    expect(f[5]!.text).toContain('nicht den Inhalt');
    expect(f.some((x) => x.text.includes('alle grün'))).toBe(false);
  });

  it('a summary table whose ids are the headings that detail them ("| **B1** | … |" above "## B1 — …") is no more findings', () => {
    const md = `# Audit of the pricing engine\n\n## Loss table, by order of severity\n\n| # | What happens | Measured cost |\n|---|---|---|\n| **B1** | Idle cash doubles down on losing positions | -56 % of NAV |\n| **B2** | The leverage cap is skipped outside one path | 281 % exposure |\n| **B3** | A roll resets the size to an unrelated base | 2,253 -> 161 contracts |\n| **B4** | Option snapshots are read from the future | up to 14 days ahead |\n\nSpeed: one function takes 80 % of the run.\n\n---\n\n# Block B — Bugs\n\n## B1 — Idle cash doubles down on losing positions\n\nThe loop buys more of what fell.\n\n## B2 — The leverage cap is skipped outside one path\n\nOnly one caller checks it.\n\n## B3 — A roll resets the size to an unrelated base\n\nThe base is read from the wrong leg.\n\n## B4 — Option snapshots are read from the future\n\nThe lookup takes the nearest date, before or after.\n`;
    const { f } = read(md);
    expect(f).toHaveLength(4);
    expect(f[0]!.text).toContain('The loop buys more of what fell.');
  });

  it('look-alikes stay as they were: a coded run of checks, a coded changelog, a plan\'s coded tasks, a table of files', () => {
    const row = (id: string, text: string, last: string) => `| ${id} | ${text} | ${last} |\n`;
    const table = (head: string, rows: [string, string, string][]) => `${head}\n|---|---|---|\n${rows.map((r) => row(...r)).join('')}`;
    const checks = read(audit(`## 2. Verification\n\n${table('| # | Command | Result |', [['V1', 'Cloned the repository fresh and built', '✅ pass'], ['V2', 'Ran the whole test suite twice', '✅ pass'], ['V3', 'Replayed the March invoices run', 'passed']])}`));
    expect(checks.f).toHaveLength(2);
    const log = read(audit(`## 2. Changes\n\n${table('| # | Change | Date |', [['C1', 'Pinned the compiler plugin version', '2026-01-02'], ['C2', 'Took the migration lock first', '2026-01-03'], ['C3', 'Added a test of negative amounts', '2026-01-04']])}`));
    expect(log.f).toHaveLength(2);
    const plan = read(audit(`## 2. Next steps\n\n${table('| # | Task | Effort |', [['S1', 'Pin the compiler plugin version', '1 h'], ['S2', 'Take the migration lock first', '2 h'], ['S3', 'Add a test of negative amounts', '1 h']])}`));
    expect(plan.f).toHaveLength(2);
    const files = read(audit('## 2. Files touched\n\n| File | Change |\n|---|---|\n| `a.ts` | renamed the ledger type |\n| `b.ts` | dropped the unused import line |\n| `c.ts` | pinned the compiler plugin version |\n'));
    expect(files.f).toHaveLength(2);
  });
});

describe("a finding's lettered parts belong to it", () => {
  const finding = (parts: string) => `# Audit\n\n## Bugs\n\n### B1 — Totals drift on refunds\n\nRounding happens per line.\n\n### B2 — Export schema is broken\n\n**Severity: high** (export is dead). Nothing validates.\n\n${parts}\n### B3 — Retry never backs off\n\nThe loop hammers the queue.\n`;
  it('"### B2 — …" over "**(a) …**" / "**(b) …**" paragraphs is one finding, its parts in its text', () => {
    const { f } = read(finding('**(a) References do not resolve.** The loader only maps one of the three schema files.\n\n```\nFileNotFound: remote schema\n```\n\n**(b) The schema contradicts itself.** It requires a field it never declares.\n\n- the sample file fails its own schema\n\n**Fix:** map all three files.\n'));
    expect(f.map((x) => x.title)).toEqual(['B1. Totals drift on refunds', 'B2. Export schema is broken', 'B3. Retry never backs off']);
    expect(f[1]!.text).toContain('The schema contradicts itself');
  });

  it('bold titled paragraphs that are not lettered parts stay findings each ("### Round 2" / "**Cache never expires.** …")', () => {
    const { f } = read('# Review\n\n## Findings\n\n### Round 2\n\n**Cache entries never expire at all.** The map only grows.\n\n**Retry loop has no back-off.** It hammers the queue.\n');
    expect(f.map((x) => x.title)).toEqual(['Cache entries never expire at all.', 'Retry loop has no back-off.']);
  });
});

describe('the questions a review was asked are no findings; its answers below hold them', () => {
  const answers = '## 🔍 分析\n\n### 1. 冗余检查\n\n#### ✅ 已清理的部分\n\n1. **旧的缓存模块** - ✅ 已删除\n2. **旧的日志封装** - ✅ 已删除\n\n#### ⚠️ 仍然存在的冗余\n\n##### 1. 配置类型定义了两次\n\n**问题**：`Config` 在两个文件里各定义一次\n\n**建议**：只保留一处\n\n##### 2. 导入路径混用\n\n**问题**：一半文件从 `../types` 导入\n\n**建议**：统一路径\n';
  it('"## 📋 审查问题" over items that all end in "？" is kept; the level-5 items under "⚠️" are the findings', () => {
    const { f } = read(`# 代码审查\n\n## 📋 审查问题\n\n1. **缓存模块是否应该移到 core 目录？**\n2. **是否还有冗余代码？**\n\n---\n\n${answers}`);
    expect(f.map((x) => x.title)).toEqual(['配置类型定义了两次', '导入路径混用']);
  });

  it('the same heading over statements stays findings', () => {
    const { f } = read('# 代码审查\n\n## 📋 审查问题\n\n1. **缓存从不过期**，内存一直增长\n2. **重试没有退避**，队列被打满\n');
    expect(f.map((x) => x.title)).toHaveLength(2);
  });
});
