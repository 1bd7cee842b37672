// src/scene against real temporary git repositories (never the user's global config).

import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureAnchor } from '../../src/scene/anchor.js';
import { changedFiles } from '../../src/scene/changes.js';
import { drift, formatDrift } from '../../src/scene/drift.js';
import { BadRevisionError, type GitOptions } from '../../src/scene/git.js';
import { needs } from '../helpers/prereq.js';

const dirs: string[] = [];
let gitConfigGlobal = '';
let ENV: NodeJS.ProcessEnv = {};
let OPTS: GitOptions = {};

beforeAll(async () => {
  const home = await tmp();
  gitConfigGlobal = join(home, 'gitconfig');
  await writeFile(gitConfigGlobal, '');
  ENV = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: gitConfigGlobal };
  // Running inside a git hook sets these; they would point every command at the outer repository.
  for (const k of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_PREFIX', 'GIT_OBJECT_DIRECTORY', 'GIT_COMMON_DIR']) {
    delete ENV[k];
  }
  OPTS = { env: ENV };
});

afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

async function tmp(): Promise<string> {
  const d = await realpath(await mkdtemp(join(tmpdir(), 'scene-')));
  dirs.push(d);
  return d;
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: ENV, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

async function write(dir: string, files: Record<string, string | Buffer>): Promise<void> {
  for (const [rel, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, rel)), { recursive: true });
    await writeFile(join(dir, rel), content);
  }
}

async function repo(branch = 'main'): Promise<string> {
  const d = await tmp();
  git(d, '-c', `init.defaultBranch=${branch}`, 'init', '-q');
  git(d, 'config', 'user.name', 'Scene Test');
  git(d, 'config', 'user.email', 'scene@example.com');
  git(d, 'config', 'commit.gpgsign', 'false');
  return d;
}

async function commit(dir: string, msg: string, files: Record<string, string | Buffer> = {}): Promise<string> {
  await write(dir, files);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '--allow-empty', '-m', msg);
  return git(dir, 'rev-parse', 'HEAD');
}

/** GIT_CEILING_DIRECTORIES keeps git from finding a repository above a temp folder, whatever tmpdir is. */
function outside(dir: string): GitOptions {
  return { env: { ...ENV, GIT_CEILING_DIRECTORIES: dirname(dir) } };
}

