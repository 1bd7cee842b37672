// perf53: `new` starts `git config --get handoff.share` before its modules load (cli.ts, scene/git.ts prefetchGit),
// as it starts the anchor's git. The brief it writes, and whether it is shared, are what they were wherever it runs:
// a subfolder, a linked worktree, a detached HEAD, an unborn HEAD, a folder outside any repo.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliEnv, freshHome, git, makeRepo, runCli, tempDir } from '../helpers/e2e.js';

const TASK = ['task', '--title', 'Cache the parsed config', '--why', 'Every command parses the config again.', '--deliver', 'A cache with tests.', '--first-step', 'Time the config load.', '--no-input', '--no-copy', '--json'];

/** A repo with a bare remote "origin" it has pushed main to. */
function withRemote(): { repo: string; bare: string } {
  const bare = join(tempDir('handoff-remote-'), 'shared.git');
  git(tempDir(), 'init', '-q', '--bare', '-b', 'main', bare);
  const repo = makeRepo({ 'src/cache.ts': 'export const cache = new Map();\n' });
  git(repo, 'remote', 'add', 'origin', bare);
  git(repo, 'push', '-q', 'origin', 'main');
  return { repo, bare };
}

async function cut(cwd: string, extra: string[] = []) {
  const r = await runCli(['new', ...TASK, ...extra], { cwd, env: cliEnv(freshHome()) });
  return { ...r, json: () => JSON.parse(r.stdout) };
}

describe('new --no-input asks handoff.share early, with the same answers', () => {
  it('handoff.share set: shared on it, from a subfolder too', async () => {
    const { repo, bare } = withRemote();
    git(repo, 'config', 'handoff.share', 'origin');
    mkdirSync(join(repo, 'src', 'deep'), { recursive: true });
    for (const cwd of [repo, join(repo, 'src', 'deep')]) {
      const r = await cut(cwd);
      expect(r.code, r.stderr).toBe(0);
      const { id, share } = r.json();
      expect(share).toMatchObject({ remote: 'origin', shared: true });
      expect(git(bare, 'ls-tree', '-r', '--name-only', `refs/handoffs/${id}`).split('\n')).toEqual(['brief.md', 'handoff.json']);
    }
  });

  it('handoff.share unset: not shared, unless --share asks (origin)', async () => {
    const { repo } = withRemote();
    const unset = await cut(repo);
    expect(unset.code, unset.stderr).toBe(0);
    expect(unset.json().share ?? null).toBeNull();
    const asked = await cut(repo, ['--share']);
    expect(asked.code, asked.stderr).toBe(0);
    expect(asked.json().share).toMatchObject({ remote: 'origin', shared: true });
  });

  it('a linked worktree reads the repo config: shared', async () => {
    const { repo } = withRemote();
    git(repo, 'config', 'handoff.share', 'origin');
    const wt = join(tempDir('handoff-wt-'), 'wt');
    git(repo, 'worktree', 'add', '-q', '-b', 'side', wt);
    writeFileSync(join(wt, 'src', 'cache.ts'), 'export const cache = new Map<string, string>();\n');
    const r = await cut(wt);
    expect(r.code, r.stderr).toBe(0);
    expect(r.json().share).toMatchObject({ remote: 'origin', shared: true });
  });

  it('a detached HEAD and an unborn HEAD: written, not shared', async () => {
    const { repo } = withRemote();
    git(repo, 'checkout', '-q', '--detach');
    const detached = await cut(repo);
    expect(detached.code, detached.stderr).toBe(0);
    expect(detached.json().share ?? null).toBeNull();
    const unborn = tempDir('handoff-unborn-');
    git(unborn, 'init', '-q', '-b', 'main');
    const r = await cut(unborn);
    expect(r.code, r.stderr).toBe(0);
    expect(r.json().share ?? null).toBeNull();
  });

  it('outside a repo: written; --share is refused', async () => {
    const dir = tempDir('handoff-norepo-');
    const r = await cut(dir);
    expect(r.code, r.stderr).toBe(0);
    const refused = await cut(dir, ['--share']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('not in a git repository');
  });
});
