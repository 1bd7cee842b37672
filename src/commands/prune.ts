// handoff prune [--older-than 14d] [--dry-run]: delete closed and superseded handoffs that are old enough.

import type { Ctx, CommandResult } from '../context.js';
import { usageError } from '../errors.js';
import { describeDuration, DURATION_HINT, parseDuration } from '../store/duration.js';
import type { Entry, Store } from '../store/store.js';
import { age } from '../ui/output.js';
import { locate, reportDamaged } from './lookup.js';
import { plural } from '../ui/plural.js';
import { existsSync } from 'node:fs';

export interface PruneOptions {
  olderThan?: string;
  dryRun?: boolean;
  json?: boolean;
}

export const DEFAULT_AGE = '14d';

export async function run(ctx: Ctx, opts: PruneOptions): Promise<CommandResult> {
  const olderThan = opts.olderThan ?? DEFAULT_AGE;
  const ms = parseDuration(olderThan);
  if (ms === null) throw usageError(`--older-than ${olderThan}: not a duration`, DURATION_HINT);
  const { loc, store } = await locate(ctx);
  const { entries, damaged } = store ? await store.survey() : { entries: [], damaged: [] };
  // Damaged entries are never deleted: what is wrong with them is for a person to look at.
  reportDamaged(ctx, damaged, loc.dir);
  const now = ctx.now();
  const done = store ? await Promise.all(entries.filter((e) => e.status === 'closed' || e.status === 'superseded').map((e) => endedAt(store, e))) : [];
  const due = done.filter((d) => now.getTime() - Date.parse(d.ended) >= ms);

  const removed: typeof due = [];
  const refs: string[] = [];
  if (!opts.dryRun && store) {
    const byId = new Map(entries.map((e) => [e.id, e]));
    for (const d of due) {
      // Where its snapshot is kept (the origin's repo; a clone that synced it): read before the folder goes.
      const keptIn = await snapshotRepos(store, byId.get(d.id)!);
      try {
        await store.remove(d.id);
        removed.push(d);
      } catch (e) {
        ctx.io.err(`handoff: warning: could not remove ${d.id}: ${(e as Error).message}\n`);
        continue;
      }
      refs.push(...(await dropSnapshot(ctx, d.id, byId.get(d.id)!, keptIn)));
    }
  }
  // What killed writes left behind (staging folders, temp files, stale locks) once it is an hour old.
  const leftovers = store ? await store.leftovers({ remove: !opts.dryRun }) : [];
  const list = opts.dryRun ? due : removed;
  // Drafts of `new` that were never finished, last saved longer ago than the same age.
  const drafts = store ? await (await import('../store/drafts.js')).pruneDrafts(store.dir, ms, now, Boolean(opts.dryRun)) : [];
  if (!opts.json) {
    if (leftovers.length) ctx.io.err(`${opts.dryRun ? 'Would remove' : 'Removed'} ${leftovers.length} leftover(s) of interrupted writes older than an hour: ${leftovers.join(', ')}\n`);
    const verb = opts.dryRun ? 'Would remove' : 'Removed';
    for (const d of list) ctx.io.out(`${opts.dryRun ? 'would remove' : 'removed'}  ${d.status.padEnd(10)} ${age(d.ended, now).padStart(4)}  ${d.id}  ${d.title}\n`);
    const kept = entries.length - list.length;
    for (const d of drafts) ctx.io.out(`${opts.dryRun ? 'would remove' : 'removed'}  ${'draft'.padEnd(10)} ${age(d.updated, now).padStart(4)}  ${d.id}  ${d.answers.title || '(no title yet)'}\n`);
    if (drafts.length) ctx.io.err(`${verb} ${plural(drafts.length, 'draft')} of \`handoff new\` last saved more than ${describeDuration(olderThan)} ago.\n`);
    ctx.io.err(`${verb} ${plural(list.length, 'handoff')} closed or superseded more than ${describeDuration(olderThan)} ago; ${kept} kept (open, returned, or more recent).\n`);
  }
  return {
    json: {
      olderThan,
      dryRun: Boolean(opts.dryRun),
      removed: list.map(({ id, status, title, ended }) => ({ id, status, title, ended })),
      kept: entries.length - list.length,
      leftovers,
      snapshotRefs: refs,
      drafts: drafts.map((d) => ({ id: d.id, title: d.answers.title, updated: d.updated })),
      store: loc.dir,
      damaged,
    },
  };
}

/** The repos that may keep the handoff's snapshot ref: the origin's, and the clone that synced it here. */
async function snapshotRepos(store: Store, e: Entry): Promise<string[]> {
  if (!e.record.snapshot?.sha) return [];
  const shared = e.events.shared ? await store.readEvent(e.id, 'shared.json') : null;
  const repos = [e.record.origin.repo, typeof shared?.repo === 'string' ? shared.repo : null];
  return [...new Set(repos.filter((r): r is string => typeof r === 'string' && existsSync(r)))];
}

/**
 * Remove refs/handoff-snapshots/<id> where it still points at the handoff's snapshot (a ref that moved
 * since is someone else's now), so a pruned handoff's uncommitted work can be collected by git. Returns
 * "<repo>:<ref>" for each ref removed; a git failure is a warning, never a failed prune.
 */
async function dropSnapshot(ctx: Ctx, id: string, e: Entry, repos: string[]): Promise<string[]> {
  const sha = e.record.snapshot?.sha;
  if (!sha || !repos.length) return [];
  const { runGit } = await import('../scene/git.js');
  const { SNAPSHOT_REFS } = await import('../scene/snapshot.js');
  const ref = `${SNAPSHOT_REFS}${id}`;
  const out: string[] = [];
  for (const repo of repos) {
    const r = await runGit(['update-ref', '-d', ref, sha], repo, { env: ctx.env }).catch(() => null);
    if (r?.code === 0) out.push(`${repo}:${ref}`);
  }
  return out;
}

/** When it was closed or superseded (whichever came first); its creation time if the event has no date. */
async function endedAt(store: Store, e: Entry): Promise<{ id: string; status: string; title: string; ended: string }> {
  const times: string[] = [];
  for (const name of ['closed.json', 'superseded.json']) {
    const ev = await store.readEvent(e.id, name);
    if (typeof ev?.at === 'string' && !Number.isNaN(Date.parse(ev.at))) times.push(ev.at);
  }
  times.sort();
  return { id: e.id, status: e.status, title: e.record.title, ended: times[0] ?? e.record.created };
}
