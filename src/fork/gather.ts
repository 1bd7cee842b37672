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
import type { Placement } from '../brief/parse.js';
import type { ExtraSection } from '../brief/render.js';
import { checkIdArg } from '../store/ids.js';
import { locateStore, Store, type StoreLocation } from '../store/store.js';
import { loadAgents, originSession } from '../io/agents.js';
import { readAttachments, type Attached } from '../io/attach.js';
import type { NewOptions } from './options.js';
import { lastGoodField, resolveCommitAnswers, retiredBy } from './line-of-work.js';

export interface Gathered {
  /** Questions and the preview are shown: stdin and stdout are terminals and nothing said otherwise. */
  interactive: boolean;
  anchor: Anchor;
  kind: Kind;
  /** Normalised, every required answer present. */
  answers: BriefAnswers;
  /** Body sections that match no brief section, and the attachments' section: kept as they are. */
  extra: ExtraSection[];
  attached: Attached;
  loc: StoreLocation;
  /** The store as it is now; null when it does not exist yet (it is created only to write). */
  existing: Store | null;
  supersedes: string | undefined;
  /** Open handoffs of the same kind, repo and branch this one supersedes (kinds with `supersede: same-branch`). */
  retires: string[];
  expect: number | undefined;
  /** The origin session's label. */
  from: string | undefined;
  /** With --body: where each part of the body went. */
  placement?: Placement[];
}

export async function gather(ctx: Ctx, opts: NewOptions, kindArg?: string): Promise<Gathered> {
  const { io, env } = ctx;
  if (opts.json && opts.print) throw usageError('--print and --json both write to standard output', 'choose one: the JSON names the brief file (its "brief" field)');
  // `--body -` reads stdin to its end, so there is nothing left to answer prompts with.
  const interactive = opts.input !== false && !opts.json && opts.body !== '-' && io.stdinIsTTY && io.stdoutIsTTY;
  const anchorP = captureAnchor(ctx.cwd, { env });
  const bodyP = opts.body !== undefined ? import('../io/input.js').then((m) => m.readDoc(opts.body!, io.stdin, '--body')) : Promise.resolve(null);
  bodyP.catch(() => {}); // awaited below; avoid an unhandled rejection while the anchor is captured
  const anchor = await anchorP;
  const kind = await chooseKind(ctx, anchor, kindArg, interactive);

  const { fields, problems } = parseFields(opts.field, kind);
  if (problems.length) throw usageError(redact(`bad --field: ${problems.map((p) => `"${p.arg}": ${p.problem}`).join('; ')}`).text, 'write it as --field name=value');
  Object.assign(fields, lastGoodField(kind, opts.lastGood));
  const expect = parseExpect(opts.expect);
  const known = loadAgents().map((a) => a.name);
  const unknownAgents = (opts.to ?? []).filter((t) => !known.includes(t));
  if (unknownAgents.length) throw usageError(`unknown agent for --to: ${unknownAgents.join(', ')}`, `known agents: ${known.join(', ')}`);

  let answers: BriefAnswers = emptyBrief();
  const given = new Set<string>();
  let extra: ExtraSection[] = [];
  const body = await bodyP;
  let placement: Placement[] | undefined;
  if (body !== null) {
    const { importBrief, formatPlacement, NotABriefError } = await import('../brief/body.js');
    let parsed;
    try {
      parsed = importBrief(body, kind);
    } catch (e) {
      if (!(e instanceof NotABriefError)) throw e;
      throw usageError(`--body ${opts.body} holds a return, not a brief (lint reads it as one too)`, 'record it with: handoff return ID --body FILE; or give a brief: ## Why, ## What to deliver, ## First step');
    }
    answers = parsed.answers;
    for (const g of parsed.given) given.add(g);
    extra = parsed.extra;
    placement = parsed.placement;
    io.err(formatPlacement('the body', placement));
  }
  answers = applyFlags(answers, given, opts, fields);
  // Evidence files: read and trimmed now, so a bad --attach fails before anything is written.
  const attached = await readAttachments(opts.attach, opts.tail, ctx.cwd, anchor.repo);
  if (attached.section) extra = [...extra, attached.section];
  answers.pointers = [...answers.pointers, ...attached.pointers];

  // Checked now (a refused store fails before any question), created only when there is a brief to write.
  const loc = locateStore(env, anchor.repo);
  const existing = await Store.open(loc, { create: false });
  let supersedes = opts.supersedes ? await resolveIn(existing, opts.supersedes) : undefined;

  if (interactive) {
    const ask = await import('../ui/ask.js');
    answers = await ask.askBrief(kind, answers, given, { files: [...anchor.dirty, ...anchor.untracked] });
  }
  answers = normalizeBrief(answers);
  const missing = missingRequired(kind, answers);
  if (missing.length) throw missingAnswers(missing);
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
  if (!supersedes && existing) supersedes = await (await import('../commands/supersede.js')).offerSupersede(ctx, existing, anchor, answers.title, interactive);
  // The origin session: named by the person, else $HANDOFF_SESSION, else the running harness's own session
  // id ("claude:<id>"), so pull and the transcript draft can name the exact session.
  const from = opts.from ?? (env.HANDOFF_SESSION || originSession(env)?.label);
  return { interactive, anchor, kind, answers, extra, attached, loc, existing, supersedes, retires, expect, from, placement };
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
  if (!kind) throw usageError(`unknown kind "${kindName}"`, `known kinds: ${kinds.map((k) => k.name).join(', ')} (see: handoff kinds)`);
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
