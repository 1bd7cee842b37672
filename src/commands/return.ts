// handoff return <id>: record what a side session found, linked to the brief it answers.

import { join } from 'node:path';
import type { Ctx, CommandResult } from '../context.js';
import type { ReturnAnswers } from '../brief/types.js';
import { EXIT, HandoffError, failure, inStore, missingAnswers, usageError, withPlacement } from '../errors.js';
import { captureAnchor } from '../scene/anchor.js';
import { originSession } from '../io/agents.js';
import { emptyReturn } from '../brief/sections.js';
import { redact } from '../brief/redact.js';
import { mapStrings } from '../brief/answers.js';
import type { ExtraSection, NoFindings } from '../brief/render.js';
import { statesNothingFound } from '../brief/no-findings.js';
import {
  applyReturnFlags,
  composeReturn,
  IMPORTED_HEADER_HEADING,
  missingReturn,
  normalizeReturn,
  returnDraft,
  NotAReturnError,
  flagPlacement,
  layoutFor,
  parseOutcomeFlag,
  type ImportedReturn,
  type ComposedReturn,
  type ReturnFlags,
} from '../brief/returns.js';
import { OUTCOMES } from '../brief/types.js';
import { locateStore, Store, SCHEMA, type ReturnRecord } from '../store/store.js';
import { deriveStatus, type EventFiles } from '../store/status.js';
import { MAX_DOC_BYTES, readDoc, readDocBytes, type InputWarn } from '../io/input.js';
import { warningsFor, withWarnings, type Warning } from '../ui/warnings.js';
import { loadPhrases } from '../io/data.js';
import { answerReader } from './answer-reader.js';
import { formatFindings, formatRedactions, inlineText, lintSummary, shortTime } from '../ui/output.js';
import { noteMoved, requireIdArg, resolveFollowing } from './lookup.js';
import { findingsData } from '../brief/findings.js';
import { formatPlacement } from '../brief/body.js';
import { opensLikeJson } from '../brief/json-opening.js';
import type { Placement } from '../brief/document.js';
import { commandPrefix, invocation } from '../io/invocation.js';


export interface ReturnOptions extends ReturnFlags {
  body?: string;
  paste?: boolean;
  force?: boolean;
  input?: boolean;
  json?: boolean;
}

type Source = NonNullable<ReturnRecord['source']>;

const RETURN_FLAG_KEYS = ['outcome', 'answer', 'finding', 'recommend', 'deadEnd', 'evidence', 'question'] as const;

export async function run(ctx: Ctx, opts: ReturnOptions, idArg?: string): Promise<CommandResult> {
  // A refusal once the document is placed (missing answers, lint errors) says in its --json where it went,
  // and a refusal after the document was read carries the warnings its reading gave.
  const placed: { placement?: Placement[] } = {};
  const warnings: Warning[] = [];
  return record(ctx, opts, idArg, placed, warnings).catch((e: unknown) => Promise.reject(withWarnings(withPlacement(e, placed.placement), warnings)));
}

