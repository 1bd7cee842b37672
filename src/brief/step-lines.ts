// The lines that name a first step: a stated one ("First step: …", "Start with …"), one in the intro or a closing
// line, a "Next:" label, whether a list names one step or several, and whether a step only reads. Pure.

import { normalizeHeading } from './sections.js';
import { headingScore, headingTable, holdsPhrase, toPhrase } from './headings.js';
import type { ParsedDoc, Section } from './document.js';
import { AFTER_LIST_HEADING } from './pseudo-headings.js';
import { proseParts, type ProsePart } from './prose-brief.js';
import { labelOf, labelValue } from './label.js';
import { lazyRegExp } from './lazy-regexp.js';
import { keyedWords, phraseAlternation } from './keyed-words.js';
import { readPrompt } from '../paths.js';
import { inlineOrder } from './inline-order.js';
import { opensWith } from './says-why.js';
import { sentenceSpans } from './sentences.js';
import { rankedMaxim } from './first-clause.js';
import { readsThisDocument } from './this-document.js';
import { onlyLinksAway } from './link-only.js';
import { RAW_SECTIONS } from './section-roles.js';
import { listItems, stepHeadings } from './first-list-item.js';

/** A label that says what comes next: the words before a colon, or before a dash between blanks ("Up next —
 *  …"), emphasis and a bullet aside. */
