// Lines of other sections copied into Pointers or Constraints (QA 40 class 1, lifted-lines.ts, prompts/headings.txt),
// through the built CLI: `handoff new task --body … --no-input --json`. A pointer is a place to look, a constraint a
// rule to keep. A list item whose only "pointer" is a command ("2. **Push changes**: `npm run db:push`", "- [ ] Run
// `npm install`") is a step; a list of a setup's features ("## Safety Features" / "**Type Safety**: TypeScript catches
// errors…") says what it offers; a check's result ("- payerBik: \"\" ❌ (должен быть 047003608)") says where things
// stand. None of them is a pointer or a constraint; each stays in the Context. A "## Forbidden" section is rules to keep.
// Near misses keep their reading: "See `docs/SETUP.md` for the setup" points, "Never run `npm run db:push` on prod" and
// "- ❌ Don't use mocks" are rules, a command in a sentence of prose points (briefs7).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { type BriefAnswers, docWorld } from '../helpers/doc-world.js';

const w = docWorld();

function briefOf(name: string, md: string): { answers: BriefAnswers; text: string } {
  const r = runCli(['new', 'task', '--body', w.file(name, md), '--no-input', '--json'], w.opts());
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as { json: string; brief?: string };
  const answers = (JSON.parse(readFileSync(j.json, 'utf8')) as { answers: BriefAnswers }).answers;
  // (A section no answer took is kept as its own section of the written brief, not in the answers' Context.)
  return { answers, text: JSON.stringify(answers) + (j.brief ? readFileSync(j.brief, 'utf8') : '') };
}

const constraintsOf = (a: BriefAnswers) => ((a as unknown as { fields?: { constraints?: string | null } }).fields?.constraints ?? '') as string;

let n = 0;
const around = (middle: string) =>
  `# Database work ${++n}\n\n## Why\nYou get an isolated schema so that you can change the database without affecting the main app.\n\n## What You Need to Do\nChange the schema files and keep the main app working.\n\n${middle}\n\n## Next Steps\n1. **Complete setup** and make a test change\n`;

describe('a list item whose only pointer is a command is a step, not a pointer', () => {
  const cases: [string, string, string][] = [
    ['English numbered workflow', '## Development Workflow\n\n1. **Edit schema files** (`src/schema/*.ts`)\n2. **Push changes**: `npm run db:push`\n3. **Verify**: `npm run db:studio`', 'npm run db:push'],
    ['English checklist', '## Getting Started Checklist\n\n- [ ] Clone repository\n- [ ] Run `npm install`\n- [ ] Verify with `npm run db:studio`', 'npm install'],
    ['German numbered workflow', '## Arbeitsablauf\n\n1. **Schema ändern** in den Schema-Dateien\n2. **Änderungen übertragen**: `npm run db:push`\n3. **Prüfen**: `npm run db:studio`', 'npm run db:push'],
    ['Chinese checklist', '## 上手清单\n\n- [ ] 克隆仓库\n- [ ] 运行 `npm install`\n- [ ] 用 `npm run db:studio` 检查', 'npm install'],
  ];
  for (const [name, text, command] of cases) {
    it(name, () => {
      const { answers, text: all } = briefOf('steps.md', around(text));
      expect(answers.pointers.join('\n'), JSON.stringify(answers.pointers)).not.toContain(command);
      // (The line stays where it was.)
      expect(all).toContain(command);
    });
  }
});

describe("a list of a setup's features is no constraint", () => {
  const cases: [string, string][] = [
    ['English Safety Features', '## Safety Features\n\n1. **Version Control**: Git tracks all your changes\n2. **Type Safety**: TypeScript catches errors before the database'],
    ['English Key Benefits', '## Key Benefits\n\n- **Same Database**: easy to compare and migrate changes\n- **Type Safety**: TypeScript catches errors before the database'],
    ['French', '## Fonctionnalités de sécurité\n\n1. **Contrôle de version** : Git suit toutes vos modifications\n2. **Typage** : TypeScript détecte les erreurs avant la base'],
  ];
  for (const [name, text] of cases) {
    it(name, () => {
      const { answers, text: all } = briefOf('features.md', around(text));
      expect(constraintsOf(answers)).not.toMatch(/Git|TypeScript/);
      expect(all).toContain('TypeScript');
    });
  }
});

