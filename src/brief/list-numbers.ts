// The numbers of a numbered source list, kept for the answer its items became, and the one rule that says
// when the written list may show them. Pure.
//
// A person's numbers carry meaning ("see step 1", "finding 3 depends on 2", "tried in this order"), so a list
// answer read from a numbered list is written numbered, as the source numbered it. Only where every number
// written is the one the reader of the source saw on that item: a written list counts up from its first
// number whatever digits follow, so the items must be all numbered, in one style ("1." or "1)"), and count
// up by one with no gap. Items gathered from two lists that each start at 1, a list with an item taken out
// (a finding struck, a placeholder dropped), items mixed with lines lifted from prose or another section, or
// an answer a flag replaced: any of these and the list is written with bullets, as before, since numbers
// there would point "see 2" at the wrong item. The rule is checked on the whole answer, not per run of it,
// so one answer is never half numbered.

import { normalizeAnswer } from './escape.js';
import { headingOfNoteLine } from './heading-rest.js';

/** A list item's number as the source rendered it: its list's start plus its place in that list (a list
 *  written "1. 1. 1." reads 1, 2, 3), and the mark after the digits. */
export interface ItemNumber {
  n: number;
  delim: '.' | ')';
}

/** The items of a list answer as read, each with its number (null: no numbered list item, a bullet, a
 *  paragraph, a table row, a lifted line). Kept beside the answer, not in it: what counts or reads the
 *  answer's items never sees a number. */
export type ReadItems = { text: string; number: ItemNumber | null }[];

/** ReadItems by answer key ("deadEnds", "findings", "recommendations"). */
export type ListNumbers = Record<string, ReadItems>;

/** The answer's items as read, with their numbers. */
export function readItems(items: readonly { text: string; number?: ItemNumber }[]): ReadItems {
  return items.map((it) => ({ text: it.text, number: it.number ?? null }));
}

/** The items read without the heading lines a document the tool wrote holds among them: the ones
 *  heading-rest.ts liftedListNotes lifts out of the answer (a line with no item after it stays). */
export function withoutNoteItems(read: ReadItems): ReadItems {
  return read.filter((r, i) => headingOfNoteLine(r.text) === null || i + 1 >= read.length);
}

/** Keep only what holds a number: an answer read from no numbered item needs nothing kept. */
export function withNumbers(numbers: ListNumbers, key: string, items: ReadItems): void {
  if (items.some((it) => it.number)) numbers[key] = items;
}

/**
 * The numbers to write for `items`, one per item, when the answer is still exactly the items read (same
 * texts, same order) and they pass the rule above; null when the list is written with bullets.
 */
export function writtenNumbers(items: readonly string[], read: ReadItems | undefined): ItemNumber[] | null {
  if (!read || read.length !== items.length || !items.length) return null;
  if (!items.every((it, i) => normalizeAnswer(it) === normalizeAnswer(read[i]!.text))) return null;
  const numbers = read.map((r) => r.number);
  return countsUp(numbers) ? (numbers as ItemNumber[]) : null;
}

/** Every item numbered, in one style, each one more than the one before. */
export function countsUp(numbers: readonly (ItemNumber | null)[]): boolean {
  const first = numbers[0];
  if (!first) return false;
  return numbers.every((x, i) => x !== null && x.delim === first.delim && x.n === first.n + i);
}

/**
 * The numbers to write for findings listed under groups: each run of items under one group is a list of its own
 * under its heading, so the rule above holds per run, not across runs ("### Status" over "1. 2." keeps its
 * numbers beside "### Befunde" over bullets, and "see Befund 2" still points at its item, QA 46 R9). A run that
 * fails the rule is written with bullets (null for each of its items); null when the answer is no longer the
 * items read, or no run keeps a number.
 */
export function groupedNumbers(items: readonly string[], groups: readonly (readonly string[])[], read: ReadItems | undefined): (ItemNumber | null)[] | null {
  if (!read || read.length !== items.length || !items.length) return null;
  if (!items.every((it, i) => normalizeAnswer(it) === normalizeAnswer(read[i]!.text))) return null;
  const out: (ItemNumber | null)[] = [];
  const key = (i: number) => (groups[i] ?? []).join('\u0000');
  for (let i = 0; i < items.length; ) {
    let end = i + 1;
    while (end < items.length && key(end) === key(i)) end++;
    const run = read.slice(i, end).map((r) => r.number);
    out.push(...(countsUp(run) ? run : run.map(() => null)));
    i = end;
  }
  return out.some(Boolean) ? out : null;
}

/** How an item is written: its source number, or 'sub', a bullet nested under the numbered item before it. */
export type ListMark = ItemNumber | 'sub';

/**
 * A numbered list whose items with no number sit between its numbered ones ("1. Client sweep:" / "- `pytest …`" /
 * "- Result: 35 passed" / "2. Server sweep:" …): the writer numbered runs and listed what each holds, so a person
 * reads the bullets as under the number before them (QA 46 R9, doc 12). The marks to write, the number on each
 * numbered item and 'sub' on each item after it, when the answer is still the items read, it opens with a
 * numbered item, and its numbered items (two at least) count up by the rule above; else null.
 */
export function ledNumbers(items: readonly string[], read: ReadItems | undefined): ListMark[] | null {
  if (!read || read.length !== items.length || !read[0]?.number) return null;
  if (!items.every((it, i) => normalizeAnswer(it) === normalizeAnswer(read[i]!.text))) return null;
  const numbered = read.map((r) => r.number).filter((x): x is ItemNumber => x !== null);
  if (numbered.length === read.length || numbered.length < 2 || !countsUp(numbered)) return null;
  return read.map((r) => r.number ?? 'sub');
}
