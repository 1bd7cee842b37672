// Findings in document shapes read by structure alone (QA, issue 10, fifteenth set): sibling headings that each
// open with the same key: value fields, one a severity, are one finding each; top-level blocks beside a block of
// findings whose sub-headings are the writer's ids of the same shape hold findings too. Synthetic documents only.

import { describe, expect, it } from 'vitest';
import { readReturn as read } from '../helpers/read-return.js';

describe('sibling headings that open with the same fields, one a severity, are one finding each', () => {
  const entry = (n: number, title: string, p: string, body: string) => `## ${n}. ${title}\n\n- **Priority**: ${p}\n- **Status**: Open\n\n${body}\n\n---\n\n`;
  it('English: three numbered entries under the title, the bullets and prose below the fields their detail', () => {
    const { f } = read(`# Code review — billing app\n\nEach entry has a priority and a state.\n\n---\n\n${entry(1, 'Tests cover almost nothing', 'High', 'Only two test files exist.\n\n- `src/db.ts` has no test.\n- `src/sync.ts` neither.\n\n**Suggestion**: test the migrations first.')}${entry(2, 'No CI configured', 'High', 'Nothing runs on push.')}${entry(3, 'Errors swallowed in the worker', 'Low', 'The catch block in `src/worker.ts:40` logs nothing.')}`);
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['Tests cover almost nothing', 'high'],
      ['No CI configured', 'high'],
      ['Errors swallowed in the worker', 'low'],
    ]);
    expect(f[0]!.text).toContain('src/sync.ts');
  });

  it('German, unnumbered headings, fields without bold, beside a list of minor findings: the same', () => {
    const e = (t: string, p: string) => `## ${t}\n\n- Schweregrad: ${p}\n- Datei: \`src/app.ts\`\n\nDer Fehler tritt bei jedem Start auf.\n\n`;
    const { f } = read(`# Prüfbericht\n\n${e('Passwort im Klartext gespeichert', 'hoch')}${e('Keine Zeitüberschreitung beim Abruf', 'mittel')}## Weitere kleinere Befunde\n\n- veraltete Kommentare im Abrufmodul\n- Standardregeln für den Linter\n`);
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['Passwort im Klartext gespeichert', 'high'],
      ['Keine Zeitüberschreitung beim Abruf', 'medium'],
      ['veraltete Kommentare im Abrufmodul', undefined],
      ['Standardregeln für den Linter', undefined],
    ]);
  });

  it('a status line that is a severity opens each entry of a checklist ("### A01 – …" / "**Status**: 🔴 **CRITICAL**"): one finding each, its "found:" list its detail; a passed entry (✅) none', () => {
    const e = (id: string, t: string, st: string, found: string[]) => `### ${id} – ${t}\n**Status**: ${st}\n\n**Found**:\n${found.map((x, k) => `${k + 1}. ${x}`).join('\n')}\n\n**Mitigation**:\n- ✅ add the check\n\n`;
    const { f, r } = read(`# Security audit\n\n## 1. Access control\n\n- the admin route has no guard (high)\n\n## 2. Top ten risks\n\n${e('R01', 'Broken access control', '🔴 **CRITICAL**', ['no guard on the admin route', 'session ids are guessable'])}${e('R02', 'Cryptography', '⚠️ **MEDIUM**', ['tokens hashed with md5', 'no pepper rotation'])}${e('R03', 'Injection', '✅ **LOW** (parameterised queries)', ['nothing'])}${e('R04', 'Insecure design', '🔴 **CRITICAL**', ['no fallback when the backend is down'])}`);
    expect(f.map((x) => x.title)).toEqual(['the admin route has no guard', 'R01. Broken access control', 'R02. Cryptography', 'R04. Insecure design']);
    expect(JSON.stringify(r)).toContain('parameterised queries');
  });

  it('areas that open with the same fields over sub-sections of their own group them: their entries are the findings', () => {
    const area = (t: string, issues: string[]) => `## ${t}\n\n- **Risk**: High\n- **Owner**: Ana\n\n${issues.map((x, k) => `### ${k + 1}. ${x}\n\nIt fails on every run.\n\n`).join('')}`;
    const { f } = read(`# Audit\n\n${area('Billing', ['Totals ignore refunds', 'Currency is rounded twice'])}${area('Sync', ['Retry never backs off', 'Cursor is lost on restart'])}`);
    const titles = f.map((x) => x.title);
    expect(titles).toEqual(expect.arrayContaining(['Totals ignore refunds', 'Currency is rounded twice', 'Retry never backs off', 'Cursor is lost on restart']));
    expect(titles).not.toContain('Billing');
  });

  it('a plan\'s steps carrying Priority fields under the next steps stay the plan', () => {
    const step = (n: number, t: string, p: string) => `### ${n}. ${t}\n\n- **Priority**: ${p}\n- **Effort**: 2 days\n\nDo it this week.\n\n`;
    const { f, r } = read(`# Review of the billing app\n\n## Findings\n\n- \`src/db.ts\`: migrations untested (high)\n- the worker swallows errors (medium)\n\n## Next steps\n\n${step(1, 'Add a CI pipeline', 'High')}${step(2, 'Test the migrations', 'Medium')}`);
    expect(f.map((x) => x.title)).toEqual(['migrations untested', 'the worker swallows errors']);
    expect(JSON.stringify(r)).toContain('Add a CI pipeline');
  });

  it('a changelog whose versions carry a Status and a date but no severity is no register of findings', () => {
    const v = (n: string, t: string) => `### ${n}\n\n- **Status**: Released\n- **Date**: 2026-11-02\n\n${t}\n\n`;
    const { f, r } = read(`# Review\n\n## Findings\n\n- the export drops the last row (high)\n\n## Changelog\n\n${v('v1.2.0', 'Adds export to CSV.')}${v('v1.1.0', 'Fixes the login loop.')}`);
    expect(f.map((x) => x.title)).toEqual(['the export drops the last row']);
    expect(JSON.stringify(r)).toContain('Adds export to CSV.');
  });
});

