// An expression with the i and u flags, run without the i flag on the lower-cased text wherever that gives the
// same match, and as itself elsewhere.
//
// Why: V8 compiles a word list 3-4 times slower under i and u than under u alone (every letter's case
// equivalents come from ICU, for the bytecode and again for the native code). The severity heading pattern,
// ~6,700 characters of words from prompts/severities.txt, cost 100-200 ms on the first heading of a return that
// named a severity; under u alone ~40 ms.
//
// The same match, when (checked per text, cheap):
// - lower-casing keeps the text's length (not "İ"), so every offset of the lower-cased text is the text's own;
// - every character's lower case is the lower case of its upper case: toLowerCase then gives what the i and u
//   flags compare (simple case folding). The few where it does not ("ſ", "µ", "ϐ", U+0345, a lone "ς") make
//   the text go to the i+u expression; "ß" and "ı" (Turkish, German) are their own folds, and stay;
// - a final "ς" (toLowerCase writes it at a word's end) is compared as "σ", as folding does;
// - the pattern's own letters are their own fold (the word lists are lower case): a pattern with any other
//   letter ("A", "ſ", "µ") is always run as itself. ("ı" and "ß" are their own folds.)
// Groups are cut from the text itself (d flag), not from its lower case. Held to the i+u expression by
// test/unit/folded-regexp.test.ts.

import { lazyRegExp } from './lazy-regexp.js';

export interface FoldedRegExp {
  /** What `pattern.exec(text)` gives from index 0 (the first match): its groups and index; not `groups`/`indices`. */
  exec(text: string): RegExpExecArray | null;
  /** What `text.replace(pattern, '')` gives: every match cut with the g flag, else the first. */
  strip(text: string): string;
  /** The i+u expression itself (made on first use): the reference, and what a text the fold cannot read gets. */
  readonly pattern: RegExp;
  /** Whether the pattern's letters allow folding at all (see above); when not, every text gets `pattern`. */
  readonly folds: boolean;
}

/** How a text is read beside the pattern. */
export interface FoldOptions {
  /** The pattern reads Turkish i's as one ("[ıi]", turkish-case.ts turkishITolerant): the text's capital "İ" is read as
   *  i before lower-casing ("ÖNCELİK" as "öncelik"), where toLowerCase would give i and a combining dot. Said by the
   *  caller that built the pattern from such words; every other pattern reads "İ" as the i+u expression does. */
  turkishI?: boolean;
}

/** `mayMatch`, when given, is lazyRegExp's: a cheap necessary condition; a text it refuses matches nothing. */
export function foldedRegExp(source: string, flags: string, mayMatch?: (text: string) => boolean, { turkishI = false }: FoldOptions = {}): FoldedRegExp {
  if (!flags.includes('i') || !flags.includes('u') || flags.includes('y')) throw new Error(`foldedRegExp: flags ${flags}: i and u, not y`);
  const pattern = lazyRegExp(() => new RegExp(source, flags));
  let folded: RegExp | undefined;
  /** The lower-cased text as the fold compares it, or undefined for a text the fold cannot read (see above). */
  const fold = (text: string): string | undefined => {
    // (Turkish "İ" lower-cases to i and a combining dot: where the pattern reads the i's as one (turkishI), read as
    // i, "ÖNCELİK" as "öncelik". Nowhere else: the fold is the i+u expression.)
    const lower = (turkishI && text.includes('\u0130') ? (text = text.replace(/\u0130/g, 'i')) : text).toLowerCase();
    // ("ß" and "ı" are their own folds and no other letter's but "ẞ"'s lower case: they may stand anywhere.)
    const rest = /[ßı]/.test(text) ? text.replace(/[ßı]/g, '') : text;
    if (!canFold || lower.length !== text.length || rest.toLowerCase() !== rest.toUpperCase().toLowerCase()) return undefined;
    folded ??= new RegExp(source, `${flags.replace('i', '')}d`);
    folded.lastIndex = 0;
    return lower.includes('ς') ? lower.replace(/ς/g, 'σ') : lower;
  };
  // (A code point written as an escape, "\uFE0F", is that character, not the letters of its hex digits.)
  const letters = source.replace(/\\u\{([0-9a-fA-F]{1,6})\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})|\\[pP]\{[^}]*\}|\\[^]/g, (_, a?: string, b?: string, c?: string) => {
    const hex = a ?? b ?? c;
    return hex ? String.fromCodePoint(parseInt(hex, 16)) : '';
  });
  const canFold = [...letters].every((c) => c === 'ı' || c === 'ß' || (c === c.toLowerCase() && c === c.toUpperCase().toLowerCase()));
  return {
    pattern,
    folds: canFold,
    exec(text) {
      if (mayMatch && !mayMatch(text)) return null;
      const lower = fold(text);
      pattern.lastIndex = 0;
      if (lower === undefined) return pattern.exec(text);
      const m = folded!.exec(lower);
      if (!m) return null;
      const out = m.indices!.map((at) => (at ? text.slice(at[0], at[1]) : undefined)) as unknown as RegExpExecArray;
      out.index = m.index;
      out.input = text;
      return out;
    },
    strip(text) {
      if (mayMatch && !mayMatch(text)) return text;
      const lower = fold(text);
      pattern.lastIndex = 0;
      if (lower === undefined) return text.replace(pattern, '');
      let out = '';
      let from = 0;
      for (let m = folded!.exec(lower); m; m = folded!.global ? folded!.exec(lower) : null) {
        out += text.slice(from, m.index);
        from = m.index + m[0].length;
        // An empty match moves on by one character, as replace does (a code point: the u flag).
        if (m[0] === '') folded!.lastIndex += (lower.codePointAt(m.index) ?? 0) > 0xffff ? 2 : 1;
      }
      return out + text.slice(from);
    },
  };
}
