// Tables and lists whose rows are no findings, and the column that names a row (branch `where`): a table that
// counts, a list of decisions answered yes or no, a closing note after groups of findings; a column of changes
// or of repeated values never titles a row; a row with a status mark its header has no column for.

import { describe, expect, it } from 'vitest';
import { readReturn as read } from '../helpers/read-return.js';

describe('a table that counts holds no findings', () => {
  it.each([
    ['figures past the first column', '| Region | Orders | Checked | Flagged |\n|---|---|---|---|\n| North | 120 | ~110 | 10 |\n| South | 98 | ~90 | 8 |\n| East (pilot) | 40 | ~35 | 5 |\n'],
    ['severities with a count and examples', '| Severity | Count | Examples |\n|---|---|---|\n| High | 2 | cache key, index |\n| Low | 1 | log level |\n'],
  ])('%s', (_what, table) => {
    const { f, r } = read(`# Review\n\n## Per-region pass\n\n${table}\n## Fixed already\n\n- The cache key ignores the locale\n- The orders table has no index on user_id\n`);
    expect(f.map((x) => x.title)).toEqual(['The cache key ignores the locale', 'The orders table has no index on user_id']);
    // Nothing dropped: the table is kept as written.
    expect(JSON.stringify(r)).toContain(table.includes('Low') ? '| Low | 1 |' : '| South | 98 |');
  });

  it('a table of findings with a count column stays findings (its first column names them)', () => {
    const { f } = read('# Review\n\n## Findings\n\n| Issue | Occurrences |\n|---|---|\n| N+1 query in the feed handler | 14 |\n| Unbounded retry on upload errors | 3 |\n');
    expect(f.map((x) => x.title)).toEqual(['N+1 query in the feed handler', 'Unbounded retry on upload errors']);
  });
});

describe('the column that names each row', () => {
  it('not a column of changes, nor one whose values repeat', () => {
    const { f } = read('# Audit\n\n## Fixed already\n\n| Lang | Word | Field | Was → Now |\n|---|---|---|---|\n| Welsh | cath | clue | "a dog" (wrong) → "a cat" |\n| Welsh | ci | clue | "a bird" (wrong) → "a dog" |\n| Irish | madra | hint | removed (duplicate of *madradh*) |\n');
    expect(f.map((x) => x.title)).toEqual(['cath', 'ci', 'madra']);
  });

  it('of two columns named as titles ("Area", "Finding"), the one whose values differ row by row', () => {
    const { f } = read('# Review\n\n## Findings\n\n| Area | Finding | Before → After |\n|---|---|---|\n| API | Token is logged | logged → redacted |\n| API | Retry has no cap | none → 5 |\n');
    expect(f.map((x) => x.title)).toEqual(['Token is logged', 'Retry has no cap']);
  });

  it('a row with a status mark its header has no column for: the mark is its status, the title its own cell', () => {
    const { f } = read('# Review\n\n## Findings\n\n| # | Finding | File |\n|---|---|---|\n| 34 | ✅ | **Stale cache key** | src/cache.ts |\n| 35 | ✅ | **Missing index on orders** | db/schema.sql |\n| 36 | **Token logged at debug** | src/auth.ts |\n');
    expect(f.map((x) => x.title)).toEqual(['Stale cache key', 'Missing index on orders', 'Token logged at debug']);
    expect(f.map((x) => x.location)).toEqual(['src/cache.ts', 'db/schema.sql', 'src/auth.ts']);
    expect(f[0]!.text).toContain('Status: ✅');
  });
});

describe('a list of decisions answered yes or no holds no findings', () => {
  it.each([
    ['en', '### Audit decision\n\n- **Clinical approval:** No\n- **Internal prototype under supervision:** Yes, with reservations\n- **Production approval:** No\n'],
    ['es', '### Decisión\n\n- **Aprobación clínica:** No\n- **Prototipo interno:** Sí, con reservas\n'],
    ['de', '### Entscheidung\n\n- **Freigabe für Produktion:** Nein\n- **Freigabe für Tests:** Ja\n'],
  ])('%s', (_lang, decision) => {
    const { f, r } = read(`# Audit\n\n## Summary\n\n### Strengths\n\n- Clear module split.\n- Good tests.\n\n${decision}\n## Findings\n\n- **Growth rule too lax:** the threshold is 1 mm, not 1.5 mm.\n- **Cache-first worker:** stale answers after a deploy.\n`);
    expect(f.map((x) => x.title)).toEqual(['Growth rule too lax', 'Cache-first worker']);
    expect(JSON.stringify(r)).toContain(decision.split('\n')[2]!.slice(4, 20));
  });

  it('labels with statements after them stay findings (regression)', () => {
    const { f } = read('# Review\n\n## Findings\n\n- **Login page:** no rate limit on the form.\n- **Checkout:** the total is computed twice.\n');
    expect(f).toHaveLength(2);
  });
});

describe('a closing note after groups of findings is no finding', () => {
  it('a last section of prose after sections that list their items', () => {
    const { f, r } = read('# Clue audit\n\n## Fixed already\n\n| Word | Change |\n|---|---|\n| cath | clue rewritten |\n| ci | clue rewritten |\n\n## Needs a native speaker\n\n- **madra** — the clue is vague; confirm.\n- **bó** — gloss differs from the usual one; confirm.\n\n## Note\n\nThis is a screen, not a verdict: only a fluent speaker signs it off.\n');
    expect(f.map((x) => x.title)).toEqual(['cath', 'ci', 'madra', 'bó']);
    expect(JSON.stringify(r)).toContain('only a fluent speaker signs it off');
  });

  it('findings written as prose sections keep their last one (regression)', () => {
    const { f } = read('# Review\n\n## Cache key ignores locale\n\nThe key is built from the path only.\n\n## Index missing\n\nOrders are scanned in full.\n\n## Token in logs\n\nThe token is written at debug level.\n');
    expect(f).toHaveLength(3);
  });
});
