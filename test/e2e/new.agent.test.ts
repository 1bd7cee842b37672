// `handoff new` the way an origin agent calls it: flags and --body, --no-input --json, against the built CLI.

import { readFileSync, statSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, cliEnv, commitAll, freshHome, git, makeRepo, runCli, tempDir, writeFiles, storeEntries } from '../helpers/e2e.js';

const JSON_KEYS = ['id', 'kind', 'title', 'status', 'dir', 'brief', 'json', 'lint', 'redactions', 'copied'];

const COMMON = ['--why', 'The login test fails one run in five on CI.', '--deliver', 'The root cause, with a fix or a failing test that pins it.', '--first-step', 'Run npm test -- login ten times.'];

const KIND_ARGS: Record<string, string[]> = {
  prototype: ['--field', 'question=Can marked stream a 1 MiB document?', '--field', 'settles=Under 50 ms on CI hardware.', '--field', 'throwaway=keep'],
  bug: ['--field', 'observed=ETIMEDOUT after 5 s', '--field', 'expected=It logs in within 1 s', '--field', 'reproduce=npm test -- login', '--field', 'evidence=Error: ETIMEDOUT at login.ts:40'],
  review: ['--field', 'claims=No behaviour change for existing callers.', '--field', 'focus=The error paths.'],
  task: ['--field', 'constraints=Node 20 only.'],
};

const KIND_SECTIONS: Record<string, string[]> = {
  prototype: ['## The question\n\nCan marked stream a 1 MiB document?', '## Evidence that settles it\n\nUnder 50 ms on CI hardware.', '## Throwaway or keep\n\nkeep'],
  bug: ['## Observed\n\nETIMEDOUT after 5 s', '## Expected\n\nIt logs in within 1 s', '## How to reproduce\n\nnpm test -- login', '## Evidence\n\nError: ETIMEDOUT at login.ts:40'],
  review: ['## Claims to try to break\n\nNo behaviour change for existing callers.', '## Focus\n\nThe error paths.', '## How to review\n\nVerify every claim against the code'],
  task: ['## Constraints to respect\n\nNode 20 only.'],
};

async function newJson(cwd: string, home: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}) {
  const r = await runCli(['new', ...args, '--no-input', '--json'], { cwd, env: cliEnv(home, extraEnv) });
  return { ...r, json: r.code === 0 || r.stdout.trim().startsWith('{') ? JSON.parse(r.stdout) : undefined };
}

