// A heading's bracketed gloss is read only when it is a translation, in another script than the heading
// (heading-gloss.ts): "## 一、代码质量审查（OOP与最佳实践）" notes what a review covers in its own script, and read as a
// gloss it named the section praise, losing the findings under it (QA 48 class R16).

import { describe, expect, it } from 'vitest';
import { glossedHeading } from '../../src/brief/heading-gloss.js';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { readFileSync } from 'node:fs';

const known = new Set(['gaps and risks', 'best practices', '最佳实践', 'oop与最佳实践', 'лучшие практики', 'good practices']);
const names = (h: string) => known.has(h.toLowerCase());

describe('glossedHeading reads a translation, not a note in the same script', () => {
  it.each([
    ['위험 및 누락 (Gaps and risks)', 'Gaps and risks'],
    ['जोखिम और कमियाँ (Gaps and risks)', 'Gaps and risks'],
    ['Обзор кода (Best practices)', 'Best practices'],
  ])('%s -> %s', (h, want) => expect(glossedHeading(h, names)).toBe(want));
  it.each(['代码质量审查（OOP与最佳实践）', 'Revue du code (best practices)', 'Обзор кода (лучшие практики)', '코드 품질 검토 (최선의 관행)'])('%s keeps its own words', (h) => {
    expect(glossedHeading(h, names)).toBe(h);
  });
});

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));

describe('findings under a review heading whose note names its topics are read', () => {
  const doc = (h2: string, good: string, bad: string) =>
    `# 审查报告\n\n## ${h2}\n\n### ✅ ${good}\n\n#### 1. **依赖注入**\n构造函数注入。\n\n#### 2. **日志记录**\n日志完善。\n\n### ⚠️ ${bad}\n\n#### 1. **缺少接口抽象**\n服务直接依赖具体类。\n\n#### 2. **异常处理不够完善**\n异常被吞掉。\n\n## 结论\n\n需要修改。\n`;
  it.each([
    ['zh, topics in brackets', '一、代码质量审查（OOP与最佳实践）', '优秀的实践', '需要改进的地方'],
    ['zh, full-width note with Latin words', '代码审查（SOLID与最佳实践）', '优秀的实践', '需要改进的地方'],
  ])('%s', (_n, h2, good, bad) => {
    const r = importReturn(doc(h2, good, bad), placeholders);
    expect(r.answers.findings.map((f) => f.split('\n')[0])).toEqual(expect.arrayContaining([expect.stringContaining('缺少接口抽象'), expect.stringContaining('异常处理不够完善')]));
  });
});
