// Answers + scene -> markdown. Pure and deterministic: the same inputs give the same bytes.

import type { Anchor, BriefAnswers, Kind, ReturnAnswers } from './types.js';
import { ALL_SECTIONS, BRIEF_HEAD, BRIEF_TAIL, RETURN_HEADING, RETURN_SECTIONS, bestSectionScore, normalizeHeading, type HeadingTarget, type SectionSpec } from './sections.js';
import { escapeLines, escapeTitle, normalizeAnswer, oneLine, type SubheadingNames } from './escape.js';
import { kindChunks } from './template.js';
import { cannotOpenOrHead, isProseLine, scanBlocks } from './blocks.js';
import { firstStepLead } from './lineage.js';
import { framed, unframed } from './frame.js';
import { WHERE_HEADING, isToolSection } from './tool-sections.js';
import { fromHeadingLine, headingOfNoteLine } from './heading-rest.js';
import { groupedNumbers, ledNumbers, writtenNumbers, type ItemNumber, type ListMark, type ListNumbers, type ReadItems } from './list-numbers.js';

export interface BriefMeta {
  id: string;
  created: string;
  origin: Anchor;
  from?: string;
  supersedes?: string;
  expect?: number;
  /** The Return section's body (prompts/return.md, or pickup.md for a kind with `returns: false`) with its slots still in it. */
  returnTemplate: string;
  /** Values for generated slots such as {{changed_files}}: already markdown, not escaped. */
  generated?: Record<string, string>;
  /** The Return section's other slots (brief/way-back.ts returnSlots): {{handoff}}, the command that runs
   *  from any folder (default "handoff"), and {{shared}}, how another clone returns (default none). */
  returnSlots?: Record<string, string>;
  /** The "Where to work" section's body (brief/way-back.ts renderWhereToWork); none when absent. */
  whereToWork?: string | null;
  /** The brief this one was cut from when its body was a brief the tool wrote: its id, kind, date and origin. */
  cutFrom?: string;
}

/** The header line naming the brief a body marked as the tool's was (body.ts importBrief). */
export const CUT_FROM = 'Cut from';

export { WHERE_HEADING };

/** The heading of what the writer set apart from a findings section (an item struck out, HTML or a quoted
 *  section after the list): it names where it stood, and is written right after the findings. */
export function setAsideHeading(from: string): string {
  return `${SET_ASIDE} "${from}"`;
}
const SET_ASIDE = 'Set aside from';
/** Known by its heading when a written return is read back: its place after the findings is kept. (A
 *  body's own section of that name is the writer's: the return reader keeps it "(as written)".) */
export const isSetAsideHeading = (h: string) => h.startsWith(`${SET_ASIDE} "`);
const isSetAside = (x: ExtraSection) => isSetAsideHeading(x.heading);

export interface ExtraSection {
  heading: string;
  text: string;
}

/**
 * The words a section's heading said beyond the name of the answer it filled ("## Dead ends we hit with the
 * regex lexer": heading-rest.ts), with the item (or the first line of the paragraph) it stood above. Kept
 * apart from the answers, so nothing that counts or reads their items (gather's counts, the title hint,
 * findings, lint) takes a heading for an item; written back as a line above that item ("*From the heading:
 * …*") where the document is written.
 */
export interface HeadingNote {
  heading: string;
  before: string;
}
/** Heading notes by answer key: "deadEnds", "firstStep", "field:observed", "recommendations". */
export type HeadingNotes = Record<string, HeadingNote[]>;

/** An answer with its heading notes' lines where they stood: a line above the item (or the paragraph) each
 *  stood above, the first not found at the start. An empty answer stays empty (its heading said nothing of
 *  it). What the readers wrote into the answer before notes were kept apart, byte for byte. */
