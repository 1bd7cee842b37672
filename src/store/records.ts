// The store's record shapes: what handoff.json and return-N.json hold. Types only, so the store and its
// index (index-cache.ts) both import them from here instead of from each other.

import type { FindingData } from '../brief/findings.js';
import type { Anchor, BriefAnswers, Redaction, ReturnAnswers } from '../brief/types.js';

export const SCHEMA = 1;

export interface HandoffRecord {
  schema: number;
  id: string;
  kind: string;
  title: string;
  created: string;
  origin: Anchor;
  from?: string;
  to: string[];
  supersedes?: string;
  expect?: number;
  /** False when the kind expects no return (front matter `returns: false`): inbox never waits for one. */
  returns?: false;
  answers: BriefAnswers;
  /** What the body's headings said beyond the answers' names (render.ts HeadingNote), by answer key; absent
   *  when none did. Written in brief.md above what each stood above, kept apart from the answers here. */
  headingNotes?: Record<string, { heading: string; before: string }[]>;
  lint: { errors: number; warnings: number };
  redactions: Redaction[];
  /** The origin's uncommitted work as a commit object (scene/snapshot.ts); absent when the tree was clean. */
  snapshot?: { sha: string; ref: string; base: string | null; files: number };
}

export interface ReturnRecord {
  schema: number;
  id: string;
  n: number;
  created: string;
  anchor: Anchor;
  answers: ReturnAnswers;
  /** What the document's headings said beyond the list sections' names (render.ts HeadingNote), apart from
   *  the answers; absent when none did. */
  headingNotes?: Record<string, { heading: string; before: string }[]>;
  lint: { errors: number; warnings: number };
  redactions: Redaction[];
  /** The findings with their fields (title, severity, verification, location), as read from answers.findings. */
  findings?: FindingData[];
  /** Where the answers came from: flags, --body, --paste or prompts. */
  source?: 'flags' | 'body' | 'paste' | 'interactive' | 'git';
  /** Its name on a git remote (refs/handoffs/<id>: returns/<shared>.*), when it came from one (src/share/). */
  shared?: string;
  /** The returning session's label ($HANDOFF_SESSION). */
  from?: string;
}

/**
 * What entries() gives of each record: all but the answers and redactions (the bulk of a record), which
 * only the commands about one handoff read, through readRecord(). Kept out so the store's index stays
 * small: 10,000 handoffs list within the memory and time budgets of issue 6.
 */
export type RecordSummary = Omit<HandoffRecord, 'answers' | 'redactions'>;

export interface Damaged {
  name: string;
  problem: string;
}
