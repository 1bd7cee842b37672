// scanRendered (blocks.ts) reads the narrow shape of a brief rendered from prose answers without marked.
// Whenever it answers, it must answer what marked's lexer (scanBlocks) does: the same lines, headings and
// literal (code and HTML) lines. Held on random documents made of the lines it accepts and the lines next
// to them that it must refuse, on rendered briefs of every kind, and on every markdown file of the repo.
// A failure names its seed: rerun with HANDOFF_SEED=<seed> HANDOFF_CASES=1.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scanBlocks, scanRendered, type Blocks } from '../../src/brief/blocks.js';
import { renderBrief } from '../../src/brief/render.js';
import { lintDoc, parsePhrases } from '../../src/brief/lint.js';
import { parseDoc } from '../../src/brief/document.js';
import { emptyBrief } from '../../src/brief/sections.js';
import { loadKinds } from '../../src/kinds/load.js';
import type { Anchor } from '../../src/brief/types.js';
import { baseSeed, caseCount, mulberry32 } from '../helpers/gen.js';
import { corpusDocs } from '../helpers/corpus.js';
import { needs } from '../helpers/prereq.js';
import { repoMarkdownFiles } from '../helpers/repo-markdown.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PHRASES = parsePhrases(readFileSync(join(root, 'prompts/phrases.txt'), 'utf8'));
const same = (b: Blocks) => ({ lines: b.lines, headings: b.headings, literal: [...b.literal], frontMatter: b.frontMatter });

function expectAgrees(md: string, label: string): boolean {
  const fast = scanRendered(md);
  if (!fast) return false;
  expect(same(fast), `${label}\n${md}`).toEqual(same(scanBlocks(md)));
  return true;
}

// Lines the scanner accepts, and their neighbours it must refuse or read as marked does.
const LINES = [
  '', '', '', '   ', 'para text', 'Ünïcode 日本 text', '42 tests pass', '3rd try', '1.5 GB', '**Bold:** lead', '`code` lead', '(aside)', 'text with # and <b> and | pipes |',
  '# H1', '## H2 text', '### H3', '###### six', '#nospace', '## closing ##', '#', '####### seven',
  '<!-- a comment -->', '<!-- open', '-->', '<div>', '<br/>',
  '```', '```sh', '~~~', '~~~markdown', '````', '``` x ` y', ' ```', '   ~~~',
  '    indented', '\tTabbed', '     five', '  two spaces', '   three', ' one',
  '- item', '- **bold** item', '-', '- ', '* star', '+ plus', '1. one', '2) two', '  - nested', '  continuation',
  '> quote', '>', '> - quoted item', '> # quoted heading',
  '===', '---', '***', '- - -', '| a | b |', '|---|---|', '[ref]: /url', 'a | b', '--|--',
];

describe('scanRendered agrees with marked wherever it answers', () => {
  it(`${caseCount(3000)} seeded random documents of nearby lines`, () => {
    const base = baseSeed(0xb10c5);
    let answered = 0;
    for (let i = 0; i < caseCount(3000); i++) {
      const seed = base + i;
      const rnd = mulberry32(seed);
      // Mostly accepted lines, so that many documents are answered and the rest test the refusals.
      const pool = rnd() < 0.5 ? LINES.slice(0, 13).concat(['## H2 text', '- item', '  continuation', '    indented', '```', '> quote', '<!-- a comment -->']) : LINES;
      const n = 1 + Math.floor(rnd() * 14);
      const md = Array.from({ length: n }, () => pool[Math.floor(rnd() * pool.length)]!).join('\n');
      if (expectAgrees(md, `HANDOFF_SEED=${seed} HANDOFF_CASES=1`)) answered++;
    }
    // The property must not hold vacuously.
    expect(answered).toBeGreaterThan(caseCount(3000) / 10);
  });

  it('rendered briefs of every built-in kind, from prose answers, are answered and agree', async () => {
    const kinds = [...(await loadKinds({ repoRoot: null, env: { HOME: '/nonexistent', XDG_CONFIG_HOME: '/nonexistent' } })).kinds.values()].filter((k) => k.source === 'built-in');
    const returnTemplate = readFileSync(join(root, 'prompts/return.md'), 'utf8');
    const pickup = readFileSync(join(root, 'prompts/pickup.md'), 'utf8');
    const anchor: Anchor = { repo: '/src/app', branch: 'main', detached: false, head: 'a'.repeat(40), headShort: 'aaaaaaa', dirty: ['src/a.ts'], untracked: ['n.md'], cwd: '/src/app' };
    for (const kind of kinds) {
      const answers = { ...emptyBrief(), title: 'Prose only', why: 'Because it is slow.', deliver: 'A faster one.', firstStep: 'Time it.\nThen look.', context: 'We measured 3 runs, as we discussed earlier.', decided: ['Keep marked', 'Keep marked — the user chose it'], deadEnds: ['Caching failed: stale'], pointers: ['src/a.ts:12'] };
      for (const q of kind.questions) answers.fields[q.name] = 'An answer';
      const md = renderBrief(kind, answers, { id: `${kind.name}-x-abcd`, created: '2026-01-01 00:00 UTC', origin: anchor, returnTemplate: kind.returns === false ? pickup : returnTemplate, generated: { changed_files: '2 files changed:\n\n- `src/a.ts` (+1 −0)\n- `b.ts` (+2 −1)', working_tree: 'clean' }, whereToWork: 'Run this:\n\n```sh\ngit worktree add ../x abc\n```', returnSlots: { handoff: 'HANDOFF_HOME=/tmp/s handoff', shared: '' } });
      expect(expectAgrees(md, kind.name), `${kind.name}: a brief from prose answers should not need marked`).toBe(true);
      // And lint reads it the same both ways (it has no use for the blocks scanRendered leaves out).
      const opts = { type: 'brief' as const, kind, phrases: PHRASES };
      expect(lintDoc(md, { ...opts, doc: parseDoc(md, scanRendered(md)!) })).toEqual(lintDoc(md, opts));
      expect(lintDoc(md, opts).findings.length, 'the lint has something to compare').toBeGreaterThan(0);
      // The restated-finding rule reads the brief a return answers this way (lint.ts briefSentences).
      expect(parseDoc(md, scanRendered(md)!).sections.map((s) => [s.heading, s.raw])).toEqual(parseDoc(md).sections.map((s) => [s.heading, s.raw]));
    }
  });

  it('every markdown file of the repo (prompts, README): where answered, agrees', () => {
    const files = repoMarkdownFiles();
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) expectAgrees(readFileSync(f, 'utf8'), f);
  });

  needs('corpus').it('every document of the real corpus: where answered, agrees', () => {
    for (const d of corpusDocs()) expectAgrees(d.text, d.name);
  });
});

describe('the shipped heading table', () => {
  it('gives, key by key, what parsing the whole file gives', async () => {
    const { headingTable, parseHeadingTable } = await import('../../src/brief/headings.js');
    const eager = parseHeadingTable(readFileSync(join(root, 'prompts/headings.txt'), 'utf8'));
    expect(eager.size).toBeGreaterThan(10);
    for (const [key, phrases] of eager) expect(headingTable().get(key), key).toEqual(phrases);
    expect(headingTable().get('brief.nothing-like-this')).toBeUndefined();
  });
});
