// Where a return states its outcome, and its one-line answer: the first paragraph of prose where the
// outcome is written. Pure.

import { botNoticeLines } from './bot-review.js';
import { componentStatusLines } from './component-status.js';
import type { Block } from './blocks.js';
import { firstBlockFrom } from './block-range.js';
import { oneLine } from './escape.js';
import { readLines } from './finding-sections.js';
import { labelOf } from './label.js';
import { labelAlone, legendParagraph, metadataParagraph } from './metadata-lines.js';
import { QUOTED_HEADING, letterLines } from './findings.js';
import { normalizeHeading } from './sections.js';
import { nestedIn } from './section-body.js';
import { entryKind } from './entry-title.js';
import { sectionText, type ParsedDoc, type Section } from './document.js';
import { answerHeading, headingNamesStatus, qualifiedStatusHeading, statusLabelWord, type OutcomePlace } from './outcome.js';
import { boldVerdictLine, closingHeading, closingLabel } from './closing-verdict.js';
import { codeStatusValue, docVerdictLines, findingSeries, verdictHeading, verdictValue } from './doc-verdict.js';
import { aboutFile, sideNote, verdictKey } from './side-notes.js';

/**
 * The one-line answer in lines [from, to) (up to the first sub-heading): the first paragraph of prose, less
 * the lines already `used` (a stated outcome line). A quote is someone else's words, a list or a table is
 * not one line: only when there is no prose, a quote's first paragraph, without its ">" (`quoted`).
 */
export function answerIn(doc: ParsedDoc, from: number, to: number, used: Set<number>): { text: string; lines: number[]; quoted: boolean; line: number } | null {
  const lines = readLines(doc);
  let quote: Block | null = null;
  for (const b of doc.blocks.top) {
    // (A paragraph that opens on the section's bold heading line, "**Summary**" / "This is a focused audit …": its
    // lines below the heading are the section's first prose.)
    if (b.line < from && !(b.token.type === 'paragraph' && b.end > from)) continue;
    if (b.line >= to || b.token.type === 'heading') break;
    if (b.token.type === 'blockquote') quote ??= b;
    const start = Math.max(b.line, from);
    // A letter's greeting ("Hi Ana,") or sign-off is no answer; nor is a paragraph of metadata ("Scope: …", "**Tested
    // by:** …", a bold "**Scope**" over the files reviewed): context, kept where it stands (metadata-lines.ts).
    // (Nor a review bot's notice of its posting, "**Actionable comments posted: 0**", "@Copilot commented on this pull
    // request.": a count or a salutation, bot-review.ts.)
    // (Nor a bold label alone over a list, "**Session 2 Pattern File Fixes:**": it names what follows; nor a legend of
    // the terms used, "Severity levels: **blocker** | **gap** | …".)
    if (b.token.type !== 'paragraph' || fieldGroup(lines, b) || letterLines(lines.slice(b.line, b.end)) || metadataParagraph(lines.slice(start, b.end)) || labelAlone(lines.slice(start, b.end)) || legendParagraph(lines.slice(start, b.end)) || botNoticeLines(lines.slice(start, b.end))) continue;
    const mine: number[] = [];
    for (let i = start; i < b.end; i++) if (!used.has(i)) mine.push(i);
    // (Nor a side note, "Dead-code note for Dwight (T2): … not chased further.", nor a paragraph on the file itself, "This
    // file is a durable index for …": a remark beside the work and what the document is for, never its answer, QA 41
    // class 4; side-notes.ts.)
    if (mine.length && (sideNote(lines[mine[0]!]!) || aboutFile(lines[mine[0]!]!))) continue;
    const text = oneLine(sectionText(mine.map((i) => lines[i]!).join('\n')));
    if (text) return { text, lines: mine, quoted: false, line: b.line + 1 };
  }
  if (!quote) return null;
  const mine: number[] = [];
  for (let i = quote.line; i < quote.end; i++) {
    const bare = lines[i]!.replace(/^ {0,3}(?:>[ \t]?)+/, '');
    if (!bare.trim()) {
      if (mine.length) break;
      continue;
    }
    mine.push(i);
  }
  const bare = mine.map((i) => lines[i]!.replace(/^ {0,3}(?:>[ \t]?)+/, ''));
  // (A quoted line of metadata, "> Date: 2026-05-23. Come back and fix by priority.", is context too.)
  if (metadataParagraph(bare) || legendParagraph(bare)) return null;
  const text = oneLine(sectionText(bare.join('\n')));
  return text ? { text, lines: mine, quoted: true, line: quote.line + 1 } : null;
}

