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
