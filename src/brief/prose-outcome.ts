// A summing-up sentence in prose states the outcome where a person looks for it (issue 10 item 5): "## ✅ Проект
// завершён успешно!", "Todas las pruebas pasan. El sistema está listo para la revisión.", "Nothing blocks the release,
// but …", "> All bugs and warnings addressed by 2026-03-08.". The phrases are a closed class of meaning, data in
// prompts/outcomes.txt (`prose done:`, `prose ready:`, `prose partial:`, `prose if:`); return-answer.ts decides the
// places (the title or first heading, the intro and its quote, the Outcome section's first lines, the last paragraph),
// never a finding's text or a list item. Pure apart from reading prompts/outcomes.txt once.

import type { Outcome } from './types.js';
import { readPrompt } from '../paths.js';
import { escapeRegExp, keyedLists } from './keyed-words.js';
import { phraseSubsetRegExp } from './lazy-regexp.js';
import { lazyRegExp } from './lazy-regexp.js';

type Lists = Record<'prose done' | 'prose ready' | 'prose partial' | 'prose if' | 'prose modal', string[]>;
export const parseProseWords = (text: string): Lists => keyedLists(text, ['prose done', 'prose ready', 'prose partial', 'prose if', 'prose modal']);
let lists: Lists | undefined;
const words = () => (lists ??= parseProseWords(readPrompt('outcomes.txt')));

const CJK = lazyRegExp(() => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u);
/** A phrase as a pattern: " … " is a few words between; letters at its ends do not run on into other letters. */
export function phrasePattern(p: string): string {
  const parts = p.split(/[ \t]*…[ \t]*/).map((x) => escapeRegExp(x).replace(/[ \t]+/g, '[ \\t]+'));
  let re = parts.join('[ \\t]+(?:[^.!?;。！？；\\n]{0,60}?[ \\t]+)?');
  // ("60 % complete", "75% done": a figure before a percent phrase.)
  // (Below a hundred only: "100% complete" is the work done, in any language the list knows.)
  if (p.startsWith('%')) re = `(?<![\\p{N}.,])(?!100(?![\\p{N}.,]))\\d{1,3}(?:[.,]\\d+)?[ \\t]*${re}`;
  else if (!CJK.test(p[0]!)) re = `(?<![\\p{L}\\p{N}])${re}`;
  if (!CJK.test(p[p.length - 1]!)) re += '(?![\\p{L}\\p{N}])';
  return re;
}
/** A list's phrases as one pattern, made of just the phrases whose words a sentence holds (a list costs ~100 M
 *  instructions to compile whole, and most sentences hold none of its phrases). */
function any(key: keyof Lists): { exec(s: string): RegExpExecArray | null; test(s: string): boolean } {
  let re: ReturnType<typeof phraseSubsetRegExp> | undefined;
  const get = () => (re ??= phraseSubsetRegExp(words()[key], phrasePattern, 'iu'));
  return { exec: (s) => get().exec(s), test: (s) => get().test(s) };
}
const DONE = any('prose done');
const READY = any('prose ready');
const PARTIAL = any('prose partial');
const IF = any('prose if');
const MODAL = any('prose modal');
/** A negation or a part before the phrase ("not all tests pass", "most tests pass"): not the whole work done. */
const NOT_ALL = lazyRegExp(() => /(?<![\p{L}])(?:not|nicht|pas|no|não|non|не|ні|değil|belum|tidak|most|meisten|plupart|mayoría|maioria|maggior|большинство|більшість|没有|未|並非|並不|일부|一部)(?![\p{L}])|没有|未能|一部/iu);

/** The sentences of a line, at most four, without a quote's, a heading's or emphasis marks. */
function sentences(line: string): string[] {
  const body = line
    .replace(/^[ \t]*(?:>[ \t]?)*(?:#{1,6}[ \t]+)?/, '')
    .replace(/[*_`]+/g, '')
    .normalize('NFKC');
  return body.split(/(?<=[.!?;。！？；])[ \t]*(?=\S)/u).slice(0, 4);
}

/** The outcome a summing-up line states in prose, or null: done or ready -> answered, half done or under way -> partial. */
export function proseOutcome(line: string): { outcome: Outcome; answer: string; exact: false } | null {
  if (line.length > 600) line = line.slice(0, 600);
  // (A list item is an item: "- The migration is completed but leaves orphan rows", "- Deploy when ready".)
  if (/^[ \t]*(?:>[ \t]?)*(?:[-*+]|\d{1,3}[.)])[ \t]/.test(line)) return null;
  for (const s of sentences(line)) {
    // (A question states nothing: "Ready for review?", "Listo para producción?", "可以发布？" ask it.)
    if (/[?？][ \t]*$/u.test(s)) continue;
    const partial = PARTIAL.exec(s);
    if (partial) return { outcome: 'partial', answer: line.trim(), exact: false };
    for (const re of [READY, DONE]) {
      const m = re.exec(s);
      if (!m) continue;
      const before = s.slice(0, m.index);
      // A condition or a plan before it ("Deploy once ready for production", "如果可以部署"): no statement.
      if (IF.test(before)) continue;
      // A duty or a wish, before it or within it ("All 12 findings must be fixed", "Es sollte bereit für … sein"): no statement.
      if (MODAL.test(before) || MODAL.test(m[0])) continue;
      // The work done in part, or not at all ("Not all tests pass", "Most tests pass"), is no completion (a
      // readiness statement that says no is still the question answered: "Not ready for release").
      if (re === DONE && NOT_ALL.test(before)) continue;
      // (Done, but leaving something: "The migration is completed but leaves orphan rows" is a finding's text.)
      if (re === DONE && /^[^.!?。！？]{0,20}?(?:(?<![\p{L}])(?:but|aber|mais|pero|mas|ma|но|але|ama|tapi)(?![\p{L}])|但|しかし|하지만)/iu.test(s.slice(m.index + m[0].length))) continue;
      // (Done, but with work still owed in the same sentence: "The hard work is done - just need to finish the tests".)
      if (re === DONE && MODAL.test(s.slice(m.index + m[0].length))) continue;
      return { outcome: 'answered', answer: line.trim(), exact: false };
    }
  }
  return null;
}
