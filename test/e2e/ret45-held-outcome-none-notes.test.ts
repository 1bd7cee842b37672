// QA 44 residuals (ret45) through the built CLI: exit codes, stdout JSON, the files stored, pull's reading.
// - C9: "**Status**: Pushed to remote, ready for PR" with "## Blocking Questions for You" still listing a question:
//   `return` asks for --outcome (exit 2, nothing written) and says which two lines decided; with --outcome it records.
//   Without the blocking section the status still answers (qa35-stated-outcome keeps that).
// - C7b: a NOTE row that says a requirement is met is set aside: two findings, not three, pull reads the same.
// - Doc 11: an all-pass QA report with a "Definitive Verification Sign-Off" has zero findings.
// - C12: "## Dead Ends" / "- None." records no dead end, in a return (pull's answers) and a brief (its json), the line
//   kept under its own heading.

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { briefImporter, docWorld, oneHandoff, returnAndPull, sectionOf } from '../helpers/doc-world.js';
import { runCli } from '../helpers/trust-cli.js';

const w = docWorld();

describe('C9: open blocking questions hold back a status that reads answered', () => {
  const handoff = oneHandoff(w, 'ret45 blocking questions');
  const md = '# Code Review Findings\n\n## Issues Found\n\n1. **Missing config** (package.json) — the root package.json is absent.\n\n## Blocking Questions for You\n\n1. Which test framework?\n\n---\n\n**Commit**: 014a090\n**Status**: Pushed to remote, ready for PR\n';
  it('asks for --outcome, names both lines, writes nothing', () => {
    const r = handoff.returnBody(md);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toContain('line 14 of');
    expect(r.stderr).toContain('"Blocking Questions for You" (line 7) lists 1 open blocking question');
    expect(r.stderr).toContain('--outcome');
    expect(JSON.parse(r.stdout).error.missing.map((m: { name: string }) => m.name)).toEqual(['outcome']);
    expect(readdirSync(join(w.home, handoff.id)).filter((f) => f.startsWith('return-'))).toEqual([]);
  });
  it('with --outcome partial it records, the questions open, the status line kept', () => {
    const { j, md: written } = handoff.record(md, '--outcome', 'partial');
    expect(j.outcome).toBe('partial');
    expect(j.findings).toHaveLength(1);
    expect(sectionOf(written, 'Open questions')).toContain('Which test framework?');
    expect(sectionOf(written, 'Open questions')).not.toContain('Pushed');
    expect(sectionOf(written, 'Outcome')).toContain('Pushed to remote, ready for PR');
  });
  it('near miss: the same status without the blocking section still answers', () => {
    const r = handoff.returnBody(md.replace('## Blocking Questions for You\n\n1. Which test framework?\n\n', ''));
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).outcome).toBe('answered');
  });
});

describe('C7b and doc 11: passed checks are no findings', () => {
  it('a NOTE row that meets the contract: one finding of two rows, verified, the marker out of the title', () => {
    const md = '# Review\n\n## Verdict: NO-GO\n\n## Findings\n\n| # | Severity | File | Finding |\n|---|----------|------|---------|\n| 1 | BLOCKER | `a.js:3` | Verified observation: the path is not sealed. |\n| 2 | NOTE | `b.js:9` | Verified observation: the scorer meets the requested contract. |\n';
    const { j, pulled, md: written } = returnAndPull(w, md, 'ret45-c7b');
    expect(j.findings.map((f) => [f.title, f.verified, f.severity])).toEqual([['the path is not sealed.', true, 'blocker']]);
    expect(pulled.map((f) => f.title)).toEqual(['the path is not sealed.']);
    expect(written).toContain('the scorer meets the requested contract');
  });
  it('an all-pass report with a sign-off: zero findings, pull reads none', () => {
    const md = '# QA Report\n\n## Executive Summary\n\n**Overall Platform Status**: **PASS** (Ready for Gate Beta / Staging Deployment)\n\n## Test Suite Verification Matrix\n\n### Unit Test Suite\n- **Status**: PASS\n- **Total Tests**: 380\n\n### Regression Suite\n- **Status**: PASS\n- `tests/test_regressions.py` (3 tests verifying Bugfix #12)\n\n---\n\n## Definitive Verification Sign-Off\n\n- **QA Agent**: billing-qa\n- **Gate Beta Cleared**: **YES**\n';
    const { j, pulled, md: written } = returnAndPull(w, md, 'ret45-doc11');
    expect(j.findings).toEqual([]);
    expect(pulled).toEqual([]);
    expect(written).toContain('Gate Beta Cleared');
  });
});

describe('C12: a section that says it has nothing', () => {
  it('return: no dead end, no open question; pull reads none; the lines kept', () => {
    const md = '# Iteration\n\n## Outcome\n\nanswered — done\n\n## Findings\n\n1. **Footer is exclusive.** [verified: read src/ui.ts:69]\n\n## Dead Ends\n\n- None.\n\n## Open questions\n\nN/A\n';
    const { md: written, j } = returnAndPull(w, md, 'ret45-c12-return');
    expect(sectionOf(written, 'Dead ends')).toBeUndefined();
    expect(sectionOf(written, 'Dead Ends (as written)')).toBe('- None.');
    expect(sectionOf(written, 'Open questions (as written)')).toBe('N/A');
    expect(j.placement.find((p) => p.from === 'Dead Ends')?.to).toMatch(/^Dead ends: none/);
    const id = j.file.split('/').at(-2)!;
    const p = runCli(['pull', id, '--json', '--keep'], w.opts());
    const answers = JSON.parse(p.stdout).returns.at(-1).answers;
    expect(answers.deadEnds).toEqual([]);
    expect(answers.questions).toEqual([]);
  });
  it('brief: no dead end in its json, the line kept under its heading', () => {
    const b = briefImporter(w, 'ret45-c12-');
    const r = b.newTask('# Port the parser\n\n## Why this slice exists\n\nThe old parser drops rows.\n\n## What to deliver\n\nA new parser.\n\n## Dead Ends\n\n- None.\n\n## First step\n\nRead src/parse.ts.\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.answers!.deadEnds).toEqual([]);
    expect(sectionOf(r.md, 'Dead Ends')).toBe('- None.');
    expect(r.placement.find((p) => p.from === 'Dead Ends')?.to).toMatch(/^Dead ends: none/);
    expect(existsSync(r.out.brief!)).toBe(true);
  });
});
