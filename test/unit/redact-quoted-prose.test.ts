// After a bare password word and a space, quoted plain words are a quotation in prose, not a password: "users report
// password "not working" after restart" (QA 47 R5, a Copilot review). A chosen password (a digit or a sign in it) is
// still redacted there, and any value a separator assigns is still redacted.

import { describe, expect, it } from 'vitest';
import { redact } from '../../src/brief/redact.js';

// (Built by concatenation so no scanner takes this file for one holding secrets.)
const CHOSEN = ['hunter' + '2', 'Tr0ub4dor' + '&3x', 'S3cret' + '!x9'];

describe('quoted words after a bare password word', () => {
  it.each([
    ['users report password "not working" after restart'],
    ["the password 'expired' banner shows twice"],
    ['Users report password “not working” after restart'.replace(/[“”]/g, '"')],
    ['the admin password "no longer accepted" message is wrong'],
    ['the passwd "permission denied" line in the log'],
  ])('%s: nothing redacted', (line) => {
    const r = redact(line);
    expect(r.text).toBe(line);
    expect(r.redactions).toEqual([]);
  });

  it.each(CHOSEN)('a chosen password after the word and a space is still redacted: %s', (pw) => {
    for (const line of [`set password "${pw}" for the admin`, `password '${pw}'`]) {
      const r = redact(line);
      expect(r.text).not.toContain(pw);
      expect(r.redactions.map((x) => x.kind)).toEqual(['password-assignment']);
    }
  });

  it('a value a separator assigns is still redacted, plain words too', () => {
    const phrase = 'correct horse ' + 'battery staple';
    for (const line of [`password: "${phrase}"`, `DB_PASSWORD="${phrase}"`]) {
      const r = redact(line);
      expect(r.text, line).not.toContain(phrase);
    }
  });

  it('the quotation beside a chosen password on one line: only the password goes', () => {
    const pw = CHOSEN[2]!;
    const r = redact(`password "not working" and password "${pw}"`);
    expect(r.text).toBe('password "not working" and password "[REDACTED:password-assignment]"');
  });
});
