// "This repo" for inbox and list --here is the repo, not the work tree the command runs in: a handoff cut
// in the main work tree is in the inbox of a linked worktree of the same repo, and the other way round;
// another repo's is not.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanup, cutBrief, git, gitRepo, json, tempDir, world } from '../helpers/return-cli.js';

afterAll(cleanup);

describe('inbox and list --here across the work trees of one repo', () => {
  it('a linked worktree sees the handoffs of the main one and the main one sees its; another repo sees neither', () => {
    const w = world();
    const repo = gitRepo();
    const linked = path.join(tempDir(), 'linked');
    git(repo, 'worktree', 'add', '-q', '-b', 'side', linked);
    const fromMain = cutBrief(w, repo, [], 'Cut in the main work tree');
    const fromLinked = cutBrief(w, linked, [], 'Cut in the linked worktree');
    for (const [id, cwd] of [[fromMain, repo], [fromLinked, linked]] as const) {
      expect(w.run(['return', id, '--outcome', 'answered', '--answer', 'a', '--finding', 'f [verified: t]', '--no-input'], { cwd }).code).toBe(0);
    }
    const ids = (cwd: string, args: string[]) => json(w.run(args, { cwd })).inbox?.map((i: { id: string }) => i.id).sort() ?? json(w.run(args, { cwd })).handoffs.map((h: { id: string }) => h.id).sort();
    const both = [fromMain, fromLinked].sort();
    expect(ids(linked, ['inbox', '--json'])).toEqual(both);
    expect(ids(repo, ['inbox', '--json'])).toEqual(both);
    expect(ids(linked, ['list', '--here', '--json'])).toEqual(both);
    const other = gitRepo();
    expect(ids(other, ['inbox', '--json'])).toEqual([]);
    expect(ids(other, ['list', '--here', '--json'])).toEqual([]);
  });
});
