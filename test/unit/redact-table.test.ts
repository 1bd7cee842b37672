// The redactor's precision and recall table (issue 11, item 6): true positives that must be redacted and
// near misses that must be left alone. Every secret here is built by concatenation, so this file holds
// none (the last test checks it). Counts are asserted, so the table only grows.
import { describe, expect, it } from 'vitest';
import { findSecrets, redact } from '../../src/brief/redact.js';

const AN = 'aB3dE5fG7hJ9kM2nP4qR6sT8uV0wXyZ1';
const HEX = '0123456789abcdef';
const LOW = 'abcdefghijklmnopqrstuvwxyz';
const B64 = AN + '+/';
const r = (alphabet: string, n: number) => alphabet.repeat(Math.ceil(n / alphabet.length)).slice(0, n);
const j = (...parts: string[]) => parts.join('');

// [name, text, the secret that must not survive]
const POSITIVES: [string, string, string][] = [];
const tp = (name: string, text: (s: string) => string, secret: string) => POSITIVES.push([name, text(secret), secret]);

// Provider tokens by shape.
tp('github classic', (s) => `GH ${s}`, j('gh', 'p_', r(AN, 36)));
tp('github oauth', (s) => `x ${s}`, j('gh', 'o_', r(AN, 36)));
tp('github fine-grained', (s) => `x ${s}`, j('github', '_pat_', r(AN, 22), '_', r(AN, 59)));
tp('github glued to a letter', (s) => `abc${s}`, j('gh', 'p_', r(AN, 36)));
tp('github glued to a digit', (s) => `42${s}`, j('gh', 's_', r(AN, 36)));
tp('gitlab', (s) => `token ${s}`, j('gl', 'pat-', r(AN, 20)));
tp('npm', (s) => `//registry.npmjs.org/:_authToken=${s}`, j('np', 'm_', r(AN, 36)));
tp('npm glued', (s) => `x${s}`, j('np', 'm_', r(AN, 36)));
tp('openai', (s) => `OPENAI ${s}`, j('sk', '-proj-', r(AN, 48)));
tp('anthropic', (s) => `key ${s}`, j('sk', '-ant-api03-', r(AN, 60)));
tp('slack bot', (s) => `x ${s}`, j('xo', 'xb-', r(HEX.slice(0, 10), 12), '-', r(AN, 24)));
tp('stripe live', (s) => `x ${s}`, j('sk', '_live_', r(AN, 24)));
tp('google api key', (s) => `x ${s}`, j('AI', 'za', r(AN, 35)));
tp('aws access key', (s) => `x ${s}`, j('AK', 'IA', 'Q7Z2', r('ABCDEFGHJK234567', 12)));
tp('aws access key glued', (s) => `id:x${s}`, j('AK', 'IA', 'Q7Z2', r('ABCDEFGHJK234567', 12)));
tp('aws secret key', (s) => `aws_secret_access_key = ${s}`, r(AN, 40));
tp('jwt', (s) => `auth ${s}`, j('ey', 'J', r(AN, 20), '.ey', 'J', r(AN, 30), '.', r(AN, 43)));
tp('discord bot token', (s) => `DISCORD ${s}`, j('MT', r(AN, 22), '.', r(AN, 6), '.', r(AN, 38)));
tp('discord webhook', (s) => `https://discord.com/api/webhooks/123456789012345678/${s}`, r(AN + '_-', 68));
tp('sendgrid', (s) => `x ${s}`, j('S', 'G.', r(AN, 22), '.', r(AN, 43)));
tp('hugging face', (s) => `HF ${s}`, j('h', 'f_', r(LOW + 'ABC', 34)));
tp('hugging face org', (s) => `x ${s}`, j('api', '_org_', r(LOW, 34)));
tp('twilio api key', (s) => `x ${s}`, j('S', 'K', r(HEX, 32)));
tp('twilio auth token', (s) => `TWILIO_AUTH_TOKEN=${s}`, r(HEX, 32));
tp('mailgun', (s) => `x ${s}`, j('ke', 'y-', r(HEX, 32)));
tp('mailgun signing key', (s) => `x ${s}`, j(r(HEX, 32), '-', r(HEX, 8), '-', r(HEX, 8)));
tp('pypi', (s) => `password = ${s}`, j('py', 'pi-AgEIcHlwaS5vcmc', r(AN, 70)));
tp('docker hub', (s) => `docker login -p ${s}`, j('dc', 'kr_pat_', r(AN, 27)));
tp('digitalocean', (s) => `x ${s}`, j('do', 'p_v1_', r(HEX, 64)));
tp('heroku v2', (s) => `x ${s}`, j('HR', 'KU-', r(AN, 60)));
tp('heroku uuid under its key', (s) => `HEROKU_API_KEY=${s}`, '3f2a9c1d-8e7b-4a5f-9e3d-2c1b0a9f8e7d');
tp('shopify', (s) => `x ${s}`, j('sh', 'pat_', r(HEX, 32)));
tp('shopify shared secret', (s) => `x ${s}`, j('sh', 'pss_', r(HEX, 32)));
tp('azure storage AccountKey', (s) => `DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=${s};EndpointSuffix=core.windows.net`, r(B64, 86));
tp('azure SAS sig', (s) => `https://acct.blob.core.windows.net/c?sv=2022-11-02&sig=${s}`, r(AN, 43) + '%3D');
tp('private key in a > quote, cut short', (s) => `> log:\n${s}\n> more prose`, j('> -----BEGIN RSA PRI', 'VATE KEY-----\n> ', r(B64, 64), '\n> ', r(B64, 64)));
tp('private key, whole', (s) => s, j('-----BEGIN OPENSSH PRI', 'VATE KEY-----\n', r(B64, 70), '\n-----END OPENSSH PRI', 'VATE KEY-----'));
// Assignments: item 6's misses.
tp('password with & early', (s) => `DB_PASSWORD=${s}`, 'p&ssw0rd-Xy9');
tp('password with = early', (s) => `password=${s}`, 'a=b7Qz!k2m');
tp('password with ( early', (s) => `PASSWORD=${s} next`, 'x(9Lq#tz)w');
tp('password with [ early', (s) => `password=${s}`, 'k[7Vn]2pQr');
tp('password with " early', (s) => `password=${s}`, 'a"8Kd!x2mq');
tp('password starting with $', (s) => `password: "${s}"`, '$ecretP4ss!');
tp('password starting with <', (s) => `password: "${s}"`, '<9Kd!x2m');
tp('password starting with {', (s) => `password: '${s}'`, '{a1}b2Cz9');
tp('password containing example', (s) => `password=${s}`, 'myexample123X');
tp('password containing ...', (s) => `password="${s}"`, 'Xy7...q9Kd2');
tp('DB_PASS', (s) => `DB_PASS=${s}`, 'Tr0ub4dor&3');
tp('passwd then a value', (s) => `passwd ${s}`, 'Tr0ub4dor&3x');
tp('url password with #', (s) => `postgres://app:${s}@db.internal:5432/app`, 'pa#ss9Word');
tp('url password with /', (s) => `https://user:${s}@host/x`, 'p/ss9Wd');
tp('url password with ?', (s) => `redis://:${s}@cache:6379`, 'p?ss9Wd');
tp("url password with '", (s) => `amqp://guest:${s}@mq.local/`, "p'ss9Wd");
tp('url password with @', (s) => `https://u:${s}@host/x`, 'p@ss99x');
tp('bearer header', (s) => `Authorization: Bearer ${s}`, r(AN, 40));
tp('json client secret', (s) => `{"client_secret": "${s}"}`, r(AN, 32));
tp('yaml api key', (s) => `api_key: ${s}`, r(AN, 32));
tp('env token', (s) => `GITHUB_TOKEN=${s}`, j('gh', 'p_', r(AN, 36)));
tp('cli --password=', (s) => `mysql --password=${s} db`, 'S3cr3t-pw!');
tp('powershell -Password', (s) => `Connect -Password ${s}`, 'S3cr3t-pw!');
tp('slack webhook', (s) => `https://hooks.slack.com/services/${s}`, j('T0', r('ABCDEFGH2345', 8), '/B0', r('ABCDEFGH2345', 8), '/', r(AN, 24)));
tp('glued after a colon-less key', (s) => `secret_key=${s}`, r(AN, 40));
tp('access key in code', (s) => `const accessKey = '${s}';`, r(AN, 24));

