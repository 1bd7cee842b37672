// A heading whose title carries its answer after a colon: "## Goal: get every area to 9/10", "## Ziel: alle Abfragen
// unter 200 ms", "## 目的：ダッシュボードを安定させる". The words before the colon name the answer the section fills; the
// words after it are the first thing the writer says there, and the answer opens with them (before the section's
// text, if any). A heading whose name before the colon names nothing ("## Session 3: cache") is no such heading, nor
// one whose words after the colon are a qualifier the name already covers (a number, a date). Pure.

import { sectionScore, type HeadingTarget } from './sections.js';

/** The name before the first colon and the value after it, or null (no colon, a colon in a path or time, an empty
 *  side). At most 200 characters of heading are read. */
export function headingNameValue(heading: string): { name: string; value: string } | null {
  const h = heading.length > 200 ? '' : heading;
  const m = /^([^:：`]{1,40}?)[ \t]*(?::(?![/\\\d])|：)[ \t]*(\S.*)$/u.exec(h);
  if (!m) return null;
  const name = m[1]!.replace(/[*_]/g, '').trim();
  const value = m[2]!.replace(/^[*_]+|[*_]+$/g, '').trim();
  return name && /\p{L}/u.test(value) ? { name, value } : null;
}

/** The value a heading states for `target` after its name and colon, or null. */
export function headingValue(heading: string, target: HeadingTarget): string | null {
  const s = headingNameValue(heading);
  if (!s || sectionScore(s.name, target) < 4) return null;
  // (A value with no letter is a qualifier: "## Goal: 2" is numbered. A value that is only the target's name
  // again says nothing.)
  if (sectionScore(s.value, target) >= 4 && s.value.split(/\s+/).length <= 3) return null;
  return s.value;
}
