// Which section of a return is which: the sections that hold its findings (a findings-like heading, or
// items that mostly carry a severity) and the section chosen for each other return section. Pure.

import { botFindingsHeading } from './bot-review.js';
import { RETURN_SECTIONS, sectionScore } from './sections.js';
import { warningProblems } from './warning-problems.js';
import { headingScore, headingTable, indexOfRun, toPhrase } from './headings.js';
import { assign, namesAnotherUnderH1 } from './assign.js';
import { namesPass } from './pass-headings.js';
import { joinsParts } from './finding-parts.js';
import { isGroupingHeading, nestedIn } from './section-body.js';
import { findingTree, readLines, severityDense } from './finding-sections.js';
import { boldTitleLead, isGroup, levelField, partOfForm, ruledOutHeading, titledOverParts, titlesOneFinding, severityTitled, statusLead, logStep, conclusionBlock, counterTitled, entryKind, entryTitle, figuresOnly, formLabels, headingSeverity, namedHead, partSeverity, logStepName } from './findings.js';
import { locationLine } from './place-line.js';
import type { Tokens } from 'marked';
import type { ParsedDoc, Section } from './document.js';
import { lazyRegExp } from './lazy-regexp.js';
import { namesChecklist, namesNoGroup, namesPlan, pendingWork, seriesGroups } from './finding-groups.js';
import { lightLed, lightSiblings } from './light-groups.js';
import { namedHeadings, namesEarlier } from './cross-refs.js';
import { blocksIn } from './block-range.js';
import { kidsOf, siblingsOf } from './section-tree.js';
import { askedOnly, headingId, idTableSections } from './id-tables.js';
import { fieldLedSiblings, idBlockSiblings, releasesOnly } from './sibling-series.js';
import { besideFindings, namesLearnings, type Beside } from './beside-findings.js';
import { findingsColumn, problemColumn, statusColumn } from './table-columns.js';
import { logOfFixedBugs } from './fixed-bugs.js';
import { tickedEntry, tickedGroups } from './ticked-entries.js';
import { holdsIdParagraphs, idParagraphSections, titledEntries } from './titled-entries.js';
import { namesFraming, namesOtherRole, roleNoun } from './role-nouns.js';
import { findingNoun } from './finding-noun.js';
import { examinationsBeside } from './examination-headings.js';
import { PRAISE_LAST, PRAISE_MARK, PROBLEM_LAST, PROBLEM_MARK } from './praise-pair.js';
import { glossedHeading } from './heading-gloss.js';
import { markerVerification } from './evidence-markers.js';
import { hasCjk, keyedWords } from './keyed-words.js';
import { readPrompt } from '../paths.js';
import { nothingFoundSentence, statesNothingFound } from './no-findings.js';
import { namesOneFinding } from './folded-findings.js';
import { ownContext } from './own-context.js';
import { leadNamesFindings } from './lead-findings.js';
import { areaLists, areaOfAudit, qualifiedEntries } from './audit-areas.js';
import { failedCases } from './failed-cases.js';

export interface ReturnSections {
  /** Each section's best return key ("outcome", "findings", ..., "kept" for praise). */
  best: Map<Section, string>;
  /** The sections that hold findings, in document order. */
  containers: Section[];
  /** The section chosen for each other return section (outcome, recommendations, ...). */
  chosen: Map<string, Section>;
  /** Sections among the containers that are one finding each, whatever they hold (sibling-series.ts fieldLedSiblings). */
  oneEach: Set<Section>;
  /** Sections that stand beside the findings and hold none, each with why (beside-findings.ts). */
  beside: Map<Section, Beside>;
  /** Containers titled as one finding by a name for findings, over that finding's parts ("## Bug: Rename allows keyword
   *  targets" / "Status: Fixed" / "### Evidence" / "### Result"): one finding each (in oneEach), their lines its own. */
  labelled: Set<Section>;
  /** The steps of an investigation log none of which concludes ("## PASO 1 — …", "## Step 2: …"): how the work was
   *  done, kept under their headings, never read as findings for want of a section named for them. */
  procedure: Set<Section>;
  /** Sections of work still to do held back from the findings (pendingWork): the findings when the report says the
   *  work is done only in part (read-return.ts reads it again so). */
  pendingLeft: Section[];
}

/** A section whose sub-sections are all headed by a location ("**src/limiter.ts:31**", "### `a.go` (line
 *  54)"): a review's comments, one finding each, whatever the section is called ("Reviewed changes"). */
function commentsByLocation(all: Section[], parent: number[], i: number): boolean {
  let kids = 0;
  for (let j = i + 1; j < all.length && all[j]!.line <= all[i]!.end; j++) {
    if (parent[j] !== i) continue;
    if (locationLine(all[j]!.heading) === undefined) return false;
    kids++;
  }
  return kids > 0;
}

/** A sub-section that is one part of a finding written as a form: its parent titles one finding ("### Error 1:
 *  …", "### 1.5 Setup script — Low") and every sub-section of that parent is a part ("Descripción", "Causa raíz",
 *  "Solución"), none with sub-sections of its own (findings.ts countedWithParts, the same rule). */
function partOfTitledFinding(all: Section[], parent: number[], i: number): boolean {
  const p = parent[i]!;
  // (Titled by the writer's id the same: "## F1. Controllers query the database" / "### ❌ Anti-pattern" / "### ✅ Pattern".)
  if (p < 0) return false;
  const parts: string[] = [];
  for (let k = p + 1; k < all.length && nestedIn(all[k]!, all[p]!); k++) {
    // (A part with parts of its own is no such form.)
    if (parent[k] !== p || !partOfForm(all[k]!.heading)) return false;
    parts.push(all[k]!.heading);
  }
  return titlesOneFinding(all[p]!.heading) || entryKind(all[p]!.heading) === 'id' || titledOverParts(all[p]!.heading, parts, ownLevelOf(all, p));
}

/** Does a section's own body (before its first sub-section) state a severity as a field ("**Severity**: High")? */
function ownLevelOf(all: Section[], p: number): boolean {
  const s = all[p]!;
  const next = all[p + 1];
  const own = next && nestedIn(next, s) ? s.raw.split('\n').slice(0, Math.max(0, next.line - 1 - s.start)).join('\n') : s.raw;
  return own.length < 4000 && levelField(own);
}

/** A heading over sub-sections that are all parts of one finding, named whole ("## 🔴 Real App Bug: …" / "### Root
 *  Cause" / "### Evidence"): findings.ts titledOverParts, the same rule. */
function overItsParts(all: Section[], parent: number[], p: number): boolean {
  const parts: string[] = [];
  for (let k = p + 1; k < all.length && nestedIn(all[k]!, all[p]!); k++) {
    if (parent[k] !== p) return false;
    parts.push(all[k]!.heading);
  }
  return titledOverParts(all[p]!.heading, parts, ownLevelOf(all, p));
}

/** A heading that names praise ("✅ Was gut läuft", "🟢 Strengths"), whatever leads it. */
const praise = (h: string) => headingScore(h, 'return.kept') > 0;

/** Does the section hold headings inside a `<details>` block (headings that open no section) that name findings? */
function foldedFindingHeadings(doc: ParsedDoc, s: Section): boolean {
  return blocksIn(doc.blocks.top, s.start, s.end).some((b) => b.token.type === 'heading' && b.line !== s.line - 1 && !doc.sections.some((x) => x.line === b.line + 1) && namesOneFinding((b.token as Tokens.Heading).text));
}

/** Does the section's own text open with a statement that nothing was found ("Aucun problème bloquant.", "None.")? */
function opensWithNone(doc: ParsedDoc, s: Section): boolean {
  const first = blocksIn(doc.blocks.top, s.start, s.end).find((b) => b.token.type !== 'space' && b.token.type !== 'heading');
  if (!first || first.token.type !== 'paragraph') return false;
  const text = doc.blocks.lines.slice(first.line, first.end).join(' ');
  return nothingFoundSentence(text) !== undefined || statesNothingFound(text);
}

/** Does a section hold items, as a section of findings does: sub-headings, or a list or a table of its own? */
function holdsItems(doc: ParsedDoc, all: Section[], i: number): boolean {
  const s = all[i]!;
  if (all[i + 1] && all[i + 1]!.line - 1 < s.end) return true;
  return blocksIn(doc.blocks.top, s.start, s.end).some((b) => b.token.type === 'list' || b.token.type === 'table' || boldTitledParagraph(doc, b));
}

/** "## 🔴 CRITICAL — fixed" / "**#1 · Unguarded calls on the world tick can crash the server** · `Breeder.java:49`" / "One bad
 *  pasture …": a paragraph led by a bold title (findings.ts boldTitleLead) is a finding written without a bullet, an item
 *  of the group its heading names by level, as a list item would be (QA37 class 6: the worst finding was lost). */
function boldTitledParagraph(doc: ParsedDoc, b: { token: { type: string }; line: number }): boolean {
  return b.token.type === 'paragraph' && boldTitleLead(doc.blocks.lines[b.line] ?? '');
}