// [name, text] that must be left exactly as it is.
const NEAR: [string, string][] = [
  ['the real false positive', '- the refresh token: short-lived after logout'],
  ['token naming an identifier', "{ token: 'identifier' }"],
  ['token naming a header', '{"token": "Authorization"}'],
  ['private key naming a file', 'private_key: "id_rsa.pub"'],
  ['api key naming a file', 'api_key: "./secrets/key.json"'],
  ['git sha', 'fixed in 3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39'],
  ['short sha', 'commit 3f2a9c1 on main'],
  ['sha256', 'sha256:' + r(HEX, 64)],
  ['sha512 integrity', 'integrity sha512-' + r(AN, 86) + '=='],
  ['uuid', 'request 123e4567-e89b-12d3-a456-426614174000 failed'],
  ['uuid v4 in a path', '/api/v1/jobs/9b2f1c3e-4d5a-4b6c-8d7e-0f1a2b3c4d5e/status'],
  ['data URI', 'src="data:image/png;base64,' + r('iVBORw0KGgo', 80) + '"'],
  ['aws arn', 'arn:aws:iam::123456789012:role/deploy-role'],
  ['s3 url', 's3://my-bucket/path/to/object.tar.gz'],
  ['placeholder ${VAR}', 'token: ${GITHUB_TOKEN}'],
  ['placeholder $VAR', 'curl -H "Authorization: Bearer $TOKEN"'],
  ['placeholder <x>', 'GITHUB_TOKEN=<your-token>'],
  ['placeholder {{x}}', 'password: "{{ secrets.DB_PASSWORD }}"'],
  ['placeholder %VAR%', 'set PASSWORD=%DB_PASSWORD%'],
  ['placeholder your_', 'DB_PASSWORD=your_password_here'],
  ['placeholder mask', 'password: ********'],
  ['placeholder xxx', "api_key: 'xxxxxxxxxxxx'"],
  ['placeholder null', 'token: null'],
  ['placeholder sk-...', 'OPENAI_API_KEY=sk-...'],
  ['AWS documented example key', 'AKIAIOSFODNN7EXAMPLE'],
  ['AWS documented example secret', 'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'],
  ['TS type', 'interface Login { password: string; apiKey: string | undefined }'],
  ['env read', 'const token = process.env.GITHUB_TOKEN;'],
  ['python env read', 'password = os.environ["DB_PASSWORD"]'],
  ['function call', 'const token = await getToken();'],
  ['concatenation', "const url = base + '?token=' + token;"],
  ['prose: token expired', 'Token: expired after an hour.'],
  ['prose: password rotated', 'the password: rotated weekly'],
  ['prose: password word after', 'change the password regularly'],
  ['prose: passwd command', 'run passwd to change it'],
  ['prose: secret key rotation', 'the secret key: rotated by ops'],
  ['prose: api key section', 'API key: see the vault'],
  ['prose: token count', 'token_count: 123456, max_tokens=4096'],
  ['tokenizer', 'tokenizer=bpe-v2-large'],
  ['secretary', 'secretary: Jane Doe12'],
  ['bypass flag', 'bypass=north-west'],
  ['compass word', 'compass: s3-bucket-name'],
  ['markdown table', '| field | type |\n|---|---|\n| password | string |'],
  ['PWD', 'PWD=/home/me/project'],
  ['URL without credentials', 'https://example.com:8443/path?q=1'],
  ['ssh url with user only', 'ssh://git@host:22/repo'],
  ['scp remote', 'git@github.com:org/repo.git'],
  ['url placeholder password', 'postgres://user:password@localhost/db'],
  ['url password var', 'redis://:${REDIS_PW}@h'],
  ['password then a URL', 'reset the password https://example.com/reset'],
  ['kebab words after sk-', 'sk-learn-compatible-estimator-api'],
  ['task- slug', 'task-Refactor-the-parser-2026'],
  ['Stripe publishable', 'pk_' + 'live_' + r(AN, 24)],
  ['public key block', '-----BEGIN PUBLIC KEY-----\n' + r(B64, 64) + '\n-----END PUBLIC KEY-----'],
  ['BEGIN header in prose', 'Files that start with -----BEGIN RSA PRIVATE KEY----- are private keys.'],
  ['Basic auth in prose', 'Use Basic authentication or a Bearer token.'],
  ['jwt-like word', 'eyJ is how base64 JSON starts; eyJhbGci.short.x'],
  ['hf_ word in prose', 'the hf_hub cache lives in ~/.cache'],
  ['SK prefix word', 'SKU 1234 in stock'],
  ['key- word', 'key-value store'],
  ['do_ word', 'do_v1_thing is a function name'],
  ['redacted markers', 'x [REDACTED:github-token] y password=[REDACTED:password-assignment]'],
  ['semver and versions', 'node v20.19.0, typescript 5.9.3, pnpm@9.1.0'],
  ['file path with token word', 'src/auth/token-store.ts:42'],
  ['password field in a form', 'password field: type=password autocomplete=current-password'],
];

