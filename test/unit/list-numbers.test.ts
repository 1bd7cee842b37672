// list-numbers.ts: when a list answer is written with its source's numbers; items.ts: the numbers an item is read
// with, and its continuation lines under a number's width; render.ts renderList: numbered items read back the same.

import { describe, expect, it } from 'vitest';
import { countsUp, readItems, withoutNoteItems, writtenNumbers, type ItemNumber } from '../../src/brief/list-numbers.js';
import { listItemsAt } from '../../src/brief/items.js';
import { renderList } from '../../src/brief/render.js';

const n = (x: number, delim: '.' | ')' = '.'): ItemNumber => ({ n: x, delim });

describe('countsUp', () => {
  const cases: [string, (ItemNumber | null)[], boolean][] = [
    ['1, 2, 3', [n(1), n(2), n(3)], true],
    ['from 5', [n(5), n(6)], true],
    ['from 0', [n(0), n(1)], true],
    ['"1)"', [n(1, ')'), n(2, ')')], true],
    ['a gap (an item taken out)', [n(1), n(3)], false],
    ['two lists from 1', [n(1), n(2), n(1), n(2)], false],
    ['a bullet among them', [n(1), null, n(2)], false],
    ['styles mixed', [n(1), n(2, ')')], false],
    ['nothing', [], false],
  ];
  for (const [name, numbers, want] of cases) it(name, () => expect(countsUp(numbers)).toBe(want));
});

describe('writtenNumbers', () => {
  const read = readItems([{ text: 'a', number: n(3) }, { text: 'b', number: n(4) }]);
  it('the answer still those items', () => expect(writtenNumbers(['a', 'b'], read)).toEqual([n(3), n(4)]));
  it('an item changed', () => expect(writtenNumbers(['a', 'c'], read)).toBeNull());
  it('an item added', () => expect(writtenNumbers(['a', 'b', 'c'], read)).toBeNull());
  it('order changed', () => expect(writtenNumbers(['b', 'a'], read)).toBeNull());
  it('nothing read', () => expect(writtenNumbers(['a'], undefined)).toBeNull());
  it('a heading note line among the items read is not one of them', () => {
    const noted = readItems([{ text: '*From the heading: Tried*' }, { text: 'a', number: n(1) }, { text: 'b', number: n(2) }]);
    expect(withoutNoteItems(noted).map((r) => r.text)).toEqual(['a', 'b']);
  });
});

describe('listItemsAt: numbers as the list renders them', () => {
  const numbers = (raw: string) => listItemsAt(raw, 1).map((it) => it.number ?? null);
  it('"1. 1. 1." counts up', () => expect(numbers('1. a\n1. b\n1. c')).toEqual([n(1), n(2), n(3)]));
  it('a start of 7', () => expect(numbers('7) a\n8) b')).toEqual([n(7, ')'), n(8, ')')]));
  it('a paragraph between starts a new list at its digits', () => expect(numbers('1. a\n\ntext\n\n5. b')).toEqual([n(1), null, n(5)]));
  it('a bullet has none', () => expect(numbers('- a\n- b')).toEqual([null, null]));
  it('"1、" is no list item', () => expect(numbers('1、a\n2、b')).toEqual([null]));
  it('continuation lines under the marker width', () => {
    expect(listItemsAt('1. a\n   - sub\n10. b\n    - sub', 1).map((it) => it.text)).toEqual(['a\n- sub', 'b\n- sub']);
    // (Under a bullet, as before: two.)
    expect(listItemsAt('- a\n  - sub', 1).map((it) => it.text)).toEqual(['a\n- sub']);
  });
});

describe('renderList with numbers reads back the same items', () => {
  const items = ['Raising the timeout:\n\n```sh\nnpm test\n```\n\nstill flaky.', 'Running serially\n- on CI: 3x', '[x] done'];
  for (const start of [0, 1, 9]) {
    it(`from ${start}`, () => {
      const numbers = items.map((_, i) => n(start + i));
      const md = renderList(items, numbers);
      expect(md.split('\n')[0]).toBe(`${start}. Raising the timeout:`);
      const back = listItemsAt(md, 1);
      expect(back.map((it) => it.text)).toEqual(items);
      expect(back.map((it) => it.number)).toEqual(numbers);
    });
  }
  it('without numbers: bullets, as before', () => expect(renderList(['a', 'b'])).toBe('- a\n- b'));
  it('a run missing a number: bullets', () => expect(renderList(['a', 'b'], [n(1), null])).toBe('- a\n- b'));
});
