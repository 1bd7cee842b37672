// Secrets a brief gives the way config files and notes give them (QA 27th–29th): a dotted properties key ending in
// `pw` with a short dev value, a password named by a phrase before its value in backticks, and a webhook URL whose
// path is the credential. Through the built CLI: what `new --body` stores and prints, and what `lint` reads.
import { describe, expect, it } from 'vitest';
import { briefSecrets, docWorld } from '../helpers/doc-world.js';

const w = docWorld();

// Built, never written whole here.
const SHORT = ['ad', 'min'].join('');
const CHOSEN = ['Lab', 'lab', '123'].join('');
const HOOK = ['l6b15vgc', 'iwtrq372972qf7r'].join('');

function brief(eol: string): string {
  return [
    '# Broker credentials before the encryption work',
    '',
    '## Why',
    'The broker settings hold plain passwords; they must be encrypted before the release.',
    '',
    '## Deliver',
    'Every password below moved to ENC(...) values.',
    '',
    '## Context',
    '```properties',
    `mq.broker.user.pw=${SHORT}`,
    '```',
    `- password supplied by the user this session: \`${CHOSEN}\``,
    `- notify URL: https://hook.eu2.make.com/${HOOK}`,
    '- password hashing algorithm: `argon2id` (stays)',
    '',
    '## First step',
    'Encrypt mq.broker.user.pw first.',
    '',
  ].join(eol);
}

describe('config-shaped secrets through new --body and lint', () => {
  it.each([['LF', '\n'], ['CRLF', '\r\n']])('%s: stored and printed nowhere, the rest kept', (_name, eol) => {
    const { printed, stored, secrets } = briefSecrets(w, brief(eol));
    for (const secret of [`pw=${SHORT}`, CHOSEN, HOOK]) expect(printed).not.toContain(secret);
    expect(stored).toContain('mq.broker.user.pw=[REDACTED:password-assignment]');
    expect(stored).toContain('- password supplied by the user this session: `[REDACTED:password-assignment]`');
    expect(stored).toContain('https://hook.eu2.make.com/[REDACTED:webhook-url]');
    expect(stored).toContain('- password hashing algorithm: `argon2id` (stays)');
    expect(secrets.map((s) => s.text).sort()).toEqual(['[password-assignment]', '[password-assignment]', '[webhook-url]']);
  });
});