describe(`redactor table: ${POSITIVES.length} true positives`, () => {
  it('holds at least 60 of each', () => {
    expect(POSITIVES.length).toBeGreaterThanOrEqual(60);
    expect(NEAR.length).toBeGreaterThanOrEqual(60);
  });
  it.each(POSITIVES)('%s', (_name, text, secret) => {
    const out = redact(text).text;
    expect(out).not.toContain(secret);
    expect(out).toMatch(/\[REDACTED:[a-z0-9-]+\]/);
    // Nothing of the secret longer than 6 characters is left (a cut token still leaks its head).
    if (secret.length > 12) expect(out).not.toContain(secret.slice(0, 8));
  });
});

describe(`redactor table: ${NEAR.length} near misses`, () => {
  it.each(NEAR)('%s', (_name, text) => {
    expect(findSecrets(text).map((h) => `${h.kind}: ${text.slice(h.start, h.end)}`)).toEqual([]);
  });
});

// A bare password's last marks: the value is redacted whole, "!" and "?" included (QA 27th: `[REDACTED]!` was left of
// a properties file's `mail.smtp.password=…~!`); a sentence's other marks after it stay visible.
// [name, text, what must be left around the redaction]
const WHOLE: [string, string, string][] = [
  ['properties file, ~!', j('mail.smtp.', 'password=1q2w3e4r', '~!'), 'mail.smtp.password=[REDACTED:password-assignment]'],
  ['env line, !!', j('PASS', 'WORD=hunt', 'er2xY!!'), 'PASSWORD=[REDACTED:password-assignment]'],
  ['a question mark', j('DB_PASS', '=Tr0ub4dor', '&3?'), 'DB_PASS=[REDACTED:password-assignment]'],
  ['in a sentence: the full stop stays', j('Set password', '=S3cr3t-pw', '!.'), 'Set password=[REDACTED:password-assignment].'],
  ['in code: the comma stays', j('connect(password', '=Xy7q9Kd2', '!, host)'), 'connect(password=[REDACTED:password-assignment], host)'],
];

