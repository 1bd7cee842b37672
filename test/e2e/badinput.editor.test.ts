// A $EDITOR that fails or is missing, at the preview of an interactive `handoff new` in a real terminal
// (tmux): the error is shown, the brief is unchanged, the preview comes back; cancelling then exits 130
// with nothing written, saving writes the unedited brief. editInEditor is also checked directly.

import { readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTmux, type TmuxSession } from '../helpers/tmux.js';
import { CLI, baseEnv, cleanup, makeRepo, snapshot, tempDir } from '../helpers/trust-cli.js';
import { editInEditor } from '../../src/ui/ask.js';
import { HandoffError } from '../../src/errors.js';
import { needs } from '../helpers/prereq.js';
import { scaled } from '../helpers/timing.js';

let repo: string;
let home: string;
let env: NodeJS.ProcessEnv;
const sessions: TmuxSession[] = [];

beforeAll(() => {
  home = join(tempDir(), 'store');
  env = baseEnv({ HANDOFF_HOME: home });
  repo = makeRepo(env);
});
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.kill()));
});
afterAll(cleanup);

const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
/** Every answer as a flag, so the only question left is the preview's. */
const ANSWERED = [
  'new', 'bug', '--title', 'Editor trouble', '--why', 'The login test flakes.', '--deliver', 'A root cause.', '--field', 'observed=Timeout',
  '--field', 'expected=Pass', '--field', 'reproduce=npm test', '--field', 'evidence=none', '--context', 'CI only', '--decided', 'Keep jest — it works',
  '--dead-end', 'Retries — still flaky', '--pointer', 'src/a.ts:2 — the loop', '--out-of-scope', 'The UI', '--first-step', 'Run it 20 times.', '--no-copy',
];

async function preview(editor: string): Promise<TmuxSession> {
  const e: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: tempDir(), HANDOFF_HOME: home, EDITOR: editor, NO_COLOR: '1' };
  for (const k of ['GIT_AUTHOR_NAME', 'GIT_AUTHOR_EMAIL', 'GIT_COMMITTER_NAME', 'GIT_COMMITTER_EMAIL', 'GIT_CONFIG_NOSYSTEM', 'GIT_CONFIG_GLOBAL']) e[k] = env[k];
  const t = await startTmux(`${q(process.execPath)} ${q(CLI)} ${ANSWERED.map(q).join(' ')}`, { cwd: repo, env: e, height: 120 }); // tall: no paging
  sessions.push(t);
  await ready(t, scaled(15_000));
  return t;
}

/** The select prompt is drawn and listening (keys sent before it takes the terminal can be dropped). */
async function ready(t: TmuxSession, timeoutMs = scaled(10_000)): Promise<void> {
  await t.waitFor(/Save this brief\?[\s\S]*navigate/, timeoutMs);
  await new Promise((r) => setTimeout(r, scaled(300)));
}

async function chooseEdit(t: TmuxSession): Promise<void> {
  await t.press('Down', 'Down', 'Enter'); // Save, Add more, Edit
}

needs('tmux').describe('$EDITOR at the preview', () => {
  it('an editor that fails (exit 1): the message, the brief unchanged, back at the preview; cancel exits 130, nothing written', async () => {
    const before = snapshot(home);
    const t = await preview('false');
    await chooseEdit(t);
    await t.waitFor(/the editor "false" exited with status 1; the brief is unchanged/);
    await ready(t);
    await t.press('Down', 'Down', 'Down', 'Enter'); // to Cancel
    expect(await t.exitCode()).toBe(130);
    expect(await t.screen()).toContain('cancelled; nothing was written');
    expect(snapshot(home)).toEqual(before);
  });

  it('an editor that is not installed: "was not found", then saving writes the brief as it was', async () => {
    const t = await preview('/nonexistent/bin/editor');
    await chooseEdit(t);
    await t.waitFor(/the editor "\/nonexistent\/bin\/editor" was not found; set \$EDITOR to an editor that is installed/);
    await ready(t);
    await t.press('Enter'); // Save is the first choice
    expect(await t.exitCode()).toBe(0);
    const ids = readdirSync(home).filter((n) => n.startsWith('bug-editor-trouble-'));
    expect(ids).toHaveLength(1);
    const md = readFileSync(join(home, ids[0]!, 'brief.md'), 'utf8');
    expect(md).toContain('The login test flakes.');
  });
});

describe('editInEditor', () => {
  it('throws a HandoffError naming the editor and the status when it fails, and when it is missing', () => {
    const cases: [string, RegExp][] = [
      ['false', /the editor "false" exited with status 1; the brief is unchanged/],
      ['sh -c "exit 7" --', /exited with status 7/],
      ['/nonexistent/editor', /the editor "\/nonexistent\/editor" was not found/],
    ];
    for (const [editor, msg] of cases) {
      let err: unknown;
      try {
        editInEditor('text', { PATH: process.env.PATH, EDITOR: editor });
      } catch (e) {
        err = e;
      }
      expect(err, editor).toBeInstanceOf(HandoffError);
      expect((err as Error).message).toMatch(msg);
    }
  });

  it('with neither $VISUAL nor $EDITOR set it says so and starts nothing (no guess at vi)', () => {
    const edits = () => readdirSync(tmpdir()).filter((n) => n.startsWith('handoff-edit-')).length;
    const n = edits();
    expect(() => editInEditor('text', { PATH: process.env.PATH })).toThrow(/^no editor: \$VISUAL and \$EDITOR are unset$/);
    expect(edits()).toBe(n);
  });

  it('returns the edited text with an editor that works, and leaves no temp folder behind', () => {
    const edits = () => readdirSync(tmpdir()).filter((n) => n.startsWith('handoff-edit-')).length;
    const n = edits();
    const out = editInEditor('before\n', { PATH: process.env.PATH, EDITOR: `sh -c 'printf after > "$1"' --` });
    expect(out).toBe('after');
    expect(() => editInEditor('x', { PATH: process.env.PATH, EDITOR: 'false' })).toThrow();
    expect(edits()).toBe(n);
  });
});
