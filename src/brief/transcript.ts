// A return pasted from an agent's terminal: no markdown headings; plain "Label:" lines head its parts
// ("Findings:", "Issues found:", "发现的问题：", "Summary:"), and its findings are numbered and indented under the
// findings label ("  1. Module coupling 🔴 high priority" / "     The router imports every handler."). marked
// reads lines indented four spaces as a code block, and a label with no blank line below it as the last line
// of a paragraph: the findings were lost and the summary's bullets taken for them. Read as the markdown it
// stands for: each such label a "## " heading, and the numbered lines under the findings label moved left by
// their first item's indent (their continuation lines with them). Every line keeps its number. Pure.

import { scanBlocks } from './blocks.js';
import { headingScore } from './headings.js';
import { bestSectionScore, RETURN_SECTIONS } from './sections.js';
import { lazyRegExp } from './lazy-regexp.js';

/** Necessary for the shape (a label line, blank lines, an indented numbered line): most documents stop here. */
const MAYBE = lazyRegExp(() => /^[ \t]{0,3}[\p{L}][^\n:：]{0,40}[:：][ \t]*\n(?:[ \t]*\n){0,3}[ \t]+\d{1,3}[.)][ \t]/mu);
/** A line that is only a label: a few words, letters first, its colon last. */
const LABEL_LINE = lazyRegExp(() => /^( {0,3})([\p{L}][\p{L}\p{N}\p{M} '’&/-]{0,38}?)[ \t]*[:：][ \t]*$/u);
/** A numbered item, indented (a findings list pasted from a terminal). */
const INDENTED_ITEM = /^([ \t]+)\d{1,3}[.)][ \t]+\S/;

/** The text of a headingless transcript return as markdown, or null when it has no findings label over
 *  indented numbered items (then nothing changes: a real code block stays code). */
export function transcriptAsMarkdown(text: string): string | null {
  if (!MAYBE.test(text)) return null;
  const blocks = scanBlocks(text);
  if (blocks.headings.length) return null;
  const { lines, literal } = blocks;
  const labels: { line: number; label: string; findings: boolean }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = literal[i] ? null : LABEL_LINE.exec(lines[i]!);
    if (!m) continue;
    const label = m[2]!;
    const findings = headingScore(label, 'return.findings') >= 4;
    if (findings || bestSectionScore(label, RETURN_SECTIONS) >= 4) labels.push({ line: i, label, findings });
  }
  const over = labels.filter((l) => l.findings && INDENTED_ITEM.test(lines[nextFilled(lines, l.line + 1)] ?? ''));
  if (!over.length || !fromTerminal(lines, labels, over[0]!.line)) return null;
  const out = lines.slice();
  for (const l of labels) out[l.line] = `## ${l.label}`;
  for (const l of over) {
    const first = nextFilled(lines, l.line + 1);
    const indent = INDENTED_ITEM.exec(lines[first]!)![1]!;
    const end = labels.find((x) => x.line > l.line)?.line ?? lines.length;
    // Up to the next label, or a line less indented than the items (their text ends there).
    for (let i = first; i < end; i++) {
      const line = lines[i]!;
      if (!line.trim()) continue;
      if (!line.startsWith(indent)) break;
      out[i] = line.slice(indent.length);
    }
  }
  return out.join('\n');
}

/** A shell or agent prompt line ("$ claude review", "user@host:~/app$ codex", "> review the cache", "❯ …", "● …"). */
const PROMPT_LINE = lazyRegExp(() => /^[ \t]{0,3}(?:[$%❯➜›»●⏺>][ \t]+\S|[\w.-]+@[\w.-]+:[^\n]{0,200}?[$#][ \t]+\S|PS [A-Z]:\\[^>\n]{0,200}>[ \t]*\S)/u);

/** Whether the text reads as a terminal's output, not as a plain message that lists issues ("Fix the router.
 *  Issues:" / "  1. …", a brief): a prompt line above the findings label, or another part's label after it
 *  ("Summary:"). */
function fromTerminal(lines: readonly string[], labels: readonly { line: number; findings: boolean }[], at: number): boolean {
  return lines.slice(0, at).some((l) => PROMPT_LINE.test(l)) || labels.some((l) => l.line > at && !l.findings);
}

function nextFilled(lines: readonly string[], from: number): number {
  let i = from;
  while (i < lines.length && !lines[i]!.trim()) i++;
  return i;
}
