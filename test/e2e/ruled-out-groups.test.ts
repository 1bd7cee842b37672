// Groups of claims the reviewer refuted or dismissed (issue 10 item 4), named in the twelve languages ("###
// Doğrulanmış yanlış pozitifler", "### Falsi positivi", "### Не проблемы", "### 오탐", "### Bukan masalah",
// "### Dismissed"): beside a severity group under the findings, their items are no findings and stay in the written
// return under their heading. Near-miss: findings whose titles open with such a word ("### Dismissed notifications
// reappear") stay findings. `return --json` and `pull --json`. Synthetic documents.

import { describe, expect, it } from 'vitest';
import { crlf, docWorld, returnTitles } from '../helpers/doc-world.js';

const w = docWorld();
const titles = (text: string, kept: string[] = []) => returnTitles(w, text, 'ruled-out probe', kept);

const doc = (heading: string) => ['# Review', '', '## Findings', '', '### High', '1. `api/login.ts` returns 500 on an empty password.', '2. `api/users.ts` leaks emails in the list endpoint.', '', `### ${heading}`, '', '- `crypto.ts` uses MD5 — only for cache keys.', '- `eval` in `build.js` — runs on trusted input only.', ''].join('\n');
const REAL = ['`api/login.ts` returns 500 on an empty password.', '`api/users.ts` leaks emails in the list endpoint.'];

describe('a group named for refuted or dismissed claims holds no findings, its items kept', () => {
  it.each([
    ['tr', 'Doğrulanmış Yanlış Pozitifler'],
    ['it', 'Falsi positivi'],
    ['ru', 'Не проблемы'],
    ['ko', '오탐'],
    ['id', 'Bukan masalah'],
    ['en', 'Dismissed (2)'],
  ])('%s: "### %s"', (_lang, heading) => {
    expect(titles(doc(heading), [heading.replace(/ \(2\)$/, ''), 'uses MD5 — only for cache keys'])).toEqual(REAL);
  });

  it('two names joined by a slash, the first for refuted claims: "### Doğrulanmış yanlış pozitifler / Kapatılmış riskler"', () => {
    expect(titles(doc('Doğrulanmış yanlış pozitifler / Kapatılmış riskler'), ['uses MD5 — only for cache keys'])).toEqual(REAL);
  });

  it('CRLF, the group before the findings\' severity group', () => {
    const md = ['# Revisione', '', '## Risultati', '', '### ✅ Falsi positivi verificati', '', '- `crypto.ts` usa MD5 solo per le chiavi di cache.', '', '### 🔴 Alta', '', '- `api/login.ts` restituisce 500 con password vuota.', ''].join('\n');
    expect(titles(crlf(md), ['usa MD5 solo per le chiavi di cache'])).toEqual(['`api/login.ts` restituisce 500 con password vuota.']);
  });
});

describe('near-miss: a finding titled with such a word', () => {
  it('"### Dismissed notifications reappear after reload" and "### Rejected payments are retried forever" stay findings', () => {
    const md = ['# Review', '', '## Findings', '', '### Dismissed notifications reappear after reload', '`notify.ts` never stores the dismissal in `localStorage`.', '', '### Rejected payments are retried forever', '`billing/retry.go` has no cap on attempts.', ''].join('\n');
    expect(titles(md)).toEqual(['Dismissed notifications reappear after reload', 'Rejected payments are retried forever']);
  });
});
