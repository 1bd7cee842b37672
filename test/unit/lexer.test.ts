// lexer.ts gives marked a tokenizer that skips five of its rules where a cheap check says the rule cannot
// match. That is only right if the tokens never change: held here against plain marked on random
// documents made of the lines those rules care about (setext underlines, tables, HTML, quotes, link
// definitions, lists, fences and the lines next to them), on every corpus document and on every markdown
// file of the repo. A failure names its seed: rerun with HANDOFF_SEED=<seed> HANDOFF_CASES=1.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as lexer from '../../src/brief/lexer.js';
import { blockTokens, maySetext, textRunEnd } from '../../src/brief/lexer.js';
import { baseSeed, caseCount, mulberry32 } from '../helpers/gen.js';
import { corpusDocs } from '../helpers/corpus.js';
import { needs } from '../helpers/prereq.js';
import { repoMarkdownFiles } from '../helpers/repo-markdown.js';

const marked = createRequire(import.meta.url)('marked') as typeof import('marked');
const plain = (src: string) => new marked.Lexer({ gfm: true }).blockTokens(src, []);

function expectSameTokens(src: string, label: string): void {
  expect(JSON.stringify(blockTokens(src)), `${label}\n${JSON.stringify(src)}`).toBe(JSON.stringify(plain(src)));
}

const LINES = [
  '', '', '', '   ', '\u00a0', '\t', 'para text', 'Title', 'Ünïcode 日本 text', '42 tests pass', 'x\u2028y',
  '===', '==', '=', '---', '--', '-', ' ---', '   ===  ', '    ===', '- - -', '***', '___', '* * *', '_ _ _', '*\t*\t*', '**', '__',
  '**Bold:** lead', '*emph* start', '_under_ start', '__init__ called', '***bold italic***', '* * * x',
  '- item', '-item', '* star', '+ plus', '1. one', '2) two', '1.no', '1234567890. long', '  - nested', '   1. deep', '  continuation',
  '# H1', '## H2', '#nospace', '###### six', '####### seven',
  '> quote', '>', '   > three', '    > four', '> - quoted item', '> ===',
  '```', '```js', '~~~', '````', '``` x ` y', '    code', '\tcode',
  '<div>', '</div>', '<!-- c -->', '<!-- open', '-->', '<!-->', '<!--->', '<!---->', '<!-- a --> tail', '   <!-- three -->', '    <!-- four -->',
  '<!-- a --> <!-- b -->', '<!-- x -- y -->', 'text <!-- inline -->', '- <!-- listed -->', '> <!-- quoted -->', '<!--', '<!-- handoff:brief id=x kind=task -->', '<span>inline</span>', '<details>', '<script>', '</script>', '<?php', '<!DOCTYPE html>', '<![CDATA[', ' <br/>', '<a href="x">',
  '[ref]: http://x', '[ref]: <a b> "t"', ' [x]: y', '[not a def]', '[a]:', '[b]: (c)',
  '| a | b |', '|---|---|', '| --- | :-: |', 'a | b', '--|--', ':-:|:-', '|-', ':-', '-|-', 'a|b|c', '| x |',
  '- | -', ' --- | --- ', '|--- x', '-:', '|:--|', '   |---|', '    |---|', '-\t|', '- x | y',
];

