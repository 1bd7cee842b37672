// The redactor beyond English (QA R11, R12): placeholders written as words in any language are kept,
// secrets under password/key/token labels in ten languages are redacted, and the same labels in prose are
// not. Fakes are built by concatenation so this file holds no literal a scanner would flag.
import { describe, expect, it } from 'vitest';
import { findSecrets, redact } from '../../src/brief/redact.js';

const kept = (s: string) => expect(redact(s), s).toEqual({ text: s, redactions: [] });
function gone(s: string, secret: string, kind = 'password-assignment') {
  expect(s).toContain(secret);
  const r = redact(s);
  expect(r.text, s).not.toContain(secret);
  expect(r.redactions).toEqual([{ kind, line: 1 }]);
}

describe('placeholder keys written as words, in any language (R11)', () => {
  const words = [
    'YOUR_NEW_KEY_HERE', // en
    'COLOQUE_A_CHAVE_AQUI', // pt
    'COLOQUE-SUA-CHAVE-AQUI', // pt, dashes
    'PON_TU_CLAVE_AQUI', // es
    'METTEZ_VOTRE_CLE_ICI', // fr
    'HIER_DEN_SCHLUESSEL_EINTRAGEN', // de
    'INSERISCI_LA_TUA_CHIAVE', // it
    'WKLEJ_TUTAJ_SWOJ_KLUCZ', // pl
    'VSTAVTE_SVOY_KLYUCH', // ru, transliterated
    'ANAHTARINIZI_BURAYA_YAZIN', // tr
    'PasteYourKeyHere', // capitalised words run together
  ];
  it.each(words)('sk-proj-%s and its kin are kept', (w) => {
    kept(`export OPENAI_API_KEY=sk-proj-${w}`);
    kept(`token: ghp_${w}_ABC`.replace(/_ABC$/, w.includes('_') ? '_ABC' : 'Abc'));
    kept(`SLACK_BOT_TOKEN=xoxb-${w.replace(/_/g, '-')}`); // Slack tokens hold no `_`
  });

  it('a token with digit groups before a mixed-case tail is no placeholder (a Slack bot token)', () => {
    const slack = 'xoxb-' + '123456789012-1234567890123-' + 'AbCdEfGhIjKlMnOpQrStUvWx';
    expect(redact(`notify ${slack}`).redactions).toEqual([{ kind: 'slack-token', line: 1 }]);
    expect(redact(`token: ${'xoxb-' + '2'.repeat(12) + '-' + 'ZyXwVuTsRqPo'}`).redactions.length).toBe(1);
  });

  it('a real key is still redacted: digits, or small and capital letters mixed at random', () => {
    gone('export OPENAI_API_KEY=sk-proj-' + 'aB3dE5fG7hJ9kM2nP4qR6sT8uV0wXyZ1', 'sk-proj-' + 'aB3dE5fG7hJ9kM2nP4qR6sT8uV0wXyZ1', 'openai-key');
    gone('key sk-proj-' + 'QWERT_ASDFG_ZXCVB_9KLMN', 'sk-proj-' + 'QWERT_ASDFG_ZXCVB_9KLMN', 'openai-key');
    gone('key sk-proj-' + 'ABCDEFGHIJKLMNOPQRSTUVWX', 'sk-proj-' + 'ABCDEFGHIJKLMNOPQRSTUVWX', 'openai-key');
    gone('gh ghp_' + 'Xk9'.repeat(12), 'ghp_' + 'Xk9'.repeat(12), 'github-token');
  });

  it('an env file value in capital words is a placeholder too; a word in small letters stays a password there', () => {
    kept('DB_PASSWORD=COLOQUE_SUA_SENHA_AQUI');
    gone('DB_PASSWORD=' + 'super_secret', 'super_secret');
  });
});

