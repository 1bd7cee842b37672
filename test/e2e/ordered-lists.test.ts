// Numbered lists keep their numbers where the tool writes them back (ord44), through the built CLI: `new task --body`
// for a brief's list answers (Dead ends, Already decided), `return --body` and `pull` for a return's findings and
// lists. A numbered list carries meaning ("see 1", "fix after 1", "tried in this order"): an answer that is still
// exactly the items of one numbered source list, all numbered in one style and counting up, is written with the
// source's numbers ("1)" and a start of 0 or 5 kept, nested sub-items and code under their item). Near misses keep
// bullets: items mixed with a bullet, a list with an item taken out (a finding struck), an answer a flag replaced,
// and "1、" lines the reader never took for a list.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { briefImporter, docWorld, oneHandoff, sectionOf } from '../helpers/doc-world.js';
import { runCli } from '../helpers/trust-cli.js';

const w = docWorld();
const imp = briefImporter(w, 'ord');
const handoff = oneHandoff(w, 'ordered lists probe');

/** A brief whose "## Already tried" section is `tried` (and whose Rules are numbered too). */
const brief = (tried: string, more = '') =>
  `# Handoff: fix the flaky upload test\n\n## Why\nIt blocks the release.\n\n## Deliver\nA green CI run.\n\n## Rules\n1. Never retry a test to make it pass.\n2. Keep the upload API unchanged.\n\n## Already tried\n${tried}\n${more}\n## First step\nReproduce with \`npm test -- upload --repeat 50\`.\n`;

/** `lint` of a written file: its exit code and summary line. */
const lint = (file: string) => runCli(['lint', file], w.opts());

/** A return with no line that states its outcome, recorded as answered. */
const answered = (text: string, ...flags: string[]) => handoff.record(text, '--outcome', 'answered', ...flags);

describe('a brief: a numbered list answer is written numbered', () => {
  const cases: [string, string, string][] = [
    ['"1." from 1', '1. Raising the timeout to 60 s: still flaky.\n2. Running serially: passes, but 3x slower (see 1).', '1. Raising the timeout to 60 s: still flaky.\n2. Running serially: passes, but 3x slower (see 1).'],
    ['"1)" style', '1) Raising the timeout: still flaky.\n2) Running serially: slower than 1.', '1) Raising the timeout: still flaky.\n2) Running serially: slower than 1.'],
    ['starting at 5', '5. Raising the timeout: still flaky.\n6. Running serially: worse than 5.', '5. Raising the timeout: still flaky.\n6. Running serially: worse than 5.'],
    ['starting at 0', '0. Raising the timeout: still flaky.\n1. Running serially: slow.', '0. Raising the timeout: still flaky.\n1. Running serially: slow.'],
    ['"1." on every item counts up as it renders', '1. Raising the timeout: still flaky.\n1. Running serially: slow.\n1. Mocking the store: hid the bug.', '1. Raising the timeout: still flaky.\n2. Running serially: slow.\n3. Mocking the store: hid the bug.'],
    [
      'a code block and sub-items under their item',
      '1. Raising the timeout:\n\n   ```sh\n   npm test -- --timeout 60000\n   ```\n\n   still flaky.\n2. Running serially: slow.\n   - on CI: 3x\n   - locally: 2x\n3. Mocking the store: hid the bug.',
      '1. Raising the timeout:\n\n   ```sh\n   npm test -- --timeout 60000\n   ```\n\n   still flaky.\n2. Running serially: slow.\n   - on CI: 3x\n   - locally: 2x\n3. Mocking the store: hid the bug.',
    ],
    ['two-digit numbers with a sub-item', '10. Raising the timeout: still flaky.\n11. Running serially: slow.\n    - on CI: 3x', '10. Raising the timeout: still flaky.\n11. Running serially: slow.\n    - on CI: 3x'],
    ['checkboxes', '1. [x] Raising the timeout: still flaky.\n2. [ ] Running serially: not tried yet.', '1. [x] Raising the timeout: still flaky.\n2. [ ] Running serially: not tried yet.'],
    ['verification tags', '1. Raising the timeout: still flaky [verified: 50 runs].\n2. Running serially: slow [unverified].', '1. Raising the timeout: still flaky [verified: 50 runs].\n2. Running serially: slow [unverified].'],
  ];
  for (const [name, tried, written] of cases) {
    it(name, () => {
      const t = imp.newTask(brief(tried));
      expect(t.code, t.stderr).toBe(0);
      expect(sectionOf(t.md, 'Dead ends')).toBe(written);
      // (The answers stored hold no number: what counts or reads the items never sees one.)
      expect(t.answers!.deadEnds.every((d) => !/^\d/.test(d))).toBe(true);
      // (The Constraints, a text answer, kept theirs before and still do.)
      expect(sectionOf(t.md, 'Constraints to respect')).toContain('1. Never retry a test to make it pass.\n2. Keep the upload API unchanged.');
      expect(lint(t.out.brief!).code).toBe(0);
    });
  }

  it('Already decided keeps its numbers too', () => {
    const t = imp.newTask(`${brief('1. Raising the timeout: still flaky.')}\n## Decisions\n1. Keep vitest — the team knows it.\n2. No new retry helper — see 1.\n`);
    expect(t.code, t.stderr).toBe(0);
    expect(sectionOf(t.md, 'Already decided')).toContain('1. Keep vitest — the team knows it.\n2. No new retry helper — see 1.');
  });

  it('the written brief, cut again, keeps the same numbered list (and the same items)', () => {
    const first = imp.newTask(brief('1. Raising the timeout:\n\n   ```sh\n   npm test -- --timeout 60000\n   ```\n\n   still flaky.\n2. Running serially: slow.\n   - on CI: 3x'));
    expect(first.code, first.stderr).toBe(0);
    const again = imp.newTask(first.md, ['--force']);
    expect(again.code, again.stderr).toBe(0);
    expect(sectionOf(again.md, 'Dead ends')).toBe(sectionOf(first.md, 'Dead ends'));
    expect(again.answers!.deadEnds).toEqual(first.answers!.deadEnds);
  });
});

