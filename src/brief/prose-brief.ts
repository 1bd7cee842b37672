// A brief written as a plain message: no headings, no labels, a paragraph per answer ("The reason this
// matters: …", "It's done when …", "I already tried …; no change.", "I'd start by …"). A sentence that
// opens with one of a section's lead phrases (prompts/headings.txt brief.lead*, brief.doneWhen), or with a
// label naming the section ("Why: … . Deliver: … ." run together on one line), is that section's text, up
// to the next such sentence or the end of its paragraph. Read only where the document
// says none of the required answers otherwise. Pure.

import { headingTable, toPhrase, type Phrase } from './headings.js';
import type { ParsedDoc } from './document.js';
import { labelOf, labelValue } from './label.js';
import { BRIEF_HEAD, BRIEF_TAIL, sectionScore } from './sections.js';
import { firstInClause } from './first-clause.js';
import { sentenceSpans } from './sentences.js';
import { withoutWhenClause } from './label-when.js';

/** A run of a paragraph's text read as an answer: its text, and where it is in the document (0-based
 *  lines, columns in those lines; `to` exclusive), so the Context can leave it out. */
/** The answers a sentence's lead or label names in a plain message ('rule': a rule the next agent is to
 *  keep, read only in a prompt to paste, each its own sentence). */
export type LeadKey = 'why' | 'deliver' | 'deadEnds' | 'firstStep' | 'outOfScope' | 'rule';

export interface ProsePart {
  /** The answer (a LeadKey, or a list answer a line was lifted into: "pointers", "field:constraints"). */
  key: string;
  text: string;
  /** The words as written (the label too). */
  source: string;
  /** A list item's whole lines (a labelled item under a heading that names nothing): they leave the text
   *  around them as lines, not as words. */
  item?: boolean;
  /** The kind of the alert callout it stood in ("IMPORTANT"), if it did. */
  alert?: string;
  /** The words it opens with, for the placement ("I'd start by"). */
  lead: string;
  from: { line: number; col: number };
  to: { line: number; col: number };
}

const LEADS: [LeadKey, string][] = [
  ['why', 'brief.leadWhy'],
  // ("The critical gap: …", "Das Kernproblem ist …", "核心问题：…": only with its colon, dash or copula, GAP_SAID.)
  ['why', 'brief.leadGap'],
  ['deliver', 'brief.doneWhen'],
  ['deadEnds', 'brief.leadDeadEnd'],
  ['firstStep', 'brief.leadFirstStep'],
  ['outOfScope', 'brief.leadOutOfScope'],
  ['rule', 'brief.leadRule'],
];
/** The answers that take every sentence that leads to them, not only the first. */
const MANY = new Set<LeadKey>(['deadEnds', 'outOfScope', 'rule']);

/** A gap's or goal's name said as a lead: a colon or a dash right after the phrase ("The critical gap: …", "Le
 *  problème principal — …"), or its copula ("The goal is …", "Das Kernproblem ist, dass …", "目标是…"). Not a
 *  sentence that only opens with the words ("The main problem areas were all fixed."). */
const GAP_SAID = /^[ \t*_]*[:：—–-]/u;
const COPULA = new Set(['is', 'are', 'ist', 'sind', 'est', 'sont', 'es', 'son', 'é', 'são', 'è', 'sono', 'это', 'jest', 'to', 'şu']);

/** "First" with its comma, as a first step's lead ("First, run …"). */
const BARE_FIRST = /^[*_`]{0,3}first[*_`]{0,3}[ \t]*,/i;

