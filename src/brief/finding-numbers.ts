// A return's findings numbered one by one, and where each came from: its section, each group heading and
// each table inside them ("findings 3-7", "one per row"). Pure.

import { RETURN_SECTIONS } from './sections.js';
import { ungroupedFirst } from './render.js';
import type { FindingItem, TableOf } from './findings.js';
import type { Placement, Section } from './document.js';

/** The findings read from one section of the source (or from the text before the first heading). */
export interface FindingSource {
  s: Section;
  items: FindingItem[];
}

export function numberFindings(sources: FindingSource[]): { items: FindingItem[]; placement: Placement[]; tablesNote: string } {
  const placement: Placement[] = [];
  // In document order, as the writer ordered them (often by importance), groups and all: the written return
  // keeps a finding under no group that follows a group apart from it (render.ts renderGroupedList),
  // unless it could only be written as a group (render.ts ungroupedFirst): then those come first.
  const inOrder = sources.flatMap((x) => x.items);
  const findingItems = ungroupedFirst(inOrder.map((f) => f.text), inOrder.map((f) => (f.groups ?? []).map((g) => g.heading)))
    ? [...inOrder.filter((f) => !f.groups?.length), ...inOrder.filter((f) => f.groups?.length)]
    : inOrder;
  const number = new Map(findingItems.map((f, i) => [f, i + 1]));
  const numbersOf = (items: FindingItem[]) => items.map((f) => number.get(f)!).sort((a, b) => a - b);
  for (const x of sources) {
    const kept = x.items[0]?.groups?.[0]?.line === x.s.line ? ` (kept as the group "${x.s.heading}")` : '';
    placement.push({ line: x.s.line, from: x.s.heading, to: x.items.length ? `${findingNumbers(numbersOf(x.items))}${kept}` : 'findings (none in it)' });
  }
  // Each group heading and each table inside them: which findings it held, counted one per row.
  const groupsAt = new Map<number, { heading: string; items: FindingItem[] }>();
  const tables = new Map<TableOf, FindingItem[]>();
  for (const f of findingItems) {
    for (const g of f.groups ?? []) {
      if (sources.some((x) => x.s.line === g.line)) continue;
      const at = groupsAt.get(g.line) ?? { heading: g.heading, items: [] };
      at.items.push(f);
      groupsAt.set(g.line, at);
    }
    if (f.table) tables.set(f.table, [...(tables.get(f.table) ?? []), f]);
  }
  for (const [line, g] of groupsAt) placement.push({ line, from: g.heading, to: `${findingNumbers(numbersOf(g.items))} (kept as a group of ${RETURN_SECTIONS[1]!.heading})` });
  for (const [t, items] of tables) placement.push({ line: t.line, from: `(a table: ${t.columns.filter(Boolean).join(', ') || 'no column names'})`, to: `${findingNumbers(numbersOf(items))}, one per row` });
  // A table's column names are kept, with the findings it held (the group headings are in the findings
  // section itself).
  const where = (f: FindingItem) => (f.groups?.length ? ` in "${f.groups.map((g) => g.heading).join(' > ')}"` : '');
  const counted = (t: TableOf) => (t.numbered ? `; its "${t.numbered}" column numbered them ${Array.from({ length: t.rows }, (_x, i) => i + 1).join(', ')}` : '');
  const total = (t: TableOf) => (t.total ? `; its last row sums them up: ${t.total}` : '');
  const tablesNote = [...tables].map(([t, items]) => `- A table${where(items[0]!)} (columns: ${t.columns.filter(Boolean).join(', ')}): ${findingNumbers(numbersOf(items))}${counted(t)}${total(t)}`).join('\n');
  return { items: findingItems, placement, tablesNote };
}

/** "finding 3", "findings 1-3", "findings 1-2, 6": numbers in runs. */
export function findingNumbers(ns: number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < ns.length; ) {
    let j = i;
    while (j + 1 < ns.length && ns[j + 1] === ns[j]! + 1) j++;
    runs.push(j > i ? `${ns[i]}-${ns[j]}` : `${ns[i]}`);
    i = j + 1;
  }
  return `${ns.length === 1 ? 'finding' : 'findings'} ${runs.join(', ')}`;
}
