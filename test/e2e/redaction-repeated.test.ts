// A secret found once is redacted wherever the document repeats it (QA 28th: a brief gave a password on a
// `Password:` line, where it was redacted, and again in a table of accounts, where it was printed). Through the
// built CLI: what `new --body` stores and prints, and what `lint` reads.
import { describe, expect, it } from 'vitest';
import { briefSecrets, docWorld } from '../helpers/doc-world.js';

const w = docWorld();

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
    const { printed, stored, secrets } = briefSecrets(w, brief(eol));
    expect(printed).not.toContain(PW);
    expect(stored).not.toContain(PW);
    expect(stored.match(/\[REDACTED:/g)).toHaveLength(3);
    // The words around each stays.
    expect(stored).toContain('| keysoft | admin@keysoft.test |');
    expect(stored).toContain('and open /admin.');
    expect(secrets).toHaveLength(3);
  });
});
