// handoff skill [--install TARGET] [--global] [--dry-run] [--force]: print the guide that teaches an
// agent to use handoff, or install it where that agent harness reads it: a skill that loads on demand, or
// a short always-on note. All files are planned first; if any is refused, nothing is written.

import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readFile, realpath, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { Ctx, CommandResult } from '../context.js';
import { EXIT, HandoffError, failure, usageError } from '../errors.js';
import { captureWhere } from '../scene/anchor.js';
import { readPrompt } from '../io/data.js';
import { commandPrefix, invocation } from '../io/invocation.js';
import { locateStore } from '../store/location.js';
import { namedCommands, shellQuote } from '../ui/output.js';
import { repoRootNear } from '../ui/hint.js';
import { packageRoot } from '../paths.js';
import { TARGETS, carriesNote, codexPrompt, fillTemplate, overlapping, markFile, noGlobal, ownership, planBlock, planFile, staleFiles, targetFiles, type FilePlan, type Target } from '../skill/install.js';

export interface SkillOptions {
  install?: string;
  global?: boolean;
  dryRun?: boolean;
  force?: boolean;
  json?: boolean;
}

export const skillText = (): string => readPrompt('skill/skill.md');

export const alwaysText = (): string => readPrompt('skill/always.md');

async function readIfExists(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    if (code === 'EISDIR') throw usageError(`${path} is a folder, where handoff would write a file`);
    if (code === 'ENOTDIR') throw usageError(`cannot install ${path}: a file stands where one of its folders should be`);
    if (code === 'EACCES') throw failure(`cannot read ${path}: permission denied`);
    throw e;
  }
}