describe('the checked tokenizer gives the tokens plain marked gives', () => {
  it(`${caseCount(4000)} seeded random documents of the lines the checks skip on`, () => {
    const base = baseSeed(0x1e8e4);
    for (let i = 0; i < caseCount(4000); i++) {
      const seed = base + i;
      const rnd = mulberry32(seed);
      const n = 1 + Math.floor(rnd() * 16);
      const md = Array.from({ length: n }, () => LINES[Math.floor(rnd() * LINES.length)]!).join('\n');
      expectSameTokens(md, `HANDOFF_SEED=${seed} HANDOFF_CASES=1`);
    }
  });

  needs('corpus').it('every corpus document', () => {
    for (const d of corpusDocs()) expectSameTokens(d.text, d.name);
  });

  it(`${caseCount(2000)} seeded list items with many continuation lines (the text rule reads prose runs at once)`, () => {
    const base = baseSeed(0x7e47);
    const PROSE = ['para text', 'Title', 'Ünïcode 日本 text', '42 tests pass', '**Bold:** lead', '`code` x', '(aside)', 'x | y', '1.5 s',
      '-----BEGIN RSA PRIVATE KEY-----', '-----END CERTIFICATE-----', '--flag x', '#123 issue', '##x', '*args', '_x_', '__init__', '=x', '==', ':x', ':-', '::x',
      '[04:10] job done', '[abc', '[a] b', '[a]: b', '[a]:', '[]', ']: x', '~x', '~~x', '~~~', '``x', '`x', '\\-x', '!x', '"q"', '$ cmd', '.', '/p', '@u', '{x}',
      '\u00a0x', '\u3000', '\u2028', '✅ done', '• dot', '1) x', '1.', '10.x', '+x', '+ x', '*x*', '-x', '- x', '--', '***x', '___x', '\ty', '|x', '|---|', '-|-'];
    const pool = [...LINES, ...PROSE, ...PROSE, ...PROSE];
    for (let i = 0; i < caseCount(2000); i++) {
      const seed = base + i;
      const rnd = mulberry32(seed);
      const n = 1 + Math.floor(rnd() * 24);
      const pick = () => pool[Math.floor(rnd() * pool.length)]!;
      const indent = ['  ', '  ', '   ', '', '    '];
      const item = `${rnd() < 0.5 ? '- ' : '1. '}${pick()}${Array.from({ length: n }, () => `\n${indent[Math.floor(rnd() * indent.length)]}${pick()}`).join('')}`;
      const md = rnd() < 0.3 ? `${pick()}\n\n${item}\n${pick()}` : item;
      expectSameTokens(md, `HANDOFF_SEED=${seed} HANDOFF_CASES=1`);
    }
  });

  it(`${caseCount(4000)} seeded plain lists (read without marked's list rule) and what stands around them`, () => {
    // lexer.ts plainList builds the tokens of a list of one-line prose items itself; anything else falls to
    // marked. Items and their neighbours here are drawn to sit on both sides of each of its conditions.
    const base = baseSeed(0x9a1157);
    const TEXTS = ['para text', 'Title', 'Ünïcode 日本 text', 'a', 'x | y', 'tail  ', 'tab\there', '[ ] task', '[x] done', 'b <!-- c -->',
      '42 tests', '`code` x', '**Bold:** x', '#123', '- nested', '* star', 'a\u2028b', '\u00a0x', '日本', 'see http://x.y', 'ends with ##', 'x ===', 'x ---'];
    const AFTER = [...LINES, 'para text', 'Title', ' one space', '  two spaces', '   three', '\tx', '- item', '* star', '+ plus', '1. one', '~~~', '```', '# H', '> q', '<div>', '---', '==='];
    let taken = 0;
    for (let i = 0; i < caseCount(4000); i++) {
      const seed = base + i;
      const rnd = mulberry32(seed);
      const pick = <T>(a: readonly T[]) => a[Math.floor(rnd() * a.length)]!;
      const lists: string[] = [];
      for (let b = 0, nb = 1 + Math.floor(rnd() * 3); b < nb; b++) {
        const bullet = pick(['-', '-', '*', '+']);
        const items = Array.from({ length: 1 + Math.floor(rnd() * 4) }, () => `${rnd() < 0.1 ? pick(['-', '*', '+']) : bullet}${rnd() < 0.1 ? '  ' : ' '}${rnd() < 0.75 ? pick(TEXTS.slice(0, 5)) : pick(TEXTS)}`);
        const gap = pick(['', '\n', '\n\n', '\n\n\n', '\n  \n', '\n\n']);
        lists.push(items.join('\n') + (rnd() < 0.2 ? '' : `\n${gap}${pick(AFTER)}`));
      }
      const md = (rnd() < 0.3 ? `${pick(AFTER)}\n${rnd() < 0.5 ? '\n' : ''}` : '') + lists.join(pick(['\n', '\n\n']));
      if (lexer.plainList(md)) taken++;
      expectSameTokens(md, `HANDOFF_SEED=${seed} HANDOFF_CASES=1`);
    }
    // Most of them are taken by the plain reading (else this would test marked against itself).
    if (caseCount(4000) >= 1000) expect(taken).toBeGreaterThan(caseCount(4000) / 8);
  });

  it('every markdown file of the repo (README, prompts)', () => {
    const files = repoMarkdownFiles();
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) expectSameTokens(readFileSync(f, 'utf8'), f);
  });
});

