// One heading matcher for lint, `new --body` and `return --body`: which section a hand-written heading
// fills, and which words in a title say "brief" or "return". The phrases are data (prompts/headings.txt,
// several languages); this module normalises headings and phrases the same way and scores a match.

import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { promptsDir, readPrompt } from '../paths.js';
import { withoutFormat } from './invisible.js';
import { keyedLists } from './keyed-words.js';
import { lazyRegExp } from './lazy-regexp.js';

// Read directly (not through io/data.ts, which imports lint, which imports this: an import cycle).

export interface Phrase {
  /** Normalised words (Latin, Cyrillic, ...). */
  words: string[];
  /** The normalised phrase without spaces, for Chinese and Japanese (matched as a substring). */
  flat: string;
  cjk: boolean;
  /** How many words it had before `words.ignore` dropped some (absent: as many as `words`). */
  n?: number;
  /** A CJK heading's normalised text with its blanks (where its words end), when it has any. */
  spaced?: string;
}

/** area.key (e.g. "brief.firstStep", "return.findings", "title.brief") -> phrases. */
export type HeadingTable = Map<string, Phrase[]>;

const CJK = lazyRegExp(() => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u);

/** "tests" -> "test", "fixes" -> "fixe", "priorities" -> "priority": both sides get the same stem. */
function stem(w: string): string {
  if (w.length > 4 && w.endsWith('ies')) return w.slice(0, -3) + 'y';
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

const cache = new Map<string, string>();

/**
 * A heading as words: lower case, emphasis and code marks gone, leading numbering and emoji gone ("2.",
 * "F1.", "A.", "一、", "🎯"), a trailing parenthetical and colon gone, punctuation as spaces. Invisible
 * format characters (Unicode Cf: zero-width space and joiners, word joiner, a stray BOM, bidi marks) are
 * dropped first: text copied from a chat window carries them inside words ("Out\u200bcome").
 */
export function normalizeHeading(h: string): string {
  let n = cache.get(h);
  if (n !== undefined) return n;
  if (cache.size > 5000) cache.clear();
  // (Turkish's dotted capital İ lower-cases to "i" and a combining dot, which is no letter: "SIRADAKİ İŞ" would fall
  // apart into "siradaki", "i", "ş". Read as the "i" it is.)
  n = NON_ASCII.test(h) ? normalizeUnicode(h.replace(DOTTED_I, 'I')) : normalizeAscii(h);
  cache.set(h, n);
  return n;
}

const NON_ASCII = /[^\x00-\x7f]/;
const DOTTED_I = /\u0130/g;

/**
 * normalizeHeading for a heading of ASCII only (most headings, every English one): the same steps with
 * ASCII classes. NFKC and the Cf characters change nothing in ASCII, and there \p{L}\p{N} is [a-z0-9]
 * once lower-cased. The Unicode classes cost V8 a millisecond or more to compile in every command that
 * reads markdown; this path never needs them. test/unit/headings.ascii.test.ts holds both paths equal.
 */
function normalizeAscii(h: string): string {
  let s = h.toLowerCase().replace(/[*_`~]+/g, ' ').trim();
  for (let i = 0; i < 3; i++) {
    s = s
      .replace(/^[^a-z0-9]+/, '')
      .replace(/^(?:\d+(?:\.\d+)*[.):]?|[ivx]+[.)]|[a-z][.)]|[a-z]\d+[.):]?)(?=\s|$|[^a-z0-9])/, '')
      .trim();
  }
  return withoutTrailingGroup(s.replace(/:\s*$/, ''))
    .replace(/:\s*$/, '')
    .replace(/'/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const CJK_ENUMERATOR = /^[一二三四五六七八九十百〇零]{1,4}[、.)]/u;

function normalizeUnicode(h: string): string {
  let s = withoutFormat(h.normalize('NFKC')).toLowerCase().replace(/[*_`~]+/g, ' ').trim();
  for (let i = 0; i < 3; i++) {
    s = s
      .replace(/^[^\p{L}\p{N}]+/u, '')
      .replace(/^(?:\d+(?:\.\d+)*[.):]?|[ivx]+[.)]|[a-z][.)]|[a-z]\d+[.):]?)(?=\s|$|[^\p{L}\p{N}])/u, '')
      // A CJK numeral ends in its own mark, the name right after it (no blank): "一、背景", "(一)背景"
      // (NFKC made "（一）" that, the bracket went above), "二．目标".
      .replace(CJK_ENUMERATOR, '')
      .trim();
  }
  s = withoutTrailingGroup(s.replace(/[:：]\s*$/, ''))
    .replace(/[:：]\s*$/, '')
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return s;
}

