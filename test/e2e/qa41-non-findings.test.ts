// Non-findings are not made findings (QA 41 class 3), through the built CLI:
// - a table of notes under an Observations heading, even one led by a light ("### 🔵 Observations (2 total)" beside
//   "### 🔴 Fix Required"), whose rows carry no severity, no word for a problem and no warning mark, is kept as written;
// - a verdict line standing alone ("**Overall: ❌ Fail** (1 agent with Fix Required findings)") is no finding;
// - "Label: none" where the label names what would be a problem ("Departures: none.", "Known implementation problems:
//   none found by the synthetic test", "Abweichungen: keine.") is a statement that there is none.
// Near-misses: an Observations row that states a problem ("O3 — race in the cache eviction") stays a finding; a
// "none" inside a real finding's text does not remove it; "Tests: none." names no problem and stays what it was.

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff, type ReturnJson } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'qa41 non-findings');
type F = { title?: string };
function titles(text: string, ...flags: string[]): string[] {
  const r = handoff.returnBody(text, '--force', ...flags);
  expect(r.code, r.stdout + r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as ReturnJson;
  return ((j.findings ?? []) as F[]).map((f) => f.title ?? '');
}

const review = (fix: string, obs: string, o1: string, o2: string, overall: string) =>
  `---\ntype: review-report\noverall_status: fail\n---\n# Review Report\n## Review Summary\n### 🔴 ${fix} (1)\n| # | Agent | Finding | Location |\n|---|---|---|---|\n| F1 | code-reviewer | \`safeRealpath\` swallows non-ENOENT errors | \`cli.ts:safeRealpath\` |\n### 🔵 ${obs} (2)\n| # | Agent | Finding |\n|---|---|---|\n| O1 | tdd-reviewer | ${o1} |\n| O2 | ts-enforcer | ${o2} |\n### Per-Agent Pass/Fail\n| Agent | Fix Required | Status |\n|---|---|---|\n| code-reviewer | 1 | ❌ Fail |\n| ts-enforcer | 0 | ✅ Pass |\n\n${overall}\n\n## Recommended Fix Order\n1. **F1**: re-throw non-ENOENT errors.\n`;

describe('an Observations table of notes and a verdict line are no findings', () => {
  it.each([
    ['English', review('Fix Required', 'Observations', 'Farley Index 8.1/10 — strong behavioral coverage', '95% strict compliance — no `any` types found', '**Overall: ❌ Fail** (1 agent with Fix Required findings)')],
    ['German', review('Zu beheben', 'Beobachtungen', 'Farley-Index 8,1/10 — starke Verhaltensabdeckung', '95 % strikte Konformität, sauber umgesetzt', '**Overall: ❌ Fail** (1 Agent mit Befunden)')],
    ['Spanish', review('Corregir', 'Observaciones', 'Índice Farley 8,1/10 — buena cobertura de comportamiento', 'Tipado estricto al 95 %, aprobado', '**Verdict: FAIL** (1 agente)')],
  ])('%s: only F1', (_lang, text) => {
    const t = titles(text, '--outcome', 'answered');
    expect(t).toHaveLength(1);
    expect(t[0]).toContain('safeRealpath');
  });

  it('near-miss: an Observations row that states a problem stays a finding', () => {
    const t = titles(review('Fix Required', 'Observations', 'Farley Index 8.1/10 — strong behavioral coverage', 'race in the cache eviction under load', '**Overall: ❌ Fail** (1 agent)'), '--outcome', 'answered');
    expect(t.some((x) => x.includes('race in the cache eviction'))).toBe(true);
    expect(t.some((x) => x.includes('Overall'))).toBe(false);
  });
});

const unit = (a: string, b: string) => `# Unit 1-01 handoff\n\nStatus: implemented, ready for Execute.\n\nVerification: \`pytest -q parser/tests/test_census.py\` passed **19 tests**.\n\n${a}\n\n${b}\n`;

describe('"Label: none" where the label names a problem is no finding', () => {
  it.each([
    ['English', unit('Departures: none.', 'Known implementation problems: none found by the synthetic test.')],
    ['German', unit('Abweichungen: keine.', 'Bekannte Probleme: keine.')],
    ['French', unit('Écarts : aucun.', 'Problèmes connus : aucun.')],
    ['Chinese', unit('偏差：无', '已知问题：无')],
  ])('%s', (_lang, text) => {
    const t = titles(text, '--outcome', 'answered');
    expect(t.some((x) => /none|keine|aucun|无/u.test(x))).toBe(false);
  });

  it('near-miss: a real finding that mentions none stays; "Tests: none." is no none-statement', () => {
    const t = titles('# Review\n\n## Findings\n\n- The retry loop never backs off: none of the errors is logged.\n- Tests: none.\n- The cache leaks on reload.\n', '--outcome', 'answered');
    expect(t.some((x) => x.includes('retry loop'))).toBe(true);
    expect(t).toHaveLength(3);
  });
});
