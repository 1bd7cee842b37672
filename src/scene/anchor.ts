// The git anchor: where a document was cut. Two git calls, run in parallel.

import { resolve } from 'node:path';
import type { Anchor } from '../brief/types.js';
import { classifyRepoFailure, GitMissingError, runGit, unexpected, type GitOptions } from './git.js';
import { dirtyAndUntracked, parseStatusV2, type StatusV2 } from './parse.js';
import { knownRepoRoot } from './repo-root.js';

export const NOTE_NO_GIT = 'git is not installed';
export const NOTE_NOT_REPO = 'not a git repository';
export const NOTE_NO_COMMITS = 'no commits yet';
export const NOTE_DUBIOUS =
  'git refused the repository: it is owned by another user (see `git config --global --add safe.directory`)';

/** Where the repo of an anchor keeps its index and its objects (absolute), as git named them when the
 *  anchor was captured. Beside the anchor, not in it: an anchor is stored with the handoff, these are not. */
export interface GitPaths {
  index: string;
  objects: string;
}
const gitPaths = new WeakMap<Anchor, GitPaths>();
export const gitPathsOf = (anchor: Anchor): GitPaths | undefined => gitPaths.get(anchor);

/** The anchor plus the parsed status it came from (null when there was no repo to ask). */
export interface Scene {
  anchor: Anchor;
  status: StatusV2 | null;
}

export const STATUS_ARGS = ['status', '--porcelain=v2', '--branch', '-z', '--untracked-files=all'] as const;

/** An anchor for when there is no repository to describe. */
export function emptyAnchor(cwd: string, note: string): Anchor {
  return noGitAnchor(null, cwd, note);
}

/** An anchor no git call describes: `repo` as known without asking git (or null), no branch, head or changes. For
 *  what a command composes but never stores (lint of a JSON return body), or with a `note` saying why. */
export function noGitAnchor(repo: string | null, cwd: string, note?: string): Anchor {
  return { repo, branch: null, detached: false, head: null, headShort: null, dirty: [], untracked: [], ...(note === undefined ? {} : { note }), cwd };
}

/**
 * Build the anchor from the two outputs: `git rev-parse --show-toplevel -q --short HEAD`
 * (toplevel, then the short HEAD; exit 1 with only the toplevel before the first commit)
 * and the porcelain v2 status. Pure.
 */
export function anchorFrom(cwd: string, toplevelOut: string, status: StatusV2): Anchor {
  const [repo = '', short = ''] = toplevelOut.split('\n');
  const { dirty, untracked } = dirtyAndUntracked(status);
  const head = status.head;
  let headShort: string | null = null;
  if (head) headShort = short && head.startsWith(short) ? short : head.slice(0, Math.max(short.length, 7));
  const anchor: Anchor = {
    repo,
    branch: status.detached ? null : status.branch,
    detached: status.detached,
    head,
    headShort,
    dirty,
    untracked,
    cwd,
  };
  if (!head) anchor.note = NOTE_NO_COMMITS;
  return anchor;
}

/** Where a command runs, without the working tree's state: the repo root (null outside one, with why). */
export interface Where {
  repo: string | null;
  cwd: string;
  note?: string;
}

type Prefetched = { opts: GitOptions; scene?: Promise<Scene>; where?: Promise<Where> };
const prefetched = new Map<string, Prefetched>();

const take = (abs: string, opts: GitOptions, kind: 'scene' | 'where'): Prefetched | undefined => {
  const pre = prefetched.get(abs);
  if (!pre || !pre[kind] || pre.opts.env !== opts.env || pre.opts.git !== opts.git) return undefined;
  prefetched.delete(abs); // taken once: a later capture asks git again
  return pre;
};

/**
 * Start capturing the scene of `cwd` (or, with kind "where", only its repo root) now, for the next
 * captureScene (captureWhere) of the same folder and options to take over. cli.ts calls it before it
 * loads a command's modules, so git runs on another core while they load instead of after.
 */
