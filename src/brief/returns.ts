// A return's answers: from a hand-written document, flags layered on top, what is still missing, and the
// render + redact + lint step that `handoff return` saves. Pure (the brief and phrase list come in).

import type { Anchor, Outcome, Redaction, ReturnAnswers } from './types.js';
import { OUTCOMES } from './types.js';
import { RETURN_SECTIONS } from './sections.js';
import { documentKind, type DocumentKind } from './document-type.js';
import { sectionText, type ParsedDoc, type Placement } from './document.js';
import { OUTSIDE_FENCE_HEADING, returnFromDoc, type ParsedReturn } from './read-return.js';
import type { StatedOutcome } from './outcome.js';
import { parseBody } from './body-doc.js';
import { closingPlacement } from './closing-trailer.js';
import { normalizeAnswer, oneLine } from './escape.js';
import { renderList, renderReturn, type ExtraSection, type NoFindings, type ReturnLayout } from './render.js';
import { redact } from './redact.js';
import { keepUnplaced, placementNames } from './unplaced.js';
import { fromHeadingLine, saysMoreThanItsSection } from './heading-rest.js';
import { lintDoc, type LintResult, type Phrase } from './lint.js';
import { mapStrings, type Missing } from './answers.js';
import { IMPORTED_HEADER_HEADING } from './tool-sections.js';

export interface ReturnFlags {
  outcome?: string;
  answer?: string;
  finding?: string[];
  recommend?: string[];
  deadEnd?: string[];
  evidence?: string[];
  question?: string[];
}

const LIST_FLAGS = [
  ['finding', 'findings'],
  ['recommend', 'recommendations'],
  ['deadEnd', 'deadEnds'],
  ['evidence', 'evidence'],
  ['question', 'questions'],
] as const;

/** "Answered" -> "answered"; null for anything that is not one of the four outcomes. */
export function parseOutcomeFlag(v: string): Outcome | null {
  const o = v.trim().toLowerCase();
  return (OUTCOMES as readonly string[]).includes(o) ? (o as Outcome) : null;
}

/** Flags win over a document, as in `new`: each flag given replaces that section. */
export function applyReturnFlags(base: ReturnAnswers, given: Set<string>, flags: ReturnFlags): ReturnAnswers {
  const a: ReturnAnswers = { ...base };
  if (flags.outcome !== undefined) {
    const o = parseOutcomeFlag(flags.outcome);
    if (o) {
      a.outcome = o;
      given.add('outcome');
    }
  }
  if (flags.answer !== undefined) {
    a.answer = flags.answer;
    given.add('answer');
  }
  for (const [flag, key] of LIST_FLAGS) {
    const v = flags[flag];
    if (v && v.length) {
      a[key] = v.map(normalizeAnswer).filter(Boolean);
      given.add(key);
    }
  }
  return a;
}

export function normalizeReturn(a: ReturnAnswers): ReturnAnswers {
  const list = (xs: string[]) => xs.map(normalizeAnswer).filter(Boolean);
  return {
    outcome: a.outcome,
    answer: oneLine(normalizeAnswer(a.answer)),
    findings: list(a.findings),
    recommendations: list(a.recommendations),
    deadEnds: list(a.deadEnds),
    evidence: list(a.evidence),
    questions: list(a.questions),
  };
}


/** What a return still lacks: an outcome, a finding unless abandoned (or a statement that nothing was found,
 *  `noneStated`), and for blocked what blocks it. */
export function missingReturn(a: ReturnAnswers, given: Set<string>, noneStated = false): Missing[] {
  const out: Missing[] = [];
  if (!given.has('outcome')) out.push({ name: 'outcome', flag: `--outcome ${OUTCOMES.join('|')}` });
  const outcome = given.has('outcome') ? a.outcome : null;
  if (outcome === 'blocked' && !a.answer.trim()) out.push({ name: 'answer (what blocks it)', flag: '--answer' });
  if (outcome !== 'abandoned' && !a.findings.length && !noneStated) out.push({ name: 'findings (at least one, unless abandoned)', flag: '--finding', hint: 'when nothing was found, say so: --finding none' });
  return out;
}

// (A body is parsed in body-doc.ts: reading a brief needs it without the return reader.)
export { parseBody, unwrapFenced, type BodyDoc, type OutsideFence } from './body-doc.js';

