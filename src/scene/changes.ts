// The files a review covers, with line counts.

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { lstat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NOTE_DUBIOUS, NOTE_NO_GIT, NOTE_NOT_REPO } from './anchor.js';
import { BadRevisionError, classifyRepoFailure, GitMissingError, runGit, unexpected, type GitOptions } from './git.js';
import {
  countLines,
  looksBinary,
  parseDiffRawNumstat,
  parseRefs,
  pickDefaultBranch,
  type ChangedFile,
} from './parse.js';

export interface ChangedFiles {
  /** What was compared, in words, e.g. "main...HEAD (merge-base 1a2b3c4) plus uncommitted and untracked files". */
  range: string;
  /** The commit (or empty tree) the diff was taken against, when there was one. */
  base?: string;
  /** Sorted by path. Untracked files carry status "untracked" and their line count as `added`. */
  files: ChangedFile[];
  /** Set when nothing could be compared: "git is not installed", "not a git repository". */
  note?: string;
}

/** Flags every diff here uses: NUL-separated raw + numstat, renames on, no colour/external diff/textconv. */
export const DIFF_ARGS = ['diff', '-z', '--raw', '--numstat', '-M', '--no-color', '--no-ext-diff', '--no-textconv'];

/** Untracked files bigger than this are reported as binary rather than read (git's big-file idea). */
const BIG_FILE = 64 * 1024 * 1024;

/** The empty tree's object name for a repository's object format. */
export function emptyTree(format: string): string {
  const algo = format.trim() === 'sha256' ? 'sha256' : 'sha1';
  return createHash(algo).update('tree 0\0').digest('hex');
}

/**
 * Check a user-given range or revision before it reaches git: it must not look like an option and must
 * be one word. Returns whether it is a range (A..B, A...B, A^!, A^-) or a single revision.
 */
export function classifyRange(range: string): 'range' | 'rev' {
  const r = range.trim();
  if (!r) throw new BadRevisionError('empty range');
  if (r.startsWith('-')) throw new BadRevisionError(`not a revision or range: ${r}`);
  // eslint-disable-next-line no-control-regex
  if (/[\s\x00-\x1f\x7f]/.test(r)) throw new BadRevisionError(`not a revision or range: ${JSON.stringify(r)}`);
  return /\.\.|\^[!-]/.test(r) ? 'range' : 'rev';
}

function badRevision(stderr: string): boolean {
  return /bad revision|unknown revision|ambiguous argument|not a valid|invalid (object|symmetric|revision)|bad object|no merge base/i.test(
    stderr,
  );
}

/**
 * Files a review covers. Without a range: commits since the merge-base with the default branch
 * (origin/HEAD, else main, else master) plus the working tree (staged, unstaged and untracked files);
 * just the working tree when there is no default branch or HEAD is already on it.
 * With a range: "A..B" / "A...B" / "A^!" as git diff reads them; a single revision means that commit's
 * own changes (against its first parent). Throws BadRevisionError for a range git does not know.
 */
export async function changedFiles(repoRoot: string, range?: string, opts: GitOptions = {}): Promise<ChangedFiles> {
  try {
    return range === undefined ? await defaultChanges(repoRoot, opts) : await rangeChanges(repoRoot, range, opts);
  } catch (err) {
    if (err instanceof GitMissingError) return { range: range ?? 'working tree', files: [], note: NOTE_NO_GIT };
    throw err;
  }
}

function repoFailureNote(stderr: string): string | null {
  const why = classifyRepoFailure(stderr);
  return why === 'not-a-repo' ? NOTE_NOT_REPO : why === 'dubious-ownership' ? NOTE_DUBIOUS : null;
}

