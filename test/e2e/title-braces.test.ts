// A title is the user's text: braces in it ("Fix {{name}} showing literally") are words, not a template
// slot left unfilled, so `new` writes the brief and lint of what it wrote passes; returns to it pass too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanup, gitRepo, json, storeFiles, world } from '../helpers/return-cli.js';

afterAll(cleanup);

const TITLE = 'Fix {{name}} showing literally in the welcome mail';

describe('a title with template braces', () => {
  it('new writes the brief (exit 0), the title as typed; lint of the stored brief passes; a return to it is recorded', () => {
    const w = world();
    const repo = gitRepo();
    const r = w.run(['new', 'task', '-t', TITLE, '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], { cwd: repo });
    expect(r.code, r.stderr).toBe(0);
    const { id, brief } = json<{ id: string; brief: string }>(r);
    expect(readFileSync(brief, 'utf8').split('\n')[0]).toBe(`# ${TITLE}`);
    const lint = w.run(['lint', brief, '--json'], { cwd: repo });
    expect(lint.code, lint.stdout).toBe(0);
    expect(json(lint).findings.filter((f: { rule: string }) => f.rule === 'unfilled-slot')).toEqual([]);
    const ret = w.run(['return', id, '--outcome', 'answered', '--answer', 'x', '--finding', 'f [unverified]', '--no-input', '--json'], { cwd: repo });
    expect(ret.code, ret.stderr).toBe(0);
  });

  it('a slot elsewhere in the brief still fails lint (exit 3, nothing written), and so does a title that is only a slot', () => {
    const w = world();
    const repo = gitRepo();
    const slotWhy = w.run(['new', 'task', '-t', TITLE, '--why', 'fill {{why}} later', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], { cwd: repo });
    expect(slotWhy.code).toBe(3);
    const found = json(slotWhy).error.lint.findings.filter((f: { rule: string }) => f.rule === 'unfilled-slot');
    expect(found.map((f: { text: string; line: number }) => f.text)).toEqual(['{{why}}']);
    const onlySlot = w.run(['new', 'task', '-t', '{{title}}', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], { cwd: repo });
    expect(onlySlot.code).toBe(3);
    expect(storeFiles(w.home).filter((f) => !f.startsWith('.'))).toEqual([]);
    expect(path.isAbsolute(w.home)).toBe(true);
  });
});
