// A statement that nothing was found ("None.", "No issues found.", "Keine Befunde", "Aucun problème bloquant
// détecté.", "未发现问题", "特になし"): a review, a QA run or an audit that passes says it where its findings would
// be. It answers the findings a return owes, with zero findings; it is never a finding itself.
//
// A closed class: the whole text is a none-word, or every sentence of it is one of a few shapes ("no {qualifiers}
// {noun} {found}", "{by} found no {noun}", "{noun}: none", their kin in ten languages) or a sign-off ("LGTM"), one
// at least a statement. "No tests cover the pager.", "Nothing validates the locale header." and "No issues found in
// the parser, but the cache leaks on reload." say more than that: findings still.
//
// The words are data: prompts/no-findings.txt. Pure apart from reading prompts/ once.

import { readPrompt } from '../paths.js';
import { escapeRegExp, hasCjk, keyedLists, keyedWords } from './keyed-words.js';
import { lazyRegExp } from './lazy-regexp.js';
import { labelOf } from './label.js';
import { statusLabelWord } from './outcome.js';
import { severityWords } from './severity-words.js';

const KEYS = ['none', 'shape', 'noun', 'qualifier', 'verb', 'filler', 'aux', 'approve', 'conj', 'place', 'label', 'by', 'every', 'passes', 'except', 'not', 'inapplicable'] as const;

let made: { none: Set<string>; filler: Set<string>; approve: Set<string>; every: string[]; passes: string[]; stops: Set<string>; words: RegExp; token: Map<string, string>; shapes: (text: string) => boolean; label: Set<string>; noun: Set<string>; by: Set<string>; inapplicable: Set<string>; except: Set<string> } | undefined;

// Why tokens: the shapes name word classes in ten languages; spelled into each shape, the pattern came to ~400 KB and
// took ~600 ms to compile. Instead each word of a class is replaced by one private-use character that stands for its
// classes (a word may be of two: "发现" a noun and a verb), in the text and in the shapes alike, and a shape's
// placeholder is a class of those characters: one pattern of the words, one small pattern of the shapes.
const CLASS_BITS = { qualifier: 1, noun: 2, verb: 4, aux: 8 } as const;
const charOf = (bits: number) => String.fromCharCode(0xe000 + bits);

