// Resolving a revision a person or agent named (`--last-good REV`, a commit question's answer) to the commit
// it means, with what a reader needs to trust it: subject, date, and how it relates to HEAD.

import { runGit, type GitOptions } from './git.js';
import type { CommitInfo } from '../brief/lineage.js';

/** The commit `rev` names in `repo`, or null when git does not know it as a commit. */
export async function resolveCommit(repo: string, rev: string, opts: GitOptions = {}): Promise<CommitInfo | null> {
  // A leading "-" would be read as an option, and "^{commit}" makes a tree or blob name fail instead of passing.
  if (!rev || rev.startsWith('-') || /\s/.test(rev)) return null;
  const shown = await runGit(['show', '-s', '--no-show-signature', '--format=%H%x00%h%x00%cs%x00%s', `${rev}^{commit}`, '--'], repo, opts);
  if (shown.code !== 0) return null;
  const [sha, short, date, subject] = shown.stdout.replace(/\n$/, '').split('\0');
  if (!sha || !/^[0-9a-f]{40,64}$/.test(sha)) return null;
  const anc = await runGit(['merge-base', '--is-ancestor', sha, 'HEAD'], repo, opts);
  const ancestor = anc.code === 0 ? true : anc.code === 1 ? false : null;
  let behind: number | null = null;
  if (ancestor) {
    const count = await runGit(['rev-list', '--count', `${sha}..HEAD`], repo, opts);
    if (count.code === 0) behind = Number(count.stdout.trim());
  }
  return { sha, short: short ?? sha.slice(0, 7), date: date ?? '', subject: subject ?? '', ancestor, behind };
}
