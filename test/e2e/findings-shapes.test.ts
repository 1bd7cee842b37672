// Findings documents in shapes agents write, read through the built CLI as a person counts them: labels
// and locations that lead a finding are its fields, not its title; severities in CJK brackets and in
// review group headings; sub-headings about the review ("### Not reviewed") are not findings; the text
// around a fenced return is kept; a run of 500,000 backticks is read in one pass.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FindingData } from '../../src/brief/findings.js';
import { runCli } from '../helpers/trust-cli.js';
import { docWorld, type ReturnJson } from '../helpers/doc-world.js';

const w = docWorld();

let probes = 0;
function probe(): string {
  const r = runCli(['new', 'task', '-t', `shape probe ${++probes}`, '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], w.opts());
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { id: string }).id;
}


function record(text: string, ...flags: string[]): { j: ReturnJson; md: string; stored: { findings: FindingData[] } } {
  const id = probe();
  const r = runCli(['return', id, '--body', w.file('return.md', text), '--no-input', '--json', ...flags], w.opts());
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as ReturnJson;
  return { j, md: readFileSync(j.file, 'utf8'), stored: JSON.parse(readFileSync(j.file.replace(/\.md$/, '.json'), 'utf8')) as { findings: FindingData[] } };
}

const fields = (fs: FindingData[]) => fs.map((f) => [f.title, f.severity ?? null, f.category ?? null, f.location ?? null]);

describe('what leads a finding is a field, not its title', () => {
  it('a generic category label is the category; a bold title that is not one stays the title', () => {
    const { j, stored } = record(
      '## Outcome\nanswered — six\n\n## Findings\n' +
        '- 🐛 **Bug:** the pager skips the last page [verified: test]\n' +
        '- ⚡ **Perf**: getUsers runs one query per row [verified: log]\n' +
        '- Security — the export endpoint has no rate limit [unverified]\n' +
        '- [A11y] the close button has no label [unverified]\n' +
        '- **Race condition**: two timers flush at once [unverified]\n' +
        '- Bug fix needed in the retry loop [unverified]\n' +
        '- 🔴 Critical: **Security:** tokens are logged in clear [unverified]\n',
    );
    const want = [
      ['the pager skips the last page', null, 'bug', null],
      ['getUsers runs one query per row', null, 'performance', null],
      ['the export endpoint has no rate limit', null, 'security', null],
      ['the close button has no label', null, 'a11y', null],
      ['Race condition', null, null, null],
      ['Bug fix needed in the retry loop', null, null, null],
      ['tokens are logged in clear', 'critical', 'security', null],
    ];
    expect(fields(j.findings)).toEqual(want);
    expect(fields(stored.findings)).toEqual(want);
  });

  it('a table\'s Category column is the category', () => {
    const { j } = record('## Outcome\nanswered — two\n\n## Findings\n\n| Category | Issue | Severity |\n|---|---|---|\n| Perf | N+1 in the list view | High |\n| Docs | README names the wrong port | Low |\n');
    expect(fields(j.findings)).toEqual([
      ['N+1 in the list view', 'high', 'performance', null],
      ['README names the wrong port', 'low', 'docs', null],
    ]);
  });

  it('a path in a code span before a dash or colon is the location, the rest the title; path:line:col and #L anchors are locations', () => {
    const { j } = record(
      '## Outcome\nanswered — four\n\n## Issues found\n\n' +
        '1. `src/pager.ts:10` — last page skipped when the count is a multiple of the page size [verified: test]\n' +
        '2. `pkg/db/conn.go:120:5`: connection leaked on timeout [unverified]\n' +
        '3. `lib/x.rb` line 4 — frozen string mutated in place [unverified]\n' +
        '4. `src/cache.ts` is never flushed on exit [unverified]\n' +
        '5. the retry loop ignores `src/net/retry.ts#L40-L52` [unverified]\n',
    );
    expect(fields(j.findings)).toEqual([
      ['last page skipped when the count is a multiple of the page size', null, null, 'src/pager.ts:10'],
      ['connection leaked on timeout', null, null, 'pkg/db/conn.go:120:5'],
      ['frozen string mutated in place', null, null, 'lib/x.rb:4'],
      ['`src/cache.ts` is never flushed on exit', null, null, 'src/cache.ts'],
      ['the retry loop ignores `src/net/retry.ts#L40-L52`', null, null, 'src/net/retry.ts:40-52'],
    ]);
  });
});

describe('severities as reviews write them', () => {
  it('CJK bracket severities (【高】, 〔低〕) are severities, not part of the title', () => {
    const { j } = record('状态：已完成\n\n## 发现\n- 【高】回调缺少幂等检查 [verified: 重放测试]\n- 【中】签名失败时返回 200 [unverified]\n- 〔低〕日志里有多余的空格 [unverified]\n- ［高］重试没有退避 [unverified]\n');
    expect(fields(j.findings)).toEqual([
      ['回调缺少幂等检查', 'high', null, null],
      ['签名失败时返回 200', 'medium', null, null],
      ['日志里有多余的空格', 'low', null, null],
      ['重试没有退避', 'high', null, null],
    ]);
    expect(j.outcomeFrom?.line).toBe(1);
  });

  it('review group headings state the severity of the findings under them: Critical, Important, Nitpicks', () => {
    const { j } = record(
      '# Code Review: PR #17\n\n**Verdict:** done, request changes before merge.\n\n' +
        '### 🔴 Critical\n1. **SQL built by string concatenation** (`src/db/query.ts:42`) — user input reaches the query. [verified: test]\n\n' +
        '### 🟡 Important\n2. **No timeout on the HTTP client** — a hung upstream blocks the worker. [unverified]\n3. **Errors swallowed in sync()** — failures are logged at debug level. [unverified]\n\n' +
        '### Nitpicks\n- variable named `tmp2` [unverified]\n',
    );
    expect(fields(j.findings)).toEqual([
      ['SQL built by string concatenation', 'critical', null, 'src/db/query.ts:42'],
      ['No timeout on the HTTP client', 'major', null, null],
      ['Errors swallowed in sync()', 'major', null, null],
      ['variable named `tmp2`', 'nit', null, null],
    ]);
  });

  it('severity groups under a heading that names nothing ("## Code Review: PR 9" > "### 🔴 Critical issues", "### 🟡 Important") are findings with those severities', () => {
    const { j, md } = record(
      '## Code Review: PR 9\n\n### Summary\nWorks, one security hole.\n\n### 🔴 Critical issues\n\n1. **Missing authorization check** (`src/routes/invite.ts:23`)\n   - any user can invite into any org\n\n' +
        '### 🟡 Important\n\n2. **Duplicate emails create duplicate invites** (`src/services/invite.ts:57`)\n\n### 🟢 Suggestions\n\n- Rename doInvites.\n',
      '--outcome',
      'answered',
    );
    expect(fields(j.findings)).toEqual([
      ['Missing authorization check', 'critical', null, 'src/routes/invite.ts:23'],
      ['Duplicate emails create duplicate invites', 'major', null, 'src/services/invite.ts:57'],
    ]);
    expect(md).toContain('## Non-obvious findings\n\n### 🔴 Critical issues\n');
    // (The writer's heading, which "Recommendations" does not write, is kept as a line above the list.)
    expect(md).toContain('## Recommendations\n\n*From the heading: 🟢 Suggestions*\n\n- Rename doInvites.\n');
  });

  it('"Important:" opening a finding is a note, not a severity', () => {
    const { j } = record('## Outcome\nanswered — x\n\n## Findings\n- Important: the lock is never released on error [unverified]\n');
    expect(fields(j.findings)).toEqual([['the lock is never released on error', null, null, null]]);
  });
});

describe('findings keep their source order', () => {
  it('a single finding under its own sub-heading after a group is written after it, and pull reads the same order back', () => {
    const { j, md } = record(
      '## Outcome\npartial — reviewed two files\n\n## Findings\n\n### `src/cache.ts`\n- **High**: entries never expire [verified: test]\n- stale keys survive a reload [unverified]\n\n' +
        '### Retry loop has no backoff\nThe client retries at once on 503. [verified: log]\n\n### `src/db.ts`\n- pool is never drained on shutdown [unverified]\n',
    );
    const want = [
      ['entries never expire', 'high', null, 'src/cache.ts'],
      ['stale keys survive a reload', null, null, 'src/cache.ts'],
      ['Retry loop has no backoff', null, null, null],
      ['pool is never drained on shutdown', null, null, 'src/db.ts'],
    ];
    expect(fields(j.findings)).toEqual(want);
    const at = (s: string) => md.indexOf(s);
    expect(at('entries never expire')).toBeLessThan(at('### Retry loop has no backoff'));
    expect(at('### Retry loop has no backoff\n\nThe client retries')).toBeLessThan(at('### `src/db.ts`'));
    const to = (line: number) => j.placement.find((p) => p.line === line)?.to;
    expect([to(6), to(13)]).toEqual(['findings 1-2 (kept as a group of Non-obvious findings)', 'finding 4 (kept as a group of Non-obvious findings)']);
    const id = /id=(\S+)/.exec(md)![1]!;
    const pulled = JSON.parse(runCli(['pull', id, '--json'], w.opts()).stdout) as { returns: { findings: FindingData[] }[] };
    expect(fields(pulled.returns[0]!.findings)).toEqual(want);
  });
});

describe('sub-headings about the review are not findings', () => {
  it('"### Not reviewed", "### Out of scope", "### Skipped" are kept under their headings, and placement says where', () => {
    const { j, md } = record(
      '## Outcome\npartial — ran out of time\n\n## Findings\n\n### `src/auth.ts`\n- token is reused after logout [verified: test]\n\n' +
        '### Out of scope\nThe billing module was not looked at.\n\n### Skipped\n- `src/oauth.ts` — vendor code\n\n' +
        '### Skipped validation lets bad input through\nThe form posts without checks. [unverified]\n\n### Not reviewed\n`src/mail.ts`, `src/sms.ts`\n',
    );
    expect(j.findings.map((f) => f.title)).toEqual(['token is reused after logout', 'Skipped validation lets bad input through']);
    for (const [heading, text] of [['Out of scope', 'The billing module was not looked at.'], ['Skipped', '- `src/oauth.ts` — vendor code'], ['Not reviewed', '`src/mail.ts`, `src/sms.ts`']]) {
      expect(md).toContain(`## ${heading}\n\n${text}\n`);
    }
    const to = (line: number) => j.placement.find((p) => p.line === line)?.to;
    expect([to(9), to(12), to(18)]).toEqual(['kept as its own section (not a finding)', 'kept as its own section (not a finding)', 'kept as its own section (not a finding)']);
  });
});

describe('nothing around a fenced return is dropped', () => {
  it('the lines before and after a ~~~markdown fence are kept under "Outside the fence", and placement names their lines', () => {
    const { j, md } = record('Here is my return, as asked:\n\n~~~markdown\n## Outcome\nanswered — the cache is per process\n\n## Findings\n- the cache lives in module scope [verified: test]\n~~~\n\nLet me know if you need the numbers too.\n');
    expect(j.findings.map((f) => f.title)).toEqual(['the cache lives in module scope']);
    expect(md).toContain('## Outside the fence\n\nHere is my return, as asked:\n\nLet me know if you need the numbers too.\n');
    expect(j.placement.filter((p) => p.from === '(text outside the fenced return)').map((p) => p.line)).toEqual([1, 11]);
  });
});

describe('an outcome stated as the writer stated it, in one Outcome section', () => {
  const outcomeSections = (md: string) => md.match(/^## Outcome.*$/gm) ?? [];

  it('an Outcome written as a list: the status item states it, the rest stays in the one Outcome section', () => {
    const { j, md } = record('## Outcome\n- Status: done\n- Tests: 42 passed\n- Branch: fix/pager\n\n## Findings\n- the pager drops the last page [verified: test]\n');
    expect([j.outcome, j.outcomeFrom]).toEqual(['answered', { line: 2, text: '- Status: done' }]);
    expect(outcomeSections(md)).toEqual(['## Outcome']);
    expect(md).toContain('## Outcome\n\nanswered\n\n- Status: done\n- Tests: 42 passed\n- Branch: fix/pager\n\n## Non-obvious findings\n');
  });

  it('an Outcome written as a table: its Status row states it, its Answer row is the answer, the table stays whole', () => {
    const { j, md } = record('## Outcome\n\n| Field | Value |\n|---|---|\n| Status | done |\n| Answer | the cache key ignores locale |\n\n## Findings\n- the key has no locale [verified: test]\n');
    expect([j.outcome, j.outcomeFrom?.line]).toEqual(['answered', 5]);
    expect(outcomeSections(md)).toEqual(['## Outcome']);
    expect(md).toContain('## Outcome\n\nanswered — the cache key ignores locale\n\n| Field | Value |\n|---|---|\n| Status | done |\n| Answer | the cache key ignores locale |\n');
  });

  it('"# Outcome" with a "## Details" under it is the Outcome section (not the title), its details a sub-heading in it', () => {
    const { j, md } = record('# Outcome\nanswered — the flake is a port clash\n\n## Details\nTwo suites bind 4000 at once.\n\n## Findings\n- ports collide under parallel runs [verified: log]\n');
    expect(j.findings.map((f) => f.title)).toEqual(['ports collide under parallel runs']);
    expect(outcomeSections(md)).toEqual(['## Outcome']);
    expect(md).toContain('## Outcome\n\nanswered — the flake is a port clash\n\n### Details\nTwo suites bind 4000 at once.\n\n## Non-obvious findings');
    expect(md).not.toContain('Title in the document');
    expect(j.placement[0]).toEqual({ line: 1, from: 'Outcome', to: 'Outcome' });
  });

  it('a return that is only a list, its first item the status: that item states the outcome, the others are the findings', () => {
    const { j, md } = record('- Status: done\n- the pager drops the last page [verified: test]\n- the cache never expires [unverified]\n');
    expect([j.outcome, j.outcomeFrom?.line]).toEqual(['answered', 1]);
    expect(j.findings.map((f) => f.title)).toEqual(['the pager drops the last page', 'the cache never expires']);
    expect(md).toContain('- Status: done'); // kept, not dropped
  });

  it('"Answer: no — …" answers it; "All fixed in this branch." states it; each says from which line', () => {
    const a = record('Answer: no — the cache cannot be shared across tenants\n\n## Findings\n- tenant ids are not part of the key [verified: test]\n');
    expect([a.j.outcome, a.j.outcomeFrom?.line]).toEqual(['answered', 1]);
    expect(a.md).toContain('## Outcome\n\nanswered — no — the cache cannot be shared across tenants\n');
    const b = record('## Summary\nAll fixed in this branch.\n\n## Findings\n- the retry loop never backed off [verified: test]\n');
    expect([b.j.outcome, b.j.outcomeFrom]).toEqual(['answered', { line: 2, text: 'All fixed in this branch.' }]);
  });

  it('a status is never guessed: "Not all fixed yet." and "Answer: n/a" state nothing (exit 2, naming --outcome)', () => {
    for (const text of ['## Summary\nNot all fixed yet.\n\n## Findings\n- a [unverified]\n', 'Answer: n/a\n\n## Findings\n- a [unverified]\n']) {
      const id = probe();
      const r = runCli(['return', id, '--body', w.file('return.md', text), '--no-input', '--json'], w.opts());
      expect(r.code, r.stderr).toBe(2);
      expect((JSON.parse(r.stdout) as { error: { message: string } }).error.message).toContain('outcome');
    }
  });
});

describe('QA 20:09-20:11: final reports, bold titles, code fences', () => {
  it('a "## Summary" with "### Key findings" and "### Next steps" under it (Claude Code\'s final report)', () => {
    const { j } = record('## Summary\n\nDone. Root cause is a shared Redis key.\n\n### Key findings\n\n1. **Shared key** — workers collide [verified: test]\n2. **Retry hides it** — retry: 2 [unverified]\n\n### Next steps\n\n- land it\n');
    expect([j.outcome, j.outcomeFrom?.line]).toEqual(['answered', 3]);
    expect(j.findings.map((f) => f.title)).toEqual(['Shared key', 'Retry hides it']);
    expect(j.placement.map((p) => `${p.line} ${p.to}`)).toEqual(['1 Outcome', '5 findings 1-2', '10 Recommendations']);
  });

  it('bold titles are findings: numbered ones under "**Findings:**" or "## Findings", and one under "## Findings" that only starts like a section name', () => {
    for (const [body, titles] of [
      ['Status: done\n\n**Findings:**\n\n**1. npm cache is never restored**\n\nThe key hashes the wrong lockfile.\n\n**2. Jobs run twice at DST**\n\nworkers: 1 [unverified]\n', ['npm cache is never restored', 'Jobs run twice at DST']],
      ['Status: done\n\n## Findings\n\n**1. npm cache is never restored**\n\nThe key hashes the wrong lockfile.\n\n**Fix:** use web/package-lock.json.\n\n**2. Tests run serially**\n\nworkers: 1 [unverified]\n', ['npm cache is never restored', 'Tests run serially']],
      ['Status: done\n\n## Findings\n\n**Tests run serially**\n\nworkers: 1 [unverified]\n\n**Next steps**\n\n- land it\n', ['Tests run serially']],
    ] as const) {
      expect(record(body).j.findings.map((f) => f.title)).toEqual(titles);
    }
  });

  it('a code block in a headingless return is code, not a fenced return (a "=======" line is no heading)', () => {
    const { j, md } = record('Outcome: answered — x\n\nFindings:\n- the pager drops the last page [verified: test]\n\n```\nx\n=======\ny\n```\n');
    expect([j.outcome, j.outcomeFrom?.line]).toEqual(['answered', 1]);
    expect(j.findings.map((f) => f.title)).toEqual(['the pager drops the last page']);
    expect(md).not.toContain('Outside the fence');
    expect(md).toContain('=======');
    const py = record('Outcome: answered — x\n\n- finding one [unverified]\n\n```python\n# a comment, not a heading\nx = 1\n```\n');
    expect(py.j.findings.map((f) => f.title)).toEqual(['finding one']);
  });
});

describe('QA 20:19-20:33: fields as agents write them', () => {
  const sv = (fs: FindingData[]) => fs.map((f) => [f.title, f.severity ?? null, f.verified ?? null, f.location ?? null]);

  it('severity forms: labelled tags, "Severity 2", a tag in a code span, a label after the first clause; titles never cut inside () or code', () => {
    const { j } = record(
      '## Outcome\nanswered — x\n\n## Findings\n- (sev: medium) bravo leak [unverified]\n- Severity 2 — charlie leak [unverified]\n- `[critical]` hotel leak [unverified]\n- india leak — Schweregrad: hoch [unverified]\n' +
        '- juliet leak (gravité : faible) [unverified]\n- mike leak (Low risk) [unverified]\n- november leak; impact: high, likelihood: low [unverified]\n- Le CDN renvoie `Cache-Control: max-age=86400` pour `/` [non vérifié]\n',
    );
    expect(sv(j.findings)).toEqual([
      ['bravo leak', 'medium', false, null],
      // ("Severity 2" is S2 on the one scale of S1–S4 and Sev-1–Sev-4, title21: high.)
      ['charlie leak', 'high', false, null],
      ['hotel leak', 'critical', false, null],
      ['india leak', 'high', false, null],
      ['juliet leak', 'low', false, null],
      ['mike leak', 'low', false, null],
      ['november leak', 'high', false, null],
      ['Le CDN renvoie `Cache-Control: max-age=86400` pour `/`', null, false, null],
    ]);
  });

  it('verification forms: negations are not verified; [confirmed], "verified ✓", confirmé/подтверждено/已确认 are', () => {
    const { j } = record('## Outcome\nanswered — x\n\n## Findings\n- foxtrot leak [not reproduced]\n- bravo leak [confirmed]\n- delta leak (untested)\n- charlie leak [needs verification]\n- mike leak — I could not verify this\n- echo leak — verified ✓\n- india leak [confirmé par un test]\n- juliet leak (подтверждено тестом)\n- kilo leak（已确认）\n');
    expect(j.findings.map((f) => [f.title, f.verified ?? null])).toEqual([
      ['foxtrot leak', false],
      ['bravo leak', true],
      ['delta leak', false],
      ['charlie leak', false],
      ['mike leak', false],
      ['echo leak', true],
      ['india leak', true],
      ['juliet leak', true],
      ['kilo leak', true],
    ]);
  });

  it('tables: markdown inside code spans stays in the title; Checked?/Status columns verify; a traffic-light column is the severity; "—" is no location; a media type is no path', () => {
    const { j } = record(
      '## Status\nDone\n\n## Findings\n\n| ID | Where | What | Sev | Checked? |\n|----|-------|------|-----|----------|\n| F-1 | `lib/lexer.rb:77` | `__END__` inside a string ends the file | P0 | ✅ spec |\n| F-2 | — | Error messages lose the column after a tab | P3 | ❌ |\n\n' +
        '| | Finding | File | Status |\n|---|---|---|---|\n| 🔴 | Debug logging of the auth header is on in release | `Http.kt:88` | verified (logcat) |\n| 🟡 | ProGuard keeps every class (`-keep class com.acme.** { *; }`) | `proguard-rules.pro` | unverified |\n\n' +
        '- Grammar files must be served as `application/wasm`; our CDN does not [verified: console]\n',
    );
    expect(sv(j.findings)).toEqual([
      ['F-1. `__END__` inside a string ends the file', 'p0', true, 'lib/lexer.rb:77'],
      ['F-2. Error messages lose the column after a tab', 'p3', false, null],
      ['Debug logging of the auth header is on in release', 'critical', true, 'Http.kt:88'],
      ['ProGuard keeps every class (`-keep class com.acme.** { *; }`)', 'medium', false, 'proguard-rules.pro'],
      ['Grammar files must be served as `application/wasm`; our CDN does not', null, true, null],
    ]);
  });

  it('"Okay, I have completed the analysis …" states the outcome; "## Proposed Changes" and an "## Action items" table are recommendations, not findings', () => {
    const g = record('Okay, I have completed the analysis of the memory leak.\n\n## Analysis\n\n*   **Unbounded cache**: imageCache has no eviction.\n\n## Proposed Changes\n\n1.  Use an LRU.\n');
    expect([g.j.outcome, g.j.outcomeFrom?.line]).toEqual(['answered', 1]);
    expect(g.md).toContain('## Recommendations\n\n*From the heading: Proposed Changes*\n\n1. Use an LRU.\n');
    const p = record('## Outcome\nanswered — x\n\n## Root cause\n\nThe middleware parsed req.body first.\n\n## Action items\n\n| # | Action | Owner | Priority |\n|---|---|---|---|\n| 1 | Route real webhooks to the canary | @lee | P1 |\n');
    expect(p.j.findings.map((f) => f.title)).toEqual(['The middleware parsed req.body first.']);
    expect(p.j.placement.find((x) => x.line === 8)?.to).toBe('Recommendations');
  });
});

describe('QA 20:19-20:22: what is a finding and what is a note', () => {
  it('"Finding 1: …" paragraphs under a heading that names nothing are one finding each', () => {
    const { j } = record('## Outcome\nFixed — all four cases.\n\n## What was wrong\n\nFinding 1: dates in DD.MM.YYYY were parsed as MM.DD.YYYY. Confirmed by test.\n\nFinding 2: the currency column was read as a float. Confirmed by test.\n\nFinding 3: rows after a blank line were skipped. Not verified.\n');
    expect(j.findings.map((f) => [f.title, f.verified])).toEqual([
      ['dates in DD.MM.YYYY were parsed as MM.DD.YYYY.', true],
      ['the currency column was read as a float.', true],
      ['rows after a blank line were skipped.', false],
    ]);
  });

  it('notes around severity paragraphs and after a list are kept under their heading, not counted', () => {
    const rv = record('## Review of #812\n\nOverall: looks good, a few things before merge.\n\n🔴 **Blocker** — exportCsv builds the whole file in memory.\n\n🟡 **Minor** — header names come from DB columns.\n\nNice test coverage on the filter parsing 👍\n', '--outcome', 'answered');
    expect(rv.j.findings.map((f) => [f.title, f.severity])).toEqual([
      ['exportCsv builds the whole file in memory.', 'blocker'],
      ['header names come from DB columns.', 'minor'],
    ]);
    expect(rv.md).toContain('Overall: looks good, a few things before merge.\n\nNice test coverage on the filter parsing 👍');
    expect(rv.j.placement.find((p) => p.line === 3)?.to).toBe('kept as its own section (not a finding)');
    const gm = record('Okay, I have completed the analysis.\n\n## Analysis\n\n*   **Unbounded cache**: imageCache has no eviction.\n*   **Detached DOM nodes**: the portal is never removed.\n\nI verified the first with a heap snapshot.\n');
    expect(gm.j.findings.map((f) => f.title)).toEqual(['Unbounded cache', 'Detached DOM nodes']);
    expect(gm.md).toContain('I verified the first with a heap snapshot.');
  });

  it('"- **Auth**" over a sub-list of tagged findings is a group of them; a bold title over detail bullets stays one finding', () => {
    const { j, md } = record('## Outcome\nanswered — x\n\n## Findings\n- **Auth**\n  - `/admin/users` checks isAdmin on the client only [verified: curl]\n  - the session cookie lacks SameSite [verified: devtools]\n- **Input validation**\n  - `/upload` trusts Content-Type [verified: curl]\n- Rate limiting: none on any route [verified: load test]\n- **Race in flush**\n  - happens when two timers fire\n  - Fix: lock it\n');
    // "Race in flush" (its detail a list) could only be written as a group after "### Input validation":
    // the findings under no group come first, in the JSON and in the written return alike.
    // ("Rate limiting: none on any route": a label before the colon, the whole line titles it, titles8.)
    expect(j.findings.map((f) => f.title)).toEqual(['Rate limiting: none on any route', 'Race in flush', '`/admin/users` checks isAdmin on the client only', 'the session cookie lacks SameSite', '`/upload` trusts Content-Type']);
    expect(md).toContain('### Auth\n\n- `/admin/users` checks isAdmin on the client only [verified: curl]\n- the session cookie lacks SameSite [verified: devtools]\n');
    expect(j.placement.find((p) => p.line === 5)?.to).toBe('findings 3-4 (kept as a group of Non-obvious findings)');
    const id = /id=(\S+)/.exec(md)![1]!;
    const pulled = JSON.parse(runCli(['pull', id, '--json'], w.opts()).stdout) as { returns: { findings: FindingData[] }[] };
    expect(pulled.returns[0]!.findings.map((f) => f.title)).toEqual(j.findings.map((f) => f.title));
  });

  it('a status field later on a line states it ("**Severity:** SEV-2 · **Status:** Resolved"); "Fixed: nothing so far." does not', () => {
    const a = record('# Incident 42\n\n**Severity:** SEV-2 · **Duration:** 47 min · **Status:** Resolved\n\n## Root cause\n\nThe pool was never drained.\n');
    expect([a.j.outcome, a.j.outcomeFrom?.line]).toEqual(['answered', 3]);
    const id = probe();
    const r = runCli(['return', id, '--body', w.file('return.md', 'Fixed: nothing so far.\n\n## Findings\n- a [unverified]\n'), '--no-input', '--json'], w.opts());
    expect(r.code).toBe(2);
  });
});

describe('hostile input is read in one pass', () => {
  it('a finding of 500,000 backticks (and runs of every length) is recorded and linted', () => {
    let runs = '';
    for (let k = 1; k < 700; k++) runs += `${'`'.repeat(k)} `;
    const { j, md } = record(`## Outcome\nanswered — x\n\n## Findings\n- ${'`'.repeat(500_000)} [unverified]\n- ${runs}[unverified]\n`);
    expect(j.findings).toHaveLength(2);
    expect(md).toContain('`'.repeat(500_000));
  });
});
