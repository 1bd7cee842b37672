// The cheap tests that spare compiling two word-list patterns (speed3) never refuse a text the pattern matches:
// repair-marks.ts's tick before a repair word (a repair word within reach after a tick) and findings.ts's stated
// check (a writer word counts only before a verified phrase). Held against the plain pattern, built here from the
// same words, on generated texts at the edge of the reach. Synthetic texts only.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withoutRepairTicks } from '../../src/brief/repair-marks.js';
import { verificationOf } from '../../src/brief/findings.js';
import { hasCjk, keyedWords, phraseAlternation } from '../../src/brief/keyed-words.js';
import { STATUS_KEY } from '../../src/brief/status-fields.js';

const prompts = join(__dirname, '..', '..', 'prompts');
const repairWords = keyedWords(readFileSync(join(prompts, 'outcomes.txt'), 'utf8'), 'count done');
const label = `(?:(?:${STATUS_KEY})[*_]{0,2}[ \\t]{0,2}[:：][ \\t*_]{0,6})?`;
const plain = new RegExp(`[✅✔☑]\\uFE0F?(?=[ \\t*_]{0,6}${label}(?:(?:${phraseAlternation(repairWords.filter((w) => !hasCjk(w)))})(?![\\p{L}\\p{N}])|(?:${phraseAlternation(repairWords.filter(hasCjk))})))`, 'giu');

describe('a tick before a repair word', () => {
  it('is blanked wherever the plain pattern finds it, at the edge of the reach too', () => {
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) >>> 0) % n);
    const pick = <T>(xs: readonly T[]) => xs[rand(xs.length)]!;
    const marks = ['', ' ', '*', '_', '\t', '**', ' **', '  __ *'];
    const labels = ['', ...STATUS_KEY.split('|').map((k) => `${k}`), 'ZUSTAND', 'Статус'];
    const words = [...repairWords, 'FIXED', 'Behoben', 'verified', 'confirmed', 'fixedly', 'done-ish', '已修复', 'ok'];
    for (let i = 0; i < 3000; i++) {
      const lead = pick(['', 'Cache key — ', '- ', '| B2 | ']);
      const tick = pick(['✅', '✅\uFE0F', '✔', '☑']);
      const lab = pick(labels);
      const text = `${lead}${tick}${pick(marks).slice(0, 6)}${lab}${lab ? `${pick(['', '*', '**'])}${pick(['', ' ', '  '])}${pick([':', '：'])}${pick(marks).slice(0, 6)}` : ''}${pick(words)}${pick(['', '.', ' in abc123', 'ly'])}`;
      expect(withoutRepairTicks(text), text).toBe(text.replace(plain, (m) => ' '.repeat(m.length)));
    }
  });

  it('is blanked at the far edge: a variation selector, six marks, the longest label, its marks and colon, six more', () => {
    for (const k of STATUS_KEY.split('|')) {
      const longest = [...repairWords].sort((a, b) => b.length - a.length)[0]!;
      for (const w of ['fixed', 'Erledigt', '已修复', longest, longest.toUpperCase()]) {
        const text = `✅\uFE0F  __ *${k.toUpperCase()}**  ：  __ *${w}`;
        expect(withoutRepairTicks(text), text).toBe(text.replace(plain, (m) => ' '.repeat(m.length)));
        expect(withoutRepairTicks(text).startsWith('  '), text).toBe(true);
      }
    }
  });

  it('leaves a tick before other words alone', () => {
    expect(withoutRepairTicks('✅ confirmed by a failing test')).toBe('✅ confirmed by a failing test');
    expect(withoutRepairTicks('| B3 | Token slice. | niedrig | ✅ |')).toBe('| B3 | Token slice. | niedrig | ✅ |');
  });
});

describe('a check the writer states, with the writer as its subject', () => {
  it('is verification, in the languages of the writer words', () => {
    for (const s of ['I timed it on sample data: 9 ms.', 'We measured on the replica.', 'The sum skips refunds. I checked against the source.', 'Я замерил на копии.', 'Nous avons mesuré sur la copie.']) {
      expect(verificationOf(`Cache drifts\n${s}`)?.verified, s).toBe(true);
    }
  });

  it('is not read into sentences that only open with the same letters', () => {
    for (const s of ['In staging the cache drifts.', 'If the key is empty it crashes.', 'We should measure it later.']) {
      expect(verificationOf(`Cache drifts\n${s}`), s).toBeUndefined();
    }
  });
});