const NEXT_LABEL = lazyRegExp(() => /^([ \t]*(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?)(\*\*|__)?[ \t]*([\p{L}][^*_:：\n`—–]{0,29}?)[ \t]*(?:\2[ \t]*)?(?:[:：]|[ \t][—–][ \t])[ \t]*(?:\2)?[ \t]*(?=\S)/u);

/** The first line outside code whose label says what comes next (brief.nextLabel, the label whole), and not
 *  `elsewhere`: as a part read out of its paragraph or list. */
export function nextLine(doc: ParsedDoc, elsewhere: (line: number) => boolean): ProsePart | null {
  const { lines, literal } = doc.blocks;
  for (const [bi, b] of doc.blocks.top.entries()) {
    if (literal[b.line] || (b.token.type !== 'paragraph' && b.token.type !== 'list')) continue;
    const items = b.token.type === 'list' && b.items ? b.items : null;
    const at = items ? items.map((it) => it.line) : Array.from({ length: b.end - b.line }, (_x, k) => b.line + k);
    for (const [k, i] of at.entries()) {
      const line = lines[i] ?? '';
      const m = NEXT_LABEL.exec(line);
      if (!m || headingScore(m[3]!.trim(), 'brief.nextLabel') < 4 || elsewhere(i) || afterCode(doc, i)) continue;
      let text = line.slice(m[0].length).trim();
      // (A bold label line closes its emphasis after its text: "**Up next — ship the filters.**".)
      if (m[2] && text.includes(m[2])) text = text.replace(m[2], '').trim();
      // (Not a link to the next task's own document, "Siguiente: [07. …](07-carrito.md)": a pointer, not this work.)
      if (!text || onlyLinksAway(text)) continue;
      // (A one-line item leaves its section whole, bullet and all; a longer one is read as a labelled item.)
      const it = items?.[k];
      if (it && it.end - it.line > 1) {
        const all = [text, ...lines.slice(it.line + 1, it.end).map((l) => l.trim())].join('\n').trim();
        return { key: 'deliver', text: all, source: all, lead: m[3]!.trim(), item: true, from: { line: it.line, col: 0 }, to: { line: it.end - 1, col: lines[it.end - 1]!.length } };
      }
      if (it) return { key: 'deliver', text, source: line.trim(), lead: m[3]!.trim(), from: { line: i, col: 0 }, to: { line: i, col: line.length } };
      const from = m[1]!.length;
      // (A label line that ends on a colon over a list, "**Next: choose from Someday.** Highest-impact candidates:" /
      // "1. …": the list is what it names, and comes with it.)
      const list = doc.blocks.top[bi + 1];
      if (i === b.end - 1 && /[:：](?:\*\*|__)?[ \t]*$/.test(line) && list && list.token.type === 'list' && !literal[list.line] && lines.slice(b.end, list.line).every((l) => !l.trim())) {
        const all = [text, ...lines.slice(list.line, list.end).map((l) => l.trimEnd())].join('\n').trim();
        return { key: 'deliver', text: all, source: all, lead: m[3]!.trim(), from: { line: i, col: from }, to: { line: list.end - 1, col: lines[list.end - 1]!.length } };
      }
      return { key: 'deliver', text, source: line.slice(from).trim(), lead: m[3]!.trim(), from: { line: i, col: from }, to: { line: i, col: line.length } };
    }
  }
  return null;
}

/** A section's work written as numbered sub-headings, "### 1. Delete these files", "### 2. …" (the first two
 *  numbered 1 and 2, in any language: a number is no word): an order of work, whatever the section's name. */
export function numberedSteps(doc: ParsedDoc, s: Section): boolean {
  const [one, two] = stepHeadings(doc, s);
  const num = (x: Section | undefined) => /^[^\p{L}\p{N}]*(\d{1,3})[.):]/u.exec(x?.heading ?? '')?.[1];
  return num(one) === '1' && num(two) === '2';
}

/** A section whose text opens with a paragraph of steps numbered inline ("(1) green the suite [debt #1] → (2)
 *  reference test … → (3) …", inline-order.ts): its first step, on the paragraph's first line; null when its
 *  first block is no such paragraph (a list, prose, code). */
export function inlineFirstStep(doc: ParsedDoc, s: Section): { line: number; text: string } | null {
  const first = doc.blocks.top.find((b) => b.line >= s.start && b.line < s.end && b.token.type !== 'space' && b.token.type !== 'heading');
  // (A paragraph, or the one item markdown makes of a chain that opens "1) …": "1) Cache leeren; 2) neu bauen".)
  const one = first?.token.type === 'list' && first.items?.length === 1;
  if (!first || (first.token.type !== 'paragraph' && !one) || doc.blocks.literal[first.line]) return null;
  const items = inlineOrder(doc.blocks.lines.slice(first.line, first.end).join('\n'));
  return items ? { line: first.line, text: items[0]! } : null;
}

/**
 * Whether a next step only reads, looks or investigates ("Read deploy.sh.", "- Look at the logs", "Prüfe die
 * Logs", "查看日志", "ログを確認する"): each of its lines opens with a phrase of brief.readStep (Japanese and Korean
 * put the verb last: or ends with one of brief.readStepTail), none opens with brief.readStepNot ("Open a PR":
 * making something) nor goes on to more work (brief.readStepThen: "Read a.sh, then fix the key"). Such a step
 * is how to begin, never what to deliver. A bullet, a number, a task box and emphasis are no words of it.
 */
export function onlyReads(text: string): boolean {
  const t = headingTable();
  const reads = t.get('brief.readStep') ?? [];
  const tails = t.get('brief.readStepTail') ?? [];
  const not = t.get('brief.readStepNot') ?? [];
  const then = t.get('brief.readStepThen') ?? [];
  const lines = text.split('\n').map((l) => l.replace(/^[ \t>]*(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?(?:\[[ xX]\][ \t]+)?/, '').replace(/[*_`]/g, '').trim()).filter((l) => /[\p{L}\p{N}]/u.test(l));
  if (!lines.length || lines.length > 6) return false;
  const opens = (p: ReturnType<typeof toPhrase>, q: ReturnType<typeof toPhrase>) => (q.cjk ? q.flat !== '' && p.flat.startsWith(q.flat) : q.words.length > 0 && q.words.every((w, i) => p.words[i] === w));
  const ends = (p: ReturnType<typeof toPhrase>, q: ReturnType<typeof toPhrase>) => (q.cjk ? q.flat !== '' && p.flat.endsWith(q.flat) : q.words.length > 0 && q.words.every((w, i) => p.words[p.words.length - q.words.length + i] === w));
  return lines.every((line) => {
    // (Its first sentence says what the step does: "Read deploy.sh. It sets the locale." only reads.)
    const first = sentenceSpans(line, { semicolon: true, marks: false })[0]?.text ?? line;
    const p = toPhrase(first);
    if (not.some((q) => opens(p, q)) || then.some((q) => holdsPhrase(p, q))) return false;
    return reads.some((q) => opens(p, q)) || tails.some((q) => ends(p, q));
  });
}

/**
 * A line that names the first step outright, its text on the line ("Next step: run the profiler", "**Start
 * here:** …", "- First: …", "Сначала: …"; the labels of brief.firstStepLabel, not a plural "Next steps:",
 * which lists them): as a part read out of its paragraph, or null. Code and quotes of code are not read.
 */
