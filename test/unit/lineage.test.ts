// Kinds that hand a whole line of work on: the front matter that says so (returns, supersede, first_step,
// commit questions), which open handoffs a new one supersedes, and what the session and recovery kinds render.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Anchor } from '../../src/brief/types.js';
import { KindError, parseKind } from '../../src/kinds/kind.js';
import { promptsDir } from '../../src/paths.js';
import { describeCommit, draftFields, firstStepLead, inlineCode, splitRevision, toSupersede, workingTree, type LineEntry } from '../../src/brief/lineage.js';
import { renderBrief } from '../../src/brief/render.js';
import { emptyBrief } from '../../src/brief/sections.js';
import { missingRequired } from '../../src/brief/answers.js';
import { lintDoc } from '../../src/brief/lint.js';
import { briefFromDoc } from '../../src/brief/read-brief.js';
import { parseDoc } from '../../src/brief/document.js';

const builtIn = (name: string) => {
  const file = join(promptsDir(), 'kinds', `${name}.md`);
  return parseKind(name, readFileSync(file, 'utf8'), file, 'built-in');
};

const anchor = (over: Partial<Anchor> = {}): Anchor => ({
  repo: '/r', branch: 'main', detached: false, head: 'a'.repeat(40), headShort: 'aaaaaaa', dirty: [], untracked: [], cwd: '/r', ...over,
});

const kindSrc = (front: string) => `---\ndescription: x\n${front}questions:\n  - name: check\n    prompt: Check?\n---\n## The check\n\n{{check}}\n`;

function refused(src: string): KindError {
  try {
    parseKind('k', src, '/k/k.md', 'repo');
  } catch (e) {
    expect(e).toBeInstanceOf(KindError);
    return e as KindError;
  }
  throw new Error('expected the kind to be refused');
}

describe('front matter that changes how a handoff moves on', () => {
  it('reads returns, supersede and first_step; leaves them out when not given', () => {
    const k = parseKind('k', kindSrc('returns: false\nsupersede: same-branch\nfirst_step: "Run {{check}} on {{origin_branch}}."\n'), '/k/k.md', 'repo');
    expect(k).toMatchObject({ returns: false, supersede: 'same-branch', firstStep: 'Run {{check}} on {{origin_branch}}.' });
    const plain = parseKind('k', kindSrc(''), '/k/k.md', 'repo');
    expect(plain.returns).toBeUndefined();
    expect(plain.supersede).toBeUndefined();
    expect(plain.firstStep).toBeUndefined();
    expect(parseKind('k', kindSrc('returns: true\nsupersede: never\n'), '/k/k.md', 'repo')).not.toHaveProperty('returns');
  });

  it.each([
    ['returns: maybe\n', 3, /"returns" must be true or false/],
    ['supersede: always\n', 3, /"supersede" must be one of: never, same-branch/],
    ['first_step: "Run {{nope}}"\n', 3, /"first_step" uses \{\{nope\}\}, which no question fills/],
  ])('refuses %j with its line', (front, line, problem) => {
    const e = refused(kindSrc(front));
    expect(e.line).toBe(line);
    expect(e.problem).toMatch(problem);
  });

  it('a commit question: type is checked, and cannot have choices', () => {
    const q = (extra: string) => `---\ndescription: x\nquestions:\n  - name: good\n    prompt: Good?\n${extra}---\n## Good\n\n{{good}}\n`;
    expect(parseKind('k', q('    type: commit\n'), '/k/k.md', 'repo').questions[0]!.type).toBe('commit');
    expect(parseKind('k', q(''), '/k/k.md', 'repo').questions[0]!.type).toBeUndefined();
    expect(refused(q('    type: sha\n')).problem).toMatch(/"type" must be one of: text, commit/);
    expect(refused(q('    type: commit\n    choices: [a, b]\n')).problem).toMatch(/cannot have "choices"/);
  });

  it('working_tree and the origin slots are generated: no question may take their names', () => {
    const e = refused('---\ndescription: x\nquestions:\n  - name: working_tree\n---\n## W\n\n{{working_tree}}\n');
    expect(e.problem).toMatch(/reserved/);
  });

  it('the built-in session and recovery kinds load with the flags the issue asks for', () => {
    const session = builtIn('session');
    expect(session).toMatchObject({ returns: false, supersede: 'same-branch' });
    expect(session.firstStep).toMatch(/^Verify the state/);
    expect(session.questions.filter((q) => q.required).map((q) => q.name)).toEqual(['done', 'in_progress', 'next_steps', 'check']);
    expect(session.questions.find((q) => q.name === 'last_good')!.type).toBe('commit');
    const recovery = builtIn('recovery');
    expect(recovery.returns).toBeUndefined(); // it expects a return like the slice kinds
    expect(recovery.supersede).toBeUndefined();
    expect(recovery.questions.filter((q) => q.required).map((q) => q.name)).toEqual(['running', 'command', 'exit_status', 'failure', 'state']);
    expect(recovery.questions.find((q) => q.name === 'last_good')!.type).toBe('commit');
  });
});

