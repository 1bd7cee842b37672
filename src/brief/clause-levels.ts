// A finding's severity said in forms the word lists do not read where they stand (QA 46 R4):
// - a verdict clause of its own, "Verdict: réel — **bloquant**", "confirmed, blocking", "| bloqueante |": the words
//   and the level each gives are data (prompts/severities.txt `clause <severity>:`), negated forms listed whole, so
//   "non bloquant" is minor; a sentence ("this is blocking the deploy") states nothing;
// - a label of a level and a problem noun opening the finding, in either order, "**PROBLEMA CRITICO:** x",
//   "**CRITICAL ISSUE:** x", "KRITISCHES PROBLEM: x", "严重问题：x" (`problem noun:`): the level, and the words
//   after the colon are the title;
// - a traffic light beside the writer's id, as a table's id cell holds it ("| 98 🔴 | x |" read as "98 🔴. x"):
//   the light's level, and the light is no word of the title. Only where no word states one (the caller's order).
// Pure apart from reading the word lists once.

import { readPrompt } from '../paths.js';
import { parsePrefixedWords } from './finding-groups.js';
import { escapeRegExp } from './keyed-words.js';
import { lazyRegExp } from './lazy-regexp.js';

let clauseWords: Map<string, string> | undefined;
let problemNouns: Set<string> | undefined;
const clauses = () => (clauseWords ??= parsePrefixedWords(readPrompt('severities.txt'), 'clause'));
const nouns = () => (problemNouns ??= new Set(parsePrefixedWords(readPrompt('severities.txt'), 'problem').keys()));
const alt = (ws: Iterable<string>) => [...new Set(ws)].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');

// The clause: after the line's start, a field's colon, a dash, a comma or a semicolon; perhaps in emphasis; then the
// line's end, a stop, a comma, a semicolon, a closing bracket or a dash. (Longest words first: "non bloquant" before
// "bloquant", and the negated form is matched from the clause's start, so "bloquant" never matches inside it.)
const CLAUSE = lazyRegExp(() => new RegExp(`(?:^|[:：—–,;(|]|\\s-)[ \\t]*[*_]{0,3}(${alt(clauses().keys())})[*_]{0,3}[ \\t]*(?=$|[.,;)|!。，；]|[ \\t]+[—–-][ \\t])`, 'imu'));

/** The severity a clause of `text`'s lines states on its own ("réel — **bloquant**" -> blocker), or undefined. */
export function clauseLevel(text: string): string | undefined {
  const head = text.slice(0, 4000);
  const m = CLAUSE.exec(head);
  return m ? clauses().get(m[1]!.toLowerCase()) : undefined;
}

// A label opening a line (after a bullet, number or emphasis): two or three words then a colon, perhaps closing a bold.
const LABEL = lazyRegExp(() => /^([ \t>]{0,4}(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?)(?:\*\*|__)?([\p{L}][\p{L} \t]{0,40}?)[ \t]*(?:\*\*|__)?[ \t]*[:：][ \t]*(?:\*\*|__)?[ \t]*(?=\S)/u);

/** A level-and-problem label opening `line` ("**PROBLEMA CRITICO:** `x()` NO está conectado"): its severity (read by
 *  `severityWord`) and the line without the label, or null. */
export function levelNounLabel(line: string, severityWord: (w: string) => string | undefined): { severity: string; rest: string } | null {
  const m = line.length <= 2000 ? LABEL.exec(line) : null;
  if (!m) return null;
  const words = m[2]!.trim().toLowerCase();
  let severity: string | undefined;
  // (Either order: "critical issue", "problema critico"; CJK joins the two with no blank: "严重问题".)
  for (const n of nouns()) {
    const level = words.startsWith(n) ? words.slice(n.length) : words.endsWith(n) ? words.slice(0, -n.length) : null;
    if (level === null || (!/^[ \t]+\S|\S[ \t]+$/.test(level) && !/^\p{Script=Han}|\p{Script=Han}$/u.test(level))) continue;
    severity = severityWord(level.trim());
    if (severity) break;
  }
  if (!severity) return null;
  const rest = line.slice(m[0].length);
  // (A label with nothing after it, "**CRITICAL ISSUE:**" over a paragraph, titles nothing here: the caller reads on.)
  return /[\p{L}\p{N}`]/u.test(rest) ? { severity, rest: m[1]! + rest } : null;
}

// The writer's id, then a light ("98 🔴. x", "F3 🟠: x"), after a bullet or emphasis.
const ID_LIGHT = /^([ \t>]{0,4}(?:[-*+][ \t]+)?[*_]{0,2}(?:[A-Z]{1,4}-?)?\d{1,4}[a-z]?)[ \t]*([🔴🟠🟡🟢])\uFE0F?(?=[ \t]*[.:)—–-]?[ \t]+\S)/u;

/** A light beside the id opening `line`: its level (by `severityWord`, which reads the lights) and the line without the
 *  light, or null. */
export function idLight(line: string, severityWord: (w: string) => string | undefined): { severity: string; rest: string } | null {
  const m = ID_LIGHT.exec(line);
  const severity = m ? severityWord(m[2]!) : undefined;
  return m && severity ? { severity, rest: m[1]! + line.slice(m[0].length) } : null;
}
