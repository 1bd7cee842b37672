// Secret redaction: one describe per kind with real-shaped fakes, near-miss tables, idempotence, a
// seeded property test over random markdown, and a performance smoke test.
//
// Fake secrets are built by concatenation (`'ghp_' + 'A'.repeat(36)`) so this file holds no literal a
// scanner would flag; the last test checks that.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Redaction } from '../../src/brief/types.js';
import { findSecrets, redact, SECRET_KINDS } from '../../src/brief/redact.js';
import { mulberry32 } from '../helpers/gen.js';
import { scaled } from '../helpers/timing.js';

// --- helpers --------------------------------------------------------------------------------------------

const rep = (s: string, n: number): string => s.repeat(Math.ceil(n / s.length)).slice(0, n);
const ALNUM = 'aB3dE5fG7hJ9kM2nP4qR6sT8uV0wXyZ1';
const PW = 'hunter' + '2long';

/** The secret is gone, marked with its kind, reported with kind and line, absent from the report. */
function expectRedacted(input: string, secret: string, kind: string, line: number): string {
  expect(input).toContain(secret);
  const r = redact(input);
  expect(r.text).not.toContain(secret);
  expect(r.text).toContain(`[REDACTED:${kind}]`);
  expect(r.redactions).toContainEqual<Redaction>({ kind, line });
  expect(JSON.stringify(r.redactions)).not.toContain(secret);
  return r.text;
}

function expectClean(input: string): void {
  expect(findSecrets(input)).toEqual([]);
  expect(redact(input)).toEqual({ text: input, redactions: [] });
}

// --- fakes ----------------------------------------------------------------------------------------------

const fake = {
  akia: 'AKIA' + 'Q7' + 'Z'.repeat(14),
  asia: 'ASIA' + '4'.repeat(16),
  awsSecret: rep('aB3/dE5+', 40),
  ghp: 'ghp_' + 'A'.repeat(36),
  gho: 'gho_' + rep(ALNUM, 36),
  ghs: 'ghs_' + rep(ALNUM, 36),
  ghu: 'ghu_' + rep(ALNUM, 40),
  ghr: 'ghr_' + rep(ALNUM, 36),
  ghPat: 'github_' + 'pat_' + rep(ALNUM, 22) + '_' + rep(ALNUM, 59),
  glpat: 'glpat-' + rep(ALNUM, 20),
  npm: 'npm_' + rep(ALNUM, 36),
  openaiLegacy: 'sk-' + rep(ALNUM, 48),
  openaiProj: 'sk-' + 'proj-' + rep(ALNUM + '_-', 120),
  anthropic: 'sk-' + 'ant-' + 'api03-' + rep(ALNUM + '-_', 93) + 'AA',
  xoxb: 'xoxb-' + '123456789012-' + '123456789012-' + rep(ALNUM, 24),
  xoxp: 'xoxp-' + '1234567890-' + rep(ALNUM, 30),
  slackHookPath: 'T' + 'A1B2C3D4E' + '/B' + 'F5G6H7I8J' + '/' + rep(ALNUM, 24),
  stripeLive: 'sk_' + 'live_' + rep(ALNUM, 24),
  stripeTest: 'sk_' + 'test_' + rep(ALNUM, 24),
  stripeRestricted: 'rk_' + 'live_' + rep(ALNUM, 24),
  google: 'AI' + 'za' + rep(ALNUM + '-_', 35),
  jwt: 'eyJ' + 'hbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9' + '.' + 'eyJ' + 'zdWIiOiIxMjM0NTY3ODkwIn0' + '.' + rep(ALNUM + '_-', 43),
  bearer: rep(ALNUM, 32),
};

function pem(label: string, eol = '\n', lines = 3): string {
  const body = Array.from({ length: lines }, (_, i) => rep(ALNUM.slice(i) + '+/', 64));
  return ['-----BEGIN ' + label + '-----', ...body, '-----END ' + label + '-----'].join(eol);
}

// --- kinds ----------------------------------------------------------------------------------------------

describe('SECRET_KINDS', () => {
  const ids = SECRET_KINDS.map((k) => k.id);

  it('has unique kebab-case ids with a label each', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const k of SECRET_KINDS) {
      expect(k.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(k.label.length).toBeGreaterThan(0);
    }
  });

  it('covers the kinds the design names', () => {
    expect(ids).toEqual(
      expect.arrayContaining([
        'aws-access-key', 'aws-secret-key', 'github-token', 'openai-key', 'anthropic-key', 'slack-token',
        'stripe-key', 'google-api-key', 'private-key', 'jwt', 'url-credentials', 'password-assignment',
      ]),
    );
  });
});

describe('aws-access-key', () => {
  it.each([
    ['AKIA key', fake.akia],
    ['ASIA (temporary) key', fake.asia],
  ])('%s', (_, key) => {
    expectRedacted(`# creds\n\naws_access_key_id = ${key}\n`, key, 'aws-access-key', 3);
  });
});

describe('aws-secret-key', () => {
  it.each([
    ['ini', `aws_secret_access_key = ${fake.awsSecret}`],
    ['env', `AWS_SECRET_ACCESS_KEY=${fake.awsSecret}`],
    ['json (aws cli output)', `{ "SecretAccessKey": "${fake.awsSecret}" }`],
    ['yaml', `aws_secret_key: '${fake.awsSecret}'`],
  ])('%s', (_, line) => {
    const out = expectRedacted(`[default]\n${line}\n`, fake.awsSecret, 'aws-secret-key', 2);
    expect(out).toMatch(/secret_?access_?key|aws_secret_key/i); // the key name is kept
  });
  // No assignment: the 40 characters shortly after "secret", "aws" or the key ID on the same line.
  const bare = 'wJ4lrXUtnFEMI/K7MDENG/bPxRfiCYzQ9Lm2Tr8W';
  it.each([
    ['after the key ID, "with secret"', `Deploy key for reference: ${fake.akia} with secret ${bare}`],
    ['"secret key is"', `The secret key is ${bare} (rotate it).`],
    ['after the key ID and a colon', `creds ${fake.akia}:${bare}`],
    ['"AWS" and a dash', `AWS — ${bare}`],
  ])('bare: %s', (_, line) => {
    const out = redact(`# keys\n\n${line}\n`).text;
    expect(out).not.toContain(bare);
    expect(out).toContain('[REDACTED:aws-secret-key]');
  });
});

