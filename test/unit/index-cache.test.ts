// src/store/index-cache.ts: the store's index is only a cache. Every way a handoff can change, by this
// tool in another process or by hand, must show in the next scan; a broken index must never break a scan.

import { lstatSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync, existsSync, readdirSync, type Stats } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  INDEX_FILE,
  decodeIndex,
  encodeIndex,
  isRacy,
  newestFirst,
  scanStore,
  stampOf,
  type ScanOptions,
  type Stamp,
} from '../../src/store/index-cache.js';
import { Store, SCHEMA, type HandoffRecord } from '../../src/store/store.js';
import { deriveStatus, eventsFromNames } from '../../src/store/status.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tmpStore(): string {
  const d = mkdtempSync(join(tmpdir(), 'index-cache-'));
  dirs.push(d);
  return d;
}

/** Scanning an hour after every write: nothing is in the racy window, so the index is used fully. */
const LATER: ScanOptions = { now: () => Date.now() + 3_600_000 };

const origin = (repo = '/work/repo') => ({ repo, branch: 'main', detached: false, head: 'a'.repeat(40), headShort: 'aaaaaaa', dirty: [], untracked: [], cwd: repo });

function record(id: string, over: Partial<HandoffRecord> = {}): HandoffRecord {
  return {
    schema: SCHEMA,
    id,
    kind: 'task',
    title: `Title of ${id}`,
    created: '2026-11-01T10:00:00.000Z',
    origin: origin(),
    to: [],
    answers: { title: `Title of ${id}`, why: 'why', deliver: 'deliver', fields: {}, context: '', decided: [], deadEnds: [], pointers: [], outOfScope: [], firstStep: 'first' },
    lint: { errors: 0, warnings: 0 },
    redactions: [],
    ...over,
  };
}

/** A handoff written straight into the store's format, as another process (or a person) would. */
function writeHandoff(store: string, id: string, over: Partial<HandoffRecord> = {}, extra: string[] = []): string {
  const dir = join(store, id);
  mkdirSync(dir, { mode: 0o700 });
  writeFileSync(join(dir, 'handoff.json'), JSON.stringify(record(id, over), null, 2) + '\n', { mode: 0o600 });
  writeFileSync(join(dir, 'brief.md'), `# ${id}\n`, { mode: 0o600 });
  for (const name of extra) writeFileSync(join(dir, name), '{}\n', { mode: 0o600 });
  return dir;
}

async function statusOf(store: string, id: string, opts: ScanOptions = LATER): Promise<string | undefined> {
  const e = (await scanStore(store, opts)).entries.find((x) => x.id === id);
  return e && deriveStatus(eventsFromNames(e.files.split('/')));
}

const ids = async (store: string, opts: ScanOptions = LATER) => (await scanStore(store, opts)).entries.map((e) => e.id).sort();

