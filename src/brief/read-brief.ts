// Reading a brief: a document (a body an agent wrote, or a brief the tool rendered) into the brief's
// answers, with nothing dropped (what no answer takes is kept) and `placement` saying where each part of
// the source went. Pure.

import { isSessionSummary, summaryTitle } from './session-summary.js';
import type { BriefAnswers, Kind } from './types.js';
import { BRIEF_HEAD, BRIEF_TAIL, RETURN_HEADING, emptyBrief, normalizeHeading } from './sections.js';
import { slotFrame } from './template.js';
import { oneLine } from './escape.js';
import { withoutLead } from './lineage.js';
import type { ExtraSection, HeadingNotes } from './render.js';
import { readItems, withNumbers, withoutNoteItems, type ListNumbers } from './list-numbers.js';
import type { Tokens } from 'marked';
import { FRONT_MATTER_SECTIONS, LIFTED_SECTIONS, PROSE_PARTS, RAW_SECTIONS, REST_SECTIONS, TABLE_ROW_SECTIONS, briefAssignment, deliverAt, doneWhenAt, listItemDone, withLoneTitle } from './brief-assignment.js';
import { withoutPartTexts, withoutParts } from './prose-brief.js';
import { frontMatterParts, leftovers } from './leftovers.js';
import { ownItems, ownText } from './section-body.js';
import { listItemsAt, type Item } from './items.js';
import { listSaysNone } from './no-findings.js';
import { handOverLabel, sectionText, withoutDocLabel, type ParsedDoc, type Placement, type Section } from './document.js';
import { headingScore } from './headings.js';
import { CALLOUTS_READ_HEADING, FRONT_MATTER_HEADING, HINTS_HEADING, TABLES_READ_HEADING, WHERE_HEADING, isToolSection } from './tool-sections.js';
import { framed } from './frame.js';
import { headingNameValue, headingValue } from './heading-value.js';
import { firstOfOrder } from './first-of-order.js';
import { saysNoStep } from './no-step.js';
import { sentenceSpans } from './sentences.js';
import { headingIsSectionName, headingWordsWritten, liftedListNotes, liftedTextNotes } from './heading-rest.js';

export interface ParsedBrief {
  answers: BriefAnswers;
  /** Which answers the document gave (so flags can be layered over a body). */
  given: Set<string>;
  extra: ExtraSection[];
  /** The text before the first section (already in the context). */
  preamble: string;
  placement: Placement[];
  /** The answer each placement line filled ("why", "field:observed", "context"): a flag that replaces that
   *  answer replaces what the line brought (new says so). Front matter's branch/commit: "context:front". */
  filled: Map<Placement, string>;
  /** No title: the words that would title it best (the why's first sentence when short, else what to
   *  deliver's), for
   *  the refusal that asks for --title. Never used as the title unasked. */
  titleHint?: string;
  /** Names read on lines that are no headings, by 0-based line: the label opening a sentence or an item
   *  read as an answer ("**Why:** …"). The tool writes its own heading for them: the last check
   *  (unplaced.ts) counts them as placed. */
  names: Map<number, string[]>;
  /** What headings said beyond the name of the answer they filled, apart from the answers (render.ts
   *  HeadingNote): by answer key, written back above what they stood above. */
  notes: HeadingNotes;
  /** The list answers' items as read with their numbers (list-numbers.ts): a numbered list is written numbered. */
  numbers: ListNumbers;
}


/** List answers whose every item is an entry with its reason ("decision — because", "tried X — failed because
 *  Y"): a sub-heading over a body in prose is one item, its body the reason (items.ts headedBodies). */
const HEADED_LISTS = new Set(['decided', 'deadEnds']);

