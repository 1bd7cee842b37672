// A finding's level stated in its prose when its title states none (QA 54 doc 11: "The false positive is a P1
// issue.", "Low severity, cosmetic."): a clear statement only, one of
// - a level beside a problem noun, either order ("a P1 issue", "high-severity bug", "problema critico", "P1-Problem");
// - a level beside a severity label, or after one and a colon ("Low severity", "… Severity: high.", "Priorität: hoch");
// - a level alone in brackets ("(P2)", "[critical]").
// A sentence that names two levels or more states none (a rubric, "unlike the P1 above, this is minor"), nor does a
// negated one ("not a P1 issue", "no es un problema crítico"), nor a level in code; the body must state one level, once or more. The levels are
// prompts/severities.txt's (each `<severity>:` line's words and the English names), the nouns its `problem noun:`, the
// labels its `label:` (not a weak one, "Risk: high" is another dimension). Pure apart from reading the lists once.

import { readPrompt } from '../paths.js';
import { fenceMask } from './escape.js';
import { keyedWords } from './keyed-words.js';
import { SEVERITIES, severityWords } from './severity-words.js';

let lists: { levels: Map<string, string>; nouns: Set<string>; labels: (w: string) => boolean; negations: Set<string> } | undefined;
const words = () => {
  if (lists) return lists;
  const sw = severityWords();
  const levels = new Map<string, string>(SEVERITIES.map((s) => [s, s]));
  for (const s of SEVERITIES) for (const w of sw.plain.get(s) ?? []) if (!/\s/.test(w)) levels.set(w, s);
  const nouns = new Set(keyedWords(readPrompt('severities.txt'), 'problem noun').map((w) => w.toLowerCase()));
  const labels = (w: string) => sw.labelSet.has(w) && !sw.weakLabels.has(w);
  const negations = new Set(keyedWords(readPrompt('yes-no.txt'), 'negation').map((w) => w.toLowerCase()));
  return (lists = { levels, nouns, labels, negations });
};

/** A noun of a problem, its plural too ("issues", "bugs", "Probleme", "Fehlern", "problemi", "errores"): only a plural's
 *  ending comes off, so "fallout" is no "fallo" ("Expect minor fallout" states no level, QA 57 doc 12). */
const isNoun = (w: string, nouns: Set<string>): boolean => nouns.has(w) || (/[seni]$/.test(w) && nouns.has(w.slice(0, -1))) || (/(?:es|en)$/.test(w) && nouns.has(w.slice(0, -2)));

/** The one level `text`'s body (all but its first line, the title) states, or undefined. */
export function statedLevel(text: string): string | undefined {
  const nl = text.indexOf('\n');
  if (nl < 0) return undefined;
  // (Code is no statement: fenced blocks, at any indent as in a list item (escape.ts fenceMask; an unclosed opener
  // hides nothing), and code spans out.)
  const head = text.slice(nl + 1, nl + 1 + 6000).split('\n');
  const fenced = fenceMask(head, { anyIndent: true });
  const body = head.map((l, k) => (fenced[k] ? '' : l)).join('\n').replace(/`[^`\n]*`/g, ' ');
  const found = new Set<string>();
  for (const sentence of body.split(/(?<=[.!?。！？])\s+|\n/u)) for (const l of sentenceLevel(sentence)) found.add(l);
  return found.size === 1 ? [...found][0] : undefined;
}

/** The level a sentence states, as a list of none or one. */
function sentenceLevel(sentence: string): string[] {
  const { levels, nouns, labels, negations } = words();
  const tokens = [...sentence.slice(0, 600).matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ w: m[0].toLowerCase(), at: m.index!, end: m.index! + m[0].length }));
  const at = tokens.flatMap((t, k) => (levels.has(t.w) ? [k] : []));
  if (new Set(at.map((k) => levels.get(tokens[k]!.w))).size !== 1) return [];
  for (const k of at) {
    const t = tokens[k]!;
    const prev = tokens[k - 1];
    const next = tokens[k + 1];
    // ("not a P1 issue", "no es un problema crítico", "pas un problème critique": a negation up to four words before, in
    // the same clause.)
    if (tokens.slice(Math.max(0, k - 4), k).some((x) => negations.has(x.w) && !/[,;:—–]/.test(sentence.slice(x.end, t.at)))) continue;
    const gap = (a: { end: number }, b: { at: number }) => sentence.slice(a.end, b.at);
    const joined = (a?: { end: number }, b?: { at: number }) => a !== undefined && b !== undefined && /^[ \t*_-]{1,3}$/.test(gap(a, b));
    const beside = (x: typeof t | undefined, left: boolean) => x !== undefined && (left ? joined(x, t) : joined(t, x)) && (isNoun(x.w, nouns) || labels(x.w));
    const afterLabel = prev !== undefined && labels(prev.w) && /^[ \t*_]*[:：][ \t*_]*$/.test(gap(prev, t));
    const bracketed = /[([][ \t*_]*$/.test(sentence.slice(prev ? prev.end : 0, t.at)) && /^[ \t*_]*[)\]]/.test(sentence.slice(t.end));
    if (beside(next, false) || beside(prev, true) || afterLabel || bracketed) return [levels.get(t.w)!];
  }
  return [];
}
