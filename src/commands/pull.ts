// handoff pull <id>: print the returns for the origin agent, with the question and the drift, then mark
// them pulled and close the handoff. A fan-out brief (new --expect N) prints every return side by side by
// section, with the findings more than one return made marked as agreed, and closes only once all N are
// in, or earlier with --partial.

import { join } from 'node:path';
import type { Ctx, CommandResult } from '../context.js';
import type { Outcome } from '../brief/types.js';
import { usageError } from '../errors.js';
import { findingsData } from '../brief/findings.js';
import { parseDoc, docSections } from '../brief/document.js';
import { briefFromDoc } from '../brief/read-brief.js';
import { returnFromDoc, type ParsedReturn } from '../brief/read-return.js';
import { redact } from '../brief/redact.js';
import { mapStrings } from '../brief/answers.js';
import { oncePerString } from '../ui/edge.js';
import { drift as measureDrift, formatDrift, uncheckedDrift, type Drift } from '../scene/drift.js';
import { deriveStatus, progress, returnedLabel, unpulled } from '../store/status.js';
import { sideBySide, type SideBySide } from '../brief/fanout.js';
import type { Store, HandoffRecord } from '../store/store.js';
import { formatPull, REPORT_FRAME, type PulledReturn } from '../ui/report.js';
import { formatFanoutPull } from '../ui/fanout-report.js';
import { formatRedactions } from '../ui/output.js';
import { locateId } from './lookup.js';
import { commandPrefix } from '../io/invocation.js';
import { agree, plural } from '../ui/plural.js';

export interface PullOptions {
  keep?: boolean;
  /** Close a fan-out handoff now, before every expected return is in. */
  partial?: boolean;
  json?: boolean;
}

export async function run(ctx: Ctx, opts: PullOptions, idArg?: string): Promise<CommandResult> {
  if (opts.keep && opts.partial) {
    throw usageError('--keep and --partial contradict each other: --keep leaves the handoff open, --partial closes it before every expected return is in', 'give one of them');
  }
  const { store, id } = await locateId(ctx, idArg);
  // The brief as it is on disk, so a hand-edited question is the one shown; the record if it is unreadable.
  // Read, and the drift measured, before taking the lock: returns wait for it only while pull decides.
  const first = await store.entry(id);
  const record = first.record;
  if (record.returns === false) {
    const cmd = commandPrefix(ctx.env, store.dir);
    // A kind that hands the whole line of work on (session): there is never anything to pull.
    throw usageError(`handoff ${id} is a ${record.kind} handoff: it expects no return, so there is nothing to pull (status: ${first.status})`, `the new session closes it once it has picked up: ${cmd} close ${id}; read it with: ${cmd} show ${id}`);
  }
  const briefMd = await store.readText(id, 'brief.md').catch((e: Error) => {
    // The returns are still worth reading: the question comes from handoff.json, and the damage is named.
    ctx.io.err(`handoff: warning: ${e.message}; the question below is taken from handoff.json\n`);
    return null;
  });
  const briefDoc = briefMd !== null ? parseDoc(briefMd) : null;
  const brief = briefDoc ? briefFromDoc(briefDoc, { questions: [], template: '' }) : null;
  const why = brief?.given.has('why') ? brief.answers.why : record.answers.why;
  const deliver = brief?.given.has('deliver') ? brief.answers.deliver : record.answers.deliver;
  const pointers = brief?.given.has('pointers') ? brief.answers.pointers : record.answers.pointers;
  const title = briefDoc ? briefDoc.title ?? record.title : record.title;
  const drifting = driftFor(ctx, record, pointers);

  // Under the handoff's lock, the returns read are exactly the returns marked pulled, and the handoff is
  // closed only with every return that is in: a return racing this pull is either in this report or
  // comes after the close (and is refused, or reopens the handoff: see return.ts).
  const decided = await store.locked(id, async () => {
    const events = await store.events(id);
    const status0 = deriveStatus(events);
    const prog = progress(events, record.expect);
    if (!events.returns.length) {
      const hint = events.incomplete.length ? 'a return is being written right now; try again in a moment' : `nothing has come back yet; the side session records one with: handoff return ${id} --body FILE`;
      const count = prog.fanout ? `, ${returnedLabel(0, prog.expect!)}` : '';
      throw usageError(`handoff ${id} has no return to pull (status: ${status0}${count})`, hint, undefined, store.dir);
    }
    const fresh = unpulled(events);
    const freshSet = new Set(fresh);
    const reprint = fresh.length === 0;
    // Fan-out shows every return, pulled before or not: agreement is only visible across all of them.
    const numbers = prog.fanout || reprint ? events.returns : fresh;

    // A fan-out's report sets the returns side by side by their sections and never lists each finding's fields, so
    // those are read only for --json (two returns of 40,000 findings: a third of the pull's time).
    const withFindings = !prog.fanout || Boolean(opts.json);
    const [returns, drift] = await Promise.all([readReturns(store, id, numbers, withFindings), drifting]);
    const driftText = formatDrift(drift);
    const common = { id, command: commandPrefix(ctx.env, store.dir), kind: record.kind, title, created: record.created, origin: record.origin, why, deliver, reprint, drift: driftText, totalReturns: events.returns.length };
    let side: SideBySide | null = null;
    let raw: string;
    if (prog.fanout) {
      side = sideBySide(returns.map((r) => ({ n: r.pulled.n, answers: r.parsed.answers, extra: r.parsed.extra })));
      raw = formatFanoutPull({ ...common, expect: prog.expect!, side, returns: returns.map((r) => ({ ...r.pulled, from: r.from, fresh: freshSet.has(r.pulled.n) })) });
    } else {
      raw = formatPull({ ...common, returns: returns.map((r) => r.pulled), expect: record.expect });
    }
    // Returns are redacted when written, but a hand edit since could have put a secret back.
    const { text: report, redactions } = redact(raw);

    // Mark only after the report is complete: a crash before this leaves the returns unpulled, never lost.
    const at = ctx.now().toISOString();
    const pulled: number[] = [];
    if (!reprint) {
      for (const n of fresh) if (await store.addEvent(id, `pulled-${n}.json`, { at, n })) pulled.push(n);
    }
    // A fan-out brief stays open until every expected return is in, unless --partial (or close) ends it.
    const waiting = prog.missing;
    let closed = false;
    if (!opts.keep && (!waiting || opts.partial) && !events.closed && !events.superseded) {
      const early = waiting ? { reason: `pulled with ${returnedLabel(prog.returned, prog.expect!)} (--partial)`, partial: true, returned: prog.returned, expect: prog.expect } : { reason: 'pulled' };
      closed = await store.addEvent(id, 'closed.json', { at, ...early, pulled: reprint ? numbers : pulled });
    }
    const status = deriveStatus(await store.events(id));
    return { prog, freshSet, reprint, numbers, returns, drift, driftText, side, report, redactions, pulled, waiting, closed, status };
  });
  const { prog, freshSet, reprint, numbers, returns, drift, driftText, side, report, redactions, pulled, waiting, closed, status } = decided;
  const partial = closed && waiting > 0;

  if (!opts.json) {
    ctx.io.out(report);
    if (redactions.length) ctx.io.err(`handoff: redacted from the output: ${formatRedactions(redactions)}\n`);
    const count = prog.fanout ? ` (${returnedLabel(prog.returned, prog.expect!)})` : '';
    const what = reprint ? `Printed ${plural(numbers.length, 'return')} of ${id}${count} again (all were pulled before)` : `Pulled ${plural(pulled.length, 'return')} of ${id}${count}`;
    const then = partial
      ? `; closed early with --partial, ${plural(waiting, 'expected return')} never pulled`
      : closed
        ? '; the handoff is closed'
        : opts.keep
          ? '; kept open (--keep)'
          : waiting
            ? `; kept open until the other ${plural(waiting, 'expected return')} ${agree(waiting, 'is', 'are')} in (${commandPrefix(ctx.env, store.dir)} pull ${id} --partial closes it now)`
            : '';
    ctx.io.err(`${what}${then}.\n`);
  }

  // The document is built (each return's sections parsed back, every string redacted) only when it is printed:
  // for two returns of 40,000 findings that was a fifth of a plain pull's time.
  if (!opts.json) return { json: null };
  const json = mapStrings(
    {
      id,
      kind: record.kind,
      title,
      status,
      frame: REPORT_FRAME,
      question: { why, deliver },
      expect: prog.expect,
      progress: { expect: prog.expect, returned: prog.returned, missing: prog.missing, label: prog.label },
      returns: returns.map((r) => ({
        n: r.pulled.n,
        created: r.pulled.created,
        outcome: r.pulled.outcome,
        answer: r.pulled.answer,
        from: r.from ?? null,
        fresh: freshSet.has(r.pulled.n),
        file: r.file,
        markdown: r.pulled.markdown,
        sections: docSections(r.pulled.markdown),
        answers: r.parsed.answers,
        findings: r.pulled.findings,
        ...(r.pulled.noFindings ? { noFindings: r.pulled.noFindings } : {}),
        // What a heading said beyond its section's name (`## Dead ends for the cache work`), as return --json has it.
        ...(r.parsed.layout.headingNotes ? { headingNotes: r.parsed.layout.headingNotes } : {}),
      })),
      fanout: side,
      drift: { ...drift, text: driftText },
      pulled,
      reprint,
      closed,
      partial,
      report,
    },
    oncePerString((s) => redact(s).text),
  );
  return { json };
}

