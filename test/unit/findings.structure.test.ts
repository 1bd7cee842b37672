// Findings read by the structure a writer gave them, whatever the words: shapes seen in real findings,
// review and audit documents written by coding agents (STUDY.tsv lists the ones read), each rewritten here
// as a synthetic document with the count and the fields a person reads from it.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { findingsData } from '../../src/brief/findings.js';

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));
const read = (md: string) => {
  const r = importReturn(md, placeholders);
  return { r, f: findingsData(r.answers.findings, r.layout.findingGroups) };
};

describe('location: where a finding says it is, wherever it says it', () => {
  it('a path at the start of the body, a label inside a line or before more words, a Japanese label', () => {
    const { f } = read(
      [
        '## Outcome', 'answered — four bugs', '', '## Findings', '',
        '### Token not rotated', 'lib/auth/rotate.py:77 — the old token stays valid after rotation.', '',
        '### Export drops the header', 'The CSV writer skips row 0. Location: `lib/export/csv.py` (`write_rows`, `flush`). Fix: start at 0.', '',
        '### Parser eats URLs', '**File:** `lib/parse/reqs.py`, all `parse_*` helpers', '**Lines:** every branch that strips a prefix', '', 'A URL line is read as a package.', '',
        '### 日付の書式', '該当箇所: web/i18n/date.ts:5', '書式が違う。', '',
      ].join('\n'),
    );
    expect(f.map((x) => x.location ?? null)).toEqual(['lib/auth/rotate.py:77', 'lib/export/csv.py', 'lib/parse/reqs.py', 'web/i18n/date.ts:5']);
  });

  it('a path named in a list item\'s text; not one inside a URL or a code block; none when none is named', () => {
    const { f } = read(
      [
        '## Outcome', 'answered — three', '', '## Findings',
        '- Medium — the retry loop spins when `autoplay` returns nothing; see app/sim/loop.rs near the end.',
        '- The docs link https://example.org/guide/setup.html is dead.',
        '- Panics on empty input:', '  ```', '  at core/src/parse.rs:12', '  ```',
        '- Names are inconsistent across the CLI.',
      ].join('\n'),
    );
    expect(f.map((x) => x.location ?? null)).toEqual(['app/sim/loop.rs', null, null, null]);
  });
});

describe('severity, id and title: what leads a finding is read as fields', () => {
  it('a severity before a horizontal bar, in a bracket with more words, in a title\'s suffix', () => {
    const { f } = read(
      [
        '## Outcome', 'answered — four', '', '## Findings',
        '- High ― Leads stay illegal after the queen is played. `Round::play` only flips the flag for one suit, so every later lead is refused; this changes strategy and the legality checks in the engine.',
        '- Low ― Separator shows as replacement characters.',
        '', '### Timestamp is the last upload, not the first (Low-Medium)', 'Age checks misfire.', '',
        '### W2 (minor, open) — binding lapses at expiry', 'After the TTL the check returns nil.', '',
      ].join('\n'),
    );
    expect(f.map((x) => [x.severity ?? null, x.title, x.id ?? null])).toEqual([
      ['high', 'Leads stay illegal after the queen is played.', null],
      ['low', 'Separator shows as replacement characters.', null],
      ['low', 'Timestamp is the last upload, not the first', null],
      ['minor', 'binding lapses at expiry', 'W2'],
    ]);
  });

  it('a heading that is only an id is titled by the first line under it; code spans written back to back stay two', () => {
    const { f } = read('## Outcome\nanswered — two\n\n## Findings\n\n### F-3\nThe exporter writes the header twice.\n\n### F-4\n`parseDate``formatDate` disagree on the zone.\n');
    expect(f.map((x) => [x.id, x.title])).toEqual([
      ['F-3', 'The exporter writes the header twice.'],
      ['F-4', '`parseDate` `formatDate` disagree on the zone.'],
    ]);
  });
});
