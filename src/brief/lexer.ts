// marked's block lexer, as every markdown reader here gets it: loaded on first use, with a tokenizer that
// asks a cheap question before five of marked's rules, and reads an HTML comment block itself.
//
// Why: most of the first lex of a document is V8 compiling marked's regular expressions, each on its first
// use, and five of them are large (blockquote, HTML, link definition, table, setext heading: 250 to 1,300
// characters each). marked tries every rule at every block, so each is compiled even for a document that
// has no such block. Each check below is a necessary condition of its rule (the rule's pattern cannot
// match unless the check holds), so where a check fails marked's own rule would have failed too, and the
// tokens are the same; where it holds, marked's rule decides. test/unit/lexer.test.ts compares the tokens
// with plain marked's on generated documents built from the lines these rules care about.
// Measured (npm run bench, `lint` and `new --body`): the first lex of a brief with none of those blocks
// takes a third of the time it took; a document that has them pays as before.
//
// marked is loaded by a synchronous require of its ESM build (supported by Node >= 20.19, as the engines
// field requires), so commands that never read markdown never load it; dist/cli.js may compile its UMD
// build in its place (src/boot.cts).

import { createRequire } from 'node:module';
import type { Lexer, Token, Tokenizer, Tokens } from 'marked';
import { lazyRegExp } from './lazy-regexp.js';

type Marked = typeof import('marked');

let marked: Marked | undefined;
let Checked: (new () => Tokenizer) | undefined;

/** A line that could underline a setext heading ("===", "---"). */
const UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;
/** A line a setext heading's text cannot run over: blank, a list item, an ATX heading, a quote, a fence,
 *  a thematic break of * or _ (one of - is an underline, tested first). */
const STOP = /^(?:\s*$| {0,3}(?:[*+-] |\d{1,9}[.)] |#{1,6}(?:\s|$)|>|`{3,}|~{3,}|([*_])(?:[ \t]*\1){2,}[ \t]*$))/;
/** A line that may end a paragraph for a rule not covered by STOP (HTML, a table's delimiter row):
 *  marked's own rule decides. Without this, a long run of such lines with no blank line would be scanned
 *  again from each paragraph in it. "**Bold:** text" is neither: it is read past. */
const UNSURE = /^ {0,3}(?:[<|]|[-:][-: ]*\|)/;

/**
 * Whether a setext heading can start at the top of `src`: some line after the first is an underline
 * before a line the heading's text cannot run over. Linear in the lines it reads, which the paragraph
 * rule (tried next) then takes, so a document is read about once more in all.
 */
export function maySetext(src: string): boolean {
  return setextStop(src) < 0;
}

/** Lines the setext check has read since the process started: a work counter, so a test can hold the
 *  lexing of a long list item to linear without a clock (test/unit/lexer.test.ts). */
export let setextLinesRead = 0;
/** Text tokens made inside list items (each one marked merges copies the token's text so far). */
export let textTokensMade = 0;

/**
 * maySetext's scan: -1 when a setext heading may start at the top of `src`, else how many characters of
 * `src` are left from the line that stopped the scan (0: it ran to the end). Every start of a later line
 * above that one would be read over the same lines to the same stop.
 */
function setextStop(src: string): number {
  for (let at = src.indexOf('\n'); at !== -1; ) {
    setextLinesRead++;
    const next = src.indexOf('\n', at + 1);
    const line = src.slice(at + 1, next === -1 ? src.length : next);
    if (UNDERLINE.test(line)) return -1;
    if (STOP.test(line)) return src.length - at - 1;
    if (UNSURE.test(line)) return -1;
    at = next;
  }
  return 0;
}

/** A table needs its second line to be a delimiter row: only "|", ":", "-" and spaces, at least one "-"
 *  ("|---|:-:|", "--- | ---"); a list item under a paragraph ("- x") is not one. */
const TABLE = /^ *[^\n ][^\n]*\n {0,3}[|: -]*-[|: -]*(?:\n|$)/;

const COMMENT_START = /^ {0,3}<!--/;
const BLANK = /^[ \t]*$/;

/**
 * An HTML comment block, as marked's HTML rule reads one: from "<!--" to the first "-->" (or "<!-->",
 * "<!--->", or the end of the text), the rest of that line and the line breaks after it, less trailing
 * blank lines when there are more than one (marked's own trim). Every document the tool writes opens with
 * its marker comment; marked would compile its HTML rule (~1,300 characters) to read it. No other
 * alternative of that rule can match where "<!--" starts, so the token is the one marked makes.
 */
function htmlComment(src: string): Tokens.HTML | undefined {
  const open = COMMENT_START.exec(src);
  if (!open) return undefined;
  const at = open[0].length;
  let end: number;
  if (src[at] === '>') end = at + 1;
  else if (src.startsWith('->', at)) end = at + 2;
  else {
    const close = src.indexOf('-->', at);
    end = close === -1 ? src.length : close + 3;
  }
  const lineEnd = src.indexOf('\n', end);
  let stop = lineEnd === -1 ? src.length : lineEnd;
  while (src.charCodeAt(stop) === 10) stop++;
  let raw = src.slice(0, stop);
  const lines = raw.split('\n');
  let last = lines.length - 1;
  while (last >= 0 && BLANK.test(lines[last]!)) last--;
  if (lines.length - last > 2) raw = lines.slice(0, last + 1).join('\n');
  return { type: 'html', block: true, raw, pre: false, text: raw };
}

/** A line only a paragraph's text can start with (blocks.ts isProseLine): a letter, a digit that begins
 *  no ordered-list marker, "**" before a word, one backtick, "(". */
const PROSE = lazyRegExp(() => /^(?:[\p{L}\p{M}]|\p{N}(?!\p{N}*[.)])|\*\*(?=[^\s*])|`(?!``)|\()/u);
/** Marker characters run into a word ("-----BEGIN", "--flag", "#123", "*args", "=x"): no bullet (it needs
 *  white space after one mark), thematic break, setext underline, ATX heading or table delimiter row. */
const MARKS = /^[-*+_=:#]+[^-*+_=:#\s|]/;
const WHITE = /^\s/;
const LINE_BREAK = /[\r\u2028\u2029]/;

/**
 * A line no block rule of marked can start on, nor read as a table's delimiter row or a setext underline,
 * nor as blank: inert text. Letters and prose; marker characters run into a word; "[x] …" whose bracket
 * closes on the line without a ":" after it (no link definition); most other punctuation. Not: white space
 * first (code, blank), a list marker, ">", "<", "|", a fence, a "[label]:", a line holding \r, U+2028 or U+2029.
 */
export function inertLine(line: string): boolean {
  // A line break JavaScript's "." does not cross (marked's setext rule reads a heading's text with it):
  // the rule may fail above such a line and match below it.
  if (line === '' || LINE_BREAK.test(line)) return false;
  const c = line.charCodeAt(0);
  if ((c | 32) >= 97 && (c | 32) <= 122) return true;
  if (c >= 128) return !WHITE.test(line);
  if (c >= 48 && c <= 57) return !/^\d{1,9}[.)](?:\s|$)/.test(line);
  switch (line[0]) {
    case '-': case '*': case '+': case '_': case '=': case ':': case '#':
      return MARKS.test(line) || PROSE.test(line);
    case '[':
      return /^\[[^[\]\\\n]*\](?!:)/.test(line);
    case '`':
      return !line.startsWith('```');
    case '~':
      return !line.startsWith('~~~');
    case '!': case '"': case '$': case '%': case '&': case "'": case '(': case ')': case ',': case '.': case '/':
    case ';': case '?': case '@': case '\\': case '^': case '{': case '}': case ']':
      return true;
    default:
      return false; // white space, control characters, ">", "<", "|"
  }
}

