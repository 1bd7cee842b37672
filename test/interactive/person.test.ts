// The person's path at a real terminal (tmux): a prototype brief drafted from the agent session in at
// most 8 prompts; Ctrl-C at question 5 then `new --resume` saves what an uninterrupted run saves; a
// broken $EDITOR at a multi-line question leaves the flow usable; the preview at 80 columns.

import { mkdirSync, readFileSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect } from 'vitest';
import { CLI, cliEnv, commitAll, freshHome, git, makeRepo, requireBuild, tempDir, writeFiles } from '../helpers/e2e.js';
import { startTmux, type TmuxSession } from '../helpers/tmux.js';
import { answer, moveTo } from '../helpers/prompts.js';
import { needs } from '../helpers/prereq.js';

const tmux = needs('tmux');
const sessions: TmuxSession[] = [];
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.kill()));
});

const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const handoffsIn = (home: string): string[] => readdirSync(home).filter((n) => !n.startsWith('.'));

async function handoff(args: string[], o: { cwd: string; env: NodeJS.ProcessEnv; width?: number; height?: number }): Promise<TmuxSession> {
  requireBuild();
  const t = await startTmux([process.execPath, CLI, ...args].map(q).join(' '), { cwd: o.cwd, env: o.env, width: o.width ?? 140, height: o.height ?? 200 });
  sessions.push(t);
  return t;
}

/** Lines a prompt leaves on the screen: inquirer's answered "✔ question answer" and the inline "? question". */
const promptLines = (screen: string) => screen.split('\n').filter((l) => /^[✔?] /.test(l));

/** A user home whose Claude Code has a transcript of a session that worked in `repo`. */
function claudeHome(repo: string): string {
  const home = tempDir('handoff-user-');
  const cwd = realpathSync(repo);
  const dir = join(home, '.claude', 'projects', cwd.replace(/[^A-Za-z0-9]/g, '-'));
  mkdirSync(dir, { recursive: true });
  const text = readFileSync(new URL('../fixtures/sessions/claude-basic.jsonl', import.meta.url), 'utf8').replaceAll('{{cwd}}', cwd);
  writeFileSync(join(dir, '7f3c2a1e-5b9d-4c8e-a2f1-0d6b9e4c3a21.jsonl'), text);
  return home;
}

