// handoff init and where the store resolves: $HANDOFF_HOME, then the repo's .handoffs/, then the OS temp
// default; `handoff path` says which one and why.

import { existsSync, lstatSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, git, handoff, repo, requireBuilt, sandbox, tmp, type Sandbox } from '../helpers/agents-harness.js';

let sb: Sandbox;
let env: NodeJS.ProcessEnv;
let tempStore: string;
beforeAll(() => {
  requireBuilt();
  sb = sandbox({ handoffHome: false });
  env = sb.env;
  tempStore = join(env.TMPDIR!, `handoff-${process.getuid!()}`);
});
afterAll(cleanup);

const cut = (cwd: string, e: NodeJS.ProcessEnv = env) => {
  const r = handoff(['new', 'task', '--no-input', '--json', '--title', 'Where does it go', '--why', 'w', '--deliver', 'd', '--first-step', 'f'], { cwd, env: e });
  expect(r.code, r.stderr).toBe(0);
  return r.json();
};

describe('store resolution before init', () => {
  it('outside a repo: the temp default, and path says why', () => {
    const cwd = tmp('handoff-norepo-');
    const r = handoff(['path'], { cwd, env });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${tempStore}\n`);
    expect(r.stderr).toContain('HANDOFF_HOME is not set and this is not a git repository');
    const j = handoff(['path', '--json'], { cwd, env }).json();
    expect(j).toMatchObject({ store: tempStore, source: 'temp' });
    expect(j.order.map((c: any) => [c.source, c.used])).toEqual([['HANDOFF_HOME', false], ['repo', false], ['temp', true]]);
    expect(j.order[1]).toMatchObject({ dir: null, note: 'not in a git repository' });
  });

  it('in a repo without .handoffs/: still the temp default, and path suggests handoff init', () => {
    const cwd = repo(env);
    const j = handoff(['path', '--json'], { cwd, env }).json();
    expect(j.source).toBe('temp');
    expect(j.why).toContain('this repo has no .handoffs/ (handoff init makes one)');
    expect(cut(cwd).dir.startsWith(tempStore + '/')).toBe(true);
  });
});

describe('handoff init', () => {
  it('creates .handoffs/ (0700), excludes it from git, and the repo store is used from then on', () => {
    const cwd = repo(env);
    const r = handoff(['init', '--json'], { cwd, env });
    expect(r.code, r.stderr).toBe(0);
    const store = join(cwd, '.handoffs');
    const exclude = join(cwd, '.git', 'info', 'exclude');
    expect(r.json()).toMatchObject({ store, created: true, exclude: { file: exclude, added: true }, inUse: true, source: 'repo' });
    expect(statSync(store).mode & 0o777).toBe(0o700);
    expect(readFileSync(exclude, 'utf8')).toMatch(/\n\/\.handoffs\/\n$/);

    const p = handoff(['path'], { cwd, env });
    expect(p.stdout).toBe(`${store}\n`);
    expect(p.stderr).toContain('this repo has .handoffs/ (made by handoff init)');
    const made = cut(cwd);
    expect(made.dir).toBe(join(store, made.id));
    // git does not see it.
    expect(git(cwd, env, 'status', '--porcelain', '--untracked-files=all')).toBe('');
    expect(git(cwd, env, 'check-ignore', '.handoffs/x')).toBe('.handoffs/x');
    // From a subfolder, the same store.
    mkdirSync(join(cwd, 'sub', 'deeper'), { recursive: true });
    expect(handoff(['path'], { cwd: join(cwd, 'sub', 'deeper'), env }).stdout).toBe(`${store}\n`);
    expect(handoff(['path', made.id], { cwd: join(cwd, 'sub'), env }).stdout).toBe(`${made.dir}\n`);
  });

  it('is idempotent: a second run creates nothing and adds no second exclude line', () => {
    const cwd = repo(env);
    const exclude = join(cwd, '.git', 'info', 'exclude');
    writeFileSync(exclude, '# my patterns\n*.tmp'); // no trailing newline
    expect(handoff(['init'], { cwd, env }).code).toBe(0);
    const again = handoff(['init', '--json'], { cwd, env });
    expect(again.json()).toMatchObject({ created: false, exclude: { added: false } });
    const text = readFileSync(exclude, 'utf8');
    expect(text.startsWith('# my patterns\n*.tmp\n')).toBe(true);
    expect(text.match(/^\/\.handoffs\/$/gm)).toHaveLength(1);
    expect(again.code).toBe(0);
  });

  it('an existing exclude pattern for it is recognised', () => {
    const cwd = repo(env);
    writeFileSync(join(cwd, '.git', 'info', 'exclude'), '.handoffs/\n');
    expect(handoff(['init', '--json'], { cwd, env }).json().exclude.added).toBe(false);
  });

  it('in a linked worktree: the store is in that worktree, the exclude in the shared git folder', () => {
    const main = repo(env);
    const wt = join(tmp('handoff-wt-'), 'linked');
    git(main, env, 'worktree', 'add', '-q', '-b', 'side', wt);
    const r = handoff(['init', '--json'], { cwd: wt, env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.json().store).toBe(join(wt, '.handoffs'));
    expect(r.json().exclude.file).toBe(join(main, '.git', 'info', 'exclude'));
    cut(wt);
    expect(git(wt, env, 'status', '--porcelain', '--untracked-files=all')).toBe('');
  });

  it('HANDOFF_HOME still comes first, and init says so', () => {
    const cwd = repo(env);
    const home = join(tmp(), 'explicit');
    const e = { ...env, HANDOFF_HOME: home };
    const r = handoff(['init'], { cwd, env: e });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('HANDOFF_HOME is set');
    const j = handoff(['path', '--json'], { cwd, env: e }).json();
    expect(j).toMatchObject({ store: home, source: 'HANDOFF_HOME' });
    expect(j.why).toContain("this repo's .handoffs/ is not used while it is set");
    expect(j.order.map((c: any) => c.used)).toEqual([true, false, false]);
    expect(cut(cwd, e).dir.startsWith(home + '/')).toBe(true);
    expect(existsSync(join(cwd, '.handoffs'))).toBe(true);
  });

  it('outside a git repository it is a usage error and creates nothing', () => {
    const cwd = tmp('handoff-norepo-');
    const r = handoff(['init'], { cwd, env });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('is not in one');
    expect(existsSync(join(cwd, '.handoffs'))).toBe(false);
  });

  it('a .handoffs that is a symlink is refused, by init and by every command that would use it', () => {
    const cwd = repo(env);
    const elsewhere = tmp();
    symlinkSync(elsewhere, join(cwd, '.handoffs'));
    const r = handoff(['init'], { cwd, env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('it is a symbolic link');
    expect(handoff(['path'], { cwd, env }).code).toBe(1);
    const n = handoff(['new', 'task', '--no-input', '--title', 'T', '--why', 'w', '--deliver', 'd', '--first-step', 'f'], { cwd, env });
    expect(n.code).toBe(1);
    expect(lstatSync(join(cwd, '.handoffs')).isSymbolicLink()).toBe(true);
  });
});
