// The way back as text (brief/way-back.ts), how printed commands name the tool (io/invocation.ts), and the
// name a return gets on a git remote (share/sync.ts returnKey).

import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { plainGitReturn, publishedBrief, renderWhereToWork, returnSlots, sharedWhereToWork, worktreeDir } from '../../src/brief/way-back.js';
import { commandPrefix, invocation, onPath } from '../../src/io/invocation.js';
import { tempStoreDir } from '../../src/store/location.js';
import { returnKey } from '../../src/share/sync.js';

const dirs: string[] = [];
const tmp = () => {
  const d = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-wayback-')));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const SHA = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);
const facts = { id: 'task-x-abcd', command: 'handoff', share: null, repo: '/work/app', head: HEAD, snapshot: null };

describe('Where to work as sent to a remote (sharedWhereToWork)', () => {
  const sent = { ...facts, share: 'origin', branch: 'main' };
  it('keeps the form of the section written (review with its base, carried on in place, own worktree) and names only what is sent', () => {
    const review = renderWhereToWork({ ...facts, review: { base: 'c'.repeat(40) }, snapshot: { sha: SHA, files: 1 } })!;
    const r = sharedWhereToWork(review, { ...sent, snapshot: null, withheld: { files: 1 } })!;
    expect(r).toContain(`git diff ${'c'.repeat(40)}...${HEAD}`);
    expect(r).toContain('its uncommitted work, 1 file, was not sent with this brief');
    expect(r).not.toContain(SHA);
    const inPlace = renderWhereToWork({ ...facts, inPlace: { branch: 'main', snapshotRef: 'refs/handoff-snapshots/task-x-abcd' }, snapshot: { sha: SHA, files: 2 } })!;
    const p = sharedWhereToWork(inPlace, { ...sent, snapshot: null, withheld: { files: 2 } })!;
    expect(p).toContain('Carry the work on where the origin left it');
    expect(p).not.toContain('refs/handoff-snapshots');
    expect(p).not.toContain(SHA);
    const own = sharedWhereToWork(renderWhereToWork({ ...facts, snapshot: { sha: SHA, files: 2 } })!, { ...sent, snapshot: { sha: SHA, files: 2 } })!;
    expect(own).toContain(`${SHA.slice(0, 12)} && cd ../app-task-x-abcd && git reset -q HEAD~1`);
    expect(own).toContain('`handoff sync origin`');
  });

  it('publishedBrief replaces the Where to work right before Return, and only that one', () => {
    const md = '# T\n\n## Context\n\n```\n## Where to work\n```\n\n## Where to work\n\nold\n\n## Return\n\nx\n';
    expect(publishedBrief(md, 'R', {}, (old) => `new, was ${old}`)).toBe('# T\n\n## Context\n\n```\n## Where to work\n```\n\n## Where to work\n\nnew, was old\n\n## Return\n\nR\n');
  });
});

describe('Where to work', () => {
  it('a dirty tree: a worktree on handoff/<id> from the snapshot, the changes left uncommitted', () => {
    const md = renderWhereToWork({ ...facts, snapshot: { sha: SHA, files: 2 } })!;
    expect(md).toContain('uncommitted work (2 files, untracked ones included)');
    expect(md).toContain(`git worktree add -b handoff/task-x-abcd ../app-task-x-abcd ${SHA.slice(0, 12)} && cd ../app-task-x-abcd && git reset -q HEAD~1`);
    expect(md).not.toContain('handoff sync');
  });

  it('a clean tree says so and starts from HEAD; a shared one says how another clone gets the commits', () => {
    const md = renderWhereToWork({ ...facts, share: 'origin' })!;
    expect(md).toContain("Nothing was left uncommitted. Work in your own worktree");
    expect(md).toContain(`git worktree add -b handoff/task-x-abcd ../app-task-x-abcd ${HEAD.slice(0, 12)} && cd ../app-task-x-abcd\n`);
    expect(md).toContain('`handoff sync origin`');
  });

  it('a review: read-only, the diff and a detached worktree', () => {
    const md = renderWhereToWork({ ...facts, review: { base: 'main' }, snapshot: { sha: SHA, files: 1 } })!;
    expect(md).toMatch(/^Read-only/);
    expect(md).toContain(`git diff main...${SHA}\ngit worktree add --detach ../app-task-x-abcd-review ${SHA}`);
    expect(md).not.toContain('-b handoff/');
  });

  it('outside a repo, or before the first commit, there is no section; odd folder names are quoted', () => {
    expect(renderWhereToWork({ ...facts, repo: null })).toBeNull();
    expect(renderWhereToWork({ ...facts, head: null })).toBeNull();
    expect(worktreeDir({ id: 'i', repo: "/x/it's" })).toBe("../it's-i");
    expect(renderWhereToWork({ ...facts, repo: "/x/it's" })).toContain(`'../it'\\''s-task-x-abcd'`);
  });
});

describe('the Return slots', () => {
  it('the command, and for a shared handoff the clone way back and the plain-git text', () => {
    expect(returnSlots({ id: 'i-abcd', command: 'handoff', share: null })).toEqual({ handoff: 'handoff', shared: '' });
    const s = returnSlots({ id: 'i-abcd', command: "HANDOFF_HOME=/s node '/a b/cli.js'", share: 'up' });
    expect(s.handoff).toBe("HANDOFF_HOME=/s node '/a b/cli.js'");
    expect(s.shared).toContain('    handoff sync up && handoff return i-abcd --body FILE');
    expect(s.shared).toContain(plainGitReturn('i-abcd', 'up'));
    expect(plainGitReturn('i-abcd', 'up')).toContain('git push -q up HEAD:refs/handoffs/i-abcd ||');
  });

  it('publishedBrief renders the last Return section again, and leaves a brief without one alone', () => {
    const md = '# T\n\n## First step\n\nf\n\n## Return\n\nold {{x}}\n';
    expect(publishedBrief(md, 'run {{handoff}} return {{id}}\n{{shared}}', { handoff: 'h', id: 'i', shared: 'S' })).toBe('# T\n\n## First step\n\nf\n\n## Return\n\nrun h return i\nS\n');
    expect(publishedBrief('# T\n\n## First step\n', 'x', {})).toBe('# T\n\n## First step\n');
  });
});

describe('invocation', () => {
  it('"handoff" only when that name on PATH is this installation; npm\'s node_modules/.bin folders do not count', () => {
    const bin = join(tmp(), 'pkg', 'dist', 'cli.js');
    mkdirSync(join(bin, '..'), { recursive: true });
    writeFileSync(bin, '#!/usr/bin/env node\n');
    chmodSync(bin, 0o755);
    const global = tmp();
    symlinkSync(bin, join(global, 'handoff'));
    const npmBin = join(tmp(), 'node_modules', '.bin');
    mkdirSync(npmBin, { recursive: true });
    symlinkSync(bin, join(npmBin, 'handoff'));
    const PATH = process.env.PATH ?? '';
    expect(invocation({ PATH: `${global}${delimiter}${PATH}` }, bin)).toBe('handoff');
    expect(onPath('handoff', { PATH: npmBin })).toBeNull();
    const abs = invocation({ PATH: `${npmBin}${delimiter}${PATH}` }, bin);
    expect(abs.endsWith(` ${bin}`)).toBe(true);
    // Another installation named handoff is not this one.
    const other = tmp();
    writeFileSync(join(other, 'handoff'), '#!/bin/sh\n', { mode: 0o755 });
    expect(invocation({ PATH: `${other}${delimiter}${PATH}` }, bin)).not.toBe('handoff');
  });

  it('names the store, the temp default too (a receiver with another TMPDIR has another default)', () => {
    expect(commandPrefix({ PATH: '' }, tempStoreDir(), '/x/cli.js')).toMatch(new RegExp(`^HANDOFF_HOME=${tempStoreDir().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} \\S+ /x/cli\\.js$`));
    expect(commandPrefix({ PATH: '' }, '/repo/.git/handoffs', '/x/cli.js')).toMatch(/^HANDOFF_HOME=\/repo\/\.git\/handoffs \S+ \/x\/cli\.js$/);
    expect(commandPrefix({ PATH: '' }, '/my store', '/x/cli.js')).toMatch(/^HANDOFF_HOME='\/my store' /);
  });
});

describe('returnKey', () => {
  it('the same return has the same key wherever it is numbered; an imported one keeps the key it came with', () => {
    const rec = { schema: 1, id: 'i', n: 1, created: '2026-01-01T00:00:00.000Z', answers: { outcome: 'answered' } };
    const k = returnKey(JSON.stringify(rec));
    expect(k).toMatch(/^r-[0-9a-f]{24}$/);
    expect(returnKey(JSON.stringify({ ...rec, n: 7 }))).toBe(k);
    expect(returnKey(JSON.stringify({ ...rec, n: 7, shared: 'git-17-3' }))).toBe('git-17-3');
    expect(returnKey(JSON.stringify({ ...rec, created: '2026-01-01T00:00:00.001Z' }))).not.toBe(k);
  });
});
