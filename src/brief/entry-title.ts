// What a heading's shape says of a finding: a writer's id or counter before a title ("F1. …", "Issue 2: …", "1.5 A
// claim of four words"), a code example's caption ("✅ Pattern"); the severity words an id is told from are
// severity-words.ts's. Apart from findings.ts, which reads findings with them, because pseudo-headings.ts asks them
// while any document is parsed, and a brief's reading (`lint`, `new --body`) runs that without loading the findings
// reader. Pure apart from reading prompts/ once.

import { readPrompt } from '../paths.js';
import { escapeRegExp, hasCjk, keyedLists } from './keyed-words.js';
import { holdsFolded, lazyRegExp } from './lazy-regexp.js';
import { severityWords } from './severity-words.js';

/** A heading's own section number and a title after it ("5. CC0 …", "2.3 Cache …", "1. 【致命的】…"). */
const NUMBERED_ENTRY = lazyRegExp(() => /^[^\p{L}\p{N}]{0,4}\d{1,3}(?:\.\d{1,3})*[.)]?[ \t]+[^\n]*\p{L}/u);

/** The writer's id leading a heading, bracketed or not, and a title after it ("[Q-MED-2] Dead code", "BL1 — x"). */
const ID_ENTRY = lazyRegExp(() => /^[^\p{L}\p{N}[]{0,4}\[?([A-Z][A-Z0-9]{0,5}(?:-[A-Z]{1,4})?-?\d{1,4}[a-z]?)\]?[.:)]?[ \t]+[^\n]*\p{L}/u);

/** How a heading numbers its entry of a series: by a section number, by the writer's id, or not at all. */
export function entryKind(heading: string): 'number' | 'id' | undefined {
  if (NUMBERED_ENTRY.test(heading)) return 'number';
  const id = ID_ENTRY.exec(heading)?.[1];
  return id !== undefined && isFindingId(id) ? 'id' : undefined;
}

/**
 * A heading that titles one finding by its shape: the writer's id or a counter before it ("F1. Controllers query the
 * database directly", "Issue 2: …", "H-3 — …"), or a section number before a claim of four words or more ("1.
 * Controllers query the database directly"; "2. Findings", "3. Architecture" may be sections). Whether it names a
 * section is the caller's to say.
 */
export function entryTitle(heading: string): boolean {
  const kind = entryKind(heading);
  if (kind === 'id' || counterTitled(heading)) return true;
  if (kind !== 'number') return false;
  const words = heading.replace(/^[^\p{L}\p{N}]*\d{1,3}(?:\.\d{1,3})*[.)]?[ \t]+/u, '').split(/\s+/);
  return words.filter((w) => /[\p{L}\p{N}]/u.test(w)).length >= 4;
}

/** The caption of a code example: a good or bad mark, then one to three words ("❌ Anti-pattern", "✅ Pattern", "👍
 *  Good", "✔️ Richtig", "❌ 反模式"), perhaps a colon. A part of the finding it illustrates, never a section or a
 *  finding of its own, and its ✅ no verification. */
export const exampleCaption = (text: string): boolean => text.length <= 60 && CAPTION.test(text);

const CAPTION = lazyRegExp(() => /^(?:✅|❌|✔️?|✖️?|✗|✘|👍|👎|⚠️?|🚫)[ \t]*[\p{L}][\p{L}\p{M}\p{N}'’-]*(?:[ \t]+[\p{L}\p{M}\p{N}'’-]+){0,2}[ \t]*[:：]?$/u);

/** A finding's own id: letters and a number ("C1", "F-1", "SEC-12", "#3"), not a severity ("P1"). */
export const FINDING_ID = /^(?:[A-Z][A-Z0-9]{0,5}(?:-[A-Z]{1,4})?-?\d{1,4}[a-z]?|#\d{1,4})[.:)]?$/;

export const isFindingId = (w: string): boolean => FINDING_ID.test(w) && !severityWords().map.has(w.replace(/[.:)]$/, '').toLowerCase());

/** A finding's counter before its title: a word for a finding and its number (arabic or roman), or the
 *  word alone, then a dash or a colon. The words: prompts/severities.txt's counter nouns (counterNouns). */
export const COUNTER = lazyRegExp(() => {
  const c = counterNouns();
  // ("F1 —", "#2:": an id's letter and a number sign count as the words with a number only do.)
  return new RegExp(`^(?:(?:${inOrder(c.titled)})(?:[ \\t]{0,2}#?(?:\\d{1,4}[a-z]?|[ivxlc]{1,6})(?![\\p{L}\\p{N}]))?|(?:f|#|${inOrder(c.numbered)})[ \\t]{0,2}#?\\d{1,4}[a-z]?(?![\\p{L}\\p{N}]))[ \\t]{0,2}(?:[—–―]|-[ \\t]|[:：])[ \\t]{0,4}(?=\\S)`, 'iu');
  // (Every counter is followed by a dash or a colon: a heading with neither never makes the pattern.)
}, (t) => /[—–―\-:：]/.test(t));

