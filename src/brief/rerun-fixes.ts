// A section that re-ran the checks after the fixes ("## Re-verification" / "After the above changes `npm test` passed
// 62/62 and `npm run build` was clean.", "## Nachprüfung", "## Повторная проверка", "## 复验"): the fixes it follows
// were confirmed by that run, so each finding marked fixed that states nothing of its own check is verified by it.
// A section that only plans or awaits the run ("Re-verification: pending") states no run passed (run-passed.ts), and
// so verifies nothing. The heading words are data: prompts/verification.txt `rerun heading:`. Pure apart from
// reading that file once.

import { readPrompt } from '../paths.js';
import { keyedWords } from './keyed-words.js';
import { normalizeHeading } from './sections.js';
import { runPassed } from './run-passed.js';
import type { Section } from './document.js';

let heads: string[] | undefined;
const HEADS = () => (heads ??= keyedWords(readPrompt('verification.txt'), 'rerun heading').map((w) => normalizeHeading(w).toLowerCase().trim()).filter(Boolean));

/** A heading that names a re-run of the checks ("Re-verification", "Regression check after fixes", "复验"): its
 *  normalized form opens with one of the words. */
export function rerunHeading(heading: string): boolean {
  const h = normalizeHeading(heading).toLowerCase().trim();
  if (!h || h.length > 60) return false;
  return HEADS().some((w) => h === w || (h.startsWith(w) && !/[\p{L}\p{N}]/u.test(h[w.length]!)));
}

/** The first section headed as a re-run, holding no finding, whose text reports a run passed: its passing line and
 *  the section's 1-based heading line; else undefined. */
export function rerunPassed(sections: readonly Section[], lines: readonly string[], _literal: ArrayLike<number | boolean>, findingLines: readonly number[]): { how: string; line: number } | undefined {
  for (const s of sections) {
    if (s.level === 0 || !rerunHeading(s.heading)) continue;
    if (findingLines.some((l) => l - 1 >= s.start && l - 1 < s.end)) continue;
    const own: string[] = [];
    // (Its fenced block is the run's output, "```" / "test:validate → 20 passed, 0 failed.": the run itself, read too.)
    for (let i = s.start; i < s.end && own.length < 60; i++) own.push(lines[i] ?? '');
    // (A command in a code span, "`npm test` passed 62/62", is the run's noun as much as "the tests" are.)
    const how = runPassed(own.join('\n').replace(/`/g, ''));
    if (how) return { how, line: s.line };
  }
  return undefined;
}
