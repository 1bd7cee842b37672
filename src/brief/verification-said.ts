// A finding's own words that say it was checked after the fact or reproduced ("Fixed and re-tested.", "reproduit à
// l'identique", "перепроверено"), beside the forms findings.ts verificationOf reads. Words are data
// (prompts/verification.txt `retested:`); a denial right before one takes it back ("not yet re-tested",
// "nicht reproduziert", "未复现"). Pure apart from reading that file once.

import { readPrompt } from '../paths.js';
import { holdsFolded, lazyRegExp } from './lazy-regexp.js';
import { escapeRegExp, hasCjk, keyedWords } from './keyed-words.js';

export const parseRetestedWords = (text: string): string[] => keyedWords(text, 'retested');

const esc = (w: string) => escapeRegExp(w).replace(/[ -]/g, '[ \\t-]?');
const RETESTED = lazyRegExp(() => {
  const ws = [...new Set(parseRetestedWords(readPrompt('verification.txt')))].sort((a, b) => b.length - a.length);
  const words = ws.filter((w) => !hasCjk(w)).map(esc).join('|') || '(?!)';
  const cjk = ws.filter(hasCjk).map(esc).join('|') || '(?!)';
  return new RegExp(`(?<![\\p{L}\\p{N}-])(?:${words})(?![\\p{L}\\p{N}])|(?:${cjk})`, 'iu');
  // (Made only for a text that holds a word of the list, blanks and hyphens aside as esc lets them be: most findings hold none.)
}, (t) => mayRetested(t.replace(/[ \t-]/g, '')));
const mayRetested = holdsFolded(() => parseRetestedWords(readPrompt('verification.txt')).map((w) => w.toLowerCase().replace(/[ -]/g, '')));
/** A denial just before the word: "not (yet)", "never", "nicht", "pas (encore)", "no", "não", "не", "未", "没", "未だ";
 *  or a check still ahead, "待", "需要" ("需要实测": to be measured). */
const DENIED = lazyRegExp(() => /(?:(?<![\p{L}])(?:not|never|nicht|nie|pas|jamais|no|não|nao|non|не|ни)(?:[ \t]+(?:yet|been|ever|noch|encore|été|todavía|ainda|ещё|еще|было|был|была))?[ \t]+|[未没沒待]|需要|尚未|还没)$/iu);

/** Whether the finding's words say it was re-tested or reproduced: true, false (denied), or undefined. */
export function retested(text: string): boolean | undefined {
  const m = RETESTED.exec(text);
  if (!m) return undefined;
  return !DENIED.test(text.slice(Math.max(0, m.index - 24), m.index));
}
