// Drift: what changed in the origin repo since a brief's anchor was taken.
// drift() gathers facts from git (two parallel rounds at most); buildDrift() and formatDrift() are pure.

import { oneLine } from '../brief/escape.js';
import type { Anchor } from '../brief/types.js';
import { captureScene, NOTE_DUBIOUS, NOTE_NO_GIT } from './anchor.js';
import { DIFF_ARGS } from './changes.js';
import { GitMissingError, runGit, unexpected, type GitOptions, type GitResult } from './git.js';
import {
  normalisePointedPath,
  parseDiffRawNumstat,
  parseLeftRight,
  parseLogLines,
  pointCovers,
  statusOfEntry,
  type FileStatus,
  type StatusV2,
} from './parse.js';

/** Why drift could not be checked. */
export type DriftBlocker =
  | 'anchor-outside-repo' // the brief was cut outside a git repository
  | 'anchor-no-head' // the brief was cut before the first commit
  | 'git-missing'
  | 'not-a-repo' // the command runs outside a repository (or git refuses it)
  | 'other-repo' // the command runs in a different repository than the anchor's
  | 'anchor-commit-missing'; // the anchored commit no longer exists

export interface DriftRef {
  repo: string | null;
  branch: string | null;
  detached: boolean;
  head: string | null;
  headShort: string | null;
}

/** A file that differs between the anchored HEAD and the working tree now. */
export interface DriftFile {
  path: string;
  status: FileStatus;
  /** The original path of a rename or copy. */
  from?: string;
  /** Changed by commits made since the anchored HEAD. */
  committed: boolean;
  /** Has uncommitted changes now (or is untracked). */
  uncommitted: boolean;
  /**
   * Was already uncommitted or untracked when the brief was cut. Its content then was not recorded,
   * so when it is only `uncommitted` it may not have changed at all since.
   */
  dirtyAtCut: boolean;
  /** Uncommitted at the cut, and the same now as the snapshot of that work says it was (committed since, or
   *  not): what the brief described, unchanged. Only known when the brief kept a snapshot. */
  sameAsCut?: boolean;
  /** Uncommitted at the cut and changed since, by the same measure. */
  editedSinceCut?: boolean;
}

export interface PointedDrift {
  /** The pointer as given. */
  pointer: string;
  /** Normalised repo-relative path ("dir/" for a folder). */
  path: string;
  /** Changed files it covers (itself, or files under the folder), including `discarded` ones. */
  changed: string[];
}

export interface Drift {
  /** False when drift could not be checked; `blocker` and `reason` say why. */
  checked: boolean;
  blocker?: DriftBlocker;
  reason?: string;
  then: DriftRef;
  /** The repo as it is now; null when there is none to describe. */
  now: DriftRef | null;
  /** Set when the branch differs from the anchor's (null = detached). Same repo only. */
  branchSwitch: { from: string | null; to: string | null } | null;
  /** Commits in HEAD that are not in the anchored HEAD, newest first, as "shortsha subject". */
  commits: { count: number; list: string[]; more: number };
  /**
   * After a branch switch, the anchored branch as it is now: whether it still holds the anchored HEAD, and
   * the commits made on it since (the work that moved on, which `commits` does not show). Null otherwise.
   */
  anchorBranch: AnchorBranchDrift | null;
  /** The anchored HEAD still exists but is in neither HEAD's history nor its branch's (rebase, reset). */
  rebasedAway: boolean;
  /** Commits reachable from the anchored HEAD but not from HEAD (0 unless rebasedAway). */
  lostCommits: number;
  /** Files that differ between the anchored HEAD and the working tree (committed + uncommitted + untracked). */
  files: DriftFile[];
  /** Uncommitted or untracked when the brief was cut, now back to the anchored HEAD's content (or gone). */
  discarded: string[];
  /** Every pointer that is a repo-relative path, with the changed files it covers. */
  pointed: PointedDrift[];
  /** Pointers that are not repo-relative paths (URLs, commands...); not checked. */
  notPaths: string[];
  /** Whether anything changed since the cut; null when not checked. */
  drifted: boolean | null;
}

