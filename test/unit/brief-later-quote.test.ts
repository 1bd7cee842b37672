// A purpose stated in a quote further down the brief, in a section of the work to do ("## Next session" / "> Goal:
// ship the hotfix …"): the why, by its label, when nothing else gives it (opening-quote.ts laterQuoteParts). Held: a
// quote whose label names neither (a note), a goal quote in the Context (brief-stated-purpose-order.test.ts), and a
// later goal quote beside a section that says why. Synthetic documents only.
import { describe, expect, it } from 'vitest';
import { importBrief } from '../../src/brief/body.js';
import { builtInKinds } from '../helpers/kinds.js';

const kinds = await builtInKinds();
const read = (md: string) => importBrief(md, kinds.get('task')!);
const steps = '\n\n## Next steps\n\n1. Look up the last deploy id.\n2. Roll the hotfix onto staging.\n';

describe('a goal quote further down', () => {
  it.each([
    ['en', 'Goal', 'ship the hotfix to staging so the dashboard loads again.'],
    ['de', 'Ziel', 'den Hotfix auf Staging bringen, damit das Dashboard wieder lädt.'],
    ['ru', 'Цель', 'выкатить исправление на стенд, чтобы панель снова открывалась.'],
  ])('%s: is the why when nothing else says why', (_lang, label, goal) => {
    const r = read(`# Dashboard hotfix\n\n## Where things stand\n\nThe hotfix branch is green on CI.\n\n## Next session\n\n> ${label}: ${goal}\n\n1. Look up the last deploy id.\n2. Roll the hotfix onto staging.\n`);
    expect(r.answers.why, JSON.stringify(r.placement)).toContain(goal);
  });
  it('a note quote names no answer; a goal quote beside a why stays where it is', () => {
    const note = read(`# Dashboard hotfix\n\n## Where things stand\n\nThe hotfix branch is green on CI.\n\n> Note: the staging database is shared with QA.${steps}`);
    expect(note.answers.why).not.toContain('staging database');
    const beside = read(`# Dashboard hotfix\n\n## Why\n\nThe dashboard stopped loading after Tuesday's deploy.\n\n## Where things stand\n\n> Goal: ship the hotfix to staging.${steps}`);
    expect(beside.answers.why).toBe("The dashboard stopped loading after Tuesday's deploy.");
  });
});
