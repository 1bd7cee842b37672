// repo-root.ts answers "which work tree is this folder in" from the folders alone. It may decline
// (undefined: git is asked), but where it answers it must say what `git rev-parse --show-toplevel` says,
// and it must answer the everyday layouts, or it saves nothing.

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { knownRepoRoot } from '../../src/scene/repo-root.js';
import { needs } from '../helpers/prereq.js';

let base = '';
let gitEnv: NodeJS.ProcessEnv = {};
/** The environment the CLI would see: no git variables at all. */
let cleanEnv: NodeJS.ProcessEnv = {};

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: gitEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

function gitsAnswer(dir: string): string | null {
  try {
    return git(dir, 'rev-parse', '--show-toplevel').trim() || null;
  } catch {
    return null;
  }
}

beforeAll(() => {
  base = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-reporoot-')));
  writeFileSync(join(base, 'gitconfig'), '[user]\n\tname = t\n\temail = t@example.com\n');
  cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_')));
  gitEnv = { ...cleanEnv, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: join(base, 'gitconfig') };
});

afterAll(() => {
  if (base) rmSync(base, { recursive: true, force: true });
});

needs('git').describe('knownRepoRoot agrees with git rev-parse --show-toplevel', () => {
  needs('git').it('answers the everyday layouts, as git does', () => {
    const repo = join(base, 'repo');
    mkdirSync(join(repo, 'src', 'deep'), { recursive: true });
    git(base, 'init', '-q', repo);
    writeFileSync(join(repo, 'a.txt'), 'a\n');
    git(repo, 'add', 'a.txt');
    git(repo, 'commit', '-qm', 'init');
    const inner = join(repo, 'vendor', 'inner');
    mkdirSync(inner, { recursive: true });
    git(base, 'init', '-q', inner);
    const wt = join(base, 'wt');
    git(repo, 'worktree', 'add', '-q', wt);
    mkdirSync(join(wt, 'sub'));
    // A folder whose .git is a "gitdir:" file (a submodule's shape) pointing at a git directory.
    const linked = join(base, 'linked');
    mkdirSync(linked);
    git(base, 'init', '-q', '--separate-git-dir', join(base, 'linked.git'), linked);
    const link = join(base, 'link-to-deep');
    symlinkSync(join(repo, 'src', 'deep'), link);
    const plain = join(base, 'plain', 'x');
    mkdirSync(plain, { recursive: true });

    for (const dir of [repo, join(repo, 'src'), join(repo, 'src', 'deep'), inner, join(repo, 'vendor'), wt, join(wt, 'sub'), linked, link, plain]) {
      const known = knownRepoRoot(dir, cleanEnv);
      expect(known, `${dir}: answered`).not.toBeUndefined();
      // The temp folder itself may sit inside a repo on some machine: then git's answer is that repo's.
      expect(known, dir).toBe(gitsAnswer(dir));
    }
  });

  needs('git').it('declines what git decides by configuration or environment, and never contradicts git', () => {
    const repo = join(base, 'repo2');
    git(base, 'init', '-q', repo);
    mkdirSync(join(repo, 'sub'));
    const bare = join(base, 'bare.git');
    git(base, 'init', '-q', '--bare', bare);
    const moved = join(base, 'moved');
    git(base, 'init', '-q', moved);
    git(moved, 'config', 'core.worktree', join(base, 'repo2'));
    const emptyDotGit = join(repo, 'sub', 'empty');
    mkdirSync(join(emptyDotGit, '.git'), { recursive: true });
    const badFile = join(base, 'badfile');
    mkdirSync(badFile);
    writeFileSync(join(badFile, '.git'), 'not a gitdir line\n');

    const cases: [string, NodeJS.ProcessEnv][] = [
      [join(repo, '.git'), cleanEnv],
      [join(repo, '.git', 'refs'), cleanEnv],
      [bare, cleanEnv],
      [join(bare, 'refs'), cleanEnv],
      [moved, cleanEnv],
      [emptyDotGit, cleanEnv],
      [badFile, cleanEnv],
      [join(repo, 'sub'), { ...cleanEnv, GIT_DIR: join(base, 'bare.git') }],
      [join(repo, 'sub'), { ...cleanEnv, GIT_CEILING_DIRECTORIES: base }],
      [join(repo, 'sub'), { ...cleanEnv, GIT_CONFIG_PARAMETERS: "'core.worktree=/'" }],
    ];
    for (const [dir, env] of cases) {
      const known = knownRepoRoot(dir, env);
      if (known !== undefined) expect(known, dir).toBe(gitsAnswer(dir));
    }
    // These are git's to decide: the folders alone cannot say.
    expect(knownRepoRoot(join(repo, '.git', 'refs'), cleanEnv)).toBeUndefined();
    expect(knownRepoRoot(bare, cleanEnv)).toBeUndefined();
    expect(knownRepoRoot(moved, cleanEnv)).toBeUndefined();
    expect(knownRepoRoot(join(repo, 'sub'), { ...cleanEnv, GIT_DIR: bare })).toBeUndefined();
    expect(knownRepoRoot(join(base, 'does-not-exist'), cleanEnv)).toBeUndefined();
  });
});
