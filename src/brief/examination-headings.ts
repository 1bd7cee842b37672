import { headingScore } from './headings.js';
import { nestedIn } from './section-body.js';
import type { Section } from './document.js';

/** "## 5. .gitignore Analysis", "## Dependency analysis", "## Análisis de dependencias": a heading built around a noun for a
 *  study of a subject (prompts/headings.txt return.examination) names what was looked at, not what is wrong with it (never
 *  a cause: "## Root cause analysis" names the problem). */
export function examinesOnly(heading: string): boolean {
  return headingScore(heading, 'return.examination') >= 2 && headingScore(heading, 'return.cause') < 2;
}

/** The sections read as findings only by a weak word for a study ("## 5. .gitignore Analysis", score < 4) in a document
 *  that names its problems elsewhere in their own words ("### Issues Found", "## Known issues", score ≥ 4, no study noun):
 *  the study is descriptive text beside them (the subject's state, what exists, how it compares), no section of findings
 *  (QA 39 doc 08). Alone, with no such section, "## Security analysis" still holds the findings. Pure: the sections to
 *  take the findings name from. */
export function examinationsBeside(all: readonly Section[], best: ReadonlyMap<Section, string>, score: ReadonlyMap<Section, number>): Section[] {
  const named = all.filter((s) => best.get(s) === 'findings');
  const strong = named.filter((s) => (score.get(s) ?? 0) >= 4 && !examinesOnly(s.heading));
  if (!strong.length) return [];
  // (Not one over a sub-section named for findings or a cause, "## 🔍 Technical Analysis" / "### Root Cause: …": the
  // study holds what it found; nor one inside a section named for them.)
  return named.filter((s) => (score.get(s) ?? 0) < 4 && examinesOnly(s.heading) && !strong.some((x) => nestedIn(s, x)) && !named.some((x) => nestedIn(x, s)));
}
