// Steps numbered inline (brief17): a paragraph that runs a numbered order together, "(1) green the suite [debt #1] →
// (2) reference test of thin+vote → (3) …", "1) Cache leeren; 2) neu bauen", "①キャッシュを消す → ②再ビルド", is a list
// written on one line: its first step is item (1), as a list's first item is, not the whole chain. Only where the
// structure says so: the paragraph opens with its first marker, "(1)", "1)" or "①", and two markers or more follow
// in order, counting up from it (a "(2)" alone in a sentence, "see note (2)", or "step 3) done" opens none). Pure;
// one pass over the text.

import { lazyRegExp } from './lazy-regexp.js';

/** A marker of an inline step: "(1)", "1)", "（1）", or a circled number "①"… at a word's start. */
const MARKER = lazyRegExp(() => /(?<=^|[\s→⟶➜➔>;；,，、])(?:[(（](\d{1,2})[)）]|(\d{1,2})\)|([\u2460-\u2473]))/gu);
/** What joins one step to the next, left at an item's end: an arrow, a comma, a semicolon, a dash. */
const JOINER = lazyRegExp(() => /[\s→⟶➜➔;；,，、]+$|[\s]+(?:-+>|=>|[—–-])[\s]*$/u);

function numberOf(m: RegExpMatchArray): number {
  if (m[3] !== undefined) return m[3].codePointAt(0)! - 0x2460 + 1;
  return Number(m[1] ?? m[2]);
}

/** The items of a paragraph written as an inline numbered order, in order, each without its marker and the
 *  joiner after it; null when the paragraph is no such order (it must open with marker 1 and number on). */
export function inlineOrder(paragraph: string): string[] | null {
  const flat = paragraph.replace(/\s+/g, ' ').trim();
  if (!flat || flat.length > 4000) return null;
  const marks = [...flat.matchAll(MARKER)];
  if (marks.length < 2 || marks[0]!.index !== 0 || numberOf(marks[0]!) !== 1) return null;
  // (Markers in order: each the next number; a later "(3)" out of order belongs to an item's text.)
  const chain: RegExpMatchArray[] = [marks[0]!];
  for (const m of marks.slice(1)) if (numberOf(m) === chain.length + 1) chain.push(m);
  if (chain.length < 2) return null;
  const items = chain.map((m, k) => {
    const end = k + 1 < chain.length ? chain[k + 1]!.index! : flat.length;
    let s = flat.slice(m.index! + m[0].length, end);
    for (let prev = ''; prev !== s; ) {
      prev = s;
      s = s.replace(JOINER, '');
    }
    return s.trim();
  });
  return items.every((s) => s !== '') ? items : null;
}
