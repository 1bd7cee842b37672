// cannotOpenOrHead (blocks.ts) lets the renderer skip marked for a fragment it can see is harmless. It may
// say "no" too often, never "yes" wrongly: wherever it says yes, marked must find no heading in the
// fragment and must see a heading written after it (what render.ts closesCleanly asks marked).

import { describe, expect, it } from 'vitest';
import { cannotOpenOrHead, scanBlocks } from '../../src/brief/blocks.js';
import { baseSeed, caseCount, mulberry32 } from '../helpers/gen.js';

const PROBE = 'handoff-probe';

function markedSaysClean(md: string): boolean {
  const { headings } = scanBlocks(`${md}\n\n## ${PROBE}`);
  return headings.length === 1 && headings[0]!.text === PROBE && headings[0]!.level === 2;
}

// Lines that open blocks, make headings, or only look like they might; with list and quote prefixes.
const LINES = [
  '', '   ', 'plain text', 'Ünïcode 日本', '42 tests pass', '1. numbered finding [verified: test]', '- item', '  continuation', 'Severity: high',
  '`code` and **bold**', 'a = b', 'x - y', 'C# and F# work', '2024 #1 issue', 'see <b>bold</b>', 'a <!-- comment --> inside',
  '# H1', '## H2', '###### six', '#nospace', '\\# escaped', '  # indented heading', '    # code, not heading', '\t# tabbed',
  '<!-- open', '<!-- closed -->', '-->', '<div>', '<pre>', '<script>', '<?php', '<![CDATA[', '<!DOCTYPE html>', '\\<div>',
  '```', '```sh', '~~~', '````', '  ```', '- ```', '> ```', '\\```',
  '===', '---', '-', '- -', '= =', '  ---', '***', '___', 'text', '===  ', '--- ',
  '> quote', '> # quoted heading', '> <div>', '- # listed heading', '1. # numbered heading', '    indented code', '[ref]: /url', '| a | b |', '|---|---|',
];

describe('cannotOpenOrHead: where it says a fragment is harmless, marked agrees', () => {
  it(`${caseCount(4000)} seeded random fragments`, () => {
    const base = baseSeed(0xc105e);
    let yes = 0;
    let markedOnly = 0;
    for (let i = 0; i < caseCount(4000); i++) {
      const seed = base + i;
      const rnd = mulberry32(seed);
      const n = 1 + Math.floor(rnd() * 6);
      const md = Array.from({ length: n }, () => LINES[Math.floor(rnd() * LINES.length)]!).join('\n');
      const clean = markedSaysClean(md);
      if (cannotOpenOrHead(md)) {
        yes++;
        expect(clean, `HANDOFF_SEED=${seed} HANDOFF_CASES=1\n${md}`).toBe(true);
      } else if (clean) markedOnly++;
    }
    // Neither vacuous (it answers often) nor the whole job (marked still decides some cases).
    expect(yes).toBeGreaterThan(caseCount(4000) / 20);
    expect(markedOnly).toBeGreaterThan(0);
  });

  it('each risky line on its own is left to marked', () => {
    for (const l of ['# H1', '  ## two', '\t# tab', '===', '---', '  ---', '<!-- open', '<div>', '```', '~~~', '- ```', '> # q', '- # l', 'a\r\n# b']) {
      expect(cannotOpenOrHead(l), JSON.stringify(l)).toBe(false);
    }
    for (const l of ['plain', '- item\n  more', '1. numbered [verified: test]\n  Severity: high', 'a = b', 'x - y', '\\# escaped']) {
      expect(cannotOpenOrHead(l), JSON.stringify(l)).toBe(true);
    }
  });

  it('is linear on a hostile line', () => {
    // A line of 200,000 dashes and spaces then text: one pass, no backtracking blow-up (runs in milliseconds).
    const line = '- '.repeat(100_000) + 'x';
    expect(cannotOpenOrHead(line)).toBe(true);
  });
});
