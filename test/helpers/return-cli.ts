// Running the built CLI against a temp store and temp git repos, for the return-leg e2e tests.

import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStoreCache } from './store-cache.js';

export const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

export interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

const temps: string[] = [];

/** A temp folder (realpath: git reports resolved paths) removed by cleanup(). */
export function tempDir(prefix = 'handoff-e2e-'): string {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), prefix)));
  temps.push(dir);
  return dir;
}

export function cleanup(): void {
  for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** The environment every run gets: a private store and config, no colour, a git identity, no display. */
export function baseEnv(home: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: path.join(home, '..'),
    XDG_CONFIG_HOME: path.join(home, '..', 'config'),
    HANDOFF_HOME: home,
    NO_COLOR: '1',
    GIT_AUTHOR_NAME: 'Test Author',
    GIT_AUTHOR_EMAIL: 'author@example.com',
    GIT_COMMITTER_NAME: 'Test Committer',
    GIT_COMMITTER_EMAIL: 'committer@example.com',
    GIT_CONFIG_NOSYSTEM: '1',
    LANG: 'C.UTF-8',
  };
  return { ...env, ...extra };
}

/** A test world: a store folder (not yet created) and a helper to run the CLI in it. */
export function world() {
  const root = tempDir();
  const home = path.join(root, 'store');
  const env = baseEnv(home);
  return {
    root,
    home,
    env,
    run: (args: string[], opts: { cwd: string; input?: string; env?: NodeJS.ProcessEnv }) => run(args, { ...opts, env: { ...env, ...opts.env } }),
    runAsync: (args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv }) => runAsync(args, { ...opts, env: { ...env, ...opts.env } }),
  };
}

export function run(args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; input?: string }): Result {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: opts.cwd, env: opts.env, input: opts.input ?? '', encoding: 'utf8', timeout: 20_000 });
  if (r.error) throw r.error;
  return { code: r.status ?? 128, stdout: r.stdout, stderr: r.stderr };
}

export function runAsync(args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }): Promise<Result> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [CLI, ...args], { cwd: opts.cwd, env: opts.env, encoding: 'utf8', timeout: 30_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof (error as NodeJS.ErrnoException).code === 'number' ? ((error as unknown as { code: number }).code) : 1) : 0;
      resolve({ code, stdout, stderr });
    });
    child.stdin?.end();
  });
}

export function git(cwd: string, ...args: string[]): string {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', env: baseEnv(path.join(cwd, '.no-store')) });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${r.stderr}`);
  return r.stdout.trim();
}

/** A repo on main with one commit of the given files. */
export function gitRepo(files: Record<string, string> = { 'src/app.ts': 'export const app = 1;\n', 'README.md': '# demo\n' }): string {
  const dir = tempDir('handoff-repo-');
  git(dir, 'init', '-q', '-b', 'main');
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    spawnSync('mkdir', ['-p', path.dirname(file)]);
    writeFileSync(file, text);
  }
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'initial');
  return dir;
}

export function commit(repo: string, file: string, text: string, message: string): void {
  writeFileSync(path.join(repo, file), text);
  git(repo, 'add', file);
  git(repo, 'commit', '-q', '-m', message);
}

/** Cut a task brief with every required answer by flags; returns its id. */
export function cutBrief(w: ReturnType<typeof world>, repo: string, extra: string[] = [], title = 'Split the parser'): string {
  const r = w.run(
    ['new', 'task', '--title', title, '--why', 'The parser file is 3000 lines and blocks two other changes', '--deliver', 'A plan for splitting it, with the seams named', '--pointer', 'src/app.ts — the entry point', '--first-step', 'Read src/app.ts', '--no-input', '--json', ...extra],
    { cwd: repo },
  );
  if (r.code !== 0) throw new Error(`handoff new failed (${r.code}): ${r.stderr}`);
  return (JSON.parse(r.stdout) as { id: string }).id;
}

export function json<T = any>(r: Result): T {
  try {
    return JSON.parse(r.stdout) as T;
  } catch {
    throw new Error(`stdout is not JSON (exit ${r.code}):\n${r.stdout}\nstderr:\n${r.stderr}`);
  }
}

/**
 * The store's files, sorted, relative to it: to prove nothing was written or lost. Leaves out the store's
 * index (a cache that reads rebuild whenever it could be stale, src/store/index-cache.ts).
 */
export function storeFiles(home: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, rel: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const n of names.sort()) {
      if (!rel && isStoreCache(n)) continue;
      const p = path.join(dir, n);
      const r = rel ? `${rel}/${n}` : n;
      try {
        readdirSync(p);
        walk(p, r);
      } catch {
        out.push(r);
      }
    }
  };
  walk(home, '');
  return out;
}
