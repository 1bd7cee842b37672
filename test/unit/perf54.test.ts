// perf54 gave some of the readers' patterns a cheap necessary condition (lazyRegExp's mayMatch), so a line that cannot
// match never pays for compiling them: the status word after a subject and its verb, after "all", after one or two
// words naming the work; the status label's patterns; a finding's light, tag, ruled-out verdict, severity after a
// dash or in brackets, counter, and a line that only labels an id. A condition that refused a text the pattern
// matches would change what is read: these documents hold each shape, in upper case and with letters whose lower
// case is not what the i and u flags compare (ſ, K), and what is read is what it was before (main at c231c376).
// Synthetic documents only.
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const read = (md: string) => {
  const { r, f } = readReturn(md);
  return {
    outcome: r.outcomeFrom ? [r.answers.outcome, r.outcomeFrom.line] : null,
    findings: f.map((x) => [x.title, x.severity ?? null]),
  };
};
const FINDINGS = '\n## Findings\n\n### 1. Cache key ignores locale\nThe key omits the locale.\n\n### 2. Retry loop never backs off\nIt spins.\n';
const lead = (line: string) => read(`# Report\n\n${line}\n${FINDINGS}`).outcome?.[0] ?? null;

describe('a status said of the work, where each shape now has a condition before its pattern', () => {
  it('after one or two words naming the work (NAMED_1, NAMED_2)', () => {
    expect(lead('Investigation complete.')).toBe('answered');
    expect(lead('INVESTIGATION COMPLETE.')).toBe('answered');
    expect(lead('Root cause analysis done.')).toBeNull(); // (three words: not a name of the work)
    expect(lead('Анализ завершен.')).toBe('answered');
    expect(lead('Investigation went on for days.')).toBeNull();
  });
  it('after a subject and its verb (PREDICATE)', () => {
    expect(lead('The root cause is identified and fixed.')).toBe('answered');
    expect(lead('THE ROOT CAUSE IS FIXED.')).toBe('answered');
    expect(lead('The root cause\tis\tfixed.')).toBe('answered');
    expect(lead('The root cause fixed itself.')).toBeNull();
  });
  it('after a word for all of it (ALL_OF, ALL_BARE)', () => {
    expect(lead('All defects below were addressed.')).toBe('answered');
    expect(lead('ALL BUGS FIXED.')).toBe('answered');
    expect(lead('All\tbugs fixed.')).toBe('answered');
    expect(lead('Все ошибки исправлены.')).toBe('answered');
  });
  it('a status label, with or without a colon, in any case (label, dash)', () => {
    expect(lead('Status: done')).toBe('answered');
    expect(lead('**Status** — done')).toBe('answered');
    expect(lead('__OUTCOME__ - partial')).toBe('partial');
    expect(lead('Статус: выполнено')).toBe('answered');
  });
  it('letters whose lower case is not what the flags compare go to the pattern, as before', () => {
    // (ſ folds to s under the i and u flags; toLowerCase keeps it.) These read as main read them.
    expect(lead('ſtatus: done')).toBe(EXPECT.oddStatus);
    expect(lead('Inveſtigation complete.')).toBe(EXPECT.oddNamed);
    expect(lead('The root cauſe iſ fixed.')).toBe(EXPECT.oddPredicate);
  });
});

describe("a finding's title, severity and tags, where each shape now has a condition before its pattern", () => {
  const findings = (body: string) => read(`# Review\n\n## Findings\n\n${body}`).findings;
  it('a light closing the title (CLOSING_LIGHT), a severity after a dash or in brackets (SEVERITY_TAIL)', () => {
    expect(findings('### Cache key ignores locale 🔴\nThe key omits it.\n\n### Retry loop spins 🟡\nNo backoff.\n')).toEqual(EXPECT.lights);
    expect(findings('### Cache key ignores locale — High\nThe key omits it.\n\n### Retry loop spins (Low)\nNo backoff.\n')).toEqual(EXPECT.tails);
  });
  it('a counter before the title, or alone (COUNTER, BARE_COUNTER), and a line that only labels an id', () => {
    expect(findings('### Issue 1: Cache key ignores locale\nThe key omits it.\n\n### Issue 2: Retry loop spins\nNo backoff.\n')).toEqual(EXPECT.counters);
    expect(findings('### Finding 1\nThe cache key ignores the locale.\n\n### Finding 2\nThe retry loop never backs off.\n')).toEqual(EXPECT.bare);
    expect(findings('### Cache key\nRef: AUD-7\nThe key omits the locale.\n\n### Retry loop\nRef: AUD-8\nNo backoff.\n')).toEqual(EXPECT.refs);
  });
  it('items ruled out by a tag or a verdict (NO_FINDING_LEAD, NO_FINDING_TAG, RULED_OUT_TAIL)', () => {
    expect(findings('- [Q1] (no issue) FIFO order kept\n- **Price rounding drifts** — REFUTED. The sum is exact.\n- Cache key ignores locale: the key omits it.\n- Retry loop spins without a backoff.\n')).toEqual(EXPECT.ruledOut);
  });
});

// What main (c231c376, before the conditions) read from the same documents.
const EXPECT = {
  oddStatus: 'answered',
  oddNamed: 'answered',
  oddPredicate: 'answered',
  lights: [['Cache key ignores locale', 'critical'], ['Retry loop spins', 'medium']],
  tails: [['Cache key ignores locale', 'high'], ['Retry loop spins', 'low']],
  counters: [['Cache key ignores locale', null], ['Retry loop spins', null]],
  bare: [['The cache key ignores the locale.', null], ['The retry loop never backs off.', null]],
  refs: [['Cache key', null], ['Retry loop', null]],
  ruledOut: [['Cache key ignores locale', null], ['Retry loop spins without a backoff.', null]],
};
