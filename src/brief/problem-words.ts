// Words that say a text describes a problem ("- The retry loop never backs off", "- Der Cache läuft nie ab"): prompts/
// yes-no.txt `problem:`, matched as whole words, runs of words ("no longer"), and Chinese, Japanese and Korean words
// where they stand. Read by kept-roles.ts (observations that only describe the state) and fine-verdict.ts (a note
// after a fine verdict that says nothing is wrong). Pure apart from reading prompts/ once.

import { readPrompt } from '../paths.js';
import { hasCjk, keyedWords } from './keyed-words.js';

let problems: { words: Set<string>; runs: string[][]; cjk: string[] } | undefined;
/** prompts/yes-no.txt `problem`: single words, runs of words ("no longer"), CJK words matched where they stand. */
function problemWords() {
  if (problems) return problems;
  const words = new Set<string>();
  const runs: string[][] = [];
  const cjk: string[] = [];
  for (const w of keyedWords(readPrompt('yes-no.txt'), 'problem').map((x) => x.toLowerCase())) {
    if (hasCjk(w)) cjk.push(w);
    else if (w.includes(' ')) runs.push(w.split(' '));
    else words.add(w);
  }
  return (problems = { words, runs, cjk });
}

const WORDS = /[\p{L}\p{N}'’-]+/gu;

/** Does the text hold a word for a problem (prompts/yes-no.txt problem)? */
export function saysProblem(text: string): boolean {
  const p = problemWords();
  const t = text.toLowerCase().replace(/’/g, "'");
  if (hasCjk(t) && p.cjk.some((w) => t.includes(w))) return true;
  const ws = t.match(WORDS) ?? [];
  for (let k = 0; k < ws.length; k++) {
    const w = ws[k]!.replace(/^['-]+|['-]+$/g, '');
    if (p.words.has(w) || p.words.has(w.replace(/'s$/, ''))) return true;
    if (p.runs.some((r) => r[0] === w && r.every((x, j) => ws[k + j] === x))) return true;
  }
  return false;
}

