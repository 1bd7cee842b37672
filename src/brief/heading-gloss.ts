// The name a heading gives in a gloss in brackets, when its own words name nothing the reader knows.
//
// A bilingual heading ("## 위험 및 누락 (Gaps and risks)", "## 구체적 제안 (Concrete suggestions)", "## Предложения
// (Suggestions)"): the words in brackets are the same heading translated. The matcher drops a trailing note in
// brackets ("(4 issues)", "(round 2)"), so a heading in a language whose phrases it lacks named no section, and every
// such section became a finding of its own (QA 46 class R1). Read the gloss then, as the writer meant it; a heading
// whose own words already name a section keeps that name, whatever its note says. Pure.

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
  return gloss;
}
