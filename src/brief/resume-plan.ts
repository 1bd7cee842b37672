// The plan of what to do next, where a pickup document writes it outside a section of its own: a RESUME / IN FLIGHT
// banner quoted at the top ("> ## RESUME HERE (…)" / "> **IN FLIGHT (verify with `ps aux | grep …` FIRST):**" / "> 1. …"),
// a step of an ordered plan with its commands ("1. **先回滚 Subagent 拆分**" over a code block), a plan that offers the
// user a choice ("## Resume paths (user decision)" / "### A. …" / "### B. …"). What to deliver comes from these, not
// from a section that reports status (status-sections.ts); the first step is a whole instruction (QA 45 B2, B3; brf46).
// Pure but for reading the phrase lists once.

import type { ParsedDoc } from './document.js';
import type { Block } from './blocks.js';
import { headingScore, headingTable } from './headings.js';
import { holdsAny } from './lifted-lines.js';
import { headingParts } from './loose-headings.js';
import { firstInClause } from './first-clause.js';

/** A quote mark opening a line, with the blank after it. */
const QUOTE = /^[ \t]{0,3}>[ \t]?/;

/** A banner's lines: what it says it is (its heading or bold label lines), its list of items, and where it stands. */
export interface Banner {
  /** 0-based lines [from, to) of the quote. */
  from: number;
  to: number;
  /** The items of its list, without the quote marks: what is in flight, what to resume. */
  items: string;
  /** The first line of the list. */
  itemsLine: number;
  /** A part of a label line that says what to do first ("verify with `ps aux | grep …` FIRST"), or null. */
  first: { line: number; text: string } | null;
}

/**
 * The first quote at the top level whose lines before its list name it a banner of work to resume or in flight (a
 * heading or a label holding a phrase of brief.resumeBanner: "RESUME HERE", "IN FLIGHT", "Hier weitermachen", "进行中")
 * and that holds a list: its items, and a bracket or a label line there that says what to do first. Null when none.
 */
export function resumeBanner(doc: ParsedDoc): Banner | null {
  const phrases = headingTable().get('brief.resumeBanner') ?? [];
  if (!phrases.length) return null;
  const { lines } = doc.blocks;
  for (const b of doc.blocks.top) {
    if (b.token.type !== 'blockquote' || !b.blocks) continue;
    const list = b.blocks.find((x: Block) => x.token.type === 'list');
    if (!list) continue;
    const head = lines.slice(b.line, list.line).map((l) => l.replace(QUOTE, ''));
    if (!head.some((l) => holdsAny(l.replace(/^#+[ \t]*/, ''), phrases) !== null)) continue;
    const end = Math.min(list.end, b.end);
    const body = lines.slice(list.line, end).map((l) => l.replace(QUOTE, ''));
    while (body.length && !body[body.length - 1]!.trim()) body.pop();
    if (!body.some((l) => l.trim())) continue;
    let first: Banner['first'] = null;
    for (let k = 0; k < head.length && !first; k++) {
      const text = firstOrder(head[k]!);
      if (text) first = { line: b.line + k, text };
    }
    return { from: b.line, to: b.end, items: body.join('\n'), itemsLine: list.line, first };
  }
  return null;
}

/** The words of a line that say to do one thing first: a bracket holding a word of order ("IN FLIGHT (verify with
 *  `ps aux` FIRST):" gives "verify with `ps aux` FIRST"), else null. A heading's or a label's own words are its name,
 *  no step. */
function firstOrder(line: string): string | null {
  const t = line.replace(/[*_]{2}/g, '');
  for (const m of t.matchAll(/[(（]([^()（）]{3,200})[)）]/gu)) {
    const inner = m[1]!.trim();
    // (A word of order opening the bracket too, "(zuerst mit `ps aux` prüfen)", "（先用 `ps aux` 确认）".)
    if (firstInClause(inner) !== null || holdsAny(inner, headingTable().get('brief.firstTail') ?? []) !== null) return inner;
  }
  return null;
}

/** Whether a heading names the next steps in one of its parts ("Where things stand / next steps", "Stand /
 *  nächste Schritte"): a part that is a phrase of brief.firstStep, whole, and not the first step itself. */
export function namesNextStepsPart(heading: string): boolean {
  const parts = headingParts(heading);
  return parts.length > 1 && parts.some((p) => headingScore(p, 'brief.firstStep') >= 4 && headingScore(p, 'brief.firstStepItself') < 3);
}

/** Whether a plan leaves the choice between its parts to the user ("## Resume paths (user decision)", "## Options
 *  (your call)", "## Optionen (Entscheidung des Nutzers)"): a phrase of brief.userChoice in its heading. */
export function offersChoice(heading: string): boolean {
  return holdsAny(unbracketed(heading), headingTable().get('brief.userChoice') ?? []) !== null;
}

/** A heading's words with its brackets opened: a phrase reader drops a trailing qualifier ("(user decision)"), the
 *  very words that say it here. */
export const unbracketed = (heading: string) => heading.replace(/[()（）[\]【】]/gu, ' ');

/** A list item of the plan whole, when it carries commands ("1. **先回滚 Subagent 拆分**" over a fenced block and a
 *  line after it): its lines without the item's indent, so the step comes with what to run. Null when the item at
 *  0-based line `line` holds no code. */
export function stepWithCommands(doc: ParsedDoc, line: number): string | null {
  const { lines, literal } = doc.blocks;
  for (const b of doc.blocks.top) {
    if (b.token.type !== 'list' || !b.items || line < b.line || line >= b.end) continue;
    const it = b.items.find((x) => x.line === line);
    if (!it) return null;
    let end = it.end;
    while (end > it.line + 1 && !lines[end - 1]!.trim()) end--;
    if (!lines.slice(it.line + 1, end).some((_l, k) => literal[it.line + 1 + k])) return null;
    const indent = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+/.exec(lines[it.line]!)?.[0].length ?? 0;
    return lines
      .slice(it.line, end)
      .map((l, k) => (k === 0 ? l.slice(indent) : l.slice(Math.min(indent, /^[ \t]*/.exec(l)![0].length))))
      .join('\n')
      .trim();
  }
  return null;
}
