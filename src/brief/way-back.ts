// The way back, as text: the brief's "Where to work" section and the slots of its Return section (the
// command that records a return, from any folder; for a shared handoff, how another clone returns, with
// handoff or with plain git). Pure: every fact comes in; src/fork/way-back.ts gathers them.

import { shellQuote } from '../ui/output.js';
import { WHERE_HEADING } from './render.js';

export interface WayBackFacts {
  id: string;
  /** How a printed command starts: `handoff`, or `HANDOFF_HOME=… node /abs/dist/cli.js` (io/invocation.ts). */
  command: string;
  /** The git remote the handoff is shared on (src/share/), or null when it stays on this machine. */
  share: string | null;
  /** The origin repo's root, or null outside a repo. */
  repo: string | null;
  /** The origin's HEAD, or null before the first commit. */
  head: string | null;
  /** The origin's uncommitted work as a commit (scene/snapshot.ts), or null when the tree was clean. */
  snapshot: { sha: string; files: number } | null;
  /** A review brief: read-only, on this range of commits (base..tip; tip defaults to the snapshot or HEAD). */
  review?: { base: string | null } | null;
  /**
   * A kind that carries one line of work on (front matter `supersede: same-branch`, the session kind): the
   * receiver continues on the origin's branch, in its working tree, rather than on a branch of its own.
   */
  inPlace?: { branch: string | null; snapshotRef: string } | null;
  /**
   * The origin had uncommitted work that is not sent with the brief (`share --no-snapshot`, or a snapshot
   * that could not be published): the section names only what was sent, and says the rest stayed behind.
   */
  withheld?: { files: number } | null;
  /** Returns expected (--expect): with more than one, every receiver needs a worktree and branch of its own. */
  expect?: number;
}

// The opening words of the section's forms: a brief already written is told apart by them (sharedWhereToWork).
const REVIEW_LEAD = 'Read-only: review';
const IN_PLACE_LEAD = 'Carry the work on where the origin left it';

const files = (n: number) => `${n} file${n === 1 ? '' : 's'}`;

const base = (p: string) => p.replace(/\/+$/, '').split('/').pop() || 'repo';

/** Where the receiver's worktree goes: beside the repo, named after it and the handoff. */
export const worktreeDir = (f: Pick<WayBackFacts, 'id' | 'repo'>) => `../${base(f.repo ?? 'repo')}-${f.id}`;
/** The branch the receiver works on. */
export const workBranch = (id: string) => `handoff/${id}`;

const fetchFirst = (f: WayBackFacts) =>
  f.share
    ? ` In another clone, \`handoff sync ${f.share}\` (or \`git fetch ${f.share} refs/handoffs/${f.id}\`) brings these commits first.`
    : f.snapshot && f.repo
      ? ` In another clone on this machine, fetch it first: \`git fetch ${shellQuote(f.repo)} refs/handoff-snapshots/${f.id}\`.`
      : '';

/** Several receivers (--expect N) each get their own folder and branch: `$n`, the shell's process number. */
const fanOut = (f: WayBackFacts) => (f.expect ?? 1) > 1;
const perReceiver = (f: WayBackFacts, quotedDir: string) => (fanOut(f) ? `${quotedDir}-$n` : quotedDir);
const receiverSays = (f: WayBackFacts) =>
  fanOut(f) ? ` Each of the ${f.expect} receivers works in a folder${f.review ? '' : ' and on a branch'} of its own (\`$n\`, the shell's process number, keeps them apart).` : '';

