// QA 34 classes 7, 9 and 10, through the built CLI.
// 7: a score and nothing more ("**종합 점수**: ⭐⭐⭐⭐ (4/5)", "**Overall score:** 4/5") grades the thing reviewed and states
//    no outcome in the header fields or under an assessment heading (exit 2, --outcome); it still answers in a heading
//    ("### Test quality score: 8.5 / 10") or in a section named by the score ("## 一、总体评分" / "**综合评分**: 7.6 / 10").
//    A legend of marks ("Status: `[ ]` open · `[x]` fixed · …") is no status line.
// 9: Chinese and Japanese group headings that write the level against what they hold ("严重Bug隐患", "中等优先级问题",
//    "低优先级优化建议", "重大な問題") give their findings that level; a low group of a severity series stays findings.
// 10: a code review report with a header field block ("**리뷰 일시**: 2025-12-11" / "**프로젝트**: …") is a return in lint.

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff, outcomeReader } from '../helpers/doc-world.js';
import { runCli } from '../helpers/trust-cli.js';

const w = docWorld();
const { read, asks } = outcomeReader(w, 'qa34 score legend');
const handoff = oneHandoff(w, 'qa34 levels');
const FINDINGS = '\n## Findings\n\n### Cache key ignores locale\n\nThe key omits the locale.\n\n### Retry loop spins\n\nIt never backs off.\n';

function levels(text: string): { titles: [string, string | null][]; stderr: string } {
  const { j, stderr } = handoff.record(text, '--outcome', 'answered', '--force');
  return { titles: (j as unknown as { findings: { title: string; severity: string | null }[] }).findings.map((f) => [f.title, f.severity]), stderr };
}

describe('class 7: a score alone states no outcome', () => {
  it.each([
    ['# 코드 리뷰 보고서\n\n**종합 점수**: ⭐⭐⭐⭐ (4/5)\n'],
    ['# Code review report\n\n**Overall score:** 4/5\n'],
    ['# Revue de code\n\n**Note globale :** 16 sur 20\n'],
    ['# Code-Review\n\n**Gesamtbewertung:** 4/5\n'],
    ['# 代码审查报告\n\n**综合评分**: 7.6 / 10\n'],
  ])('in the header fields: %j asks for --outcome', (head) => {
    asks(head + FINDINGS);
  });
  it('under an assessment heading, "## 📊 전체 평가" / "**종합 점수**: ⭐⭐⭐⭐ (4/5)" / prose: asks', () => {
    asks(`# 코드 리뷰 보고서\n\n## 📊 전체 평가\n\n**종합 점수**: ⭐⭐⭐⭐ (4/5)\n\n전반적으로 잘 구조화된 프로젝트입니다.\n${FINDINGS}`);
  });
  it('in a section named by the score ("## 一、总体评分" / table / "**综合评分**: **7.6 / 10**"): answered, from that line', () => {
    expect(read(`# 审查\n\n## 一、总体评分\n\n| 维度 | 分 |\n|---|---|\n| 安全 | 7 |\n\n**综合评分**: **7.6 / 10**\n${FINDINGS}`)).toMatchObject({ outcome: 'answered', line: 9 });
  });
  it('in a heading ("### Overall score: 4/5"): answered', () => {
    expect(read(`# Code review report\n\n### Overall score: 4/5\n${FINDINGS}`)).toMatchObject({ outcome: 'answered', line: 3 });
  });
  it('near-miss: a score line that also gives the verdict in words ("**Overall score:** 4/5 — approve") still answers', () => {
    expect(read(`# Code review report\n\n**Overall score:** 4/5 — approve\n${FINDINGS}`).outcome).toBe('answered');
  });
});

describe('class 7: a legend of marks is no status', () => {
  const ticked = '\n## A. Correctness\n\n### [x] C1 — MDI errors never abort queued motion\n\n**Where:** `commands.go:1035`\n\n### [ ] C2 — Bare S-word enables a stopped spindle\n\n**Where:** `canon.go:691`\n';
  it.each([
    ['Status: `[ ]` open · `[x]` fixed · strike through + note if a finding is rejected'],
    ['Статус: `[ ]` открыто · `[x]` исправлено'],
    ['状态：✅ 已修复，🚧 进行中，❌ 未开始'],
  ])('%j above findings not all ticked: asks', (legend) => {
    asks(`# Pre-merge review findings\n\n${legend}\n${ticked}`);
  });
  it('near-miss: a status line "Status: ✅ fixed" still answers', () => {
    expect(read(`# Pre-merge review findings\n\nStatus: ✅ fixed\n${ticked}`)).toMatchObject({ outcome: 'answered', line: 3 });
  });
});

