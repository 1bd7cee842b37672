// Reading a return: a document (a return the tool rendered, or one an agent wrote in its own shape) into
// the outcome, the one-line answer, the findings counted one by one (brief/findings.ts) and the list
// sections, with nothing dropped and `placement` saying where each part of the source went. Pure.

import { findingCounterTitled, withoutCounter } from './entry-title.js';
import { rerunPassed } from './rerun-fixes.js';
import { namesOtherRole } from './role-nouns.js';
import { templateFieldsOnly } from './template-fields.js';
import { citesStated, ownFindingRef } from './cited-recaps.js';
import { restatesByMarks } from './mark-recaps.js';
import type { Tokens } from 'marked';
import type { Outcome, ReturnAnswers } from './types.js';
import { BRIEF_HEAD, BRIEF_TAIL, RETURN_SECTIONS, emptyReturn, normalizeHeading, sectionScore } from './sections.js';
import type { Block } from './blocks.js';
import { oneLine } from './escape.js';
import { isSetAsideHeading, setAsideHeading, type ExtraSection, type HeadingNotes, type ReturnLayout } from './render.js';
import { declinedGroup } from './declined-groups.js';
import { headingState } from './finding-state.js';
import { ownUnchecked } from './all-findings.js';
import { withdrawnTitle } from './withdrawn-items.js';
import { levelField, codeOverLabelledLists, counterTitled, countedSeverityTitle, titledOverParts, severityTitled, documentVerification, emptyGroup, findingData, headingSeverity, isGroup, partSeverity, oneFinding, fileParagraphFindings, problemLists, repeatsStructure, ruledOutHeading, sectionFindings, severityOf, tallyBlocks, verificationOf, type FindingItem, type FindingSection, type SetAside } from './findings.js';
import { glossLevel } from './gloss-level.js';
import { checkTableOnly, treeBlocks, unmarkedBesideMarked } from './marked-sections.js';
import { valueMarksOff } from './emphasis.js';
import { withWrappedBracket } from './wrapped-answer.js';
import { numberFindings, type FindingSource } from './finding-numbers.js';
import { listItemsAt } from './items.js';
import { labelledAnswer, outcomeOfLine, statusLabelWord, weighedOutcome, type StatedOutcome } from './outcome.js';
import { labelOf } from './label.js';
import { frontMatterParts, leftovers } from './leftovers.js';
import { issueLevel } from './front-matter-level.js';
import { decisionOptions, passedOption, recordItem, tickedDecision, untickedOptions } from './ticked-decision.js';
import { claimTitled } from './claim-headings.js';
import { mixedVerdict } from './mixed-verdict.js';
import { markedResults, mixedTally } from './marked-results.js';
import { underOtherLabel } from './labelled-blocks.js';
import { isGroupingHeading, nestedIn, ownLineIndexes, ownRaw, ownText, parentIndexes } from './section-body.js';
import { findingTree, readLines } from './finding-sections.js';
import { returnSections } from './return-sections.js';
import { BESIDE_NOTE, guardColumns, namesCovered, namesReach } from './beside-findings.js';
import { describesWork, keptRole } from './kept-roles.js';
import { headingScore } from './headings.js';
import { marksProblem, marksProblemByMark, passedBlock, saysProblemIn, withPassTest } from './problem-blocks.js';
import { allPassedTally } from './outcome-counts.js';
import { openBlockers, openItems } from './open-blockers.js';
import { saysFailed } from './problem-words.js';
import { metadataLine } from './metadata-lines.js';
import { firstItemAnswer } from './first-item-answer.js';
import { answerIn, outcomePlaces, quoteUnderFindingsTitle, quotedAnswer } from './return-answer.js';
import { closingLabel } from './closing-verdict.js';
import { docLine, sectionText, type ParsedDoc, type Placement, type Section } from './document.js';
import { lazyRegExp } from './lazy-regexp.js';
import { fromHeadingLine, headingOfNoteLine, headingSaysMore, headingStatesFixed, headingWordsWritten, liftedListNotes } from './heading-rest.js';
import { ABOVE_TITLE_HEADING, DOC_TITLE_HEADING, FINDINGS_READ_HEADING, FRONT_MATTER_HEADING, INTRODUCTION_HEADING, OUTSIDE_FENCE_HEADING, isToolSection, UNPLACED_HEADING } from './tool-sections.js';
import { crossReferencedSeverities } from './cross-refs.js';
import { headingPlaces } from './heading-places.js';
import { summarySeverities } from './summary-severity.js';
import { countedSeverities } from './counted-severity.js';
import { idSummaries } from './id-summary.js';
import { pSeriesIds } from './p-series.js';
import { severityIdHeading } from './severity-id-headings.js';
import { rowsNameHeadings } from './summary-rows.js';
import { closingNote } from './closing-note.js';
import { groupsOutcome, verdictHeading, verdictValue } from './doc-verdict.js';
import { staticOnly } from './all-findings.js';
import { provideReturnReader } from './return-reader.js';
import { passedLead } from './fine-verdict.js';
import { approvesOutright, listSaysNone, nothingFoundSentence, rowStatesNothingFound, statesNothingFound } from './no-findings.js';
import { reportsPassedPart } from './passed-parts.js';
import { readyVerdict } from './ready-verdict.js';
import { namesStatedInWords } from './worded-recaps.js';
import { tickedFixes } from './ticked-fixes.js';
import { oneCauseOver } from './one-cause.js';
import { rowsNamingTitles } from './titled-summary.js';
import { bareCell } from './id-summary.js';
import { remedyColumn, whereColumn } from './table-columns.js';
import type { NoFindings } from './render.js';
import { readItems, withNumbers, withoutNoteItems, type ListNumbers, type ReadItems } from './list-numbers.js';

export interface ParsedReturn {
  answers: ReturnAnswers;
  /** False when no outcome was stated. */
  outcomeFound: boolean;
  /** The line the outcome was read from. */
  outcomeFrom: StatedOutcome | null;
  given: Set<string>;
  extra: ExtraSection[];
  /** The findings with the document line each starts on (for lint and the corpus tests). */
  findingItems: FindingItem[];
  placement: Placement[];
  /** The section chosen for each return section (outcome, recommendations, ...; findings not included). */
  sections: Map<string, Section>;
  /** The findings' group headings, for the written return (render.ts renderReturn). */
  layout: ReturnLayout;
  /** The tool's note on the tables of findings (FINDINGS_READ_HEADING), if it wrote one. */
  findingsNote?: ExtraSection;
  /** An outcome a line states that the tool did not take, and the section that held it back: a status read as
   *  answered while blocking questions stay open (open-blockers.ts). For the shell to say why it asks. */
  outcomeHeld?: { outcome: StatedOutcome; by: { line: number; heading: string; open: number } };
  /** With no finding: the line that states nothing was found ("None.", "No issues found."), zero findings. */
  noFindings?: StatedNone;
}

/** The outcome at the start of a text ("answered — the answer"), or null. For the Outcome section's text. */
export function parseOutcome(text: string): { outcome: Outcome; answer: string } | null {
  const lines = text.split('\n').filter((l) => l.trim());
  for (const l of lines.slice(0, 3)) {
    const o = outcomeOfLine(l);
    if (o) return o;
  }
  return null;
}

/** A heading that names `noun` ("# Bloc B — Bugs" names "bug"): a word of it that is the noun or its plural. */
function headingNames(heading: string, noun: string): boolean {
  const stem = noun.replace(/(?:e?s)$/u, '');
  return (heading.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => w === noun || (stem.length >= 3 && w.startsWith(stem) && w.length <= stem.length + 2));
}

function groupsStated(doc: ParsedDoc, all: Section[], parent: number[], containers: Section[]): StatedOutcome | null {
  const read = (suffix: string) => (suffix.split(/\s+/).length <= 4 ? (outcomeOfLine(suffix)?.outcome ?? null) : null);
  const g = groupsOutcome(all, parent, read, (s) => containers.some((c) => c === s || nestedIn(s, c)));
  if (!g) return null;
  const text = (readLines(doc)[g.from.line - 1] ?? '').trim();
  return { outcome: g.outcome, answer: '', exact: false, line: g.from.line, text, weak: true };
}

/** A finding ticked off: its text opens with "[x]" (a heading's or a task-list item's). */
const TICKED = /^[ \t]*(?:[-*+][ \t]+)?\[[xX✓]\][ \t]/;

// The reading of a brief asks this reader through return-reader.ts (it loads it only when it needs it).
provideReturnReader(() => ({ returnFromDoc, headingSeverity, severityOf, verificationOf }));

const briefOnlySpecs = () => [...BRIEF_HEAD, ...BRIEF_TAIL.filter((b) => b.key === "firstStep")];

export function returnFromDoc(doc: ParsedDoc): ParsedReturn {
  // Every block kept as checks that passed and no statement that nothing was found: read as before (problem-blocks.ts).
  const read = (leftOpen: boolean) => withPassTest(() => readReturnDoc(doc, leftOpen), (r) => !r.findingItems.length && !r.noFindings);
  const r = read(false);
  // Work still to do held back as the actions it lists ("## Pendiente"), in a report that says the work is done only in
  // part ("**Estado:** ✅ 75% Completo") and names no finding: what it left undone, its findings (QA 56 class 1).
  return heldPending.has(r) && !r.findingItems.length && (r.answers.outcome === 'partial' || r.answers.outcome === 'blocked') && r.given.has('outcome') ? read(true) : r;
}

/** Readings that held a section of work still to do back from the findings (return-sections.ts pendingLeft). */
const heldPending = new WeakSet<ParsedReturn>();