/** A heading's words as a bold label's: its emphasis marks dropped, not a star inside a code span (`` `spec*.md` ``). */
const unstarred = (h: string): string => h.replace(/`[^`\n]*`|\*/g, (m) => (m === '*' ? '' : m));

/** `flagged`: answers flags give instead of the body (the reader guesses no part of the body for them). */
export function briefFromDoc(doc0: ParsedDoc, kind: Pick<Kind, 'questions' | 'template'> & { firstStep?: string }, flagged: ReadonlySet<string> = new Set()): ParsedBrief {
  // (With --title given, a lone "## " heading is a section of the body, not a second title.)
  const doc = flagged.has('title') ? doc0 : withLoneTitle(doc0, kind);
  const answers = emptyBrief();
  const given = new Set<string>();
  const placement: Placement[] = [];
  const noneSaid: ExtraSection[] = []; // list sections that say they have nothing ("## Dead Ends" / "- None.")
  const filled = new Map<Placement, string>();
  const place = (p: Placement, key: string) => {
    placement.push(p);
    filled.set(p, key);
  };
  if (doc.title) {
    // (A title the tool wrote is as given: -t keeps its words.)
    // A title that is only a date or a number once the label is gone ("Session Handoff: 2026-11-30", "Session
    // Handoff — 2026-05-07 (latest)", "Übergabe — 07.05.2026 (最新)": a parenthetical beside a date only
    // qualifies it) says nothing: the label stays then.
    // A hand-over label stays (title.brief: "Handoff: Split the parser", "Übergabe: …", "Resume notes — …",
    // "Traspaso — …"): the writer named the document so, and people reading real briefs keep those words in
    // its title every time; only a label of what kind of text it is (title.label: "Plan: …", "Task: …") goes.
    const bare = doc.marker ? { title: doc.title, label: null } : withoutDocLabel(doc.title);
    const t = bare.label && (onlyADate(bare.title) || handOverLabel(bare.label)) ? { title: doc.title, label: null } : bare;
    answers.title = t.title;
    given.add('title');
    place({ line: (doc.titleLine ?? 0) + 1, from: doc.title, to: t.label ? `title (without its "${t.label}" label)` : 'title' }, 'title');
  }
  const { chosen, more, targets, skip, notes } = briefAssignment(doc, kind, flagged);
  // No title, and the document opens with its goal as an H1 ("# Objective" over one short line): that line
  // names the work, as a title does. The line stays in its section too.
  const opening = doc.title || doc.marker ? null : goalLine(doc);
  if (opening) {
    answers.title = opening.text;
    given.add('title');
    place({ line: opening.line, from: opening.text, to: `title (the opening line of "${opening.heading}": the document has no title)` }, 'title');
  }
  // No title yet, and a section holds one ("## Title" over one short line; Copilot CLI's "<checkpoint_title>", read
  // as "## checkpoint title: …" by state-snapshot.ts): that line is the title. It stays in its section too.
  const titled = answers.title || doc.marker || flagged.has('title') ? null : titleSectionLine(doc);
  if (titled) {
    answers.title = titled.text;
    given.add('title');
    place({ line: titled.line, from: titled.text, to: `title (the line of "${titled.heading}": the document has no title of its own)` }, 'title');
  }
  // In a body, a sub-heading named like a section the tool writes ("### Return" under "# Why") is the
  // writer's: framed, so it cannot pass for the tool's own.
  const skipped = new Set(doc.sections.filter(skip).map((x) => normalizeHeading(x.heading)));
  const toolHeading = (h: string) => isToolSection(h, 'brief') || skipped.has(normalizeHeading(h));
  // (In a brief the tool wrote, given as a body, its notes and kept parts are its own: only the sections it
  // writes for one handoff, Where to work and Return, are the old brief's, framed; body.ts forgets them.)
  const frames = (h: string) => toolHeading(h) && (!doc.written || isOneHandoffs(h));
  const frameOf = doc.marker ? undefined : (h: string) => (frames(h) ? framed(h) : undefined);
  const tableNotes: { line: number; text: string }[] = [];
  // (A line lifted into a list answer stays in its section too: no section's lines are claimed by it.)
  const claimed = new Set([...chosen.values(), ...[...more.values()].flat()].filter((x) => !LIFTED_SECTIONS.has(x)));
  const headingOf = new Map(targets.map((t) => [t.key, t.heading]));
  const specs = new Map([...BRIEF_HEAD, ...BRIEF_TAIL].map((s) => [s.key as string, s]));
  const placeOf = (s: Section) => headingOf.get([...chosen].find(([, x]) => x === s)?.[0] ?? [...more].find(([, xs]) => xs.includes(s))?.[0] ?? '') ?? 'kept';
  // An issue template's hints ("<!-- What is broken? Who is affected? -->" above the writer's words) are no
  // part of the answer: kept under their own heading, with the section each stood in.
  const hints: string[] = [];
  const unhinted = (x: Section, text: string) => {
    if (doc.marker) return text;
    const { text: rest, hints: found } = withoutHints(text);
    for (const h of found) hints.push(`- ${x.heading}: ${h}`);
    if (found.length) place({ line: x.line, from: `(${found.length === 1 ? 'a comment' : `${found.length} comments`} under "${x.heading}")`, to: `kept under "${HINTS_HEADING}"` }, 'hints');
    return rest;
  };
  // A heading with words the tool's heading for the section it fills does not write ("## Next steps for the
  // parser rewrite", "## Key decisions" under "Already decided", "## 背景") keeps them: the first line of what
  // it filled (heading-rest.ts headingWordsWritten). Not a name the reader made up ("(the intro)"), nor a
  // table row's cell, a front matter key or a label read out of prose (their lines stay where they are); nor a
  // heading that is just one of the section's own names in another wording ("## 第一步", "## Key files": heading-rest
  // headingIsSectionName), which says nothing the tool's heading does not.
  const targetOf = new Map(targets.map((t) => [t.key as string, t]));
  const saysMoreThanName = (x: Section, key: string) =>
    !doc.marker && x.level > 0 && !x.heading.startsWith('(') && ![RAW_SECTIONS, TABLE_ROW_SECTIONS, FRONT_MATTER_SECTIONS, REST_SECTIONS, LIFTED_SECTIONS].some((set) => set.has(x)) && !PROSE_PARTS.has(x) && targetOf.has(key) && !headingWordsWritten(x.heading, targetOf.get(key)!.heading) && !headingIsSectionName(x.heading, targetOf.get(key)!, targets);
  // (Kept apart from the answer, as a note above the text or the item it stood above: render.ts HeadingNote.)
  const headingNotes: HeadingNotes = {};
  const numbers: ListNumbers = {};
  const note = (x: Section, key: string, before: string) => (headingNotes[key] ??= []).push({ heading: x.heading, before });
  const withHeading = (x: Section, key: string, text: string) => {
    if (text && saysMoreThanName(x, key)) note(x, key, text.split('\n')[0]!);
    return text;
  };
  const headedItems = (x: Section, key: string, items: Item[]): Item[] => {
    if (items.length && saysMoreThanName(x, key)) note(x, key, items[0]!.text);
    return items;
  };
  // A sub-heading inside the Pointers that groups the pointers below it ("### 調査対象", "### Files to change") is no
  // place to look: its name is kept as a note above the first pointer it stood over (render.ts HeadingNote).
  const headingLines = new Set(doc.blocks.headings.map((h) => h.line + 1));
  const labelsApart = (key: string, items: Item[]): Item[] => {
    if (key !== 'pointers' || doc.marker) return items;
    return items.filter((it, n) => {
      const next = items[n + 1];
      // (Not over a table's rows: they are written back as a table, where no note above a row is kept, corpus 02.)
      if (!headingLines.has(it.line) || !next || next.table || it.text.includes('\n')) return true;
      (headingNotes[key] ??= []).push({ heading: it.text, before: next.text });
      return false;
    });
  };
  // A why read from a bold label inside another section ("## Quick Context" > "**Why it exists:**"): the mapping names
  // that section, as it does for a line lifted out of one. QA 44 C1.
  const realHeadings = new Set(doc.blocks.headings.map((h) => h.line));
  const labelInside = (s: Section): string => {
    if (doc.marker || s.level === 0 || s.heading.startsWith('(') || realHeadings.has(s.line - 1)) return '';
    const outer = doc.sections.filter((x) => x.level > 0 && x.line < s.line && realHeadings.has(x.line - 1)).pop();
    return outer ? ` (a label inside "${outer.heading}")` : '';
  };
  // One section chosen for why and deliver: its "done when" sentence on is what to deliver.
  const whyAndDeliver = chosen.get('why') !== undefined && chosen.get('why') === chosen.get('deliver');
  for (const [key, s] of chosen) {
    if (whyAndDeliver && (key === 'why' || key === 'deliver')) {
      const text = RAW_SECTIONS.has(s) ? sectionText(s.raw) : key === 'why' || doc.marker ? unhinted(s, ownText(doc, s, claimed, frameOf)) : withoutHints(ownText(doc, s, claimed, frameOf)).text;
      const at = deliverAt(text, s.heading);
      const part = at <= 0 ? text : key === 'why' ? text.slice(0, at).replace(/[\s;,:—–-]+$/u, '') : text.slice(at).trim();
      (answers as unknown as Record<string, unknown>)[key] = part;
      given.add(key);
      place({ line: s.line, from: s.heading, to: key === 'why' ? headingOf.get(key)! : `${headingOf.get(key)!} (its sentence "${oneLine(part).slice(0, 40)}${oneLine(part).length > 40 ? '…' : ''}": no section says what to deliver)` }, key);
      continue;
    }
    place({ line: s.line, from: s.heading, to: REST_SECTIONS.has(s) ? `${headingOf.get(key)!} (${REST_NOTE})` : notes.has(key) ? `${headingOf.get(key)!} (${notes.get(key)!})` : `${headingOf.get(key)!}${key === 'why' ? labelInside(s) : ''}` }, key);
    if (key.startsWith('field:')) {
      const name = key.slice(6);
      // (Several sections of one question join, in order, each under its heading: "Standing reminders",
      // "Traps" are both constraints.)
      const rest = more.get(key) ?? [];
      for (const x of rest) place({ line: x.line, from: x.heading, to: headingOf.get(key)! }, key);
      const parts = [s, ...rest].sort((p, q) => p.line - q.line).map((x) => ({ x, text: RAW_SECTIONS.has(x) ? sectionText(x.raw) : unhinted(x, ownText(doc, x, claimed, frameOf)) })).filter((t) => t.text);
      let text = parts.length > 1 ? parts.map((t) => (t.x.level > 0 && !t.x.heading.startsWith('(') ? `**${unstarred(t.x.heading.replace(/[*:：]+$/g, ''))}:**\n\n${t.text}` : t.text)).join('\n\n') : (parts[0]?.text ?? '');
      const frame = slotFrame(kind.template, name);
      if (frame && frame.prefix && text.startsWith(frame.prefix)) text = text.slice(frame.prefix.length).trim();
      if (frame && frame.suffix && text.endsWith(frame.suffix)) text = text.slice(0, -frame.suffix.length).trim();
      answers.fields[name] = parts.length === 1 ? withHeading(parts[0]!.x, key, text) : text;
      given.add(key);
      continue;
    }
    const spec = specs.get(key)!;
    const all = [s, ...(more.get(key) ?? [])].sort((a, b) => a.line - b.line);
    for (const x of all) if (x !== s) place({ line: x.line, from: x.heading, to: REST_SECTIONS.has(x) ? `${headingOf.get(key)!} (${REST_NOTE})` : headingOf.get(key)! }, key);
    if (spec.list) {
      // (A table row's text is one item: the row.)
      // (A front matter key's value is its own text: a YAML list below the key is written as a markdown
      // list by the front matter reader.)
      const items = all.flatMap((x): Item[] =>
        TABLE_ROW_SECTIONS.has(x) ? [{ text: sectionText(x.raw), line: x.line }]
        : PROSE_PARTS.has(x) ? PROSE_PARTS.get(x)!.map((p) => ({ text: p.text, line: p.from.line + 1 }))
        : FRONT_MATTER_SECTIONS.has(x) ? listItemsAt(x.raw, x.line)
        : labelsApart(key, headedItems(x, key, ownItems(doc, x, claimed, HEADED_LISTS.has(key)))));
      // "## Dead Ends" / "- None.", "N/A", "Keine.", "Нет.", "无": the writer says the section has nothing, which is
      // no dead end (nor decision, pointer, exclusion). No item; the placement says so and the line is kept as written
      // (body.ts lastCheck), so nothing is lost (QA 44 class 12).
      if (!doc.marker && listSaysNone(items.map((it) => it.text), key === 'deadEnds') && all.every((x) => x.level > 0 && !TABLE_ROW_SECTIONS.has(x) && !PROSE_PARTS.has(x) && !FRONT_MATTER_SECTIONS.has(x))) {
        items.length = 0;
        for (const x of all) noneSaid.push({ heading: frames(x.heading) ? framed(x.heading) : x.heading, text: sectionText(x.raw) });
        for (const p of placement) if (filled.get(p) === key && all.some((x) => x.line === p.line && x.heading === p.from)) p.to = `${headingOf.get(key)!}: none (the section says so; kept as its own section)`;
      }
      (answers as unknown as Record<string, unknown>)[key] = items.map((it) => it.text);
      withNumbers(numbers, key, readItems(items));
      // A table's rows are items one by one, in the list's own "a — b" shape; its column names are kept in
      // a note of their own (TABLES_READ_HEADING), as the return keeps its findings tables' columns.
      const tables = new Map<number, { columns: string[]; first: number; last: number }>();
      items.forEach((it, n) => {
        if (!it.table) return;
        const t = tables.get(it.table.line) ?? { columns: it.table.columns, first: n + 1, last: n + 1 };
        t.last = n + 1;
        tables.set(it.table.line, t);
      });
      for (const [line, t] of tables) {
        const columns = t.columns.filter(Boolean).join(', ') || 'no column names';
        const which = t.first === t.last ? `item ${t.first}` : `items ${t.first}-${t.last}`;
        place({ line, from: `(a table: ${columns})`, to: `${headingOf.get(key)!}, one item per row (${which})` }, key);
        tableNotes.push({ line, text: `- ${headingOf.get(key)!}, ${which}: a table (columns: ${columns}), one item per row` });
      }
    } else {
      // Several sources joined into one answer keep their headings, so the reader can tell them apart
      // ("Errors and fixes" from "Current Work" in a Context): all but one named like the answer itself.
      const own = new Set([normalizeHeading(headingOf.get(key) ?? ''), normalizeHeading(spec.key)]);
      // (A section folded in under its heading that has no text of its own, a bold line right above the next
      // heading, "**Bitte zuerst diese Datei lesen**", read as a heading over nothing, is its heading: it stays, below.)
      // (So does a heading read as the answer's section that has no text and no sub-section below it, "## Project:
      // SkyHigh" right above "## Status: Active": its heading is all it says, and the placement says it went here.)
      const real = new Set(doc.blocks.headings.map((h) => h.line));
      const lone = (x: Section) => {
        const i = doc.sections.indexOf(x);
        // (Not one that only names the answer, an empty "## Why": nothing of the writer's is lost, and the answer stays empty.)
        if (!real.has(x.line - 1) || x.raw.trim() || own.has(normalizeHeading(x.heading)) || (doc.sections[i + 1] && doc.sections[i + 1]!.level > x.level)) return false;
        // (Nor one over a label read as a section of its own, "## Track B: writer" / "**Done when:**": its next written
        // line must be a heading, or nothing.)
        const next = doc.blocks.lines.findIndex((l, k) => k >= x.line && l.trim() !== '');
        return next < 0 || real.has(next);
      };
      const bodiless = (x: Section) => x.level > 0 && !x.heading.startsWith('(') && (REST_SECTIONS.has(x) || lone(x));
      // (A heading that states the answer after its name, "## Goal: get every area to 9/10": the answer opens with
      // those words; heading-value.ts.)
      const valueOf = (x: Section) => (!doc.marker && x.level > 0 && VALUED.has(key) && targetOf.has(key) ? headingValue(x.heading, targetOf.get(key)!) : null);
      const valued = new Set<Section>();
      const texts = all.map((x) => {
        const text = RAW_SECTIONS.has(x) ? sectionText(x.raw) : unhinted(x, ownText(doc, x, claimed, frameOf));
        const v = valueOf(x);
        if (v) valued.add(x);
        return { x, text: v ? [v, text].filter(Boolean).join('\n\n') : text };
      }).filter((t) => t.text || bodiless(t.x));
      // (The Context's own name in other languages too: "## Kontext" over "## Aktueller Stand".)
      const named = (h: string) => own.has(normalizeHeading(h)) || (key === 'context' && headingScore(h, 'brief.contextWhy') >= 4);
      // (So does a label read as a heading that says more than the answer's name, "**Status produkcji:** …" in
      // the Context: its words are the writer's text, not a heading the tool's own replaces.)
      const saysMore = (x: Section) => key === 'context' && !real.has(x.line - 1) && headingScore(x.heading, 'brief.context') < 4;
      const label = (x: Section) => (texts.length > 1 || saysMore(x) || REST_SECTIONS.has(x)) && x.heading && x.level > 0 && !named(x.heading) && !x.heading.startsWith('(');
      const contextLabel = (x: Section) => `**${unstarred(x.heading.replace(/[*:：]+$/g, ''))}:**`;
      // A heading with no text below it: a label line as written (its bold spans whole), a heading as its label.
      // (A lone heading that states a value after its name, "## Status: Active", is that line: "**Status:** Active".)
      const nameValue = (x: Section) => (real.has(x.line - 1) ? headingNameValue(x.heading) : null);
      const alone = (x: Section) => {
        // (Only a heading with nothing below it: one over sub-sections, "## Track B: writer" / "### Done when", keeps its label as written.)
        const nv = lone(x) ? nameValue(x) : null;
        if (nv) return `**${unstarred(nv.name)}:** ${nv.value}`;
        return real.has(x.line - 1) || !doc.blocks.lines[x.line - 1]?.trim() ? contextLabel(x) : doc.blocks.lines[x.line - 1]!.trim();
      };
      (answers as unknown as Record<string, unknown>)[key] = texts.map((t) => (!t.text ? alone(t.x) : label(t.x) ? `${contextLabel(t.x)}\n\n${t.text}` : valued.has(t.x) ? t.text : withHeading(t.x, key, t.text))).join('\n\n');
    }
    given.add(key);
  }
  // Nothing dropped: the text above the title, the text before the first section and the front matter
  // join the context. (In a document the tool rendered, the text above the first section is the tool's
  // own header.)
  // Table rows read as answers leave the text around them (the table's header too, when every row went:
  // a note under TABLES_READ_HEADING keeps its column names).
  const rowLines = tableRowLines(doc, [...chosen.values()].filter((x) => TABLE_ROW_SECTIONS.has(x)), tableNotes, (line) => placement.find((p) => p.line === line + 1)?.to ?? '');
  // (So do labelled items read as answers.)
  for (const x of chosen.values()) if (!LIFTED_SECTIONS.has(x)) for (const p of PROSE_PARTS.get(x) ?? []) if (p.item) for (let i = p.from.line; i <= p.to.line; i++) rowLines.add(i);
  // (Sentences of a plain message read as answers leave it too; so do the lines of an opening quote above the title.)
  const prose = [...chosen.values()].filter((x) => !LIFTED_SECTIONS.has(x)).flatMap((x) => PROSE_PARTS.get(x) ?? []).filter((p) => !p.item);
  const above = doc.marker ? '' : sectionText(prose.some((p) => p.from.line < doc.leadLines[1]) ? withoutParts(doc.blocks.lines, doc.leadLines[0], doc.leadLines[1], prose) : doc.lead);
  const preamble = doc.marker ? '' : sectionText(rowLines.size || prose.length ? withoutParts(doc.blocks.lines, doc.preambleLines[0], doc.preambleLines[1], prose, rowLines) : doc.preamble);
  const fm = frontMatterParts(doc.frontMatter.filter((e) => ![...chosen.values()].some((x) => FRONT_MATTER_SECTIONS.has(x) && x.line === e.line)));
  const lead = [above, preamble, fm.mapped.join('  \n')].filter(Boolean);
  if (lead.length) {
    answers.context = [...lead, answers.context].filter(Boolean).join('\n\n');
    given.add('context');
    if (above) place({ line: doc.leadLines[0] + 1, from: '(text above the title)', to: 'Context' }, 'context');
    if (preamble) place({ line: doc.preambleLines[0] + 1, from: '(text before the first heading)', to: 'Context' }, 'context');
  }
  // (A handoff that states no why gets none: no sentence of it is guessed to be one, and its title is no why
  // either. The why is asked for, or --no-input exits 2 naming --why; README "A brief that states no why".)
  // One section read both as what to deliver and as the first step: the first step is the first of the order it
  // states (its first labelled step, else its first sentence); what to deliver keeps it whole (first-of-order.ts).
  const stepSection = chosen.get('firstStep');
  if (stepSection && stepSection === chosen.get('deliver') && !doc.marker && answers.firstStep) {
    answers.firstStep = firstOfOrder(answers.firstStep);
    // (A section that states no order, several paragraphs or a list read whole, is what to deliver only: the same
    // text again as the first step hands the next agent the task twice, not an action. No step is made up: the
    // first step is asked for, or --no-input exits 2 naming --first-step. QA 44 C2.)
    if (wholeAgain(answers.firstStep, answers.deliver)) {
      answers.firstStep = '';
      given.delete('firstStep');
      const p = placement.find((x) => filled.get(x) === 'firstStep' && x.line === stepSection.line);
      if (p) p.to = 'not the First step (it is the whole of what to deliver, and states no first part: --first-step gives one)';
      // (A section no answer took that is named the first step itself, "## Next step" … "## First step": that one is.)
      const named = doc.marker ? undefined : doc.sections.find((x) => x !== stepSection && x.level > 0 && !claimed.has(x) && x.raw.trim() !== '' && headingScore(x.heading, 'brief.firstStepItself') >= 4);
      if (named) {
        answers.firstStep = named.raw.trim();
        given.add('firstStep');
        claimed.add(named);
        place({ line: named.line, from: named.heading, to: headingOf.get('firstStep')! }, 'firstStep');
      } else {
        // (A plan that lists its steps, "### Schritt 1: …" over "1. `onComplete` … hinzufügen": its first item is a first
        // part it states, the first step.)
        const item = firstListItem(answers.deliver);
        if (item) {
          answers.firstStep = item;
          given.add('firstStep');
          if (p) p.to = `${headingOf.get('firstStep')!} (the first item of what to deliver)`;
        }
      }
    }
  }
  // A kind's first_step opening is the tool's text, not an answer (session: "Verify the state ...").
  if (kind.firstStep && answers.firstStep) answers.firstStep = withoutLead(answers.firstStep, kind.firstStep);
  // A first step that says there is none ("No immediate next step - the session is complete", "None.", "なし"): none
  // is stated. The first item of what to deliver is the next source of one, else it is asked for; the section is kept
  // under its own heading, as written (no-step.ts, QA 55 class 7).
  if (!doc.marker && answers.firstStep && saysNoStep(answers.firstStep)) {
    const x = chosen.get('firstStep');
    const p = placement.find((y) => filled.get(y) === 'firstStep');
    if (x && x.level > 0 && x.heading && !x.heading.startsWith('(')) {
      // (Framed when it would read as the tool's own: the brief writes a "## First step" of its own, and `show` would
      // read the two back as one.)
      const tools = frames(x.heading) || normalizeHeading(x.heading) === normalizeHeading(headingOf.get('firstStep')!);
      noneSaid.push({ heading: tools ? framed(x.heading) : x.heading, text: answers.firstStep });
    }
    if (p) p.to = `${headingOf.get('firstStep')!}: none (the section says so; kept as its own section)`;
    const item = answers.deliver ? firstListItem(answers.deliver) : null;
    answers.firstStep = item ?? '';
    if (item) place({ line: chosen.get('deliver')?.line ?? p?.line ?? 0, from: '(the first item of what to deliver)', to: headingOf.get('firstStep')! }, 'firstStep');
    else given.delete('firstStep');
  }
  // The tool's own sections (Return, Where to work, ...) are skipped only in a brief the tool rendered. In a
  // body they are the writer's words: kept, but under a heading that cannot pass for the tool's own.
  const own = Boolean(doc.marker);
  // (In a brief the tool wrote, given as a body, the kind's own text and generated sections are the tool's too:
  // written anew, as its header is. Its Where to work and Return are the old brief's, framed: body.ts forgets them.)
  const left = leftovers(doc, claimed, own ? skip : doc.written ? (x) => skip(x) && !isOneHandoffs(x.heading) : () => false, placeOf, frameOf, rowLines);
  const extra = left.extra;
  // (A list section that says it has nothing, "## Dead Ends" / "- None.": kept under its own heading, as written.)
  extra.push(...noneSaid);
  if (!own && doc.written) for (const x of doc.sections) if (x.level > 0 && skip(x) && !isOneHandoffs(x.heading)) placement.push({ line: x.line, from: x.heading, to: "the tool's own text in the brief it wrote: written anew" });
  if (!own) {
    for (const [i, x] of extra.entries()) {
      if (!frames(x.heading)) continue;
      const renamed = framed(x.heading);
      const p = left.placement.find((pl) => pl.from === x.heading && pl.to === 'kept as its own section');
      if (p) p.to = `kept as "${renamed}" (the tool writes its own "${x.heading}")`;
      extra[i] = { ...x, heading: renamed };
    }
  }
  placement.push(...left.placement);
  if (hints.length) extra.push({ heading: HINTS_HEADING, text: hints.join('\n') });
  // Alert callouts read as answers: their kinds are kept, with where each went.
  const alerts = [...chosen].flatMap(([key, x]) => (PROSE_PARTS.get(x) ?? []).filter((p) => p.alert).map((p) => `- [!${p.alert}] (line ${p.from.line}) -> ${headingOf.get(key) ?? key}`));
  if (alerts.length) extra.push({ heading: CALLOUTS_READ_HEADING, text: alerts.join('\n') });
  if (tableNotes.length) extra.push({ heading: TABLES_READ_HEADING, text: tableNotes.sort((a, b) => a.line - b.line).map((t) => t.text).join('\n') });
  if (doc.frontMatter.length) {
    if (fm.table) extra.unshift({ heading: FRONT_MATTER_HEADING, text: fm.table });
    place({ line: 1, from: '(front matter)', to: [fm.mapped.length ? 'branch/commit in Context' : '', fm.table ? `a table under "${FRONT_MATTER_HEADING}" (${fm.keys.join(', ')})` : ''].filter(Boolean).join('; ') || 'each key to the answer it names' }, 'context:front');
  }
  // A sentence read as an answer out of another section's text leaves that text.
  if (prose.length) {
    const rec = answers as unknown as Record<string, unknown>;
    for (const key of ['why', 'deliver', 'context', 'firstStep']) {
      const mine = new Set(PROSE_PARTS.get(chosen.get(key)!) ?? []);
      const others = prose.filter((p) => !mine.has(p));
      if (others.length && typeof rec[key] === 'string') rec[key] = withoutPartTexts(rec[key] as string, others);
    }
    for (const key of ['decided', 'deadEnds', 'pointers', 'outOfScope'] as const) {
      const mine = new Set(PROSE_PARTS.get(chosen.get(key)!) ?? []);
      const others = prose.filter((p) => !mine.has(p));
      if (others.length) answers[key] = answers[key].map((it) => withoutPartTexts(it, others)).filter(Boolean);
    }
    for (const [name, v] of Object.entries(answers.fields)) answers.fields[name] = withoutPartTexts(v, prose);
    for (const x of extra) x.text = withoutPartTexts(x.text, prose);
  }
  placement.sort((a, b) => a.line - b.line);
  liftNotes(answers, headingNotes);
  for (const [key, read] of Object.entries(numbers)) numbers[key] = withoutNoteItems(read);
  const titleHint = answers.title ? undefined : (titleFrom(answers.why) ?? titleFrom(answers.deliver));
  // An agent's session summary has no title: its goal's first sentence is one (session-summary.ts).
  const whyAt = chosen.get('why');
  const goalTitle = !answers.title && whyAt && !flagged.has('why') ? summaryTitle(answers.why) : undefined;
  if (goalTitle && whyAt && isSessionSummary([...doc.sections, ...chosen.values(), ...[...more.values()].flat()].map((x) => x.heading))) {
    answers.title = goalTitle;
    given.add('title');
    place({ line: whyAt.line, from: goalTitle, to: `title (the first sentence of "${whyAt.heading}": an agent's session summary has no title)` }, 'title');
    placement.sort((a, b) => a.line - b.line);
  }
  const names = new Map<number, string[]>();
  for (const x of [...chosen.values(), ...[...more.values()].flat()]) for (const p of PROSE_PARTS.get(x) ?? []) names.set(p.from.line, [...(names.get(p.from.line) ?? []), p.lead]);
  return { answers, given, extra, preamble, placement, filled, names, notes: headingNotes, numbers, ...(titleHint && !given.has('title') ? { titleHint } : {}) };
}

