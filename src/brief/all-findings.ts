// A sentence that says every finding was checked, or none was, or that each was reproduced (said with a noun):
// "Every finding below was checked against the source", "Alle Befunde wurden am Code geprüft", "所有问题均已复现",
// "None of these were verified", "a numeric reproduction of every bug listed below". findings.ts
// documentVerification gives what it says to every finding under it. The words are data: prompts/verification.txt
// (`all of:`, `finding noun:`, `were:`, `all verified:`, `none of:`, `placed:`, `check noun:`, `of:`, `each:`,
// `each noun:`, `still ahead:`), the grammar here. Pure apart from reading that file once.

import { readPrompt } from '../paths.js';
import { keyedLists, phraseAlternation as alt } from './keyed-words.js';
import { lazyRegExp } from './lazy-regexp.js';

const CJK = lazyRegExp(() => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u);
const KEYS = ['all of', 'finding noun', 'were', 'all verified', 'none of', 'placed', 'check noun', 'of', 'each', 'each noun', 'unverified', 'still ahead', 'all pronoun', 'writer', 'static', 'run none', 'run thing', 'run aux', 'run verb', 'own unchecked'] as const;

/** Words as a whole (a boundary after a word of a spaced script; none for CJK, which runs on). */
const whole = (ws: readonly string[]) => `(?:(?:${alt(ws.filter((w) => !CJK.test(w)))})(?![\\p{L}\\p{N}])|(?:${alt(ws.filter((w) => CJK.test(w)))}))`;
/** Words, then a blank run unless the word is CJK. */
const lead = (ws: readonly string[]) => `(?:(?:${alt(ws.filter((w) => !CJK.test(w)))})[ \\t]+|(?:${alt(ws.filter((w) => CJK.test(w)))}))`;

/** Words of the gap that deny the check or put it ahead ("were not verified", "needs to be verified"). */
const NOT_DONE = lazyRegExp(() => /(?<![\p{L}])(?:not|never|need|needs|must|should|to be|will|nicht|nie|noch|muss|müssen|soll|pas|jamais|doit|doivent|no|debe|deben|не|нужно|надо|должны)(?![\p{L}])|未|没|需|待/iu);

let res: { own: RegExp; all: RegExp; none: RegExp; each: RegExp; aux: RegExp; ahead: RegExp; mine: RegExp; them: RegExp; static: RegExp } | undefined;
const RES = () =>
  (res ??= (() => {
    const w = keyedLists(readPrompt('verification.txt'), KEYS);
    const noun = whole(w['finding noun']);
    const were = `(?:${alt(w.were)})`;
    return {
      own: new RegExp(`(?<![\\p{L}\\p{N}])(?:${alt(w['own unchecked'].filter((x) => !CJK.test(x)))})(?![\\p{L}\\p{N}])|(?:${alt(w['own unchecked'].filter((x) => CJK.test(x)))})`, 'iu'),
      // Group 1: the participle.
      all: new RegExp(`(?<![\\p{L}\\p{N}])${lead(w['all of'])}${noun}[^.!?。\\n]{0,40}?(${whole(w['all verified'])})`, 'iu'),
      ahead: new RegExp(whole(w['still ahead']), 'iu'),
      // "I reproduced all of them locally", "We have verified each of these": the writer, the participle, a pronoun.
      mine: new RegExp(`(?<![\\p{L}\\p{N}])${lead(w.writer)}${lead(w['all verified'])}${whole(w['all pronoun'])}`, 'iu'),
      // "All of them were reproduced", "Chacun d'eux a été reproduit": a pronoun, the auxiliary, the participle.
      them: new RegExp(`(?<![\\p{L}\\p{N}])${lead(w['all pronoun'])}${lead(w.were)}${whole(w['all verified'])}`, 'iu'),
      // (Or "no <things> were run": "No tests were run", "Es wurden keine Builds, Tests oder Prozesse ausgeführt".)
      static: new RegExp(`${whole(w.static)}|(?<![\\p{L}\\p{N}])${lead(w['run none'])}${whole(w['run thing'])}(?:[ \\t]*,[ \\t]*${whole(w['run thing'])}){0,5}(?:,?[ \\t]+(?:or|and|oder|und|ou|et|o|y|e|или|и)[ \\t]+${whole(w['run thing'])})?[ \\t]+(?:${lead(w['run aux'])})?${whole(w['run verb'])}`, 'iu'),
      aux: new RegExp(`(?<![\\p{L}])${were}(?![\\p{L}])`, 'iu'),
      none: new RegExp(`(?<![\\p{L}\\p{N}])(?:${lead(w['none of'])}(?:${noun}[ \\t]+)?${were}[ \\t]+(?:\\p{L}+[ \\t]+)?${whole(w['all verified'])}|${noun}[ \\t]+(?:${lead(w.placed)})?${were}[ \\t]+(?:${lead(w['all of'])})?${whole(w.unverified)})`, 'iu'),
      // Group 1: the noun.
      each: new RegExp(`(?<![\\p{L}\\p{N}])${whole(w['check noun'])}(?:[ \\t]+\\p{L}+){0,2}?[ \\t]+(?:(?:${alt(w.of)})[ \\t]+)?${lead(w.each)}(${whole(w['each noun'])})`, 'iu'),
    };
  })());

