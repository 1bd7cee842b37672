// A return written by hand, in the shape the brief's Return section shows, imported with --body (file and
// stdin) and with --paste from a real clipboard (Xvfb + xsel); and what such an import refuses.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copiedBy, startXvfb, type Xvfb } from '../helpers/xvfb.js';
import { scaled } from '../helpers/timing.js';
import { briefToReturn, cleanup, json, storeFiles, tempDir, world } from '../helpers/return-cli.js';
import { needs } from '../helpers/prereq.js';

afterAll(cleanup);

/** What an agent without the tool writes: the brief's shape, filled in. */
const HAND_WRITTEN = `## Outcome
partial — the split works except for the macro table

## Non-obvious findings
- MACROS is read by both the lexer and the parser [verified: grep -rn MACROS src/]
- a circular import appears as soon as the parser moves [unverified]

## Recommendations
- move MACROS into its own module before splitting

## Dead ends
- re-exporting MACROS from the parser — the cycle stays because the lexer imports the parser

## Evidence
- branch split-parser-spike, commit 1a2b3c4

## Open questions
- is the macro table meant to be extensible by plugins?
`;

const setup = () => briefToReturn('handoff-doc-');

function expectImported(w: ReturnType<typeof world>, repo: string, id: string, n = 1) {
  const show = json(w.run(['show', id, '--json'], { cwd: repo }));
  const r = show.returns[n - 1];
  expect(r.answers).toEqual({
    outcome: 'partial',
    answer: 'the split works except for the macro table',
    findings: ['MACROS is read by both the lexer and the parser [verified: grep -rn MACROS src/]', 'a circular import appears as soon as the parser moves [unverified]'],
    recommendations: ['move MACROS into its own module before splitting'],
    deadEnds: ['re-exporting MACROS from the parser — the cycle stays because the lexer imports the parser'],
    evidence: ['branch split-parser-spike, commit 1a2b3c4'],
    questions: ['is the macro table meant to be extensible by plugins?'],
  });
  expect(r.record.answers).toEqual(r.answers);
  return r;
}

