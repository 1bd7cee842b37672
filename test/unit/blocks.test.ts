// The block scanner finds a document's headings the way CommonMark does; marked's lexer is the reference.

import { marked, type Token } from 'marked';
import { describe, expect, it } from 'vitest';
import { scanBlocks, stripClosingHashes, toLines } from '../../src/brief/blocks.js';
import { scaled } from '../helpers/timing.js';

/** Top-level headings as marked sees them: [level, text]. */
function markedHeadings(md: string): [number, string][] {
  const body = md.replace(/^\ufeff/, '').replace(/^---\n[\s\S]*?\n---\n/, (m) => '\n'.repeat(m.split('\n').length - 1));
  return marked
    .lexer(body)
    .filter((t: Token) => t.type === 'heading')
    .map((t) => [(t as { depth: number }).depth, (t as { text: string }).text.replace(/\\#/g, '#').replace(/\n/g, ' ')]);
}

const scanned = (md: string): [number, string][] => scanBlocks(md).headings.map((h) => [h.level, h.text]);

const DOCS: [string, string, [number, string][]][] = [
  ['ATX levels 1 to 6', '# One\n## Two\n### Three\n#### Four\n##### Five\n###### Six\n####### seven is text', [[1, 'One'], [2, 'Two'], [3, 'Three'], [4, 'Four'], [5, 'Five'], [6, 'Six']]],
  ['closing hashes and no space', '## Title ##\n##NoSpace\n## C#\n#\n', [[2, 'Title'], [2, 'C#'], [1, '']]],
  ['up to three spaces of indent; four is code', ' # a\n   # b\n\n    # code', [[1, 'a'], [1, 'b']]],
  ['setext headings', 'Title\n=====\n\nSub\n---\n', [[1, 'Title'], [2, 'Sub']]],
  ['a multi-line setext heading', 'line one\nline two\n---', [[2, 'line one line two']]],
  ['--- after a blank line is a thematic break', 'text\n\n---\n\n## after', [[2, 'after']]],
  ['backtick and tilde fences hide headings', '```\n# no\n```\n~~~md\n## no\n~~~\n## yes', [[2, 'yes']]],
  ['a longer closing fence closes; a shorter one does not', '````\n```\n# no\n````\n# yes', [[1, 'yes']]],
  ['an unclosed fence runs to the end', '```\n# no\n## no', []],
  ['a backtick fence with a backtick in its info string is not a fence', '``` a`b\n# yes', [[1, 'yes']]],
  ['HTML comments hide headings until they close', '<!--\n# no\n-->\n# yes', [[1, 'yes']]],
  ['a one-line HTML comment', '<!-- c -->\n# yes', [[1, 'yes']]],
  ['pre blocks', '<pre>\n# no\n</pre>\n# yes', [[1, 'yes']]],
  ['headings inside list items are not top level', '- item\n  # nested\n- two\n\n# top', [[1, 'top']]],
  ['lazy continuation of a list item', '- item\ncontinues\n# top', [[1, 'top']]],
  ['blockquotes', '> # quoted\n> text\n# top', [[1, 'top']]],
  ['indented code after a blank line', 'para\n\n    # code\n\n# top', [[1, 'top']]],
  ['CRLF and a BOM', '\ufeff# One\r\n\r\ntext\r\n## Two\r\n', [[1, 'One'], [2, 'Two']]],
  ['escaped hashes are text', '\\# not a heading\n\\## nor this', []],
];

describe('scanBlocks finds the headings CommonMark finds', () => {
  it.each(DOCS)('%s', (_name, md, want) => {
    expect(scanned(md)).toEqual(want);
    expect(markedHeadings(md)).toEqual(want);
  });
});

describe('scanBlocks details', () => {
  it('reports each heading\'s line and the line after it (after a setext underline)', () => {
    const b = scanBlocks('intro\n\n# A\n\nSetext\n---\nmore');
    expect(b.headings).toEqual([
      { level: 1, text: 'A', line: 2, next: 3 },
      { level: 2, text: 'Setext', line: 4, next: 6 },
    ]);
  });

  it('marks fences, HTML blocks and front matter as literal lines', () => {
    const b = scanBlocks('---\nname: x\n---\ntext\n```\ncode\n```\n<!--\nc\n-->\nafter');
    expect(b.frontMatter).toEqual([0, 3]);
    expect([...b.literal]).toEqual([1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 0]);
  });

  it('TOML front matter (+++ ... +++) is front matter too; a +++ line that opens prose is not', () => {
    const b = scanBlocks('+++\nbranch = "spike/x"\n[extra]\nk = 1\n+++\n\n# Title\n');
    expect(b.frontMatter).toEqual([0, 5]);
    expect(b.headings.map((h) => h.text)).toEqual(['Title']);
    expect(scanBlocks('+++\nnot an entry\n+++\n# T\n').frontMatter).toBeUndefined();
  });

  it('nesting past MAX_NESTING: found on its line, and lexed as a paragraph instead of overflowing the stack', async () => {
    const { tooDeep, MAX_NESTING } = await import('../../src/brief/blocks.js');
    const markers = `## Findings\n\n${'- '.repeat(3000)}x\n\nafter\n`;
    expect(tooDeep(markers)).toEqual({ line: 3, depth: 3000 });
    const b = scanBlocks(markers); // marked alone: RangeError (maximum call stack size exceeded)
    expect(b.headings.map((h) => h.text)).toEqual(['Findings']);
    expect(b.lines).toHaveLength(6);
    const indented = `# T\n\n${Array.from({ length: 300 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n')}\n\n## Next\n`;
    expect(tooDeep(indented)).toEqual({ line: 3 + MAX_NESTING, depth: MAX_NESTING + 1 });
    expect(scanBlocks(indented).headings.map((h) => h.text)).toEqual(['T', 'Next']);
    // Honest depth is left alone.
    const honest = Array.from({ length: 12 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
    expect(tooDeep(honest)).toBeNull();
    expect(tooDeep(`${'> '.repeat(10)}- - - quote and list\n`)).toBeNull();
    expect(tooDeep(`\`\`\`\n${' '.repeat(400)}x\n\`\`\`\n`)).toBeNull(); // indented text that opens no item
    // Code is code: a log's separator lines in a fence or indented 4 columns, whatever they look like.
    const log = `## Evidence\n\n\`\`\`\n${'>'.repeat(80)}\nBUILD FAILED\n${'- '.repeat(100)}\n\`\`\`\n\n~~~\n${'- '.repeat(100)}\n~~~\n\n    ${'>'.repeat(80)}\n`;
    expect(tooDeep(log)).toBeNull();
    // Quotes cost little per level: a deep one is refused only in the thousands (the stack's limit).
    expect(tooDeep(`${'>'.repeat(80)} x\n`)).toBeNull();
    expect(tooDeep(`text\n${'>'.repeat(2000)} x\n`)).toEqual({ line: 2, depth: 2000 });
    // After a fence closes, its lines are behind us: a deep list after it is still found.
    expect(tooDeep(`\`\`\`\ncode\n\`\`\`\n${'- '.repeat(100)}x\n`)?.line).toBe(4);
  });

  it('front matter is not a setext heading and not a section', () => {
    expect(scanned('---\ntitle: x\n---\n# Real')).toEqual([[1, 'Real']]);
  });

  it('splits lines on LF, CRLF and CR, and drops a BOM', () => {
    expect(toLines('\ufeffa\r\nb\rc\nd')).toEqual(['a', 'b', 'c', 'd']);
  });

  it.each([
    ['Title ##', 'Title'],
    ['Title #', 'Title'],
    ['C#', 'C#'],
    ['Title \\#', 'Title #'],
    ['#', ''],
  ])('stripClosingHashes(%j) = %j', (input, out) => {
    expect(stripClosingHashes(input)).toBe(out);
  });

  it('scans a 1 MiB document (a bound for a hang, scaled to the machine\'s load)', () => {
    const chunk = '## Section\n\nSome text with `code` and more.\n\n```\n# not\n```\n\n- item\n  - nested\n\n';
    const md = chunk.repeat(Math.ceil((1024 * 1024) / chunk.length));
    const t0 = performance.now();
    const b = scanBlocks(md);
    expect(performance.now() - t0).toBeLessThan(scaled(5000));
    expect(b.headings.length).toBe(Math.ceil((1024 * 1024) / chunk.length));
  });
});
