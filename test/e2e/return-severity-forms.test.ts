// Severity and verification written as reviews write them, read as fields of the stored return (what
// `handoff pull ID --json` gives): a label and its value inside one bold span with a full-width colon, a
// risk field, a numbered bracket tag, a priority level beside its word over tables, groups named by a
// priority after the noun, a remarks group closing a series, and a status field whose value is a
// verification word. Documents written here, in the shapes QA met (fourth set, R4-11; the board).

import { describe, expect, it } from 'vitest';
import type { FindingData } from '../../src/brief/findings.js';
import { runCli } from '../helpers/trust-cli.js';
import { docWorld, oneHandoff } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'severity forms');
/** Returns `text` (reopening the task pull closed) and reads the findings back as pull gives them. */
function pulled(text: string): FindingData[] {
  const r = handoff.returnBody(text, '--outcome', 'answered', '--force');
  expect(r.code, r.stderr).toBe(0);
  const p = runCli(['pull', handoff.id, '--json'], w.opts());
  expect(p.code, p.stderr).toBe(0);
  return (JSON.parse(p.stdout) as { returns: { findings: FindingData[] }[] }).returns.at(-1)!.findings;
}
const fields = (fs: FindingData[]) => fs.map((f) => [f.title, f.severity ?? null]);

describe('severity forms', () => {
  it('a label and its value in one bold span, full-width colon: colour or word, "warning" and "suggestion" as values', () => {
    const md = '# レビュー結果\n\n## 指摘事項\n\n### 1. キャッシュが古い値を返す\n\n- **重大度：🔴 致命的**\n\n再起動まで古い値が残ります。\n\n### 2. ログが多すぎる\n\n- **重大度：警告**\n\n毎秒出力されます。\n\n### 3. 変数名が紛らわしい\n\n- **重大度：提案**\n\n名前を変えるとよい。\n';
    expect(fields(pulled(md))).toEqual([
      ['キャッシュが古い値を返す', 'critical'],
      ['ログが多すぎる', 'medium'],
      ['変数名が紛らわしい', 'low'],
    ]);
  });

  it('a risk field ("**Riesgo:** Muy bajo.") is the severity', () => {
    const md = '# Informe\n\n## Hallazgos\n\n### Hallazgo 1: Token en el registro\n-   **Descripción:** se imprime al arrancar.\n-   **Riesgo:** Alto.\n\n### Hallazgo 2: Comentarios viejos\n-   **Descripción:** sin uso.\n-   **Riesgo:** Muy bajo.\n';
    expect(fields(pulled(md))).toEqual([
      ['Token en el registro', 'high'],
      ['Comentarios viejos', 'low'],
    ]);
  });

  it('a risk field is another dimension: the finding heading\'s own "- HIGH Priority" stays its severity; alone, the risk field states it', () => {
    const md = '# Audit\n\n## Findings\n\n#### 1. **Stale price cache** - HIGH Priority\n\n**Detail**: prices are fetched on every start\n\n**Risk**: Medium level - slower start\n\n#### 2. **Duplicated helpers** - MEDIUM Priority\n\n**Risk**: Low level\n\n#### 3. **Unpinned SDK**\n\n**Risk**: High\n';
    expect(fields(pulled(md))).toEqual([
      ['Stale price cache', 'high'],
      ['Duplicated helpers', 'medium'],
      ['Unpinned SDK', 'high'],
    ]);
  });

  it('"### [LOW 2] x" under "PROBLEMAS DE LOW PRIORITY": the tag is the severity and no part of the title', () => {
    const md = '# Auditoría\n\n## 🚨 PROBLEMAS CRÍTICOS\n\n### [CRITICAL 1] Token en el registro\nSe imprime al arrancar.\n\n## 🔵 PROBLEMAS DE LOW PRIORITY (LOW)\n\n### [LOW 2] Nombres confusos\nDos funciones se llaman igual.\n\n## Problemas de prioridad baja\n\n- comentarios viejos en el cargador\n';
    expect(fields(pulled(md))).toEqual([
      ['Token en el registro', 'critical'],
      ['Nombres confusos', 'low'],
      ['comentarios viejos en el cargador', 'low'],
    ]);
  });

  it('table rows under "P0 严重" / "P1 高" / "P2 中" groups take the word beside the level', () => {
    const md = '# 审计报告\n\n## 发现问题\n\n### P0 严重\n\n| # | 问题 | 修复 |\n|---|---|---|\n| 1 | 连接池泄漏 | 关闭连接 |\n\n### P1 高\n\n| # | 问题 | 修复 |\n|---|---|---|\n| 2 | 重试没有退避 | 加退避 |\n\n### P2 中\n\n| # | 问题 | 修复 |\n|---|---|---|\n| 3 | 日志太多 | 降级 |\n';
    expect(fields(pulled(md)).map((f) => f[1])).toEqual(['critical', 'high', 'medium']);
  });

  it('a coloured remarks group closing a series is the lowest; "## Замечания" alone states no severity', () => {
    const series = '# Аудит\n\n## 🔴 КРИТИЧЕСКИЕ ПРОБЛЕМЫ\n\n### 1. Пароль в логе\nПечатается при старте.\n\n## 🟡 ЗАМЕЧАНИЯ\n\n### 2. Длинные функции\nТри функции по двести строк.\n';
    expect(fields(pulled(series))).toEqual([
      ['Пароль в логе', 'critical'],
      ['Длинные функции', 'low'],
    ]);
    const alone = '# Аудит\n\n## Замечания\n\n- пароль печатается при старте\n- длинные функции в загрузчике\n';
    expect(fields(pulled(alone))).toEqual([
      ['пароль печатается при старте', null],
      ['длинные функции в загрузчике', null],
    ]);
  });
});

