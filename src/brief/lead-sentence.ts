// A paragraph led by a bold sentence that names the part of the brief it opens, written as a heading would be
// ("**WHY THIS AND NOT MORE TROUBLESHOOTING.** …", "**The task is stage 5 — the pose spine — and nothing else.**
// …", "**THE CONSTRAINTS THAT DECIDE THE SHAPE:** …", "**Warum das zuerst kommt.** …"): the writer's label for the
// text after it, as "**Why:** …" is, in any case. Its name is the sentence's first clause (up to a dash, a comma,
// a colon or a bracket; code spans left out); the caller decides by the heading table, read as a heading is read
// loosely, which part that name opens, if any. The whole line stays the part's text: the sentence is the
// writer's words, not a label's. Pure.

import type { Label } from './label.js';
import { lazyRegExp } from './lazy-regexp.js';
import { RETURN_SECTIONS, sectionScore, type HeadingTarget } from './sections.js';
import { looseScore } from './loose-headings.js';

/** Blanks, the bold mark, then the bold text up to its closing mark on the same line, or to the line's end (a
 *  bold sentence wrapped onto the next line). Bounded: only a line's first 240 characters are looked at. */
const BOLD_LEAD = lazyRegExp(() => /^([ \t]{0,3})(\*\*|__)(?=[\p{L}`])((?:(?!\2).){6,236}?)(\2|$)(.*)$/u);
/** An article opening a name ("The task is …", "Die Aufgabe ist …", "La tâche est …"). */
const ARTICLE = /^(?:the|a|an|der|die|das|le|la|les|l'|el|los|las|il|lo|o|a)$/iu;
/** Where the first clause ends: a dash between blanks, a comma, a semicolon, a colon, a stop, a bracket. */
const CLAUSE_END = /\s[—–-]\s|[,;:：.。!?(（]/u;

/** The label a paragraph's first line opens with in the "**A SENTENCE NAMING A PART.** text" shape, or null.
 *  The sentence ends in a stop or a colon (inside its bold or right after it), or runs on past the line, and
 *  something follows it (text after it, or the rest of the sentence on the next line). Its name: the first two
 *  to six words of the first clause, digits allowed after the first. */
export function leadSentenceLabel(line: string): Label | null {
  const m = BOLD_LEAD.exec(line.length > 240 ? line.slice(0, 240) : line);
  if (!m) return null;
  const bold = m[3]!.trim();
  const closed = m[4] !== '';
  const after = m[5]!;
  if (closed) {
    // (A stop or a colon closes it, and text follows: "**X.** text", "**X:** text", "**X**: text".)
    const ends = /[.。!:：]$/u.test(bold) || /^[ \t]*[:：]/.test(after);
    if (!ends || !/\S/.test(after.replace(/^[ \t]*[:：]/, ''))) return null;
  }
  const clause = bold.replace(/`[^`]*`/g, ' ').split(CLAUSE_END)[0]!.replace(/[*_]/g, '').replace(/\s+/g, ' ').trim();
  // (Unclosed, the clause must end on this line: its name is all here.)
  if (!closed && !CLAUSE_END.test(bold.replace(/`[^`]*`/g, ' '))) return null;
  // (Its name: the clause's first six words at most; a part's name opens it, "Die Aufgabe ist die Teilung des Laders".)
  const words = clause.split(' ').slice(0, 6);
  const name = words.join(' ');
  if (words.length < 2 || !/^[\p{L}][\p{L}\p{N}\p{M} '’-]*$/u.test(name)) return null;
  return { label: name, from: m[1]!.length, at: m[1]!.length, indent: 0, bullet: false, bold: true };
}

/** The brief part a lead sentence's name opens (`only`: no return section names it), or null: the name is a
 *  section's phrase or starts with one (the matcher's score 3 or more), or names it as a heading read loosely
 *  does by more than one word's chance (an opening question word, "Why this and not more troubleshooting"; a
 *  phrase with a word inside it: loose-headings.ts, 2 or more). A return's section named as well or better: none. */
export function leadSentenceKey(name: string, specs: readonly HeadingTarget[]): { key: string; only: boolean; name: string } | null {
  let best: { key: string; score: number; name: string } | null = null;
  // (Its opening words, after an article, may be a part's name outright: "THE CONSTRAINTS THAT DECIDE THE SHAPE",
  // "The task is …", "Start by reading …".)
  const words = name.split(' ');
  const from = ARTICLE.test(words[0]!) ? 1 : 0;
  const heads = [1, 2, 3].filter((n) => from + n <= words.length).map((n) => words.slice(from, from + n).join(' '));
  for (const spec of specs) {
    const whole = sectionScore(name, spec);
    const head = heads.find((h) => sectionScore(h, spec) >= 4 && sectionScore(h, spec) > whole);
    const table = spec.area ? `${spec.area}.${spec.key}` : spec.table;
    const loose = table ? looseScore(name, table) : 0;
    // (Named by its opening words, those words are the part's heading: the reader of headings names it so again.)
    const sc = head ? sectionScore(head, spec) : whole >= 3 ? whole : loose >= 2 ? loose : 0;
    if (sc > 0 && (!best || sc > best.score)) best = { key: spec.key, score: sc, name: head ?? name };
  }
  if (!best) return null;
  let ret = 0;
  for (const spec of RETURN_SECTIONS) ret = Math.max(ret, sectionScore(name, spec));
  return ret >= best.score ? null : { key: best.key, only: ret === 0, name: best.name };
}
