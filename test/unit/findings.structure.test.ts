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

describe('parts that hold findings, whatever they are called', () => {
  it('a findings word and a note after a separator, over items ("## ISSUES -- Should Fix", "## NITS -- Nice to Have"); a title over prose stays one finding', () => {
    const md = [
      '# Parser review', '',
      '## DEFECTS -- Fix Before Ship', '', '### DEFECT 1: Offline registry read as missing (Critical)', '**File:** `net/lookup.py`', '', 'Every lookup error becomes a miss.', '',
      '## ISSUES -- Should Fix', '', '### ISSUE 1: Flags before the target break', 'Text.', '', '### ISSUE 2: Walk-up escapes the root', 'Text.', '',
      '## NITS -- Nice to Have', '', '1. **`cli.py` line 12:** the version is hard-coded.', '2. **No test suite.** The parsers need one.', '',
    ].join('\n');
    const { f } = read(md);
    expect(f.map((x) => [x.title, x.severity ?? null])).toEqual([
      ['Offline registry read as missing', 'critical'],
      // "Should fix" names a severity too (a group word of prompts/severities.txt).
      ['Flags before the target break', 'major'],
      ['Walk-up escapes the root', 'major'],
      ['the version is hard-coded.', 'nit'],
      ['No test suite.', 'nit'],
    ]);
    // A finding's title with a colon, over prose: one finding, not a section of them.
    const prose = read('# Notes\n\n## Bug: login fails on Safari\n\nThe cookie is set without SameSite.\n\nSeen on 17.2 only.\n\n## Bug: logout keeps the session\n\nThe token is not revoked.\n');
    expect(prose.f.map((x) => x.title)).toEqual(['login fails on Safari', 'logout keeps the session']);
  });

  it('deferred items and coverage gaps are findings; a plain-line part name the table lacks heads its list beside known ones', () => {
    const md = [
      'Summary', '- Walked the core rules and the bots.', '',
      'Findings', '- High ― Queen does not break hearts. Location: `core/round.rs`.', '- Low ― Separator is mojibake.', '',
      'Positive notes', '- Rules are well covered.', '',
      'Coverage / gaps', '- No test for the queen case.', '- Snapshot round-trip untested.', '',
      'Loose ends', '- The CLI help is stale.', '',
      'Deferred', '- Seed export naming.', '',
    ].join('\n');
    const { r, f } = read(md);
    expect(f.map((x) => [x.title, x.severity ?? null, x.location ?? null])).toEqual([
      ['Queen does not break hearts.', 'high', 'core/round.rs'],
      ['Separator is mojibake.', 'low', null],
      ['No test for the queen case.', null, null],
      ['Snapshot round-trip untested.', null, null],
      ['Seed export naming.', null, null],
    ]);
    // Praise and a part of a name unknown to the table are kept under their own headings.
    expect(r.extra.map((x) => x.heading)).toEqual(expect.arrayContaining(['Positive notes', 'Loose ends']));
  });

  it('paragraphs led by a bold title, two or more, are one finding each, the paragraphs and code after one its detail', () => {
    const md = [
      '# Audit, second pass', '', 'Verdict: **pass**, two minor findings below.', '',
      '## Resolved since the first pass', '',
      '**F1 — the refusal was lost.** Fixed. The guard now refuses an unpinned base.', '',
      '**F2 — helpers were not wired.** Fixed. Every entry point has a caller:', '', '    open -> pins', '    ack  -> binds', '',
      'The nonce is spent under one lock.', '',
      '**F3 — a test was vacuous.** Fixed. It now asserts the profile armed.', '',
    ].join('\n');
    const { r, f } = read(md);
    expect(f.map((x) => [x.id ?? null, x.title])).toEqual([
      ['F1', 'the refusal was lost.'],
      ['F2', 'helpers were not wired.'],
      ['F3', 'a test was vacuous.'],
    ]);
    expect(r.answers.findings[1]).toContain('The nonce is spent under one lock.');
    expect(r.answers.outcome).toBe('answered');
  });
});

describe('what the text around the findings says of them, and findings written as forms', () => {
  it('"Every finding below was confirmed …" in the intro verifies each finding that says nothing of its own; placement names the line', () => {
    const md = [
      '# Pre-merge review', '', 'Two passes, then a check per finding. **Every finding below was CONFIRMED with a traced code path** — lines re-checked.', '',
      '## Findings', '', '### K1 — queued motion survives an error', 'The queue is not flushed.', '',
      '### K2 — spindle restarts on a bare S word', 'Not reproduced yet [unverified].', '',
    ].join('\n');
    const { r, f } = read(md);
    expect(f.map((x) => [x.title, x.verified ?? null])).toEqual([
      ['queued motion survives an error', true],
      ['spindle restarts on a bare S word', false],
    ]);
    expect(f[0]!.how).toContain('Every finding below was CONFIRMED with a traced code path');
    expect(r.placement.some((p) => p.line === 3 && /verified: 1 finding/.test(p.to))).toBe(true);
    // And when it says none was: not verified.
    const none = read('## Outcome\nanswered — two\n\nNone of these were verified; they come from reading the code.\n\n## Findings\n- leak in the pool\n- retry storm\n');
    expect(none.f.map((x) => x.verified ?? null)).toEqual([false, false]);
  });

  it('sections written as forms (the same sub-headings under each) are one finding each, their parts the detail', () => {
    const md = [
      '# Spike results', '', '## Summary', '- 2 of 2 items checked', '',
      '## Item 1: Bulk insert hands back the ids', '### Result: PASS', '### What we tested', '- three rows in one call', '### Measurements', '- 12 ms', '',
      '## Item 2: Reconnect after a dropped socket', '### Result: PARTIAL', '### What we tested', '- killed the socket', '### Measurements', '- 2 s', '',
    ].join('\n');
    const { r, f } = read(md);
    expect(f.map((x) => x.title)).toEqual(['Bulk insert hands back the ids', 'Reconnect after a dropped socket']);
    expect(r.answers.findings[1]).toContain('killed the socket');
  });

  it('🟢 beside 🔴 and 🟡, or with a severity word, is the lowest severity, not a passed check; the counter after the light is no title', () => {
    const md = '## Findings\n\n### 🔴 Bug #1: Job never cancelled (CRITICAL)\nKeeps running.\n\n### 🟡 Bug #2: No timeout (MEDIUM)\nWaits forever.\n\n### 🟢 Bug #3: Button enabled while busy (LOW)\nPressed twice.\n';
    const { f } = read(md);
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['Job never cancelled', 'critical'],
      ['No timeout', 'medium'],
      ['Button enabled while busy', 'low'],
    ]);
  });

  it('a review\'s or a gate\'s verdict is the outcome: "Verdict: ready to merge …", "All gates green. Ready to merge.", "Recommendation: Request changes"', () => {
    for (const line of ['Verdict: ready to merge with two fixes.', 'All gates green. Ready to merge.', '**Recommendation:** Request Changes', 'Approved with nits.']) {
      const { r } = read(`# Review\n\n${line}\n\n## Issues\n- the cache key ignores the locale\n`);
      expect([line, r.given.has('outcome') ? r.answers.outcome : null]).toEqual([line, 'answered']);
    }
    // Not a verdict: work still to do.
    expect(read('# Review\n\nReady to merge: no\n\n## Issues\n- x\n').r.given.has('outcome')).toBe(false);
  });
});
