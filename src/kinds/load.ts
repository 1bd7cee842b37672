// Finding kind files: built-in (prompts/kinds), the user's config folder, the repo's .handoff/kinds.
// Later sources override earlier ones; a broken file is reported and skipped, never fatal for the rest.

import { readdir, readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Kind } from '../brief/types.js';
import { KindError, parseKind } from './kind.js';
import { promptsDir } from '../paths.js';

export interface KindSet {
  kinds: Map<string, Kind>;
  errors: KindError[];
  /** Kinds a later source replaced: name -> the files it shadowed. */
  shadowed: Map<string, string[]>;
}

export function userKindsDir(env: NodeJS.ProcessEnv): string {
  const config = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config');
  return join(config, 'handoff', 'kinds');
}

export function repoKindsDir(repoRoot: string): string {
  return join(repoRoot, '.handoff', 'kinds');
}

async function readKindDir(dir: string, source: Kind['source'], into: KindSet): Promise<void> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.md')).sort();
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT') into.errors.push(new KindError(dir, 1, `cannot read this kinds folder (${code ?? (e as Error).message})`));
    return; // a missing folder simply adds nothing
  }
  await Promise.all(
    names.map(async (n) => {
      const file = join(dir, n);
      try {
        const kind = parseKind(n.slice(0, -3), await readFile(file, 'utf8'), file, source);
        const prev = into.kinds.get(kind.name);
        if (prev) into.shadowed.set(kind.name, [...(into.shadowed.get(kind.name) ?? []), prev.file]);
        into.kinds.set(kind.name, kind);
      } catch (e) {
        if (e instanceof KindError) into.errors.push(e);
        else into.errors.push(new KindError(file, 1, (e as Error).message));
      }
    }),
  );
}

export async function loadKinds(opts: { repoRoot: string | null; env: NodeJS.ProcessEnv }): Promise<KindSet> {
  const set: KindSet = { kinds: new Map(), errors: [], shadowed: new Map() };
  // Sequential on purpose: precedence is the order of the sources.
  await readKindDir(join(promptsDir(), 'kinds'), 'built-in', set);
  await readKindDir(userKindsDir(opts.env), 'user', set);
  if (opts.repoRoot) await readKindDir(repoKindsDir(opts.repoRoot), 'repo', set);
  set.errors.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return set;
}