export function prefetchScene(cwd: string, opts: GitOptions = {}, kind: 'scene' | 'where' = 'scene'): void {
  const abs = resolve(cwd);
  const p: Prefetched = { opts };
  const promise = kind === 'scene' ? (p.scene = captureScene(abs, opts)) : (p.where = captureWhere(abs, opts));
  promise.catch(() => {}); // the command that takes it over sees the rejection; an untaken one is dropped
  prefetched.set(abs, p);
}

/**
 * The repo root of `cwd`, from one `git rev-parse --show-toplevel`: what commands that only need to
 * know where they are (the store's place, "this repo" filters) ask, without `git status`, which walks
 * the whole working tree. Same answers as captureAnchor's repo, cwd and note; never throws for a missing
 * git, a non-repo or an empty repo.
 */
export async function captureWhere(cwd: string, opts: GitOptions = {}): Promise<Where> {
  const abs = resolve(cwd);
  const pre = take(abs, opts, 'where');
  if (pre) return pre.where!;
  // Without a git process where the folders answer it for certain (repo-root.ts); a given git binary
  // (tests simulating a missing or broken git) is always asked.
  const known = opts.git === undefined ? knownRepoRoot(abs, opts.env ?? process.env) : undefined;
  if (known !== undefined) return known === null ? { repo: null, cwd: abs, note: NOTE_NOT_REPO } : { repo: known, cwd: abs };
  const args = ['rev-parse', '--show-toplevel'];
  let top;
  try {
    top = await runGit(args, abs, opts);
  } catch (err) {
    if (err instanceof GitMissingError) return { repo: null, cwd: abs, note: NOTE_NO_GIT };
    throw err;
  }
  if (top.code !== 0) {
    const why = classifyRepoFailure(top.stderr);
    if (why === 'not-a-repo') return { repo: null, cwd: abs, note: NOTE_NOT_REPO };
    if (why === 'dubious-ownership') return { repo: null, cwd: abs, note: NOTE_DUBIOUS };
    throw unexpected(args, top);
  }
  return { repo: top.stdout.trim().split('\n')[0]!, cwd: abs };
}

/** The anchor and the parsed status. Never throws for a missing git, a non-repo or an empty repo. */
export async function captureScene(cwd: string, opts: GitOptions = {}): Promise<Scene> {
  const abs = resolve(cwd);
  const pre = take(abs, opts, 'scene');
  if (pre) return pre.scene!;
  // The index's and the objects' paths are asked here too, for the snapshot `new` may take: one git
  // process fewer on its critical path (they print before HEAD, so a repo with no commit has them too).
  const topArgs = ['rev-parse', '--show-toplevel', '--git-path', 'index', '--git-path', 'objects', '-q', '--short', 'HEAD'];
  let top, st;
  try {
    [top, st] = await Promise.all([runGit(topArgs, abs, opts), runGit(STATUS_ARGS, abs, opts)]);
  } catch (err) {
    if (err instanceof GitMissingError) return { anchor: emptyAnchor(abs, NOTE_NO_GIT), status: null };
    throw err;
  }
  if (top.code !== 0) {
    const why = classifyRepoFailure(top.stderr);
    if (why === 'not-a-repo') return { anchor: emptyAnchor(abs, NOTE_NOT_REPO), status: null };
    if (why === 'dubious-ownership') return { anchor: emptyAnchor(abs, NOTE_DUBIOUS), status: null };
    // Exit 1 with the toplevel printed: HEAD does not resolve yet (no commits on this branch).
    if (!(top.code === 1 && top.stdout.trim() !== '')) throw unexpected(topArgs, top);
  }
  if (st.code !== 0) throw unexpected(STATUS_ARGS, st);
  const status = parseStatusV2(st.stdout);
  const [toplevel = '', index = '', objects = '', ...rest] = top.stdout.trim().split('\n');
  const anchor = anchorFrom(abs, [toplevel, ...rest].join('\n'), status);
  if (index && objects) gitPaths.set(anchor, { index: resolve(abs, index), objects: resolve(abs, objects) });
  return { anchor, status };
}

/** Where the command runs, in git terms: repo root, branch, HEAD, dirty and untracked files. */
export async function captureAnchor(cwd: string, opts: GitOptions = {}): Promise<Anchor> {
  return (await captureScene(cwd, opts)).anchor;
}
