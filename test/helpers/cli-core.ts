// The mechanics every e2e helper shares: the built CLI's path, temp folders, a git identity, a git runner,
// temp repos, and running the CLI as a child process (to its end, or in the background). No vitest hooks
// here: e2e.ts removes the temp folders after each test file; the older helpers export a cleanup() for it.

import { execFileSync, spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scaled } from './timing.js';

export const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

/** e2e tests run what users run: the build. `npm test` builds first; a bare `npx vitest` needs `npm run build`. */
export function requireBuild(): void {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first (npm test does).`);
}

const temps: string[] = [];

/** A fresh folder under the OS temp folder (real path: git reports resolved paths), removed by cleanupTemps(). */
export function tempDir(prefix = 'handoff-e2e-'): string {
  const d = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  temps.push(d);
  return d;
}

/** Remove every folder tempDir() made so far. */
export function cleanupTemps(): void {
  for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** git isolated from the machine's config (unless `globalConfig` names a file), with a fixed identity. */
export function gitIdentity(globalConfig = '/dev/null'): NodeJS.ProcessEnv {
  return {
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: globalConfig,
    GIT_AUTHOR_NAME: 'Handoff Test',
    GIT_AUTHOR_EMAIL: 'test@example.com',
    GIT_COMMITTER_NAME: 'Handoff Test',
    GIT_COMMITTER_EMAIL: 'test@example.com',
  };
}

/** Run git; its stdout, trimmed. Throws (with git's stderr) when git fails. */
export function git(cwd: string, env: NodeJS.ProcessEnv, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), content);
  }
}

/** `dir` (made if missing) as a repo on branch main; with `files`, one commit holding them. */
export function initRepo(dir: string, env: NodeJS.ProcessEnv, files?: Record<string, string>, message = 'initial'): string {
  mkdirSync(dir, { recursive: true });
  git(dir, env, 'init', '-q', '-b', 'main');
  git(dir, env, 'config', 'commit.gpgsign', 'false');
  if (files) {
    writeFiles(dir, files);
    git(dir, env, 'add', '-A');
    git(dir, env, 'commit', '-q', '-m', message);
  }
  return dir;
}

export interface CliRunOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** stdin's content; without it stdin is /dev/null (not a terminal, not a pipe). */
  input?: string | Buffer;
  /** ms before the child is killed (a bound for a hang: pass scaled(ms) from timing.ts for your own). */
  timeout?: number;
  /** Options for node itself, before the script (e.g. --import a fault-injection preload). */
  nodeArgs?: string[];
}

export interface CliExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Run `node dist/cli.js ...args` to its end (default timeout 20 s, scaled to the machine; a timeout throws). */
export function runCliSync(args: string[], opts: CliRunOptions): CliExit {
  const r = spawnSync(process.execPath, [...(opts.nodeArgs ?? []), CLI, ...args], {
    cwd: opts.cwd,
    env: opts.env,
    input: opts.input,
    stdio: [opts.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: opts.timeout ?? scaled(20_000),
  });
  if (r.error) throw r.error;
  return { code: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

export type CliChild = Promise<CliExit> & { pid: number | undefined; kill: (s?: NodeJS.Signals) => void; timedOut: () => boolean };

/** Start `node dist/cli.js ...args` in the background; settles when it closes (SIGKILLed after `timeout`, if given). */
export function spawnCli(args: string[], opts: CliRunOptions & { stdio?: SpawnOptions['stdio'] }): CliChild {
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), CLI, ...args], {
    cwd: opts.cwd,
    env: opts.env,
    stdio: opts.stdio ?? [opts.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout?.on('data', (b: Buffer) => out.push(b));
  child.stderr?.on('data', (b: Buffer) => err.push(b));
  let timedOut = false;
  const timer = opts.timeout
    ? setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, opts.timeout)
    : null;
  const done = new Promise<CliExit>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      resolve({ code, signal, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') });
    });
  }) as CliChild;
  if (child.stdin && opts.input !== undefined) {
    child.stdin.on('error', () => {});
    child.stdin.end(opts.input);
  }
  done.pid = child.pid;
  done.kill = (s = 'SIGTERM') => void child.kill(s);
  done.timedOut = () => timedOut;
  return done;
}
