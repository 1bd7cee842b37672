// `handoff new` at a real terminal: the @inquirer prompts driven by keystrokes through tmux.

import { chmodSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI, cliEnv, freshHome, git, makeRepo, requireBuild, runCli, snapshot, tempDir, writeFiles } from '../helpers/e2e.js';
import { startTmux, type TmuxSession } from '../helpers/tmux.js';
import { answer, moveTo } from '../helpers/prompts.js';
import { needs } from '../helpers/prereq.js';

const tmux = needs('tmux');

/** The handoff folders of a store (not its dot-files: the index is a cache a later scan may write). */
const handoffsIn = (home: string): string[] => readdirSync(home).filter((n) => !n.startsWith('.'));

const sessions: TmuxSession[] = [];
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.kill()));
});

const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

async function handoff(args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; height?: number }): Promise<TmuxSession> {
  requireBuild();
  const t = await startTmux([process.execPath, CLI, ...args].map(q).join(' '), { cwd: opts.cwd, env: opts.env, height: opts.height ?? 120, width: 140 }); // tall: the preview fits without paging
  sessions.push(t);
  return t;
}

/**
 * A stand-in for $EDITOR: an empty file (a question's answer) gets $EDITOR_TEXT; a brief gets "Run it."
 * changed to "Run it twice." ($EDIT_MODE=drop-first-step removes that section instead). Each call is logged.
 */
function fakeEditor(): { path: string; log: string } {
  const dir = tempDir('handoff-editor-');
  const path = join(dir, 'edit.sh');
  const log = join(dir, 'calls.log');
  writeFileSync(
    path,
    [
      '#!/bin/sh',
      `echo "$1" >> ${q(log)}`,
      'if [ -s "$1" ]; then',
      '  if [ "$EDIT_MODE" = drop-first-step ]; then',
      "    sed -i '/^## First step$/,/^## Return$/{/^## Return$/!d}' \"$1\"",
      '  else',
      "    sed -i 's/^Run it\\.$/Run it twice./' \"$1\"",
      '  fi',
      'else',
      '  printf "%s\\n" "$EDITOR_TEXT" > "$1"',
      'fi',
      '',
    ].join('\n'),
  );
  chmodSync(path, 0o755);
  return { path, log };
}

const calls = (log: string) => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').length : 0);

