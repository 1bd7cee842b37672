// A document's title when it has no "# " heading (src/brief/document.ts parseDoc): its one "## " heading
// over "### " sections that name a brief's parts (none a return's) is its title (a ticket or a report pasted
// one level deeper), in any language; one that is itself a section's name is not.

import { describe, expect, it } from 'vitest';
import { parseDoc } from '../../src/brief/document.js';

describe('an H2 over H3 sections is the title', () => {
  it.each([
    ['en brief', '## OPS-71 Export fails\n\n### Why\nw\n\n### Deliver\nd\n\n### First step\nf\n', 'OPS-71 Export fails', ['Why', 'Deliver', 'First step']],
    ['de brief, CRLF', '## Export beschleunigen\r\n\r\n### Warum\r\nw\r\n\r\n### Erster Schritt\r\nf\r\n', 'Export beschleunigen', ['Warum', 'Erster Schritt']],
    ['ja brief', '## 通知の遅延\n\n### 背景\nw\n\n### ゴール\nd\n', '通知の遅延', ['背景', 'ゴール']],
  ])('%s', (_name, md, title, sections) => {
    const d = parseDoc(md);
    expect(d.title).toBe(title);
    expect(d.sections.map((s) => s.heading)).toEqual(sections);
  });

  it.each([
    ['an H2 that names a section', '## Findings\n\n### Cache leak\nx\n\n### Pool race\ny\n'],
    ['two H2s', '## Part A\n\n### Why\nw\n\n## Part B\n\n### Deliver\nd\n'],
    ['H3s that name nothing', '## Notes\n\n### Monday\nx\n\n### Tuesday\ny\n'],
    ['text above the H2', 'Intro line.\n\n## OPS-71\n\n### Why\nw\n'],
    ['a return (its reader groups by the H2)', '## Pager audit\n\nStatus: done\n\n### Findings\n- a [verified: t]\n\n### Next steps\n- b\n'],
    ['a brief heading beside a return one', '## Pager\n\n### Why\nw\n\n### Findings\n- a\n'],
  ])('not: %s', (_name, md) => {
    expect(parseDoc(md).title).toBe(null);
  });
});
