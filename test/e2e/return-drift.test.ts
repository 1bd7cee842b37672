// Drift as `handoff pull` reports it, at the CLI level: the scene module's unit tests cover the git
// details; these show each case reaches the person and the agent reading the pull.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanup, commit, cutBrief, git, gitRepo, json, tempDir, world } from '../helpers/return-cli.js';

afterAll(cleanup);

/** A brief cut in a fresh repo (pointing at src/app.ts), with one return waiting. */
function returned() {
  const w = world();
  const repo = gitRepo({ 'src/app.ts': 'export const app = 1;\n', 'src/other.ts': 'export const other = 1;\n' });
  const id = cutBrief(w, repo);
  const r = w.run(['return', id, '--outcome', 'answered', '--answer', 'the answer', '--finding', 'returned finding [verified: read it]', '--no-input'], { cwd: repo });
  expect(r.code, r.stderr).toBe(0);
  const pull = (cwd = repo) => {
    const human = w.run(['pull', id, '--keep'], { cwd });
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toContain('returned finding [verified: read it]'); // the returns are always printed
    const j = json(w.run(['pull', id, '--keep', '--json'], { cwd }));
    return { text: human.stdout, drift: j.drift };
  };
  return { w, repo, id, pull };
}

describe('drift in handoff pull', () => {
  it('no drift', () => {
    const { pull } = returned();
    const { text, drift } = pull();
    expect(drift).toMatchObject({ checked: true, drifted: false, commits: { count: 0 }, rebasedAway: false, branchSwitch: null });
    expect(text).toContain('Since the brief was cut: no drift');
  });

  it('commits on top that touch no pointed file', () => {
    const { repo, pull } = returned();
    commit(repo, 'src/other.ts', 'export const other = 2;\n', 'change the other file');
    const { text, drift } = pull();
    expect(drift).toMatchObject({ checked: true, drifted: true, commits: { count: 1 } });
    expect(drift.pointed).toEqual([expect.objectContaining({ path: 'src/app.ts', changed: [] })]);
    expect(text).toContain('1 new commit since');
    expect(text).toContain('change the other file');
    expect(text).not.toContain('Pointed paths that changed');
  });

  it('a pointed file changed (uncommitted)', () => {
    const { repo, pull } = returned();
    writeFileSync(path.join(repo, 'src/app.ts'), 'export const app = 3;\n');
    const { text, drift } = pull();
    expect(drift.pointed).toEqual([expect.objectContaining({ path: 'src/app.ts', changed: ['src/app.ts'] })]);
    expect(text).toContain('Pointed paths that changed: `src/app.ts`');
  });

  it('a pointed file uncommitted at the cut, committed since exactly as it was: not a pointed change (the snapshot says so)', () => {
    const w = world();
    const repo = gitRepo({ 'src/app.ts': 'export const app = 1;\n', 'README.md': '# r\n' });
    writeFileSync(path.join(repo, 'src/app.ts'), 'export const app = 2; // the work in progress\n');
    const id = cutBrief(w, repo);
    expect(w.run(['return', id, '--outcome', 'answered', '--answer', 'a', '--finding', 'f [verified: read it]', '--no-input'], { cwd: repo }).code).toBe(0);
    commit(repo, 'README.md', '# r, edited\n', 'commit the work in progress and the readme');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'the wip as it was');
    const text = w.run(['pull', id, '--keep'], { cwd: repo }).stdout;
    const drift = json(w.run(['pull', id, '--keep', '--json'], { cwd: repo })).drift;
    expect(drift.pointed).toEqual([expect.objectContaining({ path: 'src/app.ts', changed: [] })]);
    expect(text).not.toContain('Pointed paths that changed');
    expect(text).toContain('`src/app.ts` (modified, committed, as it was at the cut)');
    // Edited after the cut: a pointed change again.
    writeFileSync(path.join(repo, 'src/app.ts'), 'export const app = 3;\n');
    const later = w.run(['pull', id, '--keep'], { cwd: repo }).stdout;
    expect(later).toContain('Pointed paths that changed: `src/app.ts`');
    expect(later).toContain('changed since the cut');
  });

  it('the branch switched', () => {
    const { repo, pull } = returned();
    git(repo, 'checkout', '-q', '-b', 'feature');
    const { text, drift } = pull();
    expect(drift.branchSwitch).toEqual({ from: 'main', to: 'feature' });
    expect(text).toContain('Branch switched: `main` → `feature`');
  });

  it("the brief's HEAD was rebased away", () => {
    const w = world();
    const repo = gitRepo();
    commit(repo, 'src/app.ts', 'export const app = 2;\n', 'the commit the brief is cut on');
    const id = cutBrief(w, repo);
    expect(w.run(['return', id, '--outcome', 'answered', '--finding', 'f [unverified]', '--no-input'], { cwd: repo }).code).toBe(0);
    git(repo, 'reset', '-q', '--hard', 'HEAD~1');
    commit(repo, 'src/app.ts', 'export const app = 5;\n', 'a rewritten commit');
    const j = json(w.run(['pull', id, '--json'], { cwd: repo }));
    expect(j.drift).toMatchObject({ checked: true, rebasedAway: true, lostCommits: 1 });
    expect(j.report).toContain('Rebased away');
  });

  it('outside the repo: the returns are printed and the drift is said to be unchecked', () => {
    const { pull } = returned();
    const { text, drift } = pull(tempDir('handoff-elsewhere-'));
    expect(drift).toMatchObject({ checked: false, blocker: 'not-a-repo' });
    expect(text).toContain('drift not checked');
  });

  it('in another repo: unchecked, and says which', () => {
    const { pull } = returned();
    const other = gitRepo();
    const { text, drift } = pull(other);
    expect(drift).toMatchObject({ checked: false, blocker: 'other-repo' });
    expect(text).toContain(`this is ${other}`);
  });
});
