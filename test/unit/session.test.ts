// Reading agent transcripts into a draft: fixtures written in both agents' formats (tool calls, results,
// failing commands, edits, compaction), and malformed, truncated, unknown and huge files made here.

import { appendFileSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTranscript } from '../../src/session/read.js';
import { draftFromDigest, inlineCommand, repoPath } from '../../src/session/draft.js';
import { argvToCommand, patchFiles, shellOutcome } from '../../src/session/codex.js';
import { claudeFolderName, findTranscript } from '../../src/session/find.js';
import { forEachLine } from '../../src/session/lines.js';
import { HandoffError } from '../../src/errors.js';
import { tempDir } from '../helpers/cli-core.js';
import { scaled } from '../helpers/timing.js';

const FIXTURES = new URL('../fixtures/sessions/', import.meta.url);

/** A fixture with its {{cwd}} set to `cwd`, written to a temp file. */
function fixture(name: string, cwd: string, dir = tempDir('handoff-session-')): string {
  const file = join(dir, name);
  writeFileSync(file, readFileSync(new URL(name, FIXTURES), 'utf8').replaceAll('{{cwd}}', cwd));
  return file;
}

describe('Claude Code transcripts', () => {
  it('gathers commands, failures with their exit status and last lines, files touched and the last request', async () => {
    const d = await readTranscript(fixture('claude-basic.jsonl', '/work/app'));
    expect(d.agent).toBe('claude');
    expect(d.sessionId).toBe('7f3c2a1e-5b9d-4c8e-a2f1-0d6b9e4c3a21');
    expect(d.version).toBe('2.1.240');
    expect(d.cwd).toBe('/work/app');
    expect(d.malformed).toBe(0);
    // Bash calls only (Read is not a command); the refused one ran nothing but was asked for.
    expect(d.commandCount).toBe(6);
    expect(d.commands.map((c) => [c.command.slice(0, 20), c.status])).toEqual([
      ['npm test -- login', 'exit 1'],
      ['git log --oneline -3', 'ok'],
      ['DATABASE_URL=postgre', 'exit 2'],
      ['rm -rf node_modules', 'not run'],
      ['for i in $(seq 20); ', 'exit 1'],
      ['npm run build', 'ok'],
    ]);
    expect(d.failureCount).toBe(3);
    expect(d.failures[0]).toMatchObject({ command: 'npm test -- login', status: 'exit 1' });
    expect(d.failures[0]!.tail).toContain('Error: connect ETIMEDOUT 127.0.0.1:5432');
    expect(d.failures[0]!.tail).not.toMatch(/^Error: Exit code/);
    // Trimmed to its last lines: run 17's failure is kept, run 1 is not.
    const loop = d.failures[2]!.tail!.split('\n');
    expect(loop.length).toBe(12);
    expect(loop.at(-1)).toBe('run 17: FAIL ETIMEDOUT');
    // Edited and created files; the failed edit of a missing file is not a change.
    expect(d.files).toEqual([
      { path: '/work/app/src/login.ts', how: 'edited' },
      { path: '/work/app/test/login.retry.test.ts', how: 'created' },
      { path: '/tmp/scratch-notes.md', how: 'created' },
    ]);
    // The slash command and the interruption are not requests; the array-form message is.
    expect(d.lastRequest).toBe('Now run it twenty times in a row and tell me if it still flakes.');
  });

  it('drafts Context, Dead ends and Pointers from it, redacted, with paths relative to the repo', async () => {
    const d = await readTranscript(fixture('claude-basic.jsonl', '/work/app'));
    const draft = draftFromDigest(d, ['/work/app']);
    expect(draft.source).toMatchObject({ agent: 'claude', agentName: 'Claude Code', commandCount: 6, failureCount: 3 });
    expect(draft.pointers).toEqual(['src/login.ts', 'test/login.retry.test.ts']);
    expect(draft.context).toContain('Drafted from the Claude Code session 7f3c2a1e');
    expect(draft.context).toContain('6 commands run (3 failed), 2 files changed');
    expect(draft.context).toContain('- `npm test -- login` (exit 1)');
    expect(draft.context).toContain('(1 file outside this repository left out.)');
    expect(draft.deadEnds).toHaveLength(3);
    expect(draft.deadEnds[0]).toMatch(/^`npm test -- login` failed \(exit 1\); its last lines:\n\n```text\n/);
    // The password in the URL and the AWS key are gone from every part, and said so.
    const all = JSON.stringify(draft);
    expect(all).not.toContain('hunter2secret');
    expect(all).not.toContain('AKIAZ7Q4N3XK2M5PL6RT');
    expect(draft.redacted.map((r) => r.where)).toEqual(expect.arrayContaining(['context', 'dead ends']));
    expect(draft.request).toBe('Now run it twenty times in a row and tell me if it still flakes.');
  });

  it('reads a compacted session: compactions counted, the summary is not a request, work after it counts', async () => {
    const d = await readTranscript(fixture('claude-compacted.jsonl', '/work/app'));
    expect(d.compactions).toBe(2);
    expect(d.lastRequest).toBe('Good. Now make the exporter handle 2 GB files without running out of memory.');
    expect(d.failures.map((f) => f.status)).toEqual(['exit 1', 'timed out']);
    expect(d.files.map((f) => f.path)).toEqual(['/work/app/src/csv.ts', '/work/app/notebooks/csv.ipynb']);
    const draft = draftFromDigest(d, ['/work/app']);
    expect(draft.context).toContain('compacted twice');
    expect(draft.pointers).toEqual(['src/csv.ts', 'notebooks/csv.ipynb']);
  });
});

describe('Codex rollouts', () => {
  it('gathers shell calls in every output shape, apply_patch files, compaction and the last request', async () => {
    const d = await readTranscript(fixture('codex-basic.jsonl', '/work/shop'));
    expect(d.agent).toBe('codex');
    expect(d.sessionId).toBe('0199a8b2-7c41-7e20-9d3a-5f6e7a8b9c0d');
    expect(d.version).toBe('0.63.0');
    expect(d.cwds).toEqual(['/work/shop', '/work/shop/src']);
    expect(d.commands.map((c) => [c.command, c.status])).toEqual([
      ['rg -n "cacheKey" src', 'ok'],
      ['npm test -- cache', 'exit 1'],
      ['npm run lint', 'exit 2'],
      ['npm test -- format', 'exit 1'],
      ['git status --short', 'ok'],
    ]);
    expect(d.failures[1]!.tail).toBe('src/cache.ts:42:3 error Unexpected any\n1 problem');
    expect(d.failures[2]!.tail).toContain('Intl.NumberFormat is not a constructor');
    expect(d.files).toEqual([
      { path: '/work/shop/src/cache.ts', how: 'edited' },
      { path: '/work/shop/test/cache.locale.test.ts', how: 'created' },
    ]);
    // The compacted line and its event are one compaction; environment_context is not a request.
    expect(d.compactions).toBe(1);
    expect(d.lastRequest).toBe('Also check the price formatter for the same bug.');
    const draft = draftFromDigest(d, ['/work/shop']);
    expect(draft.pointers).toEqual(['src/cache.ts', 'test/cache.locale.test.ts']);
    expect(draft.deadEnds.map((x) => x.split(' failed')[0])).toEqual(['`npm test -- cache`', '`npm run lint`', '`npm test -- format`']);
  });

  it('reads commands and results in the shapes Codex has written', () => {
    expect(argvToCommand(['bash', '-lc', 'ls -la'])).toBe('ls -la');
    expect(argvToCommand(['git', 'commit', '-m', 'a message'])).toBe("git commit -m 'a message'");
    expect(shellOutcome('{"output":"x","metadata":{"exit_code":3}}')).toEqual({ status: 'exit 3', output: 'x' });
    expect(shellOutcome('Exit code: 0\nWall time: 1s\nOutput:\nfine')).toEqual({ status: 'ok', output: 'fine' });
    expect(shellOutcome('Process exited with code 127\nOutput:\nsh: nope: not found').status).toBe('exit 127');
    expect(patchFiles('*** Begin Patch\n*** Delete File: a.ts\n*** Update File: b.ts\n*** Move to: c.ts\n*** End Patch')).toEqual([
      { path: 'a.ts', how: 'deleted' },
      { path: 'b.ts', how: 'edited' },
      { path: 'c.ts', how: 'created' },
    ]);
  });
});

describe('bad transcripts', () => {
  it('skips and counts malformed lines, and reads a truncated last line as malformed', async () => {
    const file = fixture('claude-basic.jsonl', '/work/app');
    const text = readFileSync(file, 'utf8').split('\n');
    text.splice(3, 0, '{"type":"user", this is not json', 'garbage');
    writeFileSync(file, text.join('\n'));
    appendFileSync(file, '{"type":"assistant","message":{"content":[{"type":"tool_use","id":"t","name":"Ba'); // cut off mid-line
    const d = await readTranscript(file);
    expect(d.malformed).toBe(3);
    expect(d.commandCount).toBe(6);
    expect(d.lastRequest).toBe('Now run it twenty times in a row and tell me if it still flakes.');
  });

  it('refuses a file neither agent wrote with a usage error (exit 2)', async () => {
    const dir = tempDir('handoff-session-');
    const cases: [string, string][] = [
      ['notes.jsonl', Array.from({ length: 60 }, (_, i) => JSON.stringify({ event: 'x', n: i })).join('\n')],
      ['empty.jsonl', ''],
      ['prose.md', '# Notes\n\nnot a transcript\n'],
    ];
    for (const [name, text] of cases) {
      writeFileSync(join(dir, name), text);
      const e = await readTranscript(join(dir, name)).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(HandoffError);
      expect((e as HandoffError).exitCode).toBe(2);
      expect((e as HandoffError).message).toContain('not a transcript this tool can read');
    }
    const missing = await readTranscript(join(dir, 'nope.jsonl')).catch((x: unknown) => x);
    expect((missing as HandoffError).exitCode).toBe(2);
  });

  it('skips a line longer than the cap without holding it, and reads on', async () => {
    const dir = tempDir('handoff-session-');
    const file = join(dir, 'long.jsonl');
    writeFileSync(file, `{"a":1}\n{"big":"${'x'.repeat(5000)}"}\n{"b":2}\n`);
    const seen: string[] = [];
    const stats = await forEachLine(file, (l) => void seen.push(l), 1000);
    expect(stats).toEqual({ lines: 3, oversized: 1 });
    expect(seen).toEqual(['{"a":1}', '{"b":2}']);
  });
});

describe('finding the session that worked here', () => {
  it('takes the newest transcript whose recorded cwd is in the repo or a worktree, whatever the folder is called', async () => {
    const home = tempDir('handoff-agenthome-');
    const env = { HOME: home };
    const projects = join(home, '.claude', 'projects');
    // The folder name is the lossy encoding; a transcript for another repo with a colliding name is newer.
    const enc = claudeFolderName('/work/my_app');
    expect(enc).toBe('-work-my-app');
    mkdirSync(join(projects, enc), { recursive: true });
    const ours = fixture('claude-basic.jsonl', '/work/my_app', join(projects, enc));
    const other = join(projects, enc, 'other.jsonl');
    writeFileSync(other, readFileSync(ours, 'utf8').replaceAll('/work/my_app', '/work/my-app'));
    utimesSync(ours, new Date('2026-11-30T10:00:00Z'), new Date('2026-11-30T10:00:00Z'));
    // A Codex rollout in a worktree of the repo, newest of all.
    const day = join(home, '.codex', 'sessions', '2026', '11', '30');
    mkdirSync(day, { recursive: true });
    const codex = fixture('codex-basic.jsonl', '/work/my_app-wt/feature', day);
    const found = await findTranscript(['/work/my_app', '/work/my_app-wt/feature'], env);
    expect(found?.file).toBe(codex);
    expect(found?.agent).toBe('codex');
    // Without the worktree, the Claude transcript recorded in /work/my_app (not the newer /work/my-app one).
    const main = await findTranscript(['/work/my_app'], env);
    expect(main?.file).toBe(ours);
    // The harness's own session id picks that exact transcript.
    expect((await findTranscript(['/work/my_app', '/work/my_app-wt/feature'], env, '7f3c2a1e-5b9d-4c8e-a2f1-0d6b9e4c3a21'))?.file).toBe(ours);
    expect(await findTranscript(['/elsewhere'], env)).toBeNull();
  });
});

describe('many failures', () => {
  it('keeps the last 20 failed commands, each once, and says how many there were', async () => {
    const dir = tempDir('handoff-session-');
    const file = join(dir, 'many.jsonl');
    const lines: string[] = [];
    for (let i = 0; i < 30; i++) {
      lines.push(JSON.stringify({ type: 'assistant', sessionId: 's', cwd: '/r', message: { content: [{ type: 'tool_use', id: `t${i}`, name: 'Bash', input: { command: `make step${i % 15}` } }] } }));
      lines.push(JSON.stringify({ type: 'user', sessionId: 's', cwd: '/r', message: { content: [{ type: 'tool_result', tool_use_id: `t${i}`, is_error: true, content: `Error: Exit code 2\nstep ${i} broke` }] } }));
    }
    writeFileSync(file, lines.join('\n') + '\n');
    const d = await readTranscript(file);
    expect(d.failureCount).toBe(30);
    expect(d.failures).toHaveLength(20);
    const draft = draftFromDigest(d, ['/r']);
    expect(draft.context).toContain('Dead ends holds the last 20 of the 30 failed commands');
    // The last 20 failures (10..29) name 15 commands, 5 of them twice: each once, with its last output.
    expect(draft.deadEnds).toHaveLength(15);
    expect(draft.deadEnds.at(-1)).toContain('step 29 broke');
  });
});

describe('draft helpers', () => {
  it('keeps commands on one line as code their own backticks cannot end, and paths inside the repo', () => {
    expect(inlineCommand('echo `date`')).toBe('`` echo `date` ``');
    expect(inlineCommand('cat <<EOF\nx\nEOF')).toBe('`cat <<EOF …`');
    expect(repoPath('/r/src/a.ts', '/r', ['/r'])).toBe('src/a.ts');
    expect(repoPath('lib/b.ts', '/r/pkg', ['/r'])).toBe('pkg/lib/b.ts');
    expect(repoPath('/etc/passwd', '/r', ['/r'])).toBeNull();
  });
});

describe('a huge transcript', () => {
  it('is read in bounded memory: 200 MB under a 64 MB heap, an oversized line skipped and counted', async () => {
    const { openSync, writeSync, closeSync } = await import('node:fs');
    const { spawnSync } = await import('node:child_process');
    const { fileURLToPath } = await import('node:url');
    const build = fileURLToPath(new URL('../../build/session/read.js', import.meta.url));
    const dir = tempDir('handoff-huge-');
    const file = join(dir, 'huge.jsonl');
    const lines = readFileSync(new URL('claude-basic.jsonl', FIXTURES), 'utf8').replaceAll('{{cwd}}', '/work/app').trim().split('\n');
    const fd = openSync(file, 'w');
    const bulk = JSON.stringify({ type: 'user', sessionId: 's', cwd: '/work/app', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'r', content: 'y'.repeat(1 << 20) }] } });
    let size = 0;
    let round = 0;
    while (size < 200 * 1024 * 1024) {
      // The fixture's lines with fresh tool ids each round, a 1 MB tool output, and now and then a bad line.
      const chunk = lines.map((l) => l.replaceAll('toolu_', `toolu_${round}_`)).join('\n') + '\n' + bulk + '\n' + (round % 50 === 7 ? 'not json at all\n' : '');
      writeSync(fd, chunk);
      size += Buffer.byteLength(chunk);
      round++;
    }
    writeSync(fd, `{"type":"user","sessionId":"s","message":{"content":"${'z'.repeat(10 * 1024 * 1024)}"}}\n`); // over the 8 MiB cap
    writeSync(fd, JSON.stringify({ type: 'user', sessionId: 's', cwd: '/work/app', message: { role: 'user', content: 'the very last request' } }) + '\n');
    closeSync(fd);
    const script = `import(${JSON.stringify(build)}).then(async (m) => { const d = await m.readTranscript(${JSON.stringify(file)}); console.log(JSON.stringify({ lines: d.lines, malformed: d.malformed, oversized: d.oversized, commands: d.commandCount, failures: d.failureCount, kept: d.failures.length, request: d.lastRequest, maxRSS: process.resourceUsage().maxRSS })); })`;
    const r = spawnSync(process.execPath, ['--max-old-space-size=64', '-e', script], { encoding: 'utf8', timeout: scaled(120_000) });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, number | string>;
    expect(out.oversized).toBe(1);
    expect(out.malformed).toBe(Math.ceil((round - 7) / 50));
    expect(out.commands).toBe(6 * round);
    expect(out.failures).toBe(3 * round);
    expect(out.kept).toBe(20); // only the last failures are held
    expect(out.request).toBe('the very last request');
    // Printed for the record (the bench measures it; here only the heap cap above is the assertion).
    console.log(`huge transcript: ${(size / 1048576).toFixed(0)} MB read with max RSS ${(Number(out.maxRSS) / 1024).toFixed(0)} MB`);
  }, scaled(180_000));
});
