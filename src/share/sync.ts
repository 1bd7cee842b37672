// Sharing a handoff over git and keeping the store and the remote in step. The store never imports this:
// it reads and writes through the store's interface (records, returns, events).
//
// On the remote a handoff is refs/handoffs/<id>: brief.md, handoff.json, returns/<key>.md (+ .json). A
// return's key is its name there: for a return made with `handoff return`, a hash of its record (without
// its local number), so the same return has the same key on every clone; for one added with plain git,
// its file name. Keys never clash, so returns from many clones never conflict: a rejected push only means
// the ref moved on, and the push is rebuilt on the new tip and retried. Each clone numbers returns in the
// order they reach it (return-N in its store), and records the key of an imported one (`shared`).

import { createHash } from 'node:crypto';
import type { Store } from '../store/store.js';
import type { HandoffRecord, ReturnRecord } from '../store/records.js';
import { isRecordFor } from '../store/index-cache.js';
import { deriveStatus, type EventFiles, type Status } from '../store/status.js';
import { checkIdArg } from '../store/ids.js';
import { findSecrets, redact } from '../brief/redact.js';
import { OUTCOMES } from '../brief/types.js';
import { composeReturn, importReturn, NotAReturnError, returnPlaceholders } from '../brief/returns.js';
import { publishedBrief, returnSlots, sharedWhereToWork } from '../brief/way-back.js';
import { emptyAnchor } from '../scene/anchor.js';
import { runGit, type GitOptions } from '../scene/git.js';
import { shareOf } from '../scene/share-config.js';
import { keepSnapshot } from '../scene/snapshot.js';
import { loadPhrases, readPrompt } from '../io/data.js';
import { shortTime } from '../ui/output.js';
import { failure, HandoffError } from '../errors.js';
import { withLock } from '../store/files.js';
import { join } from 'node:path';
import { commitFiles, fetchAll, fetchOne, listTree, pushOne, readBlobs, RemoteError, unpublishedBlobs, writeBlob, SHARED_REFS } from './remote.js';

export { RemoteError } from './remote.js';

/** The event file that marks a handoff as shared: which remote, and the local repo that talks to it. */
export const SHARED_EVENT = 'shared.json';
export interface SharedEvent {
  remote: string;
  repo: string;
  at: string;
}

export interface Link {
  store: Store;
  /** The local git repository that pushes and fetches. */
  repo: string;
  remote: string;
  git: GitOptions;
  now: () => Date;
  /** Printed commands' start here (io/invocation.ts). */
  command: string;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,100}$/;
const MAX_FILE = 4 * 1024 * 1024;
const MAX_ATTEMPTS = 40;

export async function readShared(store: Store, id: string): Promise<SharedEvent | null> {
  const ev = await store.readEvent(id, SHARED_EVENT);
  return ev && typeof ev.remote === 'string' && typeof ev.repo === 'string' ? (ev as unknown as SharedEvent) : null;
}

/** A return's name on the remote: the key it came with, else a hash of its record without its local number. */
export function returnKey(jsonText: string): string {
  const rec = JSON.parse(jsonText) as Record<string, unknown>;
  if (typeof rec.shared === 'string' && KEY.test(rec.shared)) return rec.shared;
  const { n: _n, shared: _s, ...rest } = rec;
  return `r-${createHash('sha256').update(JSON.stringify(rest)).digest('hex').slice(0, 24)}`;
}

/** The redaction gate for what leaves the machine: every file pushed passes it. */
const gate = (text: string) => redact(text).text;

interface LocalReturn {
  n: number;
  key: string;
  json: string;
  md: string;
}

async function localReturns(store: Store, id: string): Promise<LocalReturn[]> {
  const out: LocalReturn[] = [];
  for (const n of (await store.events(id)).returns) {
    try {
      const json = await store.readText(id, `return-${n}.json`);
      out.push({ n, key: returnKey(json), json, md: await store.readText(id, `return-${n}.md`) });
    } catch {
      // a damaged return stays local; `handoff list` names it
    }
  }
  return out;
}

export interface ShareResult {
  id: string;
  remote: string;
  ref: string;
  commit: string | null;
  /** The snapshot commit published with it, if any. */
  snapshot: string | null;
  /** Returns fetched into the store (local numbers) and returns pushed (remote keys). */
  imported: number[];
  pushed: string[];
}

