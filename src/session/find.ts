// Finding the transcript of the agent session that worked in this repo: the newest Claude Code or Codex
// transcript whose recorded cwd is the repo or one of its worktrees (or a folder inside one). Folder names
// encode the cwd lossily ("/a/b_c.d" -> "-a-b-c-d", long paths shortened), so the cwd written in the
// lines decides, not the folder's name.

import { readdir, realpath, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, join, sep } from 'node:path';
import { runGit, type GitOptions } from '../scene/git.js';
import type { Agent } from './digest.js';
import { peekTranscript } from './read.js';

/** Transcripts looked into (newest first) before giving up: each costs a read of its first lines. */
const MAX_CANDIDATES = 300;

export interface Found {
  file: string;
  agent: Agent;
  sessionId: string | null;
  cwd: string;
  mtimeMs: number;
}

export function claudeRoot(env: NodeJS.ProcessEnv): string {
  return join(env.CLAUDE_CONFIG_DIR || join(env.HOME || homedir(), '.claude'), 'projects');
}

export function codexRoot(env: NodeJS.ProcessEnv): string {
  return join(env.CODEX_HOME || join(env.HOME || homedir(), '.codex'), 'sessions');
}

/** Claude Code's folder name for a cwd (the short form; long paths get another form, hence the cwd check). */
export function claudeFolderName(cwd: string): string {
  return cwd.replace(/[^A-Za-z0-9]/g, '-');
}

/** The repo's worktrees (the main one first), resolved, so a transcript's cwd can be matched against them. */
export async function worktreeRoots(repoRoot: string, git: GitOptions = {}): Promise<string[]> {
  const roots = new Set<string>([repoRoot]);
  const r = await runGit(['worktree', 'list', '--porcelain'], repoRoot, git).catch(() => null);
  if (r && r.code === 0) for (const m of r.stdout.matchAll(/^worktree (.+)$/gm)) roots.add(m[1]!);
  const out = new Set<string>();
  for (const root of roots) {
    out.add(root);
    out.add(await realpath(root).catch(() => root));
  }
  return [...out];
}

export function inside(cwd: string, roots: string[]): boolean {
  return roots.some((r) => cwd === r || cwd.startsWith(r.endsWith(sep) ? r : r + sep));
}

async function listJsonl(dir: string): Promise<{ file: string; mtimeMs: number }[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const out: { file: string; mtimeMs: number }[] = [];
  for (const n of names) {
    if (!n.endsWith('.jsonl')) continue;
    const file = join(dir, n);
    const st = await stat(file).catch(() => null);
    if (st?.isFile()) out.push({ file, mtimeMs: st.mtimeMs });
  }
  return out;
}

async function claudeCandidates(env: NodeJS.ProcessEnv): Promise<{ file: string; mtimeMs: number }[]> {
  const root = claudeRoot(env);
  const dirs = await readdir(root).catch(() => [] as string[]);
  const all = await Promise.all(dirs.map((d) => listJsonl(join(root, d))));
  return all.flat();
}

async function codexCandidates(env: NodeJS.ProcessEnv): Promise<{ file: string; mtimeMs: number }[]> {
  const root = codexRoot(env);
  const out: { file: string; mtimeMs: number }[] = [];
  const desc = async (dir: string) => (await readdir(dir).catch(() => [] as string[])).filter((n) => /^\d+$/.test(n)).sort().reverse();
  // Newest days first; stop once there are enough to look into.
  for (const y of await desc(root))
    for (const m of await desc(join(root, y)))
      for (const d of await desc(join(root, y, m))) {
        out.push(...(await listJsonl(join(root, y, m, d))));
        if (out.length >= MAX_CANDIDATES) return out;
      }
  return out;
}

/**
 * The newest transcript of a session that worked in one of `roots`. With `sessionId` (the harness's own
 * session id, when known) only a transcript of that session is taken.
 */
export async function findTranscript(roots: string[], env: NodeJS.ProcessEnv, sessionId?: string | null): Promise<Found | null> {
  const cands = [...(await claudeCandidates(env)), ...(await codexCandidates(env))].sort((a, b) => b.mtimeMs - a.mtimeMs);
  const matches = async (c: { file: string; mtimeMs: number }, id?: string | null): Promise<Found | null> => {
    const p = await peekTranscript(c.file);
    if (!p?.cwd || (id && p.sessionId !== id)) return null;
    const cwd = await realpath(p.cwd).catch(() => p.cwd!);
    return inside(p.cwd, roots) || inside(cwd, roots) ? { file: c.file, agent: p.agent, sessionId: p.sessionId, cwd: p.cwd, mtimeMs: c.mtimeMs } : null;
  };
  if (sessionId) {
    // Transcripts are named after their session: look at those first, then at every other one.
    const named = cands.filter((c) => basename(c.file).includes(sessionId));
    for (const c of [...named, ...cands.filter((c) => !named.includes(c)).slice(0, MAX_CANDIDATES)]) {
      const f = await matches(c, sessionId);
      if (f) return f;
    }
  }
  for (const c of cands.slice(0, MAX_CANDIDATES)) {
    const f = await matches(c);
    if (f) return f;
  }
  return null;
}
