// A return's outcome, read from what the document states ("Status: completed", "Done", "Blocked by the
// CI runner", "已完成"), never guessed: the words are data (prompts/outcomes.txt), and the result names
// the line it came from. Pure apart from reading that data file once.

import { measureLine } from './measure-label.js';
import { runStatusLine } from './run-status.js';
import type { Outcome } from './types.js';
import { OUTCOMES } from './types.js';
import { readPrompt } from '../paths.js';

// Read directly (not through io/data.ts, which imports lint, which imports this: an import cycle).
import { toPhrase, type Phrase } from './headings.js';
import { labelOf, labelValue, laterLabels } from './label.js';
import { holdsFolded, lazyRegExp } from './lazy-regexp.js';
import { inflections } from './inflections.js';
import { escapeRegExp, hasCjk, keyedLists, keyedWords, phraseAlternation } from './keyed-words.js';
import { countedOutcome, saysMostOf, statesFoundAnswer } from './outcome-counts.js';
import { closingLabel, mayCloseWith, notASubject, verdictOnly } from './closing-verdict.js';
import { clausesOutcome } from './closing-clauses.js';
import { judgesWhole, legendLine, scoreOnly, stateChainLine, verdictOutcome, verdictRead } from './doc-verdict.js';
import { proseOutcome } from './prose-outcome.js';
import { gradeNoun } from './level-headings.js';
import { LEGEND_MARKS } from './state-marks.js';

export interface StatedOutcome {
  outcome: Outcome;
  /** The rest of the statement: the one-line answer ("— three bugs"), possibly empty. */
  answer: string;
  /** 1-based line of the document it was read from. */
  line: number;
  /** That line as written (trimmed). */
  text: string;
  /** It is one of the four outcome words itself ("answered — x"): the outcome says all its status does. */
  exact: boolean;
  /** Read from the statuses of sibling groups ("### Phase A — COMPLETED" / "### Phase B — IN PROGRESS") or from a
   *  verdict label's value, whatever it is ("**Grade:** Poor", doc-verdict.ts): `return` records it, but it is too
   *  little to call a document a return (a handoff lists its tasks done the same way; a brief's table of its own
   *  fields has a "Result" / "Ergebnis" row). */
  weak?: true;
}

type Words = { outcome: Outcome; phrase: Phrase; raw: string }[];

export function parseOutcomeWords(text: string): Words {
  const out: Words = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const m = /^(\w+)\s*:\s*(.*)$/.exec(line);
    if (!m || !(OUTCOMES as readonly string[]).includes(m[1]!)) continue;
    for (const p of m[2]!.split(',')) if (p.trim()) out.push({ outcome: m[1] as Outcome, phrase: toPhrase(p.trim()), raw: p.trim() });
  }
  // A participle agrees with what finished ("Auditoría completada", "Аудит завершен"): its other forms say the same,
  // unless the list gives that form an outcome of its own.
  const listed = new Set(out.map((w) => w.raw.toLowerCase()));
  for (const w of [...out]) {
    for (const form of inflections(w.raw)) {
      if (listed.has(form)) continue;
      listed.add(form);
      out.push({ outcome: w.outcome, phrase: toPhrase(form), raw: form });
    }
  }
  // Longest first: "blocked by" before "blocked", "not finished" before "finished".
  return out.sort((a, b) => b.raw.length - a.raw.length);
}

let words: Words | undefined;
const outcomeWords = () => (words ??= parseOutcomeWords(readPrompt('outcomes.txt')));
// The keys inList reads, parsed out of the file in one pass on the first pattern made (not one pass per pattern).
const IN_LIST_KEYS = ['predicate verb', 'predicate adverb', 'predicate and', 'be verb', 'be adverb', 'all bare subject', 'all of subject', 'all of verb', 'all of adverb', 'qualifier', 'except', 'everything', 'work done'] as const;
type InListKey = (typeof IN_LIST_KEYS)[number];
let inLists: Record<InListKey, string[]> | undefined;
/** The words of prompts/outcomes.txt's `key:` lines (those `keep` keeps), each escaped, in the order written, as one
 *  alternation: a phrase listed before its own first word wins over it, as written. */
const listed = (key: InListKey): string[] => (inLists ??= keyedLists(readPrompt('outcomes.txt'), IN_LIST_KEYS))[key];
const inList = (key: InListKey, keep: (w: string) => boolean = () => true): string => listed(key).filter(keep).map(escapeRegExp).join('|') || '(?!)';
/** prompts/outcomes.txt's `label:` lines: the words of a status label in more languages ("Esito", "Durum"). */
export const parseOutcomeLabels = (text: string): string[] => keyedWords(text, 'label');
let labels: string[] | undefined;
const outcomeLabels = () => (labels ??= parseOutcomeLabels(readPrompt('outcomes.txt')));

/** A status label alone ("Status", "Статус", "Stato", "状态"): at document level its value is a verdict given,
 *  whatever it says (doc-verdict.ts). */
export const statusLabelWord = (label: string): boolean => statusRes().label.test(label.trim());

/** A heading that is a status label with a word of when or how whole ("Final Status", "Statut final", "Итоговый статус",
 *  "最终状态"; prompts/outcomes.txt `status heading:`; `normalized`: sections.ts normalizeHeading's): the first line
 *  under it is the status value, as under "## Status". */
export function qualifiedStatusHeading(normalized: string): boolean {
  const h = normalized.trim();
  return h !== '' && h.length <= 40 && (statusHeadings ??= new Set(keyedWords(readPrompt('outcomes.txt'), 'status heading'))).has(h);
}
let statusHeadings: Set<string> | undefined;

interface StatusRes {
  label: RegExp;
  any: RegExp;
  dash: RegExp;
}
let statusCache: StatusRes | undefined;
/** The status label expressions: the words of a label before the status ("Status:", "**Outcome** —", "Stato:",
 *  "状态："), prompts/outcomes.txt's `label:` lines, in the order written. */
function statusRes(): StatusRes {
  if (statusCache) return statusCache;
  const words = outcomeLabels().map((w) => escapeRegExp(w).replace(/ /g, '[ \\t]+')).join('|');
  statusCache = {
    // (With a noun of its grade, "结论等级", "Verdict level", "判定レベル": the label still, as "严重级别" is a level's.)
    // (label and dash are made on first use, and not for a text that does not open with a label's first word: most
    // lines and labels do not, and the two cost ~1 ms to compile.)
    label: lazyRegExp(() => new RegExp(`^(?:${words})${gradeNoun()}?$`, 'iu'), opensWithLabel()),
    any: new RegExp(words, 'iu'),
    // A status word needs no colon: "Status — done", "**Outcome** - partial", "Status" alone.
    dash: lazyRegExp(() => new RegExp(`^[*_]*(?:${words})[*_]*\\s*(?:[—–-][*_]*\\s*|$)`, 'iu'), opensWithLabelPastEmphasis()),
  };
  return statusCache;
}
/** A mayMatch for the anchored status label pattern: the text opens with a label's first word, lower case (or has a
 *  letter whose lower case is not what the i and u flags compare). */
const opensWithLabel = () => labelAt(() => 0);
/** The same after any emphasis marks the text opens with ("**Outcome** —": the dash pattern's `^[*_]*`). */
const opensWithLabelPastEmphasis = () => labelAt(emphasisEnd);
/** Where the text's emphasis marks end ("**Status**" -> 2). */
function emphasisEnd(text: string): number {
  let i = 0;
  while (text[i] === '*' || text[i] === '_') i++;
  return i;
}
/** Whether the text holds a label's first word at `start(text)`. */
function labelAt(start: (text: string) => number): (text: string) => boolean {
  let byFirst: Map<string, string[]> | undefined;
  let longest = 0;
  return (text) => {
    if (!byFirst) {
      byFirst = new Map();
      for (const w of outcomeLabels()) {
        const first = w.toLowerCase().split(' ')[0]!;
        if (!first) continue;
        longest = Math.max(longest, first.length);
        const list = byFirst.get(first[0]!);
        if (list) list.push(first);
        else byFirst.set(first[0]!, [first]);
      }
    }
    const i = start(text);
    // (A prefix a little longer than the longest word: Greek's final sigma is the only lower case that looks ahead.)
    const lower = text.slice(i, i + longest + 8).toLowerCase();
    const list = byFirst.get(lower[0] ?? '');
    return (list !== undefined && list.some((w) => lower.startsWith(w))) || hasOddFold(text);
  };
}

