// A kept section whose text opens with the writer's own sub-heading ("## Code Review: PR 482" >
// "### ✅ What is good") is written with that sub-heading as one (it was "\###"), through the built CLI, and
// pull reads back the findings return recorded, no more.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliEnv, freshHome, makeRepo, runCli } from '../helpers/e2e.js';

const repo = makeRepo();
const env = cliEnv(freshHome());
const newBrief = async () => {
  const r = await runCli(['new', 'task', '-t', 'probe', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--no-copy', '--json'], { cwd: repo, env });
  return (JSON.parse(r.stdout) as { id: string }).id;
};

describe("the writer's sub-headings in a return", () => {
  it('the first sub-heading of a kept section stays a sub-heading, and pull reads the same findings back', async () => {
    const id = await newBrief();
    const body = 'Status: done\r\n\r\n## Findings\r\n\r\n- the pager drops a page [verified: test]\r\n\r\n## Code Review: PR 482\r\n\r\n### ✅ What is good\r\n\r\nThe tests cover the retry path.\r\n\r\n### Next steps\r\n\r\n- merge it\r\n';
    writeFileSync(join(repo, 'r.md'), body);
    const r = await runCli(['return', id, '--body', 'r.md', '--no-input', '--json'], { cwd: repo, env });
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as { file: string; findings: { title: string }[] };
    const md = readFileSync(j.file, 'utf8');
    expect(md).toContain('## Code Review: PR 482\n\n### ✅ What is good\n');
    const pulled = await runCli(['pull', id, '--json', '--keep'], { cwd: repo, env });
    expect(pulled.code, pulled.stderr).toBe(0);
    expect(j.findings.map((f) => f.title)).toEqual(['the pager drops a page']);
    const p = JSON.parse(pulled.stdout) as { returns: { findings: { title: string }[] }[] };
    expect(p.returns.at(-1)!.findings.map((f) => f.title)).toEqual(['the pager drops a page']);
  });
});