export interface AnchorBranchDrift {
  branch: string;
  /** False when the branch was deleted. */
  exists: boolean;
  /** The branch still has the anchored HEAD in its history. */
  holdsAnchor: boolean;
  /** Commits on the branch since the anchored HEAD, newest first (only when it holds it). */
  commits: { count: number; list: string[]; more: number };
}

/** How many commits are listed by subject. */
export const COMMIT_LIST_MAX = 20;

/** What drift() learns from git, for buildDrift(). */
export interface DriftFacts {
  blocker?: DriftBlocker;
  /** Extra words for the blocker (e.g. git's refusal). */
  blockerDetail?: string;
  /** Commits in HEAD not in the anchored HEAD. */
  ahead: number;
  /** Commits in the anchored HEAD not in HEAD. */
  behind: number;
  /** Newest commits of `ahead`, "shortsha subject", at most COMMIT_LIST_MAX. */
  log: string[];
  /** Net difference from the anchored HEAD to the working tree, tracked files only. */
  diff: { path: string; status?: FileStatus; from?: string }[];
  /** Paths changed between the anchored HEAD and HEAD (renames as delete + add). */
  committed: string[];
  /** After a branch switch: the anchored branch now (see Drift.anchorBranch). */
  anchorBranch?: { exists: boolean; holdsAnchor: boolean; ahead: number; log: string[] };
  /** With a snapshot of the uncommitted work at the cut: the tracked paths whose content differs from it now
   *  (`git diff <snapshot>`). A path uncommitted at the cut and not in here is as it was then. */
  changedSinceSnapshot?: string[];
}

function ref(a: Anchor | null): DriftRef | null {
  if (!a) return null;
  return { repo: a.repo, branch: a.branch, detached: a.detached, head: a.head, headShort: a.headShort };
}

function short(a: { head: string | null; headShort: string | null }): string {
  return a.headShort ?? a.head?.slice(0, 7) ?? '(none)';
}

function blockerReason(b: DriftBlocker, then: Anchor, now: Anchor | null, detail?: string): string {
  switch (b) {
    case 'anchor-outside-repo':
      return 'the brief was cut outside a git repository';
    case 'anchor-no-head':
      return 'the brief was cut before its repository had a commit, so there is no HEAD to compare with';
    case 'git-missing':
      return 'git is not installed';
    case 'not-a-repo':
      return detail ?? `${now?.cwd ?? 'this folder'} is not in a git repository`;
    case 'other-repo':
      return `this is ${now?.repo ?? 'another repository'}, not the brief's repository ${then.repo ?? ''}`.trim();
    case 'anchor-commit-missing':
      return `the anchored commit ${short(then)} no longer exists here (history rewritten and garbage-collected?)`;
  }
}

/** Pure: the Drift from the anchor then, the anchor now and what git said. */
/** A report that compared nothing (yet): the starting point of every drift, and what a git failure leaves. */
export function uncheckedDrift(then: Anchor, reason?: string): Drift {
  return {
    checked: false,
    ...(reason === undefined ? {} : { reason }),
    then: ref(then) as DriftRef,
    now: null,
    branchSwitch: null,
    anchorBranch: null,
    commits: { count: 0, list: [], more: 0 },
    rebasedAway: false,
    lostCommits: 0,
    files: [],
    discarded: [],
    pointed: [],
    notPaths: [],
    drifted: null,
  };
}

