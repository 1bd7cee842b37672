// The one sentence splitter of the brief readers (QA 40 class 4): a copied rule or pointer is a whole sentence, never
// a fragment cut at a stop that ends none. A sentence ends at a stop (. ! ?, with `;` also a clause's when asked)
// followed by a blank or the end, after any closing marks (emphasis, a code span's tick, a bracket, a quote):
// "**Never `pkill -f`.** Use …" ends after the bold. A CJK stop (。！？．) ends one wherever it stands. None ends
// inside a code span ("`.../kinuv-lambda/`", "`/arc/home/tb/.local/bin/gh`"), a link or URL, a bracket that closes on
// the same text ("(`/opt/conda/bin/gh` missing; do not …)"), a path, a version or a number ("v1.2.3", "3.12",
// "20.05.2026": no blank after their dots), nor after an abbreviation of prompts/headings.txt (sentence.abbrev: "e.g.",
// "z. B.", "т. е."; sentence.abbrevNumber before a number: "No. 5", "Nr. 3"). Pure but for reading the word list once.

import { escapeRegExp } from './keyed-words.js';
import { headingLists } from './headings.js';

export interface SentenceSpan {
  /** Offset of the sentence's first character (blanks before it skipped). */
  at: number;
  /** Offset just past its last character (blanks after it dropped). */
  end: number;
  text: string;
}

/** (The full-width full stop "．" too, as some Japanese writers close sentences, "…現状メモ．次に …"; not after a digit,
 *  "１．概要", "3．5": a number or a numbering.) */
const CJK_STOP = '。！？．';
const numberStop = (text: string, i: number) => text[i] === '．' && /[0-9０-９]/.test(text[i - 1] ?? '');
/** Marks that may close after a stop: emphasis, a code span, a bracket, quotes. */
const CLOSERS = '*_`)]}"\'”’»」』）';
const isBlank = (c: string | undefined) => c === undefined || c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\u00a0' || c === '\u3000';

let abbrev: RegExp | null | undefined;

/** The abbreviations' stops as one sticky pattern tried at a stop: the stop of any part of an abbreviation of
 *  sentence.abbrev, the parts before it written before and those after it after (a blank between optional); the
 *  stop of sentence.abbrevNumber's before a number. Made on first use.
 *
 *  One lookbehind with one word boundary, `(?<=(?<![\p{L}\p{N}])(?:BEFORE(?=\.AFTER)|…))\.`, rather than one
 *  `(?<=(?<![\p{L}\p{N}])BEFORE)\.(?=AFTER)` per part (78 of them): the same stops (a lookahead inside the
 *  lookbehind looks on from the stop, as the one after `\.` did), but V8 compiles each `[\p{L}\p{N}]` under /iu
 *  to a large Unicode class, and 78 copies cost ~45 ms of CPU the first time any sentence was split (new --body,
 *  return --body, lint of a return), ~2 ms as one. Parts are grouped by what must follow them. */
function abbrevAt(): RegExp | null {
  if (abbrev !== undefined) return abbrev;
  const byAhead = new Map<string, string[]>();
  const lists = headingLists(['sentence.abbrev', 'sentence.abbrevNumber'] as const);
  for (const [key, words] of Object.entries(lists)) {
    const number = key === 'sentence.abbrevNumber';
    for (const raw of words) {
      const parts = raw.replace(/\s+/g, '').split('.').filter(Boolean).map(escapeRegExp);
      if (!parts.length) continue;
      for (let j = 0; j < parts.length; j++) {
        const before = parts.slice(0, j + 1).join('\\.\\s?');
        const after = parts.slice(j + 1).map((p) => `\\s?${p}\\.`).join('');
        // What must follow the stop, looked at from the stop itself (so it opens with the stop).
        const ahead = after ? `(?=\\.${after})` : number ? '(?=\\.[ \\t]*\\d)' : '';
        const group = byAhead.get(ahead);
        if (group) group.push(before);
        else byAhead.set(ahead, [before]);
      }
    }
  }
  if (!byAhead.size) return (abbrev = null);
  const alts = [...byAhead].map(([ahead, befores]) => `(?:${befores.join('|')})${ahead}`);
  return (abbrev = new RegExp(`(?<=(?<![\\p{L}\\p{N}])(?:${alts.join('|')}))\\.`, 'iuy'));
}

/** Whether the stop at `i` closes an abbreviation ("e.g.", the "z." and "B." of "z. B.", "No." before a number). */
function abbreviationStop(text: string, i: number): boolean {
  const re = abbrevAt();
  if (!re) return false;
  re.lastIndex = i;
  return re.test(text);
}

/** Where a span opened at `i` ends (just past it), or -1: a code span (its run of ticks closed by the same run), a
 *  link's target or a bracket closed within 400 characters on the same text, a URL or an autolink. */
