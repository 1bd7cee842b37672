// Before `new` writes a brief: is there an open handoff from the same repo and branch with a similar title?
// Then say so, and at a terminal offer to supersede it, so near-duplicates are replaced rather than forked.

import type { Ctx } from '../context.js';
import type { Anchor } from '../brief/types.js';
import { similarTitles } from '../brief/similar.js';
import type { Entry, Store } from '../store/store.js';
import { age } from '../ui/output.js';
import { commandPrefix } from '../io/invocation.js';

/** Open or returned handoffs cut on the same repo and branch whose title is close to `title`. Pure. */
export function similarOpen(entries: Entry[], origin: Anchor, title: string): Entry[] {
  return entries.filter(
    (e) =>
      (e.status === 'open' || e.status === 'returned') &&
      e.record.origin.repo === origin.repo &&
      (origin.repo ? e.record.origin.branch === origin.branch : e.record.origin.cwd === origin.cwd) &&
      similarTitles(e.record.title, title),
  );
}

const SHOWN = 3;

/** Warns about the similar open handoffs (the newest three by name); returns the id the person chose to supersede, if any. */
export async function offerSupersede(ctx: Ctx, store: Store, origin: Anchor, title: string, interactive: boolean): Promise<string | undefined> {
  const { entries } = await store.entries();
  const similar = similarOpen(entries, origin, title);
  if (!similar.length) return undefined;
  const now = ctx.now();
  // The newest few are named; a line of work cut again and again would otherwise bury the brief in warnings.
  const newest = [...similar].sort((a, b) => (a.record.created < b.record.created ? 1 : a.record.created > b.record.created ? -1 : 0));
  for (const e of newest.slice(0, SHOWN)) {
    ctx.io.err(`handoff: warning: ${e.status === 'open' ? 'an' : 'a'} ${e.status} handoff from this ${origin.repo ? 'repo and branch' : 'folder'} has a similar title: ${e.id} "${e.record.title}" (${age(e.record.created, now)} old)\n`);
  }
  if (newest.length > SHOWN) ctx.io.err(`  and ${newest.length - SHOWN} more with a similar title (see: ${commandPrefix(ctx.env, store.dir)} list)\n`);
  if (!interactive) {
    ctx.io.err(`  if this brief replaces it, pass --supersedes ${newest[0]!.id} (or close it: ${commandPrefix(ctx.env, store.dir)} close ${newest[0]!.id})\n`);
    return undefined;
  }
  const ask = await import('../ui/ask.js');
  for (const e of newest.slice(0, SHOWN)) {
    if (await ask.askConfirm(`Supersede ${e.id} ("${e.record.title}") with this brief?`, false)) return e.id;
  }
  return undefined;
}
