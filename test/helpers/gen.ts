// Seeded random answers for property tests: the alphabet that breaks markdown renderers (unicode, emoji,
// CRLF, tabs, lines starting with #, >, -, |, fences, ---, {{, HTML comments). Same seed, same answers.
//
//   const g = gen(seed); g.text(); g.list(); g.oneLine();
//
// Seeds: HANDOFF_SEED=<n> runs from that base seed; HANDOFF_SEED=random picks one (and the failure message
// prints it). The default is a fixed base, so CI is reproducible.

import type { BriefAnswers, Kind, Outcome, ReturnAnswers } from '../../src/brief/types.js';

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function baseSeed(fallback: number): number {
  const env = process.env.HANDOFF_SEED;
  if (!env) return fallback;
  if (env === 'random') return (Math.random() * 0x7fffffff) >>> 0;
  const n = Number(env);
  if (!Number.isInteger(n)) throw new Error(`HANDOFF_SEED must be an integer or "random", not ${env}`);
  return n;
}

/** How many cases a property runs: HANDOFF_CASES overrides the default. */
export function caseCount(fallback: number): number {
  const n = Number(process.env.HANDOFF_CASES);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

const WORDS = [
  'parser', 'the', 'cache', 'naïve', 'façade', 'Straße', 'über', '世界', '日本語のテキスト', 'данные', 'العربية', 'שלום',
  '🚀', '👩‍💻', '🇯🇵', '✓', '—', '…', '«quote»', 'x', '42', 'a_b', '**bold**', '_em_', '`code`', '[link](http://example.com)',
  '<tag>', '&amp;', 'C#', 'F#', '#tag', '\\', '\\#', '|', 'a|b', '{{', '}}', '{{slot}}', '$HOME', '"q"', "'s'", '%s', '\u00a0', 'ǅ',
];

/** Line openers that change markdown block structure. */
const OPENERS = [
  '', '', '', '', '# ', '## ', '###### ', '#', '#######', '> ', '>', '- ', '-', '* ', '+ ', '1. ', '1) ', '| ', '|', '```', '```js', '~~~',
  '~~~~', '---', '----', '***', '___', '===', '= ', '{{', '<!--', '<!-- handoff:brief -->', '<div>', '<pre>', '<?', '<![CDATA[', '    ',
  '\t', ' ', '  ', '   ', '\\', '\\\\', '\\# ', '- [ ] ', '> # ', '-->', ' #', '\t# ', '  ```',
  '    ```', '     ~~~', '\t```', '  - ', '    - ', '   1. ', '- ```', '1. ~~~', '> ```', '<!-- x -->', '  ## ', '    # ', '- # ',
];

/** Whole lines that are structure on their own. */
const WHOLE = ['---', '***', '===', '```', '~~~', '| a | b |', '|---|---|', '', '', '  ', '\t', '#', '##', '-', '>', '<!--', '-->', '```md', '</pre>'];

export interface Gen {
  rand: () => number;
  int(n: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
  word(): string;
  line(): string;
  /** Multi-line text; may contain CRLF, tabs, fences and anything else in the alphabet. */
  text(maxLines?: number): string;
  /** A single line (no line breaks). */
  oneLine(): string;
  list(max?: number): string[];
}

export function gen(seed: number): Gen {
  const rand = mulberry32(seed);
  const int = (n: number) => Math.floor(rand() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const chance = (p: number) => rand() < p;
  const word = () => pick(WORDS);
  const phrase = () => Array.from({ length: 1 + int(5) }, word).join(chance(0.2) ? '\t' : ' ');
  const line = (): string => {
    if (chance(0.15)) return pick(WHOLE);
    return pick(OPENERS) + phrase() + (chance(0.1) ? pick([' #', ' ##', '  ', ' ', '\\', ' |', ' ```']) : '');
  };
  const text = (maxLines = 8): string => {
    const n = 1 + int(maxLines);
    const lines: string[] = [];
    for (let i = 0; i < n; i++) {
      if (chance(0.1)) {
        // A balanced fence, sometimes holding structure-looking lines.
        const mark = pick(['```', '~~~', '````']);
        lines.push(mark + pick(['', 'md', 'ts']), line(), pick(['## inside a fence', '---', line()]), mark);
      } else lines.push(line());
    }
    const eol = chance(0.2) ? '\r\n' : chance(0.05) ? '\r' : '\n';
    return lines.join(eol);
  };
  const oneLine = () => phrase() + (chance(0.3) ? ' ' + pick(OPENERS) + phrase() : '');
  const list = (max = 4) => Array.from({ length: int(max + 1) }, () => (chance(0.7) ? oneLine() : text(4)));
  return { rand, int, pick, chance, word, line, text, oneLine, list };
}

const nonEmpty = (g: Gen, make: () => string): string => {
  for (;;) {
    const v = make();
    if (v.trim()) return v;
    void g;
  }
};

export function randomBrief(g: Gen, kind: Pick<Kind, 'questions'>): BriefAnswers {
  const fields: Record<string, string> = {};
  for (const q of kind.questions) {
    if (q.choices?.length) fields[q.name] = g.pick(q.choices);
    else if (q.required || g.chance(0.6)) fields[q.name] = q.required ? nonEmpty(g, () => g.text()) : g.text();
  }
  return {
    title: nonEmpty(g, () => g.oneLine()),
    why: nonEmpty(g, () => g.text()),
    deliver: nonEmpty(g, () => g.text()),
    fields,
    context: g.chance(0.5) ? g.text() : '',
    decided: g.list(),
    deadEnds: g.list(),
    pointers: g.list(),
    outOfScope: g.list(),
    firstStep: nonEmpty(g, () => g.text(3)),
  };
}

export function randomReturn(g: Gen): ReturnAnswers {
  return {
    outcome: g.pick<Outcome>(['answered', 'partial', 'blocked', 'abandoned']),
    answer: g.chance(0.9) ? g.oneLine() : '',
    findings: g.list(5),
    recommendations: g.list(),
    deadEnds: g.list(),
    evidence: g.list(),
    questions: g.list(),
  };
}
