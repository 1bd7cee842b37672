// The one reader of prompts/ word-list lines "key: word, word" (keyed-words.ts), shared by the outcome, count and
// re-tested word lists.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keyedLists, keyedWords } from '../../src/brief/keyed-words.js';

describe('keyed word lists', () => {
  it('reads every line of a key, lower-cased and trimmed, in order; other keys and comments are not read', () => {
    const text = '# words\nlabel: Status, Esito\nretested: re-tested\nlabel:  Durum ,, \nlabels: no\n  label : État\n';
    expect(keyedWords(text, 'label')).toEqual(['status', 'esito', 'durum', 'état']);
    expect(keyedWords(text, 'retested')).toEqual(['re-tested']);
  });

  it('reads keys with spaces and marks in them as written, each to its own list', () => {
    expect(keyedLists('count of: of, sur\ncount done: fixed\ncount of: из\nfound that: found (that)\n', ['count of', 'count done', 'found that', 'most of'])).toEqual({
      'count of': ['of', 'sur', 'из'],
      'count done': ['fixed'],
      'found that': ['found (that)'],
      'most of': [],
    });
  });

  it('reads the real files: every list the readers use is non-empty', () => {
    const outcomes = readFileSync(new URL('../../prompts/outcomes.txt', import.meta.url), 'utf8');
    const verification = readFileSync(new URL('../../prompts/verification.txt', import.meta.url), 'utf8');
    expect(keyedWords(outcomes, 'label').length).toBeGreaterThan(0);
    expect(keyedWords(verification, 'retested').length).toBeGreaterThan(0);
    const counts = keyedLists(outcomes, ['count of', 'count done', 'count passed', 'found that', 'most of']);
    for (const [k, ws] of Object.entries(counts)) expect(ws.length, k).toBeGreaterThan(0);
    // (closing-verdict.ts's lists.)
    for (const [k, ws] of Object.entries(keyedLists(outcomes, ['closing', 'not a subject', 'verdict only']))) expect(ws.length, k).toBeGreaterThan(0);
  });
});
