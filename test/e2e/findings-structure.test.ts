// What QA found after issue 10's first pass, through the built CLI: the placement report counts a table's
// findings one per row and each table apart; a quote at the top of a return is not its one-line answer;
// groups of findings keep their levels in the written return (the tool's own sections stay "## ");
// `--finding` next to a `--body` that has findings says what it replaced.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FindingData } from '../../src/brief/findings.js';
import { runCli } from '../helpers/trust-cli.js';
import { docWorld, type ReturnJson } from '../helpers/doc-world.js';

const w = docWorld();

let probes = 0;
function probe(): string {
  const r = runCli(['new', 'task', '-t', `structure probe ${++probes}`, '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], w.opts());
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { id: string }).id;
}

const file = (text: string) => w.file('return.md', text);


function record(text: string, ...flags: string[]): { j: ReturnJson; md: string; stderr: string } {
  const id = probe();
  const r = runCli(['return', id, '--body', file(text), '--no-input', '--json', ...flags], w.opts());
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as ReturnJson;
  return { j, md: readFileSync(j.file, 'utf8'), stderr: r.stderr };
}

const TABLES = [
  '## Outcome',
  'answered — five bugs',
  '',
  '## Findings',
  '',
  '| # | Finding |',
  '|---|---|',
  '| 1 | off-by-one in pager [verified: test] |',
  '| 2 | cache leak [unverified] |',
  '| 3 | wrong timeout [verified: log] |',
  '',
  '### Backend',
  '',
  '| Issue | Severity |',
  '|---|---|',
  '| slow query | high |',
  '| n+1 in list | low |',
  '',
  '| Issue | File |',
  '|---|---|',
  '| pool leak | `src/pool.ts` |',
  '',
].join('\n');

describe('placement counts tables one finding per row, each table apart', () => {
  it('a 3-row table is findings 1-3; two tables under one heading are two lines', () => {
    const { j, md, stderr } = record(TABLES);
    expect(j.findings).toHaveLength(6);
    const to = (line: number) => j.placement.find((p) => p.line === line)?.to;
    expect(to(4)).toBe('findings 1-6');
    expect(to(6)).toBe('findings 1-3, one per row');
    expect(to(12)).toBe('findings 4-6 (kept as a group of Non-obvious findings)');
    expect(to(14)).toBe('findings 4-5, one per row');
    expect(to(19)).toBe('finding 6, one per row');
    expect(stderr).toMatch(/line +6 +\(a table: #, Finding\) -> findings 1-3, one per row/);
    // The written return names each table by its columns, with the findings it held.
    // A "#" column that only counts the rows is numbering: named here, not written into each finding.
    expect(md).toContain('- A table (columns: #, Finding): findings 1-3; its "#" column numbered them 1, 2, 3\n- A table in "Backend" (columns: Issue, Severity): findings 4-5\n- A table in "Backend" (columns: Issue, File): finding 6');
    expect(md).toContain('\n- off-by-one in pager [verified: test]\n');
  });
});

describe('the one-line answer is prose, never a quote', () => {
  it('a "> Reviewer:" quote at the top stays a quote; the answer is the paragraph after it', () => {
    const { j, md } = record('> Reviewer: Claude, 2026-11-29\n\nThe pager drops the last page.\n\n## Findings\n\n- off-by-one in pager [verified: test]\n', '--outcome', 'answered');
    expect(md).toContain('## Outcome\n\nanswered — The pager drops the last page.\n');
    expect(md).toContain('## Introduction\n\n> Reviewer: Claude, 2026-11-29');
    expect(j.placement[0]).toEqual({ line: 1, from: '(text before the first heading)', to: 'Outcome (the one-line answer); the rest under "Introduction"' });
  });

  it('a status line alone is not the answer: the prose after it is', () => {
    const { md } = record('# Audit\n\nStatus: done\n\nThe pager drops the last page.\n\n## Findings\n\n- off-by-one in pager [verified: test]\n');
    expect(md).toContain('## Outcome\n\nanswered — The pager drops the last page.\n');
    expect(md).toContain('## Introduction\n\nStatus: done');
  });

  it('an Outcome section that opens with a quote: the answer is its prose', () => {
    const { md } = record('## Outcome\n\n> Reviewer: Claude\n\nThe pager drops the last page.\n\n## Findings\n\n- off-by-one [verified: test]\n', '--outcome', 'answered');
    expect(md).toContain('## Outcome\n\nanswered — The pager drops the last page.\n');
    expect(md).toContain('> Reviewer: Claude');
  });

  it('only a quote: its words without the ">", and placement says so', () => {
    const { j, md } = record('> The pager drops the last page.\n\n## Findings\n\n- off-by-one [verified: test]\n', '--outcome', 'answered');
    expect(md).toContain('## Outcome\n\nanswered — The pager drops the last page.\n');
    expect(md).not.toContain('answered — >');
    expect(j.placement[0]!.to).toContain('from the quote on line 1 without its ">"');
  });
});

describe('groups keep their levels in the written return', () => {
  it('## Findings > ### Backend > #### F1: the groups are ### headings under the tool\'s own section', () => {
    const { j, md } = record(
      '# Audit\n\nStatus: done\n\n## Findings\n\n### Backend\n\n#### F1. Slow query in search\n\nThe index is unused.\n\n**Fix:** add the index.\n\n#### F2. Leak in pool\n\nNever freed.\n\n### Frontend\n\n#### F3. Flicker on load\n\nCSS loads late.\n',
    );
    expect(j.findings.map((f) => f.title)).toEqual(['F1. Slow query in search', 'F2. Leak in pool', 'F3. Flicker on load']);
    expect(md).toContain('## Non-obvious findings\n\n### Backend\n\n- F1. Slow query in search\n');
    expect(md).toContain('\n### Frontend\n\n- F3. Flicker on load\n');
    // The tool's own sections are the only "## " headings from Outcome on.
    expect(md.match(/^## .*$/gm)).toEqual(['## Outcome', '## Non-obvious findings', '## Title in the document', '## Introduction']);
  });

  it('## Security > ### Auth groups (findings by severity): both levels kept, a one-item sibling group too', () => {
    const { j, md } = record('# Audit\n\nStatus: done\n\n## Security\n\n### Auth\n\n- token not rotated [high]\n- session fixation [medium]\n\n### Input\n\n- XSS in search [high]\n\n## Performance\n\n### DB\n\n- n+1 in list [low]\n');
    expect(j.findings.map((f) => [f.title, f.severity])).toEqual([
      ['token not rotated', 'high'],
      ['session fixation', 'medium'],
      ['XSS in search', 'high'],
      ['n+1 in list', 'low'],
    ]);
    expect(md).toContain('## Non-obvious findings\n\n### Security\n\n#### Auth\n\n- token not rotated [high]\n- session fixation [medium]\n\n#### Input\n\n- XSS in search [high]\n\n### Performance\n\n#### DB\n\n- n+1 in list [low]\n');
    expect(md).not.toContain('\\#');
  });

  it('a pulled return reads the same groups back', () => {
    const id = probe();
    const r = runCli(['return', id, '--body', file('## Outcome\nanswered — two\n\n## Findings\n\n- loose one [unverified]\n\n### Backend\n\n- a [high]\n- b [low]\n'), '--no-input'], w.opts());
    expect(r.code, r.stderr).toBe(0);
    const p = runCli(['pull', id, '--json'], w.opts());
    const j = JSON.parse(p.stdout) as { returns: { findings: FindingData[]; markdown: string }[] };
    expect(j.returns[0]!.findings.map((f) => f.title)).toEqual(['loose one', 'a', 'b']);
    expect(j.returns[0]!.markdown).toContain('- loose one [unverified]\n\n### Backend\n\n- a [high]');
  });
});

describe('flags next to a --body say what they replaced', () => {
  it('--finding replaces the body\'s findings, and placement (stderr and --json) says so', () => {
    const { j, md, stderr } = record(TABLES, '--finding', 'the one from the flag [unverified]');
    expect(j.findings.map((f) => f.title)).toEqual(['the one from the flag']);
    expect(md).not.toContain('off-by-one');
    const at4 = j.placement.filter((p) => p.line === 4).map((p) => p.to);
    expect(at4).toContain('findings 1-6; replaced by --finding, not written');
    expect(at4).toContain("Non-obvious findings: it replaces the document's 6 items (flags win over --body; give them all in one place to keep both)");
    expect(stderr).toContain('replaced by --finding, not written');
    // The tables' note is about findings that are not written: it goes with them.
    expect(md).not.toContain('How the findings were grouped');
  });

  it('--outcome against a stated outcome, --answer against the document\'s answer: both said', () => {
    const { j } = record('## Outcome\nanswered — three bugs\n\n## Findings\n- a [verified: t]\n', '--outcome', 'partial', '--answer', 'two of three');
    expect(j.placement).toEqual(expect.arrayContaining([
      { line: 2, from: '(--outcome partial)', to: 'Outcome: it overrides "answered", which the document states on this line' },
      { line: 2, from: '(--answer)', to: 'the one-line answer; it replaces the document\'s "three bugs", not written' },
    ]));
  });
});

describe('pull and show name each finding with its fields, quoted like the return', () => {
  it('one compact line per finding: [severity] [verified: how] location — title; a forged heading stays inside the quote', () => {
    const id = probe();
    const doc = '## Outcome\nanswered — x\n\n## Findings\n- [high] cache leak in `src/cache.ts:12` [verified: unit test]\n- retry storm [unverified]\n- ## End of the report\n\n| Severity | File | Issue |\n|---|---|---|\n| 🟠 High | `b.ts:2` | pool leak |\n';
    const r = runCli(['return', id, '--body', file(doc), '--no-input'], w.opts());
    expect(r.code, r.stderr).toBe(0);
    const shown = runCli(['show', id], w.opts());
    const pulled = runCli(['pull', id], w.opts());
    for (const out of [pulled.stdout, shown.stdout]) {
      expect(out).toContain('Its findings as handoff read them (4; severity, verification, location, title), then the return:');
      expect(out).toContain('> 1. [high] [verified: unit test] src/cache.ts:12 — cache leak in `src/cache.ts:12`\n> 2. [unverified] retry storm\n> 3. End of the report\n> 4. [high] b.ts:2 — pool leak\n');
      // The frame's own lines are the only unquoted ones: no finding made one.
      expect(out.match(/^## End of the report$/gm) ?? []).toHaveLength(out === pulled.stdout ? 1 : 0);
    }
  });

  it("the writer's own id leads its line, so the summary can be matched to the return ('SEC-001', 'M-1', 'F-3')", () => {
    const id = probe();
    const doc = '## Outcome\nanswered\n\n## Findings\n- [SEC-001] SQL injection in login [verified: test]\n- **M-1** Missing index on users\n- F-3: cache never expires\n- no id here\n';
    const r = runCli(['return', id, '--body', file(doc), '--no-input'], w.opts());
    expect(r.code, r.stderr).toBe(0);
    for (const out of [runCli(['show', id], w.opts()).stdout, runCli(['pull', id], w.opts()).stdout]) {
      expect(out).toContain('Its findings as handoff read them (4; id, severity, verification, location, title), then the return:');
      expect(out).toContain('> 1. SEC-001 [verified: test] SQL injection in login\n> 2. M-1 Missing index on users\n> 3. F-3 cache never expires\n> 4. no id here\n');
    }
  });
});
