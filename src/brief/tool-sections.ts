// The sections the tool writes itself beside a brief's or a return's answers: its notes (how the tables were
// read, where each callout went) and the parts of a body it keeps under names of its own (the front matter,
// the title in the document). A body's own section of one of these names is the writer's: the readers frame
// it or mark it "(as written)", and a brief never folds it into the Context, where it would read as the
// tool's. Every such name is here, once, so a renamed or added heading cannot slip past one of them.

import { RETURN_HEADING, normalizeHeading } from './sections.js';

export const WHERE_HEADING = 'Where to work';
export const ATTACHMENTS_HEADING = 'Attached evidence';
/** The body's YAML front matter, kept as a small table (briefs and returns). */
export const FRONT_MATTER_HEADING = 'Front matter';
/** The lines no reader placed, kept as written (unplaced.ts). */
export const UNPLACED_HEADING = 'Kept as written (placed nowhere else)';

/** The tables a brief's body wrote under its list sections, named by their columns. */
export const TABLES_READ_HEADING = 'How the tables were read';
/** An issue template's hints found in a brief's body, with the section each stood in. */
export const HINTS_HEADING = 'Template hints in the body';
/** The alert callouts ("> [!NOTE]") a brief's body held, read as answers, with where each went. */
export const CALLOUTS_READ_HEADING = 'How the callouts were read';

/** A hand-written return's tables of findings, named by their columns. */
export const FINDINGS_READ_HEADING = 'How the findings were grouped';
/** The text around a fenced return (returns.ts importReturn). */
export const OUTSIDE_FENCE_HEADING = 'Outside the fence';
/** An imported return's own header, written by the tool for another brief. */
export const IMPORTED_HEADER_HEADING = 'Header of the imported return';
/** A return document's own title (the return's title names the brief). */
export const DOC_TITLE_HEADING = 'Title in the document';
/** A JSON return body's keys that map to no part of a return, kept as written (json-return.ts). */
export const JSON_REST_HEADING = 'JSON fields kept as written';
/** A JSON return body's reports per file (ESLint's), each without the findings read from it, kept as written. */
export const JSON_FILES_REST_HEADING = 'JSON reports per file kept as written';
/** An agent CLI's JSON output around the answer: the run's facts (session, agent, cost, ...) as a table (run-return.ts). */
export const AGENT_RUN_HEADING = 'Agent run';
/** A SARIF report's runs: each scanner's name and version, and what its run says (sarif-return.ts). */
export const SCANNER_HEADING = 'Scanner';
/** What a return document holds above its title. */
export const ABOVE_TITLE_HEADING = 'Above the title';
/** A return document's text before its first section, beyond its one-line answer. */
export const INTRODUCTION_HEADING = 'Introduction';

/** Sections the tool writes into a brief, always or when the body calls for them. */
const BRIEF_WRITES = [WHERE_HEADING, ATTACHMENTS_HEADING, RETURN_HEADING, TABLES_READ_HEADING, FRONT_MATTER_HEADING, HINTS_HEADING, CALLOUTS_READ_HEADING, UNPLACED_HEADING];
/** Sections a return's reader writes beside the return's own (Outcome, findings, ...). */
const RETURN_WRITES = [FINDINGS_READ_HEADING, DOC_TITLE_HEADING, ABOVE_TITLE_HEADING, FRONT_MATTER_HEADING, INTRODUCTION_HEADING, OUTSIDE_FENCE_HEADING, IMPORTED_HEADER_HEADING, UNPLACED_HEADING, JSON_REST_HEADING, JSON_FILES_REST_HEADING, AGENT_RUN_HEADING, SCANNER_HEADING];

let normalised: Record<'brief' | 'return' | 'any', ReadonlySet<string>> | undefined;

/** Whether a heading names a section the tool writes beside a brief's answers, a return's, or either
 *  (compared normalised: "## where to work:" is the tool's name too). */
export function isToolSection(heading: string, side: 'brief' | 'return' | 'any'): boolean {
  normalised ??= {
    brief: new Set(BRIEF_WRITES.map(normalizeHeading)),
    return: new Set(RETURN_WRITES.map(normalizeHeading)),
    any: new Set([...BRIEF_WRITES, ...RETURN_WRITES].map(normalizeHeading)),
  };
  return normalised[side].has(normalizeHeading(heading));
}
