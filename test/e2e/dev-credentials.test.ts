// Dev logins listed as an email and its password (fields8, QA twenty-fourth O3): "- Admin: `admin@shop.test` /
// `Admin123!`" under "**Credenziali:**" left the password in clear, where `admin`/`admin123` after a login word was
// redacted already (briefs7). Through the built CLI: `new task --body` and `return --body`, what is stored and what
// --json says. Every password here is built by concatenation, so this file holds none a scanner would flag.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/trust-cli.js';
import { docWorld } from '../helpers/doc-world.js';

const w = docWorld();
let n = 0;
const crlf = (s: string) => s.replace(/\n/g, '\r\n');

/** The brief `new task --body` writes for `md`, and the redactions --json reports. */
function brief(md: string) {
  const r = runCli(['new', 'task', '--body', w.file(`b${++n}.md`, md), '--no-input', '--json'], w.opts());
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as { brief: string; redactions?: { kind: string; line: number }[] };
  return { md: readFileSync(j.brief, 'utf8'), redactions: j.redactions ?? [] };
}

const pw = {
  admin: 'Admin' + '123!',
  user: 'User' + '123!',
  qa: 'S3cret' + '#pass',
  partner: 'sun' + 'flower',
  de: 'Geheim' + '42',
};

const around = (middle: string) =>
  `# Fix the export job\n\n## Why\nExports time out for big tenants.\n\n## Deliver\nExports stream in chunks.\n\n## Context\n${middle}\n\n## Next step\nRun the export test.\n`;

/** Lines that name no login and must reach the brief word for word. */
const innocent = [
  'Compare `src/a.ts / src/b.ts` before the split.',
  'The routes `GET /api/users / POST /api/users` need read/write access.',
  'Questions go to user@example.com / docs.',
  'Mail alice@example.com / bob@example.com, from 2024-01-01 / 2024-02-01.',
  'Ask ops@example.com / #ops-channel; release owner@example.com / v1.2.3.',
  'MONGODB_URI=mongodb+srv://user:pass@cluster.mongodb.net/cdm86',
];

describe('an email and its password in a credentials list: the password is redacted, the words around it stay', () => {
  it('code spans and bare values under an Italian label (the seed users of a handoff), beside lines that name no login', () => {
    const list = `**Credenziali:**\n- Admin: \`admin@cdm86.com\` / \`${pw.admin}\`\n- User: user1@test.com / ${pw.user}\n- Partner: partner@cdm86.com / ${pw.partner}\n\n${innocent.join('\n\n')}`;
    for (const doc of [around(list), crlf(around(list))]) {
      const r = brief(doc);
      for (const p of Object.values(pw)) expect(r.md).not.toContain(p);
      expect(r.md).toContain('- Admin: `admin@cdm86.com` / `[REDACTED:login-pair]`');
      expect(r.md).toContain('- User: user1@test.com / [REDACTED:login-pair]');
      // A plain word is a password only where a login word is near (the label above the list).
      expect(r.md).toContain('- Partner: partner@cdm86.com / [REDACTED:login-pair]');
      expect(r.redactions.map((x) => x.kind)).toEqual(['login-pair', 'login-pair', 'login-pair']);
      // Near-misses: paths, routes, a second email, a date pair, a channel, a version, a URL's user.
      for (const line of innocent) expect(r.md).toContain(line);
    }
  });

  it('other wordings: a sentence with a login word, German "Zugangsdaten", a trailing full stop kept', () => {
    const r = brief(around(`Log in as qa.bot+ci@shop.test / ${pw.qa}.\n\nZugangsdaten der Testumgebung:\n1. tester@firma.de / ${pw.de}\n\n| Role | Login |\n|---|---|\n| Admin | \`admin@x.io\` / \`${pw.admin}\` |`));
    for (const p of [pw.qa, pw.de, pw.admin]) expect(r.md).not.toContain(p);
    expect(r.md).toContain('Log in as qa.bot+ci@shop.test / [REDACTED:login-pair].');
    expect(r.md).toContain('tester@firma.de / [REDACTED:login-pair]');
    expect(r.md).toContain('| Admin | `admin@x.io` / `[REDACTED:login-pair]` |');
  });

  it('near-miss: a plain word after an email with no login word near is no password', () => {
    const r = brief(around(`Contacts: team@shop.test / support, then billing@shop.test / finance.\n\n- Admin: admin@shop.test / ${pw.admin}`));
    expect(r.md).toContain('Contacts: team@shop.test / support, then billing@shop.test / finance.');
    expect(r.md).not.toContain(pw.admin);
  });

  it('a return that lists the test accounts it used loses their passwords too', () => {
    const made = runCli(['new', 'task', '-t', 'creds', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], w.opts());
    expect(made.code, made.stderr).toBe(0);
    const id = (JSON.parse(made.stdout) as { id: string }).id;
    const body = `# Checkout review\n\n## Findings\n\n- Totals are rounded twice [verified: test]\n\n## Test accounts\n- Admin: \`admin@shop.test\` / \`${pw.admin}\`\n- Buyer: buyer@shop.test / ${pw.user}\n`;
    const r = runCli(['return', id, '--body', w.file('ret.md', body), '--outcome', 'answered', '--no-input', '--json'], w.opts());
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain(pw.admin);
    const p = runCli(['pull', id, '--json'], w.opts());
    expect(p.code, p.stderr).toBe(0);
    expect(p.stdout).not.toContain(pw.admin);
    expect(p.stdout).not.toContain(pw.user);
    expect(p.stdout).toContain('buyer@shop.test / [REDACTED:login-pair]');
  });
});