describe('captureAnchor', () => {
  it('a clean repo, from the root and from a subfolder (default options)', async () => {
    const d = await repo();
    const head = await commit(d, 'init', { 'a.txt': 'a\n', 'sub/b.txt': 'b\n' });
    const a = await captureAnchor(d, OPTS);
    expect(a).toEqual({
      repo: d,
      branch: 'main',
      detached: false,
      head,
      headShort: git(d, 'rev-parse', '--short', 'HEAD'),
      dirty: [],
      untracked: [],
      cwd: d,
    });
    const fromSub = await captureAnchor(join(d, 'sub'));
    expect(fromSub).toMatchObject({ repo: d, head, cwd: join(d, 'sub') });
    expect(fromSub.note).toBeUndefined();
  });

  it('dirty, staged, renamed and untracked files, with spaces and unicode; ignored ones left out', async () => {
    const d = await repo();
    await commit(d, 'init', { 'a.txt': 'a\n', 'old name.txt': 'x\n', '.gitignore': 'build/\n' });
    await write(d, { 'a.txt': 'changed\n', 'staged ü.txt': 's\n', 'new dir/ünï cödé.md': 'u\n', 'build/out.js': 'x' });
    git(d, 'add', 'staged ü.txt');
    git(d, 'mv', 'old name.txt', 'new name.txt');
    const a = await captureAnchor(join(d, 'new dir'), OPTS);
    expect(a.repo).toBe(d);
    expect([...a.dirty].sort()).toEqual(['a.txt', 'new name.txt', 'old name.txt', 'staged ü.txt']);
    expect(a.untracked).toEqual(['new dir/ünï cödé.md']);
  });

  it('a detached HEAD', async () => {
    const d = await repo();
    const head = await commit(d, 'one');
    await commit(d, 'two');
    git(d, 'checkout', '-q', '--detach', head);
    expect(await captureAnchor(d, OPTS)).toMatchObject({ branch: null, detached: true, head });
  });

  it('a repo with no commits yet', async () => {
    const d = await repo();
    await write(d, { 'a.txt': 'a\n' });
    const a = await captureAnchor(d, OPTS);
    expect(a).toEqual({
      repo: d,
      branch: 'main',
      detached: false,
      head: null,
      headShort: null,
      dirty: [],
      untracked: ['a.txt'],
      note: 'no commits yet',
      cwd: d,
    });
  });

  it('outside any repository', async () => {
    const d = await tmp();
    expect(await captureAnchor(d, outside(d))).toEqual({
      repo: null,
      branch: null,
      detached: false,
      head: null,
      headShort: null,
      dirty: [],
      untracked: [],
      note: 'not a git repository',
      cwd: d,
    });
  });

  it('inside the .git folder counts as outside a work tree', async () => {
    const d = await repo();
    await commit(d, 'init');
    expect(await captureAnchor(join(d, '.git'), OPTS)).toMatchObject({ repo: null, note: 'not a git repository' });
  });

  it('git not installed: PATH without git, or a git binary that does not exist', async () => {
    const d = await repo();
    const empty = await tmp();
    const a = await captureAnchor(d, { env: { ...ENV, PATH: empty } });
    expect(a).toMatchObject({ repo: null, head: null, note: 'git is not installed', cwd: d });
    expect(await captureAnchor(d, { env: ENV, git: join(empty, 'git') })).toMatchObject({ note: 'git is not installed' });
  });

  // Needs root to hand the repository to another user; git then refuses it ("dubious ownership").
  needs('root').it('a repository git refuses to read is a note, not a crash', async () => {
    const d = await repo();
    execFileSync('chown', ['-R', '65534', d]);
    const a = await captureAnchor(d, OPTS);
    expect(a).toMatchObject({ repo: null, head: null });
    expect(a.note).toMatch(/git refused the repository/);
  });

  it('throws for a folder that does not exist (not reported as a missing git)', async () => {
    const d = await tmp();
    await expect(captureAnchor(join(d, 'nope'), OPTS)).rejects.toThrow(/folder does not exist/);
  });
});

