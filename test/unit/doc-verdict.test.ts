// A stated verdict answers the outcome; a finding's own status never does (doc-verdict.ts, outcome.ts,
// return-answer.ts outcomePlaces, read-return.ts). A verdict label at document level (title block, header field
// list, summary, closing section) answers whatever its value; a status inside a finding is that finding's; sibling
// groups with statuses state partial or answered; a closing section's first sentence that judges the whole work
// answers. Look-alikes held: "the result is cached", a Result column, a finding titled "Verdict parser …", "Status:
// see below", a verdict label inside a finding. Synthetic documents only.
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';
import { documentKind } from '../../src/brief/document-type.js';
import { parseDoc } from '../../src/brief/document.js';

const read = (md: string) => {
  const { r } = readReturn(md);
  return { outcome: r.outcomeFrom ? r.answers.outcome : null, line: r.outcomeFrom?.line ?? null, answer: r.answers.answer };
};
const FINDINGS = '\n## Findings\n\n### F1. Cache key ignores locale\nThe key omits the locale.\n\n### F2. Retry loop never backs off\nIt spins.\n';

describe('a verdict label at document level answers, whatever its value', () => {
  it('a result line under the title: answered, the value the answer, the line named', () => {
    expect(read(`# Audit of the billing module\n\n**Result:** clean — 0 critical, 0 high.\n${FINDINGS}`)).toEqual({ outcome: 'answered', line: 3, answer: 'clean — 0 critical, 0 high.' });
  });
  it.each([
    ['- **Reviewer:** bot\n- **Grade:** Poor', 4, 'Poor'],
    ['**Verdict:** ⚠️ CRITICAL ISSUES FOUND', 3, '⚠️ CRITICAL ISSUES FOUND'],
    ['**Assessment:** NEEDS_IMPROVEMENT', 3, 'NEEDS_IMPROVEMENT'],
    ['**Production status:** READY', 3, 'READY'],
    ['- **Prüfer:** bot\n- **Bewertung:** mangelhaft', 4, 'mangelhaft'],
    ['**Verdict :** insuffisant', 3, 'insuffisant'],
    ['**Veredicto:** aceptable con reservas', 3, 'aceptable con reservas'],
    ['- **Итог:** в целом приемлемо', 3, 'в целом приемлемо'],
    ['**结论：** 存在两个高风险问题', 3, '存在两个高风险问题'],
    ['**評価:** 要改善', 3, '要改善'],
  ])('"%s" in the header is answered (line %i)', (head, line, answer) => {
    expect(read(`# Review\n\n${head}\n${FINDINGS}`)).toEqual({ outcome: 'answered', line, answer });
  });
  it('in a summary section, and in a closing section after the findings', () => {
    expect(read(`# Audit\n\n## Summary\n\n**Overall:** 0 CRITICAL, 0 HIGH\n${FINDINGS}`)).toMatchObject({ outcome: 'answered', line: 5 });
    expect(read(`# Audit\n\nA pass over the cache.\n${FINDINGS}\n## Verdict\n\n**Grade:** B-\n`)).toMatchObject({ outcome: 'answered', line: 15 });
  });
  it('a value that says the work is not done gives that outcome; one that defers states nothing', () => {
    expect(read(`# Review\n\n**Result:** partially done, phase 2 left\n${FINDINGS}`).outcome).toBe('partial');
    expect(read(`# Review\n\n**Grade:** not finished yet\n${FINDINGS}`).outcome).toBe('partial');
    expect(read(`# Review\n\n**Verdict:** blocked by the staging outage\n${FINDINGS}`).outcome).toBe('blocked');
    expect(read(`# Review\n\n**Verdict:** see below\n${FINDINGS}`).outcome).toBeNull();
    expect(read(`# Review\n\n**Bewertung:** ausstehend\n${FINDINGS}`).outcome).toBeNull();
  });
  it('a row of a header table: answered', () => {
    expect(read(`# Security audit\n\n| Field | Value |\n|---|---|\n| Auditor | bot |\n| Verdict | FAIL |\n${FINDINGS}`)).toMatchObject({ outcome: 'answered', line: 6 });
  });
  it('a heading that asks, and a "Result:" below a code block, are no verdicts', () => {
    expect(read(`# Audit\n\nA pass.\n${FINDINGS}\n## Verdict: ready to ship?\n`).outcome).toBeNull();
    expect(read(`# Audit\n\nChecked:\n\n\`\`\`sh\nmake build\n\`\`\`\n\nResult: clean, 0 warnings.\n${FINDINGS}`).outcome).toBeNull();
  });
  it('a closing heading that names its topic after a dash is no verdict', () => {
    expect(read(`# Audit\n\nA pass.\n${FINDINGS}\n## Conclusion — what was fixed\n\nThe cache key.\n`).outcome).toBeNull();
  });
});