describe('scanStore: building and using the index', () => {
  it('reads every folder the first time, then serves unchanged handoffs from the index', async () => {
    const s = tmpStore();
    for (let i = 0; i < 5; i++) writeHandoff(s, `task-h${i}-abcd`, { created: `2026-11-0${i + 1}T10:00:00.000Z` });
    const first = await scanStore(s, LATER);
    expect(first.stats).toMatchObject({ read: 5, fromIndex: 0, indexStatus: 'missing', wrote: true });
    expect(existsSync(join(s, INDEX_FILE))).toBe(true);
    const mtime = statSync(join(s, INDEX_FILE)).mtimeMs;

    const second = await scanStore(s, LATER);
    expect(second.stats).toMatchObject({ read: 0, fromIndex: 5, dropped: 0, indexStatus: 'used', wrote: false });
    // Nothing changed, so the index was not written again.
    expect(statSync(join(s, INDEX_FILE)).mtimeMs).toBe(mtime);
    // Written newest first, so the entries come back in that order.
    expect(second.entries.map((e) => e.id)).toEqual(['task-h4-abcd', 'task-h3-abcd', 'task-h2-abcd', 'task-h1-abcd', 'task-h0-abcd']);
  });

  it('gives the same entries with and without the index, records without answers and redactions', async () => {
    const s = tmpStore();
    writeHandoff(s, 'task-a-aaaa', { from: 'sess', expect: 2 }, ['return-1.json', 'return-1.md']);
    writeHandoff(s, 'bug-b-bbbb', { kind: 'bug', origin: origin('/elsewhere') }, ['closed.json']);
    writeHandoff(s, 'task-c-cccc');
    await scanStore(s, LATER);
    const withIndex = (await scanStore(s, LATER)).entries.sort(newestFirst);
    const without = (await scanStore(s, { ...LATER, useIndex: false })).entries.sort(newestFirst);
    const names = (e: { files: string }) => e.files.split('/').sort();
    expect(withIndex.map((e) => [e.id, e.record, names(e)])).toEqual(without.map((e) => [e.id, e.record, names(e)]));
    const a = withIndex.find((e) => e.id === 'task-a-aaaa')!;
    expect(a.record).not.toHaveProperty('answers');
    expect(a.record).not.toHaveProperty('redactions');
    expect(a.record).toMatchObject({ id: 'task-a-aaaa', kind: 'task', from: 'sess', expect: 2, origin: origin() });
  });

  it('leaves the index alone when useIndex is false or write is false', async () => {
    const s = tmpStore();
    writeHandoff(s, 'task-a-aaaa');
    await scanStore(s, { ...LATER, useIndex: false });
    expect(existsSync(join(s, INDEX_FILE))).toBe(false);
    await scanStore(s, { ...LATER, write: false });
    expect(existsSync(join(s, INDEX_FILE))).toBe(false);
  });
});