tmux.describe('a whole `handoff new` answered by keystrokes', () => {
  it('asks the required questions first, the rest behind "Add more" at the preview, and saves', async () => {
    const repo = makeRepo({ 'src/login.ts': 'export const login = () => 1;\n' });
    writeFiles(repo, { 'src/login.ts': 'export const login = () => 2;\n', 'notes.md': 'scratch\n' });
    const home = freshHome();
    const editor = fakeEditor();
    const t = await handoff(['new', '--no-session'], { cwd: repo, env: cliEnv(home, { EDITOR: editor.path }) });

    // The kind: a select with a one-line description of the highlighted kind.
    const kinds = await t.waitFor('? What kind of slice?');
    expect(kinds).toMatch(/❯ bug\s*\n\s+prototype\s*\n\s+recovery\s*\n\s+review\s*\n\s+session\s*\n\s+task/);
    expect(kinds).toContain('Something is broken: find the cause, fix it or narrow it down');
    await t.press('Enter');

    await answer(t, '? Title (a few words):', 'Login test flakes');
    // Why and Deliver are typed inline: lines until an empty one.
    await t.waitFor('? Why is this slice being carved off?\n  type lines; an empty line ends the answer; :e opens $EDITOR');
    await t.send(['It fails one CI run in five and blocks merges.', 'Enter', 'Enter']);
    await t.waitFor('? What must the receiving agent deliver, and when is it done?');
    await t.send(['The root cause and a fix, with the test green 20 times in a row.', 'Enter', 'Enter']);
    // The kind's own required questions, from prompts/kinds/bug.md.
    await answer(t, '? What happens? (the symptom, exactly as seen)', 'ETIMEDOUT after 5 s');
    await answer(t, '? What should happen instead?', 'It logs in within 1 s');
    // A required multi-line answer: typed inline too, no editor.
    await t.waitFor('? How to reproduce it (commands, inputs, environment)?');
    await t.send(['npm test -- login', 'Enter', 'repeat it ten times', 'Enter', 'Enter']);
    await answer(t, '? The first concrete step:', 'Run npm test -- login ten times.');

    // The preview: the rendered brief with line numbers, its lint result, and the choice.
    const preview = await t.waitFor('? Save this brief?');
    // No pointers yet: lint says so under the first line, and the result line counts it.
    expect(preview).toContain('lint: 0 errors, 1 warning (shown under their lines)');
    expect(preview).toContain('│ ▲ warning no-pointers: no pointers to primary sources');
    expect(preview).toMatch(/❯ Save\s*\n\s+Add more: context, decided, dead ends, pointers, out of scope\s*\n\s+Edit in \$EDITOR, then check again\s*\n\s+Cancel \(your answers stay in a draft\)/);
    expect(preview).toMatch(/\n *\d+ │ Why this slice exists\n/);
    expect(handoffsIn(home)).toEqual([]); // nothing is written before the choice (but the draft)
    expect(readdirSync(join(home, '.drafts'))).toHaveLength(1);

    // "Add more": one checklist of the optional parts.
    await moveTo(t, 'Add more');
    await t.press('Enter');
    const more = await t.waitFor('? Add more (space to pick, enter to go on):');
    expect(more).toMatch(/❯◯ context\s*\n\s*◯ already decided\s*\n\s*◯ dead ends\s*\n\s*◯ pointers; 2 files to pick from\s*\n\s*◯ out of scope\s*\n\s*◯ Evidence/);
    for (const label of ['already decided', 'dead ends', 'pointers', 'out of scope']) await moveTo(t, label, true);
    await t.press('Enter');
    await answer(t, '? Already decided ("decision — because") (empty to skip)', 'Keep the retry logic — product asked for it');
    await answer(t, '? Already decided ("decision — because") (1 so far; empty to finish)');
    await answer(t, '? Dead end ("tried X — failed because Y") (empty to skip)', 'Raising the timeout — still fails one in five');
    await answer(t, '? Dead end ("tried X — failed because Y") (1 so far; empty to finish)');
    // Pointers: the repo's changed and untracked files, each with why it is offered.
    const pick = await t.waitFor('? Pointers: pick files');
    expect(pick).toMatch(/❯◯ src\/login\.ts\s+changed in the working tree\s*\n\s*◯ notes\.md\s+new, not committed/);
    await t.press('Space');
    await t.waitFor('❯◉ src/login.ts');
    await t.press('Enter');
    await answer(t, '? Pointer (path[:line] — note, a command or a URL) (1 so far; empty to finish)', 'npm test -- login');
    await answer(t, '? Pointer (path[:line] — note, a command or a URL) (2 so far; empty to finish)');
    await answer(t, '? Out of scope (empty to skip)', 'Rewriting the auth flow');
    await answer(t, '? Out of scope (1 so far; empty to finish)');

    const again = await t.waitFor(/Rewriting the auth flow[\s\S]*\? Save this brief\?/);
    expect(again).toContain('lint: clean');
    await t.press('Enter');

    const done = await t.waitFor(/When it has returned: .*pull bug-login-test-flakes-\w{4}/);
    expect(await t.exitCode()).toBe(0);
    // No display in this terminal: one warning, and it carries on.
    expect(done).toContain('handoff: warning: clipboard unavailable: no display (DISPLAY/WAYLAND_DISPLAY unset); the brief was not copied');

    const [id] = handoffsIn(home);
    expect(id).toMatch(/^bug-login-test-flakes-[a-km-np-z2-9]{4}$/);
    expect(done).toContain(`Wrote ${id} (bug; lint: 0 errors, 0 warnings)`);
    expect(done).toContain(`claude "$(cat ${join(home, id!, 'brief.md')})"`);
    expect(calls(editor.log)).toBe(0);
    // The saved brief took its draft away.
    expect(readdirSync(join(home, '.drafts'))).toEqual([]);
    const md = readFileSync(join(home, id!, 'brief.md'), 'utf8');
    for (const piece of [
      '# Login test flakes\n',
      '## Why this slice exists\n\nIt fails one CI run in five and blocks merges.\n',
      '## What to deliver\n\nThe root cause and a fix, with the test green 20 times in a row.\n',
      '## Observed\n\nETIMEDOUT after 5 s\n',
      '## Expected\n\nIt logs in within 1 s\n',
      '## How to reproduce\n\nnpm test -- login\nrepeat it ten times\n',
      '## Already decided\n\n- Keep the retry logic — product asked for it\n',
      '## Dead ends\n\n- Raising the timeout — still fails one in five\n',
      '## Pointers\n\n- src/login.ts\n- npm test -- login\n',
      '## Out of scope\n\n- Rewriting the auth flow\n',
      '## First step\n\nRun npm test -- login ten times.\n',
    ]) {
      expect(md).toContain(piece);
    }
    const beforeReturn = md.slice(0, md.indexOf('\n## Return\n'));
    expect(beforeReturn).not.toContain('## Evidence');
    expect(beforeReturn).not.toContain('## Context');
    // The preview showed the id the brief got (its marker line: the Return command's line wraps in the
    // preview when this clone's path is long).
    expect(await t.screen()).toContain(`<!-- handoff:brief id=${id} kind=bug -->`);
    expect(JSON.parse(readFileSync(join(home, id!, 'handoff.json'), 'utf8')).answers).toMatchObject({ title: 'Login test flakes', pointers: ['src/login.ts', 'npm test -- login'], fields: { reproduce: 'npm test -- login\nrepeat it ten times' } });
    // Each preview took a snapshot of the dirty tree; only the saved brief's is kept, nothing waits in .git.
    expect(readdirSync(join(repo, '.git', 'objects')).filter((n) => n.startsWith('tmp_'))).toEqual([]);
    const snap = JSON.parse(readFileSync(join(home, id!, 'handoff.json'), 'utf8')).snapshot as { sha: string; ref: string };
    expect(git(repo, 'rev-parse', snap.ref)).toBe(snap.sha);
    expect(git(repo, 'show', `${snap.sha}:notes.md`)).toBe('scratch');
  });

  it('skips what flags answered, and asks a choice question as a select', async () => {
    const repo = makeRepo({ 'a.ts': 'x\n' });
    const home = freshHome();
    const t = await handoff(
      ['new', 'prototype', '--no-session', '-t', 'Stream markdown', '--why', 'w', '--deliver', 'd', '--field', 'question=Can marked stream?', '--decided', 'x — y', '--dead-end', 'a — failed', '--pointer', 'a.ts', '--out-of-scope', 'z', '--first-step', 'f', '--context', 'c', '--no-copy'],
      { cwd: repo, env: cliEnv(home) },
    );
    await answer(t, '? What evidence would settle it', 'A 1 MiB document under 50 ms');
    // A question with a default (throwaway) is not asked first: it is one "Add more" away.
    await t.waitFor('? Save this brief?');
    const screen = await t.screen();
    // Nothing else was asked.
    expect(screen).not.toContain('Title (a few words)');
    expect(screen).not.toContain('? Is the code throwaway');
    await moveTo(t, 'Add more');
    await t.press('Enter');
    await t.waitFor('◯ Is the code throwaway, or to be kept (now: throwaway)');
    await moveTo(t, 'Is the code throwaway', true);
    await t.press('Enter');
    const sel = await t.waitFor('? Is the code throwaway, or to be kept?');
    expect(sel).toMatch(/❯ throwaway\s*\n\s+keep/);
    await moveTo(t, 'keep');
    await t.press('Enter');
    await t.waitFor(/keep[\s\S]*\? Save this brief\?/);
    await t.press('Enter');
    expect(await t.exitCode()).toBe(0);
    const md = readFileSync(join(home, handoffsIn(home)[0]!, 'brief.md'), 'utf8');
    expect(md).toContain('## Evidence that settles it\n\nA 1 MiB document under 50 ms\n\n## Throwaway or keep\n\nkeep\n');
    expect(await t.screen()).not.toContain('clipboard');
  });

  it('a required answer left empty says so and keeps asking', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const t = await handoff(['new', 'task'], { cwd: repo, env: cliEnv(home) });
    await t.waitFor('? Title (a few words):');
    await t.press('Enter');
    await t.waitFor('an answer is required');
    await t.type('Now with a title');
    await t.press('Enter');
    await t.waitFor('? Why is this slice being carved off?');
    await t.press('C-c');
    expect(await t.exitCode()).toBe(130);
  });
});