describe('github-token', () => {
  it.each([
    ['ghp_ (classic)', fake.ghp],
    ['gho_ (oauth)', fake.gho],
    ['ghs_ (server)', fake.ghs],
    ['ghu_ (user-to-server, longer)', fake.ghu],
    ['ghr_ (refresh)', fake.ghr],
    ['github_pat_ (fine-grained)', fake.ghPat],
  ])('%s', (_, token) => {
    expectRedacted(`line one\nexport GITHUB_TOKEN=${token}\n`, token, 'github-token', 2);
  });

  it('keeps the host of a clone URL with a token as its password', () => {
    const r = redact(`git clone https://x-access-token:${fake.ghs}@github.com/o/r.git`);
    expect(r.text).toBe('git clone https://x-access-token:[REDACTED:github-token]@github.com/o/r.git');
    expect(r.redactions).toEqual([{ kind: 'github-token', line: 1 }]);
  });
});

describe('gitlab-token and npm-token', () => {
  it('glpat-', () => {
    expectRedacted(`token for CI: ${fake.glpat}`, fake.glpat, 'gitlab-token', 1);
  });
  it('npm_', () => {
    expectRedacted(`//registry.npmjs.org/:_authToken=${fake.npm}`, fake.npm, 'npm-token', 1);
  });
});

describe('openai-key', () => {
  it.each([
    ['legacy sk-', fake.openaiLegacy],
    ['sk-proj-', fake.openaiProj],
  ])('%s', (_, key) => {
    expectRedacted(`\n\nOPENAI_API_KEY="${key}"`, key, 'openai-key', 3);
  });
});

describe('anthropic-key', () => {
  it('sk-ant- is named anthropic, not openai', () => {
    const out = expectRedacted(`ANTHROPIC_API_KEY=${fake.anthropic}`, fake.anthropic, 'anthropic-key', 1);
    expect(out).toBe('ANTHROPIC_API_KEY=[REDACTED:anthropic-key]');
  });
});

describe('slack-token', () => {
  it.each([
    ['bot token', fake.xoxb],
    ['user token', fake.xoxp],
  ])('%s', (_, token) => {
    expectRedacted(`slack: \`${token}\``, token, 'slack-token', 1);
  });

  it('webhook URL: host kept, path redacted', () => {
    const url = 'https://hooks.slack.com/services/' + fake.slackHookPath;
    const out = expectRedacted(`post to ${url} on failure`, fake.slackHookPath, 'slack-token', 1);
    expect(out).toBe('post to https://hooks.slack.com/services/[REDACTED:slack-token] on failure');
  });
});

describe('stripe-key', () => {
  it.each([
    ['live secret key', fake.stripeLive],
    ['test secret key (redacted too: it grants API access to the test account)', fake.stripeTest],
    ['restricted key', fake.stripeRestricted],
  ])('%s', (_, key) => {
    expectRedacted(`| STRIPE_KEY | ${key} |`, key, 'stripe-key', 1);
  });
});

describe('google-api-key', () => {
  it('AIza + 35', () => {
    expectRedacted(`https://maps.googleapis.com/x?key=${fake.google}&q=1`, fake.google, 'google-api-key', 1);
  });
});

describe('google-oauth-secret', () => {
  const secret = 'GOC' + 'SPX-' + rep(ALNUM + '-_', 28);
  it('GOCSPX- + 28, bare in prose or after a bold label', () => {
    expectRedacted(`the client secret ${secret} was committed`, secret, 'google-oauth-secret', 1);
    expectRedacted(`- **OAuth Client Secret:** \`${secret}\` leaked`, secret, 'google-oauth-secret', 1);
  });
  it('the prefix alone, or inside a longer word, is no secret', () => {
    expectClean('secrets start with GOCSPX- in the console');
    expectClean(`id XGOCSPX-${rep(ALNUM, 28)}`);
  });
});

describe('a label in bold is a key (QA seventh RD7-2)', () => {
  const token = rep(ALNUM, 24);
  it('"**API Token:** `v`" and "**DB Password**: `v`": the value is redacted, the label and the words kept', () => {
    expect(redact(`- **API Token:** \`${token}\` printed at start-up`).text).toBe('- **API Token:** `[REDACTED:password-assignment]` printed at start-up');
    expect(redact(`- **DB Password**: \`${PW}\`; rotate it`).text).toBe('- **DB Password**: `[REDACTED:password-assignment]`; rotate it');
  });
  it('a bold label over prose, a placeholder or a name is left alone', () => {
    expectClean('- **Token:** the session token from the login call');
    expectClean('- **Password:** kept in the team vault');
    expectClean('**Secret scanning:** enabled on every branch');
    expectClean('- **API key**: `YOUR_API_KEY`');
    expectClean('- **Token**: `GITHUB_TOKEN` from the workflow');
    expectClean('**Password**: see `docs/secrets.md`');
  });
});

describe('private-key', () => {
  it.each(['RSA PRIVATE KEY', 'EC PRIVATE KEY', 'OPENSSH PRIVATE KEY', 'PRIVATE KEY', 'ENCRYPTED PRIVATE KEY', 'PGP PRIVATE KEY BLOCK'])(
    '%s block, whole, reported at its BEGIN line',
    (label) => {
      const block = pem(label);
      const r = redact(`intro\n\n\`\`\`\n${block}\n\`\`\`\nafter\n`);
      expect(r.text).toBe('intro\n\n```\n[REDACTED:private-key]\n```\nafter\n');
      expect(r.redactions).toEqual([{ kind: 'private-key', line: 4 }]);
    },
  );

  it('with CRLF lines and PEM headers', () => {
    const block = pem('RSA PRIVATE KEY', '\r\n').replace('-----\r\n', '-----\r\nProc-Type: 4,ENCRYPTED\r\nDEK-Info: AES-128-CBC,00FF\r\n\r\n');
    expectRedacted(`a\r\n${block}\r\nb`, block, 'private-key', 2);
  });

  it('indented in a YAML block scalar', () => {
    const block = pem('EC PRIVATE KEY', '\n    ');
    const out = expectRedacted(`tls:\n  key: |\n    ${block}\n  cert: x\n`, block, 'private-key', 3);
    expect(out).toBe('tls:\n  key: |\n    [REDACTED:private-key]\n  cert: x\n');
  });

  it('JSON-escaped on one line (service account file)', () => {
    const block = pem('PRIVATE KEY', '\\n');
    expectRedacted(`{"type": "service_account", "private_key": "${block}\\n"}`, block, 'private-key', 1);
  });

  it('cut short without its END line: the key lines that follow are redacted, prose kept', () => {
    const lines = pem('OPENSSH PRIVATE KEY').split('\n').slice(0, 3);
    const r = redact(`$ head -3 id_ed25519\n${lines.join('\n')}\nThat is the start of it.\n`);
    expect(r.text).toBe('$ head -3 id_ed25519\n[REDACTED:private-key]\nThat is the start of it.\n');
    expect(r.redactions).toEqual([{ kind: 'private-key', line: 2 }]);
  });

  it('two blocks are two redactions', () => {
    const r = redact(`${pem('RSA PRIVATE KEY')}\n\n${pem('EC PRIVATE KEY')}\n`);
    expect(r.text).toBe('[REDACTED:private-key]\n\n[REDACTED:private-key]\n');
    expect(r.redactions).toEqual([
      { kind: 'private-key', line: 1 },
      { kind: 'private-key', line: 7 },
    ]);
  });
});

