// Where an offset into a paragraph's text lies in the document: the readers that match sentences or labels across a
// paragraph's lines (joined with "\n") report each match by its own line and column. Pure.

import type { Block } from './blocks.js';

/** The paragraph `b` of `lines` as one text (its lines joined with "\n"), and where an offset of that text lies:
 *  the 0-based line of the document and the column in it. */
export function paragraphText(lines: readonly string[], b: Pick<Block, 'line' | 'end'>): { text: string; where: (off: number) => { line: number; col: number } } {
  const starts: number[] = [];
  for (let i = b.line, at = 0; i < b.end; i++) starts.push(at), (at += lines[i]!.length + 1);
  const where = (off: number) => {
    let k = starts.length - 1;
    while (k > 0 && starts[k]! > off) k--;
    return { line: b.line + k, col: off - starts[k]! };
  };
  return { text: lines.slice(b.line, b.end).join('\n'), where };
}
