// What kinds that hand a whole line of work on (front matter: returns, supersede, first_step, commit
// questions) add to a brief, decided here without I/O: which open handoffs a new one supersedes, the
// working-tree summary, the First step's opening, and how a resolved commit reads. The session kind uses
// all of it; a user's own kind can use any part.

import type { Anchor, Kind } from './types.js';
import { oneLine } from './escape.js';

/** A commit as `new` renders it: resolved by git (scene/commit.ts). */
export interface CommitInfo {
  sha: string;
  short: string;
  /** Committer date, YYYY-MM-DD. */
  date: string;
  subject: string;
  /** Whether it is HEAD or an ancestor of it; null when git could not tell. */
  ancestor: boolean | null;
  /** Commits from it to HEAD, when it is an ancestor. */
  behind: number | null;
}

/** Inline code that holds any one-line text: a fence longer than any run of backticks inside it. */
export function inlineCode(text: string): string {
  const t = oneLine(text);
  const longest = Math.max(0, ...[...t.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = t.startsWith('`') || t.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${t}${pad}${fence}`;
}

/** "`1a2b3c4` fix the cache key (2026-11-30; 3 commits before HEAD)", plus the note given with the revision. */
export function describeCommit(c: CommitInfo, note = ''): string {
  const where = c.ancestor === false ? 'not an ancestor of HEAD' : c.behind === 0 ? 'HEAD itself' : c.behind !== null ? `${c.behind} commit${c.behind === 1 ? '' : 's'} before HEAD` : '';
  const line = `${inlineCode(c.short)} ${oneLine(c.subject)} (${[c.date, where].filter(Boolean).join('; ')}) — full sha ${inlineCode(c.sha)}`;
  return note ? `${line}\n\n${note}` : line;
}

/** The revision an answer to a commit question names (its first word), and the rest as a note. */
export function splitRevision(answer: string): { rev: string; note: string } {
  const t = answer.trim();
  // A revision holds no white space, backtick, comma, semicolon or colon (a colon names a path, not a commit).
  const m = /^`?([^\s`,;:]+)`?(?:[\s,;:—–-]+([\s\S]*))?$/.exec(t);
  return m ? { rev: m[1]!, note: (m[2] ?? '').trim() } : { rev: '', note: t };
}

const MAX_FILES = 30;

/** Branch, HEAD and uncommitted files, as the {{working_tree}} slot renders them. */
export function workingTree(a: Anchor): string {
  if (!a.repo) return `Not a git repository (${a.note ?? 'no git'}): ${inlineCode(a.cwd)}.`;
  const branch = a.detached ? 'a detached HEAD' : `branch ${inlineCode(a.branch ?? '?')}`;
  const at = a.head ? `at ${inlineCode(a.headShort ?? a.head)} (full sha ${inlineCode(a.head)})` : `with ${a.note ?? 'no commits yet'}`;
  const files = [...a.dirty.map((f) => `- ${inlineCode(f)} (modified)`), ...a.untracked.map((f) => `- ${inlineCode(f)} (new, untracked)`)];
  const lines = [`In ${inlineCode(a.repo)}, ${branch} ${at}.`];
  if (!files.length) lines.push('', 'No uncommitted work: the working tree was clean.');
  else {
    lines.push('', `Uncommitted work (${files.length} file${files.length === 1 ? '' : 's'}):`, '', ...files.slice(0, MAX_FILES));
    if (files.length > MAX_FILES) lines.push(`- and ${files.length - MAX_FILES} more (see \`git status\`)`);
  }
  return lines.join('\n');
}

/** The kind's first_step text with its slots filled: origin slots and one-line answers as inline code. */
export function firstStepLead(kind: Pick<Kind, 'firstStep' | 'questions'>, fields: Record<string, string>, origin: Anchor): string | null {
  if (!kind.firstStep) return null;
  return kind.firstStep.replace(/\{\{\s*([\w-]+)\s*\}\}/g, (_m, name: string) => {
    if (name === 'origin_branch') return origin.detached ? 'a detached HEAD' : inlineCode(origin.branch ?? '?');
    if (name === 'origin_head') return origin.head ? inlineCode(origin.headShort ?? origin.head) : 'no commit yet';
    if (name === 'working_tree') return 'the working tree described above';
    const q = kind.questions.find((x) => x.name === name);
    const v = (fields[name] ?? q?.default ?? '').trim();
    if (!v) return 'the check named above';
    // A multi-line answer does not fit in a sentence: point at its section instead.
    return v.includes('\n') ? `the "${q?.heading ?? name}" section above` : inlineCode(v);
  });
}

/**
 * A First step read back from a brief: without the kind's opening paragraph and the "Then:" after it, so the
 * answer is what the person wrote (renderBrief writes `lead\n\nThen:\n\nanswer`).
 */
export function withoutLead(text: string, lead: string): string {
  const fixed = lead.split('{{')[0]!.trim();
  if (!fixed || !text.startsWith(fixed)) return text;
  const gap = /\n[ \t]*\n/.exec(text);
  if (!gap) return '';
  // Only the separator goes: white space that opens the answer is the answer's own.
  return text.slice(gap.index + gap[0].length).replace(/^Then:\n\n/, '').trimEnd();
}

/** The parts of a session transcript's draft (src/session) a kind's question can start from. */
export interface DraftParts {
  /** What the session did: commands with their results, files changed. */
  context: string;
  /** The last thing the person asked. */
  request: string | null;
}

/**
 * A session draft placed by the kind: each question that claims a part (front matter `draft: context` or
 * `draft: request`) and was not answered starts from it. A claimed context no longer also fills Context.
 * The last request is only a starting text for a person to edit, so it is used at a terminal only. Pure.
 */
export function draftFields(kind: Pick<Kind, 'questions'>, parts: DraftParts, given: Set<string>, interactive: boolean): { fields: Record<string, string>; contextTaken: boolean } {
  const fields: Record<string, string> = {};
  let contextTaken = false;
  for (const q of kind.questions) {
    if (!q.draft || given.has(`field:${q.name}`)) continue;
    if (q.draft === 'context' && parts.context.trim()) {
      fields[q.name] = parts.context;
      contextTaken = true;
    } else if (q.draft === 'request' && interactive && parts.request?.trim()) fields[q.name] = parts.request;
  }
  return { fields, contextTaken };
}

/** What a superseding decision needs of a handoff (an Entry of the store). */
export interface LineEntry {
  id: string;
  status: string;
  record: { kind: string; created: string; origin: Pick<Anchor, 'repo' | 'branch' | 'cwd' | 'detached'> };
}

/**
 * The open handoffs a new one of `kind` supersedes: same kind, same repo and branch (outside git: the same
 * folder), newest first. Returned ones keep their returns waiting and are left alone; a detached HEAD names
 * no line of work, so nothing is superseded from one.
 */
export function toSupersede<E extends LineEntry>(entries: E[], kind: Pick<Kind, 'name' | 'supersede'>, origin: Anchor): E[] {
  if (kind.supersede !== 'same-branch') return [];
  if (origin.repo && (origin.detached || !origin.branch)) return [];
  return entries
    .filter(
      (e) =>
        e.status === 'open' &&
        e.record.kind === kind.name &&
        (origin.repo ? e.record.origin.repo === origin.repo && !e.record.origin.detached && e.record.origin.branch === origin.branch : !e.record.origin.repo && e.record.origin.cwd === origin.cwd),
    )
    .sort((a, b) => (a.record.created < b.record.created ? 1 : a.record.created > b.record.created ? -1 : a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}
