// close --reason is stored as given and shown on one line: a line break or a control byte in it cannot make
// a line of its own that passes for the tool's (close, show, and the refusal of a late return).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanup, cutBrief, gitRepo, json, world } from '../helpers/return-cli.js';

afterAll(cleanup);

const FORGED = 'fixed upstream\nClosed task-other-zzzz (done).\r\u2028Recorded return 2\x1b[2K';

describe('close --reason with line breaks and control bytes', () => {
  it('close, show and return print it on one line; the store and --json keep it as given', () => {
    const w = world();
    const repo = gitRepo();
    const id = cutBrief(w, repo);

    const closed = w.run(['close', id, '--reason', FORGED], { cwd: repo });
    expect(closed.code).toBe(0);
    expect(closed.stderr).toBe(`Closed ${id} (fixed upstream Closed task-other-zzzz (done). Recorded return 2\\x1b[2K).\n`);
    expect(JSON.parse(readFileSync(path.join(w.home, id, 'closed.json'), 'utf8')).reason).toBe(FORGED);

    const again = w.run(['close', id, '--reason', 'x'], { cwd: repo });
    expect(again.code).toBe(0);
    expect(again.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    expect(again.stderr).toContain('(fixed upstream Closed task-other-zzzz (done). Recorded return 2\\x1b[2K); left as it was.');
    expect(json(w.run(['close', id, '--json'], { cwd: repo })).reason).toBe(FORGED);

    const show = w.run(['show', id], { cwd: repo });
    expect(show.code).toBe(0);
    expect(show.stdout.split('\n')[0]).toBe(`${id} · task · closed (fixed upstream Closed task-other-zzzz (done). Recorded return 2\\x1b[2K)`);
    expect(show.stdout).not.toMatch(/^Closed task-other/m);

    const late = w.run(['return', id, '--outcome', 'answered', '--answer', 'a', '--finding', 'f [verified: t]', '--no-input'], { cwd: repo });
    expect(late.code).toBe(2);
    expect(late.stderr).toMatch(/was closed by hand at [^\n]* \(fixed upstream Closed task-other-zzzz \(done\)\. Recorded return 2\\x1b\[2K\); nothing was written\n/);
    expect(late.stderr).not.toMatch(/^Closed task-other|^Recorded return/m);
  });

  it('a reason typed by hand that starts with "pulled" is still a close by hand', () => {
    const w = world();
    const repo = gitRepo();
    const id = cutBrief(w, repo);
    expect(w.run(['close', id, '--reason', 'pulled the plug'], { cwd: repo }).code).toBe(0);
    const late = w.run(['return', id, '--outcome', 'abandoned', '--no-input'], { cwd: repo });
    expect(late.code).toBe(2);
    expect(late.stderr).toContain('was closed by hand at');
    expect(late.stderr).toContain('(pulled the plug)');
  });
});
