// A finding's own id tag and the heading above it (QA fourteenth: ids dropped from titles, a level inside an id
// tag not read, a file named by the area's heading not inherited). Synthetic documents only.

import { describe, expect, it } from 'vitest';
import { readReturn } from '../helpers/read-return.js';

const read = (md: string) => readReturn(md).f;

const audit = `# Audit of the billing service

## 1. Correctness

### [HIGH-1] Refund total ignores the fee
**File:** \`billing/refund.py:40\`
The fee is added twice.

### [MEDIUM-1] Retry loop never backs off
**File:** \`billing/retry.py:12\`
It retries at once, forever.

## 2. Quality

### [Q-HIGH-1] Three copies of the invoice formatter
**File:** \`billing/fmt.py:3\`
Each copy drifted.

### [Q-MED-1] Two loggers for one purpose
The second one is never flushed.

### [Q-MED-2] Dead code to remove
- \`billing/old.py:10-20\` \`legacy_total\` — never called.
- \`billing/util.py\` \`pad\` — never read.

### [Q-LOW] Comment noise in the models

## 3. Efficiency

### [E-MED-1] Manifest rebuilt on every request
Cache it once at start.

## 4. Apply order
1. **HIGH-1** fee fix
2. **MEDIUM-1** backoff
3. **Q-HIGH-1** one formatter
`;

describe("a document that gives its findings ids keeps each id in the finding's title", () => {
  it('English: "### [HIGH-1] x" / "### [Q-MED-2] y": the id before the title, as a table\'s id column is kept', () => {
    const titles = read(audit).map((f) => f.title);
    expect(titles).toContain('HIGH-1. Refund total ignores the fee');
    expect(titles).toContain('Q-HIGH-1. Three copies of the invoice formatter');
    expect(titles).toContain('E-MED-1. Manifest rebuilt on every request');
  });

  it('French: "### BL1 — x" / "### B1 — y", the id before a dash', () => {
    const md = `# Rapport\n\n## 1. Bloquants\n\n### BL1 — Le projet ne compile pas\nDétails.\n\n### BL2 — Le build dépend d'un répertoire absent\nDétails.\n\n## 2. Bugs\n\n### B1 — La masse est comptée deux fois\nDétails.\n`;
    expect(read(md).map((f) => f.title)).toEqual(['BL1. Le projet ne compile pas', "BL2. Le build dépend d'un répertoire absent", 'B1. La masse est comptée deux fois']);
  });

  it('innocent look-alikes: one id-like word alone, a version, a date: titles as they were', () => {
    const md = `# Review\n\n## Findings\n\n### V2 — Streaming drops the last chunk\nDetails.\n\n### Cache is never cleared\nDetails.\n\n### 2.1 Upgrade notes are stale\nDetails.\n\n### 2026-01-05 outage left no log\nDetails.\n`;
    const titles = read(md).map((f) => f.title);
    expect(titles).toContain('Streaming drops the last chunk');
    expect(titles).toContain('Cache is never cleared');
    expect(titles.some((t) => /^V2\b/.test(t))).toBe(false);
  });
});

describe('a level written inside the id tag is the severity', () => {
  it('"[Q-HIGH-1]", "[Q-MED-1]", "[E-MED-1]", "[Q-LOW]": high, medium, medium, low; a tag that numbers nothing leaves the title', () => {
    const f = read(audit);
    const by = (start: string) => f.find((x) => x.title.startsWith(start))!;
    expect(by('Q-HIGH-1.').severity).toBe('high');
    expect(by('Q-MED-1.').severity).toBe('medium');
    expect(by('E-MED-1.').severity).toBe('medium');
    expect(by('Comment noise').title).toBe('Comment noise in the models');
    expect(by('Comment noise').severity).toBe('low');
  });

  it('innocent look-alikes: "[HIGHLIGHT]", "[WIP]", "[NET-LOWLEVEL-2]" state no severity', () => {
    const md = `# Review\n\n## Findings\n\n### [HIGHLIGHT] The export button hides the menu\nDetails.\n\n### [WIP] Cache keys ignore the locale\nDetails.\n\n### [NET-LOWLEVEL-2] Socket reads block the loop\nDetails.\n`;
    expect(read(md).map((f) => f.severity)).toEqual([undefined, undefined, undefined]);
  });
});

