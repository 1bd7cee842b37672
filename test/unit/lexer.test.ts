// lexer.ts gives marked a tokenizer that skips five of its rules where a cheap check says the rule cannot
// match. That is only right if the tokens never change: held here against plain marked on random
// documents made of the lines those rules care about (setext underlines, tables, HTML, quotes, link
// definitions, lists, fences and the lines next to them), on every corpus document and on every markdown
// file of the repo. A failure names its seed: rerun with HANDOFF_SEED=<seed> HANDOFF_CASES=1.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { blockTokens, maySetext } from '../../src/brief/lexer.js';
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
