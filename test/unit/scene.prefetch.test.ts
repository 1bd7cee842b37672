// prefetchScene: cli.ts starts git before a command's modules load; the command's own captureScene takes
// that result over, once, and only for the same folder and options.

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { captureAnchor, captureScene, captureWhere, prefetchScene } from '../../src/scene/anchor.js';
import type { GitOptions } from '../../src/scene/git.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const ENV: NodeJS.ProcessEnv = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
for (const k of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_PREFIX', 'GIT_OBJECT_DIRECTORY', 'GIT_COMMON_DIR']) delete ENV[k];

function repo(): string {
  const d = realpathSync(mkdtempSync(join(tmpdir(), 'prefetch-')));
  dirs.push(d);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: d, env: ENV, stdio: 'ignore' });
  git('-c', 'init.defaultBranch=main', 'init', '-q');
  writeFileSync(join(d, 'a.txt'), 'a\n');
  git('add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '--no-gpg-sign', '-m', 'one');
  return d;
}

describe('prefetchScene', () => {
  it('is taken over by the next capture of the same folder and options, once', async () => {
    const d = repo();
    const opts: GitOptions = { env: ENV };
    prefetchScene(d, opts);
    const taken = await captureAnchor(d, opts);
    expect(taken.repo).toBe(d);
    expect(taken.branch).toBe('main');
    // Taken once: the next capture asks git again and sees what changed since.
    writeFileSync(join(d, 'b.txt'), 'b\n');
    const again = await captureAnchor(d, opts);
    expect(again.untracked).toEqual(['b.txt']);
  });

  it('is taken only by a capture of the same folder with the same env and git', async () => {
    const d = repo();
    // A git that cannot start makes the prefetched scene recognisable: "git is not installed".
    const noGit: GitOptions = { env: ENV, git: join(d, 'no-such-git') };
    prefetchScene(d, noGit);
    expect((await captureAnchor(d, { env: ENV })).repo).toBe(d); // other git: not taken
    expect((await captureAnchor(d, { env: { ...ENV }, git: noGit.git })).note).toBe('git is not installed'); // ran itself
    expect((await captureAnchor(join(d, '.'), noGit)).note).toBe('git is not installed'); // taken (same folder)
    prefetchScene(d, noGit);
    expect((await captureAnchor(d, { env: ENV })).repo).toBe(d);
  });

  it('a prefetch nobody takes is harmless, even when git fails', async () => {
    const d = repo();
    prefetchScene(d, { env: ENV, git: join(d, 'no-such-git') });
    prefetchScene(join(d, 'missing-folder'), { env: ENV });
    await new Promise((r) => setTimeout(r, 200)); // an unhandled rejection would fail the test run
    expect((await captureAnchor(d, { env: ENV })).repo).toBe(d);
  });
});

describe('captureWhere: the repo root without git status', () => {
  const where = (a: { repo: string | null; cwd: string; note?: string }) => ({ repo: a.repo, cwd: a.cwd, note: a.note });

  it('agrees with captureAnchor on repo and folder, at the root and below it', async () => {
    const d = repo();
    const sub = join(d, 'src', 'deep');
    mkdirSync(sub, { recursive: true });
    for (const at of [d, sub]) {
      const a = await captureAnchor(at, { env: ENV });
      expect(await captureWhere(at, { env: ENV })).toEqual({ repo: a.repo, cwd: a.cwd });
    }
  });

  it('names why there is no repo, as captureAnchor does', async () => {
    const outside = realpathSync(mkdtempSync(join(tmpdir(), 'prefetch-norepo-')));
    dirs.push(outside);
    const env = { ...ENV, GIT_CEILING_DIRECTORIES: dirname(outside) };
    expect(await captureWhere(outside, { env })).toEqual(where(await captureAnchor(outside, { env })));
    const noGit = { env: ENV, git: join(outside, 'no-such-git') };
    expect(await captureWhere(outside, noGit)).toEqual(where(await captureAnchor(outside, noGit)));
  });

  it('a repo with no commits yet has its root', async () => {
    const d = realpathSync(mkdtempSync(join(tmpdir(), 'prefetch-empty-')));
    dirs.push(d);
    execFileSync('git', ['-c', 'init.defaultBranch=main', 'init', '-q'], { cwd: d, env: ENV, stdio: 'ignore' });
    expect((await captureWhere(d, { env: ENV })).repo).toBe(d);
  });

  it('takes over a prefetch of kind "where", and only that kind', async () => {
    const d = repo();
    const noGit: GitOptions = { env: ENV, git: join(d, 'no-such-git') };
    prefetchScene(d, noGit, 'where');
    expect((await captureAnchor(d, noGit)).note).toBe('git is not installed'); // ran itself: a scene was not prefetched
    expect((await captureWhere(d, noGit)).note).toBe('git is not installed'); // taken
    prefetchScene(d, { env: ENV }, 'where');
    expect((await captureWhere(d, { env: ENV })).repo).toBe(d);
  });
});
