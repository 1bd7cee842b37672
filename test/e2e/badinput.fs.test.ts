// The store on a file system that refuses: read-only, full, and a write killed halfway. Real conditions
// where possible: small tmpfs mounts (this runs as root in CI), remounted read-only or filled to the brim.
// Where mounting is not allowed, the same errors are injected into the CLI's own fs calls by a preload
// (test/helpers/fs-faults.mjs) and the test says so in its name.

import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULTS, baseEnv, bugArgs, cleanup, makeRepo, runCli, snapshot, spawnCli, tempDir } from '../helpers/trust-cli.js';
import { Store } from '../../src/store/store.js';
import { parseDoc } from '../../src/brief/document.js';
import { mulberry32 } from '../helpers/gen.js';
import { isStoreCache } from '../helpers/store-cache.js';
import { needs } from '../helpers/prereq.js';

let env: NodeJS.ProcessEnv;
let repo: string;
const mounts: string[] = [];

function tryMount(dir: string, size: string): boolean {
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir], { encoding: 'utf8' });
  if (r.status !== 0) return false;
  mounts.push(dir);
  return true;
}

beforeAll(() => {
  env = baseEnv();
  repo = makeRepo(env);
});
afterAll(() => {
  for (const m of mounts.splice(0)) {
    if (spawnSync('umount', [m]).status !== 0) spawnSync('umount', ['-l', m]);
  }
  cleanup();
});

/** A store with one handoff in it, at `home`. */
function seed(home: string): void {
  const r = runCli(bugArgs('Already in the store'), { cwd: repo, env: { ...env, HANDOFF_HOME: home } });
  expect(r.code, r.stderr).toBe(0);
}

// As root (CI) a real tmpfs is required: a failed mount fails these tests rather than skipping them. As
// another user mount is impossible: outside CI they skip loudly (needs('root')), and the injected variants
// below still run.
const root = needs('root');
const isRoot = root.ready;
const canMount = (() => {
  if (!isRoot) return false;
  const probe = tempDir();
  const ok = tryMount(probe, '64k');
  if (ok) {
    spawnSync('umount', [probe]);
    mounts.pop();
  }
  return ok;
})();

root.it('as root, a small tmpfs can be mounted for the file-system cases', () => {
  expect(canMount, 'mount -t tmpfs failed as root; these cases need it').toBe(true);
});

root.describe('on a real tmpfs', () => {
  it('HANDOFF_HOME on a read-only file system: exit 1, "read-only", nothing changed', () => {
    const mnt = tempDir();
    expect(tryMount(mnt, '256k')).toBe(true);
    const home = join(mnt, 'store');
    seed(home);
    execFileSync('mount', ['-o', 'remount,ro', mnt]);
    const before = snapshot(mnt);
    const r = runCli(bugArgs('Never written'), { cwd: repo, env: { ...env, HANDOFF_HOME: home } });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/the file system is read-only/);
    expect(r.stderr).not.toMatch(/unexpected error/);
    // A store that does not exist yet cannot be created there either.
    const r2 = runCli(bugArgs('Never written'), { cwd: repo, env: { ...env, HANDOFF_HOME: join(mnt, 'other') } });
    expect(r2.code).toBe(1);
    expect(r2.stderr).toContain(`cannot create HANDOFF_HOME ${join(mnt, 'other')}: the file system is read-only`);
    expect(snapshot(mnt)).toEqual(before);
    // Reading still works.
    expect(runCli(['lint', 'latest'], { cwd: repo, env: { ...env, HANDOFF_HOME: home } }).code).toBe(0);
  });

  it('HANDOFF_HOME on a full file system: exit 1, "disk is full", no half-written handoff; works again once there is room', () => {
    const mnt = tempDir();
    expect(tryMount(mnt, '64k')).toBe(true);
    const home = join(mnt, 'store');
    seed(home);
    // Fill every remaining byte with a file outside the store.
    const fd = openSync(join(mnt, 'filler'), 'w');
    const chunk = Buffer.alloc(4096, 0x61);
    try {
      for (;;) writeSync(fd, chunk);
    } catch (e) {
      expect((e as NodeJS.ErrnoException).code).toBe('ENOSPC');
    } finally {
      closeSync(fd);
    }
    const before = snapshot(home);
    const r = runCli([...bugArgs('Does not fit'), '--context', 'x'.repeat(8000)], { cwd: repo, env: { ...env, HANDOFF_HOME: home } });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/the disk is full/);
    expect(r.stderr).not.toMatch(/unexpected error/);
    expect(snapshot(home)).toEqual(before); // no staging folder, no temp file, no partial handoff
    rmSync(join(mnt, 'filler'));
    const ok = runCli(bugArgs('Fits now'), { cwd: repo, env: { ...env, HANDOFF_HOME: home } });
    expect(ok.code, ok.stderr).toBe(0);
  });
});

describe('errors injected into the CLI (fs-faults.mjs), which also covers users who cannot mount', () => {
  for (const [fault, msg] of [['EROFS', /the file system is read-only/], ['ENOSPC', /the disk is full/]] as const) {
    it(`${fault}: exit 1, a clear message, nothing changed`, () => {
      const home = join(tempDir(), 'store');
      seed(home);
      const before = snapshot(home);
      const r = runCli(bugArgs('Never written'), { cwd: repo, env: { ...env, HANDOFF_HOME: home, HANDOFF_TEST_FAULT: fault, HANDOFF_TEST_FAULT_UNDER: home }, nodeArgs: FAULTS });
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(msg);
      expect(snapshot(home)).toEqual(before);
    });
  }
});

