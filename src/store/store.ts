// The store: one folder per handoff; handoff.json and brief.md written once; append-only event files.

import { existsSync } from 'node:fs';
import { cp, link, mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from './random.js';
import { failure, HandoffError, usageError } from '../errors.js';
import { createExclusive, ensureSafeDir, readRegular, removeTree, sweepLeftovers, withLock, writeAtomic, writeNew, DIR_MODE } from './files.js';
import { checkIdArg, randomPart, resolveIdArg } from './ids.js';
import { deriveStatus, eventsFromNames, type EventFiles, type Status } from './status.js';
import { isRecordFor, newestFirst, scanStore, type Stamp, type Stray } from './index-cache.js';
import type { Damaged, HandoffRecord, RecordSummary, ReturnRecord } from './records.js';
import type { StoreLocation } from './location.js';
import { fileText } from '../ui/edge.js';

export { SCHEMA, type HandoffRecord, type ReturnRecord, type RecordSummary, type Damaged } from './records.js';
export { locateStore, REPO_STORE, LEGACY_STORE, type StoreLocation } from './location.js';


export interface Entry {
  id: string;
  record: RecordSummary;
  /** Read-only: frozen, and shared between entries whose folders hold the same file names. */
  events: EventFiles;
  status: Status;
}


function deepFreeze<T extends object>(o: T): T {
  for (const v of Object.values(o)) if (v && typeof v === 'object') Object.freeze(v);
  return Object.freeze(o);
}

export class Store {
  private constructor(readonly dir: string) {}

  /** Open the store; with create=false a missing store is an empty one (nothing is written by reads). */
  static async open(loc: StoreLocation, opts: { create: boolean }): Promise<Store | null> {
    const what = loc.source === 'HANDOFF_HOME' ? 'HANDOFF_HOME' : 'the store';
    const exists = await ensureSafeDir(loc.dir, what, opts);
    return exists ? new Store(loc.dir) : null;
  }

  path(id: string): string {
    const problem = checkIdArg(id);
    if (problem || id === 'latest') throw usageError(problem ?? 'internal: unresolved id');
    return join(this.dir, id);
  }

  /** Folder names that look like handoffs (dot-folders are staging areas and temp files). */
  async ids(): Promise<string[]> {
    const names = await readdir(this.dir, { withFileTypes: true });
    return names.filter((d) => d.isDirectory() && !d.name.startsWith('.') && checkIdArg(d.name) === null).map((d) => d.name);
  }

  async events(id: string): Promise<EventFiles> {
    return eventsFromNames(await readdir(this.path(id)));
  }

  async readRecord(id: string): Promise<HandoffRecord> {
    const file = join(this.path(id), 'handoff.json');
    let text: string;
    try {
      text = await readRegular(file);
    } catch (e) {
      throw damage(id, fileProblem('handoff.json', e), `inspect or remove ${this.path(id)}`);
    }
    try {
      const rec: unknown = JSON.parse(text);
      if (!isRecordFor(id, rec)) throw new Error('fields missing');
      return rec;
    } catch {
      throw damage(id, 'handoff.json is not a valid record', `inspect or remove ${this.path(id)}`);
    }
  }

  async readText(id: string, name: string): Promise<string> {
    try {
      return await readRegular(join(this.path(id), name));
    } catch (e) {
      throw damage(id, fileProblem(name, e), `inspect or remove ${join(this.path(id), name)}`);
    }
  }

  async readReturn(id: string, n: number): Promise<{ record: ReturnRecord; markdown: string }> {
    const json = await this.readText(id, `return-${n}.json`);
    let record: ReturnRecord;
    try {
      record = JSON.parse(json) as ReturnRecord;
    } catch {
      throw damage(id, `return-${n}.json is not valid JSON`, `inspect or remove ${join(this.path(id), `return-${n}.json`)}`);
    }
    return { record, markdown: await this.readText(id, `return-${n}.md`) };
  }

  /**
   * Every readable handoff, newest first; damaged folders are reported separately, never fatal. Served
   * through the store's index (index-cache.ts), which is checked against every folder on each call.
   */
  async entries(): Promise<{ entries: Entry[]; damaged: Damaged[] }> {
    const { entries, damaged } = await this.scan();
    return { entries, damaged };
  }

  /** Each handoff folder's stamp as of the last entries() or survey(), for memos of its files. */
  private lastScan: { id: string; dir: Stamp }[] = [];
  private stamps: Map<string, Stamp> | null = null;

  folderStamp(id: string): Stamp | undefined {
    // Built on first use: list never asks, inbox asks for the handoffs it shows.
    this.stamps ??= new Map(this.lastScan.map((e) => [e.id, e.dir]));
    return this.stamps.get(id);
  }

  private async scan(): Promise<{ entries: Entry[]; damaged: Damaged[]; strays: Stray[] }> {
    const scan = await scanStore(this.dir);
    this.lastScan = scan.entries;
    this.stamps = null;
    // Most folders hold the same few names (brief.md, handoff.json, return-1.*): derive each set once.
    const derived = new Map<string, { events: EventFiles; status: Status }>();
    const entries: Entry[] = scan.entries.map(({ id, record, files }) => {
      let d = derived.get(files);
      if (!d) {
        const events = deepFreeze(eventsFromNames(files ? files.split('/') : []));
        derived.set(files, (d = { events, status: deriveStatus(events) }));
      }
      return { id, record, events: d.events, status: d.status };
    });
    entries.sort(newestFirst); // nearly sorted already: the index is kept in this order
    const damaged = scan.damaged.sort((a, b) => (a.name < b.name ? -1 : 1));
    return { entries, damaged, strays: scan.strays };
  }

  /** Exact id, unique prefix or "latest" -> an existing id; usage errors otherwise. */
  async resolve(arg: string): Promise<string> {
    const problem = checkIdArg(arg);
    if (problem) throw usageError(problem);
    const ids = arg === 'latest' ? (await this.entries()).entries.map((e) => e.id) : await this.ids();
    const r = resolveIdArg(arg, ids);
    if ('id' in r) return r.id;
    if (r.error === 'empty') throw usageError('there are no handoffs yet, so "latest" names nothing', 'create one with: handoff new');
    if (r.error === 'ambiguous') throw usageError(`"${arg}" matches ${r.candidates.length} handoffs: ${r.candidates.sort().join(', ')}`, 'type more of the id', { candidates: r.candidates });
    throw usageError(`no handoff "${arg}"`, 'see them with: handoff list --status all');
  }

  /**
   * Write a new handoff: files go into a staging folder that is renamed into place, so a handoff is
   * either complete or absent. A clash with an existing id retries with a fresh random part.
   */
  async create(makeId: (random: string) => string, files: (id: string) => Record<string, string>): Promise<string> {
    await sweepLeftovers(this.dir);
    for (let attempt = 0; attempt < 8; attempt++) {
      const id = makeId(randomPart(randomBytes(4)));
      const staging = join(this.dir, `.staging-${id}-${process.pid}-${randomBytes(3).toString('hex')}`);
      await mkdir(staging, { mode: DIR_MODE });
      try {
        for (const [name, data] of Object.entries(files(id))) await writeAtomic(join(staging, name), fileText(name, data));
        await rename(staging, join(this.dir, id));
        return id;
      } catch (e) {
        await removeTree(staging);
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'ENOTEMPTY' || code === 'EEXIST') continue;
        throw e;
      }
    }
    throw failure('could not find a free id after 8 tries');
  }

  /**
   * Write a handoff under a given id (one that came from elsewhere: a git remote); false when that id is
   * already here. Complete or absent, like create().
   */
  async createWithId(id: string, files: Record<string, string>): Promise<boolean> {
    const dest = this.path(id);
    if (existsSync(dest)) return false;
    const staging = join(this.dir, `.staging-${id}-${process.pid}-${randomBytes(3).toString('hex')}`);
    await mkdir(staging, { mode: DIR_MODE });
    try {
      for (const [name, data] of Object.entries(files)) await writeAtomic(join(staging, name), fileText(name, data));
      await rename(staging, dest);
      return true;
    } catch (e) {
      await removeTree(staging);
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOTEMPTY' || code === 'EEXIST') return false;
      throw e;
    }
  }

  /**
   * Move a handoff folder from another store into this one (handoff init): a rename, or across file
   * systems a copy into a staging folder renamed into place, then the source removed. False when this store
   * already has that id (the source is left as it is).
   */
  async adopt(id: string, from: string): Promise<boolean> {
    const dest = this.path(id);
    if (existsSync(dest)) return false;
    try {
      await rename(from, dest);
      return true;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOTEMPTY' || code === 'EEXIST') return false;
      if (code !== 'EXDEV') throw e;
    }
    const staging = join(this.dir, `.staging-${id}-${process.pid}-${randomBytes(3).toString('hex')}`);
    try {
      await cp(from, staging, { recursive: true, errorOnExist: true, force: false, preserveTimestamps: true });
      await rename(staging, dest);
    } catch (e) {
      await removeTree(staging);
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOTEMPTY' || code === 'EEXIST') return false;
      throw e;
    }
    await removeTree(from);
    return true;
  }

  /**
   * Leftovers of killed writes older than an hour (files.ts LEFTOVER_AGE_MS), in the store and in each
   * handoff folder, as paths relative to the store; removed unless `remove` is false.
   */
  async leftovers(opts: { remove: boolean }): Promise<string[]> {
    const found = (await sweepLeftovers(this.dir, Date.now(), opts.remove)).slice();
    for (const id of await this.ids()) for (const n of await sweepLeftovers(join(this.dir, id), Date.now(), opts.remove)) found.push(`${id}/${n}`);
    return found;
  }

  /** The lock that orders the writes to one handoff (returns, pulls, closes): a dot-file beside its folder. */
  lockPath(id: string): string {
    return join(this.dir, `.lock-${this.path(id).slice(this.dir.length + 1)}`);
  }

  /** Run `fn` as the only writer of handoff `id` (see files.ts withLock). */
  async locked<T>(id: string, fn: () => Promise<T>): Promise<T> {
    // Every locked write also clears what killed writes left here an hour ago or more.
    await sweepLeftovers(this.dir);
    await sweepLeftovers(this.path(id));
    return withLock(this.lockPath(id), `handoff ${id}`, fn);
  }

  /**
   * Append return N (one more than the highest so far), whole or not at all. Under the handoff's lock:
   * `admit` sees the events first and may refuse (throw) or reopen; both files are written in full
   * to temp files, then return-N.json is linked into place (the claim) and return-N.md renamed after it.
   * Any failure before the markdown is in place takes the claim back, so a full disk leaves nothing.
   */
  async addReturn(id: string, make: (n: number) => { json: string; md: string }, admit?: (events: EventFiles) => Promise<void>): Promise<number> {
    const dir = this.path(id);
    return this.locked(id, async () => {
      let events = eventsFromNames(await readdir(dir));
      // Under the lock no other writer is between its two steps: a claim without its markdown is a write
      // that was killed. Moved aside (kept an hour as a leftover) so its number is free again.
      if (events.incomplete.length) {
        for (const k of events.incomplete) await rename(join(dir, `return-${k}.json`), join(dir, `.tmp-interrupted-return-${k}.json-${randomBytes(3).toString('hex')}`)).catch(() => {});
        events = eventsFromNames(await readdir(dir));
      }
      if (admit) await admit(events);
      let n = Math.max(0, ...events.returns, ...events.orphans) + 1;
      for (;; n++) {
        const made = make(n);
        const tmpJson = join(dir, `.tmp-return-${n}.json-${process.pid}-${randomBytes(4).toString('hex')}`);
        const tmpMd = join(dir, `.tmp-return-${n}.md-${process.pid}-${randomBytes(4).toString('hex')}`);
        const json = join(dir, `return-${n}.json`);
        let claimed = false;
        try {
          await writeNew(tmpJson, fileText('.json', made.json));
          await writeNew(tmpMd, fileText('.md', made.md));
          try {
            await link(tmpJson, json);
          } catch (e) {
            if ((e as NodeJS.ErrnoException).code === 'EEXIST') continue; // a writer without the lock took it
            throw e;
          }
          claimed = true;
          await rename(tmpMd, join(dir, `return-${n}.md`));
          return n;
        } catch (e) {
          if (claimed) await unlink(json).catch(() => {});
          throw e;
        } finally {
          await unlink(tmpJson).catch(() => {});
          await unlink(tmpMd).catch(() => {});
        }
      }
    });
  }

  /**
   * Reopen a closed handoff (a return recorded with --force after it was closed): closed.json is kept as
   * closed-K.json, so the close stays on record and the status is derived from the returns again.
   * Call it holding the handoff's lock.
   */
  async reopen(id: string): Promise<void> {
    const dir = this.path(id);
    for (let k = 1; ; k++) {
      try {
        await link(join(dir, 'closed.json'), join(dir, `closed-${k}.json`));
        break;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      }
    }
    await unlink(join(dir, 'closed.json'));
  }

  /** Write an event file once; false when it already exists. */
  async addEvent(id: string, name: string, data: unknown): Promise<boolean> {
    return createExclusive(join(this.path(id), name), fileText(name, JSON.stringify(data, null, 2) + '\n'));
  }

  /**
   * A forward left where a handoff was moved out of this store (handoff init --move): a brief handed out
   * before the move names this store, and its `return` still finds the handoff. A dot-file: never listed.
   */
  async leaveForward(id: string, to: string, at: string): Promise<void> {
    await writeAtomic(this.forwardPath(id), JSON.stringify({ id, to, at }, null, 2) + '\n');
  }

  /** The store a handoff of this id was moved to, or null (no forward, or an unreadable one). */
  async movedTo(id: string): Promise<string | null> {
    try {
      const v = JSON.parse(await readRegular(this.forwardPath(id))) as { id?: unknown; to?: unknown };
      return v.id === id && typeof v.to === 'string' && v.to.startsWith('/') ? v.to : null;
    } catch {
      return null;
    }
  }

  private forwardPath(id: string): string {
    return join(this.dir, `.moved-${this.path(id).slice(this.dir.length + 1)}.json`);
  }

  async remove(id: string): Promise<void> {
    // Rename first so a half-deleted handoff is never listed.
    const dir = this.path(id);
    const trash = join(this.dir, `.trash-${id}-${randomBytes(3).toString('hex')}`);
    await rename(dir, trash);
    await removeTree(trash);
  }


  /** One handoff's entry with its whole record (answers too); a damaged one throws (exit 1) saying what is wrong. */
  async entry(id: string): Promise<Entry & { record: HandoffRecord }> {
    const events = await this.events(id);
    if (!events.hasRecord) throw damage(id, 'no handoff.json', `inspect or remove ${this.path(id)}`);
    const record = await this.readRecord(id);
    return { id, record, events, status: deriveStatus(events) };
  }

  /** An event file's JSON (closed.json, superseded.json, pulled-N.json), or null when absent or unreadable. */
  async readEvent(id: string, name: string): Promise<Record<string, unknown> | null> {
    try {
      const v = JSON.parse(await readRegular(join(this.path(id), name))) as unknown;
      return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  /**
   * entries() plus what it passes over silently: stray files in the store, and return files that lost
   * their pair. Readable handoffs with a damaged return are both listed and named as damaged.
   */
  async survey(): Promise<{ entries: Entry[]; damaged: Damaged[] }> {
    const { entries, damaged, strays } = await this.scan();
    // entries() words its problems as whole messages ("handoff X is damaged: ..."); here the name stands beside them.
    const all = damaged.map((d) => ({ name: d.name, problem: d.problem.replace(`handoff ${d.name} is damaged: `, '') }));
    for (const s of strays) {
      if (s.type === 'folder') all.push({ name: s.name, problem: 'a folder whose name is not a handoff id' });
      else all.push({ name: s.name, problem: `a stray ${s.type === 'symlink' ? 'symbolic link' : 'file'} in the store (not a handoff folder)` });
    }
    const now = Date.now();
    const incomplete: Promise<void>[] = [];
    for (const e of entries) {
      // A brief deleted by hand: the handoff is still listed (its record is whole), and named here.
      if (!e.events.hasBrief) all.push({ name: e.id, problem: 'no brief.md' });
      for (const n of e.events.orphans) all.push({ name: e.id, problem: `return-${n}.md has no return-${n}.json` });
      for (const n of e.events.incomplete) {
        // The JSON is written a moment before its markdown; only an old one is an interrupted write.
        incomplete.push(
          stat(join(this.dir, e.id, `return-${n}.json`)).then(
            (st) => {
              if (now - st.mtimeMs > INCOMPLETE_GRACE_MS) all.push({ name: e.id, problem: `return-${n}.json has no return-${n}.md (an interrupted write?)` });
            },
            () => {},
          ),
        );
      }
    }
    await Promise.all(incomplete);
    all.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.problem < b.problem ? -1 : 1));
    return { entries, damaged: all };
  }
}