/** A body that answers every section of a task brief, so only the preview is left to ask. */
function fullBody(): string {
  const file = join(tempDir(), 'body.md');
  writeFileSync(
    file,
    [
      '# Preview me',
      '## Why', 'w',
      '## Deliver', 'd',
      '## Constraints', 'none',
      '## Context', 'c',
      '## Already decided', '- x — because y',
      '## Dead ends', '- z — failed',
      '## Pointers', '- a.ts',
      '## Out of scope', '- nothing',
      '## First step', 'Run it.',
    ].join('\n\n') + '\n',
  );
  return file;
}

tmux.describe('the preview: save, edit in $EDITOR, cancel', () => {
  it('"Edit in $EDITOR" opens the brief, re-lints the edited text, and saves it', async () => {
    const repo = makeRepo({ 'a.ts': 'x\n' });
    const home = freshHome();
    const editor = fakeEditor();
    const t = await handoff(['new', 'task', '--body', fullBody(), '--no-copy'], { cwd: repo, env: cliEnv(home, { EDITOR: editor.path }) });
    await t.waitFor('? Save this brief?');
    await t.press('Down');
    await t.press('Down');
    await t.press('Enter');
    const again = await t.waitFor(/Run it twice\.[\s\S]*\? Save this brief\?/);
    expect(again).toContain('lint: clean');
    expect(calls(editor.log)).toBe(1);
    await t.press('Enter');
    expect(await t.exitCode()).toBe(0);
    const id = handoffsIn(home)[0]!;
    const md = readFileSync(join(home, id, 'brief.md'), 'utf8');
    expect(md).toContain('## First step\n\nRun it twice.\n');
    // The saved brief carries the id it was saved under, and the record the edited answers.
    expect(md).toContain(` return ${id} --body FILE`);
    expect(JSON.parse(readFileSync(join(home, id, 'handoff.json'), 'utf8')).answers.firstStep).toBe('Run it twice.');
  });

  it('an edit that breaks the brief shows the lint errors and puts editing first; "Save anyway" forces it', async () => {
    const repo = makeRepo({ 'a.ts': 'x\n' });
    const home = freshHome();
    const editor = fakeEditor();
    const t = await handoff(['new', 'task', '--body', fullBody(), '--no-copy'], { cwd: repo, env: cliEnv(home, { EDITOR: editor.path, EDIT_MODE: 'drop-first-step' }) });
    await t.waitFor('? Save this brief?');
    await t.press('Down');
    await t.press('Down');
    await t.press('Enter');
    const errs = await t.waitFor('? The brief has lint errors. Edit it?');
    expect(errs).toContain('lint: 1 error, 0 warnings (shown under their lines)');
    expect(errs).toMatch(/❯ Edit in \$EDITOR, then check again\s*\n\s+Add more: context, decided, dead ends, pointers, out of scope\s*\n\s+Save anyway, with 1 lint error\s*\n\s+Cancel/);
    await t.press('Down');
    await t.press('Down');
    await t.press('Enter');
    expect(await t.exitCode()).toBe(0);
    const md = readFileSync(join(home, handoffsIn(home)[0]!, 'brief.md'), 'utf8');
    expect(md).not.toContain('## First step');
  });

  it.each([
    ['a missing $EDITOR', '/nonexistent/editor', 'handoff: the editor "/nonexistent/editor" was not found; set $EDITOR to an editor that is installed'],
    ['a failing $EDITOR', 'false', 'handoff: the editor "false" exited with status 1; the brief is unchanged'],
  ])('%s shows an error and returns to the choice without losing the answers', async (_name, editorCmd, message) => {
    const repo = makeRepo({ 'a.ts': 'x\n' });
    const home = freshHome();
    const t = await handoff(['new', 'task', '--body', fullBody(), '--no-copy'], { cwd: repo, env: cliEnv(home, { EDITOR: editorCmd }) });
    await t.waitFor('? Save this brief?');
    await t.press('Down');
    await t.press('Down');
    await t.press('Enter');
    // The error stands right above the choice, which comes back with the answers intact.
    const screen = await t.waitFor(/handoff: the editor[\s\S]*\? Save this brief\?\s*\n❯ Save/);
    expect(screen).toContain(`${message}\n? Save this brief?`);
    await t.press('Enter');
    expect(await t.exitCode()).toBe(0);
    const md = readFileSync(join(home, handoffsIn(home)[0]!, 'brief.md'), 'utf8');
    expect(md).toContain('## First step\n\nRun it.\n');
    expect(md).toContain('## Why this slice exists\n\nw\n');
  });

  it('"Cancel" exits 130 and writes nothing', async () => {
    const repo = makeRepo({ 'a.ts': 'x\n' });
    const home = freshHome();
    const t = await handoff(['new', 'task', '--body', fullBody(), '--no-copy'], { cwd: repo, env: cliEnv(home) });
    await t.waitFor('? Save this brief?');
    await t.press('Up'); // wraps to the last choice: Cancel
    await t.waitFor('❯ Cancel (nothing is written)');
    await t.press('Enter');
    expect(await t.exitCode()).toBe(130);
    expect(await t.screen()).toContain('handoff: cancelled; nothing was written');
    expect(existsSync(home)).toBe(false);
  });
});

