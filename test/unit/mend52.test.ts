// What the review of this session's brief and return readings found (mend52), each from its counter-example: a reading
// that fired where a person reads something else, or did not fire where it should.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';
import { renderedBrief as written, writtenSection as section } from '../helpers/written.js';

const grouped = (findings: string, label: string, items: string[]) =>
  `# Review: calculator\n\n## Outcome\n\nanswered — review done.\n\n## ${findings}\n\n**${label}**\n${items.map((x) => `- ${x}`).join('\n')}\n`;

describe('h: a counted group label written without a blank before the count (Chinese, Japanese) still gives its level', () => {
  it.each([
    ['zh', '发现的问题', '轻微问题2个', ['`view.js` 在深色模式下对比度低。', '`form.js` 的提示文字被截断。'], 'low'],
    ['ja', '指摘事項', '軽微な問題2件', ['`view.js` のボタンの色がコントラスト不足。', '`form.js` の説明文が途中で切れる。'], 'low'],
  ])('%s: "**%s**"', (_l, heading, label, items, level) => {
    const { f } = readReturn(grouped(heading, label, items));
    expect(f.map((x) => x.severity)).toEqual([level, level]);
  });
});

describe('e: a sentence that reads the document and then goes on to a step of the work is that step', () => {
  it.each([
    ['en', 'Read this handoff first, then rerun the failed migration on staging before anything else.', '## Next up'],
    ['de', 'Lies diese Notiz zuerst, dann führe die fehlgeschlagene Migration auf Staging erneut aus.', '## Nächste Schritte'],
    ['zh', '首先阅读本文档，然后在 staging 上重跑失败的迁移。', '## 下一步'],
  ])('%s', (_l, intro, h) => {
    const { r } = written(`# Tide cache — handoff\n\n${intro}\n\n${h}\n\n1. Split the loader into fetch and parse.\n2. Cache the parsed tables.\n`);
    expect(r.answers.firstStep).toContain(intro.slice(-20, -5));
  });
});