const OPENERS = '(（[';
const CLOSERS = ')）]';

/** "Dead ends (each with why)" -> "Dead ends": a trailing parenthetical, from the first opening bracket
 *  with no closing one after it. One backward scan (a regex for it is quadratic on runs of "(" or blanks). */
function withoutTrailingGroup(s: string): string {
  const t = s.trimEnd();
  if (!CLOSERS.includes(t.charAt(t.length - 1))) return s;
  let open = -1;
  for (let i = t.length - 2; i >= 0; i--) {
    const c = t.charAt(i);
    if (CLOSERS.includes(c)) break;
    if (OPENERS.includes(c)) open = i;
  }
  return open < 0 ? s : t.slice(0, open).trimEnd();
}

const phrases = new Map<string, Phrase>();
const PHRASES_KEPT = 100_000;

export function toPhrase(text: string): Phrase {
  let p = phrases.get(text);
  if (p) return p;
  // (Cleared only past many more than a document of thousands of headings holds: a return of 5,000 "### F-n"
  // headings cleared it on every pass over them, and made every phrase again, perf17.)
  if (phrases.size > PHRASES_KEPT) phrases.clear();
  p = makePhrase(text);
  phrases.set(text, p);
  return p;
}

function makePhrase(text0: string): Phrase {
  // An elided article is no part of the word after it ("Rapport d'audit", "L'objectif", "Pistes
  // d'amélioration", "Analisi dell'errore"): without it, "daudit" would match no phrase.
  const text = text0.replace(ELISION, '$1').replace(DOTTED_I, 'I');
  // Plain words (every phrase of the data file, most headings) skip the markup passes of normalizeHeading.
  const norm = NON_ASCII.test(text)
    ? /^[\p{L}\p{N} '’-]+$/u.test(text) && !/^\d/.test(text) ? text.toLowerCase().replace(/['’]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim() : normalizeHeading(text)
    : /^[A-Za-z0-9 '-]+$/.test(text) && !/^\d/.test(text) ? text.toLowerCase().replace(/'/g, '').replace(/[^a-z0-9]+/g, ' ').trim() : normalizeHeading(text);
  const cjk = NON_ASCII.test(norm) && CJK.test(norm);
  const all = foldLatin(norm).split(' ').filter(Boolean);
  // Words between others that say nothing of a section ("Descripción del problema", "Description of the
  // problem"): prompts/headings.txt's `words.ignore`. A first word stays ("La suite", "The ask" are
  // phrases of their own; "Test suite" is not "la suite").
  const skip = ignoredWords();
  const words = all.filter((w, i) => i === 0 || !skip.has(w));
  const spaced = foldLatin(norm);
  return {
    words: words.map(stem),
    flat: spaced.replace(/\s+/g, ''),
    cjk,
    ...(words.length !== all.length ? { n: all.length } : {}),
    ...(cjk && spaced.includes(' ') ? { spaced } : {}),
  };
}

/** A French or Italian elided article before a word: "d'", "l'", "qu'", "dell'", "un'" (not "don't"). */
const ELISION = lazyRegExp(
  () => /(^|[^\p{L}'’])(?:[dl]|qu|jusqu|lorsqu|puisqu|dell|dall|nell|sull|all|quell|un)['’](?=\p{L})/giu,
  (t) => t.includes("'") || t.includes('’'),
);

/** CJK letters in a word; asked of ASCII first, so a heading of ASCII words never builds the CJK pattern (its
 *  Unicode script classes are ~0.5 ms to compile). */
const hasCjk = (w: string): boolean => NON_ASCII.test(w) && CJK.test(w);

const LATIN_WITH_MARKS = /[\u00c0-\u024f\u1e00-\u1eff]/;

/**
 * Latin letters without their accents: "decisões" -> "decisoes", "próximos" -> "proximos", "nächste" ->
 * "nachste". People type headings without accents (a keyboard without them, a habit), so a phrase and a
 * heading are compared folded, both sides alike. Only marks on a Latin letter go: Japanese voiced marks
 * (が) and Cyrillic letters (й) keep theirs. Turkish's dotless ı is an i too: a heading in capitals, "SIRADAKİ İŞ",
 * lower-cases its I to "i", where the words are written "sıradaki iş".
 */
export function foldLatin(s: string): string {
  if (!LATIN_WITH_MARKS.test(s)) return s;
  return s.normalize('NFD').replace(/([a-z])[\u0300-\u036f]+/g, '$1').normalize('NFC').replace(/\u0131/g, 'i');
}

let ignored: Set<string> | undefined;
/** The `words.ignore` line of prompts/headings.txt: articles and the like, in the seven languages (from
 *  the build's table when it is current, so the text itself need not be read). */
function ignoredWords(): Set<string> {
  if (ignored) return ignored;
  headingTable();
  return (ignored ??= new Set(ignoreLine(headingText())));
}

function ignoreLine(text: string): string[] {
  const m = /^words\.ignore[ \t]*:(.*)$/m.exec(text);
  return (m?.[1] ?? '').split(',').map((w) => w.trim().toLowerCase()).filter(Boolean);
}

let text: string | undefined;
/** prompts/headings.txt, read once (the table and the ignored words both come from it). */
function headingText(): string {
  return (text ??= readPrompt('headings.txt'));
}

/** prompts/headings.txt: `area.key: phrase, phrase` lines; `#` comments. */
export function parseHeadingTable(text: string): HeadingTable {
  const table: HeadingTable = new Map();
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const m = /^([\w]+\.[\w]+)\s*:\s*(.*)$/.exec(line);
    if (!m) continue;
    const list = table.get(m[1]!) ?? [];
    for (const p of m[2]!.split(',')) if (p.trim()) list.push(toPhrase(p.trim()));
    table.set(m[1]!, list);
  }
  return table;
}

