// handoff skill [--install claude|codex|agents] [--global] [--dry-run] [--force]: print the skill that
// teaches an agent to use handoff, or install it where that agent reads it. All files are planned first;
// if any is refused, nothing is written.

import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readFile, realpath, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { Ctx, CommandResult } from '../context.js';
import { EXIT, HandoffError, failure, usageError } from '../errors.js';
import { captureWhere } from '../scene/anchor.js';
import { readPrompt } from '../io/data.js';
import { TARGETS, fillTemplate, markFile, planBlock, planFile, targetFiles, type FilePlan, type Target } from '../skill/install.js';

export interface SkillOptions {
  install?: string;
  global?: boolean;
  dryRun?: boolean;
  force?: boolean;
  json?: boolean;
}

export const skillText = (): string => readPrompt('skill/skill.md');

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
    if (!opts.json) ctx.io.out(text);
    return { json: { skill: text, targets: [...TARGETS] } };
  }
  const target = opts.install as Target;
  if (!TARGETS.includes(target)) throw usageError(`unknown --install target "${opts.install}"`, `targets: ${TARGETS.join(', ')}`);
  if (target === 'agents' && opts.global) throw usageError('AGENTS.md belongs to a repo, so --install agents has no --global', 'run it inside the repo; for your home folder use --install claude --global or --install codex');

  const anchor = await captureWhere(ctx.cwd, { env: ctx.env });
  const root = anchor.repo ?? anchor.cwd;
  const home = ctx.env.HOME || homedir();
  const specs = targetFiles(target, { root, home, env: ctx.env, global: Boolean(opts.global) });

  const plans: (FilePlan & { path: string; kind: 'file' | 'block' })[] = [];
  for (const spec of specs) {
    const desired = fillTemplate(readPrompt(join('skill', spec.template)), text, target);
    const existing = await readIfExists(spec.path);
    const plan = spec.kind === 'file' ? planFile(existing, markFile(desired.trimEnd() + '\n', target), Boolean(opts.force)) : planBlock(existing, desired, Boolean(opts.force));
    plans.push({ ...plan, path: spec.path, kind: spec.kind });
  }

  const refused = plans.filter((p) => p.refused);
  const files = plans.map((p) => ({ path: p.path, kind: p.kind, action: p.action ?? 'refused', refused: p.refused ?? null, problem: p.problem ?? null, ...(opts.dryRun || opts.json ? { written: p.written ?? null } : {}) }));
  const where = target === 'codex' ? `Codex's prompts folder (${dirname(specs[0]!.path)}; Codex reads custom prompts only there, so this is per user)` : opts.global ? 'your home folder' : anchor.repo ? `the repo ${root}` : `${root} (not a git repository)`;
  const json = { target, global: Boolean(opts.global), dryRun: Boolean(opts.dryRun), where, files };

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
        ctx.io.out(`--- ${p.path} (${p.action}${p.kind === 'block' ? ' the handoff block' : ''}) ---\n${p.action === 'unchanged' ? '(already up to date)\n' : p.written!.trimEnd() + '\n'}`);
      }
      ctx.io.err(`dry run: nothing was written (target ${target}, into ${where})\n`);
    }
    return { json };
  }

  for (const p of plans) {
    if (p.action === 'unchanged') continue;
    try {
      await writeInPlace(p.path, p.content!);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (!code) throw e;
      const why = code === 'ENOTDIR' ? 'a file stands where a folder should be' : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : code === 'EROFS' ? 'the file system is read-only' : code;
      throw failure(`cannot write ${p.path}: ${why}`, plans.indexOf(p) > 0 ? `the files before it were written: ${plans.slice(0, plans.indexOf(p)).map((x) => x.path).join(', ')}` : 'nothing was written');
    }
  }
  if (!opts.json) {
    for (const p of plans) ctx.io.out(`${p.path}\n`);
    for (const p of plans) ctx.io.err(`${p.action === 'unchanged' ? 'unchanged' : p.action === 'create' ? 'created' : p.action === 'append' ? 'added the handoff block to' : p.action === 'replace' ? 'replaced the handoff block in' : 'updated'} ${p.path}\n`);
    ctx.io.err(target === 'claude' ? 'Claude Code: the skill loads when relevant; /handoff runs it.\n' : target === 'codex' ? 'Codex: run it with /prompts:handoff.\n' : 'Agents that read AGENTS.md now know how to hand off.\n');
  }
  return { json };
}
