// A status line about the thing a report investigates, not about the work (QA 57 doc 10): a CI triage report opens
// with the run's fields, "**Last Run**: Build #18525434909" / "**Status**: ❌ FAILED" / "**Test Results**: 839 tests,
// 7 failures", and that status is the run's, the evidence the report starts from. The report's own outcome is stated
// elsewhere or not at all. Read only where a status value is a run's state (failed, passed, …) and a field beside it,
// in the same block of lines, names a run (a workflow, a build, a pipeline, test results): "**Branch:** x /
// **Status:** ✅ Complete" is the work's status and is read as before. The words are data: prompts/outcomes.txt
// `run label:` and `run state:`. Pure apart from reading that file once.

import { readPrompt } from '../paths.js';
import { keyedLists, phraseAlternation } from './keyed-words.js';
import { labelOf, labelValue } from './label.js';
import { lazyRegExp } from './lazy-regexp.js';

let lists: { labels: Set<string>; state: RegExp } | undefined;
const words = () => {
  if (lists) return lists;
  const l = keyedLists(readPrompt('outcomes.txt'), ['run label', 'run state']);
  return (lists = {
    labels: new Set(l['run label'].map((w) => w.toLowerCase())),
    state: new RegExp(`^(?:${phraseAlternation(l['run state'])})(?![\\p{L}\\p{N}])`, 'iu'),
  });
};
const MARKS = lazyRegExp(() => /^[^\p{L}\p{N}]+/u);

/** Whether the labelled line at `i` (0-based) gives a run's state beside a field that names the run. */
export function runStatusLine(lines: readonly string[], i: number): boolean {
  const line = lines[i] ?? '';
  if (line.length > 200) return false;
  const l = labelOf(line.replace(/^[ \t>]+/, ''));
  if (!l) return false;
  const value = labelValue(line.replace(/^[ \t>]+/, ''), l).replace(/[*_`]+/g, '').replace(MARKS, '');
  if (!words().state.test(value)) return false;
  const beside = (j: number) => {
    const x = lines[j] ?? '';
    if (!x.trim() || /^[ \t]*#/.test(x)) return null;
    const f = labelOf(x.replace(/^[ \t>]+/, ''));
    return f ? words().labels.has(f.label.replace(/[*_`]+/g, '').trim().toLowerCase()) : false;
  };
  for (const step of [-1, 1]) {
    for (let j = i + step, n = 0; n < 8; j += step, n++) {
      const b = beside(j);
      if (b === null) break;
      if (b) return true;
    }
  }
  return false;
}