tmux.describe('the person at a terminal', () => {
  tmux.it('a prototype brief drafted from the Claude Code session takes at most 8 prompts', async () => {
    const repo = makeRepo({ 'src/login.ts': 'export const login = 1;\n', 'test/login.retry.test.ts': 'x\n' });
    const store = freshHome();
    // Wide enough that the closing "When it has returned: <store> <node> <path>/dist/cli.js pull <id>" line
    // does not wrap, wherever the clone and its temp folders are.
    const t = await handoff(['new', '--no-copy'], { cwd: repo, env: cliEnv(store, { HOME: claudeHome(repo) }), width: 400 });
    let prompts = 0;
    const said = await t.waitFor('? What kind of slice?');
    expect(said).toContain('Drafted from the Claude Code session 7f3c2a1e');
    expect(said).toContain('context, 3 dead ends, 2 pointers; its last request is the starting text of Why and Deliver');
    await moveTo(t, 'prototype');
    await t.press('Enter');
    prompts++;
    await answer(t, '? Title (a few words):', 'Login flake probe');
    prompts++;
    // Why: the session's last request is offered; Enter keeps it.
    const why = await t.waitFor('Enter keeps it');
    expect(why).toContain('│ Now run it twenty times in a row and tell me if it still flakes.');
    await t.press('Enter');
    prompts++;
    await t.waitFor('? What must the receiving agent deliver, and when is it done?');
    await t.send(['How often it fails in 20 runs, with the DB log of each failure.', 'Enter', 'Enter']);
    prompts++;
    await answer(t, '? What question must the prototype answer?', 'Is the flake a DB connect timeout?');
    prompts++;
    await answer(t, '? What evidence would settle it', 'DB logs of 20 runs');
    prompts++;
    await answer(t, '? The first concrete step:', 'Run the loop with DEBUG=db.');
    prompts++;
    const preview = await t.waitFor('? Save this brief?');
    expect(preview).toContain('lint: clean');
    await t.press('Enter');
    prompts++;
    const done = await t.waitFor(/When it has returned: .*pull prototype-login-flake-probe-\w{4}/);
    expect(await t.exitCode()).toBe(0);
    expect(prompts).toBeLessThanOrEqual(8);
    // The screen agrees: as many prompts as were answered, no other.
    expect(promptLines(done)).toHaveLength(prompts);

    const [id] = handoffsIn(store);
    const md = readFileSync(join(store, id!, 'brief.md'), 'utf8');
    expect(md).toContain('## Why this slice exists\n\nNow run it twenty times in a row and tell me if it still flakes.\n');
    expect(md).toContain('## Context\n\nDrafted from the Claude Code session 7f3c2a1e');
    expect(md).toContain('## Dead ends\n\n- `npm test -- login` failed (exit 1); its last lines:');
    expect(md).toContain('## Pointers\n\n- src/login.ts\n- test/login.retry.test.ts\n');
    expect(md).toContain('## Throwaway or keep\n\nthrowaway\n');
    expect(md).not.toContain('hunter2secret');
  });

  tmux.it('Ctrl-C at question 5, then `new --resume`, shows the earlier answers and saves what an uninterrupted run saves', async () => {
    const repo = makeRepo({ 'src/a.ts': 'x\n' });
    const answers = ['Login test flakes', 'It blocks merges.', 'The cause and a fix.', 'ETIMEDOUT after 5 s', 'It logs in within 1 s', 'npm test -- login', 'Run it ten times.'];
    /** Answers questions from `from` (1-based: 1 is the kind) to `to`. */
    async function run(t: TmuxSession, from: number, to: number) {
      for (let n = from; n <= to; n++) {
        if (n === 1) {
          await t.waitFor('? What kind of slice?');
          await t.press('Enter'); // bug
        } else if (n === 2) await answer(t, '? Title (a few words):', answers[0]);
        else if (n === 3 || n === 4 || n === 7) {
          await t.waitFor(n === 3 ? '? Why is this slice' : n === 4 ? '? What must the receiving agent deliver' : '? How to reproduce it');
          await t.send([answers[n - 2]!, 'Enter', 'Enter']);
        } else if (n === 5) await answer(t, '? What happens?', answers[3]);
        else if (n === 6) await answer(t, '? What should happen instead?', answers[4]);
        else if (n === 8) await answer(t, '? The first concrete step:', answers[6]);
      }
    }
    // Uninterrupted.
    const whole = freshHome();
    const a = await handoff(['new', '--no-copy', '--no-session'], { cwd: repo, env: cliEnv(whole) });
    await run(a, 1, 8);
    await a.waitFor('? Save this brief?');
    await a.press('Enter');
    expect(await a.exitCode()).toBe(0);

    // Interrupted at question 5, then resumed.
    const parts = freshHome();
    const b = await handoff(['new', '--no-copy', '--no-session'], { cwd: repo, env: cliEnv(parts) });
    await run(b, 1, 4);
    await b.waitFor('? What happens?');
    await b.press('C-c');
    expect(await b.exitCode()).toBe(130);
    const cancelled = await b.screen();
    expect(cancelled).toMatch(/handoff: cancelled; your answers are kept in the draft (draft-\d{8}-\d{6}-\w{4})\n\s+go on where you left off \(in this repo\): [\s\S]*?new\s+--resume/);
    expect(handoffsIn(parts)).toEqual([]);

    const c = await handoff(['new', '--resume', '--no-copy', '--no-session'], { cwd: repo, env: cliEnv(parts) });
    const resumed = await c.waitFor('? What happens?');
    expect(resumed).toMatch(/Resuming the draft draft-\d{8}-\d{6}-\w{4} \(bug, last saved .*\)\. Answered so far:\n {2}title: Login test flakes\n {2}why: It blocks merges\.\n {2}deliver: The cause and a fix\./);
    // Nothing answered before is asked again.
    expect(resumed).not.toContain('? Title');
    await run(c, 5, 8);
    await c.waitFor('? Save this brief?');
    await c.press('Enter');
    expect(await c.exitCode()).toBe(0);

    const read = (home: string) => {
      const id = handoffsIn(home)[0]!;
      const rec = JSON.parse(readFileSync(join(home, id, 'handoff.json'), 'utf8')) as { answers: unknown; kind: string; title: string };
      // The id, the time and the store's folder (each run has its own) are all that may differ.
      const md = readFileSync(join(home, id, 'brief.md'), 'utf8').split(id).join('<id>').split(home).join('<store>').replace(/\d{4}-\d\d-\d\d \d\d:\d\d UTC/g, '<time>');
      return { rec: { answers: rec.answers, kind: rec.kind, title: rec.title }, md };
    };
    expect(read(parts)).toEqual(read(whole));
    // The saved brief took its draft away.
    expect(readdirSync(join(parts, '.drafts'))).toEqual([]);
  });

  tmux.it('EDITOR=/nonexistent at a multi-line question: the error once, the inline prompt stays, the flow goes on', async () => {
    const repo = makeRepo({ 'src/a.ts': 'x\n' });
    const store = freshHome();
    const flags = ['new', 'bug', '--no-copy', '--no-session', '-t', 'Broken editor', '--why', 'w', '--deliver', 'd', '--field', 'observed=o', '--field', 'expected=e', '--first-step', 'f', '--pointer', 'src/a.ts'];
    const t = await handoff(flags, { cwd: repo, env: cliEnv(store, { EDITOR: '/nonexistent' }) });
    await t.waitFor('? How to reproduce it (commands, inputs, environment)?');
    await t.send(['npm test', 'Enter', ':e', 'Enter']);
    await t.waitFor('the editor "/nonexistent" was not found; go on typing here');
    // Asked again, it does not start the broken editor a second time.
    await t.send([':e', 'Enter']);
    const again = await t.waitFor('the editor failed before');
    expect(again.match(/was not found; go on typing here/g)).toHaveLength(1);
    await t.send(['twice', 'Enter', 'Enter']);
    await t.waitFor('? Save this brief?');
    await t.press('Enter');
    expect(await t.exitCode()).toBe(0);
    const md = readFileSync(join(store, handoffsIn(store)[0]!, 'brief.md'), 'utf8');
    expect(md).toContain('## How to reproduce\n\nnpm test\ntwice\n');
  });

  tmux.it('":e" at a one-line question is refused, not saved; Edit at the preview with no editor set says so and returns to the choice', async () => {
    const repo = makeRepo({ 'src/a.ts': 'x\n' });
    const store = freshHome();
    const flags = ['new', 'task', '--no-copy', '--no-session', '-t', 'No editor', '--why', 'w', '--deliver', 'd', '--pointer', 'src/a.ts'];
    const env = cliEnv(store);
    delete env.EDITOR;
    delete env.VISUAL;
    const t = await handoff(flags, { cwd: repo, env });
    await t.waitFor('? The first concrete step');
    await t.send([':e', 'Enter']);
    await t.waitFor('":e" opens the editor only in answers of several lines');
    await t.send(['BSpace', 'BSpace', 'read src/a.ts', 'Enter']);
    await t.waitFor('? Save this brief?');
    await moveTo(t, 'Edit');
    await t.press('Enter');
    await t.waitFor('no editor: $VISUAL and $EDITOR are unset; set $EDITOR');
    await moveTo(t, 'Save');
    await t.press('Enter');
    expect(await t.exitCode()).toBe(0);
    const md = readFileSync(join(store, handoffsIn(store)[0]!, 'brief.md'), 'utf8');
    expect(md).toContain('## First step\n\nread src/a.ts\n');
  });

  tmux.it('text from the transcript reaches the prompt with its control bytes made visible', async () => {
    const repo = makeRepo({ 'a.ts': 'x\n' });
    const home = tempDir('handoff-user-');
    const dir = join(home, '.claude', 'projects', 'any-name');
    mkdirSync(dir, { recursive: true });
    const line = { type: 'user', sessionId: 's1', cwd: realpathSync(repo), version: '2.1.240', uuid: 'u1', timestamp: '2026-11-30T10:00:00Z', message: { role: 'user', content: 'Fix it\u001b[2J\u001b]0;pwned\u0007 now' } };
    writeFileSync(join(dir, 's1.jsonl'), JSON.stringify(line) + '\n');
    const t = await handoff(['new', 'task', '-t', 'x', '--no-copy'], { cwd: repo, env: cliEnv(freshHome(), { HOME: home }) });
    const screen = await t.waitFor('Enter keeps it');
    expect(screen).toContain('│ Fix it\\x1b[2J\\x1b]0;pwned\\x07 now');
    await t.press('C-c');
    expect(await t.exitCode()).toBe(130);
  });

  tmux.it('a review of a commit range offers the files changed in it as pointers', async () => {
    const repo = makeRepo({ 'README.md': 'x\n' });
    git(repo, 'checkout', '-q', '-b', 'feature');
    writeFiles(repo, { 'src/tax.ts': 'export const tax = 1;\n' });
    commitAll(repo, 'tax helper');
    // Reviewed where it was written: on the feature branch (files of the range that are not on disk are not offered).
    const store = freshHome();
    const flags = ['new', 'review', '--no-copy', '--no-session', '-t', 'Review the tax helper', '--why', 'w', '--deliver', 'd', '--field', 'range=main..feature', '--field', 'claims=It rounds half up.', '--first-step', 'f'];
    const t = await handoff(flags, { cwd: repo, env: cliEnv(store) });
    await t.waitFor('? Save this brief?');
    await moveTo(t, 'Add more');
    await t.press('Enter');
    await t.waitFor('? Add more');
    const more = await t.waitFor('1 file to pick from');
    expect(more).not.toContain('1 files');
    await moveTo(t, 'pointers');
    await t.press('Space');
    await t.press('Enter');
    const pick = await t.waitFor('? Pointers: pick files');
    expect(pick).toMatch(/◯ src\/tax\.ts\s+in the review's range \(main\.\.feature\)/);
    await t.press('Space');
    await t.press('Enter');
    // A typed pointer to the picked path merges with it, and the count says so.
    await answer(t, '? Pointer (path[:line] — note, a command or a URL) (1 so far; empty to finish)', 'src/tax.ts:1 — the rounding');
    // The next prompt reads the same: wait until this one is answered, or the Enter below can land in between.
    await t.waitFor(/✔ Pointer[^\n]*the rounding/);
    await answer(t, '? Pointer (path[:line] — note, a command or a URL) (1 so far; empty to finish)');
    await t.waitFor(/src\/tax\.ts[\s\S]*\? Save this brief\?/);
    await t.press('Enter');
    expect(await t.exitCode()).toBe(0);
    const [id] = handoffsIn(store);
    expect(id).toMatch(/^review-tax-helper-\w{4}$/); // the kind is not said twice
    expect(readFileSync(join(store, id!, 'brief.md'), 'utf8')).toContain('## Pointers\n\n- src/tax.ts:1 — the rounding\n\n');
  });

  tmux.it('the preview at 80 columns: line numbers, word-boundary wrapping, paged', async () => {
    const repo = makeRepo({ 'a.ts': 'x\n' });
    const store = freshHome();
    const long = 'The login test fails about one run in five on the shared CI runners, and every failure blocks the merge queue until someone reruns the whole pipeline by hand, which costs the team an hour a day.';
    const body = join(tempDir(), 'body.md');
    writeFileSync(body, ['# Preview at eighty', '## Why', long, '## Deliver', 'd', '## Pointers', '- a.ts', '## First step', 'Run it.'].join('\n\n') + '\n');
    const t = await handoff(['new', 'task', '--body', body, '--no-copy'], { cwd: repo, env: cliEnv(store), width: 80, height: 30 });
    // Longer than the screen: the first page, and the pager's line.
    const first = await t.waitFor(/-- \d+\/\d+ lines · space: more · a: all · q: to the question --/);
    const lines = first.split('\n');
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);
    expect(lines.find((l) => /│/.test(l))).toMatch(/^ {1,2}1 │ Preview at eighty$/);
    // The long line: numbered once, continued under an empty gutter, broken only between words.
    const at = lines.findIndex((l) => /^ *\d+ │ The login test fails/.test(l));
    expect(at).toBeGreaterThan(0);
    const cont: string[] = [];
    for (let i = at + 1; /^ +│ /.test(lines[i] ?? ''); i++) cont.push(lines[i]!);
    expect(cont.length).toBeGreaterThanOrEqual(2);
    const text = [lines[at]!, ...cont].map((l) => l.replace(/^ *\d* │ /, '')).join(' ');
    expect(text).toBe(long);
    // Line numbers are the markdown's: the line lint would cite.
    const n = Number(/^ *(\d+) │/.exec(lines[at]!)![1]);
    await t.press('a');
    await t.waitFor('? Save this brief?');
    await t.press('Enter');
    expect(await t.exitCode()).toBe(0);
    const saved = readFileSync(join(store, handoffsIn(store)[0]!, 'brief.md'), 'utf8').split('\n');
    expect(saved[n - 1]).toBe(long);
  });
});
