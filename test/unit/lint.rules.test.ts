// Every lint rule by its id: a planted defect it must catch, and near misses it must leave alone. Then the
// other side: no rule fires on what the tool itself renders from good answers, for every built-in kind.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUDGET, RULES, detectType, lintDoc, parsePhrases, pathLike, templatePlaceholders, type LintOptions, type PathInfo } from '../../src/brief/lint.js';
import { parseDoc } from '../../src/brief/document.js';
import { renderBrief, renderReturn } from '../../src/brief/render.js';
import { composeBrief } from '../../src/brief/compose.js';
import { loadKinds } from '../../src/kinds/load.js';
import type { Anchor, BriefAnswers, Kind, ReturnAnswers } from '../../src/brief/types.js';

const prompt = (name: string) => readFileSync(new URL(`../../prompts/${name}`, import.meta.url), 'utf8');
const phrases = parsePhrases(prompt('phrases.txt'));
const RETURN_TEMPLATE = prompt('return.md');
const placeholders = templatePlaceholders(RETURN_TEMPLATE);
const kinds = (await loadKinds({ repoRoot: null, env: { HOME: '/nonexistent', XDG_CONFIG_HOME: '/nonexistent' } })).kinds;
const kind = (name: string): Kind => kinds.get(name)!;

/** A pretend origin repo: path -> line count (undefined: a folder). */
const FILES: Record<string, number | undefined> = { src: undefined, 'src/a.ts': 10, 'src/lib': undefined, 'src/lib/b.ts': 40, 'README.md': 3, test: undefined, 'test/a.test.ts': 25 };
const pathInfo = (p: string, wantLines: boolean): PathInfo | null => {
  const key = p.replace(/^\.\//, '').replace(/\/$/, '');
  if (!(key in FILES)) return { exists: false };
  return wantLines && FILES[key] !== undefined ? { exists: true, lines: FILES[key] } : { exists: true };
};

// Fakes built by concatenation, so this file holds no literal a scanner would flag.
const AWS_KEY = 'AKIA' + 'Q7Z3' + 'B'.repeat(12);
const GH_TOKEN = 'ghp_' + 'aB3dE5fG7hJ9kM2nP4qR6sT8uV0wXyZ1aB3d';

function lint(md: string, opts: Partial<LintOptions> = {}) {
  return lintDoc(md, { phrases, pathInfo, placeholders, ...opts });
}
const rules = (md: string, opts: Partial<LintOptions> = {}) => lint(md, opts).findings.map((f) => f.rule);
const hits = (md: string, rule: string, opts: Partial<LintOptions> = {}) => lint(md, opts).findings.filter((f) => f.rule === rule);

/** A hand-written brief that breaks no rule; each test changes one part. */
function brief(p: Partial<Record<'why' | 'deliver' | 'context' | 'decided' | 'deadEnds' | 'pointers' | 'first' | 'extra', string>> = {}): string {
  const sec = (h: string, body: string | undefined) => (body === undefined ? '' : `## ${h}\n\n${body}\n\n`);
  return (
    '# Make the parser fast\n\n' +
    sec('Why this slice exists', p.why ?? 'Parsing a 1 MiB brief takes 190 ms and every command parses.') +
    sec('What to deliver', p.deliver ?? 'A parser that reads 1 MiB in under 20 ms, with the tests passing.') +
    (p.extra ?? '') +
    sec('Context', p.context) +
    sec('Already decided', p.decided ?? '- Keep marked for rendering — because the lexer is only slow on big inputs') +
    sec('Dead ends', p.deadEnds ?? '- Caching the lexer output: failed because every document is new') +
    sec('Pointers', p.pointers ?? '- src/a.ts:3 — the scanner loop\n- `src/lib/b.ts` — the callers') +
    sec('First step', p.first ?? 'Time `npm test` on the 1 MiB fixture.')
  );
}

function ret(p: Partial<Record<'outcome' | 'findings' | 'deadEnds' | 'extra', string>> = {}): string {
  const sec = (h: string, body: string | undefined) => (body === undefined ? '' : `## ${h}\n\n${body}\n\n`);
  return (
    '# Return: Make the parser fast\n\n' +
    sec('Outcome', p.outcome ?? 'answered — the scanner reads 1 MiB in 6 ms') +
    sec('Non-obvious findings', p.findings ?? '- the regex for setext headings backtracked on long lines [verified: bench before/after]') +
    sec('Dead ends', p.deadEnds) +
    (p.extra ?? '')
  );
}

const fired = new Set<string>();
const expectRule = (md: string, rule: string, opts: Partial<LintOptions> = {}) => {
  const r = rules(md, opts);
  expect(r, `expected ${rule} in ${JSON.stringify(r)}`).toContain(rule);
  fired.add(rule.startsWith('missing-') && !['missing-path', 'missing-outcome'].includes(rule) ? 'missing-<section>' : rule);
};

describe('the baselines are clean', () => {
  it('the hand-written brief and return fixtures break no rule', () => {
    expect(lint(brief()).findings).toEqual([]);
    expect(lint(ret()).findings).toEqual([]);
  });
});

describe('missing-<section> (error)', () => {
  it('missing-why, missing-deliver, missing-first-step: fire when the section is absent', () => {
    const md = '# T\n\n## Pointers\n\n- src/a.ts\n';
    expectRule(md, 'missing-why');
    expectRule(md, 'missing-deliver');
    expectRule(md, 'missing-first-step');
    expect(hits(md, 'missing-why')[0]).toMatchObject({ severity: 'error', line: 1, text: 'Why this slice exists', message: 'required section is missing' });
  });
  it('fire when the section is there but empty (white space and blank lines only)', () => {
    const md = brief({ why: '  \n\n', first: '' });
    expect(hits(md, 'missing-why')[0]).toMatchObject({ line: 3, message: 'required section is empty' });
    expectRule(md, 'missing-first-step');
  });
  it('are quiet when the section comes under an alias heading ("Goal", "Done when", "Next step")', () => {
    const md = '# T\n\n## Goal\n\nWhy.\n\n## Done when\n\nDone.\n\n## Pointers\n\n- src/a.ts\n\n## Next step\n\nGo.\n';
    expect(rules(md)).toEqual([]);
  });
  it("missing-<question>: a kind's required question (bug: observed) missing or empty", () => {
    const md = brief({ extra: '## Expected\n\nit passes\n\n## How to reproduce\n\nnpm test\n\n' });
    expectRule(md, 'missing-observed', { kind: kind('bug') });
    expect(rules(md, { kind: kind('bug') })).not.toContain('missing-expected');
    expect(rules(md, { kind: kind('bug') })).not.toContain('missing-evidence'); // optional question
    expect(rules(md)).not.toContain('missing-observed'); // no kind, no kind rules
  });
  it('missing-findings: a return without findings, unless it was abandoned', () => {
    expectRule(ret({ findings: '' }), 'missing-findings');
    expect(rules(ret({ outcome: 'abandoned — the premise was wrong', findings: '' }))).not.toContain('missing-findings');
  });
  it('missing-findings: quiet on a hand-written return whose findings sit under other headings', () => {
    const md = '# Review findings\n\n## Summary\n\nanswered — two races\n\n## Critical issues\n\n### 1. Race in X [unverified]\n\nText.\n\n### 2. Leak in Y [verified: valgrind]\n\nText.\n';
    expect(rules(md)).not.toContain('missing-findings');
  });
});

describe('unfilled-slot (error)', () => {
  it('fires on a {{slot}} left in prose, with its column', () => {
    const md = brief({ first: 'Run {{first_step}} now.' });
    expectRule(md, 'unfilled-slot');
    expect(hits(md, 'unfilled-slot')[0]).toMatchObject({ text: '{{first_step}}', column: 5 });
  });
  it('fires on a line of the return template copied and never filled in', () => {
    const md = ret({ outcome: 'answered | partial | blocked | abandoned — the answer in one line', findings: '- what the brief did not say [verified: how] or [unverified]' });
    expect(hits(md, 'unfilled-slot').length).toBe(2);
    fired.add('unfilled-slot');
  });
  it("fires on the templates' own slot names anywhere in prose, and on any slot alone on its line or item", () => {
    // The skeleton `handoff prompt` prints, a kind's question, a user's kind's question, a slot left alone.
    expect(hits(brief({ decided: '- {{decision}} — because {{reason}}' }), 'unfilled-slot').map((f) => f.text)).toEqual(['{{decision}}', '{{reason}}']);
    expect(hits(brief({ extra: '## Observed\n\nit shows {{observed}} here\n\n' }), 'unfilled-slot', { kind: kind('bug') }).map((f) => f.text)).toEqual(['{{observed}}']);
    const spike = { name: 'spike', questions: [], template: '## Time box\n\n{{box}}\n' };
    expect(hits(brief({ context: 'Box: {{box}} days.' }), 'unfilled-slot', { kind: spike }).map((f) => f.text)).toEqual(['{{box}}']);
    expect(hits(brief({ context: '{{anything}}' }), 'unfilled-slot').map((f) => f.text)).toEqual(['{{anything}}']);
    expect(hits(brief({ context: '- {{anything}}\n> {{quoted}}' }), 'unfilled-slot').map((f) => f.text)).toEqual(['{{anything}}', '{{quoted}}']);
  });
  it("is quiet on braces in a sentence that name no template slot (the writer's words: a mail's {{name}} placeholder)", () => {
    expect(rules(brief({ deliver: "A pinned tag; the welcome mail's {{name}} placeholder bug is a separate ticket." }))).toEqual([]);
    expect(rules(brief({ context: 'Angular prints {{ user.name }} and Handlebars {{#each items}} and {{ greeting }} here.' }))).toEqual([]);
  });
  it('is quiet on slots in code (inline or fenced), single braces and the Return section of a brief', () => {
    expect(rules(brief({ first: 'Set `{{name}}` in the template.\n\n```\n{{name}}\n```\n\nA {single} brace.' }))).toEqual([]);
    expect(rules(brief({ extra: '## Return\n\nRun handoff return {{id}} when done.\n\n' }))).toEqual([]);
  });
});

describe('secret (error)', () => {
  it('fires on an unredacted secret, in prose and in code, and shows only its kind', () => {
    const md = brief({ context: `key ${AWS_KEY}\n\n\`\`\`\nGITHUB_TOKEN=${GH_TOKEN}\n\`\`\`` });
    expectRule(md, 'secret');
    const s = hits(md, 'secret');
    expect(s.map((f) => f.text)).toEqual(['[aws-access-key]', '[github-token]']);
    expect(JSON.stringify(lint(md))).not.toContain(AWS_KEY);
    expect(JSON.stringify(lint(md))).not.toContain(GH_TOKEN);
  });
  it('is quiet on redaction markers and placeholders', () => {
    expect(rules(brief({ context: 'key [REDACTED:aws-access-key], token ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx, AKIAEXAMPLE' }))).toEqual([]);
  });
  it('no finding of any rule prints a secret, even cut to 80 characters', () => {
    const long = 'x'.repeat(60) + ' ' + GH_TOKEN;
    const md = brief({ decided: `- use the token ${long}`, deadEnds: `- tried ${GH_TOKEN}`, pointers: `- src/${GH_TOKEN}.ts` });
    const out = JSON.stringify(lint(md));
    expect(out).not.toContain(GH_TOKEN);
    expect(out).not.toContain(GH_TOKEN.slice(0, 20));
  });
});

describe('shared-context-phrase (warning)', () => {
  const required = [
    'as discussed', 'as mentioned above', 'as mentioned earlier', 'as mentioned before', 'like we said', 'as we saw', 'the same error',
    'the same bug', 'the same issue', 'the earlier approach', 'our conversation', 'the chat', 'see above', 'you know which',
  ];
  for (const p of required) {
    it(`fires on "${p}"`, () => {
      const md = brief({ why: `Fix it, ${p}.` });
      const h = hits(md, 'shared-context-phrase');
      expect(h.map((f) => f.text)).toEqual([`"${p}"`]);
      expect(h[0]).toMatchObject({ severity: 'warning', line: 5, column: 9 });
      fired.add('shared-context-phrase');
    });
  }
  it('matches case-insensitively across a line break inside the phrase, and reports the longest phrase', () => {
    expect(hits(brief({ why: 'As Discussed above, fix it.' }), 'shared-context-phrase').map((f) => f.text)).toEqual(['"As Discussed above"']);
  });
  it('is quiet in code, inside longer words and on lookalikes', () => {
    const md = brief({ why: 'Run `as discussed` and:\n\n```\nthe same error\n```\n\nThe chatroom and a same-errors list; as discussedly.' });
    expect(rules(md)).toEqual([]);
  });
  it('"see above" (nothing-above): fires in the first lines, quiet once something above defines it', () => {
    expect(hits(brief({ why: 'See above for the trace.' }), 'shared-context-phrase')).toHaveLength(1);
    expect(hits(brief({ deliver: 'The trace is below.\n\nFix what the trace shows, see above.' }), 'shared-context-phrase')).toHaveLength(0);
  });
  it('"the same error" (unnamed): quiet when the error is named right after it', () => {
    for (const named of ['the same error: ENOENT', 'the same error `ENOENT`', 'the same error ("ENOENT")', 'the same error as the login test']) {
      expect(rules(brief({ why: `Both fail with ${named}.` })), named).toEqual([]);
    }
  });
});

describe('missing-path and line-out-of-range (warnings)', () => {
  it('missing-path: a pointer, a backticked path and a relative link that do not exist', () => {
    const md = brief({ pointers: '- src/gone.ts — moved?\n- src/a.ts', context: 'See `src/lib/nope.ts` and [the guide](docs/guide.md).' });
    expect(hits(md, 'missing-path').map((f) => f.text)).toEqual(['src/lib/nope.ts', 'docs/guide.md', 'src/gone.ts']);
    fired.add('missing-path');
  });
  it('missing-path: quiet on existing paths, folders, refs, URLs, packages, commands and bare names in prose', () => {
    const md = brief({
      pointers: '- src/a.ts\n- ./src/lib/\n- `test/a.test.ts`\n- npm test -- --grep parser\n- origin/main — the base\n- https://example.com/a/b.ts\n- github.com/org/repo/blob/x.ts\n- @scope/pkg',
      context: 'Compare `origin/main`, `feature/x`, `@types/node`, `render.ts` and `v1.2/3`.',
    });
    expect(rules(md)).toEqual([]);
  });
  it('line-out-of-range: path:line, the end of path:from-to, and path#L12 beyond the end', () => {
    const md = brief({ pointers: '- src/a.ts:11 — past the end\n- src/a.ts:5-12\n- src/lib/b.ts#L41', context: 'See `src/a.ts:99`.' });
    expect(hits(md, 'line-out-of-range').map((f) => f.text)).toEqual(['src/a.ts:99', 'src/a.ts:11', 'src/a.ts:12', 'src/lib/b.ts:41']);
    expect(hits(md, 'line-out-of-range')[0]!.message).toBe('the file has 10 lines');
    fired.add('line-out-of-range');
  });
  it('line-out-of-range: quiet within the file, on path:line:column, and without path checks', () => {
    expect(rules(brief({ pointers: '- src/a.ts:10\n- src/a.ts:1-10\n- src/a.ts:10:40\n- src/lib/b.ts#L1-L40' }))).toEqual([]);
    expect(rules(brief({ pointers: '- src/gone.ts:99' }), { pathInfo: undefined })).toEqual([]);
  });
  it('pathLike reads the shapes people write', () => {
    expect(pathLike('src/a.ts:12-20', false)).toMatchObject({ path: 'src/a.ts', line: 12, end: 20 });
    expect(pathLike('`src/a.ts:12:5`', false)).toMatchObject({ path: 'src/a.ts', line: 12, end: undefined });
    expect(pathLike('src/a.ts#L3-L9', false)).toMatchObject({ path: 'src/a.ts', line: 3, end: 9 });
    expect(pathLike('./README.md,', false)).toMatchObject({ path: 'README.md' });
    for (const no of ['http://x.io/a.ts', '$HOME/a.ts', '~/a.ts', 'C:/a.ts', 'a b.ts', '<file>.ts', 'src/*.ts', '1/2', 'src/dir']) expect(pathLike(no, false), no).toBeNull();
  });
});

describe('no-way-back (error)', () => {
  it("fires when a brief the tool wrote (its marker) has lost its Return section, and only then", () => {
    const written = `# T\n\n<!-- handoff:brief id=task-t-ab2c kind=task -->\n\n${brief().replace(/^# .*\n/, '')}\n## Return\n\nWhen done, run: handoff return task-t-ab2c --body FILE\n`;
    expect(rules(written)).not.toContain('no-way-back');
    expectRule(written.replace(/## Return[\s\S]*$/, ''), 'no-way-back');
    expect(rules(brief())).not.toContain('no-way-back'); // a hand-written brief has no Return of the tool's to lose
  });
});

describe('no-pointers (warning)', () => {
  it('fires with no Pointers section, and with an empty one', () => {
    expectRule(brief().replace(/## Pointers[\s\S]*?(?=## First step)/, ''), 'no-pointers');
    expectRule(brief({ pointers: '' }), 'no-pointers');
  });
  it('is quiet with one pointer, even a command', () => {
    expect(rules(brief({ pointers: '- npm test' }))).toEqual([]);
  });
  it('does not apply to returns', () => {
    expect(rules(ret())).not.toContain('no-pointers');
  });
});

describe('decision-without-why (warning)', () => {
  it('fires on a bare decision, at its line', () => {
    const md = brief({ decided: '- Keep marked — because it renders\n- Use postgres' });
    expect(hits(md, 'decision-without-why')).toMatchObject([{ text: 'Use postgres', line: 14 }]);
    fired.add('decision-without-why');
  });
  it('is quiet with a dash, a colon, because/since/to avoid, or a parenthesis', () => {
    const md = brief({ decided: '- Postgres — the team knows it\n- Postgres: the team knows it\n- Postgres since it is there\n- Postgres to avoid a second store\n- Postgres (already deployed)\n- Postgres rather than SQLite' });
    expect(rules(md)).toEqual([]);
  });
  it('reads a table as new does: one decision per row, the header is none', () => {
    const md = brief({ decided: '| Decision | Reason |\n|---|---|\n| Use BullMQ | already deployed |\n| Use postgres | |' });
    expect(hits(md, 'decision-without-why')).toMatchObject([{ text: 'Use postgres' }]);
  });
});

describe('dead-end-without-why (warning)', () => {
  it('fires on a dead end that does not say why it failed, in a brief and in a return', () => {
    expect(hits(brief({ deadEnds: '- Tried raising the timeout' }), 'dead-end-without-why')).toMatchObject([{ text: 'Tried raising the timeout' }]);
    expect(hits(ret({ deadEnds: '- Tried a bigger cache' }), 'dead-end-without-why')).toHaveLength(1);
    fired.add('dead-end-without-why');
  });
  it('checks every Dead ends section of a brief, not the first only (en, de)', () => {
    const en = brief({ deadEnds: '- Raised the timeout — still flaky', extra: '## Dead ends (phase 2)\n\n- Tried a bigger cache\n\n' });
    expect(hits(en, 'dead-end-without-why').map((f) => f.text)).toEqual(['Tried a bigger cache']);
    const de = brief({ deadEnds: '- Raised the timeout — still flaky', extra: '## Sackgassen\n\n- Einen Mutex probiert\n\n' });
    expect(hits(de, 'dead-end-without-why').map((f) => f.text)).toEqual(['Einen Mutex probiert']);
  });
  it('is quiet when it says what happened', () => {
    const md = brief({ deadEnds: '- Raised the timeout — still flaky\n- Retries: made it slower\n- Pinned node 18, did not help\n- A mutex (deadlocked)' });
    expect(rules(md)).toEqual([]);
  });
});

describe('over-budget (warning)', () => {
  const padded = brief({ context: 'word '.repeat(5000) }); // ~25 kB, ~6,300 tokens
  it(`fires over the default budget of ${DEFAULT_BUDGET} tokens, and over --budget`, () => {
    expectRule(padded, 'over-budget');
    expectRule(brief(), 'over-budget', { budget: 50 });
    expect(hits(brief(), 'over-budget', { budget: 50 })[0]!.message).toBe('over the budget of 50 tokens');
  });
  it('is quiet under the budget, and never on returns', () => {
    expect(rules(padded, { budget: 100_000 })).toEqual([]);
    expect(rules(ret({ extra: '## Evidence\n\n' + 'word '.repeat(6000) }))).not.toContain('over-budget');
  });
});

describe('missing-outcome and blocked-without-reason (errors)', () => {
  it('missing-outcome: no outcome word', () => {
    expectRule(ret({ outcome: 'I looked at it.' }), 'missing-outcome');
    expectRule('# Return: T\n\n## Non-obvious findings\n\n- x [unverified]\n', 'missing-outcome');
  });
  it('missing-outcome: quiet on each of the four words, bold or after "Status:"', () => {
    for (const o of ['answered — yes', 'partial — half', 'blocked — no access to prod', 'abandoned — moot', '**Answered**: yes', 'Status: partially done']) {
      expect(rules(ret({ outcome: o })), o).toEqual([]);
    }
  });
  it('blocked-without-reason: blocked and nothing else', () => {
    expectRule(ret({ outcome: 'blocked' }), 'blocked-without-reason');
    expect(rules(ret({ outcome: 'blocked — needs a prod database dump' }))).toEqual([]);
  });
});

describe('untagged-finding (warning)', () => {
  it('fires on a finding without [verified: ...] or [unverified], at its line', () => {
    const md = ret({ findings: '- tagged [verified: ran it]\n- untagged one' });
    expect(hits(md, 'untagged-finding')).toMatchObject([{ text: 'untagged one', line: 10 }]);
    fired.add('untagged-finding');
  });
  it('is quiet on [verified], [verified: how] and [unverified], any case', () => {
    expect(rules(ret({ findings: '- a [Verified]\n- b [verified: npm test]\n- c [UNVERIFIED]' }))).toEqual([]);
  });
});

describe('finding-restates-brief (warning)', () => {
  const theBrief = brief({ why: 'Parsing a 1 MiB brief takes 190 ms and every command parses it.' });
  it('fires when a finding mostly repeats a sentence of the brief', () => {
    const md = ret({ findings: '- parsing a 1 MiB brief takes 190 ms, and every command parses it [verified: bench]' });
    expectRule(md, 'finding-restates-brief', { brief: theBrief });
  });
  it('is quiet on new information, on short findings, and without the brief', () => {
    expect(rules(ret(), { brief: theBrief })).toEqual([]);
    expect(rules(ret({ findings: '- 190 ms [verified: bench]' }), { brief: theBrief })).toEqual([]);
    expect(rules(ret({ findings: '- parsing a 1 MiB brief takes 190 ms, and every command parses it [verified: bench]' }))).toEqual([]);
  });
});

describe('document type', () => {
  it('is read from the marker, else from the sections and the title', () => {
    expect(detectType(parseDoc('<!-- handoff:return id=x n=1 -->\n## Why\n'))).toBe('return');
    expect(detectType(parseDoc(brief()))).toBe('brief');
    expect(detectType(parseDoc(ret()))).toBe('return');
    expect(detectType(parseDoc('# Audit findings\n\n## Files\n\n- a\n'))).toBe('return');
  });
  it('a marker counts only on a line of its own, outside code fences', () => {
    expect(parseDoc('# R\n\n<!-- handoff:return id=x-abcd n=2 -->\n').marker).toEqual({ type: 'return', id: 'x-abcd', kind: undefined, n: 2 });
    expect(parseDoc('# R\n\nSee <!-- handoff:brief --> here.\n').marker).toBeNull();
    expect(parseDoc('# R\n\n```\n<!-- handoff:brief id=x kind=bug -->\n```\n').marker).toBeNull();
    expect(parseDoc('# R\n\n\\<!-- handoff:brief id=x kind=bug -->\n').marker).toBeNull(); // an escaped one from an answer
  });
});

// --- the tool's own output is clean ------------------------------------------------------------------------

const anchor: Anchor = { repo: '/repo', branch: 'main', detached: false, head: 'c'.repeat(40), headShort: 'ccccccc', dirty: ['src/a.ts', 'src/deleted.ts'], untracked: ['notes.md'], cwd: '/repo' };

const good: Record<string, BriefAnswers> = {
  bug: {
    title: 'Login test flakes on CI',
    why: 'The login test fails about one run in five on CI, which blocks merges.',
    deliver: 'The root cause with evidence, and a fix that makes 50 runs in a row pass.',
    fields: { observed: 'TimeoutError after 5000 ms in test/a.test.ts', expected: 'The test passes every time.', reproduce: 'for i in $(seq 20); do npm test -- login || break; done', evidence: 'TimeoutError: waited 5000 ms for "#submit"' },
    context: 'It started after the session store moved to src/lib/b.ts.',
    decided: ['Keep the real browser — because mocks hid the last race'],
    deadEnds: ['Raising the timeout to 20 s — still fails, only slower'],
    pointers: ['src/a.ts:4 — where the session is created', 'test/a.test.ts:12-20 — the flaky test', 'npm test -- login'],
    outOfScope: ['Rewriting the login page'],
    firstStep: 'Run the reproduce loop and save the first failing log.',
  },
  prototype: {
    title: 'Can SQLite hold the event log',
    why: 'We must pick a store for the event log before the API freezes.',
    deliver: 'A measurement of inserts and reads per second on 10 million events.',
    fields: { question: 'Does SQLite in WAL mode sustain 5,000 inserts per second with readers running?', settles: 'A benchmark run printing inserts per second with 4 readers.', throwaway: 'throwaway' },
    context: '',
    decided: ['Single node only — multi-node is a later project'],
    deadEnds: [],
    pointers: ['src/lib/b.ts — the current in-memory log'],
    outOfScope: ['Migrations'],
    firstStep: 'Write a script that inserts 10 million events and times it.',
  },
  review: {
    title: 'Review the retry change',
    why: 'The retry logic changed in three places and a second pair of eyes is required before release.',
    deliver: 'Findings by severity, each with a location and a reason.',
    fields: { range: 'main..HEAD', claims: 'Retries never run twice for the same request.\nBackoff is capped at 30 s.', focus: 'Concurrency in src/lib/b.ts.' },
    context: '',
    decided: [],
    deadEnds: [],
    pointers: ['src/lib/b.ts:1-40 — the retry loop', 'README.md — the documented limits'],
    outOfScope: [],
    firstStep: 'Read the diff of src/lib/b.ts, then run the tests.',
  },
  task: {
    title: 'Split the parser module',
    why: 'The parser module mixes scanning and section matching; the next feature needs them apart.',
    deliver: 'Two modules with the same tests passing and no change in behaviour.',
    fields: { constraints: 'No new dependencies.\nKeep the public exports.' },
    context: 'The scanner is pure; the matcher reads the section table.',
    decided: ['Keep the file names — because other branches import them'],
    deadEnds: ['Moving the table into the scanner — broke the kinds loader'],
    pointers: ['src/a.ts', 'src/lib/b.ts:10'],
    outOfScope: ['Performance work'],
    firstStep: 'Move the matcher functions into a new file and run the tests.',
  },
  session: {
    title: 'Finish splitting the parser',
    why: 'The context of the session doing this is past half its window and the work does not split.',
    deliver: 'The parser split into scanner and matcher, every test passing, merged to main.',
    fields: {
      done: 'The scanner moved to src/a.ts [verified: npm test, 212 passing].',
      in_progress: 'The matcher is half moved into src/lib/b.ts; its imports still point at the old file.',
      next_steps: '1. Finish moving the matcher.\n2. Delete the old module.\n3. Open the pull request.',
      blockers: 'None known.',
      risks: 'Other branches import the old module path.',
      check: 'npm test',
      last_good: '`1a2b3c4` move the scanner (2026-01-01; 2 commits before HEAD)',
      verdict: 'The CI run of commit 1a2b3c4, linked from the pull request.',
    },
    context: '',
    decided: ['Keep the file names — because other branches import them'],
    deadEnds: ['Moving the table into the scanner — broke the kinds loader'],
    pointers: ['src/a.ts', 'src/lib/b.ts:10'],
    outOfScope: ['Performance work'],
    firstStep: 'Fix the imports of the matcher in src/lib/b.ts.',
  },
  recovery: {
    title: 'Nightly import crashed',
    why: 'The nightly import stopped half way and the morning reports depend on it.',
    deliver: 'The import finished for the night of the crash, and the cause named with evidence.',
    fields: {
      running: 'The nightly import of the event log, two hours in.',
      command: 'node src/a.ts --import 2026-01-01',
      exit_status: '137 (killed by SIGKILL, out of memory)',
      failure: 'The process was killed while reading batch 412; the log ends mid-batch.',
      state: 'Batches 1 to 411 are written; batch 412 is half written in the staging table.',
      last_good: '`1a2b3c4` move the scanner (2026-01-01; 2 commits before HEAD)',
    },
    context: '',
    decided: ['Keep the batch size — because smaller batches miss the window'],
    deadEnds: ['Rerunning as it was — killed again at the same batch'],
    pointers: ['src/a.ts:4 — where the batches are read', 'src/lib/b.ts:10'],
    outOfScope: ['Rewriting the importer'],
    firstStep: 'Empty the staging table of batch 412, then rerun from batch 412 with the memory limit raised.',
  },
};

describe('the tool itself: no rule fires on a freshly rendered brief with good answers', () => {
  it('covers every built-in kind', () => {
    expect(Object.keys(good).sort()).toEqual([...kinds.values()].filter((k) => k.source === 'built-in').map((k) => k.name).sort());
  });
  for (const [name, answers] of Object.entries(good)) {
    it(`kind ${name}`, () => {
      const k = kind(name);
      const generated = { changed_files: '2 files, 12 lines changed:\n\n- `src/lib/b.ts` (+10 −1)\n- `src/deleted.ts` (+0 −1, deleted)' };
      const meta = { id: `${name}-x-ab2c`, created: '2026-01-01 00:00 UTC', origin: anchor, from: 'session 1', returnTemplate: RETURN_TEMPLATE, generated };
      const md = renderBrief(k, answers, meta);
      expect(lintDoc(md, { phrases, pathInfo, kind: k, placeholders }).findings).toEqual([]);
      // The same through compose (what `new` previews and saves).
      expect(composeBrief(k, answers, meta, { phrases, pathInfo }).lint.findings).toEqual([]);
    });
  }
});

describe('the tool itself: no rule fires on a freshly rendered return with good answers', () => {
  const answers: ReturnAnswers = {
    outcome: 'answered',
    answer: 'the session cookie is written after the redirect, so the test races it',
    findings: ['The cookie is set in a then() that the redirect does not await [verified: logged both timestamps]', 'CI machines are 3x slower at TLS, which widens the window [unverified]'],
    recommendations: ['Await the cookie write before redirecting'],
    deadEnds: ['Mocking the clock — the race is in real I/O, so it did not reproduce'],
    evidence: ['branch fix-login, commit 1a2b3c4', 'npm test -- login, 50 runs green'],
    questions: ['Does the admin login share the code path?'],
  };
  it('answered, with the brief it answers', () => {
    const md = renderReturn(answers, { id: 'bug-x-ab2c', n: 1, briefTitle: good.bug!.title, created: 'now', anchor });
    const theBrief = renderBrief(kind('bug'), good.bug!, { id: 'bug-x-ab2c', created: 'now', origin: anchor, returnTemplate: RETURN_TEMPLATE });
    expect(lintDoc(md, { phrases, pathInfo, placeholders, brief: theBrief }).findings).toEqual([]);
  });
  it('each outcome', () => {
    for (const outcome of ['answered', 'partial', 'blocked', 'abandoned'] as const) {
      const md = renderReturn({ ...answers, outcome }, { id: 'bug-x-ab2c', n: 2, briefTitle: 'T', created: 'now', anchor });
      expect(lintDoc(md, { phrases, pathInfo, placeholders }).findings, outcome).toEqual([]);
    }
  });
});

describe('coverage', () => {
  it('every rule in RULES was seen firing above', () => {
    for (const r of ['missing-<section>', 'secret', 'no-pointers', 'over-budget', 'missing-outcome', 'blocked-without-reason', 'finding-restates-brief']) expect(fired, r).toContain(r);
    expect(RULES.map((r) => r.id).filter((id) => !fired.has(id))).toEqual([]);
  });
});
