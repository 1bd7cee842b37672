// Git plumbing for sharing: a handoff on a remote is a commit on refs/handoffs/<id> whose tree is
// brief.md, handoff.json and returns/<key>.md (+ .json). Fetched into refs/handoff-remotes/<remote>/<id>;
// commits are built with hash-object and mktree (no working tree, no index) and pushed as fast-forwards.

import { spawn } from 'node:child_process';
import { GitError, GitMissingError, gitOk, runGit, runGitInput, type GitOptions } from '../scene/git.js';
import { identityEnv } from '../scene/snapshot.js';

export const SHARED_REFS = 'refs/handoffs/';
export const trackingRef = (remote: string, id: string) => `refs/handoff-remotes/${remote}/${id}`;

/** The remote could not be reached, or refused for a reason other than a race (auth, network, no such repo). */
export class RemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly detail: string,
  ) {
    super(`cannot reach the git remote "${remote}": ${detail}`);
    this.name = 'RemoteError';
  }
}

const lastLine = (s: string) => s.trim().split('\n').filter((l) => l.trim()).pop() ?? '';

/** A remote name this repo has (git remote get-url succeeds). */
export async function hasRemote(repo: string, remote: string, opts: GitOptions): Promise<boolean> {
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(remote)) return false;
  return (await runGit(['remote', 'get-url', remote], repo, opts)).code === 0;
}

/** Fetch one handoff's ref; its commit, or null when the remote has no such ref. */
export async function fetchOne(repo: string, remote: string, id: string, opts: GitOptions): Promise<string | null> {
  const r = await runGit(['fetch', '-q', '--no-tags', '--no-write-fetch-head', remote, `+${SHARED_REFS}${id}:${trackingRef(remote, id)}`], repo, opts);
  if (r.code !== 0) {
    if (/couldn't find remote ref/i.test(r.stderr)) return null;
    throw new RemoteError(remote, lastLine(r.stderr) || `git fetch exited ${r.code}`);
  }
  return (await gitOk(['rev-parse', '--verify', trackingRef(remote, id)], repo, opts)).stdout.trim();
}

/** Fetch every handoff ref of the remote: id -> commit. */
export async function fetchAll(repo: string, remote: string, opts: GitOptions): Promise<Map<string, string>> {
  const r = await runGit(['fetch', '-q', '--no-tags', '--prune', '--no-write-fetch-head', remote, `+${SHARED_REFS}*:refs/handoff-remotes/${remote}/*`], repo, opts);
  if (r.code !== 0) throw new RemoteError(remote, lastLine(r.stderr) || `git fetch exited ${r.code}`);
  const list = await gitOk(['for-each-ref', '--format=%(objectname) %(refname)', `refs/handoff-remotes/${remote}/`], repo, opts);
  const out = new Map<string, string>();
  for (const line of list.stdout.split('\n')) {
    const m = /^([0-9a-f]{40,64}) refs\/handoff-remotes\/.+\/([^/]+)$/.exec(line.trim());
    if (m && line.includes(`refs/handoff-remotes/${remote}/`)) out.set(m[2]!, m[1]!);
  }
  return out;
}

export interface TreeFile {
  /** Path in the handoff's tree: "brief.md", "returns/<key>.md". */
  path: string;
  blob: string;
}

/** The files of a handoff commit (blobs only, at most one level deep). */
export async function listTree(repo: string, commit: string, opts: GitOptions): Promise<TreeFile[]> {
  const r = await gitOk(['ls-tree', '-r', '-z', '--full-tree', commit], repo, opts);
  const out: TreeFile[] = [];
  for (const rec of r.stdout.split('\0')) {
    const m = /^\d+ blob ([0-9a-f]+)\t(.+)$/s.exec(rec);
    if (m) out.push({ path: m[2]!, blob: m[1]! });
  }
  return out;
}

/** Blob contents by object name, in one `git cat-file --batch` (capped at `max` bytes each: larger ones are skipped). */
export async function readBlobs(repo: string, blobs: string[], opts: GitOptions, max = 4 * 1024 * 1024): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  if (!blobs.length) return out;
  const raw = await catFileBatch(repo, blobs, opts);
  let at = 0;
  for (const sha of blobs) {
    const nl = raw.indexOf(0x0a, at);
    if (nl < 0) break;
    const header = raw.subarray(at, nl).toString('utf8');
    const m = /^([0-9a-f]+) (\w+) (\d+)$/.exec(header);
    if (!m) {
      at = nl + 1; // "<sha> missing"
      continue;
    }
    const size = Number(m[3]);
    const body = raw.subarray(nl + 1, nl + 1 + size);
    if (m[2] === 'blob' && size <= max) out.set(sha, Buffer.from(body));
    at = nl + 1 + size + 1;
  }
  return out;
}

