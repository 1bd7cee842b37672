// Fan-out: agreement between findings of independent returns, and the side-by-side grouping. Pure.
import { describe, expect, it } from 'vitest';
import { agreedTag, findAgreements, findingTerms, negated, sideBySide, similarFindings } from '../../src/brief/fanout.js';
import { emptyReturn } from '../../src/brief/sections.js';
import { restates, briefSentences } from '../../src/brief/lint.js';
import { eventsFromNames, progress, returnedLabel } from '../../src/store/status.js';
import { fanoutNote } from '../../src/commands/inbox.js';
import { formatFanoutPull, type FanoutReturn } from '../../src/ui/fanout-report.js';
import { formatPull, REPORT_FRAME } from '../../src/ui/report.js';
import type { Anchor, ReturnAnswers } from '../../src/brief/types.js';
import { mulberry32 } from '../helpers/gen.js';

describe('similarFindings', () => {
  it.each([
    // The same finding in other words, from two reviewers.
    [
      'The retry loop in src/net/client.ts never resets its backoff after a success [verified: unit test]',
      'src/net/client.ts never resets the retry backoff after a success, so delays keep growing [unverified]',
      true,
    ],
    [
      'MACROS is shared by the lexer and the parser [verified: grep]',
      'The lexer and the parser both read the shared MACROS table [verified: rg MACROS]',
      true,
    ],
    [
      'pull closes the handoff before the second return of a fan-out brief arrives [verified: e2e]',
      'A fan-out brief is closed by pull before its second return arrives [unverified]',
      true,
    ],
    // One return says it at greater length: four shared words make up the shorter one.
    [
      'Session tokens are logged in plain text',
      'In src/auth/session.ts the middleware logs session tokens in plain text at debug level, and the log shipper forwards debug logs to the vendor [verified: ran with DEBUG=1]',
      true,
    ],
    // Tags and case do not matter.
    ['Cache key ignores the LOCALE header [verified: curl]', 'cache key ignores the locale header [unverified]', true],
    // Same file, different problems.
    [
      'The retry loop in src/net/client.ts never resets its backoff after a success',
      'src/net/client.ts logs the API token on every retry [verified: grep]',
      false,
    ],
    // Same topic, opposite claims: never "agreed".
    ['The cache lock is held across the await in fetchUser [verified: read the code]', 'The cache lock is not held across the await in fetchUser [verified: read the code]', false],
    ["The migration runs inside a transaction", "The migration doesn't run inside a transaction", false],
    // Too little in common to say.
    ['Tests pass', 'Tests pass', false],
    ['Flaky login test', 'Flaky login test on CI', true],
    ['Split the parser along the macro table', 'Keep the parser whole and move the macro tests out', false],
    // A known limit, kept visible: the same words about a different subject still count as agreed. The
    // report says agreement is similar wording and shows both, so the reader judges.
    ['Split the parser along the macro table', 'Split the lexer along the token table and keep the parser whole', true],
    ['', 'anything at all here', false],
    // Titles and texts are compared: the same title with a different text is two findings...
    ['**Race condition in the save handler** — two writers hold the store lock', '**Race condition in the save handler** — the UI double-submits the form', false],
    ['Race condition in the save handler\nTwo writers hold the store lock at once.', 'Race condition in the save handler\nThe UI submits the form twice on slow networks.', false],
    ['### Cache key ignores the locale\nkey.ts builds it from the path only', '### Cache key ignores the locale\nThe TTL is read from the wrong config file', false],
    // ...the same title with texts that say the same thing is one, and so is a title alone beside its longer telling.
    ['**Retry never backs off** — client.ts retries every 10 ms after a 503', '**Retry never backs off** — on a 503 the client retries at a fixed 10 ms interval', true],
    ['Cache key ignores the locale header', 'Cache key ignores the locale header\nkey.ts builds it from the path only', true],
  ])('%j ~ %j -> %s', (a, b, want) => {
    expect(similarFindings(a, b)).toBe(want);
    expect(similarFindings(b, a)).toBe(want);
  });

  it('compares stemmed content words without the verified tag', () => {
    expect([...findingTerms('Resets the backoffs [verified: grep the resets]')].sort()).toEqual(['backoff', 'reset']);
  });

  it.each([
    ['the lock is not held', true],
    ["it doesn't reset", true],
    ['it never resets', true],
    ['works without the flag', true],
    ['the lock is held [unverified]', false],
    ['note: nothing else', true],
    ['notable: knot tied', false],
  ])('negated(%j) -> %s', (t, want) => {
    expect(negated(t)).toBe(want);
  });
});