describe('class 9: levels written against what the group holds', () => {
  it('Chinese: 严重Bug隐患 / 中等优先级问题 / 低优先级优化建议 give critical, medium, low; the low group stays findings', () => {
    const { titles, stderr } = levels(
      '# 代码审查报告\n\n## 🚨 严重Bug隐患（必须修复）\n\n#### 1.1 `crawler.ts` - 调试代码未清理\n\nconsole.log 留在生产代码里。\n\n## ⚠️ 中等优先级问题（建议修复）\n\n#### 5.1 `messaging.ts` - setTimeout类型定义\n\n类型不对。\n\n## 💡 低优先级优化建议\n\n#### 8.1 统一错误消息格式\n\n错误消息格式不一致。\n',
    );
    expect(titles).toEqual([
      ['调试代码未清理', 'critical'],
      ['setTimeout类型定义', 'medium'],
      ['统一错误消息格式', 'low'],
    ]);
    expect(stderr).not.toContain('-> Recommendations');
  });
  it('Japanese: 重大な問題 / 高優先度の課題 give critical and high', () => {
    const { titles } = levels('# コードレビュー\n\n## 重大な問題\n\n### 1. 認証トークンがログに出る\n\nトークンが平文で出力される。\n\n## 高優先度の課題\n\n### 2. 再試行が止まらない\n\nバックオフがない。\n');
    expect(titles).toEqual([
      ['認証トークンがログに出る', 'critical'],
      ['再試行が止まらない', 'high'],
    ]);
  });
  it('English: a "Low priority suggestions" group after "Critical bugs" stays findings, low', () => {
    const { titles, stderr } = levels('# Code review report\n\n## 🚨 Critical bugs\n\n### 1. Debug logging left in\n\nconsole.log in production.\n\n## 💡 Low priority suggestions\n\n### 2. Unify error messages\n\nThe messages differ.\n');
    expect(titles).toEqual([
      ['Debug logging left in', 'critical'],
      ['Unify error messages', 'low'],
    ]);
    expect(stderr).not.toContain('-> Recommendations');
  });
  it('near-miss: 注意事项 (notes) and a statistics section beside the groups stay their own sections', () => {
    const { titles } = levels(
      '# 代码审查报告\n\n## 🚨 严重问题\n\n#### 1.1 调试代码未清理\n\nconsole.log 留在生产代码里。\n\n## 💡 低优先级优化建议\n\n#### 8.1 统一错误消息格式\n\n错误消息格式不一致。\n\n## 📊 审查统计\n\n- **严重问题**：1个\n- **低优先级**：1个\n\n## 📝 注意事项\n\n1. **修复前请先运行测试**：\n   先跑测试。\n2. **修复后验证**：\n   再验证。\n',
    );
    expect(titles.map((t) => t[0])).toEqual(['调试代码未清理', '统一错误消息格式']);
  });
});

describe('class 10: a code review report with header fields is a return', () => {
  const lint = (md: string) => {
    const r = runCli(['lint', '--json', w.file('lint.md', md)], w.opts());
    return JSON.parse(r.stdout) as { kind: string };
  };
  it.each([
    ['# 코드 리뷰 보고서\n\n**리뷰 일시**: 2025-12-11\n**프로젝트**: 대시보드\n**리뷰 범위**: 전체 코드베이스\n'],
    ['# Code review report\n\n**Date**: 2025-12-11\n**Project**: Dashboard\n**Scope**: the whole codebase\n'],
  ])('%j over praise and a severity group: lint says return', (head) => {
    const md = `${head}\n## ✅ Well done\n\n### 1. Project structure\n- ✅ components are split\n\n## ⚠️ Needs work\n\n### 🔴 High priority\n\n#### 1. Type safety\n\n\`any\` is left in.\n`;
    expect(lint(md).kind).toBe('return');
  });
  it('near-miss: a brief whose labelled lines say what to do stays a brief', () => {
    expect(lint('# Handoff: cache fix\n\n**Why**: cold starts take 90 s on every deploy.\n**Deliver**: a warm cache on boot.\n**First step**: read `cache.ts` and time it.\n').kind).toBe('brief');
  });
});

// A grade under a verdict heading that is no assessment of the code ("## Verdict" / "**Grade:** B-", after the findings):
// the review's verdict given as a grade, answered (test/unit/doc-verdict.test.ts had it; the score-alone rule asked).
describe('a grade under "## Verdict" closing the findings', () => {
  it.each([['Verdict'], ['Final verdict'], ['Urteil']])('"## %s" / "**Grade:** B-": answered from that line', (h) => {
    const r = handoff.returnBody(`# Audit\n\nA pass over the cache.\n\n## Findings\n\n### F1. Cache key ignores locale\nThe key omits the locale.\n\n### F2. Retry loop never backs off\nIt spins.\n\n## ${h}\n\n**Grade:** B-\n`, '--force');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('read from line 15 of --body');
  });
});
