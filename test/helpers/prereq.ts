// Tests that need something outside the project (a tool, the real corpus, root) say so here, and are
// skipped loudly when it is missing, or fail when CI=true:
//
//   const tmux = needs('tmux');
//   tmux.describe('at a terminal', () => { ... });        // every test inside needs tmux
//   tmux.it('copies at a terminal', async () => { ... }); // one test needs it
//   const docs = needs('corpus').ready ? corpusDocs() : []; // collection-time data: guard with .ready
//
// Outside CI a missing prerequisite skips those tests; each skipped test carries the missing prerequisite in
// its meta (`prereq`), and test/reporter.ts prints one line per prerequisite, with its install command,
// above the closing "N passed, N failed, N skipped" line. With CI=true nothing skips: the same tests fail,
// each with the message naming what is missing and how to install it.

import { accessSync, constants, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe as vdescribe, it as vit } from 'vitest';

export type Prereq = 'tmux' | 'Xvfb' | 'xsel' | 'git' | 'corpus' | 'root';

export interface Missing {
  name: Prereq;
  /** One line: what is missing, and the command that installs it. Printed by the reporter, thrown in CI. */
  line: string;
}

/** The meta key a skipped test carries (read by test/reporter.ts). */
export const META_KEY = 'prereq';

/** CI=true (or any value but "", "0", "false"): every test runs, a missing prerequisite fails. */
export const inCI = ((v) => v !== '' && v !== '0' && v.toLowerCase() !== 'false')(process.env.CI ?? '');

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The checkouts the corpus may sit next to: this one, and for a git worktree (`.git` is a file naming the
 * gitdir) also the main checkout, found from the worktree's `commondir`. Plain file reads, no git process.
 */
function checkouts(): string[] {
  const dirs = [ROOT];
  try {
    const m = /^gitdir: (.+)$/m.exec(readFileSync(path.join(ROOT, '.git'), 'utf8'));
    if (m) {
      const gitdir = path.resolve(ROOT, m[1]!.trim());
      const common = path.resolve(gitdir, readFileSync(path.join(gitdir, 'commondir'), 'utf8').trim());
      dirs.push(path.dirname(common));
    }
  } catch {
    // Not a worktree (or no .git at all, as in a packed copy): only this checkout.
  }
  return dirs;
}

/**
 * The real-handoffs corpus: $HANDOFF_CORPUS when set (and then only it, so a run can hide the corpus),
 * else ../shared/corpus/real-handoffs next to the checkout (or next to the main checkout of a worktree).
 */
export function corpusPath(): string {
  if (process.env.HANDOFF_CORPUS) return process.env.HANDOFF_CORPUS;
  const candidates = checkouts().map((d) => path.resolve(d, '../shared/corpus/real-handoffs'));
  return candidates.find((d) => existsSync(d)) ?? candidates[0]!;
}

/** Whether an executable of this name is on PATH (no shell involved). */
export function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      accessSync(path.join(dir || '.', command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

const mac = process.platform === 'darwin';
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
const DEPS = 'bash .ci/run --deps-only';

function toolInstall(tool: 'tmux' | 'Xvfb' | 'xsel' | 'git'): string {
  if (mac) return { tmux: 'brew install tmux', Xvfb: 'brew install --cask xquartz (Xvfb is in /opt/X11/bin)', xsel: 'brew install xsel', git: 'xcode-select --install' }[tool];
  const pkg = { tmux: 'tmux', Xvfb: 'xvfb', xsel: 'xsel', git: 'git' }[tool];
  return `${sudo}apt-get install -y ${pkg} (or all four: ${DEPS})`;
}

/** What is missing of one prerequisite, or null when it is there. Checked anew on every call (cheap). */
export function check(name: Prereq): Missing | null {
  switch (name) {
    case 'tmux':
    case 'Xvfb':
    case 'xsel':
    case 'git':
      return onPath(name) ? null : { name, line: `${name}: not found on PATH; install: ${toolInstall(name)}` };
    case 'corpus': {
      const dir = corpusPath();
      const ok = existsSync(dir) && readdirSync(dir).some((f) => f.endsWith('.md'));
      if (ok) return null;
      const where = process.env.HANDOFF_CORPUS ? `HANDOFF_CORPUS=${dir}` : `../shared/corpus/real-handoffs next to the checkout (${dir})`;
      return { name, line: `corpus: no real-handoffs documents at ${where}; install: put the corpus's .md files there, or set HANDOFF_CORPUS to their folder` };
    }
    case 'root':
      return process.getuid?.() === 0 ? null : { name, line: 'root: these tests need root (to chown files to another user, or mount a tmpfs); install: run the suite as root, as CI does (sudo bash .ci/run)' };
  }
}

export interface Needs {
  /** Every prerequisite is there. */
  readonly ready: boolean;
  readonly missing: readonly Missing[];
  /** The message a CI run fails with: one line per missing prerequisite. */
  readonly message: string;
  /** `describe`, skipped (outside CI) or failing in every test (CI) when something is missing. */
  describe(name: string, fn: () => void): void;
  /** `it`, skipped (outside CI) or failing (CI) when something is missing. */
  it(name: string, fn: (...args: any[]) => unknown, timeout?: number): void;
  test(name: string, fn: (...args: any[]) => unknown, timeout?: number): void;
}

export function needs(...names: Prereq[]): Needs {
  const missing = [...new Set(names)].map(check).filter((m): m is Missing => m !== null);
  const ready = missing.length === 0;
  const message = `missing prerequisite${missing.length === 1 ? '' : 's'} (CI=true: nothing may skip):\n${missing.map((m) => `  ${m.line}`).join('\n')}`;
  const meta = { [META_KEY]: missing.map((m) => m.line) } as Record<string, unknown>;
  const fail = () => {
    throw new Error(message);
  };
  const it = (name: string, fn: (...args: any[]) => unknown, timeout?: number) => {
    if (ready) vit(name, fn, timeout);
    else if (inCI) vit(name, fail);
    else vit(name, { skip: true, meta }, fn);
  };
  return {
    ready,
    missing,
    message,
    describe(name, fn) {
      if (ready) vdescribe(name, fn);
      else if (inCI)
        vdescribe(name, () => {
          beforeAll(fail);
          fn();
        });
      else vdescribe(name, { skip: true, meta }, fn);
    },
    it,
    test: it,
  };
}
