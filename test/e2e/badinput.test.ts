// Every bad input to `handoff new` (issue 4, item 6; DESIGN sections 3 and 5): the exact exit code, a clear
// message naming the problem, and the store exactly as it was (a snapshot of every file, mode and hash
// under HANDOFF_HOME before and after). The store holds one handoff first, so "nothing lost" means something.

import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, baseEnv, bugArgs, cleanup, makeRepo, runCli, snapshot, tempDir } from '../helpers/trust-cli.js';
import { needs } from '../helpers/prereq.js';
import { readableCli } from '../helpers/readable-copy.js';
import { scaled } from '../helpers/timing.js';

// Running as another user, or handing a folder to one, needs root.
const root = needs('root');

let home: string;
let repo: string;
let env: NodeJS.ProcessEnv;
let files: string;

beforeAll(() => {
  home = join(tempDir(), 'store');
  env = baseEnv({ HANDOFF_HOME: home });
  repo = makeRepo(env);
  const r = runCli(bugArgs('The one already there'), { cwd: repo, env });
  expect(r.code, r.stderr).toBe(0);
  files = tempDir('handoff-bodies-');
});
afterAll(cleanup);

/** Run `new` with the extra arguments; it must fail with `code` and a message matching `msg`, and leave the store as it was. */
function refused(args: string[], code: number, msg: RegExp, opts: { env?: NodeJS.ProcessEnv; input?: string | Buffer; cwd?: string } = {}) {
  const before = snapshot(home);
  const r = runCli(args, { cwd: opts.cwd ?? repo, env: opts.env ?? env, input: opts.input });
  expect(r.code, `${args.join(' ')}\n${r.stderr}`).toBe(code);
  expect(r.stderr).toMatch(msg);
  expect(r.stderr).not.toMatch(/unexpected error|at .*\.js:\d+/); // a message, not a stack trace
  expect(snapshot(home)).toEqual(before);
  return r;
}

