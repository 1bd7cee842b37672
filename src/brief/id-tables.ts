// An area section of an audit whose table numbers its rows with the writer's own ids ("| Q1 | No docs on … |",
// "| T1 | No test covers … |"): the rows are findings, whatever the heading names ("## 4. Code quality", "## 5.
// Tests"). An id series, a letter code and a number counting on (Q1, Q2 … Q10), is how a writer names findings
// to refer back to them, in any language; a table of steps, files or versions is numbered plainly (1, 2, 3), by
// path or by version (v1.2), and a plan's or a summary's table sits under a heading read as such. Pure.

import type { Tokens } from 'marked';
import type { ParsedDoc, Section } from './document.js';
import { nestedIn } from './section-body.js';
import { statusLead } from './findings.js';
import { saysFailed, saysNotPassed, saysPassed } from './problem-words.js';
import { lazyRegExp } from './lazy-regexp.js';

/** Sections other than these may hold an id-coded table of findings: a plan's, a closing note's, praise's or
 *  the outcome's table restates or does other work ("| S1 | Fix the cache | 1 day |" under "## Next steps"). */
const OPEN_KEYS = new Set(['evidence', 'findings']);

/** "Q1", "T-3", "SEC2", "BL10": a letter code of one to four capitals, then a number. */
const ROW_ID = /^([A-Z]{1,4})-?(\d{1,3})$/u;

/** A date, a version or a commit. */
const LOG_CELL = /^(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{2,4}|v?\d+\.\d+(?:\.\d+)?|[0-9a-f]{7,40})\b/iu;
/** A cell led by a word for a check that passed in the words of prompts/yes-no.txt `pass` ("Pass", "OK", "Conforme",
 *  "Bestanden", "Соответствует", "合格 (3/3)"), not turned around or failed: the row records a check (QA 46 doc 08). */
const passedCell = (v: string): boolean => saysPassed(v, true) && !saysFailed(v) && !saysNotPassed(v);

const cell = (c: { text: string }) => c.text.replace(/[*_`]+/g, '').trim();

/** The table's rows are an id series: every first cell the same code, numbered on from 1 by one (Q1, Q2, Q3 …),
 *  at least three rows, beside a column of words (a title, not a figure or a mark). */
export function idSeriesTable(t: Tokens.Table): boolean {
  if (t.rows.length < 3 || t.header.length < 2) return false;
  const ids = t.rows.map((r) => ROW_ID.exec(cell(r[0] ?? { text: '' })));
  if (ids.some((m) => !m)) return false;
  const code = ids[0]![1];
  if (ids.some((m, r) => m![1] !== code || Number(m![2]) !== r + 1)) return false;
  const column = (i: number) => t.rows.map((r) => cell(r[i] ?? { text: '' }));
  // A log ("| C1 | Pinned the plugin | 2026-01-02 |"): a column of dates, versions or commits dates each row.
  // A run of checks ("| V1 | Ran the suite | ✅ pass |"): most rows marked done or passed are what was checked.
  for (let i = 1; i < t.header.length; i++) {
    const c = column(i);
    if (c.every((v) => LOG_CELL.test(v))) return false;
    if (c.filter((v) => passedCell(v) || statusLead(v)?.open === false).length * 3 >= c.length * 2) return false;
  }
  // A column of words beside the ids: most of its cells hold three words or more.
  return t.header.some((_h, i) => i > 0 && t.rows.filter((r) => (cell(r[i] ?? { text: '' }).match(/[\p{L}\p{N}_]+/gu)?.length ?? 0) >= 3).length * 3 >= t.rows.length * 2);
}

/**
 * Sections not read as findings that hold an id-coded table (idSeriesTable) in their own text, when the
 * document already holds findings (`containers`): an audit's area sections. Only top-level or under a heading
 * that is no other section's; a section read as a plan, praise, questions or the outcome is left as it is.
 */
export function idTableSections(doc: ParsedDoc, parent: number[], best: Map<Section, string>, containers: Section[]): Section[] {
  const all = doc.sections;
  const out: Section[] = [];
  const headingIds = new Set<string>();
  for (const x of all) {
    const id = headingId(x.heading);
    if (id) headingIds.add(`${id.code}${id.n}`);
  }
  for (let i = 0; i < all.length; i++) {
    const s = all[i]!;
    if (containers.includes(s) || containers.some((c) => nestedIn(s, c))) continue;
    const key = best.get(s);
    if (key !== undefined && !OPEN_KEYS.has(key)) continue;
    // (Under a plan, a praise section or the outcome, its tables belong to it.)
    let up = parent[i]!;
    let closed = false;
    while (up >= 0) {
      const k = best.get(all[up]!);
      if (k !== undefined && !OPEN_KEYS.has(k)) closed = true;
      up = parent[up]!;
    }
    if (closed) continue;
    // Its own text: up to its first sub-heading.
    const next = all[i + 1];
    const ownEnd = next && next.line - 1 < s.end ? next.line - 1 : s.end;
    const tables = doc.blocks.top.filter((b) => b.line >= s.start && b.line < ownEnd && b.token.type === 'table');
    if (tables.some((b) => idSeriesTable(b.token as Tokens.Table) && !detailedElsewhere(b.token as Tokens.Table, headingIds))) out.push(s);
  }
  return out;
}

/** The writer's id opening a heading ("B3 — Roll resets the size", "[Q2] …", "**C4** — …"): its code and number. */
const HEADING_ID = lazyRegExp(() => /^[ \t[(]{0,2}([A-Z]{1,4})-?(\d{1,3})(?![\p{L}\p{N}])/u);
export function headingId(heading: string): { code: string; n: number } | undefined {
  const m = HEADING_ID.exec(heading.replace(/[*_`]+/g, ''));
  return m ? { code: m[1]!, n: Number(m[2]) } : undefined;
}

