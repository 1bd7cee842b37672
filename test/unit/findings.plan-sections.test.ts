// A plan or a log of the work done after the findings is no group of findings (QA gate, tenth set): its phases
// carry priorities ("### Phase 1: Critical fixes (high priority) 🔴") and its steps name the findings again, but
// what it lists is work to do or done. Synthetic documents of that shape.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const titles = (md: string) => readReturn(md).f.map((x) => x.title);

const findings = `# Review report

## 1. Critical problems found

### 🔴 CRITICAL #1: Token leak in logs

The auth token is written to the request log.

**File**: \`src/log.ts\`

### 🟠 CRITICAL #2: Missing retry on payment call

The gateway is called once.

**File**: \`src/pay.ts\`

### 🟠 CRITICAL #3: Cache never expires

**File**: \`src/cache.ts\`

## 2. Recommended optimisations

### OPT-1: Batch the emails

Send them in one job.
`;

const phase = (title: string, label: string, mark: string, items: [string, string[]][]) =>
  `### ${title}\n\n${label}\n\n${items.map(([t, subs], i) => `${i + 1}. ${mark} **${t}**\n${subs.map((x) => `   - ${x}\n`).join('')}`).join('\n')}\n`;

// Each phase opens with a label line ("**Owner**: …") and lists its steps, two or more, with their sub-steps.
const plan = (heading: string, label = '**Owner**: the backend team') => `## 3. ${heading}

${phase('Phase 1: Critical fixes (high priority) 🔴', label, '✅', [
  ['Stop logging the token', ['Redact with `redact()`', 'Unit tests']],
  ['Retry the payment call', ['Inject `RetryPolicy`', 'Log the failures']],
  ['Expire the cache', ["Replace 'TODO' by a TTL"]],
])}
${phase('Phase 2: Refactoring (medium priority) 🟡', label, '✅', [
  ['Move raw SQL to the repository', ['Use the query builder', 'One method per query']],
  ['Create a Role enum', ['One place for roles']],
])}
${phase('Phase 3: Optimisations (low priority) 🔵', label, '⏳', [
  ['Cache the statistics', ['A fitting TTL']],
  ['Write the API docs', ['Examples']],
])}`;

const done = `## 4. Final implementations

### ✅ Fix 1: token leak

**File**: \`src/log.ts\`

#### Before

\`\`\`ts
log(req.headers);
\`\`\`

#### After (2 lines)

\`\`\`ts
log(redact(req.headers));
\`\`\`

### ✅ Fix 2: payment retry

**File**: \`src/pay.ts\`

Retries three times.

## Conclusion

Done: the three problems are fixed.
`;

const FOUND = ['Token leak in logs', 'Missing retry on payment call', 'Cache never expires'];

describe('a plan and the changes made after the findings add none', () => {
  it('a numbered "Implementation plan" with prioritised phases, then the final changes', () => {
    expect(titles(findings + plan('Implementation plan') + done)).toEqual(FOUND);
  });

  it('the phases alone say it is a plan, whatever the heading ("Work packages")', () => {
    expect(titles(findings + plan('Work packages') + done)).toEqual(FOUND);
  });

  it('fr: "Plan d\'implémentation", its phases under a label of their own', () => {
    expect(titles(findings + plan("Plan d'implémentation", '**Durée prévue**: deux jours') + done)).toEqual(FOUND);
  });

  it('a log of the changes made ("### ✅ Fix 1: …") right after a numbered section of findings is no more of its series', () => {
    const md = `# Review

## 1. Problems found

### Security

- 🔴 Token leak in logs
- 🟠 Missing CSRF check

### Performance

- 🟠 N+1 queries in the list view

${done.replace('## 4.', '## 2.')}`;
    expect(titles(md)).toEqual(['Token leak in logs', 'Missing CSRF check', 'N+1 queries in the list view']);
  });

  it('the plan is kept as written', () => {
    const { r } = readReturn(findings + plan('Implementation plan') + done);
    expect(r.extra.some((e) => /Phase 1: Critical fixes/.test(`${e.heading}\n${e.text}`))).toBe(true);
  });

  it('guard: a numbered series of findings groups with severity-marked sub-sections stays findings', () => {
    const md = `# Review

## 1. Security problems

### 🔴 Token leak in logs

Written to \`src/log.ts\`.

### 🟠 Missing CSRF check

## 2. Performance problems

### 🟠 N+1 queries in the list view

In \`src/list.ts\`.

### 🟡 No index on orders.user_id
`;
    expect(titles(md)).toEqual(['Token leak in logs', 'Missing CSRF check', 'N+1 queries in the list view', 'No index on orders.user_id']);
  });

  it('guard: a review of a plan ("Review of the deploy plan") with severity-marked items stays findings', () => {
    const md = `# Notes

## Review of the deploy plan

- 🔴 The rollback step drops the table
- 🟠 No canary stage before the full rollout
- 🟡 The runbook link is dead
`;
    expect(titles(md)).toEqual(['The rollback step drops the table', 'No canary stage before the full rollout', 'The runbook link is dead']);
  });
});
