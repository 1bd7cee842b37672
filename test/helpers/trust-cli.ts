// Spawning the built CLI (dist/cli.js) against a temp HANDOFF_HOME and temp git repos, and snapshots of a
// store folder to prove that a failed command changed nothing.

import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStoreCache } from './store-cache.js';

export const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build (npm test does)`);

const temps: string[] = [];

/** A fresh temp folder (real path), removed by cleanup(). */
export function tempDir(prefix = 'handoff-trust-'): string {
  const d = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  temps.push(d);
  return d;
}

export function cleanup(): void {
  for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** The environment every spawned CLI gets: no inherited session, editor, display or git repo overrides. */
export function baseEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of ['HANDOFF_SESSION', 'HANDOFF_HOME', 'EDITOR', 'VISUAL', 'DISPLAY', 'WAYLAND_DISPLAY', 'XDG_SESSION_TYPE', 'GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_PREFIX', 'GIT_OBJECT_DIRECTORY', 'GIT_COMMON_DIR']) delete env[k];
  return {
    ...env,
    NO_COLOR: '1',
    GIT_AUTHOR_NAME: 'Test',
    GIT_AUTHOR_EMAIL: 'test@example.com',
    GIT_COMMITTER_NAME: 'Test',
    GIT_COMMITTER_EMAIL: 'test@example.com',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    ...extra,
  };
}

export interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  input?: string | Buffer;
  timeout?: number;
  /** Options for node itself, before the script (e.g. --import a fault-injection preload). */
  nodeArgs?: string[];
}

/** Run the CLI to its end (stdin is /dev/null unless input is given). */
export function runCli(args: string[], opts: RunOptions): Run {
  const r = spawnSync(process.execPath, [...(opts.nodeArgs ?? []), CLI, ...args], {
    cwd: opts.cwd,
    env: opts.env,
    input: opts.input,
    stdio: [opts.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: opts.timeout ?? 20_000,
  });
  if (r.error) throw r.error;
  return { code: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

/** Run the CLI asynchronously (for many at once, or to kill it). */
export function spawnCli(args: string[], opts: RunOptions & { stdio?: SpawnOptions['stdio'] }): Promise<Run> & { pid: number | undefined; kill: (s?: NodeJS.Signals) => void } {
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), CLI, ...args], { cwd: opts.cwd, env: opts.env, stdio: opts.stdio ?? ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  const timer = opts.timeout ? setTimeout(() => child.kill('SIGKILL'), opts.timeout) : null;
  const done = new Promise<Run>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  }) as Promise<Run> & { pid: number | undefined; kill: (s?: NodeJS.Signals) => void };
  done.pid = child.pid;
  done.kill = (s = 'SIGTERM') => void child.kill(s);
  return done;
}

/** node arguments that preload test/helpers/fs-faults.mjs (see there for the HANDOFF_TEST_FAULT variables). */
export const FAULTS = ['--import', fileURLToPath(new URL('./fs-faults.mjs', import.meta.url))];

export function git(cwd: string, env: NodeJS.ProcessEnv, ...args: string[]): string {
  const r = spawnSync('git', args, { cwd, env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

/** A temp repo on main with one commit: src/a.ts (10 lines) and README.md. */
export function makeRepo(env: NodeJS.ProcessEnv): string {
  const dir = tempDir('handoff-repo-');
  git(dir, env, 'init', '-q', '-b', 'main');
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src', 'a.ts'), Array.from({ length: 10 }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n');
  writeFileSync(join(dir, 'README.md'), '# repo\n');
  git(dir, env, 'add', '.');
  git(dir, env, 'commit', '-q', '-m', 'init');
  return dir;
}

/** Every file and folder under dir (dot files included): type, mode and a hash of the content. */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(dir)) return out;
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      // The store's caches (index, memos): reads rebuild them when they could be stale, so whether one
      // exists after a command depends on timing, not on what the command wrote.
      if (d === dir && isStoreCache(name)) continue;
      const p = join(d, name);
      const st = lstatSync(p);
      const rel = relative(dir, p);
      const mode = (st.mode & 0o777).toString(8);
      if (st.isDirectory()) {
        out[rel + '/'] = `dir ${mode}`;
        walk(p);
      } else if (st.isSymbolicLink()) {
        out[rel] = `link`;
      } else {
        out[rel] = `file ${mode} ${createHash('sha256').update(readFileSync(p)).digest('hex').slice(0, 16)}`;
      }
    }
  };
  walk(dir);
  return out;
}

/** The arguments of a valid non-interactive `new bug`. */
export function bugArgs(title = 'Login test flakes'): string[] {
  return [
    'new', 'bug', '--title', title, '--why', 'The login test fails one run in five on CI.', '--deliver', 'The root cause, and a fix.',
    '--field', 'observed=TimeoutError after 5000 ms', '--field', 'expected=It passes.', '--field', 'reproduce=npm test -- login',
    '--pointer', 'src/a.ts:3 — where the session is made', '--first-step', 'Run the test 20 times.', '--no-input',
  ];
}