describe('--body', () => {
  it('a missing file: exit 2, "no such file"', () => {
    refused([...bugArgs(), '--body', join(files, 'nope.md')], 2, /--body .*nope\.md: no such file/);
  });

  it('a directory: exit 2, "is a folder"', () => {
    refused([...bugArgs(), '--body', files], 2, /is a folder, not a file/);
  });

  root.it('an unreadable file (run as an unprivileged user: root reads anything): exit 2, "permission denied"', () => {
    // The CLI runs as nobody, with a store and a cwd of its own; the body belongs to root, mode 000.
    const nobodyBase = tempDir(); // mkdtemp makes it 0700: open it so nobody can reach its store
    chmodSync(nobodyBase, 0o755);
    const nobodyHome = join(nobodyBase, 'store');
    const cwd = tempDir();
    mkdirSync(nobodyHome, { mode: 0o700 });
    chownSync(nobodyHome, 65534, 65534);
    chownSync(cwd, 65534, 65534);
    const open = tempDir();
    chmodSync(open, 0o755);
    const body = join(open, 'secret-body.md'); // in a folder nobody can enter: open() is refused
    writeFileSync(body, '## Why\n\nx\n');
    chmodSync(body, 0o000);
    const hidden = join(files, 'hidden-body.md'); // in a root-only folder: stat() is refused
    writeFileSync(hidden, '## Why\n\nx\n');
    const before = snapshot(nobodyHome);
    for (const [path, name] of [[body, 'secret-body.md'], [hidden, 'hidden-body.md']] as const) {
      const r = spawnAs(65534, [...bugArgs(), '--body', path], cwd, { ...env, HANDOFF_HOME: nobodyHome, HOME: cwd });
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toContain(`${name}: cannot read it (permission denied)`);
    }
    expect(snapshot(nobodyHome)).toEqual(before);
  });

  it('a binary file: exit 2, "looks binary", naming the format or the share of control bytes', () => {
    const f = join(files, 'bin.md');
    writeFileSync(f, Buffer.from([0x23, 0x20, 0x57, 0x68, 0x79, 0x0a, 0x00, 0xff, 0x00]));
    refused([...bugArgs(), '--body', f], 2, /bin\.md looks binary: 2 of its 9 bytes are NUL or control bytes/);
    const png = join(files, 'shot.png');
    writeFileSync(png, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR text-like tail\n')]));
    refused([...bugArgs(), '--body', png], 2, /shot\.png looks binary: it starts like a PNG image/);
  });

  it('UTF-16 with its byte-order mark (Windows PowerShell 5 "> file") is read; without the mark too, saying so', () => {
    const text = '# UTF-16 body\r\n\r\n## Why\r\nIt fails on CI — ünïcode.\r\n';
    const le = join(files, 'u16le.md');
    writeFileSync(le, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    const run = (args: string[]) => runCli(args, { cwd: repo, env });
    const lint = run(['lint', le, '--json']);
    expect(lint.stderr).not.toMatch(/binary|not valid/);
    expect(JSON.parse(lint.stdout).kind).toBe('brief');
    const be = join(files, 'u16be.md');
    writeFileSync(be, Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]));
    expect(run(['lint', be, '--json']).stderr).not.toMatch(/binary|not valid/);
    const bare = join(files, 'u16bare.md');
    writeFileSync(bare, Buffer.from(text, 'utf16le'));
    const r = run(['lint', bare, '--json']);
    expect(r.stderr).toContain('u16bare.md: read as UTF-16LE (no byte-order mark, but every other byte is NUL)');
    expect(JSON.parse(r.stdout).kind).toBe('brief');
  });

  it('a list nested hundreds of levels deep (or "- " 3,000 times on a line): exit 2 naming the line, not a hang or a stack overflow', () => {
    const deep = join(files, 'deep.md');
    writeFileSync(deep, `# Deep\n\n## Why\n${Array.from({ length: 900 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n')}\n`);
    const r = refused([...bugArgs(), '--body', deep], 2, /deep\.md: line 68 nests lists or quotes 65 levels deep \(handoff reads lists up to 64 levels, quotes up to 500\)/);
    expect(r.stderr).toContain('flatten it, or put it in a code fence');
    const line = join(files, 'one-line.md');
    writeFileSync(line, `## Outcome\nanswered — x\n\n## Findings\n${'- '.repeat(3000)}x\n`);
    const lint = runCli(['lint', line], { cwd: repo, env });
    expect(lint.code).toBe(2);
    expect(lint.stderr).toMatch(/one-line\.md: line 5 nests lists or quotes 3000 levels deep/);
    expect(lint.stderr).not.toMatch(/RangeError|stack/);
  });


  it('an empty file: exit 2, "is empty"', () => {
    const f = join(files, 'empty.md');
    writeFileSync(f, '');
    refused([...bugArgs(), '--body', f], 2, /empty\.md is empty/);
  });

  it('more than 1 MiB: exit 2, the limit named; exactly 1 MiB is accepted', () => {
    const big = join(files, 'big.md');
    writeFileSync(big, '## Context\n\n' + 'x'.repeat(1024 * 1024));
    refused([...bugArgs(), '--body', big], 2, /larger than the 1 MiB limit/);
    // Through stdin too.
    refused([...bugArgs(), '--body', '-'], 2, /standard input\) is larger than the 1 MiB limit/, { input: '## Context\n\n' + 'y'.repeat(1024 * 1024 + 10) });
    const edge = join(files, 'edge.md');
    const head = '## Context\n\n';
    writeFileSync(edge, head + 'z '.repeat((1024 * 1024 - head.length) / 2));
    const r = runCli([...bugArgs('Exactly one MiB'), '--body', edge, '--force', '--json'], { cwd: repo, env });
    expect(r.code, r.stderr).toBe(0);
  });

  it('a pipe (bash process substitution: --body <(cmd)) is read like a file', () => {
    const quoted = [...bugArgs('Body from a pipe'), '--json'].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    const r = spawnSync('bash', ['-c', `"${process.execPath}" "${CLI}" ${quoted} --body <(printf '## Context\\n\\nfrom a pipe\\n')`], { cwd: repo, env, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ title: 'Body from a pipe' });
  });

  it('an endless device (/dev/zero) is cut at the limit, not read forever', () => {
    refused([...bugArgs(), '--body', '/dev/zero'], 2, /larger than the 1 MiB limit|looks binary|is a device, not a regular file/);
  });

  it('a body on stdin that never ends is not waited on when "-" was not given', async () => {
    const before = snapshot(home);
    const t0 = Date.now();
    // stdin is a pipe this test holds open and never writes to or closes.
    const child = spawn(process.execPath, [CLI, ...bugArgs('Stdin stays open')], { cwd: repo, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(null);
      }, scaled(15_000));
      child.on('close', (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    expect(code, `did not finish: ${stderr}`).toBe(0);
    expect(Date.now() - t0).toBeLessThan(scaled(15_000));
    const after = snapshot(home);
    expect(Object.keys(after).filter((k) => !(k in before)).some((k) => k.includes('stdin-stays-open'))).toBe(true);
    child.stdin.destroy();
  });

  it('with "-", a stdin that is closed empty: exit 2, "is empty"', () => {
    refused([...bugArgs(), '--body', '-'], 2, /standard input\) is empty/, { input: '' });
  });
});

