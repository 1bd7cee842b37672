// QA 47 R4, R7 and the status-section default, through the built CLI.
// - "## Status" / "Open: 2 blockers": a status heading's first line with no status word states no outcome (exit 2 naming
//   --outcome, issue 10 item 5); in other languages too. Near-misses: a status word or a count there still states it,
//   and a verdict heading's line ("## Verdict" / "Ship it after the nits") still gives the verdict.
// - "## Estado" / "```text" / "R3E_AUDIT = COMPLETE": a key and a status value on a code block's first line under a
//   status heading states it; a log, an output, or a code block under any other heading never does.
// - Alerts and two-level groups survive the written return: pull reads "> [!warning] x" as a medium finding titled x, and
//   "## Critical & High Priority Issues" as critical for the findings that state no level.

import { describe, expect, it } from 'vitest';
import { docWorld, outcomeReader, returnAndPull } from '../helpers/doc-world.js';

const w = docWorld();
const { read, asks } = outcomeReader(w, 'lvl48 status');
const FINDINGS = '\n## Findings\n\n- Cache key ignores the tenant (`src/cache.ts:12`)\n';

describe('a status heading whose first line holds no status word states no outcome', () => {
  it.each([
    ['## Status', 'Open: 2 blockers'],
    ['## Status', 'Two blockers left on the migration.'],
    ['## Estado', 'Quedan 2 bloqueantes en la migración.'],
    ['## Stand', 'Zwei Blocker in der Migration.'],
    ['## Статус', 'Два блокера в миграции.'],
  ])('%s / %j: asks', (heading, line) => {
    asks(`# Review\n\n${heading}\n\n${line}\n${FINDINGS}`);
  });
  it.each([
    ['## Status', 'Done: all fixed', 'answered'],
    ['## Status', '3/4 fixed', 'partial'],
    ['## Estado', 'Bloqueado: sin acceso a staging.', 'blocked'],
    ['## Status', '✅ Complete', 'answered'],
  ])('near-miss %s / %j: %s, from that line', (heading, line, outcome) => {
    expect(read(`# Review\n\n${heading}\n\n${line}\n${FINDINGS}`)).toMatchObject({ outcome, line: 5 });
  });
  it('near-miss: a verdict heading gives its verdict ("## Verdict" / "Ship it after the nits.")', () => {
    expect(read(`# Review\n\n## Verdict\n\nShip it after the nits.\n${FINDINGS}`)).toMatchObject({ outcome: 'answered', line: 5 });
  });
});

describe('a status in a code block right under a status heading (QA 47 R3)', () => {
  it.each([
    ['## Estado', 'R3E_AUDIT = COMPLETE\nR4_STATUS = BLOCKED', 'answered'],
    ['## Status', 'AUDIT_STATUS="PASSED"', 'answered'],
    ['## Статус', 'status: done', 'answered'],
  ])('%s / %j: %s, from its first line', (heading, code, outcome) => {
    expect(read(`# Audit\n\n## Findings\n\n- Report built from a synthetic panel.\n\n${heading}\n\n\`\`\`text\n${code}\n\`\`\`\n`)).toMatchObject({ outcome, line: 10 });
  });
  it.each([
    ['## Status', '$ npm test\nERROR: connection refused'],
    ['## Notes', 'STATUS = COMPLETE'],
    ['## Status', 'The run finished at 10:42 and printed nothing else'],
  ])('near-miss %s / %j: a log, an output or a block elsewhere states nothing, asks', (heading, code) => {
    asks(`# Audit\n\n## Findings\n\n- Report built from a synthetic panel.\n\n${heading}\n\n\`\`\`text\n${code}\n\`\`\`\n`);
  });
});

describe('alerts and two-level groups keep their level through the written return', () => {
  it('"> [!warning] x", "> [!caution] y": medium and high, titled without the tag', () => {
    const { pulled } = returnAndPull(w, '## Findings\n\n> [!warning] Root token still persists\n> The scripts never revoke it.\n\n> [!caution] Unseal key beside the data\n> Both live under `/vault/data`.\n', 'lvl48 alerts');
    expect(pulled.map((f) => [f.title, f.severity])).toEqual([
      ['Root token still persists', 'medium'],
      ['Unseal key beside the data', 'high'],
    ]);
  });
  it('"## Critical & High Priority Issues (2 findings)": critical unless the finding says high', () => {
    const { pulled } = returnAndPull(w, '# Review\n\n## Critical & High Priority Issues (2 findings)\n\n### 1. Out-of-bounds write\n**File:** `core.ino:1657`\n\n### 2. Wrong bitmask (high)\n**File:** `mqtt.ino:80`\n\n## Medium Priority Issues (1 findings)\n\n### 3. Flash written on every update\n**File:** `settings.ino:351`\n', 'lvl48 pairs');
    expect(pulled.map((f) => f.severity)).toEqual(['critical', 'high', 'medium']);
  });
});
