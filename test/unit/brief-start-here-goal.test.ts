// A goal's label inside the section that says where the next session starts ("## Next session: start here" /
// "**Goal:** ship the hotfix …" / "1. …", in the languages of prompts/): the goal is the why only when nothing
// else says why, and it never takes the section's steps away from the first step (before, the label opened a
// section of its own down to the next heading: the steps became the why, and `new --no-input` asked for
// --first-step). Synthetic documents only.
import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { builtInKinds } from '../helpers/kinds.js';

const kinds = await builtInKinds();
const read = (md: string) => importBrief(md, kinds.get('task')!);

describe('a goal label under a start-here heading', () => {
  it.each([
    ['en', 'Next session: start here', 'Goal', 'ship the hotfix to staging and confirm the dashboard loads.', ['Look up the last deploy id.', 'Roll the hotfix branch onto staging.']],
    ['de', 'Nächste Sitzung: hier anfangen', 'Ziel', 'den Hotfix auf Staging bringen und prüfen, dass das Dashboard lädt.', ['Die letzte Deploy-ID nachsehen.', 'Den Hotfix-Branch auf Staging ausrollen.']],
    ['fr', 'Prochaine session : par où commencer', 'Objectif', 'livrer le correctif en préproduction et vérifier le tableau de bord.', ['Retrouver le dernier identifiant de déploiement.', 'Déployer la branche du correctif.']],
    ['ru', 'Следующая сессия: с чего начать', 'Цель', 'выкатить исправление на стенд и проверить, что панель открывается.', ['Найти номер последнего деплоя.', 'Выкатить ветку с исправлением на стенд.']],
  ])('%s: the goal is the why, the first step the list\'s first item', (_lang, heading, label, goal, steps) => {
    const md = `# Dashboard hotfix\n\n## ${heading}\n\n**${label}:** ${goal}\n\n${steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}\n`;
    const r = read(md);
    const p = JSON.stringify(r.placement);
    expect(r.answers.why, p).toContain(goal);
    expect(r.answers.why, p).not.toContain(steps[0]!);
    expect(r.answers.firstStep, p).toBe(steps[0]);
    expect(r.answers.deliver, p).toContain(steps[1]!);
  });
  it('beside a section that says why, the goal stays the start-here section\'s own line', () => {
    const md = '# Dashboard hotfix\n\n## Background\n\nThe dashboard stopped loading after the deploy on Tuesday.\n\n## Next session: start here\n\n**Goal:** ship the hotfix to staging.\n\n1. Look up the last deploy id.\n2. Roll the hotfix branch onto staging.\n';
    const r = read(md);
    const p = JSON.stringify(r.placement);
    expect(r.answers.why, p).toBe('The dashboard stopped loading after the deploy on Tuesday.');
    expect(r.answers.firstStep, p).toBe('Look up the last deploy id.');
    expect(JSON.stringify(r.answers), p).toContain('ship the hotfix to staging.');
  });
  it('a goal label outside such a section opens the why as before (innocent stranger)', () => {
    const md = '# Dashboard hotfix\n\n**Goal:** ship the hotfix to staging.\n\n**Deliver:** the hotfix on staging, the dashboard loading.\n\n**First step:** look up the last deploy id.\n';
    const r = read(md);
    expect(r.answers.why, JSON.stringify(r.placement)).toBe('ship the hotfix to staging.');
    expect(r.answers.firstStep).toBe('look up the last deploy id.');
  });
});
