// Line numbers from marked's tokens: src/brief/blocks.ts lays marked's block tokens out on the document's
// lines by their `raw`. Checked here: every heading read back from the lines scanBlocks says it spans (ATX
// or setext) is the heading marked's token gives, in order. Inputs: rendered briefs and returns over the
// random answer alphabet, the real corpus (read at test time), and hand-written traps.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scanBlocks } from '../../src/brief/blocks.js';
import { renderBrief, renderReturn } from '../../src/brief/render.js';
import { normalizeBrief } from '../../src/brief/answers.js';
import { loadKinds } from '../../src/kinds/load.js';
import type { Anchor } from '../../src/brief/types.js';
import { baseSeed, caseCount, gen, randomBrief, randomReturn } from '../helpers/gen.js';
import { corpusDocs } from '../helpers/corpus.js';
import { needs } from '../helpers/prereq.js';

const RETURN_TEMPLATE = readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8');
const kinds = [...(await loadKinds({ repoRoot: null, env: { HOME: '/nonexistent', XDG_CONFIG_HOME: '/nonexistent' } })).kinds.values()];
const anchor: Anchor = { repo: '/repo', branch: 'main', detached: false, head: 'a'.repeat(40), headShort: 'aaaaaaa', dirty: [], untracked: [], cwd: '/repo' };

/** Heading text as both sides can agree on it: backslashes dropped (the scanner already undid the title's
 *  own escape), white space collapsed. */
const norm = (t: string) => t.replace(/\\/g, '').replace(/\s+/g, ' ').trim();

function ours(md: string): string[] {
  return scanBlocks(md).headings.map((h) => `h${h.level} ${norm(h.text)}`);
}

/** The headings as the source lines at the places scanBlocks gives read them. */
function theirs(md: string): string[] {
  const { lines, headings } = scanBlocks(md);
  return headings.map((h) => {
    const span = lines.slice(h.line, h.next).filter((l) => l.trim() !== '');
    const atx = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/.exec(span[0] ?? '');
    if (atx && span.length === 1) return `h${atx[1]!.length} ${norm((atx[2] ?? '').replace(/(^|[ \t])#+[ \t]*$/, ''))}`;
    const under = span[span.length - 1]!.trim();
    return `h${under.startsWith('=') ? 1 : 2} ${norm(span.slice(0, -1).join(' '))}`;
  });
}

describe('scanBlocks places each heading on its own source lines', () => {
  it('hand-written traps', () => {
    const docs = [
      '# Title\n\n## A\n\ntext\n\n## B\n',
      'Title\n=====\n\nSection\n-------\n\ntext\n',
      '# T\n\n```\n## not a heading\n```\n\n## Real\n',
      '# T\n\n~~~\n```\n## still code\n```\n~~~\n\n## Real\n',
      '# T\n\n- item\n  ## nested heading is not a section\n\n## Real\n',
      '# T\n\n> ## quoted\n\n## Real\n',
      '# T\n\n<!--\n## hidden\n-->\n\n## Real\n',
      '# T ##\n\n## C# ##\n\n## ends with \\#\n',
      '---\ntitle: front matter\n---\n# T\n\n## A\n',
      '# T\r\n\r\n## CRLF\r\n\r\ntext\r\n',
      '# T\n\n    ## indented code\n\n## Real\n',
      '# T\n\n- ```\n  ## in a fenced item\n  ```\n- next\n\n## Real\n',
      '# T\n\n1. one\n\n   ```\n   ## code in item\n   ```\n\n## Real\n',
      '#Not a heading\n\n#\n\n## Real\n',
      '# T\n\npara\n---\n\n## Real\n',
      '# T\n\n***\n\n## Real\n',
    ];
    for (const md of docs) expect(ours(md), JSON.stringify(md)).toEqual(theirs(md));
  });

  for (const kind of kinds) {
    it(`rendered ${kind.name} briefs over the random alphabet (${caseCount(200)} seeds)`, () => {
      const base = baseSeed(0x6d6b0000 + kind.name.length);
      for (let i = 0; i < caseCount(200); i++) {
        const seed = base + i;
        const a = normalizeBrief(randomBrief(gen(seed), kind));
        const md = renderBrief(kind, a, { id: 'x-abcd', created: 'now', origin: anchor, returnTemplate: RETURN_TEMPLATE, generated: { changed_files: '- `a.ts`' } });
        expect(ours(md), `HANDOFF_SEED=${seed} HANDOFF_CASES=1 (kind ${kind.name})`).toEqual(theirs(md));
      }
    });
  }

  it(`rendered returns over the random alphabet (${caseCount(300)} seeds)`, () => {
    const base = baseSeed(0x6d6c0000);
    for (let i = 0; i < caseCount(300); i++) {
      const seed = base + i;
      const md = renderReturn(randomReturn(gen(seed)), { id: 'x-abcd', n: 1, briefTitle: 'T', created: 'now', anchor });
      expect(ours(md), `HANDOFF_SEED=${seed} HANDOFF_CASES=1`).toEqual(theirs(md));
    }
  });

  needs('corpus').it('every document of the real corpus', () => {
    for (const { name, text } of corpusDocs()) expect(ours(text), name).toEqual(theirs(text));
  });
});
