// The repo store is found without running git: commonDirOf reads .git the way git does. Checked against
// `git rev-parse --git-common-dir` in a plain repo, a linked worktree and a submodule.

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commonDirOf, locateStore, repoStoreDir } from '../../src/store/location.js';

const dirs: string[] = [];
const tmp = () => {
  const d = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-loc-')));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' };
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const repo = () => {
  const d = tmp();
  git(d, 'init', '-q', '-b', 'main');
  writeFileSync(join(d, 'a'), 'a\n');
  git(d, 'add', '-A');
  git(d, 'commit', '-q', '-m', 'a');
  return d;
};
const gitsAnswer = (root: string) => {
  const p = git(root, 'rev-parse', '--git-common-dir');
  return realpathSync(isAbsolute(p) ? p : resolve(root, p));
};

describe('commonDirOf', () => {
  it('agrees with git in a plain repo, a linked worktree and a submodule', () => {
    const main = repo();
    expect(commonDirOf(main)).toBe(gitsAnswer(main));
    const wt = join(tmp(), 'wt');
    git(main, 'worktree', 'add', '-q', '-b', 'side', wt);
    expect(commonDirOf(wt)).toBe(gitsAnswer(wt));
    expect(commonDirOf(wt)).toBe(join(main, '.git'));
    const sub = repo();
    git(main, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', sub, 'sub');
    expect(commonDirOf(join(main, 'sub'))).toBe(gitsAnswer(join(main, 'sub')));
  });

  it('is null outside a repo, and the repo store sits beside git', () => {
    const d = tmp();
    expect(commonDirOf(d)).toBeNull();
    expect(repoStoreDir(null)).toBeNull();
    writeFileSync(join(d, '.git'), 'not a gitdir line\n');
    expect(commonDirOf(d)).toBeNull();
  });

  it('locateStore: HANDOFF_HOME, then the common directory store, then an older .handoffs/, then the temp default', () => {
    const main = repo();
    expect(locateStore({}, main).source).toBe('temp');
    mkdirSync(join(main, '.handoffs'));
    expect(locateStore({}, main)).toMatchObject({ dir: join(main, '.handoffs'), source: 'repo', legacy: true });
    mkdirSync(join(main, '.git', 'handoffs'));
    expect(locateStore({}, main)).toMatchObject({ dir: join(main, '.git', 'handoffs'), source: 'repo' });
    expect(locateStore({}, main).legacy).toBeUndefined();
    expect(locateStore({ HANDOFF_HOME: 'rel' }, main)).toMatchObject({ dir: resolve('rel'), source: 'HANDOFF_HOME' });
  });
});