async function record(ctx: Ctx, opts: ReturnOptions, idArg: string | undefined, placed: { placement?: Placement[] }, warnings: Warning[]): Promise<CommandResult> {
  const { io, env } = ctx;
  // Each warning about the document given: on stderr as ever, and in --json's `warnings`.
  const warn = warningsFor(io, warnings);
  const idText = requireIdArg(idArg);
  if (opts.body !== undefined && opts.paste) throw usageError('--body and --paste both give the return document; use one', 'handoff return ID --body FILE, or copy the document and: handoff return ID --paste');
  if (opts.outcome !== undefined && !parseOutcomeFlag(opts.outcome)) {
    throw usageError(`--outcome ${opts.outcome}: expected one of ${OUTCOMES.join(', ')}`);
  }
  const interactive = opts.input !== false && !opts.json && io.stdinIsTTY && io.stdoutIsTTY;

  // The receiving side's anchor: where the work was done, which need not be the brief's repo.
  const anchor = await captureAnchor(ctx.cwd, { env });
  const loc = locateStore(env, anchor.repo);
  noteMoved(ctx, loc);
  const located = await Store.open(loc, { create: false });
  if (!located) throw usageError(`no handoff "${idText}": the store ${loc.dir} does not exist`, storeHint(loc.source));
  const { store, id } = await resolveFollowing(ctx, located, idText).catch((e: unknown) => {
    throw inStore(e, located.dir);
  });
  const entry = await store.entry(id);

  // A kind with `returns: false` (session) hands the work on for good: nothing would ever pull a return.
  if (entry.record.returns === false) {
    throw usageError(`handoff ${id} is a ${entry.record.kind} handoff: it expects no return; nothing was written`, `once you have picked the work up, close it: handoff close ${id} --reason "picked up"`, undefined, store.dir);
  }
  // Checked here to fail before any question is asked, and again under the handoff's lock when the
  // return is written (a pull may close it meanwhile).
  if (!opts.force) await refuseFinished(store, id, deriveStatus(entry.events));

  let doc: string | null = null;
  let source: Source = 'flags';
  if (opts.body !== undefined) {
    doc = await readDoc(opts.body, io.stdin, '--body', warn);
    source = 'body';
  } else if (opts.paste) {
    doc = await readPasted(env, store.dir, `handoff return ${id} --body FILE`, warn);
    source = 'paste';
  }

  let answers: ReturnAnswers = emptyReturn();
  let given = new Set<string>();
  let extra: ExtraSection[] = [];
  let placement: Placement[] | undefined;
  let outcomeFrom: { line: number; text: string } | undefined;
  let imported: ImportedReturn | null = null;
  if (doc !== null) {
    const from = opts.body !== undefined ? `--body ${opts.body}` : 'the clipboard';
    try {
      // A body that is JSON as a whole (Codex's --output-schema, a review bot's report) is read by its keys; the
      // reader is loaded only for a body that opens like JSON (brief/json-return.ts).
      // An agent CLI's JSON output around its answer: the answer is read as this body would be (json-return.ts).
      const readMarkdown = answerReader({ forId: id, force: opts.force === true });
      imported = (opensLikeJson(doc) ? (await import('../brief/json-return.js')).readJsonReturn(doc, anchor.repo, readMarkdown) : null) ?? readMarkdown(doc);
    } catch (e) {
      if (!(e instanceof NotAReturnError)) throw e;
      // (Nothing is written. A report the reading took for a brief is returned as it is once it says how the work
      // ended: an "## Outcome" section is a return's alone.)
      throw usageError(
        `${from} holds a brief, not a return: ${e.because}; nothing was written`,
        opts.paste ? 'copy the return document itself, then run this again (`new` copied the brief, so the clipboard may still hold it); if it is the return, add --force to read it as one' : 'give the return document (## Outcome, ## Non-obvious findings, ...); if this is the return, add a "## Outcome" section that says how the work ended (answered, partial, blocked or abandoned) and run this again, or add --force to read it as one',
        { document: { type: 'brief', because: e.because } },
      );
    }
    ({ answers, given, extra } = imported);
    // Flags win over the document (as in new): what a flag replaced is said, never dropped in silence.
    placement = flagPlacement(imported, opts);
    placed.placement = placement;
    // The tables' note names findings by number: with the findings replaced, it goes with them.
    if (opts.finding?.length) extra = extra.filter((x) => x !== imported!.findingsNote);
    if (imported.reading.type === 'brief') warn({ code: 'read-as-forced', message: `${from} reads as a brief (${imported.reading.because}); read as a return (--force)` });
    if (imported.markerId && imported.markerId !== id) warn({ code: 'return-for-other-handoff', message: `${from} is a return for ${redact(imported.markerId).text}; recording it for ${id}${imported.importedHeader ? `; its header (where and when that work was done) is kept under "${IMPORTED_HEADER_HEADING}", and this return's "Worked in" names where it is recorded` : ''}` });
    if (imported.placeholders.length) warn({ code: 'template-text-ignored', message: `ignored the template's example text in ${imported.placeholders.join(', ')}` }, 'note');
    io.err(formatPlacement(from, placement));
    // A run its output says failed (an agent's error, a scanner's failed invocation) is no clean answer: said.
    const run = (imported as { run?: { agent: string; failure: string | null; heldOutcome: { line: number; text: string } | null } }).run;
    if (run?.failure) warn({ code: 'run-failed', message: `${from}: ${run.agent}'s run failed (${redact(run.failure).text})${run.heldOutcome && opts.outcome === undefined ? `; its answer says "${inlineText(redact(run.heldOutcome.text.length > 50 ? `${run.heldOutcome.text.slice(0, 47)}...` : run.heldOutcome.text).text)}", not read as the outcome alone: give --outcome` : ''}` });
    // A status held back by open blocking questions: say which two lines decided, so the writer knows why it asks.
    if (imported.outcomeHeld && opts.outcome === undefined) {
      const { outcome: o, by } = imported.outcomeHeld;
      const said = o.text.length > 70 ? `${o.text.slice(0, 67)}...` : o.text;
      io.err(`handoff: outcome: line ${o.line} of ${from} reads ${o.outcome} ("${said}"), but "${by.heading}" (line ${by.line}) lists ${by.open} open blocking question${by.open === 1 ? '' : 's'}; not read as the outcome\n`);
    }
    // A stated status ("Status: completed") sets the outcome; say which line it was read from.
    if (imported.outcomeFrom && opts.outcome === undefined) {
      outcomeFrom = { line: imported.outcomeFrom.line, text: imported.outcomeFrom.text };
      io.err(`handoff: outcome: ${imported.outcomeFrom.outcome}, read from line ${outcomeFrom.line} of ${from}: "${outcomeFrom.text.length > 70 ? `${outcomeFrom.text.slice(0, 67)}...` : outcomeFrom.text}"\n`);
    }
  }
  const flagsGiven = RETURN_FLAG_KEYS.some((k) => opts[k] !== undefined);
  answers = applyReturnFlags(answers, given, opts);
  // A statement that nothing was found ("--finding none", "No issues found." under the findings) is zero findings,
  // which answers the findings a return owes (no-findings.ts); beside a real finding it is no finding either.
  // (Flags win over the document: a --finding replaces the body's statement too.)
  let noFindings: NoFindings | undefined = opts.finding?.length ? undefined : imported?.noFindings;
  let noneBy = 'by --finding';
  const dropNone = () => {
    const said = answers.findings.find(statesNothingFound);
    if (said === undefined) return;
    answers = { ...answers, findings: answers.findings.filter((f) => !statesNothingFound(f)) };
    if (!answers.findings.length) noFindings = { text: said };
  };
  dropNone();

  // At a terminal, prompt when there is nothing to go on or something required is missing. A complete
  // document or complete flags never prompt: an agent may run this in a pseudo-terminal.
  const ask = interactive && ((doc === null && !flagsGiven) || missingReturn(answers, given, noFindings !== undefined).length > 0);
  if (ask) {
    const prompts = await import('../ui/ask.js');
    let soFar: ReturnAnswers | null = null;
    answers = await prompts
      .askReturn(answers, given, { onlyRequired: doc !== null, onAnswer: (a) => (soFar = a) })
      .catch(async (e: unknown) => Promise.reject(await keepTyped(ctx, store.dir, id, soFar, e)));
    if (doc === null) source = 'interactive';
    for (const k of ['outcome', 'answer', 'findings', 'recommendations', 'deadEnds', 'evidence', 'questions']) given.add(k);
    // "none" typed at the findings prompt, as --finding none.
    noneBy = 'at the prompt';
    dropNone();
  }
  answers = normalizeReturn(answers);
  if (answers.findings.length) noFindings = undefined;
  const missing = missingReturn(answers, given, noFindings !== undefined);
  if (noFindings) {
    const where = noFindings.line !== undefined ? `at line ${noFindings.line} of ${opts.body !== undefined ? `--body ${opts.body}` : 'the clipboard'}` : noneBy;
    // (The document's own words where it had them: a ticked "- [x] ✅ Restore validated" is quoted, not "No findings.".)
    const text = inlineText(redact(noFindings.said ?? noFindings.text).text);
    io.err(`handoff: findings: none, stated ${where}: "${text.length > 70 ? `${text.slice(0, 67)}...` : text}"\n`);
  }
  // (What --json and the record say of it: the line and the document's own words there, as stderr quotes them.)
  const noneSaid: NoFindings | undefined = noFindings && { ...(noFindings.line !== undefined ? { line: noFindings.line } : {}), text: noFindings.said ?? noFindings.text };
  if (missing.length) throw missingAnswers(missing, imported?.reading.type === null ? { because: imported.reading.because, readAs: 'return' } : undefined);

  const brief = await store.readText(id, 'brief.md').catch(() => undefined);
  const created = ctx.now().toISOString();
  const phrases = loadPhrases();
  const layout = { ...layoutFor(answers, imported), ...(noFindings ? { noFindings } : {}) };
  const compose = (n: number): ComposedReturn =>
    composeReturn(answers, { id, n, briefTitle: entry.record.title, created: shortTime(created), anchor }, { phrases, brief }, extra, layout);

  // Lint and preview with a provisional number; the number is only claimed when the files are written.
  const provisional = entry.events.returns.length + entry.events.incomplete.length + 1;
  const preview = compose(provisional);
  if (ask) {
    io.out(`\n${preview.markdown}\n`);
    io.out(preview.lint.findings.length ? formatFindings('return.md', preview.lint.findings) : 'lint: clean\n');
    if (preview.redactions.length) io.out(`redacted: ${formatRedactions(preview.redactions)}\n`);
    const prompts = await import('../ui/ask.js');
    const save = await prompts.askConfirm('Save this return?', true).catch(async (e: unknown) => Promise.reject(await keepTyped(ctx, store.dir, id, answers, e)));
    if (!save) throw await keepTyped(ctx, store.dir, id, answers, new HandoffError('cancelled', EXIT.cancelled));
  }
  if (preview.lint.counts.errors && !opts.force) {
    io.err(formatFindings('return.md', preview.lint.findings));
    throw new HandoffError(`the return has ${lintSummary(preview.lint.counts)}; nothing was written`, EXIT.lint, 'fix them, or pass --force to record it anyway', { lint: preview.lint });
  }

  let final = preview;
  // The returning session: $HANDOFF_SESSION, else the running harness's own session id ("codex:<id>").
  const from = env.HANDOFF_SESSION || originSession(env)?.label;
  let reopened = '';
  // Under the lock: a handoff closed since the check above refuses the return (or, with --force, is
  // reopened so the inbox shows it); nothing in between can lose it.
  const admit = async (events: EventFiles) => {
    const now = deriveStatus(events);
    if (!opts.force) return refuseFinished(store, id, now);
    if (now === 'closed') {
      reopened = await closedHow(store, id);
      await store.reopen(id);
    }
  };
  const n = await store.addReturn(id, (n) => {
    // Composing is pure: the number claimed is almost always the provisional one, already rendered.
    final = n === provisional ? preview : compose(n);
    const record: ReturnRecord = {
      schema: SCHEMA,
      id,
      n,
      created,
      anchor,
      answers: final.answers,
      ...(layout.headingNotes ? { headingNotes: layout.headingNotes } : {}),
      lint: final.lint.counts,
      redactions: final.redactions,
      findings: findingsData(final.answers.findings, layout.findingGroups),
      ...(noneSaid ? { noFindings: noneSaid } : {}),
      source,
      ...(from ? { from } : {}),
    };
    // Every string of the record: $HANDOFF_SESSION and the anchor are not in the markdown's redaction.
    return { json: JSON.stringify(mapStrings(record, (v) => redact(v).text), null, 2) + '\n', md: final.markdown };
  }, admit);
  const status = deriveStatus(await store.events(id));
  const file = join(store.dir, id, `return-${n}.md`);
  // A shared handoff's return goes to its remote at once; offline it stays here and `handoff sync` pushes it.
  const shared = await (await import('../share/link.js')).pushAfterReturn(ctx, store, id, anchor.repo);
  const cmd = commandPrefix(env, store.dir);

  // What was redacted is said under --json too (like the placement lines): an agent reads stderr. Lines of
  // the stored file, and of the document given, which is the one its writer fixes.
  if (final.redactions.length) {
    const source = doc !== null ? redact(doc).redactions : [];
    const given = opts.body !== undefined ? `--body ${opts.body}` : 'the clipboard';
    io.err(`handoff: redacted ${formatRedactions(final.redactions)} of ${file}${source.length ? `; in ${given}: ${formatRedactions(source)}` : ''}\n`);
  }
  if (!opts.json) {
    if (final.lint.findings.length) io.err(formatFindings(file, final.lint.findings));
    io.err(`Recorded return ${n} for ${id} (${final.answers.outcome}; lint: ${lintSummary(final.lint.counts)})\n  ${file}\n`);
    if (reopened) io.err(`Reopened ${id} (it was closed${reopened}; --force): the origin sees this return in handoff inbox\n`);
    // The origin is another clone: this installation, not this clone's store.
    if (shared?.pushed) io.err(`Pushed it to ${shared.remote} (refs/handoffs/${id}); the origin reads it after: ${invocation(env)} sync ${shared.remote}, then ${invocation(env)} inbox\n`);
    else if (status === 'returned') io.err(`The origin session reads it with: ${cmd} inbox, then ${cmd} pull ${id}\n`);
  }
  if (shared && !shared.pushed) io.err(`handoff: warning: recorded here but not pushed to ${shared.remote}: ${shared.error}; run ${cmd} sync ${shared.remote} when it can be reached\n`);
  // A warning, so it is printed under --json too: a forced return to a finished handoff is easy to miss.
  if (status !== 'returned') io.err(`handoff: warning: ${id} is ${status}, so this return is not in the inbox; the origin reads it with: ${commandPrefix(env, store.dir)} pull ${id}\n`);
  return {
    json: {
      id,
      n,
      outcome: final.answers.outcome,
      status,
      file,
      json: join(store.dir, id, `return-${n}.json`),
      lint: { ...final.lint.counts, findings: final.lint.findings },
      redactions: final.redactions,
      shared,
      reopened: Boolean(reopened),
      findings: findingsData(final.answers.findings, layout.findingGroups),
      ...(noneSaid ? { noFindings: mapStrings(noneSaid, (v) => redact(v).text) } : {}),
      ...(layout.headingNotes ? { headingNotes: layout.headingNotes } : {}),
      ...(outcomeFrom ? { outcomeFrom } : {}),
      ...(placement ? { placement } : {}),
      warnings,
    },
  };
}

/** A closed or superseded handoff takes no return without --force: exit 2, saying who closed it and when. */
async function refuseFinished(store: Store, id: string, status: string): Promise<void> {
  if (status !== 'closed' && status !== 'superseded') return;
  if (status === 'superseded') {
    throw usageError(`handoff ${id} is superseded${await supersededBy(store, id)}; nothing was written`, 'return to the newer handoff, or pass --force to record it here anyway');
  }
  throw usageError(`handoff ${id} was closed${await closedHow(store, id)}; nothing was written`, 'pass --force to record this return anyway and reopen the handoff, so the origin sees it in handoff inbox', { status });
}

async function readPasted(env: NodeJS.ProcessEnv, storeDir: string, bodyCommand: string, warn: InputWarn): Promise<string> {
  const { readClipboardBytes } = await import('../ui/clipboard.js');
  let bytes: Buffer;
  try {
    bytes = await readClipboardBytes(env, MAX_DOC_BYTES);
  } catch (e) {
    throw failure((e as Error).message, `save the return document to a file and run: ${bodyCommand}`, undefined, storeDir);
  }
  // Decoded as a file is (UTF-16, Windows-1252, NULs, binary, the size limit), never as UTF-8 unseen.
  return readDocBytes(bytes, 'the clipboard', warn);
}

/** " by pull at 2026-11-30 14:02 UTC", " by hand at ... (fixed on main)": who closed it, and when. */
async function closedHow(store: Store, id: string): Promise<string> {
  const ev = await store.readEvent(id, 'closed.json');
  const reason = typeof ev?.reason === 'string' ? inlineText(ev.reason) : null;
  const at = typeof ev?.at === 'string' ? ` at ${shortTime(ev.at)}` : '';
  // pull records which returns it pulled; a reason typed by hand that starts with "pulled" is still by hand.
  if (reason !== null && Array.isArray(ev?.pulled)) return ` by pull${at}${reason === 'pulled' ? '' : ` (${reason})`}`;
  return ` by hand${at}${reason && reason !== 'closed by hand' ? ` (${reason})` : ''}`;
}

async function supersededBy(store: Store, id: string): Promise<string> {
  const ev = await store.readEvent(id, 'superseded.json');
  return typeof ev?.by === 'string' ? ` by ${ev.by}` : '';
}

function storeHint(source: string): string {
  return source === 'repo'
    ? "this repo keeps its handoffs in git's common directory; run the command in the repo (or any of its worktrees) where the brief was cut, or set HANDOFF_HOME to that store, which handoff path prints when run there"
    : `run it on the machine (and as the user) that cut the brief, with the HANDOFF_HOME=… its Return line names${source === 'temp' ? ' (without it, the store is the temp one under this $TMPDIR, which differs in a sandbox or a CI runner)' : ''}`;
}

/**
 * A person who cancels halfway keeps what they typed: the answers so far, as a body `return --body` takes,
 * in the store's drafts folder, and the command that records them. Nothing typed: the cancel as it was.
 */
async function keepTyped(ctx: Ctx, storeDir: string, id: string, soFar: ReturnAnswers | null, e: unknown): Promise<unknown> {
  if (!(e instanceof HandoffError) || e.exitCode !== EXIT.cancelled || !soFar) return e;
  const typed = soFar.answer.trim() || [soFar.findings, soFar.recommendations, soFar.deadEnds, soFar.evidence, soFar.questions].some((xs) => xs.length);
  if (!typed) return e; // an outcome picked from a list is no loss
  const md = returnDraft(normalizeReturn(soFar));
  const { saveReturnDraft } = await import('../store/drafts.js');
  const stamp = ctx.now().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  const file = await saveReturnDraft(storeDir, id, md, stamp);
  const { shellQuote } = await import('../ui/output.js');
  return inStore(new HandoffError(`cancelled; nothing was recorded, and what you typed is kept in ${file}`, EXIT.cancelled, `record it (edit it first if you like): handoff return ${id} --body ${shellQuote(file)}`), storeDir);
}