function lists() {
  if (made) return made;
  const l = keyedLists(readPrompt('no-findings.txt'), KEYS);
  const bits = new Map<string, number>();
  for (const k of Object.keys(CLASS_BITS) as (keyof typeof CLASS_BITS)[]) for (const w of l[k]) bits.set(w, (bits.get(w) ?? 0) | CLASS_BITS[k]);
  const token = new Map([...bits].map(([w, b]) => [w.replace(/\s+/g, ' '), charOf(b)]));
  const alt = [...token.keys()].sort((a, b) => b.length - a.length).map((w) => escapeRegExp(w).replace(/ /g, '\\s+'));
  // A word of a spaced script stands apart from letters; one of Chinese, Japanese or Korean where it stands.
  // (The text is lower case; the letters of the spaced scripts the words are in, without the u flag's cost.)
  const letter = "a-z0-9à-ÿœæßа-яёіїєґ'";
  const words = new RegExp(`(?<![${letter}])(?:${alt.join('|')})(?![${letter}])|(?:${alt.filter((w) => hasCjk(w)).join('|')})`, 'g');
  const of = (bit: number) => `[${Array.from({ length: 16 }, (_, b) => b).filter((b) => b & bit).map(charOf).join('')}]`;
  const q = `(?:${of(CLASS_BITS.qualifier)}\\s*)*`;
  // (Nouns listed: "todo, fixme ou xxx", "fehler oder warnungen", "问题和缺陷".)
  const conj = `(?:[,/&、，]\\s*|(?:${l.conj.filter((w) => !hasCjk(w)).map(escapeRegExp).join('|')})\\s+|(?:${l.conj.filter(hasCjk).map(escapeRegExp).join('|')})\\s*)`;
  const n = `${of(CLASS_BITS.noun)}\\s*(?:${conj}${of(CLASS_BITS.noun)}\\s*)*`;
  const v = `(?:${of(CLASS_BITS.aux)}\\s*)?(?:${of(CLASS_BITS.verb)}\\s*)*`;
  // Who or what looked: a few words ("the scan", "L'audit automatique via Yarn"), never a clause of its own.
  const by = `(?:[^\\s,;:]+\\s+){1,8}?`;
  const tokens = (t: string) => t.replace(words, (w) => token.get(w.replace(/\s+/g, ' ')) ?? w);
  const one = (shape: string) =>
    shape
      .split(/(\{[a-z]+\})/)
      .map((part) => (part === '{q}' ? q : part === '{n}' ? n : part === '{v}' ? v : part === '{by}' ? by : escapeRegExp(tokens(part)).replace(/ +/g, '\\s*')))
      .join('');
  // (Where it looked, closing it: "in the parser", "em app/conversation"; a few words, no clause.)
  const place = `(?:(?:${l.place.map((w) => escapeRegExp(w).replace(/ /g, '\\s+')).join('|')})\\s+[^\\s,;:]+(?:\\s+[^\\s,;:]+){0,2})?`;
  // The shapes' pattern is made only of the shapes a text can match: a shape is tried only when each of its words
  // (what stands between its placeholders, tokens as in the pattern, blanks left out) stands in the text, blanks
  // left out, as the pattern's \s* between them allows. Its test is the test of the alternation of every shape: the
  // pattern is anchored at both ends, and a shape left out cannot match. (All the shapes as one pattern, ~16 KB,
  // cost ~30 ms to compile, for every return read, though most texts are no statement of the kind.)
  const entries = l.shape.map((shape) => ({
    pattern: one(shape),
    words: shape
      .split(/\{[a-z]+\}/)
      .map((part) => tokens(part).replace(/\s+/g, ''))
      .filter(Boolean),
  }));
  const byFit = new Map<string, RegExp>();
  // A shape with a noun ({n}) needs a noun's token in the text: most texts hold none, and are tried only against the
  // few shapes without one ("nichts {v}", "rien {v}"). The same shapes fit as when all are tried.
  const all = entries.map((_, i) => i);
  const nounFree = all.filter((i) => !l.shape[i]!.includes('{n}'));
  const nounToken = new RegExp(of(CLASS_BITS.noun));
  const shapes = (text: string): boolean => {
    const flat = text.replace(/\s+/g, '');
    const fit: number[] = [];
    for (const i of nounToken.test(flat) ? all : nounFree) if (entries[i]!.words.every((w) => flat.includes(w))) fit.push(i);
    if (!fit.length) return false;
    const key = fit.join(',');
    let re = byFit.get(key);
    if (!re) byFit.set(key, (re = new RegExp(`^(?:${fit.map((i) => entries[i]!.pattern).join('|')})\\s*${place}\\s*$`)));
    return re.test(text);
  };
  return (made = { none: new Set(l.none), filler: new Set(l.filler), approve: new Set(l.approve), every: l.every, passes: l.passes, stops: new Set([...l.except, ...l.not]), words, token, shapes, label: new Set(l.label), noun: new Set(l.noun), by: new Set(l.by), inapplicable: new Set(l.inapplicable), except: new Set(l.except) });
}

/** The markers a code search looks for, in capitals ("`TODO`", "FIXMEs", "XXX", "HACK"): read as the noun "fixme" (in
 *  lower case "todo" is a word of Spanish and Portuguese). */
const CODE_MARKERS = lazyRegExp(() => /(?<![\p{L}\p{N}])(?:TODO|FIXME|XXX|HACK)S?(?![\p{L}\p{N}])/gu);
/** `s` with those markers read as the noun "fixme" (passed-parts.ts reads "A TODO stubs …" for its words too). */
export const codeMarkersAsNoun = (s: string): string => s.replace(CODE_MARKERS, 'fixme');

