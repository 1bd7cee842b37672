// A field pass: return documents in shapes agents write that the real corpus does not cover (bold
// pseudo-headings, numbered bold findings, checkboxes, emoji headings and severities, numbered headings
// with colons, setext headings, <details> blocks, repeated File/Issue/Fix blocks, severity tables,
// "Key findings"/"Issues found"/"Observations"/"Bugs"/"Problems"/"Risks", nested detail bullets, CRLF, a
// BOM, tabs, very long lines, Windows paths, review-tool shapes). Each expectation (how many findings a
// person counts, their titles and fields, the stated outcome) was written down from reading the document,
// before the tool was run on it. For each: the count, the fields, the outcome read (or none, so that
// `return` exits 2 naming --outcome), every non-blank source line's words in what is written, nothing
// redacted.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importReturn, returnPlaceholders } from '../../src/brief/returns.js';
import { findingsData } from '../../src/brief/findings.js';
import { renderReturn } from '../../src/brief/render.js';
import { redact } from '../../src/brief/redact.js';
import { parseDoc } from '../../src/brief/document.js';
import type { Anchor } from '../../src/brief/types.js';
import { lostLines } from '../helpers/words.js';

interface Field {
  name: string;
  md: string;
  /** How many findings a person counts. */
  count: number;
  titles?: string[];
  severities?: (string | null)[];
  verified?: (boolean | null)[];
  locations?: (string | null)[];
  /** The stated outcome, or null: none stated (return exits 2 naming --outcome). */
  outcome: string | null;
  answer?: string;
}

const long = 'the build walks every package folder and joins the segments with forward slashes '.repeat(8).trim();

