// handoff init: keep this repo's handoffs in <repo>/.handoffs/ (0700), excluded from git.

import { existsSync } from 'node:fs';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { Ctx, CommandResult } from '../context.js';
import { failure, usageError } from '../errors.js';
import { captureWhere } from '../scene/anchor.js';
import { runGit } from '../scene/git.js';
import { locateStore, REPO_STORE, Store } from '../store/store.js';

/** True when the exclude file already has a pattern for the store folder at the repo root. Pure. */
export function excludes(text: string): boolean {
  return text.split(/\r?\n/).some((l) => ['.handoffs', '.handoffs/', '/.handoffs', '/.handoffs/'].includes(l.trim()));
}

export async function run(ctx: Ctx, opts: { json?: boolean }): Promise<CommandResult> {
  const anchor = await captureWhere(ctx.cwd, { env: ctx.env });
  if (!anchor.repo) throw usageError(`handoff init keeps handoffs in a git repository, and ${anchor.cwd} is not in one (${anchor.note ?? 'no repo'})`, 'run it inside the repo, or set HANDOFF_HOME to keep handoffs in a folder of your choice');
  const dir = join(anchor.repo, REPO_STORE);
  const existed = existsSync(dir);
  await Store.open({ dir, source: 'repo', why: 'handoff init' }, { create: true }); // creates it 0700, or refuses an unsafe one

  const gp = await runGit(['rev-parse', '--git-path', 'info/exclude'], anchor.repo, { env: ctx.env });
  if (gp.code !== 0 || !gp.stdout.trim()) throw failure(`cannot find this repo's .git/info/exclude: ${gp.stderr.trim() || `git exited ${gp.code}`}`);
  const rel = gp.stdout.trim();
  const exclude = isAbsolute(rel) ? rel : resolve(anchor.repo, rel);
  let text = '';
  try {
    text = await readFile(exclude, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const added = !excludes(text);
  if (added) {
    await mkdir(dirname(exclude), { recursive: true });
    await appendFile(exclude, `${text && !text.endsWith('\n') ? '\n' : ''}# handoff: briefs and returns of this repo (handoff init)\n/${REPO_STORE}/\n`);
  }

  const now = locateStore(ctx.env, anchor.repo);
  if (!opts.json) {
    ctx.io.out(`${dir}\n`);
    ctx.io.err(`${existed ? 'Already had' : 'Created'} ${dir} (private to you)\n`);
    ctx.io.err(added ? `Added /${REPO_STORE}/ to ${exclude}, so git ignores it\n` : `${exclude} already excludes ${REPO_STORE}/\n`);
    if (now.source === 'HANDOFF_HOME') ctx.io.err(`handoff: note: HANDOFF_HOME is set (${now.dir}) and wins over the repo's store until you unset it\n`);
    else ctx.io.err('From now on handoffs cut in this repo are kept there (see: handoff path).\n');
  }
  return { json: { store: dir, created: !existed, exclude: { file: exclude, added }, inUse: now.source === 'repo', source: now.source, why: now.why } };
}
