// A phrase of a heading table written without blanks (Chinese, Japanese) names a heading's section by its structure,
// not as any run of letters (cjk18, QA 38 b1): a bare noun (Han letters without a numeral, or katakana alone) only
// where a word of the heading ends with it, or before a particle, a joining word or a word that only says it is told
// (words.cjkAfterHead), never as the modifier of another noun ("背景效果与主题", "特殊价格规则基础版"); a phrase with a
// numeral or ordinal ("第一步") or with kana that inflect ("次にやる") names it wherever it stands.

import { describe, expect, it } from 'vitest';
import { headingScore } from '../../src/brief/headings.js';

/** [heading, key, names it] */
const shapes: [string, string, boolean][] = [
  // the phrase is the heading, numbered or not
  ['背景', 'brief.why', true],
  ['1. 背景', 'brief.why', true],
  ['约束条件', 'field.constraints', true],
  // a word of the heading ends with it
  ['项目背景', 'brief.why', true],
  ['プロジェクトの背景', 'brief.why', true],
  ['背景：年预算', 'brief.why', true],
  // a joining word, a particle, a word that only says it is told or listed follows it
  ['背景与目标', 'brief.why', true],
  ['背景と目的', 'brief.why', true],
  ['背景说明', 'brief.why', true],
  ['背景について', 'brief.why', true],
  ['参考资料', 'brief.pointers', true],
  ['12. 参考資料', 'brief.pointers', true],
  // a noun that only says what kind of list follows, or a verb phrase after an adverb (QA 39 doc 05: "## 后续建议"
  // lost what to deliver and the first step when the head rule came in)
  ['后续建议', 'brief.firstStep', true],
  ['后续工作', 'brief.firstStep', true],
  ['接下来先做预算', 'brief.firstStep', true],
  // a phrase with an ordinal, or with kana, names it wherever it stands
  ['第一步先跑基准', 'brief.firstStep', true],
  ['8. 次にやる候補（未実装）', 'brief.remaining', true],
  // a bare noun that qualifies the next noun is letters of another name
  ['2.3 背景效果与主题', 'brief.why', false],
  ['背景アニメーション修正', 'brief.why', false],
  ['2.8 特殊价格规则基础版', 'field.constraints', false],
  ['2.8 特殊価格規則基本版', 'field.constraints', false],
];

describe('a CJK phrase names a heading by the structure around it', () => {
  for (const [h, key, names] of shapes) {
    it(`"${h}" ${names ? 'names' : 'does not name'} ${key}`, () => {
      if (names) expect(headingScore(h, key)).toBeGreaterThan(0);
      else expect(headingScore(h, key)).toBe(0);
    });
  }
});
