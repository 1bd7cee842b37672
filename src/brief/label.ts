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
  /** Column of the emphasis that opened before the label and closes after its colon, past the text
   *  ("**Next: start with cache.ts.**", "**Next: start** with it"): no part of the text (labelValue leaves it
   *  out). Absent when the emphasis closes around the colon or there is none. */
  close?: number;
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
  // (The emphasis did not close around the colon: it spans the text too, and closes where it ends.)
  const open = bulletEnd + m[3]!.length;
  const close = m[4] && m[0].indexOf(m[4], open + m[4].length) < 0 ? closingMark(line, m[4], m[0].length) : -1;
  return {
    label,
    from: open,
    at: m[0].length,
    indent: m[2] ? bulletEnd : 0,
    bullet: Boolean(m[2]),
    bold: Boolean(m[4]),
    ...(close >= 0 ? { close } : {}),
  };
}

/** The text after a label, to the line's end, without the emphasis that opened before the label and
 *  closes past it ("**Next: start with cache.ts.**" -> "start with cache.ts."; "**Next: start** with it" ->
 *  "start with it"). Not trimmed. */
export function labelValue(line: string, l: Label): string {
  if (l.close === undefined) return line.slice(l.at);
  const mark = l.close + (line.startsWith('**', l.close) || line.startsWith('__', l.close) ? 2 : 1);
  return `${line.slice(l.at, l.close)}${line.slice(mark)}`;
}

/**
 * Where the emphasis `mark` that opened before a label closes, at or after column `from` of its line, or -1:
 * the first run of exactly that mark with a non-blank before it and no letter or digit after it (so the "_"
 * of "cache_key" closes no "_", nor the "**" of a bold word inside a "*" span).
 */
function closingMark(line: string, mark: string, from: number): number {
  const c = mark[0]!;
  for (let i = line.indexOf(mark, from); i >= 0; i = line.indexOf(mark, i + 1)) {
    let j = i;
    while (line[j] === c) j++;
    if (j - i !== mark.length) {
      i = j - 1;
      continue;
    }
    if (i > from && /\S/u.test(line[i - 1]!) && line[i - 1] !== '\\' && !/[\p{L}\p{N}]/u.test(line[j] ?? '')) return i;
  }
  return -1;
}

/**
 * The text from each later bold label on a line that opens with a label ("**Date:** 2025-01-02 **Status:** done",
 * glued as "**Дата:**2025-11-27**Статус:**SECURE"): the writer put several fields on one line, and each is read as
 * a line of its own. Only bold labels: "Date: 2 May status: done" is one value. Empty when the line opens with none.
 */
export function laterLabels(line: string): string[] {
  const first = labelOf(line);
  if (!first) return [];
  const out: string[] = [];
  const head = line.length > 600 ? line.slice(0, 600) : line;
  for (let i = head.indexOf('**', first.at); i >= 0; i = head.indexOf('**', i + 2)) {
    const l = labelOf(head.slice(i));
    if (l && l.bold && l.from === 0 && !l.bullet) out.push(line.slice(i));
  }
  for (let i = head.indexOf('__', first.at); i >= 0; i = head.indexOf('__', i + 2)) {
    const l = labelOf(head.slice(i));
    // ("__" glued to a word, "run_tests__Status:__", is that word's snake case: a label opens only after a blank.)
    if (l && l.bold && l.from === 0 && !l.bullet && (i === 0 || /\s/.test(head[i - 1]!))) out.push(line.slice(i));
  }
  return out;
}
