// --help on every command shows an example; --version; `handoff path [id]`; `handoff kinds [--json]`.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cliEnv, freshHome, makeRepo, runCli, tempDir, writeFiles } from '../helpers/e2e.js';

const VERSION = (JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as { version: string }).version;
const PROMPTS = fileURLToPath(new URL('../../prompts/', import.meta.url));
const COMMON = ['--why', 'w', '--deliver', 'd', '--first-step', 'f'];

describe('--help and --version', () => {
  it.each([['--version'], ['-V']])('%s prints the package version', async (flag) => {
    const r = await runCli([flag], { cwd: tempDir(), env: cliEnv(freshHome()) });
    expect(r).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
  });

  it('with --json, --version, --help and help are one JSON document too; an unknown option is a JSON error', async () => {
    const cwd = tempDir();
    const env = cliEnv(freshHome());
    const v = await runCli(['--version', '--json'], { cwd, env });
    expect(v.code).toBe(0);
    expect(JSON.parse(v.stdout)).toEqual({ version: VERSION });
    for (const args of [['--help', '--json'], ['help', '--json'], ['new', '--help', '--json']]) {
      const r = await runCli(args, { cwd, env });
      expect(r.code, args.join(' ')).toBe(0);
      const help = (JSON.parse(r.stdout) as { help: string }).help;
      expect(help, args.join(' ')).toMatch(/^Usage: handoff /);
      expect(help, args.join(' ')).toContain('\nExample:\n');
    }
    const bad = await runCli(['list', '--nope', '--json'], { cwd, env });
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.stdout)).toEqual({ error: { message: "unknown option '--nope'", exitCode: 2, hint: 'run with --help for usage' } });
  });

  it('every command\'s --help shows an example, and the top level does too', async () => {
    const cwd = tempDir();
    const top = await runCli(['--help'], { cwd, env: cliEnv(freshHome()) });
    expect(top.code).toBe(0);
    expect(top.stdout).toContain('\nExample:\n  handoff new');
    // Every command the program declares (the list grows as commands are added).
    const list = top.stdout.slice(top.stdout.indexOf('Commands:')).split('\n\n')[0]!;
    const commands = [...list.matchAll(/^  ([a-z][\w-]*)\b/gm)].map((m) => m[1]!).filter((c) => c !== 'help');
    expect(commands).toEqual(expect.arrayContaining(['new', 'path', 'kinds']));
    for (const c of commands) {
      const r = await runCli([c, '--help'], { cwd, env: cliEnv(freshHome()) });
      expect(r.code, c).toBe(0);
      expect(r.stdout, c).toMatch(new RegExp(`^Usage: handoff ${c}\\b`));
      expect(r.stdout, c).toMatch(/\nExample:\n {2}\S/);
    }
  });

  it('new --help lists every flag of the contract', async () => {
    const r = await runCli(['new', '--help'], { cwd: tempDir(), env: cliEnv(freshHome()) });
    for (const flag of ['-t, --title', '--why', '--deliver', '--context', '--decided', '--dead-end', '--pointer', '--out-of-scope', '--first-step', '--field', '--body', '--from', '--to', '--supersedes', '--copy', '--no-copy', '--print', '--exec', '--force', '--no-input', '--json']) {
      expect(r.stdout, flag).toContain(`  ${flag} `);
    }
  });

  it('the examples in new --help run as written', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const r = await runCli(['new', 'task', '--title', 'Split the parser', '--body', '-', '--deliver', '...', '--first-step', '...', '--no-input', '--json'], { cwd: repo, env: cliEnv(home), input: '## Why\n\nIt mixes lexing and layout.\n' });
    expect(r.code, r.stderr).toBe(0);
    const b = await runCli(['new', 'bug', '--title', 'Login test flakes', '--why', '...', '--deliver', '...', '--field', 'observed=...', '--field', 'expected=...', '--field', 'reproduce=npm test -- login', '--first-step', '...', '--no-input', '--json'], { cwd: repo, env: cliEnv(home) });
    expect(b.code, b.stderr).toBe(0);
  });

  it('no command: the help, as a usage error', async () => {
    const r = await runCli([], { cwd: tempDir(), env: cliEnv(freshHome()) });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Usage: handoff [options] [command]');
  });

  it('an unknown command is a usage error', async () => {
    const r = await runCli(['frobnicate'], { cwd: tempDir(), env: cliEnv(freshHome()) });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("error: unknown command 'frobnicate'");
  });

  it('an unknown command with --help is still a usage error, not the help with exit 0', async () => {
    const r = await runCli(['frobnicate', '--help'], { cwd: tempDir(), env: cliEnv(freshHome()) });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain("error: unknown command 'frobnicate'");
    const j = await runCli(['frobnicate', '--json'], { cwd: tempDir(), env: cliEnv(freshHome()) });
    expect(j.code).toBe(2);
    expect(JSON.parse(j.stdout).error.exitCode).toBe(2);
  });
});