describe('return --body: the same checks', () => {
  it('missing, a folder, binary, empty, over 1 MiB: exit 2 each, the store unchanged', () => {
    const made = runCli([...bugArgs('Returned to'), '--json'], { cwd: repo, env });
    const id = (JSON.parse(made.stdout) as { id: string }).id;
    const bin = join(files, 'r-bin.md');
    writeFileSync(bin, Buffer.from([0x23, 0x00, 0x01]));
    const empty = join(files, 'r-empty.md');
    writeFileSync(empty, '');
    const big = join(files, 'r-big.md');
    writeFileSync(big, '## Outcome\n\nanswered\n\n' + 'x'.repeat(1024 * 1024));
    const cases: [string, RegExp][] = [
      [join(files, 'r-nope.md'), /no such file/],
      [files, /is a folder, not a file/],
      [bin, /looks binary/],
      [empty, /is empty/],
      [big, /larger than the 1 MiB limit/],
    ];
    for (const [path, msg] of cases) refused(['return', id, '--body', path, '--no-input'], 2, msg);
  });
});

describe('arguments', () => {
  it('an unknown kind: exit 2, the known kinds listed', () => {
    const r = refused(['new', 'bugg', '--title', 't', '--no-input'], 2, /unknown kind "bugg"/);
    expect(r.stderr).toMatch(/known kinds: .*bug.*prototype.*review.*task/);
  });

  it('a malformed --field (no "=", unknown name, value not among the choices): exit 2, each named', () => {
    refused([...bugArgs(), '--field', 'observed'], 2, /bad --field: "observed": expected name=value/);
    refused([...bugArgs(), '--field', '=x'], 2, /bad --field: "=x": expected name=value/);
    refused([...bugArgs(), '--field', 'colour=red'], 2, /the bug kind has no question "colour" \(it has: observed, expected, reproduce, evidence\)/);
    refused(['new', 'prototype', '--title', 't', '--field', 'throwaway=maybe', '--no-input'], 2, /"throwaway" must be one of: throwaway, keep/);
  });

  it('an unknown flag: exit 2, the flag named; with --json the error is JSON on stdout', () => {
    refused([...bugArgs(), '--frobnicate'], 2, /unknown option '--frobnicate'/);
    const r = refused([...bugArgs(), '--frobnicate', '--json'], 2, /unknown option/);
    expect(JSON.parse(r.stdout)).toMatchObject({ error: { exitCode: 2 } });
  });

  it('missing required answers with --no-input: exit 2, each missing field and its flag named', () => {
    const r = refused(['new', 'bug', '--title', 'Half a brief', '--why', 'w', '--no-input'], 2, /missing required answers/);
    for (const flag of ['--deliver', '--first-step', '--field observed=...', '--field expected=...', '--field reproduce=...']) expect(r.stderr).toContain(flag);
    expect(r.stderr).toContain('nothing was written');
  });

  it('no kind without a terminal: exit 2, the kinds named', () => {
    refused(['new', '--title', 't', '--no-input'], 2, /missing the kind of brief/);
  });

  it('a bad or unknown id for --supersedes: exit 2, refused before any path is built', () => {
    refused([...bugArgs(), '--supersedes', '../../etc'], 2, /is not an id/);
    refused([...bugArgs(), '--supersedes', 'Bug_X'], 2, /is not an id: ids are lower case letters, digits and dashes/);
    refused([...bugArgs(), '--supersedes', 'bug-no-such-thing'], 2, /no handoff "bug-no-such-thing"/);
  });

  it('--expect out of range and an unknown --to agent: exit 2', () => {
    refused([...bugArgs(), '--expect', '0'], 2, /--expect 0: expected a whole number from 1 to 20/);
    refused([...bugArgs(), '--to', 'hal9000'], 2, /unknown agent for --to: hal9000/);
  });
});