describe('scanStore: never missing, never stale', () => {
  it('shows a handoff made by another process after the index was written', async () => {
    const s = tmpStore();
    writeHandoff(s, 'task-a-aaaa');
    await scanStore(s, LATER);
    const store = (await Store.open({ dir: s, source: 'HANDOFF_HOME', why: 'test' }, { create: false }))!;
    const id = await store.create(
      (r) => `task-new-${r}`,
      (id) => ({ 'handoff.json': JSON.stringify(record(id)), 'brief.md': '# new\n' }),
    );
    expect(await ids(s)).toEqual([id, 'task-a-aaaa'].sort());
  });

  it('shows a return, a close and a supersede recorded by the store', async () => {
    const s = tmpStore();
    writeHandoff(s, 'task-a-aaaa');
    writeHandoff(s, 'task-b-bbbb');
    writeHandoff(s, 'task-c-cccc');
    await scanStore(s, LATER);
    const store = (await Store.open({ dir: s, source: 'HANDOFF_HOME', why: 'test' }, { create: false }))!;
    await store.addReturn('task-a-aaaa', () => ({ json: '{}', md: '# r\n' }));
    await store.addEvent('task-b-bbbb', 'closed.json', { at: 'now' });
    await store.addEvent('task-c-cccc', 'superseded.json', { by: 'x' });
    expect(await statusOf(s, 'task-a-aaaa')).toBe('returned');
    expect(await statusOf(s, 'task-b-bbbb')).toBe('closed');
    expect(await statusOf(s, 'task-c-cccc')).toBe('superseded');
  });

  it('drops a handoff deleted by the store or by hand', async () => {
    const s = tmpStore();
    for (const id of ['task-a-aaaa', 'task-b-bbbb', 'task-c-cccc']) writeHandoff(s, id);
    await scanStore(s, LATER);
    const store = (await Store.open({ dir: s, source: 'HANDOFF_HOME', why: 'test' }, { create: false }))!;
    await store.remove('task-a-aaaa');
    rmSync(join(s, 'task-b-bbbb'), { recursive: true });
    const r = await scanStore(s, LATER);
    expect(r.entries.map((e) => e.id)).toEqual(['task-c-cccc']);
    expect(r.stats).toMatchObject({ dropped: 2, fromIndex: 1, wrote: true });
    // The rewritten index no longer names them.
    expect(decodeIndex(readFileSync(join(s, INDEX_FILE), 'utf8'))!.map((e) => e.id)).toEqual(['task-c-cccc']);
  });

  it('sees event files added and removed by hand', async () => {
    const s = tmpStore();
    const dir = writeHandoff(s, 'task-a-aaaa');
    await scanStore(s, LATER);
    writeFileSync(join(dir, 'return-1.json'), '{}');
    writeFileSync(join(dir, 'return-1.md'), '# r\n');
    expect(await statusOf(s, 'task-a-aaaa')).toBe('returned');
    writeFileSync(join(dir, 'closed.json'), '{}');
    expect(await statusOf(s, 'task-a-aaaa')).toBe('closed');
    rmSync(join(dir, 'closed.json'));
    expect(await statusOf(s, 'task-a-aaaa')).toBe('returned');
    rmSync(join(dir, 'return-1.json'));
    rmSync(join(dir, 'return-1.md'));
    expect(await statusOf(s, 'task-a-aaaa')).toBe('open');
  });

  it('sees handoff.json replaced the way editors save it (a temp file renamed over it)', async () => {
    const s = tmpStore();
    const dir = writeHandoff(s, 'task-a-aaaa');
    await scanStore(s, LATER);
    writeFileSync(join(dir, '.handoff.json.swp'), JSON.stringify(record('task-a-aaaa', { title: 'Edited by hand' })));
    renameSync(join(dir, '.handoff.json.swp'), join(dir, 'handoff.json'));
    expect((await scanStore(s, LATER)).entries[0]!.record.title).toBe('Edited by hand');
  });

  it('handoff.json rewritten in place (never done by the tool) shows once its folder changes', async () => {
    const s = tmpStore();
    const dir = writeHandoff(s, 'task-a-aaaa');
    await scanStore(s, LATER);
    writeFileSync(join(dir, 'handoff.json'), JSON.stringify(record('task-a-aaaa', { title: 'Edited in place' })));
    // The documented limit (index-cache.ts): the folder's stamps did not move, so the index still serves it.
    expect((await scanStore(s, LATER)).entries[0]!.record.title).toBe('Title of task-a-aaaa');
    writeFileSync(join(dir, 'closed.json'), '{}');
    expect((await scanStore(s, LATER)).entries[0]!.record.title).toBe('Edited in place');
  });

  it('sees a folder replaced by hand with another of the same name', async () => {
    const s = tmpStore();
    writeHandoff(s, 'task-a-aaaa', { title: 'First' });
    await scanStore(s, LATER);
    rmSync(join(s, 'task-a-aaaa'), { recursive: true });
    writeHandoff(s, 'task-a-aaaa', { title: 'Second' });
    expect((await scanStore(s, LATER)).entries[0]!.record.title).toBe('Second');
  });

  describe('on a file system whose timestamps are coarse (simulated: stamps rounded down to the hour)', () => {
    const HOUR = 3_600_000;
    const coarse = (st: Stats): Stamp => [st.ino, Math.floor(st.mtimeMs / HOUR) * HOUR, Math.floor(st.ctimeMs / HOUR) * HOUR, st.isDirectory() ? 0 : st.size];
    const hourOf = (t: number) => Math.floor(t / HOUR);

    it('a change in the same tick as the scan that indexed it is still seen (the racy window)', async () => {
      const s = tmpStore();
      const dir = writeHandoff(s, 'task-a-aaaa');
      const opts: ScanOptions = { stamp: coarse, racyMs: HOUR };
      const first = await scanStore(s, opts);
      // Changed within the window: read, shown, but not trusted to the index.
      expect(first.stats).toMatchObject({ read: 1, racy: 1 });
      writeFileSync(join(dir, 'closed.json'), '{}'); // same "tick": the coarse stamps do not move
      expect(await statusOf(s, 'task-a-aaaa', opts)).toBe('closed');
    });

    it('without the racy window the same change would be missed (the test above tests the window)', async () => {
      const s = tmpStore();
      const dir = writeHandoff(s, 'task-a-aaaa');
      const t = Date.now();
      const opts: ScanOptions = { stamp: coarse, racyMs: -Infinity };
      expect((await scanStore(s, opts)).stats).toMatchObject({ read: 1, racy: 0 });
      writeFileSync(join(dir, 'closed.json'), '{}');
      if (hourOf(Date.now()) !== hourOf(t)) return; // crossed an hour boundary: the stamps moved after all
      expect(await statusOf(s, 'task-a-aaaa', opts)).toBe('open');
    });
  });

  it('isRacy: stamps within the window before the scan, or after it, are racy', () => {
    const st = (m: number, c = m): Stamp => [1, m, c, 0];
    expect(isRacy(st(10_000), 20_000, 2000)).toBe(false);
    expect(isRacy(st(18_000), 20_000, 2000)).toBe(true);
    expect(isRacy(st(17_999), 20_000, 2000)).toBe(false);
    expect(isRacy(st(10_000, 19_000), 20_000, 2000)).toBe(true); // ctime counts too
    expect(isRacy(st(25_000), 20_000, 2000)).toBe(true);
  });
});

