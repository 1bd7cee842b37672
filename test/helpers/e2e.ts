// Run the built CLI (dist/cli.js) the way a user or an agent does: a temp HANDOFF_HOME, NO_COLOR=1, a git
// identity from the environment, no display, and temp git repos made with `git init -b main`.
//
//   const home = tempDir();
//   const repo = makeRepo({ 'src/a.ts': 'x\n' });
//   const r = await runCli(['new', 'task', ...], { cwd: repo, env: cliEnv(home) });
//   expect(r.code).toBe(0);

import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { cleanupTemps, git as gitWith, gitIdentity, initRepo, requireBuild, spawnCli, tempDir } from './cli-core.js';
import { isStoreCache } from './store-cache.js';
import { scaled } from './timing.js';

export { CLI, requireBuild, runCliSync, tempDir, writeFiles } from './cli-core.js';

// Removed after each test file (vitest may end a worker without its 'exit' event), and at exit as a fallback.
afterAll(cleanupTemps);
process.once('exit', cleanupTemps);

/** A folder to use as HANDOFF_HOME that does not exist yet (the CLI creates it). */
export function freshHome(): string {
  return join(tempDir('handoff-home-'), 'store');
}

/**
 * The whole environment of a CLI run: nothing leaks in from the test process (no DISPLAY, no user config,
 * no HANDOFF_SESSION), git is isolated from the machine's config and has an identity.
 */
export function cliEnv(home: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const userHome = tempDir('handoff-user-');
  return {
    PATH: process.env.PATH,
    HOME: userHome,
    XDG_CONFIG_HOME: join(userHome, '.config'),
    TMPDIR: process.env.TMPDIR,
    LANG: 'C.UTF-8',
    NO_COLOR: '1',
    HANDOFF_HOME: home,
    ...gitIdentity(),
    ...extra,
  };
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Spawn `node dist/cli.js ...args`; stdin gets `input` (or nothing: /dev/null, not a terminal). */
export async function runCli(args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; input?: string; timeoutMs?: number }): Promise<CliResult> {
  requireBuild();
  const timeout = opts.timeoutMs ?? scaled(20_000);
  const child = spawnCli(args, { cwd: opts.cwd, env: opts.env, input: opts.input, timeout });
  const r = await child;
  if (child.timedOut()) throw new Error(`handoff ${args.join(' ')} did not exit within ${timeout} ms`);
  return { code: r.code ?? (r.signal ? 128 : -1), stdout: r.stdout, stderr: r.stderr };
}

const GIT_ENV = cliEnv('/nonexistent');

export function git(cwd: string, ...args: string[]): string {
  return gitWith(cwd, GIT_ENV, ...args);
}

/** A repo on branch main with one commit holding `files` (a README when none). */
export function makeRepo(files: Record<string, string> = { 'README.md': '# demo\n' }): string {
  return initRepo(tempDir('handoff-repo-'), GIT_ENV, files);
}

export function commitAll(dir: string, message: string): string {
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', message);
  return git(dir, 'rev-parse', 'HEAD');
}

/** Every entry under a folder with its mode and, for files, its content: compare before/after a run. */
export { isStoreCache, storeEntries } from './store-cache.js';

export function snapshot(dir: string, opts: { caches?: boolean } = {}): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(dir)) return out;
  const walk = (d: string, rel: string) => {
    for (const name of readdirSync(d).sort()) {
      if (!rel && !opts.caches && isStoreCache(name)) continue;
      const p = join(d, name);
      const r = rel ? `${rel}/${name}` : name;
      const st = lstatSync(p);
      const mode = (st.mode & 0o7777).toString(8);
      if (st.isDirectory()) {
        out[`${r}/`] = mode;
        walk(p, r);
      } else out[r] = `${mode} ${st.isFile() ? readFileSync(p, 'utf8') : '(special)'}`;
    }
  };
  walk(dir, '');
  return out;
}

/** Every file's text under a folder, joined: "does this secret appear anywhere in the store?" */
export function allText(dir: string): string {
  return Object.entries(snapshot(dir, { caches: true }))
    .map(([k, v]) => `${k}\n${v}`)
    .join('\n');
}
