// A brief's why and what to deliver come from the section that states them (QA 42 class 3, QA 41 class 6), through the
// built CLI: `new task --body … --no-input --json`. Each shape in several languages, beside a near-miss:
// 1. "## What Happens Next" over a numbered list is the next steps (what to deliver, item 1 the first step), not a
//    bug report's "What happens" (a why): the why is asked for, what to deliver is not;
// 2. "## Where the project is (end of … session)" is where the work stands, the Context: never a derived why;
// 3. an intro sentence that says what the work unblocks ("This finishes a half-done migration and unblocks the Hub
//    feed.") is the why, though the intro opens by addressing the reader;
// 4. a front matter value that is only an id (`goal: "I28-GTMMC"`) is no why and no deliverable: asked for.

import { describe, expect, it } from 'vitest';
import { briefImporter, docWorld } from '../helpers/doc-world.js';

const w = docWorld();

const { newTask } = briefImporter(w, 'p');

describe('"What happens next" is the next steps, not the why', () => {
  it('en: "## What Happens Next" / 1. 2.: what to deliver and the first step; the why is asked', () => {
    const r = newTask('# For the Next Agent\n\n## What Happens Next\n\n1. **Read PROGRESS.md** (mandatory first step)\n2. **Write the ADR** for the stack choice\n\n## Current Status Summary\n\n- Issue 0001 done\n');
    expect(r.code, r.stderr).toBe(2);
    expect(r.missing).toEqual(['--why']);
    expect(r.stderr).not.toMatch(/What Happens Next -> Why this slice exists/);
    expect(r.stderr).toMatch(/What Happens Next -> What to deliver/);
  });
  it('de: "## Was als nächstes passiert" / 1. 2.: the same', () => {
    const r = newTask('# Übergabe\n\n## Was als nächstes passiert\n\n1. PROGRESS.md lesen\n2. Die ADR für den Stack schreiben\n\n## Stand\n\n- Issue 0001 erledigt\n');
    expect(r.code, r.stderr).toBe(2);
    expect(r.missing).toEqual(['--why']);
    expect(r.stderr).toMatch(/Was als nächstes passiert -> What to deliver/);
  });
  it('near-miss: a bug report\'s "## What happens" is still the why', () => {
    const r = newTask('# Export bug\n\n## What happens\n\nThe export of big tenants times out after 30 s.\n\n## Next steps\n\n1. Chunk the export job\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.why).toBe('The export of big tenants times out after 30 s.');
  });
});

describe('where the project stands is the Context, not a derived why', () => {
  const steps = '## What to do next\n\n### 1. Draft the pilot\n\nCreate `docs/pilot.md`; the old bug classes must not come back.\n\n### 2. Review it\n\nRun the review protocol.\n';
  it('en: "## Where the project is (end of … session)" over a report with a bug word: the why is asked', () => {
    const r = newTask('# Instructions for the Next Agent\n\n## Where the project is (end of 2026-04-27 session)\n\nAll specs are frozen. Three pilot bug classes were cleaned up.\n\n' + steps);
    expect(r.code, r.stderr).toBe(2);
    expect(r.missing).toEqual(['--why']);
    expect(r.stderr).not.toMatch(/Where the project is.*-> Why this slice exists/);
  });
  it('fr: "## Où en est le projet" likewise', () => {
    const r = newTask('# Passation\n\n## Où en est le projet\n\nToutes les specs sont figées. Trois classes de bug ont été corrigées.\n\n' + steps);
    expect(r.code, r.stderr).toBe(2);
    expect(r.missing).toEqual(['--why']);
  });
  it('near-miss: a first section of another name that says why is still the why', () => {
    const r = newTask('# Instructions for the Next Agent\n\n## The export\n\nBig tenants never get their export because the job times out.\n\n' + steps);
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.why).toMatch(/because the job times out/);
  });
});

describe('an intro sentence that says what the work unblocks is the why', () => {
  const work = '## The work\n\n1. **Schema** — add the table in PG.\n2. **Migrate** the rows.\n';
  it('en: "You\'re the archive lane. … This finishes a half-done migration and unblocks the Hub feed."', () => {
    const r = newTask("# Lane briefing — archive search to Postgres\nYou're the **archive** lane. Switch the archive's search from SQLite to Postgres. This finishes a half-done migration and unblocks the Hub feed.\n" + work);
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.why).toBe('This finishes a half-done migration and unblocks the Hub feed.');
  });
  it('es: "Eres el carril de archivo. … Esto desbloquea el feed del Hub."', () => {
    const r = newTask('# Briefing — búsqueda en Postgres\nEres el carril de **archivo**. Cambia la búsqueda de SQLite a Postgres. Esto desbloquea el feed del Hub.\n' + work);
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.why).toBe('Esto desbloquea el feed del Hub.');
  });
  it('near-miss: an intro that only addresses the reader is still asked', () => {
    const r = newTask("# Lane briefing — archive search to Postgres\nYou're the **archive** lane. Switch the archive's search from SQLite to Postgres.\n" + work);
    expect(r.code, r.stderr).toBe(2);
    expect(r.missing).toEqual(['--why']);
  });
});

describe('a front matter id is no why and no deliverable', () => {
  it('en: goal: "I28-GTMMC" is asked for', () => {
    const r = newTask('---\ngoal: "I28-GTMMC"\noverall_status: in_progress\n---\n# Craft: I28-GTMMC\n\n## Notes\n\nSome notes.\n');
    expect(r.code, r.stderr).toBe(2);
    expect(r.missing).toEqual(expect.arrayContaining(['--why', '--deliver']));
  });
  it('de: ziel: PROJ-123 is asked for', () => {
    const r = newTask('---\nziel: PROJ-123\n---\n# Übergabe PROJ-123\n\n## Notizen\n\nEinige Notizen.\n');
    expect(r.code, r.stderr).toBe(2);
    expect(r.missing).toEqual(expect.arrayContaining(['--why']));
  });
  it('near-miss: goal: a sentence is the why', () => {
    const r = newTask('---\ngoal: "Big tenants never get their export"\n---\n# Export\n\n## Next steps\n\n1. Chunk the export job\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.why).toBe('Big tenants never get their export');
  });
});
