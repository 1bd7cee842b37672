import { readPrompt } from '../paths.js';
import { hasCjk, keyedLists } from './keyed-words.js';
import { statesNothingFound } from './no-findings.js';

/**
 * Does the text (an item or a line read as a finding) report that a part of the work passed, closing on a statement
 * that nothing was found there? "Part B (customer side) — all 9 checks OK, each with a test. No findings.", "Seal
 * re-derived after the edits: every item named, 0 discrepancies.", "Tests: 412 passed, 0 failures": a check that
 * passed, the writer's account of a part with nothing in it, no finding. The words are prompts/no-findings.txt
 * (`every:`, `passes:`, `except:`, `not:`, `other:`).
 *
 * So is a label naming a part whose value opens with a word that says it passed ("Items 1-15 (the others): **OK**,
 * wiring and tests complete."). Only where the text before the statement says every … or passed, names no exception or negation and counts no
 * problem but zero ("3 failures, 0 errors" is a failed check); and never where the statement says "other" ("The
 * cache leaks on reload. All else OK, no other issues." names a problem before it).
 */
export function reportsPassedPart(text: string): boolean {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat || flat.length > 300) return false;
  const split = closingNone(flat);
  if (!split) return labelledPass(flat);
  const [before, closing] = split;
  const l = lists();
  const w = words(before);
  if (!w.length || !(w.some((x) => l.every.has(x) || l.passes.has(x)) || [...l.passes, ...l.every].some((x) => hasCjk(x) && before.includes(x)))) return false;
  if (w.some((x) => l.stops.has(x)) || [...l.stops].some((x) => hasCjk(x) && before.includes(x))) return false;
  if (words(closing).some((x) => l.other.has(x)) || [...l.other].some((x) => hasCjk(x) && closing.includes(x))) return false;
  return !countsProblem(before);
}

/** "Items 1-15, 18-21 (the others): **OK**, wiring and tests complete.", "Section B: passed — every case re-run": a
 *  label naming the part, its value opening with a word that says it passed, no exception, negation or count of a
 *  problem anywhere. */
function labelledPass(flat: string): boolean {
  const m = /^[-*+ \t]*([^:：]{1,80}?)[*_]*[ \t]*[:：][ \t]*(.+)$/u.exec(flat);
  if (!m) return false;
  const l = lists();
  const value = words(m[2]!);
  if (!value.length || !l.passes.has(value[0]!)) return false;
  const all = words(flat);
  return !all.some((x) => l.stops.has(x)) && ![...l.stops].some((x) => hasCjk(x) && flat.includes(x)) && !countsProblem(flat);
}

/** The text split before its closing statement of none: its last sentence, or else its last clause after a comma, a
 *  semicolon or a dash ("…, 0 discrepancies"); undefined when neither states none. */
function closingNone(flat: string): [string, string] | undefined {
  const at = [...flat.matchAll(/(?<=[.!?])\s+|(?<=[。！？])|[,;，；]\s*|\s+[—–]\s+/gu)].map((m) => [m.index!, m.index! + m[0].length] as const);
  // (The last sentence first, then the last clause: "All 13 items OK, each verified. No findings.")
  for (const [end, start] of at.reverse()) {
    const closing = flat.slice(start);
    if (!closing.trim()) continue;
    if (statesNothingFound(closing)) return [flat.slice(0, end), closing];
    return undefined;
  }
  return undefined;
}

/** "3 failures", "2 errores", "1 discrepancy": a count above zero of what would be a problem (the noun the statement
 *  of none knows, read as "0 failures" is). */
function countsProblem(text: string): boolean {
  for (const m of text.matchAll(/(?<![\p{L}\p{N}.])(\d+)\s+([\p{L}\p{M}-]+(?:\s+[\p{L}\p{M}-]+)?)/gu)) {
    if (Number(m[1]) === 0) continue;
    const [first] = m[2]!.split(/\s+/);
    if (statesNothingFound(`0 ${first}`) || statesNothingFound(`0 ${m[2]}`)) return true;
  }
  return false;
}

const words = (s: string): string[] =>
  s
    .toLowerCase()
    .replace(/[*_`~]+/g, '')
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter(Boolean);

let made: { every: Set<string>; passes: Set<string>; stops: Set<string>; other: Set<string> } | undefined;
function lists() {
  if (made) return made;
  const l = keyedLists(readPrompt('no-findings.txt'), ['every', 'passes', 'except', 'not', 'other'] as const);
  return (made = { every: new Set(l.every), passes: new Set(l.passes), stops: new Set([...l.except, ...l.not]), other: new Set(l.other) });
}
