// Why a line under the findings can be none of them: a writer who audits in parts often closes each part's account
// with its tally and a statement that nothing was found there ("Part B (customer side) — all 9 checks OK. No
// findings.", "Tests: 412 passed, 0 failures"). Read as a finding, that line would be counted, numbered and answered
// as a problem. Read by read-return.ts beside the statements of none themselves (no-findings.ts). The words are data,
// prompts/no-findings.txt (`every:`, `passes:`, `checks:`, `except:`, `not:`, `other:`), matched as whole words or
// phrases ("bis auf", "за исключением") and in Chinese, Japanese and Korean where they stand. Pure apart from reading
// prompts/ once.

import { readPrompt } from '../paths.js';
import { holdsListedPhrase, keyedLists } from './keyed-words.js';
import { codeMarkersAsNoun, statesNothingFound } from './no-findings.js';
import { withoutZeroCounts } from './problem-words.js';

/**
 * Does the text (an item or a line read as a finding) report that a part of the work passed, closing on a statement
 * that nothing was found there? "Part B (customer side) — all 9 checks OK, each with a test. No findings.", "Seal
 * re-derived after the edits: every item named, 0 discrepancies.", "Tests: 412 passed, 0 failures": a check that
 * passed, the writer's account of a part with nothing in it, no finding.
 *
 * So is a label naming a part whose value is a word that says it passed ("Items 1-15 (the others): **OK**, wiring and
 * tests complete."). Only where the text before the statement is a tally of checks that says every … or passed, names
 * no exception or negation and counts no problem but zero ("3 failures, 0 errors" is a failed check); and never where
 * the statement says "other" ("The cache leaks on reload. All else OK, no other issues." names a problem before it).
 */
export function reportsPassedPart(text: string): boolean {
  // (Code is no account of checks: "```python" / "def h(): pass" under "### 2. Helper duplicated" is the finding's own.)
  if (/^[ \t]*(?:```|~~~)/m.test(text)) return false;
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat || flat.length > 300) return false;
  const split = closingNone(flat);
  if (!split) return labelledPass(flat);
  const [before, closing] = split;
  const l = lists();
  const said = asWritten(before);
  if (!holdsListedPhrase(said, [...l.every, ...l.passes]) || !tallyOfChecks(said)) return false;
  if (holdsListedPhrase(said, l.stops)) return false;
  if (holdsListedPhrase(closing, l.other)) return false;
  return !countsProblem(before);
}

/** A tally of checks, not an account of what happened ("Every page load leaks 2 MB in the image cache" names every and
 *  a count, and is a finding): it names what was checked (`checks:`, "all 9 checks", "todo item conferido"), or says
 *  passed beside a count ("412 passed"). */
function tallyOfChecks(text: string): boolean {
  const l = lists();
  return holdsListedPhrase(text, l.checks) || (holdsListedPhrase(text, l.passes) && /(?<![\p{L}])\d/u.test(text));
}

/** "Items 1-15, 18-21 (the others): **OK**, wiring and tests complete.", "Section B: passed — every case re-run": a
 *  label naming the part, its value opening with a word that says it passed, no exception, negation or count of a
 *  problem anywhere. The pass word closes its clause, and every clause after it restates the tally (what was checked,
 *  every …, passed, or none found): "Login: OK on Chrome, Safari logs the user out after a reload." goes on past the
 *  pass word into a finding. */
function labelledPass(flat: string): boolean {
  const m = /^[-*+ \t]*([^:：]{1,80}?)[*_]*[ \t]*[:：][ \t]*(.+)$/u.exec(flat);
  // (Nor a line of code, a definition or a call before the colon: "def h(): pass", "case x: pass".)
  if (!m || /^(?:def|case|else|elif|except|try|finally|class|lambda)\b|[\w$]\([^()]*\)$/u.test(m[1]!.trim())) return false;
  const l = lists();
  // (A bracketed aside goes on past nothing: "OK, wiring dan test lengkap (lihat detail … — tersedia di riwayat).")
  const [first, ...rest] = asWritten(m[2]!)
    .replace(/[*_`~]+/g, '')
    .replace(/\s*[(（][^()（）]*[)）]/gu, '')
    .split(/[,;.!?](?:\s+|$)|[，；。！？]\s*|\s+[—–]\s+/u)
    .map((x) => x.trim())
    .filter(Boolean);
  // (The pass word alone in its clause, a count beside it: "OK", "passed (12/12)", "12/12 passed", "✅ OK".)
  const head = (first ?? '').replace(/\d+(?:\/\d+)?|[^\p{L}\p{N}\s'-]+/gu, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  if (!head || !l.passes.includes(head)) return false;
  if (!rest.every((x) => holdsListedPhrase(x, [...l.checks, ...l.every, ...l.passes]) || statesNothingFound(x))) return false;
  return !holdsListedPhrase(asWritten(flat), l.stops) && !countsProblem(flat);
}

/** The text split before its closing statement of none: its last sentence, or else its last clause after a comma, a
 *  semicolon or a dash ("…, 0 discrepancies"); undefined when neither states none. */
function closingNone(flat: string): [string, string] | undefined {
  const at = [...flat.matchAll(/(?<=[.!?])\s+|(?<=[。！？])|[,;，；]\s*|\s+[—–]\s+/gu)].map((m) => [m.index!, m.index! + m[0].length] as const);
  // (The last sentence first, then the last clause: "All 13 items OK, each verified. No findings.")
  for (const [end, start] of at.reverse()) {
    const closing = flat.slice(start);
    if (!closing.trim()) continue;
    if (statesNothingFound(closing)) return [flat.slice(0, end), closing];
    return undefined;
  }
  return undefined;
}

/** "3 failures", "2 errores", "1 discrepancy": a count above zero of what would be a problem (the noun the statement
 *  of none knows, read as "0 failures" is). */
function countsProblem(text: string): boolean {
  // (Counts of none are out first: problem-words.ts withoutZeroCounts.)
  for (const m of withoutZeroCounts(text).matchAll(/(?<![\p{L}\p{N}.])(\d+)\s+([\p{L}\p{M}-]+(?:\s+[\p{L}\p{M}-]+)?)/gu)) {
    const [first] = m[2]!.split(/\s+/);
    if (statesNothingFound(`0 ${first}`) || statesNothingFound(`0 ${m[2]}`)) return true;
  }
  return false;
}

/** The text with a code search's markers read as the noun they are: "A TODO stubs the retry" names no Spanish "todo"
 *  (every). */
const asWritten = (text: string): string => codeMarkersAsNoun(text);

type Lists = { every: string[]; passes: string[]; checks: string[]; stops: string[]; other: string[] };
let listsRead: Lists | undefined;
/** prompts/no-findings.txt's words, read once. */
function lists(): Lists {
  if (listsRead) return listsRead;
  const l = keyedLists(readPrompt('no-findings.txt'), ['every', 'passes', 'checks', 'except', 'not', 'other'] as const);
  return (listsRead = { every: l.every, passes: l.passes, checks: l.checks, stops: [...l.except, ...l.not], other: l.other });
}
