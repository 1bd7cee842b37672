// The passes that settle what the document's headings say, after the matcher (assign.ts) named each heading's
// best answer: which heading is no answer, another one, or more of a list answer. Pure.

import { BRIEF_HEAD, BRIEF_TAIL, normalizeHeading, sectionScore } from './sections.js';
import { onlyStatesDone } from './done-statements.js';
import { headingParts, saysDone } from './loose-headings.js';
import { nestedIn, parentIndexes } from './section-body.js';
import { oneLine } from './escape.js';
import { headingScore } from './headings.js';
import { sectionText, type Section } from './document.js';
import { AFTER_LIST_HEADING } from './pseudo-headings.js';
import { decidedPart, markedDecided, namesOpenDecisions, saysLater, saysNoRedo } from './heading-marks.js';
import { ruleListReading } from './lifted-lines.js';
import { PROMPT_LINES, saysPaste } from './pasted-prompt.js';
import { headingNameValue } from './heading-value.js';
import { namesOtherRole, saysNoTask, statesNothing } from './says-why.js';
import { namesRunningWork } from './status-sections.js';
import { nextPhase } from './next-phase.js';
import { allTaken, type Assignment, type BriefKey, isListKey, listKeysOf, onlyGroups, overlaps, ruleKeyOf } from './assignment-state.js';
import { FRONT_MATTER_SECTIONS, PHASES, RAW_SECTIONS } from './section-roles.js';
import { cjkHeadIs, phaseSeries } from './first-list-item.js';
import { emptiedTodo, handsOverPrompt, saysEmpty } from './emptied-todo.js';

/** Right after the matcher, before anything reads `a.best`: a heading both a brief and a return keep under
 *  its own name ("Known issues", "Risks", "Problemas conhecidos", a caution "注意": brief.either) is no answer
 *  because one of its words names one ("problema" is a why): neither the chosen one nor one left for another
 *  answer below. */
