// A return's outcome, stated as a verdict where the writer closes: a closing section's heading that carries it
// ("## Conclusion — Block D closed", "## Fazit: alles behoben", "## 结论：已完成"), a bold verdict line in the
// summary or at the end ("**Verdict: release approved.**", "**结论：** 阻塞于 CI"), and a closing section's first
// sentence ("## Conclusion" / "All 7 issues are fixed."). Held-out real returns stated their outcome there and
// `return` asked for --outcome. The label words, the words that never name the work before a status, and the
// status words that are a verdict only (never what a sentence says of its subject: "the socket is closed") are
// data (prompts/outcomes.txt `closing:`, `not a subject:`, `verdict only:`); outcome.ts reads the value with the
// words of the Status line. Pure apart from reading that file once.

import { readPrompt } from '../paths.js';
import { keyedLists, phraseAlternation } from './keyed-words.js';
import { labelOf } from './label.js';
import { lazyRegExp } from './lazy-regexp.js';

type Lists = Record<'closing' | 'not a subject' | 'verdict only', string[]>;

export const parseClosingWords = (text: string): Lists => keyedLists(text, ['closing', 'not a subject', 'verdict only']);

let lists: Lists | undefined;
const words = () => (lists ??= parseClosingWords(readPrompt('outcomes.txt')));
const alt = () => phraseAlternation(words().closing);

const LABEL = lazyRegExp(() => new RegExp(`^(?:${alt()})$`, 'iu'));
const ANY = lazyRegExp(() => new RegExp(`(?:${alt()})`, 'iu'));
/** "Conclusion — Block D closed", "**Fazit** – alles behoben": a closing word with a dash and no colon. */
const DASH = lazyRegExp(() => new RegExp(`^[*_]*(?:${alt()})[*_]*[ \\t]*[—–-][*_]*[ \\t]*`, 'iu'));
/** A heading that opens with a closing word, whole ("Conclusion", "5. Fazit", "🏁 Conclusion — …"). */
const HEAD = lazyRegExp(() => new RegExp(`^(?:${alt()})(?![\\p{L}\\p{N}])`, 'iu'));

/** The length of the closing label `s` opens with ("Fazit:", "Conclusion —", "**Verdict:**", "结论："), or -1. */
export function closingLabel(s: string): number {
  const l = labelOf(s);
  if (l && !l.bullet && LABEL.test(l.label)) return l.at;
  const d = DASH.exec(s);
  return d ? d[0].length : -1;
}

/** A closing word anywhere in the line: the cheap test before any reading. */
export const mayCloseWith = (line: string): boolean => ANY.test(line);

/** A heading that names a closing section: a closing word first, alone or as its label, after numbering,
 *  emoji and emphasis ("## 6. Conclusion", "## 🏁 Conclusion", "## Fazit: alles behoben"). */
export const closingHeading = (heading: string): boolean => HEAD.test(heading.replace(/^[^\p{L}]+/u, '').replace(/^[*_]+/, ''));

let notSubjects: Set<string> | undefined;
let verdictWords: Set<string> | undefined;
/** A word that never names the work before a status word ("what was fixed", "nothing fixed", "Что исправлено"). */
export const notASubject = (word: string): boolean => (notSubjects ??= new Set(words()['not a subject'])).has(word.normalize('NFKC').toLowerCase());
/** A status word that states an outcome only as a verdict, never as what a sentence says of its subject ("The
 *  socket is closed before the handler returns"; "Status: closed", "Closed.", "Block D closed" still do). */
export const verdictOnly = (phrase: string): boolean => (verdictWords ??= new Set(words()['verdict only'])).has(phrase.normalize('NFKC').toLowerCase());

/** A line led by an emphasised label ("**Verdict: release approved.**", "**Ergebnis:** teilweise", "__Status__:
 *  done"), neither a list item nor a quote: may be a verdict line (the reader decides by its label and value). */
export function boldVerdictLine(line: string): boolean {
  const l = labelOf(line);
  return l !== null && l.bold && !l.bullet && !/^[ \t]*>/.test(line);
}
