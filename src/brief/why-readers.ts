// The why, where no heading gives it: from a summary, the Context, the intro, the first section, an overview,
// a problem statement, the task's own reason, a log of sessions. Pure.

import { explainsWhatShows, saysDone } from './loose-headings.js';
import { nestedIn } from './section-body.js';
import { headingScore, headingTable } from './headings.js';
import { sectionText, type ParsedDoc, type Section } from './document.js';
import { AFTER_LIST_HEADING } from './pseudo-headings.js';
import { proseParts, type ProsePart } from './prose-brief.js';
import { holdsAny } from './lifted-lines.js';
import { isSessionSummary } from './session-summary.js';
import { givesNoReason, namesOtherRole, notesUsage, orientsReader, saysWhy, statesNothing } from './says-why.js';
import { opensWithRule, reasonParagraph } from './stated-reason.js';
import { nextAgentPurpose } from './prose-rules.js';
import { allTaken, type Assignment, nextContext, overlaps } from './assignment-state.js';
import { FRONT_MATTER_SECTIONS, INTRO_HEADING, LIFTED_SECTIONS, PROSE_PARTS, RAW_SECTIONS } from './section-roles.js';
import { firstOfSeries, opensWithProse } from './first-list-item.js';
import { givesReason, introProse, onlyAPlace, proseOf, reportsSession, stillWrong, WHY_ONLY, whySentence } from './why-sentences.js';
import { deliverAt } from './done-when.js';
import { chooseProse } from './prose-readers.js';

/** Still no why, and a paragraph's sentence hands the next session its work with a purpose ("Próxima sessão deve
 *  acelerar o frontend para fechar o ciclo de feedback.", "The next session must … to close the loop": prose-rules.ts
 *  nextAgentPurpose): that sentence is the why, cut from the Context. Not in a section of work done. QA 53 01. */
export function nextSessionWhy({ doc, a, flagged, notes }: Assignment): void {
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

/** No section says why, and the document is an agent's session summary whose first part retells the conversation
 *  (Cline's and Roo Code's condensed context, "1. Previous Conversation:" … "6. Pending Tasks and Next Steps:"): that
 *  part is the why, as "Primary Request and Intent" is Claude Code's. Only in such a summary (session-summary.ts):
 *  elsewhere a "## Previous conversation" is history, for the Context. QA 55 doc 03. */
export function conversationWhy(st: Assignment): void {
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
export function summaryWhy(st: Assignment): void {
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
export function contextWhy({ a, more, flagged, notes }: Assignment): void {
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
export function doneWhenInWhy({ a, flagged }: Assignment): void {
  const why = a.chosen.get('why');
  if (why && !a.chosen.has('deliver') && !flagged.has('deliver') && deliverAt(sectionText(why.raw), why.heading) > 0) a.chosen.set('deliver', why);
}

/** No section says why: the intro's prose, between the title and the first section, says what the work is
 *  about ("Two of the four shop feeds still return 0 products …", "Une plateforme de réservation pour …"):
 *  the why, before any section. Not a quoted note ("> Read this first"), a label line ("**Status:** …") or a
 *  list: those stay the Context. (A plain message, no section at all, is read by its sentences' leads:
 *  plainMessage.) */
export function introWhy({ doc, a, flagged, notes, labelled, log }: Assignment): void {
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

/** No section says why, in a brief that says what to do (a deliver or a first step): the document's first
 *  section, when it opens with prose and names no part of its own ("## Project overview", "## Projektet",
 *  "## 1. Ziel der App" over what the project is), says what the work is about: the why. After the intro,
 *  which says it before any section. */
export function firstSectionWhy(st: Assignment): void {
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

/** History is not the task: a brief written as a log of sessions ("## SESSION — Chantier layout" > "### Objectif",
 *  "## Session 2 — Bilan PM" > "### Objectif", then "## PROCHAINE SESSION — Bloc 1"; brief.sessionWord) tells in each
 *  past session what that session set out to do. Its objective, its plan and its steps are the Context, never why the
 *  work exists, what to deliver nor the first step; the section for the next session (brief.nextAgent) gives those.
 *  A log: two past sessions at least, or one beside the next. QA 48 doc 05. */
export function pastSessions(st: Assignment): void {
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
export function pastSessionWhy(st: Assignment): void {
  const { doc, a } = st;
  const x = a.chosen.get('why');
  if (doc.marker || !st.sessionLog || !x || x.level === 0) return;
  const past = pastSessionSections(doc);
  if (!past?.some((p) => p === x || nestedIn(x, p))) return;
  a.chosen.delete('why');
  a.best.delete(x);
}

/** No section says why, in a brief that says what to do, and the Context holds an overview ("## Project
 *  overview", "## Обзор проекта", "## プロジェクト概要": brief.overview): its sentence that says why, else
 *  its first, is the why, derived (the placement says so); the rest of the overview stays the Context. */
export function overviewWhy({ doc, a, more, flagged, notes }: Assignment): void {
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
export function problemWhy(st: Assignment): void {
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
export function whyOpensTask({ doc, a, flagged, notes }: Assignment): void {
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
export function reasonInTask({ doc, a, flagged, notes, labelled }: Assignment): void {
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
