// QA 42, classes 4 and 10 (con22): a brief's constraints, decisions and out of scope through the built CLI
// (`handoff new task --body … --no-input --json`). A symptom in a list of next steps that opens with a negation
// ("- Не загружаются цены на карточках товаров") is the problem, no constraint; a "## Design Considerations" section
// is constraints; "## What should NOT be re-opened" is Already decided; "## After Frontend is Done" is out of scope.
// Near-misses: "- Не трогать лексер." and "- Do not touch the lexer." among the steps stay constraints; a symptom
// under "## Current state" stays there; "## After the call" (no "done") is no out of scope.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { type BriefAnswers, docWorld } from '../helpers/doc-world.js';

const w = docWorld();

function briefFrom(name: string, md: string) {
  const r = runCli(['new', 'task', '--body', w.file(name, md), '--title', 't', '--why', 'w', '--first-step', 'f', '--no-input', '--json'], w.opts());
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as { json: string };
  return { ...r, answers: (JSON.parse(readFileSync(j.json, 'utf8')) as { answers: BriefAnswers }).answers };
}

describe('a symptom opening with a negation among the next steps is no constraint', () => {
  it('ru: "- Не загружаются цены …" under the next session\'s task', () => {
    const r = briefFrom('sym-ru.md', '# Следующая сессия\n\n## Задание на следующую сессию\n\n**Проверить мобильную версию:**\n- Не загружаются цены на карточках товаров\n- Не работает кнопка оплаты\n\n**Файлы для проверки:**\n- `public/assets/js/shop.js`\n');
    expect(r.answers.fields.constraints ?? '', r.stderr).not.toMatch(/Не загружаются|Не работает/);
    expect(r.answers.deliver).toContain('Не загружаются цены на карточках товаров');
  });
  it('ru near-miss: "- Не трогать лексер." among the steps stays a constraint', () => {
    const r = briefFrom('rule-ru.md', '# Следующая сессия\n\n## Задание на следующую сессию\n\n- Починить парсер дат\n- Не трогать лексер.\n');
    expect(r.answers.fields.constraints ?? '', r.stderr).toContain('Не трогать лексер.');
  });
  it('en near-miss: "- Do not touch the lexer." among the steps stays a constraint', () => {
    const r = briefFrom('rule-en.md', '# Next session\n\n## Task for the next session\n\n- Fix the date parser\n- Do not touch the lexer.\n');
    expect(r.answers.fields.constraints ?? '', r.stderr).toContain('Do not touch the lexer.');
  });
});

describe('design considerations are constraints', () => {
  const cases: [string, string][] = [
    ['en', '## 🎨 Design Considerations'],
    ['de', '## Designüberlegungen'],
    ['zh', '## 设计考量'],
  ];
  for (const [name, heading] of cases) {
    it(`${name}: "${heading}"`, () => {
      const r = briefFrom(`design-${name}.md`, `# Frontend\n\n## Your Mission\n\nBuild the UI.\n\n${heading}\n\n- **Keep it simple** - a functional MVP\n- **Error handling** - friendly messages when APIs fail\n`);
      expect(r.answers.fields.constraints ?? '', r.stderr).toContain('**Keep it simple** - a functional MVP');
    });
  }
});

describe('what not to re-open is Already decided', () => {
  const cases: [string, string][] = [
    ['en', '## What should NOT be re-opened'],
    ['de', '## Nicht wieder aufrollen'],
    ['ru', '## Не пересматривать'],
  ];
  for (const [name, heading] of cases) {
    it(`${name}: "${heading}"`, () => {
      const r = briefFrom(`reopen-${name}.md`, `# Next agent\n\n## What to do next\n\nDraft the pilot.\n\n${heading}\n\n- Workspace prefix \`hk\` and the single \`.beads/\` decision.\n`);
      expect(r.answers.decided, r.stderr).toEqual(['Workspace prefix `hk` and the single `.beads/` decision.']);
      expect(r.answers.pointers).toEqual([]);
    });
  }
});

describe('the work after this one is done is out of scope', () => {
  const cases: [string, string][] = [
    ['en', '## 🚀 After Frontend is Done'],
    ['de', '## Nachdem das Frontend fertig ist'],
    ['ru', '## После завершения фронтенда'],
    ['zh', '## 前端完成后'],
  ];
  for (const [name, heading] of cases) {
    it(`${name}: "${heading}"`, () => {
      const r = briefFrom(`later-${name}.md`, `# Frontend\n\n## Your Mission\n\nBuild the UI.\n\n${heading}\n\n- **Phase 6**: Deployment to Vercel\n- **Phase 7**: Monitoring\n`);
      expect(r.answers.outOfScope, r.stderr).toEqual(['**Phase 6**: Deployment to Vercel', '**Phase 7**: Monitoring']);
      expect(r.answers.context).not.toContain('Deployment to Vercel');
    });
  }
  it('near-miss: "## After the call" names no later work', () => {
    const r = briefFrom('later-near.md', '# Frontend\n\n## Your Mission\n\nBuild the UI.\n\n## After the call\n\n- The user wants dark mode.\n');
    expect(r.answers.outOfScope, r.stderr).toEqual([]);
  });
  it('near-miss: a symptom under "## Current state" stays there', () => {
    const r = briefFrom('state-near.md', '# Shop\n\n## Current state\n\n- Не загружаются цены на карточках товаров\n\n## Task\n\nCheck the mobile version.\n');
    expect(r.answers.fields.constraints ?? '', r.stderr).not.toContain('Не загружаются');
    expect(r.answers.context).toContain('Не загружаются цены');
  });
});
