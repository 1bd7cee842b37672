// The closed class of statements that nothing was found (src/brief/no-findings.ts, prompts/no-findings.txt): a whole
// item, line or sentence that says there are no problems is zero findings; one that states a problem is not.

import { describe, expect, it } from 'vitest';
import { nothingFoundSentence, rowStatesNothingFound, statesNothingFound } from '../../src/brief/no-findings.js';

describe('a statement that nothing was found', () => {
  it.each([
    'None.',
    'None. No issues found.',
    'No issues found. LGTM.',
    '_Nothing to report._',
    'N/A',
    '—',
    '(none)',
    'No blocking issues were identified.',
    'No new findings to report',
    'There are no critical problems.',
    '✅ No regressions detected',
    'Findings: none',
    'The scan found no issues.',
    'We did not find any security vulnerabilities.',
    'Keine Befunde.',
    'Es wurden keine kritischen Probleme gefunden.',
    'Aucun problème bloquant détecté.',
    "L’audit automatique via Yarn n’a remonté aucun problème bloquant.",
    'Sin hallazgos.',
    'No se encontraron problemas.',
    'Nenhum problema encontrado.',
    'Nessun problema rilevato.',
    'Проблем не обнаружено.',
    'Нет',
    'Зауважень немає.',
    '（暂无）',
    '暂无）',
    '未发现明显问题。',
    '特になし',
    '問題は見つかりませんでした。',
    '없음',
    '발견된 문제 없음',
    // (Nouns listed, the markers of a code search, where it looked: QA 34 class 2, doc 11.)
    'Não foram encontrados `TODO`, `FIXME`, `HACK` ou `XXX` reais em `app/conversation`.',
    'No TODO/FIXME found.',
    'No `TODO` or `FIXME` markers found in `src/`.',
    'Es wurden keine Fehler oder Mängel gefunden.',
    'No issues found in the parser.',
    'Aucun TODO trouvé dans le module.',
    '未发现问题和缺陷。',
    // Every check named passed, one sentence, alone or after a none-word (QA 46 R8).
    'None. Every fix was re-run and passes.',
    'None — all 7 fixes verified PASS.',
    'All 7 fixes verified **PASS**.',
    'Keine. Alle Tests laufen durch.',
    'Aucun. Tous les tests passent.',
    'Ninguno. Todas las pruebas pasan.',
    'Нет. Все тесты проходят.',
    '无。所有测试均通过。',
    'なし。すべてのテストがパスしました。',
    '없음. 모든 테스트 통과.',
  ])('%s', (text) => {
    expect(statesNothingFound(text)).toBe(true);
  });
});

describe('near-misses: each states a problem, a finding still', () => {
  it.each([
    'None of the retries back off.',
    'No tests cover the pager.',
    'No issues found in the parser, but the cache leaks on reload.',
    'Nothing validates the locale header.',
    'Keine Validierung der Eingabe.',
    '| 3 | No rate limit on /login | high |',
    'No error handling around the socket.',
    'Aucune validation du jeton.',
    '没有校验输入。',
    'No todo funciona en el parser.',
    'No todos fueron encontrados.',
    'No error handling in the parser.',
    'TODO: handle retries in the parser.',
    'No issues found in the parser, and the cache leaks on reload.',
    // (Not every check passed, or the sentence says more.)
    'All tests pass except the pager one.',
    'Not all tests pass.',
    'None. All requests fail.',
    'All tests pass but the cache leaks on reload.',
    'Alle Tests laufen durch, aber der Cache leckt.',
    'Tous les tests passent sauf un.',
    'Все тесты проходят, кроме одного.',
    '所有测试通过，但缓存泄漏。',
    'All retries of the upload to the mirror under load eventually and quietly pass.',
  ])('%s', (text) => {
    expect(statesNothingFound(text)).toBe(false);
  });
});

// A dash or a sign says none only as the whole text (the round trip of random returns gave a finding "— …").
describe('marks that are no word: a statement only alone', () => {
  it.each([['—', true], ['-', true], ['∅', true], ['— …', false], ['- ...', false], ['—!', false]])('%s', (text, none) => {
    expect(statesNothingFound(text)).toBe(none);
  });
});

describe('a sentence of an intro or a summary', () => {
  it('"Status: Approved. No issues found. LGTM." holds one', () => {
    expect(nothingFoundSentence('Status: Approved. No issues found. LGTM.')).toBe('No issues found.');
  });
  it('"**Result:** no problems found" holds one', () => {
    expect(nothingFoundSentence('**Result:** no problems found')).toBe('**Result:** no problems found');
  });
  it('"No tests cover the pager." holds none', () => {
    expect(nothingFoundSentence('We looked at the pager. No tests cover the pager.')).toBeUndefined();
  });
});

describe('a table row read as an item', () => {
  it('"4. None\\nSeverity: —" states none', () => {
    expect(rowStatesNothingFound('4. None\nSeverity: —')).toBe(true);
  });
  it('"3. No rate limit on /login\\nSeverity: high" does not', () => {
    expect(rowStatesNothingFound('3. No rate limit on /login\nSeverity: high')).toBe(false);
  });
  it('"1. No issues found\\nNote: the cache leaks" does not', () => {
    expect(rowStatesNothingFound('1. No issues found\nNote: the cache leaks')).toBe(false);
  });
});
