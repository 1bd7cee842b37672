// A finding's parts and a return's non-finding content counted as findings (QA fifteenth, classes 6 and 7).
// Synthetic documents of those shapes.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const titles = (md: string) => readReturn(md).f.map((x) => x.title);

describe('an entry of the writer\'s series under a severity group owns its bold sub-parts (entry-parts.ts)', () => {
  const review = (group1: string, group2: string, part1: string, part2: string) => `# Security review - notes app

## ${group1}

### 1. Typed notes rendered as raw HTML

**File:** \`views/records.py:68\`

**${part1}**

\`\`\`python
html = f"<div>{content}</div>"
\`\`\`

The note text comes straight from the database.

**${part2}**

\`\`\`python
render(summary)
\`\`\`

The prompt asks the model for HTML tags.

**How to fix:**

Escape the text before rendering it.

### 2. Prompt injection through the note body

**File:** \`upload.py:225\`

**Problem:**

The note body goes into the system prompt as it is.

## ${group2}

### 3. Session tokens stored in plain text

**File:** \`session.py:16\`

Tokens are written to a local file.
`;

  it.each([
    ['en, words', 'Critical', 'High', 'Typed text is rendered as HTML', 'Generated text is rendered too'],
    ['ko, lights', '🔴 즉시 조치', '🟠 배포 전 조치', '첫째 — 입력값이 그대로 렌더링됨', '둘째 — 생성된 HTML도 렌더링됨'],
    ['de, lights', '🔴 Sofort beheben', '🟠 Vor dem Teilen beheben', 'Teil A — Eingaben werden als HTML gezeigt', 'Teil B — erzeugtes HTML ebenso'],
  ])('%s: one finding per numbered entry', (_, g1, g2, p1, p2) => {
    const t = titles(review(g1, g2, p1, p2));
    expect(t).toHaveLength(3);
    expect(t[0]).toContain('Typed notes rendered as raw HTML');
    expect(readReturn(review(g1, g2, p1, p2)).f[0]!.text).toContain(p1);
  });

  it('parts that state severities of their own stay findings of the entry', () => {
    const md = review('Critical', 'High', 'Typed text is rendered as HTML (High)', 'Generated text is rendered too (Medium)');
    const t = titles(md);
    expect(t.some((x) => x.includes('Typed text is rendered as HTML'))).toBe(true);
    expect(t.some((x) => x.includes('Generated text is rendered too'))).toBe(true);
  });

  it('numbered areas under a severity group still group their numbered sub-findings', () => {
    const md = `# Review

## 🔴 Critical problems

### 1. Security (two holes)

#### 1.1 Signing key hard-coded

\`config.py:12\` holds the key.

#### 1.2 Any user can read any order

\`orders.py:40\` never checks the owner.

### 2. Performance

#### 2.1 One query per row in the report

\`report.py:8\` loops over rows.

## 🟡 Minor

### 3. Typos

Two in the README.
`;
    const t = titles(md);
    expect(t).toContain('Signing key hard-coded');
    expect(t).toContain('Any user can read any order');
    expect(t).toContain('One query per row in the report');
  });

  it('numbered areas outside a severity group still group their sub-headed findings', () => {
    const md = `# Review

## Findings

### 1. Security

#### Passwords hashed with MD5

\`auth.py:12\` uses md5.

#### Session cookie lacks the Secure flag

\`app.py:40\` sets the cookie.

### 2. Performance

#### Listing issues one query per row

\`list.py:8\` loops over rows.
`;
    expect(titles(md)).toEqual(['Passwords hashed with MD5', 'Session cookie lacks the Secure flag', 'Listing issues one query per row']);
  });
});