describe('jwt', () => {
  it('three base64url segments', () => {
    expectRedacted(`cookie: session=${fake.jwt}; Path=/`, fake.jwt, 'jwt', 1);
  });
  it('named jwt, not auth-header, after Bearer', () => {
    expect(redact(`Authorization: Bearer ${fake.jwt}`).text).toBe('Authorization: Bearer [REDACTED:jwt]');
  });
});

describe('auth-header', () => {
  it.each([
    ['Bearer', `curl -H "Authorization: Bearer ${fake.bearer}" https://api.example.com`],
    ['Basic', `Authorization: Basic ${'dXNlcjpwYXNzd29yZDEyMw=='}`],
  ])('%s', (_, input) => {
    const r = redact(input);
    expect(r.redactions).toEqual([{ kind: 'auth-header', line: 1 }]);
    expect(r.text).toMatch(/(Bearer|Basic) \[REDACTED:auth-header\]/);
  });
});

describe('url-credentials', () => {
  it.each([
    // [name, before the password, password, after it]
    ['https', 'https://user:', 'pa55word', '@host/x'],
    ['postgres', 'postgres://app:', 's3cr3t-Pw', '@db.internal:5432/app'],
    ['redis, empty user', 'redis://:', 's3cretpw', '@localhost:6379/0'],
    ['unencoded @ in the password', 'https://user:', 'p@ss99', '@host/x'],
    ['markdown link', '[db](mongodb+srv://root:', 'Xy7pq2', '@cluster0.example.net)'],
  ])('%s: keeps the user, redacts the password', (_, before, password, after) => {
    const expected = before + '[REDACTED:url-credentials]' + after;
    const r = redact(`x\n${before + password + after}`);
    expect(r.text).toBe(`x\n${expected}`);
    expect(r.redactions).toEqual([{ kind: 'url-credentials', line: 2 }]);
  });
});

// A dev login written as two code spans after a word that names a login (briefs7): the second span is the
// password, whatever it looks like. Built by concatenation, so this file holds none.
describe('login-pair', () => {
  const pair = (lead: string, user: string, pw: string, sep = '/') => `${lead}\x60${user}\x60${sep}\x60${pw}\x60`;
  it.each([
    ['log in with ', 'admin', 'admin' + '123', '/'],
    ['creds: ', 'demo', 'de' + 'mo', ' / '],
    ['Dev login: ', 'alice', 's3' + 'cr3t!', '/'],
    ['Use the test account ', 'qa@example.com', 'Qa-pass-' + '2024', ' / '],
    ['Sign in as ', 'root', 'to' + 'or', '/'],
    ['username and password are ', 'admin', 'admin' + '123', ' and '],
    ['Anmelden mit ', 'admin', 'geheim' + '42', '/'],
    ['Connexion : ', 'admin', 'motdepasse' + '1', ' / '],
    ['Логин: ', 'admin', 'qwe' + 'rty', '/'],
    ['登录：', 'admin', 'admin' + '888', '/'],
    ['ログイン: ', 'test', 'test' + '1234', '/'],
  ])('%s… redacts the password, keeps the user', (lead, user, pw, sep) => {
    const line = pair(lead, user, pw, sep);
    expect(findSecrets(line).map((h) => [h.kind, line.slice(h.start, h.end)])).toEqual([['login-pair', pw]]);
    expect(redact(line).text).toContain(`\x60${user}\x60`);
  });
  it.each([
    ['Log in and compare ', 'before', 'after'],
    ['After login, ', 'main', 'develop'],
    ['Copy ', 'src', 'dist'],
    ['Log in with ', 'admin', '<password>'],
    ['Log in with ', 'admin', '***'],
    ['Account routes: ', '/settings', '/profile'],
    ['accounting ', 'a1', 'b2'],
  ])('near-miss: %s… is no login', (lead, a, b) => {
    expect(findSecrets(pair(lead, a, b))).toEqual([]);
  });
  it('near-miss: prose about a token', () => {
    expect(findSecrets('- the refresh token: short-lived after logout')).toEqual([]);
  });
});

// An email and its password after a slash, the way seed users are listed (fields8). Built by concatenation too.
describe('password values in properties files and in prose', () => {
  // Fakes are joined here so the file itself holds no literal secret.
  const short = 'adm' + 'in';
  const chosen = 'Lab' + 'lab123';
  it.each([
    ['a dotted properties key ending in pw, short dev value', 'mq.broker.user.pw=' + short, 'mq.broker.user.pw=[REDACTED:password-assignment]'],
    ['an env key, four characters', 'POSTGRES_PASSWORD=' + 'ro' + 'ot', 'POSTGRES_PASSWORD=[REDACTED:password-assignment]'],
    ['DB_PW', 'DB_PW=' + chosen, 'DB_PW=[REDACTED:password-assignment]'],
    ['a phrase naming the password, then a colon', '- password supplied by the user this session: `' + chosen + '`', '- password supplied by the user this session: `[REDACTED:password-assignment]`'],
    ['French phrase, spaced colon', '- mot de passe du compte admin : `' + chosen + '`', '- mot de passe du compte admin : `[REDACTED:password-assignment]`'],
    ['"was" before the value', 'The staging password was `' + chosen + '` until Friday', 'The staging password was `[REDACTED:password-assignment]` until Friday'],
    ['German "ist"', 'Das Passwort ist `' + chosen + '`', 'Das Passwort ist `[REDACTED:password-assignment]`'],
  ])('%s', (_, input, expected) => {
    const r = redact(`# notes\n${input}\n`);
    expect(r.text).toBe(`# notes\n${expected}\n`);
    expect(r.redactions).toEqual([{ kind: 'password-assignment', line: 2 }]);
  });
  it.each([
    ['a bare pw is a generated credential: a word is not one', 'pw=' + short],
    ['hashing named after the word', 'password hashing algorithm: `argon' + '2id`'],
    ['a reset route', 'password reset route: `/api/reset`'],
    ['an env variable named', 'The password env var: `DB_PASSWORD`'],
    ['a placeholder after "is"', 'password is `required`'],
    ['more than six words before the colon', 'password of the one account we share with the vendor team: `' + chosen + '`'],
    ['a word ending in pw', 'npw=' + chosen],
  ])('%s', (_, input) => expectClean(`# notes\n${input}\n`));
});