describe('changedFiles', () => {
  /** main: base commit; feature: one commit on top, then uncommitted and untracked changes. */
  async function featureRepo() {
    const d = await repo();
    const base = await commit(d, 'base', { 'a.txt': '1\n2\n3\n', 'keep.txt': 'k\n', 'old.txt': 'o\no\no\no\n' });
    git(d, 'checkout', '-q', '-b', 'feature');
    await write(d, { 'a.txt': '1\nTWO\n3\n4\n', 'b.txt': 'b\n' });
    git(d, 'mv', 'old.txt', 'renamed.txt');
    const feat = await commit(d, 'feature work');
    await write(d, {
      'keep.txt': 'k\nmore\n',
      'untracked dir/u ü.txt': 'x\ny\nz',
      'pic.bin': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]),
    });
    return { d, base, feat };
  }

  it('default on a feature branch: commits since the merge-base with main plus the working tree', async () => {
    const { d, base } = await featureRepo();
    const r = await changedFiles(d, undefined, OPTS);
    expect(r.range).toBe(`main...HEAD (merge-base ${base.slice(0, 7)}) plus uncommitted and untracked changes`);
    expect(r.base).toBe(base);
    expect(r.note).toBeUndefined();
    expect(r.files).toEqual([
      { path: 'a.txt', added: 2, deleted: 1, binary: false, status: 'modified' },
      { path: 'b.txt', added: 1, deleted: 0, binary: false, status: 'added' },
      { path: 'keep.txt', added: 1, deleted: 0, binary: false, status: 'modified' },
      { path: 'pic.bin', added: 0, deleted: 0, binary: true, status: 'untracked' },
      { path: 'renamed.txt', from: 'old.txt', added: 0, deleted: 0, binary: false, status: 'renamed' },
      { path: 'untracked dir/u ü.txt', added: 3, deleted: 0, binary: false, status: 'untracked' },
    ]);
    // From a subfolder the paths are still repo-relative and untracked files elsewhere still count.
    await mkdir(join(d, 'sub'));
    const fromSub = await changedFiles(join(d, 'sub'), undefined, OPTS);
    expect(fromSub.files.map((f) => f.path)).toEqual(r.files.map((f) => f.path));
  });

  it('default on main itself: just the working tree', async () => {
    const d = await repo();
    await commit(d, 'one', { 'a.txt': 'a\n' });
    await commit(d, 'two', { 'b.txt': 'b\n' });
    await write(d, { 'a.txt': 'a\nA\n', 'n.txt': '' });
    const r = await changedFiles(d, undefined, OPTS);
    expect(r.range).toBe('uncommitted and untracked changes against HEAD (HEAD is on main)');
    expect(r.files).toEqual([
      { path: 'a.txt', added: 1, deleted: 0, binary: false, status: 'modified' },
      { path: 'n.txt', added: 0, deleted: 0, binary: false, status: 'untracked' },
    ]);
  });

  it('prefers origin/HEAD over main; falls back to master; none at all means the working tree', async () => {
    const d = await repo('master');
    const base = await commit(d, 'base', { 'a.txt': 'a\n' });
    git(d, 'update-ref', 'refs/remotes/origin/trunk', base);
    git(d, 'symbolic-ref', 'refs/remotes/origin/HEAD', 'refs/remotes/origin/trunk');
    git(d, 'checkout', '-q', '-b', 'topic');
    await commit(d, 'topic', { 'a.txt': 'a\nb\n' });
    git(d, 'branch', '-q', '-f', 'master', 'HEAD'); // master would give an empty diff; origin/HEAD must win
    expect((await changedFiles(d, undefined, OPTS)).range).toMatch(/^origin\/trunk\.\.\.HEAD /);
    git(d, 'symbolic-ref', '--delete', 'refs/remotes/origin/HEAD');
    git(d, 'branch', '-q', '-f', 'master', base);
    const r = await changedFiles(d, undefined, OPTS);
    expect(r.range).toMatch(/^master\.\.\.HEAD /);
    expect(r.files.map((f) => f.path)).toEqual(['a.txt']);

    const dev = await repo('dev');
    await commit(dev, 'one', { 'x.txt': 'x\n' });
    await write(dev, { 'y.txt': 'y\n' });
    const n = await changedFiles(dev, undefined, OPTS);
    expect(n.range).toMatch(/no default branch/);
    expect(n.files.map((f) => [f.path, f.status])).toEqual([['y.txt', 'untracked']]);
  });

  it('no commits yet: staged and untracked files, all added', async () => {
    const d = await repo();
    await write(d, { 'staged.txt': 'a\nb\n', 'loose.txt': 'c\n' });
    git(d, 'add', 'staged.txt');
    const r = await changedFiles(d, undefined, OPTS);
    expect(r.range).toMatch(/no commits yet/);
    expect(r.files).toEqual([
      { path: 'loose.txt', added: 1, deleted: 0, binary: false, status: 'untracked' },
      { path: 'staged.txt', added: 2, deleted: 0, binary: false, status: 'added' },
    ]);
  });

  it('an explicit range is that diff and nothing else', async () => {
    const { d, feat } = await featureRepo();
    for (const range of ['main..feature', 'main...HEAD', `${feat}^!`]) {
      const r = await changedFiles(d, range, OPTS);
      expect(r.range).toBe(range);
      expect(r.files.map((f) => [f.path, f.status, f.added, f.deleted])).toEqual([
        ['a.txt', 'modified', 2, 1],
        ['b.txt', 'added', 1, 0],
        ['renamed.txt', 'renamed', 0, 0],
      ]);
    }
  });

  it('main..feature after main moved on: only the branch\'s own commits, nothing main gained shown as deleted', async () => {
    const { d } = await featureRepo();
    git(d, 'checkout', '-q', 'main');
    await commit(d, 'main moves on', { 'mainonly.txt': 'm\n' });
    const r = await changedFiles(d, 'main..feature', OPTS);
    expect(r.files.map((f) => f.path)).toEqual(['a.txt', 'b.txt', 'renamed.txt']);
  });

  it('a single revision is that commit against its first parent; a root commit against the empty tree', async () => {
    const { d, base } = await featureRepo();
    const r = await changedFiles(d, 'HEAD', OPTS);
    expect(r.range).toMatch(/^HEAD \(commit [0-9a-f]{7}, against its first parent\)$/);
    expect(r.base).toBe(base);
    expect(r.files.map((f) => f.path)).toEqual(['a.txt', 'b.txt', 'renamed.txt']);
    const root = await changedFiles(d, base, OPTS);
    expect(root.range).toMatch(/a root commit/);
    expect(root.files.map((f) => [f.path, f.status, f.added])).toEqual([
      ['a.txt', 'added', 3],
      ['keep.txt', 'added', 1],
      ['old.txt', 'added', 4],
    ]);
  });

  it('refuses unknown revisions and option-like ranges', async () => {
    const { d } = await featureRepo();
    await expect(changedFiles(d, 'nope..HEAD', OPTS)).rejects.toThrow(BadRevisionError);
    await expect(changedFiles(d, 'nope', OPTS)).rejects.toThrow(BadRevisionError);
    await expect(changedFiles(d, '--output=/tmp/x', OPTS)).rejects.toThrow(BadRevisionError);
  });

  it('outside a repo or without git: a note, no files', async () => {
    const d = await tmp();
    expect(await changedFiles(d, undefined, outside(d))).toMatchObject({ files: [], note: 'not a git repository' });
    expect(await changedFiles(d, 'HEAD', outside(d))).toMatchObject({ files: [], note: 'not a git repository' });
    const empty = await tmp();
    expect(await changedFiles(d, undefined, { env: { ...ENV, PATH: empty } })).toMatchObject({
      files: [],
      note: 'git is not installed',
    });
  });
});

