// A summary table keyed by the writer's finding ids over detailed sections below it:
//
//   | Id | Description                | Result    | Priority |        ### P3: cache key misses tenant
//   | P3 | cache key misses tenant    | confirmed | high     |        The key is built from the path only …
//
// A person counts the sections as the findings (the table restates them: recaps.ts, id-tables.ts) and reads each
// one's severity, and its verification where a column states it, from its row by id. Each finding led by an id
// that a row names, and that states no severity of its own (or only its id, "P3" read as a priority), gets the
// row's as a field line; a verification likewise where it states none. A table whose ids name no finding, or
// that is itself read as findings, changes nothing. Pure but for writing the field lines into the items.

import type { Tokens } from 'marked';
import type { Block } from './blocks.js';
import type { Placement } from './document.js';
import { findingData, severityOf, verificationOf, type FindingItem } from './findings.js';
import { idOf } from './cross-refs.js';
import { lazyRegExp } from './lazy-regexp.js';

/** A table cell's words: an escaped bar a bar, emphasis and code marks gone (id-summary.ts, summary-severity.ts). */
export const bareCell = (c: { text: string } | undefined): string => (c?.text ?? '').replace(/\\\|/g, '|').replace(/[*_`]+/g, '').trim();
const cell = bareCell;
/** The tool's own note on a field it gave (`given`), read back by severityOf before the finding's words. */
const GIVEN = lazyRegExp(() => /^([^:\n]{1,40}): ([^\n()]{1,40}) \(([\p{L}\p{N}.-]{1,12}), from the summary table at line \d{1,7}\)$/mu);

/** The severity a line written by idSummaries states, or undefined. */
export function givenSeverity(text: string): string | undefined {
  if (!text.includes(', from the summary table at line ')) return undefined;
  const m = GIVEN.exec(text);
  return m ? severityOf(`${m[1]}: ${m[2]}`) : undefined;
}

/** Gives each finding led by an id a summary table's row names that row's severity and verification, where it
 *  states none. What it did, as placement lines. */
export function idSummaries(top: Block[], literal: Uint8Array, items: FindingItem[]): Placement[] {
  const placement: Placement[] = [];
  const ids = items.map((f) => idOf(f.text.split('\n', 1)[0] ?? ''));
  if (ids.filter(Boolean).length < 2) return placement;
  // (Looked up, not searched for each table and row: a document of 2,000 id tables was quadratic here, perf17.)
  const itemTables = new Set(items.map((f) => f.table?.line));
  const firstOf = new Map<string, number>();
  ids.forEach((id, k) => {
    if (id !== undefined && !firstOf.has(id)) firstOf.set(id, k);
  });
  for (const b of top) {
    if (b.token.type !== 'table' || literal[b.line] || itemTables.has(b.line + 1)) continue;
    const t = b.token as Tokens.Table;
    const header = t.header.map(cell);
    const rowIds = t.rows.map((r) => idOf(cell(r[0])));
    // Keyed by id: every row's first cell an id, two or more of them the ids of different findings.
    if (rowIds.some((id) => id === undefined)) continue;
    const at = rowIds.map((id) => firstOf.get(id!) ?? -1);
    if (at.filter((k) => k >= 0).length < 2 || new Set(at.filter((k) => k >= 0)).size !== at.filter((k) => k >= 0).length) continue;
    const values = (c: number) => t.rows.map((r) => cell(r[c]));
    const sevCol = header.findIndex((h, c) => c > 0 && h !== '' && severityOf(`${h}: high`) !== undefined && values(c).every((v) => !v || severityOf(`${h}: ${v}`) !== undefined));
    // A column whose every cell alone is a verification tag ("confirmed", "nicht reproduziert", "確認済み").
    const tag = (v: string) => (v && v.length <= 40 ? verificationOf(`(${v})`) : undefined);
    const verCol = header.findIndex((_h, c) => c > 0 && c !== sevCol && values(c).every((v) => tag(v) !== undefined));
    if (sevCol < 0 && verCol < 0) continue;
    const given: number[] = [];
    const line = b.line + 1;
    at.forEach((k, r) => {
      if (k < 0) return;
      const f = items[k]!;
      const d = findingData(f.text, (f.groups ?? []).map((g) => g.heading));
      const add: string[] = [];
      const sev = sevCol >= 0 ? cell(t.rows[r]![sevCol]) : '';
      if (sev && (d.severity === undefined || d.severity === ids[k]!.toLowerCase())) add.push(`${header[sevCol]}: ${sev} (${ids[k]}, from the summary table at line ${line})`);
      const ver = verCol >= 0 ? cell(t.rows[r]![verCol]) : '';
      if (ver && d.verified === undefined) add.push(`Verified: ${tag(ver)!.verified ? '' : 'no — '}${ver} (${ids[k]}, from the summary table at line ${line})`);
      if (!add.length) return;
      f.text = `${f.text}\n${add.join('\n')}`;
      given.push(k + 1);
    });
    if (given.length) placement.push({ line, from: '(a summary table keyed by finding id)', to: `severity or verification for finding${given.length === 1 ? '' : 's'} ${given.join(', ')} (they state none of their own)` });
  }
  return placement;
}
