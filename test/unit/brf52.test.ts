// QA 52 classes 5, 6, 7 on synthetic briefs in several languages (brf52): what is left said by a label ("Left:",
// "Falta:") is what to deliver and the next command ("Exact next command:") the first step; a steps section ("How to
// proceed", "進め方") is what to deliver, its item 1 the first step; a heading that says where to start ("start at Task 3")
// names the first step in the task table, the rows from it what to deliver; a ticket's Scope beside its acceptance
// criteria is what to deliver; a constraints heading is not out of scope by a negation after a dash; what to put in the
// completion report is part of what to deliver, no work done; a sentence about reading the document itself is no step.

import { describe, expect, it } from 'vitest';
import { renderedBrief, writtenSection } from '../helpers/written.js';

const written = renderedBrief;
const section = writtenSection;

describe('class 5: a list of labelled lines — what is left is what to deliver, the next command the first step', () => {
  it.each([
    ['en', 'Goal', 'Done', 'Left', 'Exact next command'],
    ['es', 'Objetivo', 'Hecho', 'Falta', 'Siguiente comando exacto'],
    ['fr', 'Objectif', 'Fait', 'Reste', 'Prochaine commande'],
    ['de', 'Ziel', 'Erledigt', 'Fehlt', 'Nächster Befehl'],
  ])('%s: "- %s:" … "- %s:" … "- %s:" … "- %s:"', (_l, goal, done, left, next) => {
    const md = `# Tide tables cache\n\n- ${goal}: cache the tide tables per port so the planner page loads at once.\n- ${done}: branch \`tide-cache\` made; the cache test fails on main.\n- ${left}: cache test green, one cold load measured; commit and open the PR.\n- ${next}: \`npm test -- tide-cache\` from the branch.\n`;
    const { r, out } = written(md);
    expect(r.answers.deliver).toContain('cache test green, one cold load measured');
    expect(r.answers.firstStep).toContain('npm test -- tide-cache');
    expect(r.answers.firstStep).not.toContain('cache test green');
    expect(section(out, 'Pointers')).not.toContain('npm test -- tide-cache');
  });

  it('a section that says what to deliver still does; the label of what is left does not replace it', () => {
    const { r } = written(`# Tide tables cache\n\n## What to deliver\nThe planner page loads in under a second.\n\n## Notes\n\n- Done: branch made.\n- Left: measure one cold load.\n`);
    expect(r.answers.deliver).toContain('loads in under a second');
  });
});

describe('class 5: a steps section is what to deliver, its item 1 the first step', () => {
  it.each([
    ['en', '## How to proceed'],
    ['ja', '## 進め方'],
    ['de', '## Vorgehensweise'],
    ['es', '## Cómo proceder'],
    ['zh', '## 推进方式'],
  ])('%s: %s', (_l, h) => {
    const { r } = written(`# Tide cache start prompt\n\nSettle the two loose ends of the tide cache.\n\n${h}\n\n1. Check the branch and the working tree; leave unrelated edits alone\n2. Run the suite once for a baseline\n3. Fix both loose ends, one commit each\n`);
    expect(r.answers.deliver).toContain('Run the suite once for a baseline');
    expect(r.answers.firstStep).toContain('Check the branch and the working tree');
    expect(r.answers.firstStep).not.toContain('Run the suite');
  });
});

describe('class 6: what to include in the completion report is part of what to deliver, no work done', () => {
  it.each([
    ['en', '## Include in the completion report'],
    ['ja', '## 完了報告に含めること'],
    ['zh', '## 完成报告应包含'],
    ['de', '## Im Abschlussbericht'],
  ])('%s: %s', (_l, h) => {
    const { r, out } = written(`# Tide cache start prompt\n\n## How to proceed\n\n1. Run the suite once for a baseline\n2. Fix both loose ends\n\n${h}\n\n- how each loose end was settled\n- the list of commits\n`);
    expect(r.answers.deliver).toContain('how each loose end was settled');
    expect(r.answers.deliver).toContain('Run the suite once');
    expect(section(out, 'Context')).not.toContain('how each loose end was settled');
    expect(JSON.stringify(r.notes)).not.toContain('says the work is done');
  });
});

describe('class 5: a ticket\'s scope beside its acceptance criteria is what to deliver, its item 1 the first step', () => {
  it.each([
    ['en', '## Scope', '## Acceptance'],
    ['en', '## In scope', '## Acceptance criteria'],
    ['de', '## Umfang', '## Abnahmekriterien'],
    ['zh', '## 範圍', '## 驗收標準'],
    ['es', '## Alcance', '## Criterios de aceptación'],
  ])('%s: %s + %s', (_l, scope, acc) => {
    const { r } = written(`# T-9 — Tide offsets\n\n## Goal\n\nShift each port's tide times by its offset, because the planner shows them an hour late.\n\n${scope}\n\n1. Add an offset column to the port table.\n2. Apply the offset in the loader.\n\n${acc}\n\n1. Every port has a test with a concrete time.\n`);
    expect(r.answers.deliver).toContain('Add an offset column');
    expect(r.answers.deliver).toContain('Every port has a test');
    expect(r.answers.firstStep).toContain('Add an offset column to the port table.');
  });

  it('"## Out of scope" beside the criteria is no scope of the work', () => {
    const { r } = written(`# T-9 — Tide offsets\n\n## Goal\n\nShift each port's tide times by its offset.\n\n## Out of scope\n\n1. Daylight saving rules.\n\n## Acceptance\n\n1. Every port has a test with a concrete time.\n`);
    expect(r.answers.deliver).not.toContain('Daylight saving');
    expect(r.answers.outOfScope.join('\n')).toContain('Daylight saving');
  });
});

