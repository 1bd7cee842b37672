// Lifecycle: returning to closed and superseded handoffs, close, superseding and the similar-title
// warning, list filters, prune's rules.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanup, cutBrief, git, gitRepo, json, storeFiles, world } from '../helpers/return-cli.js';

afterAll(cleanup);

const RETURN = ['--outcome', 'answered', '--finding', 'a finding [unverified]', '--no-input'];

describe('returning to a closed or superseded handoff', () => {
  it('a closed one refuses (exit 2, nothing written, who closed it and when); --force records it and reopens it', () => {
    const w = world();
    const repo = gitRepo();
    const id = cutBrief(w, repo);
    const close = w.run(['close', id, '--reason', 'fixed on main already', '--json'], { cwd: repo });
    expect(json(close)).toMatchObject({ id, status: 'closed', closed: true, reason: 'fixed on main already' });
    const before = storeFiles(w.home);
    const r = w.run(['return', id, ...RETURN], { cwd: repo });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`handoff ${id} was closed by hand at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC \\(fixed on main already\\)`));
    expect(r.stderr).toContain('--force');
    expect(storeFiles(w.home)).toEqual(before);

    const forced = w.run(['return', id, ...RETURN, '--force', '--json'], { cwd: repo });
    expect(forced.code, forced.stderr).toBe(0);
    expect(json(forced)).toMatchObject({ n: 1, status: 'returned', reopened: true });
    // Reopened: the origin sees it in the inbox, the close stays on record, and pull closes it again.
    expect(json(w.run(['inbox', '--json'], { cwd: repo })).inbox.map((i: { id: string }) => i.id)).toEqual([id]);
    expect(existsSync(path.join(w.home, id, 'closed-1.json'))).toBe(true);
    const pull = json(w.run(['pull', id, '--json'], { cwd: repo }));
    expect(pull).toMatchObject({ pulled: [1], closed: true, status: 'closed' });
  });

  it('a superseded one refuses and names the newer one; both link to each other', () => {
    const w = world();
    const repo = gitRepo();
    const old = cutBrief(w, repo, [], 'Parser split, first try');
    const newer = cutBrief(w, repo, ['--supersedes', old], 'Parser split by module');
    const r = w.run(['return', old, ...RETURN], { cwd: repo });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`is superseded by ${newer}`);
    const oldShow = json(w.run(['show', old, '--json'], { cwd: repo }));
    expect(oldShow.status).toBe('superseded');
    expect(oldShow.events.superseded).toMatchObject({ by: newer });
    const newShow = json(w.run(['show', newer, '--json'], { cwd: repo }));
    expect(newShow.record.supersedes).toBe(old);
    expect(newShow.brief.markdown).toContain(`**Supersedes:** \`${old}\``);
    expect(w.run(['show', old], { cwd: repo }).stdout).toContain(`Superseded by: ${newer}`);
    expect(w.run(['return', old, ...RETURN, '--force'], { cwd: repo }).code).toBe(0);
  });
});

