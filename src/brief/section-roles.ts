// The roles the passes of briefAssignment give sections beyond their answer (read from a front matter key, text
// as it stands, a copied line, a table row, …), and the headings that name sections standing for an item or a
// part: read-brief.ts reads each section's text by them. Pure.

import type { Section } from './document.js';
import type { ProsePart } from './prose-brief.js';

/** Answers read from a front matter key: their text is the key's value (read-brief.ts). */
export const FRONT_MATTER_SECTIONS = new WeakSet<Section>();
/** Answers whose text is their `raw` as it stands (front matter values, a task list's first open item),
 *  not the document's lines below a heading. */
export const RAW_SECTIONS = new WeakSet<Section>();
/** The heading placement names a task list's first open item by, when it is the first step. */
export const OPEN_ITEM_HEADING = '(the first open item of a task list)';
/** A section standing for one item of a list (its line, its text), as the first step. */
export function itemSection(heading: string, item: { line: number; text: string }): Section {
  const s: Section = { heading, level: 0, line: item.line + 1, start: item.line, end: item.line, raw: item.text };
  RAW_SECTIONS.add(s);
  return s;
}
/** Phase sections phasesNameNoAnswer took from an answer (readLoosely leaves them alone too). */
export const PHASES = new WeakSet<Section>();
/** Sub-sections of a catalogue (catalogue-parts.ts): no heading of theirs names an answer, loosely either. */
export const CATALOGUED = new WeakSet<Section>();

/** Sections standing for a line copied into a list answer from another section (liftedListLines): the
 *  line stays where it is too, so the reader claims none of its lines (read-brief.ts). */
export const LIFTED_SECTIONS = new WeakSet<Section>();

/** Those of LIFTED_SECTIONS that copy a standing rule ("Always …", "Never …", "Immer …", "Ne jamais …", "必ず…"):
 *  the kind's Constraints took it, else Already decided (ruleKeyOf). */
export const LIFTED_RULES = new WeakSet<Section>();

/** Sections no answer took and no heading names, folded into the Context (restIsContext): each keeps its
 *  heading there as a label (read-brief.ts). */
export const REST_SECTIONS = new WeakSet<Section>();

/** The heading placement names the intro by, when it is the why. */
export const INTRO_HEADING = '(the intro)';

/** The sentences of a plain message read as an answer (prose-brief.ts), by the section standing for them. */
export const PROSE_PARTS = new WeakMap<Section, ProsePart[]>();

/** Table rows read as a brief's answers (read-brief.ts leaves their lines out of the text around them). */
export const TABLE_ROW_SECTIONS = new WeakSet<Section>();

/** The heading placement names the first item of a list of what is left by, when it is the first step. */
export const FIRST_ITEM_HEADING = '(the first item of what is left)';
/** The heading placement names the first row of what to read first by, when it is the first step. */
export const READ_FIRST_HEADING = '(the first of what to read first)';