/** A paragraph of "Label: value" lines ("**File:** …", "**Issue:** …", "**Fix:** …"): a finding written as
 *  fields, never the one-line answer. */
function fieldGroup(lines: string[], b: Block): boolean {
  if (b.end - b.line < 2) return false;
  let labelled = 0;
  for (let i = b.line; i < b.end && i - b.line < 12; i++) if (labelOf(lines[i]!)) labelled++;
  return labelled >= 2;
}

export const quotedAnswer = (a: { line: number }) => `Outcome (the one-line answer, from the quote on line ${a.line} without its ">": there is no other prose)`;

/** The index of the first block of doc.blocks.top in lines [from, to) that is not blank space, or -1. */
function firstBlock(doc: ParsedDoc, from: number, to: number): number {
  const top = doc.blocks.top;
  let lo = firstBlockFrom(top, from);
  while (lo < top.length && top[lo]!.token.type === 'space') lo++;
  return lo < top.length && top[lo]!.line < to ? lo : -1;
}

/** The lines where a return may state its outcome (outcome.ts weighedOutcome weighs them): a heading that
 *  names the outcome and its first lines, the text before the first heading, the title, the text above it,
 *  front matter's status key, any paragraph's line (`labelled`: read only with a label, "Status: x"; among
 *  the `findings` sections, `inFindings`), and the lead paragraph of a section of findings or of the
 *  section right above one (`leads`). */
