// handoff new [kind]: carve a slice into a brief.

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { constants as osConstants } from 'node:os';
import { join } from 'node:path';
import type { Ctx, CommandResult } from '../context.js';
import type { Anchor, BriefAnswers, Kind } from '../brief/types.js';
import { EXIT, HandoffError, missingAnswers, usageError } from '../errors.js';
import { captureAnchor } from '../scene/anchor.js';
import { BadRevisionError } from '../scene/git.js';
import { loadKinds } from '../kinds/load.js';
import { applyFlags, mapStrings, missingRequired, normalizeBrief, parseFields, type BriefFlags } from '../brief/answers.js';
import { redact } from '../brief/redact.js';
import { emptyBrief } from '../brief/sections.js';
import { parseDoc, briefFromDoc } from '../brief/parse.js';
import { composeBrief, recomposeEdited, renderChangedFiles, type Composed } from '../brief/compose.js';
import { checkIdArg, makeId, randomPart } from '../store/ids.js';
import { locateStore, Store, SCHEMA, type HandoffRecord } from '../store/store.js';
import { loadPhrases, pathInfoUnder, readPrompt } from '../io/data.js';
import { formatFindings, formatRedactions, lintSummary, shortTime } from '../ui/output.js';
import { loadAgents, startLines } from '../io/agents.js';
import type { ExtraSection } from '../brief/render.js';
import { readAttachments } from '../io/attach.js';
import type { AttachmentInfo } from '../brief/attach.js';

export interface NewOptions extends BriefFlags {
  body?: string;
  from?: string;
  to?: string[];
  supersedes?: string;
  expect?: string;
  attach?: string[];
  tail?: string;
  copy?: boolean;
  print?: boolean;
  exec?: string;
  force?: boolean;
  input?: boolean;
  json?: boolean;
}

