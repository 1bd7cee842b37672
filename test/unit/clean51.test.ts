// clean51: word lists that were written into the readers' patterns are data in prompts/ now (the status label words of
// outcome.ts, the level nouns and altitude words of level-headings.ts, the counter nouns of entry-title.ts, the "of"
// words of doc-verdict.ts's rating). The loader reads the shipped prompts/ only (no directory to override), so each
// list is read from the file as shipped and every word of it must do what its comment says through the reader's own
// entry point: a word the pattern forgets, or a list the code stops reading, fails here. A word no list holds is
// refused, so the checks cannot pass on a pattern that matches anything.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BARE_COUNTER, COUNTER, counterTitled } from '../../src/brief/entry-title.js';
import { scoreOnly, verdictOutcome } from '../../src/brief/doc-verdict.js';
import { keyedWords } from '../../src/brief/keyed-words.js';
import { letterLines } from '../../src/brief/findings.js';
import { changeColumn } from '../../src/brief/table-shape.js';
import { levelWord } from '../../src/brief/level-headings.js';
import { promptKeyErrors } from '../../src/prompt-grammar.js';
import { qualifiedVerdict } from '../../src/brief/qualified-verdict.js';
import { headingNamesStatus, statusLabelWord } from '../../src/brief/outcome.js';
import { hasCjk } from '../../src/brief/keyed-words.js';

const prompt = (name: string) => readFileSync(new URL(`../../prompts/${name}`, import.meta.url), 'utf8');
const listed = (name: string, key: string) => {
  const ws = keyedWords(prompt(name), key);
  return { ws, each: it.each(ws.map((w) => [w])) };
};

describe('outcomes.txt label: every word is a status label', () => {
  const { ws, each } = listed('outcomes.txt', 'label');
  it('holds the English ones first', () => expect(ws.slice(0, 3)).toEqual(['status', 'state', 'outcome']));
  each('%s', (w) => {
    expect(statusLabelWord(w)).toBe(true);
    expect(statusLabelWord(w.toUpperCase())).toBe(true);
  });
  it('refuses a word no list holds', () => expect(statusLabelWord('Banana')).toBe(false));
});

describe('severities.txt level words: a level group heading names its level by the word beside them', () => {
  const nouns = listed('severities.txt', 'leading level noun');
  nouns.each('%s', (w) => {
    expect(levelWord(`${w}: critique`)).toBe('critique');
    expect(levelWord(`### ⚠️ ${w[0]!.toUpperCase()}${w.slice(1)} critique`)).toBe('critique');
  });
  listed('severities.txt', 'leading level of').each('%s', (w) => expect(levelWord(`Niveau ${w} advertencia`)).toBe('advertencia'));
  listed('severities.txt', 'altitude word').each('%s', (w) => {
    expect(levelWord(`${w} level`)).toBeUndefined();
    expect(levelWord(`${w}-level`)).toBeUndefined();
  });
  it('reads a word that is none of them', () => {
    expect(levelWord('Warning level')).toBe('Warning');
    expect(levelWord('Banana: critique')).toBeUndefined();
    expect(levelWord('Niveau zu advertencia')).toBeUndefined();
  });
});

