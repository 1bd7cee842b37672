// Shared by the agents/skill/start/init e2e tests: temp folders, an isolated environment, temp git repos,
// and the BUILT CLI (dist/cli.js) run as a child process.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLI, cleanupTemps, gitIdentity, initRepo, requireBuild, runCliSync, tempDir } from './cli-core.js';
import { scaled } from './timing.js';

export { CLI, git } from './cli-core.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const requireBuilt = requireBuild;

export function tmp(prefix = 'handoff-agents-'): string {
  return tempDir(prefix);
}

export const cleanup = cleanupTemps;

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
    ...gitIdentity(gitconfig),
  };
  if (opts.handoffHome !== false) env.HANDOFF_HOME = join(base, 'store');
  return { base, home, env };
}

/** A temp repo on branch main, with one commit unless `empty`. */
export function repo(env: NodeJS.ProcessEnv, opts: { empty?: boolean; at?: string } = {}): string {
  return initRepo(opts.at ?? tmp('handoff-repo-'), env, opts.empty ? undefined : { 'README.md': '# demo\n' }, 'init');
}

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
  json: () => any;
}

/** stdin is an empty pipe unless input is given; killed after 30 s (scaled to the machine). */
export function handoff(args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; input?: string }): Run {
  const r = runCliSync(args, { cwd: opts.cwd, env: opts.env, input: opts.input ?? '', timeout: scaled(30_000) });
  return { code: r.code ?? -1, stdout: r.stdout, stderr: r.stderr, json: () => JSON.parse(r.stdout) };
}

/** A `handoff` executable on PATH that runs the built CLI, for shell snippets. */
export function handoffShim(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const p = join(dir, 'handoff');
  writeFileSync(p, `#!/bin/sh\nexec "${process.execPath}" "${CLI}" "$@"\n`, { mode: 0o755 });
  return dir;
}
