// A verdict stated at document level answers the return's outcome, whatever its value (held-out sets: 6 to 8
// returns in every 36 stated one, "**Grade:** Poor", "**Verdict:** ⚠️ CRITICAL ISSUES FOUND", "**Result:** clean —
// 0 critical", "Production status: READY", and `return` still asked for --outcome). The values are endless; the
// labels and the places are few: a label of the verdict kind (prompts/outcomes.txt `verdict label:`) in the title
// block, a header field list, a summary or closing section's first lines, or a closing heading (return-answer.ts
// outcomePlaces decides the places). A value that reports what was found ("3 blockers", NEEDS_IMPROVEMENT) is the
// answer: the work asked was done. A value that says the work is not done (partial, in progress, blocked, not done:
// the outcome words) gives that outcome; a value that defers ("see below", "TBD") states nothing.
// And a series of sibling groups that carry statuses ("### Phase A — COMPLETED" / "### Phase B — IN PROGRESS"):
// all done is answered, some done or in progress is partial. Pure apart from reading prompts/outcomes.txt once.

import { valueMarksOff } from './emphasis.js';
import type { Outcome } from './types.js';
import { readPrompt } from '../paths.js';
import { escapeRegExp, holdsListedPhrase, keyedLists, phraseAlternation } from './keyed-words.js';
import { labelOf, labelValue, laterLabels } from './label.js';
import { holdsWord, lazyRegExp } from './lazy-regexp.js';
import { countedOutcome } from './outcome-counts.js';
import type { Section } from './document.js';
import { headingScore } from './headings.js';
import { qualifiedVerdict } from './qualified-verdict.js';

type Lists = Record<'verdict label' | 'verdict modifier' | 'verdict after' | 'verdict as of' | 'score label' | 'progress label' | 'status stage' | 'no verdict' | 'not started' | 'not' | 'status per item' | 'rating of', string[]>;
export const parseVerdictWords = (text: string): Lists =>
  keyedLists(text, ['verdict label', 'verdict modifier', 'verdict after', 'verdict as of', 'score label', 'progress label', 'status stage', 'no verdict', 'not started', 'not', 'status per item', 'rating of']);

let lists: Lists | undefined;
const words = () => (lists ??= parseVerdictWords(readPrompt('outcomes.txt')));

// (The modifier before the label or after it, "Overall verdict" / "Verdict global"; then "after …", "Test result after fixes".)
const LABEL = lazyRegExp(() => {
  const mod = phraseAlternation(words()['verdict modifier']);
  return new RegExp(
    `^(?:(?:${mod})(?:[ \\t]+|${CJK_JOINED}))?(?:${phraseAlternation(words()['verdict label'])})(?:[ \\t]+(?:${mod}))?(?:[ \\t]+(?:${phraseAlternation(words()['verdict after'])})[ \\t]+[\\p{L}-]+(?:[ \\t]+[\\p{L}-]+)?)?${AS_OF()}$`,
    'iu',
  );
}, mayHold('verdict label'));
/**
 * A mayMatch (lazy-regexp.ts) for a pattern that needs one of the `key` list's phrases: the text holds the first word of
 * one. The list is read on first use. (The verdict patterns are the readers' largest, ~4-5 KB under the i and u flags,
 * and most labels and headings they are asked about, "Findings", "Tests", hold none of their words: not compiled then.)
 */
function mayHold(key: keyof Lists): (text: string) => boolean {
  let may: ((text: string) => boolean) | undefined;
  return (text) => (may ??= holdsWord(words()[key].map((p) => p.toLowerCase().replace(/ſ/g, 's').replace(/ς/g, 'σ'))))(text);
}
/** The verdict labels as a heading or a label names them alone ("Outcome", "Final verdict"), lower case, one blank between
 *  words: an ASCII name that is one of them is a LABEL without compiling it (LABEL's modifier, clause and date are each
 *  optional). Only ASCII, where lower case is what the i flag compares. */
let bareLabels: Set<string> | undefined;
function bareLabel(name: string): boolean {
  if (!/^[\x20-\x7e]+$/.test(name)) return false;
  bareLabels ??= new Set(words()['verdict label'].filter((p) => /^[\x21-\x7e]+(?: [\x21-\x7e]+)*$/.test(p)).map((p) => p.toLowerCase()));
  return bareLabels.has(name.toLowerCase().replace(/[ \t]+/g, ' '));
}
/** A Chinese, Japanese or Korean modifier is written against its label ("综合评分", "総合評価", "종합평가"). */
const CJK_JOINED = '(?<=[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}])';
/** A date after the label, "au 18/06/2025", "as of 2025-06-18", "(2025-06-18)": the same label, of that day. */
const AS_OF = () => `(?:[ \\t]+(?:(?:${phraseAlternation(words()['verdict as of'])})[ \\t]+)?[(（]?\\d{1,4}[./-]\\d{1,2}(?:[./-]\\d{1,4})?[)）]?)?`;
/** A score word after one or two words that say what is scored ("Test quality score", "테스트 품질 점수", "Code health
 *  rating"): a verdict label only when its value is a rating (RATING), never a per-file table's first cell. */