describe('draftFields: a session transcript drafts the questions that claim a part of it', () => {
  const parts = { context: 'Drafted from the Claude Code session: 12 commands run (1 failed), 3 files changed.', request: 'now split the matcher out too' };

  it('session: done from what the session did, the next steps from the last request (at a terminal)', () => {
    const kind = builtIn('session');
    expect(draftFields(kind, parts, new Set(), true)).toEqual({ fields: { done: parts.context, next_steps: parts.request }, contextTaken: true });
    // Without a person to edit it, the last request is not made into next steps.
    expect(draftFields(kind, parts, new Set(), false)).toEqual({ fields: { done: parts.context }, contextTaken: true });
  });

  it('an answered question keeps its answer, and the context then stays for the Context section', () => {
    expect(draftFields(builtIn('session'), parts, new Set(['field:done', 'field:next_steps']), true)).toEqual({ fields: {}, contextTaken: false });
  });

  it('a kind with no question claiming a part takes nothing; empty parts fill nothing', () => {
    expect(draftFields(builtIn('task'), parts, new Set(), true)).toEqual({ fields: {}, contextTaken: false });
    expect(draftFields(builtIn('session'), { context: ' ', request: null }, new Set(), true)).toEqual({ fields: {}, contextTaken: false });
  });

  it('aliases: a list of other headings; an empty one is refused', () => {
    const q = (extra: string) => `---\ndescription: x\nquestions:\n  - name: a\n${extra}---\n## A\n\n{{a}}\n`;
    expect(parseKind('k', q('    aliases: [todo, up next]\n'), '/k/k.md', 'repo').questions[0]!.aliases).toEqual(['todo', 'up next']);
    expect(refused(q('    aliases: []\n')).problem).toMatch(/"aliases" is empty/);
  });

  it('the front matter key is checked', () => {
    const e = refused('---\ndescription: x\nquestions:\n  - name: a\n    draft: everything\n---\n## A\n\n{{a}}\n');
    expect(e.problem).toMatch(/"draft" must be one of: context, request/);
  });
});

describe('toSupersede: one open handoff per kind, repo and branch', () => {
  const entry = (id: string, over: { status?: string; kind?: string; repo?: string | null; branch?: string | null; detached?: boolean; cwd?: string; created?: string } = {}): LineEntry => ({
    id,
    status: over.status ?? 'open',
    record: { kind: over.kind ?? 'session', created: over.created ?? `2026-11-30T10:00:0${id.length % 10}Z`, origin: { repo: over.repo === undefined ? '/r' : over.repo, branch: over.branch === undefined ? 'main' : over.branch, detached: over.detached ?? false, cwd: over.cwd ?? '/r' } },
  });
  const session = { name: 'session', supersede: 'same-branch' as const };

  it('picks the open ones of the same kind, repo and branch, newest first', () => {
    const entries = [
      entry('old', { created: '2026-11-30T09:00:00Z' }),
      entry('newer', { created: '2026-11-30T11:00:00Z' }),
      entry('other-branch', { branch: 'fix' }),
      entry('other-repo', { repo: '/elsewhere' }),
      entry('other-kind', { kind: 'task' }),
      entry('closed', { status: 'closed' }),
      entry('superseded', { status: 'superseded' }),
      entry('returned', { status: 'returned' }),
      entry('detached', { branch: null, detached: true }),
    ];
    expect(toSupersede(entries, session, anchor()).map((e) => e.id)).toEqual(['newer', 'old']);
  });

  it('a kind without supersede: same-branch supersedes nothing', () => {
    expect(toSupersede([entry('a', { kind: 'task' })], { name: 'task' }, anchor())).toEqual([]);
  });

  it('from a detached HEAD nothing is superseded: it names no line of work', () => {
    expect(toSupersede([entry('d', { branch: null, detached: true })], session, anchor({ branch: null, detached: true }))).toEqual([]);
  });

  it('outside git: the same folder', () => {
    const here = anchor({ repo: null, branch: null, head: null, headShort: null, cwd: '/work/notes' });
    const entries = [entry('same', { repo: null, branch: null, cwd: '/work/notes' }), entry('other', { repo: null, branch: null, cwd: '/work/else' })];
    expect(toSupersede(entries, session, here).map((e) => e.id)).toEqual(['same']);
  });
});

