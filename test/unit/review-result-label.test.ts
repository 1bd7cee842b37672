// A review's result stated in its header block, in the languages ("**评审结果**: ⚠️ **部分完成**", QA 48 doc 07:
// asked --outcome before): prompts/outcomes.txt `label:`.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));

describe('a review result label in the header states the outcome', () => {
  it.each([
    ['zh', '# 评审报告\n\n**评审日期**: 2025-12-11\n**评审结果**: ⚠️ **部分完成（4.2/5.0）** - 需要完成拆分\n\n## 发现的问题\n\n- 缓存泄漏\n', 'partial'],
    ['zh, audit', '# 审计报告\n\n**审计结果**：已完成\n\n## 发现的问题\n\n- 日志中有令牌\n', 'answered'],
    ['ja', '# レビュー\n\n**レビュー結果**: 部分的に完了\n\n## 指摘事項\n\n- キャッシュが漏れる\n', 'partial'],
    ['de', '# Review\n\n**Prüfergebnis:** bestanden\n\n## Befunde\n\n- Cache läuft nie ab\n', 'answered'],
    ['fr', '# Revue\n\n**Résultat de la revue :** approuvé\n\n## Constats\n\n- le cache ne expire jamais\n', 'answered'],
    ['ru', '# Ревью\n\n**Результат проверки:** частично\n\n## Замечания\n\n- кэш не сбрасывается\n', 'partial'],
  ])('%s', (_n, md, want) => {
    const r = importReturn(md, placeholders);
    expect(r.answers.outcome).toBe(want);
  });
  it('a result label with no status word states none', () => {
    const r = importReturn('# 评审报告\n\n**评审结果**: 见下文\n\n## 发现的问题\n\n- 缓存泄漏\n', placeholders);
    expect(r.given.has('outcome')).toBe(false);
  });
});
