// Explanation parts of one finding written as sub-headings that name the part and then what it shows ("#### Failure
// Pattern: Module Import Chain", "#### Sample Failures:"; "#### Fehlermuster: …" / "#### Beispiele"; "#### Причина:
// …" / "#### Примеры"): the finding's text, never findings of their own (QA 39 doc 11, prose21). Near-misses: `###`
// findings under a "## Findings" group stay one each, and a "#### Also: race in X" under a finding names a second
// problem, so it stays a finding. `return --json`. Synthetic documents.

import { describe, expect, it } from 'vitest';
import { docWorld, returnTitles } from '../helpers/doc-world.js';

const w = docWorld();
const titles = (text: string, kept: string[] = []) => returnTitles(w, text, 'labelled parts probe', kept);

describe('a finding over "Pattern: …" / "Samples" sub-headings is one finding', () => {
  it('en: "### 3. MAJOR TEST FAILURES (…)" / "#### Failure Pattern: Module Import Chain" / "#### Sample Failures:"', () => {
    const md = ['# Code review', '', '## DETAILED FINDINGS', '', '### 1. Missing lockfile', '`poetry.lock` is not committed, so CI resolves new versions on every run.', '', '### 2. MAJOR TEST FAILURES (1,327 tests = 14.6% failure rate)', '', '#### Failure Pattern: Module Import Chain', '`auth/__init__.py` does not re-export `router`, so every test importing it fails.', '', '#### Sample Failures:', '- `test_auth_router_r4.py::test_login` — ImportError', '- `test_auth_router_r4.py::test_logout` — ImportError', '', '### 3. Syntax warning in `utils.py`', '`"\\d"` in a plain string literal raises a SyntaxWarning on Python 3.12.', ''].join('\n');
    const t = titles(md);
    expect(t).toHaveLength(3);
    expect(t[1]).toContain('MAJOR TEST FAILURES');
    expect(t.join('\n')).not.toMatch(/Failure Pattern|Sample Failures|test_logout/);
  });

  it('de: "#### Fehlermuster: Importkette" / "#### Beispiele"', () => {
    const md = ['# Review', '', '## Befunde', '', '### 1. Viele Tests schlagen fehl (1.327 Tests)', '', '#### Fehlermuster: Importkette', '`auth/__init__.py` exportiert `router` nicht.', '', '#### Beispiele', '- `test_login` — ImportError', '- `test_logout` — ImportError', '', '### 2. Lockdatei fehlt', '`poetry.lock` ist nicht eingecheckt.', ''].join('\n');
    const t = titles(md);
    expect(t).toHaveLength(2);
    expect(t[0]).toContain('Viele Tests schlagen fehl');
  });

  it('ru: "#### Причина: цепочка импортов" / "#### Примеры"', () => {
    const md = ['# Ревью', '', '## Замечания', '', '### 1. Массовые падения тестов (1327 тестов)', '', '#### Причина: цепочка импортов', '`auth/__init__.py` не экспортирует `router`.', '', '#### Примеры', '- `test_login` — ImportError', '- `test_logout` — ImportError', '', '### 2. Нет lock-файла', '`poetry.lock` не закоммичен.', ''].join('\n');
    const t = titles(md);
    expect(t).toHaveLength(2);
    expect(t[0]).toContain('Массовые падения тестов');
  });
});

describe('near-misses', () => {
  it('"###" findings under a "## Findings" group stay one each', () => {
    const md = ['# Review', '', '## Findings', '', '### Cache never expires', '`cache.go` sets no TTL.', '', '### Pattern matching ignores case', '`match.go` lowercases only the needle.', '', '### Examples folder is stale', '`examples/` still uses the v1 API.', ''].join('\n');
    expect(titles(md)).toHaveLength(3);
  });

  it('"#### Also: race in the refresh" under a finding names a second problem: a finding of its own', () => {
    const md = ['# Review', '', '## Findings', '', '### 1. Session cache never expires', '', '#### Root cause: no TTL', '`session/cache.go` sets no TTL on entries.', '', '#### Also: race in the token refresh', '`auth/refresh.ts` refreshes twice when two tabs wake at once.', '', '### 2. Logs not rotated', '`logger.go` writes one file forever.', ''].join('\n');
    const t = titles(md);
    expect(t.join('\n')).toMatch(/race in the token refresh/);
    expect(t.length).toBeGreaterThanOrEqual(3);
  });
});