export function withHeadingNotes<T extends string | string[]>(value: T, notes: readonly HeadingNote[] | undefined): T {
  if (!notes?.length || !value.length) return value;
  if (Array.isArray(value)) {
    const out = [...value];
    let from = 0;
    for (const n of notes) {
      const at = out.findIndex((it, i) => i >= from && it.trim() === n.before.trim());
      const i = at < 0 ? from : at;
      out.splice(i, 0, fromHeadingLine(n.heading));
      // (Past the item it stands above: two headings over items of the same words each keep their own.)
      from = at < 0 ? i + 1 : i + 2;
    }
    return out as T;
  }
  let text = value as string;
  let from = 0;
  for (const n of notes) {
    let at = -1;
    for (let p = text.indexOf(n.before, from); p >= 0 && n.before; p = text.indexOf(n.before, p + 1)) {
      if (p === 0 || text.startsWith('\n\n', p - 2)) {
        at = p;
        break;
      }
    }
    const i = at < 0 ? from : at;
    const line = `${fromHeadingLine(n.heading)}\n\n`;
    text = text.slice(0, i) + line + text.slice(i);
    from = i + line.length + (at < 0 ? 0 : n.before.length);
  }
  return text as T;
}

export const BRIEF_MARKER = 'handoff:brief';
export const RETURN_MARKER = 'handoff:return';

/** True when the markdown leaves nothing open and holds no heading (with `deep`, none but sub-headings of
 *  level 3 or more after some text of its own): a heading written after it is seen. */
function closesCleanly(md: string, deep = false): boolean {
  // Most findings and list items hold nothing that could open a block: no need to load or run marked.
  if (cannotOpenOrHead(md)) return true;
  const { headings } = scanBlocks(`${md}\n\n## ${PROBE}`);
  const last = headings[headings.length - 1];
  if (!last || last.text !== PROBE || last.level !== 2) return false;
  const rest = headings.slice(0, -1);
  // Which sub-headings may stay is escape.ts escapeLines' rule; here only that none is a "## " or above.
  return rest.length === 0 || (deep && rest.every((h) => h.level >= 3));
}
const PROBE = 'handoff-probe';


/**
 * Escape an answer for its place in the document, then check it with the parser's own scanner: fences are
 * matched line by line, but the answer's own list items change what a fence line means, so when the
 * escaped answer would still open a block or make a heading, every risky line is escaped instead.
 */
function escapeChecked(text: string, frame: (lines: string[]) => string, deep: false | SubheadingNames = false): string {
  const lines = normalizeAnswer(text).split('\n');
  // Prose (blocks.ts isProseLine: most answers, every one-line flag) renders as typed, without the check
  // by marked (a cold lexer costs ~20 ms of `new`); escapeLines would leave it as it is anyway.
  if (lines.every(isProseLine)) return frame(lines);
  const out = frame(escapeLines(lines, false, deep));
  return closesCleanly(out, Boolean(deep)) ? out : frame(escapeLines(lines, true));
}

/** The tool's own section headings: its readers know them by name, so no answer's sub-heading is one. */
const TOOL_HEADINGS = new Set([...BRIEF_HEAD, ...BRIEF_TAIL, ...RETURN_SECTIONS].map((x) => normalizeHeading(x.heading)).concat(normalizeHeading(RETURN_HEADING)));

/**
 * What a sub-heading of an answer names (escape.ts escapeLines keeps or escapes it by this): one of the
 * tool's own sections, any section a reader fills (a brief's or a return's by prompts/headings.txt, and
 * the kind's own questions), or nothing ("✅ What is good", "Details", "Part 2").
 */
