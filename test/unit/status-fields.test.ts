// A finding's own field lines (status-fields.ts): a status whose value is a severity is the finding's level; ticks on
// the steps of a remedy are not its verification. Synthetic documents only (issue 10, fifteenth set's audit shape).

import { describe, expect, it } from 'vitest';
import { readReturn as read } from '../helpers/read-return.js';

const entry = (id: string, title: string, status: string, remedyLabel: string, steps: string[]) =>
  `### ${id} – ${title}\n**Status**: ${status}\n\n**Found**:\n1. the endpoint checks no session\n2. other users' rows are readable\n\n**${remedyLabel}**:\n${steps.map((s) => `- ${s}`).join('\n')}\n\n`;

describe('a status field whose value is a severity', () => {
  it('gives each entry of an audit its level, in any language', () => {
    const { f } = read(`# Security audit\n\n## OWASP checks\n\n${entry('A01', 'Broken access control', '🔴 **KRITISCH**', 'Mitigation', ['check the session'])}${entry('A02', 'Weak hashing', '⚠️ **MEDIUM**', 'Mitigation', ['hash with a pepper'])}`);
    expect(f.map((x) => [x.title.replace(/^A0\d\. /, ''), x.severity])).toEqual([
      ['Broken access control', 'critical'],
      ['Weak hashing', 'medium'],
    ]);
  });

  it('says nothing when the status is a state of work ("Open", "✅ Fixed")', () => {
    const { f } = read(`# Security audit\n\n## Findings\n\n### 1. Broken access control\n**Status**: Open\n\nNo session check.\n\n### 2. Weak hashing\n**Status**: ✅ Fixed\n\nMD5 was used.\n`);
    expect(f.map((x) => x.severity)).toEqual([undefined, undefined]);
  });
});

describe('ticks on a remedy\'s steps', () => {
  it('are not the finding\'s verification', () => {
    const { f } = read(`# Security audit\n\n## OWASP checks\n\n${entry('A01', 'Broken access control', '🔴 **CRITICAL**', 'Mitigation', ['✅ check the session', '✅ enforce row-level security'])}${entry('A02', 'Weak hashing', '🟠 **HIGH**', 'Fix', ['✅ hash with a pepper'])}`);
    expect(f.map((x) => x.verified)).toEqual([undefined, undefined]);
  });

  it('a remedy step that says the fix was verified still says so; ticks under a proof label still verify', () => {
    const { f } = read(`# Security audit\n\n## OWASP checks\n\n${entry('A01', 'Broken access control', '🔴 **CRITICAL**', 'Fix', ['✅ verified by the session test'])}${entry('A02', 'Weak hashing', '🟠 **HIGH**', 'Evidence', ['✅ the hash test fails on main'])}`);
    expect(f.map((x) => x.verified)).toEqual([true, true]);
  });
});

describe('a plan to verify every finding is no verification (review of cand8)', () => {
  it('"a reproduction of every bug is still to do" verifies nothing', () => {
    const { f } = read('# Spike\n\n## Outcome\npartial — a reproduction of every bug is still to do.\n\n## Findings\n\n- the pager skips the last page\n- the cache never evicts\n');
    expect(f.map((x) => x.verified)).toEqual([undefined, undefined]);
  });
});

describe('withoutRemedyLists on a long line', () => {
  it('a line of 200,000 spaces after a colon is no label, and comes back as it was', async () => {
    const { withoutRemedyLists } = await import('../../src/brief/status-fields.js');
    const text = `- x [verified: ${' '.repeat(200_000)}y\n- ✅ done`;
    expect(withoutRemedyLists(text)).toBe(text);
  });
});

describe('ticks under a label naming what the change brings (seventeenth set, class R5)', () => {
  const fixed = (n: number, title: string, label: string, items: string[]) =>
    `### ✅ Problem #${n}: ${title}\n**Status**: ✅ FIXED\n\nThe token was kept in local storage.\n\n**${label}**:\n${items.map((s) => `- ${s}`).join('\n')}\n\n`;

  it('are the change\'s effects, not the finding\'s verification, in any language', () => {
    const { f } = read(`# Security audit\n\n## Critical problems\n\n${fixed(1, 'Token in local storage', 'Improvement', ['✅ the session is cleared on close', '✅ a smaller window for XSS'])}${fixed(2, 'Sin expiración JWT', 'Mejoras alcanzadas', ['✅ tokens caducados rechazados'])}${fixed(3, 'Kein Logout-Cleanup', 'Vorteile', ['✅ keine alten Daten'])}${fixed(4, '没有加载状态', '改进', ['✅ 用户能看到进度'])}`);
    expect(f.map((x) => x.verified)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('an item that says it was checked still verifies; ticks under a test label still verify', () => {
    const { f } = read(`# Security audit\n\n## Critical problems\n\n${fixed(1, 'Token in local storage', 'Improvement', ['✅ verified by the session test'])}${fixed(2, 'No JWT expiry', 'Tests', ['✅ expired tokens are rejected'])}`);
    expect(f.map((x) => x.verified)).toEqual([true, true]);
  });
});

describe('a label that only opens with a change word', () => {
  it('is no change label when it is a sentence ("Changes nothing, but the test shows:")', () => {
    const { f } = read('# Audit\n\n## Problems\n\n### 1. Token in local storage\n\nThe token outlives the tab.\n\nChanges nothing, but the test shows:\n- ✅ a stolen token is accepted after logout\n\n### 2. No expiry check\n\nExpired tokens are accepted.\n');
    expect(f.map((x) => x.verified)).toEqual([true, undefined]);
  });
});
