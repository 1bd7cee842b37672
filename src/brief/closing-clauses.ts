// The first sentence of a closing section ("## Conclusion", "## Fazit", "## 結論", "## Вывод") read clause by clause,
// where the whole sentence states no outcome at its start: "The two blocking problems from the first round are fixed
// and nothing severe is open." A held-out return stated its result so and `return` asked for --outcome. A clause
// states the result when it ends on a status word after what it is the status of (any subject, up to twelve words,
// no negation in it: "… from the first round are fixed", "前回の重大な問題は修正済みで"), or says nothing is left open
// in a few words (a none word and a left-open word, one of them closing the clause: "nothing severe is open", "no
// critical or high issue remains", "серьёзных открытых проблем нет", "重大な未解決の問題はない"). Any clause that
// says something is still left ("two issues remain open") makes the sentence state nothing: the tool asks. A
// clause with a status later in it ("the socket is open to the internet") states nothing. Words are data
// (prompts/outcomes.txt `nothing left:`, `left open:`, `not:`); the status words are outcome.ts's (`whole`). Pure
// apart from reading that file once.

import { readPrompt } from '../paths.js';
import { keyedLists } from './keyed-words.js';
import type { Outcome } from './types.js';
import { lazyRegExp } from './lazy-regexp.js';

type Lists = Record<'nothing left' | 'left open' | 'not', string[]>;
let lists: { none: Set<string>; open: Set<string>; not: Set<string>; cjkNone: string[]; cjkOpen: string[] } | undefined;
const CJK = lazyRegExp(() => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u);
function words() {
  if (lists) return lists;
  const l: Lists = keyedLists(readPrompt('outcomes.txt'), ['nothing left', 'left open', 'not']);
  const latin = (ws: string[]) => new Set(ws.filter((w) => !CJK.test(w)));
  const cjk = (ws: string[]) => ws.filter((w) => CJK.test(w));
  return (lists = { none: latin(l['nothing left']), open: latin(l['left open']), not: latin(l.not), cjkNone: cjk(l['nothing left']), cjkOpen: cjk(l['left open']) });
}

/** A clause's words: lower-case, without emphasis or the punctuation around them. */
const wordsOf = (clause: string) => clause.normalize('NFKC').toLowerCase().split(/\s+/).map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')).filter(Boolean);

/** The clauses of a sentence: at commas and semicolons, and at "and" in the languages of prompts/ (a Japanese
 *  clause's joining "で" / "し" dropped). */
function clauses(sentence: string): string[] {
  return sentence
    .split(/[,;，；、]|[ \t]+(?:and|but|und|aber|et|mais|y|pero|и|а|но|e|ma)[ \t]+/iu)
    .map((c) => c.replace(/(?:であり|となり|で|て|し)$/u, '').replace(/[.!。！]+$/u, '').trim())
    .filter(Boolean);
}

/** Whether a clause says nothing is left open ("nothing severe is open", "no high issue remains", "没有未解决的问题"). */
function saysNothingLeft(clause: string): boolean {
  const w = words();
  if (CJK.test(clause)) {
    const c = clause.replace(/(?:です|でした)$/u, '');
    return w.cjkOpen.some((o) => c.includes(o)) && w.cjkNone.some((n) => c.startsWith(n) || c.endsWith(n));
  }
  const ws = wordsOf(clause);
  if (ws.length > 8 || !ws.some((x) => w.none.has(x)) || !ws.some((x) => w.open.has(x))) return false;
  const last = ws[ws.length - 1]!;
  return w.none.has(last) || w.open.has(last);
}

/** Whether the first clause of a text holds a none word ("No other issues found; …", "Sonst keine weiteren Probleme; …",
 *  "В остальном замечаний нет"): a problem word there is denied, not reported. */
export function noneInFirstClause(text: string): boolean {
  const first = clauses(text.slice(0, 400))[0] ?? '';
  const w = words();
  if (CJK.test(first)) return w.cjkNone.some((n) => first.includes(n));
  return wordsOf(first).some((x) => w.none.has(x));
}

/** Whether a clause says something is still left open, without a none word ("two issues remain open"). */
function saysSomeLeft(clause: string): boolean {
  const w = words();
  if (CJK.test(clause)) return w.cjkOpen.some((o) => clause.includes(o)) && !w.cjkNone.some((n) => clause.includes(n));
  const ws = wordsOf(clause);
  return ws.some((x) => w.open.has(x)) && !ws.some((x) => w.none.has(x) || w.not.has(x));
}

/**
 * The outcome the first sentence of a closing section states by its clauses, or null. `whole(rest)` is the outcome
 * when `rest` is a status phrase and nothing more ("are fixed": after a verb of being, as outcome.ts reads it), `qualifies(word)` whether a word
 * qualifies the status ("partially", "not").
 */
export function clausesOutcome(sentence: string, whole: (rest: string) => Outcome | null, qualifies: (word: string) => boolean): Outcome | null {
  const w = words();
  let said: Outcome | null = null;
  for (const c of clauses(sentence.slice(0, 400))) {
    if (saysNothingLeft(c)) {
      said ??= 'answered';
      continue;
    }
    if (saysSomeLeft(c)) return null;
    const o = statusAtEnd(c, whole, qualifies, w.not, w.none);
    if (o && o !== 'answered') return o;
    if (o) said ??= o;
  }
  return said;
}

/** A clause that ends on a status phrase after up to twelve words of what it is the status of. */
function statusAtEnd(clause: string, whole: (rest: string) => Outcome | null, qualifies: (word: string) => boolean, not: Set<string>, none: Set<string>): Outcome | null {
  if (CJK.test(clause)) {
    // "前回の重大な問題は修正済み": a subject closed by は/が/も, then the status.
    const m = /^[^\s。、]{1,24}?(?:は|が|も)/u.exec(clause);
    return m ? whole(clause.slice(m[0].length)) : null;
  }
  const ws = clause.split(/\s+/).filter(Boolean);
  for (let k = 1; k < ws.length && k <= 12; k++) {
    const before = wordsOf(ws.slice(0, k).join(' '));
    if (before.some((x) => not.has(x) || none.has(x) || qualifies(x))) return null;
    const o = whole(ws.slice(k).join(' '));
    if (o) return o;
  }
  return null;
}