describe('webhook-url: the path of a webhook is its credential', () => {
  const hookPath = 'l6b15vgc' + 'iwtrq372972qf7r';
  const uuid = '3f1c2a9e-' + '8b7d-4c6e-9f0a-1b2c3d4e5f60';
  it.each([
    ['Make', 'https://hook.eu2.make.com/' + hookPath, 'https://hook.eu2.make.com/[REDACTED:webhook-url]'],
    ['n8n, a UUID after /webhook/', 'curl -X POST https://n8n.example.com/webhook/' + uuid, 'curl -X POST https://n8n.example.com/webhook/[REDACTED:webhook-url]'],
    ['Mattermost /hooks/', 'https://mm.example.com/hooks/' + hookPath, 'https://mm.example.com/hooks/[REDACTED:webhook-url]'],
    ['IFTTT /with/key/', 'https://maker.ifttt.com/trigger/door/with/key/' + 'dK3jf9sLq2' + 'mXv8Rz1pTn4w', 'https://maker.ifttt.com/trigger/door/with/key/[REDACTED:webhook-url]'],
    ['in a table cell', '| hook | https://hook.eu1.make.com/' + hookPath + ' |', '| hook | https://hook.eu1.make.com/[REDACTED:webhook-url] |'],
  ])('%s', (_, input, expected) => {
    const r = redact(`# notes\n${input}\n`);
    expect(r.text).toBe(`# notes\n${expected}\n`);
    expect(r.redactions).toEqual([{ kind: 'webhook-url', line: 2 }]);
  });
  it.each([
    ['documentation about webhooks', 'https://example.com/docs/webhooks/setup-guide'],
    ["a repository's hook settings, a number", 'https://github.com/org/repo/settings/hooks/123456789'],
    ['a webhook host and no path', 'https://hook.eu2.make.com/'],
    ['a UUID in a path that is no webhook', 'https://example.com/api/v1/users/' + uuid],
    ['a named hook', 'https://hooks.example.com/deploy/my-release-hook-for-staging'],
  ])('%s', (_, input) => expectClean(`# notes\n${input}\n`));
});

describe('login-pair: an email and its password', () => {
  const strong = 'Admin' + '123!';
  it.each([
    ['- Admin: `admin@cdm86.com` / `', strong, '`'],
    ['- User: user1@test.com / ', strong, ''],
    ['Log in as qa.bot+ci@shop.test / ', strong, '.'],
    ['| Admin | `admin@x.io` / `', strong, '` |'],
    ['**Credentials:**\n- Partner: partner@shop.test / ', 'sun' + 'flower', ''],
    ['Zugangsdaten:\n1. a@b.de / `x`\n2. tester@firma.de / ', 'gold' + 'fisch', ''],
  ])('%s… redacts the password, keeps the rest', (before, pw, after) => {
    const text = before + pw + after;
    const r = redact(text);
    expect(r.text).toBe(`${before}[REDACTED:login-pair]${after}`);
    // A second pass over the redacted text finds nothing more (its marks name no login).
    expect(findSecrets(r.text)).toEqual([]);
  });
  it.each([
    'Compare `src/a.ts / src/b.ts` and `GET /api/users / POST /api/users` with read/write access.',
    'Questions go to user@example.com / docs',
    'Mail alice@example.com / bob@example.com, from 2024-01-01 / 2024-02-01.',
    'Ask ops@example.com / #ops-channel; release owner@example.com / v1.2.3.',
    'MONGODB_URI=mongodb+srv://user:pass@cluster.mongodb.net/cdm86',
    'See https://user@host.com/v2beta / other',
    'Contacts: team@shop.test / support',
    '- Admin: `admin@shop.test` / `<password>`',
  ])('near-miss: %s', (line) => {
    expect(findSecrets(line)).toEqual([]);
  });
});

describe('placeholders written as instructions with a number', () => {
  it.each([
    'API_SECRET_KEY=CHANGE_ME_MINIMUM_32_CHARS_RANDOM',
    'JWT_SECRET=CHANGE_THIS_TO_A_RANDOM_64_CHAR_STRING',
    'SESSION_SECRET: REPLACE-WITH-32-RANDOM-BYTES',
  ])('%s is kept', (line) => {
    expect(redact(line).text).toBe(line);
  });
  it.each([
    ['capital words and a number, no instruction', 'DB_PASSWORD=' + ['SUMMER', '2024', 'HOLIDAY'].join('_')],
    ['an instruction word in a generated value', 'API_KEY=RANDOM_' + '8f3K2m9Q' + 'x7Lz5Cv6'],
  ])('%s is still redacted', (_name, line) => {
    expect(redact(line).text).toMatch(/=\[REDACTED:password-assignment\]$/);
  });
});