/** A heading that names the status of something ("## ✅ Status of the fixes", "## Stand der Arbeiten", "## État des
 *  correctifs"): a status label, then "of" and what it is the status of. Not "## State management". */
export function headingNamesStatus(heading: string): boolean {
  const h = heading.replace(/^[^\p{L}]+/u, '');
  const m = statusRes().any.exec(h);
  return !!m && m.index === 0 && STATUS_OF.test(h.slice(m[0].length));
}
/** "of" after a status label and a blank, as a word ("Status of", "Stand der", "État des"): prompts/outcomes.txt `status of:`. */
const STATUS_OF = lazyRegExp(() => new RegExp(`^[ \\t]+(?:${keyedWords(readPrompt('outcomes.txt'), 'status of').map(escapeRegExp).join('|')})(?![\\p{L}])`, 'iu'));

/** The length of the status label `s` opens with (label.ts reads "Label:" lines for every reader), or -1.
 *  `compound`: a label that names what it is the status of counts too ("**修复状态**:", "Fix status:", "Статус
 *  исправлений:"), where a line is read as the document's own statement (its lead, its Outcome section), not a
 *  line anywhere ("Payment status: failed" in a finding's text). */
function statusLabel(s: string, compound = false): number {
  const l = labelOf(s);
  if (l && !l.bullet && (statusRes().label.test(l.label) || (compound && compoundStatus(l.label)))) return l.at;
  const d = statusRes().dash.exec(s);
  return d ? d[0].length : -1;
}

/** A status line whose value opens with a word that says the work asked for was done ("Status: implemented, ready for
 *  Execute", "Status: erledigt", "状态：已实现"): prompts/outcomes.txt `status done:`. (document-type.ts asks it of a
 *  document titled a hand-over with no section of either kind: a worker's report back.) */
export function doneStatusLine(line: string): boolean {
  if (line.length > 1000) return false;
  const at = statusLabel(line);
  if (at < 0) return false;
  const value = line.slice(at).replace(/^[\s*_:：—–-]+/u, '');
  return STATUS_DONE.test(value);
}
const STATUS_DONE = lazyRegExp(() => {
  const ws = keyedWords(readPrompt('outcomes.txt'), 'status done').sort((a, b) => b.length - a.length);
  const cjk = ws.filter((w) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(w));
  const spaced = ws.filter((w) => !cjk.includes(w));
  return new RegExp(`^(?:[✅✔☑]\uFE0F?[ \t]*)?(?:(?:${spaced.map(escapeRegExp).join('|') || '(?!)'})(?![\\p{L}\\p{N}])|(?:${cjk.map(escapeRegExp).join('|') || '(?!)'}))`, 'iu');
});

/** A status label that names what it is the status of: "Fix status", "Review state", "Bearbeitungsstatus",
 *  "Status der Korrektur", "Estado de la corrección", "Статус исправлений", "修复状态", "対応ステータス"; a part named with its
 *  number ("Phase 1 status", "Status der Phase 1", "Статус фазы 1", "阶段1状态", "フェーズ1ステータス": QA 39 doc 01). Not a
 *  status word before another noun in a language that says "of" ("Status legend", "Status codes"). */
