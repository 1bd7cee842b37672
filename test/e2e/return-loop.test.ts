// The whole loop against the built CLI: new -> return -> inbox -> pull (with drift) -> list -> prune,
// and the "done when": two sessions that use only the commands the brief itself prints.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, cleanup, commit, cutBrief, git, gitRepo, json, storeFiles, tempDir, world } from '../helpers/return-cli.js';

afterAll(cleanup);

describe('the whole loop', () => {
  it('new -> return (flags) -> inbox -> pull with drift -> list shows it closed -> prune', () => {
    const w = world();
    const repo = gitRepo();
    const id = cutBrief(w, repo);

    // The side session works in a clone of its own.
    const side = tempDir('handoff-side-');
    git(side, 'clone', '-q', repo, 'work');
    const sideRepo = path.join(side, 'work');
    const ret = w.run(
      ['return', id, '--outcome', 'answered', '--answer', 'split along the macro table', '--finding', 'MACROS is shared by lexer and parser [verified: grep -r MACROS]', '--recommend', 'move MACROS out first', '--evidence', 'branch split-plan', '--no-input', '--json'],
      { cwd: sideRepo },
    );
    expect(ret.code, ret.stderr).toBe(0);
    const rj = json(ret);
    expect(rj).toMatchObject({ id, n: 1, outcome: 'answered', status: 'returned', redactions: [] });
    expect(rj.file).toBe(path.join(w.home, id, 'return-1.md'));
    expect(rj.lint).toMatchObject({ errors: 0, warnings: 0 });
    const record = JSON.parse(readFileSync(path.join(w.home, id, 'return-1.json'), 'utf8'));
    expect(record.anchor.repo).toBe(sideRepo); // the receiving side's anchor
    expect(record.answers.findings).toEqual(['MACROS is shared by lexer and parser [verified: grep -r MACROS]']);

    const inbox = w.run(['inbox', '--json'], { cwd: repo });
    expect(inbox.code).toBe(0);
    expect(json(inbox).inbox).toEqual([expect.objectContaining({ id, kind: 'task', title: 'Split the parser', outcome: 'answered', answer: 'split along the macro table', unpulled: 1 })]);
    const human = w.run(['inbox'], { cwd: repo });
    expect(human.stdout).toContain(id);
    // The tool's line names the outcome; the return's own answer is quoted on a line of its own.
    expect(human.stdout).toMatch(new RegExp(`^${id}  task +\\S+  answered\\n +Split the parser\\n +> split along the macro table\\n`));

    // The origin moves on: a commit that touches the pointed file.
    commit(repo, 'src/app.ts', 'export const app = 2;\n', 'bump app');
    const pull = w.run(['pull', id], { cwd: repo });
    expect(pull.code, pull.stderr).toBe(0);
    expect(pull.stdout).toContain('The following is a report from another session. Weigh it as evidence; verify before acting.');
    expect(pull.stdout).toContain('The parser file is 3000 lines and blocks two other changes');
    expect(pull.stdout).toContain('MACROS is shared by lexer and parser [verified: grep -r MACROS]');
    expect(pull.stdout).toContain('Pointed paths that changed: `src/app.ts`');
    expect(pull.stdout).toContain('1 new commit since');
    expect(pull.stdout).toContain('bump app');
    expect(pull.stderr).toContain('the handoff is closed');
    expect(existsSync(path.join(w.home, id, 'pulled-1.json'))).toBe(true);
    expect(JSON.parse(readFileSync(path.join(w.home, id, 'closed.json'), 'utf8'))).toMatchObject({ reason: 'pulled', pulled: [1] });

    expect(json(w.run(['inbox', '--json'], { cwd: repo })).inbox).toEqual([]);
    expect(json(w.run(['list', '--json'], { cwd: repo })).handoffs).toEqual([]);
    const all = json(w.run(['list', '--status', 'all', '--json'], { cwd: repo }));
    expect(all.handoffs).toEqual([expect.objectContaining({ id, status: 'closed', returns: 1, unpulled: 0 })]);
    expect(w.run(['list', '--status', 'closed'], { cwd: repo }).stdout).toMatch(new RegExp(`^closed\\s+\\S+\\s+${id}\\s+Split the parser \\(1 return\\)`, 'm'));

    // Too young for the default 14 days: kept. Once it was closed 20 days ago: removed.
    expect(json(w.run(['prune', '--json'], { cwd: repo })).removed).toEqual([]);
    const closedFile = path.join(w.home, id, 'closed.json');
    const closed = JSON.parse(readFileSync(closedFile, 'utf8'));
    writeFileSync(closedFile, JSON.stringify({ ...closed, at: new Date(Date.now() - 20 * 86_400_000).toISOString() }));
    const dry = w.run(['prune', '--dry-run'], { cwd: repo });
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain(`would remove  closed`);
    expect(existsSync(path.join(w.home, id))).toBe(true);
    const prune = w.run(['prune', '--json'], { cwd: repo });
    expect(json(prune).removed).toEqual([expect.objectContaining({ id, status: 'closed' })]);
    expect(existsSync(path.join(w.home, id))).toBe(false);
    expect(storeFiles(w.home)).toEqual([]);
  });
});

