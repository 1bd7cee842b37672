// Input edges a person can hit (hostile pass, input3): Ctrl-C while a document is still coming in, a body that
// is a folder, a device behind a symlink (/dev/zero never ends), a named pipe with no writer or an endless one,
// standard input that never ends or is closed. Each ends with its exit code and message, and nothing in the
// store (or the repo) is half-written. No timing: the test waits for the reader by the pipe itself (opening a
// FIFO's write end without blocking fails until a reader has it open).
import { spawnSync } from 'node:child_process';
import { closeSync, constants, mkdirSync, openSync, symlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnCli } from '../helpers/cli-core.js';
import { scaled } from '../helpers/timing.js';
import { briefToReturn, cleanup, git, json, storeFiles, tempDir } from '../helpers/return-cli.js';

afterAll(cleanup);

const setup = () => briefToReturn('handoff-hostile-');

function fifo(dir: string): string {
  const f = path.join(dir, 'notes.md');
  expect(spawnSync('mkfifo', [f]).status).toBe(0);
  return f;
}

/** The FIFO's write end, once a reader (the CLI) has opened it: ENXIO until then. */
async function writerOnceRead(f: string): Promise<number> {
  const deadline = Date.now() + scaled(20_000); // a bound for a hang, not a measurement
  for (;;) {
    try {
      return openSync(f, constants.O_WRONLY | constants.O_NONBLOCK);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENXIO' || Date.now() > deadline) throw e;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

const HALF_RETURN = '## Outcome\nanswered — the cache\n\n## Findings\n- the cache key ignores the loc';

describe('Ctrl-C while the document is still coming in', () => {
  it('return --body FIFO: killed by SIGINT mid-document (exit 130 in a shell), nothing written', async () => {
    const { w, id, dir } = setup();
    const before = storeFiles(w.home);
    const f = fifo(dir);
    const child = spawnCli(['return', id, '--body', f, '--no-input', '--json'], { cwd: dir, env: w.env, timeout: scaled(30_000) });
    const fd = await writerOnceRead(f);
    writeSync(fd, HALF_RETURN);
    child.kill('SIGINT');
    const r = await child;
    closeSync(fd);
    expect(r.code === 130 || r.signal === 'SIGINT', JSON.stringify(r)).toBe(true);
    expect(child.timedOut()).toBe(false);
    expect(storeFiles(w.home)).toEqual(before);
  });

  it('new --body FIFO: nothing in the store, no snapshot ref in the repo', async () => {
    const { w, repo } = setup();
    const before = storeFiles(w.home);
    const f = fifo(tempDir('handoff-hostile-'));
    const child = spawnCli(['new', 'task', '--title', 'Cut short', '--body', f, '--no-input', '--json'], { cwd: repo, env: w.env, timeout: scaled(30_000) });
    const fd = await writerOnceRead(f);
    writeSync(fd, '## Why\nThe cache is slow\n\n## Deliver\nA fi');
    child.kill('SIGINT');
    const r = await child;
    closeSync(fd);
    expect(r.code === 130 || r.signal === 'SIGINT', JSON.stringify(r)).toBe(true);
    expect(storeFiles(w.home)).toEqual(before);
    expect(git(repo, 'for-each-ref', 'refs/handoff-snapshots')).toBe('');
  });
});

describe('bodies that are no file, or never end: exit 2, the message, nothing written', () => {
  it('a folder, /dev/zero behind a symlink, a FIFO with an endless writer, endless or closed stdin', async () => {
    const { w, id, dir } = setup();
    const before = storeFiles(w.home);
    const folder = path.join(dir, 'notes');
    mkdirSync(folder);
    const zero = path.join(dir, 'zero.md');
    symlinkSync('/dev/zero', zero);
    const refused = (args: string[]) => {
      const r = w.run(['return', id, ...args, '--no-input', '--json'], { cwd: dir });
      expect(r.code, r.stderr).toBe(2);
      return json(r).error.message as string;
    };
    expect(refused(['--body', folder])).toBe(`--body ${folder} is a folder, not a file`);
    expect(refused(['--body', zero])).toBe(`--body ${zero} is a device, not a regular file`);
    // Closed stdin (`<&-`): node puts /dev/null there, so it reads as empty.
    const closed = await spawnCli(['return', id, '--body', '-', '--no-input', '--json'], { cwd: dir, env: w.env, stdio: ['ignore', 'pipe', 'pipe'], timeout: scaled(30_000) });
    expect(closed.code, closed.stderr).toBe(2);
    expect(JSON.parse(closed.stdout).error.message).toBe('--body - (standard input) is empty');
    // Standard input of 2 MiB of NULs (as `< /dev/zero` gives): refused at the limit, not read to its end.
    const zeros = await spawnCli(['return', id, '--body', '-', '--no-input', '--json'], { cwd: dir, env: w.env, input: Buffer.alloc(2 * 1024 * 1024), timeout: scaled(30_000) });
    expect(zeros.code, zeros.stderr).toBe(2);
    expect(JSON.parse(zeros.stdout).error.message).toBe('--body - (standard input) is larger than the 1 MiB limit');

    // A named pipe whose writer never stops: refused at the size limit.
    const f = fifo(tempDir('handoff-hostile-'));
    const child = spawnCli(['return', id, '--body', f, '--no-input', '--json'], { cwd: dir, env: w.env, timeout: scaled(30_000) });
    const fd = await writerOnceRead(f);
    const line = Buffer.from('- the same finding again and again [unverified]\n');
    let gone = false;
    const r = child.then((x) => {
      gone = true;
      return x;
    });
    while (!gone) {
      try {
        writeSync(fd, line);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'EPIPE') break; // the reader closed it
        if (code !== 'EAGAIN') throw e;
        await new Promise((res) => setTimeout(res, 5));
      }
    }
    const exit = await r;
    closeSync(fd);
    expect(exit.code, exit.stderr).toBe(2);
    expect(JSON.parse(exit.stdout).error.message).toBe(`--body ${f} is larger than the 1 MiB limit`);
    expect(storeFiles(w.home)).toEqual(before);
  });
});
