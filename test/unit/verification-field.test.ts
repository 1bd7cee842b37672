// A verification written as a field, its value read as a person reads it, and the hedges of prose
// (src/brief/verification-field.ts); findings.ts verificationOf reads the field before any word of the prose.

import { describe, expect, it } from 'vitest';
import { documentField, fieldValue, hedged, readFieldValue, verificationField } from '../../src/brief/verification-field.js';
import { verificationOf } from '../../src/brief/findings.js';

describe('a verification field', () => {
  it('its label in several forms and languages, its value after a colon or a dash', () => {
    expect(['Verified: yes', '- **Confirmed:** heap snapshot', '**Reproduced** — no', 'Vérifié : non', 'Подтверждено: да', '已验证：是', 'Verified? Yes'].map(fieldValue)).toEqual(['yes', 'heap snapshot', 'no', 'non', 'да', '是', 'Yes']);
    // Not a label that only holds the word, nor a sentence.
    expect(['Confirmed orders are never emailed', 'Verified by: CI', 'The tests: all green', 'Reproduction: open two tabs'].map(fieldValue)).toEqual([null, null, null, null]);
  });

  it('a yes or a tick is verified, a no, a cross, a denial, a hedge or a check still ahead is not; a how is verified', () => {
    const read = (v: string) => readFieldValue(v)?.verified ?? null;
    expect(['yes', '✅', '✔ ran it', 'ja, mit Heap-Dump', 'heap snapshot after 1 h'].map(read)).toEqual([true, true, true, true, true]);
    expect(['no', '❌', '✗', 'nein', 'нет', 'not reproduced', 'no — hypothesis from the code', 'likely', 'pending', 'hypothesis'].map(read)).toEqual([false, false, false, false, false, false, false, false, false, false]);
    expect(['n/a', '—', ''].map(read)).toEqual([null, null, null]);
    expect(readFieldValue('yes, with the failing test')).toEqual({ verified: true, how: 'with the failing test' });
  });

  it("the field decides before the prose's words: \"Reproduced: no\" is not the verified word \"reproduced\"", () => {
    expect(verificationOf('Duplicate events\n\nReproduced: no')?.verified).toBe(false);
    expect(verificationField('Heap grows\n\n**Confirmed:** heap snapshot after 1 h')).toEqual({ verified: true, how: 'heap snapshot after 1 h' });
  });
});

describe('hedges and document-wide fields', () => {
  it('a hedge in prose is unverified unless its sentence confirms it', () => {
    expect([hedged('This is a hypothesis.'), hedged('Suspected from the code.'), hedged('My hypothesis was confirmed by the heap dump.'), hedged('The exporter was not run by cron.')]).toEqual([true, true, false, false]);
  });
  it('a field around the findings, or a label that denies', () => {
    expect([documentField('Verification: each finding has a failing test'), documentField('Not verified: no access to staging'), documentField('Reviewer: bot')]).toEqual([{ verified: true, how: 'each finding has a failing test' }, { verified: false }, undefined]);
  });
});
