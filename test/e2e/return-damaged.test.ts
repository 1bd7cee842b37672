// A damaged store: list, inbox and show of the other handoffs keep working, exit 0 and name the damage on
// stderr once; show of the damaged handoff exits 1 saying what is wrong. Nothing is repaired or deleted.
import { mkdirSync, rmSync, writeFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanup, cutBrief, gitRepo, json, storeFiles, world } from '../helpers/return-cli.js';

afterAll(cleanup);

/** Two healthy handoffs (one returned) and one to damage. */
function setup() {
  const w = world();
  const repo = gitRepo();
  const good = cutBrief(w, repo, [], 'Healthy open one');
  const returned = cutBrief(w, repo, [], 'Healthy returned one');
  expect(w.run(['return', returned, '--outcome', 'answered', '--finding', 'works [unverified]', '--no-input'], { cwd: repo }).code).toBe(0);
  const victim = cutBrief(w, repo, [], 'The one that gets damaged');
  return { w, repo, good, returned, victim };
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

type Case = [string, (home: string, victim: string) => void, string, RegExp | null];

const cases: Case[] = [
  ['a corrupt handoff.json', (home, v) => writeFileSync(path.join(home, v, 'handoff.json'), '{ "id": "trunc'), 'VICTIM', /handoff.json is not a valid record/],
  ['a handoff.json of the wrong shape', (home, v) => writeFileSync(path.join(home, v, 'handoff.json'), '[1, 2, 3]\n'), 'VICTIM', /handoff.json is not a valid record/],
  ['an unreadable handoff.json', (home, v) => {
    // A folder where the file should be: unreadable for root too (chmod 000 is not, and CI runs as root).
    unlinkSync(path.join(home, v, 'handoff.json'));
    mkdirSync(path.join(home, v, 'handoff.json'));
  }, 'VICTIM', /cannot read handoff.json \(EISDIR\)/],
  ['a missing handoff.json', (home, v) => rmSync(path.join(home, v, 'handoff.json')), 'VICTIM', /no handoff.json/],
  ['a stray file in the store', (home) => writeFileSync(path.join(home, 'notes.txt'), 'hello\n'), 'notes.txt', null],
  ['a folder that is not a handoff', (home) => mkdirSync(path.join(home, 'Not An Id')), 'Not An Id', null],
  ['a deleted brief.md', (home, v) => rmSync(path.join(home, v, 'brief.md')), 'VICTIM', /is damaged: no brief\.md$/m],
  ['a return file without its JSON', (home, v) => writeFileSync(path.join(home, v, 'return-3.md'), '## Outcome\n\nanswered — lost\n'), 'VICTIM', /return-3.md has no return-3.json/],
];

describe.each(cases)('%s', (_name, damage, named, showError) => {
  it('list, inbox and show of the others still work and name it once; show of it exits 1', () => {
    const { w, repo, good, returned, victim } = setup();
    damage(w.home, victim);
    const name = named === 'VICTIM' ? victim : named;
    const before = storeFiles(w.home);

    const list = w.run(['list', '--status', 'all'], { cwd: repo });
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(good);
    expect(list.stdout).toContain(returned);
    expect(count(list.stderr, name)).toBe(1);
    expect(list.stderr).toContain('damaged');

    const listJson = w.run(['list', '--status', 'all', '--json'], { cwd: repo });
    expect(listJson.code).toBe(0);
    expect(json(listJson).damaged).toEqual([expect.objectContaining({ name })]);

    const inbox = w.run(['inbox'], { cwd: repo });
    expect(inbox.code).toBe(0);
    expect(inbox.stdout).toContain(returned);
    expect(count(inbox.stderr, name)).toBe(1);

    const show = w.run(['show', good], { cwd: repo });
    expect(show.code, show.stderr).toBe(0);
    expect(show.stdout).toContain('Healthy open one');

    if (showError) {
      const bad = w.run(['show', victim], { cwd: repo });
      expect(bad.code).toBe(1);
      expect(bad.stderr).toMatch(showError);
      expect(count(bad.stderr, 'is damaged'), bad.stderr).toBe(1);
      const badJson = w.run(['show', victim, '--json'], { cwd: repo });
      expect(badJson.code).toBe(1);
      expect(json(badJson).error.message).toMatch(showError);
    }
    // Reading never repairs, moves or deletes anything.
    expect(storeFiles(w.home)).toEqual(before);
  });
});

describe('a damaged store elsewhere', () => {
  it('a returned handoff whose brief.md was deleted: inbox names it once, pull reads the returns and says what is missing', () => {
    const { w, repo, returned } = setup();
    rmSync(path.join(w.home, returned, 'brief.md'));
    const inbox = w.run(['inbox'], { cwd: repo });
    expect(inbox.code).toBe(0);
    expect(inbox.stdout).toContain(returned);
    expect(inbox.stderr).toContain(`  ${returned}: no brief.md\n`);
    expect(count(inbox.stderr, 'no brief.md')).toBe(1);
    const show = w.run(['show', returned], { cwd: repo });
    expect(show.code).toBe(1);
    expect(show.stderr).toContain(`handoff ${returned} is damaged: no brief.md\n`);
    expect(count(show.stderr, 'is damaged')).toBe(1);
    expect(show.stdout).toContain('works [unverified]'); // the rest is still shown
    const pull = w.run(['pull', returned], { cwd: repo });
    expect(pull.code).toBe(0);
    expect(pull.stdout).toContain('works [unverified]');
    expect(pull.stderr).toContain(`handoff ${returned} is damaged: no brief.md; the question below is taken from handoff.json`);
  });

  it('a return file and the brief both damaged: show names both in one message', () => {
    const { w, repo, returned } = setup();
    rmSync(path.join(w.home, returned, 'brief.md'));
    writeFileSync(path.join(w.home, returned, 'return-1.json'), '{ not json');
    const show = w.run(['show', returned, '--json'], { cwd: repo });
    expect(show.code).toBe(1);
    expect(json(show).error.message).toBe(`handoff ${returned} is damaged: no brief.md; return-1.json is not valid JSON`);
  });

  it('prune leaves damaged entries alone and still prunes the rest', () => {
    const { w, repo, good, victim } = setup();
    writeFileSync(path.join(w.home, victim, 'handoff.json'), 'not json');
    expect(w.run(['close', good], { cwd: repo }).code).toBe(0);
    const r = w.run(['prune', '--older-than', '0m', '--json'], { cwd: repo });
    expect(r.code).toBe(0);
    expect(json(r).removed.map((x: { id: string }) => x.id)).toEqual([good]);
    expect(storeFiles(w.home).some((f) => f.startsWith(victim + '/'))).toBe(true);
  });

  it('a return to a damaged handoff exits 1 and writes nothing', () => {
    const { w, repo, victim } = setup();
    writeFileSync(path.join(w.home, victim, 'handoff.json'), 'not json');
    const before = storeFiles(w.home);
    const r = w.run(['return', victim, '--outcome', 'abandoned', '--no-input'], { cwd: repo });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('is damaged');
    expect(storeFiles(w.home)).toEqual(before);
  });
});
