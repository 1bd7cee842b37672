// A fence in a body is the whole document only when it reads as one: a ```markdown fence, or a bare one
// whose headings name sections, with nothing around it that reads as the document itself. A shell snippet
// with "# comment" lines, or a template quoted in a ```markdown fence below the writer's own Outcome and
// Findings, is the writer's text, and their words around it are the return (reviewer, QA: both were read
// as the fenced return; the real findings went to "Outside the fence" and the return was refused).

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliEnv, freshHome, makeRepo, runCli } from '../helpers/e2e.js';

async function briefIn(repo: string, env: NodeJS.ProcessEnv): Promise<{ id: string; dir: string }> {
  const r = await runCli(['new', 'task', '-t', 'Fix the deploy', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--no-copy', '--json'], { cwd: repo, env });
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as { id: string; dir: string };
}

async function returned(body: string, extra: string[] = []) {
  const repo = makeRepo();
  const env = cliEnv(freshHome());
  const { id, dir } = await briefIn(repo, env);
  writeFileSync(join(repo, 'r.md'), body);
  const r = await runCli(['return', id, '--body', 'r.md', '--no-input', '--json', ...extra], { cwd: repo, env });
  return { r, dir };
}

const SNIPPET = '```\n# install deps\nnpm ci\n# deploy\n./deploy.sh\n```\n';

describe('fences in a return body', () => {
  it('a shell snippet with "#" comments in a bare fence is code: the words around it are the return', async () => {
    const { r, dir } = await returned(`Outcome: answered — deploy fixed\n\nFindings:\n- deploy needs npm ci first [verified: ran it]\n\nTo reproduce:\n\n${SNIPPET}`);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { outcome: string; findings: { title: string }[] };
    expect(out.outcome).toBe('answered');
    // (The paragraph after the list, with its snippet, is read as a second item: a known limit of the
    // headingless reader, not of the fence.)
    expect(out.findings[0]!.title).toBe('deploy needs npm ci first');
    const md = readFileSync(join(dir, 'return-1.md'), 'utf8');
    expect(md).toContain('# install deps\n  npm ci');
    expect(md).not.toContain('Outside the fence');
  });

  it('the same snippet in a return with headings stays code in its section', async () => {
    const { r } = await returned(`## Outcome\nanswered — deploy fixed\n\n## Findings\n- deploy needs npm ci first [verified: ran it]\n\n## Evidence\n\n${SNIPPET}`);
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { findings: unknown[] }).findings).toHaveLength(1);
  });

  it('a template quoted in a ```markdown fence below the writer\'s own outcome and findings is their text', async () => {
    const template = '```markdown\n## Outcome\nanswered | partial | blocked | abandoned — the answer in one line\n## Non-obvious findings\n- what the brief did not say [verified: how] or [unverified]\n```\n';
    const { r, dir } = await returned(`Outcome: answered — the pager bug is fixed\n\nFindings:\n- the pager drops the last page [verified: test]\n\nFor next time, the template I was given:\n\n${template}`);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { outcome: string; findings: { title: string }[] };
    expect(out.outcome).toBe('answered');
    expect(out.findings[0]!.title).toBe('the pager drops the last page');
    const md = readFileSync(join(dir, 'return-1.md'), 'utf8');
    expect(md).toContain('answered | partial | blocked | abandoned');
    expect(md).not.toContain('Outside the fence');
  });

  it('a return wrapped in a fence (a bare one with section headings, or ```markdown) is still unwrapped', async () => {
    for (const fence of ['```', '```markdown']) {
      const { r } = await returned(`Here is my return:\n\n${fence}\n## Outcome\nanswered — the key ignores the locale\n\n## Findings\n- the cache key ignores the locale [verified: unit test]\n- retries never back off [unverified]\n\`\`\`\n`);
      expect(r.code, `${fence}\n${r.stderr}`).toBe(0);
      const out = JSON.parse(r.stdout) as { outcome: string; findings: unknown[] };
      expect(out.outcome, fence).toBe('answered');
      expect(out.findings, fence).toHaveLength(2);
    }
  });
});

describe('plain labels in a headingless return', () => {
  it('"Why:" and "Next steps:" lines beside "Findings:" do not make a return a brief (it was refused: "holds a brief")', async () => {
    const { r } = await returned('Status: fixed.\n\nWhy: the cache key ignored the locale.\n\nNext steps: deploy on Monday.\n\nFindings:\n- cache key ignores locale [verified: test]\n');
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { outcome: string; findings: { title: string }[] };
    expect(out.outcome).toBe('answered');
    expect(out.findings.map((f) => f.title)).toContain('cache key ignores locale');
  });
});
