// `handoff new session` at a real terminal (tmux): the kind's own questions asked from its front matter, a
// last known good commit git does not know asked again, and a brief that verifies the state first and
// expects no return.

import { chmodSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI, cliEnv, commitAll, freshHome, git, makeRepo, requireBuild, tempDir, writeFiles } from '../helpers/e2e.js';
import { startTmux, type TmuxSession } from '../helpers/tmux.js';
import { answer, moveTo } from '../helpers/prompts.js';
import { needs } from '../helpers/prereq.js';

const sessions: TmuxSession[] = [];
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.kill()));
});

const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

async function handoff(args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }): Promise<TmuxSession> {
  requireBuild();
  const t = await startTmux([process.execPath, CLI, ...args].map(q).join(' '), { cwd: opts.cwd, env: opts.env, height: 150, width: 160 }); // tall: the preview fits without paging
  sessions.push(t);
  return t;
}

/** $EDITOR for the multi-line questions: writes the text of the file named by $EDITOR_DIR/<n> in turn. */
function scriptedEditor(texts: string[]): string {
  const dir = tempDir('handoff-editor-');
  texts.forEach((text, i) => writeFileSync(join(dir, String(i + 1)), text + '\n'));
  const path = join(dir, 'edit.sh');
  writeFileSync(path, ['#!/bin/sh', `d=${q(dir)}`, 'n=$(( $(cat "$d/count" 2>/dev/null || echo 0) + 1 ))', 'echo $n > "$d/count"', 'cat "$d/$n" > "$1"', ''].join('\n'));
  chmodSync(path, 0o755);
  return path;
}

needs('tmux').describe('handoff new session, answered by keystrokes', () => {
  it('asks the session questions, asks again for a commit git does not know, and saves a brief with no return', async () => {
    const repo = makeRepo({ 'src/parser.ts': 'export const parse = 1;\n' });
    writeFiles(repo, { 'src/scan.ts': 'x\n' });
    const good = commitAll(repo, 'move the scanner out');
    writeFiles(repo, { 'src/parser.ts': 'export const parse = 2;\n' });
    const home = freshHome();
    const editor = scriptedEditor(['The scanner moved [verified: npm test]', 'The matcher, half moved', '1. Finish the matcher\n2. Delete parser.ts']);
    const t = await handoff(
      ['new', 'session', '-t', 'Finish the parser split', '--why', 'The context is full.', '--deliver', 'The split, tests green.', '--context', 'c', '--decided', 'x — because y', '--dead-end', 'a — failed', '--pointer', 'src/parser.ts', '--out-of-scope', 'z', '--no-copy'],
      { cwd: repo, env: cliEnv(home, { EDITOR: editor }) },
    );
    // The required multi-line answers are typed inline; `:e` opens the editor, which writes each answer.
    for (const prompt of ['? What is done, and how was it verified?', '? What is in progress, and exactly where does it stand?', '? The next steps, in order?']) {
      await t.waitFor(prompt);
      await t.send([':e', 'Enter']);
    }
    await answer(t, '? The check that shows the state is good', 'npm test');
    await answer(t, '? The first concrete step:', 'Fix the imports.');
    // The optional questions (blockers, risks, last good commit, verdict) are one "Add more" away.
    await t.waitFor('? Save this brief?');
    await moveTo(t, 'Add more');
    await t.press('Enter');
    await t.waitFor('? Add more');
    await moveTo(t, 'The last known good commit', true);
    await moveTo(t, 'Where does the latest verdict live', true);
    await t.press('Enter');
    await answer(t, '? The last known good commit', 'nosuchrev');
    await answer(t, '? Where does the latest verdict live', 'CI run 7');
    // Not a commit here: said once the answers are in, and asked again rather than failing with all of them lost.
    const again = await t.waitFor('(a sha, tag or branch; empty to leave it out)');
    expect(again).toContain('git knows no commit "nosuchrev"');
    await t.type(good.slice(0, 8));
    await t.press('Enter');
    const preview = await t.waitFor('? Save this brief?');
    expect(preview).toContain('No return is expected');
    await t.press('Enter');
    const done = await t.waitFor(/once it has picked up\./); // after the command that closes it (long: it names the store and this installation)
    expect(await t.exitCode()).toBe(0);
    expect(done).not.toContain('handoff pull');

    const [id] = readdirSync(home).filter((n) => !n.startsWith('.'));
    const md = readFileSync(join(home, id!, 'brief.md'), 'utf8');
    for (const piece of [
      '## Done\n\nThe scanner moved [verified: npm test]\n',
      '## In progress\n\nThe matcher, half moved\n',
      '## Next steps, in order\n\n1. Finish the matcher\n2. Delete parser.ts\n',
      '- `src/parser.ts` (modified)\n',
      `## Last known good commit\n\n\`${good.slice(0, 7)}\` move the scanner out (`,
      '## Latest verdict\n\nCI run 7\n',
      `must show branch \`main\` at \`${git(repo, 'rev-parse', '--short', 'HEAD')}\``,
      'Then:\n\nFix the imports.\n',
      ` close ${id} --reason "picked up"\``,
    ]) {
      expect(md).toContain(piece);
    }
    expect(md).not.toContain('## Blockers');
    expect(md).not.toContain('handoff return');
  });
});