export async function run(ctx: Ctx, opts: NewOptions, kindArg?: string): Promise<CommandResult> {
  const { io, env } = ctx;
  if (opts.json && opts.print) throw usageError('--print and --json both write to standard output', 'choose one: the JSON names the brief file (its "brief" field)');
  // `--body -` reads stdin to its end, so there is nothing left to answer prompts with.
  const interactive = opts.input !== false && !opts.json && opts.body !== '-' && io.stdinIsTTY && io.stdoutIsTTY;
  const anchorP = captureAnchor(ctx.cwd, { env });
  const bodyP = opts.body !== undefined ? import('../io/input.js').then((m) => m.readDoc(opts.body!, io.stdin, '--body')) : Promise.resolve(null);
  bodyP.catch(() => {}); // awaited below; avoid an unhandled rejection while the anchor is captured
  const anchor = await anchorP;
  const kindSet = await loadKinds({ repoRoot: anchor.repo, env });
  for (const e of kindSet.errors) io.err(`handoff: warning: skipped a broken kind file: ${e.message}\n`);
  // Not localeCompare: its first call loads ICU collation data (~6 ms); kind names are ASCII anyway.
  const kinds = [...kindSet.kinds.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

  let kindName = kindArg;
  if (!kindName) {
    if (!interactive) throw usageError('missing the kind of brief', `name one: handoff new <${kinds.map((k) => k.name).join('|')}> ...`);
    kindName = await (await import('../ui/ask.js')).askKind(kinds);
  }
  const kind = kindSet.kinds.get(kindName);
  if (!kind) throw usageError(`unknown kind "${kindName}"`, `known kinds: ${kinds.map((k) => k.name).join(', ')} (see: handoff kinds)`);

  const { fields, problems } = parseFields(opts.field, kind);
  if (problems.length) throw usageError(redact(`bad --field: ${problems.map((p) => `"${p.arg}": ${p.problem}`).join('; ')}`).text, 'write it as --field name=value');
  const expect = parseExpect(opts.expect);
  const known = loadAgents().map((a) => a.name);
  const unknownAgents = (opts.to ?? []).filter((t) => !known.includes(t));
  if (unknownAgents.length) throw usageError(`unknown agent for --to: ${unknownAgents.join(', ')}`, `known agents: ${known.join(', ')}`);

  let answers: BriefAnswers = emptyBrief();
  const given = new Set<string>();
  let extra: ExtraSection[] = [];
  const body = await bodyP;
  if (body !== null) {
    const parsed = briefFromDoc(parseDoc(body), kind);
    answers = parsed.answers;
    for (const g of parsed.given) given.add(g);
    extra = parsed.extra;
    if (parsed.preamble && !given.has('context')) {
      answers.context = parsed.preamble;
      given.add('context');
    }
    if (extra.length) io.err(`handoff: note: kept ${extra.length} section(s) of the body that match no brief section as they are: ${extra.map((x) => `"${redact(x.heading).text}"`).join(', ')}\n`);
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

  // Near-duplicates of an open handoff are named (and, at a terminal, offered for superseding).
  if (!supersedes && existing) supersedes = await (await import('./supersede.js')).offerSupersede(ctx, existing, anchor, answers.title, interactive);
  const generated = await generatedSlots(kind, answers, anchor);
  const created = ctx.now().toISOString();
  const from = opts.from ?? env.HANDOFF_SESSION ?? undefined;
  const lintOpts = { phrases: loadPhrases(), pathInfo: pathInfoUnder(anchor.repo ?? anchor.cwd) };
  const returnTemplate = readPrompt('return.md');
  // The id carries a slug of the title: of the redacted title, so no secret reaches a folder name.
  const idFor = (random: string) => makeId(kind.name, redact(answers.title).text, random);
  // The preview shows the id the brief will most likely get; the store picks another random part on a clash.
  const firstId = idFor(randomPart(randomBytes(4)));
  let attempt = 0;
  const nextId = (random: string) => (attempt++ === 0 ? firstId : idFor(random));
  const compose = (id: string): Composed => composeBrief(kind, answers, { id, created: shortTime(created), origin: anchor, from, supersedes, expect, returnTemplate, generated }, lintOpts, extra);

  let composed = compose(firstId);
  let edited: string | null = null;
  let force = Boolean(opts.force);
  if (interactive) {
    const ask = await import('../ui/ask.js');
    let show = true;
    for (;;) {
      if (show) {
        io.out(`\n${composed.markdown}\n`);
        io.out(composed.lint.findings.length ? formatFindings('brief.md', composed.lint.findings) : 'lint: clean\n');
        if (composed.redactions.length) io.out(`redacted: ${formatRedactions(composed.redactions)}\n`);
      }
      show = true;
      const choice = await ask.askPreview(composed.lint.counts.errors);
      if (choice === 'cancel') throw new HandoffError('cancelled', EXIT.cancelled);
      if (choice === 'save') {
        // A person who saw the errors and chose "Save anyway" has forced it.
        if (composed.lint.counts.errors) force = true;
        break;
      }
      try {
        edited = ask.editInEditor(edited ?? composed.markdown, env);
        composed = { ...composed, ...recomposeEdited(kind, edited, lintOpts) };
      } catch (e) {
        if (!(e instanceof HandoffError)) throw e;
        // The brief is unchanged: say why right above the choice instead of scrolling it away with a reprint.
        io.err(`handoff: ${e.message}${e.hint ? `; ${e.hint}` : ''}\n`);
        show = false;
      }
    }
  }

  if (composed.lint.counts.errors && !force) {
    io.err(formatFindings('brief.md', composed.lint.findings));
    throw new HandoffError(`the brief has ${lintSummary(composed.lint.counts)}; nothing was written`, EXIT.lint, 'fix them, or pass --force to write it anyway', { lint: composed.lint });
  }

  const store = existing ?? (await Store.open(loc, { create: true }))!;
  let final = composed;
  const id = await store.create(nextId, (id) => {
    final = edited !== null ? { ...composed, ...recomposeEdited(kind, edited.split(firstId).join(id), lintOpts) } : id === firstId ? composed : compose(id);
    const record: HandoffRecord & { attachments?: AttachmentInfo[] } = {
      schema: SCHEMA,
      id,
      kind: kind.name,
      title: final.answers.title,
      created,
      origin: anchor,
      from,
      to: opts.to ?? [],
      supersedes,
      expect,
      answers: edited !== null ? briefFromDoc(parseDoc(final.markdown), kind).answers : final.answers,
      lint: final.lint.counts,
      redactions: final.redactions,
      ...(attached.info.length ? { attachments: attached.info } : {}),
    };
    return { 'handoff.json': JSON.stringify(mapStrings(record, (s) => redact(s).text), null, 2) + '\n', 'brief.md': final.markdown };
  });
  if (supersedes) await store.addEvent(supersedes, 'superseded.json', { at: created, by: id });

  const dir = join(store.dir, id);
  const briefPath = join(dir, 'brief.md');
  const wantCopy = opts.copy ?? (io.stdinIsTTY && io.stdoutIsTTY);
  let copied = false;
  if (wantCopy) {
    const { copyToClipboard } = await import('../ui/clipboard.js');
    const r = await copyToClipboard(final.markdown, env);
    copied = r.copied;
    if (r.warning) io.err(`handoff: warning: ${r.warning}\n`);
  }

  if (!opts.json) {
    if (final.lint.findings.length) io.err(formatFindings(briefPath, final.lint.findings));
    if (final.redactions.length) io.err(`handoff: redacted ${formatRedactions(final.redactions)}\n`);
    for (const a of attached.info) if (a.redactions.length) io.err(`handoff: redacted from --attach ${a.path}: ${formatRedactions(a.redactions)}\n`);
    io.err(`Wrote ${id} (${kind.name}; lint: ${lintSummary(final.lint.counts)})\n  ${briefPath}\n${copied ? '  copied to the clipboard\n' : ''}`);
    if (supersedes) io.err(`  supersedes ${supersedes}\n`);
    io.err(`Start a fresh agent with it:\n${startLines(briefPath, opts.to).map((l) => `  ${l.line}    # ${l.name}`).join('\n')}\n`);
    if (!opts.to?.length) io.err(`  (or: handoff start ${id} --to copilot|gemini|opencode|amp [--exec])\n`);
    if (expect && expect > 1) {
      io.err(`It expects ${expect} independent returns: start ${expect} sessions with it. handoff inbox shows 1/${expect} returned as they come in;\n`);
      io.err(`handoff pull ${id} shows them side by side and closes it once all ${expect} are in (--partial closes it sooner)\n`);
    } else io.err(`When it has returned: handoff pull ${id}\n`);
  }
  if (opts.print) io.out(final.markdown);

  const json = {
    id,
    kind: kind.name,
    title: final.answers.title,
    status: 'open',
    dir,
    brief: briefPath,
    json: join(dir, 'handoff.json'),
    lint: { ...final.lint.counts, findings: final.lint.findings },
    redactions: final.redactions,
    copied,
    supersedes: supersedes ?? null,
    attachments: attached.info,
  };
  if (opts.exec) {
    const code = await execWithBrief(opts.exec, final.markdown, ctx, Boolean(opts.json || opts.print));
    return { json: { ...json, exec: { command: opts.exec, exitCode: code } }, exitCode: code };
  }
  return { json };
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

async function generatedSlots(kind: Kind, answers: BriefAnswers, anchor: Anchor): Promise<Record<string, string>> {
  if (!kind.template.includes('{{changed_files}}')) return {};
  if (!anchor.repo) return { changed_files: `No changed files to list: ${anchor.note ?? 'not a git repository'}.` };
  const range = answers.fields.range?.trim() || undefined;
  const { changedFiles } = await import('../scene/changes.js'); // only kinds with {{changed_files}} (review)
  const cf = await changedFiles(anchor.repo, range).catch((e: Error) => {
    if (e instanceof BadRevisionError) throw usageError(`cannot list the changes to review: ${e.message}`, 'give a revision range git understands, e.g. --field range=main..HEAD');
    throw e;
  });
  if (!range) answers.fields.range = cf.range;
  return { changed_files: renderChangedFiles(cf.files, cf.range) };
}

function execWithBrief(command: string, brief: string, ctx: Ctx, stdoutTaken: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, cwd: ctx.cwd, env: ctx.env, stdio: ['pipe', stdoutTaken ? process.stderr : 'inherit', 'inherit'] });
    child.on('error', (e) => {
      ctx.io.err(`handoff: --exec failed to start: ${e.message}\n`);
      resolve(EXIT.failure);
    });
    child.stdin.on('error', () => {}); // the command may exit without reading its stdin
    child.stdin.end(brief);
    // Killed by a signal: 128 + its number, as a shell reports it.
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 + (osConstants.signals[signal] ?? 15) : EXIT.failure)));
  });
}

