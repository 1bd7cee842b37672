// Last: lines of other sections copied into list answers (lifted-lines.ts), and what is left folded into the
// Context. Pure.

import { normalizeHeading, sectionScore } from './sections.js';
import { saysDone, saysNotDone } from './loose-headings.js';
import { isToolSection } from './tool-sections.js';
import { unframed } from './frame.js';
import { nestedIn } from './section-body.js';
import { headingScore } from './headings.js';
import type { Section } from './document.js';
import { AFTER_LIST_HEADING } from './pseudo-headings.js';
import type { ProsePart } from './prose-brief.js';
import { addressesNextAgent, listsGaps, listsStatusValues, reportsChecks } from './heading-marks.js';
import { headingRules, liftedLines, placesOf, samePlace } from './lifted-lines.js';
import { allTaken, type Assignment, type BriefKey, innermost, isListKey, listKeysOf, ruleKeyOf } from './assignment-state.js';
import { LIFTED_RULES, LIFTED_SECTIONS, PROSE_PARTS, RAW_SECTIONS, REST_SECTIONS, TABLE_ROW_SECTIONS } from './section-roles.js';
import { repeatedLabels } from './labelled-answers.js';

/** Last: lines that state a list answer inside another section (lifted-lines.ts: a rule among the next
 *  steps, "DEFER: …", a label naming the answer, a document the reader is pointed at, an attempt told as
 *  failed) join that answer, as copies: the line stays in its section too. Not lines of a section a list
 *  answer already took, of work reported done (but a failed attempt there is a dead end: history is where
 *  one is told), or of the tool's own sections. A rule goes to the kind's Constraints, else to Already
 *  decided. */
export function liftedListLines(st: Assignment): void {
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

/** Last: a section that names no answer of the brief ("## What Quoter is", "## 2. Betriebsarten", "## 3.
 *  Déploiement", "## 현재 모델 사양") is what the reader needs to know of the work: the Context, under its own
 *  heading, in document order, its rules and paths copied into their answers as everywhere
 *  (liftedListLines). Not a section of the tool's own, one a brief and a return both keep under its name
 *  ("Known issues", "Open questions": brief.either), nor one inside or around a section an answer took.
 *  (Before, such a section was kept beside the brief's sections: a fresh reader saw it, but the brief's
 *  Context, the part that says where the work stands, lacked it.) */
export function restIsContext(st: Assignment): void {
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
export const oneLineOf = (t: string) => {
  const x = t.replace(/\s+/g, ' ').trim();
  return x.length > 40 ? `${x.slice(0, 40)}…` : x;
};
