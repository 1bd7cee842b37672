// mendb54: the review's findings in brf54's, ret54's and perf54's rules, each on synthetic documents in two languages
// at least: a folded block's tags kept only bare; imperatives under a gaps label stay rules; a "none found" heading
// over a body naming a place or a problem is a finding; a caution light that states a failure makes the work partial;
// "__" glued to a word opens no later label.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

describe('"__" glued to a word is its snake case, never a later label on the line', () => {
  it.each([
    ['en', '**Date:** 2026-03-01 see run_tests__Status:__ partial', 'The total is rounded early.', '**Date:** 2026-03-01 see run_tests __Status:__ partial'],
    ['de', '**Datum:** 2026-03-01 siehe lauf_tests__Status:__ teilweise', 'Die Summe wird zu früh gerundet.', '**Datum:** 2026-03-01 siehe lauf_tests __Status:__ teilweise'],
  ])('%s', (_l, glued, finding, apart) => {
    const md = (line: string) => `# Spike\n\n${line}\n\n## Findings\n\n- ${finding}\n`;
    expect(readReturn(md(glued)).r.given.has('outcome')).toBe(false);
    // (After a blank the same label states the outcome.)
    expect(readReturn(md(apart)).r.outcomeFrom?.outcome).toBe('partial');
  });
});