describe('blocks beside a block of findings whose sub-headings are the writer\'s ids of the same shape hold findings', () => {
  const ids = (code: string, titles: string[]) => titles.map((t, k) => `## ${code}${k + 1} — ${t}\n\nIt happens in \`src/${code.toLowerCase()}${k + 1}.ts\` on every run.\n\n`).join('');
  it('English: "# Block B — Bugs" then "# Block V — Speed" and "# Block D — Design": every entry a finding, a block\'s measurement above its entries and a praise entry kept', () => {
    const { f, r } = read(`# Audit report\n\nThree blocks follow.\n\n# Block B — Bugs\n\n${ids('B', ['Retry never backs off', 'Totals ignore refunds'])}# Block V — Speed\n\nProfiled at scale: **22 s** per run.\n\n\`\`\`\ncalls  time  function\n  980  9.2  candidates\n\`\`\`\n\n${ids('V', ['Candidates computed twice a day', 'Row loop in the pricing map'])}# Block D — Design\n\n${ids('D', ['One class of two thousand lines', 'Comments drift from the code'])}## D3 — What works well, to keep\n\nThe pricing module is small and tested.\n\n# Recommended order\n\n1. B1 first.\n2. Then V1.\n`);
    expect(f.map((x) => x.title)).toEqual(['B1. Retry never backs off', 'B2. Totals ignore refunds', 'V1. Candidates computed twice a day', 'V2. Row loop in the pricing map', 'D1. One class of two thousand lines', 'D2. Comments drift from the code']);
    expect(JSON.stringify(r)).toContain('Profiled at scale');
    // (The series' praise entry is kept under its heading, no finding.)
    expect(JSON.stringify(r)).toContain('The pricing module is small and tested.');
  });

  it('a block of fixes whose ids repeat the findings\' own answers them: no findings of its own', () => {
    const { f, r } = read(`# Audit report\n\n# Block B — Bugs\n\n${ids('B', ['Retry never backs off', 'Totals ignore refunds'])}# Applied\n\n## B1 — backoff added\n\nNow doubles.\n\n## B2 — refunds subtracted\n\nNow right.\n`);
    expect(f.map((x) => x.title)).toEqual(['B1. Retry never backs off', 'B2. Totals ignore refunds']);
    expect(JSON.stringify(r)).toContain('backoff added');
  });

  it('a brief-like part numbered from 1 again ("# Part 2" / "## 1. …") is no block of findings', () => {
    const { f, r } = read(`# Audit report\n\n# Block B — Bugs\n\n${ids('B', ['Retry never backs off', 'Totals ignore refunds'])}# What was changed\n\n## 1. Added a backoff\n\nDoubles each time.\n\n## 2. Subtracted refunds\n\nNow right.\n`);
    expect(f.map((x) => x.title)).toEqual(['B1. Retry never backs off', 'B2. Totals ignore refunds']);
    expect(JSON.stringify(r)).toContain('Added a backoff');
  });
});