/** Headings that each open with the writer's id of one code, numbered one by one, each titled ("B1 — …", "B2 —
 *  …"), two or more: the code and the first and last numbers; else null. */
export function idSeriesHeadings(headings: readonly string[]): { code: string; first: number; last: number } | null {
  if (headings.length < 2) return null;
  let code = '';
  let first = 0;
  let prev = 0;
  for (const h of headings) {
    const id = headingId(h);
    if (!id || (code && id.code !== code) || (prev && id.n !== prev + 1)) return null;
    // (Titled: words after the id.)
    if (!/\p{L}/u.test(h.replace(/[*_`]+/g, '').replace(/^[ \t[(]{0,2}[A-Z]{1,4}-?\d{1,3}/u, ''))) return null;
    code = id.code;
    if (!prev) first = id.n;
    prev = id.n;
  }
  return { code, first, last: prev };
}

/** Are most of a table's row ids the ids of headings of the document ("| **B3** | Roll resets … |" in a summary above
 *  "## B3 — Roll resets the size")? Then the table sums up findings detailed under those headings: a recap, and the
 *  headings are the findings. */
function detailedElsewhere(t: Tokens.Table, headingIds: Set<string>): boolean {
  const ids = t.rows.map((r) => ROW_ID.exec(cell(r[0] ?? { text: '' }))).filter((m): m is RegExpExecArray => m !== null).map((m) => `${m[1]}${Number(m[2])}`);
  return ids.filter((id) => headingIds.has(id)).length * 2 > ids.length;
}

/** A section whose own text is only a list of questions ("1. **Should the base classes move?**", "- Is there
 *  dead code?"), two or more, after at most a lead line: the questions a review was asked, not its findings. */
export function askedOnly(doc: ParsedDoc, all: Section[], i: number): boolean {
  const s = all[i]!;
  const next = all[i + 1];
  const ownEnd = next && next.line - 1 < s.end ? next.line - 1 : s.end;
  if (next && next.line - 1 < s.end) return false;
  const body = doc.blocks.top.filter((b) => b.line >= s.start && b.line < ownEnd && b.token.type !== 'space' && b.token.type !== 'hr');
  const lists = body.filter((b) => b.token.type === 'list');
  if (lists.length !== 1 || body.length > 2 || (body.length === 2 && body[0]!.token.type !== 'paragraph')) return false;
  const items = (lists[0]!.token as Tokens.List).items.map((it) => it.text.split('\n')[0]!.replace(/[*_`]+/g, '').trim());
  return items.length >= 2 && items.every((t) => /[?？]$/u.test(t));
}

/** After an id-coded table (idSeriesTable), a paragraph led in bold by a later id of its series ("**T9 — Flaky
 *  test.** …" after rows T1-T8) opens one more finding of it. */
export function laterIdLead(t: Tokens.Table, line: string): boolean {
  const first = ROW_ID.exec(cell(t.rows[0]?.[0] ?? { text: '' }));
  const m = /^[ \t]{0,3}\*\*[ \t]*([A-Z]{1,4})-?(\d{1,3})(?![\p{L}\p{N}])/u.exec(line);
  return first !== null && m !== null && m[1] === first[1] && Number(m[2]) > t.rows.length;
}
