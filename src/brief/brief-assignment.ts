// A brief's sections of a document: which heading fills which answer (the kind's own questions, then the
// shared sections), as `new --body` and `lint` both see them. Pure.

import type { Kind } from './types.js';
import { BRIEF_HEAD, BRIEF_TAIL, normalizeHeading } from './sections.js';
import { slotHeadings } from './template.js';
import { assign } from './assign.js';
import { explainsWhatShows } from './loose-headings.js';
import type { ParsedDoc, Section } from './document.js';
import { AFTER_LIST_HEADING } from './pseudo-headings.js';
import { catalogueParts } from './catalogue-parts.js';
import { type Assignment, type BriefKey, listKeysOf, type Pass, ruleKeyOf, type Target } from './assignment-state.js';
import { CATALOGUED, LIFTED_RULES } from './section-roles.js';
import { labelledAnswers } from './labelled-answers.js';
import { readLooselyPass } from './loose-reading.js';
import { kindTargets, staticChunkHeadings } from './kind-targets.js';
import { achievedNotDeliver, afterListContext, checksNotDeliver, decidedByPart, decidedInsideTaken, emptiedListNoWork, goalBesideCriteria, laterAfterDone, launchPromptNoStep, moreOfListAnswers, namedInsideTaken, namedInsideWhy, nextNamedAnswer, nextPhaseWork, noRedoAsideNoDeadEnd, noTaskStated, notEitherHeadings, nothingIsNoAnswer, noWhyOfOtherRole, openDecisionsNotDecided, phasesNameNoAnswer, promptHeadingsNoAnswer, repeatedOwnHeading, rulesKeepTheirParts, runningWorkIsContext, secondRulesNotDecided, stateNotWork, valuedHeadings } from './heading-passes.js';
import { fieldTableRows, frontMatterKeys } from './stated-answers.js';
import { phaseFirstStep, phasesDeliver, phasesJoinDeliver, priorityFirst, priorityList, resumePlanDeliver, rollingLog } from './plan-readers.js';
import { doneWhenSection, recommendedFirst, reportJoinsDeliver, scopeBesideCriteria, taskSectionsDeliver, whatIsLeft } from './left-work-readers.js';
import { firstBeforeList, handOverSteps, nextLabelDeliver, nextStepsList, nowListFirstStep, oneNextStepDeliver, openItemsDeliver, openTaskItem, quickStartStep, readingOrderStep, startAtPart, startHereList, statedFirstStep, summaryNextStep } from './first-step-readers.js';
import { contextWhy, conversationWhy, doneWhenInWhy, firstSectionWhy, introWhy, nextSessionWhy, overviewWhy, pastSessions, pastSessionWhy, problemWhy, reasonInTask, summaryWhy, whyOpensTask } from './why-readers.js';
import { labelInProse, laterQuote, openingQuote, pastedPrompt, plainMessage } from './prose-readers.js';
import { blockedByFailure, ruleSections, trapSections } from './rule-readers.js';
import { liftedListLines, restIsContext } from './lifted-answers.js';

// (What other modules read from here, where it now lives.)
export { FRONT_MATTER_SECTIONS, LIFTED_RULES, LIFTED_SECTIONS, PROSE_PARTS, RAW_SECTIONS, REST_SECTIONS, TABLE_ROW_SECTIONS } from './section-roles.js';
export { listItemDone } from './done-item-text.js';
export { deliverAt, doneWhenAt } from './done-when.js';
export { kindTargets, withLoneTitle } from './kind-targets.js';
export { emptiedTodo } from './emptied-todo.js';

