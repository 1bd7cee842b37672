// QA 44 residuals (ret45), read in-process as `return --body` / `new --body` read them:
// - C7b: a findings-table row ranked NOTE whose claim says a requirement is met is a check that passed, set aside; a
//   NOTE row that states a problem, or a BLOCKER row that "meets" only in part, stays a finding (passed-note.ts).
// - Doc 11: a sign-off ("## Definitive Verification Sign-Off" / "- **Gate Cleared**: **YES**") is no finding even when
//   every other section passed too and the verdict line is not read as an approval (read-return.ts).
// - C12: a list section that says it has nothing ("## Dead Ends" / "- None.", "N/A", "Keine.", "Нет.", "无") records no
//   item, in a return and in a brief; its text is kept under its own heading (no-findings.ts noneWordOnly).
// - C9: a status read as answered ("**Status**: Pushed to remote, ready for PR") while "## Blocking Questions for You"
//   lists an open question is held back (asked); the writer's own "answered — x" stands; "## Questions Answered" is no
//   open question (open-blockers.ts).
// Synthetic documents only.

import { describe, expect, it } from 'vitest';
import { readReturn as read } from '../helpers/read-return.js';
import { importBrief } from '../../src/brief/body.js';
import { builtInKinds } from '../helpers/kinds.js';
import { passedNote } from '../../src/brief/passed-note.js';
import { namesBlockingQuestions, openItems } from '../../src/brief/open-blockers.js';
import { noneWordOnly } from '../../src/brief/no-findings.js';

const kinds = await builtInKinds();
const brief = (md: string) => importBrief(md, kinds.get('task')!);

describe('C7b: a NOTE row that says a requirement is met is no finding', () => {
  const table = (rows: string) => `# Review\n\n## Verdict: NO-GO\n\n## Findings\n\n| # | Severity | File | Finding |\n|---|----------|------|---------|\n| 1 | BLOCKER | \`a.js:3\` | Verified observation: the path is not sealed. |\n${rows}`;
  it('English: two rows counted, not three; the marker out of the title, verified', () => {
    const r = read(table('| 2 | NOTE | `b.js:9` | Verified observation: the scorer meets the requested contract. `computeRecall()` sets `total`. |\n'));
    expect(r.f.map((f) => f.title)).toEqual(['the path is not sealed.']);
    expect(r.f[0]!.verified).toBe(true);
    expect(JSON.stringify(r.r.extra)).toContain('the scorer meets the requested contract');
  });
  it.each([
    ['de', '| 2 | Hinweis | `b.js:9` | Der Scorer erfüllt den geforderten Vertrag. |'],
    ['es', '| 2 | INFO | `b.js:9` | El puntuador cumple el contrato pedido. |'],
    ['ru', '| 2 | NOTE | `b.js:9` | Счётчик соответствует контракту. |'],
  ])('%s: set aside too', (_l, row) => {
    expect(read(table(`${row}\n`)).f).toHaveLength(1);
  });
  it.each([
    ['a NOTE row that states a problem', '| 2 | NOTE | `b.js:9` | The log rotates too late. |'],
    ['a NOTE row that does not meet', '| 2 | NOTE | `b.js:9` | The scorer does not meet the requested contract. |'],
    ['a HIGH row that meets in part', '| 2 | HIGH | `b.js:9` | The scorer meets the contract only for ASCII input. |'],
  ])('near miss, %s: still a finding', (_n, row) => {
    expect(read(table(`${row}\n`)).f).toHaveLength(2);
  });
  it('the pure reader', () => {
    expect(passedNote('Verified observation: the scorer meets the contract.\nSeverity: NOTE\nFile: `b.js`')).toBe(true);
    expect(passedNote('the scorer meets the contract.\nSeverity: BLOCKER')).toBe(false);
    expect(passedNote('the scorer never meets the contract.\nSeverity: NOTE')).toBe(false);
  });
});

describe('doc 11: a sign-off is no finding in an all-pass report', () => {
  const md = '# Billing QA Report\n\n## Executive Summary\n\n**Overall Platform Status**: **PASS** (Ready for Gate Beta / Staging Deployment)\n**Total Assertions**: 412\n\n## Test Suite Verification Matrix\n\n### Unit Test Suite\n- **Status**: PASS\n- **Total Tests**: 380\n\n### Regression Suite\n- **Status**: PASS\n- **Total Tests**: 3\n- **File Paths Cited**:\n  - `tests/test_regressions.py` (3 tests verifying Bugfix #12 invoice rounding)\n\n---\n\n## Final Verification Sign-Off\n\n- **QA Agent**: billing-qa\n- **Verification Timestamp**: 2026-05-01T10:00:00Z\n- **Gate Beta Cleared**: **YES**\n';
  it('zero findings, the sign-off kept under its heading', () => {
    const r = read(md);
    expect(r.f).toEqual([]);
    expect(r.r.placement.find((p) => p.from === 'Final Verification Sign-Off')?.to).toBe('kept as its own section');
    expect(JSON.stringify(r.r.extra)).toContain('Gate Beta Cleared');
  });
  it('near miss: a sign-off beside a failed suite leaves the failure a finding', () => {
    const failed = md.replace('### Regression Suite\n- **Status**: PASS', '### Regression Suite\n- **Status**: FAIL');
    expect(read(failed).f.length).toBeGreaterThan(0);
  });
});