/**
 * A handoff's damage as the error commands throw: "handoff ID is damaged: PROBLEM", with the problem on
 * its own in the detail, so a command that gathers several (show) says "is damaged" once.
 */
export function damage(id: string, problem: string, hint?: string): HandoffError {
  return failure(`handoff ${id} is damaged: ${problem}`, hint, { id, problem });
}

/** The problem alone of an error from the store ("no brief.md"), else the error's message. */
export function damageProblem(e: unknown): string {
  const p = e instanceof HandoffError ? e.detail?.problem : undefined;
  return typeof p === 'string' ? p : (e as Error).message;
}

/** A store file that cannot be read: "no brief.md" when it is missing, else why it cannot be read. */
function fileProblem(name: string, e: unknown): string {
  return (e as NodeJS.ErrnoException).code === 'ENOENT' ? `no ${name}` : `cannot read ${name} (${readProblem(e)})`;
}

/** What went wrong reading a store file, in a few words. */
function readProblem(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ELOOP') return 'it is a symbolic link, which the store never follows';
  if (code === 'ENOTREG') return (e as Error).message.replace(/^.* is /, 'it is ');
  return code ?? (e as Error).message;
}

/** How long a return's JSON may wait for its markdown before it counts as damage. */
export const INCOMPLETE_GRACE_MS = 30_000;
