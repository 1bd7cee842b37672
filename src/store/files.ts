// Low-level file operations of the store: safe folders, atomic writes, exclusive claims.

import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { link, lstat, mkdir, open, rename, rm, unlink } from 'node:fs/promises';
import { dirname, join, basename } from 'node:path';
import { failure } from '../errors.js';

export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

const tmpName = (target: string) => join(dirname(target), `.tmp-${basename(target)}-${process.pid}-${randomBytes(4).toString('hex')}`);

async function writeNew(path: string, data: string): Promise<void> {
  const fh = await open(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, FILE_MODE);
  try {
    await fh.writeFile(data, 'utf8');
  } finally {
    await fh.close();
  }
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