/** The brief's sections of a document, as new and lint both see them. */
export function briefAssignment(
  doc0: ParsedDoc,
  kind: Pick<Kind, 'questions' | 'template'> | undefined,
  flagged: ReadonlySet<string> = new Set(),
  passes: readonly Pass[] = PASSES,
): { chosen: Map<BriefKey, Section>; more: Map<BriefKey, Section[]>; targets: Target[]; skip: (s: Section) => boolean; notes: Map<BriefKey, string> } {
  // A brief the tool wrote, given as a body (its marker set aside: body.ts importBrief), has its answers under
  // the tool's headings already: the passes for a stranger's document (lines copied into list answers, kept
  // sections folded into the Context, sub-headings read as answers) would place them again, and a brief cut
  // again from it would differ. Its sections are assigned as the tool's own are.
  const doc = doc0.written && !doc0.marker ? { ...doc0, marker: { type: 'brief' as const } } : doc0;
  const headings = kind ? slotHeadings(kind.template) : new Map<string, string>();
  // The kind's own questions first: their headings are more specific than the shared sections' phrases
  // (the task kind's "Constraints" is not "Already decided").
  const targets: Target[] = [
    ...kindTargets(kind, headings),
    ...[...BRIEF_HEAD, ...BRIEF_TAIL].map((s) => ({ key: s.key as BriefKey, heading: s.heading, area: s.area })),
  ];
  const generated = new Set(kind ? [...headings.entries()].filter(([slot]) => !kind.questions.some((q) => q.name === slot)).map(([, h]) => normalizeHeading(h)) : []);
  const statics = new Set(kind ? staticChunkHeadings(kind.template).map(normalizeHeading) : []);
  const skip = (s: Section) => normalizeHeading(s.heading) === 'return' || generated.has(normalizeHeading(s.heading)) || statics.has(normalizeHeading(s.heading));
  // (The answers labels state outright: read once, for the loose headings and the first section below.)
  let stated: Set<BriefKey> | undefined;
  const labelled = { has: (k: BriefKey) => (stated ??= doc.marker ? new Set<BriefKey>() : labelledAnswers(doc, skip)).has(k) };
  // (The parts of a catalogue, "## Feature Summary" > "### Task List (`/task`)", name the things listed, not
  // the brief's parts: catalogue-parts.ts. Not in a brief the tool wrote.)
  const listed = doc.marker ? new Set<Section>() : catalogueParts(doc, targets);
  for (const x of listed) CATALOGUED.add(x);
  // (The list answers take more than one section: a second heading wholly named for one is more of it.)
  const lists = new Set(listKeysOf(targets));
  const a = assign(doc, targets, (s) => skip(s) || s.heading === AFTER_LIST_HEADING || listed.has(s), true, lists);
  // (A heading that asks why something shows as it does, "## Por qué la pantalla muestra «blocked»", explains what a
  // reader sees: the Context, not why the work exists, though its question word names the why (loose-headings.ts).)
  const shown = a.chosen.get('why');
  if (!doc.marker && shown && shown.level > 0 && explainsWhatShows(shown.heading)) {
    a.chosen.delete('why');
    a.best.delete(shown);
  }
  // (Only the tool's own headings: "## What's done", a section it kept as the writer's, is not read again as Context.)
  if (doc0.written) {
    const own = new Map(targets.map((t) => [t.key as string, normalizeHeading(t.heading)]));
    for (const [k, s] of [...a.chosen]) if (own.get(k) !== normalizeHeading(s.heading)) a.chosen.delete(k);
    for (const [s, k] of [...a.best]) if (own.get(k) !== normalizeHeading(s.heading)) a.best.delete(s);
  }
  const st: Assignment = {
    doc,
    targets,
    flagged: new Set(flagged),
    none: new Set(),
    skip,
    labelled,
    a,
    more: new Map(),
    notes: new Map(),
    taken: new Set(),
  };
  for (const pass of passes) pass(st);
  return { chosen: st.a.chosen, more: st.more, targets, skip, notes: st.notes };
}

/**
 * The passes, in order. The matcher (assign) has named each heading's best answer; the passes below first
 * settle what headings say (dropping, adding, taking the next answer), then the structural readings that
 * only run for an answer no heading gives (front matter, field tables, priority, phases, what is left, task
 * lists), then the derived answers (the why from a summary, a Context, the intro or the first section; what
 * to deliver from a list of next steps), and last the prose (a plain message, a label in a sentence).
 * A later pass never overrides a heading an earlier one read, except where its comment says so (a stated
 * first step over a derived one).
 */
