// A paragraph opened by a short bold label naming the kind of remark it is ("**My view.** The deploy script should
// not run as root", "**A correction.** The cache is not shared"): the label says what sort of words follow, not what
// was found. A person titles the finding by the claim after it (QA round 17, R7). Only a label of at most three
// words whose last words are a remark word (data: prompts/yes-no.txt `remark:`), perhaps after an article or a
// possessive, closed by a stop or a colon, and only when a claim of its own follows in the same line; a bold lead
// that states the claim ("**Rows are skipped.** …") is the title as ever. Pure apart from reading prompts/ once.

import { readPrompt } from '../paths.js';
import { keyedWords } from './keyed-words.js';
import { lazyRegExp } from './lazy-regexp.js';

let words: Set<string> | undefined;
const remarkWords = () => (words ??= new Set(keyedWords(readPrompt('yes-no.txt'), 'remark')));

/** "**My view.** rest", "**A correction:** rest", "__Update —__ rest": the label and what follows it. */
const LEAD = /^[ \t>]{0,4}(?:\*\*|__)([^*_\n]{1,40}?)[ \t]*([.:：—–])?[ \t]*(?:\*\*|__)[ \t]*([.:：—–])?[ \t]*(?=\S)/u;
/** Words a remark label may open with: articles and possessives. */
const OPENER = lazyRegExp(() => /^(?:a|an|the|my|our|one|another|ein|eine|meine|unsere|une|un|mon|ma|notre|una|mi|nuestra|nuestro|моё|мое|моя|наше)[ \t]+/iu);

/** The claim after a remark label leading `line`, or null when the line opens with no such label. */
export function afterRemarkLabel(line: string): string | null {
  if (line.length > 4000 || !(line.includes('**') || line.includes('__'))) return null;
  const m = LEAD.exec(line);
  if (!m || !(m[2] || m[3])) return null;
  const label = m[1]!.trim().toLowerCase();
  if (label.split(/\s+/).length > 3) return null;
  const ws = remarkWords();
  if (!ws.has(label) && !ws.has(label.replace(OPENER, ''))) return null;
  const rest = line.slice(m[0].length).trim();
  // A claim of its own: three words or more (scripts without spaces: six characters or more).
  return rest.split(/\s+/).length >= 3 || rest.length >= 6 && /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(rest) ? rest : null;
}
