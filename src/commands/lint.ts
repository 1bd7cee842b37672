// handoff lint <id|file|->: check a brief or a return document; exit 3 when it has errors (or, with
// --strict, warnings). Findings are the command's output: stdout, compiler style, or one JSON document.

import { stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Ctx, CommandResult } from '../context.js';
import type { Kind } from '../brief/types.js';
import { EXIT, HandoffError, usageError } from '../errors.js';
import { DEFAULT_BUDGET, lintDoc, templatePlaceholders, type DocType } from '../brief/lint.js';
import { documentKind } from '../brief/document-type.js';
import { loadReturnReader, withReturnReader } from '../brief/return-reader.js';
import { parseDoc, type ParsedDoc } from '../brief/document.js';
import { readDocFile, readDocStdin, type InputWarn } from '../io/input.js';
import { warningsFor, withWarnings, type Warning } from '../ui/warnings.js';
import { loadPhrases, pathInfoUnder, readPrompt } from '../io/data.js';
import { formatFindings, lintSummary } from '../ui/output.js';
import { checkIdArg } from '../store/ids.js';
import { locateStore, Store } from '../store/store.js';
import { GitMissingError, runGit } from '../scene/git.js';
import { knownRepoRoot } from '../scene/repo-root.js';
import { opensLikeJson } from '../brief/json-opening.js';

export interface LintOptions {
  json?: boolean;
  strict?: boolean;
  budget?: string;
  /** Read a file as a brief of this kind (as `new <kind> --body` does). */
  kind?: string;
}

interface Target {
  /** How findings name the document: the path as given, "<stdin>", or the stored brief's path. */
  display: string;
  text: string;
  /**
   * root: the folder pointed paths are looked up in; repoRoot: where to load user and repo kinds from.
   * A promise: git finds them while the document is read and parsed (a 1 MiB one takes ~20 ms).
   */
  place: Promise<{ root: string; repoRoot: string | null }>;
  id?: string;
  /** The kind a stored brief was made with (its required sections are checked). */
  kindName?: string;
}

export function parseBudget(v: string | undefined): number {
  if (v === undefined) return DEFAULT_BUDGET;
  const n = Number(v);
  if (!/^\d+$/.test(v.trim()) || !Number.isSafeInteger(n) || n < 1) throw usageError(`--budget ${v}: expected a whole number of tokens, e.g. --budget ${DEFAULT_BUDGET}`);
  return n;
}

/** The git root of a folder, or null outside a repo or without git. */
async function gitRoot(dir: string, env: NodeJS.ProcessEnv): Promise<string | null> {
  const known = knownRepoRoot(dir, env);
  if (known !== undefined) return known;
  try {
    const r = await runGit(['rev-parse', '--show-toplevel'], dir, { env });
    return r.code === 0 ? r.stdout.trim() || null : null;
  } catch (e) {
    if (e instanceof GitMissingError) return null;
    return null;
  }
}


async function openStore(ctx: Ctx): Promise<Store | null> {
  const repo = await gitRoot(ctx.cwd, ctx.env);
  return Store.open(locateStore(ctx.env, repo), { create: false });
}

/** `warn`: what the reader assumed about the bytes (an encoding, NUL bytes removed): stderr and --json. */
async function resolveTarget(ctx: Ctx, arg: string, warn: InputWarn): Promise<Target> {
  const placeOf = (repoP: Promise<string | null>) => repoP.then((repo) => ({ root: repo ?? ctx.cwd, repoRoot: repo }));
  if (arg === '-') {
    const place = placeOf(gitRoot(ctx.cwd, ctx.env));
    const text = await readDocStdin(ctx.io.stdin, 'standard input', warn);
    return { display: '<stdin>', text, place };
  }
  const abs = resolve(ctx.cwd, arg);
  const exists = await stat(abs).then(
    () => true,
    (e: NodeJS.ErrnoException) => e.code !== 'ENOENT' && e.code !== 'ENOTDIR',
  );
  if (exists || checkIdArg(arg) !== null) {
    // A path (readDocFile names a missing file, a folder, a binary or oversized one).
    const place = placeOf(gitRoot(dirname(abs), ctx.env));
    const text = await readDocFile(abs, arg, warn);
    return { display: arg, text, place };
  }
  // Id-shaped and not a file: a handoff in the store.
  const store = await openStore(ctx);
  if (!store) throw usageError(`no file or handoff "${arg}"`, 'lint takes a markdown file, "-" for standard input, or a handoff id (see: handoff list)');
  let id: string;
  try {
    id = await store.resolve(arg);
  } catch (e) {
    if (e instanceof HandoffError && e.exitCode === EXIT.usage && /^no handoff/.test(e.message)) {
      throw usageError(`no file or handoff "${arg}"`, 'lint takes a markdown file, "-" for standard input, or a handoff id (see: handoff list)');
    }
    throw e;
  }
  const record = await store.readRecord(id);
  const text = await store.readText(id, 'brief.md');
  const origin = record.origin;
  const originRoot = origin.repo ?? origin.cwd;
  const rootExists = await stat(originRoot).then(
    (s) => s.isDirectory(),
    () => false,
  );
  const place = Promise.resolve({ root: rootExists ? originRoot : ctx.cwd, repoRoot: rootExists ? origin.repo : null });
  return { display: join(store.dir, id, 'brief.md'), text, place, id, kindName: record.kind };
}