describe('lint restates still uses the same words (shared helper)', () => {
  it('flags a restatement and passes a new finding', () => {
    const brief = '# B\n\n## Why this slice exists\n\nThe parser file is 3000 lines and blocks two other changes.\n';
    const s = briefSentences(brief);
    expect(restates('The parser file is 3000 lines [verified: wc]', s)).toBe(true);
    expect(restates('MACROS is shared by lexer and parser [verified: grep]', s)).toBe(false);
  });
});

const ret = (findings: string[], more: Partial<ReturnAnswers> = {}): ReturnAnswers => ({ ...emptyReturn(), outcome: 'answered', findings, ...more });

describe('findAgreements', () => {
  it('links similar findings across returns, never within one', () => {
    const a = findAgreements([
      { n: 1, findings: ['MACROS is shared by the lexer and the parser [verified: grep]', 'the build is slow [unverified]'] },
      { n: 2, findings: ['Nothing else uses the macro expander [verified: rg]', 'The lexer and the parser both read the shared MACROS table [verified: rg]'] },
    ]);
    expect(a).toEqual([
      {
        returns: [1, 2],
        findings: [
          { n: 1, index: 0, text: 'MACROS is shared by the lexer and the parser [verified: grep]' },
          { n: 2, index: 1, text: 'The lexer and the parser both read the shared MACROS table [verified: rg]' },
        ],
      },
    ]);
  });

  it('does not agree a return with itself', () => {
    expect(findAgreements([{ n: 1, findings: ['MACROS is shared by the lexer and the parser', 'The lexer and the parser both read the shared MACROS table'] }])).toEqual([]);
  });

  it('joins a chain of agreements across three returns into one', () => {
    const a = findAgreements([
      { n: 1, findings: ['the session cookie lacks the secure flag in production'] },
      { n: 2, findings: ['unrelated: the README is out of date'] },
      { n: 3, findings: ['production session cookie is sent without the secure flag'] },
      { n: 4, findings: ['the session cookie lacks the secure flag in production builds'] },
    ]);
    // 1 and 4 agree; 3 is negated ("without"), so it stands apart.
    expect(a.map((x) => x.returns)).toEqual([[1, 4]]);
  });

  it('has no agreements for one return or none', () => {
    expect(findAgreements([])).toEqual([]);
    expect(findAgreements([{ n: 1, findings: [] }, { n: 2, findings: [] }])).toEqual([]);
  });
});

describe('sideBySide', () => {
  const one = ret(['MACROS is shared by the lexer and the parser [verified: grep]', 'the build is slow [unverified]'], {
    recommendations: ['split along the macro table'],
    evidence: ['commit 1a2b3c4'],
  });
  const two = ret(['The lexer and the parser both read the shared MACROS table [verified: rg]'], { questions: ['who owns the macro table?'] });
  const s = sideBySide([
    { n: 1, answers: one, extra: [{ heading: 'Risks', text: 'the lexer tests are thin' }] },
    { n: 2, answers: two, extra: [{ heading: 'risks:', text: 'none seen' }, { heading: 'Timing', text: '2h' }] },
  ]);

  it('keeps only the sections some return filled, in the return order, each with every return', () => {
    expect(s.sections.map((x) => x.heading)).toEqual(['Non-obvious findings', 'Recommendations', 'Evidence', 'Open questions']);
    for (const sec of s.sections) expect(sec.returns.map((r) => r.n)).toEqual([1, 2]);
    expect(s.sections[1]!.returns[1]!.items).toEqual([]);
  });

  it('marks agreed findings with the returns that made them, and nothing else', () => {
    const f = s.sections[0]!;
    expect(f.returns[0]!.items).toEqual([
      { text: 'MACROS is shared by the lexer and the parser [verified: grep]', agreed: [1, 2] },
      { text: 'the build is slow [unverified]', agreed: [] },
    ]);
    expect(f.returns[1]!.items[0]!.agreed).toEqual([1, 2]);
    expect(s.sections.slice(1).flatMap((x) => x.returns.flatMap((r) => r.items.map((i) => i.agreed)))).toEqual([[], [], []]);
    expect(s.agreements).toHaveLength(1);
  });

  it('groups sections outside the return shape by heading', () => {
    expect(s.extra).toEqual([
      { heading: 'Risks', returns: [{ n: 1, text: 'the lexer tests are thin' }, { n: 2, text: 'none seen' }] },
      { heading: 'Timing', returns: [{ n: 2, text: '2h' }] },
    ]);
  });
});

describe('labels', () => {
  it.each([
    [0, 2, '0/2 returned'],
    [1, 2, '1/2 returned'],
    [2, 2, '2/2 returned'],
    [3, 2, '3 returned (2 expected)'],
  ])('returnedLabel(%i, %i) -> %j', (r, e, want) => {
    expect(returnedLabel(r, e)).toBe(want);
  });
  it('agreedTag', () => {
    expect(agreedTag([1, 3])).toBe('[agreed: returns 1, 3]');
  });
});