describe('a brief: near misses keep bullets', () => {
  it('a numbered list with a bullet item among them', () => {
    const t = imp.newTask(brief('1. Raising the timeout: still flaky.\n2. Running serially: slow.\n\n- Mocking the store: hid the bug.'));
    expect(t.code, t.stderr).toBe(0);
    expect(sectionOf(t.md, 'Dead ends')).toBe('- Raising the timeout: still flaky.\n- Running serially: slow.\n- Mocking the store: hid the bug.');
  });

  it('an answer a flag replaced', () => {
    const t = imp.newTask(brief('1. Raising the timeout: still flaky.\n2. Running serially: slow.'), ['--dead-end', 'Bisecting by hand: too slow.']);
    expect(t.code, t.stderr).toBe(0);
    expect(sectionOf(t.md, 'Dead ends')).toBe('- Bisecting by hand: too slow.');
  });

  it('"1、" lines: no list to the reader today, so one item as before', () => {
    const t = imp.newTask(brief('1、Raising the timeout: still flaky.\n2、Running serially: slow.'));
    expect(t.code, t.stderr).toBe(0);
    expect(t.answers!.deadEnds).toEqual(['1、Raising the timeout: still flaky.\n2、Running serially: slow.']);
    expect(sectionOf(t.md, 'Dead ends')).toBe('- 1、Raising the timeout: still flaky.\n  2、Running serially: slow.');
  });
});

