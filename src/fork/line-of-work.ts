// What `new` does for kinds that hand a whole line of work on (front matter in prompts/kinds/*.md):
// `--last-good REV` and other commit answers resolved and checked by git, and the open handoffs of the
// same kind, repo and branch that a new one supersedes (`supersede: same-branch`). Any kind can use them.

import type { Anchor, BriefAnswers, Kind, KindQuestion } from '../brief/types.js';
import { HandoffError, usageError } from '../errors.js';
import { describeCommit, splitRevision, toSupersede } from '../brief/lineage.js';
import { resolveCommit } from '../scene/commit.js';
import type { Store } from '../store/store.js';

export const LAST_GOOD = 'last_good';

/** `--last-good REV` as the answer to the kind's last_good question; a kind without one refuses it. */
export function lastGoodField(kind: Pick<Kind, 'name' | 'questions'>, rev: string | undefined): Record<string, string> {
  if (rev === undefined) return {};
  if (!kind.questions.some((q) => q.name === LAST_GOOD)) {
    throw usageError(`--last-good: the ${kind.name} kind has no last known good commit to fill`, 'kinds that take it: session, recovery (or a kind of your own with a "last_good" question)');
  }
  if (!rev.trim()) throw usageError('--last-good needs a revision: a sha, tag or branch git knows');
  return { [LAST_GOOD]: rev.trim() };
}

/** Answers that say "not known" rather than naming a revision. */
const UNKNOWN = /^(none|unknown|n\/a|na|no|never|tbd|\?|-)$/i;

/**
 * Each answer to a commit question, resolved by git: rendered with its sha, subject and distance from HEAD.
 * A revision git does not know is a usage error when it came from --last-good or is one word; a sentence
 * that does not start with a revision ("unknown: CI has been red since Monday") is kept as written.
 */
export async function resolveCommitAnswers(
  kind: Pick<Kind, 'questions'>,
  answers: BriefAnswers,
  anchor: Anchor,
  env: NodeJS.ProcessEnv,
  fromFlag: boolean,
  /** At a terminal: say what is wrong and ask again (an empty answer leaves it out). */
  askAgain?: (q: KindQuestion, problem: string) => Promise<string>,
): Promise<void> {
  for (const q of kind.questions) {
    if (q.type !== 'commit') continue;
    for (;;) {
      try {
        await resolveOne(q, answers, anchor, env, fromFlag);
        break;
      } catch (e) {
        if (!askAgain || !(e instanceof HandoffError)) throw e;
        answers.fields[q.name] = await askAgain(q, e.message);
        fromFlag = false; // the new answer is the person's, not --last-good's
      }
    }
  }
}

async function resolveOne(q: KindQuestion, answers: BriefAnswers, anchor: Anchor, env: NodeJS.ProcessEnv, fromFlag: boolean): Promise<void> {
  const answer = answers.fields[q.name]?.trim();
  if (!answer) return;
  const strict = fromFlag && q.name === LAST_GOOD;
  const flag = strict ? '--last-good' : `--field ${q.name}`;
  const { rev, note } = splitRevision(answer);
  if (!anchor.repo || !anchor.head) {
    if (strict) throw usageError(`--last-good ${rev}: ${anchor.repo ? 'the repo has no commits yet' : `not in a git repository (${anchor.note ?? 'no git'})`}`, anchor.repo ? 'leave --last-good out, or commit first' : 'leave --last-good out, or run this in the repo');
    return;
  }
  const info = rev ? await resolveCommit(anchor.repo, rev, { env }) : null;
  if (info) {
    // An answer handoff wrote before (a brief reused as a body) already says the subject: keep only the note after it.
    const own = note.startsWith(info.subject) ? note.split(/\n\s*\n/).slice(1).join('\n\n') : note;
    answers.fields[q.name] = describeCommit(info, own);
    return;
  }
  if (strict || (!note && !UNKNOWN.test(rev))) {
    throw usageError(`${flag}: git knows no commit "${rev}" in ${anchor.repo}`, 'give a sha, tag or branch (see: git log --oneline), or leave it out when unknown');
  }
}

/**
 * After a handoff of such a kind is written: of the open ones of its line (itself included), every one but
 * the newest is superseded by the newest. Two `new session` racing on one branch both run this once written,
 * so whichever runs last sees both and exactly one stays open; event files are created once, so the two
 * never disagree. Returns what this run superseded, and the newer one that supersedes this one, if any.
 */
export async function settleLine(store: Store, kind: Pick<Kind, 'name' | 'supersede'>, anchor: Anchor, id: string, at: string, done: string[]): Promise<{ superseded: string[]; by: string | null }> {
  if (kind.supersede !== 'same-branch') return { superseded: [], by: null };
  const { entries } = await store.entries();
  const line = toSupersede(entries, kind, anchor);
  const newest = line[0];
  if (!newest) return { superseded: [], by: null };
  const superseded: string[] = [];
  for (const e of line.slice(1)) {
    if (done.includes(e.id)) continue;
    const reason = e.id === id ? `a newer ${kind.name} handoff of the same repo and branch was written at the same time` : `a newer ${kind.name} handoff of the same repo and branch`;
    if (await store.addEvent(e.id, 'superseded.json', { at, by: newest.id, reason })) if (e.id !== id) superseded.push(e.id);
  }
  return { superseded, by: newest.id === id ? null : newest.id };
}

/** The open handoffs a new one of this kind supersedes (newest first); none unless the kind says same-branch. */
export async function retiredBy(store: Store | null, kind: Pick<Kind, 'name' | 'supersede'>, anchor: Anchor): Promise<string[]> {
  if (!store || kind.supersede !== 'same-branch') return [];
  const { entries } = await store.entries();
  return toSupersede(entries, kind, anchor).map((e) => e.id);
}
