// What a hand-written document uses as headings without "#": bold lines ("**Findings:**", "**1. Jobs run
// twice at DST**") and labels that open a paragraph or a list item ("**Why:** …", "- Deliver: …",
// Claude Code's summary "1. Primary Request and Intent:"). Found once, for parseDoc, in a document the tool
// did not write, by the one heading matcher (prompts/headings.txt). Pure.

import type { Block, Blocks, Heading, LineCuts } from './blocks.js';
import { BRIEF_HEAD, BRIEF_TAIL, RETURN_SECTIONS, bestSectionScore, sectionScore, type HeadingTarget } from './sections.js';
import { headingScore } from './headings.js';
import { ATTACHED_LABEL } from './attached-label.js';
import { entryTitle, exampleCaption } from './entry-title.js';
import { labelOf, labelValue, type Label } from './label.js';
import { boldStopLabel } from './bold-stop-label.js';
import { leadSentenceKey, leadSentenceLabel } from './lead-sentence.js';
import { saysPaste } from './pasted-prompt.js';
import { repeatedFieldLists } from './field-lists.js';
import { namesNumberedTask } from './before-list.js';
import { lazyRegExp } from './lazy-regexp.js';
import { severityWords } from './severity-words.js';
import { PROBLEM_MARKS } from './state-marks.js';
import { nonePartLead } from './none-part.js';
import { locationLine } from './place-line.js';

/** A paragraph that is one bold line (perhaps with a short tag after it): "**Findings:**", "**1. Jobs run
 *  twice at DST** (unverified)". One bold span: a line of several ("**Verfasst**: 2026-05-14 · **Bitte zuerst
 *  lesen.**") is a paragraph (or a label line), never a heading named "Verfasst**: … · **Bitte zuerst lesen.". */
/** A problem's mark leading a bold line ("**❌ Problème : …**"). */
const PROBLEM_LED = new RegExp(`^[${PROBLEM_MARKS}⚠]`, 'u');
const BOLD_LINE = /^ {0,3}(\*\*|__)(?=\S)((?:(?!\1).)+?)\1[ \t]*((?:[([][^\])\n]{1,40}[\])][ \t]*)?)$/;

/**
 * Bold lines used as headings, merged into `hs` (document order): a bold line that names a section
 * ("**Findings:**", "**Next steps**") outside any "### " is a heading at the level of the heading above it
 * (a sibling; level 2 with none); a bold line without a colon ("**1. Jobs run twice at DST**") is one
 * level below it (a sub-heading: a finding's title). A label ("**Fix:**", "**Problem:**", "**Example:**")
 * introduces the text after it and is not a heading. A label line in bold whose label names a brief section
 * ("**First step: run the cache tests.**") heads that section by its label, its text the words after the
 * colon (`cuts` gets them), as "**First step:** run the cache tests." does. One pass over the top-level blocks.
 */
