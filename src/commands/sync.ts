// handoff sync [remote]: fetch refs/handoffs/* from the remote into the store (new handoffs, new returns)
// and push the returns recorded here for shared handoffs. Afterwards list, show, inbox, pull and return
// work on this clone as they do on the origin.

import type { Ctx, CommandResult } from '../context.js';
import { usageError } from '../errors.js';
import { captureWhere } from '../scene/anchor.js';
import { locateStore } from '../store/location.js';
import { Store } from '../store/store.js';
import { linkFor, remoteFailure } from '../share/link.js';
import { syncAll } from '../share/sync.js';

export async function run(ctx: Ctx, opts: { json?: boolean }, remoteArg?: string): Promise<CommandResult> {
  const where = await captureWhere(ctx.cwd, { env: ctx.env });
  if (!where.repo) throw usageError(`handoff sync talks to a git remote of a repo, and ${where.cwd} is not in one (${where.note ?? 'no repo'})`, 'run it in your clone of the repo');
  const loc = locateStore(ctx.env, where.repo);
  const store = (await Store.open(loc, { create: true }))!;
  const link = await linkFor(ctx, store, where.repo, remoteArg);
  let res;
  try {
    res = await syncAll(link);
  } catch (e) {
    throw remoteFailure(e, 'sync failed');
  }
  if (!opts.json) {
    const { io } = ctx;
    const n = (k: number, w: string) => `${k} ${w}${k === 1 ? '' : 's'}`;
    io.err(`Synced with ${link.remote}: fetched ${n(res.fetched.length, 'new handoff')} and ${n(res.returnsIn.length, 'return')}; pushed ${n(res.returnsOut.length, 'return')}${res.published.length ? ` and published ${n(res.published.length, 'handoff')}` : ''}\n`);
    for (const id of res.fetched) io.out(`${id}\n`);
    for (const s of res.skipped) io.err(`handoff: warning: skipped refs/handoffs/${s.id} on ${link.remote}: ${s.problem}\n`);
    if (res.returnsIn.length) io.err(`Read them with: ${link.command} inbox\n`);
    // A return that came back after the handoff was closed here reopened it (it is in the inbox); one to a
    // superseded handoff is not in the inbox: say where it is.
    for (const id of res.reopened) io.err(`handoff: note: reopened ${id}: it was closed here, and a new return came in; it is in the inbox\n`);
    for (const id of new Set(res.returnsIn.filter((r) => r.status === 'closed' || r.status === 'superseded').map((r) => r.id))) {
      io.err(`handoff: note: ${id} is ${res.returnsIn.find((r) => r.id === id)!.status} here, so its new return is not in the inbox; read it with: ${link.command} show ${id}\n`);
    }
  }
  return { json: { ...res, store: store.dir, repo: where.repo } };
}
