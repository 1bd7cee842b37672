// A return's stated verdict or status is its outcome, through the built CLI (doc-verdict.ts, outcome.ts): a verdict
// label with its modifier after it ("**Verdict global** :", "**Giudizio Generale**:", "Test result after fixes:"), a
// status label at document level whatever its value ("**Статус:** ⚠️ **КРИТИЧНІ ПРОБЛЕМИ ЗНАЙДЕНО**"), the first line
// under a heading that is a verdict or status label alone ("## Decision" / "**NO-GO for 0.4 today.**"), and a progress
// label's count ("**修复进度**: 28/29 已完成，1/29 已跳过" -> partial). The output names the line it read; where nothing
// states it (a verdict deferred, a status not begun, a table under "## Result"), exit 2 naming --outcome.

import { describe, expect, it } from 'vitest';
import { crlf, docWorld, outcomeReader } from '../helpers/doc-world.js';

const w = docWorld();
const { read, asks } = outcomeReader(w, 'stated verdicts');
const FINDINGS = '\n## 1. Cache key ignores locale\n\nThe key omits the locale.\n\n## 2. Retry loop spins\n\nIt never backs off.\n';
// (Findings under a section of their own: "## 1. VERDETTO GENERALE" beside "## 1. …" findings would be one of a series.)
const GROUPED = '\n## Findings\n\n### Cache key ignores locale\n\nThe key omits the locale.\n\n### Retry loop spins\n\nIt never backs off.\n';


describe('a verdict label with its modifier or qualifier after it', () => {
  it.each([
    ["- **Verdict global** : aucune vulnérabilité critique ou élevée.", 4],
    ['**Giudizio Generale**: ✅ **BUONO** - codice ben organizzato.', 4],
    ['**Resultado final:** sin problemas graves, dos menores.', 4],
    ['**Test result after fixes:** 285/285 tests passing', 4],
    ['**Ergebnis nach den Fixes:** 40/40 Tests grün', 4],
  ])('%s: answered, from that line', (line, at) => {
    expect(read(`# Audit\n\n- **Scope:** the repo\n${line}\n${FINDINGS}`)).toMatchObject({ outcome: 'answered', line: at });
  });
  it('CRLF, "**Évaluation générale** : correcte": answered', () => {
    expect(read(crlf(`# Audit\n\n**Évaluation générale** : correcte\n${FINDINGS}`))).toMatchObject({ outcome: 'answered', line: 3 });
  });
  it('"**Verdict global** : voir ci-dessous" defers: exit 2 naming --outcome', () => {
    asks(`# Audit\n\n**Verdict global** : voir ci-dessous\n${FINDINGS}`);
  });
});

describe('a status label at document level, whatever its value', () => {
  it.each([
    ['**Статус:** ⚠️ **КРИТИЧНІ ПРОБЛЕМИ ЗНАЙДЕНО**'],
    ['**Status:** 🔴 CRITICAL - Upgrade Required'],
    ['**Stato:** ⚠️ problemi trovati'],
    ['**状态**：发现严重问题'],
  ])('%s: answered (the audit gave its verdict on the product)', (line) => {
    expect(read(`# Review\n\n**Date:** 2025-12-24\n${line}\n${FINDINGS}`)).toMatchObject({ outcome: 'answered', line: 4 });
  });
  it('CRLF, "Estado: NO APTO para producción": answered', () => {
    expect(read(crlf(`# Revisión\n\nEstado: NO APTO para producción\n${FINDINGS}`))).toMatchObject({ outcome: 'answered', line: 3 });
  });
  it('"**Status:** blocked on the vendor key": blocked', () => {
    expect(read(`# Review\n\n**Status:** blocked on the vendor key\n${FINDINGS}`).outcome).toBe('blocked');
  });
  it('"**Status:** open" (not begun) states nothing: exit 2', () => {
    asks(`# Review\n\n**Status:** open\n${FINDINGS}`);
  });
  it("one finding's \"**Status:** ⚠️ problems found\" is not the document's: exit 2", () => {
    asks('# Review\n\nA pass over the cache.\n\n## 1. Key omits locale\n\n**Status:** ⚠️ problems found\n\nThe key omits the locale.\n\n## 2. Retry loop spins\n\nIt spins.\n');
  });
});

