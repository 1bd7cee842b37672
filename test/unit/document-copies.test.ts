// Which later H1 repeats a document's title (document-copies.ts): the title again, or with a word that marks it the
// earlier version; never a title with other words ("round 2", a date), nor one the title only starts.

import { describe, expect, it } from 'vitest';
import { repeatsTitle } from '../../src/brief/document-copies.js';
import { parseDoc } from '../../src/brief/document.js';

describe('repeatsTitle', () => {
  it.each([
    ['Next Session Prompt', 'Next Session Prompt (prior)'],
    ['Next Session Prompt', '**Next session prompt** — previous version'],
    ['LocalEnv-Guard 交接文档', 'LocalEnv-Guard 交接文档'],
    ['交接文档', '交接文档（旧版）'],
    ['引き継ぎ', '前回の引き継ぎ'.replace('の', '')],
    ['Übergabe Parser', 'Übergabe Parser (alt)'],
    ['Handoff', '[archived] Handoff'],
  ])('%s / %s: a copy', (title, later) => expect(repeatsTitle(title, later)).toBe(true));

  it.each([
    ['Review', 'Review — round 2'],
    ['Handoff 2026-06-01', 'Handoff 2026-06-08'],
    ['Handoff', 'Handoff notes'],
    ['Next Session Prompt', 'Prompt'],
    ['', ''],
  ])('%s / %s: no copy', (title, later) => expect(repeatsTitle(title, later)).toBe(false));
});

describe('parseDoc: copies', () => {
  it('takes the copy and the sections under it out of the sections read, down to the next H1 that is no copy', () => {
    const doc = parseDoc('# T\n\n## Why\nw\n\n# T (prior)\n\n## Why\nold\n\n# Appendix\n\n## Notes\nn\n');
    expect(doc.sections.map((s) => s.heading)).toEqual(['Why', 'Appendix', 'Notes']);
    expect(doc.copies?.map((s) => [s.heading, s.line, s.raw.includes('old')])).toEqual([['T (prior)', 6, true]]);
    expect(doc.sections[0]!.raw.trim()).toBe('w');
  });

  it('a document with no copy has no copies field; a document the tool wrote is never read for one', () => {
    expect(parseDoc('# T\n\n## Why\nw\n').copies).toBeUndefined();
    expect(parseDoc('# T\n<!-- handoff:brief id=x kind=task -->\n\n## Why\nw\n\n# T\n\n## Why\nv\n').copies).toBeUndefined();
  });

  it('a document of 20,000 copies of itself: each one section, none of their headings read (one pass: quadratic took minutes)', () => {
    const md = `# Handoff\n\n## Why\nw\n\n${Array.from({ length: 20000 }, (_x, i) => `# Handoff\n\n## Why\nx${i}\n`).join('\n')}`;
    const doc = parseDoc(md);
    expect(doc.sections.map((s) => s.heading)).toEqual(['Why']);
    expect(doc.copies?.length).toBe(20000);
    expect(doc.copies?.[19999]?.raw).toContain('x19999');
  });
});
