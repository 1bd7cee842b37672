// What to deliver and the first step from a plan's shape: a rolling log, a priority list, a resume banner, a
// series of phases. Pure.

import { onlyStatesDone } from './done-statements.js';
import { headingParts, saysDone } from './loose-headings.js';
import { nestedIn, parentIndexes } from './section-body.js';
import { headingScore } from './headings.js';
import { sectionText, type ParsedDoc, type Section } from './document.js';
import type { ProsePart } from './prose-brief.js';
import { lazyRegExp } from './lazy-regexp.js';
import { namesPriorityList, priorityListSection } from './priority-list.js';
import { paragraphText } from './paragraph-place.js';
import { seriesReportsStatus } from './status-sections.js';
import { namesNextStepsPart, resumeBanner } from './resume-plan.js';
import { allTaken, type Assignment, nextContext, overlaps } from './assignment-state.js';
import { FIRST_ITEM_HEADING, itemSection, LIFTED_SECTIONS, PROSE_PARTS, RAW_SECTIONS } from './section-roles.js';
import { DONE_TEXT } from './done-item-text.js';
import { firstItem, headingItem, listItems, phaseSeries } from './first-list-item.js';
import { namesOneStep, wholeListOf } from './step-lines.js';
import { headingDate } from './log-dates.js';

/** A label inside a paragraph's sentences ("… Next move: port the importer …", "**Ordre de marche :** …"):
 *  where the label's sentence opens, the label, where its text starts. */
const INLINE_LABEL = lazyRegExp(() => /(^|[.;!?。；！？][ \t]+|\n)((?:\*\*|__)?([\p{L}][\p{L}\p{N} '’-]{0,30}?)[ \t]*(?:\*\*|__)?[ \t]*[:：][ \t]*(?:\*\*|__)?[ \t]*)(?=\S)/gu);

/** A hand-off log, one dated section per entry ("## 2026-06-12 — schema merged", "## 2026-06-10 — …", three
 *  or more siblings, most of their level), with no section saying what to deliver or where to start: the
 *  newest entry (the latest date, wherever it stands) is the brief. Its labelled sentence ("Next move: …",
 *  "**Ordre de marche :** …"; one naming what comes next first, never one whose value is only a path) is
 *  what to deliver and the first step, read out of it; the rest of the entry is the Context, and the older
 *  entries join the Context after it. Without such a sentence the newest entry is what to deliver. */
export function rollingLog(st: Assignment): void {
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
export function priorityFirst(st: Assignment): void {
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
export function priorityList(st: Assignment): void {
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
export function resumePlanDeliver(st: Assignment): void {
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
export function phasesDeliver(st: Assignment): void {
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
export function phaseFirstStep(st: Assignment): void {
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
export function phasesJoinDeliver(st: Assignment): void {
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
