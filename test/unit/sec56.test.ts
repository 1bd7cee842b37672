// A secret's label joined to its value by more than a colon (QA 56: "Clé API (DOLAPIKEY) : `<40 hex>`" was copied
// into a brief in clear): a note in brackets between the label and the colon, a dash or an arrow, "is", or a table
// row whose first cell is the label. Each joined form must be redacted; the near misses beside them, where the note
// or the value says it is no credential, must not. Values are built by concatenation, so this file holds none.
import { describe, expect, it } from 'vitest';
import { redact } from '../../src/brief/redact.js';

const HEX40 = ['3b1f0c9e8d7a', '6b5c4d3e2f1a', '0b9c8d7e6f5a', '4b3c'].join('');
const B62 = ['q7VX2lp9RT4w', 'm8Kc3nB6hy1J', 'D5gs0FaZ'].join('');
const PW = ['Adm', 'in123!'].join('');

const JOINED: [string, string, string][] = [
  ['a note, then a French spaced colon', `- Clé API (DOLAPIKEY) : \`${HEX40}\` — utilisateur admin.`, HEX40],
  ['a note, then a colon', `- API key (DOLAPIKEY): \`${HEX40}\` — admin.`, HEX40],
  ['a note on a bare value', `- Access token (prod): ${B62}`, B62],
  ['a note on a token in code', `- Token (GitHub PAT): \`${B62}\``, B62],
  ['a note on a password', `- Password (admin account): \`${PW}\``, PW],
  ['a German label and note', `- Passwort (Admin) : \`${PW}\``, PW],
  ['a Spanish label and note', `- contraseña (usuario root): \`${PW}\``, PW],
  ['a Korean label and note', `- API 키 (운영): \`${HEX40}\``, HEX40],
  ['full-width brackets and colon', `- APIキー（本番）：\`${HEX40}\``, HEX40],
  ['a table row', `| API key | \`${HEX40}\` |`, HEX40],
  ['a table row, bare value', `| Token | ${B62} |`, B62],
  ['a table row, a label of two words', `| Admin password | ${PW} |`, PW],
  ['an em dash', `- **API key** — \`${HEX40}\``, HEX40],
  ['an arrow', `- API key → \`${HEX40}\``, HEX40],
  ['"is"', `- The API key is \`${HEX40}\`.`, HEX40],
];

const KEPT = [
  '- Password (env var): `DB_PASSWORD`',
  '- the refresh token (see below): short-lived after logout',
  `- cache key (v2): \`${B62}\``,
  `- key (primary): \`id_${HEX40.slice(0, 32)}\``,
  `- Public key (ed25519): \`AAAAC3NzaC1lZDI1NTE5AAAAI${B62}\``,
  '- token (optional): `string`',
  '- API key (from 1Password): `op://vault/item/field`',
  '- Token (JWT format): `header.payload.signature`',
  '- Partition key (pk): `USER#1234`',
  `- Commit (HEAD): \`${HEX40}\``,
  `- The commit is \`${HEX40}\`.`,
  '| `token` | `string` | Bearer token for the API |',
  '| key | value |',
  '| API key | required | set it in `.env` |',
  '| Token | Expires | Scope |',
  '| Password | `********` |',
  '| token | `GITHUB_TOKEN` |',
  '| Secret | `process.env.STRIPE_SECRET` |',
  '| api_key | str | Your API key |',
  '- key → `value`',
  '- The key is `Ctrl+Shift+P`.',
  '- The token is `<jwt>`.',
  '- The key is `userId` and the token is `sessionToken`.',
  '| Name | Token |\n|---|---|\n| Alice | 42 |',
  `| Token | Owner |\n|---|---|\n| ${B62} expired last week | ops |`,
];

describe('a secret joined to its label by a note, a dash, an arrow, "is" or a table cell', () => {
  it.each(JOINED)('%s: redacted', (_name, text, secret) => {
    const r = redact(text);
    expect(r.text).not.toContain(secret);
    expect(r.text).toContain('[REDACTED:password-assignment]');
    expect(r.redactions).toHaveLength(1);
  });
  it.each(KEPT.map((t) => [t]))('kept: %s', (text) => {
    expect(redact(text).text).toBe(text);
  });
});
