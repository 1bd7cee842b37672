// The names findings.ts reads a finding's parts by: a findings table's header cells (which column is a row's title,
// which a field, which a detail) and the labels of a finding written as a form ("**File:** …", "**Issue:** …"). The
// words are data, prompts/columns.txt (`title column:`, `field column:`, `detail column:`, `form label:`,
// `title label:`, `title label later:`, `field label:`, `total row:`, `position column:`); each pattern is made on first use, from the words in the
// order written, a blank inside a name matching one blank as before.

import { escapeRegExp, hasCjk, keyedLists } from './keyed-words.js';
import { lazyRegExp } from './lazy-regexp.js';
import { readPrompt } from '../paths.js';
import { turkishITolerant } from './turkish-case.js';

const FIELD_NAME_KEYS = ['title column', 'field column', 'detail column', 'form label', 'title label', 'title label later', 'field label', 'total row', 'position column'] as const;
type Key = (typeof FIELD_NAME_KEYS)[number];

let lists: Record<Key, string[]> | undefined;
/** The words of `key` in prompts/columns.txt, lower case, in the order written. */
const fieldNames = (key: Key): string[] => (lists ??= keyedLists(readPrompt('columns.txt'), FIELD_NAME_KEYS))[key];
// (Turkish names in capitals, "AÇIKLAMA", "ÖNCELİK", meet their words as written: turkish-case.ts.)
const alt = (ws: readonly string[]): string => ws.map((w) => turkishITolerant(escapeRegExp(w))).join('|') || '(?!)';

/** A header cell naming the column a row's title is taken from: one of the words as a whole word, a Chinese or
 *  Japanese one anywhere. */
export const TITLE_COL = lazyRegExp(() => {
  const ws = fieldNames('title column');
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alt(ws.filter((w) => !hasCjk(w)))})(?![\\p{L}\\p{N}])|${alt(ws.filter(hasCjk))}`, 'iu');
});
/** Columns that are a finding's fields, not its title: severity, where, state, who. */
export const FIELD_COL = lazyRegExp(() => new RegExp(`^(?:${alt(fieldNames('field column'))})$`, 'iu'));
/** Columns that hold a finding's detail (evidence, notes, the fix), not its title. */
export const DETAIL_COL = lazyRegExp(() => new RegExp(`^(?:${alt(fieldNames('detail column'))})$`, 'iu'));
/** The labels of a finding's parts, as a form names them (where, what, why, what to do), in the project's
 *  languages; a label with one of these words first ("Suggested fix", "Analysis (impact)") is one too. */
export const FORM_LABEL = lazyRegExp(() => new RegExp(`^(?:${alt(fieldNames('form label'))})(?![\\p{L}\\p{N}])`, 'iu'));
const titleLabels = () => alt([...fieldNames('title label'), ...fieldNames('title label later')]);
/** Labels whose value names the finding, in a finding written as fields ("**File:** … **Issue:** …"); the value is
 *  group 1. */
export const TITLE_FIELD = lazyRegExp(() => new RegExp(`^[*_ \\t>-]*(?:${titleLabels()})[*_]*\\s*[:：][*_]*\\s*(.+?)\\s*$`, 'imu'));
/** A first line that is the Issue/Problem/Finding field itself ("**Issue**: the cache key …"), when the finding
 *  goes on with other fields (its value, group 1, is the title). */
export const TITLE_FIELD_FIRST = lazyRegExp(() => new RegExp(`^[*_ \\t>-]*(?:${alt(fieldNames('title label'))})[*_]*\\s*[:：][*_]*\\s*(\\S.*?)\\s*$`, 'iu'));
/** A finding that opens with a field line ("File:", "Location:", "Line:", "Severity:"). */
export const FIELD_FIRST = lazyRegExp(() => new RegExp(`^[*_ \\t>-]*(?:${alt(fieldNames('field label'))})[*_]*\\s*[:：]`, 'iu'));
/** The first cell of a row that sums up a table ("Total", "Summe:", "合计"). */
export const TOTAL_ROW = lazyRegExp(() => new RegExp(`^(?:${alt(fieldNames('total row'))})[:：]?$`, 'iu'));
/** A column that places, not counts ("Line", "#", "No.", "Zeile", "行"). */
export const POSITION_HEADER = lazyRegExp(() => new RegExp(`^(?:${alt(fieldNames('position column'))})$`, 'iu'));