interface LoadedReturn {
  pulled: PulledReturn;
  parsed: ParsedReturn;
  file: string;
  /** The returning session's label, when it had one. */
  from?: string;
}

async function readReturns(store: Store, id: string, numbers: number[], withFindings: boolean): Promise<LoadedReturn[]> {
  return Promise.all(
    numbers.map(async (n) => {
      const { record, markdown } = await store.readReturn(id, n);
      // Read the markdown back: a hand-edited return is what gets pulled. The record fills what it lacks.
      const parsed = returnFromDoc(parseDoc(markdown));
      const outcome: Outcome | null = parsed.outcomeFound ? parsed.answers.outcome : record.answers?.outcome ?? null;
      const answer = parsed.outcomeFound ? parsed.answers.answer : record.answers?.answer ?? '';
      return {
        pulled: { n, created: record.created ?? '', outcome, answer, anchor: record.anchor ?? null, markdown, ...(withFindings ? { findings: findingsData(parsed.answers.findings, parsed.layout.findingGroups) } : {}), ...(parsed.noFindings ? { noFindings: parsed.noFindings } : {}) },
        parsed,
        file: join(store.dir, id, `return-${n}.md`),
        from: typeof record.from === 'string' && record.from ? record.from : undefined,
      };
    }),
  );
}

/** Drift is advice: a git failure is reported in the text, never allowed to stop the returns being read. */
async function driftFor(ctx: Ctx, record: HandoffRecord, pointers: string[]): Promise<Drift> {
  try {
    return await measureDrift(record.origin, ctx.cwd, pointers, { env: ctx.env }, record.snapshot?.sha);
  } catch (e) {
    return uncheckedDrift(record.origin, `git failed: ${(e as Error).message.split('\n')[0]}`);
  }
}
