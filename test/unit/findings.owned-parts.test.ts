// A finding's heading owns what is under it: "### Reproduction", "### Proof", "### Fix" under "## BUG 2 — …" or under
// "## X-B01: …" (a heading titled by the writer's id) are parts of that one finding, its text, not findings of their
// own nor the return's Recommendations; a "Steps to reproduce:" list under a finding's heading is its steps, one
// finding. Look-alikes keep their reading: a fix report's own top-level "## Fix" is still its Recommendations.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const read = (lines: string[]) => readReturn(lines.join('\n'));

describe('a finding heading owns its facets', () => {
  it('"### Fix" under "## BUG 2 — …" beside "### Reproduction" is the finding\'s text, verified by the reproduction', () => {
    const { f, r } = read(['## BUG 2 — Session lost after refresh', '### Reproduction', '1. log in', '2. press F5 -> logged out (reproduced 3/3)', '### Fix', 'Store the token in a cookie.']);
    expect(f).toHaveLength(1);
    expect(f[0]!.title).toBe('Session lost after refresh');
    expect(f[0]!.verified).toBe(true);
    expect(f[0]!.text).toContain('cookie');
    expect([r.answers.recommendations ?? []].flat().join('\n')).not.toContain('cookie');
  });

  it('headings titled by the writer\'s id over "### Proof" / "### Fix": one finding each, its parts its text', () => {
    const { f } = read([
      '## X-B01: Upstream host no longer resolves',
      '',
      'A HEAD request fails with exit 6 (see scripts/sync.sh).',
      '',
      '### Proof',
      '',
      'Ran `curl -I` three times: exit 6 each time.',
      '',
      '### Fix',
      '',
      'Map every endpoint first.',
      '',
      '## X-B02: Retry loop never sleeps',
      '',
      'The loop spins without a delay between attempts.',
      '',
      '### Fix',
      '',
      'Add a backoff.',
    ]);
    expect(f).toHaveLength(2);
    expect(f[0]!.location).toBe('scripts/sync.sh');
    // "### Proof" over how it was checked: the finding is verified, how = that text.
    expect(f[0]!.verified).toBe(true);
    expect(f[0]!.how).toContain('three times');
    expect(f[1]!.verified).toBeUndefined();
    expect(f[0]!.text).toContain('Map every endpoint first.');
    expect(f[1]!.text).toContain('Add a backoff.');
  });

  it('a "Steps to reproduce:" list under a finding\'s heading is its steps: one finding, not three (en, de, zh)', () => {
    for (const label of ['Steps to reproduce:', 'Schritte zur Reproduktion:', '复现步骤：']) {
      const { f } = read(['## Findings', '', '### Issue 1: Session lost after refresh', '', label, '', '1. log in', '2. press F5', '3. see the login page']);
      expect(f, label).toHaveLength(1);
      expect(f[0]!.text).toContain('press F5');
    }
  });
});

describe('look-alikes keep their reading', () => {
  it('a fix report\'s own top-level "## Fix" stays its Recommendations', () => {
    const { f, r } = read(['## Outcome', '', 'answered — the session bug is fixed.', '', '## Findings', '', '- The token was stored in memory only.', '', '## Fix', '', 'Store the token in a cookie.']);
    expect(f.map((x) => x.title)).toEqual(['The token was stored in memory only.']);
    expect([r.answers.recommendations ?? []].flat().join('\n')).toContain('cookie');
  });

  it('a list under a caption that is no reproduction label still groups its findings', () => {
    const { f } = read(['## Findings', '', '### Issue 1: Three problems in the export', '', 'Found these:', '', '1. The flag is ignored', '2. The owner is missing', '3. The name has a typo']);
    expect(f).toHaveLength(3);
  });
});

describe('a level phrase in brackets after a numbered title is its severity', () => {
  it('full-width brackets, no blank before them (zh, ja): severity read, the phrase cut from the title', () => {
    const { f } = read(['# 分析报告', '', '#### 2.3 令牌在刷新前过期（高优先级）', '', '令牌有效期为 5 分钟，但刷新每 10 分钟运行一次。', '', '#### 2.4 Cookie 路径错误（低优先级）', '', 'Cookie 路径是 /api，而应用位于 /app。', '', '#### 2.5 トークンの保存先が不適切（高優先度）', '', 'トークンがローカルストレージに保存されている。']);
    expect(f.map((x) => [x.title, x.severity])).toEqual([
      ['令牌在刷新前过期', 'high'],
      ['Cookie 路径错误', 'low'],
      ['トークンの保存先が不適切', 'high'],
    ]);
  });

  it('a note in brackets that names no level stays the title\'s', () => {
    const { f } = read(['# Analysis', '', '#### 2.3 Token expires early (seen twice)', '', 'The token lives five minutes.', '', '#### 2.4 Cookie path is wrong (admin only)', '', 'The path is /api.']);
    expect(f.map((x) => x.severity)).toEqual([undefined, undefined]);
    expect(f[0]!.title).toContain('seen twice');
  });
});

describe('a summary table restating headed findings carries its severity by id', () => {
  it('ids with a letter code after the prefix ("X-B01") match the headings\' ids', () => {
    const { f } = read(['## Summary', '', '| ID | Severity | Status |', '|---|---|---|', '| X-B01 | High | open |', '| X-B02 | Low | fixed |', '', '## X-B01: Upstream host no longer resolves', '', 'A HEAD request fails with exit 6.', '', '## X-B02: Retry loop never sleeps', '', 'The loop spins without a delay between attempts.']);
    expect(f.map((x) => x.severity)).toEqual(['high', 'low']);
  });

  it('a table of ids and severities above the headed findings in one section is counted once, its levels theirs', () => {
    const { f } = read(['## Findings', '', '| ID | Severity | Status |', '|---|---|---|', '| X-B01 | High | open |', '| X-B02 | Low | fixed |', '', '### X-B01: Upstream host no longer resolves', '', 'A HEAD request fails with exit 6.', '', '### X-B02: Retry loop never sleeps', '', 'The loop spins without a delay.']);
    expect(f.map((x) => [x.id, x.severity])).toEqual([['X-B01', 'high'], ['X-B02', 'low']]);
  });

  it('a table whose ids name other things than the headed findings stays findings of its own', () => {
    const { f } = read(['## Findings', '', '| ID | Severity | Status |', '|---|---|---|', '| T1 | High | open |', '| T2 | Low | open |', '', '### X-B01: Upstream host no longer resolves', '', 'A HEAD request fails with exit 6.', '', '### X-B02: Retry loop never sleeps', '', 'The loop spins without a delay.']);
    expect(f).toHaveLength(4);
  });

  it('"### Reproduction" over steps alone is how to reproduce, no proof', () => {
    const { f } = read(['## BUG 3 — Receipt shows a broken period', '', 'The period on the receipt reads "2026-13".', '', '### Reproduction', '', '1. open a receipt for December', '2. look at the period', '', '### Fix', '', 'Use the month index from 1.']);
    expect(f).toHaveLength(1);
    expect(f[0]!.verified).toBeUndefined();
    expect(f[0]!.text).toContain('month index');
  });
});
