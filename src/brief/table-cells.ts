// A table row's cells as written, shared by the readers that take a row apart outside the table parser: the findings
// reader (a row with more cells than its header) and start-at.ts (a task table's rows). A module of its own so that a
// brief's reader need not load the findings reader for it. Pure.

/** A table row's cells as written, however many its header has; an escaped bar ("\|") is a bar inside its cell. */
export function rawCells(row: string): string[] {
  if (row.length > 4000) return [];
  return row.trim().replace(/^\|/, '').replace(/(?<!\\)\|$/, '').split(/(?<!\\)\|/).map((c) => c.replace(/\\\|/g, '|').trim());
}
