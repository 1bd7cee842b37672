// A document the tool reads as the other kind is refused with a hint that `--force` reads it as this command's kind,
// and `--force` does: `new --body` of a handoff that reads as a return, `return --body` of a report that reads as a
// brief. The person who knows which it is has the last word; a `read-as-forced` warning says what was read as what.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseEnv, cleanup, makeRepo, runCli, tempDir } from '../helpers/trust-cli.js';

let repo: string;
let env: NodeJS.ProcessEnv;
let home: string;
beforeAll(() => {
  home = tempDir('handoff-home-');
  env = { ...baseEnv(), HANDOFF_HOME: home };
  repo = makeRepo(env);
});
afterAll(() => cleanup());

const RETURN_SHAPED = ['# Checkout rework', '', '**Status:** done, the new cart is merged.', '', '## Findings', '', '- the tax service times out above 50 items', '', '## Next steps', '', '1. Split the tax call per 50 items.', ''];
const BRIEF_SHAPED = ['# Split the tax call', '', '## Why', '', 'The tax service times out above 50 items.', '', '## What to deliver', '', 'A cart that calls tax per 50 items.', '', '## First step', '', 'Read cart/tax.ts.', '', '## Notes', '', '- the cache keys ignore the locale', ''];

function file(lines: string[], eol: string): string {
  const f = join(tempDir(), 'doc.md');
  writeFileSync(f, lines.join(eol));
  return f;
}
const handoffs = () => readdirSync(home).filter((n) => existsSync(join(home, n, 'handoff.json')));
const FLAGS = ['--why', 'w', '--deliver', 'd', '--first-step', 'f'];
// (The return-shaped handoff's Next steps are its first step: not given by a flag, which would replace them.)
const NEW_FLAGS = ['--why', 'w', '--deliver', 'd'];

describe.each([['LF', '\n'], ['CRLF', '\r\n']])('%s', (_name, eol) => {
  it('new --body: refused as a return with a hint naming --force; --force writes it as a brief and says so', () => {
    const body = file(RETURN_SHAPED, eol);
    const before = handoffs();
    const refused = runCli(['new', 'task', '--body', body, ...NEW_FLAGS, '--no-input', '--no-copy', '--json'], { cwd: repo, env });
    expect(refused.code).toBe(2);
    const error = JSON.parse(refused.stdout).error;
    expect(error.message).toContain('holds a return, not a brief');
    expect(error.hint).toContain('--force');
    expect(handoffs()).toEqual(before);

    const forced = runCli(['new', 'task', '--body', body, ...NEW_FLAGS, '--force', '--no-input', '--no-copy', '--json'], { cwd: repo, env });
    expect(forced.code, forced.stderr).toBe(0);
    const out = JSON.parse(forced.stdout);
    expect(out.warnings).toEqual([expect.objectContaining({ code: 'read-as-forced' })]);
    expect(out.warnings[0].message).toContain('read as a brief (--force)');
    expect(forced.stderr).toContain('handoff: warning: --body');
    const brief = readFileSync(out.brief as string, 'utf8');
    expect(brief).toContain('the tax service times out above 50 items');
    expect(brief).toContain('Split the tax call per 50 items.');
  });

  it('return --body: refused as a brief with a hint naming --force; --force records it as a return and says so', () => {
    const made = runCli(['new', 'task', '-t', 'probe', ...FLAGS, '--no-input', '--no-copy', '--json'], { cwd: repo, env });
    const id = JSON.parse(made.stdout).id as string;
    const body = file(BRIEF_SHAPED, eol);
    const refused = runCli(['return', id, '--body', body, '--outcome', 'answered', '--no-input', '--json'], { cwd: repo, env });
    expect(refused.code).toBe(2);
    const error = JSON.parse(refused.stdout).error;
    expect(error.message).toContain('holds a brief, not a return');
    expect(error.hint).toContain('--force');
    expect(existsSync(join(home, id, 'return-1.md'))).toBe(false);

    const forced = runCli(['return', id, '--body', body, '--outcome', 'answered', '--force', '--no-input', '--json'], { cwd: repo, env });
    expect(forced.code, forced.stderr).toBe(0);
    const out = JSON.parse(forced.stdout);
    expect(out.warnings).toEqual([expect.objectContaining({ code: 'read-as-forced' })]);
    expect(out.findings.map((f: { title: string }) => f.title)).toContain('the cache keys ignore the locale');
    const written = readFileSync(join(home, id, 'return-1.md'), 'utf8');
    expect(written).toContain('The tax service times out above 50 items.');
  });
});
