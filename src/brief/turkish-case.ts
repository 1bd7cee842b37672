// Turkish writes two i's, dotted (i, İ) and dotless (ı, I). Lower-casing a column name written in capitals
// ("AÇIKLAMA", "KANIT", "ÖNCELİK") gives "açiklama", "kanit", "öncelik̇" (İ becomes i and a combining dot), and a
// pattern's `i` flag folds I only to i: none of them meets the word written in lower case ("açıklama", "kanıt",
// "öncelik"). The one place names are made comparable: every i reads as one letter, on both sides.

/** `s` lower-cased with the four i's as one: "AÇIKLAMA", "Açıklama" -> "açiklama"; "ÖNCELİK" -> "öncelik". */
export function foldTurkishI(s: string): string {
  return s.toLowerCase().replace(/\u0069\u0307/g, 'i').replace(/\u0131/g, 'i');
}

/** A word already escaped for a pattern (lower case, as prompts' words are), its i's matching any of the four in a
 *  pattern with the `i` flag: "açıklama" -> "aç[ıiİ]klama". Only a word with a letter beyond ASCII, as a Turkish
 *  one is written (an English pattern stays as it was). For a foldedRegExp (folded-regexp.ts), `capitals` false:
 *  it lower-cases the text, İ to i, and a capital in its source would cost it the fold. */
export function turkishITolerant(escaped: string, capitals = true): string {
  return /[^\x00-\x7f]/.test(escaped) ? escaped.replace(/[iı]/g, capitals ? '[ıiİ]' : '[ıi]') : escaped;
}

/** A set of names that answers for a name however its i's are written ("ÖNCELİK", "öncelik", "ÖNCELIK"): each name
 *  kept and asked as foldTurkishI gives it. */
export class TurkishFoldedSet extends Set<string> {
  override add(name: string): this {
    return super.add(foldTurkishI(name));
  }
  override has(name: string): boolean {
    return super.has(foldTurkishI(name));
  }
}
