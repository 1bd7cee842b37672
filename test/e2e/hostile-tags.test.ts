// A verification tag that never closes ("[verified: x" thousands of times, no "]") made each tag pattern
// scan to the end of the document from every opening: quadratic (8,000 of them: 3.9 s of lint; 40,000
// would take minutes). Tag contents are read up to 1,000 characters. No clock here: the run must simply
// finish within the harness's bound for a hang.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliEnv, freshHome, makeRepo, runCli } from '../helpers/e2e.js';

describe('unclosed verification tags', () => {
  it('lint reads a return with 40,000 of them', async () => {
    const repo = makeRepo();
    writeFileSync(join(repo, 'r.md'), `## Outcome\nanswered — x\n\n## Findings\n- a thing ${'[verified: x '.repeat(40_000)}\n- another [unverified]\n`);
    const r = await runCli(['lint', 'r.md', '--json'], { cwd: repo, env: cliEnv(freshHome()) });
    expect([0, 3], r.stderr).toContain(r.code);
    expect((JSON.parse(r.stdout) as { kind: string }).kind).toBe('return');
  });
});