/** `parent`: section-body.ts parentIndexes of the document's sections. */
export function returnSections(doc: ParsedDoc, parent: number[], leftOpen = false): ReturnSections {
  const all = doc.sections;
  // Findings first: every findings-like section, and every section whose items carry severities.
  // (No second pass: in a return, a section inside an unmatched one belongs to it, usually a finding.)
  const byHeading = assign(doc, RETURN_SECTIONS.map((s) => ({ key: s.key, heading: s.heading, area: s.area })), () => false, false);
  const best = new Map<Section, string>();
  const bestScore = new Map<Section, number>();
  let namedFindings: boolean | undefined; // a section named for findings, asked once
  const framing = new Set<Section>(); // frames over a sub-section named for the findings
  // "## Bug: Rename allows keyword targets" over "### Evidence" / "### Verification" / "### Result": a name for findings
  // labels one finding's title, its sub-headings that finding's parts (QA 42 doc 12). A section of findings, each one.
  const labelledOne = new Set<Section>();
  const glossed = new Set<Section>(); // sections named by their gloss (heading-gloss.ts)
  for (let i = 0; i < all.length; i++) {
    const s = all[i]!;
    let b: { key: string; score: number } | null = null;
    // "## 위험 및 누락 (Gaps and risks)", "## 구체적 제안 (Concrete suggestions)": its own words naming nothing, the gloss names it.
    const heading = glossedHeading(s.heading, namesSomething);
    if (heading !== s.heading) glossed.add(s);
    for (const spec of RETURN_SECTIONS) {
      const sc = sectionScore(heading, spec);
      if (sc > 0 && (!b || sc > b.score)) b = { key: spec.key, score: sc };
    }
    // Praise ("Positive observations", "What went well") is never a finding: kept under its own heading.
    const kept = headingScore(heading, 'return.kept');
    if (kept > 0 && (!b || kept > b.score)) b = { key: 'kept', score: kept };
    // "## Erros meus nesta sessão", "## My mistakes this session": the writer's own slips, a self-correction, and "### 1.1
    // Original finding": the earlier finding a follow-up quotes before tracing it. Context of the work, kept under their
    // heading whatever noun for findings they hold; never findings (own-context.ts, QA 52 classes 2 and 3).
    if (ownContext(heading)) b = { key: 'kept', score: 4 };
    // "## 2. What was implemented", "## Was geändert wurde", "## 已完成的修改": what the writer changed, a change log,
    // the work's evidence, never findings, whatever its sub-headings say (headings.txt return.changeLog).
    // A log whose items say they fixed bugs ("**Fixed bug:** …", "**Исправлен баг:** …") reports them: read as any section.
    const changed = headingScore(heading, 'return.changeLog');
    if (changed >= 4 && (!b || changed > b.score) && !logOfFixedBugs(all, i)) b = { key: 'evidence', score: changed };
    // "#### 问题一：签名校验用了旧密钥", "### Issue 2: cache never expires": a finding's title.
    if (b?.key === 'findings' && counterTitled(s.heading)) b = null;
    // "## 🔴 Real App Bug: totals ignore coupons" over "### Root Cause" / "### Fix Required": one finding, its parts.
    if (b?.key === 'findings' && b.score < 4 && overItsParts(all, parent, i)) b = null;
    // "### P2 - 建议修复（影响体验）" / "| 问题 | 严重性 | … |" beside "### P0 - 严重问题": a group of a severity series whose
    // heading also says "suggested" is keyed by its level, and its rows are problems: findings like its siblings'.
    if (b?.key === 'recommendations' && problemRowsOfSeries(doc, all, parent, i)) b = null;
    // "## 💡 低优先级优化建议", "## 💡 Low priority optimization suggestions" after "## 🚨 严重Bug隐患" / "## ⚠️ 中等优先级问题":
    // the last group of a severity series, its level named, holds that level's findings whatever else its heading says
    // (suggestions, improvements); not the recommendations (QA 34 class 9).
    else if (b?.key === 'recommendations' && b.score < 4 && levelOfSeries(all, parent, i)) b = null;
    // "#### Root cause", "#### Causa raíz" under "### Error 1: …" beside "#### Descripción": a part of that finding.
    // So is "### Fix" (or "### Impact", "### Evidence") under "## BUG 2 — Session lost" beside "### Reproduction": the
    // finding's heading owns its facets, whatever section of a return their words name elsewhere.
    if (b && partOfTitledFinding(all, parent, i)) b = null;
    // "### Symptom vs Root Cause" / "- **Symptom:** …" / "- **Root cause:** …" after the findings: a heading that joins
    // parts of a finding weighs them, kept under its heading; no group of findings (finding-parts.ts joinsParts).
    if (b?.key === 'findings' && joinsParts(s.heading)) b = { key: 'kept', score: 4 };
    // A heading that only holds a word for findings ("### 1. 高风险问题") over one finding's form, the same labelled
    // parts as its siblings': one finding among them, not a section of findings (QA gate GR1).
    if (b?.key === 'findings' && b.score < 4 && formOfSiblings(doc, all, parent, i)) b = null;
    // "**Issue statistics:**" over count lines only ("- Critical issues: 1 (fixed)"): figures about the findings,
    // kept under their heading, never findings themselves (QA gate GR5).
    if (b?.key === 'findings' && statistics(doc, all, parent, i)) b = null;
    // "## 📋 审查问题" / "1. **Should the base classes move?**" / "2. **Is there dead code?**": a word for both
    // issues and questions ("问题", "Fragen"/"Probleme" alike) over items that are all questions is the questions
    // the review was asked, kept as written; the findings are the answers below (id-tables.ts askedOnly).
    if (b?.key === 'findings' && b.score < 4 && askedOnly(doc, all, i)) b = { key: 'kept', score: b.score };
    // "## ISSUES -- Should Fix", "## Bugs — before ship", "## Positive notes: keep these": a section's name
    // and a note on it, when the section holds items (a list, a table, sub-headings) as sections do; "## Bug:
    // login fails" over prose is a finding's title.
    if (!b) {
      const head = namedHead(s.heading);
      const sc = head ? Math.max(sectionScore(head, RETURN_SECTIONS[1]!), 0) : 0;
      const kept = head ? headingScore(head, 'return.kept') : 0;
      // (Not over sub-headings that are all parts of one finding, "## Bug: Rename allows keyword targets" / "### Evidence" /
      // "### Verification" / "### Result": the name labels that one finding's title, QA 42 doc 12; labelledOne.)
      if (Math.max(sc, kept) >= 4 && holdsItems(doc, all, i)) {
        if (sc > kept && overItsParts(all, parent, i)) labelledOne.add(s);
        else b = kept >= sc ? { key: 'kept', score: kept - 1 } : { key: 'findings', score: sc - 1 };
      }
    }
    // "1.2 Critical Security Issues 🔴", "Problemas graves de seguridad", "Логические ошибки": a heading that
    // opens or ends with a noun for findings, over items, is a section of them (never a finding's title
    // written as a counter, "Issue 2: …", nor a sentence).
    // (Not one finding's form among siblings of the same form: "### 1. Problema crítico de inyección" /
    // "**Evidencia:**" / "**Valoración:**" beside "### 2. …" with the same labels, QA gate GR1.)
    // "## Findings and action plan", "## 3. Hallazgos y plan de acción recomendado", "## Befunde und Maßnahmen": a
    // heading that names the findings and joins another name to them, over items, holds the findings, each with its
    // action (the joined name says what they carry), not the plan its other words name.
    if (b && b.key !== 'findings' && b.score < 4 && joinsFindings(s.heading) && holdsItems(doc, all, i) && !formOfSiblings(doc, all, parent, i)) b = { key: 'findings', score: 2 };
    // "### SUSPECT findings / test gaps", "### Temuan SUSPECT / gap test": named for findings before the slash, over items,
    // a group of them; what follows the slash is what else they touch (lead-findings.ts, QA 52 class 4).
    if ((!b || b.score < 4) && b?.key !== 'findings' && leadNamesFindings(s.heading) && holdsItems(doc, all, i) && !formOfSiblings(doc, all, parent, i)) b = { key: 'findings', score: 2 };
    // (Or over a first line that states none, "### Problèmes détectés" / "Aucun problème bloquant.", "### 发现的问题" / "无。":
    // the section the writer kept for the findings says there are none; the return's other sections hold none either.)
    if (!b && (findingNoun(heading) || findingNoun(withoutRun(s.heading))) && !counterTitled(s.heading) && (holdsItems(doc, all, i) || opensWithNone(doc, s)) && !formOfSiblings(doc, all, parent, i) && !overItsParts(all, parent, i)) b = { key: 'findings', score: 2 };
    // "## Corrective acceptance evidence", "## Preguntas de diseño abiertas": a heading built around a noun of another
    // role of a return, naming no findings, is that role (role-nouns.ts, QA 35 class 1); "## Final Assessment" and the
    // problem statement of an investigation are kept under their heading.
    if (!b || (b.key === 'findings' && b.score < 4 && namesFraming(s.heading))) {
      // (An assessment only beside a section named for findings: alone, its "### Areas for improvement" are the findings.)
      const role = namesFraming(s.heading) ? 'framing' : roleNoun(s.heading) ?? (headingScore(s.heading, 'return.assessment') >= 2 ? namesOtherRole(s.heading) : undefined);
      // (A frame over a sub-section named for the findings, "## Pull request overview" / "### Comments" in a saved
      // Copilot review, "## Problem statement" / "### Findings": the frame is its own prose, kept; the sub-section alone
      // holds the findings (framedFindings below; QA 55 doc 10, findings.qa).)
      const namedForFindings = (h: string) => sectionScore(h, RETURN_SECTIONS[1]!) >= 2;
      if (role === 'framing' && all.some((x, j) => parent[j] === i && namedForFindings(x.heading))) framing.add(s);
      // (Asked once, of the first assessment: is any other section named for findings, or for a finding's noun?)
      const besideFindings = () => (namedFindings ??= all.some((x) => x !== s && (namedForFindings(x.heading) || findingNoun(x.heading))));
      if (role === 'framing' || (role === 'assessment' && besideFindings())) b = { key: 'kept', score: 2 };
      else if (role && role !== 'assessment') b = { key: role, score: 2 };
    }
    // "## ⚠️ Pendiente", "### ⚠️ Pending for production": work still to do, read as the actions it lists.
    if (!b && pendingWork(s.heading, () => siblingsOf(all, parent, i).map((j) => all[j]!.heading))) b = { key: 'recommendations', score: 3 };
    if (b) {
      best.set(s, b.key);
      bestScore.set(s, b.score);
    }
  }
  // "## 5. .gitignore Analysis" beside "### Issues Found": a study of a subject, descriptive beside the section that names
  // the problems; no section of findings by its name (examination-headings.ts, QA 39 doc 08).
  for (const s of examinationsBeside(all, best, bestScore)) {
    best.delete(s);
    bestScore.delete(s);
  }
  // "## Diagnosis" / "## Root Cause" paragraphs beside "## Найденные проблемы", "## 8. ROOT CAUSE ANALYSIS" beside "## 2.
  // PROBLEMA IDENTIFICADO": named for findings only as an explanation is (headings.txt return.explanation), beside a
  // section named for them otherwise, they explain those findings; kept under their heading (QA 46 class R1).
  // (With what it holds: "## 🔍 Technical Analysis" / "### Root Cause: …" / "### Console Log Analysis" is one explanation.)
  for (const s of explanationsBeside(all, best, bestScore)) for (const x of all) if (x === s || nestedIn(x, s)) best.set(x, 'kept');
  // No section named for findings, a finish report's: what it leaves open ("## Follow-ups", "## Remaining work", "## Pendiente",
  // "## Blockers" over items; headings.txt return.leftOver) is what a person counts as its findings, not its follow-up
  // questions or actions (QA 56 class 1); the work reported done is never one (read-return.ts).
  // (Work still to do in a report with no heading of work done, "## Result" / "Implemented checkout." / "## ⚠️ Pending" /
  // "- Configure the API key.", "## 3. Remaining tasks (roadmap to launch)" under "ready for UAT": the actions it lists,
  // pendingWork, return.pending; unless the report says the work is done only in part, "✅ 75% Completo" over "##
  // Pendiente" / "- La cámara es simulada.": then what it left undone, read so on a second reading, `leftOpen`.)
  const pendingLeft: Section[] = [];
  if (![...best.values()].includes('findings')) {
    const doneWork = all.some((x) => headingScore(x.heading, 'return.doneWork') >= 4);
    for (let i = 0; i < all.length; i++) {
      const s = all[i]!;
      if (parent[i]! >= 0 || headingScore(s.heading, 'return.leftOver') < 3 || !holdsItems(doc, all, i)) continue;
      if (!doneWork && !leftOpen && headingScore(s.heading, 'return.pending') >= 3) {
        pendingLeft.push(s);
        continue;
      }
      best.set(s, 'findings');
      bestScore.set(s, 2);
    }
  }
  // No section named for findings: "## ⚠️ Was nicht geht", "## ⚠️ Heads-up" over "❌ logout keeps the cookie" holds the
  // writer's problems, not the ✅/❌ comparison beside it (warning-problems.ts).
  if (![...best.values()].includes('findings')) {
    for (const s of all) {
      if (!best.has(s) && warningProblems(s.heading, doc.blocks.lines, s.start, s.end)) {
        best.set(s, 'findings');
        bestScore.set(s, 2);
      }
    }
  }
  // "✅ Buenas prácticas" beside "❌ Malas prácticas", "✅ 良い点" beside "⚠️ 改善したい点": a sub-heading led by a
  // check mark, beside a sibling led by a warning or a cross, is the praise half of the pair, in any language.
  for (let i = 0; i < all.length; i++) {
    const s = all[i]!;
    const lead = PRAISE_MARK.test(s.heading);
    if (best.has(s) || !(lead || PRAISE_LAST.test(s.heading)) || partSeverity(s.heading) !== undefined) continue;
    // ("1.1 What is solid ✅" beside "1.2 Severe problems 🔴": the marks may close the headings too.)
    if (siblingsOf(all, parent, i).some((j) => (lead ? PROBLEM_MARK : PROBLEM_LAST).test(all[j]!.heading))) best.set(s, 'kept');
  }
  const containers: Section[] = [];
  const byPriority = new Set<Section>(); // severity groups under a heading that names nothing or a weak recommendations one
  const afterCounted = new Set<number>(); // unnamed sections of severity groups after counter-titled siblings
  const checklists = new Set<Section>(); // checklists of open boxes by priority, read as the recommendations
  for (let i = 0; i < all.length; i++) {
    const s = all[i]!;
    if (containers.some((c) => nestedIn(s, c))) continue;
    // Severity is looked for in top-level sections (and those under a heading that only groups): findings
    // sections are not buried deeper, and reading every nested section's items would be quadratic.
    // A return the tool wrote has its findings under its own heading, and nowhere else.
    if (doc.marker) {
      // Its own heading exactly: a kept section of the writer's called "Findings" is not the tool's.
      if (ownHeading(s.heading, RETURN_SECTIONS[1]!.heading)) containers.push(s);
      continue;
    }
    const up = parent[i]! < 0 ? null : all[parent[i]!]!;
    // Under the Outcome ("## Results", "## Ergebnisse", "## 结果", "## Summary": a word for the outcome and
    // for what was found alike), a sub-section that holds findings by its structure is findings, not the
    // outcome's text: the outcome is the prose above it.
    const underOutcome = up !== null && best.get(up) === 'outcome';
    // A closing summary after the findings ("## Security Summary" / "### Weaknesses resolved ✅", "### Still
    // open 🔴"; "## Resumo de segurança") lists titles already counted: it adds none, nor do its sub-sections.
    if (containers.length && [s, ...ancestors(all, parent, i)].some((x) => x.line > containers[0]!.line && namesSummary(x.heading))) continue;
    // A heading that names nothing but a severity ("### 🟡 Important", "### Nitpicks", "### P1") is a
    // review's group of findings, whether or not its items repeat the severity; also under a heading that
    // names nothing, with a lead of its own ("## Результаты" / "Готово." / "### Критично").
    // Not under recommendations, dead ends, evidence, questions or praise: "## Priority recommendations" /
    // "### Critical (fix immediately)" restates the findings as actions, by priority.
    // (A heading that only holds a word of them, before any findings, "## To fix" / "### 🔴 High priority" /
    // "#### 1. Orders table locked", names the findings by what to do about them: its groups hold them.)
    const weakFirst = !containers.length && up !== null && best.get(up) === 'recommendations' && (bestScore.get(up) ?? 0) < 4;
    const restates = up !== null && best.has(up) && best.get(up) !== 'findings' && best.get(up) !== 'outcome' && !weakFirst;
    // ("### [x] R9 — Cosmetic leftovers (batch)": a ticked entry is one finding, its words no group's severity.)
    const severityGroup = !restates && !best.has(s) && tickedEntry(s.heading) === undefined && (headingSeverity(s.heading) !== undefined || (partSeverity(s.heading) !== undefined && holdsItems(doc, all, i) && !praise(s.heading))) && s.end > s.start && !formOfSiblings(doc, all, parent, i) && !titledFinding(doc, all, parent, i) && !overItsParts(all, parent, i);
    // "### Phase 1 (now) - P0" / "- [ ] Fix CORS": a phase of a plan, by priority, is work to do, not a group of
    // findings, wherever it sits (its section, or itself at the top, is read as the actions it lists).
    if (PLAN_PHASE.test(s.heading) && up !== null && best.get(up) === 'recommendations' && best.get(s) !== 'findings') continue;
    // "## Next steps for the team" / "### High priority" / "- Fix the double charge", "## Plan de mejoras" /
    // "### Prioridad alta": a plan by priority, its groups the work to do, read as the actions they list.
    // ("## Recommended Remediation Checklist" / "### P0 (Do Now)" / "- [ ] Add the count query": a checklist of open boxes
    // by priority, the same; QA 44 class 10, where P1 was read as recommendations and P0, P2 as findings.)
    // ("## Recommended Remediation Checklist" / "### P0 (Do Now)" / "- [ ] Add the count query": a checklist of open boxes
    // by priority, the same, whatever its heading's words weighed before; QA 44 class 10, where P1 was read as
    // recommendations and P0, P2 as findings.)
    if (up !== null && !underOutcome && (!best.has(up) || best.get(up) === 'recommendations') && !best.has(s) && headingSeverity(s.heading) !== undefined && namesChecklist(up.heading) && openTasksOnly(doc, s)) {
      checklists.add(up);
      best.set(up, 'recommendations');
      bestScore.set(up, Math.max(bestScore.get(up) ?? 0, 4));
      continue;
    }
    if (severityGroup && up !== null && !underOutcome && best.get(up) !== 'findings' && namesPlan(up.heading)) {
      if (!best.has(up)) {
        best.set(up, 'recommendations');
        bestScore.set(up, 4);
      }
      continue;
    }
    if (severityGroup && PLAN_PHASE.test(s.heading)) {
      const plan = up !== null && !best.has(up) ? up : up === null ? s : null;
      if (plan) {
        best.set(plan, 'recommendations');
        bestScore.set(plan, 4);
        continue;
      }
    }
    // "## BUG #1: …" / "## BUG #2: …" then "## Recomendaciones para continuar" / "### Prioridad Alta (P1)": after
    // findings written as counter-titled sections, priority groups under a heading that names nothing are the
    // work those findings call for, by priority (N9-R6c). Its section is read as the actions it lists.
    // Only when the heading says so or the groups list tasks: "## Second sweep" / "### Critical" / "- null deref"
    // is another pass's findings, and the counted sections before it are findings too (countedSiblings).
    if (severityGroup && up !== null && !best.has(up) && countedBefore(all, parent, parent[i]!)) {
      if (namesWhatNext(up.heading) || tasksUnder(doc, up)) {
        best.set(up, 'recommendations');
        bestScore.set(up, 4);
        continue;
      }
      afterCounted.add(parent[i]!);
    }
    // "## Review #2 — 2026-06-21" (its own lines, then "### Overview", "### Bugs and fixes" / "#### 1. …" … "#### 11. …"):
    // a section named for findings over a numbered series of titled sub-headings holds them however deep it
    // sits, under headings that name nothing (findingSeries).
    // ("## 1–2. Telegram bot — 24 items" / its own notes / "### BROKEN findings", "### Temuan SUSPECT / gap test": an area of
    // an audit names nothing, its sub-headings named for findings hold them, whatever prose the area opens with; QA 52 class 4.)
    // ("## Problem statement" / its prose / "### Findings": the frame is kept, the sub-section named for the findings
    // under it holds them as one at the top would.)
    const framedFindings = up !== null && framing.has(up) && sectionScore(s.heading, RETURN_SECTIONS[1]!) >= 2;
    const shallow = !up || underOutcome || framedFindings || (best.get(s) === 'findings' && findingSeries(doc, all, parent, i, best)) || (best.get(s) === 'findings' && areaOfAudit(all, parent, i, best)) || (severityGroup && !best.has(up)) || isGroupingHeading(doc, up) || (best.get(up) !== 'findings' && namesAnotherUnderH1(s, up, (x) => best.get(x)));
    // (A plan's phases carry priorities, "### Phase 1: Critical fixes (high priority) 🔴": work to do, not findings.)
    // "## Prioritisation" / "### Medium priority" / "4. **3.1** - server-side total check": a priority group whose
    // items name findings above by id or title lists them again; it gives them its severity (cross-refs.ts).
    // (So is a section that names nothing, its lists under bold labels: "## Prioritisation" / "**High priority:**".)
    if ((severityGroup || !best.has(s)) && containers.length && refersBack(doc, all, i)) continue;
    // (Praise over sub-sections headed by a file, "## ✅ Kiểm Tra Publish Script" / "### `publish-release.bat`:" / "- ✅ …"
    // beside "## ⚠️ Các File Chưa Commit": checks of those files that passed, no review comments on them.)
    // (An entry of a plan, "## Backlog" / "### Move deploy to CI" / "- **Priority**: High", is work to do; a
    // changelog's versions, "## Changelog" / "### 1.2.0" / "- **Impact**: High", are releases.)
    // (Nor is one under a section kept for what it is, "## Document inventory" / "### Empty files" / "| `api/hooks.md` | High |
    // P1 |": the rows list what the inventory holds, by importance, no findings; QA 55 doc 14.)
    // (Only a recommendations parent makes a severity-dense group a plan: under "## Tests" (read as evidence)
    // "### Float assert_eq!" over "- **[medium]** …" items is an area of an audit, its items findings.)
    if (shallow && (best.get(s) === 'findings' || (!up && botFindingsHeading(s.heading)) || labelledOne.has(s) || severityGroup || (best.get(s) !== 'kept' && commentsByLocation(all, parent, i)) || (!best.has(s) && !(restates && (best.get(up!) === 'recommendations' || best.get(up!) === 'kept')) && !planSection(all, parent, i) && !(up !== null && planSection(all, parent, parent[i]!)) && !namesNoGroup(s.heading) && !releasesOnly(all, parent, i) && severityDense(doc, s, parent, true))) && !statistics(doc, all, parent, i)) {
      containers.push(s);
      if ((severityGroup && up !== null && (weakFirst || !best.has(up))) || (!best.has(s) && !severityGroup && priorityGroupsOnly(all, parent, i))) byPriority.add(s);
    }
  }
  // "## Adversarial Review" / "<details><summary>High-Severity Findings</summary>" / "### Finding: ADV-P01 — …": a section
  // whose folded headings name findings holds them, as it would under those headings unfolded (folded-findings.ts); the
  // return's other sections are then what they say, not findings for want of a named section (QA 48 doc 15).
  if (!doc.marker) {
    for (const s of all) {
      if ((best.has(s) && best.get(s) !== 'findings') || containers.some((c) => c === s || nestedIn(s, c) || nestedIn(c, s))) continue;
      if (all.some((x) => x !== s && nestedIn(x, s) && x.line - 1 < s.end)) continue; // the innermost section only
      if (foldedFindingHeadings(doc, s)) containers.push(s);
    }
    containers.sort((a, b) => a.line - b.line);
  }
  if (!containers.length && !doc.marker) {
    // None at the top: a heading that is a findings phrase itself ("### Findings") under headings that name
    // nothing ("## Review of feat/x", with a verdict line of its own) holds the findings.
    for (let i = 0; i < all.length; i++) {
      const s = all[i]!;
      if (best.get(s) !== 'findings' || bestScore.get(s)! < 4 || containers.some((c) => nestedIn(s, c))) continue;
      let p = parent[i]!;
      while (p >= 0 && !best.has(all[p]!)) p = parent[p]!;
      if (p < 0) containers.push(s);
    }
  }
  // A requirements or acceptance audit ("## Requirements" / "- ✅ DONE — …" / "- ❌ NOT DONE — …"): its gaps are findings.
  // (Beside a section named for findings, a list of check marks is the work done, "✅ pinned" / "❌ could not
  // reproduce": no audit of its own.)
  if (!doc.marker && !containers.some((c) => best.get(c) === 'findings')) for (const x of statusChecklists(doc, all, parent, best)) if (!containers.some((c) => c === x || nestedIn(x, c) || nestedIn(c, x))) containers.push(x);
  // (Beside a section named for findings, the log is how they were found: its conclusions restate them.)
  const procedure = new Set<Section>();
  if (!doc.marker && !containers.some((c) => best.get(c) === 'findings')) {
    const log = investigationLog(doc, all, parent);
    for (const x of log.containers) if (!containers.some((c) => c === x || nestedIn(x, c))) containers.push(x);
    for (const x of log.steps) if (!containers.some((c) => c === x || nestedIn(x, c) || nestedIn(c, x))) procedure.add(x);
  }
  // "## 1. No CI" / "- **Priority**: High" / "- **Status**: Open" beside "## 2. …" opening with the same fields: one
  // finding each, whatever the headings say (sibling-series.ts fieldLedSiblings).
  const oneEach = new Set<Section>();
  if (!doc.marker) {
    for (const x of fieldLedSiblings(doc, all, parent, best)) {
      if (containers.some((c) => nestedIn(x, c) || nestedIn(c, x))) continue;
      if (!containers.includes(x)) containers.push(x);
      oneEach.add(x);
    }
  }
  // "## Findings" with nothing under it, then "## F1. Controllers query the database directly" / "## F2. …" beside
  // it: the writer closed the heading and wrote each finding under one of its own; one finding each.
  if (!doc.marker) {
    for (const x of entriesAfterEmpty(all, parent, best, containers)) {
      if (!containers.includes(x)) containers.push(x);
      oneEach.add(x);
    }
  }
  containers.sort((a, b) => a.line - b.line);
  // (Beside a section named for findings, a praise pair under a heading that assesses the work, "## Architecture
  // assessment" / "### Strengths ✅" / "### Areas for improvement 🔧", or a partner that sums up, "### Key takeaway",
  // is the writer's assessment of the project: it restates what was found, kept under its own heading. An area's
  // pair, "## Privacy" / "### ✅ Done right" / "### ⚠️ Watch out", still holds findings.)
  const named = containers.some((c) => best.get(c) === 'findings');
  const closingWord = (h: string) => headingScore(h, 'return.closingWord') >= 2 || namesSummary(h) || headingScore(h, 'return.logConclusions') >= 2;
  const assesses = (h: string) => headingScore(h, 'return.assessment') >= 2 || closingWord(h);
  // (Beside a section of findings, named or found, the other half of a pair adds findings only as the problem half: its heading
  // leads with a problem's mark, names a level ("### M1 — Homonymes : double comptage (Majeur)") or names problems. A
  // sibling that names a piece of work or a design ("### 5. 引用更新", "### 7.4 统一调试协议" beside a ✅ design goal)
  // is no partner: the findings are where the writer named them (QA 48 doc 07, QA 45 doc 10).)
  const partners = doc.marker ? [] : praisePartners(doc, all, parent, best, containers).filter((x) => {
    // (So does a pair under the writer's closing word after findings found above it, "## 5. COMMENTO FINALE" / "👍 **PUNTI
    // DI FORZA**" / "👎 **PUNTI CRITICI**": it sums up what was found, whatever names the sections above, QA 48 doc 09.)
    const xi = all.indexOf(x);
    const summing = assesses(x.heading) || ancestors(all, parent, xi).some((a) => assesses(a.heading));
    if (summing && (named || containers.some((c) => c.line < x.line))) return false;
    if (!named && !containers.length) return true;
    const up = parent[xi]! >= 0 ? all[parent[xi]!]! : undefined;
    // (Under the work done, "## ✅ 已完成的工作" / "### 3. UserDtos.cs 部分拆分 ⚠️", or the acceptance results, "## 🎯 验收结果"
    // / "### ⚠️ 未通过的验收项", its marks are the state of a piece of work or a check, which the findings state.)
    if (up && (best.get(up) === 'outcome' || (best.get(up) === 'evidence' && headingScore(up.heading, 'return.changeLog') >= 4))) return false;
    // (Its heading leads with the problem's mark, "### ⚠️ Watch out", or names a level or problems: one that closes on a
    // mark, "### 2. 单一类型原则检查 ⚠️", names a check and its state.)
    return headingSeverity(x.heading) !== undefined || partSeverity(x.heading) !== undefined || PROBLEM_MARK.test(x.heading) || findingNoun(x.heading);
  });
  // Priority groups of a to-do section ("## 🔄 To fix" / "### High priority", "## Zu beheben" / "### Hohe
  // Priorität") hold findings only when none came before them; after an area's "⚠️ Needs improvement" beside its
  // "👍 Good" (a partner found here), they restate those findings as work to do (QA gate GR2).
  if (byPriority.size && partners.length) {
    const first = Math.min(...partners.map((x) => x.line));
    for (const x of byPriority) if (x.line > first) containers.splice(containers.indexOf(x), 1);
  }
  if (!doc.marker && containers.length) {
    const more = [...seriesSiblings(doc, all, parent, best, containers), ...partners, ...appendedPasses(doc, all, parent, best, containers), ...countedSiblings(all, parent, best, afterCounted), ...ownWordGroups(doc, all, parent, best, bestScore, containers), ...lightGroups(doc, all, parent, best, bestScore, containers), ...idTableSections(doc, parent, best, containers), ...idBlockSiblings(all, parent, best, containers), ...tickedGroups(all, parent, containers)];
    for (const x of more) if (!containers.includes(x) && !containers.some((c) => nestedIn(x, c))) containers.push(x);
    containers.sort((a, b) => a.line - b.line);
  } else {
    containers.push(...partners);
  }
  // "## L2 — smoke (Phase 3)" / "### 🐛 BUG-01 — …", "## TOP PRIORITY — P0" / "### F-P0-1 …" beside the sections of
  // findings: sub-sections titled by the writer's id or counter under a section named nothing else, one finding
  // each; the section above keeps its own text (titled-entries.ts, QA 35 class 4).
  if (!doc.marker) {
    for (const x of titledEntries(doc, all, parent, best, containers, { namesOther: (h) => namesPlan(h) || namesSummary(h) || namesWhatNext(h) || ruledOutHeading(h) })) {
      if (containers.includes(x) || containers.some((c) => nestedIn(x, c))) continue;
      containers.push(x);
      // (A batch of id-led finding paragraphs, "### B1: Spec 01" / "**R-001** [editorial] (spec)" / …: their group.)
      if (!holdsIdParagraphs(doc, x)) oneEach.add(x);
    }
    containers.sort((a, b) => a.line - b.line);
    // "## TC-01: Build — PASS" / "## TC-02: Unicode input — FAIL" / "## TC-03: Large file — PARTIAL PASS": the cases of a
    // test report that did not pass, one finding each (failed-cases.ts, QA 54 class 4).
    for (const x of failedCases(all, parent, (x) => containers.includes(x) || containers.some((c) => nestedIn(x, c) || nestedIn(c, x)) || (best.has(x) && best.get(x) !== 'kept'))) {
      containers.push(x);
      oneEach.add(x);
    }
    // "## 3. Web admin panel" / its notes / "### Systemic finding #1: …" / "### Systemic finding #2: …", beside the areas'
    // sections of findings: one finding each (audit-areas.ts, QA 52 class 4).
    for (const x of qualifiedEntries(all, parent, best, containers)) {
      containers.push(x);
      oneEach.add(x);
    }
    // (And its other sub-sections that name nothing and hold a list, "### Features without a UI button" / "- **Item 16**
    // — …": the area's findings too, areaLists.)
    for (const x of areaLists(all, parent, best, containers)) containers.push(x);
    containers.sort((a, b) => a.line - b.line);
    // "#### Incomplete fixes" / "**R-165** [inconsistency] (02, 07)" / its prose / "**R-166** …", beside the sections of
    // findings: paragraphs led by the writer's ids are findings, whatever the heading over them names (titled-entries.ts).
    if (containers.length) {
      for (const x of idParagraphSections(doc, all, parent, best, containers)) containers.push(x);
      containers.sort((a, b) => a.line - b.line);
    }
  }
  // "## 5. Schlussbemerkung" / "### 👎 **Kritische Punkte**" / "1. **Sicherheit**: …", after the findings: the writer's closing
  // word sums up what was found, whatever level or mark its groups carry; kept under its heading (QA 48 doc 09). Not when
  // no finding came before it: then the assessment is where the findings are.
  if (!doc.marker) {
    for (const x of [...containers]) {
      const closing = [x, ...ancestors(all, parent, all.indexOf(x))].find((a) => closingWord(a.heading));
      if (closing && containers.some((c) => c.line < closing.line && !nestedIn(c, closing))) containers.splice(containers.indexOf(x), 1);
    }
  }
  // A plan's table, a re-audit's status table, lessons learned beside the findings: kept, no findings (beside-findings.ts).
  const beside = doc.marker ? new Map<Section, Beside>() : besideFindings(doc, all, containers, best);
  for (const x of beside.keys()) containers.splice(containers.indexOf(x), 1);
  // A group taken in later around groups found before it ("## 2. Frontend" as one of the numbered series, around
  // "### Bugs críticos" / "#### BUG-01 …" found first): the outer one holds them, each read as a group inside it
  // (findings.ts sectionFindings, its sub-headings as a top-level group's); never both, which read the inner
  // group's findings twice and its headings' words nowhere (QA 38 class 4, doc 09).
  for (const x of outermostOnly(containers)) containers.splice(containers.indexOf(x), 1);
  const taken = new Set<Section>(containers);
  const chosen = new Map<string, Section>();
  for (const spec of RETURN_SECTIONS) {
    if (spec.key === 'findings') continue;
    // (A section named by its gloss alone, which the matcher of headings never saw, when none was named so by its words.)
    const s = byHeading.chosen.get(spec.key) ?? (doc.marker ? undefined : all.find((x) => glossed.has(x) && best.get(x) === spec.key));
    // A return the tool wrote names its own sections exactly, as it names its findings (above): another of its
    // headings ("## 🎯 Architectural validation", kept from the writer's document) is a kept section, never
    // judged again as one of the tool's by its words (a stored return reads back to what was stored).
    if (doc.marker && s && !ownHeading(s.heading, spec.heading)) continue;
    // A component's section ("### 2. Tests (`a.test.ts`)") over a sub-section of findings is no Evidence:
    // it groups them (the Outcome's heading may stand above findings: "## Results" / "### Critical").
    const holds = spec.key !== 'outcome' && s !== undefined && partners.some((c) => nestedIn(c, s));
    // ("### Fix" under "## BUG 2 — Session lost" beside "### Reproduction" is that finding's part, not the Recommendations.)
    // ("### 2.2 增加了三个重试测试" under "## 2. 已完成的修改", a change log read as evidence: its own words name the evidence
    // too, but the section above already holds it; choosing it alone would leave it out of the one above.)
    const within = s !== undefined && all.some((x) => x !== s && nestedIn(s, x) && best.get(x) === spec.key);
    if (s && !holds && !within && !taken.has(s) && !containers.some((c) => nestedIn(s, c)) && !partOfTitledFinding(all, parent, all.indexOf(s))) {
      chosen.set(spec.key, s);
      taken.add(s);
    }
  }
  // A checklist by priority is the recommendations as a whole, though its words named none and a group of it was
  // chosen by its own ("### P1 (Next)"): its groups are read with it, all alike.
  const list = [...checklists].find((x) => !taken.has(x) && !containers.some((c) => nestedIn(x, c) || nestedIn(c, x)));
  const was = chosen.get('recommendations');
  if (list && (!was || nestedIn(was, list))) {
    if (was) taken.delete(was);
    chosen.set('recommendations', list);
    taken.add(list);
  }
  const labelled = new Set([...labelledOne].filter((x) => containers.includes(x)));
  for (const x of labelled) oneEach.add(x);
  return { best, containers, chosen, oneEach, beside, labelled, procedure, pendingLeft };
}