export function withBoldHeadings(blocks: Blocks, hs: Heading[], extra: readonly HeadingTarget[] = NO_TARGETS, cuts?: LineCuts, titleLine: number | null = null): void {
  const found: Heading[] = [];
  let k = 0;
  let above = 0; // level of the last heading before the paragraph that is a section (0: none)
  let findings = false; // that heading names the findings
  let titled = false; // that heading titles one finding ("## F1. Controllers query the database directly")
  let subtitle = -1; // index in `found` of a bold line that names no section right under the title
  let series = false; // under the findings heading, a bold line over a list was taken as a group of them
  for (const [at, b] of blocks.top.entries()) {
    while (k < hs.length && hs[k]!.line < b.line) {
      series = false;
      above = hs[k]!.level;
      titled = findingTitle(hs[k]!.text);
      findings = headingScore(hs[k++]!.text, 'return.findings') > 0;
    }
    if (b.token.type !== 'paragraph') continue;
    // Under a heading that titles one finding, its bold lines ("**How it shows.**", "**❌ Anti-pattern**" over a
    // code block) are that finding's facets: its text, never a section (an "Anti-pattern" caption once opened a
    // findings section that took every code block below it as a finding titled "`php").
    if (titled && above <= 2) continue;
    const text0 = blocks.lines[b.line]!;
    // ("**Security — explicitly nothing found:** no `shell=True` …" after "**Tests**" / "- [low] …": a part with no
    // finding closes the group above it, a sibling of it, none-part.ts.)
    const none = series && findings ? nonePartLead(text0.trimStart()) : null;
    if (none) {
      found.push({ level: Math.min(6, Math.max(above, 1) + 1), text: none, line: b.line, next: b.line });
      series = false;
      continue;
    }
    // A bold line with its text on the lines below it, in one paragraph ("**Describe the bug**" then the
    // description: GitHub's classic issue template): a heading when it is exactly a section's name.
    if (b.end - b.line !== 1) {
      const first = above <= 2 && text0.length <= 120 ? BOLD_LINE.exec(text0) : null;
      const inner = first?.[2]!.trim() ?? '';
      if (!first || first[3]!.trim() || /[:：]/.test(inner) || NUMBERED.test(inner) || findings) continue;
      const exact = Math.max(0, ...sectionKeys().map((key) => headingScore(inner, key)), ...extra.map((t) => sectionScore(inner, t)));
      if (exact >= 4) found.push({ level: Math.max(above, 2), text: inner, line: b.line, next: b.line + 1 });
      continue;
    }
    // A heading is short; a bounded line keeps the lazy match linear on a line of 50,000 "*".
    const m = text0.length <= 300 ? BOLD_LINE.exec(text0) : null;
    if (!m) continue;
    const inner = m[2]!.trim();
    // Under a heading that titles one finding, at any level ("### 5. The summary does not match the diff" /
    // "**`docs/pr.md`**" / "- …"), a bold code span naming a file is where that finding is, its bullets the finding's
    // detail: no group of findings titled by the file (QA 54 class 5 read each bullet as a finding).
    if (titled && !m[3]!.trim() && inner.startsWith('`') && locationLine(inner) !== undefined) continue;
    // "**Fix:**", "**Root cause**": a label of the text after it. Without a colon only a word or two is
    // one ("**Tests run serially**" is a title).
    const colon = /[:：]/.test(inner);
    // Under the findings, after a bold line over a list taken as a group of them ("**Outbox**" / "- [medium] …"), a
    // bold line alone over a list is the next group of that series ("**Docs**", "**Tests**"), though its word alone
    // would label a text or name a section (a brief's "Docs", a return's "Tests"); only the parts a return writes after
    // its findings, its outcome, recommendations and questions, end the series (QA 53 class 7: "**Docs**" left the
    // findings as a section of its own, and its findings and the next group's with it).
    const overItems = !colon && !m[3]!.trim() && overList(blocks, at);
    const ends = series && findings && overItems && tailScore(inner, blocks, at);
    const grouped = series && findings && overItems && !ends;
    // (The part that ends the series is a heading though its word labels a finding's text too, "**Evidence**" over a
    // list of checks: else the last group, "**Billing**" / one item, took it in and was one finding titled "Billing".)
    if (!grouped && !ends && (colon || inner.split(/\s+/).length <= 2) && ATTACHED_LABEL.test(`${inner}${colon ? '' : ':'}`)) continue;
    // "**Actionable comments posted: 2**" (a review bot's count): a label and a number, no heading. Unless the label
    // names a level, "**Minor issues: 1**", "**Critical: 2**": a group of findings with its count, as "**Minor issues
    // (1)**" is (QA 51 doc 14; severity-words.ts).
    const counted = /^([\p{L}][\p{L} ]{0,40})[:：][ \t]*(\d{1,6})$/u.exec(inner);
    if (counted && !levelLabel(counted[1]!)) continue;
    // "**First step: run the cache tests.**": a label of a brief section with its text, in bold. Its section
    // is the label's, its text the words after the colon (not "First step: run the cache tests." over nothing).
    const lead = colon && cuts && !m[3]!.trim() && above <= 2 ? labelOf(inner) : null;
    const value = lead && !lead.bullet && isLabel(lead.label) ? labelValue(inner, lead).trim() : '';
    // (A brief's own section only, "Why", "First step", "Next session": a label a return has too, "**Next
    // steps: …**", "**Status: …**", stays the whole line's heading, as a return reads it.)
    // (Nor one led by a problem's mark, "**❌ Проблема: стрімінг працює лише через Go**": a problem found, titled by its
    // claim, claim-headings.ts; no brief's section.)
    if (lead && value && briefKeyOfIn(lead.label, extra)?.only && !NUMBERED.test(inner) && !findings && !PROBLEM_LED.test(inner)) {
      found.push({ level: Math.max(above, 2), text: lead.label, line: b.line, next: b.line });
      cuts!.set(b.line, value);
      above = Math.max(above, 2);
      continue;
    }
    if (closingSentence(blocks, at, inner)) continue;
    if (exampleOver(blocks, at, inner)) continue;
    const text = counted ? `${counted[1]!.trim()} (${counted[2]})` : `${inner.replace(/[ \t]*[:：]$/, '')}${m[3]!.trim() ? ` ${m[3]!.trim()}` : ''}`;
    // Below a "### " (inside a finding, say) a bold label is part of the text ("**Problem:**"). A numbered
    // bold line ("**2. Tests run serially**") is a finding's title, never a section; so is one under the
    // findings that only starts like a section's name (not "**Next steps**" itself, nor "**Next steps:**").
    const numbered = NUMBERED.test(inner);
    const score = numbered ? 0 : Math.max(0, ...sectionKeys().map((key) => headingScore(text, key)), ...extra.map((t) => sectionScore(text, t)));
    const names = !grouped && above <= 2 && score >= 3 && !(findings && score < 4 && !/[:：]$/.test(inner));
    // A label ("**Example scenario:**") that names no section introduces what follows: not a heading.
    if (!names && /[:：]$/.test(inner)) continue;
    const level = names ? Math.max(above, 2) : Math.min(6, Math.max(above, 1) + 1);
    // (A bold line that names no section right under the title, "# Dokumen Serah-Terima" / "**Sistem Akuntansi
    // Gereja**": the title's subtitle, kept aside; below, it is no heading unless a sibling title follows it.)
    if (!names && !numbered && !m[3]!.trim() && underTitle(blocks, at, titleLine)) subtitle = found.length;
    found.push({ level, text, line: b.line, next: b.end });
    if (!names && findings && !numbered && overItems) series = true;
    // A bold line that names a section is one: the titles below it are its sub-headings.
    if (names) {
      above = level;
      findings = headingScore(text, 'return.findings') > 0;
    }
  }
  // A subtitle is part of the title block, the intro under it the intro ("**Sistem Akuntansi Gereja**" over
  // "Dokumen ini merangkum …"), when no other bold title follows it before the next "#" heading: bold lines in a
  // row ("**Jobs run twice at DST**", "**Cache leaks**") are titles of one kind, the first one too.
  if (subtitle >= 0) {
    const line = found[subtitle]!.line;
    const nextHeading = hs.find((h) => h.line > line)?.line ?? Infinity;
    const nextBold = found[subtitle + 1]?.line ?? Infinity;
    if (nextBold > nextHeading) found.splice(subtitle, 1);
  }
  if (!found.length) return;
  const all = [...hs, ...found].sort((a, b) => a.line - b.line);
  hs.splice(0, hs.length, ...all);
}

