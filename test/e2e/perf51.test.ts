// Without a terminal, `new` starts the snapshot of the uncommitted work as soon as it knows the repo, before
// the answers are checked (so git works while the rest is gathered). A run refused after that must still
// leave the repo as it found it: no object, no quarantine folder, no snapshot ref. And `return` takes the
// readers' V8 flags with or without --body, with saved code of its own (src/boot.cts, the `returns` state):
// a return from flags alone still records, and every file either kind of return loads takes its saved code.

import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliEnv, freshHome, runCli, tempDir } from '../helpers/e2e.js';
import { git, initRepo } from '../helpers/cli-core.js';
import { copyOfBuild } from '../helpers/readable-copy.js';

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

describe('perf51: `return` takes saved code of its own', () => {
  it('with flags alone and with --body, every file it compiles takes its saved code', async () => {
    const root = copyOfBuild('handoff-perf51-');
    const dist = join(root, 'dist');
    const manifest = JSON.parse(readFileSync(join(dist, 'code-cache', 'manifest.json'), 'utf8')) as { files: { path: string; returns?: [number, number] }[] };
    expect(manifest.files.filter((f) => f.returns).map((f) => f.path)).toContain('main.js');
    const env = cliEnv(freshHome());
    const repo = dirtyRepo(env);
    // The hook starts the CLI itself (a preload would make it set no V8 flag: src/boot.cts, preloaded).
    const hook = join(tempDir(), 'count.cjs');
    writeFileSync(
      hook,
      `const vm = require('node:vm'); const S = vm.Script; let ok = 0; const refused = [];
vm.Script = class extends S { constructor(src, o) { super(src, o); if (o && o.cachedData && !this.cachedDataRejected) ok++; else refused.push(String(o && o.filename)); } };
process.on('exit', () => process.stderr.write('[cache ' + ok + ' ' + JSON.stringify(refused) + ']'));
process.argv.splice(1, 1); require(process.argv[1]);`,
    );
    const cli = (args: string[]) => spawnSync(process.execPath, [hook, join(dist, 'cli.js'), ...args], { cwd: repo, env, encoding: 'utf8' });
    const made = cli([...TASK, '--deliver', 'd']);
    expect(made.status, made.stderr).toBe(0);
    const { id } = JSON.parse(made.stdout) as { id: string };
    const body = join(tempDir(), 'return.md');
    writeFileSync(body, '# Probe\n\nStatus: done.\n\n## Findings\n\n- the config is parsed twice [verified: trace]\n');
    for (const args of [
      ['return', id, '--outcome', 'answered', '--answer', 'Cached.', '--finding', 'The config is parsed twice [verified: trace]', '--no-input'],
      ['return', id, '--body', body, '--no-input'],
    ]) {
      const r = cli(args);
      expect(r.status, r.stderr).toBe(0);
      const m = /\[cache (\d+) (.*)\]$/.exec(r.stderr);
      expect(m, r.stderr).not.toBeNull();
      expect(JSON.parse(m![2]!), args.join(' ')).toEqual([]);
      expect(Number(m![1]), args.join(' ')).toBeGreaterThan(2);
    }
  });
});
