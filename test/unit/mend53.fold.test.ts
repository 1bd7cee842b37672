// mend53: a folded pattern reads a Turkish capital İ as i only when its maker says its words read Turkish i's as one
// (foldedRegExp's turkishI), not because its text happens to hold "[ıi]".
import { describe, expect, it } from 'vitest';
import { foldedRegExp } from '../../src/brief/folded-regexp.js';

describe('foldedRegExp: Turkish i by an explicit option', () => {
  it.each([
    ['tr', '(?:öncel[ıi]k|açıklama)', 'ÖNCELİK', 'öncelik'],
    ['tr, another word', '(?:[ıi]nceleme|kanıt)', 'İNCELEME', 'inceleme'],
  ])('%s: with turkishI, "%s" meets the capitals; without, only the i+u expression reads it', (_l, source, capitals, lower) => {
    expect(foldedRegExp(source, 'iu', undefined, { turkishI: true }).exec(capitals)?.[0]).toBe(capitals);
    const plain = foldedRegExp(source, 'iu');
    expect(plain.exec(capitals)?.[0]).toBe(plain.pattern.exec(capitals)?.[0]);
    expect(plain.exec(lower)?.[0]).toBe(lower);
  });
});