describe('--body', () => {
  it('imports a hand-written return from a file', () => {
    const { w, repo, id, dir } = setup();
    const file = path.join(dir, 'findings.md');
    writeFileSync(file, HAND_WRITTEN);
    const r = w.run(['return', id, '--body', file, '--json'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(json(r)).toMatchObject({ id, n: 1, outcome: 'partial', status: 'returned', lint: { errors: 0, warnings: 0 } });
    expect(expectImported(w, repo, id).record.source).toBe('body');
  });

  it('imports one from stdin, and one still wrapped in the fence it was shown in', () => {
    const { w, repo, id, dir } = setup();
    expect(w.run(['return', id, '--body', '-', '--no-input'], { cwd: dir, input: HAND_WRITTEN }).code).toBe(0);
    expectImported(w, repo, id, 1);
    const fenced = `Here is what I found.\n\n~~~markdown\n${HAND_WRITTEN}~~~\n`;
    const r = w.run(['return', id, '--body', '-', '--no-input'], { cwd: dir, input: fenced });
    expect(r.code, r.stderr).toBe(0);
    expectImported(w, repo, id, 2);
  });

  it('lets flags replace sections of the body', () => {
    const { w, repo, id, dir } = setup();
    const r = w.run(['return', id, '--body', '-', '--outcome', 'answered', '--evidence', 'commit 9f9f9f9', '--no-input', '--json'], { cwd: dir, input: HAND_WRITTEN });
    expect(r.code, r.stderr).toBe(0);
    const ret = json(w.run(['show', id, '--json'], { cwd: repo })).returns[0];
    expect(ret.answers.outcome).toBe('answered');
    expect(ret.answers.evidence).toEqual(['commit 9f9f9f9']);
    expect(ret.answers.findings).toHaveLength(2);
  });

  it('refuses a document without an outcome (exit 2, naming --outcome) and writes nothing', () => {
    const { w, id, dir } = setup();
    const before = storeFiles(w.home);
    const noOutcome = HAND_WRITTEN.replace(/## Outcome\npartial — .*\n/, '');
    const r = w.run(['return', id, '--body', '-', '--no-input'], { cwd: dir, input: noOutcome });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('missing required answers: outcome');
    expect(r.stderr).toContain('--outcome answered|partial|blocked|abandoned');
    expect(r.stderr).toContain('nothing was written');
    expect(storeFiles(w.home)).toEqual(before);
    // The flag supplies it.
    expect(w.run(['return', id, '--body', '-', '--outcome', 'partial', '--no-input'], { cwd: dir, input: noOutcome }).code).toBe(0);
  });

  it('refuses the template copied unfilled, and a brief given instead of a return', () => {
    const { w, id, dir } = setup();
    const before = storeFiles(w.home);
    const brief = readFileSync(path.join(w.home, id, 'brief.md'), 'utf8');
    const shape = /~~~markdown\n[\s\S]*?~~~\n/.exec(brief)![0];
    const unfilled = w.run(['return', id, '--body', '-', '--no-input'], { cwd: dir, input: shape });
    expect(unfilled.code).toBe(2);
    expect(unfilled.stderr).toContain("ignored the template's example text");
    expect(unfilled.stderr).toContain('--outcome');
    const asBrief = w.run(['return', id, '--body', path.join(w.home, id, 'brief.md'), '--no-input'], { cwd: dir });
    expect(asBrief.code).toBe(2);
    expect(asBrief.stderr).toContain('holds a brief, not a return');
    expect(storeFiles(w.home)).toEqual(before);
  });

  it('requires a finding unless abandoned, and a reason when blocked', () => {
    const { w, id, dir } = setup();
    const noFinding = w.run(['return', id, '--outcome', 'answered', '--no-input'], { cwd: dir });
    expect(noFinding.code).toBe(2);
    expect(noFinding.stderr).toMatch(/--finding\s+findings/);
    const blocked = w.run(['return', id, '--outcome', 'blocked', '--finding', 'f [unverified]', '--no-input'], { cwd: dir });
    expect(blocked.code).toBe(2);
    expect(blocked.stderr).toMatch(/--answer\s+answer \(what blocks it\)/);
    const bad = w.run(['return', id, '--outcome', 'done', '--no-input'], { cwd: dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('expected one of answered, partial, blocked, abandoned');
    expect(w.run(['return', id, '--outcome', 'abandoned', '--answer', 'superseded by the rewrite', '--no-input'], { cwd: dir }).code).toBe(0);
  });

  it('redacts secrets from the return it writes and says so; lint warns on untagged findings', () => {
    const { w, id, dir } = setup();
    const key = 'AKIA' + 'IOSFODNN7EXAMPLF';
    const r = w.run(['return', id, '--outcome', 'answered', '--finding', `the deploy script prints ${key} to the log`, '--no-input', '--json'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    const out = json(r);
    expect(out.redactions).toEqual([expect.objectContaining({ kind: expect.stringContaining('aws') })]);
    expect(out.lint.findings.map((f: { rule: string }) => f.rule)).toEqual(['untagged-finding']);
    for (const f of ['return-1.md', 'return-1.json']) expect(readFileSync(path.join(w.home, id, f), 'utf8')).not.toContain(key);
    expect(r.stdout).not.toContain(key);
  });

  it('refuses --body with --paste', () => {
    const { w, id, dir } = setup();
    const r = w.run(['return', id, '--body', '-', '--paste', '--no-input'], { cwd: dir, input: HAND_WRITTEN });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--body and --paste');
  });
});

needs('Xvfb', 'xsel').describe('--paste (a real clipboard under Xvfb)', () => {
  let x: Xvfb;
  beforeAll(async () => {
    x = await startXvfb();
  });
  afterAll(async () => {
    await x?.stop();
  });

  /** Copies with xsel as a person's copy would: a separate process that owns the selection (waited for: see copiedBy). */
  async function copy(text: string): Promise<void> {
    const r = await copiedBy(x.display, () => spawnSync('xsel', ['-i', '-b'], { input: text, env: { PATH: process.env.PATH, HOME: tempDir('handoff-xsel-'), DISPLAY: x.display }, encoding: 'utf8', timeout: scaled(5000) }));
    expect(r.status, r.stderr).toBe(0);
  }

  it('imports a hand-written return from the clipboard', async () => {
    const { w, repo, id, dir } = setup();
    await copy(HAND_WRITTEN);
    const r = w.run(['return', id, '--paste', '--json'], { cwd: dir, env: { DISPLAY: x.display } });
    expect(r.code, r.stderr).toBe(0);
    expect(json(r)).toMatchObject({ id, n: 1, outcome: 'partial' });
    expect(expectImported(w, repo, id).record.source).toBe('paste');
  });

  it('refuses a clipboard that still holds the brief (handoff new copies it)', async () => {
    const { w, id, dir } = setup();
    await copy(readFileSync(path.join(w.home, id, 'brief.md'), 'utf8'));
    const before = storeFiles(w.home);
    const r = w.run(['return', id, '--paste', '--no-input'], { cwd: dir, env: { DISPLAY: x.display } });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('the clipboard holds a brief, not a return');
    expect(storeFiles(w.home)).toEqual(before);
  });

  it('fails clearly without a display (exit 1) and points to --body', () => {
    const { w, id, dir } = setup();
    const r = w.run(['return', id, '--paste', '--no-input'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('cannot read the clipboard');
    expect(r.stderr).toContain('--body FILE');
  });
});
