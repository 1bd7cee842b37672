// Custom kinds through the built CLI: where each kind comes from, broken files named by file and line
// without breaking the rest, and `kinds --new NAME` writing a starter that loads and can be used at once.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, handoff, repo, requireBuilt, sandbox, tmp, type Sandbox } from '../helpers/agents-harness.js';

let sb: Sandbox;
beforeAll(() => {
  requireBuilt();
  sb = sandbox();
});
afterAll(cleanup);

const kind = (description: string, heading = 'Situation') => `---
description: ${description}
questions:
  - name: situation
    prompt: What is going on?
    required: true
---
## ${heading}

{{situation}}
`;

describe('handoff kinds', () => {
  it('shows where each kind comes from and what it overrides', () => {
    const cwd = repo(sb.env);
    const userDir = join(sb.env.XDG_CONFIG_HOME!, 'handoff', 'kinds');
    mkdirSync(userDir, { recursive: true });
    writeFileSync(join(userDir, 'bug.md'), kind('my bug'));
    writeFileSync(join(userDir, 'incident.md'), kind('my incident'));
    mkdirSync(join(cwd, '.handoff', 'kinds'), { recursive: true });
    writeFileSync(join(cwd, '.handoff', 'kinds', 'bug.md'), kind('the repo bug'));
    try {
      const r = handoff(['kinds'], { cwd, env: sb.env });
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`bug\\s+the repo bug\\n\\s+repo: ${join(cwd, '.handoff', 'kinds', 'bug.md')} \\(overrides .*prompts/kinds/bug\\.md, ${join(userDir, 'bug.md')}\\)`));
      expect(r.stdout).toMatch(new RegExp(`incident\\s+my incident\\n\\s+user: ${join(userDir, 'incident.md')}\\n`));
      expect(r.stdout).toMatch(/task\s+A self-contained piece of work.*\n\s+built-in: .*prompts\/kinds\/task\.md\n/);
      const j = handoff(['kinds', '--json'], { cwd, env: sb.env }).json();
      const bug = j.kinds.find((k: any) => k.name === 'bug');
      expect(bug).toMatchObject({ source: 'repo', description: 'the repo bug' });
      expect(bug.overrides).toHaveLength(2);
      expect(j.errors).toEqual([]);
    } finally {
      writeFileSync(join(userDir, 'bug.md'), kind('my bug')); // leave the user folder as other tests expect
    }
  });

  it('a broken kind file is named with its line; the other kinds keep working', () => {
    const cwd = repo(sb.env);
    const dir = join(cwd, '.handoff', 'kinds');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'broken.md'), kind('broken', 'Context'));
    writeFileSync(join(dir, 'fine.md'), kind('fine'));
    const r = handoff(['kinds', '--json'], { cwd, env: sb.env });
    expect(r.code).toBe(0);
    const j = r.json();
    expect(j.errors).toEqual([{ file: join(dir, 'broken.md'), line: 8, problem: expect.stringContaining('would be read as the brief\'s own "Context" section') }]);
    expect(j.kinds.map((k: any) => k.name)).toEqual(expect.arrayContaining(['fine', 'bug', 'task']));
    expect(j.kinds.map((k: any) => k.name)).not.toContain('broken');
    const human = handoff(['kinds'], { cwd, env: sb.env });
    expect(human.stderr).toContain(`broken kind file (skipped): ${join(dir, 'broken.md')}:8:`);
    // new still works with a good kind, and warns about the broken one.
    const n = handoff(['new', 'fine', '--no-input', '--json', '--title', 'T', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--field', 'situation=on fire'], { cwd, env: sb.env });
    expect(n.code, n.stderr).toBe(0);
    expect(n.stderr).toContain(`skipped a broken kind file: ${join(dir, 'broken.md')}:8`);
    expect(readFileSync(n.json().brief, 'utf8')).toContain('## Situation\n\non fire\n');
    // The broken kind itself is unknown: a usage error naming the kinds there are.
    const b = handoff(['new', 'broken', '--no-input', '--title', 'T'], { cwd, env: sb.env });
    expect(b.code).toBe(2);
    expect(b.stderr).toContain('unknown kind "broken"');
  });
});

describe('handoff kinds --new', () => {
  it("writes a starter into the repo's .handoff/kinds that loads and works right away", () => {
    const cwd = repo(sb.env);
    const r = handoff(['kinds', '--new', 'outage', '--json'], { cwd, env: sb.env });
    expect(r.code, r.stderr).toBe(0);
    const file = join(cwd, '.handoff', 'kinds', 'outage.md');
    expect(r.json()).toEqual({ name: 'outage', file, source: 'repo', overrides: [] });
    const list = handoff(['kinds', '--json'], { cwd, env: sb.env }).json();
    expect(list.errors).toEqual([]);
    expect(list.kinds.find((k: any) => k.name === 'outage')).toMatchObject({ source: 'repo', file });
    const p = handoff(['prompt', 'outage'], { cwd, env: sb.env });
    expect(p.stdout).toContain('"Situation": What does the receiving agent walk into? (required;');
    const n = handoff(['new', 'outage', '--no-input', '--json', '--title', 'Disk full', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--field', 'situation=/var is full'], { cwd, env: sb.env });
    expect(n.code, n.stderr).toBe(0);
    const brief = readFileSync(n.json().brief, 'utf8');
    expect(brief).toContain('## Situation\n\n/var is full\n');
    expect(brief).toContain('## Urgency\n\nnormal\n'); // the default
  });

  it('refuses to replace an existing kind file unless --force; says what it overrides', () => {
    const cwd = repo(sb.env);
    expect(handoff(['kinds', '--new', 'bug'], { cwd, env: sb.env }).code).toBe(0);
    const file = join(cwd, '.handoff', 'kinds', 'bug.md');
    writeFileSync(file, 'my edits');
    const again = handoff(['kinds', '--new', 'bug'], { cwd, env: sb.env });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists; nothing was written');
    expect(readFileSync(file, 'utf8')).toBe('my edits');
    const forced = handoff(['kinds', '--new', 'bug', '--force', '--json'], { cwd, env: sb.env });
    expect(forced.code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('description:');
  });

  it('--global writes to the user kinds folder; outside a repo it is required', () => {
    const outside = tmp('handoff-norepo-');
    const r = handoff(['kinds', '--new', 'spike'], { cwd: outside, env: sb.env });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--global');
    const g = handoff(['kinds', '--new', 'spike', '--global', '--json'], { cwd: outside, env: sb.env });
    expect(g.code, g.stderr).toBe(0);
    expect(g.json().file).toBe(join(sb.env.XDG_CONFIG_HOME!, 'handoff', 'kinds', 'spike.md'));
    expect(existsSync(g.json().file)).toBe(true);
  });

  it('a name that cannot be a kind is a usage error, and so are --global/--force without --new', () => {
    const cwd = repo(sb.env);
    for (const bad of ['Bad', '../x', 'a b', '-x', '']) {
      const r = handoff(['kinds', `--new=${bad}`], { cwd, env: sb.env });
      expect(r.code, bad).toBe(2);
    }
    expect(existsSync(join(cwd, '.handoff'))).toBe(false);
    expect(handoff(['kinds', '--force'], { cwd, env: sb.env }).code).toBe(2);
  });
});