describe('progress', () => {
  const ev = (...names: string[]) => eventsFromNames(['handoff.json', 'brief.md', ...names]);
  const one = ['return-1.json', 'return-1.md'];
  const two = [...one, 'return-2.json', 'return-2.md'];
  it.each([
    ['no --expect, one return', one, undefined, { expect: null, returned: 1, missing: 0, fanout: false, label: null }],
    ['--expect 1', one, 1, { expect: 1, returned: 1, missing: 0, fanout: false, label: '1/1 returned' }],
    ['--expect 2, nothing yet', [], 2, { expect: 2, returned: 0, missing: 2, fanout: true, label: '0/2 returned' }],
    ['--expect 2, one in', one, 2, { expect: 2, returned: 1, missing: 1, fanout: true, label: '1/2 returned' }],
    ['--expect 2, a second being written (JSON only)', [...one, 'return-2.json'], 2, { expect: 2, returned: 1, missing: 1, fanout: true, label: '1/2 returned' }],
    ['--expect 2, both in', two, 2, { expect: 2, returned: 2, missing: 0, fanout: true, label: '2/2 returned' }],
    ['--expect 2, three in', [...two, 'return-3.json', 'return-3.md'], 2, { expect: 2, returned: 3, missing: 0, fanout: true, label: '3 returned (2 expected)' }],
    ['a record with a nonsense expect', one, 0, { expect: null, returned: 1, missing: 0, fanout: false, label: null }],
  ] as const)('%s', (_name, names, wanted, want) => {
    expect(progress(ev(...names), wanted)).toEqual(want);
  });
});

describe('fanoutNote (inbox)', () => {
  it.each([
    [{ expect: 2, returns: 1, unpulled: 1, agreed: null }, '1/2 returned'],
    [{ expect: 2, returns: 2, unpulled: 1, agreed: 0 }, '2/2 returned, 1 not pulled'],
    [{ expect: 3, returns: 2, unpulled: 2, agreed: 2 }, '2/3 returned, 2 agreed'],
  ])('%j -> %j', (i, want) => {
    expect(fanoutNote(i)).toBe(want);
  });
});

