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

describe('a section named for findings over a numbered series of titled sub-headings holds them however deep', () => {
  it('English: two dated reviews in one file, each "### Bugs and fix proposals" / "#### 1. …": one finding per entry, a bullet or table body its detail', () => {
    const review = (n: number, t: string[]) => `## Review ${n} — 2026-05-0${n}\n\n**Scope:** the renderer\n**Approach:** parse, then synthesis\n\n### Overview\n\n- a C++ command line tool\n- no tests\n\n### Bugs and fix proposals\n\n#### 1. ${t[0]}\n\nThe tick of each block stays 0, so no controller applies.\n\n**Fix:** interpolate between tempo points.\n\n#### 2. ${t[1]}\n\nThe voice steps by a fixed amount.\n\n#### 3. ${t[2]}\n\nThe handler only breaks.\n\n#### 4. ${t[3]}\n\n- the flag is set in the loop\n- the preset is never rebuilt\n\n#### 5. ${t[4]}\n\n| stage | order |\n|---|---|\n| reverb | after |\n\n#### 6. ${t[5]}\n\nThe detection reads the wrong offset.\n\n### Concerns to check\n\n#### Timbre\n\n| item | state |\n|---|---|\n| drum map | missing |\n`;
    const one = ['Block ticks never advance', 'Pitch ignores the ratio', 'Portamento switch is ignored', 'Bank change alone is ignored', 'Effects run after the block', 'Model detection offset is wrong'];
    const two = ['Controllers never reach the blocks', 'Voices keep their start pitch', 'Sustain pedal is dropped', 'Channel reset keeps old controllers', 'Other synthesis bugs', 'Pan is fixed at note on'];
    const { f } = read(`# Renderer review results\n\n${review(1, one)}\n---\n\n${review(2, two)}`);
    expect(f.map((x) => x.title)).toEqual([...one, ...two]);
  });

  it('Japanese: "## レビュー #1 — 日付" / "### 不具合・バグの指摘と修正提案" / "#### 1. …" x4', () => {
    const { f } = read('# コードレビュー結果\n\n## レビュー #1 — 2026-05-01\n\n**対象:** レンダラー\n\n### 概要\n\n- C++ の CLI\n\n### 不具合・バグの指摘と修正提案\n\n#### 1. ブロックの tick が進まない\n\n常に 0 のまま。\n\n#### 2. ピッチ比が使われない\n\n固定の刻み。\n\n#### 3. バンク変更だけでは反映されない\n\n- フラグは立つ\n- プリセットは再構築されない\n\n#### 4. その他の合成バグ\n\n- ボイスの age が戻らない\n- ピーク正規化でクリップ\n');
    expect(f.map((x) => x.title)).toEqual(['ブロックの tick が進まない', 'ピッチ比が使われない', 'バンク変更だけでは反映されない', 'その他の合成バグ']);
  });

  it('numbered areas, most of them over bullets of problems, still give one finding a bullet', () => {
    const { f } = read('## Findings\n\n### 1. Security\n\n- tokens are logged\n- no CSRF check\n\n### 2. Performance\n\n- N+1 query on the list\n- no index on orders.user_id\n\n### 3. Docs\n\nThe README lists removed flags.\n');
    expect(f.map((x) => x.title)).toEqual(['tokens are logged', 'no CSRF check', 'N+1 query on the list', 'no index on orders.user_id', 'Docs']);
  });
});
