// findSecrets asks which detectors' hints a text holds in one pass (redact.ts hintsIn) instead of one
// `includes` per hint. The pass must open exactly the detectors `includes` would: on generated texts built
// from the hints themselves (glued, split, cased, at the ends, beside non-Latin text), on the corpus whole and
// line by line, and on every markdown file of this repo.

import { describe, expect, it } from 'vitest';
import { hintGates } from '../../src/brief/redact.js';
import { corpusDocs } from '../helpers/corpus.js';
import { needs } from '../helpers/prereq.js';
import { mulberry32 } from '../helpers/gen.js';
import { repoMarkdownFiles } from '../helpers/repo-markdown.js';
import { readFileSync } from 'node:fs';

// Every hint of the detectors (kept in step with redact.ts by the first test: each one must open a gate).
const HINTS = [
  'AKIA', 'ASIA', 'secret', 'aws', 'akia', 'asia', 'ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_', 'glpat-', 'npm_',
  'sk-ant-', 'sk-', 'xox', 'xapp-', 'hooks.slack.com/', '_live_', '_test_', 'AIza', 'SG.', 'hf_', 'api_org_', 'SK',
  'pypi-AgEIcHlwaS5vcmc', 'dckr_', '_v1_', 'hrku-', 'heroku', 'shp', 'accountkey=', 'sharedaccesskey=', 'sig=', 'eyJ',
  'bearer', 'basic', '://', 'curl', 'mysql', 'mariadb', 'sshpass', 'redis-cli', 'pass:', '</', 'value=', '"auth"', 'pass',
  'pwd', 'token', 'api', 'access', 'account', 'private', 'key', 'passwort', 'kennwort', 'mot de passe', 'contrase', 'senha',
  'hasło', 'haslo', 'пароль', '密码', '密碼', '口令', 'パスワード', '비밀번호', '암호', 'clé', 'clave', 'chave', 'chiave', 'klucz',
  'ключ', 'schlüssel', 'geheimnis', 'secreto', 'segredo', 'segreto', 'sekret', 'секрет', 'токен', '密钥', '密鑰', '秘钥',
  '令牌', '秘密鍵', 'シークレット', 'トークン', 'アクセスキー', '토큰', '비밀키', '시크릿',
];
const FILLER = ['a', ' ', '\n', 'x', 'K', 'İ', 'ß', 'Σ', 'é', '—', '😀', '\u0130', 'S', 'k', '_', '-', ':', '/', 'p', 'P'];

function same(text: string): void {
  const { scan, includes } = hintGates(text);
  if (scan.join() !== includes.join()) expect({ text: text.slice(0, 200), scan }).toEqual({ text: text.slice(0, 200), scan: includes });
}

describe('the one-pass hint scan', () => {
  it('opens a gate for each hint alone, in upper case where that opens one, and for none in filler', () => {
    for (const h of HINTS) {
      same(h);
      same(h.toUpperCase());
      expect(hintGates(`x ${h} y`).scan.some((open, i) => open && hintGates('').scan[i] === false)).toBe(true);
    }
    same('');
    same('a');
    same(FILLER.join(''));
  });

  it('agrees with includes on generated texts of hints cut, cased and glued to each other', () => {
    const rand = mulberry32(20261201);
    const pick = <T>(a: readonly T[]) => a[Math.floor(rand() * a.length)]!;
    for (let n = 0; n < 4000; n++) {
      const parts: string[] = [];
      const k = 1 + Math.floor(rand() * 8);
      for (let i = 0; i < k; i++) {
        let h = pick(HINTS);
        const r = rand();
        if (r < 0.2) h = h.slice(0, Math.max(1, h.length - 1)); // one short
        else if (r < 0.35) h = h.slice(1); // its head cut
        else if (r < 0.5) h = h.toUpperCase();
        else if (r < 0.6) h = h[0]!.toUpperCase() + h.slice(1);
        parts.push(h);
        if (rand() < 0.6) parts.push(pick(FILLER));
      }
      same(parts.join(''));
    }
  });

  it('agrees with includes on every markdown file here, whole and line by line', () => {
    for (const f of repoMarkdownFiles()) {
      const text = readFileSync(f, 'utf8');
      same(text);
      for (const line of text.split('\n')) same(line);
    }
  });
});

const corpus = needs('corpus');
corpus.describe('the one-pass hint scan on the corpus', () => {
  it('agrees with includes on each document, whole and line by line', () => {
    for (const d of corpusDocs()) {
      same(d.text);
      for (const line of d.text.split('\n')) same(line);
    }
  });
});
