// Sections that stand beside a return's findings and hold none of them, though their shape resembles a section of
// findings (QA extras4: on held-out returns about one extra "finding" for every real one). Each is kept under its
// own heading, as written; placement says where it went. Pure apart from reading prompts/ once.
//
// - A plan's table after the findings ("## Milestones" / "| Task | Owner | ETA | Priority |"): its columns as a
//   whole are a plan's (a column naming the work, another one the effort, owner, due date, phase …; none naming a
//   problem), so its rows are work to do though a Priority column carries severity words.
// - A re-audit's status table after the findings ("## Re-audit of earlier findings" / "| ID | Finding | Status |" /
//   "| F1 | … | Fixed |", "| F2 | … | Still open |"): every row gives the state of repair of an earlier finding; a
//   recap of an earlier audit, not new findings. The only table of findings of a return is never one.
// - Lessons learned, key learnings, takeaways ("## Key learnings", "## Erkenntnisse", "## 教训") beside another
//   section of findings: what the work taught, kept. Alone they are the findings (a return may only say what it
//   learned).
// - Checks that passed, a list whose every item opens with a check mark ("## Security" / "- ✅ Tokens are hashed with
//   bcrypt", "### Passed" among the groups of findings), beside findings that are not so marked: kept. (A leading ✅ on
//   one finding among others says it was verified.)
//
// - Residual risks, defences found in place ("## Residual risks", "## Schutzmaßnahmen vorhanden") beside another
//   section of findings: what is left or already safe, kept. Alone, read as before.
// - The state of the tests beside the findings ("## Test gaps" / "- 42 tests passed" / "- no test covers retries"):
//   kept when it reports a check that passed; a list of tests still to write only is kept too (QA counts tests to
//   write as no findings, eighteenth R5), as its own section; alone, a return's test gaps are its findings.
//
// The words are data: prompts/columns.txt (`work:`, `plan:`), prompts/outcomes.txt (`count done:`, `still open:`),
// prompts/headings.txt (`return.learnings`, `return.asides`,
// `return.coverage`), prompts/outcomes.txt (`count passed:`).

import type { Tokens } from 'marked';
import type { ParsedDoc, Section } from './document.js';
import { readPrompt } from '../paths.js';
import { hasCjk, keyedLists } from './keyed-words.js';
import { parseColumnWords, findingsColumn, problemColumn } from './table-columns.js';
import { foldTurkishI } from './turkish-case.js';
import { headingScore } from './headings.js';
import { STATUS_KEY } from './status-fields.js';
import { headingSeverity, namedHead, partSeverity, severityOf, type FindingSection } from './findings.js';
import type { Block } from './blocks.js';
import { blocksIn } from './block-range.js';
import { repeatsFinding } from './recaps.js';
import { keptRole, type KeptRole } from './kept-roles.js';
import { restatedChecks } from './restated-checks.js';
import { lazyRegExp } from './lazy-regexp.js';
import { leadNamesFindings } from './lead-findings.js';
import { qualifiedCounter } from './audit-areas.js';
import { counterTitled } from './entry-title.js';

let columns: Map<string, Set<string>> | undefined;
const columnWords = (name: string) => (columns ??= parseColumnWords(readPrompt('columns.txt'))).get(name) ?? new Set<string>();
let states: Record<'count done' | 'still open' | 'count passed', string[]> | undefined;
const stateWords = () => (states ??= keyedLists(readPrompt('outcomes.txt'), ['count done', 'still open', 'count passed'] as const));