/** A GitHub alert callout's first line ("> [!NOTE]"): its lines are read as a paragraph of their own. */
const ALERT = /^[ \t]*>[ \t]*\[!(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*$/i;

/** The parts of the paragraphs in lines [from, to) that open with a lead phrase of one of `keys` (or, with
 *  `labelsOnly`, with a label naming it): the first for each answer, every one for the dead ends. */
export function proseParts(doc: ParsedDoc, from: number, to: number, keys: ReadonlySet<LeadKey>, labelsOnly = false): ProsePart[] {
  if (!keys.size) return [];
  const table = headingTable();
  const leads = LEADS.filter(([k]) => keys.has(k)).map(([k, t]) => [k, table.get(t) ?? []] as const);
  const gap = table.get('brief.leadGap');
  const out: ProsePart[] = [];
  const { lines, literal } = doc.blocks;
  for (const [bi, b] of doc.blocks.top.entries()) {
    if (b.line < from || b.end > to || literal[b.line]) continue;
    // A list whose items open with labels naming the brief's parts ("- Why: …", "- **Deliver:** …", under a
    // heading that names none): each such item, its text after the label.
    if (b.token.type === 'list' && b.items) {
      for (const it of b.items) {
        const label = labelOf(lines[it.line]!);
        const key = label && label.bullet ? labelKey(label.label) : null;
        if (!key || !keys.has(key) || out.some((o) => o.key === key && !MANY.has(key))) continue;
        const more = lines.slice(it.line + 1, it.end).map((l) => l.slice(Math.min(label!.indent, /^[ \t]*/.exec(l)![0].length)));
        const text = [labelValue(lines[it.line]!, label!), ...more].join('\n').trim();
        if (text) out.push({ key, text, source: text, lead: label!.label, item: true, from: { line: it.line, col: 0 }, to: { line: it.end - 1, col: lines[it.end - 1]!.length } });
      }
      continue;
    }
    // A paragraph, or the lines of an alert callout ("> [!IMPORTANT]" / "> Why: …") without their "> ".
    const alert = b.token.type === 'blockquote' && ALERT.test(lines[b.line] ?? '');
    if (b.token.type !== 'paragraph' && !alert) continue;
    const first = alert ? b.line + 1 : b.line;
    const cut = lines.slice(first, b.end).map((l) => (alert ? /^[ \t]*>[ \t]?/.exec(l)?.[0].length ?? 0 : 0));
    const text = lines.slice(first, b.end).map((l, k) => l.slice(cut[k])).join('\n');
    // Where each line starts in the text, to turn an offset back into a line and column.
    const starts: number[] = [];
    for (let i = first, at = 0; i < b.end; i++) starts.push(at), (at += lines[i]!.length - cut[i - first]! + 1);
    const where = (off: number) => {
      let k = starts.length - 1;
      while (k > 0 && starts[k]! > off) k--;
      return { line: first + k, col: off - starts[k]! + cut[k]! };
    };
    const hits: { key: LeadKey; at: number; lead: string; cut: number; own?: boolean; end?: number; close?: number }[] = [];
    const opensAt = sentenceStarts(text);
    for (const at of opensAt) {
      const head = text.slice(at, at + 60);
      // A label that opens the sentence ("Why: … . Deliver: … . First step: …" on one line): its section,
      // the label left out of the text.
      // (A bold label wrapped before its colon, "**Nächster Schritt nach" / "den visuellen Änderungen: Task 15**", is
      // read across the break: a blank stands for it, so the offsets hold.)
      const own = text.slice(at, at + 160).split('\n')[0]!;
      const read = /^(?:\*\*|__)/.test(own) && !/[:：]/u.test(own) ? text.slice(at, at + 160).replace(/\n/g, ' ') : own;
      const label = labelOf(read);
      // (A closing clause of time, "Next step after the merge:", says when, not what: the words before it name the
      // answer, and the clause stays its text's opening, "after the merge: run …".)
      const whole = label && !label.bullet ? labelKey(label.label) : null;
      const plain = label && !label.bullet && !whole ? withoutWhenClause(label.label) : null;
      const named = whole ?? (plain ? labelKey(plain) : null);
      if (named && keys.has(named)) {
        const cut = plain ? label!.from + read.slice(label!.from).indexOf(label!.label) + plain.length : label!.at;
        hits.push({ key: named, at, lead: plain ?? label!.label, cut, ...(label!.close !== undefined ? { close: label!.close } : {}) });
        continue;
      }
      if (labelsOnly) continue;
      const p = toPhrase(head.replace(/[*_`]/g, ''));
      for (const [key, phrases] of leads) {
        // (The longest phrase it opens with names its lead: "The reason this matters", not "The reason".)
        // (A bare "first" leads only with its comma, "First, run the tests.": "First-time setup takes twenty
        // minutes" and "First some background" open no first step.)
        const q = phrases.filter((x) => opensWith(p, x) && (x.flat !== 'first' || BARE_FIRST.test(head)) && (phrases !== gap || gapSaid(head, p, x))).sort((x, y) => y.words.length - x.words.length || y.flat.length - x.flat.length)[0];
        if (q) {
          hits.push({ key, at, lead: head.split(/[\s,:;，：]/).slice(0, Math.max(1, q.words.length)).join(' '), cut: 0 });
          break;
        }
      }
      // ("Read the plan first, then …", "Lies zuerst den Plan.": a word of order inside the first clause; that
      // sentence alone is the first step; first-clause.ts.)
      if (keys.has('firstStep') && hits[hits.length - 1]?.at !== at) {
        const sentence = text.slice(at, opensAt.find((x) => x > at) ?? text.length);
        const word = firstInClause(sentence) ?? (startTail(sentence) !== null ? sentence.trim().split(/\s+/).slice(0, 2).join(' ').slice(0, 20) : null);
        // (A line break is no sentence's end: "Continue … (read `CLAUDE.md` and" / "`README.md` first). Goal: …" is one
        // sentence, the step whole or none, never its tail "`README.md` first)." cut at the break. QA 45 B3.)
        const whole = word ? wholeSentence(text, at) : null;
        if (word && whole && whole.at >= (hits[hits.length - 1]?.at ?? -1) + 1) hits.push({ key: 'firstStep', at: whole.at, lead: word, cut: 0, own: true, end: whole.end });
      }
    }
    const opens = sentenceStarts(text);
    hits.forEach((h, i) => {
      if (out.some((o) => o.key === h.key && !MANY.has(h.key))) return;
      // (A rule is its own sentence: the sentences after it are not rules because none leads them.)
      const next = i + 1 < hits.length ? hits[i + 1]!.at : text.length;
      const end = h.end ?? (h.key === 'rule' || h.own ? Math.min(next, opens.find((x) => x > h.at) ?? text.length) : next);
      // (Without the emphasis that opened before the label and closes in its text: "**Next step: run task 15**, then …".)
      const body = text.slice(h.at + h.cut, end);
      const k = h.close !== undefined && h.at + h.close < end ? h.close - h.cut : -1;
      const part = (k >= 0 ? body.slice(0, k) + body.slice(k + (/^(?:\*\*|__)/.test(body.slice(k)) ? 2 : 1)) : body).trim();
      if (!part) return;
      // (A first step's sentence that only introduces the list right below it, "What the next agent should do
      // first:" / "1. SSH to the box …", "Сначала сделать:", "首先要做的：": the list's first item is the step.)
      if (h.key === 'firstStep' && end === text.length && !alert) {
        const item = labelledListItem(doc, bi, part, to);
        if (item) {
          out.push({ key: h.key, ...item, lead: h.lead });
          return;
        }
      }
      out.push({ key: h.key, text: part, source: text.slice(h.at, end).trim(), lead: h.lead, from: where(h.at), to: where(h.at + text.slice(h.at, end).trimEnd().length), ...(alert ? { alert: /\[!(\w+)\]/.exec(lines[b.line]!)![1]!.toUpperCase() } : {}) });
    });
  }
  return out;
}

/** The sentence of a paragraph's text that holds offset `at`, read across its line breaks (sentences.ts), when it
 *  opens on the line before `at`'s: its span; null when `at` opens a sentence of its own or the sentence runs on past
 *  its paragraph's next line break after a stop. */
function wholeSentence(text: string, at: number): { at: number; end: number } | null {
  const span = sentenceSpans(text.replace(/\n/g, ' ')).find((x) => x.at <= at && at < x.end);
  if (!span) return { at, end: text.length };
  return { at: span.at, end: span.end };
}

/** A label line closing on a colon ("What the next agent should do first:", "**首先：**"). */
const LABEL_END = /[:：][ \t*_]*$/u;

/** The first item of the list right after block `bi` (blanks between), when `part` (that block's last sentence)
 *  only introduces it: it closes on a colon. The item's text without its marker, as an item part; else null. */
function labelledListItem(doc: ParsedDoc, bi: number, part: string, to: number): Pick<ProsePart, 'text' | 'source' | 'item' | 'from' | 'to'> | null {
  if (!LABEL_END.test(part)) return null;
  const { top, lines, literal } = doc.blocks;
  let k = bi + 1;
  while (top[k]?.token.type === 'space') k++;
  const list = top[k];
  const it = list?.token.type === 'list' && list.end <= to && !literal[list.line] ? list.items?.[0] : undefined;
  if (!it) return null;
  const own = lines.slice(it.line, it.end);
  const indent = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+/.exec(own[0]!)?.[0].length ?? 0;
  const text = own.map((l, i) => (i === 0 ? l.slice(indent) : l.slice(Math.min(indent, /^[ \t]*/.exec(l)![0].length)))).join('\n').trim();
  if (!/\p{L}/u.test(text)) return null;
  return { text, source: own.join('\n').trim(), item: true, from: { line: it.line, col: 0 }, to: { line: it.end - 1, col: lines[it.end - 1]!.length } };
}

/** A sentence of a language that puts its verb last and says where to start by its end ("M0부터 시작해.",
 *  "M0から始めてください。": brief.firstStepTail, on the sentence's letters without blanks): that phrase, else null. */
function startTail(sentence: string): string | null {
  const flat = toPhrase(sentence.replace(/[*_`]/g, '')).flat;
  if (!flat) return null;
  return (headingTable().get('brief.firstStepTail') ?? []).find((q) => q.flat !== '' && flat.length > q.flat.length && flat.endsWith(q.flat))?.flat ?? null;
}

/** The answer a label names ("Why", "Deliver", "Dead ends", "First step"; a brief's sections by their
 *  phrases, whole), or null. */
function labelKey(label: string): LeadKey | null {
  let best: { key: LeadKey; score: number } | null = null;
  for (const spec of [...BRIEF_HEAD, ...BRIEF_TAIL]) {
    if (spec.key !== 'why' && spec.key !== 'deliver' && spec.key !== 'deadEnds' && spec.key !== 'firstStep' && spec.key !== 'outOfScope') continue;
    const sc = sectionScore(label, spec);
    if (sc >= 4 && (!best || sc > best.score)) best = { key: spec.key, score: sc };
  }
  return best?.key ?? null;
}

/** Whether a sentence (its head as written, `p` as read) says the gap phrase `q` as a lead (GAP_SAID): its copula
 *  comes next ("Das Kernproblem ist, dass …", "目标是…"), or a colon or a dash follows its words. */
function gapSaid(head: string, p: Phrase, q: Phrase): boolean {
  if (q.cjk) {
    const rest = head.replace(/[*_`\s]/g, '');
    return rest.startsWith(q.flat) && (GAP_SAID.test(rest.slice(q.flat.length)) || /^(?:是|为|は|는|은)/u.test(rest.slice(q.flat.length)));
  }
  if (COPULA.has(p.words[q.words.length] ?? '')) return true;
  // The phrase's last word as written (the head's n-th word), closing on the colon or dash, or one after it.
  const words = head.trim().split(/\s+/);
  const nth = (words[q.words.length - 1] ?? '').replace(/[*_`]+$/u, '');
  return /[:：—–]$/u.test(nth) || GAP_SAID.test(words.slice(q.words.length).join(' '));
}

/** Whether a sentence opens with the phrase: its first words are the phrase's (a CJK phrase: its text). */
function opensWith(sentence: Phrase, q: Phrase): boolean {
  if (q.cjk) return q.flat !== '' && sentence.flat.startsWith(q.flat);
  return q.words.length > 0 && q.words.every((w, i) => sentence.words[i] === w);
}

/** Where a paragraph's sentences open: its start, after ". ", "! ", "? ", "; " (and their CJK forms; a bold
 *  closing after the stop too) or a line break; blanks and quote marks before the first word skipped. (Not after ":": "The reason this
 *  matters: it fails" is one sentence.) */
function sentenceStarts(text: string): number[] {
  const starts = [0];
  // (A stop may close inside emphasis: "**Task 15 is STILL OPEN.** **Next step: run task 15**" opens a sentence at its
  // second bold.)
  for (const m of text.matchAll(/\n|[.;!?](?:\*\*|__)?[ \t]+|[。；！？](?:\*\*|__)?[ \t]*/g)) starts.push(m.index + m[0].length);
  return starts.map((at) => at + /^[ \t>"“'‘(]*/.exec(text.slice(at, at + 12))![0].length).filter((at) => at < text.length);
}

/** Lines [from, to) of the document without the parts read as answers (a part's line left with only blanks
 *  goes too) and without the lines of `skip`. */
export function withoutParts(lines: readonly string[], from: number, to: number, parts: readonly ProsePart[], skip?: ReadonlySet<number>): string {
  const out: string[] = [];
  for (let i = from; i < to; i++) {
    if (skip?.has(i)) continue;
    let line = lines[i]!;
    let cut = false;
    // Right to left, so earlier columns stay right.
    for (const p of [...parts].sort((a, b) => b.from.line - a.from.line || b.from.col - a.from.col)) {
      if (i < p.from.line || i > p.to.line) continue;
      const a = i === p.from.line ? p.from.col : 0;
      const z = i === p.to.line ? p.to.col : line.length;
      line = line.slice(0, a) + line.slice(z);
      cut = true;
    }
    // (A quote's line left with only its "> " goes too.)
    if (cut && !line.replace(/^[ \t>]*/, '').trim()) continue;
    out.push(cut ? line.trimEnd() : line);
  }
  // An alert callout all of whose lines went: its "> [!NOTE]" line goes too.
  return out.filter((l, i) => !ALERT.test(l) || /^[ \t]*>/.test(out[i + 1] ?? '')).join('\n');
}

/** `text` without the parts read as other answers (a sentence of the Context that was the first step). A
 *  part that was a line's whole text (after its bullet or quote mark) takes the line with it; one inside a
 *  line leaves the rest of that line, the sentences around it joined by a blank. Lines are never joined: a
 *  paragraph cut out between two others, or a list item, must not run the text around it together. */
export function withoutPartTexts(text: string, parts: readonly ProsePart[]): string {
  let out = text;
  let cut = false;
  for (const p of parts) {
    const i = out.indexOf(p.source);
    if (i < 0 || !p.source) continue;
    const j = i + p.source.length;
    const from = out.lastIndexOf('\n', i - 1) + 1;
    const nl = out.indexOf('\n', j);
    const to = nl < 0 ? out.length : nl;
    const before = out.slice(from, i);
    const after = out.slice(j, to);
    cut = true;
    if (LINE_LEAD.test(before) && !after.trim()) {
      out = out.slice(0, from) + out.slice(nl < 0 ? to : to + 1);
      continue;
    }
    const left = before.replace(/[ \t]+$/, '');
    const right = after.replace(/^[ \t]+/, '');
    out = out.slice(0, from) + left + (left.trim() && right ? ' ' : '') + right + out.slice(to);
  }
  return cut ? out.replace(/\n[ \t]*(?:\n[ \t]*){2,}/g, '\n\n').trim() : out;
}

/** What may stand before a line's text and say nothing without it: blanks, quote marks, a bullet or number
 *  (a task box too). */
const LINE_LEAD = /^[ \t>]*(?:(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?)?$/;
