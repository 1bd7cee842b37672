// Low-level file operations of the store: safe folders, atomic writes, exclusive claims.

import { randomBytes } from './random.js';
import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import { link, lstat, mkdir, open, readdir, rename, rm, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname, join, basename } from 'node:path';
import { failure } from '../errors.js';

export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

const tmpName = (target: string) => join(dirname(target), `.tmp-${basename(target)}-${process.pid}-${randomBytes(4).toString('hex')}`);

/** Create `path` (never an existing one, never through a link) holding `data`; a failed write (a full
 *  disk) removes the file it created, so nothing half-written or empty is left. */
export async function writeNew(path: string, data: string): Promise<void> {
  const fh = await open(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, FILE_MODE);
  try {
    await fh.writeFile(data, 'utf8');
  } catch (e) {
    await fh.close().catch(() => {});
    await unlink(path).catch(() => {});
    throw e;
  }
  await fh.close();
}

/** Write to a temp file beside the target, then rename: readers see the old file or the whole new one. */
export async function writeAtomic(path: string, data: string): Promise<void> {
  const tmp = tmpName(path);
  try {
    await writeNew(tmp, data);
    await rename(tmp, path);
  } catch (e) {
    await unlink(tmp).catch(() => {});
    throw e;
  }
}

/** Create `path` with `data` only if it does not exist yet; false when it does. Never half-written. */
export async function createExclusive(path: string, data: string): Promise<boolean> {
  const tmp = tmpName(path);
  try {
    await writeNew(tmp, data);
    await link(tmp, path);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  } finally {
    await unlink(tmp).catch(() => {});
  }
}

export async function removeTree(path: string): Promise<void> {
  await rm(path, { recursive: true, force: true });
}

export interface StoreCheck {
  uid: number | null;
}

/**
 * The store lives in a folder other users can reach (the OS temp folder), so refuse one that someone
 * else could have planted or could write into. Creates it (0700) when missing; its parent must exist.
 */
export async function ensureSafeDir(dir: string, what: string, opts: { create: boolean }): Promise<boolean> {
  const uid = typeof process.getuid === 'function' ? process.getuid() : null;
  let st;
  try {
    st = await lstat(dir);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT') throw failure(`cannot use ${what} ${dir}: ${(e as Error).message}`);
    if (!opts.create) return false;
    try {
      await mkdir(dir, { mode: DIR_MODE });
    } catch (e2) {
      const c2 = (e2 as NodeJS.ErrnoException).code;
      if (c2 === 'ENOENT') throw failure(`cannot create ${what} ${dir}: its parent folder ${dirname(dir)} does not exist`, 'create the parent folder, or point HANDOFF_HOME somewhere that exists');
      if (c2 === 'EACCES' || c2 === 'EROFS' || c2 === 'EPERM') throw failure(`cannot create ${what} ${dir}: ${c2 === 'EROFS' ? 'the file system is read-only' : 'permission denied'}`, 'point HANDOFF_HOME at a folder you can write');
      if (c2 !== 'EEXIST') throw failure(`cannot create ${what} ${dir}: ${(e2 as Error).message}`);
    }
    st = await lstat(dir);
  }
  if (st.isSymbolicLink()) throw failure(`refusing ${what} ${dir}: it is a symbolic link`, 'another user could point it anywhere; remove the link, or set HANDOFF_HOME to a real folder you own');
  if (!st.isDirectory()) throw failure(`refusing ${what} ${dir}: it is not a folder`, 'remove it, or set HANDOFF_HOME elsewhere');
  if (uid !== null && st.uid !== uid) throw failure(`refusing ${what} ${dir}: it belongs to uid ${st.uid}, not to you (uid ${uid})`, 'someone else created it; set HANDOFF_HOME to a folder you own');
  if ((st.mode & 0o022) !== 0) {
    throw failure(`refusing ${what} ${dir}: it is writable by ${st.mode & 0o002 ? 'everyone' : 'its group'} (mode ${(st.mode & 0o777).toString(8)})`, `run: chmod 700 '${dir}'`);
  }
  return true;
}

// --- reading inside the store: never through a link, never from a FIFO or device -------------------

const READ_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

function notRegular(path: string, what: string): NodeJS.ErrnoException {
  const e = new Error(`${path} is ${what}, not a regular file`) as NodeJS.ErrnoException;
  e.code = what === 'a folder' ? 'EISDIR' : 'ENOTREG';
  e.path = path;
  return e;
}

/**
 * A store file's text. A symbolic link (O_NOFOLLOW: ELOOP) or anything but a regular file (a FIFO would
 * block a plain read forever; O_NONBLOCK lets it be opened and refused) is an error, code ELOOP or ENOTREG:
 * the store holds files the tool wrote, so anything else was planted.
 */
export async function readRegular(path: string): Promise<string> {
  const fh = await open(path, READ_FLAGS);
  try {
    const st = await fh.stat();
    if (!st.isFile()) throw notRegular(path, st.isFIFO() ? 'a FIFO' : st.isDirectory() ? 'a folder' : 'a special file');
    return await fh.readFile('utf8');
  } finally {
    await fh.close();
  }
}

/** readRegular(), synchronously (the store's index and the inbox read thousands of small files). */
export function readRegularSync(path: string): string {
  const fd = openSync(path, READ_FLAGS);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw notRegular(path, st.isFIFO() ? 'a FIFO' : st.isDirectory() ? 'a folder' : 'a special file');
    return readFileSync(fd, 'utf8');
  } finally {
    closeSync(fd);
  }
}