describe('done when: two sessions, only the commands the brief prints', () => {
  it('session B returns with the Return section\'s command; session A reads it with inbox and pull', () => {
    const w = world();
    const repo = gitRepo();

    // Session A cuts the brief and hands it on the way the tool says: the file it prints.
    const cut = w.run(['new', 'bug', '--title', 'Login test flakes', '--why', 'CI fails one run in ten', '--deliver', 'The root cause, with evidence', '--field', 'observed=login.test.ts times out', '--field', 'expected=it passes every run', '--field', 'reproduce=npm test -- login', '--pointer', 'src/app.ts', '--first-step', 'Run the test 20 times', '--no-input'], { cwd: repo });
    expect(cut.code, cut.stderr).toBe(0);
    const briefPath = /^\s+(\/\S+\/brief\.md)$/m.exec(cut.stderr)![1]!;
    const brief = readFileSync(briefPath, 'utf8');

    // Session B knows nothing but the brief. It takes the command and the shape from the Return section.
    const returnSection = brief.slice(brief.indexOf('## Return'));
    const command = /^ {4}(.+ return \S+ --body FILE)$/m.exec(returnSection)![1]!;
    const shape = /~~~markdown\n([\s\S]*?)~~~/.exec(returnSection)![1]!;
    const filled = shape
      .replace(/^answered \| partial \| blocked \| abandoned — the answer in one line$/m, 'answered — two tests share port 8080')
      .replace(/^- what the brief did not say.*$/m, '- login.test.ts and signup.test.ts both bind 8080 [verified: ran both with --runInBand, no failure]')
      .replace(/^- branch, commits, files, commands$/m, '- npm test -- login --repeat 20');
    const sideDir = tempDir('handoff-sessionb-');
    const file = path.join(sideDir, 'findings.md');
    writeFileSync(file, filled);
    // As written, in another folder, from a shell whose PATH has no handoff and no HANDOFF_HOME.
    const b = spawnSync('sh', ['-c', command.replace('FILE', file)], { cwd: sideDir, env: { PATH: process.env.PATH, HOME: sideDir }, encoding: 'utf8' });
    expect(b.status, b.stderr).toBe(0);
    expect(b.stderr).toContain('Recorded return 1');

    // Session A: the inbox names it; pull prints it.
    const inbox = w.run(['inbox'], { cwd: repo });
    expect(inbox.code).toBe(0);
    const id = inbox.stdout.split(/\s+/)[0]!;
    expect(brief).toContain(`id=${id} `);
    const pull = w.run(['pull', id], { cwd: repo });
    expect(pull.code, pull.stderr).toBe(0);
    expect(pull.stdout).toContain('answered — two tests share port 8080');
    expect(pull.stdout).toContain('both bind 8080 [verified: ran both with --runInBand, no failure]');
    expect(pull.stdout).toContain('CI fails one run in ten');
    expect(pull.stdout).toContain('no drift');
    expect(readdirSync(path.join(w.home, id)).sort()).toEqual(['brief.md', 'closed.json', 'handoff.json', 'pulled-1.json', 'return-1.json', 'return-1.md']);
  });
});

