// Text a person typed must never create or break a section. Only lines that would change the document's
// block structure are escaped, with one backslash after the indent; the rule is reversible, so parsing a
// rendered brief gives back exactly what was typed. Balanced code fences are kept as they are.
//
// Fences are kept only where they open at the top level (up to three spaces in). Fence and tag lines are
// escaped at any indent outside them (inside a list item of the answer, "     ```" still opens a fence),
// other risky lines up to three spaces in. The renderer checks the result with the parser's own scanner
// and, when the answer's own nesting still opens something, escapes every risky line (`all`).

/** A line that, outside a fence, would start a heading, a fence, a setext underline, a rule or an HTML block
 *  (any tag: an HTML block runs to the next blank line and would swallow a fence line after it). */
// Not an autolink (`<https://…>`, `<mailto:…>`): no HTML block opens with one (a scheme's colon ends no tag name),
// and escaped it would stand as text, no longer a link (QA 45).
// White space is matched as `\s` (no-break space too): marked reads "#\u00a0x" as a heading, CommonMark does not.
// A thematic break ("***", "_ _ _", "- - -") is risky too: one that ends an answer would be read as the rule
// that closes the section (document.ts withoutTrailingRules) and dropped.
const RISKY = /^(?:#{1,6}(?:\s|$)|`{3,}|~{3,}|=+\s*$|-+\s*$|<(?![A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*>)[A-Za-z/!?]|\*(?:[ \t]*\*){2,}[ \t]*$|_(?:[ \t]*_){2,}[ \t]*$|-(?:[ \t]*-){2,}[ \t]*$)/;
const LEAD = /^( {0,3})(\\*)(.*)$/s;
/** A fence marker or a tag at any indent (inside the answer's own list items they still open blocks). */
const DEEP = /^([ \t]*)(\\*)((?:`{3,}|~{3,}|<(?![A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*>)[A-Za-z/!?]).*)$/s;
const FENCE_OPEN = /^( {0,3})(`{3,}|~{3,})(.*)$/;

/** How a reader of a document takes its fences (escape's own reading when none is given). */
export interface FenceReading {
  /** An opener never closed runs to the end of the text, as a markdown renderer shows it (a reader of the
   *  document's structure); by default it is no fence (escape: escapeLine neutralises it). */
  unclosedRunsToEnd?: boolean;
  /** Fences open and close at any indent (a list item's "     ```" hides its lines too), not only up to three
   *  spaces in. */
  anyIndent?: boolean;
}

const FENCE_OPEN_ANY_INDENT = /^([ \t]*)(`{3,}|~{3,})(.*)$/;

/** The line that closes the fence line `i` opens (the last line when it is never closed and `unclosedRunsToEnd`),
 *  or null when line `i` opens none: for a reader whose own state decides whether a fence counts there. */
export function fenceEnd(lines: readonly string[], i: number, how: FenceReading = {}): number | null {
  const fence = fenceOpener(lines[i]!, how);
  if (!fence) return null;
  const close = new RegExp(`^${how.anyIndent ? '[ \\t]*' : ' {0,3}'}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
  let j = i + 1;
  while (j < lines.length && !close.test(lines[j]!)) j++;
  if (j < lines.length) return j;
  return how.unclosedRunsToEnd ? lines.length - 1 : null;
}

/** The fence marker a line opens a fence with ("```", "~~~~"), or null (none, or backticks after a backtick fence's
 *  marker: an inline code span). */
function fenceOpener(line: string, how: FenceReading): string | null {
  const m = (how.anyIndent ? FENCE_OPEN_ANY_INDENT : FENCE_OPEN).exec(line);
  return !m || (m[2]![0] === '`' && m[3]!.includes('`')) ? null : m[2]!;
}

/** For each line: is it inside a fence (fence lines included)? Unclosed openers are left out unless `how` says. */
export function fenceMask(lines: readonly string[], how: FenceReading = {}): boolean[] {
  const mask = new Array<boolean>(lines.length).fill(false);
  // (An opener never closed leaves every later one of its character and at least its length unclosed too: a line
  // that closed the later one would have closed it. Remembered per character, so each such opener costs no scan to
  // the end: 20,000 lines of "```x" were 200 M line tests, 13 s, and now one scan.)
  const unclosed = new Map<string, number>();
  for (let i = 0; i < lines.length; i++) {
    const fence = how.unclosedRunsToEnd ? null : fenceOpener(lines[i]!, how);
    if (fence && fence.length >= (unclosed.get(fence[0]!) ?? Infinity)) continue;
    const j = fenceEnd(lines, i, how);
    if (fence && j === null) unclosed.set(fence[0]!, fence.length);
    if (j === null) continue; // unclosed (escape's reading): not a fence of this answer; escapeLine will neutralise it
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

const DEEP_HEADING = /^(#{3,6})(?:[ \t]+(.*?))?[ \t]*$/;
const ANY_HEADING = /^ {0,3}#{1,6}(?:\s|$)/;

/** What a sub-heading's words name, for the reader of the written document: one of the tool's own sections
 *  exactly ("tool"), a section a reader may fill ("section"), or nothing ("none"). */
export type SubheadingNames = (heading: string) => 'tool' | 'section' | 'none';

/**
 * Escape the risky lines outside balanced fences; with `all`, every risky line (no fences are kept). With
 * `deep` (the answer is the body of a "## " section), a "### " (to "###### ") line at the left edge stays a
 * sub-heading of that section where reading the written document back gives the same answer:
 * - one that names nothing a reader fills (`deep` says; "### ✅ What is good", "### Details") wherever it
 *   stands, its first line included, in an answer with text of its own (a body of only headings adds
 *   none) and with no heading of the answer escaped above it (its parent would be gone);
 * - one that names a section ("### Evidence") only after text of the section's own, before its first
 *   sub-heading: a section with no text of its own above its sub-headings groups them, and the reader
 *   would take a named one for that section;
 * - one that is exactly one of the tool's own sections ("### Non-obvious findings") never: the tool's
 *   readers know their sections by name.
 * `deep: true` keeps the rule for named sub-headings alone (every sub-heading counts as naming a section).
 */
export function escapeLines(lines: string[], all = false, deep: boolean | SubheadingNames = false): string[] {
  const mask = all ? null : fenceMask(lines);
  const names: SubheadingNames | null = deep === true ? () => 'section' : deep || null;
  let own = false; // text of the section's own came before its first sub-heading
  let sub = false; // a sub-heading was kept
  let broken = false; // a heading line of the answer was escaped
  const hasText = lines.some((l, i) => mask?.[i] || (l.trim() && !ANY_HEADING.test(l)));
  const kept = all ? null : keptTags(lines, mask);
  return lines.map((l, i) => {
    if (mask?.[i]) {
      if (!sub) own = true;
      return l;
    }
    const h = names && !all ? DEEP_HEADING.exec(l) : null;
    if (h) {
      const what = names!(h[2] ?? '');
      const keep = what === 'none' ? hasText && !broken : what === 'section' ? own : false;
      if (keep) {
        sub = true;
        return l;
      }
    }
    if (ANY_HEADING.test(l)) broken = true;
    else if (l.trim() && !sub) own = true;
    if (innerRule(lines, i)) return l;
    if (kept?.has(i)) return l;
    return escapeLine(l);
  });
}

/** A line that is wholly a bare tag of a disclosure block, "<details>", "<details open>", "</details>", "<summary>",
 *  "<summary>Older sessions</summary>": inert, a block the writer folded. Bare only: an attribute is HTML that acts
 *  or restyles ('<details open onclick="fetch(…)">', '<details class="…">'), never inert. [1]: "/" of a closing tag;
 *  [2]: the tag's name; [3]: "details" of "<details open>". */
const DISCLOSURE_TAG = /^ {0,3}(?:<(\/?)(details|summary)>|<(details)[ \t]+open>|<summary>[^<>]*<\/summary>)[ \t]*$/i;

/**
 * The disclosure tags written as they stand (QA 53 class 12: "\<details>" showed in the brief). The HTML block a
 * tag opens runs to the next blank line and shows its lines raw, so a tag is kept only where every other line of
 * that block is one no escaping changes (no heading, fence, "<h2>" a reader would see as the tool's section) or
 * another such tag, none inside a kept fence; and only with its pair in the same answer ("<details>" … "</details>"):
 * one left open would fold every section after it. Every other tag line is escaped as any tag line is.
 */
function keptTags(lines: string[], mask: boolean[] | null): Set<number> {
  const inert = (i: number) => {
    if (mask?.[i] || !DISCLOSURE_TAG.test(lines[i]!)) return false;
    for (let j = i + 1; j < lines.length && lines[j]!.trim() !== ''; j++) {
      if (mask?.[j]) return false;
      if (!DISCLOSURE_TAG.test(lines[j]!) && escapeLine(lines[j]!) !== lines[j]) return false;
    }
    return true;
  };
  const kept = new Set<number>();
  const open: { name: string; line: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!inert(i)) continue;
    const m = DISCLOSURE_TAG.exec(lines[i]!)!;
    const name = (m[2] ?? m[3])?.toLowerCase();
    if (!name) kept.add(i); // "<summary>…</summary>" on one line
    else if (!m[1]) open.push({ name, line: i });
    else {
      // (A closing tag pairs with the last tag of its name left open; the ones opened after it are left unpaired.)
      const at = open.map((o) => o.name).lastIndexOf(name);
      if (at < 0) continue;
      kept.add(open[at]!.line).add(i);
      open.length = at;
    }
  }
  return kept;
}

/** A thematic break of three or more marks, unescaped, up to three spaces in. */
const RULE = /^ {0,3}(?:-(?:[ \t]*-){2,}|\*(?:[ \t]*\*){2,}|_(?:[ \t]*_){2,})[ \t]*$/;

/** A rule between two parts of an answer: after a blank line (no setext underline of the line above) and with text
 *  after it (not the trailing rule a reader drops as the section's close). It stays a rule: "\---" in the middle of
 *  an answer is noise to every reader, and reading it back gives the same "---". */
function innerRule(lines: string[], i: number): boolean {
  if (i === 0 || !RULE.test(lines[i]!) || lines[i - 1]!.trim() !== '') return false;
  for (let j = i + 1; j < lines.length; j++) if (lines[j]!.trim() && !RULE.test(lines[j]!)) return true;
  return false;
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

/** A one-line value as a cell of a markdown table: its "|" escaped, so it ends no cell (its own spaces kept). */
export const escapeCell = (s: string): string => s.replace(/\|/g, '\\|');
/** Any value as a cell of a markdown table: on one line (oneLine), then escapeCell. */
export const tableCell = (s: string): string => escapeCell(oneLine(s));

export function escapeTitle(title: string): string {
  // A trailing " #" would be read as an ATX closing sequence and dropped; a trailing "\#" would lose its
  // backslash to the parser's unescape. Both get one backslash, which parsing takes off again.
  // An HTML comment in it ("Pager fix <!-- handoff:return id=… -->") would stand raw in the tool's header, a
  // marker the body forged: its opener is escaped, as a body line's is (escapeLine).
  return oneLine(title).replace(/(^|[ \t\\])(#+)$/, '$1\\$2').replace(/(?<!\\)<!--/g, '\\<!--');
}
