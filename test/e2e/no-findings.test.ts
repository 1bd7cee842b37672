// A return that says it found nothing is a return with zero findings, through the built CLI (no-findings.ts): a
// findings section whose item or body is "None. No issues found.", an approving review with no findings section
// ("No issues found. LGTM."), `--finding none`. Accepted (exit 0) with findings [] and noFindings {line, text} in
// return --json, pull --json and lint --json; stderr names the line; the written return reads back the same. A
// statement beside a real finding leaves it a finding; a sentence that states a problem stays a finding.

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { crlf, docWorld, oneHandoff, sectionOf, type ReturnJson } from '../helpers/doc-world.js';
import { runCli } from '../helpers/trust-cli.js';

const w = docWorld();
const handoff = oneHandoff(w, 'nothing found');
type NoneJson = ReturnJson & { noFindings?: { line: number; text: string } };

function record(text: string, ...flags: string[]): { j: NoneJson; md: string; stderr: string } {
  const r = handoff.returnBody(text, '--force', ...flags);
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as NoneJson;
  return { j, md: readFileSync(j.file, 'utf8'), stderr: r.stderr };
}
const pulledLast = () => {
  const p = runCli(['pull', handoff.id, '--json'], w.opts());
  expect(p.code, p.stderr).toBe(0);
  return (JSON.parse(p.stdout) as { returns: { n: number; findings: unknown[]; noFindings?: { line: number; text: string } }[] }).returns.at(-1)!;
};
const SECTION = '# Review\n\n## Outcome\n\nanswered — the pager is fine\n\n## Findings\n\nNone. No issues found.\n';
const APPROVED = '# Code review\n\nStatus: Approved\n\nNo issues found. LGTM.\n';

describe('a findings section that states nothing was found', () => {
  it.each([
    ['LF', SECTION],
    ['CRLF', crlf(SECTION)],
  ])('%s: zero findings, noFindings names line 9, stderr says so, pull and lint read the same', (_eol, text) => {
    const { j, md, stderr } = record(text);
    expect(j.findings).toEqual([]);
    expect(j.noFindings).toEqual({ line: 9, text: 'None. No issues found.' });
    expect(stderr).toMatch(/findings: none, stated at line 9 of --body \S+: "None\. No issues found\."/);
    expect(stderr).not.toContain('untagged');
    expect(sectionOf(md, 'Non-obvious findings')).toBe('None. No issues found.');
    const pulled = pulledLast();
    expect(pulled.findings).toEqual([]);
    expect(pulled.noFindings?.text).toBe('None. No issues found.');
    const lint = runCli(['lint', j.file, '--json'], w.opts());
    expect(lint.code, lint.stdout).toBe(0);
    const lj = JSON.parse(lint.stdout) as { findings: { rule: string }[]; noFindings?: { text: string } };
    expect(lj.findings.map((f) => f.rule)).toEqual([]);
    expect(lj.noFindings?.text).toBe('None. No issues found.');
    const show = runCli(['show', handoff.id], w.opts());
    expect(show.code, show.stderr).toBe(0);
    expect(show.stdout).toContain('None. No issues found.');
  });
  it.each([['- (none)'], ['（暂无）'], ['- Keine Befunde.'], ['Aucun problème bloquant détecté.'], ['_Nothing to report._']])('"%s": zero findings', (body) => {
    const { j } = record(`# Review\n\n## Outcome\n\nanswered — done\n\n## Findings\n\n${body}\n`);
    expect(j.findings).toEqual([]);
    expect(j.noFindings?.line).toBe(9);
  });
  it('beside a real finding: that one is the finding, no noFindings', () => {
    const { j } = record('# Review\n\n## Outcome\n\nanswered — done\n\n## Findings\n\n- None.\n- The retry loop never backs off.\n');
    expect(j.findings.map((f) => f.title)).toEqual(['The retry loop never backs off.']);
    expect(j.noFindings).toBeUndefined();
  });
});

