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
import { Postings, search } from './postings.js';

/** A writer's id before a title ("F1.", "C-2:", "SEC-3 —"), or a dotted section number ("3.1", "**2.4**") that
 *  numbers findings written as "### 3.1 …"; plain numbers are positions, not ids. */
const LEAD_ID = lazyRegExp(() => /^[ \t]*[*_`[(]{0,3}(?:[-*+][ \t]+)?[*_`[(]{0,3}([A-Z]{1,4}(?:-[A-Z]{1,4})?-?\d{1,3}[a-z]?|\d{1,2}(?:\.\d{1,3}){1,2})[*_`\])]{0,3}(?:[.:)]|[ \t]|$)/u);
/** Numbering before a title ("1.", "#2", "(3)"), dropped before the words are compared. */
const LEAD_NUMBER = lazyRegExp(() => /^[ \t]*(?:[-*+][ \t]+)?[*_`]{0,2}[#(]?\d{1,3}[.:)]?[*_`]{0,2}(?=[ \t]|$)/u);
const WORD = lazyRegExp(() => /[\p{L}\p{N}]+/gu);
/** Scripts written without spaces: their words are compared as pairs of characters. */
const UNSPACED = lazyRegExp(() => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u);

// ("X-B01", a prefix and a letter code before the number, the same id as "XB01".)
export const leadId = (s: string): string | undefined => LEAD_ID.exec(s)?.[1]?.toUpperCase().replace(/-/g, '');

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

/** A text's id and its words as one key, when it has two words or more (sorted, joined by a blank, which no word
 *  holds): an item repeats a title exactly when one of its texts has the title's id, or the title's key. */
export function recapKeys(s: string): { id?: string; words?: string } {
  const w = words(s);
  return { id: leadId(s), words: w.size >= 2 ? [...w].sort().join(' ') : undefined };
}

/** The titles of the findings read so far, by id and by words, added in order: restatesFindings without reading
 *  every title again for every item (postings.ts). */
export class RecapTitles {
  private readonly ids = new Postings();
  private readonly keys = new Postings();
  size = 0;

  add(title: string): void {
    const k = recapKeys(title);
    if (k.id !== undefined) this.ids.add(k.id, this.size);
    if (k.words !== undefined) this.keys.add(k.words, this.size);
    this.size++;
  }

  /** Titles for the findings of `list` not added yet: a list that only grows, its findings' texts as when added. */
  follow<T>(list: readonly T[], title: (x: T) => string): this {
    while (this.size < list.length) this.add(title(list[this.size]!));
    return this;
  }

  /** restatesFindings(items, the titles added, then `extra`). */
  restates(items: readonly (readonly string[])[], extra: readonly string[] = []): boolean {
    if (items.length < 2 || this.size + extra.length < 2) return false;
    const used = new Set<number>();
    const first = search((k) => !used.has(k));
    for (const item of items) {
      const ks = item.map(recapKeys);
      let k = first([...this.ids.lists(ks.map((x) => x.id)), ...this.keys.lists(ks.map((x) => x.words))]);
      if (k < 0) {
        const j = extra.findIndex((t, j) => !used.has(this.size + j) && repeatsFinding(item, t));
        k = j < 0 ? -1 : this.size + j;
      }
      if (k < 0) return false;
      used.add(k);
    }
    return true;
  }
}

/** Items (two at least) each repeating a different one of the findings already read (their titles). */
export function restatesFindings(items: readonly (readonly string[])[], titles: readonly string[]): boolean {
  if (items.length < 2 || titles.length < 2) return false;
  const index = new RecapTitles();
  for (const t of titles) index.add(t);
  return index.restates(items);
}

/** Rows keyed by the ids of findings headed below them ("| X-B01 | High | open |" over "## X-B01: …", no title
 *  column to compare): every row's first cell an id, each a different finding's, two or more. Such a table restates
 *  the headed findings; it is counted once, its severity given by id (id-summary.ts). */
export function keyedByIds(rows: readonly (readonly string[])[], firstLines: readonly string[]): boolean {
  const ids = firstLines.map((l) => leadId(l.replace(/^[ \t]*#{1,6}[ \t]+/, '')));
  const seen = new Set<number>();
  for (const r of rows) {
    const id = leadId((r[0] ?? '').replace(/[*_`]+/g, '').trim());
    const k = id === undefined ? -1 : ids.indexOf(id);
    if (k < 0 || seen.has(k)) return false;
    seen.add(k);
  }
  return seen.size >= 2;
}
