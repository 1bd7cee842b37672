// The session and recovery kinds through the built CLI, as an agent runs them: flags and --body, exit 2
// naming each missing answer, --last-good resolved by git, one open session handoff per repo and branch,
// no return expected (inbox never waits, return refused), and a recovery brief carrying its failing log.

import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, cliEnv, commitAll, freshHome, git, makeRepo, runCli, snapshot, tempDir, writeFiles } from '../helpers/e2e.js';
import { needs } from '../helpers/prereq.js';
import { corpusDir } from '../helpers/corpus.js';

const SESSION_FLAGS = [
  '--title', 'Finish the parser split',
  '--why', 'The context is past half its window and the work does not split.',
  '--deliver', 'The parser split in two, every test passing.',
  '--field', 'done=The scanner moved to src/scan.ts [verified: npm test]',
  '--field', 'in_progress=The matcher is half moved; its imports still point at parser.ts',
  '--field', 'next_steps=1. Finish the matcher\n2. Delete parser.ts',
  '--field', 'check=npm test',
  '--first-step', 'Fix the imports of the matcher.',
];

async function handoff(args: string[], cwd: string, env: NodeJS.ProcessEnv, input?: string) {
  const r = await runCli(args, { cwd, env, input });
  const json = () => JSON.parse(r.stdout);
  return { ...r, json };
}

function repoWithHistory(): { repo: string; good: string } {
  const repo = makeRepo({ 'src/parser.ts': 'export const parse = 1;\n' });
  writeFiles(repo, { 'src/scan.ts': 'export const scan = 1;\n' });
  const good = commitAll(repo, 'move the scanner out');
  writeFiles(repo, { 'src/parser.ts': 'export const parse = 2;\n' });
  commitAll(repo, 'start on the matcher');
  writeFiles(repo, { 'src/parser.ts': 'export const parse = 3;\n', 'notes.md': 'scratch\n' });
  return { repo, good };
}

