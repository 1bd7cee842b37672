// The build's table answers a key's first headings by searching the key's encoded phrases, and indexes the key
// after (headings.ts, searchedCandidates). Both must give the score a scan of every phrase gives: the index is
// held to it by heading-index.test.ts on tables that have long been indexed; here every heading is asked of a
// table fresh enough that it is answered by the search.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtTable, headingScore, headingTable, headingTableFile, type HeadingLookup } from '../../src/brief/headings.js';
import { baseSeed, caseCount, mulberry32 } from '../helpers/gen.js';

const text = readFileSync(join(import.meta.dirname, '..', '..', 'prompts', 'headings.txt'), 'utf8');
const file = headingTableFile(text);
const keys = [...text.matchAll(/^\s*(\w+\.\w+)\s*:/gm)].map((m) => m[1]!).filter((k, i, a) => a.indexOf(k) === i);
const phrasesOf = (key: string) =>
  [...text.matchAll(new RegExp(`^\\s*${key.replace('.', '\\.')}\\s*:(.*)$`, 'gm'))].flatMap((m) => m[1]!.split(',')).map((p) => p.trim()).filter(Boolean);
const scanAll: HeadingLookup = { get: (key) => headingTable().get(key) };

/** Each heading against `key` on a table that has answered no more than a few headings yet. */
function sameOnFreshTables(headings: readonly string[], key: string): number {
  let positive = 0;
  for (let i = 0; i < headings.length; i += 3) {
    const fresh = builtTable(file);
    for (const h of headings.slice(i, i + 3)) {
      const slow = headingScore(h, key, scanAll);
      expect(headingScore(h, key, fresh), `${JSON.stringify(h)} as ${key}`).toBe(slow);
      if (slow > 0) positive++;
    }
  }
  return positive;
}

describe('a key of the build table searched before it is indexed scores as a scan of every phrase', () => {
  it('phrases of every key, as they are and dressed as headings, and other keys\' phrases', () => {
    const all = keys.flatMap(phrasesOf);
    let positive = 0;
    for (const key of keys) {
      const own = phrasesOf(key);
      const picked = own.filter((_, i) => i % 17 === 0).flatMap((p) => [p, `2. ${p}`, `${p} and more`, `Our ${p}:`]);
      const others = all.filter((_, i) => i % 211 === keys.indexOf(key) % 211);
      positive += sameOnFreshTables([...picked, ...others], key);
    }
    expect(positive).toBeGreaterThan(200);
  });

  it(`${caseCount(150)} generated headings of the table's words, against every key`, () => {
    const vocab = [...new Set(keys.flatMap(phrasesOf).flatMap((p) => p.split(/\s+/)))];
    const base = baseSeed(0x50e1);
    const headings: string[] = [];
    for (let i = 0; i < caseCount(150); i++) {
      const rnd = mulberry32(base + i);
      const n = 1 + Math.floor(rnd() * 5);
      headings.push(Array.from({ length: n }, () => vocab[Math.floor(rnd() * vocab.length)]!).join(' '));
    }
    for (const key of keys) sameOnFreshTables(headings, key);
  });

  it('a word that is only the start of a first word, or that holds a comma or a blank, scores as the scan does', () => {
    const key = 'brief.firstStep';
    const first = phrasesOf(key)[0]!;
    for (const h of [first.slice(0, Math.max(1, first.length - 2)), `${first},${first}`, '*', '|', '#', ',']) {
      expect(headingScore(h, key, builtTable(file)), JSON.stringify(h)).toBe(headingScore(h, key, scanAll));
    }
  });
});
