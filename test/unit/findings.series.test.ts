// Which sections of a return are groups of findings, and what one finding is, decided by structure (QA,
// issue 10, thirteenth set): a tick before a heading's severity is a status mark; sibling tiers of a
// severity group whose sub-headings number on are the same series; a section named for findings over a
// numbered series of titled sub-headings holds them however deep it sits. Synthetic documents only.

import { describe, expect, it } from 'vitest';
import { readReturn as read } from '../helpers/read-return.js';

describe('a tick box before a title or a severity is a status mark, not title text', () => {
  it('"### [v] High: …" is titled by its words, severity high; the box is no verification', () => {
    const { f } = read('# Review\n\n## Findings\n\n### [v] High: Admin endpoint has no auth check\n\n- where: `src/admin.ts:12`\n- any caller can restart jobs\n\n### [✓] Medium: Retry loop never backs off\n\n- where: `src/retry.ts:40`\n- hammers the queue\n\n### [x] Low: Typo in the log line\n\n- where: `src/log.ts:3`\n');
    expect(f.map((x) => [x.title, x.severity, x.verified])).toEqual([
      ['Admin endpoint has no auth check', 'high', undefined],
      ['Retry loop never backs off', 'medium', undefined],
      ['Typo in the log line', 'low', undefined],
    ]);
  });

  it('a bullet "- [v] High: …" the same', () => {
    const { f } = read('## Issues\n\n- [v] High: cache key ignores the locale\n- [V] Low: stale comment in the pager\n- [ ] parser drops the last token\n');
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['cache key ignores the locale', 'high'],
      ['stale comment in the pager', 'low'],
      ['parser drops the last token', undefined],
    ]);
  });
});
