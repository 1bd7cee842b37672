// foldedRegExp runs an i+u expression without the i flag on the lower-cased text where that is the same match
// (src/brief/folded-regexp.ts says why). Held here to the i+u expression itself: on every code point, on
// generated headings of the severity words, and on the texts that must go to the i+u expression.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foldedRegExp, type FoldedRegExp } from '../../src/brief/folded-regexp.js';
import { parseSeverityWords, severityExpressions } from '../../src/brief/findings.js';

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
    const letters = [...new Set([...words.toLowerCase(), 'ß', 'ı', 'i', 's', 'k', 'σ', 'μ'].filter((c) => /\p{L}/u.test(c)))];
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

  it('cuts its groups and what it strips from the text, not from its lower case, and reads the texts it cannot fold as the i+u expression', () => {
    const f = foldedRegExp('(high|hoch|σοβαρό|grand|ſtop)\\s+(issues?)?', 'iu');
    expect([...f.exec('## HIGH Issues')!]).toEqual(['HIGH Issues', 'HIGH', 'Issues']);
    expect(f.exec('## HIGH Issues')!.index).toBe(3);
    for (const t of ['HOCH  x', 'groß high issue', 'yüksek ıssue high', 'ΣΟΒΑΡΌ ', 'σοβαρό issue', 'GRAND İssue', 'Stop issue', 'ſtop issue', 'ſTOP issue', 'hıgh issue', 'HİGH issue', 'µ high issues', 'groß high issue', 'ΟΔΟΣ high issue', 'nothing']) same(f, t);
    const g = foldedRegExp('(?:high|ſx|)\\s?', 'giu');
    const g2 = foldedRegExp('(?:high|)\\s?', 'giu');
    for (const t of ['HIGH high x High', '𐐀high ', 'ſx high', '']) {
      expect(g.strip(t), t).toBe(t.replace(new RegExp(g.pattern.source, 'giu'), ''));
      expect(g2.strip(t), t).toBe(t.replace(new RegExp(g2.pattern.source, 'giu'), ''));
    }
    expect(() => foldedRegExp('x', 'u')).toThrow();
    expect(() => foldedRegExp('x', 'iuy')).toThrow();
  });

  it('reads a code point written as an escape as that character: a mark folds, a capital letter does not', () => {
    // (A pattern with "\\uFE0F" once counted the "F" and "E" of its hex digits as capitals and ran at the old cost.)
    expect(foldedRegExp('high\\uFE0F?', 'iu').folds).toBe(true);
    expect(foldedRegExp('high\\u{FE0F}?', 'iu').folds).toBe(true);
    expect(foldedRegExp('\\u0041b', 'iu').folds).toBe(false);
    expect(foldedRegExp('\\x41b', 'iu').folds).toBe(false);
    for (const [src, t] of [['\\u0041b', 'ab AB'], ['high\\uFE0F? x', 'HIGH\uFE0F X']] as const) same(foldedRegExp(src, 'iu'), t);
  });
  it('the severity expressions give the i+u result (match, groups, what is cut) on generated headings and titles', () => {
    const text = readFileSync(new URL('../../prompts/severities.txt', import.meta.url), 'utf8');
    const sw = parseSeverityWords(text);
    const list = (alt: string) => alt.split('|').map((w) => w.replace(/\\/g, '')).filter(Boolean);
    const words = [...new Set([...sw.map.keys(), ...list(sw.groupWords), ...list(sw.valueWords)])];
    const nouns = list(sw.nouns);
    const labels = list(sw.labels);
    expect(words.length).toBeGreaterThan(150);
    expect(nouns.length).toBeGreaterThan(5);
    const cases = [(s: string) => s, (s: string) => s.toUpperCase(), (s: string) => s.charAt(0).toUpperCase() + s.slice(1)];
    // (w: a severity word, n: a severity noun, l: a severity label, x: a character the fold may not read)
    const shapes: ((w: string, n: string, l: string, x: string) => string)[] = [
      (w) => w,
      (w) => `🔴 ${w}`,
      (w) => `${w} Issues`,
      (w) => `${w}s`,
      (w) => `${w} Security Findings`,
      (w) => `Problemas de prioridad ${w}`,
      (w, n) => `${n}: ${w}`,
      (w, n) => `${w} ${n}`,
      (w) => `P1 ${w} priority items`,
      (w) => `${w}x issues`,
      (w) => `— ${w} — (2)`,
      (w, n, l, x) => `${x} ${w} ${n}`,
      (w, n, l, x) => `**[${w}]** The cache ${x} leaks`,
      (w, n, l) => `The cache leaks (${l}: ${w}) [${w}-2] [${w}/Security]`,
      (w) => `[${w} 1] x [ ${w} ]`,
      (w) => `- [x] ${w}: the pager skips`,
      (w) => `1. **${w}** — the pager skips`,
      (w) => `🟠 ${w} #3: cache never expires`,
      (w) => `${w} 2 -- y`,
      (w, n, l) => `**${l}**: ${w} — the pager`,
      (w, n, l) => `- ${l}:   🔴 ${w}\nmore`,
      (w, n, l) => `first line\n${l}：${w}`,
      (w, n, l, x) => `pager leak — ${l}: ${w}; ${x} impact: ${w}`,
      (w, n, l, x) => `a ${w} severity ${x} problem; ${w} priority`,
      (w) => `Severity: ${w} — the pager skips`,
      (w, n, l, x) => `${w} uyarılar ${x} Maßnahmen`,
      (w, n, l, x) => `- **Priority**: ${w}: ${x} cache`,
    ];
    const TRICKY = ['ſ', 'ı', 'İ', 'µ', 'ϐ', '\u0345', 'ß', 'ẞ', 'ς', 'Σ', 'ΟΔΟΣ', 'K', 'Å', 'ǅ', '𐐀', 'x'];
    const exprs = severityExpressions();
    expect(Object.keys(exprs).length).toBe(10);
    // (They fold: their word lists are lower case. A letter that is not its own fold would make them run as
    // the i+u expression, the same results at the old cost.)
    for (const [name, f] of Object.entries(exprs)) expect(f.folds, name).toBe(true);
    // The i+u expressions as they were: "[ xXvV✓✔☑]" is now written "[ xv✓✔☑]" (the same class under i).
    const old = Object.fromEntries(Object.entries(exprs).map(([k, f]) => [k, new RegExp(f.pattern.source.replace('[ xv✓✔☑]', '[ xXvV✓✔☑]'), f.pattern.flags)]));
    expect(Object.values(old).filter((r) => r.source.includes('[ xXvV✓✔☑]')).length).toBe(2);
    const STRIPPED = new Set(['tagAround', 'labelLead', 'tag']); // (the ones the reader cuts from titles)
    const matched: Record<string, number> = {};
    let texts = 0;
    for (const [i, w] of words.entries()) {
      for (const [k, shape] of shapes.entries()) {
        for (const c of cases) {
          const t = c(shape(w, nouns[i % nouns.length]!, labels[(i + k) % labels.length]!, TRICKY[(i + k) % TRICKY.length]!));
          texts++;
          for (const [name, f] of Object.entries(exprs)) {
            const a = f.exec(t);
            const r = old[name]!;
            r.lastIndex = 0;
            const b = r.exec(t);
            expect(a && [...a], `${name}: ${t}`).toEqual(b && [...b]);
            expect(a?.index, `${name}: ${t}`).toBe(b?.index);
            r.lastIndex = 0;
            if (STRIPPED.has(name)) expect(f.strip(t), `${name}: ${t}`).toBe(t.replace(r, ''));
            if (b) matched[name] = (matched[name] ?? 0) + 1;
          }
        }
      }
    }
    expect(texts).toBeGreaterThan(10000);
    for (const name of Object.keys(exprs)) expect(matched[name] ?? 0, name).toBeGreaterThan(200);
  }, 120_000);
});
