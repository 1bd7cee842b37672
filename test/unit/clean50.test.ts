// The review cleanup of session 50: word lists moved from code to prompts/ and patterns shared between readers. What the
// moved and shared lists must still decide, through the readers' own entry points: a statement that nothing was found
// over listed areas or levels (no-findings.ts, prompts/no-findings.txt `list none`, `list conj`, `level name`,
// `level conj`), a level heading and a status label with a noun of its grade (one list, prompts/severities.txt
// `grade noun`), and a status legend counted by the marks problem-blocks.ts reads (state-marks.ts).
import { describe, expect, it } from 'vitest';
import { statesNothingFound } from '../../src/brief/no-findings.js';
import { levelWord } from '../../src/brief/level-headings.js';
import { statusLabelWord } from '../../src/brief/outcome.js';
import { itemSays } from '../../src/brief/problem-blocks.js';
import { readReturn } from '../helpers/read-return.js';

describe('none over the areas or the levels the writer looked at', () => {
  it.each([
    'No code, security, or scope finding.',
    'No security, privacy and data finding.',
    'Critical, high: none.',
    'Kritisch und hoch: keine',
    'P0, P1, P2 없음',
    'Blockers, major: none',
  ])('%s states nothing found', (text) => {
    expect(statesNothingFound(text)).toBe(true);
  });
  it.each(['the cache, the queue: none', 'No tests cover the pager.', 'No issues found in the parser, but the cache leaks on reload.'])('%s is no such statement', (text) => {
    expect(statesNothingFound(text)).toBe(false);
  });
});

describe('a noun of its grade after the word: one list for level headings and status labels', () => {
  it.each([
    ['⚠️ Warning level', 'Warning'],
    ['Critical-level', 'Critical'],
    ['警告级别', '警告'],
    ['경고 수준', '경고'],
    ['Warning grade', 'Warning'],
  ])('the heading %s names the level %s', (heading, word) => {
    expect(levelWord(heading)).toBe(word);
  });
  it.each(['High level', 'Low-level', 'Warning', 'Warning level of the cache layer in production'])('%s names no level', (heading) => {
    expect(levelWord(heading)).toBeUndefined();
  });
  it.each(['Verdict level', 'Status', '结论等级', '判定レベル', 'Status grade'])('%s is a status label', (label) => {
    expect(statusLabelWord(label)).toBe(true);
  });
  it.each(['Status report', 'Levels', 'Verdict of the board'])('%s is no status label', (label) => {
    expect(statusLabelWord(label)).toBe(false);
  });
});

describe('the marks of state', () => {
  it('a problem mark states a problem, a pass mark a pass', () => {
    expect(itemSays('- ❌ CSRF token')).toBe('problem');
    expect(itemSays('- 🟠 rate limit')).toBe('problem');
    expect(itemSays('- ✅ CSRF token')).toBe('pass');
    expect(itemSays('- [x] rate limit')).toBe('pass');
    expect(itemSays('- rate limit')).toBe('neutral');
  });
  const stated = (line: string) => readReturn(`# Review\n\n${line}\n\n## Findings\n\n- the key ignores the locale\n- retries never back off\n`).r;
  it('a labelled line with one mark and a status word states the outcome', () => {
    const r = stated('**Convergence:** ⛔ BLOCKED by CI');
    expect(r.outcomeFrom?.line).toBe(3);
    expect(r.answers.outcome).toBe('blocked');
  });
  it.each(['**Status legend:** ✅ Fixed | ⬜ Pending', '**Status legend:** ✅ Fixed ⬜ Pending ❌ Dropped'])('%s lists marks of state: no outcome stated', (line) => {
    expect(stated(line).outcomeFrom ?? null).toBeNull();
  });
  it.each([
    ['**Convergence:** ✅ CONVERGED ✅', 'answered'],
    ['**Convergence:** ⛔ BLOCKED by CI ⛔', 'blocked'],
  ])('%s: one mark around the word frames the status it states', (line, outcome) => {
    const r = stated(line);
    expect([r.outcomeFrom?.line, r.answers.outcome]).toEqual([3, outcome]);
  });
});
