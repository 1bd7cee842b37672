// Start lines for every known agent, run through a real `sh -c` with a fake agent binary on PATH that
// records its argv and stdin, from a store whose path has spaces, quotes, $ and backticks in it.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, handoff, repo, requireBuilt, sandbox, type Sandbox } from '../helpers/agents-harness.js';

let sb: Sandbox;
let cwd: string;
let fakeBin: string;
let outDir: string;
let env: NodeJS.ProcessEnv;

// What each agent must receive, per its documentation (see prompts/agents.txt): the brief as an
// argument after the documented flag, or on stdin.
const EXPECTED: Record<string, { args: (brief: string) => string[]; stdin: (brief: string) => string }> = {
  claude: { args: (b) => [b], stdin: () => '' },
  codex: { args: (b) => [b], stdin: () => '' },
  copilot: { args: (b) => ['-i', b], stdin: () => '' },
  gemini: { args: (b) => ['-i', b], stdin: () => '' },
  opencode: { args: (b) => ['--prompt', b], stdin: () => '' },
  amp: { args: () => [], stdin: (b) => b },
};

const AWKWARD = `it's a "quoted" $HOME \`id\` $(touch pwned) dir`;

beforeAll(() => {
  requireBuilt();
  sb = sandbox();
  // The store lives under the awkward folder, so every brief path carries it.
  const awkward = join(sb.base, AWKWARD);
  mkdirSync(awkward);
  sb.env.HANDOFF_HOME = join(awkward, 'store');
  cwd = repo(sb.env);
  fakeBin = join(sb.base, 'fake bin');
  outDir = join(sb.base, 'out');
  mkdirSync(fakeBin);
  mkdirSync(outDir);
  const recorder = join(sb.base, 'recorder.cjs');
  writeFileSync(
    recorder,
    `const fs = require('fs');
const [name, ...argv] = process.argv.slice(2);
let stdin = '';
try { stdin = fs.readFileSync(0, 'utf8'); } catch {}
fs.writeFileSync(require('path').join(process.env.FAKE_OUT, name + '.json'), JSON.stringify({ argv, stdin, cwd: process.cwd() }));
process.exit(Number(process.env.FAKE_EXIT || 0));
`,
  );
  for (const name of Object.keys(EXPECTED)) {
    writeFileSync(join(fakeBin, name), `#!/bin/sh\nexec "${process.execPath}" "${recorder}" ${name} "$@"\n`, { mode: 0o755 });
  }
  env = { ...sb.env, PATH: `${fakeBin}:${sb.env.PATH}`, FAKE_OUT: outDir };
});

afterAll(cleanup);

function newBrief(to: string[] = []): { id: string; brief: string; text: string } {
  const r = handoff(
    [
      'new', 'task', '--no-input', '--json', '--no-copy',
      '--title', 'Quote `everything` $(touch pwned-title) "right"',
      '--why', "It's the path's turn: $HOME and `id` must stay text",
      '--deliver', 'Every start line passes the brief through intact',
      '--first-step', 'Run the start line',
      ...to.flatMap((t) => ['--to', t]),
    ],
    { cwd, env },
  );
  expect(r.code, r.stderr).toBe(0);
  const j = r.json();
  expect(j.brief).toContain(AWKWARD);
  return { id: j.id, brief: j.brief, text: readFileSync(j.brief, 'utf8') };
}

function recorded(name: string): { argv: string[]; stdin: string; cwd: string } {
  return JSON.parse(readFileSync(join(outDir, `${name}.json`), 'utf8'));
}