/** Sections named for findings by a phrase of an explanation alone ("Diagnosis", "Root cause analysis") or named only as
 *  one ("Current architecture"), when another
 *  section, neither inside them nor around them, is named for findings by other words. */
function explanationsBeside(all: Section[], best: Map<Section, string>, bestScore: Map<Section, number>): Section[] {
  // (Or named for nothing else: "## 1. ARQUITECTURA ACTUAL" would join the numbered series beside the findings.)
  const explains = (x: Section) => {
    // (Not one whose text marks its claims checked or not, "## Root cause" / "**Every job adds a listener** in run.ts:33.
    // [verified: heap]": that is the investigation's finding, told under the name of what it found.)
    if (markerVerification(x.raw) !== undefined) return false;
    const sc = headingScore(x.heading, 'return.explanation');
    return sc > 0 && (best.get(x) === 'findings' ? sc >= (bestScore.get(x) ?? 0) : !best.has(x));
  };
  // (Nor beside what the work taught only, "## Root Cause" beside "## Lessons Learned" in a postmortem: the root cause is
  // the finding there, the lessons kept beside it, beside-findings.ts.)
  const named = all.filter((x) => best.get(x) === 'findings' && !explains(x) && !namesLearnings(x.heading));
  // (Not one inside a section of findings, "## 2. PROBLEMA IDENTIFICADO" / "### 2.1 Diagnostico Principal": that section's.)
  // (Nor one over a section named for findings, "## 1. Architecture" / "### Structural problems": a group of them.)
  return all.filter((x) => explains(x) && !all.some((y) => best.get(y) === 'findings' && nestedIn(x, y)) && named.some((y) => !nestedIn(y, x)) && !named.some((y) => nestedIn(y, x)));
}

