// A document refused by new --body / return --body (missing answers, exit 2; lint errors, exit 3) says in
// its --json error where each of its sections went, as a success does: its writer fixes the document.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanup, cutBrief, gitRepo, json, storeFiles, world } from '../helpers/return-cli.js';

afterAll(cleanup);

describe('error.placement in a refusal of --body', () => {
  it('new --body missing answers (exit 2) and with a lint error (exit 3): error.placement as the success placement, nothing more written', () => {
    const w = world();
    const repo = gitRepo();
    const body = path.join(w.root, 'b.md');
    writeFileSync(body, '# Split the parser\n\n## Why\nIt is 3000 lines.\n\n## Notes\nlexer first\n');
    const r = w.run(['new', 'task', '--body', body, '--no-input', '--json'], { cwd: repo });
    expect(r.code).toBe(2);
    const e = json(r).error;
    expect(e.missing.map((m: { flag: string }) => m.flag)).toEqual(['--deliver', '--first-step']);
    expect(e.placement.map((p: { line: number; from: string }) => [p.line, p.from])).toEqual([
      [1, 'Split the parser'],
      [3, 'Why'],
      [6, 'Notes'],
    ]);
    // The same as the placement of the brief written once the answers are there (by flags the body lacked).
    const ok = w.run(['new', 'task', '--body', body, '--deliver', 'a plan', '--first-step', 'read it', '--no-input', '--json'], { cwd: repo });
    expect(ok.code, ok.stderr).toBe(0);
    expect(e.placement).toEqual(json(ok).placement);
    const written = storeFiles(w.home);
    writeFileSync(body, '# Split the parser\n\n## Why\nfill {{why}} in\n\n## Deliver\na plan\n\n## First step\nread it\n');
    const l = w.run(['new', 'task', '--body', body, '--no-input', '--json'], { cwd: repo });
    expect(l.code).toBe(3);
    expect(json(l).error.lint.counts.errors).toBe(1);
    expect(json(l).error.placement.map((p: { line: number; to: string }) => [p.line, p.to])).toEqual([
      [1, 'title'],
      [3, 'Why this slice exists'],
      [6, 'What to deliver'],
      [9, 'First step'],
    ]);
    expect(storeFiles(w.home)).toEqual(written);
    // Without --body there is no placement to give.
    const flags = w.run(['new', 'task', '-t', 't', '--no-input', '--json'], { cwd: repo });
    expect(flags.code).toBe(2);
    expect(json(flags).error).not.toHaveProperty('placement');
  });

  it('return --body missing the outcome (exit 2): error.placement; nothing recorded', () => {
    const w = world();
    const repo = gitRepo();
    const id = cutBrief(w, repo);
    const doc = path.join(w.root, 'r.md');
    writeFileSync(doc, '## Summary\nlooked at the parser\n\n## Notes\nthe lexer is separable [unverified]\n');
    const before = storeFiles(w.home);
    const r = w.run(['return', id, '--body', doc, '--no-input', '--json'], { cwd: repo });
    expect(r.code).toBe(2);
    const e = json(r).error;
    expect(e.missing.map((m: { name: string }) => m.name)).toEqual(['outcome']);
    expect(e.placement.map((p: { line: number; from: string; to: string }) => [p.line, p.from, typeof p.to])).toEqual([
      [1, 'Summary', 'string'],
      [4, 'Notes', 'string'],
    ]);
    expect(storeFiles(w.home)).toEqual(before);
  });
});
