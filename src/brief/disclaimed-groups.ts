// Groups beside a return's findings whose heading says what they hold is no findings (QA 42 class 5): a person
// keeps their text and counts none of it.
//
// - disclaimed: the heading says so in words, its parenthetical too ("## Additional Notes (not bugs, but worth
//   tracking)", "### An operational note, not a finding", "## Hinweise (keine Fehler)"; prompts/no-findings.txt
//   `disclaim:`).
// - zero: the heading counts none ("## Critical Issues (0)", "### 🔴 Blocker (0 total)") and its own text is a short
//   line or two of prose, no list, table, code or sub-section ("No critical security vulnerabilities identified.").
//   A group counted zero that lists items anyway keeps them: the writer's count is not ours to judge.
// - probes: the heading counts checks that passed and only those ("## Probes that confirmed behavior is sound (4
//   passed)", "## Checks (3/3 passed)", "## Проверки (4 пройдены)"; prompts/outcomes.txt `count passed:`), and no item
//   of its own says a test failed (prompts/yes-no.txt `failed:`) or carries a severity: what held, not problems.
//
// Pure apart from reading prompts/ once.

import type { Block } from './blocks.js';
import { readPrompt } from '../paths.js';
import { holdsListedPhrase, keyedLists, phraseAlternation } from './keyed-words.js';
import { lazyRegExp } from './lazy-regexp.js';
import { severityOf } from './findings.js';
import { saysFailed } from './problem-words.js';

let words: { disclaim: string[]; passed: string[] } | undefined;
const lists = () =>
  (words ??= { disclaim: keyedLists(readPrompt('no-findings.txt'), ['disclaim'] as const).disclaim, passed: keyedLists(readPrompt('outcomes.txt'), ['count passed'] as const)['count passed'] });

/** The heading says its contents are no findings ("(not bugs, but worth tracking)", ", not a finding"). */
export const disclaimsFindings = (heading: string): boolean => holdsListedPhrase(heading, lists().disclaim);

/** A count of zero closing a heading: "(0)", "(0 total)", "(0 found)", "[0]", "（0）", "— 0". */
const ZERO_COUNT = lazyRegExp(() => /(?:[(（[［][ \t]*0[ \t]*(?:[\p{L}]{1,12}[ \t]*)?[)）\]］]|[—–:][ \t]*0)[ \t*_]*$/u);

/** The heading counts none, and the group's own text is a short statement in prose only. */
export function zeroGroup(heading: string, blocks: readonly Block[]): boolean {
  if (!ZERO_COUNT.test(heading.trim())) return false;
  let n = 0;
  for (const b of blocks) {
    if (b.token.type === 'space' || b.token.type === 'hr') continue;
    if (b.token.type !== 'paragraph') return false;
    n += b.end - b.line;
  }
  return n <= 3;
}

/** "(4 passed)", "(3/3 pass)", "(2 tests passed)", "(4 пройдены)", "（4 通过）": a parenthetical that counts passes only. */
const PASSED_COUNT = lazyRegExp(
  () => new RegExp(`[(（][ \\t]*\\d{1,4}(?:[ \\t]*/[ \\t]*\\d{1,4})?(?:[ \\t]+\\p{L}{1,12})?[ \\t]*(?:${phraseAlternation(lists().passed)})[ \\t]*[)）]`, 'iu'),
  (t) => /[(（][ \t]*\d/.test(t),
);

/** The heading counts checks that passed, only those, and its own lists and prose say no failure nor a severity. */
export function passedProbes(heading: string, lines: readonly string[], blocks: readonly Block[]): boolean {
  if (!PASSED_COUNT.test(heading) || saysFailed(heading)) return false;
  let items = 0;
  for (const b of blocks) {
    if (b.token.type === 'space' || b.token.type === 'hr') continue;
    if (b.token.type !== 'paragraph' && b.token.type !== 'list') return false;
    const text = lines.slice(b.line, b.end).join('\n');
    if (saysFailed(text) || severityOf(text) !== undefined) return false;
    if (b.token.type === 'list') items += b.items?.length ?? 0;
  }
  return items > 0;
}