describe('scanStore: damaged folders and a damaged index', () => {
  it('names damaged folders on every scan, never indexes them, and does not rewrite the index for them', async () => {
    const s = tmpStore();
    writeHandoff(s, 'task-a-aaaa');
    mkdirSync(join(s, 'task-empty-eeee'));
    mkdirSync(join(s, 'task-bad-bbbb'));
    writeFileSync(join(s, 'task-bad-bbbb', 'handoff.json'), '{ not json');
    writeFileSync(join(s, 'task-stray-ffff'), 'a file, not a folder');
    mkdirSync(join(s, '.staging-task-x-1234'));
    mkdirSync(join(s, 'Not-An-Id'));
    const first = await scanStore(s, LATER);
    expect(first.entries.map((e) => e.id)).toEqual(['task-a-aaaa']);
    expect(first.damaged.sort((a, b) => (a.name < b.name ? -1 : 1))).toEqual([
      { name: 'task-bad-bbbb', problem: 'handoff task-bad-bbbb is damaged: handoff.json is not a valid record' },
      { name: 'task-empty-eeee', problem: 'no handoff.json' },
    ]);
    const second = await scanStore(s, LATER);
    expect(second.damaged).toHaveLength(2);
    expect(second.stats).toMatchObject({ fromIndex: 1, wrote: false });
    // Repaired by hand: listed at once.
    writeFileSync(join(s, 'task-bad-bbbb', 'handoff.json'), JSON.stringify(record('task-bad-bbbb')));
    expect(await ids(s)).toEqual(['task-a-aaaa', 'task-bad-bbbb']);
  });

  it('a record whose id is not its folder is damaged, from the index too', async () => {
    const s = tmpStore();
    writeHandoff(s, 'task-a-aaaa');
    await scanStore(s, LATER);
    writeFileSync(join(s, 'task-a-aaaa', 'handoff.json.tmp'), JSON.stringify(record('task-other-zzzz')));
    renameSync(join(s, 'task-a-aaaa', 'handoff.json.tmp'), join(s, 'task-a-aaaa', 'handoff.json'));
    const r = await scanStore(s, LATER);
    expect(r.entries).toEqual([]);
    expect(r.damaged).toEqual([{ name: 'task-a-aaaa', problem: 'handoff task-a-aaaa is damaged: handoff.json is not a valid record' }]);
  });

  it.each([
    ['garbage', 'this is not json'],
    ['an empty file', ''],
    ['another version', JSON.stringify({ version: 999, origins: [], entries: [] })],
    ['entries of the wrong shape', JSON.stringify({ version: 2, origins: [null], entries: [[1, 2, 3], 'x', [1, 2, 3, 4, 'brief.md/handoff.json', { id: 'task-a-aaaa', origin: 0 }], [1, 2, 3, 'x', 'y', {}]] })],
  ])('rebuilds from the folders when the index is %s', async (_what, text) => {
    const s = tmpStore();
    writeHandoff(s, 'task-a-aaaa');
    writeHandoff(s, 'task-b-bbbb');
    writeFileSync(join(s, INDEX_FILE), text);
    const r = await scanStore(s, LATER);
    expect(r.entries.map((e) => e.id).sort()).toEqual(['task-a-aaaa', 'task-b-bbbb']);
    expect(r.stats.read).toBe(2);
    expect(r.stats.wrote).toBe(true);
    expect(decodeIndex(readFileSync(join(s, INDEX_FILE), 'utf8'))).toHaveLength(2);
  });

  it('does not follow an index that is a symbolic link, and replaces the link, not its target', async () => {
    const s = tmpStore();
    writeHandoff(s, 'task-a-aaaa');
    const elsewhere = join(tmpStore(), 'target.json');
    writeFileSync(elsewhere, 'untouched');
    symlinkSync(elsewhere, join(s, INDEX_FILE));
    const r = await scanStore(s, LATER);
    expect(r.stats.indexStatus).toBe('rebuilt');
    expect(r.entries.map((e) => e.id)).toEqual(['task-a-aaaa']);
    expect(readFileSync(elsewhere, 'utf8')).toBe('untouched');
    expect(lstatSync(join(s, INDEX_FILE)).isSymbolicLink()).toBe(false);
  });

  it('still lists when the index cannot be written, and leaves no temp file behind', async () => {
    const s = tmpStore();
    writeHandoff(s, 'task-a-aaaa');
    mkdirSync(join(s, INDEX_FILE)); // a folder where the index should go: every write fails
    const r = await scanStore(s, LATER);
    expect(r.entries.map((e) => e.id)).toEqual(['task-a-aaaa']);
    expect(r.stats.wrote).toBe(false);
    expect(readdirSync(s).filter((n) => n.startsWith('.tmp'))).toEqual([]);
  });

  it('two scans at once both see everything and leave a valid index', async () => {
    const s = tmpStore();
    for (let i = 0; i < 20; i++) writeHandoff(s, `task-h${i}-abcd`);
    const [a, b] = await Promise.all([scanStore(s, LATER), scanStore(s, LATER)]);
    expect(a.entries).toHaveLength(20);
    expect(b.entries).toHaveLength(20);
    expect(decodeIndex(readFileSync(join(s, INDEX_FILE), 'utf8'))).toHaveLength(20);
  });
});

