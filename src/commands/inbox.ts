// handoff inbox: handoffs whose returns have not been pulled yet, from this repo (every repo with --all).
// A fan-out brief (new --expect N) says how many of its returns are in ("1/2 returned") and, once two
// are, how many findings they agree on.

import { join } from 'node:path';
import type { Ctx, CommandResult } from '../context.js';
import { parseDoc, returnFromDoc } from '../brief/parse.js';
import { oneLine } from '../brief/escape.js';
import { redact } from '../brief/redact.js';
import { progress, returnedLabel, unpulled } from '../store/status.js';
import { findAgreements } from '../brief/fanout.js';
import type { Entry, Store } from '../store/store.js';
import { age } from '../ui/output.js';
import { locate, reportDamaged, sameOrigin } from './lookup.js';

export interface InboxOptions {
  all?: boolean;
  json?: boolean;
}

export async function run(ctx: Ctx, opts: InboxOptions): Promise<CommandResult> {
  const { anchor, loc, store } = await locate(ctx);
  const { entries, damaged } = store ? await store.survey() : { entries: [], damaged: [] };
  reportDamaged(ctx, damaged, loc.dir);
  const waiting = entries.filter((e) => e.status === 'returned' && (opts.all || sameOrigin(e.record.origin, anchor)));
  const items = store ? await Promise.all(waiting.map((e) => inboxItem(store, e, ctx.now()))) : [];
  const where = opts.all ? 'any repo' : anchor.repo ? `this repo (${anchor.repo})` : `this folder (${anchor.cwd}, not a git repo)`;

  if (!opts.json) {
    if (!items.length) {
      ctx.io.err(`Inbox empty: no handoffs from ${where} have returns waiting to be pulled.${opts.all ? '' : ' handoff inbox --all looks at every repo.'}\n`);
    } else {
      const idW = Math.max(...items.map((i) => i.id.length));
      for (const i of items) {
        const count = i.expect !== null && i.expect > 1 ? ` [${fanoutNote(i)}]` : i.unpulled > 1 ? ` [${i.unpulled} returns]` : '';
        ctx.io.out(`${i.id.padEnd(idW)}  ${i.kind}  ${i.age.padStart(4)}  ${i.outcome ?? '?'}${i.answer ? ` — ${i.answer}` : ''}${count}\n${' '.repeat(idW)}  ${i.title}\n`);
      }
      ctx.io.err(`Read one with: handoff pull ${items[0]!.id}\n`);
    }
  }
  return { json: { inbox: items, scope: opts.all ? 'all' : 'repo', repo: anchor.repo, store: loc.dir, damaged } };
}

const MAX_ANSWER = 120;

/** "1/2 returned", "2/2 returned, 1 not pulled, 3 agreed" */
export function fanoutNote(i: { expect: number | null; returns: number; unpulled: number; agreed: number | null }): string {
  const parts = [returnedLabel(i.returns, i.expect ?? i.returns)];
  if (i.unpulled !== i.returns) parts.push(`${i.unpulled} not pulled`);
  if (i.agreed) parts.push(`${i.agreed} agreed`);
  return parts.join(', ');
}

/** How many findings more than one return made; null when there is nothing to compare (or it is unreadable). */
async function agreedCount(store: Store, e: Entry): Promise<number | null> {
  if (e.events.returns.length < 2) return null;
  try {
    const all = await Promise.all(
      e.events.returns.map(async (n) => ({ n, findings: returnFromDoc(parseDoc((await store.readReturn(e.id, n)).markdown)).answers.findings })),
    );
    return findAgreements(all).length;
  } catch {
    return null;
  }
}

async function inboxItem(store: Store, e: Entry, now: Date) {
  const waiting = unpulled(e.events);
  const latest = waiting[waiting.length - 1]!;
  let outcome: string | null = null;
  let answer = '';
  let returned = e.record.created;
  try {
    const { record, markdown } = await store.readReturn(e.id, latest);
    // The markdown is what a person may have edited; the record fills in when it has no outcome line.
    const parsed = returnFromDoc(parseDoc(markdown));
    outcome = parsed.outcomeFound ? parsed.answers.outcome : record.answers?.outcome ?? null;
    answer = oneLine(parsed.outcomeFound ? parsed.answers.answer : record.answers?.answer ?? '');
    returned = record.created ?? returned;
  } catch {
    // A damaged return still leaves the handoff in the inbox; pull and show name the damage.
  }
  answer = redact(answer.length > MAX_ANSWER ? answer.slice(0, MAX_ANSWER - 1) + '…' : answer).text;
  const prog = progress(e.events, e.record.expect);
  const agreed = prog.fanout ? await agreedCount(store, e) : null;
  return {
    id: e.id,
    kind: e.record.kind,
    title: e.record.title,
    created: e.record.created,
    /** Since the latest waiting return came back. */
    age: age(returned, now),
    returned,
    outcome,
    answer,
    unpulled: waiting.length,
    returns: e.events.returns.length,
    expect: prog.expect,
    /** Returns in against returns expected: {expect, returned, missing, label: "1/2 returned"}. */
    progress: { expect: prog.expect, returned: prog.returned, missing: prog.missing, label: prog.label },
    /** Findings more than one return made (fan-out with two or more returns in); null otherwise. */
    agreed,
    origin: { repo: e.record.origin.repo, branch: e.record.origin.branch },
    dir: join(store.dir, e.id),
  };
}
