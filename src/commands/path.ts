// handoff path [id]: where the store is (and why), or one handoff's folder.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Ctx, CommandResult } from '../context.js';
import { captureWhere } from '../scene/anchor.js';
import { LEGACY_STORE, locateStore, repoStoreDir, tempStoreDir, type StoreLocation } from '../store/location.js';
import { Store } from '../store/store.js';
import { inStore, usageError } from '../errors.js';
import { resolveFollowing } from './lookup.js';

export interface Candidate {
  source: StoreLocation['source'];
  dir: string | null;
  used: boolean;
  note: string;
}

/** The resolution order (HANDOFF_HOME, the repo's store, the temp default), which one is used and why. */
export function explainStore(env: NodeJS.ProcessEnv, repo: string | null): { loc: StoreLocation; why: string; order: Candidate[] } {
  const loc = locateStore(env, repo);
  const repoDir = repoStoreDir(repo);
  const legacyDir = repo ? join(repo, LEGACY_STORE) : null;
  const repoHas = repoDir !== null && existsSync(repoDir);
  const legacyHas = !repoHas && legacyDir !== null && existsSync(legacyDir);
  const temp = tempStoreDir();
  const order: Candidate[] = [
    { source: 'HANDOFF_HOME', dir: env.HANDOFF_HOME || null, used: loc.source === 'HANDOFF_HOME', note: env.HANDOFF_HOME ? 'set' : 'not set' },
    {
      source: 'repo',
      dir: legacyHas ? legacyDir : repoDir,
      used: loc.source === 'repo',
      note: !repo ? 'not in a git repository' : repoHas ? "exists in git's common directory (handoff init)" : legacyHas ? `${LEGACY_STORE}/ exists (an older handoff init; handoff init moves it)` : 'does not exist (handoff init makes it)',
    },
    { source: 'temp', dir: temp, used: loc.source === 'temp', note: 'the default' },
  ];
  let why: string;
  if (loc.source === 'HANDOFF_HOME') why = `HANDOFF_HOME is set, and it comes first${repoHas || legacyHas ? " (this repo's store is not used while it is set)" : ''}`;
  else if (loc.source === 'repo') why = `HANDOFF_HOME is not set and ${loc.why}`;
  else why = `HANDOFF_HOME is not set and ${repo ? "this repo has no store of its own (handoff init makes one in git's common directory)" : 'this is not a git repository'}, so the default: a private folder in the OS temp folder`;
  return { loc, why, order };
}

export async function run(ctx: Ctx, opts: { json?: boolean }, idArg?: string): Promise<CommandResult> {
  const anchor = await captureWhere(ctx.cwd, { env: ctx.env });
  const { loc, why, order } = explainStore(ctx.env, anchor.repo);
  if (idArg === undefined) {
    // Check it without creating it: `path` only reports.
    await Store.open(loc, { create: false });
    if (!opts.json) {
      ctx.io.out(`${loc.dir}\n`);
      // The why names HANDOFF_HOME itself; the other sources are labelled.
      ctx.io.err(`(${loc.source === 'HANDOFF_HOME' ? why : `${loc.source === 'temp' ? 'temp default' : loc.source}: ${why}`})\n`);
    }
    return { json: { store: loc.dir, source: loc.source, why, order } };
  }
  const located = await Store.open(loc, { create: false });
  if (!located) throw usageError(`no handoff "${idArg}": the store ${loc.dir} does not exist yet`);
  const { store, id } = await resolveFollowing(ctx, located, idArg).catch((e: unknown) => {
    throw inStore(e, located.dir);
  });
  const dir = join(store.dir, id);
  if (!opts.json) ctx.io.out(`${dir}\n`);
  return { json: { id, dir, brief: join(dir, 'brief.md'), store: store.dir, source: store === located ? loc.source : 'repo' } };
}
