// A document's closing trailer: the lines an agent ends a brief or a return with that belong to no section. Pure.
//
// "End of prompt.", "--- END OF HANDOFF ---", "Good luck!", "Let me know if you need anything else.", "— Claude",
// "🤖 Generated with [Claude Code](…)", often after a closing "---". Read as content they landed in the last
// section: an item of Constraints, a finding ("Good luck!"), a section of its own (the generator line). Worse, an
// "End of prompt." written into a brief tells the next agent to stop reading above the brief's own Return section.
//
// Conservative by design, since every line left out must be one nobody wanted written: only lines at the very end
// of the document (nothing but blank lines and other trailer lines after them), each starting a paragraph of its
// own, short, and wholly a phrase of prompts/headings.txt `closing.*` (every sentence of it: "Good luck — the flaky
// test is in ci/e2e.yml" says something, and is kept). A rule ("---", "***", "___") among or above them goes too:
// alone at the end it closes nothing, and was written as "\---" into the last section. The callers say where each
// line went (body.ts, returns.ts): nothing is dropped without a word.

import { headingLists } from './headings.js';
import { toLines } from './blocks.js';
import { lazyRegExp } from './lazy-regexp.js';

/** What a closing line is: an end marker, a sign-off or pleasantry (a signature too), a generator note, a rule. */
export type ClosingKind = 'end' | 'signoff' | 'generated' | 'rule';

export interface ClosingLine {
  /** 1-based line in the document. */
  line: number;
  text: string;
  kind: ClosingKind;
}

interface Words {
  end: Set<string>;
  signoff: Set<string>;
  valediction: Set<string>;
  generated: string[];
}

let words: Words | undefined;
function listed(): Words {
  if (words) return words;
  const l = headingLists(['closing.end', 'closing.signoff', 'closing.valediction', 'closing.generated'] as const);
  const norm = (ws: string[]) => ws.map(flat);
  return (words = {
    end: new Set(norm(l['closing.end'])),
    signoff: new Set(norm(l['closing.signoff'])),
    valediction: new Set(norm(l['closing.valediction'])),
    generated: norm(l['closing.generated']).sort((a, b) => b.length - a.length),
  });
}

/** The words of a sentence as the lists hold them: lower case, curly apostrophes straight, emoji, marks of
 *  emphasis and closing punctuation gone, blanks one. */
function flat(s: string): string {
  return s
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\uFE0F\u200D]/gu, ' ')
    .replace(/^[\s¡¿*_]+|[\s.!?…。！？,，:：;；~*_]+$/gu, '')
    .replace(/\s+/g, ' ');
}

/** A line's own words, its dress taken off: an HTML comment around it ("<!-- end -->"), a heading's hashes, runs of
 *  dashes or equals signs on both sides ("--- END OF HANDOFF ---"), emphasis ("*…*", "**…**"), brackets ("(end)",
 *  "[END OF PROMPT]", "【以上】"). A list bullet stays: "- Thanks" is an item of a list. */
