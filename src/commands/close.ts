// handoff close <id> [--reason T]: close a handoff without pulling it.

import type { Ctx, CommandResult } from '../context.js';
import { deriveStatus, unpulled } from '../store/status.js';
import { locateId } from './lookup.js';
import { agree, plural } from '../ui/plural.js';
import { inlineText } from '../ui/output.js';
import { commandPrefix } from '../io/invocation.js';

export interface CloseOptions {
  reason?: string;
  json?: boolean;
}

export async function run(ctx: Ctx, opts: CloseOptions, idArg?: string): Promise<CommandResult> {
  const { store, id } = await locateId(ctx, idArg);
  await store.entry(id); // a damaged handoff is an error here, not closed blindly
  const reason = opts.reason?.trim() || 'closed by hand';
  const at = ctx.now().toISOString();
  // closed.json is created once: a second close (or a race with pull) leaves the first one standing.
  // Under the handoff's lock, so a return being written right now is either in before the close (and
  // named below as never pulled) or comes after it (and is refused, or reopens it with --force).
  const wrote = await store.locked(id, () => store.addEvent(id, 'closed.json', { at, reason }));
  const waiting = unpulled(await store.events(id));
  const status = deriveStatus(await store.events(id));
  const existing = wrote ? null : await store.readEvent(id, 'closed.json');
  if (!opts.json) {
    // The reason is stored as given; shown, it stays on the tool's line (a line break in it is a space).
    if (wrote) ctx.io.err(`Closed ${id} (${inlineText(reason)}).\n`);
    else ctx.io.err(`${id} was already closed${typeof existing?.reason === 'string' ? ` (${inlineText(existing.reason)})` : ''}; left as it was.\n`);
    if (wrote && waiting.length) ctx.io.err(`  ${plural(waiting.length, 'return')} ${agree(waiting.length, 'was', 'were')} never pulled; ${agree(waiting.length, 'it stays', 'they stay')} readable with: ${commandPrefix(ctx.env, store.dir)} show ${id}\n`);
  }
  return {
    json: {
      id,
      status,
      closed: wrote,
      alreadyClosed: !wrote,
      reason: wrote ? reason : typeof existing?.reason === 'string' ? existing.reason : null,
      unpulled: waiting,
    },
  };
}