const FIELD: Field[] = [
  {
    name: 'bold pseudo-headings with lists after them, no markdown headings at all',
    md: '# Cache audit\n\n**Status:** done — the cache is safe to ship with two fixes.\n\n**Findings:**\n\n- The key ignores the locale header [verified: curl]\n- Entries never expire when the TTL is 0 [unverified]\n- Eviction runs on the request thread [verified: profiler]\n\n**Next steps:**\n\n- Add the locale to the key\n',
    count: 3,
    titles: ['The key ignores the locale header', 'Entries never expire when the TTL is 0', 'Eviction runs on the request thread'],
    verified: [true, false, true],
    outcome: 'answered',
  },
  {
    name: 'numbered bold findings "1. **Title** — text"',
    md: '## Outcome\npartial — two of three paths checked\n\n## Findings\n1. **Retry storm on 503** — the client retries every 10 ms with no jitter. [verified: load test]\n2. **Lock held across await** — `src/store/lock.ts:88` keeps the lock while awaiting the network. [unverified]\n3. **Log line leaks the user id** — low risk, but it is PII. [verified: grep]\n',
    count: 3,
    titles: ['Retry storm on 503', 'Lock held across await', 'Log line leaks the user id'],
    locations: [null, 'src/store/lock.ts:88', null],
    outcome: 'partial',
  },
  {
    name: 'checkbox findings "- [x]" / "- [ ]"',
    md: '## Status\nWIP — checked the upgrade path\n\n## Findings\n- [x] react 19 installs cleanly [verified: pnpm test]\n- [ ] router breaks outside a data router [unverified]\n- [X] storybook needs version 8 [verified: build]\n',
    count: 3,
    titles: ['react 19 installs cleanly', 'router breaks outside a data router', 'storybook needs version 8'],
    verified: [true, false, true],
    outcome: 'partial',
  },
  {
    name: 'emoji headings and emoji severities',
    md: '# Review: payment retries\n\n## ✅ Outcome\nAnswered — retries are safe after one fix.\n\n## 🔍 Findings\n- 🔴 Critical: double charge when the webhook times out [verified: replayed the webhook]\n- 🟠 High: idempotency key not stored for refunds [unverified]\n- 🟡 Medium: retry delay is not capped [verified: unit test]\n\n## 💡 Recommendations\n- store the idempotency key for refunds too\n',
    count: 3,
    titles: ['double charge when the webhook times out', 'idempotency key not stored for refunds', 'retry delay is not capped'],
    severities: ['critical', 'high', 'medium'],
    outcome: 'answered',
  },
  {
    name: 'numbered headings with trailing colons "## 3. Findings:"',
    md: '# Spike report\n\n## 1. Summary:\nDone. FTS5 is fast enough for 1M rows.\n\n## 2. Method:\nLoaded 1M rows from the fixture and ran 50 queries.\n\n## 3. Findings:\n- Median query 4 ms, p99 31 ms [verified: bench]\n- Index size is 38% of the table [verified: du]\n\n## 4. Open questions:\n- Does it hold with the trigram tokenizer?\n',
    count: 2,
    outcome: 'answered',
  },
  {
    name: 'setext headings',
    md: 'Findings report\n===============\n\nOutcome\n-------\nblocked — waiting on the staging database credentials\n\nFindings\n--------\n- The migration needs a superuser role [verified: ran it locally]\n- The seed script assumes UTC [unverified]\n',
    count: 2,
    outcome: 'blocked',
  },
  {
    name: '<details> blocks, one finding each, then a list item',
    md: '## Outcome\nanswered — three problems in the parser\n\n## Findings\n\n<details>\n<summary>Fences inside list items were split</summary>\n\nA fence under a list item was not seen. [verified: test]\n\n</details>\n\n<details>\n<summary>Setext headings were ignored</summary>\n\nTitle over ==== never started a section. [verified: test]\n\n</details>\n\n- Pipes in code spans broke tables [unverified]\n',
    count: 3,
    titles: ['Fences inside list items were split', 'Setext headings were ignored', 'Pipes in code spans broke tables'],
    outcome: 'answered',
  },
  {
    name: 'repeated **File:** / **Issue:** / **Fix:** blocks',
    md: '## Outcome\nanswered — two defects\n\n## Findings\n\n**File:** `src/api/users.ts:42`\n**Issue:** the handler returns 500 on an empty body\n**Fix:** validate the body before parsing\n\n**File:** `src/api/orders.ts:17`\n**Issue:** the total is computed in floating point\n**Fix:** use integer cents\n',
    count: 2,
    titles: ['the handler returns 500 on an empty body', 'the total is computed in floating point'],
    locations: ['src/api/users.ts:42', 'src/api/orders.ts:17'],
    outcome: 'answered',
  },
  {
    name: 'a table with a severity column of emoji severities, the issue column last',
    md: '## Outcome\nanswered — reviewed the auth module\n\n## Findings\n\n| Severity | File | Issue |\n|---|---|---|\n| 🔴 Critical | `src/auth/jwt.ts:12` | signature not checked for alg none |\n| 🟠 High | `src/auth/session.ts:88` | refresh token not rotated |\n| 🟡 Medium | `src/auth/cookies.ts:14` | SameSite=None without Secure |\n',
    count: 3,
    titles: ['signature not checked for alg none', 'refresh token not rotated', 'SameSite=None without Secure'],
    severities: ['critical', 'high', 'medium'],
    locations: ['src/auth/jwt.ts:12', 'src/auth/session.ts:88', 'src/auth/cookies.ts:14'],
    outcome: 'answered',
  },
  {
    name: '"Key findings" and "Risks"',
    md: '# Migration dry run\n\nStatus: completed\n\n## Key findings\n- The users table migration takes 14 minutes on a prod-sized copy [verified: dry run]\n- Two foreign keys are missing indexes [verified: EXPLAIN]\n\n## Risks\n- The 14-minute lock blocks logins\n- Rollback is untested\n',
    count: 4,
    outcome: 'answered',
  },
  {
    name: '"Issues found" and "Observations"',
    md: '## Summary\nFixed — the flaky test was a timing race.\n\n## Issues found\n1. The test awaited a timer that was never flushed\n2. The fake clock was installed after the component mounted\n\n## Observations\n- The suite takes 40 s; most of it in one file\n',
    count: 3,
    outcome: 'answered',
  },
  {
    name: '"Bugs" and "Problems"',
    md: '# QA pass on the export\n\nDone: exported 3 formats.\n\n## Bugs\n- CSV export drops the header row when the list is empty\n- XLSX dates are off by one day in UTC-negative zones\n\n## Problems\n- The PDF export needs a font that is not installed in CI\n',
    count: 3,
    outcome: 'answered',
  },
  {
    name: 'nested bullets are the detail of their parent finding',
    md: '## Outcome\nanswered — two leaks\n\n## Findings\n- Connection pool leak in the worker [verified: heap snapshot]\n  - happens when a job throws before release()\n  - about 2 connections per hour\n- Event listener leak in the dashboard [unverified]\n  - each route change adds a resize listener\n',
    count: 2,
    titles: ['Connection pool leak in the worker', 'Event listener leak in the dashboard'],
    outcome: 'answered',
  },
  {
    name: 'CRLF line ends, a BOM and tabs after the bullets',
    md: '\ufeff## Outcome\r\nanswered — CRLF works\r\n\r\n## Findings\r\n-\tTabs after the bullet are read [verified: test]\r\n-\tCRLF line ends are normalised [verified: test]\r\n',
    count: 2,
    titles: ['Tabs after the bullet are read', 'CRLF line ends are normalised'],
    outcome: 'answered',
  },
  {
    name: 'a very long line and Windows paths',
    md: `## Outcome\nanswered — the Windows build fails on long paths\n\n## Findings\n- The install path exceeds MAX_PATH: ${long} [verified: build log]\n- \`src\\app\\main.ts:12\` uses a POSIX-only path join [verified: build on Windows]\n`,
    count: 2,
    locations: [null, 'src\\app\\main.ts:12'],
    outcome: 'answered',
  },
  {
    name: 'a review-tool shape: "### Findings" under an unmatched "##", P-tags, a closing confidence line',
    md: '## Review of feat/batch-export\n\nOverall correctness: patch is incorrect.\n\n### Findings\n\n- [P1] Export writes rows before the header — `src/export/csv.ts:71`\n- [P2] chunkSize of 0 loops forever — `src/export/batch.ts:22`\n- [P3] Misleading log level — `src/export/batch.ts:40`\n\nConfidence: 0.8\n',
    count: 3,
    titles: ['Export writes rows before the header', 'chunkSize of 0 loops forever', 'Misleading log level'],
    severities: ['p1', 'p2', 'p3'],
    locations: ['src/export/csv.ts:71', 'src/export/batch.ts:22', 'src/export/batch.ts:40'],
    outcome: null,
  },
  {
    name: 'bold-title paragraphs with their detail and Fix, separated by rules',
    md: '## Outcome\nanswered — three scheduler bugs\n\n## Findings\n\n**1. Jobs run twice at DST**\n\nlocal time cron; verified with a fake clock.\n\n**Fix:** schedule in UTC.\n\n---\n\n**2. Missed runs are not caught up**\n\nAfter a restart runs are skipped.\n\n**Fix:** persist lastRunAt.\n\n---\n\n**3. maxConcurrency ignored for retries** (unverified)\n\nRetries bypass the semaphore.\n',
    count: 3,
    titles: ['Jobs run twice at DST', 'Missed runs are not caught up', 'maxConcurrency ignored for retries'],
    outcome: 'answered',
  },
  {
    name: 'a grouped review: severity in the group heading, File/Line/Issue sub-bullets, praise kept apart',
    md: '## Summary\nDone: two blocking issues.\n\n## Issues Found\n\n### 🔴 HIGH Priority Issues\n\n- **File**: `src/a.cs`\n  - **Line**: 57\n  - **Issue**: SQL built by string concatenation\n- **File**: `src/b.cs`\n  - **Line**: 112\n  - **Issue**: missing await swallows errors\n\n### 🟡 MEDIUM Priority Issues\n\n- **File**: `src/c.cs`\n  - **Line**: 30\n  - **Issue**: discount rules duplicated\n\n## Positive Observations\n\n- Good use of cancellation tokens.\n',
    count: 3,
    titles: ['SQL built by string concatenation', 'missing await swallows errors', 'discount rules duplicated'],
    severities: ['high', 'high', 'medium'],
    outcome: 'answered',
  },
  {
    name: 'a ### finding whose body is a paragraph and a list of Affects/Fix bullets',
    md: '## Outcome\nanswered — x\n\n## Findings\n\n### [Low] F2 — heading keeps trailing hashes\n\nThe section name keeps them.\n\n- Affects:\n  - `docs/gen.ts:40`\n  - `docs/toc.ts:12`\n- Fix: strip them.\n\n### [Nit] F3 — inconsistent naming\n\nsplitSections vs sectionSplit.\n',
    count: 2,
    severities: ['low', 'nit'],
    outcome: 'answered',
  },
  {
    name: 'a Spanish severity table and a stated status in Spanish',
    md: '**Estado:** completado\n\n## Hallazgos\n\n| Severidad | Archivo | Hallazgo |\n|---|---|---|\n| Alta | `src/Modal.tsx:40` | El foco no vuelve al botón |\n| Media | `src/Form.tsx:12` | Los errores no se anuncian |\n',
    count: 2,
    titles: ['El foco no vuelve al botón', 'Los errores no se anuncian'],
    severities: ['high', 'medium'],
    locations: ['src/Modal.tsx:40', 'src/Form.tsx:12'],
    outcome: 'answered',
  },
  {
    name: 'a Priority column first, the description last',
    md: '**Status:** Done\n\n## Findings\n\n| Priority | Location | Description |\n|---|---|---|\n| P1 | `a.ts:1` | Listener never removed |\n| P2 | `b.ts:1` | Cache unbounded |\n',
    count: 2,
    titles: ['Listener never removed', 'Cache unbounded'],
    severities: ['p1', 'p2'],
    outcome: 'answered',
  },
];