/** Does a heading name any section of a return, or praise, or a kind of findings (for its gloss, heading-gloss.ts)? */
function namesSomething(h: string): boolean {
  return RETURN_SECTIONS.some((spec) => sectionScore(h, spec) > 0) || headingScore(h, 'return.kept') > 0 || findingNoun(h);
}

/** The containers nested in another container (to drop: the outer one reads them as its groups). */
export function outermostOnly(containers: Section[]): Section[] {
  // (Sections nest as a tree: in document order, one nested in any container is nested in the last outer one kept.)
  const out: Section[] = [];
  let outer: Section | undefined;
  for (const x of [...containers].sort((a, b) => a.line - b.line)) {
    if (outer && nestedIn(x, outer)) out.push(x);
    else outer = x;
  }
  return out;
}

/** The sibling sections right after a findings section with no text and no sub-sections, each titling one finding
 *  by its shape (findings.ts entryTitle) and naming no section of its own, up to the first that does not. */
function entriesAfterEmpty(all: Section[], parent: number[], best: Map<Section, string>, containers: Section[]): Section[] {
  const out: Section[] = [];
  for (const c of containers) {
    const ci = all.indexOf(c);
    if (ci < 0 || best.get(c) !== 'findings' || c.raw.replace(/[\s*_=-]+/g, '') !== '' || parent.some((p) => p === ci)) continue;
    for (const j of siblingsOf(all, parent, ci).filter((j) => j > ci).sort((a, b) => a - b)) {
      const x = all[j]!;
      if (best.has(x) || containers.includes(x) || !entryTitle(x.heading)) break;
      out.push(x);
    }
  }
  return out;
}

