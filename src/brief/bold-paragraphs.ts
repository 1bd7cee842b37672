// Findings written as paragraphs under a heading per file (items9, R2). Pure.
//
// "## src/store/cache.go" / "**[magic] Expiry hard-coded to 90 s**" / "The value should come from config.
// _Fix: …_" / "**[hardening] Eviction runs under the read lock**" / …: each paragraph led by a line that is all
// bold (a title of two words or more, no label's colon) opens a finding; the lines after it, up to the next such
// line, are its text; the file heading is their place. Read by the shape, with or without blank lines between the
// findings. Only where two such leads or more stand and nothing comes before the first: a file's single bold-led
// paragraph, or prose above bold labels, is read as before.

/** A line that is a bold title and nothing else ("**[tag] Eviction runs under the read lock**"). */
const BOLD_LINE = /^[ \t]{0,3}\*\*([^*\n]{3,160})\*\*[ \t]*$/;

/** Is `line` a whole-line bold title (two words or more, not ending in a colon, not a label `isLabel` knows)? */
export function boldTitleLine(line: string, isLabel: (bold: string) => boolean): boolean {
  const m = line.length <= 200 ? BOLD_LINE.exec(line) : null;
  if (!m) return false;
  const bold = m[1]!.trim();
  return !/[:：]$/.test(bold) && /\S\s+\S/.test(bold) && !isLabel(bold);
}

/**
 * The runs of lines [line, end) that each open with a bold title line, over the paragraphs and code blocks
 * `blocks` ({type, line, end}, 0-based, end exclusive); null unless two runs or more and the first block opens one.
 */
export function boldParagraphRuns(lines: readonly string[], blocks: readonly { type: string; line: number; end: number }[], isLabel: (bold: string) => boolean): { line: number; end: number }[] | null {
  const body = blocks.filter((b) => b.type !== 'space');
  if (!body.length || body.some((b) => b.type !== 'paragraph' && b.type !== 'code')) return null;
  const runs: { line: number; end: number }[] = [];
  for (const b of body) {
    for (let k = b.line; k < b.end; k++) {
      if (b.type === 'paragraph' && boldTitleLine(lines[k] ?? '', isLabel)) runs.push({ line: k, end: k + 1 });
      else if (!runs.length) return null;
      else runs[runs.length - 1]!.end = k + 1;
    }
  }
  return runs.length >= 2 ? runs : null;
}