describe('drift', () => {
  async function anchored(files: Record<string, string> = { 'src/a.ts': 'a\n', 'src/b.ts': 'b\n', 'README.md': 'r\n' }) {
    const d = await repo();
    const c1 = await commit(d, 'one', files);
    const then = await captureAnchor(d, OPTS);
    return { d, c1, then };
  }
  const pointers = ['`src/a.ts:12`', 'src/b.ts:3-4 — the loop', 'https://example.com/x', 'npm test'];

  it('no drift', async () => {
    const { d, then } = await anchored();
    const r = await drift(then, d, pointers, OPTS);
    expect(r).toMatchObject({
      checked: true,
      drifted: false,
      commits: { count: 0, list: [], more: 0 },
      files: [],
      branchSwitch: null,
      rebasedAway: false,
    });
    expect(r.notPaths).toEqual(['https://example.com/x', 'npm test']);
    expect(formatDrift(r)).toBe(`Since the brief was cut: no drift — HEAD is still \`${then.headShort}\` on \`main\`.\n`);
  });

  it('still no drift when the files dirty at the cut are still dirty', async () => {
    const { d } = await anchored();
    await write(d, { 'src/a.ts': 'a\nwip\n', 'notes.md': 'n\n' });
    const then = await captureAnchor(d, OPTS);
    const r = await drift(then, d, pointers, OPTS);
    expect(r.drifted).toBe(false);
    expect(r.files.map((f) => [f.path, f.dirtyAtCut])).toEqual([
      ['notes.md', true],
      ['src/a.ts', true],
    ]);
    expect(formatDrift(r)).toMatch(/no drift .*the 2 files uncommitted at the cut still differ/);
  });

  it('commits on top, a pointed file changed by a commit and another uncommitted', async () => {
    const { d, then } = await anchored();
    await commit(d, 'touch a', { 'src/a.ts': 'a\nA\n' });
    await commit(d, 'add c', { 'src/c.ts': 'c\n' });
    await write(d, { 'src/b.ts': 'b\nB\n', 'new.md': 'n\n' });
    const r = await drift(then, d, pointers, OPTS);
    expect(r.checked).toBe(true);
    expect(r.drifted).toBe(true);
    expect(r.commits.count).toBe(2);
    expect(r.commits.list.map((c) => c.replace(/^[0-9a-f]+ /, ''))).toEqual(['add c', 'touch a']);
    expect(r.commits.list[0]).toMatch(/^[0-9a-f]{7,} add c$/);
    expect(r.rebasedAway).toBe(false);
    expect(r.files.map((f) => [f.path, f.status, f.committed, f.uncommitted])).toEqual([
      ['new.md', 'untracked', false, true],
      ['src/a.ts', 'modified', true, false],
      ['src/b.ts', 'modified', false, true],
      ['src/c.ts', 'added', true, false],
    ]);
    expect(r.pointed.map((p) => [p.path, p.changed])).toEqual([
      ['src/a.ts', ['src/a.ts']],
      ['src/b.ts', ['src/b.ts']],
    ]);
    const text = formatDrift(r);
    expect(text).toContain('- Pointed paths that changed: `src/a.ts`, `src/b.ts`.');
    expect(text).toContain(`- 2 new commits since \`${then.headShort}\`:`);
    expect(text).toContain('`src/a.ts` (modified, committed)');
    expect(text).toContain('`src/b.ts` (modified, uncommitted)');
  });

  it('caps the commit list at 20 with a count of the rest', async () => {
    const { d, then } = await anchored();
    for (let i = 0; i < 22; i++) await commit(d, `c${i}`);
    const r = await drift(then, d, [], OPTS);
    expect(r.commits.count).toBe(22);
    expect(r.commits.list).toHaveLength(20);
    expect(r.commits.more).toBe(2);
    expect(formatDrift(r)).toContain('  - +2 more');
  });

  it('a branch switch', async () => {
    const { d, then } = await anchored();
    git(d, 'checkout', '-q', '-b', 'other');
    const r = await drift(then, d, [], OPTS);
    expect(r).toMatchObject({ drifted: true, branchSwitch: { from: 'main', to: 'other' }, commits: { count: 0 } });
    expect(formatDrift(r)).toContain('Branch switched: `main` → `other`');
  });

  it('a switch back to an older branch is not a rebase: the cut branch still holds the anchor, and its new commits are named', async () => {
    const d = await repo();
    await commit(d, 'base', { 'src/a.ts': 'a\n' });
    await commit(d, 'mainwork', { 'src/m.ts': 'm\n' }); // on main, before the brief
    git(d, 'checkout', '-q', '-b', 'feature', 'HEAD~1');
    await commit(d, 'feat', { 'src/f.ts': 'f\n' });
    const then = await captureAnchor(d, OPTS); // cut on feature
    await commit(d, 'change feat', { 'src/f.ts': 'f2\n' });
    git(d, 'checkout', '-q', 'main');
    const r = await drift(then, d, ['src/f.ts'], OPTS);
    expect(r).toMatchObject({ checked: true, drifted: true, rebasedAway: false, branchSwitch: { from: 'feature', to: 'main' } });
    expect(r.anchorBranch).toMatchObject({ branch: 'feature', exists: true, holdsAnchor: true, commits: { count: 1 } });
    expect(r.anchorBranch?.commits.list[0]).toMatch(/ change feat$/);
    const text = formatDrift(r);
    expect(text).not.toContain('Rebased away');
    expect(text).not.toMatch(/new commits? since `[0-9a-f]+`:\n {2}- `[0-9a-f]+` mainwork/);
    expect(text).toMatch(/has 1 commit that `[0-9a-f]+` has not \(on the branch switched to; not necessarily made since the cut\):\n {2}- `[0-9a-f]+` mainwork/);
    expect(text).toMatch(/- 1 new commit on `feature` since `[0-9a-f]+`:\n {2}- `[0-9a-f]+` change feat/);
  });

  it('a deleted cut branch is named, and without it the anchor counts as rebased away', async () => {
    const d = await repo();
    await commit(d, 'base', { 'src/a.ts': 'a\n' });
    git(d, 'checkout', '-q', '-b', 'feature');
    await commit(d, 'feat', { 'src/f.ts': 'f\n' });
    const then = await captureAnchor(d, OPTS);
    git(d, 'checkout', '-q', 'main');
    git(d, 'branch', '-q', '-D', 'feature');
    const r = await drift(then, d, [], OPTS);
    expect(r).toMatchObject({ rebasedAway: true, anchorBranch: { branch: 'feature', exists: false, holdsAnchor: false } });
    expect(formatDrift(r)).toContain('- The branch `feature` the brief was cut on no longer exists.');
  });

  it('a rebased-away HEAD: reset to an earlier commit, then a new commit', async () => {
    const { d, c1 } = await anchored();
    await commit(d, 'two', { 'src/a.ts': 'a\n2\n' });
    const then = await captureAnchor(d, OPTS);
    git(d, 'reset', '-q', '--hard', c1);
    await commit(d, 'three', { 'src/b.ts': 'b\n3\n' });
    const r = await drift(then, d, ['src/a.ts'], OPTS);
    expect(r).toMatchObject({ checked: true, drifted: true, rebasedAway: true, lostCommits: 1, branchSwitch: null });
    expect(r.commits.count).toBe(1);
    expect(r.commits.list[0]).toMatch(/ three$/);
    expect(r.files.map((f) => [f.path, f.committed])).toEqual([
      ['src/a.ts', true],
      ['src/b.ts', true],
    ]);
    expect(r.pointed[0]?.changed).toEqual(['src/a.ts']);
    expect(formatDrift(r)).toContain(`Rebased away: \`${then.headShort}\` is no longer in the history of HEAD`);
  });

  it('an anchored commit that no longer exists', async () => {
    const { d, then } = await anchored();
    const gone = { ...then, head: 'deadbeef'.repeat(5), headShort: 'deadbee' };
    const r = await drift(gone, d, [], OPTS);
    expect(r).toMatchObject({ checked: false, blocker: 'anchor-commit-missing', drifted: null });
    expect(formatDrift(r)).toMatch(/drift not checked — the anchored commit deadbee no longer exists/);
    const forged = await drift({ ...then, head: '--output=x' }, d, [], OPTS);
    expect(forged).toMatchObject({ checked: false, blocker: 'anchor-commit-missing' });
  });

  it('outside the repo, in another repo, without git, or from an anchor without a repo or HEAD', async () => {
    const { then } = await anchored();
    const elsewhere = await tmp();
    expect(await drift(then, elsewhere, [], outside(elsewhere))).toMatchObject({ checked: false, blocker: 'not-a-repo' });
    const { d: other } = await anchored();
    const r = await drift(then, other, [], OPTS);
    expect(r).toMatchObject({ checked: false, blocker: 'other-repo', branchSwitch: null });
    expect(r.reason).toContain(other);
    const empty = await tmp();
    expect(await drift(then, other, [], { env: { ...ENV, PATH: empty } })).toMatchObject({ blocker: 'git-missing' });
    const noHead = await repo();
    const a = await captureAnchor(noHead, OPTS);
    expect(await drift(a, noHead, [], OPTS)).toMatchObject({ blocker: 'anchor-no-head' });
    const b = await captureAnchor(elsewhere, outside(elsewhere));
    expect(await drift(b, elsewhere, [], outside(elsewhere))).toMatchObject({ blocker: 'anchor-outside-repo' });
  });

  it('uncommitted changes discarded since the cut are drift', async () => {
    const { d } = await anchored();
    await write(d, { 'src/a.ts': 'a\nwip\n' });
    const then = await captureAnchor(d, OPTS);
    git(d, 'checkout', '-q', '--', 'src/a.ts');
    const r = await drift(then, d, ['src/a.ts'], OPTS);
    expect(r).toMatchObject({ drifted: true, discarded: ['src/a.ts'], files: [] });
    expect(r.pointed[0]?.changed).toEqual(['src/a.ts']);
  });
});
