// A section's text is a slice of the document's text (document.ts linesText), not its lines joined again:
// it must be the same string as lines.slice(from, to).join('\n') for every range, on documents with a
// byte-order mark, CRLF or lone CR line ends, front matter, a last line with or without its line end, and on
// the corpus and every markdown file here; and a document's sections hold what the joined lines held.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scanBlocks, scanRendered } from '../../src/brief/blocks.js';
import { linesText, parseDoc } from '../../src/brief/document.js';
import { corpusDocs } from '../helpers/corpus.js';
import { needs } from '../helpers/prereq.js';
import { mulberry32 } from '../helpers/gen.js';
import { repoMarkdownFiles } from '../helpers/repo-markdown.js';

function sameRanges(md: string, rand: () => number): void {
  const blocks = scanBlocks(md);
  const n = blocks.lines.length;
  const ranges: [number, number][] = [[0, n], [0, 0], [n, n], [n - 1, n], [0, n + 3], [2, 1]];
  for (let k = 0; k < 40; k++) ranges.push([Math.floor(rand() * (n + 2)), Math.floor(rand() * (n + 2))]);
  for (const [a, b] of ranges) expect(linesText(blocks, a, b)).toBe(blocks.lines.slice(a, b).join('\n'));
  const doc = parseDoc(md, blocks);
  for (const s of doc.sections) if (!doc.cuts.size) expect(s.raw).toBe(blocks.lines.slice(s.start, s.end).join('\n'));
}

describe('linesText', () => {
  it('is the lines joined, on generated documents of every line ending', () => {
    const rand = mulberry32(20261202);
    const pick = <T>(a: readonly T[]) => a[Math.floor(rand() * a.length)]!;
    const LINES = ['# Title', '## Why', 'Some text here.', '', '- an item', '```', 'code', '---', 'title: x', '### Part', '  indented', '> quote', '| a | b |', '|---|---|'];
    for (let n = 0; n < 300; n++) {
      const eol = pick(['\n', '\r\n', '\r']);
      const lines = Array.from({ length: 1 + Math.floor(rand() * 30) }, () => pick(LINES));
      let md = lines.join(eol);
      if (rand() < 0.5) md += eol;
      if (rand() < 0.2) md = '\ufeff' + md;
      if (rand() < 0.2) md = `---${eol}title: t${eol}---${eol}` + md;
      sameRanges(md, rand);
    }
  });

  it('is the lines joined for a brief read without marked (scanRendered), and without the text kept', () => {
    const md = '# T\n\n## Why\n\nw\n\n## Deliver\n\nd\n';
    const blocks = scanRendered(md)!;
    expect(blocks.text).toBe(md);
    expect(linesText(blocks, 2, 6)).toBe(blocks.lines.slice(2, 6).join('\n'));
    expect(linesText({ ...blocks, text: undefined }, 2, 6)).toBe(blocks.lines.slice(2, 6).join('\n'));
    expect(linesText(blocks, -3, 6)).toBe(blocks.lines.slice(-3, 6).join('\n'));
  });

  it('is the lines joined on every markdown file here', () => {
    const rand = mulberry32(7);
    for (const f of repoMarkdownFiles()) sameRanges(readFileSync(f, 'utf8'), rand);
  });
});

const corpus = needs('corpus');
corpus.describe('linesText on the corpus', () => {
  it('is the lines joined on each document', () => {
    const rand = mulberry32(11);
    for (const d of corpusDocs()) sameRanges(d.text, rand);
  });
});