describe('a bare password is redacted to its last character', () => {
  it.each(WHOLE)('%s', (_name, text, left) => {
    expect(redact(text).text).toBe(left);
  });
});

// A secret found once is redacted wherever it stands again as a whole token (QA 28th: a password on a `Password:`
// line was redacted there, and printed in a table cell and in prose further down).
describe('a secret found once is redacted everywhere it is repeated', () => {
  const pw = j('KeyS', 'oft2024', '!');
  const tok = j('gh', 'p_', r(AN, 36));
  it.each([
    ['a table cell and prose', `- Password: ${pw}\n\n| user | email | pass |\n|---|---|---|\n| keysoft | admin@keysoft.com | ${pw} |\n\nLog in with ${pw} to see it.\n`, pw, 3],
    ['CRLF, a code span', `DB_PASSWORD=${pw}\r\nThe app reads \`${pw}\` at start.\r\n`, pw, 2],
    ['a token named again', `GITHUB_TOKEN=${tok}\n\n> the token was ${tok}\n`, tok, 2],
  ])('%s', (_name, text, secret, n) => {
    const out = redact(text);
    expect(out.text).not.toContain(secret);
    expect(out.redactions).toHaveLength(n);
  });
  it('near-miss: the value inside a longer word is left, as is any text a secret does not repeat', () => {
    const text = `DB_PASSWORD=${pw.slice(0, -1)}9\nthe build ${pw.slice(0, -1)}9x and ${pw.slice(0, -1)}9_old stay\n`;
    const out = redact(text);
    expect(out.redactions).toHaveLength(1);
    expect(out.text).toContain(`${pw.slice(0, -1)}9x`);
    expect(out.text).toContain(`${pw.slice(0, -1)}9_old`);
  });
});

describe('a repeated secret: only where it stands apart, and only a made value', () => {
  it('a dev password that is a plain word, also a package name, is redacted on its own line only', () => {
    const word = j('anyth', 'ings');
    const text = `spring.datasource.password=${word}\n- \`xyz.${word}.base\` is the base package\n<logger name="xyz.${word}" level="DEBUG"/>\n`;
    const out = redact(text);
    expect(out.redactions).toHaveLength(1);
    expect(out.text).toContain(`xyz.${word}.base`);
    expect(out.text).toContain(`"xyz.${word}"`);
  });
  it('a made value inside a longer name stays there', () => {
    const pw = j('Tr0ub', '4dor&3');
    const out = redact(`DB_PASS=${pw}\nsee /srv/x${pw}/x, ${pw}-old and ${pw}.bak\n`);
    expect(out.redactions).toHaveLength(1);
  });
  it('a made value that is a whole segment of a path or a link is that secret again (QA 52 doc 01)', () => {
    const pw = j('clem', 'ent-2026');
    const out = redact(`ADMIN_TOKEN=${pw} python app.py   # dashboard : /dashboard/${pw}\nopen http://localhost:5000/d/${pw}?tab=1 or /d/${pw}/logs. It is ${pw}.\n`);
    expect(out.text).not.toContain(pw);
    expect(out.redactions).toHaveLength(5);
  });
});
