// A level the text above the findings gives all of them by counting them:
//
//   ## Summary
//   Found and fixed **5 critical mismatches** where …        ### ✅ Issue 1: Wrong callback signature
//                                                              …  ### ✅ Issue 5: Wrong parameter order
//
// A person reads each of the five as critical. When the intro, the title or a findings section's lead counts the
// findings with one level ("5 critical mismatches", "3 kritische Befunde", "5 problèmes
// critiques", "5个严重问题"), the count equals the number of findings and no other level is counted there, each
// finding that states no severity of its own (nor by its group) gets that level, written into it as a field line,
// as "Verified:" is from a sentence about every finding. A count that differs ("2 critical issues" over five
// findings), two levels ("2 critical, 3 minor"), or a level word not followed by what it counts ("5 high") gives
// none. The level words are prompts/severities.txt's (severity-words.ts severityWords), the grammar here. Pure.

import type { Placement } from './document.js';
import { severityWords } from './severity-words.js';
import { findingData, type FindingItem } from './findings.js';
import { lazyRegExp } from './lazy-regexp.js';

const CJK = lazyRegExp(() => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u);
/** A count: a number of one to three digits, not part of a version, a time or a share, perhaps a CJK counter. */
const COUNT = lazyRegExp(() => /(?<![\p{L}\p{N}.,:/#-])(\d{1,3})(?![\p{N}]|[.,:%/][\p{N}]|[%])[ \t]*(?:个|個|件|項|项|つの|건|개)?[ \t]*/gu);
/** The one or two words after a count, emphasis allowed around them: group 1 the first, group 2 the second. */
const TWO_WORDS = lazyRegExp(() => /^[*_]{0,2}(\p{L}+)(?![\p{L}\p{N}-])[*_]{0,2}(?:[ \t]+[*_]{0,2}(\p{L}+)(?![\p{L}\p{N}-]))?/u);

/** The level a line counts findings with, and the count: "5 critical mismatches" -> [5, critical]. */
function countedLevels(text: string): { n: number; level: string; said: string }[] {
  if (!/\d/.test(text)) return [];
  const { map } = severityWords();
  const level = (w: string | undefined) => (w === undefined ? undefined : map.get(w.toLowerCase()));
  const out: { n: number; level: string; said: string }[] = [];
  for (const m of text.slice(0, 2000).matchAll(COUNT)) {
    const rest = text.slice(m.index + m[0].length, m.index + m[0].length + 80);
    if (CJK.test(rest.charAt(0))) {
      // "5个严重问题": a CJK level, then what it counts.
      const w = [...map.keys()].filter((k) => CJK.test(k) && rest.startsWith(k)).sort((a, b) => b.length - a.length)[0];
      if (w && CJK.test(rest.charAt(w.length))) out.push({ n: Number(m[1]), level: map.get(w)!, said: `${m[0]}${rest.slice(0, w.length + 2)}`.trim() });
      continue;
    }
    const t = TWO_WORDS.exec(rest);
    if (!t || t[2] === undefined) continue;
    // "5 critical mismatches" (the level first), "5 problèmes critiques" (the noun first): one of the two, not both.
    const a = level(t[1]);
    const b = level(t[2]);
    if ((a === undefined) === (b === undefined)) continue;
    out.push({ n: Number(m[1]), level: (a ?? b)!, said: `${m[1]} ${t[0].replace(/[*_]/g, '')}` });
  }
  return out;
}

/** Gives each finding the level the lines above the findings count them all with, where it states none. What it
 *  did, as placement lines. */
export function countedSeverities(lines: readonly { line: number; text: string }[], items: FindingItem[]): Placement[] {
  const counts = lines.flatMap((l) => countedLevels(l.text).map((c) => ({ ...c, line: l.line })));
  if (!counts.length || new Set(counts.map((c) => c.level)).size !== 1) return [];
  const c = counts.find((x) => x.n === items.length);
  if (!c || counts.some((x) => x.n !== c.n)) return [];
  const untold = items.filter((f) => findingData(f.text, (f.groups ?? []).map((g) => g.heading)).severity === undefined);
  for (const f of untold) f.text = `${f.text}\nSeverity: ${c.level} (from "${c.said}", line ${c.line})`;
  if (!untold.length) return [];
  return [{ line: c.line, from: '(a count of all the findings by their level)', to: `${c.level}: ${untold.length} finding${untold.length === 1 ? '' : 's'} that state${untold.length === 1 ? 's' : ''} none of their own` }];
}
