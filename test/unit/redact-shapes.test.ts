// The redactor on generated lines in the shapes real documents hold: code in a dozen languages, config
// files (YAML, JSON, TOML, INI, .env, XML), command lines, markdown tables and prose in several languages.
//
// Innocent: a key named like a secret whose value is a REFERENCE to one (an environment lookup, a config
// read, a call, a variable, a type, a path, a template, a placeholder) or prose. None may lose a byte.
// Secret: the same shapes holding a real-looking value. None may survive.
//
// Values that look like secrets are generated (seeded), never written here: the last test checks that
// this file holds none.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findSecrets, redact } from '../../src/brief/redact.js';
import { mulberry32 } from '../helpers/gen.js';

// --- innocent lines ------------------------------------------------------------------------------------------

// Key spellings by convention: [snake, SCREAMING, camel].
const KEYS: [string, string, string][] = [
  ['password', 'DB_PASSWORD', 'dbPassword'],
  ['api_key', 'OPENAI_API_KEY', 'apiKey'],
  ['client_secret', 'CLIENT_SECRET', 'clientSecret'],
  ['access_token', 'GITHUB_TOKEN', 'accessToken'],
  ['private_key', 'SSH_PRIVATE_KEY', 'privateKey'],
  ['secret_key', 'SECRET_KEY', 'secretKey'],
  ['db_pass', 'SMTP_PASS', 'smtpPass'],
];

