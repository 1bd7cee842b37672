// A brief's sections of a document: which heading fills which answer (the kind's own questions, then the
// shared sections), as `new --body` and `lint` both see them. Pure.

import type { Kind } from './types.js';
import type { Tokens } from 'marked';
import { BRIEF_HEAD, BRIEF_TAIL, RETURN_SECTIONS, bestSectionScore, normalizeHeading, sectionScore, type HeadingTarget } from './sections.js';
import { slotHeadings } from './template.js';
import { assign } from './assign.js';
import { nestedIn, parentIndexes } from './section-body.js';
import { headingScore, headingTable, phraseScore, toPhrase } from './headings.js';
import { sectionText, type ParsedDoc, type Section } from './document.js';
import { AFTER_LIST_HEADING } from './pseudo-headings.js';
import { proseParts, type ProsePart } from './prose-brief.js';

/** Answers read from a front matter key: their text is the key's value (read-brief.ts). */
export const FRONT_MATTER_SECTIONS = new WeakSet<Section>();
/** Answers whose text is their `raw` as it stands (front matter values, a task list's first open item),
 *  not the document's lines below a heading. */
export const RAW_SECTIONS = new WeakSet<Section>();
/** The heading placement names a task list's first open item by, when it is the first step. */
export const OPEN_ITEM_HEADING = '(the first open item of a task list)';

export type BriefKey = string; // a BriefAnswers key, or "field:<question>"

