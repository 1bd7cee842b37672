// A review pasted from an agent's terminal, with no markdown headings: its parts are titled by short lines
// that stand alone and carry an emoji ("  ⚠️ Issues found", "  Performance ⚠️", "  🎯 总结"), its lines are
// indented by the terminal (or a "●" / "$" prompt line marks it as a transcript), and a finding is a numbered
// line standing alone whose text follows at the same indent ("  1. Cache never expires 🔴 high" / "" /
// "  Problem: …" / "  Fix: …"). marked sees paragraphs only: the titles are lost, and each numbered line is a
// one-item list cut off from its text. Read as the markdown it stands for: a title after a thematic break
// ("---") or the first one a "## " heading, the others "### " below it (no breaks: all "## "); such a
// numbered line a heading one level below its title; a prompt line ("● Review done! …") starts a new part,
// so a closing recap after it is not read as part of the last title. Every line keeps its number. A plain
// message with a few emoji lines (no terminal indent, no prompt), or a how-to pasted so with no title naming
// findings, stays as it was. Pure.

import { scanBlocks } from './blocks.js';
import { headingScore } from './headings.js';
import { lazyRegExp } from './lazy-regexp.js';

/** Necessary for the shape (a standalone emoji line): most documents stop here. */
const MAYBE = lazyRegExp(() => /(?:^|\n)[ \t]*\n[ \t]{0,3}(?:[\p{Extended_Pictographic}\uFFFD]|[^\n]{1,40}[\p{Extended_Pictographic}\uFFFD]\uFE0F?[ \t]*\n)/u);
/** A title: a few words led or ended by an emoji (a broken one, "\uFFFD", too), no sentence punctuation. */
const TITLE = lazyRegExp(
  () => /^[ \t]{0,3}(?:[\p{Extended_Pictographic}\uFFFD]\uFE0F?[ \t]*(?=[^\n]*\p{L})[^\n.。!！?？,，;；]{1,40}|(?=\p{L})[^\n.。!！?？,，;；]{1,40}?[ \t]+[\p{Extended_Pictographic}\uFFFD]\uFE0F?)[ \t]*$/u,
);
/** A numbered line standing alone: "  1. Module coupling 🔴 high priority". */
const NUMBERED = /^([ \t]{0,3})\d{1,3}[.)][ \t]+\S/;
/** A list item or a numbered line (what a numbered line's own text is not). */
const ITEM = /^[ \t]*(?:[-*+•]|\d{1,3}[.)])[ \t]/;
/** A shell or agent prompt line ("● Done! …", "$ claude review", "❯ …"). */
const PROMPT = lazyRegExp(() => /^[ \t]{0,3}[$%❯➜›»●⏺][ \t]+\S/u);
const RULE = /^[ \t]{0,3}(?:-[ \t]*){3,}$|^[ \t]{0,3}(?:\*[ \t]*){3,}$|^[ \t]{0,3}(?:_[ \t]*){3,}$/;

/** The text of a headingless terminal-pasted review as markdown, or null when it is not one. */
export function pastedTitlesAsMarkdown(text: string): string | null {
  if (!MAYBE.test(text)) return null;
  const blocks = scanBlocks(text);
  if (blocks.headings.length) return null;
  const { lines, literal } = blocks;
  const blank = (i: number) => i < 0 || i >= lines.length || !lines[i]!.trim();
  const titles: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (literal[i] || !TITLE.test(lines[i]!)) continue;
    if ((blank(i - 1) || RULE.test(lines[i - 1]!)) && blank(i + 1)) titles.push(i);
  }
  if (titles.length < 3 || !fromTerminal(lines)) return null;
  // A review: one title names the findings ("⚠️ Problems found", "❗ 发现的问题"). A how-to or a plan pasted
  // from a terminal, titled so too, is read as before.
  if (!titles.some((i) => headingScore(lines[i]!, 'return.findings') >= 3)) return null;
  const rules = lines.some((l) => RULE.test(l));
  const out = lines.slice();
  const isTitle = new Set(titles);
  let level = 2;
  let afterBreak = true; // the first title, and one after "---" or a prompt line, opens a part
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (literal[i]) continue;
    if (RULE.test(line)) afterBreak = true;
    else if (PROMPT.test(line) && titles[0]! < i) break;
    else if (isTitle.has(i)) {
      level = !rules || afterBreak ? 2 : 3;
      out[i] = `${'#'.repeat(level)} ${line.trim()}`;
      afterBreak = false;
    } else if (titles[0]! < i && flatItem(lines, i)) out[i] = `${'#'.repeat(level + 1)} ${line.trim()}`;
  }
  return out.join('\n');
}

/** A numbered line with a blank line below it and its text after that at the same indent, not an item. */
function flatItem(lines: readonly string[], i: number): boolean {
  const m = NUMBERED.exec(lines[i]!);
  if (!m || lines[i + 1]?.trim()) return false;
  let j = i + 1;
  while (j < lines.length && !lines[j]!.trim()) j++;
  const next = lines[j];
  if (next === undefined || ITEM.test(next)) return false;
  return /^[ \t]*/.exec(next)![0] === m[1];
}

/** A terminal's output: a prompt line, or most filled lines indented (the terminal's margin). */
function fromTerminal(lines: readonly string[]): boolean {
  if (lines.some((l) => PROMPT.test(l))) return true;
  const filled = lines.filter((l) => l.trim());
  return filled.filter((l) => /^[ \t]/.test(l)).length >= filled.length * 0.8;
}
