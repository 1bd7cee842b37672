// Issue 11, items 3 and 4, end to end from the built CLI: no raw control byte reaches a person through any
// output path, and no secret leaves through any flag, argument, error, --json document or store file.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseEnv, cleanup, makeRepo, runCli, tempDir } from '../helpers/trust-cli.js';

afterAll(cleanup);

// C0 but \t \n, DEL, C1 (as code points), bidi override.
const NASTY = '\x1b]0;PWNED\x07\x1b[2J\b\x7f\u009b31m\u0085\u202e\r';
const RAW = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;
const RAW_JSON = /[\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;

let env: NodeJS.ProcessEnv;
let repo: string;
let home: string;
beforeAll(() => {
  home = join(tempDir(), 'store');
  env = baseEnv({ HANDOFF_HOME: home });
  repo = makeRepo(env);
});

const brief = (title: string, extra: string[] = []) => ['new', 'task', '--title', title, '--why', `why ${NASTY}`, '--deliver', `deliver ${NASTY}`, '--first-step', 'first', '--no-input', '--no-copy', ...extra];

describe('control bytes: every output path shows them as escapes', () => {
  it('new --print, the similar-title warning, list, inbox, show, pull, close, errors; --json escapes DEL and C1', () => {
    const e = { ...env, HANDOFF_SESSION: `label ${NASTY}` };
    const outputs: [string, { stdout: string; stderr: string; code: number | null }][] = [];
    const run = (name: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}) => {
      const r = runCli(args, { cwd: repo, env: { ...e, ...extraEnv } });
      outputs.push([name, r]);
      return r;
    };
    const logFile = join(repo, `log${NASTY.replace(/[\x00\/]/g, '')}.txt`);
    writeFileSync(logFile, `line ${NASTY}\n`);
    const made = run('new --json', [...brief(`Title ${NASTY}`, ['--attach', logFile]), '--json']);
    expect(made.code, made.stderr).toBe(0);
    const id = (JSON.parse(made.stdout) as { id: string }).id;
    run('new --print (similar title warning)', [...brief(`Title ${NASTY} again`), '--print']);
    const ret = run('return', ['return', id, '--outcome', 'answered', '--answer', `answer ${NASTY}`, '--finding', `finding ${NASTY} [unverified]`, '--no-input']);
    expect(ret.code, ret.stderr).toBe(0);
    run('list', ['list']);
    run('list --json', ['list', '--json']);
    run('inbox', ['inbox']);
    run('inbox --json', ['inbox', '--json']);
    run('show', ['show', id]);
    run('show --json', ['show', id, '--json']);
    run('pull', ['pull', id, '--keep']);
    run('pull --json', ['pull', id, '--json']);
    run('close', ['close', id, '--reason', `reason ${NASTY}`]);
    run('close again', ['close', id, '--reason', 'x']);
    run('error: bad id', ['show', `nope${NASTY}`]);
    run('error: bad id --json', ['show', `nope${NASTY}`, '--json']);
    run('error: bad option', ['list', `--stat${NASTY}`]);
    run('error: unknown command', [`lsit${NASTY}`]);
    run('lint', ['lint', id]);
    run('path', ['path', id]);
    for (const [name, r] of outputs) {
      const json = /--json/.test(name);
      // Human text: no raw control byte at all. JSON: C0 is escaped by JSON itself, DEL/C1/bidi by the edge.
      if (json) expect(r.stdout, `${name} stdout`).not.toMatch(RAW_JSON);
      else expect(r.stdout, `${name} stdout`).not.toMatch(RAW);
      expect(r.stderr, `${name} stderr`).not.toMatch(RAW);
    }
    // The escapes are there to be seen: the title's ESC shows as \x1b.
    expect(outputs.find(([n]) => n === 'list')![1].stdout).toContain('Title \\x1b]0;PWNED\\x07\\x1b[2J\\x08\\x7f\\x9b31m\\x85\\u202e');
    // And JSON still carries the real characters, escaped.
    const listed = JSON.parse(outputs.find(([n]) => n === 'list --json')![1].stdout) as { handoffs: { title: string }[] };
    expect(listed.handoffs.some((h) => h.title.includes('\x1b]0;PWNED\x07'))).toBe(true);
    // The markdown written to the store is read with `cat` (the brief's "any" start line): no raw byte there either.
    for (const f of ['brief.md', 'return-1.md']) {
      const md = readFileSync(join(home, id, f), 'utf8');
      expect(md, f).not.toMatch(RAW);
      expect(md, f).toContain('\\x1b]0;PWNED\\x07');
    }
  });
});