describe('the similar-title warning of handoff new', () => {
  it('names an open handoff of the same repo and branch with a close title, and only that', () => {
    const w = world();
    const repo = gitRepo();
    const first = cutBrief(w, repo, [], 'Login test flakes');
    const cut = (title: string, cwd = repo) =>
      w.run(['new', 'task', '--title', title, '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], { cwd });

    const similar = cut('Fix the flaky login test');
    expect(similar.code).toBe(0);
    expect(similar.stderr).toContain(`similar title: ${first} "Login test flakes"`);
    expect(similar.stderr).toContain(`--supersedes ${first}`);
    expect(json(similar).supersedes).toBeNull(); // a warning, not a decision

    expect(cut('Signup page is slow').stderr).not.toContain('similar title');

    // Another branch: not the same line of work.
    git(repo, 'checkout', '-q', '-b', 'other');
    expect(cut('Login test flakes again').stderr).not.toContain('similar title');
    git(repo, 'checkout', '-q', 'main');

    // Closed ones are history.
    const repo2 = gitRepo();
    const c = cutBrief(w, repo2, [], 'Cache key ignores locale');
    w.run(['close', c], { cwd: repo2 });
    expect(cut('Cache key ignores the locale', repo2).stderr).not.toContain('similar title');

    // With --supersedes given there is nothing to warn about.
    const explicit = w.run(['new', 'task', '--title', 'Login tests flake', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--supersedes', first, '--no-input', '--json'], { cwd: repo });
    expect(explicit.stderr).not.toContain(`similar title: ${first}`);
    expect(json(explicit).supersedes).toBe(first);

    // A title cut many times: the newest three are named, the rest counted, and --supersedes names the newest.
    for (let i = 0; i < 4; i++) expect(cut('Login test flakes').code).toBe(0);
    const many = cut('Login test flakes');
    const named = [...many.stderr.matchAll(/similar title: (\S+) /g)].map((m) => m[1]!);
    expect(named).toHaveLength(3);
    expect(many.stderr).toMatch(/and [1-9]\d* more with a similar title \(see: .*list\)/);
    expect(named).toContain(/--supersedes (\S+)/.exec(many.stderr)![1]);
  });
});

describe('close', () => {
  it('closing twice leaves the first close standing (exit 0); an unpulled return is mentioned', () => {
    const w = world();
    const repo = gitRepo();
    const id = cutBrief(w, repo);
    expect(w.run(['return', id, ...RETURN], { cwd: repo }).code).toBe(0);
    const first = w.run(['close', id, '--reason', 'not needed'], { cwd: repo });
    expect(first.code).toBe(0);
    expect(first.stderr).toContain('1 return was never pulled; it stays');
    const again = w.run(['close', id, '--reason', 'other', '--json'], { cwd: repo });
    expect(again.code).toBe(0);
    expect(json(again)).toMatchObject({ closed: false, alreadyClosed: true, reason: 'not needed' });
    expect(JSON.parse(readFileSync(path.join(w.home, id, 'closed.json'), 'utf8')).reason).toBe('not needed');
    expect(json(w.run(['inbox', '--json'], { cwd: repo })).inbox).toEqual([]);
  });
});

describe('list', () => {
  it('filters by status, kind and repo; newest first; a bad status is a usage error', () => {
    const w = world();
    const repo = gitRepo();
    const other = gitRepo();
    const a = cutBrief(w, repo, [], 'First one');
    const b = cutBrief(w, repo, [], 'Second one');
    const c = cutBrief(w, other, [], 'In another repo');
    expect(w.run(['return', b, ...RETURN], { cwd: repo }).code).toBe(0);
    expect(w.run(['close', a], { cwd: repo }).code).toBe(0);
    const ids = (args: string[], cwd = repo) => json(w.run([...args, '--json'], { cwd })).handoffs.map((h: { id: string }) => h.id);

    expect(ids(['list'])).toEqual([c, b]);
    expect(ids(['list', '--status', 'all'])).toEqual([c, b, a]);
    expect(ids(['list', '--status', 'returned'])).toEqual([b]);
    expect(ids(['list', '--status', 'closed'])).toEqual([a]);
    expect(ids(['list', '--here'])).toEqual([b]);
    expect(ids(['list', '--here', '--status', 'all'], other)).toEqual([c]);
    expect(ids(['list', '--kind', 'bug'])).toEqual([]);
    expect(ids(['list', '--kind', 'task', '--status', 'all'])).toHaveLength(3);

    const bad = w.run(['list', '--status', 'pulled'], { cwd: repo });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('expected open, returned, closed, superseded, all');
    const empty = w.run(['list', '--kind', 'bug'], { cwd: repo });
    expect(empty.code).toBe(0);
    expect(empty.stdout).toBe('');
    expect(empty.stderr).toContain('No handoffs');
  });

  it('inbox is scoped to this repo unless --all, and an empty inbox says so and exits 0', () => {
    const w = world();
    const repo = gitRepo();
    const other = gitRepo();
    const id = cutBrief(w, other);
    expect(w.run(['return', id, ...RETURN], { cwd: repo }).code).toBe(0);
    const here = w.run(['inbox'], { cwd: repo });
    expect(here.code).toBe(0);
    expect(here.stdout).toBe('');
    expect(here.stderr).toContain('Inbox empty');
    expect(here.stderr).toContain('--all');
    expect(json(w.run(['inbox', '--all', '--json'], { cwd: repo })).inbox.map((i: { id: string }) => i.id)).toEqual([id]);
    expect(json(w.run(['inbox', '--json'], { cwd: other })).inbox.map((i: { id: string }) => i.id)).toEqual([id]);
  });
});

describe('prune', () => {
  /** Backdate an event or the record, as if time had passed. */
  function backdate(file: string, key: string, days: number) {
    const v = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...v, [key]: new Date(Date.now() - days * 86_400_000).toISOString() }));
  }

  it('removes closed and superseded handoffs older than the age, never open or returned ones', () => {
    const w = world();
    const repo = gitRepo();
    const open = cutBrief(w, repo, [], 'Old but open');
    const returned = cutBrief(w, repo, [], 'Old and returned');
    const closedOld = cutBrief(w, repo, [], 'Closed long ago');
    const closedNew = cutBrief(w, repo, [], 'Closed just now');
    const supersededOld = cutBrief(w, repo, [], 'Superseded long ago');
    cutBrief(w, repo, ['--supersedes', supersededOld], 'Its replacement');
    expect(w.run(['return', returned, ...RETURN], { cwd: repo }).code).toBe(0);
    for (const id of [closedOld, closedNew]) expect(w.run(['close', id], { cwd: repo }).code).toBe(0);
    for (const id of [open, returned, closedOld, closedNew, supersededOld]) backdate(path.join(w.home, id, 'handoff.json'), 'created', 40);
    backdate(path.join(w.home, closedOld, 'closed.json'), 'at', 15);
    backdate(path.join(w.home, supersededOld, 'superseded.json'), 'at', 15);

    const dry = json(w.run(['prune', '--dry-run', '--json'], { cwd: repo }));
    expect(dry.dryRun).toBe(true);
    expect(dry.removed.map((r: { id: string }) => r.id).sort()).toEqual([closedOld, supersededOld].sort());
    expect(existsSync(path.join(w.home, closedOld))).toBe(true);

    const r = w.run(['prune'], { cwd: repo });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`removed  closed`);
    expect(r.stdout).toContain(closedOld);
    expect(r.stdout).toContain(supersededOld);
    for (const id of [closedOld, supersededOld]) expect(existsSync(path.join(w.home, id))).toBe(false);
    for (const id of [open, returned, closedNew]) expect(existsSync(path.join(w.home, id))).toBe(true);

    // A shorter age takes the recent one too; open and returned still stay.
    expect(json(w.run(['prune', '--older-than', '30m', '--json'], { cwd: repo })).removed).toEqual([]);
    expect(json(w.run(['prune', '--older-than', '0m', '--json'], { cwd: repo })).removed.map((x: { id: string }) => x.id)).toEqual([closedNew]);
    for (const id of [open, returned]) expect(existsSync(path.join(w.home, id))).toBe(true);
  });

  it('refuses an age it cannot read (exit 2) and removes nothing', () => {
    const w = world();
    const repo = gitRepo();
    const id = cutBrief(w, repo);
    w.run(['close', id], { cwd: repo });
    for (const bad of ['14', '1mo', 'soon', '-1d']) {
      const r = w.run(['prune', '--older-than', bad], { cwd: repo });
      expect(r.code, bad).toBe(2);
      expect(r.stderr).toContain('30m (minutes), 12h (hours), 14d (days) or 2w (weeks)');
    }
    expect(existsSync(path.join(w.home, id))).toBe(true);
  });
});
