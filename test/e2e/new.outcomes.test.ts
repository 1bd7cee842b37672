// `handoff new` outcomes other than the plain write: missing answers (2), lint errors (3), secrets, --exec,
// --print, no git, --supersedes, and refusals. "Nothing written" is checked on the whole store folder.

import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allText, cliEnv, freshHome, makeRepo, runCli, snapshot, tempDir, storeEntries } from '../helpers/e2e.js';

const COMMON = ['--why', 'w', '--deliver', 'd', '--first-step', 'f'];

/**
 * The exact text, with {ME} standing for this installation as a hint names it (`node /abs/dist/cli.js`),
 * and {STORE} for the store in front of a command that opens one (`HANDOFF_HOME=/… `).
 */
const withMe = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{STORE\\\}/g, 'HANDOFF_HOME=\\S+ ').replace(/\\\{ME\\\}/g, '\\S*node \\S+/dist/cli\\.js')}$`);

describe('missing answers with --no-input (exit 2, nothing written)', () => {
  it('lists each missing answer with the flag that supplies it', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const r = await runCli(['new', 'bug', '--title', 'Flaky', '--field', 'expected=e', '--no-input'], { cwd: repo, env: cliEnv(home) });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      [
        'handoff: missing required answers: why this slice exists, what to deliver, first step, observed (What happens?), reproduce (How to reproduce it (commands, inputs, environment)?)',
        '  --why                  why this slice exists',
        '  --deliver              what to deliver',
        '  --first-step           first step',
        '  --field observed=...   observed (What happens?)',
        '  --field reproduce=...  reproduce (How to reproduce it (commands, inputs, environment)?)',
        '  nothing was written',
        '',
      ].join('\n'),
    );
    expect(existsSync(home)).toBe(false);
  });

  it('--json: one error document on stdout naming each missing answer and its flag', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const r = await runCli(['new', 'task', '--no-input', '--json'], { cwd: repo, env: cliEnv(home) });
    expect(r.code).toBe(2);
    const doc = JSON.parse(r.stdout);
    expect(doc.error.exitCode).toBe(2);
    expect(doc.error.missing).toEqual([
      { name: 'title', flag: '--title' },
      { name: 'why this slice exists', flag: '--why' },
      { name: 'what to deliver', flag: '--deliver' },
      { name: 'first step', flag: '--first-step' },
    ]);
    expect(existsSync(home)).toBe(false);
  });

  it('stdin that is not a terminal never prompts, even without --no-input', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const r = await runCli(['new', 'task', '-t', 'x'], { cwd: repo, env: cliEnv(home), input: '' });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('handoff: missing required answers: why this slice exists, what to deliver, first step');
  });

  it('an existing store is left exactly as it was', async () => {
    const repo = makeRepo();
    const home = freshHome();
    expect((await runCli(['new', 'task', '-t', 'First', ...COMMON, '--no-input'], { cwd: repo, env: cliEnv(home) })).code).toBe(0);
    const before = snapshot(home);
    const r = await runCli(['new', 'task', '-t', 'Second', '--why', 'w', '--no-input'], { cwd: repo, env: cliEnv(home) });
    expect(r.code).toBe(2);
    expect(snapshot(home)).toEqual(before);
  });

  it.each([
    // A hint's command is this installation, as it runs from here (handoff is not on PATH in tests): {ME}.
    [['new', '--no-input'], 'handoff: missing the kind of brief\n  name one: {STORE}{ME} new <bug|prototype|recovery|review|session|task> ...\n'],
    [['new', 'nope', '--no-input'], 'handoff: unknown kind "nope"\n  known kinds: bug, prototype, recovery, review, session, task (see: {ME} kinds)\n'],
    [['new', 'bug', '--field', 'observed', '--no-input'], 'handoff: bad --field: "observed": expected name=value\n  write it as --field name=value\n'],
    [['new', 'prototype', '--field', 'throwaway=maybe', '--no-input'], 'handoff: bad --field: "throwaway=maybe": "throwaway" must be one of: throwaway, keep\n  write it as --field name=value\n'],
    [['new', 'task', '--expect', '0', '--no-input'], 'handoff: --expect 0: expected a whole number from 1 to 20\n'],
    [['new', 'task', '--print', '--json'], 'handoff: --print and --json both write to standard output\n  choose one: the JSON names the brief file (its "brief" field)\n'],
  ])('usage error: %j', async (args, stderr) => {
    const repo = makeRepo();
    const home = freshHome();
    const r = await runCli(args, { cwd: repo, env: cliEnv(home) });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(withMe(stderr));
    expect(existsSync(home)).toBe(false);
  });

  it('an unknown option is a usage error (exit 2), and with --json an error document', async () => {
    const repo = makeRepo();
    const r = await runCli(['new', 'task', '--bogus'], { cwd: repo, env: cliEnv(freshHome()) });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("error: unknown option '--bogus'");
    const j = await runCli(['new', 'task', '--bogus', '--json'], { cwd: repo, env: cliEnv(freshHome()) });
    expect(j.code).toBe(2);
    expect(JSON.parse(j.stdout)).toEqual({ error: { message: "unknown option '--bogus'", exitCode: 2, hint: 'run with --help for usage' } });
  });
});

describe('lint errors (exit 3, nothing written unless --force)', () => {
  const SLOT = ['new', 'task', '-t', 'Slot', '--why', 'Fill {{why}} in', '--deliver', 'd', '--first-step', 'f', '--no-input'];

  it('an unfilled template slot is an error: exit 3, the findings on stderr, nothing written', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const r = await runCli(SLOT, { cwd: repo, env: cliEnv(home) });
    expect(r.code).toBe(3);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^brief\.md:\d+:6 error unfilled-slot \{\{why\}\}: a template slot that was never filled; replace it with the answer, delete the section, or put literal braces in backticks$/m);
    expect(r.stderr).toContain('handoff: the brief has 1 error, 1 warning; nothing was written\n  fix them, or pass --force to write it anyway\n');
    expect(existsSync(home)).toBe(false);
  });

  it('--json: the error document carries the lint result', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const r = await runCli([...SLOT, '--json'], { cwd: repo, env: cliEnv(home) });
    expect(r.code).toBe(3);
    const doc = JSON.parse(r.stdout);
    expect(doc.error).toMatchObject({ exitCode: 3, message: 'the brief has 1 error, 1 warning; nothing was written', lint: { counts: { errors: 1, warnings: 1 } } });
    expect(doc.error.lint.findings.map((f: { rule: string }) => f.rule).sort()).toEqual(['no-pointers', 'unfilled-slot']);
    expect(existsSync(home)).toBe(false);
  });

  it('--force writes it anyway, and the JSON reports the error', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const r = await runCli([...SLOT, '--force', '--json'], { cwd: repo, env: cliEnv(home) });
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.lint).toMatchObject({ errors: 1, warnings: 1 });
    expect(readFileSync(j.brief, 'utf8')).toContain('Fill {{why}} in');
  });
});

// Built at run time so no token-shaped literal sits in the repository.
const SECRETS = {
  github: ['ghp', 'R8x2Kq9LmZ4vT7bN1cW5yH3jD6fG0sPaE2uQ'].join('_'),
  aws: ['AKIA', 'Q3VZ7XK2M4TB9NWD'].join(''),
  password: ['hunter2', 'Zq9!xK'].join(''),
  urlPass: ['s3cr3t', 'Pa55w0rd'].join(''),
  keyBody: 'MIIEowIBAAKCAQEA7bq9X2fL0pQ3mN8kR5tY1uW4zV6cB9dE2gH7jK0lS3aF8hJ',
};
const PRIVATE_KEY = `-----BEGIN RSA PRIVATE KEY-----\n${SECRETS.keyBody}\n-----END RSA PRIVATE KEY-----`;

describe('secrets never reach the store or stdout', () => {
  it('tokens in flags, --field, --body and --from are redacted everywhere, and reported by kind and line', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const body = join(tempDir(), 'body.md');
    writeFileSync(body, `## Evidence\n\n${PRIVATE_KEY}\n\n## Context\n\nThe db is postgres://app:${SECRETS.urlPass}@db.internal:5432/app\n`);
    const r = await runCli(
      [
        'new', 'bug',
        '--title', `Leaked ${SECRETS.github} in logs`,
        '--why', `CI printed AWS_ACCESS_KEY_ID=${SECRETS.aws}`,
        '--deliver', 'd', '--first-step', 'f',
        '--field', 'observed=o', '--field', 'expected=e', '--field', `reproduce=login with password=${SECRETS.password}`,
        '--pointer', `https://user:${SECRETS.urlPass}@git.example.org/repo`,
        '--from', `session ${SECRETS.github}`,
        '--body', body, '--no-input', '--json',
      ],
      { cwd: repo, env: cliEnv(home) },
    );
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout);
    const everywhere = [r.stdout, r.stderr, allText(home), storeEntries(home).join('\n')].join('\n');
    for (const s of Object.values(SECRETS)) expect(everywhere).not.toContain(s);
    expect(j.id).toMatch(/^bug-leaked-redacted-github-token-in-logs-[a-z0-9]{4}$/);
    expect(j.title).toBe('Leaked [REDACTED:github-token] in logs');
    const kinds = j.redactions.map((x: { kind: string }) => x.kind);
    expect(kinds).toEqual(expect.arrayContaining(['github-token', 'aws-access-key', 'private-key', 'url-credentials']));
    for (const x of j.redactions) expect(x.line).toBeGreaterThan(0);
    const md = readFileSync(j.brief, 'utf8');
    expect(md).toContain('[REDACTED:github-token]');
    expect(md).toContain('[REDACTED:aws-access-key]');
    // The record says what was redacted, too.
    expect(JSON.parse(readFileSync(j.json, 'utf8')).redactions).toEqual(j.redactions);
  });

  it('without --json: says what it redacted and where, and --print prints the redacted brief', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const r = await runCli(['new', 'task', '-t', 'Key', '--why', `token ${SECRETS.github}`, '--deliver', 'd', '--first-step', 'f', '--print', '--no-input'], { cwd: repo, env: cliEnv(home) });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout + r.stderr + allText(home)).not.toContain(SECRETS.github);
    expect(r.stderr).toMatch(/^handoff: redacted 1 github-token \(line \d+\) of \S+\/brief\.md$/m);
    expect(r.stdout).toContain('token [REDACTED:github-token]');
  });

  it('a secret echoed back in an error message is redacted too', async () => {
    const repo = makeRepo();
    const r = await runCli(['new', 'bug', '--field', `nope=${SECRETS.github}`, '--json'], { cwd: repo, env: cliEnv(freshHome()) });
    expect(r.code).toBe(2);
    expect(r.stdout + r.stderr).not.toContain(SECRETS.github);
    expect(JSON.parse(r.stdout).error.message).toContain('nope=[REDACTED:github-token]');
  });
});

