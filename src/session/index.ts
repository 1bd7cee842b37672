// The one entry point: `--session auto|FILE` -> a draft of the brief from the agent session's transcript.
// Used by `new` (the person's path and --session) and by the `session` kind.

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { GitOptions } from '../scene/git.js';
import { draftFromDigest, type SessionDraft } from './draft.js';
import { findTranscript, worktreeRoots } from './find.js';
import { readTranscript } from './read.js';

export type { SessionDraft, SessionSource } from './draft.js';

export interface SessionDraftOptions {
  /** The repo root (null outside a repo: then only the cwd counts as "this repo"). */
  repo: string | null;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** The harness's own session id when known: that transcript is taken. */
  sessionId?: string | null;
  git?: GitOptions;
}

/**
 * `auto`: the newest transcript of a Claude Code or Codex session that worked in this repo or one of its
 * worktrees, or null when there is none. A file: that transcript (exit 2 when neither agent wrote it).
 */
export async function sessionDraft(arg: string, o: SessionDraftOptions): Promise<SessionDraft | null> {
  const roots = o.repo ? await worktreeRoots(o.repo, o.git ?? { env: o.env }) : [o.cwd];
  let file: string;
  if (arg === 'auto') {
    const found = await findTranscript(roots, o.env, o.sessionId);
    if (!found) return null;
    file = found.file;
  } else file = resolve(o.cwd, arg);
  const draft = draftFromDigest(await readTranscript(file), roots);
  // Files the session made and later removed (or made in another worktree) are no pointers here.
  const base = o.repo ?? o.cwd;
  return { ...draft, pointers: draft.pointers.filter((p) => existsSync(join(base, p))) };
}
