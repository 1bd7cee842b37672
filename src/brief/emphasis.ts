import { lazyRegExp } from './lazy-regexp.js';
// Emphasis marks out of a line of markdown, and nothing else (QA 41 class 9): a mark goes only where it opens
// and closes a run of words ("**19 tests**", "_emphasis_"), never inside a word or a name
// ("test_other_kind_census.py", "__init__.py", a dunder name "__init__", "a*b*c", "*.ts", "src/**/*.ts"), and a code span keeps
// what it holds exactly (without its backticks, as the tool writes a sentence back in plain words). Pure.

// A code span, or a pair of marks around words: the opener not after a letter, digit or mark, the closer
// before a blank, the end, or a stop that ends the words (not the "." of "__init__.py").
const MARKS = lazyRegExp(() => /(`+)([^`\n]*?)\1(?!`)|(^|[^\p{L}\p{N}\\*_`])(\*{1,3}|_{1,3})(?=\S)([^\n]*?[^\s\\])\4(?=$|[\s,;:!?)\]}"'’”»。、，：；！？]|\.(?:\s|$))/gu);

/** `s` without its emphasis marks and code spans' backticks; names, paths and globs as written. */
export function unemphasised(s: string): string {
  if (!/[*_`]/.test(s)) return s;
  // (Nested marks, "**_x_**": the words inside are read the same way; a code span's are kept.)
  return s.replace(MARKS, (m, _t: string | undefined, code: string | undefined, lead: string | undefined, mk: string, inner: string | undefined) => (code !== undefined ? code : inner !== undefined && !(mk === '__' && /^[A-Za-z]\w*$/.test(inner)) ? `${lead}${unemphasised(inner)}` : m));
}


/** A value as a person says it (a verdict's value, a stated answer): the marks of emphasis around it dropped
 *  ("**Approved for Implementation.**" -> "Approved for Implementation."). With `lead`, as a verdict value is read, an
 *  emphasis that opens the value and closes inside it goes too ("**FAILED**, not release-qualified." -> "FAILED, not
 *  release-qualified."), and so do stray marks and code ticks at either end; without it only a value emphasised as a
 *  whole loses its marks, and code spans and words after a bold lead keep theirs. */
export function valueMarksOff(value: string, lead = true): string {
  if (!lead) {
    const m = /^(\*{1,3}|_{1,3})(?=\S)([^\n]*?\S)\1$/.exec(value.trim());
    return m && !m[2]!.includes(m[1]!) && !(m[1] === '__' && /^[A-Za-z]\w*$/.test(m[2]!)) ? m[2]! : value;
  }
  // ("**FAILED**, not release-qualified.": the emphasis that opens the value closes inside it; both marks go, not the
  // first alone.)
  const v = value.trim().replace(/^(\*\*|__|\*|_|`)([^*_`\n]{1,80}?)\1(?![*_`])/, '$2');
  return v.replace(/^[*_`\s]+|[*_`\s]+$/g, '');
}
