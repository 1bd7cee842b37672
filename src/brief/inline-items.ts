// Findings packed inline: a paragraph or list item under a findings section made of short items run together
// with a separator, each led by the writer's id ("P1: `ab1` cache drops writes · `cd2` retry never backs off",
// "F1 token in logs; F2 no retry; F3 typo"). A person counts one finding per item, and a lead label that is a
// level ("P1:", "High:", "Hoch:", "高:") is the level of every item. What merely resembles it is left alone: a
// sentence with one middle dot ("Berlin · 2024"), a breadcrumb ("Settings · Profile · Email") and a list of
// file names have no id leading each part, or no title after it. Pure; linear in the text.
//
// The structure decides, not the surface: a level label ("P3 (selection):", a qualifier in brackets after the
// level), then two or more items each led by a code span and titled, split by a middle dot. Under such a label
// the code span is the item's id whatever its shape ("`sx-a1`", a tracker's "`beads-3f2`"), except a file, a
// path or a call; without one, only an id-shaped span is. The items may hold any other mark ("+", "=",
// brackets, a semicolon): a paragraph split by middle dots is split by them alone.

import { lazyRegExp } from './lazy-regexp.js';
import { hasCjk } from './keyed-words.js';

/** The separators a writer runs items together with: a middle dot or a bullet between spaces, a semicolon. */
const SEPARATOR = lazyRegExp(() => /[ \t]+[·•][ \t]+|[;；][ \t]+/u);
/** A middle dot or a bullet between spaces: where a paragraph has one, its items are split by it alone. */
const DOT = lazyRegExp(() => /[ \t]+[·•][ \t]+/u);
/** A short lead label before the items ("P1:", "**High:**", "高："): its words. */
const LEAD = lazyRegExp(() => /^[*_]{0,2}([^:：*_`\n]{1,24})[*_]{0,2}[ \t]*[:：][*_]{0,2}[ \t]*/u);
/** The writer's id opening an item: in backticks ("`ab1`"), "#12", or a letter code and a number ("F1", "SEC-3"). */
const ITEM_ID = lazyRegExp(() => /^[*_]{0,2}(?:`([^`\n]{1,40})`|#\d{1,5}|[A-Z]{1,4}-?\d{1,4}[a-z]?)[*_]{0,2}(?=[ \t:：.—–-])/u);
/** What an id in backticks looks like: letters and a number ("ab1", "F-2", "bug12"); a file name, a path or a
 *  word ("cache.ts", "src/a", "flush") is code, not an id. A version ("v2") is no id either. */
const CODE_ID = lazyRegExp(() => /^(?!v\d)(?:[A-Za-z]{1,6}[-_]?\d{1,5}[a-z]?|[A-Za-z][A-Za-z0-9]{0,15}(?:-[A-Za-z0-9]{1,16}){0,2}-(?=[a-z]{0,7}\d)[a-z0-9]{2,8})(?:\.\d{1,3}){0,3}$/u);
/** Under a level label, any code span that is one token is an id; a file, a path or a call is code. */
const LABELLED_ID = lazyRegExp(() => /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}(?:\.\d{1,3}){0,3}$/u);
const WORD = lazyRegExp(() => /[\p{L}][\p{L}\p{N}'’-]*/gu);

function idLed(item: string, labelled: boolean): boolean {
  const m = ITEM_ID.exec(item);
  if (!m || (m[1] !== undefined && !(labelled ? LABELLED_ID : CODE_ID).test(m[1]))) return false;
  // Titled: two words or more after the id (scripts without spaces: one run of three characters or more).
  const words = item.slice(m[0].length).match(WORD) ?? [];
  return words.length >= 2 || words.some((w) => w.length >= 3 && hasCjk(w));
}

/** The items of one run ("P1: `ab1` x · `cd2` y"): under a level label, led by an id in the first item and in
 *  two or more and half of them at least, every one titled (a stray "· docs typo too" among them is one more);
 *  with no label, every one led by an id. Each with the label before it; null when the run is no such thing. */
function runItems(flat: string, isLevel: (label: string) => boolean, single: boolean): string[] | null {
  const lead = LEAD.exec(flat);
  // A label that is not a level ("Files:", "Note:") introduces something else: not findings.
  if (lead && !isLevel(lead[1]!.trim())) return null;
  const body = lead ? flat.slice(lead[0].length) : flat;
  const items = body.split(DOT.test(body) ? DOT : SEPARATOR).map((s) => s.trim()).filter(Boolean);
  if (!items.length || (items.length < 2 && !(single && lead))) return null;
  if (lead) {
    const led = items.filter((s) => idLed(s, true)).length;
    if (!idLed(items[0]!, true) || led < Math.min(2, items.length) || led * 2 < items.length || !items.every(titled)) return null;
  } else if (!items.every((s) => idLed(s, false))) return null;
  const label = lead ? `${lead[1]!.trim()}: ` : '';
  return items.map((s) => `${label}${s}`);
}
const titled = (item: string) => (item.match(WORD) ?? []).length >= 2;

/**
 * The items of a text packed with id-led items (two or more, led by ids and titled), each with the lead label
 * before it ("P1: `cd2` retry loop …") when the label is a level (`isLevel`); else null. Lines of one paragraph
 * each opened by a level label ("P1: …" / "P2: …") are runs of their own, one of them perhaps a single item.
 */
export function inlineItems(text: string, isLevel: (label: string) => boolean): string[] | null {
  if (text.length > 16000 || !SEPARATOR.test(text)) return null;
  const runs: string[] = [];
  for (const raw of text.split('\n')) {
    const l = raw.trim();
    if (!l) continue;
    const lead = runs.length ? LEAD.exec(l) : null;
    if (!runs.length || (lead && isLevel(lead[1]!.trim()))) runs.push(l);
    else runs[runs.length - 1] += ` ${l}`;
  }
  const out: string[] = [];
  for (const r of runs) {
    const items = runItems(r, isLevel, runs.length > 1);
    if (!items) return null;
    out.push(...items);
  }
  return out.length >= 2 ? out : null;
}

/** A LEAD label that states a level ("P1:", "P3 (selection):"), then an id in code or a "#14" and a title:
 *  the id ("P1: `sx-a1` cache drops writes" -> "sx-a1", "Low: #14 typo in the help" -> "#14"), as the items
 *  above are written; else undefined. */
export function levelLedId(line: string, isLevel: (label: string) => boolean): string | undefined {
  const lead = line.length <= 4000 ? LEAD.exec(line) : null;
  if (!lead || !isLevel(lead[1]!.trim())) return undefined;
  const item = line.slice(lead[0].length);
  const m = ITEM_ID.exec(item);
  if (!m || !idLed(item, false)) return undefined;
  if (m[1] === undefined) return m[0].startsWith('#') ? m[0] : undefined;
  return CODE_ID.test(m[1]) ? m[1] : undefined;
}