function undressed(line: string): string {
  let t = line.trim();
  for (let k = 0; k < 4; k++) {
    const before = t;
    t = t
      .replace(/^<!--\s*([\s\S]*?)\s*-->$/, '$1')
      .replace(/^#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?$/, '$1')
      .replace(/^[-=~#*_]{2,}[ \t]*(.*?)[ \t]*[-=~#*_]{2,}$/, '$1')
      .replace(/^(\*{1,3}|_{1,3})(\S(?:.*\S)?)\1$/, '$2')
      .replace(/^[([【「『<"“]\s*(.*?)\s*[)\]】」』>"”]$/u, '$1')
      .trim();
    if (t === before) break;
  }
  return t;
}

const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** Words of a short name after a valediction or a signature dash ("Marc", "the previous session", "Claude Code"). */
const NAME = lazyRegExp(() => /^[\p{L}][\p{L}\p{M}.'’ -]{0,40}$/u);
const words4 = (s: string) => s.split(/\s+/).filter(Boolean).length <= 4;

/** A generator note, its words flat: one of `closing.generated` and a short name after it ("claude code", a link's
 *  text, "claude <noreply@anthropic.com>"). */
function generatorNote(s: string, w: Words): boolean {
  const lead = w.generated.find((g) => s === g || s.startsWith(`${g} `) || s.startsWith(`${g}:`));
  if (!lead) return false;
  const rest = s.slice(lead.length).replace(/^[:\s]+/, '').replace(/<[^<>\s@]+@[^<>\s]+>/g, '').trim();
  return rest.split(/\s+/).filter(Boolean).length <= 6 && !/[/\\]/.test(rest.replace(/\(https?:\/\/[^)\s]+\)/g, ''));
}

/** The kind of closing line `line` is, or null when it says something of its own. */
export function closingKind(line: string, w: Words = listed()): ClosingKind | null {
  if (line.length > 160 || !/^ ?\S/.test(line) || /^\s*(?:[-*+]|\d{1,3}[.)])\s/.test(line) && !RULE.test(line)) return null;
  if (RULE.test(line)) return 'rule';
  const t = undressed(line);
  if (!t || /`/.test(t)) return null;
  // A signature: "— Claude", "-- the previous session".
  const sig = /^(?:—|–|--)[ \t]*(.+)$/u.exec(t);
  if (sig) return NAME.test(sig[1]!.trim()) && words4(sig[1]!) ? 'signoff' : null;
  // Links read as their text ("[Claude Code](https://…)"), sentence by sentence ("Generated by Claude Code. End of
  // report."): every one must be a closing phrase.
  const text = t.replace(/\[([^\]\n]{1,60})\]\((https?:\/\/[^)\s]+)\)/g, '$1');
  const sentences = text.split(/(?<=[.!?…])\s+|(?<=[。！？])/u).map((s) => s.trim()).filter(Boolean);
  if (!sentences.length || sentences.length > 4) return null;
  let kind: ClosingKind | null = null;
  for (const raw of sentences) {
    const k = sentenceKind(raw, w);
    if (!k) return null;
    // (A generator note names it best, then an end marker.)
    if (kind !== 'generated' && !(kind === 'end' && k === 'signoff')) kind = k;
  }
  return kind;
}

function sentenceKind(raw: string, w: Words): ClosingKind | null {
  const s = flat(raw);
  if (!s) return null;
  if (w.end.has(s)) return 'end';
  if (w.signoff.has(s)) return 'signoff';
  if (generatorNote(s, w)) return 'generated';
  // "Signed, the previous session", "Viele Grüße, Jan": a valediction and a short name.
  const v = /^([^,:]+)[,:]\s*(.+)$/u.exec(s);
  if (v && w.valediction.has(v[1]!.trim()) && NAME.test(v[2]!) && words4(v[2]!)) return 'signoff';
  // "Thanks, and good luck", "Good luck and happy hacking": parts joined, each a sign-off.
  const parts = s.split(/\s*(?:[,，;；]|\s[—–-]\s)\s*(?:(?:and|und|et|y|и)\s+)?|\s+(?:and|und|et|y|и)\s+/u).filter(Boolean);
  if (parts.length > 1 && parts.every((p) => w.signoff.has(p) || w.end.has(p))) return 'signoff';
  return null;
}

/**
 * The closing trailer of a document's lines, first line first: the lines after its last real content (blank lines
 * between them aside) that are each an end marker, a sign-off, a generator note or a rule. A trailer line must open
 * a paragraph (one that goes on a content line's paragraph is that paragraph's text: "Do the thing.\nThanks!"); a
 * bare name goes with the valediction above it ("Cheers," / "Marc"). Nothing inside an open fence; never the whole
 * document.
 */
export function closingTrailer(lines: readonly string[], w: Words = listed()): ClosingLine[] {
  const found: ClosingLine[] = [];
  let i = lines.length - 1;
  for (; i >= 0 && found.length < 12; i--) {
    const l = lines[i]!;
    if (!l.trim()) continue;
    let kind = closingKind(l, w);
    if (kind === 'rule' && i > 0 && lines[i - 1]!.trim()) kind = null; // "text\n---" is a setext heading's underline
    if (!kind && i > 0 && /^[ \t]*$/.test(lines[i + 1] ?? '') && NAME.test(l.trim()) && words4(l) && valedictionOver(lines[i - 1]!, w)) kind = 'signoff';
    if (!kind) break;
    found.push({ line: i + 1, text: l.trim(), kind });
  }
  if (!found.length || i < 0) return [];
  // The lines that go on the last content line's paragraph are its text.
  const kept = found.filter((f) => !lines.slice(i + 1, f.line - 1).every((l) => l.trim()));
  if (!kept.length) return [];
  // Inside a fence still open at the end, every line is code.
  let fence: string | null = null;
  for (let j = 0; j <= i; j++) {
    const m = FENCE.exec(lines[j]!);
    if (!m) continue;
    if (!fence) fence = m[1]!;
    else if (m[1]![0] === fence[0] && m[1]!.length >= fence.length && /^ {0,3}(?:`{3,}|~{3,})[ \t]*$/.test(lines[j]!)) fence = null;
  }
  if (fence) return [];
  return kept.reverse();
}

function valedictionOver(line: string, w: Words): boolean {
  const t = line.trim();
  return /[,，]$/.test(t) && w.valediction.has(flat(undressed(t)));
}

/** `text` with its closing trailer blanked (every line keeps its number, as a fenced document's outside lines do:
 *  body-doc.ts), and the trailer; `text` itself when it has none. */
export function withoutClosingTrailer(text: string): { text: string; trailer: ClosingLine[] } {
  // (Most documents end with content: their last line alone is looked at before the document is split.)
  const end = text.trimEnd();
  const last = end.slice(end.lastIndexOf('\n') + 1);
  if (!last.trim() || !(closingKind(last) || NAME.test(last.trim()))) return { text, trailer: [] };
  const lines = toLines(text);
  const trailer = closingTrailer(lines);
  if (!trailer.length) return { text, trailer };
  const gone = new Set(trailer.map((t) => t.line - 1));
  return { text: lines.map((l, i) => (gone.has(i) ? '' : l)).join('\n'), trailer };
}

/** Where a closing line went, for the "where the body went" mapping. */
export function closingPlacement(t: ClosingLine): { line: number; from: string; to: string } {
  const what = { end: 'an end marker', signoff: 'a sign-off', generated: 'a generator note', rule: 'a closing rule' }[t.kind];
  return { line: t.line, from: t.text, to: `left out: the document's closing line (${what})` };
}