const NO_TARGETS: readonly HeadingTarget[] = [];

/** The next block after the top-level block `at` (blank lines aside), when it is a list. */
function listAfter(blocks: Blocks, at: number): Block | undefined {
  for (let i = at + 1; i < blocks.top.length; i++) {
    const b = blocks.top[i]!;
    if (b.token.type !== 'space') return b.token.type === 'list' ? b : undefined;
  }
  return undefined;
}
const overList = (blocks: Blocks, at: number): boolean => listAfter(blocks, at) !== undefined;

/**
 * A bold line naming a part a return writes beside its findings, which ends a series of groups of them: its outcome,
 * recommendations or questions; or its evidence, the changes made or the dead ends ("**Evidence**" / "- Ran the suite
 * twice, 412 passed."), unless the items under it carry levels as the findings do ("**Tests**" / "- **[low] …**": an
 * area of the code, named as the evidence is).
 */
function tailScore(text: string, blocks: Blocks, at: number): boolean {
  if (['return.outcome', 'return.recommendations', 'return.questions'].some((key) => headingScore(text, key) >= 4)) return true;
  if (!['return.evidence', 'return.changeLog', 'return.deadEnds'].some((key) => headingScore(text, key) >= 4)) return false;
  const list = listAfter(blocks, at);
  return !list || !blocks.lines.slice(list.line, list.end).some(leveledItem);
}
/** A list item tagged with a level ("- **[low] x** — …", "- (high) …", "- Severity: medium"). */
function leveledItem(line: string): boolean {
  const m = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\*\*|__)?[[(]([\p{L}\p{N}]{1,12})[\])]/u.exec(line) ?? /(?:severity|priority)[*_]*[ \t]*[:：][*_ \t]*([\p{L}\p{N}]{1,12})/iu.exec(line);
  return m !== null && severityWords().map.has(m[1]!.toLowerCase());
}

/** Whether a label opens with a severity word ("Minor issues", "Critical", "Kritische Befunde"): a level's group. */
function levelLabel(label: string): boolean {
  const first = label.trim().split(/\s+/)[0]!.toLowerCase();
  return severityWords().map.has(first);
}