// [language, template of a line (K key, V value), key convention, values that are references]
type Lang = [string, string, 0 | 1 | 2, string[]];
const LANGS: Lang[] = [
  ['python', 'K = V', 0, ['os.environ["E"]', "os.environ['E']", 'os.environ.get("E")', 'os.getenv("E")', "os.getenv('E', '')", 'settings.E', 'config["K"]', 'getpass.getpass()', 'keyring.get_password("svc", "user")', 'args.K', 'self._K', 'None', 'get_secret("K")', 'base64.b64decode(raw).decode()', 'creds.get("K")']],
  ['python kwarg', 'connect(host, K=V)', 0, ['os.environ["E"]', 'os.getenv("E")', 'settings.E', 'proposed_K', 'KEY_PASSWORD', 'args.K', 'self.K', 'config["K"]', 'creds[\'K\']', 'None']],
  ['python kwarg line', '    K=V,', 0, ['os.environ["E"]', 'credentials["K"]', 'json_key["K"]', 'profile[\'aws_K\']', 'proxy_pass', 'self._socks_options["K"]', 'bool(p["K"])', 'GetPassCallable().getpass']],
  ['javascript', 'const K = V;', 2, ['process.env.E', 'process.env["E"]', "process.env['E']", 'await getToken()', 'config.get("K")', 'import.meta.env.VITE_E', 'Deno.env.get("E")', 'options.K', 'req.headers.authorization', 'this.K', 'undefined']],
  ['javascript object', '  K: V,', 2, ['process.env.E', 'process.env.E!', 'getSecret("K")', 'config.K', 'null', 'undefined', 'opts?.K', 'ctx.secrets.E']],
  ['typescript type', '  K: V;', 2, ['string', 'string | undefined', 'Secret', 'Buffer', 'Uint8Array', 'SecretString', 'Promise<string>', 'Record<string, string>', 'z.string().min(1)']],
  ['go', 'K := V', 2, ['os.Getenv("E")', 'viper.GetString("K")', 'cfg.E', 'mustEnv("E")', 'flag.String("K", "", "the K")', 'secrets.Get(ctx, "K")']],
  ['go struct', '\tK string `json:"K"`', 2, []],
  ['rust', 'let K = V;', 0, ['std::env::var("E")?', 'env::var("E").unwrap()', 'env!("E")', 'config.K.clone()', 'read_secret("K")?', 'String::new()']],
  ['rust field', '    pub K: V,', 0, ['String', 'Option<String>', 'SecretString', '&\'a str', 'Vec<u8>']],
  ['java', 'String K = V;', 2, ['System.getenv("E")', 'System.getProperty("K")', 'props.getProperty("K")', 'config.getString("K")', 'vault.read("K")', 'null']],
  ['kotlin', 'val K = V', 2, ['System.getenv("E")', 'BuildConfig.E', 'requireNotNull(System.getenv("E"))', 'secrets["K"]']],
  ['csharp', 'var K = V;', 2, ['Environment.GetEnvironmentVariable("E")', 'Configuration["K"]', 'config.GetValue<string>("K")', 'builder.Configuration["Jwt:Secret"]', 'options.Value.K']],
  ['ruby', 'K = V', 0, ["ENV['E']", 'ENV["E"]', "ENV.fetch('E')", 'Rails.application.credentials.K', 'nil', 'ENV.fetch("E") { raise "missing" }']],
  ['php', '$K = V;', 2, ["getenv('E')", "$_ENV['E']", "env('E')", "$config['K']", "config('services.K')", '$this->K', 'null']],
  ['php array', "    'K' => V,", 0, ["env('E')", "getenv('E')", "$_SERVER['E']", 'null']],
  ['shell', 'export E=V', 1, ['"$(pass show db/K)"', '$(cat /run/secrets/K)', '$(vault kv get -field=K secret/app)', '"${E_FROM_CI}"', '$E_FROM_VAULT', '${E:-}', '"$(gh auth token)"', '`cat ~/.K`']],
  ['powershell', '$K = V', 2, ['$env:E', '(Get-Secret -Name K -AsPlainText)', 'Read-Host -AsSecureString', '$null']],
  ['windows', 'set E=V', 1, ['%E_FROM_CI%', '%E%']],
  ['terraform', '  K = V', 0, ['var.K', 'random_password.db.result', 'data.aws_secretsmanager_secret_version.app.secret_string', 'local.K', 'module.db.K', 'sensitive(var.K)']],
  ['yaml', 'K: V', 0, ['${E}', '"${E}"', '${E:-changeme}', '"{{ .Values.K }}"', "'{{ vault_K }}'", '${{ secrets.E }}', '"${{ secrets.E }}"', '!vault |', '!Ref DbPasswordParam', 'null', '~', '""', '"<your-K>"', '<K>', 'xxxxxxxx', '"********"', 'changeme', '"..."', '/run/secrets/K', './secrets/K.txt', '~/.config/app/K', 'REPLACE_ME', 'your-K-here', 'required', 'string']],
  ['yaml prose', '- the K: V', 0, ['short-lived after logout', 'rotated weekly by ops', 'kept in the vault', 'see the runbook', 'expired after an hour', 'never logged']],
  ['json', '  "K": V,', 2, ['null', '""', '"${E}"', '"<your-K>"', '"***"', '"xxxxxxxxxxxx"', '"..."', '"changeme"', '"env:E"', '"{{K}}"', '"The K used to sign tokens issued by this service."', '"Must be at least 12 characters and contain a digit."']],
  ['toml', 'K = V', 0, ['"${E}"', '"env:E"', '""', '"<K>"', '"changeme"', '"..."']],
  ['ini', 'K = V', 0, ['%(E)s', '${E}', '<set me>']],
  ['dotenv', 'E=V', 1, ['', '<your-K>', 'changeme', 'your_K_here', '${E_FROM_CI}', '$E_FROM_CI', 'xxxxxxxx', '...', 'REPLACE_ME']],
  ['xml', '<K>V</K>', 2, ['${env.E}', '${E}', '', '{{K}}', '********', 'changeme']],
  ['dotnet config', '<add key="K" value="V" />', 2, ['%E%', '', '#{K}#', '__K__', '{K}']],
];

const ENVS = KEYS.map((k) => k[1]);
const INNOCENT: [string, string][] = [];
for (const [lang, template, conv, values] of LANGS) {
  const vals = values.length ? values : [''];
  for (const [i, keys] of KEYS.entries()) {
    const K = keys[conv];
    const E = ENVS[i]!;
    for (const v of vals) {
      const V = v.replace(/\bK\b|(?<=[_-])K\b|\bK(?=[_-])/g, keys[0]).replace(/\bE\b|\bE(?=_)/g, E);
      INNOCENT.push([lang, template.replace(/\bK\b/g, K).replace(/\bE\b/g, E).replace('V', V)]);
    }
  }
}

