// Markdown -> sections -> answers. Reads what the renderer writes exactly, and hand-written documents
// (a body from an agent, a return written without the tool) as well as it reasonably can. Pure.

import type { BriefAnswers, Kind, Outcome, ReturnAnswers } from './types.js';
import { BRIEF_HEAD, BRIEF_TAIL, RETURN_SECTIONS, emptyBrief, emptyReturn, matchesSection, normalizeHeading, type SectionSpec } from './sections.js';
import { scanBlocks, type Blocks } from './blocks.js';
import { normalizeAnswer, unescapeLines } from './escape.js';
import { slotFrame, slotHeadings } from './template.js';
import { withoutLead } from './lineage.js';
import type { ExtraSection } from './render.js';

export interface Section {
  heading: string;
  level: number;
  /** 1-based line of the heading. */
  line: number;
  /** 0-based [start, end) of the body lines in the document. */
  start: number;
  end: number;
  /** The body as written (escapes still in). */
  raw: string;
}

export interface Marker {
  type: 'brief' | 'return';
  id?: string;
  kind?: string;
  n?: number;
}

export interface ParsedDoc {
  blocks: Blocks;
  title: string | null;
  marker: Marker | null;
  /** Every heading's section: its body runs to the next heading of the same or a higher level. */
  sections: Section[];
  /** Text before the first heading (after the title), as written. */
  preamble: string;
}

/** The marker the renderer writes on a line of its own near the top: `<!-- handoff:brief id=... kind=... -->`. */
const MARKER = /^ {0,3}<!--\s*handoff:(brief|return)\b([^>]*)-->\s*$/;
const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})/;

/** The marker, if one of the first 40 lines is one: on a line of its own and outside code fences, so a
 *  document that quotes a brief (or mentions the marker in prose) is not taken for one. */
