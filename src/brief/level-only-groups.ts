// A heading that only names a level ("### High (2)", "### Low", "## 🔴 Critical", "### 우선순위 높음") is a group, not
// a finding, whatever its body's form: over paragraphs (one or more, "**[Pass A]** — Export ignores the flag"), the
// paragraphs are its findings, each of the group's level, titled by their own words, never "Low (1)". Sections over
// lists and tables were groups already (findings.ts plainGroup); this is the same reading for paragraphs. A count in
// the heading ("(3)", "— 3 issues") is a check: equal to the paragraphs, plain prose paragraphs are one finding each
// too. A bold paragraph lead that is a bracketed tag ("**[Pass A]** — …", "**【B】** …") is a field, the rest its
// title. Pure: the words (what states a level) come from the caller, read from prompts/severities.txt.

import { lazyRegExp } from './lazy-regexp.js';

/** "(3)", "（3）", "(3 issues)", "— 3 issues", ": 3": a count closing a heading; group 1 or 2 is the number. */
const COUNT_TAIL = lazyRegExp(() => /(?:[ \t]*[(（][ \t]*(\d{1,3})(?:[ \t]+[\p{L}]{1,16})?[ \t]*[)）]|[ \t]+(?:[—–:：]|-(?=[ \t]))[ \t]*(\d{1,3})(?:[ \t]+[\p{L}]{1,16})?)[ \t]*$/u);

/** The count a heading closes with ("High (2)" -> 2), or undefined. */
export function headingCount(heading: string): number | undefined {
  const m = COUNT_TAIL.exec(heading.slice(0, 200).replace(/[*_`]+/g, '').trimEnd());
  return m ? Number(m[1] ?? m[2]) : undefined;
}

/** The heading without its closing count ("Major — 3 issues" -> "Major"), to ask what level it names. */
export function withoutCount(heading: string): string {
  const h = heading.slice(0, 200).replace(/[*_`]+/g, '').trimEnd();
  const m = COUNT_TAIL.exec(h);
  return m ? h.slice(0, m.index).trimEnd() : h;
}

/**
 * Do the paragraphs under a level heading (no sub-sections, no lists or tables: `paragraphs` the first line of each
 * block, `others` how many blocks are not paragraphs) stand as the group's findings? `level(h)` states the level a
 * group heading names; `titled(line)` is a paragraph opened by a bold title. Every paragraph led by a bold title, or
 * one paragraph only (a level is no title), or as many plain paragraphs as the heading counts.
 */
export function levelGroupOverParagraphs(heading: string, paragraphs: readonly string[], others: number, level: (h: string) => string | undefined, titled: (line: string) => boolean): boolean {
  if (others > 0 || !paragraphs.length) return false;
  if (level(heading) === undefined && level(withoutCount(heading)) === undefined) return false;
  const count = headingCount(heading);
  if (count !== undefined) return count === paragraphs.length;
  return paragraphs.length === 1 || paragraphs.every(titled);
}

/** A bold bracketed tag leading a line, then a dash or colon and the title ("**[Pass A]** — Export ignores …",
 *  "- **【B】**：…"): group 1 is the tag's words. */
const TAG_LEAD = lazyRegExp(() => /^[ \t>]{0,4}(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?(?:\*\*|__)[ \t]*[[【［]([^\]】］\n*_]{1,40})[\]】］][ \t]*(?:\*\*|__)[ \t]*(?:[—–:：]|-(?=[ \t]))?[ \t]*(?=[^\s*_])/u);

/** A bold bracketed tag before the title: { tag, rest } (the rest is the title's line), or null. */
export function boldTagLead(line: string): { tag: string; rest: string } | null {
  if (!line.includes('**') && !line.includes('__')) return null;
  const m = TAG_LEAD.exec(line.slice(0, 400));
  if (!m) return null;
  const rest = line.slice(m[0].length).trim();
  // Two words of title at least: "**[Pass A]** ok" is no title.
  return /[\p{L}\p{N}]{2}[^\n]*?\s+\S|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{3}/u.test(rest) ? { tag: m[1]!.trim(), rest } : null;
}

/** "**Export** — The job ignores the flag": a bold lead of any length, then a dash or a colon and text; group 1 the
 *  bold words. */
const BOLD_DASH_LEAD = lazyRegExp(() => /^[ \t>]{0,4}(?:\*\*|__)([^*_\n]{1,80})(?:\*\*|__)[ \t]*(?:[—–:：]|-(?=[ \t]))[ \t]*[^\s*_]/u);

/** A line opened by a bold lead and a dash, its lead no part's label (`isPart`: "**Fix:** …", "**Impact** — …" are a
 *  finding's parts, never a finding a line). */
export function boldDashLead(line: string, isPart: (label: string) => boolean): boolean {
  const m = BOLD_DASH_LEAD.exec(line.slice(0, 400));
  return m !== null && !isPart(m[1]!.replace(/[:：]\s*$/, '').trim());
}