describe('a write killed halfway', () => {
  /** What `handoff list` shows, what Store.entries (its reader) finds, and what is on disk. */
  async function check(home: string) {
    const store = (await Store.open({ dir: home, source: 'HANDOFF_HOME', why: '' }, { create: false }))!;
    const { entries, damaged } = await store.entries();
    expect(damaged, 'a listed folder that is not a complete handoff').toEqual([]);
    const listed = runCli(['list', '--status', 'all', '--json'], { cwd: repo, env: { ...env, HANDOFF_HOME: home } });
    expect(listed.code, listed.stderr).toBe(0);
    const l = JSON.parse(listed.stdout) as { handoffs: { id: string }[]; damaged: unknown[] };
    expect(l.damaged).toEqual([]);
    expect(l.handoffs.map((h) => h.id).sort()).toEqual(entries.map((e) => e.id).sort());
    for (const e of entries) {
      expect(e.events.hasBrief, e.id).toBe(true);
      const md = readFileSync(join(home, e.id, 'brief.md'), 'utf8');
      expect(parseDoc(md).marker?.id, e.id).toBe(e.id);
      expect(md).toContain('## Return'); // the last section: the file is whole
      expect(e.record.id).toBe(e.id);
    }
    // Every folder that looks like a handoff is one of those; anything else is a dot-folder (staging).
    const names = readdirSync(home);
    for (const n of names) if (!n.startsWith('.')) expect(entries.map((e) => e.id), n).toContain(n);
    return { complete: entries.length, leftovers: names.filter((n) => n.startsWith('.') && !isStoreCache(n)).length };
  }

  it('SIGKILL at a random moment of the write (writes slowed to widen it): every handoff listed is complete', async () => {
    const home = join(tempDir(), 'store');
    mkdirSync(home, { mode: 0o700 });
    const rand = mulberry32(0x4b111);
    // Each create, link and rename under the store waits 40 ms: the write takes ~300 ms instead of ~1.
    const e = { ...env, HANDOFF_HOME: home, HANDOFF_TEST_FAULT: 'SLOW:40', HANDOFF_TEST_FAULT_UNDER: home };
    let killed = 0;
    for (let i = 0; i < 12; i++) {
      const p = spawnCli(bugArgs(`Killed ${i}`), { cwd: repo, env: e, nodeArgs: FAULTS });
      let done = false;
      void p.then(() => (done = true));
      // Wait for the write to start (its staging folder appears), then kill it 0-300 ms in.
      const seen = new Set(readdirSync(home).filter((n) => n.startsWith('.staging-')));
      while (!done && !readdirSync(home).some((n) => n.startsWith('.staging-') && !seen.has(n))) await new Promise((r) => setTimeout(r, 5));
      await new Promise((r) => setTimeout(r, Math.floor(rand() * 300)));
      p.kill('SIGKILL');
      const r = await p;
      if (r.signal === 'SIGKILL') killed++;
      await check(home);
    }
    const c = await check(home);
    expect(killed, 'no write was killed').toBeGreaterThan(0);
    expect(c.leftovers, 'no write was killed halfway (no staging folder left)').toBeGreaterThan(0);
  });

  it('SIGKILL without any slowing: the same holds', async () => {
    const home = join(tempDir(), 'store');
    mkdirSync(home, { mode: 0o700 });
    const rand = mulberry32(0x4b112);
    for (let i = 0; i < 12; i++) {
      const p = spawnCli(bugArgs(`Killed fast ${i}`), { cwd: repo, env: { ...env, HANDOFF_HOME: home } });
      const t = setTimeout(() => p.kill('SIGKILL'), 80 + Math.floor(rand() * 250));
      await p;
      clearTimeout(t);
      await check(home);
    }
  });

  it('a staging folder left by a killed write is not listed, and a damaged folder is reported, not listed', async () => {
    const home = join(tempDir(), 'store');
    seed(home);
    const id = readdirSync(home).find((n) => !n.startsWith('.'))!;
    // A kill between the two file writes leaves this behind:
    mkdirSync(join(home, `.staging-${id}-99999-abcdef`));
    const before = await check(home);
    expect(before).toEqual({ complete: 1, leftovers: 1 });
    // A folder someone made by hand, without a record: damaged, never listed as a handoff.
    mkdirSync(join(home, 'bug-half-written-zzzz'));
    const store = (await Store.open({ dir: home, source: 'HANDOFF_HOME', why: '' }, { create: false }))!;
    const { entries, damaged } = await store.entries();
    expect(entries.map((e) => e.id)).toEqual([id]);
    expect(damaged).toEqual([{ name: 'bug-half-written-zzzz', problem: 'no handoff.json' }]);
    const listed = runCli(['list', '--status', 'all', '--json'], { cwd: repo, env: { ...env, HANDOFF_HOME: home } });
    expect((JSON.parse(listed.stdout) as { handoffs: { id: string }[] }).handoffs.map((h) => h.id)).toEqual([id]);
    expect(listed.stderr).toContain('bug-half-written-zzzz');
  });
});