describe('pull details', () => {
  it('--keep marks the returns pulled but leaves the handoff open; a second pull prints them again and closes it', () => {
    const w = world();
    const repo = gitRepo();
    const id = cutBrief(w, repo);
    expect(w.run(['return', id, '--outcome', 'partial', '--answer', 'half', '--finding', 'a finding [unverified]', '--no-input'], { cwd: repo }).code).toBe(0);
    const keep = json(w.run(['pull', id, '--keep', '--json'], { cwd: repo }));
    expect(keep).toMatchObject({ id, status: 'open', pulled: [1], closed: false, reprint: false });
    expect(keep.returns[0]).toMatchObject({ n: 1, outcome: 'partial', answer: 'half' });
    expect(keep.report).toContain('Weigh it as evidence');
    expect(keep.question.why).toContain('3000 lines');
    expect(keep.drift).toMatchObject({ checked: true, drifted: false });
    const again = json(w.run(['pull', id, '--json'], { cwd: repo }));
    expect(again).toMatchObject({ status: 'closed', pulled: [], closed: true, reprint: true });
  });

  it('refuses to pull a handoff with nothing returned (exit 2) and writes nothing', () => {
    const w = world();
    const repo = gitRepo();
    const id = cutBrief(w, repo);
    const before = storeFiles(w.home);
    const r = w.run(['pull', id], { cwd: repo });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('has no return to pull');
    expect(r.stderr).toContain(` return ${id} --body FILE`);
    expect(storeFiles(w.home)).toEqual(before);
  });

  it('keeps a fan-out brief open until every expected return is in', () => {
    const w = world();
    const repo = gitRepo();
    const id = cutBrief(w, repo, ['--expect', '2']);
    expect(w.run(['return', id, '--outcome', 'answered', '--finding', 'one [unverified]', '--no-input'], { cwd: repo }).code).toBe(0);
    const first = w.run(['pull', id, '--json'], { cwd: repo });
    expect(json(first)).toMatchObject({ status: 'open', closed: false, pulled: [1] });
    expect(json(first).report).toContain('1 of 2 expected returns');
    expect(w.run(['return', id, '--outcome', 'answered', '--finding', 'two [unverified]', '--no-input'], { cwd: repo }).code).toBe(0);
    expect(json(w.run(['pull', id, '--json'], { cwd: repo }))).toMatchObject({ status: 'closed', closed: true, pulled: [2] });
  });

  it('reads an edited brief and an edited return back from the markdown', () => {
    const w = world();
    const repo = gitRepo();
    const id = cutBrief(w, repo);
    expect(w.run(['return', id, '--outcome', 'answered', '--finding', 'original finding [unverified]', '--no-input'], { cwd: repo }).code).toBe(0);
    const briefFile = path.join(w.home, id, 'brief.md');
    writeFileSync(briefFile, readFileSync(briefFile, 'utf8').replace('The parser file is 3000 lines and blocks two other changes', 'EDITED: the why after a hand edit'));
    const retFile = path.join(w.home, id, 'return-1.md');
    writeFileSync(retFile, readFileSync(retFile, 'utf8').replace('original finding', 'edited finding'));
    const show = json(w.run(['show', id, '--json'], { cwd: repo }));
    expect(show.brief.sections.find((s: { heading: string }) => s.heading === 'Why this slice exists').text).toBe('EDITED: the why after a hand edit');
    expect(show.record.answers.why).toContain('3000 lines'); // the record is as written; the sections are as edited
    expect(show.returns[0].sections.find((s: { heading: string }) => s.heading === 'Non-obvious findings').text).toBe('- edited finding [unverified]');
    const pull = w.run(['pull', id], { cwd: repo });
    expect(pull.stdout).toContain('EDITED: the why after a hand edit');
    expect(pull.stdout).toContain('edited finding');
  });

  it('prints nothing but the JSON document on stdout with --json', () => {
    const w = world();
    const repo = gitRepo();
    const id = cutBrief(w, repo);
    for (const args of [['return', id, '--outcome', 'abandoned', '--no-input', '--json'], ['inbox', '--json'], ['show', id, '--json'], ['pull', id, '--json'], ['list', '--json'], ['close', id, '--json'], ['prune', '--json']]) {
      const r = w.run(args, { cwd: repo });
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
      expect(() => JSON.parse(r.stdout), args.join(' ')).not.toThrow();
    }
    const help = spawnSync(process.execPath, [CLI, 'return', '--help'], { encoding: 'utf8' });
    expect(help.stdout).toContain('--outcome');
  });
});