async function rangeChanges(cwd: string, range: string, opts: GitOptions): Promise<ChangedFiles> {
  const r = range.trim();
  let from: string;
  let to: string | null = null;
  let desc: string;
  if (classifyRange(r) === 'range') {
    // A review of "main..feature" means feature's own commits: diffed from the merge-base ("..." to git
    // diff), not main's tip, so what main gained after the branch point is not shown as deleted.
    const twoDots = /^([^.]*)\.\.([^.]*)$/.exec(r);
    from = twoDots ? `${twoDots[1]}...${twoDots[2]}` : r;
    desc = r;
  } else {
    const args = ['rev-list', '--parents', '-n', '1', r, '--'];
    const res = await runGit(args, cwd, opts);
    if (res.code !== 0) {
      const note = repoFailureNote(res.stderr);
      if (note) return { range: r, files: [], note };
      if (badRevision(res.stderr)) throw new BadRevisionError(`unknown revision: ${r}`);
      throw unexpected(args, res);
    }
    const [sha = '', parent] = res.stdout.trim().split(/\s+/);
    to = sha;
    from = parent ?? emptyTree(sha.length === 64 ? 'sha256' : 'sha1');
    desc = `${r} (commit ${sha.slice(0, 7)}${parent ? '' : ', a root commit'}, against its first parent)`;
  }
  const args = [...DIFF_ARGS, from, ...(to ? [to] : []), '--'];
  const res = await runGit(args, cwd, opts);
  if (res.code !== 0) {
    const note = repoFailureNote(res.stderr);
    if (note) return { range: r, files: [], note };
    if (badRevision(res.stderr)) throw new BadRevisionError(`unknown revision or range: ${r}`);
    throw unexpected(args, res);
  }
  return { range: desc, ...(to ? { base: from } : {}), files: sortByPath(parseDiffRawNumstat(res.stdout)) };
}

async function defaultChanges(cwd: string, opts: GitOptions): Promise<ChangedFiles> {
  const headArgs = ['rev-parse', '--show-toplevel', '--show-object-format', '-q', '--verify', 'HEAD'];
  const refArgs = [
    'for-each-ref',
    '--format=%(refname)%00%(symref)%00%(objectname)',
    'refs/remotes/origin/HEAD',
    'refs/heads/main',
    'refs/heads/master',
  ];
  const lsArgs = ['ls-files', '--others', '--exclude-standard', '-z', '--full-name', '--', ':/'];
  const [headRes, refRes, lsRes] = await Promise.all([
    runGit(headArgs, cwd, opts),
    runGit(refArgs, cwd, opts),
    runGit(lsArgs, cwd, opts),
  ]);
  if (headRes.code !== 0) {
    const note = repoFailureNote(headRes.stderr);
    if (note) return { range: 'working tree', files: [], note };
    if (headRes.code !== 1) throw unexpected(headArgs, headRes);
  }
  if (refRes.code !== 0) throw unexpected(refArgs, refRes);
  if (lsRes.code !== 0) throw unexpected(lsArgs, lsRes);
  const [root = cwd, format = 'sha1', head = ''] = headRes.stdout.trim().split('\n');
  const untrackedP = untrackedFiles(root, lsRes.stdout.split('\0').filter(Boolean));

  let base: string;
  let desc: string;
  const def = pickDefaultBranch(parseRefs(refRes.stdout));
  if (!head) {
    base = emptyTree(format);
    desc = 'working tree (no commits yet): staged, unstaged and untracked files';
  } else if (!def) {
    base = head;
    desc = 'uncommitted and untracked changes against HEAD (no default branch: origin/HEAD, main or master)';
  } else {
    const mbArgs = ['merge-base', head, def.oid];
    const mb = await runGit(mbArgs, root, opts);
    if (mb.code !== 0 && mb.code !== 1) throw unexpected(mbArgs, mb);
    const mergeBase = mb.stdout.trim();
    if (!mergeBase) {
      base = head;
      desc = `uncommitted and untracked changes against HEAD (no common history with ${def.name})`;
    } else if (mergeBase === head) {
      base = head;
      desc = `uncommitted and untracked changes against HEAD (HEAD is on ${def.name})`;
    } else {
      base = mergeBase;
      desc = `${def.name}...HEAD (merge-base ${mergeBase.slice(0, 7)}) plus uncommitted and untracked changes`;
    }
  }
  const diffArgs = [...DIFF_ARGS, base, '--'];
  const [diff, untracked] = await Promise.all([runGit(diffArgs, root, opts), untrackedP]);
  if (diff.code !== 0) throw unexpected(diffArgs, diff);
  return { range: desc, base, files: sortByPath([...parseDiffRawNumstat(diff.stdout), ...untracked]) };
}