export function buildDrift(then: Anchor, now: Anchor | null, facts: DriftFacts, pointedPaths: readonly string[]): Drift {
  const sameRepo = !!now && !!now.repo && now.repo === then.repo;
  const branchSwitch =
    sameRepo && now && (then.branch ?? null) !== (now.branch ?? null) ? { from: then.branch, to: now.branch } : null;
  const base: Drift = { ...uncheckedDrift(then), now: now && now.repo ? ref(now) : null, branchSwitch };
  // Pointers were written against the origin repo.
  const root = then.repo ?? now?.repo ?? null;
  for (const p of pointedPaths) {
    const path = normalisePointedPath(p, root);
    if (path === null) base.notPaths.push(p);
    else base.pointed.push({ pointer: p, path, changed: [] });
  }
  if (facts.blocker) {
    return { ...base, blocker: facts.blocker, reason: blockerReason(facts.blocker, then, now, facts.blockerDetail) };
  }

  const thenDirty = new Set([...then.dirty, ...then.untracked]);
  const committed = new Set(facts.committed);
  const uncommitted = new Set([...(now?.dirty ?? []), ...(now?.untracked ?? [])]);
  const files = new Map<string, DriftFile>();
  const either = (set: Set<string>, f: { path: string; from?: string }) =>
    set.has(f.path) || (f.from !== undefined && set.has(f.from));
  for (const d of facts.diff) {
    const f: DriftFile = {
      path: d.path,
      status: d.status ?? 'unknown',
      committed: either(committed, d),
      uncommitted: either(uncommitted, d),
      dirtyAtCut: either(thenDirty, d),
    };
    if (d.from !== undefined) f.from = d.from;
    files.set(d.path, f);
  }
  for (const p of now?.untracked ?? []) {
    const f = files.get(p);
    if (f) f.uncommitted = true;
    else files.set(p, { path: p, status: 'untracked', committed: false, uncommitted: true, dirtyAtCut: thenDirty.has(p) });
  }
  if (facts.changedSinceSnapshot) {
    // Tracked now (diff covers it) and not changed against the snapshot: the very work the brief was cut with.
    const changed = new Set(facts.changedSinceSnapshot);
    const untrackedNow = new Set(now?.untracked ?? []);
    for (const f of files.values()) {
      if (!f.dirtyAtCut || untrackedNow.has(f.path)) continue;
      if (changed.has(f.path)) f.editedSinceCut = true;
      else f.sameAsCut = true;
    }
  }
  const list = [...files.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const touched = new Set<string>();
  for (const f of list) {
    touched.add(f.path);
    if (f.from !== undefined) touched.add(f.from);
  }
  const discarded = [...thenDirty].filter((p) => !touched.has(p)).sort();
  for (const pd of base.pointed) {
    for (const f of list) {
      if (f.sameAsCut) continue;
      if (pointCovers(pd.path, f.path) || (f.from !== undefined && pointCovers(pd.path, f.from))) pd.changed.push(f.path);
    }
    for (const p of discarded) if (pointCovers(pd.path, p)) pd.changed.push(p);
  }
  const listed = (count: number, all: string[]) => {
    const list = all.slice(0, COMMIT_LIST_MAX);
    return { count, list, more: Math.max(0, count - list.length) };
  };
  const commits = listed(facts.ahead, facts.log);
  const ab = branchSwitch && then.branch && facts.anchorBranch ? facts.anchorBranch : null;
  const anchorBranch = ab && then.branch ? { branch: then.branch, exists: ab.exists, holdsAnchor: ab.holdsAnchor, commits: listed(ab.ahead, ab.log) } : null;
  // HEAD on another branch need not hold the anchor: that is a switch, not a rewrite, while the anchored
  // branch still holds it.
  const rebasedAway = facts.behind > 0 && !anchorBranch?.holdsAnchor;
  const drifted =
    facts.ahead > 0 ||
    rebasedAway ||
    branchSwitch !== null ||
    discarded.length > 0 ||
    list.some((f) => !f.sameAsCut && (f.committed || !f.dirtyAtCut || f.editedSinceCut === true));
  return {
    ...base,
    checked: true,
    commits,
    anchorBranch,
    rebasedAway,
    lostCommits: facts.behind,
    files: list,
    discarded,
    drifted,
  };
}

const NO_FACTS: DriftFacts = { ahead: 0, behind: 0, log: [], diff: [], committed: [] };

/** The net change from HEAD to the working tree, from status (used when HEAD is still the anchored commit). */
export function diffFromStatus(st: StatusV2): DriftFacts['diff'] {
  const out: DriftFacts['diff'] = [];
  for (const e of st.entries) {
    if (e.kind === '?' || e.kind === '!') continue;
    const d: DriftFacts['diff'][number] = { path: e.path, status: statusOfEntry(e) };
    if (e.from !== undefined) d.from = e.from;
    out.push(d);
  }
  return out;
}

/**
 * Compare the repository at `cwd` now with a brief's anchor. Never throws for a missing git, a folder
 * outside any repository, another repository or a vanished commit: those come back with checked=false.
 */
export async function drift(
  then: Anchor,
  cwd: string,
  pointedPaths: string[],
  opts: GitOptions = {},
  snapshot?: string | null,
): Promise<Drift> {
  const block = (blocker: DriftBlocker, now: Anchor | null, blockerDetail?: string) =>
    buildDrift(then, now, { ...NO_FACTS, blocker, ...(blockerDetail ? { blockerDetail } : {}) }, pointedPaths);
  if (!then.repo) return block('anchor-outside-repo', null);
  if (!then.head) return block('anchor-no-head', null);
  const A = then.head;
  // The anchor comes from a file on disk: never let it reach git as anything but an object name.
  if (!/^[0-9a-f]{7,64}$/i.test(A)) return block('anchor-commit-missing', null);

  let scene;
  let exists: GitResult | null;
  try {
    [scene, exists] = await Promise.all([
      captureScene(cwd, opts),
      runGit(['cat-file', '-e', `${A}^{commit}`], cwd, opts).catch((e: unknown) => {
        if (e instanceof GitMissingError) return null;
        throw e;
      }),
    ]);
  } catch (e) {
    if (e instanceof GitMissingError) return block('git-missing', null);
    throw e;
  }
  const now = scene.anchor;
  if (now.note === NOTE_NO_GIT) return block('git-missing', now);
  if (!now.repo || !scene.status) return block('not-a-repo', now, now.note === NOTE_DUBIOUS ? now.note : undefined);
  if (now.repo !== then.repo) return block('other-repo', now);
  if (!exists || exists.code !== 0) return block('anchor-commit-missing', now);

  const root = now.repo;
  const H = now.head;
  // The snapshot of the work uncommitted at the cut: what those files were then (absent in another clone).
  const S = snapshot && /^[0-9a-f]{40,64}$/i.test(snapshot) ? snapshot : null;
  const sinceSnapshot = S ? changedSince(S, root, opts) : Promise.resolve(undefined);
  if (H === A) {
    const changedSinceSnapshot = await sinceSnapshot;
    return buildDrift(then, now, { ...NO_FACTS, diff: diffFromStatus(scene.status), ...(changedSinceSnapshot ? { changedSinceSnapshot } : {}) }, pointedPaths);
  }
  const countArgs = ['rev-list', '--left-right', '--count', `${A}...${H}`, '--'];
  const logArgs = ['log', '--no-show-signature', '--no-color', `-n${COMMIT_LIST_MAX}`, '--format=%h%x09%s', `${A}..${H}`, '--'];
  const diffArgs = [...DIFF_ARGS, A, '--'];
  const committedArgs = ['diff', '-z', '--name-only', '--no-renames', '--no-color', A, H ?? '', '--'];
  const switched = then.branch && then.branch !== now.branch ? then.branch : null;
  const [count, log, diff, committed, anchorBranch, changedSinceSnapshot] = await Promise.all([
    H ? runGit(countArgs, root, opts) : null,
    H ? runGit(logArgs, root, opts) : null,
    runGit(diffArgs, root, opts),
    H ? runGit(committedArgs, root, opts) : null,
    switched ? anchorBranchNow(A, switched, root, opts) : undefined,
    sinceSnapshot,
  ]);
  for (const [args, r] of [
    [countArgs, count],
    [logArgs, log],
    [diffArgs, diff],
    [committedArgs, committed],
  ] as const) {
    if (r && r.code !== 0) throw unexpected(args, r);
  }
  const lr = count ? parseLeftRight(count.stdout) : { left: 0, right: 0 };
  if (!lr) throw unexpected(countArgs, count as GitResult);
  return buildDrift(
    then,
    now,
    {
      ahead: lr.right,
      behind: lr.left,
      log: log ? parseLogLines(log.stdout) : [],
      diff: parseDiffRawNumstat(diff.stdout),
      committed: committed ? committed.stdout.split('\0').filter(Boolean) : [],
      ...(anchorBranch ? { anchorBranch } : {}),
      ...(changedSinceSnapshot ? { changedSinceSnapshot } : {}),
    },
    pointedPaths,
  );
}

/** Tracked paths whose working-tree content differs from commit S; undefined when S is not here (another clone). */
async function changedSince(S: string, root: string, opts: GitOptions): Promise<string[] | undefined> {
  const there = await runGit(['cat-file', '-e', `${S}^{commit}`], root, opts);
  if (there.code !== 0) return undefined;
  const r = await runGit(['diff', '-z', '--name-only', '--no-renames', '--no-color', S, '--'], root, opts);
  return r.code === 0 ? r.stdout.split('\0').filter(Boolean) : undefined;
}

/** The anchored branch after a switch: does it still hold the anchored commit, and what was committed on it since. */
async function anchorBranchNow(A: string, branch: string, root: string, opts: GitOptions): Promise<NonNullable<DriftFacts['anchorBranch']>> {
  // The name comes from a file on disk: as a full ref it can never be taken for an option or a revision expression.
  const ref = `refs/heads/${branch}`;
  const tip = await runGit(['rev-parse', '-q', '--verify', `${ref}^{commit}`], root, opts);
  if (tip.code !== 0) return { exists: false, holdsAnchor: false, ahead: 0, log: [] };
  const holds = await runGit(['merge-base', '--is-ancestor', A, ref], root, opts);
  if (holds.code !== 0) return { exists: true, holdsAnchor: false, ahead: 0, log: [] };
  const [count, log] = await Promise.all([
    runGit(['rev-list', '--count', `${A}..${ref}`, '--'], root, opts),
    runGit(['log', '--no-show-signature', '--no-color', `-n${COMMIT_LIST_MAX}`, '--format=%h%x09%s', `${A}..${ref}`, '--'], root, opts),
  ]);
  return { exists: true, holdsAnchor: true, ahead: Number(count.stdout.trim()) || 0, log: log.code === 0 ? parseLogLines(log.stdout) : [] };
}

/** Inline code, on one line: a branch, a commit or a path may come from a handoff.json synced from elsewhere
 *  (or a file name may hold a line break), and a line break would start a line of its own in pull's report. */
function code(text: string): string {
  const s = oneLine(text);
  if (!s.includes('`')) return '`' + s + '`';
  return '`` ' + s + ' ``';
}

function plural(n: number, one: string, many = one + 's'): string {
  return `${n} ${n === 1 ? one : many}`;
}

function where(r: { branch: string | null; head: string | null; headShort: string | null }): string {
  return `${code(short(r))} ${r.branch ? `on ${code(r.branch)}` : '(detached HEAD)'}`;
}

const FILES_MAX = 30;

function fileNote(f: DriftFile): string {
  const how = f.committed && f.uncommitted ? 'committed and uncommitted' : f.committed ? 'committed' : 'uncommitted';
  const status = f.from !== undefined ? `${f.status} from ${code(f.from)}` : f.status;
  const maybe = f.sameAsCut ? ', as it was at the cut' : f.editedSinceCut ? ', changed since the cut' : f.dirtyAtCut && !f.committed ? ', already uncommitted at the cut' : '';
  return `${code(f.path)} (${status}, ${how}${maybe})`;
}

/** A short markdown report of drift, worded for the reader to weigh. Pure. */
export function formatDrift(d: Drift): string {
  if (!d.checked) {
    const lines = [`Since the brief was cut: drift not checked — ${oneLine(d.reason ?? d.blocker ?? 'unknown reason')}.`];
    if (d.branchSwitch) lines.push(`- Branch switched: ${branchWords(d.branchSwitch)}.`);
    return lines.join('\n') + '\n';
  }
  if (!d.drifted) {
    const same = d.files.filter((f) => f.sameAsCut).length;
    const unknown = d.files.length - same;
    const still = [
      same ? `; the ${plural(same, 'file')} uncommitted at the cut ${same === 1 ? 'is' : 'are'} as ${same === 1 ? 'it was' : 'they were'} (the brief's snapshot)` : '',
      unknown
        ? `; the ${plural(unknown, 'file')} uncommitted at the cut still ${unknown === 1 ? 'differs' : 'differ'} from it (their content then was not recorded, so later edits cannot be ruled out)`
        : '',
    ].join('');
    return `Since the brief was cut: no drift — HEAD is still ${where(d.then)}${still}.\n`;
  }
  const lines = [`Since the brief was cut (at ${where(d.then)}), the origin changed; weigh the brief and its return against this:`];
  const pointed = d.pointed.filter((p) => p.changed.length > 0);
  if (pointed.length) {
    const seen = new Set<string>();
    const items: string[] = [];
    for (const p of pointed) {
      if (seen.has(p.path)) continue;
      seen.add(p.path);
      const inner = p.changed.length === 1 && p.changed[0] === p.path ? '' : ` (${p.changed.map(code).join(', ')})`;
      items.push(code(p.path) + inner);
    }
    lines.push(`- Pointed paths that changed: ${items.join(', ')}.`);
  }
  const ab = d.anchorBranch;
  if (d.commits.count > 0) {
    // On another branch, HEAD's commits need not be newer than the cut: they are only not in the anchored commit.
    lines.push(
      ab && d.now
        ? `- HEAD ${code(short(d.now))} has ${plural(d.commits.count, 'commit')} that ${code(short(d.then))} has not (on the branch switched to; not necessarily made since the cut):`
        : `- ${plural(d.commits.count, 'new commit')} since ${code(short(d.then))}:`,
    );
    lines.push(...commitLines(d.commits));
  }
  if (d.branchSwitch) lines.push(`- Branch switched: ${branchWords(d.branchSwitch)}.`);
  if (ab && !ab.exists) lines.push(`- The branch ${code(ab.branch)} the brief was cut on no longer exists.`);
  else if (ab?.holdsAnchor) {
    if (ab.commits.count === 0) lines.push(`- ${code(ab.branch)} still ends at ${code(short(d.then))}: nothing committed on it since the cut.`);
    else {
      lines.push(`- ${plural(ab.commits.count, 'new commit')} on ${code(ab.branch)} since ${code(short(d.then))}:`);
      lines.push(...commitLines(ab.commits));
    }
  }
  if (d.rebasedAway) {
    lines.push(
      `- Rebased away: ${code(short(d.then))} is no longer in the history of HEAD ${d.now ? code(short(d.now)) : ''}`.trimEnd() +
        ` (${plural(d.lostCommits, 'commit')} of the anchored history ${d.lostCommits === 1 ? 'is' : 'are'} not in HEAD); code the brief points at may be gone.`,
    );
  }
  if (d.files.length) {
    const shown = d.files.slice(0, FILES_MAX).map(fileNote);
    const more = d.files.length - shown.length;
    lines.push(
      `- ${plural(d.files.length, 'file')} ${d.files.length === 1 ? 'differs' : 'differ'} from ${code(short(d.then))}: ${shown.join(', ')}${more > 0 ? `, +${more} more` : ''}.`,
    );
  }
  if (d.discarded.length) {
    lines.push(`- Uncommitted at the cut, now back to ${code(short(d.then))} or gone: ${d.discarded.map(code).join(', ')}.`);
  }
  return lines.join('\n') + '\n';
}

function commitLines(c: { list: string[]; more: number }): string[] {
  const lines = c.list.map((entry) => {
    const sp = entry.indexOf(' ');
    return sp < 0 ? `  - ${code(entry)}` : `  - ${code(entry.slice(0, sp))} ${oneLine(entry.slice(sp + 1))}`;
  });
  if (c.more > 0) lines.push(`  - +${c.more} more`);
  return lines;
}

function branchWords(b: { from: string | null; to: string | null }): string {
  const name = (x: string | null) => (x === null ? 'a detached HEAD' : code(x));
  return `${name(b.from)} → ${name(b.to)}`;
}
