// A table that describes one finding field by field, under its heading ("### F1 — LOW: `Notes` has no max length" /
// "| Attribute | Value |" / "| Severity | Low |" / "| Location | … |" / "| Recommendation | … |"): two columns, a
// field's name and its value. A person counts one finding per heading; the rows are its fields and text, not findings
// of their own (QA 47 class R11). Told by its header ("Attribute/Value", "Field/Value", "Campo/Valor",
// "Eigenschaft/Wert", "属性/值", "項目/内容": prompts/columns.txt `field key` / `field value`) or, written with no
// header words, by a first column whose every cell (the header's too) names a finding's field (`field`, `finding`,
// `where`, `verdict`, or a severity label). Pure apart from reading prompts/ once.

import type { Tokens } from 'marked';
import { readPrompt } from '../paths.js';
import { keyedLists } from './keyed-words.js';

const KEYS = ['field key', 'field value', 'field', 'finding', 'where', 'verdict'] as const;
let words: Map<string, Set<string>> | undefined;
const of = (name: (typeof KEYS)[number]) => (words ??= new Map(Object.entries(keyedLists(readPrompt('columns.txt'), KEYS)).map(([k, ws]) => [k, new Set(ws)]))).get(name) ?? new Set<string>();
/** A cell's words without emphasis, code marks, a closing colon or case. */
const bare = (c: string) => c.replace(/[*_`]+/g, '').replace(/[:：]\s*$/u, '').trim().toLowerCase();

/** Is the cell a finding's field name ("Severity", "Location", "Recommendation", "Blocking", "严重程度")? */
function fieldName(cell: string, levelLabel: (w: string) => boolean): boolean {
  const c = bare(cell);
  return (['field', 'finding', 'where', 'verdict'] as const).some((k) => of(k).has(c)) || levelLabel(c);
}

/** Does the table describe one thing field by field: two columns, a field-name and a value header, or every first
 *  cell a finding's field name (two rows at least)? `levelLabel` tells a severity label ("Severity", "Schweregrad"). */
export function fieldTable(t: Tokens.Table, levelLabel: (w: string) => boolean): boolean {
  if (t.header.length !== 2 || t.rows.some((r) => r.length !== 2)) return false;
  const [k, v] = t.header.map((h) => bare(h.text));
  if (of('field key').has(k!) && of('field value').has(v!)) return true;
  return t.rows.length >= 2 && fieldName(t.header[0]!.text, levelLabel) && t.rows.every((r) => fieldName(r[0]!.text, levelLabel));
}

const ROW = /^[ \t]*\|([^|\n]*)\|([^|\n]*)\|[ \t]*$/;
const RULE = /^[ \t]*\|[ \t]*:?-{1,}:?[ \t]*\|[ \t]*:?-{1,}:?[ \t]*\|[ \t]*$/;
/** A finding's text with each field table in it (fieldTable) written as label lines ("| Severity | Low |" -> "Severity:
 *  Low", its header and rule row left out): for reading the finding's fields as its labels are read ("Blocking: No"
 *  is no level, "Severity: Low" is). Other lines as they are. */
export function fieldRowsAsLabels(text: string, levelLabel: (w: string) => boolean): string {
  if (!text.includes('|')) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; ) {
    let j = i;
    while (j < lines.length && (ROW.test(lines[j]!) || RULE.test(lines[j]!))) j++;
    const run = lines.slice(i, j);
    if (run.length >= 3 && RULE.test(run[1]!) && !run.slice(2).some((l) => RULE.test(l))) {
      const cells = (l: string) => ROW.exec(l)!.slice(1, 3).map((c) => ({ text: c.trim() }));
      const [header, ...rows] = [run[0]!, ...run.slice(2)].map(cells);
      const t = { header: header!, rows } as unknown as Tokens.Table;
      if (fieldTable(t, levelLabel)) {
        const keyed = of('field key').has(bare(header![0]!.text)) && of('field value').has(bare(header![1]!.text));
        for (const r of keyed ? rows : [header!, ...rows]) out.push(`${r[0]!.text}: ${r[1]!.text}`);
        i = j;
        continue;
      }
    }
    if (j > i) {
      out.push(...run);
      i = j;
    } else out.push(lines[i++]!);
  }
  return out.join('\n');
}