/** The secrets in the snapshot's files that a push would publish: refuse, naming the files. */
async function checkSnapshot(l: Link, id: string, sha: string): Promise<void> {
  const blobs = await unpublishedBlobs(l.repo, sha, l.remote, l.git);
  const data = await readBlobs(l.repo, [...new Set(blobs.map((b) => b.blob))], l.git, MAX_FILE);
  const bad = new Map<string, Set<string>>();
  for (const b of blobs) {
    const buf = data.get(b.blob);
    if (!buf || buf.includes(0)) continue; // binary, or too big to be text worth scanning
    const hits = findSecrets(buf.toString('utf8'));
    if (hits.length) bad.set(b.path, new Set([...(bad.get(b.path) ?? []), ...hits.map((h) => h.kind)]));
  }
  if (bad.size) {
    const names = [...bad].map(([p, kinds]) => `${p} (${[...kinds].join(', ')})`);
    throw failure(
      `not shared: ${bad.size === 1 ? 'a file' : `${bad.size} files`} of the uncommitted work (or of commits the remote does not have) would publish a secret: ${names.join(', ')}`,
      `remove the secret and cut the brief again, or share it without the uncommitted work: handoff share ${id} --no-snapshot`,
      { files: [...bad.keys()] },
      l.store.dir,
    );
  }
}

/**
 * Publish a handoff on the remote (`new --share`, `handoff share`), or, when it is there already, bring
 * it in step. Marks it shared in the store, so `return` pushes at once and `sync` keeps it up to date.
 */
export async function shareHandoff(l: Link, id: string, opts: { snapshot: boolean }): Promise<ShareResult> {
  return exclusive(l, () => share(l, id, opts));
}

/**
 * Run `fn` as the store's only talker to a remote: two syncs (or a sync and a return's push) in one store
 * would fetch into the same tracking refs at once (git refuses one: "cannot lock ref") and import the same
 * return twice. The entry points take it (share, push after return, sync); what they call does not.
 */
async function exclusive<T>(l: Link, fn: () => Promise<T>): Promise<T> {
  // A name no handoff id can have ("." is not in ids), so it is never taken for a handoff's own lock.
  return withLock(join(l.store.dir, '.lock-remote.sync'), `the store's link to ${l.remote}`, fn);
}

async function share(l: Link, id: string, opts: { snapshot: boolean }): Promise<ShareResult> {
  const record = await l.store.readRecord(id);
  const snap = opts.snapshot && record.snapshot?.sha && (await hasCommit(l, record.snapshot.sha)) ? record.snapshot.sha : null;
  if (snap) await checkSnapshot(l, id, snap);
  let tip = await fetchOne(l.repo, l.remote, id, l.git);
  let commit: string | null = tip;
  if (!tip) {
    const files = await publishFiles(l, id, null, await localReturns(l.store, id), snap);
    commit = await commitFiles(l.repo, files, snap ? [snap] : [], `handoff ${id}: ${record.title}`, l.git);
    if ((await pushOne(l.repo, l.remote, id, commit, l.git)) === 'rejected') tip = await fetchOne(l.repo, l.remote, id, l.git);
    else tip = null;
  }
  await markShared(l, id);
  const inStep = tip ? await syncOne(l, id, tip) : { imported: [], pushed: [], commit };
  return { id, remote: l.remote, ref: `${SHARED_REFS}${id}`, commit: inStep.commit ?? commit, snapshot: snap, imported: inStep.imported, pushed: inStep.pushed };
}

async function markShared(l: Link, id: string): Promise<void> {
  await l.store.addEvent(id, SHARED_EVENT, { remote: l.remote, repo: l.repo, at: l.now().toISOString() } satisfies SharedEvent);
}

async function hasCommit(l: Link, sha: string): Promise<boolean> {
  return (await runGit(['cat-file', '-e', `${sha}^{commit}`], l.repo, l.git)).code === 0;
}

/**
 * Blobs for the handoff's files (brief, record, and the given returns), each through the redaction gate.
 * The brief and record sent name only what is sent: `snap` is the snapshot commit published with them
 * (null: none, and the brief's Where to work says the uncommitted work stayed behind).
 */