/** A header or cell without emphasis, case and marks around its words ("**Owner**", "⏱ Effort:"). */
const bare = (h: string) =>
  foldTurkishI(
    h
      .replace(/[*_`]+/g, '')
      .trim()
      .replace(/^[^\p{L}\p{N}]{0,4}|[^\p{L}\p{N}]{0,4}$/gu, ''),
  );

const cells = (t: Tokens.Table) => t.header.map((h) => bare(h.text));

/** A plan's columns, as a whole: one names the work (Step, Task, Action, Schritt, 步骤), one at least a plan's field
 *  (Effort, Owner, ETA, Done, Phase, Aufwand, 负责人), none the problem (Finding, Issue, Problem, 问题). */
export function planColumns(header: readonly string[]): boolean {
  const h = header.map(bare);
  if (h.some((c) => findingsColumn(c) || problemColumn(c))) return false;
  return h.some((c) => columnWords('work').has(c)) && h.some((c) => columnWords('plan').has(c));
}

/** A table that says which test guards each finding ("| Finding | Test |", "| Znalezisko | Test |", "| 问题 | 回归测试 |"):
 *  two columns, one naming the finding, one the test (prompts/columns.txt `guard:`). */
export function guardColumns(header: readonly string[]): boolean {
  const h = header.map(bare);
  return h.length === 2 && h.some((c) => findingsColumn(c) || problemColumn(c)) && h.some((c) => columnWords('guard').has(c));
}

const STATUS_COL = new RegExp(`^(?:${STATUS_KEY}|now|today|current|result|re-?check|re-?audit|aktuell|jetzt|actuel|actual|ahora|сейчас|现在|現在)$`, 'iu');

/** A cell that states a state of repair: fixed, partially fixed, still open ("✅ Fixed", "Still open", "Offen"). */
function repairState(cell: string): 'fixed' | 'open' | undefined {
  const c = bare(cell.replace(/[✅✔☑❌⚠️🟡🔴🟢⏳]/gu, ' ')).replace(/\s+/g, ' ');
  if (!c) return undefined;
  const w = stateWords();
  if (w['still open'].includes(c)) return 'open';
  if (w['count done'].includes(c)) return 'fixed';
  return undefined;
}

/** A table each of whose rows states the state of repair of a finding named by the writer's id ("F1", "C-2") or the
 *  title of one already counted (a Status column of such words only, one fixed at least): a re-audit's recap. Rows
 *  numbered 1, 2, 3 name nothing earlier. */
export function statusRecap(t: Tokens.Table, earlierOf: () => readonly string[]): boolean {
  const h = cells(t);
  const col = h.findIndex((c) => STATUS_COL.test(c));
  if (col < 0 || t.rows.length < 2) return false;
  const got = t.rows.map((r) => repairState(r[col]?.text ?? ''));
  if (!got.every((x) => x !== undefined) || !got.includes('fixed')) return false;
  const earlier = earlierOf();
  return t.rows.every((r) => {
    const texts = r.filter((_c, k) => k !== col).map((c) => c.text);
    return WRITER_ID.test(texts[0] ?? '') || earlier.some((title) => repeatsFinding(texts, title));
  });
}
/** A writer's id alone in a cell ("F1", "**C-2**", "SEC-3"); not a plain number. */
const WRITER_ID = /^[ \t*_`[]{0,3}[A-Z]{1,4}-?\d{1,3}[a-z]?[ \t*_`\]]{0,3}$/u;

/** A heading that names what the work taught (return.learnings: "Key learnings", "Lessons learned", "Erkenntnisse"). */
export const namesLearnings = (heading: string): boolean => headingScore(heading, 'return.learnings') >= 3;

/** A heading that names what stands beside the findings (return.asides: "Residual risks", "Test gaps", "Defences
 *  confirmed", "Restrisiken"), more than it names findings ("Test gaps" is both). */
export const namesAside = (heading: string): boolean => {
  const a = headingScore(heading, 'return.asides');
  return a >= 3 && a >= headingScore(heading, 'return.findings');
};

/** A heading that names the state of the tests (return.coverage: "Test gaps", "Testabdeckung", "测试覆盖"). */
const namesCoverage = (heading: string): boolean => headingScore(heading, 'return.coverage') >= 3;

/** A list item that reports a check that passed: led by a check mark, or closed by a word for passed ("42 tests
 *  passed", "build passed", "Build grün", "все тесты пройдены", "全部测试通过"). */
function reportsPassed(item: string): boolean {
  if (PASSED_ITEM.test(item)) return true;
  const t = item.replace(/[ \t*_`.!。！✅]+$/u, '').toLowerCase();
  return stateWords()['count passed'].some((w) => t.length > w.length && t.endsWith(w) && (/^\p{Script=Han}/u.test(w) || /[ \t]/.test(t[t.length - w.length - 1]!)));
}

/** A heading named for the state of the tests at least as much as for findings ("Testing & Coverage Gaps"). */
const coverageNamed = (heading: string): boolean => {
  const c = headingScore(heading, 'return.coverage');
  // (Not "SUSPECT findings / test gaps": named for findings first, the test gaps among them; lead-findings.ts.)
  return c >= 2 && c >= headingScore(heading, 'return.findings') && !leadNamesFindings(heading);
};

/** The state of the tests (namesCoverage) that reports a check that passed in one of its items at least. */
export function coverageReport(lines: readonly string[], heading: string, blocks: readonly Block[]): boolean {
  if (!namesCoverage(heading)) return false;
  return blocks.some((b) => b.token.type === 'list' && (b.items ?? []).some((it) => reportsPassed(lines[it.line] ?? '')));
}

/** A cell that tallies a run of tests: a count, then a word for passed ("**35/35 PASS**", "16/16 tests passed", "13 PASS /
 *  5 WARN / 2 FAIL", "12/12 bestanden", "20/20 пройдены", "30/30 通过"; prompts/outcomes.txt count passed). */
const TALLY = lazyRegExp(() => {
  const words = stateWords()['count passed'].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).sort((a, b) => b.length - a.length);
  return new RegExp(`^[^\\p{L}\\p{N}]{0,4}\\d{1,6}(?:[ \\t]*/[ \\t]*\\d{1,6})?(?:[ \\t]+\\p{L}+){0,2}?[ \\t]*(?:${words.join('|')})(?![\\p{L}])`, 'iu');
});

