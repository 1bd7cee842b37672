// QA 44 classes 10, 7 and 11 through the built CLI (`return --body … --json`, then `pull --json`):
// - C10: a numbered title over a flat bullet list ("4. Title", a blank line, "- detail" / "- Impact: …") is one finding
//   with its details, when a bullet opens with a finding part's label or the count runs on across severity groups; a
//   checklist of open boxes by priority under a checklist heading is the recommendations, all groups alike.
// - C7: a group whose status says it passed ("- **Status**: PASS") and a sign-off are no findings; an all-pass report
//   has none, and pull reads the statement written for none back as none.
// - C11: a bold lead after a bracketed tag ("**[P0] Footer is exclusive.** …") is the title whole, its colon too.
// Near misses keep what they were: bullets after a numbered line with no label and no count carried stay findings; a
// failed status stays a finding; ticked boxes under a findings heading are not recommendations.

import { describe, expect, it } from 'vitest';
import { docWorld, returnAndPull, sectionOf } from '../helpers/doc-world.js';

const w = docWorld();

describe('C10: a numbered title and its flat bullets are one finding', () => {
  it('English, a part label under each title', () => {
    const md = '# Audit\n\n## Outcome\n\nanswered — two gaps\n\n## Findings\n\n### Medium\n\n4. Search has no automated tests\n\n- No test files under `apps/search/src`.\n- Impact: regressions slip through.\n\n### Low\n\n7. The bundle is large\n\n- Impact: slow first paint.\n';
    const { j, pulled } = returnAndPull(w, md, 'qa44-c10-en');
    expect(j.findings.map((f) => f.title)).toEqual(['Search has no automated tests', 'The bundle is large']);
    expect(j.findings[0]!.text).toContain('Impact: regressions slip through.');
    expect(j.findings.map((f) => f.severity)).toEqual(['medium', 'low']);
    expect(pulled.map((f) => f.title)).toEqual(j.findings.map((f) => f.title));
  });

  it('German, the count carried across groups tells it without a label', () => {
    const md = '# Prüfung\n\n## Ergebnis\n\nanswered — zwei Lücken\n\n## Befunde\n\n### Hoch\n\n1. Der Export verliert Zeilen\n\n- Auswirkung: Berichte sind unvollständig.\n\n### Niedrig\n\n2. Die Suche ist langsam\n\n- Jede Anfrage liest die ganze Tabelle.\n';
    const { j } = returnAndPull(w, md, 'qa44-c10-de');
    expect(j.findings.map((f) => f.title)).toEqual(['Der Export verliert Zeilen', 'Die Suche ist langsam']);
    expect(j.findings[1]!.text).toContain('Jede Anfrage liest die ganze Tabelle.');
  });

  it('near miss: bullets after a lone "1." with no label and no count carried stay findings', () => {
    const md = '# Review\n\n## Outcome\n\nanswered — three problems\n\n## Findings\n\n1. The cache never expires\n\n- The retry loop never backs off.\n- The log rotates too late.\n';
    const { j } = returnAndPull(w, md, 'qa44-c10-near');
    expect(j.findings).toHaveLength(3);
  });

  it('a checklist by priority is the recommendations (English, Russian)', () => {
    for (const [probe, md] of [
      ['qa44-c10-check-en', '# Audit\n\n## Outcome\n\nanswered — one gap\n\n## Findings\n\n### High\n\n1. Paging counts only the current page\n\n- Impact: wrong totals.\n\n## Remediation Checklist\n\n### P0 (Do Now)\n\n- [ ] Add a count query\n\n### P1 (Next)\n\n- [ ] Add paging tests\n\n### P2 (Cleanup)\n\n- [ ] Update the copy\n'],
      ['qa44-c10-check-ru', '# Аудит\n\n## Итог\n\nanswered — один пробел\n\n## Находки\n\n### Высокий\n\n1. Пагинация считает только текущую страницу\n\n- Impact: неверные итоги.\n\n## Чек-лист исправлений\n\n### P0\n\n- [ ] Добавить запрос количества\n\n### P2\n\n- [ ] Обновить тексты\n'],
    ] as const) {
      const { j, md: written } = returnAndPull(w, md, probe);
      expect(j.findings, probe).toHaveLength(1);
      const recs = sectionOf(written, 'Recommendations') ?? '';
      expect(recs, probe).toMatch(/\[ \] (?:Add a count query|Добавить запрос количества)/);
      expect(recs, probe).toMatch(/\[ \] (?:Update the copy|Обновить тексты)/);
    }
  });

  it('near miss: ticked boxes under a findings heading stay findings', () => {
    const md = '# Review\n\n## Outcome\n\nanswered — two\n\n## Findings\n\n### P0\n\n- [ ] The token leaks into the log\n- [ ] The session never expires\n';
    const { j, md: written } = returnAndPull(w, md, 'qa44-c10-box-near');
    expect(j.findings).toHaveLength(2);
    expect(sectionOf(written, 'Recommendations')).toBeUndefined();
  });
});