async function publishFiles(l: Link, id: string, base: Map<string, string> | null, returns: LocalReturn[], snap: string | null = null): Promise<Map<string, string>> {
  const files = new Map(base ?? []);
  if (!base) {
    const record = await l.store.readRecord(id);
    const sent = snap && record.snapshot?.sha === snap ? record.snapshot : null;
    // For the clones that fetch it: their own `handoff` (this machine's store and paths mean nothing there).
    const where = (section: string) =>
      sharedWhereToWork(section, {
        id,
        command: 'handoff',
        share: l.remote,
        repo: record.origin.repo,
        head: record.origin.head,
        snapshot: sent && { sha: sent.sha, files: sent.files },
        withheld: !sent && record.snapshot ? { files: record.snapshot.files } : null,
        branch: record.origin.detached ? null : record.origin.branch,
        expect: record.expect,
      });
    const template = readPrompt(record.returns === false ? 'pickup.md' : 'return.md');
    const brief = publishedBrief(await l.store.readText(id, 'brief.md'), template, { ...returnSlots({ id, command: 'handoff', share: l.remote }), id }, where);
    files.set('brief.md', await writeBlob(l.repo, gate(brief), l.git));
    let json = await l.store.readText(id, 'handoff.json');
    if (record.snapshot && !sent) {
      // The record sent does not name a snapshot the remote does not have.
      const { snapshot: _unsent, ...rest } = JSON.parse(json) as Record<string, unknown>;
      json = JSON.stringify(rest, null, 2) + '\n';
    }
    files.set('handoff.json', await writeBlob(l.repo, gate(json), l.git));
  }
  for (const r of returns) {
    files.set(`returns/${r.key}.json`, await writeBlob(l.repo, gate(r.json), l.git));
    files.set(`returns/${r.key}.md`, await writeBlob(l.repo, gate(r.md), l.git));
  }
  return files;
}

/**
 * Bring one shared handoff in step with the remote's tip: returns there and not here are imported,
 * returns here and not there are pushed; a push the remote rejects (the ref moved on) is rebuilt on the
 * new tip and tried again.
 */
export async function syncOne(l: Link, id: string, tip: string): Promise<{ imported: number[]; pushed: string[]; commit: string; reopened: boolean }> {
  const imported: number[] = [];
  const state = { reopened: false };
  for (let attempt = 0; ; attempt++) {
    const remoteFiles = await listTree(l.repo, tip, l.git);
    const byPath = new Map(remoteFiles.map((f) => [f.path, f.blob]));
    imported.push(...(await importReturns(l, id, remoteFiles, state)));
    const local = await localReturns(l.store, id);
    const remoteKeys = new Set(remoteFiles.map((f) => /^returns\/(.+)\.md$/.exec(f.path)?.[1]).filter((k): k is string => !!k));
    const toPush = local.filter((r) => !remoteKeys.has(r.key));
    if (!toPush.length) return { imported, pushed: [], commit: tip, reopened: state.reopened };
    const files = await publishFiles(l, id, byPath, toPush);
    const message = toPush.length === 1 ? `return for ${id}` : `${toPush.length} returns for ${id}`;
    const commit = await commitFiles(l.repo, files, [tip], message, l.git);
    if ((await pushOne(l.repo, l.remote, id, commit, l.git)) === 'ok') return { imported, pushed: toPush.map((r) => r.key), commit, reopened: state.reopened };
    if (attempt >= MAX_ATTEMPTS) throw new RemoteError(l.remote, `refs/handoffs/${id} kept moving; ${MAX_ATTEMPTS} pushes were rejected`);
    // Someone else pushed first: wait a little (spread out, so racing clones do not collide again), then rebuild on their tip.
    await new Promise((r) => setTimeout(r, 20 + Math.random() * Math.min(400, 40 * (attempt + 1))));
    const next = await fetchOne(l.repo, l.remote, id, l.git);
    if (!next) throw new RemoteError(l.remote, `refs/handoffs/${id} was deleted on the remote while returns were pushed`);
    tip = next;
  }
}

/** Thrown under the handoff's lock when the return being imported is there already (a sync racing this one). */
class AlreadyHere extends Error {}

/**
 * What `addReturn` checks under the handoff's lock before a return from the remote is written: a return
 * of the same key already here (another sync or return in this store took it in since the list was read)
 * is not written again; a handoff closed here is reopened (closed.json kept as closed-N.json, as `return
 * --force` does), so a return that comes back after a pull is in the inbox.
 */
function admitImport(l: Link, id: string, key: string, state: { reopened: boolean }) {
  return async (events: EventFiles): Promise<void> => {
    if ((await localReturns(l.store, id)).some((r) => r.key === key)) throw new AlreadyHere();
    if (deriveStatus(events) === 'closed') {
      await l.store.reopen(id);
      state.reopened = true;
    }
  };
}