describe('a measure under a verdict heading states no outcome (out49: an outcome is a status of the work)', () => {
  it('## 1. VERDETTO GENERALE / **Livello di Rischio: MEDIO-ALTO**: asks', () => {
    asks(`# Readiness\n\nA look at the release.\n\n## 1. VERDETTO GENERALE\n\n**Livello di Rischio: MEDIO-ALTO** ⚠️\n${GROUPED}`);
  });
});

describe('the first line under a heading that is a verdict or status label alone', () => {
  it.each([
    ['## Decision\n\n**NO-GO for 0.4 today.** The source work is complete.', 'answered'],
    ['## Result\n\n**Full suite passes: 68/68**, in both feature lanes.', 'answered'],
    ['## 🧾 Bewertung\n\nSolide Arbeit, drei kleine Punkte.', 'answered'],
    ['## Result\n\n3 of 5 fixed; the other two wait for the vendor.', 'partial'],
  ])('%s: %s', (section, outcome) => {
    expect(read(`# Readiness\n\nA look at the release.\n\n${section}\n${GROUPED}`)).toMatchObject({ outcome, line: 7 });
  });
  it('CRLF, "## Вердикт" / "Код можно сливать после мелких правок.": answered', () => {
    expect(read(crlf(`# Ревью\n\nПроверка модуля.\n\n## Вердикт\n\nКод можно сливать после мелких правок.\n${FINDINGS}`))).toMatchObject({ outcome: 'answered', line: 7 });
  });
  it('"## Verdict" / "TBD after the second pass.": exit 2', () => {
    asks(`# Readiness\n\nA look at the release.\n\n## Verdict\n\nTBD after the second pass.\n${FINDINGS}`);
  });
  it('"## Result" over a table only: exit 2', () => {
    asks(`# Readiness\n\nA look at the release.\n\n## Result\n\n| Suite | Count |\n|---|---|\n| unit | 31 |\n${FINDINGS}`);
  });
});

describe('a progress label with a count of what was done', () => {
  it.each([
    ['**修复进度**: 28/29 已完成，1/29 已跳过', 'partial'],
    ['**Fix progress:** 11 of 12 fixed', 'partial'],
    ['**Fix progress:** 12/12 done', 'answered'],
    ['**対応進捗**: 5/5 完了', 'answered'],
  ])('%s: %s', (line, outcome) => {
    expect(read(`# Review\n\nA pass over the app.\n\n**Counts:**\n- high: 3\n\n${line}\n${FINDINGS}`)).toMatchObject({ outcome, line: 8 });
  });
  it('CRLF, "Fortschritt: 3 von 5 behoben": partial', () => {
    expect(read(crlf(`# Prüfung\n\nFortschritt: 3 von 5 behoben\n${FINDINGS}`))).toMatchObject({ outcome: 'partial', line: 3 });
  });
  it('"**Progress:** see the table below" states nothing: exit 2', () => {
    asks(`# Review\n\nA pass over the app.\n\n**Progress:** see the table below\n${FINDINGS}`);
  });
});

describe('near-misses of a status or verdict heading', () => {
  it('"**Status: BETA.**" atop a checklist (a stage of the product): exit 2', () => {
    asks('# isiZulu review checklist\n\n**Status: BETA.** Zulu ships behind a label until a native speaker signs off.\n\n## Checklist\n\n- [ ] greetings\n- [ ] numbers\n');
  });
  it('"**Status**: Production-ready" in a closing section (not the title block): exit 2', () => {
    asks(`# Review\n\nA pass over the client.\n${GROUPED}\n## Conclusion\n\n**Status**: Production-ready\n`);
  });
  it('"## Conclusion" / "The socket is closed by the server before the write.": exit 2', () => {
    asks(`# Review\n\nA pass over the client.\n${GROUPED}\n## Conclusion\n\nThe socket is closed by the server before the write.\n`);
  });
});
