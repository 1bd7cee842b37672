// handoff kinds: every kind, where it comes from, and any kind file that is broken.
// handoff kinds --new NAME: write a starter kind file that loads cleanly.

import { invocation } from '../io/invocation.js';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Ctx, CommandResult } from '../context.js';
import { captureWhere } from '../scene/anchor.js';
import { loadKinds, repoKindsDir, userKindsDir } from '../kinds/load.js';
import { KIND_NAME, parseKind } from '../kinds/kind.js';
import { starterKind } from '../kinds/starter.js';
import { failure, usageError } from '../errors.js';

export interface KindsOptions {
  new?: string;
  global?: boolean;
  force?: boolean;
  json?: boolean;
}

export async function run(ctx: Ctx, opts: KindsOptions): Promise<CommandResult> {
  if (opts.new === undefined && (opts.global || opts.force)) throw usageError('--global and --force only go with --new NAME');
  const anchor = await captureWhere(ctx.cwd, { env: ctx.env });
  const set = await loadKinds({ repoRoot: anchor.repo, env: ctx.env });
  if (opts.new !== undefined) return newKind(ctx, opts, opts.new, anchor.repo, set);

  const kinds = [...set.kinds.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)); // not localeCompare: ICU costs ~6 ms
  if (!opts.json) {
    const w = Math.max(...kinds.map((k) => k.name.length));
    for (const k of kinds) {
      const shadow = set.shadowed.get(k.name);
      const moves = [k.returns === false ? 'no return: closed once picked up' : '', k.supersede === 'same-branch' ? 'a new one supersedes the open one of the branch' : ''].filter(Boolean);
      ctx.io.out(
        `${k.name.padEnd(w)}  ${k.description}\n${' '.repeat(w)}  ${k.source}: ${k.file}${shadow ? ` (overrides ${shadow.join(', ')})` : ''}\n` +
          (moves.length ? `${' '.repeat(w)}  ${moves.join('; ')}\n` : ''),
      );
    }
    for (const e of set.errors) ctx.io.err(`handoff: broken kind file (skipped): ${e.message}\n`);
  }
  return {
    json: {
      kinds: kinds.map((k) => ({
        name: k.name,
        description: k.description,
        source: k.source,
        file: k.file,
        overrides: set.shadowed.get(k.name) ?? [],
        questions: k.questions,
        returns: k.returns !== false,
        supersede: k.supersede ?? 'never',
        firstStep: k.firstStep ?? null,
      })),
      errors: set.errors.map((e) => ({ file: e.file, line: e.line, problem: e.problem })),
    },
  };
}

async function newKind(ctx: Ctx, opts: KindsOptions, name: string, repo: string | null, set: Awaited<ReturnType<typeof loadKinds>>): Promise<CommandResult> {
  if (!KIND_NAME.test(name)) throw usageError(`"${name}" cannot name a kind: use lower case letters, digits and dashes, starting with a letter (at most 31)`);
  if (!opts.global && !repo) throw usageError('not in a git repository, so there is no repo .handoff/kinds folder', `write it to your own kinds folder instead: handoff kinds --new ${name} --global`);
  const dir = opts.global ? userKindsDir(ctx.env) : repoKindsDir(repo!);
  const file = join(dir, `${name}.md`);
  const text = starterKind(name);
  parseKind(name, text, file, opts.global ? 'user' : 'repo'); // the starter must load; a throw here is a bug
  await mkdir(dir, { recursive: true });
  try {
    await writeFile(file, text, { flag: opts.force ? 'w' : 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') throw failure(`${file} already exists; nothing was written`, 'edit it, or pass --force to replace it with the starter');
    throw e;
  }
  const existing = set.kinds.get(name);
  const overrides = existing && existing.file !== file ? [existing.file] : [];
  if (!opts.json) {
    ctx.io.out(`${file}\n`);
    ctx.io.err(
      `Wrote a starter kind "${name}"${overrides.length ? ` (it overrides ${existing!.source} ${overrides[0]})` : ''}.\n` +
        `Edit its description, questions and template; check it with: ${invocation(ctx.env)} kinds\nThen: ${invocation(ctx.env)} prompt ${name}\n`,
    );
  }
  return { json: { name, file, source: opts.global ? 'user' : 'repo', overrides } };
}
