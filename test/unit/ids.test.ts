// Ids: <kind>-<slug of the title>-<random>, typeable and filesystem-safe; checked before any path is built.

import { describe, expect, it } from 'vitest';
import { checkIdArg, ID_ARG, makeId, randomPart, resolveIdArg, slugify } from '../../src/store/ids.js';

describe('slugify', () => {
  it.each([
    ['Fix the login test', 'fix-the-login-test'],
    ['  Split   the Parser!  ', 'split-the-parser'],
    ['Café déjà vu', 'cafe-deja-vu'],
    ['Ünïcödé Ñame', 'unicode-name'],
    ['ﬁle ﬂow (ligatures)', 'file-flow-ligatures'],
    ['½ done', '1-2-done'],
    ['C# and F# support', 'c-and-f-support'],
    ['v2.0 → v3.0 migration', 'v2-0-v3-0-migration'],
    ['日本語のタイトル', ''],
    ['🚀🔥', ''],
    ['---', ''],
    ['', ''],
    ['path/to/../file', 'path-to-file'],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('cuts long titles at a word boundary, at most 40 characters, never ending in a dash', () => {
    const s = slugify('Investigate why the nightly integration build times out on the ARM runners');
    expect(s).toBe('investigate-why-the-nightly-integration');
    expect(s.length).toBeLessThanOrEqual(40);
  });

  it('cuts one long word hard', () => {
    const s = slugify('a'.repeat(100));
    expect(s).toBe('a'.repeat(40));
  });

  it('never longer than 40 characters, never leading or trailing dashes, only [a-z0-9-]', () => {
    const titles = ['x '.repeat(60), 'ab-'.repeat(30), 'Ω'.repeat(50) + ' tail', '9'.repeat(41), 'word '.repeat(20) + 'é'.repeat(10)];
    for (const t of titles) {
      const s = slugify(t);
      expect(s.length).toBeLessThanOrEqual(40);
      expect(s).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
    }
  });
});

describe('makeId', () => {
  it('says what it is: kind, slug, random part', () => {
    expect(makeId('bug', 'Login test flakes', 'ab2c')).toBe('bug-login-test-flakes-ab2c');
  });

  it('does not say the kind twice when the title starts with it', () => {
    expect(makeId('review', 'Review the taxfor helper', '3t93')).toBe('review-taxfor-helper-3t93');
    expect(makeId('bug', 'Bugs in the parser', 'ab2c')).toBe('bug-in-the-parser-ab2c');
    expect(makeId('review', 'Reviewing a PR', 'ab2c')).toBe('review-pr-ab2c');
    expect(makeId('task', 'Task', 'ab2c')).toBe('task-ab2c');
    // Only a leading kind word: elsewhere it is part of the title.
    expect(makeId('bug', 'Triage bug reports', 'ab2c')).toBe('bug-triage-bug-reports-ab2c');
    expect(makeId('prototype', 'Prototypes of the cache', 'ab2c')).toBe('prototype-cache-ab2c');
  });

  it('a title with nothing sluggable still gives a valid id', () => {
    expect(makeId('task', '日本語', 'wxyz')).toBe('task-wxyz');
  });

  it('every id it makes passes the id check, even for the longest kind name and title', () => {
    const id = makeId('k'.repeat(31), 'long '.repeat(40), randomPart(new Uint8Array([255, 254, 253, 252])));
    expect(checkIdArg(id)).toBeNull();
    expect(ID_ARG.test(id)).toBe(true);
  });
});

describe('randomPart', () => {
  it('maps bytes onto an alphabet without 0/o and 1/l', () => {
    const all = randomPart(Uint8Array.from({ length: 256 }, (_, i) => i));
    expect(all).toHaveLength(256);
    expect(all).toMatch(/^[a-km-np-z2-9]+$/);
    expect(new Set(all).size).toBe(32);
  });
});

describe('checkIdArg refuses anything that is not id-shaped, before a path is built', () => {
  it.each([
    ['bug-login-ab2c', null],
    ['b', null],
    ['latest', null],
    ['', 'an id is required'],
    ['../etc', '"../etc" is not an id: ids never contain "/", "\\" or ".."'],
    ['a/b', '"a/b" is not an id: ids never contain "/", "\\" or ".."'],
    ['a\\b', '"a\\b" is not an id: ids never contain "/", "\\" or ".."'],
    ['.staging-x', '".staging-x" is not an id: ids never contain "/", "\\" or ".."'],
    ['bug..x', '"bug..x" is not an id: ids never contain "/", "\\" or ".."'],
    ['Bug-X', '"Bug-X" is not an id: ids are lower case letters, digits and dashes'],
    ['-rf', '"-rf" is not an id: ids are lower case letters, digits and dashes'],
    ['has space', '"has space" is not an id: ids are lower case letters, digits and dashes'],
    ['bug-ünï', '"bug-ünï" is not an id: ids are lower case letters, digits and dashes'],
    ['a\0b', '"a\0b" is not an id: ids are lower case letters, digits and dashes'],
    ['x'.repeat(122), `"${'x'.repeat(122)}" is not an id: ids are lower case letters, digits and dashes`],
  ])('%j -> %j', (arg, problem) => {
    expect(checkIdArg(arg)).toBe(problem);
  });
});

describe('resolveIdArg', () => {
  const ids = ['task-b-2222', 'bug-a-1111', 'bug-ab-3333'];
  it.each([
    ['bug-a-1111', { id: 'bug-a-1111' }],
    ['task', { id: 'task-b-2222' }],
    ['bug-ab', { id: 'bug-ab-3333' }],
    ['latest', { id: 'task-b-2222' }],
    ['bug', { error: 'ambiguous', candidates: ['bug-a-1111', 'bug-ab-3333'] }],
    ['nope', { error: 'none', candidates: [] }],
  ])('%j -> %j', (arg, want) => {
    expect(resolveIdArg(arg, ids)).toEqual(want);
  });

  it('an exact id wins over being a prefix of another', () => {
    expect(resolveIdArg('bug-a', ['bug-a', 'bug-ab'])).toEqual({ id: 'bug-a' });
  });

  it('"latest" of nothing is empty', () => {
    expect(resolveIdArg('latest', [])).toEqual({ error: 'empty', candidates: [] });
  });
});
