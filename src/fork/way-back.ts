// The way back, for `new`: what the brief says about where to work and how to return (the command that
// runs from any folder, the snapshot of the uncommitted work, the shared part), and what happens once it
// is written (the snapshot's ref, publishing with --share).

import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Ctx } from '../context.js';
import type { Anchor, Kind } from '../brief/types.js';
import { usageError } from '../errors.js';
import { renderWhereToWork, returnSlots } from '../brief/way-back.js';
import type { BriefMeta } from '../brief/render.js';
import { captureSnapshot, discardSnapshots, keepObjects, keepSnapshot, SNAPSHOT_REFS, type Snapshot } from '../scene/snapshot.js';
import { runGit } from '../scene/git.js';
import { configuredShare } from '../scene/share-config.js';
import { gitPathsOf } from '../scene/anchor.js';
import { commandPrefix } from '../io/invocation.js';
import type { HandoffRecord } from '../store/records.js';
import type { Store } from '../store/store.js';

/** An untracked or changed file this big in the snapshot is named: it now sits in the repo's .git too. */
const LARGE = 5 * 1024 * 1024;

/** The snapshot's files of LARGE bytes or more (the first 2,000 files looked at). */
function largeFiles(repo: string, files: string[]): { path: string; bytes: number }[] {
  const out: { path: string; bytes: number }[] = [];
  for (const f of files.slice(0, 2000)) {
    try {
      const st = statSync(join(repo, f));
      if (st.isFile() && st.size >= LARGE) out.push({ path: f, bytes: st.size });
    } catch {
      // deleted in the working tree: nothing stored
    }
  }
  return out;
}

export interface WayBack {
  /** How every printed command starts (io/invocation.ts). */
  command: string;
  /** The remote it is shared on (new --share, or the repo's handoff.share), or null. */
  share: string | null;
  snapshot: Snapshot | null;
  /** The snapshot's large files (see LARGE), named on stderr and in --json. */
  large: { path: string; bytes: number }[];
  /** The environment git runs with. */
  env: NodeJS.ProcessEnv;
  /** What renderBrief needs for the id the brief gets. */
  meta: (id: string) => Pick<BriefMeta, 'returnSlots' | 'whereToWork'>;
}

/** --share [remote] (true: the default remote), else the repo's handoff.share; checked before anything is written. */
export async function shareRemote(ctx: Ctx, anchor: Anchor, flag: string | boolean | undefined, asked?: Promise<string>): Promise<string | null> {
  if (flag === false) return null;
  const git = { env: ctx.env };
  const configured = anchor.repo ? ((await asked) ?? (await configuredShare(ctx, anchor.repo))) : '';
  if (flag === undefined && !configured) return null;
  if (!anchor.repo) throw usageError('--share publishes on a git remote, and this folder is not in a git repository');
  const remote = typeof flag === 'string' ? flag : configured || 'origin';
  const ok = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(remote) && (await runGit(['remote', 'get-url', remote], anchor.repo, git)).code === 0;
  if (!ok) throw usageError(`--share: this repo has no git remote "${remote}"; nothing was written`, 'name one of: git remote (or add it: git remote add NAME URL)');
  return remote;
}


/** The snapshot being captured, or how capturing it failed; null when there is nothing to capture. */
export type SnapshotJob = Promise<{ snapshot: Snapshot | null; error?: Error }> | null;

/**
 * Start capturing the uncommitted work as a snapshot. Without a terminal `new` starts it as soon as the
 * anchor is known, so git works on it while the rest is gathered (a few git processes, most of the wall
 * time of `new` otherwise); at a terminal, after the questions, so edits made meanwhile are in it.
 */
export function startSnapshot(ctx: Ctx, anchor: Anchor): SnapshotJob {
  if (!anchor.repo || !anchor.head || anchor.dirty.length + anchor.untracked.length === 0) return null;
  return captureSnapshot(anchor.repo, { env: ctx.env }, anchor.head, gitPathsOf(anchor)).then(
    (snapshot) => ({ snapshot }),
    (e: Error) => ({ snapshot: null, error: e }),
  );
}