function readReturnDoc(doc: ParsedDoc, leftOpen = false): ParsedReturn {
  const answers = emptyReturn();
  const given = new Set<string>();
  const placement: Placement[] = [];
  const extra: ExtraSection[] = [];
  // The sections the tool writes itself, by identity (a body may have one of the same name).
  const made = new Set<ExtraSection>();
  const tool = (x: ExtraSection): ExtraSection => {
    made.add(x);
    return x;
  };
  let findingsNote: ExtraSection | undefined;
  let outcomeText = '';
  const all = doc.sections;
  const parent = parentIndexes(all);
  const lines = readLines(doc);

  const { best, containers, chosen, oneEach, beside, labelled, procedure, pendingLeft } = returnSections(doc, parent, leftOpen);
  const claimed = new Set<Section>([...containers, ...chosen.values()]);

  // Outcome: a stated status in the Outcome section, on a "Status:" line, in front matter, or at the top.
  let outcomeSection = chosen.get('outcome');
  // A return that is one finding, its title over no section ("# Vuln 1: SQL injection: `api/search.py:42`" / "* Severity:
  // High" / "* Recommendation: Use a bound parameter.", Claude Code's security review of one finding): the text is that
  // finding's detail, its fields no outcome ("Recommendation:" labels a fix there, not the review's verdict).
  const titledOne = !doc.marker && !all.length && doc.title !== null && doc.titleLine !== null && findingCounterTitled(doc.title);
  const places = outcomePlaces(doc, best, outcomeSection, containers, leadsOf(containers, all, parent), labelled).filter((p) => !titledOne || p.line < doc.preambleLines[0] || p.line >= doc.preambleLines[1]);
  const weighed = weighedOutcome(lines, doc.blocks.literal, { lines: places });
  // With no line that states it, sibling groups that carry statuses ("### Phase A — COMPLETED" / "### Phase B — IN
  // PROGRESS") state it: partial, or answered when all are done (doc-verdict.ts); never findings' states of repair.
  // (Or a decision written as task boxes, one ticked: "- [x] ✅ Restore validated" / "- [ ] ❌ Restore failed";
  // ticked-decision.ts.)
  // ("✅ The feature works with demo tracks" right above "❌ Real generation is not available": partial, mixed-verdict.ts.)
  // (Or beside it in the section's tally, a blank line between: mixedTally, marked-results.ts.)
  const weighedStated = weighed.stated && !doc.marker ? mixedTally(lines, doc.blocks.literal, outcomeSection, mixedVerdict(lines, weighed.stated)) : weighed.stated;
  // (Or an Outcome section of status lines led by marks, "✅ Deploy succeeded" / "❌ Real generation is not available":
  // partial, or answered for passes only beside no findings; marked-results.ts.)
  // (A value that wraps onto the next line inside a bracket is read to the bracket's close: wrapped-answer.ts.)
  const readStated = withWrappedBracket(lines, weighedStated ?? (doc.marker ? null : tickedDecision(lines, doc.blocks.literal) ?? groupsStated(doc, all, parent, containers) ?? (outcomeSection ? markedResults(lines, doc.blocks.literal, outcomeSection, containers.length > 0) : null)));
  // "**Status**: Pushed to remote, ready for PR" read as answered while the return ends on "## Blocking Questions for
  // You" / "1. Which test framework?": the branch is handed over, the question is not answered. Not read as the outcome:
  // the tool asks for it and says which two lines decided (open-blockers.ts). The writer's own word ("answered — x")
  // stands (QA 44 class 9).
  const blockers = readStated && readStated.outcome === 'answered' && !readStated.exact && !doc.marker ? openBlockers(all.filter((x) => best.get(x) === 'questions')) : undefined;
  const stated = blockers ? null : readStated;
  const outcomeHeld = blockers && readStated ? { outcome: readStated, by: { line: blockers.line, heading: blockers.heading, open: openItems(blockers.raw).length } } : undefined;
  // Two Outcome sections ("## Outcome" / "answered — x", later "# Outcome" / "abandoned — y"): the outcome and
  // its one-line answer come from one place, the section whose line was read as the outcome; the other is
  // the writer's text, kept under its own heading (never merged into the tool's Outcome).
  const statedIn = stated ? statedSection(all, best, containers, stated.line - 1) : undefined;
  if (statedIn && outcomeSection && statedIn !== outcomeSection) {
    claimed.delete(outcomeSection);
    claimed.add(statedIn);
    chosen.set('outcome', statedIn);
    outcomeSection = statedIn;
  }
  // The stated line wins over a section chosen by its heading (QA 48 R3b): a summary that states no result itself, a
  // table or a list of checks with no paragraph ("## 📊 评审总结" / "| 评审项 | 状态 | 评分 |", "## Coverage Summary" / a
  // table), under a heading that is no status or verdict label, is kept under its own heading, not taken as the Outcome.
  // (Only beside a section of findings: with none, a list under the summary is the findings, "**Summary**" / "- The export
  // double-counts refunds." / "Status: done", and its section stays the Outcome that holds them.)
  if (stated && outcomeSection && !doc.marker && containers.length > 0 && (statedAt0(stated) < outcomeSection.start || statedAt0(stated) >= outcomeSection.end) && !verdictHeading(outcomeSection.heading, statusLabelWord) && normalizeHeading(outcomeSection.heading) !== normalizeHeading(RETURN_SECTIONS[0]!.heading) && !ownProse(doc, outcomeSection, all)) {
    claimed.delete(outcomeSection);
    chosen.delete('outcome');
    outcomeSection = undefined;
  }
  let outcomeFrom: StatedOutcome | null = null;
  if (stated) {
    answers.outcome = stated.outcome;
    outcomeFrom = stated;
    given.add('outcome');
  }
  // The one-line answer: the rest of the stated outcome line and of its paragraph; else the first paragraph
  // of prose in the Outcome section (or the intro). A quote, list, table or code block is not an answer.
  // Everything else there is kept, under the heading it came from.
  const statedAt = stated ? stated.line - 1 : -1;
  const used = new Set<number>(); // the Outcome section's lines taken for the answer (or as findings)
  // A section headed "Outcome" itself inside the chosen one ("# Outcome" … "## Outcome" / "abandoned — x"):
  // the writer's second Outcome, not text of the tool's. Kept as its own section ("Outcome (as written)",
  // below), never under the tool's Outcome heading.
  const innerOutcomes = outcomeSection && !doc.marker ? all.filter((x) => x !== outcomeSection && nestedIn(x, outcomeSection) && !claimed.has(x) && !containers.some((c) => nestedIn(x, c)) && normalizeHeading(x.heading) === normalizeHeading(RETURN_SECTIONS[0]!.heading)) : [];
  for (const x of innerOutcomes) claimed.add(x);
  if (outcomeSection) {
    const own = ownLineIndexes(doc, outcomeSection, claimed);
    let answer = '';
    // The stated line gives the answer when it says more than a status word, or is the outcome word itself
    // ("answered — x"); else it is kept with the section's other text ("Status: done").
    if (statedAt >= outcomeSection.start && statedAt < outcomeSection.end && (stated!.answer || stated!.exact)) {
      // A table row stays in its table (the rest keeps the table whole); any other line is the answer now.
      if (!/^\s*\|/.test(lines[statedAt]!)) used.add(statedAt);
      const para = doc.blocks.top.find((b) => b.token.type === 'paragraph' && b.line <= statedAt && statedAt < b.end);
      const cont: number[] = [];
      // (Up to a metadata line: "**Status:** ✅ Ready" / "**Tested by:** 0xClaw" / "**Date:** …" says who and when, no
      // part of the answer; it stays in the section, metadata-lines.ts.)
      for (let i = statedAt + 1; para && i < para.end && !metadataLine(lines[i]!); i++) cont.push(i);
      for (const i of cont) used.add(i);
      answer = [keptLabel(lines[statedAt]!, stated!), oneLine(sectionText(cont.map((i) => lines[i]!).join('\n')))].filter(Boolean).join(' ');
    } else if (stated && stated.answer && !doc.marker && (statedAt < outcomeSection.start || statedAt >= outcomeSection.end)) {
      // Read from a line elsewhere that says more than a status word (a closing "**Kesimpulan Audit:** Sistem … siap
      // untuk UAT" below the findings, the Outcome section a summary of the system): its words are the answer, so the
      // answer is the line stderr names (QA 36 doc 12). The section's prose stays in it, below the outcome line.
      const label = closingLabel(stated.answer);
      answer = label > 0 ? stated.answer.slice(label).replace(/^[*_ \t]+/, '').trim() || stated.answer : stated.answer;
    }
    // A return the tool wrote gives its answer on the outcome line and nowhere else: the lines below it are the
    // rest of the writer's Outcome section ("**Status:** done"), kept there, never read again as the answer.
    const toolLine = doc.marker !== null && statedAt >= outcomeSection.start && statedAt < outcomeSection.end && stated!.exact && lines.slice(outcomeSection.start, statedAt).every((l) => !l.trim());
    // Written as a list or a table: an "Answer:" item or row, or the item right after a bare "- answered".
    if (!answer && !toolLine) {
      const given = answerLine(doc, own, statedAt);
      if (given) {
        answer = given.text;
        if (given.drop) used.add(given.line);
      }
    }
    const prose0 = answer || toolLine ? null : answerIn(doc, outcomeSection.start, outcomeSection.end, used);
    // A stated verdict ("**判定**: NEEDS_DISCUSSION", "Verdict: approve") is the answer before a paragraph that only
    // says how the review was done ("静的レビューのみ実施し…", "Static review only; nothing was run"): that stays in the section.
    const verdict = prose0 ? verdictOverScope(prose0.text, statedAt >= 0 ? lines[statedAt] : undefined) : null;
    if (verdict) answer = verdict;
    const prose = verdict ? null : prose0;
    if (prose) {
      answer = prose.text;
      for (const i of prose.lines) used.add(i);
    }
    // Where nothing states the outcome and the section is a list ("## 結論" / "- x は y であった。"), its first item's first
    // sentence is the answer, so a return made with --outcome is not left without one; the list stays whole below it.
    if (!answer && !stated && !toolLine && !doc.marker) answer = firstItemAnswer(lines, doc.blocks.top, doc.blocks.literal, outcomeSection.start, outcomeSection.end);
    answers.answer = answer || stated?.answer || '';
    // The rest stays in the Outcome section, below the outcome line (its sub-headings one level down):
    // the written return has one Outcome section, whatever shape the writer gave theirs.
    const rest = ownText(doc, outcomeSection, claimed, undefined, used);
    if (rest) outcomeText = rest;
    placement.push({ line: outcomeSection.line, from: outcomeSection.heading, to: prose?.quoted ? quotedAnswer(prose) : 'Outcome' });
  } else if (stated) {
    answers.answer = stated.answer;
  }
  // Front matter that states the outcome says why in a key of its own ("blocked_by: the vendor's key",
  // "reason:", "summary:"): its value is the one-line answer when nothing else gives one.
  const fmEnd = doc.blocks.frontMatter?.[1] ?? 0;
  const fromFrontMatter = stated !== null && stated.line <= fmEnd;
  const answerKey = fromFrontMatter && !answers.answer ? doc.frontMatter.find((e) => ANSWER_KEY.test(e.key) && e.value.trim()) : undefined;
  if (answerKey) answers.answer = `${answerKey.value.trim()}${answerKey.comment ? ` # ${answerKey.comment}` : ''}`;
  // Front matter that lists the findings ("findings:" / "- title: …" / "  verified: true"), with no findings
  // section in the body: that list is the findings, and the body's text is their detail, not more findings.
  const fmFindings = !containers.length && !doc.marker ? frontMatterFindings(doc) : null;
  const intro = doc.marker ? '' : sectionText(doc.preamble);
  // A return with no sections at all (a chat answer: a lead, a list, a note) has its findings in its text:
  // every block but the answer and the stated outcome's line.
  let introFindings: Block[] = [];
  if (intro) {
    const [from, to] = doc.preambleLines;
    // With no sections, the answer is the lead's: a paragraph after the findings' list is no answer.
    const solid = doc.blocks.top.filter((b) => b.token.type !== 'space');
    const quoteRun = (b: Block) => b.token.type === 'blockquote' && solid[solid.indexOf(b) + 1]?.token.type === 'blockquote';
    const firstItems = !all.length ? solid.find((b) => b.line >= from && b.line < to && (b.token.type === 'list' || b.token.type === 'table' || quoteRun(b) || (b.token.type === 'html' && /^\s*<details\b/i.test(lines[b.line] ?? '')))) : undefined;
    const prose0 = !answers.answer && !outcomeSection && !titledOne ? answerIn(doc, from, firstItems?.line ?? to, new Set(statedAt >= from && statedAt < to ? [statedAt] : [])) : null;
    // (As in the Outcome section: a stated verdict before a paragraph on how the review was done.)
    const verdict = prose0 ? verdictOverScope(prose0.text, statedAt >= 0 ? lines[statedAt] : undefined) : null;
    if (verdict) answers.answer = verdict;
    const prose = verdict ? null : prose0;
    if (!all.length && !doc.marker && !fmFindings) {
      const skip = new Set(prose?.lines ?? []);
      // The stated line's block is not a finding, unless it is a list: "- Status: done" then the findings.
      // (Not the block under a label of another part, "Key Changes:" over the changes: labelled-blocks.ts.)
      introFindings = doc.blocks.top.filter((b) => b.line >= from && b.line < to && b.token.type !== 'space' && b.token.type !== 'hr' && !skip.has(b.line) && (b.token.type === 'list' || !(statedAt >= b.line && statedAt < b.end)) && !underOtherLabel(lines, solid, b));
    }
    if (prose || introFindings.length) {
      if (prose) answers.answer = prose.text;
      const used = new Set(prose?.lines ?? []);
      for (const b of introFindings) for (let i = b.line; i < b.end; i++) used.add(i);
      // The status item of such a list stays in the text, under "Introduction" (it is no finding).
      if (statedAt >= from && statedAt < to) used.delete(statedAt);
      const rest: string[] = [];
      for (let i = from; i < to; i++) if (!used.has(i)) rest.push(lines[i]!);
      const restText = sectionText(rest.join('\n'));
      if (restText) extra.push(tool({ heading: INTRODUCTION_HEADING, text: restText }));
      const what = [prose ? (prose.quoted ? quotedAnswer(prose) : 'Outcome (the one-line answer)') : '', introFindings.length ? 'its lists and paragraphs as findings' : '', restText ? 'the rest under "Introduction"' : ''].filter(Boolean).join('; ');
      placement.push({ line: from + 1, from: '(text before the first heading)', to: what });
    } else {
      // The line that stated the outcome ("Outcome: answered — deploy fixed") is written as the Outcome
      // line when that says all of its words; it is not written twice.
      const said = stated && statedAt >= from && statedAt < to && !doc.blocks.literal[statedAt] && saysAll(lines[statedAt]!, `${stated.outcome} ${answers.answer}`);
      const rest = said ? sectionText(lines.slice(from, to).map((l, i) => (from + i === statedAt ? '' : l)).join('\n')) : intro;
      if (rest) extra.unshift(tool({ heading: INTRODUCTION_HEADING, text: rest }));
      placement.push({ line: from + 1, from: '(text before the first heading)', to: [said ? `line ${statedAt + 1} as the Outcome line` : '', rest ? 'kept under "Introduction"' : ''].filter(Boolean).join('; ') });
    }
  }
  // (An answer emphasised as a whole, "**Approved for Implementation.**", is said without its marks; not in the tool's own
  // return, whose answer is written as given: "_em_" given reads back "_em_", roundtrip.test.)
  if (!doc.marker) answers.answer = valueMarksOff(answers.answer, false);
  if (answers.answer) given.add('answer');

  // The paragraph that states the outcome ("Status: fixed.") below another section's text (the findings,
  // the tests run) is the outcome's, not the last finding's "Status:" line nor an item of Evidence: it is
  // written in the Outcome section, under the outcome line.
  // (A status held back by blocking questions is taken out the same way: its words are no open question; they are
  // written under the outcome line the writer gives with --outcome.)
  const statusAt = stated ? statedAt : outcomeHeld ? outcomeHeld.outcome.line - 1 : -1;
  const inOutcome = outcomeSection !== undefined && statusAt >= outcomeSection.start && statusAt < outcomeSection.end;
  const statusBlock = statusAt >= 0 && !doc.marker && !inOutcome && statusAt >= doc.preambleLines[1] ? (doc.blocks.top.find((b) => (stated ? b.line === statusAt : b.line <= statusAt && statusAt < b.end) && b.token.type === 'paragraph') ?? openingQuoteAt(doc, lines, containers, statusAt)) : undefined;
  let statusTaken = false;
  const withoutStatus = (x: Section): string => {
    if (!statusBlock || statusBlock.line < x.start || statusBlock.line >= x.end) return ownRaw(doc, x, claimed);
    const idx = ownLineIndexes(doc, x, claimed);
    if (!idx.includes(statusBlock.line)) return ownRaw(doc, x, claimed);
    statusTaken = true;
    return idx.map((i) => (i >= statusBlock.line && i < statusBlock.end ? '' : docLine(doc, i))).join('\n');
  };
  const headingNotes: HeadingNotes = {};
  // The sections of findings kept as no group whose heading says what the tool's heading does not (their words: a note).
  const namedFindings: Section[] = [];
  const noneSaid: ExtraSection[] = []; // list sections that say they have nothing ("## Dead Ends" / "- None."), kept as written
  const listNumbers: ListNumbers = {};
  // The list sections: every section that names one (not only the best), in document order.
  for (const spec of RETURN_SECTIONS) {
    if (spec.key === 'outcome' || spec.key === 'findings') continue;
    const first = chosen.get(spec.key);
    if (!first) continue;
    const more = all.filter((x, i) => x !== first && best.get(x) === spec.key && !claimed.has(x) && (parent[i]! < 0 || !claimed.has(all[parent[i]!]!)) && ![...claimed].some((c) => nestedIn(x, c)) && (parent[i]! < 0 || isGroupingHeading(doc, all[parent[i]!]!)));
    for (const x of more) claimed.add(x);
    const items: string[] = [];
    const readList: ReadItems = [];
    for (const x of [first, ...more].sort((a, b) => a.line - b.line)) {
      const listed = listItemsAt(withoutStatus(x), 1);
      // "## Dead Ends" / "- None.", "## Open questions" / "N/A", "Keine.", "无": the writer says the section has
      // nothing, which is no dead end nor question; the placement says so and the text is kept under its heading.
      const none = !doc.marker && listSaysNone(listed.map((it) => it.text), spec.key === 'deadEnds' || spec.key === 'questions');
      if (none) noneSaid.push({ heading: x.heading, text: sectionText(withoutStatus(x)) });
      const read = none ? [] : listed;
      const own = read.map((it) => it.text);
      readList.push(...readItems(read));
      // ("## Recommendations for the next release", "## Next steps": a heading with words the tool's heading
      // does not write keeps them, apart from the items: render.ts HeadingNote, heading-rest.ts headingWordsWritten.)
      if (own.length && !doc.marker && x.level > 0 && !headingWordsWritten(x.heading, spec.heading)) (headingNotes[spec.key] ??= []).push({ heading: x.heading, before: own[0]! });
      items.push(...own);
      placement.push({ line: x.line, from: x.heading, to: none ? `${spec.heading}: none (the section says so; kept as its own section)` : spec.heading });
    }
    // (A return the tool wrote, read back: the heading lines it wrote among the items are notes again.)
    const lifted = liftedListNotes(items);
    if (lifted.notes.length) (headingNotes[spec.key] ??= []).push(...lifted.notes);
    (answers as unknown as Record<string, unknown>)[spec.key] = lifted.items;
    withNumbers(listNumbers, spec.key, withoutNoteItems(readList));
    given.add(spec.key);
  }

  // The paragraph that states the outcome ("Status: fixed.") below the findings is the outcome's, not the
  // last finding's "Status:" line: it is written in the Outcome section, under the outcome line.
  // Another line that states an outcome ("Status: all fixed in abc123", "状态：已完成", "✅ Done." after the findings'
  // table or list), a paragraph of its own right after the items or after the outcome's line: a status of the
  // return said again, not a finding. Kept beside the findings (statusAside), never counted (QA extras7).
  const alsoStated = new Set([...weighed.others.map((o) => o.line - 1), ...weighed.restated.map((l) => l - 1)]);
  const statusAside: SetAside[] = [];
  const restatedStatus = (t: FindingSection): Block[] => {
    if (doc.marker || !alsoStated.size) return [];
    const out: Block[] = [];
    let prev: Block | undefined;
    for (const b of t.blocks) {
      if (b.token.type === 'space') continue;
      const after = prev !== undefined && (prev.token.type === 'list' || prev.token.type === 'table' || prev === statusBlock || out.includes(prev));
      if (after && b.token.type === 'paragraph' && b.end - b.line === 1 && alsoStated.has(b.line) && !doc.blocks.literal[b.line]) out.push(b);
      prev = b;
    }
    return out;
  };
  // (Only in a section's own blocks: under a sub-heading, "Status: fixed" after a list is that finding's state.)
  const statusless = (t: FindingSection, top = true): FindingSection => {
    const again = top ? restatedStatus(t) : [];
    for (const x of again) statusAside.push({ heading: t.heading, text: (lines[x.line] ?? '').trim(), line: x.line + 1, struck: true });
    if ((!statusBlock || statusAt < t.line) && !again.length) return t;
    const b = statusBlock && statusAt >= t.line ? t.blocks.find((x) => x === statusBlock) : undefined;
    if (b) statusTaken = true;
    return { ...t, blocks: t.blocks.filter((x) => x !== b && !again.includes(x)), children: t.children.map((c) => statusless(c, false)) };
  };
  // Findings: from their sections; in a hand-written return with none, from every section nothing else took.
  const sources: FindingSource[] = [];
  let doneKept = false; // a section of the work done was kept so
  const aside: SetAside[] = []; // group lead lines ("Found three problems:"), kept under their headings
  // A findings-like heading gives way to the tool's own; any other ("Security", with severities), or one
  // of several findings-like ones ("Critical issues", "Minor issues"), is kept as the group it is.
  const named = containers.filter((c) => best.get(c) === 'findings').length;
  const ancestorsOf = (x: Section): Section[] => {
    const out: Section[] = [];
    for (let p = parent[all.indexOf(x)] ?? -1; p >= 0; p = parent[p]!) out.push(all[p]!);
    return out;
  };
  if (fmFindings) {
    sources.push({ s: { heading: `(front matter) ${fmFindings.entry.key}:`, level: 0, line: fmFindings.entry.line, start: fmFindings.entry.line - 1, end: fmFindings.entry.line, raw: '' }, items: fmFindings.items });
  } else if (containers.length) {
    const counted: string[][] = [];
    const countedRefs = new Set<string>(); // the counted findings' own numbers and ids ("1", "f-2")
    const countedTexts: string[] = []; // the counted findings' whole texts (mark-recaps.ts)
    const groupsAt = [...containers];
    namedFindings.length = 0;
    const notesOf = new Map<Section, SetAside[]>();
    const recapped: Section[] = []; // groups that restate findings counted above
    for (const c of [...containers]) {
      // Candidates the writer ruled out ("## Refuted candidates (NOT bugs)", "## Fehlalarme — NICHT beheben") or took
      // back ("### 3.4 — ~~LOW — …~~ (RETRACTED — …)", withdrawn-items.ts):
      // no findings, kept under their heading.
      // A severity group that holds nothing ("## Critical" / "None.") beside other groups: kept, no finding (N9-R3).
      // (Its tree is built once: the check and the findings read the same one.)
      const whole = findingTree(doc, c, parent, claimed);
      if (!doc.marker && (withdrawnTitle(c.heading) || (ruledOutHeading(c.heading) && !declinedGroup(c.heading, groupsAt.map((x) => x.heading), ruledOutHeading, headingSeverity)) || (headingSeverity(c.heading) !== undefined && emptyGroup(lines, whole, groupsAt.filter((x) => x !== c))))) {
        containers.splice(containers.indexOf(c), 1);
        claimed.delete(c);
        continue;
      }
      // A section that tells what the work did or what exists ("## 4. Endpoints" / "- `POST /auth/login` — login", "## 1.
      // Resumen del trabajo"), stating no problem, beside a section named for the findings: context, kept under its
      // heading (kept-roles.ts describesWork, QA 38 doc 10). So does a table of checks alone ("## קדם־תנאים (Go / No-Go)" /
      // "| G4 | … | ✗ | … |"): the checks run, whose failures the findings state (marked-sections.ts checkTableOnly, QA 53 12).
      // (Not under a heading that names a level, "## 🟠 High Priority" over "| 8 | ✅ | **The semaphore blocks …** |": its
      // rows are findings, their ticks a state.)
      if (!doc.marker && best.get(c) !== 'findings' && groupsAt.some((x) => x !== c && best.get(x) === 'findings') && (describesWork(lines, whole) || (checkTableOnly(whole) && headingSeverity(c.heading) === undefined && partSeverity(c.heading) === undefined))) {
        containers.splice(containers.indexOf(c), 1);
        claimed.delete(c);
        continue;
      }
      // A findings heading that states a severity ("### 🔴 Critical Issues", or in its note, "## Fehler (zuerst
      // beheben)": gloss-level.ts) stays a group: it gives it. So does
      // one that says more than the name ("## Findings (round 2, after the cache fix)"): its words are the writer's.
      // So does one that states its findings' state of repair, though its name is one of the findings' own ("## ⏸️
      // Deferred" among "## 🟠 HIGH — fixed" groups): it gives every finding under it that state (finding-state.ts).
      // So does one after a section kept as a group ("## 3. Bug list" / "### P0: …" before "## Vulnerabilities"): given
      // way, its findings were of no group after a group, and were written first, out of the writer's order (QA 45 R6).
      const afterGroup = sources.some((x) => x.items.some((f) => f.groups?.length));
      const own = doc.marker || (best.get(c) === 'findings' && named < 2 && !afterGroup && !headingSeverity(c.heading) && !glossLevel(c.heading, headingSeverity) && !headingSaysMore(c.heading, FINDINGS_SPEC) && !headingStatesFixed(c.heading) && !headingState(c.heading)) ? [] : [{ heading: c.heading, line: c.line }];
      // (A findings heading in words the tool's heading does not write, "## Hallazgos", "## 発見事項", "## Constats", kept as
      // no group: its words are kept as a note above its first finding, as a list section's heading is; QA 50 class 10.)
      if (!own.length && !doc.marker && c.level > 0 && best.get(c) === 'findings' && !headingWordsWritten(c.heading, FINDINGS_SPEC.heading)) namedFindings.push(c);
      const notes: SetAside[] = [];
      const tree = statusless(whole);
      // A counter-titled section beside other sections of findings ("## BUG #1: total ignores discounts" over
      // its prose, before "## Second sweep" / "### Critical"): one finding, titled by its heading.
      // So is a section of a numbered series that states one finding with its severity ("## 3. Spec lacks the
      // error codes — Low" over prose, beside "## 4. Nits — Low").
      const counted1 = !doc.marker && (counterTitled(c.heading) || severityTitled(c.heading) || countedSeverityTitle(c.heading)) && best.get(c) !== 'findings' && !isGroup(tree, lines)
        // ("**❌ Problem: supported only through the Python SDK**" over "- Python SDK: ✅" / "- JS SDK: ❌": one problem stated,
        // its bullets its detail; claim-headings.ts, QA 52 class 9.)
        || (!doc.marker && claimTitled(c.heading))
        // ("## 1. No CI" / "- **Priority**: High" / "- **Status**: Open" beside siblings of the same fields: one finding.)
        || oneEach.has(c)
        // ("## 🔴 Real App Bug: …" over "### Root Cause" / "### Evidence" / "### Fix Required", in a series of light-led
        // groups: one finding, its sub-headings its parts.)
        || (!doc.marker && best.get(c) !== 'findings' && titledOverParts(c.heading, tree.children.map((x) => x.heading), tree.blocks.some((b) => b.token.type === 'paragraph' && levelField((b.token as Tokens.Paragraph).text))) && !isGroup(tree, lines))
        // ("#### **[must] 重大な実装不足**" over code, then "**問題点:**" over a list: one finding, its heading the title.)
        || (!doc.marker && (best.get(c) !== 'findings' || headingSaysMore(c.heading, FINDINGS_SPEC)) && codeOverLabelledLists(lines, tree))
        // ("## Test Infrastructure Issues" / "| test_a.py | 13 failures | … |" / "**Root Cause:** pytest-asyncio is not
        // configured", beside the sections of findings: one problem, the rows its symptoms; one-cause.ts, QA 39 doc 10.)
        || (!doc.marker && groupsAt.some((x) => x !== c) && oneCauseOver(tree));
      const items = counted1 ? [oneFinding(lines, tree)] : sectionFindings(lines, doc.marker ? asWritten(tree) : tree, own, notes, doc.blocks.literal);
      // A later section whose every item restates a finding already counted ("### Weaknesses resolved ✅" /
      // "- Old image library"; "### High risk" / "- **Webhook security:** …") sums them up: it adds none,
      // and is kept under its own heading.
      // So does a risk register after the findings ("## Risk register" / "### High risk" / "- **Account
      // takeover:** … / - **Mitigation:** …"): the findings again, as risks with what lowers them.
      // So does a plan whose every row points at a counted finding by its number or id ("| P1 | #1: BPM slider
      // lags | small |").
      // So does one that says them again in other words or another language, naming the same code, paths and
      // identifiers one to one ("## Основные проблемы" / "- parse_status_log читает файл целиком …"; mark-recaps.ts).
      if (!doc.marker && counted.length && items.length && (items.every((f) => restatesOne(titleWords(f.text), counted) || pointsAt(f.text, countedRefs)) || restatesByMarks(items.map((f) => f.text), countedTexts) || [c, ...ancestorsOf(c)].some((x) => RISK_REGISTER.test(x.heading)))) {
        containers.splice(containers.indexOf(c), 1);
        claimed.delete(c);
        recapped.push(c);
        continue;
      }
      // "## Risks & Observations" / "### Critical Issues" (the findings again) / "### Dead Paths" / "- No code path calls
      // it …": a later sibling of such a recap that no words name for findings and no severity weighs (it joined the
      // recap's series of groups by its place alone) is more of the same analysis, kept under its heading (QA 37 doc 08).
      if (!doc.marker && items.length && !best.has(c) && headingSeverity(c.heading) === undefined && partSeverity(c.heading) === undefined && recapped.some((r) => r.line < c.line && ancestorsOf(r)[0] !== undefined && ancestorsOf(r)[0] === ancestorsOf(c)[0]) && items.every((f) => severityOf(f.text) === undefined)) {
        containers.splice(containers.indexOf(c), 1);
        claimed.delete(c);
        continue;
      }
      // A group whose heading the findings would keep ("## ✅ Kiểm Tra Publish Script") that gives none, every part of
      // it set aside (a sub-section of checks that passed): no group of findings, kept whole as its own section, its
      // heading over its parts. (Kept as a group with no finding, its heading was written nowhere: words lost.)
      if (!doc.marker && !items.length && own.length && notes.length && !notes.some((n) => n.section || n.recommendation || n.struck)) {
        containers.splice(containers.indexOf(c), 1);
        claimed.delete(c);
        continue;
      }
      // A group of a template's fields and nothing else ("## PRD Traceability" / "- PRD feature/order: 01 (P0)", "## Risk
      // Classification" / "- Risk level: LOW"): a ticket's metadata, its levels the ticket's, kept as its own section
      // (template-fields.ts, QA 56 15).
      // (Not a section named for the findings outright, "## Findings" / "- Severity: High" / "- File: a.ts": one finding's fields.)
      if (!doc.marker && !counted1 && sectionScore(c.heading, FINDINGS_SPEC) < 4 && templateFieldsOnly(items.map((f) => f.text))) {
        containers.splice(containers.indexOf(c), 1);
        claimed.delete(c);
        continue;
      }
      notesOf.set(c, notes);
      // (What was counted is compared only in a document the tool did not write, above: a return it wrote, as every
      // return pull reads unless edited by hand, skips reading each finding's title words: 80,000 in a big fan-out.)
      if (!doc.marker)
        for (const f of items) {
          counted.push(titleWords(f.text));
          countedTexts.push(f.text);
          const ref = ownRef(f.text);
          if (ref) countedRefs.add(ref);
        }
      sources.push({ s: c, items });
    }
    // "## Quick wins" / "1. **Issue #2** - z-index ⚡ 10 min" before or after "### Issue #2: Hardcoded z-index" / its
    // detail: a list whose every item is one line naming a finding stated elsewhere by its id or counter plans or sums
    // up around it; counted once, where it is stated (cited-recaps.ts, QA 35 class 1). The list is kept as its own section.
    // (Every other finding's own ref, for a list that sums several up by theme: "**Low-level correctness:** F-P0-3, [T1]".)
    const refsBut = (src: FindingSource): Set<string> => {
      const out = new Set<string>();
      for (const o of sources) if (o !== src) for (const f of o.items) out.add(ownFindingRef(f.text));
      out.delete('');
      return out;
    };
    if (!doc.marker) {
      for (const src of [...sources]) {
        const stated = new Set<string>();
        for (const o of sources) if (o !== src) for (const f of o.items) if (f.text.trim().includes('\n')) stated.add(ownFindingRef(f.text));
        stated.delete('');
        if (!citesStated(src.items.map((f) => f.text), stated, refsBut(src))) continue;
        const c = src.s as Section;
        sources.splice(sources.indexOf(src), 1);
        containers.splice(containers.indexOf(c), 1);
        claimed.delete(c);
        notesOf.delete(c);
      }
    }
    // "### Principais Descobertas" / "⚠️ **Problemas Críticos Encontrados:**" / "1. **Múltiplas conexões WebSocket
    // potenciais** (Alto risco)" beside "### 1. Múltiplas Conexões WebSocket Duplicadas" and its detail: a list whose
    // every item is one line naming, in the main words of its title, a different finding stated in detail in another
    // section sums them up (worded-recaps.ts, QA 38 class 1b): kept as its own section, counted once where stated.
    if (!doc.marker) {
      const stemmed = (text: string) => titleWords(text).map(stem);
      for (const src of [...sources]) {
        const stated = sources.filter((o) => o !== src).flatMap((o) => o.items.filter((f) => f.text.trim().includes('\n')).map((f) => stemmed(f.text)));
        if (!namesStatedInWords(src.items.map((f) => f.text), stated, stemmed)) continue;
        const c = src.s as Section;
        sources.splice(sources.indexOf(src), 1);
        containers.splice(containers.indexOf(c), 1);
        claimed.delete(c);
        notesOf.delete(c);
      }
    }
    // "## Vulnerability Summary" / "| GO-2025-4013 | crypto/x509 | Medium |" beside "### 5. GO-2025-4013: …": a table
    // whose every row names a finding headed under another section of findings, before or after it, is an index of
    // them: kept as its own section, no findings (summary-rows.ts).
    // The rows of the tables that gave all of a section's findings (two rows at least), each as its cells, and
    // whether every row names a different heading of `elsewhere`.
    const indexTable = (items: FindingItem[], elsewhere: (x: Section) => boolean): boolean => {
      if (items.length < 2 || !items.every((f) => f.table)) return false;
      const headings = all.filter(elsewhere).map((x) => x.heading);
      for (const t of new Set(items.map((f) => f.table!))) {
        const b = doc.blocks.top.find((x) => x.token.type === 'table' && x.line + 1 === t.line);
        if (!b) return false;
        const rows = (b.token as Tokens.Table).rows.map((r) => r.map((cell) => cell.text));
        if (items.filter((f) => f.table === t).length !== rows.length || !rowsNameHeadings(rows, headings)) return false;
      }
      return true;
    };
    if (!doc.marker) {
      for (const src of [...sources]) {
        const c = src.s;
        if (!indexTable(src.items, (x) => x !== c && !nestedIn(x, c) && !nestedIn(c, x) && containers.some((k) => k !== c && (k === x || nestedIn(x, k))))) continue;
        sources.splice(sources.indexOf(src), 1);
        containers.splice(containers.indexOf(c), 1);
        claimed.delete(c);
        notesOf.delete(c);
        beside.set(c, 'summary');
      }
    }
    for (const c of containers) aside.push(...(notesOf.get(c) ?? []));
    // "## BLOCKER B3 — wedge loop defeats idle-stop" beside "## Minor / non-blocking": a heading that opens with a
    // severity word and an id is a finding of its own, not a section kept beside them (severity-id-headings.ts).
    if (!doc.marker) {
      for (let i = 0; i < all.length; i++) {
        const s = all[i]!;
        if (claimed.has(s) || (best.has(s) && best.get(s) !== 'findings') || [...claimed].some((c) => nestedIn(s, c))) continue;
        if (parent[i]! >= 0 && !claimed.has(all[parent[i]!]!)) continue;
        if (severityIdHeading(s.heading) === undefined) continue;
        sources.push({ s, items: [oneFinding(lines, statusless(findingTree(doc, s, parent, claimed)))] });
        claimed.add(s);
      }
    }
  } else if (!doc.marker) {
    const briefOnly = (x: Section) => briefOnlySpecs().some((spec) => sectionScore(x.heading, spec) > 0);
    // Findings written as numbered sections ("## 1. Pool exhausted", "## 2. JSON dominates CPU"): an
    // unnumbered sibling ("## Setup") is no finding among them; it is kept under its own heading.
    const free = all.filter((x, i) => !claimed.has(x) && !procedure.has(x) && !briefOnly(x) && !(best.has(x) && best.get(x) !== 'findings') && ![...claimed].some((c) => nestedIn(x, c)) && (parent[i]! < 0 || claimed.has(all[parent[i]!]!)));
    const numberedAt = new Set(free.filter((x) => NUMBERED_HEADING.test(x.heading)).map((x) => x.level));
    const countedBy = (x: Section) => free.filter((y) => y.level === x.level && NUMBERED_HEADING.test(y.heading)).length >= 2;
    const trees: FindingSection[] = [];
    for (let i = 0; i < all.length; i++) {
      const s = all[i]!;
      // A section that names another return section (a second Summary, say) is kept as it is, not a finding.
      if (claimed.has(s) || procedure.has(s) || briefOnly(s) || (best.has(s) && best.get(s) !== 'findings') || ruledOutHeading(s.heading) || withdrawnTitle(s.heading) || [...claimed].some((c) => nestedIn(s, c))) continue;
      if (parent[i]! >= 0 && !claimed.has(all[parent[i]!]!)) continue; // inside an unclaimed section: handled with it
      if (numberedAt.has(s.level) && countedBy(s) && !NUMBERED_HEADING.test(s.heading)) continue;
      const tree = statusless(findingTree(doc, s, parent, claimed));
      // A finish report's work done ("## Key Changes Implemented", "## Testing & Validation", "## Git History"; headings.txt
      // return.doneWork), marking no problem: kept under its heading, never findings for want of a section named for them.
      // (Nor one whose only line states the outcome, "## Notes" / "All acceptance criteria from #12 have been satisfied.":
      // the outcome read there, no finding titled by the heading alone.)
      if (statedAt >= s.start && statedAt < s.end && !all.some((x) => nestedIn(x, s)) && lines.slice(s.start, s.end).every((l, k) => !l.trim() || s.start + k === statedAt)) continue;
      if (headingScore(s.heading, 'return.doneWork') >= 4 && !marksProblem(lines, tree)) {
        doneKept = true;
        continue;
      }
      trees.push(tree);
      sources.push({ s, items: [] });
      claimed.add(s);
    }
    // In a finish report (a section of its work done kept above), a section that says no problem ("## Documentation" /
    // "- **Master reference** with …", "## Dependencies") tells more of the work done: kept under its heading (QA 56 class 1).
    if (doneKept) {
      for (let k = trees.length - 1; k >= 0; k--) {
        if (saysProblemIn(lines, trees[k]!)) continue;
        claimed.delete(sources.splice(sources.length - trees.length + k, 1)[0]!.s as Section);
        trees.splice(k, 1);
      }
    }
    // Beside them, a severity legend, findings resolved before, observations of the state: kept (kept-roles.ts).
    // So is a section that states no problem and reports checks that passed ("### ✅ PASS: Database", problem-blocks.ts).
    // (So is a table of which test guards each finding, "## Guards against regressions" / "| Finding | Test |": beside-findings.ts guardColumns, QA 38 class 1d.)
    const guardsOnly = (t: FindingSection) => !t.children.length && t.blocks.some((b) => b.token.type === 'table') && t.blocks.every((b) => b.token.type !== 'list' && (b.token.type !== 'table' || guardColumns((b.token as Tokens.Table).header.map((x) => x.text))));
    // (So is one that tells what the work did or what exists, a work summary, a folder tree, the endpoints, when nothing
    // in it states a problem: kept-roles.ts describesWork, QA 38 doc 10; and one that names what the review left out,
    // "## Czego audyt NIE objął", with no sub-sections of its own and no problem marked in it ("## Scope" / "❌ 3 tests
    // failed" stays a finding, qa36-no-problem-sections; problem-blocks.ts marksProblem): beside-findings.ts namesReach, QA 38 doc 12.)
    const roled = trees.map((t) => keptRole(t.heading, lines, t.blocks) !== undefined || (passedBlock(lines, t) && !repeatsStructure(t, trees)) || guardsOnly(t) || describesWork(lines, t) || (namesReach(t.heading) && !t.children.length && !marksProblem(lines, t)));
    // (Every one of them so, and a statement that nothing was found, "No issues found.": zero findings, no-findings.ts.)
    // (A sign-off, "## Definitive Verification Sign-Off" / "- **Gate Cleared**: **YES**", is never a finding, even when
    // every other section beside it passed too: who approved the work and when is no problem found; QA 44 doc 11.)
    const signOff = trees.map((t) => keptRole(t.heading, lines, t.blocks) === 'signoff');
    if (roled.includes(false) || (trees.length && statedNone(doc, lines, []) !== undefined) || signOff.includes(true)) {
      const all = roled.includes(false) || statedNone(doc, lines, []) !== undefined;
      for (let k = trees.length - 1; k >= 0; k--) {
        if (!roled[k] || (!all && !signOff[k])) continue;
        claimed.delete(sources.splice(sources.length - trees.length + k, 1)[0]!.s as Section);
        trees.splice(k, 1);
      }
    }
    // A test report whose verdict passes the whole work ("## Result" / "**Full suite passes: 68/68.**", "All checks
    // passed.") and none of whose sections marks a problem (a ❌, a failed check, a severity): its sections say what
    // was covered, measured or changed ("## Detection corpus" / "- **Positives** — every token type is detected",
    // "## Performance" / "scans in ~8 ms"), kept under their headings; zero findings, the verdict says so (QA 34
    // class 2). One section that marks a problem ("- ❌ CSRF token") keeps them all as before.
    // (Not a verdict given inside one of those sections, "## Item 1" / "### Result: PASS": that item's, not the report's.)
    const inside = (line: number) => sources.slice(sources.length - trees.length).some(({ s }) => line >= s.line - 1 && line < s.end);
    // (A verdict that says the work stands ready, in a sentence, "**Kesimpulan Audit:** Sistem … stabil, aman, dan siap
    // untuk UAT": so too when no item of those sections states a problem in words either, "- **Rate limit**: missing"
    // under "### Security" being a finding; ready-verdict.ts, problem-blocks.ts saysProblemIn.)
    // (So is a log whose ticked decision passes it, "- [x] ✅ Restore validated": the options left unticked, "- [ ] ❌
    // Restore failed", are choices not taken, no problem marked; ticked-decision.ts.)
    const decided = outcomeFrom?.outcome === 'answered' && tickedDecision(lines, doc.blocks.literal)?.line === outcomeFrom.line;
    const unticked = untickedOptions(lines, doc.blocks.literal);
    const taken = unticked.size ? lines.map((l, i) => (unticked.has(i) ? '' : l)) : lines;
    const passes = approvalStated(outcomeFrom) ? !trees.some((t) => (decided ? marksProblemByMark : marksProblem)(taken, t)) : approvalStated(outcomeFrom, true) !== undefined && !trees.some((t) => saysProblemIn(lines, t));
    // (A decision inside the one section, the log's one dated entry, is that entry's verdict and the report's.)
    if (trees.length && passes && (!inside((outcomeFrom?.line ?? 0) - 1) || (decided && trees.length === 1))) {
      for (const src of sources.splice(sources.length - trees.length, trees.length)) claimed.delete(src.s as Section);
      trees.length = 0;
    }
    // What the pass covered or how ("## Scope" / "- Password login" / "- Logout", "## 验收范围"), a plain list or prose: no
    // finding, whatever else the return holds (a passing acceptance report's scope is no list of problems).
    // (So is such a section told in sub-sections, "## 2. 調査方法" / "### 2.1 Management API" / "### 2.2 CloudAppEvents",
    // none of whose items marks a problem: how the work was done, QA 34 class 2.)
    for (let k = trees.length - 1; k >= 0; k--) {
      if (!coveredOnly(lines, trees[k]!)) continue;
      claimed.delete(sources.splice(sources.length - trees.length + k, 1)[0]!.s as Section);
      trees.splice(k, 1);
    }
    // No heading names a role (a language the tables do not know): the sections whose items carry a finding's marks (a
    // severity, the writer's ids) give the findings when some do; the other groups of items are kept under their headings
    // (marked-sections.ts). A section of prose under its heading is one finding at most, read as before.
    // (Only where a marked section is itself a group of items, as a findings table or list is: sections that are each one
    // finding, "## 1. Retries double-charge the card (high)" beside "## 2. Checkout flow" / "### 2.1 The total is computed
    // twice", mark only themselves, and the group beside them is read as before.)
    if (best.size === 0) {
      const unmarked = unmarkedBesideMarked(trees.map((t) => ({ heading: t.heading, blocks: treeBlocks(t), lines })), (t) => severityOf(t) !== undefined || headingSeverity(t) !== undefined, (b) => tallyBlocks(lines, [b]).length > 0);
      const groups = trees.map((t) => isGroup(t, lines));
      const markedGroup = groups.some((g, k) => g && !unmarked.includes(k));
      for (const k of (markedGroup ? unmarked : []).filter((k) => groups[k]).reverse()) {
        claimed.delete(sources.splice(sources.length - trees.length + k, 1)[0]!.s as Section);
        trees.splice(k, 1);
      }
    }
    // A write-up of one finding, titled by it ("# F007 · the cache key ignores the locale" / "## Observation" /
    // "## Why this is a finding" / "## Consequence"): its sections are that finding's detail (QA R8-4).
    const one = writeUpOf(doc, trees);
    if (one) {
      sources.splice(sources.length - trees.length, trees.length, { s: sources[sources.length - trees.length]!.s, items: [oneFinding(lines, one)] });
      trees.length = 0;
    }
    // Each section is a group of findings or one finding; one written as a form whose parts (sub-headings)
    // repeat its siblings' ("## Item 1" / "### Result", "### Measurements") is one finding.
    const grouped = trees.map((tree) => isGroup(tree, lines) && !repeatsStructure(tree, trees));
    // A last section of prose after groups ("## Note" / "This is a screen, not a verdict."): the writer's closing
    // word, kept under its own heading (closing-note.ts).
    if (closingNote(trees, (i) => grouped[i]!, (i) => headingSeverity(trees[i]!.heading) !== undefined || severityOf(trees[i]!.blocks.map((b) => lines.slice(b.line, b.end).join('\n')).join('\n')) !== undefined)) {
      const src = sources.splice(sources.length - 1, 1)[0]!;
      claimed.delete(src.s as Section);
      trees.pop();
    }
    const base = sources.length - trees.length;
    const logged = decisionOptions(lines, doc.blocks.literal) !== undefined;
    const before: string[] = []; // the texts of the findings of the sections above (mark-recaps.ts)
    const restating: FindingSource[] = [];
    for (const [k, tree] of trees.entries()) {
      const src = sources[base + k]!;
      src.items = grouped[k] ? sectionFindings(lines, tree, [{ heading: src.s.heading, line: src.s.line }], aside, doc.blocks.literal) : (fileParagraphFindings(lines, tree) ?? [oneFinding(lines, tree)]);
      // (In a log that records a decision as task boxes, its fields, "- **Operator** : Laurent", and its boxes, the options
      // and the to-dos after them, are the record, no findings: ticked-decision.ts recordItem.)
      if (grouped[k] && logged) src.items = src.items.filter((f) => !recordItem(f.text));
      // A later group that says the findings above again in other words or another language, naming the same
      // code, paths and identifiers one to one ("## Основные проблемы" / "- parse_status_log читает файл целиком
      // …" under English bullets): it adds none, and is kept under its own heading.
      if (grouped[k] && restatesByMarks(src.items.map((f) => f.text), before)) restating.push(src);
      else before.push(...src.items.map((f) => f.text));
    }
    for (const src of restating) {
      sources.splice(sources.indexOf(src), 1);
      claimed.delete(src.s as Section);
    }
  }
  // Beside the sections of findings, an area the return names otherwise ("## Server side" / "### Accounts")
  // may list its problems under a label ("**Good:**" / "- …" / "**Problems:**" / "1. …"): those lists are
  // findings too, grouped by the area and the label; the rest of the area stays its own section.
  const labelLines = new Set<number>();
  const recapsStated = (items: readonly FindingItem[]): boolean => {
    const stated = new Set<string>();
    const counted = new Set<string>();
    for (const o of sources) for (const f of o.items) (f.text.trim().includes('\n') ? stated : counted).add(ownFindingRef(f.text));
    for (const r of stated) counted.add(r);
    stated.delete('');
    counted.delete('');
    return citesStated(items.map((f) => f.text), stated, counted);
  };
  if (containers.length && !doc.marker && !fmFindings) {
    for (const x of all) {
      if (claimed.has(x) || [...claimed].some((c) => nestedIn(x, c))) continue;
      // (Not an area named for another role of a return, "## Final Assessment" / "**Strengths**:" / "**Needs
      // Attention**:": the writer's summing-up restates the findings above; role-nouns.ts, QA 35 class 1.)
      if (named > 0 && namesOtherRole(x.heading) === 'assessment') continue;
      // Only the area's own text: a sub-section already claimed (a group of findings, "### 🔴 High priority"
      // / "#### 1. Inconsistent error logging" / "**Problems:**" / "**Suggested fix:**") keeps its labels and
      // lists as its findings' detail, whatever language they are written in (QA gate GR3).
      const tree = findingTree(doc, x, parent, claimed);
      const inClaimed = (b: Block) => [...claimed].some((c) => c.line - 1 < b.line && b.line < c.end && c.line > x.line);
      for (const l of problemLists(lines, tree.blocks.filter((b) => !inClaimed(b)), true)) {
        const label: Section = { heading: l.label, level: x.level + 1, line: l.at.line + 1, start: l.at.line, end: l.list.end, raw: '' };
        const groups = [{ heading: x.heading, line: x.line }, { heading: l.label, line: label.line }];
        const items = sectionFindings(lines, { heading: l.label, line: label.line, blocks: [l.list], children: [] }, groups, aside, doc.blocks.literal);
        if (!items.length) continue;
        // ("**⏸️ Deferred Items:**" / "- **Issue #7 (FilterBar refactor):** … defer": findings stated above, named
        // again by their counter: no new ones, the list stays the area's text; cited-recaps.ts.)
        if (recapsStated(items)) continue;
        for (let i = l.at.line; i < l.list.end; i++) labelLines.add(i);
        sources.push({ s: label, items });
      }
    }
    sources.sort((a, b) => a.s.line - b.s.line);
  }
  // No findings section, and nothing else holds them: a list or table in the Outcome section ("## Summary" /
  // "**Summary**" over bullets, "answered — three bugs:" then the items) is the findings; its prose stays
  // the answer. Not the list that states the outcome or the answer ("- Status: done", "- Answer: x").
  if (!sources.length && !introFindings.length && outcomeSection && !doc.marker && !fmFindings) {
    const items = outcomeItems(doc, outcomeSection, claimed, used, statedAt);
    // (Not a finish report's summary of the work done, its outcome answered on a line of its own below it, "## Summary" /
    // "- Implemented the retry wrapper" … "All acceptance criteria … satisfied.", no item saying a problem: the work done,
    // kept as the summary; its findings none. Only beside a section of work done kept so: a review's "**Summary**" over
    // "- The export double-counts refunds." and "Status: done" below holds its findings.)
    const doneSummary = doneKept && items.length > 0 && outcomeFrom?.outcome === 'answered' && (statedAt < outcomeSection.start || statedAt >= outcomeSection.end) && !saysProblemIn(lines, { heading: outcomeSection.heading, line: outcomeSection.line, blocks: items, children: [] });
    if (doneSummary) doneKept = true;
    else if (items.length) {
      for (const b of items) for (let i = b.line; i < b.end; i++) used.add(i);
      const tree = { heading: outcomeSection.heading, line: outcomeSection.line, blocks: items, children: [] };
      sources.push({ s: outcomeSection, items: sectionFindings(lines, tree, [], aside, doc.blocks.literal) });
      outcomeText = ownText(doc, outcomeSection, claimed, undefined, used);
    }
  }
  if (!sources.length && introFindings.length && titledOne) {
    const s: Section = { heading: doc.title!, level: 1, line: doc.titleLine! + 1, start: doc.titleLine!, end: introFindings[introFindings.length - 1]!.end, raw: '' };
    sources.push({ s, items: [oneFinding(lines, { heading: doc.title!, line: doc.titleLine! + 1, blocks: introFindings, children: [] })] });
  } else if (!sources.length && introFindings.length) {
    const first = introFindings[0]!;
    const pseudo: Section = { heading: '(text before the first heading)', level: 0, line: first.line + 1, start: first.line, end: introFindings[introFindings.length - 1]!.end, raw: '' };
    sources.push({ s: pseudo, items: sectionFindings(lines, { heading: INTRODUCTION_HEADING, line: first.line + 1, blocks: introFindings, children: [], loose: true }, [], aside, doc.blocks.literal) });
  }
  // A list item that stated the outcome ("- Status: done" atop a list of findings) is not a finding.
  for (const x of sources) x.items = x.items.filter((f) => f.text.trim() !== '' && !(f.line === statedAt + 1 && introFindings.length && x.s.level === 0));
  // (So is a one-line item of a section that gives the document's final status, "- Итоговый статус: СООТВЕТСТВУЕТ"
  // under "## Найденные проблемы": the outcome read, kept beside the findings where it stood; QA 46 R3, doc 12.)
  for (const x of sources)
    x.items = x.items.filter((f) => {
      if (!stated || f.table || f.line !== statedAt + 1 || x.s.level === 0 || f.text.trim().includes('\n') || !/^[ \t]{0,3}[-*+][ \t]/.test(lines[statedAt] ?? '')) return true;
      statusAside.push({ heading: x.s.heading, text: (lines[statedAt] ?? '').trim(), line: statedAt + 1, struck: true });
      return false;
    });
  // A statement that nothing was found ("None.", "No issues found.", "（暂无）") is never a finding (no-findings.ts).
  const noneStated: StatedNone[] = [];
  // (So is a line that reports a part passed and closes on such a statement, "Part B — all 9 checks OK. No findings.",
  // "Seal re-derived: every item named, 0 discrepancies." (passed-parts.ts).)
  for (const x of sources) x.items = x.items.filter((f) => !((f.table ? rowStatesNothingFound(f.text) : statesNothingFound(f.text) || reportsPassedPart(f.text)) && noneStated.push({ line: f.line, text: oneLine(f.text) })));
  // A return the tool wrote, answered, whose findings section holds one line only, a verdict that passes the work
  // ("**Overall Status**: **PASS**", "Full suite passes: 68/68."): the statement it wrote there for none (approvalStated),
  // read back as none, as when it was written (QA 44 class 7).
  const sole = doc.marker && answers.outcome === 'answered' && sources.length === 1 && sources[0]!.items.length === 1 ? sources[0]!.items[0]! : undefined;
  if (sole && !sole.table && !sole.text.trim().includes('\n') && passesWork(sole.text, true)) {
    sources[0]!.items = [];
    noneStated.push({ line: sole.line, text: oneLine(sole.text) });
  }
  function titledSummaries(): Placement[] {
    const out: Placement[] = [];
    // (Findings stated in detail ELSEWHERE: items of the table's own section are its siblings, not what it indexes; a
    // list and a table of findings side by side in one section are all findings, however many words they share.)
    const detailedOutside = (src?: (typeof sources)[number]) => sources.filter((x) => x !== src).flatMap((x) => x.items).filter((f) => !f.table && f.text.trim().includes('\n'));
    if (detailedOutside().length < 2) return out;
    for (const b of doc.blocks.top) {
      if (b.token.type !== 'table' || doc.blocks.literal[b.line]) continue;
      const t = b.token as Tokens.Table;
      if (t.rows.length < 2) continue;
      const header = t.header.map(bareCell);
      const values = (c: number) => t.rows.map((r) => bareCell(r[c]));
      const sevCol = header.findIndex((h, c) => h !== '' && severityOf(`${h}: high`) !== undefined && values(c).every((v) => !v || severityOf(`${h}: ${v}`) !== undefined));
      if (sevCol < 0) continue;
      const whereCol = header.findIndex((h, c) => c !== sevCol && whereColumn(h));
      const letters = (c: number) => values(c).join(' ').replace(/[^\p{L}]+/gu, '').length;
      const titleCol = header.map((_h, c) => c).filter((c) => c !== sevCol && c !== whereCol && !remedyColumn(header[c]!)).sort((x, y) => letters(y) - letters(x))[0];
      if (titleCol === undefined) continue;
      const tableLine = b.line + 1;
      const src = sources.find((x) => x.items.some((f) => f.table?.line === tableLine));
      const rowLine = (r: number) => b.line + 3 + r; // 1-based: header, rule, then the rows
      if (src && src.items.filter((f) => f.table?.line === tableLine).length !== t.rows.length) continue;
      const home = src ? undefined : all.filter((x) => x.start <= b.line && b.line < x.end).pop();
      if (!src && (!home || claimed.has(home) || [...claimed].some((c) => nestedIn(home, c)) || best.get(home) === 'outcome')) continue;
      const detailed = detailedOutside(src);
      if (detailed.length < 2) continue;
      const pairs = rowsNamingTitles(values(titleCol), detailed.map((f) => f.text.split('\n', 1)[0] ?? ''));
      if (!pairs) continue;
      const given: number[] = [];
      pairs.forEach((k, r) => {
        if (k < 0) return;
        const f = detailed[k]!;
        const d = findingData(f.text, (f.groups ?? []).map((g) => g.heading));
        const add: string[] = [];
        const sev = bareCell(t.rows[r]![sevCol]);
        if (sev && d.severity === undefined) add.push(`${header[sevCol]}: ${sev} (from the summary table at line ${tableLine})`);
        const where = whereCol >= 0 ? bareCell(t.rows[r]![whereCol]) : '';
        if (where && d.location === undefined) add.push(`${header[whereCol]}: ${where}`);
        if (add.length) (f.text = `${f.text}\n${add.join('\n')}`), given.push(f.line);
      });
      const own = new Set(pairs.flatMap((k, r) => (k < 0 ? [rowLine(r)] : [])));
      if (src) src.items = src.items.filter((f) => f.table?.line !== tableLine || own.has(f.line));
      else if (own.size) {
        const items = sectionFindings(lines, { heading: home!.heading, line: home!.line, blocks: [b], children: [] }, [{ heading: home!.heading, line: home!.line }], aside, doc.blocks.literal).filter((f) => own.has(f.line));
        if (items.length) {
          sources.push({ s: home!, items });
          sources.sort((x, y) => x.s.line - y.s.line);
          claimed.add(home!);
        }
      }
      out.push({ line: tableLine, from: '(a summary table naming findings by title)', to: `${pairs.filter((k) => k >= 0).length} rows name findings stated in detail${given.length ? ` (severity or place for those at lines ${given.join(', ')})` : ''}; ${own.size} stated only there, findings of their own` });
    }
    return out;
  }
  // "## 7. Summary of Issues" / "| **High** | No progress feedback for model downloads | `mod.rs:1381` |" beside
  // "#### Issue 2: No Download Progress Feedback": a row that names a detailed finding gives it its severity and
  // place; a row that names none is a finding of its own; a table of such rows that gave findings keeps only those
  // (titled-summary.ts, QA 39 doc 08, QA 38 doc 09).
  if (!doc.marker && sources.length) placement.push(...titledSummaries());
  const numbered = numberFindings(sources);
  const findingItems = numbered.items;
  placement.push(...numbered.placement);
  // With no finding, that statement answers the findings a return owes: zero findings, said where. With none among
  // the items, the whole body of a findings section, or (no findings section at all) a sentence of the rest. Or the
  // stated outcome itself, when it is a verdict that passes the work and nothing under it is a finding ("## Status:
  // APPROVED ✅" over a list of checks that held): the reviewer's "nothing found", in their words.
  // (Or a finish report whose sections all told the work done, its outcome answered, "**Status:** ✅ Complete": nothing
  // left open, its findings none.)
  const noFindings = findingItems.length ? undefined : (noneStated[0] ?? statedNone(doc, lines, containers) ?? approvalStated(outcomeFrom, true) ?? (doneKept && outcomeFrom?.outcome === 'answered' ? { line: outcomeFrom.line, text: 'No findings.', said: oneLine(outcomeFrom.text) } : undefined));
  if (noFindings) placement.push({ line: noFindings.line, from: '(a statement that nothing was found)', to: 'findings: none' });
  // Every other such statement ("## Critical" / "No critical findings." beside a "## Warning" that holds one) is kept
  // as written, set aside from the findings under the heading it stood under, and placement says so: its words are
  // often all in other text ("Critical: 0", "No suggestion findings."), so the last check by words (unplaced.ts)
  // would not miss it (QA 47 R12).
  const noneApart = new Map<string, ExtraSection>();
  for (const n of noneStated) {
    if (n === noFindings) continue;
    const home = all.filter((x) => x.start <= n.line - 1 && n.line - 1 < x.end).pop();
    const heading = setAsideHeading(home?.heading ?? UNPLACED_HEADING);
    const kept = noneApart.get(heading);
    if (kept) kept.text = `${kept.text}\n\n${n.text}`;
    else noneApart.set(heading, tool({ heading, text: n.text }));
    placement.push({ line: n.line, from: '(a statement that nothing was found)', to: `set aside, not a finding: kept under '${heading}', after the findings` });
  }
  extra.push(...noneApart.values());
  // "Every finding below was CONFIRMED with a traced code path": what the text around the findings says of
  // all of them (the intro, the Outcome section, a findings section's lead) is each one's verification,
  // where it states none of its own. Written into each as a "Verified:" line, so the return says it too.
  if (!doc.marker && findingItems.length) {
    const firstAt = findingItems.reduce((n, f) => Math.min(n, f.line), Infinity) - 1;
    const around: number[] = [];
    for (let i = doc.preambleLines[0]; i < doc.preambleLines[1]; i++) around.push(i);
    if (doc.titleLine !== null) around.push(doc.titleLine);
    if (outcomeSection) for (let i = outcomeSection.start; i < outcomeSection.end; i++) around.push(i);
    for (const c of containers) for (let i = c.start; i < Math.min(c.end, firstAt >= c.start ? firstAt : c.end); i++) around.push(i);
    // And a section of its own above the first finding that holds none ("**Scope checked**: … a reproduction of
    // every bug listed below."), where a writer says how the review was done; or a summary named like an outcome
    // that is not the one the outcome was read from ("## Summary" / "Found and fixed **5 critical mismatches**"
    // above the findings, "## Final Status" below them, QA 37 doc 16).
    const seenLine = new Set(around);
    for (const s of all) if (s.end <= firstAt && (best.get(s) === undefined || best.get(s) === 'outcome') && !containers.includes(s)) for (let i = s.start; i < s.end; i++) if (!seenLine.has(i)) (seenLine.add(i), around.push(i));
    const aroundLines = around.filter((i) => !doc.blocks.literal[i]).map((i) => ({ line: i + 1, text: lines[i] ?? '' }));
    const said = documentVerification(aroundLines);
    // "Found and fixed **5 critical mismatches**" over five findings: each one's level (counted-severity.ts).
    placement.push(...countedSeverities(aroundLines, findingItems));
    if (said) {
      // "… every bug listed below" beside groups of bugs, of speed, of strategy: only the findings under a heading
      // that names bugs (nameSays); every finding when no heading names them.
      const named = said.noun ? findingItems.filter((f) => all.some((s) => f.line - 1 >= s.start && f.line - 1 < s.end && headingNames(s.heading, said.noun!))) : [];
      // A document that says none was checked ("Es wurden keine Builds, Tests oder Prozesse ausgeführt.", "No tests
      // were run") tells a finding's evidence apart from a check: what a "### Beleg" / "**Evidence:**" part quotes of
      // the code is where the finding was read, not a run; such a finding takes the document's word too.
      const untold = (named.length ? named : findingItems).filter((f) => verificationOf(f.text) === undefined || (!said.verified && verificationOf(f.text, { evidence: false }) === undefined))
        // (Nor one that only states nothing, "Departures: none.": no claim of its own a check could verify.)
        .filter((f) => !said.verified || !statesNoneOnly(f.text));
      // (Not a finding whose own words take it out of that check, "The disc pin is inherited, not independently
      // rehashed", beside "Verification: … passed 19 tests": a test run verifies what it tests, not this. Its own
      // words say it was not checked.)
      for (const f of untold) {
        const own = said.verified ? ownUnchecked(f.text) : null;
        f.text = own ? `${f.text}\nVerified: no — ${own}` : `${f.text}\nVerified: ${said.verified ? '' : 'no — '}${said.how} (line ${said.line})`;
      }
      if (untold.length) placement.push({ line: said.line, from: '(a statement about every finding)', to: `${said.verified ? 'verified' : 'not verified'}: ${untold.length} finding${untold.length === 1 ? '' : 's'} that state${untold.length === 1 ? 's' : ''} nothing of their own` });
    }
  }
  // "## Re-verification" / "After the above changes `npm test` passed 62/62 …": a re-run of the checks after the fixes
  // confirms each finding marked fixed that states nothing of its own check (rerun-fixes.ts); one still open is not.
  if (!doc.marker && findingItems.length) {
    const rerun = rerunPassed(all, lines, doc.blocks.literal, findingItems.map((f) => f.line));
    const fixed = rerun ? findingItems.filter((f) => verificationOf(f.text) === undefined && findingData(f.text, (f.groups ?? []).map((g) => g.heading)).state === 'fixed') : [];
    for (const f of fixed) f.text = `${f.text}\nVerified: ${rerun!.how} (line ${rerun!.line})`;
    if (fixed.length) placement.push({ line: rerun!.line, from: '(a re-run of the checks after the fixes)', to: `verified: ${fixed.length} finding${fixed.length === 1 ? '' : 's'} marked fixed` });
  }
  // "| 类别 | 数量 | 优先级 |" / "| 安全 | 3 | P0 |" after "### 2.1 【安全】 …": the category's severity, written into
  // each of its findings that states none.
  if (!doc.marker && findingItems.length) placement.push(...summarySeverities(doc.blocks.top, doc.blocks.literal, findingItems));
  // "| P3 | cache key misses tenant | confirmed | high |" over "### P3: …": the row's severity and verification, by id.
  if (!doc.marker && findingItems.length) placement.push(...idSummaries(doc.blocks.top, doc.blocks.literal, findingItems));
  // "### P1: …" … "### P7: …", every number once and beyond P3, no summary table: ids, no priorities (p-series.ts).
  const pIds = !doc.marker && findingItems.length ? pSeriesIds(findingItems, lines) : 0;
  if (pIds) placement.push({ line: findingItems[0]!.line, from: '(findings headed by a series P1, P2, …)', to: `the P-number is the id of ${pIds} findings, no priority` });
  // "## Prioritisation" / "### Medium priority" / "4. **3.1** - server-side total check": a later list that names
  // findings under a heading that states a severity gives it to those that state none (cross-refs.ts).
  if (!doc.marker && findingItems.length) placement.push(...crossReferencedSeverities(doc, findingItems));
  // "## 3) Styles (`x.css`)" / "### Current risk" / "- two colour systems": the one file the nearest heading above
  // names in its place is where a finding that names none is (heading-places.ts).
  if (!doc.marker && findingItems.length) placement.push(...headingPlaces(doc, findingItems));
  // Nothing states the outcome, and every finding is ticked off ("### [x] C1 — …", "- [x] …"): the work on
  // them is done, as a status would say.
  if (!outcomeFrom && !doc.marker && findingItems.length >= 2 && findingItems.every((f) => TICKED.test(f.text))) {
    const first = findingItems[0]!;
    outcomeFrom = { outcome: 'answered', answer: '', exact: false, line: first.line, text: `every finding is ticked off ([x]), from line ${first.line}` };
    answers.outcome = 'answered';
    given.add('outcome');
    placement.push({ line: first.line, from: '(every finding ticked off)', to: 'Outcome: answered' });
  }
  // Nothing states the outcome, and every box of the document's checklist of fixes is ticked and marked fixed
  // ("## Required fixes" / "1. [x] Fix tests/test_ksi.py: … ✅ FIXED"): the fixes asked for are done (ticked-fixes.ts).
  if (!outcomeFrom && !doc.marker && findingItems.length) {
    const at = tickedFixes(lines, doc.blocks.literal);
    if (at !== null) {
      outcomeFrom = { outcome: 'answered', answer: '', exact: false, line: at, text: `every fix of the checklist is ticked off and marked fixed, from line ${at}` };
      answers.outcome = 'answered';
      given.add('outcome');
      placement.push({ line: at, from: '(every fix ticked off and marked fixed)', to: 'Outcome: answered' });
    }
  }
  // Nothing states the outcome, and the severity groups say how far their findings got ("## 🔴 Critical — all
  // fixed", "## 🟠 High — all fixed (except #16)", "### 高优先级问题 (已修复)"): every group done is the work
  // done; a group done but for a part, or under way, is partial. Groups that say nothing leave it unstated.
  if (!outcomeFrom && !doc.marker && findingItems.length) {
    const noted = groupNotesOutcome(findingItems);
    if (noted) {
      outcomeFrom = noted;
      answers.outcome = noted.outcome;
      given.add('outcome');
      placement.push({ line: noted.line, from: '(the notes of the severity groups)', to: `Outcome: ${noted.outcome}` });
    }
  }
  // (A return the tool wrote, read back: a heading's note above a finding, "*From the heading: Hallazgos*", is that note again.)
  if (doc.marker) for (let i = findingItems.length - 2; i >= 0; i--) {
    const h = headingOfNoteLine(findingItems[i]!.text);
    if (h === null) continue;
    (headingNotes.findings ??= []).unshift({ heading: h, before: findingItems[i + 1]!.text });
    findingItems.splice(i, 1);
  }
  if (containers.length || findingItems.length) {
    answers.findings = findingItems.map((f) => f.text);
    for (const c of namedFindings) {
      const first = findingItems.find((f) => f.line > c.line && f.line <= c.end);
      if (first) (headingNotes.findings ??= []).push({ heading: c.heading, before: first.text });
    }
    withNumbers(listNumbers, 'findings', readItems(findingItems));
    given.add('findings');
  }
  // A table's column names are kept, with the findings it held (the group headings are in the findings
  // section itself). A return the tool wrote has none: its findings are list items.
  if (numbered.tablesNote && !doc.marker) {
    findingsNote = tool({ heading: FINDINGS_READ_HEADING, text: numbered.tablesNote });
    extra.push(findingsNote);
  }
  // A headingless return's notes are kept under the tool's "Introduction"; a sub-section about the review
  // ("### Not reviewed") under its own heading, and placement says so.
  aside.push(...statusAside);
  for (const a of aside) {
    if (a.section) {
      answers[a.section].push(a.text);
      given.add(a.section);
      const spec = RETURN_SECTIONS.find((x) => x.key === a.section)!;
      if (a.line !== undefined) placement.push({ line: a.line, from: '(a label after the findings)', to: spec.heading });
      continue;
    }
    if (a.recommendation) {
      answers.recommendations.push(a.text);
      given.add('recommendations');
      if (a.line !== undefined) placement.push({ line: a.line, from: '(a paragraph that recommends)', to: RETURN_SECTIONS.find((x) => x.key === 'recommendations')!.heading });
      continue;
    }
    // A note of a headingless return joins the tool's one "Introduction" (never two sections of that name).
    const intro = introFindings.length && a.heading === INTRODUCTION_HEADING ? extra.find((x) => made.has(x) && x.heading === INTRODUCTION_HEADING) : undefined;
    // What the writer set apart from the findings goes right after them (render.ts), under a heading that
    // names where it stood, never a second section named like the findings (hostile X7).
    const beside = a.struck && !intro && !(introFindings.length && a.heading === INTRODUCTION_HEADING);
    const kept = { heading: beside ? setAsideHeading(a.heading) : a.heading, text: a.text };
    if (intro) intro.text = `${intro.text}\n\n${a.text}`;
    else extra.push((introFindings.length && a.heading === INTRODUCTION_HEADING) || beside ? tool(kept) : kept);
    if (a.line !== undefined && a.recap) placement.push({ line: a.line, from: a.heading, to: 'kept as its own section: it lists again findings counted from their own text, each once' });
    else if (a.line !== undefined) placement.push({ line: a.line, from: a.heading, to: beside ? `set aside, not a finding: kept under '${kept.heading}', after the findings` : 'kept as its own section (not a finding)' });
  }

  for (const c of containers) claimed.add(c);
  const left = leftovers(doc, claimed, () => false, (s) => placement.find((p) => p.line === s.line)?.to ?? 'kept', undefined, labelLines);
  for (const x of innerOutcomes) {
    left.extra.push({ heading: x.heading, text: ownText(doc, x, claimed) });
    left.placement.push({ line: x.line, from: x.heading, to: 'kept as its own section' });
  }
  extra.push(...left.extra, ...noneSaid);
  // (A plan's table, a re-audit's recap, lessons learned beside the findings: placement says why they hold none.)
  for (const p of left.placement) if (p.to === 'kept as its own section') for (const [x, why] of beside) if (x.line === p.line) p.to = BESIDE_NOTE[why];
  placement.push(...left.placement);
  // A status key that stated the outcome went there; every other key is kept (mapped, or in the table).
  // A status key read as the outcome leaves the table when its value is only the outcome's word
  // ("status: partial"); the writer's own words ("status: teilweise erledigt") stay in it.
  // (Only a value that is the word itself: "partial # one left" keeps its comment's words in the table.)
  const fm = frontMatterParts(doc.frontMatter.filter((e) => e !== fmFindings?.entry && !(stated && e.line === stated.line && stated.exact && !stated.answer && !e.comment && e.value.trim().toLowerCase() === stated.outcome)));
  if (fm.mapped.length) answers.evidence = [...fm.mapped, ...answers.evidence];
  if (fm.table) extra.unshift(tool({ heading: FRONT_MATTER_HEADING, text: fm.table }));
  if (doc.frontMatter.length) placement.push({ line: 1, from: '(front matter)', to: [fm.mapped.length ? 'branch/commit in Evidence' : '', fm.table ? 'a table under "Front matter"' : '', stated && stated.line <= (doc.blocks.frontMatter?.[1] ?? 0) ? 'status as the outcome' : '', answerKey ? `${answerKey.key} as the one-line answer` : ''].filter(Boolean).join('; ') });
  if (doc.lead && !doc.marker) {
    // Text above the title (a note, an HTML comment) is kept as written, first.
    extra.unshift(tool({ heading: ABOVE_TITLE_HEADING, text: sectionText(doc.lead) }));
    placement.push({ line: doc.leadLines[0] + 1, from: '(text above the title)', to: `kept under "${ABOVE_TITLE_HEADING}"` });
  }
  // (Not a title that is the one finding's, written as its first line: titledOne above.)
  if (doc.title && !doc.marker && !(titledOne && introFindings.length)) {
    // The return's title names the brief; the document's own title is kept in a section of its own.
    extra.unshift(tool({ heading: DOC_TITLE_HEADING, text: doc.title }));
    placement.push({ line: (doc.titleLine ?? 0) + 1, from: doc.title, to: `kept under "${DOC_TITLE_HEADING}"` });
  }
  if (!doc.marker) {
    // A kept section named like one of the tool's own ("Outcome", its rest after the answer; a body's own
    // "How the findings were grouped") is the writer's text: under a heading that cannot pass for the tool's
    // section. The tool's own are known by identity, never by their heading.
    const own = new Set(RETURN_SECTIONS.map((x) => normalizeHeading(x.heading)));
    for (const [i, x] of extra.entries()) {
      if (made.has(x) || !(own.has(normalizeHeading(x.heading)) || isToolSection(x.heading, 'return') || isSetAsideHeading(x.heading))) continue;
      extra[i] = { ...x, heading: `${x.heading} (as written)` };
      const p = placement.find((pl) => pl.from === x.heading && pl.to === 'kept as its own section');
      if (p) p.to = `kept as "${x.heading} (as written)" (the tool writes its own "${x.heading}")`;
    }
  }
  // What was set apart from the findings is written right after them (render.ts), before every other kept section:
  // listed in that order here too, so the stored return read back keeps its sections in the same order.
  const setApart = extra.filter((x) => made.has(x) && isSetAsideHeading(x.heading));
  if (setApart.length) extra.splice(0, extra.length, ...setApart, ...extra.filter((x) => !setApart.includes(x)));
  // Another line that states a different outcome is not used, and the output says so (never in silence).
  for (const o of weighed.others) placement.push({ line: o.line, from: '(another line that states an outcome)', to: `not the outcome: it reads ${o.outcome}; the outcome is ${stated!.outcome}, from line ${stated!.line}` });
  placement.sort((a, b) => a.line - b.line);
  if (statusTaken && statusBlock) {
    // Its words are written once: not again below the outcome line when that line already says them all.
    const block = sectionText(lines.slice(statusBlock.line, statusBlock.end).join('\n'));
    if (!saysAll(block, `${answers.outcome} ${answers.answer}`)) outcomeText = [outcomeText, block].filter(Boolean).join('\n\n');
    placement.push(stated ? { line: statedAt + 1, from: '(the line that states the outcome)', to: 'Outcome' } : { line: statusAt + 1, from: '(a status line)', to: 'Outcome, below the outcome line (not read as the outcome: blocking questions are open)' });
    placement.sort((a, b) => a.line - b.line);
  }
  // (A single-issue file's front matter level, "severity: low", over all its findings: front-matter-level.ts.)
  const fmLevel = doc.marker ? undefined : issueLevel(doc.frontMatter, headingSeverity);
  const findingGroups = findingItems.map((f) => [...(fmLevel ? [fmLevel] : []), ...(f.groups ?? []).map((g) => g.heading)]);
  const layout: ReturnLayout = findingGroups.some((g) => g.length) ? { findingGroups } : {};
  // The writer's heading of the section the Outcome came from ("## 6. Conclusion", "## Executive summary"), when
  // "Outcome" does not write its words: its line opens the rest below the outcome line (the outcome line is
  // the section's first, which reading it back needs).
  if (outcomeSection && !doc.marker && outcomeSection.level > 0 && !outcomeSection.heading.startsWith('(') && !headingWordsWritten(outcomeSection.heading, RETURN_SECTIONS[0]!.heading)) {
    outcomeText = [fromHeadingLine(outcomeSection.heading), outcomeText].filter(Boolean).join('\n\n');
  }
  // The paragraph the outcome was read from is written whole: one sentence of it may be the answer ("La actualización
  // corrigió … La página es funcional … Sin embargo, persisten …"), the rest stays below the outcome line, never
  // dropped (QA 49 class R20: the last sentence, which named the open problems, was written nowhere).
  if (stated && !doc.marker && !statusTaken && statedAt >= 0) {
    const b = doc.blocks.top.find((x) => x.token.type === 'paragraph' && x.line <= statedAt && statedAt < x.end);
    const block = b ? sectionText(lines.slice(b.line, b.end).join('\n')) : '';
    if (block && !saysAll(block, `${answers.outcome} ${answers.answer} ${outcomeText}`)) outcomeText = [outcomeText, block].filter(Boolean).join('\n\n');
  }
  if (outcomeText) layout.outcomeText = outcomeText;
  if (Object.keys(headingNotes).length) layout.headingNotes = headingNotes;
  if (noFindings) layout.noFindings = noFindings;
  if (Object.keys(listNumbers).length) layout.numbers = listNumbers;
  const read: ParsedReturn = { answers, outcomeFound: outcomeFrom !== null, outcomeFrom, given, extra, findingItems, placement, sections: chosen, layout, findingsNote, ...(noFindings ? { noFindings } : {}), ...(outcomeHeld ? { outcomeHeld } : {}) };
  if (pendingLeft.length) heldPending.add(read);
  return read;
}

