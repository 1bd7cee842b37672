// A small, fast block scanner: finds the headings of a markdown document the way CommonMark would,
// ignoring anything inside code fences, HTML comment blocks, front matter and list items.
// marked's lexer does this too, but takes ~190 ms on a 1 MiB document (it builds every block token);
// this does one pass over the lines. test/unit/blocks.test.ts checks it against marked.

export interface Heading {
  level: number;
  text: string;
  /** 0-based index of the heading's first line. */
  line: number;
  /** 0-based index of the first line after the heading (after a setext underline). */
  next: number;
}

export interface Blocks {
  lines: string[];
  headings: Heading[];
  /** 1 where the line is inside a fence (including the fence lines), HTML block or front matter. */
  literal: Uint8Array;
  /** [start, end) of YAML front matter, if the document opens with it. */
  frontMatter?: [number, number];
}

const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/;
const FENCE = /^([ \t]*)(`{3,}|~{3,})(.*)$/; // the indent is measured with indentOf (tabs count to the next stop of 4)
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
const LIST_ITEM = /^( {0,3})([-+*]|\d{1,9}[.)])([ \t]+|$)/;
const HTML_OPEN = /^ {0,3}<(!--|pre[\s>]|script[\s>]|style[\s>]|textarea[\s>]|\?|![A-Za-z]|!\[CDATA\[)/i;
const HTML_CLOSE: Record<string, RegExp> = {
  '!--': /-->/, pre: /<\/pre>/i, script: /<\/script>/i, style: /<\/style>/i, textarea: /<\/textarea>/i, '?': /\?>/, '!': />/, '![CDATA[': /\]\]>/,
};
// HTML blocks that end at a blank line: type 6 (block-level tag names; may interrupt a paragraph) and
// type 7 (any other complete tag alone on its line; may not).
const HTML_BLOCK6 =
  /^ {0,3}<\/?(?:address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul)(?:[ \t]|\/?>|$)/i;
const HTML_BLOCK7 =
  /^ {0,3}(?:<(?!(?:pre|script|style|textarea)[\s>])[A-Za-z][A-Za-z0-9-]*(?:[ \t]+[A-Za-z_:][\w.:-]*(?:[ \t]*=[ \t]*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?)*[ \t]*\/?>|<\/[A-Za-z][A-Za-z0-9-]*[ \t]*>)[ \t]*$/;
const THEMATIC = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

export function toLines(src: string): string[] {
  const text = src.charCodeAt(0) === 0xfeff ? src.slice(1) : src;
  return text.split(/\r\n|\r|\n/);
}

function indentOf(line: string): number {
  let n = 0;
  for (const ch of line) {
    if (ch === ' ') n += 1;
    else if (ch === '\t') n += 4 - (n % 4);
    else break;
  }
  return n;
}

const isBlank = (line: string) => line.trim() === '';

export function stripClosingHashes(text: string): string {
  // "Title ##" -> "Title"; "C#" stays; an escaped "\#" at the end is kept as a literal "#".
  const t = text.replace(/(^|[ \t])#+[ \t]*$/, '').trimEnd();
  return t.replace(/\\(#+)$/, '$1');
}

/** A backtick fence's info string may not contain a backtick (then it is inline code, not a fence). */
const isFenceOpener = (m: RegExpExecArray) => !(m[2]![0] === '`' && m[3]!.includes('`'));

/** The first line after the fence that opens on line `i` (its closing line included), inside a container indented by `base`. */
function fenceEnd(lines: string[], i: number, mark: string, base: number): number {
  const close = new RegExp(`^[ \\t]*${mark[0] === '`' ? '`' : '~'}{${mark.length},}[ \\t]*$`);
  for (let j = i + 1; j < lines.length; j++) {
    const l = lines[j]!;
    if (base > 0 && !isBlank(l) && indentOf(l) < base) return j; // the list item ended, and the fence with it
    if (close.test(l) && indentOf(l) - base <= 3) return j + 1;
  }
  return lines.length;
}

export function scanBlocks(src: string): Blocks {
  const lines = toLines(src);
  const literal = new Uint8Array(lines.length);
  const headings: Heading[] = [];
  let i = 0;
  let frontMatter: [number, number] | undefined;

  if (lines[0] !== undefined && /^---[ \t]*$/.test(lines[0])) {
    for (let j = 1; j < Math.min(lines.length, 400); j++) {
      if (/^(---|\.\.\.)[ \t]*$/.test(lines[j]!)) {
        frontMatter = [0, j + 1];
        literal.fill(1, 0, j + 1);
        i = j + 1;
        break;
      }
    }
  }

  let paraStart = -1; // first line of the current top-level paragraph, or -1
  let listIndent = -1; // content indent of the open list item, or -1 outside lists
  let quote = false; // the previous line belonged to a blockquote
  let itemPara = false; // a list item's paragraph is open, so a less indented text line is a lazy continuation

  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (isBlank(line)) {
      paraStart = -1;
      quote = false;
      itemPara = false;
      continue;
    }
    const ind = indentOf(line);
    if (listIndent >= 0 && ind < listIndent && !LIST_ITEM.test(line)) {
      const startsBlock = ATX.test(line) || FENCE.test(line) || THEMATIC.test(line) || SETEXT.test(line) || HTML_OPEN.test(line) || line.trimStart().startsWith('>');
      if (itemPara && !startsBlock) continue;
      listIndent = -1;
      itemPara = false;
    }
    const base = listIndent >= 0 && ind >= listIndent ? listIndent : 0;
    const rel = ind - base;

    const fence = rel <= 3 ? FENCE.exec(line) : null;
    if (fence && isFenceOpener(fence)) {
      const j = fenceEnd(lines, i, fence[2]!, base);
      literal.fill(1, i, j);
      i = j - 1;
      paraStart = -1;
      if (base > 0 && j < lines.length && !isBlank(lines[j]!) && indentOf(lines[j]!) < base) listIndent = -1;
      continue;
    }

    if (rel <= 3) {
      // HTML blocks of types 1-5 (comment, pre/script/style/textarea, <?, <!X, CDATA) may interrupt a paragraph.
      const html = HTML_OPEN.exec(line.slice(base));
      if (html) {
        const key = html[1]!.toLowerCase().replace(/[\s>]$/, '');
        const closeRe = HTML_CLOSE[key] ?? HTML_CLOSE[key.startsWith('![') ? '![CDATA[' : key[0] === '!' ? '!' : key]!;
        let j = i;
        const rest = line.slice(line.indexOf('<') + 1 + html[1]!.length);
        if (!closeRe.test(rest)) {
          for (j = i + 1; j < lines.length && !closeRe.test(lines[j]!); j++) {
            // Inside a list item the block ends with the item, like a fence does.
            if (base > 0 && !isBlank(lines[j]!) && indentOf(lines[j]!) < base) {
              j--;
              break;
            }
          }
        }
        literal.fill(1, i, Math.min(j + 1, lines.length));
        i = j;
        continue;
      }
    }

    if (rel <= 3) {
      const inner = line.slice(base);
      if (HTML_BLOCK6.test(inner) || (paraStart < 0 && !itemPara && HTML_BLOCK7.test(inner))) {
        let j = i + 1;
        while (j < lines.length && !isBlank(lines[j]!) && !(base > 0 && indentOf(lines[j]!) < base)) j++;
        literal.fill(1, i, j);
        i = j - 1;
        paraStart = -1;
        itemPara = false;
        continue;
      }
    }

    if (listIndent >= 0 && ind >= listIndent) {
      // Inside a list item: nested blocks are not the document's sections.
      itemPara = !(rel <= 3 && (ATX.test(line.slice(base)) || THEMATIC.test(line.slice(base))));
      continue;
    }

    const atx = ind <= 3 ? ATX.exec(line) : null;
    if (atx) {
      headings.push({ level: atx[1]!.length, text: stripClosingHashes(atx[2] ?? ''), line: i, next: i + 1 });
      paraStart = -1;
      listIndent = -1;
      quote = false;
      continue;
    }

    if (paraStart >= 0 && !quote && SETEXT.test(line)) {
      const text = lines.slice(paraStart, i).map((l) => l.trim()).join(' ');
      headings.push({ level: line.trim()[0] === '=' ? 1 : 2, text, line: paraStart, next: i + 1 });
      paraStart = -1;
      continue;
    }

    if (ind <= 3 && THEMATIC.test(line)) {
      paraStart = -1;
      listIndent = -1;
      continue;
    }

    const item = LIST_ITEM.exec(line);
    if (item && (paraStart < 0 || item[3] !== '')) {
      const contentCol = item[1]!.length + item[2]!.length + Math.max(1, Math.min(4, item[3]!.length || 1));
      listIndent = contentCol;
      paraStart = -1;
      quote = false;
      itemPara = item[3] !== '' && line.length > item[0].length;
      // A fence can open on the item's own line ("- ```js"); its body belongs to the item.
      const inner = item[3]!.length <= 4 ? FENCE.exec(line.slice(item[0].length)) : null;
      if (inner && inner[1] === '' && isFenceOpener(inner)) {
        const j = fenceEnd(lines, i, inner[2]!, contentCol);
        literal.fill(1, i + 1, j); // the opener line keeps its bullet: it is still a list item
        i = j - 1;
        itemPara = false;
        if (j < lines.length && !isBlank(lines[j]!) && indentOf(lines[j]!) < contentCol) listIndent = -1;
      }
      continue;
    }

    if (ind <= 3 && line.trimStart().startsWith('>')) {
      quote = true;
      paraStart = -1;
      continue;
    }

    if (quote) continue; // lazy continuation of a blockquote paragraph
    if (paraStart < 0) {
      if (ind >= 4) continue; // indented code
      paraStart = i;
    }
  }

  return { lines, headings, literal, frontMatter };
}
