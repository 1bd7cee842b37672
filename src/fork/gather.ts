// Step 1 of `new`: gather everything the brief is made of — the git anchor, the kind, the answers (--body,
// flags, --attach, then the person's answers at a terminal) and what it supersedes — before anything is
// composed or written. Every bad input fails here, with nothing written.

import type { Ctx } from '../context.js';
import type { Anchor, BriefAnswers, Kind } from '../brief/types.js';
import { missingAnswers, usageError } from '../errors.js';
import { captureAnchor } from '../scene/anchor.js';
import { loadKinds } from '../kinds/load.js';
import { applyFlags, missingRequired, normalizeBrief, parseFields } from '../brief/answers.js';
import { redact } from '../brief/redact.js';
import { emptyBrief } from '../brief/sections.js';
import type { Placement } from '../brief/document.js';
import type { ExtraSection, HeadingNotes } from '../brief/render.js';
import type { ListNumbers } from '../brief/list-numbers.js';
import { checkIdArg } from '../store/ids.js';
import { locateStore, Store, type StoreLocation } from '../store/store.js';
import { loadAgents, originSession } from '../io/agents.js';
import { plural } from '../ui/plural.js';
import { suggest } from '../ui/suggest.js';
import { readAttachments, type Attached } from '../io/attach.js';
import type { NewOptions } from './options.js';
import { shareRemote, startSnapshot, type SnapshotJob } from './way-back.js';
import { configuredShare } from '../scene/share-config.js';
import { mergePointers } from '../brief/pointer-merge.js';
import type { SessionDraft } from '../session/index.js';
import { findDraft, type DraftRecord } from '../store/drafts.js';
import { cancelled, isCancel, saveAnswers, startDrafting, type Drafting } from './drafting.js';
import { LAST_GOOD, lastGoodField, resolveCommitAnswers, retiredBy } from './line-of-work.js';
import { draftFields } from '../brief/lineage.js';
import { warningsFor, type Warning } from '../ui/warnings.js';

export interface Gathered {
  /** Questions and the preview are shown: stdin and stdout are terminals and nothing said otherwise. */
  interactive: boolean;
  anchor: Anchor;
  kind: Kind;
  /** Normalised, every required answer present. */
  answers: BriefAnswers;
  /** Body sections that match no brief section, and the attachments' section: kept as they are. */
  extra: ExtraSection[];
  /** What the body's headings said beyond the answers' names (render.ts HeadingNote), apart from them. */
  notes: HeadingNotes;
  /** The list answers' items as the body numbered them (brief/list-numbers.ts). */
  numbers: ListNumbers;
  attached: Attached;
  loc: StoreLocation;
  /** The store as it is now; null when it does not exist yet (it is created only to write). */
  existing: Store | null;
  supersedes: string | undefined;
  /** Open handoffs of the same kind, repo and branch this one supersedes (kinds with `supersede: same-branch`). */
  retires: string[];
  /** Set once written when a newer handoff of the same line was written at the same time and supersedes this one. */
  supersededBy?: string;
  expect: number | undefined;
  /** The origin session's label. */
  from: string | undefined;
  /** With --body of a brief the tool wrote: that brief's id, kind, date and origin (its header's "Cut from" line). */
  cutFrom?: string;
  /** With --body: where each part of the body went. */
  placement?: Placement[];
  /** Warnings about the body (encoding, NULs), already printed on stderr; --json carries them. */
  warnings: Warning[];
  /** With --body: its text and how to name it ("--body notes.md"), for lines of the body in messages. */
  body?: { text: string; label: string };
  /** The git remote it is shared on (--share, or the repo's handoff.share), or null. */
  share: string | null;
  /** The person's answers saved as a draft (interactive only); removed once the brief is written. */
  drafting: Drafting | null;
  /** Answers settled so far (flags, body, the person), in the flow's names. */
  asked: Set<string>;
  /** The agent session's draft, when one was read. */
  session: SessionDraft | null;
  /** The snapshot of the uncommitted work, when its capture started while gathering (no terminal). */
  snapshot?: SnapshotJob;
}

