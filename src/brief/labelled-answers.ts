// Answers a label states in a line ("Goal: …", "Next step: …"): which a document labels outright, a label repeated
// in a record of past sessions or said of another role, and the newest goal of a log. Pure.

import { BRIEF_HEAD, BRIEF_TAIL, normalizeHeading, sectionScore } from './sections.js';
import { headingParts, saysDone } from './loose-headings.js';
import { nestedIn } from './section-body.js';
import { headingScore } from './headings.js';
import type { ParsedDoc, Section } from './document.js';
import { proseParts, type ProsePart } from './prose-brief.js';
import { labelOf, labelValue } from './label.js';
import { namesOtherRole } from './says-why.js';
import { type BriefKey, innermost } from './assignment-state.js';
import { afterCode } from './step-lines.js';
import { WHY_ONLY } from './why-sentences.js';
import { newestLogEntry } from './log-dates.js';

/** A why label every entry of a log of entries states ("## CHECKPOINT" / "- Goal: …" in each, "## Sitzung 3" /
 *  "Ziel: …"), as its newest entry states it: a log is appended to, so the newest entry's goal is why the work it
 *  leaves open exists, an older entry's goal is history (newestLogEntry: by the headings' dates, else the last
 *  entry). Null when the label is not repeated or the document is no such log. QA 50 doc 06. */
export function newestGoal(doc: ParsedDoc, p: ProsePart): { part: ProsePart; entry: Section } | null {
  const key = normalizeHeading(p.lead);
  if (!repeatedLabels(doc).has(key)) return null;
  const own = (x: Section) => proseParts(doc, x.start, x.end, WHY_ONLY, true).find((q) => q.key === 'why' && normalizeHeading(q.lead) === key);
  const entry = newestLogEntry(doc, (x) => own(x) !== undefined);
  return entry ? { part: own(entry)!, entry } : null;
}

/** Whether a line stands in a record of its own: a section (or one around it) whose heading names an experiment or
 *  a record (a PoC, a spike, a trial: brief.subRecord), or a paragraph that opens with a date (a dated entry of a
 *  log, "**2026-06-02 session — …**", "▶ 2026-06-05 — …"). */
export function inRecord(doc: ParsedDoc, line: number): boolean {
  for (let x = innermost(doc, line); x; x = doc.sections.find((y) => y.level > 0 && y.level < x!.level && nestedIn(x!, y))) {
    if (x.level > 0 && (headingScore(x.heading, 'brief.subRecord') >= 3 || headingParts(x.heading).some((p) => headingScore(p, 'brief.subRecord') >= 4))) return true;
  }
  const b = doc.blocks.top.find((y) => y.line <= line && line < y.end);
  return b !== undefined && b.token.type === 'paragraph' && DATED.test(doc.blocks.lines[b.line]!.slice(0, 40));
}
/** A line that opens with a date (markup, a bullet or an arrow before it): 2026-06-02, 2026/06/02, 02.06.2026. */
const DATED = /^[ \t>*_#▶►•→-]*(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}\.\d{1,2}\.\d{4})(?!\d)/u;

/** Whether a line stands in a section (or a section around it, up to `within`) whose heading names another role
 *  than an answer's: running, setup, deploying, a session's changes or log (says-why.ts namesOtherRole). */
export function inOtherRole(doc: ParsedDoc, line: number, within?: Section): boolean {
  for (let x = innermost(doc, line); x && x !== within; x = doc.sections.find((y) => y.level > 0 && y.level < x!.level && nestedIn(x!, y))) {
    if (x.level > 0 && namesOtherRole(x.heading)) return true;
  }
  return false;
}

/** The required answers a label states outright somewhere in the document ("**Ziel:** 2.000 EUR", "Why:
 *  …"), outside code, a skipped section and one that reports work done: briefAssignment reads them last,
 *  for what no section gives, and neither a loose heading nor a guess takes their place. */
export function labelledAnswers(doc: ParsedDoc, skip: (s: Section) => boolean): Set<BriefKey> {
  // A label opening a line or a list item ("**Ziel:** …", "- Why: …"), read as the prose reader reads one
  // (labelOf; its words a section's phrase, whole): one pass over the lines with a colon near their start.
  const out = new Set<BriefKey>();
  const { lines, literal } = doc.blocks;
  const specs = [...BRIEF_HEAD, ...BRIEF_TAIL].filter((x) => x.key === 'why' || x.key === 'deliver' || x.key === 'firstStep');
  let done: Section[] | undefined;
  for (let i = 0; i < lines.length && out.size < specs.length; i++) {
    const line = lines[i]!;
    if (literal[i] || !/[:：]/.test(line.slice(0, 170))) continue;
    const label = labelOf(line);
    if (!label || !labelValue(line, label).trim()) continue;
    const spec = specs.find((x) => !out.has(x.key) && sectionScore(label.label, x) >= 4);
    if (!spec || repeatedLabels(doc).has(normalizeHeading(label.label))) continue;
    done ??= doc.sections.filter((x) => x.level > 0 && (skip(x) || saysDone(x.heading)));
    if (done.some((x) => i >= x.start && i < x.end) || afterCode(doc, i)) continue;
    // (A PoC's or a past session's own aim states no why of the brief: labelInProse leaves it too.)
    if (spec.key === 'why' && inRecord(doc, i)) continue;
    out.add(spec.key);
  }
  return out;
}

/** Labels that open two or more lines ("**Problem:**" under "## 1. Sensor B" and under "## 2. Sensor D"):
 *  each a field of an item, not the one answer of the brief a label states outright. Normalised; once per
 *  document. */
export function repeatedLabels(doc: ParsedDoc): Set<string> {
  let out = REPEATED.get(doc);
  if (out) return out;
  const seen = new Set<string>();
  out = new Set<string>();
  const { lines, literal } = doc.blocks;
  for (let i = 0; i < lines.length; i++) {
    if (literal[i] || !/[:：]/.test(lines[i]!.slice(0, 170))) continue;
    const label = labelOf(lines[i]!);
    if (!label) continue;
    const k = normalizeHeading(label.label);
    if (seen.has(k)) out.add(k);
    seen.add(k);
  }
  REPEATED.set(doc, out);
  return out;
}
const REPEATED = new WeakMap<ParsedDoc, Set<string>>();
