// What the commands need to talk to a remote: the link (store, local repo, remote), and the push that
// follows a return recorded for a shared handoff.

import { existsSync } from 'node:fs';
import type { Ctx } from '../context.js';
import type { Store } from '../store/store.js';
import { failure, usageError } from '../errors.js';
import { commandPrefix } from '../io/invocation.js';
import { hasRemote, RemoteError } from './remote.js';
import { defaultRemote, pushReturns, readShared, type Link } from './sync.js';

/** A link to `remote` (default: handoff.share, else origin) from the repo; a usage error when the repo has no such remote. */
export async function linkFor(ctx: Ctx, store: Store, repo: string, remoteArg?: string): Promise<Link> {
  const git = { env: ctx.env };
  const remote = remoteArg ?? (await defaultRemote(repo, git));
  if (!(await hasRemote(repo, remote, git))) throw usageError(`this repo has no git remote "${remote}"`, 'name one of: git remote (or add it: git remote add NAME URL)');
  return { store, repo, remote, git, now: ctx.now, command: commandPrefix(ctx.env, store.dir) };
}

/** A RemoteError as the command's failure (exit 1), saying nothing local was lost. */
export function remoteFailure(e: unknown, what: string): unknown {
  if (!(e instanceof RemoteError)) return e;
  return failure(`${what}: ${e.message}`, 'check the remote and the network; what is in the store here is unchanged');
}

export interface PushOutcome {
  remote: string;
  pushed: boolean;
  /** Why it was not pushed (offline, no clone here): `handoff sync` pushes it later. */
  error?: string;
}

/** After `return` on a shared handoff: push it at once; offline, say so (sync pushes it later). Null when not shared. */
export async function pushAfterReturn(ctx: Ctx, store: Store, id: string, hereRepo: string | null): Promise<PushOutcome | null> {
  const ev = await readShared(store, id);
  if (!ev) return null;
  const repo = existsSync(ev.repo) ? ev.repo : hereRepo;
  if (!repo) return { remote: ev.remote, pushed: false, error: `the clone it was shared from (${ev.repo}) is not here` };
  try {
    const link = await linkFor(ctx, store, repo, ev.remote);
    await pushReturns(link, id);
    return { remote: ev.remote, pushed: true };
  } catch (e) {
    if (e instanceof RemoteError || (e instanceof Error && e.name === 'HandoffError')) return { remote: ev.remote, pushed: false, error: e.message };
    throw e;
  }
}
