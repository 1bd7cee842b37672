// The level a writer states as a segment of its own (issue 10: severity read as a person reads it).
//
// Principle: a level word that stands alone as one segment of a finding's title (after its id or counter, before
// a dash or a colon: "### R1. CRITICAL — Parallel file edits …", "Issue 3: HIGH — x", "F-02 | Medium | y") or as
// the first segment of a labelled line's value ("**评价**: ⚠️ **中等问题** - 需要澄清", "**Gravità:** media — x") is the
// finding's severity. A level word inside a longer segment says something else ("R2. High memory use on start",
// "Impact: low latency paths affected"), so only a segment that is the level alone counts, perhaps with a noun for
// the problem ("中等问题" = medium problem, "High priority"): the caller's `level` reads such a segment as a group
// heading is read. The labels are data (prompts/severities.txt `label:` and `level label:`). Pure.

import { levelWord } from './level-headings.js';
import { lazyRegExp } from './lazy-regexp.js';

/** The marks around a segment: emphasis, code, emoji and other signs, brackets. */
const EDGE = lazyRegExp(() => /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu);
/** A heading's marks, a list item's or a quote's, at the start of a line. */
const LINE_LEAD = /^[ \t>]*(?:#{1,6}[ \t]+|[-*+][ \t]+)?/u;
/** An id or a counter leading a title: "R1.", "#3", "3.", "2.1", "F-02:", "SEC-01", "Issue 3", "Problem #2", "问题 1",
 *  "Finding R-7", a section number "2.1", an id in brackets "[UX-1]" (before a level and a colon, "[UX-1] 🔴 CRITICAL: x",
 *  QA 53 class 2). Ends in a figure; the separator after it is taken with it. */
const ID_LEAD = lazyRegExp(() => /^(?:\[[\p{L}]{0,12}[-_.]?\d{1,4}[a-z]?\][ \t]+|\d{1,3}(?:\.\d{1,3})+(?=[ \t])|(?:[\p{L}]{1,16}[ \t]?)?(?:#|№|No\.?[ \t]?)?(?:[\p{L}]{0,6}[-_]?)\d{1,4}(?:\.\d{1,3})*[a-z]?(?:[.)]|(?=[ \t]*(?:[:：|·—–―]|--?[ \t]))))[ \t]*(?:[:：|·—–―]|--?(?=[ \t]))?[ \t]*/u);
/** Between a title's segments: a dash with blanks, a colon, a bar, a middle dot. */
const TITLE_SPLIT = /[ \t]+(?:--?|[—–―|·•])[ \t]+|[:：][ \t]*/u;
/** Between a value's segments: as a title's, and a comma or an opening bracket ("medium (needs a decision)"). */
const VALUE_SPLIT = /[ \t]+(?:--?|[—–―|·•])[ \t]+|[:：,，;；、][ \t]*|[ \t]*[(（[]/u;
/** A label and its value: a few words before a colon (emphasis already taken out). */
const LABEL = /^([^\n:：]{1,30}?)[ \t]*[:：][ \t]*(\S[^\n]*)$/u;

/** A segment alone as a level, marks aside: `level` reads it (findings.ts, a group heading's reading), only when the
 *  segment is short, a level word and perhaps a noun for what it is ("High priority", "中等问题"). */
function alone(segment: string, level: (s: string) => string | undefined): string | undefined {
  const s = segment.replace(/[*_`]+/g, '').replace(EDGE, '').trim();
  if (!s || s.length > 24) return undefined;
  // (Two words at most in a script with blanks; a CJK run of a level and a noun has none.)
  if (s.split(/[ \t]+/).length > 2) return undefined;
  return level(s);
}

/** The level a title states as a segment of its own after its id or counter ("R1. CRITICAL — x"), or undefined.
 *  The segment must be followed by another: a title that is only "R1. Critical" names a level as a heading does,
 *  read elsewhere. */
export function titleSegmentLevel(title: string, level: (s: string) => string | undefined): string | undefined {
  if (title.length > 300) return undefined;
  const t = title.replace(LINE_LEAD, '').replace(/[*_`]+/g, '').trim();
  const id = ID_LEAD.exec(t);
  if (!id || !id[0]) return undefined;
  const parts = t.slice(id[0].length).split(TITLE_SPLIT);
  if (parts.length < 2 || !parts[1]!.trim()) return undefined;
  return alone(parts[0]!, level);
}

/** The level a labelled line states as its value's first segment ("**评价**: ⚠️ **中等问题** - 需要澄清文件状态" -> medium),
 *  when its label is one of `labels` (lower case); undefined otherwise. */
export function labelSegmentLevel(line: string, labels: ReadonlySet<string>, level: (s: string) => string | undefined): string | undefined {
  if (line.length > 400) return undefined;
  const m = LABEL.exec(line.replace(/^[ \t>]*(?:[-*+][ \t]+)?/, '').replace(/[*_`]+/g, '').trim());
  if (!m) return undefined;
  const label = m[1]!.replace(EDGE, '').trim().toLowerCase().replace(/\s+/g, ' ');
  // (Or a word for severity joined to a noun for level, "严重级别", "嚴重等級", "重大レベル", as a heading names a level:
  // level-headings.ts levelWord.)
  const joined = levelWord(label);
  if (!labels.has(label) && !(joined !== undefined && joined.length < label.length && level(joined) !== undefined)) return undefined;
  const first = m[2]!.split(VALUE_SPLIT, 1)[0] ?? '';
  return alone(first, level);
}

/** The level a finding's own text states as a segment: its title's (first line), else the first labelled line of its
 *  text, outside code fences, whose label is a level label (a writer puts the evaluation where it closes the finding as
 *  often as under its title: "### 问题 2: …" / "**现象**: …" / ``` … ``` / "**评价**: ⚠️ **中等问题**"). */
export function segmentLevel(text: string, labels: ReadonlySet<string>, level: (s: string) => string | undefined): string | undefined {
  const lines = text.split('\n', 200);
  const titled = titleSegmentLevel(lines[0] ?? '', level);
  if (titled) return titled;
  let fence: string | null = null;
  for (const line of lines) {
    const f = /^[ \t]{0,3}(`{3,}|~{3,})/.exec(line);
    if (f) fence = fence === null ? f[1]! : line.trim().startsWith(fence) ? null : fence;
    if (fence !== null || f) continue;
    const l = labelSegmentLevel(line, labels, level);
    if (l) return l;
  }
  return undefined;
}
