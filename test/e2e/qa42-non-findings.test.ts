// Groups whose heading says they hold no findings are kept, none of their items a finding (QA 42 class 5), through
// the built CLI:
// - a heading that says so in words, its parenthetical too ("## Additional Notes (not bugs, but worth tracking)",
//   "## Hinweise (keine Fehler, aber beobachten)", "## 备注（非缺陷）");
// - a heading counting zero over a short line ("## Critical Issues (0)" / "No critical security vulnerabilities or
//   data loss risks identified.");
// - a heading counting passes only over items that state no failure ("## Probes that confirmed behavior is sound (2
//   passed)", "## Проверки (2 пройдены)");
// - the order to fix the findings in ("## Recommended priority order", "## Empfohlene Reihenfolge");
// - a test-gaps sub-section of a coverage section ("### Gaps Identified" under "## Test Coverage Analysis").
// Near-misses: "## Critical Issues (1)" over its one finding keeps it; a "## Notes" section whose items state defects
// stays findings; a probe under "(2 passed)" that says it failed keeps the section findings.

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff, type ReturnJson } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'qa42 non-findings');
type F = { title?: string };
function titles(text: string): string[] {
  const r = handoff.returnBody(text, '--force', '--outcome', 'answered');
  expect(r.code, r.stdout + r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as ReturnJson;
  return ((j.findings ?? []) as F[]).map((f) => f.title ?? '');
}

const notes = (heading: string, a: string, b: string) =>
  `# Bug Hunt\n\n## High (1)\n\n### H1. Cache key mismatch\n- **File**: \`a.swift:76\`\n\nThe cache is written under one key and read under another.\n\n## ${heading}\n\n| Item | Notes |\n|------|-------|\n| **${a}** | never started |\n| **${b}** | only when ghostty is enabled |\n`;

describe('a section that says it holds no bugs', () => {
  it.each([
    ['English', notes('Additional Notes (not bugs, but worth tracking)', 'Dead code X', 'Renderer leaks state')],
    ['German', notes('Weitere Hinweise (keine Fehler, aber beobachten)', 'Toter Code X', 'Renderer verliert Zustand')],
    ['Chinese', notes('其他备注（非缺陷，但值得跟踪）', '死代码 X', '渲染器泄漏状态')],
  ])('%s: only H1', (_l, text) => {
    const t = titles(text);
    expect(t).toHaveLength(1);
    expect(t[0]).toContain('Cache key mismatch');
  });

  it('near-miss: a Notes section whose items state defects stays findings', () => {
    const t = titles(`# Bug Hunt\n\n## High (1)\n\n### H1. Cache key mismatch\n- **File**: \`a.swift:76\`\n\n## Notes\n\n- The retry loop crashes when the token expires.\n- The exporter drops the last row of every file.\n`);
    expect(t.length).toBeGreaterThanOrEqual(3);
  });
});

const zero = (head: string, line: string, high: string) =>
  `# QA Report\n\n## ${head}\n\n${line}\n\n## ${high}\n\n### H1: Debug mode exposes authentication headers\n\n**Severity:** High\n\nHeaders are printed with the token.\n\n### H2: Config file permissions not restricted\n\n**Severity:** High\n\nThe file is world-readable.\n`;

describe('a group that counts none', () => {
  it.each([
    ['English', zero('Critical Issues (0)', 'No critical security vulnerabilities or data loss risks identified.', 'High Priority Issues (2)')],
    ['French', zero('Problèmes critiques (0)', "Aucune vulnérabilité critique ni risque de perte de données n'a été identifié.", 'Problèmes importants (2)')],
  ])('%s: the two high findings only', (_l, text) => {
    const t = titles(text);
    expect(t).toHaveLength(2);
    expect(t.every((x) => x.startsWith('H'))).toBe(true);
  });

  it('near-miss: "Critical Issues (1)" keeps its one finding', () => {
    const t = titles(`# QA Report\n\n## Critical Issues (1)\n\n### C1: Tokens are logged in plain text\n\nEvery request logs the bearer token.\n\n## High Priority Issues (1)\n\n### H1: Config file permissions not restricted\n\nThe file is world-readable.\n`);
    expect(t).toHaveLength(2);
    expect(t.some((x) => x.includes('Tokens are logged'))).toBe(true);
  });
});

const probes = (passed: string, order: string) =>
  `# QA findings\n\n## Confirmed defects\n\n### HIGH-1 — A stray file bricks every write\n- **Test:** \`one_bad_file\` (FAIL) — a failing test is a confirmed defect.\n\n### MED-1 — Case-distinct ids collide\n- **Test:** \`case_distinct_ids\` (FAIL)\n\n## Low — body round-trip\n\n- **\`body_crlf_round_trips\` (FAIL):** CRLF bodies normalize to LF.\n\n## ${passed}\n\n- \`body_with_triple_dash_round_trips\` — a \`---\` rule survives.\n- \`id_with_md_extension_keeps_identity\` — dotted ids keep identity.\n\n## ${order}\n\n1. **HIGH-1** — make \`manifest()\` resilient.\n2. **MED-1** — decide a case policy.\n`;

describe('probes that passed and the priority order are no findings', () => {
  it.each([
    ['English', probes('Probes that confirmed behavior is sound (2 passed)', 'Recommended priority order')],
    ['German', probes('Sonden ohne Befund (2 bestanden)', 'Empfohlene Reihenfolge')],
    ['Russian', probes('Проверки, подтвердившие корректность (2 пройдены)', 'Порядок исправления')],
  ])('%s: the three defects only', (_l, text) => {
    const t = titles(text);
    expect(t).toHaveLength(3);
    expect(t.some((x) => x.includes('triple_dash'))).toBe(false);
  });

  it('near-miss: a probe that failed keeps the section findings', () => {
    const t = titles(probes('Probes that confirmed behavior is sound (2 passed)', 'Recommended priority order').replace('a `---` rule survives.', 'a `---` rule is dropped (FAIL).'));
    expect(t.some((x) => x.includes('triple_dash'))).toBe(true);
  });
});

describe('test gaps under a coverage section are no findings', () => {
  const doc = (gaps: string) =>
    `# QA Report\n\n## High Priority Issues (2)\n\n### H1: Debug mode exposes authentication headers\n\n**Severity:** High\n\nHeaders are printed.\n\n### H2: Config file permissions not restricted\n\n**Severity:** High\n\nWorld-readable.\n\n## Test Coverage Analysis\n\n### Strengths\n- Good mocking strategy\n\n### ${gaps}\n1. **No integration tests** - all API calls are mocked\n2. **No config permission tests** - file permissions not verified\n\n### Recommendations\n1. Add tests for debug mode\n`;
  it('English: the two findings only', () => {
    expect(titles(doc('Gaps Identified'))).toHaveLength(2);
  });
});

describe('near misses found when merging (QA 35 doc 18, QA 34 doc 12)', () => {
  it('"## TOP PRIORITY — P0 correctness" is a group of findings, not an order to fix them in', () => {
    const t = titles(
      '# Seal review\n\n## TOP PRIORITY — P0 correctness/soundness\n\n### F-P0-1  Tag classified over the placeholder trace\n\nThe genuine trace is never read.\n\n### F-P0-2  `PAC_KEYS_WORDS = 9` is wrong\n\nThe kernel struct is 10 words.\n\n## Per-file findings\n\n### src/seal.py\n\n- [S1] the seal skips the last page\n',
    );
    expect(t.some((x) => x.includes('placeholder trace'))).toBe(true);
    expect(t.some((x) => x.includes('PAC_KEYS_WORDS'))).toBe(true);
  });
  it("a coverage section whose sub-sections are findings headed by the writer's ids keeps them", () => {
    const f = (id: string, title: string) => `### [x] ${id} — ${title}\n**Where:** \`src/${id.toLowerCase()}.go\`\n**Problem:** it breaks.\n\n`;
    const t = titles(
      `# Pre-merge review findings\n\n## A. Correctness — merge blockers\n\n${f('C1', 'Jog speed ignored in manual mode')}${f('C2', 'Spindle stop races the program end')}## B. Correctness — secondary\n\n${f('C3', 'Pause wedges the task')}## C. Test coverage\n\n${f('T1', 'Launch-guard positive path left untested')}## D. Design / duplication refactors\n\n${f('D1', 'Preflight helpers mirror their command bodies')}`,
    );
    expect(t.some((x) => x.includes('Launch-guard positive path'))).toBe(true);
    expect(t).toHaveLength(5);
  });
});
