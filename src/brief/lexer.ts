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
  for (let at = src.indexOf('\n'); at !== -1; ) {
    const next = src.indexOf('\n', at + 1);
    const line = src.slice(at + 1, next === -1 ? src.length : next);
    if (UNDERLINE.test(line)) return true;
    if (STOP.test(line)) return false;
    if (UNSURE.test(line)) return true;
    at = next;
  }
  return false;
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

function checkedTokenizer(base: Marked['Tokenizer']): new () => Tokenizer {
  return class extends base {
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
    override lheading(src: string) {
      return maySetext(src) ? super.lheading(src) : undefined;
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