// Lines written as they are: prose in several languages, tables, test logs, commands and API examples.
const WRITTEN: string[] = [
  '- the refresh token: short-lived after logout [verified: unit test]',
  // A place in the code after a label naming a password or a token (QA 45: an audit's pointer was redacted,
  // and then every other line holding the same path with it).
  '- **Recuperación de contraseña:** `src/app/actions.ts:273-281` siempre responde éxito para evitar enumerar usuarios.',
  '- **Password reset:** `src/app/actions.ts:273-281` always answers success.',
  'password: `src/auth/login.py:42`',
  'Mot de passe : `lib/auth/hash.rb#L12-L30`',
  '- **Token refresh:** `packages/api/src/token.ts:88:5`',
  '**Passwort:** `auth.py:42`',
  // A test fixture's stand-in credential quoted by a review (QA 46 R5): a word naming a secret and a short counter.
  'Token `"token123"`, `config remote.origin.url` liefert `"https://oauth2:token123@github.com/owner/repo.git"`',
  'same token value `"token"` vs. here `"token123"`',
  'the fixture connects to `postgres://app:password1@localhost/app`',
  'DATABASE_URL=mysql://root:secret42@127.0.0.1:3306/test',
  'curl https://user:pass_2024@example.com/api',
  'Token: expired after an hour; the password: rotated weekly',
  'API key: stored in 1Password under "ci"',
  'The secret key: rotated by ops on Mondays.',
  'password: 変更済み（ローテーション済み）',
  'パスワード: 変更済み',
  'token：已过期，需要重新登录',
  'le token : expire après une heure',
  'el token: caduca tras cerrar sesión',
  'das Token: läuft nach einer Stunde ab',
  'токен: истёк после выхода',
  'secret: kept out of the repo (see docs/secrets.md)',
  'pass: 12/12 tests',
  'Pass: 120/120, fail: 0',
  ' PASS  test/unit/token-store.test.ts (12 tests) 31ms',
  ' PASS  src/auth/password.spec.ts',
  "we'd pass `--lib` to cargo; you may pass **globalns** or *localns*",
  'If you pass <code>--scope</code>, it creates a scoped package.',
  'they may or may not pass <code>tests</code> on CI.',
  'Passwords: never logged; tokens: hashed at rest.',
  'tokens: 12,345 in / 3,210 out; max_tokens=4096; token_count: 8192',
  'Pass rate: 98% (49/50)',
  'bypass: disabled; compass: north',
  'run `pwd` to see where you are; PWD=/home/me/project',
  'pwd: /home/runner/work/app',
  '| field | type | notes |',
  '| password | string | required, 12+ characters |',
  '| `token` | `string` | from `gh auth token` |',
  '| api_key | env `OPENAI_API_KEY` | never committed |',
  '| DB_PASSWORD | `${DB_PASSWORD}` | from the vault |',
  'Set `DB_PASSWORD` in `.env` (copy `.env.example`).',
  '"NextToken": "eyJOZXh0VG9rZW4iOiBudWxsLCAiYm90b190cnVuY2F0ZV9hbW91bnQiOiAxfQ=="',
  'aws dynamodb list-tables --starting-token abCDeFGhiJKlmnOPqrSTuvwxYZ1aBCdEFghijK7LM',
  '"ClientToken": "c9adb218-3222-4889-8216-0cf0e52dc37e",',
  '"IdempotencyToken": "527c5358-2a1a-4b9e-b1b9-7293b0ddff42",',
  'next_page_token = response["nextPageToken"]',
  'tokenizer.pad_token = tokenizer.eos_token',
  'pad_token="<pad>", eos_token="</s>", unk_token="[UNK]"',
  'curl -u "$USER:$TOKEN" https://api.example.com',
  'curl -u "${GH_USER}:${GH_TOKEN}" -X POST https://api.example.com',
  'docker run -u 1000:1000 -v "$PWD":/app image',
  'git push -u origin feature/token-refresh',
  'mysql -u root -p app < dump.sql',
  'mysql -u root -p"$MYSQL_ROOT_PASSWORD" app',
  'mysqldump -u app -p${DB_PASSWORD} app > x.sql',
  'sshpass -p "$SSHPASS" ssh deploy@host',
  'sshpass -e ssh deploy@host',
  'redis-cli -a "$REDIS_PASSWORD" ping',
  'openssl pkcs12 -export -passout env:P12_PASS -out a.p12',
  'openssl rsa -passin file:pw.txt -in key.pem',
  '<password>${env.NEXUS_PASSWORD}</password>',
  '<passwordPolicy>strict</passwordPolicy>',
  '<token></token>',
  '{"auths": {"ghcr.io": {"auth": ""}}}',
  'https://example.com/reset-password?token=<token>&email=<email>',
  'GET /oauth/callback?code=${CODE}&state=${STATE}',
  'postgres://app:${DB_PASSWORD}@db:5432/app',
  'redis://:%REDIS_PASSWORD%@cache:6379',
  'mongodb://user:<password>@cluster0.example.net/db',
  'https://user:password@localhost/db and http://u:p@h/ and http://foo:bar@localhost/',
  '"IAMUserChangePassword": "arn:aws:iam::aws:policy/IAMUserChangePassword",',
  'See https://docs.aws.amazon.com/AmazonS3/latest/userguide/Versioning.html for details.',
  'secretsTarget = _messages.MessageField("GooglePrivacyDlpV2SecretsDiscoveryTarget", 5)',
  'X-Amz-Credential=AKIAEXAMPLE123456789%2F20210621%2Fus-west-2%2Fs3%2Faws4_request',
  '--secret=projects/my-project/secrets/my-secret/versions/2',
  '--private-key=/home/me/.ssh/id_ed25519',
  'GOOGLE_OAUTH2_DEFAULT_FILE_PASSWORD = "notasecret"',
  'password = SHA224PasswordProperty()',
  'private_key = Ed25519PrivateKey.generate()',
  'csrf_token = hashlib.sha256(os.urandom(1024)).hexdigest()',
  'aliceSecret = alice.computeSecret(bobKey);',
  'token = Token.CursorLine',
  '"X-aws-ec2-metadata-token": self.AWS_IMDSV2_SESSION_TOKEN,',
  'TOKEN=$(vault kv get -field=token secret/ci)',
  '$password = Read-Host -AsSecureString',
  'PASSWORD=%DB_PASSWORD%',
  'secret: true',
  'is_secret=False, has_token: false',
  'token_type: Bearer',
  'Use Basic authentication or a Bearer token.',
  'The password is stored in the OS keychain.',
  // A placeholder, then prose after wide punctuation (CJK documents).
  '- 入口：https://app.example.cn/admin?auth_token=...（令牌有时效，过期需重新生成）',
  '- 管理画面：https://x.example.jp/p?access_token=…（期限あり、切れたら再発行）',
  // A secret that names itself is an example in a document about secrets.
  "--cluster-secret '[fe80::1]:example-secret' and '[::1]:loopback-secret'",
  'api_key: my-test-key-1, token: "demo-token-42"',
  // Code whose value is an argument list, a sentinel or a public token.
  "                   id_token=d.get('id_token', None),",
  '    version_id=NOT_IMPL, mfa_token=NOT_IMPL):',
  'access_token=request.resource_owner_key):',
  '<assemblyIdentity name="x" publicKeyToken="6595b64144ccf1df" />',
  // Markup around a word after "password".
  'PASSWORD\t\t*netrw-passwd*',
  '**To set or change the account password **policy**, see below.',
  'the password <b>must</b> be rotated; the password _never_ leaves the vault',
];
for (const line of WRITTEN) INNOCENT.push(['written', line]);