/** addReturn for an import: null when the return was there already. */
async function addImported(l: Link, id: string, key: string, state: { reopened: boolean }, make: (n: number) => { json: string; md: string }): Promise<number | null> {
  try {
    return await l.store.addReturn(id, make, admitImport(l, id, key, state));
  } catch (e) {
    if (e instanceof AlreadyHere) return null;
    throw e;
  }
}

/** Import the remote's returns this store does not have yet; their local numbers. */
async function importReturns(l: Link, id: string, remoteFiles: { path: string; blob: string }[], state: { reopened: boolean }): Promise<number[]> {
  const have = new Set((await localReturns(l.store, id)).map((r) => r.key));
  const mds = new Map<string, string>();
  const jsons = new Map<string, string>();
  for (const f of remoteFiles) {
    const m = /^returns\/(.+)\.(md|json)$/.exec(f.path);
    if (!m || !KEY.test(m[1]!) || have.has(m[1]!)) continue;
    (m[2] === 'md' ? mds : jsons).set(m[1]!, f.blob);
  }
  if (!mds.size) return [];
  const blobs = await readBlobs(l.repo, [...mds.values(), ...jsons.values()], l.git, MAX_FILE);
  const text = (sha: string | undefined) => (sha && blobs.has(sha) ? blobs.get(sha)!.toString('utf8') : null);
  const out: number[] = [];
  const record = await l.store.readRecord(id);
  const brief = await l.store.readText(id, 'brief.md').catch(() => undefined);
  for (const [key, mdBlob] of [...mds].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const md = text(mdBlob);
    if (md === null) continue;
    const json = text(jsons.get(key));
    const n = json !== null ? await importMadeReturn(l, id, key, json, md, state) : await importPlainReturn(l, id, key, md, record, brief, state);
    if (n !== null) out.push(n);
  }
  return out;
}

/** A return made with `handoff return` on another clone: its files as they are, under this store's next number. */
async function importMadeReturn(l: Link, id: string, key: string, json: string, md: string, state: { reopened: boolean }): Promise<number | null> {
  let rec: Record<string, unknown>;
  try {
    rec = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return null;
  }
  const answers = rec.answers as { outcome?: unknown } | undefined;
  if (rec.id !== id || !answers || !OUTCOMES.includes(answers.outcome as never)) return null;
  return addImported(l, id, key, state, (n) => ({
    json: JSON.stringify({ ...rec, n, shared: key }, null, 2) + '\n',
    md: md.replace(/(<!-- handoff:return id=\S+ n=)\d+( -->)/, `$1${n}$2`).replace(/^\*\*Return \d+\*\* for/m, `**Return ${n}** for`),
  }));
}

/** A return document added with plain git: read like `handoff return --body`, recorded with where it came from. */
async function importPlainReturn(l: Link, id: string, key: string, md: string, record: HandoffRecord, brief: string | undefined, state: { reopened: boolean }): Promise<number | null> {
  let imported;
  try {
    imported = importReturn(md, returnPlaceholders(readPrompt('return.md')), id);
  } catch (e) {
    if (e instanceof NotAReturnError) return null;
    throw e;
  }
  const created = l.now().toISOString();
  const anchor = emptyAnchor(`${l.remote}:refs/handoffs/${id}`, `returned with plain git (returns/${key}.md on the remote ${l.remote})`);
  const phrases = loadPhrases();
  return addImported(l, id, key, state, (n) => {
    const c = composeReturn(imported.answers, { id, n, briefTitle: record.title, created: shortTime(created), anchor }, { phrases, brief }, imported.extra, imported.layout);
    const rec: ReturnRecord = { schema: record.schema, id, n, created, anchor, answers: c.answers, ...(imported.layout.headingNotes ? { headingNotes: imported.layout.headingNotes } : {}), lint: c.lint.counts, redactions: c.redactions, source: 'git', shared: key };
    return { json: JSON.stringify(rec, null, 2) + '\n', md: c.markdown };
  });
}

/** After a return is recorded here: push it (and bring the handoff in step), publishing the handoff again if the remote lost it. */
export async function pushReturns(l: Link, id: string): Promise<{ imported: number[]; pushed: string[]; reopened?: boolean }> {
  return exclusive(l, async () => {
    const tip = await fetchOne(l.repo, l.remote, id, l.git);
    if (!tip) return share(l, id, { snapshot: true });
    return syncOne(l, id, tip);
  });
}

