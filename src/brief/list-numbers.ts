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
