// handoff share <id> [remote]: publish a handoff on a git remote (refs/handoffs/<id>) so another clone or
// machine can `handoff sync`, work on it and return. The origin's uncommitted work (its snapshot) goes
// with it unless --no-snapshot; a secret in those files refuses the share, naming them.

import { existsSync } from 'node:fs';
import type { Ctx, CommandResult } from '../context.js';
import { usageError } from '../errors.js';
import { linkFor, remoteFailure } from '../share/link.js';
import { shareHandoff } from '../share/sync.js';
import { locateId } from './lookup.js';
import { invocation } from '../io/invocation.js';

export interface ShareOptions {
  snapshot?: boolean;
  json?: boolean;
}

export async function run(ctx: Ctx, opts: ShareOptions, idArg: string, remoteArg?: string): Promise<CommandResult> {
  const { anchor, store, id } = await locateId(ctx, idArg);
  const record = await store.readRecord(id);
  const repo = anchor.repo ?? (record.origin.repo && existsSync(record.origin.repo) ? record.origin.repo : null);
  if (!repo) throw usageError(`handoff share pushes to a git remote of a repo, and ${anchor.cwd} is not in one`, 'run it in the repo the brief was cut in');
  const link = await linkFor(ctx, store, repo, remoteArg);
  let r;
  try {
    r = await shareHandoff(link, id, { snapshot: opts.snapshot !== false });
  } catch (e) {
    throw remoteFailure(e, `${id} was not shared`);
  }
  if (!opts.json) {
    ctx.io.err(`Shared ${id} on ${link.remote} (${r.ref})${r.snapshot ? ', with the uncommitted work it was cut from' : ''}\n`);
    // Run in another clone: this installation, but not this clone's store (it means nothing there).
    ctx.io.err(`Another clone fetches it with: ${invocation(ctx.env)} sync ${link.remote}; its return comes back the same way (or with plain git: see the brief's Return section)\n`);
  }
  return { json: r };
}
