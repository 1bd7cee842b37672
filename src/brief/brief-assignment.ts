// A brief's sections of a document: which heading fills which answer (the kind's own questions, then the
// shared sections), as `new --body` and `lint` both see them. Pure.

import { allItemsDone, closesDone } from './done-items.js';
import { namesBlocker, toldFailure } from './blocked-by.js';
import type { Kind } from './types.js';
import type { Tokens } from 'marked';
import { BRIEF_HEAD, BRIEF_TAIL, RETURN_SECTIONS, bestSectionScore, normalizeHeading, sectionScore, type HeadingTarget } from './sections.js';
import { slotHeadings } from './template.js';
import { assign, type Assigned } from './assign.js';
import { onlyStatesDone } from './done-statements.js';
import { explainsWhatShows, headingParts, looseScore, saysDone, saysNotDone } from './loose-headings.js';
import { isToolSection } from './tool-sections.js';
import { unframed } from './frame.js';
import { nestedIn, parentIndexes } from './section-body.js';
import { oneLine } from './escape.js';
import { headingScore, headingTable, holdsPhrase, phraseScore, toPhrase } from './headings.js';
import { linesText, sectionText, type ParsedDoc, type Section } from './document.js';
import { AFTER_LIST_HEADING } from './pseudo-headings.js';
import { proseParts, type LeadKey, type ProsePart } from './prose-brief.js';
import { addressesNextAgent, decidedPart, listsGaps, listsStatusValues, markedDecided, markedRequired, namesOpenDecisions, reportsChecks, saysLater, saysMustDo, saysNoRedo, saysOpen } from './heading-marks.js';
import { headingless, verbAnswers } from './headingless-message.js';
import { labelOf, labelValue, type Label } from './label.js';
import { lazyRegExp } from './lazy-regexp.js';
import { doneTagged } from './done-tag.js';
import { keyedWords, phraseAlternation } from './keyed-words.js';
import { readPrompt } from '../paths.js';
import { inlineOrder } from './inline-order.js';
import { allRules, headingRules, holdsAny, liftedLines, placesOf, ruleListReading, samePlace, tableRule } from './lifted-lines.js';
import { PROMPT_LINES, handsOver, saysPaste } from './pasted-prompt.js';
import { beforeListLine, taskOverList } from './before-list.js';
import { laterQuoteParts, openingQuoteParts } from './opening-quote.js';
import { namesPriorityList, priorityListSection } from './priority-list.js';
import { closesOnCriteria, namesDone, taskSections } from './task-sections.js';
import { namesTraps, trapTable, trapsMet } from './trap-sections.js';
import { headingNameValue } from './heading-value.js';
import { isSessionSummary } from './session-summary.js';
import { givesNoReason, namesOtherRole, notesUsage, opensWith, orientsReader, saysNoTask, saysWhy, statesNothing } from './says-why.js';
import type { Block } from './blocks.js';
import { paragraphText } from './paragraph-place.js';
import { catalogueParts } from './catalogue-parts.js';
import { sentenceSpans } from './sentences.js';
import { rankedMaxim } from './first-clause.js';
import { readsThisDocument } from './this-document.js';
import { startAtOf, startPart } from './start-at.js';
import { opensWithRule, reasonParagraph } from './stated-reason.js';
import { namesRunningWork, seriesReportsStatus } from './status-sections.js';
import { namesNextStepsPart, offersChoice, resumeBanner, stepWithCommands } from './resume-plan.js';
import { onlyLinksAway } from './link-only.js';
import { saysOutOfScope } from './out-of-scope-items.js';
import { recommendedPart } from './recommended-option.js';
import { nextAgentPurpose } from './prose-rules.js';
import { nextPhase } from './next-phase.js';
import { leftOfTask, taskInHandResumed } from './task-in-hand.js';

/** Answers read from a front matter key: their text is the key's value (read-brief.ts). */
export const FRONT_MATTER_SECTIONS = new WeakSet<Section>();
/** Answers whose text is their `raw` as it stands (front matter values, a task list's first open item),
 *  not the document's lines below a heading. */
export const RAW_SECTIONS = new WeakSet<Section>();
/** The heading placement names a task list's first open item by, when it is the first step. */
export const OPEN_ITEM_HEADING = '(the first open item of a task list)';

export type BriefKey = string; // a BriefAnswers key, or "field:<question>"

type Target = HeadingTarget & { key: BriefKey; heading: string };

/** The brief's list answers (sections.ts: Already decided, Dead ends, Pointers, Out of scope), in their order. */
const LIST_KEYS: readonly string[] = BRIEF_TAIL.filter((s) => s.list).map((s) => s.key);
/** Whether an answer is a list, the brief's or a kind's own field (`field:…`): one that takes several sections. */
const isListKey = (key: string): boolean => key.startsWith('field:') || LIST_KEYS.includes(key);
/** The list answers among a kind's targets: the brief's, then the kind's fields. */
const listKeysOf = (targets: readonly HeadingTarget[]): string[] => [...LIST_KEYS, ...targets.filter((t) => t.key.startsWith('field:')).map((t) => t.key)];
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
 * What the passes of briefAssignment read and change, in place: the matcher's choice (`a`: chosen section
 * per answer, each section's best answer), further sections of the list answers (`more`), placement notes,
 * and what one pass leaves for a later one (named below). Nothing else: the passes do no I/O.
 */