describe('--print', () => {
  it('writes the markdown to stdout, byte for byte the stored brief; the human lines stay on stderr', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const r = await runCli(['new', 'task', '-t', 'Printed', ...COMMON, '--print', '--no-input'], { cwd: repo, env: cliEnv(home) });
    expect(r.code, r.stderr).toBe(0);
    const id = storeEntries(home)[0]!;
    expect(r.stdout).toBe(readFileSync(join(home, id, 'brief.md'), 'utf8'));
    expect(r.stdout.startsWith('# Printed\n')).toBe(true);
    expect(r.stderr).toContain(`Wrote ${id}`);
  });
});

describe('--exec: hand the brief to an agent command', () => {
  /** A fake agent: records its stdin and working folder, prints a line, exits with $CODE. */
  function fakeAgent(): { cmd: string; stdinFile: string; cwdFile: string } {
    const dir = tempDir('handoff-agent-');
    const stdinFile = join(dir, 'stdin.md');
    const cwdFile = join(dir, 'cwd.txt');
    const script = join(dir, 'agent.sh');
    writeFileSync(script, `#!/bin/sh\ncat > '${stdinFile}'\npwd > '${cwdFile}'\necho "agent says hi"\nexit "\${CODE:-0}"\n`);
    chmodSync(script, 0o755);
    return { cmd: `'${script}' --print`, stdinFile, cwdFile };
  }

  it('runs the command through the shell, in the current folder, with the brief on stdin, and exits with its status', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const agent = fakeAgent();
    const r = await runCli(['new', 'task', '-t', 'Exec', ...COMMON, '--exec', `CODE=7 ${agent.cmd}`, '--no-input'], { cwd: repo, env: cliEnv(home) });
    expect(r.code).toBe(7);
    const id = storeEntries(home)[0]!;
    expect(readFileSync(agent.stdinFile, 'utf8')).toBe(readFileSync(join(home, id, 'brief.md'), 'utf8'));
    expect(readFileSync(agent.cwdFile, 'utf8').trim()).toBe(repo);
    // The agent owns stdout when nothing else does.
    expect(r.stdout).toBe('agent says hi\n');
  });

  it('exit 0 when the agent succeeds', async () => {
    const repo = makeRepo();
    const agent = fakeAgent();
    const r = await runCli(['new', 'task', '-t', 'Exec ok', ...COMMON, '--exec', agent.cmd, '--no-input'], { cwd: repo, env: cliEnv(freshHome()) });
    expect(r.code).toBe(0);
  });

  it('with --json, stdout stays one JSON document (the agent\'s output goes to stderr) with the exec result', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const agent = fakeAgent();
    const r = await runCli(['new', 'task', '-t', 'Exec json', ...COMMON, '--exec', `CODE=3 ${agent.cmd}`, '--no-input', '--json'], { cwd: repo, env: cliEnv(home) });
    expect(r.code).toBe(3);
    const j = JSON.parse(r.stdout);
    expect(j.exec).toEqual({ command: `CODE=3 ${agent.cmd}`, exitCode: 3 });
    expect(r.stderr).toContain('agent says hi');
    expect(readFileSync(agent.stdinFile, 'utf8')).toBe(readFileSync(j.brief, 'utf8'));
  });

  it('a command that is not found exits 127 (the shell\'s status); the brief is still saved', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const r = await runCli(['new', 'task', '-t', 'No agent', ...COMMON, '--exec', 'no-such-agent-xyz', '--no-input'], { cwd: repo, env: cliEnv(home) });
    expect(r.code).toBe(127);
    expect(r.stderr).toMatch(/no-such-agent-xyz: (\d+: )?(.*)?not found/);
    expect(storeEntries(home)).toHaveLength(1);
  });

  it('a command killed by a signal exits 128 + the signal number', async () => {
    const repo = makeRepo();
    const r = await runCli(['new', 'task', '-t', 'Killed', ...COMMON, '--exec', 'cat >/dev/null; kill -USR1 $$', '--no-input'], { cwd: repo, env: cliEnv(freshHome()) });
    expect(r.code).toBe(128 + 10);
  });
});