describe('a return: numbered lists keep their numbers', () => {
  it('numbered findings keep the numbers their cross-references name, in the return and in pull', () => {
    const { j, md } = answered('# Review results\n\n**Status:** done\n\n## Findings\n\n1. **Cache key ignores locale**: `src/cache.ts:40` uses the path only. [verified: test]\n2. **Retry never backs off**: retries every 10 ms; fix after 1. [unverified]\n');
    expect(j.findings.map((f) => f.title)).toEqual(['Cache key ignores locale', 'Retry never backs off']);
    expect(sectionOf(md, 'Non-obvious findings')).toBe('1. **Cache key ignores locale**: `src/cache.ts:40` uses the path only. [verified: test]\n2. **Retry never backs off**: retries every 10 ms; fix after 1. [unverified]');
    expect(lint(j.file).code).toBe(0);
    const p = runCli(['pull', handoff.id, '--keep', '--json'], w.opts());
    expect(p.code, p.stderr).toBe(0);
    const last = (JSON.parse(p.stdout) as { returns: { markdown: string; findings: { title: string }[] }[] }).returns.at(-1)!;
    expect(last.markdown).toContain('2. **Retry never backs off**: retries every 10 ms; fix after 1.');
    expect(last.findings.map((f) => f.title)).toEqual(['Cache key ignores locale', 'Retry never backs off']);
  });

  it('findings under group headings keep their numbers in each group', () => {
    const { j, md } = answered('# R\n\n## High\n\n1. **Token leak**: logged in `src/a.ts:3` [verified: grep].\n2. **Race**: in the refresh [unverified].\n\n## Low\n\n3. **Typo** in the docs, near 1 [unverified].\n');
    expect(j.findings).toHaveLength(3);
    expect(sectionOf(md, 'Non-obvious findings')).toBe('### High\n\n1. **Token leak**: logged in `src/a.ts:3` [verified: grep].\n2. **Race**: in the refresh [unverified].\n\n### Low\n\n3. **Typo** in the docs, near 1 [unverified].');
  });

  it('recommendations "1)", open questions from 3, and bullets where the source had bullets', () => {
    const { md, j } = answered('# R\n\n## Findings\n\n- **Token leak**: logged [verified: grep].\n\n## Recommendations\n\n1) Rotate the token.\n2) Then fix the log line (after 1).\n\n## Open questions\n\n3. Who reads the log?\n4. Is 3 the auditor?\n\n## Dead ends\n\n- tried a: failed\n');
    expect(sectionOf(md, 'Non-obvious findings')).toBe('- **Token leak**: logged [verified: grep].');
    expect(sectionOf(md, 'Recommendations')).toBe('1) Rotate the token.\n2) Then fix the log line (after 1).');
    expect(sectionOf(md, 'Open questions')).toBe('3. Who reads the log?\n4. Is 3 the auditor?');
    expect(sectionOf(md, 'Dead ends')).toBe('- tried a: failed');
    expect(lint(j.file).stdout + lint(j.file).stderr).not.toMatch(/\b[1-9]\d* errors?\b/);
  });

  it('near miss: a struck finding leaves a gap, so the findings keep bullets', () => {
    const { md } = answered('# R\n\n## Findings\n\n1. **Token leak**: logged [verified: grep].\n2. ~~Race in refresh~~ false alarm.\n3. **Typo** in the docs, see 1 [unverified].\n');
    expect(sectionOf(md, 'Non-obvious findings')).toBe('- **Token leak**: logged [verified: grep].\n- **Typo** in the docs, see 1 [unverified].');
  });

  it('near miss: a list given by flags is written with bullets', () => {
    const { md } = answered('# R\n\n## Findings\n\n1. **Token leak**: logged [verified: grep].\n\n## Recommendations\n\n1. Rotate the token.\n2. Fix the log line.\n', '--recommend', 'Rotate the token.');
    expect(sectionOf(md, 'Recommendations')).toBe('- Rotate the token.');
  });

  it('the written return read back (show) gives the same findings', () => {
    const { j } = answered('# R\n\n## Findings\n\n1. **Cache key ignores locale**: the path only [verified: test].\n   - seen in `src/cache.ts:40`\n2. **Retry never backs off**: fix after 1 [unverified].\n');
    const s = runCli(['show', handoff.id, '--json'], w.opts());
    expect(s.code, s.stderr).toBe(0);
    const shown = (JSON.parse(s.stdout) as { returns: { file: string; answers: { findings: string[] } }[] }).returns.find((r) => r.file === j.file)!;
    expect(shown.answers.findings).toEqual(['**Cache key ignores locale**: the path only [verified: test].\n- seen in `src/cache.ts:40`', '**Retry never backs off**: fix after 1 [unverified].']);
    expect(readFileSync(j.file, 'utf8')).toContain('1. **Cache key ignores locale**: the path only [verified: test].\n   - seen in `src/cache.ts:40`\n2. **Retry');
  });
});