// --- secrets ----------------------------------------------------------------------------------------------

const r = mulberry32(0x5ec2e7);
const pick = (s: string) => s[Math.floor(r() * s.length)]!;
const UP = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOW = 'abcdefghijkmnopqrstuvwxyz';
const DIG = '23456789';
const AN = UP + LOW + DIG;
const gen = (n: number, alphabet = AN) => Array.from({ length: n }, () => pick(alphabet)).join('');
/** A generated credential: letters and digits mixed. */
const cred = (n = 32) => gen(n - 2) + pick(DIG) + pick(LOW);
/** A human password: a word, digits, a symbol. */
const human = () => pick(UP) + gen(5, LOW) + gen(2, DIG) + pick('!#%&*+?@^~') + gen(2, LOW);

// [shape, line (S stands for the secret, K for the key), key convention]
const SECRET_SHAPES: [string, string, 0 | 1 | 2][] = [
  ['python', 'K = "§"', 0],
  ['python kwarg', 'connect(host, K="§")', 0],
  ['javascript', "const K = '§';", 2],
  ['javascript object', '  K: "§",', 2],
  ['go', 'K := "§"', 2],
  ['rust', 'let K = "§";', 0],
  ['java', 'String K = "§";', 2],
  ['csharp', 'var K = "§";', 2],
  ['ruby', "K = '§'", 0],
  ['php', "$K = '§';", 2],
  ['php array', "    'K' => '§',", 0],
  ['shell', 'export K=§', 1],
  ['shell quoted', 'K="§"', 1],
  ['powershell', '$K = "§"', 2],
  ['yaml', 'K: §', 0],
  ['yaml quoted', "K: '§'", 0],
  ['json', '{"K": "§"}', 2],
  ['toml', 'K = "§"', 0],
  ['dotenv', 'K=§', 1],
  ['xml', '<K>§</K>', 2],
  ['dotnet config', '<add key="K" value="§" />', 2],
  ['cli flag =', 'tool --K=§ run', 0],
  ['cli flag', 'tool --K § run', 0],
  ['query string', 'GET /v1/items?K=§&page=2', 0],
  ['markdown code', 'set `K=§` in CI', 1],
  // A markdown label in bold: the bold closes after the colon or before it (QA seventh RD7-2).
  ['markdown bold label', '- **K:** `§`', 0],
  ['markdown bold label, colon after', '- **K**: `§` (rotate it)', 0],
  ['markdown bold label, bare value', '**K:** § was in the log', 0],
];
const SECRETS: [string, string, string][] = [];
for (const [shape, template, conv] of SECRET_SHAPES) {
  for (const keys of KEYS) {
    const K = keys[conv].replace(/-/g, '_');
    const isPassword = /pass/i.test(K);
    for (const s of isPassword ? [human(), cred(24)] : [cred(32), cred(40)]) {
      SECRETS.push([`${shape} ${K}`, template.replace(/\bK\b/g, K).replace('§', s), s]);
    }
  }
}
// Command lines and config files that carry a password without a key named like one.
const pw = human();
const pw2 = human();
const dockerAuth = btoa('deploy:' + cred(20));
const hf1 = 'h' + 'f_' + gen(34, UP + LOW);
const hf2 = 'h' + 'f_' + gen(34);
const heroku = 'HR' + 'KU-AA' + gen(58, AN + '_-');
const akia1 = 'AK' + 'IA' + gen(16, UP + DIG);
const akia2 = 'AK' + 'IA' + gen(16, UP + DIG);
for (const [shape, line, s] of [
  ['curl -u', `curl -u admin:${pw} https://api.example.com/v1`, pw],
  ['curl --user quoted', `curl -s --user "ci-bot:${pw2}" -X POST https://api.example.com`, pw2],
  ['mysql -p glued', `mysql -h db -uroot -p${pw} app`, pw],
  ['mysql -p quoted', `mysqldump -u app -p'${pw2}' app > dump.sql`, pw2],
  ['mariadb -p', `mariadb -u root -p${pw} -e "show databases"`, pw],
  ['sshpass -p', `sshpass -p ${pw} ssh deploy@10.0.0.5`, pw],
  ['sshpass, quoted', `sshpass -p '${pw2}' scp a.tgz deploy@host:`, pw2],
  ['redis-cli -a', `redis-cli -h cache -a ${pw} ping`, pw],
  ['openssl pass:', `openssl pkcs12 -export -passout pass:${pw} -out a.p12`, pw],
  ['pwd:', `pwd: ${pw}`, pw],
  ['xml password', `<password>${pw}</password>`, pw],
  ['maven settings', `<server><id>nexus</id><username>ci</username><password>${pw2}</password></server>`, pw2],
  ['docker config auth', `{"auths": {"https://index.docker.io/v1/": {"auth": "${dockerAuth}"}}}`, dockerAuth],
  ['hugging face, letters', `HF_TOKEN=${hf1}`, hf1],
  ['hugging face, digits', `token = "${hf2}"`, hf2],
  ['heroku v2', `HEROKU_API_KEY=${heroku}`, heroku],
  ['two AWS key IDs run together', `${akia1}${akia2}`, akia1 + akia2],
  ['url password', `postgres://app:${pw}@db.internal:5432/app`, pw],
] as [string, string, string][]) {
  SECRETS.push([shape, line, s]);
}