/** Work out the command and take the snapshot (started by then or now); before the brief is composed. */
export async function planWayBack(ctx: Ctx, kind: Kind, anchor: Anchor, storeDir: string, share: string | null, range: string | undefined, started?: SnapshotJob, expect?: number): Promise<WayBack> {
  const command = commandPrefix(ctx.env, storeDir);
  const job = started === undefined ? startSnapshot(ctx, anchor) : started;
  const taken = job ? await job : null;
  // The brief is still worth writing without it: it lists the uncommitted files by name, as before.
  if (taken?.error) ctx.io.err(`handoff: warning: could not save the uncommitted work as a snapshot (${taken.error.message}); the brief names the files only\n`);
  const snapshot = taken?.snapshot ?? null;
  const large = snapshot && anchor.repo ? largeFiles(anchor.repo, snapshot.files) : [];
  const review = kind.template.includes('{{changed_files}}') ? { base: reviewBase(range) } : null;
  // One line of work per branch (session): it goes on on that branch, not on a handoff/<id> branch.
  const inPlace = (id: string) => (kind.supersede === 'same-branch' ? { branch: anchor.detached ? null : anchor.branch, snapshotRef: `${SNAPSHOT_REFS}${id}` } : null);
  return {
    command,
    share,
    snapshot,
    large,
    env: ctx.env,
    meta: (id) => ({
      returnSlots: returnSlots({ id, command, share }),
      whereToWork: renderWhereToWork({ id, command, share, repo: anchor.repo, head: anchor.head, snapshot: snapshot && { sha: snapshot.sha, files: snapshot.files.length }, review, inPlace: inPlace(id), expect }),
    }),
  };
}

/** What a review diffs from: a range's left side (A..B, A...B), the merge-base the default range names, or null (HEAD). */
function reviewBase(range: string | undefined): string | null {
  if (!range) return null;
  const mb = /merge-base ([0-9a-f]{7,64})/.exec(range);
  if (mb) return mb[1]!;
  const r = /^([^\s.][^\s]*?)\.\.\.?[^\s]*$/.exec(range.trim());
  return r ? r[1]! : null;
}

/** The record's snapshot field. */
export function snapshotField(w: WayBack, id: string): Pick<HandoffRecord, 'snapshot'> {
  return w.snapshot ? { snapshot: { sha: w.snapshot.sha, ref: `${SNAPSHOT_REFS}${id}`, base: w.snapshot.base, files: w.snapshot.files.length } } : {};
}

/**
 * Right before the brief is written: the snapshot's objects move into the repo (a brief never names a
 * commit git lacks). Snapshots of earlier previews ("Add more" composes again) are not the brief's: dropped.
 */
export async function landObjects(w: WayBack): Promise<void> {
  if (w.snapshot) await keepObjects(w.snapshot);
  await discardSnapshots();
}

/** Once written: keep the snapshot under its ref. */
export async function keepIt(w: WayBack, repo: string | null, id: string): Promise<void> {
  await landObjects(w);
  if (w.snapshot && repo) await keepSnapshot(repo, id, w.snapshot.sha, { env: w.env });
}

/** new --share: publish it now. A refusal (a secret in the uncommitted files) or an unreachable remote leaves the handoff written here. */
export async function publish(ctx: Ctx, w: WayBack, store: Store, repo: string, id: string): Promise<{ remote: string; ref: string; shared: boolean; snapshot: string | null; error?: string }> {
  const { linkFor, remoteFailure } = await import('../share/link.js');
  const { shareHandoff } = await import('../share/sync.js');
  const remote = w.share!;
  try {
    const r = await shareHandoff(await linkFor(ctx, store, repo, remote), id, { snapshot: true });
    return { remote, ref: r.ref, shared: true, snapshot: r.snapshot };
  } catch (e) {
    const err = remoteFailure(e, 'not shared');
    if (err instanceof Error && err.name === 'HandoffError') return { remote, ref: `refs/handoffs/${id}`, shared: false, snapshot: null, error: err.message };
    throw err;
  }
}
