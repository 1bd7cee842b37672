// The store's index: a cache of every handoff's record and folder listing in one file, <store>/.index.json,
// so `list` and `inbox` over thousands of handoffs read one file and stat each folder instead of reading
// every folder's files. It is only ever a cache: each use checks every cached handoff against its folder,
// so a handoff made, returned, closed or deleted by any process, or by hand, is never missing or stale.
//
// Why that holds:
// - The store folder is listed on every scan: a folder not in the index is read; an indexed one that is
//   gone is dropped.
// - A handoff's status comes from the names of the files in its folder. Adding, removing or renaming a
//   file there changes the folder's mtime and ctime, so a cached entry is used only while the folder's
//   inode, mtime, ctime and size are exactly those recorded. ctime cannot be set back by hand (touch -d
//   sets mtime only).
// - handoff.json is written once, by rename into place, like every file the tool writes; replacing it
//   the way editors save (a temp file renamed over it) changes the folder too. What the folder's stamps
//   cannot see is handoff.json rewritten in place, which the tool never does: the record is the
//   machine form (people edit brief.md, which the index does not hold); such an edit shows in list once
//   anything in that folder changes. Checking it too would cost a second stat per handoff on every scan
//   (about a tenth of `list` over 10,000 handoffs).
// - Stamps are taken before the files they describe are read: a change that lands between the two leaves
//   an older stamp beside newer content, which the next scan sees as a change and reads again.
// - On file systems with coarse timestamps two changes in the same tick carry the same stamp. As git does
//   with its index ("racy git"), an entry whose stamps are less than RACY_MS older than the scan is
//   never written to the index, so it is read from its folder until it has been still for that long.
// - The index is written atomically (temp file, then rename) and only when something changed; a missing,
//   unreadable, corrupt or other-version index is rebuilt, and failing to write it is not an error (the
//   command still shows what it read).
//
// The index holds each record's summary: everything but the answers and redactions, which are the bulk
// of a record and which only commands about one handoff read (Store.readRecord). Origins are stored once
// per distinct origin and shared, frozen, between the entries that have it. Each entry is one flat array
// on disk and in memory, so that reading 10,000 of them makes few objects for the garbage collector.
//
// Everything here is synchronous on purpose: thousands of tiny stat/readdir calls cost several times
// more through the thread pool and promises than in a plain loop, and a command waits for them anyway.

import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readFileSync, type Stats } from 'node:fs';
import { join, sep } from 'node:path';
import { readRegularSync, writeAtomic } from './files.js';
import { checkIdArg } from './ids.js';
import type { Anchor } from '../brief/types.js';
import type { Damaged, HandoffRecord, RecordSummary } from './records.js';

export const INDEX_FILE = '.index.json';
export const INDEX_VERSION = 2;
/** The parts of a record the index leaves out (see above). */
export const NOT_INDEXED = ['answers', 'redactions'] as const;
/** Entries changed less than this long before a scan are not written to the index (see above). */
export const RACY_MS = 2000;
const NO_THROW = { throwIfNoEntry: false } as const;

/** What identifies one version of a file or folder: [inode, mtimeMs, ctimeMs, size]. */
export type Stamp = readonly [ino: number, mtimeMs: number, ctimeMs: number, size: number];

export interface IndexedEntry {
  id: string;
  /** The handoff's folder when it was read. */
  dir: Stamp;
  /** The folder's file names joined by "/" (which no file name contains): the events. */
  files: string;
  record: RecordSummary;
}

/** On disk, per entry: the folder's stamp, its file names, and the summary with its origin as a number. */
type EntryTuple = [ino: number, mtimeMs: number, ctimeMs: number, size: number, files: string, record: Omit<RecordSummary, 'origin'> & { origin: number }];
interface IndexFile {
  version: number;
  origins: Anchor[];
  entries: EntryTuple[];
}

export interface ScanOptions {
  /** Write the index back when it changed (default true). */
  write?: boolean;
  /** Use the index at all (default true); false reads every folder and leaves the index alone. */
  useIndex?: boolean;
  /** The clock the racy window is measured on (default Date.now). */
  now?: () => number;
  racyMs?: number;
  /** How a stat becomes a stamp; tests coarsen it to simulate file systems with 1-second timestamps. */
  stamp?: (st: Stats) => Stamp;
}

/** Something in the store that is not a handoff folder (dot-names excepted: they are the tool's own). */
export interface Stray {
  name: string;
  type: 'file' | 'symlink' | 'folder' | 'other';
}

export interface ScanResult {
  entries: IndexedEntry[];
  damaged: Damaged[];
  /** Files, links and oddly named folders in the store, so callers need not list it again. */
  strays: Stray[];
  /** What the scan did, for tests and the curious. */
  stats: { fromIndex: number; read: number; dropped: number; racy: number; indexStatus: 'used' | 'missing' | 'rebuilt' | 'off'; wrote: boolean };
}

export const stampOf = (st: Stats): Stamp => [st.ino, st.mtimeMs, st.ctimeMs, st.size];

