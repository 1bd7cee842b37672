// Word lists kept as data in prompts/: lines of "key: word, word, …" (a key may come back on later lines). Pure.

/** `s` as a regexp matching exactly it (every metacharacter escaped). */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const esc = escapeRegExp;

/** The words of `text`'s lines for each of `keys`, lower-cased and trimmed, in the order written. */
export function keyedLists<K extends string>(text: string, keys: readonly K[]): Record<K, string[]> {
  const out = Object.fromEntries(keys.map((k) => [k, [] as string[]])) as Record<K, string[]>;
  const line = new RegExp(`^\\s*(${keys.map(esc).join('|')})\\s*:\\s*(.*)$`);
  for (const raw of text.split('\n')) {
    const m = line.exec(raw);
    if (m) out[m[1] as K].push(...m[2]!.split(',').map((w) => w.trim().toLowerCase()).filter(Boolean));
  }
  return out;
}

/** The words of `text`'s `key:` lines. */
export const keyedWords = (text: string, key: string): string[] => keyedLists(text, [key])[key]!;

/** The scripts written without blanks between words (Chinese, Japanese, Korean), as a regexp class for the u flag:
 *  a phrase in them is matched where it stands, with no word boundary around it. */
export const CJK_CLASS = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}]';
let cjkRe: RegExp | undefined;
/** Does `s` hold a character of CJK_CLASS? (The pattern made on first use: a script class costs ~1 M instructions
 *  to parse.) */
export const hasCjk = (s: string): boolean => (cjkRe ??= new RegExp(CJK_CLASS, 'u')).test(s);

/** Does `text` hold one of `words` (lower case) as whole words, punctuation read as a blank? A phrase in Chinese, Japanese
 *  or Korean is matched where it stands. */
export function holdsListedPhrase(text: string, words: readonly string[]): boolean {
  const t = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  return words.some((w) => (hasCjk(w) ? t.includes(w) : t.includes(` ${w} `)));
}

/** Phrases as one regexp alternation: each escaped, a blank inside one matching any run of blanks, longest first (so
 *  a phrase wins over its own first word), duplicates once; an empty list matches nothing. */
export const phraseAlternation = (ws: readonly string[]): string =>
  [...new Set(ws)].sort((a, b) => b.length - a.length).map((w) => esc(w).replace(/ /g, '[ \\t]+')).join('|') || '(?!)';
