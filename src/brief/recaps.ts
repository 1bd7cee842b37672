// Recaps: a later list or table that restates the findings already read, one line each ("### Summary of
// findings" / "1. Token leak in logs (High)", "### 总结" / "- 日志中泄露令牌", a closing "| # | Finding |
// Severity |" table). A person counts each finding once: the recap is kept as written, no findings. Pure.
//
// "Repeats" is narrow on purpose: an item repeats a finding when it names the finding's own id ("F1", "C-2") or
// its title (findings.ts titleOf: its bold lead, or its first line up to " — " / ": ", tags aside) has the same
// words as the finding's (two at least); every item must repeat a different finding. A later list whose items
// only begin with an earlier title ("Token leak in logs of the audit service") holds new findings; two findings
// that share words ("Missing retry on payment call" / "… on refund call") are both kept.

import { lazyRegExp } from './lazy-regexp.js';

/** A writer's id before a title ("F1.", "C-2:", "SEC-3 —"), or a dotted section number ("3.1", "**2.4**") that
 *  numbers findings written as "### 3.1 …"; plain numbers are positions, not ids. */
const LEAD_ID = lazyRegExp(() => /^[ \t]*[*_`[(]{0,3}(?:[-*+][ \t]+)?[*_`[(]{0,3}([A-Z]{1,4}-?\d{1,3}[a-z]?|\d{1,2}(?:\.\d{1,3}){1,2})[*_`\])]{0,3}(?:[.:)]|[ \t]|$)/u);
/** Numbering before a title ("1.", "#2", "(3)"), dropped before the words are compared. */
const LEAD_NUMBER = lazyRegExp(() => /^[ \t]*(?:[-*+][ \t]+)?[*_`]{0,2}[#(]?\d{1,3}[.:)]?[*_`]{0,2}(?=[ \t]|$)/u);
const WORD = lazyRegExp(() => /[\p{L}\p{N}]+/gu);
/** Scripts written without spaces: their words are compared as pairs of characters. */
const UNSPACED = lazyRegExp(() => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u);

export const leadId = (s: string): string | undefined => LEAD_ID.exec(s)?.[1]?.toUpperCase().replace('-', '');

function words(s: string): Set<string> {
  const out = new Set<string>();
  // Code and asides in brackets are places and tags ("(`log.go:12`)", "(High)"), not the title's words.
  const plain = s.replace(LEAD_ID, ' ').replace(LEAD_NUMBER, ' ').replace(/`[^`\n]*`/g, ' ').replace(/[(（][^()（）\n]*[)）]/g, ' ').normalize('NFKC').toLowerCase();
  for (const w of plain.match(WORD) ?? []) {
    if (!UNSPACED.test(w) || w.length < 3) out.add(w);
    else for (let i = 0; i + 1 < w.length; i++) out.add(w.slice(i, i + 2));
  }
  return out;
}

/** Whether a recap's item names the finding titled `title`: `item` is what may title it (a list item's title,
 *  or each cell of a table's row); by the finding's id, or by the same words as its title. */
export function repeatsFinding(item: readonly string[], title: string): boolean {
  const id = leadId(title);
  if (id !== undefined && item.some((t) => leadId(t) === id)) return true;
  const own = words(title);
  if (own.size < 2) return false;
  return item.some((t) => {
    const its = words(t);
    return its.size === own.size && [...own].every((w) => its.has(w));
  });
}

/** Items (two at least) each repeating a different one of the findings already read (their titles). */
export function restatesFindings(items: readonly (readonly string[])[], titles: readonly string[]): boolean {
  if (items.length < 2 || titles.length < 2) return false;
  const used = new Set<number>();
  return items.every((item) => {
    const k = titles.findIndex((t, i) => !used.has(i) && repeatsFinding(item, t));
    if (k >= 0) used.add(k);
    return k >= 0;
  });
}