/** A heading of a return the tool wrote that is its own section's: the name it writes, as it writes it
 *  (normalised, "Recommendations (as written)", a section of the writer's it kept, would pass for it). */
const ownHeading = (heading: string, own: string) => heading.trim().toLowerCase() === own.toLowerCase();

/** "## 🔴 Critical" / "## 🟡 Medium" / "## Points to watch" / "## Next steps": the groups after a severity group
 *  named in the writer's own words, over a list or a table, are groups of findings too (finding-groups.ts). A
 *  weak match of another section's word ("**Oversized files**": files) does not end the series. */
function ownWordGroups(doc: ParsedDoc, all: Section[], parent: number[], best: Map<Section, string>, bestScore: Map<Section, number>, containers: Section[]): Section[] {
  const recognised = new Map<Section, string>();
  for (const [s, k] of best) if (k === 'findings' || (bestScore.get(s) ?? 0) >= 3) recognised.set(s, k);
  return seriesGroups(
    {
      all,
      parent,
      best: recognised,
      severityGroup: (i) => headingSeverity(all[i]!.heading) !== undefined || partSeverity(all[i]!.heading) !== undefined,
      // (Nor figures about the findings, "## 📊 审查统计" / "- **严重问题**：4个": statistics, QA gate GR5.)
      holdsProblems: (i) => ownItems(doc, all, i) && !tasksUnder(doc, all[i]!) && !praise(all[i]!.heading) && !PRAISE_MARK.test(all[i]!.heading) && !statistics(doc, all, parent, i),
      // ("## Ключевой вывод", "## Conclusion": the writer's conclusion restates the findings.)
      endsSeries: (h) => namesWhatNext(h) || namesSummary(h) || headingScore(h, 'return.logConclusions') >= 2,
    },
    containers,
  );
}

/** "## 🔴 Critical" / "## 🟡 Medium" / "## 🔵 Domain notes" (an intro line above its list), "## ⚪ Other" / "### UX" /
 *  a list: the light-led siblings of a light-led severity group are groups of the same series (light-groups.ts). */
