// A reader that goes away (`handoff … | head -1`, `2>&1 | head`: agents pipe output through head all the
// time) is not a failure of the work. With stdout and stderr pipes whose reading end is closed before the
// CLI writes a byte, the command still does all of its work, once, and exits with the status it earned.

import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, cliEnv, freshHome, makeRepo, requireBuild, runCli } from '../helpers/e2e.js';
import { scaled } from '../helpers/timing.js';

/** Run the CLI with its stdout and stderr on pipes nobody reads: both closed right after the start. */
function runWithReadersGone(args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<number | null> {
  requireBuild();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    // Closed long before Node has started the CLI (~50 ms): its first write meets EPIPE.
    child.stdout.destroy();
    child.stderr.destroy();
    const timer = setTimeout(() => child.kill('SIGKILL'), scaled(20_000));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

const BRIEF = '# Cache the parsed config\n\n## Why\nEvery command parses it.\n\n## Deliver\nA cache.\n\n## First step\nTime it.\n';
const RETURN = '## Outcome\nanswered — the key ignores the locale\n\n## Findings\n- the cache key ignores the locale [verified: unit test]\n- retries never back off [unverified]\n';

describe('output readers that went away', () => {
  it('new --body: the brief is written once and the exit status is 0', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const env = cliEnv(home);
    writeFileSync(join(repo, 'brief.md'), BRIEF);
    expect(await runWithReadersGone(['new', 'task', '--body', 'brief.md', '--no-input', '--no-copy'], repo, env)).toBe(0);
    const listed = await runCli(['list', '--json'], { cwd: repo, env });
    expect((JSON.parse(listed.stdout) as { handoffs: unknown[] }).handoffs).toHaveLength(1);
  });

  it('return --body: the return is recorded (its placement lines, the first output, could not be shown)', async () => {
    const repo = makeRepo();
    const env = cliEnv(freshHome());
    const made = await runCli(['new', 'task', '-t', 'Probe', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--no-copy', '--json'], { cwd: repo, env });
    const { id, dir } = JSON.parse(made.stdout) as { id: string; dir: string };
    writeFileSync(join(repo, 'return.md'), RETURN);
    expect(await runWithReadersGone(['return', id, '--body', 'return.md', '--no-input', '--json'], repo, env)).toBe(0);
    expect(readdirSync(dir).filter((n) => /^return-\d+\.md$/.test(n))).toEqual(['return-1.md']);
  });

  it('lint keeps the status it earned (3 for errors) when nobody reads what it found', async () => {
    const repo = makeRepo();
    writeFileSync(join(repo, 'bad.md'), '# Only a title\n');
    expect(await runWithReadersGone(['lint', 'bad.md'], repo, cliEnv(freshHome()))).toBe(3);
    expect(existsSync(join(repo, 'bad.md'))).toBe(true);
  });
});

// Output to a file or a device that is not a terminal (`> out.txt`, `> /dev/null`) is written with one
// synchronous write per text, as Node's own writer for such outputs does (src/cli.ts), without making
// process.stdout. The same bytes as through a pipe, in the same order with 2>&1, and a device that refuses
// every write (/dev/full: ENOSPC) is a reader gone: the work is done, the status is the one earned.
describe('output to a file or a device', () => {
  const runTo = (args: string[], cwd: string, env: NodeJS.ProcessEnv, out: number | 'pipe', err: number | 'pipe') => {
    requireBuild();
    return spawnSync(process.execPath, [CLI, ...args], { cwd, env, stdio: ['ignore', out, err], encoding: 'utf8' });
  };

  it('stdout and stderr to one file (2>&1 > file): the bytes a pipe gets, in order', () => {
    const repo = makeRepo();
    const env = cliEnv(freshHome());
    writeFileSync(join(repo, 'bad.md'), '# Only a title\n\nSee {{why}} and the password: hunter2hunter2 here.\n');
    for (const args of [['lint', 'bad.md'], ['lint', 'bad.md', '--json'], ['--version'], ['--help'], ['list'], ['nosuch']]) {
      const file = join(repo, 'out.txt');
      const fd = openSync(file, 'w');
      const toFile = runTo(args, repo, env, fd, fd);
      closeSync(fd);
      // A pipe for both: what an agent's shell tool reads with 2>&1.
      const both = spawnSync('sh', ['-c', `"${process.execPath}" "${CLI}" ${args.join(' ')} 2>&1 | cat`], { cwd: repo, env, encoding: 'utf8' });
      expect(readFileSync(file, 'utf8'), args.join(' ')).toBe(both.stdout);
      expect(toFile.status, args.join(' ')).toBe(runTo(args, repo, env, 'pipe', 'pipe').status);
    }
  });

  it.runIf(existsSync('/dev/full'))('a device that refuses every write (/dev/full): lint keeps the status it earned, new writes its brief', () => {
    const repo = makeRepo();
    const env = cliEnv(freshHome());
    writeFileSync(join(repo, 'bad.md'), '# Only a title\n');
    writeFileSync(join(repo, 'brief.md'), BRIEF);
    const full = openSync('/dev/full', 'w');
    try {
      expect(runTo(['lint', 'bad.md'], repo, env, full, full).status).toBe(3);
      expect(runTo(['--version'], repo, env, full, full).status).toBe(0);
      expect(runTo(['new', 'task', '--body', 'brief.md', '--no-input', '--no-copy'], repo, env, full, full).status).toBe(0);
    } finally {
      closeSync(full);
    }
    const listed = spawnSync(process.execPath, [CLI, 'list', '--json'], { cwd: repo, env, encoding: 'utf8' });
    expect((JSON.parse(listed.stdout) as { handoffs: unknown[] }).handoffs).toHaveLength(1);
  });
});
