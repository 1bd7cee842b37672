// A review's series of groups marked by coloured lights ("## 🔴 Critical", "## 🟡 Medium", "## 🔵 Domain notes",
// "## ⚪ Other observations"): a person reads every group the series marks as one of its groups of findings,
// whatever its words, before or after the groups the reader knows, and with an intro line or sub-headings
// above its items. 🔵 and ⚪ are the lowest lights of such a series. Pure.

import type { Section } from './document.js';
import { lazyRegExp } from './lazy-regexp.js';
import { markedBesideNamed } from './finding-groups.js';

/** A coloured light leading a heading, after its number at most ("## 🔵 Domain notes", "### 2. ⚪ Misc"). */
const LIGHT_LEAD = lazyRegExp(() => /^[ \t*_]*(?:\d{1,3}(?:\.\d{1,3})*[.)]?[ \t]+)?[*_]*(?:🔴|🟠|🟡|🟢|🔵|⚪)/u);
/** The lights below green: no severity word of their own (prompts/severities.txt), low in a series. */
const LOW_LIGHT_LEAD = lazyRegExp(() => /^[ \t*_]*(?:\d{1,3}(?:\.\d{1,3})*[.)]?[ \t]+)?[*_]*(?:🔵|⚪)/u);

export const lightLed = (heading: string): boolean => LIGHT_LEAD.test(heading);

/** "## 🔵 Domain notes", "## ⚪ Sonstiges": the severity the light states for its group's findings, beside
 *  groups that name one (finding-groups.ts besideSeverities); alone it states none. */
export const lowLight = (heading: string): string | undefined => (LOW_LIGHT_LEAD.test(heading) ? 'low' : undefined);

export interface LightView {
  all: Section[];
  parent: number[];
  /** Is section i recognised as a part of the return, or as praise ("## 🟢 What went well")? */
  named: (i: number) => boolean;
  /** Is section i a recognised severity group ("## 🔴 Critical")? */
  severityGroup: (i: number) => boolean;
  /** Does section i hold items: a list or a table anywhere in its text, or sub-sections, and no task boxes? */
  holdsItems: (i: number) => boolean;
  /** Does a heading name something that is no group of findings ("## 🔵 Summary", "## ⚪ Context")? */
  noGroup: (heading: string) => boolean;
}

/**
 * The light-led siblings (same parent, same level) of a light-led severity group that holds findings, named
 * for nothing else and holding items: groups of the same series. A document with no recognised light-led group
 * gains none, and a light alone ("## 🔵 Notes" in a brief) makes no group.
 */
export function lightSiblings(v: LightView, containers: readonly Section[]): Section[] {
  const out: Section[] = [];
  const { all, parent } = v;
  for (const c of containers) {
    const ci = all.indexOf(c);
    if (ci < 0 || !v.severityGroup(ci) || !lightLed(c.heading)) continue;
    for (let j = 0; j < all.length; j++) {
      const s = all[j]!;
      if (j === ci || parent[j] !== parent[ci] || s.level !== c.level || containers.includes(s) || out.includes(s)) continue;
      if (!lightLed(s.heading) || v.named(j) || v.noGroup(s.heading) || !v.holdsItems(j)) continue;
      out.push(s);
    }
  }
  return out;
}

/**
 * For each finding (`groups[i]`: the headings it was listed under, outermost first), low when one of those
 * headings is led by a low light (🔵, ⚪) and sits beside a group at its level that names a severity (`named`):
 * "## 🔵 Domain notes" beside "## 🔴 Critical", "## ⚪ Improvements" / "### UX" too. Else undefined.
 */
export const lightSeverities = (groups: string[][] | undefined, named: (heading: string) => string | undefined): (string | undefined)[] =>
  markedBesideNamed(groups, named, lowLight, true);
