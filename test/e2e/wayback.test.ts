// The way back from anywhere (issue 9), each case by the commands the tool itself printed or wrote into
// the brief: a new terminal in another folder without handoff on PATH or HANDOFF_HOME; the origin's
// uncommitted work in the receiver's own worktree; other machines through a git remote (two clones with
// their own HOME and HANDOFF_HOME, a clone with plain git only, eight clones returning at once); and no
// secret ever reaching the remote.

import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { delimiter, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliEnv, freshHome, git, makeRepo, runCli, tempDir } from '../helpers/e2e.js';

const TASK = ['--why', 'The side task needs its own session', '--deliver', 'A finding with evidence', '--first-step', 'Read the code', '--no-input', '--no-copy'];
const FINDINGS = '## Outcome\n\nanswered — the cache key ignores the locale\n\n## Non-obvious findings\n\n- cache.ts keys by path only [verified: a failing test]\n';

/** PATH without any folder that holds a `handoff`: a new terminal on a machine where it is not installed. */
const pathWithoutHandoff = () => (process.env.PATH ?? '').split(delimiter).filter((d) => d && !existsSync(join(d, 'handoff'))).join(delimiter);

/** Run a shell snippet as a person pastes it into a new terminal: only PATH and HOME (and git's identity). */
function sh(script: string, cwd: string, env: NodeJS.ProcessEnv = {}) {
  const r = spawnSync('sh', ['-c', script], { cwd, env: { PATH: pathWithoutHandoff(), HOME: tempDir('handoff-term-'), ...env }, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The first ```sh block after `marker` in a brief. */
function shBlock(md: string, marker: string): string {
  const from = md.indexOf(marker);
  expect(from, `no "${marker}" in the brief`).toBeGreaterThanOrEqual(0);
  return /```sh\n([\s\S]*?)```/.exec(md.slice(from))![1]!;
}

/** Every file under a folder (not .git) with its content: "does the worktree equal the origin's tree?" */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      if (name === '.git') continue;
      const p = join(d, name);
      if (lstatSync(p).isDirectory()) walk(p);
      else out[relative(dir, p)] = readFileSync(p, 'utf8');
    }
  };
  walk(dir);
  return out;
}

async function handoff(args: string[], cwd: string, env: NodeJS.ProcessEnv, timeoutMs = 60_000) {
  const r = await runCli(args, { cwd, env, timeoutMs });
  return { ...r, json: () => JSON.parse(r.stdout) };
}

describe('a new terminal in any folder', () => {
  it("the brief's Return command, run as written from another folder without handoff on PATH or HANDOFF_HOME, records the return", async () => {
    const repo = makeRepo({ 'src/cache.ts': 'export const cache = new Map();\n' });
    const env = cliEnv(freshHome());
    delete env.HANDOFF_HOME; // the repo's own store, in git's common directory
    expect((await handoff(['init'], repo, env)).code).toBe(0);
    const made = (await handoff(['new', 'task', '--title', 'Locale cache', ...TASK, '--json'], repo, env)).json();
    const md = readFileSync(made.brief, 'utf8');
    const command = /^ {4}(.+ return \S+ --body FILE)$/m.exec(md.slice(md.indexOf('## Return')))![1]!;
    expect(command).toContain(`HANDOFF_HOME=${join(repo, '.git', 'handoffs')} `); // names the store: not the default
    const elsewhere = tempDir('handoff-elsewhere-');
    writeFileSync(join(elsewhere, 'findings.md'), FINDINGS);
    const r = sh(command.replace('FILE', 'findings.md'), elsewhere);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('Recorded return 1');
    const inbox = (await handoff(['inbox', '--json'], repo, env)).json();
    expect(inbox.inbox.map((i: { id: string }) => i.id)).toEqual([made.id]);
  });

  it('start lines cd into the repo root first, quoted for the shell', async () => {
    const repo = join(tempDir('handoff-odd-'), "it's a repo");
    mkdirSync(repo);
    git(repo, 'init', '-q', '-b', 'main');
    writeFileSync(join(repo, 'a.txt'), 'a\n');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'a');
    const home = freshHome();
    const env = cliEnv(home);
    const made = (await handoff(['new', 'task', '--title', 'Quoted', ...TASK, '--json'], repo, env)).json();
    const start = (await handoff(['start', made.id, '--to', 'claude', '--json'], tempDir(), env)).json();
    const line: string = start.agents[0].line;
    expect(line.startsWith(`cd '${repo.replace(/'/g, `'\\''`)}' && claude "$(cat `)).toBe(true);
    // Run with a fake claude that prints where it runs.
    const bin = tempDir('handoff-bin-');
    writeFileSync(join(bin, 'claude'), '#!/bin/sh\npwd\n', { mode: 0o755 });
    const r = sh(line, tempDir(), { PATH: `${bin}${delimiter}${pathWithoutHandoff()}` });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe(repo);
  });
});

