// A group heading that names a level of severity with a noun for "level" ("### ⚠️ Warning level", "### Critical
// level", "### Nivel de advertencia", "### Niveau : critique", "### Уровень: критический", "### 警告级别", "### 警告レベル",
// "### 경고 수준"): the level is the word beside the noun, and the heading states it for the findings under it, as
// "### Warning" cannot (prompts/severities.txt: "warning" is a severity only as a label's value). Pure.

import { lazyRegExp } from './lazy-regexp.js';

/** The word, then the noun: "Warning level", "critical-level", "警告级别", "警告レベル", "경고 수준". */
const WORD_LEVEL = lazyRegExp(() => /^(\p{L}[\p{L}'’]{0,24})(?:[ \t-](?:level|stufe)|[ \t]?(?:级别|級別|等级|等級|レベル|수준|레벨))$/iu);
/** The noun, then the word: "Niveau : critique", "Nivel de advertencia", "Niveau d'avertissement", "Уровень: критический". */
const LEVEL_WORD = lazyRegExp(() => /^(?:level|severity level|niveau|nivel|nível|livello|stufe|уровень|poziom|mức)[ \t]*[:：=]?[ \t]*(?:(?:de|da|do|di|del)[ \t]+|d['’][ \t]?)?(\p{L}[\p{L}'’]{0,24})$/iu);
/** "High level", "low-level": in English an adjective of altitude ("## High-level design"), no severity. */
const ALTITUDE = lazyRegExp(() => /^(?:high|low|top|entry|root|upper|lower)$/iu);

/** The word a level heading names its level by ("⚠️ Warning level" -> "Warning"), whatever word it is: the
 *  caller keeps it only when it is a severity word. Only a heading that is nothing else, its marks, number and a
 *  closing note in brackets aside: a severity word deep in a title names no group. */
export function levelWord(heading: string): string | undefined {
  const h = heading
    .slice(0, 120)
    .replace(/[*_`]+/g, '')
    .replace(/[ \t]*[(（][^()（）\n]{1,40}[)）][ \t]*$/u, '')
    .replace(/^[^\p{L}\p{N}]*(?:\d{1,3}(?:\.\d{1,3})*[.)]?[ \t]+)?[^\p{L}\p{N}]*/u, '')
    .replace(/[^\p{L}\p{N}]+$/u, '')
    .trim();
  if (h.length > 60) return undefined;
  const a = WORD_LEVEL.exec(h);
  if (a) return ALTITUDE.test(a[1]!) ? undefined : a[1]!;
  return LEVEL_WORD.exec(h)?.[1];
}
