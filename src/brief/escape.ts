// Text a person typed must never create or break a section. Only lines that would change the document's
// block structure are escaped, with one backslash after the indent; the rule is reversible, so parsing a
// rendered brief gives back exactly what was typed. Balanced code fences are kept as they are.
//
// Fences are kept only where they open at the top level (up to three spaces in). Fence and tag lines are
// escaped at any indent outside them (inside a list item of the answer, "     ```" still opens a fence),
// other risky lines up to three spaces in. The renderer checks the result with the parser's own scanner
// and, when the answer's own nesting still opens something, escapes every risky line (`all`).

/** A line that, outside a fence, would start a heading, a fence, a setext underline or an HTML block
 *  (any tag: an HTML block runs to the next blank line and would swallow a fence line after it). */
// White space is matched as `\s` (no-break space too): marked reads "#\u00a0x" as a heading, CommonMark does not.
const RISKY = /^(?:#{1,6}(?:\s|$)|`{3,}|~{3,}|=+\s*$|-+\s*$|<[A-Za-z/!?])/;
const LEAD = /^( {0,3})(\\*)(.*)$/s;
/** A fence marker or a tag at any indent (inside the answer's own list items they still open blocks). */
const DEEP = /^([ \t]*)(\\*)((?:`{3,}|~{3,}|<[A-Za-z/!?]).*)$/s;
const FENCE_OPEN = /^( {0,3})(`{3,}|~{3,})(.*)$/;

/** For each line: is it inside a balanced fence (fence lines included)? Unclosed openers are left out. */
export function fenceMask(lines: string[]): boolean[] {
  const mask = new Array<boolean>(lines.length).fill(false);
  for (let i = 0; i < lines.length; i++) {
    const m = FENCE_OPEN.exec(lines[i]!);
    if (!m || (m[2]![0] === '`' && m[3]!.includes('`'))) continue;
    const close = new RegExp(`^ {0,3}${m[2]![0] === '`' ? '`' : '~'}{${m[2]!.length},}[ \\t]*$`);
    let j = i + 1;
    while (j < lines.length && !close.test(lines[j]!)) j++;
    if (j >= lines.length) continue; // unclosed: not a fence of this answer; escapeLine will neutralise it
    mask.fill(true, i, j + 1);
    i = j;
  }
  return mask;
}

function escapeLine(line: string): string {
  const m = LEAD.exec(line)!;
  if (RISKY.test(m[3]!)) return `${m[1]}\\${m[2]}${m[3]}`;
  const d = DEEP.exec(line);
  return d ? `${d[1]}\\${d[2]}${d[3]}` : line;
}

function unescapeLine(line: string): string {
  const m = LEAD.exec(line)!;
  if (m[2]!.length > 0 && RISKY.test(m[3]!)) return `${m[1]}${m[2]!.slice(1)}${m[3]}`;
  const d = DEEP.exec(line);
  return d && d[2]!.length > 0 ? `${d[1]}${d[2]!.slice(1)}${d[3]}` : line;
}

const DEEP_HEADING = /^#{3,6}(?:[ \t]|$)/;

/** Escape the risky lines outside balanced fences; with `all`, every risky line (no fences are kept). With
 *  `deep`, a "### " (to "###### ") line at the left edge after a line of the answer's own text is kept: under
 *  the answer's "## " heading it is a sub-heading of that section. */
export function escapeLines(lines: string[], all = false, deep = false): string[] {
  const mask = all ? null : fenceMask(lines);
  let text = false; // a line of the answer's own text (not a heading) came before
  return lines.map((l, i) => {
    if (mask?.[i]) {
      text = true;
      return l;
    }
    const keep = deep && !all && text && DEEP_HEADING.test(l);
    if (l.trim() && !/^ {0,3}#{1,6}(?:\s|$)/.test(l)) text = true;
    return keep ? l : escapeLine(l);
  });
}

export function unescapeLines(lines: string[]): string[] {
  const mask = fenceMask(lines);
  return lines.map((l, i) => (mask[i] ? l : unescapeLine(l)));
}

/** Canonical form of an answer: LF line ends, no leading blank lines, no trailing whitespace. */
export function normalizeAnswer(s: string): string {
  return s.replace(/\r\n?/g, '\n').replace(/^(?:[ \t]*\n)+/, '').trimEnd();
}

/** A one-line value (title, outcome answer): line breaks become spaces. */
export function oneLine(s: string): string {
  // Split, not /\s*[\r\n]+\s*/: on a long run of blanks that regex backtracks quadratically.
  if (!/[\r\n]/.test(s)) return s.trim();
  return s
    .split(/[\r\n]+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');
}

export function escapeTitle(title: string): string {
  // A trailing " #" would be read as an ATX closing sequence and dropped; a trailing "\#" would lose its
  // backslash to the parser's unescape. Both get one backslash, which parsing takes off again.
  return oneLine(title).replace(/(^|[ \t\\])(#+)$/, '$1\\$2');
}
