// A stated outcome whose value wraps onto the next line of its paragraph inside a bracket ("**Статус:**SECURE (с" /
// "рекомендациями)", "Status: done (two of the three" / "checks still pending)"): the answer is the value with the
// bracket closed, not cut at the line's end (QA 53 11 read "SECURE (с"). Only the words up to the closing bracket are
// taken: the rest of the next line is the paragraph's own. Pure.

import type { StatedOutcome } from './outcome.js';

const count = (s: string, c: string): number => s.split(c).length - 1;

/** `stated` with its answer carried onto the next line up to the bracket it left open, or as it is. */
export function withWrappedBracket(lines: readonly string[], stated: StatedOutcome | null): StatedOutcome | null {
  if (!stated || !stated.answer || stated.answer.length > 400) return stated;
  const open = count(stated.answer, '(') - count(stated.answer, ')');
  if (open !== 1 || !/\([^()]*$/.test(stated.answer)) return stated;
  const next = lines[stated.line]; // the line after it (stated.line is 1-based)
  if (next === undefined || !next.trim() || /^[ \t]*(?:#|[-*+>|]|\d{1,3}[.)][ \t]|```|~~~)/.test(next)) return stated;
  const close = next.indexOf(')');
  if (close < 0 || close > 200 || next.slice(0, close).includes('(')) return stated;
  return { ...stated, answer: `${stated.answer.trimEnd()} ${next.slice(0, close + 1).trim()}` };
}