export interface Placeholders {
  /** The outcome line as the template shows it ("answered | partial | ..."). */
  outcome: string;
  /** List items the template shows as examples. */
  items: Set<string>;
}

/** The example text of prompts/return.md's fenced shape, so a copy left unfilled is not taken as an answer.
 *  Read line by line (the shape is headings and one-line "- " items): no markdown parse for a constant. */
export function returnPlaceholders(template: string): Placeholders {
  const lines = template.replace(/\r\n?/g, '\n').split('\n');
  const open = lines.findIndex((l) => /^ {0,3}(`{3,}|~{3,})/.test(l));
  const items = new Set<string>();
  let outcome = '';
  if (open < 0) return { outcome, items };
  const fence = /^ {0,3}(`{3,}|~{3,})/.exec(lines[open]!)![1]!;
  let section = '';
  const outcomeLines: string[] = [];
  for (const l of lines.slice(open + 1)) {
    if (l.trim().startsWith(fence[0]!.repeat(3)) && l.trim().replace(/[`~]/g, '') === '') break;
    const h = /^ {0,3}#{1,6}\s+(.*?)\s*$/.exec(l);
    if (h) {
      section = h[1]!.toLowerCase();
      continue;
    }
    if (section === 'outcome') outcomeLines.push(l);
    const item = /^\s*[-*+]\s+(.*?)\s*$/.exec(l);
    if (item && section !== 'outcome') items.add(item[1]!);
  }
  outcome = oneLine(outcomeLines.join('\n'));
  return { outcome, items };
}

export interface ImportedReturn {
  answers: ReturnAnswers;
  given: Set<string>;
  extra: ExtraSection[];
  /** The id a `<!-- handoff:return id=... -->` marker names, if the document has one. */
  markerId?: string;
  /** What was dropped as unfilled template text. */
  placeholders: string[];
  /** Where each part of the document went. */
  placement: Placement[];
  /** The line the outcome was read from, when the document stated it. */
  outcomeFrom: StatedOutcome | null;
  /** The findings' groups as the document had them, for the written return (render.ts ReturnLayout). */
  layout: ReturnLayout;
  /** The tool's note on the findings' tables (by identity: a body section of that name is the body's). */
  findingsNote?: ExtraSection;
  /** No finding, and the line that states nothing was found (read-return.ts). */
  noFindings?: NoFindings;
  /** A stated outcome the reader did not take, and the section that held it back (read-return.ts outcomeHeld). */
  outcomeHeld?: ParsedReturn['outcomeHeld'];
  /** What the document is (document-type.ts): a return, or null when it says neither. */
  reading: DocumentKind;
  /** A return the tool wrote: its own header lines (where and when that work was done), kept as data. */
  importedHeader?: string;
}

/** A document that reads as a brief; `because` says why (document-type.ts), as lint and new say it. */
export class NotAReturnError extends Error {
  constructor(readonly because: string) {
    super(`this document is a brief, not a return: ${because}`);
  }
}

/** A return document (hand-written, pasted, or a saved return-N.md) -> answers. Throws NotAReturnError for a brief. */
/** `forId`: the handoff the return is recorded for. A return the tool wrote for that same handoff is the
 *  tool's own document coming back (a re-recorded or synced return): its header is written anew. */
export function importReturn(text: string, placeholders: Placeholders, forId?: string, force = false): ImportedReturn {
  const doc = parseBody(text);
  // One decision of what a document is, shared with lint and new (document-type.ts documentKind).
  const reading = documentKind(doc);
  // (With force, the person said it is the return: read as one; the command says what it read it as.)
  if (reading.type === 'brief' && !force) throw new NotAReturnError(reading.because);
  const parsed = returnFromDoc(doc);
  if (doc.outsideFence.length) {
    // "Here is my return:" above a ~~~markdown fence, "Let me know …" below it: kept, and said so.
    const kept: ExtraSection = { heading: OUTSIDE_FENCE_HEADING, text: doc.outsideFence.map((o) => o.text).join('\n\n') };
    parsed.extra.push(kept);
    for (const o of doc.outsideFence) parsed.placement.push({ line: o.line, from: '(text outside the fenced return)', to: `kept under "${OUTSIDE_FENCE_HEADING}"` });
    parsed.placement.sort((a, b) => a.line - b.line);
  }
  // A return the tool wrote (for this handoff or another, in another store or clone): its header says where
  // that work was done and when ("**Worked in:** … on fix-pager @ abc1234; uncommitted: …"). The return
  // written now has a header of its own (where it is recorded), so the document's is kept as its data,
  // under a heading that names it, and the output says so: never dropped in silence.
  const header = doc.marker?.type === 'return' ? importedHeader(doc) : null;
  const ownReturn = header !== null && forId !== undefined && doc.marker!.id === forId;
  // Only the lines of the shape handoff writes there are its header: a line the writer added (or a whole
  // preamble under a marker anyone can type) is theirs, kept.
  const theirs = header && ownReturn ? writersHeaderLines(header.text) : '';
  if (header && ownReturn && !theirs) {
    // The same handoff's own return: its header is this return's, written again (kept, it would be added
    // once more at every re-recording).
    parsed.placement.push({ line: header.line, from: `(the header handoff wrote for return ${doc.marker!.n ?? '?'} of this handoff)`, to: "written anew: this return's own header" });
    parsed.placement.sort((a, b) => a.line - b.line);
  } else if (header && ownReturn) {
    parsed.extra.unshift({ heading: IMPORTED_HEADER_HEADING, text: theirs });
    parsed.placement.push({ line: header.line, from: `(the lines above the first section, under a marker naming return ${doc.marker!.n ?? '?'} of this handoff)`, to: `the lines handoff writes there written anew; the others kept under "${IMPORTED_HEADER_HEADING}"` });
    parsed.placement.sort((a, b) => a.line - b.line);
  } else if (header) {
    parsed.extra.unshift({ heading: IMPORTED_HEADER_HEADING, text: header.text });
    parsed.placement.push({ line: header.line, from: `(the header handoff wrote for return ${doc.marker!.n ?? '?'} of ${doc.marker!.id ?? 'a handoff'})`, to: `kept under "${IMPORTED_HEADER_HEADING}" (where and when that work was done, as it says; this return's own header says where it is recorded)` });
    parsed.placement.sort((a, b) => a.line - b.line);
  }
  const answers = parsed.answers;
  const given = parsed.given;
  const dropped: string[] = [];
  const outcomeRaw = doc.sections.find((s) => /^outcome$/i.test(s.heading.trim()));
  if (placeholders.outcome && outcomeRaw && oneLine(outcomeRaw.raw) === placeholders.outcome) {
    // "answered | partial | blocked | abandoned — the answer in one line", copied unchanged.
    given.delete('outcome');
    given.delete('answer');
    answers.outcome = 'answered';
    answers.answer = '';
    dropped.push('outcome');
  }
  const findingGroups = parsed.layout.findingGroups?.filter((_g, i) => !placeholders.items.has(answers.findings[i]!));
  for (const k of ['findings', 'recommendations', 'deadEnds', 'evidence', 'questions'] as const) {
    const kept = answers[k].filter((i) => !placeholders.items.has(i));
    if (kept.length !== answers[k].length) dropped.push(k);
    answers[k] = kept;
    if (!kept.length) given.delete(k);
  }
  // The closing trailer ("Good luck!", "*Generated by Claude Code*") is no finding nor section: blanked before the
  // reading (body-doc.ts), said here line by line.
  if (doc.trailer.length) {
    parsed.placement.push(...doc.trailer.map(closingPlacement));
    parsed.placement.sort((a, b) => a.line - b.line);
  }
  // Nothing dropped without a word: a line whose text the reader placed nowhere is kept as written.
  // (The line the outcome was read from is placed: it is written as the Outcome line, "Outcome:" as the heading.)
  if (!doc.marker) keepUnplaced(doc, parsed, [parsed.outcomeFrom?.text ?? '', answers.outcome, answers.answer, ...answers.findings, ...answers.recommendations, ...answers.deadEnds, ...answers.evidence, ...answers.questions, ...(parsed.layout.findingGroups ?? []).flat(), parsed.layout.outcomeText ?? '', ...Object.values(parsed.layout.headingNotes ?? {}).flat().map((n) => fromHeadingLine(n.heading)), ...parsed.extra.flatMap((x) => [x.heading, x.text]), parsed.noFindings?.text ?? '', header?.text ?? '', placeholders.outcome, ...placeholders.items], { names: placementNames(parsed.placement), asksHeading: (h) => saysMoreThanItsSection(h, RETURN_SECTIONS) });
  return {
    answers,
    given,
    extra: parsed.extra,
    markerId: doc.marker?.type === 'return' ? doc.marker.id : undefined,
    placeholders: dropped,
    placement: parsed.placement,
    outcomeFrom: given.has('outcome') ? parsed.outcomeFrom : null,
    layout: { ...(findingGroups?.some((g) => g.length) ? { findingGroups } : {}), ...(parsed.layout.outcomeText ? { outcomeText: parsed.layout.outcomeText } : {}), ...(parsed.layout.headingNotes ? { headingNotes: parsed.layout.headingNotes } : {}), ...(parsed.noFindings && !answers.findings.length ? { noFindings: parsed.noFindings } : {}), ...(parsed.layout.numbers ? { numbers: parsed.layout.numbers } : {}) },
    findingsNote: parsed.findingsNote,
    ...(parsed.noFindings && !answers.findings.length ? { noFindings: parsed.noFindings } : {}),
    reading,
    ...(parsed.outcomeHeld && !given.has('outcome') ? { outcomeHeld: parsed.outcomeHeld } : {}),
    ...(header && !ownReturn ? { importedHeader: header.text } : theirs ? { importedHeader: theirs } : {}),
  };
}

/** The header lines of a return the tool wrote (title, "**Return 1** for …", "**Worked in:** …"), as
 *  written (the marker aside), and the 1-based line of the first; null when it has none. */
function importedHeader(doc: ParsedDoc): { text: string; line: number } | null {
  const lines = doc.blocks.lines;
  const [from, to] = doc.preambleLines;
  const kept: string[] = [];
  let first = -1;
  if (doc.title && doc.titleLine !== null) {
    kept.push(`Title: ${doc.title}`, '');
    first = doc.titleLine;
  }
  const body = lines.slice(from, to).filter((l) => !MARKER_LINE.test(l));
  const text = sectionText(body.join('\n'));
  if (!text && first < 0) return null;
  if (first < 0) first = from + lines.slice(from, to).findIndex((l) => l.trim() && !MARKER_LINE.test(l));
  return { text: [...kept, text].join('\n').trim(), line: first + 1 };
}

const MARKER_LINE = /^ {0,3}<!--\s*handoff:(?:brief|return)\b[^>]*-->\s*$/;

/** The lines of an imported header (importedHeader's text) that are not of the shape renderReturn writes
 *  (its "# Return: …" title, "**Return N** for `id` · date", "**Worked in:** …"); '' when there are none. */
function writersHeaderLines(text: string): string {
  const tool = /^(?:Title: Return: .*|\*\*Return \d+\*\* for `[a-z0-9-]+` · .*|\*\*Worked in:\*\* .*)$/;
  return sectionText(text.split('\n').filter((l) => !tool.test(l.trim())).join('\n'));
}

export { IMPORTED_HEADER_HEADING };

const FLAG_NAMES: Record<(typeof LIST_FLAGS)[number][0], string> = { finding: '--finding', recommend: '--recommend', deadEnd: '--dead-end', evidence: '--evidence', question: '--question' };

/**
 * Where the document's parts went once the flags are applied: a flag replaces what the document gave for
 * its section (as in new), and the parts it replaced say so ("replaced by --finding: not written"), with
 * a line of their own for the flag. Nothing a flag displaces goes without a word.
 */
export function flagPlacement(imported: Pick<ImportedReturn, 'answers' | 'placement' | 'outcomeFrom'>, flags: ReturnFlags): Placement[] {
  const out = imported.placement.map((p) => ({ ...p }));
  const a = imported.answers;
  const add: Placement[] = [];
  for (const [flag, key] of LIST_FLAGS) {
    const v = flags[flag];
    if (!v || !v.length || !a[key].length) continue;
    const name = FLAG_NAMES[flag];
    const spec = RETURN_SECTIONS.find((x) => x.key === key)!;
    const mine = (p: Placement) => (key === 'findings' ? /^findings? (?:\d|\(none)/.test(p.to) : p.to === spec.heading || (key === 'evidence' && p.to.includes('in Evidence')));
    const parts = out.filter(mine);
    for (const p of parts) p.to = `${p.to}; replaced by ${name}, not written`;
    const n = a[key].length;
    add.push({ line: parts[0]?.line ?? 1, from: `(${v.length} ${name})`, to: `${spec.heading}: ${v.length === 1 ? 'it replaces' : 'they replace'} the document's ${n} ${n === 1 ? 'item' : 'items'} (flags win over --body; give them all in one place to keep both)` });
  }
  if (flags.answer !== undefined && a.answer.trim()) {
    const said = oneLine(a.answer);
    add.push({ line: imported.outcomeFrom?.line ?? out.find((p) => p.to.startsWith('Outcome'))?.line ?? 1, from: '(--answer)', to: `the one-line answer; it replaces the document's "${said.length > 50 ? `${said.slice(0, 47)}...` : said}", not written` });
  }
  const flagged = flags.outcome !== undefined ? parseOutcomeFlag(flags.outcome) : null;
  if (flagged && imported.outcomeFrom && imported.outcomeFrom.outcome !== flagged) {
    add.push({ line: imported.outcomeFrom.line, from: `(--outcome ${flagged})`, to: `Outcome: it overrides "${imported.outcomeFrom.outcome}", which the document states on this line` });
  }
  return [...out, ...add].sort((x, y) => x.line - y.line);
}

/** The layout, if it still fits the findings that will be written (flags and prompts may replace them). */
export function layoutFor(answers: ReturnAnswers, imported: { answers: ReturnAnswers; layout: ReturnLayout } | null): ReturnLayout {
  // The rest of the writer's Outcome section is theirs whatever the flags replaced: it is always written.
  const outcome: ReturnLayout = imported?.layout.outcomeText ? { outcomeText: imported.layout.outcomeText } : {};
  // A heading note stays while the item it stood above is still written (a flag that replaces the list
  // replaces what the heading was over).
  const notes = Object.entries(imported?.layout.headingNotes ?? {}).flatMap(([k, ns]) => {
    const items = (answers as unknown as Record<string, unknown>)[k];
    const kept = Array.isArray(items) ? ns.filter((n) => items.some((it) => normalizeAnswer(String(it)) === normalizeAnswer(n.before))) : [];
    return kept.length ? [[k, kept] as const] : [];
  });
  if (notes.length) outcome.headingNotes = Object.fromEntries(notes);
  // A statement that nothing was found stands while nothing else is written as a finding.
  if (imported?.layout.noFindings && !answers.findings.length) outcome.noFindings = imported.layout.noFindings;
  // The numbers a list was read with go along: written only while that answer is still those items (list-numbers.ts).
  if (imported?.layout.numbers) outcome.numbers = imported.layout.numbers;
  const groups = imported?.layout.findingGroups;
  if (!groups) return outcome;
  const before = imported.answers.findings.map(normalizeAnswer);
  const now = answers.findings;
  return now.length === before.length && now.every((f, i) => f === before[i]) ? { ...outcome, findingGroups: groups } : outcome;
}

export interface ComposedReturn {
  markdown: string;
  answers: ReturnAnswers;
  redactions: Redaction[];
  lint: LintResult;
}

export interface ReturnComposeMeta {
  id: string;
  n: number;
  briefTitle: string;
  created: string;
  anchor: Anchor;
}

/** Render, redact, lint: the same order as a brief, so what is linted is what is written. */
export function composeReturn(answers: ReturnAnswers, meta: ReturnComposeMeta, lint: { phrases: Phrase[]; brief?: string }, extra: ExtraSection[] = [], layout: ReturnLayout = {}): ComposedReturn {
  const raw = renderReturn(answers, meta, extra, layout);
  const { text, redactions } = redact(raw);
  return {
    markdown: text,
    answers: mapStrings(answers, (s) => redact(s).text),
    redactions,
    lint: lintDoc(text, { type: 'return', phrases: lint.phrases, brief: lint.brief }),
  };
}

/**
 * Answers as a body `return --body` reads back to the same answers: the return's own sections
 * (RETURN_SECTIONS, the one list of their headings), the outcome line, each list written as the
 * tool writes it. For what an interrupted interactive return keeps.
 */
export function returnDraft(a: ReturnAnswers): string {
  const out: string[] = [];
  for (const spec of RETURN_SECTIONS) {
    if (spec.key === 'outcome') {
      const answer = oneLine(a.answer);
      out.push(`## ${spec.heading}\n\n${a.outcome}${answer ? ` — ${answer}` : ''}\n`);
    } else if (a[spec.key].length) {
      out.push(`## ${spec.heading}\n\n${renderList(a[spec.key])}\n`);
    }
  }
  return out.join('\n');
}
