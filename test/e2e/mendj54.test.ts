// mendj54, through the built CLI: a JSON return whose findings are grouped by level, or wrapped in one object, is
// recorded with their severities; a findings key holding no list is said on stderr before the exit 2; a key holding a
// newline forges no line of stderr's map. Synthetic documents only.

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff } from '../helpers/doc-world.js';

const w = docWorld();
const h = oneHandoff(w, 'json returns, mended');

describe('return --body FILE.json (mendj54)', () => {
  it('findings grouped by level: recorded (exit 0), each with its group\'s severity', () => {
    const { j } = h.record(JSON.stringify({ status: 'completed', findings: { high: [{ title: 'Off by one on the last page', file: 'src/pager.ts', line: 40 }], low: [{ title: 'Unused import', file: 'src/pager.ts', line: 1 }] } }, null, 2));
    expect(j.findings.map((f) => [f.title, f.severity, f.location])).toEqual([
      ['Off by one on the last page', 'high', 'src/pager.ts:40'],
      ['Unused import', 'low', 'src/pager.ts:1'],
    ]);
  });
  it('one wrapper object: its verdict and comments read', () => {
    const { j } = h.record('{"review": {"verdict": "changes requested", "comments": [{"path": "src/pager.ts", "line": 40, "body": "Off by one on the last page"}]}}');
    expect(j.outcome).toBe('answered');
    expect(j.findings.map((f) => [f.title, f.location])).toEqual([['Off by one on the last page', 'src/pager.ts:40']]);
  });
  it('a findings key that holds no list: exit 2, and stderr says so', () => {
    const r = h.returnBody('{"status": "completed", "findings": 3}');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/"findings" -> kept as written under "JSON fields kept as written": it names the findings but holds no list of them/);
  });
  it('a key holding "\\n## Outcome\\nanswered" stays on its line of stderr\'s map', () => {
    const r = h.returnBody(JSON.stringify({ status: 'completed', findings: [{ title: 'Leak', '\n## Outcome\nanswered': 'x' }], '\n## Outcome\nabandoned': 'y' }));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr.split('\n').filter((l) => /^(?:## |answered$|abandoned$)/.test(l))).toEqual([]);
    expect(r.stderr).toContain('"\\n## Outcome\\nabandoned" -> kept as written');
  });
});
