// QA round 46, class R1, through the built CLI: a plan review with front matter whose gaps are bulleted under a
// heading glossed in English ("## 위험 및 누락 (Gaps and risks)") and whose suggestions follow under another ("## 구체적
// 제안 (Concrete suggestions)"): the gaps are the findings, one per bullet; the suggestions are the Recommendations,
// every word of them in the written return; a diagnosis beside the findings is kept under its own heading.

import { describe, expect, it } from 'vitest';
import { docWorld, returnAndPull, sectionOf } from '../helpers/doc-world.js';

const w = docWorld();

const review = (gaps: string, suggestions: string, [g1, g2, s1, s2]: string[]) =>
  `---\ntype: plan-review\nstatus: active\nverdict: ship-after-minor-edits\n---\n\n## ${gaps}\n- **${g1}**: 어느 레이어에서 판정하는지 명시되지 않음.\n- **${g2}**: last-write-wins 만으로는 모순이 생길 수 있음.\n\n## ${suggestions}\n- **${s1}**: core 에서 PID 트리를 수집.\n- **${s2}**: 티켓별 버전을 둔다.\n\n## Verdict\nship after minor edits: 전반적으로 견고함.\n`;

describe('R1: suggestions beside the gaps, through return and pull', () => {
  it.each([
    ['Korean headings glossed in English', '위험 및 누락 (Gaps and risks)', '구체적 제안 (Concrete suggestions)', ['Watchdog 모호성', '낙관적 동기화', 'Watchdog 구체화', '병합 정책 추가']],
    ['Spanish headings', 'Brechas y riesgos', 'Sugerencias', ['Watchdog ambiguo', 'Sincronización optimista', 'Concretar el watchdog', 'Política de fusión']],
    ['Russian headings', 'Пробелы и риски', 'Конкретные предложения', ['Неясный watchdog', 'Оптимистичная синхронизация', 'Уточнить watchdog', 'Политика слияния']],
  ])('%s: two findings, the two suggestions under Recommendations', (_what, gaps, suggestions, names) => {
    const { pulled, md } = returnAndPull(w, review(gaps, suggestions, names), 'qa46 r1 probe');
    expect(pulled.map((f) => f.title)).toEqual([names[0], names[1]]);
    const recs = sectionOf(md, 'Recommendations') ?? '';
    expect(recs).toContain(names[2]);
    expect(recs).toContain(names[3]);
  });
  it('a diagnosis and a root cause beside the findings are kept, not counted', () => {
    const text = `# Sweep\n\n## Diagnosis\nA sequential sweep found no conflicts in the covered set.\n\n## Root Cause\nThe main risk is the owner path racing the commit path; the run shows them coordinated.\n\n## Найденные проблемы\n- Два предупреждения pytest о неизвестных метках.\n`;
    const { pulled, md } = returnAndPull(w, text, 'qa46 r1 diagnosis probe');
    expect(pulled).toHaveLength(1);
    expect(sectionOf(md, 'Diagnosis')).toContain('no conflicts in the covered set');
    expect(sectionOf(md, 'Root Cause')).toContain('owner path racing the commit path');
  });
});