export function notEitherHeadings({ a, targets }: Assignment): void {
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
export function rulesKeepTheirParts({ doc, a, targets }: Assignment): void {
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
export function runningWorkIsContext({ doc, a }: Assignment): void {
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
export function openDecisionsNotDecided({ doc, a }: Assignment): void {
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
export function secondRulesNotDecided({ doc, a, targets }: Assignment): void {
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
export function decidedByPart({ doc, a, skip, flagged, targets, notes }: Assignment): void {
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
export function noRedoAsideNoDeadEnd({ doc, a }: Assignment): void {
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
export function noWhyOfOtherRole({ doc, a }: Assignment): void {
  const why = a.chosen.get('why');
  if (doc.marker || !why || why.level === 0 || FRONT_MATTER_SECTIONS.has(why) || !namesOtherRole(why.heading)) return;
  a.chosen.delete('why');
}

/** A why, what to deliver or a first step whose text says there is nothing ("## Prochaines étapes" / "Aucune tâche
 *  en attente. Module complet.", "## Next steps" / "Nothing left to do.", "## Blockers" / "None.": says-why.ts
 *  statesNothing) is no answer: the brief asks for it (exit 2 naming its flag with --no-input); the section stays
 *  under its own name. Right after the loose reading (so no later pass derives from it), and again after the
 *  derived answers. */
export function nothingIsNoAnswer({ doc, a, notes }: Assignment): void {
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
export function noTaskStated({ doc, a, flagged, none: said, notes }: Assignment): void {
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
export function valuedHeadings({ doc, a, targets, skip, flagged }: Assignment): void {
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
export function promptHeadingsNoAnswer({ doc, a }: Assignment): void {
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
export function emptiedListNoWork({ doc, a }: Assignment): void {
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
export function launchPromptNoStep({ doc, a }: Assignment): void {
  if (doc.marker) return;
  for (const [x, key] of [...a.best]) {
    if (key !== 'firstStep' || x.level === 0 || !handsOverPrompt(doc, x)) continue;
    if (a.chosen.get(key) === x) a.chosen.delete(key);
    a.best.set(x, 'context');
    if (!a.chosen.has('context')) a.chosen.set('context', x);
  }
}

/** A plan in phases names its phases by a phase word and a number ("## Stufe 1 — Entscheidungen", "## Etapa 2 —
 *  ecrã de detalhe"): a word after the number names what the phase builds, not an answer of the brief (the
 *  "Entscheidungen" screen is no Already decided). Before the loose reading, which must not read them either;
 *  phases are what to deliver or where to start (phasesDeliver, phaseFirstStep). */
export function phasesNameNoAnswer({ doc, a }: Assignment): void {
  for (const x of phaseSeries(doc)) {
    PHASES.add(x);
    const key = a.best.get(x);
    if (!key || key === 'deliver' || key === 'firstStep') continue;
    if (a.chosen.get(key) === x) a.chosen.delete(key);
    a.best.delete(x);
  }
}

/** The next phase the header names, over a section of its own with sub-items of its number (next-phase.ts): they are
 *  what to deliver, its rationale the why, its order of work the first step, its check after every item a rule; what
 *  a heading elsewhere gives stays. Before the structural passes, as a heading's reading. QA 53 03. */
export function nextPhaseWork({ doc, a, more, targets, flagged, notes }: Assignment): void {
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

/** The text after a labelled list at the top joins the Context, as the text before it does (before the
 *  further sections of the Context are gathered, so it comes first or among them). */
export function afterListContext({ doc, a }: Assignment): void {
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
export function moreOfListAnswers(st: Assignment): void {
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
export function namedInsideTaken({ doc, a, more, targets, taken, flagged }: Assignment): void {
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

/** A section whose heading puts it after the work in hand ("## 🚀 After Frontend is Done" > "The next agent will
 *  handle: …", "## Once the MVP ships"; heading-marks.ts saysLater): work for later, out of scope, not Context.
 *  Only a section no answer took, standing in none but the Context (a step of a plan, "### 3. After the build is
 *  done", stays the plan's). con22, QA 42 doc 06. */
export function laterAfterDone(st: Assignment): void {
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
export function decidedInsideTaken(st: Assignment): void {
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
export function repeatedOwnHeading({ doc, a, more, skip, taken }: Assignment): void {
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
export function nextNamedAnswer({ doc, a, targets, taken, none }: Assignment): void {
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
export function goalBesideCriteria({ doc, a, more, targets, taken }: Assignment): void {
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
export function namedInsideWhy({ doc, a, targets, taken, flagged }: Assignment): void {
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

/** What to deliver beside how to check it: a section named only loosely as what to deliver whose heading says it
 *  checks the work ("## 1.5 How to verify (operator checklist)", "## Manual test": brief.verifyHeading), beside
 *  one that says what to do ("## 1.6 What's left"), is how the work is checked, the Context, not what to deliver.
 *  A heading that names what to deliver whole ("## Verification plan", "## Acceptance criteria") stays. After the
 *  list answers took their sections. */
export function checksNotDeliver(st: Assignment): void {
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
export function achievedNotDeliver({ doc, a, targets }: Assignment): void {
  const x = a.chosen.get('deliver');
  if (doc.marker || !x || x.level === 0 || !saysDone(x.heading) || sectionScore(x.heading, targets.find((t) => t.key === 'deliver')!) >= 4) return;
  a.chosen.delete('deliver');
  a.best.delete(x);
}

/** What to deliver and the first step are work still to do: a section the matcher gave one of them whose text only
 *  states what is done ("### Now" / "- Core UX and guardrails are implemented and lint-clean.", "## Estado actual" /
 *  "- Migración hecha ✅": done-statements.ts) reports where the work stands, for the Context; the next section the
 *  heading names for that answer, if any, takes it ("## Next-step checklist"). Before every pass that derives the
 *  answers from a list, so the state never reaches them. QA 48 doc 02. */
export function stateNotWork({ doc, a, targets }: Assignment): void {
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