describe('start lines through a real shell', () => {
  for (const name of Object.keys(EXPECTED)) {
    it(`${name}: the printed line, run by sh -c, hands the agent the brief intact`, () => {
      const { id, text } = newBrief();
      const r = handoff(['start', id, '--to', name, '--json'], { cwd, env });
      expect(r.code, r.stderr).toBe(0);
      const [line] = r.json().agents;
      expect(line.name).toBe(name);
      expect(line.mode).toBe('interactive');
      const sh = spawnSync('sh', ['-c', line.line], { cwd, env, input: '', encoding: 'utf8' });
      expect(sh.status, sh.stderr).toBe(0);
      const got = recorded(name);
      // "$(cat FILE)" drops trailing newlines; stdin gets the file byte for byte.
      expect(got.argv).toEqual(EXPECTED[name]!.args(text.replace(/\n+$/, '')));
      expect(got.stdin).toBe(EXPECTED[name]!.stdin(text));
      expect(existsSync(join(cwd, 'pwned'))).toBe(false);
      expect(existsSync(join(cwd, 'pwned-title'))).toBe(false);
    });
  }

  it('any: prints the brief itself', () => {
    const { id, text } = newBrief();
    const line = handoff(['start', id, '--to', 'any', '--json'], { cwd, env }).json().agents[0];
    expect(line.mode).toBe('print');
    const sh = spawnSync('sh', ['-c', line.line], { cwd, env, encoding: 'utf8' });
    expect(sh.status).toBe(0);
    expect(sh.stdout).toBe(text);
  });

  it('the human output is one runnable line per agent, the name as a shell comment', () => {
    const { id } = newBrief();
    const r = handoff(['start', id, '--to', 'gemini', '--to', 'amp'], { cwd, env });
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^cd \S+ && gemini -i "\$\(cat '.*'\)"\s+# gemini \(interactive\)$/);
    for (const l of lines) expect(spawnSync('sh', ['-n', '-c', l]).status).toBe(0); // parses as shell
  });
});

describe('handoff start --exec', () => {
  it('runs the agent named with --to and exits with its status', () => {
    const { id, text } = newBrief();
    const r = handoff(['start', id, '--to', 'copilot', '--exec'], { cwd, env: { ...env, FAKE_EXIT: '7' } });
    expect(r.code).toBe(7);
    expect(r.stderr).toContain('starting copilot');
    expect(recorded('copilot').argv).toEqual(['-i', text.replace(/\n+$/, '')]);
    expect(recorded('copilot').cwd).toBe(cwd);
  });

  it('uses the agent the brief was cut for (new --to) when --to is not given', () => {
    const { id, text } = newBrief(['opencode']);
    const r = handoff(['start', id.slice(0, id.length - 2), '--exec', '--json'], { cwd, env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.json().exec).toMatchObject({ agent: 'opencode', exitCode: 0 });
    expect(recorded('opencode').argv).toEqual(['--prompt', text.replace(/\n+$/, '')]);
  });

  it('pipes the brief into amp on stdin', () => {
    const { id, text } = newBrief();
    const r = handoff(['start', id, '--to', 'amp', '--exec'], { cwd, env });
    expect(r.code, r.stderr).toBe(0);
    expect(recorded('amp')).toMatchObject({ argv: [], stdin: text });
  });

  it('refuses to guess between several agents', () => {
    const { id } = newBrief(['claude', 'codex']);
    const r = handoff(['start', id, '--exec'], { cwd, env });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--exec runs one agent');
    expect(r.stderr).toContain('claude, codex');
  });

  it('says so when the agent is not installed (exit 127)', () => {
    const { id } = newBrief();
    const r = handoff(['start', id, '--to', 'claude', '--exec'], { cwd, env: { ...env, PATH: '/usr/bin:/bin' } });
    expect(r.code).toBe(127);
    expect(r.stderr).toMatch(/is `claude` installed and on PATH\?/);
  });
});

describe('choosing agents', () => {
  it('new --to prints the start lines of the agents named', () => {
    const r = handoff(['new', 'task', '--no-input', '--no-copy', '--title', 'T', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--to', 'copilot', '--to', 'gemini'], { cwd, env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/copilot -i "\$\(cat '.*brief\.md'\)"\s+# copilot/);
    expect(r.stderr).toMatch(/gemini -i "\$\(cat '.*brief\.md'\)"\s+# gemini/);
    expect(r.stderr).not.toMatch(/# claude/);
  });

  it('an unknown agent is a usage error, before anything is written', () => {
    newBrief();
    const before = readdirSync(env.HANDOFF_HOME!).sort();
    const r = handoff(['new', 'task', '--no-input', '--title', 'T', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--to', 'cursor'], { cwd, env });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown agent for --to: cursor');
    expect(r.stderr).toContain('claude, codex, copilot, gemini, opencode, amp, any');
    expect(readdirSync(env.HANDOFF_HOME!).sort()).toEqual(before);
    const s = handoff(['start', 'latest', '--to', 'cursor'], { cwd, env });
    expect(s.code).toBe(2);
  });

  it('a bad id is refused before it touches the file system', () => {
    newBrief();
    expect(handoff(['start', '../etc', '--to', 'claude'], { cwd, env }).code).toBe(2);
    expect(handoff(['start', 'no-such-handoff', '--to', 'claude'], { cwd, env }).code).toBe(2);
  });
});
