// What a document is (a brief or a return), decided once for lint, new and return, with the reason in
// words: each command refuses the other kind, and lint lints a document as, what this says. Pure.

import { botMarkerLine } from './bot-review.js';
import type { Kind } from './types.js';
import { BRIEF_HEAD, BRIEF_TAIL, RETURN_SECTIONS, normalizeHeading, sectionScore } from './sections.js';
import { headingScore, headingTable, phraseScore, toPhrase } from './headings.js';
import { doneWhenAt, emptiedTodo, kindTargets } from './brief-assignment.js';
import { doneStatusLine, statedOutcome, type OutcomePlace } from './outcome.js';
// (The return reader through return-reader.ts: most briefs are decided without it.)
import { returnReader } from './return-reader.js';
import { sectionText, type ParsedDoc, type Section } from './document.js';
import { flatItemFields } from './field-lists.js';
import { labelOf } from './label.js';
import { verdictTable } from './table-columns.js';
import type { Tokens } from 'marked';
import { closingHeading } from './closing-verdict.js';
import { lightLed } from './light-groups.js';
import { findingCounterTitled } from './entry-title.js';
import { escapeRegExp, keyedWords } from './keyed-words.js';
import { readPrompt } from '../paths.js';

export type DocumentType = 'brief' | 'return';

export interface DocumentKind {
  /** null: nothing in it says either, or too little to call (each command then reads it as what it expects;
   *  lint as the side it leans to, else as a brief). */
  type: DocumentType | null;
  /** Why, for a person: "its headings Why, First step name a brief's sections", "line 1 states an outcome". */
  because: string;
  /** When type is null by a close call: the side its headings lean to (lint lints it as that). */
  lean?: DocumentType;
}

/**
 * What a document is. The evidence, in order: the tool's marker; its headings (real ones and the labels and
 * bold lines read as headings), each counted for the kind whose section it names better (a heading both
 * kinds write, "Risks", "Open questions", counts for neither); front matter keys that name a brief's
 * answers (why:, deliver:); words in its title (twice a heading). Where that leaves it within one of a
 * return, a stated outcome ("Status: done", "answered — x", read where `return` reads one, by the same
 * reader) counts for a return, and breaks a tie; so do verification tags. So whatever `return` records
 * without --outcome is a return here, and a document that states nothing is never a return by default.
 * With a `kind` (new names one), a heading of the kind's own questions is a brief's (bug: "Evidence").
 */