describe('the agent path for each built-in kind', () => {
  it.each(['prototype', 'bug', 'review', 'task'])('%s: one --no-input --json call writes a complete brief', async (kind) => {
    const repo = makeRepo({ 'src/login.ts': 'export const login = () => 1;\n' });
    const home = freshHome();
    const r = await newJson(repo, home, [kind, '--title', `A ${kind} slice`, ...COMMON, ...KIND_ARGS[kind]!, '--pointer', 'src/login.ts — the code under test', '--decided', 'Keep the API — callers depend on it', '--dead-end', 'Retrying — still fails', '--out-of-scope', 'Refactoring login']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe('');

    // stdout is one JSON document with the contract's shape.
    const j = r.json;
    expect(Object.keys(j)).toEqual(expect.arrayContaining(JSON_KEYS));
    expect(Object.keys(j).filter((k) => !JSON_KEYS.includes(k))).toEqual(['supersedes', 'superseded', 'returns', 'attachments', 'snapshot', 'share', 'warnings']);
    expect(j).toMatchObject({ snapshot: null, share: null, warnings: [] }); // a clean tree, not shared, nothing to warn of
    expect(j.id).toMatch(new RegExp(`^${kind}-a-${kind}-slice-[a-km-np-z2-9]{4}$`));
    expect(j).toMatchObject({ kind, title: `A ${kind} slice`, status: 'open', dir: join(home, j.id), brief: join(home, j.id, 'brief.md'), json: join(home, j.id, 'handoff.json'), redactions: [], copied: false, supersedes: null, superseded: [], returns: true });
    expect(j.lint).toEqual({ errors: 0, warnings: 0, findings: [] });

    // The store holds exactly that handoff.
    expect(storeEntries(home)).toEqual([j.id]);
    expect(readdirSync(j.dir).sort()).toEqual(['brief.md', 'handoff.json']);

    const md = readFileSync(j.brief, 'utf8');
    const lines = md.split('\n');
    expect(lines[0]).toBe(`# A ${kind} slice`);
    expect(md).toContain(`<!-- handoff:brief id=${j.id} kind=${kind} -->`);
    expect(md).toContain(`**Handoff brief** \`${j.id}\` · ${kind} · `);
    expect(md).toMatch(new RegExp(`\\*\\*Origin:\\*\\* \`${repo}\` on \`main\` @ \`${git(repo, 'rev-parse', '--short', 'HEAD')}\``));
    expect(md).toContain('> You start fresh');
    const order = ['## Why this slice exists\n\nThe login test fails one run in five on CI.', '## What to deliver\n\nThe root cause', ...KIND_SECTIONS[kind]!, '## Already decided\n\n- Keep the API — callers depend on it', '## Dead ends\n\n- Retrying — still fails', '## Pointers\n\n- src/login.ts — the code under test', '## Out of scope\n\n- Refactoring login', '## First step\n\nRun npm test -- login ten times.', '## Return\n\n'];
    let at = -1;
    for (const piece of order) {
      const i = md.indexOf(piece);
      expect(i, `${piece} in order`).toBeGreaterThan(at);
      at = i;
    }
    // The command runs from any folder: it names this store and this installation (handoff is not on PATH here).
    expect(md).toContain(`HANDOFF_HOME=${home} node ${CLI} return ${j.id} --body FILE`);
    expect(md).toContain('they run it with `--paste`.');
    expect(md).not.toMatch(/\{\{/);

    const rec = JSON.parse(readFileSync(j.json, 'utf8'));
    expect(rec).toMatchObject({ schema: 1, id: j.id, kind, title: `A ${kind} slice`, to: [], lint: { errors: 0, warnings: 0 }, redactions: [] });
    expect(rec.created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(rec.origin).toMatchObject({ repo, branch: 'main', detached: false, head: git(repo, 'rev-parse', 'HEAD'), dirty: [], untracked: [] });
    expect(rec.answers).toMatchObject({ title: `A ${kind} slice`, why: 'The login test fails one run in five on CI.', firstStep: 'Run npm test -- login ten times.', pointers: ['src/login.ts — the code under test'] });
  });

  it('review: the brief embeds the changed files with line counts and names its default range', async () => {
    const repo = makeRepo({ 'src/a.ts': 'one\ntwo\nthree\n', 'src/gone.ts': 'bye\n' });
    git(repo, 'switch', '-q', '-c', 'feature');
    writeFiles(repo, { 'src/a.ts': 'one\n2\nthree\nfour\n', 'src/b.ts': 'new\nfile\n' });
    git(repo, 'rm', '-q', 'src/gone.ts');
    commitAll(repo, 'feature work');
    const base = git(repo, 'merge-base', 'main', 'HEAD').slice(0, 7);
    writeFiles(repo, { 'src/b.ts': 'new\nfile\nedited\n', 'notes.txt': 'a\nb\nc\nd\ne\n' });
    const home = freshHome();
    const r = await newJson(repo, home, ['review', '-t', 'Review the feature', ...COMMON, '--field', 'claims=Nothing breaks.']);
    expect(r.code, r.stderr).toBe(0);
    const md = readFileSync(r.json.brief, 'utf8');
    expect(md).toContain(`## What to review\n\nmain...HEAD (merge-base ${base}) plus uncommitted and untracked changes`);
    expect(md).toContain(
      ['## Changed files', '', '4 files, 12 lines changed:', '', '- `notes.txt` (+5 −0, untracked)', '- `src/a.ts` (+2 −1)', '- `src/b.ts` (+3 −0, added)', '- `src/gone.ts` (+0 −1, deleted)'].join('\n'),
    );
    expect(md).toMatch(/Verify every claim against the code and by running it, not against this brief\. Return findings by severity: blocker .* major .* minor, nit\. Give each a location \(`path:line`\)/);
    // The default range is recorded with the answers.
    expect(JSON.parse(readFileSync(r.json.json, 'utf8')).answers.fields.range).toBe(`main...HEAD (merge-base ${base}) plus uncommitted and untracked changes`);
  });

  it('review: --field range picks the commits to review; a range git does not know is a usage error', async () => {
    const repo = makeRepo({ 'a.txt': '1\n' });
    writeFiles(repo, { 'a.txt': '1\n2\n', 'b.txt': 'b\n' });
    commitAll(repo, 'second');
    const home = freshHome();
    const r = await newJson(repo, home, ['review', '-t', 'Last commit', ...COMMON, '--field', 'claims=c', '--field', 'range=HEAD~1..HEAD']);
    expect(r.code, r.stderr).toBe(0);
    const md = readFileSync(r.json.brief, 'utf8');
    expect(md).toContain('## What to review\n\nHEAD~1..HEAD\n');
    expect(md).toContain('2 files, 2 lines changed:\n\n- `a.txt` (+1 −0)\n- `b.txt` (+1 −0, added)');

    const bad = await newJson(repo, home, ['review', '-t', 'Bad', ...COMMON, '--field', 'claims=c', '--field', 'range=nope..HEAD']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('handoff: cannot list the changes to review: unknown revision or range: nope..HEAD');
    expect(bad.stderr).toContain('give a revision range git understands, e.g. --field range=main..HEAD');
    expect(storeEntries(home)).toEqual([r.json.id]);
  });

  it('the origin anchor lists dirty and untracked files, and a detached HEAD', async () => {
    const repo = makeRepo({ 'a.txt': '1\n' });
    writeFiles(repo, { 'a.txt': '2\n', 'new.txt': 'n\n' });
    git(repo, 'checkout', '-q', '--detach');
    const home = freshHome();
    const r = await newJson(repo, home, ['task', '-t', 'Anchor', ...COMMON]);
    expect(r.code, r.stderr).toBe(0);
    const md = readFileSync(r.json.brief, 'utf8');
    expect(md).toContain(`**Origin:** \`${repo}\` on detached HEAD @ \`${git(repo, 'rev-parse', '--short', 'HEAD')}\`; uncommitted: \`a.txt\`, \`new.txt\` (new)`);
    expect(JSON.parse(readFileSync(r.json.json, 'utf8')).origin).toMatchObject({ branch: null, detached: true, dirty: ['a.txt'], untracked: ['new.txt'] });
  });

  it('a subfolder of the repo anchors to the repo root', async () => {
    const repo = makeRepo({ 'pkg/sub/x.ts': 'x\n' });
    const home = freshHome();
    const r = await newJson(join(repo, 'pkg', 'sub'), home, ['task', '-t', 'Sub', ...COMMON, '--pointer', 'pkg/sub/x.ts']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.json.lint.findings).toEqual([]);
    expect(JSON.parse(readFileSync(r.json.json, 'utf8')).origin).toMatchObject({ repo, cwd: join(repo, 'pkg', 'sub') });
  });
});

describe('modes', () => {
  it('the store folder and each handoff folder are 0700, files 0600', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const r = await runCli(['new', 'task', '-t', 'Modes', ...COMMON, '--no-input', '--json'], { cwd: repo, env: cliEnv(home) });
    expect(r.code, r.stderr).toBe(0);
    const id = JSON.parse(r.stdout).id;
    expect(statSync(home).mode & 0o777).toBe(0o700);
    expect(statSync(join(home, id)).mode & 0o777).toBe(0o700);
    for (const f of readdirSync(join(home, id))) expect(statSync(join(home, id, f)).mode & 0o777, f).toBe(0o600);
  });

  it('under umask 000 too (sh -c "umask 000; exec node dist/cli.js ...")', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const { spawnSync } = await import('node:child_process');
    const { CLI } = await import('../helpers/e2e.js');
    const r = spawnSync('/bin/sh', ['-c', 'umask 000; exec "$0" "$@"', process.execPath, CLI, 'new', 'task', '-t', 'Umask', ...COMMON, '--no-input', '--json'], { cwd: repo, env: cliEnv(home), encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const id = JSON.parse(r.stdout).id;
    expect(statSync(home).mode & 0o777).toBe(0o700);
    expect(statSync(join(home, id)).mode & 0o777).toBe(0o700);
    for (const f of readdirSync(join(home, id))) expect(statSync(join(home, id, f)).mode & 0o777, f).toBe(0o600);
  });
});

describe('--body', () => {
  it('fills sections by heading from a file; flags override it; unmatched sections are kept', async () => {
    const repo = makeRepo({ 'src/parse.ts': 'x\n' });
    const home = freshHome();
    const body = join(tempDir(), 'notes.md');
    writeFileSync(
      body,
      [
        '# Split the parser',
        '',
        '## WHY',
        '',
        'Lexing and layout are tangled.',
        '',
        '## done when',
        '',
        'Two modules, tests green.',
        '',
        '## Constraints',
        '',
        'No new dependencies.',
        '',
        '## Key files',
        '',
        '- src/parse.ts',
        '',
        '## Glossary',
        '',
        'AST: the syntax tree.',
        '',
        '## First step',
        '',
        'Read the body version.',
      ].join('\n'),
    );
    const r = await newJson(repo, home, ['task', '--body', body, '--first-step', 'Read src/parse.ts first.']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.json.title).toBe('Split the parser');
    const md = readFileSync(r.json.brief, 'utf8');
    expect(md).toContain('## Why this slice exists\n\nLexing and layout are tangled.');
    // (A heading that is one of its section's own names, "done when", "Key files", writes no heading line:
    // heading-rest.ts headingIsSectionName.)
    expect(md).toContain('## What to deliver\n\nTwo modules, tests green.');
    expect(md).toContain('## Constraints to respect\n\nNo new dependencies.');
    expect(md).toContain('## Pointers\n\n- src/parse.ts');
    // (A section that names no answer is the Context, under its heading.)
    expect(md).toContain('**Glossary:**\n\nAST: the syntax tree.');
    expect(md).toContain('## First step\n\nRead src/parse.ts first.');
    expect(md).not.toContain('Read the body version.');
  });

  it('reads "-" from stdin', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const r = await runCli(['new', 'bug', '--body', '-', '--no-input', '--json'], {
      cwd: repo,
      env: cliEnv(home),
      input: '# From stdin\n\n## Why\n\nw\n\n## Deliver\n\nd\n\n## Observed\n\no\n\n## Expected\n\ne\n\n## How to reproduce\n\nr\n\n## First step\n\nf\n',
    });
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.title).toBe('From stdin');
    expect(readFileSync(j.brief, 'utf8')).toContain('## Observed\n\no\n\n## Expected\n\ne\n\n## How to reproduce\n\nr\n');
  });

  it('a body with no headings becomes the Context', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const r = await runCli(['new', 'task', '-t', 'Plain', ...COMMON, '--body', '-', '--no-input', '--json'], { cwd: repo, env: cliEnv(home), input: 'Just notes, no headings.\n\nA second paragraph.\n' });
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(JSON.parse(r.stdout).brief, 'utf8')).toContain('## Context\n\nJust notes, no headings.\n\nA second paragraph.\n\n## First step');
  });

  it('says where each body section went, one naming no answer to the Context (without --json)', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const r = await runCli(['new', 'task', '-t', 'Kept', ...COMMON, '--body', '-', '--no-input'], { cwd: repo, env: cliEnv(home), input: '## Appendix\n\nSome.\n' });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('handoff: where the body went:');
    expect(r.stderr).toMatch(/line 1 {2}Appendix -> Context \(no answer names its heading: under that heading there\)/);
  });
});