/** `git cat-file --batch` as bytes (runGitInput decodes text; blobs may not be). */
function catFileBatch(repo: string, shas: string[], opts: GitOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const env = { ...(opts.env ?? process.env), GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' };
    const child = spawn(opts.git ?? 'git', ['cat-file', '--batch'], { cwd: repo, env, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.on('error', (e: NodeJS.ErrnoException) => reject(e.code === 'ENOENT' ? new GitMissingError(opts.git ?? 'git') : e));
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new GitError(`git cat-file --batch exited ${code}`, ['cat-file'], code, ''))));
    child.stdin.on('error', () => {});
    child.stdin.end(shas.join('\n') + '\n');
  });
}

/** Write a blob; its object name. */
export async function writeBlob(repo: string, data: string, opts: GitOptions): Promise<string> {
  const r = await runGitInput(['hash-object', '-w', '--stdin'], repo, data, opts);
  if (r.code !== 0) throw new GitError(`git hash-object: ${lastLine(r.stderr)}`, ['hash-object'], r.code, r.stderr);
  return r.stdout.trim();
}

/**
 * A commit whose tree is `files` (path -> blob; "returns/x.md" makes a returns/ subtree) on top of
 * `parents` (the previous tip; for a first commit, the snapshot it carries, if any).
 */
export async function commitFiles(repo: string, files: Map<string, string>, parents: string[], message: string, opts: GitOptions): Promise<string> {
  const top: string[] = [];
  const sub = new Map<string, string[]>();
  for (const [path, blob] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const slash = path.indexOf('/');
    if (slash < 0) top.push(`100644 blob ${blob}\t${path}`);
    else {
      const dir = path.slice(0, slash);
      if (!sub.has(dir)) sub.set(dir, []);
      sub.get(dir)!.push(`100644 blob ${blob}\t${path.slice(slash + 1)}`);
    }
  }
  for (const [dir, lines] of sub) top.push(`040000 tree ${await mktree(repo, lines, opts)}\t${dir}`);
  const tree = await mktree(repo, top, opts);
  const env = await identityEnv(repo, opts);
  const args = ['commit-tree', tree, ...parents.flatMap((p) => ['-p', p]), '-m', message];
  return (await gitOk(args, repo, { ...opts, env })).stdout.trim();
}

async function mktree(repo: string, lines: string[], opts: GitOptions): Promise<string> {
  const r = await runGitInput(['mktree', '-z'], repo, lines.map((l) => `${l}\0`).join(''), opts);
  if (r.code !== 0) throw new GitError(`git mktree: ${lastLine(r.stderr)}`, ['mktree'], r.code, r.stderr);
  return r.stdout.trim();
}

/** Push `commit` to refs/handoffs/<id>: "ok", or "rejected" when the remote's ref moved on (someone else pushed). */
export async function pushOne(repo: string, remote: string, id: string, commit: string, opts: GitOptions): Promise<'ok' | 'rejected'> {
  const r = await runGit(['push', '-q', '--porcelain', remote, `${commit}:${SHARED_REFS}${id}`], repo, opts);
  if (r.code === 0) {
    await runGit(['update-ref', trackingRef(remote, id), commit], repo, opts);
    return 'ok';
  }
  const all = `${r.stdout}\n${r.stderr}`;
  if (/\[rejected\]|non-fast-forward|fetch first|\[remote rejected\].*(cannot lock ref|failed to update ref|reference already exists)|incorrect old value|stale info/i.test(all)) return 'rejected';
  throw new RemoteError(remote, lastLine(r.stderr) || lastLine(r.stdout) || `git push exited ${r.code}`);
}

/** Objects a push of `tip` would send that the remote's tracking refs do not already have: blob paths and names. */
export async function unpublishedBlobs(repo: string, tip: string, remote: string, opts: GitOptions): Promise<{ path: string; blob: string }[]> {
  const r = await gitOk(['rev-list', '--objects', '--no-object-names', tip, '--not', `--remotes=${remote}`, `--glob=refs/handoff-remotes/${remote}/*`], repo, opts);
  const shas = r.stdout.split('\n').map((s) => s.trim()).filter(Boolean);
  if (!shas.length) return [];
  // Names: walk again with names (rev-list gives the first path each object is seen at).
  const named = await gitOk(['rev-list', '--objects', tip, '--not', `--remotes=${remote}`, `--glob=refs/handoff-remotes/${remote}/*`], repo, opts);
  const out: { path: string; blob: string }[] = [];
  const types = await runGitInput(['cat-file', '--batch-check=%(objectname) %(objecttype)'], repo, shas.join('\n') + '\n', opts);
  const blobs = new Set(types.stdout.split('\n').filter((l) => l.endsWith(' blob')).map((l) => l.split(' ')[0]!));
  for (const line of named.stdout.split('\n')) {
    const sp = line.indexOf(' ');
    if (sp < 0) continue;
    const sha = line.slice(0, sp);
    if (blobs.has(sha)) out.push({ blob: sha, path: line.slice(sp + 1) });
  }
  return out;
}
