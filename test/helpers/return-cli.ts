// Running the built CLI against a temp store and temp git repos, for the return-leg e2e tests.

import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cleanupTemps, git as gitWith, gitIdentity, initRepo, runCliSync, spawnCli, tempDir } from './cli-core.js';
import { isStoreCache } from './store-cache.js';
import { scaled } from './timing.js';

export { CLI, tempDir } from './cli-core.js';

export interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

/** Remove the temp folders tempDir() made. */
export const cleanup = cleanupTemps;

/** The environment every run gets: a private store and config, no colour, a git identity, no display. */
export function baseEnv(home: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: path.join(home, '..'),
    XDG_CONFIG_HOME: path.join(home, '..', 'config'),
    HANDOFF_HOME: home,
    NO_COLOR: '1',
    ...gitIdentity(),
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

/** stdin is an empty pipe. */
export function run(args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; input?: string }): Result {
  const r = runCliSync(args, { cwd: opts.cwd, env: opts.env, input: opts.input ?? '' });
  return { code: r.code ?? 128, stdout: r.stdout, stderr: r.stderr };
}

/** stdin is an empty pipe; killed after 30 s, scaled to the machine (exit code 1 then, as for any death by signal). */
export async function runAsync(args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }): Promise<Result> {
  const r = await spawnCli(args, { cwd: opts.cwd, env: opts.env, input: '', timeout: scaled(30_000) });
  return { code: r.code ?? 1, stdout: r.stdout, stderr: r.stderr };
}

export function git(cwd: string, ...args: string[]): string {
  return gitWith(cwd, baseEnv(path.join(cwd, '.no-store')), ...args);
}

/** A repo on main with one commit of the given files. */
export function gitRepo(files: Record<string, string> = { 'src/app.ts': 'export const app = 1;\n', 'README.md': '# demo\n' }): string {
  const dir = tempDir('handoff-repo-');
  return initRepo(dir, baseEnv(path.join(dir, '.no-store')), files);
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

/** A world with one brief cut in a fresh repo, and a folder of its own for the documents a test returns:
 *  `file(name, text)` writes one there (text or bytes) and gives its path. */
export function briefToReturn(prefix = 'handoff-doc-') {
  const w = world();
  const repo = gitRepo();
  const id = cutBrief(w, repo);
  const dir = tempDir(prefix);
  const file = (name: string, content: string | Buffer) => {
    const f = path.join(dir, name);
    writeFileSync(f, content);
    return f;
  };
  return { w, repo, id, dir, file };
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