describe('the index file', () => {
  it('round-trips entries and stores each origin once', () => {
    const o1 = origin('/one');
    const o2 = origin('/two');
    const entries = ['a', 'b', 'c'].map((x, i) => ({
      id: `task-${x}-aaaa`,
      dir: [i, 1.5, 2.5, 4096] as Stamp,
      files: 'brief.md/handoff.json',
      record: { schema: 1, id: `task-${x}-aaaa`, kind: 'task', title: x, created: '2026-01-01T00:00:00.000Z', origin: { ...(i === 1 ? o2 : o1) }, to: [], lint: { errors: 0, warnings: 0 } },
    }));
    const text = encodeIndex(entries);
    expect(JSON.parse(text).origins).toEqual([o1, o2]);
    const back = decodeIndex(text)!;
    expect(back.map((e) => ({ ...e, dir: e.dir.slice(0, 4) }))).toEqual(entries);
    // Shared, and frozen so that no caller can change one entry's origin through another.
    expect(back[0]!.record.origin).toBe(back[2]!.record.origin);
    expect(Object.isFrozen(back[0]!.record.origin)).toBe(true);
  });

  it('stampOf takes inode, mtime, ctime and size', () => {
    const s = tmpStore();
    const st = statSync(s);
    expect(stampOf(st)).toEqual([st.ino, st.mtimeMs, st.ctimeMs, st.size]);
  });
});

describe('Store.entries() through the index', () => {
  it('is newest first with derived status, the same from the index as from the folders', async () => {
    const s = tmpStore();
    writeHandoff(s, 'task-old-aaaa', { created: '2026-01-01T00:00:00.000Z' });
    writeHandoff(s, 'task-new-bbbb', { created: '2026-03-01T00:00:00.000Z' }, ['return-1.json', 'return-1.md']);
    writeHandoff(s, 'task-mid-cccc', { created: '2026-02-01T00:00:00.000Z' }, ['closed.json']);
    mkdirSync(join(s, 'task-broken-dddd'));
    const store = (await Store.open({ dir: s, source: 'HANDOFF_HOME', why: 'test' }, { create: false }))!;
    const first = await store.entries();
    const second = await store.entries();
    for (const r of [first, second]) {
      expect(r.entries.map((e) => [e.id, e.status])).toEqual([
        ['task-new-bbbb', 'returned'],
        ['task-mid-cccc', 'closed'],
        ['task-old-aaaa', 'open'],
      ]);
      expect(r.damaged).toEqual([{ name: 'task-broken-dddd', problem: 'no handoff.json' }]);
    }
    expect(await store.resolve('latest')).toBe('task-new-bbbb');
  });
});