/** COUNTER's kin for the counter nouns of Chinese and Japanese, their number in either numerals, optional. */
export const CJK_COUNTER = lazyRegExp(() => new RegExp(`^(?:${inOrder(counterNouns().cjk)})[ \\t]{0,2}[一二三四五六七八九十百\\d]{0,4}[ \\t]{0,2}[:：—–][ \\t]{0,4}(?=\\S)`, 'u'));

/** A heading that is a counter and a title ("Issue 1: Cache key …", "问题一：签名校验用了旧密钥"): one finding's
 *  title, never a findings section, though its counter word names one. */
export function counterTitled(heading: string): boolean {
  // "### Finding 1", "### Comment 2" alone: one finding's heading too (its title is the text under it).
  if (BARE_COUNTER.test(heading) && /\d|[一二三四五六七八九十]|(?<![\p{L}])[ivxlc]{1,6}[ \t]*[:：.)]?[*_]*[ \t]*$/iu.test(heading)) return true;
  const h = heading.replace(/^[^\p{L}\p{N}]{0,12}/u, '');
  const m = COUNTER.exec(h) ?? CJK_COUNTER.exec(h);
  return m !== null && /\d|[一二三四五六七八九十]|[ivxlc]{1,6}[ \t]*[:：—–-]/iu.test(m[0]) && h.slice(m[0].length).trim().length > 0;
}

/** A heading counterTitled says titles one finding, without its counter ("Vuln 2: Path traversal" -> "Path traversal",
 *  "问题二：缓存泄漏" -> "缓存泄漏"); any other text as it is, its leading marks aside. */
export function withoutCounter(heading: string): string {
  const h = heading.replace(/^[^\p{L}\p{N}]{0,12}/u, '');
  const m = counterTitled(h) ? (COUNTER.exec(h) ?? CJK_COUNTER.exec(h)) : null;
  return m ? h.slice(m[0].length) : h;
}

/** The counter noun of a heading counterTitled says titles one finding ("vuln" of "Vuln 2: XSS: `a.py:4`"), lower
 *  case; undefined for any other heading. Two headings counted by one noun are entries of one series. */
export function counterNoun(heading: string): string | undefined {
  if (!counterTitled(heading)) return undefined;
  const h = heading.replace(/^[^\p{L}\p{N}]{0,12}/u, '');
  // (Up to its number: "问题一：…" and "问题二：…" share 问题.)
  return /^\p{L}+?(?=[\s\d#:：—–-]|[一二三四五六七八九十百]|$)/u.exec(h)?.[0].toLowerCase();
}

let work: Set<string> | undefined;
/** A heading counterTitled says titles one finding whose counter counts findings ("Vuln 1: …", "Issue 2 — …", "问题一："),
 *  not work or parts of the text ("Task 3: …", "Step 2: …"; severities.txt's work counter nouns). */
export function findingCounterTitled(heading: string): boolean {
  const noun = counterNoun(heading);
  return noun !== undefined && !(work ??= new Set(keyedLists(readPrompt('severities.txt'), ['work counter noun'] as const)['work counter noun'])).has(noun);
}

/** A line that is only a counter: "Comment 1", "**Finding 2:**", "Issue #3", "Kommentar 4", "问题一", "コメント 5". */
export const BARE_COUNTER = lazyRegExp(
  () => new RegExp(`^[^\\p{L}\\p{N}]{0,8}(?:${inOrder(counterNouns().bare)})[ \\t]{0,2}#?(?:\\d{1,4}|[ivxlc]{1,6}|[一二三四五六七八九十]{1,3})[ \\t]*[:：.)]?[*_]{0,2}[ \\t]*$`, 'iu'),
  // (A line holding none of the counter nouns never makes the pattern.)
  holdsFolded(() => counterNouns().bare.map((w) => w.toLowerCase())),
);

const COUNTER_KEYS = ['counter noun', 'numbered counter noun', 'title counter noun', 'numbered title counter noun', 'bare counter noun'] as const;
let nouns: { titled: string[]; numbered: string[]; cjk: string[]; bare: string[] } | undefined;
/** The counter nouns of prompts/severities.txt (one list, each word once, keyed by where it counts), as the three
 *  patterns above read them: before a title with or without a number (`titled`), with a number only (`numbered`),
 *  Chinese and Japanese (`cjk`, their number always optional), and alone on a line with a number (`bare`). */
export function counterNouns(): { titled: string[]; numbered: string[]; cjk: string[]; bare: string[] } {
  if (nouns) return nouns;
  const l = keyedLists(readPrompt('severities.txt'), COUNTER_KEYS);
  const spaced = (ws: string[]) => ws.filter((w) => !hasCjk(w));
  return (nouns = {
    titled: spaced([...l['counter noun'], ...l['title counter noun']]),
    numbered: spaced([...l['numbered counter noun'], ...l['numbered title counter noun']]),
    cjk: [...l['counter noun'], ...l['numbered counter noun'], ...l['title counter noun'], ...l['numbered title counter noun']].filter(hasCjk),
    bare: [...l['counter noun'], ...l['numbered counter noun'], ...l['bare counter noun']],
  });
}
/** Words as an alternation, each escaped. */
const inOrder = (ws: readonly string[]): string => ws.map(escapeRegExp).join('|');
