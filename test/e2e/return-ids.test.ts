// Ids everywhere: exact, unique prefix or "latest"; an ambiguous prefix lists the candidates; anything
// that could reach outside the store is refused (exit 2) before the file system is touched.
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanup, cutBrief, gitRepo, json, storeFiles, tempDir, world } from '../helpers/return-cli.js';

afterAll(cleanup);

const COMMANDS: string[][] = [
  ['return', 'ID', '--outcome', 'abandoned', '--no-input'],
  ['pull', 'ID'],
  ['show', 'ID'],
  ['close', 'ID'],
];
const withId = (cmd: string[], id: string) => cmd.map((a) => (a === 'ID' ? id : a));

describe('id refusals', () => {
  const BAD = ['..', '../x', '../../etc/passwd', 'a/b', '/etc/passwd', '/tmp', '.hidden', 'a\\b', 'UPPER', 'has space', ''];

  it.each(COMMANDS.map((c) => [c[0], c]))('%s refuses ids that are not id-shaped, before touching the store', (_name, cmd) => {
    const w = world();
    const repo = gitRepo();
    cutBrief(w, repo);
    // A store that is a symbolic link: any command that opens it fails with exit 1, so an exit 2 naming
    // the id shows the id was refused first.
    const linkHome = path.join(tempDir(), 'linked-store');
    symlinkSync(w.home, linkHome);
    for (const bad of BAD) {
      const r = w.run(withId(cmd as string[], bad), { cwd: repo, env: { HANDOFF_HOME: linkHome } });
      expect(r.code, `${bad}: ${r.stderr}`).toBe(2);
      expect(r.stderr, bad).toMatch(/is not an id|an id is required/);
      expect(r.stderr, bad).not.toContain('symbolic link');
    }
    // A well-formed id does reach the store, which is then refused.
    const ok = w.run(withId(cmd as string[], 'latest'), { cwd: repo, env: { HANDOFF_HOME: linkHome } });
    expect(ok.code).toBe(1);
    expect(ok.stderr).toContain('symbolic link');
  });

  it('the absolute path of a real handoff folder is still refused', () => {
    const w = world();
    const repo = gitRepo();
    const id = cutBrief(w, repo);
    const before = storeFiles(w.home);
    for (const cmd of COMMANDS) {
      const r = w.run(withId(cmd, path.join(w.home, id)), { cwd: repo });
      expect(r.code, cmd[0]).toBe(2);
    }
    expect(storeFiles(w.home)).toEqual(before);
  });

  it('an unknown id exits 2 for every command, and in --json mode says so in the document', () => {
    const w = world();
    const repo = gitRepo();
    cutBrief(w, repo);
    for (const cmd of COMMANDS) {
      const r = w.run(withId(cmd, 'task-no-such-thing'), { cwd: repo });
      expect(r.code, cmd[0]).toBe(2);
      expect(r.stderr).toContain('no handoff "task-no-such-thing"');
    }
    const r = w.run(['show', 'task-no-such-thing', '--json'], { cwd: repo });
    expect(json(r).error).toMatchObject({ exitCode: 2 });
  });

  it('a store that does not exist yet: "no handoff", exit 2, and the store is not created', () => {
    const w = world();
    const dir = tempDir();
    const r = w.run(['show', 'latest'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('does not exist');
    expect(w.run(['list'], { cwd: dir }).code).toBe(0);
    expect(w.run(['inbox'], { cwd: dir }).code).toBe(0);
    expect(w.run(['prune'], { cwd: dir }).code).toBe(0);
    expect(existsSync(w.home)).toBe(false);
  });
});

describe('id resolution', () => {
  it('an ambiguous prefix exits 2 and lists the candidates; a longer prefix, the exact id and latest work', () => {
    const w = world();
    const repo = gitRepo();
    const a = cutBrief(w, repo, [], 'Parser split');
    const b = cutBrief(w, repo, [], 'Parser speedup');
    for (const cmd of COMMANDS) {
      const r = w.run(withId(cmd, 'task-parser-sp'), { cwd: repo });
      expect(r.code, cmd[0]).toBe(2);
      expect(r.stderr).toContain('matches 2 handoffs');
      expect(r.stderr).toContain(a);
      expect(r.stderr).toContain(b);
    }
    const j = json(w.run(['show', 'task-parser-sp', '--json'], { cwd: repo }));
    expect(j.error.candidates.sort()).toEqual([a, b].sort());

    expect(json(w.run(['show', 'task-parser-spl', '--json'], { cwd: repo })).id).toBe(a);
    expect(json(w.run(['show', b, '--json'], { cwd: repo })).id).toBe(b);
    expect(json(w.run(['show', 'latest', '--json'], { cwd: repo })).id).toBe(b);
    const ret = json(w.run(['return', 'latest', '--outcome', 'abandoned', '--no-input', '--json'], { cwd: repo }));
    expect(ret.id).toBe(b);
  });

  it('"latest" in an empty store is a usage error', () => {
    const w = world();
    mkdirSync(w.home, { mode: 0o700 });
    const r = w.run(['pull', 'latest'], { cwd: tempDir() });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('"latest" names nothing');
  });
});
