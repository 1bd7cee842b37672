// Hints that show a command name this installation and the store, and the id when it is known, so they
// run as printed from a new terminal (here handoff is not on PATH and HANDOFF_HOME is set).
import { afterAll, describe, expect, it } from 'vitest';
import { cleanup, cutBrief, gitRepo, tempDir, world } from '../helpers/return-cli.js';

afterAll(cleanup);

const prefix = (home: string) => new RegExp(`HANDOFF_HOME=${home.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} \\S*node \\S+/dist/cli\\.js `);

describe('hints name the installation, the store and the id', () => {
  it('close of a handoff with a return never pulled; return --paste without a display; start --exec with several agents', () => {
    const w = world();
    const repo = gitRepo();
    const id = cutBrief(w, repo, ['--to', 'claude', '--to', 'codex']);
    const p = prefix(w.home).source;

    const paste = w.run(['return', id, '--paste', '--no-input'], { cwd: repo, env: { DISPLAY: '', WAYLAND_DISPLAY: '' } });
    expect(paste.code).toBe(1);
    expect(paste.stderr).toMatch(new RegExp(`save the return document to a file and run: ${p}return ${id} --body FILE\\n`));

    const start = w.run(['start', id, '--exec'], { cwd: repo });
    expect(start.code).toBe(2);
    expect(start.stderr).toMatch(new RegExp(`name the one to run: ${p}start ${id} --to AGENT --exec\\n`));

    expect(w.run(['return', id, '--outcome', 'answered', '--answer', 'a', '--finding', 'f [verified: t]', '--no-input'], { cwd: repo }).code).toBe(0);
    const close = w.run(['close', id], { cwd: repo });
    expect(close.code).toBe(0);
    expect(close.stderr).toMatch(new RegExp(`it stays readable with: ${p}show ${id}\\n`));
  });

  it('kinds --new outside a repo, and after it is written', () => {
    const w = world();
    const outside = tempDir();
    const r = w.run(['kinds', '--new', 'incident'], { cwd: outside });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/write it to your own kinds folder instead: \S*node \S+\/dist\/cli\.js kinds --new incident --global\n/);
    const g = w.run(['kinds', '--new', 'incident', '--global'], { cwd: outside });
    expect(g.code, g.stderr).toBe(0);
    expect(g.stderr).toMatch(/check it with: \S*node \S+\/dist\/cli\.js kinds\nThen: \S*node \S+\/dist\/cli\.js prompt incident\n/);
  });
});
