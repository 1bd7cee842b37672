// `new task --body … --no-input --json`: the first step from the right line (QA 42 class 1, first22). (1) A line that
// only introduces a list ("What the next agent should do first:", "Сначала сделать:") is no step: the list's first
// item is. (2) A section that only hands over the prompt launching the agent ("Use this exact prompt to continue
// work:", "Usa este prompt para continuar:") is no first step; "## What Happens Next" / "## Qué sigue" lists the next
// steps. (3) A "## Quick Start" / "## Быстрый старт" whose "### 1." is the first step when nothing says one. (4) A
// label of its own over details ("**Проверить мобильную версию:**" over symptoms) is the step with them, not the
// first symptom. Near misses: a real "## First step" wins; a one-line step holding a path stays the step.

import { describe, expect, it } from 'vitest';
import { briefImporter, docWorld } from '../helpers/doc-world.js';

const w = docWorld();
const { newBody, answers } = briefImporter(w);

describe('a label that introduces a list is no first step: its first item is', () => {
  const variants: [string, string, string][] = [
    ['English', '# Next Agent Handoff\n\nWhy: the pose demo must run on the box.\n\nWhat the next agent should do first:\n1. SSH to the box and check `LD_LIBRARY_PATH`.\n2. Run `a.py` for 300 frames.\n', 'SSH to the box and check `LD_LIBRARY_PATH`.'],
    ['Spanish', '# Traspaso al siguiente agente\n\nPor qué: la demo debe correr en la placa.\n\nLo que el siguiente agente debe hacer primero:\n1. Entrar por SSH y revisar `LD_LIBRARY_PATH`.\n2. Ejecutar `a.py` durante 300 cuadros.\n', 'Entrar por SSH y revisar `LD_LIBRARY_PATH`.'],
  ];
  for (const [name, md, step] of variants) {
    it(`${name}: the list's item 1`, () => {
      const a = answers(newBody('label.md', md, ['--deliver', 'D', '--why', 'W']));
      expect(a.firstStep).toBe(step);
    });
  }
});

describe('a launch prompt is no first step; what happens next lists the steps', () => {
  const variants: [string, string, string][] = [
    ['English', '# For the Next Agent\n\n## Start Here\n\nUse this exact prompt to continue work:\n\n**"Please continue where we left off."**\n\n## What Happens Next\n\n1. **Read PROGRESS.md** (mandatory first step)\n2. **Read the next issue** `docs/issues/0002.md` and write the ADR\n', '**Read PROGRESS.md** (mandatory first step)'],
    ['Spanish', '# Para el siguiente agente\n\n## Empieza aquí\n\nUsa este prompt para continuar:\n\n**"Sigue donde lo dejamos."**\n\n## Qué sigue\n\n1. **Leer PROGRESS.md** (primer paso obligatorio)\n2. **Leer la siguiente tarea** `docs/issues/0002.md`\n', '**Leer PROGRESS.md** (primer paso obligatorio)'],
  ];
  for (const [name, md, step] of variants) {
    it(`${name}: item 1 of what happens next`, () => {
      const a = answers(newBody('prompt.md', md, ['--why', 'W']));
      expect(a.firstStep).toBe(step);
      expect(a.firstStep).not.toContain('prompt');
    });
  }
});

describe("a quick start's step 1 is the first step", () => {
  const variants: [string, string, string][] = [
    ['English', '# Handoff to Next Agent - Frontend\n\n## Your Mission\n\nImplement the frontend. The backend is complete.\n\n## 🚀 Quick Start\n\n### 1. Get Some Data First\n```bash\nnpm run sync:schedule\n```\n\n## Design Considerations\n\n- **Keep it simple**\n', 'Get Some Data First'],
    ['Russian', '# Передача следующему агенту\n\n## Задача\n\nСделать фронтенд. Бэкенд готов.\n\n## 🚀 Быстрый старт\n\n### 1. Сначала загрузить данные\n```bash\nnpm run sync:schedule\n```\n\n## Дизайн\n\n- **Проще**\n', 'Сначала загрузить данные'],
  ];
  for (const [name, md, step] of variants) {
    it(`${name}: "### 1." with its command`, () => {
      const a = answers(newBody('quick.md', md, ['--why', 'W']));
      expect(a.firstStep).toContain(step);
      expect(a.firstStep).toContain('npm run sync:schedule');
    });
  }
});

describe('a label of its own over details is the step with them', () => {
  it('Russian: the label and its symptoms, not the first symptom', () => {
    const md = '# Следующая сессия — задание\n\n## Задание на следующую сессию\n\n**Проверить мобильную версию:**\n- Не загружаются цены на карточках\n- Не загружаются фотографии товаров\n';
    const a = answers(newBody('ru.md', md, ['--why', 'W']));
    expect(a.firstStep).toContain('Проверить мобильную версию');
  });
});

describe('near misses', () => {
  it('a real "## First step" wins over a label and its list', () => {
    const md = '# Handoff\n\n## Why\nThe demo must run.\n\n## Deliver\nA running demo.\n\n## First step\nRun `npm test` in `pkg/`.\n\nWhat the next agent should do first:\n1. SSH to the box.\n';
    expect(answers(newBody('near.md', md)).firstStep).toMatch(/^Run `npm test` in `pkg\/`\./);
  });
  it('a "## Next steps" list under a heading reads as before: item 1', () => {
    const md = '# Handoff\n\n## Why\nThe demo must run.\n\n## Next steps\n1. Run `npm test` in `pkg/`.\n2. Ship it.\n';
    expect(answers(newBody('near2.md', md)).firstStep).toBe('Run `npm test` in `pkg/`.');
  });
});
