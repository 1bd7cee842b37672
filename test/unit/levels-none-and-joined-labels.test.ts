// Two readings of levels written in a finding's or a section's own words: a label joined from a word for severity and a
// noun for level ("严重级别：`critical`", "嚴重等級：高") names the finding's severity; the levels a writer looked at, then a
// none-word ("P0, P1, P2 없음.", "Critical, high: none.", "高、中：无") state that nothing was found. Synthetic documents.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

describe('a label joined from a word for severity and a noun for level is a severity label', () => {
  it.each([
    ['zh', '严重级别：`critical`', 'critical'],
    ['zh-Hant', '嚴重等級：高', 'high'],
    ['zh plain value', '严重等级：中', 'medium'],
  ])('%s', (_name, line, level) => {
    const md = `# 审查\n\n## 问题清单\n\n### 1. CLAIM-5fad4b5a\n\n- 判定：\`inconsistent\`\n- ${line}\n- 变更归因：\`introduced\`\n\n文档期望：允许取消。代码行为：可被付款。\n\n### 2. CLAIM-f3596def\n\n- 判定：\`inconsistent\`\n- 变更归因：\`introduced\`\n\n互斥被打破。\n`;
    const f = readReturn(md).f;
    expect(f.map((x) => x.severity ?? null)).toEqual([level, null]);
  });

  it('look-alike: a label that is not a level\'s ("变更归因：`high`") or a value that is no level ("严重级别：已修复") gives none', () => {
    const md = '# 审查\n\n## 问题清单\n\n### 1. CLAIM-1\n\n- 变更归因：`high`\n\n文本。\n\n### 2. CLAIM-2\n\n- 严重级别：已修复\n\n文本。\n';
    expect(readReturn(md).f.map((x) => x.severity ?? null)).toEqual([null, null]);
  });
});

describe('the levels a writer looked at, then a none-word, state that nothing was found', () => {
  it.each([
    ['ko', '## 발견 사항\n\nP0, P1, P2 없음.\n'],
    ['en', '## Findings\n\nCritical, high: none.\n'],
    ['de', '## Befunde\n\nKritisch und hoch: keine.\n'],
    ['zh', '## 发现的问题\n\n高、中：无。\n'],
  ])('%s: zero findings, the statement kept', (_lang, body) => {
    const md = `# Review\n\n## Outcome\n\nanswered — reviewed the merge\n\n${body}`;
    const { r, f } = readReturn(md);
    expect(f).toEqual([]);
    expect(JSON.stringify(r)).toContain(body.split('\n\n')[1]!.trim().replace(/\.$/, ''));
  });

  it('look-alike: names that are no levels ("The cache, the queue: none.") and a none with an exception stay findings', () => {
    expect(readReturn('# Review\n\n## Outcome\n\nanswered — x\n\n## Findings\n\nThe cache, the queue: none.\n').f).toHaveLength(1);
    expect(readReturn('# Review\n\n## Outcome\n\nanswered — x\n\n## Findings\n\n- Critical: none, but the token leaks.\n').f).toHaveLength(1);
  });
});
