// Severity, location and outcome where the writer states them (QA eighteenth set, R7, R9, R10): a colour mark
// inside a heading's level tag, a level over a group of observations, the location field over paths in the
// body, a file named only in the finding's code comment, a verdict that answers. Synthetic documents only.

import { describe, expect, it } from 'vitest';
import { readReturn as read } from '../helpers/read-return.js';

const sev = (md: string) => read(md).f.map((x) => [x.title, x.severity]);

describe('a level tag with a colour mark leading a heading is the severity', () => {
  it('"### [🟠 Major] x", "### [🔴 Critical] y", "### [Minor] z": severity read, the tag cut from the title', () => {
    expect(sev('# Review\n\n## Findings\n\n### [🟠 Major] Rotation restore is undefined\n\nThe old key is left behind.\n\n### [🔴 Critical] Secrets are logged on failure\n\nThe error path prints the config.\n\n### [Minor] Typo in the diagram\n\nThe arrow points the wrong way.\n')).toEqual([
      ['Rotation restore is undefined', 'major'],
      ['Secrets are logged on failure', 'critical'],
      ['Typo in the diagram', 'minor'],
    ]);
  });

  it('German and Japanese words: "### [🟡 Mittel] x", "### [🔴 重大] y"', () => {
    expect(sev('# Prüfung\n\n## Befunde\n\n### [🟡 Mittel] Der Cache läuft nie ab\n\nKein TTL gesetzt.\n\n### [🔴 重大] 認証が抜けている\n\n管理画面に認証がない。\n').map((x) => x[1])).toEqual(['medium', 'critical']);
  });

  it('look-alike: a bracketed emoji with a word that is no level ("### [🎉 Done] x") states no severity', () => {
    expect(sev('# Review\n\n## Findings\n\n### [🎉 Done] Export runs twice\n\nThe job is queued on every save.\n\n### [📌 Pinned] Import drops the header\n\nThe first row is lost.\n').map((x) => x[1])).toEqual([undefined, undefined]);
  });
});

describe('a level over a group of observations names its items\' severity', () => {
  const audit = (last: string) => `# Audit\n\n## Critical Issues\n\n- The vault token never expires.\n\n## High Priority\n\n- Retries have no backoff.\n\n## Medium Priority\n\n- The log level is hard-coded.\n\n${last}\n\n- The README mentions an old flag.\n- A test name has a typo.\n`;
  it('"## Low Observations" after Critical/High/Medium groups: its bullets are low', () => {
    expect(sev(audit('## Low Observations')).map((x) => x[1])).toEqual(['critical', 'high', 'medium', 'low', 'low']);
  });
  it('"## Minor notes" too', () => {
    expect(sev(audit('## Minor notes')).slice(3).map((x) => x[1])).toEqual(['minor', 'minor']);
  });
  it('look-alike: "## High-level observations" states no level', () => {
    expect(sev(audit('## High-level observations')).slice(3).map((x) => x[1])).toEqual([undefined, undefined]);
  });
});

describe('the location the writer states', () => {
  const loc = (md: string) => read(md).f.map((x) => x.location);
  it('a "**該当箇所**:" field wins over a file in a list further down', () => {
    expect(loc('# レビュー\n\n## 指摘事項\n\n### 1. 復元の順序が未定義\n**該当箇所**: `design.md:62`, `design.md:80`\n\n関係するファイル:\n- `src/restore/run.ts`\n- `src/restore/plan.ts`\n')).toEqual(['design.md:62']);
  });
  it('"**Fundstelle:**" and "**Where:**" too', () => {
    expect(loc('# Prüfung\n\n## Befunde\n\n### 1. Fehlende Prüfung\n**Fundstelle:** `api/handler.go:40`\n\n- `api/other.go:12`\n\n### 2. Restore order\n**Where:** `design.md:62`\n\n- `src/run.ts`\n')).toEqual(['api/handler.go:40', 'design.md:62']);
  });
  it('look-alike: with no field, a file on a list line of its own is still the location', () => {
    expect(loc('# Review\n\n## Findings\n\n### 1. Restore order\n\nThe order is wrong in:\n- `src/restore/run.ts`\n')).toEqual(['src/restore/run.ts']);
  });
  it('a file named only in the opening comment of the finding\'s code block is its location (// x line N, # y:N)', () => {
    expect(loc('# 审查报告\n\n## 问题\n\n### 1. 游标未关闭\n```kotlin\n// Repository.kt line 32\nval c = db.query(q)\n```\n出错时游标泄漏。\n\n### 2. 连接未关闭\n```python\n# db.py:13\nconn = connect()\n```\n没有关闭。\n')).toEqual(['Repository.kt:32', 'db.py:13']);
  });
  it('look-alike: a file named elsewhere wins; a comment that says more than a place is no location', () => {
    expect(loc('# Review\n\n## Findings\n\n### 1. Loop never ends\nIn `src/a.ts:5` the loop spins.\n```ts\n// b.ts line 9\nwhile (true) {}\n```\n\n### 2. Helper duplicated\n```python\n# see utils.py for the original helper\ndef h(): pass\n```\n')).toEqual(['src/a.ts:5', undefined]);
  });
});

describe('a review verdict states the outcome', () => {
  const outcome = (md: string) => read(md).r.outcomeFrom?.text ?? null;
  it('"## Verdict: ready to ship?" answered by "Conditionally yes: …"', () => {
    expect(outcome('# Review of the release\n\n## Findings\n\n- The changelog is missing the migration note.\n- One flaky test remains.\n\n## Verdict: ready to ship?\n\nConditionally yes: the two blockers are fixed, coverage gaps remain.\n')).toMatch(/Conditionally yes/);
  });
  it('"**Verdict:** APPROVE_WITH_CHANGES" and "**判定**: **NEEDS_DISCUSSION**" are verdicts given', () => {
    expect(outcome('# Review\n\n**Verdict:** APPROVE_WITH_CHANGES\n\n## Findings\n\n- The changelog is missing the migration note.\n')).toMatch(/APPROVE_WITH_CHANGES/);
    expect(outcome('# セカンドオピニオン: 認証設計\n\n**判定**: **NEEDS_DISCUSSION**\n\n## 指摘事項\n\n### 1. トークンの有効期限が長すぎる\n30日は長い。\n\n### 2. ログにメールアドレスが出る\n個人情報。\n')).toMatch(/NEEDS_DISCUSSION/);
  });
  it('look-alike: a constant named in prose ("the NEEDS_DISCUSSION flag is never cleared") states nothing', () => {
    expect(outcome('# Review\n\n## Findings\n\n- The NEEDS_DISCUSSION flag is never cleared.\n- Needs discussion of the retry policy with the team.\n')).toBeNull();
  });
});
