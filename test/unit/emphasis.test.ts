// Emphasis marks out of a finding's title and the tool's own "Verified:" lines, names and paths kept as written
// (QA 41 class 9: "test_other_kind_census.py" became "testotherkindcensus.py"), and a bold pair found across a code
// span ("**Unvalidated `limit` query parameter.**" kept its closing "**" when the text was read between spans).

import { describe, expect, it } from 'vitest';
import { unemphasised, unemphasisedAroundCode } from '../../src/brief/emphasis.js';

describe('unemphasised', () => {
  it('drops pairs around words, keeps marks inside names, paths and globs', () => {
    expect(unemphasised('ran **19 tests** on _all_ of it')).toBe('ran 19 tests on all of it');
    expect(unemphasised('pytest parser/tests/test_other_kind_census.py and pkg/__init__.py')).toBe('pytest parser/tests/test_other_kind_census.py and pkg/__init__.py');
    expect(unemphasised('globs src/**/*.ts and lib/a*b*c.rs')).toBe('globs src/**/*.ts and lib/a*b*c.rs');
  });
});

describe('unemphasisedAroundCode', () => {
  it('finds a bold pair across a code span and keeps the span with its backticks', () => {
    expect(unemphasisedAroundCode('**Unvalidated `limit` query parameter.**', 2)).toBe('Unvalidated `limit` query parameter.');
    expect(unemphasisedAroundCode('**Missing `await` on `audit.log()`.**', 2)).toBe('Missing `await` on `audit.log()`.');
  });
  it('leaves what a span holds exactly, marks and all', () => {
    expect(unemphasisedAroundCode('**Bad glob** in `src/**/*.ts`', 2)).toBe('Bad glob in `src/**/*.ts`');
    expect(unemphasisedAroundCode('`__init__.py` is **empty**', 2)).toBe('`__init__.py` is empty');
  });
  it('keeps single marks when only runs of two count', () => {
    expect(unemphasisedAroundCode('*not* bold but `x`', 2)).toBe('*not* bold but `x`');
  });
});
