// What QA found in the findings and outcome readers after issue 10's first pass (the board, 2026-11-30),
// each as the smallest document that showed it.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { importBrief } from '../../src/brief/body.js';
import { findingsData } from '../../src/brief/findings.js';
import { outcomeOfLine } from '../../src/brief/outcome.js';
import { lintDoc } from '../../src/brief/lint.js';
import { loadKinds } from '../../src/kinds/load.js';

const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));
const read = (md: string) => {
  const r = importReturn(md, placeholders);
  return { r, f: findingsData(r.answers.findings, r.layout.findingGroups) };
};
const kinds = await loadKinds({ repoRoot: null, env: { HOME: '/nonexistent', XDG_CONFIG_HOME: '/nonexistent' } });
const task = kinds.kinds.get('task')!;

describe('a line that starts with a status word states an outcome only when it says so', () => {
  it.each([
    'Complete failure: nothing works',
    'Success rate is only 40%, cause unknown',
    'Resolved: no (see below)',
    'Completed 2 of 5 steps; the rest is waiting',
    'Merged the fix? No',
    '完成していない：テストが失敗',
    'Fertig? Nein',
  ])('%j is not "answered"', (line) => {
    expect(outcomeOfLine(line)?.outcome).not.toBe('answered');
  });

  it.each([
    ['Partially done: found the root cause for three of four flaky tests.', 'partial', 'Partially done: found the root cause for three of four flaky tests.'],
    ['Partiellement terminé — le cache fonctionne', 'partial', 'Partiellement terminé — le cache fonctionne'],
    ['✅ **Done** — rewrite is correct', 'answered', '✅ **Done** — rewrite is correct'],
    ['answered — three bugs', 'answered', 'three bugs'],
    ['**Verdict: GREEN LIGHT** for the rollout', 'answered', '**Verdict: GREEN LIGHT** for the rollout'],
    ['Blocked by the CI runner image', 'blocked', 'Blocked by the CI runner image'],
    ['Status: done', 'answered', ''],
  ])('%j -> %s, the writer\'s words kept: %j', (line, outcome, answer) => {
    expect(outcomeOfLine(line)).toMatchObject({ outcome, answer });
  });

  it('a status line below the summary is read, kept, and the summary is the answer', () => {
    const { r } = read('## Summary\n\nI added leader election across tabs.\n\n**Status: ✅ Done**\n\n## Notes\n\n- Safari private mode lacks BroadcastChannel [unverified]\n');
    expect([r.answers.outcome, r.outcomeFrom?.line, r.answers.answer]).toEqual(['answered', 5, 'I added leader election across tabs.']);
    // Kept in the one Outcome section, below the outcome line.
    expect(r.layout.outcomeText).toContain('**Status: ✅ Done**');
  });
});

describe('fields', () => {
  it('"Verified: no" and its forms are not verified; the tag is not in the title', () => {
    const { f } = read('## Outcome\nanswered — x\n\n## Findings\n- index missing on orders. Verified: no\n- cache leak (verified: no)\n- timeout wrong — Verified: ❌\n- retry storm — verified: false\n');
    expect(f.map((x) => [x.title, x.verified])).toEqual([
      ['index missing on orders', false],
      ['cache leak', false],
      ['timeout wrong', false],
      ['retry storm', false],
    ]);
  });

  it('a method call or a package in backticks is not a location', () => {
    const { f } = read('## Outcome\nanswered — x\n\n## Findings\n- **Race in `SessionStore.flush()`** — two timers flush at once\n- bad: `config.load()` throws on empty file\n- storybook needs `@storybook/react@8`\n');
    expect(f.map((x) => x.location ?? null)).toEqual([null, null, null]);
  });

  it('a file heading locates the findings under it, with their "(line N)"; a "**High**:" lead is the severity, not the title', () => {
    const { f } = read('## Outcome\npartial — x\n\n## Findings\n\n### `src/auth/session.ts`\n\n- **High**: refresh token not rotated on reuse (line 88) [verified: test]\n- **Low**: magic number 3600\n\n### `src/auth/cookies.ts`\n\n1. SameSite=None without Secure (line 14) [unverified]\n');
    expect(f.map((x) => [x.title, x.severity ?? null, x.location])).toEqual([
      ['refresh token not rotated on reuse (line 88)', 'high', 'src/auth/session.ts:88'],
      ['magic number 3600', 'low', 'src/auth/session.ts'],
      ['SameSite=None without Secure (line 14)', null, 'src/auth/cookies.ts:14'],
    ]);
  });

  it('lint counts a finding as tagged exactly when the reader reads a verification', () => {
    const md = '## Outcome\nanswered — x\n\n## Findings\n- alpha leak (unverified)\n- beta race (confirmed by test)\n- gamma bug ✅ verified\n- delta bug. Unverified.\n- epsilon bug, verified by running the suite\n- zeta bug\n';
    const lint = lintDoc(md, { type: 'return', phrases: [] });
    expect(lint.findings.filter((x) => x.rule === 'untagged-finding').map((x) => x.line)).toEqual([10]);
  });
});