describe("a check's result line is no constraint", () => {
  const cases: [string, string, string][] = [
    ['Russian', '## Последний тест\n\n**Результаты:**\n- number: "246" ✅\n- payerBik: "" ❌ (должен быть 047003608)\n- recipient: "ИП Корнеев" ❌ (должен быть "ИП Корнеев Сергей Анатольевич")', '047003608'],
    ['English', '## Last test run\n\n**Results:**\n- number: "246" ✅\n- payerBik: "" ❌ (must be 047003608)\n- recipient: "J. Smith" ❌ (must be "John Smith Ltd")', '047003608'],
    ['Spanish', '## Última prueba\n\n**Resultados:**\n- número: "246" ✅\n- banco: "" ❌ (debe ser 047003608)\n- destinatario: "J. Pérez" ❌ (debe ser "Juan Pérez SL")', '047003608'],
  ];
  for (const [name, text, value] of cases) {
    it(name, () => {
      const { answers, text: all } = briefOf('results.md', around(text));
      expect(constraintsOf(answers)).not.toContain(value);
      expect(all).toContain(value);
    });
  }
});

describe('a Forbidden section is rules to keep, not pointers', () => {
  const cases: [string, string][] = [
    ['English', '## Forbidden (unchanged)\n\nNUTS, GPU, new `DEC-*` ids, deleting `/arc/data/cube.fits`, using `campaign.json` as resume.'],
    ['German', '## Verboten\n\nNUTS, GPU, neue `DEC-*` IDs, das Löschen von `/arc/data/cube.fits`, `campaign.json` als Wiederaufnahme.'],
  ];
  for (const [name, text] of cases) {
    it(name, () => {
      const { answers } = briefOf('forbidden.md', around(text));
      expect(constraintsOf(answers)).toContain('NUTS, GPU');
      expect(answers.pointers.join('\n')).not.toContain('NUTS');
    });
  }
});

describe('near misses keep their reading', () => {
  it('a document to see stays a pointer, a rule naming a command stays a constraint', () => {
    const { answers } = briefOf('near.md', around('## Setup notes\n\n- See `docs/SETUP.md` for the setup\n- Never run `npm run db:push` on prod\n- ❌ Don\'t use mocks for the database'));
    expect(answers.pointers.join('\n')).toContain('See `docs/SETUP.md` for the setup');
    expect(constraintsOf(answers)).toContain('Never run `npm run db:push` on prod');
    expect(constraintsOf(answers)).toContain("Don't use mocks");
  });
  it('a list of local folders to read stays pointers (a path with no extension is a place too)', () => {
    const { answers } = briefOf('clones.md', around('## Local setup\n\nThe following local clones are available for reference:\n\n- `/home/dev/projects/niri` - compositor reference, for its animation patterns\n- `~/projects/taffy/` - layout engine internals and behavior\n- Run `npm run db:studio` to browse the schema'));
    expect(answers.pointers.join('\n')).toContain('/home/dev/projects/niri');
    expect(answers.pointers.join('\n')).toContain('~/projects/taffy/');
    expect(answers.pointers.join('\n')).not.toContain('db:studio');
  });
  it('a command in a sentence of prose stays a pointer', () => {
    const { answers } = briefOf('prose.md', around('## Benchmarks\n\nRun `npm run bench` to compare the two schemas.'));
    expect(answers.pointers.join('\n')).toContain('npm run bench');
  });
  it('a result line whose words before the mark are a rule stays a rule', () => {
    const { answers } = briefOf('rulemark.md', around('## Notes\n\n- Do not use mocks for the database ❌'));
    expect(constraintsOf(answers)).toContain('Do not use mocks');
  });
});
