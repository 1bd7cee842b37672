// Words that say a text describes a problem ("- The retry loop never backs off", "- Der Cache läuft nie ab"): prompts/
// yes-no.txt `problem:`, matched as whole words, runs of words ("no longer"), and Chinese, Japanese and Korean words
// where they stand. Read by kept-roles.ts (observations that only describe the state) and fine-verdict.ts (a note
// after a fine verdict that says nothing is wrong). Pure apart from reading prompts/ once.

import { readPrompt } from '../paths.js';
import { hasCjk, keyedWords } from './keyed-words.js';
import { lazyRegExp } from './lazy-regexp.js';

type WordClass = { words: Set<string>; runs: string[][]; cjk: string[] };
const classes = new Map<string, WordClass>();
/** A class of prompts/yes-no.txt (`problem`, `pass`, `failed`): single words, runs of words ("no longer"), CJK words
 *  matched where they stand. */
function wordClass(key: string): WordClass {
  const got = classes.get(key);
  if (got) return got;
  const words = new Set<string>();
  const runs: string[][] = [];
  const cjk: string[] = [];
  for (const w of keyedWords(readPrompt('yes-no.txt'), key).map((x) => x.toLowerCase())) {
    if (hasCjk(w)) cjk.push(w);
    else if (w.includes(' ')) runs.push(w.split(' '));
    else words.add(w);
  }
  const made = { words, runs, cjk };
  classes.set(key, made);
  return made;
}

const WORDS = lazyRegExp(() => /[\p{L}\p{N}'’-]+/gu);

/** Does the text hold a word for a problem (prompts/yes-no.txt problem)? */
export const saysProblem = (text: string): boolean => holdsWordOf('problem', text);
/** Does the text hold a word for a check that passed ("PASS", "VERIFIED", "IMPLEMENTED", "通过": yes-no.txt pass)? With
 *  `leading`, only the text's first word counts ("Bestanden (3/3)", "合格 (3/3)", a table cell's result); a lead in
 *  Chinese, Japanese or Korean, which runs on without blanks ("通过全部用例并已归档"), is read to LEAD_DEPTH characters. */
export function saysPassed(text: string, leading = false): boolean {
  if (!leading) return holdsWordOf('pass', text, false);
  const lead = /^[\p{L}\p{N}'’-]+/u.exec(text.trim())?.[0] ?? '';
  return holdsWordOf('pass', lead.length > LEAD_DEPTH && hasCjk(lead) ? lead.slice(0, LEAD_DEPTH) : lead, false);
}
/** How far into a CJK lead a word for passed is looked for: a result word and a few characters of what passed. */
const LEAD_DEPTH = 8;
/** Does the text turn a word for passed around ("not verified", "no implementado", "не реализовано": yes-no.txt
 *  negation right before a word of pass)? */
export const saysNotPassed = (text: string): boolean => holdsWordOf('pass', text, true);
/** Does the text hold a word for a check that failed ("3 failed", "FAIL", "失败": yes-no.txt failed)? */
export const saysFailed = (text: string): boolean => holdsWordOf('failed', text);
/** Does the text hold a word for a check that passed only in part ("PARTIAL PASS", "teilweise", "частично": yes-no.txt
 *  partial)? */
export const saysPartial = (text: string): boolean => holdsWordOf('partial', text);

/** A count of none and the word after it ("0 fail", "0 errors", "0 FAIL/ERROR", "0\nfailures" where a line wraps): it states
 *  no problem, whatever its noun. Not the digit of a decimal or a longer number ("1,0 s", "2.0 ms", "10 errors"). */
const ZERO_COUNT = /(?<![\p{L}\p{N}.,])0+\s+[\p{L}\p{M}-]+/gu;
/** The text without its counts of none ("43 pass, 0 fail" -> "43 pass, "): what is left says a problem or not. Read by
 *  findings.ts (a closing remark's run of checks) and passed-parts.ts (a count of a problem above zero). */
export const withoutZeroCounts = (t: string): string => (t.length > 100_000 ? t : t.replace(ZERO_COUNT, ' '));

/** With `negated` given, only a word (not a CJK one) right after a word of yes-no.txt negation counts when true, only one
 *  not after one when false. */
function holdsWordOf(key: string, text: string, negated?: boolean): boolean {
  const p = wordClass(key);
  if (negated !== undefined) {
    const neg = wordClass('negation').words;
    const t = text.toLowerCase().replace(/’/g, "'");
    if (!negated && hasCjk(t) && p.cjk.some((w) => t.includes(w))) return true;
    const ws = (t.match(WORDS) ?? []).map((w) => w.replace(/^['-]+|['-]+$/g, ''));
    return ws.some((w, k) => p.words.has(w) && neg.has(ws[k - 1] ?? '') === negated);
  }
  const t = text.toLowerCase().replace(/’/g, "'");
  if (hasCjk(t) && p.cjk.some((w) => t.includes(w))) return true;
  const ws = t.match(WORDS) ?? [];
  for (let k = 0; k < ws.length; k++) {
    const w = ws[k]!.replace(/^['-]+|['-]+$/g, '');
    if (p.words.has(w) || p.words.has(w.replace(/'s$/, ''))) return true;
    if (p.runs.some((r) => r[0] === w && r.every((x, j) => ws[k + j] === x))) return true;
  }
  return false;
}