tmux.describe('--body - at a terminal', () => {
  it('reads the body typed up to Ctrl-D, then asks nothing (stdin is used up): missing answers are exit 2', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const t = await handoff(['new', 'task', '--body', '-'], { cwd: repo, env: cliEnv(home) });
    await t.type('# Typed body\n\n## Why\n\nbecause\n');
    await t.press('C-d');
    expect(await t.exitCode()).toBe(2);
    const screen = await t.screen();
    expect(screen).toContain('handoff: missing required answers: what to deliver, first step');
    expect(screen).not.toContain('cancelled');
    expect(existsSync(home)).toBe(false);
  });

  it('with everything in the body it writes the brief', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const t = await handoff(['new', 'task', '--body', '-', '--no-copy'], { cwd: repo, env: cliEnv(home) });
    await t.type('# Typed body\n\n## Why\n\nw\n\n## Deliver\n\nd\n\n## First step\n\nf\n');
    await t.press('C-d');
    expect(await t.exitCode()).toBe(0);
    expect(readFileSync(join(home, handoffsIn(home)[0]!, 'brief.md'), 'utf8')).toContain('# Typed body\n');
  });
});

tmux.describe('a draft resumed straight to "Save this brief?"', () => {
  it('Cancel at the preview keeps a draft; --resume, Save: the brief is written and the draft is gone', async () => {
    const repo = makeRepo();
    const home = freshHome();
    const drafts = () => (existsSync(join(home, '.drafts')) ? readdirSync(join(home, '.drafts')).filter((n) => n.endsWith('.json')) : []);
    const a = await handoff(['new', 'task', '-t', 'Draft probe', '--deliver', 'd', '--first-step', 'f', '--no-copy', '--no-session'], { cwd: repo, env: cliEnv(home) });
    await a.waitFor('? Why is this slice being carved off?');
    await a.send(['Why line', 'Enter', 'Enter']);
    await a.waitFor('? Save this brief?');
    await moveTo(a, 'Cancel');
    await a.press('Enter');
    expect(await a.exitCode()).toBe(130);
    expect(await a.screen()).toMatch(/your answers are kept in the draft draft-/);
    expect(drafts()).toHaveLength(1);
    expect(handoffsIn(home)).toEqual([]);

    // Every answer is in: the resumed run asks nothing and goes straight to the preview.
    const b = await handoff(['new', '--resume', '--no-copy', '--no-session'], { cwd: repo, env: cliEnv(home) });
    await b.waitFor('? Save this brief?');
    await b.press('Enter');
    expect(await b.exitCode()).toBe(0);
    expect(handoffsIn(home)).toHaveLength(1);
    expect(readFileSync(join(home, handoffsIn(home)[0]!, 'brief.md'), 'utf8')).toContain('Why line');
    // The brief it became is saved: no draft offers the same answers again.
    expect(drafts()).toEqual([]);
    const again = await runCli(['new', '--resume'], { cwd: repo, env: cliEnv(home) });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('there is no draft of `handoff new` to resume');
  });
});

