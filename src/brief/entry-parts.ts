// A finding of the writer's series owns what is under it (issue 10: findings as a person counts them). Pure.
//
// "## 🔴 Critical" / "### 1. Input rendered as HTML" / "**Problem 1 — typed input**" / "**Problem 2 — generated
// HTML**" / "### 2. Prompt injection": the bold lines (or sub-headings) under "### 1." are parts of that one
// finding, its detail, not a group of findings of their own. The shape that says so holds in any language: the
// section is an entry of a numbered (or id) series inside a group that states a severity, so its siblings are
// findings too, and nothing under it states a severity, a number or an id of its own. Parts that do ("#### 1.1 …",
// "#### SEC-2 …", "#### … (High)") are a series of findings, and the entry stays their group.

import type { FindingSection } from './findings.js';
import { entryKind, hasSeverity, headingSeverity } from './findings.js';
import { lightLed } from './light-groups.js';

/** Does the sub-section `c` of the group `parent` hold one finding, its sub-sections its parts? */
export function partsOfEntry(c: FindingSection, parent: FindingSection, siblings: readonly FindingSection[]): boolean {
  if (!c.children.length) return false;
  const kind = entryKind(c.heading);
  if (!kind) return false;
  // The group states a severity, by a word or a coloured light ("## High priority", "## 🔴 <any words>"): what it
  // lists are findings of that level.
  if (headingSeverity(parent.heading) === undefined && !lightLed(parent.heading)) return false;
  // One of a series: another entry numbered the same way beside it (the numbers may run on in the next group).
  if (!siblings.some((x) => x !== c && entryKind(x.heading) === kind)) return false;
  // (Parts numbered or id'd as entries of their own, "#### 1.1 Hardcoded key" / "#### 1.2 IDOR" under "### 1.
  // Security", are a series of findings: the entry is an area that groups them.)
  return !descendants(c).some((d) => headingSeverity(d.heading) !== undefined || hasSeverity(d.heading) || entryKind(d.heading) !== undefined);
}

function descendants(s: FindingSection): FindingSection[] {
  return s.children.flatMap((c) => [c, ...descendants(c)]);
}
