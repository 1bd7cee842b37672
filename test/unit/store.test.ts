// The store's folder: created 0700 with 0600 files, refused when someone else could have planted it or
// could write into it, and written so that a handoff is complete or absent. Runs as root in CI: a folder
// "owned by another user" is made by chown to uid 65534 (nobody).

import { chmodSync, chownSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HandoffError } from '../../src/errors.js';
import { ensureSafeDir } from '../../src/store/files.js';
import { locateStore, Store } from '../../src/store/store.js';

const dirs: string[] = [];
function tmp(): string {
  const d = mkdtempSync(join(tmpdir(), 'handoff-store-test-'));
  dirs.push(d);
  return d;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const uid = process.getuid!();
const home = (dir: string) => Store.open({ dir, source: 'HANDOFF_HOME', why: 'HANDOFF_HOME is set' }, { create: true });

/** The error a promise rejects with, as {message, hint, exitCode}. */
async function refusal(p: Promise<unknown>): Promise<{ message: string; hint?: string; exitCode: number }> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(HandoffError);
    const h = e as HandoffError;
    return { message: h.message, hint: h.hint, exitCode: h.exitCode };
  }
  throw new Error('expected a refusal');
}

describe('where the store is', () => {
  it('HANDOFF_HOME wins', () => {
    expect(locateStore({ HANDOFF_HOME: '/x/y' }, '/repo')).toEqual({ dir: '/x/y', source: 'HANDOFF_HOME', why: 'HANDOFF_HOME is set' });
  });
  it('else a private folder per user in the OS temp folder', () => {
    expect(locateStore({}, null)).toEqual({ dir: join(tmpdir(), `handoff-${uid}`), source: 'temp', why: 'the default: a private folder in the OS temp folder' });
  });
});

