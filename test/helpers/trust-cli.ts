// Spawning the built CLI (dist/cli.js) against a temp HANDOFF_HOME and temp git repos, and snapshots of a
// store folder to prove that a failed command changed nothing.

import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanupTemps, gitIdentity, initRepo, requireBuild, tempDir as tempDirCore } from './cli-core.js';
import { isStoreCache } from './store-cache.js';

export { CLI, git } from './cli-core.js';
requireBuild();

/** A fresh temp folder (real path), removed by cleanup(). */
export function tempDir(prefix = 'handoff-trust-'): string {
  return tempDirCore(prefix);
}

export const cleanup = cleanupTemps;

/** The environment every spawned CLI gets: no inherited session, editor, display or git repo overrides. */
export function baseEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of ['HANDOFF_SESSION', 'HANDOFF_HOME', 'EDITOR', 'VISUAL', 'DISPLAY', 'WAYLAND_DISPLAY', 'XDG_SESSION_TYPE', 'GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_PREFIX', 'GIT_OBJECT_DIRECTORY', 'GIT_COMMON_DIR']) delete env[k];
  return { ...env, NO_COLOR: '1', ...gitIdentity(), ...extra };
}

// runCli: to its end (stdin is /dev/null unless input is given); spawnCli: in the background (for many at once,
// or to kill one).
export { runCliSync as runCli, spawnCli } from './cli-core.js';
export type { CliExit as Run, CliRunOptions as RunOptions } from './cli-core.js';

/** node arguments that preload test/helpers/fs-faults.mjs (see there for the HANDOFF_TEST_FAULT variables). */
export const FAULTS = ['--import', fileURLToPath(new URL('./fs-faults.mjs', import.meta.url))];

/** A temp repo on main with one commit: src/a.ts (10 lines) and README.md. */
export function makeRepo(env: NodeJS.ProcessEnv): string {
  const a = Array.from({ length: 10 }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';
  return initRepo(tempDir('handoff-repo-'), env, { 'src/a.ts': a, 'README.md': '# repo\n' }, 'init');
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
