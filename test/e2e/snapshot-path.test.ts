// The snapshot of uncommitted work is written to a quarantine whose alternates list names the repo's own
// objects folder (GIT_ALTERNATE_OBJECT_DIRECTORIES, ":"-separated). A repo whose path holds the separator
// or a double quote must still get its snapshot (a folder named "co:lon" was split in two: no snapshot).

import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliEnv, freshHome, runCli, tempDir } from '../helpers/e2e.js';
import { initRepo } from '../helpers/cli-core.js';

describe('a snapshot in a repo whose path is unusual', () => {
  it.each([['a colon', 'co:lon'], ['a double quote', 'say "hi"'], ['a backslash', 'back\\slash']])('%s in the path', async (_name, folder) => {
    const env = cliEnv(freshHome());
    const repo = join(tempDir(), folder);
    initRepo(repo, env, { 'a.txt': 'a\n' });
    writeFileSync(join(repo, 'a.txt'), 'a\nb\n');
    writeFileSync(join(repo, 'new.txt'), 'untracked\n');
    const r = await runCli(['new', 'task', '-t', 'Probe', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--no-copy', '--json'], { cwd: repo, env });
    expect(r.code, r.stderr).toBe(0);
    const snap = (JSON.parse(r.stdout) as { snapshot: { sha: string; files: string[] } | null }).snapshot;
    expect(snap?.files.sort()).toEqual(['a.txt', 'new.txt']);
    // The commit is in the repo itself, with the work as it was.
    expect(execFileSync('git', ['show', `${snap!.sha}:a.txt`], { cwd: repo, env, encoding: 'utf8' })).toBe('a\nb\n');
  });
});