describe('a later round of findings', () => {
  it('a "第二轮修复" section whose table has a 严重度 (severity) column: its rows are findings too, with that severity', () => {
    const md = '# 审计报告\n\n## 发现问题\n\n### P0 严重\n\n| # | 问题 | 修复 |\n|---|---|---|\n| 1 | 连接池泄漏 | 关闭连接 |\n\n## 第二轮修复 (2项)\n\n### 托盘\n\n| # | 严重度 | 问题 | 修复 |\n|---|---|---|---|\n| R1 | 高 | 图标状态读错字段 | 改读字段 |\n| R2 | 中 | 重载配置超时 | 改为 15s |\n';
    const fs = pulled(md);
    expect(fs.map((f) => f.severity ?? null)).toEqual(['critical', 'high', 'medium']);
    expect(fs[1]!.title).toContain('图标状态读错字段');
  });
});

describe('a status field whose value is a verification word', () => {
  it('"Status: NIEZWERYFIKOWANE" is not verified, "Status: ZWERYFIKOWANE" is; "Status: otwarte" says nothing', () => {
    const md = '# Przegląd\n\n## Findings\n\n### 1. Pamięć podręczna nie jest czyszczona\nStatus: NIEZWERYFIKOWANE\n\n### 2. Brak limitu czasu\nStatus: ZWERYFIKOWANE\n\n### 3. Za dużo logów\nStatus: otwarte\n';
    expect(pulled(md).map((f) => [f.title, f.verified ?? null])).toEqual([
      ['Pamięć podręczna nie jest czyszczona', false],
      ['Brak limitu czasu', true],
      ['Za dużo logów', null],
    ]);
  });
});

describe('location forms', () => {
  it('a dotfile (`.env`), a path with a note in its code span, a file opening a bold problem name', () => {
    const md = '# Audit\n\n## Findings\n\n### 1. Keys in the repository\n**File:** `.env` (lines 1-2)\nTwo service keys are committed.\n\n### 2. Saved filters drop fields\n**Severity:** Major · **Files:** `shared/filters.ts (Filter = name/tag)`, `Panel.tsx`\nThe seeded fields are not stored.\n\n### 3. Start script\n\n| # | 问题 | 修复 |\n|---|---|---|\n| 1 | **run.ps1 端口写死**: 8080 被占用时无法启动 | 改为读取配置 |\n| 2 | **Node.js 版本过旧**: 不支持新语法 | 升级 |\n';
    expect(pulled(md).map((f) => f.location ?? null)).toEqual(['.env:1-2', 'shared/filters.ts', 'run.ps1', null]);
  });
});
