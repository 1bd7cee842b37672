// A secret found once is redacted wherever the document repeats it (QA 28th: a brief gave a password on a
// `Password:` line, where it was redacted, and again in a table of accounts, where it was printed). Through the
// built CLI: what `new --body` stores and prints, and what `lint` reads.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseEnv, cleanup, makeRepo, runCli, tempDir } from '../helpers/trust-cli.js';

let repo: string;
let env: NodeJS.ProcessEnv;
beforeAll(() => {
  env = { ...baseEnv(), HANDOFF_HOME: tempDir('handoff-home-') };
  repo = makeRepo(env);
});
afterAll(() => cleanup());

// Built, never written whole here.
const PW = ['KeyS', 'oft2024', '!'].join('');

function brief(eol: string): string {
  return [
    '# Accounts for the staging check',
    '',
    '## Why',
    'The staging login breaks after the migration.',
    '',
    '## Deliver',
    'A working login for each account below.',
    '',
    '## Context',
    `- Password: ${PW}`,
    '',
    '| user | email | password |',
    '|---|---|---|',
    `| keysoft | admin@keysoft.test | ${PW} |`,
    '',
    `Then log in as keysoft with ${PW} and open /admin.`,
    '',
    '## First step',
    'Log in as keysoft.',
    '',
  ].join(eol);
}

describe('a repeated secret through new --body and lint', () => {
  it.each([['LF', '\n'], ['CRLF', '\r\n']])('%s: stored and printed nowhere', (_name, eol) => {
    const file = join(tempDir(), 'brief.md');
    writeFileSync(file, brief(eol));
    const r = runCli(['new', 'task', '--body', file, '--no-input', '--no-copy', '--json'], { cwd: repo, env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout + r.stderr).not.toContain(PW);
    const stored = readFileSync(JSON.parse(r.stdout).brief as string, 'utf8');
    expect(stored).not.toContain(PW);
    expect(stored.match(/\[REDACTED:/g)).toHaveLength(3);
    // The words around each stays.
    expect(stored).toContain('| keysoft | admin@keysoft.test |');
    expect(stored).toContain('and open /admin.');
    const lint = runCli(['lint', file, '--json'], { cwd: repo, env });
    const secrets = (JSON.parse(lint.stdout).findings as { rule: string }[]).filter((f) => f.rule === 'secret');
    expect(secrets).toHaveLength(3);
  });
});
