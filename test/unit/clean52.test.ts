// clean52: word lists that were written into the readers' patterns are data in prompts/ now. Each list is read from
// the file as shipped; every word of it must be matched by the pattern built from it (a word the pattern forgets, or a
// list the code stops reading, fails here), and a word no list holds is refused, so a pattern matching anything fails.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keyedWords } from '../../src/brief/keyed-words.js';
import { promptLineError } from '../../src/prompt-grammar.js';
import { DETAIL_COL, FIELD_COL, FIELD_FIRST, FORM_LABEL, TITLE_COL, TITLE_FIELD, TITLE_FIELD_FIRST } from '../../src/brief/field-names.js';

const prompt = (name: string) => readFileSync(new URL(`../../prompts/${name}`, import.meta.url), 'utf8');
const each = (name: string, key: string) => {
  const ws = keyedWords(prompt(name), key);
  it(`${name} ${key}: parses, and holds words`, () => {
    expect(promptLineError(name, prompt(name))).toBeNull();
    expect(ws.length).toBeGreaterThan(3);
  });
  return it.each(ws.map((w) => [w]));
};
const upper = (w: string) => w.toUpperCase();

describe('columns.txt: the names of a findings table\'s columns', () => {
  each('columns.txt', 'title column')('title column %s', (w) => {
    expect(TITLE_COL.test(upper(w))).toBe(true);
    expect(TITLE_COL.test(`${w} (short)`)).toBe(true);
  });
  each('columns.txt', 'field column')('field column %s', (w) => expect(FIELD_COL.test(upper(w))).toBe(true));
  each('columns.txt', 'detail column')('detail column %s', (w) => expect(DETAIL_COL.test(upper(w))).toBe(true));
  it('refuses a name no list holds', () => {
    expect(TITLE_COL.test('Banana')).toBe(false);
    expect(TITLE_COL.test('Problems')).toBe(false);
    expect(FIELD_COL.test('Severity note')).toBe(false);
    expect(DETAIL_COL.test('Banana')).toBe(false);
  });
});

describe('columns.txt: the labels of a finding written as a form', () => {
  each('columns.txt', 'form label')('form label %s', (w) => {
    expect(FORM_LABEL.test(upper(w))).toBe(true);
    expect(FORM_LABEL.test(`${w} (more)`)).toBe(true);
  });
  each('columns.txt', 'title label')('title label %s', (w) => {
    expect(TITLE_FIELD_FIRST.exec(`**${w}:** the cache key ignores the locale`)?.[1]).toBe('the cache key ignores the locale');
    expect(TITLE_FIELD.exec(`File: a.ts\n${w}: the cache key`)?.[1]).toBe('the cache key');
  });
  each('columns.txt', 'title label later')('title label later %s', (w) => {
    expect(TITLE_FIELD.exec(`File: a.ts\n- ${w}: the cache key`)?.[1]).toBe('the cache key');
    expect(TITLE_FIELD_FIRST.test(`${w}: the cache key`)).toBe(false);
  });
  each('columns.txt', 'field label')('field label %s', (w) => expect(FIELD_FIRST.test(`**${w}:** a.ts`)).toBe(true));
  it('refuses a label no list holds', () => {
    expect(FORM_LABEL.test('Bananas')).toBe(false);
    expect(FORM_LABEL.test('Filed under')).toBe(false);
    expect(TITLE_FIELD.test('Banana: x')).toBe(false);
    expect(FIELD_FIRST.test('Banana: x')).toBe(false);
  });
});
