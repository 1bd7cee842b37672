// The document model every reader shares: a markdown document as marked sees it (brief/blocks.ts), cut into
// its title, the text above it, the text before the first section, front matter, the tool's marker, and
// one section per heading. Knows no brief or return: which section fills which answer is decided by
// brief/read-brief.ts and brief/read-return.ts. Pure.

import { joinWrappedHeadings } from './wrapped-headings.js';
import { scanBlocks, type Block, type Blocks, type Heading, type LineCuts } from './blocks.js';
import { ALL_SECTIONS, BRIEF_HEAD, BRIEF_TAIL, RETURN_SECTIONS, bestSectionScore, sectionScore, type HeadingTarget } from './sections.js';

const BRIEF_SECTIONS = [...BRIEF_HEAD, ...BRIEF_TAIL];
import { normalizeAnswer, unescapeLines } from './escape.js';
import { headingTable, phraseScore, toPhrase } from './headings.js';
import { withBoldHeadings, withLabelHeadings } from './pseudo-headings.js';
import { withPlainHeadings } from './plain-headings.js';
import { fullWidthHeadings, withDecoratedHeadings } from './decorated-headings.js';
import { labelOf } from './label.js';
import { readFrontMatter } from './front-matter.js';
import { withoutCopies } from './document-copies.js';
import { counterNoun, findingCounterTitled } from './entry-title.js';

export interface Section {
  heading: string;
  level: number;
  /** 1-based line of the heading. */
  line: number;
  /** 0-based [start, end) of the body lines in the document. */
  start: number;
  end: number;
  /** The body as written (escapes still in). */
  raw: string;
}

export interface Marker {
  type: 'brief' | 'return';
  id?: string;
  kind?: string;
  n?: number;
}

export interface FrontMatterEntry {
  key: string;
  value: string;
  /** A comment after the value on its line ("status: done # finally": "finally"): no part of the value. */
  comment?: string;
  /** 1-based line. */
  line: number;
}

export interface ParsedDoc {
  blocks: Blocks;
  title: string | null;
  /** 0-based line of the title heading, when there is one. */
  titleLine: number | null;
  marker: Marker | null;
  /** Every heading's section: its body runs to the next heading of the same or a higher level. */
  sections: Section[];
  /** Text before the first heading (after the title), as written. */
  preamble: string;
  /** 0-based [start, end) of the preamble's lines. */
  preambleLines: [number, number];
  /** Text above the title (a note, a TL;DR line, an HTML comment; never the tool's marker), as written:
   *  '' when there is none or no title. */
  lead: string;
  /** 0-based [start, end) of the lead's lines. */
  leadLines: [number, number];
  frontMatter: FrontMatterEntry[];
  /** Lines whose text starts after a label read as a heading ("**Why:** text", "- Why: text"), and the
   *  column it starts at (pseudo-headings.ts); empty in a document the tool wrote. Read lines with docLine. */
  cuts: LineCuts;
  /** The document again below its title, each copy one section (document-copies.ts): in no answer, none of its
   *  lines read; the readers keep it whole under its heading (leftovers.ts). */
  copies?: Section[];
  /** A body marked as a brief the tool wrote, its marker set aside so its frame is read as the writer's
   *  (body.ts importBrief): what the tool already placed is not placed again (lifted lines, kept sections). */
  written?: boolean;
}

/** A document line as its section holds it: without the label that opened the section on it. */
export function docLine(doc: Pick<ParsedDoc, 'blocks' | 'cuts'>, i: number): string {
  const c = doc.cuts.get(i);
  return c === undefined ? doc.blocks.lines[i]! : typeof c === 'string' ? c : doc.blocks.lines[i]!.slice(c);
}

/** Where one part of a source document went: for stderr and `--json` of new and return. */
export interface Placement {
  /** 1-based line of the part's heading (or first line). */
  line: number;
  /** The source heading, or "(front matter)", "(text before the first heading)". */
  from: string;
  /** Where it went: a section heading of the written document, "title", "findings 3-7", ... */
  to: string;
}

