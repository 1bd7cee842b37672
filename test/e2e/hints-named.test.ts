// Hints that show a command name this installation and the store, and the id when it is known, so they
// run as printed from a new terminal (here handoff is not on PATH and HANDOFF_HOME is set).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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

describe('one rewrite at the error edge: every error hint names the store the command used and this installation', () => {
  const quoted = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

  it('hints cli.ts used to name only the installation now name the store too (a one-shot HANDOFF_HOME); kinds names none', () => {
    const w = world();
    const repo = gitRepo();
    const p = prefix(w.home).source;
    const kindless = w.run(['new', '--no-input', '--json'], { cwd: repo });
    expect(kindless.code).toBe(2);
    expect(kindless.stderr).toMatch(new RegExp(`name one: ${p}new <`));
    expect(JSON.parse(kindless.stdout).error.hint).toMatch(new RegExp(`^name one: ${p}new <`));
    const ret = path.join(w.root, 'ret.md');
    writeFileSync(ret, '## Outcome\n\nanswered — x\n\n## Non-obvious findings\n\n- f [unverified]\n');
    const asBrief = w.run(['new', 'task', '--body', ret, '--no-input'], { cwd: repo });
    expect(asBrief.code).toBe(2);
    expect(asBrief.stderr).toMatch(new RegExp(`record it with: ${p}return ID --body FILE`));
    const nokind = w.run(['new', 'nokind', '--no-input'], { cwd: repo });
    expect(nokind.stderr).toMatch(/\(see: \S*node \S+\/dist\/cli\.js kinds\)/);
    expect(nokind.stderr).not.toContain('HANDOFF_HOME');
  });

  it("without HANDOFF_HOME, a hint names the repo's store from a subfolder, and the temp store outside a repo", () => {
    const w = world();
    const repo = gitRepo();
    const env = { ...w.env, TMPDIR: w.root } as NodeJS.ProcessEnv;
    delete env.HANDOFF_HOME;
    expect(w.run(['init'], { cwd: repo, env: { ...env, HANDOFF_HOME: '' } }).code).toBe(0);
    mkdirSync(path.join(repo, 'src', 'deep'), { recursive: true });
    const inRepo = w.run(['show', 'nosuch'], { cwd: path.join(repo, 'src', 'deep'), env: { ...env, HANDOFF_HOME: '' } });
    expect(inRepo.code).toBe(2);
    expect(inRepo.stderr).toMatch(new RegExp(`see them with: HANDOFF_HOME=${quoted(path.join(repo, '.git', 'handoffs'))} \\S*node \\S+/dist/cli\\.js list --status all`));
    const outside = tempDir();
    const bare = w.run(['new', '--no-input'], { cwd: outside, env: { ...env, HANDOFF_HOME: '' } });
    expect(bare.stderr).toMatch(new RegExp(`name one: HANDOFF_HOME=${quoted(path.join(w.root, `handoff-${process.getuid!()}`))} \\S*node`));
    // A hint about running somewhere else shows no command pinned to this folder's store (the repo has its own).
    const lastGood = w.run(['new', 'session', '-t', 't', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--field', 'done=a', '--field', 'in_progress=b', '--field', 'next_steps=c', '--field', 'check=d', '--last-good', 'v1', '--no-input'], { cwd: outside, env: { ...env, HANDOFF_HOME: '' } });
    expect(lastGood.code).toBe(2);
    expect(lastGood.stderr).toContain('  leave --last-good out, or run this in the repo\n');
  });
});

describe('the Return line names the store, the temp default too', () => {
  it('a receiver with another TMPDIR, in another folder, records the return by running the line as printed', () => {
    const w = world();
    const repo = gitRepo();
    const senderTmp = tempDir('handoff-sender-tmp-');
    const env = { ...w.env, TMPDIR: senderTmp, HANDOFF_HOME: '' };
    const cut = w.run(['new', 'task', '-t', 'Temp store probe', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], { cwd: repo, env });
    expect(cut.code, cut.stderr).toBe(0);
    const { id, brief } = JSON.parse(cut.stdout) as { id: string; brief: string };
    const store = path.join(senderTmp, `handoff-${process.getuid!()}`);
    expect(brief.startsWith(store + path.sep)).toBe(true);
    const text = readFileSync(brief, 'utf8');
    const line = /^ {4}(.+ return \S+ --body FILE)$/m.exec(text.slice(text.indexOf('## Return')))![1]!;
    expect(line).toMatch(new RegExp(`^HANDOFF_HOME=${store.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} `));
    // The receiver: another TMPDIR (a sandbox, a CI runner), another folder, no HANDOFF_HOME of its own.
    const receiver = tempDir('handoff-receiver-');
    writeFileSync(path.join(receiver, 'FILE'), '## Outcome\n\nanswered — found\n\n## Non-obvious findings\n\n- the store was named [verified: this test]\n');
    const recv = { ...w.env, TMPDIR: tempDir('handoff-receiver-tmp-'), HANDOFF_HOME: '' };
    const r = spawnSync('sh', ['-c', line], { cwd: receiver, env: recv as NodeJS.ProcessEnv, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(existsSync(path.join(store, id, 'return-1.md'))).toBe(true);
    // Run without the store it names, the receiver is told why its own temp store is another one.
    const bare = w.run(['return', id, '--body', path.join(receiver, 'FILE'), '--no-input'], { cwd: receiver, env: recv });
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('with the HANDOFF_HOME=… its Return line names (without it, the store is the temp one under this $TMPDIR');
  });
});
