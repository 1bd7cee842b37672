// Stated outcomes that are not a status word at a line's start (outcome-counts.ts, outcome.ts, return-answer.ts
// outcomePlaces): a count of what was done in the summary, a count of checks after a status label in a heading,
// an opening quote under the title, a status section over all-and-most, the answer an investigation found.
// Synthetic documents only.
import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const outcomeOf = (md: string) => {
  const { r } = readReturn(md);
  return [r.outcomeFrom ? r.answers.outcome : null, r.outcomeFrom?.line ?? null];
};
const FINDINGS = '\n## Findings\n\n### 1. Cache key ignores locale\nThe key omits the locale.\n\n### 2. Retry loop never backs off\nIt spins.\n';

describe('a count of what was done, where the writer sums up', () => {
  it('fewer than all fixed is partial, from the summary paragraph that counts them (pt, en, de)', () => {
    expect(outcomeOf(`# Auditoria\n\n## 1. Resumo\n\nAuditoria completa da aplicação.\n\nForam encontrados 9 achados.\n\nForam corrigidos **8 dos 9 achados**. O restante está na secção 5.\n${FINDINGS}`)).toEqual(['partial', 9]);
    expect(outcomeOf(`# Review\n\n## Summary\n\nA full pass over the worker.\n\nNine findings in all.\n\nWe fixed 8 of 9 findings; the last needs a schema change.\n${FINDINGS}`)).toEqual(['partial', 9]);
    expect(outcomeOf(`# Prüfung\n\n## Zusammenfassung\n\nDer ganze Dienst wurde geprüft.\n\nNeun Befunde.\n\n9 von 9 Befunden behoben.\n${FINDINGS}`)).toEqual(['answered', 9]);
  });
  it('the answer keeps the whole paragraph the count stands in', () => {
    const { r } = readReturn(`# Auditoria\n\n## 1. Resumo\n\nAuditoria completa.\n\nForam encontrados 9 achados.\n\nForam corrigidos **8 dos 9 achados**. O restante\nestá na secção 5.\n${FINDINGS}`);
    expect(r.answers.answer).toContain('8 dos 9 achados');
    expect(r.answers.answer).toContain('está na secção 5');
  });
  it('a tally of tests in the summary is no outcome; nor a count that was not done', () => {
    expect(outcomeOf(`# Review\n\n## Summary\n\nA full pass over the worker.\n\nNine findings in all.\n\nCoverage went to 22 tests, 22/22 passing.\n${FINDINGS}`)[0]).toBeNull();
    expect(outcomeOf(`# Review\n\n## Summary\n\nA full pass over the worker.\n\nNine findings in all.\n\n3 of 9 not fixed yet, see below.\n${FINDINGS}`)[0]).toBeNull();
    // A count outside the summary (a finding's own text) says nothing of the return.
    expect(outcomeOf(`# Review\n\n## Findings\n\n### 1. Flaky spec\nFails 3 of 10 runs; fixed the seed.\n\n### 2. Slow boot\nIt takes 9 s.\n`)[0]).toBeNull();
  });
});

describe('a heading that is a status', () => {
  it('a count of checks passed after a status label in a heading, wherever the heading stands (tr, en)', () => {
    expect(outcomeOf(`# Sprint 4 — canlı denetim\n\nSunucu başlatıldı.\n\n## Sonuç: 40/40 canlı test GEÇTİ\n\nOn bölüm.\n\n## Düzeltilenler\n\n- Eski süreç port 9000'de kalmıştı.\n`)).toEqual(['answered', 5]);
    expect(outcomeOf(`# Live check\n\nThe server was started.\n\n## Result: 38/40 live tests passed\n\nTen areas.\n\n## Fixed on the way\n\n- A stale process held the port.\n`)).toEqual(['partial', 5]);
  });
  it('a heading that counts tests without a status label states nothing', () => {
    expect(outcomeOf(`# Live check\n\nThe server was started.\n\n## 40/40 live tests passed\n\nTen areas.\n\n## Fixed on the way\n\n- A stale process held the port.\n`)[0]).toBeNull();
  });
});