/** Whether the block at `at` stands right under the document's title: the solid block before it (blank lines
 *  aside) is the title's heading (document.ts took it out of the headings). */
function underTitle(blocks: Blocks, at: number, titleLine: number | null): boolean {
  if (titleLine === null) return false;
  let prev = at - 1;
  while (prev >= 0 && blocks.top[prev]!.token.type === 'space') prev--;
  const before = blocks.top[prev];
  return before !== undefined && before.token.type === 'heading' && before.line === titleLine;
}

/** A heading that titles one finding (findings.ts entryTitle) and names no section ("F1. Findings" is that section). */
function findingTitle(text: string): boolean {
  return entryTitle(text) && Math.max(0, ...sectionKeys().map((key) => headingScore(text, key))) < 3;
}

/** A bold caption of a code example over its code block ("**❌ Anti-pattern**", "**✅ Pattern**"; findings.ts
 *  exampleCaption): the example's label, never a heading. */
function exampleOver(blocks: Blocks, at: number, inner: string): boolean {
  if (!exampleCaption(inner)) return false;
  let next = at + 1;
  while (next < blocks.top.length && blocks.top[next]!.token.type === 'space') next++;
  return blocks.top[next]?.token.type === 'code';
}

/**
 * A bold sentence that closes a section's text ("**Este cambio es urgente.**" after a finding's prose, right
 * before the next heading): the writer's stress on what is above it, never a sub-heading over nothing that
 * would take the finding's title or make it a group.
 */
