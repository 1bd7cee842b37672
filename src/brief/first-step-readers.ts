// The first step, where no heading gives it: a task list's first open item, a list of next steps, a "Start at"
// part, a stated step line, a reading order, the line over a list. Pure.

import type { Tokens } from 'marked';
import { normalizeHeading, sectionScore } from './sections.js';
import { saysDone } from './loose-headings.js';
import { nestedIn } from './section-body.js';
import { oneLine } from './escape.js';
import { headingScore, headingTable } from './headings.js';
import { sectionText, type ParsedDoc, type Section } from './document.js';
import { proseParts, type LeadKey } from './prose-brief.js';
import { lazyRegExp } from './lazy-regexp.js';
import { holdsAny } from './lifted-lines.js';
import { beforeListLine, taskOverList } from './before-list.js';
import { isSessionSummary } from './session-summary.js';
import type { Block } from './blocks.js';
import { startAtOf, startPart } from './start-at.js';
import { offersChoice, stepWithCommands } from './resume-plan.js';
import { allTaken, type Assignment, innermost, LIST_KEYS, overlaps } from './assignment-state.js';
import { FIRST_ITEM_HEADING, itemSection, LIFTED_SECTIONS, OPEN_ITEM_HEADING, PROSE_PARTS, RAW_SECTIONS, READ_FIRST_HEADING } from './section-roles.js';
import { listItemDone } from './done-item-text.js';
import { firstItem, firstOpenItem, firstRow, headingItem, listItems, wholeItem } from './first-list-item.js';
import { closingFirstStep, explicitOverIntro, firstStepLine, inlineFirstStep, introFirstStep, namesOneStep, nextLine, numberedSteps, onlyReads, wholeListOf } from './step-lines.js';
import { newestLogEntry } from './log-dates.js';
import { chooseProse } from './prose-readers.js';

/** No first step, and the brief plans as a task list ("- [x] measured", "- [ ] switch to …"): its first open
 *  item is where to start (its words stay where they are too). A task list of what must hold when it is
 *  done (under "## Acceptance Criteria", the section chosen as what to deliver, nothing ticked) is no plan.
 *  After what to deliver is settled, which it must not take as a plan, and after every reading of a first
 *  step the document states (a heading, a label in a line or in prose): a stated step wins over a derived one. */
export function openTaskItem({ doc, a, flagged }: Assignment): void {
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
export function summaryNextStep({ doc, a, flagged, notes }: Assignment): void {
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
    if (/[:：]$/u.test(text) || listItemDone(item)) continue;
    a.chosen.set('firstStep', itemSection(FIRST_ITEM_HEADING, { line: i, text: item.replace(/^\[ \][ \t]+/, '') }));
    return;
  }
}

/** No section says what to deliver, and a line says what comes next by its label ("- 次: 第9話を書く" in a
 *  progress section, "**Up next — ship the filters.**" in a start-here section, "다음: 3장 쓰기"; a label of
 *  brief.nextLabel, before a colon or a dash): that line is what to deliver, read out of its section. When it
 *  stands in the section chosen as the first step, over a list, the list's first item is where to start.
 *  Before the list of next steps: a line that names the next thing says more than a list's first item. */
export function nextLabelDeliver({ doc, a, skip, flagged, notes }: Assignment): void {
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

/** No section says what to deliver, and the first step is a list of next steps ("## Next steps" / "1. … 2.
 *  …", "## Proximas tarefas", a status document's plan): the list is what is left to do, what to deliver,
 *  and its first item where to start, as a person reads it. Last of the deliver passes: a list of next
 *  steps is what to deliver only when nothing says so. Keeps the first step it found in `steps`. */
export function nextStepsList(st: Assignment): void {
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
export function nowListFirstStep({ doc, a, flagged }: Assignment): void {
  const given = a.chosen.get('deliver');
  if (doc.marker || flagged.has('firstStep') || a.chosen.has('firstStep') || !given || given.level <= 0 || RAW_SECTIONS.has(given)) return;
  if ((headingScore(given.heading, 'brief.doNow') < 2 || listItems(doc, given) < 2) && !numberedSteps(doc, given)) return;
  const item = firstItem(doc, given);
  if (item) a.chosen.set('firstStep', itemSection(FIRST_ITEM_HEADING, item));
}

/** No first step, and a section named the hand-over itself ("## Handoff", "## Übergabe", "## Passation", "## 交接",
 *  "## 引き継ぎ": title.brief, the name whole) opens with a numbered list of two steps or more: the steps handed on,
 *  its first item where to start, as a person reads it (a line that says so outright still wins, statedFirstStep).
 *  The section stays where it was. QA 47 doc 06. */
export function handOverSteps({ doc, a, flagged }: Assignment): void {
  if (doc.marker || flagged.has('firstStep') || a.chosen.has('firstStep')) return;
  const taken = new Set([...a.chosen.entries()].filter(([k]) => k !== 'context').map(([, c]) => c));
  const s = doc.sections.find((x) => x.level > 0 && !taken.has(x) && headingScore(x.heading, 'title.brief') >= 4);
  if (!s) return;
  const first = doc.blocks.top.find((b) => b.line >= s.start && b.line < s.end && b.token.type !== 'space' && b.token.type !== 'heading');
  if (!first || first.token.type !== 'list' || !(first.token as Tokens.List).ordered || (first.items?.length ?? 0) < 2) return;
  const item = firstItem(doc, s);
  if (item) a.chosen.set('firstStep', itemSection(FIRST_ITEM_HEADING, item));
}

/** The first step is a section of its own ("## Start here: …") and another lists the next steps ("## Next
 *  session candidates" / "- a" "- b"), with nothing saying what to deliver: that list is what to deliver. */
export function startHereList(st: Assignment): void {
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
export function openItemsDeliver(st: Assignment): void {
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

/** A heading says where to start among the work's numbered parts ("## Handoff for the next agent (start at Task 3)",
 *  "## Übergabe (weiter bei Schritt 2)", "## 交接（从任务 3 开始）"; start-at.ts) and the document holds that part (a row of
 *  its task table, "| 3 Shared types | Not started |", an item or a heading "Task 3 …"): that part is the first step,
 *  over one derived from a list's first item; a row's or an item's parts from it on are what to deliver when nothing
 *  says so: the writer named where the work stands, which a list's order cannot. */
export function startAtPart({ doc, a, flagged, none, notes }: Assignment): void {
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
export function statedFirstStep({ doc, a, skip, flagged, notes }: Assignment): void {
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
export function quickStartStep({ doc, a, skip, flagged, notes }: Assignment): void {
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
export function oneNextStepDeliver({ doc, a, flagged, notes }: Assignment): void {
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

/** Last of the first step: nothing else gives one, and the Pointers say what to read first ("## Read these
 *  first (in this order)" over "| # | File | Why |", "## 最初に読むもの（この順で）" over a list): their first
 *  row or item is where to begin. Not a list of pointers in no order ("## Key files"). */
export function readingOrderStep({ doc, a, more, flagged, notes }: Assignment): void {
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

/** A first step taken from a list's first item, when the line right above the list says something comes
 *  before the list ("Waiting on tester feedback first — fold that in before these:"): that line is the first
 *  step (before-list.ts). */
export function firstBeforeList({ doc, a, flagged, notes }: Assignment): void {
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