describe("a finding's own status is never the document's outcome", () => {
  it('"**Status:** ✅ fixed" under one of several numbered findings, nothing stated overall: none (return asks)', () => {
    const md = '# Review of the cache\n\nA pass over the cache layer.\n\n## 1. Key omits locale\nThe key omits the locale.\n\n## 2. Cache drops writes\n**Status:** ✅ fixed in 3f2a1c\n\nWrites dropped under load.\n\n## 3. Retry loop spins\nIt spins.\n';
    expect(read(md).outcome).toBeNull();
    expect(read(md.replace('**Status:** ✅ fixed in 3f2a1c', '**Statut :** corrigé')).outcome).toBeNull();
  });
  it('a verdict label inside a finding, a list item or a table row of one, states nothing', () => {
    expect(read('# Review\n\nA pass.\n\n## Findings\n\n### 1. Key\n**Result:** reproduced on main\n\n### 2. Loop\n**Verdict:** confirmed\n\nSpins.\n').outcome).toBeNull();
    expect(read('# Review\n\nA pass.\n\n## Findings\n\n### 1. Key\n- **Grade:** poor\n- **Status:** fixed\n\n### 2. Loop\n| Field | Value |\n|---|---|\n| Result | pass |\n\nSpins.\n').outcome).toBeNull();
  });
  it('innocent look-alikes: "the result is cached", a Result column, a finding titled "Verdict parser …", "Status: see below"', () => {
    expect(read(`# Load check\n\n| Result | Time |\n|---|---|\n| parse | 12 ms |\n| render | 40 ms |\n${FINDINGS}`).outcome).toBeNull();
    expect(read('# Notes on the cache\n\nThe result is cached for an hour.\n\n## Findings\n\n### 1. Verdict parser drops commas\nIt drops them.\n\n### 2. Cache TTL\nStatus: see below.\n\n| Test | Result |\n|---|---|\n| parse | pass |\n| fmt | fail |\n').outcome).toBeNull();
  });
  it('the document-level verdict wins over a status inside a finding', () => {
    expect(read(`# Review\n\n- **Grade:** Poor\n\n## Findings\n\n### 1. Key\n**Status:** in progress\n\n### 2. Loop\nSpins.\n`)).toMatchObject({ outcome: 'answered', line: 3 });
  });
});

describe('sibling groups that carry statuses', () => {
  it('some done, some in progress or not begun: partial; all done: answered (en, de, fr)', () => {
    expect(read('# Migration checklist\n\n### Phase A — COMPLETED\n- moved the tables\n\n### Phase B — IN PROGRESS\n- move the indexes\n')).toMatchObject({ outcome: 'partial', line: 6 });
    expect(read('# Migration checklist\n\n### Phase A — COMPLETED\n- moved the tables\n\n### Phase B — COMPLETED\n- moved the indexes\n')).toMatchObject({ outcome: 'answered', line: 6 });
    expect(read('# Plan\n\n### Schritt 1 — erledigt\n- a\n\n### Schritt 2 — offen\n- b\n').outcome).toBe('partial');
    expect(read('# Plan\n\n## Étape 1 : terminé\n- a\n\n## Étape 2 : en cours\n- b\n').outcome).toBe('partial');
  });
  it('groups where one carries no status, or findings under a findings section, state nothing', () => {
    expect(read('# Plan\n\n### Phase A — COMPLETED\n- a\n\n### Phase B — the indexes\n- b\n').outcome).toBeNull();
    expect(read('# Review\n\nA pass.\n\n## Findings\n\n### 1. Key — FIXED\nMissing.\n\n### 2. Loop — IN PROGRESS\nSpins.\n').outcome).toBeNull();
  });
});

describe('group statuses set the outcome a return records, but do not make a document a return', () => {
  // A handoff lists the tasks done so far the same way ("### T01 … — DONE" under "Tasks done today") above its
  // next steps: `new --body` must take it, and lint call it a brief, not a return.
  const handoff = (done: string, next: string) =>
    `# Billing app — context for the agent\n\n## Current state\nA desktop app for invoices.\n\n## ${done}\n\n### T01 - Polish the first invoice flow - DONE\n- the modal shows the totals\n\n### T02 - Reminder for unpaid invoices - DONE\n- the dashboard card is always shown\n\n## ${next}\n- rotate the leaked key\n- try the whole flow in dev\n`;
  it.each([
    ['Tasks done today', 'Suggested next step'],
    ['Tareas completadas hoy', 'Próximo paso sugerido'],
  ])('%s / %s: not a return', (done, next) => {
    const md = handoff(done, next).replace(/- DONE/g, done.startsWith('Tareas') ? '- COMPLETADO' : '- DONE');
    expect(documentKind(parseDoc(md)).type).not.toBe('return');
  });
});

describe("a closing section's first sentence that judges the whole work", () => {
  it('answers (en, de, zh)', () => {
    expect(read(`# Audit\n\nA pass over the invariants.\n${FINDINGS}\n## Conclusion\n\nThe project is in good shape once F1 and F2 land.\n`)).toMatchObject({ outcome: 'answered', line: 15 });
    expect(read(`# Prüfung\n\nEine Prüfung.\n${FINDINGS}\n## Fazit\n\nInsgesamt ist das Modul solide, sobald F1 erledigt ist.\n`)).toMatchObject({ outcome: 'answered', line: 15 });
    expect(read(`# 审查\n\n审查了缓存层。\n${FINDINGS}\n## 结论\n\n项目整体可控，建议先修复 F1。\n`)).toMatchObject({ outcome: 'answered', line: 15 });
  });
  it('the same sentence inside a finding, or a sentence on a part in the conclusion, states nothing', () => {
    expect(read('# Audit\n\nA pass.\n\n## Findings\n\n### 1. Overflow\nThe project is in good shape except here.\n\n### 2. Lock order\nInverted.\n').outcome).toBeNull();
    expect(read(`# Audit\n\nA pass.\n${FINDINGS}\n## Conclusion\n\nThe socket is closed by the server before the handler returns.\n`).outcome).toBeNull();
  });
});
