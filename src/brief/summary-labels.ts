// The numbered part labels of an agent's session summary, alone on their lines: Claude Code's "1. Primary Request and
// Intent:" … "9. Optional Next Step:", Cline's "1. Current Work:" … "5. Pending Tasks and Next Steps:", often in bold
// ("**3. Files and Code Sections:**") when the agent or the person saving it dressed them. Each is a heading of the
// document, as a person reads it: "## Files and Code Sections", line for line (its number goes, as the label reader
// drops it from a plain label). Read so only where two or more name such parts (prompts/headings.txt:
// brief.agentSummary), outside code. As headings, not labels, each holds what its list item holds (Cline's
// "- Next step: …" under "5. Pending Tasks and Next Steps:" is read as the first step), a bold one is read at all,
// and none sits inside a "#" section above them (a tagged summary's scratch block, state-snapshot.ts). Pure.

import { headingScore } from './headings.js';

const LABEL = /^ {0,3}(?:\*\*|__)?(\d{1,2})[.)][ \t]+([^*_\n:：]{2,60}?)[ \t]*(?:[:：][ \t]*(?:\*\*|__)?|(?:\*\*|__)[ \t]*[:：]?|(?:\*\*|__)?[ \t]*[:：])[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The text with each numbered summary label line a "##" heading, or null when fewer than two lines are such labels. */
export function summaryLabelsAsHeadings(text: string): string | null {
  if (!/^ {0,3}(?:\*\*|__)?\d{1,2}[.)][ \t]/m.test(text)) return null;
  const lines = text.split(/\r\n|\r|\n/);
  const at: [number, string][] = [];
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const f = FENCE.exec(l);
    if (fence) {
      if (f && f[1]!.charAt(0) === fence.charAt(0) && f[1]!.length >= fence.length && !l.slice(f[0].length).trim()) fence = null;
      continue;
    }
    if (f) {
      fence = f[1]!;
      continue;
    }
    const m = LABEL.exec(l);
    if (m && headingScore(m[2]!, 'brief.agentSummary') >= 4) at.push([i, `## ${m[2]!.trim()}`]);
  }
  if (at.length < 2) return null;
  // ("Summary:" alone on the line over "1. Primary Request and Intent:": the label of the parts below it, a heading
  // too, which holds nothing of its own and is not written; as text it was a lone "Summary:" in the Context.)
  const first = at[0]![0];
  let above = first - 1;
  while (above >= 0 && !lines[above]!.trim()) above--;
  const lone = above >= 0 ? /^ {0,3}(?:\*\*|__)?([^\s*_:：#>|`-][^*_\n:：]{0,40}?)(?:\*\*|__)?[ \t]*[:：][ \t]*(?:\*\*|__)?[ \t]*$/.exec(lines[above]!) : null;
  if (lone && lone[1]!.trim().split(/\s+/).length <= 3 && (above === 0 || !lines[above - 1]!.trim() || /^ {0,3}#/.test(lines[above - 1]!))) lines[above] = `## ${lone[1]!.trim()}`;
  for (const [k, [i, h]] of at.entries()) {
    lines[i] = h;
    dedent(lines, i + 1, at[k + 1]?.[0] ?? lines.length);
  }
  return lines.join('\n');
}

/** Lines [from, to) without the indent they share: the text a label's list item indented under it ("   The user
 *  wants …") is the heading's text, not a list's. A list's own nesting stays. */
function dedent(lines: string[], from: number, to: number): void {
  let min = Infinity;
  for (let i = from; i < to; i++) if (lines[i]!.trim()) min = Math.min(min, /^[ \t]*/.exec(lines[i]!)![0].length);
  if (!Number.isFinite(min) || min === 0) return;
  for (let i = from; i < to; i++) lines[i] = lines[i]!.slice(Math.min(min, /^[ \t]*/.exec(lines[i]!)![0].length));
}