describe('a table that counts the groups of a series of coloured lights is a tally, whatever their words', () => {
  const doc = (table: string) => `# Audit before sharing

## Overall

The base design is sound; two items must be fixed before sharing.

${table}

## 🔴 Fix at once

### 1. Raw HTML from user notes

\`records.py:68\` renders the note unescaped.

## 🔵 For reference

### 2. Anon key visible in the client

\`app.py:154\` ships the anon key, which is expected.
`;

  it.each([
    ['en', '| Level | Items |\n|---|---|\n| 🔴 Drop everything and do it now | 1 |\n| 🟠 Before the demo at the latest | 0 |\n| 🔵 Just so you know about it | 1 |'],
    ['ko', '| 등급 | 건수 |\n|---|---|\n| 🔴 지금 바로 손봐야 할 것 | 1 |\n| 🟡 운영하면서 천천히 볼 것 | 0 |\n| 🔵 그냥 알아 둘 만한 점 | 1 |'],
  ])('%s: no finding from its rows', (_, table) => {
    expect(titles(doc(table))).toEqual(['Raw HTML from user notes', 'Anon key visible in the client']);
  });

  it('a table of findings led by lights keeps its rows, and so does one that counts findings by name', () => {
    const t = titles('# Audit\n\n## Findings\n\n| Finding | Where |\n|---|---|\n| 🔴 Raw HTML from user notes | `records.py:68` |\n| 🔵 Anon key in the client | `app.py:154` |\n');
    expect(t.some((x) => x.includes('Anon key in the client'))).toBe(true);
    const n = titles('# Audit\n\n## Findings\n\n| Finding | Occurrences |\n|---|---|\n| Raw HTML from user notes | 3 |\n| Anon key in the client | 1 |\n');
    expect(n.some((x) => x.includes('Anon key in the client'))).toBe(true);
  });
});

describe('a requirements audit of entries with a status field counts the ones not answered yes (met-status.ts)', () => {
  const audit = (head: string, st: string, yes: string, partly: string, unverified: string, ev: string) => `${head}

1) Setup documented
- ${st}: ${yes}
- ${ev}: the readme explains the compose file.

2) At least five tables
- ${st}: ${yes}
- ${ev}: the schema diagram shows seven tables.

3) Seed data of thirty rows
- ${st}: ${partly}
- ${ev}: fixtures exist but were not loaded in this session.

4) Queue workers
- ${st}: ${yes} (in code)
- ${ev}: two message handlers.

5) Responsive layout
- ${st}: ${unverified}
- ${ev}: the app was not run.
`;
  it.each([
    ['en', 'REQUIREMENTS AUDIT (items 1-5)', 'Status', 'YES', 'PARTLY', 'NOT VERIFIED', 'Evidence'],
    ['de', 'ANFORDERUNGSPRÜFUNG (Punkte 1-5)', 'Status', 'JA', 'TEILWEISE', 'UNGEPRÜFT', 'Belege'],
    ['pl', 'AUDYT WYMAGAN (punkty 1-5)', 'Status', 'TAK', 'W CZESCI', 'NIESPRAWDZONE', 'Dowody'],
  ])('%s: the met entries are kept, the gaps counted', (_, head, st, yes, partly, unverified, ev) => {
    const { r, f } = readReturn(audit(head, st, yes, partly, unverified, ev));
    expect(f.map((x) => x.title)).toEqual(['Seed data of thirty rows', 'Responsive layout']);
    expect(JSON.stringify(r)).toContain('Queue workers');
  });

  it('a bug list whose entries carry a state of repair counts every entry', () => {
    const md = `# Bugs found

## Findings

### 1. Login loops on expired token
- Status: Fixed
- Where: \`auth.ts:40\`

### 2. Export drops the header row
- Status: Open
- Where: \`export.ts:12\`

### 3. Cache never expires
- Status: Fixed
- Where: \`cache.ts:8\`
`;
    expect(titles(md)).toHaveLength(3);
  });
});

describe('a finding marked done is still a finding (review of cand8)', () => {
  it('"Done: yes" beside "Done: no" is a state of repair, not a met requirement', () => {
    const e = (n: number, t: string, done: string) => `### ${n}. ${t}\n\nThe detail.\n\n- Done: ${done}\n\n`;
    expect(titles(`# Review\n\n## Findings\n\n${e(1, 'Cache key ignores locale', 'yes')}${e(2, 'Retry never backs off', 'no')}${e(3, 'Logs leak tokens', 'no')}`)).toHaveLength(3);
  });
});