describe('a table whose every row carries its own severity is a list of findings whatever its columns are called', () => {
  const rows = '| | Requirement | Now |\n|---|---|---|\n| 🔴 | Privacy policy on a page of its own, linked in the footer | missing |\n| 🔴 | Consent box under the form, unticked by default | only a line of text |\n| 🟠 | Cookie banner with equal Accept and Decline | missing |\n';
  it('English: "### Personal data" over prose, a "requirement | now" table and closing prose: one finding a row, the prose kept', () => {
    const { f, r } = read(`# Site audit\n\n## 1. Security\n\n| | Finding | Where |\n|---|---|---|\n| 🔴 | The form sends nothing | \`js/main.js:208\` |\n| 🟠 | Social links point at # | \`index.html:467\` |\n\n## 2. Compliance\n\n### Personal data\n\nThe form collects names and phone numbers, so the owner processes personal data.\n\n${rows}\nSince September the consent must be separate from other documents.\n\nFines run from 100 to 700 thousand.\n`);
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['The form sends nothing', 'critical'],
      ['Social links point at #', 'high'],
      ['Privacy policy on a page of its own, linked in the footer', 'critical'],
      ['Consent box under the form, unticked by default', 'critical'],
      ['Cookie banner with equal Accept and Decline', 'high'],
    ]);
    expect(JSON.stringify(r)).toContain('Fines run from 100 to 700 thousand.');
  });

  it('a requirements table with ✅ in every row and a severity tally are no findings', () => {
    const { f, r } = read(`# Site audit\n\n## 1. Security\n\n| | Finding | Where |\n|---|---|---|\n| 🔴 | The form sends nothing | \`js/main.js:208\` |\n| 🟠 | Social links point at # | \`index.html:467\` |\n\n## 2. Compliance\n\n### Personal data\n\nThe form collects names and phone numbers.\n\n| | Requirement | Now |\n|---|---|---|\n| ✅ | Privacy policy page | present |\n| ✅ | Consent box under the form | present |\n\nNothing else is required.\n\n### Tally\n\nCounted by severity.\n\n| Severity | Count |\n|---|---|\n| 🔴 | 1 |\n| 🟠 | 1 |\n\nTwo in all.\n`);
    expect(f.map((x) => x.title)).toEqual(['The form sends nothing', 'Social links point at #']);
    expect(JSON.stringify(r)).toContain('Consent box under the form');
  });
});

describe('a priority scale is no series of the writer\'s ids', () => {
  // "### P0 <level> (n items)" / "### P1 <level> (n items)", each over a table of findings: P0…P4 are levels, so each
  // row is a finding with the group's severity, as before the id-entry rule (merge of cand8, sixteenth set).
  const table = (a: string, b: string) => `| # | Problem | Fix |\n|---|---|---|\n| 1 | **${a}**: wrong | mend it |\n| 2 | **${b}**: wrong | mend it |\n\n`;
  it.each([
    ['Chinese levels with a count in brackets', '### P0 严重 (2项 → 全部已修复)', '### P1 高 (2项 → 全部已修复)'],
    ['English levels with a count in brackets', '### P0 Critical (2 items, all fixed)', '### P1 High (2 items, all fixed)'],
  ])('%s: one finding per row', (_name, h0, h1) => {
    const { f } = read(`# Audit\n\n## Findings (4)\n\n${h0}\n\n${table('Cache key', 'Retry')}${h1}\n\n${table('Log level', 'Timeout')}## Notes\n\n- none\n`);
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['Cache key', 'critical'],
      ['Retry', 'critical'],
      ['Log level', 'high'],
      ['Timeout', 'high'],
    ]);
  });
});

describe('field-led entries that are no findings (review of cand8)', () => {
  it('a register of findings numbered 2.1, 2.2 is still read (a section number is no version)', () => {
    const e = (n: string, t: string, p: string) => `### ${n} ${t}\n\n- **Priority**: ${p}\n- **Status**: Open\n\nDetail.\n\n`;
    const { f } = read(`# Review\n\n## 2. Code\n\n${e('2.1', 'Tests cover almost nothing', 'High')}${e('2.2', 'No CI configured', 'Low')}`);
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['Tests cover almost nothing', 'high'],
      ['No CI configured', 'low'],
    ]);
  });
});