export const sameStamp = (a: Stamp, b: Stamp): boolean => a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];

/** sameStamp(a, stampOf(st)) without making the stamp: this runs twice per handoff on every scan. */
const matches = (a: Stamp, st: Stats): boolean => a[0] === st.ino && a[1] === st.mtimeMs && a[2] === st.ctimeMs && a[3] === st.size;

/** Changed within `racyMs` of `scanStart` (or in the future): its stamp may not tell the next change apart. */
export function isRacy(stamp: Stamp, scanStart: number, racyMs: number): boolean {
  return Math.max(stamp[1], stamp[2]) >= scanStart - racyMs;
}

/** The checks a handoff.json must pass to count as a record of handoff `id`. */
export function isRecordFor(id: string, rec: unknown): rec is HandoffRecord {
  const r = rec as Partial<HandoffRecord> | null;
  return Boolean(r) && typeof r === 'object' && r!.id === id && typeof r!.title === 'string' && Boolean(r!.origin);
}

/** A record without what the index leaves out. */
export function summarize(rec: HandoffRecord): RecordSummary {
  const out: Record<string, unknown> = { ...rec };
  for (const k of NOT_INDEXED) delete out[k];
  return out as unknown as RecordSummary;
}

/** Newest first, then by id: the order entries() gives, and the order the index is written in. */
export function newestFirst(a: { id: string; record: { created: string } }, b: { id: string; record: { created: string } }): number {
  return a.record.created < b.record.created ? 1 : a.record.created > b.record.created ? -1 : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

const isNum = (x: unknown): x is number => typeof x === 'number';
const isStamp = (t: unknown[]): boolean => isNum(t[0]) && isNum(t[1]) && isNum(t[2]) && isNum(t[3]);

/** The index file's text for these entries. */
export function encodeIndex(entries: IndexedEntry[]): string {
  const origins: Anchor[] = [];
  const originNo = new Map<Anchor | string, number>();
  const tuples = entries.map((e): EntryTuple => {
    const origin = e.record.origin;
    // Entries that came from the index share their origin object; the others are matched by content.
    let n = originNo.get(origin);
    if (n === undefined) {
      const key = JSON.stringify(origin);
      n = originNo.get(key);
      if (n === undefined) {
        n = origins.push(origin) - 1;
        originNo.set(key, n);
      }
      originNo.set(origin, n);
    }
    return [e.dir[0], e.dir[1], e.dir[2], e.dir[3], e.files, { ...e.record, origin: n }];
  });
  return JSON.stringify({ version: INDEX_VERSION, origins, entries: tuples } satisfies IndexFile);
}

/** The entries of an index file's text; null when it is not an index of this version. Never throws. */
export function decodeIndex(text: string): IndexedEntry[] | null {
  let data: IndexFile;
  try {
    data = JSON.parse(text) as IndexFile;
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || data.version !== INDEX_VERSION || !Array.isArray(data.entries) || !Array.isArray(data.origins)) return null;
  const origins = data.origins.map((o) => (o && typeof o === 'object' ? deepFreeze(o) : null));
  const out: IndexedEntry[] = [];
  for (const t of data.entries) {
    if (!Array.isArray(t) || t.length !== 6 || !isStamp(t) || typeof t[4] !== 'string') continue;
    const rec = t[5] as unknown;
    if (!rec || typeof rec !== 'object') continue;
    const r = rec as Record<string, unknown>;
    const origin = isNum(r.origin) ? origins[r.origin] : null;
    if (!origin) continue;
    r.origin = origin; // in place: no copy of 10,000 records
    const record = r as unknown as RecordSummary;
    if (typeof record.id !== 'string' || !isRecordFor(record.id, record)) continue;
    // The tuple itself is the stamp: its first four numbers.
    out.push({ id: record.id, dir: t as unknown as Stamp, files: t[4], record });
  }
  return out;
}

function deepFreeze<T extends object>(o: T): T {
  for (const v of Object.values(o)) if (v && typeof v === 'object') deepFreeze(v as object);
  return Object.freeze(o);
}

/** The index's entries by id, and whether there was a usable index. Never throws. */
export function loadIndex(storeDir: string): { entries: IndexedEntry[]; status: 'used' | 'missing' | 'rebuilt' } {
  let text: string;
  try {
    // O_NOFOLLOW: the index is ours; a link planted in its place is not read.
    const fd = openSync(join(storeDir, INDEX_FILE), constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      if (!fstatSync(fd).isFile()) return { entries: [], status: 'rebuilt' };
      text = readFileSync(fd, 'utf8');
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    return { entries: [], status: (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'rebuilt' };
  }
  const entries = decodeIndex(text);
  return entries ? { entries, status: 'used' } : { entries: [], status: 'rebuilt' };
}

type Read = { entry: IndexedEntry } | { damaged: Damaged } | { skip: true } | { stray: Stray };

const strayOf = (name: string, st: Stats): Stray => ({ name, type: st.isSymbolicLink() ? 'symlink' : st.isFile() ? 'file' : st.isDirectory() ? 'folder' : 'other' });

/** Read one handoff from its folder, stamps first. */
function readFolder(folder: string, id: string, toStamp: (st: Stats) => Stamp): Read {
  try {
    const dst = lstatSync(folder, { throwIfNoEntry: false });
    if (!dst) return { skip: true }; // removed since the store was listed
    if (!dst.isDirectory()) return { stray: strayOf(id, dst) }; // a file or link with an id's name
    const dir = toStamp(dst);
    const names = readdirSync(folder);
    if (!names.includes('handoff.json')) return { damaged: { name: id, problem: 'no handoff.json' } };
    let text: string;
    try {
      text = readRegularSync(join(folder, 'handoff.json')); // never through a link planted in the folder
    } catch (e) {
      const why = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
      return { damaged: { name: id, problem: `handoff ${id} is damaged: cannot read handoff.json (${why})` } };
    }
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch {
      record = null;
    }
    if (!isRecordFor(id, record)) return { damaged: { name: id, problem: `handoff ${id} is damaged: handoff.json is not a valid record` } };
    return { entry: { id, dir, files: names.join('/'), record: summarize(record) } };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { skip: true };
    return { damaged: { name: id, problem: (e as Error).message } };
  }
}

/**
 * Every handoff folder in the store, from the index where its folder is unchanged and from the folder
 * otherwise; then the index is brought up to date. In the index's order (newest first as of its last
 * write), then the handoffs it did not have: callers sort.
 */
export async function scanStore(storeDir: string, opts: ScanOptions = {}): Promise<ScanResult> {
  const now = opts.now ?? Date.now;
  const racyMs = opts.racyMs ?? RACY_MS;
  const toStamp = opts.stamp ?? stampOf;
  const same = opts.stamp ? (a: Stamp, st: Stats) => sameStamp(a, toStamp(st)) : matches;
  const useIndex = opts.useIndex !== false;
  const scanStart = now();
  // Names only (no Dirent objects): the lstat each candidate gets anyway tells folders from the rest.
  // Dot-names are staging folders, trash, temp files and the index itself.
  const names = readdirSync(storeDir);
  const listing: string[] = [];
  const strays: Stray[] = [];
  for (const n of names) {
    if (n.charCodeAt(0) === 46) continue;
    if (checkIdArg(n) === null) listing.push(n);
    else {
      const st = lstatSync(storeDir + sep + n, { throwIfNoEntry: false });
      if (st) strays.push(st.isDirectory() ? { name: n, type: 'folder' } : strayOf(n, st));
    }
  }
  const loaded = useIndex ? loadIndex(storeDir) : { entries: [] as IndexedEntry[], status: 'off' as const };
  // Paths by concatenation: path.join normalises every one, and ids are plain names already.
  const base = storeDir.endsWith(sep) ? storeDir : storeDir + sep;

  const entries: IndexedEntry[] = [];
  const damaged: Damaged[] = [];
  /** What the index will hold: entries reused from it, and entries read now that are not racy. */
  const keep: IndexedEntry[] = [];
  const stats: ScanResult['stats'] = { fromIndex: 0, read: 0, dropped: 0, racy: 0, indexStatus: loaded.status, wrote: false };
  let keptRead = 0;

  const read = (id: string) => {
    const r = readFolder(base + id, id, toStamp);
    if ('skip' in r) return;
    if ('stray' in r) {
      strays.push(r.stray);
      return;
    }
    if ('damaged' in r) {
      // Never indexed: a damaged folder is looked at again on every scan (and named every time).
      damaged.push(r.damaged);
      return;
    }
    stats.read++;
    entries.push(r.entry);
    if (isRacy(r.entry.dir, scanStart, racyMs)) stats.racy++;
    else {
      keep.push(r.entry);
      keptRead++;
    }
  };

  // Indexed handoffs first, in the index's order; `unseen` ends with the folders the index did not have.
  const unseen = new Set(listing);
  for (const cached of loaded.entries) {
    const id = cached.id;
    if (!unseen.delete(id)) {
      stats.dropped++; // its folder is gone (or the index named it twice)
      continue;
    }
    const dst = lstatSync(base + id, NO_THROW);
    if (dst && same(cached.dir, dst) && !isRacy(cached.dir, scanStart, racyMs)) {
      entries.push(cached);
      keep.push(cached);
      stats.fromIndex++;
    } else read(id);
  }
  for (const id of unseen) read(id);

  // Write only when the index would hold something else than it does, and never a first index that
  // would hold nothing (an empty store, or one whose handoffs are all in the racy window).
  const changed = loaded.status !== 'used' ? keep.length > 0 : keptRead > 0 || stats.fromIndex !== loaded.entries.length;
  if (changed && useIndex && opts.write !== false) {
    try {
      await writeAtomic(join(storeDir, INDEX_FILE), encodeIndex(keep.sort(newestFirst)));
      stats.wrote = true;
    } catch {
      // A read-only or full store still lists; the next scan simply reads the folders again.
    }
  }
  return { entries, damaged, strays, stats };
}
