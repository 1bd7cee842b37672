// A heading that says more than its section's name (`## Dead ends for the cache work`) keeps its words as a
// note. return --json had it; an agent reading the return later with pull --json or show --json must get the
// same, read from the markdown as it is now.
import { afterAll, describe, expect, it } from 'vitest';
import { briefToReturn, cleanup, json } from '../helpers/return-cli.js';

afterAll(cleanup);

const BODY = `## Outcome
answered — the cache leaks on logout

## Findings
- the session cache is never cleared on logout [verified: unit test]

## Dead ends for the cache work
- an LRU bound: the leak is per user, not per size
- a TTL: sessions outlive it
`;

const NOTE = { deadEnds: [{ heading: 'Dead ends for the cache work', before: 'an LRU bound: the leak is per user, not per size' }] };

describe('heading notes reach every --json that carries a return', () => {
  it('return, show and pull give the same headingNotes; the dead ends stay two items', () => {
    const { w, repo, id, file } = briefToReturn('handoff-notes-');
    const ret = w.run(['return', id, '--body', file('r.md', BODY), '--no-input', '--json'], { cwd: repo });
    expect(ret.code, ret.stderr).toBe(0);
    expect(json(ret).headingNotes).toEqual(NOTE);
    const show = json(w.run(['show', id, '--json'], { cwd: repo }));
    expect(show.returns[0].headingNotes).toEqual(NOTE);
    const pull = json(w.run(['pull', id, '--json'], { cwd: repo }));
    expect(pull.returns[0].answers.deadEnds).toHaveLength(2);
    expect(pull.returns[0].headingNotes).toEqual(NOTE);
  });

  it('a return whose headings say nothing more has no headingNotes key', () => {
    const { w, repo, id, file } = briefToReturn('handoff-notes-');
    const plain = BODY.replace('## Dead ends for the cache work', '## Dead ends');
    const ret = w.run(['return', id, '--body', file('r.md', plain), '--no-input', '--json'], { cwd: repo });
    expect(ret.code, ret.stderr).toBe(0);
    expect(json(ret)).not.toHaveProperty('headingNotes');
    const pull = json(w.run(['pull', id, '--json'], { cwd: repo }));
    expect(pull.returns[0]).not.toHaveProperty('headingNotes');
  });
});
