// A review's, audit's or test's verdict in its own words is the return's outcome, through the built CLI (doc-verdict.ts,
// prompts/outcomes.txt): a review decision ("**Recommended action:** request changes"), a readiness question answered
// ("**Ready to merge:** ✅ Yes"), a compliance verdict, a label dated or not ("**Compliance status as of 2025-06-18:**"),
// and an overall score under a label that says what is scored ("### Test quality score: 8/10"). The output names the
// line; a verdict word in a finding, a recommendation item or a per-file score table states nothing (exit 2, --outcome).

import { describe, expect, it } from 'vitest';
import { crlf, docWorld, outcomeReader } from '../helpers/doc-world.js';

const w = docWorld();
const { read, asks } = outcomeReader(w, 'verdict classes');
const FINDINGS = '\n## Findings\n\n### Cache key ignores locale\n\nThe key omits the locale.\n\n### Retry loop spins\n\nIt never backs off.\n';

/** The verdict line in a summary after the findings: "## Summary" / "**…**" / fields. */
/** The verdict line among the header fields under the title. */
const atTop = (line: string) => `# Review of PR 12\n\n**Date:** 2026-03-01\n${line}\n${FINDINGS}`;
const inSummary = (line: string) => `# Review of PR 12\n\nA pass over the checkout module.\n${FINDINGS}\n## Summary\n\n${line}\n`;

describe('a review decision', () => {
  it.each([
    ['**Recommended action:** ⚠️ **Request changes**'],
    ['**推荐动作：** 要求修改'],
    ['**推薦操作：** ✅ 批准'],
    ['**Empfohlene Aktion:** Änderungen anfordern'],
    ['- **Рекомендуемое действие:** доработать'],
  ])('%s: answered, from that line', (line) => {
    expect(read(inSummary(line))).toMatchObject({ outcome: 'answered', line: 17 });
  });
  it('a table row "| Recommended action | Approve |" in the title block: answered', () => {
    expect(read(`# Review\n\n| Field | Value |\n|---|---|\n| Recommended action | Approve |\n${FINDINGS}`)).toMatchObject({ outcome: 'answered', line: 5 });
  });
});

describe('a readiness question answered', () => {
  it.each([
    ['**Ready for production:** ✅ Yes'],
    ['**Produktionsreif:** nein, die Migration fehlt'],
    ['**Готовность к релизу:** да'],
    ['**是否可合并：** 否'],
    ['**Go/No-Go:** NO-GO'],
  ])('%s in the header fields: answered', (line) => {
    expect(read(atTop(line))).toMatchObject({ outcome: 'answered', line: 4 });
  });
  it('CRLF, "**Prêt pour la production :** ❌ Non" in the summary: answered', () => {
    expect(read(crlf(inSummary('**Prêt pour la production :** ❌ Non')))).toMatchObject({ outcome: 'answered', line: 17 });
  });
  it('below a bold line alone in the summary ("**🎉 Six corrections, one session**" / list / "**Bereit zum Merge:** ja"): answered', () => {
    expect(read(inSummary('**🎉 Six corrections, one session**\n\n- a\n- b\n\n**Bereit zum Merge:** ja\n**Tests:** grün'))).toMatchObject({ outcome: 'answered', line: 22 });
  });
  it('"**Go/No-Go:** blocked by the vendor key": blocked', () => {
    expect(read(atTop('**Go/No-Go:** blocked by the vendor key')).outcome).toBe('blocked');
  });
  it('"**Prêt pour la production :** voir ci-dessous" defers: exit 2', () => {
    asks(atTop('**Prêt pour la production :** voir ci-dessous'));
  });
});

describe('a compliance verdict, the label dated or not', () => {
  it.each([
    ['**Compliance status as of 2025-06-18:** ✅ Compliant, nothing urgent.'],
    ['**Conformité au 12/03/2026 :** conforme'],
    ['**Konformität:** nicht konform, zwei Lücken'],
    ['**Статус безопасности на 01.02.2026:** соответствует'],
    ['**合规状态：** 合规'],
  ])('%s: answered', (line) => {
    expect(read(inSummary(line))).toMatchObject({ outcome: 'answered', line: 17 });
  });
  it('CRLF, closing an audit that found nothing: "**Security status as of 03/04/2026:** ✅ compliant": answered', () => {
    const doc = crlf('# Dependency audit\n\n**Run:** 2026-04-03\n\n---\n\n## Result\n\n- No critical advisory.\n- Nothing blocking.\n\n## Recommendations\n\n- Run it on every upgrade.\n\n---\n\n**Security status as of 03/04/2026:** ✅ compliant.\n');
    expect(read(doc)).toMatchObject({ outcome: 'answered', line: 18 });
  });
  it('"**Conformité :** en cours, deux contrôles restants" in the header fields: partial', () => {
    expect(read(atTop('**Conformité :** en cours, deux contrôles restants')).outcome).toBe('partial');
  });
});

describe('an overall score under a label that says what is scored', () => {
  it.each([
    ['### Test quality score: **8.5 / 10**'],
    ['### 종합 평점: **6/10** (보통)'],
    ['### 코드 품질 점수: 7 / 10'],
    ['### 總體評分：72/100'],
  ])('"## Assessment" / %s: answered', (line) => {
    expect(read(`# Quality report\n\n**Date:** 2026-03-01\n${FINDINGS}\n## Assessment\n\n${line}\n`)).toMatchObject({ outcome: 'answered', line: 17 });
  });
  // (QA 34 class 7: a score alone in the header fields grades the code, not how the work ended.)
  it('"**Code health rating (2026-03-01):** ★★★★☆" in the header fields: no outcome, exit 2', () => {
    asks(`# Quality report\n\n**Date:** 2026-03-01\n**Code health rating (2026-03-01):** ★★★★☆\n${FINDINGS}`);
  });
  it('CRLF, a heading right under the title: "### Overall grade (2026-03-01): B": answered', () => {
    expect(read(crlf(`# Quality report\n\n### Overall grade (2026-03-01): B\n${FINDINGS}`))).toMatchObject({ outcome: 'answered', line: 3 });
  });
});

describe('near-misses: a verdict word that is not the outcome', () => {
  it('a recommendation item "- Approve the migration after the freeze": exit 2', () => {
    asks(`# Review\n\nA pass over the app.\n${FINDINGS}\n## Recommendations\n\n- Approve the migration after the freeze\n- Ship the cache fix first\n`);
  });
  it('a per-file score table "| auth.ts | 7/10 |": exit 2', () => {
    asks(`# Review\n\nA pass over the app.\n${FINDINGS}\n## Scores\n\n| File | Score |\n|---|---|\n| auth.ts | 7/10 |\n| cart.ts | 5/10 |\n`);
  });
  it('"Tests: 3 failed" inside a finding: exit 2', () => {
    asks('# Review\n\nA pass over the app.\n\n## Findings\n\n### Login test fails\n\nTests: 3 failed\n\n### Retry loop spins\n\nIt never backs off.\n');
  });
  it('one finding\'s "**Quality score:** 4/10": exit 2', () => {
    asks('# Review\n\nA pass over the app.\n\n## Findings\n\n### Cache key ignores locale\n\n**Quality score:** 4/10\n\nThe key omits the locale.\n\n### Retry loop spins\n\nIt never backs off.\n');
  });
});
