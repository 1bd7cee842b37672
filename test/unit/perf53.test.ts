// perf53: the login-pair detector runs only on a text where two code spans can be joined as a pair (a cheap test
// before its large pattern is compiled). Every way the pattern joins the spans must still be found: each separator,
// in any case, with a blank or none around it. Fake passwords are built by concatenation (see redact.test.ts).
// (Not here: two blanks or a tab around the join, or a word joined with no blank, which the detector's hints never let
// through, before this change as after it.)

import { describe, expect, it } from 'vitest';
import { findSecrets, redact } from '../../src/brief/redact.js';

describe('login-pair: every join of the two spans passes the pre-test', () => {
  const pw = 'adm' + 'in123';
  it.each([
    ['/', 'no blanks'],
    [' AND ', 'upper case'],
    [' And ', 'mixed case'],
    [' und ', 'German'],
    [' ET ', 'French, upper case'],
    [' y ', 'Spanish'],
    [' и ', 'Russian'],
    [' И ', 'Russian, upper case'],
  ])('"%s" (%s)', (sep) => {
    const line = `log in with \x60admin\x60${sep}\x60${pw}\x60`;
    expect(findSecrets(line).map((h) => [h.kind, line.slice(h.start, h.end)])).toEqual([['login-pair', pw]]);
    expect(redact(line).text).not.toContain(pw);
  });

  it('a pair among many paths in code is found after them', () => {
    const paths = Array.from({ length: 200 }, (_, i) => `See \x60/tmp/x${i}\x60 and \x60src/y${i}.ts\x60.`).join('\n');
    const text = `${paths}\nCreds: \x60qa\x60 / \x60${pw}\x60\n`;
    expect(findSecrets(text).filter((h) => h.kind === 'login-pair').map((h) => text.slice(h.start, h.end))).toEqual([pw]);
  });

  it('paths in code with no pair are no secret', () => {
    const text = 'Run it from the root of \x60/tmp/repo\x60, then open \x60src/a.ts\x60/\x60.\nLog in first.\n';
    expect(findSecrets(text).filter((h) => h.kind === 'login-pair')).toEqual([]);
  });
});
