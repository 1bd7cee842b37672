// The person's path from the built CLI: "did you mean", the session draft through --session, drafts.

import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliEnv, freshHome, makeRepo, runCli, tempDir } from '../helpers/e2e.js';

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
    const kind = await runCli(['new', 'bgu', '-t', 't', '--no-input'], { cwd: repo, env });
    expect(kind.code).toBe(2);
    expect(kind.stderr).toContain('unknown kind "bgu"; did you mean bug?');
    const far = await runCli(['frobnicate'], { cwd: repo, env });
    expect(far.code).toBe(2);
    expect(far.stderr).toContain('(run with --help for usage)');
  });
});

describe('new --session', () => {
  const fixture = (name: string, cwd: string, dir: string) => {
    const file = join(dir, name);
    writeFileSync(file, readFileSync(new URL(`../fixtures/sessions/${name}`, import.meta.url), 'utf8').replaceAll('{{cwd}}', cwd));
    return file;
  };

  it('drafts Context, Dead ends and Pointers from a Claude Code transcript, redacted; flags still win', async () => {
    const repo = makeRepo({ 'src/login.ts': 'export const login = 1;\n', 'test/login.retry.test.ts': 'x\n' });
    const home = freshHome();
    const file = fixture('claude-basic.jsonl', realpathSync(repo), tempDir('handoff-tr-'));
    const args = ['new', 'bug', '--session', file, '-t', 'Login flakes', '--why', 'w', '--deliver', 'd', '--field', 'observed=o', '--field', 'expected=e', '--field', 'reproduce=r', '--first-step', 'f', '--pointer', 'src/login.ts:12 — the connect call', '--no-input', '--json'];
    const r = await runCli(args, { cwd: repo, env: cliEnv(home) });
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { brief: string; json: string };
    const brief = readFileSync(out.brief, 'utf8');
    expect(brief).toContain('Drafted from the Claude Code session 7f3c2a1e');
    expect(brief).toContain('`npm test -- login` failed (exit 1); its last lines:');
    expect(brief).not.toContain('hunter2secret');
    expect(brief).not.toContain('AKIAZ7Q4N3XK2M5PL6RT');
    const rec = JSON.parse(readFileSync(out.json, 'utf8')) as { answers: { pointers: string[]; deadEnds: string[] } };
    // The typed pointer took the bare path's place; the other file the session made is offered too.
    expect(rec.answers.pointers).toEqual(['src/login.ts:12 — the connect call', 'test/login.retry.test.ts']);
    expect(rec.answers.deadEnds).toHaveLength(3);
    expect(r.stderr).toContain('Drafted from the Claude Code session 7f3c2a1e');
  });

  it('refuses a file of an unknown format with exit 2 and writes nothing', async () => {
    const repo = makeRepo({ 'a.txt': 'a\n' });
    const home = freshHome();
    const bad = join(tempDir('handoff-tr-'), 'notes.jsonl');
    writeFileSync(bad, '{"hello":"world"}\n');
    const r = await runCli(['new', 'task', '--session', bad, '-t', 'x', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input'], { cwd: repo, env: cliEnv(home) });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('not a transcript this tool can read');
    expect(existsSync(home)).toBe(false);
  });

  it('auto finds the Codex rollout of this repo under $CODEX_HOME', async () => {
    const repo = makeRepo({ 'src/cache.ts': 'x\n' });
    const home = freshHome();
    const codexHome = tempDir('handoff-codex-');
    const day = join(codexHome, 'sessions', '2026', '11', '30');
    mkdirSync(day, { recursive: true });
    fixture('codex-basic.jsonl', realpathSync(repo), day);
    const r = await runCli(['new', 'task', '--session', 'auto', '-t', 'Cache', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input', '--json'], { cwd: repo, env: cliEnv(home, { CODEX_HOME: codexHome }) });
    expect(r.code).toBe(0);
    const rec = JSON.parse(readFileSync(JSON.parse(r.stdout).json, 'utf8')) as { answers: { context: string; pointers: string[] } };
    expect(rec.answers.context).toContain('Drafted from the Codex session 0199a8b2');
    expect(rec.answers.pointers).toEqual(['src/cache.ts']);
  });
});

describe('prune and drafts', () => {
  it('removes drafts of `new` last saved longer ago than --older-than, and lists them first with --dry-run', async () => {
    const repo = makeRepo({ 'a.txt': 'a\n' });
    const home = freshHome();
    mkdirSync(join(home, '.drafts'), { recursive: true, mode: 0o700 });
    const draft = (id: string, updated: string) =>
      writeFileSync(join(home, '.drafts', `${id}.json`), JSON.stringify({ schema: 1, id, created: updated, updated, repo, cwd: repo, kind: 'bug', answers: { title: 'half done', why: '', deliver: '', fields: {}, context: '', decided: [], deadEnds: [], pointers: [], outOfScope: [], firstStep: '' }, asked: ['title'] }), { mode: 0o600 });
    draft('draft-20200101-000000-aaaa', '2020-01-01T00:00:00.000Z');
    draft('draft-29990101-000000-bbbb', new Date().toISOString());
    const env = cliEnv(home);
    const dry = await runCli(['prune', '--older-than', '1d', '--dry-run', '--json'], { cwd: repo, env });
    expect(dry.code).toBe(0);
    expect(JSON.parse(dry.stdout).drafts).toEqual([{ id: 'draft-20200101-000000-aaaa', title: 'half done', updated: '2020-01-01T00:00:00.000Z' }]);
    expect(existsSync(join(home, '.drafts', 'draft-20200101-000000-aaaa.json'))).toBe(true);
    const r = await runCli(['prune', '--older-than', '1d'], { cwd: repo, env });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('Removed 1 draft of `handoff new` last saved more than');
    expect(existsSync(join(home, '.drafts', 'draft-20200101-000000-aaaa.json'))).toBe(false);
    expect(existsSync(join(home, '.drafts', 'draft-29990101-000000-bbbb.json'))).toBe(true);
  });
});
