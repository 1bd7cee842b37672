// Shapes QA measured in real agents' returns that read wrong: findings one level below a severity group's
// categories, a prose finding under a numbered heading that closes with its severity, a table row with a
// status cell its header has no column for, a counted bug over sub-sections of its detail. Each as the
// smallest synthetic document of that shape, in more than one language where the shape is language-bound.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const read = (lines: string[]) => readReturn(lines.join('\n'));
const titles = (lines: string[]) => read(lines).f.map((x) => x.title);

/** Three prose findings under numbered headings that close with a severity word, in the writer's language. */
const proseFindings = (sev: [string, string, string], why: string, fix: string, lead = '# Review of the API') => [
  lead,
  '',
  `## 1. Wrong method gives 405 — ${sev[0]}`,
  '',
  'The endpoint answers 405 for HEAD requests where clients expect 200.',
  '',
  '- `curl -I /health` gives 405',
  '- `curl /health` gives 200',
  '',
  `**${why}.** Monitors report the service as down.`,
  '',
  `**${fix}.** Route HEAD to the GET handler.`,
  '',
  `## 2. Cache key ignores locale — ${sev[1]}`,
  '',
  'The cache key is built from the path only.',
  '',
  `**${why}.** Wrong language served to half the users.`,
  '',
  `**${fix}.** Add the locale to the key.`,
  '',
  `## 3. Client timeout is too short — ${sev[2]}`,
  '',
  'The client times out after 2 seconds.',
  '',
  `**${fix}.** Raise it to 10 seconds.`,
];

describe('a prose finding under a numbered heading with a trailing severity', () => {
  it('is one finding per heading, titled without number and severity, the closing word its severity', () => {
    const { f } = read(proseFindings(['Medium', 'High', 'Low'], 'Why it matters', 'Fix'));
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['Wrong method gives 405', 'medium'],
      ['Cache key ignores locale', 'high'],
      ['Client timeout is too short', 'low'],
    ]);
  });

  it('beside a numbered group of nits, and with a range of severities ("— Low–Med"): each still one finding', () => {
    const doc = proseFindings(['Medium', 'Low–Med', 'Low'], 'Why it matters', 'Fix');
    doc.push('', '## 4. Nits — Low', '', '- **Spec version is frozen.** `openapi.json` says 1.0.0.', '- **Validation order.** The body is parsed before auth.');
    expect(read(doc).f.map((x) => [x.title, x.severity])).toEqual([
      ['Wrong method gives 405', 'medium'],
      ['Cache key ignores locale', 'low'],
      ['Client timeout is too short', 'low'],
      ['Spec version is frozen.', 'nit'],
      ['Validation order.', 'nit'],
    ]);
  });

  it('in German and Spanish too', () => {
    expect(read(proseFindings(['Mittel', 'Hoch', 'Niedrig'], 'Warum es zählt', 'Lösung')).f.map((x) => x.severity)).toEqual(['medium', 'high', 'low']);
    expect(read(proseFindings(['Media', 'Alta', 'Baja'], 'Por qué importa', 'Solución')).f.map((x) => x.severity)).toEqual(['medium', 'high', 'low']);
  });

  it('"## Issue 1: … (High)" and "### 1) … [P1]" over prose read the same way', () => {
    const { f } = read([
      '# Review',
      '',
      '## Issue 1: Wrong method gives 405 (High)',
      '',
      'The endpoint answers 405 for HEAD requests.',
      '',
      '**Fix.** Route HEAD to the GET handler.',
      '',
      '## Issue 2: Cache key ignores locale (Low)',
      '',
      'The cache key is built from the path only.',
    ]);
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['Wrong method gives 405', 'high'],
      ['Cache key ignores locale', 'low'],
    ]);
    const g = read([
      '# Review',
      '',
      '### 1) Timeout is far too short [P1]',
      '',
      'The client times out after 2 seconds.',
      '',
      '- seen in `client.ts`',
      '',
      '**Fix.** Raise it to 10 seconds.',
      '',
      '### 2) Retries never back off [P2]',
      '',
      'The retry loop sleeps 0 ms.',
    ]).f;
    expect(g.map((x) => [x.title, x.severity])).toEqual([
      ['Timeout is far too short', 'p1'],
      ['Retries never back off', 'p2'],
    ]);
  });

  it('a group heading with a closing severity over its items stays a group ("## Security issues — High")', () => {
    expect(titles(['# Review', '', '## Security issues — High', '', '- Tokens never expire', '- Passwords logged in debug mode', '', '## Docs — Low', '', '- README is stale', '- No changelog'])).toEqual([
      'Tokens never expire',
      'Passwords logged in debug mode',
      'README is stale',
      'No changelog',
    ]);
  });

  it('a numbered "## 1. Installation" over prose in an appendix names no severity', () => {
    const { f } = read([...proseFindings(['Medium', 'High', 'Low'], 'Why it matters', 'Fix'), '', '## Appendix', '', '### 1. Installation of the test rig', '', 'Run the installer, then start the stub server.']);
    expect(f.slice(0, 3).map((x) => x.severity)).toEqual(['medium', 'high', 'low']);
    expect(f.every((x) => !/Installation/.test(x.title) || x.severity === undefined)).toBe(true);
  });
});

