// `handoff start --exec` at a real terminal (tmux) with Claude Code's CLAUDECODE=1 inherited, as in an IDE
// terminal where the Claude Code extension sets it: a person is at the keyboard, so the agent starts. With
// Claude Code's own spawn marker (CLAUDE_CODE_CHILD_SESSION=1) it is refused even at a terminal.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import { startTmux, type TmuxSession } from '../helpers/tmux.js';
import { needs } from '../helpers/prereq.js';
import { CLI, cleanup, handoff, repo, requireBuilt, sandbox } from '../helpers/agents-harness.js';

const tmux = needs('tmux');
const sessions: TmuxSession[] = [];
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.kill()));
});
afterAll(cleanup);

function world() {
  requireBuilt();
  const sb = sandbox();
  const cwd = repo(sb.env);
  const bin = join(sb.base, 'bin');
  mkdirSync(bin);
  const ran = join(sb.base, 'ran');
  writeFileSync(join(bin, 'gemini'), `#!/bin/sh\necho "gemini ran" >> '${ran}'\necho "fake gemini started"\n`, { mode: 0o755 });
  const env = { ...sb.env, PATH: `${bin}:${sb.env.PATH}` };
  const r = handoff(['new', 'task', '--no-input', '--json', '--no-copy', '--title', 'T', '--why', 'w', '--deliver', 'd', '--first-step', 'f'], { cwd, env });
  expect(r.code, r.stderr).toBe(0);
  return { cwd, env, ran, id: r.json().id as string };
}

async function exec(w: ReturnType<typeof world>, extra: NodeJS.ProcessEnv) {
  const cmd = [process.execPath, CLI, 'start', w.id, '--to', 'gemini', '--exec'].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const t = await startTmux(cmd, { cwd: w.cwd, env: { ...w.env, ...extra } });
  sessions.push(t);
  return t;
}

tmux.describe('start --exec at a terminal', () => {
  it('CLAUDECODE=1 alone (an IDE terminal): the person is there, so the agent starts', async () => {
    const w = world();
    const t = await exec(w, { CLAUDECODE: '1' });
    await t.waitFor('fake gemini started');
    expect(await t.exitCode()).toBe(0);
    expect(readFileSync(w.ran, 'utf8')).toBe('gemini ran\n');
  });

  it("Claude Code's own shell (CLAUDE_CODE_CHILD_SESSION=1): refused even with a terminal", async () => {
    const w = world();
    const t = await exec(w, { CLAUDECODE: '1', CLAUDE_CODE_CHILD_SESSION: '1' });
    await t.waitFor('give the person this line');
    expect(await t.exitCode()).toBe(2);
    expect(existsSync(w.ran)).toBe(false);
  });
});
