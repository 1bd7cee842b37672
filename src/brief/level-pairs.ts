// A group heading that names two levels joined by a conjunction ("## Critical & High Priority Issues (13 findings)",
// "## Crítico y alto", "## Критические и высокие", "## 严重和高优先级问题"): its findings are of one or the other,
// and a finding that says which keeps its own (findings.ts findingData reads the finding's words first). For the
// rest the higher of the two is the group's level: a reader who must choose treats a finding of a "critical & high"
// group as at least high, and the series it opens ranks above the next group's. Pure: the conjunctions come from
// prompts/severities.txt `level conjunction`, the levels from the caller.

import { escapeRegExp } from './keyed-words.js';

/** The rank of a severity, highest first; a level outside the scale has none. */
export const LEVEL_RANK: Readonly<Record<string, number>> = { blocker: 0, critical: 0, high: 1, major: 1, medium: 2, minor: 3, low: 3, nit: 4, info: 4 };

/** The higher of two levels on the scale (the first when they tie or either has no rank). */
export function higherLevel(a: string, b: string): string {
  const ra = LEVEL_RANK[a];
  const rb = LEVEL_RANK[b];
  return ra !== undefined && rb !== undefined && rb < ra ? b : a;
}

/**
 * The level a heading of two joined levels names (`heading` without its marks and number), or undefined. `level`
 * reads one heading ("High Priority Issues" -> high, "Critical" -> critical); `conjunctions` the words and signs
 * that join two levels. The first part is one word (or a CJK run) that is a level alone, the rest after the
 * conjunction a heading that names a level itself: "High and low-level design" names none.
 */
export function pairedLevel(heading: string, conjunctions: readonly string[], level: (h: string) => string | undefined): string | undefined {
  const h = heading.slice(0, 200).trim();
  if (!conjunctions.length || h.length < 3) return undefined;
  const byLength = [...conjunctions].sort((a, b) => b.length - a.length);
  // A word of Latin or Cyrillic letters joins with a blank on each side ("Critical and High", never "High impact"
  // read as "High i mpact"); a sign or a CJK word needs none ("Critical&High", "严重和高").
  const spaced = byLength.filter((c) => /^[\p{Script=Latin}\p{Script=Cyrillic}]+$/u.test(c)).map(escapeRegExp).join('|');
  const tight = byLength.filter((c) => !/^[\p{Script=Latin}\p{Script=Cyrillic}]+$/u.test(c)).map(escapeRegExp).join('|');
  const join = [spaced && `[ \\t]+(?:${spaced})[ \\t]+`, tight && `[ \\t]*(?:${tight})[ \\t]*`].filter(Boolean).join('|');
  const m = new RegExp(`^([\\p{L}]{2,24}|[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}]{1,6}?)(?:${join})(?=\\S)`, 'iu').exec(h);
  if (!m) return undefined;
  const first = level(m[1]!);
  const rest = level(h.slice(m[0].length));
  return first !== undefined && rest !== undefined ? higherLevel(first, rest) : undefined;
}
