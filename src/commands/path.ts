// handoff path [id]: where the store is (and why), or one handoff's folder.

import { join } from 'node:path';
import type { Ctx, CommandResult } from '../context.js';
import { captureAnchor } from '../scene/anchor.js';
import { locateStore, Store } from '../store/store.js';
import { usageError } from '../errors.js';

export async function run(ctx: Ctx, opts: { json?: boolean }, idArg?: string): Promise<CommandResult> {
  const anchor = await captureAnchor(ctx.cwd, { env: ctx.env });
  const loc = locateStore(ctx.env, anchor.repo);
  if (idArg === undefined) {
    // Check it without creating it: `path` only reports.
    await Store.open(loc, { create: false });
    if (!opts.json) {
      ctx.io.out(`${loc.dir}\n`);
      ctx.io.err(`(${loc.why})\n`);
    }
    return { json: { store: loc.dir, source: loc.source, why: loc.why } };
  }
  const store = await Store.open(loc, { create: false });
  if (!store) throw usageError(`no handoff "${idArg}": the store ${loc.dir} does not exist yet`);
  const id = await store.resolve(idArg);
  const dir = join(store.dir, id);
  if (!opts.json) ctx.io.out(`${dir}\n`);
  return { json: { id, dir, brief: join(dir, 'brief.md'), store: loc.dir, source: loc.source } };
}