export interface SyncResult {
  remote: string;
  /** Handoffs fetched that this store did not have. */
  fetched: string[];
  /** Returns fetched into the store: handoff id, local number, and the handoff's status here after it. */
  returnsIn: { id: string; n: number; status: Status }[];
  /** Handoffs closed here (pulled, or closed by hand) that a fetched return reopened: it is in the inbox. */
  reopened: string[];
  /** Handoffs published by this sync (shared while the remote was out of reach). */
  published: string[];
  /** Returns pushed: handoff id and key on the remote. */
  returnsOut: { id: string; key: string }[];
  /** Remote refs that were not taken in, and why. */
  skipped: { id: string; problem: string }[];
}

/** `handoff sync`: fetch every handoff of the remote, import what is new, push the returns made here. */
export async function syncAll(l: Link): Promise<SyncResult> {
  return exclusive(l, () => syncEverything(l));
}

async function syncEverything(l: Link): Promise<SyncResult> {
  const res: SyncResult = { remote: l.remote, fetched: [], returnsIn: [], reopened: [], published: [], returnsOut: [], skipped: [] };
  const remote = await fetchAll(l.repo, l.remote, l.git);
  const { entries } = await l.store.entries();
  const local = new Set(await l.store.ids()); // damaged ones too: never imported over
  const shared = entries.filter((e) => e.events.shared).map((e) => e.id);
  for (const [id, tip] of [...remote].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (checkIdArg(id) !== null || id === 'latest') {
      res.skipped.push({ id, problem: 'not a handoff id' });
      continue;
    }
    if (!local.has(id)) {
      const problem = await importHandoff(l, id, tip);
      if (problem) {
        res.skipped.push({ id, problem });
        continue;
      }
      res.fetched.push(id);
    }
    try {
      if (!(await readShared(l.store, id))) await markShared(l, id);
      const r = await syncOne(l, id, tip);
      const status = r.imported.length ? deriveStatus(await l.store.events(id)) : 'open';
      res.returnsIn.push(...r.imported.map((n) => ({ id, n, status })));
      if (r.reopened) res.reopened.push(id);
      res.returnsOut.push(...r.pushed.map((key) => ({ id, key })));
    } catch (e) {
      // A damaged handoff here (say) is named and passed over; the others still sync. An unreachable remote stops it all.
      if (!(e instanceof HandoffError)) throw e;
      res.skipped.push({ id, problem: e.message });
    }
  }
  // Handoffs marked shared to this remote that it does not have yet (shared while offline): publish them.
  for (const id of shared) {
    if (remote.has(id)) continue;
    const ev = await readShared(l.store, id);
    if (ev?.remote !== l.remote) continue;
    const r = await share(l, id, { snapshot: true });
    res.published.push(id);
    res.returnsOut.push(...r.pushed.map((key) => ({ id, key })));
  }
  return res;
}

/** A handoff the store does not have, from its remote commit; a problem when the remote's files are not a handoff. */
async function importHandoff(l: Link, id: string, tip: string): Promise<string | null> {
  const files = await listTree(l.repo, tip, l.git);
  const find = (p: string) => files.find((f) => f.path === p)?.blob;
  const [briefBlob, jsonBlob] = [find('brief.md'), find('handoff.json')];
  if (!briefBlob || !jsonBlob) return 'it has no brief.md and handoff.json';
  const blobs = await readBlobs(l.repo, [briefBlob, jsonBlob], l.git, MAX_FILE);
  const brief = blobs.get(briefBlob)?.toString('utf8');
  const json = blobs.get(jsonBlob)?.toString('utf8');
  if (brief === undefined || json === undefined) return 'its files are missing or too big';
  let rec: unknown;
  try {
    rec = JSON.parse(json);
  } catch {
    return 'its handoff.json is not JSON';
  }
  if (!isRecordFor(id, rec)) return 'its handoff.json is not a handoff record for this id';
  const shared: SharedEvent = { remote: l.remote, repo: l.repo, at: l.now().toISOString() };
  await l.store.createWithId(id, { 'brief.md': brief, 'handoff.json': json, [SHARED_EVENT]: JSON.stringify(shared, null, 2) + '\n' });
  // The origin's uncommitted work came with it (the first commit's parent): keep it alive here too.
  const sha = (rec as HandoffRecord).snapshot?.sha;
  if (sha && /^[0-9a-f]{40,64}$/.test(sha) && (await hasCommit(l, sha))) await keepSnapshot(l.repo, id, sha, l.git).catch(() => {});
  return null;
}

/** The remote to use: the one named, else the repo's `handoff.share` (init --share), else origin. */
export async function defaultRemote(repo: string, git: GitOptions): Promise<string> {
  return (await shareOf(repo, git)) || 'origin';
}
