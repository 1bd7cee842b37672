// The loud skip itself (test/helpers/prereq.ts, test/reporter.ts): vitest run on real test files of this
// suite with the prerequisites hidden (a PATH holding only node and git, HANDOFF_CORPUS naming an empty
// folder). Outside CI the run exits 0, the tests that need the missing things are skipped, and above the
// closing line each missing prerequisite is listed once with its install command. With CI=true the same
// run fails, every one of those tests with the message naming what is missing.

import { spawn } from 'node:child_process';
import { accessSync, constants, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupTemps, requireBuild, tempDir } from '../helpers/cli-core.js';
import { check } from '../helpers/prereq.js';
import { ciSkipBlock, closingLine, missingBlock } from '../reporter.js';
import { scaled } from '../helpers/timing.js';

afterAll(cleanupTemps);

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VITEST = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
// A tmux file, a corpus file, and a file needing Xvfb, xsel and tmux (its tests without a display still run).
const FILES = ['test/interactive/harness.test.ts', 'test/unit/corpus.test.ts', 'test/e2e/new.clipboard.test.ts'];

/** A PATH with node and git only (git: the e2e tests make repos with it). */
function barePath(): string {
  const bin = join(tempDir('handoff-bare-path-'), 'bin');
  mkdirSync(bin);
  symlinkSync(process.execPath, join(bin, 'node'));
  const git = (process.env.PATH ?? '').split(':').map((d) => join(d, 'git')).find(isExe);
  if (git) symlinkSync(git, join(bin, 'git'));
  return bin;
}

function isExe(p: string): boolean {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

interface Run {
  code: number | null;
  /** stdout and stderr as they arrived (their order between the two streams is not fixed). */
  out: string;
  /** stdout alone: the reporter's summary is its last line, whatever vitest writes on stderr after it. */
  stdout: string;
}

/** `vitest run FILES` with this suite's config, the given CI value, the prerequisites hidden. */
function hiddenRun(ci: string | undefined): Promise<Run> {
  const env: NodeJS.ProcessEnv = {
    PATH: barePath(),
    HOME: tempDir('handoff-bare-home-'),
    TMPDIR: process.env.TMPDIR,
    LANG: 'C.UTF-8',
    NO_COLOR: '1',
    HANDOFF_CORPUS: tempDir('handoff-no-corpus-'),
    // The outer run's time scale, so the inner one waits no less on a loaded machine.
    HANDOFF_TEST_TIME_SCALE: process.env.HANDOFF_TEST_TIME_SCALE,
  };
  if (ci !== undefined) env.CI = ci;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITEST, 'run', '--config', 'test/vitest.config.ts', ...FILES], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let stdout = '';
    child.stdout.on('data', (b: Buffer) => {
      out += b.toString('utf8');
      stdout += b.toString('utf8');
    });
    child.stderr.on('data', (b: Buffer) => (out += b.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, stdout }));
  });
}