describe('what a line-of-work brief renders', () => {
  it('inline code holds any one-line text, backticks included', () => {
    expect(inlineCode('npm test')).toBe('`npm test`');
    expect(inlineCode('echo `date`')).toBe('`` echo `date` ``');
    expect(inlineCode('a ``b`` c')).toBe('```a ``b`` c```');
    expect(inlineCode('two\nlines')).toBe('`two lines`');
  });

  it('a resolved commit reads with sha, subject, date and where it stands', () => {
    const c = { sha: 'b'.repeat(40), short: 'bbbbbbb', date: '2026-11-29', subject: 'fix the cache key', ancestor: true, behind: 3 };
    expect(describeCommit(c)).toBe(`\`bbbbbbb\` fix the cache key (2026-11-29; 3 commits before HEAD) — full sha \`${'b'.repeat(40)}\``);
    expect(describeCommit({ ...c, behind: 0 })).toContain('(2026-11-29; HEAD itself)');
    expect(describeCommit({ ...c, ancestor: false, behind: null })).toContain('not an ancestor of HEAD');
    expect(describeCommit(c, 'CI run 512 green')).toMatch(/\n\nCI run 512 green$/);
  });

  it.each([
    ['1a2b3c4', '1a2b3c4', ''],
    ['`1a2b3c4`', '1a2b3c4', ''],
    ['v1.2 — the release that passed', 'v1.2', 'the release that passed'],
    ['main, tests green', 'main', 'tests green'],
    ['unknown', 'unknown', ''],
  ])('splitRevision(%j)', (answer, rev, note) => {
    expect(splitRevision(answer)).toEqual({ rev, note });
  });

  it('the working tree: branch, HEAD and each uncommitted file', () => {
    const text = workingTree(anchor({ dirty: ['src/a.ts'], untracked: ['notes `x`.md'] }));
    expect(text).toContain('In `/r`, branch `main` at `aaaaaaa`');
    expect(text).toContain('- `src/a.ts` (modified)\n- ``notes `x`.md`` (new, untracked)');
    expect(workingTree(anchor())).toContain('No uncommitted work');
    expect(workingTree(anchor({ detached: true, branch: null }))).toContain('a detached HEAD');
  });

  it('the first step opens with the kind text, origin and answers filled in', () => {
    const kind = builtIn('session');
    const lead = firstStepLead(kind, { check: 'npm test' }, anchor())!;
    expect(lead).toContain('branch `main` at `aaaaaaa`');
    expect(lead).toContain('run the check (`npm test`)');
    expect(lead).not.toContain('{{');
    expect(firstStepLead(kind, { check: 'npm run build\nnpm test' }, anchor())).toContain('run the check (the "The check that verifies the state" section above)');
    expect(firstStepLead({ questions: [] }, {}, anchor())).toBeNull();
  });
});

describe('a session brief', () => {
  const kind = builtIn('session');
  const answers = {
    ...emptyBrief(),
    title: 'Parser refactor',
    why: 'The context is past half its window.',
    deliver: 'The parser split into lexer and layout, tests green.',
    fields: { done: 'Lexer split [verified: npm test]', in_progress: 'Layout half moved', next_steps: '1. Move layout\n2. Delete the old parser', check: 'npm test' },
    firstStep: 'Move the layout code into src/layout.ts.',
  };
  const meta = { id: 'session-parser-refactor-k3m9', created: '2026-11-30 10:00 UTC', origin: anchor({ dirty: ['src/parser.ts'] }), returnTemplate: readFileSync(join(promptsDir(), 'pickup.md'), 'utf8'), generated: { working_tree: workingTree(anchor({ dirty: ['src/parser.ts'] })) } };
  const md = renderBrief(kind, answers, meta);

  it('has no return template: the Return section is the one close line', () => {
    const ret = md.slice(md.indexOf('\n## Return\n'));
    expect(ret).toBe('\n## Return\n\nNo return is expected: this brief moves the whole line of work on to you. Once you have verified the state and picked it up, run `handoff close session-parser-refactor-k3m9 --reason "picked up"`.\n');
    expect(md).not.toContain('handoff return');
  });

  it('its First step verifies the state, then goes on with the answer', () => {
    const first = md.slice(md.indexOf('## First step'), md.indexOf('## Return'));
    expect(first).toMatch(/^## First step\n\nVerify the state before you change anything: .*branch `main` at `aaaaaaa`.*run the check \(`npm test`\)/);
    expect(first).toContain('\n\nThen:\n\nMove the layout code into src/layout.ts.\n');
  });

  it('renders its sections in order, leaves the empty optional ones out, and lints clean of errors', () => {
    const headings = [...md.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual(['Why this slice exists', 'What to deliver', 'Done', 'In progress', 'Working tree at handoff', 'Next steps, in order', 'The check that verifies the state', 'First step', 'Return']);
    expect(md).toContain('## Working tree at handoff\n\nIn `/r`, branch `main` at `aaaaaaa`');
    expect(lintDoc(md, { type: 'brief', kind, phrases: [], pathInfo: () => null }).counts.errors).toBe(0);
  });

  it('parses back to the answers it was rendered from: the first step without the opening handoff wrote', () => {
    expect(briefFromDoc(parseDoc(md), kind).answers).toEqual(answers);
    const leadOnly = renderBrief(kind, { ...answers, firstStep: '' }, meta);
    expect(briefFromDoc(parseDoc(leadOnly), kind).answers.firstStep).toBe('');
  });

  it('names each missing required answer with its flag', () => {
    expect(missingRequired(kind, { ...emptyBrief(), title: 't', why: 'w', deliver: 'd', firstStep: 'f' }).map((m) => m.flag)).toEqual([
      '--field done=...', '--field in_progress=...', '--field next_steps=...', '--field check=...',
    ]);
  });
});