const SCORED = lazyRegExp(() => new RegExp(`^(?:[\\p{L}\\p{N}][\\p{L}\\p{N}'’.-]*[ \\t]+){1,2}(?:${phraseAlternation(words()['score label'])})${AS_OF()}$`, 'iu'), mayHold('score label'));
/** A score word alone, after what it scores or with a modifier ("Score", "Overall score", "Code health rating",
 *  "종합 점수", "综合评分", "Note globale"): the label of a mark given to the thing reviewed. */
const SCORE_LABEL = lazyRegExp(() => {
  const mod = phraseAlternation(words()['verdict modifier']);
  return new RegExp(`^(?:(?:${mod})(?:[ \\t]+|${CJK_JOINED}))?(?:[\\p{L}\\p{N}][\\p{L}\\p{N}'’.-]*[ \\t]+){0,2}(?:${phraseAlternation(words()['score label'])})(?:[ \\t]+(?:${mod}))?${AS_OF()}$`, 'iu');
}, mayHold('score label'));
/** A mark and nothing more: a rating (RATING: "⭐⭐⭐⭐ (4/5)", "8.5 / 10") or a letter grade ("B+", "A (gut)"). */
const MARK = /^(?:[A-F][+-]?[ \t]*(?:[(（][^()（）\n]{0,60}[)）])?[.!]?)$/u;
/** A mark that stands for a state, then the word it stands for ("`[ ]` open", "[x] fixed", "✅ done", "🚧 = in progress"):
 *  group 1 is the mark. */
const MARK_WORD = lazyRegExp(() => /(\[[ xX✓✔~/-]?\]|[✅✔☑❌✖✗⬜⬛🟩🟨🟥🟢🟡🔴🟠⏳🚧⛔])\uFE0F?`?[ \t]*(?:[=:：→-][ \t]*)?[*_`]*\p{L}/gu);

/** A label of how far the work got ("Progress", "Fix progress", "修复进度", "対応進捗"): one or two words before it, or
 *  a Chinese or Japanese word written against it. */
