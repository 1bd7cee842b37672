// Which section of a return is which: the sections that hold its findings (a findings-like heading, or
// items that mostly carry a severity) and the section chosen for each other return section. Pure.

import { RETURN_SECTIONS, normalizeHeading, sectionScore } from './sections.js';
import { headingScore } from './headings.js';
import { assign, namesAnotherUnderH1 } from './assign.js';
import { isGroupingHeading, nestedIn } from './section-body.js';
import { severityDense } from './finding-sections.js';
import { counterTitled, headingSeverity, locationLine, namedHead, partSeverity } from './findings.js';
import type { ParsedDoc, Section } from './document.js';

export interface ReturnSections {
  /** Each section's best return key ("outcome", "findings", ..., "kept" for praise). */
  best: Map<Section, string>;
  /** The sections that hold findings, in document order. */
  containers: Section[];
  /** The section chosen for each other return section (outcome, recommendations, ...). */
  chosen: Map<string, Section>;
}

/** A section whose sub-sections are all headed by a location ("**src/limiter.ts:31**", "### `a.go` (line
 *  54)"): a review's comments, one finding each, whatever the section is called ("Reviewed changes"). */
function commentsByLocation(all: Section[], parent: number[], i: number): boolean {
  let kids = 0;
  for (let j = i + 1; j < all.length && all[j]!.line <= all[i]!.end; j++) {
    if (parent[j] !== i) continue;
    if (locationLine(all[j]!.heading) === undefined) return false;
    kids++;
  }
  return kids > 0;
}

/** A heading that names praise ("✅ Was gut läuft", "🟢 Strengths"), whatever leads it. */
const praise = (h: string) => headingScore(h, 'return.kept') > 0;

/** Does a section hold items, as a section of findings does: sub-headings, or a list or a table of its own? */
function holdsItems(doc: ParsedDoc, all: Section[], i: number): boolean {
  const s = all[i]!;
  if (all[i + 1] && all[i + 1]!.line - 1 < s.end) return true;
  return doc.blocks.top.some((b) => b.line >= s.start && b.line < s.end && (b.token.type === 'list' || b.token.type === 'table'));
}

/** `parent`: section-body.ts parentIndexes of the document's sections. */
export function returnSections(doc: ParsedDoc, parent: number[]): ReturnSections {
  const all = doc.sections;
  // Findings first: every findings-like section, and every section whose items carry severities.
  // (No second pass: in a return, a section inside an unmatched one belongs to it, usually a finding.)
  const byHeading = assign(doc, RETURN_SECTIONS.map((s) => ({ key: s.key, heading: s.heading, area: s.area })), () => false, false);
  const best = new Map<Section, string>();
  const bestScore = new Map<Section, number>();
  for (let i = 0; i < all.length; i++) {
    const s = all[i]!;
    let b: { key: string; score: number } | null = null;
    for (const spec of RETURN_SECTIONS) {
      const sc = sectionScore(s.heading, spec);
      if (sc > 0 && (!b || sc > b.score)) b = { key: spec.key, score: sc };
    }
    // Praise ("Positive observations", "What went well") is never a finding: kept under its own heading.
    const kept = headingScore(s.heading, 'return.kept');
    if (kept > 0 && (!b || kept > b.score)) b = { key: 'kept', score: kept };
    // "#### 问题一：签名校验用了旧密钥", "### Issue 2: cache never expires": a finding's title.
    if (b?.key === 'findings' && counterTitled(s.heading)) b = null;
    // "## ISSUES -- Should Fix", "## Bugs — before ship", "## Positive notes: keep these": a section's name
    // and a note on it, when the section holds items (a list, a table, sub-headings) as sections do; "## Bug:
    // login fails" over prose is a finding's title.
    if (!b) {
      const head = namedHead(s.heading);
      const sc = head ? Math.max(sectionScore(head, RETURN_SECTIONS[1]!), 0) : 0;
      const kept = head ? headingScore(head, 'return.kept') : 0;
      if (Math.max(sc, kept) >= 4 && holdsItems(doc, all, i)) b = kept >= sc ? { key: 'kept', score: kept - 1 } : { key: 'findings', score: sc - 1 };
    }
    if (b) {
      best.set(s, b.key);
      bestScore.set(s, b.score);
    }
  }
  const containers: Section[] = [];
  for (let i = 0; i < all.length; i++) {
    const s = all[i]!;
    if (containers.some((c) => nestedIn(s, c))) continue;
    // Severity is looked for in top-level sections (and those under a heading that only groups): findings
    // sections are not buried deeper, and reading every nested section's items would be quadratic.
    // A return the tool wrote has its findings under its own heading, and nowhere else.
    if (doc.marker) {
      // Its own heading exactly: a kept section of the writer's called "Findings" is not the tool's.
      if (normalizeHeading(s.heading) === normalizeHeading(RETURN_SECTIONS[1]!.heading)) containers.push(s);
      continue;
    }
    const up = parent[i]! < 0 ? null : all[parent[i]!]!;
    // Under the Outcome ("## Results", "## Ergebnisse", "## 结果", "## Summary": a word for the outcome and
    // for what was found alike), a sub-section that holds findings by its structure is findings, not the
    // outcome's text: the outcome is the prose above it.
    const underOutcome = up !== null && best.get(up) === 'outcome';
    // A heading that names nothing but a severity ("### 🟡 Important", "### Nitpicks", "### P1") is a
    // review's group of findings, whether or not its items repeat the severity; also under a heading that
    // names nothing, with a lead of its own ("## Результаты" / "Готово." / "### Критично").
    const severityGroup = !best.has(s) && (headingSeverity(s.heading) !== undefined || (partSeverity(s.heading) !== undefined && holdsItems(doc, all, i) && !praise(s.heading))) && s.end > s.start;
    const shallow = !up || underOutcome || (severityGroup && !best.has(up)) || isGroupingHeading(doc, up) || (best.get(up) !== 'findings' && namesAnotherUnderH1(s, up, (x) => best.get(x)));
    if (shallow && (best.get(s) === 'findings' || severityGroup || commentsByLocation(all, parent, i) || (!best.has(s) && severityDense(doc, s, parent, true)))) containers.push(s);
  }
  if (!containers.length && !doc.marker) {
    // None at the top: a heading that is a findings phrase itself ("### Findings") under headings that name
    // nothing ("## Review of feat/x", with a verdict line of its own) holds the findings.
    for (let i = 0; i < all.length; i++) {
      const s = all[i]!;
      if (best.get(s) !== 'findings' || bestScore.get(s)! < 4 || containers.some((c) => nestedIn(s, c))) continue;
      let p = parent[i]!;
      while (p >= 0 && !best.has(all[p]!)) p = parent[p]!;
      if (p < 0) containers.push(s);
    }
  }
  const taken = new Set<Section>(containers);
  const chosen = new Map<string, Section>();
  for (const spec of RETURN_SECTIONS) {
    if (spec.key === 'findings') continue;
    const s = byHeading.chosen.get(spec.key);
    if (s && !taken.has(s) && !containers.some((c) => nestedIn(s, c))) {
      chosen.set(spec.key, s);
      taken.add(s);
    }
  }
  return { best, containers, chosen };
}
