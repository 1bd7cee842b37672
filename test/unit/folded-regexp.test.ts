// foldedRegExp runs an i+u expression without the i flag on the lower-cased text where that is the same match
// (src/brief/folded-regexp.ts says why). Held here to the i+u expression itself: on every code point, on
// generated headings of the severity words, and on the texts that must go to the i+u expression.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foldedRegExp, type FoldedRegExp } from '../../src/brief/folded-regexp.js';
import { parseSeverityWords, severityHeadingExpressions } from '../../src/brief/findings.js';

/** The folded matcher and the i+u expression agree on `text`: match, every group, index. */
function same(f: FoldedRegExp, text: string): boolean {
  const a = f.exec(text);
  f.pattern.lastIndex = 0;
  const b = f.pattern.exec(text);
  expect(a && [...a], text).toEqual(b && [...b]);
  expect(a?.index, text).toBe(b?.index);
  return b !== null;
}

const TRICKY = ['ſ', 'ı', 'İ', 'µ', 'ϐ', '\u0345', 'ß', 'ẞ', 'ς', 'Σ', 'K', 'Å', 'Ω', 'ǅ', 'ﬀ', 'Ꭰ', 'ꭰ', 'Ა', 'ϴ', '𐐀', '𐐨'];

describe('foldedRegExp', () => {
  it('is the i+u expression on every code point the fold keeps, one letter and a class', () => {
    // Every character the fold reads (not those sent to the i+u expression), against patterns of one literal
    // letter each (the letters of the severity words and more) and of the letter classes the readers use.
    const chars: string[] = [];
    for (let c = 0; c <= 0x1ffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      chars.push(String.fromCodePoint(c));
    }
    const words = readFileSync(new URL('../../prompts/severities.txt', import.meta.url), 'utf8');
    const letters = [...new Set([...words.toLowerCase()].filter((c) => /\p{L}/u.test(c)))];
    expect(letters.length).toBeGreaterThan(100);
    // (A letter matches only its case equivalents under i and u: characters that upper- or lower-casing changes.)
    const cased = chars.filter((c) => c.toLowerCase() !== c || c.toUpperCase() !== c);
    const patterns: [string, string[]][] = [
      ...letters.map((l): [string, string[]] => [`^${l}$`, [...cased, ...letters]]),
      ...['^[\\p{L}\\p{N}]$', '^[^\\p{L}\\p{N}]$', '^[\\p{L}-]$', '^\\w$'].map((p): [string, string[]] => [p, chars]),
    ];
    let folded = 0;
    for (const [source, texts] of patterns) {
      const f = foldedRegExp(source, 'iu');
      const plain = new RegExp(source, 'iu');
      for (const c of texts) {
        const a = f.exec(c) !== null;
        if (a !== plain.test(c)) expect(`${source} on U+${c.codePointAt(0)!.toString(16)}: ${a}`).toBe(`${source}: ${!a}`);
      }
      folded++;
    }
    expect(folded).toBe(patterns.length);
  }, 120_000);

  it('cuts its groups from the text, not from its lower case, and reads the texts it cannot fold as the i+u expression', () => {
    const f = foldedRegExp('(high|hoch|σοβαρό|grand|ſtop)\\s+(issues?)?', 'iu');
    expect([...f.exec('## HIGH Issues')!]).toEqual(['HIGH Issues', 'HIGH', 'Issues']);
    expect(f.exec('## HIGH Issues')!.index).toBe(3);
    for (const t of ['HOCH  x', 'ΣΟΒΑΡΌ ', 'σοβαρό issue', 'GRAND İssue', 'Stop issue', 'ſtop issue', 'ſTOP issue', 'hıgh issue', 'HİGH issue', 'µ high issues', 'groß high issue', 'ΟΔΟΣ high issue', 'nothing']) same(f, t);
    expect(() => foldedRegExp('x', 'u')).toThrow();
    expect(() => foldedRegExp('x', 'giu')).toThrow();
  });

  it('the severity heading expressions give the i+u result on generated headings', () => {
    const text = readFileSync(new URL('../../prompts/severities.txt', import.meta.url), 'utf8');
    const sw = parseSeverityWords(text);
    const list = (alt: string) => alt.split('|').map((w) => w.replace(/\\/g, '')).filter(Boolean);
    const words = [...new Set([...sw.map.keys(), ...list(sw.groupWords), ...list(sw.valueWords)])];
    const nouns = list(sw.nouns);
    expect(words.length).toBeGreaterThan(150);
    expect(nouns.length).toBeGreaterThan(5);
    const cases = [(s: string) => s, (s: string) => s.toUpperCase(), (s: string) => s.charAt(0).toUpperCase() + s.slice(1)];
    const shapes = [
      (w: string, n: string) => w,
      (w: string, n: string) => `🔴 ${w}`,
      (w: string, n: string) => `${w} Issues`,
      (w: string, n: string) => `${w}s`,
      (w: string, n: string) => `${w} Security Findings`,
      (w: string, n: string) => `Problemas de prioridad ${w}`,
      (w: string, n: string) => `${n}: ${w}`,
      (w: string, n: string) => `${w} ${n}`,
      (w: string, n: string) => `P1 ${w} priority items`,
      (w: string, n: string) => `${w}x issues`,
      (w: string, n: string) => `— ${w} — (2)`,
      (w: string, n: string) => `${w} ſecurity issues`,
      (w: string, n: string) => `${w} İssues`,
      (w: string, n: string) => `${w} ΟΔΟΣ issues`,
      (w: string, n: string) => `${w} groß issues`,
      (w: string, n: string) => `${TRICKY[w.length % TRICKY.length]} ${w} ${n}`,
    ];
    const { heading, nounLevel } = severityHeadingExpressions();
    // (They fold: their word lists are lower case. A letter that is not its own fold would make them run as
    // the i+u expression, the same results at the old cost.)
    expect([heading.folds, nounLevel.folds]).toEqual([true, true]);
    expect(foldedRegExp('ſtop', 'iu').folds).toBe(false);
    expect(foldedRegExp('\\p{L}\\P{N}\\W uyarılar', 'iu').folds).toBe(true);
    let texts = 0;
    const matched = { heading: 0, nounLevel: 0 };
    for (const [i, w] of words.entries()) {
      for (const shape of shapes) {
        for (const c of cases) {
          const t = c(shape(w, nouns[i % nouns.length]!));
          texts++;
          if (same(heading, t)) matched.heading++;
          if (same(nounLevel, t)) matched.nounLevel++;
        }
      }
    }
    expect(texts).toBeGreaterThan(4000);
    expect(matched.heading).toBeGreaterThan(1000);
    expect(matched.nounLevel).toBeGreaterThan(300);
  });
});
