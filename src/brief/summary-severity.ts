// A severity stated only in a closing summary table, per category of findings:
//
//   ### 2.1 【安全】 SQL built by string concatenation        | 类别 | 数量 | 优先级 |
//   ### 3.4 【性能】 N+1 query in list view                   | 安全 | 3    | P0     |
//                                                           | 性能 | 5    | P1     |
//
// A person applies P0 to the 安全 findings and P1 to the 性能 ones. Each finding whose category (a bracketed
// or labelled one, findings.ts categoryOf) matches a row, and that states no severity of its own (nor by its
// group), gets the row's as a field line, as the tool writes "Verified:" from a sentence about every finding.
// A table that maps no finding's category changes nothing; a table of counts per severity ("| Severity |
// Count |") has no category to map.

import type { Tokens } from 'marked';
import type { Block } from './blocks.js';
import type { Placement } from './document.js';
import { categoryOf, findingData, severityOf, type FindingItem } from './findings.js';
import { lazyRegExp } from './lazy-regexp.js';
import { bareCell } from './id-summary.js';

/** A column that names the findings' category. */
const CATEGORY_COL = lazyRegExp(() => /^(?:categor(?:y|ies)|type|kind|kategorie|catégorie|categoría|categoria|категория|类别|分类|類別|类型|カテゴリ|カテゴリー|分類|분류|카테고리|유형)$/iu);

const cell = bareCell;

/** A category cell's category as findings.ts names it ("安全" -> security), else its words in lower case. */
const categoryName = (c: string) => categoryOf(`[${c}] x`) ?? c.toLowerCase();

interface RowSeverity {
  /** The field line written into each finding of the category. */
  field: string;
  written: string;
  findings: number[];
}

/** The categories a summary table states a severity for: category -> its row's severity; null when the
 *  table has no category and severity columns, or a category has two severities. */
function tableSeverities(t: Tokens.Table, line: number): Map<string, RowSeverity> | null {
  const header = t.header.map(cell);
  const catCol = header.findIndex((h) => CATEGORY_COL.test(h));
  if (catCol < 0) return null;
  const out = new Map<string, RowSeverity>();
  // A column whose name labels a severity ("优先级", "Priority", "Schwere"): its name before a level reads as one.
  const sevCol = header.findIndex((h, i) => i !== catCol && h !== '' && severityOf(`${h}: high`) !== undefined);
  if (sevCol < 0) return null;
  for (const r of t.rows) {
    const cat = cell(r[catCol]);
    const value = cell(r[sevCol]);
    if (!cat || !value || severityOf(`${header[sevCol]}: ${value}`) === undefined) continue;
    const name = categoryName(cat);
    const field = `${header[sevCol]}: ${value} (${cat}, from the table at line ${line})`;
    if (out.has(name) && out.get(name)!.written !== value) return null;
    out.set(name, { field, written: value, findings: [] });
  }
  return out.size ? out : null;
}

/** Gives each finding of a category a summary table names the severity of its row, where it states none.
 *  What it did, as placement lines (one per table that gave any). */
export function summarySeverities(top: Block[], literal: Uint8Array, items: FindingItem[]): Placement[] {
  const placement: Placement[] = [];
  const itemTables = new Set(items.map((f) => f.table?.line)); // (a set, not a search per table: perf17)
  const tables = top.filter((b) => b.token.type === 'table' && !literal[b.line] && !itemTables.has(b.line + 1));
  const maps = tables.map((b) => ({ b, map: tableSeverities(b.token as Tokens.Table, b.line + 1) })).filter((x) => x.map !== null);
  if (!maps.length) return placement;
  const data = items.map((f) => findingData(f.text, (f.groups ?? []).map((g) => g.heading)));
  for (const { b, map } of maps) {
    if (!map) continue;
    for (const [i, d] of data.entries()) {
      const row = d.category !== undefined && d.severity === undefined ? map.get(d.category) : undefined;
      if (!row) continue;
      items[i]!.text = `${items[i]!.text}\n${row.field}`;
      d.severity = row.written.toLowerCase();
      row.findings.push(i + 1);
    }
    const given = [...map.values()].filter((r) => r.findings.length);
    if (given.length) placement.push({ line: b.line + 1, from: '(a table of severities by category)', to: given.map((r) => `${r.written} for finding${r.findings.length === 1 ? '' : 's'} ${r.findings.join(', ')}`).join('; ') + ' (they state none of their own)' });
  }
  return placement;
}
