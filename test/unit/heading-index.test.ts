// headingScore scores a heading only against the phrases that start with one of its words (the table's
// index), not every phrase of the key. The best score must be the one a scan of every phrase gives: held
// here for every key of prompts/headings.txt on the phrases themselves, dressed the ways headings are
// (words before and after, numbering, other languages), and on generated headings of their words.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtTable, headingScore, headingTable, headingTableFile, toPhrase, type HeadingLookup } from '../../src/brief/headings.js';
import { baseSeed, caseCount, mulberry32 } from '../helpers/gen.js';

const text = readFileSync(join(import.meta.dirname, '..', '..', 'prompts', 'headings.txt'), 'utf8');
const keys = [...text.matchAll(/^\s*(\w+\.\w+)\s*:/gm)].map((m) => m[1]!).filter((k, i, a) => a.indexOf(k) === i);
const phrasesOf = (key: string) =>
  [...text.matchAll(new RegExp(`^\\s*${key.replace('.', '\\.')}\\s*:(.*)$`, 'gm'))].flatMap((m) => m[1]!.split(',')).map((p) => p.trim()).filter(Boolean);

/** The same table without its index: headingScore then scans every phrase of the key. */
const scanAll: HeadingLookup = { get: (key) => headingTable().get(key) };
/** The table as the build writes it for dist/ (phrases encoded, indexed by first word without decoding). */
const built = builtTable(headingTableFile(text));
/** The index over the phrases as written, the index over the build's encoding, and a scan of every phrase. */
const both = (h: string, key: string) => [headingScore(h, key), headingScore(h, key, built), headingScore(h, key, scanAll)];
const same = (h: string, key: string) => {
  const [written, encoded, slow] = both(h, key);
  expect([written, encoded], `${JSON.stringify(h)} as ${key}`).toEqual([slow, slow]);
  return slow!;
};

describe('headingScore with the index gives the score of a scan of every phrase', () => {
  it('has keys and phrases to check (the table is read)', () => {
    expect(keys.length).toBeGreaterThan(30);
    expect(keys.reduce((n, k) => n + phrasesOf(k).length, 0)).toBeGreaterThan(1000);
  });

  it('every phrase of every key, as it is and dressed as a heading, against every key', () => {
    const words = keys.flatMap(phrasesOf);
    let positive = 0;
    for (const key of keys) {
      for (const p of phrasesOf(key)) {
        for (const h of [p, `2. ${p}`, `**${p}** (draft)`, `Our ${p}`, `${p} and more`, `${p}:`]) {
          if (same(h, key) > 0) positive++;
        }
      }
      // Other keys' phrases against this key (the cross matches: most score 0, some do not).
      for (let i = keys.indexOf(key); i < words.length; i += 37) {
        same(words[i]!, key);
      }
    }
    expect(positive).toBeGreaterThan(1000);
  });

  it(`${caseCount(1500)} generated headings of the table's words, against every key`, () => {
    const vocab = [...new Set(keys.flatMap(phrasesOf).flatMap((p) => p.split(/\s+/)))];
    const base = baseSeed(0x1dea);
    for (let i = 0; i < caseCount(1500); i++) {
      const seed = base + i;
      const rnd = mulberry32(seed);
      const n = 1 + Math.floor(rnd() * 5);
      const h = Array.from({ length: n }, () => vocab[Math.floor(rnd() * vocab.length)]!).join(' ');
      for (const key of keys) {
        const [written, encoded, slow] = both(h, key);
        expect([written, encoded], `HANDOFF_SEED=${seed} HANDOFF_CASES=1 ${JSON.stringify(h)} as ${key}`).toEqual([slow, slow]);
      }
    }
  });
});

describe('Latin letters match without their accents, both ways; other scripts keep their marks', () => {
  it('a heading typed without accents names the section its accented phrase does, and the reverse', () => {
    for (const [plain, accented, key] of [
      ['Nachste Schritte', 'Nächste Schritte', 'brief.firstStep'],
      ['Proximos passos', 'Próximos passos', 'return.recommendations'],
      ['Proximas acciones', 'Próximas acciones', 'brief.firstStep'],
      ['Decisions prises', 'Décisions prises', 'brief.decided'],
      ['PROXIMO PASO', 'Próximo paso', 'brief.firstStep'],
    ] as const) {
      expect(headingScore(plain, key), plain).toBeGreaterThan(0);
      expect(headingScore(plain, key), plain).toBe(headingScore(accented, key));
      expect(headingScore(`${plain}\u0301`, key), `${plain} with a stray combining accent`).toBe(headingScore(accented, key));
    }
  });

  it('a Japanese voiced mark and a Cyrillic short i are letters of their own, not accents', () => {
    // "が" (ga) is not "か" (ka); "й" is not "и".
    expect(headingScore('次のステップ', 'brief.firstStep')).toBeGreaterThan(0);
    expect(headingScore('次のステツプ', 'brief.firstStep')).toBe(0);
    const withShortI = toPhrase('Дальнейшие шаги').words.join(' ');
    expect(withShortI).toContain('й');
  });
});

describe('the word lists of prompts/headings.txt as the build writes them', () => {
  it('are the lists the readers read from the text, key by key (headingLists serves them from dist/)', async () => {
    const { LISTED_KEYS, headingLists } = await import('../../src/brief/headings.js');
    const { keyedLists } = await import('../../src/brief/keyed-words.js');
    const file = JSON.parse(headingTableFile(text).split('\n')[0]!) as { lists: Record<string, string[]> };
    const fromText = keyedLists(text, LISTED_KEYS);
    expect(Object.keys(file.lists).sort()).toEqual([...LISTED_KEYS].sort());
    for (const key of LISTED_KEYS) {
      expect(fromText[key].length, key).toBeGreaterThan(0);
      expect(file.lists[key], key).toEqual(fromText[key]);
      expect(headingLists([key])[key], key).toEqual(fromText[key]);
    }
    // Each call gets its own arrays: a reader that sorts its list does not reorder another's.
    headingLists(['closing.end'])['closing.end'].reverse();
    expect(headingLists(['closing.end'])['closing.end']).toEqual(fromText['closing.end']);
  });
});
