// handoff init and where the store resolves: $HANDOFF_HOME, then the repo's store in git's common directory
// (or an older <repo>/.handoffs/), then the OS temp default; `handoff path` says which one and why.

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

  it('in a repo without a store: still the temp default, and path suggests handoff init', () => {
    const cwd = repo(env);
    const j = handoff(['path', '--json'], { cwd, env }).json();
    expect(j.source).toBe('temp');
    expect(j.why).toContain('this repo has no store of its own (handoff init makes one');
    expect(cut(cwd).dir.startsWith(tempStore + '/')).toBe(true);
  });
});

describe('handoff init', () => {
  it("creates the store in git's common directory (0700), git never sees it, and it is used from then on", () => {
    const cwd = repo(env);
    const r = handoff(['init', '--json'], { cwd, env });
    expect(r.code, r.stderr).toBe(0);
    const store = join(cwd, '.git', 'handoffs');
    expect(r.json()).toMatchObject({ store, created: true, inUse: true, source: 'repo', share: null, temp: { count: 0 } });
    expect(statSync(store).mode & 0o777).toBe(0o700);
    // Nothing to exclude: git's own folder is never part of the working tree.
    expect(readFileSync(join(cwd, '.git', 'info', 'exclude'), 'utf8')).not.toContain('handoffs');

    const p = handoff(['path'], { cwd, env });
    expect(p.stdout).toBe(`${store}\n`);
    expect(p.stderr).toContain("git's common directory");
    const made = cut(cwd);
    expect(made.dir).toBe(join(store, made.id));
    expect(git(cwd, env, 'status', '--porcelain', '--untracked-files=all')).toBe('');
    // From a subfolder, the same store.
    mkdirSync(join(cwd, 'sub', 'deeper'), { recursive: true });
    expect(handoff(['path'], { cwd: join(cwd, 'sub', 'deeper'), env }).stdout).toBe(`${store}\n`);
    expect(handoff(['path', made.id], { cwd: join(cwd, 'sub'), env }).stdout).toBe(`${made.dir}\n`);
  });

  it('is idempotent: a second run creates nothing', () => {
    const cwd = repo(env);
    expect(handoff(['init'], { cwd, env }).code).toBe(0);
    const again = handoff(['init', '--json'], { cwd, env });
    expect(again.code).toBe(0);
    expect(again.json()).toMatchObject({ created: false });
  });

  it('every linked worktree finds the same store, and a return made in one shows in the inbox of the origin', () => {
    const main = repo(env);
    const wt = join(tmp('handoff-wt-'), 'linked');
    git(main, env, 'worktree', 'add', '-q', '-b', 'side', wt);
    // init from the linked worktree: the store is the repo's, not the worktree's.
    const r = handoff(['init', '--json'], { cwd: wt, env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.json().store).toBe(join(main, '.git', 'handoffs'));
    const made = cut(main);
    expect(handoff(['path'], { cwd: wt, env }).stdout).toBe(`${join(main, '.git', 'handoffs')}\n`);
    const ret = handoff(['return', made.id, '--no-input', '--outcome', 'answered', '--answer', 'found it', '--finding', 'the side worktree sees the brief [verified: ran it]'], { cwd: wt, env });
    expect(ret.code, ret.stderr).toBe(0);
    const inbox = handoff(['inbox', '--json'], { cwd: main, env });
    expect(inbox.json().inbox.map((i: any) => i.id)).toEqual([made.id]);
    expect(git(wt, env, 'status', '--porcelain', '--untracked-files=all')).toBe('');
    expect(git(main, env, 'status', '--porcelain', '--untracked-files=all')).toBe('');
  });

  it('an older <repo>/.handoffs/ is still read, and init moves it into the new store', () => {
    const cwd = repo(env);
    const legacy = join(cwd, '.handoffs');
    mkdirSync(legacy, { mode: 0o700 });
    const made = cut(cwd);
    expect(made.dir).toBe(join(legacy, made.id));
    expect(handoff(['path', '--json'], { cwd, env }).json().why).toContain('an older handoff init');
    const r = handoff(['init', '--json'], { cwd, env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.json().legacy.moved).toEqual([made.id]);
    expect(existsSync(legacy)).toBe(false);
    const shown = handoff(['show', made.id, '--json'], { cwd, env });
    expect(shown.code, shown.stderr).toBe(0);
    expect(handoff(['path', made.id], { cwd, env }).stdout).toBe(`${join(cwd, '.git', 'handoffs', made.id)}\n`);
  });

  it('a brief handed out from an older .handoffs/ names HANDOFF_HOME=<repo>/.handoffs: after init moved it, that Return line still works', () => {
    const cwd = repo(env);
    const legacy = join(cwd, '.handoffs');
    mkdirSync(legacy, { mode: 0o700 });
    const made = cut(cwd);
    const brief = readFileSync(made.brief, 'utf8');
    const line = /^ {4}(.+ return (\S+) --body FILE)$/m.exec(brief.slice(brief.indexOf('## Return')))![1]!;
    expect(line).toContain(`HANDOFF_HOME=${legacy} `);
    expect(handoff(['init'], { cwd, env }).code).toBe(0);
    expect(existsSync(legacy)).toBe(false);
    const elsewhere = tmp('handoff-elsewhere-');
    const findings = join(elsewhere, 'findings.md');
    writeFileSync(findings, '## Outcome\n\nanswered — still found\n\n## Non-obvious findings\n\n- the old HANDOFF_HOME leads to the new store [verified: this test]\n');
    const r = handoff(['return', made.id, '--body', findings, '--json'], { cwd: elsewhere, env: { ...env, HANDOFF_HOME: legacy } });
    expect(r.code, r.stderr).toBe(0);
    const store = join(cwd, '.git', 'handoffs');
    expect(r.json().file).toBe(join(store, made.id, 'return-1.md'));
    expect(r.stderr).toContain(`handoff: note: ${legacy} (HANDOFF_HOME) was moved into ${store} by handoff init; using it`);
    expect(existsSync(legacy)).toBe(false); // nothing is made where the old store was
    expect(handoff(['inbox', '--json'], { cwd, env }).json().inbox.map((i: { id: string }) => i.id)).toEqual([made.id]);
  });

  it("counts this repo's handoffs in the temp store, and moves them (only them) with --move", () => {
    const cwd = repo(env);
    const other = repo(env);
    const mine = [cut(cwd), cut(cwd)];
    const theirs = cut(other);
    const count = handoff(['init'], { cwd, env });
    expect(count.code, count.stderr).toBe(0);
    // handoff is not on PATH here: the command names this installation.
    expect(count.stderr).toMatch(/holds 2 handoffs cut in this repo; move them here with: \S*node \S+\/dist\/cli\.js init --move\n/);
    expect(existsSync(join(tempStore, mine[0].id))).toBe(true);
    const moved = handoff(['init', '--move', '--json'], { cwd, env });
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.json().temp).toMatchObject({ count: 2, kept: [] });
    expect(moved.json().temp.moved.sort()).toEqual(mine.map((m) => m.id).sort());
    for (const m of mine) {
      expect(existsSync(join(tempStore, m.id))).toBe(false);
      expect(existsSync(join(cwd, '.git', 'handoffs', m.id, 'brief.md'))).toBe(true);
    }
    expect(existsSync(join(tempStore, theirs.id))).toBe(true);
  });

  it("after --move, a brief handed out before still works: its Return command, run outside the repo, records the return in the moved store", () => {
    const cwd = repo(env);
    const made = cut(cwd);
    const brief = readFileSync(made.brief, 'utf8');
    const line = /^ {4}(.+ return (\S+) --body FILE)$/m.exec(brief.slice(brief.indexOf('## Return')))!;
    expect(line[2]).toBe(made.id);
    expect(line[1].startsWith(`HANDOFF_HOME=${tempStore} `)).toBe(true); // the temp store, named: the move leaves a forward there
    const moved = handoff(['init', '--move'], { cwd, env });
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.stderr).toContain('Briefs already handed out keep working');
    const store = join(cwd, '.git', 'handoffs');

    const elsewhere = tmp('handoff-elsewhere-');
    const findings = join(elsewhere, 'findings.md');
    writeFileSync(findings, '## Outcome\n\nanswered — moved, still found\n\n## Non-obvious findings\n\n- the forward works [verified: this test]\n');
    const r = handoff(['return', made.id, '--body', findings, '--json'], { cwd: elsewhere, env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.json().file).toBe(join(store, made.id, 'return-1.md'));
    expect(r.stderr).toContain(`handoff: note: ${made.id} was moved from ${tempStore} to ${store} (handoff init --move); using it there`);
    expect(existsSync(join(tempStore, made.id))).toBe(false);
    // show, path and close follow it too; the origin sees the return in its inbox.
    expect(handoff(['path', made.id], { cwd: elsewhere, env }).stdout).toBe(`${join(store, made.id)}\n`);
    expect(handoff(['show', made.id, '--json'], { cwd: elsewhere, env }).json().status).toBe('returned');
    expect(handoff(['inbox', '--json'], { cwd, env }).json().inbox.map((i: { id: string }) => i.id)).toEqual([made.id]);
    // An id that never was here is still unknown (exit 2), forward or not.
    expect(handoff(['return', 'task-never-here-zzzz', '--body', findings], { cwd: elsewhere, env }).code).toBe(2);
  });

  it('--share names a remote the repo must have, and records it in git config', () => {
    const cwd = repo(env);
    const bad = handoff(['init', '--share', 'nowhere'], { cwd, env });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('no git remote "nowhere"');
    expect(existsSync(join(cwd, '.git', 'handoffs'))).toBe(false);
    git(cwd, env, 'remote', 'add', 'origin', tmp('handoff-remote-'));
    const r = handoff(['init', '--share', 'origin', '--json'], { cwd, env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.json().share).toBe('origin');
    expect(git(cwd, env, 'config', '--get', 'handoff.share')).toBe('origin');
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
    expect(j.why).toContain("this repo's store is not used while it is set");
    expect(j.order.map((c: any) => c.used)).toEqual([true, false, false]);
    expect(cut(cwd, e).dir.startsWith(home + '/')).toBe(true);
    expect(existsSync(join(cwd, '.git', 'handoffs'))).toBe(true);
  });

  it('outside a git repository it is a usage error and creates nothing', () => {
    const cwd = tmp('handoff-norepo-');
    const r = handoff(['init'], { cwd, env });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('is not in one');
  });

  it('a store that is a symlink is refused, by init and by every command that would use it', () => {
    const cwd = repo(env);
    const elsewhere = tmp();
    symlinkSync(elsewhere, join(cwd, '.git', 'handoffs'));
    const r = handoff(['init'], { cwd, env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('it is a symbolic link');
    expect(handoff(['path'], { cwd, env }).code).toBe(1);
    const n = handoff(['new', 'task', '--no-input', '--title', 'T', '--why', 'w', '--deliver', 'd', '--first-step', 'f'], { cwd, env });
    expect(n.code).toBe(1);
    expect(lstatSync(join(cwd, '.git', 'handoffs')).isSymbolicLink()).toBe(true);
  });
});
