// The repo's git config key that names the remote handoffs are shared on (`init --share REMOTE` sets it; `new --share`,
// `link`, `push` and `pull` default to it), and the one way it is asked. One module, so the early ask cli.ts starts for
// `new` and the read that takes it over stay the same git command: scene/git.ts hands a prefetched answer only to the
// same arguments, and a drift between the two would ask git twice without a word.

import type { Ctx } from '../context.js';
import { prefetchGit, runGit, type GitOptions } from './git.js';

export const SHARE_KEY = 'handoff.share';
const ASK: readonly string[] = ['config', '--get', SHARE_KEY];

/** Start asking the repo's handoff.share from `ctx.cwd` now, for configuredShare(ctx, ctx.cwd) to take over. */
export function prefetchShare(ctx: Pick<Ctx, 'cwd' | 'env'>): void {
  prefetchGit(ASK, ctx.cwd, { env: ctx.env });
}

/** The repo's handoff.share ('' when unset or outside a repo); asked from any folder inside the repo. */
export async function configuredShare(ctx: Pick<Ctx, 'env'>, dir: string): Promise<string> {
  return (await runGit(ASK, dir, { env: ctx.env }).catch(() => ({ stdout: '' }))).stdout.trim();
}

/** The repo's handoff.share as git answers it, with the caller's git options ('' when unset). */
export async function shareOf(repo: string, git: GitOptions): Promise<string> {
  return (await runGit(ASK, repo, git)).stdout.trim();
}
