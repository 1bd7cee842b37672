// A sentence of a finding that says some other part is fine and how that was checked ("Happy paths are clean (verified:
// local suite green).", "Der Normalfall läuft sauber (geprüft: Suite grün)."): an aside about other code, not a check
// of the finding's claim. Its verification words are dropped before findings.ts verificationOf reads the finding.
// Words are data (prompts/verification.txt `aside:`). Pure apart from reading that file once.

import { readPrompt } from '../paths.js';
import { lazyRegExp } from './lazy-regexp.js';
import { escapeRegExp, hasCjk, keyedWords } from './keyed-words.js';

const esc = (w: string) => escapeRegExp(w).replace(/ /g, '[ \\t]+');
/** A sentence opened by an aside subject, up to its stop (a bracketed part may hold a wrapped line). */
const ASIDE = lazyRegExp(() => {
  const ws = [...new Set(keyedWords(readPrompt('verification.txt'), 'aside'))].sort((a, b) => b.length - a.length);
  const words = ws.filter((w) => !hasCjk(w)).map(esc).join('|') || '(?!)';
  const cjk = ws.filter(hasCjk).map(esc).join('|') || '(?!)';
  const body = '(?:[^.!?。！？()（）\\n]|\\([^()\\n]{0,300}(?:\\n[^()\\n]{0,300})?\\)|（[^（）\\n]{0,300}）|\\n(?![ \\t]*\\n)){0,600}';
  return new RegExp(`(?:^|(?<=[.!?][ \\t]{1,3}|[。！？]|\\n[ \\t]*(?:[-*+][ \\t]+)?))(?:(?:${words})(?![\\p{L}\\p{N}])|(?:${cjk}))${body}(?:[.!?。！？]|$)`, 'giu');
});
/** (Only a text with a word of checking holds an aside worth dropping; most findings hold none.) */
const CHECK_WORD = /verif|confirm|valid|test|check|reproduc|prüf|bestätig|vérifi|comprob|провер|подтвер|验证|确认|確認|検証|テスト/iu;

/** `text` without its aside sentences (each replaced by blanks of its own length, lines kept). */
export function withoutAsideChecks(text: string): string {
  if (text.length > 100_000 || !CHECK_WORD.test(text)) return text;
  return text.replace(ASIDE, (m) => m.replace(/[^\n]/g, ' '));
}
