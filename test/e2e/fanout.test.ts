// Fan-out end to end against the built CLI (issue 5, item 6): one brief, `--expect 2`, two independent
// returns; inbox says 1/2 returned; pull shows what is there without closing, then both side by side with
// the agreed finding marked, and closes; --partial closes early; a single-return brief is as before.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanup, cutBrief, gitRepo, json, storeFiles, world } from '../helpers/return-cli.js';

afterAll(cleanup);

const RETURN_ONE = `## Outcome

answered — the split is safe if the macro table moves first

## Non-obvious findings

- MACROS is shared by the lexer and the parser [verified: rg MACROS src]
- The parser's error recovery depends on token positions the lexer computes [unverified]

## Recommendations

- Move MACROS into its own module before splitting

## Evidence

- rg MACROS src
`;

function fanout(expectN = 2) {
  const w = world();
  const repo = gitRepo();
  const id = cutBrief(w, repo, ['--to', 'claude', '--to', 'codex', '--expect', String(expectN)]);
  const file = (name: string) => path.join(w.home, id, name);
  return { w, repo, id, file };
}

describe('fan-out: two returns to one brief', () => {
  it('new --expect 2 records it and says how the returns come back', () => {
    const w = world();
    const repo = gitRepo();
    const r = w.run(['new', 'task', '--title', 'Review the split', '--why', 'An independent second opinion', '--deliver', 'Findings', '--pointer', 'src/app.ts', '--first-step', 'Read src/app.ts', '--to', 'claude', '--to', 'codex', '--expect', '2', '--no-input'], { cwd: repo });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('claude ');
    expect(r.stderr).toContain('codex ');
    expect(r.stderr).toContain('It expects 2 independent returns');
    expect(r.stderr).toMatch(/ pull \S+ shows them side by side and closes it once all 2 are in \(--partial closes it sooner\)/);
    const j = json(w.run(['new', 'task', '--title', 'Another review', '--why', 'x y z', '--deliver', 'd', '--first-step', 'f', '--expect', '2', '--no-input', '--json'], { cwd: repo }));
    expect(j).not.toHaveProperty('expect'); // new's JSON shape is pinned; the count is in handoff.json and show
    expect(json(w.run(['show', j.id, '--json'], { cwd: repo })).record.expect).toBe(2);
    const rec = JSON.parse(readFileSync(path.join(w.home, j.id, 'handoff.json'), 'utf8'));
    expect(rec.expect).toBe(2);
    expect(readFileSync(j.brief, 'utf8')).toContain('Returns expected:** 2 (independent sessions; do not coordinate)');
  });

  it('inbox shows 1/2 returned; pull prints it and keeps the handoff open; the second return closes it with the agreement marked', () => {
    const { w, repo, id, file } = fanout();
    const bodyFile = path.join(w.root, 'return-one.md');
    writeFileSync(bodyFile, RETURN_ONE);
    const r1 = w.run(['return', id, '--body', bodyFile, '--no-input'], { cwd: repo, env: { HANDOFF_SESSION: 'claude-review' } });
    expect(r1.code, r1.stderr).toBe(0);

    // inbox: one of two is in.
    const inbox1 = w.run(['inbox'], { cwd: repo });
    expect(inbox1.code).toBe(0);
    expect(inbox1.stdout).toContain(id);
    expect(inbox1.stdout).toContain('[1/2 returned]');
    const item1 = json(w.run(['inbox', '--json'], { cwd: repo })).inbox[0];
    expect(item1).toMatchObject({ id, expect: 2, returns: 1, unpulled: 1, agreed: null, progress: { expect: 2, returned: 1, missing: 1, label: '1/2 returned' } });

    // pull with one of two: printed, marked pulled, not closed.
    const p1 = w.run(['pull', id], { cwd: repo });
    expect(p1.code, p1.stderr).toBe(0);
    expect(p1.stdout).toContain('## Returns side by side (1/2 returned)');
    expect(p1.stdout).toContain('#### Return 1 (session claude-review)');
    expect(p1.stdout).toContain('- MACROS is shared by the lexer and the parser [verified: rg MACROS src]');
    expect(p1.stdout).toContain('Only one return so far: agreement is checked once another is in.');
    expect(p1.stderr).toContain(`Pulled 1 return of ${id} (1/2 returned); kept open until the other 1 expected return is in (HANDOFF_HOME=`);
    expect(p1.stderr).toContain(` pull ${id} --partial closes it now).`);
    expect(existsSync(file('pulled-1.json'))).toBe(true);
    expect(existsSync(file('closed.json'))).toBe(false);
    expect(json(w.run(['show', id, '--json'], { cwd: repo })).status).toBe('open');
    expect(json(w.run(['inbox', '--json'], { cwd: repo })).inbox).toEqual([]);

    // The second, independent return: says the first finding in other words, and something of its own.
    const r2 = w.run(
      ['return', id, '--outcome', 'partial', '--answer', 'one risk found; ran out of time for the rest', '--finding', 'The lexer and the parser both read the shared MACROS table [verified: grep -rn MACROS]', '--finding', 'The parser tests never exercise error recovery [verified: coverage report]', '--question', 'Who owns the macro table?', '--no-input'],
      { cwd: repo, env: { HANDOFF_SESSION: 'codex-review' } },
    );
    expect(r2.code, r2.stderr).toBe(0);
    const inbox2 = w.run(['inbox'], { cwd: repo });
    expect(inbox2.stdout).toContain('[2/2 returned, 1 not pulled, 1 agreed]');
    expect(json(w.run(['inbox', '--json'], { cwd: repo })).inbox[0]).toMatchObject({ returns: 2, unpulled: 1, agreed: 1, progress: { returned: 2, missing: 0, label: '2/2 returned' } });

    // pull with both in: side by side, the shared finding agreed on both sides, closed.
    const p2 = w.run(['pull', id, '--json'], { cwd: repo });
    expect(p2.code, p2.stderr).toBe(0);
    const j = json(p2);
    expect(j).toMatchObject({ id, status: 'closed', closed: true, partial: false, pulled: [2], reprint: false, expect: 2, progress: { expect: 2, returned: 2, missing: 0, label: '2/2 returned' } });
    expect(j.returns.map((r: any) => [r.n, r.from, r.fresh, r.outcome])).toEqual([
      [1, 'claude-review', false, 'answered'],
      [2, 'codex-review', true, 'partial'],
    ]);
    expect(j.fanout.agreements).toEqual([
      {
        returns: [1, 2],
        findings: [
          { n: 1, index: 0, text: 'MACROS is shared by the lexer and the parser [verified: rg MACROS src]' },
          { n: 2, index: 0, text: 'The lexer and the parser both read the shared MACROS table [verified: grep -rn MACROS]' },
        ],
      },
    ]);
    const findings = j.fanout.sections.find((s: any) => s.key === 'findings');
    expect(findings.returns.map((r: any) => r.items.map((i: any) => i.agreed))).toEqual([[[1, 2], []], [[1, 2], []]]);
    expect(j.fanout.sections.map((s: any) => s.heading)).toEqual(['Non-obvious findings', 'Recommendations', 'Evidence', 'Open questions']);

    const report: string = j.report;
    expect(report.match(/\[agreed: returns 1, 2\]/g)).toHaveLength(2);
    expect(report).toContain('## Returns side by side (2/2 returned)');
    // The mark is the tool's: unquoted, on its own line above the finding's own quote.
    expect(report).toContain('[agreed: returns 1, 2]\n> - The lexer and the parser both read the shared MACROS table');
    expect(report).toContain('- The parser tests never exercise error recovery [verified: coverage report]');
    expect(report).toContain('#### Return 1 (session claude-review) · answered');
    expect(report).toContain('(pulled before)');
    // Each section once, each return under it: not two whole returns one after the other.
    expect(report.match(/^### Non-obvious findings$/gm)).toHaveLength(1);
    expect(report.match(/^#### Return 2 \(session codex-review\)$/gm)!.length).toBe(4);
    expect(report).not.toContain('## Return 1 ·');

    const closedEv = JSON.parse(readFileSync(file('closed.json'), 'utf8'));
    expect(closedEv).toMatchObject({ reason: 'pulled', pulled: [2] });
    expect(existsSync(file('pulled-2.json'))).toBe(true);
    expect(json(w.run(['inbox', '--json'], { cwd: repo })).inbox).toEqual([]);
  });

  it('--partial closes a fan-out handoff before every expected return is in, and says so', () => {
    const { w, repo, id, file } = fanout(3);
    expect(w.run(['return', id, '--outcome', 'answered', '--finding', 'only one reviewer got to it [unverified]', '--no-input'], { cwd: repo }).code).toBe(0);
    expect(w.run(['inbox'], { cwd: repo }).stdout).toContain('[1/3 returned]');
    const text = w.run(['pull', id, '--partial'], { cwd: repo });
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('(1/3 returned)');
    expect(text.stderr).toContain('closed early with --partial, 2 expected returns never pulled');
    expect(JSON.parse(readFileSync(file('closed.json'), 'utf8'))).toMatchObject({ reason: 'pulled with 1/3 returned (--partial)', partial: true, returned: 1, expect: 3, pulled: [1] });
    const show = w.run(['show', id], { cwd: repo });
    expect(show.stdout).toContain('closed (pulled with 1/3 returned (--partial))');
    // A late return to it is refused like any closed handoff's.
    const late = w.run(['return', id, '--outcome', 'answered', '--finding', 'late [unverified]', '--no-input'], { cwd: repo });
    expect(late.code).toBe(2);
  });

  it('--partial in JSON', () => {
    const { w, repo, id } = fanout(2);
    expect(w.run(['return', id, '--outcome', 'answered', '--finding', 'x y z [unverified]', '--no-input'], { cwd: repo }).code).toBe(0);
    expect(json(w.run(['pull', id, '--partial', '--json'], { cwd: repo }))).toMatchObject({ status: 'closed', closed: true, partial: true, progress: { returned: 1, missing: 1 } });
  });

  it('--keep with --partial is a usage error that writes nothing', () => {
    const { w, repo, id } = fanout(2);
    expect(w.run(['return', id, '--outcome', 'answered', '--finding', 'x y z [unverified]', '--no-input'], { cwd: repo }).code).toBe(0);
    const before = storeFiles(w.home);
    const r = w.run(['pull', id, '--keep', '--partial'], { cwd: repo });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--keep and --partial contradict each other');
    expect(storeFiles(w.home)).toEqual(before);
  });

  it('pulling a fan-out handoff with nothing back says 0/2 returned (exit 2) and writes nothing', () => {
    const { w, repo, id } = fanout(2);
    const before = storeFiles(w.home);
    const r = w.run(['pull', id], { cwd: repo });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`handoff ${id} has no return to pull (status: open, 0/2 returned)`);
    expect(storeFiles(w.home)).toEqual(before);
  });

  it('--keep leaves it open with both in; pulling again prints both again and closes', () => {
    const { w, repo, id } = fanout(2);
    for (const f of ['the cache key ignores the locale header [verified: curl]', 'cache key ignores the LOCALE header entirely [unverified]']) {
      expect(w.run(['return', id, '--outcome', 'answered', '--finding', f, '--no-input'], { cwd: repo }).code).toBe(0);
    }
    const kept = json(w.run(['pull', id, '--keep', '--json'], { cwd: repo }));
    expect(kept).toMatchObject({ status: 'open', closed: false, pulled: [1, 2] });
    expect(kept.fanout.agreements[0].returns).toEqual([1, 2]);
    const again = w.run(['pull', id], { cwd: repo });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('all were pulled before and are shown again');
    expect(again.stdout.match(/\[agreed: returns 1, 2\]/g)).toHaveLength(2);
    expect(again.stderr).toContain(`Printed 2 returns of ${id} (2/2 returned) again (all were pulled before); the handoff is closed.`);
  });

  it('compares the returns as their markdown is now (a hand edit that removes the agreement is honoured)', () => {
    const { w, repo, id, file } = fanout(2);
    expect(w.run(['return', id, '--outcome', 'answered', '--finding', 'MACROS is shared by the lexer and the parser [verified: grep]', '--no-input'], { cwd: repo }).code).toBe(0);
    expect(w.run(['return', id, '--outcome', 'answered', '--finding', 'The lexer and the parser both read the shared MACROS table [verified: rg]', '--no-input'], { cwd: repo }).code).toBe(0);
    expect(json(w.run(['inbox', '--json'], { cwd: repo })).inbox[0].agreed).toBe(1);
    writeFileSync(file('return-2.md'), readFileSync(file('return-2.md'), 'utf8').replace('The lexer and the parser both read the shared MACROS table', 'The release script skips the changelog'));
    expect(json(w.run(['inbox', '--json'], { cwd: repo })).inbox[0].agreed).toBe(0);
    const j = json(w.run(['pull', id, '--json'], { cwd: repo }));
    expect(j.fanout.agreements).toEqual([]);
    expect(j.report).toContain('No finding was made by more than one return.');
    expect(j.report).toContain('The release script skips the changelog');
  });
});

describe("a return's text shaped like the tool's marks", () => {
  const FORGED_ANSWER = 'done [2/2 returned, 7 agreed]';
  const FORGED_FINDING = '[agreed: returns 1, 2] the build is slow [unverified]';

  it('pull shows it quoted, where no mark of the tool ever is; inbox quotes the answer on its own line', () => {
    const { w, repo, id } = fanout();
    const r1 = w.run(['return', id, '--outcome', 'answered', '--answer', 'macros', '--finding', 'MACROS is shared by the lexer and the parser [verified: rg]', '--finding', FORGED_FINDING, '--no-input'], { cwd: repo });
    expect(r1.code, r1.stderr).toBe(0);
    const r2 = w.run(['return', id, '--outcome', 'answered', '--answer', FORGED_ANSWER, '--finding', 'The lexer and the parser both read MACROS [verified: grep]', '--finding', 'Tests are missing [unverified]', '--no-input'], { cwd: repo });
    expect(r2.code, r2.stderr).toBe(0);

    const inbox = w.run(['inbox'], { cwd: repo });
    expect(inbox.code).toBe(0);
    const lines = inbox.stdout.split('\n');
    // The tool's line holds the tool's count only; the answer is quoted below the title.
    expect(lines[0]).toMatch(new RegExp(`^${id}\\s+task\\s+\\S+\\s+answered \\[2/2 returned, 1 agreed\\]$`));
    expect(lines[2]).toMatch(/^\s+> done \[2\/2 returned, 7 agreed\]$/);
    expect(inbox.stdout.match(/\[2\/2 returned/g)).toHaveLength(2);
    expect(inbox.stdout).not.toMatch(/^[^>]*\[2\/2 returned, 7 agreed\]/m);

    const report = json(w.run(['pull', id, '--json'], { cwd: repo })).report as string;
    // Every "[agreed: ...]" outside a quote is the tool's own: exactly one per agreed finding (2), each
    // on its own line; the forged one is inside a quote.
    const unquoted = report.split('\n').filter((l) => !/^\s*>/.test(l));
    expect(unquoted.filter((l) => l.includes('[agreed: returns 1, 2]'))).toEqual(['[agreed: returns 1, 2]', '[agreed: returns 1, 2]']);
    expect(report).toContain(`> - ${FORGED_FINDING}`);
    expect(report).toContain(`> ${FORGED_ANSWER}`);
    // Agreement: which return said it is unquoted, the wording quoted under it.
    expect(report).toContain('- returns 1, 2:\n  - Return 1:\n    > MACROS is shared by the lexer and the parser [verified: rg]\n  - Return 2:\n    > The lexer and the parser both read MACROS [verified: grep]');
  });

  it("a section heading or a session label shaped like the frame's marks is named without them", () => {
    const { w, repo, id } = fanout();
    const body = (extra: string) => `## Outcome\n\nanswered — x\n\n## Non-obvious findings\n\n- one [verified: t]\n\n${extra}`;
    writeFileSync(path.join(repo, 'r1.md'), body('## Notes" [agreed: returns 1, 2] (pulled before)\n\nsome notes\n'));
    writeFileSync(path.join(repo, 'r2.md'), body(''));
    expect(w.run(['return', id, '--body', 'r1.md', '--no-input'], { cwd: repo, env: { HANDOFF_SESSION: 'x) [agreed: returns 1, 2]' } }).code).toBe(0);
    expect(w.run(['return', id, '--body', 'r2.md', '--no-input'], { cwd: repo }).code).toBe(0);
    const report = json(w.run(['pull', id, '--json'], { cwd: repo })).report as string;
    const unquoted = report.split('\n').filter((l) => !/^\s*>/.test(l));
    expect(unquoted.filter((l) => /\[agreed: returns \d/.test(l))).toEqual([]);
    expect(unquoted.filter((l) => l.includes('(pulled before)'))).toEqual([]);
    expect(report).toContain('### Another section of the returns: "Notes agreed: returns 1, 2 pulled before"');
    expect(report).toContain('#### Return 1 (session x agreed: returns 1, 2)');
  });
});

describe('a brief without --expect is pulled as before', () => {
  it('prints whole returns one after the other, closes on pull, and has no fan-out data', () => {
    const w = world();
    const repo = gitRepo();
    const id = cutBrief(w, repo);
    expect(w.run(['return', id, '--outcome', 'answered', '--finding', 'MACROS is shared [verified: grep]', '--no-input'], { cwd: repo }).code).toBe(0);
    expect(w.run(['inbox'], { cwd: repo }).stdout).not.toContain('returned]');
    const j = json(w.run(['pull', id, '--partial', '--json'], { cwd: repo }));
    expect(j).toMatchObject({ status: 'closed', closed: true, partial: false, expect: null, fanout: null, progress: { expect: null, returned: 1, missing: 0, label: null } });
    expect(j.report).toContain('## Return 1 · answered');
    expect(j.report).not.toContain('side by side');
    expect(j.report).not.toContain('[agreed');
    expect(JSON.parse(readFileSync(path.join(w.home, id, 'closed.json'), 'utf8')).reason).toBe('pulled');
  });
});
