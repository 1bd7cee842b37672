// A heading or bold label that is a finding's noun in the singular, a colon, then the claim ("**❌ Problem: supported
// only through the Python SDK**", "### Проблема: підтримка тільки через Python SDK", "Issue: the cache never
// expires"): the writer states one problem and titles it so; the list under it is that problem's detail ("- Python
// SDK: ✅ supported" / "- JS SDK: ❌"), not a finding per bullet. Told from a group named by an area ("Problem: UI",
// "Issues: performance") by its claim: three words at least, or six characters in Chinese, Japanese or Korean. The
// nouns are data (prompts/headings.txt return.claimLabel). Pure, but for the words.

import { headingTable, toPhrase } from './headings.js';
import { hasCjk } from './keyed-words.js';
import { lazyRegExp } from './lazy-regexp.js';

/** Marks, then a label of up to four words, a colon, the rest. */
const LABELLED = lazyRegExp(() => /^[^\p{L}\p{N}]{0,8}([\p{L}][\p{L}\p{M}'’-]*(?:[ \t][\p{L}][\p{L}\p{M}'’-]*){0,3})[ \t]*[:：][ \t]*(\S.*)$/u);

/** Is the heading one problem titled by its label and claim ("Problem: supported only through the Python SDK")? */
export function claimTitled(heading: string): boolean {
  const m = LABELLED.exec(heading.replace(/[*_`]+/g, '').trim());
  if (!m) return false;
  const label = toPhrase(m[1]!);
  if (!(headingTable().get('return.claimLabel') ?? []).some((p) => p.flat === label.flat)) return false;
  const claim = m[2]!;
  return hasCjk(claim) ? claim.replace(/[\s\p{P}]/gu, '').length >= 6 : (claim.match(/[\p{L}\p{N}]+/gu) ?? []).length >= 3;
}
