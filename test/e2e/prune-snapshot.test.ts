// prune removes what it removes entirely: a pruned handoff's refs/handoff-snapshots/<id> goes too (where it
// still points at that handoff's snapshot), so its uncommitted work no longer stays in the repo for good.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanup, git, gitRepo, json, world } from '../helpers/return-cli.js';

afterAll(cleanup);

const refs = (repo: string) => git(repo, 'for-each-ref', '--format=%(refname)', 'refs/handoff-snapshots/').split('\n').filter(Boolean);

describe('prune and the snapshot refs', () => {
  it("removes a pruned handoff's snapshot ref, keeps the others' and one that moved since", () => {
    const w = world();
    const repo = gitRepo();
    writeFileSync(path.join(repo, 'wip.txt'), 'uncommitted\n');
    const cut = (title: string) => json(w.run(['new', 'task', '--title', title, '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], { cwd: repo }));
    const pruned = cut('Pruned one');
    const kept = cut('Kept open');
    const moved = cut('Ref moved since');
    expect(refs(repo).sort()).toEqual([pruned.id, kept.id, moved.id].map((id) => `refs/handoff-snapshots/${id}`).sort());
    git(repo, 'update-ref', `refs/handoff-snapshots/${moved.id}`, git(repo, 'rev-parse', 'HEAD')); // someone's own use of it now
    for (const id of [pruned.id, moved.id]) expect(w.run(['close', id], { cwd: repo }).code).toBe(0);

    const dry = json(w.run(['prune', '--older-than', '0m', '--dry-run', '--json'], { cwd: repo }));
    expect(dry.snapshotRefs).toEqual([]);
    expect(refs(repo)).toHaveLength(3);

    const r = w.run(['prune', '--older-than', '0m', '--json'], { cwd: repo });
    expect(r.code, r.stderr).toBe(0);
    expect(json(r).snapshotRefs).toEqual([`${repo}:refs/handoff-snapshots/${pruned.id}`]);
    expect(refs(repo).sort()).toEqual([kept.id, moved.id].map((id) => `refs/handoff-snapshots/${id}`).sort());
  });
});
