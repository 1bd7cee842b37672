// Runs of sibling sections that are findings by their shape alone, whatever their headings say (QA, issue 10,
// fifteenth set): sibling headings that each open with the same key: value fields, one of them a severity
// ("## 1. No CI" / "- **Priority**: High" / "- **Status**: Open"); and top-level blocks beside a block of
// findings whose sub-headings are a series of the writer's ids of the same shape ("# Block B — Bugs" / "## B1 — …"
// beside "# Block V — Speed" / "## V1 — …"). Pure.

import type { Tokens } from 'marked';
import type { ParsedDoc, Section } from './document.js';
import { nestedIn } from './section-body.js';
import { headingSeverity, partSeverity, severityOf } from './findings.js';
import { idSeriesHeadings } from './id-tables.js';
import { namesNoGroup, namesPlan } from './finding-groups.js';
import { headingScore } from './headings.js';
import { blocksIn } from './block-range.js';
import { lazyRegExp } from './lazy-regexp.js';

/** "- **Priority**: High", "- Status: open", "* __Файл__: `a.ts`": a bullet that is one key and a short value. */
const FIELD_ITEM = lazyRegExp(() => /^[ \t]{0,3}[-*+][ \t]+(?:\*\*|__)?([\p{L}][\p{L}\p{M} _/.'’-]{0,30}?)[ \t]*(?:(?:\*\*|__)[ \t]*[:：]|[:：][ \t]*(?:\*\*|__)?)[ \t]*(\S[^\n]{0,80})$/u);

/** A heading that is only a release's version, perhaps with its date ("1.2.0", "v2.0", "[1.2.0] - 2026-05-02", "1.2.0
 *  (2026-05-02)"): a changelog's entry, whose "Impact: High" is no severity of a finding. A section number with
 *  a title ("2.1 No CI") is no version; a bare "2.1" is one only with a "v" (a section would carry a title). */
const VERSION = /^[ \t]*\[?(?:v\d{1,4}(?:\.\d{1,4}){0,3}|\d{1,4}(?:\.\d{1,4}){2,3})(?:[-+][0-9A-Za-z.]{1,20})?\]?(?:[ \t]*(?:[-–—:(][ \t]*)?\d{4}-\d{2}-\d{2}\)?)?[ \t]*$/;

/** A section whose sub-sections (two or more) are all releases' versions ("## Releases" / "### 1.2.0" / "### 1.1.0"): a
 *  changelog, whatever it is called. */
export function releasesOnly(all: Section[], parent: number[], i: number): boolean {
  const kids = kidsOf(all, parent, i);
  return kids.length >= 2 && kids.every((j) => VERSION.test(all[j]!.heading));
}

/** The sub-sections directly under section i, by index. */
function kidsOf(all: Section[], parent: number[], i: number): number[] {
  const out: number[] = [];
  for (let j = i + 1; j < all.length && nestedIn(all[j]!, all[i]!); j++) if (parent[j] === i) out.push(j);
  return out;
}

/** "**Status**: 🔴 **CRITICAL**", "Priority: high": a line that is one key and a short value, no bullet. */
const FIELD_LINE = lazyRegExp(() => /^[ \t]{0,3}(?:\*\*|__)?([\p{L}][\p{L}\p{M} _/.'’-]{0,30}?)[ \t]*(?:(?:\*\*|__)[ \t]*[:：]|[:：][ \t]*(?:\*\*|__)?)[ \t]*(\S[^\n]{0,80})$/u);
/** A value that opens with a passed mark ("✅ LOW (nothing found)"): the check passed, no finding. */
const PASSED = /^[*_ \t]*(?:✅|✔️?|☑️?)/u;

/** The keys of the fields a section opens with (its first block, before any sub-heading: bullets or lines of
 *  "key: value"), lower-cased; whether one of them states a severity ("Priority: High", "Prioridad: Alta",
 *  "Status: 🔴 KRITISCH") and whether a value opens with a passed mark; undefined when its text opens with
 *  anything else. */
function openingFields(doc: ParsedDoc, all: Section[], i: number): { keys: string; severity: boolean; passed: boolean } | undefined {
  const s = all[i]!;
  const next = all[i + 1];
  const ownEnd = next && next.line - 1 < s.end ? next.line - 1 : s.end;
  const first = blocksIn(doc.blocks.top, s.start, ownEnd).find((b) => b.token.type !== 'space' && b.token.type !== 'hr');
  if (!first) return undefined;
  let lines: string[];
  let pattern = FIELD_LINE;
  if (first.token.type === 'list' && !(first.token as Tokens.List).ordered && first.items?.length) {
    // (One line each: a bullet with text under it is an item of the finding, not a field.)
    if (first.items.some((it) => it.end - it.line > 1)) return undefined;
    lines = first.items.map((it) => doc.blocks.lines[it.line] ?? '');
    pattern = FIELD_ITEM;
  } else if (first.token.type === 'paragraph' && first.end - first.line <= 4) {
    lines = doc.blocks.lines.slice(first.line, first.end).filter((l) => /\S/.test(l));
  } else return undefined;
  const keys: string[] = [];
  let severity = false;
  let passed = false;
  for (const line of lines) {
    const m = pattern.exec(line);
    if (!m) return undefined;
    keys.push(m[1]!.trim().toLowerCase());
    // ("**Status**: 🔴 **CRITICAL**": a value that is a severity and nothing else states one whatever its key.)
    if (severityOf(line) !== undefined || headingSeverity(m[2]!.replace(/[*_`]+/g, '').trim()) !== undefined) severity = true;
    if (PASSED.test(m[2]!)) passed = true;
  }
  return { keys: keys.join('\n'), severity, passed };
}

/**
 * Sibling sections (two or more, the same level and parent) that each open with the same fields, one of them a
 * severity ("## 1. Tests cover nothing" / "- **Priority**: High" / "- **Status**: Open", then its text; "### A01 – …"
 * / "**Status**: 🔴 **CRITICAL**"): a register of findings, one finding each, the fields its own. A section named otherwise (a plan, the next steps,
 * the recommendations) or under one keeps them as written: a plan's steps carry priorities too; a changelog's
 * versions carry a status but no severity.
 */
export function fieldLedSiblings(doc: ParsedDoc, all: Section[], parent: number[], best: Map<Section, string>): Section[] {
  const out: Section[] = [];
  const byParent = new Map<number, number[]>();
  for (let i = 0; i < all.length; i++) {
    const sibs = byParent.get(parent[i]!);
    if (sibs) sibs.push(i);
    else byParent.set(parent[i]!, [i]);
  }
  const named = (j: number) => {
    const x = all[j]!;
    const k = best.get(x);
    // (Also a changelog or history, "## Changelog", "## Verlauf", and a release's entry, "### 1.2.0".)
    return (k !== undefined && k !== 'findings' && k !== 'outcome') || namesPlan(x.heading) || headingScore(x.heading, 'return.whatNext') > 0 || namesNoGroup(x.heading) || VERSION.test(x.heading);
  };
  for (const [p, sibs] of byParent) {
    // (Under a plan or another section the return names, its entries are that section's.)
    let up = p;
    let closed = false;
    for (; up >= 0; up = parent[up]!) if (named(up)) closed = true;
    if (closed) continue;
    // Runs of consecutive siblings that open with the same fields. (An entry whose value opens with a passed
    // mark, "### A03 – Injection" / "**Status**: ✅ LOW", is of the run but no finding: the check passed.)
    let run: { j: number; passed: boolean }[] = [];
    let keys = '';
    const flush = () => {
      if (run.length >= 2) out.push(...run.filter((x) => !x.passed).map((x) => all[x.j]!));
      run = [];
      keys = '';
    };
    for (const j of sibs) {
      // (An entry over sub-sections of its own, "## Module A" / "- **Risk**: high" / "### Issue 1", groups them.)
      const f = named(j) || kidsOf(all, parent, j).length ? undefined : openingFields(doc, all, j);
      if (!f || !f.severity || (run.length && (f.keys !== keys || all[j]!.level !== all[run[0]!.j]!.level))) flush();
      if (!f || !f.severity) continue;
      run.push({ j, passed: f.passed });
      keys = f.keys;
    }
    flush();
  }
  return out;
}

/** The writer's id series heading a section's sub-sections (id-tables.ts idSeriesHeadings), or null. */
function idSeries(all: Section[], parent: number[], i: number): { code: string; first: number; last: number } | null {
  const heads = kidsOf(all, parent, i).map((j) => all[j]!.heading);
  // (Not priorities, "## P1 — Critical fixes", "## P2 — …": groups by level, no ids.)
  return heads.some((h) => partSeverity(h) !== undefined) ? null : idSeriesHeadings(heads);
}

/**
 * Blocks beside a block of findings ("# Block B — Bugs" / "## B1 — …" … "## B10 — …"), at its level, whose
 * sub-headings are the writer's ids of the same shape, another code or the same one numbering on ("# Block V —
 * Speed" / "## V1 — …", "## V2 — …"): more blocks of the same audit, their entries findings too, whatever the
 * blocks are called. A block whose ids repeat the findings' own ("# Fixes" / "## B1 — done") answers them, and a
 * block the return names otherwise (a plan, praise) or numbered sub-headings restarting at 1 ("## 1. Added a
 * cache") are no such block.
 */
export function idBlockSiblings(all: Section[], parent: number[], best: Map<Section, string>, containers: Section[]): Section[] {
  const out: Section[] = [];
  const index = new Map(all.map((x, j) => [x, j]));
  for (const c of containers) {
    const ci = index.get(c);
    if (ci === undefined) continue;
    const own = idSeries(all, parent, ci);
    if (!own || own.first !== 1) continue;
    const used = new Map<string, number>([[own.code, own.last]]);
    for (let j = 0; j < all.length; j++) {
      const x = all[j]!;
      if (j === ci || parent[j] !== parent[ci] || x.level !== c.level || containers.includes(x) || out.includes(x)) continue;
      if (containers.some((y) => nestedIn(x, y) || nestedIn(y, x))) continue;
      const k = best.get(x);
      if ((k !== undefined && k !== 'findings') || namesPlan(x.heading)) continue;
      const ids = idSeries(all, parent, j);
      if (!ids) continue;
      const last = used.get(ids.code);
      // A new code from 1, or the same code numbering on.
      if (last === undefined ? ids.first !== 1 : ids.first !== last + 1) continue;
      used.set(ids.code, ids.last);
      out.push(x);
    }
  }
  return out;
}
