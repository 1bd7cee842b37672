// `handoff lint <id|file|->` end to end: the built CLI, a temp store and temp git repos.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseEnv, bugArgs, cleanup, makeRepo, runCli, snapshot, tempDir } from '../helpers/trust-cli.js';

let home: string;
let repo: string;
let env: NodeJS.ProcessEnv;
let id: string;

beforeAll(() => {
  home = join(tempDir(), 'store');
  env = baseEnv({ HANDOFF_HOME: home });
  repo = makeRepo(env);
  const r = runCli([...bugArgs(), '--json'], { cwd: repo, env });
  expect(r.code, r.stderr).toBe(0);
  id = (JSON.parse(r.stdout) as { id: string }).id;
});
afterAll(cleanup);

const AWS_KEY = 'AKIA' + 'Q7Z3' + 'B'.repeat(12);

const BAD = `# Fix it

## Why

As discussed above, it breaks.

## Pointers

- src/a.ts:99 — past the end
- \`src/gone.ts\`

## First step

Do {{first_step}}.
`;

describe('handoff lint', () => {
  it('a stored brief by id, prefix and latest: clean, exit 0, nothing on stdout', () => {
    for (const arg of [id, id.slice(0, 12), 'latest']) {
      const r = runCli(['lint', arg], { cwd: repo, env });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain('brief (bug): clean');
    }
  });

  it('a file: compiler-style findings on stdout, exit 3 on errors', () => {
    writeFileSync(join(repo, 'bad.md'), BAD);
    const r = runCli(['lint', 'bad.md'], { cwd: repo, env });
    expect(r.code).toBe(3);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toContain('bad.md:5:1 warning shared-context-phrase "As discussed above": assumes the reader shared your context; the reader was not there; say what was discussed');
    expect(lines).toContain('bad.md:9:3 warning line-out-of-range src/a.ts:99: the file has 10 lines; point at a line that exists');
    expect(lines).toContain('bad.md:10:4 warning missing-path src/gone.ts: does not exist in the origin repo; fix the path, or say it is to be created');
    expect(lines).toContain('bad.md:14:4 error unfilled-slot {{first_step}}: a template slot that was never filled; replace it with the answer, delete the section, or put literal braces in backticks');
    expect(lines.some((l) => l.startsWith('bad.md:1:1 error missing-deliver What to deliver: required section is missing'))).toBe(true);
    expect(r.stderr).toMatch(/bad\.md: brief: 2 errors, 3 warnings/);
  });

  it('a brief whose task is a fenced prompt to paste: lint reads it as new --body does (no missing sections)', () => {
    const md = '# Inventory sync\n\n## Status\nThe retry loop is written.\n\n## Prompt for the next session\n\n```text\nYou are picking up the inventory sync work. The problem is that the nightly sync drops rows.\nDeliver: a sync that retries late feeds.\nFirst, run the failing test in `test/sync.test.ts`.\n```\n';
    writeFileSync(join(repo, 'prompt.md'), md);
    const lint = runCli(['lint', 'prompt.md', '--json'], { cwd: repo, env });
    const rules = (JSON.parse(lint.stdout) as { findings: { rule: string }[] }).findings.map((f) => f.rule);
    expect(rules.filter((r) => r.startsWith('missing-') && r !== 'missing-path'), lint.stdout).toEqual([]);
    const made = runCli(['new', 'task', '--body', 'prompt.md', '--no-input', '--no-copy', '--json'], { cwd: repo, env });
    expect(made.code, made.stderr).toBe(0);
  });

  it('--json: one JSON document {kind, findings, counts} and nothing else on stdout', () => {
    const r = runCli(['lint', join(repo, 'bad.md'), '--json'], { cwd: tempDir(), env });
    expect(r.code).toBe(3);
    const j = JSON.parse(r.stdout) as { kind: string; findings: { rule: string }[]; counts: { errors: number; warnings: number } };
    expect(j.kind).toBe('brief');
    expect(j.counts).toEqual({ errors: 2, warnings: 3 });
    // Paths are checked in the file's own repo, not the cwd.
    expect(j.findings.map((f) => f.rule)).toContain('line-out-of-range');
    expect(r.stderr).toBe('');
  });

  it('--strict: warnings alone exit 3; without it they exit 0', () => {
    const md = BAD.replace('Do {{first_step}}.', 'Run the test.').replace('## First step', '## What to deliver\n\nA fix.\n\n## First step');
    writeFileSync(join(repo, 'warn.md'), md);
    expect(runCli(['lint', 'warn.md'], { cwd: repo, env }).code).toBe(0);
    const strict = runCli(['lint', 'warn.md', '--strict'], { cwd: repo, env });
    expect(strict.code).toBe(3);
    expect(strict.stderr).toContain('--strict');
  });

  it('--budget N: over-budget against N; a bad N is a usage error (exit 2)', () => {
    const r = runCli(['lint', id, '--budget', '50', '--json'], { cwd: repo, env });
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { findings: { rule: string }[] }).findings.map((f) => f.rule)).toEqual(['over-budget']);
    for (const bad of ['0', '-5', 'lots', '1.5']) {
      const b = runCli(['lint', id, '--budget', bad], { cwd: repo, env });
      expect(b.code, bad).toBe(2);
      expect(b.stderr).toContain('--budget');
    }
  });

  it('"-" reads standard input; a return is detected by its sections', () => {
    const md = '# Return: x\n\n## Outcome\n\nblocked\n\n## Non-obvious findings\n\n- the cache is per process\n';
    const r = runCli(['lint', '-', '--json'], { cwd: repo, env, input: md });
    expect(r.code).toBe(3);
    const j = JSON.parse(r.stdout) as { kind: string; file: string; findings: { rule: string }[] };
    expect(j.kind).toBe('return');
    expect(j.file).toBe('<stdin>');
    expect(j.findings.map((f) => f.rule)).toEqual(['blocked-without-reason', 'untagged-finding']);
  });

  it('a return whose marker names a stored handoff is checked against that brief', () => {
    const md = `# Return: x\n\n<!-- handoff:return id=${id} n=1 -->\n\n## Outcome\n\nanswered — yes\n\n## Non-obvious findings\n\n- the login test fails one run in five on CI [verified: ran it]\n`;
    const r = runCli(['lint', '-', '--json'], { cwd: repo, env, input: md });
    expect((JSON.parse(r.stdout) as { findings: { rule: string }[] }).findings.map((f) => f.rule)).toEqual(['finding-restates-brief']);
  });

  it('never prints a secret it finds', () => {
    writeFileSync(join(repo, 'secret.md'), BAD + `\n## Already decided\n\n- use key ${AWS_KEY}\n`);
    for (const extra of [[], ['--json']]) {
      const r = runCli(['lint', 'secret.md', ...extra], { cwd: repo, env });
      expect(r.code).toBe(3);
      expect(r.stdout + r.stderr).not.toContain(AWS_KEY);
      expect(r.stdout).toContain('[aws-access-key]');
    }
  });

  it('bad targets: exit 2 with a clear message, and the store is untouched', () => {
    const before = snapshot(home);
    mkdirSync(join(repo, 'adir'), { recursive: true });
    writeFileSync(join(repo, 'empty.md'), '');
    writeFileSync(join(repo, 'bin.md'), Buffer.from([0x23, 0x20, 0x00, 0x01]));
    const cases: [string[], RegExp][] = [
      [['lint', 'nothing-like-this'], /no file or handoff "nothing-like-this"/],
      [['lint', 'missing.md'], /missing\.md: no such file/],
      [['lint', 'adir'], /adir is a folder, not a file/],
      [['lint', 'empty.md'], /empty\.md is empty/],
      [['lint', 'bin.md'], /bin\.md looks binary/],
      [['lint', '../../etc/passwd-nope'], /no such file/],
      [['lint'], /missing required argument/],
      [['lint', id, '--frobnicate'], /unknown option '--frobnicate'/],
    ];
    for (const [args, msg] of cases) {
      const r = runCli(args, { cwd: repo, env });
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toMatch(msg);
    }
    expect(snapshot(home)).toEqual(before);
  });

  it('an id with no store yet is "no file or handoff", and no store is created', () => {
    const fresh = join(tempDir(), 'never');
    const r = runCli(['lint', 'bug-x'], { cwd: repo, env: { ...env, HANDOFF_HOME: fresh } });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no file or handoff "bug-x"');
    expect(snapshot(fresh)).toEqual({});
  });
});

describe('stdout and stderr on one pipe (2>&1, how agents capture a command)', () => {
  it('the summary on stderr comes after every finding line, never inside one', async () => {
    const { spawnSync } = await import('node:child_process');
    const { CLI } = await import('../helpers/cli-core.js');
    const big = join(repo, 'big-return.md');
    // ~250 KiB of findings on stdout: far more than a pipe holds, so stdout is written in several goes.
    writeFileSync(big, `## Outcome\n\nanswered — x\n\n## Findings\n\n${Array.from({ length: 3000 }, (_, i) => `- finding number ${i} about the cache and its keys`).join('\n')}\n`);
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${CLI}" lint big-return.md 2>&1 | cat`], { cwd: repo, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3001);
    expect(lines.at(-1)).toBe('big-return.md: return: 0 errors, 3000 warnings');
    for (const l of lines.slice(0, -1)) expect(l).toMatch(/^big-return\.md:\d+:\d+ warning untagged-finding finding number \d+ about the cache and its keys: /);
  });
});