describe('an opening quote under the title', () => {
  it('each of its sentences may state the outcome (fr, en)', () => {
    expect(outcomeOf(`# Rapport\n\n> **CORRECTIFS POSÉS.** Les 7 constats de ce rapport ont été corrigés.\n> Le rapport est gardé tel quel.\n\nAudit du dépôt.\n${FINDINGS}`)).toEqual(['answered', 3]);
    expect(outcomeOf(`# Report\n\n> **UPDATE.** All findings below have been fixed.\n\nAn audit of the repository.\n${FINDINGS}`)).toEqual(['answered', 3]);
  });
  it('a quote of the task at the top states nothing', () => {
    expect(outcomeOf(`# Report\n\n> Task: fix all blockers before the release.\n\nAn audit of the repository.\n${FINDINGS}`)[0]).toBeNull();
  });
});

describe('a status section over all of one part and most of another', () => {
  it('"all … and most of …" resolved is partial (it, en); all of it is answered', () => {
    expect(outcomeOf(`# Revisione\n\n## ✅ Stato interventi\n\nTutti i 6 BLOCCANTI e la maggior parte degli IMPORTANTI sono stati risolti e verificati.\n\n- **Build**: riparato.\n${FINDINGS}`)).toEqual(['partial', 5]);
    expect(outcomeOf(`# Review\n\n## Status of the fixes\n\nAll 6 blockers and most of the important items were resolved.\n${FINDINGS}`)).toEqual(['partial', 5]);
    expect(outcomeOf(`# Revisione\n\n## Stato interventi\n\nTutti i 6 bloccanti sono stati risolti.\n${FINDINGS}`)).toEqual(['answered', 5]);
  });
});

describe('the answer an investigation found, in its summary', () => {
  it('"we discovered that …" in the Outcome section answers the question (en, de)', () => {
    expect(outcomeOf(`# COM API notes\n\n## Investigation summary\nAfter a day of tracing, we discovered that the API exposes no cut operations.\n\n## Next steps\n1. Document it.\n`)).toEqual(['answered', 4]);
    expect(outcomeOf(`# COM-API\n\n## Zusammenfassung\nNach zwei Tagen haben wir festgestellt, dass die API keine Schnitte kennt.\n\n## Nächste Schritte\n1. Dokumentieren.\n`)).toEqual(['answered', 4]);
  });
  it('the same words outside the Outcome section, or a plan, state nothing', () => {
    expect(outcomeOf(`# COM API notes\n\n## Attempts\nAfter a day of tracing, we discovered that the API exposes no cut operations.\n\n## Next steps\n1. Re-test after the fix.\n`)[0]).toBeNull();
  });
});

describe('the closing paragraph of a section of what is still to do', () => {
  it('"Ship it." under Next steps is advice, not the outcome; the same closing a plain section states it', () => {
    const body = `# Review of the pager\n\n## Findings\n\n### 1. Pager skips the last page\nThe loop stops one short.\n\n### 2. Retry loop spins\nNo backoff.\n\n`;
    expect(outcomeOf(`${body}## Next steps\n\nShip it.\n`)[0]).toBeNull();
    expect(outcomeOf(`${body}All fixed on the branch.\n`)).toEqual(['answered', 11]);
  });
});

describe('counts that are not the outcome (review of cand8)', () => {
  it('a status word before a tally of tests or a date wins: the count is read only when it is the value', () => {
    expect(outcomeOf(`# Spike\n\n## Outcome\nStatus: completed. 11 of 12 tests passed.\n${FINDINGS}`)[0]).toBe('answered');
    expect(outcomeOf(`# Spike\n\n## Outcome\nStatus: fixed, deployed on 2/14.\n${FINDINGS}`)[0]).toBe('answered');
    expect(outcomeOf(`# Spike\n\n## Outcome\nStatus: 11/12 fixed\n${FINDINGS}`)[0]).toBe('partial');
  });
  it('an opening quote of the task, opened by its own label, states no outcome', () => {
    expect(outcomeOf(`# Spike\n\n> Task: 2 of 5 reported bugs were already fixed last sprint; find the cause of the other three.\n${FINDINGS}`)[0]).toBeNull();
    expect(outcomeOf(`# Spike\n\n> Brief: fix the 12 findings of the audit. All 12 of 12 must be fixed before release.\n${FINDINGS}`)[0]).toBeNull();
  });
});

describe('the answer keeps the words as written', () => {
  it('an underscore between letters stays in the answer (a constant is read as words only to find the outcome)', () => {
    const { r } = readReturn(`# Review\n\n## Outcome\n\nanswered — set HANDOFF_HOME before the run; MAX_RETRIES is ignored.\n${FINDINGS}`);
    expect(r.answers.answer).toBe('set HANDOFF_HOME before the run; MAX_RETRIES is ignored.');
  });
});