describe('class 6: a constraints heading is not out of scope by a negation in a clause after a dash', () => {
  it.each([
    ['en', '## Binding constraints — quoted, do not go looking for them'],
    ['en', '## Constraints — as given, do not reword them'],
    ['de', '## Verbindliche Vorgaben — zitiert, nicht selbst suchen'],
    ['es', '## Restricciones vinculantes — citadas, no las busques'],
    ['fr', '## Contraintes — citées, ne pas les chercher'],
  ])('%s: %s', (_l, h) => {
    const { r, out } = written(`# T-9 — Tide offsets\n\n## Why\nThe planner shows tides an hour late.\n\n## Deliver\nOffsets applied in the loader.\n\n${h}\n\n> Keep the loader free of network calls.\n\n## First step\nAdd the offset column.\n`);
    expect(section(out, 'Constraints to respect')).toContain('Keep the loader free of network calls.');
    expect(r.answers.outOfScope.join('\n')).not.toContain('network calls');
  });

  it('an out-of-scope heading with a dash stays out of scope', () => {
    const { r } = written(`# T-9 — Tide offsets\n\n## Why\nThe planner shows tides an hour late.\n\n## Deliver\nOffsets applied in the loader.\n\n## Out of scope — do not touch\n\n- the daylight saving rules\n\n## First step\nAdd the offset column.\n`);
    expect(r.answers.outOfScope.join('\n')).toContain('daylight saving');
  });
});

describe('class 7: a sentence about reading the document itself is no first step', () => {
  it.each([
    ['en', 'The next session reads this state memo first. It holds no design.', '## Next up'],
    ['ja', '次のセッションが最初に読む現状メモ．設計は書かない．', '## 次にやること'],
    ['de', 'Die nächste Sitzung liest diese Notiz zuerst. Sie enthält kein Design.', '## Nächste Schritte'],
    ['zh', '下一个会话首先阅读本文档。这里不写设计。', '## 下一步'],
  ])('%s', (_l, intro, h) => {
    const { r } = written(`# Tide cache — handoff\n\n${intro}\n\n${h}\n\n1. Split the loader into fetch and parse.\n2. Cache the parsed tables.\n`);
    expect(r.answers.firstStep).toContain('Split the loader into fetch and parse.');
    expect(r.answers.firstStep).not.toContain(intro.slice(0, 12));
  });

  it('an intro that orders other files to read first still gives the first step', () => {
    const { r } = written(`# Tide cache — handoff\n\nFirst, read \`docs/PLAN.md\`.\n\n## Next up\n\n1. Split the loader into fetch and parse.\n2. Cache the parsed tables.\n`);
    expect(r.answers.firstStep).toContain('docs/PLAN.md');
  });
});

describe('class 5: a heading that says where to start names the first step in the task table, the rows from it what to deliver', () => {
  it.each([
    ['en', '## Handoff for the next agent (start at Task 3)', 'Task', 'Not started', 'Done'],
    ['de', '## Übergabe (weiter bei Aufgabe 3)', 'Aufgabe', 'Offen', 'Erledigt'],
    ['es', '## Traspaso (empieza por la tarea 3)', 'Tarea', 'Sin empezar', 'Hecha'],
    ['zh', '## 交接（从任务 3 开始）', '任务', '未开始', '已完成'],
    ['ja', '## 引き継ぎ（タスク3から）', 'タスク', '未着手', '完了'],
  ])('%s: %s', (_l, h, task, open, done) => {
    const md = `# Tide cache — status\n\n## Goal\n\nThe planner compares up to three tide sources and picks one.\n\n## State\n\n| ${task} | State |\n|---|---|\n| 1 Port model | ${done} |\n| 2 Loader | ${done} |\n| 3 Shared types | ${open} |\n| 4 API route | ${open} |\n\n${h}\n\nWhat exists now: the loader returns at least one table.\n`;
    const { r } = written(md);
    expect(r.answers.firstStep).toContain('3 Shared types');
    expect(r.answers.firstStep).not.toContain('4 API route');
    expect(r.answers.deliver).toContain('4 API route');
    expect(r.answers.deliver).not.toContain('2 Loader');
  });

  it('a start with a bare count names no part ("Start with 2 replicas")', () => {
    const { r } = written(`# Tide cache — status\n\n## Why\nThe planner is slow.\n\n## Start with 2 replicas\n\nScale up later.\n\n## State\n\n| Step | State |\n|---|---|\n| 2 Loader | Open |\n`);
    expect(r.answers.firstStep).not.toContain('2 Loader');
  });
});