/** `placed.placement` is set as soon as the body is placed, so a refusal after it can carry it (new.ts). */
export async function gather(ctx: Ctx, opts: NewOptions, kindArg?: string, placed: { placement?: Placement[]; warnings?: Warning[] } = {}): Promise<Gathered> {
  const { io, env } = ctx;
  // Warnings about the body (its encoding, NULs): on stderr, and in --json's `warnings` (handon.ts).
  const warnings = (placed.warnings ??= []);
  const warn = warningsFor(io, warnings);
  if (opts.json && opts.print) throw usageError('--print and --json both write to standard output', 'choose one: the JSON names the brief file (its "brief" field)');
  // `--body -` reads stdin to its end, so there is nothing left to answer prompts with.
  const interactive = opts.input !== false && !opts.json && opts.body !== '-' && io.stdinIsTTY && io.stdoutIsTTY;
  const anchorP = captureAnchor(ctx.cwd, { env });
  // The repo's handoff.share, asked beside the anchor rather than after it (from inside the repo, the same answer).
  const shareP = opts.share === false ? undefined : configuredShare(ctx, ctx.cwd);
  const bodyP = opts.body !== undefined ? import('../io/input.js').then((m) => m.readDoc(opts.body!, io.stdin, '--body', warn)) : Promise.resolve(null);
  bodyP.catch(() => {}); // awaited below; avoid an unhandled rejection while the anchor is captured
  const anchor = await anchorP;
  // Without a terminal git snapshots the working tree from here on, while the body, flags and store are read
  // and the brief composed: the snapshot's git processes were most of `new`'s wall time, and started after
  // the answers they waited idle at its end. Its objects wait in a quarantine, so a run refused later (a
  // missing or bad answer, lint errors) leaves none in the repo (new.ts discards them on any failure).
  const snapshot = interactive ? undefined : startSnapshot(ctx, anchor);
  const loc = locateStore(env, anchor.repo);
  // A draft to go on with names the kind, so it is read first (the store is checked below otherwise, after
  // the body and flags, so their errors come first).
  const draftStore = opts.resume ? ((await Store.open(loc, { create: false }))?.dir ?? null) : null;
  const resumed = opts.resume ? await findDraft(draftStore, opts.resume, anchor.repo) : null;
  const share = await shareRemote(ctx, anchor, opts.share, shareP);
  if (resumed && kindArg && resumed.kind && kindArg !== resumed.kind) throw usageError(`the draft ${resumed.id} is a ${resumed.kind} brief, not ${kindArg}`, `resume it with: handoff new --resume ${resumed.id}`);
  if (resumed && !interactive) throw usageError('--resume asks the questions left: it needs a terminal', 'run it at a terminal, or give every answer as flags');
  // The agent session's transcript (read while the kind is chosen): at a terminal by default, else with --session.
  const sessionArg = opts.session === false || resumed?.asked.includes('session') ? null : (opts.session ?? (interactive ? 'auto' : null));
  const sessionP = sessionArg ? readSession(ctx, anchor, sessionArg, interactive) : Promise.resolve(null);
  sessionP.catch(() => {}); // awaited below
  const kind = await chooseKind(ctx, anchor, kindArg ?? resumed?.kind ?? undefined, interactive);

  const { fields, problems } = parseFields(opts.field, kind);
  if (problems.length) throw usageError(redact(`bad --field: ${problems.map((p) => `"${p.arg}": ${p.problem}`).join('; ')}`).text, 'write it as --field name=value');
  Object.assign(fields, lastGoodField(kind, opts.lastGood));
  const expect = parseExpect(opts.expect);
  if (opts.supersedes !== undefined && !opts.supersedes.trim()) throw usageError('--supersedes "": expected the id of the handoff this brief replaces', 'give an id (see: handoff list), or leave --supersedes out');
  const known = loadAgents().map((a) => a.name);
  const unknownAgents = (opts.to ?? []).filter((t) => !known.includes(t));
  if (unknownAgents.length) throw usageError(`unknown agent for --to: ${unknownAgents.join(', ')}`, `known agents: ${known.join(', ')}`);

  let answers: BriefAnswers = resumed ? structuredClone(resumed.answers) : emptyBrief();
  const given = new Set<string>();
  let extra: ExtraSection[] = [];
  let notes: HeadingNotes = {};
  let numbers: ListNumbers = {};
  const body = await bodyP;
  let placement: Placement[] | undefined;
  /** Why the body says neither brief nor return, when it does (a refusal says so, as lint does). */
  let undecided: string | undefined;
  let titleHint: string | undefined;
  let cutFrom: string | undefined;
  if (body !== null) {
    const [{ importBrief, flaggedAnswers, formatPlacement, placementAfterFlags, NotABriefError }, { withReturnReader }] = await Promise.all([import('../brief/body.js'), import('../brief/return-reader.js')]);
    let parsed;
    try {
      // (The return reader loaded only if deciding what the body is asks it: return-reader.ts.)
      const flagged = flaggedAnswers(opts, fields, opts.lastGood !== undefined ? { [LAST_GOOD]: '--last-good' } : {});
      parsed = await withReturnReader(() => importBrief(body, kind, flagged, opts.force === true));
    } catch (e) {
      if (!(e instanceof NotABriefError)) throw e;
      throw usageError(`--body ${opts.body} holds a return, not a brief: ${e.because}`, 'record it with: handoff return ID --body FILE; or give a brief: ## Why, ## What to deliver, ## First step; if it is the brief, add --force to read it as one', { document: { type: 'return', because: e.because } });
    }
    if (parsed.reading.type === 'return') warn({ code: 'read-as-forced', message: `--body ${opts.body} reads as a return (${parsed.reading.because}); read as a brief (--force)` });
    answers = parsed.answers;
    titleHint = parsed.titleHint;
    cutFrom = parsed.cutFrom;
    if (parsed.reading.type === null) undecided = parsed.reading.because;
    for (const g of parsed.given) given.add(g);
    extra = parsed.extra;
    // (An answer a flag gives is the flag's: the heading over the body's text it replaced goes with it.)
    const flagged = flaggedAnswers(opts, fields, opts.lastGood !== undefined ? { [LAST_GOOD]: '--last-good' } : {});
    notes = Object.fromEntries(Object.entries(parsed.notes).filter(([k]) => !flagged.has(k)));
    // (Their numbers are kept whatever: they are written only while the answer is still those items.)
    numbers = parsed.numbers;
    // Flags win over the body: the parts they replace say so.
    placement = placementAfterFlags(parsed, opts, fields, opts.lastGood !== undefined ? { [LAST_GOOD]: '--last-good' } : {});
    placed.placement = placement;
    io.err(formatPlacement('the body', placement));
  }
  answers = applyFlags(answers, given, opts, fields);
  // Evidence files: read and trimmed now, so a bad --attach fails before anything is written.
  const attached = await readAttachments(opts.attach, opts.tail, ctx.cwd, anchor.repo);
  if (attached.section) extra = [...extra, attached.section];
  answers.pointers = [...answers.pointers, ...attached.pointers];

  // Checked now (a refused store fails before any question), created only when there is something to write.
  const existing = await Store.open(loc, { create: false });
  let supersedes = opts.supersedes ? await resolveIn(existing, opts.supersedes) : undefined;

  const asked = new Set<string>([...(resumed?.asked ?? []), ...given]);
  const session = await sessionP;
  if (session) {
    // A kind's question may claim a part of the draft (front matter `draft: context|request`, e.g. the
    // session kind's "done" and "next steps"); a claimed context does not also fill Context.
    const { fields: drafted, contextTaken } = draftFields(kind, { context: session.context, request: session.request }, given, interactive);
    for (const [k, v] of Object.entries(drafted)) if (!asked.has(`field:${k}`) && !answers.fields[k]?.trim()) answers.fields[k] = v;
    // Context, dead ends and pointers from the session, unless a flag or the body gave them.
    if (!contextTaken && !given.has('context') && !asked.has('context')) answers.context = session.context;
    if (!given.has('deadEnds') && !asked.has('deadEnds')) answers.deadEnds = [...answers.deadEnds, ...session.deadEnds];
    answers.pointers = [...answers.pointers, ...session.pointers];
    asked.add('session');
  }
  answers.pointers = mergePointers(answers.pointers);

  let drafting: Drafting | null = null;
  if (interactive) {
    drafting = startDrafting(ctx, anchor.repo, kind.name, resumed && draftStore ? { record: resumed, storeDir: draftStore } : null);
    if (resumed) sayResumed(ctx, resumed, kind);
    const d = drafting;
    const ask = await import('../ui/ask.js');
    try {
      answers = await ask.askBrief(kind, answers, {
        env,
        asked,
        request: session?.request ?? resumed?.request ?? null,
        requestFrom: session ? `the last request in the ${session.source.agentName} session` : resumed?.request ? 'the last request in the agent session' : undefined,
        onAnswer: (a, done) =>
          saveAnswers(ctx, loc, d, a, done, {
            kind: kind.name,
            session: session ? { agent: session.source.agent, file: session.source.file } : (resumed?.session ?? null),
            request: session?.request ?? resumed?.request ?? null,
          }),
      });
    } catch (e) {
      throw isCancel(e) ? cancelled(d) : e;
    }
  }
  answers = normalizeBrief(answers);
  // A body with no title: the refusal names the words that would title it best.
  const missing = missingRequired(kind, answers).map((m) => (m.flag.includes('--title') && titleHint ? { ...m, name: `${m.name} (the body's best candidate: "${titleHint}")` } : m));
  if (missing.length) throw missingAnswers(missing, undecided ? { because: undecided, readAs: 'brief' } : undefined);
  const askAgain = interactive
    ? async (q: Kind['questions'][number], problem: string) => {
        io.err(`handoff: ${problem}\n`);
        return (await import('../ui/ask.js')).askText(`${q.prompt} (a sha, tag or branch; empty to leave it out)`);
      }
    : undefined;
  await resolveCommitAnswers(kind, answers, anchor, env, opts.lastGood !== undefined, askAgain);
  const retires = await retiredBy(existing, kind, anchor);
  if (kind.supersede === 'same-branch' && anchor.repo && anchor.detached) io.err(`handoff: note: a detached HEAD names no branch, so no open ${kind.name} handoff is superseded\n`);
  supersedes ??= retires[0];

  // Near-duplicates of an open handoff are named (and, at a terminal, offered for superseding).
  if (!supersedes && existing) {
    const offer = (await import('../commands/supersede.js')).offerSupersede(ctx, existing, anchor, answers.title, interactive);
    supersedes = await offer.catch((e: unknown) => Promise.reject(isCancel(e) ? cancelled(drafting) : e));
  }
  // The origin session: named by the person, else $HANDOFF_SESSION, else the running harness's own session
  // id ("claude:<id>"), so pull and the transcript draft can name the exact session.
  const from = opts.from ?? (env.HANDOFF_SESSION || originSession(env)?.label);
  return { interactive, anchor, kind, answers, extra, notes, numbers, attached, loc, existing, supersedes, retires, expect, from, drafting, asked, session, share, placement, warnings, snapshot, ...(cutFrom ? { cutFrom } : {}), ...(body !== null ? { body: { text: body, label: `--body ${opts.body}` } } : {}) };
}