describe('session: through flags and --body', () => {
  it('missing answers: exit 2 naming each one and its flag; nothing is written', async () => {
    const { repo } = repoWithHistory();
    const home = freshHome();
    const env = cliEnv(home);
    const r = await handoff(['new', 'session', '--no-input', '--json', '--title', 'T', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--field', 'done=x'], repo, env);
    expect(r.code).toBe(2);
    expect(r.json().error.missing.map((m: { flag: string }) => m.flag)).toEqual(['--field in_progress=...', '--field next_steps=...', '--field check=...']);
    expect(r.stderr).toContain('missing required answers: in_progress (What is in progress, and exactly where does it stand?), next_steps (The next steps, in order?), check (');
    expect(r.stderr).toContain('nothing was written');
    expect(snapshot(home)).toEqual({});
  });

  it('flags: a brief that verifies the state first, holds the working tree, and expects no return', async () => {
    const { repo, good } = repoWithHistory();
    const home = freshHome();
    const env = cliEnv(home);
    const head = git(repo, 'rev-parse', '--short', 'HEAD');
    const r = await handoff(['new', 'session', '--no-input', '--json', ...SESSION_FLAGS, '--last-good', good.slice(0, 10), '--field', 'verdict=CI run 512 of the pull request'], repo, env);
    expect(r.code, r.stderr).toBe(0);
    const j = r.json();
    expect(j).toMatchObject({ kind: 'session', status: 'open', returns: false, supersedes: null, superseded: [] });
    const md = readFileSync(j.brief, 'utf8');
    expect(md).toContain('## Done\n\nThe scanner moved to src/scan.ts [verified: npm test]\n');
    expect(md).toContain('## Next steps, in order\n\n1. Finish the matcher\n2. Delete parser.ts\n');
    // The exact state: branch, HEAD and each uncommitted file.
    expect(md).toContain(`## Working tree at handoff\n\nIn \`${repo}\`, branch \`main\` at \`${head}\``);
    expect(md).toContain('- `src/parser.ts` (modified)\n- `notes.md` (new, untracked)\n');
    // --last-good resolved by git: its sha, subject and how far behind HEAD it is.
    expect(md).toContain(`## Last known good commit\n\n\`${good.slice(0, 7)}\` move the scanner out (`);
    expect(md).toMatch(/; 1 commit before HEAD\) — full sha `[0-9a-f]{40}`\n/);
    expect(md).toContain(`full sha \`${good}\``);
    expect(md).toContain('## Latest verdict\n\nCI run 512 of the pull request\n');
    // The first step is always "verify the state", then the answer.
    const first = md.slice(md.indexOf('## First step'), md.indexOf('## Return'));
    expect(first).toContain(`must show branch \`main\` at \`${head}\``);
    expect(first).toContain('run the check (`npm test`)');
    expect(first).toContain('Then:\n\nFix the imports of the matcher.\n');
    // No return template: one line saying how to close it once picked up.
    expect(md.slice(md.indexOf('## Return'))).toBe(`## Return\n\nNo return is expected: this brief moves the whole line of work on to you. Once you have verified the state and picked it up, run \`HANDOFF_HOME=${env.HANDOFF_HOME} node ${CLI} close ${j.id} --reason "picked up"\`.\n`); // runs from any folder
    expect(md).not.toContain('handoff return');
    expect(JSON.parse(readFileSync(j.json, 'utf8'))).toMatchObject({ kind: 'session', returns: false });
    // The person is told it expects no return.
    const human = await handoff(['new', 'session', '--no-input', ...SESSION_FLAGS, '--title', 'Another'], repo, env);
    expect(human.stderr).toMatch(/It expects no return: the new session closes it with .* close session-another-/);
    expect(human.stderr).not.toContain('handoff pull');
  });

  it('--body: the sections by heading, flags on top', async () => {
    const { repo } = repoWithHistory();
    const home = freshHome();
    const body = join(tempDir(), 'session.md');
    writeFileSync(
      body,
      [
        '# Finish the parser split',
        '## Why this slice exists', 'The context is full.',
        '## What to deliver', 'The split, tests green.',
        '## Done', '- the scanner [verified: npm test]',
        '## In progress', 'the matcher',
        '## Next steps, in order', '1. finish the matcher', '2. delete parser.ts',
        '## Blockers', 'none',
        '## Open risks', 'other branches import parser.ts',
        '## The check that verifies the state', 'npm test',
        '## First step', 'Fix the imports.',
        '',
      ].join('\n\n'),
    );
    const r = await handoff(['new', 'session', '--no-input', '--json', '--body', body, '--field', 'check=npm run ci'], repo, cliEnv(home));
    expect(r.code, r.stderr).toBe(0);
    const md = readFileSync(r.json().brief, 'utf8');
    expect(md).toContain('## Open risks\n\nother branches import parser.ts\n');
    expect(md).toContain('## The check that verifies the state\n\nnpm run ci\n');
    expect(md).toContain('run the check (`npm run ci`)');
    expect(r.json().lint.errors).toBe(0);
    // Headings as people write them in "next session" notes land in the session's sections, not in First step.
    writeFileSync(body, '# T\n\n## Why\n\nw\n\n## Deliver\n\nd\n\n## Done\n\nx\n\n## In progress\n\ny\n\n## Next steps\n\n1. a\n2. b\n\n## Check\n\nmake test\n\n## First step\n\nf\n');
    const natural = await handoff(['new', 'session', '--no-input', '--json', '--body', body], repo, cliEnv(home));
    expect(natural.code, natural.stderr).toBe(0);
    const nmd = readFileSync(natural.json().brief, 'utf8');
    expect(nmd).toContain('## Next steps, in order\n\n1. a\n2. b\n');
    expect(nmd).toContain('## The check that verifies the state\n\nmake test\n');
    expect(nmd).toContain('Then:\n\nf\n');
    // Without the required sections, exit 2 names them.
    writeFileSync(body, '# T\n\n## Why\n\nw\n\n## What to deliver\n\nd\n\n## First step\n\nf\n');
    const bad = await handoff(['new', 'session', '--no-input', '--json', '--body', body], repo, cliEnv(home));
    expect(bad.code).toBe(2);
    expect(bad.json().error.missing.map((m: { flag: string }) => m.flag)).toEqual(['--field done=...', '--field in_progress=...', '--field next_steps=...', '--field check=...']);
  });

  it('--last-good: a revision git does not know, or a kind without the question, is exit 2 with nothing written', async () => {
    const { repo } = repoWithHistory();
    const home = freshHome();
    const env = cliEnv(home);
    const bad = await handoff(['new', 'session', '--no-input', ...SESSION_FLAGS, '--last-good', 'no-such-rev'], repo, env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(`handoff: --last-good: git knows no commit "no-such-rev" in ${repo}`);
    const option = await handoff(['new', 'session', '--no-input', ...SESSION_FLAGS, '--last-good', '--help'], repo, env);
    expect(option.code).toBe(2); // an option-looking revision never reaches git as an option
    const task = await handoff(['new', 'task', '--no-input', '--title', 't', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--last-good', 'HEAD'], repo, env);
    expect(task.code).toBe(2);
    expect(task.stderr).toContain('--last-good: the task kind has no last known good commit to fill');
    // One word that is no revision, given as the answer: refused too; a sentence is kept as written.
    const word = await handoff(['new', 'session', '--no-input', ...SESSION_FLAGS, '--field', 'last_good=deadbeef1'], repo, env);
    expect(word.code).toBe(2);
    expect(word.stderr).toContain('--field last_good: git knows no commit "deadbeef1"');
    expect(snapshot(home)).toEqual({});
    const sentence = await handoff(['new', 'session', '--no-input', '--json', ...SESSION_FLAGS, '--field', 'last_good=unknown: CI has been red since Monday'], repo, env);
    expect(sentence.code, sentence.stderr).toBe(0);
    expect(readFileSync(sentence.json().brief, 'utf8')).toContain('## Last known good commit\n\nunknown: CI has been red since Monday\n');
  });
});

describe('session: real "next session" notes as the body', () => {
  // The corpus's hand-written next-session documents, read at test time: their own headings for done, in
  // progress, next steps, risks and the test baseline land in the session's sections (kind question aliases).
  needs('corpus').it('their sections land in Done, In progress, Next steps, Open risks and Latest verdict', async () => {
    const doc = join(corpusDir(), '23-agent-relay-lead-session-handoff.md');
    const repo = makeRepo();
    const home = freshHome();
    const r = await handoff(['new', 'session', '--no-input', '--json', '--body', doc, '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--field', 'check=npm test'], repo, cliEnv(home));
    expect(r.code, r.stderr).toBe(0);
    const fields = JSON.parse(readFileSync(r.json().json, 'utf8')).answers.fields as Record<string, string>;
    for (const name of ['done', 'in_progress', 'next_steps', 'risks', 'verdict']) expect(fields[name], name).toMatch(/\S/);
    expect(r.stderr).toMatch(/-> Done\n[\s\S]*-> In progress\n[\s\S]*-> Latest verdict\n[\s\S]*-> Open risks\n[\s\S]*-> Next steps, in order\n/);
    const md = readFileSync(r.json().brief, 'utf8');
    // What the first step opens with stays the tool's, whatever the notes said.
    expect(md.slice(md.indexOf('## First step'))).toMatch(/^## First step\n\nVerify the state before you change anything/);
  });
});

describe('session: drafted from the agent session (--session)', () => {
  it('done from what the session did, failed commands as dead ends; the next steps still asked of an agent', async () => {
    const repo = makeRepo({ 'src/login.ts': 'export const login = 1;\n', 'test/login.retry.test.ts': 'x\n' });
    const home = freshHome();
    const env = cliEnv(home);
    const transcript = join(tempDir('handoff-tr-'), 'claude-basic.jsonl');
    writeFileSync(transcript, readFileSync(new URL('../fixtures/sessions/claude-basic.jsonl', import.meta.url), 'utf8').replaceAll('{{cwd}}', realpathSync(repo)));
    const base = ['new', 'session', '--session', transcript, '--no-input', '--json', '-t', 'Login flakes', '--why', 'w', '--deliver', 'd', '--field', 'in_progress=the retry', '--field', 'check=npm test', '--first-step', 'f'];
    // Done comes from the transcript; the next steps are a person's (or the agent's) to say.
    const missing = await handoff(base, repo, env);
    expect(missing.code).toBe(2);
    expect(missing.json().error.missing.map((m: { flag: string }) => m.flag)).toEqual(['--field next_steps=...']);
    const r = await handoff([...base, '--field', 'next_steps=1. make the retry idempotent'], repo, env);
    expect(r.code, r.stderr).toBe(0);
    const md = readFileSync(r.json().brief, 'utf8');
    const done = md.slice(md.indexOf('## Done'), md.indexOf('## In progress'));
    expect(done).toContain('Drafted from the Claude Code session 7f3c2a1e');
    // The draft's account of the session is under Done, not repeated as Context.
    expect(md).not.toContain('## Context');
    expect(md.slice(md.indexOf('## Dead ends'))).toContain('`npm test -- login` failed (exit 1); its last lines:');
    expect(md).not.toContain('hunter2secret');
  });
});

describe('session: one open handoff per repo and branch', () => {
  it('a new one supersedes the open one of the same branch, links it, and show latest --kind session is the current one', async () => {
    const { repo } = repoWithHistory();
    const home = freshHome();
    const env = cliEnv(home);
    const first = (await handoff(['new', 'session', '--no-input', '--json', ...SESSION_FLAGS, '--title', 'Generation one'], repo, env)).json();
    const r = await handoff(['new', 'session', '--no-input', '--json', ...SESSION_FLAGS, '--title', 'Generation two'], repo, env);
    expect(r.code, r.stderr).toBe(0);
    // A task after it: the newest of all, but not a session.
    const task = await handoff(['new', 'task', '--no-input', '--json', '--title', 'Side task', '--why', 'w', '--deliver', 'd', '--first-step', 'f'], repo, env);
    expect(task.code).toBe(0);
    const second = r.json();
    expect(second).toMatchObject({ supersedes: first.id, superseded: [first.id] });
    // The previous generation is kept, marked superseded, and linked both ways.
    const old = JSON.parse(readFileSync(join(home, first.id, 'superseded.json'), 'utf8'));
    expect(old).toMatchObject({ by: second.id, reason: 'a newer session handoff of the same repo and branch' });
    expect(readFileSync(join(home, first.id, 'brief.md'), 'utf8')).toContain('# Generation one');
    expect(JSON.parse(readFileSync(second.json, 'utf8')).supersedes).toBe(first.id);
    expect(readFileSync(second.brief, 'utf8')).toContain(`**Supersedes:** \`${first.id}\``);
    const list = (await handoff(['list', '--status', 'all', '--json'], repo, env)).json();
    const status = Object.fromEntries(list.handoffs.map((h: { id: string; status: string }) => [h.id, h.status]));
    expect(status[first.id]).toBe('superseded');
    expect(status[second.id]).toBe('open');
    expect(status[task.json().id]).toBe('open'); // another kind is never superseded
    // The task is the newest handoff; latest --kind session is the current session brief.
    expect((await handoff(['show', 'latest', '--json'], repo, env)).json().id).toBe(task.json().id);
    const current = await handoff(['show', 'latest', '--kind', 'session', '--json'], repo, env);
    expect(current.code).toBe(0);
    expect(current.json()).toMatchObject({ id: second.id, status: 'open' });
    const showOld = await handoff(['show', first.id], repo, env);
    expect(showOld.stdout).toContain(`Superseded by: ${second.id}`);
    // --kind refuses what is not of that kind.
    const none = await handoff(['show', 'latest', '--kind', 'recovery'], repo, env);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('there are no recovery handoffs');
    const other = await handoff(['show', task.json().id, '--kind', 'session'], repo, env);
    expect(other.code).toBe(2);
  });

  it('two written at the same time on one branch: exactly one stays open, the newest', async () => {
    const { repo } = repoWithHistory();
    const home = freshHome();
    const env = cliEnv(home);
    const old = (await handoff(['new', 'session', '--no-input', '--json', ...SESSION_FLAGS, '--title', 'Old'], repo, env)).json();
    const runs = await Promise.all([1, 2, 3].map((n) => handoff(['new', 'session', '--no-input', '--json', ...SESSION_FLAGS, '--title', `Racer ${n}`], repo, env)));
    for (const r of runs) expect(r.code, r.stderr).toBe(0);
    const list = (await handoff(['list', '--status', 'all', '--json'], repo, env)).json().handoffs as { id: string; status: string; created: string }[];
    const open = list.filter((h) => h.status === 'open');
    expect(open).toHaveLength(1);
    expect(list.find((h) => h.id === old.id)!.status).toBe('superseded');
    // The one left open is the newest, and every other names it or an older racer as what superseded it.
    const newest = [...list].sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : a.id < b.id ? 1 : -1))[0]!;
    expect(open[0]!.id).toBe(newest.id);
  });

  it('on another branch both stay open', async () => {
    const { repo } = repoWithHistory();
    const home = freshHome();
    const env = cliEnv(home);
    const onMain = (await handoff(['new', 'session', '--no-input', '--json', ...SESSION_FLAGS], repo, env)).json();
    git(repo, 'checkout', '-q', '-b', 'feature');
    const onFeature = await handoff(['new', 'session', '--no-input', '--json', ...SESSION_FLAGS], repo, env);
    expect(onFeature.code).toBe(0);
    expect(onFeature.json()).toMatchObject({ supersedes: null, superseded: [] });
    const list = (await handoff(['list', '--json'], repo, env)).json();
    expect(list.handoffs.map((h: { id: string }) => h.id).sort()).toEqual([onMain.id, onFeature.json().id].sort());
    expect(list.handoffs.every((h: { status: string }) => h.status === 'open')).toBe(true);
    // A detached HEAD names no line of work: nothing is superseded, and it says so.
    git(repo, 'checkout', '-q', '--detach');
    const detached = await handoff(['new', 'session', '--no-input', '--json', ...SESSION_FLAGS], repo, env);
    expect(detached.json()).toMatchObject({ supersedes: null, superseded: [] });
    expect(detached.stderr).toContain('a detached HEAD names no branch, so no open session handoff is superseded');
    const again = await handoff(['new', 'session', '--no-input', '--json', ...SESSION_FLAGS], repo, env);
    expect(again.json().superseded).toEqual([]);
  });
});

describe('session: no return is expected', () => {
  it('return is refused, inbox never lists it (even with a return file put in by hand), close finishes it', async () => {
    const { repo } = repoWithHistory();
    const home = freshHome();
    const env = cliEnv(home);
    const { id } = (await handoff(['new', 'session', '--no-input', '--json', ...SESSION_FLAGS], repo, env)).json();
    const before = snapshot(home);
    const ret = await handoff(['return', id, '--no-input', '--outcome', 'answered', '--answer', 'x', '--finding', 'y [unverified]'], repo, env);
    expect(ret.code).toBe(2);
    expect(ret.stderr).toContain(`handoff ${id} is a session handoff: it expects no return; nothing was written`);
    expect(ret.stderr).toContain(` close ${id} --reason "picked up"`); // the command names the store: it runs from any folder
    expect(snapshot(home)).toEqual(before);
    // A return that got there anyway (written by hand, or by an older handoff) is never waited on.
    const recovery = await handoff(['new', 'recovery', '--no-input', '--json', '--title', 'Crash', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--field', 'running=r', '--field', 'command=c', '--field', 'exit_status=1', '--field', 'failure=f', '--field', 'state=s'], repo, env);
    const rid = recovery.json().id;
    expect((await handoff(['return', rid, '--no-input', '--outcome', 'answered', '--answer', 'fixed', '--finding', 'the disk was full [verified: df]'], repo, env)).code).toBe(0);
    for (const f of ['return-1.json', 'return-1.md']) writeFileSync(join(home, id, f), readFileSync(join(home, rid, f), 'utf8').split(rid).join(id));
    const inbox = await handoff(['inbox', '--json'], repo, env);
    expect(inbox.json().inbox.map((i: { id: string }) => i.id)).toEqual([rid]);
    expect((await handoff(['inbox', '--all', '--json'], repo, env)).json().inbox.map((i: { id: string }) => i.id)).toEqual([rid]);
    const pull = await handoff(['pull', id], repo, env);
    expect(pull.code).toBe(2);
    expect(pull.stderr).toContain(`handoff ${id} is a session handoff: it expects no return, so there is nothing to pull`);
    const close = await handoff(['close', id, '--reason', 'picked up', '--json'], repo, env);
    expect(close.code).toBe(0);
    expect(close.json()).toMatchObject({ closed: true, status: 'closed', reason: 'picked up' });
  });
});

describe('session: where the work goes on', () => {
  it("Where to work says to go on on the origin's branch; its restore lines bring the uncommitted work back in another clone", async () => {
    const { repo } = repoWithHistory();
    const home = freshHome();
    const env = cliEnv(home);
    const r = await handoff(['new', 'session', '--no-input', '--json', ...SESSION_FLAGS], repo, env);
    expect(r.code, r.stderr).toBe(0);
    const md = readFileSync(r.json().brief, 'utf8');
    const where = md.slice(md.indexOf('## Where to work'), md.indexOf('## Return'));
    expect(where).toContain(`Carry the work on where the origin left it: in its working tree (\`${repo}\`), on the branch \`main\``);
    expect(where).not.toContain('handoff/session-'); // no branch of its own
    // The lines as the brief writes them, run in a fresh clone: the uncommitted work comes back, uncommitted.
    const fetch = /fetch it first: `(git fetch .+?)`\./.exec(where)![1]!;
    const restore = /```sh\n(git switch .+)\n```/.exec(where)![1]!;
    const clone = join(tempDir('handoff-clone-'), 'clone');
    git(tempDir(), 'clone', '-q', repo, clone);
    for (const line of [fetch, restore]) {
      const run = spawnSync('sh', ['-c', line], { cwd: clone, env, encoding: 'utf8' });
      expect(run.status, `${line}\n${run.stderr}`).toBe(0);
    }
    expect(readFileSync(join(clone, 'src/parser.ts'), 'utf8')).toBe('export const parse = 3;\n');
    expect(git(clone, 'diff', '--cached', '--name-only')).toBe(''); // nothing staged, nothing committed
    expect(git(clone, 'diff', '--name-only')).toBe('src/parser.ts');
    expect(git(clone, 'ls-files', '--others', '--exclude-standard')).toBe('notes.md');
    expect(git(clone, 'rev-parse', 'HEAD')).toBe(git(repo, 'rev-parse', 'HEAD'));
  });

  it("close works from another worktree of the repo: the brief's own close line, run there as written", async () => {
    const { repo } = repoWithHistory();
    const env = cliEnv(freshHome(), { TMPDIR: tempDir('handoff-tmp-') });
    delete env.HANDOFF_HOME; // the repo's own store, in git's common directory
    expect((await handoff(['init'], repo, env)).code).toBe(0);
    const made = await handoff(['new', 'session', '--no-input', '--json', ...SESSION_FLAGS], repo, env);
    expect(made.code, made.stderr).toBe(0);
    const { id, brief } = made.json();
    const wt = join(tempDir('handoff-wt-'), 'next');
    git(repo, 'worktree', 'add', '-q', '-b', 'next', wt);
    const close = /run `(.+ close .+?)`\.\n$/.exec(readFileSync(brief, 'utf8'))![1]!;
    expect(close).toContain(` close ${id} --reason "picked up"`);
    const run = spawnSync('sh', ['-c', close], { cwd: wt, env, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain(`Closed ${id} (picked up)`);
    const shown = await handoff(['show', id, '--json'], repo, env);
    expect(shown.json().status).toBe('closed');
  });
});

describe('recovery', () => {
  const failingLog = () => {
    const lines = Array.from({ length: 300 }, (_, i) => `batch ${i + 1} imported`);
    lines.push('Traceback (most recent call last):', '  File "import.py", line 88, in <module>', 'MemoryError: cannot allocate 2.0 GiB', 'import failed: exit status 137');
    const file = join(tempDir(), 'import.log');
    writeFileSync(file, lines.join('\n') + '\n');
    return file;
  };
  const FLAGS = [
    '--title', 'Nightly import crashed',
    '--why', 'The nightly import died and the morning reports depend on it.',
    '--deliver', 'The import finished, and the cause named with evidence.',
    '--field', 'running=The nightly import, two hours in',
    '--field', 'command=python import.py --night 2026-11-29',
    '--field', 'exit_status=137 (SIGKILL)',
    '--field', 'failure=Killed while reading batch 301',
    '--field', 'state=Batches 1-300 written; 301 half written in staging',
    '--dead-end', 'Rerunning as it was — killed again at batch 301',
    '--first-step', 'Empty the staging rows of batch 301 and rerun from there with more memory.',
  ];

  it('with an attached failing log: the failure lines, the last good commit, and a return expected', async () => {
    const { repo, good } = repoWithHistory();
    const home = freshHome();
    const env = cliEnv(home);
    const log = failingLog();
    const r = await handoff(['new', 'recovery', '--no-input', '--json', ...FLAGS, '--attach', log, '--tail', '20', '--last-good', good], repo, env);
    expect(r.code, r.stderr).toBe(0);
    const md = readFileSync(r.json().brief, 'utf8');
    for (const piece of [
      '## What was running\n\nThe nightly import, two hours in\n',
      '## Failed command\n\npython import.py --night 2026-11-29\n',
      '## How it ended\n\n137 (SIGKILL)\n',
      '## State at the failure\n\nBatches 1-300 written; 301 half written in staging\n',
      `## Last known good commit\n\n\`${good.slice(0, 7)}\` move the scanner out (`,
      '## Dead ends\n\n- Rerunning as it was — killed again at batch 301\n',
      'MemoryError: cannot allocate 2.0 GiB\nimport failed: exit status 137\n',
    ]) {
      expect(md).toContain(piece);
    }
    expect(md).not.toContain('batch 1 imported\n'); // trimmed to its tail
    expect(md.indexOf('## Attached evidence')).toBeLessThan(md.indexOf('## First step'));
    // It expects a return like the slice kinds.
    expect(md).toContain(` return ${r.json().id} --body FILE`);
    expect(r.json().returns).toBe(true);
  });

  it('missing answers: exit 2 naming each, through --body too', async () => {
    const { repo } = repoWithHistory();
    const home = freshHome();
    const r = await handoff(['new', 'recovery', '--no-input', '--json', '--title', 't', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--field', 'command=make'], repo, cliEnv(home));
    expect(r.code).toBe(2);
    expect(r.json().error.missing.map((m: { flag: string }) => m.flag)).toEqual(['--field running=...', '--field exit_status=...', '--field failure=...', '--field state=...']);
    const dir = tempDir();
    mkdirSync(dir, { recursive: true });
    const body = join(dir, 'b.md');
    writeFileSync(body, '# Crash\n\n## Why\n\nw\n\n## What to deliver\n\nd\n\n## What was running\n\nthe build\n\n## Failed command\n\nmake\n\n## How it ended\n\n2\n\n## How it failed\n\nlinker error\n\n## State at the failure\n\nhalf built\n\n## First step\n\nf\n');
    const ok = await handoff(['new', 'recovery', '--no-input', '--json', '--body', body], repo, cliEnv(home));
    expect(ok.code, ok.stderr).toBe(0);
    expect(readFileSync(ok.json().brief, 'utf8')).toContain('## How it failed\n\nlinker error\n');
  });
});

describe('kinds and prompt say how session and recovery move on', () => {
  it('kinds --json carries the flags; prompt session names them', async () => {
    const cwd = makeRepo();
    const env = cliEnv(freshHome());
    const kinds = (await handoff(['kinds', '--json'], cwd, env)).json().kinds;
    expect(kinds.find((k: { name: string }) => k.name === 'session')).toMatchObject({ returns: false, supersede: 'same-branch', firstStep: expect.stringMatching(/^Verify the state/) });
    expect(kinds.find((k: { name: string }) => k.name === 'recovery')).toMatchObject({ returns: true, supersede: 'never', firstStep: null });
    const human = await handoff(['kinds'], cwd, env);
    expect(human.stdout).toMatch(/session\s+Context past about half its window.*\n.*session\.md\n\s+no return: closed once picked up; a new one supersedes the open one of the branch\n/);
    const prompt = await handoff(['prompt', 'session'], cwd, env);
    expect(prompt.stdout).toContain('It expects no return');
    expect(prompt.stdout).toContain('--last-good REV');
    // The command names the store (HANDOFF_HOME here) and this installation (not on PATH here).
    expect(prompt.stdout).toMatch(/`HANDOFF_HOME=\S+ \S*node \S+\/dist\/cli\.js show latest --kind session` is the current one/);
  });
});
