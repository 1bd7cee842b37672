// Findings packed inline: a paragraph or list item under a findings section made of short items run together
// with a separator, each led by the writer's id ("P1: `ab1` cache drops writes · `cd2` retry never backs off",
// "F1 token in logs; F2 no retry; F3 typo"). A person counts one finding per item, and a lead label that is a
// level ("P1:", "High:", "Hoch:", "高:") is the level of every item. What merely resembles it is left alone: a
// sentence with one middle dot ("Berlin · 2024"), a breadcrumb ("Settings · Profile · Email") and a list of
// file names have no id leading each part, or no title after it. Pure; linear in the text.

import { lazyRegExp } from './lazy-regexp.js';
import { hasCjk } from './keyed-words.js';

/** The separators a writer runs items together with: a middle dot or a bullet between spaces, a semicolon. */
const SEPARATOR = lazyRegExp(() => /[ \t]+[·•][ \t]+|[;；][ \t]+/u);
/** A short lead label before the items ("P1:", "**High:**", "高："): its words. */
const LEAD = lazyRegExp(() => /^[*_]{0,2}([^:：*_`\n]{1,24})[*_]{0,2}[ \t]*[:：][*_]{0,2}[ \t]*/u);
/** The writer's id opening an item: in backticks ("`ab1`"), "#12", or a letter code and a number ("F1", "SEC-3"). */
const ITEM_ID = lazyRegExp(() => /^[*_]{0,2}(?:`([^`\n]{1,16})`|#\d{1,5}|[A-Z]{1,4}-?\d{1,4}[a-z]?)[*_]{0,2}(?=[ \t:：.—–-])/u);
/** What an id in backticks looks like: letters and a number ("ab1", "F-2", "bug12"); a file name, a path or a
 *  word ("cache.ts", "src/a", "flush") is code, not an id. A version ("v2") is no id either. */
const CODE_ID = lazyRegExp(() => /^(?!v\d)[A-Za-z]{1,6}[-_]?\d{1,5}[a-z]?$/u);
const WORD = lazyRegExp(() => /[\p{L}][\p{L}\p{N}'’-]*/gu);

function idLed(item: string): boolean {
  const m = ITEM_ID.exec(item);
  if (!m || (m[1] !== undefined && !CODE_ID.test(m[1]))) return false;
  // Titled: two words or more after the id (scripts without spaces: one run of three characters or more).
  const words = item.slice(m[0].length).match(WORD) ?? [];
  return words.length >= 2 || words.some((w) => w.length >= 3 && hasCjk(w));
}

/**
 * The items of a text packed with id-led items (two or more, every one led by an id and titled), each with the
 * lead label before it ("P1: `cd2` retry loop …") when the label is a level (`isLevel`); else null.
 */
export function inlineItems(text: string, isLevel: (label: string) => boolean): string[] | null {
  if (text.length > 4000 || !SEPARATOR.test(text)) return null;
  const flat = text.replace(/\s*\n\s*/g, ' ').trim();
  const lead = LEAD.exec(flat);
  // A label that is not a level ("Files:", "Note:") introduces something else: not findings.
  if (lead && !isLevel(lead[1]!.trim())) return null;
  const body = lead ? flat.slice(lead[0].length) : flat;
  const items = body.split(SEPARATOR).map((s) => s.trim()).filter(Boolean);
  if (items.length < 2 || !items.every(idLed)) return null;
  const label = lead ? `${lead[1]!.trim()}: ` : '';
  return items.map((s) => `${label}${s}`);
}
