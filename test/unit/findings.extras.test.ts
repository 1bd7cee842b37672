// Content a reader would not count as findings, though it looks like a group of them (QA: extras on the tenth
// to twelfth sets). Each rule keeps the text, under its own heading, and has an innocent look-alike that must still
// count. Synthetic documents.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const titles = (md: string) => readReturn(md).f.map((x) => x.title);
// Everything the return keeps, wherever it goes: nothing may be dropped.
const kept = (md: string) => {
  const { r } = readReturn(md);
  return [...r.answers.findings, ...r.extra.map((x) => `${x.heading}\n${x.text}`), r.answers.answer, ...r.answers.recommendations, ...r.answers.deadEnds, ...Object.values(r.answers).filter((v) => typeof v === 'string')].join('\n');
};

const found = `# Project review

## 🔍 Errors found and fixed

### ✅ Error 1: Missing module

**Problem:** the build could not resolve \`tailwind-animate\`.
**Fix:** installed it.

### ✅ Error 2: Unset variable

**Problem:** \`API_URL\` was undefined in the rewrites.
**Fix:** added \`.env.local\`.

`;

const plan = (heading: string, high: string, medium: string, low: string) => `## ${heading}

### ${high}
1. 🔴 Build the login page
2. 🔴 Add the user dashboard
3. 🔴 Connect the database

### ${medium}
4. 🟡 Write unit tests
5. 🟡 Add the payment flow

### ${low}
6. 🟢 Admin panel
7. 🟢 Email templates
`;

describe('a plan by priority under a next-steps heading, after the findings, lists work to do', () => {
  it('English: "## 📝 Recommended next steps" / "### High priority" / "1. 🔴 Build …" adds no findings; its items stay as the actions', () => {
    const md = found + plan('📝 Recommended next steps', 'High priority', 'Medium priority', 'Low priority');
    expect(titles(md)).toEqual(['Missing module', 'Unset variable']);
    expect(readReturn(md).r.answers.recommendations.join('\n')).toContain('Build the login page');
    expect(kept(md)).toContain('Email templates');
  });

  it('Spanish and German: "## Próximos pasos" / "### Alta prioridad", "## Nächste Schritte" / "### Hohe Priorität" the same', () => {
    expect(titles(found + plan('Próximos pasos recomendados', 'Alta prioridad', 'Media prioridad', 'Baja prioridad'))).toEqual(['Missing module', 'Unset variable']);
    expect(titles(found + plan('Nächste Schritte', 'Hohe Priorität', 'Mittlere Priorität', 'Niedrige Priorität'))).toEqual(['Missing module', 'Unset variable']);
  });

  it('innocent look-alike: the same priority groups under a heading named for findings are findings', () => {
    const t = titles(found + plan('More problems found', 'High priority', 'Medium priority', 'Low priority'));
    expect(t).toEqual(expect.arrayContaining(['Missing module', 'Build the login page', 'Admin panel']));
    expect(t.length).toBe(9);
  });
});
