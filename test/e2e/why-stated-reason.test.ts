// The why from the reason a task section states (QA 44 C1), through the built CLI: `new task --body … --no-input
// --json`. A paragraph of the section chosen as what to deliver that gives its reason ("`rig replay` is its acceptance
// test …, so a refactor that changes a number cannot hide.") or a decision with who took it and its reason ("**Решение
// Игоря 10-09 …: юзера НЕ спрашиваем.** Вопрос выглядит так, будто …") is the why: exit 0, the why in the stored
// brief, and stderr and --json say from which line it came; the paragraph stays in what to deliver too. A task that
// states no reason still exits 2 naming --why. (Neither names a first step, as in QA 44's 02 and 04: --first-step gives it.)

const step = ['--first-step', 'Run the replay baseline.'];

import { describe, expect, it } from 'vitest';
import { briefImporter, docWorld } from '../helpers/doc-world.js';

const w = docWorld();
const { newTask } = briefImporter(w, 'sr');

const reviewgate = [
  '# Reviewgate — Next-Session Handoff',
  '',
  '_Last updated: 2026-08-05 (afternoon)._',
  '',
  '## One-line state',
  '',
  '**The pilot-01 baseline exists.** 12/12 turns reviewed, 61 min.',
  '',
  '## THE NEXT TASK — the aggregator detangle',
  '',
  '`rig replay` is its acceptance test and reports DETERMINISTIC against pilot-01 today, so a',
  'refactor that changes a number cannot hide. Two of those layers never fired in 12 turns and their',
  'behaviour is currently asserted rather than observed.',
  '',
  'A second pilot run is worth doing **after** that, with `landedPattern`s on all five seeds.',
  '',
].join('\n');

const hiredrop = [
  '# drop-actions — Drop с кнопками',
  '',
  '## Состояние',
  '',
  '- **Уточнитель, шаг 1 — в проде** (#426, `c71ed81`).',
  '',
  '## Следующий шаг — карточка «сменить режим» + убрать уточнитель',
  '',
  'Модель: **Opus**.',
  '',
  '**Решение Игоря 10-09, уже после мержа #426: юзера про спорные вакансии НЕ спрашиваем.** Вопрос',
  'выглядит так, будто мы не уверены в своей системе, а планку человек уже выбрал режимом',
  'broad / standard / precise. Не предлагать заново.',
  '',
  '1. **Карточка Drop «сменить режим»** в `modules/buddy_actions.py`.',
  '2. **Убрать код уточнителя** (#426): `modules/fit_clarify.py`.',
  '',
].join('\n');

describe('QA 44 C1: a reason the task section states is the why, from its line', () => {
  it('en, "… is its acceptance test …": exit 0, the why stored, "line 11" in stderr and --json, kept in what to deliver', () => {
    const r = newTask(reviewgate, step);
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.why).toBe(
      '`rig replay` is its acceptance test and reports DETERMINISTIC against pilot-01 today, so a\nrefactor that changes a number cannot hide. Two of those layers never fired in 12 turns and their\nbehaviour is currently asserted rather than observed.',
    );
    expect(r.answers!.deliver).toContain('`rig replay` is its acceptance test');
    expect(r.answers!.deliver).toContain('A second pilot run');
    const note = 'Why this slice exists (derived: no section says why; a paragraph of "THE NEXT TASK — the aggregator detangle" gives its reason, kept there too)';
    expect(r.placement).toContainEqual(expect.objectContaining({ line: 11, to: note }));
    expect(r.stderr).toMatch(/line +11 +\(a sentence: "rig replay is…"\) -> Why this slice exists \(derived: no section says why; a paragraph of "THE NEXT TASK/);
    expect(r.md).toMatch(/## Why this slice exists\n\n`rig replay` is its acceptance test/);
  });

  it('ru, a decision of Igor\'s with its reason: exit 0, the why stored, "line 11" named', () => {
    const r = newTask(hiredrop, step);
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.why).toMatch(/^\*\*Решение Игоря 10-09, уже после мержа #426: юзера про спорные вакансии НЕ спрашиваем\.\*\* Вопрос\nвыглядит так/);
    expect(r.answers!.deliver).toContain('Решение Игоря 10-09');
    expect(r.placement).toContainEqual(expect.objectContaining({ line: 11, to: expect.stringContaining('gives a decision with its reason, kept there too') }));
    expect(r.stderr).toMatch(/line +11 .*-> Why this slice exists \(derived: no section says why; a paragraph of "Следующий шаг/);
  });

  it('near-miss: a task that states no reason still exits 2 naming --why', () => {
    const md = reviewgate.replace(/`rig replay` is its acceptance test[^]*?observed\./, 'Split the aggregator\'s eight suppression passes into one module per pass, each with a test of its own.');
    const r = newTask(md, step);
    expect(r.code, r.stderr).toBe(2);
    expect(r.missing).toEqual(['--why']);
  });

  it('near-miss: a bare "Решение:" (also "solution") names no one and no day: exit 2 naming --why', () => {
    const md = hiredrop.replace('Решение Игоря 10-09, уже после мержа #426:', 'Решение:');
    const r = newTask(md, step);
    expect(r.code, r.stderr).toBe(2);
    expect(r.missing).toEqual(['--why']);
  });
});