export function outcomePlaces(doc: ParsedDoc, best: Map<Section, string>, outcomeSection: Section | undefined, findings: Section[] = [], leads: Section[] = findings, ones: ReadonlySet<Section> = new Set()): OutcomePlace['lines'] {
  const lines = readLines(doc);
  const all = doc.sections;
  const places: OutcomePlace['lines'] = [];
  const firstLines = (from: number, to: number, n: number, skip?: Set<number>) => {
    const out: number[] = [];
    for (let i = from; i < to && out.length < n; i++) if (lines[i]!.trim() && !skip?.has(i)) out.push(i);
    return out;
  };
  // Where the findings end: a section of the outcome's name after them closes the return (closing-verdict.ts).
  const findingsEnd = findings.reduce((m, c) => Math.max(m, c.end), 0);
  const closing = (s: Section) => s.start >= findingsEnd && !findings.some((c) => nestedIn(s, c)) && closingHeading(s.heading);
  for (const s of all.filter((x) => best.get(x) === 'outcome')) {
    // A heading that states it ("## Status: ✅ Done", "## Fazit: alles behoben"), then the section's first lines.
    places.push({ line: s.line - 1, labelled: true, verdict: true });
    // ("## Final Status", "## Statut final", "## 最终状态": a status label still, QA37 class 9.)
    const named = /^(?:status|outcome|verdict)$/i.test(normalizeHeading(s.heading)) || qualifiedStatusHeading(normalizeHeading(s.heading));
    // The same name twice ("## 结论" … "# 结论"): each is read as the Outcome section is, so the first that
    // states it is the outcome and the other is said not to be (weighedOutcome's `others`), never silent.
    // So is a closing section headed so besides the Outcome section ("## Summary" … "## Conclusion" / "All 7
    // issues are fixed."): the writer sums up there.
    const twin = outcomeSection !== undefined && s !== outcomeSection && (normalizeHeading(s.heading) === normalizeHeading(outcomeSection.heading) || closing(s));
    // (A closing section after others, "## Conclusion" below the findings: its first sentence clause by clause too.)
    const closes = closingHeading(s.heading) && s.start >= findingsEnd && all.some((x) => x.level > 0 && x.line < s.line && x.line - 1 !== doc.titleLine);
    // ("## Audit results" / "### 1. Git history scan" / "**Result:** PASS" / "### 2. File permissions" / "**Result:** MIXED":
    // a numbered sub-section is one check of a series, its result that check's, not the section's first words; the
    // report's own "**Status:** SECURE (with recommendations)" above states it. QA 53 class 8.)
    // (Two at least, each with a result of its own: "## Result" / "### 1. Answer" / "Fixed — the TTL was 0" / "### 2. How I
    // checked" is the section's answer and how it was found.)
    const checks = new Set<number>();
    const ownResult = (x: Section) => lines.slice(x.line, x.end).some((l) => {
      const lab = labelOf(l.replace(/^[ \t]*(?:[-*+][ \t]+)?/, ''));
      return lab !== null && statusLabelWord(lab.label);
    });
    const series = all.filter((x) => x !== s && nestedIn(x, s) && entryKind(x.heading) !== undefined && ownResult(x));
    if (series.length >= 2) for (const x of series) for (let i = x.line - 1; i < x.end; i++) checks.add(i);
    for (const i of firstLines(s.start, s.end, 3, checks)) places.push({ line: i, labelled: s !== outcomeSection && !named && !twin, section: true, named, sentences: s === outcomeSection || twin, closes: closes && (s === outcomeSection || twin), ...(s === outcomeSection || twin ? { prose: true } : {}) });
    // A status label among them ("## Ergebnis" / "**Status:** Befunde vorhanden") gives the verdict whatever its value,
    // as in the title block: the writer put it where the outcome goes (weighed after the lines' own outcome words). Not
    // in a closing section after the findings ("## Conclusion" / "**Status**: Production-ready"): there, without a word
    // for how the work ended, it is the state of the thing reviewed.
    // (A line of its own, not a row of a table: "| status | count |" / "| PASS | 42 |" is a tally of checks, no verdict.)
    if (s === outcomeSection && !closes) for (const i of firstLines(s.start, s.end, 3, checks)) if (!TABLE_ROW.test(lines[i]!)) places.push({ line: i, labelled: true, docVerdict: true, statusGiven: true });
    // Its later paragraphs (before its first sub-heading), for a count of what was done only ("## Summary" /
    // "… Foram corrigidos 11 dos 12 achados."): the sum a summary gives, wherever in it.
    if (s === outcomeSection) for (const b of doc.blocks.top) {
      if (b.line < s.start || b.token.type === 'space') continue;
      if (b.line >= s.end || b.token.type === 'heading') break;
      if (b.token.type === 'paragraph') places.push({ line: b.line, labelled: false, section: true, count: true, text: lines.slice(b.line, b.end).join(' ') });
    }
  }
  const inside = new Set(findings.length ? all.filter((x) => findings.some((c) => nestedIn(x, c))) : []);
  // A section that names the status of the work ("## Status of the fixes", "## État des correctifs") besides the
  // Outcome section: its first lines are read as the Outcome section's are.
  // (So does a status heading of when or how whole, "## Endstatus", "## Statut final", qualifiedStatusHeading.)
  for (const s of all) if (best.get(s) !== 'outcome' && (headingNamesStatus(s.heading) || qualifiedStatusHeading(normalizeHeading(s.heading))) && !inside.has(s) && !findings.includes(s)) {
    for (const i of firstLines(s.start, s.end, 3)) places.push({ line: i, labelled: false, section: true, named: true, sentences: true });
  }
  // A heading that is a status ("## Result: 60/60 live tests passed", "### Status: blocked on CI"), wherever it
  // stands: read as a "Status:" line (a label is needed); one inside a finding is that finding's.
  // (A verdict there too, outside the findings: "## Conclusion — Block D closed", closing-verdict.ts.)
  for (const s of all) if (s.line > 0 && s.line - 1 !== doc.titleLine) places.push(inside.has(s) ? { line: s.line - 1, labelled: true, inFindings: true } : { line: s.line - 1, labelled: true, verdict: true });
  // A quote that opens the return is its writer's summing up ("> Agent completed the full review."): each of
  // its sentences may state the outcome; plain intro prose only at its start.
  // Not a quote that holds a heading ("> ## Outcome" / "> abandoned — …"): a section of another document,
  // quoted whole, states nothing of this one.
  const quoted = new Set<number>();
  for (const b of doc.blocks.top) {
    if (b.line >= doc.preambleLines[1]) break;
    if (b.token.type === 'blockquote' && b.line >= doc.preambleLines[0] && QUOTED_HEADING.test(lines.slice(b.line, b.end).join('\n'))) for (let i = b.line; i < b.end; i++) quoted.add(i);
  }
  for (const i of firstLines(doc.preambleLines[0], doc.preambleLines[1], 3, quoted)) places.push({ line: i, labelled: false, sentences: /^ {0,3}>/.test(lines[i]!), prose: true });
  // So is the quote right under the document's first heading when that heading is read as the findings' ("# Review
  // Findings" / "> REVIEW phase complete (read-only). …" / "## P0" …): to the reader it is the title, the quote its summing up.
  for (const i of quoteUnderFindingsTitle(doc, lines, findings)) places.push({ line: i, labelled: false, sentences: true, prose: true });
  // A title that states it: "# Status: Blocked", "# ✅ Done — login flake fixed"; a line above the title.
  if (doc.titleLine !== null && !doc.marker) places.push({ line: doc.titleLine, labelled: false, prose: true });
  // The first heading, where a writer may head the report with its outcome ("# Report" / "## ✅ Проект завершён успешно!"):
  // in prose only, and not a heading of the findings.
  const firstHeading = all.find((x) => x.level > 0 && x.line - 1 !== doc.titleLine);
  if (firstHeading && !doc.marker && !findings.includes(firstHeading) && !findings.some((c) => nestedIn(firstHeading, c))) places.push({ line: firstHeading.line - 1, labelled: true, prose: true });

  // The text right under the title; a quote there is the writer's summing up as above ("# Audit" / "> FIXES
  // APPLIED. The 19 findings of this report were fixed."): each of its sentences may state it.
  if (!doc.marker) for (const i of firstLines(doc.leadLines[0], doc.leadLines[1], 3)) places.push({ line: i, labelled: false, sentences: /^ {0,3}>/.test(lines[i]!), prose: true });
  // (Read as the key and its value decoded: `status: "done"`, TOML's `status = "done"` say done; a comment
  // after it, "# finally", is no part of the value.)
  for (const e of doc.frontMatter) if (/^(?:status|state|outcome)$/i.test(e.key)) places.push({ line: e.line - 1, labelled: true, raw: true, text: `${e.key}: ${e.value.split('\n', 1)[0]!.replace(/[ \t]+#.*$/, '')}` });
  // A verdict key ("verdict: approve", "result: partial", "review_verdict: changes requested", "score: 7/10") answers
  // whatever its value, as a verdict label in the header does (doc-verdict.ts); a value of the outcome words gives that.
  for (const e of doc.frontMatter) {
    const text = `${e.key.replace(/[_-]+/g, ' ')}: ${e.value.split('\n', 1)[0]!.replace(/[ \t]+#.*$/, '')}`;
    if (!/^(?:status|state|outcome)$/i.test(e.key) && verdictValue(text) !== null) places.push({ line: e.line - 1, labelled: true, raw: true, docVerdict: true, text });
    // (A key that gives the whole review's status, "overall_status: fail", is such a verdict key too: QA 41 doc 13.)
    else if (verdictKey(e.key)) places.push({ line: e.line - 1, labelled: true, raw: true, docVerdict: true, text: `Overall verdict: ${e.value.split('\n', 1)[0]!.replace(/[ \t]+#.*$/, '')}` });
  }
  // The paragraph that opens a section of findings, above its lists, tables or sub-sections, is a lead, not
  // one of them: it may state the outcome ("## Ergebnisse" / "Erledigt — drei Fehler." / "### Kritisch").
  const leadLines: number[] = [];
  for (const s of leads) {
    // (Not one finding's own fields, "## Bug: …" / "Status: Fixed": `ones`, below.)
    if (ones.has(s)) continue;
    const k = firstBlock(doc, s.start, s.end);
    if (k < 0) continue;
    const b = doc.blocks.top[k]!;
    if (b.token.type !== 'paragraph') continue;
    let n = k + 1;
    while (n < doc.blocks.top.length && doc.blocks.top[n]!.token.type === 'space') n++;
    const next = doc.blocks.top[n];
    if (next && next.line < s.end && next.token.type !== 'paragraph') leadLines.push(...firstLines(b.line, b.end, 2));
  }
  // Any paragraph's line with a label; one inside a finding of its own (a sub-section of the findings: the
  // "**Status:** open" of "### Cache leak") is weighed last. A paragraph of the findings section's own text
  // ("**Status:** WIP" below the list) is the document's.
  const among = new Uint8Array(findings.length ? lines.length : 0);
  // The first paragraph right under one of several findings' headings is that finding's field ("### 3. Old
  // image library" / "**Status:** ✅ FIXED — upgraded"): it states that finding's state, never the return's.
  const fieldAt = new Set<number>();
  // (With no section of findings, a series of numbered sibling sections is the findings: "## 2. Cache drops writes" /
  // "**Status:** ✅ fixed" is that finding's state, doc-verdict.ts findingSeries.)
  const inner = findings.length ? all.filter((x) => findings.some((c) => nestedIn(x, c))) : findingSeries(all);
  for (const x of inner) {
    among.fill(inner.length < 2 ? 1 : 2, x.start, Math.min(x.end, lines.length));
    if (inner.length < 2) continue;
    const k = firstBlock(doc, x.start, x.end);
    if (k >= 0 && doc.blocks.top[k]!.token.type === 'paragraph') fieldAt.add(doc.blocks.top[k]!.line);
  }
  // (So is a section that is one finding itself, "## Bug: Rename allows keyword targets" / "Status: Fixed" / "Severity:
  // Medium" / "### Evidence": its fields and its lines are that finding's, never the return's outcome, QA 42 doc 12.)
  for (const x of ones) {
    const own = all.find((y) => y !== x && nestedIn(y, x));
    among.fill(2, x.start, Math.min(own ? own.line - 1 : x.end, lines.length));
    const k = firstBlock(doc, x.start, x.end);
    if (k >= 0 && doc.blocks.top[k]!.token.type === 'paragraph') fieldAt.add(doc.blocks.top[k]!.line);
  }
  // A bold verdict line in the summary (the text before the first section, an Outcome-named section) or at the end
  // (after the findings; with none, the last section): "**Verdict: release approved.**" (closing-verdict.ts). A line
  // inside one of several findings is that finding's, quoted or judged there ("**Verdict:** approved" in its body):
  // weighed, never the return's outcome on its own (outcome.ts `ofSeveral`); but the document's last paragraph closes
  // the return ("Status: completed." below the last finding, as before), and a verdict by a closing word there
  // ("**Verdict: release approved.**") is read as one.
  const summaries = all.filter((x) => best.get(x) === 'outcome' && !findings.some((c) => nestedIn(x, c)));
  const endFrom = findings.length ? findingsEnd : (all[all.length - 1]?.start ?? 0);
  const summing = (i: number) => i < doc.preambleLines[1] || i >= endFrom || summaries.some((x) => i >= x.start && i < x.end);
  const last = [...doc.blocks.top].reverse().find((b) => b.token.type !== 'space');
  // (The lines that close the document below the last finding with a verdict or status label: the document's, not one
  // finding's, closingVerdictLines.)
  const closingRun = doc.marker ? [] : closingVerdictLines(doc, lines, findings, fieldAt);
  // (Not a label each finding has, "**Verdict:** won't fix" under the last of several findings each with a verdict: that
  // finding's own, closingVerdictLines.)
  const closingLine = last?.token.type === 'paragraph' && !doc.marker && boldVerdictLine(lines[last.line]!) && closingLabel(lines[last.line]!.trim()) >= 0 && !findingsField(lines, findings, last.line) ? last.line : -1;
  // Not the paragraph right below a code block: "Result: passed, 0 warnings" under "```sh make build```" is
  // what that command printed, not the outcome of the work.
  const components = componentStatusLines(all, lines, doc.blocks.literal);
  let before: string | undefined;
  for (const b of doc.blocks.top) {
    if (b.token.type === 'space') continue;
    const afterCode = before === 'code';
    before = b.token.type;
    if (b.token.type !== 'paragraph' || afterCode || fieldAt.has(b.line)) continue;
    for (let i = b.line; i < b.end; i++) {
      // (The last paragraph opened by a label each finding has, "**Verdict:** won't fix" under the last of several findings
      // each with a verdict: that finding's, weighed as one of several's.)
      const ownField = b === last && findingsField(lines, findings, i);
      if (i === closingLine) places.push({ line: i, labelled: true, verdict: true });
      else if (ownField) places.push({ line: i, labelled: true, inFindings: true, ofSeveral: true });
      else if (among[i]) places.push({ line: i, labelled: true, inFindings: true, ...(among[i] === 2 && b !== last && !closingRun.includes(i) ? { ofSeveral: true } : {}) });
      // (A component's status among its siblings', "### 7.1 ReplayBuffer" / "**Estado:** ✅ CORRECTO": weighed as a
      // finding's own is, below the document's, component-status.ts.)
      else if (components.has(i)) places.push({ line: i, labelled: true, inFindings: true });
      else places.push(summing(i) && boldVerdictLine(lines[i]!) ? { line: i, labelled: true, verdict: true } : { line: i, labelled: true });
    }
  }
  // A list item that gives the document's own final status ("- Итоговый статус: СООТВЕТСТВУЕТ", "- **Overall status:** PASS",
  // "- Gesamtstatus: bestanden"; prompts/outcomes.txt `verdict key`): a status label as a paragraph's is, wherever the
  // writer lists it (QA 46 R3, doc 12). Not "- Status: fixed", one item's own state.
  for (const b of doc.blocks.top) {
    if (b.token.type !== 'list' || doc.blocks.literal[b.line]) continue;
    for (const it of b.items ?? []) {
      if (!finalStatusItem(lines[it.line] ?? '') || fieldAt.has(it.line)) continue;
      places.push(among[it.line] ? { line: it.line, labelled: true, inFindings: true, ...(among[it.line] === 2 ? { ofSeveral: true } : {}) } : { line: it.line, labelled: true, verdict: true });
    }
  }
  for (const i of leadLines) places.push({ line: i, labelled: false });
  // Last, the closing paragraph of the document, where a writer sums up ("The fix is complete and all tests pass.").
  // Not when it closes a section of what is still to do ("## Next steps" / "Ship it."): a verdict word there is
  // advice, not the state of the work (with `--outcome` given, "Ship it." stays a recommendation).
  const closes = last ? all.filter((x) => last.line >= x.start && last.line < x.end).pop() : undefined;
  if (last?.token.type === 'paragraph' && !doc.marker && !fieldAt.has(last.line) && !(closes && best.get(closes) === 'recommendations')) places.push({ line: last.line, labelled: false, prose: true });
  // A verdict label at document level answers whatever its value ("- **Grade:** Poor" in the header, doc-verdict.ts).
  const innerSet = new Set(inner);
  // (And the first line under a heading that is a verdict or status label alone: "## Decision" / "**NO-GO for 0.4 today.**".
  // Not a closing word's section, "## Conclusion" / "The socket is closed by the server": its first sentence is read as
  // the writer's summing up, closing-verdict.ts and judgesWhole.)
  // Nor the tool's own "## Outcome" (the return template's section): there an outcome word is the format, and a line
  // without one ("I looked at it.") states none (lint's missing-outcome).
  const templateOutcome = (heading: string) => normalizeHeading(heading) === 'outcome';
  const view = { lines, literal: doc.blocks.literal, sections: all, preambleLines: doc.preambleLines, top: doc.blocks.top };
  const ofFindings = (x: Section) => findings.includes(x) || innerSet.has(x) || inside.has(x);
  for (const { line: i, headed, scored, code } of docVerdictLines(view, (x) => best.get(x) === 'outcome', (x) => closingHeading(x.heading), ofFindings, findingsEnd, (x) => !closingHeading(x.heading) && !templateOutcome(x.heading) && verdictHeading(x.heading, statusLabelWord))) {
    const titleBlock = i >= doc.preambleLines[0] && i < doc.preambleLines[1];
    // (A heading that is a status label only, "## Status" / "## Estado" / "## Итог работ", not a verdict's, "## Verdict": its
    // first line states an outcome by a status word or a count, never by standing there, "## Status" / "Open: 2 blockers".)
    const statusOnly = headed && statusHeaded(all, i);
    // (A code block's first line states it only under a status heading, as a key and a status value, "R3E_AUDIT =
    // COMPLETE"; under any other heading, or any other line, a code block is a log or output: QA 47 R3.)
    const coded = code ? (statusOnly ? codeStatusValue(lines[i] ?? '') : null) : undefined;
    if (coded === null) continue;
    if (coded !== undefined) {
      places.push({ line: i, labelled: true, docVerdict: true, headed: true, statusHeaded: true, raw: true, text: coded });
      continue;
    }
    places.push({ line: i, labelled: true, docVerdict: true, ...(headed ? { headed: true } : {}), ...(statusOnly ? { statusHeaded: true } : {}), ...(scored ? { scored: true } : {}), ...(titleBlock ? { titleBlock: true } : {}) });
  }
  // (And a verdict label that closes the document below the last finding, as its last paragraph or after a rule:
  // "### 2. Retry loop" / … / "**Verdict:** release approved, stable enough for UAT.", closingVerdictLines.)
  for (const i of closingRun) places.push({ line: i, labelled: true, docVerdict: true, ...(verdictValue(lines[i]!) === null ? { closingBlock: true } : {}) });
  // And the note that closes the title ("# Blank screenshots: conclusion (closed, verified in CI)").
  if (doc.titleLine !== null && !doc.marker) places.push({ line: doc.titleLine, labelled: false, note: true });
  // And the note that closes the heading of the document's last section, where the writer stopped ("## PASO 9 — HIPÓTESIS
  // TÉCNICAS (SIN RESOLVER)", "## Hypotheses (unresolved)"): the question still open (partial), weighed as the title's note.
  const lastTop = [...all].reverse().find((x) => x.level > 0 && x.level <= 2 && x.line - 1 !== doc.titleLine);
  if (lastTop && !doc.marker && !all.some((x) => x.line > lastTop.line && x.level > 0 && x.level <= lastTop.level)) places.push({ line: lastTop.line - 1, labelled: false, note: true, closingNote: true });
  // Last, a section that answers the question ("## Réponse à la question posée" / "**Le dépôt sait dire ce qui bloque.**"):
  // its first paragraph is the answer given, the question answered, where no line states the outcome more plainly.
  const answered = doc.marker ? null : answerSection(doc, findings);
  if (answered) places.push({ line: answered.line, labelled: false, answers: true });
  return places;
}