/** The "Where to work" section's body, or null when the origin is not a git repository (or has no commit). */
export function renderWhereToWork(f: WayBackFacts): string | null {
  if (!f.repo || !f.head) return null;
  const tip = f.snapshot?.sha ?? f.head;
  const at = `from the root of \`${f.repo}\` (or your clone)`;
  if (f.inPlace) return inPlace(f, f.inPlace, f.head);
  if (f.review) {
    const from = f.review.base ?? f.head;
    const dir = perReceiver(f, shellQuote(`${worktreeDir(f)}-review`));
    const what = f.snapshot
      ? `the origin's commits and its uncommitted work (saved as the commit \`${tip.slice(0, 12)}\`)`
      : `the origin's commits up to \`${tip.slice(0, 12)}\`${f.withheld ? ` (its uncommitted work, ${files(f.withheld.files)}, was not sent with this brief)` : ''}`;
    return [
      `${REVIEW_LEAD} ${what} without changing anything. Read the changes, and the files as they are, in a detached worktree of your own, ${at}:${receiverSays(f)}`,
      '',
      '```sh',
      // From the merge-base: what the base branch gained since the branch point is not under review.
      `git diff ${from}...${tip}`,
      `${fanOut(f) ? 'n=$$ && ' : ''}git worktree add --detach ${dir} ${tip}`,
      '```',
      '',
      `Report what you find in the return; do not commit.${fetchFirst(f)}`,
    ].join('\n');
  }
  const dir = perReceiver(f, shellQuote(worktreeDir(f)));
  const branch = fanOut(f) ? `${workBranch(f.id)}-$n` : workBranch(f.id);
  // Twelve hex digits, as in the text above: git takes an abbreviated commit, and the brief stays short.
  const add = `${fanOut(f) ? 'n=$$ && ' : ''}git worktree add -b ${branch} ${dir} ${tip.slice(0, 12)}`;
  // From the origin's HEAD: nothing was left uncommitted, or what was is not sent with this brief.
  if (!f.snapshot) {
    const opening = f.withheld
      ? `The origin had uncommitted work (${files(f.withheld.files)}) that was not sent with this brief: you get its commits, up to its HEAD \`${f.head.slice(0, 12)}\`, without those changes. `
      : 'Nothing was left uncommitted. ';
    return [`${opening}Work in your own worktree, ${at}:${receiverSays(f)}`, '', '```sh', `${add} && cd ${dir}`, '```', fetchFirst(f).trim() ? `\n${fetchFirst(f).trim()}` : ''].join('\n').trimEnd();
  }
  const n = f.snapshot.files;
  return [
    `The origin's uncommitted work (${n} file${n === 1 ? '' : 's'}, untracked ones included) is saved as the commit \`${tip.slice(0, 12)}\` on its HEAD \`${f.head.slice(0, 12)}\`. ` +
      `This gives you its working tree, the changes still uncommitted, in your own worktree, ${at}:${receiverSays(f)}`,
    '',
    '```sh',
    `${add} && cd ${dir} && git reset -q HEAD~1`,
    '```',
    fetchFirst(f).trim() ? `\n${fetchFirst(f).trim()}` : '',
  ].join('\n').trimEnd();
}

/** Where a line of work goes on: the origin's own branch and working tree; the snapshot for another clone. */
function inPlace(f: WayBackFacts, { branch }: { branch: string | null; snapshotRef: string }, head: string): string {
  const on = branch ? `the branch \`${branch}\`` : `the detached HEAD \`${head.slice(0, 12)}\``;
  const lines = [
    `${IN_PLACE_LEAD}: in its working tree (\`${f.repo}\`), on ${on}, its uncommitted work included. Do not start a branch or worktree of your own: this brief hands the line of work itself on.`,
  ];
  const go = branch ? `git switch ${shellQuote(branch)}` : `git switch --detach ${head}`;
  if (f.snapshot) {
    const n = f.snapshot.files;
    lines.push(
      '',
      `The uncommitted work (${n} file${n === 1 ? '' : 's'}, untracked ones included) is also saved as the commit \`${f.snapshot.sha.slice(0, 12)}\` on top of \`${head.slice(0, 12)}\`. ` +
        `Where that working tree is not at hand (another clone) or has lost it, bring it back, still uncommitted, from the root of the repo:`,
      '',
      '```sh',
      `${go} && git cherry-pick --no-commit ${f.snapshot.sha} && git reset -q`,
      '```',
    );
  } else if (f.withheld) {
    lines.push('', `Its uncommitted work (${files(f.withheld.files)}) was not sent with this brief; in another clone you get its commits only: \`${go}\`.`);
  } else {
    lines.push('', `The working tree was clean at \`${head.slice(0, 12)}\`; in another clone: \`${go}\`.`);
  }
  const fetch = fetchFirst(f).trim();
  if (fetch) lines.push('', fetch);
  return lines.join('\n');
}