describe('human output (without --json)', () => {
  it('prints nothing on stdout and, on stderr, the path, how to start a fresh agent and how to pull', async () => {
    const repo = makeRepo({ 'a.ts': 'x\n' });
    const home = freshHome();
    const r = await runCli(['new', 'task', '-t', 'Human', ...COMMON, '--pointer', 'a.ts', '--no-input'], { cwd: repo, env: cliEnv(home) });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe('');
    const id = storeEntries(home)[0]!;
    const brief = join(home, id, 'brief.md');
    expect(r.stderr).toBe(
      [
        `Wrote ${id} (task; lint: 0 errors, 0 warnings)`,
        `  ${brief}`,
        'Start a fresh agent with it:',
        `  cd ${repo} && claude "$(cat ${brief})"    # claude`,
        `  cd ${repo} && codex "$(cat ${brief})"    # codex`,
        `  cat ${brief}    # any`,
        `  other agents: HANDOFF_HOME=${home} node ${CLI} start ${id} --to copilot  (or gemini, opencode, amp; add --exec to run it)`,
        `When it has returned: HANDOFF_HOME=${home} node ${CLI} pull ${id}`,
        '',
      ].join('\n'),
    );
  });

  it('shows lint warnings like a compiler, with the brief path and line', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const r = await runCli(['new', 'task', '-t', 'Warn', ...COMMON, '--context', 'As discussed, it is slow.', '--no-input'], { cwd: repo, env: cliEnv(home) });
    expect(r.code, r.stderr).toBe(0);
    const brief = join(home, storeEntries(home)[0]!, 'brief.md');
    expect(r.stderr).toMatch(new RegExp(`^${brief.replace(/[.]/g, '\\.')}:\\d+:1 warning shared-context-phrase "As discussed"`, 'm'));
    expect(r.stderr).toMatch(/warning no-pointers Pointers: no pointers to primary sources/);
    expect(r.stderr).toContain('(task; lint: 0 errors, 2 warnings)');
  });

  it('--from (or $HANDOFF_SESSION) labels the origin session; --to picks the start lines', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const r = await runCli(['new', 'task', '-t', 'Labels', ...COMMON, '--to', 'codex', '--no-input'], { cwd: repo, env: cliEnv(home, { HANDOFF_SESSION: 'origin-42' }) });
    expect(r.code, r.stderr).toBe(0);
    const dir = join(home, storeEntries(home)[0]!);
    expect(readFileSync(join(dir, 'brief.md'), 'utf8')).toContain('· session `origin-42`');
    expect(JSON.parse(readFileSync(join(dir, 'handoff.json'), 'utf8'))).toMatchObject({ from: 'origin-42', to: ['codex'] });
    expect(r.stderr).toContain(` && codex "$(cat ${join(dir, 'brief.md')})"    # codex\n`);
    expect(r.stderr).not.toContain('# claude');

    const bad = await runCli(['new', 'task', '-t', 'Labels', ...COMMON, '--to', 'nobody', '--no-input'], { cwd: repo, env: cliEnv(home) });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('handoff: unknown agent for --to: nobody\n  known agents: claude, codex, copilot, gemini, opencode, amp, any');
  });
});
