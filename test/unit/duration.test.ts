import { describe, expect, it } from 'vitest';
import { describeDuration, parseDuration } from '../../src/store/duration.js';

const MIN = 60_000;
const H = 60 * MIN;
const D = 24 * H;

describe('parseDuration', () => {
  it.each([
    ['30m', 30 * MIN],
    ['12h', 12 * H],
    ['14d', 14 * D],
    ['2w', 14 * D],
    ['0d', 0],
    [' 3d ', 3 * D],
    ['1 h', H],
  ])('%j -> %d ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  // A guess here deletes handoffs, so anything unclear is refused.
  // "6M" reads as six months to most people: upper-case units are refused, not taken for minutes.
  it.each(['', '14', 'd', '14days', '1mo', '1.5d', '-1d', '2y', '14d3h', '1e3d', '9999999d', '6M', '3D', '2W', '1H'])('refuses %j', (text) => {
    expect(parseDuration(text)).toBeNull();
  });

  it('describes a duration in words', () => {
    expect(describeDuration('14d')).toBe('14 days');
    expect(describeDuration('1w')).toBe('1 week');
    expect(describeDuration('30m')).toBe('30 minutes');
  });
});
