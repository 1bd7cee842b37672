// Rows of a verdict table on items reported earlier ("## bugs.md — 3 of 4 obsolete" / "| Bug | Verdict |" /
// "| AUTH-002 redirect | ✅ Already fixed (dynamic org) |" / "| DOC-001 XSS | ⚠️ Still real — view.tsx:179 |"): a row
// whose verdict says the item needs nothing from this work (fixed before, a false positive) is the state of earlier
// work, kept beside the findings, not counted; a row that says it is still there stays a finding. The verdict is read
// in the row's own cells past its title, where it opens the cell (marks and emphasis aside): "Fixed in this PR" is
// a finding this work repaired, still a finding, and a title that mentions a fix says nothing of the row's state.
// Words are data: prompts/outcomes.txt `settled before:`. Pure apart from reading prompts/ once.

import { keyedWords, phraseAlternation } from './keyed-words.js';
import { lazyRegExp } from './lazy-regexp.js';
import { readPrompt } from '../paths.js';

/** A field line's value opening with a settled verdict: after the field's name, marks, emphasis and a bullet. */
const SETTLED_FIELD = lazyRegExp(() => new RegExp(String.raw`^[^:：\n]{1,40}[:：][ \t]*[^\p{L}\p{N}\n]{0,8}(?:${phraseAlternation(keyedWords(readPrompt('outcomes.txt'), 'settled before'))})(?![\p{L}\p{N}])`, 'iu'));

/** Does a table row's text (its title line, then "Field: value" lines) carry a verdict that the item was settled
 *  before this work (already fixed, a false positive)? */
export function settledRow(text: string): boolean {
  return text.split('\n').slice(1).some((l) => l.length <= 400 && SETTLED_FIELD.test(l));
}