function closingSentence(blocks: Blocks, at: number, inner: string): boolean {
  if (!SENTENCE_END.test(inner)) return false;
  const solid = (b: Block | undefined) => b !== undefined && b.token.type !== 'space' && b.token.type !== 'hr';
  let next = at + 1;
  while (next < blocks.top.length && !solid(blocks.top[next])) next++;
  if (next < blocks.top.length && blocks.top[next]!.token.type !== 'heading') return false;
  let prev = at - 1;
  while (prev >= 0 && !solid(blocks.top[prev])) prev--;
  const before = blocks.top[prev];
  return before !== undefined && before.token.type !== 'heading' && !(before.token.type === 'paragraph' && BOLD_LINE.test(blocks.lines[before.line] ?? ''));
}
/** A sentence's end inside the bold ("… es urgente.", "Bitte zuerst lesen!"), not an abbreviation's dot alone. */
const SENTENCE_END = lazyRegExp(() => /[\p{L}\p{N})`'’"”][.!。！]$/u);

/** A numbered title: "1. x", "2) x", "#3 x", "F1. x", "H-2: x". */
const NUMBERED = /^(?:#?\d{1,3}[.):]?|[A-Za-z]{1,3}-?\d{1,3}[.):]?)[ \t]+\S/;

let keys: string[] | undefined;
/** Every brief and return section's key in the heading table ("brief.why", "return.findings", ...). */
const sectionKeys = () => (keys ??= [...[...BRIEF_HEAD, ...BRIEF_TAIL, ...RETURN_SECTIONS].map((x) => `${x.area}.${x.key}`)]);

/** The label a line (not a list item) opens with, bold ("**Findings:** …", "✅ **Status**: …") or plain
 *  ("Findings: …", "状态：…"), else null: label.ts labelOf, the one reader of labels. */
export function leadLabel(line: string): string | null {
  const l = labelOf(line);
  return l && !l.bullet ? l.label : null;
}
/** A label is a few words ("Why", "Optional Next Step", "Was wir versucht haben"), never a path or code. */
const LABEL_WORDS = lazyRegExp(() => /^[\p{L}][\p{L}\p{N}\p{M} '’&-]*$/u);
const isLabel = (t: string) => LABEL_WORDS.test(t) && t.split(/\s+/).length <= 6;

/** A label only a return's section has ("Findings", "Outcome"; not "Next steps", which a brief has too). */
function namesReturnSection(label: string): boolean {
  return bestSectionScore(label, RETURN_SECTIONS) >= 4;
}

/** The brief section a label names, when no return section names it better (null: none); `only` when no
 *  return section names it at all ("Why", "Deliver", "First step"; not "Next steps", "Status", "Tried"). */
function briefKeyOfIn(label: string, extra: readonly HeadingTarget[] = NO_TARGETS): { key: string; only: boolean } | null {
  // A long "key: value" document asks for the same few labels thousands of times.
  let cache = keyCaches.get(extra);
  if (!cache) keyCaches.set(extra, (cache = new Map()));
  let known = cache.get(label);
  if (known === undefined) {
    if (cache.size > 2000) cache.clear();
    cache.set(label, (known = briefKeyOfUncached(label, extra)));
  }
  return known;
}
/** Per set of extra targets (a kind's questions: one array per parse). */
const keyCaches = new WeakMap<readonly HeadingTarget[], Map<string, { key: string; only: boolean } | null>>();

function briefKeyOfUncached(label: string, extra: readonly HeadingTarget[]): { key: string; only: boolean } | null {
  let best: { key: string; score: number } | null = null;
  // A kind's own questions first: they win a tie, as they do for headings (brief-assignment.ts).
  for (const spec of [...extra, ...BRIEF_HEAD, ...BRIEF_TAIL]) {
    const sc = sectionScore(label, spec);
    if (sc > 0 && (!best || sc > best.score)) best = { key: spec.key, score: sc };
  }
  if (!best) return null;
  let ret = 0;
  for (const spec of RETURN_SECTIONS) ret = Math.max(ret, sectionScore(label, spec));
  return ret > best.score ? null : { key: best.key, only: ret === 0 };
}

/**
 * Labels used as headings, merged into `hs` (document order); `cuts` gets, for each line of their text,
 * the column it starts at (after the label; a list item's continuation lines without the item's indent).
 * A brief written without headings says "**Why:** …" or "- Why: …": each label that names a brief section
 * opens that section, up to the next heading. A list is read so only when two or more of its items name
 * different brief sections, one of them a brief's only (then every labelled item opens one: "Key Technical
 * Concepts:" is kept under its own heading). A label a return has too ("**Next steps:**", "- Status:")
 * opens a section only in a document with a brief's own label or heading ("**Why:**", "## Deliver"): a return's
 * "**Status:** done" and "- Next steps: …" stay its text. Only where a brief's sections are: above any
 * "## " section, or inside one (at any level) that names a brief section, for an answer no real heading
 * gives ("## Context" ... "**Next step:** x"; "### Additional context" ... "First thing to try: x", where one
 * plain label is enough). Inside any other section ("## Session A" ... "**Done when:**", a finding's
 * "**Why:**") a label is that section's own text.
 */
export function withLabelHeadings(blocks: Blocks, hs: Heading[], cuts: LineCuts, extra: readonly HeadingTarget[] = NO_TARGETS): void {
  const briefKeyOf = (label: string) => briefKeyOfIn(label, extra);
  const found: { h: Heading; cuts: [number, number | string][]; only: boolean }[] = [];
  let plain: { h: Heading; cuts: [number, number | string][]; only: boolean; key: string; inBrief: boolean }[] = [];
  // Labels in capitals alone on their line that name no section ("PHILOSOPHY:" after "FILES TO READ FIRST:"):
  // where the writer's labels are such lines, each is a part of its own (below).
  const capsOther: { h: Heading; at: number }[] = [];
  let returnLabel = false;
  const named = new Set(hs.map((h) => briefKeyOf(h.text)?.key).filter((k) => k !== undefined));
  const repeated = repeatedFieldLists(blocks.lines, blocks.top);
  let k = 0;
  let up: Heading | null = null; // the last real heading before the block
  const lines = blocks.lines;
  for (const b of blocks.top) {
    while (k < hs.length && hs[k]!.line < b.line) up = hs[k++]!;
    const above = up?.level ?? 0;
    // Inside a section: only one that names a brief section, at any level ("### Additional context" in a
    // GitHub issue form, "## Context"); inside any other ("### Finding 1", "## Session A") a label is its text.
    const inBrief = above >= 2 && briefKeyOf(up!.text) !== null;
    // (Or the prompt to paste into the next session, written under its heading without a fence, "## PASTE THIS":
    // its text is the brief's, its labels open parts as they do at the top.)
    const inPrompt = above >= 2 && !inBrief && saysPaste(up!.text);
    if (above >= 2 && !inBrief && !inPrompt) continue;
    const fits = (x: { key: string } | null): x is { key: string; only: boolean } => x !== null && (above <= 1 || inPrompt || !named.has(x.key));
    const level = Math.max(above, 2);
    if (b.token.type === 'paragraph') {
      // Each line of the paragraph may open one: "**Why:** x" (bold: alone), "Why: x" on lines of their own
      // (plain: when two or more such lines of the document name different sections, one of them only a
      // brief's; in one paragraph or each in its own).
      // Labels below a line of prose in its paragraph ("✗ High severity … found in lodash" over
      // "  Description: …", "  Fixed in: …": a scanner's item) are that line's fields, not sections.
      // ("**Purpose.** …": a bold name closed by a stop opens its paragraph as a label does; bold-stop-label.ts.)
      const opensWithLabel = labelOf(lines[b.line]!) !== null;
      // (A header field block under the title, "**리뷰 일시**: 2025-12-11" / "**프로젝트**: 대시보드" / "**리뷰 범위**: 전체
      // 코드베이스": metadata of the document, as front matter is; its labels are fields, no sections, QA 34 class 10.)
      if (above <= 1 && opensWithLabel && headerFields(lines, b)) continue;
      for (let i = b.line; i < b.end && i - b.line < MAX_LABELLED_ITEMS; i++) {
        if (i > b.line && !opensWithLabel) break;
        const m0 = labelOf(lines[i]!) ?? (i === b.line ? boldStopLabel(lines[i]!) : null);
        // ("**WHY THIS AND NOT MORE TROUBLESHOOTING.** …": a bold sentence naming a part leads it; lead-sentence.ts.)
        // (Not inside a section already named for a part, "## Следующий шаг — …" / "**Решение Игоря 10-09, …:** …": there the
        // sentence is that part's text, the writer's decision and its reason, not a part of its own.)
        const sentence = i === b.line && !inBrief && (!m0 || !isLabel(m0.label) || !briefKeyOf(m0.label)) ? leadSentenceLabel(lines[i]!) : null;
        const m = sentence ?? m0;
        if (!m || m.bullet || !isLabel(m.label)) continue;
        const key = sentence ? leadSentenceKey(m.label, [...extra, ...BRIEF_HEAD, ...BRIEF_TAIL]) : briefKeyOf(m.label);
        if (!m.bold && key === null && namesReturnSection(m.label)) returnLabel = true;
        if (!m.bold && key === null && capsAlone(lines[i]!, m)) capsOther.push({ h: { level, text: m.label, line: i, next: i }, at: m.at });
        if (!fits(key)) continue;
        // (Inside a section a return reads as its outcome, "## Ergebnis" / "**Status:** Befunde vorhanden", a label that names
        // the outcome too is that section's statement, not a section of its own leaving the outcome empty; QA 50 doc 10.)
        if (inBrief && !key.only && headingScore(up!.text, 'return.outcome') >= 4 && headingScore(m.label, 'return.outcome') >= 4) continue;
        // (Inside a section that says where the next session starts, "## Next session: start here" / "**Goal:**
        // ship the hotfix" / "1. …": a goal's label is that section's own line, not a section taking its steps
        // away; the prose reader, prose-readers.ts labelInProse, reads it as the why when nothing says why.)
        if (inBrief && key.key === 'why' && briefKeyOf(up!.text)?.key === 'firstStep') continue;
        // (Nor a label that names one task by its number there, "## 次のセッションでやること" / "タスク 1-5: my.cnf 作成",
        // "## Next session" / "Task 3: …", "Aufgabe 2.1: …": that task is the section's first step, not a section of
        // what to deliver taking it away and leaving the step empty.)
        if (inBrief && key.key === 'deliver' && namesNumberedTask(m.label) && briefKeyOf(up!.text)?.key === 'firstStep') continue;
        const name = sentence && 'name' in key ? (key as { name: string }).name : m.label;
        const lead = { h: { level, text: name, line: i, next: i }, cuts: [[i, cutAt(lines[i]!, m)]] as [number, number | string][], only: key.only, key: key.key, inBrief };
        if (m.bold && i === b.line) found.push(lead);
        else plain.push(lead);
        // (A lead sentence labels its paragraph: a paragraph after it that no label leads is the text around it
        // again, the intro's at the top, as the text after a labelled list is.)
        if (sentence) {
          const next = blocks.top.find((x) => x.line >= b.end && x.token.type !== 'space');
          const nextHeading = hs[k]?.line ?? lines.length;
          if (next && next.line < nextHeading && next.token.type === 'paragraph' && !labelOf(lines[next.line]!) && !leadSentenceLabel(lines[next.line]!) && !boldStopLabel(lines[next.line]!)) {
            found.push({ h: { level, text: above <= 1 ? AFTER_LIST_HEADING : up!.text, line: next.line, next: next.line }, cuts: [], only: false });
          }
        }
      }
    } else if (b.token.type === 'list' && b.items) {
      // A brief's labelled list is short: its first items decide (a long "key: value" list is not read
      // label by label against the heading table).
      const leads = b.items.map((it) => labelledItem(lines[it.line]!) ?? (it.end - it.line > 1 ? namedItem(lines[it.line]!, extra) : null));
      const keys = leads.slice(0, MAX_LABELLED_ITEMS).map((l) => (l ? briefKeyOf(l.label) : null)).filter(fits);
      if (new Set(keys.map((x) => x.key)).size < 2 || !keys.some((x) => x.only)) continue;
      if (fieldList(b, lines) || repeated.has(b)) continue;
      // In an outline of bare names, an item shaped like its siblings ("3. Tried already" / its text below)
      // is a part of its own too, whatever its name: its text is not the item above's.
      const outline = leads.some((l, i) => l !== null && l.cut === lines[b.items![i]!.line]!.length);
      b.items.forEach((it, i) => {
        const l = leads[i] ?? (outline && it.end - it.line > 1 ? namedItem(lines[it.line]!, extra, false) : null);
        if (!l) return;
        const c: [number, number | string][] = [[it.line, l.cut]];
        // The item's other lines, without the item's indent (a "   text" under "1. Label:").
        for (let j = it.line + 1; j < it.end; j++) {
          const ind = Math.min(/^[ \t]*/.exec(lines[j]!)![0].length, l.indent);
          if (ind > 0) c.push([j, ind]);
        }
        found.push({ h: { level, text: l.label, line: it.line, next: it.line }, cuts: c, only: true });
      });
      // A label's scope is its item: text after the list (before the next heading) is not the last
      // label's. At the top it is the intro's, as the text before the list is (brief-assignment.ts gives
      // it to the Context); inside a section ("## Context" … list … "Afterword"), that section's again.
      const after = blocks.top.find((x) => x.line >= b.end && x.token.type !== 'space');
      const nextHeading = hs[k]?.line ?? lines.length;
      if (after && after.line < nextHeading && after.token.type !== 'heading') {
        found.push({ h: { level, text: above <= 1 ? AFTER_LIST_HEADING : up!.text, line: after.line, next: after.line }, cuts: [], only: false });
      }
    }
  }
  // Plain "Why:" lines are a brief's only in a document that has no plain label of a return's own
  // ("Findings:", "Outcome:"): "Status: fixed. / Why: … / Next steps: … / Findings: - …" is a return.
  // Inside a section that names a brief's, one plain label of a brief's own section is enough ("### Additional
  // context" … "First thing to try: split the cache step."): the headings already say it is a brief.
  // A plain label written twice ("Description:" in each of two items) is a field of those items: a brief
  // has one Why.
  const count = new Map<string, number>();
  for (const x of plain) count.set(x.h.text.toLowerCase(), (count.get(x.h.text.toLowerCase()) ?? 0) + 1);
  plain = plain.filter((x) => count.get(x.h.text.toLowerCase()) === 1);
  if (!returnLabel && new Set(plain.map((x) => x.key)).size >= 2 && plain.some((x) => x.only)) found.push(...plain);
  else if (!returnLabel) found.push(...plain.filter((x) => x.inBrief && x.only));
  // A label a return has too counts only beside a brief's own label or heading.
  const kept = found.some((f) => f.only) || hs.some((h) => briefKeyOf(h.text)?.only) ? found : [];
  if (!kept.length) return;
  // A kept label in capitals alone on its line ends where the next such line starts, whatever that one names:
  // "FILES TO READ FIRST:" / "- PLAN.md" / "PHILOSOPHY:" / "- Technical over marketing": the philosophy is
  // no pointer. That line heads a part under its own name (its words kept; no answer takes it).
  const capsKept = kept.filter((f) => f.cuts.length === 1 && capsAlone(lines[f.h.line]!, labelOf(lines[f.h.line]!)));
  if (capsKept.length) {
    const taken = new Set(kept.map((f) => f.h.line));
    // (Only inside that label's scope: no heading between them.)
    const scoped = (from: number, to: number) => from < to && !hs.some((x) => x.line > from && x.line < to);
    for (const { h, at } of capsOther) if (!taken.has(h.line) && capsKept.some((f) => scoped(f.h.line, h.line))) kept.push({ h, cuts: [[h.line, at]], only: false });
  }
  for (const f of kept) for (const [line, col] of f.cuts) cuts.set(line, col);
  // One line, one heading: a label line in bold the bold-line reader took as a heading ("**Next session:
  // start with cache.ts.**") is the label's, else the line would open two sections, the label's and an
  // empty one written again under the whole line. (A label reads a paragraph or a list item, never a "#"
  // line: a heading on its line came from withBoldHeadings.)
  const labelLines = new Set(kept.map((f) => f.h.line));
  const all = [...hs.filter((h) => !labelLines.has(h.line)), ...kept.map((f) => f.h)].sort((a, b) => a.line - b.line);
  hs.splice(0, hs.length, ...all);
}

/**
 * A paragraph of header fields, each line a bold label and a short value, one of them a date ("**Date**: 2026-03-01" /
 * "**Project**: Dashboard" / "**Scope**: the whole codebase"; "**리뷰 일시**: 2025-12-11" / "**프로젝트**: …"): the
 * document's metadata, as front matter is, not its sections. A brief's labelled parts say what to do in sentences.
 */
function headerFields(lines: readonly string[], b: Block): boolean {
  if (b.end - b.line < 2 || b.end - b.line > MAX_LABELLED_ITEMS) return false;
  let dated = false;
  for (let i = b.line; i < b.end; i++) {
    const m = labelOf(lines[i]!);
    if (!m || !m.bold || m.bullet) return false;
    const value = labelValue(lines[i]!, m).replace(/[*_`]+/g, '').trim();
    if (value.length > 60 || /[.!?。！？][ \t]+\S/u.test(value)) return false;
    if (DATE_VALUE.test(value)) dated = true;
  }
  return dated;
}
/** A date as a field's value: "2025-12-11", "11.12.2025", "2025年12月11日", "2025/12/11 14:05". */
const DATE_VALUE = lazyRegExp(() => /^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4}|\d{4}年\d{1,2}月\d{1,2}日)(?![\p{L}\p{N}])/u);

