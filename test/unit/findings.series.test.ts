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

describe('sibling tiers whose sub-headings number on from a group of findings are the same series', () => {
  const body = (title: string) => `**Problem.** ${title} happens on every request.\n\n**Fix.** cache it.\n`;
  it('English: "## Critical" 1-2, "## Makes it slow" 3-4, "## Looks off" 5 are five findings; tiers in own words state no severity', () => {
    const { f } = read(`# Audit of the sync service\n\n## Critical\n\n### 1. Message cache is written, never read\n\n${body('cache')}\n### 2. Three round trips per poll\n\n${body('polling')}\n## Makes it slow\n\n### 3. One count query per status\n\n${body('counting')}\n### 4. Avatars never expire\n\n${body('avatars')}\n## Looks off\n\n### 5. Debug logs on for everyone\n\n${body('logging')}\n## Checked and fine\n\n- session expiry is handled\n`);
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['Message cache is written, never read', 'critical'],
      ['Three round trips per poll', 'critical'],
      ['One count query per status', undefined],
      ['Avatars never expire', undefined],
      ['Debug logs on for everyone', undefined],
    ]);
  });

  it('Russian: "## КРИТИЧНО" 1-2 then "## ТОРМОЗИТ" 3 the same', () => {
    const { f } = read(`# Аудит\n\n## КРИТИЧНО\n\n### 1. Кэш пишется, но не читается\n\nПодробности.\n\n### 2. Три запроса на каждый опрос\n\nПодробности.\n\n## ТОРМОЗИТ\n\n### 3. Запрос на каждый статус\n\nПодробности.\n`);
    expect(f.map((x) => x.title)).toEqual(['Кэш пишется, но не читается', 'Три запроса на каждый опрос', 'Запрос на каждый статус']);
  });

  it('a sibling numbered from 1 again is its own (implementation notes after the findings stay as written)', () => {
    const { f, r } = read(`# Audit\n\n## Critical\n\n### 1. Message cache is written, never read\n\n${body('cache')}\n### 2. Three round trips per poll\n\n${body('polling')}\n## What was changed\n\n### 1. Added a read-through cache\n\nNow reads first.\n\n### 2. Batched the polls\n\nOne call.\n`);
    expect(f.map((x) => x.title)).toEqual(['Message cache is written, never read', 'Three round trips per poll']);
    expect(JSON.stringify(r)).toContain('Added a read-through cache');
  });
});