describe('password-assignment', () => {
  const V = PW;
  it.each([
    ['env', `password=${V}`, 'password=[REDACTED:password-assignment]'],
    ['env, prefixed upper-case key', `DB_PASSWORD=${V}`, 'DB_PASSWORD=[REDACTED:password-assignment]'],
    ['env, quoted', `export API_KEY="${V}"`, 'export API_KEY="[REDACTED:password-assignment]"'],
    ['yaml passwd', `passwd: ${V}`, 'passwd: [REDACTED:password-assignment]'],
    ['yaml apikey, single quotes', `apikey: '${V}'`, "apikey: '[REDACTED:password-assignment]'"],
    ['yaml, plain word quoted', 'password: "' + 'correcthorse"', 'password: "[REDACTED:password-assignment]"'],
    ['json', `{"client_secret": "${V}"}`, '{"client_secret": "[REDACTED:password-assignment]"}'],
    ['json camelCase', `{"accessToken":"${V}"}`, '{"accessToken":"[REDACTED:password-assignment]"}'],
    ['code', `const apiKey = '${V}';`, "const apiKey = '[REDACTED:password-assignment]';"],
    ['go :=', `token := "${V}"`, 'token := "[REDACTED:password-assignment]"'],
    ['ruby =>', `:secret => "${V}"`, ':secret => "[REDACTED:password-assignment]"'],
    ['cli flag =', `mysql --password=${V} db`, 'mysql --password=[REDACTED:password-assignment] db'],
    ['cli flag, space', `tool --api-token ${V} run`, 'tool --api-token [REDACTED:password-assignment] run'],
    ['powershell flag', `Connect -Password ${V}`, 'Connect -Password [REDACTED:password-assignment]'],
    ['query string', `GET /v1?api_key=${V}&format=json`, 'GET /v1?api_key=[REDACTED:password-assignment]&format=json'],
    ['case-insensitive', `SECRET = ${V}`, 'SECRET = [REDACTED:password-assignment]'],
    ['kwarg in code', `connect(host, password=${V})`, 'connect(host, password=[REDACTED:password-assignment])'],
    ['escaped quote kept inside', `password = "ab\\"c${V}"`, 'password = "[REDACTED:password-assignment]"'],
    ['sentence punctuation kept', `Use token: ${V}.`, 'Use token: [REDACTED:password-assignment].'],
    ['env, space after =', `DB_PASSWORD= ${V}`, 'DB_PASSWORD= [REDACTED:password-assignment]'],
    ['quoted string holding an assignment', `msg = 'password: ${V}'`, "msg = 'password: [REDACTED:password-assignment]'"],
    ['json, quoted key and value', `{'password':'${V}'}`, "{'password':'[REDACTED:password-assignment]'}"],
  ])('%s', (_, input, expected) => {
    const r = redact(`# config\n${input}\n`);
    expect(r.text).toBe(`# config\n${expected}\n`);
    expect(r.redactions).toEqual([{ kind: 'password-assignment', line: 2 }]);
  });

  it('a known token in an assignment is named by its own kind', () => {
    expect(redact(`token: ${fake.ghp}`).text).toBe('token: [REDACTED:github-token]');
  });
});

// --- near misses ------------------------------------------------------------------------------------------

describe('near misses are left alone', () => {
  it.each([
    ['git sha', 'fixed in 3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39 (3f2a9c1)'],
    ['git sha after "secret"', 'the secret rotation landed in 3F2A9C1D8E7B6A5F4E3D2C1B0A9F8E7D6C5B4A39 and 3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39'],
    ['a path after "aws"', 'aws s3 cp ./build/out s3://assets/releases/2024/web/static/'],
    ['a camelCase name after "secret"', 'the secret is rotated by rotateSecretsManagerCredentialsForStagin daily'],
    ['the documented example secret, bare', 'AKIAIOSFODNN7EXAMPLE with secret wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'],
    ['sha256 hex', 'sha256: ' + rep('0123456789abcdef', 64)],
    ['sha256 in a lock file', 'integrity=sha256-' + rep('Ab3dE5fG7hJ9', 43) + '='],
    ['uuid', 'id 123e4567-e89b-12d3-a456-426614174000'],
    ['base64 of short words', 'aGVsbG8gd29ybGQ= and dG9rZW4= and cGFzc3dvcmQ='],
    ['openai placeholder sk-...', 'OPENAI_API_KEY=sk-...'],
    ['openai placeholder sk-xxxx', 'key sk-xxxx or sk-' + 'x'.repeat(40)],
    ['AKIAEXAMPLE', 'AKIAEXAMPLE'],
    ["AWS's documented example access key", 'aws_access_key_id = AKIAIOSFODNN7EXAMPLE'],
    ["AWS's documented example secret key", 'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'],
    ['masked AWS key', 'AKIA' + 'X'.repeat(16)],
    ['<your-token>', 'GITHUB_TOKEN=<your-token>'],
    ['${GITHUB_TOKEN}', 'token: ${GITHUB_TOKEN}'],
    ['$TOKEN', 'curl --token $TOKEN -H "Authorization: Bearer $TOKEN"'],
    ['{{ template }}', 'password: "{{ secrets.DB_PASSWORD }}"'],
    ['%VAR%', 'set PASSWORD=%DB_PASSWORD%'],
    ['password= with empty value', 'password=' + '\n' + 'next line'],
    ['a search for a password assignment', 'Done when `grep -r password= config/` finds nothing; ran `grep -rn PASSWORD= ./deploy/` too.'],
    ['a quoted search pattern', "List every key with `rg -n 'password:' config/` and `grep -E \"token=\" .env.example`."],
    ['password= empty quoted', 'password=""'],
    ['token: null', 'token: null'],
    ['password: ********', 'password: ********'],
    ['password masked with x', "password: 'xxxxxxxx'"],
    ['your_password_here', 'DB_PASSWORD=your_password_here'],
    ['short value', 'password=abc'],
    ['short value after a spaced colon', 'password: abc12'],
    ['tokenizer', 'the tokenizer: sentencepiece, tokenizer=bpe-v2-large'],
    ['secretary', 'secretary: Jane Doe12'],
    ['token_count', 'token_count: 123456, max_tokens=4096'],
    ['markdown table mentioning password', '| field | type |\n|---|---|\n| password | string |\n| token | Token |'],
    ['TS type annotation', 'interface Login { password: string; apiKey: string | undefined }'],
    ['code reading the secret from the environment', ['const token = process.env.GITHUB_TOKEN;', 'api_key=settings.API_KEY', 'password = os.environ["DB_PASSWORD"]'].join('\n')],
    ['string concatenation in code', "const url = base + '?token=' + token + '&page=' + page; const s = \"password=\", pw;"],
    ['code calling a function', 'const token = await getToken(); secret = load_secret()'],
    ['prose with a colon', 'Token: expired after an hour; the password: rotated weekly'],
    ['prose naming a flag', 'pass the --password option, or --token --verbose'],
    ['PWD is the working directory', 'PWD=/home/me/project'],
    ['[REDACTED:...] markers', 'x [REDACTED:github-token] y [REDACTED:private-key]'],
    ['redacted assignment', 'password=[REDACTED:password-assignment]\ntoken: "[REDACTED:jwt]"'],
    ['redacted URL password', 'https://user:[REDACTED:url-credentials]@host/x'],
    ['URL with a port and no credentials', 'https://example.com:8443/path?q=1 and ssh://git@host:22/repo'],
    ['scp-style git remote', 'git@github.com:org/repo.git'],
    ['URL with a placeholder password', 'postgres://user:password@localhost/db and https://u:<pass>@h and redis://:${REDIS_PW}@h'],
    ['kebab-case words after sk-', 'sk-learn-compatible-estimator-api'],
    ['Stripe publishable key', 'pk_' + 'live_' + rep(ALNUM, 24)],
    ['public key and certificate blocks', '-----BEGIN PUBLIC KEY-----\n' + rep(ALNUM, 64) + '\n-----END PUBLIC KEY-----\n-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----'],
    ['PGP public key block', '-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n' + rep(ALNUM, 64) + '\n-----END PGP PUBLIC KEY BLOCK-----'],
    ['a BEGIN header mentioned in prose', 'Files that start with -----BEGIN RSA PRIVATE KEY----- are private keys.'],
    ["Slack's documented example webhook", 'https://hooks.slack.com/services/' + 'T00000000/B00000000/' + 'X'.repeat(24)],
    ['slack placeholder', 'SLACK_BOT_TOKEN=xoxb-your-token-here'],
    ['Basic authentication in prose', 'Use Basic authentication or a Bearer token for this.'],
    ['jwt-like word', 'eyJ is how base64 JSON starts; eyJhbGci.short.x'],
  ])('%s', (_, input) => expectClean(input));
});

