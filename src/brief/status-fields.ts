// Two readings of a finding's own field lines (issue 10: severity and verification as a person reads them).
// The remedy-label words are table-columns.ts's; the change-label words prompts/verification.txt's.
//
// "### A01 – Broken access" / "**Status**: 🔴 **CRITICAL**": in an audit whose entries each carry a status, the
// status is the entry's level when its value is a severity and nothing else. And "**Mitigation**:" / "- ✅ check the
// session" / "- ✅ enforce RLS": ticks on the steps of a remedy say what the fix is to do (or did), not that the
// finding was verified; so do ticks under a label naming the change's effects ("**Improvement**:" / "- ✅ the
// session is cleared on close"). Pure apart from reading prompts/verification.txt once.

import { remedyColumn } from './table-columns.js';
import { readPrompt } from '../paths.js';
import { CJK_CLASS, keyedWords } from './keyed-words.js';

/** The words for a status field's key, in the languages of prompts/ (shared with findings.ts DONE_STATUS_FIELD). */
export const STATUS_KEY = 'status|state|estado|statut|stand|zustand|stato|状态|狀態|状態|ステータス|статус|상태';

const STATUS_LINE = new RegExp(`^[ \\t>*_-]{0,6}(?:${STATUS_KEY})[*_]{0,2}[ \\t]*[:：][*_ \\t]{0,6}([^\\n]{1,40}?)[*_ \\t]*$`, 'iu');

/** The severity a finding's status field states ("**Status**: 🔴 **KRITISCH**", "Status: ⚠️ MEDIUM"), read by
 *  `level` (findings.ts headingSeverity) among its first lines; undefined when its status is anything else
 *  ("Status: Open", "Status: ✅ Fixed"). */
export function statusLevel(text: string, level: (value: string) => string | undefined): string | undefined {
  for (const line of text.split('\n').slice(0, 6)) {
    const m = STATUS_LINE.exec(line);
    if (!m) continue;
    const value = m[1]!.replace(/[*_`]+/g, '').trim();
    if (value && !/^[✅✔☑]/u.test(value)) return level(value);
  }
  return undefined;
}

/** A line that is only a label naming a remedy ("**Mitigation**:", "Fix:", "修复建议："). */
const LABEL_ONLY = /^[ \t>]{0,4}(?:[*_]{1,2})?([^\n:：*_]{1,40}?)(?:[*_]{1,2})?[ \t]{0,4}[:：][ \t]{0,4}(?:[*_]{1,2})?[ \t]{0,8}$/u;
const LIST_LINE = /^[ \t>]{0,8}(?:[-*+]|\d{1,3}[.)])[ \t]/;
const TICK_ITEM = /^([ \t>]{0,8}(?:[-*+]|\d{1,3}[.)])[ \t]+(?:[*_]{1,2})?)([✅✔☑]\uFE0F?)/u;

const labelKey = (s: string) => s.replace(/[*_`]+/g, '').trim().toLowerCase().replace(/\s+/g, ' ');
let changeWords: string[] | undefined;
let cjkFirst: RegExp | undefined;
/** A label naming what a change did or brings ("Improvement", "Mejoras alcanzadas", "Vorteile", "改进效果"): opened
 *  by a word of prompts/verification.txt `changed:`, four words at most. */
function changeLabel(label: string): boolean {
  const l = labelKey(label);
  if (l.split(' ').length > 4) return false;
  changeWords ??= keyedWords(readPrompt('verification.txt'), 'changed').map(labelKey);
  return changeWords.some((w) => l === w || l.startsWith(`${w} `) || ((cjkFirst ??= new RegExp(`^${CJK_CLASS}`, 'u')).test(w) && l.startsWith(w)));
}

/** `text` with the ticks that open the items of a list under a remedy label (or a label naming the change's effects)
 *  blanked out (a space each, so that positions in it are positions in `text`): a tick on a fix's step is not the finding's verification, though the
 *  step's words may still state one ("- ✅ verified by the test"). */
export function withoutRemedyLists(text: string): string {
  if (!/[:：]/.test(text)) return text;
  const lines = text.split('\n');
  let inRemedy = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    // (A label line is short: a long line is never one, and is not given to the pattern, whose blank runs would
    // backtrack on a line of spaces.)
    const label = l.length <= 80 ? LABEL_ONLY.exec(l) : null;
    if (label) inRemedy = remedyColumn(label[1]!) || changeLabel(label[1]!);
    else if (inRemedy && LIST_LINE.test(l)) lines[i] = l.replace(TICK_ITEM, (_m, lead: string, tick: string) => lead + ' '.repeat(tick.length));
    else if (inRemedy && !l.trim()) continue;
    else inRemedy = false;
  }
  return lines.join('\n');
}