const anchor: Anchor = { repo: '/r', branch: 'main', detached: false, head: null, headShort: null, dirty: [], untracked: [], cwd: '/r' };
const placeholders = returnPlaceholders(readFileSync(new URL('../../prompts/return.md', import.meta.url), 'utf8'));

describe('field pass: return shapes the corpus does not have, counted as a person counts them', () => {
  it('has at least 15 documents', () => expect(FIELD.length).toBeGreaterThanOrEqual(15));
  for (const f of FIELD) {
    it(f.name, () => {
      const r = importReturn(f.md, placeholders);
      const got = findingsData(r.answers.findings, r.layout.findingGroups);
      const tag = `${f.name}\n${JSON.stringify(got.map((g) => g.title))}`;
      expect(got.length, tag).toBe(f.count);
      if (f.titles) expect(got.map((g) => g.title), tag).toEqual(f.titles);
      if (f.severities) expect(got.map((g) => g.severity ?? null), tag).toEqual(f.severities);
      if (f.verified) expect(got.map((g) => g.verified ?? null), tag).toEqual(f.verified);
      if (f.locations) expect(got.map((g) => g.location ?? null), tag).toEqual(f.locations);
      expect(r.given.has('outcome') ? r.answers.outcome : null, 'outcome').toBe(f.outcome);
      // What is written: every source line's words (only a heading replaced by the tool's own is not repeated).
      const out = renderReturn({ ...r.answers }, { id: 'task-x-abcd', n: 1, briefTitle: 'T', created: 'now', anchor }, r.extra, r.layout);
      const doc = parseDoc(f.md);
      const placed = new Set<number>();
      for (const p of r.placement) {
        if (p.to.startsWith('kept') || /kept as/.test(p.to)) continue;
        // A section's heading (a bold line used as one too) that went into one of the tool's own sections.
        const h = doc.sections.find((x) => x.line === p.line);
        if (h) for (let i = h.line - 1; i < h.start; i++) placed.add(i + 1);
      }
      expect(lostLines(f.md, out, placed), 'source lines whose words did not reach the output').toEqual([]);
      expect(redact(out).redactions, 'nothing innocent is redacted').toEqual([]);
    });
  }
});