tmux.describe('Ctrl-C and Esc end the flow: exit 130, the store unchanged', () => {
  /** A store that already holds one handoff. */
  async function storeWithOne(repo: string): Promise<string> {
    const home = freshHome();
    const r = await runCli(['new', 'task', '-t', 'Existing', '--why', 'w', '--deliver', 'd', '--first-step', 'f', '--no-input'], { cwd: repo, env: cliEnv(home) });
    expect(r.code, r.stderr).toBe(0);
    return home;
  }

  it.each([
    ['Ctrl-C', 'C-c', '? What kind of slice?'],
    ['Ctrl-C', 'C-c', '? Why is this slice being carved off?'],
    ['Esc', 'Escape', '? What kind of slice?'],
    ['Esc', 'Escape', '? Why is this slice being carved off?'],
  ])('%s at "%s"', async (_name, key, prompt) => {
    const repo = makeRepo();
    const home = await storeWithOne(repo);
    const before = snapshot(home);
    const t = await handoff(['new'], { cwd: repo, env: cliEnv(home) });
    if (prompt.includes('Why')) {
      await t.waitFor('? What kind of slice?');
      await t.press('Enter');
      await answer(t, '? Title (a few words):', 'Half done');
    }
    await t.waitFor(prompt);
    await t.press(key);
    expect(await t.exitCode()).toBe(130);
    if (prompt.includes('Why')) {
      // An answer was given: it is kept in a draft, and the message says how to go on. No handoff changed.
      const screen = await t.screen();
      expect(screen).toMatch(/handoff: cancelled; your answers are kept in the draft draft-\d{8}-\d{6}-\w{4}\n\s+go on where you left off \(in this repo\): [\s\S]*?cli\.js\s+new\s+--resume/);
      const handoffs = (snap: Record<string, string>) => Object.fromEntries(Object.entries(snap).filter(([k]) => !k.startsWith('.drafts')));
      expect(handoffs(snapshot(home))).toEqual(handoffs(before));
      expect(readdirSync(join(home, '.drafts'))).toHaveLength(1);
    } else {
      expect(await t.screen()).toContain('handoff: cancelled; nothing was written');
      expect(snapshot(home)).toEqual(before);
    }
  });

  it.each([
    ['Ctrl-C', 'C-c'],
    ['Esc', 'Escape'],
  ])('%s at the preview, with a store that did not exist yet', async (_name, key) => {
    const repo = makeRepo({ 'a.ts': 'x\n' });
    const home = freshHome();
    const t = await handoff(['new', 'task', '--body', fullBody()], { cwd: repo, env: cliEnv(home) });
    await t.waitFor('? Save this brief?');
    await t.press(key);
    expect(await t.exitCode()).toBe(130);
    expect(existsSync(home)).toBe(false);
  });

  it('Ctrl-C in a checkbox and in a loop (behind "Add more"): the answers so far are in the draft', async () => {
    const repo = makeRepo({ 'a.ts': 'x\n' });
    writeFiles(repo, { 'a.ts': 'y\n' });
    const home = await storeWithOne(repo);
    const handoffs = (snap: Record<string, string>) => Object.fromEntries(Object.entries(snap).filter(([k]) => !k.startsWith('.drafts')));
    const before = snapshot(home);
    for (const where of ['checkbox', 'loop']) {
      const t = await handoff(['new', 'task', '-t', 't', '--why', 'w', '--deliver', 'd'], { cwd: repo, env: cliEnv(home) });
      await answer(t, '? The first concrete step:', 'Look.');
      await t.waitFor('? Save this brief?');
      await moveTo(t, 'Add more');
      await t.press('Enter');
      await t.waitFor('? Add more');
      if (where === 'checkbox') {
        await moveTo(t, 'pointers', true);
        await t.press('Enter');
        await t.waitFor('? Pointers: pick files');
        await t.press('Space');
        await t.waitFor('❯◉');
      } else {
        await moveTo(t, 'already decided', true);
        await t.press('Enter');
        await answer(t, '? Already decided ("decision — because") (empty to skip)', 'one — because');
        await t.waitFor('(1 so far; empty to finish)');
      }
      await t.press('C-c');
      expect(await t.exitCode()).toBe(130);
      expect(await t.screen()).toMatch(/go on where you left off \(in this repo\): [\s\S]*?new\s+--resume/);
      expect(handoffs(snapshot(home))).toEqual(handoffs(before));
    }
  });
});