const PROGRESS = lazyRegExp(() => new RegExp(`^(?:(?:[\\p{L}-]+[ \\t]+){0,2}|[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}]{0,6})(?:${phraseAlternation(words()['progress label'])})$`, 'iu'), mayHold('progress label'));
export const progressLabel = (label: string): boolean => label.length <= 40 && PROGRESS.test(label.replace(/[*_`]+/g, '').trim());
/** A rating given as the whole value ("★★★★☆", "7/10", "8.5 / 10", "4/5 ⭐⭐⭐⭐", "85%", "16 sur 20"): the verdict
 *  given, whatever the number. Not a count of what passed ("3/5 tests passed": words follow the figures). The words
 *  between the mark and its scale: prompts/outcomes.txt `rating of:`. */
const RATING = lazyRegExp(
  () =>
    new RegExp(
      `^(?:[★☆⭐✩✪✭✮✯\\uFE0F]+|\\d{1,3}(?:[.,]\\d{1,2})?[ \\t]*(?:\\/|${words()['rating of'].map(escapeRegExp).join('|')})[ \\t]*\\d{1,3}|\\d{1,3}(?:[.,]\\d)?[ \\t]*%)[ \\t]*[★☆⭐✩\\uFE0F]*[ \\t]*(?:[(（][^()（）\\n]{0,60}[)）])?[ \\t]*[.!]?$`,
      'iu',
    ),
);
/** "Verdict — Poor", "**Grade** – B": a verdict label and a dash, no colon. */
const DASH = lazyRegExp(
  () => new RegExp(`^[*_]*(?:${phraseAlternation(words()['verdict label'])})[*_]*[ \\t]*[—–][*_]*[ \\t]*(?=\\S)`, 'iu'),
  (text) => (text.includes('—') || text.includes('–')) && dashMay(text),
);
const dashMay = mayHold('verdict label');
/** A value that defers or withholds the verdict ("see below", "TBD", "n/a", "pending", "—"). */
const DEFERS = lazyRegExp(() => new RegExp(`^(?:${phraseAlternation(words()['no verdict'])})(?![\\p{L}\\p{N}])|^[-—–…?？.]*$`, 'iu'));
/** "Not done", "nicht fertig", "не завершено": a negation before the value's first word. */
const NEGATED = lazyRegExp(() => new RegExp(`^(?:${phraseAlternation(words().not)})[ \\t]+(?=\\p{L})`, 'iu'));

/** A status that names a stage ("BETA.", "Accepted", "Draft — v2"): the first word, then the value's end, a stop or a dash. */
const STAGE = lazyRegExp(() => new RegExp(`^(?:${phraseAlternation(words()['status stage'])})(?:[ \\t]*(?:$|[.!;,(—–-]))`, 'iu'));

/** A group's status that it has not begun ("not started", "todo", "offen", "未开始"), the whole suffix. */
const NOT_STARTED = lazyRegExp(() => new RegExp(`^(?:${phraseAlternation(words()['not started'])})[.!]?$`, 'iu'));

/** Bullets, quote marks and heading marks before a label ("- ", "> ", "## "). */
const LEAD = /^[ \t]*(?:(?:>|#{1,6})[ \t]*)*/;

/** The value after a verdict-kind label that `line` opens with ("**Grade:** Poor" -> "Poor", "- Verdict: ✅ READY",
 *  "## Result — clean"), or null: no such label, or nothing after it. A list item's label counts (a header field
 *  list, "- **Grade:** Poor"). */
export function verdictValue(line: string): string | null {
  return verdictRead(line)?.value ?? null;
}

/** What kind of label a verdict value was read after: a verdict's ("Grade", "Verdict global"), a status label's
 *  ("**Статус:** …", outcome.ts says which labels are; its value answers whatever it is, as a verdict's), or a
 *  progress label's ("修复进度", only a count or an outcome word as its value states it). */
export type VerdictKind = 'verdict' | 'status' | 'progress' | 'qualified';

/** verdictValue, with the status labels outcome.ts knows (`status`) read too, and the kind of label. */
export function verdictRead(line: string, status?: (label: string) => boolean): { value: string; kind: VerdictKind } | null {
  if (line.length > 400) line = line.slice(0, 400);
  // A header table's row of two cells ("| Verdict | FAIL |") as "Verdict: FAIL".
  const row = /^[ \t]*\|[ \t]*([^|]*?)[ \t]*\|[ \t]*([^|]*?)[ \t]*\|?[ \t]*$/.exec(line);
  if (row && row[1] && row[2]) line = `${row[1]}: ${row[2]}`;
  // (A slash in the label, a date's or a pair's, "Statut sécurité au 18/06/2025 :", "Go/No-Go:", read as a dash: label.ts
  // takes no slash in a label, where it marks a path.)
  const s = slashedLabel(line.replace(LEAD, ''));
  const l = labelOf(s);
  let value: string | null = null;
  let kind: VerdictKind = 'verdict';
  const bare = l ? l.label.replace(/[*_`]+/g, '').trim() : '';
  if (l && LABEL.test(bare)) value = labelValue(s, l);
  else if (l && status?.(bare)) (value = labelValue(s, l)), (kind = 'status');
  else if (l && progressLabel(bare)) (value = labelValue(s, l)), (kind = 'progress');
  // ("Corrective tester verdict: `PASS_WITH_RISKS`", "Closure recommendation: …": a verdict a word or two qualify, read
  // only for the outcome words of its value; "Initial tester verdict: `FAIL`" is an earlier one, qualified-verdict.ts.)
  else if (l && qualifiedVerdict(bare)) (value = labelValue(s, l)), (kind = 'qualified');
  else if (l && SCORED.test(bare) && RATING.test(labelValue(s, l).replace(/^[*_`\s]+|[*_`\s]+$/g, ''))) value = labelValue(s, l);
  // (Not a heading's dash: "## Conclusion — what was fixed" names what the section tells, as a title does.)
  else if (!/^[ \t]*#/.test(line)) {
    const d = DASH.exec(s.replace(/^[-*+][ \t]+/, ''));
    if (d) value = s.replace(/^[-*+][ \t]+/, '').slice(d[0].length);
  }
  if (value === null) {
    // (A later field on the line, "**Дата:**2025-11-27**Статус:**SECURE", "**Date:** … **Verdict:** FAIL": label.ts laterLabels.)
    for (const f of l ? laterLabels(s) : []) {
      const v = verdictRead(f, status);
      if (v) return v;
    }
    return null;
  }
  value = valueMarksOff(value);
  return value ? { value, kind } : null;
}

/** `s` with the slashes of its label's words as dashes ("Go/No-Go: …" -> "Go-No-Go: …", "au 18/06/2025 :" -> "au 18-06-2025 :"):
 *  only a slash between two letters or digits before the first colon, within a label's length. */
function slashedLabel(s: string): string {
  const colon = s.slice(0, 70).search(/[:：]/u);
  if (colon < 0 || !s.slice(0, colon).includes('/')) return s;
  return s.slice(0, colon).replace(/(?<=[\p{L}\p{N}])\/(?=[\p{L}\p{N}])/gu, '-') + s.slice(colon);
}

/** A value that is a legend of marks (LEGEND): "`[ ]` open · `[x]` fixed · strike through + note if rejected". */
/** (An open box beside a ticked one, or three marks or more, each with its word: a list of what the marks mean. A status
 *  is never open and fixed at once; "✅ fixed, ❌ not deployed" is two aspects' status, and stays one.) */
export function legend(value: string): boolean {
  if (value.length > 300 || !/[[✅✔☑❌✖✗⬜⬛🟩🟨🟥🟢🟡🔴🟠⏳🚧⛔]/u.test(value)) return false;
  const marks = new Set<string>();
  for (const m of value.matchAll(MARK_WORD)) marks.add(m[1]!.replace(/^\[[ ]?\]$/, '[ ]').replace(/^\[[xX✓✔]\]$/, '[x]'));
  return (marks.has('[ ]') && marks.has('[x]')) || marks.size >= 3;
}

/** A chain of states joined by arrows, the whole value or up to a sentence's end: "`open` → `agreed` → `fixed` →
 *  `verified`", "open -> fixed. All findings below are `open`.", "offen → behoben", "ouvert → corrigé", "открыт → исправлен",
 *  "待处理 → 已修复": the states a finding moves through, a legend of the statuses, never one status (QA 35 doc 18). */
const CHAIN = lazyRegExp(
  () => /^(?:[`*_]*[\p{L}][\p{L}\p{N} '’_-]{0,24}?[`*_]*[ \t]*(?:→|->|=>|⇒|⟶|➔|➜)[ \t]*)+[`*_]*[\p{L}][\p{L}\p{N} '’_-]{0,24}?[`*_]*[ \t]*(?:$|[.;。；]|[(（—–])/u,
  (v) => v.includes('→') || v.includes('->') || v.includes('=>') || v.includes('⇒') || v.includes('⟶') || v.includes('➔') || v.includes('➜'),
);
export const stateChain = (value: string): boolean => value.length <= 300 && CHAIN.test(value.trim());

/** A labelled line whose value is a chain of states (stateChain): "> Status: `open` → `agreed` → `fixed` → `verified`. …". */
export function stateChainLine(line: string): boolean {
  if (line.length > 300) return false;
  const s = line.replace(LEAD, '').replace(/^[-*+][ \t]+/, '');
  const l = labelOf(s);
  // (A label of a few words: "REVIEW phase complete (read-only). Status: `open` → …" opens with a sentence, not a label.)
  return l !== null && l.label.length <= 40 && !/[.!?。！？]/u.test(l.label) && stateChain(labelValue(s, l));
}

/** A labelled line whose value is a legend of marks ("状态：✅ 已修复，🚧 进行中，❌ 未开始"): says what the marks mean. */
export function legendLine(line: string): boolean {
  if (line.length > 300 || !/[[✅✔☑❌✖✗⬜⬛🟩🟨🟥🟢🟡🔴🟠⏳🚧⛔]/u.test(line)) return false;
  const s = line.replace(LEAD, '').replace(/^[-*+][ \t]+/, '');
  const l = labelOf(s);
  return l !== null && legend(labelValue(s, l));
}

/** A line that gives a score and nothing more: a score label (SCORE_LABEL) and a mark as its value ("**종합 점수**:
 *  ⭐⭐⭐⭐ (4/5)", "**Overall score:** 4/5", "Rating: ★★★★☆", "**Note globale :** B"). A mark grades the thing reviewed,
 *  not how the work ended: it states the outcome only where the document gives the score a place of its own, a
 *  heading or a section named by the score (docVerdictLines `scored`; QA 34 class 7). */
export function scoreOnly(line: string): boolean {
  if (line.length > 200) return false;
  const row = /^[ \t]*\|[ \t]*([^|]*?)[ \t]*\|[ \t]*([^|]*?)[ \t]*\|?[ \t]*$/.exec(line);
  if (row && row[1] && row[2]) line = `${row[1]}: ${row[2]}`;
  const s = slashedLabel(line.replace(LEAD, '').replace(/^[-*+][ \t]+/, ''));
  const l = labelOf(s);
  if (!l) return false;
  const bare = l.label.replace(/[*_`]+/g, '').trim();
  if (!SCORE_LABEL.test(bare)) return false;
  const value = labelValue(s, l).replace(/[*_`]+/g, '').trim();
  return RATING.test(value) || MARK.test(value);
}

/** A heading named by a score ("## 一、总体评分", "## Overall score", "## Note globale"): its lines give the score. */
export function scoreHeading(heading: string): boolean {
  const h = headingName(heading);
  return h.length > 0 && h.length <= 40 && SCORE_LABEL.test(h);
}

/** A heading's words without its number ("2.", "## 一、"), the marks before and after them, and emphasis. */
function headingName(heading: string): string {
  return (
    heading
      .replace(/^[^\p{L}]*(?:\d{1,3}(?:\.\d{1,3})*[.):]?[ \t]+)?/u, '')
      // (A Chinese or Japanese ordinal, "## 一、总体评分", "## 十. 総合評価".)
      .replace(/^[一二三四五六七八九十百]{1,3}[、.．][ \t]*/u, '')
      .replace(/[^\p{L}\p{N})]+$/u, '')
      .replace(/[*_`]+/g, '')
      .trim()
  );
}

/** The outcome a verdict value states: `said` (the outcome words' reading of the value, outcome.ts) when it says
 *  the work is not done, partial when it negates its first word ("not done"), nothing when it defers, else
 *  answered. */
export function verdictOutcome(value: string, said: Outcome | null, kind: VerdictKind = 'verdict'): Outcome | null {
  // (A legend of the marks, "Status: `[ ]` open · `[x]` fixed · …", says what they mean: no status, QA 34 class 7.)
  if (legend(value) || stateChain(value)) return null;
  // (Emphasis inside the value, "**7.6 / 10** (last time: 7.2 / 10)", is no part of the rating.)
  if (RATING.test(value.replace(/[*_`]+/g, '').trim())) return 'answered';
  // A count of what was done or passed as the value ("285/285 tests passing", "28/29 已完成，1/29 已跳过"): all of
  // it answered, fewer partial (outcome-counts.ts).
  const counted = /^[^\p{L}\p{N}]*\d/u.test(value) ? countedOutcome(value, true) : null;
  if (counted) return counted;
  // (How far the work got says nothing but in a count or an outcome word: "Progress: see the table" states nothing.)
  // (Nor a verdict a word or two qualify, "Closure recommendation: use X" is advice: qualified-verdict.ts.)
  if (kind === 'progress' || kind === 'qualified') return said;
  const bare = value.replace(/^[^\p{L}\p{N}]+/u, '');
  // (A status that the work has not begun, "Status: open", "Status: todo", is no verdict given.)
  // (Nor a stage of the thing, "Status: BETA.", "Status: Accepted".)
  if (kind === 'status' && (NOT_STARTED.test(bare.replace(/[*_`]+/g, '').trim()) || STAGE.test(bare.replace(/[*_`]+/g, '')))) return null;
  // (A question is no verdict: "## Verdict: ready to ship?" asks it; the lines below answer.)
  if (DEFERS.test(bare) || /[?？][ \t*_]*$/u.test(value)) return null;
  // (Nor a value that says where the statuses are, with no outcome word of its own: "**Status:** every finding below
  // carries a per-finding **Status** line" describes the document, not the work; QA 45 R3.)
  if (!said && statusPerItem(value)) return null;
  if (said && said !== 'answered') return said;
  if (!said && NEGATED.test(bare)) return 'partial';
  return 'answered';
}

/** A value that points at the items' own statuses ("every finding below carries a per-finding Status line", "siehe je
 *  Befund", "见每个发现"): prompts/outcomes.txt `status per item:`, whole words anywhere in it. */
export const statusPerItem = (value: string): boolean => value.length <= 400 && holdsListedPhrase(value.replace(/[*_`]+/g, ''), words()['status per item']);

/** A heading's status suffix: the words after its last dash or colon, or in its closing brackets ("Phase A —
 *  COMPLETED", "Stage 2: in progress", "Schritt 3 (erledigt)"); null without one. */
export function headingSuffix(heading: string): string | null {
  const h = heading.replace(/[ \t]*[✅✔☑⏳🚧🟡🟢🔴❌]\uFE0F?[ \t]*$/u, '').trim();
  const br = /[(（[]([^()（）[\]]{2,40})[)）\]]$/u.exec(h);
  if (br) return br[1]!.replace(/[*_`]+/g, '').trim();
  const m = /(?:[ \t][—–-]|[:：])[ \t]*([^—–:：]{2,40})$/u.exec(h);
  return m ? m[1]!.replace(/[*_`]+/g, '').trim() : null;
}

/**
 * The outcome a series of sibling groups states by their statuses ("### Phase A — COMPLETED", "### Phase B — IN
 * PROGRESS"): two or more sections of one level under one parent, every one with a status suffix that `read` reads
 * (outcome.ts: the outcome words, whole). All answered: answered; some answered or partial: partial; else none.
 * The section it is read from: the first not done, or the last. `skip`: sections that are findings (a finding's
 * state of repair is never the document's outcome).
 */
export function groupsOutcome(all: Section[], parent: number[], read: (suffix: string) => Outcome | null, skip: (s: Section) => boolean): { outcome: Outcome; from: Section } | null {
  const byParent = new Map<string, number[]>();
  for (let i = 0; i < all.length; i++) {
    const key = `${parent[i]}:${all[i]!.level}`;
    const g = byParent.get(key);
    if (g) g.push(i);
    else byParent.set(key, [i]);
  }
  for (const g of byParent.values()) {
    if (g.length < 2) continue;
    const ss = g.map((i) => all[i]!);
    if (ss.some(skip)) continue;
    // ("not started", "todo", "offen": a group not begun, neither done nor partial.)
    const said = ss.map((s): Outcome | 'not started' | null => {
      const x = headingSuffix(s.heading);
      return x ? (read(x) ?? (NOT_STARTED.test(x) ? 'not started' : null)) : null;
    });
    if (said.some((o) => o === null)) continue;
    const notDone = said.findIndex((o) => o !== 'answered');
    if (notDone < 0) return { outcome: 'answered', from: ss[ss.length - 1]! };
    if (said.some((o) => o === 'answered' || o === 'partial')) return { outcome: 'partial', from: ss[notDone]! };
  }
  return null;
}

/** What `docVerdictLines` needs of the document (document.ts ParsedDoc, blocks.ts). */
export interface VerdictView {
  lines: string[];
  literal: Uint8Array;
  sections: Section[];
  preambleLines: [number, number];
  /** The top-level blocks: their first line, end and type. */
  top: { line: number; end: number; token: { type: string } }[];
}

/**
 * The document-level lines where a verdict label may stand (0-based): the title block (the text before the first
 * section: a header field list, a summary line), the heading and first lines of a summary-named section outside the
 * findings (`summary`), of a closing section after them (`closing`), and the last paragraph after the findings.
 * Never a line inside a finding (`inFindings`). And the first line of a section headed by a verdict or status label
 * alone (`headed`: "## Decision" / "**NO-GO for 0.4 today.** …", "## 1. VERDETTO GENERALE" / "**Livello di Rischio:
 * MEDIO-ALTO**", "## Result" / "**Full suite passes: 68/68**"): the heading is its label, that line its value.
 */
export function docVerdictLines(
  v: VerdictView,
  summary: (s: Section) => boolean,
  closing: (s: Section) => boolean,
  inFindings: (s: Section) => boolean,
  findingsEnd: number,
  headed: (s: Section) => boolean = () => false,
): { line: number; headed?: true; scored?: true; code?: true }[] {
  const out: { line: number; headed?: true; scored?: true; code?: true }[] = [];
  // Not the paragraph right below a code block: "Result: passed, 0 warnings" under "```sh make build```" is what that
  // command printed (as return-answer.ts reads any line).
  const afterCode = new Set<number>();
  let before = '';
  for (const b of v.top) {
    if (b.token.type === 'space') continue;
    if (before === 'code' && b.token.type === 'paragraph') for (let i = b.line; i < b.end; i++) afterCode.add(i);
    before = b.token.type;
  }
  // (Nor a table's header row, "| Result | Count |" over "|---|---|": the names of its columns.)
  const headerRow = (i: number) => /^[ \t]*\|/.test(v.lines[i]!) && /^[ \t]*\|?[ \t]*:?-{2,}/.test(v.lines[i + 1] ?? '');
  const first = (from: number, to: number, n: number, extra: { scored?: true } = {}) => {
    for (let i = from, k = 0; i < to && k < n; i++) if (v.lines[i]!.trim() && !v.literal[i] && !afterCode.has(i) && !headerRow(i)) out.push({ line: i, ...extra }), k++;
  };
  first(v.preambleLines[0], v.preambleLines[1], 12);
  for (const i of headerFieldLines(v, inFindings)) if (!afterCode.has(i)) out.push({ line: i });
  for (const [k, s] of v.sections.entries()) {
    if (inFindings(s)) continue;
    const sum = summary(s);
    const close = !sum && s.start >= findingsEnd && closing(s);
    // (A heading gives what it holds a place of its own: "### Test quality score: 8.5 / 10" is the verdict, `scored`.)
    if (s.level > 0) out.push({ line: s.line - 1, scored: true });
    // (Under a heading named by the score, "## 一、总体评分" / a table of the parts / "**综合评分**: 7.6 / 10", the score is
    // that section's answer: `scored`. Under "## 📊 전체 평가", "**종합 점수**: ⭐⭐⭐⭐ (4/5)" grades the code, no more.)
    // (So is a score under a verdict heading that is no assessment of the thing reviewed, "## Verdict" / "**Grade:** B-":
    // the review's verdict given as a grade. "## 📊 전체 평가" / "## Bewertung" assess the code: a score there grades it.)
    // (Asked only where it is used: the verdict label is one of the readers' largest patterns, and a return written
    // from flags has no section that needs it.)
    const verdictSection = () => s.level > 0 && verdictHeading(s.heading) && headingScore(s.heading, 'return.assessment') < 2;
    const scored = s.level > 0 && headed(s) && (scoreHeading(s.heading) || verdictSection()) ? ({ scored: true } as const) : {};
    // (Its first block, when a paragraph: not a list, a table or code under "## Result", which are details.)
    if (s.level > 0 && headed(s)) {
      const b = v.top.find((x) => x.line >= s.start && x.token.type !== 'space');
      if (b && b.line < s.end && b.token.type === 'paragraph' && !v.literal[b.line]) out.push({ line: b.line, headed: true, ...scored });
      // (A fenced block first, "## Estado" / "```text" / "R3E_AUDIT = COMPLETE": its first line, `code`, which the caller
      // reads only under a status heading and only as a key and a status value, codeStatusValue; QA 47 R3.)
      else if (b && b.line < s.end && b.token.type === 'code' && /^[ \t]{0,3}(?:`{3,}|~{3,})/.test(v.lines[b.line] ?? '') && b.line + 1 < b.end) out.push({ line: b.line + 1, headed: true, code: true });
    }
    // (Up to its first sub-heading: "## Summary" / "### Details" is the summary's detail, not its first lines.)
    // (A bold line alone is a sub-heading to the reader, "**🎉 8 of 8 fixed**" atop the summary's fields: not a detail's
    // start, the summary's lines go on below it.)
    const next = v.sections.slice(k + 1).find((x) => x.line - 1 >= s.start && x.line - 1 < s.end && /^ {0,3}#/.test(v.lines[x.line - 1] ?? ''));
    const to = next ? next.line : s.end + 1;
    if (sum || close) first(s.start, Math.min(s.end, to - 1), sum ? 6 : 3, verdictSection() ? { scored: true } : {});
    // (Under a heading that is a verdict label, "## Overall score" / a table of the parts / "**Overall: 7.6 / 10**": the
    // section's paragraphs, not its table rows or list items, are where its verdict is given.)
    if (s.level > 0 && headed(s)) {
      let n = 0;
      for (const b of v.top) {
        if (b.line < s.start || b.token.type !== 'paragraph' || v.literal[b.line] || afterCode.has(b.line)) continue;
        if (b.line >= Math.min(s.end, to - 1) || ++n > 4) break;
        out.push({ line: b.line, ...scored });
      }
    }
  }
  // (With no findings too: "**Compliance status as of 2025-06-18:** ✅ compliant" closing an audit that found nothing.)
  {
    const last = [...v.top].reverse().find((b) => b.token.type !== 'space');
    if (last && last.token.type === 'paragraph' && last.line >= findingsEnd && !afterCode.has(last.line)) out.push({ line: last.line });
  }
  return out;
}

/**
 * The lines of a header field list that opens the document's first section ("# QA Report" / "## Current cycle" /
 * "- Batch: `X-005`" / "- Corrective tester verdict: `PASS_WITH_RISKS`" / "- Closure recommendation: …"): a list of
 * three or more items, every one a "Label: value" field, as the first block of the first section after the title
 * block, outside the findings. It is the document's header as much as the title block's fields are (QA 35 doc 16);
 * a verdict label there answers as it does in the title block (a status label's value alone does not: `titleBlock`
 * is not set for these lines).
 */
function headerFieldLines(v: VerdictView, inFindings: (s: Section) => boolean): number[] {
  const s = v.sections.find((x) => x.level > 0 && x.line - 1 >= v.preambleLines[1]);
  if (!s || inFindings(s)) return [];
  // (Nothing but blank lines between the title block and this section: it is the first thing read.)
  for (let i = v.preambleLines[1]; i < s.line - 1; i++) if (v.lines[i]!.trim()) return [];
  const b = v.top.find((x) => x.line >= s.start && x.token.type !== 'space');
  if (!b || b.line >= s.end || b.token.type !== 'list') return [];
  const items: number[] = [];
  for (let i = b.line; i < b.end && i < s.end; i++) {
    if (!/^[ \t]{0,3}(?:[-*+]|\d{1,2}[.)])[ \t]+/.test(v.lines[i]!)) continue;
    // (A field of its own: "- Batch: x", "- **Verdict:** y"; an item without a label is no header.)
    if (!labelOf(v.lines[i]!)) return [];
    items.push(i);
  }
  return items.length >= 3 ? items.slice(0, 12) : [];
}

/** A heading that is a verdict label alone ("## Verdict", "## 1. VERDETTO GENERALE", "## ✅ Result", "## Decision"), or one
 *  of the `status` labels outcome.ts knows ("## Статус"): what the section's first line says is the verdict. */
export function verdictHeading(heading: string, status?: (label: string) => boolean): boolean {
  const h = headingName(heading);
  return h.length > 0 && h.length <= 40 && (bareLabel(h) || LABEL.test(h) || status?.(h) === true);
}

/** A numbered or id'd heading ("2. Cache drops writes", "#3 …", "F2 — …", "C-1: …"), read-return.ts's shape. */
const NUMBERED = lazyRegExp(() => /^[^\p{L}\p{N}]{0,4}(?:\d{1,3}(?:\.\d{1,3})*[.):]|#\d{1,3}|[A-Z]{1,3}-?\d{1,3}[.:)—–-])[ \t]/u);

/** The sections of a series of two or more numbered headings of one level (a return with no section of findings
 *  writes its findings so): a line inside one is that finding's, never the document's. */
export function findingSeries(all: readonly Section[]): Section[] {
  const byLevel = new Map<number, Section[]>();
  for (const s of all) if (s.level > 0 && NUMBERED.test(s.heading)) (byLevel.get(s.level) ?? byLevel.set(s.level, []).get(s.level)!).push(s);
  return [...byLevel.values()].filter((g) => g.length >= 2).flat().sort((a, b) => a.line - b.line);
}

type JudgeLists = Record<'whole work' | 'summing opener', string[]>;
let judgeLists: JudgeLists | undefined;
const judgeWords = () => (judgeLists ??= keyedLists(readPrompt('outcomes.txt'), ['whole work', 'summing opener']));
/** "The project is …", "Overall the codebase looks …", "Das Projekt ist …", "Le code reste …", "El sistema está …":
 *  the work as a whole, then a verb of being or seeming; "项目整体…", "コードは全体として…" in Chinese and Japanese. */
const WHOLE = lazyRegExp(() => {
  const nouns = phraseAlternation(judgeWords()['whole work']);
  const det = '(?:the|this|our|the whole|the overall|der|die|das|unser|unsere|le|la|les|l\'|ce|cette|notre|el|los|las|este|esta|nuestro|nuestra|il|lo|questo|questa|o|a|этот|эта|это|наш|наша)';
  const verb = '(?:is|are|looks|look|remains|remain|seems|seem|appears|appear|holds|hold|meets|passes|ist|sind|bleibt|wirkt|scheint|erfüllt|est|sont|reste|semble|paraît|es|son|está|están|parece|sigue|è|sono|resta|sembra|é|está|parece|находится|выглядит|остаётся|остается|является|в|готов|готова|готово)';
  return new RegExp(`^(?:${det}[ \\t]+)?(?:[\\p{L}-]+[ \\t]+)?(?:${nouns})[ \\t]+(?:(?:now|overall|as a whole|insgesamt|jetzt|globalement|en general|в целом|теперь)[ \\t]+)?${verb}(?![\\p{L}\\p{N}])|^(?:${nouns})(?:整体|总体|全体|は全体として|は|的整体|整体上)`, 'iu');
});
/** "Overall, …", "In summary: …", "Insgesamt …", "Dans l'ensemble, …", "В целом …", "总体而言，…", "全体として…". */
const OPENER = lazyRegExp(() => new RegExp(`^(?:${phraseAlternation(judgeWords()['summing opener'])})(?:[ \\t]*[,，、:：]|[ \\t]+(?=\\p{L})|(?=[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}]))`, 'iu'));

/** A closing section's first sentence that judges the work as a whole ("The project is in good shape once F1 lands.",
 *  "Overall, the parser is solid."): the writer's verdict, the question answered. Not a sentence about a part of it
 *  ("The socket is closed by the server …"). */
export function judgesWhole(sentence: string): boolean {
  const s = sentence.replace(/^[ \t>*_]+/, '').slice(0, 200);
  return WHOLE.test(s) || OPENER.test(s);
}

/** A status written as a key and its value on a code block's line ("R3E_AUDIT = COMPLETE", "status: done",
 *  "AUDIT_STATUS=\"PASSED\""): the value, when it is a word or three and nothing else; null for any other line (a log's,
 *  a command's output: "ERROR: connection refused at 10:42", "$ npm test"). */
export function codeStatusValue(line: string): string | null {
  const m = /^[ \t]*[A-Za-z][\w.-]{0,40}[ \t]*(?:=|:)[ \t]*["']?([\p{L}][\p{L}\p{N}_ -]{0,30}?)["']?[ \t]*;?[ \t]*$/u.exec(line.slice(0, 120));
  return m && m[1]!.trim().split(/[ \t]+/).length <= 3 ? m[1]!.trim() : null;
}
