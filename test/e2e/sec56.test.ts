// QA 56: a handoff's configuration section gave an admin API key as "Clé API (DOLAPIKEY) : `<key>`", and `new --body`
// wrote it into the brief in clear. Through the built CLI: what is stored, printed and linted.
import { describe, expect, it } from 'vitest';
import { briefSecrets, docWorld } from '../helpers/doc-world.js';

const w = docWorld();
const KEY = ['680a85c917', '734f5564a0', '839861ecce', '2169715d35'].join('');
const TOKEN = ['q7VX2lp9RT4w', 'm8Kc3nB6hy1J', 'D5gs0FaZ'].join('');

const brief = [
  '# Reprise du projet',
  '',
  '## Why',
  "Le nettoyage des photos au reset n'est pas fiable.",
  '',
  '## What to deliver',
  'Vérifier la suppression des fichiers photo au reset.',
  '',
  '## First step',
  'Relancer le reset avec deux photos.',
  '',
  '## Configuration',
  `- Clé API (DOLAPIKEY) : \`${KEY}\` — utilisateur admin.`,
  '- Base URL (dev): `http://localhost:8080/api/index.php`',
  '',
  '| Service | Token |',
  '|---|---|',
  `| Deploy token | ${TOKEN} |`,
  '',
].join('\n');

describe('a key given with a note before its colon, or in a table row, through new --body and lint', () => {
  it('is stored and printed nowhere; the rest of the line and the URL are kept', () => {
    const { printed, stored, secrets } = briefSecrets(w, brief);
    for (const secret of [KEY, TOKEN]) {
      expect(printed).not.toContain(secret);
      expect(stored).not.toContain(secret);
    }
    expect(stored).toContain('- Clé API (DOLAPIKEY) : `[REDACTED:password-assignment]` — utilisateur admin.');
    expect(stored).toContain('| Deploy token | [REDACTED:password-assignment] |');
    expect(stored).toContain('- Base URL (dev): `http://localhost:8080/api/index.php`');
    expect(secrets.map((s) => s.text)).toEqual(['[password-assignment]', '[password-assignment]']);
  });
});
