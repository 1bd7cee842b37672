// The first step is the first of a stated order (briefs6): a section read both as what to deliver and as the first
// step ("## Recommendation for the next session" / "Profile the big tenant first. Then stream the rows.", "## 手順" /
// "手順1: … 手順2: …") gives the first step its first part only: the first line of a numbered series of labelled lines
// ("Step 1: …", "手順1：…", "Schritt 1 — …"), else the first sentence of its one paragraph. What to deliver keeps the
// whole text, so nothing is dropped; a list of one item gives its text. A text of one sentence, or of several paragraphs, lists, code, is left whole. Pure.

import { sentenceSpans } from './sentences.js';
import { marksItselfFirst } from './first-mark.js';
import { lazyRegExp } from './lazy-regexp.js';

/** A line that opens with a short label and its number: "Step 1:", "手順1：", "Schritt 2 —", "Шаг 3.", "1단계:". */
const SERIES_LINE = lazyRegExp(() => /^[ \t]*(?:\*\*|__)?[\p{L}]{1,12}[ \t]?(\d{1,2})(?:[ \t]?[\p{L}]{1,3})?(?:\*\*|__)?[ \t]*(?:[:：.)]|[—–-][ \t])/u);

/** The sentences of a paragraph: a stop followed by a blank, or a CJK stop. Dots inside words ("a.ts", "3.5") end none. */
function firstSentence(text: string): { first: string; more: boolean } {
  const s = sentenceSpans(text, { marks: false });
  if (s.length < 2) return { first: text, more: false };
  return { first: s[0]!.text, more: true };
}

/** The first part of a stated order, or the text as it is. */
export function firstOfOrder(text: string): string {
  const t = text.trim();
  if (!t || t.length > 4000) return text;
  const lines = t.split('\n').filter((l) => l.trim());
  // A list of one item ("1. Add the GIN index"): its text.
  const one = lines.length === 1 ? /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?(\S.*)$/.exec(lines[0]!) : null;
  if (one) return one[1]!.trim();
  // A series of labelled, numbered lines, counting up from its first: its first line.
  if (lines.length >= 2) {
    const nums = lines.map((l) => SERIES_LINE.exec(l)?.[1]);
    if (nums.every((n) => n !== undefined) && nums.every((n, k) => Number(n) === Number(nums[0]) + k)) return lines[0]!.trim();
  }
  // One paragraph of prose (no list, quote, table, code, heading): its first sentence.
  if (/\n[ \t]*\n/.test(t) || lines.some((l) => /^[ \t]*(?:[-*+>|#]|\d{1,3}[.)]|```|~~~)/.test(l))) return text;
  // (A sentence that says it comes first, "… Write a short design note first.", is the first step wherever it stands
  // in the paragraph: the order the writer states, not the order of the words. QA 44 C2.)
  const marked = sentenceSpans(lines.join(' '), { marks: false }).find((x) => marksItselfFirst(x.text));
  if (marked && marked.text.length >= 8) return marked.text;
  const { first, more } = firstSentence(lines.join(' '));
  return more && first.length >= 8 ? first : text;
}