function lightGroups(doc: ParsedDoc, all: Section[], parent: number[], best: Map<Section, string>, bestScore: Map<Section, number>, containers: Section[]): Section[] {
  // ("## 🔴 Fix now" beside "## 🟡 Later", no section named for findings: one light series read alike, its "Fix now" a
  // group of findings though its words weakly name recommendations; "## 🟢 Recommendations" stays them.)
  const series = !containers.some((c) => best.get(c) === 'findings');
  const weak = (x: Section) => series && best.get(x) === 'recommendations' && (bestScore.get(x) ?? 0) < 4;
  return lightSiblings(
    {
      all,
      parent,
      named: (i) => best.has(all[i]!) && (best.get(all[i]!) === 'findings' || best.get(all[i]!) === 'kept' || ((bestScore.get(all[i]!) ?? 0) >= 3 && !weak(all[i]!))),
      severityGroup: (i) => headingSeverity(all[i]!.heading) !== undefined || partSeverity(all[i]!.heading) !== undefined,
      holdsItems: (i) => holdsItems(doc, all, i) && !tasksUnder(doc, all[i]!) && !praise(all[i]!.heading),
      noGroup: (h) => namesNoGroup(h) || (namesWhatNext(h) && !(series && lightLed(h) && headingScore(h, 'return.recommendations') < 4)) || namesSummary(h) || headingScore(h, 'return.logConclusions') >= 2,
    },
    containers,
  );
}

/** Does a section open with a list or a table of its own (a lead ending in ":" before it at most), before any
 *  sub-section? Prose first ("Модуль в целом готов." over bullets) is a section's text, not a group. */
function ownItems(doc: ParsedDoc, all: Section[], i: number): boolean {
  const s = all[i]!;
  const end = all[i + 1] && all[i + 1]!.line - 1 < s.end ? all[i + 1]!.line - 1 : s.end;
  const body = blocksIn(doc.blocks.top, s.start, end).filter((b) => b.token.type !== 'space' && b.token.type !== 'hr');
  const lead = body[0]?.token.type === 'paragraph' && /[:：][*_ \t]*$/.test((body[0].token as Tokens.Paragraph).text) ? 1 : 0;
  const first = body[lead]?.token.type;
  return first === 'list' || first === 'table';
}

/**
 * A sub-heading written as one finding's form, the same labelled parts as a sibling's ("### 1. Critical
 * injection risk (…)" / "* **Evidence (`db.py`):**" / "* **Assessment:** …" beside "### 2. Swallowed exception" /
 * the same two labels): one finding like its siblings, though its title holds a severity word; never a
 * severity group (QA gate GR1). What repeats is the form, whatever the labels' language.
 */
/** A section keyed by a priority or severity ("P2 - 建议修复", "🟡 Medium — suggested fixes"), no sub-sections, whose
 *  tables all name a problem or finding column ("| 问题 | 严重性 |", "| Issue | File |"), beside a sibling keyed by a
 *  level that names no recommendations or holds such tables too ("### P1 — Must fix"): one group of a series of
 *  findings by level, whatever else its heading says (QA 24th R2). A plan by priority ("| Action | Owner |") is none. */
function problemRowsOfSeries(doc: ParsedDoc, all: Section[], parent: number[], i: number): boolean {
  const level = (h: string) => headingSeverity(h) ?? partSeverity(h);
  const problemRows = (k: number) => {
    if (level(all[k]!.heading) === undefined || kidsOf(parent, k).length) return false;
    const tables = blocksIn(doc.blocks.top, all[k]!.start, all[k]!.end).filter((b) => b.token.type === 'table');
    return tables.length > 0 && tables.every((b) => (b.token as Tokens.Table).header.some((h) => problemColumn(h.text) || findingsColumn(h.text)));
  };
  if (!problemRows(i)) return false;
  const advice = RETURN_SECTIONS.find((x) => x.key === 'recommendations')!;
  return siblingsOf(all, parent, i).some((j) => level(all[j]!.heading) !== undefined && (sectionScore(all[j]!.heading, advice) <= 0 || problemRows(j)));
}

/** A heading that names a severity level ("💡 低优先级优化建议", "Low priority suggestions") beside a sibling that names
 *  one and is not named as advice ("🚨 严重Bug隐患", "⚠️ 中等优先级问题"): a group of the same series. */
function levelOfSeries(all: Section[], parent: number[], i: number): boolean {
  if (headingSeverity(all[i]!.heading) === undefined) return false;
  const advice = RETURN_SECTIONS.find((x) => x.key === 'recommendations')!;
  return siblingsOf(all, parent, i).some((j) => j !== i && headingSeverity(all[j]!.heading) !== undefined && sectionScore(all[j]!.heading, advice) <= 0);
}

function formOfSiblings(doc: ParsedDoc, all: Section[], parent: number[], i: number): boolean {
  const lines = readLines(doc);
  const labels = (j: number) => (kidsOf(parent, j).length > 0 ? undefined : formLabels(lines, findingTree(doc, all[j]!, parent, new Set()).blocks));
  const mine = labels(i);
  if (!mine) return false;
  return siblingsOf(all, parent, i).some((j) => {
    const theirs = labels(j);
    let shared = 0;
    for (const l of theirs ?? []) if (mine.has(l)) shared++;
    return shared >= 2;
  });
}

/** "## 1. Wrong method gives 405 — Medium" over paragraphs (an example list among them, "**Fix.** …"): one finding
 *  titled by its heading, the closing word its severity; no group, though the heading names a severity and
 *  the section holds a list. A section that only lists items under such a heading stays a group. */
function titledFinding(doc: ParsedDoc, all: Section[], parent: number[], i: number): boolean {
  if (!severityTitled(all[i]!.heading) || kidsOf(parent, i).length > 0) return false;
  return !isGroup(findingTree(doc, all[i]!, parent, new Set()), readLines(doc));
}

/** A section whose sub-sections are all severity groups ("## Zu beheben" / "### Hohe Priorität" / "### Mittlere
 *  Priorität"), two or more. */
function priorityGroupsOnly(all: Section[], parent: number[], i: number): boolean {
  const kids = kidsOf(parent, i).map((k) => all[k]!);
  return kids.length >= 2 && kids.every((k) => headingSeverity(k.heading) !== undefined || partSeverity(k.heading) !== undefined);
}

/** A heading that names a numbered phase of a plan ("Phase 1", "Sprint 2", "Week 1", "Étape 3", "Fase 1", "Этап 2",
 *  "第一阶段", "フェーズ1", "1단계"); not a step of a log ("Step 3", return.logSteps). */
const PLAN_PHASE = lazyRegExp(() => /^[^\p{L}\p{N}]{0,8}(?:(?:phase|stage|sprint|week|milestone|wave|étape|semaine|jalon|fase|semana|etapa|hito|woche|stufe|meilenstein|etappe|этап|фаза|неделя|спринт)[ \t]{0,2}#?\d{1,2}(?=[ \t]*(?:[:：.—–(（-]|$))|第[一二三四五六七八九十\d]{1,3}(?:阶段|階段|周|週)|(?:阶段|階段|フェーズ)[ \t]{0,2}\d{1,2}|\d{1,2}[ \t]{0,2}단계)/iu);

/** A plan, by its name or its shape: a heading that is or opens with a plan's name ("## 5. Implementation plan",
 *  "## Plan d'action", "## Roadmap"; prompts/headings.txt return.plan, so "## Review of the deploy plan" is none), or
 *  sub-sections that are mostly its numbered phases ("### Phase 1: …", "### Sprint 2", "### 第二阶段"), two or more.
 *  Its phases may carry priorities ("(high priority) 🔴"); what they list is work to do, not findings. */
function planSection(all: Section[], parent: number[], i: number): boolean {
  if (headingScore(all[i]!.heading, 'return.plan') > 0) return true;
  const kids = kidsOf(parent, i).map((k) => all[k]!);
  return kids.length >= 2 && kids.filter((k) => PLAN_PHASE.test(k.heading)).length * 2 > kids.length;
}

/** A log of the work done: sub-sections, two or more, each led by a check mark ("### ✅ Fix 1: token leak",
 *  "### ✅ Correction 2"), as a pair's praise half is. */
function workDone(all: Section[], parent: number[], i: number): boolean {
  const kids = kidsOf(parent, i).map((k) => all[k]!);
  return kids.length >= 2 && kids.every((k) => PRAISE_MARK.test(k.heading));
}

/** A section of no sub-sections whose list items each name a different earlier section by its number or id
 *  ("**3.1**" for "### 3.1 …") or its title words: it refers back to them (cross-refs.ts namesEarlier). */
function refersBack(doc: ParsedDoc, all: Section[], i: number): boolean {
  const s = all[i]!;
  if ((all[i + 1]?.level ?? 0) > s.level) return false;
  const items = blocksIn(doc.blocks.top, s.start, s.end).filter((b) => b.token.type === 'list').flatMap((b) => (b.items ?? []).map((it) => doc.blocks.lines[it.line] ?? ''));
  return items.length > 0 && namesEarlier(items, namedHeadings(all), i);
}

/** Does a section come after a sibling headed as a counted finding ("## BUG #1: total ignores discounts")? */
function countedBefore(all: Section[], parent: number[], i: number): boolean {
  return siblingsOf(all, parent, i).some((j) => j < i && counterTitled(all[j]!.heading));
}

/** Does a heading hold a phrase of the recommendations or of what comes next ("Recomendaciones para continuar",
 *  "Where to go from here", "Wie es weitergehen kann"; prompts/headings.txt return.whatNext), as whole words?
 *  ("## Second sweep" holds none: its priority groups are another pass's findings.) */
function namesWhatNext(heading: string): boolean {
  const h = toPhrase(heading);
  const t = headingTable();
  return [...(t.get('return.recommendations') ?? []), ...(t.get('return.whatNext') ?? [])].some((p) => (p.cjk ? h.cjk && p.flat.length >= 2 && h.flat.includes(p.flat) : p.words.length > 0 && indexOfRun(h.words, p.words) >= 0));
}

/** Does a section's text hold a task box ("- [ ] Fix CORS", "- [x] …"): work to do, not findings? */
function tasksUnder(doc: ParsedDoc, s: Section): boolean {
  for (let k = s.start; k < s.end; k++) if (TASK_ITEM.test(doc.blocks.lines[k] ?? '')) return true;
  return false;
}
const TASK_ITEM = /^[ \t]{0,8}(?:[-*+]|\d{1,3}[.)])[ \t]+\[[ xX]\][ \t]/;

/** Every item at the margin of a section's own lists is an open box ("- [ ] Add tests"), one at least: work to do. */
function openTasksOnly(doc: ParsedDoc, s: Section): boolean {
  let n = 0;
  for (let k = s.start; k < s.end; k++) {
    const line = doc.blocks.lines[k] ?? '';
    if (!/^(?:[-*+]|\d{1,3}[.)])[ \t]/.test(line)) continue;
    if (!OPEN_TASK.test(line)) return false;
    n++;
  }
  return n > 0;
}
const OPEN_TASK = /^(?:[-*+]|\d{1,3}[.)])[ \t]+\[ \][ \t]+\S/;