/** The heading lines a brief the tool wrote holds in its answers ("*From the heading: …*", read back), out
 *  of them and into `notes`: no item nor sentence of an answer. */
function liftNotes(a: BriefAnswers, notes: HeadingNotes): void {
  const add = (key: string, more: HeadingNotes[string]) => {
    if (more.length) (notes[key] ??= []).push(...more);
  };
  for (const key of ['why', 'deliver', 'context', 'firstStep'] as const) {
    const l = liftedTextNotes(a[key]);
    a[key] = l.text;
    add(key, l.notes);
  }
  for (const key of ['decided', 'deadEnds', 'pointers', 'outOfScope'] as const) {
    const l = liftedListNotes(a[key]);
    a[key] = l.items;
    add(key, l.notes);
  }
  for (const [name, v] of Object.entries(a.fields)) {
    const l = liftedTextNotes(v);
    a.fields[name] = l.text;
    add(`field:${name}`, l.notes);
  }
}

/** The text of the first list item of an answer, outside code fences: null when it holds no list. */
function firstListItem(text: string): string | null {
  let fence = false;
  for (const line of text.split('\n')) {
    if (/^[ \t]{0,3}(?:`{3,}|~{3,})/.test(line)) fence = !fence;
    if (fence) continue;
    const m = /^[ \t]{0,3}(?:[-*+]|\d{1,3}[.)])[ \t]+(\[[ xX]\][ \t]+)?(\S.*)$/.exec(line);
    // (Not an item marked done, "- [x] …", "1. ✅ …": never where to start.)
    if (m && !listItemDone((m[1] ?? '') + m[2]!)) return m[2]!.trim();
  }
  return null;
}

/** Whether a first step read out of the section that is also what to deliver is that whole text again, of more
 *  than one sentence (a one-sentence task, "## Next step" / "Add the GIN index.", is its own first step). */
function wholeAgain(step: string, deliver: string): boolean {
  const a = step.replace(/\s+/g, ' ').trim();
  if (!a || a !== deliver.replace(/\s+/g, ' ').trim()) return false;
  return /\n[ \t]*\n/.test(step.trim()) || sentenceSpans(a, { marks: false }).length > 1;
}

/** Whether a title says no more than when it was written: no letter outside its parentheticals ("2026-05-07
 *  (latest)", "#3 (final)"). */
function onlyADate(title: string): boolean {
  return !/\p{L}/u.test(title.replace(/[(（[][^()（）[\]]*[)）\]]/gu, ''));
}

/** The text answers a heading can state after its name and colon ("## Goal: …", "## First step: …"). */
const VALUED = new Set(['why', 'deliver', 'firstStep']);

/** What placement says of a section folded into the Context because no answer's heading names it. */
const REST_NOTE = 'no answer names its heading: under that heading there';

/** A section's text without the HTML comment it opens with (a template's hint, on lines of its own above
 *  the writer's words), when other words remain (a section that holds only its hint was not filled in: it
 *  stays as it is). A comment further down is the writer's. */
function withoutHints(text: string): { text: string; hints: string[] } {
  const hints: string[] = [];
  let rest = text;
  for (let m; (m = /^\s*(<!--[\s\S]*?-->)[ \t]*(?:\n|$)/.exec(rest)); ) {
    hints.push(m[1]!.replace(/\s*\n\s*/g, ' '));
    rest = rest.slice(m[0].length);
  }
  if (!hints.length) return { text, hints };
  // A section that holds nothing but comments ("<!-- fill in later -->") says nothing: it is empty (a required
  // answer is then missing), its comments kept as hints (HINTS_HEADING), never turned into visible text.
  return { text: rest.trim() ? sectionText(rest) : '', hints };
}

/** The document lines (0-based) of table rows read as answers, and of their tables' header and separator
 *  when every row of the table went to an answer (a note in `notes` then names the table's columns). */
function tableRowLines(doc: ParsedDoc, rows: Section[], notes: { line: number; text: string }[], to: (line: number) => string): Set<number> {
  const out = new Set(rows.map((r) => r.start));
  if (!out.size) return out;
  for (const b of doc.blocks.top) {
    if (b.token.type !== 'table') continue;
    const t = b.token as Tokens.Table;
    const body = t.rows.map((_r, i) => b.line + 2 + i);
    const read = body.filter((l) => out.has(l));
    if (!read.length) continue;
    const columns = t.header.map((c) => c.text.trim()).filter(Boolean).join(', ') || 'no column names';
    if (read.length === body.length) {
      out.add(b.line);
      out.add(b.line + 1);
    }
    notes.push({ line: b.line + 1, text: `- ${read.map((l) => to(l)).join(', ')}: rows of a table (columns: ${columns}), one answer per row` });
  }
  return out;
}

/** The first sentence of an answer as a title: one line, at most 80 characters, a capital first letter;
 *  undefined when it opens with a "Done when" sentence or runs longer. */
function titleFrom(text: string): string | undefined {
  // (Not a line that only leads in to what follows, "From the most recent task list update:": the next one.)
  const first = (text.trim().split('\n').find((l) => l.trim() && !/[:：][ \t*_]*$/u.test(l)) ?? '').replace(/^[-*+>]\s+|^\d+[.)]\s+/, '').replace(/[*_`]/g, '');
  const end = /[.。!?！？;；](?:\s|$)|\s[—–]\s/u.exec(first);
  const sentence = (end ? first.slice(0, end.index) : first).trim();
  if (!sentence || sentence.length > 80 || doneWhenAt(sentence) === 0 || !/^\p{L}/u.test(sentence)) return undefined;
  return sentence.charAt(0).toLocaleUpperCase() + sentence.slice(1);
}

/** A first "# " section that names what to deliver ("# Objective", "# Goal", "# Task") and opens with one
 *  short line of text: the line, as a title for a document without one. */
function goalLine(doc: ParsedDoc): { text: string; line: number; heading: string } | null {
  const s = doc.sections[0];
  if (!s || s.level !== 1 || s.line - 1 !== doc.blocks.headings[0]?.line || headingScore(s.heading, 'brief.deliver') < 4) return null;
  const lines = doc.blocks.lines;
  let i = s.start;
  while (i < s.end && !lines[i]!.trim()) i++;
  const text = (lines[i] ?? '').trim();
  const single = i + 1 >= s.end || !lines[i + 1]!.trim();
  if (!single || doc.blocks.literal[i] || !shortTitle(text)) return null;
  return { text: text.replace(/\.$/, ''), line: i + 1, heading: s.heading };
}

/** The one short line a section named for the title holds, after its heading's colon or under it. */
function titleSectionLine(doc: ParsedDoc): { text: string; line: number; heading: string } | null {
  const lines = doc.blocks.lines;
  for (const s of doc.sections) {
    if (s.level < 1) continue;
    const nv = headingNameValue(s.heading);
    if (nv && headingScore(nv.name, 'title.section') >= 4) return shortTitle(nv.value) ? { text: nv.value, line: s.line, heading: nv.name } : null;
    if (headingScore(s.heading, 'title.section') < 4) continue;
    let i = s.start;
    while (i < s.end && !lines[i]!.trim()) i++;
    const text = (lines[i] ?? '').trim();
    const single = !lines.slice(i + 1, s.end).some((l) => l.trim());
    return single && !doc.blocks.literal[i] && shortTitle(text) ? { text, line: i + 1, heading: s.heading } : null;
  }
  return null;
}

/** Words that can title a document: one line of at most 100 characters that opens with a letter or digit, no list item. */
const shortTitle = (text: string): boolean => Boolean(text) && text.length <= 100 && /^[\p{L}\p{N}*_`"“]/u.test(text) && !/^[-*+]\s|^\d+[.)]\s/.test(text);

/** The sections the tool writes for one handoff (its commands name that handoff's id). */
const isOneHandoffs = (h: string) => [WHERE_HEADING, RETURN_HEADING].some((x) => normalizeHeading(x) === normalizeHeading(h));