const PASSES: Pass[] = [
  notEitherHeadings,
  rulesKeepTheirParts,
  runningWorkIsContext,
  openDecisionsNotDecided,
  secondRulesNotDecided,
  noRedoAsideNoDeadEnd,
  promptHeadingsNoAnswer,
  emptiedListNoWork,
  launchPromptNoStep,
  phasesNameNoAnswer,
  valuedHeadings,
  readLooselyPass,
  nextPhaseWork,
  pastSessions,
  achievedNotDeliver,
  stateNotWork,
  decidedByPart,
  // (Again: the loose reading may take it by a word, "Prompt for the next session".)
  promptHeadingsNoAnswer,
  launchPromptNoStep,
  noWhyOfOtherRole,
  nothingIsNoAnswer,
  noTaskStated,
  afterListContext,
  moreOfListAnswers,
  checksNotDeliver,
  namedInsideTaken,
  laterAfterDone,
  repeatedOwnHeading,
  nextNamedAnswer,
  // (Again: the next answer a word of its heading names, "任务" in "后台任务", is not one either.)
  runningWorkIsContext,
  goalBesideCriteria,
  namedInsideWhy,
  frontMatterKeys,
  fieldTableRows,
  openingQuote,
  rollingLog,
  priorityFirst,
  priorityList,
  resumePlanDeliver,
  phasesDeliver,
  phaseFirstStep,
  phasesJoinDeliver,
  scopeBesideCriteria,
  whatIsLeft,
  summaryNextStep,
  recommendedFirst,
  conversationWhy,
  summaryWhy,
  contextWhy,
  doneWhenInWhy,
  doneWhenSection,
  taskSectionsDeliver,
  nextLabelDeliver,
  nextStepsList,
  nowListFirstStep,
  handOverSteps,
  startHereList,
  openItemsDeliver,
  startAtPart,
  statedFirstStep,
  quickStartStep,
  oneNextStepDeliver,
  introWhy,
  firstSectionWhy,
  overviewWhy,
  problemWhy,
  whyOpensTask,
  reasonInTask,
  nextSessionWhy,
  pastSessionWhy,
  laterQuote,
  pastedPrompt,
  plainMessage,
  labelInProse,
  // (Again: a closing line "_Next session: start with phase 1._" below a section of the Context gives the
  // first step only here, and it is the one next step the brief names.)
  oneNextStepDeliver,
  // (After every pass that reads a first step the document states, a label in prose too: a task list's first
  // open item is only where to start when nothing says so, "Next action: …" below the list wins.)
  openTaskItem,
  readingOrderStep,
  // (Again: a derived answer, a label "Next: nothing left.", says nothing either.)
  nothingIsNoAnswer,
  firstBeforeList,
  reportJoinsDeliver,
  decidedInsideTaken,
  // (Again, after every pass that derives what to deliver or the first step: done is not to do, whichever pass chose it.)
  stateNotWork,
  ruleSections,
  trapSections,
  blockedByFailure,
  liftedListLines,
  restIsContext,
];

/** The passes that decide which of the document's own sections each answer takes: all but the last two, which
 *  only add copies of lines (liftedListLines, sections of their own at level 0) and fold what is left into the
 *  Context. What kindOfSections asks, once per kind: the lifted lines were ~45% of `lint`'s time on a 23 KiB
 *  brief whose kind it infers (each kind read them again). */
const SECTION_PASSES = PASSES.slice(0, PASSES.indexOf(liftedListLines));

/**
 * The kind a brief that names none is of, by the headings a shared section's rule fired on: the kind whose
 * own questions take the most of `sections` (read without a kind, a shared section: the task kind's
 * "## Constraints", else Already decided; then the first by name); null when none takes any. For `lint` of
 * a plain file, so it reads the file as `new <kind> --body` does.
 */
export function kindOfSections<K extends Pick<Kind, 'name' | 'questions' | 'template'>>(doc: ParsedDoc, kinds: K[], sections: Set<Section>): K | null {
  if (!sections.size) return null;
  let rules = 0;
  for (const s of sections) if (LIFTED_RULES.has(s)) rules++;
  let best: K | null = null;
  let most = 0;
  for (const k of [...kinds].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    let n = 0;
    for (const [key, s] of briefAssignment(doc, k, undefined, SECTION_PASSES).chosen) if (key.startsWith('field:') && sections.has(s)) n++;
    // (A rule line copied out of another section, not one of the document's own sections: the kind whose
    // Constraints take a rule takes each such line, as new <kind> --body files it.)
    if (rules && ruleKeyOf(kindTargets(k)).startsWith('field:')) n += rules;
    if (n > most) {
      best = k;
      most = n;
    }
  }
  return best;
}
