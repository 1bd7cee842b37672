// Fields inherited down the heading tree (QA thirteenth, classes 4-5): verification stated by the section, not the
// item; a severity given only by a later list that names the findings by id or title; a severity word standing
// alone in an item's note. Synthetic documents of those shapes.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const fields = (md: string) => readReturn(md).f.map((x) => ({ title: x.title, severity: x.severity, verified: x.verified }));

describe('a finding that states no verification takes its nearest heading\'s', () => {
  it('es: confirmed findings in a table, possible ones pending confirmation in a list', () => {
    const md = `# Auditoría

## 1. Hallazgos confirmados

| Área | Severidad | Hallazgo |
|---|---|---|
| API | Alta | El token se escribe en el registro |
| Datos | Media | Falta un índice en pedidos |

## 2. Hallazgos posibles, pendientes de confirmación

1. **Modelo A:** la fórmula debe contrastarse con el artículo original.
2. **Caché:** puede servir datos viejos tras un despliegue.
`;
    expect(fields(md).map((f) => f.verified)).toEqual([true, true, false, false]);
  });

  it('en: flagged for review, two levels up (a sub-section per area)', () => {
    const md = `# Glossary audit

## Flagged for native review

### Area one

- **alpha** — usual form differs; confirm.
- **beta** — gloss is loose.

### Area two

- **gamma** — spelling unclear; confirm.
`;
    expect(fields(md).map((f) => [f.title, f.verified])).toEqual([['alpha', false], ['beta', false], ['gamma', false]]);
  });

  it("the finding's own words win over its heading's", () => {
    const md = `# Review

## Possible issues

- Token leak in logs (verified: reproduced with the debug build)
- Cache may serve stale data
`;
    expect(fields(md).map((f) => f.verified)).toEqual([true, false]);
  });

  it('guard: a heading that states nothing passes nothing; "possible" beside no noun for findings says nothing', () => {
    const md = `# Review

## Findings

### Possible improvements

- Cache the parsed config
- Name the retry constant

### Security

- Token leak in logs
`;
    expect(fields(md).map((f) => f.verified)).toEqual([undefined, undefined, undefined]);
  });

  it('a closing bracket on the group heading states it too ("## 2. Bugs (all reproduced)" > "### B1 …")', () => {
    const md = `# Audit

## 1. Bugs (all reproduced)

### B1 — The total skips the last row

The loop stops one row early.

### B2 — Dates are parsed as local time

A UTC stamp shifts by the offset.

## 2. Leads (not reproduced)

### L1 — The cache may go stale

Seen once in the logs.
`;
    expect(fields(md).map((f) => f.verified)).toEqual([true, true, false]);
  });

  it('guard: a bracket that counts states it of some only ("## Bugs (2 of 3 reproduced)")', () => {
    const md = `# Audit

## Bugs (2 of 3 reproduced)

### B1 — The total skips the last row

The loop stops one row early.

### B2 — Dates are parsed as local time

A UTC stamp shifts by the offset.
`;
    expect(fields(md).map((f) => f.verified)).toEqual([undefined, undefined]);
  });
});

const numbered = `# Review

## 1. Logic problems

### 1.1 Fee ignored when the client pays

**File:** \`src/sales.ts\`

The fee is dropped from the total.

### 1.2 Stock query compares the wrong column

**File:** \`src/stock.ts\`

Low stock is never reported.

## 2. Input problems

### 2.1 No server-side check of the payments total

**File:** \`src/pay.ts\`

Only the form checks that the payments add up.

### 2.2 No email validation on clients

**File:** \`src/client.ts\`

Any text is stored as an email.
`;