/** The plain-git way back for a receiver without `handoff`: add a return file to refs/handoffs/<id> and push. */
export function plainGitReturn(id: string, remote: string): string {
  const dir = `../handoff-return-${id}`;
  const ref = `refs/handoffs/${id}`;
  // One chain in a subshell that stops at the first failure and ends with its status: a failed commit (a
  // clone with no git identity) must not go on to push the unchanged tip and report success. The commit
  // uses the clone's identity, or a stand-in where it has none (a bare CI container).
  return [
    '```sh',
    `git fetch ${remote} ${ref} && git worktree add --detach ${dir} FETCH_HEAD && (`,
    `  set -e`,
    `  mkdir -p ${dir}/returns && cp FILE ${dir}/returns/git-$(date +%s)-$$.md && cd ${dir} && git add returns`,
    `  git -c user.name="$(git config user.name || echo 'handoff return')" -c user.email="$(git config user.email || echo handoff@localhost)" commit -q -m "Return for ${id}"`,
    `  git push -q ${remote} HEAD:${ref} || { git pull -q --rebase ${remote} ${ref} && git push -q ${remote} HEAD:${ref}; }`,
    `); status=$?; git worktree remove --force ${dir} 2>/dev/null; test $status -eq 0 && echo "returned to ${remote} ${ref}"`,
    '```',
  ].join('\n');
}

/** The slots of prompts/return.md: {{handoff}} (the command) and {{shared}} (how another clone returns). */
export function returnSlots(f: Pick<WayBackFacts, 'id' | 'command' | 'share'>): Record<string, string> {
  if (!f.share) return { handoff: f.command, shared: '' };
  const shared = [
    `From another clone of the repo (this handoff is shared on the git remote \`${f.share}\`; use the remote's name in your clone), in that clone:`,
    '',
    `    handoff sync ${f.share} && handoff return ${f.id} --body FILE`,
    '',
    'Without `handoff` there, plain git does the same (FILE is your return document):',
    '',
    plainGitReturn(f.id, f.share),
    '',
    '',
  ].join('\n');
  return { handoff: f.command, shared };
}

/**
 * The brief as published on a git remote: its Return section rendered again with the shared part, so a
 * clone that fetches it learns how to return from there (a brief shared after it was cut lacks it). The
 * Return section is the tool's own and always last; a brief without one (edited away, or a kind with
 * `returns: false`) is published as it is.
 */
export function publishedBrief(markdown: string, returnTemplate: string, slots: Record<string, string>, where?: (section: string) => string | null): string {
  const lines = markdown.split('\n');
  let at = -1;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (lines[i] === '## Return') {
      at = i;
      break;
    }
  }
  if (at < 0) return markdown;
  let head = lines.slice(0, at);
  // The tool's "Where to work" sits right before its Return section: rendered again with what was sent.
  const w = where ? head.lastIndexOf(`## ${WHERE_HEADING}`) : -1;
  if (w >= 0 && !head.slice(w + 1).some((l) => l.startsWith('## '))) {
    const body = where!(head.slice(w + 1).join('\n').trim());
    head = [...head.slice(0, w), ...(body ? [`## ${WHERE_HEADING}`, '', body, ''] : [])];
  }
  const body = returnTemplate.trim().replace(/\{\{\s*([\w-]+)\s*\}\}/g, (m, name: string) => slots[name] ?? m);
  return [...head, '## Return', '', body, ''].join('\n');
}

/**
 * A brief's "Where to work" as sent to a git remote: its form (a review, a line of work carried on, or a
 * worktree of one's own) read from the section as written, rendered again with what was sent (the
 * snapshot, or the HEAD alone with the uncommitted work said to stay behind) and how another clone
 * fetches it. Pure.
 */
export function sharedWhereToWork(section: string, f: Omit<WayBackFacts, 'review' | 'inPlace'> & { branch: string | null }): string | null {
  if (section.startsWith(REVIEW_LEAD)) {
    const base = /^git diff (\S+?)\.\.\./m.exec(section)?.[1] ?? null;
    return renderWhereToWork({ ...f, review: { base } });
  }
  if (section.startsWith(IN_PLACE_LEAD)) return renderWhereToWork({ ...f, inPlace: { branch: f.branch, snapshotRef: '' } });
  return renderWhereToWork(f);
}
