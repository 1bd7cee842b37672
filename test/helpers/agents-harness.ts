// Shared by the agents/skill/start/init e2e tests: temp folders, an isolated environment, temp git repos,
// and the BUILT CLI (dist/cli.js) run as a child process.

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CLI = join(ROOT, 'dist', 'cli.js');

export function requireBuilt(): void {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first (npm test does)`);
}

const made: string[] = [];

export function tmp(prefix = 'handoff-agents-'): string {
  const d = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  made.push(d);
  return d;
}

export function cleanup(): void {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
}

export interface Sandbox {
  /** A private temp folder holding home, config, store and tmp. */
  base: string;
  home: string;
  env: NodeJS.ProcessEnv;
}

/**
 * An environment that touches nothing of the user's: HOME, XDG_CONFIG_HOME, TMPDIR and HANDOFF_HOME all
 * inside a temp folder, git's global config empty, a fixed git identity, NO_COLOR.
 */
export function sandbox(opts: { handoffHome?: boolean } = {}): Sandbox {
  const base = tmp();
  const home = join(base, 'home');
  for (const d of [home, join(base, 'config'), join(base, 'tmp')]) mkdirSync(d, { recursive: true });
  const gitconfig = join(base, 'gitconfig');
  writeFileSync(gitconfig, '');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: home,
    XDG_CONFIG_HOME: join(base, 'config'),
    TMPDIR: join(base, 'tmp'),
    NO_COLOR: '1',
    LANG: 'C.UTF-8',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: gitconfig,
    GIT_AUTHOR_NAME: 'Agents Test',
    GIT_AUTHOR_EMAIL: 'agents@example.com',
    GIT_COMMITTER_NAME: 'Agents Test',
    GIT_COMMITTER_EMAIL: 'agents@example.com',
  };
  if (opts.handoffHome !== false) env.HANDOFF_HOME = join(base, 'store');
  return { base, home, env };
}

export function git(cwd: string, env: NodeJS.ProcessEnv, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** A temp repo on branch main, with one commit unless `empty`. */
export function repo(env: NodeJS.ProcessEnv, opts: { empty?: boolean; at?: string } = {}): string {
  const d = opts.at ?? tmp('handoff-repo-');
  mkdirSync(d, { recursive: true });
  git(d, env, 'init', '-q', '-b', 'main');
  git(d, env, 'config', 'commit.gpgsign', 'false');
  if (!opts.empty) {
    writeFileSync(join(d, 'README.md'), '# demo\n');
    git(d, env, 'add', 'README.md');
    git(d, env, 'commit', '-q', '-m', 'init');
  }
  return d;
}

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
  json: () => any;
}

export function handoff(args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; input?: string }): Run {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: opts.cwd, env: opts.env, input: opts.input ?? '', encoding: 'utf8', timeout: 30_000 });
  if (r.error) throw r.error;
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr, json: () => JSON.parse(r.stdout) };
}

/** A `handoff` executable on PATH that runs the built CLI, for shell snippets. */
export function handoffShim(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const p = join(dir, 'handoff');
  writeFileSync(p, `#!/bin/sh\nexec "${process.execPath}" "${CLI}" "$@"\n`, { mode: 0o755 });
  return dir;
}