/** `area.key` -> its phrases as written (the lines of parseHeadingTable, not normalised yet). */
function rawTable(text: string): Map<string, string[]> {
  const raw = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const m = /^\s*([\w]+\.[\w]+)\s*:\s*(.*)$/.exec(line);
    if (!m) continue;
    const list = raw.get(m[1]!) ?? [];
    for (const p of m[2]!.split(',')) if (p.trim()) list.push(p.trim());
    raw.set(m[1]!, list);
  }
  return raw;
}

/** The shipped table: phrases by key, normalised on first use, so only `get` is offered (a LazyTable
 *  has no keys to list or count until each was asked for). */
export interface HeadingLookup {
  get(key: string): Phrase[] | undefined;
  /** The phrases of `key` that can score against a heading of these words: those whose first word is one of
   *  them, and the CJK ones (matched on their flat form) when a word holds CJK letters. Never to be changed. */
  candidates?(key: string, words: readonly string[]): Phrase[];
}

/** One phrase of a key as the table holds it (its text, or its build-encoded form), and how to read it. */
interface PhraseSource<T> {
  decode(item: T): Phrase;
  /** The first normalised word, "" for a phrase without words (it never scores), null for a CJK one. */
  firstWord(item: T): string | null;
}

/**
 * A key's phrases grouped for headingScore. A phrase that is not CJK scores only where its first word is
 * one of the heading's words (phraseScore needs all its words in a run), so a heading is scored against
 * the few phrases that start with one of its words, not the key's hundreds, and only those are decoded.
 * Exact: the same best score (test/unit/heading-index.test.ts).
 */
class PhraseIndex<T> {
  private readonly byFirst = new Map<string, T[]>();
  private readonly decoded = new Map<string, Phrase[]>();
  private readonly cjkItems: T[] = [];
  private cjk: Phrase[] | undefined;
  /** Thai, Lao, Khmer, Burmese phrases: they score where a heading's first word starts with them (spacelessHead). */
  private readonly seaItems: T[] = [];
  private sea: Phrase[] | undefined;
  constructor(
    items: readonly T[],
    private readonly source: PhraseSource<T>,
  ) {
    for (const item of items) {
      const w = source.firstWord(item);
      if (w === null) this.cjkItems.push(item);
      else if (w) {
        if (NON_ASCII.test(w) && SPACELESS_SEA.test(w)) this.seaItems.push(item);
        const list = this.byFirst.get(w);
        if (list) list.push(item);
        else this.byFirst.set(w, [item]);
      }
    }
  }
  candidates(words: readonly string[]): Phrase[] {
    // (A CJK phrase scores only against a heading holding its letters, so a heading of Latin words skips them; and the
    // lists are joined only when two or more apply, not copied once per word: a document of 5,000 headings asked
    // this ~180,000 times, and the copies were a third of its time in the collector.)
    let first: Phrase[] | undefined = words.some(hasCjk) ? (this.cjk ??= this.cjkItems.map((x) => this.source.decode(x))) : undefined;
    let out: Phrase[] | undefined;
    const head = words[0];
    if (this.seaItems.length && head !== undefined && NON_ASCII.test(head) && SPACELESS_SEA.test(head)) {
      const sea = (this.sea ??= this.seaItems.map((x) => this.source.decode(x)));
      if (!first) first = sea;
      else (out ??= first.slice()).push(...sea);
    }
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      if (words.indexOf(w) !== i) continue;
      let list = this.decoded.get(w);
      if (!list) {
        const items = this.byFirst.get(w);
        if (!items) continue;
        this.decoded.set(w, (list = items.map((x) => this.source.decode(x))));
      }
      if (!first) first = list;
      else (out ??= first.slice()).push(...list);
    }
    return out ?? first ?? NONE;
  }
}
const NONE: Phrase[] = [];