function skipAt(text: string, i: number): number {
  const c = text[i]!;
  if (c === '`') {
    let k = i;
    while (text[k] === '`') k++;
    const run = text.slice(i, k);
    const close = text.indexOf(run, k);
    if (close < 0) return -1;
    // (A longer run is no close of this one.)
    let e = close + run.length;
    if (text[e] === '`') {
      const re = new RegExp(`(?<!\`)${run}(?!\`)`, 'g');
      re.lastIndex = k;
      const m = re.exec(text);
      if (!m) return -1;
      e = m.index + run.length;
    }
    return e;
  }
  if (c === '(' || c === '[' || c === '（') {
    const open = c;
    const close = c === '(' ? ')' : c === '[' ? ']' : '）';
    let depth = 0;
    for (let k = i; k < text.length && k - i < 400; k++) {
      const d = text[k];
      if (d === '`') {
        const e = skipAt(text, k);
        if (e > 0) {
          k = e - 1;
          continue;
        }
      }
      if (d === open) depth++;
      else if (d === close && --depth === 0) return k + 1;
      else if (d === '\n' && text[k + 1] === '\n') return -1;
    }
    return -1;
  }
  if (c === '<') {
    const m = /^<[a-z][a-z0-9+.-]*:[^\s<>]*>/i.exec(text.slice(i, i + 400));
    return m ? i + m[0].length : -1;
  }
  if ((text.startsWith('http', i) || text.startsWith('www.', i)) && (i === 0 || !/[\p{L}\p{N}]/u.test(text[i - 1]!))) {
    const m = /^(?:https?:\/\/|www\.)[^\s<>"'`]+/i.exec(text.slice(i, i + 600));
    if (!m) return -1;
    // (A URL's last stop or closing bracket is the sentence's, "see https://x.org/a.")
    return i + m[0].replace(/[.,;:!?)\]]+$/, '').length;
  }
  return -1;
}

/** Whether the emphasis mark or tick at `at` (a run of "*", "_" or "`") opens rather than closes: the sentence from
 *  `start` holds an even number of runs of that mark before it, none left open ("…clone ではない）．`.gitignore` で除外．":
 *  the tick opens the next sentence's code span). Other closers (a bracket, a quote) close. */
function opensNext(text: string, start: number, at: number): boolean {
  const c = text[at]!;
  if (c !== '*' && c !== '_' && c !== '`') return false;
  // (Counted before the run `at` stands in: "**" is one mark, read from its first character or its second.)
  let from = at;
  while (from > start && text[from - 1] === c) from--;
  let runs = 0;
  for (let k = start; k < from; k++) if (text[k] === c && text[k - 1] !== c) runs++;
  return runs % 2 === 0;
}

/** How a text is split: `semicolon`, a `;` (and `；`) before a blank ends a clause too; `marks`, closing marks after a
 *  stop go with it ("**Never `pkill -f`.** Use …" ends after the bold); without, a stop must stand before the blank,
 *  so a bold lead stays with the sentence it opens ("**Goal.** Bring the docs over …", the pointer readers'). */
export interface SplitOptions {
  semicolon?: boolean;
  marks?: boolean;
}

/** The sentences of a text with their offsets (SplitOptions; a boolean is `semicolon`, marks kept with the stop). A
 *  text with no stop is one sentence. */
export function sentenceSpans(text: string, how: boolean | SplitOptions = false): SentenceSpan[] {
  const semicolon = typeof how === 'boolean' ? how : how.semicolon === true;
  const marks = typeof how === 'boolean' ? true : how.marks !== false;
  const out: SentenceSpan[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const t = raw.trim();
    if (t) out.push({ at: start + lead, end: start + lead + t.length, text: t });
    start = end;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '`' || c === '(' || c === '[' || c === '（' || c === '<' || c === 'h' || c === 'w') {
      const e = skipAt(text, i);
      if (e > i) {
        i = e - 1;
        continue;
      }
    }
    if ((CJK_STOP.includes(c) && !numberStop(text, i)) || (semicolon && c === '；')) {
      let k = i + 1;
      while (k < text.length && (CJK_STOP.includes(text[k]!) || CLOSERS.includes(text[k]!))) {
        // (An emphasis run the sentence never opened opens the next one: "…着手順。**3・4 …**" cuts before the "**".)
        if (opensNext(text, start, k)) break;
        k++;
      }
      push(k);
      i = k - 1;
      continue;
    }
    if (c === '.' || c === '!' || c === '?' || (semicolon && c === ';')) {
      let k = i;
      while (k < text.length && '.!?'.includes(text[k]!)) k++;
      if (c === ';') k = i + 1;
      let e = k;
      while (marks && e < text.length && CLOSERS.includes(text[e]!) && !opensNext(text, start, e)) e++;
      if (!isBlank(text[e])) {
        i = k - 1;
        continue;
      }
      // (An abbreviation's stop, a lone stop after the run: "e.g. the", "z. B. die".)
      if (c === '.' && k === i + 1 && e === k && e < text.length && abbreviationStop(text, i)) continue;
      push(e);
      i = e - 1;
    }
  }
  push(text.length);
  return out;
}

/** The sentences of a text (see sentenceSpans). */
export const splitSentences = (text: string, how: boolean | SplitOptions = false): string[] => sentenceSpans(text, how).map((s) => s.text);

/** A line with the rest of its last sentence when that sentence goes on in the lines after it (a paragraph wrapped:
 *  "**Do not** `git stash`," / "`git checkout`, or move files …: an agent did that."): the line, a blank, and the
 *  following lines' text up to the first sentence end (three lines at most). `following` are the lines of the same
 *  paragraph after it. */
export function withRunOn(line: string, following: readonly string[]): string {
  const own = line.trimEnd();
  if (!own || !following.length) return line;
  const spans = sentenceSpans(own);
  const last = spans[spans.length - 1];
  if (!last || /[.!?。！？][*_`)\]"'”’»]*$/u.test(last.text) || /[:：]$/.test(last.text)) return line;
  let joined = own;
  for (const next of following.slice(0, 3)) {
    const t = next.trim();
    if (!t) break;
    const at = joined.length + 1;
    joined = `${joined} ${t}`;
    const s = sentenceSpans(joined).find((x) => x.end > at - 1 && x.at < at);
    if (s && s.end < joined.length) return joined.slice(0, s.end);
    if (/[.!?。！？][*_`)\]"'”’»]*$/u.test(t)) return joined;
  }
  return line;
}