describe('secrets: every flag and argument, errors and --json included', () => {
  const GH = ['gh', 'p_', 'Zq8Wm2Lk5Rt9Yx3Vb7Nc1Hd4Jf6Gs0Pa2QeR4'].join('');
  const SECRETS = [
    GH,
    ['sk', '-ant-api03-', 'Xy7Pq2Lm9Rt4Vb6Nc1Hd8Jf3Gs5Ka0We2Zu'].join(''),
    ['AK', 'IA', 'Q7Z2HJK4M6P8R2T4'].join(''),
    ['xo', 'xb-', '123456789012-', 'Ab3dE5fG7hJ9kM2nP4qR6sT8'].join(''),
  ];
  const leaked = (text: string) => SECRETS.filter((s) => text.includes(s) || text.includes(s.slice(0, 14)));
  const storeText = (dir: string): string => {
    let out = '';
    for (const n of readdirSync(dir)) {
      const p = join(dir, n);
      out += statSync(p).isDirectory() ? storeText(p) : readFileSync(p, 'utf8');
    }
    return out;
  };

  it('through new, return, close, lint, commander and usage errors, in text and --json', () => {
    const h = join(tempDir(), 'store');
    const e = { ...env, HANDOFF_HOME: h, HANDOFF_SESSION: `session ${SECRETS[0]}` };
    const all: string[] = [];
    const run = (args: string[]) => {
      const r = runCli(args, { cwd: repo, env: e });
      all.push(`${r.stdout}\n${r.stderr}`);
      return r;
    };
    const secretFile = join(repo, `notes-${SECRETS[0]}.log`);
    writeFileSync(secretFile, `token ${SECRETS[1]}\n`);
    for (const [k, s] of SECRETS.entries()) {
      const made = run(['new', 'bug', '--title', `t${k} ${s}`, '--why', `w ${s}`, '--deliver', `d ${s}`, '--context', `c ${s}`, '--decided', `x — ${s}`, '--dead-end', `y — ${s}`,
        '--pointer', `src/a.ts:1 — ${s}`, '--out-of-scope', `z ${s}`, '--first-step', `f ${s}`, '--field', `observed=${s}`, '--field', `expected=${s}`, '--field', `reproduce=${s}`,
        '--from', `from ${s}`, '--attach', secretFile, '--no-input', '--no-copy', '--json']);
      expect(made.code, made.stderr).toBe(0);
      const id = (JSON.parse(made.stdout) as { id: string }).id;
      run(['return', id, '--outcome', 'answered', '--answer', `a ${s}`, '--finding', `f ${s} [unverified]`, '--recommend', `r ${s}`, '--evidence', `e ${s}`, '--question', `q ${s}`, '--dead-end', `d ${s}`, '--no-input']);
      run(['inbox']);
      run(['inbox', '--json']);
      run(['show', id]);
      run(['pull', id, '--keep', '--json']);
      run(['close', id, '--reason', `because ${s}`]);
      run(['close', id, '--reason', `again ${s}`, '--json']);
      run(['list', `--tokn=${s}`]);
      run(['list', `--tokn=${s}`, '--json']);
      run([`cmd${s}`, '--json']);
      run(['show', `x${s}`]);
      run(['new', 'bug', '--field', `nope=${s}`, '--no-input', '--json']);
      run(['return', id, '--outcome', `bad${s}`, '--no-input']);
      run(['lint', `missing-${s}.md`]);
    }
    const text = all.join('\n');
    expect(leaked(text), 'a secret in the output').toEqual([]);
    expect(leaked(storeText(h)), 'a secret in the store').toEqual([]);
    expect(text).toContain('[REDACTED:github-token]');
  });
});
