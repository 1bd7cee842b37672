// A review written as ticked entries ("### [x] C1 — MDI errors never abort queued motion", "### [ ] E2 — …"), grouped
// under lettered headings ("## A. Correctness — merge blockers", "## B. Correctness — secondary", "## E. Efficiency",
// "## C. Test coverage"): every ticked entry is one finding, whatever group it sits in and whatever that group is
// called (QA 34 class 5). Pure.

import type { Section } from './document.js';
import { nestedIn } from './section-body.js';
import { kidsOf, siblingsOf } from './section-tree.js';
import { lazyRegExp } from './lazy-regexp.js';

/** A heading that opens with a task box and the writer's id, then a title ("[x] C1 — …", "[ ] R9: …", "[x] **T1** – …"). */
const TICKED_ID = lazyRegExp(() => /^[ \t]{0,3}\[[ xX✓✔]\][ \t]+[*_`]{0,2}([A-Z]{1,4}-?\d{1,3})[*_`]{0,2}(?![\p{L}\p{N}])[ \t]*[—–:.-]?[ \t]*[^\s—–:.-]/u);

/** The writer's id of a ticked entry's heading ("[x] C11 — …" gives "C11"), or undefined. */
export function tickedEntry(heading: string): string | undefined {
  return TICKED_ID.exec(heading)?.[1];
}

/** A section whose sub-sections are all ticked entries, one or more: their ids; else null. */
function tickedKids(all: readonly Section[], parent: readonly number[], i: number): string[] | null {
  const kids = kidsOf(parent, i);
  if (!kids.length) return null;
  const ids: string[] = [];
  for (const k of kids) {
    const id = tickedEntry(all[k]!.heading);
    if (id === undefined) return null;
    ids.push(id);
  }
  return ids;
}

/**
 * Siblings of a group of ticked entries that holds findings, at its level, whose sub-sections are all ticked entries
 * of ids not seen before: more groups of the same review, their entries findings too, whatever the groups are called
 * ("## B. Correctness — secondary", "## C. Test coverage", "## G. Recheck residuals"). A group whose ids repeat ones
 * already seen answers those (a fix log), and a sibling that holds anything else as sub-sections is no such group.
 */
export function tickedGroups(all: readonly Section[], parent: readonly number[], containers: readonly Section[]): Section[] {
  const out: Section[] = [];
  const index = new Map(all.map((x, j) => [x, j]));
  const seen = new Set<string>();
  const groups = new Map<number, string[]>();
  for (const c of containers) {
    const ci = index.get(c);
    if (ci === undefined) continue;
    const ids = tickedKids(all, parent, ci);
    if (!ids) continue;
    groups.set(ci, ids);
    for (const id of ids) seen.add(id);
  }
  for (const ci of groups.keys()) {
    for (const j of siblingsOf(all, parent, ci)) {
      const x = all[j]!;
      if (containers.includes(x) || out.includes(x) || containers.some((y) => nestedIn(x, y) || nestedIn(y, x))) continue;
      const ids = tickedKids(all, parent, j);
      if (!ids || ids.some((id) => seen.has(id))) continue;
      for (const id of ids) seen.add(id);
      out.push(x);
    }
  }
  return out;
}
