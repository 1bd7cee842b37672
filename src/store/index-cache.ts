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
//   inode, mtime and ctime are exactly those recorded. handoff.json is checked the same way (inode, size,
//   mtime, ctime), so an edit made in place (which leaves the folder alone) is seen too. ctime cannot be
//   set back by hand (touch -d sets mtime only).
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
// per distinct origin and shared, frozen, between the entries that have it.
//
// Everything here is synchronous on purpose: thousands of tiny stat/readdir calls cost several times
// more through the thread pool and promises than in a plain loop, and a command waits for them anyway.

import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import { join, sep } from 'node:path';
import { writeAtomic } from './files.js';
import { checkIdArg } from './ids.js';
import type { Anchor } from '../brief/types.js';
import type { Damaged, HandoffRecord, RecordSummary } from './store.js';

export const INDEX_FILE = '.index.json';
export const INDEX_VERSION = 1;
/** The parts of a record the index leaves out (see above). */
export const NOT_INDEXED = ['answers', 'redactions'] as const;
/** Entries changed less than this long before a scan are not written to the index (see above). */
export const RACY_MS = 2000;

/** What identifies one version of a file or folder: [inode, mtimeMs, ctimeMs, size]. */
export type Stamp = readonly [ino: number, mtimeMs: number, ctimeMs: number, size: number];

export interface IndexedEntry {
  id: string;
  /** The handoff's folder when it was read. */
  dir: Stamp;
  /** Its handoff.json when it was read. */
  json: Stamp;
  /** The folder's file names: the events (status is derived from these). */
  names: string[];
  record: RecordSummary;
}

/** On disk: each entry as [dir stamp, json stamp, names, summary with its origin as a number]; origins once. */
type EntryTuple = [dir: Stamp, json: Stamp, names: string[], record: Omit<RecordSummary, 'origin'> & { origin: number }];
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

export interface ScanResult {
  entries: IndexedEntry[];
  damaged: Damaged[];
  /** What the scan did, for tests and the curious. */
  stats: { fromIndex: number; read: number; dropped: number; racy: number; indexStatus: 'used' | 'missing' | 'rebuilt' | 'off'; wrote: boolean };
}

export const stampOf = (st: Stats): Stamp => [st.ino, st.mtimeMs, st.ctimeMs, st.size];

export const sameStamp = (a: Stamp, b: Stamp): boolean => a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];

/** sameStamp(a, stampOf(st)) without making the stamp: this runs twice per handoff on every scan. */
const matches = (a: Stamp, st: Stats): boolean => a[0] === st.ino && a[1] === st.mtimeMs && a[2] === st.ctimeMs && a[3] === st.size;

/** Changed within `racyMs` of `scanStart` (or in the future): its stamp may not tell the next change apart. */
export function isRacy(e: Pick<IndexedEntry, 'dir' | 'json'>, scanStart: number, racyMs: number): boolean {
  return Math.max(e.dir[1], e.dir[2], e.json[1], e.json[2]) >= scanStart - racyMs;
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
const isStamp = (t: unknown): t is Stamp => Array.isArray(t) && t.length === 4 && isNum(t[0]) && isNum(t[1]) && isNum(t[2]) && isNum(t[3]);

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
    return [e.dir, e.json, e.names, { ...e.record, origin: n }];
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
    if (!Array.isArray(t)) continue;
    const [dir, json, names, rec] = t as unknown[];
    if (!isStamp(dir) || !isStamp(json) || !Array.isArray(names) || !rec || typeof rec !== 'object') continue;
    const r = rec as Record<string, unknown>;
    const origin = isNum(r.origin) ? origins[r.origin] : null;
    if (!origin) continue;
    r.origin = origin; // in place: no copy of 10,000 records
    const record = r as unknown as RecordSummary;
    if (typeof record.id !== 'string' || !isRecordFor(record.id, record)) continue;
    out.push({ id: record.id, dir, json, names, record });
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

type Read = { entry: IndexedEntry } | { damaged: Damaged } | { skip: true };

/** Read one handoff from its folder, stamps first. */
function readFolder(folder: string, id: string, toStamp: (st: Stats) => Stamp): Read {
  try {
    const dst = lstatSync(folder, { throwIfNoEntry: false });
    // Not a folder (a stray file, a link), or removed since the store was listed: not a handoff.
    if (!dst || !dst.isDirectory()) return { skip: true };
    const dir = toStamp(dst);
    const names = readdirSync(folder);
    if (!names.includes('handoff.json')) return { damaged: { name: id, problem: 'no handoff.json' } };
    let text: string;
    let json: Stamp;
    try {
      const fd = openSync(join(folder, 'handoff.json'), constants.O_RDONLY);
      try {
        json = toStamp(fstatSync(fd));
        text = readFileSync(fd, 'utf8');
      } finally {
        closeSync(fd);
      }
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
    return { entry: { id, dir, json, names, record: summarize(record) } };
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
  const listing = readdirSync(storeDir).filter((n) => n.charCodeAt(0) !== 46 && checkIdArg(n) === null);
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
    if ('damaged' in r) {
      // Never indexed: a damaged folder is looked at again on every scan (and named every time).
      damaged.push(r.damaged);
      return;
    }
    stats.read++;
    entries.push(r.entry);
    if (isRacy(r.entry, scanStart, racyMs)) stats.racy++;
    else {
      keep.push(r.entry);
      keptRead++;
    }
  };

  const present = new Set(listing);
  const done = new Set<string>();
  for (const cached of loaded.entries) {
    const id = cached.id;
    if (!present.has(id) || done.has(id)) {
      stats.dropped++; // its folder is gone (or the index named it twice)
      continue;
    }
    done.add(id);
    const folder = base + id;
    const dst = lstatSync(folder, { throwIfNoEntry: false });
    const jst = dst && same(cached.dir, dst) ? statSync(folder + sep + 'handoff.json', { throwIfNoEntry: false }) : undefined;
    if (jst && same(cached.json, jst) && !isRacy(cached, scanStart, racyMs)) {
      entries.push(cached);
      keep.push(cached);
      stats.fromIndex++;
    } else read(id);
  }
  for (const id of listing) if (!done.has(id)) read(id);

  // Write only when the index would hold something else than it does.
  const changed = loaded.status !== 'used' || keptRead > 0 || stats.fromIndex !== loaded.entries.length;
  if (changed && useIndex && opts.write !== false) {
    try {
      await writeAtomic(join(storeDir, INDEX_FILE), encodeIndex(keep.sort(newestFirst)));
      stats.wrote = true;
    } catch {
      // A read-only or full store still lists; the next scan simply reads the folders again.
    }
  }
  return { entries, damaged, stats };
}
