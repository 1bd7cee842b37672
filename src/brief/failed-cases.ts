// A test report's cases written as sections, each closing its heading with its result ("## TC-01: Build — PASS",
// "## TC-02: Unicode input — FAIL", "## TC-03: Large file — PARTIAL PASS", "### Login (FAILED)"): what a person counts
// in such a report are the cases that did not pass (QA 54 class 4: both P1s of a QA report were "kept as its own
// section" and missed). A case that passed is kept under its heading as written. The result words are data:
// prompts/yes-no.txt `pass:`, `failed:` and `partial:`. Pure.

import type { Section } from './document.js';
import { kidsOf } from './section-tree.js';
import { saysFailed, saysPartial, saysPassed } from './problem-words.js';
import { entryKind } from './entry-title.js';
import { keyedWords, hasCjk } from './keyed-words.js';
import { readPrompt } from '../paths.js';

let caseNouns: string[] | undefined;
/** A heading that names a test case: by the writer's id ("TC-02: …", "T3 — …") or by a case noun opening it ("Test 3:
 *  …", "Scenario B —", "Testfall 2", "测试用例 3"; prompts/headings.txt return.testCase). Not "Attempt 2 — failed". */
export function namesCase(heading: string): boolean {
  const h = heading.replace(/[*_`]+/g, '').replace(/^[^\p{L}\p{N}]+|^\d{1,3}(?:\.\d{1,3})*[.)]?[ \t]+/gu, '').trim();
  if (entryKind(h) === 'id') return true;
  const lower = h.toLowerCase();
  return (caseNouns ??= keyedWords(readPrompt('headings.txt'), 'return.testCase').map((w) => w.toLowerCase())).some((w) => lower.startsWith(w) && (hasCjk(w) || !/[\p{L}]/u.test(lower[w.length] ?? '')));
}

/** The result closing a heading: the last part after a dash or a colon, or in brackets at its end, a few words. */
const RESULT = /(?:[ \t][—–-]|[:：]|[ \t]\(|[ \t]\[)[ \t]*([^—–:：()[\]]{2,40}?(?:[ \t]*\([^()]{1,40}\))?)[)\]]?[ \t]*$/u;

/** What a case's heading says of its result: 'failed' (failed or passed only in part, or passed "with known
 *  failures"), 'passed', or undefined when its closing words are no result. */
export function caseResult(heading: string): 'failed' | 'passed' | undefined {
  if (heading.length > 200) return undefined;
  const m = RESULT.exec(heading.replace(/[*_`]+/g, '').trimEnd());
  if (!m) return undefined;
  const result = m[1]!.trim();
  // (The result opens the part: "— failing under load" reads so too; "— notes on what failed" is no result.)
  const first = /^[\p{L}\p{N}'’-]+/u.exec(result)?.[0] ?? '';
  const opens = saysFailed(first) || saysPartial(first) || saysPassed(first, true);
  if (!opens || result.split(/\s+/).length > 5) return undefined;
  if (saysFailed(result) || saysPartial(result)) return 'failed';
  return saysPassed(first, true) ? 'passed' : undefined;
}

/**
 * The sections that are failed cases of a test report: among the sub-sections of one section (or the document's top
 * level), two or more name a case (namesCase) and close their headings with a result, at least one of them passed or three or more in all, and
 * the ones that did not pass are returned. Not one already read as another part of the return (`taken`).
 */
export function failedCases(all: readonly Section[], parent: readonly number[], taken: (x: Section) => boolean): Section[] {
  const out: Section[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < all.length; i++) {
    const p = parent[i]!;
    if (seen.has(p)) continue;
    seen.add(p);
    const kids = kidsOf(parent, p).filter((j) => all[j]!.level === all[i]!.level);
    const results = kids.map((j) => ({ x: all[j]!, r: namesCase(all[j]!.heading) ? caseResult(all[j]!.heading) : undefined })).filter((c) => c.r !== undefined);
    if (results.length < 2) continue;
    const failed = results.filter((c) => c.r === 'failed');
    if (!failed.length || (failed.length === results.length && results.length < 3)) continue;
    for (const c of failed) if (!taken(c.x)) out.push(c.x);
  }
  return out;
}