/** Write through a symlink to its target (AGENTS.md is often linked), atomically, keeping the file's mode. */
async function writeInPlace(path: string, content: string): Promise<void> {
  let target = path;
  let mode = 0o666; // narrowed by the umask, like any new file
  try {
    if ((await lstat(path)).isSymbolicLink()) target = await realpath(path);
    mode = (await stat(target)).mode & 0o777;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  await mkdir(dirname(target), { recursive: true });
  const tmp = join(dirname(target), `.${basename(target)}.handoff-${process.pid}-${randomBytes(3).toString('hex')}`);
  try {
    await writeFile(tmp, content, { mode, flag: 'wx' });
    await rename(tmp, target);
  } catch (e) {
    await unlink(tmp).catch(() => {});
    throw e;
  }
}

export async function run(ctx: Ctx, opts: SkillOptions): Promise<CommandResult> {
  const text = skillText();
  if (opts.install === undefined) {
    if (opts.global || opts.dryRun || opts.force) throw usageError('--global, --dry-run and --force only go with --install TARGET', `targets: ${TARGETS.join(', ')}`);
    // Read here and now by an agent of this session: its commands name this installation and this store.
    const command = commandPrefix(ctx.env, locateStore(ctx.env, repoRootNear(ctx.cwd)).dir);
    const named = namedCommands(text, command);
    if (!opts.json) ctx.io.out(named);
    return { json: { skill: named, always: namedCommands(alwaysText(), command), targets: [...TARGETS] } };
  }
  const target = opts.install as Target;
  if (!TARGETS.includes(target)) throw usageError(`unknown --install target "${opts.install}"`, `targets: ${TARGETS.join(', ')}`);
  const refuseGlobal = noGlobal(target);
  if (refuseGlobal && opts.global) throw usageError(refuseGlobal.why, refuseGlobal.hint);

  const anchor = await captureWhere(ctx.cwd, { env: ctx.env });
  const root = anchor.repo ?? anchor.cwd;
  const home = ctx.env.HOME || homedir();
  const places = { root, home, env: ctx.env, global: Boolean(opts.global) };
  const specs = targetFiles(target, places);
  const texts = { skill: text, always: alwaysText() };

  type Planned = FilePlan & { path: string; kind: 'file' | 'block'; load: 'always' | 'on-demand' | 'stale' };
  const plans: Planned[] = [];
  for (const spec of specs) {
    const desired = fillTemplate(readPrompt(join('skill', spec.template)), texts);
    const existing = await readIfExists(spec.path);
    const plan = spec.kind === 'file' ? planFile(existing, markFile(desired.trimEnd() + '\n', target), Boolean(opts.force)) : planBlock(existing, desired, Boolean(opts.force), target);
    plans.push({ ...plan, path: spec.path, kind: spec.kind, load: spec.load });
  }
  // What an older handoff wrote for this target and the new files replace: removed while still ours,
  // left (and named) once someone edited it.
  const kept: string[] = [];
  for (const path of staleFiles(target, places)) {
    const existing = await readIfExists(path);
    if (existing === null) continue;
    if (ownership(existing) === 'ours') plans.push({ action: 'remove', path, kind: 'file', load: 'stale' });
    else kept.push(path);
  }

  // A repo install leaves the per-user Codex prompt for the other repos, and says how to replace it.
  const older = target === 'codex' && !opts.global ? codexPrompt(places) : undefined;
  const olderPrompt = older && (await readIfExists(older)) !== null ? older : undefined;

  // The same harness reading the note twice (AGENTS.md and its own file) pays for it twice.
  const twice: { path: string; harness: string }[] = [];
  for (const o of overlapping(target, places)) {
    const text = await readIfExists(o.path).catch(() => null);
    if (text !== null && carriesNote(text)) twice.push(o);
  }

  const refused = plans.filter((p) => p.refused);
  const files = plans.map((p) => ({ path: p.path, kind: p.kind, load: p.load, action: p.action ?? 'refused', refused: p.refused ?? null, problem: p.problem ?? null, ...(opts.dryRun || opts.json ? { written: p.written ?? null } : {}) }));
  const where = opts.global ? 'your home folder' : anchor.repo ? `the repo ${root}` : `${root} (not a git repository)`;
  const json = { target, global: Boolean(opts.global), dryRun: Boolean(opts.dryRun), where, files, kept, twice };

  if (refused.length) {
    const broken = refused.some((p) => p.refused === 'broken-markers');
    const lines = refused.map((p) => `${p.path}: ${p.problem}`).join('\n');
    throw new HandoffError(
      `not installing: ${refused.length === 1 ? 'a file is' : `${refused.length} files are`} in the way; nothing was written`,
      broken ? EXIT.usage : EXIT.failure,
      `${lines}\n${broken ? 'fix the markers in that file by hand, then install again' : 'pass --force to overwrite, or move the file(s) aside'}`,
      json,
    );
  }

  if (opts.dryRun) {
    if (!opts.json) {
      for (const p of plans) {
        const body = p.action === 'unchanged' ? '(already up to date)\n' : p.action === 'remove' ? '(an older handoff install that this one replaces)\n' : p.written!.trimEnd() + '\n';
        ctx.io.out(`--- ${p.path} (${p.action}${p.kind === 'block' ? ' the handoff block' : ''}) ---\n${body}`);
      }
      warnKept();
      ctx.io.err(`dry run: nothing was written (target ${target}, into ${where})\n`);
    }
    return { json };
  }

  for (const p of plans) {
    if (p.action === 'unchanged') continue;
    try {
      if (p.action === 'remove') await unlink(p.path);
      else await writeInPlace(p.path, p.content!);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (!code) throw e;
      const why = code === 'ENOTDIR' ? 'a file stands where a folder should be' : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : code === 'EROFS' ? 'the file system is read-only' : code;
      throw failure(`cannot write ${p.path}: ${why}`, plans.indexOf(p) > 0 ? `the files before it were written: ${plans.slice(0, plans.indexOf(p)).map((x) => x.path).join(', ')}` : 'nothing was written');
    }
  }
  if (!opts.json) {
    for (const p of plans) if (p.action !== 'remove') ctx.io.out(`${p.path}\n`);
    for (const p of plans) ctx.io.err(`${VERB[p.action!]} ${p.path}\n`);
    warnKept();
    ctx.io.err(`${AFTER[target]}\n`);
  }
  // Installed files outlive this terminal and are often committed: they say `handoff`, never this
  // machine's paths or store. Say so when that name does not run this installation here.
  const self = invocation(ctx.env);
  if (self !== 'handoff') ctx.io.err(`handoff: note: the installed files run \`handoff\`, which is not this installation on PATH here (this one is: ${self}); put it on PATH so the agent can run them: cd ${shellQuote(packageRoot())} && npm link\n`);
  return { json };

  function warnKept(): void {
    if (opts.json) return;
    for (const o of twice) ctx.io.err(`handoff: note: ${o.path} carries the handoff note too, and ${o.harness} reads both; one of them is enough\n`);
    if (olderPrompt) ctx.io.err(`handoff: ${olderPrompt} (an older per-user install, a deprecated custom prompt) is still there for your other repos; --install codex --global replaces it with the skill for all of them\n`);
    for (const path of kept) ctx.io.err(`handoff: left ${path} alone: an older handoff install that has been edited (or is not handoff's); remove it if the new files replace it\n`);
  }
}

const VERB: Record<string, string> = {
  unchanged: 'unchanged',
  create: 'created',
  append: 'added the handoff block to',
  replace: 'replaced the handoff block in',
  update: 'updated',
  remove: 'removed the older',
};

/** What the person can expect from each harness once installed. */
const AFTER: Record<Target, string> = {
  claude: 'Claude Code: the skill loads when a task matches its description; /handoff runs it.',
  codex: 'Codex: the skill loads when a task matches its description; $handoff (or /skills) runs it. Gemini CLI and Copilot CLI load .agents/skills too.',
  agents: 'Agents that read AGENTS.md (Codex, Amp, OpenCode, Copilot, Cursor, ...) now know that handoff exists; `handoff skill` gives them the rest.',
  gemini: 'Gemini CLI sends GEMINI.md with every prompt (/memory reload picks up the change in a running session).',
  cursor: 'Cursor applies the rule in every agent session of this repo.',
  copilot: 'GitHub Copilot reads these instructions with every request.',
};