export function documentKind(doc: ParsedDoc, kind?: Pick<Kind, 'questions' | 'template'>): DocumentKind {
  if (doc.marker) return { type: doc.marker.type, because: `the tool's marker says it is a ${doc.marker.type}` };
  const brief: string[] = [];
  const ret: string[] = [];
  // What each counted heading weighs: a section's whole name 1, a name it only starts with or contains
  // ("Testing Strategy", "Common Issues") half of that.
  let b = 0;
  let r = 0;
  const outcomeSections: Section[] = [];
  const own = kindTargets(kind);
  const items = itemHeadings(doc.sections);
  // The kind each section was counted for, to tell a part of a counted section ("### Component Testing"
  // under "## Testing Strategy"): it says nothing more than its section did.
  const counted: { level: number; kind: DocumentType | null }[] = [];
  const seen = new Set<string>();
  /** The brief's required answers (why, deliver, first step) its headings name. */
  const required = new Set<string>();
  /** The weight each brief heading was counted with, and the headings counted for a return as work reported done. */
  const briefWeight = new Map<string, number>();
  const doneHeads: string[] = [];
  // Items grouped under two or more headings that each name a severity or priority ("🔴 Priority: high",
  // "### Medium"): a findings list's shape, whatever its words. (Read before the headings are scored: it asks
  // the return reader, and a reading that must load it first is run again, return-reader.ts; the scoring
  // below is the costly part of a second run.)
  const groups = severityGroups(doc.sections);
  // A heading that gives a cause or a diagnosis ("## Root cause", "### 根本原因", "## Ursachenanalyse"): the document
  // reports an investigation, and its problem heading ("## Problem", "## 🐛 问题描述") is the report's subject, which
  // a return states as much as a brief does (as its why): that heading counts for neither kind.
  const investigated = doc.sections.some((s) => headingScore(s.heading, 'return.cause') >= 3);
  for (const s of doc.sections) {
    while (counted.length && counted[counted.length - 1]!.level >= s.level) counted.pop();
    const b0 = best(s.heading, [...BRIEF_HEAD, ...BRIEF_TAIL]);
    const r0 = best(s.heading, RETURN_SECTIONS);
    if (r0.score > 0 && r0.key === 'outcome') outcomeSections.push(s);
    let k = 0;
    for (const t of own) k = Math.max(k, sectionScore(s.heading, t));
    const subject = investigated && k === 0 && b0.key === 'why' && headingScore(s.heading, 'brief.problem') >= 3;
    // "## What was done", "## Key Changes Implemented", "## Tests Run": the work reported done, a finish report's
    // (headings.txt return.doneWork), though a brief's context may carry the same words: at equal weight, a return's.
    const done = k === 0 && !items.has(s) ? headingScore(s.heading, 'return.doneWork') : 0;
    const r1 = done >= 4 && done >= b0.score ? Math.max(r0.score, done, b0.score + 0.01) : r0.score;
    const side = items.has(s) || subject ? null : sideOf(s.heading, k, b0.score, r1);
    const parent = counted.length ? counted[counted.length - 1]!.kind : null;
    counted.push({ level: s.level, kind: side ?? parent });
    if (side === null || side === parent) continue;
    // A heading written again and again ("#### ⚠️ Suggestions" under each file reviewed) is a part of each
    // item, not one of the document's sections: it counts once.
    const norm = normalizeHeading(s.heading);
    if (seen.has(norm)) continue;
    seen.add(norm);
    const weight = (score: number) => (score >= 4 ? 1 : 0.5);
    if (side === 'brief') (b += weight(Math.max(k, b0.score))), brief.push(s.heading), b0.score > 0 && required.add(b0.key), briefWeight.set(s.heading, weight(Math.max(k, b0.score)));
    else (r += weight(r1)), ret.push(s.heading), r1 !== r0.score && doneHeads.push(s.heading);
  }
  // The work done and nothing else of a return's ("## 완료된 작업" / "## 다음 단계", "## What was done" / "## What is NOT
  // finished", no outcome stated, no first line reporting the work): a handoff's work so far, then what it hands on; the done heading counts for neither.
  if (doneHeads.length && ret.length === doneHeads.length && !reportOpening(doc) && !statesOutcome(doc, outcomeSections) && !returnReader().returnFromDoc(doc).given.has('outcome')) {
    for (const h of doneHeads) ret.splice(ret.indexOf(h), 1), (r -= 1);
    doneHeads.length = 0;
  }
  // Beside the work reported done and another return's heading ("## Recommendation", "## Tests Run"), the work left
  // ("## Remaining work", "## Próximas Etapas") is the report's follow-ups, not a brief's next steps: it counts for neither.
  if (doneHeads.length && ret.length > doneHeads.length) {
    for (const h of [...brief]) {
      if (!(forwardHeading([{ heading: h, level: 1 } as Section]) || headingScore(h, 'return.leftOver') >= 3)) continue;
      b -= briefWeight.get(h) ?? 0;
      brief.splice(brief.indexOf(h), 1);
    }
  }
  for (const e of doc.frontMatter) if (e.key && e.value && best(e.key, [...BRIEF_HEAD, ...BRIEF_TAIL]).score >= 4 && best(e.key, RETURN_SECTIONS).score === 0) b++, brief.push(`${e.key}:`);
  // (Named once: "🔴 Fix now" may already name a return's section by its words.)
  if (groups.length) (r += 1), ret.push(...groups.filter((h) => !ret.includes(h)));
  // A review bot's own line ("Actionable comments posted: 0", "Useful? React with 👍 / 👎."): a review, as a section
  // of a return's would say (once; a brief's own headings still outweigh a review pasted into it).
  const bot = botMarkerLine(doc.blocks.lines);
  const botSaid = bot ? `a review bot's own line "${bot.length > 60 ? `${bot.slice(0, 57)}…` : bot}" says it is a review` : '';
  if (bot) r += 1;
  // A first line that reports the work done ("This PR implements a complete MVP …", outcomes.txt report opening): a
  // finish report's, as a heading of one would say.
  const opening = reportOpening(doc);
  if (opening) r += 1;
  const openingSaid = opening ? `line ${opening.line} reports the work done ("${clip(opening.text)}")` : '';
  let titled: DocumentType | null = null;
  /** The title names a hand-over ("Continuation notes: …", "Übergabe", "交接") and nothing of a return. */
  let handOver = false;
  const title = doc.title ?? structuralTitle(doc.sections);
  if (title) {
    const t = toPhrase(title);
    // A phrase inside the title, as whole words ("Code review notes"; "Error reporting cleanup" holds no
    // "report"); in a script without spaces, anywhere in it ("代码审查报告").
    const joined = ` ${t.words.join(' ')} `;
    const contains = (key: string) => (headingTable().get(key) ?? []).some((p) => phraseScore(t, p) > 0 || (p.words.length && (p.cjk ? joined.includes(p.words.join(' ')) : joined.includes(` ${p.words.join(' ')} `))));
    // (So does a title that names the work to do next, "# NEXT STEPS", "# Nächste Schritte": title.plan, a word
    // list apart from title.brief, whose words are also a label the title drops.)
    if (contains('title.brief') || contains('title.plan')) (b += 2), (titled = 'brief');
    if (contains('title.return')) (r += 2), (titled = titled ? null : 'return');
    handOver = titled === 'brief' && contains('title.brief');
  }
  // Under a title that names a hand-over, a heading that says what to do next ("## Next steps", which a return
  // writes as much as a brief) is the brief's: what the next session does first (once, if not counted yet).
  const next = handOver ? forwardHeading(doc.sections) : undefined;
  if (next && !brief.includes(next) && !ret.includes(next)) (b += 1), brief.push(next);
  const said = (type: DocumentType, also = '') => {
    const names = type === 'brief' ? brief : ret;
    const parts = [names.length ? `its ${names.length === 1 ? 'heading' : 'headings'} ${quoteList(names)} ${names.length === 1 ? 'names' : 'name'} a ${type}'s ${names.length === 1 ? 'section' : 'sections'}` : '', titled === type ? `its title says ${type}` : '', also].filter(Boolean);
    const other = type === 'brief' ? ret : brief;
    return `${parts.join('; ')}${other.length ? ` (${quoteList(other)} a ${type === 'brief' ? 'return' : 'brief'}'s)` : ''}`;
  };
  if (r > b) return { type: 'return', because: said('return', [botSaid, openingSaid].filter(Boolean).join('; ')) };
  // A title that names a hand-over ("Unit 1-01 handoff", "Übergabe", "交接") is all that says brief, and the
  // document states its work done ("Status: implemented, ready for …", "Status: erledigt"): a worker's report
  // back, titled as what it hands on. A return. (Not one that says what to do next under a heading, "## Next
  // steps", nor one with task boxes still open, nor "Status: in progress": a handoff's state so far.)
  if (handOver && !brief.length && !ret.length && !next && !openTasks(doc) && !forwardLabel(doc)) {
    // (Its body a table of findings, each with its verdict, "| # | Constat de l'hôte | Vérification | Verdict |", that
    // `return` reads as two findings or more: findings checked, what a return reports, under a title that names the
    // version handed over, "# Handoff v3.53.0 — …" (QA 46 L1). One title word does not outweigh them.)
    const table = doc.blocks.top.find((x) => x.token.type === 'table' && !doc.blocks.literal[x.line] && verdictTable((x.token as Tokens.Table).header.map((c) => c.text)));
    if (table && returnReader().returnFromDoc(doc).answers.findings.length >= 2) return { type: 'return', because: `its table at line ${table.line + 1} lists findings with their verdicts, and only its title says brief` };
    // (Read as `return` reads it, by the whole return reader: asked only of a document this bare.)
    const done = returnReader().returnFromDoc(doc).outcomeFrom;
    // (Only a status line that opens with a word of work done: prose that says something "is done by hand each
    // month" states no outcome of the work, brief-lifted-lines.)
    const at = done ? doc.blocks.lines[done.line - 1] ?? '' : '';
    if (done && done.outcome === 'answered' && doneStatusLine(at) && !saysWhenDone(at)) return { type: 'return', because: `line ${done.line} states the work done ("${clip(done.text)}"), and only its title says brief` };
  }
  if (b > r + 1) return { type: 'brief', because: said('brief') };
  // A heading for each of a brief's required answers is a brief, whatever it quotes or tags besides (a review
  // brief listing known issues "[verified: test]", one quoting the last return's Outcome): a return has no
  // Why, What to deliver and First step.
  if (b > r && REQUIRED.every((key) => required.has(key))) return { type: 'brief', because: said('brief') };
  // A continuation handoff: its title names a hand-over and a heading of its own says what to do next ("## Next
  // actions", "## Nächste Schritte", "## 下一步"). What it states done ("All 5 bugs are fixed", "Status: done") is
  // the work so far, which a handoff reports before it hands on the rest; a return reports back, it has no such
  // title (a return that ends with "## Next steps" is ahead by its own headings, or titled a report: not here).
  if (next && b >= r) return { type: 'brief', because: said('brief', `its title names a hand-over and "${clip(next)}" says what to do next`) };
  // Close (a brief's by one heading at most): what the document states decides, as `return` reads it.
  const stated = statesOutcome(doc, outcomeSections);
  if (stated) {
    const line = `line ${stated.line} states an outcome ("${clip(stated.text)}")`;
    // (Even ahead for a brief by one heading, "Status: in progress" over Deliver and Next steps: were it
    // neither, `new` and `return` could both record it, and lint could call only one of them right.)
    return { type: 'return', because: said('return', line) };
  }
  // Close: findings that carry verification tags are a return's, as a stated outcome is ("- x [verified:
  // log]", "(не проверено)", "【已验证】", "[verificato: log]" in a language the tables do not know).
  // (Not facts a handoff checked, in notes beside the work it hands on: "## Up next" / "## Notes" / "- parser works on
  // an empty board (verified)", "(doğrulandı)". Where no heading names findings, a tag decides only inside a
  // section of what to do next, or in a document with none: nothing else there is reported back.)
  const tagged = taggedLines(doc);
  const findingsSection = ret.some((h) => best(h, RETURN_SECTIONS).key === 'findings');
  const ahead = doc.sections.filter((s) => s.level > 0 && forwardHeading([s]) !== undefined);
  const checkedFacts = !findingsSection && ahead.length > 0 && tagged.every((l) => !ahead.some((s) => l >= s.start && l < s.end));
  if (tagged.length && !checkedFacts) return { type: 'return', because: said('return', 'its findings carry verification tags ([verified: …], [unverified])') };
  // Close, nothing stated: a brief only by a heading or so ("### 2.1 Problemas" read as a why) is too little to
  // refuse a return with. It says neither; lint lints it as the side it leans to, `return` and `new` accept it.
  // Undecided, unless `return` reads an outcome where statesOutcome sees none ("✅ Done." closing the text):
  // `return` would record it without --outcome, so it is a return, as lint must call it. (Asked only here:
  // the whole return reader, for the few documents that get this far.)
  const read = returnReader().returnFromDoc(doc);
  const at = read.outcomeFrom ? doc.blocks.lines[read.outcomeFrom.line - 1] : undefined;
  // (Not a line saying when the work will be done, "Fertig, wenn …": statesOutcome's rule, below.)
  // (Nor the line closing a to-do it ticked whole, "- [x] …" / "All done.": the list's state, a brief's.)
  // (Nor the statuses of sibling groups, "### T01 … — DONE" over "### T02 … — DONE": a handoff's tasks done so far;
  // nor a verdict label's value, "| Ergebnis | Retries keep the cart |": a brief's field may have that name.)
  if (read.given.has('outcome') && (at === undefined || !saysWhenDone(at)) && !closesTickedTodo(doc, read.outcomeFrom?.line) && !read.outcomeFrom?.weak) return { type: 'return', because: said('return', 'it states an outcome where `return` reads one') };
  if (b > r) return { type: null, lean: 'brief', because: `${said('brief')}, and nothing more: too close to call, and it states no outcome` };
  // Numbered items each followed by the same labelled fields ("1) Cart" / "- Status: …" / "- Files: …"),
  // written flat: an audit's shape, one status per item. Too little to refuse a brief with (a handoff may
  // list its tasks so), so it only leans: lint lints it as a return, `new` and `return` accept it.
  const flat = flatItemFields(doc.blocks.lines, doc.blocks.top);
  if (flat.size) {
    const labels = [...new Set([...flat.keys()].flatMap((l) => (l.items ?? []).map((it) => labelOf(doc.blocks.lines[it.line] ?? '')?.label).filter((x): x is string => Boolean(x))))];
    return { type: null, lean: 'return', because: `its ${flat.size} numbered items each carry the same fields (${quoteList(labels.slice(0, 4))}), as an audit's findings do, and it states no outcome` };
  }
  // Headings that each title one finding by a counter ("# Vuln 1: SQL injection: `api/search.py:42`" / "# Vuln 2: …", a
  // security review's; "## Issue 1 — …" / "## Issue 2 — …"), or a title so written over the text alone: a review's
  // findings. It leans (a brief may list the issues it hands on so): lint lints a return.
  const counters = doc.sections.filter((s) => findingCounterTitled(s.heading)).map((s) => s.heading);
  const one = !doc.sections.length && doc.title !== null && findingCounterTitled(doc.title) ? doc.title : undefined;
  if (!b && (counters.length >= 2 || one)) return { type: null, lean: 'return', because: `${one ? `its title "${clip(one)}" titles` : `its headings ${quoteList(counters)} each title`} one finding by its counter, as a review's findings are, and it states no outcome` };
  // A tie whose return side is a findings heading (in any language of headings.txt: "## 指摘事項", "## Befunde")
  // over findings `return` reads there: a review's shape, as `return` records it. It leans: lint lints a return.
  const findingsHeading = ret.find((h) => best(h, RETURN_SECTIONS).key === 'findings');
  if (b === r && findingsHeading && read.answers.findings.length >= 2) return { type: null, lean: 'return', because: `its findings heading "${findingsHeading}" holds ${read.answers.findings.length} findings as \`return\` reads them, beside ${quoteList(brief)} a brief's, and it states no outcome` };
  // (Alike, one side of it the work reported done, "## Tests Run", "## Report (Final)": it leans to a return.)
  // (Not beside a heading of what to do next, "## 완료된 작업" / "## 다음 단계": a handoff's work so far, then what it hands on.)
  return { type: null, ...(b && b === r && doneHeads.length && !forwardHeading(doc.sections.filter((x) => brief.includes(x.heading))) ? { lean: 'return' as const } : {}), because: b ? `it names a brief's and a return's sections alike (${quoteList([...brief, ...ret])}) and states no outcome` : "no heading, label, title or status line names a brief's or a return's part" };
}

/** The first heading that names the work to do next (brief.firstStep, brief.remaining: "Next steps", "How to
 *  continue", "Offene Punkte", "剩余任务"), read in any language those lists know. */
function forwardHeading(sections: readonly Section[]): string | undefined {
  return sections.find((s) => s.level > 0 && (headingScore(s.heading, 'brief.firstStep') >= 3 || headingScore(s.heading, 'brief.remaining') >= 3))?.heading;
}

/** A label line that names the work to do next ("Next steps:", "**Nächste Schritte:**", "下一步："), as forwardHeading
 *  reads a heading. (Asked only of a document titled a hand-over with no section of either kind.) */
function forwardLabel(doc: ParsedDoc): boolean {
  return doc.blocks.lines.some((l) => {
    const label = l.length <= 400 ? labelOf(l)?.label : undefined;
    return label !== undefined && (headingScore(label, 'brief.firstStep') >= 3 || headingScore(label, 'brief.remaining') >= 3);
  });
}

/** The first line of text before the first heading, when it opens as a report of the work done (outcomes.txt report
 *  opening: "This PR implements …", "Este PR agrega …"), 1-based. */
let openings: RegExp | undefined;
function reportOpening(doc: ParsedDoc): { line: number; text: string } | undefined {
  const [from, to] = doc.preambleLines;
  const i = doc.blocks.lines.slice(from, to).findIndex((l) => l.trim() !== '');
  if (i < 0) return undefined;
  const text = doc.blocks.lines[from + i]!.trim();
  openings ??= new RegExp(`^(?:${keyedWords(readPrompt('outcomes.txt'), 'report opening').map((p) => escapeRegExp(p).replace(/ +/g, '\\s+')).join('|')})(?![\\p{L}\\p{N}])`, 'iu');
  return openings.test(text.replace(/^[*_>\s]+/, '')) ? { line: from + i + 1, text } : undefined;
}

/** Brief, return or null (documentKind without its reason). */
export function documentType(doc: ParsedDoc, kind?: Pick<Kind, 'questions' | 'template'>): DocumentType | null {
  return documentKind(doc, kind).type;
}

/** Which kind a heading counts for (null: neither), from its best scores: a kind's own question and a
 *  brief's section against a return's. A heading both write ("Risks", "Known issues", "Open questions":
 *  brief.either) or one that sums the document up ("Summary", "TL;DR": brief.summaryWhy, a return's
 *  outcome too) says neither. */
function sideOf(heading: string, own: number, brief: number, ret: number): DocumentType | null {
  if (own === 0 && brief <= ret && ret > 0 && headingScore(heading, 'brief.either') >= ret) return null;
  // (Nor one that is such a heading's whole name, whatever word of it a brief's section holds: "Problemas
  // conhecidos" is no why for its "problema".)
  if (own === 0 && brief > 0 && headingScore(heading, 'brief.either') >= Math.max(4, brief)) return null;
  if (own === 0 && (brief > 0 || ret > 0) && headingScore(heading, 'brief.summaryWhy') >= Math.max(brief, ret)) return null;
  if ((own > 0 && own >= ret) || brief > ret) return 'brief';
  return ret > brief ? 'return' : null;
}

const REQUIRED = [...BRIEF_HEAD, ...BRIEF_TAIL].filter((s) => s.required).map((s) => s.key as string);

/** A numbered title: "1. x", "#3 x", "F2: x", "H-1 x". */
const NUMBERED = /^(?:#?\d{1,3}[.):]?|[A-Za-z]{1,3}-?\d{1,3}[.):]?)[ \t]+\S/;

/** Headings that are items of a numbered series, not sections: three or more numbered headings at one
 *  level, most of which name no section ("#### 1. Login is slow", "#### 2. Search breaks"). Their words
 *  are an item's title, whatever a word in them also names. */
function itemHeadings(sections: readonly Section[]): Set<Section> {
  const byLevel = new Map<number, Section[]>();
  for (const s of sections) {
    if (!NUMBERED.test(s.heading)) continue;
    const list = byLevel.get(s.level);
    if (list) list.push(s);
    else byLevel.set(s.level, [s]);
  }
  const out = new Set<Section>();
  for (const list of byLevel.values()) {
    if (list.length < 3) continue;
    const naming = list.filter((s) => best(s.heading, [...BRIEF_HEAD, ...BRIEF_TAIL, ...RETURN_SECTIONS]).score >= 3).length;
    // (Not one that is a section's whole name, "## 1. 发现的问题": a numbered document's part.)
    if (naming * 2 < list.length) for (const s of list) if (best(s.heading, [...BRIEF_HEAD, ...BRIEF_TAIL, ...RETURN_SECTIONS]).score < 4) out.add(s);
  }
  return out;
}

/** Headings at one level that each state a severity or priority, two or more of them different, each with
 *  something under it: severity groups (the headings, empty when there are none). */
function severityGroups(sections: readonly Section[]): string[] {
  const byLevel = new Map<number, { heading: string; sev: string }[]>();
  for (const s of sections) {
    if (s.heading.length > 120 || !s.raw.trim()) continue;
    // The severity tables are large patterns: only a heading with such a word in it is read by them.
    if (!SEVERITY_WORD.test(s.heading)) continue;
    const sev = cjkPriority(s.heading) ?? returnReader().headingSeverity(s.heading) ?? returnReader().severityOf(s.heading);
    if (!sev) continue;
    const list = byLevel.get(s.level);
    if (list) list.push({ heading: s.heading, sev });
    else byLevel.set(s.level, [{ heading: s.heading, sev }]);
  }
  for (const list of byLevel.values()) if (new Set(list.map((x) => x.sev)).size >= 2) return list.map((x) => x.heading);
  return lightGroups(sections);
}

/** Headings at one level led by coloured lights, two or more lights, each with something under it ("## 🔴 <any
 *  words>" / "## 🟠 …" / "## 🟡 …"): a review's series of severity groups whatever their words (light-groups.ts),
 *  as `return` reads them. */
const LIGHTS = ['🔴', '🟠', '🟡', '🟢', '🔵', '⚪'];
function lightGroups(sections: readonly Section[]): string[] {
  const byLevel = new Map<number, Section[]>();
  for (const s of sections) {
    if (s.heading.length > 120 || !s.raw.trim() || !lightLed(s.heading)) continue;
    byLevel.set(s.level, [...(byLevel.get(s.level) ?? []), s]);
  }
  // (Written in the series' order, each light once: "🔴" then "🟠" then "🔵". Lights used as decoration, "## 🔴 Current
  // problems" / "## 🟢 Task 7" / "## 🟠 Reference" / "## 🟢 Full setup" in a plan, are no series.)
  const rank = (h: string) => LIGHTS.indexOf(/🔴|🟠|🟡|🟢|🔵|⚪/u.exec(h)?.[0] ?? '');
  for (const list of byLevel.values()) if (list.length >= 2 && list.every((s, i) => i === 0 || rank(s.heading) > rank(list[i - 1]!.heading))) return list.map((s) => s.heading);
  return [];
}
/** "高優先度", "中优先级", "🔴 低優先": a CJK priority group (high, medium, low), its level the first character. */
function cjkPriority(heading: string): string | undefined {
  const m = /^[^\w高中低]*([高中低])(?:優先度|优先级|優先|优先|重要度|危険度)/.exec(heading);
  return m ? ({ 高: 'high', 中: 'medium', 低: 'low' } as Record<string, string>)[m[1]!] : undefined;
}

/** A word for severity or priority in the heading itself (not only a coloured mark). */
// (Korean too: "### 🔴 높은 우선순위" over a review's findings, "### 심각도: 높음".)
const SEVERITY_WORD = /\b(?:severity|priority|critical|blocker|major|minor|high|medium|low|nit|p[0-4])\b|priorit|prioridad|приоритет|優先|优先|重要度|深刻度|우선순위|심각도|중요도|^[^\w]*[高中低](?:\s|$)/i;

/** A document without a title whose first heading is the only one at its level, every other one below it
 *  ("## ARM64 JIT Findings" over "### Baseline", "### Iteration: …"): that heading titles the document. */
function structuralTitle(sections: readonly Section[]): string | null {
  const first = sections[0];
  return first && sections.every((s, i) => i === 0 || s.level > first.level) && sections.length > 1 ? first.heading : null;
}

const TAG = /\[(?:verified\b[^\]\n]{0,1000}|unverified)\]/i;

/** A list item that is a task box not ticked: "- [ ] x", "1. [ ] x". */
const OPEN_TASK = /^[ \t>]*(?:[-*+]|\d{1,9}[.)])[ \t]+\[ \][ \t]/;