/**
 * The document's answer heading and the first line of its first paragraph ("## Answer" / "The stall comes from the
 * shared connection."; "## Réponse à la question posée", "## Antwort auf die Frage", "## Ответ", "## 回答": prompts/outcomes.txt
 * `answer label:`), or null. Only one such heading in the document, outside the findings and inside no section but the
 * title: several ("### Answer" under each question of a FAQ) or one under another section ("## Q3: …" / "### Answer")
 * answer parts, not the question the work was given; a paragraph first under it, not a list, a table or code. QA 45 R3.
 */
export function answerSection(doc: ParsedDoc, findings: Section[] = []): { section: Section; line: number } | null {
  const heads = doc.sections.filter((x) => x.level > 0 && answerHeading(normalizeHeading(x.heading)));
  if (heads.length !== 1) return null;
  const s = heads[0]!;
  // ("## Summary of Findings" / "### The Answer", "## Conclusion" / "### Answer": the answer closing the report, under
  // its closing heading and nothing else, answers the question though that section is read for findings. QA 57 C2.)
  const above = doc.sections.filter((x) => nestedIn(s, x) && x.line - 1 !== doc.titleLine);
  const closing = above.length > 0 && above.every((x) => closingHeading(x.heading));
  if (findings.includes(s) || (!closing && findings.some((c) => nestedIn(s, c)))) return null;
  if (above.length && !closing) return null;
  const k = firstBlock(doc, s.start, s.end);
  const b = k >= 0 ? doc.blocks.top[k]! : undefined;
  if (!b || b.token.type !== 'paragraph' || doc.blocks.literal[b.line]) return null;
  return { section: s, line: b.line };
}