export function subheadingNames(kind?: Pick<Kind, 'questions' | 'template'>): SubheadingNames {
  const own: HeadingTarget[] = (kind?.questions ?? []).map((q) => ({ key: `field:${q.name}`, heading: q.heading, aliases: [q.name], phrases: q.aliases, table: `field.${q.name}` }));
  // The kind's own sections as its template heads them ("How to reproduce" for the reproduce question).
  for (const c of kind ? kindChunks(kind.template) : []) if (c.heading) own.push({ key: `chunk:${c.heading}`, heading: c.heading });
  const targets = [...ALL_SECTIONS, ...own];
  return (heading) => {
    const h = normalizeHeading(heading);
    if (!h) return 'section';
    // (Beside them the headings it writes for its notes and the parts of a body it keeps: named, never filled.)
    if (TOOL_HEADINGS.has(h) || isToolSection(heading, 'any') || h.startsWith(normalizeHeading(framed('')))) return 'tool';
    return bestSectionScore(heading, targets) > 0 ? 'section' : 'none';
  };
}
const ANY_DOCUMENT = subheadingNames();

/** A text answer under its "## " heading. Its own "### " sub-headings stay sub-headings where the written
 *  document reads back to the same answer (escape.ts escapeLines): they nest under the section and are
 *  read back as part of it. `names`: what a sub-heading names, for a brief of a kind with its own questions. */
export function renderText(text: string, names: SubheadingNames = ANY_DOCUMENT): string {
  return escapeChecked(text, (lines) => lines.join('\n'), names);
}

/** One list item: "- first line", continuation lines indented by two (under a number, "3. ", by its
 *  marker's width: items.ts reads them back so). A first line that starts with white space would move the
 *  item's content column, so such an item starts with a bare marker. */
function listItem(lines: string[], mark = '-'): string {
  const blankFirst = /^[ \t]/.test(lines[0]!);
  const indent = ' '.repeat(mark.length + 1);
  const body = lines.map((l, i) => (i === 0 && !blankFirst ? `${mark} ${l}` : l === '' ? '' : `${indent}${l}`)).join('\n');
  return blankFirst ? `${mark}\n${body}` : body;
}

/** A list, with bullets; with `numbers` (one per item, list-numbers.ts decided them) numbered as its source was.
 *  (A number missing from a run, a heading note that found no item, leaves the run with bullets.) */
export function renderList(items: string[], numbers?: readonly (ListMark | null)[] | null): string {
  const marks = numbers && numbers.length === items.length && numbers.every(Boolean) && numbers[0] !== 'sub' ? (numbers as ListMark[]).map((x) => (x === 'sub' ? x : `${x.n}${x.delim}`)) : null;
  // ('sub': a bullet nested under the numbered item before it, at that item's content column.)
  let under = '';
  return items
    .map((item, i) => {
      const mark = marks?.[i];
      if (mark === 'sub') return escapeChecked(item, (lines) => listItem(lines).replace(/^(?=.)/gm, under));
      under = ' '.repeat((mark?.length ?? 1) + 1);
      return escapeChecked(item, (lines) => listItem(lines, mark));
    })
    .join('\n');
}

/** The numbers of a list answer's items as written with its heading note lines among them (null on a note
 *  line), when the answer (`plain`, before the notes) is still the numbered list it was read from. */
export function notedNumbers(plain: readonly string[], noted: readonly string[], read: ReadItems | undefined, led = false): (ListMark | null)[] | null {
  // (`led`: numbered runs with bullets under them may be written so, list-numbers.ts ledNumbers.)
  const numbers = writtenNumbers(plain, read) ?? (led ? ledNumbers(plain, read) : null);
  if (!numbers) return null;
  let i = 0;
  return noted.map((it) => (i < plain.length && it === plain[i] ? numbers[i++]! : null));
}

/** A list answer (a brief's, a return's) with its heading notes (withHeadingNotes) as lines of their own above the items
 *  they stood above, not as items: a reader counts the items, and "- *From the heading: …*" read as one.
 *  (Read back, the line is lifted into its note again: heading-rest.ts liftedListNotes.) */
function renderNotedList(items: string[], numbers?: readonly (ListMark | null)[] | null): string {
  const out: string[] = [];
  let run: string[] = [];
  let runNumbers: (ListMark | null)[] = [];
  const flush = () => {
    if (run.length) out.push(renderList(run, numbers ? runNumbers : null));
    run = [];
    runNumbers = [];
  };
  items.forEach((item, i) => {
    if (headingOfNoteLine(item) === null || i === items.length - 1) {
      run.push(item);
      runNumbers.push(numbers?.[i] ?? null);
      return;
    }
    flush();
    out.push(item);
  });
  flush();
  return out.join('\n\n');
}

