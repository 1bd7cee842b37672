// A review bot's comment pasted as it came: CodeRabbit, Sourcery and Qodo nest their findings in HTML
// <details><summary> blocks ("🧹 Nitpick comments (2)" > "src/a.py (2)" > "`10-12`: **Rename it.**"), and a
// script dumping a PR's comments puts a banner line over each ("########## bot :: src/a.py:10 ##########"). Neither
// has a markdown heading, so the reader saw one block of prose. Read as the markdown they stand for, line for line
// (placement's line numbers still point into the file): a summary or a lead that opens a finding becomes a heading,
// a banner opens a list item holding its comment. Only tags and "#" runs go; every word stays. Pure.

import { readPrompt } from '../paths.js';
import { fenceEnd, fenceMask } from './escape.js';
import { keyedWords } from './keyed-words.js';
import { stateAnywhere } from './finding-state.js';

let contextWords: string[] | undefined;
const contexts = (): string[] => (contextWords ??= keyedWords(readPrompt('bot-reviews.txt'), 'context'));
let markerWords: string[] | undefined;
const markers = (): string[] => (markerWords ??= keyedWords(readPrompt('bot-reviews.txt'), 'marker'));
let copilotWords: string[] | undefined;
const copilotMarks = (): string[] => (copilotWords ??= keyedWords(readPrompt('bot-reviews.txt'), 'copilot'));

let noticeWords: string[] | undefined;
const notices = (): string[] => (noticeWords ??= keyedWords(readPrompt('bot-reviews.txt'), 'notice'));
let repeatedWords: string[] | undefined;
const repeats = (): string[] => (repeatedWords ??= keyedWords(readPrompt('bot-reviews.txt'), 'repeated'));

/** Is a paragraph a review bot's own notice of its posting ("**Actionable comments posted: 0**", "@Copilot commented on
 *  this pull request.")? Each of its few short lines holds a notice phrase of prompts/bot-reviews.txt: a count or a
 *  salutation says nothing found, never the one-line answer. */
export function botNoticeLines(ls: readonly string[]): boolean {
  // (An alert's tag over it, "[!CAUTION]", is the box it stands in: CodeRabbit's "comments are outside the diff".)
  const filled = ls.filter((l) => l.trim() && !/^[ \t>]*\[![A-Za-z]{2,12}\][ \t]*$/.test(l));
  return filled.length > 0 && filled.length <= 3 && filled.every((l) => l.length <= 160 && notices().some((w) => l.toLowerCase().includes(w)));
}

/** Is a finding one of the comments a bot repeats from an earlier round (its group "♻️ Duplicate comments (3)", one of
 *  `groups`, the headings above it) whose title says it was addressed ("Previous review concern addressed.")? Settled:
 *  the repeat is the bot's record of it, not a new open finding. */
