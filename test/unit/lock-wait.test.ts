// withLock waits per holder: a lock that changes hands is progress, one holder keeping it too long is not.
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withLock } from '../../src/store/files.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const lockPath = () => {
  const d = mkdtempSync(join(tmpdir(), 'handoff-lock-'));
  dirs.push(d);
  return join(d, '.lock-x');
};
/** A lock held by a live process on this host (this test's own pid), the n-th holder. */
const live = (n: number) => `${process.pid} ${hostname()} ${Date.now()} holder${n}\n`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('withLock', () => {
  it('waits through a lock that keeps changing hands longer than one wait in all, then takes it', async () => {
    const path = lockPath();
    writeFileSync(path, live(0));
    let ran = false;
    const waiting = withLock(path, 'x', async () => {
      ran = true;
      return 7;
    }, 400);
    // Six holders in turn, 200 ms each: 1.2 s in all, three times the wait, no one holder past it.
    for (let n = 1; n <= 6; n++) {
      await sleep(200);
      expect(ran).toBe(false);
      writeFileSync(path, live(n));
    }
    await sleep(200);
    rmSync(path);
    await expect(waiting).resolves.toBe(7);
    expect(existsSync(path)).toBe(false);
  });
  it('gives up when one live holder keeps it past the wait, naming it, and leaves its lock alone', async () => {
    const path = lockPath();
    writeFileSync(path, live(0));
    const t = Date.now();
    await expect(withLock(path, 'handoff x', async () => 1, 300)).rejects.toThrow(new RegExp(`handoff x is busy: another handoff command \\(pid ${process.pid}\\) has held its lock for 0 s`));
    expect(Date.now() - t).toBeGreaterThanOrEqual(300);
    expect(existsSync(path)).toBe(true);
  });
});
