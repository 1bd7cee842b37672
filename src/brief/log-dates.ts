// The dates of a log's entries (a heading's date, at its start or anywhere) and the newest entry of a dated log.
// Pure.

import { parentIndexes } from './section-body.js';
import { headingTable } from './headings.js';
import type { ParsedDoc, Section } from './document.js';
import { holdsAny } from './lifted-lines.js';

/** A date in a heading as a number that sorts (year, month, day), or null: where the heading opens ("## 2026-05-02 — …",
 *  "## 02.05.2026", "## 2026年5月2日"), or with `anywhere` after other words too ("## Session 2026-11-02"). */
export function headingDate(h: string, anywhere = false): number | null {
  const t = h.replace(/[*_`]+/g, '').replace(/^[^\p{L}\p{N}]+/u, '');
  const [ymd, dmy] = anywhere ? DATE_ANYWHERE() : DATE_AT_START();
  const m = ymd.exec(t);
  if (m) return +m[1]! * 10000 + +(m[2] ?? m[4])! * 100 + +(m[3] ?? m[5])!;
  const e = dmy.exec(t);
  return e ? +e[3]! * 10000 + +e[2]! * 100 + +e[1]! : null;
}
/** Year-month-day ("2026-05-02", "2026年5月2日") and day.month.year, after `at`. */
const datePatterns = (at: string) => [new RegExp(`${at}(\\d{4})(?:[-/.](\\d{1,2})[-/.](\\d{1,2})|年(\\d{1,2})月(\\d{1,2})日)(?!\\d)`, 'u'), new RegExp(`${at}(\\d{1,2})[./](\\d{1,2})[./](\\d{4})(?!\\d)`, 'u')] as const;
let dateAtStart: ReturnType<typeof datePatterns> | undefined;
let dateAnywhere: ReturnType<typeof datePatterns> | undefined;
const DATE_AT_START = () => (dateAtStart ??= datePatterns('^'));
const DATE_ANYWHERE = () => (dateAnywhere ??= datePatterns('(?<!\\d)'));

/** A log of entries under one name, two or more siblings whose heading opens with a word for an entry of a log
 *  ("## CHECKPOINT", "## CHECKPOINT (DEPLOY)"; "## Session 3 — cache"; "## 本次会话摘要"; brief.sessionWord, brief.logEntryWord),
 *  not a plan ("## Phase 1", "## Phase 2" start at the first): the newest entry that `holds` something, by the dates its
 *  headings carry when two or more do, else the last one (a log is appended to); null when the document is no such log. */
export function newestLogEntry(doc: ParsedDoc, holds: (x: Section) => boolean): Section | null {
  const t = headingTable();
  const words = [...(t.get('brief.sessionWord') ?? []), ...(t.get('brief.logEntryWord') ?? [])];
  const parent = parentIndexes(doc.sections);
  const opening = (h: string) => h.replace(/[*_`]+/g, '').split(/[(（[\]:：—–|]|\s-\s|\d/u)[0]!.trim();
  const named = doc.sections.map((x, i) => ({ x, i })).filter(({ x }) => x.level > 0 && opening(x.heading) !== '' && holdsAny(opening(x.heading), words) !== null);
  // (Siblings all: one level, one parent.)
  if (named.length < 2 || named.some((y) => y.x.level !== named[0]!.x.level || parent[y.i] !== parent[named[0]!.i])) return null;
  const entries = named.map((y) => y.x);
  const dated = entries.map((x) => ({ x, d: headingDate(x.heading, true) })).filter((y) => y.d !== null);
  const order = dated.length >= 2 ? dated.sort((p, q) => q.d! - p.d!).map((y) => y.x) : [...entries].reverse();
  return order.find(holds) ?? null;
}
