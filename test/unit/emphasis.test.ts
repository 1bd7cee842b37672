// Emphasis marks out of the tool's own "Verified:" lines, names and paths kept as written (QA 41 class 9:
// "test_other_kind_census.py" became "testotherkindcensus.py").

import { describe, expect, it } from 'vitest';
import { unemphasised } from '../../src/brief/emphasis.js';

describe('unemphasised', () => {
  it('drops pairs around words, keeps marks inside names, paths and globs', () => {
    expect(unemphasised('ran **19 tests** on _all_ of it')).toBe('ran 19 tests on all of it');
    expect(unemphasised('pytest parser/tests/test_other_kind_census.py and pkg/__init__.py')).toBe('pytest parser/tests/test_other_kind_census.py and pkg/__init__.py');
    expect(unemphasised('globs src/**/*.ts and lib/a*b*c.rs')).toBe('globs src/**/*.ts and lib/a*b*c.rs');
  });
  it('keeps what a code span holds, without its backticks', () => {
    expect(unemphasised('run `pytest -q a_b_c.py` **now**')).toBe('run pytest -q a_b_c.py now');
  });
});