/**
 * The end of the text token marked would build from the top of `src` one line at a time (its `text` rule
 * inside a list item), when that is more than the first line: the first line and each next one that is
 * inert (inertLine), as long as the line after it is inert, empty or the end. At such a line no rule
 * before `text` can match (none starts on an inert line; a table needs a delimiter row below; a setext
 * heading would have been found at the first line, whose scan reads over the same lines), so marked would
 * merge it into the same token. -1 when only the first line is certain.
 */
export function textRunEnd(src: string): number {
  let end = src.indexOf('\n');
  if (end === -1 || !inertLine(src.slice(0, end))) return -1;
  let taken = -1;
  for (;;) {
    const next = src.indexOf('\n', end + 1);
    const line = src.slice(end + 1, next === -1 ? src.length : next);
    if (!inertLine(line)) return taken;
    if (next === -1) return src.length;
    const after = src.indexOf('\n', next + 1);
    const below = src.slice(next + 1, after === -1 ? src.length : after);
    // The line is taken when the one below cannot make it a table's header (nor anything else).
    if (below !== '' && !inertLine(below)) return taken;
    taken = end = next;
  }
}

/**
 * A list of the plainest shape, as marked would read it, or undefined to let marked read it: at the top
 * level, lines "- text" (one bullet, "-", "*" or "+", at the left edge, one space, then prose: a letter first,
 * an inert line (inertLine), no tab, no white space at its end) one after another, then the end of the
 * text, or blank lines and a line that starts at the left edge with neither white space nor this bullet.
 * marked reads each such item as one `text` token (its own block lexer run on the item's text, every rule
 * tried); a 1 MiB brief has thousands of them. Any other line in or right after the list (a lazy
 * continuation, an indented line, a nested list, a task box, a second bullet kind, a blank line between
 * items, which makes the list loose) and marked reads it. Returns each item's text and the list's length.
 * test/unit/lexer.test.ts holds the tokens equal to plain marked's on generated lists and their neighbours.
 */
