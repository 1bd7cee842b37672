// Groups named by a severity's plural after a word of what they hold (issue 10 item 4): "## P0 Release Blockers",
// "### P0 Launch blockers", "## Critical Blockers" hold findings, each with the group's severity, as "## P1 High
// Findings" beside them does. Near-misses: "### High load" under "## Performance" names no severity, and a summary
// table that counts findings by severity adds none. `return --json` and `pull --json`. Synthetic documents.

import { describe, expect, it } from 'vitest';
import { crlf, docWorld, returnAndPull } from '../helpers/doc-world.js';

const w = docWorld();
const read = (text: string) => {
  const { j, md, pulled } = returnAndPull(w, text, 'plural groups probe');
  expect(pulled.map((f) => f.title)).toEqual(j.findings.map((f) => f.title));
  return { findings: j.findings, md };
};

describe('a severity plural after a level and a word names a group of findings', () => {
  it('en: "## P0 Release Blockers" over "### P0-1. …" beside "## P1 High Findings": three findings', () => {
    const md = ['# Review of the mobile release', '', '## P0 Release Blockers', '', '### P0-1. Store release gate is broken', 'The gate script in `ci/release.sh` exits 0 even when signing fails.', '', '### P0-2. Crash on cold start', '`App.tsx` reads `config.api` before it is loaded.', '', '## P1 High Findings', '', '### P1-1. Token kept in logs', '`auth.ts` logs the bearer token at debug level.', ''].join('\n');
    const { findings } = read(md);
    expect(findings.map((f) => f.title)).toEqual(['P0-1. Store release gate is broken', 'P0-2. Crash on cold start', 'P1-1. Token kept in logs']);
    expect(findings.map((f) => f.severity)).toEqual(['blocker', 'blocker', 'high']);
  });

  it('en, CRLF, one level deeper, a dash after the level: "### P0 — Launch blockers" with numbered items', () => {
    const md = ['# Audit', '', '## Results', '', '### P0 — Launch blockers', '', '1. `android/keystore.jks` is committed to the repository.', '2. `config/prod.json` sets `"debug": true`.', '', '### P2 — Polish', '', '- `strings.xml` has a typo in the onboarding title.', ''].join('\n');
    const { findings } = read(crlf(md));
    expect(findings).toHaveLength(3);
    expect(findings.slice(0, 2).map((f) => f.severity)).toEqual(['blocker', 'blocker']);
  });

  it('"## 🚫 Critical Blockers" alone over bold-titled paragraphs: each a blocker', () => {
    const md = ['# Release check', '', '## 🚫 Critical Blockers', '', '- **Rollback pulls `latest`**: `deploy/helm/values.yaml` pins the image to `latest`.', '- **Backfill locks orders**: `migrations/0042.sql` locks the `orders` table for the whole run.', ''].join('\n');
    const { findings } = read(md);
    expect(findings).toHaveLength(2);
    expect(findings.map((f) => f.severity)).toEqual(['blocker', 'blocker']);
  });
});

describe('near-misses', () => {
  it('"### High load" under "## Performance" states no severity, and a table counting findings by severity adds none', () => {
    const md = ['# Review', '', '## Findings', '', '- `cache.go` never evicts entries.', '- `pool.go` leaks a connection on timeout.', '', '## Performance', '', '### High load', 'At 2k requests per second the p99 stayed under 80 ms.', '', '## Summary', '', '| Severity | Count |', '|---|---|', '| High | 0 |', '| Medium | 2 |', ''].join('\n');
    const { findings } = read(md);
    expect(findings.map((f) => f.title)).toEqual(['`cache.go` never evicts entries.', '`pool.go` leaks a connection on timeout.']);
    expect(findings.every((f) => f.severity === undefined)).toBe(true);
  });
});