/** The brief a return answers, when its marker names a handoff in the store (for finding-restates-brief). */
async function briefFor(ctx: Ctx, id: string | undefined): Promise<string | undefined> {
  if (!id || checkIdArg(id) !== null || id === 'latest') return undefined;
  try {
    const store = await openStore(ctx);
    if (!store || !(await store.ids()).includes(id)) return undefined;
    return await store.readText(id, 'brief.md');
  } catch {
    return undefined;
  }
}

async function bodyDoc(text: string) {
  // (As new --body reads it: a prompt to paste, fenced, is the brief's text.)
  return (await import('../brief/body.js')).readBriefBody(text);
}

/** Rules of the shared list sections, which a kind's own question with the same heading is not held to. */
const SHARED_LIST_RULES = new Set(['decision-without-why', 'dead-end-without-why']);

export async function run(ctx: Ctx, opts: LintOptions, arg: string): Promise<CommandResult> {
  const warnings: Warning[] = [];
  return check(ctx, opts, arg, warnings).catch((e: unknown) => Promise.reject(withWarnings(e, warnings)));
}

async function check(ctx: Ctx, opts: LintOptions, arg: string, warnings: Warning[]): Promise<CommandResult> {
  const budget = parseBudget(opts.budget);
  const target = await resolveTarget(ctx, arg, warningsFor(ctx.io, warnings));
  // A file that is JSON as a whole is linted as the return `return --body` would record from it (lint-json.ts).
  const asJson = !target.id && opensLikeJson(target.text) ? (await import('./lint-json.js')).lintJson(ctx, target.display, target.text, (await target.place).repoRoot, opts, warnings) : null;
  if (asJson) return asJson;
  // A file or stdin is read as new --body and return --body read it (returns.ts parseBody: one reading, so
  // the three agree on what it is); a stored brief is the tool's own markdown.
  const doc = target.id ? parseDoc(target.text) : await bodyDoc(target.text);
  const { root, repoRoot } = await target.place;

  let kind: Kind | undefined;
  const loadKind = async (kindName: string) => {
    const { loadKinds } = await import('../kinds/load.js');
    const set = await loadKinds({ repoRoot, env: ctx.env });
    const k = set.kinds.get(kindName);
    if (!k && opts.kind === kindName && !target.kindName && !doc.marker?.kind) {
      throw usageError(`--kind ${kindName}: unknown kind`, `known kinds: ${[...set.kinds.keys()].sort().join(', ')} (see: handoff kinds)`);
    }
    if (!k && !opts.json) ctx.io.err(`handoff: warning: the kind "${kindName}" is not known here; its own sections are not checked\n`);
    return k;
  };
  // A kind's own questions written as labels ("**Observed:** …") are sections only when the file is read as
  // that kind: a plain file read as a kind with questions is read again with them, as new <kind> --body reads it.
  const read = new Map<Kind, ParsedDoc>(); // once per kind: the decision and the lint use the same reading
  const docAs = async (k: Kind | undefined) => {
    if (!k || !k.questions.length || doc.marker || target.id) return doc;
    const known = read.get(k);
    if (known) return known;
    const [{ readBriefBody }, { kindTargets }] = await Promise.all([import('../brief/body.js'), import('../brief/brief-assignment.js')]);
    const d = readBriefBody(target.text, kindTargets(k));
    read.set(k, d);
    return d;
  };
  // A file read as a kind's brief (--kind) is what `new <kind> --body` would decide it is: read with the
  // kind's questions, whose headings are a brief's (document-type.ts).
  const byFlag = !target.kindName && !doc.marker && opts.kind ? await loadKind(opts.kind) : undefined;
  // (The return reader is loaded only if the decision asks it, a close call or a severity heading, and for a
  // return: a brief is read and linted without it. return-reader.ts.)
  const decided = byFlag ? await docAs(byFlag) : doc;
  const reading = await withReturnReader(() => documentKind(decided, byFlag));
  const type: DocType = reading.type ?? reading.lean ?? 'brief';
  const kindName = target.kindName ?? (type === 'brief' ? doc.marker?.kind : undefined) ?? opts.kind;
  if (kindName) kind = byFlag && kindName === opts.kind ? byFlag : await loadKind(kindName);
  const brief = type === 'return' ? await briefFor(ctx, doc.marker?.id) : undefined;
  if (type === 'return') await loadReturnReader();

  const lintAs = async (k: Kind | undefined) =>
    lintDoc(target.text, {
      doc: await docAs(k), // parsed above: a 1 MiB document is not parsed twice (only again as a kind)
      type,
      kind: k,
      phrases: loadPhrases(),
      pathInfo: pathInfoUnder(root),
      budget,
      brief,
      placeholders: type === 'return' ? templatePlaceholders(readPrompt('return.md')) : undefined,
    });
  let result = await lintAs(kind);
  // A file that names no kind: a section linted as a shared one ("## Constraints" as Already decided) may be
  // a kind's own question (the task kind's Constraints), as `new task --body` reads it. Only then are the
  // kinds loaded, and the file is read as that kind's brief, and says so.
  let inferred = false;
  const fired = !kind && type === 'brief' && !doc.marker ? result.findings.filter((f) => SHARED_LIST_RULES.has(f.rule)) : [];
  if (fired.length) {
    const { loadKinds } = await import('../kinds/load.js');
    const { kindOfSections, briefAssignment } = await import('../brief/brief-assignment.js');
    // The sections the rule fired on (a warning's line is inside one); a kind that takes one of them.
    const plain = briefAssignment(doc, undefined);
    // (Only the shared list sections, Already decided and Dead ends: the Context around a line copied out of
    // it, "## Error handling", is not what the rule fired on.)
    const listed = (k: string) => k === 'decided' || k === 'deadEnds';
    const shared = [...plain.chosen].filter(([k]) => listed(k)).map(([, s]) => s).concat([...plain.more].filter(([k]) => listed(k)).flatMap(([, xs]) => xs));
    // (A line copied out of another section, "Never push to main." in the Why, is a section of its own at
    // level 0 whose line is the warning's.)
    const on = new Set(shared.filter((s) => fired.some((f) => (s.level === 0 ? f.line >= s.line : f.line > s.line) && f.line <= s.end)));
    const k = kindOfSections(doc, [...(await loadKinds({ repoRoot, env: ctx.env })).kinds.values()], on);
    const again = k ? await lintAs(k) : null;
    // Never more errors than without a kind: a kind whose required questions the file does not answer is
    // not the kind it was written for.
    if (k && again && again.counts.errors <= result.counts.errors) {
      kind = k;
      inferred = true;
      result = again;
    }
  }

  const failed = result.counts.errors > 0 || (Boolean(opts.strict) && result.counts.warnings > 0);
  if (!opts.json) {
    ctx.io.out(formatFindings(target.display, result.findings));
    // One decision with new and return (document-type.ts documentKind); a document that says neither is linted as the side it leans to (a close call), else as a brief.
    const what = `${type}${kind ? ` (${kind.name}${inferred ? `, by its headings; --kind reads it as another kind` : ''})` : ''}${reading.type === null ? ` (it says neither brief nor return: ${reading.because}; linted as a ${type})` : ''}`;
    ctx.io.err(`${target.display}: ${what}: ${result.findings.length ? lintSummary(result.counts) : 'clean'}${failed && !result.counts.errors ? ' (--strict: warnings fail)' : ''}\n`);
  }
  return {
    json: {
      kind: type,
      file: target.display,
      id: target.id ?? doc.marker?.id ?? null,
      handoffKind: kind?.name ?? kindName ?? null,
      ...(inferred ? { kindFrom: 'headings' } : {}),
      // Why it is that kind (document-type.ts), as new and return say it; decided: false when it says neither.
      document: { decided: reading.type !== null, because: reading.because, ...(reading.lean ? { lean: reading.lean } : {}) },
      findings: result.findings,
      counts: result.counts,
      ...(result.noFindings ? { noFindings: result.noFindings } : {}),
      warnings,
    },
    exitCode: failed ? EXIT.lint : EXIT.ok,
  };
}