describe('the snapshot and "Where to work"', () => {
  it("gives a worktree whose files equal the origin's working tree, and leaves the origin's status, index and stash list alone", async () => {
    const repo = makeRepo({ 'src/a.ts': 'export const a = 1;\n', 'README.md': '# r\n' });
    writeFileSync(join(repo, 'src/a.ts'), 'export const a = 2;\n'); // same size, same second: racy for git's stat cache
    writeFileSync(join(repo, 'notes.md'), 'an untracked note\n');
    writeFileSync(join(repo, 'README.md'), '# r, staged\n');
    git(repo, 'add', 'README.md');
    const before = { status: git(repo, 'status', '--porcelain=v2'), index: git(repo, 'ls-files', '-s'), stash: git(repo, 'stash', 'list'), refs: git(repo, 'for-each-ref') };
    const env = cliEnv(freshHome());
    const r = await handoff(['new', 'task', '--title', 'Dirty tree', ...TASK, '--json'], repo, env);
    expect(r.code, r.stderr).toBe(0);
    const made = r.json();
    expect(made.snapshot.files.sort()).toEqual(['README.md', 'notes.md', 'src/a.ts']);
    const record = JSON.parse(readFileSync(made.json, 'utf8'));
    expect(record.snapshot).toMatchObject({ sha: made.snapshot.sha, ref: `refs/handoff-snapshots/${made.id}`, files: 3 });
    expect(git(repo, 'rev-parse', `refs/handoff-snapshots/${made.id}`)).toBe(made.snapshot.sha);
    // The origin is as it was (but for the snapshot's own ref).
    expect(git(repo, 'status', '--porcelain=v2')).toBe(before.status);
    expect(git(repo, 'ls-files', '-s')).toBe(before.index);
    expect(git(repo, 'stash', 'list')).toBe(before.stash);
    expect(git(repo, 'for-each-ref').replace(/^.*refs\/handoff-snapshots\/.*\n?/m, '')).toBe(before.refs);

    const md = readFileSync(made.brief, 'utf8');
    expect(md).toContain('## Where to work');
    const cmd = shBlock(md, '## Where to work');
    const r2 = sh(cmd, repo, { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' });
    expect(r2.code, r2.stderr).toBe(0);
    const wt = join(repo, '..', `${repo.split('/').pop()}-${made.id}`);
    expect(tree(wt)).toEqual(tree(repo));
    // On its own branch, at the origin's HEAD, with the changes still uncommitted.
    expect(git(wt, 'rev-parse', '--abbrev-ref', 'HEAD')).toBe(`handoff/${made.id}`);
    expect(git(wt, 'rev-parse', 'HEAD')).toBe(git(repo, 'rev-parse', 'HEAD'));
    expect(git(wt, 'status', '--porcelain')).toContain('?? notes.md');
    expect(git(repo, 'status', '--porcelain=v2')).toBe(before.status);
  });

  it('fan-out (--expect 2): each receiver running the same Where to work gets its own worktree and branch; another clone fetches the snapshot first', async () => {
    const repo = makeRepo({ 'a.ts': 'a\n' });
    writeFileSync(join(repo, 'a.ts'), 'work in progress\n');
    const env = cliEnv(freshHome());
    const made = (await handoff(['new', 'task', '--title', 'Two at once', ...TASK, '--expect', '2', '--json'], repo, env)).json();
    const md = readFileSync(made.brief, 'utf8');
    const cmd = shBlock(md, '## Where to work');
    const gitEnv = { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
    const one = sh(`${cmd}\npwd`, repo, gitEnv);
    const two = sh(`${cmd}\npwd`, repo, gitEnv);
    expect(one.code, one.stderr).toBe(0);
    expect(two.code, two.stderr).toBe(0);
    const [d1, d2] = [one.stdout.trim().split('\n').pop()!, two.stdout.trim().split('\n').pop()!];
    expect(d1).not.toBe(d2);
    for (const d of [d1, d2]) {
      expect(readFileSync(join(d, 'a.ts'), 'utf8')).toBe('work in progress\n');
      expect(git(d, 'rev-parse', '--abbrev-ref', 'HEAD')).toMatch(new RegExp(`^handoff/${made.id}-\\d+$`));
    }
    // Another clone on this machine (not shared): the brief's fetch line brings the snapshot, then the same command works.
    const clone = join(tempDir('handoff-clone-'), 'other');
    git(repo, 'clone', '-q', '--no-local', repo, clone);
    const fetch = /fetch it first: `(git fetch .+?)`\./.exec(md)![1]!;
    const there = sh(`${fetch} && ${cmd}`, clone, gitEnv);
    expect(there.code, there.stderr).toBe(0);
  });

  it('a large file in the snapshot is named (it is now in .git too): on stderr and in --json', async () => {
    const repo = makeRepo({ 'a.ts': 'a\n' });
    writeFileSync(join(repo, 'big.bin'), Buffer.alloc(6 * 1024 * 1024, 1));
    writeFileSync(join(repo, 'small.txt'), 'small\n');
    const env = cliEnv(freshHome());
    const made = (await handoff(['new', 'task', '--title', 'Big file', ...TASK, '--json'], repo, env)).json();
    expect(made.snapshot.large).toEqual([{ path: 'big.bin', bytes: 6 * 1024 * 1024 }]);
    const human = await handoff(['new', 'task', '--title', 'Big file again', ...TASK], repo, env);
    expect(human.stderr).toContain('large files in it, now also in .git: big.bin (6.0 MB); if they do not belong, add them to .gitignore');
  });

  it('a brief refused for a missing answer writes nothing, in the store or in git: no snapshot objects, no ref', async () => {
    const repo = makeRepo({ 'a.ts': 'a\n' });
    writeFileSync(join(repo, 'a.ts'), 'changed\n');
    writeFileSync(join(repo, 'new-file.ts'), 'untracked\n');
    const env = cliEnv(freshHome());
    const objects = () => git(repo, 'count-objects');
    const before = objects();
    const r = await handoff(['new', 'task', '--title', 'No why', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], repo, env);
    expect(r.code).toBe(2);
    expect(objects()).toBe(before);
    expect(git(repo, 'for-each-ref', 'refs/handoff-snapshots/')).toBe('');
  });

  it('a brief refused by lint (exit 3) leaves nothing in git either: no objects, no quarantine folder, no ref; the one written keeps all of its objects', async () => {
    const repo = makeRepo({ 'a.ts': 'a\n' });
    writeFileSync(join(repo, 'a.ts'), 'changed\n');
    writeFileSync(join(repo, 'new-file.ts'), 'untracked\n');
    mkdirSync(join(repo, 'dir'));
    writeFileSync(join(repo, 'dir', 'deep.ts'), 'a tree of its own\n');
    const env = cliEnv(freshHome());
    const objects = () => git(repo, 'count-objects', '-v');
    const folders = () => readdirSync(join(repo, '.git', 'objects')).sort();
    const before = [objects(), folders()];
    const r = await handoff(['new', 'task', '--title', 'Slotty', '--why', 'fill {{why}} later', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], repo, env);
    expect(r.code).toBe(3);
    expect([objects(), folders()]).toEqual(before);
    expect(git(repo, 'for-each-ref', 'refs/handoff-snapshots/')).toBe('');
    // Written: the snapshot's commit, trees and blobs are in the repo (fsck finds nothing missing), under its ref.
    const ok = await handoff(['new', 'task', '--title', 'Kept', ...TASK, '--json'], repo, env);
    expect(ok.code, ok.stderr).toBe(0);
    const { sha, ref } = ok.json().snapshot;
    expect(git(repo, 'rev-parse', ref)).toBe(sha);
    expect(git(repo, 'show', `${sha}:dir/deep.ts`)).toBe('a tree of its own');
    expect(spawnSync('git', ['fsck', '--connectivity-only', '--no-dangling'], { cwd: repo, encoding: 'utf8' }).stdout).toBe('');
    expect(folders().filter((f) => f.startsWith('tmp_'))).toEqual([]);
  });

  it('a brief refused while its snapshot is still being taken (a review range git does not know) leaves nothing in git', async () => {
    const repo = makeRepo({ 'a.ts': 'a\n' });
    writeFileSync(join(repo, 'a.ts'), 'changed\n');
    writeFileSync(join(repo, 'new-file.ts'), 'untracked\n');
    const env = cliEnv(freshHome());
    const before = [git(repo, 'count-objects', '-v'), readdirSync(join(repo, '.git', 'objects')).sort()];
    // Refused a few milliseconds after the snapshot started (no terminal: it starts as soon as the answers
    // are in): several runs, since whether it has made its quarantine yet is a matter of timing.
    for (let i = 0; i < 4; i++) {
      const r = await handoff(['new', 'review', '--title', 'Bad range', ...TASK, '--field', 'claims=c', '--field', 'range=nosuch..HEAD', '--json'], repo, env);
      expect(r.code).toBe(2);
      expect(r.json().error.message).toContain('unknown revision or range');
    }
    expect([git(repo, 'count-objects', '-v'), readdirSync(join(repo, '.git', 'objects')).sort()]).toEqual(before);
  });

  it("a shared repo (core.sharedRepository=group): the snapshot's object folders are group-writable, as git makes them", async () => {
    const repo = makeRepo({ 'a.ts': 'a\n' });
    git(repo, 'config', 'core.sharedRepository', 'group');
    for (let i = 0; i < 40; i++) writeFileSync(join(repo, `u${i}.txt`), `untracked ${i}\n`);
    const fanoutNow = () => readdirSync(join(repo, '.git', 'objects')).filter((n) => /^[0-9a-f]{2}$/.test(n));
    const before = new Set(fanoutNow());
    const r = await handoff(['new', 'task', '--title', 'Shared repo', ...TASK, '--json'], repo, cliEnv(freshHome()));
    expect(r.code, r.stderr).toBe(0);
    const fanout = fanoutNow().filter((n) => !before.has(n)); // the folders the snapshot brought
    expect(fanout.length).toBeGreaterThan(10);
    expect(fanout.filter((n) => (lstatSync(join(repo, '.git', 'objects', n)).mode & 0o070) !== 0o070)).toEqual([]);
  });

  it('a file git stores in a pack of its own (past core.bigFileThreshold): refused, no pack stays; written, the pack moves in whole', async () => {
    const repo = makeRepo({ 'a.ts': 'a\n' });
    writeFileSync(join(repo, 'big.bin'), Buffer.alloc(20_000, 7));
    const env = cliEnv(freshHome(), { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'core.bigFileThreshold', GIT_CONFIG_VALUE_0: '1k' });
    const packs = () => readdirSync(join(repo, '.git', 'objects', 'pack')).sort();
    const before = packs();
    const refused = await handoff(['new', 'task', '--title', 'Big', '--why', 'fill {{why}}', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], repo, env);
    expect(refused.code).toBe(3);
    expect(packs()).toEqual(before);
    const ok = await handoff(['new', 'task', '--title', 'Big', ...TASK, '--json'], repo, env);
    expect(ok.code, ok.stderr).toBe(0);
    const added = packs().filter((p) => !before.includes(p));
    expect(added.filter((p) => p.endsWith('.pack')).length).toBe(1);
    expect(added.filter((p) => p.endsWith('.idx')).length).toBe(1);
    expect(git(repo, 'cat-file', '-s', `${ok.json().snapshot.sha}:big.bin`)).toBe('20000');
    expect(spawnSync('git', ['fsck', '--connectivity-only', '--no-dangling'], { cwd: repo, encoding: 'utf8' }).stdout).toBe('');
  });

  it('snapshots in a repo where git knows no committer: the commit is by a stand-in, the origin keeps no identity', async () => {
    const repo = makeRepo({ 'a.ts': 'a\n' });
    writeFileSync(join(repo, 'a.ts'), 'changed\n');
    // user.useConfigOnly: git may not guess one from the host name either (it would on a machine with a domain).
    const env = cliEnv(freshHome(), { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'user.useConfigOnly', GIT_CONFIG_VALUE_0: 'true' });
    for (const k of ['GIT_AUTHOR_NAME', 'GIT_AUTHOR_EMAIL', 'GIT_COMMITTER_NAME', 'GIT_COMMITTER_EMAIL', 'EMAIL']) delete env[k];
    const r = await handoff(['new', 'task', '--title', 'No identity', ...TASK, '--json'], repo, env);
    expect(r.code, r.stderr).toBe(0);
    const made = r.json();
    expect(made.snapshot.files).toEqual(['a.ts']);
    expect(git(repo, 'log', '-1', '--format=%an <%ae>', made.snapshot.sha)).toBe('handoff <handoff@localhost>');
    expect(git(repo, 'show', `${made.snapshot.sha}:a.ts`)).toBe('changed');
    expect(spawnSync('git', ['config', 'user.name'], { cwd: repo, env: { ...env, GIT_CONFIG_GLOBAL: '/dev/null' } }).status).not.toBe(0);
  });

  it('a clean tree needs no snapshot and says so; a review brief is read-only on its range', async () => {
    const repo = makeRepo({ 'a.ts': 'a\n' });
    const env = cliEnv(freshHome());
    const clean = (await handoff(['new', 'task', '--title', 'Clean', ...TASK, '--json'], repo, env)).json();
    expect(clean.snapshot).toBeNull();
    const md = readFileSync(clean.brief, 'utf8');
    expect(md).toContain('Nothing was left uncommitted.');
    expect(git(repo, 'for-each-ref', 'refs/handoff-snapshots/')).toBe('');
    const review = await handoff(['new', 'review', '--title', 'Review it', ...TASK, '--field', 'claims=No behaviour change', '--field', 'range=HEAD~0..HEAD', '--json'], repo, env);
    expect(review.code, review.stderr).toBe(0);
    const rmd = readFileSync(review.json().brief, 'utf8');
    const block = shBlock(rmd, '## Where to work');
    expect(rmd).toContain('Read-only');
    expect(block).toMatch(/^git diff HEAD~0\.\.\.[0-9a-f]{40}\ngit worktree add --detach /);
  });
});

/** A bare remote and its clones, each clone a "machine" with its own HOME and HANDOFF_HOME. */
function remoteWorld() {
  const bare = join(tempDir('handoff-remote-'), 'shared.git');
  git(tempDir(), 'init', '-q', '--bare', '-b', 'main', bare);
  const origin = makeRepo({ 'src/cache.ts': 'export const cache = new Map();\n' });
  git(origin, 'remote', 'add', 'origin', bare);
  git(origin, 'push', '-q', 'origin', 'main');
  const machine = (name: string) => {
    const dir = join(tempDir(`handoff-${name}-`), 'clone');
    git(tempDir(), 'clone', '-q', bare, dir);
    return { dir, env: cliEnv(freshHome()) };
  };
  return { bare, a: { dir: origin, env: cliEnv(freshHome()) }, machine };
}

/** Everything the remote holds, every object's content: "did this string ever reach it?" */
const remoteObjects = (bare: string) => spawnSync('git', ['cat-file', '--batch-all-objects', '--batch'], { cwd: bare, encoding: 'latin1', maxBuffer: 1 << 28 }).stdout;

describe('across machines, on git', () => {
  it('fork with --share on one clone; sync and return on another; sync, inbox and pull on the first; a third returns with plain git', async () => {
    const { bare, a, machine } = remoteWorld();
    writeFileSync(join(a.dir, 'src/cache.ts'), 'export const cache = new Map<string, string>();\n'); // uncommitted work travels too
    const cut = await handoff(['new', 'task', '--title', 'Locale cache', ...TASK, '--share', '--json'], a.dir, a.env);
    expect(cut.code, cut.stderr).toBe(0);
    const { id } = cut.json();
    expect(cut.json().share).toMatchObject({ remote: 'origin', ref: `refs/handoffs/${id}`, shared: true });
    expect(git(bare, 'ls-tree', '-r', '--name-only', `refs/handoffs/${id}`).split('\n')).toEqual(['brief.md', 'handoff.json']);
    expect(git(bare, 'rev-parse', `refs/handoffs/${id}^`)).toBe(cut.json().snapshot.sha); // the snapshot is reachable from it

    // Machine B: sync, then work from the brief it fetched (its Where to work needs the snapshot: it came along).
    const b = machine('b');
    const synced = await handoff(['sync', '--json'], b.dir, b.env);
    expect(synced.code, synced.stderr).toBe(0);
    expect(synced.json()).toMatchObject({ remote: 'origin', fetched: [id], returnsIn: [], returnsOut: [] });
    const shown = await handoff(['show', id, '--json'], b.dir, b.env);
    expect(shown.code, shown.stderr).toBe(0);
    const bBrief = readFileSync(join(b.env.HANDOFF_HOME!, id, 'brief.md'), 'utf8');
    const where = shBlock(bBrief, '## Where to work');
    const wt = sh(where, b.dir, { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' });
    expect(wt.code, wt.stderr).toBe(0);
    const wtDir = /&& cd (\S+)/.exec(where)![1]!;
    expect(readFileSync(join(b.dir, wtDir, 'src/cache.ts'), 'utf8')).toContain('Map<string, string>');
    writeFileSync(join(b.dir, '..', 'findings.md'), FINDINGS);
    const ret = await handoff(['return', id, '--body', join(b.dir, '..', 'findings.md'), '--json'], b.dir, b.env);
    expect(ret.code, ret.stderr).toBe(0);
    expect(ret.json().shared).toEqual({ remote: 'origin', pushed: true });

    // Machine C: no handoff at all; the brief's plain-git text, as written (FILE is its return document).
    const c = machine('c');
    writeFileSync(join(c.dir, '..', 'ret.md'), '## Outcome\n\npartial — only one locale checked\n\n## Non-obvious findings\n\n- de-DE hits the same key as en-US [verified: curl]\n');
    const plain = shBlock(readFileSync(cut.json().brief, 'utf8'), 'plain git does the same');
    // A bare container: no git identity at all. The recipe commits under a stand-in name rather than failing.
    const noIdentity = { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
    // Any step that fails stops the rest and is the recipe's status (here: a remote that is not there).
    const failed = sh(plain.split('FILE').join('../ret.md').split(' origin ').join(' nowhere '), c.dir, noIdentity);
    expect(failed.code).not.toBe(0);
    expect(failed.stdout).not.toContain('returned to');
    const pr = sh(plain.split('FILE').join('../ret.md'), c.dir, noIdentity);
    expect(pr.code, pr.stderr).toBe(0);
    expect(pr.stdout).toContain(`returned to origin refs/handoffs/${id}`);

    // Machine A: sync, inbox, pull: both returns, with their findings.
    const back = await handoff(['sync', '--json'], a.dir, a.env);
    expect(back.code, back.stderr).toBe(0);
    expect(back.json().returnsIn).toHaveLength(2);
    const inbox = (await handoff(['inbox', '--json'], a.dir, a.env)).json();
    expect(inbox.inbox).toEqual([expect.objectContaining({ id, unpulled: 2 })]);
    const pull = await handoff(['pull', id], a.dir, a.env);
    expect(pull.code, pull.stderr).toBe(0);
    expect(pull.stdout).toContain('cache.ts keys by path only [verified: a failing test]');
    expect(pull.stdout).toContain('de-DE hits the same key as en-US [verified: curl]');
    // On B too, after a sync, the handoff is this repo's: inbox and list --here show it with both returns.
    expect((await handoff(['sync', '--json'], b.dir, b.env)).json().returnsIn).toHaveLength(1);
    expect((await handoff(['inbox', '--json'], b.dir, b.env)).json().inbox).toEqual([expect.objectContaining({ id, unpulled: 2 })]);
    expect((await handoff(['list', '--here', '--json'], b.dir, b.env)).json().handoffs.map((h: { id: string }) => h.id)).toEqual([id]);
    // Also from the worktree its Where to work made: another work tree of the clone it was synced into.
    expect((await handoff(['inbox', '--json'], join(b.dir, wtDir), b.env)).json().inbox).toEqual([expect.objectContaining({ id, unpulled: 2 })]);
    // A second sync moves nothing: returns are matched by their name on the remote, never doubled.
    const again = (await handoff(['sync', '--json'], a.dir, a.env)).json();
    expect(again).toMatchObject({ fetched: [], returnsIn: [], returnsOut: [] });
  });

  it('eight clones returning at once: eight returns, none lost', async () => {
    const { a, machine } = remoteWorld();
    git(a.dir, 'config', 'handoff.share', 'origin'); // as `handoff init --share origin` sets it
    const cut = await handoff(['new', 'task', '--title', 'Fan out', ...TASK, '--expect', '8', '--json'], a.dir, a.env);
    expect(cut.code, cut.stderr).toBe(0);
    const { id } = cut.json();
    const clones = Array.from({ length: 8 }, (_, k) => machine(`m${k}`));
    for (const m of clones) expect((await handoff(['sync'], m.dir, m.env)).code).toBe(0);
    const results = await Promise.all(
      clones.map((m, k) => handoff(['return', id, '--no-input', '--json', '--outcome', 'answered', '--answer', `clone ${k}`, '--finding', `clone ${k} saw it [verified: run ${k}]`], m.dir, m.env, 120_000)),
    );
    for (const r of results) {
      expect(r.code, r.stderr).toBe(0);
      expect(r.json().shared).toEqual({ remote: 'origin', pushed: true });
    }
    const back = (await handoff(['sync', '--json'], a.dir, a.env)).json();
    expect(back.returnsIn).toHaveLength(8);
    const pulled = (await handoff(['pull', id, '--json'], a.dir, a.env)).json();
    expect(pulled.returns.map((r: { answer: string }) => r.answer).sort()).toEqual(clones.map((_, k) => `clone ${k}`).sort());
  }, 240_000);

  it('offline, a return is recorded here with a warning, and sync pushes it later', async () => {
    const { bare, a, machine } = remoteWorld();
    const { id } = (await handoff(['new', 'task', '--title', 'Offline', ...TASK, '--share', '--json'], a.dir, a.env)).json();
    const b = machine('b');
    expect((await handoff(['sync'], b.dir, b.env)).code).toBe(0);
    renameSync(bare, `${bare}.away`);
    const ret = await handoff(['return', id, '--no-input', '--json', '--outcome', 'answered', '--answer', 'later', '--finding', 'made offline [unverified]'], b.dir, b.env);
    expect(ret.code, ret.stderr).toBe(0);
    expect(ret.json().shared).toMatchObject({ remote: 'origin', pushed: false });
    expect(ret.stderr).toContain('recorded here but not pushed to origin');
    renameSync(`${bare}.away`, bare);
    const sync = (await handoff(['sync', '--json'], b.dir, b.env)).json();
    expect(sync.returnsOut).toEqual([{ id, key: expect.stringMatching(/^r-[0-9a-f]{24}$/) }]);
    expect((await handoff(['sync', '--json'], a.dir, a.env)).json().returnsIn).toEqual([{ id, n: 1, status: 'returned' }]);
  });

  it('a remote ref that is not a handoff is named and passed over; the rest of the store is untouched', async () => {
    const { a, machine } = remoteWorld();
    git(a.dir, 'push', '-q', 'origin', 'HEAD:refs/handoffs/task-bogus-abcd'); // a code commit, not a handoff tree
    const b = machine('b');
    const r = await handoff(['sync', '--json'], b.dir, b.env);
    expect(r.code, r.stderr).toBe(0);
    expect(r.json()).toMatchObject({ fetched: [], skipped: [{ id: 'task-bogus-abcd', problem: 'it has no brief.md and handoff.json' }] });
    expect(readdirSync(b.env.HANDOFF_HOME!).filter((n) => !n.startsWith('.'))).toEqual([]);
    const human = await handoff(['sync'], b.dir, b.env);
    expect(human.stderr).toContain('skipped refs/handoffs/task-bogus-abcd on origin: it has no brief.md and handoff.json');
  });

  it('a secret in the context or in an uncommitted file never reaches the remote', async () => {
    const { bare, a } = remoteWorld();
    const token = `ghp_${'A1b2C3d4E5f6G7h8I9j0'.repeat(2).slice(0, 36)}`;
    const key = 'AKIAQ3EGRTYUIOPLKJHG';
    writeFileSync(join(a.dir, 'deploy.env'), `AWS_ACCESS_KEY_ID=${key}\n`);
    const cut = await handoff(['new', 'task', '--title', 'Deploy fails', ...TASK, '--context', `The CI token is ${token}`, '--share', '--json'], a.dir, a.env);
    expect(cut.code).toBe(1); // written here, refused for sharing, naming the file
    expect(cut.stderr).toContain('deploy.env');
    const { id } = cut.json();
    expect(cut.json().share).toMatchObject({ shared: false });
    expect(git(bare, 'for-each-ref', 'refs/handoffs/')).toBe('');
    // Without the uncommitted work it can be shared: the brief's copy of the token is redacted.
    const shared = await handoff(['share', id, '--no-snapshot', '--json'], a.dir, a.env);
    expect(shared.code, shared.stderr).toBe(0);
    expect(git(bare, 'for-each-ref', '--format=%(refname)', 'refs/handoffs/')).toBe(`refs/handoffs/${id}`);
    const objects = remoteObjects(bare);
    expect(objects).toContain('[REDACTED:');
    expect(objects).not.toContain(token);
    expect(objects).not.toContain(key);
  });
});

describe('share --no-snapshot: the brief sent names only what was sent', () => {
  it("another clone's brief names no snapshot: its Where to work runs there, from the origin's HEAD, and says the uncommitted work stayed behind", async () => {
    const { bare, a, machine } = remoteWorld();
    writeFileSync(join(a.dir, 'src/cache.ts'), 'export const cache = new Map<string, string>();\n'); // uncommitted, kept here
    const cut = (await handoff(['new', 'task', '--title', 'Locale cache', ...TASK, '--json'], a.dir, a.env)).json();
    const sha: string = cut.snapshot.sha;
    expect(readFileSync(cut.brief, 'utf8')).toContain(sha.slice(0, 12)); // the local brief names it: it is here
    const shared = await handoff(['share', cut.id, '--no-snapshot', '--json'], a.dir, a.env);
    expect(shared.code, shared.stderr).toBe(0);
    expect(shared.json().snapshot).toBeNull();
    expect(remoteObjects(bare)).not.toContain(sha);

    const b = machine('b');
    expect((await handoff(['sync', '--json'], b.dir, b.env)).code).toBe(0);
    const bBrief = readFileSync(join(b.env.HANDOFF_HOME!, cut.id, 'brief.md'), 'utf8');
    expect(bBrief).not.toContain(sha.slice(0, 7));
    expect(bBrief).not.toContain('refs/handoff-snapshots');
    expect(bBrief).toContain('that was not sent with this brief');
    expect(JSON.parse(readFileSync(join(b.env.HANDOFF_HOME!, cut.id, 'handoff.json'), 'utf8')).snapshot).toBeUndefined();
    const where = shBlock(bBrief, '## Where to work');
    const wt = sh(where, b.dir, { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' });
    expect(wt.code, wt.stderr).toBe(0);
    const wtDir = /&& cd (\S+)/.exec(where)![1]!;
    expect(readFileSync(join(b.dir, wtDir, 'src/cache.ts'), 'utf8')).toBe('export const cache = new Map();\n');
    // Its Return section is still the shared one, and the brief keeps one Where to work, right before it.
    expect(bBrief.match(/^## Where to work$/gm)).toHaveLength(1);
    expect(bBrief.indexOf('## Where to work')).toBeLessThan(bBrief.indexOf('## Return'));
    expect(bBrief).toContain(`handoff sync origin && handoff return ${cut.id} --body FILE`);
  });

  it('a session handoff shared without its snapshot does not tell the other clone to fetch refs/handoff-snapshots', async () => {
    const { a, machine } = remoteWorld();
    writeFileSync(join(a.dir, 'notes.md'), 'wip\n');
    const cut = await handoff(['new', 'session', '--title', 'Carry on', '--why', 'context is full', '--deliver', 'the feature', '--field', 'done=the parser', '--field', 'in_progress=the lexer', '--field', 'next_steps=finish the lexer', '--field', 'check=npm test', '--first-step', 'run the tests', '--no-input', '--no-copy', '--json'], a.dir, a.env);
    expect(cut.code, cut.stderr).toBe(0);
    const { id, brief } = cut.json();
    expect(readFileSync(brief, 'utf8')).toContain(`refs/handoff-snapshots/${id}`);
    const shared = await handoff(['share', id, '--no-snapshot'], a.dir, a.env);
    expect(shared.code).toBe(0);
    // The hint for another clone names this installation (not on PATH here), not this clone's store.
    expect(shared.stderr).toMatch(/Another clone fetches it with: \S*node \S+\/dist\/cli\.js sync origin;/);
    const b = machine('b');
    expect((await handoff(['sync'], b.dir, b.env)).code).toBe(0);
    const bBrief = readFileSync(join(b.env.HANDOFF_HOME!, id, 'brief.md'), 'utf8');
    expect(bBrief).not.toContain('refs/handoff-snapshots');
    expect(bBrief).not.toContain('cherry-pick');
    expect(bBrief).toContain('Its uncommitted work (1 file) was not sent with this brief');
  });

  it('shared with the snapshot after it was cut: the brief sent says how another clone gets it (sync), not the origin\'s local path', async () => {
    const { a, machine } = remoteWorld();
    writeFileSync(join(a.dir, 'src/cache.ts'), 'export const cache = new Map<string, string>();\n');
    const cut = (await handoff(['new', 'task', '--title', 'Locale cache', ...TASK, '--json'], a.dir, a.env)).json();
    expect((await handoff(['share', cut.id], a.dir, a.env)).code).toBe(0);
    const b = machine('b');
    expect((await handoff(['sync'], b.dir, b.env)).code).toBe(0);
    const bBrief = readFileSync(join(b.env.HANDOFF_HOME!, cut.id, 'brief.md'), 'utf8');
    expect(bBrief).toContain(cut.snapshot.sha.slice(0, 12));
    expect(bBrief).toContain('`handoff sync origin`');
    const where = shBlock(bBrief, '## Where to work');
    const wt = sh(where, b.dir, { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' });
    expect(wt.code, wt.stderr).toBe(0);
    expect(readFileSync(join(b.dir, /&& cd (\S+)/.exec(where)![1]!, 'src/cache.ts'), 'utf8')).toContain('Map<string, string>');
  });
});

describe('returns that come in through sync', () => {
  it('a return that arrives after the handoff was pulled (closed) here reopens it: sync says so, and inbox shows it', async () => {
    const { a, machine } = remoteWorld();
    const cut = await handoff(['new', 'task', '--title', 'Late return', ...TASK, '--share', '--json'], a.dir, a.env);
    expect(cut.code, cut.stderr).toBe(0);
    const { id } = cut.json();
    const b = machine('b');
    expect((await handoff(['sync'], b.dir, b.env)).code).toBe(0);
    const ret = (answer: string) => handoff(['return', id, '--no-input', '--json', '--outcome', 'answered', '--answer', answer, '--finding', `${answer} [verified: run]`], b.dir, b.env);
    expect((await ret('first look')).code).toBe(0);
    expect((await handoff(['sync'], a.dir, a.env)).code).toBe(0);
    const pulled = await handoff(['pull', id, '--json'], a.dir, a.env);
    expect(pulled.json()).toMatchObject({ status: 'closed', closed: true });

    expect((await ret('second look')).code).toBe(0); // B never saw the close
    const synced = await handoff(['sync'], a.dir, a.env);
    expect(synced.code, synced.stderr).toBe(0);
    expect(synced.stderr).toContain(`handoff: note: reopened ${id}: it was closed here, and a new return came in; it is in the inbox`);
    expect(synced.stderr).not.toContain('is closed here');
    const inbox = (await handoff(['inbox', '--json'], a.dir, a.env)).json();
    expect(inbox.inbox).toEqual([expect.objectContaining({ id, unpulled: 1, answer: 'second look' })]);
    // The close stays on record; pulling the new return closes it again.
    expect(existsSync(join(a.env.HANDOFF_HOME!, id, 'closed-1.json'))).toBe(true);
    const again = (await handoff(['pull', id, '--json'], a.dir, a.env)).json();
    expect(again).toMatchObject({ status: 'closed', pulled: [2] });
  });

  it('syncs running at once in one store import each return once', async () => {
    const { a, machine } = remoteWorld();
    const cut = await handoff(['new', 'task', '--title', 'Racing syncs', ...TASK, '--share', '--expect', '4', '--json'], a.dir, a.env);
    const { id } = cut.json();
    const b = machine('b');
    expect((await handoff(['sync'], b.dir, b.env)).code).toBe(0);
    for (let k = 0; k < 4; k++) {
      const r = await handoff(['return', id, '--no-input', '--outcome', 'answered', '--answer', `look ${k}`, '--finding', `finding ${k} [verified: run]`], b.dir, b.env);
      expect(r.code, r.stderr).toBe(0);
    }
    const syncs = await Promise.all([0, 1, 2, 3].map(() => handoff(['sync', '--json'], a.dir, a.env, 120_000)));
    for (const s of syncs) expect(s.code, s.stderr).toBe(0);
    expect(syncs.flatMap((s) => s.json().returnsIn.map((r: { n: number }) => r.n)).sort()).toEqual([1, 2, 3, 4]);
    const files = readdirSync(join(a.env.HANDOFF_HOME!, id)).filter((f) => /^return-\d+\.md$/.test(f));
    expect(files.sort()).toEqual(['return-1.md', 'return-2.md', 'return-3.md', 'return-4.md']);
    const shown = (await handoff(['show', id, '--json'], a.dir, a.env)).json();
    expect(shown.returns.map((r: { answers: { answer: string } }) => r.answers.answer).sort()).toEqual(['look 0', 'look 1', 'look 2', 'look 3']);
  }, 240_000);
});