export function firstStepLine(doc: ParsedDoc): ProsePart | null {
  const { lines, literal } = doc.blocks;
  for (const b of doc.blocks.top) {
    // (A quote block of status fields at the top, "> **Stand:** …" / "> **Nächster Schritt:** …", too: each
    // of its lines read without its quote mark.)
    // (Not a GitHub alert callout, "> [!NOTE]": the prose reader reads those, in a message with no sections.)
    const quote = b.token.type === 'blockquote' && !/^[ \t]{0,3}>[ \t]*\[!/.test(lines[b.line] ?? '') && doc.sections.some((x) => x.level > 0);
    if (literal[b.line] || (b.token.type !== 'paragraph' && b.token.type !== 'list' && !quote)) continue;
    const at = b.token.type === 'list' && b.items ? b.items.map((it) => it.line) : Array.from({ length: b.end - b.line }, (_x, k) => b.line + k);
    for (const i of at) {
      const raw = lines[i] ?? '';
      const mark = quote ? (/^[ \t]{0,3}>[ \t]?/.exec(raw)?.[0] ?? '') : '';
      if (quote && (!mark || /^[ \t]{0,3}>[ \t]*>/.test(raw))) continue;
      const line = raw.slice(mark.length);
      const label = labelOf(line);
      if (!label || PLURAL_STEPS.test(label.label)) continue;
      if (headingScore(label.label, 'brief.firstStepLabel') < 4) continue;
      const text = labelValue(line, label).trim();
      if (!text) continue;
      // A list item labelled so ("- First step: run the cache tests") is read as a labelled item is: its
      // lines leave the list whole, bullet and all (cut out as words they left a stray "-" behind, and
      // the items around them ran together).
      const it = !quote && b.token.type === 'list' ? b.items?.find((x) => x.line === i) : undefined;
      if (it && label.bullet) {
        const more = lines.slice(i + 1, it.end).map((l) => l.slice(Math.min(label.indent, /^[ \t]*/.exec(l)![0].length)));
        const all = [text, ...more].join('\n').trim();
        return { key: 'firstStep', text: all, source: all, lead: label.label, item: true, from: { line: i, col: 0 }, to: { line: it.end - 1, col: lines[it.end - 1]!.length } };
      }
      return { key: 'firstStep', text, source: line.slice(label.from).trim(), lead: label.label, from: { line: i, col: mark.length + label.from }, to: { line: i, col: raw.length } };
    }
  }
  return null;
}

/** A sentence of the intro (between the title and the first section) that opens with a first step's lead,
 *  no colon needed ("最初に CLAUDE.md、次にこのファイルを読む。", "Zuerst die Übergabe lesen.", "First, read
 *  CLAUDE.md."; brief.leadFirstStep): the first step the writer states, before anything derived. Not in a
 *  message with no sections (plainMessage reads that one). */
export function introFirstStep(doc: ParsedDoc): ProsePart | null {
  const [from, to] = doc.preambleLines;
  if (!doc.title || !doc.sections.some((x) => x.level > 0)) return null;
  // (The text after a labelled list or a lead sentence's paragraph at the top is the intro's too: pseudo-headings.ts.)
  const ranges: [number, number][] = [[from, to], ...doc.sections.filter((x) => x.heading === AFTER_LIST_HEADING).map((x): [number, number] => [x.start, x.end])];
  // (Not a sentence about reading the document itself, "The next session reads this state memo first.": what the
  // document is for, no step; this-document.ts.)
  for (const [f, t] of ranges) {
    if (t <= f) continue;
    const p = proseParts(doc, f, t, new Set(['firstStep'])).find((p) => p.key === 'firstStep' && p.text.trim() !== '' && !opensWithPartLabel(p.text) && !readsThisDocument(p.text));
    if (p) return p;
  }
  return null;
}

/** The intro's first step, unless it only holds a word of order ("Read this first, then `docs/STATUS.md`.": the
 *  order to read the documents in) and the closing paragraph opens with an explicit lead ("Start by reading … then
 *  have a short conversation …", "Commencez par …", "Beginne mit …", "先に …", "首先 …": brief.leadFirstStep at its
 *  start): the instruction stated wins over the reading order. */
export function explicitOverIntro(doc: ParsedDoc, intro: ProsePart | null): ProsePart | null {
  const lead = headingTable().get('brief.leadFirstStep') ?? [];
  if (!intro || opensWith(intro.text, lead)) return intro;
  const closing = closingFirstStep(doc);
  return closing && opensWith(closing.text, lead) ? closing : intro;
}

/** The document's closing paragraph, when a sentence of it says what to do first ("不明点は `projects/…` 以下の共通資料を
 *  最初に確認し、…参照してください。", "Read the runbook first if anything is unclear.", "Lies zuerst …"; prose-brief.ts): a
 *  line addressed to whoever picks the work up, stated, so it wins over a task list's first item. The sentence whole.
 *  Not in a message with neither title nor sections (plainMessage reads that one). QA 45 doc 01. */
export function closingFirstStep(doc: ParsedDoc): ProsePart | null {
  if (!doc.title && !doc.sections.some((x) => x.level > 0)) return null;
  let k = doc.blocks.top.length - 1;
  while (k >= 0 && doc.blocks.top[k]!.token.type === 'space') k--;
  const last = doc.blocks.top[k];
  if (!last || last.token.type !== 'paragraph' || doc.blocks.literal[last.line]) return null;
  const text = doc.blocks.lines.slice(last.line, last.end).join('\n');
  // (Not a maxim that ranks two things, "**Eat first. Ship second.**": first-clause.ts rankedMaxim.)
  const part = proseParts(doc, last.line, last.end, new Set(['firstStep'])).find((p) => p.key === 'firstStep' && p.text.trim() !== '' && !opensWithPartLabel(p.text));
  return part && !rankedMaxim(text.slice(text.indexOf(part.source) + part.source.length)) ? part : null;
}

/** Whether a sentence after a first step's lead opens with a label naming the context or the why ("First, some
 *  context: this started on Monday.", "Zuerst etwas Kontext: …"): it introduces what follows, it is no step. */
function opensWithPartLabel(text: string): boolean {
  const m = /^[ \t]*([^:：\n]{1,40}?)[ \t]*[:：]/u.exec(text);
  const last = m ? (m[1]!.trim().split(/\s+/).pop() ?? '') : '';
  return last !== '' && (headingScore(last, 'brief.context') >= 4 || headingScore(last, 'brief.why') >= 4);
}

/** Whether the line right above a 0-based line (blank lines skipped) is code: a label there ("Expected
 *  output: 212 passing") says what the code prints, not an answer of the brief. */
export function afterCode(doc: ParsedDoc, line: number): boolean {
  const { lines, literal } = doc.blocks;
  let j = line - 1;
  while (j >= 0 && !lines[j]!.trim()) j--;
  return j >= 0 && (literal[j] === 1 || /^[ \t]*(?:```|~~~)/.test(lines[j]!));
}

/** A heading that names one step and says it ("## 🎯 Próximo paso: UI de promociones", "## FIRST: unpushed
 *  commits"): a label of brief.firstStepLabel (not a plural one) before its colon, words after it. Its
 *  section is the first step as it stands, whatever lists it holds. */
export function namesOneStep(heading: string): boolean {
  const m = /^[^\p{L}\p{N}]*(.{2,40}?)[ \t]*[:：][ \t]*\S/u.exec(heading.replace(/[*_`]+/g, ''));
  return m !== null && !PLURAL_STEPS.test(m[1]!) && headingScore(m[1]!, 'brief.firstStepLabel') >= 4;
}

/** A label or heading closed by a plural noun of steps ("Next steps", "Nächste Schritte"): it lists them. The words:
 *  prompts/headings.txt `brief.pluralStepTail`. */
const PLURAL_STEPS = lazyRegExp(() => new RegExp(`(?:${phraseAlternation(keyedWords(readPrompt('headings.txt'), 'brief.pluralStepTail'))})\\s*$`, 'iu'));

/** A section that lists next steps (two or more items, or steps as sub-headings), not one named the first
 *  step itself ("## First step": its list is how to take it) nor one naming a single step. */
export function wholeListOf(doc: ParsedDoc, x: Section): boolean {
  return x.level > 0 && !RAW_SECTIONS.has(x) && !namesOneStep(x.heading) && listItems(doc, x) >= 2 && headingScore(x.heading, 'brief.firstStepItself') < 3 && normalizeHeading(x.heading) !== 'first step';
}
