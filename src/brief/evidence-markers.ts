// Evidence markers: research and review agents tag each claim with where it comes from, in brackets ("[SOURCE:
// docs/ext.md:12-14]", "[INFERENCE: based on finding 1]", "[TESTED]") or as a label that opens it ("Verified
// observation: the path is not sealed", "Hypothesis: the pool leaks"). They are the writer's own verification tags in
// other words: a source read, a test run, a reproduction is a check (how = the marker's value: a bare citation of a
// file's lines is the source that was read); an inference, an assumption, a hypothesis is not. QA 44 class 5 found
// them read as nothing (verified null, and "Verified observation:" opening every title of a table).
// Words are data: prompts/verification.txt (`marker verified:`, `marker unverified:`, `lead verified:`, `lead
// unverified:`). Pure apart from reading that file once.

import { readPrompt } from '../paths.js';
import { hasCjk, keyedLists, phraseAlternation } from './keyed-words.js';
import { bothMay, firstWords, holdsFolded, lazyRegExp } from './lazy-regexp.js';

const KEYS = ['marker verified', 'marker unverified', 'lead verified', 'lead unverified'] as const;
type Words = Record<(typeof KEYS)[number], string[]>;
export const parseMarkerWords = (text: string): Words => keyedLists(text, KEYS);
let words: Words | undefined;
const W = () => (words ??= parseMarkerWords(readPrompt('verification.txt')));

/** Phrases as whole words: a spaced one not inside a longer word, a Chinese or Japanese one where it stands. */
const word = (ws: readonly string[]) => {
  const spaced = phraseAlternation(ws.filter((w) => !hasCjk(w)));
  const cjk = phraseAlternation(ws.filter(hasCjk));
  return `(?:(?:${spaced})(?![\\p{L}\\p{N}])|(?:${cjk}))`;
};
const OPEN = '[[【［(（]';
const CLOSE = '[\\]】］)）]';
/** A bracketed marker: its word (group 1), then perhaps a colon and its value (group 2). "[SOURCE: a.ts:3]",
 *  "[REPRODUCED]", "（推测：基于发现 1）". Not "(source code)", "[Evidence of x]": the word is followed by the colon or
 *  the bracket's close. */
const MARKER = lazyRegExp(
  () => new RegExp(`${OPEN}[ \\t]{0,2}(${word([...W()['marker verified'], ...W()['marker unverified']])})[ \\t]{0,2}(?:[:：][ \\t]{0,4}([^\\]】］)）\\n]{0,300}?)[ \\t]{0,2})?${CLOSE}`, 'giu'),
  bothMay((t) => /[[【［(（]/u.test(t), holdsFolded(() => firstWords([...W()['marker verified'], ...W()['marker unverified']]))),
);
const UNVERIFIED_WORD = lazyRegExp(() => new RegExp(`^${word(W()['marker unverified'])}$`, 'iu'));
/** Where a finding opens (group 1): list mark or number, emoji, a bracketed tag of its level or id ("[P0]", "[C2]");
 *  then its emphasis (group 2), the label (group 3), the emphasis closing it (group 4). */
const LEAD = lazyRegExp(
  () => new RegExp(`^([ \\t>]{0,8}(?:[-*+][ \\t]+|\\d{1,3}[.)][ \\t]+)?(?:[^\\p{L}\\p{N}\\n[*_]{1,6}[ \\t]*)?(?:[*_]{0,2}\\[[^\\]\\n]{1,20}\\][ \\t]*)?)([*_]{0,2})(${word([...W()['lead verified'], ...W()['lead unverified']])})[ \\t]*(?:([*_]{1,2})[ \\t]*[:：]|[:：][ \\t]*([*_]{0,2}))[ \\t]*(?=\\S)`, 'iu'),
  bothMay((t) => t.includes(':') || t.includes('：'), holdsFolded(() => firstWords([...W()['lead verified'], ...W()['lead unverified']]))),
);
const LEAD_UNVERIFIED = lazyRegExp(() => new RegExp(`^${word(W()['lead unverified'])}$`, 'iu'));
/** An unverified label opening a later sentence or line ("… reachable. Inference: the key …"). */
const LATER_UNVERIFIED = lazyRegExp(
  () => new RegExp(`(?:(?<=[.!?。！？])[ \\t]*|\\n[ \\t>]{0,8}(?:[-*+][ \\t]+)?)[*_]{0,2}${word(W()['lead unverified'])}[*_]{0,2}[ \\t]*[:：]`, 'iu'),
  (t) => t.includes(':') || t.includes('：'),
);

export interface Marked {
  verified: boolean;
  how?: string;
}

/** The label that opens `line` as an evidence marker ("Verified observation:", "Hypothesis:", "Belegt:", "推测："):
 *  its kind, and `line` without it (what stood before it kept: "1. **[P0] Hypothesis:** x" -> "1. **[P0] x"). */
export function leadMarker(line: string): { verified: boolean; rest: string } | undefined {
  const m = LEAD.exec(line.slice(0, 400));
  if (!m) return undefined;
  // (An emphasis that closed on the label goes with it; one that runs on over the title stays: "**Hypothesis: x.**".)
  const closer = m[4] || m[5] || '';
  // ("**[P0] Hypothesis:** x": an emphasis opened before the level's tag closes after it: "**[P0]** x".)
  const openBefore = (m[1]!.match(/\*\*|__/g)?.length ?? 0) % 2 === 1;
  const after = line.slice(m[0].length);
  const rest = closer && openBefore ? `${m[1]!.trimEnd()}${closer} ${after}` : m[1]! + (closer ? '' : m[2]!) + after;
  return { verified: !LEAD_UNVERIFIED.test(m[3]!.replace(/\s+/g, ' ')), rest };
}

/** What a finding's evidence markers say of its check: a label opening it decides; else its bracketed markers, any
 *  unverified one (or an unverified label opening a later sentence) making it not verified; else undefined. */
export function markerVerification(text: string): Marked | undefined {
  if (text.length > 100_000) text = text.slice(0, 100_000);
  const lead = leadMarker(text.split('\n', 1)[0]!);
  if (lead) return { verified: lead.verified };
  let how: string | undefined;
  let verified = false;
  let denied = false;
  for (const m of text.matchAll(MARKER)) {
    if (UNVERIFIED_WORD.test(m[1]!.replace(/\s+/g, ' '))) denied = true;
    else {
      verified = true;
      how ??= m[2]?.replace(/`|\*\*|__/g, '').trim() || m[1]!.toLowerCase();
    }
  }
  // (A claim that rests on a source and an inference drawn from it is the inference: not verified.)
  if (denied || LATER_UNVERIFIED.test(text)) return { verified: false };
  return verified ? { verified: true, ...(how ? { how } : {}) } : undefined;
}

/** A title without its evidence markers: the label opening it and the bare bracketed ones ("[INFERENCE]"). */
export function withoutMarkers(title: string): string {
  const t = leadMarker(title)?.rest ?? title;
  return t.replace(MARKER, (m: string, _w: string, value: string | undefined) => (value === undefined ? '' : m)).replace(/[ \t]{2,}/g, ' ').trimEnd();
}
