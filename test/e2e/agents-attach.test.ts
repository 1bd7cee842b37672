// handoff new --attach FILE [--tail K]: a large log and a JSONL command record, both with secrets inside,
// become a small "Attached evidence" section; the full files stay as pointers; nothing secret is stored.

import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, handoff, handoffShim, repo, requireBuilt, sandbox, tmp, type Sandbox } from '../helpers/agents-harness.js';

const GH = 'ghp_' + 'Z8x2QnL4vR7tK1mW9pB3cD6fH0jS5aY2eU8i';
const AWS = 'AKIA' + 'Z7QWERTYUIOPASDF';
const SLACK = 'xoxb-' + '123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx';
const SECRETS = [GH, AWS, SLACK];

let sb: Sandbox;
let cwd: string;
const base = ['new', 'bug', '--no-input', '--no-copy', '--title', 'Checkout tests fail on CI', '--why', 'CI is red on main', '--deliver', 'the cause and a fix',
  '--field', 'observed=checkout tests time out', '--field', 'expected=they pass', '--field', 'reproduce=npm test -- checkout', '--first-step', 'read the attached log'];

beforeAll(() => {
  requireBuilt();
  sb = sandbox();
  cwd = repo(sb.env);
  mkdirSync(join(cwd, 'logs'));
  const lines: string[] = [];
  for (let i = 1; i <= 200_000; i++) lines.push(`[${i}] worker 3 processed batch ok`);
  lines[12_344] = `ERROR checkout: payment gateway refused token=${GH}`;
  lines[150_000] = 'Traceback (most recent call last):';
  lines[199_995] = `uploading artifacts with ${AWS}`;
  lines[199_997] = `FAILED checkout.spec.ts (notify ${SLACK})`;
  writeFileSync(join(cwd, 'logs', 'ci.log'), lines.join('\n') + '\n');
  const entries: string[] = [];
  for (let i = 1; i <= 2_000; i++) entries.push(JSON.stringify({ cmd: `npm test -- shard ${i}`, exit: i === 777 ? 1 : 0, output: i === 777 ? `Error: expected 200\nAuthorization: Bearer ${GH}` : 'ok' }));
  writeFileSync(join(cwd, 'logs', 'commands.jsonl'), entries.join('\n') + '\n');
});
afterAll(cleanup);

const storeFiles = () => {
  const home = sb.env.HANDOFF_HOME!;
  try {
    return readdirSync(home).filter((n) => !n.startsWith('.'));
  } catch {
    return [];
  }
};

