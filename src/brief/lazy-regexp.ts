// A regular expression made on first use, for the module-level patterns of the readers.
//
// Why: V8 parses a regular expression when it is created, not when it is first run, and a Unicode class
// (\p{L}, \p{N}, a script) makes that parse cost ~1 M instructions (ICU builds the class's ranges, case
// folding closes over them). A module-level `const X = /…\p{L}…/u` is created when the module loads, so
// every command that loads the readers paid for every such pattern, used or not: `lint` of a brief never
// runs most of the findings reader's. Measured with callgrind on `lint` of the bench's 100 KiB brief.
//
// The object stands in for the RegExp everywhere the readers use one: test, exec, lastIndex, source and
// flags, and String's replace, split, match, matchAll and search (which call the Symbol methods). It is
// held equal to the plain RegExp by test/unit/lazy-regexp.test.ts.
//
// `mayMatch`, when given, is a cheap necessary condition: a text it refuses cannot match, so the pattern
// is neither made nor run for it (a pattern built from a hundred phrases of prompts/ costs ~5 ms to
// compile; most texts hold none of its words). It must never refuse a text the pattern matches.

export function lazyRegExp(make: () => RegExp, mayMatch?: (text: string) => boolean): RegExp {
  return new LazyRegExp(make, mayMatch) as unknown as RegExp;
}

/**
 * What lazyRegExp returns. The methods live once on this class's prototype (whose own prototype is
 * RegExp.prototype, so `instanceof RegExp` holds); an instance holds only its maker, its condition and the
 * pattern once made, in private fields. Why a class: the readers' chunks make ~130 of these when they load
 * (`lint` of any brief), and each used to be an object with 19 properties of its own and ~20 closures:
 * ~3 KB of young objects apiece that every scavenge of the run copied (they live as long as the process).
 */
class LazyRegExp {
  readonly #make: () => RegExp;
  readonly #mayMatch: ((text: string) => boolean) | undefined;
  #re: RegExp | undefined;

  constructor(make: () => RegExp, mayMatch: ((text: string) => boolean) | undefined) {
    this.#make = make;
    this.#mayMatch = mayMatch;
  }

  #get(): RegExp {
    return (this.#re ??= this.#make());
  }