// --- behaviour ------------------------------------------------------------------------------------------

describe('findSecrets', () => {
  it('reports 1-based line and column of each span, sorted and non-overlapping', () => {
    const text = `a\r\nb ${fake.ghp}\n\n  password=${PW} ${fake.akia}`;
    const hits = findSecrets(text);
    expect(hits.map(({ kind, line, column }) => ({ kind, line, column }))).toEqual([
      { kind: 'github-token', line: 2, column: 3 },
      { kind: 'password-assignment', line: 4, column: 12 },
      { kind: 'aws-access-key', line: 4, column: 12 + PW.length + 1 },
    ]);
    expect(text.slice(hits[0]!.start, hits[0]!.end)).toBe(fake.ghp);
    expect(text.slice(hits[1]!.start, hits[1]!.end)).toBe(PW);
    for (let i = 1; i < hits.length; i++) expect(hits[i]!.start).toBeGreaterThanOrEqual(hits[i - 1]!.end);
  });

  it('merges overlapping matches into one span under the more specific kind', () => {
    const text = `API_TOKEN="${fake.ghp}"`;
    const hits = findSecrets(text);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ kind: 'github-token', line: 1 });
    expect(text.slice(hits[0]!.start, hits[0]!.end)).toBe(fake.ghp);
  });

  it('returns nothing for empty text', () => {
    expect(findSecrets('')).toEqual([]);
    expect(redact('')).toEqual({ text: '', redactions: [] });
  });
});

describe('idempotence', () => {
  it('redacting redacted text finds nothing and changes nothing', () => {
    const input = [
      `password=${PW}`,
      'url https://user:' + 'pa55word@host/x',
      `gh ${fake.ghp} aws ${fake.akia}`,
      `"client_secret": "${PW}"`,
      `Authorization: Bearer ${fake.bearer}`,
      pem('RSA PRIVATE KEY'),
      `jwt ${fake.jwt}`,
      'hook https://hooks.slack.com/services/' + fake.slackHookPath,
      `aws_secret_access_key = ${fake.awsSecret}`,
    ].join('\n');
    const once = redact(input);
    expect(once.redactions.length).toBe(10);
    expect(findSecrets(once.text)).toEqual([]);
    expect(redact(once.text)).toEqual({ text: once.text, redactions: [] });
  });
});

// --- property test ----------------------------------------------------------------------------------------