describe('formatFanoutPull', () => {
  const ANCHOR: Anchor = { repo: '/repo', branch: 'main', detached: false, head: 'b'.repeat(40), headShort: 'bbbbbbb', dirty: [], untracked: [], cwd: '/repo' };
  const a1 = ret(['MACROS is shared by the lexer and the parser [verified: grep]', 'the build is slow [unverified]'], { recommendations: ['split along the macro table'] });
  const a2 = ret(['The lexer and the parser both read the shared MACROS table [verified: rg]', '# not a heading\nsecond line'], { outcome: 'partial' });
  const returns: FanoutReturn[] = [
    { n: 1, created: '2026-11-29T11:20:00Z', outcome: 'answered', answer: 'two issues', anchor: ANCHOR, markdown: '', from: 'claude-review', fresh: false },
    { n: 2, created: '2026-11-29T11:40:00Z', outcome: 'partial', answer: 'one issue', anchor: null, markdown: '', fresh: true },
  ];
  const base = { id: 'review-split-abcd', kind: 'review', title: 'Review the split', created: '2026-11-29T11:00:00Z', origin: ANCHOR, why: 'Independent review', deliver: 'Findings', reprint: false, drift: 'no drift', totalReturns: 2, expect: 2 };
  const report = formatFanoutPull({ ...base, returns, side: sideBySide([{ n: 1, answers: a1 }, { n: 2, answers: a2 }]) });
  const section = (heading: string) => {
    const from = report.indexOf(`\n### ${heading}\n`);
    return report.slice(from, report.indexOf('\n### ', from + 5));
  };

  it('keeps the frame, the question and the drift of the single-return report', () => {
    expect(report).toContain(`\n${REPORT_FRAME}\n`);
    expect(report.startsWith('# Report from 2 other sessions: Review the split')).toBe(true);
    expect(report).toContain('\n2 of 2 expected returns; 1 new in this report.\n');
    expect(report).toContain('### Why this slice exists\n\n> Independent review');
    expect(report).toContain('## Drift in the origin since the brief was cut\n\nno drift');
  });

  it('shows each section once, with each return under it, labelled by number and session', () => {
    expect(report).toContain('## Returns side by side (2/2 returned)');
    expect(report.match(/^### Non-obvious findings$/gm)).toHaveLength(1);
    const findings = section('Non-obvious findings');
    expect(findings.indexOf('#### Return 1 (session claude-review)')).toBeLessThan(findings.indexOf('#### Return 2\n'));
    expect(section('Recommendations')).toContain('#### Return 2\n\n(nothing in this section)');
    // What a return says is quoted under the frame's heading for it; the frame's own lines are not.
    expect(section('Outcome')).toContain('#### Return 1 (session claude-review) · answered · 2026-11-29 11:20 UTC (pulled before)\n\nWorked in: `/repo` on `main`');
    expect(section('Outcome')).toContain('\n> two issues\n');
    expect(section('Outcome')).toContain('#### Return 2 · partial · 2026-11-29 11:40 UTC\n\n> one issue\n');
  });

  it('marks agreed findings on both sides and lists the agreement with both wordings', () => {
    const findings = section('Non-obvious findings');
    // The mark is the tool's own line, outside the quote; the finding is quoted on its own under it.
    expect(findings).toContain('\n[agreed: returns 1, 2]\n> - MACROS is shared by the lexer and the parser [verified: grep]\n\n');
    expect(findings).toContain('\n[agreed: returns 1, 2]\n> - The lexer and the parser both read the shared MACROS table [verified: rg]\n\n');
    expect(findings).toContain('> - the build is slow [unverified]');
    expect(findings).not.toMatch(/^>.*\[agreed/m);
    expect(section('Agreement')).toContain('1 finding was made by more than one return:');
    expect(section('Agreement')).toContain('- returns 1, 2:\n  - Return 1 (session claude-review):\n    > MACROS is shared by the lexer and the parser [verified: grep]\n  - Return 2');
  });

  it('escapes an item line that would start a heading', () => {
    expect(report).toContain('> - \\# not a heading\n>   second line');
    expect(report).not.toMatch(/^# not a heading/m);
  });

  it('says what is missing with fewer returns than expected, and that agreement waits', () => {
    const r = formatFanoutPull({ ...base, totalReturns: 1, returns: [{ ...returns[0]!, fresh: true }], side: sideBySide([{ n: 1, answers: a1 }]) });
    expect(r).toContain('## Returns side by side (1/2 returned)');
    expect(r).toContain('One return so far to the same brief; 1 more expected.');
    expect(r).toContain('Only one return so far: agreement is checked once another is in.');
    expect(r.startsWith('# Report from another session:')).toBe(true);
  });

  it('leaves the single-return report as it was', () => {
    const single = formatPull({ ...base, expect: undefined, totalReturns: 1, returns: [{ ...returns[0]!, markdown: '## Outcome\n\nanswered — x' }] });
    expect(single.startsWith('# Report from another session: Review the split')).toBe(true);
    expect(single).toContain('\n1 return; 1 new in this report.\n');
    expect(single).toContain('## Return 1 · answered · 2026-11-29 11:20 UTC');
    expect(single).not.toContain('side by side');
  });
});

describe('findAgreements: the indexed pass finds exactly what comparing every pair finds', () => {
  // The definition, pair by pair (quadratic): the reference the indexed version must match.
  function pairwise(returns: { n: number; findings: string[] }[]) {
    const nodes = returns.flatMap((r) => r.findings.map((text, index) => ({ n: r.n, index, text })));
    const parent = nodes.map((_, i) => i);
    const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
    for (let i = 0; i < nodes.length; i++)
      for (let j = i + 1; j < nodes.length; j++) {
        if (nodes[i]!.n === nodes[j]!.n || !similarFindings(nodes[i]!.text, nodes[j]!.text)) continue;
        const a = root(i), b = root(j);
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      }
    const groups = new Map<number, number[]>();
    nodes.forEach((_, i) => groups.set(root(i), [...(groups.get(root(i)) ?? []), i]));
    return [...groups.values()]
      .map((m) => ({ returns: [...new Set(m.map((i) => nodes[i]!.n))].sort((a, b) => a - b), findings: m.map((i) => nodes[i]!) }))
      .filter((g) => g.returns.length > 1);
  }
  const rand = mulberry32(0x11fa);
  const vocab = ['cache', 'parser', 'token', 'lexer', 'macro', 'table', 'lock', 'store', 'index', 'race', 'pull', 'return', 'disk', 'write', 'file', 'test', 'slow', 'fast'];
  const finding = () => {
    const n = 1 + Math.floor(rand() * 9);
    const words = Array.from({ length: n }, () => vocab[Math.floor(rand() * vocab.length)]);
    return (rand() < 0.15 ? 'not ' : '') + words.join(' ') + (rand() < 0.5 ? ' [verified: x]' : ' [unverified]');
  };
  for (let round = 0; round < 40; round++) {
    const returns = Array.from({ length: 2 + Math.floor(rand() * 3) }, (_, k) => ({ n: k + 1, findings: Array.from({ length: Math.floor(rand() * 25) }, finding) }));
    it(`random return set ${round}`, () => {
      expect(findAgreements(returns)).toEqual(pairwise(returns));
    });
  }
});