const MAX_DIRTY = 8;

/** The header's line about where the brief was cut. Every field on one line: a file name may hold a line
 *  break, and a record synced from elsewhere anything; neither may start a line (a section) of its own. */
export function describeAnchor(a: Anchor): string {
  const c = (s: string | null) => inlineCode(oneLine(s ?? ''));
  if (!a.repo) return `${c(a.cwd)} (${oneLine(a.note ?? 'not a git repository')})`;
  const at = a.head ? ` @ ${c(a.headShort)}` : ` (${oneLine(a.note ?? 'no commits yet')})`;
  const branch = a.detached ? 'detached HEAD' : c(a.branch);
  const changed = [...a.dirty.map((f) => c(f)), ...a.untracked.map((f) => `${c(f)} (new)`)];
  const dirty = changed.length
    ? `; uncommitted: ${changed.slice(0, MAX_DIRTY).join(', ')}${changed.length > MAX_DIRTY ? ` and ${changed.length - MAX_DIRTY} more` : ''}`
    : '';
  return `${c(a.repo)} on ${branch}${at}${dirty}`;
}

/** `text` as inline code, with a longer fence when it holds a backtick. */
function inlineCode(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

function section(heading: string, body: string): string {
  return `## ${heading}\n\n${body}\n`;
}

function specBody(spec: SectionSpec, value: string | string[], names?: SubheadingNames, notesApart = false, numbers?: readonly (ListMark | null)[] | null): string | null {
  if (Array.isArray(value)) return value.length ? (notesApart ? renderNotedList(value, numbers) : renderList(value, numbers)) : null;
  const v = normalizeAnswer(value);
  return v ? renderText(v, names) : null;
}

export function renderBrief(kind: Pick<Kind, 'name' | 'questions' | 'template' | 'firstStep'>, answers0: BriefAnswers, meta: BriefMeta, extra: ExtraSection[] = [], notes: HeadingNotes = {}, numbers: ListNumbers = {}): string {
  const answers = briefWithNotes(answers0, notes);
  // A list answer still exactly the numbered list it was read from is written numbered (list-numbers.ts).
  const numbersOf = (key: string) => {
    const plain = (answers0 as unknown as Record<string, unknown>)[key];
    const noted = (answers as unknown as Record<string, unknown>)[key];
    return Array.isArray(plain) && Array.isArray(noted) ? notedNumbers(plain, noted, numbers[key]) : null;
  };
  const out: string[] = [];
  out.push(`# ${escapeTitle(answers.title)}\n`);
  out.push(`<!-- ${BRIEF_MARKER} id=${meta.id} kind=${kind.name} -->`);
  const from = meta.from ? ` · session \`${oneLine(meta.from)}\`` : '';
  const head = [`**Handoff brief** \`${meta.id}\` · ${kind.name} · ${meta.created}${from}`, `**Origin:** ${describeAnchor(meta.origin)}`];
  if (meta.cutFrom) head.push(`**${CUT_FROM}:** ${oneLine(meta.cutFrom)}`);
  if (meta.supersedes) head.push(`**Supersedes:** \`${meta.supersedes}\``);
  if (meta.expect && meta.expect > 1) head.push(`**Returns expected:** ${meta.expect} (independent sessions; do not coordinate)`);
  out.push(head.join('  \n') + '\n');
  out.push(
    '> You start fresh: you cannot ask the session that wrote this anything. ' +
      'Treat each claim as a lead: check it against the files, commands and commits named.\n',
  );
  const names = subheadingNames(kind);
  for (const spec of BRIEF_HEAD) {
    const body = specBody(spec, answers[spec.key], names, true, numbersOf(spec.key));
    if (body) out.push(section(spec.heading, body));
  }
  out.push(...renderKindSections(kind, answers.fields, meta.generated ?? {}, names));
  for (const spec of BRIEF_TAIL) {
    if (spec.key === 'firstStep') {
      for (const x of extra) out.push(section(escapeTitle(x.heading), renderText(withFrameNote(x, meta), names)));
    }
    const body = specBody(spec, answers[spec.key], names, true, numbersOf(spec.key));
    // A kind's first_step (front matter) opens the First step section; the answer follows as what comes next.
    const lead = spec.key === 'firstStep' ? firstStepLead(kind, answers.fields, meta.origin) : null;
    if (lead) out.push(section(spec.heading, body ? `${lead}\n\nThen:\n\n${body}` : lead));
    else if (body) out.push(section(spec.heading, body));
  }
  // The tool's own sections close the brief: where to work (the origin's tree), then how to return.
  if (meta.whereToWork) out.push(section(WHERE_HEADING, meta.whereToWork));
  // The Return section: how to return (prompts/return.md), or for a kind that expects none, how to close it
  // once picked up (prompts/pickup.md, chosen by fork/compose.ts); both name the command that runs anywhere.
  out.push(section('Return', fillSlots(meta.returnTemplate.trim(), { handoff: 'handoff', shared: '', ...meta.returnSlots, id: meta.id })));
  return out.join('\n');
}

/** The answers with their heading notes' lines in them, as the document writes them. */
function briefWithNotes(a: BriefAnswers, notes: HeadingNotes): BriefAnswers {
  if (!Object.keys(notes).length) return a;
  const fields = Object.fromEntries(Object.entries(a.fields).map(([k, v]) => [k, withHeadingNotes(v, notes[`field:${k}`])]));
  return { ...a, why: withHeadingNotes(a.why, notes.why), deliver: withHeadingNotes(a.deliver, notes.deliver), context: withHeadingNotes(a.context, notes.context), firstStep: withHeadingNotes(a.firstStep, notes.firstStep), decided: withHeadingNotes(a.decided, notes.decided), deadEnds: withHeadingNotes(a.deadEnds, notes.deadEnds), pointers: withHeadingNotes(a.pointers, notes.pointers), outOfScope: withHeadingNotes(a.outOfScope, notes.outOfScope), fields };
}

/**
 * A body's own section named like one the tool writes at the end (Return, Where to work), kept as "From the
 * body: Return": its text is the writer's, and it may hold commands ("handoff return other-id …") that are not
 * how to return this brief. A note says so above it, once (a brief cut again from this one keeps it).
 */
function withFrameNote(x: ExtraSection, meta: Pick<BriefMeta, 'whereToWork'>): string {
  const framed = unframed(x.heading);
  const note =
    framed === RETURN_HEADING
      ? `> The body's own "${RETURN_HEADING}", kept as written: it is not how to return this brief. The "${RETURN_HEADING}" section at the end is.`
      : framed === WHERE_HEADING && meta.whereToWork
        ? `> The body's own "${WHERE_HEADING}", kept as written. The "${WHERE_HEADING}" section at the end is the one handoff wrote for this brief.`
        : null;
  return !note || x.text.trimStart().startsWith(note) ? x.text : `${note}\n\n${x.text}`;
}

function fillSlots(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*([\w-]+)\s*\}\}/g, (m, name: string) => values[name] ?? m);
}