const COMPOUND_STATUS = lazyRegExp(
  () =>
    /^(?:\p{L}[\p{L}\p{N}.-]*(?:[ \t]+[\p{L}\p{N}][\p{L}\p{N}.-]*){0,2}[ \t]+(?:status|state)|\p{L}[\p{L}\p{N}-]{2,}status|(?:status|statut|état|estado|stato|stan)[ \t]+(?:of|of the|der|des|du|de|de la|del|della|dello|dos|das|da|do)(?:[ \t]+[\p{L}\p{N}.-]+){1,2}|(?:статус|состояние)(?:[ \t]+[\p{L}\p{N}.-]+){1,2}|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}][\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{N}ー・ \t]{0,7}(?:状态|狀態|状態|ステータス|状况|状況))$/iu,
  // (Every shape holds a status word: most labels, "Outcome", "Findings", hold none, and the pattern is not made.)
  holdsFolded(() => ['stat', 'état', 'estado', 'stan', 'статус', 'состояние', '状态', '狀態', '状態', 'ステータス', '状况', '状況']),
);
const compoundStatus = (label: string): boolean => label.length <= 40 && COMPOUND_STATUS.test(label.replace(/[*_`]+/g, '').trim());

/** prompts/outcomes.txt's `under way:` words: the work going on ("Debugging", "investigando", "调试"), an outcome
 *  (partial) only as a status label's value. */
let underWayWords: string[] | undefined;
function underWay(value: string): boolean {
  const v = value.normalize('NFKC').toLowerCase().replace(/^[*_`\s]+/, '');
  for (const w of (underWayWords ??= keyedWords(readPrompt('outcomes.txt'), 'under way'))) {
    if (!v.startsWith(w)) continue;
    // The whole value, or a stop, a dash or a bracket after it ("Debugging — cause not found yet", "Debugging (day 2)"):
    // not another word ("Investigation complete", "Debugging done": what the words after say).
    if (/^[ \t]*(?:$|[.!;:,—–(（]|-[ \t])/u.test(v.slice(w.length))) return true;
  }
  return false;
}

/** Bullets, quote marks, emoji and check marks before the words (emphasis marks too). */
const LEAD = lazyRegExp(() => /^(?:[\s>#-]|[+]\s|\d+[.)]\s|[^\p{L}\p{N}\s*_`])+/u);

/**
 * The outcome a line states at its start, or null: "answered — three bugs", "Status: Completed (2 of 3
 * merged)", "✅ Done.", "Blocked by the flaky runner". With `labelled`, only a line that starts with a
 * status label counts (for lines anywhere in a document). The answer keeps the writer's words: after the
 * outcome word itself ("answered — x" -> "x"), else the whole line as written ("Partially done: x",
 * "Status: Completed (2 of 3)"), so a status word the four outcomes do not have is never lost.
 */
export function outcomeOfLine(line: string, labelled = false, verdict = false): { outcome: Outcome; answer: string; exact: boolean } | null {
  // Read with a label only: a line without a status word anywhere states nothing (no regex beyond this one).
  // (A verdict line, a closing heading or a bold line, may be led by a closing word: "## Fazit: …", closing-verdict.ts.)
  if (labelled && !statusRes().any.test(line) && !(verdict && mayCloseWith(line))) return null;
  // A line that asks states nothing ("Status: ready for review?", "¿Listo para revisión?", "完成了吗？").
  if (/[?？][ \t*_`]*$/u.test(line)) return null;
  // A table row of two cells reads as "cell: cell" ("| Status | done |", "| answered | the answer |").
  line = asLabelLine(line);
  const whole = outcomeAtStart(line, labelled, verdict);
  if (whole) return whole;
  // Fields on one line ("**Severity:** SEV-2 · **Status:** Resolved"; "3 failures. Status: done."): a
  // status label later on the line states it too.
  // ("**Date:** 2025-01-02 **Status:** done", glued or not: a later bold label, label.ts laterLabels.)
  for (const f of [...line.split(FIELD_SPLIT).slice(1), ...laterLabels(line.replace(LEAD, ''))]) {
    const o = outcomeAtStart(f, true);
    if (o) return o;
  }
  return null;
}

function outcomeAtStart(line: string, labelled: boolean, verdict = false): { outcome: Outcome; answer: string; exact: boolean } | null {
  let s = line.replace(LEAD, '');
  // "Answer: no — the cache cannot be shared": an answer given is the question answered (where a status
  // may stand, not anywhere in a document); its value is the answer, or states a status of its own.
  const given = labelled ? -1 : answerLabel(s);
  if (given >= 0) {
    const value = s.slice(given).trim();
    const own = value ? outcomeOfLine(value) : null;
    if (own) return own;
    return value && !NO_ANSWER.test(value) ? { outcome: 'answered', answer: value.replace(/[*_]+$/, '').trim(), exact: false } : null;
  }
  // (A verdict line's closing word is a label too: "## Conclusion — …", "**Fazit:** …".)
  let label = statusLabel(s, !labelled);
  if (label < 0 && verdict) label = closingLabel(s);
  if (labelled && label < 0) return null;
  // "**Status**: ✅ 10個のバグを修正完了": a check mark as the status is done, whatever the words after it.
  const checked = label >= 0 && /^[*_ \t]*(?:✅|✔️?|☑️?)/u.test(s.slice(label));
  if (label >= 0) s = s.slice(label).replace(LEAD, '');
  // "**Status:** 🔧 Debugging", "Estado: investigando": an investigation under way, reported so far.
  if (label >= 0 && !checked && underWay(s)) return { outcome: 'partial', answer: said(line), exact: false };
  // "Result: 60/60 live tests passed", "Status: 11/12 fixed": a count after a status label is the outcome
  // (all of them: answered; fewer: partial). Only a count that IS the value: "Status: completed. 11 of 12 tests
  // passed" is completed, and "Status: fixed, deployed on 2/14" holds no count (review of cand8).
  const counted = label >= 0 && /^[*_ \t]*\d/.test(s) ? countedOutcome(s, true) : null;
  if (counted) return { outcome: counted, answer: said(line), exact: false };
  if (checked) {
    const said0 = statusAt(s.replace(/^[*_`]+/, ''), line);
    return said0 ?? { outcome: 'answered', answer: said(line), exact: false };
  }
  s = s.replace(/^[*_`]+/, '');
  // "All fixed in this branch.", "Everything done": the status word after a word for all of it.
  if (!s.trim()) return null;
  const all = ALL.exec(s);
  // "Okay, I have completed the analysis of the leak.": the status verb after who did it.
  const who = SUBJECT.exec(s);
  const direct = statusAt(s, line) ?? (all ? statusAt(s.slice(all[0].length), line) : null) ?? (who ? statusAt(s.slice(who[0].length), line, false, true) : null);
  // "All fixed on the branch, except point 3", "Tout est corrigé …, sauf le point 3": done but for a part.
  if (direct?.outcome === 'answered' && all && EXCEPT.test(s)) return { outcome: 'partial', answer: said(line), exact: false };
  if (direct) return direct;
  // "Fixes #412", "Closes acme/web#88 — the upload limit was nginx": a PR's closing keyword.
  if (CLOSES.test(s)) return { outcome: 'answered', answer: said(line), exact: false };
  // A verdict's value that names what it is of, then the status, and ends there: "## Conclusion — Block D closed",
  // "**Verdict: release approved.**".
  const named = verdict && label >= 0 ? namedStatus(s, line) : null;
  if (named) return named;
  // "The root cause is identified and fixed: …", "Investigation complete.", "The flaky spec is fixed;
  // two causes.": the status word as what is said of the subject (where a status may stand: never with
  // `labelled`, a line anywhere in the document).
  if (labelled) return null;
  const head = s.length > 200 ? s.slice(0, 200) : s;
  const allOf = ALL_OF.exec(head) ?? ALL_BARE.exec(head);
  const viaAll = allOf ? statusAt(s.slice(allOf[0].length), line, true, true) : null;
  // "All ten blockers and most of the important items were resolved": most of a part is not all of it.
  if (viaAll && viaAll.outcome === 'answered' && allOf && saysMostOf(allOf[0])) return { outcome: 'partial', answer: said(line), exact: false };
  if (viaAll && viaAll.outcome === 'answered' && !EXCEPT.test(s)) return viaAll;
  const pred = PREDICATE.exec(head);
  const viaVerb = pred ? statusAt(s.slice(pred[0].length), line, false, true) : null;
  if (viaVerb) return viaVerb;
  const cjk = cjkSubject(head);
  const viaSubject = cjk > 0 ? statusAt(s.slice(cjk), line, false, true) : null;
  if (viaSubject) return viaSubject;
  for (const named of [NAMED_1, NAMED_2]) {
    const m = named.exec(head);
    // The words before must name the work, not qualify the status ("Partially fixed", "Not done").
    const o = m && !m[0].split(/[ \t]+/).some((w) => QUALIFIER.test(w)) ? statusAt(s.slice(m[0].length), line, false, true) : null;
    if (o) return o;
  }
  return null;
}

/** A subject and its verb before a status word: "The root cause is identified and", "Both bugs are now".
 *  No sentence end inside it. */
const PREDICATE = lazyRegExp(() => new RegExp(String.raw`^(?:[\p{L}\p{N}\x60'’._/§–-]+[ \t]+){1,7}?(?:${inList('predicate verb')})[ \t]+(?:(?:${inList('predicate adverb')})[ \t]+)?(?:[\p{L}]+[ \t]+(?:${inList('predicate and')})[ \t]+)?(?=\S)`, 'iu'), holdsPredicateVerb());
/** "All bugs fixed", "Alle Fehler behoben", "Все ошибки исправлены": the same without a verb, one or two words. */
const ALL_BARE = lazyRegExp(() => new RegExp(String.raw`^(?:${inList('all bare subject')})[ \t]+(?:[\p{L}\p{N}-]+[ \t]+){1,2}?(?=\p{L})`, 'iu'), opensWithListed('all bare subject'));
/** "All defects below were addressed two days later", "Alle Punkte wurden behoben", "Wszystkie błędy zostały
 *  poprawione": every one of what was found, then (a verb and) the status word, whatever follows it. */
const ALL_OF = lazyRegExp(() => new RegExp(String.raw`^(?:${inList('all of subject')})[ \t]+(?:[\p{L}\p{N}-]+[ \t]+){1,10}?(?:${inList('all of verb')})[ \t]+(?:(?:${inList('all of adverb')})[ \t]+)?(?=\p{L})`, 'iu'), opensWithListed('all of subject'));
/** One or two words that name the work, then a word for its end with no verb: "Investigation complete.",
 *  "Analysis complete — root cause found", "Migration done" (not "Fonts solved, breaks not"). */
const QUALIFIER = lazyRegExp(() => new RegExp(String.raw`^(?:[\p{L}]+ly|${inList('qualifier')})$`, 'iu'));
/** prompts/outcomes.txt's `work done:` words, as a lookahead for one of them whole. */
const workDone = () => String.raw`(?=(?:${inList('work done')})(?![\p{L}\p{N}]))`;
// (Every match of workDone holds one of its words whole: the words are the patterns' cheap necessary condition too.)
const holdsWorkDone = holdsFolded(() => listed('work done'));
const NAMED_1 = lazyRegExp(() => new RegExp(String.raw`^(?:(?:the|this|our)[ 	]+)?[\p{L}-]+[ 	]+${workDone()}`, 'iu'), holdsWorkDone);
const NAMED_2 = lazyRegExp(() => new RegExp(String.raw`^(?:(?:the|this|our)[ 	]+)?[\p{L}-]+[ 	]+[\p{L}-]+[ 	]+${workDone()}`, 'iu'), holdsWorkDone);

// Cheap necessary conditions for the patterns above (lazyRegExp's mayMatch), so a line that cannot match never pays
// for compiling them (~0.5-1 ms each under the i and u flags with \p{L}; every line a status may stand on is tried).
// Case is compared in lower case; a text with a letter whose lower case is not what the flags compare is left to the
// pattern (holdsFolded with no parts says whether it has one).
const hasOddFold = holdsFolded(() => []);
/** The text opens with one of `key`'s words, then a blank (the patterns' `^(?:words)[ \t]+`). */
function opensWithListed(key: InListKey): (text: string) => boolean {
  return (text) => {
    const lower = text.toLowerCase();
    return listed(key).some((w) => {
      const l = w.toLowerCase();
      return lower.startsWith(l) && (lower[l.length] === ' ' || lower[l.length] === '\t');
    }) || hasOddFold(text);
  };
}
/** The text holds a predicate verb with a blank on each side (PREDICATE's `[ \t]+(?:verbs)[ \t]+`). */
function holdsPredicateVerb(): (text: string) => boolean {
  let verbs: string[] | undefined;
  return (text) => {
    const lower = text.toLowerCase().replaceAll('\t', ' ');
    return (verbs ??= listed('predicate verb').map((v) => ` ${v.toLowerCase()} `)).some((v) => lower.includes(v)) || hasOddFold(text);
  };
}

/** The length of a short Chinese or Japanese subject before a status word: "調査は" (完了しました), "修正も"
 *  (完了), "调查" (已完成), "所有问题都" (已修复); 0 when there is none. Never one that qualifies the status
 *  ("部分…", "一部は", "大部分", "还没", "未"). */
function cjkSubject(s: string): number {
  if (!/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(s)) return 0;
  const m = /^([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー・A-Za-z0-9_]{1,16}?)(?:は|が|も|(?:都|均|全部|也)?(?=已))/u.exec(s);
  if (!m || /部分|一部|大部分|半分|还没|尚未|没有|未|まだ/u.test(m[1]!)) return 0;
  return m[0].length + (s.startsWith('已经', m[0].length) ? 2 : 0);
}

/** A verdict's value that names what it is of in up to three words, then a status phrase that ends it ("Block D
 *  closed", "release approved.", "all 7 fixed ✅", "Parser (v2) merged"); never a word that names nothing
 *  ("what was fixed", "nothing fixed": closing-verdict.ts notASubject, QUALIFIER). */
function namedStatus(s: string, line: string): { outcome: Outcome; answer: string; exact: boolean } | null {
  const v = s.slice(0, 120).replace(/[ \t]*[(（][^()（）]*[)）][ \t]*$/u, '').replace(/[\s*_`.!。！\u2705\u2714\u2611\uFE0F]+$/u, '');
  const ws = v.split(/[ \t]+/);
  const whole = (rest: string) => {
    const lower = rest.normalize('NFKC').toLowerCase();
    return outcomeWords().find((w) => matchStart(lower, w) === lower.length);
  };
  for (let k = 1; k <= 3 && k < ws.length; k++) {
    const w = ws[k - 1]!.replace(/[*_`,:;]+/g, '');
    if (!w || notASubject(w) || QUALIFIER.test(w)) return null;
    const o = whole(ws.slice(k).join(' '));
    if (o) return { outcome: o.outcome, answer: said(line), exact: false };
  }
  // "全部已完成", "修正は完了": a short CJK subject, then the status.
  const cjk = cjkSubject(v);
  const o = cjk > 0 ? whole(v.slice(cjk)) : undefined;
  return o ? { outcome: o.outcome, answer: said(line), exact: false } : null;
}

/** A pull request's closing keyword and the issue it closes. */
const CLOSES = lazyRegExp(() => /^(?:fix(?:es|ed)?|close[sd]?|resolve[sd]?)[ \t]+(?:[\w.-]+\/[\w.-]+)?#\d+(?![\p{L}\p{N}])/iu);

/** The line as written, without its bullet, quote or heading marks. */
const said = (line: string) => line.replace(/^(?:\s*(?:>|[-*+](?=\s)|\d+[.)](?=\s)|#{1,6}(?=\s)))+\s*/, '').trim();

/** The status `s` opens with (`line` is the line as written, for the answer). `subject`: it follows what a
 *  sentence says it of ("The socket is closed …"): a verdict-only word ("closed") states nothing there. */
/** A constant's words apart ("_WITH_RISKS" -> " WITH RISKS"), same length: an underscore next to a letter is a space. */
const constantWords = (s: string): string => (s.includes('_') ? s.replace(/(?<=\p{L})_(?=\p{L})|^_(?=\p{L})/gu, ' ') : s);

/** A status phrase that takes what follows it ("Blocked by …", "Waiting on …"). */
const TAKES_OBJECT = /\s(?:by|on|for|of|to|durch|par|por|из-за)$|[于於]$/;

function statusAt(s: string, line: string, predicate = false, subject = false): { outcome: Outcome; answer: string; exact: boolean } | null {
  // A verdict written as a constant, "APPROVE_WITH_CHANGES", "NEEDS_DISCUSSION": its words (same length).
  const lower = s.normalize('NFKC').toLowerCase().replace(/(?<=\p{L})_(?=\p{L})/gu, ' ');
  for (const w of outcomeWords()) {
    if (subject && verdictOnly(w.raw)) continue;
    const len = matchStart(lower, w);
    if (len < 0) continue;
    // (What follows is read with the constant's words too: "PASS_WITH_RISKS" is "pass" "with risks", QA 35 class 3; the
    // answer keeps it as written, `HANDOFF_HOME` and all.)
    const written = s.slice(len);
    const rest = constantWords(written);
    // "Blocked by …", "Waiting on …" take what follows; other words stand alone.
    // As the predicate of "all … were" the status word may be followed by anything ("… addressed two days later").
    if (!predicate && !TAKES_OBJECT.test(w.raw) && !statesIt(rest) && !(VERB_DONE.test(w.raw) && OBJECT.test(rest) && !s.includes('?')) && !(VERB_DONE_RU.test(w.raw) && /^\s+[а-яё]/iu.test(rest) && !s.includes('?'))) continue;
    const after = written.replace(/^[*_`]*\s*(?:[.!:：;,—–-]+|[✅✔️☑]+)?\s*/u, '').trim();
    // The outcome word itself, bare or after a status label: the rest is the answer.
    const bare = (OUTCOMES as readonly string[]).includes(w.raw.toLowerCase());
    const said = line.replace(/^(?:\s*(?:>|[-*+](?=\s)|\d+[.)](?=\s)|#{1,6}(?=\s)))+\s*/, '').trim();
    // A status word with nothing after it says no more than the outcome: no answer (its line is kept).
    return { outcome: w.outcome, answer: bare ? after : after ? said : '', exact: bare };
  }
  return null;
}

/** The words of a label that gives the one-line answer itself ("Answer:", "**Antwort:**", "Ответ —"): prompts/outcomes.txt
 *  `answer label:`. */
let answerWords: string[] | undefined;
const answerLabels = () => (answerWords ??= keyedWords(readPrompt('outcomes.txt'), 'answer label'));
const ANSWER_WORD = lazyRegExp(() => new RegExp(`^(?:${phraseAlternation(answerLabels())})$`, 'iu'));
const ANSWER_DASH = lazyRegExp(() => new RegExp(`^[*_]*(?:${phraseAlternation(answerLabels())})[*_]*\\s*[—–][*_]*\\s*`, 'iu'));

/** A heading that is an answer label alone ("## Answer", "## Réponse à la question posée", "## Antwort auf die Frage",
 *  "## Ответ", "## 回答"; `normalized`: sections.ts normalizeHeading's): the section gives the answer to the question. */
export const answerHeading = (normalized: string): boolean => normalized.length <= 60 && answerLabels().includes(normalized.trim());

/** The length of the answer label `s` opens with, or -1. */
function answerLabel(s: string): number {
  const l = labelOf(s);
  if (l && !l.bullet && ANSWER_WORD.test(l.label)) return l.at;
  const d = ANSWER_DASH.exec(s);
  return d ? d[0].length : -1;
}
/** An answer label with no answer after it: nothing stated. */
const NO_ANSWER = /^(?:[?？]+|n\/a|none|unknown|tbd|todo|not yet|pending|-+|—|…|\.\.\.)\s*[.!]?$/i;
/** A part left out of "all of it": "except", "sauf", "außer", "excepto", "кроме", "除了". */
const EXCEPT = lazyRegExp(() => new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${inList('except', (w) => !hasCjk(w))})(?![\p{L}\p{N}])|${inList('except', hasCjk)}`, 'iu'));
/** "All" / "Everything" before a status word, as a whole of the work ("All fixed", "Everything is done"). */
const ALL = lazyRegExp(() => new RegExp(String.raw`^(?:${inList('everything')})[ \t]+(?=\S)`, 'iu'));

/** Where a line holds another field: " · **Label:**", " | **Label:**", or a sentence's end before "Status:". */
const FIELD_SPLIT = lazyRegExp(() => /[ \t]+[·|•][ \t]+(?=[*_]{0,2}[\p{L}][\p{L} ]{0,30}[*_]{0,2}[ \t]{0,2}[:：])|(?<=[.!;])[ \t]+(?=[*_]{0,2}(?:status|outcome|state|verdict)[*_]{0,2}[ \t]{0,2}[:：])/iu);

/** "Okay, I have", "I've", "We have": who did it, before a status verb ("completed the analysis"). */
const SUBJECT = /^(?:(?:ok(?:ay)?|alright|so|great|good news)[,!.]?[ \t]+)?(?:i|we)(?:'ve|’ve|[ \t]+have)[ \t]+(?=\S)/i;

/** A two-cell table row as a "Label: value" line; any other line as it is. */
export function asLabelLine(line: string): string {
  // Only a row that opens with "|": "answered — a|b" is a line with a pipe in it, not a table.
  const m = /^\s*\|\s*([^|]*?)\s*\|\s*([^|]*?)\s*\|?\s*$/.exec(line);
  if (!m || !m[1] || !m[2] || /^:?-{2,}:?$/.test(m[1])) return line;
  return `${m[1]}: ${m[2]}`;
}

/** The value of an "Answer: …" line (a list item, a table row, emphasis around the label), or null. */
export function labelledAnswer(line: string): string | null {
  const s = asLabelLine(line).replace(LEAD, '');
  const at = answerLabel(s);
  const value = at >= 0 ? s.slice(at).replace(/[*_]+$/, '').trim() : '';
  return value && !NO_ANSWER.test(value) ? value : null;
}

/** Allowed after a status word: nothing, punctuation, a parenthesis, a few small words ("Done in 3
 *  commits", "Blocked on CI", "Completed successfully"), a polite past ("完了しました"). Not another word
 *  ("Complete failure", "Success rate"), a number ("Completed 2 of 5"), a question ("Merged? No") or a bare
 *  denial after a colon ("Resolved: no"; "Blocked: no access" is a reason). */
const AFTER = lazyRegExp(() => /^(?:\s*$|\s*[.!;,—–(✅✔☑。，、！（]|\s*-(?:\s|$)|\s*[:：](?!\s*(?:(?:no|nein|non|нет|not|false|否|いいえ)\s*(?:$|[(.!,;—–-])|(?:nothing|none|nichts|rien|nada|ничего)(?![\p{L}\p{N}])))|\s+(?:in|by|with|via|on|for|after|nach|après|tras|después|dopo|depois|после|після|and|as|at|since|upstream|locally|now|today|already|successfully|with success|avec succès|con éxito|erfolgreich|успешно|sur|dans|avec|par|pour|en|depuis|déjà|auf|im|mit|für|seit|bereits|jetzt|und|con|por|para|desde|ya|в|на|с|по|для|уже|и)(?![\p{L}\p{N}])|(?:しました|した|です|済み)(?:$|[。、！.!,]|\s)|\s*[*_`]+\s*(?:$|[.!;,:：—–(-]))/iu);

/** A status word that is a verb of having done it ("Fixed the off-by-one in the pager loop.", "Resolved the
 *  flake by pinning ports.", "Completed the migration of invoices."): followed by what it was done to. */
const VERB_DONE = /^(?:fixed|resolved|completed|finished|merged|shipped|delivered|implemented|answered)$/i;
/** Russian puts the verb of having done it first, a short participle, then what was done: "Проведена полная
 *  проверка", "Исправлена ошибка в конфиге", "Выполнены все шаги". */
const VERB_DONE_RU = lazyRegExp(() => /^(?:проведен[аоы]?|проведён|выполнен[аоы]?|завершен[аоы]?|завершён|исправлен[аоы]?|устранен[аоы]?|устранён|решен[аоы]?|решён|закончен[аоы]?)$/iu);
const OBJECT = /^\s+(?:the|a|an|all|both|every|each|it|this|that|these|those|my|our|its|their)\s/i;

function statesIt(rest: string): boolean {
  return AFTER.test(rest.replace(/^[*_`]+/, ''));
}

/** Length of the prefix of `lower` that is the phrase (whole words), or -1. */
function matchStart(lower: string, w: { phrase: Phrase; raw: string }): number {
  const raw = w.raw.normalize('NFKC').toLowerCase();
  if (w.phrase.cjk) return lower.startsWith(raw) ? raw.length : -1;
  if (!lower.startsWith(raw)) {
    // "wont fix" written "won't fix": compare without apostrophes.
    const bare = raw.replace(/['’]/g, '');
    if (bare === raw || !lower.replace(/['’]/g, '').startsWith(bare)) return -1;
    const m = new RegExp(`^${bare.split('').map((c) => escapeRegExp(c) + "['’]?").join('')}`).exec(lower);
    return m && !/[\p{L}\p{N}]/u.test(lower[m[0].length] ?? '') ? m[0].length : -1;
  }
  return /[\p{L}\p{N}]/u.test(lower[raw.length] ?? '') ? -1 : raw.length;
}

export interface OutcomePlace {
  /** 0-based document lines to look at, in order, and whether a label is required there. */
  lines: {
    line: number;
    labelled: boolean;
    /** Front matter: read although it is not markdown. */
    raw?: boolean;
    /** What the line says, when it is not its text as written (a front matter key and its decoded value). */
    text?: string;
    /** The first lines of the Outcome section: what is written there is stated, label or not. */
    section?: boolean;
    /** ... of a section headed by a status label itself ("## Status", "## Outcome"): as a "Status:" line. */
    named?: boolean;
    /** A line among the findings ("**Status:** open" of one finding): it states the outcome only when
     *  nothing else does. */
    inFindings?: boolean;
    /** The title's closing note only ("Blank screenshots: conclusion (closed, verified in CI)"). */
    note?: boolean;
    /** ... of the document's last section instead ("## Step 9 — Hypotheses (unresolved)"): where the writer stopped, the
     *  question is still open; read for that only (partial), never a "(done)" of the last step. */
    closingNote?: boolean;
    /** Where a writer sums up (the intro, its quote, a conclusion): each sentence of the line may state it
     *  ("From the session of May 2. Agent completed the full review."; "Full check done; both problems fixed."). */
    sentences?: boolean;
    /** The first lines of a closing section after others ("## Conclusion" below the findings): its first sentence
     *  is read clause by clause too (closing-clauses.ts). */
    closes?: boolean;
    /** A paragraph of the Outcome section (`text`: its lines joined): read only for a count of what was done
     *  ("Foram corrigidos 11 dos 12 achados." -> partial; outcome-counts.ts). */
    count?: boolean;
    /** A line inside one of several findings (with `inFindings`): that finding's, weighed and named beside another
     *  statement, never the return's outcome on its own ("**Verdict:** approved" in one finding's body). */
    ofSeveral?: boolean;
    /** A verdict line: a heading, or a bold line in the summary or at the end. A closing word is a label there
     *  ("## Fazit: alles behoben"), and its value may name what it is of ("**Verdict: release approved.**"). */
    verdict?: boolean;
    /** A document-level line that may open with a verdict label ("**Grade:** Poor"): its value answers, whatever
     *  it is (doc-verdict.ts), where no status word states more. */
    docVerdict?: boolean;
    /** ... the first line of a section headed by a verdict or status label alone ("## Decision" / "**NO-GO for 0.4
     *  today.**"): the line is the value, the heading its label. */
    headed?: boolean;
    /** ... and that heading is a status label only ("## Status", "## Estado"), no verdict's ("## Verdict"): its line
     *  states an outcome only by a status word or a count (return-answer.ts). */
    statusHeaded?: boolean;
    /** ... a heading, or a line of a section named by the score ("## 一、总体评分"): there a score alone ("**综合评分**:
     *  7.6 / 10") is the verdict; elsewhere it grades the thing reviewed and states no outcome (doc-verdict.ts scoreOnly). */
    scored?: boolean;
    /** ... in the title block (the text before the first section): there a status label's value is a verdict given,
     *  whatever it is ("**Статус:** ⚠️ **КРИТИЧНІ ПРОБЛЕМИ ЗНАЙДЕНО**"); elsewhere only a verdict label's is. */
    titleBlock?: boolean;
    /** ... or among the first lines of the Outcome section itself ("## Ergebnis" / "**Status:** Befunde vorhanden"): there
     *  too a status label's value is the verdict given, whatever it is (only a status label's: other labels keep their say). */
    statusGiven?: boolean;
    /** ... or in the closing run of verdict lines below the last finding (`closingBlock`): there any label whose value opens
     *  with a status word states the outcome ("**Convergence:** CONVERGED after 3 passes", "**Abnahme:** ABGENOMMEN"), the
     *  writer's metadata; a measure's label does not (measure-label.ts). */
    closingBlock?: boolean;
    /** Where a person looks for the outcome (the title or first heading, the intro and its quote, the Outcome section's
     *  first lines, the last paragraph): a summing-up sentence in prose states it there (prose-outcome.ts). */
    prose?: boolean;
    /** The first line of the section under the document's answer heading ("## Answer", "## Réponse à la question posée",
     *  return-answer.ts): an answer given is the question answered, its words the one-line answer. */
    answers?: boolean;
  }[];
}

/** A stated outcome the document has besides the one read: another line that states a different one. */
export interface OtherOutcome {
  outcome: Outcome;
  line: number;
  text: string;
}

/**
 * The outcome a document states where it states several (D7: an intro's "Done — fixed." above an Outcome
 * section's "partial — one left"): the most explicit statement wins, whatever its place — the outcome word
 * itself ("partial — x") or a status label ("Status: done", front matter's `status:`) over the first line of
 * the Outcome section, and that over a sentence elsewhere (the intro, the title, the closing paragraph) or a
 * status among the findings; among equals, the first place. Every other line that states a different
 * outcome is returned in `others`, so the caller can say it was not used.
 */
export function weighedOutcome(docLines: string[], literal: Uint8Array, places: OutcomePlace): { stated: StatedOutcome | null; others: OtherOutcome[]; restated: number[] } {
  const seen = new Set<number>();
  const found: { o: StatedOutcome; rank: number; alone?: false }[] = [];
  for (const { line, labelled, raw, section, named, inFindings, ofSeveral, note, closingNote, sentences, closes, count, verdict, docVerdict, headed, statusHeaded, scored, titleBlock, statusGiven, closingBlock, prose, answers, text: said } of places.lines) {
    if (seen.has(line)) continue;
    if (answers) {
      const a = givenAnswer(docLines[line] ?? '');
      // (Weighed as the Outcome section's first line is; weak: an answer heading alone does not make a document a return.)
      if (a !== null && !literal[line]) {
        seen.add(line);
        found.push({ o: { outcome: 'answered', answer: a, exact: false, line: line + 1, text: (docLines[line] ?? '').trim(), weak: true }, rank: 2 });
      }
      continue;
    }
    // A date and nothing more ("**Stand:** 2026-07-19", "Date: 19.07.2026", a "## Stand" section's first line) says
    // when, never how the work ended.
    if (dateOnly(said ?? docLines[line] ?? '')) continue;
    // Nor a legend of the marks ("Status: `[ ]` open · `[x]` fixed · …", "状态：✅ 已修复，🚧 进行中，❌ 未开始").
    if (legendLine(said ?? docLines[line] ?? '')) continue;
    // Nor the chain of states a finding moves through ("> Status: `open` → `fixed` → `verified`. All findings below are `open`.").
    if (stateChainLine(said ?? docLines[line] ?? '')) continue;
    // Nor a row of a count table ("| PASS | 42 |", "| ✅ Bestanden | 40 |"): a tally of checks states no outcome.
    if (!raw && tallyRow(said ?? docLines[line] ?? '')) continue;
    // Nor a measure of the thing reviewed ("**Livello di Rischio: MEDIO-ALTO**", "Risk: medium", "风险等级：中"), even as the
    // first line of a verdict section: an outcome is a status of the work (measure-label.ts).
    if (!raw && measureLine(said ?? docLines[line] ?? '')) continue;
    // Nor the status of the thing investigated ("**Last Run**: Build #1852" / "**Status**: ❌ FAILED"): evidence (run-status.ts).
    if (!raw && said === undefined && runStatusLine(docLines, line)) continue;
    if (docVerdict) {
      // (A front matter key is read as written there, `text`: its line is the YAML's, literal to the lexer.)
      const text = said ?? docLines[line] ?? '';
      // (A score alone, "**종합 점수**: ⭐⭐⭐⭐ (4/5)", in the header fields or a summary: a mark of the thing reviewed.
      // Front matter's `score: 7/10` is a verdict key, read as written.)
      if (!raw && !scored && scoreOnly(text)) continue;
      const v = literal[line] && !raw ? null : headed ? headedValue(text, statusHeaded) : verdictRead(text, titleBlock || statusGiven ? statusLabelWord : undefined);
      const value = v?.value ?? null;
      const read = value ? outcomeOfLine(value) : null;
      const o = v ? verdictOutcome(v.value, read?.outcome ?? null, v.kind) : null;
      if (o) {
        seen.add(line);
        // ("verdict: blocked" says what, not why: the rest after the status word is the answer, as on a Status line.)
        const answer = o !== 'answered' && read?.outcome === o ? read.answer : value!;
        // (The line as written is named, "review_verdict: x", not the key as read.)
        // (A score alone, "**Score: 9/10**" under "## Criterion 1", grades one part: a verdict given in words, "## Judgment:
        // PASS", outranks it wherever it stands.)
        found.push({ o: { outcome: o, answer, exact: false, line: line + 1, text: (raw && docLines[line] ? docLines[line]! : text).trim(), weak: true }, rank: !raw && scoreOnly(text) ? 1.9 : 2 });
      } else if (!v && !raw && !headed && (titleBlock || closingBlock)) {
        // A stated status in the document's head or closing block under a label of the writer's own: its value opens
        // with a status word or a verdict, whatever the label names (a measure's aside, skipped above).
        const a = statusAfterAnyLabel(text);
        if (a) {
          seen.add(line);
          found.push({ o: { ...a, line: line + 1, text: text.trim(), weak: true }, rank: 1.8 });
        }
      }
      continue;
    }
    if (count) {
      const c = countIn(said ?? docLines[line] ?? '');
      if (c) {
        seen.add(line);
        // The answer is the paragraph's first line as written (the caller adds the rest of the paragraph): the
        // words around the count are kept.
        found.push({ o: { outcome: c.outcome, answer: said0(docLines[line] ?? ''), exact: false, line: line + 1, text: (docLines[line] ?? '').trim() }, rank: 2 });
      }
      continue;
    }
    const text = said ?? (note ? titleNote(docLines[line] ?? '') : docLines[line]);
    if (text === undefined || (literal[line] && !raw) || !text.trim()) continue;
    // The first statement is read in full; after it, only what states an outcome plainly at its start
    // (a status label, a status word: "Status: partial", "Done — x"), so reading the rest stays cheap.
    let o = !found.length ? outcomeOfLine(text, labelled, verdict) : plainOutcome(text, labelled || raw === true, verdict);
    if (!o && sentences && !found.length) for (const part of laterSentences(text)) if ((o = outcomeOfLine(part, labelled))) break;
    // ("**Status:** ✅ 80% Complete - ready for the final wiring", "**Estado:** ✅ 75% Completo - Listo para …": a figure
    // below a hundred before a word of completion says the work is done in part, whatever mark or ready word stands
    // beside it; QA 56 13.)
    if (o?.outcome === 'answered' && proseOutcome(text.replace(LEAD, ''))?.outcome === 'partial' && /\d[ \t]*%/.test(text)) o = { ...o, outcome: 'partial' };
    // (A closing section's first sentence clause by clause: "… from the first round are fixed and nothing severe is open".)
    if (!o && closes && !found.length && !labelled) o = firstClausesOutcome(text);
    // (... or a verdict on the work as a whole, whatever it says: "The project is in good shape once F1 lands.")
    if (!o && closes && !labelled && judgesWhole(firstSentence(text))) o = { outcome: 'answered', answer: said0(text), exact: false };
    // Where a writer sums up (the Outcome section's first lines, an opening quote): a count of what was done
    // ("Les 19 constats ont été corrigés (19/19)"), or, in the Outcome section, the answer found ("After two
    // days, we discovered that the API has no such call"): the question is answered.
    // (Not a line opened by a label of its own that is no status, "> Task: 2 of 5 bugs were fixed last sprint; find
    // the rest": the quoted task, not what was done.)
    const otherLabel = labelOf(text.replace(/^[ \t>]+/, '')) !== null && statusLabel(text.replace(/^[ \t>]+/, '')) < 0;
    if (!o && sentences && !found.length && !labelled && !otherLabel) {
      const c = countIn(text);
      if (c) o = { outcome: c.outcome, answer: said0(text), exact: false };
      else if (section && statesFoundAnswer(text)) o = { outcome: 'answered', answer: said0(text), exact: false };
    }
    // A progress label on any line of the document's own text ("**修复进度**: 28/29 已完成，1/29 已跳过", "Fix progress: 11
    // of 12"): a count of what was done, read as a verdict's value is (weak: a brief says how far it got too).
    if (!o && labelled && !inFindings && !raw) {
      const p = progressOutcome(text);
      if (p) {
        seen.add(line);
        found.push({ o: { ...p, line: line + 1, text: text.trim(), weak: true }, rank: 2 });
        continue;
      }
    }
    // A summing-up sentence in prose where a person looks for the outcome ("Проект завершён успешно!", "Nothing blocks the
    // release, but …"): a statement without a label, weighed below any labelled one.
    // (Not a line opened by a label of its own that is no status, "> Task: … All 12 must be fixed": the task quoted.)
    let fromProse = false;
    if (!o && prose && !inFindings && !raw && !otherLabel) fromProse = (o = proseOutcome(text)) !== null;
    // ("Everything is done except the export.": done but for a part, as "All fixed, except point 3" is.)
    if (fromProse && o!.outcome === 'answered' && EXCEPT.test(firstSentence(text))) o = { ...o!, outcome: 'partial' };
    if (!o || (closingNote && o.outcome !== 'partial')) continue;
    seen.add(line);
    // (Below any other statement, wherever it stands: "**Status:** 🔴 CRITICAL" under the title wins over the intro's
    // "All vulnerabilities are fixed in Go 1.24.9".)
    const labelledLine = labelled || raw || named || o.exact || statusLabel(asLabelLine(text).replace(LEAD, ''), true) >= 0 || laterLabels(text.replace(LEAD, '')).some((f) => statusLabel(f, true) >= 0) || (verdict === true && closingLabel(asLabelLine(text).replace(LEAD, '')) >= 0);
    // (A status label read in prose keeps its rank: "**Overall Status:** 🟡 **75% Complete**".)
    const rank = inFindings ? 0 : labelledLine ? 3 : fromProse ? 0.5 : section ? 2 : 1;
    found.push({ o: { ...o, line: line + 1, text: (closingNote ? (docLines[line] ?? text) : text).trim() }, rank, ...(ofSeveral ? { alone: false as const } : {}) });
  }
  // (A line of one of several findings is never the outcome on its own: only beside another statement.)
  let best = found.find((f) => f.alone !== false);
  if (!best) return { stated: null, others: [], restated: [] };
  for (const f of found) if (f.rank > best.rank) best = f;
  const others = found.filter((f) => f !== best && f.o.outcome !== best.o.outcome).map((f) => ({ outcome: f.o.outcome, line: f.o.line, text: f.o.text }));
  others.sort((a, b) => a.line - b.line);
  // (A second line that states the same outcome, "**Status:** done" then "状态：已完成": the caller keeps it beside
  // the findings it may follow, never as one of them.)
  const restated = found.filter((f) => f !== best && f.o.outcome === best.o.outcome).map((f) => f.o.line);
  return { stated: best.o, others, restated };
}

/** A mark of a state, as a legend lists them (state-marks.ts). */
const LEGEND_MARK = new RegExp(`[${LEGEND_MARKS}]`, 'gu');

/** The outcome a labelled line's value states by opening with a status word ("**Convergence:** CONVERGED after 3 passes"
 *  -> answered), whatever its label, read as a "Status:" line's value; null for any other value ("**Scope:** complete
 *  rewrite" says what, not how it ended) or a label that is a sentence. */
function statusAfterAnyLabel(text: string): { outcome: Outcome; answer: string; exact: false } | null {
  // (A metadata field is a bold label on a line of its own: "> Task: 2 of 5 bugs were fixed; find the rest" quotes the task.)
  if (/^[ \t]*>/.test(text)) return null;
  const t = text.replace(/^[ \t]*(?:[-*+][ \t]+)?/, '');
  const l = labelOf(t);
  if (!l || !l.bold || l.label.length > 40 || /[.!?。！？]/u.test(l.label)) return null;
  const value = labelValue(t, l).trim();
  if (!value) return null;
  // (A legend lists the states, "**Status legend:** ✅ Fixed | ⬜ Pending": two different marks of state or a bar, no status
  // given. One mark written around the word, "✅ CONVERGED ✅", "⛔ BLOCKED by CI ⛔", frames the status it states.)
  if (/[|｜]/u.test(value) || new Set(value.match(LEGEND_MARK) ?? []).size >= 2) return null;
  const o = outcomeOfLine(`Status: ${value}`, true);
  return o ? { outcome: o.outcome, answer: value.replace(/^[*_`\s]+|[*_`\s]+$/g, ''), exact: false } : null;
}

/** The answer a line under an answer heading gives, without its list or quote marks and the bold around the whole line
 *  ("**Le dépôt sait dire ce qui bloque.**"), or null: a question asks, "TBD" or "—" gives none. */
function givenAnswer(text: string): string | null {
  const t = said(text.replace(/^[ \t]*(?:>[ \t]?)+/, ''));
  if (!t || /[?？][ \t*_]*$/u.test(t)) return null;
  const bold = /^(\*\*|__)(?=\S)([^\n]*?\S)\1[ \t]*$/.exec(t);
  const value = bold && !bold[2]!.includes(bold[1]!) ? bold[2]! : t;
  return NO_ANSWER.test(value.replace(/[*_`]+/g, '').trim()) ? null : value;
}

/** A table row that is a tally: a label cell, then figures only ("| PASS | 42 |", "| FAIL | 2 | 4% |", "| 通过 | 40 |"). Pure. */
export function tallyRow(text: string): boolean {
  const t = text.trim();
  // (Or a count line of the same: "PASS: 42", "- **FAIL:** 2"; a bare count, never a progress "28/29" or "80%".)
  if (!t.startsWith('|')) return t.length <= 60 && /^(?:[-*+][ \t]+)?[*_]*[\p{L}][\p{L}\p{M} /_-]{0,30}[*_]*[:：][*_]*[ \t]*[*_]*\d+[*_]*$/u.test(t);
  if (t.length > 200) return false;
  const cells = t.replace(/^\||\|$/g, '').split('|').map((c) => c.replace(/[*_`]+/g, '').trim());
  if (cells.length < 2 || !cells[0]) return false;
  return cells.slice(1).every((c) => /^[~≈]?\d[\d ,.']*(?:[%‰]|\s*\/\s*\d[\d ,.']*)?$/u.test(c));
}

/** A line that is a date alone, after a label if any: "2026-07-19", "**Stand:** 19.07.2026 14:05", "Date — 2026/07/19". */
function dateOnly(text: string): boolean {
  if (text.length > 120) return false;
  let v = text.replace(/^[ \t>*_#|-]+/, '');
  const l = labelOf(v);
  if (l) v = v.slice(l.at);
  else v = v.replace(/^[\p{L}*_ \t]{1,30}[—–][ \t]*/u, '');
  v = v.replace(/[*_`|]+/g, '').trim();
  return /^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4}|\d{4}年\d{1,2}月\d{1,2}日)(?:[ \tT]+\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*(?:Z|UTC|[+-]\d{2}:?\d{2}))?)?[.]?$/u.test(v);
}

/** The outcome a progress label's value states ("28/29 已完成" -> partial, "done" -> answered), or null. */
function progressOutcome(text: string): { outcome: Outcome; answer: string; exact: false } | null {
  if (!text.includes(':') && !text.includes('：')) return null;
  const v = verdictRead(text);
  if (v?.kind !== 'progress') return null;
  const o = verdictOutcome(v.value, outcomeOfLine(v.value)?.outcome ?? null, 'progress');
  return o ? { outcome: o, answer: v.value, exact: false } : null;
}

/** The first line of a section headed by a verdict label, as its value: without a quote's or a list's marks. */
// (Read as a status label's value: a stage of the thing or a status not begun states nothing, "## Status" / "BETA. …".)
// (Under a heading that is a status label only, `status`, "## Status" / "Open: 2 blockers": read as a progress label's
// value, a count or a status word states it and nothing else does. A verdict's heading, "## Verdict" / "Ship it
// after the nits", gives a verdict whatever its words.)
function headedValue(line: string, status = false): { value: string; kind: 'status' | 'progress' } | null {
  const value = line.replace(/^[ \t>]*(?:[-*+][ \t]+)?/, '').replace(/^[*_`\s]+|[*_`\s]+$/g, '');
  return value ? { value, kind: status ? 'progress' : 'status' } : null;
}

/** A title's closing note in brackets ("… conclusion (closed, verified in CI)", "… 调查结论（已结案）"), or ''. */
function titleNote(title: string): string {
  const m = /[(（[]([^()（）[\]\n]{2,60})[)）\]][ \t]*$/u.exec(title.slice(-200));
  return m ? m[1]!.trim() : '';
}

/** The outcome a line states plainly at its start: after a status label ("Status: partial", "**Outcome:**
 *  done"), or (where a label is not needed) a status word itself ("Done — x", "✅ Fixed."). No reading of
 *  what a sentence says of its subject, no fields later on the line, no dash labels ("Status — x"). */
function plainOutcome(line: string, labelled: boolean, verdict = false): { outcome: Outcome; answer: string; exact: boolean } | null {
  // A verdict line (a closing heading, a bold line: few) is read as the first statement is.
  if (verdict) {
    const o = outcomeOfLine(line, true, true);
    if (o || labelled) return o;
  }
  // Most lines have no colon near their start (or a table's bar): no label, nothing more to read.
  const head = line.slice(0, 80);
  const colon = head.includes(':') || head.includes('：') || head.includes('|');
  if (labelled && !colon) return null;
  const l = colon ? labelOf(asLabelLine(line).replace(LEAD, '')) : null;
  if (l && !l.bullet && (statusRes().label.test(l.label) || (!labelled && compoundStatus(l.label)))) {
    const o = outcomeAtStart(asLabelLine(line), true);
    if (o || labelled) return o;
  }
  // ("**Fecha:** 2026-03-01 · **Estado:** parcial", "**Дата:**…**Статус:**…": a later bold label, label.ts laterLabels.)
  if (l) {
    for (const f of laterLabels(line.replace(LEAD, ''))) {
      const later = labelOf(f);
      if (later && statusRes().label.test(later.label)) return outcomeAtStart(f, true);
    }
  }
  if (labelled) return null;
  const s = asLabelLine(line).replace(LEAD, '').replace(/^[*_`]+/, '');
  return s.trim() ? statusAt(s, line) : null;
}

/** The first stated outcome among the given lines of a document. */
export function statedOutcome(docLines: string[], literal: Uint8Array, places: OutcomePlace): StatedOutcome | null {
  for (const { line, labelled, raw, verdict, closes, text: said } of places.lines) {
    const text = said ?? docLines[line];
    if (text === undefined || (literal[line] && !raw) || !text.trim() || (!raw && measureLine(text))) continue;
    const o = outcomeOfLine(text, labelled, verdict) ?? (closes && !labelled ? firstClausesOutcome(text) : null);
    if (o) return { ...o, line: line + 1, text: text.trim() };
  }
  return null;
}

/** The first sentence of `text` that states a count of what was done, and its outcome. */
function countIn(text: string): { outcome: Outcome } | null {
  const body = text.replace(/^[ \t]*(?:>[ \t]?)+/, '');
  for (const part of body.split(/(?<=[.!;。！；][*_]{0,3})[ \t]+(?=\S)/u).slice(0, 8)) {
    const o = countedOutcome(part);
    if (o) return { outcome: o };
  }
  return null;
}
/** A line's first sentence, without a quote's marks. */
const firstSentence = (text: string): string => text.replace(/^[ \t]*(?:>[ \t]?)+/, '').split(/(?<=[.!?。！？])[ \t]*/u, 1)[0] ?? '';
/** `said` under another name: weighedOutcome's own `said` (a place's text) hides it there. */
const said0 = (line: string) => said(line);

/** The outcome the first sentence of a line states clause by clause (closing-clauses.ts), with the line as its answer. */
function firstClausesOutcome(text: string): { outcome: Outcome; answer: string; exact: boolean } | null {
  const first = text.replace(/^[ \t]*(?:>[ \t]?)+/, '').split(/(?<=[.!?。！？])[ \t]*/u, 1)[0] ?? '';
  const whole = (rest: string): Outcome | null => {
    const lower = rest.normalize('NFKC').toLowerCase().replace(/[\s*_`.!。！]+$/u, '');
    const bare = lower.replace(BE, '');
    // (The status and nothing more; "blocked by …", "waiting on …" take what follows.)
    const w = outcomeWords().find((x) => {
      if (verdictOnly(x.raw) || !bare) return false;
      const at = matchStart(bare, x);
      return at === bare.length || (at > 0 && TAKES_OBJECT.test(x.raw));
    });
    return w ? w.outcome : null;
  };
  const o = first ? clausesOutcome(first, whole, (word) => QUALIFIER.test(word)) : null;
  if (o) return { outcome: o, answer: said(text), exact: false };
  // "Block D closed.", "Blok D zamknięty.": the sentence is a verdict's value, up to three words of what it is the
  // status of and a status word that ends it, as in a closing heading ("## Conclusion — Block D closed"); a
  // verdict-only word counts there, never after a verb of being ("Gniazdo jest zamknięte": `not a subject:`).
  return first && first.length <= 120 ? namedStatus(first, text) : null;
}
/** A verb of being and an adverb before a status phrase ("are now fixed", "sind behoben", "ont été corrigés"). */
const BE = lazyRegExp(() => new RegExp(String.raw`^(?:(?:${inList('be verb')})[ \t]+)?(?:(?:${inList('be adverb')})[ \t]+)?`, 'iu'));

/** The sentences of a line after its first, at most four ("A. B; C." -> "B", "C."): where a summing-up line
 *  states the outcome later on. */
function laterSentences(line: string): string[] {
  const body = line.replace(/^[ \t]*(?:>[ \t]?)+/, '');
  // A sentence may end inside emphasis: "**FIXES APPLIED.** The 19 findings were fixed."
  return body.split(/(?<=[.!;。！；][*_]{0,3})[ \t]+(?=\S)/u).slice(1, 5);
}