/** A severity group over numbered categories over findings, with prose beside each category's list. */
const categories = (mark: string, effort: string, numbered = true) => {
  const n = (k: number) => (numbered ? `${k}. ` : '');
  return [
    '# Audit report',
    '',
    '## 🔴 Critical',
    '',
    `### ${n(6)}Security`,
    '',
    'The login surface is the weakest part of the service.',
    '',
    `- ${mark}No rate limit on /login`,
    `- ${mark}Tokens logged in debug mode`,
    '',
    `**${effort}:** 4h`,
    '**Owner:** backend',
    '',
    `### ${n(7)}Data`,
    '',
    `- ${mark}Backups are never restored in a test`,
    `- ${mark}Migrations drop columns without a copy`,
    '',
    '**Fix:** add a restore drill to the release checklist.',
    '',
    '## 🟠 High',
    '',
    `### ${n(8)}Performance`,
    '',
    'Two pages are slow under load.',
    '',
    `- ${mark}N+1 query on the orders page`,
    `- ${mark}No index on sessions.user_id`,
    '',
    `**${effort}:** 1h`,
  ];
};
const six = [
  ['No rate limit on /login', 'critical'],
  ['Tokens logged in debug mode', 'critical'],
  ['Backups are never restored in a test', 'critical'],
  ['Migrations drop columns without a copy', 'critical'],
  ['N+1 query on the orders page', 'high'],
  ['No index on sessions.user_id', 'high'],
];

