// handoff list: handoffs newest first, filtered by status, kind and origin repo.

import type { Ctx, CommandResult } from '../context.js';
import { usageError } from '../errors.js';
import { STATUSES, unpulled, type Status } from '../store/status.js';
import type { Entry } from '../store/store.js';
import { age, inlineText } from '../ui/output.js';
import { locate, reportDamaged, sameOrigin, sharedHere } from './lookup.js';
import { commandPrefix } from '../io/invocation.js';

export interface ListOptions {
  status?: string;
  kind?: string;
  here?: boolean;
  json?: boolean;
}

/** Without --status: what still needs attention. Closed and superseded ones are history. */
export const DEFAULT_STATUSES: readonly Status[] = ['open', 'returned'];

/** "--status returned" -> the statuses to show; "all" is every one. Pure. */
export function parseStatusFilter(v: string | undefined): readonly Status[] | null {
  if (v === undefined) return DEFAULT_STATUSES;
  const parts = v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  if (parts.includes('all')) return STATUSES;
  if (!parts.length || parts.some((p) => !(STATUSES as readonly string[]).includes(p))) return null;
  return parts as Status[];
}

export function listRow(e: Entry) {
  const r = e.record;
  return {
    id: e.id,
    kind: r.kind,
    title: r.title,
    status: e.status,
    created: r.created,
    origin: { repo: r.origin.repo, branch: r.origin.branch, head: r.origin.head, cwd: r.origin.cwd },
    returns: e.events.returns.length,
    unpulled: unpulled(e.events).length,
    expect: r.expect ?? null,
    supersedes: r.supersedes ?? null,
  };
}

export async function run(ctx: Ctx, opts: ListOptions): Promise<CommandResult> {
  const statuses = parseStatusFilter(opts.status);
  if (!statuses) throw usageError(`--status ${opts.status}: expected ${[...STATUSES, 'all'].join(', ')} (or several, comma-separated)`);
  const { anchor, loc, store } = await locate(ctx);
  const { entries, damaged } = store ? await store.survey() : { entries: [], damaged: [] };
  reportDamaged(ctx, damaged, loc.dir);
  const synced = opts.here ? await sharedHere(store, entries, anchor) : new Set<string>();
  const shown = entries.filter(
    (e) => statuses.includes(e.status) && (!opts.kind || e.record.kind === opts.kind) && (!opts.here || sameOrigin(e.record.origin, anchor) || synced.has(e.id)),
  );
  const rows = shown.map(listRow);

  if (!opts.json) {
    if (!rows.length) {
      const filter = [`status ${statuses.join(', ')}`, opts.kind ? `kind ${opts.kind}` : '', opts.here ? 'from this repo' : ''].filter(Boolean).join('; ');
      ctx.io.err(`No handoffs (${filter}).${opts.status === undefined ? ` ${commandPrefix(ctx.env, loc.dir)} list --status all shows closed and superseded ones too.` : ''}\n`);
    } else {
      const now = ctx.now();
      const idW = rows.reduce((w, r) => Math.max(w, r.id.length), 0);
      // One write: thousands of small writes cost more than building the rows.
      const lines = rows.map((r) => {
        const returns = r.returns ? ` (${r.returns} return${r.returns === 1 ? '' : 's'}${r.unpulled && r.unpulled !== r.returns ? `, ${r.unpulled} not pulled` : ''})` : '';
        // A title (or a record synced from another clone) with a line break cannot make a row of its own.
        return `${r.status.padEnd(10)} ${age(r.created, now).padStart(4)}  ${r.id.padEnd(idW)}  ${inlineText(r.title)}${returns}\n`;
      });
      ctx.io.out(lines.join(''));
    }
  }
  return { json: { handoffs: rows, filter: { status: statuses, kind: opts.kind ?? null, here: Boolean(opts.here) }, store: loc.dir, damaged } };
}