describe('counts', () => {
  it('a post-mortem: root cause and what went wrong are findings; the timeline is evidence, what went well is kept', () => {
    const { r } = read('# Post-mortem: checkout outage\n\n**Status:** Resolved\n\n## Timeline\n- 14:02 deploy\n- 14:05 error rate 30%\n- 14:31 rollback\n\n## Root cause\nThe cache shared one key across tenants.\n\n## What went wrong\n1. Key missed the tenant id.\n2. Canary covered one tenant.\n3. Alert fired late.\n\n## What went well\n- Rollback took 3 minutes.\n\n## Action items\n- [ ] tenant in every key\n');
    expect(r.answers.findings).toHaveLength(4);
    expect(r.answers.evidence).toHaveLength(3);
    expect(r.extra.find((x) => x.heading === 'What went well')?.text).toBe('- Rollback took 3 minutes.');
    expect(r.answers.outcome).toBe('answered');
  });

  it('headings with zero-width characters in them are still matched', () => {
    const { r } = read('## Out\u200bcome\nanswered — done\n\n## Find\u200bings\n- first finding [verified: x]\n- second finding [unverified]\n');
    expect([r.given.has('outcome'), r.answers.findings.length]).toEqual([true, 2]);
  });
});

describe('more of QA\'s shapes', () => {
  it('a hyphenated word is not a severity ("High-water mark"); "High - x" and "Finding 4 — x" titles', () => {
    const { f } = read('## Outcome\nanswered — x\n\n## Findings\n- High-water mark is never reset after a flush [unverified]\n- Medium-sized images are not cached [unverified]\n- High - the lock leaks [unverified]\n1) Finding 4 — timeouts are in seconds, not ms [unverified]\n2) Issue 2: cache never expires [unverified]\n');
    expect(f.map((x) => [x.title, x.severity ?? null])).toEqual([
      ['High-water mark is never reset after a flush', null],
      ['Medium-sized images are not cached', null],
      ['the lock leaks', 'high'],
      ['timeouts are in seconds, not ms', null],
      ['cache never expires', null],
    ]);
  });

  it('a ### finding whose list is its labelled fields is one finding (Description/Evidence/Confidence)', () => {
    const { f } = read('**Status:** Complete\n\n## Key Discoveries\n\n### Discovery 1: The v2 SDK loads every client\n- **Description**: 380 ms of modules.\n- **Evidence**: cpu profile\n- **Confidence**: High\n\n### Discovery 2: Config is parsed twice\n- **Description**: loadConfig runs twice.\n- **Evidence**: log lines\n- **Confidence**: Medium\n');
    expect(f.map((x) => [x.title, x.severity ?? null])).toEqual([
      ['The v2 SDK loads every client', null],
      ['Config is parsed twice', null],
    ]);
  });

  it('link reference definitions under the findings are kept', () => {
    const { r } = read('## Outcome\nanswered — x\n\n## Findings\n- the pager bug is upstream [issue 1][i1] [verified: repro]\n\n[i1]: https://github.com/acme/pager/issues/77 "upstream pager issue"\n');
    expect(r.extra.some((x) => x.text.includes('https://github.com/acme/pager/issues/77'))).toBe(true);
  });

  it('an Outcome written as a list: one Outcome section, the item after a bare "- answered" its answer', () => {
    const { r } = read('## Outcome\n- answered\n- the cache key ignores locale\n\n## Findings\n- f one [unverified]\n');
    expect([r.answers.answer, r.extra, r.layout.outcomeText]).toEqual(['the cache key ignores locale', [], undefined]);
  });

  it('a status stated in the title or a heading is read', () => {
    expect(read('# Status: Blocked by the staging DB\n\n## Findings\n- cookie race [verified: test]\n').r.answers.outcome).toBe('blocked');
    expect(read('## Status: ✅ Done\n\nAll green.\n\n## Findings\n- cookie race [verified: test]\n').r.outcomeFrom?.line).toBe(1);
  });

  it('a return with no headings: its list items and notes are the findings, its lead the answer', () => {
    const { r } = read('- the pager drops the last page [verified: test]\n- the cache never expires [unverified]\n');
    expect(r.answers.findings).toHaveLength(2);
    const a = read('I made the following changes to fix the CSV importer:\n\n1. Normalised line endings.\n2. Added fixtures for CR, LF and CRLF.\n\nOne thing I noticed: BOMs are trimmed only for UTF-8, not UTF-16.\n').r;
    expect([a.answers.answer, a.answers.findings.length]).toEqual(['I made the following changes to fix the CSV importer:', 3]);
  });
});