function findMarker(lines: string[]): RegExpExecArray | null {
  let fence: string | null = null;
  for (const line of lines.slice(0, 40)) {
    const f = FENCE_LINE.exec(line);
    if (f) {
      if (fence === null) fence = f[1]!;
      else if (f[1]![0] === fence[0] && f[1]!.length >= fence.length && line.trim() === f[1]) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const m = MARKER.exec(line);
    if (m) return m;
  }
  return null;
}

export function parseDoc(md: string): ParsedDoc {
  const blocks = scanBlocks(md);
  const { lines, headings } = blocks;
  let title: string | null = null;
  const hs = headings.slice();
  if (hs.length && hs[0]!.level === 1 && hs.filter((h) => h.level === 1).length === 1) {
    title = hs[0]!.text;
    hs.shift();
  }
  const sections: Section[] = hs.map((h, i) => {
    let end = lines.length;
    for (let j = i + 1; j < hs.length; j++) {
      if (hs[j]!.level <= h.level) {
        end = hs[j]!.line;
        break;
      }
    }
    return { heading: h.text, level: h.level, line: h.line + 1, start: h.next, end, raw: lines.slice(h.next, end).join('\n') };
  });
  let marker: Marker | null = null;
  const m = findMarker(lines);
  if (m) {
    const attrs = Object.fromEntries([...m[2]!.matchAll(/([\w-]+)=([^\s]+)/g)].map((a) => [a[1], a[2]]));
    marker = { type: m[1] as 'brief' | 'return', id: attrs.id, kind: attrs.kind, n: attrs.n ? Number(attrs.n) : undefined };
  }
  const titleLine = title !== null ? headings[0]!.next : blocks.frontMatter?.[1] ?? 0;
  const firstSection = hs.length ? hs[0]!.line : lines.length;
  const preamble = lines.slice(titleLine, firstSection).join('\n');
  return { blocks, title, marker, sections, preamble };
}

/** A section's body as the author meant it: escapes undone, blank edges trimmed. */
export function sectionText(raw: string): string {
  return normalizeAnswer(unescapeLines(raw.split('\n')).join('\n'));
}

const BULLET = /^( {0,3})([-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

/**
 * Items of a list section. The renderer writes "- " items with two-space continuation lines; hand-written
 * sections may use other bullets, numbered items, sub-headings or plain paragraphs, each of which becomes
 * one item, so no text is dropped.
 */
export function listItems(raw: string): string[] {
  return listItemsAt(raw, 1).map((it) => it.text);
}

export interface Item {
  text: string;
  /** 1-based line the item starts on, counted from `firstLine` (the line of raw's first line). */
  line: number;
}

/** listItems, each with the line it starts on. */
export function listItemsAt(raw: string, firstLine: number): Item[] {
  const lines = raw.split('\n');
  const { literal } = scanBlocks(raw);
  const items: string[][] = [];
  const starts: number[] = [];
  let cur: string[] | null = null;
  // Blank lines seen since the last text line, as written (a whitespace-only line inside an item is kept).
  let blanks: string[] = [];
  let inList = false;
  const dedent = (line: string) => (inList && /^ {2}/.test(line) ? line.slice(2) : line.replace(/^\t/, ''));
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') {
      if (cur) blanks.push(line);
      continue;
    }
    const blankRun = blanks.length;
    const indented = /^(?: {2,}|\t)/.test(line);
    const bullet = literal[i] ? null : BULLET.exec(line);
    const heading = literal[i] ? null : /^ {0,3}#{1,6}[ \t]+(.*)$/.exec(line);
    if (cur && (literal[i] || (indented && (inList || blankRun === 0)))) {
      for (const b of blanks) cur.push(dedent(b));
      blanks = [];
      cur.push(dedent(line));
      continue;
    }
    if (!literal[i] && THEMATIC_BREAK.test(line)) {
      cur = null; // "---" between hand-written items separates them; it is no item of its own
      blanks = [];
      inList = false;
      continue;
    }
    if (bullet && !(bullet[1]!.length >= 2 && cur && inList)) {
      cur = [line.slice(bullet[0].length)];
      items.push(cur);
      starts.push(i);
      inList = true;
    } else if (heading) {
      cur = [heading[1]!.replace(/[ \t]#+[ \t]*$/, '')];
      items.push(cur);
      starts.push(i);
      inList = false;
    } else if (cur && blankRun === 0) {
      cur.push(line); // lazy continuation of the item's paragraph
    } else {
      cur = [line];
      items.push(cur);
      starts.push(i);
      inList = false;
    }
    blanks = [];
  }
  return items
    .map((it, k) => ({ text: normalizeAnswer(unescapeLines(it).join('\n')), line: firstLine + starts[k]! }))
    .filter((it) => it.text !== '');
}

/** The items of a section of `doc`, with their document lines. */
export function sectionItems(s: Section): Item[] {
  return listItemsAt(s.raw, s.start + 1);
}

/** For each section (by index), the index of the section it is nested in, or -1. Linear: sections are in
 *  document order and nest like a stack. */
function parentIndexes(sections: Section[]): number[] {
  const parent: number[] = [];
  const stack: number[] = [];
  const within = (s: Section, o: Section) => s.line > o.line && s.end <= o.end;
  sections.forEach((s, i) => {
    while (stack.length && !within(s, sections[stack[stack.length - 1]!]!)) stack.pop();
    parent.push(stack.length ? stack[stack.length - 1]! : -1);
    stack.push(i);
  });
  return parent;
}

/**
 * The findings of a return: the items of its findings section; or, in a hand-written return with no such
 * section, everything no other return section claimed, one finding per sub-section (its heading and
 * text) or per list item. Claims the sections it reads.
 */
export function returnFindings(doc: ParsedDoc, taken: Set<Section>): Item[] {
  const all = doc.sections;
  const parent = parentIndexes(all);
  // A section is free when neither it nor any section it is nested in was claimed.
  const free: boolean[] = [];
  all.forEach((s, i) => free.push(!taken.has(s) && (parent[i]! < 0 || free[parent[i]!]!)));
  const s = findSection(doc, RETURN_SECTIONS[1]!, taken);
  // A brief's own sections (why, what to deliver, first step) are never findings: a brief handed in as a
  // return must still read as a brief.
  const briefOnly = (x: Section) => [...BRIEF_HEAD, ...BRIEF_TAIL.filter((b) => b.key === 'firstStep')].some((spec) => matchesSection(x.heading, spec));
  const tops = s ? [all.indexOf(s)] : all.map((_, i) => i).filter((i) => free[i] && (parent[i]! < 0 || !free[parent[i]!]) && !briefOnly(all[i]!));
  const out: Item[] = [];
  for (const t of tops) {
    const top = all[t]!;
    const children: Section[] = [];
    for (let j = t; j < all.length && (j === t || all[j]!.end <= top.end); j++) {
      taken.add(all[j]!); // it and everything nested in it (nested sections follow it)
      if (parent[j] === t) children.push(all[j]!);
    }
    if (!children.length) {
      out.push(...sectionItems(top));
      continue;
    }
    // Sub-sections ("### 1. Race in X"): one finding each, its heading and its text.
    const preface = doc.blocks.lines.slice(top.start, children[0]!.line - 1).join('\n');
    out.push(...listItemsAt(preface, top.start + 1));
    for (const c of children) {
      const body = sectionText(c.raw);
      out.push({ text: body ? `${c.heading}\n${body}` : c.heading, line: c.line });
    }
  }
  return out.filter((it) => it.text.trim() !== '');
}

function findSection(doc: ParsedDoc, spec: { heading: string; aliases: string[]; key: string }, taken: Set<Section>): Section | undefined {
  let candidates = doc.sections.filter((s) => !taken.has(s) && matchesSection(s.heading, spec));
  if (!candidates.length) return undefined;
  // The section's own heading beats an alias ("Already decided" over "Constraints").
  const exact = candidates.filter((s) => normalizeHeading(s.heading) === normalizeHeading(spec.heading));
  if (exact.length) candidates = exact;
  const top = Math.min(...candidates.map((s) => s.level));
  return candidates.find((s) => s.level === top);
}

function readSpec(doc: ParsedDoc, spec: SectionSpec, taken: Set<Section>): string | string[] | undefined {
  const s = findSection(doc, spec, taken);
  if (!s) return undefined;
  taken.add(s);
  return spec.list ? listItems(s.raw) : sectionText(s.raw);
}

/** Sections no spec claimed, that are not nested inside a claimed one. */
function leftovers(doc: ParsedDoc, taken: Set<Section>, skip: (s: Section) => boolean): ExtraSection[] {
  const claimed = [...taken];
  return doc.sections
    .filter((s) => !taken.has(s) && !skip(s) && !claimed.some((c) => s.line > c.line && s.start <= c.end && s.end <= c.end))
    .filter((s, _i, all) => !all.some((o) => o !== s && s.line > o.line && s.end <= o.end))
    .map((s) => ({ heading: s.heading, text: sectionText(s.raw) }))
    .filter((x) => x.text !== '' || x.heading !== '');
}

export interface ParsedBrief {
  answers: BriefAnswers;
  /** Which answers the document gave (so flags can be layered over a body). */
  given: Set<string>;
  extra: ExtraSection[];
  preamble: string;
}

export function briefFromDoc(doc: ParsedDoc, kind: Pick<Kind, 'questions' | 'template'> & { firstStep?: string }): ParsedBrief {
  const answers = emptyBrief();
  const given = new Set<string>();
  const taken = new Set<Section>();
  if (doc.title) {
    answers.title = doc.title;
    given.add('title');
  }
  const headings = slotHeadings(kind.template);
  // The kind's own questions first: their headings are more specific than the shared sections' aliases
  // (the task kind's "Constraints" is also an alias of "Already decided").
  for (const q of kind.questions) {
    const heading = headings.get(q.name) ?? q.heading;
    const s = findSection(doc, { heading, aliases: [q.name.toLowerCase(), q.heading.toLowerCase()], key: q.name }, taken);
    if (!s) continue;
    taken.add(s);
    let text = sectionText(s.raw);
    const frame = slotFrame(kind.template, q.name);
    if (frame && frame.prefix && text.startsWith(frame.prefix)) text = text.slice(frame.prefix.length).trim();
    if (frame && frame.suffix && text.endsWith(frame.suffix)) text = text.slice(0, -frame.suffix.length).trim();
    answers.fields[q.name] = text;
    given.add(`field:${q.name}`);
  }
  for (const spec of [...BRIEF_HEAD, ...BRIEF_TAIL]) {
    const v = readSpec(doc, spec, taken);
    if (v === undefined) continue;
    (answers as unknown as Record<string, unknown>)[spec.key] = v;
    given.add(spec.key);
  }
  // A kind's first_step opening is the tool's text, not an answer (session: "Verify the state ...").
  if (kind.firstStep && answers.firstStep) answers.firstStep = withoutLead(answers.firstStep, kind.firstStep);
  const generatedHeadings = new Set(
    [...slotHeadings(kind.template).entries()].filter(([slot]) => !kind.questions.some((q) => q.name === slot)).map(([, h]) => h.toLowerCase()),
  );
  const staticHeadings = new Set(staticChunkHeadings(kind.template));
  const extra = leftovers(doc, taken, (s) => /^return$/i.test(s.heading.trim()) || generatedHeadings.has(s.heading.toLowerCase()) || staticHeadings.has(s.heading.toLowerCase()));
  return { answers, given, extra, preamble: sectionText(doc.preamble) };
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

export interface ParsedReturn {
  answers: ReturnAnswers;
  /** False when no outcome word was found. */
  outcomeFound: boolean;
  given: Set<string>;
  extra: ExtraSection[];
  /** The findings with the document line each starts on (for lint). */
  findingItems: Item[];
}

const OUTCOME_WORD = /\b(answered|partial(?:ly)?|blocked|abandoned)\b/i;

export function parseOutcome(text: string): { outcome: Outcome; answer: string } | null {
  const first = text.split('\n').slice(0, 3).join('\n');
  const m = OUTCOME_WORD.exec(first);
  if (!m) return null;
  const word = m[1]!.toLowerCase();
  const outcome: Outcome = word.startsWith('partial') ? 'partial' : (word as Outcome);
  const lead = /^[*_\s]*(?:(?:outcome|status|result)\s*[:：]\s*)?[*_]*\s*(answered|partial(?:ly)?|blocked|abandoned)[*_]*\s*(?:[—–:-]+\s*)?/i.exec(text);
  const answer = lead ? text.slice(lead[0].length) : text;
  return { outcome, answer: answer.trim() };
}

export function returnFromDoc(doc: ParsedDoc): ParsedReturn {
  const answers = emptyReturn();
  const given = new Set<string>();
  const taken = new Set<Section>();
  let outcomeFound = false;
  for (const spec of RETURN_SECTIONS) {
    if (spec.key === 'outcome') {
      const s = findSection(doc, spec, taken);
      const text = s ? sectionText(s.raw) : sectionText(doc.preamble);
      const o = parseOutcome(text);
      if (s) taken.add(s);
      if (o) {
        answers.outcome = o.outcome;
        answers.answer = o.answer;
        outcomeFound = true;
        given.add('outcome');
        if (o.answer) given.add('answer');
      } else if (s && text) {
        answers.answer = text;
        given.add('answer');
      }
      continue;
    }
    if (spec.key === 'findings') continue; // last: it may take every section the others leave
    const v = readSpec(doc, spec, taken);
    if (v === undefined) continue;
    (answers as unknown as Record<string, unknown>)[spec.key] = v;
    given.add(spec.key);
  }
  const hasSection = findSection(doc, RETURN_SECTIONS[1]!, taken) !== undefined;
  const findings = returnFindings(doc, taken);
  if (hasSection || findings.length) {
    answers.findings = findings.map((f) => f.text);
    given.add('findings');
  }
  const extra = leftovers(doc, taken, () => false);
  return { answers, outcomeFound, given, extra, findingItems: findings };
}

/** A document's sections as its markdown has them now (hand edits included): for `show --json` and `pull --json`. */
export function docSections(md: string): { heading: string; level: number; line: number; text: string }[] {
  return parseDoc(md).sections.map((s) => ({ heading: s.heading, level: s.level, line: s.line, text: sectionText(s.raw) }));
}
