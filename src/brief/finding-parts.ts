// A finding's own parts, told from findings: the sub-headings, lines and lists that belong to one finding
// ("### Issue 2 — Login loops" / "#### Description" / "#### Suggested fix"), not findings of their own. Pure.

import { headingScore } from './headings.js';

/** A heading that is a part's whole name (prompts/headings.txt return.findingParts: "Description", "Steps to
 *  reproduce", "Proposed solution", "Ursache", "Causa raíz", "修复建议", "再現手順"), its numbering and emoji
 *  aside. Whole names only: "Fix the pager" or "Root cause of the leak in the cache" titles a finding. */
export const partHeading = (heading: string): boolean => headingScore(heading, 'return.findingParts') >= 4;