/**
 * The lines, inside the findings, where the writer closes the return with a verdict or status label (QA 35 class 3,
 * verdict17): the document's last paragraph, or any paragraph after a rule (`---`) that only paragraphs follow, when it
 * opens with such a label ("**Verdict:** release approved, stable enough for UAT.", "Overall: LGTM with nits", "Fazit:
 * freigegeben", "Final verdict — NOT READY: 2 blockers remain"). Below the findings these are read by docVerdictLines;
 * written under the last finding's heading, with no heading of their own, they are the document's close all the same.
 * Not a finding's own field: the first paragraph under one of several findings' headings (without a rule above it), or a
 * label that another line among the findings has too ("**Verdict:** won't fix" under each finding). Pure.
 */
export function closingVerdictLines(doc: ParsedDoc, lines: string[], findings: Section[], fieldAt: Set<number>): number[] {
  const inFindings = (i: number) => findings.some((c) => i >= c.start && i < c.end);
  const top = doc.blocks.top;
  const run: Block[] = [];
  let k = top.length - 1;
  for (; k >= 0; k--) {
    const t = top[k]!.token.type;
    if (t === 'space') continue;
    if (t !== 'paragraph') break;
    run.unshift(top[k]!);
  }
  if (!run.length) return [];
  const ruled = k >= 0 && top[k]!.token.type === 'hr';
  const out: number[] = [];
  for (const b of ruled ? run.slice(-4) : run.slice(-1)) {
    // (Below the findings, docVerdictLines reads the last paragraph already.)
    if (!inFindings(b.line) || doc.blocks.literal[b.line]) continue;
    if (!ruled && fieldAt.has(b.line)) continue;
    const text = lines[b.line]!;
    const l = labelOf(text.replace(/^[ \t>]+/, ''));
    const label = l && !l.bullet ? l.label.replace(/[*_`]+/g, '').trim() : '';
    if (verdictValue(text) === null && !(label && statusLabelWord(label))) continue;
    if (label && sameLabelAmong(lines, inFindings, label.toLowerCase(), b.line)) continue;
    out.push(b.line);
  }
  return out;
}

/** Whether line `i` opens with a label that another line among the findings opens with too (a field each finding has). */
function findingsField(lines: string[], findings: Section[], i: number): boolean {
  const inFindings = (k: number) => findings.some((c) => k >= c.start && k < c.end);
  if (!inFindings(i)) return false;
  const l = labelOf(lines[i]!.replace(/^[ \t>]+/, ''));
  const label = l ? l.label.replace(/[*_`]+/g, '').trim().toLowerCase() : '';
  return label !== '' && sameLabelAmong(lines, inFindings, label, i);
}

/** Whether a line among the findings other than `except` opens with the label `label` (a field each finding has). */
function sameLabelAmong(lines: string[], inFindings: (i: number) => boolean, label: string, except: number): boolean {
  for (let i = 0; i < lines.length; i++) {
    if (i === except || !inFindings(i)) continue;
    const line = lines[i]!;
    if (!line.toLowerCase().includes(label)) continue;
    const l = labelOf(line.replace(/^[ \t>]+/, ''));
    if (l && l.label.replace(/[*_`]+/g, '').trim().toLowerCase() === label) return true;
  }
  return false;
}

/** The first lines (up to 3) of a quote that opens the document's first section, when that section is the findings' (or
 *  inside them) and nothing but front matter or blank lines stands above its heading: the title of a review written as
 *  its findings, and the writer's summing up below it (QA 35 repro e). Not a quote that holds a heading. */
export function quoteUnderFindingsTitle(doc: ParsedDoc, lines: string[], findings: Section[]): number[] {
  if (!findings.length || doc.marker) return [];
  const s = doc.sections.find((x) => x.level > 0);
  if (!s || !(findings.includes(s) || findings.some((c) => nestedIn(s, c)))) return [];
  const from = doc.blocks.frontMatter?.[1] ?? 0;
  for (let i = from; i < s.line - 1; i++) if (lines[i]!.trim()) return [];
  const k = firstBlock(doc, s.start, s.end);
  const b = k >= 0 ? doc.blocks.top[k]! : undefined;
  if (!b || b.token.type !== 'blockquote' || QUOTED_HEADING.test(lines.slice(b.line, b.end).join('\n'))) return [];
  const out: number[] = [];
  for (let i = b.line; i < b.end && out.length < 3; i++) if (lines[i]!.replace(/^ {0,3}(?:>[ \t]?)+/, '').trim()) out.push(i);
  return out;
}

/** "- Итоговый статус: СООТВЕТСТВУЕТ", "* **Overall status:** PASS": a list item led by a label of the whole document's
 *  status (side-notes.ts verdictKey: prompts/outcomes.txt `verdict key`, the words front matter's keys use). */
function finalStatusItem(line: string): boolean {
  const m = /^[ \t]{0,3}[-*+][ \t]+[*_]{0,2}([^\n:：*_]{2,40}?)[*_]{0,2}[ \t]*[:：]/u.exec(line);
  return m !== null && verdictKey(m[1]!);
}

/** Is line `i` the first line of a section whose heading is a status label only ("## Status", "## Estado", "## Stand"),
 *  no verdict label ("## Verdict", "## Decision"): doc-verdict.ts verdictHeading without the status words, and with them. */
function statusHeaded(all: readonly Section[], i: number): boolean {
  const s = all.filter((x) => x.level > 0 && i >= x.start && i < x.end).pop();
  return s !== undefined && !verdictHeading(s.heading) && verdictHeading(s.heading, statusLabelWord);
}

/** A row of a markdown table (its first cell opens after a bar). */
const TABLE_ROW = /^[ \t]*\|/;