// --- the tests ----------------------------------------------------------------------------------------------

describe(`innocent lines: ${INNOCENT.length} references, placeholders and prose are left alone`, () => {
  it('has at least 500 lines in at least 25 shapes', () => {
    expect(INNOCENT.length).toBeGreaterThanOrEqual(500);
    expect(new Set(INNOCENT.map(([lang]) => lang)).size).toBeGreaterThanOrEqual(25);
  });
  it('none is redacted', () => {
    const redacted = INNOCENT.flatMap(([lang, line]) => findSecrets(line).map((h) => `${lang}: ${line}  ->  ${h.kind}: ${line.slice(h.start, h.end)}`));
    expect(redacted).toEqual([]);
  });
  it('none is redacted inside a document either (a CRLF markdown file of them all)', () => {
    const doc = '# Notes\r\n\r\n```\r\n' + INNOCENT.map(([, line]) => line).join('\r\n') + '\r\n```\r\n';
    expect(redact(doc)).toEqual({ text: doc, redactions: [] });
  });
});

describe(`secrets: ${SECRETS.length} real-looking values in the same shapes are redacted`, () => {
  it('has at least 300', () => {
    expect(SECRETS.length).toBeGreaterThanOrEqual(300);
  });
  it('none survives, and each leaves its key and the code around it', () => {
    const survived = SECRETS.filter(([, line, s]) => redact(line).text.includes(s)).map(([shape, line]) => `${shape}: ${line}`);
    expect(survived).toEqual([]);
    for (const [, line, s] of SECRETS) {
      const out = redact(line).text;
      // Only the secret was cut: what is left around the marker is the line's own text.
      const [head, tail] = line.split(s) as [string, string];
      if (tail !== undefined && !/AKIA/.test(line)) expect(out.replace(/\[REDACTED:[a-z0-9-]+\]/, '\u0000')).toBe(`${head}\u0000${tail}`);
    }
  });
  it('two AWS key IDs run together: both redacted, and the result is clean to lint', () => {
    const a = 'AK' + 'IA' + gen(16, UP + DIG);
    const b = 'AS' + 'IA' + gen(16, UP + DIG);
    const out = redact(`keys: ${a}${b} done`);
    expect(out.text).toBe('keys: [REDACTED:aws-access-key][REDACTED:aws-access-key] done');
    expect(findSecrets(out.text)).toEqual([]);
  });
});

describe('this test file', () => {
  it('holds no literal secret (secrets are generated)', () => {
    const source = readFileSync(new URL(import.meta.url), 'utf8');
    expect(findSecrets(source).map((h) => `${h.kind}@${h.line}: ${source.slice(h.start, h.end)}`)).toEqual([]);
  });
});
