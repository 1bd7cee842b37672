// The one place that runs git: execFile with an argument array, never a shell string.

import { execFile, spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { promisify } from 'node:util';

// promisify(execFile) is made by the first git command, not when this module loads: reading `execFile`
// would load node:child_process (and net, stream, dgram with it: ~10 M instructions, ~180 page faults),
// and commands that find the repo from its folders (`lint`, `list`, ...) run no git. dist/cli.js hands the
// bundle a node:child_process that loads on first use (src/boot.cts, lazyBuiltin).
const promisifyExecFile = () => promisify(execFile);
let execFileP: ReturnType<typeof promisifyExecFile> | undefined;

/** How to run git; both optional. Tests use them to simulate a missing git or to isolate config. */
export interface GitOptions {
  /** Environment for the child (default process.env); GIT_OPTIONAL_LOCKS=0 and LC_ALL=C are always set on top. */
  env?: NodeJS.ProcessEnv;
  /** The git executable (default "git", looked up on the env's PATH). */
  git?: string;
}

export interface GitResult {
  stdout: string;
  stderr: string;
  /** Exit status; non-zero statuses are returned, not thrown, so callers decide what they mean. */
  code: number;
}

/** git could not be started: not installed, or not on PATH. */
export class GitMissingError extends Error {
  constructor(readonly binary: string) {
    super('git is not installed');
    this.name = 'GitMissingError';
  }
}

/** git failed in a way nothing here expected. */
export class GitError extends Error {
  constructor(
    message: string,
    readonly args: readonly string[],
    readonly code: number | string | null,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'GitError';
  }
}

/** A range or revision given by the user that git does not know, or that is not a revision at all. */
export class BadRevisionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BadRevisionError';
  }
}

const MAX_BUFFER = 256 * 1024 * 1024;

/**
 * Git commands started before a command asks them (prefetchGit), each taken by the first runGit with the same
 * arguments, folder and options (the same env object): cli.ts starts them before the command's modules load, so
 * git answers while they load instead of after.
 */
const prefetched = new Map<string, { opts: GitOptions; result: Promise<GitResult> }>();
const prefetchedKey = (args: readonly string[], cwd: string) => `${cwd}\0${args.join('\0')}`;

/** Start `git args` in `cwd` now, for the next runGit of the same command to take over (once). */
export function prefetchGit(args: readonly string[], cwd: string, opts: GitOptions = {}): void {
  const result = runGit(args, cwd, opts);
  result.catch(() => {}); // the runGit that takes it over sees the rejection; an untaken one is dropped
  prefetched.set(prefetchedKey(args, cwd), { opts, result });
}

/** Run git in `cwd`. Resolves for any exit status; rejects with GitMissingError or GitError only. */
export async function runGit(args: readonly string[], cwd: string, opts: GitOptions = {}): Promise<GitResult> {
  const key = prefetched.size ? prefetchedKey(args, cwd) : '';
  const pre = key ? prefetched.get(key) : undefined;
  if (pre && pre.opts.env === opts.env && pre.opts.git === opts.git) {
    prefetched.delete(key);
    return pre.result;
  }
  const bin = opts.git ?? 'git';
  const env = { ...(opts.env ?? process.env), GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' };
  try {
    const { stdout, stderr } = await (execFileP ??= promisifyExecFile())(bin, args as string[], {
      cwd,
      env,
      encoding: 'utf8',
      maxBuffer: MAX_BUFFER,
      windowsHide: true,
    });
    return { stdout, stderr, code: 0 };
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stdout?: string; stderr?: string; code?: number | string };
    if (typeof e.code === 'number') return { stdout: e.stdout ?? '', stderr: e.stderr ?? '', code: e.code };
    if (e.code === 'ENOENT') {
      // spawn reports a missing cwd as ENOENT too; tell the two apart.
      const cwdOk = await stat(cwd).then(
        (s) => s.isDirectory(),
        () => false,
      );
      if (!cwdOk) throw new GitError(`folder does not exist: ${cwd}`, args, 'ENOENT', '');
      throw new GitMissingError(bin);
    }
    const detail = e.code ?? (e as { signal?: string }).signal ?? 'unknown';
    throw new GitError(`git ${args[0] ?? ''} failed (${String(detail)}): ${e.message}`, args, e.code ?? null, e.stderr ?? '');
  }
}

/**
 * Run git with `input` on its stdin (hash-object --stdin, mktree, cat-file --batch). Same contract as
 * runGit: any exit status resolves; a missing git rejects with GitMissingError.
 */
export function runGitInput(args: readonly string[], cwd: string, input: string | Buffer, opts: GitOptions = {}): Promise<GitResult> {
  const bin = opts.git ?? 'git';
  const env = { ...(opts.env ?? process.env), GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' };
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args as string[], { cwd, env, windowsHide: true, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', (e: NodeJS.ErrnoException) => reject(e.code === 'ENOENT' ? new GitMissingError(bin) : new GitError(`git ${args[0] ?? ''} failed: ${e.message}`, args, e.code ?? null, '')));
    child.on('close', (code) => resolve({ stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), code: code ?? 1 }));
    child.stdin.on('error', () => {}); // git may exit before reading all of it; its status says why
    child.stdin.end(input);
  });
}

/** Run git and require exit status 0 (or one of `ok`); otherwise throw GitError with git's message. */
export async function gitOk(
  args: readonly string[],
  cwd: string,
  opts: GitOptions = {},
  ok: readonly number[] = [0],
): Promise<GitResult> {
  const r = await runGit(args, cwd, opts);
  if (!ok.includes(r.code)) throw unexpected(args, r);
  return r;
}

export function unexpected(args: readonly string[], r: GitResult): GitError {
  const msg = r.stderr.trim().split('\n').pop() || `exit status ${r.code}`;
  return new GitError(`git ${args.join(' ')}: ${msg}`, args, r.code, r.stderr);
}

/** What a failed repo-discovery call (rev-parse/status) means, from git's stderr (LC_ALL=C). */
export function classifyRepoFailure(stderr: string): 'not-a-repo' | 'dubious-ownership' | null {
  if (/not a git repository|must be run in a work tree/i.test(stderr)) return 'not-a-repo';
  if (/dubious ownership|safe\.directory/i.test(stderr)) return 'dubious-ownership';
  return null;
}