describe('new --attach', () => {
  it('a 200,000-line log and a JSONL record become a small, redacted evidence section', () => {
    const r = handoff([...base, '--attach', 'logs/ci.log', '--attach', join(cwd, 'logs', 'commands.jsonl'), '--tail', '20', '--json'], { cwd, env: sb.env });
    expect(r.code, r.stderr).toBe(0);
    const j = r.json();
    expect(j.lint.errors).toBe(0);
    expect(j.attachments).toEqual([
      { path: 'logs/ci.log', format: 'log', total: 200_000, kept: 22, omitted: 199_978, flagged: 2, flaggedDropped: 0, redactions: [{ kind: 'github-token', line: 12_345 }, { kind: 'aws-access-key', line: 199_996 }, { kind: 'slack-token', line: 199_998 }] },
      { path: 'logs/commands.jsonl', format: 'jsonl', total: 2_000, kept: 21, omitted: 1_979, flagged: 1, flaggedDropped: 0, redactions: [{ kind: 'github-token', line: 777 }] },
    ]);
    const brief = readFileSync(j.brief, 'utf8');
    const record = readFileSync(join(j.dir, 'handoff.json'), 'utf8');
    for (const secret of SECRETS) {
      for (const text of [brief, record, r.stdout, r.stderr]) expect(text).not.toContain(secret);
    }
    expect(brief.length).toBeLessThan(12_000);
    expect(brief).toContain('## Pointers\n\n- `logs/ci.log` — the full text log, 200,000 lines (a trimmed copy is under "Attached evidence")\n- `logs/commands.jsonl` — the full JSONL command record, 2,000 entries');
    const section = brief.slice(brief.indexOf('## Attached evidence'), brief.indexOf('## First step'));
    expect(section).toContain('**`logs/ci.log`**: text log, 200,000 lines: kept the last 20 and 2 error-looking lines before them; 199,978 lines omitted. Redacted 3 secrets from it.');
    expect(section).toContain('[... 12,344 lines omitted ...]\nERROR checkout: payment gateway refused token=[REDACTED:github-token]\n[... 137,655 lines omitted ...]\nTraceback (most recent call last):\n[... 49,979 lines omitted ...]\n[199981] worker 3 processed batch ok');
    expect(section).toContain('FAILED checkout.spec.ts (notify [REDACTED:slack-token])');
    expect(section).toContain('"output":"Error: expected 200\\nAuthorization: Bearer [REDACTED:github-token]"');
    expect(section).toContain('[... 776 entries omitted ...]');
    // The record keeps what was attached (never the content).
    expect(JSON.parse(record).attachments.map((a: any) => a.path)).toEqual(['logs/ci.log', 'logs/commands.jsonl']);
  });

  it('a person sees what was redacted, per attachment', () => {
    const r = handoff([...base, '--attach', 'logs/ci.log', '--tail', '5'], { cwd, env: sb.env });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('redacted from --attach logs/ci.log: 1 github-token (line 12345), 1 aws-access-key (line 199996), 1 slack-token (line 199998)');
  });

  it('a file outside the repo is pointed to by its absolute path; the default tail is 80', () => {
    const outside = join(tmp(), 'agent-session.log');
    writeFileSync(outside, Array.from({ length: 500 }, (_, i) => `step ${i}`).join('\n'));
    const j = handoff([...base, '--attach', outside, '--json'], { cwd, env: sb.env }).json();
    expect(j.attachments[0]).toMatchObject({ path: outside, total: 500, kept: 80, omitted: 420 });
    expect(readFileSync(j.brief, 'utf8')).toContain(`- \`${outside}\` — the full text log, 500 lines`);
  });

  it('reads a pipe (--attach <(command)) as well as a file', () => {
    const bin = handoffShim(join(sb.base, 'bin'));
    const script = `mkfifo live.fifo && (printf 'build start\\nERROR: boom\\nbuild end\\n' > live.fifo &) && handoff ${base.map((a) => `'${a}'`).join(' ')} --attach live.fifo --json`;
    const dir = tmp();
    const r = spawnSync('sh', ['-c', script], { cwd: dir, env: { ...sb.env, PATH: `${bin}:${sb.env.PATH}` }, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).attachments[0]).toMatchObject({ total: 3, kept: 3, omitted: 0 });
  });

  describe('bad attachments are usage errors, and nothing is written', () => {
    const cases: [string, string[], RegExp][] = [
      ['a missing file', ['--attach', 'logs/nope.log'], /--attach logs\/nope\.log: no such file/],
      ['a folder', ['--attach', 'logs'], /--attach logs is a folder/],
      ['a binary file', ['--attach', 'bin.dat'], /looks binary/],
      ['--tail 0', ['--attach', 'logs/ci.log', '--tail', '0'], /--tail 0: expected a whole number from 1 to 5000/],
      ['--tail abc', ['--attach', 'logs/ci.log', '--tail', 'abc'], /--tail abc: expected a whole number/],
      ['--tail without --attach', ['--tail', '10'], /--tail only applies to --attach/],
    ];
    for (const [what, args, msg] of cases) {
      it(what, () => {
        writeFileSync(join(cwd, 'bin.dat'), Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 1, 2]));
        const before = storeFiles();
        const r = handoff([...base, ...args, '--json'], { cwd, env: sb.env });
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(msg);
        expect(JSON.parse(r.stdout).error.exitCode).toBe(2);
        expect(storeFiles()).toEqual(before);
      });
    }
  });
});