/** The counter-titled siblings ("## BUG #1: …") before a section whose severity groups hold findings: findings
 *  too, as they were when nothing else held any. */
function countedSiblings(all: Section[], parent: number[], best: Map<Section, string>, after: Set<number>): Section[] {
  const out: Section[] = [];
  for (const i of after) for (const j of siblingsOf(all, parent, i)) if (j < i && counterTitled(all[j]!.heading) && !best.has(all[j]!) && !out.includes(all[j]!)) out.push(all[j]!);
  return out;
}

/**
 * A section named for findings ("### Bugs found and fix proposals", "### 不具合・バグの指摘と修正提案") whose sub-headings
 * are a numbered series of titled entries ("#### 1. CC1 is never rendered" … "#### 12. …"), each with text of its
 * own, two or more, under headings that name nothing or findings: a group of findings wherever it sits. A
 * section named so over unnumbered sub-headings ("#### Timbre", "#### Effects": areas with tables) is not taken
 * by this rule; nor are a log's steps ("### Step 1") or a plan's phases.
 */
function findingSeries(doc: ParsedDoc, all: Section[], parent: number[], i: number, best: Map<Section, string>): boolean {
  if (ancestors(all, parent, i).some((a) => best.has(a) && best.get(a) !== 'findings')) return false;
  const kids: Section[] = [];
  for (let j = i + 1; j < all.length && nestedIn(all[j]!, all[i]!); j++) if (parent[j] === i) kids.push(all[j]!);
  if (kids.length < 2) return false;
  let prev: number | null = null;
  for (const k of kids) {
    const n = headingNumber(k.heading);
    if (!n || (prev !== null && n[n.length - 1] !== prev + 1) || logStep(k.heading) || PLAN_PHASE.test(k.heading)) return false;
    // Titled: words after the number; with text of its own under it (a detail, not a bare list of names).
    if (!/\p{L}/u.test(k.heading.replace(/^[^\p{L}\p{N}]{0,4}\d{1,3}(?:\.\d{1,3})*[.)]?/u, '')) || !doc.blocks.lines.slice(k.start, k.end).some((l) => /\S/.test(l))) return false;
    prev = n[n.length - 1]!;
  }
  return true;
}

/** A section with no sub-sections whose own text is only figures (findings.ts figuresOnly). */
function statistics(doc: ParsedDoc, all: Section[], parent: number[], i: number): boolean {
  if (kidsOf(parent, i).length > 0) return false;
  return figuresOnly(readLines(doc), findingTree(doc, all[i]!, parent, new Set()).blocks);
}

// (The praise and problems marks of a pair of sub-headings: praise-pair.ts.)
const PRAISE_ANYWHERE = /✅|✔️?|☑️?|👍|💚|🌟/u;

/** Do two headings open with ids of the same code ("C1 — …", "C4 — …"; id-tables.ts headingId)? */
function sameIdSeries(a: string, b: string): boolean {
  const x = headingId(a);
  return x !== undefined && x.code === headingId(b)?.code;
}

/** Does the heading join two names with a word of `words.join`, one side a noun for findings ("Findings and action
 *  plan", "Plan de acción y hallazgos")? Whole words only; a heading of more than eight words is a sentence. */
function joinsFindings(heading: string): boolean {
  const h = toPhrase(heading);
  if (h.cjk || (h.n ?? h.words.length) > 8) return false;
  const joins = new Set((headingTable().get('words.join') ?? []).flatMap((p) => p.words));
  const j = h.words.findIndex((w, k) => k > 0 && joins.has(w));
  if (j < 0) return false;
  const nouns = headingTable().get('return.findingNouns') ?? [];
  const names = (side: string[]) => nouns.some((p) => !p.cjk && p.words.length > 0 && p.words.length <= side.length && p.words.every((w, k) => side[k] === w));
  return names(h.words.slice(0, j).filter((w) => !/^\d/.test(w))) || names(h.words.slice(j + 1));
}

/** A heading's name without a run's number inside it and a note after it ("Implementation Audit #3 Findings —
 *  2026-05-02" -> "Implementation Audit Findings"): the words that name the section, for findingNoun. Empty when
 *  the name holds no such number ("## Bug #3: …" is a counter, a finding's title). */
function withoutRun(heading: string): string {
  const head = namedHead(heading) ?? heading;
  const cut = head.replace(RUN_NUMBER, '');
  return cut !== head ? cut : '';
}
const RUN_NUMBER = lazyRegExp(() => /[ \t]+#\d{1,4}(?=[ \t]+\p{L})/gu);

/** Does a heading name a group of findings, by a severity ("🔴 Critical", "HIGH") or a noun for findings
 *  ("Problèmes de qualité", "Funktionale Bugs")? */
function namesGroup(h: string): boolean {
  return headingSeverity(h) !== undefined || partSeverity(h) !== undefined || findingNoun(h) || headingScore(h, 'return.findings') > 0;
}

/** A heading's own number ("2." of "## 2. Logic errors", "3" of "### 3.1 …"), or null. */
function headingNumber(h: string): number[] | null {
  const m = /^[^\p{L}\p{N}]{0,4}(\d{1,3}(?:\.\d{1,3})*)[.)]?[ \t]/u.exec(h);
  return m ? m[1]!.split('.').map(Number) : null;
}

/** The numbers of a section's numbered list items, first and last, over its whole text, or null. */
function itemNumbers(doc: ParsedDoc, s: Section): [number, number] | null {
  let first: number | null = null;
  let last: number | null = null;
  for (const b of doc.blocks.top) {
    if (b.line < s.start) continue;
    if (b.line >= s.end) break;
    if (b.token.type !== 'list' || !b.items?.length) continue;
    for (const it of b.items) {
      const m = /^[ \t]{0,3}(\d{1,4})[.)][ \t]/.exec(doc.blocks.lines[it.line] ?? '');
      if (!m) continue;
      first ??= Number(m[1]);
      last = Number(m[1]);
    }
  }
  return first === null ? null : [first, last!];
}

/** The numbers a section's findings carry, first and last: its numbered sub-headings' ("## Critical" / "### 1. …"
 *  … "### 3. …"), when it has such; else its numbered list items'. ("### 2.1 …" under "## 2." numbers
 *  within its parent, no series that runs on.) */
function seriesNumbers(doc: ParsedDoc, all: Section[], parent: number[], i: number): [number, number] | null {
  const nums: number[] = [];
  for (let j = i + 1; j < all.length && nestedIn(all[j]!, all[i]!); j++) {
    const n = parent[j] === i ? headingNumber(all[j]!.heading) : null;
    if (n?.length === 1) nums.push(n[0]!);
  }
  return nums.length ? [nums[0]!, nums[nums.length - 1]!] : itemNumbers(doc, all[i]!);
}

/** What a section holds, to compare siblings: sub-sections, a numbered list, a list, a table, or prose. */
function shapeOf(doc: ParsedDoc, all: Section[], parent: number[], i: number): string {
  if (kidsOf(parent, i).length > 0) return 'sections';
  const s = all[i]!;
  const b = blocksIn(doc.blocks.top, s.start, s.end).find((x) => x.token.type === 'list' || x.token.type === 'table');
  return b ? (b.token.type === 'list' ? ((b.token as { ordered?: boolean }).ordered ? 'ol' : 'ul') : 'table') : 'prose';
}

/**
 * Siblings of one series are the same kind: next to a section of findings, a sibling whose findings number
 * on from its ("## Bugs" 1-3, "## Warnings" 4-15, "## Suggestions" 16-28: one list), and a sibling of the
 * same numbered series ("## 1. …", "## 2. …") that names nothing and holds what it holds ("### 2.1 …"
 * sub-sections), are sections of findings too. Praise and the sections the return names otherwise are not
 * (a plain "## Suggestions" with a numbering of its own stays Recommendations).
 */
function seriesSiblings(doc: ParsedDoc, all: Section[], parent: number[], best: Map<Section, string>, containers: Section[]): Section[] {
  const out: Section[] = [];
  const index = new Map(all.map((x, j) => [x, j]));
  const isIn = (x: Section) => containers.includes(x) || out.includes(x);
  for (const c of [...containers]) {
    const ci = index.get(c);
    if (ci === undefined) continue;
    const sibs = [ci, ...siblingsOf(all, parent, ci)].sort((a, b) => a - b);
    const at = sibs.indexOf(ci);
    // Numbering that runs on: forward from the section of findings, one sibling after another.
    let prev = seriesNumbers(doc, all, parent, ci);
    for (let k = at + 1; prev && k < sibs.length; k++) {
      const x = all[sibs[k]!]!;
      const nums = seriesNumbers(doc, all, parent, sibs[k]!);
      if (!nums || nums[0] !== prev[1] + 1 || nums[0] === 1 || best.get(x) === 'kept' || best.get(x) === 'outcome') break;
      if (!isIn(x)) out.push(x);
      prev = nums;
    }
    // One numbered series, the same shape: both ways from it, while the siblings name nothing.
    const own = headingNumber(c.heading);
    if (!own) continue;
    const shape = shapeOf(doc, all, parent, ci);
    if (shape === 'prose') continue;
    for (const dir of [-1, 1]) {
      for (let k = at + dir; k >= 0 && k < sibs.length; k += dir) {
        const j = sibs[k]!;
        const x = all[j]!;
        if (isIn(x)) continue;
        const n = headingNumber(x.heading);
        // (A plan, "## 4. Implementation plan", or a log of the work done, "## 5. Final changes" / "### ✅ Fix 1: …",
        // ends the series: what was found comes before what is to be done about it.)
        if (!n || n.length !== own.length || best.has(x) || PRAISE_ANYWHERE.test(x.heading) || planSection(all, parent, j) || workDone(all, parent, j)) break;
        // (A sibling that states one finding with its severity, "## 1. Wrong method gives 405 — Medium" over
        // prose, is one of the series whatever its shape: "## 4. Nits — Low" over a list beside it.)
        if (shapeOf(doc, all, parent, j) !== shape && !titledFinding(doc, all, parent, j)) break;
        // (The series' opening member that names no group, before one that does, "## 1. Overall assessment" /
        // "## 1. Gesamtbewertung" before "## 2. 🔴 Critical errors": an overview of what follows, its grades and
        // counts restating the findings, in any language. It stays as written, under its own heading. Only an
        // overview of no sub-sections: one with them, "## 1. Initial state" / "### ✅ Strengths" / "### ⚠️ Debt",
        // would hand them to the praise pairs, read item by item.)
        const leaf = !(all[j + 1] && parent[j + 1] === j);
        if (dir === -1 && leaf && n[n.length - 1] === 1 && !namesGroup(x.heading) && namesGroup(all[sibs[k + 1]!]!.heading)) break;
        if (shape === 'sections' && titledKids(all, parent, ci) && !titledKids(all, parent, j, true)) break;
        out.push(x);
      }
    }
  }
  return out;
}

