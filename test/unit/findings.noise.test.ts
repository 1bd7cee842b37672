// Sections and blocks of a return that are not findings though they stand beside them (status-check tables,
// severity-count tables, numbered sections after the findings, notes and rejected claims), and the return
// rules the review found too broad. Each the smallest synthetic document of its shape.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const read = readReturn;

/** Every non-blank line of a document is somewhere in what was read (nothing lost). */
function keeps(r: ReturnType<typeof read>['r'], ...needles: string[]) {
  const all = JSON.stringify(r);
  for (const n of needles) expect(all).toContain(n);
}

describe('severity-count tables are no findings', () => {
  it('"| Severity | Count |" under the findings heading, before the findings, in three languages', () => {
    for (const [h, sev, count, rows, item] of [
      ['Findings', 'Severity', 'Count', ['| Critical | 2 |', '| High | 5 |'], '1. **High** — Token refresh races with logout in `src/auth.ts:40`.'],
      ['发现', '严重程度', '数量', ['| 严重 | 1 |', '| 高 | 2 |', '| 合计 | 3 |'], '1. **高** — 刷新令牌与登出竞争，`src/auth.ts:40`。'],
      ['Befunde', 'Schweregrad', 'Anzahl', ['| Hoch | 1 |', '| Niedrig | 0 |'], '1. **Hoch** — Token-Refresh kollidiert mit Logout in `src/auth.ts:40`.'],
    ] as const) {
      const { f, r } = read(`# Audit\n\n## Outcome\n\nanswered — x\n\n## ${h}\n\n| ${sev} | ${count} |\n|---|---|\n${rows.join('\n')}\n\n${item}\n`);
      expect(f.map((x) => x.location)).toEqual(['src/auth.ts:40']);
      keeps(r, rows[0]!);
    }
  });

  it('under "## Summary" with severity groups as the findings', () => {
    const { f, r } = read('# Prüfbericht\n\n## Summary\n\n| Severity | Count |\n|---|---|\n| High | 1 |\n| Low | 1 |\n\n## Findings\n\n### High\n\n- Token refresh races with logout in `src/auth.ts`.\n\n### Low\n\n- Stale comment in `src/flags.ts`.\n');
    expect(f.map((x) => [x.severity, x.location])).toEqual([['high', 'src/auth.ts'], ['low', 'src/flags.ts']]);
    keeps(r, '| High | 1 |');
  });

  it('a table of findings whose rows carry a severity and more than counts stays findings', () => {
    const { f } = read('## Findings\n\n| Severity | Finding |\n|---|---|\n| High | Token refresh races with logout |\n| Low | 2 |\n');
    expect(f).toHaveLength(2);
  });
});

describe('a numbered section after the findings that names what to do is no findings (same series)', () => {
  it('"## 3. Problems found" then "## 4. Recommended optimisations" / "## 5. Conclusion", in English, German, Chinese', () => {
    for (const [problems, opt, end, lang] of [
      ['Problems found', 'Recommended optimisations', 'Conclusion', 'en'],
      ['Gefundene Probleme', 'Optimierungen', 'Fazit', 'de'],
      ['发现的问题', '优化建议', '结论', 'zh'],
    ] as const) {
      const { f, r } = read(`# Audit\n\n## 1. Scope\n\nThe payment service.\n\n## 2. Method\n\nRead the code.\n\n## 3. ${problems}\n\n1. **High** — Token refresh races with logout in \`src/auth.ts:40\`.\n2. **Low** — Stale comment in \`src/flags.ts\`.\n\n## 4. ${opt}\n\n1. Cache the token.\n2. Batch the writes.\n\n## 5. ${end}\n\n1. Mostly sound.\n2. Fix the race first.\n`);
      expect(f.map((x) => x.location), lang).toEqual(['src/auth.ts:40', 'src/flags.ts']);
      expect(r.answers.recommendations.join('\n'), lang).toContain('Cache the token.');
      keeps(r, 'Batch the writes.', 'Mostly sound.');
    }
  });

  it('a numbered sibling that names nothing still holds findings', () => {
    const { f } = read('# Audit\n\n## 1. Problems found\n\n1. Token refresh races with logout (`src/auth.ts`).\n\n## 2. Cache layer\n\n1. Stale reads after a write (`src/cache.ts`).\n');
    expect(f.map((x) => x.location)).toEqual(['src/auth.ts', 'src/cache.ts']);
  });
});

