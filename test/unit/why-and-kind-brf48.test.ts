// QA 47 B1 and L1. B1: an intro whose sentences only name the document a hand-over ("Übergabe an die nächste
// Session.", "Handoff for the next session", "Passation à la prochaine session", "交接给下一个会话") gives no reason:
// the brief asks --why rather than take that label as the why. L1: a Korean review whose findings sit under "지적 사항"
// ("points raised") is a return for lint as for `return`, whether it found something or nothing. Synthetic documents.

import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { builtInKinds } from '../helpers/kinds.js';
import { documentKind } from '../../src/brief/document-type.js';
import { parseDoc } from '../../src/brief/document.js';
import { givesNoReason } from '../../src/brief/says-why.js';

const task = (await builtInKinds()).get('task')!;
const read = (md: string) => importBrief(md, task);
const kindOf = (md: string) => {
  const k = documentKind(parseDoc(md));
  return k.type ?? k.lean ?? null;
};

const body = (intro: string, todo: string) => `# Stand 2026-07-10\n\n${intro}\n\n## Erledigt\n\n1. Export gebaut.\n\n## Offene TODOs\n\n- ${todo}\n`;

describe('an intro that only names the hand-over gives no why', () => {
  it.each([
    ['de', 'Übergabe an die nächste Session. Projekt-Grundlagen stehen in `CLAUDE.md`.', 'Commits aufteilen.'],
    ['en', 'Handoff for the next session. Project basics are in `CLAUDE.md`.', 'Split the commits.'],
    ['fr', 'Passation à la prochaine session. Les bases du projet sont dans `CLAUDE.md`.', 'Découper les commits.'],
    ['zh', '交接给下一个会话。项目基础见 `CLAUDE.md`。', '拆分提交。'],
    ['ru', 'Передача следующей сессии. Основы проекта в `CLAUDE.md`.', 'Разделить коммиты.'],
  ])('%s: no why is derived from the intro', (_lang, intro, todo) => {
    const r = read(body(intro, todo));
    expect(r.answers.why ?? '', JSON.stringify(r.placement)).toBe('');
    // (Its words stay in the brief: the Context.)
    expect(r.answers.context ?? '').toContain(intro.slice(0, 8));
  });
  it('a hand-over sentence that gives a reason is still the why', () => {
    const r = read(body('Handoff for the next session because the nightly export times out for large accounts.', 'Split the commits.'));
    expect(r.answers.why ?? '').toContain('times out');
  });
  it('a later sentence that gives a reason is the why', () => {
    const r = read(body('Übergabe an die nächste Session. Der Export bricht ab, weil das Limit zu klein ist.', 'Limit erhöhen.'));
    expect(r.answers.why ?? '').toContain('weil das Limit');
  });
  it.each([
    ['Übergabe an die nächste Session.', true],
    ['Passation à la prochaine session.', true],
    ['交接给下一个会话。', true],
    ['Brief outages hit the export every night.', false],
    ['The export times out for large accounts.', false],
  ])('givesNoReason(%s) = %s', (s, want) => {
    expect(givesNoReason(s)).toBe(want);
  });
});

describe('a review under a findings heading lint reads as `return` does (Korean and others)', () => {
  it.each([
    ['ko, two findings', '# 001-metis-reject\n\n- 리뷰어: Metis\n- 판정: REJECT\n\n## 지적 사항\n\n1. **phone 필드 존재하지 않음**: phone 필드가 없다.\n\n2. **geom 변환 누락**: 변환이 필요하다.\n'],
    ['ko, one finding, written without a space', '# 리뷰\n\n- 판정: REJECT\n\n## 지적사항\n\n1. **phone 필드 없음**: 모델에 없다.\n'],
    ['ko, found nothing', '# 002-metis-approve\n\n- 리뷰어: Metis\n- 판정: APPROVE\n\n## 지적 사항\n\n없음.\n'],
    ['ko, review comments', '# 코드 리뷰\n\n## 검토 의견\n\n- 캐시가 만료되지 않는다.\n- 재시도 간격이 없다.\n'],
    ['ja, found nothing', '# レビュー\n\n- 判定: APPROVE\n\n## 指摘事項\n\nなし。\n'],
  ])('%s: a return', (_what, md) => {
    expect(kindOf(md)).toBe('return');
  });
  it('look-alike: a Korean brief with its sections stays a brief', () => {
    expect(kindOf('# 인수인계\n\n## 왜\n내보내기가 실패한다.\n\n## 할 일\n제한을 늘린다.\n\n## 첫 단계\n`src/export.ts`를 읽는다.\n')).toBe('brief');
  });
});