interface Assignment {
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
type Pass = (st: Assignment) => void;

/** Whether a section holds or sits in one of the taken ones. */
const overlaps = (x: Section, taken: Set<Section>) => [...taken].some((c) => nestedIn(x, c) || nestedIn(c, x));
/** Whether a section has no text of its own above its first sub-section (a heading that only groups). */
function onlyGroups(doc: ParsedDoc, s: Section): boolean {
  const child = doc.sections.find((y) => y.level > s.level && y.line > s.line && y.start < s.end);
  return child !== undefined && doc.blocks.lines.slice(s.start, child.line - 1).every((l) => !l.trim() || /^ {0,3}(?:[-*_][ \t]*){3,}$/.test(l));
}
/** The sections the answers hold so far, chosen and further ones. */
const allTaken = (st: Assignment) => new Set([...st.a.chosen.values(), ...[...st.more.values()].flat()]);
/** A section standing for one item of a list (its line, its text), as the first step. */
function itemSection(heading: string, item: { line: number; text: string }): Section {
  const s: Section = { heading, level: 0, line: item.line + 1, start: item.line, end: item.line, raw: item.text };
  RAW_SECTIONS.add(s);
  return s;
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

/** The purpose stated in the opening quote ("> Goal: finish the parser split so …", "> Ziel: …", "> Deliverable: …";
 *  opening-quote.ts): the why, or what to deliver, by its label, when no heading gives it. With the stated
 *  answers (front matter, field rows), before any derived one. */
function openingQuote({ doc, a, flagged, notes }: Assignment): void {
  if (doc.marker) return;
  for (const { part, keys } of openingQuoteParts(doc)) {
    const key = keys.find((k) => !a.chosen.has(k) && !flagged.has(k));
    if (key) chooseProse(a, notes, key, [{ ...part, key }], 'the opening quote');
  }
}

/** A purpose stated in a quote further down, in a section of the work to do ("## Next session" / "> Goal: ship the
 *  hotfix …"), by its label, when nothing else gives it, not even the intro or the first section. */
function laterQuote({ doc, a, flagged, notes }: Assignment): void {
  if (doc.marker || (a.chosen.has('why') && a.chosen.has('deliver'))) return;
  for (const { part, keys } of laterQuoteParts(doc)) {
    // (Only in a section of the work to do, "## Next session", "## Plan": elsewhere, "## Where we are" / "> Goal: 3
    // goals in the last match, says the fixture", a quote is someone's words about one part.)
    const up = innermost(doc, part.from.line);
    if (!up || (headingScore(up.heading, 'brief.firstStep') < 3 && headingScore(up.heading, 'brief.deliver') < 3)) continue;
    const key = keys.find((k) => !a.chosen.has(k) && !flagged.has(k));
    if (key) chooseProse(a, notes, key, [{ ...part, key }], 'a quote further down');
  }
}

/** Right after the matcher, before anything reads `a.best`: a heading both a brief and a return keep under
 *  its own name ("Known issues", "Risks", "Problemas conhecidos", a caution "注意": brief.either) is no answer
 *  because one of its words names one ("problema" is a why): neither the chosen one nor one left for another
 *  answer below. */
function notEitherHeadings({ a, targets }: Assignment): void {
  const either = (x: Section, key: BriefKey) => sectionScore(x.heading, targets.find((y) => y.key === key)!) < 4 && headingScore(x.heading, 'brief.either') >= 4;
  // (Nor is a heading of what is left to do a why because a word of it names one: "## Problèmes ouverts (par
  // ordre d'importance)", "## Offene Probleme" are work to do, which whatIsLeft reads, not a reason.)
  const left = (x: Section, key: BriefKey) => key === 'why' && headingScore(x.heading, 'brief.remaining') > sectionScore(x.heading, targets.find((y) => y.key === key)!);
  for (const [x, key] of a.best) {
    if (!either(x, key) && !left(x, key)) continue;
    if (a.chosen.get(key) === x) a.chosen.delete(key);
    a.best.delete(x);
  }
}

/** A sub-section of the rules to respect ("## 10. 重要な技術的制約" > "### GAS グローバルスコープの罠", "## Technical
 *  constraints" > "### Global scope trap") is one of those rules, though a word of its heading names another answer only
 *  in passing (the scope of a trap is no scope of work): it stays in the rules' section. Only a heading that is wholly
 *  another answer's name ("### Next steps") leaves it. Another section of the answer it lost takes its place, if any. */
function rulesKeepTheirParts({ doc, a, targets }: Assignment): void {
  if (doc.marker) return;
  const rules = new Set<string>(['decided', ruleKeyOf(targets)]);
  for (const [key, x] of [...a.chosen]) {
    if (rules.has(key) || x.level === 0 || (a.score.get(x) ?? 0) >= 4) continue;
    if (!doc.sections.some((p) => p.level > 0 && nestedIn(x, p) && rules.has(a.best.get(p) ?? ''))) continue;
    a.chosen.delete(key);
    a.best.delete(x);
    const next = doc.sections.find((y) => y !== x && a.best.get(y) === key && !nestedIn(y, x));
    if (next) a.chosen.set(key, next);
  }
}

/** A section that states what runs in the background ("## Background jobs" / "- None running; M3 finished.", "## 后台任务")
 *  reports where the work stands: the Context, never why the work exists ("background" is no motivation there), nor
 *  what to deliver or the first step ("任务" there is a job running, not one to do). QA 50 class 8, G0. */
function runningWorkIsContext({ doc, a }: Assignment): void {
  if (doc.marker) return;
  for (const x of doc.sections) {
    if (x.level === 0 || !namesRunningWork(x.heading)) continue;
    for (const key of ['why', 'deliver', 'firstStep'] as const) if (a.chosen.get(key) === x) a.chosen.delete(key);
    a.best.set(x, 'context');
  }
}

/** Decisions still to take ("## Decisions needed", "## Open decisions", "## Entscheidungen offen"; heading-marks.ts
 *  namesOpenDecisions) are questions for the person, not Already decided because a word of them names a decision: the
 *  matcher's reading is dropped, and the section goes where another reading, or the Context, puts it. con44, QA 44 C6. */
function openDecisionsNotDecided({ doc, a }: Assignment): void {
  if (doc.marker) return;
  for (const [x, key] of [...a.best]) {
    if (key !== 'decided' || x.level === 0 || !namesOpenDecisions(x.heading)) continue;
    if (a.chosen.get('decided') === x) a.chosen.delete('decided');
    a.best.delete(x);
  }
}

/** A second section the matcher read as the rules to respect ("## Fixed rules" twice, "## Feste Regeln (Auszug …)" then
 *  "## Feste Regeln", "## Fixed rules" before "## Constraints"): the rules went to the better-named one, and the
 *  matcher's second pass gave this one the next answer its words name, Already decided. It is more of the rules,
 *  in document order (moreOfListAnswers), whichever of the two comes first; QA 53 F3/F4. */
function secondRulesNotDecided({ doc, a, targets }: Assignment): void {
  const ruleKey = ruleKeyOf(targets);
  const x = a.chosen.get('decided');
  if (doc.marker || ruleKey === 'decided' || !x || x.level === 0 || a.best.get(x) !== ruleKey) return;
  const rules = a.chosen.get(ruleKey);
  if (!rules || rules === x || nestedIn(x, rules) || nestedIn(rules, x)) return;
  a.chosen.delete('decided');
}

/** A heading of two names joined by "or" ("## Wichtige Entscheidungen oder Planänderungen", "## Decisions or changes of
 *  plan", "## Решения или изменения плана"; heading-marks.ts decidedPart) that no reading took: Already decided, when
 *  one of its names is that of the decisions taken, as a heading of that name alone would be. con44, QA 44 C6. */
function decidedByPart({ doc, a, skip, flagged, targets, notes }: Assignment): void {
  if (doc.marker || flagged.has('decided') || !targets.some((t) => t.key === 'decided')) return;
  const taken = new Set(a.chosen.values());
  for (const x of doc.sections) {
    if (x.level === 0 || skip(x) || a.best.has(x) || taken.has(x) || !decidedPart(x.heading)) continue;
    if ([...taken].some((c) => c.level > 0 && (nestedIn(x, c) || nestedIn(c, x)))) continue;
    a.best.set(x, 'decided');
    if (!a.chosen.has('decided')) {
      a.chosen.set('decided', x);
      notes.set('decided', 'a name of its heading, beside another, says so');
    }
  }
}

/** A heading the matcher read as dead ends only by an aside saying its work is not to be done again ("## Sibling
 *  inventory - I ran this, do not repeat it", "## Bestandsaufnahme – nicht wiederholen"; brief.noRedo, which shares
 *  "do not repeat" with brief.deadEnds), over text that tells no attempt as failed (a table of sibling work and its
 *  verdicts): the Context, not one dead end per row. A heading that names dead ends in another part ("## Dead ends
 *  (do not repeat)"), or is the phrase alone ("## Do not repeat"), or a list whose items tell failures ("- Mocking
 *  the clock: did not help") stays dead ends. QA 40 doc 05. */
function noRedoAsideNoDeadEnd({ doc, a }: Assignment): void {
  if (doc.marker) return;
  for (const [x, key] of [...a.best]) {
    if (key !== 'deadEnds' || x.level === 0 || !saysNoRedo(x.heading)) continue;
    const parts = x.heading.split(/[()（）[\]【】:：;；,，—–]|\s-\s/).map((p) => p.trim()).filter((p) => /[\p{L}\p{N}]/u.test(p));
    const others = parts.filter((p) => !saysNoRedo(p));
    if (!others.length || others.length === parts.length || others.some((p) => headingScore(p, 'brief.deadEnds') >= 2)) continue;
    if (ruleListReading(sectionText(x.raw)) === 'deadEnds') continue;
    if (a.chosen.get('deadEnds') === x) a.chosen.delete('deadEnds');
    a.best.set(x, 'context');
    if (!a.chosen.has('context')) a.chosen.set('context', x);
  }
}

/** After the loose reading: a heading of another role than why the work exists, which a word of it made the why
 *  ("## Blocages/Problemes", "## Blockers / problems": says-why.ts namesOtherRole), is not the why; it stays under
 *  its own name. A heading that is a why's name whole ("## Problem") stays the why. */
function noWhyOfOtherRole({ doc, a }: Assignment): void {
  const why = a.chosen.get('why');
  if (doc.marker || !why || why.level === 0 || FRONT_MATTER_SECTIONS.has(why) || !namesOtherRole(why.heading)) return;
  a.chosen.delete('why');
}

/** A why, what to deliver or a first step whose text says there is nothing ("## Prochaines étapes" / "Aucune tâche
 *  en attente. Module complet.", "## Next steps" / "Nothing left to do.", "## Blockers" / "None.": says-why.ts
 *  statesNothing) is no answer: the brief asks for it (exit 2 naming its flag with --no-input); the section stays
 *  under its own name. Right after the loose reading (so no later pass derives from it), and again after the
 *  derived answers. */
function nothingIsNoAnswer({ doc, a, notes }: Assignment): void {
  if (doc.marker) return;
  for (const key of ['why', 'deliver', 'firstStep'] as const) {
    const x = a.chosen.get(key);
    if (!x || FRONT_MATTER_SECTIONS.has(x)) continue;
    const text = RAW_SECTIONS.has(x) ? x.raw : sectionText(x.raw);
    if (!statesNothing(text)) continue;
    a.chosen.delete(key);
    notes.delete(key);
  }
}

/** A section of the work to come ("## Next task", "## Offener Auftrag", "## 次にやること") that says there is none ("Ready
 *  for new tasks.", "Kein konkreter nächster Schritt definiert.", "No open tasks."; says-why.ts saysNoTask, statesNothing):
 *  the document states it has nothing to deliver and no first step. No later pass derives them from another section
 *  (a checklist for a new session, known issues, a list of candidates): the brief asks for them. A section a heading
 *  names outright elsewhere ("## Deliverables" with its text) still gives its answer. */
function noTaskStated({ doc, a, flagged, none: said, notes }: Assignment): void {
  if (doc.marker) return;
  const next = (x: Section) => headingScore(x.heading, 'brief.remaining') >= 3 || headingScore(x.heading, 'brief.firstStep') >= 3 || headingScore(x.heading, 'brief.deliver') >= 3 || headingScore(x.heading, 'brief.nextLabel') >= 4;
  const none = doc.sections.find((x) => x.level > 0 && next(x) && headingScore(x.heading, 'brief.why') < 4 && (saysNoTask(sectionText(x.raw)) || statesNothing(sectionText(x.raw))));
  if (!none) return;
  // (Its heading names no answer then: no later pass takes it for the next one it names.)
  a.best.delete(none);
  for (const key of ['deliver', 'firstStep'] as const) {
    const x = a.chosen.get(key);
    const here = x !== undefined && (x === none || nestedIn(x, none) || nestedIn(none, x));
    if (x && !here) continue;
    a.chosen.delete(key);
    notes.delete(key);
    // (Where to start may still be stated elsewhere, a checklist for the new session: only what to deliver is none.)
    if (key === 'firstStep') continue;
    flagged.add(key);
    said.add(key);
  }
}

/** Before the loose reading: a heading that names an answer before a colon and states it after ("## Goal: get
 *  every area to 9/10", "## Warum: Abfragen über 2 s …", with or without text below it; heading-value.ts) fills
 *  that answer by its name, when no heading names the answer outright. Not a heading the matcher gave an answer. */
function valuedHeadings({ doc, a, targets, skip, flagged }: Assignment): void {
  if (doc.marker) return;
  for (const x of doc.sections) {
    if (x.level === 0 || skip(x) || a.best.has(x)) continue;
    const nv = headingNameValue(x.heading);
    if (!nv) continue;
    let best: { key: BriefKey; score: number } | null = null;
    for (const t of targets) {
      const sc = sectionScore(nv.name, t);
      if (sc >= 4 && (!best || sc > best.score)) best = { key: t.key, score: sc };
    }
    if (!best || flagged.has(best.key) || a.chosen.has(best.key)) continue;
    a.best.set(x, best.key);
    a.chosen.set(best.key, x);
  }
}

/** Right after the matcher too: a heading over a prompt to paste ("## Prompt for the next session") names the
 *  prompt, not an answer because a word of it does ("next session" is a plan's): the prompt's own sentences
 *  say what each answer is (pastedPrompt). */
function promptHeadingsNoAnswer({ doc, a }: Assignment): void {
  const prompts = PROMPT_LINES.get(doc.blocks);
  if (!prompts) return;
  for (const [x, key] of a.best) {
    if (x.level === 0 || !saysPaste(x.heading) || !prompts.some((p) => p.from >= x.start && p.from < x.end)) continue;
    if (a.chosen.get(key) === x) a.chosen.delete(key);
    a.best.delete(x);
  }
}

/** A to-do emptied by the work ("## To-do" over "(empty — all done)", "## Offene Punkte" / "Keine offenen
 *  Punkte.", "## 待办" / "全部完成"): it gives no work, neither what to deliver nor a first step (the tool
 *  asks for them); it tells the state of the work, the Context. Right after the matcher, before any pass
 *  reads a deliver or a first step from it, or reads its heading loosely. */
function emptiedListNoWork({ doc, a }: Assignment): void {
  if (doc.marker) return;
  for (const [x, key] of [...a.best]) {
    if ((key !== 'deliver' && key !== 'firstStep') || x.level === 0 || !(saysEmpty(sectionText(x.raw)) || emptiedTodo(sectionText(x.raw)))) continue;
    if (a.chosen.get(key) === x) a.chosen.delete(key);
    a.best.set(x, 'context');
    if (!a.chosen.has('context')) a.chosen.set('context', x);
  }
}

/** A section read as the first step ("## Start Here") that only hands over the prompt launching the next agent: a
 *  line that says so ("Use this exact prompt to continue work:", "Usa este prompt:", "Используй этот промпт:";
 *  brief.pasteLine) over the quoted prompt, no list of steps. It says how to launch the agent, not what the agent
 *  does first (the tool asks, or a list of what happens next gives it); the section stays in the Context. QA 42
 *  docs 07 (R3), first22. */
function launchPromptNoStep({ doc, a }: Assignment): void {
  if (doc.marker) return;
  for (const [x, key] of [...a.best]) {
    if (key !== 'firstStep' || x.level === 0 || !handsOverPrompt(doc, x)) continue;
    if (a.chosen.get(key) === x) a.chosen.delete(key);
    a.best.set(x, 'context');
    if (!a.chosen.has('context')) a.chosen.set('context', x);
  }
}

/** Whether a section's own text opens with a line handing over a prompt to paste (pasted-prompt.ts handsOver), and
 *  holds only prose, quotes or code besides: no list, no sub-section. */
function handsOverPrompt(doc: ParsedDoc, x: Section): boolean {
  // (A bold line alone, the quoted prompt "**\"Please continue …\"**", reads as a sub-section of its own: a
  // paragraph still; a heading written as one is not.)
  const own = doc.blocks.top.filter((b) => b.line >= x.start && b.line < x.end && b.token.type !== 'space');
  if (own.some((b) => b.token.type === 'heading')) return false;
  const first = own[0];
  if (!first || first.token.type !== 'paragraph' || own.length < 2) return false;
  const lines = doc.blocks.lines.slice(first.line, first.end).filter((l) => l.trim());
  if (!handsOver(lines[lines.length - 1]!)) return false;
  return own.slice(1).every((b) => b.token.type === 'paragraph' || b.token.type === 'blockquote' || b.token.type === 'code' || b.token.type === 'hr');
}

/** Whether a section's whole text only says it holds nothing (brief.emptyList: "(empty — all done)",
 *  "Keine offenen Punkte.", "- none", "全部完成"): each part of it, between brackets, dashes and stops, is
 *  one of the phrases whole. A short text only: a sentence that says more is work. */
function saysEmpty(text: string): boolean {
  if (!text || text.length > 80 || text.includes('\n\n')) return false;
  const parts = text.replace(/^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?/gm, '').split(/[()（）[\]{}—–\-,，、;；:：.。!！?？\n]+|\s-\s/u).map((p) => p.replace(/[*_`~]+/g, '').trim()).filter(Boolean);
  return parts.length > 0 && parts.every((p) => headingScore(p, 'brief.emptyList') >= 4);
}

/** Whether a to-do's text is all ticked and then says it is empty ("- [x] loop" / "- [x] parser" / "All done."):
 *  the work of the list is done, none is left to give. An open item or any other sentence is work. */
export function emptiedTodo(text: string): boolean {
  if (!text || text.length > 4000) return false;
  const lines = text.split('\n').filter((l) => l.trim());
  const ticked = lines.filter((l) => TICKED_LINE.test(l));
  const rest = lines.filter((l) => !TICKED_LINE.test(l) && !/^[ \t]{2,}\S/.test(l));
  return ticked.length > 0 && rest.length > 0 && rest.length <= 2 && saysEmpty(rest.join('\n'));
}
const TICKED_LINE = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+\[[xX]\]/;

/** A plan in phases names its phases by a phase word and a number ("## Stufe 1 — Entscheidungen", "## Etapa 2 —
 *  ecrã de detalhe"): a word after the number names what the phase builds, not an answer of the brief (the
 *  "Entscheidungen" screen is no Already decided). Before the loose reading, which must not read them either;
 *  phases are what to deliver or where to start (phasesDeliver, phaseFirstStep). */
function phasesNameNoAnswer({ doc, a }: Assignment): void {
  for (const x of phaseSeries(doc)) {
    PHASES.add(x);
    const key = a.best.get(x);
    if (!key || key === 'deliver' || key === 'firstStep') continue;
    if (a.chosen.get(key) === x) a.chosen.delete(key);
    a.best.delete(x);
  }
}
/** Phase sections phasesNameNoAnswer took from an answer (readLoosely leaves them alone too). */
const PHASES = new WeakSet<Section>();
/** Sub-sections of a catalogue (catalogue-parts.ts): no heading of theirs names an answer, loosely either. */
const CATALOGUED = new WeakSet<Section>();

/** Then the headings the matcher named nothing of, read loosely (readLoosely), before any pass counts what
 *  is taken: a loose heading is still a heading, and outranks every structural guess below. */
function readLooselyPass(st: Assignment): void {
  if (!st.doc.marker) readLoosely(st.doc, st.a, st.targets, st.skip, st.notes, st.labelled);
}

/** The next phase the header names, over a section of its own with sub-items of its number (next-phase.ts): they are
 *  what to deliver, its rationale the why, its order of work the first step, its check after every item a rule; what
 *  a heading elsewhere gives stays. Before the structural passes, as a heading's reading. QA 53 03. */
function nextPhaseWork({ doc, a, more, targets, flagged, notes }: Assignment): void {
  const p = doc.marker || flagged.has('deliver') ? null : nextPhase(doc);
  const given = a.chosen.get('deliver');
  if (!p || (given && !nestedIn(given, p.phase))) return;
  const named = `the next phase the header names, "${oneLine(p.phase.heading)}"`;
  const put = (k: BriefKey, x: Section | undefined, what: string) => {
    const had = a.chosen.get(k);
    if (!x || flagged.has(k) || (had && had !== given && !nestedIn(had, p.phase))) return;
    for (const [key, y] of [...a.chosen]) if (y === x) a.chosen.delete(key);
    a.chosen.set(k, x);
    a.best.set(x, k);
    notes.set(k, `${what} of ${named}`);
  };
  put('deliver', p.items[0], 'the work items');
  more.set('deliver', p.items.slice(1));
  put('why', p.why, 'the rationale');
  put('firstStep', p.order, 'the order of work');
  const rule = ruleKeyOf(targets);
  if (p.gate && a.chosen.has(rule)) more.set(rule, [...(more.get(rule) ?? []), p.gate]);
  else put(rule, p.gate, 'the check run after every item');
}

/** Still no why, and a paragraph's sentence hands the next session its work with a purpose ("Próxima sessão deve
 *  acelerar o frontend para fechar o ciclo de feedback.", "The next session must … to close the loop": prose-rules.ts
 *  nextAgentPurpose): that sentence is the why, cut from the Context. Not in a section of work done. QA 53 01. */
function nextSessionWhy({ doc, a, flagged, notes }: Assignment): void {
  if (doc.marker || a.chosen.has('why') || flagged.has('why')) return;
  const { lines, literal } = doc.blocks;
  for (const b of doc.blocks.top) {
    if (b.token.type !== 'paragraph' || literal[b.line] || doc.sections.some((x) => x.level > 0 && saysDone(x.heading) && b.line >= x.start && b.line < x.end)) continue;
    const text = lines.slice(b.line, b.end).map((l, i) => (i === 0 ? l.trimStart() : l)).join('\n').trimEnd();
    const part: ProsePart = { key: 'why', text, source: text, lead: '', from: { line: b.line, col: 0 }, to: { line: b.end - 1, col: lines[b.end - 1]!.length } };
    // (A paragraph of that one sentence is the part itself.)
    const found = whySentence(doc, [part], nextAgentPurpose, (x) => !nextAgentPurpose(x));
    const one = found === null && nextAgentPurpose(text) ? { ...part, lead: text.split(/\s+/).slice(0, 3).join(' ') } : found;
    if (!one || one === 'none') continue;
    const s: Section = { heading: `(a sentence: "${one.lead}…")`, level: 0, line: one.from.line + 1, start: one.from.line, end: one.to.line + 1, raw: one.text };
    RAW_SECTIONS.add(s);
    PROSE_PARTS.set(s, [one]);
    a.chosen.set('why', s);
    notes.set('why', 'it hands the next session its work with a purpose');
    return;
  }
}

/** The text after a labelled list at the top joins the Context, as the text before it does (before the
 *  further sections of the Context are gathered, so it comes first or among them). */
function afterListContext({ doc, a }: Assignment): void {
  for (const x of doc.sections.filter((s) => s.heading === AFTER_LIST_HEADING)) {
    const first = a.chosen.get('context');
    if (!first) a.chosen.set('context', x);
    else a.best.set(x, 'context');
  }
}

/** Context and the list sections take every section that names them (not only the best), in order; so does
 *  what to deliver ("## Proposed v1 scope" and "## Verification plan": what to build, and how it is checked);
 *  and a kind's own question ("## Environment / safety", "## Standing reminders", "## Traps" are all
 *  constraints to respect). Starts `taken`: from here on a section goes to one answer. */
function moreOfListAnswers(st: Assignment): void {
  const { doc, a, more, targets } = st;
  const taken = new Set(a.chosen.values());
  for (const key of ['context', 'deliver', ...listKeysOf(targets)]) {
    const first = a.chosen.get(key);
    if (!first) continue;
    const target = targets.find((t) => t.key === key)!;
    // (Named by a phrase it is or opens with, not a word the loose reading found: "### D2 — Benchmark CLI
    // command" under "## What's done" is done work.)
    const ownName = (x: Section) => doc.marker === null && sectionScore(x.heading, target) >= 3;
    // (A sub-section under a heading that only groups, "## Status" over "### Things to keep in mind", names
    // its own answer: the group's answer does not take it.)
    const extra = doc.sections.filter((x) => !taken.has(x) && a.best.get(x) === key && ![...taken].some((c) => nestedIn(c, x) || (nestedIn(x, c) && !(ownName(x) && onlyGroups(doc, c)))));
    for (const x of extra) taken.add(x);
    if (extra.length) more.set(key, extra);
  }
  st.taken = taken;
}

/** A sub-section inside the Context, the first step or what to deliver whose heading names a list answer
 *  (a whole phrase: "## Estado" > "### Principios de arquitectura", "# Next steps" > "## Important notes";
 *  not one that only opens with it, "### D2 — Benchmark CLI command" of what was done): that
 *  answer, not text of the section it stands in (the broad sections hold it only by position). After the
 *  list answers took what the matcher named; before the first step or a deliver is derived from their lists. */
function namedInsideTaken({ doc, a, more, targets, taken, flagged }: Assignment): void {
  const doneWhen = (x: Section) => headingScore(x.heading, 'brief.doneLabel') >= 4;
  // (A brief the tool wrote keeps its sections as written: a sub-heading inside an answer is its text.)
  if (doc.marker) return;
  const holders = ['context', 'firstStep', 'deliver'].flatMap((k) => [a.chosen.get(k), ...(more.get(k) ?? [])]).filter((x): x is Section => x !== undefined && x.level > 0);
  if (!holders.length) return;
  const lists = targets.filter((t) => isListKey(t.key));
  for (const x of doc.sections) {
    if (x.level === 0 || taken.has(x) || a.best.has(x) || !holders.some((c) => nestedIn(x, c)) || [...taken].some((c) => nestedIn(c, x))) continue;
    // (Nor one inside a sub-section already taken: its text.)
    if ([...taken].some((c) => nestedIn(x, c) && !holders.includes(c))) continue;
    let best: { key: BriefKey; score: number } | null = null;
    for (const t of lists) {
      const sc = sectionScore(x.heading, t);
      if (sc >= 4 && (!best || sc > best.score)) best = { key: t.key, score: sc };
    }
    // (Work done that is not to be done again, "## Context" > "### Already fixed — do NOT redo blindly": what
    // is already decided, not the history of the section it stands in.)
    if (!best && headingScore(x.heading, 'brief.noRedo') >= 2) best = { key: 'decided', score: 4 };
    // (Rules named by a CJK compound's head, its qualifier before it and a note after it, "### 計測するときの必須事項
    // (ここを外すと…)" (must-dos when measuring), "### 部署时的注意事项": the rules to respect, as "### 必須事項" is.)
    if (!best && cjkHeadIs(x.heading, 'field.constraints')) best = { key: ruleKeyOf(targets), score: 4 };
    // (Where to start, named outright inside the task, "## Your job" > "### What to do first": the first step,
    // when no heading elsewhere gives it; the task keeps its other parts.)
    if (!best && !a.chosen.has('firstStep') && !flagged.has('firstStep') && !doneWhen(x) && sectionScore(x.heading, targets.find((t) => t.key === 'firstStep')!) >= 4 && sectionText(x.raw) !== '') {
      taken.add(x);
      a.best.set(x, 'firstStep');
      a.chosen.set('firstStep', x);
      continue;
    }
    if (!best) continue;
    taken.add(x);
    a.best.set(x, best.key);
    if (!a.chosen.has(best.key)) a.chosen.set(best.key, x);
    else more.set(best.key, [...(more.get(best.key) ?? []), x]);
  }
}

/** Whether a heading names the rules to respect (field.constraints, its whole name or a CJK compound's head). */
function namesConstraints(heading: string): boolean {
  return headingScore(heading, 'field.constraints') >= 4 || cjkHeadIs(heading, 'field.constraints');
}

/** Whether a CJK heading, a bracketed note after it aside, ends with a phrase of a list of two characters or more
 *  ("計測するときの必須事項(ここを外すと今日と同じ穴に落ちる)" ends with "必須事項"): a compound whose head names it. */
function cjkHeadIs(heading: string, key: string): boolean {
  const head = heading.replace(/[(（][^()（）]*[)）]\s*$/u, '').replace(/[*_`#\s]+$/u, '');
  const h = toPhrase(head);
  if (!h.cjk || head.length > 40) return false;
  return (headingTable().get(key) ?? []).some((q) => q.cjk && q.flat.length >= 2 && h.flat.endsWith(q.flat));
}

/** A section whose heading puts it after the work in hand ("## 🚀 After Frontend is Done" > "The next agent will
 *  handle: …", "## Once the MVP ships"; heading-marks.ts saysLater): work for later, out of scope, not Context.
 *  Only a section no answer took, standing in none but the Context (a step of a plan, "### 3. After the build is
 *  done", stays the plan's). con22, QA 42 doc 06. */
function laterAfterDone(st: Assignment): void {
  const { doc, a, more, targets, skip, flagged } = st;
  if (doc.marker || flagged.has('outOfScope') || !targets.some((t) => t.key === 'outOfScope')) return;
  const taken = allTaken(st);
  const contextList = [a.chosen.get('context'), ...(more.get('context') ?? [])].filter((c): c is Section => c !== undefined);
  const context = new Set(contextList);
  for (const x of doc.sections) {
    // (The matcher's Context by default, "## After Frontend is Done" named nothing else: taken out of it.)
    if (x.level === 0 || skip(x) || (taken.has(x) && !context.has(x)) || (a.best.has(x) && a.best.get(x) !== 'context') || !saysLater(x.heading)) continue;
    if ([...taken].some((c) => c !== x && c.level > 0 && !context.has(c) && (nestedIn(c, x) || nestedIn(x, c)))) continue;
    if (context.has(x)) {
      const rest = contextList.filter((c) => context.has(c) && c !== x);
      if (rest.length) a.chosen.set('context', rest[0]!);
      else a.chosen.delete('context');
      if (rest.length > 1) more.set('context', rest.slice(1));
      else more.delete('context');
      context.delete(x);
    }
    st.taken.add(x);
    a.best.set(x, 'outOfScope');
    if (!a.chosen.has('outOfScope')) a.chosen.set('outOfScope', x);
    else more.set('outOfScope', [...(more.get('outOfScope') ?? []), x]);
  }
}

/** A sub-section inside the Context, the first step or what to deliver that its heading marks settled ("## 6. 지금부터
 *  할 것" > "### 기술 스택 (확정)" over the chosen stack's table; heading-marks.ts markedDecided): Already decided, not
 *  a part of the work to do. After every pass that chooses those answers. */
function decidedInsideTaken(st: Assignment): void {
  const { doc, a, more, targets, skip, flagged } = st;
  if (doc.marker || flagged.has('decided') || !targets.some((t) => t.key === 'decided')) return;
  const holders = ['context', 'firstStep', 'deliver'].flatMap((k) => [a.chosen.get(k), ...(more.get(k) ?? [])]).filter((x): x is Section => x !== undefined && x.level > 0);
  if (!holders.length) return;
  const taken = allTaken(st);
  for (const x of doc.sections) {
    if (x.level === 0 || skip(x) || taken.has(x) || a.best.has(x) || !markedDecided(x.heading) || !holders.some((c) => nestedIn(x, c))) continue;
    if ([...taken].some((c) => c !== x && c.level > 0 && nestedIn(c, x))) continue;
    a.best.set(x, 'decided');
    if (!a.chosen.has('decided')) a.chosen.set('decided', x);
    else more.set('decided', [...(more.get('decided') ?? []), x]);
  }
}

/** The section's own name twice, side by side ("## First step" … "## First step"): one answer, in order,
 *  not a second section under the tool's own name. (Other repeated headings, "**Steps:**" of each part of
 *  a plan, or one under another parent, stay where they are.) After the list answers: only what they left. */
function repeatedOwnHeading({ doc, a, more, skip, taken }: Assignment): void {
  const parent = parentIndexes(doc.sections);
  const index = new Map(doc.sections.map((x, i) => [x, i]));
  for (const spec of [...BRIEF_HEAD, ...BRIEF_TAIL.filter((x) => x.key === 'firstStep')]) {
    const key = spec.key;
    const first = a.chosen.get(key);
    if (!first || sectionScore(first.heading, spec) < 5) continue;
    const up = parent[index.get(first)!];
    const same = doc.sections.filter((x, i) => !taken.has(x) && !skip(x) && parent[i] === up && normalizeHeading(x.heading) === normalizeHeading(first.heading));
    for (const x of same) taken.add(x);
    if (same.length) more.set(key, same);
  }
}

/** A section whose best answer another section already fills takes the next one it names that nothing
 *  fills: "## Problem" then "## Goal" (a goal is a why, and also what to deliver) fill Why and Deliver. The
 *  last pass that reads headings: every structural pass below only fills what headings left open. */
function nextNamedAnswer({ doc, a, targets, taken, none }: Assignment): void {
  for (const x of doc.sections) {
    if (taken.has(x) || !a.best.has(x) || overlaps(x, taken)) continue;
    let next: { key: BriefKey; score: number } | null = null;
    for (const t of targets) {
      if (a.chosen.has(t.key) || none.has(t.key)) continue;
      const sc = sectionScore(x.heading, t);
      if (sc > 0 && (!next || sc > next.score)) next = { key: t.key, score: sc };
    }
    if (!next) continue;
    a.chosen.set(next.key, x);
    taken.add(x);
  }
}

/** A goal ("**Goal:** regenerate the lookup tables", "## Objectif", "**Obiettivo:** …": a why and what to
 *  deliver at once) that no answer took, because a section says why ("## Why this matters") and a checklist
 *  of criteria says what to deliver ("## Success criteria" / "- [ ] Tables rebuilt"): the goal is what to
 *  deliver, the criteria how it is checked; it joins them, before them when it stands first. After the
 *  headings took the next answer they name. */
function goalBesideCriteria({ doc, a, more, targets, taken }: Assignment): void {
  const deliver = a.chosen.get('deliver');
  const why = a.chosen.get('why');
  // (Criteria by their heading, or a checklist with nothing ticked: "## Critères de succès" / "- [ ] …".)
  const checklist = (x: Section) => {
    const items = x.raw.split('\n').filter((l) => /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+\S/.test(l));
    return items.length > 0 && items.every((l) => /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+\[ \]/.test(l));
  };
  if (doc.marker || !deliver || !why || deliver.level === 0 || (headingScore(deliver.heading, 'brief.doneLabel') < 4 && !checklist(deliver))) return;
  const spec = targets.find((t) => t.key === 'deliver')!;
  const whySpec = targets.find((t) => t.key === 'why')!;
  const free = (x: Section) => x !== why && !taken.has(x) && !overlaps(x, taken) && sectionText(x.raw) !== '';
  let goal: Section | undefined;
  if (sectionScore(why.heading, spec) >= 4) {
    // (The goal came first and took the why, "**Objectif :** …" above "## Pourquoi": the section that only
    // says why is the why.)
    const plain = doc.sections.find((x) => free(x) && sectionScore(x.heading, whySpec) >= 4 && sectionScore(x.heading, spec) < 4);
    if (!plain) return;
    a.chosen.set('why', plain);
    a.best.set(plain, 'why');
    taken.add(plain);
    goal = why;
  } else goal = doc.sections.find((x) => free(x) && sectionScore(x.heading, spec) >= 4 && headingScore(x.heading, 'brief.doneLabel') < 4);
  if (!goal) return;
  taken.add(goal);
  a.best.set(goal, 'deliver');
  more.set('deliver', [...(more.get('deliver') ?? []), goal]);
}

/** "### Deliver" and "### First step" written one level under "## Why" (a brief nested one level too deep):
 *  those answers, when no heading elsewhere gives them; the why keeps its other sub-sections ("###
 *  Background"). (A heading two or more levels deeper, "## Why" / "#### First step", is a detail of the
 *  why's own text: body.test.ts.) After the heading passes, before any answer is derived. */
function namedInsideWhy({ doc, a, targets, taken, flagged }: Assignment): void {
  const why = a.chosen.get('why');
  if (doc.marker || !why || why.level === 0) return;
  for (const key of ['deliver', 'firstStep']) {
    if (a.chosen.has(key) || flagged.has(key)) continue;
    const spec = targets.find((t) => t.key === key)!;
    const x = doc.sections.find((y) => y.level === why.level + 1 && nestedIn(y, why) && !taken.has(y) && sectionScore(y.heading, spec) >= 4 && sectionText(y.raw) !== '');
    if (!x) continue;
    a.chosen.set(key, x);
    a.best.set(x, key);
    taken.add(x);
  }
}

/** Front matter keys that name an answer no section gives ("why:", "deliver:", "first_step:", "dead_ends:"
 *  with a list below it): that answer. A key names its answer as plainly as a heading, so it goes first of
 *  the structural passes. */
function frontMatterKeys({ doc, a }: Assignment): void {
  for (const spec of [...BRIEF_HEAD, ...BRIEF_TAIL]) {
    if (a.chosen.has(spec.key)) continue;
    const e = doc.frontMatter.find((x) => x.value && sectionScore(x.key.replace(/[_-]+/g, ' '), spec) >= 4);
    if (!e) continue;
    // (A value that is only an identifier, `goal: "I28-GTMMC"`, `ziel: ABC-123`, names the work and states no reason
    // nor what to deliver: no why, deliver or first step; the key stays in the front matter's table. QA 41 doc 07.)
    if (PROSE_KEYS.includes(spec.key as (typeof PROSE_KEYS)[number]) && onlyAnId(e.value)) continue;
    // A one-line value read into the Context keeps its key ("status: closed" -> "Status: closed"): there the key
    // is the subject ("closed" alone would say the handoff is); the "context:" key itself says nothing more.
    const keyed = spec.key === 'context' && !e.value.includes('\n') && normalizeHeading(e.key.replace(/[_-]+/g, ' ')) !== 'context';
    // A comment after the value ("why: the pager breaks # see #12") is kept with it, as written.
    const value = e.comment ? `${e.value} # ${e.comment}` : e.value;
    const raw = keyed ? `${e.key.charAt(0).toUpperCase()}${e.key.slice(1)}: ${value}` : value;
    const s: Section = { heading: e.key, level: 0, line: e.line, start: e.line - 1, end: e.line, raw };
    FRONT_MATTER_SECTIONS.add(s);
    RAW_SECTIONS.add(s);
    a.chosen.set(spec.key, s);
  }
}

/** Whether a value is only an identifier: one token of letters, digits and joiners holding a digit ("I28-GTMMC",
 *  "PROJ-123", "#42", "v2"), quotes aside. */
function onlyAnId(value: string): boolean {
  const t = value.trim().replace(/^["'`]+|["'`]+$/g, '');
  return /^#?[\p{L}\p{N}][\p{L}\p{N}_.#/-]*$/u.test(t) && /\p{N}/u.test(t);
}

/** A table of the brief's own fields ("| Field | Value |" with rows "Why", "Deliver", "Tried", "First step"):
 *  each row whose first cell names an answer no section or key gives is that answer, its other cells the
 *  text. */
function fieldTableRows({ doc, a, targets, skip, flagged }: Assignment): void {
  for (const row of fieldRows(doc, targets, skip, a.chosen)) {
    if (a.chosen.has(row.key) || flagged.has(row.key)) continue;
    a.chosen.set(row.key, row.section);
  }
}

/** A date in a heading as a number that sorts (year, month, day), or null: where the heading opens ("## 2026-05-02 — …",
 *  "## 02.05.2026", "## 2026年5月2日"), or with `anywhere` after other words too ("## Session 2026-11-02"). */
function headingDate(h: string, anywhere = false): number | null {
  const t = h.replace(/[*_`]+/g, '').replace(/^[^\p{L}\p{N}]+/u, '');
  const [ymd, dmy] = anywhere ? DATE_ANYWHERE() : DATE_AT_START();
  const m = ymd.exec(t);
  if (m) return +m[1]! * 10000 + +(m[2] ?? m[4])! * 100 + +(m[3] ?? m[5])!;
  const e = dmy.exec(t);
  return e ? +e[3]! * 10000 + +e[2]! * 100 + +e[1]! : null;
}
/** Year-month-day ("2026-05-02", "2026年5月2日") and day.month.year, after `at`. */
const datePatterns = (at: string) => [new RegExp(`${at}(\\d{4})(?:[-/.](\\d{1,2})[-/.](\\d{1,2})|年(\\d{1,2})月(\\d{1,2})日)(?!\\d)`, 'u'), new RegExp(`${at}(\\d{1,2})[./](\\d{1,2})[./](\\d{4})(?!\\d)`, 'u')] as const;
let dateAtStart: ReturnType<typeof datePatterns> | undefined;
let dateAnywhere: ReturnType<typeof datePatterns> | undefined;
const DATE_AT_START = () => (dateAtStart ??= datePatterns('^'));
const DATE_ANYWHERE = () => (dateAnywhere ??= datePatterns('(?<!\\d)'));

/** A label inside a paragraph's sentences ("… Next move: port the importer …", "**Ordre de marche :** …"):
 *  where the label's sentence opens, the label, where its text starts. */
const INLINE_LABEL = lazyRegExp(() => /(^|[.;!?。；！？][ \t]+|\n)((?:\*\*|__)?([\p{L}][\p{L}\p{N} '’-]{0,30}?)[ \t]*(?:\*\*|__)?[ \t]*[:：][ \t]*(?:\*\*|__)?[ \t]*)(?=\S)/gu);

/** A hand-off log, one dated section per entry ("## 2026-06-12 — schema merged", "## 2026-06-10 — …", three
 *  or more siblings, most of their level), with no section saying what to deliver or where to start: the
 *  newest entry (the latest date, wherever it stands) is the brief. Its labelled sentence ("Next move: …",
 *  "**Ordre de marche :** …"; one naming what comes next first, never one whose value is only a path) is
 *  what to deliver and the first step, read out of it; the rest of the entry is the Context, and the older
 *  entries join the Context after it. Without such a sentence the newest entry is what to deliver. */
function rollingLog(st: Assignment): void {
  const { doc, a, more, flagged, notes } = st;
  if (doc.marker || a.chosen.has('deliver') || a.chosen.has('firstStep') || flagged.has('deliver')) return;
  const parent = parentIndexes(doc.sections);
  const dated = doc.sections.map((x, i) => ({ x, i, d: headingDate(x.heading) })).filter((y) => y.x.level > 0 && y.d !== null);
  if (dated.length < 3) return;
  const level = dated[0]!.x.level;
  const run = dated.filter((y) => y.x.level === level && parent[y.i] === parent[dated[0]!.i]);
  const siblings = doc.sections.filter((x, i) => x.level === level && parent[i] === parent[dated[0]!.i]);
  if (run.length < 3 || run.length * 3 < siblings.length * 2) return;
  const taken = allTaken(st);
  if (run.some((y) => taken.has(y.x) || overlaps(y.x, taken))) return;
  const newest = run.reduce((p, q) => (q.d! > p.d! ? q : p)).x;
  // The newest entry's own paragraphs (not its sub-sections), for its labelled sentence.
  const child = doc.sections.find((y) => nestedIn(y, newest));
  const stop = child ? child.line - 1 : newest.end;
  const { lines, literal } = doc.blocks;
  let part: ProsePart | null = null;
  let rank = 0;
  for (const b of doc.blocks.top) {
    if (b.line < newest.start || b.end > stop || b.token.type !== 'paragraph' || literal[b.line]) continue;
    const { text, where } = paragraphText(lines, b);
    for (const m of text.matchAll(INLINE_LABEL)) {
      const from = m.index + m[1]!.length;
      const at = from + m[2]!.length;
      const end = /[.!?。！？](?=\s|$)/.exec(text.slice(at));
      const stopAt = end ? at + end.index + 1 : text.length;
      const value = text.slice(at, stopAt).replace(/[*_]+$/, '').trim();
      // (A label over a path alone points at a file: "Détail : `notes/x.md`.")
      if (!value || value.replace(/`[^`]*`|\[[^\]]*\]\([^)]*\)|https?:\/\/\S+/g, '').replace(/[\s.;,]/g, '') === '') continue;
      const label = m[3]!.trim();
      const r = headingScore(label, 'brief.nextLabel') >= 3 || headingScore(label, 'brief.firstStepLabel') >= 3 ? 2 : 1;
      if (r <= rank) continue;
      rank = r;
      part = { key: 'deliver', text: value.replace(/\s*\n\s*/g, ' '), source: text.slice(from, stopAt).trim(), lead: label, from: where(from), to: where(stopAt) };
    }
  }
  const older = run.map((y) => y.x).filter((x) => x !== newest);
  const context = a.chosen.get('context');
  if (context) more.set('context', [...(more.get('context') ?? []), newest, ...older]);
  else {
    a.chosen.set('context', newest);
    more.set('context', [...(more.get('context') ?? []), ...older]);
    notes.set('context', 'the newest entry of a log: its state');
  }
  for (const x of run) taken.add(x.x);
  st.log = true;
  if (!part) {
    a.chosen.set('deliver', newest);
    notes.set('deliver', 'the newest entry of a log: no section says what to deliver');
    return;
  }
  const s: Section = { heading: `(a sentence: "${part.lead}…")`, level: 0, line: part.from.line + 1, start: part.from.line, end: part.to.line + 1, raw: part.text };
  RAW_SECTIONS.add(s);
  PROSE_PARTS.set(s, [part]);
  a.chosen.set('deliver', s);
  notes.set('deliver', `the newest entry of a log: its label "${part.lead}" says what comes next`);
  if (!flagged.has('firstStep')) {
    const f: Section = { ...s };
    RAW_SECTIONS.add(f);
    PROSE_PARTS.set(f, [part]);
    a.chosen.set('firstStep', f);
    notes.set('firstStep', 'the newest entry of a log: its labelled sentence');
  }
}

/** A section that says it comes first ("## 🎯 Priorytet — testy użytkownika", "## Top priority", "## 最優先":
 *  brief.priority, its heading or its label) over a list: the next steps, before any other list of them
 *  ("## Security — TODO" further down is work for later); unless a section is the first step itself. Before
 *  phases and what is left, which read the first step it sets. */
function priorityFirst(st: Assignment): void {
  const { doc, a, more, skip, flagged, notes } = st;
  if (doc.marker || flagged.has('firstStep')) return;
  const cur = a.chosen.get('firstStep');
  const itself = cur !== undefined && (headingScore(cur.heading, 'brief.firstStepItself') >= 3 || namesOneStep(cur.heading));
  const taken = new Set([...a.chosen.values(), ...[...more.values()].flat()]);
  // (Not a heading that is only a word for priorities, "## Priorities": a list of them, priority-list.ts.)
  const first = (y: Section) => !namesPriorityList(y.heading) && (headingScore(y.heading, 'brief.priority') >= 3 || headingParts(y.heading).slice(0, 1).some((p) => headingScore(p, 'brief.priority') >= 4));
  const x = itself ? undefined : doc.sections.find((y) => y.level > 0 && y !== cur && !skip(y) && !taken.has(y) && !overlaps(y, taken) && first(y) && listItems(doc, y) >= 1);
  if (x) {
    a.chosen.set('firstStep', x);
    notes.set('firstStep', 'its heading says it comes first');
    st.priority = x;
  }
}

/** No section names the next steps, and one ranks what to do ("## Priorities" / "1. … 2. …", "## Prioritäten";
 *  priority-list.ts): that list is the next steps (nextStepsList then makes it what to deliver when nothing says
 *  so, and its item 1 the first step). After priorityFirst, before phases and what is left, as priorityFirst. */
function priorityList(st: Assignment): void {
  const { doc, a, skip, flagged, notes } = st;
  if (doc.marker || flagged.has('firstStep') || a.chosen.has('firstStep')) return;
  const taken = allTaken(st);
  const x = priorityListSection(doc, [...a.best.values()].includes('firstStep'), (y) => !skip(y) && !taken.has(y) && !overlaps(y, taken));
  if (x) {
    a.chosen.set('firstStep', x);
    notes.set('firstStep', 'a list of priorities: no section names the next steps');
    st.priority = x;
  }
}

/** No heading says what to deliver, and a pickup document writes its plan of what to do next outside a section of
 *  its own (resume-plan.ts): the items of a RESUME / IN FLIGHT banner quoted at its top, and a section whose heading
 *  names the next steps in one of its parts ("**Where things stand / next steps:**", read as the Context by its other
 *  part) are what to deliver, in order; a bracket of the banner that says what to do first ("verify with `ps aux |
 *  grep …` FIRST") is the first step, else the banner's first item. Before phases and what is left: the plan the
 *  writer wrote for the next session says more than a status document's lists. QA 45 doc 05, brf46. */
function resumePlanDeliver(st: Assignment): void {
  const { doc, a, flagged, notes } = st;
  if (doc.marker) return;
  const banner = resumeBanner(doc);
  if (!a.chosen.has('deliver') && !flagged.has('deliver')) bannerDeliver(st, banner);
  // (Where to start too when what to deliver is given: a flag, or a heading.)
  const step = a.chosen.get('firstStep');
  if (!banner || flagged.has('firstStep') || (step && step.level > 0 && !wholeListOf(doc, step))) return;
  const first = banner.first ?? (a.chosen.get('deliver')?.heading === BANNER_HEADING ? { line: banner.itemsLine, text: banner.items.split('\n')[0]!.replace(/^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+/, '').trim() } : null);
  if (first?.text) {
    a.chosen.set('firstStep', itemSection(banner.first ? BANNER_FIRST_HEADING : FIRST_ITEM_HEADING, first));
    notes.set('firstStep', banner.first ? 'the banner says to do it first' : "the first item of the banner's list");
  }
}

/** The chosen Context went to another answer: the next further context section (if any) becomes the Context. */
function nextContext(a: Assigned<BriefKey>, more: Map<BriefKey, Section[]>): void {
  const [next, ...rest] = more.get('context') ?? [];
  if (!next) {
    a.chosen.delete('context');
    return;
  }
  a.chosen.set('context', next);
  if (rest.length) more.set('context', rest);
  else more.delete('context');
}

/** What to deliver from the banner's items and the sections named the next steps in a part (resumePlanDeliver). */
function bannerDeliver(st: Assignment, banner: ReturnType<typeof resumeBanner>): void {
  const { doc, a, more, skip, notes } = st;
  const taken = allTaken(st);
  const ctx = a.chosen.get('context');
  // (Read as the first step by its other part, "## Stand / nächste Schritte": the banner's step says where to start.)
  const fs = banner ? a.chosen.get('firstStep') : undefined;
  // (Nor one whose text only states what is done, "## Now and later" > "### Now" / "- Core UX is implemented.":
  // done-statements.ts.)
  // (A label over its list, "**Where things stand / next steps:**" / "- …": not a section of prose that says where the
  // work stands first, "## 7. Where we stand / what's next" / "**The rewrite decision is closed.** …"; corpus 17.)
  const named = doc.sections.filter((y) => y.level > 0 && !skip(y) && !saysDone(y.heading) && !onlyStatesDone(sectionText(y.raw)) && namesNextStepsPart(y.heading) && opensWithList(doc, y) && (y === ctx || y === fs || !taken.has(y)) && !overlaps(y, new Set([...taken].filter((c) => c !== ctx && c !== fs))));
  const parts: Section[] = [];
  if (banner) {
    const s: Section = { heading: BANNER_HEADING, level: 0, line: banner.itemsLine + 1, start: banner.itemsLine, end: banner.to, raw: banner.items };
    RAW_SECTIONS.add(s);
    // (The banner stays whole where it stood too: it is the part of the document a person reads first.)
    LIFTED_SECTIONS.add(s);
    parts.push(s);
  }
  for (const y of named) {
    if (y === ctx) nextContext(a, more);
    a.best.set(y, 'deliver');
    parts.push(y);
  }
  if (!parts.length) return;
  a.chosen.set('deliver', parts[0]!);
  if (parts.length > 1) more.set('deliver', parts.slice(1));
  notes.set('deliver', banner ? 'the items of the banner at its top: no section says what to deliver' : 'its heading names the next steps: no section says what to deliver');
}
/** Whether a section's first block below its heading is a list. */
function opensWithList(doc: ParsedDoc, s: Section): boolean {
  const first = doc.blocks.top.find((b) => b.line >= s.start && b.line < s.end && b.token.type !== 'space' && b.token.type !== 'heading');
  return first?.token.type === 'list';
}
/** The headings placement names a banner's items and its line that says what to do first by. */
const BANNER_HEADING = '(the items of the banner at the top)';
const BANNER_FIRST_HEADING = '(the banner\'s words that say what to do first)';

/** No section says what to deliver, and the document plans in phases: two or more sibling sections named
 *  by a phase word and a number ("## 🔴 Phase 1: Stabilise", "## 🟡 Phase 2: Polish"; brief.phase): the
 *  phases are what to deliver, in order, and the first item of the first one where to start. Before what
 *  is left: a plan's phases say more than a TODO list inside one of them. */
function phasesDeliver(st: Assignment): void {
  const { doc, a, more, skip, flagged, notes } = st;
  if (doc.marker || a.chosen.has('deliver') || flagged.has('deliver')) return;
  const taken = allTaken(st);
  const phases = phaseSeries(doc).filter((y) => !skip(y) && !taken.has(y) && !overlaps(y, taken));
  if (phases.length < 2) return;
  // (Phases headed by their state, "### Phase 6-3 … ❌ 编译必断" under "## …（当前阻塞）", beside a plan of next steps
  // ("## 五、恢复性操作建议（按顺序）"): they report, the plan is what to deliver (nextStepsList); status-sections.ts.)
  const plan = a.chosen.get('firstStep');
  if (plan && wholeListOf(doc, plan) && !phases.some((y) => y === plan || nestedIn(plan, y)) && seriesReportsStatus(doc, phases)) return;
  a.chosen.set('deliver', phases[0]!);
  more.set('deliver', phases.slice(1));
  notes.set('deliver', 'a plan in phases: no section says what to deliver');
  const step = a.chosen.get('firstStep');
  if (!flagged.has('firstStep') && (!step || phases.some((y) => y === step || nestedIn(step, y)))) {
    const kids = doc.sections.filter((y) => nestedIn(y, phases[0]!));
    const item = kids.length && kids[0]!.line - 1 <= (doc.blocks.top.find((b) => b.line >= phases[0]!.start && b.token.type === 'list')?.line ?? Infinity) ? headingItem(doc, kids[0]!) : firstItem(doc, phases[0]!);
    if (item) {
      a.chosen.set('firstStep', itemSection(FIRST_ITEM_HEADING, item));
      notes.delete('firstStep');
    }
  }
}

/** A plan in phases beside a stated deliver ("## Stufe 1 — …", "## Stufe 2 — …", then "## Akzeptanzkriterien"),
 *  and no first step: phase 1's first item, or its title and text when it lists nothing, is where to start.
 *  After phasesDeliver, which does so when the phases are what to deliver. */
function phaseFirstStep(st: Assignment): void {
  const { doc, a, skip, flagged } = st;
  if (doc.marker || a.chosen.has('firstStep') || flagged.has('firstStep')) return;
  const taken = allTaken(st);
  const phases = phaseSeries(doc).filter((y) => !skip(y) && !taken.has(y) && !overlaps(y, taken));
  if (phases.length < 2) return;
  const item = firstItem(doc, phases[0]!) ?? headingItem(doc, phases[0]!);
  if (item.text) a.chosen.set('firstStep', itemSection(FIRST_ITEM_HEADING, item));
}

/** A plan in phases beside a stated deliver ("## Stufe 1 — …" … "## Stufe 5 — …", then "## Akzeptanzkriterien"):
 *  the open phases are the work itself, so they join what to deliver (in document order) instead of the
 *  Context; the criteria say when it is done, the phases what to build. A phase whose heading says it is done
 *  ("## Phase 1 ✅ done") stays the Context, and phases inside a section an answer took (a history of closed
 *  phases under "## Was bisher geschah") are that section's. After phaseFirstStep, which reads phase 1. */
function phasesJoinDeliver(st: Assignment): void {
  const { doc, a, more, skip, flagged } = st;
  const given = a.chosen.get('deliver');
  if (doc.marker || !given || given.level === 0 || flagged.has('deliver')) return;
  const taken = allTaken(st);
  const series = phaseSeries(doc);
  if (series.some((y) => y === given || nestedIn(given, y) || nestedIn(y, given))) return;
  const open = series.filter((y) => !skip(y) && !taken.has(y) && !overlaps(y, taken) && !saysDone(y.heading) && !DONE_TEXT.test(y.heading.trim()));
  if (open.length < 2) return;
  more.set('deliver', [...(more.get('deliver') ?? []), ...open]);
}

/** What to deliver is a section of acceptance criteria ("## Acceptance", "## Acceptance criteria": brief.doneLabel,
 *  brief.acceptance) and a section names the scope of the work over a list ("## Scope" / "1. Define …", "## Umfang",
 *  "## 範圍": brief.scope, whole): the scope is what to deliver, the criteria how it is checked, joined after it. The
 *  scope's first item is where to start when nothing says so (so too when a heading gave the scope as what to deliver).
 *  A ticket's shape: a person reads its scope as the work asked and its criteria as how that work is judged done. */
function scopeBesideCriteria(st: Assignment): void {
  const { doc, a, more, skip, notes, flagged } = st;
  const given = a.chosen.get('deliver');
  if (doc.marker || !given || given.level <= 0) return;
  const isScope = (x: Section) => x.level > 0 && !skip(x) && headingScore(x.heading, 'brief.scope') >= 4 && firstItem(doc, x) !== null;
  let scope = isScope(given) ? given : undefined;
  if (!scope) {
    if (headingScore(given.heading, 'brief.doneLabel') < 3 && headingScore(given.heading, 'brief.acceptance') < 3) return;
    // (Or one a goal's reading joined to what to deliver already, after the criteria, goalBesideCriteria.)
    const joined = more.get('deliver') ?? [];
    const taken = new Set([...allTaken(st)].filter((c) => !joined.includes(c)));
    scope = doc.sections.find((x) => isScope(x) && !taken.has(x) && !overlaps(x, taken));
    if (!scope) return;
    a.chosen.set('deliver', scope);
    a.best.set(scope, 'deliver');
    more.set('deliver', [given, ...joined.filter((c) => c !== given && c !== scope)]);
    notes.set('deliver', `the scope of the work, with "${given.heading}" as how it is checked`);
  }
  // (Without the items it says are out of scope, "- Out of scope: the UI button", as whatIsLeft reads what is left.)
  const inScope = inScopeItems(doc, scope);
  if (inScope) a.chosen.set('deliver', inScope);
  // (Its first item of work is where to start, when nothing says so; whatIsLeft reads the English "Scope" so too. Not
  // an item that only labels the scope, "- In scope: the endpoint": it says what the work covers, not where to begin.)
  const item = firstItem(doc, scope);
  if (item && !labelsScope(item.text) && !saysOutOfScope(item.text) && !a.chosen.has('firstStep') && !flagged.has('firstStep')) a.chosen.set('firstStep', itemSection(FIRST_ITEM_HEADING, item));
}

/** Whether an item opens with a label that names the scope or what is out of it ("In scope: …", "Out of scope: …",
 *  "Im Umfang: …"): brief.scope in a label of a few words before a colon. */
function labelsScope(text: string): boolean {
  const m = /^[*_ \t]*([^:：\n]{1,40}?)[*_ \t]*[:：]/u.exec(text);
  return m !== null && (headingScore(m[1]!, 'brief.scope') >= 3 || saysOutOfScope(m[1]!));
}

/** A section that says what the report handed back holds ("## Include in the completion report", "## 完了報告に含めること":
 *  brief.reportContents) and no answer took: part of what to deliver, joined after it (the report is delivered with
 *  the work; it limits nothing of how the work is done, so it is no constraint). */
function reportJoinsDeliver(st: Assignment): void {
  const { doc, a, more, skip, flagged } = st;
  const given = a.chosen.get('deliver');
  if (doc.marker || !given || flagged.has('deliver')) return;
  const taken = allTaken(st);
  const report = doc.sections.filter((x) => x.level > 0 && !skip(x) && !taken.has(x) && !overlaps(x, taken) && headingScore(x.heading, 'brief.reportContents') >= 3 && sectionText(x.raw) !== '');
  if (!report.length) return;
  for (const x of report) a.best.set(x, 'deliver');
  more.set('deliver', [...(more.get('deliver') ?? []), ...report]);
}

/** No section says what to deliver, and a list says what is left ("## Remaining", "## TODO", "## Still to
 *  do" over "- [ ] run the backfill"): that list is what to deliver; its first item is where to start
 *  when nothing else says so, as a plan's. (Not over a list that says it comes first, priorityFirst's: that
 *  one is what to deliver now.) */
function whatIsLeft(st: Assignment): void {
  const { doc, a, skip, flagged, notes, priority } = st;
  const given = a.chosen.get('deliver');
  // (The section chosen as what to deliver may name what is left only loosely: "Phase-8 Aufgaben".)
  // (So does one that says its work is not done, a word of brief.doneState under a negation: "## What is NOT
  // finished", "## Что НЕ доделано", "## Noch nicht umgesetzt", "## 未完了の作業".)
  // (Not a part of a catalogue, "## Features" > "### Task List": a feature's name.)
  // (Nor decisions still to take, "## Pendientes que requieren decisión", "## Open decisions": a word of them names
  // what is left, but they ask the person, no work to start on; QA 41 doc 03, first41.)
  // (So does one that is only the word for open work, "## Offen", "## Open" (brief.openAlone, whole): not "## Open
  // questions", whose further word names what is open. QA 44 C8.)
  const left = (y: Section) => !skip(y) && !CATALOGUED.has(y) && headingScore(y.heading, 'brief.openDecisions') < 2 && (headingScore(y.heading, 'brief.remaining') >= 3 || looseScore(y.heading, 'brief.remaining') >= (y === given ? 1 : 2) || saysNotDone(y.heading) || saysOpen(y.heading) || headingScore(y.heading, 'brief.openAlone') >= 4) && firstItem(doc, y) !== null;
  // (A step that says it comes first inside such a list, "## Open problems" > "### 1. Check the posture
  // (top priority)", is that list's first item: the list is still what to deliver.)
  if (doc.marker || (priority && !doc.sections.some((y) => y !== priority && nestedIn(priority, y) && left(y)))) return;
  const taken = allTaken(st);
  // (Not a part of a section an answer took: "### 2.1 Unification (tâches #4)" under "## Fonctions livrées".)
  // (But a part of the Context named so outright, "## 現状" > "### 残作業", "## Status" > "### Remaining work":
  // the Context holds it only by position, as namedInsideTaken reads a list answer there.)
  const context = [a.chosen.get('context'), ...(st.more.get('context') ?? [])].filter((c): c is Section => c !== undefined && c.level > 0 && !saysDone(c.heading) && headingScore(c.heading, 'brief.doneState') < 3);
  const inContext = (y: Section) => headingScore(y.heading, 'brief.remaining') >= 3 && !saysDone(y.heading) && [...taken].every((c) => !nestedIn(y, c) || context.includes(c));
  // (Not problems left open below the next session's steps, "## 次のセッションでやること" / "タスク 1-5: …" / "- …" then
  // "## 未解決事項", "## Next session" then "## Open problems": those steps are what to deliver (nextStepsList).)
  const fs = a.chosen.get('firstStep');
  const stepsAbove = (y: Section) => fs !== undefined && fs.level > 0 && fs.line < y.line && !nestedIn(y, fs) && !RAW_SECTIONS.has(fs) && !namesOneStep(fs.heading) && listItems(doc, fs) >= 2 && headingScore(fs.heading, 'brief.firstStepItself') < 3 && headingScore(y.heading, 'brief.openProblems') >= 3;
  const listed = () => doc.sections.find((y) => (y === fs || (!taken.has(y) && ([...taken].every((c) => !nestedIn(y, c)) || inContext(y)))) && left(y) && !stepsAbove(y));
  // (The task in hand named beside its work done and a list of what is left, "## Current task" / "## Completed" /
  // "## Remaining": what is left is what to deliver, the task's line the Context; task-in-hand.ts.)
  // ("Current task" is what is left only loosely, by its word "task": the list named outright wins.)
  const leftOf = given && headingScore(given.heading, 'brief.remaining') < 3 && !flagged.has('deliver') && headingScore(given.heading, 'brief.taskInHand') >= 3 ? listed() : undefined;
  const resumed = leftOf !== undefined && leftOf !== given && leftOfTask(leftOf) && taskInHandResumed(given!, leftOf, doc.sections) ? leftOf : undefined;
  if (resumed) {
    a.chosen.delete('deliver');
    st.more.set('context', [...(st.more.get('context') ?? []), given!]);
  }
  /** The section whose list is the work left: what is left of the task in hand; else the section chosen, when it
   *  names what is left; else, when nothing was chosen or flagged, the first list of what is left. */
  function sectionOfWorkLeft(): Section | undefined {
    if (resumed) return resumed;
    if (given) return left(given) ? given : undefined;
    if (flagged.has('deliver')) return undefined;
    const y = listed();
    // (A bare "## Offen" / "## Open" is a list of open points, limitations as often as work: a next step the writer
    // states outright, "**Nächster Schritt: Task 15 nachholen**, dann Task 16", is the work, the list the Context.)
    if (y && openOnly(y) && statedNextStep(doc)) return undefined;
    return y ?? problemsListed(st);
  }
  const x = sectionOfWorkLeft();
  if (!x) {
    if (!given && !flagged.has('deliver')) leftInProse(st, taken);
    return;
  }
  // (Every item of it kept out or kept simple on purpose, "- Uploads stay local — deliberately left out", "- No live
  // push … Kept simple on purpose.": known limitations, no work. The section stays the Context.)
  if (!given && everyItemOutOfScope(doc, x)) return;
  if (!given || resumed) {
    // (Without the items it says are out of scope, "- … this is out of scope of the current task": no work to deliver.
    // The section stays whole where it stood, those items on record.)
    const inScope = inScopeItems(doc, x);
    a.chosen.set('deliver', inScope ?? x);
    const why = resumed ? `what is left of the task in hand ("${oneLine(given!.heading)}" names it, kept in the Context)` : 'no section says what to deliver';
    notes.set('deliver', inScope ? `what is left, but for the items it says are out of scope: ${why}` : `what is left: ${why}`);
  }
  // (A sub-section of the list read loosely as the first step, "### 1. Check the posture (top priority)",
  // is the list's first item: its words stay in what to deliver too.)
  const step = a.chosen.get('firstStep');
  const inside = step !== undefined && step.level > 0 && nestedIn(step, x);
  // (Not the first of candidates, "## 次にやる候補", "## Next candidates": the writer chose none of them yet.)
  if (step === undefined && holdsAny(x.heading, headingTable().get('brief.candidates') ?? []) !== null) return;
  if ((step === x || !step || inside) && !flagged.has('firstStep')) {
    const item = inside ? headingItem(doc, step) : firstItem(doc, x)!;
    // (Not an item that only labels the scope, "- In scope: the endpoint": no place to begin.)
    if (!inside && labelsScope(item.text)) return;
    a.chosen.set('firstStep', itemSection(FIRST_ITEM_HEADING, item));
    notes.delete('firstStep');
  }
}

/** Whether a section of what is left is named only by the bare word for open points ("## Offen", "## Open"). */
const openOnly = (y: Section): boolean => headingScore(y.heading, 'brief.openAlone') >= 4 && headingScore(y.heading, 'brief.remaining') < 3 && !saysNotDone(y.heading) && !saysOpen(y.heading);
/** Whether the document states its next step outright: a line labelled so, or a label of the intro's sentences
 *  ("… NOCH OFFEN.** **Nächster Schritt: Task 15 nachholen**, dann …"). */
function statedNextStep(doc: ParsedDoc): boolean {
  const said = firstStepLine(doc) ?? introFirstStep(doc);
  return said !== null && headingScore(said.lead, 'brief.firstStepLabel') >= 4;
}
/** Whether every list item of a section says it is out of scope or kept so on purpose (out-of-scope-items.ts). */
function everyItemOutOfScope(doc: ParsedDoc, x: Section): boolean {
  let items = 0;
  for (const b of doc.blocks.top) {
    if (b.line < x.start || b.line >= x.end || b.token.type !== 'list' || !b.items) continue;
    for (const it of b.items) {
      const m = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?(\S.*)$/.exec(doc.blocks.lines[it.line] ?? '');
      if (!m || !saysOutOfScope(wholeItem(doc, it, m[1]!))) return false;
      items++;
    }
  }
  return items > 0;
}

/** What to deliver offers options, one marked as the writer's pick ("### Option 2 … ⭐", "**recommended!**",
 *  "**추천!**": recommended-option.ts), and the first step was derived as its first item: the pick is where to start. */
function recommendedFirst({ doc, a, flagged, notes }: Assignment): void {
  const x = a.chosen.get('deliver');
  const step = a.chosen.get('firstStep');
  if (doc.marker || flagged.has('firstStep') || !x || x.level === 0 || !step || step.heading !== FIRST_ITEM_HEADING || step.start < x.start || step.start >= x.end) return;
  const pick = recommendedPart(doc, x);
  if (!pick || (step.start >= pick.start - 1 && step.start < pick.end)) return;
  a.chosen.set('firstStep', itemSection(FIRST_ITEM_HEADING, headingItem(doc, pick)));
  notes.set('firstStep', `the option "${oneLine(pick.heading)}" is marked as the pick`);
}

/** A section of what is left without its list items that say they are out of scope (out-of-scope-items.ts), as a
 *  section of its own that copies the rest (the section stays whole where it stood: LIFTED_SECTIONS); undefined
 *  when no item says so, or every one does. */
function inScopeItems(doc: ParsedDoc, x: Section): Section | undefined {
  const out = new Set<number>();
  let items = 0;
  for (const b of doc.blocks.top) {
    if (b.line < x.start || b.line >= x.end || b.token.type !== 'list' || !b.items) continue;
    for (const it of b.items) {
      items++;
      const m = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?(\S.*)$/.exec(doc.blocks.lines[it.line] ?? '');
      if (m && saysOutOfScope(wholeItem(doc, it, m[1]!))) for (let i = it.line; i < it.end; i++) out.add(i);
    }
  }
  if (!out.size || !items) return undefined;
  const kept = doc.blocks.lines.slice(x.start + 1, x.end).filter((_l, k) => !out.has(x.start + 1 + k));
  if (!kept.some((l) => /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]/.test(l))) return undefined;
  const s: Section = { heading: x.heading, level: 0, line: x.line, start: x.start, end: x.end, raw: kept.join('\n').trim() };
  RAW_SECTIONS.add(s);
  LIFTED_SECTIONS.add(s);
  return s;
}

/** The why's section when its heading names what is left outright too (the English "## Problem to solve", GitLab's
 *  issue template: brief.why and brief.remaining both, whole) and it numbers the problems ("1. …", "2. …"): they
 *  are the work as well, what to deliver when no other section says so, the first one where to start. A problem
 *  stated in prose stays only the why. sect21. */
function problemsListed({ doc, a }: Assignment): Section | undefined {
  const why = a.chosen.get('why');
  if (!why || why.level === 0 || headingScore(why.heading, 'brief.remaining') < 4 || firstItem(doc, why) === null) return undefined;
  const numbered = doc.blocks.top.filter((b) => b.line >= why.start && b.line < why.end && b.token.type === 'list' && (b.token as Tokens.List).ordered);
  return numbered.reduce((n, b) => n + (b.items?.length ?? 0), 0) >= 2 ? why : undefined;
}

/** No section says what to deliver, and a section named outright as the next work (brief.remaining, whole:
 *  "## งานถัดไป", "## Next work", "## Nächste Aufgaben") says it in a paragraph, no list: that section is what to
 *  deliver, and its first sentence the first step when nothing says one (in a script that parts its sentences by a
 *  blank, Thai, Lao, Khmer, Burmese: its first clause). After whatIsLeft, which reads such a section's list. sect20. */
function leftInProse(st: Assignment, taken: ReadonlySet<Section>): void {
  const { doc, a, skip, flagged, notes } = st;
  const fs = a.chosen.get('firstStep');
  const x = doc.sections.find((y) => y.level > 0 && !skip(y) && !CATALOGUED.has(y) && (y === fs || (!taken.has(y) && [...taken].every((c) => !nestedIn(y, c) && !nestedIn(c, y)))) && (headingScore(y.heading, 'brief.remaining') >= 4 || (headingScore(y.heading, 'brief.leftLabel') >= 4 && besideDone(doc, y))) && !saysDone(y.heading) && firstItem(doc, y) === null);
  if (!x) return;
  // (A label in a list of labelled lines, "- Done: …" / "- Left: green test; commit, push and PR.", says it on its own
  // line: its text is the paragraph.)
  const said = labelLine(x);
  const para = said ? { line: x.start } : doc.blocks.top.find((b) => b.line >= x.start && b.line < x.end && b.token.type === 'paragraph');
  const line = said ? sectionText(x.raw).split('\n')[0]!.trim() : para ? (doc.blocks.lines[para.line] ?? '').trim() : '';
  if (!para || !line) return;
  a.chosen.set('deliver', x);
  notes.set('deliver', 'what is left: no section says what to deliver');
  if ((fs !== undefined && fs !== x) || flagged.has('firstStep')) return;
  const text = SPACED_SENTENCES.test(line) ? line.split(/\s+/)[0]! : (/^.+?[.!?。！？](?=\s|$)/u.exec(line)?.[0] ?? line);
  a.chosen.set('firstStep', itemSection(FIRST_ITEM_HEADING, { line: para.line, text }));
}
/** Whether a label of what is left ("- Left: …", "## Falta") stands beside a report of what is done, a sibling of its
 *  level that says so ("- Done: …", "Hecho:", "Erledigt:", "Fait :"), in the same run of labelled lines when it is a
 *  label: only then does "Left" mean what is left, not a side ("- Left: the navigation tree" / "- Right: the form"). */
function besideDone(doc: ParsedDoc, x: Section): boolean {
  const peers = doc.sections.filter((y) => y.level === x.level && labelLine(y) === labelLine(x));
  const done = (y: Section) => y !== x && (saysDone(y.heading) || headingScore(y.heading, 'brief.doneBesideLeft') >= 4);
  if (!labelLine(x)) return peers.some(done);
  // (The run of labelled lines x stands in: each peer starts where the one before it ends.)
  const at = peers.indexOf(x);
  let from = at;
  while (from > 0 && peers[from - 1]!.end >= peers[from]!.start) from--;
  let to = at;
  while (to < peers.length - 1 && peers[to]!.end >= peers[to + 1]!.start) to++;
  return peers.slice(from, to + 1).some(done);
}

/** Whether a section is a label whose text stands on its own line ("- Left: …", "**Falta:** …": document.ts reads
 *  such labels as headings), not a heading over lines of its own. */
const labelLine = (x: Section): boolean => x.level > 0 && x.start === x.line - 1 && sectionText(x.raw) !== '';
/** A line in a script that parts sentences and clauses by a blank, not a full stop. */
const SPACED_SENTENCES = lazyRegExp(() => /^[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u);

/** No first step, and the brief plans as a task list ("- [x] measured", "- [ ] switch to …"): its first open
 *  item is where to start (its words stay where they are too). A task list of what must hold when it is
 *  done (under "## Acceptance Criteria", the section chosen as what to deliver, nothing ticked) is no plan.
 *  After what to deliver is settled, which it must not take as a plan, and after every reading of a first
 *  step the document states (a heading, a label in a line or in prose): a stated step wins over a derived one. */
function openTaskItem({ doc, a, flagged }: Assignment): void {
  if (a.chosen.has('firstStep') || flagged.has('firstStep') || doc.marker) return;
  const deliver = a.chosen.get('deliver');
  const criteria = (line: number) => {
    const s = innermost(doc, line);
    // ("## Remaining", "## TODO", "## Pending tasks": what is left is a plan, whatever answer it gives.)
    return s !== undefined && (s === deliver || headingScore(s.heading, 'brief.deliver') >= 3 || headingScore(s.heading, 'brief.doneLabel') >= 3) && headingScore(s.heading, 'brief.remaining') < 3;
  };
  const item = firstOpenItem(doc, criteria);
  if (item) a.chosen.set('firstStep', itemSection(OPEN_ITEM_HEADING, item));
}

/** An agent's session summary whose part of what is left is what to deliver ("6. Pending Tasks and Next Steps:",
 *  Cline's and Roo Code's condensed context): the next step it states in a sentence there ("The immediate next step
 *  would be to continue with Phase 2C, …") is the first step, over the first item of the list; with neither, its
 *  first pending line (Cline writes the tasks as plain lines, no list: "From the most recent task list update:" /
 *  "Phase 2C: …"), not one that only leads in with a colon nor one marked done. QA 55 doc 03. */
function summaryNextStep({ doc, a, flagged, notes }: Assignment): void {
  const cur = a.chosen.get('firstStep');
  const x = a.chosen.get('deliver');
  if (doc.marker || flagged.has('firstStep') || (cur && cur.heading !== FIRST_ITEM_HEADING) || !x || x.level <= 0 || headingScore(x.heading, 'brief.agentSummary') < 4) return;
  if (!isSessionSummary(doc.sections.map((y) => y.heading))) return;
  const said = proseParts(doc, x.start, x.end, new Set<LeadKey>(['firstStep'])).find((p) => p.key === 'firstStep');
  if (said) return chooseProse(a, notes, 'firstStep', [said], `"${x.heading}"`);
  if (cur) return;
  const { lines, literal } = doc.blocks;
  for (let i = x.line; i < x.end; i++) {
    const text = lines[i]!.trim();
    if (!text || literal[i] || /^#{1,6}[ \t]/.test(text)) continue;
    const item = text.replace(/^(?:[-*+]|\d{1,3}[.)])[ \t]+/, '');
    if (/[:：]$/u.test(text) || /^\[[xX]\]/.test(item) || itemMarkedDone(item)) continue;
    a.chosen.set('firstStep', itemSection(FIRST_ITEM_HEADING, { line: i, text: item.replace(/^\[ \][ \t]+/, '') }));
    return;
  }
}

/** No section says why, and the document is an agent's session summary whose first part retells the conversation
 *  (Cline's and Roo Code's condensed context, "1. Previous Conversation:" … "6. Pending Tasks and Next Steps:"): that
 *  part is the why, as "Primary Request and Intent" is Claude Code's. Only in such a summary (session-summary.ts):
 *  elsewhere a "## Previous conversation" is history, for the Context. QA 55 doc 03. */
function conversationWhy(st: Assignment): void {
  const { doc, a, skip, flagged, notes } = st;
  if (a.chosen.has('why') || flagged.has('why') || doc.marker || !isSessionSummary(doc.sections.map((y) => y.heading))) return;
  const taken = allTaken(st);
  const x = doc.sections.find((y) => y.level > 0 && !taken.has(y) && !skip(y) && headingScore(y.heading, 'brief.summaryConversation') >= 4 && !overlaps(y, taken) && sectionText(y.raw) !== '');
  if (x) {
    a.chosen.set('why', x);
    notes.set('why', "the conversation an agent's session summary retells: no section says why");
  }
}

/** No section says why, and a section sums the work up ("## Summary" of a ticket, "## Zusammenfassung",
 *  "## 概要": brief.summaryWhy, which a return reads as its outcome): the summary is the why. The first of
 *  the derived whys: a summary is written for it. */
function summaryWhy(st: Assignment): void {
  const { doc, a, skip, flagged, notes } = st;
  if (a.chosen.has('why') || flagged.has('why') || doc.marker) return;
  const taken = allTaken(st);
  // (A summary that says why: not a session's summary of what works and what is missing, "## 🎉 RESUMEN:" / "Funciona
  // el login … Falta el pago", nor one headed by another role, "## Session summary": says-why.ts.)
  const x = doc.sections.find((y) => !taken.has(y) && !skip(y) && (headingScore(y.heading, 'brief.summaryWhy') >= 4 || headingScore(y.heading, 'brief.executiveSummary') >= 4) && !overlaps(y, taken) && sectionText(y.raw) !== '' && !namesOtherRole(y.heading) && saysWhy(sectionText(y.raw)) && !statesNothing(sectionText(y.raw)));
  if (x) {
    a.chosen.set('why', x);
    notes.set('why', 'a summary: no section says why');
  }
}

/** No section says why, or only a goal that is also what to deliver, beside a "## Context" (a plan's, an
 *  issue's "Context" is why the work exists): the context is the why, and the goal what to deliver. Only in
 *  a brief that says something of its own beyond the context (a deliver, a first step). */
function contextWhy({ a, more, flagged, notes }: Assignment): void {
  const ctx = a.chosen.get('context');
  // (What the document is for, "## Purpose of this document", says why only when nothing else does: a goal
  // beside it stays the why.)
  const purpose = ctx !== undefined && headingScore(ctx.heading, 'brief.documentPurpose') >= 4;
  const ctxIsWhy = ctx !== undefined && ctx.level > 0 && (a.chosen.has('firstStep') || a.chosen.has('deliver') || a.chosen.has('why')) && !FRONT_MATTER_SECTIONS.has(ctx) && (headingScore(ctx.heading, 'brief.contextWhy') >= 4 || purpose);
  const goal = a.chosen.get('why');
  if (ctxIsWhy && !purpose && goal && !a.chosen.has('deliver') && !flagged.has('deliver') && !flagged.has('why') && !FRONT_MATTER_SECTIONS.has(goal) && headingScore(goal.heading, 'brief.deliver') >= 4) {
    a.chosen.set('deliver', goal);
    a.chosen.delete('why');
    notes.set('deliver', 'a goal, beside a Context that says why');
  }
  if (ctxIsWhy && !a.chosen.has('why') && !flagged.has('why')) {
    a.chosen.set('why', ctx);
    nextContext(a, more);
    notes.set('why', 'no section says why');
  }
}

/** A why that says when it is done ("## Goal" / "## Objectif": "… ; terminé quand …") also gives what to
 *  deliver, from that sentence on, when no section does: the same section is chosen for both, and the
 *  reader splits its text there (read-brief.ts). After the whys a heading or a Context gives. */
function doneWhenInWhy({ a, flagged }: Assignment): void {
  const why = a.chosen.get('why');
  if (why && !a.chosen.has('deliver') && !flagged.has('deliver') && deliverAt(sectionText(why.raw), why.heading) > 0) a.chosen.set('deliver', why);
}

/** Else a section no answer took whose text opens so ("### Verification": "Done when k6 shows 429s …"). */
function doneWhenSection({ doc, a, skip, flagged }: Assignment): void {
  if (a.chosen.has('deliver') || flagged.has('deliver')) return;
  const taken = new Set(a.chosen.values());
  const x = doc.sections.find((y) => !taken.has(y) && !skip(y) && !overlaps(y, taken) && doneWhenAt(sectionText(y.raw)) === 0);
  if (x) a.chosen.set('deliver', x);
}

/** No section says what to deliver, and the work is split into sections that each close on their own
 *  completion criteria ("## Worker 1: KIS" … "Done when:" over a list; task-sections.ts): those sections,
 *  whose headings name no answer, are what to deliver, in order. After doneWhenSection (a section that
 *  opens on its criteria), before a label of what comes next. */
function taskSectionsDeliver(st: Assignment): void {
  const { doc, a, more, skip, flagged, notes } = st;
  if (doc.marker || flagged.has('deliver')) return;
  // (A bold "**Done when:**" read as a sub-heading names What to deliver by its heading, but it is one task's
  // criteria only: when it sits in such a task section, the tasks are what to deliver.)
  const cur = a.chosen.get('deliver');
  // (Only when what is chosen is a task itself, "## Aufgabe 1" read loosely, or a bold label of its criteria
  // read as a heading: "## Deliver" stands, and the document is not scanned for it.)
  if (cur && (cur.level === 0 || (/^[ \t]{0,3}#/.test(doc.blocks.lines[cur.line - 1] ?? '') ? !closesOnCriteria(doc, doc.sections.indexOf(cur)) : !namesDone(cur.heading)))) return;
  const taken = allTaken(st);
  if (cur) taken.delete(cur);
  const tasks = taskSections(doc, (y) => !skip(y) && !saysDone(y.heading) && (y === cur || !a.best.has(y)) && !taken.has(y) && !overlaps(y, taken));
  if (!tasks.length || (cur && !tasks.some((y) => y === cur || nestedIn(cur, y)))) return;
  // (A task whose criteria are all it says, "## Track B" over a bold "**Done when:**", has no text of its own:
  // its heading is kept as a label over them, not dropped.)
  for (const t of tasks) if (t.level > 0 && doc.blocks.lines.slice(t.start, t.end).every((l) => !l.trim())) REST_SECTIONS.add(t);
  a.chosen.set('deliver', tasks[0]!);
  if (tasks.length > 1) more.set('deliver', tasks.slice(1));
  notes.set('deliver', 'sections that each say when they are done: no section says what to deliver');
}

/** No section says what to deliver, and a line says what comes next by its label ("- 次: 第9話を書く" in a
 *  progress section, "**Up next — ship the filters.**" in a start-here section, "다음: 3장 쓰기"; a label of
 *  brief.nextLabel, before a colon or a dash): that line is what to deliver, read out of its section. When it
 *  stands in the section chosen as the first step, over a list, the list's first item is where to start.
 *  Before the list of next steps: a line that names the next thing says more than a list's first item. */
function nextLabelDeliver({ doc, a, skip, flagged, notes }: Assignment): void {
  if (doc.marker || a.chosen.has('deliver') || flagged.has('deliver')) return;
  // (Not in what an answer took as its own list, nor in work reported done.)
  const not = [...a.chosen.entries()].filter(([k, c]) => c.level > 0 && k !== 'context' && k !== 'firstStep').map(([, c]) => c);
  const elsewhere = (line: number) => not.some((c) => line >= c.start && line < c.end) || doc.sections.some((x) => x.level > 0 && (skip(x) || saysDone(x.heading)) && line >= x.start && line < x.end);
  const part = nextLine(doc, elsewhere);
  // (Not a step that only reads, "**Next:** read deploy.sh": where to begin, not what to finish.)
  if (!part || onlyReads(part.text)) return;
  const s: Section = { heading: `(a sentence: "${part.lead}…")`, level: 0, line: part.from.line + 1, start: part.from.line, end: part.to.line + 1, raw: part.text };
  RAW_SECTIONS.add(s);
  PROSE_PARTS.set(s, [part]);
  a.chosen.set('deliver', s);
  notes.set('deliver', `its label "${part.lead}" says what comes next`);
  // (So when no first step is chosen, or only a heading with no text of its own, "## Begin here" over a bold
  // "**State: …**" line read as a heading of its own: the list after the label is how to get there.)
  const step = a.chosen.get('firstStep');
  if (flagged.has('firstStep') || (step && (step.level === 0 || ((part.from.line < step.start || part.from.line >= step.end) && sectionText(step.raw) !== '')))) return;
  const end = innermost(doc, part.from.line)?.end ?? doc.blocks.lines.length;
  const list = doc.blocks.top.find((b) => b.line > part.to.line && b.line < end && b.token.type === 'list' && b.items?.length);
  // (A bold lead in a section of where to start, "## Start here next session" / "**Next action — bundle the PRs.**",
  // over its steps and then more, the gating criteria, the blockers: the section stays the first step, as it was
  // before the lead gave the deliver. Where the steps end the section, the first of them is where to start.)
  const bold = part.lead !== '' && !part.item && /^[ \t]*(?:\*\*|__)/.test(doc.blocks.lines[part.from.line] ?? '');
  if (bold && step && step.level > 0) {
    const after = list && list.line < step.end ? list.end : part.to.line + 1;
    if (doc.blocks.lines.slice(after, step.end).some((l) => l.trim() !== '')) return;
  }
  const it = list?.items?.[0];
  if (!it) {
    // (A section of where to start that holds nothing but the label, "## Start here next session" / "**Next action —
    // make the parser stream.**": that one action is where to start too, or the section would be left empty.)
    // (Not a label read as a heading of its own, "**Next:** start with cache.ts": that section is the step already.)
    const own = step && step.level > 0 && part.from.line > step.start ? doc.blocks.lines.slice(step.start + 1, step.end).filter((l, k) => l.trim() !== '' && (step.start + 1 + k < part.from.line || step.start + 1 + k > part.to.line)) : null;
    if (own && own.length === 0) a.chosen.set('firstStep', itemSection(s.heading, { line: part.from.line, text: part.text }));
    return;
  }
  const text = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?(\S.*)$/.exec(doc.blocks.lines[it.line] ?? '')?.[1];
  if (text) a.chosen.set('firstStep', itemSection(FIRST_ITEM_HEADING, { line: it.line, text: wholeItem(doc, it, text) }));
}

/** A label that says what comes next: the words before a colon, or before a dash between blanks ("Up next —
 *  …"), emphasis and a bullet aside. */
const NEXT_LABEL = lazyRegExp(() => /^([ \t]*(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?)(\*\*|__)?[ \t]*([\p{L}][^*_:：\n`—–]{0,29}?)[ \t]*(?:\2[ \t]*)?(?:[:：]|[ \t][—–][ \t])[ \t]*(?:\2)?[ \t]*(?=\S)/u);

/** The first line outside code whose label says what comes next (brief.nextLabel, the label whole), and not
 *  `elsewhere`: as a part read out of its paragraph or list. */
function nextLine(doc: ParsedDoc, elsewhere: (line: number) => boolean): ProsePart | null {
  const { lines, literal } = doc.blocks;
  for (const [bi, b] of doc.blocks.top.entries()) {
    if (literal[b.line] || (b.token.type !== 'paragraph' && b.token.type !== 'list')) continue;
    const items = b.token.type === 'list' && b.items ? b.items : null;
    const at = items ? items.map((it) => it.line) : Array.from({ length: b.end - b.line }, (_x, k) => b.line + k);
    for (const [k, i] of at.entries()) {
      const line = lines[i] ?? '';
      const m = NEXT_LABEL.exec(line);
      if (!m || headingScore(m[3]!.trim(), 'brief.nextLabel') < 4 || elsewhere(i) || afterCode(doc, i)) continue;
      let text = line.slice(m[0].length).trim();
      // (A bold label line closes its emphasis after its text: "**Up next — ship the filters.**".)
      if (m[2] && text.includes(m[2])) text = text.replace(m[2], '').trim();
      // (Not a link to the next task's own document, "Siguiente: [07. …](07-carrito.md)": a pointer, not this work.)
      if (!text || onlyLinksAway(text)) continue;
      // (A one-line item leaves its section whole, bullet and all; a longer one is read as a labelled item.)
      const it = items?.[k];
      if (it && it.end - it.line > 1) {
        const all = [text, ...lines.slice(it.line + 1, it.end).map((l) => l.trim())].join('\n').trim();
        return { key: 'deliver', text: all, source: all, lead: m[3]!.trim(), item: true, from: { line: it.line, col: 0 }, to: { line: it.end - 1, col: lines[it.end - 1]!.length } };
      }
      if (it) return { key: 'deliver', text, source: line.trim(), lead: m[3]!.trim(), from: { line: i, col: 0 }, to: { line: i, col: line.length } };
      const from = m[1]!.length;
      // (A label line that ends on a colon over a list, "**Next: choose from Someday.** Highest-impact candidates:" /
      // "1. …": the list is what it names, and comes with it.)
      const list = doc.blocks.top[bi + 1];
      if (i === b.end - 1 && /[:：](?:\*\*|__)?[ \t]*$/.test(line) && list && list.token.type === 'list' && !literal[list.line] && lines.slice(b.end, list.line).every((l) => !l.trim())) {
        const all = [text, ...lines.slice(list.line, list.end).map((l) => l.trimEnd())].join('\n').trim();
        return { key: 'deliver', text: all, source: all, lead: m[3]!.trim(), from: { line: i, col: from }, to: { line: list.end - 1, col: lines[list.end - 1]!.length } };
      }
      return { key: 'deliver', text, source: line.slice(from).trim(), lead: m[3]!.trim(), from: { line: i, col: from }, to: { line: i, col: line.length } };
    }
  }
  return null;
}

/** No section says what to deliver, and the first step is a list of next steps ("## Next steps" / "1. … 2.
 *  …", "## Proximas tarefas", a status document's plan): the list is what is left to do, what to deliver,
 *  and its first item where to start, as a person reads it. Last of the deliver passes: a list of next
 *  steps is what to deliver only when nothing says so. Keeps the first step it found in `steps`. */
function nextStepsList(st: Assignment): void {
  const { doc, a, flagged, notes } = st;
  const steps = (st.steps = a.chosen.get('firstStep'));
  // (Not a section named the first step itself, "## First step" / "## Erster Schritt": its list is how
  // to take that step.)
  if (doc.marker || !steps || steps.level <= 0 || RAW_SECTIONS.has(steps) || namesOneStep(steps.heading) || headingScore(steps.heading, 'brief.firstStepItself') >= 3 || normalizeHeading(steps.heading) === 'first step') return;
  // (Its steps numbered inline, "(1) green the suite → (2) … → (3) …": a list written on one line, read as one.)
  const inline = listItems(doc, steps) < 2 ? inlineFirstStep(doc, steps) : null;
  if (listItems(doc, steps) < 2 && !inline) return;
  yieldWeakDeliver(st, steps);
  if (!a.chosen.has('deliver') && !flagged.has('deliver')) {
    a.chosen.set('deliver', steps);
    notes.set('deliver', 'the list of next steps: no section says what to deliver');
    // (A plan that leaves the choice to the user, "## Resume paths (user decision)" / "### A. …" / "### B. …": what to
    // deliver is that choice, and none of its paths is where to start; no later pass derives one. resume-plan.ts.)
    if (offersChoice(steps.heading) && !flagged.has('firstStep')) {
      notes.set('deliver', 'a choice the document leaves to the user: no section says what to deliver');
      a.chosen.delete('firstStep');
      flagged.add('firstStep');
      return;
    }
  }
  // Where to start is the list's first item (the list itself stays what to deliver, or under its own
  // heading); a line that says so outright ("Next step: …", "Start here: …") wins over it (below). A plan
  // beside a stated deliver ("### Approach", "## Plan": brief.planItself) stays the first step whole.
  if (!flagged.has('firstStep') && (a.chosen.get('deliver') === steps || headingScore(steps.heading, 'brief.planItself') < 3)) {
    const item = inline ?? firstItem(doc, steps);
    // (A step that carries its commands, "1. **先回滚 Subagent 拆分**" over a code block: with them. resume-plan.ts.)
    if (item) a.chosen.set('firstStep', itemSection(FIRST_ITEM_HEADING, inline ? item : { line: item.line, text: stepWithCommands(doc, item.line) ?? item.text }));
  }
}

/** What to deliver named only by a word its heading opens with, no phrase of it whole ("### Task Format" under
 *  "## Quick Reference": "task"), gives way to a list of next steps (`steps`, "## Suggested Next Steps" / "1. …
 *  2. …"): the list says what is left to do, the heading only shares a word with it. Not a heading the matcher names
 *  outright (4 or more), nor one a label states, nor one beside further sections of what to deliver. QA 54 class 2. */
function yieldWeakDeliver({ doc, a, flagged, more, targets, labelled, notes }: Assignment, steps: Section): void {
  const given = a.chosen.get('deliver');
  const target = targets.find((t) => t.key === 'deliver');
  if (!given || !target || given === steps || given.level <= 0 || RAW_SECTIONS.has(given) || flagged.has('deliver') || notes.has('deliver') || labelled.has('deliver') || (more.get('deliver')?.length ?? 0) > 0) return;
  if (sectionScore(given.heading, target) >= 4 || nestedIn(given, steps) || nestedIn(steps, given)) return;
  // (Only a heading inside a section the reader gave another part, "## Quick Reference" (the pointers) > "### Task
  // Format": reference there, no task. A heading of its own, "## 現在のタスク：…", "## Remaining", still names the work.)
  const parent = doc.sections.filter((p) => p.level > 0 && p.level < given.level && nestedIn(given, p)).sort((p, q) => q.level - p.level)[0];
  const part = parent ? a.best.get(parent) : undefined;
  if (!part || part === 'deliver') return;
  a.chosen.delete('deliver');
  a.best.delete(given);
}

/** No first step, and what to deliver is a section that says what to do now ("## Qué hacer ahora", "## What to
 *  do now") or names the work itself ("## The work") over a list of two steps or more: its first item is where
 *  to start, as a person reads it (a line that says so outright still wins, statedFirstStep). Not a section
 *  of decisions still to take: readLoosely and whatIsLeft keep those from the first step. QA 41 docs 03, 05.
 *  So too whatever its name when its work is numbered sub-headings ("## What Needs to Be Done" / "### 1. Delete
 *  these files"): the first of them, its title and text, is where to start. QA 56 class 5. */
function nowListFirstStep({ doc, a, flagged }: Assignment): void {
  const given = a.chosen.get('deliver');
  if (doc.marker || flagged.has('firstStep') || a.chosen.has('firstStep') || !given || given.level <= 0 || RAW_SECTIONS.has(given)) return;
  if ((headingScore(given.heading, 'brief.doNow') < 2 || listItems(doc, given) < 2) && !numberedSteps(doc, given)) return;
  const item = firstItem(doc, given);
  if (item) a.chosen.set('firstStep', itemSection(FIRST_ITEM_HEADING, item));
}

/** A section's work written as numbered sub-headings, "### 1. Delete these files", "### 2. …" (the first two
 *  numbered 1 and 2, in any language: a number is no word): an order of work, whatever the section's name. */
function numberedSteps(doc: ParsedDoc, s: Section): boolean {
  const [one, two] = stepHeadings(doc, s);
  const num = (x: Section | undefined) => /^[^\p{L}\p{N}]*(\d{1,3})[.):]/u.exec(x?.heading ?? '')?.[1];
  return num(one) === '1' && num(two) === '2';
}

/** No first step, and a section named the hand-over itself ("## Handoff", "## Übergabe", "## Passation", "## 交接",
 *  "## 引き継ぎ": title.brief, the name whole) opens with a numbered list of two steps or more: the steps handed on,
 *  its first item where to start, as a person reads it (a line that says so outright still wins, statedFirstStep).
 *  The section stays where it was. QA 47 doc 06. */
function handOverSteps({ doc, a, flagged }: Assignment): void {
  if (doc.marker || flagged.has('firstStep') || a.chosen.has('firstStep')) return;
  const taken = new Set([...a.chosen.entries()].filter(([k]) => k !== 'context').map(([, c]) => c));
  const s = doc.sections.find((x) => x.level > 0 && !taken.has(x) && headingScore(x.heading, 'title.brief') >= 4);
  if (!s) return;
  const first = doc.blocks.top.find((b) => b.line >= s.start && b.line < s.end && b.token.type !== 'space' && b.token.type !== 'heading');
  if (!first || first.token.type !== 'list' || !(first.token as Tokens.List).ordered || (first.items?.length ?? 0) < 2) return;
  const item = firstItem(doc, s);
  if (item) a.chosen.set('firstStep', itemSection(FIRST_ITEM_HEADING, item));
}

/** A section whose text opens with a paragraph of steps numbered inline ("(1) green the suite [debt #1] → (2)
 *  reference test … → (3) …", inline-order.ts): its first step, on the paragraph's first line; null when its
 *  first block is no such paragraph (a list, prose, code). */
function inlineFirstStep(doc: ParsedDoc, s: Section): { line: number; text: string } | null {
  const first = doc.blocks.top.find((b) => b.line >= s.start && b.line < s.end && b.token.type !== 'space' && b.token.type !== 'heading');
  // (A paragraph, or the one item markdown makes of a chain that opens "1) …": "1) Cache leeren; 2) neu bauen".)
  const one = first?.token.type === 'list' && first.items?.length === 1;
  if (!first || (first.token.type !== 'paragraph' && !one) || doc.blocks.literal[first.line]) return null;
  const items = inlineOrder(doc.blocks.lines.slice(first.line, first.end).join('\n'));
  return items ? { line: first.line, text: items[0]! } : null;
}

/** The first step is a section of its own ("## Start here: …") and another lists the next steps ("## Next
 *  session candidates" / "- a" "- b"), with nothing saying what to deliver: that list is what to deliver. */
function startHereList(st: Assignment): void {
  const { doc, a, skip, flagged, notes, steps } = st;
  if (doc.marker || !steps || flagged.has('deliver') || a.chosen.has('deliver')) return;
  const taken = allTaken(st);
  const list = doc.sections.find((x) => x !== steps && x.level > 0 && !taken.has(x) && !skip(x) && a.best.get(x) === 'firstStep' && !overlaps(x, taken) && wholeListOf(doc, x));
  if (list) {
    a.chosen.set('deliver', list);
    notes.set('deliver', 'the list of next steps: no section says what to deliver');
  }
}

/** A list item still open: an empty task box ("- [ ] …") or a mark of work pending or under way ("- ⏳ …",
 *  "- 🔲 …", "- 🚧 …"); its text after the mark. */
const OPEN_ITEM = lazyRegExp(() => /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[ \][ \t]+|(?:⏳|⌛|🔲|⬜|☐|□|🚧|🔜)\uFE0F?[ \t]*)(\S.*)$/u);
/** A list item marked done: a ticked box or a check mark. */
const DONE_ITEM = lazyRegExp(() => /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[[xX]\]|(?:✅|✔|☑|✓)\uFE0F?)/u);

/** Nothing says what to deliver, and the document's lists mark items open ("- [ ] batch CLI" under each
 *  chapter of a memo, "- ⏳ reporting module" beside "- ✅ card reader" in a list of features): the open
 *  items are what is left to do, what to deliver, in order, and the first of them where to start when
 *  nothing says so. Only where the marks say so plainly: an empty task box, or a pending mark in a
 *  document that also marks items done. Not items of a section a list answer took (a bonus checklist is
 *  out of scope). After every reading of a list of next steps. */
function openItemsDeliver(st: Assignment): void {
  const { doc, a, more, skip, flagged, notes } = st;
  if (doc.marker || a.chosen.has('deliver') || flagged.has('deliver')) return;
  const lists = new Set([...LIST_KEYS, 'context']);
  const held = [...a.chosen.entries(), ...[...more.entries()].flatMap(([k, xs]) => xs.map((x) => [k, x] as const))].filter(([k, x]) => (lists.has(k) || k.startsWith('field:')) && x.level > 0 && !saysDone(x.heading)).map(([, x]) => x);
  // (Once per document: a 1 MiB brief has thousands of lines and sections.)
  const away = [...held, ...doc.sections.filter((x) => x.level > 0 && skip(x))];
  const out = (i: number) => away.some((x) => i >= x.start && i < x.end);
  const { lines, literal } = doc.blocks;
  const open: { line: number; text: string; box: boolean }[] = [];
  let done = false;
  for (let i = 0; i < lines.length; i++) {
    if (literal[i] || out(i)) continue;
    const m = OPEN_ITEM.exec(lines[i]!);
    if (m) open.push({ line: i, text: m[1]!.trim(), box: /\[ \]/.test(lines[i]!.slice(0, lines[i]!.length - m[1]!.length)) });
    else if (!done && DONE_ITEM.test(lines[i]!)) done = true;
  }
  if (!open.length || !(done || open.some((o) => o.box))) return;
  const at = { start: open[0]!.line, end: open[open.length - 1]!.line + 1 };
  // In a log of entries ("## CHECKPOINT" … "## CHECKPOINT (DEPLOY)"), the newest entry's open items come first: where the
  // log got to, not where it began (QA 50 class 7); the older ones follow, in order, as the backlog.
  const newest = newestLogEntry(doc, (x) => open.some((o) => o.line >= x.start && o.line < x.end));
  if (newest) open.sort((p, q) => Number(q.line >= newest.start && q.line < newest.end) - Number(p.line >= newest.start && p.line < newest.end));
  const s: Section = { heading: '(the open items of its lists)', level: 0, line: open[0]!.line + 1, start: at.start, end: at.end, raw: open.map((o) => `- ${o.text}`).join('\n') };
  RAW_SECTIONS.add(s);
  // (The items stay in their lists too: the list of features keeps its pending ones.)
  LIFTED_SECTIONS.add(s);
  a.chosen.set('deliver', s);
  notes.set('deliver', newest ? `the items its lists mark open, those of the log's newest entry ("${oneLine(newest.heading)}") first: no section says what to deliver` : 'the items its lists mark open: no section says what to deliver');
  if (!a.chosen.has('firstStep') && !flagged.has('firstStep')) a.chosen.set('firstStep', itemSection(OPEN_ITEM_HEADING, open[0]!));
}

/** A log of entries under one name, two or more siblings whose heading opens with a word for an entry of a log
 *  ("## CHECKPOINT", "## CHECKPOINT (DEPLOY)"; "## Session 3 — cache"; "## 本次会话摘要"; brief.sessionWord, brief.logEntryWord),
 *  not a plan ("## Phase 1", "## Phase 2" start at the first): the newest entry that `holds` something, by the dates its
 *  headings carry when two or more do, else the last one (a log is appended to); null when the document is no such log. */
function newestLogEntry(doc: ParsedDoc, holds: (x: Section) => boolean): Section | null {
  const t = headingTable();
  const words = [...(t.get('brief.sessionWord') ?? []), ...(t.get('brief.logEntryWord') ?? [])];
  const parent = parentIndexes(doc.sections);
  const opening = (h: string) => h.replace(/[*_`]+/g, '').split(/[(（[\]:：—–|]|\s-\s|\d/u)[0]!.trim();
  const named = doc.sections.map((x, i) => ({ x, i })).filter(({ x }) => x.level > 0 && opening(x.heading) !== '' && holdsAny(opening(x.heading), words) !== null);
  // (Siblings all: one level, one parent.)
  if (named.length < 2 || named.some((y) => y.x.level !== named[0]!.x.level || parent[y.i] !== parent[named[0]!.i])) return null;
  const entries = named.map((y) => y.x);
  const dated = entries.map((x) => ({ x, d: headingDate(x.heading, true) })).filter((y) => y.d !== null);
  const order = dated.length >= 2 ? dated.sort((p, q) => q.d! - p.d!).map((y) => y.x) : [...entries].reverse();
  return order.find(holds) ?? null;
}

/** A heading says where to start among the work's numbered parts ("## Handoff for the next agent (start at Task 3)",
 *  "## Übergabe (weiter bei Schritt 2)", "## 交接（从任务 3 开始）"; start-at.ts) and the document holds that part (a row of
 *  its task table, "| 3 Shared types | Not started |", an item or a heading "Task 3 …"): that part is the first step,
 *  over one derived from a list's first item; a row's or an item's parts from it on are what to deliver when nothing
 *  says so: the writer named where the work stands, which a list's order cannot. */
function startAtPart({ doc, a, flagged, none, notes }: Assignment): void {
  if (doc.marker || flagged.has('firstStep')) return;
  const derived = a.chosen.get('firstStep');
  if (derived && derived.heading !== FIRST_ITEM_HEADING && derived.heading !== OPEN_ITEM_HEADING) return;
  for (const x of doc.sections) {
    if (x.level <= 0) continue;
    const at = startAtOf(x.heading);
    const part = at && startPart(doc, at, x);
    if (!part) continue;
    a.chosen.set('firstStep', itemSection(START_AT_HEADING, { line: part.line, text: part.text }));
    notes.set('firstStep', `the part its heading says to start at ("${x.heading}")`);
    // (Also where a section of open items says there are none, "## Open items" / "- None from Tasks 1-2.": loose ends of
    // the parts done, while the heading says which part of the work comes next; noTaskStated. A flag still wins.)
    if (!a.chosen.has('deliver') && (!flagged.has('deliver') || none.has('deliver'))) {
      const s: Section = { heading: START_REST_HEADING, level: 0, line: part.line + 1, start: part.line, end: part.line + 1, raw: part.rest };
      RAW_SECTIONS.add(s);
      LIFTED_SECTIONS.add(s);
      a.chosen.set('deliver', s);
      notes.set('deliver', `the parts from the one its heading says to start at ("${x.heading}"): no section says what to deliver`);
    }
    return;
  }
}
const START_AT_HEADING = '(the part a heading says to start at)';
const START_REST_HEADING = '(the parts from the one a heading says to start at)';

/** A first step the reader derived (the first item of a list of next steps, of what is left, of a task
 *  list) gives way to a line that names it outright ("Next step: run the profiler", "Start here: …",
 *  "Сначала: …"; brief.firstStepLabel), wherever it stands; over a whole list too, a plan's (not over a
 *  section named the first step itself, "## First step"). After every pass that derives a first step. */
function statedFirstStep({ doc, a, skip, flagged, notes }: Assignment): void {
  const derived = a.chosen.get('firstStep');
  if (doc.marker || flagged.has('firstStep') || !(!derived || derived.heading === FIRST_ITEM_HEADING || derived.heading === OPEN_ITEM_HEADING || wholeListOf(doc, derived))) return;
  // A heading that names one step and says it ("## ⚠️ FIRST: unpushed commits") first, then a line.
  const taken = new Set(a.chosen.values());
  const named = doc.sections.find((x) => x.level > 0 && !skip(x) && !taken.has(x) && namesOneStep(x.heading));
  const line = named ? null : firstStepLine(doc);
  // (The closing sentence only over a task list's first open item: a plan's steps, "**Steps:**" / "1. …", stand.)
  // (Only there: with no first step at all, the paragraphs a prompt or a plain message reads keep theirs.)
  const closing = named || line || derived?.heading !== OPEN_ITEM_HEADING ? null : closingFirstStep(doc);
  const intro = named || line || closing ? null : introFirstStep(doc);
  const stated = intro ? explicitOverIntro(doc, intro) : null;
  const said = named ? null : (line ?? closing ?? stated);
  if (named) {
    a.chosen.set('firstStep', named);
    notes.set('firstStep', 'its heading names the step');
  } else if (said) {
    const s: Section = { heading: `(a sentence: "${said.lead}…")`, level: 0, line: said.from.line + 1, start: said.from.line, end: said.to.line + 1, raw: said.text };
    RAW_SECTIONS.add(s);
    PROSE_PARTS.set(s, [said]);
    a.chosen.set('firstStep', s);
    notes.set('firstStep', line ? `its label "${said.lead}:" says so` : closing || stated !== intro ? `the closing sentence says to do it first ("${said.lead}")` : `the intro's sentence that opens "${said.lead}"`);
  }
}

/** Still no first step, and a section is named a quick start ("## 🚀 Quick Start", "## Schnellstart", "## Inicio
 *  rápido", "## Быстрый старт", "## 快速开始"; brief.quickStart) over numbered steps ("### 1. Get Some Data First" or
 *  "1. …"): its first step is where to start, as a person reads it. After statedFirstStep (a line that says where to
 *  start wins). QA 42 doc 06 (R10), first22. */
function quickStartStep({ doc, a, skip, flagged, notes }: Assignment): void {
  if (doc.marker || flagged.has('firstStep') || a.chosen.has('firstStep')) return;
  const x = doc.sections.find((y) => y.level > 0 && !skip(y) && !saysDone(y.heading) && headingScore(y.heading, 'brief.quickStart') >= 3);
  // (One step written as a sub-heading over its code, "### 1. Get Some Data First" / "```bash …```": that step.)
  const one = x && doc.sections.find((y) => y.level > x.level && nestedIn(y, x) && /^[ \t]*(?:step[ \t]*)?1[.):]?(?:[ \t]|$)/i.test(y.heading));
  const item = x ? (firstItem(doc, x) ?? (one ? headingItem(doc, one) : null)) : null;
  if (!x || !item?.text) return;
  a.chosen.set('firstStep', itemSection(FIRST_ITEM_HEADING, item));
  notes.set('firstStep', `the first step of "${x.heading}"`);
}

/** Nothing says what to deliver, and the first step is the one next step the brief names: a section that
 *  says what comes next ("## Prochaine étape" over one sentence, "## 다음 할 일" over one item) or a line
 *  labelled so ("> **Nächster Schritt:** …"). That step is what is left to deliver too (placement says it
 *  was derived), so a brief that states its next step needs no --deliver. Not a section or label naming the
 *  first step itself ("## First step", "Start here:": how to begin, not what to finish), nor a plan. After
 *  every pass that settles the first step. */
function oneNextStepDeliver({ doc, a, flagged, notes }: Assignment): void {
  if (doc.marker || a.chosen.has('deliver') || flagged.has('deliver')) return;
  const step = a.chosen.get('firstStep');
  if (!step) return;
  const lead = PROSE_PARTS.get(step)?.[0]?.lead;
  const name = step.level > 0 ? step.heading : lead;
  if (name === undefined || !sectionText(step.raw)) return;
  // (Nor how to pick the work up again, "## How to pick up on another machine", "## 再開手順": how to begin, the
  // checkout and the setup, never what the work delivers; what to deliver is then asked for.)
  const itself = headingScore(name, 'brief.firstStepItself') >= 3 || normalizeHeading(name) === 'first step' || headingScore(name, 'brief.planItself') >= 3 || headingScore(name, 'brief.resumeItself') >= 3;
  const next = step.level > 0 ? a.best.get(step) === 'firstStep' || namesOneStep(step.heading) : headingScore(name, 'brief.nextLabel') >= 3 || (headingScore(name, 'brief.firstStepLabel') >= 4 && headingScore(name, 'brief.firstStep') >= 4);
  // (A step that only reads, "Read deploy.sh.", is where to begin, not what to finish: what to deliver is
  // then asked for, as for any brief that does not say it.)
  if (itself || !next || onlyReads(ownStepText(doc, step))) return;
  let s = step;
  if (step.level === 0) {
    s = { ...step };
    RAW_SECTIONS.add(s);
    PROSE_PARTS.set(s, PROSE_PARTS.get(step)!);
  }
  a.chosen.set('deliver', s);
  notes.set('deliver', 'the one next step it names: no section says what to deliver');
}

/** A step's text as its section holds it (a prose part's own text). */
function ownStepText(doc: ParsedDoc, s: Section): string {
  return RAW_SECTIONS.has(s) ? s.raw : sectionText(s.raw);
}

/**
 * Whether a next step only reads, looks or investigates ("Read deploy.sh.", "- Look at the logs", "Prüfe die
 * Logs", "查看日志", "ログを確認する"): each of its lines opens with a phrase of brief.readStep (Japanese and Korean
 * put the verb last: or ends with one of brief.readStepTail), none opens with brief.readStepNot ("Open a PR":
 * making something) nor goes on to more work (brief.readStepThen: "Read a.sh, then fix the key"). Such a step
 * is how to begin, never what to deliver. A bullet, a number, a task box and emphasis are no words of it.
 */
export function onlyReads(text: string): boolean {
  const t = headingTable();
  const reads = t.get('brief.readStep') ?? [];
  const tails = t.get('brief.readStepTail') ?? [];
  const not = t.get('brief.readStepNot') ?? [];
  const then = t.get('brief.readStepThen') ?? [];
  const lines = text.split('\n').map((l) => l.replace(/^[ \t>]*(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?(?:\[[ xX]\][ \t]+)?/, '').replace(/[*_`]/g, '').trim()).filter((l) => /[\p{L}\p{N}]/u.test(l));
  if (!lines.length || lines.length > 6) return false;
  const opens = (p: ReturnType<typeof toPhrase>, q: ReturnType<typeof toPhrase>) => (q.cjk ? q.flat !== '' && p.flat.startsWith(q.flat) : q.words.length > 0 && q.words.every((w, i) => p.words[i] === w));
  const ends = (p: ReturnType<typeof toPhrase>, q: ReturnType<typeof toPhrase>) => (q.cjk ? q.flat !== '' && p.flat.endsWith(q.flat) : q.words.length > 0 && q.words.every((w, i) => p.words[p.words.length - q.words.length + i] === w));
  return lines.every((line) => {
    // (Its first sentence says what the step does: "Read deploy.sh. It sets the locale." only reads.)
    const first = sentenceSpans(line, { semicolon: true, marks: false })[0]?.text ?? line;
    const p = toPhrase(first);
    if (not.some((q) => opens(p, q)) || then.some((q) => holdsPhrase(p, q))) return false;
    return reads.some((q) => opens(p, q)) || tails.some((q) => ends(p, q));
  });
}

/** No section says why: the intro's prose, between the title and the first section, says what the work is
 *  about ("Two of the four shop feeds still return 0 products …", "Une plateforme de réservation pour …"):
 *  the why, before any section. Not a quoted note ("> Read this first"), a label line ("**Status:** …") or a
 *  list: those stay the Context. (A plain message, no section at all, is read by its sentences' leads:
 *  plainMessage.) */
function introWhy({ doc, a, flagged, notes, labelled, log }: Assignment): void {
  if (doc.marker || log || a.chosen.has('why') || flagged.has('why') || labelled.has('why') || !doc.sections.some((y) => y.level > 0)) return;
  // (Not a paragraph that is only the first step stated in the intro, "最初に CLAUDE.md、次にこのファイルを読む。":
  // where to begin, no why.)
  const step = a.chosen.get('firstStep');
  const said = step && RAW_SECTIONS.has(step) && step.level === 0 ? step : null;
  // (Nor a paragraph that only says how to use the document, "以下を goal コマンドの入力として使う。", "Use the text below as
  // the input of /goal.": the why is read from the rest of the intro; the note stays the Context. says-why.ts notesUsage.)
  // (Nor when a sentence of the intro is labelled with the reason, "Stand: … Grund: die Nutzerin will …": labelInProse
  // reads that one.)
  if (proseParts(doc, doc.preambleLines[0], doc.preambleLines[1], WHY_ONLY, true).some((p) => p.key === 'why')) return;
  const all = introProse(doc).filter((p) => (said === null || p.from.line < said.start || p.to.line >= said.end) && !notesUsage(p.text));
  if (!all.length) return;
  // (An overview says more than why: "This handoff covers the parser rewrite. The repo is a TypeScript CLI; …
  // Phase 0 is done." Its sentence that says why, else its first, is the why; the rest stays the Context.)
  // (Its sentences that give no reason, what the document is for or when it was written, a bare status, an
  // announcement, "Pipeline finished completely. But there is a finding you must read first.", are no why: a later
  // sentence that gives one is, else the brief asks for it.)
  const one = whySentence(doc, all, saysWhy, givesNoReason);
  if (one === 'none') return;
  // (An intro that reports what this session did, "In our current session, we successfully resolved the
  // block …", and says no reason (no brief.whyCue) is where the work stands: the Context, not the why.)
  // (But a later paragraph of it that says what is still wrong, "However, the remaining three sources still
  // returned `0` results", says why the next session exists: that sentence is the why, the report the Context.)
  let why = one;
  if (reportsSession(all)) {
    why = stillWrong(doc, all);
    if (!why) return;
  }
  // (Nor one that addresses the reader or describes the repository, "You are waking mid-process, not starting
  // fresh.", "This repo carries the working context for …", and says nothing wrong or wanted: an orientation,
  // the Context. README "A brief that states no why".)
  if (orientsReader(all.map((p) => p.text).join('\n\n'))) return;
  const parts = why ? [why] : all;
  const s: Section = { heading: INTRO_HEADING, level: 0, line: parts[0]!.from.line + 1, start: parts[0]!.from.line, end: parts[parts.length - 1]!.to.line + 1, raw: parts.map((p) => p.text).join('\n\n') };
  RAW_SECTIONS.add(s);
  PROSE_PARTS.set(s, parts);
  a.chosen.set('why', s);
  notes.set('why', 'the intro: no section says why');
}

/** The sentence of an intro's later paragraphs (after its first, the session's report) that says what is still
 *  wrong (brief.stillWrong: "However, the remaining three sources still returned `0` results", "…liefern weiterhin
 *  nichts", "…仍然返回 0 条"), or null. */
function stillWrong(doc: ParsedDoc, parts: readonly ProsePart[]): ProsePart | null {
  const words = headingTable().get('brief.stillWrong') ?? [];
  const later = parts.slice(1);
  if (!words.length || !later.some((p) => holdsAny(p.text, words) !== null)) return null;
  const one = whySentence(doc, [...later], (t) => holdsAny(t, words) !== null);
  return one && one !== 'none' && holdsAny(one.text, words) !== null ? one : null;
}

/** Whether an intro reports the work the session that wrote it did (its first paragraph holds a phrase of
 *  prompts/headings.txt brief.sessionDone: "in this session we", "we successfully resolved", "мы исправили"),
 *  and no sentence of it gives a reason (brief.whyCue). */
function reportsSession(parts: readonly ProsePart[]): boolean {
  const table = headingTable();
  const done = table.get('brief.sessionDone') ?? [];
  const cues = table.get('brief.whyCue') ?? [];
  return done.length > 0 && holdsAny(parts[0]!.text, done) !== null && parts.every((p) => holdsAny(p.text, cues) === null);
}

/** No section says why, in a brief that says what to do (a deliver or a first step): the document's first
 *  section, when it opens with prose and names no part of its own ("## Project overview", "## Projektet",
 *  "## 1. Ziel der App" over what the project is), says what the work is about: the why. After the intro,
 *  which says it before any section. */
function firstSectionWhy(st: Assignment): void {
  const { doc, a, skip, flagged, notes, labelled } = st;
  if (doc.marker || a.chosen.has('why') || flagged.has('why') || !(a.chosen.has('deliver') || a.chosen.has('firstStep')) || labelled.has('why')) return;
  const first = doc.sections.find((y) => y.level > 0);
  // (Not after an intro that reports what this session did, "In our current session, we resolved …": the
  // brief hands on what is left, and its first section, "## 1. Walmart" of three such, is a part of it.)
  const intro = introProse(doc);
  if (intro.length && reportsSession(intro)) return;
  const taken = allTaken(st);
  // (Not a first section with sub-sections of its own, "## NEW: the DM tool (built, not committed)" over its
  // file list and "### To make it run": a report of where the work stands, its steps inside, is the Context;
  // a why is said in a paragraph or two, not in parts.)
  const parts = first ? doc.sections.some((y) => y.level > first.level && y.line > first.line && nestedIn(y, first)) : false;
  // (And only when it says why, a reason, a purpose or what is wrong: not a section of another role, "## Deploy
  // (mandatory)" over its command, "## Setup", nor one that only says what the project is, "## Snap and sum" / "A
  // receipt scanner that reads the totals off a photo.": says-why.ts.
  // (Nor one that is mostly a command to run, whatever its heading: "## 必須デプロイコマンド" / "下記を実行すること" over
  // its fence: says-why.ts saysWhy, onlyACommand.)
  // (Nor one that explains what a screen shows, "## Why the dashboard shows “blocked”": loose-headings.ts.)
  const says = first !== undefined && !namesOtherRole(first.heading) && !explainsWhatShows(first.heading) && saysWhy(sectionText(first.raw)) && !statesNothing(sectionText(first.raw));
  if (first && says && !parts && !taken.has(first) && !skip(first) && !a.best.has(first) && first.heading !== AFTER_LIST_HEADING && !overlaps(first, taken) && opensWithProse(doc, first) && !firstOfSeries(doc, first)) {
    a.chosen.set('why', first);
    notes.set('why', 'the first section: no section says why');
  }
}

/** The required answers, guessed from prose. */
const PROSE_KEYS = ['why', 'deliver', 'firstStep'] as const;

/** A brief written as a plain message, which no heading or label gives any required answer of: its
 *  sentences that open with a section's lead ("The reason this matters: …", "It's done when …", "I already
 *  tried …", "I'd start by …") are those answers (placement says each was guessed from the prose). */
function plainMessage({ doc, a, flagged, notes }: Assignment): void {
  if (doc.marker || !PROSE_KEYS.every((k) => !a.chosen.has(k))) return;
  const want = new Set([...PROSE_KEYS, 'deadEnds' as const, 'outOfScope' as const].filter((k) => !a.chosen.has(k) && !flagged.has(k)));
  const parts = proseParts(doc, doc.preambleLines[0], doc.preambleLines[1], want);
  for (const key of want) {
    const mine = parts.filter((p) => p.key === key);
    if (!mine.length) continue;
    chooseProse(a, notes, key, mine, 'guessed from the prose');
  }
  // A message with no heading at all, pasted as it is: its verbs say where to start and what to deliver where no
  // lead did (headingless-message.ts).
  if (!headingless(doc)) return;
  const why = parts.find((p) => p.key === 'why' && want.has('why'));
  const got = verbAnswers(doc, parts, { firstStep: want.has('firstStep') && !a.chosen.has('firstStep'), deliver: want.has('deliver') && !a.chosen.has('deliver') }, why);
  if (got.why && got.deliver) {
    chooseProse(a, notes, 'why', [got.why, ...parts.filter((p) => p.key === 'why' && p !== why)], 'guessed from the prose');
    chooseProse(a, notes, 'deliver', [got.deliver], 'the request closing the paragraph that says why');
  }
  if (got.firstStep) chooseProse(a, notes, 'firstStep', [got.firstStep], 'the first sentence of the message that opens with a verb of work');
}

/** Sentences of the prose (proseParts) as an answer: a section standing for them, chosen for `key`, and the
 *  placement note saying where they came from (`why`) and how the first opens. */
function chooseProse(a: Assignment['a'], notes: Assignment['notes'], key: BriefKey, mine: ProsePart[], why: string): void {
  const first = mine[0]!;
  const s: Section = { heading: `(a sentence: "${first.lead}…")`, level: 0, line: first.from.line + 1, start: first.from.line, end: mine[mine.length - 1]!.to.line + 1, raw: mine.map((p) => p.text).join('\n\n') };
  RAW_SECTIONS.add(s);
  PROSE_PARTS.set(s, mine);
  a.chosen.set(key, s);
  notes.set(key, `${why}: a sentence that opens "${first.lead}"`);
}

/** A prompt to paste into the next session, fenced in the document (pasted-prompt.ts unfenced it): the one
 *  place that states the task. Its sentences that open with a lead or a label ("Deliver: …", "First, run …")
 *  are the answers no heading gives (placement says they came from the prompt); the rest stays where it is. */
function pastedPrompt({ doc, a, more, targets, flagged, notes }: Assignment): void {
  const prompts = PROMPT_LINES.get(doc.blocks);
  if (doc.marker || !prompts) return;
  const want = new Set([...PROSE_KEYS, 'deadEnds' as const, 'outOfScope' as const].filter((k) => !a.chosen.has(k) && !flagged.has(k)));
  for (const { from, to } of prompts) {
    for (const key of [...want]) {
      // (A rule's sentence ends the answer's text before it: "… Never push to main." is no part of a why.)
      const mine = proseParts(doc, from, to, new Set([key, 'rule'])).filter((p) => p.key === key);
      if (!mine.length) continue;
      chooseProse(a, notes, key, mine, 'the prompt to paste into the next session');
      want.delete(key);
    }
  }
  // (No sentence leads to what to deliver: the prompt's own request is the task, "Build the invoice export.",
  // "Mac CCTV 구현을 시작해줘.": promptTask.)
  if (want.has('deliver')) {
    const taken = [...a.chosen.values()].flatMap((c) => PROSE_PARTS.get(c) ?? []);
    for (const { from, to } of prompts) {
      const task = promptTask(doc, from, to, taken);
      if (!task) continue;
      chooseProse(a, notes, 'deliver', [task], 'the prompt to paste into the next session, its request');
      break;
    }
  }
  // Its rules too, told as sentences ("Never push to main directly. Always ask before deleting a data file."):
  // copied into the kind's Constraints (else Already decided), the prompt's text keeping them. (Rules written
  // as list items are read wherever they stand: liftedListLines.)
  const ruleKey = ruleKeyOf(targets);
  if (flagged.has(ruleKey)) return;
  for (const { from, to } of prompts) {
    for (const p of proseParts(doc, from, to, new Set(['rule', 'outOfScope'])).filter((x) => x.key === 'rule')) {
      const s: Section = { heading: `(a line of another section: "${oneLineOf(p.text)}")`, level: 0, line: p.from.line + 1, start: p.from.line, end: p.to.line + 1, raw: p.text };
      RAW_SECTIONS.add(s);
      LIFTED_SECTIONS.add(s);
      LIFTED_RULES.add(s);
      PROSE_PARTS.set(s, [{ ...p, key: ruleKey }]);
      if (!a.chosen.has(ruleKey)) {
        a.chosen.set(ruleKey, s);
        notes.set(ruleKey, 'a rule the prompt to paste into the next session states, kept there too');
      } else more.set(ruleKey, [...(more.get(ruleKey) ?? []), s]);
    }
  }
}

/** What a prompt to paste asks the next agent to do: its first paragraph of prose, or its first list that no
 *  label line heads ("1. Stream the export …" right in the prompt; not the list under "Rules:"), that says no
 *  first step ("Start with M0.", "Read docs/PRD.md first.") and no other answer took; its lines that only read
 *  left out ("Read docs/PRD.md and docs/plan.md." before "Build the invoice export."); null when it has none. */
function promptTask(doc: ParsedDoc, from: number, to: number, taken: readonly ProsePart[]): ProsePart | null {
  const { lines } = doc.blocks;
  const steps = [...taken, ...proseParts(doc, from, to, new Set(['firstStep']))];
  const label = (l: string | undefined) => l !== undefined && /[:：][ \t*_]*$/.test(l);
  let prev: string | undefined;
  for (const b of doc.blocks.top) {
    if (b.line < from || b.end > to || b.token.type === 'space') continue;
    const before = prev;
    prev = lines[b.end - 1];
    if (b.token.type !== 'paragraph' && !(b.token.type === 'list' && !label(before))) continue;
    if (steps.some((p) => p.from.line >= b.line && p.from.line < b.end)) continue;
    const own = lines.slice(b.line, b.end);
    if (b.token.type === 'paragraph' && own.length === 1 && label(own[0])) continue;
    // (Its lines past the ones that only read: a request is work, not where to look.)
    let k = 0;
    while (b.token.type === 'paragraph' && k < own.length - 1 && onlyReads(own[k]!)) k++;
    const text = own.slice(k).join('\n').trim();
    if (!/\p{L}/u.test(text) || onlyReads(text)) continue;
    const lead = text.replace(/^(?:[-*+]|\d{1,3}[.)])[ \t]+/, '').split(/\s+/).slice(0, 3).join(' ').slice(0, 40);
    const last = b.end - 1;
    return { key: 'deliver', text, source: text, lead, ...(b.token.type === 'list' ? { item: true } : {}), from: { line: b.line + k, col: 0 }, to: { line: last, col: lines[last]!.length } };
  }
  return null;
}

/** Last: a required answer still missing, stated by a label inside another section's prose ("Workflow:
 *  ci.yml. First thing to try: split the cache step."): that sentence on (placement says so). */
function labelInProse(st: Assignment): void {
  const { doc, a, skip, flagged, notes } = st;
  // (A first step taken from the first open item of a task list is derived: a label stating one wins over it.)
  const derived = (k: BriefKey) => k === 'firstStep' && a.chosen.get(k)?.heading === OPEN_ITEM_HEADING;
  const missing = new Set(PROSE_KEYS.filter((k) => (!a.chosen.has(k) || derived(k)) && !flagged.has(k)));
  if (doc.marker || !missing.size) return;
  // (Nor inside a section that reports work done: "**Проблема:**" of a bug fixed last session is history.)
  const inSkipped = (line: number) => doc.sections.some((x) => (skip(x) || (x.level > 0 && saysDone(x.heading))) && line >= x.start && line < x.end);
  // (The goal each entry of a log states is read from its newest entry, newestGoal.)
  const newest = new Map<ProsePart, Section>();
  const parts = proseParts(doc, 0, doc.blocks.lines.length, missing, true).map((p) => {
    const q = p.key === 'why' && !st.sessionLog ? newestGoal(doc, p) : null;
    if (q) newest.set(q.part, q.entry);
    return q?.part ?? p;
  });
  for (const p of parts) {
    // (Nor a label each of several items has: "**Problem:**" of "## 1. Sensor B" and "## 2. Sensor D".)
    const repeated = repeatedLabels(doc).has(normalizeHeading(p.lead)) && !newest.has(p);
    if ((a.chosen.has(p.key) && !derived(p.key)) || inSkipped(p.from.line) || afterCode(doc, p.from.line) || repeated) continue;
    // (Nor one in a section of another role: "**Requisitos:** Node 18+, Postgres rodando" under "## Como rodar
    // localmente" is what the run needs, not what to deliver; "**Objetivo:** …" under "## Mudanças recentes (esta
    // sessão)" is what the last session aimed at, not why this work exists.)
    // (An entry's own heading names what the entry was about, "## CHECKPOINT (DEPLOY)", no other role: only the
    // sections inside it may.)
    if (inOtherRole(doc, p.from.line, newest.get(p))) continue;
    // (Nor a purpose label inside a record of its own: "**目的:** …" under "## PoC記録" / "### PoC: …", "Goal: …"
    // inside a dated entry "**2026-06-02 session — …** … Goal: more picks." is what that PoC or session aimed at,
    // not why this work exists.)
    if (p.key === 'why' && inRecord(doc, p.from.line)) continue;
    // (Nor a label whose value is only a place, a path, a code span or a link: "**Ziel:** `%APPDATA%\\models\\x.bin`",
    // "**Target:** /var/log/app" is where something goes, not why the work exists nor what it delivers.)
    if ((p.key === 'why' || p.key === 'deliver') && onlyAPlace(p.text)) continue;
    // (A labelled item inside a section an answer took is that answer's text.)
    if (p.item && [...a.chosen.values()].some((c) => c.level > 0 && p.from.line >= c.start && p.from.line < c.end)) continue;
    // (So is a goal's label inside the next session's section of a log of sessions (pastSessions), "## PROCHAINE
    // SESSION" / "Objectif : refacto `cardRules.ts`": the work, no reason for it, unless its words give one. Elsewhere
    // a goal under a start-here heading stays the why when nothing else says why, brief-start-here-goal.test.ts.)
    const work = [a.chosen.get('deliver'), a.chosen.get('firstStep')].some((c) => c !== undefined && c.level > 0 && p.from.line >= c.start && p.from.line < c.end);
    // (A question to answer there, "**要回答的问题**：…", says why, whatever its words: brief.questionToAnswer.)
    if (p.key === 'why' && work && st.sessionLog && !saysWhy(p.text) && headingScore(p.lead, 'brief.questionToAnswer') < 4) continue;
    const s: Section = { heading: `(a sentence: "${p.lead}…")`, level: 0, line: p.from.line + 1, start: p.from.line, end: p.to.line + 1, raw: p.text };
    RAW_SECTIONS.add(s);
    PROSE_PARTS.set(s, [p]);
    a.chosen.set(p.key, s);
    notes.set(p.key, `its label "${p.lead}:" opens a sentence there`);
  }
}

/** A why label every entry of a log of entries states ("## CHECKPOINT" / "- Goal: …" in each, "## Sitzung 3" /
 *  "Ziel: …"), as its newest entry states it: a log is appended to, so the newest entry's goal is why the work it
 *  leaves open exists, an older entry's goal is history (newestLogEntry: by the headings' dates, else the last
 *  entry). Null when the label is not repeated or the document is no such log. QA 50 doc 06. */
function newestGoal(doc: ParsedDoc, p: ProsePart): { part: ProsePart; entry: Section } | null {
  const key = normalizeHeading(p.lead);
  if (!repeatedLabels(doc).has(key)) return null;
  const own = (x: Section) => proseParts(doc, x.start, x.end, WHY_ONLY, true).find((q) => q.key === 'why' && normalizeHeading(q.lead) === key);
  const entry = newestLogEntry(doc, (x) => own(x) !== undefined);
  return entry ? { part: own(entry)!, entry } : null;
}
const WHY_ONLY: ReadonlySet<LeadKey> = new Set(['why']);

/** Whether a text's first line is only a place: a code span, a path or a link, with no word beside it. */
function onlyAPlace(text: string): boolean {
  const first = (text.replace(/\r/g, '').trim().split('\n')[0] ?? '').replace(/[*_]+/g, '').trim();
  return /^(?:`[^`\n]+`|<?https?:\/\/\S+>?|[~.]?[\w%$@:.-]*[\/\\]\S*)(?:\s*(?:,|;|\(|→|->)?\s*(?:`[^`\n]+`|[\w%$@:.-]*[\/\\]\S*))*[\s.;,)]*$/u.test(first);
}

/** Whether a line stands in a record of its own: a section (or one around it) whose heading names an experiment or
 *  a record (a PoC, a spike, a trial: brief.subRecord), or a paragraph that opens with a date (a dated entry of a
 *  log, "**2026-06-02 session — …**", "▶ 2026-06-05 — …"). */
function inRecord(doc: ParsedDoc, line: number): boolean {
  for (let x = innermost(doc, line); x; x = doc.sections.find((y) => y.level > 0 && y.level < x!.level && nestedIn(x!, y))) {
    if (x.level > 0 && (headingScore(x.heading, 'brief.subRecord') >= 3 || headingParts(x.heading).some((p) => headingScore(p, 'brief.subRecord') >= 4))) return true;
  }
  const b = doc.blocks.top.find((y) => y.line <= line && line < y.end);
  return b !== undefined && b.token.type === 'paragraph' && DATED.test(doc.blocks.lines[b.line]!.slice(0, 40));
}
/** A line that opens with a date (markup, a bullet or an arrow before it): 2026-06-02, 2026/06/02, 02.06.2026. */
const DATED = /^[ \t>*_#▶►•→-]*(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}\.\d{1,2}\.\d{4})(?!\d)/u;

/** Whether a line stands in a section (or a section around it, up to `within`) whose heading names another role
 *  than an answer's: running, setup, deploying, a session's changes or log (says-why.ts namesOtherRole). */
function inOtherRole(doc: ParsedDoc, line: number, within?: Section): boolean {
  for (let x = innermost(doc, line); x && x !== within; x = doc.sections.find((y) => y.level > 0 && y.level < x!.level && nestedIn(x!, y))) {
    if (x.level > 0 && namesOtherRole(x.heading)) return true;
  }
  return false;
}

/** What to deliver beside how to check it: a section named only loosely as what to deliver whose heading says it
 *  checks the work ("## 1.5 How to verify (operator checklist)", "## Manual test": brief.verifyHeading), beside
 *  one that says what to do ("## 1.6 What's left"), is how the work is checked, the Context, not what to deliver.
 *  A heading that names what to deliver whole ("## Verification plan", "## Acceptance criteria") stays. After the
 *  list answers took their sections. */
function checksNotDeliver(st: Assignment): void {
  const { doc, a, more, targets } = st;
  if (doc.marker) return;
  const given = a.chosen.get('deliver');
  if (!given) return;
  const spec = targets.find((t) => t.key === 'deliver')!;
  const all = [given, ...(more.get('deliver') ?? [])];
  const checks = all.filter((x) => x.level > 0 && sectionScore(x.heading, spec) < 4 && namesChecks(x.heading));
  const rest = all.filter((x) => !checks.includes(x));
  if (!checks.length || !rest.length) return;
  a.chosen.set('deliver', rest[0]!);
  if (rest.length > 1) more.set('deliver', rest.slice(1));
  else more.delete('deliver');
  for (const x of checks) {
    a.best.delete(x);
    st.taken.delete(x);
  }
}
const namesChecks = (h: string) => headingScore(h, 'brief.verifyHeading') >= 3 || headingParts(h).some((p) => headingScore(p, 'brief.verifyHeading') >= 4);

/** A heading that reports results reached ("## Goals achieved", "## Objetivos alcanzados": a word of what to deliver
 *  and one of brief.doneState) names no work to deliver, whatever word of it the matcher read: the state of the
 *  work, for the Context (restIsContext says its heading says the work is done). Not the deliver's own name, whole.
 *  QA 44 C8. */
function achievedNotDeliver({ doc, a, targets }: Assignment): void {
  const x = a.chosen.get('deliver');
  if (doc.marker || !x || x.level === 0 || !saysDone(x.heading) || sectionScore(x.heading, targets.find((t) => t.key === 'deliver')!) >= 4) return;
  a.chosen.delete('deliver');
  a.best.delete(x);
}

/** History is not the task: a brief written as a log of sessions ("## SESSION — Chantier layout" > "### Objectif",
 *  "## Session 2 — Bilan PM" > "### Objectif", then "## PROCHAINE SESSION — Bloc 1"; brief.sessionWord) tells in each
 *  past session what that session set out to do. Its objective, its plan and its steps are the Context, never why the
 *  work exists, what to deliver nor the first step; the section for the next session (brief.nextAgent) gives those.
 *  A log: two past sessions at least, or one beside the next. QA 48 doc 05. */
function pastSessions(st: Assignment): void {
  const { doc, a } = st;
  if (doc.marker) return;
  const past = pastSessionSections(doc);
  if (!past) return;
  st.sessionLog = true;
  for (const key of ['why', 'deliver', 'firstStep'] as const) {
    const x = a.chosen.get(key);
    if (!x || x.level === 0 || !past.some((p) => p === x || nestedIn(x, p))) continue;
    a.chosen.delete(key);
    a.best.delete(x);
  }
}

/** A log's past sessions' sections (pastSessions), or null when the document is no log of sessions. */
function pastSessionSections(doc: ParsedDoc): Section[] | null {
  const named = doc.sections.filter((x) => x.level > 0 && holdsAny(x.heading, headingTable().get('brief.sessionWord') ?? []) !== null);
  // (The next session named anywhere in the heading, "## Start here next session", "## PROCHAINE SESSION — Bloc 1".)
  const next = named.filter((x) => headingScore(x.heading, 'brief.nextAgent') >= 3 || holdsAny(x.heading, headingTable().get('brief.nextAgent') ?? []) !== null);
  const past = named.filter((x) => !next.includes(x) && !next.some((n) => nestedIn(x, n)));
  return past.length < 2 && !(past.length === 1 && next.length > 0) ? null : past;
}

/** The passes that read a why out of a section's kind ("### Feature Overview", a problem, a summary) read it in a past
 *  session of a log too; that is history there as well (pastSessions): no why, unless the part for the next session
 *  states one. QA 54 doc 03 (a 36 KB log whose first session's "### Feature Overview" was read as the why). */
function pastSessionWhy(st: Assignment): void {
  const { doc, a } = st;
  const x = a.chosen.get('why');
  if (doc.marker || !st.sessionLog || !x || x.level === 0) return;
  const past = pastSessionSections(doc);
  if (!past?.some((p) => p === x || nestedIn(x, p))) return;
  a.chosen.delete('why');
  a.best.delete(x);
}

/** What to deliver and the first step are work still to do: a section the matcher gave one of them whose text only
 *  states what is done ("### Now" / "- Core UX and guardrails are implemented and lint-clean.", "## Estado actual" /
 *  "- Migración hecha ✅": done-statements.ts) reports where the work stands, for the Context; the next section the
 *  heading names for that answer, if any, takes it ("## Next-step checklist"). Before every pass that derives the
 *  answers from a list, so the state never reaches them. QA 48 doc 02. */
function stateNotWork({ doc, a, targets }: Assignment): void {
  if (doc.marker) return;
  for (const key of ['deliver', 'firstStep'] as const) {
    const x = a.chosen.get(key);
    const spec = targets.find((t) => t.key === key);
    if (!x || x.level === 0 || RAW_SECTIONS.has(x) || !onlyStatesDone(sectionText(x.raw))) continue;
    // (A section the writer named for the answer, "## What to deliver" / "A parser that reads 1 MiB in under 20 ms,
    // with the tests passing.", says what is wanted in the words of its end state: the writer's label wins.)
    if (key === 'deliver' && spec && sectionScore(x.heading, spec) >= 4) continue;
    a.chosen.delete(key);
    a.best.delete(x);
    if (!spec) continue;
    const held = new Set(a.chosen.values());
    const next = doc.sections
      .filter((y) => y !== x && y.level > 0 && a.best.get(y) === key && !overlaps(y, held) && !onlyStatesDone(sectionText(y.raw)))
      .sort((p, q) => sectionScore(q.heading, spec) - sectionScore(p.heading, spec))[0];
    if (next) a.chosen.set(key, next);
  }
}

/** Last of the first step: nothing else gives one, and the Pointers say what to read first ("## Read these
 *  first (in this order)" over "| # | File | Why |", "## 最初に読むもの（この順で）" over a list): their first
 *  row or item is where to begin. Not a list of pointers in no order ("## Key files"). */
function readingOrderStep({ doc, a, more, flagged, notes }: Assignment): void {
  if (doc.marker || a.chosen.has('firstStep') || flagged.has('firstStep')) return;
  const x = [a.chosen.get('pointers'), ...(more.get('pointers') ?? [])].find((c) => c !== undefined && c.level > 0 && headingScore(c.heading, 'brief.readFirst') >= 3);
  if (!x) return;
  const row = firstRow(doc.blocks.lines.slice(x.start, x.end));
  if (!row) return;
  // (Under its heading's words, in the writer's language: "Read these first: `docs/design.md` — the design".)
  const label = x.heading.replace(/[ \t]*[(（][^()（）]*[)）][ \t]*$/u, '').replace(/[ \t]*[:：][ \t]*$/u, '');
  a.chosen.set('firstStep', itemSection(READ_FIRST_HEADING, { line: x.start + row.line, text: `${label}: ${row.text}` }));
  notes.set('firstStep', 'the first of what to read first: nothing else says where to begin');
}

/** A section under a heading that holds rules or given-up approaches as often as other text ("## Protocol",
 *  "## Anti-patterns — DO NOT", "## Notes", "## 备注": brief.ruleHeading) is what its items say
 *  (ruleListReading): a list of rules the kind's Constraints (else Already decided), a list of failed
 *  attempts Dead ends. Only a section no answer took, or one its heading's "DO NOT" made out of scope;
 *  a wire protocol's messages or notes of facts stay the Context (restIsContext). Before liftedListLines,
 *  so its rules are not copied a second time. */
function ruleSections(st: Assignment): void {
  const { doc, a, more, targets, skip, flagged } = st;
  if (doc.marker) return;
  const ruleKey = ruleKeyOf(targets);
  const taken = allTaken(st);
  for (const x of doc.sections) {
    // (Or one its heading marks as required in capitals, "## Pflege (PFLICHT)": its rules whatever they are
    // written as, a paragraph too; heading-marks.ts.)
    // (Or one read as out of scope by an aside of its heading that names a step to be done, "## The mutation you
    // must run - I am naming it, do not choose your own": a must-do step is part of the work, a rule of it; QA 40 doc 05.)
    // (Or one read as out of scope only by a negation after a dash, "## Constraints — quoted, do not go looking for them":
    // the heading's head names the rules, the clause after the dash says how they are given.)
    const marked = x.level > 0 && !skip(x) && (markedRequired(x.heading) || (a.best.get(x) === 'outOfScope' && (saysMustDo(x.heading) || headNamesRules(x.heading))));
    // (Or notes for whoever takes the work over, every item a rule, "## Übergabehinweise" / "- Die Beschränkung auf eine
    // HTML-Datei ist verbindlich.": the constraints whole. With a fact among them, the rules are copied, liftedListLines.)
    const handover = x.level > 0 && !skip(x) && addressesNextAgent(x.heading) && allRules(sectionText(x.raw));
    if (x.level === 0 || skip(x) || !(marked || handover || namesRules(x.heading))) continue;
    const best = a.best.get(x);
    if ((taken.has(x) || best !== undefined) && best !== 'outOfScope') continue;
    if ([...taken].some((c) => c !== x && c.level > 0 && (nestedIn(x, c) || nestedIn(c, x)))) continue;
    const reading = marked || handover ? 'rules' : ruleListReading(sectionText(x.raw));
    const key = reading === 'rules' ? ruleKey : reading;
    if (!key || flagged.has(key)) continue;
    if (best !== undefined) {
      if (a.chosen.get(best) === x) a.chosen.delete(best);
      more.set(best, (more.get(best) ?? []).filter((c) => c !== x));
    }
    a.best.set(x, key);
    if (!a.chosen.has(key)) a.chosen.set(key, x);
    else more.set(key, [...(more.get(key) ?? []), x]);
  }
}

/** Whether a heading's head, before a spaced dash, names the rules ("Constraints — …", "Binding constraints — …") and
 *  says nothing of scope itself. */
function headNamesRules(heading: string): boolean {
  const head = /^(.{2,60}?)[ \t]+[—–-][ \t]+\S/u.exec(heading.replace(/[*_`]+/g, ''))?.[1];
  return head !== undefined && (namesConstraints(head) || headingScore(head, 'brief.decided') >= 4) && headingScore(head, 'brief.outOfScope') < 2;
}

/** Dead ends written as traps (trap-sections.ts): a section headed as traps met already ("## Traps already
 *  handled", "## これまでに踏んだ落とし穴"), or one headed as traps, or headed by no answer's name, whose table tells
 *  each trap as met and answered ("| Symptom | Cause | Fix |", "| Tried | Result |"): the dead ends, moved from the
 *  answer a word of its heading gave it (a trap is a constraint by its name alone). Not a section inside another
 *  an answer took, nor one a flag answers. */
function trapSections(st: Assignment): void {
  const { doc, a, more, skip, flagged } = st;
  if (doc.marker || flagged.has('deadEnds')) return;
  const taken = allTaken(st);
  const { lines, literal } = doc.blocks;
  for (const x of doc.sections) {
    if (x.level === 0 || skip(x)) continue;
    const best = a.best.get(x);
    if (best === 'deadEnds') continue;
    const trap = namesTraps(x.heading);
    if (!trap && (best !== undefined || taken.has(x))) continue;
    if (!(trap && trapsMet(x.heading)) && !trapTable(lines, literal, x.start, x.end, !trap)) continue;
    if ([...taken].some((c) => c !== x && c.level > 0 && (nestedIn(x, c) || nestedIn(c, x)))) continue;
    if (best !== undefined) {
      // (The answer it leaves keeps its other sections: the next of them is its chosen one.)
      const rest = (more.get(best) ?? []).filter((c) => c !== x);
      if (a.chosen.get(best) === x) {
        a.chosen.delete(best);
        if (rest.length) a.chosen.set(best, rest.shift()!);
      }
      more.set(best, rest);
    }
    a.best.set(x, 'deadEnds');
    if (!a.chosen.has('deadEnds')) a.chosen.set('deadEnds', x);
    else more.set('deadEnds', [...(more.get('deadEnds') ?? []), x]);
  }
}

/** A section that names what stands in the work's way and tells a failure there ("## What's in our way" / "The
 *  reindex call fails with a 413"; blocked-by.ts): a dead end, not the Context. Only a section no answer took. */
function blockedByFailure(st: Assignment): void {
  const { doc, a, more, skip, flagged } = st;
  if (doc.marker || flagged.has('deadEnds')) return;
  const taken = allTaken(st);
  for (const x of doc.sections) {
    if (x.level === 0 || skip(x) || taken.has(x) || a.best.has(x) || overlaps(x, taken) || !namesBlocker(x.heading) || !toldFailure(sectionText(x.raw))) continue;
    a.best.set(x, 'deadEnds');
    if (!a.chosen.has('deadEnds')) a.chosen.set('deadEnds', x);
    else more.set('deadEnds', [...(more.get('deadEnds') ?? []), x]);
  }
}

/** Whether a heading, or a part of it a reader names on its own ("Антипаттерны — НЕ ДЕЛАТЬ"), is one of
 *  brief.ruleHeading. */
const namesRules = (h: string) => headingScore(h, 'brief.ruleHeading') >= 3 || headingParts(h).some((p) => headingScore(p, 'brief.ruleHeading') >= 4);

/** Sections standing for a line copied into a list answer from another section (liftedListLines): the
 *  line stays where it is too, so the reader claims none of its lines (read-brief.ts). */
export const LIFTED_SECTIONS = new WeakSet<Section>();

/** Those of LIFTED_SECTIONS that copy a standing rule ("Always …", "Never …", "Immer …", "Ne jamais …", "必ず…"):
 *  the kind's Constraints took it, else Already decided (ruleKeyOf). */
export const LIFTED_RULES = new WeakSet<Section>();

/** Where a standing rule goes, one decision for every reader of a brief (new --body, lint, ruleSections,
 *  liftedListLines, a pasted prompt's rules): the kind's Constraints when it has that question, else Already
 *  decided. A file linted without a kind whose rules fell to Already decided is read as the kind whose
 *  Constraints would take them (kindOfSections), as `new task --body` reads it. */
export function ruleKeyOf(targets: readonly { key: string }[]): BriefKey {
  return (targets.some((t) => t.key === 'field:constraints') ? 'field:constraints' : 'decided') as BriefKey;
}

/** Last: lines that state a list answer inside another section (lifted-lines.ts: a rule among the next
 *  steps, "DEFER: …", a label naming the answer, a document the reader is pointed at, an attempt told as
 *  failed) join that answer, as copies: the line stays in its section too. Not lines of a section a list
 *  answer already took, of work reported done (but a failed attempt there is a dead end: history is where
 *  one is told), or of the tool's own sections. A rule goes to the kind's Constraints, else to Already
 *  decided. */
function liftedListLines(st: Assignment): void {
  const { doc, a, more, targets, skip, flagged, notes } = st;
  if (doc.marker) return;
  const listKeys = new Set(listKeysOf(targets));
  const ruleKey = ruleKeyOf(targets);
  const heldBy = [...a.chosen.entries(), ...[...more.entries()].flatMap(([k, xs]) => xs.map((x) => [k, x] as const))].filter(([k, x]) => listKeys.has(k) && x.level > 0);
  const held = heldBy.map(([, x]) => x);
  // (An approach told as given up is a dead end wherever it sits, "## Decisions" / "- Redis cache，已放棄" too:
  // only the Dead ends' own sections hold it already.)
  const heldDead = heldBy.filter(([k]) => k === 'deadEnds').map(([, x]) => x);
  const steps = [...a.chosen.entries(), ...[...more.entries()].flatMap(([k, xs]) => xs.map((x) => [k, x] as const))].filter(([k, x]) => (k === 'deliver' || k === 'firstStep') && x.level > 0).map(([, x]) => x);
  const away = doc.sections.filter((x) => x.level > 0 && (skip(x) || saysDone(x.heading)));
  // (Checks reported done, "## Ausgeführte Prüfungen" / "- Nicht anwendbare Zustände ausdrücklich begründet", and the values
  // a status may take, "## Zulässige Statuswerte" / "- `Nicht begonnen`": no rule there, whatever negation opens a line.
  // Nor what is missing, "## What's missing" / "- No retry on timeout": a gap, state or work.)
  const noRules = doc.sections.filter((x) => x.level > 0 && (reportsChecks(x.heading) || listsStatusValues(x.heading) || listsGaps(x.heading)));
  // (Notes for whoever takes the work over: a rule told there as a statement is one; heading-marks.ts addressesNextAgent.)
  const handover = doc.sections.filter((x) => x.level > 0 && !skip(x) && addressesNextAgent(x.heading));
  // (The sections an answer other than the Context took: a path in their prose is theirs, "Read a.ts" of a first step.)
  // (As a mask of lines, made once: asked for every line of a long document.)
  const notContext = new Uint8Array(doc.blocks.lines.length);
  for (const [k, x] of [...a.chosen.entries(), ...[...more.entries()].flatMap(([k, xs]) => xs.map((x) => [k, x] as const))]) if (k !== 'context' && x.level > 0) notContext.fill(1, x.start, x.end);
  const within = (line: number, xs: Section[]) => xs.some((x) => line >= x.start && line < x.end);
  const labelKey = (label: string) => {
    if (repeatedLabels(doc).has(normalizeHeading(label))) return null;
    let best: { key: BriefKey; score: number } | null = null;
    for (const t of targets) {
      const sc = sectionScore(label, t);
      if (sc >= 4 && (!best || sc > best.score)) best = { key: t.key, score: sc };
    }
    return best && listKeys.has(best.key) ? best.key : null;
  };
  // ("why": the lines of the section chosen as the why, where a path a sentence names is what it serves.)
  // (A why read from some sentences of a section, "## Ziel" with "… sollen …" for what to deliver: that section.)
  const why0 = a.chosen.get('why');
  const why = [why0 && why0.level === 0 && RAW_SECTIONS.has(why0) ? innermost(doc, why0.start) : why0].filter((x): x is Section => x !== undefined && x.level > 0);
  // (The places the Pointers' own sections list, "## Relevant files" / "- `src/a.ts` — …": a Context sentence naming
  // only those is not lifted a second time.)
  const listedPlaces = new Set<string>();
  for (const [k, x] of heldBy) if (k === 'pointers') for (let l = x.start; l < x.end; l++) for (const p of placesOf(doc.blocks.lines[l] ?? '')) listedPlaces.add(p);
  const found = liftedLines(doc, { labelKey, listed: (p) => listedPlaces.has(samePlace(p)), excluded: (line, key) => (key === 'why' ? within(line, why) : flagged.has(key) || within(line, key === 'deadEnds' ? heldDead : held) || (key !== 'deadEnds' && within(line, away)) || (key === ruleKey && within(line, noRules))), inSteps: (line) => within(line, steps), inContext: (line) => notContext[line] !== 1, inHandover: (line) => within(line, handover), ruleKey });
  // (A sentence a pasted prompt's rules already copied there, "Always ask before deleting a data file.", once.)
  const already = (key: string, text: string) => [a.chosen.get(key as BriefKey), ...(more.get(key as BriefKey) ?? [])].some((x) => x !== undefined && (PROSE_PARTS.get(x) ?? []).some((p) => p.text.trim() === text.trim()));
  for (const l of found) {
    if (already(l.key, l.text)) continue;
    const part: ProsePart = { key: l.key, text: l.text, source: l.text, lead: l.lead, item: true, from: { line: l.line, col: 0 }, to: { line: l.line, col: doc.blocks.lines[l.line]!.length } };
    const s: Section = { heading: `(a line of another section: "${oneLineOf(l.text)}")`, level: 0, line: l.line + 1, start: l.line, end: l.line + 1, raw: l.text };
    RAW_SECTIONS.add(s);
    LIFTED_SECTIONS.add(s);
    if (l.rule) LIFTED_RULES.add(s);
    PROSE_PARTS.set(s, [part]);
    if (!a.chosen.has(l.key)) {
      a.chosen.set(l.key, s);
      notes.set(l.key, 'a line that states it inside another section, kept there too');
    } else more.set(l.key, [...(more.get(l.key) ?? []), s]);
  }
  // (A rule in a heading's brackets, "## Next session = D0 (do not touch `fedavg/`)": a constraint on the work the
  // heading names, copied as a line stating it is; the heading keeps its words.)
  if (flagged.has(ruleKey)) return;
  for (const x of doc.sections) {
    if (x.level === 0 || skip(x) || within(x.line - 1, held) || within(x.line - 1, away)) continue;
    // (Not the brackets of a list's own heading, "## Constraints (do not break these)", "## Dead ends (don't re-raise)":
    // they qualify that list, kept as the note above it.)
    const listKey = a.best.get(x);
    if (listKey !== undefined && isListKey(listKey)) continue;
    for (const text of headingRules(x.heading)) {
      if (already(ruleKey, text)) continue;
      const line = x.line - 1;
      const part: ProsePart = { key: ruleKey, text, source: text, lead: text.split(/\s+/)[0] ?? '', item: true, from: { line, col: 0 }, to: { line, col: doc.blocks.lines[line]?.length ?? 0 } };
      const s: Section = { heading: `(a rule in the brackets of the heading "${oneLineOf(x.heading)}")`, level: 0, line: x.line, start: line, end: line + 1, raw: text };
      RAW_SECTIONS.add(s);
      LIFTED_SECTIONS.add(s);
      LIFTED_RULES.add(s);
      PROSE_PARTS.set(s, [part]);
      if (!a.chosen.has(ruleKey)) {
        a.chosen.set(ruleKey, s);
        notes.set(ruleKey, 'a rule in the brackets of a heading, kept there too');
      } else more.set(ruleKey, [...(more.get(ruleKey) ?? []), s]);
    }
  }
}

/** A section an answer's list took by its own heading (Already decided, the kind's Constraints), not one of the
 *  answers that frame the work (Context, deliver, first step, why): what stands around it is not that list. */
function namedListPart(st: Assignment, c: Section): boolean {
  const key = st.a.best.get(c);
  return c.level > 0 && (key === 'decided' || key === 'field:constraints') && !LIFTED_SECTIONS.has(c);
}

/** Sections no answer took and no heading names, folded into the Context (restIsContext): each keeps its
 *  heading there as a label (read-brief.ts). */
export const REST_SECTIONS = new WeakSet<Section>();

/** Last: a section that names no answer of the brief ("## What Quoter is", "## 2. Betriebsarten", "## 3.
 *  Déploiement", "## 현재 모델 사양") is what the reader needs to know of the work: the Context, under its own
 *  heading, in document order, its rules and paths copied into their answers as everywhere
 *  (liftedListLines). Not a section of the tool's own, one a brief and a return both keep under its name
 *  ("Known issues", "Open questions": brief.either), nor one inside or around a section an answer took.
 *  (Before, such a section was kept beside the brief's sections: a fresh reader saw it, but the brief's
 *  Context, the part that says where the work stands, lacked it.) */
function restIsContext(st: Assignment): void {
  const { doc, a, more, skip, flagged } = st;
  if (doc.marker || flagged.has('context')) return;
  const taken = allTaken(st);
  const held = [...taken].filter((x) => x.level > 0);
  // (Not a section whose lines an answer read out of it as rows or items: a table of the brief's fields under
  // "## Details" leaves nothing of itself to say, and its rows must not be said twice.)
  const read = [...a.chosen.values(), ...[...more.values()].flat()].filter((c) => c.level === 0 && !LIFTED_SECTIONS.has(c) && (TABLE_ROW_SECTIONS.has(c) || (PROSE_PARTS.get(c) ?? []).some((p) => p.item)));
  const rest: Section[] = [];
  for (const x of doc.sections) {
    if (read.some((c) => c.start >= x.start && c.start < x.end)) continue;
    if (x.level === 0 || taken.has(x) || skip(x) || x.heading === AFTER_LIST_HEADING) continue;
    // (A section around a sub-section that its own heading gave to a list answer, "## 3. 14단계" over "### 단계별로 정해진
    // 것" (Already decided): its own text is still the Context, as it was before that heading was read; sect43, QA 43 doc 05.)
    if (held.some((c) => nestedIn(x, c) || (nestedIn(c, x) && !namedListPart(st, c))) || rest.some((c) => nestedIn(x, c))) continue;
    // (Nor a part of a section kept under its name, "### P0：計測" under a "## 次のステップ" beside a stated
    // deliver: it stays with its section, its first step read out of it, not the Context.)
    if (doc.sections.some((c) => c !== x && c.level > 0 && nestedIn(x, c) && a.best.has(c) && !taken.has(c) && !skip(c))) continue;
    // (A heading that names an answer another section gave, "## Next steps" beside a stated deliver, stays
    // under its name: it is not the Context, only a second say on an answer; so does a ticket's "## Summary".)
    // (Nor work said not to be done yet, "## Noch nicht erledigt": what is left, not the state; nor a section
    // named like one the tool writes itself, "## Where to work" of a brief pasted back: body.ts frames those;
    // nor one already framed, "From the body: Return" of a brief cut again: its commands would read as this
    // brief's in the Context.)
    if (a.best.has(x) || headingScore(x.heading, 'brief.either') >= 3 || headingScore(x.heading, 'brief.summaryWhy') >= 4 || saysNotDone(x.heading) || isToolSection(x.heading, 'brief') || unframed(x.heading) !== undefined) continue;
    rest.push(x);
  }
  if (!rest.length) return;
  for (const x of rest) REST_SECTIONS.add(x);
  if (!a.chosen.has('context')) {
    a.chosen.set('context', rest[0]!);
    if (rest.length > 1) more.set('context', [...(more.get('context') ?? []), ...rest.slice(1)]);
  } else more.set('context', [...(more.get('context') ?? []), ...rest]);
  for (const x of rest) taken.add(x);
}
const oneLineOf = (t: string) => {
  const x = t.replace(/\s+/g, ' ').trim();
  return x.length > 40 ? `${x.slice(0, 40)}…` : x;
};

/** The heading placement names the intro by, when it is the why. */
export const INTRO_HEADING = '(the intro)';

/** The paragraphs of prose between a document's title and its first section, as parts read out of the
 *  Context: each opens with a word (not a label, a quote, emphasis alone or markup) and the intro holds at
 *  least one sentence of six words or more. Empty otherwise. */
/** The sentence of an intro of several that says why (brief.whyCue: "because", "so that", "weil", "потому
 *  что", "因为"; else one `says` holds, when given), else its first one, as a part of its own; null when the
 *  intro is one sentence. */
function whySentence(doc: ParsedDoc, parts: ProsePart[], says?: (text: string) => boolean, noReason?: (sentence: string) => boolean): ProsePart | null | 'none' {
  const { lines } = doc.blocks;
  const cues = headingTable().get('brief.whyCue') ?? [];
  const spans: { part: ProsePart; at: number; end: number; text: string }[] = [];
  for (const part of parts) {
    const text = part.text;
    // (A sentence ends at a stop and a blank, or a CJK stop: "src/config" and "3.5" end none.)
    for (const s of sentenceSpans(text, { marks: false })) spans.push({ part, at: s.at, end: s.end, text: s.text });
  }
  // (`noReason`: the sentences it opens with that give no reason, "Pipeline finished completely.", "Written on day 5
  // to continue …", are none of it; the why is then a later sentence that gives one, else none: 'none'.)
  let skipped = 0;
  while (noReason && skipped < spans.length && noReason(spans[skipped]!.text)) skipped++;
  if (skipped > 0) {
    const rest = spans.slice(skipped).filter((x) => !noReason!(x.text));
    const found = rest.find((x) => holdsAny(x.text, cues) !== null) ?? (says && rest.find((x) => says(x.text)));
    if (!found) return 'none';
    spans.splice(0, spans.length, found);
  } else if (spans.length < 2) return null;
  // (`says`: a sentence that says why by a wider test, after the cues, before the first.)
  const pick = spans.find((x) => holdsAny(x.text, cues) !== null) ?? (says && spans.find((x) => says(x.text))) ?? spans[0]!;
  // (Offsets in the part's text back to lines and columns: a paragraph's lines are joined by "\n", trimmed.)
  const where = (off: number) => {
    let line = pick.part.from.line;
    let col = /^[ \t]*/.exec(lines[line]!)![0].length;
    for (let k = 0; k < off; k++) {
      if (pick.part.text[k] === '\n') {
        line++;
        col = 0;
      } else col++;
    }
    return { line, col };
  };
  // (The blanks after it go with it: the sentence after it opens its line in the Context.)
  const end = pick.end + /^[ \t]*/.exec(pick.part.text.slice(pick.end))![0].length;
  return { ...pick.part, text: pick.text, source: pick.text, lead: pick.text.split(/\s+/).slice(0, 3).join(' '), from: where(pick.at), to: where(end) };
}

/** No section says why, in a brief that says what to do, and the Context holds an overview ("## Project
 *  overview", "## Обзор проекта", "## プロジェクト概要": brief.overview): its sentence that says why, else
 *  its first, is the why, derived (the placement says so); the rest of the overview stays the Context. */
function overviewWhy({ doc, a, more, flagged, notes }: Assignment): void {
  if (doc.marker || a.chosen.has('why') || flagged.has('why') || !(a.chosen.has('deliver') || a.chosen.has('firstStep'))) return;
  // (In a handoff of work under way too: no why is made up from its title any more, so its overview is what says
  // why, when anything does; README "A brief that states no why".)
  const x = [a.chosen.get('context'), ...(more.get('context') ?? [])].find((c) => c !== undefined && c.level > 0 && headingScore(c.heading, 'brief.overview') >= 4);
  if (!x) return;
  // (A line of it labelled as the why, "- Goal: connect the app to the API", "- 目的：…", "**Ziel:** …", states it
  // outright, in a list as in prose: a label in the Context is read by no other pass.)
  const said = proseParts(doc, x.start, x.end, new Set(['why']), true).find((p) => p.key === 'why' && !onlyAPlace(p.text));
  if (said) {
    chooseProse(a, notes, 'why', [said], `derived: no section says why; "${x.heading}" holds a line labelled so`);
    return;
  }
  const parts = proseOf(doc, x.start, x.end);
  if (!parts.length) return;
  // (Its sentence that says why; an overview that only says what the project is, "## 项目概述" / "ClipCaster — a
  // live-stream auto-clipping tool with a tkinter GUI.", gives no why: the brief asks for it.)
  const got = whySentence(doc, parts, saysWhy);
  const one = (got === 'none' ? null : got) ?? (parts.length === 1 && saysWhy(parts[0]!.text) ? parts[0]! : null);
  if (!one || !saysWhy(one.text)) return;
  const s: Section = { heading: `(a sentence: "${one.lead}…")`, level: 0, line: one.from.line + 1, start: one.from.line, end: one.to.line + 1, raw: one.text };
  RAW_SECTIONS.add(s);
  PROSE_PARTS.set(s, [one]);
  a.chosen.set('why', s);
  notes.set('why', `derived: no section says why; a sentence of "${x.heading}" says it`);
}

/** No section says why, in a brief that says what to do (a deliver or a first step), and a section of the Context
 *  states the problems the work is to fix ("## Identifizierte Bugs" over "### Bug 1: …", "## Identified issues",
 *  "## Symptoms": a heading of brief.problem, as "## Problem" is a why heading): that section is the why, derived
 *  (placement says so). Not one that says they are fixed ("## 解決した問題", "## Fixed bugs"), nor problems known and
 *  left as they are ("## Known bugs": brief.either). The first such section, at the top of no taken one. */
function problemWhy(st: Assignment): void {
  const { doc, a, skip, flagged, notes, labelled, log } = st;
  if (doc.marker || log || a.chosen.has('why') || flagged.has('why') || labelled.has('why') || !(a.chosen.has('deliver') || a.chosen.has('firstStep'))) return;
  const taken = allTaken(st);
  const x = doc.sections.find(
    (y) =>
      y.level > 0 &&
      !skip(y) &&
      !taken.has(y) &&
      (a.best.get(y) === undefined || a.best.get(y) === 'context') &&
      !overlaps(y, taken) &&
      headingScore(y.heading, 'brief.problem') >= 4 &&
      headingScore(y.heading, 'brief.either') < 4 &&
      !saysDone(y.heading) &&
      sectionText(y.raw) !== '',
  );
  if (!x) return;
  // (Out of the Context, when a loose reading put it there.)
  const ctx = [a.chosen.get('context'), ...(st.more.get('context') ?? [])].filter((c): c is Section => c !== undefined);
  if (ctx.includes(x)) {
    const rest = ctx.filter((c) => c !== x);
    if (rest.length) a.chosen.set('context', rest[0]!);
    else a.chosen.delete('context');
    if (rest.length > 1) st.more.set('context', rest.slice(1));
    else st.more.delete('context');
  }
  a.best.set(x, 'why');
  a.chosen.set('why', x);
  notes.set('why', `derived: no section says why; "${x.heading}" states the problems the work fixes`);
}

/** No section says why, and the section chosen as what to deliver (the task, "## TASK 1 — Delete the legacy
 *  adapter") opens, before its steps, with a paragraph that gives the task's reason ("Since the rebuild is
 *  complete, we no longer need the scraping infrastructure.", "Weil der Export abbricht, …": its first sentence
 *  opens with brief.reasonLead, or it holds brief.whyCue, brief.leadWhy or brief.failsCue): that paragraph is the
 *  why, derived (placement says so); the steps stay what to deliver. Not a paragraph that is the whole section,
 *  nor one that only says what must hold ("The export must stream rows."). */
function whyOpensTask({ doc, a, flagged, notes }: Assignment): void {
  const task = a.chosen.get('deliver');
  if (doc.marker || a.chosen.has('why') || flagged.has('why') || !task || task.level === 0 || RAW_SECTIONS.has(task) || !opensWithProse(doc, task)) return;
  const b = doc.blocks.top.find((x) => x.line >= task.start && x.line < task.end && x.token.type !== 'space')!;
  // (Its steps follow it, inside the section: a paragraph alone is the task's own statement.)
  if (!doc.blocks.top.some((x) => x.line >= b.end && x.line < task.end && x.token.type !== 'space' && x.token.type !== 'hr')) return;
  const part = proseOf(doc, b.line, b.end)[0];
  // (Not a rule with its reason, "Do not touch the cron entry because ops owns it.": a constraint, lifted as one.)
  if (!part || !givesReason(part.text) || opensWithRule(part.text)) return;
  const s: Section = { heading: `(a sentence: "${part.lead}…")`, level: 0, line: part.from.line + 1, start: part.from.line, end: part.to.line + 1, raw: part.text };
  RAW_SECTIONS.add(s);
  PROSE_PARTS.set(s, [part]);
  a.chosen.set('why', s);
  notes.set('why', `derived: no section says why; the paragraph opening "${task.heading}" gives its reason`);
}

/** No section says why, and a paragraph of the section chosen as what to deliver states the reason for the work (QA
 *  44 C1: "## THE NEXT TASK" / "`rig replay` is its acceptance test …, so a refactor that changes a number cannot
 *  hide.", "## Следующий шаг" / "**Решение Игоря 10-09 …: юзера … НЕ спрашиваем.** Вопрос выглядит так, будто …":
 *  stated-reason.ts): that paragraph is the why, derived (placement names its line). Unlike whyOpensTask it is a
 *  copy: the task keeps its words, which are its statement too ("THE NEXT TASK" is nothing without them), and no line
 *  is moved out of it. Not the whole section (the why would be the deliverable again), nor a paragraph under a
 *  sub-heading of it. */
function reasonInTask({ doc, a, flagged, notes, labelled }: Assignment): void {
  const task = a.chosen.get('deliver');
  if (doc.marker || a.chosen.has('why') || flagged.has('why') || labelled.has('why') || !task || task.level === 0 || RAW_SECTIONS.has(task)) return;
  const { lines, literal } = doc.blocks;
  // (Its own text: up to its first sub-heading.)
  const sub = doc.sections.find((y) => y.level > task.level && y.line > task.line && y.start < task.end);
  const end = sub ? Math.min(task.end, sub.start) : task.end;
  const blocks = doc.blocks.top.filter((b) => b.line >= task.start && b.line < end && b.token.type !== 'space' && b.token.type !== 'hr');
  const paras = blocks.filter((b) => b.token.type === 'paragraph' && !literal[b.line] && /^[ \t]*[\p{L}\p{N}*_`"“«「(]/u.test(lines[b.line]!));
  // (Something beside it stays the task: the why and what to deliver are never the same text.)
  if (!paras.length || blocks.length < 2) return;
  const texts = paras.map((b) => lines.slice(b.line, b.end).join('\n').trim());
  const got = reasonParagraph(texts);
  if (!got) return;
  const b = paras[got.index]!;
  const text = texts[got.index]!;
  const last = b.end - 1;
  const part: ProsePart = { key: 'why', text, source: text, lead: text.replace(/[*_`]/g, '').split(/\s+/).slice(0, 3).join(' '), from: { line: b.line, col: 0 }, to: { line: last, col: lines[last]!.length } };
  const s: Section = { heading: `(a sentence: "${part.lead}…")`, level: 0, line: b.line + 1, start: b.line, end: b.end, raw: text };
  RAW_SECTIONS.add(s);
  // (Kept in the task too: a copy, as a line lifted into a list answer is.)
  LIFTED_SECTIONS.add(s);
  PROSE_PARTS.set(s, [part]);
  a.chosen.set('why', s);
  const how = got.kind === 'decision' ? 'a decision with its reason' : 'its reason';
  notes.set('why', `derived: no section says why; a paragraph of "${task.heading}" gives ${how}, kept there too`);
}

/** Whether a paragraph gives a reason: its first sentence opens with brief.reasonLead ("Since …", "Now that …",
 *  "Da …", "Puisque …", "由于 …"), or it holds brief.whyCue, brief.leadWhy or brief.failsCue. */
function givesReason(text: string): boolean {
  const t = headingTable();
  const first = toPhrase(text.replace(/[*_`]/g, '').slice(0, 200));
  const opens = (t.get('brief.reasonLead') ?? []).some((q) => (q.cjk ? q.flat !== '' && first.flat.startsWith(q.flat) : q.words.length > 0 && q.words.every((w, i) => first.words[i] === w)));
  return opens || ['brief.whyCue', 'brief.leadWhy', 'brief.failsCue'].some((k) => holdsAny(text.slice(0, 4000), t.get(k) ?? []) !== null);
}

function introProse(doc: ParsedDoc): ProsePart[] {
  const [from, to] = doc.preambleLines;
  if (!doc.title || to <= from) return [];
  return proseOf(doc, from, to);
}

/** The paragraphs of prose in lines [from, to) as parts (not a quoted note, a label line or a list), when
 *  one of them says something (six words, or a sentence in a script written without spaces). */
function proseOf(doc: ParsedDoc, from: number, to: number): ProsePart[] {
  const { lines, literal } = doc.blocks;
  const out: ProsePart[] = [];
  for (const b of doc.blocks.top) {
    if (b.line < from || b.end > to || b.token.type === 'space' || b.token.type === 'hr') continue;
    if (b.token.type !== 'paragraph' || literal[b.line]) continue;
    const first = lines[b.line]!;
    // (A colon inside brackets makes no label: "…太陽光発電（…、パワコン型番：EHF-S99MP5B）から" is prose.)
    const label = labelOf(first);
    if (!/^[ \t]*[\p{L}\p{N}"“«「(]/u.test(first) || (label !== null && !openBracket(label.label) && !sentenceBeforeColon(label))) continue;
    const last = b.end - 1;
    const text = lines.slice(b.line, b.end).join('\n').trim();
    out.push({ key: 'why', text, source: text, lead: first.trim().split(/\s+/).slice(0, 3).join(' '), from: { line: b.line, col: 0 }, to: { line: last, col: lines[last]!.length } });
  }
  return out.some((p) => p.text.split(/\s+/).length >= 6 || /\p{Script=Han}|\p{Script=Hangul}|\p{Script=Hiragana}/u.test(p.text)) ? out : [];
}

/** Whether what a line opens with before its colon is a sentence's start, not a label: plain (no emphasis, no
 *  bullet) and four words or more ("Continues the Goal-2 thread: get an explicit curve …", "We hit one snag: the
 *  cache."). A label names a thing in a word or three ("Status:", "Last updated:", "最終更新："). */
function sentenceBeforeColon(l: Label): boolean {
  return !l.bold && !l.bullet && l.label.split(/\s+/).length >= 4;
}

/** Whether a text leaves a bracket open ("太陽光発電（ダイヤゼブラ電機、型番"): the colon after it stands inside the brackets. */
function openBracket(t: string): boolean {
  return (t.match(/[(（[［]/g) ?? []).length > (t.match(/[)）\]］]/g) ?? []).length;
}

/** The sentences of a plain message read as an answer (prose-brief.ts), by the section standing for them. */
export const PROSE_PARTS = new WeakMap<Section, ProsePart[]>();

/** Where what to deliver opens in the text of a why section: a "Done when" sentence (doneWhenAt), or in a
 *  goal ("## Goal", "## Цель": a why that is also what to deliver) the sentence that states the target
 *  ("It must open in under 3 s", "Нужно, чтобы …": brief.deliverModal); -1 when none. */
export function deliverAt(text: string, heading: string): number {
  const at = doneWhenAt(text);
  if (at >= 0 || headingScore(heading, 'brief.deliver') < 4) return at;
  return modalAt(text);
}

/** Where a sentence opens whose first words hold a modal of what must be ("must", "muss", "doit", "debe",
 *  "должен", "必须", …), or -1. */
function modalAt(text: string): number {
  const modals = headingTable().get('brief.deliverModal') ?? [];
  for (const at of sentenceStarts(text)) {
    if (at === 0) continue;
    const head = text.slice(at, at + 60);
    const p = toPhrase(head.replace(/[*_`]/g, ''));
    // (Its first words: eight, or 24 characters of a script written without spaces.)
    const first = { ...p, words: p.words.slice(0, 8), flat: p.flat.slice(0, 24) };
    const hit = modals.some((m) => holdsPhrase(first, m));
    if (hit) return at;
  }
  return -1;
}

/** Where the sentences of a text open: the start, after a line break, ". ", "; ", ": " (and their CJK
 *  forms) or a dash between blanks; blanks, quote marks and emphasis before the first word skipped. */
function sentenceStarts(text: string): number[] {
  const starts = [0];
  for (const m of text.matchAll(/\n|[.;:!?][ \t]+|[。；：！？][ \t]*|[ \t][—–-][ \t]+/g)) starts.push(m.index + m[0].length);
  return starts.map((at) => at + /^[ \t>*_-]*/.exec(text.slice(at, at + 12))![0].length);
}

/** Where a sentence that says when the work is done opens in a text ("Done when …", "terminé quand …",
 *  "fertig wenn …": brief.doneWhen in prompts/headings.txt; or a label of it with its colon, "Acceptance
 *  criteria: …", brief.doneLabel), or -1. A sentence opens at the start, after a
 *  line break, after ". ", "; ", ": " (and their CJK forms) or a dash between blanks. */
export function doneWhenAt(text: string): number {
  const phrases = headingTable().get('brief.doneWhen') ?? [];
  const labels = headingTable().get('brief.doneLabel') ?? [];
  for (const at of sentenceStarts(text)) {
    const opening = text.slice(at, at + 40).replace(/[*_]/g, '');
    const head = toPhrase(opening);
    if (phrases.some((p) => phraseScore(head, p) >= 3)) return at;
    // A label of what to deliver, with its colon ("Acceptance criteria: …", "Критерии готовности: …").
    const label = /^([^:：\n]{1,40}?)[ \t]*[:：]/.exec(opening);
    if (label && labels.some((p) => phraseScore(toPhrase(label[1]!), p) >= 4)) return at;
  }
  return -1;
}

/** A kind's own questions as heading targets: the template's heading for each, its name, its aliases, and
 *  the headings of prompts/headings.txt's `field.<name>` (a question of that name in any kind, the user's
 *  own too: "## Beobachtet" is the observed of a bug). */
export function kindTargets(kind: Pick<Kind, 'questions' | 'template'> | undefined, headings = kind ? slotHeadings(kind.template) : new Map<string, string>()): (HeadingTarget & { key: BriefKey; heading: string })[] {
  return (kind?.questions ?? []).map((q) => ({ key: `field:${q.name}`, heading: headings.get(q.name) ?? q.heading, aliases: [q.name, q.heading], phrases: q.aliases, table: `field.${q.name}` }));
}

function staticChunkHeadings(template: string): string[] {
  const out: string[] = [];
  for (const line of template.split('\n')) {
    const h = /^##[ \t]+(.+?)[ \t]*$/.exec(line);
    if (h) out.push(h[1]!.toLowerCase());
  }
  const slotted = new Set([...slotHeadings(template).values()].map((h) => h.toLowerCase()));
  return out.filter((h) => !slotted.has(h));
}

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

/** The first unticked item of a top-level task list ("- [ ] Switch to a multi-stage build"): its line and
 *  its first line's text, without the box. */
function firstOpenItem(doc: ParsedDoc, notAPlan: (line: number) => boolean): { line: number; text: string } | null {
  for (const b of doc.blocks.top) {
    if (b.token.type !== 'list' || !b.items) continue;
    // Criteria nothing ticks yet are what must hold, not steps; a list with a ticked item is progress.
    const ticked = b.items.some((it) => /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+\[[xX]\]/.test(doc.blocks.lines[it.line] ?? ''));
    if (!ticked && notAPlan(b.line)) continue;
    for (const it of b.items) {
      const m = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+\[ \][ \t]+(\S.*)$/.exec(doc.blocks.lines[it.line] ?? '');
      if (m) return { line: it.line, text: wholeItem(doc, it, m[1]!) };
    }
  }
  return null;
}

/** A list item's own text whole: its first line's text (after its bullet, given) and the lines its text runs
 *  on to, a hard-wrapped item ("1. **Die drei WIP-Pakete zu Ende bringen.** Jeweils ein neuer Agent mit dem" /
 *  "   ursprünglichen Auftrag plus …"), each without its indent. Not its nested lists or later paragraphs. */
function wholeItem(doc: ParsedDoc, it: { line: number; end: number; blocks: { token: { type: string }; line: number; end: number }[] }, first: string): string {
  const lead = it.blocks[0];
  const end = lead && lead.line === it.line && (lead.token.type === 'text' || lead.token.type === 'paragraph') ? Math.min(lead.end, it.end) : it.line + 1;
  const more: string[] = [];
  for (let i = it.line + 1; i < end; i++) {
    const l = doc.blocks.lines[i]!.trim();
    if (!l || doc.blocks.literal[i]) break;
    more.push(l);
  }
  return more.length ? [first.trim(), ...more].join('\n') : first.trim();
}

/** Table rows read as a brief's answers (read-brief.ts leaves their lines out of the text around them). */
export const TABLE_ROW_SECTIONS = new WeakSet<Section>();

/**
 * The rows of a table that lists a brief's answers by name: a table of two or more columns at the top of
 * the document (or alone in a section no answer took) whose first cells name two or more different
 * answers, one of them a brief's only (not a return's: "Status", "Next steps" alone make no brief). Each
 * such row, as a section: its first cell the heading, the other cells its text.
 */
function fieldRows(doc: ParsedDoc, targets: (HeadingTarget & { key: BriefKey })[], skip: (s: Section) => boolean, chosen: Map<BriefKey, Section>): { key: BriefKey; section: Section }[] {
  const taken = new Set(chosen.values());
  for (const b of doc.blocks.top) {
    if (b.token.type !== 'table') continue;
    const t = b.token as Tokens.Table;
    if (t.header.length < 2 || !t.rows.length) continue;
    const up = innermost(doc, b.line);
    if (up && (taken.has(up) || skip(up) || [...taken].some((c) => nestedIn(up, c)))) continue;
    const rows = t.rows.map((r, i) => {
      const name = r[0]!.text.replace(/[*_`]/g, '').trim();
      let best: { key: BriefKey; score: number } | null = null;
      for (const x of targets) {
        const sc = name.length <= 60 ? sectionScore(name, x) : 0;
        if (sc >= 4 && (!best || sc > best.score)) best = { key: x.key, score: sc };
      }
      const only = best !== null && bestSectionScore(name, RETURN_SECTIONS) < best.score;
      const text = r.slice(1).map((c) => c.text.trim()).filter(Boolean).join(' — ');
      return { best, only, name, text, line: b.line + 2 + i };
    });
    const named = rows.filter((r) => r.best && r.text);
    if (new Set(named.map((r) => r.best!.key)).size < 2 || !named.some((r) => r.only)) continue;
    const out: { key: BriefKey; section: Section }[] = [];
    for (const r of named) {
      if (out.some((o) => o.key === r.best!.key)) continue;
      const section: Section = { heading: r.name, level: 0, line: r.line + 1, start: r.line, end: r.line + 1, raw: r.text };
      RAW_SECTIONS.add(section);
      TABLE_ROW_SECTIONS.add(section);
      out.push({ key: r.best!.key, section });
    }
    return out;
  }
  return [];
}

/** How many list items a section's lines hold (a numbered list broken by code blocks, "1. …" ``` "2. …", is
 *  one list to a reader), counted up to 2. */
function listItems(doc: ParsedDoc, s: Section): number {
  let n = 0;
  for (const b of doc.blocks.top) {
    if (b.line < s.start || b.line >= s.end || b.token.type !== 'list' || !b.items) continue;
    n += b.items.length;
    if (n >= 2) return n;
  }
  // (Steps written as sub-headings, "### Step 1: …", "### Step 2: …", are its items too.)
  return Math.max(n, stepHeadings(doc, s).length);
}

/** The sub-sections right below a section that stand before any list of its own ("## Next steps" over
 *  "### Step 1: clean the repo", "### Step 2: …"): a plan written as headings, one step each. Empty when
 *  the section lists its steps (a list above its first sub-heading) or has fewer than two. */
function stepHeadings(doc: ParsedDoc, s: Section): Section[] {
  const i = doc.sections.indexOf(s);
  if (i < 0) return [];
  const parent = parentIndexes(doc.sections);
  const kids = doc.sections.filter((_x, j) => parent[j] === i);
  if (kids.length < 2) return [];
  const list = doc.blocks.top.find((b) => b.line >= s.start && b.line < kids[0]!.line - 1 && b.token.type === 'list');
  return list ? [] : kids;
}

/** A step's heading without its number or label ("PASSO 1: Limpar o erro", "Шаг 1 — мёртвые компоненты",
 *  "1. Verify access": the words after it; a counter after the number is the label too, "1단계: …", "第1步：…"). */
const stepTitle = (h: string) => (priorityTagged(h) ? h.replace(/^[^\p{L}\p{N}]+/u, '').replace(/[*_]+/g, '').trim() : h.replace(/^[^\p{L}\p{N}]*(?:[\p{L}]{1,12}[ \t]*)?\d{1,3}(?:\.\d{1,3})*(?:[ \t]?(?:단계|번째 단계|번째|步|段階))?[.)]?[ \t]*(?:[:：—–-][ \t]*)?(?=\S)/u, '').replace(/^[*_]+|[*_]+$/g, '').trim()) || h;
/** A step tagged with its priority ("P0：計測", "**P1** — cache"): the tag says how urgent the step is, not
 *  which step it is; it stays in the step's words (N9-B2). */
const priorityTagged = (h: string) => /^[^\p{L}\p{N}]*P\d(?![\p{L}\p{N}])/u.test(h.replace(/[*_`]+/g, ''));

/** The first word of a heading, lower case, without numbering or marks ("## 2. Session B — x": "session"). */
const leadWord = (h: string) => /\p{L}[\p{L}\p{N}]*/u.exec(h)?.[0].toLowerCase();

/** Whether a section is the first of a series ("## Session A — …" beside "## Session B — …": one part of a
 *  plan, not an overview): another section at its level opens with the same word. */
function firstOfSeries(doc: ParsedDoc, s: Section): boolean {
  const w = leadWord(s.heading);
  return w !== undefined && doc.sections.some((y) => y !== s && y.level === s.level && leadWord(y.heading) === w);
}

/** Whether a section's own text opens with a paragraph of prose (not a list, a table, code or a label). */
function opensWithProse(doc: ParsedDoc, s: Section): boolean {
  const b = doc.blocks.top.find((x) => x.line >= s.start && x.line < s.end && x.token.type !== 'space');
  if (!b || b.token.type !== 'paragraph') return false;
  const text = doc.blocks.lines[b.line]!.trim();
  return /^[\p{L}\p{N}*_"“«「(]/u.test(text) && text.length >= 12;
}

/** A first step taken from a list's first item, when the line right above the list says something comes
 *  before the list ("Waiting on tester feedback first — fold that in before these:"): that line is the first
 *  step (before-list.ts). */
function firstBeforeList({ doc, a, flagged, notes }: Assignment): void {
  const x = a.chosen.get('firstStep');
  if (doc.marker || flagged.has('firstStep') || !x || (x.heading !== FIRST_ITEM_HEADING && x.heading !== OPEN_ITEM_HEADING)) return;
  const up = innermost(doc, x.start);
  const line = beforeListLine(doc.blocks.lines, x.start, up ? up.line : 0);
  if (line) {
    a.chosen.set('firstStep', itemSection(BEFORE_LIST_HEADING, line));
    notes.set('firstStep', 'the line that says what comes before the list');
    return;
  }
  // (A line right above the list that names one task and says it, "タスク 1-5: my.cnf 作成" / "- `port = 3306`":
  // the task with its details is where to start, not its first detail.)
  // (Or a label of its own right above the list that names no list of steps, "**Проверить мобильную версию:**" over
  // symptoms, "⚠️ **首次启动前记得修改：**" over a file and a value: the list details that label, the label with its
  // details is where to start, not a symptom or a bare path. QA 42 docs 02, 03, first22.)
  const task = taskOverList(doc.blocks.lines, x.start, up ? up.line : 0) ?? detailsLabel(doc.blocks.lines, x.start, up ? up.line : 0);
  const list = task && doc.blocks.top.find((b) => b.token.type === 'list' && b.line === x.start);
  if (!task || !list) return;
  // (Not a plan of numbered steps in what to deliver, "**Предложено Игорю …:**" / "1. **Карточка …**" / "2. **Убрать
  // код …**": the label over it names the plan, and label and list are the deliver again; its step 1 is where to
  // start. QA 44 doc 02.)
  const deliver = a.chosen.get('deliver');
  if (!detailsOfOneTask(doc, list, deliver)) return;
  const details = doc.blocks.lines.slice(list.line, list.end).map((l) => l.trimEnd());
  while (details.length && !details[details.length - 1]) details.pop();
  a.chosen.set('firstStep', itemSection(TASK_OVER_LIST_HEADING, { line: task.line, text: [task.text, ...details].join('\n') }));
  notes.set('firstStep', 'the task the line above the list names: the list is its details');
}
const TASK_OVER_LIST_HEADING = '(the task the line above the list names)';

/** Whether a list under a label reads as one task's details, not as a plan that what to deliver holds: not an
 *  ordered list of two steps or more inside the section chosen as what to deliver (firstBeforeList). */
function detailsOfOneTask(doc: ParsedDoc, list: Block, deliver: Section | undefined): boolean {
  const ordered = list.token.type === 'list' && (list.token as Tokens.List).ordered && (list.items?.length ?? 0) >= 2;
  return !(ordered && deliver !== undefined && deliver.level > 0 && list.line >= deliver.start && list.end <= deliver.end);
}

/** The line right above the list item at `itemLine` (one blank between allowed; not before `from`) when it is a
 *  label of its own closing on a colon, all bold or plain ("**Проверить мобильную версию:**"), whose words name no
 *  list of steps ("Next steps:", "Do first:", "Tasks:", "Before these:": brief.firstStep, firstStepLabel, nextLabel,
 *  remaining, taskName, beforeList); else null. */
function detailsLabel(lines: readonly string[], itemLine: number, from: number): { line: number; text: string } | null {
  let i = itemLine - 1;
  if (i >= from && !lines[i]!.trim()) i--;
  if (i < from) return null;
  const raw = lines[i]!;
  const t = raw.trim();
  if (!t || t.length > 160 || /^(?:[-*+]|\d{1,3}[.)])[ \t]/.test(t) || /^#{1,6}[ \t]/.test(t) || !/[:：](?:\*\*|__)?$/.test(t)) return null;
  // (One line of its own: the line above it is blank or a heading.)
  if (i > from && lines[i - 1]!.trim() && !/^[ \t]*#{1,6}[ \t]/.test(lines[i - 1]!)) return null;
  const words = t.replace(/[*_]+/g, '').replace(/[:：]$/, '').trim();
  if (!/\p{L}/u.test(words)) return null;
  for (const key of ['brief.firstStep', 'brief.firstStepLabel', 'brief.nextLabel', 'brief.remaining', 'brief.deliver', 'brief.beforeList']) if (headingScore(words, key) >= 2) return null;
  if (holdsAny(words, headingTable().get('brief.taskName') ?? []) !== null) return null;
  return { line: i, text: t };
}
const BEFORE_LIST_HEADING = '(the line that says what comes before the list)';

/** The heading placement names the first item of a list of what is left by, when it is the first step. */
export const FIRST_ITEM_HEADING = '(the first item of what is left)';
/** The heading placement names the first row of what to read first by, when it is the first step. */
export const READ_FIRST_HEADING = '(the first of what to read first)';

/** The first row of a table (its cells but a leading number, joined "a — b") or the first item of a list
 *  in these lines, and its line among them; null when they hold neither. */
function firstRow(lines: readonly string[]): { line: number; text: string } | null {
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (/^[ \t]*\|.*\|[ \t]*$/.test(l) && tableRule(lines[i + 1])) {
      for (let j = i + 2; j < lines.length && /^[ \t]*\|/.test(lines[j]!); j++) {
        const cells = lines[j]!.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
        const words = (/^#?\d{1,3}[.)]?$/.test(cells[0] ?? '') ? cells.slice(1) : cells).filter(Boolean);
        if (words.length) return { line: j, text: words.join(' — ') };
      }
      return null;
    }
    const m = /^(?:[-*+]|\d{1,3}[.)])[ \t]+(\S.*)$/.exec(l);
    if (m) return { line: i, text: m[1]!.trim() };
  }
  return null;
}

/** The sections of a plan in phases: the first run of two or more sibling sections (one level, one
 *  parent) whose headings open with a phase word and a number ("🔴 Phase 1: …", "FASE 2 —", "Этап 3"). */
function phaseSeries(doc: ParsedDoc): Section[] {
  const parent = parentIndexes(doc.sections);
  const named = (h: string) => {
    const m = /^[^\p{L}\p{N}]*(\p{L}+)[ \t]*\d{1,2}\b/u.exec(h.replace(/[*_`]+/g, ''));
    return m !== null && headingScore(m[1]!, 'brief.phase') >= 4;
  };
  const all = doc.sections.map((x, i) => ({ x, i })).filter(({ x }) => x.level > 0 && named(x.heading));
  for (const { x, i } of all) {
    const run = all.filter((y) => y.x.level === x.level && parent[y.i] === parent[i]).map((y) => y.x);
    if (run.length >= 2) return run;
  }
  return [];
}

/** A step written as a sub-heading, as an item: its heading without its number, and its own text. */
function headingItem(doc: ParsedDoc, first: Section): { line: number; text: string } {
  const below = doc.sections.find((y) => y.line > first.line && y.level > first.level && y.start < first.end);
  const text = sectionText(doc.blocks.lines.slice(first.start, below ? below.line - 1 : first.end).join('\n'));
  return { line: first.line - 1, text: [stepTitle(first.heading), text].filter(Boolean).join('\n\n') };
}

/** The first open item of the first list in a section's own lines (a ticked one is done), else null. */
function firstItem(doc: ParsedDoc, s: Section): { line: number; text: string } | null {
  // A plan written as sub-headings: its first step's heading (without its number) and text.
  const steps = stepHeadings(doc, s);
  // (Not a part marked settled, "### 기술 스택 (확정)" over a table of the chosen stack: no step.)
  const open = steps.filter((x) => !markedDecided(x.heading));
  // (Nor a group whose items are all done, "### Today" / "1. ✅ Read the plan"; in the one picked, a done item
  // opening its list is skipped too: its first open item is where to start, done-items.ts.)
  if (open.length) {
    const group = open.find((x) => !DONE_TEXT.test(x.heading) && !groupDone(doc, x)) ?? open.find((x) => !DONE_TEXT.test(x.heading)) ?? open[0]!;
    const doneSkipped = opensDone(doc, group) || open.slice(0, open.indexOf(group)).some((x) => groupDone(doc, x));
    return (doneSkipped ? firstItem(doc, group) : null) ?? headingItem(doc, group);
  }
  for (const [at, b] of doc.blocks.top.entries()) {
    if (b.line < s.start || b.line >= s.end) continue;
    if (b.token.type !== 'list' || !b.items) continue;
    // (Not a list under a part of it marked done, "**Prioridade 1 — Concluída**": nothing there is open.)
    const part = innermost(doc, b.line);
    if (part && part !== s && part.level > 0 && saysDone(part.heading)) continue;
    // (Nor under a part that names the rules, "### 計測するときの必須事項" / "1. **`npm run test:perf` を使う。**": rules to
    // respect, no step.)
    if (part && part !== s && part.level > 0 && namesConstraints(part.heading)) continue;
    // (A choice between its items, "Pick a track with the client:" / "- Roll out the kit" / "- OR a theme for v2":
    // the first step is to choose, the line that asks for it, not the first alternative.)
    const choose = choosingLead(doc, s, at, b);
    if (choose) return choose;
    for (const it of b.items) {
      const m = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(\[[ xX]\][ \t]+)?(\S.*)$/.exec(doc.blocks.lines[it.line] ?? '');
      // (Nor one that says it is out of scope, "… это вне scope текущей задачи": kept on record, no work.)
      if (m && !/\[[xX]\]/.test(m[1] ?? '') && !itemMarkedDone(m[2]!) && !saysOutOfScope(wholeItem(doc, it, m[2]!))) return { line: it.line, text: wholeItem(doc, it, m[2]!) };
    }
    return null;
  }
  return null;
}

/** Whether an item's text says it is done: a check mark, a strike through it whole, a closing done note, an opening done
 *  tag ("[DONE] …", done-tag.ts). One test for the first item of what is left here and in read-brief.ts firstListItem. */
export const itemMarkedDone = (text: string): boolean => DONE_TEXT.test(text) || closesDone(text) || doneTagged(text);
/** Whether a step heading's own list items are all marked done (done-items.ts). */
const groupDone = (doc: ParsedDoc, x: Section): boolean => allItemsDone(doc.blocks.lines.slice(x.start, x.end), (t) => DONE_TEXT.test(t));
/** Whether the first list item of a step heading's own lines is marked done. */
function opensDone(doc: ParsedDoc, x: Section): boolean {
  const first = doc.blocks.lines.slice(x.start, x.end).find((l) => /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+\S/.test(l));
  return first !== undefined && allItemsDone([first], (t) => DONE_TEXT.test(t));
}

/** The line over a list of alternatives that asks to choose between them ("Pick a track with the client in
 *  TODO.md:" over "- Roll out the kit" / "- OR a theme for functional_v2", "По TODO.md выбрать с Заказчиком трек:"
 *  over "- …" / "- ИЛИ …"): an item after the first opens with a word of brief.alternative ("or", "oder", "ou",
 *  "или", "或者", "または"), and a paragraph of the section ending with a colon stands right above the list. Its
 *  text without the colon, else null. */
function choosingLead(doc: ParsedDoc, s: Section, at: number, list: Block): { line: number; text: string } | null {
  const items = list.items ?? [];
  const { lines } = doc.blocks;
  const or = headingTable().get('brief.alternative') ?? [];
  const bullet = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?/;
  if (items.length < 2 || !items.slice(1).some((it) => opensWith((lines[it.line] ?? '').replace(bullet, ''), or))) return null;
  let prev = at - 1;
  while (prev >= 0 && doc.blocks.top[prev]!.token.type === 'space') prev--;
  const p = doc.blocks.top[prev];
  if (!p || p.token.type !== 'paragraph' || p.line < s.start || doc.blocks.literal[p.line]) return null;
  const text = lines.slice(p.line, p.end).join('\n').trim();
  if (!/[:：]$/.test(text)) return null;
  return { line: p.line, text: text.replace(/[ \t]*[:：]$/, '') };
}

/** An item's (or a step heading's) text that says it is done, so never where to start: struck through whole
 *  ("~~✅ Add the loop~~", "~~Write the parser~~ ✅", "~~Parser~~ (done)") or opening with a check mark ("✅ Parser",
 *  "**✅ Parser**"). A word struck inside an open item ("Use ~~Redis~~ Postgres") leaves it open. */
const DONE_TEXT = lazyRegExp(() => /^(?:~~(?!~)[^]*?~~[ \t]*(?:(?:✅|✔|☑|✓)\uFE0F?[ \t]*)?(?:[(（][^()（）]{1,20}[)）])?[ \t]*$|(?:\*\*|__)?(?:✅|✔|☑|✓)\uFE0F?)/u);

/** The deepest section holding a 0-based document line (undefined: above every section): the last
 *  section, in document order, whose heading is at or above the line and whose body holds it. Made once
 *  per document as a table of lines (it is asked for every list and table: a 1 MiB brief has thousands). */
function innermost(doc: ParsedDoc, line: number): Section | undefined {
  let deepest = DEEPEST.get(doc);
  if (!deepest) {
    deepest = [];
    for (const s of doc.sections) for (let i = Math.max(s.start, s.line - 1, 0); i < s.end; i++) deepest[i] = s;
    DEEPEST.set(doc, deepest);
  }
  return deepest[line];
}
const DEEPEST = new WeakMap<ParsedDoc, (Section | undefined)[]>();

/**
 * A brief whose only heading is a "## " (or deeper) at its top that names no section, over its text ("##
 * Shrink the Docker image" over a plain message; a chat that demotes every heading one level): that heading
 * says what the brief is about, as an "# " there would; it is the title and its text the brief's own (the
 * text before the first section, which the prose reader reads). The document as it was otherwise. A
 * return keeps such a heading as its first section (its reader groups findings by it).
 */
export function withLoneTitle(doc: ParsedDoc, kind?: Pick<Kind, 'questions' | 'template'>): ParsedDoc {
  if (doc.title !== null && !doc.marker && headingScore(doc.title, 'title.startHere') >= 4) return pastStartHere(doc, kind);
  // ("# Start here" names the first step too: read as a section over all the others, it is that title.)
  const top = doc.sections[0];
  if (doc.title === null && !doc.marker && !doc.preamble.trim() && top?.level === 1 && headingScore(top.heading, 'title.startHere') >= 4 && doc.sections.length > 1 && doc.sections.slice(1).every((x) => x.level > 1) && onlyGroups(doc, top)) {
    const to = doc.sections[1]!.line - 1;
    const past = pastStartHere({ ...doc, title: top.heading, titleLine: top.line - 1, sections: doc.sections.slice(1), preamble: linesText(doc.blocks, top.start, to), preambleLines: [top.start, to] }, kind);
    if (past.title !== top.heading) return past;
  }
  if (doc.title !== null || doc.marker || !doc.sections.length) return doc;
  const s = doc.sections[0]!;
  const h = doc.blocks.headings[0];
  // A real heading (not a bold line or a label read as one), the first thing after any front matter.
  if (s.level < 2 || !h || h.line !== s.line - 1 || doc.preamble.trim()) return doc;
  if (bestSectionScore(s.heading, [...BRIEF_HEAD, ...BRIEF_TAIL, ...RETURN_SECTIONS]) > 0 || kindTargets(kind).some((t) => sectionScore(s.heading, t) > 0)) return doc;
  const leadLines: [number, number] = [doc.preambleLines[0], s.line - 1];
  if (doc.sections.length === 1) {
    if (doc.blocks.headings.length !== 1 || !sectionText(s.raw)) return doc;
    return { ...doc, title: s.heading, titleLine: s.line - 1, sections: [], preamble: s.raw, preambleLines: [s.start, s.end], lead: '', leadLines };
  }
  // The first heading over all the others, one level up ("## Übergabe an den nächsten Agent" over "### 1) …"
  // sections, no H1): the document's title, as an H1 would be. Its own lines before the first sub-heading
  // are the text under the title.
  const rest = doc.sections.slice(1);
  if (!rest.every((x) => x.level > s.level)) return doc;
  const to = rest[0]!.line - 1;
  return { ...doc, title: s.heading, titleLine: s.line - 1, sections: rest, preamble: linesText(doc.blocks, s.start, to), preambleLines: [s.start, to], lead: '', leadLines };
}

/**
 * A title that only says where to begin ("# READ ME FIRST", "# Start here", "# ここから読む": title.startHere)
 * over a "## " heading that names no section and opens the document ("## Rate limiter for the public API"):
 * that heading is the title, as a title names the work (N9-B4); over all the other sections, one level up,
 * it is the title only (withLoneTitle's reading), else its section stays where it is too. The words of the
 * old title are text above the title, the Context. With no such heading the title is kept as it is.
 */
function pastStartHere(doc: ParsedDoc, kind?: Pick<Kind, 'questions' | 'template'>): ParsedDoc {
  const s = doc.sections[0];
  const h = doc.blocks.headings.find((x) => x.line === (s?.line ?? 0) - 1);
  if (!s || s.level !== 2 || !h || doc.titleLine === null || doc.preamble.trim()) return doc;
  if (bestSectionScore(s.heading, [...BRIEF_HEAD, ...BRIEF_TAIL, ...RETURN_SECTIONS]) > 0 || kindTargets(kind).some((t) => sectionScore(s.heading, t) > 0)) return doc;
  const lead = [doc.lead, doc.blocks.lines[doc.titleLine]!.replace(/^[ \t]*#+[ \t]*/, '').replace(/[ \t]+#+[ \t]*$/, '')].filter((t) => t.trim()).join('\n');
  const leadLines: [number, number] = [doc.lead ? doc.leadLines[0] : doc.titleLine, doc.titleLine + 1];
  const rest = doc.sections.slice(1);
  if (!rest.length || !rest.every((x) => x.level > s.level)) return { ...doc, title: s.heading, titleLine: s.line - 1, lead, leadLines };
  const to = rest[0]!.line - 1;
  return { ...doc, title: s.heading, titleLine: s.line - 1, sections: rest, preamble: linesText(doc.blocks, s.start, to), preambleLines: [s.start, to], lead, leadLines };
}

/**
 * The sections the matcher named no part of, read loosely (loose-headings.ts: a part of the heading, a
 * phrase with a word inside it, a one-word phrase heading it), each for an answer nothing fills yet, the
 * best-named section first; and a heading that says its work is done ("Completed in last session",
 * "Erledigte Aufgaben", "已完成功能") is the state of the work, the Context, unless it is exactly what it
 * names ("Done when", "Definition of done"). Changes `a` in place; placement notes say so.
 */
function readLoosely(doc: ParsedDoc, a: Assigned<BriefKey>, targets: (HeadingTarget & { key: BriefKey; heading: string })[], skip: (s: Section) => boolean, notes: Map<BriefKey, string>, labelled: { has(k: BriefKey): boolean }): void {
  const targetOf = new Map(targets.map((t) => [t.key, t]));
  // Done work is no answer to give: its section is the Context (a status document's "## Done").
  const done: Section[] = [];
  for (const x of doc.sections) {
    if (x.level === 0 || skip(x) || x.heading === AFTER_LIST_HEADING || !saysDone(x.heading)) continue;
    const key = a.best.get(x);
    // (A limit the heading says is fixed, "## A CI limitation, fixed", "## Một giới hạn của CI, đã sửa": history, no
    // constraint to respect. Not a heading that is the constraints' name whole, "## Constraints (done)".)
    const fixedLimit = key === 'field:constraints' && headingScore(x.heading, 'field.constraints') < 4;
    if (key === 'context' || (key && !fixedLimit && (key.startsWith('field:') || sectionScore(x.heading, targetOf.get(key)!) >= 4))) continue;
    if (key && !fixedLimit && !['why', 'deliver', 'firstStep'].includes(key)) continue;
    if (key && a.chosen.get(key) === x) a.chosen.delete(key);
    // (Done work the heading says not to do again, "## What is finished (do not redo)", "## Erledigt (nicht
    // wiederholen)": already decided, not the Context's history; QA 40 doc 06. Further ones join it later,
    // moreOfListAnswers.)
    if (saysNoRedo(x.heading)) {
      a.best.set(x, 'decided');
      if (!a.chosen.has('decided')) {
        a.chosen.set('decided', x);
        notes.set('decided', 'its heading says the work is done and not to be redone');
      }
      continue;
    }
    a.best.set(x, 'context');
    done.push(x);
    // (A part of it the matcher read as the Context, "## 一、已完成的工作" > "### 1.2 项目目录结构重整", is its part:
    // the done section is the Context with its parts, not kept aside because one part was taken first.)
    const first = a.chosen.get('context');
    if (first && !(first.level > 0 && first !== x && nestedIn(first, x))) continue;
    a.chosen.set('context', x);
    notes.set('context', 'its heading says the work is done');
  }
  // (An answer a label states outright, `labelled`, "**Ziel:** 1.914 EUR bis Ende Februar", is that answer,
  // read at the end of briefAssignment, not one a heading names only loosely.)
  const taken = () => new Set(a.chosen.values());
  const free = (x: Section) => {
    // (A heading kept under its own name, "Known problems", "注意", is so loosely too.)
    if (x.level === 0 || skip(x) || x.heading === AFTER_LIST_HEADING || a.best.has(x) || PHASES.has(x) || CATALOGUED.has(x) || headingScore(x.heading, 'brief.either') >= 3) return false;
    const t = taken();
    return ![...t].some((c) => nestedIn(x, c) || nestedIn(c, x));
  };
  // Each section with every answer it names loosely, the best first.
  const found: { x: Section; keys: { key: BriefKey; score: number }[] }[] = [];
  for (const x of doc.sections) {
    if (!free(x)) continue;
    const keys: { key: BriefKey; score: number }[] = [];
    for (const t of targets) {
      const table = t.table ?? (t.area ? `${t.area}.${t.key}` : '');
      const sc = table ? looseScore(x.heading, table) : 0;
      // (A heading of what is left to do, "Problèmes ouverts (par ordre d'importance)", is no why loosely
      // either: whatIsLeft reads it. Nor a decision because a word of it names one: "## Проблемы для решения",
      // problems to solve, holds "решения", decisions; its items are the work, never decided, sect20.)
      if ((t.key === 'why' || t.key === 'decided') && sc > 0 && headingScore(x.heading, 'brief.remaining') >= 4) continue;
      // (Decisions still to take, "## Pendientes que requieren decisión", are no first step loosely: a word of
      // them names what is left, but they ask the person; QA 41 doc 03, first41.)
      if (t.key === 'firstStep' && sc > 0 && headingScore(x.heading, 'brief.openDecisions') >= 2) continue;
      // (Nor are they decisions taken loosely, "## Open decisions", "## Entscheidungen offen": con44, QA 44 C6.)
      if (t.key === 'decided' && sc > 0 && namesOpenDecisions(x.heading)) continue;
      // (Nor is a part of done work the task, "## Commands already proven to run" > "### Build & assignment": its record,
      // no why, deliverable or step named loosely by a word of it; its files stay pointers. QA 55 doc 05.)
      if ((t.key === 'why' || t.key === 'deliver' || t.key === 'firstStep') && sc > 0 && done.some((d) => nestedIn(x, d))) continue;
      if (sc > 0 && !keys.some((k) => k.key === t.key)) keys.push({ key: t.key, score: sc });
    }
    keys.sort((p, q) => q.score - p.score);
    if (keys.length) found.push({ x, keys });
  }
  // The best-named first; of two named alike, the one naming fewer answers ("Почему …" names only why,
  // "Ziel der App" why or what to deliver); then in document order.
  found.sort((p, q) => q.keys[0]!.score - p.keys[0]!.score || p.keys.length - q.keys.length || p.x.line - q.x.line);
  const lists = new Set<BriefKey>(['context', ...listKeysOf(targets)] as BriefKey[]);
  for (const f of found) {
    if (!free(f.x)) continue;
    const top = f.keys[0]!.score;
    const open = (k: { key: BriefKey }) => lists.has(k.key) || (!a.chosen.has(k.key) && !labelled.has(k.key));
    const pick = f.keys.find((k) => k.score === top && open(k)) ?? f.keys.find(open);
    if (!pick) continue;
    a.best.set(f.x, pick.key);
    if (!a.chosen.has(pick.key)) {
      a.chosen.set(pick.key, f.x);
      notes.set(pick.key, 'its heading read loosely');
    }
  }
}

/**
 * A line that names the first step outright, its text on the line ("Next step: run the profiler", "**Start
 * here:** …", "- First: …", "Сначала: …"; the labels of brief.firstStepLabel, not a plural "Next steps:",
 * which lists them): as a part read out of its paragraph, or null. Code and quotes of code are not read.
 */
function firstStepLine(doc: ParsedDoc): ProsePart | null {
  const { lines, literal } = doc.blocks;
  for (const b of doc.blocks.top) {
    // (A quote block of status fields at the top, "> **Stand:** …" / "> **Nächster Schritt:** …", too: each
    // of its lines read without its quote mark.)
    // (Not a GitHub alert callout, "> [!NOTE]": the prose reader reads those, in a message with no sections.)
    const quote = b.token.type === 'blockquote' && !/^[ \t]{0,3}>[ \t]*\[!/.test(lines[b.line] ?? '') && doc.sections.some((x) => x.level > 0);
    if (literal[b.line] || (b.token.type !== 'paragraph' && b.token.type !== 'list' && !quote)) continue;
    const at = b.token.type === 'list' && b.items ? b.items.map((it) => it.line) : Array.from({ length: b.end - b.line }, (_x, k) => b.line + k);
    for (const i of at) {
      const raw = lines[i] ?? '';
      const mark = quote ? (/^[ \t]{0,3}>[ \t]?/.exec(raw)?.[0] ?? '') : '';
      if (quote && (!mark || /^[ \t]{0,3}>[ \t]*>/.test(raw))) continue;
      const line = raw.slice(mark.length);
      const label = labelOf(line);
      if (!label || PLURAL_STEPS.test(label.label)) continue;
      if (headingScore(label.label, 'brief.firstStepLabel') < 4) continue;
      const text = labelValue(line, label).trim();
      if (!text) continue;
      // A list item labelled so ("- First step: run the cache tests") is read as a labelled item is: its
      // lines leave the list whole, bullet and all (cut out as words they left a stray "-" behind, and
      // the items around them ran together).
      const it = !quote && b.token.type === 'list' ? b.items?.find((x) => x.line === i) : undefined;
      if (it && label.bullet) {
        const more = lines.slice(i + 1, it.end).map((l) => l.slice(Math.min(label.indent, /^[ \t]*/.exec(l)![0].length)));
        const all = [text, ...more].join('\n').trim();
        return { key: 'firstStep', text: all, source: all, lead: label.label, item: true, from: { line: i, col: 0 }, to: { line: it.end - 1, col: lines[it.end - 1]!.length } };
      }
      return { key: 'firstStep', text, source: line.slice(label.from).trim(), lead: label.label, from: { line: i, col: mark.length + label.from }, to: { line: i, col: raw.length } };
    }
  }
  return null;
}

/** A sentence of the intro (between the title and the first section) that opens with a first step's lead,
 *  no colon needed ("最初に CLAUDE.md、次にこのファイルを読む。", "Zuerst die Übergabe lesen.", "First, read
 *  CLAUDE.md."; brief.leadFirstStep): the first step the writer states, before anything derived. Not in a
 *  message with no sections (plainMessage reads that one). */
function introFirstStep(doc: ParsedDoc): ProsePart | null {
  const [from, to] = doc.preambleLines;
  if (!doc.title || !doc.sections.some((x) => x.level > 0)) return null;
  // (The text after a labelled list or a lead sentence's paragraph at the top is the intro's too: pseudo-headings.ts.)
  const ranges: [number, number][] = [[from, to], ...doc.sections.filter((x) => x.heading === AFTER_LIST_HEADING).map((x): [number, number] => [x.start, x.end])];
  // (Not a sentence about reading the document itself, "The next session reads this state memo first.": what the
  // document is for, no step; this-document.ts.)
  for (const [f, t] of ranges) {
    if (t <= f) continue;
    const p = proseParts(doc, f, t, new Set(['firstStep'])).find((p) => p.key === 'firstStep' && p.text.trim() !== '' && !opensWithPartLabel(p.text) && !readsThisDocument(p.text));
    if (p) return p;
  }
  return null;
}

/** The intro's first step, unless it only holds a word of order ("Read this first, then `docs/STATUS.md`.": the
 *  order to read the documents in) and the closing paragraph opens with an explicit lead ("Start by reading … then
 *  have a short conversation …", "Commencez par …", "Beginne mit …", "先に …", "首先 …": brief.leadFirstStep at its
 *  start): the instruction stated wins over the reading order. */
function explicitOverIntro(doc: ParsedDoc, intro: ProsePart | null): ProsePart | null {
  const lead = headingTable().get('brief.leadFirstStep') ?? [];
  if (!intro || opensWith(intro.text, lead)) return intro;
  const closing = closingFirstStep(doc);
  return closing && opensWith(closing.text, lead) ? closing : intro;
}

/** The document's closing paragraph, when a sentence of it says what to do first ("不明点は `projects/…` 以下の共通資料を
 *  最初に確認し、…参照してください。", "Read the runbook first if anything is unclear.", "Lies zuerst …"; prose-brief.ts): a
 *  line addressed to whoever picks the work up, stated, so it wins over a task list's first item. The sentence whole.
 *  Not in a message with neither title nor sections (plainMessage reads that one). QA 45 doc 01. */
function closingFirstStep(doc: ParsedDoc): ProsePart | null {
  if (!doc.title && !doc.sections.some((x) => x.level > 0)) return null;
  let k = doc.blocks.top.length - 1;
  while (k >= 0 && doc.blocks.top[k]!.token.type === 'space') k--;
  const last = doc.blocks.top[k];
  if (!last || last.token.type !== 'paragraph' || doc.blocks.literal[last.line]) return null;
  const text = doc.blocks.lines.slice(last.line, last.end).join('\n');
  // (Not a maxim that ranks two things, "**Eat first. Ship second.**": first-clause.ts rankedMaxim.)
  const part = proseParts(doc, last.line, last.end, new Set(['firstStep'])).find((p) => p.key === 'firstStep' && p.text.trim() !== '' && !opensWithPartLabel(p.text));
  return part && !rankedMaxim(text.slice(text.indexOf(part.source) + part.source.length)) ? part : null;
}

/** Whether a sentence after a first step's lead opens with a label naming the context or the why ("First, some
 *  context: this started on Monday.", "Zuerst etwas Kontext: …"): it introduces what follows, it is no step. */
function opensWithPartLabel(text: string): boolean {
  const m = /^[ \t]*([^:：\n]{1,40}?)[ \t]*[:：]/u.exec(text);
  const last = m ? (m[1]!.trim().split(/\s+/).pop() ?? '') : '';
  return last !== '' && (headingScore(last, 'brief.context') >= 4 || headingScore(last, 'brief.why') >= 4);
}

/** Whether the line right above a 0-based line (blank lines skipped) is code: a label there ("Expected
 *  output: 212 passing") says what the code prints, not an answer of the brief. */
function afterCode(doc: ParsedDoc, line: number): boolean {
  const { lines, literal } = doc.blocks;
  let j = line - 1;
  while (j >= 0 && !lines[j]!.trim()) j--;
  return j >= 0 && (literal[j] === 1 || /^[ \t]*(?:```|~~~)/.test(lines[j]!));
}

/** A heading that names one step and says it ("## 🎯 Próximo paso: UI de promociones", "## FIRST: unpushed
 *  commits"): a label of brief.firstStepLabel (not a plural one) before its colon, words after it. Its
 *  section is the first step as it stands, whatever lists it holds. */
function namesOneStep(heading: string): boolean {
  const m = /^[^\p{L}\p{N}]*(.{2,40}?)[ \t]*[:：][ \t]*\S/u.exec(heading.replace(/[*_`]+/g, ''));
  return m !== null && !PLURAL_STEPS.test(m[1]!) && headingScore(m[1]!, 'brief.firstStepLabel') >= 4;
}

/** A label or heading closed by a plural noun of steps ("Next steps", "Nächste Schritte"): it lists them. The words:
 *  prompts/headings.txt `brief.pluralStepTail`. */
const PLURAL_STEPS = lazyRegExp(() => new RegExp(`(?:${phraseAlternation(keyedWords(readPrompt('headings.txt'), 'brief.pluralStepTail'))})\\s*$`, 'iu'));

/** The required answers a label states outright somewhere in the document ("**Ziel:** 2.000 EUR", "Why:
 *  …"), outside code, a skipped section and one that reports work done: briefAssignment reads them last,
 *  for what no section gives, and neither a loose heading nor a guess takes their place. */
function labelledAnswers(doc: ParsedDoc, skip: (s: Section) => boolean): Set<BriefKey> {
  // A label opening a line or a list item ("**Ziel:** …", "- Why: …"), read as the prose reader reads one
  // (labelOf; its words a section's phrase, whole): one pass over the lines with a colon near their start.
  const out = new Set<BriefKey>();
  const { lines, literal } = doc.blocks;
  const specs = [...BRIEF_HEAD, ...BRIEF_TAIL].filter((x) => x.key === 'why' || x.key === 'deliver' || x.key === 'firstStep');
  let done: Section[] | undefined;
  for (let i = 0; i < lines.length && out.size < specs.length; i++) {
    const line = lines[i]!;
    if (literal[i] || !/[:：]/.test(line.slice(0, 170))) continue;
    const label = labelOf(line);
    if (!label || !labelValue(line, label).trim()) continue;
    const spec = specs.find((x) => !out.has(x.key) && sectionScore(label.label, x) >= 4);
    if (!spec || repeatedLabels(doc).has(normalizeHeading(label.label))) continue;
    done ??= doc.sections.filter((x) => x.level > 0 && (skip(x) || saysDone(x.heading)));
    if (done.some((x) => i >= x.start && i < x.end) || afterCode(doc, i)) continue;
    // (A PoC's or a past session's own aim states no why of the brief: labelInProse leaves it too.)
    if (spec.key === 'why' && inRecord(doc, i)) continue;
    out.add(spec.key);
  }
  return out;
}

/** Labels that open two or more lines ("**Problem:**" under "## 1. Sensor B" and under "## 2. Sensor D"):
 *  each a field of an item, not the one answer of the brief a label states outright. Normalised; once per
 *  document. */
function repeatedLabels(doc: ParsedDoc): Set<string> {
  let out = REPEATED.get(doc);
  if (out) return out;
  const seen = new Set<string>();
  out = new Set<string>();
  const { lines, literal } = doc.blocks;
  for (let i = 0; i < lines.length; i++) {
    if (literal[i] || !/[:：]/.test(lines[i]!.slice(0, 170))) continue;
    const label = labelOf(lines[i]!);
    if (!label) continue;
    const k = normalizeHeading(label.label);
    if (seen.has(k)) out.add(k);
    seen.add(k);
  }
  REPEATED.set(doc, out);
  return out;
}
const REPEATED = new WeakMap<ParsedDoc, Set<string>>();

/** A section that lists next steps (two or more items, or steps as sub-headings), not one named the first
 *  step itself ("## First step": its list is how to take it) nor one naming a single step. */
function wholeListOf(doc: ParsedDoc, x: Section): boolean {
  return x.level > 0 && !RAW_SECTIONS.has(x) && !namesOneStep(x.heading) && listItems(doc, x) >= 2 && headingScore(x.heading, 'brief.firstStepItself') < 3 && normalizeHeading(x.heading) !== 'first step';
}
