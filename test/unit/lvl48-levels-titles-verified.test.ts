// QA 47 R4, R7, R14 in the pure readers.
// - R4: a group heading of two joined levels ("## Critical & High Priority Issues (13 findings)") names the higher of
//   the two, in the languages; a finding that states its own level keeps it. An alert's type is a level
//   ("> [!warning] x" medium, "[!caution]" high), below the finding's own words.
// - R7: the alert's tag is no part of the title; a name over a list of its points ("1. **auth.js**" / "   - …") keeps
//   the name as the title, as a name that is no file does.
// - R14: a verified word before a that-clause ("Confirmado que esta chave NÃO está vazada") is prose about the code,
//   no check of the finding; the same word as a label ("Confirmado: …") still is one.
// Near-misses: "High and low-level design", one level alone, "[!note]" (no level), a file name with prose under it.

import { describe, expect, it } from 'vitest';
import { findingData, headingSeverity, titleOf, verificationOf } from '../../src/brief/findings.js';
import { higherLevel, pairedLevel } from '../../src/brief/level-pairs.js';

describe('a group heading of two joined levels names the higher (R4)', () => {
  it.each([
    ['Critical & High Priority Issues (13 findings)', 'critical'],
    ['Critical & High Priority Issues', 'critical'],
    ['🔴 Critical and High severity findings', 'critical'],
    ['High & Medium Issues', 'high'],
    ['Low + Medium', 'medium'],
    ['Kritisch und hoch', 'critical'],
    ['Hohe und mittlere Priorität', 'high'],
    ['Crítico y alto', 'critical'],
    ['Критические и высокие', 'critical'],
    ['Высокий и средний приоритет', 'high'],
    ['Élevée et moyenne', 'high'],
    ['严重和高优先级问题', 'critical'],
  ])('%j -> %s', (h, level) => {
    expect(headingSeverity(h)).toBe(level);
  });
  it.each([['High and low-level design'], ['Critical path and caching'], ['Medium-term roadmap & hiring']])('near-miss %j: no level', (h) => {
    expect(headingSeverity(h)).toBeUndefined();
  });
  it('one level alone reads as before', () => {
    expect(headingSeverity('Medium Priority Issues (7 findings)')).toBe('medium');
    expect(headingSeverity('Kritisch')).toBe('critical');
  });
  it('the pure rule: both parts must name a level; the higher wins, either order', () => {
    const level = (h: string) => ({ critical: 'critical', high: 'high', 'high priority': 'high', low: 'low' })[h.toLowerCase()];
    expect(pairedLevel('High & Critical', ['&', 'and'], level)).toBe('critical');
    expect(pairedLevel('Low and high priority', ['&', 'and'], level)).toBe('high');
    expect(pairedLevel('High and mighty', ['&', 'and'], level)).toBeUndefined();
    expect(pairedLevel('Highand low', ['&', 'and'], level)).toBeUndefined();
    expect(higherLevel('medium', 'blocker')).toBe('blocker');
  });
  it("a finding's own level wins over its two-level group's", () => {
    expect(findingData('Race in the cache (Severity: high)', ['Critical & High Priority Issues (13 findings)']).severity).toBe('high');
    expect(findingData('Race in the cache', ['Critical & High Priority Issues (13 findings)']).severity).toBe('critical');
  });
});

describe("an alert's type is a level, its tag no title (R4, R7)", () => {
  it.each([
    ['[!warning] Root token still persists\nAll three scripts write it.', 'medium', 'Root token still persists'],
    ['[!WARNING]\n**Root token still persists**', 'medium', 'Root token still persists'],
    ['[!caution] Unseal key beside the data', 'high', 'Unseal key beside the data'],
    ['[!important] AppRole TTL unlimited', 'medium', 'AppRole TTL unlimited'],
    ['[!danger]- Vault listens without TLS', 'high', 'Vault listens without TLS'],
  ])('%j -> %s, %j', (text, level, title) => {
    const d = findingData(text);
    expect(d.severity).toBe(level);
    expect(d.title).toBe(title);
  });
  it("the finding's own level wins over its alert's", () => {
    const d = findingData('[!warning] Critical: audit device disabled on stack B');
    expect(d.severity).toBe('critical');
    expect(d.title).toBe('audit device disabled on stack B');
  });
  it('near-miss: a [!note] or [!tip] states no level, and loses its tag all the same', () => {
    const d = findingData('[!tip] Storage patterns are identical');
    expect(d.severity).toBeUndefined();
    expect(d.title).toBe('Storage patterns are identical');
  });
});

describe('a name over a list of its points is the title (R7)', () => {
  it.each([
    ['auth.js\n   - `API_CONFIG.baseURL` — dead code.\n   - Role read from localStorage.', 'auth.js'],
    ['**dashboard.js**\n   - Data only in **localStorage**.\n   - A monolith of 1600 lines.', 'dashboard.js'],
    ['firebase-config.js\n   * Only `firebase.auth()` is set up.', 'firebase-config.js'],
    ['src/a.ts:31\n   1. The retry loop never ends.', 'src/a.ts:31'],
    ['login.html / register.html\n   - No password recovery.', 'login.html / register.html'],
  ])('%j -> %j', (text, title) => {
    expect(titleOf(text)).toBe(title);
  });
  it('near-miss: a location line over a line of prose keeps that line as the title (a review comment)', () => {
    expect(titleOf('**src/a.ts:31**\nThe retry loop never ends.')).toBe('The retry loop never ends.');
  });
});

describe('a that-clause after a verified word is no verification (R14)', () => {
  it.each([
    ['Leak\n- **Descrição**: O backend utiliza X. Confirmado que esta chave NÃO está vazada no bundle.'],
    ['Leak\n- Description : X. Confirmé que la clé n’est pas dans le bundle.'],
    ['Leak\n- Descripción: X. Verificado que la clave no está en el bundle.'],
    ['Leak\n- Beschreibung: X. Bestätigt, dass der Schlüssel fehlt.'],
    ['Leak\n- Описание: X. Подтверждено, что ключ не попал в бандл.'],
    ['Leak\n- Descrizione: X. Verificato che la chiave non è nel bundle.'],
  ])('%j: not verified', (text) => {
    expect(verificationOf(text)).toBeUndefined();
  });
  it.each([
    ['Leak\n- X. Confirmado: la clave está en el bundle.', 'la clave está en el bundle'],
    ['Leak\n- X. Verificado con un test local.', 'con un test local'],
  ])('near-miss %j: a label or a check stated is verified', (text, how) => {
    expect(verificationOf(text)).toMatchObject({ verified: true, how });
  });
});