export function plainList(src: string): { items: string[]; end: number } | undefined {
  const bullet = src.charCodeAt(0);
  if (bullet !== 45 && bullet !== 42 && bullet !== 43) return undefined; // - * +
  const items: string[] = [];
  let at = 0;
  for (;;) {
    // The line at `at` is an item: bullet, one space, prose.
    if (src.charCodeAt(at) !== bullet || src.charCodeAt(at + 1) !== 32) return undefined;
    const nl = src.indexOf('\n', at);
    const end = nl === -1 ? src.length : nl;
    const text = src.slice(at + 2, end);
    if (!plainItemText(text)) return undefined;
    items.push(text);
    if (nl === -1 || nl === src.length - 1) return { items, end };
    const next = nl + 1;
    if (src.charCodeAt(next) === bullet) {
      at = next;
      continue;
    }
    if (src.charCodeAt(next) !== 10) return undefined; // a lazy line or anything else right below
    // Blank lines (empty ones only), then the end or a line that ends the list.
    let k = next;
    while (src.charCodeAt(k) === 10) k++;
    if (k >= src.length) return { items, end };
    const c = src.charCodeAt(k);
    if (c === bullet || c === 32 || c === 9 || c === 13 || WHITE.test(src[k]!)) return undefined;
    return { items, end };
  }
}

/** An item's text plainList takes: prose on one line, nothing marked could read as a block inside it. */
function plainItemText(text: string): boolean {
  const c = text.charCodeAt(0);
  if (!((c | 32) >= 97 && (c | 32) <= 122) && !(c >= 128)) return false;
  return inertLine(text) && !text.includes('\t') && !WHITE.test(text[text.length - 1]!);
}

function checkedTokenizer(base: Marked['Tokenizer']): new () => Tokenizer {
  return class extends base {
    /** Inside a list item marked reads a paragraph as one `text` token per line, merged into the last one,
     *  re-copying the whole token's text at every line (quadratic in a long item). A run of inert lines is
     *  the same token read at once: the merged token (raw, text, inline queue) is the one marked builds. */
    /** A plain list (plainList) built as marked builds it: the list, its items, one text token each. */
    override list(src: string) {
      const plain = this.lexer.state.top ? plainList(src) : undefined;
      if (!plain) return super.list(src);
      const items: Tokens.ListItem[] = [];
      let at = 0;
      plain.items.forEach((text, i) => {
        const last = i === plain.items.length - 1;
        const raw = last ? src.slice(at, plain.end) : src.slice(at, at + text.length + 3);
        at += raw.length;
        textTokensMade++;
        const token: Tokens.Text = { type: 'text', raw: text, text, tokens: this.lexer.inline(text) };
        items.push({ type: 'list_item', raw, task: false, loose: false, text, tokens: [token] });
      });
      // (What marked's own reading leaves: the setext memo cleared by the last item's lexing.)
      this.noSetext = undefined;
      return { type: 'list' as const, raw: src.slice(0, plain.end), ordered: false, start: '' as const, loose: false, items };
    }
    override text(src: string) {
      textTokensMade++;
      const end = this.lexer.state.top ? -1 : textRunEnd(src);
      if (end <= 0) return super.text(src);
      const raw = src.slice(0, end);
      return { type: 'text' as const, raw, text: raw, tokens: this.lexer.inline(raw) };
    }
    override blockquote(src: string) {
      return /^ {0,3}>/.test(src) ? super.blockquote(src) : undefined;
    }
    override html(src: string) {
      if (!/^ {0,3}</.test(src)) return undefined;
      return htmlComment(src) ?? super.html(src);
    }
    override def(src: string) {
      return /^ {0,3}\[/.test(src) ? super.def(src) : undefined;
    }
    override table(src: string) {
      return TABLE.test(src) ? super.table(src) : undefined;
    }
    /** Where the last scan that found no setext heading stopped, inside a list item's text (below). */
    private noSetext: { token: Token; left: number } | undefined;
    override lheading(src: string) {
      // Inside a list item (state.top false) marked reads a paragraph one line at a time, merging each into
      // the same text token, and tries this rule at every line: without the memo an item of n lines costs
      // n scans to its end. While that token is still the last one, src is a later suffix of the text the
      // memo was made on (one loop of blockTokens; a new loop starts its own token list), so a start above
      // the stopping line reads the same lines to the same stop.
      const state = this.lexer.state;
      const last = state.lastToken;
      const merging = !state.top && last?.type === 'text';
      if (merging && this.noSetext?.token === last && src.length > this.noSetext.left) return undefined;
      const left = setextStop(src);
      if (left < 0) return super.lheading(src);
      this.noSetext = merging ? { token: last, left } : undefined;
      return undefined;
    }
  };
}

export function loadMarked(): Marked {
  return (marked ??= createRequire(import.meta.url)('marked') as Marked);
}

/** A block lexer for one document (GitHub-flavoured, as marked's defaults). */
export function newLexer(): Lexer {
  const m = loadMarked();
  Checked ??= checkedTokenizer(m.Tokenizer);
  return new m.Lexer({ gfm: true, tokenizer: new Checked() });
}

/** The block tokens of `src`, without the inline pass (emphasis, links: never needed by the readers). */
export function blockTokens(src: string): Token[] {
  return newLexer().blockTokens(src, []);
}
