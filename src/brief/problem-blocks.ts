// Does a block state a problem? One structural test for a return's sections outside its problems headings (QA
// twenty-ninth R1: extras were every row of a passing audit, every "✅ VERIFIED" heading, every "Status: IMPLEMENTED").
// A finding states a problem: a word for one (prompts/yes-no.txt problem), a severity, a problem mark (❌ ⚠️ 🔴 🟠 🟡
// ✗ FAIL, an open tick box), or its place under a heading that names problems. A section (its own lists, table rows,
// paragraphs and the headings of its sub-sections, as one subtree) in which no item states a problem and items carry
// a pass mark (✅ ✓ [x], PASS, VERIFIED, IMPLEMENTED: yes-no.txt pass) reports checks that passed: kept as written.
//
// Near-misses that stay findings: a tick alone on a text that states a problem ("- ✅ verified: the token leaks"
// is a finding and its verification), a failed check among passed ones ("- ❌ CSRF token", "- [ ] rate limit",
// "Tests: 3 failed, 40 passed"), a section with no pass mark ("### Cache key" / "Key uses the path only; …").
// Pure apart from reading prompts/ once (and the switch below).

import type { Tokens } from 'marked';
import type { FindingSection } from './findings.js';
import { headingScore, headingWords } from './headings.js';
import { headingSeverity, severityOf } from './findings.js';
import { holdsListedPhrase, keyedWords } from './keyed-words.js';
import { readPrompt } from '../paths.js';
import { saysFailed, saysNotPassed, saysPassed, saysProblem } from './problem-words.js';
import { PASS_MARKS, PROBLEM_MARKS } from './state-marks.js';

const PROBLEM_MARK = new RegExp(`[${PROBLEM_MARKS}]|⚠|^[ \\t>]*(?:[-*+]|\\d{1,3}[.)])[ \\t]+\\[ \\]`, 'mu');
/** A problem's sign, without the open task box PROBLEM_MARK also counts. */
const PROBLEM_SIGN = new RegExp(`[${PROBLEM_MARKS}]|⚠`, 'u');
const PASS_MARK = new RegExp(`[${PASS_MARKS}]|\\[[xX]\\]`, 'u');
/** A pass mark, each one, with its variation selector ("✅️"). */
const TICK = new RegExp(`[${PASS_MARKS}]\\uFE0F?`, 'gu');

type Said = 'problem' | 'pass' | 'neutral';

/** What one item (a list item, a table row, a paragraph, a heading) says. */
export function itemSays(text: string): Said {
  // (A severity is a finding's, "### [MEDIUM 2] …"; so is a word for passed turned around, "no implementado".)
  if (PROBLEM_MARK.test(text) || saysFailed(text) || saysNotPassed(text) || severityOf(text) !== undefined) return 'problem';
  // (A word for passed is a status in a short item, "| .env excluded | PASS |", "Status: IMPLEMENTED"; in a sentence of
  // prose, "Re-run the completed audit against the candidate", it says nothing of a check.)
  // (Not a word in code: "skips state `confirmed`" names a state.)
  const passWord = text.length <= 160 && saysPassed(text.replace(/`[^`\n]*`/g, ' '));
  const pass = passWord || PASS_MARK.test(text);
  // (A tick alone on a text that states a problem is that finding's verification; a word for passed is a status.)
  if (pass) return saysProblem(text) && !passWord ? 'problem' : 'pass';
  return saysProblem(text) ? 'problem' : 'neutral';
}

/** Every item of a subtree: the headings of its sub-sections, list items, table rows, paragraphs (code aside). */
function itemsOf(lines: readonly string[], t: FindingSection, out: string[]): string[] {
  for (const b of t.blocks) {
    const type = b.token.type;
    if (type === 'list') for (const it of b.items ?? []) out.push(lines.slice(it.line, it.end).join('\n'));
    else if (type === 'table') for (const r of (b.token as Tokens.Table).rows) out.push(r.map((c) => c.text).join(' | '));
    else if (type === 'paragraph' || type === 'blockquote') out.push(lines.slice(b.line, b.end).join('\n'));
  }
  for (const c of t.children) {
    out.push(c.heading);
    itemsOf(lines, c, out);
  }
  return out;
}

const titles = new WeakMap<readonly string[], string>();
/** The document's title: its first heading of level one outside code. */
function titleOf(lines: readonly string[]): string {
  let got = titles.get(lines);
  if (got !== undefined) return got;
  got = '';
  let fenced = false;
  for (const l of lines) {
    if (/^[ \t]{0,3}(?:```|~~~)/.test(l)) fenced = !fenced;
    else if (!fenced && /^[ \t]{0,3}#[ \t]+\S/.test(l)) {
      got = l.replace(/^[ \t]*#[ \t]+/, '').trim();
      break;
    }
  }
  titles.set(lines, got);
  return got;
}

