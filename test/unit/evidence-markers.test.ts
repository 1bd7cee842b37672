import { describe, expect, it } from 'vitest';
import { leadMarker, markerVerification, withoutMarkers } from '../../src/brief/evidence-markers.js';

describe('markerVerification', () => {
  it.each([
    ['The key ignores the locale. [SOURCE: lib/cache.ts:40-44]', { verified: true, how: 'lib/cache.ts:40-44' }],
    ['Spins on a 500. [REPRODUCED]', { verified: true, how: 'reproduced' }],
    ['Use a composite key. [INFERENCE: from finding 1]', { verified: false }],
    ['Reads a.ts. [SOURCE: a.ts:3] [INFERENCE: so b leaks too]', { verified: false }],
    ['Der Zähler läuft über. [Quelle: src/z.c:12]', { verified: true, how: 'src/z.c:12' }],
    ['连接池泄漏。（推测：基于日志）', { verified: false }],
    ['Verified observation: the path is not sealed.', { verified: true }],
    ['1. **[P0] Hypothesis:** the pool leaks.', { verified: false }],
    ['Belegt: der Timeout ist 5 s.', { verified: true }],
    ['Hipótesis: el índice falta.', { verified: false }],
    ['The miner reads docs. Inference: the key stays reachable.', { verified: false }],
  ])('%j', (text, want) => expect(markerVerification(text)).toEqual(want));
  it.each([['Seen in the (source code) of the lexer.'], ['Type inference is broken for generics.'], ['[P1] The cache is cold.']])('near miss %j', (text) => {
    expect(markerVerification(text)).toBeUndefined();
  });
});

describe('withoutMarkers / leadMarker', () => {
  it.each([
    ['Verified observation: the path is not sealed.', 'the path is not sealed.'],
    ['1. **[P0] Hypothesis:** the pool leaks.', '1. **[P0]** the pool leaks.'],
    ['**Inference: use setStatus.**', '**use setStatus.**'],
    ['推测：连接池泄漏 [UNCONFIRMED]', '连接池泄漏'],
    ['Cache is cold [SOURCE: a.ts:3]', 'Cache is cold [SOURCE: a.ts:3]'],
  ])('%j', (title, want) => expect(withoutMarkers(title)).toBe(want));
  it('no label: undefined', () => expect(leadMarker('Verifiedness of the cache')).toBeUndefined());
});
