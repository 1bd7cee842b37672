// The snapshot: the origin's uncommitted work, untracked files included, as a git commit object on top of
// HEAD, made without touching the working tree, the index or the stash list. Like `git stash create`, but
// through a temporary index (a copy of the real one, so unchanged files are not hashed again), which is
// how untracked files get in. A local ref, refs/handoff-snapshots/<id>, keeps it from git's garbage
// collection; nothing is pushed unless the handoff is shared (src/share/).
//
// Until the handoff is written, the snapshot's new objects sit in a quarantine inside the repo's objects
// folder (as git's own receive-pack does): kept, they move in (keepObjects); a brief that is refused
// (lint errors), cancelled or fails leaves nothing in the repo (discardSnapshots). A process killed
// meanwhile leaves a tmp_* folder there, which `git prune` (gc) removes as it does git's own.

import { copyFile, mkdir, mkdtemp, readdir, rename, rm, stat, unlink, utimes } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import type { GitPaths } from './anchor.js';
import { gitOk, runGit, unexpected, type GitOptions } from './git.js';

export const SNAPSHOT_REFS = 'refs/handoff-snapshots/';

export interface Snapshot {
  /** The snapshot commit. */
  sha: string;
  /** Its parent: the origin's HEAD. */
  base: string;
  /** The paths it changes against HEAD (modified, deleted and untracked files). */
  files: string[];
  /** Its new objects, not yet in the repo: the quarantine folder and the repo's objects folder. */
  pending?: { dir: string; objects: string };
}

/** Quarantines of this process not yet kept or discarded; and the captures still running. */
const quarantines = new Set<string>();
const running = new Set<Promise<unknown>>();

/** Who the tool's own commits are by, when the repo has no identity configured (git would refuse). */
export async function identityEnv(repo: string, opts: GitOptions = {}): Promise<NodeJS.ProcessEnv> {
  const env = opts.env ?? process.env;
  const ok = await runGit(['var', 'GIT_COMMITTER_IDENT'], repo, opts);
  if (ok.code === 0 && (await runGit(['var', 'GIT_AUTHOR_IDENT'], repo, opts)).code === 0) return env;
  return { ...env, GIT_AUTHOR_NAME: env.GIT_AUTHOR_NAME || 'handoff', GIT_AUTHOR_EMAIL: env.GIT_AUTHOR_EMAIL || 'handoff@localhost', GIT_COMMITTER_NAME: env.GIT_COMMITTER_NAME || 'handoff', GIT_COMMITTER_EMAIL: env.GIT_COMMITTER_EMAIL || 'handoff@localhost' };
}

/** git refused to commit because it does not know who is committing (no user.name/user.email). */
const NO_IDENTITY = /identity unknown|empty ident|user\.(?:name|email)|unable to auto-detect|auto-detection is disabled/i;

/** One entry of GIT_ALTERNATE_OBJECT_DIRECTORIES: a path holding the list's delimiter (":", ";" on
 *  Windows), a double quote, a backslash or a control character is written C-quoted, which git reads back;
 *  any other path as it is. (A repo under "co:lon" was split in two, and no snapshot was taken.) */
