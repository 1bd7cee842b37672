// The person's answers to `new`, saved as a draft in the store after each one (store/drafts.ts), so that
// cancelling, a crash or a closed terminal loses nothing and `handoff new --resume` goes on from there.

import type { Ctx } from '../context.js';
import type { BriefAnswers } from '../brief/types.js';
import { EXIT, HandoffError, inStore } from '../errors.js';
import { Store, type StoreLocation } from '../store/store.js';
import { draftId, removeDraft, saveDraft, type DraftRecord } from '../store/drafts.js';

export interface Drafting {
  id: string;
  /** Set once the draft is on disk (the first answer a person gives). */
  storeDir: string | null;
  record: DraftRecord;
}

/**
 * `resumed`: the draft `--resume` read from the store at `storeDir`. It is on disk already, so the brief it
 * becomes removes it when saved, even if no question is left to answer (straight to "Save this brief?").
 */
export function startDrafting(ctx: Ctx, repo: string | null, kind: string | null, resumed: { record: DraftRecord; storeDir: string } | null): Drafting {
  const now = ctx.now().toISOString();
  const record: DraftRecord = resumed
    ? { ...resumed.record }
    : { schema: 1, id: draftId(ctx.now()), created: now, updated: now, repo, cwd: ctx.cwd, kind, answers: null as unknown as BriefAnswers, asked: [] };
  return { id: record.id, storeDir: resumed?.storeDir ?? null, record };
}

export async function saveAnswers(ctx: Ctx, loc: StoreLocation, d: Drafting, answers: BriefAnswers, asked: Iterable<string>, extra: Partial<DraftRecord> = {}): Promise<void> {
  d.storeDir ??= (await Store.open(loc, { create: true }))!.dir;
  d.record = { ...d.record, ...extra, answers, asked: [...asked], updated: ctx.now().toISOString() };
  await saveDraft(d.storeDir, d.record);
}

/** The saved brief no longer needs its draft. */
export async function dropDraft(d: Drafting | null | undefined): Promise<void> {
  if (d?.storeDir) await removeDraft(d.storeDir, d.id);
}

/** A cancel (Esc, Ctrl-C, "Cancel") says where the answers are and how to go on; without a draft, the usual. */
export function cancelled(d: Drafting | null | undefined): HandoffError {
  if (!d?.storeDir) return new HandoffError('cancelled', EXIT.cancelled);
  return inStore(new HandoffError(`cancelled; your answers are kept in the draft ${d.id}`, EXIT.cancelled, 'go on where you left off (in this repo): handoff new --resume', { draft: d.id }), d.storeDir);
}

export const isCancel = (e: unknown): boolean => e instanceof HandoffError && e.exitCode === EXIT.cancelled;