describe('C7: passed checks and a sign-off are no findings', () => {
  it('English: an all-pass report has none, and pull reads none', () => {
    const md = '# QA Report\n\n## Executive Summary\n\n**Overall Status**: **PASS**\n\n## Suites\n\n### Unit Suite\n\n- **Status**: PASS\n\n### Regression Suite\n\n- **Status**: PASS\n- `tests/test_regress.py` (4 tests covering Bugfix #12)\n\n## Sign-Off\n\n- **Reviewer**: QA agent\n- **Gate Cleared**: **YES**\n';
    const { j, pulled, md: written } = returnAndPull(w, md, 'qa44-c7-en');
    expect(j.findings).toEqual([]);
    expect(pulled).toEqual([]);
    expect(sectionOf(written, 'Non-obvious findings')).toContain('PASS');
    expect(written).toContain('Bugfix #12');
    expect(written).toContain('Gate Cleared');
  });

  it('German and Chinese: a passed group beside a finding is kept, the finding counted', () => {
    for (const [probe, md, kept] of [
      ['qa44-c7-de', '# Bericht\n\n## Ergebnis\n\nanswered — ein Befund\n\n## Befunde\n\n- Der Cache läuft bei Last über.\n\n## Regressionstests\n\n- **Status**: bestanden\n- `tests/reg.py` (3 Tests zum Fehler #4)\n\n## Freigabe\n\n- **Freigegeben von**: QA\n', 'tests/reg.py'],
      ['qa44-c7-zh', '# 报告\n\n## 结论\n\nanswered — 一个问题\n\n## 问题\n\n- 缓存在高负载下溢出。\n\n## 回归测试\n\n- **状态**：通过\n- `tests/reg.py`（覆盖缺陷 #4 的 3 个测试）\n', 'tests/reg.py'],
    ] as const) {
      const { j, md: written } = returnAndPull(w, md, probe);
      expect(j.findings, probe).toHaveLength(1);
      expect(written, probe).toContain(kept);
    }
  });

  it('near miss: a status that failed stays a finding', () => {
    const md = '# Report\n\n## Outcome\n\nanswered — one failure\n\n## Findings\n\n- The cache overflows under load.\n\n## Regression Suite\n\n- **Status**: FAIL\n- `tests/reg.py` (3 tests, 1 failed)\n';
    const { j } = returnAndPull(w, md, 'qa44-c7-near');
    expect(j.findings.length).toBeGreaterThan(1);
  });
});

describe('C11: a bold lead after a bracketed tag is the title whole', () => {
  it('English and German', () => {
    const md = '# Iteration 8\n\n## Outcome\n\nanswered — use setStatus\n\n## Findings\n\n1. **[P0] Footer is exclusive.** setFooter replaces the footer. [SOURCE: docs/ext.md:12-14]\n2. **[P0] Recommendation: use setStatus.** (a) It composes; (b) it survives RPC.\n3. **[P1] Der Cache ist exklusiv.** Er ersetzt den Eintrag.\n';
    const { j, pulled } = returnAndPull(w, md, 'qa44-c11');
    expect(j.findings.map((f) => f.title)).toEqual(['Footer is exclusive.', 'Recommendation: use setStatus.', 'Der Cache ist exklusiv.']);
    expect(j.findings.map((f) => f.severity)).toEqual(['p0', 'p0', 'p1']);
    expect(pulled.map((f) => f.title)).toEqual(j.findings.map((f) => f.title));
  });

  it('near miss: a bold label over its own text keeps the writer\'s title', () => {
    const md = '# Review\n\n## Outcome\n\nanswered — one\n\n## Findings\n\n- **Cache key:** ignores the locale, so pages mix languages.\n';
    const { j } = returnAndPull(w, md, 'qa44-c11-near');
    expect(j.findings).toHaveLength(1);
    expect(j.findings[0]!.title).not.toBe('');
  });
});
