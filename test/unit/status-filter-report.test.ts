// Pure pieces of list and pull: the --status filter, and the framed report pull prints.
import { describe, expect, it } from 'vitest';
import { parseStatusFilter } from '../../src/commands/list.js';
import { demoteSections, formatPull, REPORT_FRAME } from '../../src/ui/report.js';
import type { Anchor } from '../../src/brief/types.js';

describe('parseStatusFilter', () => {
  it.each([
    [undefined, ['open', 'returned']],
    ['closed', ['closed']],
    ['open,returned', ['open', 'returned']],
    ['ALL', ['open', 'returned', 'closed', 'superseded']],
    ['superseded, closed', ['superseded', 'closed']],
  ])('%j -> %j', (v, want) => {
    expect(parseStatusFilter(v)).toEqual(want);
  });
  it.each(['done', '', 'open,pulled'])('refuses %j', (v) => {
    expect(parseStatusFilter(v)).toBeNull();
  });
});

const ANCHOR: Anchor = { repo: '/repo', branch: 'main', detached: false, head: 'b'.repeat(40), headShort: 'bbbbbbb', dirty: [], untracked: [], cwd: '/repo' };

const RETURN_MD = `# Return: Split the parser

<!-- handoff:return id=task-split-abcd n=1 -->
**Return 1** for \`task-split-abcd\` · 2026-11-29 11:20 UTC

## Outcome

answered — split along the macro table

## Non-obvious findings

- MACROS is shared [verified: grep]

\`\`\`
## not a heading: inside code
\`\`\`
`;

describe('demoteSections', () => {
  it('drops the title and header lines and moves every section to ###, except in code', () => {
    const out = demoteSections(RETURN_MD);
    expect(out.startsWith('### Outcome')).toBe(true);
    expect(out).toContain('### Non-obvious findings');
    expect(out).toContain('## not a heading: inside code');
    expect(out).not.toContain('handoff:return');
    expect(out).not.toContain('# Return: Split');
  });
  it('keeps a document without a title whole', () => {
    expect(demoteSections('## Outcome\n\nanswered')).toBe('### Outcome\n\nanswered');
  });
});

describe('formatPull', () => {
  const report = formatPull({
    id: 'task-split-abcd',
    kind: 'task',
    title: 'Split the parser',
    created: '2026-11-29T10:00:00.000Z',
    origin: ANCHOR,
    why: 'The parser blocks two changes',
    deliver: 'A plan with the seams named',
    returns: [{ n: 1, created: '2026-11-29T11:20:00.000Z', outcome: 'answered', answer: 'split along the macro table', anchor: ANCHOR, markdown: RETURN_MD }],
    reprint: false,
    drift: 'Since the brief was cut: no drift — HEAD is still `bbbbbbb` on `main`.',
    totalReturns: 1,
  });

  it('is framed as a report to weigh, before anything from the return', () => {
    expect(report.indexOf(REPORT_FRAME)).toBeGreaterThan(0);
    expect(report.indexOf(REPORT_FRAME)).toBeLessThan(report.indexOf('MACROS'));
  });

  it('puts the question above the return and the drift below it', () => {
    const q = report.indexOf('The parser blocks two changes');
    const d = report.indexOf('A plan with the seams named');
    const r = report.indexOf('## Return 1 · answered');
    const drift = report.indexOf('## Drift in the origin');
    expect(q).toBeGreaterThan(0);
    expect(q < d && d < r && r < drift).toBe(true);
    expect(report).toContain('### Non-obvious findings');
  });
});
