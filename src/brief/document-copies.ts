// A document that holds itself again further down: a handoff file an agent rewrote by putting the new text on top
// and leaving the old below it ("# Next Session Prompt" … "# Next Session Prompt (prior)"), or the same file pasted
// twice ("# LocalEnv-Guard 交接文档" twice, its sections repeated with older facts). The later H1 that repeats the
// title, alone or with a word marking it as the earlier one (title.earlier in prompts/headings.txt: "prior",
// "previous", "旧版", "前回"), opens a copy. The copy is not read: its sections would fill the answers a second time,
// older facts beside newer, or the same findings twice. The one on top is read (a person reads from the top, and
// writers put the newest there); the copy is kept whole under its heading and said so (QA 34 docs 04 and 08).
// A later H1 whose words differ otherwise ("# Review — round 2", "# Handoff 2026-06-02") is no copy. Pure but for
// the word list.

import type { Heading, LineCuts } from './blocks.js';
import { headingTable } from './headings.js';

/** Words only: lower case, every mark and blank gone (NFKC first: full-width letters are letters). Not normalizeHeading:
 *  it drops a trailing parenthetical, and "(prior)" or "(round 2)" is what tells a copy from a part. */
const flat = (h: string) => h.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Whether `later` is `title` again, or `title` with a word that marks an earlier version before or after it. */
export function repeatsTitle(title: string, later: string): boolean {
  return repeats(title)(later);
}

/** repeatsTitle with the title's words made once, for every later H1 of a document. */
function repeats(title: string): (later: string) => boolean {
  const t = flat(title);
  return (later) => {
    const l = flat(later);
    if (!t) return false;
    if (l === t) return true;
    if (l.length <= t.length || (!l.startsWith(t) && !l.endsWith(t))) return false;
    const rest = l.startsWith(t) ? l.slice(t.length) : l.slice(0, l.length - t.length);
    return (headingTable().get('title.earlier') ?? []).some((p) => p.flat === rest);
  };
}

/**
 * The H1s of `hs` below the title that repeat it, each with the headings under it taken out of `hs` (the copy is one
 * section, its heading the repeated title, its body everything down to the next H1 that is no copy) and the label cuts
 * of its lines dropped (its lines are kept as written). Returns the 0-based lines of the copies' headings. One pass
 * each way: a hostile document of 20,000 such H1s costs what its headings do.
 */
export function withoutCopies(hs: Heading[], cuts: LineCuts, title: string | null, titleLine: number | null, lineCount: number): Set<number> {
  const copies = new Set<number>();
  if (title === null || titleLine === null || !hs.some((h) => h.level === 1 && h.line > titleLine)) return copies;
  const same = repeats(title);
  const isCopy = hs.map((h) => h.level === 1 && h.line > titleLine && same(h.text));
  if (!isCopy.includes(true)) return copies;
  // Where each copy ends: the next H1 that is no copy, else the end of the document.
  const ends: number[] = new Array(hs.length);
  let next = lineCount;
  for (let i = hs.length - 1; i >= 0; i--) {
    ends[i] = next;
    if (hs[i]!.level === 1 && !isCopy[i]) next = hs[i]!.line;
  }
  const kept: Heading[] = [];
  let until = -1; // the end of the copy the walk is in
  let cleared = -1; // the lines whose cuts are gone already
  for (let i = 0; i < hs.length; i++) {
    const h = hs[i]!;
    if (isCopy[i]) {
      copies.add(h.line);
      kept.push(h);
      until = Math.max(until, ends[i]!);
      for (let l = Math.max(h.line + 1, cleared); l < ends[i]!; l++) cuts.delete(l);
      cleared = Math.max(cleared, ends[i]!);
    } else if (h.line >= until) kept.push(h);
  }
  hs.splice(0, hs.length, ...kept);
  return copies;
}
