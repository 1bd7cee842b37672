// An agent's own compaction summary written in tags: Gemini CLI's "<state_snapshot>" holding "<overall_goal>",
// "<key_knowledge>", "<task_state>" …, each tag indented under the one before; Claude Code's "<analysis>" (its
// scratch reasoning) followed by "<summary>" holding "1. Primary Request and Intent:" lines. markdownOfTags
// (html-document.ts) takes only tags at the margin and would read the indented text as code, and it would read
// "<analysis>" as a return's section. Here such a document is the markdown it stands for: the wrapper's lines go
// blank, each tag inside it is a "##" heading named by its words ("overall_goal" -> "overall goal"), the scratch
// block is a heading of its own (kept, never an answer), and each part's text loses the indent the tags gave it.
// Line for line, so placement's line numbers point into the file. The tag names are data (prompts/headings.txt:
// snapshot.*). Pure.

import { dedent } from './dedent.js';
import { fenceMask } from './escape.js';
import { headingLists } from './headings.js';

const OPEN = /^[ \t]*<([A-Za-z][\w-]{0,40})>[ \t]*$/;
const CLOSE = /^[ \t]*<\/([A-Za-z][\w-]{0,40})>[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

interface Pair {
  name: string;
  open: number;
  close: number;
}

/** The pairs of tags alone on their lines at the top level of lines [from, to): none nested in another. */
function topPairs(lines: string[], from: number, to: number): Pair[] | null {
  const pairs: Pair[] = [];
  for (let i = from; i < to; i++) {
    const o = OPEN.exec(lines[i]!);
    if (!o) continue;
    const name = o[1]!.toLowerCase();
    let j = i + 1;
    while (j < to && CLOSE.exec(lines[j]!)?.[1]!.toLowerCase() !== name) j++;
    if (j >= to) return null; // an unclosed tag: not such a document
    pairs.push({ name, open: i, close: j });
    i = j;
  }
  return pairs;
}

/** A part's tag lines as a heading of `level` named by its words ("<overall_goal>" -> "## overall goal") and a blank
 *  line, its text without the indent the tags gave it; in place. */
function partAsHeading(out: string[], p: Pair, level: number): void {
  out[p.open] = `${'#'.repeat(level)} ${p.name.replace(/[_-]+/g, ' ')}`;
  out[p.close] = '';
  dedent(out, p.open + 1, p.close);
}

/**
 * The markdown a tag-shaped compaction summary stands for, or null when the text is not one: a wrapper tag
 * (snapshot.root) alone on its lines at the top level, perhaps inside one fence, perhaps after a scratch block
 * (snapshot.scratch) and a line or two of preamble. A "<summary>" wraps one only beside a scratch block (alone it
 * is HTML's or any document's). Its parts may be "#" headings ("<summary>" over "## 1. Primary Request and Intent"):
 * marked would read the tag line and the heading under it as one HTML block and lose the heading.
 */
export function markdownOfSnapshot(text: string): string | null {
  if (!/^[ \t]*<[A-Za-z][\w-]*>[ \t]*$/m.test(text)) return null;
  const lines = text.split(/\r\n|\r|\n/);
  const filled = lines.map((l, i) => (l.trim() ? i : -1)).filter((i) => i >= 0);
  if (!filled.length) return null;
  let from = 0;
  let to = lines.length;
  let fence: [number, number] | null = null;
  const first = filled[0]!;
  const last = filled[filled.length - 1]!;
  if (FENCE.test(lines[first]!) && last > first && /^ {0,3}(`{3,}|~{3,})[ \t]*$/.test(lines[last]!)) {
    fence = [first, last];
    from = first + 1;
    to = last;
  }
  const pairs = topPairs(lines, from, to);
  if (!pairs?.length) return null;
  const words = headingLists(['snapshot.root', 'snapshot.scratch', 'snapshot.scratchHeading'] as const);
  const scratch = new Set(words['snapshot.scratch']);
  const hasScratch = pairs.some((p) => scratch.has(p.name));
  const roots = pairs.filter((p) => words['snapshot.root'].includes(p.name) && (p.name !== 'summary' || hasScratch));
  if (!roots.length) return null;
  // A return written in tags ("<summary>", "<analysis>", "<findings>", "<outcome>") is no snapshot: each top pair
  // must be a wrapper or a scratch block, or markdownOfTags reads the document.
  if (pairs.some((p) => !scratch.has(p.name) && !roots.includes(p))) return null;
  // Outside the pairs only a short preamble ("This session is being continued …") before the first one.
  const inPair = (i: number) => pairs.some((p) => i >= p.open && i <= p.close);
  const outside = filled.filter((i) => i >= from && i < to && !inPair(i));
  if (outside.some((i) => i > pairs[0]!.open) || outside.length > 3) return null;
  const out = lines.slice();
  if (fence) out[fence[0]] = out[fence[1]] = '';
  const scratchHeading = words['snapshot.scratchHeading'][0] ?? 'working notes';
  for (const p of pairs) {
    if (scratch.has(p.name)) {
      out[p.open] = `## ${scratchHeading}`;
      out[p.close] = '';
      dedent(out, p.open + 1, p.close);
      continue;
    }
    if (!roots.includes(p)) continue;
    out[p.open] = out[p.close] = '';
    let parts = topPairs(out, p.open + 1, p.close) ?? [];
    // (One pair holding all of it, Cline's "<new_task>" around "<context>": a wrapper too.)
    while (parts.length === 1 && !out.slice(p.open + 1, p.close).some((l, k) => l.trim() && (k + p.open + 1 < parts[0]!.open || k + p.open + 1 > parts[0]!.close))) {
      const q = parts[0]!;
      out[q.open] = out[q.close] = '';
      parts = topPairs(out, q.open + 1, q.close) ?? [];
    }
    if (!parts.length) {
      dedent(out, p.open + 1, p.close);
      continue;
    }
    for (const q of parts) partAsHeading(out, q, 2);
  }
  return out.join('\n');
}

const MARGIN_OPEN = /^ {0,3}<([A-Za-z][\w-]{0,40})>[ \t]*$/;
const ONE_LINE_PART = /^ {0,3}<([A-Za-z][\w-]{0,40})>[ \t]*(\S.*?)[ \t]*<\/\1>[ \t]*$/;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]|$)/;

