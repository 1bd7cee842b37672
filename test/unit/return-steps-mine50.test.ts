// An investigation written as numbered steps none of which concludes ("## PASO 1 — AUDITORÍA DEL CMS" … "## PASO 9 —
// HIPÓTESIS TÉCNICAS"): the steps tell how the work was done; the last step, when it names what the log came to
// (hypotheses, causes, conclusions), holds the findings. What was put under review ("## 审查对象") is the scope.
// Synthetic documents only.
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const log = (word: string, audit: string, last: string) =>
  `# Cache audit\n\n## ${word} 1 — ${audit}\n\n- Generator: Eleventy\n- Output: dist\n\n## ${word} 2 — ${audit} 2\n\n` +
  '- config.yml sets the branch to main\n- the collection writes to data/press.json\n\n' +
  `## ${word} 3 — ${last}\n\n1. The JSON is not copied to dist.\n2. The CDN caches the old page for a day.\n3. The template filters items without a date.\n`;

describe('a log of steps none of which concludes', () => {
  it.each([
    ['PASO', 'AUDITORÍA DEL BUILD', 'HIPÓTESIS TÉCNICAS (SIN RESOLVER)'],
    ['Step', 'Audit of the build', 'Remaining hypotheses'],
    ['Schritt', 'Prüfung des Builds', 'Mögliche Ursachen'],
    ['Étape', 'Audit du build', 'Hypothèses'],
    ['步骤', '审计构建', '可能原因'],
  ])('"## %s n — …": only the last step, named for what it came to, holds findings (%s / %s)', (word, audit, last) => {
    const { r, f } = readReturn(log(word, audit, last));
    expect(f.map((x) => x.text)).toEqual(['The JSON is not copied to dist.', 'The CDN caches the old page for a day.', 'The template filters items without a date.']);
    expect(r.extra.filter((x) => x.heading.startsWith(`${word} `)).map((x) => x.heading)).toEqual([`${word} 1 — ${audit}`, `${word} 2 — ${audit} 2`]);
  });
  it('a last step named for nothing it came to: no step is read as findings (the return asks for them)', () => {
    const { f } = readReturn(log('Step', 'Audit of the build', 'Deploy'));
    expect(f).toHaveLength(0);
  });
  // (Steps that conclude keep their conclusions as the findings: findings.return-shapes-r8.test.ts, R8-5.)
});

describe('what was put under review is no finding', () => {
  it.each(['审查对象', 'Review target', 'Prüfgegenstand', 'Objeto de la revisión', 'レビュー対象'])('"## %s" over the reviewed documents, beside "## Notes" of findings', (h) => {
    const md = `# REVIEW-7\n\n## ${h}\n\n- Design: DESIGN-1\n- Plan: PLAN-2\n\n## Verdict\n\nPASS_WITH_NOTES\n\n## Notes\n\n- The count update must run in the same transaction as the write.\n- The schema conversion may only narrow the output.\n`;
    const { f } = readReturn(md);
    expect(f.map((x) => x.text)).toEqual(['The count update must run in the same transaction as the write.', 'The schema conversion may only narrow the output.']);
  });
});