describe('severities.txt counter nouns: each counts a finding where its key says', () => {
  const title = (w: string) => (hasCjk(w) ? `${w}一：签名校验用了旧密钥` : `${w} 2: Cache key ignores locale`);
  const ws = (key: string) => keyedWords(prompt('severities.txt'), key);
  const all = ['counter noun', 'numbered counter noun', 'title counter noun', 'numbered title counter noun', 'bare counter noun'];
  it('one list: each word once', () => {
    const words = all.flatMap(ws);
    expect(words.length).toBeGreaterThan(40);
    expect(new Set(words).size).toBe(words.length);
  });
  it.each(all.slice(0, 4).flatMap((k) => ws(k).map((w) => [k, w])))('%s %s: before a title with its number', (_k, w) => expect(counterTitled(title(w))).toBe(true));
  it.each(['counter noun', 'numbered counter noun', 'bare counter noun'].flatMap((k) => ws(k).map((w) => [k, w])))('%s %s: alone with its number', (_k, w) => {
    expect(BARE_COUNTER.test(`**${w} 3:**`)).toBe(true);
    expect(counterTitled(`${w} 3`)).toBe(true);
  });
  it.each(['title counter noun', 'numbered title counter noun'].flatMap((k) => ws(k).map((w) => [k, w])))('%s %s: never alone', (_k, w) => expect(BARE_COUNTER.test(`${w} 3`)).toBe(false));
  it.each(['counter noun', 'title counter noun'].flatMap((k) => ws(k).filter((w) => !hasCjk(w)).map((w) => [k, w])))('%s %s: before a title without a number', (_k, w) => expect(COUNTER.exec(`${w}: the title`)?.[0]).toBe(`${w}: `));
  it.each(['numbered counter noun', 'numbered title counter noun'].flatMap((k) => ws(k).map((w) => [k, w])))('%s %s: not without a number', (_k, w) => expect(COUNTER.test(`${w}: the title`)).toBe(false));
  it('refuses a word no list holds', () => {
    expect(counterTitled('Banana 2: Cache key ignores locale')).toBe(false);
    expect(BARE_COUNTER.test('Banana 3')).toBe(false);
  });
});

describe('outcomes.txt rating of: a mark and its scale are a rating given', () => {
  listed('outcomes.txt', 'rating of').each('%s', (w) => {
    expect(scoreOnly(`**Overall score:** 7 ${w} 10`)).toBe(true);
    expect(verdictOutcome(`7 ${w} 10`, null)).toBe('answered');
  });
  it('refuses a word no list holds', () => {
    expect(scoreOnly('**Overall score:** 7 banana 10')).toBe(false);
    expect(scoreOnly('**Overall score:** 7/10')).toBe(true);
  });
});

describe('outcomes.txt status of: a heading that names the status of something', () => {
  listed('outcomes.txt', 'status of').each('%s', (w) => expect(headingNamesStatus(`## ✅ Status ${w} x`)).toBe(true));
  it('refuses a status label without one', () => {
    expect(headingNamesStatus('## State management')).toBe(false);
    expect(headingNamesStatus('## Status zu x')).toBe(false);
  });
});

describe('outcomes.txt verdict join: a verdict head, then what it is the verdict of', () => {
  listed('outcomes.txt', 'verdict join').each('%s', (w) => expect(qualifiedVerdict(`Verdict ${w} release gate`)).toBe(true));
  it('refuses three words after the head with no join word', () => expect(qualifiedVerdict('Verdict zz release gate')).toBe(false));
});

describe('letters.txt: a letter\'s greeting or sign-off is no finding', () => {
  it('holds only its two keys', () => expect(promptKeyErrors('letters.txt', prompt('letters.txt'), (k) => k === 'greeting' || k === 'sign off')).toEqual([]));
  listed('letters.txt', 'greeting').each('%s', (w) => {
    expect(letterLines([`${w} Ana,`])).toBe(true);
    expect(letterLines([`${w.toUpperCase()}!`])).toBe(true);
  });
  listed('letters.txt', 'sign off').each('%s', (w) => expect(letterLines([`${w},`, 'Marc'])).toBe(true));
  it('refuses a line of neither', () => {
    expect(letterLines(['Banana Ana,'])).toBe(false);
    expect(letterLines(['Banana,', 'Marc'])).toBe(false);
  });
});

describe('columns.txt change before / change after: a column of changes names both', () => {
  // (\b sees no word edge beside a Cyrillic, Chinese or Japanese letter: those words never matched, and do not.)
  const latin = (key: string) => keyedWords(prompt('columns.txt'), key).filter((w) => /^[a-zà-ÿ]+$/.test(w));
  it.each(latin('change before').flatMap((b) => latin('change after').map((a) => [b, a])))('%s / %s', (b, a) => expect(changeColumn(`${b} / ${a}`, [])).toBe(true));
  it('refuses a column that names neither', () => {
    expect(changeColumn('Banana / Split', ['a', 'b'])).toBe(false);
    expect(changeColumn('After / Before', [])).toBe(false);
  });
});
