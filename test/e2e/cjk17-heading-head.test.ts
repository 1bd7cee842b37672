// cjk17 (QA 38, class 2): a heading's phrase in a script written without spaces (Chinese, Japanese) names the heading's
// section only as the head of one of its words: the whole word, its end ("项目背景"), or its start followed by a word
// that joins or only qualifies it ("背景与目标", "背景について"). "2.3 背景效果与主题" (background effects, done work)
// is no why, "2.8 特殊价格规则基础版" (a feature) no constraint. Through `new task --body`.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { type BriefAnswers, docWorld } from '../helpers/doc-world.js';

const w = docWorld();
let n = 0;
function newBody(md: string) {
  return runCli(['new', 'task', '--body', w.file(`cjk17-${n++}.md`, md), '--no-input', '--json'], w.opts());
}
function answers(r: ReturnType<typeof runCli>): BriefAnswers {
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(readFileSync((JSON.parse(r.stdout) as { json: string }).json, 'utf8')) as { answers: BriefAnswers }).answers;
}
function asksWhy(r: ReturnType<typeof runCli>): string {
  expect(r.code, r.stderr).toBe(2);
  expect(r.stdout + r.stderr).toMatch(/--why/);
  return r.stderr;
}

const zhNext = '\n## 6. 下一阶段建议执行顺序\n\n1. 先做独立年预算\n2. 再强化预算解释弹层\n';
const jaNext = '\n## 次のステップ\n\n1. 年間予算を独立させる\n2. 予算の説明を強化する\n';

describe('a phrase inside a longer word of a heading is no match', () => {
  it('Chinese: "2.3 背景效果与主题" is no why, "2.8 特殊价格规则基础版" no constraint', () => {
    const err = asksWhy(
      newBody(`# Wallos 交接文档\n\n## 2. 最近已完成的大项\n\n### 2.3 背景效果与主题\n\n- 修复部分电脑背景动画完全静止的问题\n\n### 2.8 特殊价格规则基础版\n\n- 已创建 \`subscription_price_rules\`\n${zhNext}`),
    );
    expect(err).not.toMatch(/背景效果与主题 -> Why/);
    expect(err).not.toMatch(/特殊价格规则基础版 -> Constraints/);
  });
  it('Japanese: "背景アニメーション修正" is no why', () => {
    const err = asksWhy(newBody(`# 引き継ぎ\n\n## 完了した作業\n\n### 背景アニメーション修正\n\n- 一部の端末で背景が止まる問題を直した\n${jaNext}`));
    expect(err).not.toMatch(/背景アニメーション修正 -> Why/);
  });
});

describe('near-misses: the phrase as the heading or as its head still names the section', () => {
  const why = '用户需要独立于月预算的年预算。';
  for (const h of ['背景', '1. 背景', '背景与目标', '项目背景', '背景说明']) {
    it(`Chinese "## ${h}" is the why`, () => {
      expect(answers(newBody(`# Wallos 交接文档\n\n## ${h}\n\n${why}\n${zhNext}`)).why).toBe(why);
    });
  }
  it('Chinese "## 约束条件" is a constraint', () => {
    const a = answers(newBody(`# Wallos 交接文档\n\n## 背景\n\n${why}\n\n## 约束条件\n\n- 不要修改数据库结构\n${zhNext}`));
    expect(JSON.stringify(a)).toMatch(/不要修改数据库结构/);
    expect(a.why).toBe(why);
  });
  for (const h of ['背景について', '背景と目的']) {
    it(`Japanese "## ${h}" is the why`, () => {
      const jw = '年間予算が月予算と分かれていないため、使いにくい。';
      expect(answers(newBody(`# 引き継ぎ\n\n## ${h}\n\n${jw}\n${jaNext}`)).why).toBe(jw);
    });
  }
});
