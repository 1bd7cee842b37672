import { lazyRegExp } from './lazy-regexp.js';
// "Label: text" lines, read one way for every reader: the labels that open a section ("**Why:** …",
// "- Deliver: …"), the labels inside a finding ("Fix:", "Severity:", "File:") and the status labels
// ("Status: done", "状态：已完成"). Each reader decides which words it takes; what a label looks like is
// decided here once. Pure.

export interface Label {
  /** The label's words, without emphasis or blanks around them ("Fix", "Next step", "状态"). */
  label: string;
  /** Column where the label starts (its emphasis included): after blanks, quote marks, a bullet, emoji. */
  from: number;
  /** Column where the text after the label starts (after the colon, the closing emphasis and blanks). */
  at: number;
  /** Column where a list item's content starts (after its bullet and blanks); 0 when there is no bullet. */
  indent: number;
  /** A list bullet ("- ", "1. ", "* [x] ") came before it. */
  bullet: boolean;
  /** The label is emphasised, inside or outside its colon ("**Fix:**", "**Fix**:", "_Note:_"). */
  bold: boolean;
}

/** A label is short and near the start of its line: nothing beyond this many characters is looked at. */
const HEAD = 160;

/**
 * Blanks and quote marks; a list bullet (and a task box); up to four emoji or check marks; emphasis; the
 * label (a letter or digit first, up to 60 characters of no markup, no colon, no path or code); the colon
 * (ASCII, not followed by what makes it no label's: "http://", "C:\", "10:30" (a digit on both sides), "std::", "a:=b"; or
 * the full-width "："), with the emphasis closing before or after it.
 */
const LABEL_LINE = lazyRegExp(() => new RegExp(
  [
    '^((?:[ \\t]*>)*[ \\t]*)', // 1: blanks and quote marks
    '((?:[-*+]|\\d{1,3}[.)])[ \\t]+(?:\\[[ xX]\\][ \\t]+)?)?', // 2: bullet, task box
    '((?:[\\p{Extended_Pictographic}\\p{So}•·►▶→][\\uFE0F\\u200D\\p{M}]*[ \\t]*){0,4})', // 3: emoji
    '(\\*\\*|__|\\*|_)?[ \\t]*', // 4: emphasis
    '([\\p{L}\\p{N}][^*_:：\\n`[\\]\\\\|<>/]{0,59}?)', // 5: the label
    '[ \\t]*(?:\\4[ \\t]*)?', // emphasis closed before the colon
    '(?::(?![/\\\\:=])(?!(?<=\\d:)\\d)|：)',
    '[ \\t]*(?:\\4)?[ \\t]*', // or after it
  ].join(''),
  'u',
));

/** The label a line opens with, or null. Cheap for the common line: no colon near its start, no regex. */
export function labelOf(line: string): Label | null {
  const head = line.length > HEAD ? line.slice(0, HEAD) : line;
  if (!head.includes(':') && !head.includes('：')) return null;
  const m = LABEL_LINE.exec(head);
  if (!m) return null;
  const label = m[5]!.trim();
  if (!label) return null;
  const bulletEnd = m[1]!.length + (m[2]?.length ?? 0);
  return {
    label,
    from: bulletEnd + m[3]!.length,
    at: m[0].length,
    indent: m[2] ? bulletEnd : 0,
    bullet: Boolean(m[2]),
    bold: Boolean(m[4]),
  };
}
