// src/store/file-memo.ts: a value worked out from a handoff's files is reused only while those files (and
// the folder stamp given with them) are exactly as they were; anything broken just means "work it out".

import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileMemo, type MemoOptions } from '../../src/store/file-memo.js';
import { stampOf } from '../../src/store/index-cache.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function store(): { dir: string; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'file-memo-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'task-a-aaaa'));
  const file = join(dir, 'task-a-aaaa', 'return-1.md');
  writeFileSync(file, 'answered — first\n');
  return { dir, file };
}

/** An hour after every write: nothing is racy. */
const LATER: MemoOptions = { now: () => Date.now() + 3_600_000 };
const LIVE = (id: string) => id === 'task-a-aaaa';

function counter(file: string) {
  let calls = 0;
  return {
    compute: () => {
      calls++;
      return readFileSync(file, 'utf8').trim();
    },
    get calls() {
      return calls;
    },
  };
}

describe('FileMemo', () => {
  it('works a value out once, then serves it from the memo file while its files are unchanged', async () => {
    const { dir, file } = store();
    const c = counter(file);
    const m1 = FileMemo.load<string>(dir, 'test', LATER);
    expect(m1.get('task-a-aaaa', 'k', [file], c.compute)).toBe('answered — first');
    await m1.save(LIVE);
    expect(existsSync(join(dir, '.memo-test.json'))).toBe(true);
    const m2 = FileMemo.load<string>(dir, 'test', LATER);
    expect(m2.get('task-a-aaaa', 'k', [file], c.compute)).toBe('answered — first');
    expect(c.calls).toBe(1);
    // Nothing changed: not written again.
    const before = statSync(join(dir, '.memo-test.json')).mtimeMs;
    await m2.save(LIVE);
    expect(statSync(join(dir, '.memo-test.json')).mtimeMs).toBe(before);
  });

  it('works it out again when a file is edited in place', async () => {
    const { dir, file } = store();
    const c = counter(file);
    const m1 = FileMemo.load<string>(dir, 'test', LATER);
    m1.get('task-a-aaaa', 'k', [file], c.compute);
    await m1.save(LIVE);
    writeFileSync(file, 'blocked — edited by a person\n');
    expect(FileMemo.load<string>(dir, 'test', LATER).get('task-a-aaaa', 'k', [file], c.compute)).toBe('blocked — edited by a person');
    expect(c.calls).toBe(2);
  });

  it('works it out again when the folder stamp given with the files changes', async () => {
    const { dir, file } = store();
    const c = counter(file);
    const folder = stampOf(lstatSync(join(dir, 'task-a-aaaa')));
    const m1 = FileMemo.load<string>(dir, 'test', LATER);
    m1.get('task-a-aaaa', 'k', [file], c.compute, folder);
    await m1.save(LIVE);
    expect(FileMemo.load<string>(dir, 'test', LATER).get('task-a-aaaa', 'k', [file], c.compute, folder)).toBe('answered — first');
    expect(c.calls).toBe(1);
    const moved = [folder[0], folder[1] + 1, folder[2] + 1, folder[3]] as const;
    FileMemo.load<string>(dir, 'test', LATER).get('task-a-aaaa', 'k', [file], c.compute, moved);
    expect(c.calls).toBe(2);
  });

  it('keeps nothing that changed within the racy window, or whose file is missing', async () => {
    const { dir, file } = store();
    const c = counter(file);
    const m = FileMemo.load<string>(dir, 'test'); // now: the file was just written
    m.get('task-a-aaaa', 'k', [file], c.compute);
    m.get('task-a-aaaa', 'gone', [join(dir, 'task-a-aaaa', 'return-9.md')], () => 'x');
    await m.save(LIVE);
    expect(existsSync(join(dir, '.memo-test.json'))).toBe(false);
    FileMemo.load<string>(dir, 'test').get('task-a-aaaa', 'k', [file], c.compute);
    expect(c.calls).toBe(2);
  });

  it('drops the rows of handoffs that are gone when it saves', async () => {
    const { dir, file } = store();
    const m1 = FileMemo.load<string>(dir, 'test', LATER);
    m1.get('task-a-aaaa', 'k', [file], () => 'v');
    await m1.save(LIVE);
    const m2 = FileMemo.load<string>(dir, 'test', LATER);
    await m2.save(() => false);
    expect(JSON.parse(readFileSync(join(dir, '.memo-test.json'), 'utf8')).rows).toEqual([]);
  });

  it.each([
    ['garbage', 'not json'],
    ['another version', JSON.stringify({ version: 99, rows: [] })],
    ['rows of the wrong shape', JSON.stringify({ version: 1, rows: [1, ['a'], ['task-a-aaaa', 'k', ['x'], 'v']] })],
  ])('starts empty when the memo file is %s', (_what, text) => {
    const { dir, file } = store();
    writeFileSync(join(dir, '.memo-test.json'), text);
    const c = counter(file);
    expect(FileMemo.load<string>(dir, 'test', LATER).get('task-a-aaaa', 'k', [file], c.compute)).toBe('answered — first');
    expect(c.calls).toBe(1);
  });

  it('does not follow a memo file that is a link, and survives a memo that cannot be written', async () => {
    const { dir, file } = store();
    const target = join(dir, 'elsewhere.json');
    writeFileSync(target, JSON.stringify({ version: 1, rows: [['task-a-aaaa', 'k', [0, 0, 0, 0], 'planted']] }));
    symlinkSync(target, join(dir, '.memo-test.json'));
    expect(FileMemo.load<string>(dir, 'test', LATER).get('task-a-aaaa', 'k', [file], () => 'computed')).toBe('computed');
    rmSync(join(dir, '.memo-test.json'));
    mkdirSync(join(dir, '.memo-test.json'));
    const m = FileMemo.load<string>(dir, 'test', LATER);
    m.get('task-a-aaaa', 'k', [file], () => 'v');
    await expect(m.save(LIVE)).resolves.toBeUndefined();
    expect(readdirSync(dir).filter((n) => n.startsWith('.tmp'))).toEqual([]);
  });

  it('refuses a name that could leave the store', () => {
    expect(() => FileMemo.load(tmpdir(), '../x')).toThrow(/bad memo name/);
  });
});
