// A one-finding write-up: the document's title is the finding, written with its id ("# F007 · the cache key
// ignores the locale"), and its sections, none named for findings ("## Beobachtung", "## Warum das ein Befund
// ist", "## Folge"), are that finding's detail. A person counts one finding, titled by the H1, located in the file its text names.
// Synthetic documents of the shape of QA class R8-4 (read-return.ts writeUpTitle).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { findingsData } from '../../src/brief/findings.js';

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));
const read = (md: string) => {
  const r = importReturn(md, placeholders);
  return { r, f: findingsData(r.answers.findings, r.layout.findingGroups) };
};

const writeUp = (id: string, sep: string, h: [string, string, string]) =>
  [
    `# ${id} ${sep} the cache key ignores the locale`,
    '',
    '**Found on:** 2026-10-04 · **Status:** finding, no PR',
    '',
    `## ${h[0]}`,
    '',
    'The key is built from the path alone (`web/cache/keys.py:40-52`):',
    '',
    '```',
    'key = hash(request.path)',
    '```',
    '',
    `## ${h[1]}`,
    '',
    'A page cached in French is served to a German reader.',
    '',
    `## ${h[2]}`,
    '',
    'Every localised page may show the wrong language after a deploy.',
    '',
  ].join('\n');

describe('a one-finding write-up: the H1 is the finding, its sections its detail', () => {
  it('"# F007 · …" over what the code does / what follows / consequence: one finding, titled by the H1, located in the named file', () => {
    const { f } = read(writeUp('F007', '·', ['What the code does', 'What follows from it', 'Consequence']));
    expect(f).toHaveLength(1);
    expect(f[0]!.title).toContain('the cache key ignores the locale');
    expect(f[0]!.location).toContain('web/cache/keys.py');
    for (const w of ['A page cached in French', 'Every localised page', 'What follows from it']) expect(f[0]!.text).toContain(w);
  });

  it('another id form and other languages of the section names: the same one finding', () => {
    const { f } = read(writeUp('BUG-12', '—', ['Beobachtung', 'Warum das ein Befund ist', 'Folge']));
    expect(f).toHaveLength(1);
    expect(f[0]!.title).toContain('the cache key ignores the locale');
  });

  it('a title without an id over numbered sections keeps one finding per section', () => {
    const { f } = read(['# Review of the cache', '', '## 1. Key ignores the locale', 'web/cache/keys.py builds it from the path.', '', '## 2. TTL never set', 'web/cache/store.py stores forever.', ''].join('\n'));
    expect(f).toHaveLength(2);
  });

  it('an id title over sections that are findings of their own ("## F1 — …") keeps them', () => {
    const { f } = read(['# F-REPORT 3 · cache review', '', '## F1 — key ignores the locale', 'web/cache/keys.py.', '', '## F2 — TTL never set', 'web/cache/store.py.', ''].join('\n'));
    expect(f).toHaveLength(2);
  });
});