/** The marker the renderer writes on a line of its own near the top: `<!-- handoff:brief id=... kind=... -->`. */
const MARKER = /^ {0,3}<!--\s*handoff:(brief|return)\b([^>]*)-->\s*$/;

/** The marker, where the renderer writes it: the first line of the document, or the first line after its
 *  title (blank lines aside). Anywhere else (a brief pasted into a body, a document that quotes one) it is
 *  the writer's text, not the tool's: it must not make the tool's own sections of the body disappear. */
function findMarker(lines: string[]): RegExpExecArray | null {
  let seenTitle = false;
  for (const line of lines.slice(0, 40)) {
    if (!line.trim()) continue;
    const m = MARKER.exec(line);
    if (m) return m;
    if (seenTitle || !/^ {0,3}#[ \t]/.test(line)) return null;
    seenTitle = true;
  }
  return null;
}

/** At most this many lines of text above an H1 still leave it the title (a note, a TL;DR line). */
const MAX_LEAD = 3;

/** "=====" banners around a title are decoration, not words. */
const bannerless = (t: string) => t.replace(/^(?:[=~]{3,}|-{3,})\s*|\s*(?:[=~]{3,}|-{3,})$/g, '').trim();

/**
 * A brief written as YAML keys in a fence that opens the document (```yaml, ```yml or a bare fence; at most
 * two short paragraphs of chat above it) whose top-level keys name two or more of a brief's parts ("why:", "deliver:",
 * "first_step:", "dead_ends:"; "title:" counts): read as front matter is, its keys the brief's answers. Its
 * range, fence lines included (readFrontMatter reads the lines between them), else undefined.
 */
function yamlFenceBrief(blocks: Blocks): [number, number] | undefined {
  // A line or two of chat above it ("Here is the brief:") may come first: they are kept as the text above.
  // (Only the first blocks matter: the walk stops at the first code block or the fourth block.)
  const blocksAbove: Block[] = [];
  for (const b of blocks.top) {
    if (b.token.type === 'space') continue;
    blocksAbove.push(b);
    if (b.token.type === 'code' || blocksAbove.length > 3) break;
  }
  const at = blocksAbove.findIndex((b) => b.token.type === 'code');
  const first = at >= 0 && at <= 2 && blocksAbove.slice(0, at).every((b) => b.token.type === 'paragraph' && b.end - b.line <= 2) ? blocksAbove[at] : undefined;
  if (!first) return undefined;
  const open = blocks.lines[first.line]!;
  if (!/^ {0,3}(?:`{3,}|~{3,})[ \t]*(?:ya?ml)?[ \t]*$/i.test(open)) return undefined;
  let named = 0;
  for (let i = first.line + 1; i < first.end - 1; i++) {
    const m = /^([A-Za-z\p{L}][\p{L}\p{N}_ -]{0,40}):(?:[ \t]|$)/u.exec(blocks.lines[i]!);
    if (!m) continue;
    const key = m[1]!.replace(/[_-]+/g, ' ');
    if (/^title$/i.test(key) || bestSectionScore(key, BRIEF_SECTIONS) >= 4) named++;
  }
  return named >= 2 ? [first.line, first.end] : undefined;
}


/** `known`: the document's blocks when the caller already has them (blocks.ts scanRendered). `targets`: a
 *  kind's own questions (kind-targets.ts kindTargets), so their labels and bold lines ("**Observed:**")
 *  are headings as the shared sections' are; only brief-side targets (the classifier's constraint). */
export function parseDoc(md: string, known?: Blocks, targets?: readonly HeadingTarget[]): ParsedDoc {
  const blocks = known ?? scanBlocks(md);
  const { lines, headings } = blocks;
  let title: string | null = null;
  let titleLine: number | null = null;
  // (Full-width "＃＃ name" lines are headings too: decorated-headings.ts fullWidthHeadings.)
  const wide = fullWidthHeadings(blocks);
  // (A heading wrapped onto a second of its level, "## Feste Regeln (Auszug, … und" / "## den älteren …)", is one:
  // wrapped-headings.ts.)
  const hs = joinWrappedHeadings(wide.length ? [...headings, ...wide].sort((a, b) => a.line - b.line) : headings.slice());
  const fmRange = blocks.frontMatter ?? yamlFenceBrief(blocks);
  const fmEnd = fmRange?.[1] ?? 0;
  // The first heading is the title when it is an H1 and nothing but front matter, a marker and comments
  // come before it; further H1s are sections (grouping headings), never a reason to lose the title. A
  // short lead above it (a "> **Note:**" or "TL;DR" line) does not take the title away from an H1 that
  // names no section itself ("# Findings" is no title).
  const before = hs.length ? lines.slice(fmEnd, hs[0]!.line).filter((l, i) => l.trim() !== '' && !MARKER.test(l) && !blocks.literal[i + fmEnd]) : [];
  const namesSection = (h: string) => bestSectionScore(h, ALL_SECTIONS) > 0;
  // The other H1s leave it the title when there are none, or when they are the document's sections ("# Why",
  // "# Deliver" below "# Fix the pager"); H1s that name nothing ("# Part 1", "# Part 2") are parts alike.
  const h1sAreSections = () => hs.every((h, i) => i === 0 || h.level > 1) || hs.some((h, i) => i > 0 && h.level === 1 && namesSection(h.text));
  // "# Outcome", "# Findings", "# Summary": an H1 that IS a return section's heading is that section, not
  // a title (one that only starts with one, "# Findings: pager", is a title).
  const isReturnSection = (h: string) => bestSectionScore(h, RETURN_SECTIONS) >= 4;
  // So is an H1 that IS a brief section's name ("# Objective", "# Why", "# Context"): a document titled by
  // its first section has no title of its own (brief/read-brief.ts may take one from its opening line).
  // Words only: a title with a link, code or a parenthetical ("Fix [links](…)") is the writer's title, and
  // a document the tool wrote keeps the title it was given.
  const isBriefSection = (h: string) => !/[[\]()`\\<]/.test(h) && !findMarker(lines) && bestSectionScore(h, BRIEF_SECTIONS) >= 4;
  // An H1 with no text of its own right above the brief's sections ("# Fix" over "## Why", "## Deliver"): a
  // title, though its word could name a return's section ("Fix" is one for Recommendations). A return's
  // "# Outcome" over "## Findings" stays its section: the headings below it name a return's sections.
  const titleOverBrief = (): boolean => {
    const [h, next] = hs;
    if (!h || !next || h.level !== 1 || isBriefSection(h.text) || lines.slice(h.next, next.line).some((l) => l.trim())) return false;
    const below = hs.slice(1);
    return below.every((x) => x.level > 1) && below.some((x) => bestSectionScore(x.text, BRIEF_SECTIONS) >= 4) && !below.some((x) => bestSectionScore(x.text, RETURN_SECTIONS) >= Math.max(1, bestSectionScore(x.text, BRIEF_SECTIONS)));
  };
  // An H1 named like a brief's section that only groups the whole document (the only H1, no text of its own before
  // the first sub-heading: "# Progress" over "## Background jobs", "## Where the next session starts") holds no
  // section's text: it names the document, as "# PROGRESS.md" does.
  const groupsAll = (): boolean => {
    const [h, next] = hs;
    return !!h && !!next && h.level === 1 && hs.slice(1).every((x) => x.level > 1) && !lines.slice(h.next, next.line).some((l) => l.trim());
  };
  // H1s that count one series ("# Vuln 1: SQL injection: `api/search.py:42`", "# Vuln 2: …", as Claude Code's security
  // review writes one per finding): entries alike, the first no more the document's title than the second.
  // (Not work counted, "# Task 1: …" / "# Task 2: …": a brief's steps, under its title.)
  const countedSeries = (): boolean => {
    const noun = findingCounterTitled(hs[0]!.text) ? counterNoun(hs[0]!.text) : undefined;
    return noun !== undefined && hs.filter((h) => h.level === 1 && counterNoun(h.text) === noun).length >= 2;
  };
  if (hs.length && hs[0]!.level === 1 && !countedSeries() && (!isReturnSection(hs[0]!.text) || titleOverBrief()) && (!isBriefSection(hs[0]!.text) || groupsAll()) && (!before.length || (before.length <= MAX_LEAD && h1sAreSections() && !namesSection(hs[0]!.text)))) {
    // A "=====" banner line above the title makes it part of a setext heading: not words of the title.
    title = hs[0]!.next - hs[0]!.line >= 3 ? bannerless(hs[0]!.text) : hs[0]!.text;
    titleLine = hs[0]!.line;
    hs.shift();
  } else if (hs.length && hs[0]!.level === 2 && !before.length && hs.every((h) => h.level > 1) && withoutDocLabel(hs[0]!.text).label !== null) {
    // No "# " heading, but a first "## Handoff: Flaky upload test": a heading that says what the document
    // is, above the rest, is its title.
    title = hs[0]!.text;
    titleLine = hs[0]!.line;
    hs.shift();
  } else if (hs.length && !findMarker(lines)) {
    // Notes prepended above the document's one H1 ("## Update 2026-06-02 — queue" … then "# Handoff" over
    // its own sections): the H1 is still the title, when it is the only one, names no section, and more of
    // the document's headings stand below it than above (one near the end, "# Appendix", is a part).
    const at = hs.findIndex((h) => h.level === 1);
    const h1 = hs[at];
    if (at > 0 && h1 && hs.filter((h) => h.level === 1).length === 1 && !namesSection(h1.text) && hs.length - at - 1 > at) {
      title = h1.text;
      titleLine = h1.line;
      hs.splice(at, 1);
    }
  }
  let marker: Marker | null = null;
  const m = findMarker(lines);
  if (m) {
    const attrs = Object.fromEntries([...m[2]!.matchAll(/([\w-]+)=([^\s]+)/g)].map((a) => [a[1], a[2]]));
    marker = { type: m[1] as 'brief' | 'return', id: attrs.id, kind: attrs.kind, n: attrs.n ? Number(attrs.n) : undefined };
  }
  // A document the tool wrote has only real headings; a hand-written one may use bold lines as headings.
  const cuts: LineCuts = new Map();
  if (!marker) {
    // No title yet, and the one "## " heading above only deeper ones names no section ("## Shrink the Docker
    // image" over "Why: …" / "Done when: …": a brief pasted from a larger document, or a chat that demotes
    // headings): the title, when the text below it then reads as the brief's labelled sections.
    const h2 = title === null && hs.length > 0 && hs[0]!.level === 2 && !before.length && hs.slice(1).every((h) => h.level > 2) && !namesSection(hs[0]!.text) && !(targets ?? []).some((t) => sectionScore(hs[0]!.text, t) > 0);
    // The same when the headings below it name a brief's sections, none a return's better ("## OPS-71 Export
    // fails" over "### Why", "### Deliver": a ticket pasted one level deeper). A return's H2 over its
    // "### Findings" stays its first section: the return reader groups by it.
    const briefBelow = (h: Heading) => bestSectionScore(h.text, BRIEF_SECTIONS) >= 4;
    const returnBelow = (h: Heading) => bestSectionScore(h.text, RETURN_SECTIONS) >= Math.max(1, bestSectionScore(h.text, BRIEF_SECTIONS));
    if (h2 && hs.slice(1).some((h) => h.level === 3 && briefBelow(h)) && !hs.slice(1).some(returnBelow)) {
      title = hs[0]!.text;
      titleLine = hs[0]!.line;
      hs.shift();
    } else if (h2) {
      const probe = hs.slice(1);
      withDecoratedHeadings(blocks, probe, new Map(), targets);
      withLabelHeadings(blocks, probe, new Map(), targets);
      if (probe.length > hs.length - 1) {
        title = hs[0]!.text;
        titleLine = hs[0]!.line;
        hs.shift();
      }
    }
    withBoldHeadings(blocks, hs, targets, cuts, titleLine);
    withDecoratedHeadings(blocks, hs, cuts, targets);
    withLabelHeadings(blocks, hs, cuts, targets);
    withPlainHeadings(blocks, hs, cuts);
    if (title === null && !headings.length && !blocks.frontMatter) {
      const t = plainTitle(blocks, hs, targets);
      // AsciiDoc's "= Title" over its "== " sections: the mark is no word of the title.
      if (t !== null) (title = lines[t]!.trim().replace(/^=[ \t]+(?=\S)/, '')), (titleLine = t);
    }
  }
  if (!marker) withoutAsideHeadings(blocks, hs, cuts, targets);
  const copies = marker ? new Set<number>() : withoutCopies(hs, cuts, title, titleLine, lines.length);
  const cut = (i: number) => docLine({ blocks, cuts }, i);
  const joined = (from: number, to: number) => linesText(blocks, from, to);
  const sections: Section[] = hs.map((h, i) => {
    let end = lines.length;
    for (let j = i + 1; j < hs.length; j++) {
      if (hs[j]!.level <= h.level) {
        end = hs[j]!.line;
        break;
      }
    }
    // (A section above a title below it, a note prepended to the document, ends where the title stands.)
    if (titleLine !== null && h.line < titleLine) end = Math.min(end, titleLine);
    end = withoutTrailingRules(blocks, h.next, end);
    const raw = cuts.size ? Array.from({ length: Math.max(0, end - h.next) }, (_x, k) => cut(h.next + k)).join('\n') : joined(h.next, end);
    return { heading: h.text, level: h.level, line: h.line + 1, start: h.next, end, raw };
  });
  // (A copy's section ends where the document's next part begins; then it leaves the sections read.)
  const copySections = copies.size ? sections.filter((x) => copies.has(x.line - 1)) : [];
  if (copySections.length) sections.splice(0, sections.length, ...sections.filter((x) => !copies.has(x.line - 1)));
  const frontMatter = readFrontMatter(lines, fmRange);
  if (title === null) {
    // (Or its name, where it has no title: "name: Meta Ads MCP article" over a handoff track.)
    const t = frontMatter.find((e) => /^title$/i.test(e.key) && e.value) ?? frontMatter.find((e) => /^name$/i.test(e.key));
    if (t && t.value) title = t.value;
  }
  const titleHeading = titleLine !== null ? headings.find((h) => h.line === titleLine) : undefined;
  const from = title !== null && titleLine !== null ? (titleHeading ? titleHeading.next : titleLine + 1) : fmEnd;
  // (Sections prepended above the title stay sections: the text before the first section is the title's.)
  const below = titleLine !== null ? hs.find((h) => h.line > titleLine) : hs[0];
  const firstSection = below ? below.line : lines.length;
  const above = titleLine !== null && hs.length > 0 && hs[0]!.line < titleLine;
  const preamble = joined(from, withoutTrailingRules(blocks, from, firstSection));
  // (Above a brief's YAML fence: the chat lines before it.)
  const leadLines: [number, number] = titleLine !== null ? [fmEnd, above ? hs[0]!.line : titleLine] : fmRange && !blocks.frontMatter && fmRange[0] > 0 ? [0, fmRange[0]] : [fmEnd, fmEnd];
  const lead = lines.slice(leadLines[0], leadLines[1]).filter((l) => !MARKER.test(l)).join('\n');
  // A title's comment opener is written escaped (escape.ts escapeTitle: no forged marker in the header).
  return { blocks, title: title?.replace(/\\<!--/g, '<!--') ?? null, titleLine, marker, sections, preamble, preambleLines: [from, firstSection], lead: lead.trim() ? lead : '', leadLines, frontMatter, cuts, ...(copySections.length ? { copies: copySections } : {}) };
}

/** Where each line of a document's text starts (one table per Blocks, made on first use). */
const lineStarts = new WeakMap<Blocks, Int32Array>();

/**
 * lines[from, to) joined with "\n", as a slice of the text they were split from when the blocks keep it:
 * the same string without copying it (a 1 MiB brief's sections hold its text about twice over).
 */
export function linesText(blocks: Blocks, from: number, to: number): string {
  const { lines, text } = blocks;
  if (text === undefined || from < 0 || to < 0) return lines.slice(from, to).join('\n');
  const a = from;
  const b = Math.min(lines.length, to);
  if (b <= a) return '';
  let starts = lineStarts.get(blocks);
  if (!starts) {
    starts = new Int32Array(lines.length);
    for (let i = 1; i < lines.length; i++) starts[i] = starts[i - 1]! + lines[i - 1]!.length + 1;
    lineStarts.set(blocks, starts);
  }
  return text.slice(starts[a]!, starts[b - 1]! + lines[b - 1]!.length);
}

/** A thematic break ("---", "***", "_ _ _"). */
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

/**
 * The end of a part's body without the rules that close it ("---" between a document's sections, after its
 * intro): a separator, no words of the part (written into a section it would read as the text "\---").
 * Blank lines around them go with them; a part that ends with text keeps its end.
 */
function withoutTrailingRules(blocks: Blocks, start: number, end: number): number {
  let e = end;
  for (;;) {
    let k = e - 1;
    while (k >= start && !blocks.lines[k]!.trim()) k--;
    if (k < start || blocks.literal[k] || !RULE.test(blocks.lines[k]!)) return e;
    e = k;
  }
}

const DETAILS_OPEN = /<details\b/gi;
const DETAILS_CLOSE = /<\/details\s*>/gi;
const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

/**
 * A collapsed `<details>` block is an aside (raw notes, an old draft, a bot's per-file table): headings
 * inside it are its text, not the document's sections, so its "## Outcome" never overrides what the
 * document states outside it ("Status: partial" above it). Only when the document has a section of its
 * own outside every such block: a document that is all one `<details>` is read as written.
 * Read as a brief (`targets`, the kind's own questions), a heading inside one that names such a question stays a
 * heading: "### 部署到本机生产的注意事项（重要！）" folded under "<summary>点击展开</summary>" is still the rules to
 * keep, collapsed only to save room (QA 46 B4); a return's sections are never among them.
 */
function withoutAsideHeadings(blocks: Blocks, hs: Heading[], cuts: LineCuts, targets?: readonly HeadingTarget[]): void {
  if (!hs.length) return;
  const asides: [number, number][] = [];
  let depth = 0;
  let from = 0;
  for (const b of blocks.top) {
    if (b.token.type !== 'html') continue;
    const text = b.token.raw;
    if (!depth && !/<details/i.test(text)) continue;
    const before = depth;
    depth = Math.max(0, depth + count(text, DETAILS_OPEN) - count(text, DETAILS_CLOSE));
    if (!before && depth) from = b.line;
    else if (before && !depth) asides.push([from, b.end]);
  }
  if (depth) asides.push([from, blocks.lines.length]);
  if (!asides.length) return;
  const inside = (line: number) => asides.some(([a, z]) => line >= a && line < z);
  const own = (h: Heading) => targets !== undefined && targets.length > 0 && bestSectionScore(h.text, targets) >= 2;
  const outside = hs.filter((h) => !inside(h.line));
  const kept = hs.filter((h) => !inside(h.line) || own(h));
  if (!outside.length || kept.length === hs.length) return;
  const keptLines = new Set(kept.map((h) => h.line));
  for (const [a, z] of asides) for (let i = a; i < z; i++) if (!keptLines.has(i)) cuts.delete(i);
  hs.splice(0, hs.length, ...kept);
}

/**
 * A document with no "#" heading at all whose first line, alone in its paragraph, is followed directly by
 * the first of its sections (read from decorated lines, bold lines, labels or plain lines), and that
 * section is a brief's: that line is its title ("通知メールの配信遅延対応" over "■背景"; "Speed up the
 * import" over "**Why:** …"). A line that is a label, a section's name or a sentence (ends in a full
 * stop, "!" or "?") is not a title; neither is one over a return's section (its opening line is its answer).
 */
function plainTitle(blocks: Blocks, hs: readonly { line: number; text: string }[], targets?: readonly HeadingTarget[]): number | null {
  const first = blocks.top.find((b) => b.token.type !== 'space');
  if (!first || first.token.type !== 'paragraph' || first.end - first.line !== 1 || !hs.length) return null;
  const next = blocks.top.find((b) => b.line > first.line && b.token.type !== 'space');
  if (!next || next.line !== hs[0]!.line) return null;
  const line = blocks.lines[first.line]!.trim();
  if (line.length > 100 || /[.。!！?？:：]$/.test(line) || labelOf(line) || bestSectionScore(line, ALL_SECTIONS) > 0) return null;
  const brief = Math.max(bestSectionScore(hs[0]!.text, BRIEF_SECTIONS), bestSectionScore(hs[0]!.text, targets ?? []));
  return brief >= 3 && brief > bestSectionScore(hs[0]!.text, RETURN_SECTIONS) ? first.line : null;
}

/** "Handoff: Split the parser" -> "Split the parser": a label that only says what the document is (a
 *  phrase of title.brief or title.label in prompts/headings.txt: "Handoff", "Session handoff", "Plan") is no part of
 *  the title; the brief says it is a handoff brief itself. Unless what is left names nothing either: "Next session
 *  — starter prompt" keeps its words whole, as "Handoff: notes" does (what is left is itself such a label, or a
 *  word for a document, title.nothing). */
export function withoutDocLabel(title: string): { title: string; label: string | null } {
  // "Handoff: x" as label.ts reads any label (the one reader); "Handoff — x" is a title's own dress.
  const l = labelOf(title);
  const m = l && !l.bullet && l.from === 0 && l.at < title.length && l.label.length <= 40 ? [title, l.label, title.slice(l.at)] : /^(.{1,40}?)[ \t]*[ \t][-–—][ \t]*(\S.*)$/u.exec(title);
  // The label is words only ("Session handoff", "**Handoff**"), never markup or a slot around a word.
  if (!m || !/^[\p{L}\p{N}][\p{L}\p{N} '’-]*$/u.test(m[1]!.replace(/^([*_]{1,2})(.*)\1$/u, '$2'))) return { title, label: null };
  const label = toPhrase(m[1]!);
  const labels = [...(headingTable().get('title.brief') ?? []), ...(headingTable().get('title.label') ?? [])];
  if (!labels.some((p) => phraseScore(label, p) >= 4)) return { title, label: null };
  const rest = toPhrase(m[2]!);
  const nothing = [...labels, ...(headingTable().get('title.nothing') ?? [])];
  return nothing.some((p) => phraseScore(rest, p) >= 4) ? { title, label: null } : { title: m[2]!, label: m[1]! };
}

/** Whether a label withoutDocLabel found says the document hands work on (a phrase of title.brief:
 *  "Handoff", "Übergabe", "Resume notes"), rather than what kind of text it is (title.label: "Plan"). */
export function handOverLabel(label: string): boolean {
  const l = toPhrase(label.replace(/^([*_]{1,2})(.*)\1$/u, '$2'));
  return (headingTable().get('title.brief') ?? []).some((p) => phraseScore(l, p) >= 4);
}

/** A section's body as the author meant it: escapes undone, blank edges trimmed. */
export function sectionText(raw: string): string {
  return normalizeAnswer(unescapeLines(raw.split('\n')).join('\n'));
}

/** A document's sections as its markdown has them now (hand edits included): for `show --json` and `pull --json`. */
export function docSections(md: string): { heading: string; level: number; line: number; text: string }[] {
  return parseDoc(md).sections.map((s) => ({ heading: s.heading, level: s.level, line: s.line, text: sectionText(s.raw) }));
}