describe('notes after the last finding and rejected claims are no findings', () => {
  it('a notes label over a list closing the findings, in English, German, Chinese', () => {
    for (const label of ['**Notes:**', 'Notes:', 'Hinweise:', '补充说明：']) {
      const { f, r } = read(`# Audit\n\n## Outcome\n\nanswered — x\n\n## Findings\n\n1. **High** — Token refresh races with logout in \`src/auth.ts:40\`.\n2. **Low** — Stale comment in \`src/flags.ts\`.\n\n${label}\n\n- The suite was run twice.\n- Windows was not tried.\n`);
      expect(f.map((x) => x.location), label).toEqual(['src/auth.ts:40', 'src/flags.ts']);
      keeps(r, label.replace(/\*/g, ''), 'The suite was run twice.', 'Windows was not tried.');
    }
  });

  it('a list under a label that is not notes still holds findings', () => {
    const { f } = read('## Findings\n\n1. Token refresh races with logout (`src/auth.ts`).\n\n**Also in the cache layer:**\n\n- Stale reads after a write (`src/cache.ts`).\n');
    expect(f.map((x) => x.location)).toContain('src/cache.ts');
  });

  it('rejected claims are dead ends: a numbered "## 4. False positives" table, "## Verworfene Befunde", "## 误报"', () => {
    for (const [findings, rejected, body] of [
      ['3. Findings', '4. False positives', '| Claim | Why rejected |\n|---|---|\n| SQL injection in `db.ts` | parameters are bound |\n| XSS in the admin page | output is escaped |'],
      ['Befunde', 'Verworfene Befunde', '| Behauptung | Warum verworfen |\n|---|---|\n| SQL injection in `db.ts` | Parameter sind gebunden |'],
      ['发现', '误报', '- SQL injection in `db.ts`：参数已绑定。'],
    ] as const) {
      const { f, r } = read(`# Audit\n\n## ${findings}\n\n| Severity | Finding |\n|---|---|\n| High | Token refresh races with logout in \`src/auth.ts\` |\n\n## ${rejected}\n\n${body}\n`);
      expect(f.map((x) => x.location), rejected).toEqual(['src/auth.ts']);
      expect(r.answers.deadEnds.join('\n'), rejected).toContain('SQL injection in `db.ts`');
    }
  });
});

describe('a table of checks run beside the findings is evidence, not findings', () => {
  const checks = '| Check | Result |\n|-------|--------|\n| Bounce | ✅ OK |\n| Retry | ✅ OK |\n| Timeout | ❌ 30 s, want 10 |\n';
  const list = '1. **High** — Token refresh races with logout in `src/auth.ts:40`.\n2. **Medium** — Retry loop never backs off in `src/http.ts:12`.\n';

  it('in the findings section after its list, and as a "### Checks" sub-section of it: every row kept', () => {
    for (const doc of [`## Findings\n\n${list}\n${checks}`, `## Findings\n\n${list}\n### Checks\n\n${checks}`, `## Befunde\n\n${list}\n### Prüfungen\n\n| Prüfung | Ergebnis |\n|---|---|\n| Bounce | ✅ OK |\n| Timeout | ❌ 30 s |\n`]) {
      const { f, r } = read(`# Review\n\n## Outcome\n\nanswered — x\n\n${doc}`);
      expect(f.map((x) => x.location)).toEqual(['src/auth.ts:40', 'src/http.ts:12']);
      keeps(r, '| Bounce | ✅ OK |', 'Timeout | ❌ 30 s');
    }
  });

  it('when the table is all the findings section holds, its failed checks are the findings', () => {
    const { f, r } = read(`# Review\n\n## Findings\n\n${checks}`);
    expect(f.map((x) => x.title)).toEqual(['Timeout']);
    keeps(r, 'Bounce');
  });

  it('a requirements table with its gaps beside a list keeps its gaps as findings', () => {
    const { f } = read(`## Findings\n\n${list}\n| Requirement | Status |\n|---|---|\n| CSV export | ✅ Done |\n| Streaming | ❌ Missing |\n| Header row | ✅ Done |\n`);
    expect(f.map((x) => x.title)).toContain('Streaming');
  });
});

describe('priority groups after counter-titled findings are actions only when their section says so (N9-R6c guard)', () => {
  const bugs = '# Review\n\n## BUG #1: total ignores discounts\n\nThe total in `src/cart.ts` skips the discount.\n\n## BUG #2: tax rounded twice\n\n`src/tax.ts` rounds twice.\n\n';

  it('"## Second sweep" / "### Critical" / "- null deref": another pass, its items findings beside the counted ones', () => {
    const { f } = read(`${bugs}## Second sweep\n\n### Critical\n\n- null deref in \`src/user.ts\` when the profile is missing.\n\n### Low\n\n- typo in \`src/help.ts\`.\n`);
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['total ignores discounts', undefined],
      ['tax rounded twice', undefined],
      ['null deref in `src/user.ts` when the profile is missing.', 'critical'],
      ['typo in `src/help.ts`.', 'low'],
    ]);
  });

  it('a heading of what comes next, or task boxes under a heading that names nothing: action items', () => {
    for (const [closing, item] of [['Going forward', '- Fix the discount.'], ['Wie es weitergehen kann', '- Rabatt korrigieren.'], ['Notes', '- [ ] Fix the discount.']]) {
      const { f, r } = read(`${bugs}## ${closing}\n\n### P1\n\n${item}\n\n### P2\n\n- [ ] Round once.\n`);
      expect(f.map((x) => x.title), closing).toEqual(['total ignores discounts', 'tax rounded twice']);
      expect(JSON.stringify(r), closing).toContain('Round once.');
    }
  });
});

