// Run the built CLI (dist/cli.js) the way a user or an agent does: a temp HANDOFF_HOME, NO_COLOR=1, a git
// identity from the environment, no display, and temp git repos made with `git init -b main`.
//
//   const home = tempDir();
//   const repo = makeRepo({ 'src/a.ts': 'x\n' });
//   const r = await runCli(['new', 'task', ...], { cwd: repo, env: cliEnv(home) });
//   expect(r.code).toBe(0);

import { execFileSync, spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { isStoreCache } from './store-cache.js';

export const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

/** e2e tests run what users run: the build. `npm test` builds first; a bare `npx vitest` needs `npm run build`. */
export function requireBuild(): void {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first (npm test does).`);
}

// Removed after each test file (vitest may end a worker without its 'exit' event), and at exit as a fallback.
const made: string[] = [];
const cleanUp = () => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
};
afterAll(cleanUp);
process.once('exit', cleanUp);

/** A fresh folder under the OS temp folder, removed after the test file. Real path (no symlinks). */
export function tempDir(prefix = 'handoff-e2e-'): string {
  const d = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  made.push(d);
  return d;
}

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
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_AUTHOR_NAME: 'Handoff Test',
    GIT_AUTHOR_EMAIL: 'test@example.com',
    GIT_COMMITTER_NAME: 'Handoff Test',
    GIT_COMMITTER_EMAIL: 'test@example.com',
    ...extra,
  };
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Spawn `node dist/cli.js ...args`; stdin gets `input` (or nothing: /dev/null, not a terminal). */
export function runCli(args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; input?: string; timeoutMs?: number }): Promise<CliResult> {
  requireBuild();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: opts.cwd,
      env: opts.env,
      stdio: [opts.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout!.on('data', (b: Buffer) => out.push(b));
    child.stderr!.on('data', (b: Buffer) => err.push(b));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`handoff ${args.join(' ')} did not exit within ${opts.timeoutMs ?? 20_000} ms`));
    }, opts.timeoutMs ?? 20_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 128 : -1), stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') });
    });
    if (child.stdin) {
      child.stdin.on('error', () => {});
      child.stdin.end(opts.input);
    }
  });
}

const GIT_ENV = cliEnv('/nonexistent');

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), content);
  }
}

/** A repo on branch main with one commit holding `files` (a README when none). */
export function makeRepo(files: Record<string, string> = { 'README.md': '# demo\n' }): string {
  const dir = tempDir('handoff-repo-');
  git(dir, 'init', '-q', '-b', 'main');
  writeFiles(dir, files);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'initial');
  return dir;
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
