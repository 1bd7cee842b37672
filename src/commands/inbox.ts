// handoff inbox: handoffs whose returns have not been pulled yet, from this repo (every repo with --all).
// A fan-out brief (new --expect N) says how many of its returns are in ("1/2 returned") and, once two
// are, how many findings they agree on.

import { readRegularSync } from '../store/files.js';
import { join, sep } from 'node:path';
import type { Ctx, CommandResult } from '../context.js';
import { parseDoc } from '../brief/document.js';
import { returnFromDoc } from '../brief/read-return.js';
import { oneLine } from '../brief/escape.js';
import { clip } from '../ui/edge.js';
import { progress, returnedLabel, unpulled } from '../store/status.js';
import { AGREEMENT_RULE, findAgreements } from '../brief/fanout.js';
import type { Entry, Store } from '../store/store.js';
import { FileMemo } from '../store/file-memo.js';
import { age, inlineText } from '../ui/output.js';
import { locate, reportDamaged, sameOrigin, sharedHere } from './lookup.js';
import { commandPrefix } from '../io/invocation.js';

export interface InboxOptions {
  all?: boolean;
  json?: boolean;
}

export async function run(ctx: Ctx, opts: InboxOptions): Promise<CommandResult> {
  const { anchor, loc, store } = await locate(ctx);
  const { entries, damaged } = store ? await store.survey() : { entries: [], damaged: [] };
  reportDamaged(ctx, damaged, loc.dir);
  // Handoffs of a kind that expects no return (session) are never waited on, whatever their folder holds.
  const synced = opts.all ? new Set<string>() : await sharedHere(store, entries, anchor);
  const waiting = entries.filter((e) => e.status === 'returned' && e.record.returns !== false && (opts.all || sameOrigin(e.record.origin, anchor) || synced.has(e.id)));
  let items: ReturnType<typeof inboxItem>[] = [];
  if (store) {
    // Each waiting return's outcome line, from the memo while its files are unchanged.
    const memo = FileMemo.load<ReturnLine>(store.dir, 'inbox');
    const now = ctx.now();
    items = waiting.map((e) => inboxItem(store, e, now, memo));
    await memo.save((id) => store.folderStamp(id) !== undefined); // rows of handoffs still in the store
    // Fan-out briefs with two or more returns in: how many findings they agree on.
    // Computed once per set of return files and kept in a memo: inbox is run often, returns change rarely.
    // The memo's name carries the agreement rule's version: counts made under an older rule are not reused.
    const agreedMemo = FileMemo.load<number | null>(store.dir, `agreed-${AGREEMENT_RULE}`);
    waiting.forEach((e, k) => {
      if (!progress(e.events, e.record.expect).fanout) return;
      const dir = `${store.dir}${sep}${e.id}`;
      const files = e.events.returns.map((n) => `${dir}${sep}return-${n}.md`);
      items[k]!.agreed = agreedMemo.get(e.id, `${e.id}/agreed`, files, () => agreedCount(dir, e), store.folderStamp(e.id));
    });
    await agreedMemo.save((id) => store.folderStamp(id) !== undefined);
  }
  const where = opts.all ? 'any repo' : anchor.repo ? `this repo (${anchor.repo})` : `this folder (${anchor.cwd}, not a git repo)`;

  if (!opts.json) {
    if (!items.length) {
      ctx.io.err(`Inbox empty: no handoffs from ${where} have returns waiting to be pulled.${opts.all ? '' : ` ${commandPrefix(ctx.env, loc.dir)} inbox --all looks at every repo.`}\n`);
    } else {
      const idW = items.reduce((w, i) => Math.max(w, i.id.length), 0);
      // One write: thousands of small writes cost more than building the lines.
      // The first line is the tool's own (the outcome is one of four words); the return's answer is quoted
      // on a line of its own, as in pull's report, so it cannot pass for the [count] or any other mark.
      const pad = ' '.repeat(idW);
      const lines = items.map((i) => {
        const count = i.expect !== null && i.expect > 1 ? ` [${fanoutNote(i)}]` : i.unpulled > 1 ? ` [${i.unpulled} returns]` : '';
        return `${i.id.padEnd(idW)}  ${inlineText(i.kind)}  ${i.age.padStart(4)}  ${inlineText(i.outcome ?? '?')}${count}\n${pad}  ${inlineText(i.title)}\n${i.answer ? `${pad}  > ${i.answer}\n` : ''}`;
      });
      ctx.io.out(lines.join(''));
      ctx.io.err(`Read one with: ${commandPrefix(ctx.env, loc.dir)} pull ${items[0]!.id}\n`);
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
function agreedCount(dir: string, e: Entry): number | null {
  if (e.events.returns.length < 2) return null;
  try {
    const all = e.events.returns.map((n) => ({ n, findings: returnFromDoc(parseDoc(readRegularSync(join(dir, `return-${n}.md`)))).answers.findings }));
    return findAgreements(all).length;
  } catch {
    return null;
  }
}

/** What inbox shows of a return, worked out from return-N.json and return-N.md (kept in the memo). */
interface ReturnLine {
  outcome: string | null;
  answer: string;
  /** When it came back; null when the return is damaged. */
  returned: string | null;
}

function readReturnLine(dir: string, n: number): ReturnLine {
  let outcome: string | null = null;
  let answer = '';
  let returned: string | null = null;
  try {
    const record = JSON.parse(readRegularSync(join(dir, `return-${n}.json`))) as { created?: string; answers?: { outcome?: string; answer?: string } };
    const markdown = readRegularSync(join(dir, `return-${n}.md`));
    // The markdown is what a person may have edited; the record fills in when it has no outcome line.
    const parsed = returnFromDoc(parseDoc(markdown));
    outcome = parsed.outcomeFound ? parsed.answers.outcome : record.answers?.outcome ?? null;
    answer = oneLine(parsed.outcomeFound ? parsed.answers.answer : record.answers?.answer ?? '');
    returned = record.created ?? null;
  } catch {
    // A damaged return still leaves the handoff in the inbox; pull and show name the damage.
  }
  answer = clip(answer, MAX_ANSWER); // redacted, then cut
  return { outcome, answer, returned };
}

/** One inbox line; `agreed` (fan-out) is filled in afterwards by run(). */
function inboxItem(store: Store, e: Entry, now: Date, memo: FileMemo<ReturnLine>) {
  const waiting = unpulled(e.events);
  const latest = waiting[waiting.length - 1]!;
  const dir = `${store.dir}${sep}${e.id}`; // plain names: no need for join's normalising, thousands of times
  // return-N.md may be edited by a person: its own stamp. return-N.json is written once: the folder's.
  const folder = store.folderStamp(e.id);
  const md = `${dir}${sep}return-${latest}.md`;
  const files = folder ? [md] : [`${dir}${sep}return-${latest}.json`, md];
  const line = memo.get(e.id, `${e.id}/${latest}`, files, () => readReturnLine(dir, latest), folder);
  const { outcome, answer } = line;
  const returned = line.returned ?? e.record.created;
  const prog = progress(e.events, e.record.expect);
  const agreed = null as number | null;
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