/** A table of test runs and their tallies ("| Suite | Result |" / "| `e2e.spec.js` (35 tests) | **35/35 PASS** |"):
 *  every row tallies a run, no column names a problem, no row a severity. What the runs gave, evidence of the work. */
function tallyTable(t: Tokens.Table): boolean {
  if (!t.rows.length || cells(t).some((c) => findingsColumn(c) || problemColumn(c))) return false;
  return t.rows.every((r) => r.some((c) => TALLY.test(c.text.replace(/[*_`]+/g, '').trim())) && severityOf(r.map((c) => c.text).join(' | ')) === undefined);
}

/** A heading that names what the review covered, left out or how it was done (return.reach: "Scope — what this pass
 *  did NOT test", "Out of scope", "Methodology", "How I tested", "Limitations", "Nicht geprüft", "Metodología"): it is
 *  or opens with such a phrase, or its name before a note is one ("Scope — …"), at least as much as it names findings
 *  ("Known limitations" names them more); never a severity group ("Scope: High"). */
export function namesReach(heading: string): boolean {
  if (headingSeverity(heading) !== undefined || partSeverity(heading) !== undefined) return false;
  const head = namedHead(heading);
  const r = Math.max(headingScore(heading, 'return.reach'), head ? headingScore(head, 'return.reach') : 0);
  // (Named so, or opened so: "### 1. Retry path is not tested" is a finding's title that holds such words. In Chinese
  // or Japanese, named so only: "### 未测试的重试路径", the untested retry path, opens with "未测试".)
  return r >= (hasCjk(heading) ? 4 : 3) && r >= headingScore(heading, 'return.findings');
}

/** A heading that names what the pass covered or how it went about it, not what it left out (return.covered: "Scope",
 *  "Test scope", "Methodology", "Umfang", "验收范围"), as namesReach reads it. */
export function namesCovered(heading: string): boolean {
  if (!namesReach(heading)) return false;
  const head = namedHead(heading);
  const c = Math.max(headingScore(heading, 'return.covered'), head ? headingScore(head, 'return.covered') : 0);
  return c >= (hasCjk(heading) ? 4 : 3);
}

/** Lessons, an aside or the review's reach, by its heading: which, if any. */
const setAsideBy = (heading: string): 'learnings' | 'aside' | 'reach' | undefined =>
  namesLearnings(heading) && headingScore(heading, 'return.learnings') >= headingScore(heading, 'return.findings') ? 'learnings' : namesAside(heading) ? 'aside' : namesReach(heading) ? 'reach' : undefined;

/** A heading that names findings ("### Verified issues" over "- ✅ …": verified findings) or findings fixed ("## Fixed" /
 *  "- ✅ Token leak": findings, fixed): its ticked items stay findings. */
const namesFindings = (h: string) => headingScore(h, 'return.findings') > 0 || headingScore(h, 'return.fixedGroup') > 0;

/** A list item's mark of a check that passed, after its marker: "- ✅ …", "1. ✔️ …", "* [x] ☑ …" not (a tick box). */
const PASSED_ITEM = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\*\*|__)?(?:✅|✔️?|☑️?)/u;
/** A line of an entry's own status field ("**Status**: ✅ FIXED", "Estado: corregido"): the section is one entry
 *  of a register (a finding and its state), and its ticked list says what its fix brought, not checks passed. */
const STATUS_FIELD = new RegExp(`^[ \\t>*_-]{0,6}(?:${STATUS_KEY})[*_]{0,2}[ \\t]*[:：]`, 'imu');

/** Blocks that are only lists of checks that passed (two items at least, each led by ✅, none stating a severity),
 *  and prose that states none. */
export function passedOnly(lines: readonly string[], blocks: readonly Block[]): boolean {
  let items = 0;
  for (const b of blocks) {
    if (b.token.type === 'space' || b.token.type === 'hr') continue;
    const text = lines.slice(b.line, b.end).join('\n');
    if (b.token.type === 'paragraph' && STATUS_FIELD.test(text)) return false;
    if (b.token.type === 'paragraph' && severityOf(text) === undefined) continue;
    if (b.token.type !== 'list' || !b.items?.length) return false;
    for (const it of b.items) {
      const first = lines[it.line] ?? '';
      if (!PASSED_ITEM.test(first) || severityOf(lines.slice(it.line, it.end).join('\n')) !== undefined) return false;
      items++;
    }
  }
  return items >= 2;
}

/** A sub-section of the findings that only lists checks that passed ("### Passed" / "- ✅ …"), beside siblings
 *  that hold findings: kept under its heading (findings.ts). */
export const passedBeside = (lines: readonly string[], c: FindingSection, siblings: readonly FindingSection[]): boolean =>
  !c.children.length &&
  ((!namesFindings(c.heading) && passedOnly(lines, c.blocks)) || coverageReport(lines, c.heading, c.blocks)) &&
  siblings.some((x) => x !== c && (x.children.length > 0 || (!passedOnly(lines, x.blocks) && !namesCoverage(x.heading))));

/** A group of the findings that is a severity legend or findings resolved before (kept-roles.ts), beside a sibling
 *  that is neither: kept under its heading (findings.ts). */
export const roleBeside = (lines: readonly string[], c: FindingSection, siblings: readonly FindingSection[]): boolean => {
  const role = keptRole(c.heading, lines, c.blocks);
  // (A verdict line with nothing under it, "**Overall: ❌ Fail** (…)" closing a group, is no finding even alone.)
  return role !== undefined && ((role === 'verdict' && !c.children.length) || role === 'disclaimed' || role === 'zero' || role === 'checked' || role === 'signoff' || siblings.some((x) => x !== c && keptRole(x.heading, lines, x.blocks) === undefined));
};

/** A sub-section of the findings named for lessons ("### 4. Key takeaways"), an aside or the review's reach ("###
 *  Methodology", "### Not tested") beside siblings that are not: kept under its heading (findings.ts). A lone "####
 *  Lessons" under one finding is that finding's part. */
export const learningsBeside = (c: { heading: string; children?: readonly unknown[] }, siblings: readonly { heading: string }[]): boolean => {
  const by = setAsideBy(c.heading);
  return by !== undefined && !(by === 'reach' && c.children?.length) && siblings.some((x) => setAsideBy(x.heading) === undefined);
};

/** The tables of a section's own body (before its first sub-section), and whether it holds anything else that
 *  may be findings (a list, a sub-section). */
function ownTables(doc: ParsedDoc, all: Section[], i: number): { tables: Tokens.Table[]; other: boolean; blocks: Block[] } {
  const s = all[i]!;
  const next = all[i + 1];
  const kids = next !== undefined && next.line - 1 < s.end;
  const end = kids ? next.line - 1 : s.end;
  const tables: Tokens.Table[] = [];
  const blocks = blocksIn(doc.blocks.top, s.start, end);
  let other = kids;
  for (const b of blocks) {
    if (b.token.type === 'table') tables.push(b.token as Tokens.Table);
    else if (b.token.type === 'list') other = true;
  }
  return { tables, other: other, blocks };
}

/** The titles written in sections of findings before: their sub-headings and the first line of their items. */
function earlierTitles(doc: ParsedDoc, sections: readonly Section[]): string[] {
  const out: string[] = [];
  for (const s of sections) {
    for (const x of doc.sections) if (x.line > s.line && x.line - 1 < s.end) out.push(x.heading);
    for (const b of doc.blocks.top) if (b.line >= s.start && b.line < s.end) for (const it of b.items ?? []) out.push((doc.blocks.lines[it.line] ?? '').replace(/^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+/, ''));
  }
  return out;
}

/** The section that holds the one at index i, if any: the nearest before it whose range takes it in. */
const parentOf = (all: Section[], i: number): Section | undefined => {
  const s = all[i]!;
  for (let k = i - 1; k >= 0; k--) if (all[k]!.level < s.level) return all[k]!.end >= s.end ? all[k] : undefined;
  return undefined;
};

/** The sub-sections of the section at index i, none a severity group by its heading ("### High", "### 🔴 Critical")
 *  nor a finding headed by the writer's id ("### [x] T1 — launch-guard positive path left untested", QA 34 doc 12):
 *  headings that only sort the state of the tests ("### Strengths", "### Gaps Identified"). */
const kidsUnlevelled = (all: Section[], i: number): boolean => {
  const s = all[i]!;
  return all.slice(i + 1).filter((x) => x.line - 1 < s.end).every((x) => headingSeverity(x.heading) === undefined && partSeverity(x.heading) === undefined && !ID_LED.test(x.heading));
};
/** A heading opening with an id of letters and a number, a ticked box before it or not: "[x] T1 — …", "GAP-2: …". */
const ID_LED = lazyRegExp(() => /^[^\p{L}\p{N}]{0,4}(?:\[[ xX]\][ \t]*)?\p{Lu}{1,6}[-_]?\d{1,4}(?![\p{L}\p{N}])/u);

/** Has the section (at index i) sub-sections? The next section, when inside it, is one. */
const hasKids = (all: Section[], i: number) => i >= 0 && all[i + 1] !== undefined && all[i + 1]!.line - 1 < all[i]!.end;

export type Beside = 'plan' | 'guards' | 'recap' | 'restated' | 'summary' | 'learnings' | 'passed' | 'aside' | 'reach' | KeptRole;

/** What placement says of a section set beside the findings. */
export const BESIDE_NOTE: Record<Beside, string> = {
  plan: "kept as its own section: a plan's table (work to do), not findings",
  guards: 'kept as its own section: which test guards each finding against its return, no new ones',
  recap: 'kept as its own section: the state of earlier findings, no new ones',
  restated: 'kept as its own section: a review table by area whose open rows name the findings headed above, no new ones',
  summary: 'kept as its own section: a summary table whose rows name findings headed elsewhere, no new ones',
  learnings: 'kept as its own section: lessons learned beside the findings, not findings',
  passed: 'kept as its own section: checks that passed, not findings',
  aside: 'kept as its own section: residual risks, test coverage, defences in place or caveats of the work beside the findings, not findings',
  reach: 'kept as its own section: what the review covered, left out or how it was done, not findings',
  legend: 'kept as its own section: a severity legend (each level and its definition), not findings',
  resolved: 'kept as its own section: findings reported before and resolved since, no new ones',
  observed: 'kept as its own section: observations that describe the state, no problem found',
  verdict: "kept as its own section: the review's verdict line, not a finding",
  disclaimed: 'kept as its own section: its heading says it holds no findings',
  zero: 'kept as its own section: its heading counts none',
  probes: 'kept as its own section: checks that passed, not findings',
  checked: 'kept as its own section: a check whose status says it passed, not a finding',
  signoff: 'kept as its own section: the sign-off of the work, not a finding',
};

/**
 * The sections among `containers` (the sections read as holding findings, in document order) that stand beside
 * the findings and hold none: each with why. Only after another section of findings that stays one.
 */
export function besideFindings(doc: ParsedDoc, all: Section[], containers: Section[], best: Map<Section, string>): Map<Section, Beside> {
  const out = new Map<Section, Beside>();
  const index = new Map(all.map((x, j) => [x, j]));
  // A severity legend, findings reported before and resolved since, observations of the state (kept-roles.ts),
  // before or after the findings. When every section read so holds one of them, none is: the findings are where the
  // return has them otherwise (its numbered sections, read.return.ts), or, if nowhere else, in them after all.
  const roles = containers.map((c) => {
    const i = index.get(c);
    return i === undefined ? undefined : keptRole(c.heading, doc.blocks.lines, ownTables(doc, all, i).blocks);
  });
  containers.forEach((c, k) => roles[k] && out.set(c, roles[k]!));
  if (containers.length < 2) return out;
  // "### Current Test Results" / "| `e2e.spec.js` (35 tests) | **35/35 PASS** |" before or after the findings: tables of
  // the test runs' tallies, and nothing else (QA 35 class 1): what the tests gave, kept; beside a section that is not.
  const tallied = containers.map((c) => {
    const i = index.get(c);
    if (i === undefined || hasKids(all, i)) return false;
    const { tables, other } = ownTables(doc, all, i);
    return !other && tables.length > 0 && tables.every(tallyTable);
  });
  if (tallied.includes(false)) containers.forEach((c, k) => tallied[k] && !out.has(c) && out.set(c, 'passed'));
  // ("## Lessons learned" is a findings phrase too: a heading that names lessons more than findings is lessons.)
  // (So are residual risks, test gaps, defences in place: return.asides.)
  const learn = containers.map((c) => setAsideBy(c.heading));
  // (Lessons beside a section of findings; alone they are the findings.)
  // (Lessons filed by area under sub-headings of their own, "## Lessons learned" / "### Integration insights" / "- SPA
  // routing needs state tracking", are the writer's findings by area, as a prototype's report gives them: only a
  // lessons section that holds no sub-sections is set aside.)
  if (learn.some((x) => !x)) containers.forEach((c, k) => learn[k] && !hasKids(all, index.get(c) ?? -1) && out.set(c, learn[k]!));
  const before: Section[] = []; // the sections of findings so far, that stay such
  for (const c of containers) {
    if (out.has(c)) continue;
    if (!before.length) {
      before.push(c);
      continue;
    }
    const i = index.get(c);
    const { tables, other, blocks } = i === undefined ? { tables: [], other: true, blocks: [] } : ownTables(doc, all, i);
    // "## Security" / "- ✅ Tokens are hashed with bcrypt" after the findings: checks that passed.
    // "## Test gaps" / "- 42 tests passed" / "- no test covers retries": the state of the tests.
    if (i !== undefined && !hasKids(all, i) && ((best.get(c) !== 'findings' && !namesFindings(c.heading) && passedOnly(doc.blocks.lines, blocks)) || coverageReport(doc.blocks.lines, c.heading, blocks))) {
      out.set(c, 'passed');
      continue;
    }
    // "## Testing & coverage gaps" / "- no test covers a paused withdraw": tests still to write, kept beside the
    // findings (a test to add is work, not a problem found); alone, they are the return's findings.
    // (So is one whose sub-sections only sort that state, "## Test Coverage Analysis" / "### Strengths" / "### Gaps
    // Identified" / "### Recommendations", none a severity group: QA 42 doc 10.)
    // (And a sub-section of one so named, "### Gaps Identified" under "## Test Coverage Analysis".)
    // (Never a finding headed by the writer's id, "### [x] T1 — Launch-guard positive path left untested": QA 34 doc 12; nor
    // by a counter, "### Systemic finding #1: live endpoints lack test coverage": QA 52 doc 11.)
    if (i !== undefined && !ID_LED.test(c.heading) && !counterTitled(c.heading) && !qualifiedCounter(c.heading) && (coverageNamed(c.heading) || (!hasKids(all, i) && coverageNamed(parentOf(all, i)?.heading ?? ''))) && (!hasKids(all, i) || kidsUnlevelled(all, i))) {
      out.set(c, 'aside');
      continue;
    }
    // "## Physics Review" / "| 衝突判定 | ⚠️ 要確認 | NetFault の頻度が高い |" after findings headed one by one ("### M03:
    // NetFault の発生"): a summary by area whose open rows name those findings, kept (restated-checks.ts).
    if (i !== undefined && !hasKids(all, i) && !other && tables.length && headingScore(c.heading, 'return.findings') < 4 && headingSeverity(c.heading) === undefined && partSeverity(c.heading) === undefined && before.some((x) => hasKids(all, index.get(x) ?? -1)) && restatedChecks(blocks, earlierTitles(doc, before).join('\n'))) {
      out.set(c, 'restated');
      continue;
    }
    // "## Guards against regressions" / "| Finding | Test |" / "| Dashboard crash | `trade_stats::tests::no_panic…` |"
    // after the findings: which test guards each of them, a row per finding already stated; kept (QA 38 class 1d).
    if (!other && tables.length && tables.every((t) => guardColumns(t.header.map((x) => x.text)))) {
      out.set(c, 'guards');
      continue;
    }
    if (other || !tables.length) {
      before.push(c);
      continue;
    }
    // (Under a heading named for findings, "## Findings" / "| Task | Effort |", the table is the findings.)
    if (best.get(c) !== 'findings' && tables.every((t) => planColumns(t.header.map((x) => x.text)))) out.set(c, 'plan');
    // (A section named "Findings" whose table marks some fixed is the findings, their state written beside them.)
    // (Nor a severity group, "## 🟡 Medium" / "| 4 | ✅ Done | Log lines mix languages |": findings in their states.)
    else if (headingScore(c.heading, 'return.findings') < 4 && headingSeverity(c.heading) === undefined && partSeverity(c.heading) === undefined && tables.every((t) => statusRecap(t, () => earlierTitles(doc, before)))) out.set(c, 'recap');
    else before.push(c);
  }
  // "**Coverage gaps (honest):**" / "- the crash screen is untested by L2" before the bugs and observations: what the
  // tests left out, kept beside the findings as it is after them (QA 35 class 1). Only when a section of findings
  // after it stays one: alone, or before nothing else, the gaps are the return's findings.
  const first = before[0];
  const i0 = first === undefined ? undefined : index.get(first);
  if (first !== undefined && i0 !== undefined && before.length >= 2 && !hasKids(all, i0) && coverageNamed(first.heading) && before.slice(1).some((x) => !coverageNamed(x.heading))) out.set(first, 'aside');
  return out;
}
