// A copy of what `handoff` runs (dist/, prompts/, package.json and the runtime dependencies' folders from
// node_modules), readable by every user, for tests that run the CLI as another user: a checkout in a private
// folder (mode 0700, as home folders often are) is unreadable to them, and the test must not depend on where
// the checkout happens to live. Made once per test process; removed at exit.

import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireBuild } from './cli-core.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let made: string | undefined;

/** The folder of `name` as node would find it from `from` (a package folder): nested first, then up. */
function packageDir(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const p = join(dir, 'node_modules', name);
    if (existsSync(join(p, 'package.json'))) return p;
    if (dirname(dir) === dir) return undefined;
  }
}

/** The runtime dependency closure of the package at `root`: every package folder, relative to root. */
function runtimeDeps(root: string): string[] {
  const seen = new Set<string>();
  const visit = (pkgDir: string) => {
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> };
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) {
      const dir = packageDir(name, pkgDir);
      if (!dir || seen.has(dir)) continue;
      seen.add(dir);
      visit(dir);
    }
  };
  visit(root);
  return [...seen].map((d) => relative(root, d));
}

/** Every folder 0755 and every file at least 0644 (executables 0755) under dir, and dir's parents' x bit. */
function openUp(dir: string): void {
  chmodSync(dir, 0o755);
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) openUp(p);
    else chmodSync(p, st.mode & 0o111 ? 0o755 : 0o644);
  }
}

/**
 * A fresh copy of what `handoff` runs (dist/, prompts/, package.json, the runtime dependencies under
 * node_modules) in a new folder under the OS temp folder, every file readable by everyone. Returns the folder;
 * removed at exit.
 */
export function copyOfBuild(prefix = 'handoff-copy-'): string {
  requireBuild();
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  for (const rel of ['dist', 'prompts', 'package.json', ...runtimeDeps(ROOT)]) {
    cpSync(join(ROOT, rel), join(dir, rel), { recursive: true, dereference: true });
  }
  openUp(dir);
  return dir;
}

/** The path of cli.js in a world-readable copy of the built CLI (one per test process). */
export function readableCli(): string {
  made ??= copyOfBuild('handoff-readable-');
  return join(made, 'dist', 'cli.js');
}
