// Findings folded into a `<details>` block under their own headings ("<summary>High-Severity Findings</summary>"
// over "### Finding: ADV-P01 — run_summary untested", "### Issue — cache key ignores locale"): document.ts reads
// headings inside `<details>` as the aside's text, not as sections, so the findings reader sees them as blocks. A
// person counts one finding per such heading, its summary naming the group. Pure.

import { findingsColumn } from './table-columns.js';
import { hasSeverity } from './findings.js';

/** A heading that names one finding: led by a word for a finding as a label ("Finding:", "Issue —", "Befund:",
 *  "问题：", prompts/columns.txt `finding:`), or carrying a level ("[High] Token leak", "🔴 Critical: …"). */
export function namesOneFinding(heading: string): boolean {
  const lead = /^[ \t]*(?:[*_`]{1,2})?([\p{L}][\p{L} ]{0,24}?)(?:[*_`]{1,2})?[ \t]*(?:[:：]|[ \t][-–—])/u.exec(heading);
  return (lead !== null && findingsColumn(lead[1]!)) || hasSeverity(heading);
}
