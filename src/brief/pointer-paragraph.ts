// A paragraph that only sends the reader to another document for more ("See `SECURITY.md` for the full list (12
// problems in total).", "Se `AUDIT.md` for fullstendig liste.", "Siehe docs/review.md für alle Details."): it
// points at where the writer keeps the rest, no finding of its own, even though it names a file. Pure.
import { readPrompt } from '../paths.js';
import { keyedWords, phraseAlternation } from './keyed-words.js';
import { lazyRegExp } from './lazy-regexp.js';

/** A document's kind of file: what a writer keeps the rest of a report in, not code or config a finding is about. */
const DOC_FILE = String.raw`[\p{L}\p{N}_./ -]{0,200}\.(?:md|mdx|markdown|txt|rst|adoc|pdf|html?|docx?)`;
/** A document named right after the opening words: a code span or a file name of a document's kind, a link, a URL. */
const DOCUMENT = String.raw`(?:\x60${DOC_FILE}\x60|\[[^\]\n]{1,200}\]\([^)\s]{1,400}\)|https?://\S{1,400}|${DOC_FILE.replace('[\\p{L}\\p{N}_./ -]', '[\\p{L}\\p{N}_./-]')})`;

const POINTER = lazyRegExp(() => {
  const words = readPrompt('no-findings.txt');
  const see = phraseAlternation(keyedWords(words, 'see elsewhere'));
  const tail = phraseAlternation(keyedWords(words, 'see elsewhere for'));
  // After the name, the sentence ends or goes on with what is there ("for the full list", "für alle Details"): "Se
  // `README.md` è obsoleto" (Italian "if") goes on with a verb, a finding.
  return new RegExp(String.raw`^[ \t>*_]{0,6}(?:${see})[ \t]*[:：]?[ \t]*[*_]{0,2}${DOCUMENT}[*_]{0,2}(?:[ \t]*(?:[.。!]|$)|[ \t]*[(（]|[ \t]+(?:${tail})(?![\p{L}\p{N}]))`, 'iu');
}, (t) => t.includes('.') || t.includes('http'));

/** Does a paragraph only point at another document: one short statement (two lines at most) opened by a word for
 *  "see" (prompts/no-findings.txt `see elsewhere:`) and the document's name, naming no line of code? */
export function pointsElsewhere(text: string): boolean {
  const t = text.trim();
  if (t.length > 240 || t.split('\n').length > 2) return false;
  // ("See `api/auth.ts:40`: the token is never checked." names a line of code: a finding that opens with "see".)
  if (/:\d{1,6}\b|#L\d/.test(t)) return false;
  return POINTER.test(t);
}