describe('maySetext', () => {
  it('holds for an underline before a blank line, and not past one', () => {
    expect(maySetext('Title\n===\n')).toBe(true);
    expect(maySetext('Title\nmore\n---')).toBe(true);
    expect(maySetext('Title\n\n===')).toBe(false);
    expect(maySetext('Title\n- item\n===')).toBe(false);
    expect(maySetext('Title')).toBe(false);
  });

  it('reads a long run of paragraphs and list items without a blank line in linear time', () => {
    // A quadratic reading (each paragraph scanning to the end) would take minutes here; the test has no
    // clock in it, it simply has to finish.
    const md = 'text\n- item\n'.repeat(100_000);
    expect(blockTokens(md).length).toBeGreaterThan(0);
  });
});

describe('a long list item is lexed in linear work', () => {
  // Inside a list item marked reads one line per text token and tries the setext rule at each: a scan to
  // the item's end from every line (and a copy of the token's text at every merge) made 8,000 lines take
  // seconds. Work counters, not a clock: 4 times the lines may cost about 4 times the work, not 16.
  const item = (n: number, line: (i: number) => string) => `- ${Array.from({ length: n }, (_x, i) => line(i)).join('\n  ')}\n`;
  const work = (md: string) => {
    const s0 = lexer.setextLinesRead;
    const t0 = lexer.textTokensMade;
    blockTokens(md);
    return { setext: lexer.setextLinesRead - s0, text: lexer.textTokensMade - t0 };
  };

  it('prose lines: one text token for the run, the setext check reads each line a bounded number of times', () => {
    const prose = (i: number) => `continuation line ${i} of one long item`;
    const small = work(item(500, prose));
    const big = work(item(2000, prose));
    expect(big.text).toBeLessThanOrEqual(3);
    expect(big.setext).toBeLessThanOrEqual(4 * 2000);
    expect(big.setext / Math.max(1, small.setext)).toBeLessThan(5);
  });

  it('inert lines that are not prose (PEM headers, logs in brackets): one text token for the run', () => {
    for (const line of [(i: number) => `-----BEGIN CERTIFICATE ${i}-----`, (i: number) => `[04:${i % 60}] job ${i} done`]) {
      const big = work(item(2000, line));
      expect(big.text).toBeLessThanOrEqual(3);
      expect(big.setext).toBeLessThanOrEqual(4 * 2000);
    }
  });

  it('lines the run does not take ("| x |" rows without a delimiter): the setext check still reads each line a bounded number of times', () => {
    const log = (i: number) => `| job ${i} | done |`;
    const small = work(item(500, log));
    const big = work(item(2000, log));
    expect(big.text).toBeGreaterThanOrEqual(2000); // one per line: marked's own reading
    expect(big.setext).toBeLessThanOrEqual(4 * 2000);
    expect(big.setext / Math.max(1, small.setext)).toBeLessThan(5);
  });

  it('textRunEnd stops before a line that could be a table header or any block', () => {
    expect(textRunEnd('a\nb\nc')).toBe(5);
    expect(textRunEnd('a\nb\n|---|')).toBe(-1); // "b" could head a table: marked decides it
    expect(textRunEnd('a\nb\nc\n- x')).toBe(3); // "a\nb" taken; "c" is read by marked
    expect(textRunEnd('a\n\nb')).toBe(-1);
    expect(textRunEnd('- a\nb')).toBe(-1);
    expect(textRunEnd('a')).toBe(-1);
    expect(textRunEnd('-----BEGIN X-----\n-----END X-----')).toBe(33);
    expect(textRunEnd('a\n[x]: http://y')).toBe(-1);
  });
});
