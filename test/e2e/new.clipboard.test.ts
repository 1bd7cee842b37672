// `handoff new --copy`: a real copy under a private Xvfb, read back with `xsel -o -b`; without a display,
// one warning line and exit 0.

import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLI, cliEnv, freshHome, makeRepo, requireBuild, runCli, storeEntries } from '../helpers/e2e.js';
import { startTmux, type TmuxSession } from '../helpers/tmux.js';
import { clipboardOwner, copiedBy, startXvfb, waitForNewClipboardOwner, type Xvfb } from '../helpers/xvfb.js';
import { scaled } from '../helpers/timing.js';
import { needs } from '../helpers/prereq.js';

const COMMON = ['--why', 'w', '--deliver', 'd', '--first-step', 'f', '--pointer', 'README.md'];
const TOKEN = ['ghp', 'R8x2Kq9LmZ4vT7bN1cW5yH3jD6fG0sPaE2uQ'].join('_');

function xselRead(display: string, home: string): string {
  const r = spawnSync('xsel', ['-o', '-b'], { env: { PATH: process.env.PATH, HOME: home, DISPLAY: display }, encoding: 'utf8', timeout: scaled(5000) });
  if (r.status !== 0) throw new Error(`xsel -o -b failed (${r.status}): ${r.stderr}`);
  return r.stdout;
}

// `xsel -i` exits as soon as its forked daemon has the text, a moment before that daemon owns the selection,
// so a read right after the CLI exits could still see the previous owner's text: every read below waits for
// the selection's new owner first (copiedBy / waitForNewClipboardOwner, test/helpers/xvfb.ts), never a delay.

needs('Xvfb', 'xsel').describe('with a display (Xvfb)', () => {
  let x: Xvfb;
  const sessions: TmuxSession[] = [];
  beforeAll(async () => {
    x = await startXvfb();
  });
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((s) => s.kill()));
  });
  afterAll(async () => {
    await x?.stop();
  });

  it('--copy puts the brief, exactly as stored, on the clipboard', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const env = cliEnv(home, { DISPLAY: x.display });
    const r = await copiedBy(x.display, () => runCli(['new', 'task', '-t', 'Copied ✓ brief', ...COMMON, '--why', `token ${TOKEN} here`, '--copy', '--no-input', '--json'], { cwd: repo, env }));
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout);
    // Under --json the only stderr line says what was redacted (an agent reads stderr).
    expect(r.stderr).toBe(`handoff: redacted 1 github-token (line ${j.redactions[0].line}) of ${j.brief}\n`);
    expect(j.copied).toBe(true);
    const brief = readFileSync(j.brief, 'utf8');
    const text = xselRead(x.display, env.HOME!);
    expect(text).toBe(brief);
    expect(text).toContain('# Copied ✓ brief');
    expect(text).not.toContain(TOKEN);
    expect(text).toContain('token [REDACTED:github-token] here');
  });

  it('says so in the human output', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const r = await runCli(['new', 'task', '-t', 'Said', ...COMMON, '--copy', '--no-input'], { cwd: repo, env: cliEnv(home, { DISPLAY: x.display }) });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^  copied to the clipboard$/m);
  });

  it('without --copy and without a terminal, nothing is copied', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const env = cliEnv(home, { DISPLAY: x.display });
    await copiedBy(x.display, () => spawnSync('xsel', ['-i', '-b'], { input: 'before', env: { PATH: process.env.PATH, HOME: env.HOME, DISPLAY: x.display } }));
    const owner = await clipboardOwner(x.display);
    const r = await runCli(['new', 'task', '-t', 'Not copied', ...COMMON, '--no-input', '--json'], { cwd: repo, env });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).copied).toBe(false);
    await new Promise((r) => setTimeout(r, scaled(300))); // a copy, had there been one, would have landed by now
    expect(await clipboardOwner(x.display)).toBe(owner);
    expect(xselRead(x.display, env.HOME!)).toBe('before');
  });

  needs('tmux').it('at a terminal it copies by default (a person is there)', async () => {
    requireBuild();
    const repo = makeRepo();
    const home = freshHome();
    const body = join(repo, 'body.md');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(body, ['# Terminal copy', '## Why', 'w', '## Deliver', 'd', '## Constraints', 'none', '## Context', 'c', '## Already decided', '- a — b', '## Dead ends', '- c — failed', '## Pointers', '- README.md', '## Out of scope', '- x', '## First step', 'f'].join('\n\n') + '\n');
    const env = cliEnv(home, { DISPLAY: x.display });
    const owner = await clipboardOwner(x.display);
    const t = await startTmux(`'${process.execPath}' '${CLI}' new task --body '${body}'`, { cwd: repo, env, width: 140, height: 120 }); // tall: the preview fits without paging
    sessions.push(t);
    await t.waitFor('? Save this brief?');
    await t.press('Enter');
    expect(await t.exitCode()).toBe(0);
    expect(await t.screen()).toContain('  copied to the clipboard');
    const id = storeEntries(home)[0]!;
    const brief = readFileSync(join(home, id, 'brief.md'), 'utf8');
    await waitForNewClipboardOwner(x.display, owner);
    expect(xselRead(x.display, env.HOME!)).toBe(brief);
  });
});

describe('without a display', () => {
  it('--copy prints one warning line on stderr and exits 0', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const r = await runCli(['new', 'task', '-t', 'No display', ...COMMON, '--copy', '--no-input'], { cwd: repo, env: cliEnv(home) });
    expect(r.code, r.stderr).toBe(0);
    const warnings = r.stderr.split('\n').filter((l) => /^handoff: warning|clipboard/.test(l));
    expect(warnings).toEqual(['handoff: warning: clipboard unavailable: no display (DISPLAY/WAYLAND_DISPLAY unset); the brief was not copied']);
    expect(storeEntries(home)).toHaveLength(1);
  });

  it('with --json: stdout is still only the JSON, copied is false, the warning is on stderr', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const r = await runCli(['new', 'task', '-t', 'No display json', ...COMMON, '--copy', '--no-input', '--json'], { cwd: repo, env: cliEnv(home) });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).copied).toBe(false);
    expect(r.stderr).toBe('handoff: warning: clipboard unavailable: no display (DISPLAY/WAYLAND_DISPLAY unset); the brief was not copied\n');
  });

  it('a display nobody serves: one warning line, exit 0', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const r = await runCli(['new', 'task', '-t', 'Dead display', ...COMMON, '--copy', '--no-input'], { cwd: repo, env: cliEnv(home, { DISPLAY: ':987' }) });
    expect(r.code, r.stderr).toBe(0);
    const warnings = r.stderr.split('\n').filter((l) => /^handoff: warning|clipboard/.test(l));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^handoff: warning: clipboard copy failed \(.*\); the brief was not copied$/);
  });
});
