// A value worked out from a few files of a handoff, kept in the store (<store>/.memo-<name>.json) together
// with those files' stamps, and used only while every one of those files is exactly as it was. `inbox`
// keeps each waiting return's outcome line here, so 3,000 returns are not read and parsed on every call.
// The same rules as the index (index-cache.ts): stamps taken before the files are read; a value whose
// files changed within RACY_MS of the scan is not kept; a missing or broken memo file is an empty memo;
// writing it is atomic and its failure is ignored.

import { closeSync, constants, fstatSync, openSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeAtomic } from './files.js';
import { RACY_MS, type Stamp } from './index-cache.js';

const VERSION = 1;
const NO_THROW = { throwIfNoEntry: false } as const;

/** [id, stamps of each file (4 numbers each), value] */
type Row = [id: string, stamps: number[], value: unknown];

export interface MemoOptions {
  now?: () => number;
  racyMs?: number;
}

function sameNumbers(a: number[], b: number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export class FileMemo<T> {
  private readonly rows = new Map<string, Row>();
  private changed = false;
  private readonly scanStart: number;
  private readonly racyMs: number;

  private constructor(
    private readonly file: string,
    opts: MemoOptions,
  ) {
    this.scanStart = (opts.now ?? Date.now)();
    this.racyMs = opts.racyMs ?? RACY_MS;
  }

  /** The memo named `name` (letters, digits, dashes) of the store in `storeDir`; never throws. */
  static load<T>(storeDir: string, name: string, opts: MemoOptions = {}): FileMemo<T> {
    if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`bad memo name: ${name}`);
    const memo = new FileMemo<T>(join(storeDir, `.memo-${name}.json`), opts);
    try {
      const fd = openSync(memo.file, constants.O_RDONLY | constants.O_NOFOLLOW);
      let text: string;
      try {
        if (!fstatSync(fd).isFile()) return memo;
        text = readFileSync(fd, 'utf8');
      } finally {
        closeSync(fd);
      }
      const data = JSON.parse(text) as { version?: unknown; rows?: unknown };
      if (data?.version !== VERSION || !Array.isArray(data.rows)) return memo;
      for (const r of data.rows as unknown[]) {
        if (!Array.isArray(r) || typeof r[0] !== 'string' || typeof r[1] !== 'string' || !Array.isArray(r[2]) || !(r[2] as unknown[]).every((x) => typeof x === 'number')) continue;
        memo.rows.set(r[1] as string, [r[0] as string, r[2] as number[], r[3]]);
      }
    } catch {
      // missing, unreadable or not JSON: start empty; the next save writes a good one
    }
    return memo;
  }

  /**
   * The value for `key` (of handoff `id`), worked out from `files` (absolute paths): from the memo while
   * each file's inode, mtime, ctime and size are those recorded, else from `compute`, which must read the
   * files only after this call has stamped them (it does so first). `folder`, the stamp of the handoff's
   * folder taken before (Store.folderStamp), stands for the files the tool writes once and never edits:
   * replacing, adding or removing one changes the folder.
   */
  get(id: string, key: string, files: string[], compute: () => T, folder?: Stamp): T {
    const stamps: number[] = folder ? [folder[0], folder[1], folder[2], folder[3]] : []; // (an index tuple holds more)
    let racy = folder ? Math.max(folder[1], folder[2]) >= this.scanStart - this.racyMs : false;
    for (const f of files) {
      const st = statSync(f, NO_THROW);
      if (!st) return compute(); // a file is missing: nothing to keep
      stamps.push(st.ino, st.mtimeMs, st.ctimeMs, st.size);
      if (Math.max(st.mtimeMs, st.ctimeMs) >= this.scanStart - this.racyMs) racy = true;
    }
    const row = this.rows.get(key);
    if (row && !racy && row[0] === id && sameNumbers(row[1], stamps)) return row[2] as T;
    const value = compute();
    if (racy) {
      if (this.rows.delete(key)) this.changed = true;
    } else {
      this.rows.set(key, [id, stamps, value]);
      this.changed = true;
    }
    return value;
  }

  /** Write the memo back if it changed, keeping only rows of handoffs that `live` says still exist. Never throws. */
  async save(live: (id: string) => boolean): Promise<void> {
    for (const [key, row] of this.rows) {
      if (!live(row[0])) {
        this.rows.delete(key);
        this.changed = true;
      }
    }
    if (!this.changed) return;
    const rows = [...this.rows].map(([key, [id, stamps, value]]) => [id, key, stamps, value]);
    try {
      await writeAtomic(this.file, JSON.stringify({ version: VERSION, rows }));
      this.changed = false;
    } catch {
      // a read-only or full store: the next call works the values out again
    }
  }
}
