// Without a terminal, `new` starts the snapshot of the uncommitted work as soon as it knows the repo, before
// the answers are checked (so git works while the rest is gathered). A run refused after that must still
// leave the repo as it found it: no object, no quarantine folder, no snapshot ref. And `return` takes the
// readers' V8 flags with or without --body (src/boot.cts): a return from flags alone still records.

import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliEnv, freshHome, runCli, tempDir } from '../helpers/e2e.js';
import { git, initRepo } from '../helpers/cli-core.js';

/** Every path under the repo's objects folder (files and folders), relative to it. */
function objectsOf(repo: string): string[] {
  const root = join(repo, '.git', 'objects');
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const at = join(dir, name);
      out.push(relative(root, at));
      if (statSync(at).isDirectory()) walk(at);
    }
  };
  walk(root);
  return out.sort();
}

function dirtyRepo(env: NodeJS.ProcessEnv): string {
  const repo = join(tempDir(), 'repo');
  initRepo(repo, env, { 'a.txt': 'a\n' });
  writeFileSync(join(repo, 'a.txt'), 'a\nchanged\n');
  writeFileSync(join(repo, 'untracked.txt'), 'new work\n');
  return repo;
}

const TASK = ['new', 'task', '-t', 'Probe', '--why', 'w', '--first-step', 'f', '--no-input', '--no-copy', '--json'];

describe('perf51: a refused `new` in a repo with uncommitted work leaves nothing in the repo', () => {
  it.each([
    ['a missing answer', [...TASK]],
    ['an unknown --supersedes', [...TASK, '--deliver', 'd', '--supersedes', 'nothing-like-this-zzzz']],
    ['a bad --field', [...TASK, '--deliver', 'd', '--field', 'no-equals-sign']],
  ])('%s', async (_name, args) => {
    const env = cliEnv(freshHome());
    const repo = dirtyRepo(env);
    const before = objectsOf(repo);
    const r = await runCli(args, { cwd: repo, env });
    expect(r.code, r.stderr).toBe(2);
    expect(objectsOf(repo)).toEqual(before);
    expect(git(repo, env, 'for-each-ref', '--format=%(refname)', 'refs/handoff-snapshots/')).toBe('');
  });

  it('an accepted one keeps its snapshot: the changed and untracked files, under its ref', async () => {
    const env = cliEnv(freshHome());
    const repo = dirtyRepo(env);
    const r = await runCli([...TASK, '--deliver', 'd'], { cwd: repo, env });
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { id: string; snapshot: { sha: string; files: string[] } | null };
    expect(out.snapshot?.files.sort()).toEqual(['a.txt', 'untracked.txt']);
    expect(git(repo, env, 'rev-parse', `refs/handoff-snapshots/${out.id}`).trim()).toBe(out.snapshot!.sha);
    expect(git(repo, env, 'show', `${out.snapshot!.sha}:untracked.txt`)).toBe('new work');
    expect(objectsOf(repo).some((p) => p.includes('tmp_objdir'))).toBe(false);
  });
});

describe('perf51: `return` from flags alone, in a repo', () => {
  it('records the return and lints it', async () => {
    const env = cliEnv(freshHome());
    const repo = dirtyRepo(env);
    const made = await runCli([...TASK, '--deliver', 'd'], { cwd: repo, env });
    expect(made.code, made.stderr).toBe(0);
    const { id } = JSON.parse(made.stdout) as { id: string };
    const r = await runCli(['return', id, '--outcome', 'answered', '--answer', 'Cached.', '--finding', 'The config is parsed twice [verified: trace]', '--no-input', '--json'], { cwd: repo, env });
    expect(r.code, r.stderr).toBe(0);
    const pulled = await runCli(['pull', id, '--json'], { cwd: repo, env });
    expect(pulled.code, pulled.stderr).toBe(0);
    expect(pulled.stdout).toContain('The config is parsed twice');
  });
});