/**
 * A compaction summary's tagged parts where markdownOfSnapshot and markdownOfTags read none: inside a markdown
 * document (an export of GitHub Copilot CLI's checkpoint under "## Durable Session Summary"; a Gemini
 * "<state_snapshot>" pasted between a plan's sections). A part at the margin (snapshot.part) becomes a heading of the
 * level of the markdown heading above it (at least "##"), a section beside the document's own, its text dedented; a
 * wrapper (snapshot.root, but not "<summary>", which is any document's) goes blank and its parts become such
 * headings. Read only where a wrapper or two parts stand at the margin outside fences: one "<overview>" in a document
 * is the document's own business. Line for line. Null when there is nothing to read.
 */
export function markdownOfTaggedParts(text: string): string | null {
  if (!/^ {0,3}<[A-Za-z][\w-]*>[ \t]*$/m.test(text)) return null;
  const lines = text.split(/\r\n|\r|\n/);
  const words = headingLists(['snapshot.root', 'snapshot.part'] as const);
  const roots = new Set(words['snapshot.root'].filter((w) => w !== 'summary'));
  const parts = new Set(words['snapshot.part']);
  const fenced = fenceMask(lines);
  const found: { pair: Pair; level: number; wrapper: boolean }[] = [];
  let level = 2;
  for (let i = 0; i < lines.length; i++) {
    if (fenced[i]) continue;
    const h = ATX.exec(lines[i]!);
    if (h) {
      level = Math.max(2, h[1]!.length);
      continue;
    }
    const o = MARGIN_OPEN.exec(lines[i]!);
    const name = o?.[1]!.toLowerCase();
    if (!name || !(roots.has(name) || parts.has(name))) continue;
    let j = i + 1;
    while (j < lines.length && !fenced[j] && CLOSE.exec(lines[j]!)?.[1]!.toLowerCase() !== name) j++;
    if (j >= lines.length || fenced[j]) continue; // unclosed, or closed only inside a fence: text
    found.push({ pair: { name, open: i, close: j }, level, wrapper: roots.has(name) });
    i = j;
  }
  if (!found.some((f) => f.wrapper) && found.length < 2) return null;
  const out = lines.slice();
  for (const f of found) {
    if (!f.wrapper) {
      partAsHeading(out, f.pair, f.level);
      continue;
    }
    out[f.pair.open] = out[f.pair.close] = '';
    const inner = topPairs(out, f.pair.open + 1, f.pair.close) ?? [];
    if (!inner.length) dedent(out, f.pair.open + 1, f.pair.close);
    for (const q of inner) partAsHeading(out, q, f.level);
  }
  return out.join('\n');
}

/**
 * A one-line title part at the margin ("<checkpoint_title>Criticality lookup</checkpoint_title>", snapshot.title,
 * after Copilot CLI's checkpoint) as a heading with its value ("## checkpoint title: Criticality lookup"), which
 * read-brief.ts takes as the title of a document that has none (title.section). Null when there is none.
 */
export function withTitlePart(text: string): string | null {
  if (!text.includes('</')) return null;
  const titles = new Set(headingLists(['snapshot.title'] as const)['snapshot.title']);
  const lines = text.split(/\r\n|\r|\n/);
  const fenced = fenceMask(lines);
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const m = fenced[i] ? null : ONE_LINE_PART.exec(lines[i]!);
    if (!m || !titles.has(m[1]!.toLowerCase()) || m[2]!.includes('<')) continue;
    lines[i] = `## ${m[1]!.toLowerCase().replace(/[_-]+/g, ' ')}: ${m[2]}`;
    changed = true;
  }
  return changed ? lines.join('\n') : null;
}
