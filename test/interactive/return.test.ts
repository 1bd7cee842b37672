// `handoff return` at a real terminal (tmux): the prompts write a return; Ctrl-C at a prompt exits 130
// and leaves nothing behind.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startTmux, type TmuxSession } from '../helpers/tmux.js';
import { CLI, cleanup, cutBrief, gitRepo, storeFiles, tempDir, world } from '../helpers/return-cli.js';
import { needs } from '../helpers/prereq.js';

const tmux = needs('tmux');

const sessions: TmuxSession[] = [];
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.kill()));
});
afterAll(cleanup);

async function startReturn(args: string[] = []) {
  const w = world();
  const repo = gitRepo();
  const id = cutBrief(w, repo);
  const quoted = [process.execPath, CLI, 'return', id, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const t = await startTmux(quoted, { cwd: repo, env: w.env });
  sessions.push(t);
  return { w, repo, id, t };
}

tmux.describe('interactive handoff return', () => {
  it('asks the outcome, the answer and the lists, previews, and writes the return', async () => {
    const { w, id, t } = await startReturn();
    await t.waitFor('Outcome:');
    await t.press('Down'); // partial
    await t.press('Enter');
    await t.waitFor('The answer in one line:');
    await t.send(['the split works except for the macro table', 'Enter']);
    await t.waitFor('Non-obvious finding');
    await t.send(['MACROS is shared by lexer and parser [verified: grep]', 'Enter']);
    await t.waitFor('(1 so far; empty to finish)');
    await t.send(['a cycle appears when the parser moves [unverified]', 'Enter']);
    await t.waitFor('(2 so far; empty to finish)');
    await t.press('Enter');
    await t.waitFor('Recommendation');
    await t.send(['move MACROS first', 'Enter']);
    await t.waitFor('Recommendation (1 so far');
    await t.press('Enter');
    await t.waitFor('Dead end');
    await t.press('Enter');
    await t.waitFor('Evidence');
    await t.send(['branch split-spike', 'Enter']);
    await t.waitFor('Evidence (branch, commit, file, command) (1 so far');
    await t.press('Enter');
    await t.waitFor('Open question');
    await t.press('Enter');
    const preview = await t.waitFor('Save this return?');
    expect(preview).toContain('lint: clean');
    await t.press('Enter');
    expect(await t.exitCode()).toBe(0);
    expect(await t.screen()).toContain(`Recorded return 1 for ${id}`);

    const md = readFileSync(path.join(w.home, id, 'return-1.md'), 'utf8');
    expect(md).toContain('partial — the split works except for the macro table');
    expect(md).toContain('- MACROS is shared by lexer and parser [verified: grep]');
    expect(md).toContain('- a cycle appears when the parser moves [unverified]');
    expect(md).toContain('## Recommendations\n\n- move MACROS first');
    expect(md).toContain('## Evidence\n\n- branch split-spike');
    expect(md).not.toContain('## Dead ends');
    const rec = JSON.parse(readFileSync(path.join(w.home, id, 'return-1.json'), 'utf8'));
    expect(rec).toMatchObject({ n: 1, source: 'interactive', answers: { outcome: 'partial' } });
  });

  it('a review that found nothing: no finding skipped through, the prompt says to type none, and none is zero findings', async () => {
    const { w, id, t } = await startReturn(['--outcome', 'answered', '--answer', 'reviewed the diff', '--recommend', 'r', '--dead-end', 'd — failed', '--evidence', 'e', '--question', 'q']);
    await t.waitFor('Non-obvious finding');
    await t.press('Enter'); // nothing: a finding is still owed
    await t.waitFor('if nothing was found, type none');
    await t.send(['none', 'Enter']);
    await t.waitFor('(1 so far; empty to finish)');
    await t.press('Enter');
    expect(await t.waitFor('Save this return?')).toContain('findings: none, stated at the prompt: "none"');
    await t.press('Enter');
    expect(await t.exitCode()).toBe(0);
    // The record says what the markdown says: no finding.
    expect(JSON.parse(readFileSync(path.join(w.home, id, 'return-1.json'), 'utf8')).answers.findings).toEqual([]);
    const pull = JSON.parse(execFileSync(process.execPath, [CLI, 'pull', id, '--json'], { env: w.env, encoding: 'utf8' }));
    expect(pull.returns[0].findings).toEqual([]);
    expect(pull.returns[0].noFindings).toMatchObject({ text: 'none' });
  });

  it('with flags given, asks only for the rest; blocked insists on what blocks it', async () => {
    const { w, id, t } = await startReturn(['--outcome', 'blocked', '--finding', 'staging is down [verified: curl]', '--recommend', 'r', '--dead-end', 'd — failed', '--evidence', 'e', '--question', 'q']);
    await t.waitFor('What blocks it (one line)?');
    await t.press('Enter'); // empty: refused
    await t.waitFor('an answer is required');
    await t.send(['no access to staging', 'Enter']);
    await t.waitFor('Save this return?');
    await t.press('Enter');
    expect(await t.exitCode()).toBe(0);
    expect(readFileSync(path.join(w.home, id, 'return-1.md'), 'utf8')).toContain('blocked — no access to staging');
  });

  it('Ctrl-C at a prompt exits 130 and leaves nothing behind', async () => {
    const { w, id, t } = await startReturn();
    const before = storeFiles(w.home);
    await t.waitFor('Outcome:');
    await t.press('Enter');
    await t.waitFor('The answer in one line:');
    await t.send(['half typed', 'C-c']);
    expect(await t.exitCode()).toBe(130);
    expect(storeFiles(w.home)).toEqual(before);
    expect(readdirSync(path.join(w.home, id)).sort()).toEqual(['brief.md', 'handoff.json']);
  });

  it('Esc at the outcome list exits 130 and leaves nothing behind', async () => {
    const { w, t } = await startReturn();
    const before = storeFiles(w.home);
    await t.waitFor('Outcome:');
    await t.press('Escape');
    expect(await t.exitCode()).toBe(130);
    expect(storeFiles(w.home)).toEqual(before);
  });

  it('answering no at the preview cancels (130), records nothing, and keeps what was typed as a body', async () => {
    const { w, id, t } = await startReturn(['--outcome', 'answered', '--answer', 'yes']);
    const before = storeFiles(w.home);
    await t.waitFor('Non-obvious finding');
    await t.send(['a finding [unverified]', 'Enter']);
    for (const prompt of ['(1 so far', 'Recommendation', 'Dead end', 'Evidence', 'Open question']) {
      await t.waitFor(prompt);
      await t.press('Enter');
    }
    await t.waitFor('Save this return?');
    await t.send(['n', 'Enter']);
    expect(await t.exitCode()).toBe(130);
    // Nothing is recorded; what was typed is kept as a body, with the command that records it.
    const after = storeFiles(w.home);
    const kept = after.filter((f) => !before.includes(f));
    expect(kept).toEqual([expect.stringMatching(new RegExp(`^\\.drafts/return-${id}-\\d{8}T\\d{6}\\.md$`))]);
    expect(readdirSync(path.join(w.home, id)).sort()).toEqual(['brief.md', 'handoff.json']);
    const file = path.join(w.home, kept[0]!);
    expect(readFileSync(file, 'utf8')).toContain('- a finding [unverified]');
    const screen = await t.screen();
    expect(screen.replace(/\n/g, '')).toContain(`return ${id} --body`);
    const recorded = w.run(['return', id, '--body', file, '--no-input'], { cwd: w.home });
    expect(recorded.code, recorded.stderr).toBe(0);
  });

  it('complete flags or a complete --body never prompt, even at a terminal (an agent in a pseudo-terminal)', async () => {
    const { w, id, t } = await startReturn(['--outcome', 'answered', '--finding', 'f [unverified]']);
    expect(await t.exitCode()).toBe(0);
    expect(await t.screen()).not.toContain('?');
    expect(readdirSync(path.join(w.home, id))).toContain('return-1.md');

    const body = path.join(tempDir(), 'findings.md');
    writeFileSync(body, '## Outcome\nanswered — yes\n## Non-obvious findings\n- from the body [unverified]\n');
    const quoted = [process.execPath, CLI, 'return', id, '--body', body].map((a) => `'${a}'`).join(' ');
    const t2 = await startTmux(quoted, { cwd: tempDir(), env: w.env });
    sessions.push(t2);
    expect(await t2.exitCode()).toBe(0);
    expect(readFileSync(path.join(w.home, id, 'return-2.md'), 'utf8')).toContain('from the body [unverified]');
  });
});

tmux.describe('interactive handoff new: the similar-title offer', () => {
  it('offers to supersede an open handoff with a close title, and links both when accepted', async () => {
    const w = world();
    const repo = gitRepo();
    const old = cutBrief(w, repo, [], 'Login test flakes');
    const args = ['new', 'task', '--title', 'Fix the flaky login test', '--why', 'w', '--deliver', 'd', '--context', 'c', '--decided', 'x — because y', '--dead-end', 'z — failed because q', '--pointer', 'src/app.ts', '--out-of-scope', 'o', '--first-step', 'f', '--field', 'constraints=none', '--no-copy'];
    const quoted = [process.execPath, CLI, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    const t = await startTmux(quoted, { cwd: repo, env: w.env, width: 240, height: 120 }); // tall: the preview fits without paging
    sessions.push(t);
    const screen = await t.waitFor(`Supersede ${old}`);
    expect(screen).toContain(`similar title: ${old} "Login test flakes"`);
    await t.send(['y', 'Enter']);
    await t.waitFor('Save this brief?');
    await t.press('Enter');
    expect(await t.exitCode()).toBe(0);
    const ids = readdirSync(w.home).filter((n) => n !== old && !n.startsWith('.'));
    expect(ids).toHaveLength(1);
    const rec = JSON.parse(readFileSync(path.join(w.home, ids[0]!, 'handoff.json'), 'utf8'));
    expect(rec.supersedes).toBe(old);
    expect(JSON.parse(readFileSync(path.join(w.home, old, 'superseded.json'), 'utf8')).by).toBe(ids[0]);
  });
});
