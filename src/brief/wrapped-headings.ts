// A heading whose parenthetical runs onto the next line, written as a second heading of its level ("## Fixed rules
// (excerpt, full text in `spec.md` and" / "## the older `spec*.md`)"): one heading, its name the two lines' text,
// its section what stands below the second. Read apart, the first held nothing and the second, named by the
// parenthetical's tail, held the rules under a name that says nothing. Pure.

import type { Heading } from './blocks.js';

/** Whether a text opens more round brackets than it closes. */
const opens = (t: string): boolean => (t.match(/[(（]/g)?.length ?? 0) > (t.match(/[)）]/g)?.length ?? 0);
/** Whether a text closes more round brackets than it opens. */
const closes = (t: string): boolean => (t.match(/[)）]/g)?.length ?? 0) > (t.match(/[(（]/g)?.length ?? 0);

/** The headings with each such pair joined: a one-line heading with a bracket left open, and right on the next line a
 *  heading of its level that closes it. The rest as they are (the same array when none is). */
export function joinWrappedHeadings(hs: readonly Heading[]): Heading[] {
  let out: Heading[] | null = null;
  for (let i = 0; i < hs.length; i++) {
    const h = hs[i]!;
    const g = hs[i + 1];
    if (g && h.next === h.line + 1 && g.line === h.next && g.next === g.line + 1 && g.level === h.level && opens(h.text) && closes(g.text)) {
      out ??= hs.slice(0, i);
      out.push({ ...h, text: `${h.text} ${g.text}`, next: g.next });
      i++;
      continue;
    }
    out?.push(h);
  }
  return out ?? (hs as Heading[]);
}
