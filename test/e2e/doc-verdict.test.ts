// A stated verdict answers the outcome, a finding's own status never does (doc-verdict.ts), through the built CLI:
// `return --body` without --outcome records a document-level verdict label whatever its value and names its line;
// a report whose only status is one finding's, or whose header defers ("Verdict: see below"), exits 2 naming --outcome.

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'document verdicts');
const run = (text: string) => handoff.returnBody(text, '--force');
const FINDINGS = '\n## F1. Cache key ignores locale\n\nThe key omits the locale.\n\n## F2. Retry loop spins\n\nIt never backs off.\n';

describe('a verdict at document level', () => {
  it('"- **Grade:** Poor" in the header field list: answered, its value the answer, stderr names the line', () => {
    const r = run(`# Review\n\n- **Reviewer:** bot\n- **Grade:** Poor\n${FINDINGS}`);
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as { outcome: string; outcomeFrom: { line: number; text: string } };
    expect([j.outcome, j.outcomeFrom.line, j.outcomeFrom.text]).toEqual(['answered', 4, '- **Grade:** Poor']);
    expect(r.stderr).toContain('read from line 4 of --body');
  });
  it('"### Phase A — COMPLETED" / "### Phase B — IN PROGRESS": partial', () => {
    const r = run('# Migration\n\n### Phase A — COMPLETED\n\n- moved the tables\n\n### Phase B — IN PROGRESS\n\n- move the indexes\n');
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { outcome: string }).outcome).toBe('partial');
  });
  it("one finding's \"**Status:** ✅ fixed\", nothing stated overall: exit 2 naming --outcome", () => {
    const r = run('# Review of the cache\n\nA pass over the cache layer.\n\n## 1. Key omits locale\n\nThe key omits the locale.\n\n## 2. Cache drops writes\n**Status:** ✅ fixed in 3f2a1c\n\nWrites dropped under load.\n\n## 3. Retry loop spins\n\nIt spins.\n');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--outcome');
  });
  it('"**Verdict:** see below": exit 2 naming --outcome', () => {
    const r = run(`# Review\n\n**Verdict:** see below\n${FINDINGS}`);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--outcome');
  });
});