export function alternateEntry(path: string): string {
  if (!path.includes(delimiter) && !/["\\\x00-\x1f]/.test(path)) return path;
  const quoted = path.replace(/["\\\x00-\x1f]/g, (c) => (c === '"' || c === '\\' ? `\\${c}` : `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`));
  return `"${quoted}"`;
}

/**
 * The working tree of `repo` as a commit on top of HEAD, or null when there is nothing uncommitted (or no
 * commit yet to put it on). Ignored files stay out, as they do for git add.
 *
 * `head` and `paths`: HEAD and the index's and objects' paths as the caller already knows them (the
 * anchor), which saves git calls. Every git process is a few milliseconds of `handoff new`, so the calls
 * are as few as the work allows: add, write-tree, then the file list and the commit side by side; the
 * committer is asked for only when git refuses for want of one.
 */
export function captureSnapshot(repo: string, opts: GitOptions = {}, head?: string, paths?: GitPaths): Promise<Snapshot | null> {
  // Known from its first step, so a discard while it runs waits for it (its quarantine is not made yet).
  const p = capture(repo, opts, head, paths);
  running.add(p);
  void p.finally(() => running.delete(p)).catch(() => {});
  return p;
}

async function capture(repo: string, opts: GitOptions, head: string | undefined, paths: GitPaths | undefined): Promise<Snapshot | null> {
  let base = head;
  if (!base) {
    const h = await runGit(['rev-parse', '-q', '--verify', 'HEAD^{commit}'], repo, opts);
    if (h.code !== 0) return null;
    base = h.stdout.trim();
  }
  if (!paths) {
    const [rel = '', objRel = ''] = (await gitOk(['rev-parse', '--git-path', 'index', '--git-path', 'objects'], repo, opts)).stdout.trim().split('\n');
    paths = { index: resolve(repo, rel), objects: resolve(repo, objRel) };
  }
  const { index: realIndex, objects } = paths;
  // git prune removes a stale tmp_* folder here, should this process die before it is kept or discarded.
  const dir = await mkdtemp(join(objects, 'tmp_objdir-handoff-'));
  const quarantine = join(dir, 'objects');
  const index = join(dir, 'index');
  const callerEnv = opts.env ?? process.env;
  // New objects go to the quarantine; the repo's own are read through it as alternates.
  const q = { ...opts, env: { ...callerEnv, GIT_OBJECT_DIRECTORY: quarantine, GIT_ALTERNATE_OBJECT_DIRECTORIES: [alternateEntry(objects), callerEnv.GIT_ALTERNATE_OBJECT_DIRECTORIES].filter(Boolean).join(delimiter) } };
  const withIndex = { ...q, env: { ...q.env, GIT_INDEX_FILE: index } };
  let captured = false;
  quarantines.add(dir);
  try {
    await mkdir(quarantine);
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
    const message = `handoff snapshot: uncommitted work on ${base.slice(0, 12)}`;
    const commit = async (): Promise<string> => {
      const args = ['commit-tree', tree, '-p', base!, '-m', message];
      const first = await runGit(args, repo, q);
      if (first.code === 0) return first.stdout.trim();
      if (!NO_IDENTITY.test(first.stderr)) throw unexpected(args, first);
      return (await gitOk(args, repo, { ...q, env: await identityEnv(repo, q) })).stdout.trim();
    };
    // The commit is made beside the list of what it changes: when the list is empty (the tree is HEAD's),
    // it was not needed and goes with the quarantine, which is cheaper than waiting for the list first.
    const [listed, sha] = await Promise.all([gitOk(['diff-tree', '-r', '-z', '--no-renames', '--name-only', base, tree], repo, q), commit()]);
    const files = listed.stdout.split('\0').filter(Boolean);
    if (!files.length) return null;
    captured = true;
    return { sha, base, files, pending: { dir, objects } };
  } finally {
    await rm(index, { force: true });
    if (!captured) {
      quarantines.delete(dir);
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/**
 * Move a snapshot's new objects from its quarantine into the repo (same file system: renames), packs
 * before their indexes as git does, so no object is ever named before its content is in place. Once.
 */
export async function keepObjects(s: Snapshot): Promise<void> {
  if (!s.pending) return;
  const { dir, objects } = s.pending;
  delete s.pending;
  quarantines.delete(dir);
  const from = join(dir, 'objects');
  const move = async (src: string, dst: string) => {
    if (existsSync(dst)) return unlink(src); // the same object, written meanwhile by git itself
    await rename(src, dst);
  };
  for (const sub of (await readdir(from)).sort((a, b) => Number(a === 'pack') - Number(b === 'pack'))) {
    const at = join(from, sub);
    if (!(await stat(at)).isDirectory()) continue;
    // A folder the repo lacks moves whole, with the permissions git gave it (core.sharedRepository).
    if (!existsSync(join(objects, sub))) {
      try {
        await rename(at, join(objects, sub));
        continue;
      } catch {
        // made meanwhile by git itself: move the files into it
      }
    }
    const names = (await readdir(at)).sort((a, b) => packOrder(a) - packOrder(b));
    if (!names.length) continue;
    await mkdir(join(objects, sub), { recursive: true });
    for (const n of names) await move(join(at, n), join(objects, sub, n));
  }
  await rm(dir, { recursive: true, force: true });
}

/** Within objects/pack: .keep, .pack, .rev, then .idx last (an index names a pack that must be there). */
function packOrder(name: string): number {
  const order = ['.keep', '.pack', '.rev', '.idx'];
  const i = order.findIndex((ext) => name.endsWith(ext));
  return i === -1 ? order.length : i;
}

/** Drop every snapshot of this process not kept: the command failed, so nothing it made stays in the repo. */
export async function discardSnapshots(): Promise<void> {
  await Promise.allSettled([...running]); // let git finish writing first
  const all = [...quarantines];
  quarantines.clear();
  await Promise.all(all.map((dir) => rm(dir, { recursive: true, force: true })));
}

/** Keep the snapshot alive under refs/handoff-snapshots/<id> (not beneath refs/handoffs/<id>, which sharing uses). */
export async function keepSnapshot(repo: string, id: string, sha: string, opts: GitOptions = {}): Promise<string> {
  const ref = `${SNAPSHOT_REFS}${id}`;
  await gitOk(['update-ref', ref, sha], repo, opts);
  return ref;
}