describe('without git', () => {
  it('outside a repository the brief says so, and the command succeeds', async () => {
    const dir = tempDir('handoff-nogit-');
    const home = freshHome();
    const r = await runCli(['new', 'task', '-t', 'No repo', ...COMMON, '--no-input', '--json'], { cwd: dir, env: cliEnv(home) });
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(readFileSync(j.brief, 'utf8')).toContain(`**Origin:** \`${dir}\` (not a git repository)`);
    expect(JSON.parse(readFileSync(j.json, 'utf8')).origin).toEqual({ repo: null, branch: null, detached: false, head: null, headShort: null, dirty: [], untracked: [], note: 'not a git repository', cwd: dir });
  });

  it('with git missing from PATH the brief says so, and the command succeeds', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const emptyBin = tempDir('handoff-path-');
    const r = await runCli(['new', 'review', '-t', 'No git', ...COMMON, '--field', 'claims=c', '--no-input', '--json'], { cwd: repo, env: cliEnv(home, { PATH: emptyBin }) });
    expect(r.code, r.stderr).toBe(0);
    const md = readFileSync(JSON.parse(r.stdout).brief, 'utf8');
    expect(md).toContain(`**Origin:** \`${repo}\` (git is not installed)`);
    expect(md).toContain('## Changed files\n\nNo changed files to list: git is not installed.');
  });

  it('a review outside a repository says there are no changed files to list', async () => {
    const dir = tempDir('handoff-nogit-');
    const r = await runCli(['new', 'review', '-t', 'No repo review', ...COMMON, '--field', 'claims=c', '--no-input', '--json'], { cwd: dir, env: cliEnv(freshHome()) });
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(JSON.parse(r.stdout).brief, 'utf8')).toContain('## Changed files\n\nNo changed files to list: not a git repository.');
  });
});

