// The person's path, pure parts and small I/O: the preview renderer, pointer merging, pointers offered
// per kind (a temp git repo), "did you mean", drafts in the store.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagerStatus, renderPreview, wrapSegs } from '../../src/ui/preview.js';
import { unpainted } from '../../src/ui/edge.js';
import { mergePointers, pointerPath } from '../../src/brief/pointer-merge.js';
import { offeredFiles } from '../../src/scene/changes.js';
import { editDistance, suggest } from '../../src/ui/suggest.js';
import { draftId, findDraft, listDrafts, pruneDrafts, removeDraft, saveDraft, type DraftRecord } from '../../src/store/drafts.js';
import { emptyBrief } from '../../src/brief/sections.js';
import type { Finding } from '../../src/brief/types.js';
import { git, gitIdentity, initRepo, tempDir, writeFiles } from '../helpers/cli-core.js';

const plain = (lines: string[]) => lines.map(unpainted);

describe('the preview', () => {
  const md = [
    '# Login flakes',
    '',
    '## Why this slice exists',
    '',
    'It fails one run in five, which blocks every merge for the whole team until someone reruns the pipeline by hand.',
    '',
    '- `npm test -- login` failed (exit 1); its last lines:',
    '',
    '  ```text',
    '  Error: connect ETIMEDOUT 127.0.0.1:5432',
    '  ```',
    '',
    '```sh',
    'npm test -- login',
    '```',
  ].join('\n');

  it('numbers lines as the markdown counts them, wraps at word boundaries, and styles headings without their #', async () => {
    const lines = plain(await renderPreview(md, [], { width: 60 }));
    expect(lines[0]).toBe(' 1 │ Login flakes');
    expect(lines[2]).toBe(' 3 │ Why this slice exists');
    // Line 5 is wrapped into several screen lines, each within 60 columns, broken between words only.
    const five = lines.slice(4, 4 + lines.slice(4).findIndex((l) => l.startsWith(' 6 ')));
    expect(five.length).toBeGreaterThan(1);
    expect(five[0]).toMatch(/^ 5 │ It fails/);
    for (const l of five.slice(1)) expect(l.startsWith('   │ ')).toBe(true);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(60);
    const words = five.map((l) => l.slice(5)).join(' ').split(' ');
    expect(words).toEqual(md.split('\n')[4]!.split(' '));
    // The list bullet, the code of the list item and the fenced block keep their own line numbers.
    expect(lines.find((l) => l.startsWith(' 7 │'))).toBe(' 7 │ • npm test -- login failed (exit 1); its last lines:');
    expect(lines.find((l) => l.startsWith('10 │'))).toBe('10 │   Error: connect ETIMEDOUT 127.0.0.1:5432');
    expect(lines.find((l) => l.startsWith('14 │'))).toBe('14 │ npm test -- login');
    expect(lines.at(-1)).toBe('15 │ ```');
  });

  it('shows each lint finding under the line it is about', async () => {
    const f: Finding = { rule: 'missing-path', severity: 'warning', line: 3, column: 1, text: 'x', message: 'src/x.ts does not exist', hint: 'fix the path' };
    const lines = plain(await renderPreview(md, [f], { width: 100 }));
    const at = lines.findIndex((l) => l.startsWith(' 3 │'));
    expect(lines[at + 1]).toBe('   │ ▲ warning missing-path: src/x.ts does not exist (fix the path)');
    expect(lines[at + 2]).toMatch(/^ 4 │/);
  });

  it('is styled on a colour terminal and plain under NO_COLOR, with the same layout', async () => {
    const { humanText } = await import('../../src/ui/edge.js');
    const lines = await renderPreview(md, [], { width: 60 });
    const colour = lines.map((l) => humanText(l, true));
    const flat = lines.map((l) => humanText(l, false));
    expect(colour[2]).toContain('\x1b[');
    expect(flat.join('\n')).not.toContain('\x1b');
    expect(colour.map((l) => l.replace(/\x1b\[[0-9;]*m/g, ''))).toEqual(flat);
  });

  it('cuts a word longer than the line, and only then', () => {
    expect(wrapSegs([{ text: 'aaaa bbbbbbbbbb c', styles: [] }], 4).map(unpainted)).toEqual(['aaaa', 'bbbb', 'bbbb', 'bb c']);
  });
});

describe('pointers', () => {
  it('merge when they name the same path: the one that says more takes the bare one’s place', () => {
    expect(pointerPath('src/a.ts:12 — the loop')).toBe('src/a.ts');
    expect(mergePointers(['src/a.ts', 'src/b.ts', 'src/a.ts:12 — the loop', 'src/b.ts', 'npm test'])).toEqual(['src/a.ts:12 — the loop', 'src/b.ts', 'npm test']);
    expect(mergePointers(['src/a.ts:3 — start', 'src/a.ts:90 — end', 'src/a.ts'])).toEqual(['src/a.ts:3 — start', 'src/a.ts:90 — end']);
    expect(mergePointers(['src/a.ts', 'src/a.ts:12'])).toEqual(['src/a.ts:12']);
  });

  it('offered for a review of a commit range include the files changed in it, each once', async () => {
    const env = { ...process.env, ...gitIdentity() };
    const repo = initRepo(tempDir('handoff-ptr-'), env, { 'README.md': 'x\n', 'src/keep.ts': '1\n' });
    git(repo, env, 'checkout', '-q', '-b', 'feature');
    writeFiles(repo, { 'src/tax.ts': 'export const tax = 1;\n', 'src/keep.ts': '2\n' });
    git(repo, env, 'add', '-A');
    git(repo, env, 'commit', '-q', '-m', 'tax helper');
    writeFiles(repo, { 'docs/tax.md': 'how\n' });
    git(repo, env, 'add', '-A');
    git(repo, env, 'commit', '-q', '-m', 'docs');
    writeFiles(repo, { 'src/keep.ts': '3\n', 'notes.txt': 'scratch\n' });
    const offered = await offeredFiles(repo, { dirty: ['src/keep.ts'], untracked: ['notes.txt'], review: true, reviewRange: 'main..feature' }, { env });
    const paths = offered.map((f) => f.path);
    expect(paths).toEqual(['src/keep.ts', 'notes.txt', 'docs/tax.md', 'src/tax.ts']);
    expect(offered.find((f) => f.path === 'src/tax.ts')?.why).toBe("in the review's range (main..feature)");
    // Not a review: the branch's recent commits still offer them.
    const task = await offeredFiles(repo, { dirty: [], untracked: [], review: false }, { env });
    expect(task.map((f) => f.why)).toEqual(expect.arrayContaining([expect.stringMatching(/^changed in [0-9a-f]{7}/)]));
    expect(task.map((f) => f.path).sort()).toEqual(['docs/tax.md', 'src/keep.ts', 'src/tax.ts']);
  });
});

describe('did you mean', () => {
  it('finds the command meant by a typo, a swap or a prefix, and nothing for a far word', () => {
    const known = ['new', 'return', 'inbox', 'pull', 'show', 'list', 'lint', 'close', 'prune', 'path', 'kinds', 'prompt', 'skill', 'start', 'init', 'sync'];
    expect(editDistance('nwe', 'new')).toBe(1);
    expect(suggest('nwe', known)).toEqual(['new']);
    expect(suggest('retrun', known)).toEqual(['return']);
    expect(suggest('lst', known)).toEqual(['list']);
    expect(suggest('pul', known)).toEqual(['pull']);
    expect(suggest('frobnicate', known)).toEqual([]);
  });
});

describe('drafts', () => {
  const rec = (id: string, updated: string, repo: string | null): DraftRecord => ({ schema: 1, id, created: updated, updated, repo, cwd: '/x', kind: 'bug', answers: { ...emptyBrief(), title: `t ${id}` }, asked: ['title'] });

  it('are saved privately, found newest first for this repo, resumed by prefix, and pruned by age', async () => {
    const store = tempDir('handoff-drafts-');
    mkdirSync(store, { recursive: true, mode: 0o700 });
    const a = draftId(new Date('2026-11-01T10:00:00Z'), 'aaaa');
    const b = draftId(new Date('2026-11-30T10:00:00Z'), 'bbbb');
    const c = draftId(new Date('2026-11-30T11:00:00Z'), 'cccc');
    expect(a).toBe('draft-20261101-100000-aaaa');
    await saveDraft(store, rec(a, '2026-11-01T10:00:00Z', '/repo'));
    await saveDraft(store, rec(b, '2026-11-30T10:00:00Z', '/repo'));
    await saveDraft(store, rec(c, '2026-11-30T11:00:00Z', '/other'));
    const { statSync } = await import('node:fs');
    expect(statSync(join(store, '.drafts')).mode & 0o777).toBe(0o700);
    expect(statSync(join(store, '.drafts', `${a}.json`)).mode & 0o777).toBe(0o600);
    expect((await listDrafts(store)).map((d) => d.id)).toEqual([c, b, a]);
    expect((await findDraft(store, true, '/repo')).id).toBe(b);
    expect((await findDraft(store, 'draft-20261101', '/repo')).id).toBe(a);
    await expect(findDraft(store, 'draft-2026', '/repo')).rejects.toMatchObject({ exitCode: 2 });
    await expect(findDraft(store, true, '/nowhere')).rejects.toMatchObject({ exitCode: 2 });
    await expect(findDraft(store, '../etc', '/repo')).rejects.toMatchObject({ exitCode: 2 });
    const due = await pruneDrafts(store, 14 * 86400_000, new Date('2026-11-30T12:00:00Z'), true);
    expect(due.map((d) => d.id)).toEqual([a]);
    expect((await listDrafts(store)).length).toBe(3); // a dry run removes nothing
    await pruneDrafts(store, 14 * 86400_000, new Date('2026-11-30T12:00:00Z'), false);
    await removeDraft(store, c);
    expect((await listDrafts(store)).map((d) => d.id)).toEqual([b]);
  });
});

describe("the pager's status line", () => {
  it('always fits on one row, so erasing it leaves nothing behind', () => {
    for (const columns of [200, 80, 60, 40, 20, 12, 5]) {
      const s = pagerStatus(13, 97, columns);
      expect(s.length, String(columns)).toBeLessThan(columns);
      expect(s, String(columns)).toMatch(/^-- 13\/97|^-- 1/);
    }
    expect(pagerStatus(13, 97, 80)).toBe('-- 13/97 lines · space: more · a: all · q: to the question --');
    expect(pagerStatus(13, 97, 50)).toBe('-- 13/97 · space more · a all · q done --');
    expect(pagerStatus(13, 97, 30)).toBe('-- 13/97 --');
  });
});
