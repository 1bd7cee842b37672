// The person's path from the built CLI: "did you mean", the session draft through --session, drafts.

import { describe, expect, it } from 'vitest';
import { cliEnv, freshHome, makeRepo, runCli } from '../helpers/e2e.js';

describe('a mistyped command', () => {
  it('is a usage error that names the command meant', async () => {
    const repo = makeRepo({ 'a.txt': 'a\n' });
    const env = cliEnv(freshHome());
    const r = await runCli(['nwe'], { cwd: repo, env });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("error: unknown command 'nwe'\n(did you mean handoff new?)");
    const j = await runCli(['pul', 'latest', '--json'], { cwd: repo, env });
    expect(j.code).toBe(2);
    expect(JSON.parse(j.stdout).error).toMatchObject({ exitCode: 2, suggestions: ['pull'] });
    const far = await runCli(['frobnicate'], { cwd: repo, env });
    expect(far.code).toBe(2);
    expect(far.stderr).toContain('(run with --help for usage)');
  });
});