function sortByPath(files: ChangedFile[]): ChangedFile[] {
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Untracked files counted by lines, like `git diff --no-index --numstat /dev/null file` would. */
async function untrackedFiles(root: string, paths: string[]): Promise<ChangedFile[]> {
  const out: (ChangedFile | null)[] = new Array(paths.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const i = next++;
      const p = paths[i] as string;
      out[i] = await countUntracked(root, p);
    }
  };
  await Promise.all(Array.from({ length: Math.min(16, paths.length) }, worker));
  return out.filter((f): f is ChangedFile => f !== null);
}

async function countUntracked(root: string, p: string): Promise<ChangedFile | null> {
  if (p.endsWith('/')) return null; // a nested repository, not a file
  const file = join(root, p);
  try {
    const st = await lstat(file);
    // git diffs a symlink as its target: one line.
    if (st.isSymbolicLink()) return { path: p, added: 1, deleted: 0, binary: false, status: 'untracked' };
    if (!st.isFile()) return null;
    if (st.size > BIG_FILE) return { path: p, added: 0, deleted: 0, binary: true, status: 'untracked' };
    const buf = await readFile(file);
    const binary = looksBinary(buf);
    return { path: p, added: binary ? 0 : countLines(buf), deleted: 0, binary, status: 'untracked' };
  } catch {
    return null; // vanished or unreadable since git listed it
  }
}

// --- pointers offered to a person -------------------------------------------------------------------

export interface OfferedFile {
  path: string;
  /** Why it is offered: "changed in the working tree", "in the review's range", "changed in 1a2b3c4". */
  why: string;
}

/** Commits on the branch looked at for recently changed files. */
const RECENT_COMMITS = 10;

/**
 * Files worth offering as pointers, each once, in this order: changed in the working tree (staged,
 * unstaged, untracked); for a review, changed in its revision range; changed in the recent commits of
 * the branch (since it left the default branch, at most RECENT_COMMITS; on the default branch, its last
 * few). Git failures leave a part out rather than failing the flow.
 */
export async function offeredFiles(repoRoot: string, o: { dirty: string[]; untracked: string[]; reviewRange?: string | null; review?: boolean }, opts: GitOptions = {}): Promise<OfferedFile[]> {
  const out: OfferedFile[] = [];
  const seen = new Set<string>();
  const add = (path: string, why: string, mustExist = false) => {
    if (!path || seen.has(path)) return;
    // A file deleted since (in the range or a later commit) is no pointer: lint would flag it as missing.
    if (mustExist && !existsSync(join(repoRoot, path))) return;
    seen.add(path);
    out.push({ path, why });
  };
  for (const p of o.dirty) add(p, 'changed in the working tree');
  for (const p of o.untracked) add(p, 'new, not committed');
  if (o.review) {
    const cf = await changedFiles(repoRoot, o.reviewRange?.trim() || undefined, opts).catch(() => null);
    for (const f of cf?.files ?? []) add(f.path, `in the review's range (${o.reviewRange?.trim() || 'since the default branch'})`, true);
  }
  for (const f of await recentFiles(repoRoot, opts)) add(f.path, f.why, true);
  return out;
}

async function recentFiles(repoRoot: string, opts: GitOptions): Promise<OfferedFile[]> {
  const refArgs = ['for-each-ref', '--format=%(refname)%00%(symref)%00%(objectname)', 'refs/remotes/origin/HEAD', 'refs/heads/main', 'refs/heads/master'];
  const refs = await runGit(refArgs, repoRoot, opts).catch(() => null);
  const def = refs && refs.code === 0 ? pickDefaultBranch(parseRefs(refs.stdout)) : null;
  // On a feature branch: its own commits; on the default branch (or without one): the last few.
  const own = def ? await runGit(['rev-list', '--count', `${def.oid}..HEAD`], repoRoot, opts).catch(() => null) : null;
  const n = own && own.code === 0 && Number(own.stdout.trim()) > 0 ? Math.min(RECENT_COMMITS, Number(own.stdout.trim())) : 3;
  const log = await runGit(['log', '--no-merges', `-n${n}`, '--name-only', '--no-renames', '--format=%x00%h', 'HEAD', '--'], repoRoot, opts).catch(() => null);
  if (!log || log.code !== 0) return [];
  const out: OfferedFile[] = [];
  for (const block of log.stdout.split('\0').slice(1)) {
    const [sha = '', ...files] = block.split('\n').map((l) => l.trim());
    for (const f of files) if (f) out.push({ path: f, why: `changed in ${sha}` });
  }
  return out;
}
