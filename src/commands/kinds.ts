// handoff kinds: every kind, where it comes from, and any kind file that is broken.

import type { Ctx, CommandResult } from '../context.js';
import { captureAnchor } from '../scene/anchor.js';
import { loadKinds } from '../kinds/load.js';

export async function run(ctx: Ctx, opts: { json?: boolean }): Promise<CommandResult> {
  const anchor = await captureAnchor(ctx.cwd, { env: ctx.env });
  const set = await loadKinds({ repoRoot: anchor.repo, env: ctx.env });
  const kinds = [...set.kinds.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)); // not localeCompare: ICU costs ~6 ms
  if (!opts.json) {
    const w = Math.max(...kinds.map((k) => k.name.length));
    for (const k of kinds) {
      const shadow = set.shadowed.get(k.name);
      ctx.io.out(`${k.name.padEnd(w)}  ${k.description}\n${' '.repeat(w)}  ${k.source}: ${k.file}${shadow ? ` (overrides ${shadow.join(', ')})` : ''}\n`);
    }
    for (const e of set.errors) ctx.io.err(`handoff: broken kind file: ${e.message}\n`);
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
      })),
      errors: set.errors.map((e) => ({ file: e.file, line: e.line, problem: e.problem })),
    },
  };
}