describe('--supersedes', () => {
  it('marks the old handoff superseded by the new one, by exact id or unique prefix', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const a = JSON.parse((await runCli(['new', 'task', '-t', 'Old plan', ...COMMON, '--no-input', '--json'], { cwd: repo, env: cliEnv(home) })).stdout);
    const r = await runCli(['new', 'task', '-t', 'New plan', ...COMMON, '--supersedes', a.id.slice(0, -2), '--no-input'], { cwd: repo, env: cliEnv(home) });
    expect(r.code, r.stderr).toBe(0);
    const b = storeEntries(home).find((d) => d !== a.id)!;
    expect(r.stderr).toContain(`  supersedes ${a.id}\n`);
    expect(readFileSync(join(home, b, 'brief.md'), 'utf8')).toContain(`**Supersedes:** \`${a.id}\``);
    expect(JSON.parse(readFileSync(join(home, b, 'handoff.json'), 'utf8')).supersedes).toBe(a.id);
    const ev = JSON.parse(readFileSync(join(home, a.id, 'superseded.json'), 'utf8'));
    expect(ev).toEqual({ at: expect.stringMatching(/^\d{4}-/), by: b });
  });

  it('--json reports it', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const a = JSON.parse((await runCli(['new', 'task', '-t', 'A', ...COMMON, '--no-input', '--json'], { cwd: repo, env: cliEnv(home) })).stdout);
    const b = JSON.parse((await runCli(['new', 'task', '-t', 'B', ...COMMON, '--supersedes', a.id, '--no-input', '--json'], { cwd: repo, env: cliEnv(home) })).stdout);
    expect(b.supersedes).toBe(a.id);
  });

  it.each([
    ['nope', 'handoff: no handoff "nope"\n  see them with: {STORE}{ME} list --status all\n'],
    ['../etc', 'handoff: "../etc" is not an id: ids never contain "/", "\\" or ".."\n'],
    ['task', null],
  ])('refuses %j (exit 2) and writes nothing', async (arg, stderr) => {
    const repo = makeRepo();
    const home = freshHome();
    await runCli(['new', 'task', '-t', 'One', ...COMMON, '--no-input'], { cwd: repo, env: cliEnv(home) });
    await runCli(['new', 'task', '-t', 'Two', ...COMMON, '--no-input'], { cwd: repo, env: cliEnv(home) });
    const before = snapshot(home);
    const r = await runCli(['new', 'task', '-t', 'Three', ...COMMON, '--supersedes', arg, '--no-input'], { cwd: repo, env: cliEnv(home) });
    expect(r.code).toBe(2);
    if (stderr) expect(r.stderr).toMatch(withMe(stderr));
    else expect(r.stderr).toMatch(/^handoff: "task" matches 2 handoffs: task-one-\w{4}, task-two-\w{4}\n  type more of the id\n$/);
    expect(snapshot(home)).toEqual(before);
  });

  it('on an empty store there is nothing to supersede', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const r = await runCli(['new', 'task', '-t', 'X', ...COMMON, '--supersedes', 'task-x', '--no-input'], { cwd: repo, env: cliEnv(home) });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(withMe('handoff: no handoff "task-x" to supersede: the store is empty\n  see them with: {STORE}{ME} list --status all\n'));
    expect(existsSync(home)).toBe(false);
  });
});

