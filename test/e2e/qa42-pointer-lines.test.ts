// QA 42 class 2 (lifted-lines.ts, prompts/headings.txt brief.pointers, brief.stateSaid), through the built CLI: Pointers
// are files, commands and documents to open. A bold label over a list of files to check ("**Файлы для проверки:**",
// "**Files to check:**") gives each file as a pointer, wherever it stands; a line saying a thing already stands or was
// left alone ("repo already exists at `~/x`", "Backend already configured to accept `http://…`"), a numbered step doing
// work on a file ("3. If Torch is healthy, export `yolo11n-pose.onnx`"), a status line with its mark ("- ✅ Issue 0001 -
// baseline (package.json …)") and an item opening with a bold statement are no pointers. Near misses keep pointing:
// "- `src/a.ts:12` — the scanner loop", "See `docs/x.md` for the format.", every item of a real "## Pointers" section.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { type BriefAnswers, docWorld } from '../helpers/doc-world.js';

const w = docWorld();

function pointersOf(name: string, md: string): string[] {
  const r = runCli(['new', 'task', '--body', w.file(name, md), '--no-input', '--json', '--why', 'W', '--deliver', 'D', '--first-step', 'F'], w.opts());
  // (The answers are written whatever the exit code says of the body's notes.)
  const j = JSON.parse(r.stdout) as { json: string };
  expect(j.json, r.stderr).toBeTruthy();
  const answers = (JSON.parse(readFileSync(j.json, 'utf8')) as { answers: BriefAnswers }).answers;
  return ((answers as unknown as { pointers?: string[] }).pointers ?? []).map(String);
}

describe('a label over a list of files to check gives pointers', () => {
  const cases: [string, string, string][] = [
    ['Russian', '# Цены на мобильной версии\n\n## Задание на следующую сессию\n\n**Проверить мобильную версию:**\n- Не загружаются цены на карточках\n\n**Файлы для проверки:**\n- `public/assets/js/shop.js`\n- `public/assets/css/kotlov.css`\n', 'public/assets/js/shop.js'],
    ['English', '# Mobile price cards\n\n## Task for the next session\n\nCheck the mobile layout: prices do not load.\n\n**Files to check:**\n- `src/cards/price.ts`\n- `src/cards/layout.css`\n', 'src/cards/price.ts'],
    ['Spanish', '# Precios en el móvil\n\n## Tarea\n\nRevisar la versión móvil.\n\n**Archivos a revisar:**\n- `src/tienda/precio.ts`\n', 'src/tienda/precio.ts'],
  ];
  for (const [name, md, file] of cases) it(name, () => expect(pointersOf(`files-${name}.md`, md).join('\n')).toContain(file));
});

describe('lines of state, steps and statements are no pointers', () => {
  const doc = (middle: string) => `# Handoff\n\n## Why\nThe camera demo must run on the device.\n\n## State\n\n${middle}\n`;
  const cases: [string, string, string][] = [
    ['English state already stands', '- repo already exists at `~/jetson-runtime`\n- there is an untracked `temp/` directory; it was intentionally left alone', 'already exists'],
    ['German state already stands', '- das Repo existiert bereits unter `~/jetson-runtime`', 'existiert bereits'],
    ['French state already stands', '- le dépôt existe déjà dans `~/jetson-runtime`', 'existe déjà'],
    ['numbered step doing work', '1. SSH to the device and look at the CUDA paths.\n2. If Torch is healthy, export `yolo11n-pose.onnx` on the device or download a compatible model.', 'yolo11n-pose'],
    ['status marks', '- ✅ Issue 0001 - Repository baseline (package.json, TypeScript, .gitignore, etc.)\n- 📋 Issue 0002 - Technology stack decisions (document ADRs)', 'Issue 0001'],
    ['bold statement', '- **Mnemonic IDs are author aids only.** Pilot doc IDs (`bi-001`, `bi-030.s4`) are NOT what the tracker creates; it assigns `hk-872.10`.', 'Mnemonic'],
  ];
  for (const [name, middle, words] of cases) it(name, () => expect(pointersOf(`state-${name}.md`, doc(middle)).join('\n')).not.toContain(words));

  it('near misses keep pointing', () => {
    const p = pointersOf('near.md', doc('- `src/a.ts:12` — the scanner loop\n\nSee `docs/x.md` for the format.\n\n## Pointers\n\n- repo already exists at `~/jetson-runtime`\n- `src/b.ts`')).join('\n');
    for (const x of ['src/a.ts:12', 'docs/x.md', '~/jetson-runtime', 'src/b.ts']) expect(p).toContain(x);
  });
});
