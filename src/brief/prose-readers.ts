// Answers read from prose when no heading gives them: an opening or later quote, a plain message, a pasted
// prompt, a label inside a sentence. Pure.

import { normalizeHeading } from './sections.js';
import { saysDone } from './loose-headings.js';
import { headingScore } from './headings.js';
import type { ParsedDoc, Section } from './document.js';
import { proseParts, type ProsePart } from './prose-brief.js';
import { headingless, verbAnswers } from './headingless-message.js';
import { PROMPT_LINES } from './pasted-prompt.js';
import { laterQuoteParts, openingQuoteParts } from './opening-quote.js';
import { saysWhy } from './says-why.js';
import { type Assignment, type BriefKey, innermost, PROSE_KEYS, ruleKeyOf } from './assignment-state.js';
import { LIFTED_RULES, LIFTED_SECTIONS, OPEN_ITEM_HEADING, PROSE_PARTS, RAW_SECTIONS } from './section-roles.js';
import { afterCode, onlyReads } from './step-lines.js';
import { onlyAPlace } from './why-sentences.js';
import { inOtherRole, inRecord, newestGoal, repeatedLabels } from './labelled-answers.js';
import { oneLineOf } from './lifted-answers.js';

/** The purpose stated in the opening quote ("> Goal: finish the parser split so …", "> Ziel: …", "> Deliverable: …";
 *  opening-quote.ts): the why, or what to deliver, by its label, when no heading gives it. With the stated
 *  answers (front matter, field rows), before any derived one. */
export function openingQuote({ doc, a, flagged, notes }: Assignment): void {
  if (doc.marker) return;
  for (const { part, keys } of openingQuoteParts(doc)) {
    const key = keys.find((k) => !a.chosen.has(k) && !flagged.has(k));
    if (key) chooseProse(a, notes, key, [{ ...part, key }], 'the opening quote');
  }
}

/** A purpose stated in a quote further down, in a section of the work to do ("## Next session" / "> Goal: ship the
 *  hotfix …"), by its label, when nothing else gives it, not even the intro or the first section. */
export function laterQuote({ doc, a, flagged, notes }: Assignment): void {
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

/** A brief written as a plain message, which no heading or label gives any required answer of: its
 *  sentences that open with a section's lead ("The reason this matters: …", "It's done when …", "I already
 *  tried …", "I'd start by …") are those answers (placement says each was guessed from the prose). */
export function plainMessage({ doc, a, flagged, notes }: Assignment): void {
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
export function chooseProse(a: Assignment['a'], notes: Assignment['notes'], key: BriefKey, mine: ProsePart[], why: string): void {
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
export function pastedPrompt({ doc, a, more, targets, flagged, notes }: Assignment): void {
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
export function labelInProse(st: Assignment): void {
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