/** The kind's own sections: a section whose every slot is empty is left out, never padded. */
export function renderKindSections(kind: Pick<Kind, 'questions' | 'template'>, fields: Record<string, string>, generated: Record<string, string>, names = subheadingNames(kind)): string[] {
  const out: string[] = [];
  for (const chunk of kindChunks(kind.template)) {
    let empty = chunk.slots.length > 0;
    const body = chunk.body.replace(/\{\{\s*([\w-]+)\s*\}\}/g, (_m, name: string) => {
      if (name in generated) {
        if (generated[name]) empty = false;
        return generated[name]!;
      }
      const q = kind.questions.find((x) => x.name === name);
      const v = normalizeAnswer(fields[name] ?? q?.default ?? '');
      if (v) empty = false;
      return v ? renderText(v, names) : '';
    });
    if (empty) continue;
    out.push(chunk.heading ? section(chunk.heading, normalizeAnswer(body)) : normalizeAnswer(body) + '\n');
  }
  return out;
}

export interface ReturnMeta {
  id: string;
  n: number;
  briefTitle: string;
  created: string;
  anchor: Anchor;
}

/** How the findings were grouped in the document they came from: per finding, its group headings
 *  (outermost first; [] for none). Without it (or when it does not fit the findings), one flat list. */
export interface ReturnLayout {
  findingGroups?: string[][];
  /** The rest of the writer's Outcome section (a list, a table, "### Details"), written below the outcome
   *  line in the one Outcome section. */
  outcomeText?: string;
  /** The list sections' heading notes (recommendations, deadEnds, evidence, questions). */
  headingNotes?: HeadingNotes;
  /** No finding, and the line that says nothing was found: written as the findings section's body. */
  noFindings?: NoFindings;
  /** The list sections' items as read with their numbers (list-numbers.ts): a numbered list is written numbered. */
  numbers?: ListNumbers;
}

