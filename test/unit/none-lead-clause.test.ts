// A statement that nothing was found, with a count of zero or a clause before it that says when or how the writer
// looked (QA 48 doc 16: "After analyzing the dependency and static analysis reports, **0 issues** were found." was
// refused with exit 2 naming --finding). A clause of exception names a problem and is no such statement.

import { describe, expect, it } from 'vitest';
import { nothingFoundSentence, statesNothingFound } from '../../src/brief/no-findings.js';

describe('a count of zero states that nothing was found', () => {
  it.each(['0 issues were found.', '**0 issues** found', 'Zero vulnerabilities were detected.', '0 Fehler gefunden.', 'Es wurden 0 Probleme gefunden.', '0 problèmes détectés.', '0 errores encontrados.'])('%s', (t) => {
    expect(statesNothingFound(t)).toBe(true);
  });
  it.each(['10 issues were found.', '0 tests were run.', '0 issues were found, but the cache leaks.'])('not: %s', (t) => {
    expect(statesNothingFound(t)).toBe(false);
  });
});

describe('a clause before it says when or how the writer looked', () => {
  it.each([
    'After analyzing the dependency and static analysis reports, **0 issues** were found.',
    'After the second pass, no issues were found.',
    'In the parser, no bugs were found.',
    'Nach der zweiten Prüfung, keine Fehler gefunden.',
    'Après relecture complète, aucun problème détecté.',
    'Tras revisar los registros, no se detectaron errores.',
  ])('%s', (t) => {
    expect(statesNothingFound(t)).toBe(true);
  });
  it.each([
    'Apart from the token leak, no other issues were found.',
    'Besides the cache leak, no issues were found.',
    'Except for the pager, no bugs were found.',
    'Abgesehen vom Speicherleck, keine weiteren Fehler gefunden.',
    'Aparte del error de caché, no se detectaron errores.',
    'Although the parser is fragile, no bugs were found.',
  ])('not a clause of exception: %s', (t) => {
    expect(statesNothingFound(t)).toBe(false);
  });
  it('finds the sentence in a summary line', () => {
    expect(nothingFoundSentence('The initial audit is complete. After analyzing the reports, **0 issues** were found. The codebase is clean.')).toContain('0 issues');
  });
});
