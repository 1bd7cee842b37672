// QA 35 class 3 (verdict17), through the built CLI: a verdict line written after the findings, with no heading of its
// own, so that it sits under the last finding's heading or the findings' list ("### 2. Retry loop" / … / "**Verdict:**
// release approved, stable enough for UAT."), or after a rule with a sign-off below it, states the outcome as the same
// line above the findings does (return-answer.ts closingVerdictLines); the stderr line names it. Near misses stay asked:
// a verdict still awaited ("approval pending", "Freigabe ausstehend"), a question ("Ready for review?"), a "Verdict
// history" heading with no verdict, a finding's prose ("Release approved by the board in 2023 …"), and a label each
// finding has ("**Verdict:** won't fix" under the last of several findings, each with its verdict).

import { describe, expect, it } from 'vitest';
import { docWorld, outcomeReader } from '../helpers/doc-world.js';

const w = docWorld();
const { read, asks } = outcomeReader(w, 'closing verdict labels');
// Two findings as sub-sections (lines 1-12), and as a list (lines 1-6).
const SUBS = '# Review of the release\n\n## Findings\n\n### 1. Login timeout is too short\n- Severity: low\n- The session expires after 5 minutes.\n\n### 2. Retry loop never backs off\n\nIt spins on a 500.\n';
const LIST = '# Review of the release\n\n## Findings\n\n- Login timeout is too short (low)\n- Retry loop never backs off (medium)\n';

describe('a verdict line after the findings, under no heading of its own', () => {
  it.each([
    ['**Verdict:** release approved, stable enough for UAT.', 'answered'],
    ['Verdict: release approved.', 'answered'],
    ['Overall: LGTM with nits', 'answered'],
    ['Final verdict — NOT READY: 2 blockers remain', 'partial'],
    ['Fazit: freigegeben', 'answered'],
    ['**Fazit:** Release freigegeben, stabil genug für UAT.', 'answered'],
    ['Ergebnis: alle 14 Prüfungen bestanden', 'answered'],
    ['Итог: релиз одобрен.', 'answered'],
    ['**結論：** リリース承認、UAT に十分安定。', 'answered'],
  ])('%j below the last finding\'s text is %s, read from that line', (line, outcome) => {
    const o = read(`${SUBS}\n${line}\n`);
    expect(o).toMatchObject({ outcome, line: 13 });
    expect(o.text).toBe(line);
  });
  it.each([
    ['**Verdict:** release approved, stable enough for UAT.', 'answered'],
    ['Final verdict — NOT READY: 2 blockers remain', 'partial'],
    ['Fazit: freigegeben', 'answered'],
  ])('%j below a list of findings is %s', (line, outcome) => {
    expect(read(`${LIST}\n${line}\n`)).toMatchObject({ outcome, line: 8 });
  });
  it.each([
    ['**Verdict:** release approved, stable enough for UAT.', 'answered'],
    ['Recommendation: ship it', 'answered'],
    ['Verdict : approuvé', 'answered'],
    ['Veredicto: aprobado', 'answered'],
    ['判定: 合格', 'answered'],
    ['结论：可以发布', 'answered'],
  ])('%j after a rule, a sign-off below it, is %s', (line, outcome) => {
    expect(read(`${SUBS}\n---\n\n${line}\n\n_Reviewed by Ana._\n`)).toMatchObject({ outcome, line: 15 });
  });
});

describe('near misses stay asked', () => {
  it.each([
    ['Verdict: approval pending'],
    ['Fazit: Freigabe ausstehend'],
    ['结论：待审批'],
    ['Status: ready for review?'],
    ['Ready for review?'],
    ['¿Listo para revisión?'],
  ])('%j above or below the findings', (line) => {
    asks(`# Review of the release\n\n${line}\n\n${SUBS.split('\n').slice(2).join('\n')}`);
    asks(`${SUBS}\n${line}\n`);
  });
  it('a "Verdict history" heading with no verdict', () => {
    asks(`${SUBS}\n## Verdict history\n\nThe tester ran twice; the log is attached.\n`);
  });
  it('"Release approved by the board in 2023 …" in a finding\'s text', () => {
    asks(`${SUBS}\nRelease approved by the board in 2023 still lists the GPL dependency.\n`);
  });
  it('"**Verdict:** won\'t fix" under the last of several findings that each carry a verdict', () => {
    asks("# Review\n\n## Findings\n\n### 1. Cache\nThe key omits the locale.\n\n**Verdict:** fix now\n\n### 2. Retry\nIt spins.\n\n**Verdict:** won't fix\n");
    asks("# Review\n\n## Findings\n\n- Cache key ignores locale\n  **Verdict:** fix now\n- Retry spins\n\n**Verdict:** won't fix\n");
  });
});