describe('C12: a section that says it has nothing records no item', () => {
  const ret = (dead: string) => `# Iteration\n\n## Outcome\n\nanswered — done\n\n## Findings\n\n1. **Footer is exclusive.** [verified: read src/ui.ts:69]\n\n## Dead Ends\n\n${dead}\n\n## Open questions\n\nN/A\n`;
  it.each([['- None.'], ['None.'], ['N/A'], ['- none so far'], ['Keine.'], ['Нет.'], ['无']])('return, %j: no dead end, no question, the text kept', (dead) => {
    const r = read(ret(dead));
    expect(r.r.answers.deadEnds).toEqual([]);
    expect(r.r.answers.questions).toEqual([]);
    expect(r.r.placement.find((p) => p.from === 'Dead Ends')?.to).toMatch(/^Dead ends: none/);
    expect(r.r.extra.map((x) => x.text)).toContain(dead);
  });
  it('"None." that says why: no dead end; "None worked." is one', () => {
    expect(read(ret('- None. Both candidate UX models were confirmed live; no approach in this lane failed.')).r.answers.deadEnds).toEqual([]);
    expect(read(ret('- None worked. Tried sax and expat.')).r.answers.deadEnds).toHaveLength(1);
  });
  it('near miss: a real dead end beside "None." stays', () => {
    expect(read(ret('- Tried a bigger cache: no change.')).r.answers.deadEnds).toEqual(['Tried a bigger cache: no change.']);
    expect(read(ret('- None of the caches helped.')).r.answers.deadEnds).toEqual(['None of the caches helped.']);
  });
  const doc = (dead: string) => `# Port the parser\n\n## Why this slice exists\n\nThe old parser drops rows.\n\n## What to deliver\n\nA new parser.\n\n## Dead Ends\n\n${dead}\n\n## First step\n\nRead src/parse.ts.\n`;
  it.each([['- None.'], ['N/A'], ['- none so far'], ['Keine.'], ['Нет.'], ['无']])('brief, %j: no dead end, the text kept', (dead) => {
    const r = brief(doc(dead));
    expect(r.answers.deadEnds).toEqual([]);
    expect(r.placement.find((p) => p.from === 'Dead Ends')?.to).toMatch(/^Dead ends: none/);
    expect(r.extra.map((x) => x.text)).toContain(dead);
  });
  it('brief near miss: a dead end stays', () => {
    expect(brief(doc('- Tried sax: too slow.')).answers.deadEnds).toEqual(['Tried sax: too slow.']);
  });
  it('the pure reader', () => {
    for (const t of ['None.', '- None.', 'n/a', 'Keine.', 'Нет.', '无', '(none)']) expect(noneWordOnly(t), t).toBe(true);
    for (const t of ['None of them.', 'No luck with sax.', '- Tried X.']) expect(noneWordOnly(t), t).toBe(false);
  });
});

describe('C9: open blocking questions hold back a status read as answered', () => {
  const tail = '\n\n---\n\n**Commit**: 014a090\n**Status**: Pushed to remote, ready for PR\n';
  const md = (questions: string) => `# Code Review Findings\n\n## Issues Found\n\n1. **Missing config** (package.json) — the root package.json is absent.\n${questions}${tail}`;
  it('asked, and the lines that decided are named', () => {
    const r = read(md('\n## Blocking Questions for You\n\n1. Which test framework?\n'));
    expect(r.r.outcomeFrom).toBeNull();
    expect(r.r.outcomeHeld?.outcome.line).toBe(15);
    expect(r.r.outcomeHeld?.by).toEqual({ line: 7, heading: 'Blocking Questions for You', open: 1 });
  });
  it('near misses: no blocking section, or one that says none, still answered', () => {
    expect(read(md('')).r.outcomeFrom?.outcome).toBe('answered');
    expect(read(md('\n## Blocking Questions for You\n\nNone.\n')).r.outcomeFrom?.outcome).toBe('answered');
    expect(read(md('\n## Open questions\n\n- Which test framework?\n')).r.outcomeFrom?.outcome).toBe('answered');
  });
  it("the writer's own outcome word stands", () => {
    const r = read('# Review\n\n## Outcome\n\nanswered — config missing\n\n## Findings\n\n- The root package.json is absent.\n\n## Blocking Questions\n\n- Which test framework?\n');
    expect(r.r.outcomeFrom?.outcome).toBe('answered');
    expect(r.r.outcomeHeld).toBeUndefined();
  });
  it('"## Questions Answered" is no open question', () => {
    const r = read('# Iteration 8\n\n## Findings\n\n1. **[P0] Footer is exclusive.** setFooter replaces it. [SOURCE: docs/ext.md:12]\n\n## Questions Answered\n\n- Q8 footer UX — answered (finding 1).\n\n## Questions Remaining\n\n- Q9 edge cases\n');
    expect(r.r.answers.questions).toEqual(['Q9 edge cases']);
  });
  it('the pure reader', () => {
    for (const h of ['Blocking Questions for You', 'Blockers', 'Offene Blocker-Fragen', 'Questions bloquantes', 'Вопросы, блокирующие работу', '阻塞问题']) expect(namesBlockingQuestions(h), h).toBe(true);
    for (const h of ['Open questions', 'Questions Remaining', 'Questions Answered', '💡 Design Questions (Not blockers, for discussion)', 'Non-blocking questions', '非阻塞问题']) expect(namesBlockingQuestions(h), h).toBe(false);
    expect(openItems('1. Which test framework?\n2. [x] Node version')).toEqual(['Which test framework?']);
    expect(openItems('1. **Testing framework?**\n   - Vitest\n   - Jest\n2. **Build format?**')).toEqual(['**Testing framework?**', '**Build format?**']);
    expect(openItems('- None.')).toEqual([]);
  });
});