describe('handoff path', () => {
  it('prints the store folder on stdout and why on stderr, without creating it', async () => {
    const home = freshHome();
    const r = await runCli(['path'], { cwd: tempDir(), env: cliEnv(home) });
    expect(r).toEqual({ code: 0, stdout: `${home}\n`, stderr: '(HANDOFF_HOME is set, and it comes first)\n' });
    const j = await runCli(['path', '--json'], { cwd: tempDir(), env: cliEnv(home) });
    expect(JSON.parse(j.stdout)).toMatchObject({ store: home, source: 'HANDOFF_HOME', why: 'HANDOFF_HOME is set, and it comes first' });
    expect(j.stderr).toBe('');
  });

  it('a relative HANDOFF_HOME is taken from the current folder and printed absolute', async () => {
    const cwd = tempDir();
    const r = await runCli(['path'], { cwd, env: cliEnv('rel/store') });
    expect(r.stdout).toBe(`${join(cwd, 'rel', 'store')}\n`);
    const repo = makeRepo();
    const n = await runCli(['new', 'task', '-t', 'Rel', ...COMMON, '--no-input', '--json'], { cwd: repo, env: cliEnv('handoffs') });
    expect(n.code, n.stderr).toBe(0);
    expect(JSON.parse(n.stdout).brief.startsWith(join(repo, 'handoffs') + '/')).toBe(true);
  });

  it('without HANDOFF_HOME: a private folder in the OS temp folder', async () => {
    const tmp = tempDir('handoff-tmpdir-');
    const env = cliEnv('', { TMPDIR: tmp });
    delete env.HANDOFF_HOME;
    const r = await runCli(['path', '--json'], { cwd: tempDir(), env });
    expect(JSON.parse(r.stdout)).toMatchObject({
      store: join(tmp, `handoff-${process.getuid!()}`),
      source: 'temp',
      why: 'HANDOFF_HOME is not set and this is not a git repository, so the default: a private folder in the OS temp folder',
    });
    // And `new` writes there, 0700.
    const repo = makeRepo();
    const n = await runCli(['new', 'task', '-t', 'Temp default', ...COMMON, '--no-input', '--json'], { cwd: repo, env });
    expect(n.code, n.stderr).toBe(0);
    expect(JSON.parse(n.stdout).dir.startsWith(join(tmp, `handoff-${process.getuid!()}`) + '/')).toBe(true);
  });

  it('one handoff\'s folder: by exact id, unique prefix or "latest"', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const a = JSON.parse((await runCli(['new', 'task', '-t', 'Alpha', ...COMMON, '--no-input', '--json'], { cwd: repo, env: cliEnv(home) })).stdout);
    await new Promise((r) => setTimeout(r, 5));
    const b = JSON.parse((await runCli(['new', 'bug', '-t', 'Beta', ...COMMON, '--field', 'observed=o', '--field', 'expected=e', '--field', 'reproduce=r', '--no-input', '--json'], { cwd: repo, env: cliEnv(home) })).stdout);
    for (const [arg, want] of [[a.id, a], ['task-al', a], ['latest', b]] as const) {
      const r = await runCli(['path', arg], { cwd: repo, env: cliEnv(home) });
      expect(r, arg).toEqual({ code: 0, stdout: `${want.dir}\n`, stderr: '' });
    }
    const j = await runCli(['path', 'latest', '--json'], { cwd: repo, env: cliEnv(home) });
    expect(JSON.parse(j.stdout)).toEqual({ id: b.id, dir: b.dir, brief: b.brief, store: home, source: 'HANDOFF_HOME' });
  });

  it.each([
    // The hint's command names the store (HANDOFF_HOME here) and this installation (not on PATH here).
    ['nope', /^handoff: no handoff "nope"\n  see them with: HANDOFF_HOME=\S+ \S*node \S+\/dist\/cli\.js list --status all\n$/],
    ['../x', 'handoff: "../x" is not an id: ids never contain "/", "\\" or ".."\n'],
    ['UPPER', 'handoff: "UPPER" is not an id: ids are lower case letters, digits and dashes\n'],
  ])('refuses %j with exit 2', async (arg, stderr) => {
    const repo = makeRepo();
    const home = freshHome();
    await runCli(['new', 'task', '-t', 'One', ...COMMON, '--no-input'], { cwd: repo, env: cliEnv(home) });
    const r = await runCli(['path', arg], { cwd: repo, env: cliEnv(home) });
    expect(r.code).toBe(2);
    if (typeof stderr === 'string') expect(r.stderr).toBe(stderr);
    else expect(r.stderr).toMatch(stderr);
  });

  it('an id when the store does not exist yet', async () => {
    const home = freshHome();
    const r = await runCli(['path', 'latest'], { cwd: tempDir(), env: cliEnv(home) });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`handoff: no handoff "latest": the store ${home} does not exist yet\n`);
  });
});

