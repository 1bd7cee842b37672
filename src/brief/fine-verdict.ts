// A list item that closes with a verdict judging its point fine ("- restarts the service only when asked: fine.",
// "- writes its log to /tmp — OK", "- Schema geprüft: in Ordnung"): the writer went through the points of a finding
// and says this one needs nothing (QA round 2, R2: such bullets under "### 1.5 Install script — Low" were counted as
// findings). Kept as written, no finding. Only the verdict alone closes it: "…: not fine, drop privileges" and
// "…: fine, but lock the versions" go on, findings still. The words are data: prompts/yes-no.txt (`fine:`). Pure
// apart from reading prompts/ once.

import { readPrompt } from '../paths.js';
import { keyedWords } from './keyed-words.js';

let words: Set<string> | undefined;
const fineWords = () => (words ??= new Set(keyedWords(readPrompt('yes-no.txt'), 'fine')));

/** The verdict after the item's last colon or spaced dash, without emphasis, marks and a closing stop. */
const SEPARATOR = /(?:[:：]|[ \t][—–-])[ \t]*([^:：—–\n]{1,40})$/u;

/** Does the item's first line close with a verdict that its point is fine? */
export function judgedFine(text: string): boolean {
  const first = text.split('\n', 1)[0]!.trimEnd();
  if (first.length > 400) return false;
  const m = SEPARATOR.exec(first);
  if (!m || m.index < 3) return false;
  const verdict = m[1]!.replace(/[*_`✅✔️]+/gu, '').replace(/[ \t.!。！]+$/u, '').trim().toLowerCase();
  return fineWords().has(verdict);
}