describe('the loud skip, in a run with tmux, Xvfb, xsel and the corpus hidden', () => {
  it('outside CI: exit 0, the needy tests skipped, one line per missing prerequisite with its install command, the count last', async () => {
    requireBuild();
    const r = await hiddenRun(undefined);
    const lines = r.out.trimEnd().split('\n');
    expect(r.code, r.out).toBe(0);
    const last = lines.at(-1)!;
    expect(last, r.out).toMatch(/^\d+ passed, 0 failed, \d+ skipped$/);
    const [, passed, skipped] = /^(\d+) passed, 0 failed, (\d+) skipped$/.exec(last)!.map(Number);
    expect(passed, 'the tests without a display still ran').toBeGreaterThanOrEqual(3);
    expect(skipped).toBeGreaterThanOrEqual(10);

    const head = lines.indexOf('Skipped for missing prerequisites (with CI=true these tests fail instead):');
    expect(head, r.out).toBeGreaterThan(0);
    const block = lines.slice(head + 1, lines.length - 2);
    expect(lines.at(-2)).toBe('');
    const rows = new Map(block.map((l) => [/^ {2}(\w+):/.exec(l)?.[1], l]));
    expect([...rows.keys()].sort()).toEqual(['Xvfb', 'corpus', 'tmux', 'xsel']);
    for (const tool of ['tmux', 'Xvfb', 'xsel']) {
      expect(rows.get(tool)).toMatch(new RegExp(`^  ${tool}: not found on PATH; install: .*(apt-get install -y ${tool.toLowerCase()}|brew install)`));
    }
    expect(rows.get('corpus')).toMatch(/^ {2}corpus: no real-handoffs documents at HANDOFF_CORPUS=\S+; install: .*HANDOFF_CORPUS/);
    // Each line says how many tests it cost, and they add up to at least the skipped count.
    const counted = block.map((l) => Number(/\[(\d+) tests? skipped\]$/.exec(l)?.[1]));
    expect(counted.every((n) => n >= 1)).toBe(true);
  }, scaled(120_000));

  it('with CI=true: nothing skips; the same tests fail, each naming what is missing and how to install it', async () => {
    requireBuild();
    const r = await hiddenRun('true');
    expect(r.code, r.out).toBe(1);
    // (The failures' details go to stderr and may arrive after the summary: read it from stdout.)
    const last = r.stdout.trimEnd().split('\n').at(-1)!;
    expect(last, r.out).toMatch(/^\d+ passed, [1-9]\d* failed$/);
    expect(r.out).not.toContain('Skipped for missing prerequisites');
    expect(r.out).toContain('missing prerequisite');
    expect(r.out).toMatch(/tmux: not found on PATH; install: /);
    expect(r.out).toMatch(/corpus: no real-handoffs documents at HANDOFF_CORPUS=/);
  }, scaled(120_000));
});

describe('prerequisite checks and the reporter lines', () => {
  it('check() finds a tool on PATH, and not once PATH is empty', () => {
    const saved = process.env.PATH;
    try {
      const bin = barePath();
      process.env.PATH = bin;
      if (isExe(join(bin, 'git'))) expect(check('git')).toBeNull();
      expect(check('tmux')).toMatchObject({ name: 'tmux', line: expect.stringMatching(/^tmux: not found on PATH; install: /) });
      process.env.PATH = '';
      expect(check('git')?.line).toMatch(/^git: not found on PATH; install: /);
    } finally {
      process.env.PATH = saved;
    }
  });

  it('check("corpus") follows HANDOFF_CORPUS, and only it when set', () => {
    const saved = process.env.HANDOFF_CORPUS;
    try {
      const empty = tempDir('handoff-no-corpus-');
      process.env.HANDOFF_CORPUS = empty;
      expect(check('corpus')?.line).toContain(`HANDOFF_CORPUS=${empty}`);
      const one = tempDir('handoff-corpus-');
      symlinkSync('/dev/null', join(one, 'a.md'));
      process.env.HANDOFF_CORPUS = one;
      expect(check('corpus')).toBeNull();
    } finally {
      if (saved === undefined) delete process.env.HANDOFF_CORPUS;
      else process.env.HANDOFF_CORPUS = saved;
    }
  });

  it('the closing line counts skips only when there are any; the block lists each line with its count', () => {
    expect(closingLine({ passed: 3, failed: 0, skipped: 0 })).toBe('3 passed, 0 failed');
    expect(closingLine({ passed: 3, failed: 1, skipped: 2 })).toBe('3 passed, 1 failed, 2 skipped');
    expect(missingBlock(new Map())).toBe('');
    expect(missingBlock(new Map([['tmux: x', 1], ['corpus: y', 4]]))).toBe(
      'Skipped for missing prerequisites (with CI=true these tests fail instead):\n  tmux: x  [1 test skipped]\n  corpus: y  [4 tests skipped]\n',
    );
  });

  it('with CI=true a skipped test is named and counted as failed', () => {
    expect(ciSkipBlock([])).toBe('');
    expect(ciSkipBlock(['file > a', 'file > b'])).toBe('Skipped although CI=true (nothing may skip in CI; counted as failed):\n  file > a\n  file > b\n');
    const many = ciSkipBlock(Array.from({ length: 25 }, (_, i) => `t${i}`)).split('\n');
    expect(many.at(-2)).toBe('  ... and 5 more');
  });
});
