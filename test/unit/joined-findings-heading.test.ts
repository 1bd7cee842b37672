// A heading that names the findings and joins another name to them ("## Findings and action plan", "## 3. Hallazgos y
// plan de acción recomendado", "## Befunde und Maßnahmen") holds the findings, each with its action: not the plan its
// other words name (return-sections.ts joinsFindings; the joining words are data, prompts/headings.txt words.join).
// A plan's heading with no word for findings stays the recommendations. Synthetic documents only.
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const doc = (heading: string) =>
  `# Audit\n\nA pass over the repo.\n\n## ${heading}\n\n### Finding 1: Stale config files\n\n- **Description:** jest.config.js is unused.\n- **Risk:** Low.\n- **Recommended action:** delete it.\n\n### Finding 2: Lint config drift\n\n- **Description:** the docs name .eslintrc.json.\n- **Risk:** Low.\n- **Recommended action:** update the docs.\n\n## Conclusion\n\nDone.\n`;

const titles = (md: string) => readReturn(md).r.answers.findings.map((f) => f.split('\n')[0]);

describe('a heading joining the findings to another name holds the findings', () => {
  it.each([
    'Findings and action plan',
    '3. 🧹 Hallazgos y plan de acción recomendado',
    'Befunde und Maßnahmenplan',
    'Problèmes et plan d’action',
    'Проблемы и план действий',
    'Action plan and findings',
  ])('%s: two findings', (heading) => {
    const got = titles(doc(heading));
    expect(got).toHaveLength(2);
    expect(got.join(' | ')).toMatch(/Stale config files.*Lint config drift/);
  });
  it('a plan heading with no word for findings stays the recommendations', () => {
    const r = readReturn(`# Audit\n\n## Findings\n\n- the cache leaks [verified: heap]\n\n## Action plan and next steps\n\n1. Fix the cache.\n2. Add a test.\n`).r;
    expect(r.answers.findings).toHaveLength(1);
    expect(r.answers.recommendations.join('\n')).toMatch(/Fix the cache/);
  });
});