describe('a later list that names the findings under priority headings gives them its severity', () => {
  it('by dotted id ("**2.1** - server-side total"): severities, and no findings added', () => {
    const md = `${numbered}
## Prioritisation

### High priority (fix now)
1. **1.1** - fee when the client pays
2. **2.1** - server-side total

### Low priority (backlog)
3. **1.2** - stock query
4. **2.2** - email check
`;
    expect(fields(md).map((f) => [f.title, f.severity])).toEqual([
      ['Fee ignored when the client pays', 'high'],
      ['Stock query compares the wrong column', 'low'],
      ['No server-side check of the payments total', 'high'],
      ['No email validation on clients', 'low'],
    ]);
  });

  it('by the same title words', () => {
    const md = `${numbered}
## What to fix first

### Medium priority

- Fee ignored when the client pays
- No email validation on clients
`;
    expect(fields(md).map((f) => f.severity)).toEqual(['medium', undefined, undefined, 'medium']);
  });

  it('under bold labels ("**High priority:**") in a section that names nothing', () => {
    const md = `${numbered}
## Prioritisation

**High priority:**

1. **1.1** - fee
2. **2.2** - email

**Low priority:**

3. **1.2** - stock
`;
    expect(fields(md).map((f) => f.severity)).toEqual(['high', 'low', undefined, 'high']);
  });

  it('inside the findings section, a summary by priority one level down is a recap that gives the severities', () => {
    const md = `# Review

## Findings

### 1.1 Fee ignored when the client pays

The fee is dropped from the total.

### 1.2 Stock query compares the wrong column

Low stock is never reported.

### 1.3 No email validation on clients

Any text is stored.

### Priority summary

#### High priority

- **1.1** - fee
- **1.3** - email

#### Low priority

- **1.2** - stock
`;
    expect(fields(md).map((f) => [f.title, f.severity])).toEqual([
      ['Fee ignored when the client pays', 'high'],
      ['Stock query compares the wrong column', 'low'],
      ['No email validation on clients', 'high'],
    ]);
  });

  it("by a writer's id (F1) under P0 / P2 headings", () => {
    const md = `# Review

## Findings

### F1. Token leak in logs

Written to the request log.

### F2. Missing retry on payment call

One attempt only.

### F3. Cache never expires

No TTL.

## Priorities

### P0

- F1 (token leak)

### P2

- F2 — retry
- F3 — cache TTL
`;
    expect(fields(md).map((f) => f.severity)).toEqual(['p0', 'p2', 'p2']);
  });

  it('by the bare number a finding is written under, in bold ("- **1** - locale in the key" after "### 1. …")', () => {
    const md = `# Review

## Findings

### 1. Locale missing from the cache key

The key uses the path only.

### 2. Retry never backs off

Retries every 10 ms.

### 3. Stale README

Mentions v1 flags.

## Prioritisation

### High priority

- **1** - locale in the key
- **2** - retry storm

### Low priority

- **3** - docs
`;
    expect(fields(md).map((f) => [f.title, f.severity])).toEqual([
      ['Locale missing from the cache key', 'high'],
      ['Retry never backs off', 'high'],
      ['Stale README', 'low'],
    ]);
  });

  it('guard: a bold number with no finding written under it ("- **4** - …" after three) names nothing', () => {
    const md = `# Review

## Findings

### 1. Locale missing from the cache key

The key uses the path only.

### 2. Retry never backs off

Retries every 10 ms.

## Next steps

### High priority

- **1** - add the locale
- **4** - write a load test
`;
    const t = fields(md);
    expect(t.map((f) => f.severity).slice(0, 2)).toEqual([undefined, undefined]);
  });

  it('guard: a plan by priority that names no finding gives nothing', () => {
    const md = `${numbered}
## Next steps

### High priority

- Add rate limiting to the API
- Write the deployment docs
`;
    expect(fields(md).map((f) => f.severity)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe("a severity word standing alone in an item's note", () => {
  it('"— minor; confirm." is the severity; "— high memory use." is not', () => {
    const md = `# Review

## Findings

- **alpha** — minor; confirm.
- **beta** — high memory use when idle.
- **gamma** — critical.
`;
    expect(fields(md).map((f) => f.severity)).toEqual(['minor', undefined, 'critical']);
  });
});