  /** Whether the condition refuses `s` (so the pattern is neither made nor run for it). */
  #refuses(s: string): boolean {
    return this.#mayMatch !== undefined && !this.#mayMatch(s);
  }

  // What the pattern gives for a text it cannot match: no match (a failed global or sticky search also
  // sets lastIndex back to 0; a pattern not made yet is at 0 already), the text unchanged, one piece.
  #noMatch(): void {
    const re = this.#re;
    if (re && (re.global || re.sticky)) re.lastIndex = 0;
  }

  // (Two arguments at most, no rest array or spread: pull runs these for each of 80,000 findings.)
  exec(a: string): RegExpExecArray | null {
    const s = String(a);
    if (this.#refuses(s)) return this.#noMatch(), null;
    return this.#get().exec(a);
  }

  test(a: string): boolean {
    const s = String(a);
    if (this.#refuses(s)) return this.#noMatch(), false;
    return this.#get().test(a);
  }

  toString(): string {
    return this.#get().toString();
  }

  [Symbol.replace](a: string, b: never): string {
    const s = String(a);
    if (this.#refuses(s)) return s;
    return this.#get()[Symbol.replace](a, b);
  }

  [Symbol.split](a: string, limit?: number): string[] {
    const s = String(a);
    if (this.#refuses(s)) return limit === 0 ? [] : [s];
    return this.#get()[Symbol.split](a, limit);
  }

  [Symbol.match](a: string): RegExpMatchArray | null {
    if (this.#refuses(String(a))) return null;
    return this.#get()[Symbol.match](a);
  }

  [Symbol.matchAll](a: string): IterableIterator<RegExpMatchArray> {
    return this.#get()[Symbol.matchAll](a);
  }

  [Symbol.search](a: string): number {
    if (this.#refuses(String(a))) return -1;
    return this.#get()[Symbol.search](a);
  }

  get source(): string {
    return this.#get().source;
  }
  get flags(): string {
    return this.#get().flags;
  }
  get global(): boolean {
    return this.#get().global;
  }
  get ignoreCase(): boolean {
    return this.#get().ignoreCase;
  }
  get multiline(): boolean {
    return this.#get().multiline;
  }
  get sticky(): boolean {
    return this.#get().sticky;
  }
  get unicode(): boolean {
    return this.#get().unicode;
  }
  get dotAll(): boolean {
    return this.#get().dotAll;
  }
  get hasIndices(): boolean {
    return this.#get().hasIndices;
  }
  get lastIndex(): number {
    return this.#get().lastIndex;
  }
  set lastIndex(v: number) {
    this.#get().lastIndex = v;
  }
}
Object.setPrototypeOf(LazyRegExp.prototype, RegExp.prototype);

/**
 * A mayMatch for a pattern that matches one of `phrases` (lower case; words joined by blanks) where a
 * line, a sentence (after . ! ; 。) or a bracket opens, with blanks, quote marks, bullets and emphasis
 * between: does the text hold a phrase's first two words (blanks between) at such a place? Two, because
 * one is often an everyday word ("test" of "test edildi", "not" of "not verified"). Case is folded as the
 * i and u flags fold it (toLowerCase, and the two letters whose folding it does not give: ſ is s, ς is σ).
 */
export function opensWithWord(phrases: readonly string[], more = ''): (text: string) => boolean {
  // (`more`: further characters that open a place, for a pattern that also reads a clause: ", — –".)
  let openers: Set<string> | undefined; // (made on first use: OPENERS is declared below)
  const heads = new Map<string, { first: string; second?: string }>();
  for (const p of phrases) {
    const [first, second] = blankWords(p, 2);
    if (first) heads.set(`${first} ${second ?? ''}`, { first, second });
  }
  // The heads by their first word, and those by the word's first two letters (UTF-16 units; one for a word of
  // one): at a place only the words that can start there are tried, each once whatever the seconds after it. A
  // clause pattern's phrases are every clause word × writer × verb (hundreds of heads, a few dozen first
  // words), and pull reads the verification of every finding of a return (80,000 in the bench's fan-out), so
  // trying each head at each place cost more than the rest of reading a finding.
  type Word = { first: string; seconds: string[]; alone: boolean };
  const words = new Map<string, Word>();
  for (const { first, second } of heads.values()) {
    let w = words.get(first);
    if (!w) words.set(first, (w = { first, seconds: [], alone: false }));
    if (second === undefined) w.alone = true;
    else w.seconds.push(second);
  }
  const byStart = new Map<string, Word[]>();
  for (const w of words.values()) {
    const key = w.first.slice(0, 2);
    const list = byStart.get(key);
    if (list) list.push(w);
    else byStart.set(key, [w]);
  }
  const opensAt = (lower: string, j: number, list: Word[] | undefined): boolean => {
    if (!list) return false;
    for (const { first, seconds, alone } of list) {
      if (!lower.startsWith(first, j)) continue;
      if (alone) return true;
      let k = j + first.length;
      if (lower[k] !== ' ' && lower[k] !== '\t') continue;
      while (lower[k] === ' ' || lower[k] === '\t') k++;
      for (const second of seconds) if (lower.startsWith(second, k)) return true;
    }
    return false;
  };
  return (text) => {
    const lower = folded(text);
    openers ??= more ? new Set([...OPENERS, ...more]) : OPENERS;
    for (let i = -1; i < lower.length; i++) {
      if (i >= 0 && !openers.has(lower[i]!)) continue;
      let j = i + 1;
      while (j < lower.length && SKIPPED.has(lower[j]!)) j++;
      if (j >= lower.length) continue;
      if (opensAt(lower, j, byStart.get(lower.slice(j, j + 2))) || opensAt(lower, j, byStart.get(lower[j]!))) return true;
    }
    return false;
  };
}
/**
 * A mayMatch for a pattern that needs one of `phrases` (lower case) anywhere in the text: does the text hold a
 * phrase's first word, case folded as opensWithWord folds it? For a pattern whose label is common ("Status:")
 * but whose value is one of a long list of words: most texts never pay for compiling the list.
 */
export function holdsWord(phrases: readonly string[]): (text: string) => boolean {
  const firsts = [...new Set(phrases.map((p) => blankWords(p, 1)[0]).filter((w): w is string => w !== undefined))];
  return (text) => {
    const lower = folded(text);
    return firsts.some((w) => lower.includes(w));
  };
}

/**
 * The text case folded as the i and u flags fold it (toLowerCase, and the two letters whose folding it does not
 * give: ſ is s, ς is σ). The last text's folding is kept: the readers try many patterns' mayMatch on one text in
 * turn (a finding's verification, severity and title), and each folded it again.
 */
function folded(text: string): string {
  if (text !== lastText) {
    lastText = text;
    lastFolded = text.toLowerCase();
    if (lastFolded.includes('ſ')) lastFolded = lastFolded.replace(/ſ/g, 's');
    if (lastFolded.includes('ς')) lastFolded = lastFolded.replace(/ς/g, 'σ');
  }
  return lastFolded;
}
let lastText = '';
let lastFolded = '';

/**
 * A mayMatch for a pattern each of whose matches holds one of `parts` (lower case, taken as written, blanks
 * included): does the text, case folded as opensWithWord folds it, hold one of them?
 */
export function holdsPart(parts: readonly string[]): (text: string) => boolean {
  return (text) => {
    const lower = folded(text);
    return parts.some((p) => lower.includes(p));
  };
}

/**
 * A mayMatch for a pattern under the i and u flags each of whose matches holds one of `parts` (lower case, as
 * written): the text's lower case holds one, or the text has a letter whose lower case is not what the flags compare
 * (toLowerCase and toUpperCase disagree on it: "ſ", "µ", "ς", "ϐ", the Cyrillic variants U+1C80-1C88; "ß" and "ı" are
 * their own folds), and then the pattern itself decides. `parts` is read on first use (words of prompts/ loaded late).
 */
export function holdsFolded(parts: () => readonly string[]): (text: string) => boolean {
  let ps: readonly string[] | undefined;
  return (text) => {
    const lower = text.toLowerCase();
    if ((ps ??= parts()).some((p) => lower.includes(p))) return true;
    const rest = /[ßı]/.test(text) ? text.replace(/[ßı]/g, '') : text;
    return rest.toLowerCase() !== rest.toUpperCase().toLowerCase();
  };
}

/** Each phrase's first word, lower case: what a pattern built by phraseAlternation (blanks between words) needs. */
export const firstWords = (phrases: readonly string[]): string[] => [...new Set(phrases.map((p) => blankWords(p.toLowerCase(), 1)[0]).filter((w): w is string => w !== undefined))];

/**
 * The first `max` words of `phrase` split at blanks (spaces and tabs), as `phrase.split(/[ \t]+/).filter(Boolean)`
 * gives them, without a pattern: String's split with a pattern makes a sticky copy of it on every call and runs it at
 * every character, and the readers split thousands of phrases of prompts/ this way on each run.
 */
export function blankWords(phrase: string, max = Infinity): string[] {
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i <= phrase.length && out.length < max; i++) {
    const c = phrase[i];
    if (c === ' ' || c === '\t' || c === undefined) {
      if (start >= 0) out.push(phrase.slice(start, i));
      start = -1;
    } else if (start < 0) start = i;
  }
  return out;
}

/** Both mayMatch tests pass. */
export const bothMay = (a: (text: string) => boolean, b: (text: string) => boolean) => (text: string): boolean => a(text) && b(text);

const OPENERS = new Set(['\n', '\r', '\u2028', '\u2029', '.', '!', ';', '。', '[', '(', '（', '【', '［', '〔']);
const SKIPPED = new Set([' ', '\t', '>', '-', '*', '+', '_']);

/**
 * One alternation of many phrases, made only of the phrases a text can match: a phrase is tried on a text only when
 * each of its words (split at blanks and at `…`, case folded as opensWithWord folds it) stands somewhere in the text,
 * and the pattern of those phrases, in the list's order, is made once per such set. Its exec gives what the
 * alternation of every phrase gives (the leftmost match, and at that place the first phrase in the list's order): a
 * phrase the test leaves out cannot match at all.
 *
 * Why: a list of a hundred phrases under the i and u flags costs ~100 M instructions to compile, and the prose reader
 * (prose-outcome.ts) tries four such lists on the summing-up lines of every return, where most sentences hold no
 * phrase of them, or the words of one or two.
 */
export function phraseSubsetRegExp(phrases: readonly string[], toPattern: (phrase: string) => string, flags: string): { exec(text: string): RegExpExecArray | null; test(text: string): boolean } {
  const entries = phrases.map((p) => ({ words: [...new Set(foldWords(p).split(/[ \t]+|…/).filter(Boolean))], pattern: toPattern(p) }));
  const made = new Map<string, RegExp>();
  const exec = (text: string): RegExpExecArray | null => {
    const lower = folded(text);
    const fit: number[] = [];
    for (let i = 0; i < entries.length; i++) if (entries[i]!.words.every((w) => lower.includes(w))) fit.push(i);
    if (!fit.length) return null;
    const key = fit.join(',');
    let re = made.get(key);
    if (!re) made.set(key, (re = new RegExp(fit.map((i) => entries[i]!.pattern).join('|'), flags)));
    re.lastIndex = 0;
    return re.exec(text);
  };
  return { exec, test: (text) => exec(text) !== null };
}
const foldWords = (p: string): string => p.toLowerCase().replace(/ſ/g, 's').replace(/ς/g, 'σ');