/** Are a section's sub-sections findings titled as such ("### 1.1 Formula injection — Medium", "### M1 — Duplicate
 *  names (Major)", "### Issue 2: …")? All of them, or (`some`) any. "## 3. Appendix" / "### 3.1 Requirements" beside
 *  "## 1. Security" / "### 1.1 … — Medium" is no section of findings of the same series. */
function titledKids(all: Section[], parent: number[], i: number, some = false): boolean {
  const kids = kidsOf(parent, i).map((k) => all[k]!);
  const titled = (x: Section) => titlesOneFinding(x.heading) || headingSeverity(x.heading) !== undefined;
  return kids.length > 0 && (some ? kids.some(titled) : kids.every(titled));
}

/**
 * An area's sub-headings split into praise and problems ("## Security" / "### ✅ Handled well" / "### ⚠️
 * Needs attention"): beside the praise, a sibling that names nothing and holds items holds the findings,
 * whatever it is called ("Improvement proposals", "改善したい点", "Potential bottlenecks").
 */
function praisePartners(doc: ParsedDoc, all: Section[], parent: number[], best: Map<Section, string>, containers: Section[]): Section[] {
  const out: Section[] = [];
  for (let i = 0; i < all.length; i++) {
    if (best.get(all[i]!) !== 'kept' || parent[i]! < 0) continue;
    const up = all[parent[i]!]!;
    // (An area's heading may read as Evidence, "### 2. Tests (`a.test.ts`)"; not as a list of another kind.)
    if (best.has(up) && !['findings', 'evidence', 'outcome'].includes(best.get(up)!)) continue;
    for (const j of siblingsOf(all, parent, i)) {
      const x = all[j]!;
      if (best.has(x) || PRAISE_MARK.test(x.heading) || out.includes(x) || containers.some((c) => c === x || nestedIn(x, c))) continue;
      // ("## C4 — Strengths, to keep" beside "## C1 — …", "## C2 — …": one entry of the writer's id series; its
      // siblings are findings of the series, each one, not the other half of a praise pair.)
      if (sameIdSeries(all[i]!.heading, x.heading)) continue;
      if (holdsItems(doc, all, j)) out.push(x);
    }
  }
  return out;
}

/**
 * Passes appended after an audit ("## Findings" … "## Extra pass — 2026-03-02", "## Pass 3", "## Second review
 * round", "## Nachtrag", "## 追加调查"): a later section named as another pass (prompts/headings.txt
 * return.morePasses), at the level of the first section of findings, over items (a list, a table, "### F12 …"
 * sub-headings), holds more findings. Only after findings: before them such a heading is the writer's own.
 */
function appendedPasses(doc: ParsedDoc, all: Section[], parent: number[], best: Map<Section, string>, containers: Section[]): Section[] {
  const first = all.indexOf(containers[0]!);
  if (first < 0) return [];
  const out: Section[] = [];
  for (let i = first + 1; i < all.length; i++) {
    const s = all[i]!;
    if (best.has(s) || parent[i] !== parent[first] || containers.some((c) => c === s || nestedIn(s, c))) continue;
    if (namesPass(s.heading) && holdsItems(doc, all, i)) out.push(s);
  }
  return out;
}

/**
 * Status-checklist audits: a section that names nothing else, at the top or under a heading that only groups,
 * whose own items (list items, table rows) nearly all open with a status mark ("✅ DONE", "❌ NOT DONE", "⚠️
 * PARTIAL", "✅ Erledigt" / "❌ Fehlt", "✅ 已完成" / "❌ 未完成"), some done and some not: a requirements or
 * acceptance audit, its items not done findings (findings.ts passedChecksAside / statusRowsAside keep the
 * done ones). Three items at least; a list with a few ✅ among plain items is no checklist.
 */
function statusChecklists(doc: ParsedDoc, all: Section[], parent: number[], best: Map<Section, string>): Section[] {
  const out: Section[] = [];
  for (let i = 0; i < all.length; i++) {
    const s = all[i]!;
    // ("## 验收结果", "## Audit result": a word for the outcome inside the heading, not the Outcome's own name.)
    const named = best.has(s) && !(best.get(s) === 'outcome' && headingScore(s.heading, 'return.outcome') < 4);
    if (named || (parent[i]! >= 0 && !isGroupingHeading(doc, all[parent[i]!]!)) || kidsOf(parent, i).length > 0) continue;
    const states: ({ open: boolean; said?: boolean } | null)[] = [];
    let listed = 0;
    let worded = 0;
    for (const b of doc.blocks.top) {
      if (b.line < s.start || b.line >= s.end) continue;
      if (b.token.type === 'list') for (const it of b.items ?? []) {
        const st = statusLead(doc.blocks.lines[it.line] ?? '');
        states.push(st);
        if (st) listed++;
        if (st?.said) worded++;
      }
      if (b.token.type !== 'table') continue;
      // (Only a status column's cells: "Checked?" with "✅ spec" / "❌" says how a finding was verified.)
      const t = b.token as Tokens.Table;
      const col = t.header.findIndex((h) => statusColumn(h.text));
      if (col >= 0) for (const row of t.rows) states.push(statusLead(row[col]?.text ?? ''));
    }
    const marked = states.filter((x) => x !== null);
    // A list of marks alone ("- ✅ pager fixed" / "- ❌ windows build not tried") is a log of the work, no audit,
    // unless its items state their status in words ("✅ DONE —", "❌ Fehlt:") or its heading names what was
    // required ("## Requirements", "## Acceptance criteria", "## Akzeptanzkriterien").
    if (listed && worded * 2 < listed && headingScore(s.heading, 'brief.deliver') < 3) continue;
    if (states.length >= 3 && marked.length * 4 >= states.length * 3 && marked.some((x) => x.open) && marked.some((x) => !x.open)) out.push(s);
  }
  return out;
}

/**
 * A return written as an investigation log ("## Hypothesis 1", "## Experiment 2", "### Step 3: …", each with
 * its commands and output; two steps or more): its findings are its conclusions. A closing section named as
 * them ("## Conclusions", "## Fazit", "## 结论") over a list holds them, one per item; else each step whose text
 * has a "**Conclusion:** …" line is one finding (findings.ts stepConclusion). Not every paragraph of the log.
 */
function investigationLog(doc: ParsedDoc, all: Section[], parent: number[]): { containers: Section[]; steps: Section[] } {
  const steps = all.map((_x, i) => i).filter((i) => logStep(all[i]!.heading));
  if (steps.length < 2) return { containers: [], steps: [] };
  const first = all[steps[0]!]!;
  const holdsList = (x: Section) => doc.blocks.top.some((b) => b.line >= x.start && b.line < x.end && b.token.type === 'list');
  const closing = all.find((x, i) => x.line > first.line && !steps.some((k) => nestedIn(x, all[k]!)) && headingScore(x.heading, 'return.logConclusions') >= 4 && holdsList(x) && !all.some((_y, k) => parent[k] === i));
  if (closing) return { containers: [closing], steps: [] };
  const lines = readLines(doc);
  const concluded = steps.map((i) => all[i]!).filter((x) => conclusionBlock(lines, doc.blocks.top.filter((b) => b.line >= x.start && b.line < x.end)) !== null);
  if (concluded.length) return { containers: concluded, steps: [] };
  // No step concludes ("## PASO 1 — AUDITORÍA DEL CMS" … "## PASO 9 — HIPÓTESIS TÉCNICAS (SIN RESOLVER)"): the steps
  // tell how the work was done, never a finding each. The log ends where it got to: a last step that names what it came
  // to (causes, hypotheses, conclusions, findings) over a list holds the findings; otherwise the steps hold none.
  const outer = steps.map((i) => all[i]!).filter((x) => !steps.some((k) => all[k] !== x && nestedIn(x, all[k]!)));
  const last = outer[outer.length - 1]!;
  const name = logStepName(last.heading);
  const namesResult = ['return.candidates', 'return.cause', 'return.logConclusions', 'return.findings'].some((key) => headingScore(name, key) >= 3);
  return { containers: namesResult && holdsList(last) ? [last] : [], steps: outer.filter((x) => x !== last || !namesResult) };
}

/** The sections a section is nested in, nearest first. */
function ancestors(all: Section[], parent: number[], i: number): Section[] {
  const out: Section[] = [];
  for (let p = parent[i]!; p >= 0; p = parent[p]!) out.push(all[p]!);
  return out;
}

/** Does a heading name a summary ("Security Summary", "Resumo de segurança", "Итоги проверки", "安全总结"): one of
 *  return.outcome's one-word phrases among its words, or a CJK one in it. */
function namesSummary(heading: string): boolean {
  const h = toPhrase(heading);
  const phrases = headingTable().get('return.outcome') ?? [];
  return phrases.some((p) => (p.cjk ? h.cjk && p.flat.length >= 2 && summaryWords().cjk.has(p.flat) && h.flat.includes(p.flat) : p.words.length === 1 && summaryWords().spaced.has(p.words[0]!) && h.words.includes(p.words[0]!)));
}
/** The outcome's words that sum up (not "status", "result", "answer", which also open a finding's text), and the same in
 *  Chinese and Japanese: "总结", "概要", "まとめ" sum up; "结果" (result), "结论", "状态" do not, and a heading such as
 *  "## 四、逐技能审计结果" (per-component audit results) after a first table of findings holds more of them. The words:
 *  prompts/outcomes.txt `summary word:`, a Chinese or Japanese one matched as the whole phrase. */
let summary: { spaced: Set<string>; cjk: Set<string> } | undefined;
export function summaryWords(): { spaced: Set<string>; cjk: Set<string> } {
  if (summary) return summary;
  const ws = keyedWords(readPrompt('outcomes.txt'), 'summary word');
  return (summary = { spaced: new Set(ws.filter((w) => !hasCjk(w))), cjk: new Set(ws.filter(hasCjk)) });
}
