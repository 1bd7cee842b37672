// Shared shapes of the pure core. Everything here is plain data: JSON-serialisable, no functions.

/** Where a document was cut: the git state of the repo it came from. */
export interface Anchor {
  /** Absolute repo root, or null outside a repo / without git. */
  repo: string | null;
  /** Branch name; null when detached or outside a repo. */
  branch: string | null;
  detached: boolean;
  /** Full HEAD sha; null in a repo with no commits yet. */
  head: string | null;
  headShort: string | null;
  /** Tracked files with uncommitted changes (staged or not), repo-relative. */
  dirty: string[];
  /** Untracked, not ignored files, repo-relative. */
  untracked: string[];
  /** Why the anchor is partial: "not a git repository", "git is not installed", "no commits yet". */
  note?: string;
  /** The folder the command ran in. */
  cwd: string;
}

/** One of a kind's own questions, from the kind file's front matter. */
export interface KindQuestion {
  /** Slot name used in the template ({{name}}) and in --field name=value. */
  name: string;
  /** The section heading the answer is rendered under (and matched by when parsing). */
  heading: string;
  /** What the interactive prompt asks. */
  prompt: string;
  required: boolean;
  hint?: string;
  /** Default answer when none is given (rendered as the answer, not as a placeholder). */
  default?: string;
  /** Allowed answers; when present the prompt is a select and other answers are refused. */
  choices?: string[];
  /** Multi-line answers are asked with the editor prompt. */
  multiline?: boolean;
  /** "commit": the answer names a git commit; `new` resolves and checks it, and renders its sha and subject. */
  type?: 'text' | 'commit';
  /** With a session transcript (`new --session`): the part of its draft that starts this answer. */
  draft?: 'context' | 'request';
  /** Other headings that fill it when a body or a hand-written document is read (matched like prompts/headings.txt). */
  aliases?: string[];
}

export interface Kind {
  name: string;
  description: string;
  questions: KindQuestion[];
  /** Markdown of the kind's own sections, with {{slot}} placeholders. */
  template: string;
  /** Where it came from: "built-in", "user" or "repo". */
  source: 'built-in' | 'user' | 'repo';
  file: string;
  /** False (front matter `returns: false`): no return is expected; the brief says to close it once picked up. */
  returns?: boolean;
  /** "same-branch": a new handoff of this kind supersedes the open ones of the same kind, repo and branch. */
  supersede?: 'same-branch';
  /** Text the First step section opens with, before the answer ({{slots}} of questions and of the origin). */
  firstStep?: string;
}

/** What a brief is rendered from. Lists never contain empty items. */
export interface BriefAnswers {
  title: string;
  why: string;
  deliver: string;
  /** The kind's own answers by question name. */
  fields: Record<string, string>;
  context: string;
  decided: string[];
  deadEnds: string[];
  pointers: string[];
  outOfScope: string[];
  firstStep: string;
}

export type Outcome = 'answered' | 'partial' | 'blocked' | 'abandoned';
export const OUTCOMES: readonly Outcome[] = ['answered', 'partial', 'blocked', 'abandoned'];

export interface ReturnAnswers {
  outcome: Outcome;
  answer: string;
  findings: string[];
  recommendations: string[];
  deadEnds: string[];
  evidence: string[];
  questions: string[];
}

export interface Redaction {
  /** Stable kind id, e.g. "aws-access-key", "github-token". */
  kind: string;
  /** 1-based line in the text it was found in. */
  line: number;
}

export type Severity = 'error' | 'warning';

export interface Finding {
  rule: string;
  severity: Severity;
  line: number;
  column: number;
  /** The offending text, short; never a secret. */
  text: string;
  message: string;
  hint: string;
}