/** Where a return states that nothing was found: the 1-based source line (absent for a flag) and its text. */
export interface NoFindings {
  line?: number;
  text: string;
  /** The document's own words at `line`, where `text` is the statement written in their place ("No findings." for a
   *  ticked "- [x] ✅ Restore validated"): what a message quotes as stated there. */
  said?: string;
}

/**
 * Findings under the group headings they had (`### Security`, `#### Auth`), below the section's own "## "
 * heading, so the levels of a hand-written return survive and read back as the same groups. Findings of
 * no group come first: a list after a sub-heading would belong to it.
 */
/**
 * Whether findings under no group must be written before the groups: when one that follows a group has
 * other lines that are only a list or a table, as a sub-heading of its own it would read back as a group
 * (findings.ts isGroup). The reader orders its findings by the same rule (finding-numbers.ts), so what is
 * written reads back in the same order.
 */
export function ungroupedFirst(items: string[], groups: string[][]): boolean {
  let grouped = false;
  for (const [i, item] of items.entries()) {
    if ((groups[i] ?? []).length) grouped = true;
    else if (grouped && listOnly(item.split('\n').slice(1))) return true;
  }
  return false;
}

/** Lines that are only list items, table rows and their indented continuations (at least one item). */
const listOnly = (lines: string[]) => lines.some((l) => l.trim()) && lines.every((l) => !l.trim() || /^[ \t]{0,3}(?:[-*+]|\d{1,9}[.)]|\|)(?:[ \t]|$)|^[ \t]{2,}\S/.test(l));