/** A sentence without emphasis, escapes, brackets around it, a leading check mark or list mark, a closing stop. */
function bare(s: string): string {
  // (statesNothingFound asks for the same text's bare form four or five times over: as a sentence, as a verdict, as
  // an all-pass, as its one clause and its one part. Pull reads 80,000 findings of a fan-out through it.)
  if (s === bareLast.in) return bareLast.out;
  const out = bareOf(s);
  bareLast = { in: s, out };
  return out;
}
let bareLast = { in: '', out: '' };
function bareOf(s: string): string {
  return s
    .replace(CODE_MARKERS, 'fixme')
    .replace(/[*_`~\\]+/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/^[\s>#]*(?:[-*+]\s+|\d+[.)]\s+)?/u, '')
    .replace(/^(?:[✅✔☑✓🟢👍]|\uFE0F|\s)+/u, '')
    .replace(/^[\s(（[【「]+|[\s)）\]】」]+$/gu, '')
    .replace(/[\s.!。！…]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** A letter or digit of any script (not a dash, a mark or a sign). */
const WORDY = /[0-9A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u052f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
/** Is one sentence (or a none-word) a statement that nothing was found? */
function statesNone(sentence: string): boolean {
  const s = bare(sentence);
  if (!s) return false;
  const l = lists();
  // A mark that is no word ("—", "-", "∅") says none only as the whole text: "— …" or "(-)" with more around it
  // is some text the writer left, not a statement.
  if (!WORDY.test(s)) return l.none.has(s) && s === sentence.trim();
  if (l.none.has(s) || inapplicableLed(s)) return true;
  if (labelledNone(s) || levelsNone(s)) return true;
  // Such a statement is short; a longer sentence says more (and is not run through the shapes).
  if (s.length > 160) return false;
  const shaped = (t: string) => l.shapes(t.replace(l.words, (w) => l.token.get(w.replace(/\s+/g, ' ')) ?? w));
  if (shaped(s)) return true;
  // "No code, security, admission, scope, or risk finding.": the areas the writer looked at, listed before the noun,
  // state none as one of them does ("No security finding."; QA 49 doc 07).
  const listed = QUALIFIER_LIST.exec(s);
  if (listed && [...listed[2]!.split(/[,\s]+/u), listed[3]!].some((q) => q && shaped(`${listed[1]} ${q} ${listed[4]}`))) return true;
  // After any label, a sentence of the shapes ("business logic: no misinterpretations detected", "datenmodell: keine
  // abweichung"): it names the problem it did not find. (A none-word alone after a label is labelledNone's: "tests:
  // none" may state a gap.)
  // (Each pattern below only where the mark it needs stands: most sentences hold no colon and no comma.)
  const value = hasColon(s) ? /^[^:：]{1,40}[:：]\s*(.+)$/u.exec(s)?.[1] : undefined;
  if (value !== undefined && !l.none.has(value) && shaped(value)) return true;
  // "After analyzing the dependency reports, 0 issues were found": a clause before it says when or how the writer
  // looked. Never one of exception ("Apart from the leak, no other issues were found", "Besides …", "Except …":
  // `except:`, or a negation), which names a problem.
  const lead = s.includes(',') ? LEAD_CLAUSE.exec(s) : null;
  return lead !== null && !lead[1]!.split(/\s+/).some((w) => l.stops.has(w)) && shaped(lead[2]!);
}
/** "P0, P1, P2 없음", "critical/high: none", "Kritisch und hoch: keine": the levels the writer looked at, then a none-word
 *  (QA 49 doc 08). Only levels before it: "the cache, the queue: none" names no level. Bare text. */
function levelsNone(s: string): boolean {
  // (The last word, after blanks, a colon or a dash; the levels before, split at blanks and list marks, their
  // conjunctions, prompts/no-findings.txt `level conj:`, left out.)
  // (That last word is the text's last run of other characters: when it is no none-word, the pattern need not run.)
  let end = s.length;
  while (end > 0 && !LEVEL_GAP.has(s[end - 1]!)) end--;
  if (!lists().none.has(s.slice(end))) return false;
  const m = /^(.+?)[\s:：—–-]+([^\s:：—–-]+)$/u.exec(s);
  if (!m || !lists().none.has(m[2]!)) return false;
  const conj = (levelConj ??= new Set(keyedWords(readPrompt('no-findings.txt'), 'level conj')));
  const parts = m[1]!.split(/[\s,，、/&+]+/u).filter((w) => w && !conj.has(w));
  return parts.length > 0 && parts.length <= 6 && parts.every((w) => /^(?:p|s|sev)[0-4]$/u.test(w) || levelNames().has(w));
}
/** What stands between the levels and the none-word (bare text: its blanks are single spaces). */
const LEVEL_GAP = new Set([' ', ':', '：', '—', '–', '-']);
let levelNameSet: Set<string> | undefined;
let levelConj: Set<string> | undefined;
/** The words of the levels: their English names (prompts/no-findings.txt `level name:`) and every language's words for
 *  the four (prompts/severities.txt `critical:` … `low:`, severity-words.ts), lower case. */
const levelNames = () => (levelNameSet ??= new Set([...keyedWords(readPrompt('no-findings.txt'), 'level name'), ...['critical', 'high', 'medium', 'low'].flatMap((k) => severityWords().plain.get(k) ?? [])]));

/** A none-word, then qualifiers joined by commas and a last "or"/"and" in the languages, then the rest
 *  ("no code, security, or risk finding" -> "no", "code, security, or", "risk", "finding"). Bare text. The words are
 *  prompts/no-findings.txt `list none:` and `list conj:`. */
const QUALIFIER_LIST = lazyRegExp(() => {
  const l = keyedLists(readPrompt('no-findings.txt'), ['list none', 'list conj'] as const);
  const alt = (ws: string[]) => ws.map(escapeRegExp).join('|');
  return new RegExp(`^(${alt(l['list none'])})\\s+((?:[\\p{L}-]+,\\s*)*[\\p{L}-]+,?\\s+(?:${alt(l['list conj'])})\\s+)([\\p{L}-]+)\\s+(\\S.*)$`, 'u');
});

/** A leading clause of a few words closed by a comma, then the sentence ("after the scan, no issues were found"). */
const LEAD_CLAUSE = /^([^,;:()]{3,80}),\s+(\S.*)$/u;

/** "departures: none", "known implementation problems: none found by the synthetic test", "偏差：无": a label that
 *  names what would be a problem (its last word a noun of `noun:`, or the whole one of `label:`), then a none-word,
 *  after which a few words may say who looked (`by:`). QA 41 class 3. */
function labelledNone(s: string): boolean {
  if (!hasColon(s)) return false;
  const m = /^([^:：]{1,60}?)\s*[:：]\s*(.{1,80})$/u.exec(s);
  if (!m) return false;
  const l = lists();
  const label = m[1]!.trim();
  // (Any label: "frontend: n/a — no ui impact" says the check does not apply there.)
  if (inapplicableLed(m[2]!.trim())) return true;
  const last = label.split(' ').pop() ?? '';
  if (!(l.label.has(label) || (l.noun.has(last) && WORDY.test(last)) || [...l.noun].some((n) => hasCjk(n) && label.endsWith(n)))) return false;
  const value = m[2]!.trim();
  if (l.none.has(value)) return true;
  // (A none-word, then who looked: "none found by the synthetic test", "keine gefunden durch den Test".)
  const words = value.split(' ');
  for (let i = 1; i < words.length && i <= 3; i++) if (l.by.has(words[i]!) && l.none.has(words.slice(0, i).join(' ')) && words.length - i <= 7) return true;
  return false;
}

/** "n/a", "not applicable — no ui impact", "entfällt (kein UI)": a word of `inapplicable:`, alone or then a few words
 *  after a dash, a stop or a bracket saying why, none of `except:` ("n/a — but the cache leaks" says more). Bare text.
 *  (Not such a word as a label over its value, "Out of scope: Unrelated feature work": it names what is out of scope.) */
function inapplicableLed(s: string): boolean {
  const l = lists();
  const m = /^(.+?)(?:\s+[—–-]\s+|[.;]\s+|\s*[(（])(.*)$/u.exec(s);
  const [head, rest] = m ? [m[1]!, m[2]!] : [s, ''];
  if (!l.inapplicable.has(head.replace(/[.]$/u, ''))) return false;
  const words = rest.split(/[^\p{L}\p{N}'-]+/u).filter(Boolean);
  return words.length <= 12 && !saysExcept(rest);
}

/** Does the text hold a word of `except:` ("but", "aber", "但", "하지만"), as a whole word (CJK where it stands)? */
function saysExcept(text: string): boolean {
  const l = lists();
  const t = text.toLowerCase();
  return t.split(/[^\p{L}\p{N}'-]+/u).some((w) => l.except.has(w)) || [...l.except].some((w) => hasCjk(w) && t.includes(w));
}

/** "All 7 fixes verified PASS", "Every fix was re-run and passes", "所有测试均通过": one sentence that says every check it
 *  names passed (`every:` … `passes:` of prompts/no-findings.txt, no word of `except:` or `not:` between, ten words at
 *  most). A verdict that passes the work, as `approve:` is. */
function allPass(sentence: string): boolean {
  const s = bare(sentence).replace(AFTER_MARKS, '');
  if (!s || s.length > 120) return false;
  const l = lists();
  if (hasCjk(s)) {
    // (No spaces to count words by: the sentence opens with an every-word and closes with a passes-word.)
    const open = l.every.find((w) => hasCjk(w) && s.startsWith(w));
    const close = l.passes.find((w) => hasCjk(w) && s.endsWith(w));
    return !!open && !!close && s.length <= 24 && !/[,，;；]/.test(s) && ![...l.stops].some((w) => hasCjk(w) && s.slice(open.length, s.length - close.length).includes(w));
  }
  // (One clause: "All tests pass, but …" and "Все тесты проходят, кроме одного" say more.)
  if (/[,;]/.test(s)) return false;
  const words = s.replace(/:/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > 10 || !l.every.includes(words[0]!)) return false;
  const close = l.passes.filter((p) => !hasCjk(p)).map((p) => p.split(' ')).find((p) => p.length < words.length && p.every((w, i) => words[words.length - p.length + i] === w));
  return !!close && !words.slice(1, words.length - close.length).some((w) => l.stops.has(w));
}

const SENTENCE_END = /(?<=[.!?])\s+|(?<=[。！？])/u;

/** Is the whole text (an item, a line, a section's body) a statement that nothing was found? Every sentence of it
 *  states that or signs off, one at least states it. */
export function statesNothingFound(text: string): boolean {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat || flat.length > 300) return false;
  if (statesNone(flat) || approvesOutright(flat) || allPass(flat)) return true;
  if (boldLedNone(flat) || noneWithReason(flat)) return true;
  // (Two clauses or two sentences need a mark between them: a text without one is a single sentence, read above.)
  if (!CLAUSE_MARK.test(flat)) return false;
  const l = lists();
  const passes = (p: string) => approvesOutright(p) || allPass(p);
  // (Clauses too: "All cases pass; accepted for release." is two verdicts that pass the work; "None — all 7 fixes
  // verified PASS." a none-word and one.)
  const clauses = flat.split(CLAUSE_END).map((p) => p.replace(/[;；，、]$/u, '')).filter((p) => bare(p));
  if (clauses.length >= 2 && clauses.every((p) => passes(p) || statesNone(p) || l.filler.has(bare(p))) && clauses.some((p) => !l.filler.has(bare(p)))) return true;
  const parts = flat.split(SENTENCE_END).filter((p) => bare(p));
  if (parts.length < 2) return false;
  // ("None. Every fix was re-run and passes.": the statement, and how the reviewer knows.)
  return parts.some(statesNone) && parts.every((p) => statesNone(p) || allPass(p) || l.filler.has(bare(p)));
}
/** "**기능 결함: 없음.** 설계 계약 위반 … 발견되지 않았다.", "**Defects: none.** The checks of §A–§D held.": a verdict in
 *  bold that names what would be a problem and says there is none (labelledNone), then how the writer knows, with no
 *  word of `except:` ("**Blockers: none.** But the cache leaks." says more). QA 47 class R1, doc 11. */
function boldLedNone(flat: string): boolean {
  const m = /^(?:\*\*|__)(.+?)(?:\*\*|__)(.*)$/u.exec(flat);
  // (Or any statement of none in bold, "**No code, security, or scope finding.** The paths were checked and are clean.")
  if (!m || !(labelledNone(bare(m[1]!)) || statesNone(m[1]!))) return false;
  const rest = m[2]!.toLowerCase();
  return !saysExcept(rest);
}

/** "None - the implementation is clean.", "Keine – die Umsetzung ist sauber.", "Aucun, le code est propre.": a none-word
 *  standing alone, then a dash or a comma and why, with no word of `except:` ("None — but the cache leaks" says more).
 *  A writer explains the none under a findings heading as often as not (QA 53 class 3). */
const NONE_THEN_WHY = /^([^,，\-–—]{1,30}?)(?:[ \t]+[-–—][ \t]+|[ \t]*[,，][ \t]+)(\S.{0,200})$/u;
function noneWithReason(flat: string): boolean {
  const m = NONE_THEN_WHY.exec(flat);
  if (!m) return false;
  const s = bare(m[1]!);
  return WORDY.test(s) && lists().none.has(s) && !saysExcept(m[2]!);
}

const hasColon = (s: string): boolean => s.includes(':') || s.includes('：');
/** A character CLAUSE_END or SENTENCE_END needs to split a text. */
const CLAUSE_MARK = /[.!?;。！？；，、—–]/;
const CLAUSE_END = /(?<=[.!?;])\s+|(?<=[。！？；，、])|[ \t]+[—–][ \t]+/u;

/** The first sentence of `line` that is such a statement, for a line of a document's intro, summary or outcome
 *  ("Status: Approved. No issues found. LGTM."); undefined when none is. */
export function nothingFoundSentence(line: string): string | undefined {
  const flat = line.replace(/\s+/g, ' ').trim();
  if (!flat || flat.length > 300) return undefined;
  return flat.split(SENTENCE_END).find((p) => statesNone(p) || statesNone(p.replace(/^[^:：]{1,40}[:：]\s*/u, '')));
}

/** Marks a verdict may carry after its word ("APPROVED ✅", "PASS ✔️", "LGTM 👍"). */
const AFTER_MARKS = /(?:[\s✅✔☑✓🟢👍🎉]|\uFE0F)+$/u;

/** Is the text a verdict that passes the work, standing alone ("Approved.", "**Status:** APPROVED ✅", "Ergebnis:
 *  bestanden", "审核通过")? After a status or verdict label at most (outcome.ts's labels): "Build: passed" is the
 *  verdict on something else, "Approved with comments" says more. `approve:` of prompts/no-findings.txt. */
export function approvesOutright(text: string): boolean {
  const flat = text.replace(/^[\s>#]+/u, '').replace(/\s+/g, ' ').trim();
  if (!flat || flat.length > 120) return false;
  const l = labelOf(flat);
  if (l && !statusLabelWord(l.label)) return false;
  const v = bare(l ? flat.slice(l.at) : flat).replace(AFTER_MARKS, '').replace(/[.!。！]+$/u, '');
  return v !== '' && lists().approve.has(v);
}

/** A table row read as an item ("4. None\nSeverity: —"): its first cell that says something states nothing was
 *  found, and every other cell says nothing either (a number, a dash, a none-word). */
export function rowStatesNothingFound(text: string): boolean {
  const [first = '', ...rest] = text.split('\n');
  const said = first.replace(/^\s*#?\d+[.)]?\s+/, '');
  return statesNothingFound(said) && rest.every((l) => {
    const value = l.replace(/^[^:：]{1,40}[:：]\s*/u, '').trim();
    return !value || /^[#\d.\s]+$/.test(value) || statesNone(value);
  });
}

/** Is the whole text (a list item, a line, a section's body) a none-word standing alone ("None.", "- N/A", "- none so
 *  far", "Keine.", "Нет.", "无")? For the list sections of a brief or a return (Dead ends, Open questions): the writer
 *  says the section has nothing, which is no entry of it; the line is still kept where the tool says. Narrower than
 *  statesNothingFound: "No issues found." or "Approved." under Dead ends is text the writer left, kept as written. */
export function noneWordOnly(text: string): boolean {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat || flat.length > 40) return false;
  const s = bare(flat);
  if (!s) return false;
  if (!WORDY.test(s)) return lists().none.has(s) && s === flat.replace(/^[-*+]\s+/u, '');
  return lists().none.has(s);
}

/** Is the text one item led by a sentence that is a none-word standing alone, the rest saying why ("None. Both
 *  candidate UX models were confirmed live; no approach in this lane failed.")? For Dead ends and Open questions,
 *  whose "none" a writer often explains (QA 44 doc 09). */
export function noneLed(text: string): boolean {
  const flat = text.replace(/\s+/g, ' ').trim();
  const first = flat.split(/(?<=[.!。！])\s+/u)[0] ?? '';
  return first !== flat && /[.!。！]$/u.test(first) && noneWordOnly(first);
}

/** Does a list section's items say only that it has nothing: each a none-word alone, or (`explained`: Dead ends, Open
 *  questions, whose "none" a writer often explains) one item led by one ("None. Both models were confirmed live.")?
 *  One rule for the brief's and the return's list sections (read-brief.ts, read-return.ts). */
export function listSaysNone(items: readonly string[], explained: boolean): boolean {
  return items.length > 0 && (items.every(noneWordOnly) || (explained && items.length === 1 && noneLed(items[0]!)));
}
