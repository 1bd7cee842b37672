// The pure readers behind a finding's number, severity and title (QA 46 R9, R4, R7): list-numbers.ts groupedNumbers
// and ledNumbers, clause-levels.ts, findings.ts titleOf and findingData.

import { describe, expect, it } from 'vitest';
import { clauseLevel, idLight, levelNounLabel } from '../../src/brief/clause-levels.js';
import { findingData, titleOf } from '../../src/brief/findings.js';
import { groupedNumbers, ledNumbers, type ReadItems } from '../../src/brief/list-numbers.js';

const n = (x: number) => ({ n: x, delim: '.' as const });
const read = (...xs: (number | null)[]): ReadItems => xs.map((x, i) => ({ text: `item ${i}`, number: x === null ? null : n(x) }));
const texts = (r: ReadItems) => r.map((x) => x.text);
const word = (w: string) => ({ critical: 'critical', critico: 'critical', 'критическая': 'critical', kritisches: 'critical', '严重': 'critical', majeur: 'major', '🔴': 'critical', '🟡': 'medium' })[w.toLowerCase()];

describe('groupedNumbers: numbers per run of one group', () => {
  it('a numbered group keeps 1. 2. beside a bulleted group', () => {
    const r = read(1, 2, null);
    expect(groupedNumbers(texts(r), [['A'], ['A'], ['B']], r)).toEqual([n(1), n(2), null]);
  });
  it('two groups each counting from 1 keep both runs', () => {
    const r = read(1, 2, 1, 2, 3);
    expect(groupedNumbers(texts(r), [['A'], ['A'], ['B'], ['B'], ['B']], r)).toEqual([n(1), n(2), n(1), n(2), n(3)]);
  });
  it('a run with a gap is written with bullets; no number at all gives null', () => {
    const r = read(1, 3, 1);
    expect(groupedNumbers(texts(r), [['A'], ['A'], ['B']], r)).toEqual([null, null, n(1)]);
    const b = read(null, null);
    expect(groupedNumbers(texts(b), [['A'], ['B']], b)).toBeNull();
  });
  it('an answer no longer the items read gives null', () => {
    const r = read(1, 2);
    expect(groupedNumbers(['other', 'item 1'], [['A'], ['A']], r)).toBeNull();
  });
});

describe('ledNumbers: bullets between numbered items nest under them', () => {
  it('1. - - 2. - -', () => {
    const r = read(1, null, null, 2, null);
    expect(ledNumbers(texts(r), r)).toEqual([n(1), 'sub', 'sub', n(2), 'sub']);
  });
  it('not when the list opens with a bullet, numbers skip, or one number only', () => {
    for (const r of [read(null, 1, 2), read(1, null, 3), read(1, null, null)]) expect(ledNumbers(texts(r), r)).toBeNull();
  });
});

describe('clause-levels', () => {
  it.each([
    ['Verdict: réel — **bloquant**', 'blocker'],
    ['Veredicto: real, bloqueante', 'blocker'],
    ['Urteil: echt — blockierend', 'blocker'],
    ['Вердикт: подтверждено — блокирующий', 'blocker'],
    ['结论：属实 — 阻塞', 'blocker'],
    ['Verdict: real — non-blocking', 'minor'],
    ['Verdict: réel — non bloquant', 'minor'],
    ['This is blocking the deploy.', undefined],
    ['Le bug est bloquant pour la mise en production.', undefined],
  ])('%s -> %s', (text, level) => expect(clauseLevel(text)).toBe(level));

  it.each([
    ['**PROBLEMA CRITICO:** `x()` NO está conectado', 'critical', '`x()` NO está conectado'],
    ['**Critical issue**: the cache leaks', 'critical', 'the cache leaks'],
    ['KRITISCHES PROBLEM: der Cache läuft über', 'critical', 'der Cache läuft über'],
    ['- **КРИТИЧЕСКАЯ ПРОБЛЕМА:** кэш переполняется', 'critical', '- кэш переполняется'],
    ['**PROBLÈME MAJEUR :** le cache fuit', 'major', 'le cache fuit'],
    ['严重问题：缓存泄漏', 'critical', '缓存泄漏'],
  ])('%s: its level and the rest', (line, severity, rest) => expect(levelNounLabel(line, word)).toEqual({ severity, rest }));

  it.each([['**Problem:** the cache leaks'], ['**Critical:** the cache leaks'], ['Main problem: the cache leaks'], ['**CRITICAL ISSUE:**']])('%s: no level-and-problem label', (line) => {
    expect(levelNounLabel(line, word)).toBeNull();
  });

  it('a light beside the id', () => {
    expect(idLight('98 🔴. un palier tapé', word)).toEqual({ severity: 'critical', rest: '98. un palier tapé' });
    expect(idLight('F3 🟡: la carte', word)).toEqual({ severity: 'medium', rest: 'F3: la carte' });
    expect(idLight('98. 🔴 un palier', word)).toBeNull();
  });
});

describe('findingData: severity and title', () => {
  it.each([
    ['98 🔴. un palier tapé\nVerdict: réel — **bloquant**', 'un palier tapé', 'blocker'],
    ['98 🔴. un palier tapé\nVerdict: réel', 'un palier tapé', 'critical'],
    ['96. `onSource` relayé\nVerdict: réel — non bloquant', '`onSource` relayé', 'minor'],
    ['**PROBLEMA CRITICO:** `registrar_evento()` NO está conectado', '`registrar_evento()` NO está conectado', 'critical'],
  ])('%s', (text, title, severity) => {
    const d = findingData(text);
    expect([d.title, d.severity]).toEqual([title, severity]);
  });
});

describe('titleOf keeps code spans and dunder names (R7)', () => {
  it.each([
    ['**Duplicated `oauth2:[^@\\s]+@` pattern in `Sanitize()`** — copied.', 'Duplicated `oauth2:[^@\\s]+@` pattern in `Sanitize()`'],
    ['**Regex `[^\\d]+` and `[^note]` misread** — x.', 'Regex `[^\\d]+` and `[^note]` misread'],
    ['**Tag `[label: value]` syntax leaks** — x.', 'Tag `[label: value]` syntax leaks'],
    ['### 7.2 AlmacenMejorado.__init__() ignora el búfer', 'AlmacenMejorado.__init__() ignora el búfer'],
    ['**`__main__` guard missing** — x.', '`__main__` guard missing'],
  ])('%s', (text, title) => expect(titleOf(text)).toBe(title));

  it('a footnote mark outside code and a bold run still go', () => {
    expect(titleOf('**Cache leaks**[^2] — x.')).toBe('Cache leaks');
    expect(titleOf('The __cache__ is __never__ flushed')).toBe('The __cache__ is __never__ flushed');
  });
});