describe('HANDOFF_HOME', () => {
  it('whose parent folder does not exist: exit 1, the parent named', () => {
    const parent = join(tempDir(), 'no', 'such');
    const r = runCli(bugArgs(), { cwd: repo, env: { ...env, HANDOFF_HOME: join(parent, 'store') } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`its parent folder ${parent} does not exist`);
    expect(snapshot(join(parent, '..'))).toEqual({});
  });

  root.it('a symbolic link, a folder of another user, or a group/world-writable folder: exit 1, refused', () => {
    const base = tempDir();
    const real = join(base, 'real');
    mkdirSync(real, { mode: 0o700 });
    const link = join(base, 'link');
    symlinkSync(real, link);
    const theirs = join(base, 'theirs');
    mkdirSync(theirs, { mode: 0o700 });
    chownSync(theirs, 65534, 65534);
    const open = join(base, 'open');
    mkdirSync(open);
    chmodSync(open, 0o777);
    const group = join(base, 'group');
    mkdirSync(group);
    chmodSync(group, 0o770);
    const cases: [string, RegExp][] = [
      [link, /it is a symbolic link/],
      [theirs, /it belongs to uid 65534, not to you/],
      [open, /it is writable by everyone \(mode 777\)/],
      [group, /it is writable by its group \(mode 770\)/],
    ];
    for (const [dir, msg] of cases) {
      const before = snapshot(base);
      const r = runCli(bugArgs(), { cwd: repo, env: { ...env, HANDOFF_HOME: dir } });
      expect(r.code, dir).toBe(1);
      expect(r.stderr).toMatch(msg);
      expect(snapshot(base)).toEqual(before);
    }
  });

  it('a file, not a folder: exit 1', () => {
    const f = join(tempDir(), 'afile');
    writeFileSync(f, 'x');
    const r = runCli(bugArgs(), { cwd: repo, env: { ...env, HANDOFF_HOME: f } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('it is not a folder');
  });
});

/**
 * Run the CLI as another user (root ignores file modes, so an unreadable file needs an unprivileged user),
 * from a world-readable copy: the checkout itself may sit in a folder only its owner can enter.
 */
function spawnAs(uid: number, args: string[], cwd: string, e: NodeJS.ProcessEnv) {
  const r = spawnSync(process.execPath, [readableCli(), ...args], { cwd, env: e, uid, gid: uid, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: scaled(20_000) });
  return { code: r.status as number | null, stdout: r.stdout as string, stderr: r.stderr as string };
}