describe('secrets under labels in other languages (R12)', () => {
  const PW = 'Zielony_Most_' + '2031!';
  const HEX = '3f9a1c77d2e84b05' + 'a6c1e9f0b7d35a2c' + '8e4f6a1b9d0c2e7f' + '5a3b8c1d4e6f9a2b';
  const TOK = 'ghx9Kq2L' + 'mP0vR7tY';
  it.each([
    ['pt key, 64 hex', `Chave: ${HEX}`, HEX],
    ['pl password in a code span after a qualifier', `- FTP password in plain text: hasło FTP \`${PW}\` [verified: read]`, PW],
    ['de Passwort', `Passwort: Sommer${'2024'}x`, 'Sommer2024x'],
    ['de Kennwort', `Kennwort = Geheim#${'77'}`, 'Geheim#77'],
    ['fr mot de passe', `mot de passe : Ete${'2024'}!x`, 'Ete2024!x'],
    ['es contraseña', `contraseña: Verano#${'2024'}`, 'Verano#2024'],
    ['pt senha, quoted', `senha: "Inverno${'2024'}"`, 'Inverno2024'],
    ['ru пароль', `пароль: Зима${'2024'}x`, 'Зима2024x'],
    ['ru токен', `токен: ${TOK}`, TOK],
    ['zh 密码, full-width colon', `数据库密码：Dl9x${'2kQp'}!z`, 'Dl9x2kQp!z'],
    ['zh 密钥', `密钥: ${TOK}`, TOK],
    ['ja パスワード', `パスワード: Haru${'2024'}x`, 'Haru2024x'],
    ['ko 비밀번호', `비밀번호: Bom${'2024'}!q`, 'Bom2024!q'],
    ['it chiave API', `chiave API: ${HEX.slice(0, 32)}`, HEX.slice(0, 32)],
    ['pl klucz, long', `klucz: ${HEX.slice(0, 40)}`, HEX.slice(0, 40)],
    ['en password in a code span', `password: \`${PW}\``, PW],
  ])('%s', (_name, line, secret) => gone(line, secret));

  it.each([
    'hasło musi być zmienione po każdym wdrożeniu',
    'la contraseña debe rotarse cada 90 días',
    'пароль: см. vault',
    'Passwort: siehe Tresor',
    'mot de passe : voir le coffre',
    'senha: trocar amanhã',
    '密码：见保险库',
    'パスワード：金庫を参照',
    '비밀번호: 금고 참조',
    'clave: id_usuario', // a name
    'klucz: abc12345', // short: no generated key
    'chave: primária', // prose
    'article: Foo12345678', // "cle" is no label, nor part of a word
    'token: `GITHUB_TOKEN`', // a code span naming a variable
    'password hashed with `argon2id`', // words between, but not a value of the password
    'password field `user_password2`', // a word between that names no service
    'chave: 123e4567-e89b-42d3-a456-426614174000', // a UUID is an identifier
    'hasło FTP `--password-file`', // a flag in the code span
    'Schlüsselwörter: abc123def456ghi789', // the label ends no longer word
    '- **Nachteil**: Passwort klartext-sha256 liegt im Speicher.', // a noun in a sentence, no separator
    'el contraseña temporal-v2 caduca mañana', // the same in Spanish
    'пароль sha-256 хранится в базе', // and in Russian
  ])('prose or code, not a secret: %s', (line) => kept(line));

  it('labels inside words of a longer word are not labels', () => {
    expect(findSecrets('Überschlüssel: 9f8e7d6c5b4a39281706f5e4d3c2b1a0')).toEqual([]);
  });
});

// A bare "key" label, English or not, is one rule (generatedKey): the value counts only when it looks
// generated. Before, `Chave: <value>` took any 16 characters with a digit while English `key:` was no label at all.
describe('a bare "key" label: one rule in every language', () => {
  const MIXED = 'aB3dE5fG' + '7hJ9kM2n'; // 16, small and capital letters and digits
  const B64 = 'wJ7/xK2+' + 'pQ9=rT4s' + 'Lm8Z';
  const HEX32 = '3f9a1c77d2e84b05' + 'a6c1e9f0b7d35a2c';
  const HEX64 = HEX32 + '8e4f6a1b9d0c2e7f' + '5a3b8c1d4e6f9a2b';
  const labels = ['key', 'Key', 'KEY', 'Chave', 'clave', 'clé', 'chiave', 'klucz', 'ключ', 'Schlüssel'];

  it.each(labels)('%s: a generated value is redacted', (label) => {
    for (const v of [MIXED, B64, HEX32, HEX64, HEX64.toUpperCase()]) gone(`${label}: ${v}`, v);
    gone(`${label} = "${MIXED}"`, MIXED);
  });

  it.each(labels)('%s: words, names, identifiers and short values are kept', (label) => {
    for (const v of [
      'the cache key', // prose
      'ubuntu-latest-node-20-deps', // words and numbers joined
      'MY_CACHE_KEY_V2',
      'MyCacheKeyVersion2', // capitalised words run together
      'ProductionDatabase2024',
      'PositionalIndexer2D', // a type's name (`key: PositionalIndexer2D` in a signature)
      'PKCS12PrivateKeyTypes',
      'America/Los_Angeles', // a time zone's key
      'user_1234567890123', // a name and a number
      '123e4567-e89b-42d3-a456-426614174000', // a UUID
      '3B4FE6ACC0B21F32', // 16 hex: a GPG key id, short for a key in one case
      'abc123def456ghi789', // one case, under 32
      'app.settings.title', // a dotted path
      'user:1000', // a Redis key
      'abc12345', // short
    ]) kept(`${label}: ${v}`);
  });

  it('English only as the whole label, not the end of a longer word or key, nor after a word naming a non-credential key', () => {
    gone(`API key: ${MIXED}`, MIXED);
    gone(`--key ${MIXED}`, MIXED);
    gone(`"key": "${MIXED}"`, MIXED);
    for (const line of [
      `monkey: ${MIXED}`,
      `cache_key: ${MIXED}`, // a longer key (its own rules: none)
      `sortKey: ${MIXED}`,
      `Cache key: ${MIXED}`,
      `primary key: ${MIXED}`,
      `public key: ${B64}`,
      `gpg --recv-key ${HEX32.toUpperCase()}`,
      `Idempotency key: ${MIXED}`,
      'key: `config.get("key")`',
      '**Key:** the locale is ignored',
      'Key finding: the cache ignores locale',
    ]) kept(line);
  });
});
