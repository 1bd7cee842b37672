// QA 37 classes 8 and 9, QA 38 class 6, through the built CLI: the outcome read from a tally, missed under a closing
// status heading with more text below it, and Polish closing words.
// - A row of a count table ("| PASS | 42 |") or a count line ("PASS: 42") is a tally of checks: it states no outcome (ask).
// - "## Final Status" (and "## Endstatus", "## Statut final", …) / "✅ **All mismatches resolved**": the first line under a
//   status heading of when or how whole is the status value, whatever paragraph or list follows it.
// - "## Wniosek" / "Blok D zamknięty.": a closing section's first sentence in Polish states answered.

import { describe, expect, it } from 'vitest';
import { docWorld, outcomeReader } from '../helpers/doc-world.js';

const w = docWorld();
const { read, asks } = outcomeReader(w, 'qa37 tally closing status');
const FINDINGS = '\n## Findings\n\n| id | claim | status |\n|---|---|---|\n| F-1 | build is clean | PASS |\n| F-2 | `make ci` is green | FAIL |\n';

describe('a tally of checks states no outcome', () => {
  it('repro B: "## Summary" / "| status | count |" / "| PASS | 42 |" / "| FAIL | 2 |": asks', () => {
    asks(`# Verification findings\n\n## Summary\n\n| status | count |\n|---|---:|\n| PASS | 42 |\n| FAIL | 2 |\n${FINDINGS}`);
  });
  it.each([
    ['| bestanden | 40 |\n| fehlgeschlagen | 0 |', '| Ergebnis | Anzahl |'],
    ['| 通过 | 40 |\n| 失败 | 1 |', '| 状态 | 数量 |'],
    ['| ✅ Réussi | 40 | 95% |\n| ❌ Échoué | 2 | 5% |', '| statut | nombre | part |'],
  ])('%j: a tally, asks', (rows, head) => {
    asks(`# Prüfbericht\n\n## Summary\n\n${head}\n|---|---|\n${rows}\n${FINDINGS}`);
  });
  it('count lines under a heading ("## Final Counts" / "PASS: 42" / "FAIL: 2"): asks', () => {
    asks(`# Verification\n\n## Findings\n\n- F-2 \`make ci\` is red\n\n## Final Counts\n\nPASS: 42\nFAIL: 2\n`);
  });
  it('near-miss: a table that states the status ("| Status | ✅ Done |") still answers', () => {
    expect(read(`# Report\n\n## Summary\n\n| Field | Value |\n|---|---|\n| Status | ✅ Done |\n${FINDINGS}`)).toMatchObject({ outcome: 'answered' });
  });
});

describe('a closing status heading followed by more text', () => {
  const LIST = '\nThe design document now correctly specifies:\n1. Interface with `team_id` parameter\n2. Vault paths with the right format\n';
  it('repro C9: "## Final Status" / "✅ **All mismatches resolved**" / a paragraph and a list: answered from that line', () => {
    const doc = `# Design Document Review - Mismatches Found and Fixed\n\n## Summary\nFound and fixed **2 critical mismatches** where the paths were inconsistent.\n\n## Issues Found and Fixed\n\n### ✅ Issue 1: Wrong callback signature (line 637)\nBackend receives \`gateway_id\`, not \`mcp_url\`.\n\n## Final Status\n\n✅ **All mismatches resolved**\n${LIST}`;
    expect(read(doc)).toMatchObject({ outcome: 'answered', line: 13 });
  });
  it.each([
    ['Endstatus', '✅ **Alle Abweichungen behoben**'],
    ['Statut final', '✅ **Terminé — tous les écarts corrigés**'],
    ['Итоговый статус', '✅ **Все расхождения исправлены**'],
  ])('"## %s" / %j / more text: answered', (heading, line) => {
    const doc = `# Review\n\n## Summary\nTwo mismatches were looked at.\n\n## Issues\n\n### Issue 1: Wrong callback signature\nBackend receives the wrong id.\n\n## ${heading}\n\n${line}\n${LIST}`;
    expect(read(doc)).toMatchObject({ outcome: 'answered', line: 13 });
  });
  it('near-miss: "## Final Status" / "Still open: 2 blockers" / more text: partial, never answered', () => {
    // ("Final status" is a status label since QA 46's "Итоговый статус: СООТВЕТСТВУЕТ"; what it says here is that the
    // work is still open: partial, from that line.)
    expect(read(`# Review\n\n## Summary\nReviewed the design against the code.\n\n## Issues\n\n### Issue 1: Wrong callback signature\nBackend receives the wrong id.\n\n## Final Status\n\nStill open: 2 blockers\n${LIST}`)).toMatchObject({ outcome: 'partial', line: 13 });
  });
});

describe('Polish closing words', () => {
  it('repro r7: "## Wniosek" / "Blok D zamknięty. …": answered', () => {
    const doc = `# Raport końcowy audytu\n\nData: 2026-07-23.\n\n## Co audyt znalazł\n\n1. **Dashboard wywalał się** na pozycji domkniętej.\n2. **Cztery miejsca liczyły pieniądze binarnym \`float\`**.\n\n**Razem: 2 znaleziska, wszystkie zamknięte.**\n\n## Wniosek\n\nBlok D zamknięty. Warunek z sekcji 20 jest spełniony.\n`;
    expect(read(doc)).toMatchObject({ outcome: 'answered', line: 14 });
  });
  it('near-miss: "## Wniosek" / "Blok D nadal otwarty." does not answer', () => {
    const doc = `# Raport końcowy audytu\n\n## Co audyt znalazł\n\n1. **Dashboard wywalał się** na pozycji domkniętej.\n\n## Wniosek\n\nBlok D nadal otwarty.\n`;
    const o = (() => { try { return read(doc); } catch { return null; } })();
    expect(o?.outcome ?? 'asked').not.toBe('answered');
  });
});
