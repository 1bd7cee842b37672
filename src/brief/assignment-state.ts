// What briefAssignment's passes share (brief-assignment.ts): the state they read and change in place, and the
// small tests on it most of them ask (which sections answers hold, which answer takes a standing rule). Pure.

import { BRIEF_TAIL, type HeadingTarget } from './sections.js';
import type { Assigned } from './assign.js';
import { nestedIn } from './section-body.js';
import type { ParsedDoc, Section } from './document.js';

export type BriefKey = string; // a BriefAnswers key, or "field:<question>"

export type Target = HeadingTarget & { key: BriefKey; heading: string };

/** The brief's list answers (sections.ts: Already decided, Dead ends, Pointers, Out of scope), in their order. */
export const LIST_KEYS: readonly string[] = BRIEF_TAIL.filter((s) => s.list).map((s) => s.key);
/** Whether an answer is a list, the brief's or a kind's own field (`field:…`): one that takes several sections. */
export const isListKey = (key: string): boolean => key.startsWith('field:') || LIST_KEYS.includes(key);
/** The list answers among a kind's targets: the brief's, then the kind's fields. */
export const listKeysOf = (targets: readonly HeadingTarget[]): string[] => [...LIST_KEYS, ...targets.filter((t) => t.key.startsWith('field:')).map((t) => t.key)];

/**
 * What the passes of briefAssignment read and change, in place: the matcher's choice (`a`: chosen section
 * per answer, each section's best answer), further sections of the list answers (`more`), placement notes,
 * and what one pass leaves for a later one (named below). Nothing else: the passes do no I/O.
 */
export interface Assignment {
  readonly doc: ParsedDoc;
  readonly targets: Target[];
  /** Answers a flag gives, or the document says there are none of (noTaskStated): no pass fills them from the
   *  document. */
  readonly flagged: Set<string>;
  /** The answers the document says there are none of (noTaskStated): not even a heading that names one fills them. */
  readonly none: Set<BriefKey>;
  /** Sections of the tool's own (the generated Return, a template's static chunks): no answer. */
  readonly skip: (s: Section) => boolean;
  /** The required answers a label states outright somewhere (labelledAnswers; read on first ask). */
  readonly labelled: { has(k: BriefKey): boolean };
  readonly a: Assigned<BriefKey>;
  readonly more: Map<BriefKey, Section[]>;
  readonly notes: Map<BriefKey, string>;
  /** The sections the heading passes took (moreOfListAnswers on): the chosen and the further ones. */
  taken: Set<Section>;
  /** The section priorityFirst made the first step, if any (whatIsLeft reads it). */
  priority?: Section;
  /** The first step as it stood before nextStepsList replaced it by the list's first item (startHereList
   *  reads it). */
  steps?: Section;
  /** The document is a hand-off log read by rollingLog (its intro says how the log is kept, not why). */
  log?: boolean;
  /** The document is a log of sessions (pastSessions): a goal's label in the next session's section is the work. */
  sessionLog?: boolean;
}
export type Pass = (st: Assignment) => void;

/** Whether a section holds or sits in one of the taken ones. */
export const overlaps = (x: Section, taken: Set<Section>) => [...taken].some((c) => nestedIn(x, c) || nestedIn(c, x));
/** Whether a section has no text of its own above its first sub-section (a heading that only groups). */
export function onlyGroups(doc: ParsedDoc, s: Section): boolean {
  const child = doc.sections.find((y) => y.level > s.level && y.line > s.line && y.start < s.end);
  return child !== undefined && doc.blocks.lines.slice(s.start, child.line - 1).every((l) => !l.trim() || /^ {0,3}(?:[-*_][ \t]*){3,}$/.test(l));
}
/** The sections the answers hold so far, chosen and further ones. */
export const allTaken = (st: Assignment) => new Set([...st.a.chosen.values(), ...[...st.more.values()].flat()]);

/** The chosen Context went to another answer: the next further context section (if any) becomes the Context. */
export function nextContext(a: Assigned<BriefKey>, more: Map<BriefKey, Section[]>): void {
  const [next, ...rest] = more.get('context') ?? [];
  if (!next) {
    a.chosen.delete('context');
    return;
  }
  a.chosen.set('context', next);
  if (rest.length) more.set('context', rest);
  else more.delete('context');
}

/** The required answers, guessed from prose. */
export const PROSE_KEYS = ['why', 'deliver', 'firstStep'] as const;

/** Where a standing rule goes, one decision for every reader of a brief (new --body, lint, ruleSections,
 *  liftedListLines, a pasted prompt's rules): the kind's Constraints when it has that question, else Already
 *  decided. A file linted without a kind whose rules fell to Already decided is read as the kind whose
 *  Constraints would take them (kindOfSections), as `new task --body` reads it. */
export function ruleKeyOf(targets: readonly { key: string }[]): BriefKey {
  return (targets.some((t) => t.key === 'field:constraints') ? 'field:constraints' : 'decided') as BriefKey;
}

/** The deepest section holding a 0-based document line (undefined: above every section): the last
 *  section, in document order, whose heading is at or above the line and whose body holds it. Made once
 *  per document as a table of lines (it is asked for every list and table: a 1 MiB brief has thousands). */
export function innermost(doc: ParsedDoc, line: number): Section | undefined {
  let deepest = DEEPEST.get(doc);
  if (!deepest) {
    deepest = [];
    for (const s of doc.sections) for (let i = Math.max(s.start, s.line - 1, 0); i < s.end; i++) deepest[i] = s;
    DEEPEST.set(doc, deepest);
  }
  return deepest[line];
}
const DEEPEST = new WeakMap<ParsedDoc, (Section | undefined)[]>();
