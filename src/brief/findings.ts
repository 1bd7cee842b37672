// Findings as a person counts them: one per list item, per table row, per sub-heading (its title and its
// body, "Fix:" lines included); sub-headings that only group lists or tables are groups, not findings.
// And the fields a finding carries in its text: a title, severity, verification, location. Pure.

import { segmentLevel } from './segment-level.js';
import { indentedRuns } from './indented-bodies.js';
import { keptLead, saysNoneOnly, verifiedBlocks } from './verified-notes.js';
import { statesNothingFound } from './no-findings.js';
import { nonePartSection } from './none-part.js';
import { praiseHalf } from './praise-pair.js';
import { findingNoun } from './finding-noun.js';
import { codeCommentLocation } from './code-comment-location.js';
import { firstRange, lineSaidAfter, LOCATION_FIELD, LOCATION_LABEL, placeLabel } from './place-words.js';
import { answerList, changeColumn, distinctColumn, figureCell, parseYesNo, realignedRow, tallyTable } from './table-shape.js';
import { boldParagraphRuns } from './bold-paragraphs.js';
import { subjectTitles } from './subject-titles.js';
import { labelTitles } from './label-titles.js';
import type { Tokens } from 'marked';
import type { Block } from './blocks.js';
import { normalizeAnswer, unescapeLines } from './escape.js';
import { listItemsAt } from './items.js';
import { headingScore, headingWords, normalizeHeading } from './headings.js';
import { labelOf } from './label.js';
import { ATTACHED_LABEL } from './attached-label.js';
import { itemDetails } from './field-lists.js';
import { outcomeOfLine } from './outcome.js';
import { readPrompt } from '../paths.js';
import { pairedLevel } from './level-pairs.js';
import { alertLead, alertLevel } from './alert-levels.js';
import { besideSeverities, boldVerdict, nothingFound, pendingWork, recordTable } from './finding-groups.js';
import { lightLed, lightSeverities } from './light-groups.js';
import { levelWord } from './level-headings.js';
import { boldDashLead, boldTagLead, levelGroupOverParagraphs, withoutCount } from './level-only-groups.js';
import { blankWords, bothMay, holdsFolded, holdsPart, holdsWord, lazyRegExp, opensWithWord } from './lazy-regexp.js';
import { escapeRegExp, hasCjk, keyedLists, keyedWords, phraseAlternation } from './keyed-words.js';
import { pointsElsewhere } from './pointer-paragraph.js';
import { foldedRegExp, type FoldedRegExp } from './folded-regexp.js';
/** The severity patterns' words read Turkish i's as one (severity-words.ts turkishITolerant). */
const TURKISH_I = { turkishI: true } as const;
import { bulletParts, partHeading, strayNestedLists } from './finding-parts.js';
import { failingTest } from './failing-test.js';
import { checkColumn, findingsColumn, levelColumn, partColumn, problemColumn, remedyColumn, resultColumn, statusColumn, titleColumn, valueColumn } from './table-columns.js';
import { lowerCaseId } from './finding-ids.js';
import { idTitled, idsKept, levelOfParts, parseTagWords, tagSeverity } from './id-tags.js';
import { abbrevLead } from './abbrev-lead.js';
import { unemphasised } from './emphasis.js';
import { severityIdHeading } from './severity-id-headings.js';
import { fieldRowsAsLabels, fieldTable } from './field-table.js';
import { keyedByIds, leadId as recapId, RecapTitles, restatesFindings } from './recaps.js';
import { restatesByMarks } from './mark-recaps.js';
import { saysProblem, withoutZeroCounts } from './problem-words.js';
import { speaksOfAllFindings } from './findings-as-whole.js';
import { statedLevel } from './stated-level.js';
import { NAME, SEG, isPath, locationLine, namesFile } from './place-line.js';
import { noneInFirstClause } from './closing-clauses.js';
import { namesOneFinding } from './folded-findings.js';
import { fromNearest, groupVerification } from './inherit.js';
import { ownGroupLevel } from './warning-groups.js';
import { afterQuotedDiff } from './quoted-diff.js';
import { bannerPlace, botFindingsHeading, botPreambleLine, settledRepeat } from './bot-review.js';
import { headingId, idSeriesHeadings, idSeriesTable, laterIdLead } from './id-tables.js';
import { retested } from './verification-said.js';
import { runPassed } from './run-passed.js';
import { reproLabelOnly, reproductionSteps } from './repro-steps.js';
import { withoutRepairTicks } from './repair-marks.js';
import { levelGroupNotes } from './level-group-notes.js';
import { headingStatesFixed } from './heading-rest.js';
import { beforeNotedState, closingState, headingState, levelFieldState, statusState, trailingState, type FindingState } from './finding-state.js';
import { partsOfEntry } from './entry-parts.js';
import { metRequirementsAside } from './met-status.js';
import { tickedEntry } from './ticked-entries.js';
import { withoutRemedyLines } from './remedy-lines.js';
import { withoutAsideChecks } from './aside-checks.js';
import { declinedPoint } from './declined.js';
import { STATUS_KEY, statusLevel, withoutRemedyLists } from './status-fields.js';
import { learningsBeside, passedBeside, roleBeside } from './beside-findings.js';
import { namesOtherRole } from './role-nouns.js';
import { passedBlock } from './problem-blocks.js';
import { fixedEarlier } from './earlier-states.js';
import { rowNotes } from './row-notes.js';
import { declinedGroup } from './declined-groups.js';
import { inlineItems, levelLedId } from './inline-items.js';
import { afterRemarkLabel } from './remark-labels.js';
import { seriesId, withoutSeriesId } from './p-series.js';
import { idWithLevel } from './id-levels.js';
import { namesPass } from './pass-headings.js';
import { givenSeverity } from './id-summary.js';
import { glossLevel } from './gloss-level.js';
import { mitigatedNote, withdrawnItem } from './withdrawn-items.js';
import { fineByLabel, fineValue, judgedFine, passedLead, statesFine, validatedClosed } from './fine-verdict.js';
import { passedNote } from './passed-note.js';
import { ticksAmongLights, tickRows } from './done-ticks.js';
import { clauseLevel, idLight, levelNounLabel } from './clause-levels.js';
import { BARE_COUNTER, CJK_COUNTER, COUNTER, counterTitled, entryKind, exampleCaption, isFindingId } from './entry-title.js';
export { counterTitled, entryKind, entryTitle, exampleCaption } from './entry-title.js';
import { severityWords } from './severity-words.js';
export { parseSeverityWords } from './severity-words.js';
import { allVerified, eachReproduced, noneVerified, stillAhead } from './all-findings.js';
import { markerVerification, withoutMarkers } from './evidence-markers.js';
import { checkToDo, documentField, fieldValue as checkFieldValue, hedged, verificationField } from './verification-field.js';
import { settledRow } from './settled-rows.js';
import { documentLead } from './document-lead.js';
import { withoutCounterTail } from './counter-tail.js';
import { rawCells } from './table-cells.js';
import { boldCommaLevel, letterLevel, priorityTag, sevNumberLevel, tagLineLevel, withoutPriorityTag } from './stated-levels.js';
import type { ItemNumber } from './list-numbers.js';
import { DETAIL_COL, FIELD_COL, FIELD_FIRST, FORM_LABEL, POSITION_HEADER, TITLE_COL, TITLE_FIELD, TITLE_FIELD_FIRST, TOTAL_ROW } from './field-names.js';

export interface FindingItem {
  text: string;
  /** 1-based document line the finding starts on. */
  line: number;
  /** The heading of the group it was listed under, if any (the innermost of `groups`). */
  group?: string;
  /** The group headings it was listed under, outermost first (`## Security` > `### Auth`: both). */
  groups?: Group[];
  /** The table it is a row of: the same object on every row of that table. */
  table?: TableOf;
  /** Its number, when it is a numbered list's item as written (list-numbers.ts): the written return keeps it. */
  number?: ItemNumber;
}

/** A heading that groups findings, and its 1-based line. */
export interface Group {
  heading: string;
  line: number;
}

/** A table of findings: where it starts, its column names, its rows (each a finding). */
export interface TableOf {
  /** 1-based line of its header row. */
  line: number;
  columns: string[];
  rows: number;
  /** The name of its "#" column when that only counted the rows 1..n (not written into the findings). */
  numbered?: string;
  /** Its last row when that only sums the others up ("Total | 3 issues"): no finding, named in the note. */
  total?: string;
}

/** Text a findings reader set aside (a group's lead line; a "### Not reviewed" sub-section): the caller
 *  keeps it, under that heading. */
export interface SetAside {
  heading: string;
  text: string;
  /** A recommendation the writer made in prose ("I recommend …"): the caller files it under Recommendations. */
  recommendation?: boolean;
  /** A sub-section set aside whole: its 1-based line (the caller says where it went). */
  line?: number;
  /** A label after the findings that names another list section of a return ("**Что дальше:** x",
   *  "Open questions: y"): the caller files `text` (the value) there. */
  section?: 'recommendations' | 'questions' | 'deadEnds' | 'evidence';
  /** Parts of the findings the writer set apart (an item struck out or marked as none, HTML or a quoted
   *  section after the list): they belong beside the findings, written right after them. */
  struck?: boolean;
  /** A sub-section that restates findings already counted, item by item (recaps.ts): placement says so. */
  recap?: boolean;
}

/** A finding as `--json` shows it. `text` is the whole finding as stored; the rest is read from it. */
export interface FindingData {
  title: string;
  text: string;
  severity?: string;
  /** A category label the finding opens with ("**Bug:** …" -> "bug"), or its "Category:" field. */
  category?: string;
  verified?: boolean;
  /** How it was verified ("[verified: unit test]" -> "unit test"). */
  how?: string;
  location?: string;
  /** The writer's own id for it ("**F-1 · High · `a.go:77`** — x", "- [ ] **C1** `lodash` …" -> "F-1", "C1"). */
  id?: string;
  /** Its state of repair as the writer marks it ("| F1 | … | ✅ Fixed |", "**Status:** Won't fix", "### Deferred" over it):
   *  finding-state.ts. No verification: a fixed finding is verified only by its evidence. */
  state?: FindingState;
}

/** What a section looks like to the findings reader: its heading, its body's blocks, its sub-sections. */
export interface FindingSection {
  heading: string;
  line: number;
  /** Top-level blocks of its own body (before its first sub-section). */
  blocks: Block[];
  children: FindingSection[];
  /** Headings in its own body that open no section (inside `<details>`): read with the blocks by blockFindings. */
  folded?: Block[];
  /** A return with no headings at all: a paragraph after its lists may be a finding of its own. */
  loose?: boolean;
  /** A return the tool wrote: each item of its lists is one finding, as it was written (never one finding's
   *  fields: "- **キャッシュ**: …" / "- **タイムアウト**: …" are two findings, as `return` read them). */
  written?: boolean;
  /** A group only by its table of severity rows (rowsGroup): the prose around the table is the section's. */
  aroundRows?: boolean;
}

const clean = (lines: string[]) => normalizeAnswer(unescapeLines(lines).join('\n'));

// (Kept apart in attached-label.ts: pseudo-headings.ts, which a brief's reading runs, asks it too.)
export { ATTACHED_LABEL };

function blockLines(lines: string[], b: { line: number; end: number }): string[] {
  return lines.slice(b.line, b.end);
}

const cellText = (c: { text: string }) => c.text.replace(/\\\|/g, '|').trim();
const ID_COL = /^(?:#|no\.?|nr\.?|n°|id|num|number|idx|index|\d+)$/i;

/** A cell that is only a file name or path ("test_a.py", "`src/a.ts:10`"). */
const FILE_CELL = /^[`*_]{0,2}[\w./@-]{1,200}\.[A-Za-z][A-Za-z0-9]{0,7}(?::\d{1,6}(?:-\d{1,6})?)?[`*_]{0,2}$/;

/**
 * The rows of a table of checks whose status cell says the check held ("| F-1 | build is clean | exit 0 | PASS | critical |"
 * beside "| F-2 | `make ci` is green | … | FAIL | high |"): a check that held, no finding, though a severity column
 * weighs every claim the table checks (QA37 class 7; fineByLabel reads "Severity: critical" as a verdict of its own, so
 * such a row stayed). Only a table with a status column (statusColumn) whose rows are not all fine: the others are the
 * findings. A status that says open or fixed is no check that held (fine-verdict.ts fineValue, prompts/yes-no.txt `fine:`).
 */
function passedStatusRows(b: Block, rows: readonly FindingItem[]): boolean[] {
  const t = b.token as Tokens.Table;
  if (rows.length < 2 || !t.header.some((h) => statusColumn(cellText(h)))) return rows.map(() => false);
  const fine = rows.map((f) => {
    const states = f.text.split('\n').slice(1).map((l) => /^([^:\n]{1,40}):[ \t]+(.*)$/u.exec(l)).filter((m) => m !== null && statusColumn(m[1]!));
    return states.length > 0 && states.every((m) => fineValue(m![2]!));
  });
  return fine.every(Boolean) ? rows.map(() => false) : fine;
}

/** One finding per table row: the title column first, the other columns as "Column: value" lines. */
function tableFindings(lines: string[], b: Block): FindingItem[] {
  const t = b.token as Tokens.Table;
  const header = t.header.map(cellText);
  // "| F2 Medium | … |", "| #3 (High) | … |": the id with its severity glued on (id-levels.ts), in an id column
  // or the first one.
  const glued = (c: number) => c >= 0 && t.rows.length > 0 && t.rows.every((row) => idWithLevel(cellText(row[c] ?? { text: '' }), levelLabel));
  let idCol = header.findIndex((h) => ID_COL.test(h));
  if (idCol < 0 && glued(0)) idCol = 0;
  const levels = glued(idCol);
  // The delimiter row follows the header; a row's line is found by its position (rows are one line each).
  const firstRow = b.line + 2;
  // A row with a status mark the header has no column for ("| 35 | ✅ | **Missing index** | db.sql |" under "| # |
  // Finding | File |"): its cells in the header's order, the mark kept as its status (table-shape.ts realignedRow).
  const realigned = t.rows.map((_row, r) => realignedRow(rawCells(lines[firstRow + r] ?? ''), header.length, statusCell));
  const cellsOf = (r: number) => realigned[r]?.cells ?? t.rows[r]!.map(cellText);
  const columns = header.map((_h, i) => t.rows.map((_x, r) => cellsOf(r)[i] ?? ''));
  // (A remedy column is no title, whatever words it holds: "Fix for the issue".)
  const named = header.map((h, i) => i).filter((i) => !remedyColumn(header[i]!) && (TITLE_COL.test(header[i]!) || problemColumn(header[i]!)));
  // Of two columns named so ("| Area | Finding |"), the one whose values differ row by row names the rows; an area
  // repeated over them groups them (table-shape.ts distinctColumn).
  // A column named for the problem itself ("Problem", "Finding", "문제") or its title comes before one that only places
  // it ("| # | Area | File | Problem | Impact | Severity | Fix |": the area groups, the problem names the row).
  const own = named.filter((i) => titleColumn(header[i]!) || findingsColumn(header[i]!) || problemColumn(header[i]!));
  let titleCol = own.find((i) => distinctColumn(columns[i]!)) ?? named.find((i) => distinctColumn(columns[i]!)) ?? own[0] ?? named[0] ?? -1;
  const plainHeader = (i: number) => header[i]!.replace(/[*_`]+/g, '').trim();
  // No column says it holds the finding ("| Job | Test | Verdict |"): the one with the most to say, of
  // those that are no field (severity, file, status); the first of equals.
  if (titleCol < 0) {
    const mean = (i: number) => columns[i]!.reduce((n, c) => n + c.length, 0) / Math.max(1, columns[i]!.length);
    for (let i = 0; i < header.length; i++) {
      const h = header[i]!.replace(/[*_`]+/g, '').trim();
      // Nor a column that details each row ("Evidence", "How checked", "Note", "Fix"): the longest, not the title.
      // Nor a column of each row's state or result in any language ("| Adım | Sayfa | Sonuç |", "| Krok | Wynik |":
      // prompts/columns.txt status:), as "Status" and "Result" are not; nor, whatever its name, one whose cells nearly all
      // open with a status mark ("✅ ok", "🔴 **missing**"): the rows' results, not what each row is.
      // Nor a column of changes ("Was → Now"): what became of the item, not which one it is.
      // Nor a column of values, what is or should be ("| Ist | Soll |", "32px | >= 44px"): fields of the row.
      if (i === idCol || FIELD_COL.test(h) || DETAIL_COL.test(h) || statusColumn(h) || markedColumn(columns[i]!) || remedyColumn(h) || valueColumn(h) || changeColumn(h, columns[i]!)) continue;
      // Nor a column of file names only ("| Test File | Error Type | Root Cause |" / "| test_a.py | …"): where each
      // row is, a field; titled by it, a row took its next field's label ("Error Type") for its title.
      if (columns[i]!.every((c) => !c || FILE_CELL.test(c))) continue;
      // A column whose values differ row by row names the rows; one whose values repeat ("Shona", "Shona",
      // "Swahili") groups them, however long its words (table-shape.ts distinctColumn).
      const better = titleCol < 0 || (distinctColumn(columns[i]!) && !distinctColumn(columns[titleCol]!)) || (distinctColumn(columns[i]!) === distinctColumn(columns[titleCol]!) && mean(i) > mean(titleCol));
      if (better) titleCol = i;
    }
  }
  // "| ID | Component | Element | Ist | Soll |": no column names the problem; the part of the product and the thing
  // in it name the row together ("Header: Close button"), the part written into the title, not a field beside it.
  // (The part chosen itself, "| ID | Komponente | Element |": the thing after it is the title, the part before it.)
  const eligible = (i: number) => i >= 0 && i < header.length && i !== idCol && !FIELD_COL.test(plainHeader(i)) && !DETAIL_COL.test(plainHeader(i)) && !remedyColumn(plainHeader(i)) && !valueColumn(plainHeader(i)) && !partColumn(plainHeader(i));
  if (titleCol >= 0 && !named.length && partColumn(header[titleCol]!) && eligible(titleCol + 1)) titleCol++;
  const part = titleCol > 0 && !named.length && titleCol - 1 !== idCol && partColumn(header[titleCol - 1]!) ? titleCol - 1 : -1;
  // A table whose only text is what to do ("| # | Action | Owner |", a plan): its action titles each row.
  if (titleCol < 0) titleCol = header.findIndex(remedyColumn);
  if (titleCol < 0) titleCol = header.findIndex((_h, i) => i !== idCol);
  if (titleCol < 0) titleCol = 0;
  // ("| Finding | Detail |" over "| F2 Medium | … |": the id column names no title; the words beside it do.)
  if (levels && titleCol === idCol) titleCol = header.reduce((best, _h, i) => (i === idCol ? best : best < 0 || columns[i]!.join('').length > columns[best]!.join('').length ? i : best), -1);
  const table: TableOf = { line: b.line + 1, columns: header, rows: t.rows.length };
  // Each column's field name once (reading a column per cell made a long table quadratic).
  const names = header.map((h, i) => fieldName(h, i, columns[i]!));
  // A "#" column that only counts the rows (1, 2, 3 …) is numbering, as a list's is: not written into each
  // finding ("- 1. x" would read as a list inside the item); its numbers are named in the table's note.
  const counts = idCol >= 0 && idCol !== titleCol && columns[idCol]!.every((c, r) => c.replace(/^#|[.)]$/g, '') === String(r + 1));
  if (counts) table.numbered = header[idCol] || '#';
  // A last row that sums the others up ("| **Total** | **3 issues** | |", "Итого", "合计") is no finding:
  // it is kept in the table's note.
  const lastFirst = t.rows.length >= 2 ? cellText(t.rows[t.rows.length - 1]![0] ?? { text: '' }).replace(/[*_`]+/g, '').trim() : '';
  const totals = TOTAL_ROW.test(lastFirst) ? 1 : 0;
  if (totals) table.total = t.rows[t.rows.length - 1]!.map(cellText).filter(Boolean).join(' | ');
  return t.rows.slice(0, t.rows.length - totals).map((_row, r) => {
    const cells = cellsOf(r);
    const split = levels ? idWithLevel(cells[idCol] ?? '', levelLabel) : null;
    const id = split?.id ?? (idCol >= 0 && idCol !== titleCol && !counts ? cells[idCol] : '');
    const whole = part >= 0 && cells[part] && cells[titleCol] ? `${cells[part]}: ${cells[titleCol]}` : (cells[titleCol] ?? '');
    const joined = whole !== (cells[titleCol] ?? '');
    const title = `${id ? `${id.replace(/[.)]$/, '')}. ` : ''}${whole}`.trim();
    const fields = cells
      .map((v, i) => ({ h: names[i]!, v: fieldValue(header[i] ?? '', v), i }))
      .filter((c) => c.i !== titleCol && c.i !== idCol && !(joined && c.i === part) && c.v !== '')
      .map((c) => `${c.h}: ${c.v}`);
    if (split) fields.unshift(`Severity: ${split.level}`);
    const line = Math.min(firstRow + r, lines.length - 1) + 1;
    const extra = realigned[r]?.marks ?? extraCells(lines[firstRow + r] ?? '', header.length);
    fields.push(...extra.map((v) => (statusCell(v) && !header.some(statusColumn) ? `Status: ${v}` : v)));
    return { text: [title || fields.shift() || '', ...fields].join('\n').trim(), line, table };
  });
}

/** A row's cells past its header's ("| 35 | Missing index | db.sql | ✅ |" under "| # | Finding | File |"): the
 *  table reader drops them; the writer added a status without a column for it. Empty ones left out. */
function extraCells(row: string, columns: number): string[] {
  return rawCells(row).slice(columns).filter(Boolean);
}

/** A cell that states a status: a status mark ("✅", "❌ Open"), or a word alone for done, open or repaired
 *  ("Fixed", "Open", "Erledigt", "已修复"). */
function statusCell(v: string): boolean {
  if (STATUS_MARK.test(v) && v.length <= 40) return true;
  // A box or a tick alone, open or done ("⬜", "☐", "🔲", "[ ]", "☒", "✓"): a task's state. (A traffic light alone is a level.)
  if (BOX_CELL.test(v.replace(/[*_`]+/g, '').trim())) return true;
  const w = v.replace(/[*_`]+/g, '').trim();
  if (!w || w.length > 24 || !/^[\p{L}][\p{L} ]*$/u.test(w)) return false;
  const o = outcomeOfLine(w);
  return NOT_DONE.test(w) || REPAIR_STATE.test(`Status: ${w}`) || (o !== null && !o.answer);
}

const BOX_CELL = /^(?:[⬜⬛☐☒🔲🔳▢◻◼◽◾○●◯⭕✓✗✘➖🟩🟥🟨⏸🔄]|\[[ xX✓]\])\uFE0F?$/u;


const TRAFFIC = /^[🔴🟠🟡🟢]$/u;
/** A line that only states a severity ("**High Severity**", "<!-- **Medium Severity** -->", "Priority: P1"). */
const SEVERITY_LINE = lazyRegExp(() => /^[ \t]*(?:<!--)?[ \t*_]*[\p{L}\p{N}]{1,12}[ \t]+(?:severity|priority)[ \t*_]*(?:-->)?[ \t]*$/iu);
/** A traffic light that leads a finding (after its bullet, number, task box or emphasis); an orange diamond too ("🔶 B3 —
 *  …" beside "🔴 B1 — …", its level in prompts/severities.txt). */
const TRAFFIC_LEAD = /^[ \t>]{0,8}(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?(?:\[[ xXvV✓✔☑]\][ \t]+)?[*_]{0,2}([🔴🟠🟡🟢🔶])/u;
/** A traffic light closing a line, perhaps with a severity word and "priority" after it ("… 🔴 high priority",
 *  "… 🟡 中优先级", "… 🟢"), as a terminal transcript's numbered findings close; a light pasted as U+FFFD
 *  counts only with its word. */
/** (The word after it is a severity noun of prompts/severities.txt, `noun:`.) */
const CLOSING_LIGHT = lazyRegExp(() => new RegExp(`[ \\t]+([🔴🟠🟡🟢\\uFFFD])\\uFE0F?(?:[ \\t]*([\\p{L}\\p{N}]{1,12}?)(?:[ \\t]*(?:${severityWords().nouns}))?)?[ \\t]*$`, 'iu'), holdsLight);
/** CLOSING_LIGHT's necessary condition: one of its lights (or U+FFFD) is in the text. */
function holdsLight(t: string): boolean {
  return t.includes('🔴') || t.includes('🟠') || t.includes('🟡') || t.includes('🟢') || t.includes('\uFFFD');
}

/** The severity a closing light states (its word when that is a severity, else the light's own) and where
 *  it starts; null when the line does not close so, or its words are no severity ("… 🟢 done"). */
function closingLight(line: string): { severity: string; at: number } | null {
  const m = line.length <= 300 ? CLOSING_LIGHT.exec(line) : null;
  if (!m || m.index === 0) return null;
  const word = m[2]?.toLowerCase();
  if (word && !sevs().map.has(word)) return null;
  // A light whose bytes were lost on the way ("� 中优先级", U+FFFD): its word alone states the severity.
  if (m[1] === '\uFFFD' && !word) return null;
  return { severity: sevName(word ?? m[1]!), at: m.index };
}

/** A severity column's name cut short ("| ID | Sev. | Finding | File |", "Schw.", "Grav.", "Krit."): the severity. */
const SEVERITY_ABBREV = /^(?:sev|sevr|schw|sév|grav|krit|crit|серьезн|серьёзн)\.$/iu;
/** A column's name as a field line: a column of traffic lights alone (🔴/🟡) is the severity; a
 *  "Checked?"/"Tested" column is the verification. */
function fieldName(h: string, i: number, cells: string[]): string {
  if (SEVERITY_ABBREV.test(h.replace(/[*_`]+/g, '').trim())) return 'Severity';
  if (/^(?:checked|tested|confirmed|verified|verification|geprüft|verifiziert|vérifié|verificado|comprobado|проверено|подтверждено|已验证|已确认|検証済み|確認済み)\??$/iu.test(h.replace(/[*_`]+/g, '').trim())) return 'Verified';
  const filled = cells.filter(Boolean);
  if (!FIELD_COL.test(h) && filled.length && filled.every((c) => TRAFFIC.test(c))) return 'Severity';
  // A column of levels whatever its name ("Stufe", "Tipo", "区分": "⚠️ Warnung", "ℹ️ Info", "Avviso", "注意").
  if (!sevs().labelSet.has(h.replace(/[*_`]+/g, '').trim().toLowerCase()) && levelColumn(h, cells, (w) => TRAFFIC.test(w) || sevs().map.has(w))) return 'Severity';
  return h || `Column ${i + 1}`;
}

/** A Status cell that says "verified (logcat)" / "unverified" is the verification too. */
function fieldValue(h: string, v: string): string {
  return /^(?:status|state)$/i.test(h.trim()) && /^(?:verified|confirmed|unverified|not verified)\b/i.test(v) ? `${v}\nVerified: ${v}` : v;
}

const isBlank = (b: Block) => b.token.type === 'space' || b.token.type === 'hr' || b.token.type === 'def';
/** A block of HTML comments alone ("<!-- generated by review-tool -->", "<!-- b2bc424 -->"): nothing a renderer shows. */
const commentBlock = (b: Block) => b.token.type === 'html' && /^\s*(?:<!--[\s\S]*?-->\s*)+$/.test(b.token.raw);
// (A table that describes one finding field by field, "| Attribute | Value |" / "| Severity | Low |", is that finding's
// text, no items: field-table.ts.)
const isItems = (b: Block) => b.token.type === 'list' || (b.token.type === 'table' && !fieldTable(b.token as Tokens.Table, (w) => sevs().labelSet.has(w)));
/** A quote that holds a heading line ("> ## Outcome"): a quoted section, not a note on the item above it. */
export const QUOTED_HEADING = lazyRegExp(() => /^[ \t]{0,3}>(?:[ \t]{0,4}>)*[ \t]{0,4}#{1,6}(?:[ \t]|$)/m);

/** A paragraph that opens with a finding's number: "Finding 1:", "**Issue 2** —", "Bug #3:". */
const NUMBERED_FINDING = /^[ \t>*_]{0,6}(?:finding|issue|bug|problem|observation|discovery|risk|befund|problème|hallazgo|проблема|发现|問題)[ \t]{0,2}#?\d{1,3}[*_]{0,2}[ \t]{0,2}(?:[:：.)—–]|-[ \t])/iu;

/** A sub-heading's name as a part of a form ("### Result: PASS" -> "result", "### 2. What we tested" ->
 *  "what we tested"). */
const partName = (h: string) => h.toLowerCase().replace(/[:：].*$/, '').replace(/[^\p{L}\p{N} ]+/gu, ' ').replace(/\b\d+\b/g, '').replace(/\s+/g, ' ').trim();
const partNames = new WeakMap<FindingSection, Set<string>>();
/** A section's parts: its sub-headings' names, and the bold labels that lead its paragraphs and end with a
 *  period or a colon ("**Current shape.** …", "**Проблема.** …", "**Impact:** High."). */
function partsOf(s: FindingSection): Set<string> {
  let p = partNames.get(s);
  if (!p) {
    p = new Set(s.children.map((c) => partName(c.heading)).filter(Boolean));
    for (const b of s.blocks) {
      if (b.token.type !== 'paragraph') continue;
      const m = PART_LEAD.exec((b.token as Tokens.Paragraph).raw);
      const name = m ? partName((m[1] ?? m[2]!).replace(/[.:：]$/u, '')) : '';
      if (name && name.split(' ').length <= 6) p.add(name);
    }
    partNames.set(s, p);
  }
  return p;
}
/** A bold label that leads a paragraph and ends with a period or a colon, inside or right after the bold. */
const PART_LEAD = lazyRegExp(() => /^[ \t>]{0,4}(?:\*\*|__)([\p{L}][^*_\n]{0,60}?[.:：])(?:\*\*|__)|^[ \t>]{0,4}(?:\*\*|__)([\p{L}][^*_\n]{0,60}?)(?:\*\*|__)[:：]/u);

/** Is a section one finding written as a form, its sub-headings the form's parts ("## Item 1: Batch insert"
 *  over "### Result: PASS", "### What we tested", "### Measurements"), the same parts as a sibling's? Then
 *  its sub-headings are its detail, not findings or groups of them. */
export function repeatsStructure(s: FindingSection, siblings: FindingSection[]): boolean {
  const mine = partsOf(s);
  if (mine.size < 2 || siblings.length < 2) return false;
  for (const t of siblings) {
    if (t === s) continue;
    let shared = 0;
    for (const n of partsOf(t)) if (mine.has(n)) shared++;
    if (shared >= 2) return true;
  }
  return false;
}

/** A bold lead that letters a part: "**(a) …**", "**b) …**", "**(ii) …**". */
/** A bold field, its label and value both in bold ("**Severity: high** (…)"), is no title of its own. */
const BOLD_FIELD = /^[ \t>]{0,4}\*\*[^*\n:：]{1,30}[ \t]?[:：][ \t]*[^*\n]{1,40}\*\*/u;
const LETTERED_PART = /^[ \t>]{0,4}\*\*[ \t]*(?:\([a-h]\)|[a-h]\)|\((?:i|ii|iii|iv|v|vi)\))[ \t]/u;

/**
 * A section that opens with code and then names parts of what it shows by bold labels over their lists
 * ("#### **[must] 重大な実装不足**" / a code fence / "**問題点:**" / "1. …" / "2. …"; QA class 4): one finding, its
 * heading the title, the code and the labelled lists its text. Its labels are no findings' titles, and the
 * code no finding of its own ("`csharp" was a title). No sub-sections.
 */
export function codeOverLabelledLists(lines: string[], s: FindingSection): boolean {
  if (s.children.length) return false;
  const body = s.blocks.filter((b) => !isBlank(b));
  if (body.length < 3 || body[0]!.token.type !== 'code') return false;
  let labelled = false;
  for (let i = 1; i < body.length; i++) {
    const b = body[i]!;
    if (b.token.type !== 'paragraph' || b.end - b.line !== 1 || !BOLD_LABEL_LINE.test(lines[b.line] ?? '')) continue;
    const next = body[i + 1];
    if (next && (next.token.type === 'list' || next.token.type === 'code')) labelled = true;
    else return false;
  }
  return labelled;
}
/** A line that is only a bold label closed by a colon: "**Problems:**", "**問題点：**", "__Impacto__:". */
const BOLD_LABEL_LINE = /^[ \t>]{0,4}(?:\*\*|__)[^*_\n:：]{1,40}(?:[:：](?:\*\*|__)|(?:\*\*|__)[ \t]?[:：])[ \t]*$/u;

/** True when a section only groups findings: sub-sections, or lists and tables (after at most a short lead), or a
 *  table whose every row carries its own severity (rowsGroup). */
export function isGroup(s: FindingSection, lines?: string[]): boolean {
  return plainGroup(s, lines) || rowsGroup(s, lines);
}

/** A section of no sub-sections over a table whose every row carries its own severity ("| 🔴 | Consent box missing |
 *  none |"), whatever its columns are called ("Requirement | Now"), beside prose: its rows are findings (severityRows).
 *  Not under a heading that titles one finding ("### Issue 3: SQL injection — High": its rows are where it shows), nor
 *  over prose that states a severity of its own ("### F3. Unvalidated config" / "Severity: Low. …" over a closing
 *  recap table: one finding). */
export function rowsGroup(s: FindingSection, lines?: string[]): boolean {
  if (s.children.length) return false;
  const body = s.blocks.filter((b) => !isBlank(b));
  const items = body.filter(isItems);
  return items.length === 1 && severityRows(items[0]!) && !titlesOneFinding(s.heading) && !(lines && body.some((b) => b.token.type === 'paragraph' && hasSeverity(clean(blockLines(lines, b)))));
}

function plainGroup(s: FindingSection, lines?: string[]): boolean {
  // "### [x] R9 — Cosmetic leftovers (batch)" over a list: a ticked entry is one finding, its items its text.
  if (!s.children.length && tickedEntry(s.heading) !== undefined) return false;
  if (s.children.length) return !countedWithParts(s);
  const body = s.blocks.filter((b) => !isBlank(b));
  if (!body.length) return false;
  if (lines && countedWithBullets(lines, s.heading, body)) return false;
  // "Finding 1: …", "Finding 2: …" paragraphs: each one a finding, as a person numbers them.
  if (lines && body.filter((b) => b.token.type === 'paragraph' && NUMBERED_FINDING.test(lines[b.line] ?? '')).length >= 2) return true;
  // "**R-001** [editorial] (01-segment-model)" over its prose, twice or more: each paragraph opens a finding by its id.
  if (lines && idTagParagraphs(lines, body) >= 2) return true;
  // "**`src/a.ts`, line 37:** …" paragraphs: a review's comments, each one a finding.
  if (lines && reviewComments(lines, s)) return true;
  // "**F1 — the refusal was lost.** Fixed …" paragraphs, two or more: each opens a finding, as its own
  // sub-heading would (the paragraphs and code after one are its detail).
  // (Not lettered parts under a heading that titles one finding by the writer's id, "### B4 — Schema is broken" /
  // "**Severity: high**" / "**(a) Refs do not resolve.** …" / "**(b) Schema contradicts itself.** …": the two defects that
  // make B4, beside its fields.)
  const bolds = lines ? body.filter((b) => b.token.type === 'paragraph' && boldTitleLead(lines[b.line] ?? '')) : [];
  if (lines && bolds.length >= 2 && !(idLead(s.heading.trim()) !== undefined && bolds.every((b) => LETTERED_PART.test(lines[b.line] ?? '') || BOLD_FIELD.test(lines[b.line] ?? '')))) return true;
  const items = body.filter(isItems);
  if (!items.length) return false;
  if (lines && items.length === 1 && !s.written && placedForm(lines, s.heading, items[0]!)) return false;
  if (lines && items.length === 1 && !s.written && oneFieldItem(lines, items[0]!)) return false;
  // "#### D2" / "- **Prio:** P1" / "- **Befund:** …" / "- **So macht es macOS:** …" / "- **Fix:** …": under a heading
  // that is the writer's id alone, a list of labelled items, two of them a finding's parts, is that finding's form
  // whatever its other labels say (a long one is a field too here, not a finding's title; QA 51 class 3).
  if (lines && items.length === 1 && !s.written && bareId(s.heading) && idForm(lines, items[0]!)) return false;
  if (lines && items.length === 1 && !s.written && fieldList(lines, items[0]!) && !titledItems(lines, items[0]!, s.heading) && !fileItems(lines, items[0]!, s.heading)) return false;
  // ("**Time to fix:** 5h" over a category's list is a figure about the group, kept beside it: R8-3.)
  // (Nor is a pointer after the items to where the rest is kept, "**See `SECURITY.md` for the full list.**": set aside by
  // blockFindings, it says nothing of what the group is; QA 55 class 9.)
  const other = body.filter((b) => !isItems(b) && !(lines && estimateLine(lines, b)) && !(lines && b.token.type === 'paragraph' && b.line > items[0]!.line && pointsElsewhere(clean(blockLines(lines, b)))));
  // An area of an audit over a list whose every item opens with its own severity tag ("- [medium/robustness] …",
  // "* (low) …"): its items are the findings, the prose above them (no severity of its own at its start) the area's
  // verdict, kept (sectionFindings).
  if (lines && items[0]!.token.type === 'list' && taggedItems(items[0]!.token as Tokens.List) && other.every((b) => b.token.type === 'paragraph' && !leadWord(firstLine(clean(blockLines(lines, b))))) && other.every((b) => b.line < items[0]!.line)) return true;
  // A short lead that introduces the items ("Found three problems:"); any other text makes the section one
  // finding (its heading the title) whose detail includes the list.
  const lead = other[0];
  // A label that belongs to a finding ("**Fix:**", "**建议**：") over the list: the list is its detail.
  // So does a reproduction label ("Steps to reproduce:" / "1. log in" / "2. press F5"): the steps of one finding.
  if (lead && lines && lead.token.type === 'paragraph' && (ATTACHED_LABEL.test(lines[lead.line] ?? '') || reproLabelOnly(lines[lead.line] ?? ''))) return false;
  // A caption is one clause ("Found three problems:"); a sentence before it ("The reports mix UTC and local
  // time. Affected are:") or a label line ("**Where**: jobs/export.py") is the finding's own text.
  const caption = (b: Block) => {
    const t = (b.token as Tokens.Paragraph).text;
    return b.end - b.line <= 2 && /[:：]\s*$/.test(t) && !/[.!?。！？][ \t]+\S/.test(t) && (!lines || !labelOf(lines[b.line] ?? '') || b.end - b.line === 1 && /[:：]\s*$/.test(lines[b.line] ?? '') && labelOf(lines[b.line] ?? '')!.at >= (lines[b.line] ?? '').trimEnd().length);
  };
  return other.length <= 1 && (!lead || (lead.token.type === 'paragraph' && lead === body.find((b) => !lines || !estimateLine(lines, b)) && caption(lead)));
}

/** A counted finding over sub-sections of its detail ("## BUG #1: Crash on empty input" / "### Descripción" /
 *  "### Causa" / "### Solución"; "## Issue 2: …" / "### Impact"; "### Issue 2 — Login loops" / "#### Proposed
 *  solution" / "#### Affected files"; "### 1.5 Setup script — Low" / "#### Ursache"): each sub-heading a form's
 *  part, no finding. The heading titles one finding by a counter or a closing severity. */
function countedWithParts(s: FindingSection): boolean {
  // (Titled by the writer's id the same: "## X-B01: Host no longer resolves" / "### Proof" / "### Fix".)
  if (!s.children.every((c) => !c.children.length && partOfForm(c.heading))) return false;
  return titlesOneFinding(s.heading) || entryKind(s.heading) === 'id' || titledOverParts(s.heading, s.children.map((c) => c.heading), ownLevel(s.blocks));
}
/** A title's own body states the finding's severity as a field ("**Severity**: High", "Schweregrad: hoch") over
 *  one part sub-heading ("### Evidence"): its fields and its part say it is one finding (titledOverParts). */
function ownLevel(blocks: readonly Block[]): boolean {
  return blocks.some((b) => b.token.type === 'paragraph' && levelField((b.token as Tokens.Paragraph).text));
}
/** Text with a line that states a severity as a field ("**Severity**: High"). */
export const levelField = (text: string): boolean => LEVEL_FIELD.test(text) && hasSeverity(text);
/** A line that is a severity or priority field ("**Severity**: High", "Priorität: P1", "严重程度：高"). */
const LEVEL_FIELD = lazyRegExp(() => new RegExp(`^[ \\t>*_-]{0,6}(?:${severityWords().labels})[*_]{0,4}[ \\t]{0,3}[:：]`, 'imu'));
/** Any title over two or more part sub-headings and nothing else ("## 🔴 Real App Bug: totals ignore coupons" / "###
 *  Root Cause" / "### Evidence" / "### Fix Required"; "## Passwort-Reset läuft nie ab" / "### Ursache" / "### Lösung"):
 *  the parts say it is one finding, whatever the title. Not a heading that names a group (findings, a severity,
 *  a part itself): "## Findings" / "### Summary" / "### Details" is the findings' own sections. Whole part names
 *  only (prompts/headings.txt return.findingParts): "### Fix login redirect loop" titles a finding of its own. */
export function titledOverParts(heading: string, parts: readonly string[], ownLevel = false): boolean {
  // (One part is enough when the title's own body states its severity as a field: "## Real App Bug: Submit not
  // disabled" / "**Severity**: High" / "### Evidence". The title itself may open with a part's name as its label,
  // "## Error: el botón de envío sigue activo": only a part named alone is no title.)
  return (parts.length >= 2 || (ownLevel && parts.length === 1)) && parts.every((p) => partHeading(p) || labelledPart(p)) && headingScore(heading, 'return.findings') < 2 && headingSeverity(heading) === undefined && !namedPart(heading) && titleWordCount(heading) >= 2;
}
/** The same for a counted finding over bullets and bold part labels ("### P1: Monolithic router (CRITICAL)" /
 *  "- 1,200 lines in one file" / "**Solution:**" / "- split it"; "### 问题1：路由过大（严重）"; "### Проблема 2: …
 *  (высокий)"): the heading has a counter, a title and its own severity, so the bullets are its detail. A
 *  severity group ("### 🔴 Critical") or an area ("### 1. Security") has no counted title: one finding a bullet. */
function countedWithBullets(lines: string[], heading: string, body: Block[]): boolean {
  return countedSeverityTitle(heading) && bulletParts(lines, body, partOfForm, (it) => itemKind(lines, it) === 'own');
}
/** "### P3: Stale docs" over bullets, no severity on it, beside "### P1: Monolithic router (CRITICAL)" over
 *  bullets: the writer's series of findings, one finding too (the same counter, a title, a body of bullets and
 *  part labels). Alone, or beside severity groups and areas, such a heading still groups its bullets. */
function countedLikeSibling(lines: string[], c: FindingSection, siblings: FindingSection[]): boolean {
  if (c.children.length || countedSeverityTitle(c.heading)) return false;
  const counter = (h: string) => {
    const t = h.replace(/[*_`]+/g, '').replace(/^[^\p{L}\p{N}]{0,12}/u, '');
    const m = P_COUNTER.exec(t) ?? (counterTitled(t) ? /^[\p{L}]{1,20}[ \t]{0,2}#?(?=\d)/u.exec(t) : null);
    return m ? m[0].replace(/[^\p{L}]+/gu, '').toLowerCase() : '';
  };
  const mine = counter(c.heading);
  const body = (x: FindingSection) => x.blocks.filter((b) => !isBlank(b));
  if (!mine || !bulletParts(lines, body(c), partOfForm, (it) => itemKind(lines, it) === 'own')) return false;
  return siblings.some((x) => x !== c && !x.children.length && counter(x.heading) === mine && countedWithBullets(lines, x.heading, body(x)));
}
/** "#### 5. Bank change alone is ignored" over bullets (or a table) beside "#### 4. …", "#### 6. …" over prose, most of
 *  the numbered siblings one finding each: an entry of the writer's numbered series of findings, one finding too,
 *  its bullets its detail ("#### 11. Other synthesis bugs" / "- …" as well). Numbered areas ("### 1. Security" /
 *  "### 2. Performance", each over its bullets) stay groups: there most siblings group their bullets. */
function numberedLikeSiblings(lines: string[], c: FindingSection, siblings: FindingSection[]): boolean {
  // (Numbered by the writer's ids the same: "### [Q-MED-2] Dead code to remove" over "- `a.py:10` `f` — unused"
  // beside "### [Q-MED-1] …" over prose.)
  const kind = entryKind(c.heading);
  if (c.children.length || !kind) return false;
  // (A table with a column named for findings, "| # | 问题 | 修复 |", lists findings whatever its siblings are.)
  if (c.blocks.some((b) => b.token.type === 'table' && listsFindings(b.token as Tokens.Table))) return false;
  // (Nor a catch-all, "### 1.7 Divers — Info / Faible" over four separate problems: its title names no subject, its items
  // are the findings, whatever its siblings are. "#### 4. その他の合成バグ" names one, a kind of bug: one entry still.)
  if (catchAllTitle(c.heading)) return false;
  let one = 0;
  let groups = 0;
  for (const x of siblings) {
    if (x === c || entryKind(x.heading) !== kind) continue;
    if (x.children.length || groupsItsItems(lines, x, siblings)) groups++;
    else one++;
  }
  return one >= 2 && one > groups;
}
/** A title that names no subject, only that what it holds is various ("Divers", "Misc", "Other", "Sonstiges", "Varios",
 *  "Прочее", "其他", "その他"; its number and a closing level aside: "1.7 Divers — Info / Faible"): prompts/headings.txt
 *  return.catchAll, the whole title. */
function catchAllTitle(heading: string): boolean {
  if (heading.length > 120) return false;
  const tail = closesWithSeverity(heading) ? SEVERITY_TAIL.exec(heading) : null;
  const title = normalizeHeading(tail ? heading.slice(0, tail.index) : heading);
  return title !== '' && (catchAll ??= new Set(keyedWords(readPrompt('headings.txt'), 'return.catchAll'))).has(title);
}
let catchAll: Set<string> | undefined;
/** Does a sub-section group findings of its own (a list, a table, sub-sections of them), not one finding of a
 *  series of its siblings' form? */
function groupsItsItems(lines: string[], c: FindingSection, siblings: FindingSection[]): boolean {
  return (isGroup(c, lines) || problemLists(lines, c.blocks).length > 0) && !repeatsStructure(c, siblings) && !partsOfOneFinding(lines, c, siblings) && !countedLikeSibling(lines, c, siblings);
}
/** "P1: Monolithic router (CRITICAL)", "Issue 3 — Cache leak — High", "问题1：路由过大（严重）": a counter (a finding
 *  word and its number, or a priority-like "P1" before a colon), a title of its own, and a closing severity. */
export function countedSeverityTitle(heading: string): boolean {
  const h = heading.replace(/[*_`]+/g, '').trim();
  const tail = CLOSING_SEVERITY.exec(h);
  if (!tail || !sevs().map.has(tail[1]!.toLowerCase())) return false;
  const title = h.slice(0, tail.index).trim();
  if (!counterTitled(title) && !P_COUNTER.test(title)) return false;
  const rest = title.replace(P_COUNTER, '').replace(/^[^\p{L}\p{N}]{0,12}/u, '');
  return rest.length > 0 && !GROUP_TITLE.test(rest) && headingSeverity(rest) === undefined;
}
/** A severity closing a heading, in brackets or after a dash, with or without a blank before it ("…（严重）"). */
const CLOSING_SEVERITY = lazyRegExp(() => /[ \t]*(?:[—–―][ \t]*|[ \t]-[ \t]*|[(（[【][ \t]*)([\p{L}\p{N}]{1,12})[ \t]*[)）\]】]?[ \t]*$/u);
/** "P1: …", "P2 — …": a problem's number in a series ("P1" … "P3" beside a closing "(LOW)"), its title after it. */
const P_COUNTER = lazyRegExp(() => /^P\d{1,2}[ \t]*(?:[:：.)]|[—–]|-[ \t])[ \t]*(?=\S)/u);
/** A heading that titles one finding: a counter ("Issue 2 — …", "BUG #1: …") or a closing severity ("1.5 Setup
 *  script — Low"). */
export const titlesOneFinding = (heading: string): boolean => counterTitled(heading) || severityTitled(heading) || namedWithSeverity(heading);
/** A short title closed by its severity ("1.5 Setup script — Low"), not a severity alone nor a kind of problem
 *  ("Security issues — High"): over a form's parts, one finding's title. */
export function namedWithSeverity(heading: string): boolean {
  if (!closesWithSeverity(heading) || headingSeverity(heading) !== undefined) return false;
  const title = heading.slice(0, SEVERITY_TAIL.exec(heading)!.index).trim();
  return titleWordCount(title) >= 1 && !GROUP_TITLE.test(title);
}
/** The severity closing a numbered short title ("1.5 Setup script — Low", "M3 — Cache (Minor)"): a finding's
 *  heading in a numbered series, though its title has fewer than three words. */
function numberedTailSeverity(first: string): string | undefined {
  if (first.length > 200 || !NUMBERED_TITLE.test(first) || !namedWithSeverity(first)) return undefined;
  const sev = SEVERITY_TAIL.exec(first)!;
  return sevName((sev[1] ?? sev[2]!).toLowerCase());
}
const NUMBERED_TITLE = lazyRegExp(() => /^[ \t]*(?:\d{1,3}(?:\.\d{1,3})*[.)]?|[A-Z]{1,4}-?\d{1,3}[a-z]?[.:)]?)[ \t]+(?:[—–-][ \t]+)?[\p{L}`]/u);
/** A sub-heading that names a part of a finding's form ("Descripción", "Steps to reproduce", "修复建议"). */
/** A part's name alone, not a label over what it shows: "### Evidence", "**Steps**". */
const namedPart = (heading: string): boolean => FORM_LABEL.test(partName(heading)) || partHeading(heading) || exampleCaption(heading.replace(/[*_]+/g, '').trim());
export const partOfForm = (heading: string): boolean => namedPart(heading) || labelledPart(heading);
/** A part's whole name as the label of a sub-heading, what it names after the colon ("#### Failure Pattern: Module
 *  Import Chain", "#### Ursache: Cache-Schlüssel", "#### 原因：缓存键"): that part of one finding, no finding (prose21). */
function labelledPart(heading: string): boolean {
  const at = heading.search(/[:：]/);
  return at > 0 && at < 40 && partHeading(heading.slice(0, at));
}


/** A one-line estimate beside a group's items ("**Time to fix:** 5h", "**Estimated effort:** 2 days", "**Aufwand:**
 *  3 h", "工作量：2天"): a label of prompts/headings.txt return.estimate and a value that opens with a figure. */
export function estimateLine(lines: string[], b: Block): boolean {
  if (b.token.type !== 'paragraph' || b.end - b.line !== 1) return false;
  const m = ESTIMATE.exec(lines[b.line] ?? '');
  return m !== null && headingScore(m[1]!, 'return.estimate') >= 4;
}
const ESTIMATE = lazyRegExp(() => /^[ \t]{0,3}[*_]{0,2}([\p{L}][\p{L} '’.-]{0,30}?)[*_]{0,2}[ \t]*[:：][*_]{0,2}[ \t]*[~≈<>]?[ \t]*\d[^\n]{0,40}$/u);

/** A section's blocks with the headings folded among them, in document order. */
const withFolded = (blocks: Block[], folded: Block[] | undefined): Block[] => (folded?.length ? [...blocks, ...folded].sort((a, b) => a.line - b.line) : blocks);

/** Findings from a run of blocks: list items, table rows, paragraphs; label lines and code join the one before. */
/** `written`: the blocks are a return the tool wrote, whose every list item is one finding as it was written (the
 *  writer's own form, a heading or a row, was read and judged when it came in; as an item it must not be judged
 *  again by the rules for items, or `pull` would drop what `return` kept). */
export function blockFindings(lines: string[], blocks: Block[], groups: Group[] = [], literal?: Uint8Array, struck: { text: string; line: number }[] = [], written = false): FindingItem[] {
  const out: FindingItem[] = [];
  const at = groupOf(groups);
  const append = (text: string) => {
    const last = out[out.length - 1]!;
    last.text = `${last.text}\n\n${text}`;
  };
  let details = false; // inside <details> … </details>: one finding, its <summary> the title
  let depth = 0; // how many <details> are open
  // A review comment opened by its location ("**In `api/views.py` around lines 88 - 97:**", "`src/a.ts`
  // line 90: **Missing await.**"): the badges, title and text after it are that one finding, up to the
  // next location, a rule or a heading.
  let comment = false;
  let held: string[] = []; // HTML comments before any finding ("<!-- **High Severity** -->")
  // (Headings reach here only from inside a `<details>` block, where document.ts reads them as its text (withFolded):
  // handled first in the loop below, never skipped, or their words were in no finding and no kept text.)
  const solid = blocks.filter((b) => !isBlank(b) || b.token.type === 'hr');
  const ledCount = solid.filter((b) => b.token.type === 'paragraph' && ledOpener(lines[b.line] ?? '')).length;
  // A run of two or more quotes one after another ("> [!CAUTION]" callouts, review comments quoted one per
  // quote): one finding each, not the first with the others as its detail.
  const quoteRun = new Set<Block>();
  for (let k = 0; k + 1 < solid.length; k++) {
    if (solid[k]!.token.type === 'blockquote' && solid[k + 1]!.token.type === 'blockquote') {
      // Not quotes that follow a finding (its quoted log lines): only a run that opens the section, follows
      // its opening lead ending in ":" ("Comments I left on the PR:"), or a rule.
      const run = quoteRun.has(solid[k]!) || k === 0 || solid[k - 1]!.token.type === 'hr' || (k === 1 && solid[0]!.token.type === 'paragraph' && /[:：][ \t]*$/.test(lines[solid[0]!.end - 1] ?? ''));
      if (!run) continue;
      quoteRun.add(solid[k]!);
      quoteRun.add(solid[k + 1]!);
    }
  }
  // A reply that answers quoted questions ("> Is Android affected too?" then the answer), two or more
  // times: each answer is a finding, its question goes with it; what precedes the first question is a lead.
  const questions = new Set<Block>();
  for (let k = 0; k + 1 < solid.length; k++) if (solid[k]!.token.type === 'blockquote' && !quoteRun.has(solid[k]!) && solid[k + 1]!.token.type === 'paragraph') questions.add(solid[k]!);
  if (questions.size < 2) questions.clear();
  const firstQuestion = questions.size ? solid.findIndex((x) => questions.has(x)) : -1;
  let asked = '';
  // "1) Cart" then "- Status: yes" / "- Files: a.php" at the margin, the same labels under each numbered
  // title: each list is its title's fields (the finding's detail), as if indented into it.
  // ("4. Leaderboard has zero tests" / "- Impact: regressions are likely." under it: one title's details, a part's label
  // or a count carried across severity groups telling it; field-lists.ts itemDetails, QA 44 class 10.)
  const fields = itemDetails(lines, solid, partHeading, (t) => verificationOf(t) !== undefined || severityOf(t) !== undefined);
  // Around such items, a person counts the items alone: what stands before the first title is the
  // audit's preamble ("Scope:" over its list), and after the last one a caption ("Main gaps:") or a line
  // that points back at an item by its number ("… (point 2)") restates it. Kept beside the findings.
  const titles = [...fields.values()].map((t) => t.line);
  const firstTitle = titles.length ? Math.min(...titles) : -1;
  const lastField = fields.size ? Math.max(...[...fields.keys()].map((f) => f.end)) : -1;
  // "3. **Lint issues** ✅ FIXED" / "  - removed unused imports" (indented too little to nest): that item's detail.
  const nested = strayNestedLists(lines, solid);
  // Paragraphs packed with id-led items (inline-items.ts); a one-line lead before the first of them ("All
  // filed, by priority.") introduces them, no finding of its own (kept beside them).
  const packs = new Map<Block, string[]>();
  for (const b of solid) {
    const items = b.token.type === 'paragraph' ? inlineItems(clean(blockLines(lines, b)), levelLabel) : null;
    if (items) packs.set(b, items);
  }
  const firstPack = packs.size ? solid.findIndex((b) => packs.has(b)) : -1;
  const intro = firstPack > 0 && firstPack <= 2 && solid.slice(0, firstPack).every((b) => packIntro(blockLines(lines, b), b.token.type));
  let foldedOpened = false; // a folded heading naming a finding has opened one (folded-findings.ts)
  const leadLines = new Set(solid.filter((b) => b.token.type === 'paragraph' && !hasSeverity(clean(blockLines(lines, b)))).map((b) => b.line + 1));
  for (let k = 0; k < solid.length; k++) {
    const b = solid[k]!;
    if (b.token.type === 'heading') {
      const heading = (b.token as Tokens.Heading).text;
      // "<summary>High-Severity Findings</summary>" over "### Finding: ADV-P01 — …" (folded-findings.ts): each
      // such heading opens a finding; the summary alone names their group, kept beside them.
      if (details && out.length && namesOneFinding(heading)) {
        const last = out[out.length - 1]!;
        if (/^\s*<details\b/i.test(last.text) && !/\n\n/.test(last.text)) struck.push({ text: out.pop()!.text, line: last.line });
        // (The section's own prose before its first folded finding, "Three passes." / "**Convergence:** CONVERGED.", leads
        // into them: kept beside them, no finding of its own, as a group's lead line is.)
        if (!foldedOpened && out.length && out.every((f) => leadLines.has(f.line))) struck.push(...out.splice(0).map((f) => ({ text: f.text, line: f.line })));
        foldedOpened = true;
        out.push({ text: heading, line: b.line + 1, ...at });
      } else if (out.length) append(heading);
      else struck.push({ text: heading, line: b.line + 1 });
      continue;
    }
    if (intro && k < firstPack) {
      struck.push({ text: clean(blockLines(lines, b)), line: b.line + 1 });
      continue;
    }
    if ((fields.has(b) || nested.has(b)) && out.length) {
      const last = out[out.length - 1]!;
      last.text = `${last.text}\n${clean(blockLines(lines, b))}`;
      continue;
    }
    if (fields.size && (b.line < firstTitle || (b.line >= lastField && restatesItem(lines, b, titles.length)))) {
      struck.push({ text: clean(blockLines(lines, b)), line: b.line + 1 });
      continue;
    }
    if (b.token.type === 'hr') {
      comment = false;
      continue;
    }
    const text = clean(blockLines(lines, b));
    const html = b.token.type === 'html';
    const first = lines[b.line] ?? '';
    // A line led by a bold location or id ("**`a.ts`, line 37:** …", "**F-1 · High** — …") opens a comment that
    // runs on over the paragraphs after it only where the section is written so (two or more of them).
    const opener = !details && b.token.type === 'paragraph' && (ledOpener(first) ? ledCount >= 2 : commentOpener(first));
    // "**render.ts** — OK." between "**lexer.ts** — the tokenizer drops …" and the next: a comment of one line whose own
    // verdict says fine (fine-verdict.ts), no finding, kept; the comment after it opens on its own.
    if (opener && !written && b.end - b.line === 1 && statesFine(text) && (k + 1 === solid.length || solid[k + 1]!.token.type !== 'paragraph' || ledOpener(lines[solid[k + 1]!.line] ?? '') || commentOpener(lines[solid[k + 1]!.line] ?? ''))) {
      struck.push({ text, line: b.line + 1 });
      comment = false;
      continue;
    }
    if (opener) {
      out.push({ text, line: b.line + 1, ...at });
      comment = true;
      continue;
    }
    if (comment && out.length && b.token.type !== 'table') {
      append(text);
      continue;
    }
    // An HTML comment is a bot's field or a note ("<!-- DESCRIPTION START -->"): never a finding of its own.
    if (html && /^\s*<!--/.test(text) && !/^\s*<details\b/i.test(text)) {
      // After a list or table at the top level it is no item's (hostile X7): kept under the heading.
      if (out.length && k > 0 && isItems(solid[k - 1]!)) struck.push({ text, line: b.line + 1 });
      else if (out.length) append(text);
      else held.push(text);
      continue;
    }
    const before = out.length;
    let packed: string[] | null = null;
    // "Comments I left on the PR:" over the quotes: their lead, kept with them, no finding.
    if (b.token.type === 'paragraph' && quoteRun.has(solid[k + 1]!) && !quoteRun.has(solid[k - 1]!) && b.end - b.line <= 2 && /[:：][ \t]*$/.test(text) && !hasSeverity(text) && verificationOf(text) === undefined) {
      struck.push({ text, line: b.line + 1 });
      continue;
    }
    if (questions.has(b)) {
      asked = text;
      continue;
    }
    // "See `SECURITY.md` for the full list (12 problems in total).": a pointer to where the writer keeps the rest is about
    // the whole list, no finding, nor the last finding's note (QA 55 doc 16).
    if (b.token.type === 'paragraph' && pointsElsewhere(text)) {
      struck.push({ text, line: b.line + 1 });
      continue;
    }
    // "See F-2.", "→ covered by F-1": a pointer at a finding listed elsewhere is no finding of its own; after
    // a finding, it is that finding's note.
    if (b.token.type === 'paragraph' && crossReference(text)) {
      if (out.length) append(text);
      else struck.push({ text, line: b.line + 1 });
      continue;
    }
    if (k < firstQuestion && b.token.type === 'paragraph' && !hasSeverity(text) && verificationOf(text) === undefined) {
      struck.push({ text, line: b.line + 1 });
      continue;
    }
    if (asked && b.token.type === 'paragraph') {
      out.push({ text: `${text}\n\n${asked}`, line: b.line + 1, ...at });
      asked = '';
      continue;
    }
    if (quoteRun.has(b)) {
      const t = unquoted(text);
      // A callout that only notes something or reports it fine ("> [!NOTE]", "> [!TIP]", "> [!success]" with no tag) is
      // about the review: prompts/no-findings.txt `fine alert` (QA 47 class R2).
      if (fineAlert(text.replace(/^[ \t]*>[ \t]?/, '')) && !hasSeverity(t) && verificationOf(t) === undefined) struck.push({ text, line: b.line + 1 });
      else if (t) out.push({ text: t, line: b.line + 1, ...at });
      continue;
    }
    // A code block of its own whose every line is a finding ("[HIGH]   src/cache.ts:12   cache key …"): one each.
    if (b.token.type === 'code' && !out.length) {
      const rows = codeRows(blockLines(lines, b));
      if (rows) {
        rows.forEach((r) => out.push({ text: r.text, line: b.line + r.at + 1, ...at }));
        continue;
      }
    }
    // "To reproduce:" over a code block: the lead and its code are the detail of the finding before them.
    const introducesCode = b.token.type === 'paragraph' && (solid[k + 1]?.token.type === 'code' || (solid[k + 1]?.token.type === 'blockquote' && !quoteRun.has(solid[k + 1]!))) && text.length <= 200 && /[:：]\s*$/.test(text);
    if (details && out.length) {
      // Nested <details> (a bot's per-file blocks inside its "Nitpick comments (1)") stay in the outer one.
      append(text);
      if (html) depth += tagCount(text, /<details\b/gi) - tagCount(text, /<\/details>/gi);
      if (depth <= 0) details = false;
    } else if (html && /^\s*<details\b/i.test(text)) {
      out.push({ text, line: b.line + 1, ...at });
      depth = tagCount(text, /<details\b/gi) - tagCount(text, /<\/details>/gi);
      details = depth > 0;
    } else if (b.token.type === 'list') {
      // The same item reader as every list section (the renderer's "- " items read back exactly).
      const items = [...listItemsAt(blockLines(lines, b).join('\n'), b.line + 1, literal?.subarray(b.line, b.end))];
      // "- ✅ **Uploads** — scanned" beside "- 🔴 **Token leak**": a point done or fine, no finding (done-ticks.ts).
      const done = ticksAmongLights(items.map((it) => it.text), hasSeverity);
      for (const [n, it] of items.entries()) {
        // "- No TODO markers were found.": a check that found nothing, no finding (kept).
        if (!written && (nothingFound(it.text) || done[n])) {
          struck.push({ text: `- ${it.text}`, line: it.line });
          continue;
        }
        // "- ~~Race in the session refresh~~ — false alarm": struck out by the writer, no finding (kept).
        // "- [Q2] (no issue — checked) FIFO kept", "- → covered by F-2.": the writer says it is none (kept).
        // "- restarts the service only when asked: fine.": a point judged fine, no finding (fine-verdict.ts).
        // "- **cli.ts** — Result: PASS", "- parser.ts\n  Verdict: fine": the item's own verdict says fine (fine-verdict.ts).
        // ("- Cache the lookups — Rejected.": tried and turned down, declined.ts.)
        // "1. **Artifact integrity — pass.** Every file matches …": a check that passed, verified, no finding (kept).
        // "- **LOW** — logger …" / "  - **Status:** ⏭️ *Kein Eingriff (Non-finding)*": taken back by the writer (withdrawn-items.ts).
        if (STRUCK.test(it.text) || (!written && (markedNoFinding(it.text) || crossReference(it.text) || statesFine(it.text) || (keptLead(it.text, (l) => headingScore(l, 'return.kept') >= 3) && !hasSeverity(firstLine(it.text))) || passedLead(it.text) || declinedPoint(it.text) || withdrawnItem(firstLine(it.text), it.text.split('\n'))))) {
          struck.push({ text: `- ${it.text}`, line: it.line });
          continue;
        }
        // "- **Auth**" over a sub-list of tagged findings is a group of them, like a "### Auth" heading.
        const sub = written ? null : labelGroup(it.text, it.line);
        const packed = sub || written ? null : inlineItems(it.text, levelLabel);
        if (packed) for (const t of packed) out.push({ text: t, line: it.line, ...at });
        else if (sub) for (const f of sub.items) out.push({ text: f.text, line: f.line, ...groupOf([...groups, sub.group]) });
        else out.push({ text: it.text, line: it.line, ...at, ...(it.number ? { number: it.number } : {}) });
      }
    } else if (b.token.type === 'table' && recordTable((b.token as Tokens.Table).header.map(cellText), (b.token as Tokens.Table).rows.map((r) => r.map(cellText)))) {
      // "| Area | Grade | Summary |": the areas graded, no findings (kept); so is a bold verdict right after it.
      // "| commit | meaning |": the commits made.
      struck.push({ text, line: b.line + 1 });
      const next = solid[k + 1];
      const verdict = next?.token.type === 'paragraph' ? clean(blockLines(lines, next)) : '';
      if (next && boldVerdict(verdict)) {
        struck.push({ text: verdict, line: next.line + 1 });
        k++;
      }
    } else if (b.token.type === 'table' && isItems(b)) {
      const rows = tableFindings(lines, b);
      // "| 3 | ✅ Uploads are scanned | |" among rows that state a level: a point done, kept (done-ticks.ts).
      const done = tickRows(rows.map((f) => f.text), hasSeverity, (n) => sevs().labelSet.has(n));
      const held = passedStatusRows(b, rows);
      // "| Tokens are not logged | PASS | grep found none |": a row whose own verdict cell says fine (fine-verdict.ts).
      // "| 11 | ❌ | **Add cross-module optimization.** Tested … **Rejected:** … |": tried and turned down, ruled out (declined.ts).
      // "| 3 | NOTE | `score.mjs:32` | Verified observation: the scorer meets the requested math contract. |": a check
      // that passed, recorded at the note level (passed-note.ts).
      const kept: { text: string; line: number }[] = [];
      for (const [n, f] of rows.entries()) if (done[n] || (!written && (fineByLabel(f.text) || held[n] || declinedPoint(f.text) || passedNote(f.text)))) kept.push({ text: lines[f.line - 1] ?? f.text, line: f.line });
      else if (f.text) out.push({ ...f, ...at });
      // The rows set aside stay a table: under the table's own header and rule row, one block (a row alone is no table).
      if (kept.length) struck.push({ text: [...blockLines(lines, b).slice(0, 2), ...kept.map((r) => r.text)].join('\n'), line: kept[0]!.line });
    } else if ((html || (b.token.type === 'blockquote' && QUOTED_HEADING.test(text))) && out.length && isItems(solid[k - 1]!)) {
      // "<pre>…</pre>", "<!-- … -->" standing at the top level after a list or table: not its last item's text
      // (an item's own HTML is indented into it); kept beside the findings (hostile X7). So is a quote that
      // holds a heading ("> ## Outcome" / "> abandoned — …"): a section of another document, quoted whole.
      struck.push({ text, line: b.line + 1 });
    } else if ((packed = packs.get(b) ?? null)) {
      // "P1: `ab1` cache drops writes · `cd2` retry never backs off": one finding per id-led item.
      for (const t of packed) out.push({ text: t, line: b.line + 1, ...at });
    } else if (out.length && (b.token.type !== 'paragraph' || introducesCode || (ATTACHED_LABEL.test(text) && !sameLabel(out[out.length - 1]!.text, text)))) {
      append(text); // code, quotes, HTML and "Fix:" lines belong to the finding before them
    } else if (b.token.type === 'paragraph' && !out.length && pipeRows(blockLines(lines, b))) {
      // "| Finding | Severity |" / "| cache leak | high |" without its "|---|" row: the rows a person reads.
      const rows = pipeRows(blockLines(lines, b))!;
      const header = rows[0]!;
      rows.slice(1).forEach((cells, r) => {
        const fields = cells.slice(1).map((v, i) => (v ? `${header[i + 1] || `Column ${i + 2}`}: ${v}` : '')).filter(Boolean);
        out.push({ text: [cells[0] ?? '', ...fields].join('\n'), line: b.line + r + 2, ...at });
      });
    } else if (b.token.type === 'paragraph' && checklist(blockLines(lines, b))) {
      // Claude Code's todo lines ("☒ Read the failing test" / "☐ Fix the race"), one paragraph: one each.
      blockLines(lines, b).forEach((l, i) => {
        if (l.trim()) out.push({ text: clean([l]), line: b.line + i + 1, ...at });
      });
    } else if (!written && b.token.type === 'paragraph' && ((b.end - b.line === 1 && statesFine(text)) || passedLead(text) || praiseLead(text))) {
      // "parser.ts — fine." as a paragraph of its own: a point judged fine, no finding (kept).
      // "**Auth — pass.** Tokens …": a check that passed; "**Shipped well:** …": praise (kept, no finding).
      struck.push({ text, line: b.line + 1 });
    } else if (text) {
      out.push({ text, line: b.line + 1, ...at });
    }
    if (held.length && out.length > before) {
      out[before]!.text = `${out[before]!.text}\n\n${held.join('\n\n')}`;
      held = [];
    }
  }
  if (held.length && out.length) append(held.join('\n\n'));
  return out;
}

/** A level alone, perhaps with a note in brackets ("Low", "Low (real)", "**High**"). */
const levelOnly = (s: string): boolean => {
  if (s.length > 60) return false;
  const t = s.replace(/[*_]+/g, '').replace(/[ \t]*[(（][^()（）\n]{1,30}[)）][ \t]*$/u, '').trim();
  // (A range of two levels is one too: "— Info / Faible", QA 45 R4.)
  const range = t.split(/[ \t]*[\/–][ \t]*/u);
  return levelLabel(t) || (range.length === 2 && range.every(levelLabel));
};

/** A lead before paragraphs of packed items: one short line of prose that states no level. */
function packIntro(ls: string[], type: string): boolean {
  const l = ls.filter((x) => x.trim());
  return type === 'paragraph' && l.length === 1 && l[0]!.length <= 160 && !hasSeverity(l[0]!);
}

/** A lead label that is a level alone ("P1", "High", "Hoch", "高"): at most three words naming a severity. */
const levelLabel = (label: string): boolean => label.split(/\s+/).length <= 3 && severityOf(label) !== undefined;

/** After an audit's numbered items: a caption ("Main gaps:") or a list whose every item points back at an
 *  item by its number ("No retry on a failed send (point 2).", "(2, 3)"); `count` items were numbered. */
function restatesItem(lines: string[], b: Block, count: number): boolean {
  const ls = blockLines(lines, b).filter((l) => l.trim());
  if (b.token.type === 'paragraph') return ls.length === 1 && /[:：][ \t]*$/.test(ls[0]!) && ls[0]!.length <= 80;
  if (b.token.type !== 'list' || !b.items) return false;
  return b.items.every((it) => {
    const m = ITEM_REF.exec(lines[it.line] ?? '');
    return m !== null && m[1]!.split(/[^\d]+/).filter(Boolean).every((n) => Number(n) >= 1 && Number(n) <= count);
  });
}
/** "(point 2)", "(punkt 2, 3)", "(#2)", "(2)" at the end of an item's line. */
const ITEM_REF = lazyRegExp(() => /[(（](?:[\p{L}.]{1,12}[ \t]*)?#?(\d{1,3}(?:[ \t]*[,/&–-][ \t]*\d{1,3})*)[)）][ \t]*[.。]?[ \t]*$/u);

/** What a writer tags an item with to say it is no finding: a check that passed or a claim ruled out
 *  ("no issue", "non-finding", "false positive", "kein Befund", "faux positif", "误报", "問題なし"). */
const NO_FINDING_WORDS = String.raw`no[ \t]+issues?|not[ \t]+an?[ \t]+(?:issue|finding|bug|problem)|non-?(?:issue|finding|problem)|no[ \t]+(?:finding|problem|action(?:[ \t]+needed)?)|false[ \t]+(?:positive|alarm)|works[ \t]+as[ \t]+(?:intended|expected|designed)|by[ \t]+design|kein(?:e)?[ \t]+(?:befund|problem|fehler|handlungsbedarf)|falscher[ \t]+alarm|pas[ \t]+(?:de|un)[ \t]+(?:problème|constat)|aucun[ \t]+(?:problème|constat)|faux[ \t]+positif|sin[ \t]+(?:hallazgo|problema|incidencia)|no[ \t]+es[ \t]+(?:un[ \t]+)?(?:problema|hallazgo)|falso[ \t]+positivo|sem[ \t]+problema|nessun[ \t]+problema|geen[ \t]+(?:probleem|bevinding)|brak[ \t]+problemu|нет[ \t]+проблем[ыа]?|не[ \t]+проблема|ложн(?:ое|ая)[ \t]+(?:срабатывание|тревога)|没有问题|无问题|非问题|误报|問題なし|問題無し|誤検知|문제[ \t]?없음`;
/** The words that say so only as the item's opening tag ("(OK, confirmed)", "[pass]"): in a sentence they
 *  say something else ("returns 200 (OK)"). */
const PASSED_WORDS = String.raw`ok|okay|fine|pass|passed|in[ \t]+ordnung|в[ \t]+порядке|正常|没问题`;
/** A tag in brackets ("(no issue — checked)", "[kein Befund, geprüft]"), perhaps opened by how it was checked:
 *  the words alone, or a note after a comma or a dash ("(no issue in staging)" says something else). */
const noFindingTag = (words: string) => String.raw`[(\[（【][ \t]*(?:(?:verified|checked|confirmed|geprüft|vérifié|verificado|comprobado|проверено|已验证|確認済み)[ \t]*[:：,—–-]?[ \t]*)?(?:${words})[ \t]*(?:[,;:：—–-][^)\]）】\n]{0,60})?[)\]）】]`;
/** The tag leading an item, after its bullet, box, emphasis and the writer's id ("- [Q2] (no issue) …"). */
const NO_FINDING_LEAD = lazyRegExp(() => new RegExp(String.raw`^[ \t>*_]{0,6}(?:\[[ xX]\][ \t]+)?(?:(?:\[[A-Z][A-Z0-9]{0,5}-?\d{1,4}[a-z]?\]|[A-Z][A-Z0-9]{0,5}-?\d{1,4}[a-z]?[.:]?)[ \t]+)?[*_]{0,2}${noFindingTag(`${NO_FINDING_WORDS}|${PASSED_WORDS}`)}`, 'iu'), holdsTagBrackets);
/** The same tag of the explicit words anywhere on the item's first line ("FIFO order kept (non-finding, verified)"). */
const NO_FINDING_TAG = lazyRegExp(() => new RegExp(noFindingTag(NO_FINDING_WORDS), 'iu'), holdsTagBrackets);
/** noFindingTag's necessary condition: an opening and a closing bracket of its kinds are in the text (no pattern is
 *  made for a line without them). */
function holdsTagBrackets(t: string): boolean {
  return (t.includes('(') || t.includes('[') || t.includes('（') || t.includes('【')) && (t.includes(')') || t.includes(']') || t.includes('）') || t.includes('】'));
}

/** Words that rule a candidate out: refuted, a false positive or alarm, not a bug, by design, not to fix. */
const RULED_OUT = String.raw`refuted|disproved|false[ \t]+(?:positives?|alarms?)|not[ \t]+(?:a[ \t]+)?bugs?|non-?bugs?|not[ \t]+(?:an?[ \t]+)?issues?|non-?issues?|by[ \t]+design|(?:do[ \t]+)?not[ \t]+fix|won['’]?t[ \t]+fix|wontfix|ruled[ \t]+out|widerlegt|fehlalarme?|falsch[ \t]+positiv|kein[ \t]+(?:fehler|bug)|nicht[ \t]+beheben|réfutée?s?|faux[ \t]+positifs?|fausses?[ \t]+alertes?|pas[ \t]+un[ \t]+bug|ne[ \t]+pas[ \t]+corriger|refutad[oa]s?|falsos?[ \t]+positivos?|no[ \t]+es[ \t]+un[ \t]+(?:bug|error)|no[ \t]+corregir|por[ \t]+diseño|опровергнут[оаы]?|ложн(?:ое|ые)[ \t]+срабатывани[ея]|не[ \t]+баг|не[ \t]+исправлять|误报|非问题|不是问题|不修复|误判|誤検知|修正不要`;
/** The writer's verdict after an item's title ("**Price rounding drifts** — REFUTED. …", "### 3. Rundung im
 *  Export — ❌ Fehlalarm", "x: by design"): the verdict alone or before a stop, not a sentence going on. */
const RULED_OUT_TAIL = lazyRegExp(() => new RegExp(String.raw`(?:[ \t][—–-]|[:：]|[*_]{2})[ \t]*[*_]{0,2}(?:❌|✖️?|⛔)?[ \t]*[*_]{0,2}(?:${RULED_OUT})[*_]{0,2}[ \t]*(?:[.;:,!)(—–-]|$)`, 'iu'), (t) => t.includes(':') || t.includes('：') || t.includes('**') || t.includes('__') || blankThenDash(t));
/** A blank, then a dash (— – -): what RULED_OUT_TAIL's `[ \t][—–-]` needs. */
function blankThenDash(t: string): boolean {
  for (const d of ['—', '–', '-']) if (t.includes(` ${d}`) || t.includes(`\t${d}`)) return true;
  return false;
}
/** A heading over candidates the writer ruled out ("Refuted candidates (checked, NOT bugs)", "Ursprüngliche
 *  Fehlalarme — NICHT beheben", "Known limitations (unchanged — by design)", "误报"). */
const RULED_OUT_HEADING = lazyRegExp(() => new RegExp(String.raw`^[^\p{L}\p{N}]{0,6}(?:\d{1,3}(?:\.\d{1,3})*[.)]?[ \t]+)?(?:[\p{L}-]+[ \t]+)?(?:${RULED_OUT})(?![\p{L}])|误报|非问题|不是问题|不修复|误判|誤検知|修正不要`, 'iu'));

/** An item the writer marks as no finding: a passed check or a claim ruled out, by a tag of its own. */
export function markedNoFinding(text: string): boolean {
  const first = firstLine(text);
  return NO_FINDING_LEAD.test(first) || NO_FINDING_TAG.test(first) || RULED_OUT_TAIL.test(first);
}

/** A heading over what the writer ruled out, or a finding's own heading with its verdict ("— ❌ false positive"). */
export function ruledOutHeading(heading: string): boolean {
  // (Of two names joined by a slash, the first says what the group holds: "Verified false positives / closed risks".)
  return RULED_OUT_HEADING.test(heading) || RULED_OUT_TAIL.test(heading) || RULED_OUT_NAMED().test(heading.split(/[ \t]\/[ \t]/, 1)[0]!);
}
/** The same heading in the words of prompts/headings.txt return.ruledOut ("Doğrulanmış yanlış pozitifler", "Falsi
 *  positivi", "오탐"): the words are the heading, one word (the writer's "verified", "confirmed") before them at most. */
let ruledOutNamed: RegExp | undefined;
const RULED_OUT_NAMED = (): RegExp => {
  if (ruledOutNamed) return ruledOutNamed;
  const words = headingWords('return.ruledOut').sort((a, b) => b.length - a.length);
  const alt = (ws: string[]) => ws.map((w) => escapeRegExp(w).replace(/ /g, '[ \\t]+')).join('|') || '(?!)';
  // A phrase of two words or more may take one word after it too ("Falsi positivi verificati", "Falsos positivos
  // descartados"); a word alone may not ("### Dismissed notifications reappear" is a finding).
  const phrases = alt(words.filter((w) => /[ \t]/.test(w)));
  const single = alt(words.filter((w) => !/[ \t]/.test(w)));
  return (ruledOutNamed = new RegExp(
    String.raw`^[^\p{L}\p{N}]{0,6}(?:\d{1,3}(?:\.\d{1,3})*[.)]?[ \t]+)?(?:[\p{L}-]+[ \t]+)?(?:(?:${phrases})(?:[ \t]+[\p{L}-]+)?|(?:${single}))` +
      // The whole heading, a count or a note in brackets aside: "### Dismissed notifications reappear" is a finding.
      String.raw`[^\p{L}\p{N}]*(?:[(（][^()（）\n]{0,40}[)）][^\p{L}\p{N}]*)?$`,
    'iu',
  ));
};

/** A line that only points at a finding listed elsewhere: "→ covered by F-2.", "See F-2.", "See F-P0-1, F-P0-2.",
 *  "Siehe F-1 und F-3.", "Voir #4.", "См. выше.", "见 F-2。". Its words are no finding of their own. */
const REF = String.raw`(?:(?:findings?|issues?|items?|befund|constat|hallazgo|находк[аиу]|问题|指摘)[ \t]*)?(?:\[?[A-Z]{1,4}(?:-[A-Z]{1,4}\d{0,2})?-?\d{1,4}(?:\.\d{1,2})?[a-z]?\]?|#\d{1,4}|\d{1,3}(?:\.\d{1,2})?|above|below|oben|unten|ci-dessus|ci-dessous|arriba|abajo|выше|ниже|上文|上述|下文|上記|下記)`;
const CROSS_REFERENCE = lazyRegExp(() => new RegExp(String.raw`^[ \t>*_]{0,6}(?:(?:→|->|⇒|➜|↳)[ \t]*)?(?:(?:see(?:[ \t]+also)?|covered[ \t]+(?:by|in|under)|same[ \t]+as|duplicate[ \t]+of|dup(?:e)?[ \t]+of|already[ \t]+(?:listed|reported|covered)(?:[ \t]+(?:as|in|under))?|cf\.?|siehe(?:[ \t]+auch)?|vgl\.?|s\.|voir(?:[ \t]+aussi)?|ver(?:[ \t]+también)?|véase|veja|vedi|zie|см\.?(?:[ \t]+также)?|参见|参照|详见|见|同)[ \t]*[:：]?[ \t]*|(?<=[→⇒➜↳>][ \t]*))${REF}(?:[ \t]*(?:,|and|und|et|y|e|и|、|/)[ \t]*${REF})*[ \t]*[.。]?[*_]{0,2}[ \t]*$`, 'iu'));

export function crossReference(text: string): boolean {
  const t = text.trim();
  return t.length <= 80 && !t.includes('\n') && CROSS_REFERENCE.test(t);
}

/** An item struck out whole at its start ("~~Race in the session refresh~~ — false alarm"). */
const STRUCK = /^[ \t]*(?:\[[ xX]\][ \t]+)?~~[^~\n]{1,300}~~(?![^\n]*\[verified)/u;

let fineAlerts: Set<string> | undefined;
/** Does the text open with a GitHub or Obsidian alert marker of a kind that reports nothing wrong ("[!NOTE]", "[!TIP]",
 *  "[!success]", "[!info]": prompts/no-findings.txt `fine alert`)? "[!WARNING]", "[!CAUTION]", "[!bug]" report problems. */
export function fineAlert(text: string): boolean {
  const m = /^\[!([\p{L}-]+)\][+-]?/u.exec(text);
  return m !== null && (fineAlerts ??= new Set(keyedWords(readPrompt('no-findings.txt'), 'fine alert'))).has(m[1]!.toLowerCase());
}

/** A quote without its ">" marks (an alert's marker line, "[!CAUTION]", stays: the title skips it). */
function unquoted(text: string): string {
  return text
    .split('\n')
    .map((l) => l.replace(/^[ \t]{0,3}(?:>[ \t]?)+/, ''))
    .join('\n')
    .trim();
}

/** The lines of a fenced or indented code block when each is a finding of its own: two or more, every one
 *  with a severity or a location ("[HIGH]   src/cache.ts:12   cache key ignores locale"); else null. */
function codeRows(ls: string[]): { text: string; at: number }[] | null {
  const fenced = /^[ \t]{0,3}(`{3,}|~{3,})/.test(ls[0] ?? '');
  const body = fenced ? ls.slice(1, /^[ \t]{0,3}(`{3,}|~{3,})[ \t]*$/.test(ls[ls.length - 1] ?? '') ? -1 : undefined) : ls;
  const rows = body.map((l, i) => ({ text: l.trim(), at: i + (fenced ? 1 : 0) })).filter((r) => r.text);
  if (rows.length < 2 || rows.length > 200) return null;
  const located = (t: string) => /(?:^|\s)(?:[\w.-]+\/)*[\w.-]+\.[A-Za-z]\w{0,9}:\d+/.test(t);
  return rows.every((r) => hasSeverity(r.text) || (bracketed(r.text) && located(r.text))) ? rows.map((r) => ({ ...r, text: tidyRow(r.text) })) : null;
}

/** A row of a tool's plain-text report: its runs of blanks as one (the columns were padding). */
function tidyRow(t: string): string {
  const tag = /^\[[^\]\n]{1,20}\][ \t]+/.exec(t)?.[0] ?? '';
  const cols = t.slice(tag.length).split(/[ \t]{2,}/).map((c) => (!c.includes('`') && isPath(c) ? `\`${c}\`` : c));
  return (tag ? `${tag.trim()} ` : '') + cols.join(' — ');
}

const tagCount = (text: string, re: RegExp) => (text.length > 100_000 ? 0 : (text.match(re)?.length ?? 0));

/** The blocks before a review's first located comment that are about the review: prose and collapsed
 *  blocks (a per-file <details>, whole) that carry no severity; a "🧹 Nitpick comments (1)" block is findings. */
function overviewBefore(lines: string[], blocks: Block[], first: Block): Block[] {
  const out: Block[] = [];
  let depth = 0;
  let keep = false;
  for (const b of blocks) {
    if (b.line >= first.line) break;
    if (isBlank(b)) continue;
    const text = clean(blockLines(lines, b));
    if (depth > 0) {
      if (keep) out.push(b);
    } else {
      // A list, table or code before the comments holds findings of its own: only prose and <details> are overview.
      keep = (b.token.type === 'paragraph' || b.token.type === 'html') && !hasSeverity(text) && verificationOf(text) === undefined;
      if (keep) out.push(b);
    }
    if (b.token.type === 'html') depth = Math.max(0, depth + tagCount(text, /<details\b/gi) - tagCount(text, /<\/details>/gi));
  }
  return out;
}

/** A section of a review's comments, paragraphs each led by a location ("**`a.ts`, line 37:** …"), under a
 *  heading that is no finding's title itself: not numbered ("### 1. Array bounds ✅", whose detail may cite
 *  "**base58.js (lines 73-81)**: …" twice) and not marked with a severity or a verification. */
function reviewComments(lines: string[], s: FindingSection): boolean {
  if (/^[^\p{L}\p{N}]{0,4}(?:\d{1,3}(?:\.\d{1,3})*[.)]?|[A-Z]{1,4}-?\d{1,4})[ \t]/u.test(s.heading) || hasSeverity(s.heading) || verificationOf(s.heading) !== undefined || /[✅✔☑❌⚠]/u.test(s.heading)) return false;
  return locatedComments(lines, s.blocks) >= 2;
}

/** A line led by a bold location or a bold id with fields, then its title (not a location line alone). */
function ledOpener(line: string): boolean {
  return locationLine(line) === undefined && (boldLocationLead(line) !== null || (fieldsLead(line)?.rest.trim() ?? '') !== '' || boldTitleLead(line));
}

/** A paragraph led by a bold title, then its text ("**F1 — the refusal was lost.** Fixed: …", "**Rounding
 *  uses floats** — totals drift"): two words or more in bold, not a label ("**Fix:**", "**Root cause:**"). */
export function boldTitleLead(line: string): boolean {
  if (!line.startsWith('**') && !/^[ \t>]{0,4}\*\*/.test(line)) return false;
  const m = /^[ \t>]{0,4}\*\*([^*\n]{3,160})\*\*[ \t]*(\S?)/.exec(line);
  if (!m || !m[2] || !/[\p{L}\p{N}]{2}[^\n]*?\s+\S/u.test(m[1]!.trim())) return false;
  const bold = m[1]!.trim();
  // A label ("**Empty inputs**: tested", "**base58.js (lines 73-81)**: loop") opens a part of one finding.
  const colon = /[:：]$/.test(bold) || /[:：]/.test(m[2]);
  if (colon && bold.split(/\s+/).length <= 4) return false;
  return locationLine(bold) === undefined && !ATTACHED_LABEL.test(`${bold}${/[:：]$/.test(bold) ? '' : ':'}`);
}

/** How many paragraphs of `blocks` open a review comment (commentOpener). */
function locatedComments(lines: string[], blocks: Block[]): number {
  let n = 0;
  for (const b of blocks) if (b.token.type === 'paragraph' && commentOpener(lines[b.line] ?? '')) n++;
  return n;
}

/** A bold location that leads a comment, then its text: "**`src/upload/client.ts`, Zeile 37:** `AbortError` …",
 *  "**src/a.ts:31** — x". The location as locationLine reads it, and the text after it. */
export function boldLocationLead(line: string): { location: string; rest: string } | null {
  if (!line.includes('**') || line.length > 4000) return null;
  const m = /^[ \t>]{0,4}(?:[-*+][ \t]+)?\*\*([^*\n]{1,240})\*\*[ \t]*(?:[:：—–]|-(?=[ \t]))?[ \t]*(?=\S)/.exec(line);
  const location = m ? locationLine(m[1]!) : undefined;
  return m && location ? { location, rest: line.slice(m[0].length) } : null;
}

/** A paragraph that opens a review comment: a line that is only its location, or a location in code and
 *  line(s) then a bold title and nothing else ("`src/api/orders.ts` lines 41-48: **Unvalidated limit.**"). */
function commentOpener(line: string): boolean {
  if (locationLine(line) !== undefined) return true;
  // "**F-1 · High · `api/invites.go:77`** — Invite tokens are sequential": the paragraphs after it are its text.
  if (fieldsLead(line)?.rest.trim()) return true;
  if (boldLocationLead(line)) return true;
  if (!line.includes('`') || !line.includes('**')) return false;
  const m = PATH_LEAD.exec(line);
  return m !== null && isPath(m[1]!) && /^\*\*[^*\n]+\*\*[ \t]*$/.test(line.slice(m[0].length));
}

/** A paragraph of "| a | b |" rows with no "|---|" row (two or more data rows under a header), split into
 *  cells; null when it is anything else. */
function pipeRows(ls: string[]): string[][] | null {
  const filled = ls.filter((l) => l.trim());
  if (filled.length < 3 || filled.length > 500 || !filled.every((l) => /^[ \t]{0,3}\|.*\|[ \t]*$/.test(l))) return null;
  const rows = filled.map((l) => l.trim().slice(1, -1).split(/(?<!\\)\|/).map((c) => c.trim()));
  return rows.every((r) => r.length === rows[0]!.length && r.length >= 2) ? rows : null;
}

/** Lines that each open with a check box ("☐", "☒", "☑", "✅", "⬜", "[ ]", "[x]") or a status mark ("❌",
 *  "⚠️", "🔴": "✅ **In line:** …" / "❌ **Corrected:** …" / "⚠️ **Absent:** …"): a checklist written without
 *  list bullets, one item a line. */
const BOX = /^[ \t]{0,3}(?:[☐☑☒✅✔⬜🔲🔳❌✖✗✘⚠🔴🟠🟡🟢❗]|\[[ xX✓]\])/u;
function checklist(ls: string[]): boolean {
  const filled = ls.filter((l) => l.trim());
  return filled.length >= 2 && filled.length <= 500 && filled.every((l) => BOX.test(l));
}

/**
 * A list item that is only a bold label ("- **Auth**", "- **Input validation:**") over a sub-list whose
 * items each carry a verification or a severity: a group of findings under that label. A bold title over
 * detail bullets ("- **Race in flush**" / "  - happens when two timers fire") stays one finding.
 */
function labelGroup(text: string, line: number): { group: Group; items: { text: string; line: number }[] } | null {
  const [head = '', ...rest] = text.split('\n');
  const label = /^(?:\*\*|__)([^*_\n]{1,60}?)[ \t]*[:：]?(?:\*\*|__)[ \t]*[:：]?[ \t]*$/.exec(head);
  if (!label || !rest.length || !/^[ \t]{0,3}(?:[-*+]|\d{1,3}[.)])[ \t]/.test(rest[0]!)) return null;
  const items = listItemsAt(rest.join('\n'), line + 1);
  if (!items.length || !items.every((x) => verificationOf(x.text) !== undefined || hasSeverity(x.text))) return null;
  // "- **Memory leak in pool**" / "  - Severity: high" / "  - Verified: yes": one finding's fields, each label once,
  // not findings that each state a level ("  - Severity: high" twice would be two).
  // (Field labels only: "- **Security**" / "  - XSS in search: high" / "  - CSRF missing: medium" is a group.)
  const fieldOf = (t: string) => (!t.includes('\n') && (severityField(t) || checkFieldValue(t) !== null || ATTACHED_LABEL.test(t) || LOCATION_FIELD.test(t)) ? labelOf(t)?.label.replace(/[*_`]+/g, '').trim().toLowerCase() : undefined);
  const fieldLabels = items.map((x) => fieldOf(x.text));
  // (One field is a field too: "1. **Stale comment in router**" / "   - Severity: low" is that finding with its level,
  // not a group of one finding titled "Severity: low".)
  if (fieldLabels.every((l) => l !== undefined) && new Set(fieldLabels).size === items.length) return null;
  // One tagged detail under a sentence ("**The Redis counter may expire early**" / "  - set at the first
  // request. Not verified."): that finding's detail. A group's name is a short noun phrase ("Auth").
  const name = label[1]!.trim();
  if (items.length === 1 && (name.split(/\s+/).length > 4 || (!/\s/.test(name) && name.length > 10))) return null;
  return { group: { heading: label[1]!.trim(), line }, items };
}

/** A list whose items are one finding's fields ("- **Description**: …", "- **Evidence**: …", "- **Impact**:
 *  …"): every item opens with a label, and the labels differ. Not a group of findings. */
function fieldList(lines: string[], b: Block): boolean {
  if (b.token.type !== 'list' || !b.items || b.items.length < 2) return false;
  // "- **High**: …", "- **Low**: …" are findings led by their severity, not fields. ("- Riesgo: Alto.", "- Severity:
  // high": a severity under its label is the finding's field.)
  if (b.items.some((it) => hasSeverity(lines[it.line] ?? '') && !severityWords().labelSet.has(openingLabel(lines[it.line] ?? '') ?? ''))) return false;
  // (A closing task box, "- [x] done" after "- **Fix:** …", is the finding's state, no item of its form: QA 51 class 3.)
  const fields = b.items.filter((it, k) => k === 0 || !TASK_BOX_ITEM.test(lines[it.line] ?? ''));
  const labels = fields.map((it) => openingLabel(lines[it.line] ?? ''));
  const named = labels.filter((l): l is string => l !== undefined);
  if (named.length < 2 || new Set(named).size !== named.length && !placesRepeated(lines, b, named)) return false;
  // "1. **Logging:**" over sub-bullets, "2. **Comments:**" over more: each a titled item with its detail, not
  // a field (a field says its value after its label).
  const bare = fields.filter((it) => {
    const line = lines[it.line] ?? '';
    const l = labelOf(line);
    return l !== null && !line.slice(l.at).replace(/[*_`\s]+/g, '') && it.end - it.line > 1;
  }).length;
  if (bare * 2 >= named.length) return false;
  // A label of four words or more that names no part of a finding is a finding's title ("- **Session
  // cookie lacks SameSite**: cross-site requests carry it."): such items are findings, each one; and the
  // written return keeps them so, so `pull` reads what `return` read.
  if (named.some((l) => l.split(/\s+/).length >= 4 && !FORM_LABEL.test(l))) return false;
  if (named.length === labels.length) return true;
  // Labels that are a finding's parts ("**File:** …", "**Suggestion:** …", "**Evidencia (`a.go`):**"), with
  // plain text between them: still one finding's parts, not findings.
  return named.length * 2 >= labels.length && named.every((l) => FORM_LABEL.test(l));
}

/** A list item that is a task box ("- [x] done", "- [ ] follow-up"). */
const TASK_BOX_ITEM = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+\[[ xX]\][ \t]/;

/** A list whose items all open with a label (a closing task box aside), two of them a finding's parts or the finding
 *  itself ("Finding", "Befund", "Constat": prompts/columns.txt finding: and problem:). */
function idForm(lines: string[], b: Block): boolean {
  if (b.token.type !== 'list' || !b.items || b.items.length < 2) return false;
  const labels = b.items.filter((it, k) => k === 0 || !TASK_BOX_ITEM.test(lines[it.line] ?? '')).map((it) => openingLabel(lines[it.line] ?? ''));
  return labels.every((l) => l !== undefined) && labels.filter((l) => FORM_LABEL.test(l!) || findingsColumn(l!) || problemColumn(l!)).length >= 2;
}

/** A list of one item that is one of a finding's parts by its label ("- **Evidence:** `modal.js:40`" under "### 1.
 *  [Critical] Modal leaks a key listener"): that finding's detail, not a finding titled "Evidence" (QA 51 class 3). */
function oneFieldItem(lines: string[], b: Block): boolean {
  // (One line: "- **File**: `c.cs`" over its own "  - **Line**: 30" / "  - **Issue**: …" is a finding of its group.)
  if (b.token.type !== 'list' || b.items?.length !== 1 || b.items[0]!.end - b.items[0]!.line > 1) return false;
  const line = lines[b.items[0]!.line] ?? '';
  const l = openingLabel(line);
  return l !== undefined && FORM_LABEL.test(l) && labelOf(line) !== null && line.slice(labelOf(line)!.at).replace(/[*_`\s]+/g, '') !== '';
}

/** "### Finding 3: HelloPayload misses the agent" over "- **Location:** `protocol.go:44`" / "- **Description:** …" /
 *  "- **Missing fields in Client struct:**" + code: under a heading that counts one finding (entry-title.ts counterTitled),
 *  a list whose items nearly all open with a label, one of them a place (prompts/columns.txt `where:`), is that
 *  finding's form, whatever its other labels say: its text, location and evidence, not findings (QA37 class 3). */
function placedForm(lines: string[], heading: string, b: Block): boolean {
  if (b.token.type !== 'list' || !b.items || b.items.length < 2 || !counterTitled(heading)) return false;
  const labels = b.items.map((it) => openingLabel(lines[it.line] ?? ''));
  const named = labels.filter((l): l is string => l !== undefined);
  return named.length >= 2 && named.length * 4 >= labels.length * 3 && named.some(placeLabel);
}

/** A finding's form that names two places or more, each under the location label again ("- **Location:** `server.go:1334`" /
 *  "- **Location:** `storage.go:328`" / "- **Description:** …"): one finding found in two places, its fields, not findings
 *  titled "Location" (QA37 class 3). Only a place label may repeat (prompts/columns.txt `where:`), and another label
 *  must stand beside it: "- **Issue:** …" written twice is two issues. */
function placesRepeated(lines: string[], b: Block, named: readonly string[]): boolean {
  if (new Set(named).size < 2) return false;
  const seen = new Set<string>();
  for (const it of b.items ?? []) {
    const line = lines[it.line] ?? '';
    const l = openingLabel(line);
    if (l === undefined) continue;
    if (seen.has(l) && !placeLabel(l)) return false;
    seen.add(l);
  }
  return true;
}

/**
 * "### Critical" / "- ✅ **Palette.tsx**: `run` awaits async callbacks now" / "- ✅ **toast.ts**: ids no longer
 * collide": every item's label a different file, and the heading names a group (a severity, or a kind in one or two
 * words: "Workflow", "UI/UX"), not one finding. No form labels its fields by file names: each item is a change or a
 * problem in its file, one finding each (the file its location), as "- `Palette.tsx`: …" is. Under a heading that
 * titles one finding ("### Race between the flush timers" / "- **flush.ts**: …") the files are its places.
 */
function fileItems(lines: string[], b: Block, heading: string): boolean {
  if (b.token.type !== 'list' || !b.items || b.items.length < 2) return false;
  if (headingSeverity(heading) === undefined && (titleWordCount(heading) > 2 || titlesOneFinding(heading))) return false;
  const files = b.items.map((it) => {
    const line = lines[it.line] ?? '';
    const l = labelOf(line);
    if (!l || !line.slice(l.at).replace(/[*_`\s]+/g, '')) return undefined;
    const name = l.label.replace(/[*_`]+/g, '').trim();
    return isPath(name) ? name : undefined;
  });
  return files.every((f) => f !== undefined) && new Set(files).size === files.length;
}

/** "#### Proposals" / "1. **Cache the template**: the file is read on every call." / "2. **Trim the whitespace**: …":
 *  a numbered list of titled items, each title two words or more that names no part of a form and each followed
 *  by a sentence; the items of a group, not one finding's fields. (A form's fields are seldom numbered; a
 *  finding's steps, "1. **Open**: the page", are one word each; under a heading that titles one finding, its
 *  detail.) */
function titledItems(lines: string[], b: Block, heading: string): boolean {
  if (b.token.type !== 'list' || !(b.token as Tokens.List).ordered || !b.items || b.items.length < 2 || titlesOneFinding(heading)) return false;
  return b.items.every((it) => {
    const line = lines[it.line] ?? '';
    const name = openingLabel(line);
    const l = labelOf(line);
    const after = l ? line.slice(l.at).replace(/[*_`]+/g, '').trim() : '';
    return name !== undefined && name.split(/\s+/).length >= 2 && !FORM_LABEL.test(name) && after.split(/\s+/).length >= 3;
  });
}


/** The label of words a text opens with ("**File:** …", "- **Description**: …" -> "file", "description");
 *  a note in brackets after its words is no part of it ("**Evidencia (`net/client.go`):**" -> "evidencia"). */
function openingLabel(text: string): string | undefined {
  const l = labelOf(text.includes('(') ? text.replace(/[ \t]*[(（][^()（）\n]{1,80}[)）](?=[*_]{0,2}[ \t]*[:：])/u, '') : text);
  const name = l?.label.replace(/[ \t]*[(（][^()（）\n]{0,80}[)）]$/u, '');
  return name && /^\p{L}[\p{L}\p{N} ./&'’-]{0,40}$/u.test(name) ? name.toLowerCase() : undefined;
}

/** The labels of a section's own text when it is written as one finding's form: one list (or more) whose every
 *  item opens with a label of its own, two or more ("* **Evidence (`db.py`):**" … "* **Assessment:** …"),
 *  nothing else but code; else undefined. */
export function formLabels(lines: string[], blocks: Block[]): Set<string> | undefined {
  const body = blocks.filter((b) => !isBlank(b) && b.token.type !== 'code');
  if (!body.length || !body.every((b) => b.token.type === 'list')) return undefined;
  const labels: string[] = [];
  for (const b of body) {
    for (const it of b.items ?? []) {
      const l = openingLabel(lines[it.line] ?? '');
      if (l === undefined) return undefined;
      labels.push(l);
    }
  }
  const set = new Set(labels);
  return labels.length >= 2 && set.size === labels.length ? set : undefined;
}

/** A finding written as fields ("**File:** … **Issue:** … **Fix:** …") repeated: the same opening label
 *  starts the next one. */
function sameLabel(finding: string, text: string): boolean {
  const l = openingLabel(text);
  return l !== undefined && l === openingLabel(finding);
}

/** The group fields of a finding listed under `groups` (none when it is under no group). */
function groupOf(groups: Group[]): Pick<FindingItem, 'group' | 'groups'> {
  return groups.length ? { group: groups[groups.length - 1]!.heading, groups } : {};
}

/**
 * The findings of a section: its own blocks, then each sub-section, as one finding (title and body)
 * or, when it only groups lists/tables/sub-sections, as a group of findings.
 */
/** `praise`: praise lists beside the findings are read as before (withoutPraise not applied): for a section's
 *  density of severities (finding-sections.ts severityDense), which weighs every item the area holds. */
export function sectionFindings(lines: string[], s0: FindingSection, groups: Group[] = [], aside: SetAside[] = [], literal?: Uint8Array, praise = false): FindingItem[] {
  // One step of an investigation log ("### Step 2: one worker" … "**Conclusion:** …"): its conclusion is the finding.
  const concluded = stepConclusion(lines, s0, groups, aside);
  if (concluded) return concluded;
  // An area's lists under praise and problems labels: each problems list a group of findings (its label the
  // group's name), the rest of the area's own text about it, kept under its heading.
  const split = splitByLabels(lines, withoutClosingNextSteps(lines, s0, aside), aside, praise);
  // A review comment's location and badges just above a sub-heading that titles it ("**In `a.py` around
  // lines 8 - 9:**" / "_🔴 Critical_" / "### Order total uses client prices."): that finding's fields.
  const { s, carried } = withCarried(lines, split);
  const hasItems = s.children.length > 0 || s.blocks.some(isItems);
  const lead = hasItems ? leadOf(s.blocks) : null;
  if (lead) aside.push({ heading: s.heading, text: clean(blockLines(lines, lead)) });
  const filed: Block[] = [];
  const tail = trailerOf(lines, s.blocks).filter((b) => {
    // "**Next steps:** rerun isort", "**Что дальше:** переписать миграцию" after the list: that section's.
    const l = b.end - b.line === 1 ? labelOf(lines[b.line] ?? '') : null;
    const section = l ? LIST_SECTIONS.find((k) => headingScore(l.label, `return.${k}`) >= 4) : undefined;
    if (!l || !section) return true;
    aside.push({ heading: s.heading, text: clean([(lines[b.line] ?? '').slice(l.at)]), line: b.line + 1, section });
    filed.push(b);
    return false;
  });
  // Link reference definitions ("[i1]: https://…") and footnotes ("[^1]: measured on staging") are kept
  // too: the findings point at them. So is a signature ("🤖 Generated with …", "Co-Authored-By: …").
  // So is an entry's own head above its sub-sections ("**Commit:** abc1234" over "### Issue 2 — …").
  const head = entryHead(lines, s);
  const defs = s.blocks.filter((b) => b.token.type === 'def' || (b.token.type === 'paragraph' && signatureOrNotes(blockLines(lines, b))) || head.includes(b));
  const kept = [...tail, ...defs].sort((a, b) => a.line - b.line);
  // Definitions alone go under a heading of their own, not a second section named like the findings beside
  // the tool's own (hostile X10); the output says where (line).
  if (kept.length) aside.push({ heading: kept.every((b) => b.token.type === 'def') ? 'Link definitions' : s.heading, text: kept.map((b) => clean(blockLines(lines, b))).join('\n\n'), line: kept[0]!.line + 1 });
  const own = leadless(s.blocks, hasItems).filter((b) => !tail.includes(b) && !defs.includes(b) && !filed.includes(b));
  // Above comments headed by their locations, the section's own prose is about the review ("Copilot
  // reviewed 2 out of 2 changed files and generated 2 comments."), not a finding.
  // Above comments opened by their locations (sub-sections headed by one, or paragraphs led by one), the
  // section's own prose is about the review ("Copilot reviewed 2 out of 2 changed files and generated 2
  // comments.", "Dieser PR ersetzt …"), and so is what precedes the first comment (a per-file <details>).
  const byLocation = s.children.length > 0 && (s.children.every((c) => locationLine(c.heading) !== undefined) || s.children.some((c) => !c.children.length && reviewComments(lines, c)));
  const firstComment = locatedComments(lines, own) >= 2 ? own.find((b) => b.token.type === 'paragraph' && commentOpener(lines[b.line] ?? '')) : undefined;
  const notes = byLocation
    ? own.filter((b) => b.token.type === 'paragraph' && !hasSeverity(clean(blockLines(lines, b))))
    : firstComment
      ? overviewBefore(lines, own, firstComment)
      : proseNotes(lines, own, s.loose === true);
  // Sub-headings written as one form ("### Theme A: …" / "**Current shape.** …", "### Theme B: …" alike) are the
  // findings; the section's own untagged prose above them ("Each theme carries impact / effort / risk.") is its
  // lead, kept (QA R4-1).
  if (s.children.length >= 2 && s.children.every((c) => repeatsStructure(c, s.children))) {
    for (const b of own) {
      if (b.token.type !== 'paragraph' || notes.includes(b)) continue;
      const t = clean(blockLines(lines, b));
      if (!hasSeverity(t) && verificationOf(t) === undefined && !/^[ \t>]*(?:\*\*|__)/.test(t)) notes.push(b);
    }
    notes.sort((a, b) => a.line - b.line);
  }
  // A block of entries headed by the writer's ids ("# Block V — Speed" / a measurement and its profile / "## V1 — …",
  // "## V2 — …"): the block's own prose and code above them, no list or table among them, are its lead, kept,
  // unless a paragraph states a severity (sibling-series.ts idBlockSiblings).
  if (idEntries(s.children) && !own.some(isItems)) {
    for (const b of own) if (!notes.includes(b) && (b.token.type === 'code' || (b.token.type === 'paragraph' && !hasSeverity(clean(blockLines(lines, b)))))) notes.push(b);
    notes.sort((a, b) => a.line - b.line);
  }
  // A group of ticked entries ("## G. Recheck residuals" / how it was rechecked, a list of what was fixed since /
  // "### [x] R1 — …"): its own text above the entries is the group's note, kept; the entries are the findings.
  if (s.children.length && s.children.every((c) => tickedEntry(c.heading) !== undefined)) {
    for (const b of own) if (!notes.includes(b) && b.line < s.children[0]!.line - 1 && b.token.type !== 'space' && b.token.type !== 'hr') notes.push(b);
    notes.sort((a, b) => a.line - b.line);
  }
  // In a sub-section that is a group only by its table of severity rows (rowsGroup), a paragraph beside the table is
  // about its rows ("This is a review of risks, not legal advice."), kept; not when one states a severity or how
  // it was checked (prose findings beside the table). A section of findings by its name reads its prose as ever.
  const told = (b: Block) => b.token.type === 'paragraph' && (hasSeverity(clean(blockLines(lines, b))) || verificationOf(clean(blockLines(lines, b))) !== undefined);
  if (s.aroundRows && !own.some(told)) {
    for (const b of own) if (!notes.includes(b) && b.token.type === 'paragraph') notes.push(b);
    notes.sort((a, b) => a.line - b.line);
  }
  // An area whose table numbers its findings by an id series ("## 5. Tests" / "**State:** 38 tests, all green." /
  // "| T1 | … |"): the prose above the table is the area's lead, kept, unless it states a severity (id-tables.ts).
  const idTable = own.find((b) => b.token.type === 'table' && idSeriesTable(b.token as Tokens.Table));
  if (idTable) for (const b of own) if (b.line < idTable.line && b.token.type === 'paragraph' && !notes.includes(b) && !hasSeverity(clean(blockLines(lines, b)))) notes.push(b);
  // After the table, a paragraph led in bold by the next id of its series ("**T9 — Flaky test.** …" after T1-T8)
  // opens one more finding, the code and prose after it its detail, up to the next such lead.
  const laterRuns: Block[][] = [];
  if (idTable) {
    for (const b of own) {
      if (b.line <= idTable.line || notes.includes(b)) continue;
      if (b.token.type === 'paragraph' && laterIdLead(idTable.token as Tokens.Table, lines[b.line] ?? '')) laterRuns.push([b]);
      else if (laterRuns.length) laterRuns[laterRuns.length - 1]!.push(b);
    }
  }
  // Under "## Critical issues (now fixed)", the prose above its sub-headings ("Both were fixed in a1b2c3d.") is the
  // group's note (level-group-notes.ts).
  for (const b of levelGroupNotes(s.heading, own, s.children[0]?.line, (h) => (headingSeverity(h) ?? partSeverity(h) ?? closingTag(h)) !== undefined, (b) => clean(blockLines(lines, b)), (t) => hasSeverity(t) || locationOf(t) !== undefined)) if (!notes.includes(b)) notes.push(b);
  // "# 🌊 Wave 2 — three more agents" / "After Wave 1, three more agents ran: …" / "## Fixed" / "- **[MED] …**": the prose
  // between a later pass's heading (pass-headings.ts) and its first sub-heading says who ran it and how it went, the
  // pass's note, kept; its sub-sections hold the findings. A paragraph there that states a severity or names a file
  // is still read as a finding (level-group-notes.ts).
  for (const b of levelGroupNotes(s.heading, own, s.children[0]?.line, namesPass, (b) => clean(blockLines(lines, b)), (t) => hasSeverity(t) || locationOf(t) !== undefined || /^[ \t>]*(?:\*\*|__)/.test(t))) if (!notes.includes(b)) notes.push(b);
  // "[UX-1] 🔴 CRITICAL: x" at the margin, its body indented under it (paragraphs, blank lines, bullets): one finding,
  // up to the next line at the margin (indented-bodies.ts).
  const plainRuns = indentedRuns(lines, own.filter((b) => !laterRuns.some((r) => r.includes(b))), (l) => BRACKET_ID.test(l) || hasSeverity(l));
  // "No other issues were found. Verified clean:" / "- **Permissions**: …" after the findings: what held, filed with the
  // evidence (verified-notes.ts).
  const verified = verifiedBlocks(own, { text: (b) => clean(blockLines(lines, b)), keptLabel: (l) => headingScore(l, 'return.kept') >= 3, nothingFound: statesNothingFound, ownFinding: (t) => hasSeverity(firstLine(t)) || BRACKET_ID.test(t.replace(/^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+/, '')) });
  if (verified.length) aside.push({ heading: s.heading, text: verified.map((b) => clean(blockLines(lines, b))).join('\n\n'), line: verified[0]!.line + 1, section: 'evidence' });
  const inRuns = new Set([...laterRuns.flat(), ...plainRuns.flatMap((r) => r.blocks), ...verified]);
  // Above the findings, a paragraph that says what the document or its entries are ("This file is the hardening
  // roadmap for …", "Each entry follows: what the risk is, …"): the section's lead, kept (document-lead.ts).
  if (hasItems) {
    const firstItem = Math.min(...s.children.map((c) => c.line - 1), ...own.filter(isItems).map((b) => b.line));
    for (const b of own) if (b.token.type === 'paragraph' && b.line < firstItem && !notes.includes(b) && documentLead(clean(blockLines(lines, b))) && !hasSeverity(clean(blockLines(lines, b)))) notes.push(b);
  }
  // An area of an audit whose list items each open with their own severity tag ("- **[medium/robustness]
  // `a.mjs:597`**: …", "- [low] …", "1. (Minor) …"): the prose above that list is the area's verdict, kept, even
  // when it names a level mid-sentence ("Healthy overall. **Only medium issue: lossy decoding.**"); a paragraph
  // that opens with a severity of its own is a finding like the items.
  // (Only the section's first list or table: prose between tables and lists of findings is a finding of its own.)
  const firstItems = own.find(isItems);
  const taggedList = firstItems?.token.type === 'list' && taggedItems(firstItems.token as Tokens.List) ? firstItems : undefined;
  if (taggedList) for (const b of own) if (b.token.type === 'paragraph' && b.line < taggedList.line && !notes.includes(b) && !leadWord(firstLine(clean(blockLines(lines, b))))) notes.push(b);
  // A tally of the findings by severity and a rating's comment: about the findings, kept (QA R8-9).
  // So is a table of checks run beside the findings listed (checkTable).
  for (const b of [...tallyBlocks(lines, own, s.heading), ...closingNotes(lines, own), ...checksBeside(own)]) if (!notes.includes(b)) notes.push(b);
  // ("Sur le point 98, la garde …" after the table whose row 98 is a finding: a note on it, row-notes.ts.)
  for (const b of rowNotes(own, (x) => clean(blockLines(lines, x)), (t) => hasSeverity(t) || verificationOf(t) !== undefined)) if (!notes.includes(b)) notes.push(b);
  // "## Logical & Design Findings" / "- **Business Logic:** No misinterpretations detected. …" / "- **Security:** …" /
  // "### F1 — LOW: …" / "### F2 — …": above findings headed by the writer's ids, a list whose every item is an area
  // labelled in bold, none with a level or an id of its own, is the review's area-by-area assessment, kept; the
  // id-headed sub-sections are the findings (QA 47 class R1, doc 08).
  if (idSeriesHeadings(s.children.map((c) => c.heading))) for (const b of own) if (b.line < s.children[0]!.line - 1 && !notes.includes(b) && areaAssessment(lines, b)) notes.push(b);
  // "## PR Reviewer Guide 🔍" / "Here are some key observations …:" / "⏱️ **Estimated effort to review**: 3" / "### Accessibility":
  // above a review bot's findings, in a section its heading names for them, its own lines about the review (its
  // lead, its effort and test rows) are kept beside them, never findings (bot-review.ts botPreambleLine, QA 55 11).
  if (botFindingsHeading(s.heading) && s.children.length) {
    for (const b of own) if (b.token.type === 'paragraph' && b.line < s.children[0]!.line - 1 && !notes.includes(b) && blockLines(lines, b).every((l) => !l.trim() || botPreambleLine(l))) notes.push(b);
  }
  for (let i = notes.length; i--; ) if (inRuns.has(notes[i]!)) notes.splice(i, 1);
  notes.sort((a, b) => a.line - b.line);
  if (notes.length) aside.push({ heading: s.heading, text: notes.map((b) => clean(blockLines(lines, b))).join('\n\n'), line: notes[0]!.line + 1 });
  // "I recommend querying the alias …", "Ich empfehle …", "建议…": what to do, not what was found.
  for (const b of own) {
    if (b.token.type !== 'paragraph' || notes.includes(b)) continue;
    const t = clean(blockLines(lines, b));
    // ("→ Purge bugs.md once DOC-001 is fixed." under the table of findings: an arrow line after the rows is what to
    // do about them, not one more.)
    const arrowAction = ARROW_ACTION.test(t) && !t.includes('\n') && own.some((x) => x.line < b.line && isItems(x));
    if ((RECOMMENDS.test(t) || arrowAction) && !hasSeverity(t) && verificationOf(t) === undefined) {
      aside.push({ heading: s.heading, text: t, line: b.line + 1, recommendation: true });
      notes.push(b);
    }
  }
  const struck: { text: string; line: number }[] = [];
  const read = blockFindings(lines, withFolded(own.filter((b) => !notes.includes(b) && !inRuns.has(b)), s.folded), groups, literal, struck, s.written);
  const out = s.written ? read : earlierFixedAside(settledRowsAside(metadataAside(statusRowsAside(passedChecksAside(read, s.heading, aside), s.heading, aside, groups), s.heading, aside), s.heading, aside), s.heading, aside);
  for (const run of laterRuns) out.push({ text: clean(run.flatMap((b) => [...blockLines(lines, b), ''])), line: run[0]!.line + 1, ...groupOf(groups) });
  for (const run of plainRuns) out.push({ text: clean(run.lines), line: run.line + 1, ...groupOf(groups) });
  if (struck.length) aside.push({ heading: s.heading, text: struck.map((x) => x.text).join('\n\n'), line: struck[0]!.line, struck: true });
  const titled: FindingItem[] = []; // one finding per sub-section ("### ❌ `e2e (windows-latest)`")
  // Findings listed as rows or items, then a sub-section that gives a fix in prose or code ("| low | stray word
  // in docs/13 | see the fix below |" / "### docs/13 one-line fix"): how to fix one of them, no finding.
  const listed = out.length > 0 && own.some(isItems);
  const recapTitles = new RecapTitles(); // out's titles, for the recaps below (out only grows in this loop)
  // A return the tool wrote: its sub-headings are the groups and the heading-form findings it wrote, already
  // judged when the writer's document came in; nothing of them is set aside or split again (blockFindings
  // `written`). render.ts writes a group as its heading over one list (or over sub-groups), and a finding as a
  // heading whose lines below are never a list alone (renderGroupedList, ungroupedFirst).
  const judged = !s.written;
  let levelled: FindingItem[] | null = null;
  for (const c of s.children) {
    if (!judged) {
      const solid = c.blocks.filter((b) => !isBlank(b) && b.token.type !== 'heading');
      if (c.children.length || (solid.length && solid.every((b) => b.token.type === 'list'))) out.push(...sectionFindings(lines, c, [...groups, { heading: c.heading, line: c.line }], aside, literal, praise));
      else {
        const f = oneFinding(lines, c, groups, carried.get(c));
        out.push(f);
        titled.push(f);
      }
      continue;
    }
    // "### src/db/ledger.ts" / "**Severity**: OK — correct", "### 3. Session-Timeout" / "Ergebnis: Keine Befunde": an
    // item of a per-item review whose own verdict says it is fine, kept under its heading (fine-verdict.ts).
    // "### 3.4 — ~~LOW — …~~ (RETRACTED — …)", "### BUG-001" / "- **Status**: ✅ **WORKS**", "### 1.3 … — Faible" / "**Aucun
    // correctif requis**": an item the writer took back or found needs nothing, whatever level it states (withdrawn-items.ts).
    if (fineSection(lines, c) || withdrawnSection(lines, c)) {
      aside.push({ heading: c.heading, text: subtreeText(lines, c), line: c.line });
      continue;
    }
    const perFile = fileFindings(lines, c, groups, aside, literal);
    if (perFile) out.push(...perFile);
    // "### ⚠️ Pending for production" over "- Configure the real API key": work still to do, no problem found.
    else if (pendingWork(c.heading, () => s.children.filter((x) => x !== c).map((x) => x.heading))) aside.push({ heading: c.heading, text: subtreeText(lines, c), line: c.line });
    // "### Not reviewed", "### Out of scope", "### What went well": about the review, not a finding.
    // "### Summary of findings" restating the findings above one line each: a person counts them once (recaps.ts).
    else if (recapSection(lines, c, out, recapTitles) || markRecap(lines, c, out)) aside.push({ heading: c.heading, text: subtreeText(lines, c), line: c.line, recap: true });
    else if (notFindings(c.heading) || nonePartSection({ heading: c.heading, line: lines[c.line - 1] ?? '', body: subtreeText(lines, c) }, (t) => locationOf(t)) || praiseEntry(c.heading, s.children) || praiseHalf(c.heading, s.children) || learningsBeside(c, s.children) || passedBeside(lines, c, s.children) || roleBeside(lines, c, s.children) || otherRoleBeside(c, s.children) || (ruledOutHeading(c.heading) && !declinedGroup(c.heading, s.children.map((x) => x.heading), ruledOutHeading, headingSeverity)) || emptyGroup(lines, c, s.children) || (!c.children.length && saysNoneOnly(c.heading, c.blocks, (b) => clean(blockLines(lines, b)), statesNothingFound)) || (listed && (fixOnly(c) || checksOnly(lines, c))) || ratingSection(lines, c) || actionsBesideFindings(lines, c, s) || passedBlock(lines, c, s.heading, s.children)) aside.push({ heading: c.heading, text: subtreeText(lines, c), line: c.line });
    // (An entry of the writer's id series over a caption and a list, "## C1 — One class of 1,900 lines" / "Three parts
    // would come out:" / "- …", is one finding like its siblings: the ids number the findings.)
    // An entry of the writer's series under a severity group owns its sub-sections: its parts (entry-parts.ts).
    // "### High (2)" over paragraphs led by bold titles: a group, its paragraphs the findings (level-only-groups.ts).
    else if ((levelled = levelParagraphs(lines, c, groups, aside) ?? labelParagraphs(lines, c, s.children, groups))) out.push(...levelled);
    else if (groupsItsItems(lines, c, s.children) && !numberedLikeSiblings(lines, c, s.children) && !(idEntries(s.children) && !c.children.length && idTagParagraphs(lines, c.blocks) < 2) && !partsOfEntry(c, s, s.children)) out.push(...sectionFindings(lines, !plainGroup(c, lines) && rowsGroup(c, lines) ? { ...c, aroundRows: true } : c, [...groups, { heading: c.heading, line: c.line }], aside, literal, praise));
    else {
      const list = categoryList(lines, c, s, groups);
      const rest = list ? c.blocks.filter((b) => b !== list && !isBlank(b)) : [];
      if (list && rest.length) {
        aside.push({ heading: c.heading, text: rest.map((b) => clean(blockLines(lines, b))).join('\n\n'), line: rest[0]!.line + 1 });
        out.push(...sectionFindings(lines, { ...c, blocks: [list] }, [...groups, { heading: c.heading, line: c.line }], aside, literal, praise));
        continue;
      }
      // "| # | Finding | Severity |" over every finding, written at the end of the last one's text: a recap.
      const recap = closingRecap(lines, c, out, recapTitles);
      if (recap) aside.push({ heading: recap.heading, text: recap.blocks.map((b) => clean(blockLines(lines, b))).join('\n\n'), line: recap.blocks[0]!.line + 1, recap: true });
      const f = oneFinding(lines, recap ? { ...c, blocks: c.blocks.filter((b) => !recap.blocks.includes(b)) } : c, groups, carried.get(c));
      out.push(f);
      titled.push(f);
    }
  }
  // An overview table of the findings above their own sub-sections ("| # | Finding | Severity |" / "### F1. …"):
  // the sub-sections say more; the table is kept as a recap.
  const overview = judged ? openingRecap(lines, own, out, titled) : null;
  if (overview) {
    aside.push({ heading: RECAP_HEADING, text: clean(blockLines(lines, overview.block)), line: overview.block.line + 1, recap: true });
    out.splice(0, out.length, ...out.filter((f) => !overview.rows.includes(f)));
  }
  // A CI triage written as sub-headings ("### ❌ `test (node 20)`" … "### ✅ `lint`"): as in a list, the
  // passed ones are kept, not counted.
  const counted = judged ? passedChecksAside(titled, s.heading, aside, '\n\n') : titled;
  const found = counted.length === titled.length ? out : out.filter((f) => !titled.includes(f) || counted.includes(f));
  // Entries with a status field, some answered yes: a requirements audit, the met ones kept (met-status.ts). Under a
  // severity group the status is a finding's state, every entry counted (as in statusRowsAside).
  const met = !judged || [s.heading, ...groups.map((g) => g.heading)].some((h) => headingSeverity(h) !== undefined) ? found : metRequirementsAside(found, s.heading, aside);
  return buttonsAside(met, s.heading, aside);
}

/** A bot's button: a task box whose action is a slash command in a comment ("- [ ] **Apply / Chat** <!-- /improve
 *  --apply_suggestion=0 -->", "- [ ] Update <!-- /improve_multi --more_suggestions=true -->", Qodo's). */
const BUTTON_LINE = /^[ \t>]*[-*+][ \t]+\[[ xX]\][ \t]+[^\n<]{1,60}?<!--[ \t]*\/[\w-]+[^\n]*?-->[ \t]*$/;

/** The findings without a bot's buttons in their text (BUTTON_LINE): the widget under each suggestion, no words of
 *  the finding it follows. Their lines are kept beside the findings, under the heading, so no word is lost. */
function buttonsAside(out: FindingItem[], heading: string, aside: SetAside[]): FindingItem[] {
  const buttons: string[] = [];
  const res = out.map((f) => {
    if (!f.text.includes('<!--')) return f;
    const ls = f.text.split('\n');
    // (A button line goes with the blank line after it, so no run of blank lines is left where it stood.)
    const kept = ls.filter((l, i) => !BUTTON_LINE.test(l) && !(!l.trim() && i > 0 && BUTTON_LINE.test(ls[i - 1]!)));
    if (!ls.some((l) => BUTTON_LINE.test(l)) || !kept.some((l) => l.trim())) return f;
    buttons.push(...ls.filter((l) => BUTTON_LINE.test(l)).map((l) => l.trim()));
    return { ...f, text: kept.join('\n').trimEnd() };
  });
  if (!buttons.length) return res;
  // (Beside the section's own kept text, "Explore these optional code suggestions:", under the one heading.)
  const plain = aside.find((a) => a.heading === heading && !a.section && !a.recommendation && !a.struck && !a.recap);
  if (plain) plain.text = `${plain.text}\n\n${buttons.join('\n')}`;
  else aside.push({ heading, text: buttons.join('\n') });
  return res;
}

/** A sub-section after findings whose lists and tables only restate them, item by item (recaps.ts), a one-line
 *  caption aside: a recap, kept as written. */
function recapSection(lines: string[], c: FindingSection, out: FindingItem[], titles: RecapTitles, extra: string[] = []): boolean {
  if (out.length + extra.length < 2) return false;
  // "### Priority summary" / "#### High priority" / "- **1.1** - fee": its sub-sections' lists together, one level down.
  if (c.children.some((p) => p.children.length)) return false;
  const items: string[][] = [];
  const listed = (l: string) => l.replace(/^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+/, '');
  // "## Verification of fixes (round 2)" / "### 1. Cache key ignores locale" / "Still open: …": a re-check whose
  // sub-headings name the findings again, each over a short note of its state (QA extras7). Its headings are its items.
  const headed = c.children.length > 0 && c.children.every((p) => p.blocks.every((b) => isBlank(b) || (b.token.type === 'paragraph' && b.end - b.line <= 3)));
  if (headed) items.push(...c.children.map((p) => [...withoutSeverityTail(titleOf(p.heading)), p.heading]));
  for (const b of [c, ...(headed ? [] : c.children)].flatMap((p) => p.blocks).filter((x) => !isBlank(x))) {
    // (The item as written too: "**3.1** - fee" names finding 3.1, which its title drops.)
    if (b.token.type === 'list') items.push(...(b.items ?? []).map((it) => [...withoutSeverityTail(titleOf(listed(lines[it.line] ?? ''))), listed(lines[it.line] ?? '')]));
    else if (b.token.type === 'table') items.push(...(b.token as Tokens.Table).rows.map((r) => r.map(cellText)));
    else if (b.token.type !== 'paragraph' || b.end - b.line !== 1) return false;
  }
  return titles.follow(out, titleWithId).restates(items, extra);
}

/** A sub-section after findings whose list or table names them again one to one in other words, often in another
 *  language (mark-recaps.ts: what its items name, code, paths, identifiers); a one-line caption aside. */
function markRecap(lines: string[], c: FindingSection, out: FindingItem[]): boolean {
  if (c.children.length || out.length < 3) return false;
  const items: string[] = [];
  for (const b of c.blocks.filter((x) => !isBlank(x))) {
    if (b.token.type === 'list') items.push(...(b.items ?? []).map((it) => lines.slice(it.line, it.end).join('\n')));
    else if (b.token.type === 'table') items.push(...(b.token as Tokens.Table).rows.map((r) => r.map(cellText).join(' | ')));
    else if (b.token.type !== 'paragraph' || b.end - b.line !== 1) return false;
  }
  return restatesByMarks(items, textsOf(out));
}

/** The texts of `out`, as one array kept per `out` and brought up to date on each ask: restatesByMarks indexes a
 *  list once and grows the index as it grows (perf17), which a new array on every sub-section would defeat. */
const OUT_TEXTS = new WeakMap<FindingItem[], string[]>();
function textsOf(out: FindingItem[]): string[] {
  let texts = OUT_TEXTS.get(out);
  if (!texts) OUT_TEXTS.set(out, (texts = []));
  texts.length = Math.min(texts.length, out.length);
  for (let k = 0; k < out.length; k++) if (texts[k] !== out[k]!.text) texts[k] = out[k]!.text;
  return texts;
}

/** A finding's title with the id its first line leads with ("### 3.1 Fee ignored …" -> "3.1 Fee ignored …"; titleOf
 *  drops it), so a recap may name it by that id ("- **3.1** - fee"). */
function titleWithId(f: FindingItem): string {
  const title = titleOf(f.text);
  const id = recapId(firstLine(f.text).replace(/^[ \t]*#{1,6}[ \t]+/, '').replace(/^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+/, ''));
  return id !== undefined && recapId(title) === undefined ? `${id} ${title}` : title;
}

/** A list or table closing one finding's text that restates every finding so far, this one too (a caption line
 *  above it aside: "**Summary:**"): that recap's blocks and a heading to keep them under; null otherwise. */
function closingRecap(lines: string[], c: FindingSection, out: FindingItem[], titles: RecapTitles): { blocks: Block[]; heading: string } | null {
  if (c.children.length || out.length < 1) return null;
  const body = c.blocks.filter((b) => !isBlank(b));
  const last = body[body.length - 1];
  if (!last || body.length < 2 || (last.token.type !== 'list' && last.token.type !== 'table')) return null;
  const cap = body[body.length - 2]!;
  const caption = cap.token.type === 'paragraph' && cap.end - cap.line === 1 && /[:：][*_]{0,2}[ \t]*$/.test(lines[cap.line] ?? '') ? cap : null;
  if (body.length - (caption ? 2 : 1) < 1) return null;
  if (!recapSection(lines, { ...c, blocks: [last] }, out, titles, [titleWithId({ text: c.heading, line: c.line })])) return null;
  const heading = caption ? (lines[caption.line] ?? '').replace(/[*_]+/g, '').replace(/[:：][ \t]*$/, '').trim() : '';
  return { blocks: caption ? [caption, last] : [last], heading: heading || RECAP_HEADING };
}
const RECAP_HEADING = 'Findings listed again';

/** A table of the findings among a section's own blocks whose every row a sub-section after it states again,
 *  each a different one ("| F1 | Token leak | High |" / "### F1. Token leak in logs" + its text): the table and
 *  its rows (the findings it would have added). */
function openingRecap(lines: string[], own: Block[], out: FindingItem[], titled: FindingItem[]): { block: Block; rows: FindingItem[] } | null {
  if (titled.length < 2) return null;
  for (const b of own) {
    if (b.token.type !== 'table') continue;
    const rows = out.filter((f) => f.table?.line === b.line + 1);
    if (rows.length < 2 || rows.length !== (b.token as Tokens.Table).rows.length) continue;
    const items = (b.token as Tokens.Table).rows.map((r) => r.map(cellText));
    if (restatesFindings(items, titled.map((f) => titleOf(f.text))) || keyedByIds(items, titled.map((f) => firstLine(f.text)))) return { block: b, rows };
  }
  return null;
}

/** A title, and the same without a severity closing it ("日志中泄露令牌 — 高", which titleOf keeps whole). */
function withoutSeverityTail(title: string): string[] {
  return closesWithSeverity(title) ? [title, title.slice(0, SEVERITY_TAIL.exec(title)!.index)] : [title];
}

/**
 * A category inside a severity group whose list holds its findings though prose stands beside the list ("## 🔴
 * Critical" / "### 6. Security" / "The login surface is weak." / "- ❌ No rate limit on /login" / "- ❌ Tokens logged
 * in debug mode" / "**Owner:** backend"): that list, its items findings of the group's severity, the category
 * their group; the prose is kept under the category's heading. The items are findings when each carries a
 * problem mark, or when the heading names a category (two words at most), numbered or beside a sibling category
 * over such a list. Null for a list of one finding's fields or places, a list a label gives to a finding ("**Fix:**" over
 * steps), a heading that states a finding ("### Timezones mixed in the export") and a category of prose alone.
 */
function categoryList(lines: string[], c: FindingSection, s: FindingSection, groups: Group[]): Block | null {
  if (!underSeverity(s, groups)) return null;
  const list = loneList(lines, c);
  if (!list) return null;
  const items = list.items ?? [];
  // A heading that closes with its own severity ("### 1. CORS too open (HIGH)") states one finding: its marked
  // items ("- ✗ any origin is allowed") are what is wrong with it, not findings of their own.
  if (closesWithSeverity(c.heading)) return null;
  // The heading names a category: two words at most, no severity ("### 6. Security", "### Data"); a finding's
  // heading over its detail list ("#### Memory leak" / "The worker keeps every page." / "- grows 40 MB an hour")
  // is as short, so the items must say they are problems (each a mark), or the heading be numbered in a
  // series across the groups ("### 8. Performance" after "6." and "7."), as writers of categories do.
  if (titleWordCount(c.heading) > 2 || headingSeverity(c.heading) !== undefined) return null;
  if (items.every((it) => PROBLEM_ITEM.test(lines[it.line] ?? ''))) return list;
  return NUMBERED_HEADING.test(c.heading) ? list : null;
}

/** A section's one list of two items or more, each no field or place, not given to a label just above it. */
function loneList(lines: string[], c: FindingSection): Block | null {
  if (c.children.length || c.written) return null;
  const body = c.blocks.filter((b) => !isBlank(b));
  const lists = body.filter(isItems);
  const list = lists[0];
  if (lists.length !== 1 || list!.token.type !== 'list' || (list!.items ?? []).length < 2) return null;
  const before = body[body.indexOf(list!) - 1];
  if (before && before.token.type === 'paragraph' && ATTACHED_LABEL.test(lines[before.line] ?? '')) return null;
  // (Nor a list a lead-in gives, "Affected callers:" / "To reproduce:" over it: that is one finding's detail.)
  if (before && before.token.type === 'paragraph' && /[:：][*_]{0,2}[ \t]*$/.test(lines[before.end - 1] ?? '')) return null;
  return list!.items!.some((it) => ['field', 'place'].includes(itemKind(lines, it))) ? null : list!;
}

/** A heading opened by its number ("6. Security", "2.1 Data"). */
const NUMBERED_HEADING = lazyRegExp(() => /^[^\p{L}\p{N}]{0,4}\d{1,3}(?:\.\d{1,3})*[.)]?[ \t]+\S/u);
/** Is a section a severity group, or inside one? */
const underSeverity = (s: FindingSection, groups: Group[]) => [s.heading, ...groups.map((g) => g.heading)].some((h) => headingSeverity(h) !== undefined || partSeverity(h) !== undefined);
/** A list item led by a problem mark ("- ❌ …", "- ⚠️ …", "1. 🔴 …"). */
const PROBLEM_ITEM = lazyRegExp(() => new RegExp(`^[ \\t]*(?:[-*+][ \\t]+|\\d{1,3}[.)][ \\t]+)?[*_]{0,2}(?:${OPEN_MARKS}|🔴|🟠|🟡|❗|‼️?|🐛|🚨|⛔)`, 'u'));

/**
 * A severity group that holds nothing ("### Crítico" / "Ninguno.", "### Medio" / "**Ninguno.** Nada crítico.",
 * "### Low" / "- Keine", "### Nits" / "无") beside sibling severity groups: no finding, kept under its heading
 * (N9-R3). Only among groups: "### 2. Overflow ✅" / "None found." beside "### 1. Array bounds ✅" is a check,
 * one finding as written.
 */
export function emptyGroup(lines: string[], c: FindingSection, siblings: readonly { heading: string }[]): boolean {
  if (c.children.length || headingSeverity(c.heading) === undefined) return false;
  if (!siblings.some((x) => x !== c && headingSeverity(x.heading) !== undefined)) return false;
  return holdsNothing(lines, c.blocks);
}

/** A section's own text is one short statement that there is nothing ("None.", "_None found._", "- Keine",
 *  "**Ninguno.** Nada crítico.", "无"): prompts/headings.txt return.nothing, then at most a short sentence. */
export function holdsNothing(lines: string[], blocks: Block[]): boolean {
  const body = blocks.filter((b) => !isBlank(b));
  if (body.length !== 1 || (body[0]!.token.type !== 'paragraph' && body[0]!.token.type !== 'list') || body[0]!.end - body[0]!.line > 2) return false;
  const text = blockLines(lines, body[0]!).join(' ').replace(/^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+/, '').trim();
  const m = NOTHING_LEAD.exec(text);
  if (!m || headingScore(m[1]!, 'return.nothing') < 4) return false;
  const rest = text.slice(m[0].length).trim();
  return rest.length <= 60 && !/[`\d]/.test(rest);
}
/** The first statement of a text: up to a sentence's end or a dash, its emphasis outside it. */
const NOTHING_LEAD = lazyRegExp(() => /^[*_]{0,3}([^.!。！—–:：*_\n]{1,40}?)[ \t]*[.!。！]?[*_]{0,3}[ \t]*(?:[.!。！—–:：][ \t]*|$)/u);

/**
 * A review organised by file ("### src/cache.ts", "### `api/routes.py`"), each file's text only labelled lists
 * ("**Issues:**", "**Improvements:**", "**Verbesserungen:**" over items): each item of a problems list is a
 * finding located in that file (the file and the label its groups), though every file repeats the same labels
 * (not one finding per file, as a form would be). Other lists ("**Strengths:**") are kept under the file's
 * heading. Null for any other sub-section.
 */
/** "## src/x.go" / "**[magic] Expiry hard-coded**" / its text / "**[hardening] …**" / …: one finding per bold-led
 *  paragraph, the file heading their group and place (bold-paragraphs.ts); null for any other section. */
export function fileParagraphFindings(lines: string[], c: FindingSection, groups: Group[] = []): FindingItem[] | null {
  if (c.children.length || locationLine(c.heading) === undefined) return null;
  const runs = boldParagraphRuns(lines, c.blocks.map((b) => ({ type: b.token.type, line: b.line, end: b.end })), (bold) => ATTACHED_LABEL.test(`${bold}:`));
  return runs ? runs.map((r) => ({ text: clean(blockLines(lines, r)), line: r.line + 1, ...groupOf([...groups, { heading: c.heading, line: c.line }]) })) : null;
}

function fileFindings(lines: string[], c: FindingSection, groups: Group[], aside: SetAside[], literal?: Uint8Array): FindingItem[] | null {
  if (c.children.length || locationLine(c.heading) === undefined) return null;
  const file = { heading: c.heading, line: c.line };
  const paragraphs = fileParagraphFindings(lines, c, groups);
  if (paragraphs) return paragraphs;
  const body = c.blocks.filter((b) => !isBlank(b));
  const lists = labelledLists(lines, c.blocks);
  if (!lists.some((x) => x.kind === 'problems') || lists.length * 2 !== body.length) return null;
  const out: FindingItem[] = [];
  for (const x of lists) {
    const part = { heading: x.label, line: x.at.line + 1, blocks: [x.list], children: [] };
    if (x.kind === 'problems') out.push(...sectionFindings(lines, part, [...groups, file, { heading: x.label, line: part.line }], aside, literal));
    else aside.push({ heading: c.heading, text: clean(blockLines(lines, { line: x.at.line, end: x.list.end })), line: part.line });
  }
  return out;
}

/** A label that names what comes next, not a finding's own fix ("**Recommended fix:**" stays in its finding). The
 *  words: prompts/no-findings.txt `next steps label:`. */
const NEXT_STEPS_LABEL = lazyRegExp(() => new RegExp(`^(?:(?:suggested|recommended)[ \\t]+)?(?:${phraseAlternation(keyedWords(readPrompt('no-findings.txt'), 'next steps label'))})[ \\t]*[:：]?$`, 'iu'));

/**
 * "**Next Steps:**" over a list at the very end of the last finding's sub-section, closing the findings (the
 * document ends there, or a "## " heading follows): the return's recommendations, filed there one per item,
 * not the last finding's detail. The section as it is when it does not end so.
 */
function withoutClosingNextSteps(lines: string[], s: FindingSection, aside: SetAside[]): FindingSection {
  const last = s.children[s.children.length - 1];
  if (!last || last.children.length) return s;
  const body = last.blocks.filter((b) => !isBlank(b));
  const label = body[body.length - 2];
  const list = body[body.length - 1];
  if (body.length < 3 || !label || !list || label.token.type !== 'paragraph' || label.end - label.line !== 1 || list.token.type !== 'list') return s;
  const l = labelOf(lines[label.line] ?? '');
  if (!l || (lines[label.line] ?? '').slice(l.at).trim() || !NEXT_STEPS_LABEL.test(l.label.trim())) return s;
  let next = list.end;
  while (next < lines.length && !lines[next]!.trim()) next++;
  if (next < lines.length && !/^[ \t]{0,3}#{1,2}[ \t]/.test(lines[next]!)) return s;
  for (const it of (list as Block).items ?? []) {
    const text = clean(lines.slice(it.line, it.end)).replace(/^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+/, '');
    if (text) aside.push({ heading: last.heading, text, line: it.line + 1, section: 'recommendations' });
  }
  const kept = last.blocks.filter((b) => b !== label && b !== list && b.line < label.line);
  return { ...s, children: [...s.children.slice(0, -1), { ...last, blocks: kept }] };
}

/** The section with its problems lists (problemLists) as sub-sections of their own, before its others, and
 *  the rest of its own text set aside under its heading; the section itself when it has none. */
function splitByLabels(lines: string[], s: FindingSection, aside: SetAside[], praise = false): FindingSection {
  const lists = problemLists(lines, s.blocks);
  if (!lists.length) return praise ? s : withoutPraise(lines, s, aside);
  const taken = new Set(lists.flatMap((x) => [x.at, x.list]));
  const rest = s.blocks.filter((b) => !taken.has(b) && !isBlank(b));
  if (rest.length) aside.push({ heading: s.heading, text: rest.map((b) => clean(blockLines(lines, b))).join('\n\n'), line: rest[0]!.line + 1 });
  const parts = lists.map((x): FindingSection => ({ heading: x.label, line: x.at.line + 1, blocks: [x.list], children: [] }));
  return { ...s, blocks: [], children: [...parts, ...s.children] };
}

/**
 * An area's praise list beside what it finds ("**Good points:**" / "- Entities are cleanly separated" /
 * "**Issues:**" / "**[must] Pokemon.cs - missing foreign key**" …; "**良い点:**", "**Points forts :**"): the
 * praise and its label are no findings, nor is a problems label standing alone over the findings that follow
 * it; both are kept under the area's heading, the rest read as before. Only when the area holds more than
 * praise and its labels (the findings), and no praise list sits under a problems label (problemLists).
 */
function withoutPraise(lines: string[], s: FindingSection, aside: SetAside[]): FindingSection {
  if (!s.blocks.some(isItems)) return s;
  const all = labelledLists(lines, s.blocks);
  const praise = all.filter((x) => x.kind === 'praise');
  if (!praise.length) return s;
  const set = new Set(praise.flatMap((x) => [x.at, x.list]));
  const listed = new Set(all.map((x) => x.at));
  const body = s.blocks.filter((b) => !isBlank(b));
  // A problems label alone ("**Issues:**", "**課題:**") with no list under it: the label over what follows.
  for (const b of body) {
    if (set.has(b) || listed.has(b) || b.token.type !== 'paragraph' || b.end - b.line !== 1) continue;
    const m = LIST_LABEL.exec(lines[b.line] ?? '');
    if (m && problemLabel(m[1]!, m[2]!.trim())) set.add(b);
  }
  const rest = body.filter((b) => !set.has(b));
  if (!rest.length && !s.children.length) return s;
  const kept = body.filter((b) => set.has(b));
  aside.push({ heading: s.heading, text: kept.map((b) => clean(blockLines(lines, b))).join('\n\n'), line: kept[0]!.line + 1 });
  return { ...s, blocks: s.blocks.filter((b) => !set.has(b)) };
}

/** What a list item under a sub-heading is: one finding's field ("- **Fix:** …", "- **Gravedad**: Alta", "-
 *  **Dove**:" over paths), a place ("- `pay/legacy.ts` — old gateway", "- src/a.ts:12"), a finding of its own
 *  (its own severity, verification or id: "- [C2] …", "- (P1) …", "- … [verified: test]"; or led by a bold
 *  title: "- **Tokens never expire** — …"), or plain text. */
type ItemKind = 'field' | 'place' | 'own' | 'plain';
function itemKind(lines: string[], it: { line: number; end: number }): ItemKind {
  const line = lines[it.line] ?? '';
  const text = line.replace(/^[ \t]{0,3}(?:[-*+]|\d{1,3}[.)])[ \t]+/, '');
  if (verificationOf(line) !== undefined || (hasSeverity(line) && !severityField(line)) || idLead(text) !== undefined || BRACKET_ID.test(text)) return 'own';
  const label = openingLabel(line);
  if (label !== undefined && label.split(/\s+/).length <= 3) return 'field';
  if (locationLine(line) !== undefined || (PATH_LEAD.test(line) && isPath(PATH_LEAD.exec(line)![1]!))) return 'place';
  return boldTitleLead(text) ? 'own' : 'plain';
}

/** A "Severity:"-type field ("- **Gravedad**: Alta", "- Priority: P1"): its label is a severity label. */
function severityField(line: string): boolean {
  const l = openingLabel(line);
  return l !== undefined && (sevs().labelSet.has(l) || SEV_WORD.test(l));
}

/**
 * The words of a sub-heading's title without its number, id, marks and severity tag ("### Q1: Upload queue has
 * no back-pressure (HIGH)" -> 5 words; "### Security (HIGH)" -> 1). Text written without spaces (Chinese,
 * Japanese) counts a word per two characters.
 */
function titleWordCount(heading: string): number {
  const t = heading
    .replace(/[*_`]+/g, '')
    .replace(/[[(（【][^\])）】\n]{0,40}[\])）】]/gu, (m) => (hasSeverity(m) ? ' ' : m))
    .replace(/^[^\p{L}\p{N}]*(?:(?:\d{1,3}(?:\.\d{1,3})*|[A-Z]{1,4}-?\d{1,3}[a-z]?)[.:)]?[ \t]+)?/u, '')
    .replace(/[^\p{L}\p{N}\s'’-]+/gu, ' ')
    .trim();
  if (!t) return 0;
  const spaced = t.split(/\s+/).length;
  const unspaced = (t.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu) ?? []).length;
  return Math.max(spaced, Math.floor(unspaced / 2));
}

/**
 * A heading that states one finding and closes with its severity ("1. Wrong method gives 405 — Medium", "Issue 1:
 * Cache key ignores locale (High)", "1) Tokens never expire [P1]"): three words or more besides the severity,
 * not a kind of problem ("Security issues — High"), nor a severity alone ("🔴 High priority").
 */
export const severityTitled = (heading: string): boolean => tailSeverity(heading) !== undefined;

/** The severity closing a title that states one finding (severityTitled), or undefined. */
function tailSeverity(heading: string): string | undefined {
  if (heading.length > MAX_TAIL_HEADING || headingSeverity(heading) !== undefined) return undefined;
  const sev = SEVERITY_TAIL.exec(heading);
  const word = sev ? (sev[1] ?? sev[2]!).toLowerCase() : '';
  // ("…（高优先级）", "… (Hohe Priorität)"): a level phrase in the brackets, read as a group heading's would be.
  const level = !sev ? undefined : sevs().map.has(word) ? sevName(word) : sev[2] !== undefined ? headingSeverity(sev[2]) : undefined;
  if (!sev || level === undefined) return undefined;
  const title = heading.slice(0, sev.index).trim();
  // (A level phrase says it is one whatever the title's length: "Cookie 路径错误（低优先级）".)
  const phrase = !sevs().map.has(word);
  return (phrase ? /[\p{L}\p{N}]/u.test(title) : titleWordCount(title) >= 3) && !GROUP_TITLE.test(title) ? level : undefined;
}
/** Does a heading close with a severity word after a dash or in brackets, however short its title ("1. CORS
 *  too open (HIGH)", "缺少速率限制 (HIGH)")? */
function closesWithSeverity(heading: string): boolean {
  const sev = heading.length <= MAX_TAIL_HEADING ? SEVERITY_TAIL.exec(heading) : null;
  return sev !== null && sevs().map.has((sev[1] ?? sev[2]!).toLowerCase());
}
/** SEVERITY_TAIL is unanchored at its start and opens with blanks: a heading longer than any title is no
 *  titled finding (and a long run of blanks would cost its square). */
const MAX_TAIL_HEADING = 300;
/** A severity word closing a heading, after a dash or in brackets ("— Medium", "(High)", "[P1]"); of a range
 *  ("— Low–Med", "— Info / Faible", QA 45 R4), the first. After a dash, a short note in brackets may qualify it ("— Low
 *  (theoretical)"). */
const SEVERITY_TAIL = lazyRegExp(() => /(?:[ \t]+|(?<=[^\s(（]|^)(?=[（【]))(?:[—–―-][ \t]*[*_]{0,2}([\p{L}\p{N}]{1,12})(?:[ \t]?[–\/][ \t]?[\p{L}\p{N}]{1,12}|-[\p{L}\p{N}]{1,12})?[*_]{0,2}(?:[ \t]{1,3}[(（][^()（）\n]{1,30}[)）])?|[*_]{0,2}[(（[【][ \t]*([\p{L}\p{N}]{1,12})[ \t]*[)）\]】][*_]{0,2})[ \t]*$/u, (t) => /[—–―\-(（[【]/.test(t));

/** A title that names a kind of problem, not one ("### Security issues", "### Probleme"): its last word a
 *  group noun. */
const GROUP_TITLE = lazyRegExp(() => new RegExp(String.raw`(?:(?:^|[\s])(?:${GROUP_NOUNS})|问题|問題|문제|이슈|课题|課題)[\s*_:：)）]*$`, 'iu'));

/**
 * A sub-heading that states one finding over a list of that finding's parts (F1), though the list alone
 * would make it a group: "### Q1: Upload queue has no back-pressure (HIGH)" over two sentences about it and
 * a "**Fix:**" line; "### 1.1 La válvula queda abierta" over "**Archivo**:", "**Gravedad**:", "**Problema**:"
 * fields; "### L-1. 사용하지 않는 파일" over the files and a "**대응**:" line. Structure decides, not phrases:
 * - a list of fields only (distinct labels, among them a severity, a location, a label over places, or
 *   mostly a form's labels) is one finding's form;
 * - fields beside plain or place items (at most three), or one item alone, are that finding's parts when
 *   the heading states something (three words or more, not a kind of problem like "Security issues");
 * - plain items only (two or three) are its parts when a sibling written the same way is one finding by the
 *   rules above, and the heading states something.
 * Never when an item is a finding of its own (its own severity, verification or id, or a bold title), so
 * "### Security (HIGH)" over four problem bullets, or "### S1: Auth" over tagged items, stays a group.
 */
function partsOfOneFinding(lines: string[], c: FindingSection, siblings: FindingSection[], depth = 0): boolean {
  if (c.children.length || c.written) return false;
  const body = c.blocks.filter((b) => !isBlank(b));
  if (body.length !== 1 || body[0]!.token.type !== 'list') return false;
  const its = body[0]!.items ?? [];
  if (!its.length || its.length > 8) return false;
  const kinds = its.map((it) => itemKind(lines, it));
  if (kinds.includes('own')) return false;
  // A catch-all names no finding whose parts its items could be ("### 1.7 Divers — Info / Faible" over four separate
  // problems, though numbered and closed by its levels like "### 1.5 `build.bat` — Faible" over one problem's bullets).
  if (catchAllTitle(c.heading)) return false;
  if (itemOfNumberedSection(c.heading) && its.length <= 6) return true;
  // "### M2 — Retry helper duplicated (Minor)" over a few bullets beside "### M1 — … (Major)" over prose: titled
  // and closed by its level like its sibling, one finding as it is; its bullets are its detail.
  if (ID_NUMBER.test(c.heading) && namedWithSeverity(c.heading) && its.length <= 6 && siblings.some((x) => x !== c && !x.children.length && ID_NUMBER.test(x.heading) && namedWithSeverity(x.heading) && !x.blocks.some(isItems) && x.blocks.some((b) => b.token.type === 'paragraph'))) return true;
  const n = (k: ItemKind) => kinds.filter((x) => x === k).length;
  const fields = its.filter((_, i) => kinds[i] === 'field');
  const labels = fields.map((it) => openingLabel(lines[it.line] ?? '')!);
  if (new Set(labels).size !== labels.length) return false;
  // A severity group's heading ("### 🟡 中优先级问题（部分修复）", "### High priority") names no finding.
  // Nor does a heading that opens or ends with a noun for findings ("### Problemas de estado", "### State problems"):
  // the kind of problem its items are, a group as it is at the top of a return (return-sections.ts, finding-noun.ts).
  const states = titleWordCount(c.heading) >= 3 && headingSeverity(c.heading) === undefined && !GROUP_TITLE.test(c.heading.replace(/[[(（【][^\])）】\n]{0,40}[\])）】]/gu, '').trim()) && !(findingNoun(c.heading) && !counterTitled(c.heading));
  if (fields.length === its.length) {
    if (fields.length < 2) return states;
    // A label whose value is a list of places ("- **Dove**:" / "  - `stampa/etichette.py`"): a location field.
    const overPlaces = fields.some((it) => {
      const sub = lines.slice(it.line + 1, it.end).filter((l) => l.trim());
      return sub.length > 0 && sub.every((l) => locationLine(l) !== undefined || (PATH_LEAD.test(`${l.trim()} —`) && isPath(PATH_LEAD.exec(`${l.trim()} —`)![1]!)));
    });
    const located = fields.some((it) => LOCATION_FIELD.test(lines[it.line] ?? ''));
    const formed = labels.filter((l) => FORM_LABEL.test(l)).length * 2 >= labels.length;
    return fields.some((it) => severityField(lines[it.line] ?? '')) || overPlaces || (located && formed) || (formed && states);
  }
  const rest = n('plain') + n('place');
  if (rest > 3 || !states) return false;
  if (fields.length) return true;
  if (its.length === 1) return true;
  if (n('place') === its.length) return false;
  // Plain sentences only: one finding's detail when the writer titles findings by sub-headings over their
  // parts beside it (a sibling of the same shape is one finding by the rules above).
  if (depth > 0) return false;
  const shape = (h: string) => h.replace(/[*_`]+/g, '').replace(/[\p{L}]+/gu, 'a').replace(/\d+/g, '0').slice(0, 6);
  return siblings.some((x) => x !== c && shape(x.heading) === shape(c.heading) && x.blocks.some((b) => b.token.type === 'list') && partsOfOneFinding(lines, x, siblings, depth + 1) && (x.blocks.find((b) => b.token.type === 'list')!.items ?? []).length >= 2);
}

/** "1.5 Setup script — Low": an item of a numbered section (its number dotted), titled and closed by its own
 *  severity; over bullets of plain sentences ("acceptable for now", "no checksum on the download"), they are
 *  that one finding's detail. ("S1: Security (HIGH)" over problem bullets, an area with an id, stays a group.) */
function itemOfNumberedSection(heading: string): boolean {
  return DOTTED_NUMBER.test(heading) && namedWithSeverity(heading);
}
const DOTTED_NUMBER = lazyRegExp(() => /^[^\p{L}\p{N}]{0,4}\d{1,3}\.\d{1,3}(?:\.\d{1,3})*[.)]?[ \t]+\S/u);
/** A heading led by the writer's id or a dotted number ("M2 — …", "F-3: …", "1.5 …"). */
const ID_NUMBER = lazyRegExp(() => /^[^\p{L}\p{N}]{0,4}(?:\d{1,3}\.\d{1,3}(?:\.\d{1,3})*[.)]?|[A-Z]{1,4}-?\d{1,3}[.:)]?)[ \t]+\S/u);

/** A sub-section that names a fix ("### docs/13 乱码修正（一行）", "### Suggested patch", "### Korrektur für A2") and
 *  holds only prose or code: no list, table or sub-section of findings, no severity. */
function fixOnly(c: FindingSection): boolean {
  return !c.children.length && !c.blocks.some(isItems) && FIX_HEADING.test(c.heading) && !hasSeverity(c.heading);
}
/** The words of a fix's own heading: prompts/columns.txt `fix heading:`. */
const FIX_HEADING = lazyRegExp(() => {
  const ws = keyedWords(readPrompt('columns.txt'), 'fix heading');
  const alt = (xs: string[]) => xs.map(escapeRegExp).join('|') || '(?!)';
  return new RegExp(`(?<![\\p{L}])(?:${alt(ws.filter((w) => !hasCjk(w)))})(?![\\p{L}])|${alt(ws.filter(hasCjk))}`, 'iu');
});

/** A label line over a list: "**Problems:**", "⚠️ **Do poprawy:**", "✅ **Good:**" (marks, then a bold label). */
const LIST_LABEL = lazyRegExp(() => /^[ \t]{0,3}((?:[^\p{L}\p{N}\s*_`[(]{1,3}[ \t]*)?)(?:\*\*|__)([^*_\n]{1,60}?)[ \t]*[:：]?[ \t]*(?:\*\*|__)[ \t]*[:：]?[ \t]*$/u);
const PRAISE_LABEL_MARK = /[✅✔☑👍💚🌟✨]/u;
const PROBLEM_LABEL_MARK = /[⚠❌❗🔧🛠🔴🟠🟡🐛🚨⛔✖]/u;

/** A bold label line over a list, and what it says of the list: praise ("✅ **Good:**"), problems ("**Issues:**",
 *  "⚠️ **To fix:**", "**Problemy:**"), or something else ("**Setup:**"). */
export interface LabelledList {
  label: string;
  /** The label's paragraph and the list under it. */
  at: Block;
  list: Block;
  kind: 'praise' | 'problems' | 'other';
}

/** A label that says problems follow ("**Issues:**", "⚠️ **To fix:**", "**Problemy:**"): its marks, its words. */
function problemLabel(marks: string, label: string): boolean {
  return PROBLEM_LABEL_MARK.test(marks) || headingScore(label, 'return.findings') >= 3 || headingScore(label, 'return.findingNouns') >= 3 || headingScore(label, 'return.needsWork') >= 3;
}

/** A section's own label lines over lists ("**Good:**" / "- …" / "**Problems:**" / "1. …"), in order. */
function labelledLists(lines: string[], blocks: Block[]): LabelledList[] {
  const body = blocks.filter((b) => !isBlank(b));
  const out: LabelledList[] = [];
  for (let k = 0; k + 1 < body.length; k++) {
    const b = body[k]!;
    const list = body[k + 1]!;
    if (b.token.type !== 'paragraph' || b.end - b.line !== 1 || list.token.type !== 'list') continue;
    const m = LIST_LABEL.exec(lines[b.line] ?? '');
    if (!m) continue;
    const label = m[2]!.trim();
    const problem = problemLabel(m[1]!, label);
    const praise = !problem && (PRAISE_LABEL_MARK.test(m[1]!) || headingScore(label, 'return.kept') > 0);
    out.push({ label, at: b, list, kind: problem ? 'problems' : praise ? 'praise' : 'other' });
  }
  return out;
}

/**
 * An area's own lists under labels that split them into praise and problems ("### Accounts" / "**Good:**" /
 * "- salted hashes" / "**Problems:**" / "1. reset link reusable"): the problems lists, the findings; none when
 * the section has no such pair. `named`: a list under a label that names findings by a plural noun
 * ("**Issues:**", "**Bugs:**"; not a finding's own part, "**Problem:**") counts without praise beside it.
 */
export function problemLists(lines: string[], blocks: Block[], named = false): LabelledList[] {
  if (!blocks.some(isItems)) return [];
  const all = labelledLists(lines, blocks);
  const problems = all.filter((x) => x.kind === 'problems');
  if (!problems.length) return [];
  if (all.some((x) => x.kind === 'praise')) return problems;
  if (!named) return [];
  // "**Problems:**" beside "**Suggested fix:**": one finding's parts (QA gate GR3), no findings of their own.
  if (all.some((x) => x.kind === 'other' && FIX_HEADING.test(x.label))) return [];
  // "**Issue statistics:**" over "- Critical issues: 1 (fixed)", "- Minor issues: 1": counts of the findings,
  // not findings (QA gate GR5).
  return problems.filter((x) => headingScore(x.label, 'return.findings') >= 4 && !FORM_LABEL.test(x.label) && !countList(lines, x.list));
}

/** A line that only counts ("- Critical issues: 1 (fixed)", "- 高: 2", "- Fixed: 2/3"): a label, a number or a
 *  fraction, and at most a short note. */
const COUNT_LINE = lazyRegExp(() => /^[ \t]{0,3}(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?(?:[^\p{L}\p{N}\s*_]{1,3}[ \t]*)?[*_]{0,2}[\p{L}][\p{L}\p{N} '’-]{0,40}[*_]{0,2}[ \t]*[:：][*_]{0,2}[ \t]*\d{1,5}(?:[ \t]*\/[ \t]*\d{1,5})?[ \t]*(?:[\p{L}]{1,12}[ \t]*)?(?:[(（][^()（）\n]{0,60}[)）])?[ \t]*[.。]?$/u);

/** A list whose every item is one count line: statistics about the findings, never findings. */
export function countList(lines: string[], list: Block): boolean {
  const its = list.items ?? [];
  return its.length >= 2 && its.every((it) => lines.slice(it.line + 1, it.end).every((l) => !l.trim()) && COUNT_LINE.test(lines[it.line] ?? ''));
}

/** A label whose value opens with a number ("**Fix progress**: 2/3 done, 1/3 skipped", "Design issues: 2 (both
 *  done)"): a figure, short. */
const FIGURE_LINE = lazyRegExp(() => /^[ \t]{0,3}(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?(?:[^\p{L}\p{N}\s*_]{1,3}[ \t]*)?[*_]{0,2}[\p{L}][\p{L}\p{N} '’-]{0,40}[*_]{0,2}[ \t]*[:：][*_]{0,2}[ \t]*\d[^\n]{0,48}$/u);

/**
 * A section's own text that only states figures about the findings ("**Issue statistics:**" / "- Critical issues: 1
 * (fixed)" / "- Minor issues: 1 (skipped)" / "**Design issues**: 2 (both done)"): lists of count lines and
 * paragraphs of figure lines, two lines or more, nothing else. Statistics, whatever the heading names: no
 * findings (QA gate GR5).
 */
export function figuresOnly(lines: string[], blocks: Block[]): boolean {
  const body = blocks.filter((b) => !isBlank(b));
  if (!body.length) return false;
  let n = 0;
  for (const b of body) {
    if (b.token.type === 'list') {
      if (!countList(lines, b)) return false;
      n += b.items!.length;
    } else if (b.token.type === 'paragraph') {
      for (let i = b.line; i < b.end; i++) {
        if (!(lines[i] ?? '').trim()) continue;
        if (!FIGURE_LINE.test(lines[i] ?? '')) return false;
        n++;
      }
    } else if (severityTallyTable(b)) n += 2; // a table that counts (table-shape.ts tallyTable)
    else return false;
  }
  return n >= 2;
}

/** "- 🔴 **CRITICAL**: 3 items", "- High: 1", "- P2 — 4 issues": a label that names a severity and a number
 *  of things, nothing else. Group 1 is the label. */
const TALLY_LINE = lazyRegExp(() => /^[ \t]{0,3}(?:[-*+]|\d{1,3}[.)])[ \t]+((?:[^\p{L}\p{N}\s]{1,3}[ \t]*)?[*_]{0,2}[\p{L}\p{N}][\p{L}\p{N} '’-]{0,30}?[*_]{0,2})[ \t]*(?:[:：]|[ \t][—–-])[*_]{0,2}[ \t]*\d{1,4}[*_]{0,2}(?:[ \t]+[\p{L}]{1,16}){0,2}[ \t]*(?:[(（][^()（）\n]{0,40}[)）])?[ \t]*[.。]?$/u);

/** A list whose every item (two or more) counts the findings of one severity ("**Priority distribution:**" /
 *  "- 🔴 **CRITICAL**: 3 items" / "- 🟢 **LOW**: 1 item"): how many there are of each, never findings of its
 *  own, in whatever section it stands (QA R8-9). */
function severityTally(lines: string[], b: Block): boolean {
  const its = b.token.type === 'list' ? (b.items ?? []) : [];
  return its.length >= 2 && its.every((it) => {
    if (lines.slice(it.line + 1, it.end).some((l) => l.trim())) return false;
    const m = TALLY_LINE.exec(lines[it.line] ?? '');
    return m !== null && (headingSeverity(m[1]!) !== undefined || partSeverity(m[1]!) !== undefined);
  });
}

/**
 * A table that counts the findings, never findings, whatever its header says: one column names a severity on every
 * row and every other cell only counts ("| Severity | Count |" / "| Critical | 2 |", "| Count | Severity |", "| High
 * | 11 | 61% |", "| 高 | 11 issues |"), total rows aside; or any table that counts by its shape ("| Language |
 * Entries | OK | Flagged |", "| Severity | Count | Examples |": table-shape.ts tallyTable). There is no finding's
 * text to title a row by (read as findings titled "11", "6"). Not a table with a column named for findings
 * ("| Severity | Line | Finding |"): its line numbers are places, its rows findings.
 */
function severityTallyTable(b: Block): boolean {
  if (b.token.type !== 'table') return false;
  const t = b.token as Tokens.Table;
  const rows = t.rows.map((r) => r.map((c) => cellText(c).replace(/[*_`]+/g, '').trim()));
  // A coloured light leading the label names a level of the writer's series, whatever its words ("| 🔵 Notes | 3 |"
  // below "| 🔴 Fix now | 2 |"): a tally of the groups, as light-groups.ts reads their headings.
  const named = (c: string) => headingSeverity(c) !== undefined || partSeverity(c) !== undefined || lightLed(c);
  const body = rows.filter((r) => !r.some((c) => TOTAL_ROW.test(c)));
  const width = t.header.length;
  if (body.length && width >= 2) {
    const sevCol = [...Array(width).keys()].find((i) => body.every((r) => named(r[i] ?? '')));
    const counts = (r: string[]) => r.every((c, i) => i === sevCol || COUNT_CELL.test(c)) && r.some((c, i) => i !== sevCol && /\d/.test(c));
    if (sevCol !== undefined && rows.filter((r) => !body.includes(r)).every((r) => r.every((c) => TOTAL_ROW.test(c) || COUNT_CELL.test(c))) && body.every(counts)) return true;
  }
  return !listsFindings(t) && tallyTable(rows.filter((r) => !TOTAL_ROW.test(r[0] ?? '')), named, t.header.map((c) => cellText(c).replace(/[*_`]+/g, '').trim()));
}

/** A table whose every row, two or more, carries a severity in a cell of its own ("| 🔴 | Consent box missing | none
 *  |", "| High | … |") or opening its first cell ("| 🔴 Phone is a placeholder | header |"), beside words of its own:
 *  a list of findings whatever its columns are called ("Requirement | Now", not only "Finding | Where"). A tally
 *  (severity | count) is none, nor is a table with ✅ in every row (no severity). */
export function severityRows(b: Block): boolean {
  if (b.token.type !== 'table' || severityTallyTable(b)) return false;
  const t = b.token as Tokens.Table;
  if (t.rows.length < 2) return false;
  return t.rows.every((r) => {
    const cells = r.map((c) => cellText(c).replace(/[*_`]+/g, '').trim());
    const marked = cells.some((c) => c.length <= 24 && headingSeverity(c) !== undefined) || /^\p{Extended_Pictographic}/u.test(cells[0] ?? '') && partSeverity(cells[0] ?? '') !== undefined;
    return marked && cells.some((c) => /\p{L}{3}/u.test(c) && c.length > 24 || (/\p{L}{3}/u.test(c) && headingSeverity(c) === undefined && !COUNT_CELL.test(c)));
  });
}

let yesNoWords: Set<string> | undefined;
const yesNo = () => (yesNoWords ??= parseYesNo(readPrompt('yes-no.txt')));
/** A cell that only counts: "11", "61%", "11 issues", "11 (see below)", "3/5", "—". */
const COUNT_CELL = lazyRegExp(() => /^(?:\d{1,5}(?:[.,]\d{1,2})?[ \t]*%?(?:[ \t]*\/[ \t]*\d{1,5})?(?:[ \t]+[\p{L}]{1,16}){0,2}(?:[ \t]*[(（][^()（）\n]{0,40}[)）])?|[-—–]?)$/u);

/** A rating or a score and nothing else ("Overall rating: **72/100**", "Health score: 8/10", "**B+** (85/100)"
 *  after a label): a line that rates, never a finding's title (QA R8-9). */
const RATING = lazyRegExp(() => /^[ \t>]{0,4}(?:[^\p{L}\p{N}\s]{1,3}[ \t]*)?[*_]{0,2}[\p{L}][^:：\n]{0,60}?[*_]{0,2}[ \t]*[:：][ \t]*[*_`]{0,2}\d{1,3}(?:[.,]\d{1,2})?[ \t]*\/[ \t]*(?:100|10|5|20)[*_`]{0,2}(?:[ \t]*[(（][^()（）\n]{0,30}[)）])?[ \t]*[^\p{L}\p{N}\n]{0,3}[ \t]*$/u, (t) => t.includes('/') && (t.includes(':') || t.includes('：')));
export const ratingOnly = (text: string): boolean => text.length <= 120 && RATING.test(text);

/**
 * The blocks of a section's own text that only tally or rate the findings: a severity tally (severityTally),
 * the one-line caption right above it ("**Priority distribution:**"), and one-line figures right below it
 * ("**Estimated effort**: 2 weeks"); under a heading that only rates ("### Overall rating: **72/100**"), its
 * untagged prose too (the rating's comment). Kept beside the findings, never findings.
 */
export function tallyBlocks(lines: string[], blocks: Block[], heading = ''): Block[] {
  const body = blocks.filter((b) => !isBlank(b));
  const out = new Set<Block>();
  const line1 = (b: Block | undefined) => (b && b.token.type === 'paragraph' && b.end - b.line === 1 ? (lines[b.line] ?? '') : null);
  body.forEach((b, i) => {
    // (A list of decisions answered yes or no, "- **Clinical approval:** No": a record, table-shape.ts answerList.)
    const answers = b.token.type === 'list' && (b.items ?? []).every((it) => it.end - it.line === 1 || lines.slice(it.line + 1, it.end).every((l) => !l.trim())) && answerList((b.items ?? []).map((it) => lines[it.line] ?? ''), yesNo());
    if (answers) {
      out.add(b);
      return;
    }
    if (!severityTally(lines, b) && !severityTallyTable(b) && !countTable(b)) return;
    out.add(b);
    const cap = line1(body[i - 1]);
    if (cap !== null && /[:：][*_]{0,2}[ \t]*$/.test(cap) && !/\d/.test(cap) && cap.trim().length <= 60) out.add(body[i - 1]!);
    for (let k = i + 1; k < body.length && line1(body[k]) !== null && FIGURE_LINE.test(line1(body[k])!); k++) out.add(body[k]!);
  });
  // An estimate line beside the section's items ("**Time to fix:** 5h" over a category's list): about the group.
  if (body.some(isItems)) for (const b of body) if (estimateLine(lines, b)) out.add(b);
  if (ratingOnly(heading)) {
    for (const b of body) {
      const t = clean(blockLines(lines, b));
      if (b.token.type === 'paragraph' && !hasSeverity(t) && verificationOf(t) === undefined && !/^[ \t>]*(?:\*\*|__)/.test(t)) out.add(b);
    }
  }
  return body.filter((b) => out.has(b));
}

/**
 * A table of counts per area whose rows state no problem ("| `src/detect.rs` (unit) | 31 | pattern detection … |",
 * "| Filtering | ~10 | Necessary |"): a tally of what was tested or measured, kept, no findings (QA round 10: a
 * passing QA report's suite table, a review's "JavaScript Analysis" gave a finding per row). A column of counts
 * beside the first, not a position ("Line", "#"); no column of findings, problems or severities, and no row that
 * names a severity or a problem outside its asides in brackets. "| parser | 3 | crashes on empty input |" is a
 * finding still.
 */
function countTable(b: Block): boolean {
  if (b.token.type !== 'table') return false;
  const t = b.token as Tokens.Table;
  const header = t.header.map((h) => cellText(h).replace(/[*_`]+/g, '').trim());
  if (t.rows.length < 2 || header.some((h) => findingsColumn(h) || problemColumn(h) || SEVERITY_HEADER.test(h))) return false;
  // (Counts, not measurements: at least one cell a bare number. "| radius-modal | 8px | 12-24px |" and "| Login | Submit
  // button | 32px | >= 44px |" set a value against its target, a finding a row.)
  const cell = (r: Tokens.TableCell[], c: number) => cellText(r[c] ?? { text: '' }).replace(/[*_`]+/g, '').trim();
  const counts = header.some((h, c) => c > 0 && !POSITION_HEADER.test(h) && t.rows.every((r) => AMOUNT_CELL.test(cell(r, c))) && t.rows.some((r) => BARE_COUNT.test(cell(r, c))));
  if (!counts) return false;
  return t.rows.every((r) => {
    const text = r.map(cellText).join(' | ').replace(/[(（][^()（）\n]*[)）]/g, ' ');
    return !hasSeverity(text) && !saysProblem(text);
  });
}
/** A cell that is a count or an amount ("31", "~10", "1,200", "≈ 8 ms", "95%"). */
const AMOUNT_CELL = lazyRegExp(() => /^[~≈<>±+]?[ \t]*\d[\d,.' ]*[ \t]*(?:%|[\p{L}]{1,3})?\+?$/u);
/** A count with no unit ("31", "~10", "1,200", "95%"). */
const BARE_COUNT = /^[~≈]?[ \t]*\d[\d,.' ]*%?$/;

/** A sub-section headed by a rating alone whose text only comments on it ("### Overall rating: **72/100**" /
 *  "The service mostly validates input."): about the findings, no finding (QA R8-9). */
function ratingSection(lines: string[], c: FindingSection): boolean {
  if (c.children.length || !ratingOnly(c.heading)) return false;
  const body = c.blocks.filter((b) => !isBlank(b));
  return tallyBlocks(lines, body, c.heading).length === body.length;
}

/** "### PHASE 1 Action Items" beside "### Findings" (a group of findings) in one section: what to do about the
 *  findings beside it, by the same items, no findings of its own (QA R8-9). */
function actionsBesideFindings(lines: string[], c: FindingSection, parent: FindingSection): boolean {
  const act = headingScore(c.heading, 'return.recommendations');
  if (act < 2 || headingScore(c.heading, 'return.findings') >= act) return false;
  return parent.children.some((x) => x !== c && headingScore(x.heading, 'return.findings') >= 4 && isGroup(x, lines));
}

/** The list sections of a return a label after the findings may name. */
const LIST_SECTIONS = ['recommendations', 'questions', 'deadEnds', 'evidence'] as const;

/** A one-line paragraph that is a review comment's location or its badges. */
function carriedField(lines: string[], b: Block): boolean {
  if (b.token.type !== 'paragraph' || b.end - b.line !== 1) return false;
  const l = lines[b.line] ?? '';
  // "**`src/a.rs:20`** — the sort is ascending, so …": a location and the finding's explanation, the text
  // of the heading above it; only a location or badges alone (or with a bold title) head the next one.
  const led = boldLocationLead(l);
  if (led && !/^[*_]{2}[^*_\n]+[*_]{2}[ \t]*$/.test(led.rest.trim())) return false;
  return commentOpener(l) || isBadgeLine(l);
}

/** The section with the location and badge lines that end its own text, and each sub-section's, moved to
 *  the sub-section after them (`carried`: that text, by sub-section). Only a section with sub-sections. */
function withCarried(lines: string[], s: FindingSection): { s: FindingSection; carried: Map<FindingSection, string> } {
  const carried = new Map<FindingSection, string>();
  if (!s.children.length) return { s, carried };
  const split = (blocks: Block[]): [Block[], Block[]] => {
    let k = blocks.length;
    while (k > 0 && (isBlank(blocks[k - 1]!) || carriedField(lines, blocks[k - 1]!))) k--;
    const moved = blocks.slice(k).filter((b) => !isBlank(b));
    return moved.length ? [blocks.slice(0, k), moved] : [blocks, []];
  };
  const [own, first] = split(s.blocks);
  let pending = first;
  const children = s.children.map((c) => {
    const text = pending.map((b) => clean(blockLines(lines, b))).join('\n\n');
    // Never a sub-section's whole text: what sits right under a heading is that heading's.
    const parts: [Block[], Block[]] = c.children.length ? [c.blocks, []] : split(c.blocks);
    const [mine, next]: [Block[], Block[]] = parts[0].some((b) => !isBlank(b)) ? parts : [c.blocks, []];
    const out = mine === c.blocks ? c : { ...c, blocks: mine };
    if (text) carried.set(out, text);
    pending = next;
    return out;
  });
  // Fields after the last sub-section with nothing to carry them to stay where they were.
  if (pending.length && children.length) {
    const last = children[children.length - 1]!;
    const whole = { ...last, blocks: [...last.blocks, ...pending] };
    if (carried.has(last)) carried.set(whole, carried.get(last)!);
    children[children.length - 1] = whole;
  }
  return { s: { ...s, blocks: own, children }, carried };
}

/** A line that is never a finding: a footnote or link definition ("[^1]: …", "[dash]: https://…"), a
 *  signature or trailer ("🤖 Generated with [Claude Code](…)", "*Generated by …*", "Co-Authored-By: …",
 *  "Signed-off-by: …"). */
const NOT_A_FINDING_LINE = lazyRegExp(() => /^[ \t>]{0,4}(?:\[\^[^\]\s]{1,40}\]:|\[[^\]\n]{1,80}\]:[ \t]*<?(?:https?:\/\/|\/|#|\.\.?\/)\S*|[*_]{0,2}(?:🤖[ \t]*)?(?:generated|created|written|drafted)[ \t]+(?:with|by|using)[ \t]+\S|(?:co-authored-by|signed-off-by|reviewed-by|acked-by|tested-by|reported-by|suggested-by|helped-by)[ \t]*:|[*_]{0,2}[\p{L}][\p{L} ]{0,40}(?:posted|comments|reviewed|files)[ \t]*[:：][ \t]*\d{1,6}[*_]{0,2}[ \t]*$)/iu);

/** A letter's greeting or sign-off ("Hi Ana,", "Cheers,\nMarc", "Viele Grüße\nJan"): no finding. The words:
 *  prompts/letters.txt. */
const GREETING = lazyRegExp(() => new RegExp(`^[ \\t]*(?:${letterWords().greeting})(?:[ \\t]+[\\p{L}][\\p{L}.'’ -]{0,40})?[ \\t]*[,!:]?[ \\t]*$`, 'iu'));
const SIGN_OFF = lazyRegExp(() => new RegExp(`^[ \\t]*(?:${letterWords().signOff})[ \\t]*[,!.]?[ \\t]*$`, 'iu'));
let letters: { greeting: string; signOff: string } | undefined;
/** prompts/letters.txt's `greeting:` and `sign off:` words, each as an alternation in the order written. */
function letterWords(): { greeting: string; signOff: string } {
  if (letters) return letters;
  const l = keyedLists(readPrompt('letters.txt'), ['greeting', 'sign off'] as const);
  const alt = (ws: string[]) => ws.map(escapeRegExp).join('|');
  return (letters = { greeting: alt(l.greeting), signOff: alt(l['sign off']) });
}
export function letterLines(ls: string[]): boolean {
  const filled = ls.filter((l) => l.trim());
  if (filled.length === 1 && GREETING.test(filled[0]!)) return true;
  return filled.length >= 1 && filled.length <= 3 && SIGN_OFF.test(filled[0]!) && filled.slice(1).every((l) => l.trim().length <= 40 && !/[.!?:]$/.test(l.trim()));
}

/** A paragraph whose every line is a footnote, a link definition or a signature line. */
function signatureOrNotes(ls: string[]): boolean {
  if (letterLines(ls)) return true;
  const filled = ls.filter((l) => l.trim());
  return filled.length > 0 && filled.length <= 40 && filled.every((l) => l.length <= 500 && (NOT_A_FINDING_LINE.test(l) || LINKS_ONLY.test(l)));
}

/** A line of links and nothing else ("[Fix in Cursor](…) • [Fix in Web](…)"): a bot's buttons. */
const LINKS_ONLY = /^[ \t]*(?:\[[^\]\n]{1,80}\]\([^)\s]{1,300}\)[ \t]*(?:[•·|][ \t]*)?){1,6}$/u;

/** The marks of done and open, one list for the check lists (passed / failed) and the status checklists
 *  (done / not done): a check list also reads a traffic light (🟢 passed, 🔴 ❗ failed), a checklist a pending
 *  mark (⏳ 🚧, open). */
const DONE_MARKS = '✅|✔️?|☑️?';
const OPEN_MARKS = '❌|✖️?|✗|✘|⚠️?';
const BULLET = String.raw`^[ \t]*(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?`;
/** Marks a check list opens its items with: passed (✅ ✔ ☑ 🟢) and failed (❌ ✖ ✗ ✘ ⚠ 🔴 ❗). */
const MIDDLE_LIGHT = /^[ \t]*(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?(?:🟡|🟠)/u;
const PASSED = lazyRegExp(() => new RegExp(`${BULLET}(?:${DONE_MARKS}|🟢)`, 'u'));
const FAILED = lazyRegExp(() => new RegExp(`${BULLET}(?:${OPEN_MARKS}|🔴|❗️?)`, 'u'));

/** A triage list that marks items passed and failed ("- ❌ `build-arm64` — qemu missing", "- ✅ `unit` —
 *  green"): the failed ones are the findings; the passed ones are kept under the heading, not counted. A
 *  list of only ✅ items (each a finding checked) is left as it is. */
function passedChecksAside(out: FindingItem[], heading: string, aside: SetAside[], sub = ''): FindingItem[] {
  // "❌ **Fixed:** dropped a duplicated pin" beside "⚠️ **Missing:** …": a mark and a label that only says the
  // thing is done (a status word of prompts/outcomes.txt: Fixed, Behoben, 已修复; not "Corrected", a finding's
  // kind) reports a fix already made, as a passed check does (QA gate GR4).
  const done = out.filter((f) => FAILED.test(f.text) && doneLabel(f.text));
  if (out.length < 2 || !out.some((f) => FAILED.test(f.text) && !done.includes(f)) || !(done.length || out.some((f) => PASSED.test(f.text)))) return out;
  // A traffic-light scale of severities (🔴 🟡 🟢 side by side, or a severity word on the 🟢 ones: "🟢 Bug #3:
  // … (LOW)"): green is the lowest severity, not a check that passed.
  if (out.some((f) => MIDDLE_LIGHT.test(f.text)) || out.some((f) => PASSED.test(f.text) && hasSeverity(f.text.replace(PASSED, '')))) return out;
  // ("### ✅ Error 1: Import path wrong" beside "### ⚠️ Error 3: …": a finding numbered among its siblings, marked
  // fixed, is still counted; no check that passed.)
  const passed = out.filter((f) => ((PASSED.test(f.text) && !FAILED.test(f.text)) || done.includes(f)) && !counterTitled(f.text.split('\n', 1)[0]!));
  if (!passed.length) return out;
  // Items are kept as a list; sub-sections as their headings (one level below the section's) and text.
  aside.push({ heading, text: sub ? passed.map((f) => `### ${f.text}`).join(sub) : passed.map((f) => `- ${f.text}`).join('\n'), line: passed[0]!.line });
  return out.filter((f) => !passed.includes(f));
}

/** A status checklist's mark ("✅", "❌", "⚠️", "⏳"), after a bullet, a number or emphasis. */
const STATUS_MARK = lazyRegExp(() => new RegExp(`${BULLET}[*_]{0,2}(${DONE_MARKS}|${OPEN_MARKS}|⏳|🚧)\\uFE0F?[ \\t]*`, 'u'));
const DONE_MARK = lazyRegExp(() => new RegExp(`^(?:${DONE_MARKS})`, 'u'));
/** Any status mark near a line's start: worth reading its lead. */
const MARK_NEAR = lazyRegExp(() => new RegExp(`${DONE_MARKS}|${OPEN_MARKS}|⏳|🚧`, 'u'));
/** A checklist's status words, to a separator ("DONE —", "**NOT DONE**:", "未完成：", "Fehlt"). */
const STATUS_WORDS = lazyRegExp(() => /^[*_]{0,2}([\p{L}][\p{L} ]{0,24}?)[*_]{0,2}[ \t]*(?:[—–―:：|]|-[ \t]|$)[*_]{0,2}[ \t]*/u);
/** Words that say an item is not done (a status of its own, not an outcome of the work). */
const NOT_DONE = lazyRegExp(() => new RegExp(`^(?:${phraseAlternation(keyedWords(readPrompt('outcomes.txt'), 'item not done'))})$`, 'iu'));

/**
 * A status checklist's item ("✅ DONE — CSV export writes a header", "❌ NOT DONE — large exports stream",
 * "⚠️ PARTIAL: …", "✅ Erledigt", "❌ 未完成：…"): done or open (not done, partial), and the text after its
 * status; null when the line opens with no status mark. The mark decides when no status word says it.
 */
export function statusLead(line: string): { open: boolean; rest: string; said?: boolean } | null {
  const m = STATUS_MARK.exec(line);
  if (!m) return null;
  const after = line.slice(m[0].length);
  const w = STATUS_WORDS.exec(after);
  const word = w ? w[1]!.trim() : '';
  const o = word ? outcomeOfLine(word) : null;
  const notDone = word !== '' && NOT_DONE.test(word);
  const said = notDone || (o !== null && !o.answer && (o.outcome === 'answered' || o.outcome === 'partial'));
  const open = said ? notDone || o!.outcome === 'partial' : !DONE_MARK.test(m[1]!);
  return { open, rest: said ? after.slice(w![0].length) : after, ...(said ? { said } : {}) };
}

/** A checklist item's text without its status ("❌ NOT DONE — Large exports …" -> "Large exports …"): the title
 *  is what the item says, not its state. */
function withoutStatusLead(line: string): string {
  const l = MARK_NEAR.test(line.slice(0, 16)) ? statusLead(line) : null;
  if (!l || !l.rest.trim() || l.rest.length >= line.length) return line;
  // A word that names what is wrong ("⚠️ Missing: rate limit", "❌ Fehlt: Kopfzeile") is the title's own: only
  // the mark goes.
  return l.said && ABSENT.test(line.slice(STATUS_MARK.exec(line)![0].length)) ? line.slice(STATUS_MARK.exec(line)![0].length) : l.rest;
}
/** A status word that says what is wrong, not only a state: kept in the title. */
const ABSENT = lazyRegExp(() => new RegExp(`^[*_]{0,2}(?:${phraseAlternation(keyedWords(readPrompt('outcomes.txt'), 'item absent'))})(?![\\p{L}])`, 'iu'));

/** A table column that states each row's status ("Status", "Stand", "Ergebnis", "状态"); not a verification
 *  column ("Checked?": "✅ spec" / "❌" says whether a finding was checked, not whether it is done). */
/** A column whose cells, two at least, nearly all open with a status mark or a light ("✅ loads", "🔴 not in the menu"). */
function markedColumn(cells: readonly string[]): boolean {
  const filled = cells.filter((c) => c.trim());
  return filled.length >= 2 && filled.filter((c) => MARKED_CELL.test(c.replace(/[*_`]+/g, '').trim())).length * 4 >= filled.length * 3;
}
const MARKED_CELL = /^(?:✅|✔️?|☑️?|❌|✖️?|✗|✘|⚠️?|⏳|🚧|🔴|🟠|🟡|🟢|🔵|🔶|🔸|⛔|🚫)/u;

/** A table row's status mark: its status column's field line ("Status: ✅ Erledigt") when the value opens with one. */
function rowStatus(text: string): { open: boolean } | null {
  for (const l of text.split('\n').slice(1)) {
    const v = /^([^:\n]{1,40}):[ \t]+(.*)$/u.exec(l);
    const st = v && statusColumn(v[1]!) ? statusLead(v[2]!) : null;
    if (st) return st;
  }
  return null;
}

/**
 * A requirements or acceptance audit as a table (| Requirement | Status | with "✅ Erledigt" / "❌ Fehlt" /
 * "⚠️ Teilweise"): the rows not done or partial are the findings (a person counts the gaps); the done rows
 * are kept under the heading. Only a table whose rows nearly all carry a status, some done, some open.
 */
function statusRowsAside(out: FindingItem[], heading: string, aside: SetAside[], groups: Group[] = []): FindingItem[] {
  // Under a severity group ("### 🔴 Must-Fix Bugs" / "| # | Status | Finding | File |"), or in a table whose
  // rows name findings, the status is each finding's state of repair: every row a person counts.
  if ([heading, ...groups.map((g) => g.heading)].some((h) => headingSeverity(h) !== undefined)) return out;
  const done: FindingItem[] = [];
  for (const t of new Set(out.map((f) => f.table).filter((x): x is TableOf => x !== undefined))) {
    if (t.columns.some(findingsColumn)) continue;
    // "| Title | Status |" with "✅ Fixed" / "❌ Open": a state of repair, so these rows are findings, fixed or not.
    if (out.some((f) => f.table === t && REPAIR_STATE.test(f.text))) continue;
    const rows = out.filter((f) => f.table === t);
    const states = rows.map((f) => rowStatus(f.text));
    const marked = states.filter((x) => x !== null);
    if (rows.length < 2 || marked.length * 4 < rows.length * 3 || !marked.some((x) => x.open) || !marked.some((x) => !x.open)) continue;
    rows.forEach((f, k) => states[k] && !states[k].open && done.push(f));
  }
  if (!done.length) return out;
  aside.push({ heading, text: done.map((f) => `- ${f.text.split('\n').join(' · ')}`).join('\n'), line: done[0]!.line });
  return out.filter((f) => !done.includes(f));
}

/** Rows of a verdict table whose verdict says the item was settled before this work ("| AUTH-002 | ✅ Already fixed |",
 *  "| #4 | False positive |"; settled-rows.ts): the state of earlier work, kept under the heading, not counted. */
/** A re-review's items on earlier findings that say they were fixed before ("1. **Toter Code** → **Behoben.** …"
 *  beside "7. **…** → **Nicht behoben.**"): kept as a list under the heading, not counted (earlier-states.ts). */
function earlierFixedAside(out: FindingItem[], heading: string, aside: SetAside[]): FindingItem[] {
  const fixed = fixedEarlier(out, heading);
  if (!fixed.length) return out;
  // (Their numbers as written: "1." to "5." beside the open "6." and "7." that stay findings.)
  aside.push({ heading, text: fixed.map((f) => `${f.number ? `${f.number.n}${f.number.delim}` : '-'} ${f.text}`).join('\n'), line: fixed[0]!.line });
  return out.filter((f) => !fixed.includes(f));
}

function settledRowsAside(out: FindingItem[], heading: string, aside: SetAside[]): FindingItem[] {
  const settled = out.filter((f) => f.table !== undefined && settledRow(f.text));
  if (!settled.length) return out;
  aside.push({ heading, text: settled.map((f) => `- ${f.text.split('\n').join(' · ')}`).join('\n'), line: settled[0]!.line });
  return out.filter((f) => !settled.includes(f));
}

/**
 * A table of checks run and their results ("| Check | Result |" / "| Bounce | ✅ OK |" / "| Timeout | ❌ 30 s,
 * want 10 |"): a status column, its cells nearly all opening with a mark, some passed; no column that names
 * findings or their severity. Beside findings listed elsewhere in the section it is evidence of how they were
 * checked, every row (a failed check is what a finding states, or a fact the writer chose not to list as one);
 * when it is all the section holds, statusRowsAside reads its failed rows as the findings.
 */
function checkTable(b: Block): boolean {
  if (b.token.type !== 'table') return false;
  const t = b.token as Tokens.Table;
  const header = t.header.map((h) => cellText(h).replace(/[*_`]+/g, '').trim());
  const col = header.findIndex(statusColumn);
  if (col < 0 || t.rows.length < 2 || header.some((h) => findingsColumn(h) || SEVERITY_HEADER.test(h))) return false;
  // (Checks and their results; "| Requirement | Status |" with "❌ Missing" beside a list is an audit's gaps.)
  if (!resultColumn(header[col]!) && !header.some(checkColumn)) return false;
  const states = t.rows.map((r) => statusLead(cellText(r[col] ?? { text: '' })));
  const marked = states.filter((x) => x !== null);
  return marked.length * 4 >= states.length * 3 && marked.some((x) => !x.open);
}
/** A column named by a severity noun of prompts/severities.txt (`noun:`), perhaps cut short ("Sev."). */
const SEVERITY_HEADER = lazyRegExp(() => new RegExp(`^(?:${severityWords().nouns})\\.?$`, 'iu'));

/** Check tables (checkTable) in a section that lists findings besides them: the blocks to keep, not count. */
function checksBeside(own: Block[]): Block[] {
  const checks = own.filter(checkTable);
  return checks.length && own.some((b) => isItems(b) && !checks.includes(b)) ? checks : [];
}

/** A sub-section that only holds check tables and prose without a severity ("### Checks" / "| Check | Result
 *  |"): beside findings listed above it, evidence (checkTable). */
function checksOnly(lines: string[], c: FindingSection): boolean {
  const body = c.blocks.filter((b) => !isBlank(b));
  return !c.children.length && body.some(checkTable) && body.every((b) => checkTable(b) || (b.token.type === 'paragraph' && !hasSeverity(clean(blockLines(lines, b)))));
}

/** A row's status cell saying a finding was repaired ("Status: ✅ Fixed", "Stand: behoben", "状态：已修复"). */
const REPAIR_STATE = lazyRegExp(() => new RegExp(`^[^:：\\n]{1,40}[:：][ \\t]*[^\\p{L}\\n]{0,8}(?:${phraseAlternation(keyedWords(readPrompt('outcomes.txt'), 'row repaired'))})(?![\\p{L}])`, 'imu'));

/** Does a table name each row a finding by a column's name ("| Severity | Line | Finding |")? (prompts/columns.txt) */
// (A column named for findings that holds figures only, "| Pass | Findings | Critical | High |" / "| 1 | 6 | 0 | 1 |", counts
// them: a tally of passes, no list of findings, QA 48 doc 15.)
const listsFindings = (t: Tokens.Table): boolean => t.header.some((h, i) => findingsColumn(cellText(h)) && !(t.rows.length > 0 && t.rows.every((r) => figureCell(cellText(r[i] ?? { text: '' } as Tokens.TableCell)))));

/** A status-marked item whose label is a status word alone ("❌ **Fixed:** …", "❌ **Behoben:** …"). */
function doneLabel(text: string): boolean {
  const l = labelOf(text.split('\n', 1)[0]!);
  if (!l || !l.bold || l.label.split(/\s+/).length > 2) return false;
  const o = outcomeOfLine(l.label);
  return o !== null && o.outcome === 'answered' && !o.answer;
}

/** A collapsed block that only holds settings ("📜 Review details" / "Configuration used: CodeRabbit UI"):
 *  every line inside is a "Label: value" line, none a finding's words. Kept under the heading. */
function metadataAside(out: FindingItem[], heading: string, aside: SetAside[]): FindingItem[] {
  const meta = out.filter((f) => {
    if (!/^\s*<details\b/i.test(f.text) || f.text.length > 4000) return false;
    // "Show a summary per file", "Walkthrough", "Review details": an overview of the review, not a finding.
    const summary = /<summary\b[^>]*>([^<\n]{1,200})<\/summary>/i.exec(f.text)?.[1] ?? '';
    if ((/\b(?:summary|overview|walkthrough|review details|configuration|settings)\b/i.test(summary) || notFindings(summary) || NOTES_SUMMARY.test(summary.replace(/^[^\p{L}\p{N}]+/u, '').trim())) && !hasSeverity(f.text) && verificationOf(f.text) === undefined) return true;
    const body = f.text.replace(/<summary\b[^>]*>[\s\S]*?<\/summary>/i, '').split('\n').map((l) => l.replace(/<\/?[a-z][^>]*>/gi, '').trim()).filter(Boolean);
    return body.length > 0 && body.every((l) => /^[*_]{0,2}[\p{L}][\p{L} ]{0,40}[*_]{0,2}[:：][*_]{0,2}[ \t]+\S/u.test(l) && !hasSeverity(l) && verificationOf(l) === undefined);
  });
  if (!meta.length) return out;
  aside.push({ heading, text: meta.map((f) => f.text).join('\n\n'), line: meta[0]!.line });
  return out.filter((f) => !meta.includes(f));
}

/** A collapsed block of the writer's notes ("📝 Notes", "Anmerkungen"): about the review, not a finding. The words:
 *  prompts/no-findings.txt `notes label:`. */
const NOTES_SUMMARY = lazyRegExp(() => new RegExp(`^(?:(?:general|side|other|my|additional|further)[ \\t]+)?(?:${phraseAlternation(keyedWords(readPrompt('no-findings.txt'), 'notes label'))})[ \\t]*[:：]?$`, 'iu'));

/**
 * A notes label alone on its line, then a list, closing the section's own findings ("**Notes:**" / "Notes:" /
 * "补充说明：" / "Hinweise:" over "- the suite was run twice"): the writer's notes on the review, kept under the
 * heading, not more findings. Only after findings listed above them, and only as the section's last blocks.
 */
function closingNotes(lines: string[], own: Block[]): Block[] {
  const body = own.filter((b) => !isBlank(b));
  const label = body[body.length - 2];
  const list = body[body.length - 1];
  if (body.length < 3 || !label || !list || label.token.type !== 'paragraph' || label.end - label.line !== 1 || list.token.type !== 'list') return [];
  if (!body.slice(0, -2).some(isItems)) return [];
  const l = labelOf(lines[label.line] ?? '');
  if (!l || l.bullet || (lines[label.line] ?? '').slice(l.at).trim() || !NOTES_SUMMARY.test(l.label.trim())) return [];
  return [label, list];
}

/** A sub-section named for the writer's questions or assessment ("### 💡 Design Questions (Not blockers)", "### Final
 *  assessment") over a list or a table, no severity in its heading, beside siblings that are not: kept under its
 *  heading (role-nouns.ts, QA 35 class 1). (Not evidence: "### 3. Padding Validation ✅", "### Tests with no in-test
 *  assertion" are findings' titles.) */
const otherRoleBeside = (c: FindingSection, siblings: readonly FindingSection[]): boolean => {
  const role = namesOtherRole(c.heading);
  return (role === 'questions' || role === 'assessment') && headingScore(c.heading, 'return.findingParts') < 2 && headingSeverity(c.heading) === undefined && partSeverity(c.heading) === undefined && c.blocks.some(isItems) && siblings.some((x) => x !== c && namesOtherRole(x.heading) === undefined);
};
/** A sub-heading that IS one of the never-findings phrases (return.kept: "Not reviewed", "Skipped",
 *  "Strengths"); one that only starts with one ("Skipped validation lets bad input in") is a finding. */
const notFindings = (heading: string) => headingScore(heading, 'return.kept') >= 4;
/** A paragraph led by a bold label that names what is kept, not a finding ("**Shipped well:** the gate …",
 *  "**Stärken:** …"; prompts/headings.txt return.kept; QA 40 class 5). */
const PRAISE_LABEL = /^[ \t>]{0,4}(?:\*\*|__)([^*_\n:：]{2,40}?)[ \t]*[:：][ \t]*(?:\*\*|__)|^[ \t>]{0,4}(?:\*\*|__)([^*_\n:：]{2,40}?)(?:\*\*|__)[ \t]*[:：]/u;
function praiseLead(text: string): boolean {
  const m = PRAISE_LABEL.exec(text);
  return m !== null && notFindings(m[1] ?? m[2]!);
}
/** A sub-section with none of its own whose verdict says fine: its heading closes with one ("### src/db.ts — OK"), or
 *  its label lines state one and no other ("**Severity**: OK — correct", "Status: ✅ no issue"; fine-verdict.ts). */
function fineSection(lines: string[], c: FindingSection): boolean {
  if (c.children.length) return false;
  if (judgedFine(c.heading.replace(/^#+[ \t]*/, ''))) return true;
  // ("## LLM adapters validated against live APIs (closed 2026-04-21)": a check that held, recorded and closed.)
  if (validatedClosed(c.heading)) return true;
  const own = c.blocks.filter((b) => b.token.type === 'paragraph' || b.token.type === 'list').flatMap((b) => blockLines(lines, b));
  return own.length > 0 && fineByLabel(own.join('\n'));
}
/** A sub-section with none of its own that the writer took back or found needs no fix (withdrawn-items.ts). */
function withdrawnSection(lines: string[], c: FindingSection): boolean {
  if (c.children.length) return false;
  // (A level the writer qualifies as under control, "### 1.4 Formules construites — Faible (maîtrisé)": a check that held.)
  if (closesWithSeverity(c.heading) && mitigatedNote(c.heading)) return true;
  return withdrawnItem(c.heading, c.blocks.filter((b) => b.token.type === 'paragraph' || b.token.type === 'list').flatMap((b) => blockLines(lines, b)));
}
/** An entry of the writer's id series that names praise ("C4 — Strong points, to keep" beside "C1 — …", "C2 — …"):
 *  kept under its heading, no finding, though a note after the praise words weakens the match. */
const praiseEntry = (heading: string, siblings: readonly { heading: string }[]) => headingScore(heading, 'return.kept') >= 3 && headingScore(heading, 'return.findings') <= 0 && idEntries(siblings);
/** A list of two items or more, each opening with an area's name in bold and a colon ("- **Security:** All three
 *  endpoints …", "- **Frontend:** N/A"), none stating a level or led by an id: an assessment area by area. */
function areaAssessment(lines: string[], b: Block): boolean {
  if (b.token.type !== 'list' || (b.items?.length ?? 0) < 2) return false;
  return b.items!.every((it) => {
    const m = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\*\*|__)([^*_\n]{1,40}?)(?:[:：](?:\*\*|__)|(?:\*\*|__)[ \t]*[:：])/u.exec(lines[it.line] ?? '');
    if (!m || headingId(m[1]!) !== undefined || headingSeverity(m[1]!) !== undefined) return false;
    // (Its level may open the text after the label: "- **Security:** HIGH — the token is logged".)
    const text = lines.slice(it.line, it.end).join('\n');
    return !hasSeverity(text) && !hasSeverity(text.slice(m[0].length).trim());
  });
}

/** Sub-sections headed by the writer's ids of one series ("B1 — …", "B2 — …"; id-tables.ts idSeriesHeadings), not
 *  priorities ("P1 — Critical fixes" over a list is a group): the writer's entries, one finding each. */
export const idEntries = (children: readonly { heading: string }[]): boolean => {
  const series = idSeriesHeadings(children.map((c) => c.heading));
  // (P0…P4 is a priority scale, not the writer's ids, however its level is written after it: "### P0 严重 (3项)" /
  // "### P1 High (2 items)" over a table of findings each.)
  // (Nor areas that state their level, "### S1: Security (HIGH)" over problem bullets: a group of findings each.)
  return series !== null && !(series.code === 'P' && series.last <= 4) && children.every((c) => partSeverity(c.heading) === undefined && closingTag(c.heading) === undefined);
};

/** A heading that names one step of an investigation log, then its number ("## Hypothesis 1", "### Step 3: …",
 *  "### Schritt 2 — …", "## 假设 1：…"; prompts/headings.txt return.logSteps). */
export function logStep(heading: string): boolean {
  const m = LOG_STEP.exec(heading);
  return m !== null && headingScore(m[1]!, 'return.logSteps') >= 4;
}

/** What a step's heading names after its word and number ("PASO 9 — HIPÓTESIS TÉCNICAS" → "HIPÓTESIS TÉCNICAS"). */
export function logStepName(heading: string): string {
  const m = LOG_STEP.exec(heading);
  return m ? heading.slice(m[0].length).trim() : heading;
}
const LOG_STEP = lazyRegExp(() => /^[^\p{L}\p{N}]{0,8}(?:\d{1,3}[.)]?[ \t]+)?([\p{L}][\p{L} ]{0,30}?)[ \t]*#?\d{1,3}(?![\p{N}.,])(?:[ \t]*(?:[:：.)—–-]|$))/u);

/** A step's "**Conclusion:** …" paragraph (a label of return.logConclusions): the paragraph, and where its text starts. */
export function conclusionBlock(lines: string[], blocks: Block[]): { b: Block; at: number } | null {
  for (const b of blocks) {
    if (b.token.type !== 'paragraph') continue;
    const l = labelOf(lines[b.line] ?? '');
    if (l && headingScore(l.label, 'return.logConclusions') >= 4) return { b, at: l.at };
  }
  return null;
}

/**
 * One step of an investigation log ("### Step 2: one worker" / commands and output / "**Conclusion:** the
 * cleanup races the worker"): its conclusion is the one finding; the step (the commands, their output, what
 * was tried) is kept under its heading, as written. Null for any other section.
 */
function stepConclusion(lines: string[], s: FindingSection, groups: Group[], aside: SetAside[]): FindingItem[] | null {
  if (!logStep(s.heading)) return null;
  const c = conclusionBlock(lines, s.blocks);
  if (!c) return null;
  const ls = blockLines(lines, c.b);
  const text = clean([ls[0]!.slice(c.at), ...ls.slice(1)]);
  if (!text) return null;
  // (The step is kept whole, its conclusion line too: the log as written, the conclusion also counted.)
  aside.push({ heading: s.heading, text: subtreeText(lines, s), line: s.line });
  return [{ text, line: c.b.line + 1, ...groupOf(groups) }];
}

/** A sub-section's text below its heading: its blocks, and its sub-sections' headings and blocks. */
function subtreeText(lines: string[], s: FindingSection): string {
  const body: string[] = [];
  const walk = (x: FindingSection, top: boolean) => {
    if (!top) body.push(x.heading);
    for (const b of x.blocks) if (!isBlank(b) || b.token.type === 'def') body.push(clean(blockLines(lines, b)));
    for (const c of x.children) walk(c, false);
  };
  walk(s, true);
  return body.filter(Boolean).join('\n\n');
}

/** A paragraph about the review, not a finding: "Overall: looks good", "I verified the first with a heap
 *  snapshot.", "The fix is complete and all tests pass.", "Nice test coverage 👍". */
const NOTE = lazyRegExp(() => /^[ \t>*_]{0,4}(?:(?:i|we)(?:'ve|’ve|[ \t]+have)?[ \t]+(?:also[ \t]+)?(?:verified|confirmed|checked|tested|ran|reproduced|validated|reviewed|looked|went through)\b|(?:i|we)[ \t]+(?:did not|didn't|didn’t|have not|haven't|haven’t|could not|couldn't|couldn’t)[ \t]+(?:get to|look at|review|cover|reach)\b|(?:overall|in summary|to summari[sz]e|all in all|all tests pass|the fix is complete|nice|great work|good work|thanks|lgtm)\b|(?:ich habe|wir haben)[^.\n]{0,120}(?:geprüft|angesehen|untersucht|durchgesehen|getestet)[.!]?[ \t]*$|(?:j['’]ai|nous avons)[ \t]+(?:vérifié|examiné|regardé|relu|testé)(?!\p{L})|(?:he|hemos)[ \t]+(?:revisado|comprobado|mirado|probado)\b|(?:revisé|comprobé)(?!\p{L})|(?:я|мы)[ \t]+(?:проверил[аи]?|посмотрел[аи]?|просмотрел[аи]?)(?!\p{L})|我(?:检查|查看|看|审查)了)/iu);

/**
 * Paragraphs around the findings that are about the review, not findings: before the first finding and
 * after the last one (where two or more paragraphs carry a severity, "🔴 **Blocker** — …", those are the
 * findings), a paragraph that carries no severity, verification or label and reads as a note (NOTE).
 * Set aside under the section's heading, not dropped.
 */
function proseNotes(lines: string[], blocks: Block[], loose: boolean): Block[] {
  const text = (b: Block) => clean(blockLines(lines, b));
  const para = (b: Block) => b.token.type === 'paragraph';
  const marked = (t: string) => hasSeverity(t) || ATTACHED_LABEL.test(t) || NUMBERED_FINDING.test(t) || /^[ \t]*(?:\*\*|__)/.test(t);
  const tagged = (b: Block) => {
    const t = text(b);
    return !pointsElsewhere(t) && (marked(t) || verificationOf(t) !== undefined);
  };
  // A remark that opens as one ("Overall …", "No other issues …") and states a check in prose ("…; tests pass
  // (42 of 42).") reports the review's own run, not a finding's evidence: only a tag ("[verified: …]", "[SOURCE: …]")
  // keeps it a finding. (A Codex-style review closes its list so.)
  // (Nor, when it states a check, a remark that reports a problem of its own under its opener, "Overall the pool also
  // leaks one connection per failed login; tests pass": a problem word keeps it the finding it was, unless its first
  // clause denies one, "No other issues found; …", "Sonst keine weiteren Probleme; …". Without a check the opener
  // decides, as before: "I did not get to the frontend." is a note.)
  const taggedRemark = (b: Block) => {
    const t = text(b);
    return marked(t) || VERIFIED_TAG.test(t) || UNVERIFIED_TAG.test(t) || markerVerification(t) !== undefined || (verificationOf(t) !== undefined && saysProblem(withoutZeroCounts(firstSentenceOf(t))) && !noneInFirstClause(t) && !speaksOfAllFindings(firstSentenceOf(t)));
  };
  const body = blocks.filter((b) => !isBlank(b));
  const severe = body.filter((b) => para(b) && hasSeverity(text(b)));
  const remark = (b: Block) => para(b) && !taggedRemark(b) && (NOTE.test(text(b)) || (loose ? LOOSE_CLOSING : CLOSING).test(text(b)));
  const marks = severe.length >= 2 ? severe : body.filter((b) => isItems(b) || ((para(b) || b.token.type === 'blockquote') && tagged(b) && !remark(b)));
  if (!marks.length) return [];
  const first = body.indexOf(marks[0]!);
  const last = body.indexOf(marks[marks.length - 1]!);
  const notes = body.filter((b, i) => para(b) && (i < first || i > last) && !taggedRemark(b) && NOTE.test(text(b)));
  // Findings written as a list or a table end with it: an untagged paragraph after it ("That is everything
  // I found.", "Both were found by the fuzzer.") is a closing remark, and so is the code or quote its lead
  // introduces ("To reproduce:" + a block). Not in a return with no headings at all (`loose`), where any
  // paragraph may be a finding ("One thing I noticed: …"), unless its findings are a list of several items:
  // then "Nothing changed in the repo." after them closes it as it would under a heading.
  const lastMark = marks[marks.length - 1]!;
  if (isItems(lastMark) && (!loose || (lastMark.items?.length ?? 0) >= 2)) {
    // Once a remark has closed the list, the untagged paragraphs after it go on commenting on the work ("Both runs
    // cleaned up after themselves." / "Runs 1 and 2 failed on fixture configuration."): the writer has left the
    // findings (QA 54 class 6).
    let closed = false;
    for (let i = last + 1; i < body.length; i++) {
      const b = body[i]!;
      // With no headings, any paragraph may be a finding ("This endpoint also leaks …"): only a remark that
      // points back at the list or the work closes it there.
      // (Nor a paragraph that names a place of its own, "All seed passwords are plain text in `db/seed.sql:4`.": a
      // finding, whatever word opens it.)
      if (para(b) && !taggedRemark(b) && !namesPlace(text(b)) && ((closed && !loose) || pointsElsewhere(text(b)) || (loose ? LOOSE_CLOSING : CLOSING).test(text(b)) || speaksOfAllFindings(firstSentenceOf(text(b))))) {
        if (!notes.includes(b)) notes.push(b);
        closed = true;
      } else if (para(b) && !taggedRemark(b) && namesPlace(text(b))) {
        // (That finding does not end the closing: "Nothing else stood out." after it is a remark still.)
        closed = false;
      } else break;
    }
  }
  return notes.sort((a, b) => a.line - b.line);
}

/** A remark that closes the findings above it, pointing back at them or at the work ("Both were found by the fuzzer.",
 *  "Overall the code is clean; …"), untagged and naming no place of its own. */
const closingRemark = (t: string): boolean => (CLOSING.test(t) || NOTE.test(t)) && !hasSeverity(t) && !namesPlace(t) && (!saysProblem(withoutZeroCounts(firstSentenceOf(t))) || speaksOfAllFindings(firstSentenceOf(t)));
/** Does a paragraph name a place in the tree of its own (a file, a file's line)? After a remark that closed the list,
 *  such a paragraph is a finding still ("All seed passwords are plain text in `db/seed.sql:4`."). */
const namesPlace = (t: string): boolean => !pointsElsewhere(t) && filesNamed(t).length > 0;
/** A remark's own claim, its first sentence: the check it then reports ("Full regression after the fix: 43 pass") is
 *  the run's name, no problem of its own. */
const firstSentenceOf = (t: string): string => t.slice(0, 600).split(/(?<=[.!?。！？])\s+/u)[0] ?? '';

/** A closing remark in a return with no headings: it points back at the list or at the work, never at a thing
 *  of its own ("Nothing changed in the repo.", "That's all.", "Sonst habe ich nichts geändert."). */
const LOOSE_CLOSING = lazyRegExp(() => /^[ \t>*_]{0,4}(?:that['’]?s (?:all|it|everything)|that is (?:all|it|everything)|this is (?:all|everything)|nothing (?:else|more|changed|was changed|is changed)|no other (?:changes?|findings?|issues?)|no changes|everything else|the rest (?:looks?|looked|is|seems)|let me know|happy to|feel free|hope (?:this|that) helps|das (?:ist|war) alles|sonst(?:[ \t]+habe[ \t]+ich)?[ \t]+nichts|ansonsten[ \t]+nichts|nichts weiter|c['’]est tout|rien d['’]autre|rien n['’]a été modifié|eso es todo|nada más|no cambié nada|больше ничего|это всё|это все|ничего не менял|以上|没有其他|没有改动|他に(?:は)?ありません)/iu);

/** A paragraph that recommends, in the writer's voice: a recommendation, not a finding. */
/** A line opened by an arrow, as writers lead what to do next ("→ Purger bugs.md", "-> rerun the job", "⇒ revert"). */
const ARROW_ACTION = lazyRegExp(() => /^[ \t>*_]{0,4}(?:→|->|⇒|➜|➡️?)[ \t]*[*_]{0,2}\p{L}/u);
const RECOMMENDS = lazyRegExp(() => /^[ \t>*_]{0,4}(?:(?:i|we)(?:['’]d|[ \t]+would)?[ \t]+(?:strongly[ \t]+)?(?:recommend|suggest|propose|advise)\b|(?:we|you)[ \t]+should[ \t]+(?:next|now|also)?|my[ \t]+recommendation\b|recommended[ \t]+next[ \t]+step|ich[ \t]+(?:empfehle|schlage[ \t]+vor)|wir[ \t]+empfehlen|je[ \t]+(?:recommande|suggère|propose)|nous[ \t]+recommandons|recomiendo|sugiero|recomendamos|рекомендую|предлагаю|рекомендуем|我?建议|推奨します|おすすめします)/iu);

/** A remark that closes a list of findings by pointing back at them or at the review: "That is everything I
 *  found", "Both were found by the fuzzer", "The rest looked fine", "Nothing else stood out", "Let me know …"
 *  (and the same openings in the other languages of prompts/headings.txt). A sentence about a thing of its
 *  own ("The cache also leaks …") is a finding. */
const CLOSING = lazyRegExp(() => {
  const ws = keyedWords(readPrompt('no-findings.txt'), 'closing remark');
  const cjk = ws.filter(hasCjk);
  return new RegExp(`^[ \\t>*_]{0,4}(?:(?:${phraseAlternation(ws.filter((w) => !hasCjk(w)))})(?![\\p{L}\\p{N}])${cjk.length ? `|${phraseAlternation(cjk)}` : ''})`, 'iu');
});

/** A sub-section as one finding: its heading is the title, its body the detail (sub-sub-sections too). */
export function oneFinding(lines: string[], s: FindingSection, groups: Group[] = [], fields?: string): FindingItem {
  const text = [fields, subtreeText(lines, s)].filter(Boolean).join('\n\n');
  return { text: text ? `${s.heading}\n${text}` : s.heading, line: s.line, ...groupOf(groups) };
}

/** A group's label with a note after a spaced dash ("### Display-only (not correctness) — optional polish") over prose
 *  only, among siblings that are groups over tables or lists ("### Already tightened" / "| Word | Was | Now |"): a
 *  group like them, each paragraph one finding titled by its own words, not by the label (QA 23rd R3). */
function labelParagraphs(lines: string[], c: FindingSection, siblings: FindingSection[], groups: Group[]): FindingItem[] | null {
  if (c.children.length || !LABEL_NOTE.test(c.heading) || titlesOneFinding(c.heading) || locationLine(c.heading) !== undefined) return null;
  const body = c.blocks.filter((b) => !isBlank(b) && b.token.type !== 'heading');
  if (!body.length || !body.every((b) => b.token.type === 'paragraph')) return null;
  const listed = siblings.filter((x) => x !== c && !x.children.length && x.blocks.some(isItems) && groupsItsItems(lines, x, siblings));
  if (listed.length < 2) return null;
  const at = groupOf([...groups, { heading: c.heading, line: c.line }]);
  return body.map((b) => ({ text: clean(blockLines(lines, b)), line: b.line + 1, ...at }));
}
/** A label and a note after a spaced dash, the label naming a kind in brackets or a few words ("Display-only (not
 *  correctness) — optional polish", "Cosmetic — later"). */
const LABEL_NOTE = /^[^—–\n]{2,60}[ \t][—–][ \t][^—–\n]{2,40}$/u;

/** A level heading over paragraphs only ("### High (2)" / "**[Pass A]** — …"): its findings, one a paragraph, or one a
 *  line where every line of a paragraph opens with a bold title; null when it is no such group (level-only-groups.ts). */
function levelParagraphs(lines: string[], c: FindingSection, groups: Group[], aside: SetAside[]): FindingItem[] | null {
  if (c.children.length) return null;
  const body = c.blocks.filter((b) => !isBlank(b) && b.token.type !== 'heading');
  const paras = body.filter((b) => b.token.type === 'paragraph');
  // (A level named in one part of the heading counts: "### 💡 Suggestions / nits", "### Minor / nits". Not a light
  // alone before words: "### 🔴 Token leak in logs" titles one finding.)
  const level = (h: string) => headingSeverity(h) ?? namedPartSeverity(h);
  if (!paras.length || paras.length !== body.length || level(withoutCount(c.heading)) === undefined) return null;
  // (A bold lead of one word titles too, "**Export** — the job ignores the flag"; not a part's label, "**Fix:** …".)
  // (Or a bold line alone whose text follows on the next lines of its paragraph, "**Rename `tmp2`**" / "Say what it
  // holds.": the title a heading would give, in bold.)
  const alone = (b: Block) => b.end - b.line >= 2 && boldLineAlone(lines[b.line] ?? '');
  const aloneAt = new Set(paras.filter(alone).map((b) => b.line + 1));
  const led = (l: string, at?: number) => boldTitleLead(l) || boldTagLead(l) !== null || boldDashLead(l, partOfForm) || (at !== undefined && aloneAt.has(at));
  const units: { text: string; line: number }[] = [];
  for (const b of paras) {
    const ls = blockLines(lines, b);
    const filled = ls.filter((l) => l.trim());
    if (filled.length >= 2 && filled.every(led)) ls.forEach((l, k) => l.trim() && units.push({ text: clean([l]), line: b.line + 1 + k }));
    else units.push({ text: clean(ls), line: b.line + 1 });
  }
  let firstAt = new Map(units.map((u) => [firstLine(u.text), u.line]));
  const isLed = (u: { text: string; line: number }) => led(firstLine(u.text), u.line);
  // A finding of several paragraphs, each led by its bold title ("**[Adversarial]** — Retry loop never gives up" /
  // "The worker retries forever …" / "Fix: cap the retries."): the unled paragraphs after a led one are its text, as
  // they would be under its own heading (QA 54 class 1: a group of them read as one finding titled "High (2)").
  // (Not a remark closing the group after its last finding, "Overall the worker code is clean; I would merge after
  // these two.": the writer's word on all of them, kept beside them as it is below a list.)
  let closing: { text: string; line: number }[] = [];
  if (units.length >= 2 && isLed(units[0]!) && !units.every(isLed)) {
    const lastLed = units.map(isLed).lastIndexOf(true);
    const after = units.slice(lastLed + 1);
    const from = after.findIndex((u) => closingRemark(u.text));
    if (from >= 0) closing = units.splice(lastLed + 1 + from);
    const merged: { text: string; line: number }[] = [];
    for (const u of units) {
      if (isLed(u) || !merged.length) merged.push({ ...u });
      else merged[merged.length - 1]!.text += `\n\n${u.text}`;
    }
    units.splice(0, units.length, ...merged);
    firstAt = new Map(units.map((u) => [firstLine(u.text), u.line]));
  }
  if (!levelGroupOverParagraphs(c.heading, units.map((u) => firstLine(u.text)), 0, level, (l) => led(l, firstAt.get(l)))) return null;
  for (const u of closing) aside.push({ heading: c.heading, text: u.text, line: u.line });
  const at = groupOf([...groups, { heading: c.heading, line: c.line }]);
  return units.map((u) => ({ text: u.text, line: u.line, ...at }));
}

/** A line that is only a bold title ("**Rename `tmp2`**", "**4) Cache never expires**", "**Naming.**"), not a part's
 *  label ("**Fix:**", "**Root cause**") nor a location. */
function boldLineAlone(line: string): boolean {
  const m = /^[ \t>]{0,4}(?:\*\*|__)([^*_\n]{2,160}?)(?:\*\*|__)[ \t]*$/.exec(line);
  if (!m) return false;
  const bold = m[1]!.trim();
  return /[\p{L}\p{N}]{2}/u.test(bold) && !/[:：]$/.test(bold) && locationLine(bold) === undefined && !partOfForm(bold.replace(/[.!]$/, '')) && !ATTACHED_LABEL.test(`${bold}:`);
}

/** A list of two items or more whose every item opens with a severity word, bare or in a tag ("[medium/docs]",
 *  "**[low]**", "(minor)", "High:"): one finding per item, each with its level. */
function taggedItems(list: Tokens.List): boolean {
  return list.items.length >= 2 && list.items.every((it) => leadWord(firstLine(it.text)));
}

/** A short lead paragraph before a list ("Found three problems:") is the group's caption, not a finding. */
function leadless(blocks: Block[], hasItems: boolean): Block[] {
  const lead = hasItems ? leadOf(blocks) : null;
  return lead ? blocks.filter((b) => b !== lead) : blocks;
}

/** One-line "Label: value" paragraphs after a section's last list or table ("Confidence: 0.8", "Reviewed
 *  by: x"): about the list, not findings of their own; set aside like a lead. */
function trailerOf(lines: string[], blocks: Block[]): Block[] {
  let last = -1;
  blocks.forEach((b, i) => {
    if (isItems(b)) last = i;
  });
  if (last < 0) return [];
  const after = blocks.slice(last + 1).filter((b) => !isBlank(b));
  // A label of up to three words at the start of the line (label.ts, the one reader), a short value after it.
  const oneLabel = (b: Block) => {
    if (b.token.type !== 'paragraph' || b.end - b.line !== 1) return false;
    const line = lines[b.line]!;
    const l = labelOf(line);
    return l !== null && !l.bullet && l.from === 0 && /^[\p{L}][\p{L}\p{N}_-]*(?:[ \t][\p{L}\p{N}_-]+){0,2}$/u.test(l.label) && /^\S.{0,60}$/u.test(line.slice(l.at)) && !ATTACHED_LABEL.test(line) && !hasSeverity(line);
  };
  return after.length && after.every(oneLabel) ? after : [];
}

/** A section's own text above its sub-sections of findings, when it is only about the entry: "Label: value" lines
 *  ("**Commit:** abc1234" / "**Author:** dev" over "### Issue 2 — …") and a caption ("I found and fixed these
 *  errors:"). Kept under its heading, no finding. Not a severity, a verification or a finding's own label
 *  ("**Fix:** …"), nor a sentence. */
function entryHead(lines: string[], s: FindingSection): Block[] {
  if (!s.children.length) return [];
  const body = s.blocks.filter((b) => !isBlank(b));
  const labelLine = (line: string) => {
    const l = labelOf(line);
    return l !== null && !l.bullet && l.from === 0 && /^[\p{L}][\p{L}\p{N}_-]*(?:[ \t][\p{L}\p{N}_-]+){0,2}$/u.test(l.label) && /^\S.{0,60}$/u.test(line.slice(l.at).trim()) && !ATTACHED_LABEL.test(line) && !hasSeverity(line) && verificationOf(line) === undefined;
  };
  const fields = (b: Block) => b.token.type === 'paragraph' && blockLines(lines, b).filter((l) => l.trim()).every(labelLine);
  const caption = (b: Block) => {
    const t = clean(blockLines(lines, b));
    return b.token.type === 'paragraph' && b.end - b.line <= 2 && /[:：]\s*$/.test(t) && !/[.!?。！？][ \t]+\S/.test(t) && !hasSeverity(t) && verificationOf(t) === undefined;
  };
  return body.length > 0 && body.length <= 3 && body.every((b) => fields(b) || caption(b)) && body.filter(caption).length <= 1 ? body : [];
}

/** The lead paragraph leadless() set aside, to keep it somewhere. */
export function leadOf(blocks: Block[]): Block | null {
  // (A comment above it, "<!-- generated by … -->", is no block a reader sees: the lead is still the first.)
  const body = blocks.filter((b) => !isBlank(b) && !commentBlock(b));
  return body.length >= 2 && body[0]!.token.type === 'paragraph' && isItems(body[1]!) && /[:：]\s*$/.test((body[0]!.token as Tokens.Paragraph).text) ? body[0]! : null;
}

// --- fields ------------------------------------------------------------------------------------------



const esc = escapeRegExp;


/** The nouns a group of findings is named by after (or, in some languages, before) its severity: "Critical
 *  issues", "Критические проблемы", "Problemas graves", "높은 우선순위". */
const GROUP_NOUNS = 'issues?|findings?|risks?|bugs?|problems?|defects?|concerns?|vulnerabilit(?:y|ies)|errors?|probleme?|befunde?|fehler|risiken|mängel|problèmes?|constats?|risques?|anomalies?|problemas?|hallazgos?|riesgos?|errores|riscos?|achados|problemi|rischi|problemy|problemów|błędy|ryzyka|проблемы|проблема|ошибки|замечания|находки|риски|uyarılar|sorunlar|문제|이슈|問題|问题';
/** The words that may follow those (or the severity itself): "High priority", "P1 issues", "Hoher Priorität". */
/** A priority or severity named as a noun, beside its level ("de prioridad baja", "LOW PRIORITY"). */
const PRIORITY_NOUNS = 'severity|priority|prioridad|prioridade|priorité|priorità|priorität|priorytet|priorytetu|приоритета|приоритет|gravedad|gravité|severidad';
const GROUP_SUFFIX = `severity|priority|prio|items?|comments?|suggestions?|priorität|priorité|prioridad|prioridade|priorità|priorytet|priorytetu|приоритет|приоритета|우선순위|${GROUP_NOUNS}`;

/** The word-list expressions are matched without the i flag on the lower-cased text where that is the same
 *  (folded-regexp.ts): V8 compiles them 3-4x faster. */
interface SeverityRes {
  map: Map<string, string>;
  /** Every severity word (group and value words too), as `foldCase` leaves it, by its first UTF-16 unit:
   *  see `holdsSeverityWord`. */
  byFirst: Map<string, string[]>;
  labelSet: Set<string>;
  weakLabels: Set<string>;
  /** The severity words, one alternation (a capturing group). */
  W: string;
  /** A severity tag with its emphasis ("**[high]**"), and a "Severity: high —" lead: cut from titles. */
  tagAround: FoldedRegExp;
  labelLead: FoldedRegExp;
  tag: FoldedRegExp;
  mid: FoldedRegExp;
  lead: FoldedRegExp;
  /** A severity word numbering the findings of its level before the title ("🔴 CRITICAL #1: x", "High 2 — y"). */
  countedLead: FoldedRegExp;
  label: FoldedRegExp;
  word: FoldedRegExp;
  sev: RegExp;
  heading: FoldedRegExp;
  nounLevel: FoldedRegExp;
  /** A group named by its severity's plural after one word of what it holds ("Release Blockers", "P0 Launch
   *  blockers", "P1 — Security Highs"): group 2 is the word. */
  pluralGroup: FoldedRegExp;
  remarks: RegExp;
}
let sevRes: SeverityRes | undefined;
/** The severity expressions, built once from the data file (read on first use, like the heading table). */
function sevs(): SeverityRes {
  if (sevRes) return sevRes;
  const { words, groupWords, valueWords, remarkWords, labels, labelSet, weakLabels, nouns, map } = severityWords();
  const W = `(${words})(?![\\p{L}\\p{N}])`;
  // After a severity label, the words that state one only there too ("重大度：🔵 提案", "Severity: Warning").
  const LW = `(${[words, valueWords].filter(Boolean).join('|')})(?![\\p{L}\\p{N}])`;
  // Inside a tag: a label before the word ("(sev: medium)", "(gravité : faible)"), a kind after it ("(Low risk)").
  const TAG_LABEL = `(?:(?:sev|${labels})[ \\t]{0,2}[:：=][ \\t]{0,4})?`;
  // ... or more after a comma, slash or dash ("(minor, open)", "(Low-Medium)", "[High/Security]").
  // A tag may number its finding within the severity ("### [LOW 1] x", "[HIGH-2]").
  const TAG_AFTER = `(?:[ \\t]{0,2}[-#]?[ \\t]{0,2}\\d{1,3}(?![\\p{L}\\p{N}]))?(?:[ \\t]{1,2}(?:risk|severity|priority|impact))?(?:[ \\t]{0,2}[,/;|·-][^\\])】〕］）\\n]{0,40})?`;
  // A group heading may also use the words that only groups use ("### 🟡 Important"), and name its
  // findings by the severity's plural ("### Blockers", "### Highs").
  const GW = `(${[words, groupWords].filter(Boolean).join('|')})s?(?![\\p{L}\\p{N}])`;
  // A colour mark inside the tag before its word ("### [🟠 Major] x", "[🔴 Critical]").
  const MARK = '(?:\\p{Extended_Pictographic}\\uFE0F?[ \\t]{0,2})?';
  // A group of remarks or observations under its level ("## Low Observations", "### Minor notes").
  const NOUNS = [GROUP_NOUNS, remarkWords].filter(Boolean).join('|');
  // (Their words read Turkish i's as one, severity-words.ts: the fold reads a capital İ as i, folded-regexp.ts.)
  sevRes = {
    map,
    byFirst: byFirstUnit([...new Set([...map.keys()].map(foldCase))]),
    labelSet,
    weakLabels,
    W,
    tagAround: foldedRegExp(`[*_]{0,4}[[(【〔［（][ \\t]{0,4}${MARK}${TAG_LABEL}${W}${TAG_AFTER}[ \\t]{0,4}[\\])】〕］）][*_]{0,4}`, 'giu', undefined, TURKISH_I),
    labelLead: foldedRegExp(`^[*_ \\t-]{0,12}(?:severity|priority)[*_]{0,4}[ \\t]{0,4}[:：][*_]{0,4}[ \\t]{0,4}${W}[*_]{0,4}[ \\t]{0,4}(?:[—–:-][ \\t]{0,4})?`, 'iu', undefined, TURKISH_I),
    // "[high]", "(P1)", "【高】", "〔中〕"
    tag: foldedRegExp(`[[(【〔［（][ \\t]{0,4}${MARK}${TAG_LABEL}${W}${TAG_AFTER}[ \\t]{0,4}[\\])】〕］）]`, 'iu', undefined, TURKISH_I),
    // At the start, after bullets, emoji, checkboxes, numbering and emphasis: "🔴 Critical:", "**High**:", "P2 —"
    // (A section's number before it, "2.4 — HIGH · x"; a middle dot or a bar after it, "HIGH · x", "High | x".)
    // (A qualifier in brackets may follow the level: "P3 (selection):", "High (security) —".)
    lead: foldedRegExp(`^(?:[^\\p{L}\\p{N}\\[\\d]|\\[[ xv✓✔☑]\\]|\\[|\\d+[.)]|\\d{1,3}(?=[ \\t])){0,24}${W}(?:[ \\t]{1,2}\\([^()\\n]{1,30}\\)(?=[*_]{0,4}[ \\t]{0,4}[:：—–―‒−]))?[*_]{0,4}[ \\t]{0,4}(?:[:：—–―‒−]|[·•|](?=[ \\t])|--?(?=\\s)|\\*\\*|(?<=[*_][ \\t]{0,4})(?=\\S)|$)`, 'iu', undefined, TURKISH_I),
    countedLead: foldedRegExp(`^(?:[^\\p{L}\\p{N}\\[\\d]|\\[[ xv✓✔☑]\\]|\\[|\\d+[.)]){0,24}${W}[*_]{0,4}[ \\t]{1,2}#?\\d{1,3}(?![\\p{L}\\p{N}])[*_]{0,4}[ \\t]{0,4}(?:[:：—–―‒−]|--?(?=\\s))`, 'iu', undefined, TURKISH_I),
    // "Severity: 🟠 High", "**Priority**: P1", "Severidad: Alta" on a line of its own
    // (ℹ, the information sign before "Info", is a letter to Unicode: named among the marks.)
    label: foldedRegExp(`^[*_ \\t>-]{0,12}(?:${labels})[*_]{0,4}[ \\t]{0,4}[:：](?:[^\\p{L}\\p{N}\\n]|ℹ){0,16}${LW}`, 'imu', undefined, TURKISH_I),
    // "india leak — Schweregrad: hoch", "x; impact: high": a label after the title's first clause
    mid: foldedRegExp(`(?:[—–;,(]|[ \\t]-|[.!][ \\t]|\\*\\*|__)[ \\t]{0,4}(?:${labels})[*_]{0,4}[ \\t]{0,4}[:：][*_]{0,4}[ \\t]{0,4}${W}`, 'iu', undefined, TURKISH_I),
    // "high severity", "low priority"
    word: foldedRegExp(`(?<![\\p{L}\\p{N}])${W}\\s+(?:severity|priority)\\b`, 'iu', undefined, TURKISH_I),
    // "Sev-2", "Sev 1", "S1" as written in tables
    sev: lazyRegExp(() => /(?<![\p{L}\p{N}])(?:sev|severity)[-\s]?([0-4])(?![\p{L}\p{N}])/iu),
    // A group heading that states its findings' severity: "🔴 HIGH Priority Issues", "Critical", "Minor issues", "P1"
    // ("Critical Security Issues": one word of what it is about before the noun; "Problemas graves de seguridad",
    // "Problèmes critiques": the noun first, in the languages that put it there.)
    // A level and its word side by side ("P0 严重", "P1 High"): group 2 is the word, reported before the level.
    // The noun may come first with "of" between ("PROBLEMAS DE LOW PRIORITY", "Problemas de prioridad baja").
    heading: foldedRegExp(`^[^\\p{L}\\p{N}]{0,24}(?:${GW}(?:[ \\t]+${W}(?=[ \\t]|$))?(?:(?:[ \\t]+[\\p{L}-]{2,20})?(?:[ \\t]+(?:${NOUNS}))(?:[ \\t]+(?:${GROUP_SUFFIX})){0,2}|(?:[ \\t]+(?:${GROUP_SUFFIX})){0,3})|(?:${GROUP_NOUNS})(?:[ \\t]+(?:de|di|of|with|con|avec|mit))?(?:[ \\t]+(?:${PRIORITY_NOUNS}))?[ \\t]+${GW}(?:[ \\t]+(?:${PRIORITY_NOUNS}))?(?:[ \\t]+(?:de|del|di|du|des|da|do|der)[ \\t]+[\\p{L}-]{2,20})?)[^\\p{L}\\p{N}]{0,24}$`, 'iu', undefined, TURKISH_I),
    // A severity noun beside its level ("Severidad alta", "Severity: 🔴 High", "重大度：高"; "Hohe Schwere",
    // "Высокая серьёзность"): group 1 or 2 is the level.
    pluralGroup: foldedRegExp(`^[^\\p{L}\\p{N}]{0,24}(?:${GW}[ \\t]*(?:[:：.—–-][ \\t]*)?[ \\t])?(?:[\\p{L}-]{2,20}[ \\t]+)?(${[words, groupWords].filter(Boolean).join('|')})s(?![\\p{L}\\p{N}])[^\\p{L}\\p{N}]{0,24}$`, 'iu', undefined, TURKISH_I),
    nounLevel: foldedRegExp(nouns ? `^[^\\p{L}\\p{N}]{0,24}(?:(?:${nouns})[ \\t]*[:：=]?[^\\p{L}\\p{N}\\n]{0,8}${GW}|${GW}[ \\t]+(?:${nouns}))[^\\p{L}\\p{N}]{0,24}$` : '(?!)', 'iu', undefined, TURKISH_I),
    // A colour mark before a word for remarks ("## 🟡 ЗАМЕЧАНИЯ", the last of a series): the lowest group.
    remarks: remarkWords ? new RegExp(`^[^\\p{L}\\p{N}]{0,12}[🟡🟢🔵⚪]\\uFE0F?[^\\p{L}\\p{N}]{0,12}(?:${remarkWords})(?![\\p{L}\\p{N}])[^\\p{L}\\p{N}]{0,12}$`, 'iu') : /(?!)/,
  };
  return sevRes;
}

const sevName = (w: string) => sevs().map.get(w.toLowerCase()) ?? w.toLowerCase();
/** A severity word alone ("low", "Kritisch", "高"): its severity; undefined for any other word. */
const severityWord = (w: string): string | undefined => (sevs().map.has(w.toLowerCase()) ? sevName(w) : undefined);
/** The severity word-list expressions, for test/unit/folded-regexp.test.ts. */
export const severityExpressions = (): Record<string, FoldedRegExp> => {
  const { heading, nounLevel, tagAround, labelLead, tag, lead, countedLead, label, mid, word } = sevs();
  return { heading, nounLevel, tagAround, labelLead, tag, lead, countedLead, label, mid, word };
};

let tagWords: Map<string, string> | undefined;
/** A part of an id tag that names a level ("HIGH", "MED" in "[Q-MED-2]"): its severity (id-tags.ts). */
const tagWord = (w: string): string | undefined => {
  tagWords ??= parseTagWords(readPrompt('severities.txt'));
  const s = sevs().map.get(w) ?? tagWords.get(w);
  return s === undefined ? undefined : sevName(s);
};
/** A tag's abbreviation of a level alone ("MED" of "[MED] x"; prompts/severities.txt "tag" lines): its severity. */
const tagAbbrev = (w: string): string | undefined => {
  tagWords ??= parseTagWords(readPrompt('severities.txt'));
  const s = tagWords.get(w);
  return s === undefined ? undefined : sevName(s);
};

/** The writer's id leading a finding, perhaps in bold or code, before a dash, colon, stop or the end: its letter
 *  parts (group 1, "HIGH" of "HIGH-1", "Q-MED" of "Q-MED-2"; any script: "КРИТ-1"). */
const LEVEL_ID = lazyRegExp(() => /^[ \t>]{0,4}(?:#{1,6}[ \t]+|[-*+][ \t]+)?[*_`]{0,2}(\p{Lu}{1,10}(?:-\p{Lu}{1,10}){0,2})-\d{1,4}[a-z]?[*_`]{0,2}(?=[ \t]*(?:[—–―:：.]|--?[ \t])|[ \t]*$)/u);

/** "### HIGH-1 — A stray file bricks every write", "MED-2: x", "КРИТ-1 — y": an id whose letters name a level
 *  (a severity word or a tag's abbreviation, prompts/severities.txt) states it, as the same id in brackets does
 *  ("[HIGH-1]", id-tags.ts). Exactly one part a level, the others short codes ("Q-MED-2"); "BUG-001", "F1" none. */
export function idLevel(line: string): string | undefined {
  const m = line.length <= 300 ? LEVEL_ID.exec(line) : null;
  return m ? levelOfParts(m[1]!.split('-'), tagWord) : undefined;
}

/** Fields are read from the start of a line: a bounded prefix keeps every expression linear on hostile input. */
const firstLine = (text: string, max = 300) => {
  const nl = text.indexOf('\n');
  return (nl < 0 ? text : text.slice(0, nl)).slice(0, max);
};

// Cheap tests before the severity expressions: each of those (case-insensitive Unicode, with every
// severity word of every language in it) costs a millisecond or more to compile on its first use, so it
// runs only on a line that holds one of its words where it could match (same results, fewer compiles).
const BRACKET_WORD = lazyRegExp(() => /[[(【〔［（][ \t]{0,4}(?:\p{Extended_Pictographic}\uFE0F?[ \t]{0,2})?(?:[\p{L}]+[ \t]{0,2}[:：=][ \t]{0,4})?([\p{L}\p{N}]+)/gu);
const LEAD_PREFIX = lazyRegExp(() => /^(?:[^\p{L}\p{N}\[\d]|\[[ xXvV✓✔☑]\]|\[|\d+[.)]|\d{1,3}(?=[ \t])){0,24}/u);
const LEAD_WORD = lazyRegExp(() => /^[\p{L}\p{N}]+/u);
// (A label of two or three words too: "Severity level:", "Önem derecesi:".)
const LABEL_WORD = lazyRegExp(() => /^[*_ \t>-]{0,12}([\p{L}]+(?:[ \t][\p{L}]+){0,2})[*_]{0,4}[ \t]{0,4}[:：]/gmu);
const SEV_WORD = /severity|priority/i;

/** A level written in capitals, then the words that qualify it, then a colon ("HIGH on a shared database: tenant id is
 *  not set", "MEDIUM if the cache is shared: …"): the level leads the finding as "HIGH (conditional):" does, its title
 *  after the colon. In capitals only: "High memory use: the pool grows" is a title whose first word is an adjective. */
function qualifiedLead(line: string): RegExpExecArray | null {
  const m = QUALIFIED_LEAD.exec(line.length > 400 ? line.slice(0, 400) : line);
  if (!m || m[1]!.length < 3 || !sevs().map.has(m[1]!.toLowerCase())) return null;
  // (Only a qualifier opened by a word of prompts/severities.txt `level qualifier:`: "on", "if", "when", "عند".)
  const first = /^[\p{L}\p{M}]+/u.exec(m[2]!)?.[0]?.toLowerCase() ?? '';
  return (qualifierWords ??= new Set(keyedWords(readPrompt('severities.txt'), 'level qualifier').map((w) => w.toLowerCase()))).has(first) ? m : null;
}
let qualifierWords: Set<string> | undefined;
const QUALIFIED_LEAD = lazyRegExp(() => /^(?:[^\p{L}\p{N}\[\d]|\d+[.)]){0,24}(\p{Lu}[\p{Lu}\p{M}]+)[ \t]+([\p{Ll}\p{Lo}][^:：\n*_]{0,40}?)[*_]{0,4}[ \t]{0,4}[:：]/u);

/** A severity word just inside a bracket ("[high]", "【高】"). */
function bracketed(line: string): boolean {
  // matchAll clones its expression on every call: most lines have no bracket at all.
  if (!/[[(【〔［（]/.test(line)) return false;
  const { map } = sevs();
  for (const m of line.matchAll(BRACKET_WORD)) if (map.has(m[1]!.toLowerCase())) return true;
  return false;
}

/** A severity word after the marks a finding may open with ("🔴 Critical:", "1. **High**"). Every way
 *  the lead expression's prefix can end leaves the word at the first letter or number after it. */
function leadWord(line: string): boolean {
  const rest = line.slice(LEAD_PREFIX.exec(line)![0].length);
  const w = LEAD_WORD.exec(rest.startsWith('[') ? rest.slice(1) : rest)?.[0];
  return w !== undefined && sevs().map.has(w.toLowerCase());
}

/** A word before a colon. Only from a word's start (the lookbehind): tried from every letter, each word
 *  was read again from each of its letters (80,000 findings of a fan-out pull spent ~1 s here). */
const WORD_COLON = lazyRegExp(() => /(?<!\p{L})(\p{L}+)[*_]{0,4}[ \t]{0,4}[:：]/gu);

/** A severity label after the first clause of a line ("x — Schweregrad: hoch"). */
function midLabelled(line: string): boolean {
  if (!line.includes(':') && !line.includes('：')) return false;
  const { labelSet } = sevs();
  for (const m of line.matchAll(WORD_COLON)) if (labelSet.has(m[1]!.toLowerCase())) return true;
  return false;
}

/** A severity label ("Severity:", "Severidad:") opening some line of the text. */
function labelled(text: string): boolean {
  const { labelSet } = sevs();
  if (!text.includes(':') && !text.includes('：')) return false;
  for (const m of text.matchAll(LABEL_WORD)) if (labelSet.has(m[1]!.toLowerCase())) return true;
  return false;
}

/** The label a severity label match opens with ("**Risk**: Orta" -> "risk"). */
function labelName(match: string): string {
  return (match.split(/[:：]/, 1)[0] ?? '').replace(/[*_>\-]+/g, ' ').trim().toLowerCase();
}

export function severityOf(text: string): string | undefined {
  // A severity the tool gave by id from a summary table (id-summary.ts): "### P3: …" names P3, not a priority.
  const given = givenSeverity(text);
  if (given) return given;
  // "### P5: …" in a series of ids (p-series.ts): its P-number is no priority.
  text = withoutSeriesId(text);
  // ("| Severity | Low |" / "| Blocking | No |" in a finding's field table: read as its labels, field-table.ts.)
  text = fieldRowsAsLabels(text, (w) => sevs().labelSet.has(w));
  const r = sevs();
  // A line labelling the id may carry the severity ("Finding-ref ID: XY-1 (MAJOR)"): read there, not after it.
  // So may a line of the id and its tags ("**R-002** [blocker] (01-segment-model)").
  const first = firstLine((idLabelLine(firstLine(text)) || idTagsLine(firstLine(text)) ? null : afterCounter(text)) ?? text);
  const label = labelled(text) ? r.label.exec(text) : null;
  const own = () => (SEV_WORD.test(first) ? r.word.exec(first) : null) ?? (midLabelled(first) ? r.mid.exec(first) : null);
  // (A risk label in the text, "**Risk**: medium", is another dimension: the title's own "- HIGH Priority" wins.)
  const weak = label !== null && r.weakLabels.has(labelName(label[0]));
  const m = (bracketed(first) ? r.tag.exec(first) : null) ?? (leadWord(first) ? (r.lead.exec(first) ?? qualifiedLead(first)) : null) ?? (weak ? (own() ?? label) : (label ?? own()))
    // "### 🟠 CRITIQUE #3: x" over "**Sévérité :** moyenne": a level that numbers a series is weaker than a label.
    ?? (leadWord(first) ? r.countedLead.exec(first) : null);
  if (m) return sevName(m[1]!);
  // "### [Q-HIGH-3] x", "[E-MED-1] y": a level among the parts of the writer's id tag (id-tags.ts).
  const tagged = tagSeverity(first, tagWord, tagAbbrev);
  if (tagged) return tagged.severity;
  const parts = fieldsLead(first)?.parts;
  const part = parts?.find((p) => sevs().map.has(p.toLowerCase()));
  if (part) return sevName(part);
  // A <details> block whose summary names a severity ("🧹 Nitpick comments (1)").
  // (Its words may sit in inline tags, "<summary><b>1. Boundary not checked</b> (high)</summary>": read without them,
  // as the finding's own first line, where no count names a group.)
  const sum = first.includes('<details') || first.includes('<summary') ? /<summary\b[^>]*>((?:[^<\n]|<\/?(?:b|strong|i|em|code|kbd|span)\b[^>\n]*>){1,300})<\/summary>/i.exec(text.slice(0, 1000)) : null;
  const summaryText = sum ? sum[1]!.replace(/<[^>]+>/g, '').trim() : '';
  const bySummary = summaryText ? (headingSeverity(summaryText) ?? severityOf(summaryText)) : undefined;
  if (bySummary) return bySummary;
  // A badge line above a review comment ("_🔴 Critical_", "![high](…svg)"), a bot's "<!-- **High Severity** -->".
  if (/[_*!]|everity|riority/i.test(text.slice(0, 2000))) {
    for (const l of leadLines(text)) {
      // (A shields.io badge's alt text names itself a badge: "![P2 Badge](…)", the Codex connector's level.)
      const words = isBadgeLine(l) ? badgeWords(l).map((w) => w.replace(/[ \t]+badge$/i, '')) : SEVERITY_LINE.test(l) ? [l.replace(/<!--|-->|[*_]/g, '').trim()] : [];
      for (const w of words) {
        const sev = leadWord(w) ? r.lead.exec(w) : null;
        if (sev) return sevName(sev[1]!);
        const word = /severity|priority/i.test(w) ? r.word.exec(w) : null;
        if (word) return sevName(word[1]!);
      }
    }
  }
  // "🔴 the retry job …", "- 🟡 queue metrics …": a traffic light leading the finding (and no word) is its severity.
  const light = TRAFFIC_LEAD.exec(first);
  if (light) return sevName(light[1]!);
  const closing = closingLight(first);
  if (closing) return closing.severity;
  // "- **imamba** — minor; confirm.": a bold title, then a note that opens with a severity word standing alone.
  const note = first.length <= 400 ? NOTE_SEVERITY.exec(first) : null;
  if (note && r.map.has(note[1]!.toLowerCase())) return sevName(note[1]!);
  // A title that is a severity and a kind of problem ("1. Critical injection risk (SQL built …)", a sub-heading
  // of one finding among its siblings): that severity, as a group heading of those words would give it.
  const titled = first.length <= 200 && !/[:：]/.test(first) ? headingSeverity(first) : undefined;
  if (titled) return titled;
  // "1. Wrong method gives 405 — Medium" (a finding's heading): the word closing the title.
  const tail = first.length <= 200 ? tailSeverity(first.replace(/^[ \t]*#{1,6}[ \t]+/, '')) : undefined;
  if (tail) return tail;
  const numbered = numberedTailSeverity(first.replace(/^[ \t]*#{1,6}[ \t]+/, ''));
  if (numbered) return numbered;
  if (!/sev/i.test(text)) return undefined;
  const sev = r.sev.exec(first) ?? (/^[*_ \t>-]*(?:severity|priority|sev)[*_]*[ \t]*[:：]/im.test(text) ? r.sev.exec(text) : null);
  // "Sev-1" is the top of its scale as "(S1)" is (stated-levels.ts sevNumberLevel): one scale, not p1.
  return sev ? sevNumberLevel(Number(sev[1])) : undefined;
}

/** A bold title, a dash, then one word closed by a stop or a comma ("**chiso** — minor; confirm.", "**x** (note) –
 *  critical."): the word, which is the finding's severity when it is a severity word. A word before more words
 *  ("— high memory use") says something else. */
const NOTE_SEVERITY = lazyRegExp(() => /^[ \t>]{0,4}(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?(?:\*\*|__)[^*_\n]{1,120}(?:\*\*|__)[^—–\n]{0,80}?[ \t][—–-][ \t]+(\p{L}{2,16})[ \t]*[;,.](?=[ \t]|$)/u);

/** Does a finding carry a severity at all (for telling findings sections by their items)? */
export const hasSeverity = (text: string) => severityOf(text) !== undefined;

/** The severity a heading names in one of its first two parts ("P4 — Low / Kann behoben werden" -> low,
 *  "NITS -- Nice to Have" -> nit), or undefined. */
export function partSeverity(heading: string): string | undefined {
  // (A full-width colon needs no blank after it: "P0：数据正确性和核心流程" is P0's group, QA 45 R4.)
  const parts = heading.split(/[ \t]+(?:--?|[—–―|\/])[ \t]+|:[ \t]+|：[ \t]*|[ \t]*\/[ \t]*/u, 3).slice(0, 2);
  if (parts.length >= 2) {
    for (const p of parts) {
      const sev = p.trim() ? headingSeverity(p.trim()) : undefined;
      if (sev) return sev;
    }
  }
  // A traffic light leading the heading ("## 🔴 Echte Ungenauigkeiten (Bugs)", "### 🟢 **低优先级改进**"), when
  // no word says the severity (a word does: "🔴 Wysoki priorytet" is high, the light only its colour).
  const light = /^[ \t]*(?:\d{1,3}(?:\.\d{1,3})*[.)]?[ \t]+)?([🔴🟠🟡🟢])/u.exec(heading);
  return light ? sevName(light[1]!) : undefined;
}

/** The severity one of two short names joined by a slash names ("Suggestions / nits" -> nit, "Minor / nits"), without
 *  partSeverity's reading of a leading light; undefined otherwise ("Injection de formules — Moyenne" is a finding's
 *  title and its level, a dash apart). */
function namedPartSeverity(heading: string): string | undefined {
  const parts = heading.replace(/[*_`]+/g, '').split(/[ \t]*\/[ \t]*/u);
  if (parts.length !== 2 || parts.some((p) => !p.trim() || p.trim().split(/\s+/).length > 3)) return undefined;
  for (const p of parts) {
    const sev = p.trim() ? headingSeverity(p.trim()) : undefined;
    if (sev) return sev;
  }
  return undefined;
}

/** A category's severity in a tag closing its heading ("Security (High)", "Rendimiento [media]"): the group's. */
function closingTag(heading: string): string | undefined {
  const m = /[(（[【]([^()（）[\]【】\n]{1,30})[)）\]】][ \t*_]*$/u.exec(heading);
  // The word alone ("(High)", "[media]"): "(high-level)", "(low risk of regressions)" say something else.
  const word = m?.[1]!.trim().toLowerCase();
  return word && sevs().map.has(word) ? sevName(word) : undefined;
}

/** The name before a note in a heading ("ISSUES -- Should Fix" -> "ISSUES", "Nits — nice to have",
 *  "Observations: round 2"), or undefined when there is no such separator. */
export function namedHead(heading: string): string | undefined {
  const m = /^(.{2,40}?)[ \t]*(?:[ \t]--?[ \t]|[ \t][—–―|][ \t]|[:：][ \t])/u.exec(heading);
  return m && /[\p{L}]/u.test(m[1]!) ? m[1]! : undefined;
}

// The group-heading and noun-level expressions (case-insensitive Unicode, every severity word of every
// language, letter classes closed over case) cost ~100 M instructions to compile, and again when V8 compiles
// them to machine code on their second run; `return --body` of a 6 KiB return asked them of ~30 headings
// ("Findings", "Evidence") that hold no severity word at all.
/** The colours the remarks expression needs (its only way to match). */
const REMARK_LIGHTS = ['🟡', '🟢', '🔵', '⚪'];
/** Case folded as the i and u flags fold it, for a substring test: toLowerCase, and the two letters whose
 *  folding it does not give (ſ is s, ς is σ), as opensWithWord (lazy-regexp.ts) folds. */
const foldCase = (s: string) => s.toLowerCase().replace(/ſ/g, 's').replace(/ς/g, 'σ');
/** A severity word anywhere in the heading: both expressions need one (GW) to match, so a heading without
 *  one is neither a group heading nor a level beside its noun. A necessary condition only. */
function holdsSeverityWord(h: string): boolean {
  const lower = foldCase(h);
  const { byFirst } = sevs();
  // Each place of the heading against the words that open with its letter, not each of ~200 words
  // searched through the heading: a fan-out pull asks this of 80,000 finding titles.
  for (let i = 0; i < lower.length; i++) {
    const ws = byFirst.get(lower[i]!);
    if (ws) for (const w of ws) if (lower.startsWith(w, i)) return true;
  }
  return false;
}
function byFirstUnit(words: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const w of words) if (w) out.set(w[0]!, [...(out.get(w[0]!) ?? []), w]);
  return out;
}

/** The severity a group heading states for the findings under it ("### 🔴 HIGH Priority Issues"), if any. */
export function headingSeverity(heading: string): string | undefined {
  // A finding's line is asked twice in a row, by severityOf and by tailSeverity (80,000 times each in a fan-out
  // pull); the answer is a pure function of the text (its words are data loaded once), so the last one is kept.
  if (heading !== lastHeading) {
    lastHeading = heading;
    lastHeadingSeverity = readHeadingSeverity(heading);
  }
  return lastHeadingSeverity;
}
let lastHeading: string | undefined;
let lastHeadingSeverity: string | undefined;

function readHeadingSeverity(heading: string): string | undefined {
  // "🧹 Nitpick comments (1)": a count after the words says nothing of the severity.
  // A note in brackets after the words ("(4 issues)", "(已修复)") says nothing of the severity either; nor do
  // CJK words for a priority and an issue after the severity word ("高优先级问题", "低優先度の改善").
  // A section's number before it ("## 1. 🔴 Critical", "### 2.1 High") is no part of it. (Nor is the note's closing colon,
  // "### 🟠 HIGH (should fix before production):", QA 55 class 9.)
  // ("경미한 문제 1건 (기능 무관)", "軽微な問題 2件": a count with its counter word after the words is no part either, counter-tail.ts.)
  const h = withoutCounterTail(heading.slice(0, 200).replace(/[*_`]+/g, '').replace(/^[ \t]*\d{1,3}(?:\.\d{1,3})*[.)]?[ \t]+(?=\S)/u, '').replace(/[ \t]*[(（][^()（）\n]{1,40}[)）][ \t]*[:：]?[ \t]*$/u, '')).replace(/(?<=[高中低])(?:优先级|優先度|風險|风险|危)(?:の)?(?:问题|問題|改进|改善|事项|事項|项|項)?$/u, '').trim();
  // "🟡 ЗАМЕЧАНИЯ": remarks are the lowest group, whatever colour marks them.
  if (REMARK_LIGHTS.some((c) => h.includes(c)) && sevs().remarks.test(h)) return 'low';
  const lw = levelWord(h);
  if (lw !== undefined && sevs().map.has(lw.toLowerCase())) return sevName(lw);
  if (!holdsSeverityWord(h)) return undefined;
  // "严重Bug隐患", "中等优先级问题", "低优先级优化建议", "高優先度の課題": a CJK level written against what the group holds.
  // (Checked after holdsSeverityWord: most headings hold no severity word at all.)
  const joined = JOINED_LEVEL.exec(h);
  if (joined) return sevName(joined[1]!);
  const m = sevs().heading.exec(h);
  // "P0 严重": the word (group 2) says more than the level before it.
  const w = m ? (m[2] ?? m[1] ?? m[3]) : undefined;
  if (w) return sevName(w);
  // "P0 Release Blockers", "Launch blockers": the plural names the group, the word before it what it is about.
  // Only of the levels that are nouns (blockers, nits): "Points faibles", "chiffrements faibles" say how weak.
  const pl = sevs().pluralGroup.exec(h);
  const named = pl ? sevName(pl[2]!) : undefined;
  // "Not blockers", "Keine Blocker": a negated level is none (prompts/severities.txt `heading negation`).
  if ((named === 'blocker' || named === 'nit') && negatedBefore(h, pl!.index + pl![0].toLowerCase().lastIndexOf(pl![2]!.toLowerCase()))) return undefined;
  if (named === 'blocker' || named === 'nit') return named;
  // "Severidad alta", "Hohe Schwere": the level beside the noun that names it.
  const n = sevs().nounLevel.exec(h);
  const level = n ? (n[1] ?? n[2]) : undefined;
  if (level) return sevName(level);
  // "Critical & High Priority Issues", "Crítico y alto": two levels joined, the higher (level-pairs.ts). (Each part
  // read uncached: headingSeverity keeps only the last heading it was asked.)
  return pairedLevel(h.replace(/^[^\p{L}\p{N}]+/u, ''), (levelConjunctions ??= keyedWords(readPrompt('severities.txt'), 'level conjunction')), readHeadingSeverity);
}
let levelConjunctions: string[] | undefined;

/** The words a heading negates the level word after them by ("not", "kein", "не"; prompts/severities.txt
 *  `heading negation`), lower case. */
let negations: Set<string> | undefined;
/** Is the word right before `at` in heading `h` a negation ("Not blockers", "Design questions: kein Blocker")? */
function negatedBefore(h: string, at: number): boolean {
  negations ??= new Set(keyedWords(readPrompt('severities.txt'), 'heading negation'));
  const before = h.slice(0, at).toLowerCase().replace(/[^\p{L}\p{N}]+$/u, '');
  const words = before.split(/[^\p{L}\p{N}'’]+/u).filter(Boolean);
  const last = words[words.length - 1];
  if (last === undefined) return false;
  return negations.has(last) || (words.length >= 2 && negations.has(`${words[words.length - 2]} ${last}`));
}

/** A Chinese or Japanese level word, perhaps a noun for the priority, then one or two words for what the group holds,
 *  no space between ("严重Bug隐患", "中等优先级问题", "低优先级优化建议", "重大な問題"; prompts/severities.txt `joined …`):
 *  group 1 is the level word. Only the whole heading, its marks aside. */
const JOINED_LEVEL = lazyRegExp(() => {
  const text = readPrompt('severities.txt');
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
  // (The level words only: not a word that states a level only as a label's value or a group's name, "注意事项" is notes.)
  const { groupWords, valueWords } = severityWords();
  const only = new Set([...groupWords.split('|'), ...valueWords.split('|')]);
  const levels = [...sevs().map.keys()].filter((w) => cjk.test(w) && !only.has(w));
  const nouns = phraseAlternation(keyedWords(text, 'joined group noun'));
  return new RegExp(`^[^\\p{L}\\p{N}]{0,12}(${phraseAlternation(levels)})(?:${phraseAlternation(keyedWords(text, 'joined level noun'))})?[のな]?(?:${nouns})(?:[ \\t]?(?:${nouns}))?[^\\p{L}\\p{N}]{0,12}$`, 'iu');
});

// "[verified: how]" and its forms in the other languages of prompts/headings.txt.
const VERIFIED_TAG = /[[【［（(](?:verified|verifiziert|geprüft|vérifié|vérifiée|verificado|comprobado|проверено|подтверждено|已验证|已確認|已确认|検証済み|確認済み)(?:\s*[:：]\s*([^\]】］）)]{0,1000})|[ \t]+([^\]】］）)\n]{1,200}))?[\]】］）)]/iu;
// (Every match holds a bracket or a question mark, or one of these words: its verb, or its opening words where
// those are the words it has in common. Most findings hold none, and pull reads 80,000 of them.)
// ("Could not reproduce.", "I did not verify it", "— could not confirm": the writer's check that failed; never a sentence
// about the code, "Validation logic did not confirm that the name is an identifier", a root cause, QA 42 doc 12.)
const UNVERIFIED = lazyRegExp(
  () => /[[【［（(](?:unverified|unverifiziert|nicht verifiziert|ungeprüft|nicht geprüft|non vérifié|non vérifiée|non confirmé|no verificado|sin verificar|sin confirmar|sin comprobar|no comprobado|не проверено|не подтверждено|未验证|未確認|未検証|未确认)[\]】］）)]|^[ \t]{0,3}(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?[❓❔]|\bunverified\b|\bnot (?:yet )?verified\b|\bunconfirmed\b|\bnot (?:yet )?confirmed\b|\bverified by (?:nobody|no one|none)\b|\bnot (?:yet )?reproduced\b|\b(?:i|we)(?:'ve|’ve|[ \t]+have)?[ \t]+(?:not|never)[ \t]+(?:yet[ \t]+)?tested\b|\b(?:i|we)[ \t]+(?:haven't|haven’t)[ \t]+(?:yet[ \t]+)?tested\b|\bneeds? (?:verification|to be verified|confirmation)\b|(?:^|[.!?;:—–(\[>*+-][ \t]*|\n[ \t]*|(?<![\p{L}])(?:i|we|also|still|yet|and|but|so|just|then)[ \t]+)(?:could not|couldn't|cannot|can't|unable to|did not|didn't|was unable to|were unable to) (?:yet |fully |independently )?(?:verify|reproduce|confirm|test|measure|check)\b|ich habe (?:es |das )?nicht (?:gemessen|getestet|geprüft)|je n['’]ai pas (?:mesuré|testé|vérifié)|no lo (?:medí|probé|verifiqué)|не (?:измерял|проверял|тестировал)|未测量|未计测|未計測/iu,
  holdsPart(['[', '【', '［', '（', '(', '❓', '❔', '未', 'verif', 'confirm', 'reproduc', 'test', 'measure', 'check', 'nicht ', 'ai pas', 'no lo ', 'не ']),
);
const UNVERIFIED_TAG = /[[【［（(](?:unverified|unverifiziert|nicht verifiziert|ungeprüft|nicht geprüft|non vérifié|non vérifiée|non confirmé|no verificado|sin verificar|sin confirmar|sin comprobar|no comprobado|не проверено|не подтверждено|未验证|未確認|未検証|未确认)[\]】］）)]/u;
const VERIFIED_TAG_G = new RegExp(`${VERIFIED_TAG.source}|${UNVERIFIED_TAG.source}`, 'giu');
/** "Verified: no", "(verified: false)", "Verified: ❌": a verification field that says it was not. */
const VERIFIED_NO = lazyRegExp(() => /\bverified\b[*_]{0,4}[ \t]{0,8}[?？]?[*_]{0,4}[ \t]{0,8}[:：]?[*_]{0,4}[ \t]{0,8}(?:no|nope|false|not yet|none|n\/a|❌|✗|✘|nein|non|nie|não|nao|нет|否|いいえ|아니요|아니오)(?![\p{L}\p{N}])/iu);
// Russian "подтверждено" mid-sentence only with what confirmed it ("подтверждено тестом", "… на стенде"), as English
// "confirmed by": bare, it is said of anything ("права есть, это подтверждено"; "нет подтверждения прав" held its stem).
// (Every match holds a check mark or one of these words: "verifi", "confirm", … A finding saying nothing of its
// check holds none, and pull reads 80,000 of them.)
const VERIFIED_FORMS = lazyRegExp(
  () => /✅[ \t]{0,4}verified\b|^[ \t]{0,3}(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?[✅✔☑]|[✅✔☑]\uFE0F?[ \t]{0,3}(?:confirmed|verified|reproduced)\b|\b(?:i|we)(?:[ \t]+have|'ve|’ve)?[ \t]+(?:confirmed|verified|reproduced|measured)[ \t]+(?:this|it|that|them)\b|(?<!\bbe[ \t]{1,4})\bverified[ \t]{0,8}(?:[:：]|by\b|with\b|in\b|via\b|[✅✓✔☑])|[[(（](?:confirmed|reproduced|tested)[\])）]|confirmée? par|подтвержден[оа]?[ \t]+(?:тест|лог|запуск|замер|профил|воспроизвед|на[ \t]|в[ \t]|через)|已确认|已確認|確認済み|bestätigt durch|confirmado por|\((?:confirmed|verified|reproduced)\b(?:[^)\n]|\n(?![ \t]*\n)){0,200}\)|\bconfirmed by\b|(?<!\b(?:can|could|may|might|must|should|will|would|to)[ \t]+be[ \t]+(?:\p{L}+ly[ \t]+)?|\b(?:he|she|they|qa|someone|somebody|the user|a user|the reporter|support)[ \t]+)\breproduced\b|(?:^|[.!;][ \t]{1,3})(?:verified|confirmed)(?=[ \t]+(?:locally|manually|on|in|against|with|twice)\b|[ \t]*[.!]?[ \t]*$)|^[ \t]*(?:verified|verification)[ \t]*[:：][ \t]*(?:yes|✅|✔️?|true|ja|oui|sí|si|да|是|はい)(?![\p{L}\p{N}])/imu,
  holdsPart(['✅', '✔', '☑', 'verifi', 'confirm', 'reproduc', 'measured', 'tested', 'подтвержден', '确认', '確認', 'bestätigt durch']),
);

interface VerificationWords {
  /** A line of the finding opened by a proof label ("Preuve : test ajouté"): group 1 is how. */
  evidence: RegExp;
  /** A proof part's heading alone on its line, its text below ("Proof" / "Ran it three times: exit 6"): a finding's
   *  sub-heading kept in its text (a heading owns its facets), read as the label it is ("Proof: Ran it …"). */
  facet: RegExp;
  fenced: RegExp;
  /** A tag opened by a word for verified in more languages ("[verificato: log]"): group 1 or 2 is how. */
  tag: RegExp;
  /** Those tags and the bracketed unverified ones ("[non verificato]"), to cut from titles (matched without
   *  the i flag where that is the same: folded-regexp.ts). */
  strip: FoldedRegExp;
  /** A sentence opened by such a word ("Geprüft im Log.", "Проверено на стенде."): group 1 is how. */
  sentence: RegExp;
  /** A short sentence closed by a participle for checked ("Auf Beispieldaten gemessen: 9 ms."): group 1 the words
   *  before it, group 2 how. */
  late: RegExp;
  /** A sentence or parenthesis that only says it was not checked ("… Non vérifié.", "(не проверено)"). */
  unverified: RegExp;
  /** A status label whose value is a verification word ("Status: NIEZWERYFIKOWANE", "Статус: проверено"):
   *  group 1 is set when it says not verified, group 2 when it says verified. */
  status: StatusMatcher;
}

/**
 * The status pattern, matched in two steps: its label ("Status:", a short list) by a small expression, then its value
 * by comparing the phrases one by one in the pattern's own order. The same result as `pattern`, the one expression
 * (kept for reference and the tests): compiling its ~2,500 characters of phrases with the i and u flags took V8
 * 200-280 ms on the first "Status:" line of every return that had one.
 */
export interface StatusMatcher {
  exec(text: string): RegExpExecArray | null;
  pattern: RegExp;
}

const LETTER_OR_DIGIT = lazyRegExp(() => /[\p{L}\p{N}]/u);

function statusMatcher(label: RegExp, unverified: readonly string[], verified: readonly string[], pattern: RegExp, mayMatch: (text: string) => boolean): StatusMatcher {
  const split = (xs: readonly string[]) => [...new Set(xs)].sort((a, b) => b.length - a.length).map((w) => w.split(' '));
  const groups = [split(unverified), split(verified)];
  /** The length of `words` written at `at` of `lower` (blanks between them as the pattern allows), or -1. */
  const phraseAt = (lower: string, at: number, words: readonly string[]): number => {
    let k = at;
    for (let i = 0; i < words.length; i++) {
      if (i > 0) {
        const from = k;
        while (lower[k] === ' ' || lower[k] === '\t') k++;
        if (k === from) return -1;
      }
      if (!lower.startsWith(words[i]!, k)) return -1;
      k += words[i]!.length;
    }
    return LETTER_OR_DIGIT.test(String.fromCodePoint(lower.codePointAt(k) ?? 32)) ? -1 : k - at;
  };
  return {
    pattern,
    exec(text) {
      if (!mayMatch(text)) return null;
      const lower = text.toLowerCase().replace(/ſ/g, 's').replace(/ς/g, 'σ');
      // (Folding that changes a text's length, "İ", would move the offsets: the one expression reads it.)
      if (lower.length !== text.length) {
        pattern.lastIndex = 0;
        return pattern.exec(text);
      }
      label.lastIndex = 0;
      for (let m = label.exec(text); m; m = label.exec(text)) {
        const at = m.index + m[0].length;
        for (const [g, list] of groups.entries()) {
          for (const words of list) {
            const n = phraseAt(lower, at, words);
            if (n < 0) continue;
            const out = [text.slice(m.index, at + n), g === 0 ? text.slice(at, at + n) : undefined, g === 1 ? text.slice(at, at + n) : undefined] as unknown as RegExpExecArray;
            out.index = m.index;
            out.input = text;
            return out;
          }
        }
        if (m[0].length === 0) label.lastIndex++;
      }
      return null;
    },
  };
}
/** A status label and what may stand between it and its value ("- **Status:** ✅ "), its words `words`. */
const STATUS_LABEL = (words: string) => `[ \\t>]{0,8}(?:[-*+][ \\t]+|\\d{1,3}[.)][ \\t]+)?[*_]{0,2}(?:${words})[*_]{0,2}[ \\t]{0,2}[:：][*_]{0,2}[ \\t]{0,4}(?:[^\\p{L}\\p{N}\\n]{1,4}[ \\t]{0,2})?`;
/** The phrases a stated check opens with: a verified phrase, alone or after the writer as its subject ("I timed
 *  it", "we measured on"), and either after a clause word (", and I checked this against"). A mayMatch on these,
 *  not on the writer's or the clause's words alone: "i", "we" and "and" open most sentences and clauses, and every
 *  such text compiled the sentence pattern of all the verified words. */
const writerSaid = (writers: string[], verified: string[], clauses: string[]): string[] => {
  // (Only each phrase's first two words, once each: that is all opensWithWord reads of a phrase, and every
  // clause × writer × verified phrase was 40,800 phrases split and mapped on every command that read a finding's
  // verification, `return` with flags included: ~30% of its CPU time.)
  // (The first two words of "w v" are w's own two, or w and the first word of v: w before each first word is enough.)
  const verifiedFirst = firstWords(verified);
  const said = twoWordHeads([...verified, ...writers.flatMap((w) => verifiedFirst.map((v) => `${w} ${v}`))]);
  const saidFirst = firstWords(said);
  return twoWordHeads([...said, ...clauses.flatMap((c) => saidFirst.map((s) => `${c} ${s}`))]);
};
const firstWords = (phrases: readonly string[]): string[] => [...new Set(phrases.map((p) => blankWords(p, 1)[0] ?? ''))];
/** Each phrase's first two words (blank-separated, as opensWithWord splits them), once each. */
const twoWordHeads = (phrases: readonly string[]): string[] => [...new Set(phrases.map((p) => blankWords(p, 2).join(' ')))];
/** Not before a that-clause ("Confirmado que esta chave NÃO está vazada", "Confirmed that the key is not in the bundle",
 *  "Подтверждено, что …"): prose about the code, what the writer found true of it, not a check of the finding
 *  (prompts/verification.txt `that clause`; QA 47 R14). A label ("Confirmado: …") or a mark still states one. */
const thatClause = (that: string): string => (that ? `(?![ \\t]*[,，]?[ \\t]*(?:${that})(?![\\p{L}\\p{N}]))` : '');
let verRes: VerificationWords | undefined;
/** prompts/verification.txt: `evidence:` and `unverified:` phrase lines -> two expressions, built once. */
export function parseVerificationWords(text: string): VerificationWords {
  const words: Record<string, string[]> = { evidence: [], unverified: [], verified: [], status: [], 'status verified': [], writer: [], clause: [], 'verified last': [], 'that clause': [] };
  for (const raw of text.split('\n')) {
    const m = /^\s*(evidence|unverified|verified last|verified|status verified|status|writer|clause|that clause)\s*:\s*(.*)$/.exec(raw);
    if (m && !raw.trim().startsWith('#')) words[m[1]!]!.push(...m[2]!.split(',').map((w) => w.trim().toLowerCase()).filter(Boolean));
  }
  const alt = phraseAlternation;
  return {
    evidence: lazyRegExp(() => new RegExp(`^[ \\t>]{0,8}(?:[-*+][ \\t]+)?[*_]{0,2}(?:${alt(words.evidence!)})[*_]{0,2}[ \\t]{0,2}(?:[:：]|[—–](?=[ \\t]))[*_]{0,2}[ \\t]*([^\\n]{1,300})`, 'imu'), opensWithWord(words.evidence!)),
    facet: lazyRegExp(() => new RegExp(`^([ \\t]{0,3}(?:${alt(words.evidence!)}))[ \\t]*\\n(?:[ \\t]*\\n)?(?=[ \\t]{0,3}\\S)`, 'gimu'), opensWithWord(words.evidence!)),
    // An evidence label alone on its line (a heading "### Evidence", "**Beleg:**") over a fenced block of output
    // ("Expected: disabled" / "Received: enabled"): the block is the proof. Group 2 the block's text.
    fenced: lazyRegExp(() => new RegExp(`^[ \\t>]{0,3}(?:#{1,6}[ \\t]+)?(?:[-*+][ \\t]+)?[*_]{0,2}(?:${alt(words.evidence!)})[*_]{0,2}[ \\t]*[:：]?[*_]{0,2}[ \\t]*\\n(?:[ \\t]*\\n)?[ \\t]{0,3}(\`{3,}|~{3,})[^\\n]*\\n([^]{0,2000}?)\\n[ \\t]{0,3}\\1`, 'imu'), (t) => (t.includes('```') || t.includes('~~~')) && holdsWord(words.evidence!)(t)),
    unverified: lazyRegExp(() => new RegExp(`(?:^|[.!;。][ \\t]{1,3}|[[(（【［][ \\t]{0,2})[*_]{0,2}(?:${alt(words.unverified!)})(?![\\p{L}\\p{N}])[*_]{0,2}[ \\t]{0,2}(?:[.!。)）\\]】］]|$)`, 'imu'), opensWithWord(words.unverified!)),
    strip: foldedRegExp(`[ \\t]{0,3}[[(（【［][ \\t]{0,2}(?:${alt([...words.verified!, ...words.unverified!])})(?![\\p{L}\\p{N}])(?:[ \\t]{0,2}[:：][^\\]】］）)\\n]{0,300}|[ \\t]+[^\\]】］）)\\n]{1,200})?[\\]】］）)]`, 'giu', opensWithWord([...words.verified!, ...words.unverified!])),
    // (A Chinese or Japanese sentence follows its 。 with no blank: "清理钩子删除目录。已由测试证实。")
    // (The writer may be its subject, "I timed it on …", and a colon may stand before how, "Gemessen: 40 ms.")
    // (Or a clause: after a comma or a dash, perhaps opened by "and", "; " "— timed it on sample data: 9 ms".)
    sentence: lazyRegExp(() => new RegExp(`(?:^|[.!;][ \\t]{1,3}|[,—–][ \\t]{1,3}(?:(?:${alt(words.clause!)})[ \\t]+)?|[。；][ \\t]{0,3})(?:(?:${alt(words.writer!)})[ \\t]+)?(?:${alt(words.verified!)})(?![\\p{L}\\p{N}])${thatClause(alt(words['that clause']!))}(?:[:：]?[ \\t]+([^.!?;。？\\n]{1,120}))?(?:[.!。]|$)`, 'imu'), opensWithWord(writerSaid(words.writer!, words.verified!, words.clause!), ',—–；')),
    // A participle that closes a short sentence where the language puts it last, before its result or the stop ("Auf
    // Beispieldaten gemessen: 9 ms.", "Gegen die Quelle geprüft."): group 1 the words before it, group 2 how.
    late: lazyRegExp(() => new RegExp(`(?:^|[.!;][ \\t]{1,3})((?:[\\p{L}\\p{N}-]{1,30}[ \\t]+){1,5})(?:${alt(words['verified last']!)})(?![\\p{L}\\p{N}])[ \\t]*(?:[:：][ \\t]*([^.!?;\\n]{1,120}))?(?:[.!]|$)`, 'imu'), holdsWord(words['verified last']!)),
    // The unverified phrases first: "nie zweryfikowane" is not read as its "zweryfikowane".
    status: statusMatcher(
      lazyRegExp(() => new RegExp(`^${STATUS_LABEL(alt(words.status!))}`, 'gimu')),
      words.unverified!,
      [...words.verified!, ...words['status verified']!],
      lazyRegExp(() => new RegExp(`^${STATUS_LABEL(alt(words.status!))}(?:(${alt(words.unverified!)})|(${alt([...words.verified!, ...words['status verified']!])}))(?![\\p{L}\\p{N}])`, 'imu')),
      bothMay(opensWithWord(words.status!), holdsWord([...words.unverified!, ...words.verified!, ...words['status verified']!])),
    ),
    tag: lazyRegExp(() => new RegExp(`[[(（【［][ \\t]{0,2}(?:${alt(words.verified!)})(?![\\p{L}\\p{N}])(?:[ \\t]{0,2}[:：][ \\t]{0,4}([^\\]】］）)\\n]{0,300})|[ \\t]+([^\\]】］）)\\n]{1,200}))?[\\]】］）)]`, 'iu'), opensWithWord(words.verified!)),
  };
}
const verWords = () => (verRes ??= parseVerificationWords(readPrompt('verification.txt')));

/** Quotation marks around someone else's words ("…", “…”, «…», „…“, 「…」), outside brackets (a tag's own
 *  value may quote: "[verified: ran "npm test"]"). */
const QUOTED = /\[[^\]\n]{0,300}\]|\([^)\n]{0,300}\)|"[^"\n]{1,200}"|“[^”\n]{1,200}”|«[^»\n]{1,200}»|„[^“”\n]{1,200}[“”]|「[^」\n]{1,200}」/gu;
/** The text with quoted words blanked (same length, so positions hold): what the writer says, not quotes. */
export function withoutQuotes(text: string): string {
  if (!/["“«„「]/u.test(text)) return text;
  return text.replace(QUOTED, (m) => (m[0] === '[' || m[0] === '(' ? m : ' '.repeat(m.length)));
}
/** A finding's own lines: without the lines of a block quote inside it ("- the log reads" / "  > Severity:
 *  high"), which are the quoted material's, not the finding's fields. A finding written as a quote keeps all. */
export function ownLines(text: string): string {
  if (!text.includes('>')) return text;
  const ls = text.split('\n');
  if (/^[ \t]{0,12}>/.test(ls[0] ?? '')) return text;
  return ls.map((l, i) => (i > 0 && /^[ \t]{0,12}>/.test(l) ? '' : l)).join('\n');
}
/** Words just before a position that deny what follows, said of who checked it: "nobody has (confirmed by
 *  test) …", "no one ever verified …", "niemand hat …", "personne n'a …", "nadie ha …", "никто не …". Not
 *  "never"/"not" about the thing ("the cache never expires (confirmed by test)" is verified). */
const NEGATION_BEFORE = lazyRegExp(() => /(?:^|[^\p{L}])(?:nobody|no[ \t-]one|noone|none[ \t]+of[ \t]+us|niemand|personne|nadie|ninguém|nessuno|никто|没有人|沒有人|誰も)(?:[ \t]+[\p{L}'’]+){0,2}[ \t]*$/iu, holdsFolded(() => ['nobody', 'no', 'niemand', 'personne', 'nadie', 'ninguém', 'nessuno', 'никто', '没有人', '沒有人', '誰も']));
function negatedAt(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 60), at);
  return NEGATION_BEFORE.test(before.split(/[.!?;。\n]/).pop() ?? '');
}

/** Words before a closing participle that deny the check or put it ahead ("nicht", "noch", "muss", "zu", "bitte"), or
 *  give it to someone else ("Copilot hat 2 Dateien geprüft": the late participle is the writer's only with no subject). */
const LATE_DENIED = lazyRegExp(() => /(?<![\p{L}])(?:nicht|nie|niemals|noch|kein\p{L}*|muss|müssen|soll\p{L}*|zu|wird|werden|bitte|hat|hatte|hatten|haben|niet|nog|moet|nooit|geen|heeft|hebben)(?![\p{L}])/iu);
/** `text` without the captions of `whole`'s code examples: a caption (exampleCaption: "**✅ Pattern**", "#### ✅ Good",
 *  "✅ Richtig:") right over a code block, whose words alone say nothing of a check. The mark labels the good half
 *  of an example, not the finding's verification ("✅ Verified" over a pasted run still says it was checked). */
function withoutCaptions(text: string, whole: string): string {
  if (!/[✅✔]/u.test(text) || !/^[ \t]{0,3}(?:`{3}|~{3})/m.test(whole)) return text;
  const ls = whole.split('\n');
  const captions = new Set<string>();
  ls.forEach((l, i) => {
    const m = CAPTION_LINE.exec(l);
    if (!m || !exampleCaption(m[1]!.trim())) return;
    const next = ls.slice(i + 1).find((x) => x.trim());
    if (next === undefined || !/^[ \t]{0,3}(?:`{3}|~{3})/.test(next)) return;
    if (verificationOf(m[1]!.replace(/^[^\p{L}]+/u, '')) !== undefined) return;
    captions.add(l.trim());
  });
  return captions.size ? text.split('\n').map((l) => (captions.has(l.trim()) ? '' : l)).join('\n') : text;
}
/** A line that is one short text alone, perhaps bold, a heading's or an item's ("**✅ Pattern**", "#### ✅ Good"). */
const CAPTION_LINE = /^[ \t>#]*(?:[-*+][ \t]+)?[*_]{0,2}([^\n*_]{1,60}?)[*_]{0,2}[ \t]*$/u;

/** Whether the match at `at` opens a line that carries on the sentence of the line above (wrapped prose: the line
 *  above is text that ends in no stop, and this one starts in lower case). */
function wrapped(text: string, at: number): boolean {
  if (at > 0 && text[at - 1] !== '\n') return false;
  if (!/^[ \t]*\p{Ll}/u.test(text.slice(at, at + 40))) return false;
  const above = text.slice(Math.max(0, text.lastIndexOf('\n', at - 2) + 1), Math.max(0, at - 1));
  return /\p{L}|[,\p{N})`]/u.test(above.trimEnd().slice(-1)) && !/^[ \t]*(?:[-*+>#|]|\d{1,3}[.)])/.test(above) && above.trim() !== '';
}

/** `evidence: false`: without the last reading, an evidence label ("**Evidence:** …", "### Beleg"): what the finding
 *  says of its check besides what its evidence quotes (read-return.ts, beside a document that says it ran nothing). */
export function verificationOf(text0: string, opts: { evidence?: boolean } = {}): { verified: boolean; how?: string } | undefined {
  // Quoted material is someone else's words ('a user wrote "Verified: yes"', a "> Verified: yes" line of a
  // quoted log inside an item): never this finding's verification (hostile X1, X2).
  // So is a code example: a ✅ in a fenced block ("✅ 12 passed" of a pasted run) or in inline code
  // ("prints `✅ ok`") is the program's output, not the writer's mark.
  // (Nor a line that says what to do, "Recomendación: … (verificado)": said of the remedy, remedy-lines.ts.)
  // (Nor a sentence about another part that works, "Happy paths are clean (verified: local suite green).": aside-checks.ts.)
  const text = withoutCaptions(withoutQuotes(ownLines(withoutAsideChecks(withoutRemedyLines(withoutFences(text0))))).replace(/`[^`\n]{1,200}`/g, (m) => (/[✅✔☑]/u.test(m) ? '' : m)), text0);
  const tag = VERIFIED_TAG.exec(text);
  // "(verified: no)", "[geprüft: nein]": a tag that says it was not.
  // "(verified by nobody)": the words after the tag's word may take it back.
  if (tag && /^(?:no|nope|false|not yet|none|n\/a|❌|✗|✘|nein|non|nie|não|nao|нет|否|いいえ|아니요|아니오)(?![\p{L}\p{N}])|^by (?:nobody|no one)/iu.test((tag[1] ?? tag[2])?.trim() ?? '')) return { verified: false };
  // "(проверено на копии прода)", "(verified by running it)": the words after the tag's word say how.
  // "nobody has (confirmed by test) that …": a verification the sentence denies (hostile X11).
  if (tag && negatedAt(text, tag.index)) return { verified: false };
  if (tag) return { verified: true, how: (tag[1] ?? tag[2]?.replace(/^(?:by|with|via|using)[ \t]+/i, ''))?.trim() || undefined };
  // "[SOURCE: docs/ext.md:12-14]", "[INFERENCE: based on finding 1]", "Verified observation: …": the writer's evidence
  // markers (evidence-markers.ts).
  const marked = markerVerification(text);
  if (marked) return marked;
  const w = verWords();
  // "Status: NIEZWERYFIKOWANE", "**Статус:** проверено": a status field whose value is only that.
  const status = w.status.exec(text);
  if (status) return { verified: status[2] !== undefined };
  // "Confirmed: heap snapshot after 1 h", "Reproduced: no", "**Verified** — ✗": a field whose value decides
  // (verification-field.ts), before any word of the finding's prose ("reproduced" alone says checked).
  const field = verificationField(text);
  if (field) return field;
  if (UNVERIFIED.test(text) || VERIFIED_NO.test(text)) return { verified: false };
  if (w.unverified.test(text)) return { verified: false };
  const more = w.tag.exec(text);
  if (more && negatedAt(text, more.index)) return { verified: false };
  if (more) return { verified: true, how: (more[1] ?? more[2])?.trim() || undefined };
  const said0 = w.sentence.exec(text);
  // (Not a line that goes on with the sentence above it: "… obwohl nur 18765 als gesund" / "verifiziert wurde." says
  // what the program checked; a sentence the writer opens starts a line after a stop, a blank or a bullet.)
  const said = said0 && wrapped(text, said0.index) ? null : said0;
  if (said && negatedAt(text, said.index)) return { verified: false };
  if (said) return { verified: true, how: said[1]?.trim() || undefined };
  // (Not when the words before it deny it or put it ahead: "Noch nicht gemessen.", "Muss gegen die Quelle geprüft".)
  const late = w.late.exec(text);
  if (late && !LATE_DENIED.test(late[1]!)) return { verified: true, how: late[2]?.trim() || late[1]!.trim() };
  // (Not the ticks on a remedy's steps: "**Mitigation**:" / "- ✅ check the session"; status-fields.ts. Nor a tick
  // on a state of repair, "✅ Fixed", "✅ **Status**: RESOLVED": repair-marks.ts.)
  const f = VERIFIED_FORMS.exec(withoutRemedyLists(withoutRepairTicks(text)));
  if (f && negatedAt(text, f.index)) return { verified: false };
  if (f) {
    const how = /\((?:confirmed|verified|reproduced)[ \t]{0,8}(?:[:：]|by|with|in|via)[ \t]{0,8}([^)]*)\)/i.exec(text) ?? /verified[ \t]{0,8}(?:[:：]|by|with|via|in)[ \t]{0,8}([^.;\n\]]+)/i.exec(text);
    const h = how?.[1]?.replace(/[`*_]+/g, '').trim();
    return { verified: true, how: h && !/^(?:yes|true|✅)$/i.test(h) ? h : undefined };
  }
  // "Fixed and re-tested.", "reproduit à l'identique", "перепроверено" (not "not yet re-tested"): verification-said.ts.
  const again = retested(text);
  if (again !== undefined) return { verified: again };
  // "- `npm run build` - passed.", "5762 passed", "Verdict: PASS.": a run of the checks that passed (run-passed.ts).
  const run = runPassed(text);
  if (run) return { verified: true, how: run };
  // "- Preuve : test `test_quota` ajouté, il échouait avant": a proof label gives how it was checked.
  // (Not a reproduction label that gives the steps, "**Reproduction:** start the server, …": repro-steps.ts.)
  // ("### Proof" / "Ran it three times" under a finding's heading: the sub-heading is that label.)
  if (opts.evidence === false) return hedged(text) ? { verified: false } : undefined;
  const labelled = text.length <= 100_000 ? text.replace(w.facet, '$1: ') : text;
  let proof = w.evidence.exec(labelled);
  // ("**Repro:**" / "1. open two tabs": the steps on the lines below.)
  const below = (rest: string, m: RegExpExecArray) => rest.slice(m.index + m[0].length).split('\n', 4).slice(1).find((l) => l.trim()) ?? '';
  let rest = labelled;
  // (Nor a check label whose value is the check to run, "Проверка: откройте каждую ссылку, убедитесь …", "验证：点击
  // 每个链接，确认跳转": a to-do, verification-field.ts checkToDo.)
  for (; proof && (reproductionSteps(proof[0], below(rest, proof)) || checkToDo(proof[0])); proof = w.evidence.exec(rest)) rest = rest.slice(proof.index + proof[0].length);
  const how = proof?.[1]?.replace(/`|\*\*|__/g, "").trim();
  // (Not a proof that is none yet or a check ahead: "Evidence: none yet", "should be verified by a test".)
  if (how && !/^(?:none|n\/a|—|-|no|tbd|todo|keine|aucune?|ninguna?|нет|无|なし)(?:[ \t]+(?:yet|bisher|noch|encore|todavía|пока))?[.!]?$/iu.test(how) && !EVIDENCE_AHEAD.test(how)) return { verified: true, how };
  // "### Evidence" over a fenced block of test output: the block is the proof, how = its first lines.
  const fenced = text0.length <= 100_000 ? w.fenced.exec(text0) : null;
  const shown = fenced?.[2]?.split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 2).join('; ').slice(0, 200);
  if (shown) return { verified: true, how: shown };
  // Last: "This is a hypothesis.", "Suspected from the code." — a guess, unless the sentence says it was confirmed.
  if (hedged(text)) return { verified: false };
  return undefined;
}

/** An evidence label's value that puts the check ahead ("should be verified by a test", "muss noch geprüft werden"). */
const EVIDENCE_AHEAD = lazyRegExp(() => /^(?:to be|(?:should|must|will|needs? to|has to|have to)[ \t]+be)[ \t]+(?:verified|tested|checked|confirmed|reproduced)\b|^(?:muss|sollte|soll)[ \t]+(?:noch[ \t]+)?\p{L}+[ \t]+werden|^(?:doit|devrait)[ \t]+être[ \t]+(?:vérifiée?|testée?|confirmée?)|^(?:debe|debería)[ \t]+(?:verificarse|comprobarse|probarse)|^(?:нужно|надо|следует|должно[ \t]+быть)[ \t]+(?:проверить|проверено|подтвердить)/iu);

/** A finding's line field ("**Line:** 42", "Zeile: 40-44"); the words: prompts/columns.txt `line field:`. */
const LINE_FIELD = lazyRegExp(() => new RegExp(`^[*_ \\t>-]*(?:${phraseAlternation(keyedWords(readPrompt('columns.txt'), 'line field'))})[*_]*\\s*[:：][*_]*\\s*\`?(\\d+(?:[-–]\\d+)?)\`?\\s*$`, 'imu'));
/** A library named like a file ("Node.js", "Vue.js"): no place in the tree. */
const FRAMEWORK_JS = /^(?:node|vue|next|nuxt|three|d3|express|chart|ember|backbone|react|angular|alpine|socket\.io|moment|p5|pixi|fabric|leaflet|anime|lodash|underscore|jquery)\.js$/i;

/** The files a heading or a title line names, each once: code spans and bare words that are paths with a file's
 *  extension, a line or a closing slash ("4.1. Checkout.tsx (1487 lines)", "## 3) Styles (`x.css`)"); not a
 *  library named like a file ("Node.js"). */
export function filesNamed(line: string): string[] {
  if (!/[./\\]/.test(line)) return [];
  const out: string[] = [];
  for (const m of line.slice(0, 400).matchAll(/`([^`\n]{1,200})`|([^\s`()（）[\]{}<>,;"'“”«»]{3,200})/g)) {
    const p = (m[1] ?? m[2]!).trim().replace(/[:.!?*_]+$/, '').replace(/^[*_]+/, '');
    if (isPath(p) && namesFile(p) && !FRAMEWORK_JS.test(p) && !out.includes(p)) out.push(p);
  }
  return out;
}

/** The first lines of a text, up to `n` non-blank ones (bounded: fields are read near the start). */
function leadLines(text: string, n = 6): string[] {
  const out: string[] = [];
  for (const l of text.slice(0, 2000).split('\n')) {
    if (!l.trim()) continue;
    out.push(l);
    if (out.length >= n) break;
  }
  return out;
}

/** A location label's value that is a clause of prose, not a place: six words or more with a comma, semicolon or dash
 *  between clauses, or more than seven, and no number ("in the logging middleware, whenever a request fails").
 *  "The login page, after submit", "Settings → Billing tab" and "line 40 of the parser" stay places. */
function proseClause(v: string): boolean {
  const plain = v.replace(/`[^`\n]*`/g, 'x').replace(/[*_]+/g, '').trim();
  if (/\d/.test(plain)) return false;
  // (Chinese and Japanese write no spaces: about two characters a word.)
  const cjk = plain.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu)?.length ?? 0;
  const words = plain.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length + Math.floor(cjk / 2);
  return /[,;，；]|\s[—–-]\s/u.test(plain) ? words >= 6 : words > 7;
}

/** Where a finding is, as `path:line` or `path:from-to` however it was written (a GitHub anchor
 *  `path#L22-L31` reads as `path:22-31`), or undefined. */
export function locationOf(text: string, groups: string[] = []): string | undefined {
  const at = locationAsWritten(text, groups);
  const lined = at?.includes('#L') ? at.replace(/#L(\d+)(?:-L?(\d+))?$/, (_m, a: string, b?: string) => `:${a}${b ? `-${b}` : ''}`) : at;
  return lined === undefined ? undefined : firstRange(lined);
}

function locationAsWritten(text: string, groups: string[] = []): string | undefined {
  // "> [!CAUTION]" over the comment: the marker line is no part of where it is.
  if (text.startsWith('[!')) text = text.replace(/^\[![A-Za-z]+\][ \t]*\n/, '');
  const lineOf = () => LINE_FIELD.exec(text)?.[1] ?? /\(lines? (\d+(?:[ \t]?[-–][ \t]?\d+)?)\)|\blines? (\d+(?:[ \t]?[-–][ \t]?\d+)?)\b/i.exec(firstLine(text))?.slice(1).find(Boolean)?.replace(/[ \t]/g, '');
  // Codex's citation "【F:src/billing/refunds.ts†L41-L58】"; a link to a file at its lines
  // ("[fixtures/cart.ts](file:///home/dev/shop/fixtures/cart.ts#L14-L22)", a GitHub blob URL).
  const head = text.slice(0, 2000);
  const cite = head.includes('F:') ? /[【(]F:([^†】)\s]{1,300})†L(\d+)(?:-L?(\d+))?[】)]/.exec(head) : null;
  if (cite && isPath(cite[1]!)) return `${cite[1]}:${cite[2]}${cite[3] ? `-${cite[3]}` : ''}`;
  if (head.includes('](')) {
    for (const m of head.matchAll(/\[`?([^\]`\n]{1,200})`?\]\(((?:file:\/\/|https?:\/\/|\.{0,2}\/)?[^)\s]{0,500}?)(?:#L(\d+)(?:-L?(\d+))?)?\)/g)) {
      if (!isPath(m[1]!) || !(m[3] || /^file:|\/blob\//.test(m[2]!))) continue;
      return m[3] ? `${m[1]}:${m[3]}${m[4] ? `-${m[4]}` : ''}` : m[1];
    }
  }
  const led = head.includes('**') ? boldLocationLead(firstLine(text, 1000)) : null;
  if (led) return led.location;
  const filed = fileLedTitle(firstLine(text, 1000));
  if (filed) return filed.location;
  // "### 24. Corrupted state.json Locks Out TUI" over "**`src/state/store.rs:57-58`** — No recovery path …": the
  // bold location leading the line under the title is where the writer says the finding is, not a file the
  // title or the text names in passing.
  const under = head.includes('**') ? leadLines(text, 2)[1] : undefined;
  const ledUnder = under !== undefined ? boldLocationLead(under) : null;
  if (ledUnder) return ledUnder.location;
  // "### 4.1. Checkout.tsx (1487 lines)" over "- extract `CheckoutTable.tsx`, …": the one file its title names,
  // bare, is where the finding is; the files its text names after it are a plan's (a proposed split), unless
  // one is the same file with its folder or line.
  const titled = filesNamed(firstLine(text).replace(/^[ \t]*(?:[-*+]|\d{1,3}[.)])?[ \t]*(?:\d{1,3}(?:\.\d{1,3})*[.)]?[ \t]+)?/, ''));
  const titleFile = titled.length === 1 ? titled[0]! : undefined;
  const base = (p: string) => p.replace(/(?::\d.*|#L\d.*)$/, '').split(/[\\/]/).pop()!.toLowerCase();
  // A review comment's location on a line of its own ("**src/limiter.ts:31**", a bot's location list).
  for (const l of leadLines(withoutFences(text), 12)) {
    // "<location> `store/cache.py:42` </location>": a bot's location element is a location line.
    const at = locationLine(l.includes('<') ? l.replace(/<\/?[A-Za-z_][\w-]{0,40}>/g, '') : l);
    // (A list item naming a file under a labelled location, "**該当箇所**: design.md:62" over "- `src/run.ts`",
    // is a file the text goes on to name: the label says where the finding is.)
    if (at && /^[ \t>]{0,4}(?:[-*+]|\d{1,3}[.)])[ \t]/.test(l) && labelledPlace(text)) break;
    if (at && (!titleFile || base(at) === base(titleFile))) return at;
  }
  const withLine = (loc: string) => {
    const n = /:\d+|#L\d/.test(loc) ? undefined : (lineNamedAfter(text, loc) ?? lineOf());
    return n ? `${loc}:${n}` : loc;
  };
  // (Not a line of code: "where: { id: params.id }" in a query is no location field.)
  const f = LOCATION_FIELD.exec(withoutFences(text));
  // "Where: —", "File: n/a": an empty cell, no location.
  if (f && /[\p{L}\p{N}]/u.test(f[1]!) && !/^(?:n\/?a|none|unknown|tbd)$/i.test(f[1]!.trim()) && !codeFragment(f[1]!)) {
    // "Где: teacher.py line 328, async function teach_lesson()", "Where: many handlers in bot.py": the file the
    // value names, at the line it says; a value naming none ("Where: the login page") as written.
    const v = f[1]!.trim();
    const file = isPath(v) ? undefined : filesNamed(v)[0];
    // "**Где:** в функции разбора, при пустом вводе": a clause of prose names no place; its words stay in the text.
    if (file || isPath(v) || !proseClause(v)) return withLine(file ?? v);
  }
  // A location label inside a line or before more words ("… Location: `round.rs` (`play_card`).",
  // "**File:** `registries.py`, all `check_*` functions", "該当箇所: src/a.ts:5"): the first path in its value.
  const labelled = head.includes(':') || head.includes('：') ? LOCATION_LABEL.exec(withoutFences(head)) : null;
  const inLabel = labelled ? (firstPathIn(labelled[1]!) ?? filesNamed(labelled[1]!)[0]) : undefined;
  if (inLabel) return withLine(inLabel);
  const first = firstLine(text);
  for (const m of first.matchAll(/`([^`\s]+)`|\*\*([^*\s]+)\*\*/g)) {
    const cand = (m[1] ?? m[2]!).replace(/[),.;]+$/, '');
    // (Words with a slash, "`try/except`", "`read/write`", "**MED-2/3/4**", are code or prose: a file by its
    // extension, a line or a closing slash, or a folder three parts deep in lower case, as locationLine reads one.)
    if (isPath(cand) && (namesFile(cand) || /^[a-z0-9_.~@-]+(?:\/[a-z0-9_.@()[\]-]+){2,}$/.test(cand))) return withLine(cand);
  }
  // (The same file written with its folder further on, "`scripts/publish.sh`", says it more fully.)
  if (titleFile) return withLine(pathsIn(withoutFences(head)).find((p) => base(p) === base(titleFile) && p.length > titleFile.length) ?? titleFile);
  // "**start.ps1 端口写死**: 8080 …": a bold problem name that opens with the file it is about (not a
  // framework's name, "**Node.js 版本过旧**").
  const boldName = first.includes('**') ? /^[ \t>]{0,4}(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?\*\*`?([^\s*`]{3,200}?)`?[ \t]+[^*\n]{1,200}\*\*/.exec(first) : null;
  if (boldName && isPath(boldName[1]!) && namesFile(boldName[1]!) && !FRAMEWORK_JS.test(boldName[1]!)) return withLine(boldName[1]!);
  // A group heading that is a file ("### `src/auth/session.ts`") locates the findings under it.
  // Written bare, a heading names a file by its extension, a line or a closing slash: "### Controller/Telemetry"
  // is a part of the product, its parts named like folders, not a place in the tree.
  for (const g of [...groups].reverse()) {
    // ("### src/conf/loader.py  (140, config loading)": a note after the path says what the file does.)
    const m = /^(`?)([^`\s]+)\1$/.exec(g.trim().replace(/[ \t]+[(（][^()（）\n]{1,80}[)）]$/u, ''));
    const p = m?.[2];
    if (p && isPath(p) && (m![1] || namesFile(p))) return withLine(p);
  }
  // Else the first file the finding's own text names, in code or as a path with a folder or a line
  // ("`src/a.ts:40` — off by one" on the second line, "src/auth/token.ts:77 — reused"): a finding names
  // the file it is about first. Code blocks are skipped (a stack trace names every file on the way).
  const named = firstPathIn(withoutFences(head));
  if (named) return withLine(named);
  // "Crashes in teacher.py line 328", "падает в bot.py, строка 77": a file named bare is a place when its line is said.
  const atLine = bareFileAtLine(withoutFences(head));
  if (atLine) return atLine;
  const inHeading = pathInGroupHeading(groups);
  return inHeading ? withLine(inHeading) : codeCommentLocation(head, locationLine);
}

/** "### 1. Prompts (src/prompts/build.ts)", "## Output — `src/out/write.ts`", "### 📄 src/api/client.ts": a group heading that names a part
 *  and the one file it is in, in brackets or after a dash, the nearest such heading first. Only the path in
 *  its place ("### Migration (see docs/plan.md)" names no place of its findings), and only for a finding that
 *  names no file of its own. */
export function pathInGroupHeading(groups: readonly string[]): string | undefined {
  return fromNearest(groups, (g) => {
    // ("### 📄 src/api/client.ts", "### File: src/api/server.ts": the heading is the place, marked or labelled; a
    // file by its extension, a line or a closing slash, not "### Billing/Invoices", a part of the product.)
    const whole = locationLine(g);
    if (whole && namesFile(whole)) return whole;
    const m = /(?:[(（][ \t]*(`?)([^\s()（）`]{3,200})\1[ \t]*[)）]|[ \t](?:—|–|-|:)[ \t]+(`?)([^\s`]{3,200})\3)[ \t*_]*$/u.exec(g.slice(0, 300));
    const p = m?.[2] ?? m?.[4];
    return p && isPath(p) && namesFile(p) ? p : undefined;
  });
}

/** A value that is code, not a place: braces, an assignment, an arrow, a call with its arguments, a statement's
 *  end ("{ id: params.id }", "x = y", "load(cfg);"). A path's own brackets ("src/app/(shop)/page.tsx") are no call,
 *  nor is the function named after a path ("scheduler/cron.ts:tick()"). */
const codeFragment = (v: string) => !isPath(/^[ \t]*`?([\w.~/\\@()[\]-]+\.[A-Za-z]\w{0,9})(?::|#|[ \t]|`|$)/.exec(v)?.[1] ?? '') && (/[{};]|=>|[^=!<>]=[^=]|&&|\|\|/.test(v) || (/[\p{L}\p{N}_]\([^()]*\)(?![\w./\\])/u.test(v) && !isPath(v.trim().replace(/^`|`$/g, ''))));

/** The line `text` says right after the first mention of `file` ("teacher.py line 328", "`a.ts`, Zeile 12",
 *  "main.py 第12行"), or undefined. */
function lineNamedAfter(text: string, file: string): string | undefined {
  // (Each mention, the first that says a line: the title may name the file bare, "Failures in teacher.py".)
  const head = text.slice(0, 2000);
  for (let at = head.indexOf(file), n = 0; at >= 0 && n < 8; at = head.indexOf(file, at + file.length), n++) {
    const line = lineSaidAfter(head.slice(at + file.length, at + file.length + 80));
    if (line) return line;
  }
  return undefined;
}

/** The first file named bare (a name with a file's extension) and its line said after it, as `file:line`. */
function bareFileAtLine(text: string): string | undefined {
  if (!/\d/.test(text)) return undefined;
  for (const m of text.matchAll(/(?<![\w/.@-])([\w-][\w.-]{0,100}\.[A-Za-z]\w{0,9})(?![\w/])/g)) {
    const p = m[1]!;
    if (!isPath(p) || !namesFile(p) || FRAMEWORK_JS.test(p)) continue;
    const line = lineSaidAfter(text.slice(m.index + p.length, m.index + p.length + 80));
    if (line) return `${p}:${line}`;
  }
  return undefined;
}

/** A location field or label in the text (outside code) that names a path. */
function labelledPlace(text: string): boolean {
  const plain = withoutFences(text.slice(0, 2000));
  const f = LOCATION_FIELD.exec(plain);
  if (f && firstPathIn(f[1]!)) return true;
  const l = plain.includes(':') || plain.includes('：') ? LOCATION_LABEL.exec(plain) : null;
  return l !== null && firstPathIn(l[1]!) !== undefined;
}

/** A path in code, or bare with a folder or a line ("src/a.ts", "a.ts:12", "/app/x.py", "src/app/(shop)/page.tsx");
 *  not inside a URL. */
const PATH_TOKEN = new RegExp(String.raw`\x60([^\x60\n]{1,200})\x60|(?<![\w/.:@-])((?:[A-Za-z]:[\\/]|/)?(?:${SEG}[\\/])+${NAME}\.[A-Za-z]\w{0,9}(?::\d+(?:[-–]\d+)?(?:,\d+(?:[-–]\d+)?)*)?|[\w-][\w.-]*\.[A-Za-z]\w{0,9}:\d+(?:[-–]\d+)?(?:,\d+(?:[-–]\d+)?)*)(?![\w/])`, 'g');

/** Every path a text names, in code or bare with a folder or a line, as firstPathIn reads them. */
function pathsIn(text: string): string[] {
  if (!/[./\\]/.test(text)) return [];
  const out: string[] = [];
  for (const m of text.matchAll(PATH_TOKEN)) {
    const cand = (m[1] ?? m[2]!).trim().replace(/[),.;:]+$/, '');
    if (isPath(cand) && namesFile(cand)) out.push(cand);
  }
  return out;
}

/** The first path a text names (a code span that is a path, else a bare path), or undefined. */
function firstPathIn(text: string): string | undefined {
  if (!/[./\\]/.test(text)) return undefined;
  for (const m of text.matchAll(PATH_TOKEN)) {
    // "`shared/types.ts (Criteria = text/label)`": a code span holding a path and a note on it names the path.
    const noted = m[1] ? /^[ \t]*([^\s()（）]{2,200})[ \t]+[(（]/.exec(m[1])?.[1] : undefined;
    const cand = (noted && isPath(noted) ? noted : (m[1] ?? m[2]!)).trim().replace(/[),.;:]+$/, '');
    // Named in passing, a path needs a file's extension, a line or a closing slash ("`bg-black/30` is a
    // class, "src/cache/" a folder).
    if (isPath(cand) && namesFile(cand)) return cand;
  }
  return undefined;
}

/** A text without its fenced code blocks (their lines blanked). */
function withoutFences(text: string): string {
  if (!text.includes('```') && !text.includes('~~~')) return text;
  let fence = '';
  return text
    .split('\n')
    .map((l) => {
      const m = /^[ \t]{0,3}(`{3,}|~{3,})/.exec(l);
      if (m && (!fence || m[1]!.startsWith(fence))) {
        fence = fence ? '' : m[1]!;
        return '';
      }
      return fence ? '' : l;
    })
    .join('\n');
}

/** A line of badges only: italic labels, images, pipes ("_⚠️ Potential issue_ | _🔴 Critical_",
 *  "![high](https://…/high-priority.svg)"): fields of the comment below it, never its title. */
const BADGE_LINE = /^[ \t]*(?:(?:!\[[^\]\n]{0,40}\]\([^)\s]{0,300}\)|_[^_\n]{1,40}_|\*[^*\n]{1,40}\*)[ \t]*(?:[|·•][ \t]*)?)+$/u;
export const isBadgeLine = (line: string): boolean => line.length <= 400 && BADGE_LINE.test(line);

/** A badge line's words: image alt texts and italic labels, one per segment ("Potential issue", "🔴 Critical"). */
const badgeWords = (line: string): string[] => [...line.matchAll(/!\[([^\]\n]{0,40})\]|_([^_\n]{1,40})_|\*([^*\n]{1,40})\*/gu)].map((m) => (m[1] ?? m[2] ?? m[3]!).trim());

/** A path in a code span that leads a finding, perhaps "line N" after it, then a dash or a colon. */
const PATH_LEAD = lazyRegExp(() => /^(?:[^\p{L}\p{N}*_`]|\d+[.)]){0,12}[*_]{0,2}`([^`\n]{1,200})`[*_]{0,2}(?:[ \t]{1,4}\(?(?:lines?|l\.?)[ \t]?\d+(?:[ \t]?[-–][ \t]?\d+)?\)?)?[ \t]{0,4}(?:[:：—–]|-(?=[ \t]))[ \t]{0,4}(?=\S)/iu);

/** "2.3 checkout.html — total computed twice", "2.3 `src/cart.ts`: discount applied before tax": a section's
 *  number, then a file (in code, or bare with a file's extension), a dash or a colon and the title. The file is
 *  where the finding is, the rest its title ("2.3 Rename config.yaml keys" names the file inside its title and
 *  keeps it). A rest of one word ("README.md — outdated") is no title without the file: left as written. */
export function fileLedTitle(line: string): { location: string; rest: string } | null {
  const m = line.length <= 1000 ? FILE_LEAD.exec(line) : null;
  if (!m) return null;
  const p = m[2]!;
  if (!isPath(p) || !(m[1] || namesFile(p)) || FRAMEWORK_JS.test(p)) return null;
  const rest = line.slice(m[0].length);
  const words = rest.replace(/[*_`]+/g, '').trim();
  const enough = words.split(/\s+/).length >= 2 || (words.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu) ?? []).length >= 2;
  return enough ? { location: p, rest } : null;
}
const FILE_LEAD = lazyRegExp(() => /^[^\p{L}\p{N}`]{0,12}(?:\d{1,3}(?:\.\d{1,3})*[.)]?[ \t]+)?(`?)([^\s`]{1,200})\1[ \t]{0,4}(?:[:：]|[—–―]|-(?=[ \t]))[ \t]{0,4}(?=\S)/u);


/** A plain id before a dash or a colon, perhaps with a note in brackets between ("N2 (minor, open) — x",
 *  "F-3: x", "SEC-12 – x"); group 1 is the id. */
const ID_LEAD = /^((?:[A-Z][A-Z0-9]{0,5}(?:-[A-Z]{1,4})?-?\d{1,4}[a-z]?|#\d{1,4}))(?:(?:[ \t]{1,2}[([][^()[\]\n]{1,60}[)\]])?[ \t]{0,2}(?:[—–―:]|--?)[ \t]{1,4}|[ \t]{1,2}(?=\[[^[\]\n]{1,40}\][ \t]{1,4}\S))(?=\S)/;
/** The writer's id in square brackets leading a finding ("- [Q1] (P1) Queue depth …"): group 1 the marks
 *  before it, group 2 the id. */
const BRACKET_ID = lazyRegExp(() => /^([^\p{L}\p{N}[]{0,8})\[((?:[A-Z][A-Z0-9]{0,5}(?:-[A-Z]{1,4})?-?\d{1,4}[a-z]?))\][ \t]+(?=\S)/u);
/** The writer's id before a bracketed tag, then the title ("R4-H1 [P2] Free text stays free", "SEC-3 [High]
 *  x"): group 1 the marks before it, group 2 the id; the tag stays (a severity tag is read and cut later). */
const ID_BEFORE_TAG = lazyRegExp(() => /^([^\p{L}\p{N}#]{0,8})((?:[A-Z][A-Z0-9]{0,5}(?:-[A-Z]{1,4})?-?\d{1,4}[a-z]?|#\d{1,4}))[ \t]{1,2}(?=\[[^[\]\n]{1,40}\][ \t]{1,4}\S)/u);
/** The writer's id before a bold title ("F3. **Race in cache.** The lock …", a table row's id cell before its
 *  finding cell): the id, then the bold sentence that titles the finding. */
const ID_BEFORE_BOLD = /^([ \t>]{0,4}(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?)((?:[A-Z][A-Z0-9]{0,5}(?:-[A-Z]{1,4})?-?\d{1,4}[a-z]?|#\d{1,4}))[.:)]?[ \t]{1,3}(?=\*\*[^*\n]|__[^_\n])/;
function withoutIdBeforeBold(line: string): string {
  const m = line.includes('**') || line.includes('__') ? ID_BEFORE_BOLD.exec(line) : null;
  return m && isFindingId(m[2]!) ? m[1]! + line.slice(m[0].length) : line;
}
function idLead(t: string): string | undefined {
  const m = ID_LEAD.exec(t);
  return m && isFindingId(m[1]!) ? m[0] : undefined;
}

/** An id in a bold lead of fields: a capital's ("**M1**") or a severity initial's in lower case ("**m3** — x"). */
const leadId = (w: string) => isFindingId(w) || lowerCaseId(w);

/** A bold lead of fields only, then the title: "**F-1 · High · `api/invites.go:77`** — Invite tokens …",
 *  "**C1** `lodash@4.17.15` — …", "**[H2] · `ws.js`**". Its parts (an id, a severity, a location, a
 *  category) and the text after it; null when the bold text says anything else ("**Race condition**"). */
export function fieldsLead(line: string): { parts: string[]; rest: string } | null {
  if (!line.includes('**') && !line.includes('__')) return null;
  const m = /^(?:[^\p{L}\p{N}*_`]|\d+[.)]\s|\[[ xXvV✓✔☑]\]){0,12}(?:\*\*|__)([^*_\n]{1,160})(?:\*\*|__)/u.exec(line);
  if (!m) return null;
  const parts = m[1]!.split(/[ \t]*[·•|][ \t]*/).map((p) => p.replace(/^[[(]|[\])]$/g, '').replace(/`/g, '').trim()).filter(Boolean);
  if (!parts.length || !parts.some(leadId)) return null;
  const ok = parts.every((p) => leadId(p) || sevs().map.has(p.toLowerCase()) || isPath(p) || cats().map.has(p.toLowerCase()));
  return ok ? { parts, rest: line.slice(m[0].length).replace(/^[ \t]*(?:[:：—–]|-(?=[ \t]))?[ \t]*/, '') } : null;
}

interface CategoryRes {
  /** A label that leads a line: "**Bug:**", "Perf —", "[A11y]". Group 1 or 2 is the word. */
  lead: RegExp;
  field: RegExp;
  map: Map<string, string>;
  /** Words that qualify a category word in a label ("fixed", "potential", "исправлен"). */
  mods: Set<string>;
}
let catRes: CategoryRes | undefined;

/** prompts/categories.txt: `<category>: word, ...` lines -> the word (lower case) -> its category. */
export function parseCategoryWords(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const raw of text.split('\n')) {
    const m = /^\s*([\w-]+)\s*:\s*(.*)$/.exec(raw);
    if (!m || raw.trim().startsWith('#')) continue;
    for (const w of m[2]!.split(',').map((x) => x.trim().toLowerCase()).filter(Boolean)) map.set(w, m[1]!);
  }
  return map;
}

function cats(): CategoryRes {
  if (catRes) return catRes;
  const all = parseCategoryWords(readPrompt('categories.txt'));
  // `modifier:` words qualify a category word ("Fixed bug", "Potential bug", "Исправлен баг"): no category themselves.
  // A severity word qualifies it too ("**Critical bug:** …"): the finding's level (categoryLevel).
  const levels = [...sevs().map.keys()].filter((w) => /^\p{L}+$/u.test(w));
  const mods = [...[...all].filter(([, c]) => c === 'modifier').map(([w]) => w), ...levels];
  const map = new Map([...all].filter(([, c]) => c !== 'modifier'));
  const alt = (ws: string[]) => ws.sort((a, b) => b.length - a.length).map(esc).join('|');
  const C = `(?:${alt([...map.keys()])})(?![\\p{L}\\p{N}])`;
  const M = mods.length ? `(?:${alt(mods)})(?![\\p{L}\\p{N}])` : '(?!)';
  catRes = {
    map,
    mods: new Set(mods),
    // Bounded runs only (a line of 5,000 "*" must stay linear); the text after the label must not be empty.
    lead: new RegExp(`^(?:[^\\p{L}\\p{N}\\[*_]|\\d+[.)]){0,12}[*_]{0,4}(?:[\\[【](${C})[\\]】]|(?:${M}[ \\t]{1,2})?(${C})(?:[ \\t]{1,2}${M})?(?:[ \\t]{0,2}\\([^()\\n]{1,30}\\))?[*_]{0,4}[ \\t]{0,4}(?:[:：—–]|-(?=[ \\t])))[*_]{0,4}[ \\t]{0,4}(?=\\S)`, 'iu'),
    field: /^[*_ \t>-]{0,12}(?:category|type|kind|kategorie|catégorie|categoría|категория|类别|分类|カテゴリ)[*_]{0,4}[ \t]{0,4}[:：][*_]{0,4}[ \t]{0,4}([^\n*_]{1,40}?)[*_]{0,4}[ \t]*$/imu,
  };
  return catRes;
}

/** A section's number of two parts or more ("2.1 ", "3.4.1. "): numbering, before a finding's label. */
const SECTION_NUMBER = /^[ \t]{0,3}\d{1,3}(?:\.\d{1,3}){1,3}\.?[ \t]+(?=\S)/;

/** A category label leading a line, and the text after it (null when none, or nothing follows it). */
function categoryLead(line0: string): { category: string; rest: string; qualifier?: string } | null {
  const r = cats();
  // A heading's section number before the label ("### 2.1 【安全】 SQL built by …") is no part of it.
  const line = line0.replace(SECTION_NUMBER, '');
  // Only a line whose first word (or two) is a category word runs the label expression (see severityOf).
  const words = /^(?:[^\p{L}\p{N}]|\d+[.)]){0,20}([\p{L}\p{N}]+)(?:[ \t]+([\p{L}\p{N}]+))?/u.exec(line);
  const w1 = words?.[1]?.toLowerCase();
  const w2 = words?.[2]?.toLowerCase();
  // (Or a qualifier before the category word: "**Fixed bug:** …", "**Исправлен баг:** …".)
  if (!w1 || !(r.map.has(w1) || (w2 !== undefined && (r.map.has(`${w1} ${w2}`) || (r.mods.has(w1) && r.map.has(w2)))))) return null;
  const m = r.lead.exec(line);
  if (!m) return null;
  const word = (m[1] ?? m[2]!).toLowerCase();
  const rest = line.slice(m[0].length);
  return rest.trim() ? { category: r.map.get(word) ?? word, rest, ...(r.mods.has(w1) && !r.map.has(w1) ? { qualifier: w1 } : {}) } : null;
}

/** The level a category label's qualifier states ("**Critical bug:** …" -> critical), or undefined. */
function categoryLevel(text: string): string | undefined {
  const q = categoryLead(firstLine(afterCounter(text) ?? text))?.qualifier;
  return q === undefined ? undefined : sevs().map.get(q);
}

/** The category a finding states: a label leading it (after a severity), else a "Category:" field. */
export function categoryOf(text: string): string | undefined {
  const first = firstLine(afterCounter(text) ?? text);
  const lead = sevs().lead.exec(first);
  const c = categoryLead(first) ?? (lead ? categoryLead(first.slice(lead[0].length)) : null);
  if (c) return c.category;
  const f = cats().field.exec(text)?.[1]?.trim().toLowerCase();
  return f ? (cats().map.get(f) ?? f) : undefined;
}



/** A line that is only a tag or one element (`<location> a.py:4 </location>`, `<issue_to_address>`). */
const TAG_LINE = /^[ \t]*(?:<\/?[A-Za-z_][\w-]{0,40}(?:[ \t][^<>\n]{0,200})?>[ \t]*)+$|^[ \t]*<([A-Za-z_][\w-]{0,40})[^<>\n]{0,200}>[^<\n]{0,300}<\/\1>[ \t]*$/;
/** An element that holds code, not prose (`<code_context>`, `<diff>`, `<pre>`): skipped whole. */
const CODE_TAG = /^[ \t]*<((?:[\w-]*(?:code|diff|context|snippet|patch)[\w-]*)|pre)\b[^>\n]{0,200}>[ \t]*$/i;

/** The text after a first line that is only a counter, from its first line of prose (tags, code elements,
 *  fenced or indented code skipped; the lines skipped stay in the text after it); null when the first line
 *  is no bare counter or nothing follows it. */
/** A first line that is only the writer's id for the finding ("F-3", "**C1**", "SEC-12."). */
function bareId(line: string): boolean {
  const w = line.replace(/[*_#`\s]+/g, '');
  return w.length <= 12 && isFindingId(w);
}

/** A first line that only labels the writer's id, perhaps with a severity tag ("Finding-ref ID: XY-1 (MAJOR)",
 *  "Ref: AUD-7", "ID: F-3 [high]"): it names no finding, so every such heading would give the same title. */
const ID_LABEL_LINE = lazyRegExp(() => /^[^\p{L}\p{N}]{0,8}(?:[\p{L}][\p{L}-]{0,20}[ \t]{1,2}){0,2}(?:id|ref|reference|no\.?|nr\.?|number|n°)[*_]{0,2}[ \t]{0,2}[:：#][*_]{0,2}[ \t]{0,2}([A-Z][A-Z0-9]{0,5}(?:-[A-Z]{1,4})?-?\d{1,4}[a-z]?)[*_]{0,2}(?:[ \t]{0,2}[([][^()[\]\n]{1,30}[)\]])?[*_ \t]*$/iu, (t) => t.includes(':') || t.includes('：') || t.includes('#'));
const idLabelLine = (line: string) => {
  const id = line.length <= 120 ? ID_LABEL_LINE.exec(line)?.[1] : undefined;
  return id !== undefined && isFindingId(id);
};

/** A first line that is the writer's id with only tags after it, its level and its place ("**R-001** [editorial]
 *  (01-segment-model)", "**F-12** [high] (auth)"): it names no finding; the prose under it does. */
const ID_TAGS_LINE = lazyRegExp(() => /^[^\p{L}\p{N}]{0,8}([A-Z][A-Z0-9]{0,5}(?:-[A-Z]{1,4})?-?\d{1,4}[a-z]?)[*_]{0,2}[.:：]?(?:[ \t]{1,3}(?:\[[^\]\n]{1,40}\]|\([^()\n]{1,80}\)|（[^（）\n]{1,80}）))+[ \t]*$/u);
const idTagsLine = (line: string) => {
  const id = line.length <= 160 ? ID_TAGS_LINE.exec(line)?.[1] : undefined;
  return id !== undefined && isFindingId(id);
};

/** How many paragraphs open with a line of the writer's id and its tags ("**R-001** [editorial] (spec)"), each
 *  with prose under it, of different ids. */
export function idTagParagraphs(lines: readonly string[], body: readonly Block[]): number {
  const ids = new Set<string>();
  for (const b of body) {
    const l = lines[b.line] ?? '';
    if (b.token.type !== 'paragraph' || b.end - b.line < 2 || !/^[ \t]{0,3}(?:\*\*|__)/.test(l) || !idTagsLine(l)) continue;
    ids.add(ID_TAGS_LINE.exec(l)![1]!);
  }
  return ids.size;
}

function afterCounter(text: string): string | null {
  const nl = text.indexOf('\n');
  if (nl < 0 || !(BARE_COUNTER.test(text.slice(0, nl)) || bareId(text.slice(0, nl)) || idLabelLine(text.slice(0, nl)) || idTagsLine(text.slice(0, nl)))) return null;
  const ls = text.slice(nl + 1, nl + 1 + 6000).split('\n');
  for (let k = 0; k < ls.length && k < 200; k++) {
    const l = ls[k]!;
    const code = CODE_TAG.exec(l);
    if (!code && (!l.trim() || TAG_LINE.test(l) || /^(?: {4}|\t)/.test(l))) continue;
    const fence = /^[ \t]{0,3}(`{3,}|~{3,})/.exec(l);
    if (code || fence) {
      const close = code ? new RegExp(`</${code[1]}>`, 'i') : null;
      let j = k + 1;
      while (j < ls.length && !(close ? close.test(ls[j]!) : ls[j]!.trim().startsWith(fence![1]!))) j++;
      k = j;
      continue;
    }
    // Inline tags around the prose ("<issue_to_address>**bug_risk:** x</issue_to_address>") are no words of it.
    const prose = l.replace(/<\/?[A-Za-z_][\w-]{0,40}(?:[ \t][^<>\n]{0,200})?>/g, '').trim();
    if (prose) return [prose, ...ls.slice(k + 1)].join('\n');
  }
  return null;
}

/** A list item opening with a bold label ("- **Prio:** P1 · …"). */
const FIELD_ITEM_FIRST = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\*\*|__)[^*_\n]{1,40}?(?:[:：](?:\*\*|__)|(?:\*\*|__)[ \t]*[:：])/u;

/** `text` with its code spans and parenthesised parts filled with "x" (same length): where a cut may not fall. */
/** A sentence's end: two letters of a word (not "e.g."), a stop, a blank, a capital or code next. */
const SENTENCE_END = lazyRegExp(() => /[^\s.]{2}[.!?](?=[ \t]+[\p{Lu}`"“(])/gu);

/** Where the first sentence of a title ends (after its stop), between 12 and 140 characters; 0: none there. */
function sentenceEnd(t: string): number {
  if (!/[.!?]/.test(t)) return 0;
  const m = masked(t);
  for (const stop of t.slice(12, 140).matchAll(SENTENCE_END)) {
    const at = 12 + stop.index + 2;
    if (m[at] === t[at]) return at + 1; // not inside code or a parenthesis
  }
  return 0;
}

/** A finding as a table's row is written back (findings.ts tableFindings): "<id>. <title cell>", then each other cell
 *  as a field on a line of its own ("Agent: code-reviewer", "Location: `cli.ts`"), and nothing else. */
function rowShaped(text: string): boolean {
  if (text.length > 3000 || !ROW_HEAD.test(text)) return false;
  const rest = text.split('\n').slice(1);
  return rest.length >= 1 && rest.length <= 12 && rest.every((l) => ROW_FIELD.test(l));
}
const ROW_HEAD = /^(?:[A-Z][A-Z0-9]{0,5}(?:-[A-Z]{1,4})?-?\d{1,4}[a-z]?|#\d{1,4})\.[ \t]+\S[^\n]*\n/;
const ROW_FIELD = lazyRegExp(() => /^[ \t]{0,4}\p{L}[\p{L}\p{N} _/#-]{0,30}[ \t]?[:：][ \t]+\S/u);

function masked(text: string): string {
  return text.replace(/`[^`\n]*`|\([^()\n]{0,200}\)/g, (m) => 'x'.repeat(m.length));
}

/** `f` applied to the text outside its code spans only. */
/** A replacer that takes out what it matched unless the match opens inside a code span of the line. */
function outOfCode(m: string, ...args: unknown[]): string {
  const all = args[args.length - 1] as string;
  const at = args[args.length - 2] as number;
  return ((all.slice(0, at).match(/`/g) ?? []).length % 2 ? m : '');
}

// A Python dunder name ("__init__", "__main__"), split out whole (its capture kept at the odd indexes).
const DUNDER = lazyRegExp(() => /((?<![\p{L}\p{N}_])__[a-z][a-z0-9]*(?:_[a-z0-9]+)*__(?![\p{L}\p{N}_]))/u);

function outsideCode(text: string, f: (s: string) => string): string {
  return text.split(/(`[^`\n]*`)/).map((part, i) => (i % 2 ? part : f(part))).join('');
}

/** A heading whose title `t` is two short halves apart by a spaced dash ("containerd 1.x support removed —
 *  nodes need containerd 2.x"): each half a few words, no stop, colon or second dash, the second neither a level
 *  ("— Low") nor a status in capitals ("— FIXED"). Then the dash joins the problem and its consequence, one title. */
function wholeDashHeading(text: string, t: string, at: number, dash: string): boolean {
  // (A heading's finding is its title line, then its body on the next line; a wrapped sentence runs on in lower case.)
  if (!/^[ \t]{0,3}#{1,6}[ \t]|^[^\n]{1,120}\n(?![ \t]*\p{Ll})/u.test(text) || !/[—–―]/.test(dash) || t.length > 100) return false;
  const left = t.slice(0, at).trim();
  const right = t.slice(at + dash.length).trim();
  // (Words outside brackets: "**R-074** [gap] (08-eviction-advisory) — confirms R-064" has an id and tags before
  // its dash, no statement.)
  const words = (x: string) => masked(x).replace(/\[[^\]\n]*\]|\([^)\n]*\)/g, ' ').split(/[ \t]+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  if (left.length > 60 || right.length > 50 || words(left) < 2 || words(right) < 2 || words(right) > 8) return false;
  const m = masked(right);
  if (/[.!?。](?:\s|$)|[;:：]|\s[—–―-]\s|^[(（]/u.test(m) || (/\p{Lu}/u.test(right) && !/\p{Ll}/u.test(right)) || levelOnly(right)) return false;
  return true;
}

/** The finding's title: a bold lead, else its first line up to " — " or ": ", without tags and numbering. */
export function titleOf(text: string, whole = false): string {
  if (whole) return readTitle(text, true);
  // Read once per text in a process: pull reads each finding's title for its fields (findingData) and again
  // for agreement (fanout.ts), and it is the costliest reader of a short finding. titleOf is a pure function
  // of the text (the words it reads are data loaded once), so the memo never changes a title; it is emptied
  // when it grows past a bound, so a long-lived process does not keep every text it ever read.
  let title = titles.get(text);
  if (title === undefined) {
    title = readTitle(text, false);
    if (titles.size >= TITLES_KEPT || titlesChars + text.length > TITLES_CHARS) {
      titles.clear();
      titlesChars = 0;
    }
    titles.set(text, title);
    titlesChars += text.length;
  }
  return title;
}
const titles = new Map<string, string>();
let titlesChars = 0;
// (Bounds: two returns of 40,000 findings are ~80,000 texts of ~2 MB; a test run reads many long documents.)
const TITLES_KEPT = 200_000;
const TITLES_CHARS = 8_000_000;

function readTitle(text: string, whole: boolean): string {
  const r = sevs();
  // <details><summary>Title</summary> … </details>: the summary is the title.
  const summary = /^\s*<details\b[^>]*>\s*<summary\b[^>]*>([\s\S]*?)<\/summary>/i.exec(text);
  // A summary that only counts what it holds ("🧹 Nitpick comments (1)"): the first bold title inside.
  const inner = summary && /\(\d{1,4}\)\s*$/.test(summary[1]!) ? /\*\*([^*\n]{3,200})\*\*/.exec(text.slice(summary[0].length)) : null;
  if (inner) text = inner[1]!;
  else if (summary) text = summary[1]!.replace(/<[^>]+>/g, '').trim() || text;
  // "### Comment 1" / "**Finding 2**": a counter alone says nothing; the title is the first line of prose after it.
  const counted = afterCounter(text);
  if (counted !== null) text = counted;
  // A review comment: its location and badges come first ("**src/a.ts:31**", "_⚠️ Potential issue_ | _🔴
  // Critical_", "![high](…)"); its title is the first line after them.
  const head0 = firstLine(text);
  if (locationLine(head0) !== undefined || bannerPlace(head0) !== undefined || isBadgeLine(head0)) {
    const ls = text.slice(0, 4000).split('\n');
    let k = 0;
    while (k < ls.length - 1 && k < 8 && (!ls[k]!.trim() || locationLine(ls[k]!) !== undefined || bannerPlace(ls[k]!) !== undefined || isBadgeLine(ls[k]!))) k++;
    // ("In web/index.html:" / "> +    setTimeout(…" / "+    …" / "[nitpick] The timeout is not stored": the quoted diff is
    // the code under review; the comment after it is the title, quoted-diff.ts.)
    if (k > 0) k = afterQuotedDiff(ls, k);
    // ("1. **auth.js**" / "   - `API_CONFIG.baseURL` — dead code" / "   - …": a name over a list of its points is the
    // title, as "2. **login.html / register.html**" over its list is; the first point is one of several, QA 47 R7.)
    // ("`api/hooks.md`" / "Importance: High" / "Priority: P1", a table row titled by its file: what follows are the row's
    // fields, none naming the problem; the file is what the row is about, its title. QA 55 doc 14.)
    const fieldsOnly = (rest: string[]) => rest.every((l) => !l.trim() || (ROW_FIELD.test(l) && !TITLE_FIELD_FIRST.test(l)));
    if (k > 0 && ls.slice(k).some((l) => l.trim()) && !/^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+\S/.test(ls[k]!) && !(locationLine(head0) !== undefined && ls.length <= 13 && fieldsOnly(ls.slice(k)))) text = ls.slice(k).join('\n');
  }
  // "> [!CAUTION]" / "**Rows are skipped.**", "> [!warning] Root token still persists": an alert's tag is no title
  // (its type is a level, alert-levels.ts); the words after it, on its line or the next, are.
  const alerted = alertLead(text);
  if (alerted && alerted.rest.trim()) text = alerted.rest;
  // "**PROBLEMA CRITICO:** `x()` NO está conectado", "98 🔴. x": a level label, or a light beside the id, is a field;
  // the words after it are the title (clause-levels.ts, QA 46 R4).
  const fieldLead = levelNounLabel(firstLine(text), severityWord) ?? idLight(firstLine(text), severityWord);
  if (fieldLead) text = fieldLead.rest + text.slice(firstLine(text).length);
  // "(1/3) The cache key …", "[2/3] …", "1/3: …", "#1 of 3 —": a counter of the findings, no words of the title.
  if (/^[ \t]*(?:[([]?\d{1,3}[ \t]?\/[ \t]?\d{1,3}[)\]]?|#\d{1,3}[ \t]+of[ \t]+\d{1,3})[ \t]*[:：.—–-]?[ \t]+(?=\S)/.test(text)) text = text.replace(/^[ \t]*(?:[([]?\d{1,3}[ \t]?\/[ \t]?\d{1,3}[)\]]?|#\d{1,3}[ \t]+of[ \t]+\d{1,3})[ \t]*[:：.—–-]?[ \t]+/, '');
  // A finding written as fields: its Issue/Problem/Title field names it ("**Issue**: x" / "**Impact**: y").
  if (TITLE_FIELD_FIRST.test(firstLine(text))) text = TITLE_FIELD_FIRST.exec(firstLine(text))![1]! + text.slice(firstLine(text).length);
  // (So does a list of fields led by another one, "- **Prio:** P1 · **Effort:** M" / "- **Finding:** x", under a
  // heading that is the writer's id alone, "#### S1": QA 51 class 3.)
  else if (FIELD_FIRST.test(firstLine(text)) || (counted !== null && FIELD_ITEM_FIRST.test(firstLine(text)))) {
    const named = TITLE_FIELD.exec(text);
    if (named) text = named[1]!;
  }
  // "Verified observation: the path is not sealed", "[P0] Hypothesis: …", "… [INFERENCE]": an evidence marker is a
  // field, no word of the title (evidence-markers.ts).
  // (Each replacement below runs only where a mark its pattern needs stands, a colon, a dash, a bracket, a stop, a check
  // mark: most titles hold few of them, and pull reads the titles of a big fan-out's 80,000 findings.)
  let first = withoutMarkers(firstLine(beforeNotedState(firstLine(text, 2000))));
  // A note or verification label before the title ("Important: x", "Not yet verified: x") is not the title.
  if (/[:：—–]/.test(first)) first = first.replace(/^([^\p{L}\p{N}]{0,8})(?:important|note|nb|warning|caution|heads up|not (?:yet )?verified|unverified|verified|confirmed)[*_]{0,4}[ \t]{0,4}[:：—–][*_]{0,4}[ \t]*(?=\S)/iu, '$1');
  if (first.includes('[')) {
    first = first.replace(/^(\s*(?:[-*+]|\d+[.)])?\s*)\[[ xXvV✓✔☑]\]\s+/, '$1'); // a task-list checkbox
    // A badge image leading it ("![high](https://…/high-priority.svg) echo leak"): a field, no words of the title.
    if (first.includes('!')) first = first.replace(/^(\s*(?:[-*+]|\d+[.)])?\s*)(?:!\[[^\]\n]{0,40}\]\([^)\s]{0,300}\)[ \t]*)+(?=\S)/, '$1');
  }
  first = first.replace(VERIFIED_TAG_G, '');
  first = verWords().strip.strip(first);
  // Bounded blanks around each tag: a title line of 5,000 spaces must not make these cubic.
  if (first.includes('(')) first = first.replace(/[ \t]{0,3}\((?:verified|unverified|confirmed|reproduced|not verified)\b[^)]{0,200}\)/gi, (m, at: number, all: string) => (negatedAt(all, at) ? m : ''));
  if (/[:：]/.test(first)) first = first.replace(/[ \t]{0,3}[—–,.;-]?[ \t]{0,3}\bverified\b[*_]{0,4}[ \t]{0,4}[:：][^\n]*$/i, (m, at: number, all: string) => (withoutQuotes(all).slice(at, at + m.length) === m ? '' : m));
  if (first.includes('✅')) first = first.replace(/[ \t]{0,3}✅[ \t]{0,3}verified\b.*$/i, '');
  // A closing sentence that only says how it was checked ("… a float. Confirmed by test.", "Not verified.").
  if (/[.!]/.test(first)) first = first.replace(/(?<=[.!])[ \t]{1,3}(?:(?:confirmed|verified|reproduced)(?:[ \t]+(?:by|with|in|via)[ \t][^.!\n]{1,60})?|not (?:yet )?(?:verified|confirmed|reproduced)|unverified)[.!]?[ \t]*$/i, '');
  // "[confirmed]", "(untested)", "[needs verification]", "（已确认）": verification tags are fields too.
  if (/[[(（]/.test(first)) first = first.replace(/[ \t]{0,3}[[(（](?:confirmed|reproduced|tested|not reproduced|not tested|untested|needs verification|unverified|confirmée? par [^\])）\n]{0,60}|подтвержден[^\])）\n]{0,60}|已确认|已確認|確認済み)[\])）]/giu, '');
  if (first.includes('[')) {
    first = first
      // (Not one opening inside a code span: "`oauth2:[^@\s]+@`" is a regex in a title, no footnote mark, QA 46 R7.)
      .replace(/\[[^\]\n]*[:：][^\]\n]*\]/g, outOfCode) // any other "[label: value]" tag
      .replace(/\[\^[^\]\s]{1,40}\]/g, outOfCode); // a footnote mark ("[^2]"): its note is kept, not part of the title
  }
  // Severity tags and labels are fields, not words of the title (each expression only where it can match).
  const tagged = first.includes('[') ? ID_BEFORE_TAG.exec(first) : null;
  if (tagged && isFindingId(tagged[2]!)) first = tagged[1]! + first.slice(tagged[0].length);
  // "[C1] (P2) Config read twice": the writer's id in brackets is no word of the title.
  const boxed = first.includes('[') ? BRACKET_ID.exec(first) : null;
  if (boxed && isFindingId(boxed[2]!)) first = boxed[1]! + first.slice(boxed[0].length);
  // "[Q-LOW] Comment noise": a tag that states a level and numbers nothing is a field, no word of the title.
  const levelTag = boxed ? null : tagSeverity(first, tagWord, tagAbbrev);
  // ("1. [WARN] Slug shows raw", "[must] x": a check's or a priority's tag read as the severity, no word of the title.)
  const prioritized = levelTag || boxed ? undefined : withoutPriorityTag(first);
  if (prioritized !== undefined) first = prioritized;
  if (levelTag) {
    const at = first.indexOf(levelTag.tag);
    first = first.slice(0, at) + first.slice(at + levelTag.tag.length).replace(/^[ \t]+/, '');
    // "- **[LOW N3]** `Analytics.record` …": the bold held the tag alone; its emptied marks go with it.
    if (first.includes('****') || first.includes('____')) first = first.replace(/^([ \t]*(?:[-+*][ \t]+|\d{1,3}[.)][ \t]+|#{1,6}[ \t]+)?)(\*\*|__)\2[ \t]*/u, '$1');
  }
  if (bracketed(first)) {
    const before = first;
    first = r.tagAround.strip(first);
    // "**[P0] Footer is exclusive.** setFooter replaces …": the tag opened the bold, and its marks went with it; they go
    // back before the title, so the bold lead is the title whole (QA 44 class 11).
    const open = /^([ \t]*(?:[-+*][ \t]+|\d{1,3}[.)][ \t]+)?)(\*\*|__)[ \t]*[[(【〔［（]/u.exec(before);
    const rest = open ? first.slice(open[1]!.length).replace(/^[ \t]+/, '') : '';
    if (open && !rest.startsWith(open[2]!) && rest.includes(open[2]!)) first = open[1]! + open[2]! + rest;
  }
  // "令牌在刷新前过期（高优先级）": a level phrase closing the title in brackets is its severity, no word of the title.
  const tailLevel = /[)）]\s*$/.test(first) ? SEVERITY_TAIL.exec(first) : null;
  if (tailLevel?.[2] !== undefined && headingSeverity(tailLevel[2]) !== undefined && tailLevel.index > 0) first = first.slice(0, tailLevel.index);
  if (/sev/i.test(first)) first = first.replace(r.sev, '');
  if (SEV_WORD.test(first)) first = r.labelLead.strip(first);
  first = first.trim();
  // "Module coupling 🔴 high priority", "缓存键忽略语言 🔴 高优先级": the closing light and its words are a field.
  const closing = closingLight(first);
  if (closing) first = first.slice(0, closing.at).trim();
  // A severity label before the title ("🔴 Critical: x", "**High**: x", "P2 — x") is a field, not the title.
  // "🔴 CRITICAL #1: Cache never expires": the level's own counter goes with it.
  const lead = leadWord(first) ? (r.countedLead.exec(first) ?? r.lead.exec(first) ?? qualifiedLead(first)) : null;
  // ("1.2 — MED — Inconsistent import path": a level's abbreviation between dashes is that field too, abbrev-lead.ts.)
  const abbr = lead ? null : abbrevLead(first, tagAbbrev);
  let rest = lead ? first.slice(lead[0].length).replace(/^[*_\s:：—–―‒−-]+/, '') : abbr ? first.slice(abbr.lead.length) : first;
  // "**Critical — an empty quote passes the gate.** `str.find` …": the level opened the bold; the title is the rest
  // of the bold sentence, not the line run on past it (QA 40 class 10).
  if (lead && /^[^\p{L}\p{N}*]{0,8}\*\*/u.test(first) && /^[^*\n]+\*\*/.test(rest) && (first.slice(0, lead[0].length).match(/\*\*/g) ?? []).length === 1) rest = `**${rest}`;
  const unlabelled = rest.trim() ? rest : first;
  // A category label before the title ("🐛 **Bug:** the pager skips …", "[A11y] x") is a field too.
  const category = categoryLead(unlabelled);
  const labelled = withoutIdBeforeBold(withoutStatusLead(category?.rest ?? unlabelled));
  // "**My view.** The script should not run as root": a remark's label, the claim after it the title (remark-labels.ts).
  const line = afterRemarkLabel(labelled) ?? labelled;
  let bold = /^(?:[^\p{L}\p{N}*_`]|\d+[.)])*\s*\*\*(.+?)\*\*/u.exec(line);
  let t = bold ? bold[1]! : line;
  // "**F1 — the refusal was lost.**": the writer's id before the dash is no part of the title.
  const boldId = bold ? idLead(t) : undefined;
  if (boldId) t = t.slice(boldId.length);
  // "**F-1 · High · `a.go:77`** — Invite tokens …", "**C1** `lodash` — …": an id and fields, then the title.
  const fields = bold ? fieldsLead(line) : null;
  if (fields?.rest.trim()) {
    t = fields.rest;
    bold = null;
  }
  // "**[Pass A]** — Export ignores the flag": a bracketed tag in bold is a field, the rest the title (level-only-groups.ts).
  const tagLead = bold ? boldTagLead(line) : null;
  if (tagLead) {
    t = tagLead.rest;
    bold = null;
  }
  // "**src/routes/invite.ts:23** — orgId comes from the body": the bold lead is the location, the rest the title.
  // (In code, or a file by its extension, a line or a closing slash: "**Read/write split:** …" is a title with a slash.)
  const boldPlace = bold ? bold[1]!.replace(/`/g, '').replace(/[ \t]*[:：]$/, '') : '';
  if (bold && ((isPath(boldPlace) && (namesFile(boldPlace) || /^`[^`]+`[ \t]*[:：]?$/.test(bold[1]!))) || locationLine(bold[1]!) !== undefined) && line.slice(bold[0].length).replace(/^[\s:：—–-]+/, '')) {
    t = line.slice(bold[0].length).replace(/^[\s:：—–-]+/, '');
    bold = null;
  }
  // "`src/pager.ts:10` — last page skipped when …": a code span that is a path, then a dash or a colon,
  // is the location; the rest is the title ("`src/a.ts` is never flushed" keeps its subject).
  const spanned = fields?.rest.trim() ? t : line;
  const span = bold ? null : PATH_LEAD.exec(spanned);
  const filed = bold || span ? null : fileLedTitle(spanned);
  // ("`deploy.sh` — Low (real)": a level alone after the place is no title; the place titles it.)
  if (span && isPath(span[1]!) && !levelOnly(spanned.slice(span[0].length))) t = spanned.slice(span[0].length);
  else if (filed && !levelOnly(filed.rest.replace(/^[ \t]*(?:[:：—–―]|-(?=[ \t]))[ \t]*/u, ''))) t = filed.rest;
  // "november leak; impact: high": a severity label after the first clause is a field, not the title.
  const mid = midLabelled(t) ? r.mid.exec(t) : null;
  if (mid && mid.index >= 3) t = t.slice(0, mid.index);
  if (!bold) {
    // "Finding 4 — timeouts are in seconds": a numbering label before the dash is not the title.
    // "Discovery 1: the SDK loads every client" is titled as written (its colon is not the cut).
    // "Finding 4 — timeouts are in seconds", "Issue 1: Cache key …", "Problème 2 : le cache fuit", "问题三：缓存
    // 泄漏", "Finding: the export query …": a counter before the title is not the title.
    // (after the marks before it: "🔴 Bug #1: x", "🟢 Problema 2: y")
    const marks = /^[^\p{L}\p{N}#]{1,12}/u.exec(t)?.[0] ?? '';
    const numbered = COUNTER.exec(t.slice(marks.length)) ?? CJK_COUNTER.exec(t.slice(marks.length));
    if (numbered) t = t.slice(marks.length + numbered[0].length);
    // "N2 (minor, open) — binding lapses at expiry", "F-3: header written twice": the writer's id (and a
    // note on its state) before the dash is no part of the title.
    else {
      const id = idLead(t);
      if (id) t = t.slice(id.length);
    }
    const from = 0;
    // Never inside `code` or "(…)": "Le CDN renvoie `Cache-Control: max-age` …", "x (gravité : faible)".
    let cut = /\s[—–―]\s|\s--?\s|:\s/.exec(masked(t).slice(from));
    // (`whole`: the line run on past its dash or colon, subject-titles.ts; only a level alone after it is cut.)
    if (whole && cut && !levelOnly(t.slice(from + cut.index + cut[0].length))) cut = null;
    // "`build-arm64` — the runner image dropped qemu": a name in code alone before the dash is not all
    // of the title; the cut comes after what is said about it.
    // (After its section's number too: "2.3 `sendMail()` — retries forever on 4xx".)
    // (Not when all after the dash is its level: "1.5 `deploy.sh` — Low" is titled by its subject.)
    if (cut && /^`[^`\n]+`$/.test(t.slice(from, from + cut.index).replace(/^(?:[^\p{L}\p{N}`]|\d{1,3}(?:\.\d{1,3})*[.)]?(?=[ \t]))+/u, '').trim()) && !levelOnly(t.slice(from + cut.index + cut[0].length))) {
      const after = from + cut.index + cut[0].length;
      const next = /\s[—–―]\s|\s--?\s|:\s/.exec(masked(t).slice(after));
      cut = next ? Object.assign(next, { index: after - from + next.index }) : null;
    }
    // A finding written as sentences ("Hearts are not broken by the queen. `play_card` only …", "x. Location:
    // `a.rs`"): its first sentence is the title, before any later dash or colon, not the paragraph cut at
    // 120 characters.
    // "5.1 Duplicated code - formatDate": a code name alone after the dash (camelCase, snake_case, a member, a
    // call) says which code the title is about: part of the title, not a detail after it. (Not a file: that is
    // the finding's place.)
    if (cut) {
      const rest = t.slice(from + cut.index + cut[0].length).trim();
      if (rest.length <= 40 && /^`?[A-Za-z_$][\w$.]*(?:\(\))?`?$/.test(rest) && /^`|[a-z][A-Z]|_|\.|\(\)/.test(rest) && !isPath(rest.replace(/`/g, ''))) cut = null;
    }
    // "### containerd 1.x support removed — nodes need containerd 2.x": a heading of two short halves that together
    // state the problem is titled whole (QA 40 doc 12). An id before the dash ("F3 — x") was taken off above; a level
    // after it ("— Low") or a long text after it is still cut.
    if (cut && wholeDashHeading(text, t, from + cut.index, cut[0])) cut = null;
    // "F2. Dead branch in recursive `parseStep` — `'--'` case unreachable …" over "Agent: …" / "Location: …": a table's
    // row (its id, its title cell, its other cells as fields) is titled by its whole cell (QA 41 class 11); a level
    // alone after the dash is still cut.
    if (cut && rowShaped(text) && /[—–―]/.test(cut[0]) && !levelOnly(t.slice(from + cut.index + cut[0].length))) cut = null;
    const stop = sentenceEnd(t);
    if (stop > 0 && (!cut || stop <= cut.index) && (t.length > 120 || cut)) t = t.slice(0, stop);
    else if (cut && from + cut.index >= 8 && from + cut.index <= 100) t = t.slice(0, from + cut.index);
    // ("XSS: `x.py:1`", "SSRF — `src/fetch.ts:12`": a short title before its place, which is the location, not a word
    // of the title; Claude Code's security review heads each finding "Vuln 3: XSS: `x.py:1`".)
    else if (cut && cut.index > 0 && locationLine(t.slice(from + cut.index + cut[0].length).trim()) !== undefined) t = t.slice(0, from + cut.index);
  }
  t = t.replace(/\[(?:verified[^\]]{0,1000}|unverified)\]/gi, '');
  // Codex's citations ("【F:src/a.ts†L41-L58】") are the location, and a link shows its text.
  if (t.includes('【') || t.includes('†')) t = t.replace(/[ \t]{0,3}[【(]F:[^】)\n]{1,300}[】)]/g, '');
  if (t.includes('](')) t = t.replace(/\[([^\]\n]{1,200})\]\([^)\s]{1,500}\)/g, '$1');
  if (bracketed(t)) t = r.tag.strip(t);
  // An empty code span goes; spans written back to back ("`parseDate``formatDate`") are two names, not one.
  if (t.includes('`')) t = t.replace(/`([^`\n]*)`(?=(`?))/g, (_m, c: string, next: string) => (c.trim() ? `\`${c}\`${next ? ' ' : ''}` : ''));
  // (Strike marks too: "~~LOW — x~~ (RETRACTED)" lost its opening "~~" with the level, QA 45 R7.)
  // (Not a dunder name's underscores: "AlmacenMejorado.__init__()" is a name, not bold "init", QA 46 R7.)
  t = outsideCode(t, (x) => x.split(DUNDER).map((part, i) => (i % 2 ? part : part.replace(/[*_]{2,}|~~/g, ''))).join(''))
    // (A writer's "#14" leading the title keeps its "#": "Low: #14 typo in the help".)
    // ("[magic] Expiry hard-coded": a tag the writer defines, no level and no category, keeps its bracket.)
    // ("（新）2.5 の Bold の ℊ が高い", "(new) the cache leaks": a word in brackets opening the title is the writer's
    // note, kept whole; its opening bracket alone went, "新）…", QA 45 R7. Levels in brackets went before, as tags.)
    // (".env warning banner not showing", ".vimrc has no colours": a dot that opens a name is part of it.)
    // (Nor a backslash: "\\nas01\share times out" names a share, "\*" is the writer's own escape; the title keeps
    // what the text keeps, as written.)
    .replace(/^(?:(?!#\d|\[[^\]\n]{1,30}\][ \t]+\S|[(（【][^()（）【】\n]{0,29}\p{L}[^()（）【】\n]{0,29}[)）】]|(?<![.…])\.\p{L})[^\p{L}\p{N}`"“‘«「『\\]|\d+[.)]\s|\d{1,3}(?:\.\d{1,3})+[.)]?\s)+/u, '')
    .replace(/^\d+\.\s+/, '')
    .replace(/\s+/g, ' ')
    .trim()
    // ("**Organisation des routes :**": the blank French writes before a colon goes with it.)
    .replace(/[ \t]*[:：]$/, '')
    // "x (verified: heap dump)." without its tag: no blank before the closing stop.
    .replace(/[ \t]+([.!。])$/u, '$1');
  // "Issue #2: Hardcoded z-index ✅ RESOLVED": the finding's state after its title, out of the title as it is when
  // the title is bold ("**Issue #1: x** ✅ **RESOLVED**"); the text keeps it (fixed is no verification).
  if (/[✅✔☑]/u.test(t)) t = t.replace(TRAILING_DONE, '');
  // ("### P2 — Cache key ignores locale — Resolved", "… (fixed)", "… [FIXED]", "… — 해결": the state, read as such, finding-state.ts.)
  const trail = trailingState(t);
  if (trail) t = t.slice(0, trail.at).trimEnd();
  // ("… hunks — [DONE: stash approach]" whose tag went above as a "[label: value]" field: no dash closes a title.)
  t = t.replace(/(?<=\S)[ \t]+(?:[—–―]|--?)$/u, '');
  if (!t) t = unemphasised(first).trim() || text.trim().split('\n')[0]!;
  return t.length > 120 ? `${t.slice(0, 117).trimEnd()}...` : t;
}

// (The sentences that say every finding was verified, none was, or each was reproduced: all-findings.ts, words in
// prompts/verification.txt; a check still ahead, "A reproduction of every bug is still to do", says nothing.)

/** What lines around the findings say of every one of them, with the sentence that says it; else undefined.
 *  `noun`: the findings it names, when it names them ("every bug": read-return.ts keeps it to a group so named). */
export function documentVerification(ls: { line: number; text: string }[]): { verified: boolean; how: string; line: number; noun?: string } | undefined {
  for (const { line, text } of ls) {
    if (text.length > 2000) continue;
    // (Emphasis marks out, not the underscores of "test_other_kind_census.py": QA 41 class 9, emphasis.ts.)
    const plain = unemphasised(text);
    const no = noneVerified(plain);
    // ("A reproduction of every bug is still to do": a plan, not a verification; review of cand8.)
    const each = no || stillAhead(plain) ? null : eachReproduced(plain);
    const yes = no || each ? null : allVerified(plain);
    const m = no ?? yes ?? each;
    if (!m) {
      // "Verification: each finding has a failing test", "Not verified: no access to staging": a field of the document.
      const field = documentField(text);
      if (field) return { verified: field.verified, how: wordCut(plain.trim().replace(/^[\s>#-]+/, ''), 160), line };
      continue;
    }
    // The sentence the words are in, as written (without its emphasis marks).
    const from = Math.max(plain.lastIndexOf('. ', m.index) + 1, 0);
    const stop = plain.slice(m.index + m[0].length).search(/[.!?。](?:\s|$)|\s[—–]\s/);
    const sentence = plain.slice(from, stop < 0 ? undefined : m.index + m[0].length + stop).replace(/^[\s>#-]+/, '').trim();
    return { verified: !no, how: wordCut(sentence, 160), line, ...(each ? { noun: each[1]!.toLowerCase() } : {}) };
  }
  return undefined;
}

/** `s` cut to at most `max` characters at a blank, never inside a word or a path ("The test uses syntheti",
 *  QA 41 class 9), "..." marking the cut. */
function wordCut(s: string, max: number): string {
  if (s.length <= max) return s;
  const at = s.lastIndexOf(' ', max - 3);
  return `${s.slice(0, at > max / 2 ? at : max - 3).trimEnd()}...`;
}

/** A review comment's first line of words after its location and the diff it quotes ("In web/index.html:" / "> +    x" /
 *  "[nitpick] The timeout is not stored"): where its priority tag stands (quoted-diff.ts); '' for a finding that does not
 *  open with a location. */
function commentLead(text: string): string {
  const ls = text.slice(0, 4000).split('\n');
  let k = 0;
  while (k < ls.length - 1 && k < 8 && (!ls[k]!.trim() || locationLine(ls[k]!) !== undefined)) k++;
  const at = k > 0 ? afterQuotedDiff(ls, k) : 0;
  return k > 0 ? (ls[at] ?? '') : '';
}

/** The labels whose value's first segment, a level alone, is the finding's severity: the severity labels and the
 *  evaluation labels of prompts/severities.txt `level label:` ("**评价**: ⚠️ **中等问题**", segment-level.ts). */
let levelLabelSet: Set<string> | undefined;
export const levelLabels = (): Set<string> => (levelLabelSet ??= new Set([...sevs().labelSet, ...keyedWords(readPrompt('severities.txt'), 'level label').map((w) => w.toLowerCase())]));

/** A finding's fields from its text; `groups` are the headings it was listed under (outermost first): a
 *  group that states a severity or names a file gives it to the findings that state none. `beside`: the
 *  severity its group's own words state among severity groups (finding-groups.ts besideSeverities). */
export function findingData(text: string, groups: string[] = [], beside?: string): FindingData {
  const d: FindingData = { title: titleOf(text), text };
  // Fields come from the finding's own words, not from a quote inside it (hostile X2: "> Severity: high").
  // "> [!warning] Root token still persists": the alert's type is a level (alert-levels.ts), its tag no words of the finding.
  const alert = alertLead(text);
  const own = withoutQuotes(ownLines(alert ? alert.rest : text));
  // A group's heading may add a note to the severity it names ("## NITS -- Nice to Have").
  // (The nearest group that states one, at any depth: inherit.ts.)
  // ("### A01 – …" / "**Status**: 🔴 **KRITISCH**": a status field whose value is a severity: status-fields.ts.)
  // A review's priority tag leading the title ("**[must] Pokemon.cs - …**", "[recommend] x", "[必須] y"), on the
  // severity scale (stated-levels.ts priorityTag; state19). Read here, for the finding's field only: severityOf also decides what
  // a list is, and a priority tag does not make one a list of findings.
  // A tag line of code spans under the title ("`low` · `breaking-change`") says in words what a colour in the title
  // only marks ("### 🔵 Service … deprecated"); a letter level after the id ("## F1 (H) — x"), a bold lead's
  // "**Critical, and …**" (stated-levels.ts; sev20).
  const sev = tagLineLevel(own, severityWord) ?? severityOf(own) ?? priorityTag(firstLine(own)) ?? priorityTag(commentLead(text)) ?? letterLevel(firstLine(own)) ?? boldCommaLevel(firstLine(own), severityWord) ?? categoryLevel(own) ?? statusLevel(own, headingSeverity) ?? segmentLevel(own, levelLabels(), headingSeverity) ?? idLevel(firstLine(own)) ?? abbrevLead(firstLine(own), tagAbbrev)?.severity ?? levelNounLabel(firstLine(own), severityWord)?.severity ?? clauseLevel(own) ?? idLight(firstLine(own), severityWord)?.severity ?? (alert ? alertLevel(alert.type) : undefined) ?? fromNearest(groups, (g) => headingSeverity(g) ?? partSeverity(g) ?? closingTag(g) ?? glossLevel(g, headingSeverity)) ?? beside ?? fromNearest(groups, ownGroupLevel) ?? severityIdHeading(firstLine(own)) ?? statedLevel(own);
  if (sev) d.severity = sev;
  const category = categoryOf(text);
  if (category) d.category = category;
  // A finding that says nothing of its verification takes what its nearest group's heading states ("## Possible
  // findings, pending confirmation", "## Confirmed findings"; inherit.ts groupVerification).
  // ("- **Test:** `case_distinct_ids` (FAIL)": a test named in the finding that fails on the defect reproduces it,
  // failing-test.ts; read for the field only, as a part of one finding it makes no item a finding of its own.)
  const failing = (t: string) => {
    const how = failingTest(withoutFences(t));
    return how ? { verified: true, how } : undefined;
  };
  const stated = verificationOf(fixMarkOnly(text, groups) ? text.replace(LEAD_DONE_MARK, '$1') : text) ?? failing(text);
  const inherited = stated ? undefined : fromNearest(groups, groupVerification);
  const v = stated ?? (inherited === undefined ? undefined : { verified: inherited });
  if (v) {
    d.verified = v.verified;
    if (v.how) d.how = v.how;
  }
  const loc = locationOf(own, groups);
  if (loc) d.location = loc;
  // Its state of repair: its own status field (or level field, "Severity: closed"), a mark and word or a state word alone closing its title, a done mark leading its title where
  // that mark says fixed (fixMarkOnly), else the nearest group that states one ("### Fixed", "## 🟢 LOW — fixed",
  // "## Issues found and fixed").
  const state = statusState(own) ?? levelFieldState(own, (l) => levelLabels().has(l)) ?? closingState(firstLine(text)) ?? trailingState(firstLine(text, 2000))?.state ?? (fixMarkOnly(text, groups) || settledRepeat(firstLine(text), groups) ? 'fixed' : undefined) ?? fromNearest(groups, (g) => headingState(g) ?? (headingStatesFixed(g) ? 'fixed' : undefined));
  const lead = firstLine(text).replace(/^(\s*(?:[-*+]|\d+[.)])?\s*)\[[ xXvV✓✔☑]\]\s+/, '$1');
  const plain = lead.replace(/^[ \t>*_#-]+|[*_`]+/g, '').trim();
  const id = fieldsLead(lead)?.parts.find(leadId) ?? ID_LEAD.exec(plain)?.[1] ?? BRACKET_ID.exec(lead.replace(/^[ \t>*_-]+/, ''))?.[2] ?? ID_BEFORE_BOLD.exec(lead)?.[2] ?? (bareId(plain) ? plain : undefined);
  if (id && leadId(id)) d.id = id.replace(/[.:)]$/, '');
  else if (seriesId(text)) d.id = seriesId(text);
  // "P1: `sx-a1` cache drops writes" (one of the items packed in a paragraph, inline-items.ts): the code id.
  else if (lead.includes('`') || lead.includes('#')) {
    const coded = levelLedId(lead, levelLabel);
    if (coded) d.id = coded;
  }
  if (state) d.state = state;
  return d;
}

/** A done mark closing a title, perhaps with a word of its state (prompts/outcomes.txt `count done:`): "… ✅ RESOLVED",
 *  "… — ✅ fixed", "… ✅". */
const TRAILING_DONE = lazyRegExp(() => new RegExp(`(?<=\\S)[ \\t]+(?:[—–-][ \\t]+)?[✅✔☑]\\uFE0F?(?:[ \\t]*(?:${phraseAlternation(keyedWords(readPrompt('outcomes.txt'), 'count done'))}))?[ \\t]*[.!]?$`, 'iu'));
/** A done mark leading a finding's title line ("### ✅ Error 1: Missing module", "- ✅ Fehler 2: …"). */
const LEAD_DONE_MARK = lazyRegExp(() => /^([ \t>#]{0,8}(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?[*_]{0,2})[✅✔☑]\uFE0F?[ \t]*/u);
/** A status field whose value opens with a done mark ("**Estado:** ✅ RESUELTO", "Status: ✅ FIXED", "状态：✅ 已修复"). */
const DONE_STATUS_FIELD = lazyRegExp(() => new RegExp(`^[ \\t>*_-]{0,6}(?:${STATUS_KEY})[*_]{0,2}[ \\t]*[:：][*_ \\t]{0,6}[✅✔☑]`, 'imu'));
/**
 * A status report's "### ✅ Error 1: Missing module" ("## Errors found and fixed", "**Estado:** ✅ RESUELTO"): the
 * ✅ before the title says the error is fixed, its status, not that the finding was verified. Only where the
 * mark leads a counted title or the finding's own status field is done too, or a group above it says its items
 * were fixed; a bare "- ✅ index missing" keeps the reading of a checked item.
 */
function fixMarkOnly(text: string, groups: readonly string[] = []): boolean {
  const first = firstLine(text);
  const m = LEAD_DONE_MARK.exec(first);
  if (!m) return false;
  // (Under a heading that says its items were fixed, "## 2. Fixed" / "- ✅ **App.tsx**: remount removed", the mark
  // repeats the heading: done, not checked. heading-rest.ts headingStatesFixed.)
  return counterTitled(first.slice(m[0].length)) || DONE_STATUS_FIELD.test(text) || groups.some(headingStatesFixed);
}

/** Words after a title's cut that are a field of the finding, not its claim: how it was checked ("verified with a
 *  heap dump", "verified by nobody yet"), or where it is ("`src/export/csv.ts:71`"). */
function fieldAfterCut(tail: string): boolean {
  const bare = tail.replace(/`/g, '').trim();
  return verificationOf(tail) !== undefined || locationLine(tail) !== undefined || (!/\s/.test(bare) && isPath(bare) && namesFile(bare));
}

/** Every finding's fields; `groups[i]` the group headings finding i was listed under. */
export const findingsData = (texts: string[], groups?: string[][]): FindingData[] => {
  const named = (g: string) => headingSeverity(g) ?? partSeverity(g) ?? closingTag(g);
  const beside = besideSeverities(groups, named);
  const light = lightSeverities(groups, named);
  const out = texts.map((t, i) => findingData(t, groups?.[i], beside[i] ?? light[i]));
  // "- **Documentation:** …" among "- **Route layout:** …" siblings: titled by its label as they are (label-titles.ts).
  const titles = labelTitles(out.map((d, i) => ({ title: d.title, text: d.text, group: (groups?.[i] ?? []).join('\n') })), (t) => categoryLead(firstLine(t)) !== null);
  titles.forEach((t, i) => (out[i]!.title = t));
  // "Admin : pas de contrôle d'accès" beside "Admin : mot de passe en clair": the whole claim (subject-titles.ts).
  subjectTitles(out.map((d, i) => ({ title: d.title, whole: () => (/[:：—–―-]/.test(firstLine(d.text)) ? titleOf(d.text, true) : d.title), text: d.text, group: (groups?.[i] ?? []).join('\n') })), fieldAfterCut).forEach((t, i) => (out[i]!.title = t));
  // A document that gives its findings ids refers back to them by those ids: each keeps its id in its title.
  if (idsKept(out.map((d) => d.id))) for (const d of out) if (d.id) d.title = idTitled(d.title, d.id);
  return out;
};

/** Field lines a reader adds or an author writes for a finding ("Severity: high", "Location: a.ts:3"). */
const FIELD_LINE = /^[*_ \t>-]*(?:severity|priority|sev|status|verified|verification|location|file|files|path|where|impact level|group)[*_]*\s*[:：].*$/gim;

/**
 * A finding's text beyond its title: the rest of its first line after the title ("**Race** — two writers")
 * and its other lines, without field lines. Empty for a finding that is only a title.
 */
export function detailOf(text: string, title = titleOf(text)): string {
  const [first = '', ...rest] = text.replace(FIELD_LINE, '').split('\n');
  const plain = first.replace(/[*_`]+/g, '');
  const at = title ? plain.indexOf(title) : -1;
  const tail = at >= 0 ? plain.slice(at + title.length).replace(/^\s*(?:[—–:-]+\s*)?/, '') : '';
  return [tail, ...rest].join('\n').trim();
}

/**
 * What fan-out agreement compares: the finding's title and its text, without its field lines (two
 * findings that only share "Severity: high" and a file name have not said the same thing).
 */
export function comparableText(text: string, title = titleOf(text)): string {
  const body = text.replace(FIELD_LINE, '').trim();
  return body.startsWith(title) ? body : `${title}\n${body}`;
}
