// What to deliver from what is left: a scope beside criteria, a list of what remains, a report's contents, a
// task's sections, a Done-when section. Pure.

import type { Tokens } from 'marked';
import { looseScore, saysDone, saysNotDone } from './loose-headings.js';
import { nestedIn } from './section-body.js';
import { oneLine } from './escape.js';
import { headingScore, headingTable } from './headings.js';
import { sectionText, type ParsedDoc, type Section } from './document.js';
import { saysOpen } from './heading-marks.js';
import { lazyRegExp } from './lazy-regexp.js';
import { holdsAny } from './lifted-lines.js';
import { closesOnCriteria, namesDone, taskSections } from './task-sections.js';
import { saysOutOfScope } from './out-of-scope-items.js';
import { recommendedPart } from './recommended-option.js';
import { leftOfTask, taskInHandResumed } from './task-in-hand.js';
import { allTaken, type Assignment, overlaps } from './assignment-state.js';
import { CATALOGUED, FIRST_ITEM_HEADING, itemSection, LIFTED_SECTIONS, RAW_SECTIONS, REST_SECTIONS } from './section-roles.js';
import { firstItem, headingItem, listItems, wholeItem } from './first-list-item.js';
import { firstStepLine, introFirstStep, namesOneStep } from './step-lines.js';
import { doneWhenAt } from './done-when.js';

/** What to deliver is a section of acceptance criteria ("## Acceptance", "## Acceptance criteria": brief.doneLabel,
 *  brief.acceptance) and a section names the scope of the work over a list ("## Scope" / "1. Define …", "## Umfang",
 *  "## 範圍": brief.scope, whole): the scope is what to deliver, the criteria how it is checked, joined after it. The
 *  scope's first item is where to start when nothing says so (so too when a heading gave the scope as what to deliver).
 *  A ticket's shape: a person reads its scope as the work asked and its criteria as how that work is judged done. */
export function scopeBesideCriteria(st: Assignment): void {
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
export function reportJoinsDeliver(st: Assignment): void {
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
export function whatIsLeft(st: Assignment): void {
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
export function recommendedFirst({ doc, a, flagged, notes }: Assignment): void {
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

/** Else a section no answer took whose text opens so ("### Verification": "Done when k6 shows 429s …"). */
export function doneWhenSection({ doc, a, skip, flagged }: Assignment): void {
  if (a.chosen.has('deliver') || flagged.has('deliver')) return;
  const taken = new Set(a.chosen.values());
  const x = doc.sections.find((y) => !taken.has(y) && !skip(y) && !overlaps(y, taken) && doneWhenAt(sectionText(y.raw)) === 0);
  if (x) a.chosen.set('deliver', x);
}

/** No section says what to deliver, and the work is split into sections that each close on their own
 *  completion criteria ("## Worker 1: KIS" … "Done when:" over a list; task-sections.ts): those sections,
 *  whose headings name no answer, are what to deliver, in order. After doneWhenSection (a section that
 *  opens on its criteria), before a label of what comes next. */
export function taskSectionsDeliver(st: Assignment): void {
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
