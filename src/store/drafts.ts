// Drafts of `handoff new`: the answers so far, saved in the store after each question, so Esc, Ctrl-C, a
// crash or a closed terminal lose nothing. Private like the store (0700 folder, 0600 files), written
// atomically, outside the handoffs' own folders (a dot-folder, which store scans skip).

import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { randomBytes } from './random.js';
import { join } from 'node:path';
import type { BriefAnswers } from '../brief/types.js';
import { usageError } from '../errors.js';
import { DIR_MODE, ensureSafeDir, writeAtomic } from './files.js';
import { randomPart } from './ids.js';
import { fileText } from '../ui/edge.js';

export const DRAFTS = '.drafts';
const DRAFT_ID = /^draft-\d{8}-\d{6}-[a-z2-9]{4}$/;

export interface DraftRecord {
  schema: 1;
  id: string;
  created: string;
  updated: string;
  /** The repo it was started in (null outside one): `--resume` without an id takes this repo's newest. */
  repo: string | null;
  cwd: string;
  kind: string | null;
  answers: BriefAnswers;
  /** Answers the person has given (or a flag, a body or the session draft did), in the flow's own names. */
  asked: string[];
  /** The transcript the session draft came from, if any. */
  session?: { agent: string; file: string } | null;
  /** The session's last request (the starting text of Why and Deliver), for a resume before they are answered. */
  request?: string | null;
}

export function draftId(now: Date, random = randomPart(randomBytes(4))): string {
  const t = now.toISOString().replace(/[-:T]/g, '').slice(0, 15); // yyyymmddhhmmss with the T gone
  return `draft-${t.slice(0, 8)}-${t.slice(8, 14)}-${random}`;
}

export function isDraftId(s: string): boolean {
  return DRAFT_ID.test(s);
}

async function dir(storeDir: string, create: boolean): Promise<string | null> {
  const d = join(storeDir, DRAFTS);
  if (create) await mkdir(d, { mode: DIR_MODE }).catch((e: NodeJS.ErrnoException) => (e.code === 'EEXIST' ? undefined : Promise.reject(e)));
  return (await ensureSafeDir(d, 'the drafts folder', { create: false })) ? d : null;
}

export async function saveDraft(storeDir: string, d: DraftRecord): Promise<void> {
  const folder = (await dir(storeDir, true))!;
  // Redacted like every file the tool writes: a secret typed into an answer never rests on disk.
  await writeAtomic(join(folder, `${d.id}.json`), fileText('.json', JSON.stringify(d, null, 2) + '\n'));
}

/** A cancelled interactive return's answers, as a body `return --body` takes; its path. Redacted like
 *  every file the tool writes. */
export async function saveReturnDraft(storeDir: string, id: string, markdown: string, stamp: string): Promise<string> {
  const folder = (await dir(storeDir, true))!;
  const file = join(folder, `return-${id}-${stamp}.md`);
  await writeAtomic(file, fileText('.md', markdown));
  return file;
}

export async function removeDraft(storeDir: string, id: string): Promise<void> {
  if (!isDraftId(id)) return;
  await rm(join(storeDir, DRAFTS, `${id}.json`), { force: true });
}

/** Every readable draft, newest first (by when it was last saved). Unreadable ones are skipped. */
export async function listDrafts(storeDir: string): Promise<DraftRecord[]> {
  const folder = await dir(storeDir, false).catch(() => null);
  if (!folder) return [];
  const out: DraftRecord[] = [];
  for (const n of await readdir(folder)) {
    const id = n.replace(/\.json$/, '');
    if (!n.endsWith('.json') || !isDraftId(id)) continue;
    try {
      const rec = JSON.parse(await readFile(join(folder, n), 'utf8')) as DraftRecord;
      if (rec.schema === 1 && rec.id === id && rec.answers) out.push(rec);
    } catch {
      /* half-written by a crash mid-rename is impossible (atomic); anything else is not ours to read */
    }
  }
  return out.sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : 0));
}

/** `--resume` (this repo's newest draft) or `--resume <draft>` (an id or a unique prefix of one). */
export async function findDraft(storeDir: string | null, arg: string | true, repo: string | null): Promise<DraftRecord> {
  const all = storeDir ? await listDrafts(storeDir) : [];
  if (arg === true) {
    const here = all.filter((d) => d.repo === repo);
    const d = here[0] ?? (repo ? undefined : all[0]);
    if (!d) throw usageError(all.length ? 'no draft of `handoff new` was started in this repo' : 'there is no draft of `handoff new` to resume', all.length ? `drafts elsewhere: ${all.map((x) => x.id).join(', ')} (resume one with: handoff new --resume <draft>)` : 'a draft is saved after each answer once you start: handoff new');
    return d;
  }
  if (!/^[a-z0-9-]+$/.test(arg)) throw usageError(`"${arg}" is not a draft id`, 'draft ids look like draft-20261130-141502-k3m9');
  const hits = all.filter((d) => d.id === arg || d.id.startsWith(arg));
  if (hits.length === 1) return hits[0]!;
  throw usageError(hits.length ? `"${arg}" matches ${hits.length} drafts: ${hits.map((h) => h.id).join(', ')}` : `no draft "${arg}"`, all.length ? `drafts: ${all.map((x) => x.id).join(', ')}` : undefined);
}

/** Drafts last saved longer ago than `ms`: removed (or only listed with dryRun). */
export async function pruneDrafts(storeDir: string, ms: number, now: Date, dryRun: boolean): Promise<DraftRecord[]> {
  const due = (await listDrafts(storeDir)).filter((d) => now.getTime() - Date.parse(d.updated) >= ms);
  if (!dryRun) for (const d of due) await removeDraft(storeDir, d.id);
  return due;
}