/** Some line of the document is a task box not ticked. */
function openTasks(doc: ParsedDoc): boolean {
  return doc.blocks.lines.some((l) => OPEN_TASK.test(l));
}

/** A bracketed group ending a line: "[verified: log]", "(проверено)", "【已验证】". */
const TRAILING_GROUP = /([[(（【［])([^[\]()（）【】［］\n]{1,120})[\])）】］][.。]?[ \t]*$/u;

/** The lines (0-based) that carry a verification tag: any line with "[verified: …]" / "[unverified]", and the list
 *  items taggedItems finds. */
function taggedLines(doc: ParsedDoc): number[] {
  const out = doc.blocks.lines.flatMap((l, i) => (TAG.test(l) ? [i] : []));
  return out.length ? out : taggedItems(doc);
}

/** The list items of the document that end with a verification tag, read as the return reader reads one
 *  (findings.ts verificationOf) or shaped as one ("[word: how]"), by line. The first 200 items are enough. */
function taggedItems(doc: ParsedDoc): number[] {
  const lines = doc.blocks.lines;
  const out: number[] = [];
  let seen = 0;
  for (const b of doc.blocks.top) {
    if (b.token.type !== 'list' || !b.items) continue;
    for (const it of b.items) {
      if (++seen > 200) return out;
      const line = lines[it.line]!;
      // (Not an open task box, "- [ ] export fails on network drives (tested by Pieter)": work still to
      // do, a brief's, whoever tested what.)
      if (OPEN_TASK.test(line)) continue;
      const g = line.length <= 2000 ? TRAILING_GROUP.exec(line) : null;
      if (!g) continue;
      // "[<one word>: how]": a tag and how it was done, whatever the language ("[verificato: log]").
      if ((g[1] === '[' && /^[\p{L}][\p{L}\p{M}]{3,20}[ \t]*[:：][ \t]*\S/u.test(g[2]!.trim())) || returnReader().verificationOf(g[0].trim()) !== undefined) out.push(it.line);
    }
  }
  return out;
}

