import { headingScore } from './headings.js';
import { findingNoun } from './finding-noun.js';

/**
 * Does a heading that sets two names side by side with a slash name findings by its first one ("SUSPECT findings /
 * test gaps", "Temuan SUSPECT / gap test (…)", "Hallazgos MEDIOS / deuda de tests")? The first name says what the
 * section holds, the second what else its findings touch: a group of findings, as the first name alone would be,
 * not the state of the tests its second words name. Only a slash between blanks: `apps/order-bot` is a path.
 */
export function leadNamesFindings(heading: string): boolean {
  const at = heading.search(/[ \t]\/[ \t]/);
  if (at <= 0) return false;
  const lead = heading.slice(0, at);
  return headingScore(lead, 'return.findings') >= 3 || findingNoun(lead);
}
