// The numbered part labels of an agent's session summary, alone on their lines: Claude Code's "1. Primary Request and
// Intent:" … "9. Optional Next Step:", Cline's "1. Current Work:" … "5. Pending Tasks and Next Steps:", often in bold
// ("**3. Files and Code Sections:**") when the agent or the person saving it dressed them. Each is a heading of the
// document, as a person reads it: "## Files and Code Sections", line for line (its number goes, as the label reader
// drops it from a plain label). Read so only where two or more name such parts (prompts/headings.txt:
// brief.agentSummary), outside code. As headings, not labels, each holds what its list item holds (Cline's
// "- Next step: …" under "5. Pending Tasks and Next Steps:" is read as the first step), a bold one is read at all,
// and none sits inside a "#" section above them (a tagged summary's scratch block, state-snapshot.ts). Pure.

import { dedent } from './dedent.js';
import { fenceMask } from './escape.js';
import { headingLists, headingScore } from './headings.js';

const LABEL = /^ {0,3}(?:\*\*|__)?(\d{1,2})[.)][ \t]+([^*_\n:：]{2,60}?)[ \t]*(?:[:：][ \t]*(?:\*\*|__)?|(?:\*\*|__)[ \t]*[:：]?|(?:\*\*|__)?[ \t]*[:：])[ \t]*$/;

/** The text with each numbered summary label line a "##" heading, or null when fewer than two lines are such labels. */
export function summaryLabelsAsHeadings(text: string): string | null {
  if (!/^ {0,3}(?:\*\*|__)?\d{1,2}[.)][ \t]/m.test(text)) return null;
  const lines = text.split(/\r\n|\r|\n/);
  const at: [number, string][] = [];
  const inFence = fenceMask(lines, { unclosedRunsToEnd: true });
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (inFence[i]) continue;
    const m = LABEL.exec(l);
    if (m && headingScore(m[2]!, 'brief.agentSummary') >= 4) at.push([i, `## ${m[2]!.trim()}`]);
  }
  if (at.length < 2) return null;
  // A brief's own "## Context" holding "1. Current work:" / "2. Pending tasks:" is that section's text: labels are the
  // summary's parts only at the document's top level (above them at most its "#" title and a tagged summary's
  // scratch block, state-snapshot.ts).
  const scratch = headingLists(['snapshot.scratchHeading'] as const)['snapshot.scratchHeading'].map((w) => w.toLowerCase());
  const headings = lines.slice(0, at[0]![0]).map((l, i) => ({ i, h: /^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$/.exec(l) })).filter((x) => x.h && !inFence[x.i]);
  const isHeading = (l: string, i: number) => !inFence[i] && /^ {0,3}#{1,6}(?:[ \t]|$)/.test(l);
  const nestedAbove = headings.some(({ h }, n) => !(n === 0 && h![1] === '#') && !scratch.includes(h![2]!.trim().toLowerCase()));
  // (A saved summary under a heading of its own, "## 2025-07-14 08:27:55Z", with no section after the labels: they
  // are still the document's top level.)
  if (nestedAbove && lines.some((l, i) => i > at[0]![0] && isHeading(l, i))) return null;
  // ("Summary:" alone on the line over "1. Primary Request and Intent:": the label of the parts below it, a heading
  // too, which holds nothing of its own and is not written; as text it was a lone "Summary:" in the Context.)
  const first = at[0]![0];
  let above = first - 1;
  while (above >= 0 && !lines[above]!.trim()) above--;
  const lone = above >= 0 ? /^ {0,3}(?:\*\*|__)?([^\s*_:：#>|`-][^*_\n:：]{0,40}?)(?:\*\*|__)?[ \t]*[:：][ \t]*(?:\*\*|__)?[ \t]*$/.exec(lines[above]!) : null;
  if (lone && lone[1]!.trim().split(/\s+/).length <= 3 && (above === 0 || !lines[above - 1]!.trim() || /^ {0,3}#/.test(lines[above - 1]!))) lines[above] = `## ${lone[1]!.trim()}`;
  for (const [k, [i, h]] of at.entries()) {
    lines[i] = h;
    // (The last label's text ends at the next heading, not at the end of the file.)
    let end = at[k + 1]?.[0] ?? lines.length;
    for (let j = i + 1; j < end; j++) if (isHeading(lines[j]!, j)) end = j;
    dedent(lines, i + 1, end);
  }
  return lines.join('\n');
}
