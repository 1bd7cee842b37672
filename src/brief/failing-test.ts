// A test the writer ran that fails on the defect, named in the finding: "- **Test:** `case_distinct_ids` (FAIL)",
// "**`body_crlf_round_trips` (FAIL):** …", "`test_quota` — FAILED", "`test_x` (schlägt fehl)", "`test_x`（失败）". A probe
// that asserts the correct behaviour and fails reproduces the defect: the finding is verified (QA 42 doc 11). Only a
// test named in code marks, then its failure in brackets or after a dash or colon: "the build fails" is the problem
// itself ("`cargo build` fails with E0432" too), no test run. Words are data: prompts/verification.txt (`test fails:`). Pure apart from reading that file once.

import { readPrompt } from '../paths.js';
import { keyedLists, phraseAlternation } from './keyed-words.js';
import { holdsWord, lazyRegExp } from './lazy-regexp.js';

const KEYS = ['test fails'] as const;
type Words = Record<(typeof KEYS)[number], string[]>;
let words: Words | undefined;
const W = () => (words ??= keyedLists(readPrompt('verification.txt'), KEYS));
let may: ((t: string) => boolean) | undefined;

/** "`name` (FAIL)", "`name` — FAILED", "`a` (FAIL), `b` (FAIL)": a name in code marks, its failure right after it. */
const FAILING = lazyRegExp(
  () => new RegExp(`\`[^\`\\n]{2,200}\`[*_]{0,2}[ \\t]*(?:[(（[【][ \\t]*|[—–:：-][ \\t]*)[*_]{0,2}(?:${phraseAlternation(W()['test fails'])})(?![\\p{L}\\p{N}])`, 'iu'),
  (t) => t.includes('`') && (may ??= holdsWord(W()['test fails']))(t),
);

/** The line of `text` that names a test failing on the defect, trimmed; else undefined. */
export function failingTest(text: string): string | undefined {
  if (text.length > 100_000) text = text.slice(0, 100_000);
  const m = FAILING.exec(text);
  if (!m) return undefined;
  const from = text.lastIndexOf('\n', m.index) + 1;
  const to = text.indexOf('\n', m.index);
  return text.slice(from, to < 0 ? undefined : to).replace(/^[ \t>*+-]+|\*+/g, '').trim();
}