/** The session draft for `--session auto|FILE`; at a terminal it says where the draft came from. */
async function readSession(ctx: Ctx, anchor: Anchor, arg: string, interactive: boolean): Promise<SessionDraft | null> {
  const { sessionDraft } = await import('../session/index.js');
  // The harness's own session id (issue 12's originSession) picks that exact transcript when it is known.
  const d = await sessionDraft(arg, { repo: anchor.repo, cwd: ctx.cwd, env: ctx.env, sessionId: originSession(ctx.env)?.id ?? null });
  if (!d) {
    if (arg === 'auto' && !interactive) ctx.io.err('handoff: note: no Claude Code or Codex session was found for this repo; nothing drafted from one\n');
    return null;
  }
  const s = d.source;
  const parts = [d.context ? 'context' : '', d.deadEnds.length ? plural(d.deadEnds.length, 'dead end') : '', d.pointers.length ? plural(d.pointers.length, 'pointer') : ''].filter(Boolean);
  const skipped = s.malformed + s.oversized;
  ctx.io.err(
    `Drafted from the ${s.agentName} session${s.sessionId ? ` ${s.sessionId.slice(0, 8)}` : ''} (${s.file}): ${parts.join(', ') || 'nothing to draft'}` +
      `${d.request && interactive ? '; its last request is the starting text of Why and Deliver' : ''}.` +
      `${skipped ? ` ${plural(skipped, 'line')} of the transcript could not be read and ${skipped === 1 ? 'was' : 'were'} skipped.` : ''}` +
      `${d.redacted.length ? ` Redacted from it: ${plural(d.redacted.length, 'secret')}.` : ''}\n`,
  );
  return d;
}