/**
 * A list of fields, not a brief's labelled sections: one of its keys is written as an identifier
 * ("- last_reviewed: 2026-04-12", "- owner: …": metadata, as front matter is).
 */
function fieldList(b: Block, lines: readonly string[]): boolean {
  return b.items!.some((it) => IDENTIFIER_KEY.test(lines[it.line]!));
}
/** "- last_reviewed: …", "- `owner_team`: …": a key written as an identifier (snake_case). */
const IDENTIFIER_KEY = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+`?[a-z][a-z0-9]*(?:_[a-z0-9]+)+`?[ \t]*:/;

/** The heading of the text after a labelled list at the top of a document (known by identity: a
 *  parenthesised heading matches no section by words). */
export const AFTER_LIST_HEADING = '(text after the labelled list)';

/** How many items of a list are looked at to decide whether it is a brief's labelled list. */
const MAX_LABELLED_ITEMS = 12;

/** A list item whose first line is only a brief section's name (or starts with one: "Why it matters"), its
 *  text on the item's next lines ("1. Why" / "   Cold starts take 90 s."): an outline of the brief. Read as
 *  a label ending its line. The one reader of such outlines (for new, lint and return alike). */
function namedItem(line: string, extra: readonly HeadingTarget[], named = true): { label: string; cut: number; indent: number } | null {
  if (line.length > 80) return null;
  const m = /^([ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+)(?:\*\*|__)?([\p{L}][\p{L}\p{N}\p{M} '’&-]{0,40}?)(?:\*\*|__)?[ \t]*$/u.exec(line);
  if (!m || !isLabel(m[2]!)) return null;
  // (A name the line starts with counts: "Things tried so far today" is "Tried", "Why it matters" "Why".)
  const score = named ? Math.max(bestSectionScore(m[2]!, BRIEF_SECTIONS), bestSectionScore(m[2]!, extra)) : 4;
  return score >= 3 ? { label: m[2]!, cut: line.length, indent: m[1]!.length } : null;
}
const BRIEF_SECTIONS = [...BRIEF_HEAD, ...BRIEF_TAIL];

/** A plain label in capitals with nothing after it on its line ("FILES TO READ FIRST:", "START BY:"). */
function capsAlone(line: string, m: Label | null): boolean {
  return m !== null && !m.bullet && !m.bold && line.slice(m.at).trim() === '' && /\p{Lu}/u.test(m.label) && m.label === m.label.toUpperCase() && /\p{L}{2}/u.test(m.label);
}

/** A list item's label, where its text starts on the line (`cut`) and the indent of its content. */
function labelledItem(line: string): { label: string; cut: number | string; indent: number } | null {
  const m = labelOf(line);
  return m && m.bullet && isLabel(m.label) ? { label: m.label, cut: cutAt(line, m), indent: m.indent } : null;
}

/** What a line a label opens holds as its section's text: the column after the label, or the text itself
 *  when the label's emphasis closes past it ("**Next: start with cache.ts.**": its closing "**" is no
 *  part of the text). */
function cutAt(line: string, l: Label): number | string {
  return l.close === undefined ? l.at : labelValue(line, l);
}
