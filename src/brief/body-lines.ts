// Which line of a `new --body` document a line of the brief it became came from: lint and the redactor
// read the rendered brief.md, but the writer fixes the body. Pure.

import { parseDoc, type Placement } from './document.js';

/**
 * The 1-based body line a finding on `line` of the rendered `brief` (holding `text`) came from, or null.
 * The brief's section around the line names the answer; placement says which body parts went there (and
 * the title); among their lines, the first that holds the text. A section's part that holds it on no line
 * (the text was rewritten) gives its first line.
 */
export function bodyLineOf(brief: string, body: string, placement: Placement[], line: number, text: string): number | null {
  const doc = parseDoc(brief);
  const at = line - 1;
  const section = doc.sections.filter((s) => s.line - 1 <= at && at < s.end).pop();
  const into = at === doc.titleLine ? 'title' : section?.heading;
  if (into === undefined) return null;
  const bodyLines = body.split(/\r\n|\r|\n/);
  // Where each placed part runs in the body: from its line to the next part's.
  const starts = [...new Set(placement.map((p) => p.line))].sort((a, b) => a - b);
  const parts = placement.filter((p) => p.to === into || p.to.startsWith(`${into} (`) || p.to.startsWith(`${into};`) || p.to.startsWith(`${into},`));
  const needle = text.replace(/\.\.\.$/, '').trim();
  for (const p of parts) {
    const end = (starts.find((l) => l > p.line) ?? bodyLines.length + 1) - 1;
    for (let i = p.line; i <= end; i++) if (needle && bodyLines[i - 1]?.includes(needle)) return i;
  }
  // A finding about the whole document sits on the title line ("no pointers"): no body line of its own.
  return parts.length && into !== 'title' ? parts[0]!.line : null;
}
