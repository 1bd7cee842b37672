// The loose reading of headings: a heading that names an answer only by one of its words, when no heading names
// it outright (loose-headings.ts). Pure.

import { sectionScore, type HeadingTarget } from './sections.js';
import type { Assigned } from './assign.js';
import { looseScore, saysDone } from './loose-headings.js';
import { nestedIn } from './section-body.js';
import { headingScore } from './headings.js';
import type { ParsedDoc, Section } from './document.js';
import { AFTER_LIST_HEADING } from './pseudo-headings.js';
import { namesOpenDecisions, saysNoRedo } from './heading-marks.js';
import { type Assignment, type BriefKey, listKeysOf } from './assignment-state.js';
import { CATALOGUED, PHASES } from './section-roles.js';

/** Then the headings the matcher named nothing of, read loosely (readLoosely), before any pass counts what
 *  is taken: a loose heading is still a heading, and outranks every structural guess below. */
export function readLooselyPass(st: Assignment): void {
  if (!st.doc.marker) readLoosely(st.doc, st.a, st.targets, st.skip, st.notes, st.labelled);
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