/** "Every finding below was verified": the match, or null. A spaced language says it with its auxiliary ("was",
 *  "wurden", "ont été"); none may deny it or put it ahead in between ("All findings were not verified", "each
 *  issue needs to be verified"). */
export function allVerified(text: string): RegExpExecArray | null {
  if (text.length > 2000) return null;
  const r = RES();
  const m = r.all.exec(text);
  if (!m || NOT_DONE.test(m[0])) return r.mine.exec(text) ?? r.them.exec(text);
  return CJK.test(m[1]!) || !/\p{Script=Latin}/u.test(m[1]!) || r.aux.test(m[0]) ? m : null;
}

/** "None of these were verified", "Findings below are not yet confirmed", "Static reading only — nothing was run":
 *  the match, or null. */
export const noneVerified = (text: string): RegExpExecArray | null => (text.length > 2000 ? null : (RES().none.exec(text) ?? RES().static.exec(text)));

/** "Static reading only", "I did not run anything": the match, or null (a finding that says so was not checked). */
export const staticOnly = (text: string): RegExpExecArray | null => (text.length > 20_000 ? null : RES().static.exec(text));

/** "a reproduction of every bug listed below", "reproduction chiffrée de chaque bug": the match (group 1 the
 *  noun, which may name one group of the findings), or null. */
export const eachReproduced = (text: string): RegExpExecArray | null => (text.length > 2000 ? null : RES().each.exec(text));

/** Words that put a check still ahead ("still to do", "pending", "noch offen", "à faire", "ещё не", "待办"). */
export const stillAhead = (text: string): boolean => RES().ahead.test(text);

/** A finding's own words that take it, or a part of it, out of a check the document claims for every finding ("The
 *  disc pin is inherited, not independently rehashed", "nicht unabhängig nachgeprüft", "未独立验证"): the sentence
 *  that says so, or null. (prompts/verification.txt `own unchecked:`.) */
export function ownUnchecked(text: string): string | null {
  const t = text.length > 20_000 ? text.slice(0, 20_000) : text;
  const m = RES().own.exec(t);
  if (!m) return null;
  const from = Math.max(...['. ', '! ', '? ', '。', '\n'].map((c) => t.lastIndexOf(c, m.index)));
  const rest = t.slice(m.index).search(/[.!?。](?:\s|$)|\n/u);
  return t.slice(from < 0 ? 0 : from + 1, rest < 0 ? undefined : m.index + rest).replace(/[*_`]+/g, '').trim();
}