function best(heading: string, specs: readonly { key: string; heading: string; area?: 'brief' | 'return' }[]): { key: string; score: number } {
  let out = { key: '', score: 0 };
  for (const spec of specs) {
    const sc = sectionScore(heading, spec);
    if (sc > out.score) out = { key: spec.key, score: sc };
  }
  return out;
}

const clip = (s: string) => (s.length > 50 ? `${s.slice(0, 47)}...` : s);
const quoteList = (xs: string[]) => (xs.length > 3 ? [...xs.slice(0, 3).map((x) => `"${clip(x)}"`), `${xs.length - 3} more`] : xs.map((x) => `"${clip(x)}"`)).join(', ');

/** A line may state a status only with a colon, a dash or a table's bar in it ("Status: done", "answered —
 *  x"): other paragraph lines are not read (the labelled reading needs a label). */
const MAY_STATE = /[:：—–|-]/;

/**
 * The outcome the document states, read where `return` reads one (return-answer.ts outcomePlaces) or more
 * widely: the first lines of every section whose heading names the outcome, read without a label (return
 * does so for the one it chooses), the text before the first heading, the title and the text above it,
 * front matter's status, and any paragraph line that opens with a status label.
 */
function statesOutcome(doc: ParsedDoc, outcomeSections: Section[]): { line: number; text: string } | null {
  const lines = doc.blocks.lines;
  const places: OutcomePlace['lines'] = [];
  const firstLines = (from: number, to: number, closing = false) => {
    for (let i = from, n = 0; i < to && n < 3; i++) if (lines[i]!.trim()) places.push(closing ? { line: i, labelled: false, closes: true } : { line: i, labelled: false }), n++;
  };
  for (const s of outcomeSections) {
    places.push({ line: s.line - 1, labelled: true });
    firstLines(s.start, s.end);
  }
  // A closing section read as `return` reads it (closing-verdict.ts): its heading a verdict ("## Fazit: alles
  // behoben"), its first sentence clause by clause ("## Conclusion" / "… are fixed and nothing severe is open").
  // (A section after others only: a summary at the top is the state of the work, as a brief writes it.)
  for (const [k, s] of doc.sections.entries()) {
    if (!closingHeading(s.heading)) continue;
    places.push({ line: s.line - 1, labelled: true, verdict: true });
    if (doc.sections.slice(0, k).some((x) => x.level > 0 && x.line - 1 !== doc.titleLine)) firstLines(s.start, s.end, true);
  }
  firstLines(doc.preambleLines[0], doc.preambleLines[1]);
  if (doc.titleLine !== null) places.push({ line: doc.titleLine, labelled: false });
  firstLines(doc.leadLines[0], doc.leadLines[1]);
  for (const e of doc.frontMatter) if (/^(?:status|state|outcome)$/i.test(e.key)) places.push({ line: e.line - 1, labelled: true, raw: true });
  for (const b of doc.blocks.top) if (b.token.type === 'paragraph') for (let i = b.line; i < b.end; i++) if (MAY_STATE.test(lines[i]!)) places.push({ line: i, labelled: true });
  // A line that says when the work will be done ("Fertig, wenn …", "Done when …", "Terminé quand …") states a
  // condition, not a status: no outcome.
  // (Asked of the line found only: most documents state none, and the rest one or two.)
  let left = places;
  for (let k = 0; k < 8; k++) {
    const found = statedOutcome(lines, doc.blocks.literal, { lines: left });
    if (!found) return null;
    const at = left.filter((p) => p.line === found.line - 1 && !p.raw);
    if (!at.length || !saysWhenDone(lines[found.line - 1]!)) return found;
    left = left.filter((p) => !at.includes(p));
  }
  return null;
}

/** A line that says when the work will be done ("Fertig, wenn …", "- Done when …") states a condition, not a status. */
function saysWhenDone(line: string): boolean {
  return doneWhenAt(line.replace(/^[\s>*_#-]+/, '')) === 0;
}

/** Whether a 1-based line stands in a section of what is left to do ("## Todo", "## Next steps") whose text is
 *  a to-do ticked whole and then said empty ("All done."): that line is the list's state, not an outcome. */
function closesTickedTodo(doc: ParsedDoc, line: number | undefined): boolean {
  if (line === undefined) return false;
  const s = [...doc.sections].reverse().find((x) => x.level > 0 && line - 1 >= x.start && line - 1 < x.end);
  if (!s || !(headingScore(s.heading, 'brief.remaining') >= 3 || headingScore(s.heading, 'brief.firstStep') >= 3 || headingScore(s.heading, 'brief.deliver') >= 3)) return false;
  return emptiedTodo(sectionText(s.raw));
}
