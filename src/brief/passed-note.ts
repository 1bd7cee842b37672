// A row of a findings table the writer ranked at the note level whose text says a requirement is met: a check that
// passed, recorded beside the findings, never one of them. "| 3 | NOTE | `score.mjs:32` | Verified observation: the
// deterministic scorer meets the requested math contract. … |" beside two BLOCKER rows is no third problem: a person
// counts two (QA 44 class 7b). The level alone decides nothing ("| NOTE | the log rotates too late |" stays a
// finding), nor does the word alone ("| HIGH | meets the contract only for ASCII |" stays one).
//
// Words are data: prompts/yes-no.txt (`note level:`, `met:`, `met denial:`). Pure apart from reading the prompt once.

import { readPrompt } from '../paths.js';
import { hasCjk, holdsListedPhrase, keyedLists } from './keyed-words.js';
import { saysProblem } from './problem-words.js';
import { lazyRegExp } from './lazy-regexp.js';

let lists: Record<'note level' | 'met' | 'met denial', string[]> | undefined;
const words = () => (lists ??= keyedLists(readPrompt('yes-no.txt'), ['note level', 'met', 'met denial'] as const));

/** A level field of a row's text ("Severity: NOTE", "Priority: info"), as the table reader writes the columns. */
const LEVEL_FIELD = /^[ \t]*(?:severity|level|priority|schweregrad|gravité|severidad|критичность|严重程度|重要度)[ \t]*[:：][ \t]*[*_`]{0,2}([^*_`\n]+?)[*_`]{0,2}[ \t]*$/imu;

/** An evidence marker opening the text ("Verified observation:", "[SOURCE: …]"): the claim is what follows it. */
const LEAD_MARKER = lazyRegExp(() => /^[ \t]*(?:\[[^\]\n]{1,80}\][ \t]*|[\p{L} ]{1,30}[:：][ \t]+)/u);

/** The words before a `met:` phrase, or false when the sentence holds none. */
function beforeMet(sentence: string, met: readonly string[]): string | false {
  const t = ` ${sentence.toLowerCase().replace(/[^\p{L}\p{N}']+/gu, ' ')} `;
  let at = -1;
  for (const w of met) {
    const i = hasCjk(w) ? t.indexOf(w) : t.indexOf(` ${w} `);
    if (i >= 0 && (at < 0 || i < at)) at = i;
  }
  return at < 0 ? false : t.slice(0, at + 1);
}

/** Does a finding's text (a table row as the reader writes it: its claim, then "Severity: NOTE" and the other
 *  columns as fields) record a check that passed at the note level? */
export function passedNote(text: string): boolean {
  const level = LEVEL_FIELD.exec(text)?.[1]?.trim().toLowerCase();
  const l = words();
  if (!level || !l['note level'].includes(level)) return false;
  const claim = (text.split('\n')[0] ?? '').replace(LEAD_MARKER, '');
  // Its first sentence: the claim the row makes; what follows is how it was checked.
  const sentence = claim.split(/(?<=[.!?。！？])\s/u)[0] ?? '';
  const before = beforeMet(sentence, l.met);
  if (before === false || saysProblem(sentence)) return false;
  const cjkDenied = l['met denial'].some((w) => hasCjk(w) && sentence.includes(w));
  return !cjkDenied && !holdsListedPhrase(before, l['met denial'].filter((w) => !hasCjk(w)));
}