export function settledRepeat(title: string, groups: readonly string[]): boolean {
  if (!groups.some((g) => repeats().some((w) => plainName(g) === w || plainName(g).startsWith(`${w} `)))) return false;
  return stateAnywhere(title.replace(/^[^\p{L}]*`[^`]*`[ \t]*:/u, '')) === 'fixed';
}

let findingsWords: string[] | undefined;
const findingsHeadings = (): string[] => (findingsWords ??= keyedWords(readPrompt('bot-reviews.txt'), 'findings'));

/** Does a heading name a review bot's section of findings ("PR Reviewer Guide 🔍", "PR Code Suggestions ✨")? */
export const botFindingsHeading = (heading: string): boolean => findingsHeadings().some((w) => heading.toLowerCase().includes(w));

/** The first line holding a review bot's own marker ("**Actionable comments posted: 0**", "## PR Reviewer Guide 🔍",
 *  "Useful? React with 👍 / 👎."), trimmed, or null. */
export function botMarkerLine(lines: readonly string[]): string | null {
  for (const l of lines.slice(0, 20_000)) {
    if (l.length > 400) continue;
    const t = l.toLowerCase();
    if (markers().some((m) => t.includes(m))) return l.trim();
  }
  return null;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
/** A review's fences as a renderer shows them: one never closed runs to the end. */
const READER = { unclosedRunsToEnd: true } as const;
const QUOTE = /^[ \t]{0,3}>[ \t]?/;
/** A line of structural tags only: "<details>", "</blockquote></details>", "<blockquote>". */
const TAGS_ONLY = /^[ \t]*(?:<\/?(?:details|blockquote)\b[^>]*>[ \t]*)+$/i;
const SUMMARY_OPEN = /^[ \t]*(?:<details\b[^>]*>[ \t]*)?<summary\b[^>]*>/i;
/** CodeRabbit's lead of a comment inside a file's block: "`74-82`: **Return the model.**". */
const LEAD = /^[ \t]*`\d{1,6}(?:-\d{1,6})?`[ \t]*:[ \t]*(?:\*\*|__|<strong>)/i;
const BOLD_OPEN = /^[ \t]*(?:<a\b[^>]*>[ \t]*)?(?:\*\*|__|<strong>|<b>)/i;
/** A file's block: "src/exstruct/io/__init__.py (1)". */
const FILE_SUMMARY = /^[^\s()]*[./][^\s()]*[ \t]+\(\d{1,4}\)$/;
/** A group of comments: "🧹 Nitpick comments (7)", "⚠️ Outside diff range comments (1)". */
const COUNTED = /\(\d{1,4}\)[ \t]*$/;

type Kind = 'pending' | 'group' | 'finding' | 'context' | 'other';
/** An open <details>: what its summary made it, the line that opened it, and whether its tags are blanked. */
interface Frame {
  kind: Kind;
  open: number;
  blank: boolean;
}

/** An attribute's value in a tag: `alt="a cat"` → "a cat". */
const attr = (tag: string, name: string): string => new RegExp(`\\b${name}[ \\t]*=[ \\t]*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find((v) => v !== undefined) ?? '';

/** A line's links and images as words a reader can follow and nothing a renderer runs: a link to an http(s) page
 *  as a markdown link, any other (javascript:, data:, file:) as its text alone; an image as its alt text alone.
 *  A tag's quoted values may hold ">" ("data:text/html,<b>x</b>"): they are skipped whole. */
function inert(s: string): string {
  return s
    .replace(/<a\b((?:"[^"]*"|'[^']*'|[^>"'])*)>(.*?)<\/a>/gi, (_m, tag: string, text: string) => {
      const href = attr(tag, 'href').trim();
      // A ")" or a blank in the address would end the markdown link early and leave the rest as text.
      return /^https?:\/\//i.test(href) ? `[${text}](${href.replace(/[()\s]/g, (c) => encodeURIComponent(c))})` : text;
    })
    .replace(/<img\b(?:"[^"]*"|'[^']*'|[^>"'])*>/gi, (tag) => attr(tag, 'alt'));
}

/** inert(), and the gap a dropped image leaves closed; a line with neither stays as it is. */
const inertLine = (s: string): string => (inert(s) === s ? s : inert(s).replace(/[ \t]{2,}/g, ' '));

/** The text a summary line shows: tags gone, a link as markdown, bold as markdown. */
function shown(s: string): string {
  return inert(s)
    .replace(/<\/?(?:strong|b)>/gi, '**')
    .replace(/<code>(.*?)<\/code>/gi, '`$1`')
    .replace(/<\/?(?:details|summary|blockquote|a|sub|sup|span|br)\b[^>]*>/gi, ' ')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** The summary's own words, without emoji or a count, lower case: "🧹 Nitpick comments (7)" → "nitpick comments". */
const plainName = (s: string): string => s.replace(/\*\*|`/g, '').replace(/\(\d{1,4}\)[ \t]*$/, '').replace(/^[^\p{L}\p{N}]+/u, '').trim().toLowerCase();

const isContext = (name: string): boolean => contexts().some((w) => name === w || name.startsWith(`${w} `) || name.startsWith(`${w}:`) || name.startsWith(`${w}(`));

/** Is a line one of a review bot's own about its review, not a finding ("⏱️ **Estimated effort to review**: 3 🔵🔵🔵⚪⚪",
 *  "🧪 **No relevant tests**", "Here are some key observations to aid the review process:")? Its words, after its emoji,
 *  open with a context phrase of prompts/bot-reviews.txt. */
export const botPreambleLine = (line: string): boolean => isContext(plainName(shown(line)));

/** Qodo's guide is a one-column HTML table whose rows are its parts ("<tr><td>⏱️&nbsp;<strong>Estimated effort to
 *  review</strong>: 3</td></tr>", then a row holding the focus areas' blocks): each row's text as a line of its own,
 *  so the blocks inside are read as the others are. A table with two cells in a row is a table, and stays. */
function unwrapOneColumnTables(lines: string[]): void {
  for (let i = 0; i < lines.length; i++) {
    const end = fenceEnd(lines, i, READER);
    if (end !== null) {
      i = end;
      continue;
    }
    if (!/^[ \t]*<table\b[^>]*>[ \t]*$/i.test(lines[i]!)) continue;
    let j = i + 1;
    while (j < lines.length && !/<\/table>/i.test(lines[j]!)) j++;
    if (j >= lines.length) return;
    const rows = lines.slice(i, j + 1);
    if (rows.some((l) => (l.match(/<t[dh]\b/gi) ?? []).length > 1 || /<\/t[dh]>[ \t]*<t[dh]\b/i.test(l)) || !rows.some((l) => /<summary\b/i.test(l))) {
      i = j;
      continue;
    }
    for (let k = i; k <= j; k++) {
      const l = lines[k]!;
      if (!/^[ \t]*<\/?(?:table|tr|td|th|thead|tbody)\b/i.test(l) && !/<\/(?:td|tr|table)>[ \t]*$/i.test(l)) continue;
      if (/<(?:details|summary)\b/i.test(l)) continue;
      lines[k] = l.replace(/<\/?(?:table|tr|td|th|thead|tbody)\b[^>]*>/gi, '').replace(/&nbsp;/g, ' ').replace(/<br\s*\/?>/gi, ' ').replace(/<\/?(?:strong|b)>/gi, '**').trimEnd();
    }
    i = j;
  }
}

/** Qodo's code suggestions: a table of several columns ("Category | Suggestion | Impact") whose suggestion cells each
 *  hold a <details> block titled by its summary, over the suggestion's text, its diff and a nested "Suggestion
 *  importance[1-10]: 8" block. Each suggestion becomes a heading one level under the heading above the table; a
 *  cell of another column becomes a line naming its column ("Impact: Medium", "Category: Possible issue"), so the
 *  suggestion's level reads as any labelled level does. The header row goes (its words name the cells' lines); a
 *  cell spanning columns ("- [ ] Update") stays as its text. Returns the lines rewritten (a table's every line is
 *  taken: the caller leaves them) and how many suggestions were found. */
function suggestionTables(lines: string[]): { taken: Map<number, string>; found: number } {
  const taken = new Map<number, string>();
  const fenced = fenceMask(lines);
  let found = 0;
  let base = 1;
  const TAG = /<(\/?)(table|thead|tbody|tr|td|th|details|summary)\b([^>]*)>/gi;
  for (let i = 0; i < lines.length; i++) {
    if (fenced[i]) continue;
    const h = /^ {0,3}(#{1,6})[ \t]/.exec(lines[i]!);
    if (h) base = h[1]!.length;
    if (!/^[ \t]*<table\b/i.test(lines[i]!)) continue;
    let j = i;
    while (j < lines.length && (fenced[j] || !/<\/table>/i.test(lines[j]!))) j++;
    if (j >= lines.length) return { taken, found };
    const whole = lines.slice(i, j + 1).filter((_, k) => !fenced[i + k]).join('\n');
    const headerRow = /<tr\b[^>]*>([\s\S]*?)<\/tr>/i.exec(whole)?.[1] ?? '';
    const names = [...headerRow.matchAll(/<t[dh]\b[^>]*>([\s\S]*?)<\/t[dh]>/gi)].map((m) => shown(m[1]!.replace(/&nbsp;/g, ' ')).replace(/\*\*/g, '').trim());
    if (names.length < 2 || /<(?:details|summary)\b/i.test(headerRow) || !/<t[dh]\b[^>]*>\s*<details\b/i.test(whole)) {
      i = j;
      continue;
    }
    const lv = Math.min(6, Math.max(2, base + 1));
    let header = true; // in the first row, whose cells name the columns
    let cell = -1; // the cell's place in its row
    let span = false; // the cell spans columns
    let rows = 1; // the rows the cell spans
    let suggestion = false; // the cell holds a suggestion's block
    let after = 0; // cells after the suggestion's in this row
    let column = -1; // the suggestion's column, from the first row that has every cell
    let labelled = false;
    let depth = 0; // <details> blocks open in the cell
    let summary: string | null = null;
    // A cell before the suggestion's ("Category: High-level") would stand above its title, the lead of no finding: it
    // is written where its row closes, under the suggestion; a cell spanning rows ("rowspan=2") is written for each.
    let before: string[] = [];
    let spanned: { words: string[]; rows: number } = { words: [], rows: 0 };
    for (let k = i; k <= j; k++) {
      if (fenced[k]) continue;
      const l = lines[k]!;
      let text = '';
      let titled = false; // this line holds a suggestion's title
      let last = 0;
      const words = (s: string) => {
        const w = s.replace(/&nbsp;/g, ' ');
        if (summary !== null) summary += w;
        else if (header) return;
        else if (suggestion || cell < 0) text += w;
        else if (w.trim()) {
          const name = span ? '' : after > 0 ? names[column + after] : names[cell];
          const said = labelled || !name ? w : `${name}: ${w.trimStart()}`;
          labelled = true;
          if (after > 0 || span) text += said;
          else {
            before.push(said.trim());
            if (rows > 1) spanned = { words: [said.trim()], rows: rows - 1 };
          }
        }
      };
      for (const m of l.matchAll(TAG)) {
        words(l.slice(last, m.index));
        last = m.index + m[0].length;
        const close = m[1] === '/';
        const tag = m[2]!.toLowerCase();
        if (tag === 'tr' && close) {
          if (!header && before.length) text += `${text.trim() ? ' ' : ''}${before.join(' ')}`;
          header = false;
          before = [];
        } else if (tag === 'tr') {
          cell = -1;
          after = 0;
          suggestion = false;
          before = spanned.rows > 0 ? [...spanned.words] : [];
          spanned.rows = Math.max(0, spanned.rows - 1);
        }
        else if ((tag === 'td' || tag === 'th') && !close) {
          cell++;
          if (suggestion || after > 0) after++;
          suggestion = false;
          labelled = false;
          span = /\bcolspan[ \t]*=[ \t]*["']?(?:[2-9]|\d{2})/i.test(m[3]!);
          rows = Number(/\browspan[ \t]*=[ \t]*["']?(\d{1,3})/i.exec(m[3]!)?.[1] ?? 1);
        } else if (tag === 'details' && !close) {
          if (!header && depth === 0) {
            suggestion = true;
            if (column < 0) column = cell;
          }
          depth++;
        } else if (tag === 'details') depth = Math.max(0, depth - 1);
        else if (tag === 'summary' && !close) summary = '';
        else if (tag === 'summary' && summary !== null) {
          const t = shown(summary).trim();
          summary = null;
          if (depth === 1 && suggestion && t) {
            found++;
            titled = true;
            text += `${'#'.repeat(lv)} ${t}`;
          } else text += t;
        }
      }
      words(l.slice(last));
      // A heading inside a suggestion ("### Examples:", "#### Before:") is its own text; the summary in bold under
      // its title ("**Refactor the <code>Dashboard</code> …**") would stand as its title: plain words.
      const md = text === l ? l : text.trim() ? text.replace(/[ \t]+$/, '') : '';
      const own = /^ {0,3}#/.test(md) && !titled ? md.replace(/^( {0,3})#/, '$1\\#') : md;
      const plain = /</.test(own) ? shown(own) : own;
      taken.set(k, /^\*\*[^*].*[^*]\*\*$/.test(plain) ? plain.slice(2, -2) : plain);
    }
    for (let k = i; k <= j; k++) if (!taken.has(k)) taken.set(k, lines[k]!);
    i = j;
  }
  return { taken, found };
}

/** Does a markdown heading stand inside a <details> block (outside fences: escape.ts fenceMask)? */
function headingInsideDetails(lines: string[]): boolean {
  const fenced = fenceMask(lines);
  let depth = 0;
  for (let i = 0; i < lines.length; i++) {
    if (fenced[i]) continue;
    const l = lines[i]!;
    depth = Math.max(0, depth + (l.match(/<details\b/gi) ?? []).length - (l.match(/<\/details>/gi) ?? []).length);
    if (depth > 0 && /^ {0,3}#{1,6}[ \t]+\S/.test(l)) return true;
  }
  return false;
}

/** The markdown a review in <details> blocks stands for, or null when it has no finding in that shape. */
export function detailsAsMarkdown(text: string): string | null {
  if (!/<summary\b/i.test(text) || !/<details\b/i.test(text)) return null;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  // A block that holds markdown headings of its own ("<details><summary><strong>High-Severity Findings</strong></summary>"
  // over "### Finding: ADV-P01 — …") is the writer's folded section, read as its headings say (folded-findings.ts); a
  // bot writes no "#" inside its blocks.
  const marker = botMarkerLine(lines);
  if (headingInsideDetails(lines) && marker === null) return null;
  // (Nor a writer's own folded findings, "<details><summary><b>1. Boundary not validated</b> (hoch)</summary>" over its
  // text: without a bot's marker or its "`N-M`: **Title**" comment leads, the folded reader reads them, as before.)
  if (marker === null && !/`\d{1,6}(?:-\d{1,6})?`:[ \t]*\*\*/.test(text)) return null;
  // A quote holding the blocks (CodeRabbit's "> [!CAUTION]" over its outside-diff comments): unquoted, so its
  // blocks are read as the others are.
  for (let i = 0; i < lines.length; i++) {
    if (!QUOTE.test(lines[i]!)) continue;
    let j = i;
    while (j < lines.length && QUOTE.test(lines[j]!)) j++;
    if (lines.slice(i, j).some((l) => /<details\b/i.test(l.replace(QUOTE, '')))) for (let k = i; k < j; k++) lines[k] = lines[k]!.replace(QUOTE, '');
    i = j - 1;
  }
  unwrapOneColumnTables(lines);
  const suggestions = suggestionTables(lines);
  const out = [...lines];
  const stack: Frame[] = [];
  let found = suggestions.found;
  let base = 1; // the level of the markdown heading above ("## PR Reviewer Guide"): the blocks are under it
  let closedTop = false; // a block of the review's own closed, and no heading since
  let summaryOpen = false; // inside a summary that runs over lines (Qodo's "<summary><a …><strong>Title</strong></a>" … "</summary>")
  const inside = () => stack.some((f) => f.kind === 'finding' || f.kind === 'context' || f.kind === 'other');
  const groups = (n = stack.length) => stack.slice(0, n).filter((f) => f.kind === 'group').length;
  const open = (i: number): Frame => {
    const outer = inside();
    const fr: Frame = { kind: outer ? 'other' : 'pending', open: i, blank: !outer };
    stack.push(fr);
    return fr;
  };
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const taken = suggestions.taken.get(i);
    if (taken !== undefined) {
      out[i] = taken;
      closedTop = false;
      continue;
    }
    // A fence naming markdown wraps the review (CodeRabbit's body saved in a ````md block): read through it (its
    // opening line alone is passed, so no closer is looked for).
    if (/^(?:md|markdown|gfm)$/i.test(FENCE.exec(l)?.[2]!.trim() ?? '') && !inside()) continue;
    const end = fenceEnd(lines, i, READER);
    if (end !== null) {
      i = end;
      continue;
    }
    if (summaryOpen) {
      if (/<\/summary>/i.test(l)) {
        summaryOpen = false;
        const rest = l.replace(/<\/summary>/i, '');
        out[i] = TAGS_ONLY.test(rest) || !rest.trim() ? '' : rest;
      }
      continue;
    }
    // The bot's own bookkeeping between its parts ("<!-- b2bc424 -->", "<!-- This is an auto-generated comment -->"):
    // no words of the review, and as a block of its own it would make the lead line after it a finding.
    if (!stack.length && /^[ \t]*<!--.*-->[ \t]*$/.test(l)) {
      out[i] = '';
      continue;
    }
    const h = /^ {0,3}(#{1,6})[ \t]/.exec(l);
    if (h && !stack.length) {
      base = h[1]!.length;
      closedTop = false;
      continue;
    }
    // A heading inside a finding's block is the finding's own text ("## Outcome" in a comment quoting a return): as
    // a heading it would end the finding and set the return's sections. Its words stay, escaped.
    if (h && stack.some((f) => f.kind === 'finding')) {
      out[i] = l.replace(/^( {0,3})#/, '$1\\#');
      continue;
    }
    // Prose after the blocks, with no heading between ("---" / "`src/a.ts` line 4: **Title.**": comments posted
    // below the nitpicks), would fall under the last block's heading: such a review is read as it stands.
    if (!stack.length && closedTop && l.trim() && !/^[ \t]*(?:<!--.*-->|-{3,}|\*{3,}|_{3,})[ \t]*$/.test(l) && !TAGS_ONLY.test(l) && !SUMMARY_OPEN.test(l)) return null;
    const sm = SUMMARY_OPEN.exec(l);
    if (sm) {
      const head = l.slice(0, sm.index + sm[0].length);
      const top = /<details\b/i.test(head) || !stack.length ? open(i) : stack[stack.length - 1]!;
      if (top.kind !== 'pending') continue;
      const closed = /<\/summary>/i.exec(l);
      const body = l.slice(sm.index + sm[0].length, closed ? closed.index : undefined);
      const after = closed ? l.slice(closed.index + closed[0].length) : '';
      const text_ = shown(body);
      const name = plainName(text_);
      top.kind = isContext(name) ? 'context' : BOLD_OPEN.test(body) ? 'finding' : FILE_SUMMARY.test(text_) || COUNTED.test(text_) ? 'group' : 'other';
      if (top.kind === 'other') {
        // Not a block of the review's own shape (a suggestion's "Suggestion importance[1-10]: 8"): its tags stay.
        out[top.open] = lines[top.open]!;
        top.blank = false;
        continue;
      }
      if (top.kind === 'finding') found++;
      const lv = Math.min(6, Math.max(2, base + 1) + groups(stack.length - 1));
      out[i] = `${'#'.repeat(lv)} ${text_}${after.trim() && !TAGS_ONLY.test(after) ? ` ${after.trim()}` : ''}`;
      if (!closed) summaryOpen = true;
      continue;
    }
    if (TAGS_ONLY.test(l)) {
      // "</details><details>", "</blockquote></details>": each tag opens or closes its block in turn; the line
      // goes when every tag on it is one of the review's own (not inside a finding or a context block).
      let blank = true;
      for (const t of l.matchAll(/<(\/?)(details|blockquote)\b[^>]*>/gi)) {
        if (t[2]!.toLowerCase() === 'blockquote') blank &&= !inside();
        else if (!t[1]) blank = open(i).blank && blank;
        else if (stack.length) blank = stack.pop()!.blank && blank;
        if (!stack.length) closedTop = true;
      }
      if (blank) out[i] = '';
      continue;
    }
    if (!inside() && LEAD.test(l) && groups() > 0) {
      found++;
      out[i] = `${'#'.repeat(Math.min(6, Math.max(2, base + 1) + groups()))} ${inertLine(l.trim())}`;
    }
  }
  return found ? out.join('\n') : null;
}

/** A banner over one comment of a dump: "########## bot :: src/a.py:10 ##########", "===== src/a.py:10 =====". */
const BANNER = /^[ \t]{0,3}(#{7,}|={5,}|-{5,})[ \t]+(.*?\S)[ \t]+(?:#{3,}|={3,}|-{3,})[ \t]*$/;
const NAMES_PLACE = /(?:^|[\s:(])[\w.@~\/-]+\.[A-Za-z0-9]{1,8}(?::\d{1,6}(?:-\d{1,6})?)?(?=$|[\s)])/;
/** Codex's title: "**<sub><sub>![P2 Badge](…)</sub></sub>  Keep the budget**". */
const CODEX_TITLE = /^([ \t]*)\*\*(?:<sub>)*[ \t]*(!\[[^\]\n]{1,40}\]\([^)\s]{1,300}\))[ \t]*(?:<\/sub>)*[ \t]*(.*?\S)[ \t]*\*\*[ \t]*$/;

/** The place a banner line names ("bot :: src/a.py:10" → "src/a.py:10"), or undefined when it is none. */
export function bannerPlace(line: string): string | undefined {
  const m = /^[ \t]*(?:[-*+][ \t]+)?(?:\S+[ \t]+::[ \t]+)(\S+)[ \t]*$/.exec(line);
  return m && NAMES_PLACE.test(` ${m[1]}`) ? m[1] : undefined;
}

/** The markdown a dump of comments under banner lines stands for, or null when it has none: each banner opens a
 *  list item ("- bot :: src/a.py:10") holding the lines up to the next banner, indented; Codex's badge inside
 *  its bold title stands before it ("![P2 Badge](…) **Keep the budget**"), so it is read as a level. */
export function bannersAsMarkdown(text: string): string | null {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const at = lines.map((l, i) => ({ i, m: BANNER.exec(l) })).filter((x) => x.m && NAMES_PLACE.test(` ${x.m[2]}`));
  if (!at.length) return null;
  // Banners alone: a document with a heading of its own is read by its headings, as it stands.
  if (lines.some((l) => /^ {0,3}#{1,6}[ \t]/.test(l))) return null;
  const out = [...lines];
  const fenced = fenceMask(lines, READER);
  let item = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const b = fenced[i] ? null : BANNER.exec(l);
    if (b && NAMES_PLACE.test(` ${b[2]}`)) {
      out[i] = `- ${b[2]}`;
      item = true;
      continue;
    }
    if (!item || !l.trim()) continue;
    const codex = fenced[i] ? null : CODEX_TITLE.exec(l);
    // The badge on a line of its own, as Gemini's stands, and the title on the blank line under it (the line count kept).
    if (codex && i + 1 < lines.length && !lines[i + 1]!.trim() && !BANNER.test(lines[i + 2] ?? '')) {
      out[i] = `  ${codex[2]}`;
      out[++i] = `  **${codex[3]}**`;
    } else out[i] = codex ? `  ${codex[2]} **${codex[3]}**` : `  ${l}`;
  }
  return out.join('\n');
}

/** The first line of a quoted hunk: "> +  pacman -Ss", "> -old", "> @@ -1,3 +1,4 @@". */
const HUNK_OPEN = /^[ \t]{0,3}>[ \t]?(?:[+-](?![+-]{2})|@@[ \t])/;
/** A line of the hunk after it: quoted, or a diff line the mail let run on without its ">" ("+}", "-  x"). */
const HUNK_LINE = /^[ \t]{0,3}>|^[+-](?![+-]{2})/;
const HEADING = /^ {0,3}(#{1,6})[ \t]/;
/** The first sentence of a line: up to a stop followed by a blank, or the whole line. */
function firstSentence(l: string): { head: string; rest: string } {
  const m = /^(.{8,200}?[.!?。！？])[ \t]+(?=\S)/u.exec(l);
  return m ? { head: m[1]!, rest: l.slice(m[0].length) } : { head: l, rest: '' };
}

/** The markdown a review mail's comments stand for (GitHub's notification of a Copilot review: each comment is a
 *  quoted hunk of the diff, a blank line, then its prose), or null when it has none: each comment gets a heading,
 *  its prose's first sentence, over its hunk, so it is one finding, titled by what it says. The heading takes the
 *  blank line's place (the hunk moves down a line), so every other line keeps its number. */
export function quotedHunksAsMarkdown(text: string): string | null {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  // Only GitHub's mail of a Copilot review: an ordinary return quoting "> - old" / "> + new" over its prose is read
  // as it stands (its hunks are already under its own "## Findings").
  // (Each line is lowered once, not once per mark: lint reads every body here, and a 100 KiB brief has ~2,500 lines.)
  const marks = copilotMarks();
  const marked = (l: string): boolean => {
    if (l.length > 400) return false;
    const lower = l.toLowerCase();
    return marks.some((m) => lower.includes(m));
  };
  if (!lines.some(marked)) return null;
  const out = [...lines];
  let top = 7;
  // The last heading above, unless it is the mail's own ("## Pull request overview", "### Reviewed changes": the
  // comments follow it, they are not part of it): a comment's heading is nested under it, else beside the top's.
  let above: number | null = null;
  const fenced = fenceMask(lines, READER);
  const starts: { k: number; h: number; lv: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (fenced[i]) continue;
    const h = HEADING.exec(l);
    if (h) {
      top = Math.min(top, h[1]!.length);
      const t = l.toLowerCase();
      above = markers().some((m) => t.includes(m)) ? null : h[1]!.length;
    }
    if (!HUNK_OPEN.test(l) || (i > 0 && lines[i - 1]!.trim())) continue;
    // A mail that names each comment's file above its hunk ("In web/index.html:") is read as it stands: the file
    // line opens each comment there (findings.ts, quoted-diff.ts).
    let p = i - 1;
    while (p >= 0 && !lines[p]!.trim()) p--;
    if (p >= 0 && /^[ \t]*In[ \t]+\S+:[ \t]*$/.test(lines[p]!)) return null;
    let j = i + 1;
    while (j < lines.length && lines[j]!.trim() && HUNK_LINE.test(lines[j]!)) j++;
    // The hunk, a blank line, then prose: a comment. (A quote over no prose, or prose run on, is none.)
    const prose = lines[j + 1] ?? '';
    if (j >= lines.length || lines[j]!.trim() || !prose.trim() || HEADING.test(prose) || HUNK_LINE.test(prose) || FENCE.test(prose)) continue;
    starts.push({ k: i, h: j, lv: above === null ? 0 : Math.min(6, above + 1) });
    i = j;
  }
  if (!starts.length) return null;
  for (const { k, h, lv } of starts) {
    const { head, rest } = firstSentence(lines[h + 1]!.trim());
    for (let m = h; m > k; m--) out[m] = lines[m - 1]!;
    out[k] = `${'#'.repeat(lv || (top <= 6 ? Math.max(2, top) : 2))} ${head}`;
    out[h + 1] = rest;
  }
  return out.join('\n');
}

/** A review bot's comment as the markdown it stands for, or the text itself when it is in none of these shapes. */
export function botReviewAsMarkdown(text: string): string {
  return detailsAsMarkdown(text) ?? bannersAsMarkdown(text) ?? quotedHunksAsMarkdown(text) ?? text;
}
