// Brief shapes of the eighteenth held-out set (B1-B4), each tested in variants (languages, wording) and beside
// a look-alike the rule must leave alone:
// - a prompt for the next round (iteration, run, agent) fenced under a heading that names it is the brief's
//   text, as a prompt for the next session is; a feature's "## Prompt for the next question" stays code.
// Synthetic documents only.

import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { builtInKinds } from '../helpers/kinds.js';

const kinds = await builtInKinds();
const task = kinds.get('task')!;
const read = (md: string) => importBrief(md, task);

describe('a prompt for the next round, fenced under a heading that names it, is the brief\'s text', () => {
  const status = '# Swipe gestures\n\n## Where it stands\nRound 3 landed swipe-to-open.\n\n';
  it.each([
    ['en', 'Prompt for the next round', 'Read docs/STATUS.md.\n\nFirst, check on the tablet that swipe-to-open still works.\n\nRules as always: no new dependencies, the live DB is read-only.', 'check on the tablet', 'no new dependencies'],
    ['de', 'Prompt für die nächste Runde', 'Lies docs/STATUS.md.\n\nZuerst auf dem Tablet prüfen, dass Wischen-zum-Öffnen noch geht.\n\nRegeln wie immer: keine neuen Abhängigkeiten, die Live-DB nur lesen.', 'auf dem Tablet prüfen', 'keine neuen Abhängigkeiten'],
    ['es', 'Prompt para la próxima ronda', 'Lee docs/STATUS.md.\n\nPrimero, comprueba en la tableta que deslizar para abrir sigue funcionando.\n\nReglas como siempre: ninguna dependencia nueva, la base de datos en vivo es de solo lectura.', 'comprueba en la tableta', 'ninguna dependencia nueva'],
    ['zh', '下一轮提示词', '阅读 docs/STATUS.md。\n\n首先，在平板上确认滑动打开仍然可用，然后再继续后面的工作。\n\n规则照旧：不要添加新的依赖，线上数据库只读。', '在平板上确认滑动打开仍然可用', '不要添加新的依赖'],
  ])('%s: "## %s"', (_lang, heading, prompt, first) => {
    const r = read(`${status}## ${heading}\n\n\`\`\`\n${prompt}\n\`\`\`\n`);
    const p = JSON.stringify(r.placement);
    expect(r.answers.firstStep, p).toContain(first);
    expect(r.answers.context, p).not.toContain('```');
  });
  it('a product\'s "## Prompt for the next question" stays code', () => {
    const r = read(`${status}## Prompt for the next question\n\n\`\`\`\nFirst, greet the user by name and ask what they would like to order today.\n\`\`\`\n`);
    expect(r.answers.firstStep).toBe('');
    expect(r.answers.context).toContain('```');
  });
});
