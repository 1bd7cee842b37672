// A sentence that marks itself as the first thing to do ("Write a short design note first.", "Before anything else,
// pull main.", "Zuerst die Rollendatei lesen.", "D'abord …", "Сначала …", "首先…", "まず…"): it opens with a phrase of
// brief.firstMarkLead, or closes with one of brief.firstMarkTail (prompts/headings.txt). Only at its edges: "the
// cleanest first cut" inside a sentence marks nothing. Pure.

import { headingTable, toPhrase } from './headings.js';

/** Whether a sentence says it is the first step by its opening or closing words. */
export function marksItselfFirst(sentence: string): boolean {
  const t = headingTable();
  const s = sentence.replace(/[*_`]/g, '').trim();
  if (!s) return false;
  const p = toPhrase(s.replace(/[.!?。！？…]+$/u, ''));
  const opens = (t.get('brief.firstMarkLead') ?? []).some((q) =>
    q.cjk || p.cjk ? q.flat !== '' && p.flat.length > q.flat.length && p.flat.startsWith(q.flat) : q.words.length > 0 && p.words.length > q.words.length && q.words.every((w, i) => p.words[i] === w),
  );
  if (opens) return true;
  // (Words only at the end: a CJK sentence says "first" at its start.)
  if (p.cjk) return false;
  // (At the end of the sentence, or of its first clause: "Write a short design note first, as for the planet level.")
  const clause = toPhrase(s.split(/[,;:，；：]/u)[0]!);
  return [p, clause].some((c) => (t.get('brief.firstMarkTail') ?? []).some((q) => !q.cjk && q.words.length > 0 && c.words.length > q.words.length + 1 && q.words.every((w, i) => c.words[c.words.length - q.words.length + i] === w)));
}
