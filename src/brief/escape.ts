// Text a person typed must never create or break a section. Only lines that would change the document's
// block structure are escaped, with one backslash after the indent; the rule is reversible, so parsing a
// rendered brief gives back exactly what was typed. Balanced code fences are kept as they are.

/** A line that, outside a fence, would start a heading, a fence, a setext underline or a long HTML block. */
const RISKY = /^(?:#{1,6}(?:[ \t]|$)|`{3,}|~{3,}|=+[ \t]*$|-+[ \t]*$|<(?:!--|pre\b|script\b|style\b|textarea\b|\?|![A-Za-z]|!\[CDATA\[))/i;
const LEAD = /^( {0,3})(\\*)(.*)$/s;
const FENCE_OPEN = /^( {0,3})(`{3,}|~{3,})(.*)$/;

/** For each line: is it inside a balanced fence (fence lines included)? Unclosed openers are reported. */
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
  return RISKY.test(m[3]!) ? `${m[1]}\\${m[2]}${m[3]}` : line;
}

function unescapeLine(line: string): string {
  const m = LEAD.exec(line)!;
  return m[2]!.length > 0 && RISKY.test(m[3]!) ? `${m[1]}${m[2]!.slice(1)}${m[3]}` : line;
}

export function escapeLines(lines: string[]): string[] {
  const mask = fenceMask(lines);
  return lines.map((l, i) => (mask[i] ? l : escapeLine(l)));
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
  return s.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

export function escapeTitle(title: string): string {
  // A trailing " #" would be read as an ATX closing sequence and dropped.
  return oneLine(title).replace(/(^|[ \t])(#+)$/, '$1\\$2');
}