describe('status checklists are audits only when they say so (statusChecklists, withoutStatusLead)', () => {
  const security = '## Security\n\n- **High** — Token refresh races with logout in `src/auth.ts:40`.\n- **Low** — Stale comment in `src/flags.ts`.\n';

  it('a session log of marks alone ("- ✅ pager fixed" / "- ❌ windows build not tried") beside findings is no audit', () => {
    const { f, r } = read(`# Session log\n\n## Outcome\n\nanswered — x\n\n## What I did\n\n- ✅ pager fixed\n- ✅ tests green on linux\n- ❌ windows build not tried\n\n${security}`);
    expect(f.map((x) => x.location)).toEqual(['src/auth.ts:40', 'src/flags.ts']);
    keeps(r, 'windows build not tried', 'pager fixed');
  });

  it('the same marks under "## Requirements", or with status words, are an audit: its gaps are findings', () => {
    for (const [h, items] of [['Requirements', '- ✅ pager fixed\n- ✅ tests green\n- ❌ windows build'], ['Progress', '- ✅ DONE — pager\n- ✅ DONE — tests\n- ❌ NOT DONE — windows build']]) {
      const { f } = read(`# Log\n\n## Outcome\n\nanswered — x\n\n## ${h}\n\n${items}\n\n${security}`);
      expect(f.map((x) => x.title), h).toContain('windows build');
    }
  });

  it('a word that names the gap stays in the title ("⚠️ Missing: rate limit", "❌ Fehlt: Kopfzeile"); a bare state goes', () => {
    const { f } = read('# Audit\n\n## Requirements\n\n- ✅ DONE — CSV export writes a header\n- ❌ NOT DONE — large exports stream\n- ⚠️ Missing: rate limit\n- ❌ Fehlt: Kopfzeile\n');
    expect(f.map((x) => x.title)).toEqual(['large exports stream', 'Missing: rate limit', 'Fehlt: Kopfzeile']);
  });
});

describe('an appended pass is a heading that is a pass phrase, not one that starts with one (appendedPasses)', () => {
  const doc = (h: string) => `## Outcome\n\nanswered — x\n\n## Findings\n\n- Token refresh races with logout (\`src/auth.ts\`).\n\n## ${h}\n\n- Deploy step one (\`src/deploy.ts\`).\n- Deploy step two (\`src/run.ts\`).\n`;

  it('"## Round 2 rollout plan", "## Nachtrag: Deployment", "## 追加调查：缓存" over steps: no findings, kept', () => {
    for (const h of ['Round 2 rollout plan', 'Nachtrag: Deployment', '追加调查：缓存']) {
      const { f, r } = read(doc(h));
      expect(f.map((x) => x.location), h).toEqual(['src/auth.ts']);
      keeps(r, 'Deploy step two');
    }
  });

  it('the phrase alone, or with a date, a number, or a note after a dash or in brackets: more findings', () => {
    for (const h of ['Pass 3', 'Nachtrag', 'Nachtrag 2026-03-02', 'Extra pass — 2026-03-02', 'Second pass (after the cache fix)', '追加调查']) {
      expect(read(doc(h)).f.map((x) => x.location), h).toEqual(['src/auth.ts', 'src/deploy.ts', 'src/run.ts']);
    }
  });
});

describe('a check mark inside a code example is no verification', () => {
  it('a fenced block or inline code holding ✅ leaves the finding unverified; the writer\'s own mark still verifies', () => {
    const { f } = read('## Findings\n\n- Retry loop never backs off (`src/http.ts`).\n\n  ```\n  ✅ 12 passed\n  ```\n- Token never expires (`src/auth.ts`); the probe prints `✅ verified` anyway.\n- Upload size unlimited (`src/upload.ts`). Verified: ✅\n');
    expect(f.map((x) => [x.location, x.verified ?? false])).toEqual([['src/http.ts', false], ['src/auth.ts', false], ['src/upload.ts', true]]);
  });
});

describe('optimisations a pass already made are what it did, not recommendations (the review of the whole change)', () => {
  for (const heading of ['Optimizations applied', 'Umgesetzte Optimierungen', 'Optimisations appliquées', '已完成的优化']) {
    it(heading, () => {
      const { r, f } = read(`# Perf pass\n\n## Outcome\nanswered\n\n## Findings\n- The chart page loads 2 MB of JavaScript\n\n## ${heading}\n- Lazy-loaded the chart library (commit a1b2c3d)\n\n## Recommended optimisations\n- Split the vendor bundle\n`);
      expect(f.map((x) => x.title)).toEqual(['The chart page loads 2 MB of JavaScript']);
      expect(r.answers.recommendations).toEqual(['Split the vendor bundle']);
      expect(JSON.stringify(r.extra ?? [])).toContain('Lazy-loaded the chart library');
    });
  }
});