/** What a resumed draft already holds, so the person sees where they are. */
function sayResumed(ctx: Ctx, d: DraftRecord, kind: Kind): void {
  const a = d.answers;
  const first = (t: string) => {
    const l = t.trim().split('\n')[0] ?? '';
    return l.length > 70 ? `${l.slice(0, 69)}…` : l;
  };
  const all: [string, string | undefined][] = [
    ['title', a.title],
    ['why', a.why],
    ['deliver', a.deliver],
    ...kind.questions.map((q): [string, string | undefined] => [q.name, a.fields[q.name]]),
    ['first step', a.firstStep],
  ];
  const rows = all.filter((r): r is [string, string] => Boolean(r[1]?.trim()));
  ctx.io.err(`Resuming the draft ${d.id} (${kind.name}, last saved ${d.updated.slice(0, 16).replace('T', ' ')} UTC). Answered so far:\n${rows.map(([k, v]) => `  ${k}: ${first(v)}`).join('\n')}\n`);
}

async function chooseKind(ctx: Ctx, anchor: Anchor, kindArg: string | undefined, interactive: boolean): Promise<Kind> {
  const kindSet = await loadKinds({ repoRoot: anchor.repo, env: ctx.env });
  for (const e of kindSet.errors) ctx.io.err(`handoff: warning: skipped a broken kind file: ${e.message}\n`);
  // Not localeCompare: its first call loads ICU collation data (~6 ms); kind names are ASCII anyway.
  const kinds = [...kindSet.kinds.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  let kindName = kindArg;
  if (!kindName) {
    if (!interactive) throw usageError('missing the kind of brief', `name one: handoff new <${kinds.map((k) => k.name).join('|')}> ...`);
    kindName = await (await import('../ui/ask.js')).askKind(kinds);
  }
  const kind = kindSet.kinds.get(kindName);
  if (!kind) {
    const close = suggest(kindName, kinds.map((k) => k.name));
    throw usageError(`unknown kind "${kindName}"${close.length ? `; did you mean ${close.join(' or ')}?` : ''}`, `known kinds: ${kinds.map((k) => k.name).join(', ')} (see: handoff kinds)`);
  }
  return kind;
}

function parseExpect(v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 20) throw usageError(`--expect ${v}: expected a whole number from 1 to 20`);
  return n;
}

async function resolveIn(store: Store | null, arg: string): Promise<string> {
  if (store) return store.resolve(arg);
  const problem = checkIdArg(arg);
  throw usageError(problem ?? `no handoff "${arg}" to supersede: the store is empty`, problem ? undefined : 'see them with: handoff list --status all');
}
