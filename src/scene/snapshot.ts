// The snapshot: the origin's uncommitted work, untracked files included, as a git commit object on top of
// HEAD, made without touching the working tree, the index or the stash list. Like `git stash create`, but
// through a temporary index (a copy of the real one, so unchanged files are not hashed again), which is
// how untracked files get in. A local ref, refs/handoff-snapshots/<id>, keeps it from git's garbage
// collection; nothing is pushed unless the handoff is shared (src/share/).

import { copyFile, mkdtemp, rm, stat, utimes } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { gitOk, runGit, unexpected, type GitOptions } from './git.js';

export const SNAPSHOT_REFS = 'refs/handoff-snapshots/';

export interface Snapshot {
  /** The snapshot commit. */
  sha: string;
  /** Its parent: the origin's HEAD. */
  base: string;
  /** The paths it changes against HEAD (modified, deleted and untracked files). */
  files: string[];
}

/** Who the tool's own commits are by, when the repo has no identity configured (git would refuse). */
export async function identityEnv(repo: string, opts: GitOptions = {}): Promise<NodeJS.ProcessEnv> {
  const env = opts.env ?? process.env;
  const ok = await runGit(['var', 'GIT_COMMITTER_IDENT'], repo, opts);
  if (ok.code === 0 && (await runGit(['var', 'GIT_AUTHOR_IDENT'], repo, opts)).code === 0) return env;
  return { ...env, GIT_AUTHOR_NAME: env.GIT_AUTHOR_NAME || 'handoff', GIT_AUTHOR_EMAIL: env.GIT_AUTHOR_EMAIL || 'handoff@localhost', GIT_COMMITTER_NAME: env.GIT_COMMITTER_NAME || 'handoff', GIT_COMMITTER_EMAIL: env.GIT_COMMITTER_EMAIL || 'handoff@localhost' };
}

/** git refused to commit because it does not know who is committing (no user.name/user.email). */
const NO_IDENTITY = /identity unknown|empty ident|user\.(?:name|email)|unable to auto-detect|auto-detection is disabled/i;

/**
 * The working tree of `repo` as a commit on top of HEAD, or null when there is nothing uncommitted (or no
 * commit yet to put it on). Ignored files stay out, as they do for git add.
 *
 * `head`: HEAD as the caller already knows it (the anchor), which saves a git call. Every git process is
 * a few milliseconds of `handoff new`, so the calls are as few as the work allows: one rev-parse for the
 * index's path and HEAD's tree, add, write-tree, then the file list and the commit side by side; the
 * committer is asked for only when git refuses for want of one.
 */
export async function captureSnapshot(repo: string, opts: GitOptions = {}, head?: string): Promise<Snapshot | null> {
  let base = head;
  if (!base) {
    const h = await runGit(['rev-parse', '-q', '--verify', 'HEAD^{commit}'], repo, opts);
    if (h.code !== 0) return null;
    base = h.stdout.trim();
  }
  const [rel = '', baseTree = ''] = (await gitOk(['rev-parse', '--git-path', 'index', `${base}^{tree}`], repo, opts)).stdout.trim().split('\n');
  const realIndex = isAbsolute(rel) ? rel : resolve(repo, rel);
  const dir = await mkdtemp(join(tmpdir(), 'handoff-snapshot-'));
  const index = join(dir, 'index');
  const env = { ...(opts.env ?? process.env), GIT_INDEX_FILE: index };
  const withIndex = { ...opts, env };
  try {
    let added = false;
    if (existsSync(realIndex)) {
      await copyFile(realIndex, index);
      // With the original's timestamps: git trusts an entry's stat data only when the index is newer than
      // the file ("racy git"); a fresh mtime on the copy would hide a same-size edit made in the same second.
      const st = await stat(realIndex);
      await utimes(index, st.atime, st.mtime);
      added = (await runGit(['add', '-A'], repo, withIndex)).code === 0;
    }
    if (!added) {
      // No index yet, or one this copy cannot stand for (a split index): start from HEAD's tree.
      await rm(index, { force: true });
      await gitOk(['read-tree', base], repo, withIndex);
      await gitOk(['add', '-A'], repo, withIndex);
    }
    const tree = (await gitOk(['write-tree'], repo, withIndex)).stdout.trim();
    if (tree === baseTree) return null;
    const message = `handoff snapshot: uncommitted work on ${base.slice(0, 12)}`;
    const commit = async (): Promise<string> => {
      const args = ['commit-tree', tree, '-p', base!, '-m', message];
      const first = await runGit(args, repo, opts);
      if (first.code === 0) return first.stdout.trim();
      if (!NO_IDENTITY.test(first.stderr)) throw unexpected(args, first);
      return (await gitOk(args, repo, { ...opts, env: await identityEnv(repo, opts) })).stdout.trim();
    };
    const [listed, sha] = await Promise.all([gitOk(['diff-tree', '-r', '-z', '--no-renames', '--name-only', baseTree, tree], repo, opts), commit()]);
    return { sha, base, files: listed.stdout.split('\0').filter(Boolean) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Keep the snapshot alive under refs/handoff-snapshots/<id> (not beneath refs/handoffs/<id>, which sharing uses). */
export async function keepSnapshot(repo: string, id: string, sha: string, opts: GitOptions = {}): Promise<string> {
  const ref = `${SNAPSHOT_REFS}${id}`;
  await gitOk(['update-ref', ref, sha], repo, opts);
  return ref;
}
