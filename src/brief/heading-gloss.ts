// The name a heading gives in a gloss in brackets, when its own words name nothing the reader knows.
//
// A bilingual heading ("## 위험 및 누락 (Gaps and risks)", "## 구체적 제안 (Concrete suggestions)", "## Предложения
// (Suggestions)"): the words in brackets are the same heading translated. The matcher drops a trailing note in
// brackets ("(4 issues)", "(round 2)"), so a heading in a language whose phrases it lacks named no section, and every
// such section became a finding of its own (QA 46 class R1). Read the gloss then, as the writer meant it, when it is
// written in another script than the heading (a translation); a heading whose own words already name a section keeps
// that name, whatever its note says. Pure.

import { lazyRegExp } from './lazy-regexp.js';

const GLOSS = /[(（]([^()（）\n]{1,60})[)）][*_ \t]*$/u;

/** The gloss of `heading` when `names` finds no section in its own words and finds one in the gloss; else the heading. */
export function glossedHeading(heading: string, names: (h: string) => boolean): string {
  const m = GLOSS.exec(heading.slice(0, 300));
  if (!m) return heading;
  // (A translation is words: "## Fixed (commit `f33656f`)" notes where, in code and digits; no gloss.)
  if (/[`\d]/.test(m[1]!)) return heading;
  const own = heading.slice(0, m.index).trim();
  const gloss = m[1]!.replace(/[*_]+/g, '').trim();
  if (!own || !gloss || names(own) || !names(gloss)) return heading;
  // (A translation is in another script: "## 📋 一、代码质量审查（OOP与最佳实践）" notes what the review covers, OOP and
  // best practices, in the heading's own script; read as a gloss it named the section praise, and the findings under
  // it were lost to it, QA 48 class R16.)
  const a = mainScript(own);
  return a !== undefined && a !== mainScript(gloss) ? gloss : heading;
}

const SCRIPTS: [string, RegExp][] = [
  ['latin', lazyRegExp(() => /\p{Script=Latin}/gu)],
  ['cyrillic', lazyRegExp(() => /\p{Script=Cyrillic}/gu)],
  ['greek', lazyRegExp(() => /\p{Script=Greek}/gu)],
  ['cjk', lazyRegExp(() => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)],
  ['hangul', lazyRegExp(() => /\p{Script=Hangul}/gu)],
  ['devanagari', lazyRegExp(() => /\p{Script=Devanagari}/gu)],
  ['arabic', lazyRegExp(() => /\p{Script=Arabic}/gu)],
  ['hebrew', lazyRegExp(() => /\p{Script=Hebrew}/gu)],
  ['thai', lazyRegExp(() => /\p{Script=Thai}/gu)],
];
/** The script most of a text's letters are in; undefined when it has none of these. (A Chinese, Japanese or Korean
 *  character weighs as a short word of letters: "SOLID与最佳实践" is Chinese with an acronym in it.) */
function mainScript(text: string): string | undefined {
  let best: string | undefined;
  let most = 0;
  for (const [name, re] of SCRIPTS) {
    const n = (text.match(re)?.length ?? 0) * (name === 'cjk' || name === 'hangul' ? 3 : 1);
    if (n > most) (best = name), (most = n);
  }
  return best;
}