describe('QA 17:49-18:09 and the newcomer', () => {
  it.each([
    ['Completed successfully', 'answered'],
    ['完了しました', 'answered'],
    ['Successfully completed', 'answered'],
    ['Erfolgreich abgeschlossen', 'answered'],
    ['Частично готово', 'partial'],
    ['Заблокировано: нет доступа', 'blocked'],
    ['Blockiert durch fehlende Zugangsdaten', 'blocked'],
  ])('%j -> %s', (line, outcome) => {
    expect(outcomeOfLine(line)?.outcome).toBe(outcome);
  });

  it('a status line above the title states the outcome', () => {
    expect(read('Partial — two of three answered.\n\n# Spike: ws\n\n## Findings\n- a [unverified]\n').r.answers.outcome).toBe('partial');
  });

  it('"Not yet verified: x", "verified by nobody", "Important: x"; identifiers in backticks are not locations', () => {
    const { f } = read('## Outcome\nanswered — x\n\n## Findings\n- Not yet verified: race in flush\n- lock leak — verified by nobody yet\n- Important: the lock is never released on error\n- The buffer length is `name.length`, counting UTF-16 units [verified: node]\n- `res.json()` is called twice [unverified]\n- see `config.yaml` first\n');
    expect(f.map((x) => [x.title, x.verified ?? null, x.location ?? null])).toEqual([
      ['race in flush', false, null],
      ['lock leak', false, null],
      ['the lock is never released on error', null, null],
      ['The buffer length is `name.length`, counting UTF-16 units', true, null],
      ['`res.json()` is called twice', false, null],
      ['see `config.yaml` first', null, 'config.yaml'],
    ]);
  });

  it('a Copilot PR review: the comments are the findings, a bold path their location', () => {
    const { r, f } = read('## Pull request overview\n\nThis PR adds bulk invites. Copilot reviewed 3 of 3 changed files and generated 2 comments.\n\n### Reviewed changes\n\n| File | Description |\n|---|---|\n| `src/routes/invite.ts` | New bulk endpoint |\n\n### Comments\n\n- **src/routes/invite.ts:23** — orgId comes from the body, any user can invite into any org.\n- **src/services/invite.ts:57** — duplicate emails produce duplicate rows.\n\nOutcome: answered\n');
    expect(f.map((x) => [x.title, x.location])).toEqual([
      ['orgId comes from the body, any user can invite into any org.', 'src/routes/invite.ts:23'],
      ['duplicate emails produce duplicate rows.', 'src/services/invite.ts:57'],
    ]);
    expect(r.answers.outcome).toBe('answered');
  });

  it('common return headings fill their sections', () => {
    const { r } = read("## TL;DR\nDone: fixed.\n## What I found\n- a [verified: t]\n## What I changed\n- src/a.js\n## Didn't work\n- iconv\n## Still unclear\n- XLSX?\n");
    expect([r.answers.evidence, r.answers.deadEnds, r.answers.questions]).toEqual([['src/a.js'], ['iconv'], ['XLSX?']]);
  });

  it('hostile input stays linear: long runs of "*", backticks and spaces after a label', () => {
    const stars = read(`## Outcome\nanswered — x\n\n## Findings\n- ${'*'.repeat(50000)}\n`);
    expect(stars.f).toHaveLength(1);
    const spaces = read(`## Outcome\nanswered — x\n\n## Findings\n- cache leak in loader\n  Severity: ${' '.repeat(5000)}tbd\n- x\n  verified${' '.repeat(5000)}:\n`);
    expect(spaces.f.map((x) => [x.title, x.severity ?? null])).toEqual([['cache leak in loader', null], ['x', null]]);
    expect(read(`## Outcome\nanswered — x\n\n## Findings\n- ${'`'.repeat(50000)}\n`).f).toHaveLength(1);
  });
});

describe('reviewer and newcomer 18:13-18:25', () => {
  it.each([
    ['Fixed the off-by-one in the pager loop.', 'answered'],
    ['Resolved the flake by pinning ports.', 'answered'],
    ['Completed the migration of invoices.', 'answered'],
  ])('a PR-shaped summary %j -> %s', (line, outcome) => {
    expect(outcomeOfLine(line)?.outcome).toBe(outcome);
    expect(outcomeOfLine(line)?.answer).toBe(line);
  });

  it('"Merged the fix? No" still states nothing', () => {
    expect(outcomeOfLine('Merged the fix? No')).toBeNull();
  });

  it('a title line of 5,000 spaces or 20,000 underscores still gives a title', () => {
    expect(read(`## Outcome\nanswered — x\n\n## Findings\n\n${' '.repeat(5000)}z\n`).f.map((x) => x.title)).toEqual(['z']);
    expect(read(`## Outcome\nanswered — x\n\n## Findings\n- ${'_'.repeat(20000)} tail\n`).f).toHaveLength(1);
  });

  it('a body section named like one of the tool\'s own is the body\'s: kept under a heading of its own, also with --finding', () => {
    const { r } = read('## Outcome\nanswered — x\n\n## Findings\n- a bug [verified: t]\n\n## How the findings were grouped\n\nthe secret sauce paragraph\n\n## Title in the document\n\nforged title\n');
    expect(r.extra.map((x) => x.heading)).toEqual(['How the findings were grouped (as written)', 'Title in the document (as written)']);
    expect(r.findingsNote).toBeUndefined();
    const t = read('## Outcome\nanswered — x\n\n## Findings\n| # | Finding |\n|---|---|\n| 1 | a |\n\n## How the findings were grouped\n\nmine\n').r;
    expect(t.extra.find((x) => x === t.findingsNote)?.heading).toBe('How the findings were grouped');
    expect(t.extra.some((x) => x.heading === 'How the findings were grouped (as written)' && x.text === 'mine')).toBe(true);
  });
});

describe('lint of a return the tool wrote', () => {
  it('braces in the brief\'s title (written into the return\'s title by the tool) are not an unfilled slot', () => {
    const md = '# Return: Fix {{name}} showing literally\n\n<!-- handoff:return id=task-fix-name-abcd n=1 -->\n\n## Outcome\n\nanswered — x\n\n## Non-obvious findings\n\n- f [unverified]\n';
    expect(lintDoc(md, { type: 'return', phrases: [] }).findings.map((x) => x.rule)).toEqual([]);
    expect(lintDoc(md.replace('- f [unverified]', '- f {{id}} [unverified]'), { type: 'return', phrases: [] }).findings.map((x) => x.rule)).toEqual(['unfilled-slot']);
  });
});

describe('briefs', () => {
  it('"Tried so far", "What we tried", "Failed approaches" are Dead ends', () => {
    for (const h of ['Tried so far', 'What we tried', 'Failed approaches']) {
      const b = importBrief(`# T\n## Why\nw\n## Deliver\nd\n## ${h}\n- x — failed because y\n## First step\nf\n`, task);
      expect(b.placement.find((p) => p.line === 6)?.to, h).toBe('Dead ends');
    }
  });

  it('a marker in the middle of a body is the writer\'s text: its Return and Where to work are kept as theirs', () => {
    const b = importBrief('# T\n## Why\nw\n## Deliver\nd\n## Return\nsend the results to the ops channel by friday\n## Where to work\nwork on main and force-push\n\n<!-- handoff:brief id=task-forged-abcd kind=task -->\n## First step\nf\n', task);
    expect(b.extra.map((x) => x.heading)).toEqual(['From the body: Return', 'From the body: Where to work']);
    expect(b.extra[0]!.text).toContain('friday');
  });
});

describe('a long findings table', () => {
  it('is read row by row: 20,000 rows, each a finding with its fields (reading each column per cell was quadratic: minutes here)', () => {
    const rows = Array.from({ length: 20_000 }, (_x, i) => `| ${i + 1} | leak ${i} | high | \`src/m${i % 97}.ts:${i + 1}\` |`);
    const md = `## Outcome\nanswered — x\n\n## Findings\n\n| # | Finding | Severity | Location |\n|---|---|---|---|\n${rows.join('\n')}\n`;
    const r = importReturn(md, { outcome: '', items: new Set() });
    expect(r.answers.findings).toHaveLength(20_000);
    const f = findingsData([r.answers.findings[19_999]!]);
    expect([f[0]!.title, f[0]!.severity, f[0]!.location]).toEqual(['leak 19999', 'high', 'src/m17.ts:20000']);
  });
});
