// Where the store is: $HANDOFF_HOME, else the repo's store in git's common directory (after `handoff init`),
// else an older repo store at <repo>/.handoffs/, else a private folder in the OS temp folder.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';

export interface StoreLocation {
  dir: string;
  source: 'HANDOFF_HOME' | 'repo' | 'temp';
  why: string;
  /** The repo store is the older <repo>/.handoffs/ (before init moved stores into git's common directory). */
  legacy?: boolean;
  /** HANDOFF_HOME names an older <repo>/.handoffs/ that `handoff init` has since moved here. */
  movedFrom?: string;
}

/** The repo store's folder name inside git's common directory (`git rev-parse --git-common-dir`). */
export const REPO_STORE = 'handoffs';
/** Where `handoff init` kept a repo's store before: <repo>/.handoffs/ (still read; init moves it). */
export const LEGACY_STORE = '.handoffs';

/**
 * Git's common directory for a work tree root, read the way git finds it (no git process: every command
 * locates its store first): `.git` is the directory itself, or a file "gitdir: X" (a linked worktree or a
 * submodule) whose X/commondir names the shared one. Null when the root holds no .git. Sync, fs only.
 */
export function commonDirOf(repoRoot: string): string | null {
  const dotgit = join(repoRoot, '.git');
  let isDir: boolean;
  try {
    isDir = statSync(dotgit).isDirectory();
  } catch {
    return null;
  }
  if (isDir) return dotgit;
  let gitdir: string;
  try {
    const m = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(dotgit, 'utf8'));
    if (!m) return null;
    gitdir = resolve(repoRoot, m[1]!);
  } catch {
    return null;
  }
  try {
    return resolve(gitdir, readFileSync(join(gitdir, 'commondir'), 'utf8').trim());
  } catch {
    return gitdir; // a submodule's or the main work tree's own git dir: it is the common one
  }
}

/** The repo store's folder (it may not exist yet), or null outside a repo. */
export function repoStoreDir(repoRoot: string | null): string | null {
  const common = repoRoot ? commonDirOf(repoRoot) : null;
  return common ? join(common, REPO_STORE) : null;
}

/** The default store: a private folder in the OS temp folder. */
export function tempStoreDir(): string {
  const uid = typeof process.getuid === 'function' ? process.getuid() : 'user';
  return join(tmpdir(), `handoff-${uid}`);
}

export function locateStore(env: NodeJS.ProcessEnv, repoRoot: string | null): StoreLocation {
  // Absolute, so the paths printed for another terminal or agent work from any folder.
  if (env.HANDOFF_HOME) {
    const dir = resolve(env.HANDOFF_HOME);
    // Commands printed before `handoff init` moved <repo>/.handoffs/ into git's common directory name the
    // old folder: it is gone, and the repo's store is where its handoffs went.
    if (basename(dir) === LEGACY_STORE && !existsSync(dir)) {
      const moved = repoStoreDir(dirname(dir));
      if (moved && existsSync(moved)) return { dir: moved, source: 'repo', movedFrom: dir, why: `HANDOFF_HOME names ${dir}, which handoff init moved into this repo's store` };
    }
    return { dir, source: 'HANDOFF_HOME', why: 'HANDOFF_HOME is set' };
  }
  const repoDir = repoStoreDir(repoRoot);
  if (repoDir && existsSync(repoDir)) return { dir: repoDir, source: 'repo', why: "this repo keeps its handoffs in git's common directory (handoff init)" };
  if (repoRoot && existsSync(join(repoRoot, LEGACY_STORE))) {
    return { dir: join(repoRoot, LEGACY_STORE), source: 'repo', legacy: true, why: `this repo has ${LEGACY_STORE}/ (an older handoff init; run handoff init again to move it into git's common directory)` };
  }
  return { dir: tempStoreDir(), source: 'temp', why: 'the default: a private folder in the OS temp folder' };
}