/** A statement of none the document made, at its line. */
type StatedNone = NoFindings & { line: number };

/** The stated outcome as a statement that nothing was found, when it is an approving verdict alone or says nothing was
 *  found (no-findings.ts). */
function approvalStated(stated: StatedOutcome | null, ready = false): StatedNone | undefined {
  // (Or verdicts that pass the work, clause by clause: "All cases pass; accepted for release.")
  // (Or a tally of checks that all passed, none failed: "**Full suite passes: 68/68.**", "60/60 Tests bestanden".)
  // (Or a verdict that the work stands ready, in a sentence: "**Kesimpulan Audit:** Sistem … stabil, aman, dan siap untuk
  // UAT", "Conclusion: stable and ready for production"; ready-verdict.ts.)
  if (!stated || stated.outcome !== 'answered' || !passesWork(stated.text, ready)) return undefined;
  // (A ticked option is no statement a reader reads back as none: "No findings.", as for checks that each passed.)
  if (passedOption(stated.text)) return { line: stated.line, text: 'No findings.', said: oneLine(stated.text.replace(/^[\s>#]+/u, '')) };
  return { line: stated.line, text: oneLine(stated.text.replace(/^[\s>#]+/u, '')) };
}

/** A verdict that passes the work outright (approvalStated's test of its line). */
// (Or the ticked option of a decision that passes it, "- [x] ✅ Restore validated — …": ticked-decision.ts.)
const passesWork = (text: string, ready: boolean): boolean => approvesOutright(text) || passedOption(text) || statesNothingFound(text.replace(/^[\s>#]+/u, '')) || (allPassedTally(text) && !saysFailed(text)) || (ready && readyVerdict(text));

/** A findings section whose whole body states that nothing was found; with no findings section, the first line of
 *  prose (a paragraph's or a list item's, outside code) holding a sentence that says so. */
function statedNone(doc: ParsedDoc, lines: string[], containers: Section[]): StatedNone | undefined {
  const prose = (i: number) => !doc.blocks.literal[i] && !/^\s*(?:\||#|<)/.test(lines[i] ?? '') && (lines[i] ?? '').trim() !== '';
  for (const c of containers) {
    const own: number[] = [];
    for (let i = c.start; i < c.end; i++) if (prose(i) && i !== c.line - 1) own.push(i);
    if (own.length && statesNothingFound(own.map((i) => lines[i]!).join(' '))) return { line: own[0]! + 1, text: oneLine(own.map((i) => lines[i]!).join(' ')) };
    // "1. **Artifact integrity — pass.** …" / "2. **Optimizer bounds — pass.** …": every check of the section passed
    // (fine-verdict.ts passedLead; QA 40 class 5): nothing found, the checks kept as written.
    const starts = own.filter((i) => !own.includes(i - 1) || /^[ \t]{0,3}(?:[-*+]|\d{1,3}[.)])[ \t]/.test(lines[i]!));
    // (Stated as "No findings.", which reads back as none; the checks are kept as set aside, under their heading.)
    if (starts.length && starts.every((i) => passedLead(lines[i]!))) return { line: starts[0]! + 1, text: 'No findings.', said: oneLine(lines[starts[0]!]!) };
  }
  if (containers.length) return undefined;
  for (let i = 0; i < lines.length; i++) {
    if (!prose(i)) continue;
    const said = nothingFoundSentence(lines[i]!);
    if (said) return { line: i + 1, text: said };
  }
  return undefined;
}

/** The note after a severity group's name: "all fixed" of "🔴 Critical — all fixed", "已修复" of "高优先级问题
 *  (已修复)"; '' when the heading names no severity or adds nothing to it. */
function severityNote(heading: string): string {
  const h = heading.replace(/[*_`]+/g, '').trim();
  if (headingSeverity(h) === undefined && partSeverity(h) === undefined) return '';
  const bracket = /[(（]([^()（）\n]{1,60})[)）][ \t]*$/u.exec(h);
  const parts = h.split(/[ \t]+(?:--?|[—–―|])[ \t]+|[:：][ \t]+/u);
  const after = parts.length > 1 ? parts.slice(1).join(' — ').trim() : '';
  return after || bracket?.[1]?.trim() || '';
}

/** The outcome the severity groups' notes state together (see returnFromDoc), with the line of the group that
 *  decides it; null when no group states one, or some state it and others say nothing. */
function groupNotesOutcome(items: FindingItem[]): StatedOutcome | null {
  const groups = new Map<number, string>();
  for (const f of items) for (const g of f.groups ?? []) if (headingSeverity(g.heading.replace(/[*_`]+/g, '')) !== undefined || partSeverity(g.heading.replace(/[*_`]+/g, '')) !== undefined) groups.set(g.line, g.heading);
  if (!groups.size) return null;
  const read = [...groups].sort((a, b) => a[0] - b[0]).map(([line, heading]) => {
    const note = severityNote(heading);
    return { line, heading, o: note ? outcomeOfLine(note) : null };
  });
  const stated = read.filter((r) => r.o);
  if (!stated.length) return null;
  const open = stated.find((r) => r.o!.outcome !== 'answered');
  const by = open ?? (stated.length === read.length ? stated[0]! : undefined);
  if (!by) return null;
  const outcome = open ? 'partial' : 'answered';
  return { outcome, answer: '', exact: false, line: by.line, text: `${by.heading} (the note of its severity group${open ? '' : ', as of every group'})` };
}

/**
 * The one-line answer in an Outcome section written as a list or a table: an "Answer: x" item or row
 * (`drop`: a list item or line, not a table row, which stays with its table), else the plain item that
 * follows a bare "- answered" item (the writer's "answered — x" split in two).
 */
/** "Impact: …", "**Fix**: …" (label.ts, the one reader): a label of letters, not the answer's text. */
function opensWithWordLabel(text: string): boolean {
  const l = labelOf(text);
  return l !== null && l.from === 0 && /^[\p{L}][\p{L} ]{0,30}$/u.test(l.label);
}

function answerLine(doc: ParsedDoc, own: number[], statedAt: number): { text: string; line: number; drop: boolean } | null {
  const lines = readLines(doc);
  for (const i of own) {
    if (doc.blocks.literal[i]) continue;
    const v = labelledAnswer(lines[i]!);
    if (v) return { text: v, line: i, drop: !/^\s*\|/.test(lines[i]!) };
  }
  const item = /^(\s*)(?:[-*+]|\d+[.)])\s+(.*)$/;
  const at = item.exec(lines[statedAt] ?? '');
  const next = item.exec(lines[statedAt + 1] ?? '');
  if (at && next && own.includes(statedAt + 1) && at[1] === next[1] && outcomeOfLine(lines[statedAt]!)?.exact && !opensWithWordLabel(next[2]!)) {
    return { text: next[2]!.trim(), line: statedAt + 1, drop: true };
  }
  return null;
}

/** The lists and tables of an Outcome section's own text (before its first sub-section) that hold
 *  neither the stated outcome nor an answer line already taken (`used`). */
function outcomeItems(doc: ParsedDoc, s: Section, claimed: Set<Section>, used: Set<number>, statedAt: number): Block[] {
  const own = new Set(ownLineIndexes(doc, s, claimed));
  const sub = doc.sections.find((c) => nestedIn(c, s));
  const stop = sub ? sub.line - 1 : s.end;
  const out: Block[] = [];
  for (const b of doc.blocks.top) {
    if (b.line < s.start) continue;
    if (b.line >= stop) break;
    // After the list, "I also noticed that …" / "Also found: …" is one more finding.
    const also = out.length > 0 && b.token.type === 'paragraph' && ALSO_FOUND.test(doc.blocks.lines[b.line] ?? '');
    if ((b.token.type !== 'list' && b.token.type !== 'table' && !also) || !own.has(b.line)) continue;
    let taken = statedAt >= b.line && statedAt < b.end;
    for (let i = b.line; i < b.end && !taken; i++) taken = used.has(i);
    if (!taken) out.push(b);
  }
  return out;
}

/** The deepest section named for the outcome that holds 0-based line `at` (and is not a section of findings). */
/** The 0-based line a stated outcome was read from. */
const statedAt0 = (stated: StatedOutcome): number => stated.line - 1;

/** Does a section's own text, above its first sub-section, hold a paragraph (prose a writer sums up in), not only
 *  tables, lists and code? */
function ownProse(doc: ParsedDoc, s: Section, all: Section[]): boolean {
  const child = all.find((x) => x !== s && x.start > s.start && x.line - 1 >= s.start && x.line - 1 < s.end);
  const end = child ? child.line - 1 : s.end;
  return doc.blocks.top.some((b) => b.line >= s.start && b.line < end && b.token.type === 'paragraph' && !doc.blocks.literal[b.line]);
}

function statedSection(all: Section[], best: Map<Section, string>, containers: Section[], at: number): Section | undefined {
  let found: Section | undefined;
  for (const s of all) if (best.get(s) === 'outcome' && !containers.includes(s) && at >= s.start && at < s.end) found = s;
  return found;
}

/** The sections of findings and the sections right above them (a heading over severity groups,
 *  "## Ergebnisse" over "### Kritisch"): where a lead paragraph may state the outcome. */
function leadsOf(containers: Section[], all: Section[], parent: number[]): Section[] {
  const out = new Set(containers);
  const index = new Map(all.map((x, i) => [x, i]));
  for (const c of containers) {
    const p = parent[index.get(c) ?? -1] ?? -1;
    if (p >= 0) out.add(all[p]!);
  }
  return [...out];
}

/** A paragraph that adds a finding after a list: "I also noticed …", "Also found: …", "One more thing: …". */
const ALSO_FOUND = lazyRegExp(() => /^[ \t>*_]{0,4}(?:(?:i|we)[ \t]+also[ \t]+(?:noticed|found|saw|spotted)|also[ \t]+(?:noticed|found)|side[ \t]+note|one[ \t]+more[ \t]+thing|ich[ \t]+habe[ \t]+(?:auch|außerdem)[ \t]+bemerkt|außerdem[ \t]+aufgefallen|j['’]ai[ \t]+aussi[ \t]+(?:remarqué|noté)|también[ \t]+(?:noté|encontré)|также[ \t]+заметил|另外发现|また、)/iu);

const wordsOf = (t: string) => t.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** Every word of `line` is in `written` (or is "Outcome", the written section's own heading). */
function saysAll(line: string, written: string): boolean {
  const have = new Set([...wordsOf(written), 'outcome']);
  return wordsOf(line).every((w) => have.has(w));
}

/** Keys of an item of a front-matter findings list that name it ("- title: …"). */
const FM_TITLE = /^(?:title|name|finding|summary|issue|problem|description|what)$/i;

/** The findings a front matter key lists ("findings:", "issues:", "Befunde:" over a YAML list), one per item:
 *  its title key first, its other keys as "Key: value" lines (so "verified: true", "severity: high", "file:
 *  a.ts" are fields); a plain item is its own text. Null when no key names the findings with a list. */
function frontMatterFindings(doc: ParsedDoc): { entry: ParsedDoc['frontMatter'][number]; items: FindingItem[] } | null {
  const entry = doc.frontMatter.find((e) => e.value.includes('\n') && /^\s*-\s/.test(e.value) && sectionScore(e.key.replace(/[_-]+/g, ' '), RETURN_SECTIONS.find((x) => x.key === 'findings')!) >= 4);
  if (!entry) return null;
  const items = listItemsAt(entry.value, entry.line + 1).map((it): FindingItem => {
    const fields = it.text.split('\n').map((l) => /^([\p{L}_][\p{L}\p{N}_ -]{0,30}):[ \t]*(.*)$/u.exec(l.trim()));
    if (!fields.every(Boolean)) return { text: it.text, line: it.line };
    const kv = fields.map((m) => ({ k: m![1]!, v: m![2]!.replace(/^(["'])(.*)\1$/, '$2') }));
    const title = kv.find((x) => FM_TITLE.test(x.k) && x.v);
    const rest = kv.filter((x) => x !== title && x.v).map((x) => `${x.k.charAt(0).toUpperCase()}${x.k.slice(1)}: ${x.v}`);
    return { text: [title?.v ?? '', ...rest].filter(Boolean).join('\n'), line: it.line };
  });
  return items.length ? { entry, items } : null;
}

/** A finding's own number or id at its start ("1. Cache leak", "### F-2: …", "[C3] …"), lower case; or ''. */
function ownRef(text: string): string {
  const m = /^[ \t#>*_-]{0,8}\[?(?:([A-Z]{1,4}-?\d{1,4})|(\d{1,3}))\]?[.):]?[ \t]/u.exec(text.split('\n', 1)[0] ?? '');
  return (m?.[1] ?? m?.[2] ?? '').toLowerCase().replace('-', '');
}

/** Does an item's first line point at a counted finding by its number or id ("#1: …", "F-2", "(see 3)")? */
function pointsAt(text: string, refs: Set<string>): boolean {
  if (!refs.size) return false;
  // ("- [X1] (P1) Retry storm when F-P0-2 and [T1] meet: …": led by an id of its own that no counted finding carries,
  // a finding of its own that names others; a priority, "P1 - #2 …", is no id; cited-recaps.ts ownNewId.)
  const own = ownRef(text);
  if (/[a-z]/.test(own) && !/^p\d$/.test(own) && !refs.has(own)) return false;
  const first = text.split('\n', 1)[0] ?? '';
  for (const m of first.matchAll(/(?:#(\d{1,3})|(?<![\p{L}\p{N}])([A-Z]{1,4}-?\d{1,4}))(?![\p{L}\p{N}])/gu)) {
    const r = (m[1] ?? m[2] ?? '').toLowerCase().replace('-', '');
    if (refs.has(r)) return true;
  }
  return false;
}

/** A findings tree of a return the tool wrote: one finding per item, in every group (findings.ts `written`). */
function asWritten(t: FindingSection): FindingSection {
  return { ...t, written: true, children: t.children.map(asWritten) };
}

/** A heading that names a register of risks ("Risk register", "Risk matrix", "Risikobewertung", "Registre des
 *  risques", "风险评估"): the findings again, each as a risk and what lowers it. */
const RISK_REGISTER = lazyRegExp(() => /(?<![\p{L}])(?:risk[ \t]+(?:register|matrix|assessment|overview|summary|table|log)|risiko(?:register|matrix|bewertung|übersicht|tabelle)|(?:registre|matrice|tableau|évaluation)[ \t]+des[ \t]+risques|(?:registro|matriz|tabla|evaluación|avaliação)[ \t]+de[ \t]+(?:riesgos|riscos)|(?:реестр|матрица|оценка)[ \t]+рисков)(?![\p{L}])|风险(?:登记|矩阵|评估|清单)|リスク(?:登録|評価|一覧|マトリクス)/iu);

/** A heading that numbers what it heads: "1. Pool exhausted", "2) …", "F3 — …", "#4 …". */
const NUMBERED_HEADING = lazyRegExp(() => /^[^\p{L}\p{N}]{0,4}(?:\d{1,3}(?:\.\d{1,3})*[.):]|#\d{1,3}|[A-Z]{1,3}-?\d{1,3}(?:[.:)—–-]|[ \t]{1,3}[—–-]))[ \t]/u);

/** Front matter keys that say what the outcome is about: blocked by what, why, in short. */
const ANSWER_KEY = /^(?:blocked[_ -]?(?:by|on)|blocker|blocking|reason|why|answer|summary|tl;?dr|result|conclusion)$/i;

export { FINDINGS_READ_HEADING, OUTSIDE_FENCE_HEADING };

/** A title that opens with a finding's id ("F007 · …", "BUG-12 — …", "#4: …", "Finding 3 · …"). */
const ID_TITLE = lazyRegExp(() => /^[ \t]*(?:[A-Z]{1,6}(?:-\d{1,4}|\d{2,4})[a-z]?|#\d{1,4}|(?:finding|issue|bug|befund|hallazgo|achado|constat|находка|проблема)[ \t]+#?\d{1,4})[ \t]{0,2}(?:[·•|—–―:：]|--?)[ \t]{1,4}(?=\S)/iu);

/**
 * A document whose title is one finding, written with its id ("# F007 · `FlushQueue` requeues"), over two or
 * more sections none of which is numbered or titled by an id of its own ("## Observation", "## Why this is a
 * finding", "## Consequence"): that one finding, the sections its detail; null otherwise.
 */
function writeUpOf(doc: ParsedDoc, trees: FindingSection[]): FindingSection | null {
  if (!doc.title || doc.titleLine === null || trees.length < 2 || !ID_TITLE.test(doc.title)) return null;
  const numbered = (t: FindingSection): boolean => NUMBERED_HEADING.test(t.heading) || ID_TITLE.test(t.heading) || t.children.some(numbered);
  if (trees.some(numbered)) return null;
  return { heading: doc.title, line: doc.titleLine + 1, blocks: [], children: trees };
}

/** The words of a finding's title (its first line, without marks, bullets, tags and a "Label:" opening's
 *  own words after it), lower case, three letters or more. */
function titleWords(text: string): string[] {
  // (A counter before the title is no word of it: "Vuln 2: Path traversal: `serve.py:17`" says "path traversal", not
  // "vuln", the word every finding of its series opens with.)
  const first = withoutCounter(text.split('\n', 1)[0] ?? '').normalize('NFKC').toLowerCase().replace(/\[[^\]\n]{0,40}\]|\([^)\n]{0,40}\)/g, ' ');
  const cut = first.replace(/^[^\p{L}\p{N}]*([\p{L}\p{N} ]{2,60}?)[*_]*[:：][*_]*[ \t].*$/u, '$1');
  return (cut.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 3 || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(w));
}

/** Do these title words restate one title counted before? The same title, shortened or with a note added:
 *  every word of the one is a word of the other ("Old PDF library" / "Old PDF library (upgraded)"), one
 *  word of four letters or more among them. A title that shares words with another but says a word of its
 *  own besides ("Missing tests for the parser" after "Missing tests for the lexer") is a finding of its own;
 *  so is a longer title that holds a short one of one or two words ("Missing tests" / "Missing tests for
 *  the parser"). */
export function restatesOne(words: string[], counted: string[][]): boolean {
  if (!words.length) return false;
  const mine = new Set(words.map(stem));
  return counted.some((c) => {
    const theirs = new Set(c.map(stem));
    const shared = [...mine].filter((w) => theirs.has(w));
    if (!shared.some((w) => w.length >= 4)) return false;
    return shared.length === mine.size || (shared.length === theirs.size && theirs.size >= 3);
  });
}

/** A word without a plural or third-person ending ("expires" / "expire", "links" / "link"): a restated title
 *  may change the number. */
const stem = (w: string) => (w.length > 4 ? w.replace(/(?<!s)s$/u, '') : w);

const FINDINGS_SPEC = RETURN_SECTIONS.find((x) => x.key === 'findings')!;

/** A section that names what the pass covered or how (namesCovered: "## Scope", "## 验收范围", "## 2. 調査方法") and marks no
 *  problem anywhere in it (marksProblem: a ❌, a failed check, a severity): told in plain lists or prose, or in
 *  sub-sections none of whose titles names a problem; no table. */
function coveredOnly(lines: readonly string[], t: FindingSection): boolean {
  if (!namesCovered(t.heading) || marksProblem(lines, t)) return false;
  if (t.children.length) return !t.children.some((c) => PROBLEM_TITLE.test(c.heading));
  // (A list or prose alike: "## Scope" / "Review of the mapping flow. 190 tests passed, 14 skipped." is the pass's reach.)
  return t.blocks.some((b) => b.token.type === 'list' || b.token.type === 'paragraph') && t.blocks.every((b) => b.token.type === 'list' || b.token.type === 'space' || b.token.type === 'paragraph');
}
/** A sub-heading that names a problem as a finding's title does ("### ❌ …", "### Known issues"). */
const PROBLEM_TITLE = /[❌⚠🔴🟠]/u;

/** The quote under a findings-named first heading that states the outcome at `statedAt` ("# Review Findings" / "> REVIEW
 *  phase complete …", return-answer.ts quoteUnderFindingsTitle): the outcome's, not a finding. */
function openingQuoteAt(doc: ParsedDoc, lines: string[], containers: Section[], statedAt: number): Block | undefined {
  if (!quoteUnderFindingsTitle(doc, lines, containers).includes(statedAt)) return undefined;
  return doc.blocks.top.find((b) => b.token.type === 'blockquote' && b.line <= statedAt && statedAt < b.end);
}

/** The value of the stated verdict line (`stated`, "**判定**: **NEEDS_DISCUSSION**" -> "NEEDS_DISCUSSION") when the
 *  paragraph that would be the one-line answer (`prose`) only says how the review was done, a scope disclaimer
 *  ("静的レビューのみ実施し、ビルド・テスト…は行っていません", "Static review only; no tests were run"): a verdict answers,
 *  the disclaimer does not (QA 40 doc 07). Else null. Pure. */
export function verdictOverScope(prose: string, stated: string | undefined): string | null {
  if (!stated || !staticOnly(prose)) return null;
  const v = verdictValue(stated.trim());
  return v ? v.replace(/^[*_`\s]+|[*_`\s]+$/g, '') || null : null;
}

/** A finding whose first sentence, after its label, states nothing ("Departures: none.", "Abweichungen: keine.",
 *  "偏差：无。"): no claim of its own that a check claimed for every finding could verify. */
function statesNoneOnly(text: string): boolean {
  const first = (text.split('\n').find((l) => l.trim()) ?? '').replace(/^[\s>*_#-]+/u, '');
  const sentence = first.split(/(?<=[.!?])\s+|(?<=[。！？])/u)[0] ?? '';
  const l = labelOf(sentence);
  return l !== null && statesNothingFound(sentence.slice(l.at).replace(/[*_]+/g, '').trim());
}

/** The one-line answer a stated line gives once it leaves the Outcome section's text: its label kept when the answer
 *  lacks it ("- 전체 평가: **PASS**" -> "전체 평가: PASS", "**Status:** Befunde vorhanden" -> "Status: Befunde vorhanden"),
 *  so the writer's words all reach what is written (QA 50 class 10). Not the outcome's own label ("Outcome: answered — x"),
 *  which the tool's heading writes, nor the outcome word itself. */
function keptLabel(line: string, stated: StatedOutcome): string {
  if (stated.exact || !stated.answer) return stated.answer;
  const l = labelOf(line.replace(/^[ \t>]+/, ''));
  const label = l?.label.replace(/[*_`]+/g, '').trim();
  if (!label || label.length > 40 || headingWordsWritten(label, RETURN_SECTIONS[0]!.heading) || stated.answer.includes(label)) return stated.answer;
  return `${label}: ${stated.answer}`;
}