describe("an entry of the writer's id series over bullets is one finding, its bullets its detail", () => {
  it('"### [Q-MED-2] Dead code to remove" over "- `path:line` `symbol` — …" beside id-ed siblings over prose', () => {
    const f = read(audit);
    const dead = f.filter((x) => x.title.includes('Dead code') || x.title.includes('legacy_total'));
    expect(dead.map((x) => x.title)).toEqual(['Q-MED-2. Dead code to remove']);
    expect(dead[0]!.severity).toBe('medium');
    expect(dead[0]!.text).toContain('`billing/util.py` `pad`');
    expect(f).toHaveLength(7);
  });
});

describe('a file named by the heading above is where a finding that names none is', () => {
  // (Each area's words differ: the same risk written twice is read once.)
  const what = ['colour', 'spacing', 'naming', 'caching', 'loading'];
  let n = 0;
  const area = (heading: string, extra = '') => {
    const w = what[n++ % what.length];
    return `## ${heading}\n\n### What is good\n- Clear ${w} rules.\n\n### Current risk\n- Two ${w} systems live side by side.${extra}\n\n### Recommendation\n- Merge the ${w} systems.\n\n`;
  };
  const review = (...areas: string[]) => `# Code review\n\n## Summary\n\nIn good shape overall.\n\n${areas.join('')}`;

  it('"## 2) Styles (`styles.css`)" over "### Current risk": styles.css, the nearest heading that names one file', () => {
    const f = read(review(area('1) Layout'), area('2) Styles (`styles.css`)')));
    const risk = f.filter((x) => x.title.startsWith('Two '));
    expect(risk.map((x) => x.location)).toEqual([undefined, 'styles.css']);
  });

  it('innocent look-alikes: a heading naming two files, a file named in passing, a finding with its own file', () => {
    const f = read(review(area('3) Cache (`manifest.json` + `sw.js`)'), area('4) Migration (see docs/plan.md)'), area('5) App (`app.js`)', ' See `src/boot.ts:4`.')));
    const risk = f.filter((x) => x.title.startsWith('Two '));
    expect(risk.map((x) => x.location)).toEqual([undefined, undefined, 'src/boot.ts:4']);
  });

  it('"### 4.1. CheckoutView.tsx (1200 lines)" over a proposed split: the file its title names, not the first one of the plan', () => {
    const md = `# Audit\n\n## 4. Refactoring\n\n### 4.1. CheckoutView.tsx (1200 lines)\n**Problems:**\n- One large file\n\n**Solution:**\n- Extract:\n  - \`CheckoutTable.tsx\`\n  - \`CheckoutChart.tsx\`\n\n### 4.2. useCart.ts (700 lines)\n**Problems:**\n- A large hook\n\n**Solution:**\n- Split into:\n  - \`useCartTotals.ts\`\n`;
    expect(read(md).map((x) => x.location)).toEqual(['CheckoutView.tsx', 'useCart.ts']);
  });

  it('innocent look-alike: a title naming a file over its own location line keeps that line (the same file, with its folder and line)', () => {
    const md = `# Review\n\n## Findings\n\n### CheckoutView.tsx renders twice\n\`src/views/CheckoutView.tsx:40\`\n\nThe effect has no dependency list.\n\n### Cart total off by one\n\`src/cart.ts:12\`\n\nThe loop skips the last item.\n`;
    expect(read(md).map((x) => x.location)).toEqual(['src/views/CheckoutView.tsx:40', 'src/cart.ts:12']);
  });

  it('innocent look-alike: a row titled by a bare file name, its File column the same file with its folder', () => {
    const md = `# Review\n\n## Findings\n\n| # | Finding | File(s) |\n|---|---|---|\n| 1 | **Release job and publish.sh are duplicated.** Kept for fallback. | \`scripts/publish.sh\` |\n| 2 | **Notary key never removed.** | \`.github/workflows/release.yml:90\` |\n`;
    expect(read(md).map((x) => x.location)).toEqual(['scripts/publish.sh', '.github/workflows/release.yml:90']);
  });
});