/** The table, each key's phrases normalised (or decoded) on first use, and indexed for headingScore on
 *  first use: a brief needs the brief's keys, a return its own. */
class LazyTable<T> {
  private readonly lists = new Map<string, Phrase[]>();
  private readonly indexes = new Map<string, PhraseIndex<T>>();
  private readonly scans = new Map<string, { asked: number; found: Map<string, Phrase[]> }>();
  constructor(
    private readonly itemsOf: (key: string) => readonly T[] | undefined,
    private readonly source: PhraseSource<T>,
    /** A key's phrases as the build encoded them, one string (ENCODED only): searched before it is indexed. */
    private readonly encodedOf?: (key: string) => string | undefined,
  ) {}
  get(key: string): Phrase[] | undefined {
    let list = this.lists.get(key);
    if (!list) {
      const items = this.itemsOf(key);
      if (!items) return undefined;
      this.lists.set(key, (list = items.map((x) => this.source.decode(x))));
    }
    return list;
  }
  candidates(key: string, words: readonly string[]): Phrase[] {
    let index = this.indexes.get(key);
    if (!index) {
      const encoded = this.encodedOf?.(key);
      if (encoded !== undefined) {
        let scan = this.scans.get(key);
        if (!scan) this.scans.set(key, (scan = { asked: 0, found: new Map() }));
        const found = scan.asked++ < SEARCHES_BEFORE_INDEX ? searchedCandidates(encoded, words, scan.found) : undefined;
        if (found) return found;
      }
      this.indexes.set(key, (index = new PhraseIndex(this.itemsOf(key) ?? [], this.source)));
    }
    return index.candidates(words);
  }
}

/**
 * How many headings a key of the build's table is scored for by searching its encoded phrases before it is
 * indexed. Why: indexing a key reads every one of its phrases, interpreted (hundreds a key; `new` scored its
 * brief's title against every return key to tell a brief from a return, ~6,000 phrases for one heading), while
 * a search for ",word" in the key's one string is native and finds only the phrases that start with the word.
 * A document of many headings asks each key often and is indexed after these.
 */
const SEARCHES_BEFORE_INDEX = 24;

/**
 * PhraseIndex.candidates, found by searching `encoded` (a key's phrases as encodePhrase wrote them, joined by
 * commas) for each word: the same phrases, in the same order. Undefined where the index is needed: a heading with
 * CJK letters (the CJK phrases score on their flat form) or one opening in Thai, Lao, Khmer or Burmese.
 * `found` keeps each word's phrases.
 */
function searchedCandidates(encoded: string, words: readonly string[], found: Map<string, Phrase[]>): Phrase[] | undefined {
  const head = words[0];
  if (words.some(hasCjk) || (head !== undefined && NON_ASCII.test(head) && SPACELESS_SEA.test(head))) return undefined;
  let first: Phrase[] | undefined;
  let out: Phrase[] | undefined;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (words.indexOf(w) !== i) continue;
    let list = found.get(w);
    if (!list) found.set(w, (list = phrasesOpeningWith(encoded, w)));
    if (!list.length) continue;
    if (!first) first = list;
    else (out ??= first.slice()).push(...list);
  }
  return out ?? first ?? NONE;
}