type Rand = () => number;
const int = (r: Rand, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const chars = (r: Rand, alphabet: string, n: number): string => Array.from({ length: n }, () => pick(r, [...alphabet])).join('');
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGIT = '0123456789';
const AN = UPPER + LOWER + DIGIT;
const B64 = AN + '+/';
const B64URL = AN + '-_';
/** Random alphanumeric value with at least one digit, starting and ending with a letter or digit. */
const value = (r: Rand, n: number): string => chars(r, AN, n - 2) + chars(r, DIGIT, 1) + chars(r, LOWER, 1);

/** A planted secret: `snippet` goes into the document; `secret` is exactly the span to be redacted. */
interface Plant {
  snippet: string;
  secret: string;
  /** Safe inside a URL, JSON string or table cell: one token with no spaces or quotes. */
  bare: boolean;
  multiline?: boolean;
}

const GENERATORS: ((r: Rand, eol: string) => Plant)[] = [
  (r) => bare(pick(r, ['AKIA', 'ASIA']) + chars(r, UPPER + DIGIT, 16)),
  (r) => {
    const v = chars(r, B64, 39) + chars(r, AN, 1);
    const form = pick(r, ['aws_secret_access_key = V', 'AWS_SECRET_ACCESS_KEY=V', '"SecretAccessKey": "V"']);
    return { snippet: form.replace('V', v), secret: v, bare: false };
  },
  (r) => bare(pick(r, ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_']) + chars(r, AN, 36)),
  (r) => bare('github_' + 'pat_' + chars(r, AN, 22) + '_' + chars(r, AN, 59)),
  (r) => bare('glpat-' + chars(r, AN, 20)),
  (r) => bare('npm_' + chars(r, AN, 36)),
  (r) => bare('sk-' + pick(r, ['', 'proj-']) + chars(r, AN, 48)),
  (r) => bare('sk-' + 'ant-api03-' + chars(r, B64URL, 93) + 'AA'),
  (r) => bare(pick(r, ['xoxb-', 'xoxp-', 'xoxa-', 'xoxr-', 'xoxs-']) + chars(r, DIGIT, 12) + '-' + chars(r, AN, 24)),
  (r) => {
    const path = 'T' + chars(r, UPPER + DIGIT, 9) + '/B' + chars(r, UPPER + DIGIT, 9) + '/' + chars(r, AN, 24);
    return { snippet: 'https://hooks.slack.com/services/' + path, secret: path, bare: true };
  },
  (r) => bare(pick(r, ['sk_live_', 'sk_test_', 'rk_live_']) + chars(r, AN, int(r, 24, 99))),
  (r) => bare('AI' + 'za' + chars(r, B64URL, 34) + chars(r, AN, 1)),
  (r) => bare('eyJ' + chars(r, B64URL, int(r, 20, 40)) + '.eyJ' + chars(r, B64URL, int(r, 30, 80)) + '.' + chars(r, B64URL, 42) + 'A'),
  (r) => {
    const v = value(r, int(r, 20, 40));
    return { snippet: `Authorization: ${pick(r, ['Bearer', 'Basic'])} ${v}`, secret: v, bare: false };
  },
  (r) => {
    const pw = value(r, int(r, 6, 20));
    const scheme = pick(r, ['https', 'postgres', 'redis', 'mongodb+srv', 'amqp']);
    return { snippet: `${scheme}://${pick(r, ['', 'app', 'admin'])}:${pw}@db${int(r, 1, 9)}.internal/x`, secret: pw, bare: true };
  },
  (r) => {
    const v = value(r, int(r, 8, 30));
    const form = pick(r, [
      'password=V', 'DB_PASSWORD="V"', '"api_key": "V"', "client_secret: 'V'", '--token V', 'apiKey = "V"',
      'secret: V', 'passwd: V', 'ACCESS_TOKEN=V', '--password=V', "private_key = 'V'",
    ]);
    return { snippet: form.replace('V', v), secret: v, bare: false };
  },
  (r, eol) => {
    const label = pick(r, ['RSA PRIVATE KEY', 'EC PRIVATE KEY', 'OPENSSH PRIVATE KEY', 'PRIVATE KEY', 'PGP PRIVATE KEY BLOCK']);
    const body = Array.from({ length: int(r, 1, 6) }, () => chars(r, B64, 64));
    const block = ['-----BEGIN ' + label + '-----', ...body, '-----END ' + label + '-----'].join(eol);
    return { snippet: block, secret: block, bare: false, multiline: true };
  },
];

function bare(token: string): Plant {
  return { snippet: token, secret: token, bare: true };
}

const WORDS = [
  'the', 'a', 'brief', 'slice', 'handoff', 'tokenizer', 'secretary', 'password', 'token', 'parser', 'commit',
  'fix', 'retry', 'cache', 'origin', 'branch', 'test', 'see', 'and', 'then', '3f2a9c1', 'v1.2.3', 'x=1', 'ok:',
];

/** A random markdown document with `plants` inserted in random places and contexts. */
function document(r: Rand, plants: Plant[]): string {
  const eol = r() < 0.3 ? '\r\n' : '\n';
  const words = (n: number): string => Array.from({ length: n }, () => pick(r, WORDS)).join(' ');
  const blocks: string[] = [];
  for (let i = int(r, 3, 12); i > 0; i--) {
    blocks.push(
      pick(r, [
        () => `## ${words(int(r, 1, 4))}`,
        () => words(int(r, 3, 20)),
        () => `- ${words(int(r, 2, 6))}${eol}- ${words(int(r, 2, 6))}`,
        () => `| key | value |${eol}|---|---|${eol}| ${words(1)} | ${words(2)} |`,
        () => '```ts' + eol + `const x = ${words(1)};` + eol + '```',
        () => `[${words(2)}](https://example.com/${words(1)})`,
      ])(),
    );
  }
  const front: string[] = [];
  for (const p of plants) {
    const single = (s: string): string =>
      pick(r, [
        () => `${words(int(r, 0, 4))} ${s} ${words(int(r, 0, 4))}`,
        () => `- use ${s} here`,
        () => `| cfg | ${s} |`,
        () => '```sh' + eol + `  ${s}` + eol + '```',
        () => 'see `' + s + '` now',
        ...(p.bare
          ? [
              () => `{"value": "${s}"}`,
              () => `https://example.com/cb?x=1&code=${s}&y=2`,
              () => `[link](https://example.com/?k=${s})`,
            ]
          : []),
      ])();
    const snippet = p.multiline ? p.snippet : single(p.snippet);
    if (!p.multiline && r() < 0.15) front.push(`key${front.length}: ${p.snippet}`);
    else if (p.multiline && r() < 0.5) blocks.splice(int(r, 0, blocks.length), 0, '```' + eol + snippet + eol + '```');
    else blocks.splice(int(r, 0, blocks.length), 0, snippet);
  }
  const head = front.length > 0 ? ['---', 'title: x', ...front, '---', ''].join(eol) : '';
  return head + blocks.join(eol + eol) + eol;
}

const lineOf = (text: string, at: number): number => text.slice(0, at).split('\n').length;

describe('property: planted secrets never survive', () => {
  it('300 seeded random documents', () => {
    for (let iteration = 0; iteration < 300; iteration++) {
      const seed = 0x5eed0000 + iteration;
      const r = mulberry32(seed);
      const eolProbe = r(); // keep generators and document on one stream
      const plants = Array.from({ length: int(r, 1, 6) }, () => pick(r, GENERATORS)(r, eolProbe < 0.3 ? '\r\n' : '\n'));
      const doc = document(r, plants);
      const result = redact(doc);
      const where = `seed ${seed} (iteration ${iteration})`;

      for (const p of plants) {
        expect(result.text.includes(p.secret), `${where}: secret survived: ${p.secret.slice(0, 12)}…`).toBe(false);
        const line = lineOf(doc, doc.indexOf(p.secret));
        expect(result.redactions.map((x) => x.line), `${where}: no redaction reported on line ${line}`).toContain(line);
      }
      expect(result.redactions.length, where).toBeGreaterThanOrEqual(plants.length);
      expect(JSON.stringify(result.redactions).includes(plants[0]!.secret), where).toBe(false);

      // Exactly the secrets were cut: everything else in the document is kept, byte for byte.
      let expected = doc;
      for (const p of plants) expected = expected.replace(p.secret, '\u0000');
      expect(result.text.replace(/\[REDACTED:[a-z0-9-]+\]/g, '\u0000'), `${where}: non-secret text changed`).toBe(expected);
      expect(findSecrets(result.text), `${where}: not idempotent`).toEqual([]);
    }
  });
});

// --- performance --------------------------------------------------------------------------------------------

describe('performance (catches catastrophic backtracking, not a benchmark)', () => {
  const MiB = 1 << 20;
  const markdown = rep(
    `## Notes\n\nThe tokenizer and the password field, see \`src/x.ts:12\` and https://example.com/a?b=c.\n` +
      `| a | b |\n|---|---|\n| password | string |\n\`\`\`ts\nconst token = getToken();\n\`\`\`\n` +
      `- commit 3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39 ${fake.ghp} password=${PW}\n`,
    MiB,
  );

  it.each([
    ['markdown with secrets', markdown],
    ["'a' repeated", 'a'.repeat(MiB)],
    ["'=' repeated", '='.repeat(MiB)],
    ['token= repeated', rep('token=', MiB)],
    ['password: then spaces', 'password:' + ' '.repeat(MiB)],
    ['--token chain', rep('--token ', MiB)],
    ['unterminated quoted value of backslashes', 'password="' + '\\'.repeat(MiB)],
    ['eyJ runs joined by dashes', rep('eyJa-', MiB)],
    ['jwt-shaped fragments', rep('eyJaaaaaaaaaaaa.', MiB)],
    ['URL credential prefixes', rep('://a:', MiB)],
    ['Bearer then a long word', 'Bearer ' + 'a'.repeat(MiB)],
    ['BEGIN headers without END', rep('-----BEGIN PRIVATE KEY-----\n', MiB)],
    ['AKIA repeated', rep('AKIA', MiB)],
    ['login words then code spans', rep('log in with \x60a\x60 / ', MiB)],
    ['login words then blanks', 'creds:' + ' '.repeat(MiB)],
    ['long base64 line', rep(ALNUM + '+/', MiB)],
  ])('1 MiB of %s', (_, text) => {
    const t0 = performance.now();
    redact(text);
    expect(performance.now() - t0).toBeLessThan(scaled(3000));
  });
});

describe('this test file', () => {
  it('holds no literal secret (fakes are built by concatenation)', () => {
    const source = readFileSync(new URL(import.meta.url), 'utf8');
    expect(findSecrets(source).map((h) => `${h.kind}@${h.line}`)).toEqual([]);
  });
});

// A detector whose text (`ghp_`, `eyJ`, "bearer" in any case) is nowhere in a document is skipped without
// compiling its pattern. The skip must never lose a secret: every kind is still found in a long document,
// at its end, and, where the pattern ignores case, written in capitals.
describe('detectors skipped on text that cannot hold their secret', () => {
  const filler = rep('Plain prose about caches, tests and a parser. ', 100_000) + '\n';
  const cases: [string, string, string][] = [
    ['aws-access-key', `id ${fake.akia}`, fake.akia],
    ['aws-secret-key', `AWS_SECRET_ACCESS_KEY=${fake.awsSecret}`, fake.awsSecret],
    ['github-token', `x ${fake.ghr}`, fake.ghr],
    ['slack-token', `HOOK https://hooks.slack.com/services/${fake.slackHookPath}`, fake.slackHookPath],
    ['stripe-key', `k ${fake.stripeRestricted}`, fake.stripeRestricted],
    ['jwt', `t ${fake.jwt}`, fake.jwt],
    ['auth-header', `AUTHORIZATION: BEARER ${fake.bearer}`, fake.bearer],
    ['url-credentials', `postgres://app:${PW}@db.internal:5432/x`, PW],
    ['password-assignment', `DB_PASSWORD=${PW}`, PW],
    ['password-assignment', `API_TOKEN: ${fake.bearer}`, fake.bearer],
    ['heroku-key', 'HEROKU_API_KEY=' + '0123abcd-' + '4567-89ab-cdef-0123456789ab', '0123abcd-' + '4567-89ab-cdef-0123456789ab'],
    ['azure-storage-key', 'ACCOUNT' + 'KEY=' + rep(ALNUM, 86) + '==', rep(ALNUM, 86)],
  ];
  it.each(cases)('%s: %s', (kind, line, secret) => {
    const text = `${filler}${line}\n`;
    const out = redact(text);
    expect(out.text).not.toContain(secret);
    expect(out.redactions).toContainEqual<Redaction>({ kind, line: 2 });
  });
  it('finds nothing, and changes nothing, in a long document without a secret', () => {
    expectClean(`${filler}Bearer of bad news; a secret plan; token counts; sk- prefix; eyJ is base64.\n`);
  });
});

describe('line and column of a hit, for every line ending', () => {
  // The line an editor shows: LF, CRLF and a lone CR (an old Mac file) each end one line.
  it('counts LF, CRLF, CR-only and mixed endings alike', () => {
    const lines = ['# notes', '', 'token in prose:', `  use ${fake.gho} here`, `and ${fake.gho}`];
    const expected = [{ line: 4, column: 7 }, { line: 5, column: 5 }];
    for (const ends of [['\n'], ['\r\n'], ['\r'], ['\r\n', '\r', '\n'], ['\n', '\r', '\r\n']]) {
      const text = lines.map((l, i) => l + ends[i % ends.length]).join('');
      expect(findSecrets(text).map(({ line, column }) => ({ line, column })), JSON.stringify(ends)).toEqual(expected);
      expect(redact(text).redactions.map((r) => r.line)).toEqual([4, 5]);
    }
    // LF then CR is two line ends (a blank line between).
    expect(findSecrets(`a\n\r${fake.gho}`)[0]).toMatchObject({ line: 3, column: 1 });
  });
});

// A text found clean is remembered for the process (pull --json redacts each string twice); a text that held a
// secret is searched again each time, so each time it is redacted and its redactions reported.
describe('redacting the same texts again', () => {
  it('gives the same text and the same redactions every time', () => {
    const secret = 'ghp_' + 'B'.repeat(36);
    const texts = ['The pager drops the last page.', `token: ${secret}`, 'The pager drops the last page.', `a\n\`${secret}\``, ''];
    const first = texts.map(redact);
    for (let round = 0; round < 3; round++) expect(texts.map(redact)).toEqual(first);
    expect(first.map((r) => r.redactions.length)).toEqual([0, 1, 0, 1, 0]);
    expect(first[3]!.redactions).toEqual([{ kind: first[3]!.redactions[0]!.kind, line: 2 }]);
    expect(first.map((r) => r.text.includes(secret))).toEqual([false, false, false, false, false]);
  });
});