describe('an approving review with no findings section', () => {
  it.each([
    ['LF', APPROVED],
    ['CRLF', crlf(APPROVED)],
  ])('%s: accepted, zero findings, read from line 5', (_eol, text) => {
    const { j, md } = record(text);
    expect(j.outcome).toBe('answered');
    expect(j.findings).toEqual([]);
    expect(j.noFindings).toEqual({ line: 5, text: 'No issues found.' });
    expect(sectionOf(md, 'Non-obvious findings')).toBe('No issues found.');
    expect(pulledLast().noFindings?.text).toBe('No issues found.');
  });
  it('a statement of no findings decides no outcome: exit 2 naming --outcome', () => {
    const r = handoff.returnBody('# Code review\n\nNo issues found.\n', '--force');
    expect(r.code, r.stdout).toBe(2);
    expect(r.stderr).toContain('--outcome');
    expect(r.stderr).not.toContain('findings (at least one');
  });
});

describe('--finding none', () => {
  it.each([['none'], ['No issues found']])('--finding "%s": accepted, zero findings', (said) => {
    const r = runCli(['return', handoff.id, '--outcome', 'answered', '--answer', 'checked the pager', '--finding', said, '--no-input', '--json', '--force'], w.opts());
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as NoneJson;
    expect(j.findings).toEqual([]);
    expect(j.noFindings?.text).toBe(said);
    expect(r.stderr).toContain(`findings: none, stated by --finding: "${said}"`);
    expect(pulledLast().noFindings?.text).toBe(said);
  });
  it('no --finding and no body: still refused, and the hint names --finding none', () => {
    const r = runCli(['return', handoff.id, '--outcome', 'answered', '--answer', 'x', '--no-input', '--json', '--force'], w.opts());
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('findings (at least one, unless abandoned)');
    expect(r.stderr).toContain('--finding none');
  });
});

describe('near-misses stay findings (beside a statement of none, which is not one)', () => {
  it.each([
    ['None of the retries back off.'],
    ['No tests cover the pager.'],
    ['No issues found in the parser, but the cache leaks on reload.'],
    ['Nothing validates the locale header.'],
    ['Keine Validierung der Eingabe.'],
  ])('- %s', (item) => {
    const { j } = record(`# Review\n\n## Outcome\n\nanswered — done\n\n## Findings\n\n- None.\n- ${item}\n`);
    expect(j.findings.map((f) => f.title)).toEqual([item]);
    expect(j.noFindings).toBeUndefined();
  });
  it('a table row "| 3 | No rate limit on /login | high |" beside a row "| 4 | None | — |"', () => {
    const { j } = record('# Review\n\n## Outcome\n\nanswered — done\n\n## Findings\n\n| # | Finding | Severity |\n|---|---|---|\n| 3 | No rate limit on /login | high |\n| 4 | None | — |\n');
    expect(j.findings.map((f) => f.title)).toEqual(['No rate limit on /login']);
    expect(j.noFindings).toBeUndefined();
  });
});

describe('lint of a return', () => {
  it('an empty findings section that states nothing is still an error; one that states nothing was found is clean, noFindings in its reading', () => {
    const empty = runCli(['lint', w.file('empty.md', '# Return\n\n## Outcome\n\nanswered — done\n\n## Non-obvious findings\n\n## Evidence\n\n- ran it\n'), '--json'], w.opts());
    expect(empty.code).not.toBe(0);
    expect((JSON.parse(empty.stdout) as { findings: { rule: string }[] }).findings.map((x) => x.rule)).toContain('missing-findings');
    const none = runCli(['lint', w.file('none.md', '# Return\n\n## Outcome\n\nanswered — done\n\n## Non-obvious findings\n\n- None found.\n'), '--json'], w.opts());
    expect(none.code, none.stdout).toBe(0);
    const j = JSON.parse(none.stdout) as { findings: { rule: string }[]; noFindings?: { line: number; text: string } };
    expect(j.findings.map((x) => x.rule)).toEqual([]);
    expect(j.noFindings).toEqual({ line: 9, text: 'None found.' });
  });
});