describe('handoff kinds', () => {
  it('lists the six built-in kinds with their descriptions and files', async () => {
    const r = await runCli(['kinds'], { cwd: tempDir(), env: cliEnv(freshHome()) });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('bug        Something is broken: find the cause, fix it or narrow it down\n');
    for (const k of ['bug', 'prototype', 'recovery', 'review', 'session', 'task']) expect(r.stdout).toContain(`built-in: ${join(PROMPTS, 'kinds', `${k}.md`)}`);
  });

  it('--json: each kind with its questions; a repo kind overrides, a broken file is reported', async () => {
    const repo = makeRepo();
    writeFiles(repo, {
      '.handoff/kinds/spike.md': '---\ndescription: A time-boxed spike\nquestions:\n  - name: box\n    prompt: How long?\n    required: true\n---\n## Time box\n\n{{box}}\n',
      '.handoff/kinds/bad.md': 'no front matter here\n',
    });
    const r = await runCli(['kinds', '--json'], { cwd: repo, env: cliEnv(freshHome()) });
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.kinds.map((k: { name: string }) => k.name)).toEqual(['bug', 'prototype', 'recovery', 'review', 'session', 'spike', 'task']);
    expect(j.kinds.find((k: { name: string }) => k.name === 'spike')).toMatchObject({ source: 'repo', questions: [{ name: 'box', heading: 'Time box', prompt: 'How long?', required: true }] });
    expect(j.errors).toEqual([{ file: join(repo, '.handoff/kinds/bad.md'), line: 1, problem: 'missing front matter: the file must start with a "---" line, then "description: ...", then a closing "---" line' }]);

    // And `new` takes it, asking its question by flag.
    const home = freshHome();
    const miss = await runCli(['new', 'spike', '-t', 'S', ...COMMON, '--no-input'], { cwd: repo, env: cliEnv(home) });
    expect(miss.code).toBe(2);
    expect(miss.stderr).toContain('--field box=...');
    expect(miss.stderr).toContain('handoff: warning: skipped a broken kind file:');
    const ok = await runCli(['new', 'spike', '-t', 'S', ...COMMON, '--field', 'box=two hours', '--no-input', '--json'], { cwd: repo, env: cliEnv(home) });
    expect(ok.code, ok.stderr).toBe(0);
    expect(readFileSync(JSON.parse(ok.stdout).brief, 'utf8')).toContain('## Time box\n\ntwo hours\n');
  });
});