describe('creating the store', () => {
  it('creates a missing folder 0700 whatever the umask', async () => {
    const dir = join(tmp(), 'home');
    const old = process.umask(0);
    try {
      const store = await home(dir);
      expect(store!.dir).toBe(dir);
    } finally {
      process.umask(old);
    }
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('accepts an existing private folder as it is', async () => {
    const dir = join(tmp(), 'home');
    mkdirSync(dir, { mode: 0o700 });
    expect((await home(dir))!.dir).toBe(dir);
  });

  it('does not create it for reads', async () => {
    const dir = join(tmp(), 'home');
    expect(await Store.open({ dir, source: 'HANDOFF_HOME', why: '' }, { create: false })).toBeNull();
    expect(() => lstatSync(dir)).toThrow();
  });

  it('writes a handoff as 0700 folder and 0600 files, with no staging or temp files left', async () => {
    const dir = join(tmp(), 'home');
    const store = (await home(dir))!;
    const old = process.umask(0);
    let id: string;
    try {
      id = await store.create((r) => `task-x-${r}`, () => ({ 'handoff.json': '{}\n', 'brief.md': '# x\n' }));
    } finally {
      process.umask(old);
    }
    expect(id).toMatch(/^task-x-[a-km-np-z2-9]{4}$/);
    expect(readdirSync(dir)).toEqual([id]);
    expect(readdirSync(join(dir, id)).sort()).toEqual(['brief.md', 'handoff.json']);
    expect(statSync(join(dir, id)).mode & 0o777).toBe(0o700);
    for (const f of ['brief.md', 'handoff.json']) expect(statSync(join(dir, id, f)).mode & 0o777).toBe(0o600);
  });

  it('retries with a fresh random part on a clash, and gives up cleanly after 8 tries', async () => {
    const dir = join(tmp(), 'home');
    const store = (await home(dir))!;
    const seen: string[] = [];
    const first = await store.create((r) => `task-same-${r}`, (id) => (seen.push(id), { 'brief.md': 'x' }));
    const clash = await store.create(
      (r) => (seen.length === 1 ? first : `task-same-${r}`),
      (id) => (seen.push(id), { 'brief.md': 'y' }),
    );
    expect(clash).not.toBe(first);
    expect(seen[1]).toBe(first); // the first attempt took the taken id and was retried
    expect(await refusal(store.create(() => first, () => ({ 'brief.md': 'z' })))).toEqual({ message: 'could not find a free id after 8 tries', hint: undefined, exitCode: 1 });
    expect(readdirSync(dir).sort()).toEqual([first, clash].sort());
  });

  it('a failure while writing leaves nothing behind', async () => {
    const dir = join(tmp(), 'home');
    const store = (await home(dir))!;
    await expect(
      store.create((r) => `task-x-${r}`, () => {
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses an id that is not id-shaped before building a path', () => {
    const store = (async () => (await home(join(tmp(), 'home')))!)();
    return store.then((s) => {
      expect(() => s.path('../../etc')).toThrow('"../../etc" is not an id: ids never contain "/", "\\" or ".."');
      expect(() => s.path('latest')).toThrow('internal: unresolved id');
    });
  });
});

describe('refusals, each saying which problem and how to fix it (exit 1)', () => {
  it('a symbolic link, even to a good folder', async () => {
    const root = tmp();
    const target = join(root, 'real');
    mkdirSync(target, { mode: 0o700 });
    const dir = join(root, 'link');
    symlinkSync(target, dir);
    expect(await refusal(home(dir))).toEqual({
      message: `refusing HANDOFF_HOME ${dir}: it is a symbolic link`,
      hint: 'another user could point it anywhere; remove the link, or set HANDOFF_HOME to a real folder you own',
      exitCode: 1,
    });
    expect(readdirSync(target)).toEqual([]);
  });

  it('a dangling symbolic link', async () => {
    const root = tmp();
    const dir = join(root, 'link');
    symlinkSync(join(root, 'nowhere'), dir);
    expect((await refusal(home(dir))).message).toBe(`refusing HANDOFF_HOME ${dir}: it is a symbolic link`);
    expect(() => lstatSync(join(root, 'nowhere'))).toThrow();
  });

  it('a folder owned by another user', async () => {
    // As root (CI): a private folder given to nobody (65534). Otherwise: a folder root owns.
    let dir = join(tmp(), 'theirs');
    let owner = 65534;
    if (uid === 0) {
      mkdirSync(dir, { mode: 0o700 });
      chownSync(dir, owner, owner);
    } else {
      dir = '/';
      owner = 0;
    }
    expect(await refusal(home(dir))).toEqual({
      message: `refusing HANDOFF_HOME ${dir}: it belongs to uid ${owner}, not to you (uid ${uid})`,
      hint: 'someone else created it; set HANDOFF_HOME to a folder you own',
      exitCode: 1,
    });
  });

  it.each([
    [0o770, 'its group', '770'],
    [0o720, 'its group', '720'],
    [0o777, 'everyone', '777'],
    [0o703, 'everyone', '703'],
    [0o1777, 'everyone', '777'],
  ])('a folder with mode %s is writable by %s', async (mode, who, shown) => {
    const dir = join(tmp(), 'open');
    mkdirSync(dir);
    chmodSync(dir, mode);
    expect(await refusal(home(dir))).toEqual({
      message: `refusing HANDOFF_HOME ${dir}: it is writable by ${who} (mode ${shown})`,
      hint: `run: chmod 700 '${dir}'`,
      exitCode: 1,
    });
  });

  it('readable by others is fine (only writability is a risk to the store)', async () => {
    const dir = join(tmp(), 'readable');
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    expect((await home(dir))!.dir).toBe(dir);
  });

  it('a file where the folder should be', async () => {
    const dir = join(tmp(), 'file');
    writeFileSync(dir, 'not a folder');
    expect(await refusal(home(dir))).toEqual({
      message: `refusing HANDOFF_HOME ${dir}: it is not a folder`,
      hint: 'remove it, or set HANDOFF_HOME elsewhere',
      exitCode: 1,
    });
  });

  it('a missing parent folder', async () => {
    const parent = join(tmp(), 'missing');
    const dir = join(parent, 'home');
    expect(await refusal(home(dir))).toEqual({
      message: `cannot create HANDOFF_HOME ${dir}: its parent folder ${parent} does not exist`,
      hint: 'create the parent folder, or point HANDOFF_HOME somewhere that exists',
      exitCode: 1,
    });
    expect(() => lstatSync(parent)).toThrow();
  });

  it('the default store is named "the store" in messages', async () => {
    const dir = join(tmp(), 'file');
    writeFileSync(dir, '');
    await expect(ensureSafeDir(dir, 'the store', { create: true })).rejects.toThrow(`refusing the store ${dir}: it is not a folder`);
  });
});
