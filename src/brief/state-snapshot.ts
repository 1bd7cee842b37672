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
    for (const q of parts) {
      out[q.open] = `## ${q.name.replace(/[_-]+/g, ' ')}`;
      out[q.close] = '';
      dedent(out, q.open + 1, q.close);
    }
  }
  return out.join('\n');
}
