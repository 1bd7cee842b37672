// Advice on the pace or the mood that a negation opens ("Don't rush it.", "No te preocupes por el orden.", "Не торопись
// с этим.", "别着急。") is no rule of the work: never a constraint (prompts/headings.txt brief.notRule, inline-rules.ts
// mannerAdvice; corpus doc 21's "… you'd need to migrate the Worker. Don't rush it." had become one, verdict17). A rule
// that names what is not done ("Don't push to main.", "Nie direkt auf main pushen.") stays a constraint.

import { describe, expect, it } from 'vitest';
import { briefImporter, docWorld } from '../helpers/doc-world.js';

const w = docWorld();
const { newBody, answers } = briefImporter(w);
const HEAD = '# Rename handoff\n\n## Why this slice exists\n\nThe brand changed.\n\n## What to deliver\n\nRenamed user-facing copy.\n\n## First step\n\nGrep for the old name.\n\n## Context\n\n';
const constraints = (name: string, context: string) => String((answers(newBody(name, `${HEAD}${context}\n`)).fields as Record<string, unknown> | undefined)?.constraints ?? '');

describe('advice on the pace or the mood is no constraint', () => {
  it.each([
    ['en', 'The Worker name is shared with production; renaming it touches the deploy. Don\'t rush it.'],
    ['es', 'El nombre del Worker se comparte con producción. No te preocupes por el orden de los commits.'],
    ['ru', 'Имя воркера общее с продакшеном. Не торопись с переименованием воркера.'],
    ['zh', '工作进程的名称与生产环境共用。别着急，先改界面文案。'],
  ])('%s: %j', (lang, context) => {
    expect(constraints(`adv-${lang}.md`, context)).toBe('');
  });
  it.each([
    ['en', 'The repo has two remotes. Don\'t push to main.', 'Don\'t push to main.'],
    ['de', 'Das Repo hat zwei Remotes. Nie direkt auf main pushen.', 'Nie direkt auf main pushen.'],
  ])('near miss, %s: a rule that names what is not done stays one (%j)', (lang, context, rule) => {
    expect(constraints(`rule-${lang}.md`, context)).toContain(rule);
  });
});