describe('findings one level deeper: severity group / category / items, prose beside the list', () => {
  it('each ❌ item is one finding with its group\'s severity, the category its group; the prose is kept', () => {
    const { r, f } = read(categories('❌ ', 'Time to fix'));
    expect(f.map((x) => [x.title, x.severity])).toEqual(six);
    expect(r.layout.findingGroups?.[0]).toContain('6. Security');
    const kept = JSON.stringify(r.extra ?? []);
    expect(kept).toContain('The login surface is the weakest part');
    expect(kept).toContain('restore drill');
  });

  it('with ⚠️ or no mark, unnumbered categories, and an effort line in German or Japanese', () => {
    expect(read(categories('⚠️ ', 'Aufwand', false)).f.map((x) => [x.title, x.severity])).toEqual(six);
    expect(read(categories('', '工数')).f.map((x) => [x.title, x.severity])).toEqual(six);
    // Unnumbered and unmarked, a short heading over prose and a list is one finding and its detail ("#### Memory
    // leak" / "The worker keeps every page." / "- grows 40 MB an hour"): the review of the whole change found
    // the sibling rule split such findings. ("### Data" with its "**Fix:**" line is one finding too.)
    expect(read(categories('', 'Time to fix', false)).f.map((x) => [x.title, x.severity])).toEqual([['Security', 'critical'], ['Data', 'critical'], ['Performance', 'high']]);
  });

  it('a heading that closes with its own severity is one finding, its marked items what is wrong with it (zh, en)', () => {
    const doc = [
      '# 安全审计报告', '', '## Outcome', 'answered', '',
      '## 🔴 高风险安全隐患', '',
      '### 1. CORS 配置过于宽松 (HIGH)', '', '**位置**: `main.py`', '', '**问题描述**:', '- ✗ 允许任何域名访问 API', '- ✗ 可能被恶意网站利用', '', '**修复建议**: 限制域名。', '',
      '### 2. 缺少 API 速率限制 (HIGH)', '', '**位置**: 所有端点', '', '**问题描述**:', '- ✗ 没有速率限制', '- ✗ 可能被暴力破解', '',
      '## 🟡 Medium', '',
      '### 3. Cache key ignores locale (MEDIUM)', '', '**Location**: `cache.ts`', '', '**Problem**:', '- ❌ the key uses the path only', '- ❌ two locales share one entry',
    ];
    const { f } = read(doc);
    expect(f.map((x) => [x.title, x.severity])).toEqual([['CORS 配置过于宽松', 'high'], ['缺少 API 速率限制', 'high'], ['Cache key ignores locale', 'medium']]);
    // (Its items stay in its text.)
    expect(f[0]!.text).toContain('允许任何域名访问 API');
  });

  it('a short finding heading over prose and its detail list stays one finding, beside a sibling of its shape', () => {
    const { f } = read([
      '# Review', '', '## Outcome', 'answered', '', '## Findings', '', '### Critical', '',
      '#### Memory leak', '', 'The worker keeps every page.', '', '- grows 40 MB an hour', '- only restarts free it', '',
      '#### Token reuse', '', 'Refresh tokens are accepted twice.', '', '- seen in the auth log', '- no rotation',
    ]);
    expect(f.map((x) => x.title)).toEqual(['Memory leak', 'Token reuse']);
  });

  it('a category of prose alone stays one finding titled by its heading', () => {
    const doc = categories('❌ ', 'Time to fix');
    doc.splice(4, 8, '### 6. Security', '', 'The login endpoint has no rate limit, and tokens reach the debug log.', '', 'Both are easy to exploit.');
    expect(read(doc).f.map((x) => x.title)).toEqual(['Security', ...six.slice(2).map((x) => x[0])]);
  });

  it('a heading that states a finding over prose and plain items stays one finding', () => {
    expect(titles([
      '# Review',
      '',
      '## 🔴 Critical',
      '',
      '### Timezones mixed in the export',
      '',
      'The reports mix UTC and local time. Affected are:',
      '',
      '- the CSV export',
      '- the daily summary mail',
      '',
      '### Passwords are logged on failure',
      '',
      'The failed-login path prints the submitted form.',
    ])).toEqual(['Timezones mixed in the export', 'Passwords are logged on failure']);
  });

  it('a lone "### Setup" of instructions under a severity group stays one item', () => {
    expect(titles(['# Notes', '', '## 🔴 Critical', '', '### Setup', '', 'Do this before anything else, in this order.', '', '- install the hooks', '- run the seed script', '', 'Then restart the server.'])).toEqual(['Setup']);
  });
});

describe('a findings heading with a run number and a date, after an earlier findings section', () => {
  const audit = (head: string, fixed: string, open: string, first = 'Findings') => [
    '# Audit',
    '',
    `## ${first}`,
    '',
    '1. Session ids are predictable',
    '2. Health check leaks the version',
    '',
    `## ${head}`,
    '',
    `### ${fixed}`,
    '',
    '1. ✅ Session cookie lacks the Secure flag',
    '2. ✅ Password reset token never expires',
    '',
    `### ${open}`,
    '',
    '1. CSV export loads everything in memory',
    '2. Admin page has no CSRF token',
    '3. Logs contain email addresses',
  ];
  const seven = [
    'Session ids are predictable',
    'Health check leaks the version',
    'Session cookie lacks the Secure flag',
    'Password reset token never expires',
    'CSV export loads everything in memory',
    'Admin page has no CSRF token',
    'Logs contain email addresses',
  ];

  it('holds findings: the fixed ones (their group says so) and the open ones', () => {
    const { r, f } = read(audit('Implementation Audit #3 Findings — 2026-05-02', 'Fixed', 'Still open'));
    expect(f.map((x) => x.title)).toEqual(seven);
    expect(r.layout.findingGroups?.[2]).toContain('Fixed');
    expect(r.layout.findingGroups?.[4]).toContain('Still open');
  });

  it('in German and Spanish too', () => {
    expect(titles(audit('Umsetzungs-Audit #3 Befunde — 2026-05-02', 'Behoben', 'Noch offen', 'Befunde'))).toEqual(seven);
    expect(titles(audit('Auditoría #3 Hallazgos — 2026-05-02', 'Corregidos', 'Pendientes', 'Hallazgos'))).toEqual(seven);
  });

  it('"## Release #2 notes — 2026-05-02" over a list names no findings', () => {
    expect(titles(['# Audit', '', '## Findings', '', '1. Session ids are predictable', '', '## Release #2 notes — 2026-05-02', '', '- Bumped the driver', '- Renamed the flag'])).toEqual(['Session ids are predictable']);
  });
});