/** The brief's sections of a document, as new and lint both see them. */
export function briefAssignment(
  doc: ParsedDoc,
  kind: Pick<Kind, 'questions' | 'template'> | undefined,
  flagged: ReadonlySet<string> = new Set(),
): { chosen: Map<BriefKey, Section>; more: Map<BriefKey, Section[]>; targets: (HeadingTarget & { key: BriefKey; heading: string })[]; skip: (s: Section) => boolean; notes: Map<BriefKey, string> } {
  const headings = kind ? slotHeadings(kind.template) : new Map<string, string>();
  // The kind's own questions first: their headings are more specific than the shared sections' phrases
  // (the task kind's "Constraints" is not "Already decided").
  const targets: (HeadingTarget & { key: BriefKey; heading: string })[] = [
    ...kindTargets(kind, headings),
    ...[...BRIEF_HEAD, ...BRIEF_TAIL].map((s) => ({ key: s.key as BriefKey, heading: s.heading, area: s.area })),
  ];
  const generated = new Set(kind ? [...headings.entries()].filter(([slot]) => !kind.questions.some((q) => q.name === slot)).map(([, h]) => normalizeHeading(h)) : []);
  const statics = new Set(kind ? staticChunkHeadings(kind.template).map(normalizeHeading) : []);
  const skip = (s: Section) => normalizeHeading(s.heading) === 'return' || generated.has(normalizeHeading(s.heading)) || statics.has(normalizeHeading(s.heading));
  const a = assign(doc, targets, (s) => skip(s) || s.heading === AFTER_LIST_HEADING);
  // A heading both a brief and a return keep under its own name ("Known issues", "Risks", "Problemas
  // conhecidos": brief.either) is no answer because one of its words names one ("problema" is a why).
  for (const [key, x] of a.chosen) {
    const t = targets.find((y) => y.key === key)!;
    if (x.level > 0 && sectionScore(x.heading, t) < 4 && headingScore(x.heading, 'brief.either') >= 4) {
      a.chosen.delete(key);
      a.best.delete(x);
    }
  }
  // The text after a labelled list at the top joins the Context, as the text before it does.
  for (const x of doc.sections.filter((s) => s.heading === AFTER_LIST_HEADING)) {
    const first = a.chosen.get('context');
    if (!first) a.chosen.set('context', x);
    else a.best.set(x, 'context');
  }
  // Context and the list sections take every section that names them (not only the best), in order.
  const more = new Map<BriefKey, Section[]>();
  const taken = new Set(a.chosen.values());
  for (const key of ['context', 'decided', 'deadEnds', 'pointers', 'outOfScope']) {
    const first = a.chosen.get(key);
    if (!first) continue;
    const extra = doc.sections.filter((x) => !taken.has(x) && a.best.get(x) === key && ![...taken].some((c) => nestedIn(x, c) || nestedIn(c, x)));
    for (const x of extra) taken.add(x);
    if (extra.length) more.set(key, extra);
  }
  // The section's own name twice, side by side ("## First step" … "## First step"): one answer, in order,
  // not a second section under the tool's own name. (Other repeated headings, "**Steps:**" of each part of
  // a plan, or one under another parent, stay where they are.)
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
  // A section whose best answer another section already fills takes the next one it names that nothing
  // fills: "## Problem" then "## Goal" (a goal is a why, and also what to deliver) fill Why and Deliver.
  for (const x of doc.sections) {
    if (taken.has(x) || !a.best.has(x) || [...taken].some((c) => nestedIn(x, c) || nestedIn(c, x))) continue;
    let next: { key: BriefKey; score: number } | null = null;
    for (const t of targets) {
      if (a.chosen.has(t.key)) continue;
      const sc = sectionScore(x.heading, t);
      if (sc > 0 && (!next || sc > next.score)) next = { key: t.key, score: sc };
    }
    if (!next) continue;
    a.chosen.set(next.key, x);
    taken.add(x);
  }
  // Front matter keys that name an answer no section gives ("why:", "deliver:", "first_step:", "dead_ends:"
  // with a list below it): that answer.
  for (const spec of [...BRIEF_HEAD, ...BRIEF_TAIL]) {
    if (a.chosen.has(spec.key)) continue;
    const e = doc.frontMatter.find((x) => x.value && sectionScore(x.key.replace(/[_-]+/g, ' '), spec) >= 4);
    if (!e) continue;
    const s: Section = { heading: e.key, level: 0, line: e.line, start: e.line - 1, end: e.line, raw: e.value };
    FRONT_MATTER_SECTIONS.add(s);
    RAW_SECTIONS.add(s);
    a.chosen.set(spec.key, s);
  }
  const notes = new Map<BriefKey, string>();
  // A table of the brief's own fields ("| Field | Value |" with rows "Why", "Deliver", "Tried", "First step"):
  // each row whose first cell names an answer no section gives is that answer, its other cells the text.
  for (const row of fieldRows(doc, targets, skip, a.chosen)) {
    if (a.chosen.has(row.key) || flagged.has(row.key)) continue;
    a.chosen.set(row.key, row.section);
  }
  // No section says what to deliver, and a list says what is left ("## Remaining", "## TODO", "## Still to
  // do" over "- [ ] run the backfill"): that list is what to deliver; its first item is where to start
  // when nothing else says so (below), as a plan's.
  if (!doc.marker) {
    const taken = new Set([...a.chosen.values(), ...[...more.values()].flat()]);
    const left = (y: Section) => !skip(y) && headingScore(y.heading, 'brief.remaining') >= 3 && firstItem(doc, y) !== null;
    const given = a.chosen.get('deliver');
    const x = given ? (left(given) ? given : undefined) : flagged.has('deliver') ? undefined : doc.sections.find((y) => (y === a.chosen.get('firstStep') || !taken.has(y)) && left(y));
    if (x) {
      if (!given) {
        a.chosen.set('deliver', x);
        notes.set('deliver', 'what is left: no section says what to deliver');
      }
      if ((a.chosen.get('firstStep') === x || !a.chosen.has('firstStep')) && !flagged.has('firstStep')) {
        const item = firstItem(doc, x)!;
        const s: Section = { heading: FIRST_ITEM_HEADING, level: 0, line: item.line + 1, start: item.line, end: item.line, raw: item.text };
        RAW_SECTIONS.add(s);
        a.chosen.set('firstStep', s);
      }
    }
  }
  // No first step, and the brief plans as a task list ("- [x] measured", "- [ ] switch to …"): its first open
  // item is where to start (its words stay where they are too). A task list of what must hold when it is
  // done (under "## Acceptance Criteria", the section chosen as what to deliver, nothing ticked) is no plan.
  if (!a.chosen.has('firstStep') && !flagged.has('firstStep') && !doc.marker) {
    const deliver = a.chosen.get('deliver');
    const criteria = (line: number) => {
      const s = innermost(doc, line);
      // ("## Remaining", "## TODO", "## Pending tasks": what is left is a plan, whatever answer it gives.)
      return s !== undefined && (s === deliver || headingScore(s.heading, 'brief.deliver') >= 3 || headingScore(s.heading, 'brief.doneLabel') >= 3) && headingScore(s.heading, 'brief.remaining') < 3;
    };
    const item = firstOpenItem(doc, criteria);
    if (item) {
      const s: Section = { heading: OPEN_ITEM_HEADING, level: 0, line: item.line + 1, start: item.line, end: item.line, raw: item.text };
      RAW_SECTIONS.add(s);
      a.chosen.set('firstStep', s);
    }
  }
  // No section says why, and a section sums the work up ("## Summary" of a ticket, "## Zusammenfassung",
  // "## 概要": brief.summaryWhy, which a return reads as its outcome): the summary is the why.
  if (!a.chosen.has('why') && !flagged.has('why') && !doc.marker) {
    const taken = new Set([...a.chosen.values(), ...[...more.values()].flat()]);
    const x = doc.sections.find((y) => !taken.has(y) && !skip(y) && headingScore(y.heading, 'brief.summaryWhy') >= 4 && ![...taken].some((c) => nestedIn(y, c) || nestedIn(c, y)) && sectionText(y.raw) !== '');
    if (x) {
      a.chosen.set('why', x);
      notes.set('why', 'a summary: no section says why');
    }
  }
  // No section says why, or only a goal that is also what to deliver, beside a "## Context" (a plan's, an
  // issue's "Context" is why the work exists): the context is the why, and the goal what to deliver.
  const ctx = a.chosen.get('context');
  // Only in a brief that says something of its own beyond the context (a deliver, a first step).
  const ctxIsWhy = ctx !== undefined && ctx.level > 0 && (a.chosen.has('firstStep') || a.chosen.has('deliver') || a.chosen.has('why')) && !FRONT_MATTER_SECTIONS.has(ctx) && headingScore(ctx.heading, 'brief.contextWhy') >= 4;
  const goal = a.chosen.get('why');
  if (ctxIsWhy && goal && !a.chosen.has('deliver') && !flagged.has('deliver') && !flagged.has('why') && !FRONT_MATTER_SECTIONS.has(goal) && headingScore(goal.heading, 'brief.deliver') >= 4) {
    a.chosen.set('deliver', goal);
    a.chosen.delete('why');
    notes.set('deliver', 'a goal, beside a Context that says why');
  }
  if (ctxIsWhy && !a.chosen.has('why') && !flagged.has('why')) {
    a.chosen.set('why', ctx);
    const rest = more.get('context') ?? [];
    if (rest.length) {
      a.chosen.set('context', rest[0]!);
      if (rest.length > 1) more.set('context', rest.slice(1));
      else more.delete('context');
    } else a.chosen.delete('context');
    notes.set('why', 'no section says why');
  }
  // A why that says when it is done ("## Goal" / "## Objectif": "… ; terminé quand …") also gives what to
  // deliver, from that sentence on, when no section does: the same section is chosen for both, and the
  // reader splits its text there (read-brief.ts).
  const why = a.chosen.get('why');
  if (why && !a.chosen.has('deliver') && !flagged.has('deliver') && deliverAt(sectionText(why.raw), why.heading) > 0) a.chosen.set('deliver', why);
  // Else a section no answer took whose text opens so ("### Verification": "Done when k6 shows 429s …").
  if (!a.chosen.has('deliver') && !flagged.has('deliver')) {
    const taken = new Set(a.chosen.values());
    const x = doc.sections.find((y) => !taken.has(y) && !skip(y) && ![...taken].some((c) => nestedIn(y, c) || nestedIn(c, y)) && doneWhenAt(sectionText(y.raw)) === 0);
    if (x) a.chosen.set('deliver', x);
  }
  // No section says what to deliver, and the first step is a list of next steps ("## Next steps" / "1. … 2.
  // …", "## Proximas tarefas", a status document's plan): the list is what is left to do, what to deliver,
  // and its first item where to start, as a person reads it.
  const steps = a.chosen.get('firstStep');
  // (Not a section named the first step itself, "## First step" / "## Erster Schritt": its list is how
  // to take that step.)
  if (!doc.marker && steps && steps.level > 0 && !RAW_SECTIONS.has(steps) && !a.chosen.has('deliver') && !flagged.has('deliver') && listItems(doc, steps) >= 2 && headingScore(steps.heading, 'brief.firstStepItself') < 3 && normalizeHeading(steps.heading) !== 'first step') {
    a.chosen.set('deliver', steps);
    notes.set('deliver', 'the list of next steps: no section says what to deliver');
    // (The first step stays the list as written: its first item is where to start, and the list says so.)
  }
  // No section says why, in a brief that says what to do (a deliver or a first step): the document's first
  // section, when it opens with prose and names no part of its own ("## Project overview", "## Projektet",
  // "## 1. Ziel der App" over what the project is), says what the work is about: the why.
  if (!doc.marker && !a.chosen.has('why') && !flagged.has('why') && (a.chosen.has('deliver') || a.chosen.has('firstStep'))) {
    const first = doc.sections.find((y) => y.level > 0);
    const taken = new Set([...a.chosen.values(), ...[...more.values()].flat()]);
    if (first && !taken.has(first) && !skip(first) && !a.best.has(first) && first.heading !== AFTER_LIST_HEADING && ![...taken].some((c) => nestedIn(first, c) || nestedIn(c, first)) && opensWithProse(doc, first) && !firstOfSeries(doc, first)) {
      a.chosen.set('why', first);
      notes.set('why', 'the first section: no section says why');
    }
  }
  // A brief written as a plain message, which no heading or label gives any required answer of: its
  // sentences that open with a section's lead ("The reason this matters: …", "It's done when …", "I already
  // tried …", "I'd start by …") are those answers (placement says each was guessed from the prose).
  const prose = ['why', 'deliver', 'firstStep'] as const;
  if (!doc.marker && prose.every((k) => !a.chosen.has(k))) {
    const want = new Set([...prose, 'deadEnds' as const, 'outOfScope' as const].filter((k) => !a.chosen.has(k) && !flagged.has(k)));
    const parts = proseParts(doc, doc.preambleLines[0], doc.preambleLines[1], want);
    for (const key of want) {
      const mine = parts.filter((p) => p.key === key);
      if (!mine.length) continue;
      const first = mine[0]!;
      const s: Section = { heading: `(a sentence: "${first.lead}…")`, level: 0, line: first.from.line + 1, start: first.from.line, end: mine[mine.length - 1]!.to.line + 1, raw: mine.map((p) => p.text).join('\n\n') };
      RAW_SECTIONS.add(s);
      PROSE_PARTS.set(s, mine);
      a.chosen.set(key, s);
      notes.set(key, `guessed from the prose: a sentence that opens "${first.lead}"`);
    }
  }
  // A required answer still missing, stated by a label inside another section's prose ("Workflow: ci.yml.
  // First thing to try: split the cache step."): that sentence on (placement says so).
  const missing = new Set(prose.filter((k) => !a.chosen.has(k) && !flagged.has(k)));
  if (!doc.marker && missing.size) {
    const inSkipped = (line: number) => doc.sections.some((x) => skip(x) && line >= x.start && line < x.end);
    for (const p of proseParts(doc, 0, doc.blocks.lines.length, missing, true)) {
      if (a.chosen.has(p.key) || inSkipped(p.from.line)) continue;
      // (A labelled item inside a section an answer took is that answer's text.)
      if (p.item && [...a.chosen.values()].some((c) => c.level > 0 && p.from.line >= c.start && p.from.line < c.end)) continue;
      const s: Section = { heading: `(a sentence: "${p.lead}…")`, level: 0, line: p.from.line + 1, start: p.from.line, end: p.to.line + 1, raw: p.text };
      RAW_SECTIONS.add(s);
      PROSE_PARTS.set(s, [p]);
      a.chosen.set(p.key, s);
      notes.set(p.key, `its label "${p.lead}:" opens a sentence there`);
    }
  }
  return { chosen: a.chosen, more, targets, skip, notes };
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
    const words = p.words.slice(0, 8);
    const hit = modals.some((m) => (m.cjk ? p.flat.slice(0, 24).includes(m.flat) : m.words.length > 0 && words.some((_w, i) => m.words.every((x, j) => words[i + j] === x))));
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
  let best: K | null = null;
  let most = 0;
  for (const k of [...kinds].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    let n = 0;
    for (const [key, s] of briefAssignment(doc, k).chosen) if (key.startsWith('field:') && sections.has(s)) n++;
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
      if (m) return { line: it.line, text: m[1]!.trim() };
    }
  }
  return null;
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
  return n;
}

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