/** The phrases of `encoded` whose first word is `word` (ENCODED.firstWord), in their order, decoded. */
function phrasesOpeningWith(encoded: string, word: string): Phrase[] {
  const list: Phrase[] = [];
  // No first word is empty, holds what ends one, or opens with the CJK mark.
  if (!word || word.startsWith('*') || NOT_IN_FIRST_WORD.test(word)) return list;
  const take = (start: number) => {
    const end = start + word.length;
    if (end < encoded.length && !' |#,'.includes(encoded[end]!)) return; // a longer word
    const next = encoded.indexOf(',', end);
    list.push(decodePhrase(encoded.slice(start, next < 0 ? encoded.length : next)));
  };
  if (encoded.startsWith(word)) take(0);
  const needle = `,${word}`;
  for (let at = encoded.indexOf(needle); at !== -1; at = encoded.indexOf(needle, at + 1)) take(at + 1);
  return list;
}
const NOT_IN_FIRST_WORD = /[ |#,]/;

/** Phrases as written in prompts/headings.txt: normalised to be indexed (the build has done it for dist/). */
const WRITTEN: PhraseSource<string> = {
  decode: toPhrase,
  firstWord: (text) => {
    const p = toPhrase(text);
    return p.cjk ? null : (p.words[0] ?? '');
  },
};

/** Phrases as the build encoded them (encodePhrase): the first word is read without decoding the rest. */
const ENCODED: PhraseSource<string> = {
  decode: decodePhrase,
  firstWord: (s) => {
    if (s.startsWith('*')) return null;
    const end = s.search(WORD_END);
    return end < 0 ? s : s.slice(0, end);
  },
};

/** Where an encoded phrase's first word ends. (A search, not a loop over the characters: a key's index reads
 *  hundreds of phrases at start, interpreted, and a brief's keys are ~6,000 of them.) */
const WORD_END = /[ |#]/;

/** The shipped table normalised by the build (.ci/bundle.mjs), in dist/ beside the bundle's chunks. It is
 *  read from beside this module, so only the built CLI uses it: src/ (the unit tests) always normalises
 *  the text itself, and a change to the normaliser is never tested against a table the last build made. */
export const HEADING_TABLE_FILE = 'headings.table';

/** The build's copy of the prompts/headings.txt it normalised, beside the table: the table is used only
 *  while the shipped file holds these very bytes. */
export const HEADING_SOURCE_FILE = 'headings.source.txt';

/**
 * The table normalised: what the build writes. Per key one string of its phrases, comma-separated, each
 * "words with spaces", "*" before a CJK one, "|flat" when its flat form is not its words run together, "#n"
 * when words.ignore dropped some of its words; and the ignored words themselves.
 *
 * Laid out to be read a key at a time: a first line of JSON (the ignored words, the word lists of LISTED_KEYS,
 * and where each key's string lies: [start, end] in bytes after that line), then the keys' strings, UTF-8, one
 * after another. Why: a command asks a few of the ~250 keys (`new` from flags 16, `lint` of a brief ~20, of a
 * return ~90), and the table as one JSON document was decoded and parsed whole by every command that reads a
 * heading: ~350 KB, nearly every key with non-ASCII phrases, so the text and every string two bytes a character
 * (~17 M instructions and ~1.3 MB of fresh memory of `new`, callgrind).
 */
export function headingTableFile(text: string): string {
  const keys: Record<string, [number, number]> = {};
  const strings: string[] = [];
  let at = 0;
  for (const [key, texts] of rawTable(text)) {
    const encoded = texts.map((t) => encodePhrase(toPhrase(t))).join(',');
    const bytes = Buffer.byteLength(encoded);
    keys[key] = [at, at + bytes];
    strings.push(encoded);
    at += bytes;
  }
  return `${JSON.stringify({ ignore: ignoreLine(text), lists: keyedLists(text, LISTED_KEYS), keys })}\n${strings.join('')}`;
}

/** A table file (headingTableFile) as the lookup reads it: each key's string decoded when first asked for. */
function parseTableFile(bytes: Buffer): BuiltTable {
  const nl = bytes.indexOf(0x0a);
  if (nl < 0) throw new Error('not a heading table');
  const head = JSON.parse(bytes.toString('utf8', 0, nl)) as { ignore: string[]; lists?: BuiltTable['lists']; keys: Record<string, [number, number]> };
  const body = nl + 1;
  const decoded = new Map<string, string>();
  const encoded = (key: string): string | undefined => {
    let s = decoded.get(key);
    if (s === undefined) {
      if (!Object.hasOwn(head.keys, key)) return undefined;
      const [start, end] = head.keys[key]!;
      decoded.set(key, (s = bytes.toString('utf8', body + start, body + end)));
    }
    return s;
  };
  return { ignore: head.ignore, lists: head.lists, encoded };
}

/**
 * The keys of prompts/headings.txt that readers take as word lists (keyedLists: lower case, as written) rather than
 * as heading phrases: closing lines, abbreviations that do not end a sentence, the words some group headings are
 * told by. The build writes them beside the table (headingTableFile), so a reader that needs one does not read,
 * decode and check the whole ~360 KB file for it: `lint` of any brief reads the closing lines (closing-trailer.ts),
 * and that was ~35 M instructions of a run (callgrind), a tenth of what `lint` of 100 KiB adds to `node -e ""`.
 */
export const LISTED_KEYS = [
  'closing.end',
  'closing.signoff',
  'closing.valediction',
  'closing.generated',
  'sentence.abbrev',
  'sentence.abbrevNumber',
  'return.findings',
  'return.declined',
  'return.ruledOut',
  'snapshot.root',
  'snapshot.scratch',
  'snapshot.scratchHeading',
  'snapshot.part',
  'snapshot.title',
  'brief.doneTag',
] as const;
export type ListedKey = (typeof LISTED_KEYS)[number];

/** The word lists of `keys` (keyedLists of prompts/headings.txt), from the build's table while it is current, else
 *  from the text. Each call gets arrays of its own (callers sort them). */
export function headingLists<K extends ListedKey>(keys: readonly K[]): Record<K, string[]> {
  const lists = builtFile()?.lists;
  if (lists && keys.every((k) => Array.isArray(lists[k]))) return Object.fromEntries(keys.map((k) => [k, lists[k]!.slice()])) as Record<K, string[]>;
  return keyedLists(headingText(), keys);
}

/** The words of one listed key (headingLists). */
export const headingWords = (key: ListedKey): string[] => headingLists([key])[key];

function encodePhrase(p: Phrase): string {
  const words = p.words.join(' ');
  return `${p.cjk ? '*' : ''}${words}${p.flat !== p.words.join('') ? `|${p.flat}` : ''}${p.n !== undefined ? `#${p.n}` : ''}`;
}

function decodePhrase(s: string): Phrase {
  const m = /^(\*?)([^|#]*)(?:\|([^#]*))?(?:#(\d+))?$/.exec(s)!;
  const words = m[2] ? m[2].split(' ') : [];
  return { words, flat: m[3] ?? words.join(''), cjk: m[1] === '*', ...(m[4] ? { n: Number(m[4]) } : {}) };
}

/**
 * The build's normalised table, if it was made from exactly the shipped file (else the text is
 * normalised here: ~2,500 phrases in a dozen languages cost a few ms of every command that reads
 * headings). Each key's phrases are decoded when first asked for.
 *
 * Why a copy compared byte for byte (Buffer.equals, memcmp) and not a digest: the file is ~210 KB, and a
 * hash of it in JavaScript runs interpreted at start (a command lives too short for V8 to compile the
 * loop): ~1.7 ms of every command that reads a heading. Reading the copy and comparing costs ~0.2 ms.
 */
function prebuilt(): HeadingLookup | undefined {
  const built = builtFile();
  if (!built) return undefined;
  ignored ??= new Set(built.ignore);
  return lookupOf(built);
}

let built: BuiltTable | null | undefined;
/** The build's table file, read once, or null when there is none or it was not made from the shipped text. */
function builtFile(): BuiltTable | null {
  if (built !== undefined) return built;
  try {
    if (!sameBytes(new URL(HEADING_SOURCE_FILE, import.meta.url), join(promptsDir(), 'headings.txt'))) return (built = null);
    return (built = parseTableFile(readFileSync(new URL(HEADING_TABLE_FILE, import.meta.url))));
  } catch {
    return (built = null);
  }
}

/** Whether two files hold the same bytes, compared a window at a time (two small buffers, not two ~210 KB
 *  ones: each fresh page of memory is a page fault). */
function sameBytes(a: URL, b: string): boolean {
  const fa = openSync(a, 'r');
  try {
    const fb = openSync(b, 'r');
    try {
      if (fstatSync(fa).size !== fstatSync(fb).size) return false;
      const x = Buffer.allocUnsafe(WINDOW);
      const y = Buffer.allocUnsafe(WINDOW);
      for (let at = 0; ; ) {
        const n = readFully(fa, x, at);
        if (readFully(fb, y, at) !== n || !x.subarray(0, n).equals(y.subarray(0, n))) return false;
        if (n < WINDOW) return true;
        at += n;
      }
    } finally {
      closeSync(fb);
    }
  } finally {
    closeSync(fa);
  }
}
const WINDOW = 32 * 1024;

/** Bytes of `fd` from `at` into `buf` until it is full or the file ends; how many. */
function readFully(fd: number, buf: Buffer, at: number): number {
  let n = 0;
  for (let r; n < buf.length && (r = readSync(fd, buf, n, buf.length - n, at + n)) > 0; ) n += r;
  return n;
}

interface BuiltTable {
  ignore: string[];
  /** A key's phrases as one encoded string ('' for a key with none), or undefined for a key the table lacks. */
  encoded: (key: string) => string | undefined;
  /** LISTED_KEYS' word lists (absent from a table an older build wrote). */
  lists?: Partial<Record<string, string[]>>;
}

/** The lookup over a table the build wrote (headingTableFile's text), not checked against the text. */
export function builtTable(file: string): HeadingLookup {
  return lookupOf(parseTableFile(Buffer.from(file, 'utf8')));
}

function lookupOf({ encoded }: BuiltTable): HeadingLookup {
  return new LazyTable(
    (key) => {
      const s = encoded(key);
      return s === undefined ? undefined : s ? s.split(',') : [];
    },
    ENCODED,
    encoded,
  );
}

let table: HeadingLookup | undefined;
/** The shipped table, read once (it is data, like a constant). */
export function headingTable(): HeadingLookup {
  if (table) return table;
  table = prebuilt();
  if (table) return table;
  const raw = rawTable(headingText());
  return (table = new LazyTable((key) => raw.get(key), WRITTEN));
}

/** Where the words of `needle` stand together in `hay`, from `from` on; -1 when they do not. */
export function indexOfRun(hay: readonly string[], needle: readonly string[], from = 0): number {
  outer: for (let i = from; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** Whether a phrase stands in a text as whole words (by its letters run together in a script written
 *  without spaces, or where the text is one): the containment phraseScore scores. */
export function holdsPhrase(text: Phrase, p: Phrase): boolean {
  return p.cjk || text.cjk ? p.flat !== '' && text.flat.includes(p.flat) : p.words.length > 0 && indexOfRun(text.words, p.words) >= 0;
}

/** Whether a text holds a phrase of one area.key of prompts/headings.txt anywhere, as whole words
 *  (holdsPhrase): "Next steps for the team" holds return.plan's "next steps". */
export function holdsKeyPhrase(text: Phrase, key: string, t: HeadingLookup = headingTable()): boolean {
  return (t.get(key) ?? []).some((p) => holdsPhrase(text, p));
}

/**
 * How well a heading matches a phrase: 4 equal, 3 starts with it, 2 contains it as whole words (a
 * one-word phrase only in a heading of at most two words), 0 not at all; plus a little for longer
 * phrases, so the most specific phrase wins.
 */
export function phraseScore(heading: Phrase, p: Phrase): number {
  // (A phrase of letters in a heading that mixes scripts, "Excellon 钻孔解析", matches a word of it, not any run of
  // its letters: the Polish "cel" is no part of "Excellon"; "todo" still names "TODO列表".)
  if (p.cjk || heading.cjk) {
    if (!p.flat) return 0;
    if (p.cjk ? !heading.flat.includes(p.flat) || (heading.flat !== p.flat && !heldAsHead(heading, p)) : !holdsLetters(heading.flat, p.flat)) return 0;
    return (heading.flat === p.flat ? 4 : heading.flat.startsWith(p.flat) ? 3 : 2) + p.flat.length / 100;
  }
  if (!p.words.length) return 0;
  const at = indexOfRun(heading.words, p.words);
  if (at < 0) return spacelessHead(heading, p);
  const bonus = p.words.length / 100;
  if (heading.words.length === p.words.length) return 4 + bonus;
  // (A one-word phrase in a longer heading is a sentence's word, counting the ignored words too: "Fix the
  // pager" is a title, not the Fix section. A return's heading built around a role's noun, "Corrective acceptance
  // evidence", is read by role-nouns.ts from its own data, not here.)
  // (Not so in Thai, Lao, Khmer, Burmese, where a blank ends a phrase, not a word: "เป้าหมาย และ ขอบเขต" starts with the goal.)
  if (p.words.length === 1 && (heading.n ?? heading.words.length) > 2) return at === 0 ? spacelessHead(heading, p) : 0;
  return (at === 0 ? 3 : 2) + bonus;
}

/**
 * A phrase of Thai, Lao, Khmer or Burmese against a heading that does not hold it as whole words: these scripts
 * write no blank between words (a blank ends a phrase or clause), so "เป้าหมายและขอบเขตที่ผู้ใช้ยืนยัน" (goal and scope
 * the user confirmed) is one "word". Their nouns put the head first and what qualifies it after ("เป้าหมายของโครงการ",
 * the goal of the project), so a heading that starts with the phrase is named by it (3, as a Latin heading starting
 * with one); one that holds it only further on does not ("ทบทวนเป้าหมาย", review the goal, is no goal section). 0 for
 * other scripts, whose words are split by blanks.
 */
function spacelessHead(heading: Phrase, p: Phrase): number {
  if (!NON_ASCII.test(p.flat) || !SPACELESS_SEA.test(p.flat) || !heading.flat.startsWith(p.flat)) return 0;
  return 3 + p.flat.length / 100;
}
/** Scripts written without blanks between words that are not CJK (those read as a whole flat heading). */
const SPACELESS_SEA = lazyRegExp(() => /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u);

/**
 * Whether a phrase written without spaces (Chinese, Japanese) stands in a heading as a word's head, not as letters
 * inside another name. Only a bare noun can be such letters: a phrase of Han characters (no numeral) or of katakana
 * alone, which those languages join to the next noun to qualify it ("背景效果与主题" are background effects,
 * "特殊价格规则基础版" a feature, "メモリリーク" no memo). A phrase with a numeral or ordinal ("第一步" in "第一步先跑基准")
 * or with kana that inflect or join ("次にやる" in "次にやる候補") closes itself and names the section wherever it
 * stands. A bare noun names it where one of the heading's words ends with it (its numbering, punctuation and blanks:
 * "项目背景", "背景：…"), before a particle ("背景について") or before a word that joins or only qualifies it
 * (prompts/headings.txt `words.cjkAfterHead`: "背景与目标", "约束说明").
 */
export function heldAsHead(heading: Phrase, p: Phrase): boolean {
  if (!BARE_NOUN.test(p.flat)) return true;
  const run = p.flat;
  const flat = heading.flat;
  const ends = wordEnds(heading);
  for (let at = flat.indexOf(run); at >= 0; at = flat.indexOf(run, at + 1)) {
    const end = at + run.length;
    if (ends.has(end) || HIRAGANA.test(flat.charAt(end)) || afterHead().some((w) => flat.startsWith(w, end))) return true;
  }
  return false;
}
/** A noun a script without spaces joins to the next one: Han characters without a numeral, or katakana alone. */
const BARE_NOUN = lazyRegExp(() => /^(?:(?![一二三四五六七八九十百千万〇零两兩第])\p{Script=Han})+$|^[\p{Script=Katakana}ー]+$/u);
const HIRAGANA = lazyRegExp(() => /^\p{Script=Hiragana}/u);

/** Where the words of a heading end in its flat form (its blanks: numbering and punctuation became blanks). */
function wordEnds(h: Phrase): Set<number> {
  let ends = endsOf.get(h);
  if (ends) return ends;
  ends = new Set([h.flat.length]);
  const spaced = h.spaced ?? h.flat;
  for (let i = 0, n = 0; i < spaced.length; i++) {
    if (spaced[i] === ' ') ends.add(n);
    else n++;
  }
  endsOf.set(h, ends);
  return ends;
}
const endsOf = new WeakMap<Phrase, Set<number>>();

let tails: string[] | undefined;
/** prompts/headings.txt `words.cjkAfterHead`, flat. */
function afterHead(): string[] {
  return (tails ??= (headingTable().get('words.cjkAfterHead') ?? []).map((p) => p.flat).filter(Boolean));
}

/** Whether a run of letters stands in a text as a word of its own: no letter or digit of the same kind right
 *  before or after it ("todo" in "todo列表", not "cel" in "excellon钻孔解析"). */
function holdsLetters(text: string, run: string): boolean {
  const word = /[\p{L}\p{N}]/u;
  const own = (c: string | undefined) => c !== undefined && word.test(c) && !CJK.test(c);
  for (let at = text.indexOf(run); at >= 0; at = text.indexOf(run, at + 1)) if (!own(text[at - 1]) && !own(text[at + run.length])) return true;
  return false;
}

/** The best score of a heading against the phrases of one area.key (0: no match). */
export function headingScore(heading: string, key: string, t: HeadingLookup = headingTable()): number {
  // (Kept per table, key and heading: the readers ask the same headings the same keys on each pass, perf17. Two
  // maps, not one keyed by key and heading joined: that string, made on every call, was most of what a document
  // of thousands of headings left to the collector.)
  let byKey = scores.get(t);
  if (!byKey) scores.set(t, (byKey = new Map()));
  let kept = byKey.get(key);
  if (!kept) byKey.set(key, (kept = new Map()));
  const known = kept.get(heading);
  if (known !== undefined) return known;
  const h = toPhrase(heading);
  let best = 0;
  for (const p of (!h.cjk && t.candidates?.(key, h.words)) || t.get(key) || []) best = Math.max(best, phraseScore(h, p));
  if (kept.size > PHRASES_KEPT) kept.clear();
  kept.set(heading, best);
  return best;
}
const scores = new WeakMap<HeadingLookup, Map<string, Map<string, number>>>();