export function renderGroupedList(items: string[], groups: string[][], numbers?: readonly (ItemNumber | null)[] | null): string {
  if (ungroupedFirst(items, groups)) {
    const order = [...items.keys()].sort((a, b) => Number((groups[a] ?? []).length > 0) - Number((groups[b] ?? []).length > 0));
    // (Moved, the items no longer count up as their numbers do: bullets.)
    return renderGroupedList(order.map((i) => items[i]!), order.map((i) => groups[i] ?? []));
  }
  const out: string[] = [];
  let run: string[] = [];
  let runNumbers: (ItemNumber | null)[] = [];
  let prev: string[] = [];
  // (Each group's run starts at its first item's own number: "3." over the second group's first finding.)
  const flush = () => {
    if (run.length) out.push(renderList(run, numbers ? runNumbers : null));
    run = [];
    runNumbers = [];
  };
  let grouped = false;
  items.forEach((item, i) => {
    // Below ###### there are no headings: deeper groups are joined into the last level.
    const g0 = groups[i] ?? [];
    const g = g0.length > 4 ? [...g0.slice(0, 3), g0.slice(3).join(' > ')] : g0;
    const [head = '', ...rest] = item.split('\n');
    const body = rest.join('\n').trim();
    // A finding under no group after a group keeps its place: as a list item it would belong to that
    // group, so it is a sub-heading of its own (its first line) with its other lines below, which reads
    // back as that one finding.
    if (!g.length && grouped) {
      flush();
      out.push(`### ${escapeTitle(head)}${body ? `\n\n${renderText(body)}` : ''}`);
      prev = [];
      return;
    }
    if (g.length) grouped = true;
    let same = 0;
    while (same < g.length && same < prev.length && g[same] === prev[same]) same++;
    if (same < g.length || g.length < prev.length) {
      flush();
      // Back up to an outer group (never written so by the reader): its heading again.
      const from = same === g.length ? Math.max(0, g.length - 1) : same;
      for (let d = from; d < g.length; d++) out.push(`${'#'.repeat(3 + d)} ${escapeTitle(g[d]!)}`);
    }
    prev = g;
    run.push(item);
    if (numbers) runNumbers.push(numbers[i] ?? null);
  });
  flush();
  return out.join('\n\n');
}

export function renderReturn(answers: ReturnAnswers, meta: ReturnMeta, extra: ExtraSection[] = [], layout: ReturnLayout = {}): string {
  const out: string[] = [];
  out.push(`# Return: ${escapeTitle(meta.briefTitle)}\n`);
  out.push(`<!-- ${RETURN_MARKER} id=${meta.id} n=${meta.n} -->`);
  out.push(`**Return ${meta.n}** for \`${meta.id}\` · ${meta.created}  \n**Worked in:** ${describeAnchor(meta.anchor)}\n`);
  for (const spec of RETURN_SECTIONS) {
    if (spec.key === 'outcome') {
      const answer = oneLine(answers.answer);
      // One line after the outcome word: it cannot start a block, so it is written unescaped.
      const line = `${answers.outcome}${answer ? ` — ${answer}` : ''}`;
      // The rest of the writer's Outcome section follows it, its "### " sub-headings after the line.
      const more = layout.outcomeText?.trim();
      out.push(section(spec.heading, more ? renderText(`${line}\n\n${more}`) : line));
      continue;
    }
    const groups = spec.key === 'findings' ? layout.findingGroups : undefined;
    const grouped = groups && groups.length === answers.findings.length && groups.some((g) => g.length > 0);
    const plain = answers[spec.key];
    const noted = withHeadingNotes(plain, layout.headingNotes?.[spec.key]);
    // (Grouped, the note of the heading over them all, "## 발견 사항" over "### 경미", stands above the first group.)
    const over = grouped ? (layout.headingNotes?.findings ?? []).filter((n) => n.before.trim() === answers.findings[0]?.trim()).map((n) => `${fromHeadingLine(n.heading)}\n\n`).join('') : '';
    const body = grouped ? over + renderGroupedList(answers.findings, groups, groupedNumbers(answers.findings, groups, layout.numbers?.findings)) : specBody(spec, noted, undefined, true, notedNumbers(plain, noted, layout.numbers?.[spec.key], spec.key !== 'findings'));
    if (body) out.push(section(spec.heading, body));
    // Zero findings, stated: the statement is the section's body, which reads back as zero findings (no-findings.ts).
    else if (spec.key === 'findings' && layout.noFindings) out.push(section(spec.heading, renderText(layout.noFindings.text)));
    // What the writer set apart from the findings stands with them, in order (hostile X7).
    if (spec.key === 'findings') for (const x of extra.filter(isSetAside)) out.push(section(escapeTitle(x.heading), renderText(x.text)));
  }
  for (const x of extra) if (!isSetAside(x)) out.push(section(escapeTitle(x.heading), renderText(x.text)));
  return out.join('\n');
}