/** The heading placement names the first item of a list of what is left by, when it is the first step. */
export const FIRST_ITEM_HEADING = '(the first item of what is left)';

/** The first open item of the first list in a section's own lines (a ticked one is done), else null. */
function firstItem(doc: ParsedDoc, s: Section): { line: number; text: string } | null {
  for (const b of doc.blocks.top) {
    if (b.line < s.start || b.line >= s.end) continue;
    if (b.token.type !== 'list' || !b.items) continue;
    for (const it of b.items) {
      const m = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(\[[ xX]\][ \t]+)?(\S.*)$/.exec(doc.blocks.lines[it.line] ?? '');
      if (m && !/\[[xX]\]/.test(m[1] ?? '')) return { line: it.line, text: m[2]!.trim() };
    }
    return null;
  }
  return null;
}

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
  if (doc.title !== null || doc.marker || doc.sections.length !== 1) return doc;
  const s = doc.sections[0]!;
  const h = doc.blocks.headings[0];
  // A real heading (not a bold line or a label read as one), the first thing after any front matter.
  if (s.level < 2 || !h || h.line !== s.line - 1 || doc.blocks.headings.length !== 1 || doc.preamble.trim() || !sectionText(s.raw)) return doc;
  if (bestSectionScore(s.heading, [...BRIEF_HEAD, ...BRIEF_TAIL, ...RETURN_SECTIONS]) > 0 || kindTargets(kind).some((t) => sectionScore(s.heading, t) > 0)) return doc;
  return { ...doc, title: s.heading, titleLine: s.line - 1, sections: [], preamble: s.raw, preambleLines: [s.start, s.end], lead: '', leadLines: [doc.preambleLines[0], s.line - 1] };
}
