// What the return-leg commands share: refusing a bad id before any file is touched, finding the store
// without creating it, and naming damaged entries once.

import type { Ctx } from '../context.js';
import type { Anchor } from '../brief/types.js';
import { EXIT, HandoffError, inStore, usageError } from '../errors.js';
import { captureWhere, type Where } from '../scene/anchor.js';
import { checkIdArg, resolveIdArg } from '../store/ids.js';
import { KIND_NAME } from '../kinds/kind.js';
import { locateStore, Store, type Damaged, type Entry, type StoreLocation } from '../store/store.js';
import { commonDirOf } from '../store/location.js';
import { realpathSync } from 'node:fs';

/** Checks the shape of an id argument. Runs first in every command, so `..` or `/etc` never reach a path. */
export function requireIdArg(arg: string | undefined): string {
  const problem = checkIdArg(arg ?? '');
  if (problem) throw usageError(problem, 'give a handoff id, a unique prefix of one, or "latest" (see: handoff list --status all)');
  return arg!;
}

export interface Located {
  /** Where the command runs: the repo root and folder (no git status: nothing here needs it). */
  anchor: Where;
  loc: StoreLocation;
  /** Null when the store does not exist yet: reads treat it as empty and never create it. */
  store: Store | null;
}

export async function locate(ctx: Ctx): Promise<Located> {
  const anchor = await captureWhere(ctx.cwd, { env: ctx.env });
  const loc = locateStore(ctx.env, anchor.repo);
  noteMoved(ctx, loc);
  const store = await Store.open(loc, { create: false });
  return { anchor, loc, store };
}

/**
 * Resolve an id argument to an existing handoff; a missing store is a plain "no such handoff". With a kind,
 * only handoffs of that kind count: `latest --kind session` is the newest session handoff.
 */
export async function locateId(ctx: Ctx, arg: string | undefined, opts: { kind?: string } = {}): Promise<Located & { store: Store; id: string }> {
  const idArg = requireIdArg(arg);
  if (opts.kind !== undefined && !KIND_NAME.test(opts.kind)) throw usageError(`--kind ${opts.kind}: not a kind name`, 'see the kinds with: handoff kinds');
  const located = await locate(ctx);
  try {
    if (!located.store) throw usageError(`no handoff "${idArg}": the store ${located.loc.dir} does not exist yet`, 'create one with: handoff new');
    if (opts.kind !== undefined) return { ...located, store: located.store, id: await resolveOfKind(located.store, idArg, opts.kind) };
    return { ...located, ...(await resolveFollowing(ctx, located.store, idArg)) };
  } catch (e) {
    throw inStore(e, located.loc.dir);
  }
}

/**
 * An id argument resolved in `store`, or, when it is not there but was moved out of it by `handoff init
 * --move`, in the store it went to: a brief handed out before the move names the old store in its Return
 * line (a bare `handoff` outside the repo finds the temp store), and that line must still work. Says so
 * on stderr.
 */
export async function resolveFollowing(ctx: Ctx, store: Store, arg: string): Promise<{ store: Store; id: string }> {
  try {
    return { store, id: await store.resolve(arg) };
  } catch (e) {
    if (!(e instanceof HandoffError) || e.exitCode !== EXIT.usage || arg === 'latest' || checkIdArg(arg) !== null) throw e;
    const to = await store.movedTo(arg);
    if (!to || to === store.dir) throw e;
    const moved = await Store.open({ dir: to, source: 'repo', why: `handoff ${arg} was moved there (handoff init --move)` }, { create: false });
    if (!moved) throw e;
    const id = await moved.resolve(arg);
    ctx.io.err(`handoff: note: ${id} was moved from ${store.dir} to ${to} (handoff init --move); using it there\n`);
    return { store: moved, id };
  }
}

async function resolveOfKind(store: Store, arg: string, kind: string): Promise<string> {
  const { entries } = await store.entries(); // newest first
  const r = resolveIdArg(arg, entries.filter((e) => e.record.kind === kind).map((e) => e.id));
  if ('id' in r) return r.id;
  if (r.error === 'empty') throw usageError(`there are no ${kind} handoffs, so "${arg}" names nothing`, 'see them with: handoff list --status all');
  if (r.error === 'ambiguous') throw usageError(`"${arg}" matches ${r.candidates.length} ${kind} handoffs: ${r.candidates.sort().join(', ')}`, 'type more of the id', { candidates: r.candidates });
  throw usageError(`no ${kind} handoff "${arg}"`, `see them with: handoff list --status all --kind ${kind}`);
}

/** Says so when HANDOFF_HOME names an older <repo>/.handoffs/ that handoff init moved (location.ts). */
export function noteMoved(ctx: Ctx, loc: StoreLocation): void {
  if (loc.movedFrom) ctx.io.err(`handoff: note: ${loc.movedFrom} (HANDOFF_HOME) was moved into ${loc.dir} by handoff init; using it\n`);
}

/** Names each damaged entry on stderr, once per command. */
export function reportDamaged(ctx: Ctx, damaged: Damaged[], dir: string): void {
  if (!damaged.length) return;
  const lines = damaged.map((d) => `  ${d.name}: ${d.problem}`);
  ctx.io.err(`handoff: warning: ${damaged.length} damaged entr${damaged.length === 1 ? 'y' : 'ies'} in ${dir} (left as found; the rest is fine):\n${lines.join('\n')}\n`);
}

/**
 * Shared handoffs that belong to the repo the command runs in although they were cut in another clone:
 * `handoff sync` fetched them here (shared.json names this clone, or another work tree of it). Read only for shared entries.
 */
export async function sharedHere(store: Store | null, entries: readonly Entry[], here: Where): Promise<Set<string>> {
  const out = new Set<string>();
  if (!store || !here.repo) return out;
  const ids = entries.filter((e) => e.events.shared && !sameOrigin(e.record.origin, here)).map((e) => e.id);
  await Promise.all(
    ids.map(async (id) => {
      const repo = (await store.readEvent(id, 'shared.json'))?.repo;
      // The clone it was synced into, from any of that clone's work trees.
      if (typeof repo === 'string' && (repo === here.repo || sameCommonDir(repo, here.repo!))) out.add(id);
    }),
  );
  return out;
}

/**
 * Whether a handoff was cut in the repo the command runs in: in any work tree of it (the main one and
 * every linked worktree share git's common directory); outside a repo, in this very folder.
 */
export function sameOrigin(origin: Anchor, here: Where): boolean {
  if (here.repo) return origin.repo === here.repo || (origin.repo !== null && sameCommonDir(origin.repo, here.repo));
  return !origin.repo && origin.cwd === here.cwd;
}

// Per work tree root, asked once per command: list and inbox check thousands of handoffs from a few repos.
const commonDirs = new Map<string, string | null>();
function sameCommonDir(a: string, b: string): boolean {
  const of = (root: string): string | null => {
    let d = commonDirs.get(root);
    if (d === undefined) {
      d = commonDirOf(root); // fs only, no git process
      try {
        if (d) d = realpathSync(d);
      } catch {
        d = null; // a work tree removed since: not this repo
      }
      commonDirs.set(root, d);
    }
    return d;
  };
  const da = of(a);
  return da !== null && da === of(b);
}