describe('a store that is not safe is refused (exit 1) before anything is asked or written', () => {
  it('HANDOFF_HOME as a symlink', async () => {
    const repo = makeRepo();
    const root = tempDir();
    mkdirSync(join(root, 'real'), { mode: 0o700 });
    symlinkSync(join(root, 'real'), join(root, 'link'));
    const r = await runCli(['new', 'task', '-t', 'X', ...COMMON, '--no-input'], { cwd: repo, env: cliEnv(join(root, 'link')) });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`handoff: refusing HANDOFF_HOME ${join(root, 'link')}: it is a symbolic link\n  another user could point it anywhere; remove the link, or set HANDOFF_HOME to a real folder you own\n`);
    expect(readdirSync(join(root, 'real'))).toEqual([]);
  });

  it('HANDOFF_HOME writable by everyone, with --json', async () => {
    const repo = makeRepo();
    const home = join(tempDir(), 'open');
    mkdirSync(home);
    chmodSync(home, 0o777);
    const r = await runCli(['new', 'task', '-t', 'X', ...COMMON, '--no-input', '--json'], { cwd: repo, env: cliEnv(home) });
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).error).toEqual({ message: `refusing HANDOFF_HOME ${home}: it is writable by everyone (mode 777)`, exitCode: 1, hint: `run: chmod 700 '${home}'` });
    expect(storeEntries(home)).toEqual([]);
  });
});