describe('a table row with one cell more than its header', () => {
  const table = (head: string, cells: string[]) => ['# Review', '', '## Findings', '', head, '|---|---|---|', `| 35 | Missing index on users.email | db.sql | ${cells[0]} |`, `| 36 | Unbounded query in report | report.ts | ${cells[1]} |`, '| 37 | Retry loop never stops | client.ts |'];

  it('keeps the extra cell: a status as the row\'s status, any other text in the finding', () => {
    const { r, f } = read(table('| # | Finding | File |', ['✅', 'see PR 12']));
    expect(f.map((x) => x.title)).toEqual(['Missing index on users.email', 'Unbounded query in report', 'Retry loop never stops']);
    expect(r.answers.findings[0]).toContain('Status: ✅');
    expect(r.answers.findings[1]).toContain('see PR 12');
    expect(r.answers.findings[1]).not.toContain('Status:');
  });

  it('in German and Chinese, status words too', () => {
    const de = read(table('| # | Befund | Datei |', ['Behoben', '❌ Offen']));
    expect(de.f.map((x) => x.title)).toEqual(['Missing index on users.email', 'Unbounded query in report', 'Retry loop never stops']);
    expect(de.r.answers.findings.slice(0, 2)).toEqual([expect.stringContaining('Status: Behoben'), expect.stringContaining('Status: ❌ Offen')]);
    const zh = read(table('| # | 问题 | 文件 |', ['已修复', '未修复的原因见备注']));
    expect(zh.r.answers.findings[0]).toContain('Status: 已修复');
    expect(zh.r.answers.findings[1]).toContain('未修复的原因见备注');
  });
});

describe('a counted bug whose sub-sections are its detail', () => {
  it('"## BUG #1: …" over "### Descripción" / "### Causa" / "### Solución" is one finding titled by the bug', () => {
    const { r, f } = read([
      '# Informe',
      '',
      '## BUG #1: Crash on empty input',
      '',
      '### Descripción',
      '',
      'The parser crashes when the input is empty.',
      '',
      '### Causa',
      '',
      'It reads the first byte without a check.',
      '',
      '### Solución',
      '',
      'Return early on empty input.',
      '',
      '## BUG #2: Wrong total with discounts',
      '',
      '### Descripción',
      '',
      'The total ignores discounts.',
    ]);
    expect(f.map((x) => x.title)).toEqual(['Crash on empty input', 'Wrong total with discounts']);
    expect(r.answers.findings[0]).toContain('Return early on empty input.');
  });

  it('in English: "## Issue 1: …" over "### Description" / "### Impact" / "### Fix"', () => {
    expect(titles(['# Review', '', '## Issue 1: Session never expires', '', '### Description', '', 'The session cookie has no max age.', '', '### Impact', '', 'Stolen cookies work forever.', '', '### Fix', '', 'Set a max age.'])).toEqual(['Session never expires']);
  });

  it('a counted heading over sub-sections that are findings keeps them', () => {
    expect(titles(['# Review', '', '## Issue 1: Checkout', '', '### Cart total is wrong with coupons', '', 'The coupon is applied twice.', '', '### Tax is missing for EU buyers', '', 'No VAT line.'])).toEqual(['Cart total is wrong with coupons', 'Tax is missing for EU buyers']);
  });
});
