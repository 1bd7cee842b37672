// perf57: the shortcuts that made pull of a big fan-out cheaper keep every answer. Each case goes through a path a
// shortcut guards (a noun's token, a colon, a comma, a stop between sentences, a none-word last), or through the
// definition a shortcut stands in for (stem's pattern, contentWords' Unicode pattern).
import { describe, expect, it } from 'vitest';
import { stem } from '../../src/brief/similar.js';
import { contentWords } from '../../src/brief/words.js';
import { statesNothingFound } from '../../src/brief/no-findings.js';

describe('stem without a pattern', () => {
  const byPattern = (w: string) => (w.length > 4 ? w.replace(/(?:ing|ed|es|s|y)$/, '') : w);
  const ends = ['', 'ing', 'ed', 'es', 's', 'y', 'ings', 'sing', 'eds', 'ys', 'sy', 'e', 'g', 'ng'];
  const words = ['', 'a', 'abc', 'abcd', 'flake', 'go', 'es', 'ing', 'pass'].flatMap((a) => ends.flatMap((e) => ends.map((f) => a + e + f)));
  it('strips what the pattern strips, the earliest ending first ("passes" -> "pass", "flaking" -> "flak")', () => {
    expect(words.filter((w) => stem(w) !== byPattern(w))).toEqual([]);
    expect(['passes', 'flaking', 'flaked', 'flaky', 'tests', 'goes', 'test'].map(stem)).toEqual(['pass', 'flak', 'flak', 'flak', 'test', 'goes', 'test']);
  });
});

// (The texts hold no stop word but "the" and "not".)
describe('contentWords of ASCII text', () => {
  const byUnicode = (s: string) => (s.toLowerCase().match(/[\p{L}\p{N}_]{3,}/gu) ?? []).filter((w) => !['the', 'not'].includes(w));
  it.each([
    ['The Cache_key ignores v2 locale, not the 404 page'],
    ['Résumé upload fails on naïve names'],
    ['Кэш не сбрасывается after 10s'],
    ['a b cd efg'],
  ])('the same words as the Unicode pattern: %s', (s) => {
    expect(contentWords(s)).toEqual(byUnicode(s));
  });
});

describe('statesNothingFound through the shortcuts', () => {
  it.each([
    ['No issues found.'], // a shape with a noun
    ['The scan found nothing.'], // shapes without one ("{by} found nothing {q}", "nothing {q}{v}")
    ['Nothing new was detected.'],
    ['Critical, high: none.'], // levels, then a none-word last
    ['P0, P1, P2 없음.'],
    ['Critical/high:none'], // the none-word right after the colon
    ['Known implementation problems: none found by the synthetic test'], // a label, a colon
    ['Business logic: no misinterpretations detected.'],
    ['After analyzing the dependency reports, 0 issues were found.'], // a leading clause, a comma
    ['None. Every fix was re-run and passes.'], // two sentences
    ['All cases pass; accepted for release.'], // two clauses
    ['All cases pass; accepted for release'], // a semicolon the only mark between them
    ['None — all 7 fixes verified PASS'], // a dash
  ])('a statement of none: %s', (s) => {
    expect(statesNothingFound(s)).toBe(true);
  });
  it.each([
    ['No tests cover the pager.'],
    ['The cache, the queue: none.'],
    ['Apart from the leak, no other issues were found.'],
    ['None. But the cache leaks on reload.'],
    ['dozudo dofulo lofudo'],
    ['the cache leaks on reload'],
  ])('a finding still: %s', (s) => {
    expect(statesNothingFound(s)).toBe(false);
  });
});
