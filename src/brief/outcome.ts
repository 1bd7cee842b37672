// A return's outcome, read from what the document states ("Status: completed", "Done", "Blocked by the
// CI runner", "已完成"), never guessed: the words are data (prompts/outcomes.txt), and the result names
// the line it came from. Pure apart from reading that data file once.

import type { Outcome } from './types.js';
import { OUTCOMES } from './types.js';
import { readPrompt } from '../paths.js';

// Read directly (not through io/data.ts, which imports lint, which imports this: an import cycle).
import { toPhrase, type Phrase } from './headings.js';

export interface StatedOutcome {
  outcome: Outcome;
  /** The rest of the statement: the one-line answer ("— three bugs"), possibly empty. */
  answer: string;
  /** 1-based line of the document it was read from. */
  line: number;
  /** That line as written (trimmed). */
  text: string;
}

type Words = { outcome: Outcome; phrase: Phrase; raw: string }[];

export function parseOutcomeWords(text: string): Words {
  const out: Words = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const m = /^(\w+)\s*:\s*(.*)$/.exec(line);
    if (!m || !(OUTCOMES as readonly string[]).includes(m[1]!)) continue;
    for (const p of m[2]!.split(',')) if (p.trim()) out.push({ outcome: m[1] as Outcome, phrase: toPhrase(p.trim()), raw: p.trim() });
  }
  // Longest first: "blocked by" before "blocked", "not finished" before "finished".
  return out.sort((a, b) => b.raw.length - a.raw.length);
}

let words: Words | undefined;
const outcomeWords = () => (words ??= parseOutcomeWords(readPrompt('outcomes.txt')));

/** A label before the status ("Status:", "**Outcome** —", "Stato:", "状态："). */
const LABEL =
  /^[*_]*(?:status|state|outcome|result|verdict|conclusion|stand|stato|statut|estado|résultat|resultado|ergebnis|статус|итог|результат|状态|状態|结果|結果|ステータス|结论|結論)[*_]*\s*(?:[:：—–-][*_]*\s*|$)/iu;

/** Bullets, quote marks, emoji and check marks before the words (emphasis marks too). */
const LEAD = /^(?:[\s>#-]|[+]\s|\d+[.)]\s|[^\p{L}\p{N}\s*_`])+/u;

/**
 * The outcome a line states at its start, or null: "answered — three bugs", "Status: Completed (2 of 3
 * merged)", "✅ Done.", "Blocked by the flaky runner". With `labelled`, only a line that starts with a
 * status label counts (for lines anywhere in a document). The answer is the rest of the line as written.
 */
export function outcomeOfLine(line: string, labelled = false): { outcome: Outcome; answer: string } | null {
  let s = line.replace(LEAD, '');
  const label = LABEL.exec(s);
  if (labelled && !label) return null;
  if (label) s = s.slice(label[0].length).replace(LEAD, '');
  s = s.replace(/^[*_`]+/, '');
  if (!s.trim()) return null;
  const lower = s.normalize('NFKC').toLowerCase();
  for (const w of outcomeWords()) {
    const len = matchStart(lower, w);
    if (len < 0) continue;
    const answer = s
      .slice(len)
      .replace(/^[*_`]*\s*(?:[.!:：;,—–-]+|[✅✔️☑]+)?\s*/u, '')
      .trim();
    return { outcome: w.outcome, answer: w.raw.startsWith('blocked by') ? s.replace(/[*_`]+(?=\s)/, '').trim() : answer };
  }
  return null;
}

/** Length of the prefix of `lower` that is the phrase (whole words), or -1. */
function matchStart(lower: string, w: { phrase: Phrase; raw: string }): number {
  const raw = w.raw.normalize('NFKC').toLowerCase();
  if (w.phrase.cjk) return lower.startsWith(raw) ? raw.length : -1;
  if (!lower.startsWith(raw)) {
    // "wont fix" written "won't fix": compare without apostrophes.
    const bare = raw.replace(/['’]/g, '');
    if (bare === raw || !lower.replace(/['’]/g, '').startsWith(bare)) return -1;
    const m = new RegExp(`^${bare.split('').map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + "['’]?").join('')}`).exec(lower);
    return m && !/[\p{L}\p{N}]/u.test(lower[m[0].length] ?? '') ? m[0].length : -1;
  }
  return /[\p{L}\p{N}]/u.test(lower[raw.length] ?? '') ? -1 : raw.length;
}

export interface OutcomePlace {
  /** 0-based document lines to look at, in order, and whether a label is required there. */
  lines: { line: number; labelled: boolean; /** Front matter: read although it is not markdown. */ raw?: boolean }[];
}

/** The first stated outcome among the given lines of a document. */
export function statedOutcome(docLines: string[], literal: Uint8Array, places: OutcomePlace): StatedOutcome | null {
  for (const { line, labelled, raw } of places.lines) {
    const text = docLines[line];
    if (text === undefined || (literal[line] && !raw) || !text.trim()) continue;
    const o = outcomeOfLine(text, labelled);
    if (o) return { ...o, line: line + 1, text: text.trim() };
  }
  return null;
}
