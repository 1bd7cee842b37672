// handoff prompt [kind]: guidance for the origin agent, ending with the exact command to run; the
// command's skeleton cannot be written half-filled, and filled in it makes a clean brief.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, handoff, repo, requireBuilt, sandbox, type Sandbox } from '../helpers/agents-harness.js';

let sb: Sandbox;
let cwd: string;
let shEnv: NodeJS.ProcessEnv;
beforeAll(() => {
  requireBuilt();
  sb = sandbox();
  cwd = repo(sb.env);
  // A new terminal: no HANDOFF_HOME, no `handoff` on PATH. The printed command names both itself.
  const { HANDOFF_HOME: _store, ...rest } = sb.env;
  shEnv = { ...rest, PATH: (sb.env.PATH ?? '').split(delimiter).filter((d) => d && !existsSync(join(d, 'handoff'))).join(delimiter) };
});
afterAll(cleanup);

const storeEntries = () => {
  try {
    return readdirSync(sb.env.HANDOFF_HOME!).filter((n) => !n.startsWith('.'));
  } catch {
    return [];
  }
};

describe('handoff prompt', () => {
  it('without a kind: the guidance and the kinds to pick from', () => {
    const r = handoff(['prompt'], { cwd, env: sb.env });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^# Writing a handoff brief\n/);
    expect(r.stdout).toContain('- bug: Something is broken');
    // Every command names this installation (not on PATH here) and the store (HANDOFF_HOME is set).
    expect(r.stdout.trimEnd()).toMatch(/`HANDOFF_HOME=\S+ \S*node \S+\/dist\/cli\.js prompt KIND` for its questions and the exact command to run\.$/);
    expect(r.stdout).not.toMatch(/`handoff [a-z]|^handoff /m);
    const j = handoff(['prompt', '--json'], { cwd, env: sb.env }).json();
    expect(j.kinds.map((k: any) => k.name)).toEqual(['bug', 'prototype', 'recovery', 'review', 'session', 'task']);
  });

  it("with a kind: its questions, then ends with the exact handoff new command", () => {
    const r = handoff(['prompt', 'prototype'], { cwd, env: sb.env });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('"Throwaway or keep": Is the code throwaway, or to be kept? (required; one of: throwaway, keep; default: throwaway; --field throwaway=...)');
    const tail = r.stdout.slice(r.stdout.indexOf('## The command'));
    expect(tail).toMatch(/\nHANDOFF_HOME=\S+ \S*node \S+\/dist\/cli\.js new prototype --no-input --json --body - <<'HANDOFF'\n# \{\{title\}\}\n\n## Why this slice exists\n\n\{\{why\}\}\n/);
    expect(r.stdout).not.toMatch(/`handoff [a-z]|^handoff /m);
    expect(tail).toContain('## The question\n\n{{question}}\n');
    expect(tail).toContain('## First step\n\n{{first_step}}\nHANDOFF\n');
  });

  it('--json gives the questions as data, the sections in brief order, and the command', () => {
    const j = handoff(['prompt', 'bug', '--json'], { cwd, env: sb.env }).json();
    expect(j.kind).toBe('bug');
    expect(j.questions.map((q: any) => [q.name, q.required, q.flag])).toEqual([
      ['observed', true, '--field observed=...'],
      ['expected', true, '--field expected=...'],
      ['reproduce', true, '--field reproduce=...'],
      ['evidence', false, '--field evidence=...'],
    ]);
    expect(j.sections.map((s: any) => s.heading)).toEqual([
      'Why this slice exists', 'What to deliver', 'Observed', 'Expected', 'How to reproduce', 'Evidence',
      'Context', 'Already decided', 'Dead ends', 'Pointers', 'Out of scope', 'First step',
    ]);
    expect(j.command).toMatch(/^HANDOFF_HOME=\S+ \S*node \S+\/dist\/cli\.js new bug --no-input --json --body - <<'HANDOFF'\n/);
    expect(j.guidance).not.toMatch(/`handoff [a-z]/);
    expect(j.command.endsWith('\nHANDOFF')).toBe(true);
  });

  it('the command run as printed (slots unfilled) is refused with lint errors, and nothing is written', () => {
    const before = storeEntries();
    const { command } = handoff(['prompt', 'bug', '--json'], { cwd, env: sb.env }).json();
    const r = spawnSync('sh', ['-c', command], { cwd, env: shEnv, encoding: 'utf8' });
    expect(r.status).toBe(3);
    expect(r.stderr).toContain('error unfilled-slot {{why}}');
    expect(r.stderr).toContain('error unfilled-slot {{observed}}');
    expect(storeEntries()).toEqual(before);
  });

  it('the command with its slots filled (and optional sections deleted) makes a lint-clean brief', () => {
    const { command } = handoff(['prompt', 'bug', '--json'], { cwd, env: sb.env }).json();
    const fill: Record<string, string> = {
      title: 'Login test flakes on CI',
      why: 'CI fails one run in five on the login test, blocking merges.',
      deliver: 'The cause, and a fix that makes 50 runs pass.',
      observed: 'test/login.spec.ts times out after 5 s on CI only.',
      expected: 'It passes in under a second, as it does locally.',
      reproduce: 'npm test -- login, 20 times in a row',
      first_step: 'Run it 20 times with DEBUG=auth and read the timings.',
    };
    let filled = command.replace(/\{\{(\w+)\}\}/g, (m: string, k: string) => fill[k] ?? m);
    for (const h of ['Evidence', 'Context', 'Already decided', 'Dead ends', 'Pointers', 'Out of scope']) {
      filled = filled.replace(new RegExp(`## ${h}\\n\\n[^\\n]*\\n\\n`), '');
    }
    expect(filled).not.toContain('{{');
    const r = spawnSync('sh', ['-c', filled], { cwd, env: shEnv, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.lint.errors).toBe(0);
    expect(j.brief.startsWith(sb.env.HANDOFF_HOME + '/')).toBe(true);
    const brief = readFileSync(j.brief, 'utf8');
    expect(brief).toMatch(/^# Login test flakes on CI\n/);
    expect(brief).toContain('## Observed\n\ntest/login.spec.ts times out after 5 s on CI only.\n');
  });

  it('an unknown kind is a usage error', () => {
    const r = handoff(['prompt', 'nope'], { cwd, env: sb.env });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown kind "nope"');
  });
});
