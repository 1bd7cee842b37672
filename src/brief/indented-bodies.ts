// A finding written as plain text: its line at the margin, its body indented under it (QA 53 class 2).
//
//   [UX-1] 🔴 CRITICAL: The axis has no labels        <- the finding's line, no bullet, at the margin
//     The chart draws twelve points …                  <- its body, indented: paragraphs,
//                                                         blank lines,
//     - Header: 12K                                    <- bullets and code lines alike
//   [UX-2] 🟡 MEDIUM: Totals use two formats           <- the next finding's line ends it
//
// Agent and script reports written without markdown do this; a markdown reader sees separate paragraphs and an
// indented list, so each became a finding of its own. The rule a person reads by: the lines indented under a finding
// line are its body, up to the next line at the margin. A finding line is a paragraph at the margin that opens with the
// writer's id in brackets or states a severity (the caller's `opens`: findings.ts BRACKET_ID, hasSeverity). Pure.

import type { Block } from './blocks.js';

/** Blocks run together as one finding: its line's paragraph, then every block indented under it. */
export interface IndentedRun {
  blocks: Block[];
  /** 0-based line of the finding line. */
  line: number;
  /** The finding's text: its line, then its body with the indent they share taken off. */
  lines: string[];
}

const indented = (l: string) => /^[ \t]+\S/.test(l);
const blank = (l: string) => l.trim() === '';

/**
 * The runs of `blocks` (a section's own, in order) that are plain-text findings with indented bodies: a paragraph
 * whose first line is at the margin and `opens` a finding, then the blocks after it whose every line is indented or
 * blank. Only runs that have a body (an indented line in the paragraph or a block under it) are returned; a finding
 * line alone is read as before.
 */
export function indentedRuns(lines: readonly string[], blocks: readonly Block[], opens: (line: string) => boolean): IndentedRun[] {
  const runs: IndentedRun[] = [];
  let run: IndentedRun | null = null;
  const close = () => {
    if (run && hasBody(lines, run)) runs.push(run);
    run = null;
  };
  for (const b of blocks) {
    const own = lines.slice(b.line, b.end);
    const first = own[0] ?? '';
    if (b.token.type === 'paragraph' && !indented(first) && !blank(first) && opens(first)) {
      close();
      run = { blocks: [b], line: b.line, lines: [] };
      continue;
    }
    if (!run) continue;
    if (own.every((l) => blank(l) || indented(l))) run.blocks.push(b);
    else close();
  }
  close();
  for (const r of runs) r.lines = runText(lines, r);
  return runs;
}

function hasBody(lines: readonly string[], run: IndentedRun): boolean {
  const [head, ...rest] = run.blocks;
  return rest.some((b) => b.token.type !== 'space') || lines.slice(head!.line + 1, head!.end).some(indented);
}

/** The run's lines, trailing blanks off, the body's shared indent taken off (the finding line stays as written). */
function runText(lines: readonly string[], run: IndentedRun): string[] {
  const last = run.blocks[run.blocks.length - 1]!;
  const all = lines.slice(run.line, last.end);
  while (all.length > 1 && blank(all[all.length - 1]!)) all.pop();
  const body = all.slice(1);
  const shared = Math.min(...body.filter((l) => !blank(l)).map((l) => /^[ \t]*/.exec(l)![0].length));
  return [all[0]!, ...body.map((l) => (blank(l) ? '' : l.slice(Number.isFinite(shared) ? shared : 0)))];
}
