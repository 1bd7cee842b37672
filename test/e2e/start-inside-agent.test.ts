// `handoff start --exec` run by a coding agent (its harness's documented variables in the environment,
// stdin not a terminal, as in a tool call): refused with exit 2, one line saying why and the start line
// to give the person, and the agent binary never runs. Printing the lines still works.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, handoff, repo, requireBuilt, sandbox, type Sandbox } from '../helpers/agents-harness.js';

let sb: Sandbox;
let cwd: string;
let env: NodeJS.ProcessEnv;
let ran: string;

// One documented shell environment per harness (prompts/harnesses.txt says where each is documented).
const INSIDE: Record<string, NodeJS.ProcessEnv> = {
  claude: { CLAUDECODE: '1', CLAUDE_CODE_CHILD_SESSION: '1', CLAUDE_CODE_SESSION_ID: '3f1c2d4e-0000-4000-8000-000000000001' },
  codex: { CODEX_THREAD_ID: '0199aa00-0000-7000-8000-000000000002' },
  copilot: { COPILOT_CLI: '1' },
  gemini: { GEMINI_CLI: '1' },
  opencode: { OPENCODE: '1', OPENCODE_PID: '4242' },
  cursor: { CURSOR_AGENT: '1' },
};
const TITLE: Record<string, string> = { claude: 'Claude Code', codex: 'Codex', copilot: 'GitHub Copilot CLI', gemini: 'Gemini CLI', opencode: 'OpenCode', cursor: "Cursor's agent" };

beforeAll(() => {
  requireBuilt();
  sb = sandbox();
  cwd = repo(sb.env);
  const bin = join(sb.base, 'bin');
  mkdirSync(bin);
  ran = join(sb.base, 'ran');
  // A fake agent that leaves a trace if anything starts it.
  for (const name of ['claude', 'codex', 'copilot', 'gemini', 'opencode']) {
    writeFileSync(join(bin, name), `#!/bin/sh\necho ${name} >> '${ran}'\n`, { mode: 0o755 });
  }
  env = { ...sb.env, PATH: `${bin}:${sb.env.PATH}` };
});
afterAll(cleanup);

function brief(): string {
  const r = handoff(['new', 'task', '--no-input', '--json', '--no-copy', '--title', 'T', '--why', 'w', '--deliver', 'd', '--first-step', 'f'], { cwd, env });
  expect(r.code, r.stderr).toBe(0);
  return r.json().id;
}

describe('start --exec inside an agent', () => {
  for (const [harness, vars] of Object.entries(INSIDE)) {
    it(`${harness}: refused (exit 2) with one line and the start line; nothing is started`, () => {
      const id = brief();
      const e = { ...env, ...vars };
      const printed = handoff(['start', id, '--to', 'codex', '--json'], { cwd, env: e });
      expect(printed.code, printed.stderr).toBe(0); // printing the line is what an agent should do
      const line = printed.json().agents[0].line;
      const r = handoff(['start', id, '--to', 'codex', '--exec'], { cwd, env: e });
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      const lines = r.stderr.trimEnd().split('\n');
      expect(lines).toEqual([expect.stringMatching(new RegExp(`^handoff: not starting codex: ${TITLE[harness]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is running this command, .* give the person this line to run in a new terminal:$`)), `  ${line}`]);
      expect(existsSync(ran), existsSync(ran) ? readFileSync(ran, 'utf8') : '').toBe(false);
    });
  }

  it('--json: the error names the harness and carries the start lines', () => {
    const id = brief();
    const r = handoff(['start', id, '--to', 'claude', '--to', 'gemini', '--exec', '--json'], { cwd, env: { ...env, ...INSIDE.codex } });
    expect(r.code).toBe(2);
    const j = r.json().error;
    expect(j.insideAgent).toBe('codex');
    expect(j.agents.map((a: any) => a.name)).toEqual(['claude', 'gemini']);
    expect(j.message).toContain('give the person one of these lines');
    expect(existsSync(ran)).toBe(false);
  });

  it('CLAUDECODE=1 alone (as in an IDE terminal) counts only when stdin is not a terminal', () => {
    const id = brief();
    const r = handoff(['start', id, '--to', 'gemini', '--exec'], { cwd, env: { ...env, CLAUDECODE: '1' } });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Claude Code is running this command');
    expect(existsSync(ran)).toBe(false);
  });

  it('--to any (it only prints the brief) is not refused', () => {
    const id = brief();
    const r = handoff(['start', id, '--to', 'any', '--exec'], { cwd, env: { ...env, ...INSIDE.claude } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('## Why this slice exists');
  });

  it('without any harness variable, --exec runs the agent', () => {
    const id = brief();
    const r = handoff(['start', id, '--to', 'gemini', '--exec'], { cwd, env });
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(ran, 'utf8')).toBe('gemini\n');
  });
});

describe('start (printing) inside an agent', () => {
  it('prints the lines as always, and says on stderr to give them to the person', () => {
    const id = brief();
    const r = handoff(['start', id, '--to', 'claude'], { cwd, env: { ...env, ...INSIDE.gemini } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('claude "$(cat ');
    expect(r.stderr).toBe('handoff: give the person this line to run in a new terminal\n');
    expect(handoff(['start', id, '--to', 'claude'], { cwd, env }).stderr).toBe('');
  });
});

describe('new inside an agent', () => {
  it('does not offer --exec after writing the brief (outside an agent it does)', () => {
    const args = ['new', 'task', '--no-input', '--no-copy', '--title', 'T', '--why', 'w', '--deliver', 'd', '--first-step', 'f'];
    const inside = handoff(args, { cwd, env: { ...env, ...INSIDE.codex } });
    expect(inside.code, inside.stderr).toBe(0);
    expect(inside.stderr).toMatch(/other agents: .* start \S+ --to copilot {2}\(or gemini, opencode, amp\)/); // the command names this installation when handoff is not on PATH
    expect(inside.stderr).not.toContain('--exec');
    const outside = handoff(args, { cwd, env });
    expect(outside.stderr).toContain('(or gemini, opencode, amp; add --exec to run it)');
  });
});
