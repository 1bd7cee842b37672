// Work lists and rules under unfamiliar heading words, and a first section that reports where things stand:
// features still open or planned for the next day are what is left to deliver; a "never" item in Dutch,
// Portuguese or Italian is a constraint wherever it stands; a first section that has sub-sections of its
// own (a report with its steps inside) is the Context, not the why. Synthetic documents only.

import { beforeAll, describe, expect, it } from 'vitest';
import type { Kind } from '../../src/brief/types.js';
import { importBrief } from '../../src/brief/body.js';
import { loadKinds } from '../../src/kinds/load.js';

let task: Kind;
beforeAll(async () => {
  task = (await loadKinds({ repoRoot: null, env: { XDG_CONFIG_HOME: '/nonexistent-handoff-test' } })).kinds.get('task')!;
});
const read = (md: string) => importBrief(md, task);

describe('features still open, or planned for tomorrow, are what to deliver', () => {
  it.each([
    ['en', 'Open features (for tomorrow)'],
    ['nl', '🚧 Openstaande features (voor morgen)'],
    ['de', 'Offene Features'],
    ['es', 'Para mañana'],
    ['ru', 'На завтра'],
  ])('%s: %s', (_lang, heading) => {
    const r = read(`# Tide app — handover\n\n## What was built\n- login page\n- tide chart\n\n## ${heading}\n\n### 1. Pick a beach when creating a session\n- two buttons instead of a dropdown\n\n### 2. Share button on the session card\n- sends to friends\n`);
    const p = JSON.stringify(r.placement);
    expect(r.answers.deliver, p).toContain('Share button on the session card');
    expect(r.answers.firstStep, p).toMatch(/Pick a beach/);
    expect(r.answers.context, p).toContain('tide chart');
  });

  it('a section that only reports what was built stays the Context (no open work named)', () => {
    const r = read('# Tide app — handover\n\n## Why\nSurfers need tides.\n\n## What was built\n\n### 1. Login page\n- magic link\n\n### 2. Tide chart\n- hourly\n\n## First step\nRun the app.\n');
    const p = JSON.stringify(r.placement);
    expect(r.answers.deliver ?? '', p).not.toContain('Tide chart');
    expect(r.answers.context, p).toContain('Tide chart');
  });
});

describe('a "never" item in another language is a constraint, kept in its section too', () => {
  it.each([
    ['nl', '**NOOIT** kleine sed-fixes doen op grote bestanden'],
    ['pt', 'Nunca fazer push direto na main'],
  ])('%s', (_lang, rule) => {
    const r = read(`# Tide app\n\n## Why\nSurfers need tides.\n\n## Deliver\nA share button.\n\n## Working method\n- Claude writes whole files\n- You paste them into the editor\n- ${rule}\n\n## First step\nRun the app.\n`);
    const p = JSON.stringify(r.placement);
    expect(String(r.answers.fields?.constraints ?? ''), p).toContain(rule);
    expect(r.answers.context, p).toContain('You paste them into the editor');
  });

  it('an item that only mentions a month ("Mai 2026: …") is no rule', () => {
    const r = read('# Tide app\n\n## Why\nSurfers need tides.\n\n## Deliver\nA share button.\n\n## Verlauf\n- Mai 2026: Login gebaut\n- Juni 2026: Gezeitenkarte\n\n## First step\nRun the app.\n');
    expect(String(r.answers.fields?.constraints ?? '') + r.answers.decided.join('\n'), JSON.stringify(r.placement)).not.toContain('Mai 2026');
  });
});

describe('a first section with sub-sections of its own is where things stand, not the why', () => {
  it('a report of new work with its steps to make it run', () => {
    const md = '# Resume notes — Tide app\n\n## NEW: tide alerts (built, not yet committed)\n\nBuilt and checked locally: the alert job runs and the page renders without errors.\n\n- `api/alerts.js`: the job\n- `src/pages/Alerts.jsx`: the page\n\n### To make it run\n1. **Apply the migration** in the database console.\n2. Set the key in `.env`.\n\n## Next up: share button\n- a share button on the session card\n- friends get a push\n';
    const r = read(md);
    const p = JSON.stringify(r.placement);
    expect(r.answers.why, p).not.toContain('Built and checked locally');
    expect(r.answers.context, p).toContain('Built and checked locally');
    expect(r.answers.context + r.answers.firstStep, p).toContain('Apply the migration');
  });

  it('a first section of prose alone still says why, when it says why', () => {
    const r = read('# Tide app\n\n## Project overview\n\nTide app tells surfers when the tide suits their beach, because the public tide tables are hard to read on a phone.\n\n## Next steps\n- add a share button\n- push to friends\n');
    expect(r.answers.why, JSON.stringify(r.placement)).toContain('because the public tide tables are hard to read');
  });
  it('one that only says what the app does gives no why (README "A brief that states no why")', () => {
    const r = read('# Tide app\n\n## Project overview\n\nTide app tells surfers when the tide suits their beach, from the public tide tables.\n\n## Next steps\n- add a share button\n- push to friends\n');
    expect(r.answers.why, JSON.stringify(r.placement)).toBe('');
    expect(r.answers.context).toContain('tells surfers when the tide suits');
  });
});
