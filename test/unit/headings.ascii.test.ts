// headings.ts reads an ASCII heading with ASCII classes (no Unicode regular expressions to compile).
// Both paths must give the same words: held here on generated headings of the characters that matter
// (numbering, emphasis marks, brackets, colons, apostrophes, ampersands, digits, roman numerals).

import { describe, expect, it } from 'vitest';
import { normalizeHeading, toPhrase } from '../../src/brief/headings.js';
import { baseSeed, caseCount, mulberry32 } from '../helpers/gen.js';

const PIECES = [
  'Dead', 'ends', 'Next', 'STEPS', 'f1', 'F1.', '2.', '3)', '1.2.3', 'iv.', 'IV)', 'xi.', 'XIV)', 'a)', 'b.', 'x1:', 'i', 'v', '#', '**', '__', '`', '~~',
  '(each with why)', '(', ')', '[', ']', ':', ' : ', "'", "won't", '&', '-', '--', '—', ' ', '  ', '\t', '.', ',', '!', '?', '/', 'R&D', '42', '0',
];

function gen(rnd: () => number): string {
  const n = 1 + Math.floor(rnd() * 7);
  return Array.from({ length: n }, () => PIECES[Math.floor(rnd() * PIECES.length)]!).join(rnd() < 0.7 ? ' ' : '').replace(/—/g, '-');
}

describe('normalizeHeading: the ASCII path reads as the Unicode one', () => {
  it(`${caseCount(5000)} seeded random ASCII headings`, () => {
    const base = baseSeed(0xa5c11);
    for (let i = 0; i < caseCount(5000); i++) {
      const seed = base + i;
      const h = gen(mulberry32(seed));
      // A zero-width space is dropped by the Unicode path first: the same heading, read the other way.
      expect(normalizeHeading(h), `HANDOFF_SEED=${seed} HANDOFF_CASES=1 ${JSON.stringify(h)}`).toBe(normalizeHeading(`${h}\u200b`));
    }
  });

  it('plain-word phrases read the same both ways', () => {
    const base = baseSeed(0xa5c12);
    for (let i = 0; i < caseCount(2000); i++) {
      const h = gen(mulberry32(base + i));
      // (An elided article, "d'", "l'", is taken out before either path: headings.ts ELISION.)
      const h0 = h.replace(/(^|[^\p{L}'’])(?:[dl]|qu|jusqu|lorsqu|puisqu|dell|dall|nell|sull|all|quell|un)['’](?=\p{L})/giu, '$1');
      const ref = /^[\p{L}\p{N} '’-]+$/u.test(h0) && !/^\d/.test(h0) ? h0.toLowerCase().replace(/['’]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim() : normalizeHeading(`${h0}\u200b`);
      expect(toPhrase(h).flat, JSON.stringify(h)).toBe(ref.replace(/\s+/g, ''));
      expect(toPhrase(h).cjk).toBe(false);
    }
  });

  it('examples', () => {
    expect(normalizeHeading('  2) **Dead Ends** (each with why):  ')).toBe('dead ends');
    expect(normalizeHeading('F1. Cache key ignores locale')).toBe('cache key ignores locale');
    expect(normalizeHeading('R&D: Next steps')).toBe('r and d next steps');
    expect(toPhrase('次のステップ').cjk).toBe(true);
  });
});
