import { describe, expect, it } from 'vitest';
import { similarTitles, titleWords } from '../../src/brief/similar.js';

describe('similarTitles', () => {
  it.each([
    ['Login test flakes', 'Login test flakes', true],
    ['Login test flakes', 'login-test flakes!', true],
    ['Login test flakes', 'Fix the flaky login test', true],
    ['Split the parser', 'Split the parser module', true],
    ['Cache key ignores locale', 'Cache key ignores the locale setting', true],
    ['Résumé upload fails', 'Resume upload fails', true],
    ['Login test flakes', 'Signup page is slow', false],
    ['Split the parser', 'Split the lexer', false],
    ['Review the auth change', 'Review the billing change', false],
    ['', 'Anything', false],
    ['the a of', 'the a of', false],
  ])('%j vs %j -> %s', (a, b, want) => {
    expect(similarTitles(a, b)).toBe(want);
    expect(similarTitles(b, a)).toBe(want);
  });

  it('drops stop words and folds plurals', () => {
    expect([...titleWords('Fix the flaky tests in CI')].sort()).toEqual(['ci', 'flak', 'test']);
  });
});
