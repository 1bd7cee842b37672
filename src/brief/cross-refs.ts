// A severity stated only by a later list that refers back to the findings, under headings that state it:
//
//   ### 3.1 Missing server-side total check        ## Prioritisation
//   ### 4.2 Form does not reset                    ### Medium priority (next sprint)
//                                                  4. **3.1** - server-side total check
//                                                  ### Low priority (backlog)
//                                                  5. **4.2** - form reset
//
// A person applies "medium" to 3.1 and "low" to 4.2: the list assigns fields, it adds no findings (it is kept as
// written). Each finding it names (by its id, a dotted section number "3.1" or a writer's id "F1", or by the same
// title words, recaps.ts) and that states no severity of its own gets its heading's as a field line, as the tool
// writes "Verified:" from a sentence about every finding (summary-severity.ts does so from a table). Only a list
// whose every item names a different finding: a plan's "### High priority" / "- Add rate limiting" names none.

import type { Block } from './blocks.js';
import type { ParsedDoc, Placement, Section } from './document.js';
import { headingSeverity, partSeverity, severityOf, titleOf, type FindingItem } from './findings.js';
import { nestedIn } from './section-body.js';
import { leadId, repeatsFinding } from './recaps.js';

/** A dotted section number leading a line ("3.1", "**2.4**", "[1.2]"): a finding's id where its heading numbers it. */
const DOTTED = /^[ \t]*(?:#{1,6}[ \t]+)?(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?[*_`[(]{0,3}(\d{1,2}(?:\.\d{1,3}){1,2})[*_`\])]{0,3}(?=[ \t.:)—–-]|$)/u;
/** A list item's marker. */
const MARKER = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+/;

export const idOf = (line: string): string | undefined => DOTTED.exec(line)?.[1] ?? leadId(line.replace(/^[ \t]*#{1,6}[ \t]+/, '').replace(MARKER, ''));

/** Items (one at least) that each name a different one of `earlier` (headings or findings' first lines) by its id
 *  or the same title words: a list that refers back, a recap. */
export function namesEarlier(itemLines: readonly string[], earlier: readonly string[]): boolean {
  if (!itemLines.length) return false;
  const findings = earlier.map((e) => ({ id: idOf(e), title: titleOf(e) }));
  const used = new Set<number>();
  return itemLines.every((l) => {
    const k = named(l, findings, used);
    if (k >= 0) used.add(k);
    return k >= 0;
  });
}

/** The finding an item names, by id or title, among those not yet named; -1 when none. */
function named(item: string, findings: { id?: string; title: string }[], used: Set<number>): number {
  const id = idOf(item);
  const lead = item.replace(MARKER, '');
  return findings.findIndex((f, k) => !used.has(k) && ((id !== undefined && f.id === id) || (id === undefined && repeatsFinding([titleOf(lead)], f.title))));
}

/**
 * Writes into each finding a later list names under a heading that states a severity that heading's severity,
 * where the finding states none of its own; the placement lines that say so. `containers`: the sections that hold
 * findings (a list inside one is the findings' own, recaps.ts).
 */
export function crossReferencedSeverities(doc: ParsedDoc, items: FindingItem[], containers: Section[]): Placement[] {
  if (items.length < 2) return [];
  const lines = doc.blocks.lines;
  const firstAt = Math.min(...items.map((f) => f.line));
  const findings = items.map((f) => {
    const first = f.text.split('\n', 1)[0] ?? '';
    return { id: idOf(first), title: titleOf(f.text) };
  });
  const placement: Placement[] = [];
  const all = doc.sections;
  for (const [i, s] of all.entries()) {
    if (s.line <= firstAt || containers.some((c) => c === s || nestedIn(s, c)) || (all[i + 1]?.level ?? 0) > s.level) continue;
    const sev = headingSeverity(s.heading) ?? partSeverity(s.heading);
    if (!sev) continue;
    const lists = doc.blocks.top.filter((b: Block) => b.line >= s.start && b.line < s.end && b.token.type === 'list' && !doc.blocks.literal[b.line]);
    const itemLines = lists.flatMap((b) => (b.items ?? []).map((it) => lines[it.line] ?? ''));
    if (!itemLines.length) continue;
    const used = new Set<number>();
    const hits = itemLines.map((l) => {
      const k = named(l, findings, used);
      if (k >= 0) used.add(k);
      return k;
    });
    if (hits.some((k) => k < 0)) continue;
    const given = hits.filter((k) => severityOf(items[k]!.text) === undefined);
    for (const k of given) items[k]!.text = `${items[k]!.text}\nPriority: ${s.heading.replace(/[*_`]+/g, '').trim()} (as listed at line ${s.line})`;
    if (given.length) placement.push({ line: s.line, from: s.heading, to: `the priority of finding${given.length === 1 ? '' : 's'} ${given.map((k) => k + 1).join(', ')}, which it lists again (they state none of their own)` });
  }
  return placement;
}