let findingsNames: string[] | undefined;
const findingsWords = () => (findingsNames ??= headingWords('return.findings').map((x) => x.toLowerCase()));

let checkWords: string[] | undefined;
/** "- **Status**: PASS", "Ergebnis: bestanden", "结果：通过 ✅", "- Status: ✅": a verdict label over a check's passing word
 *  alone (prompts/outcomes.txt `count passed`) or a tick, a note in brackets after it aside. Narrower than passedField:
 *  "Status: Done", "Status: Implemented" say a fix was made, which a finding's own state may say. */
function checkPassedField(item: string): boolean {
  const m = /^[ \t>*_-]{0,6}(?:\d{1,3}[.)][ \t]+)?[*_]{0,2}([^\n:：*_]{1,30}?)[*_]{0,2}[ \t]*[:：][*_ \t]*([^\n]+)$/mu.exec(item);
  if (!m) return false;
  labels ??= keyedWords(readPrompt('yes-no.txt'), 'verdict label').map((x) => x.toLowerCase());
  if (!labels.includes(m[1]!.trim().toLowerCase())) return false;
  const value = m[2]!.replace(/[(（][^()（）\n]{0,80}[)）]/gu, ' ').replace(/[*_`]+/g, ' ').replace(TICK, ' ✓ ').replace(/[.!。]+[ \t]*$/u, '').trim().toLowerCase();
  checkWords ??= keyedWords(readPrompt('outcomes.txt'), 'count passed').map((x) => x.toLowerCase());
  const words = value.split(/\s+/).filter((w) => w !== '✓');
  return value.includes('✓') ? words.length === 0 || checkWords.includes(words.join(' ')) : checkWords.includes(value);
}

/**
 * A group that reports one check that passed: its own status says so ("### Regression Suite" / "- **Status**: PASS" /
 * "- `tests/test_regressions.py` (3 tests verifying Bugfix #45)"; "Ergebnis: bestanden", "结果：通过"), and nothing in it
 * marks a failure (a problem mark, a word for failed, a severity; words for problems in prose tell what the tests
 * cover). Never a finding, whatever its heading's words (QA 44 class 7).
 */
export function passedStatusGroup(lines: readonly string[], t: FindingSection): boolean {
  // (Not the heading's words for problems: "Regression Suite" names what the tests cover.)
  if (markedProblem(t.heading)) return false;
  const items = itemsOf(lines, t, []);
  return items.some(checkPassedField) && !items.some(markedProblem);
}

let labels: string[] | undefined;
/** "Status: IMPLEMENTED", "**Estado:** VERIFICADO", "結果：合格": a verdict label (yes-no.txt `verdict label`) over a
 *  word for passed. */
function passedField(item: string): boolean {
  const m = /^[ \t>*_-]{0,6}(?:\d{1,3}[.)][ \t]+)?[*_]{0,2}([^\n:：*_]{1,30}?)[*_]{0,2}[ \t]*[:：][*_ \t]*(.+)$/mu.exec(item);
  if (!m) return false;
  labels ??= keyedWords(readPrompt('yes-no.txt'), 'verdict label').map((x) => x.toLowerCase());
  return labels.includes(m[1]!.trim().toLowerCase()) && saysPassed(m[2]!);
}

/** Does the subtree (its heading, sub-headings, list items, table rows, paragraphs) mark a problem: a problem mark
 *  (❌ ⚠️ 🔴, an open tick box), a word for a failed check, a word for passed turned around, a severity? Words for
 *  problems in prose are not counted: a test report describes what its checks cover ("redact without panicking",
 *  "the regression that made Paste beep is locked down by the exact-plan tests"). */
export function marksProblem(lines: readonly string[], t: FindingSection): boolean {
  return [t.heading, ...itemsOf(lines, t, [])].some(markedProblem);
}
/** Does the subtree mark a problem by a sign or a level only ("❌", "⚠️", "🔴", "High: x"), whatever its words say?
 *  Where the writer's ticked decision passed the work ("- [x] ✅ Restore validated"), a word of failure in its notes
 *  ("Relances après échec : nettoyage manuel requis") tells how the run went, and an open box is work still to do
 *  after it ("- [ ] Test project deleted"), no check that failed (ticked-decision.ts). */
export function marksProblemByMark(lines: readonly string[], t: FindingSection): boolean {
  return [t.heading, ...itemsOf(lines, t, [])].some((x) => PROBLEM_SIGN.test(x) || severityOf(x) !== undefined);
}
const markedProblem = (x: string): boolean => PROBLEM_MARK.test(x) || saysFailed(x) || saysNotPassed(x) || severityOf(x) !== undefined;

/** Does the subtree state a problem anywhere, marked or in words (itemSays: "- **Rate limit**: missing on /login",
 *  "- Der Cache läuft nie ab")? A word for passed in a short item outweighs one for a problem, as there. */
export function saysProblemIn(lines: readonly string[], t: FindingSection): boolean {
  return [t.heading, ...itemsOf(lines, t, [])].some((x) => itemSays(x) === 'problem');
}

let off = false;
let keptCount = 0;
/** Run `read` with the test off: a return every block of which passed, with no statement that nothing was found,
 *  is read as before (zero findings need a stated none, no-findings.ts; the writer's blocks are then the findings). */
export function withPassTest<T>(read: () => T, fallBack: (got: T) => boolean): T {
  keptCount = 0;
  const got = read();
  if (!keptCount || !fallBack(got)) return got;
  off = true;
  try {
    return read();
  } finally {
    off = false;
  }
}

/** What passedBlock asks of a section's siblings, asked once per list of them: it is asked for each sibling in turn, and
 *  a return of 5,000 sub-headings under one section took minutes (each sibling's reading ran over all of them). */
const siblingFacts = new WeakMap<readonly { heading: string }[], { severity: boolean; marked: readonly { heading: string }[] }>();
function siblingsOf(siblings: readonly { heading: string }[]): { severity: boolean; marked: readonly { heading: string }[] } {
  let f = siblingFacts.get(siblings);
  if (!f) siblingFacts.set(siblings, (f = { severity: siblings.some((x) => headingSeverity(x.heading) !== undefined), marked: siblings.filter((x) => PROBLEM_MARK.test(x.heading)) }));
  return f;
}

/** A section (or group) outside a problems heading in which no item states a problem and items carry a pass mark:
 *  two at least, or its own heading and one. Under a heading that names problems only a section whose own heading
 *  carries the pass mark ("### ✅ PASS: Database" under "## Audit Findings"). */
export function passedBlock(lines: readonly string[], t: FindingSection, parentHeading = '', siblings: readonly { heading: string }[] = []): boolean {
  if (off) return false;
  const own = itemSays(t.heading);
  if (own === 'problem') return false;
  // (Under a heading that names problems or fixes, the document's title among them, "# … Findings Report", "## Behobene
  // Fehler", only a heading that says its check passed in words, "### ✅ PASS: Database": a tick alone on a finding's
  // heading, "### 1. Array Boundary Checks ✅", says it was checked or fixed.)
  // (So is a parent whose heading states a problem, "## 2. Behobene Fehler", or whose sub-headings are severities,
  // "### Kritisch" beside "### Ablauf": a severity series of findings.)
  const named = (h: string) => headingScore(h, 'return.findings') >= 2 || headingScore(h, 'return.fixedGroup') >= 2;
  const under = named(parentHeading) || saysProblem(parentHeading) || siblingsOf(siblings).severity || holdsListedPhrase(titleOf(lines), findingsWords());
  // (The word and the mark both: "### 1. Confirmed orders are never emailed" under "## Findings" is a finding whose
  // title starts with a word for passed.)
  if ((named(t.heading) || under) && !(own === 'pass' && saysPassed(t.heading) && PASS_MARK.test(t.heading))) return false;
  // (Ticks beside headings marked as failed, "### ✅ `lint`" beside "### ❌ `e2e`": a CI triage's checks, which
  // findings.ts reads already, each check under its own heading.)
  if (siblingsOf(siblings).marked.some((x) => x !== t)) return false;
  const items = itemsOf(lines, t, []);
  const said = items.map(itemSays);
  // (A status field that passed, "- **Status:** IMPLEMENTED", is the section's own verdict: it counts as its heading's.)
  const status = items.some((x, k) => said[k] === 'pass' && passedField(x));
  // (Under that verdict a word for a problem in prose tells what the checks cover, "`test_regressions.py` (3 tests
  // verifying Bugfix #45)": only a mark, a failed check or a severity says one failed; QA 44 class 7.)
  if (said.includes('problem') && (!items.some(checkPassedField) || items.some(markedProblem))) return false;
  const passes = said.filter((x) => x === 'pass').length + (own === 'pass' || status ? 1 : 0);
  if (passes < 2) return false;
  keptCount++;
  return true;
}
