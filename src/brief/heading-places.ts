// A location stated only by a heading above the findings' groups, one area of the code per section:
//
//   ## 3) Styles and layout (`styles.css`)        <- a section of the review, no group of findings
//   ### What is good                               <- kept as written
//   ### Current risk                               <- the group of findings
//   - Two colour systems live side by side.        <- a finding that names no file: styles.css
//
// A person reads the file the area's heading names as where each finding under it is, as a group heading that
// names one file gives it (findings.ts pathInGroupHeading). Only the nearest heading above the finding that names
// a file, and only one file: "## 5) Cache (`manifest.json` + `sw.js`)" says two places, so it gives none (and no
// heading further up is asked), and only a file in its place (in brackets or after a dash at the heading's end).
// A finding that names a file of its own keeps it. The location is written into the
// finding as a field line, as cross-refs.ts writes a priority, and the placement says where it came from.

import type { ParsedDoc, Placement } from './document.js';
import { filesNamed, locationOf, pathInGroupHeading, type FindingItem } from './findings.js';

/** The headings above each line of `lines` (ascending), innermost first; one pass over the sections (a finding's own
 *  heading, on its line, is not one). */
function headingsAbove(doc: ParsedDoc, lines: readonly number[]): Map<number, { heading: string; line: number }[]> {
  const out = new Map<number, { heading: string; line: number }[]>();
  const stack: { heading: string; line: number; level: number }[] = [];
  const sections = [...doc.sections].sort((a, b) => a.line - b.line);
  let k = 0;
  for (const line of lines) {
    // (A finding's own heading, on its line, closes its siblings' sections, though it is not one above it.)
    for (; k < sections.length && sections[k]!.line <= line; k++) {
      const s = sections[k]!;
      if (s.level <= 0) continue;
      while (stack.length && stack[stack.length - 1]!.level >= s.level) stack.pop();
      stack.push({ heading: s.heading, line: s.line, level: s.level });
    }
    out.set(line, stack.filter((h) => h.line !== line).reverse());
  }
  return out;
}

/** Writes into each finding that names no place of its own the one file its nearest file-naming heading names;
 *  the placement lines that say so. */
export function headingPlaces(doc: ParsedDoc, items: FindingItem[]): Placement[] {
  // Only a document with a heading that names a file can give one (most name none: nothing else is read).
  if (!doc.sections.some((s) => s.level > 0 && filesNamed(s.heading).length)) return [];
  const above = headingsAbove(doc, [...new Set(items.map((f) => f.line))].sort((a, b) => a - b));
  const given = new Map<number, number[]>();
  const from = new Map<number, string>();
  items.forEach((f, k) => {
    const groups = (f.groups ?? []).map((g) => g.heading);
    if (locationOf(f.text, groups) !== undefined) return;
    for (const h of above.get(f.line) ?? []) {
      const files = filesNamed(h.heading);
      if (!files.length) continue;
      // The file in its place: in brackets or after a dash at the heading's end, or the whole heading ("## Styles
      // (`x.css`)"); "## Migration (see docs/plan.md)" names no place of its findings.
      const place = files.length === 1 ? pathInGroupHeading([h.heading]) : undefined;
      if (place) {
        f.text = `${f.text}\nLocation: ${place}`;
        given.set(h.line, [...(given.get(h.line) ?? []), k + 1]);
        from.set(h.line, h.heading);
      }
      break;
    }
  });
  return [...given].map(([line, ns]) => ({ line, from: from.get(line)!, to: `the location of finding${ns.length === 1 ? '' : 's'} ${ns.join(', ')}, which name${ns.length === 1 ? 's' : ''} no file of its own` }));
}