// --- one writer at a time per handoff --------------------------------------------------------------------

/** How long a command waits for another one's lock before giving up (a pull of a huge fan-out takes seconds). */
export const LOCK_WAIT_MS = 30_000;
/** A lock older than this is stale whatever its holder says (no command holds one that long). */
const LOCK_MAX_AGE_MS = 10 * 60_000;
/** A lock file still empty after this was made by a process killed before it wrote its name. */
const LOCK_EMPTY_GRACE_MS = 5_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Is the lock at `path` (holding `text`) left by a process that is gone? */
async function isStale(path: string, text: string): Promise<boolean> {
  let st;
  try {
    st = await lstat(path);
  } catch {
    return false; // gone already: simply try again
  }
  const age = Date.now() - st.mtimeMs;
  if (age > LOCK_MAX_AGE_MS) return true;
  const m = /^(\d+) (\S+) /.exec(text);
  if (!m) return age > LOCK_EMPTY_GRACE_MS;
  return m[2] === hostname() && !alive(Number(m[1]));
}

async function readLock(path: string): Promise<string | null> {
  try {
    return await readRegular(path);
  } catch {
    return null;
  }
}

/**
 * Remove a stale lock. Breakers take turns through `<lock>.break`, and the lock is removed only if it
 * still holds what was judged stale: a lock taken meanwhile by a live process is never removed.
 */
async function breakStale(path: string, judged: string): Promise<void> {
  const guard = `${path}.break`;
  try {
    await writeNew(guard, `${process.pid} ${hostname()} ${Date.now()}\n`);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    // A breaker killed between its two steps leaves its guard: old ones are removed.
    const st = await lstat(guard).catch(() => null);
    if (st && Date.now() - st.mtimeMs > LOCK_EMPTY_GRACE_MS) await unlink(guard).catch(() => {});
    return;
  }
  try {
    if ((await readLock(path)) === judged) await unlink(path).catch(() => {});
  } finally {
    await unlink(guard).catch(() => {});
  }
}

/**
 * Run `fn` holding the lock file `path` (created exclusively; it names the holder's pid and host). Waits
 * for a live holder up to `waitMs`, removes one left by a dead process, and always releases its own.
 * The wait is per holder, not in all: twenty agents returning to one fan-out at once take the lock in turn,
 * and on a loaded machine a waiter passed over by the others for 30 s in all was refused while every
 * holder was making progress. It gives up when one holder has kept the lock for `waitMs` (what the message
 * says), or after ten such waits in all.
 */
export async function withLock<T>(path: string, what: string, fn: () => Promise<T>, waitMs = LOCK_WAIT_MS): Promise<T> {
  const mine = `${process.pid} ${hostname()} ${Date.now()} ${randomBytes(6).toString('hex')}\n`;
  const started = Date.now();
  let holder: string | null = null;
  let heldSince = started;
  for (let attempt = 0; ; attempt++) {
    try {
      await writeNew(path, mine);
      break;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') {
        await unlinkIfMine(path, mine); // created, then the write failed (a full disk)
        throw e;
      }
    }
    const held = await readLock(path);
    if (held !== null && (await isStale(path, held))) {
      await breakStale(path, held);
      continue;
    }
    const now = Date.now();
    if (held !== holder) {
      holder = held;
      heldSince = now;
    }
    if (now - heldSince > waitMs || now - started > 10 * waitMs) {
      const who = held ? /^(\d+)/.exec(held)?.[1] : undefined;
      const long = now - heldSince > waitMs ? `has held its lock for ${Math.round(waitMs / 1000)} s` : `and others have held its lock for ${Math.round((now - started) / 1000)} s`;
      throw failure(`${what} is busy: another handoff command${who ? ` (pid ${who})` : ''} ${long}`, `try again; if no handoff command is running, remove ${path}`);
    }
    await sleep(Math.min(2 + attempt * 3, 40) + Math.random() * 8);
  }
  try {
    return await fn();
  } finally {
    await unlinkIfMine(path, mine);
  }
}

async function unlinkIfMine(path: string, mine: string): Promise<void> {
  if ((await readLock(path)) === mine) await unlink(path).catch(() => {});
}

// --- leftovers of killed writes ------------------------------------------------------------------------------

/** Staging folders, temp files, trash, locks and their guards: what a write leaves when it is killed. */
const LEFTOVER = /^\.(?:staging-|tmp-|trash-|lock-)/;
/** A leftover older than this belongs to no running write. */
export const LEFTOVER_AGE_MS = 60 * 60_000;

/** Remove leftovers older than LEFTOVER_AGE_MS directly in `dir` (only list them with remove=false);
 *  returns their names. Never throws. */
export async function sweepLeftovers(dir: string, now = Date.now(), remove = true): Promise<string[]> {
  const removed: string[] = [];
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return removed;
  }
  for (const n of names) {
    if (!LEFTOVER.test(n)) continue;
    const p = join(dir, n);
    try {
      const st = await lstat(p);
      if (now - st.mtimeMs <= LEFTOVER_AGE_MS) continue;
      if (remove) await rm(p, { recursive: true, force: true });
      removed.push(n);
    } catch {
      // gone already, or not ours to remove: the next sweep looks again
    }
  }
  return removed;
}
