// A finding's own id tag: the writer's id kept in its title, and a severity written inside the tag. Pure.
//
//   ### [HIGH-1] Refund total ignores the fee          -> title "HIGH-1. Refund total ignores the fee"
//   ### [Q-MED-2] Dead code to remove                  -> title "Q-MED-2. Dead code to remove", severity medium
//   ### BL1 — The build does not compile               -> title "BL1. The build does not compile"
//   ### [Q-LOW] Comment noise                          -> title "Comment noise", severity low
//
// A document that gives its findings ids refers back to them by those ids (a summary, an apply-order list:
// "1. **HIGH-1** fee fix"), so a reader needs the id beside the title, as a table's id column is kept ("H1. No
// rate limit", findings.ts tableFindings). What decides is the document's shape: ids on two findings or more,
// each a different one. A lone id-like word on one finding ("V2 — streaming") is left as it was.
//
// An id tag may carry the level among its parts ("[Q-HIGH-3]", "[E-MED-1]", "[SEC-CRIT-2]", "[Q-LOW]"): a tag
// in capitals of short parts joined by dashes, one part a severity word (or a tag's abbreviation of one,
// prompts/severities.txt "tag" lines). "[HIGHLIGHT]", "[WIP]", "[LOW-LEVEL]" (a word, not a short part) state
// none.

import { parsePrefixedWords } from './finding-groups.js';
import { escapeRegExp } from './keyed-words.js';
import { lazyRegExp } from './lazy-regexp.js';

/** A bracketed tag leading a line (after heading marks, bullets, emphasis): group 1 its content, parts joined by
 *  dashes, underscores or dots. */
const LEAD_TAG = lazyRegExp(() => /^[^\p{L}\p{N}[]{0,12}\[([A-Za-z][A-Za-z0-9]{0,9}(?:(?:[-_.]|[ \t]{0,2}[·•][ \t]{0,2}|[ \t]{1,2})[A-Za-z0-9]{1,10}){0,3})\][*_]{0,2}/u);

/** `prompts/severities.txt` "tag <severity>: word, ..." lines: abbreviations a tag uses for a level ("MED"). */
export const parseTagWords = (text: string): Map<string, string> => parsePrefixedWords(text, 'tag');

/**
 * The severity a tag leading `line` states among its parts, with the tag as written; null when none. `word` names
 * a part's severity (undefined for other words). Only a tag in capitals whose other parts are short codes or
 * numbers ("Q", "E", "SEC", "3"), exactly one part a level: "[LOW-LEVEL]" and "[HIGH-LOW]" state none. A tag of one
 * part states a level only when `abbrev` names it: a tag's abbreviation alone, in capitals ("[MED] x", "[CRIT] y";
 * "[HIGH]" is a severity word, read where every bracketed one is; "[WIP]" states none).
 */
export function tagSeverity(line: string, word: (w: string) => string | undefined, abbrev?: (w: string) => string | undefined): { severity: string; tag: string } | null {
  if (!line.includes('[')) return null;
  const m = LEAD_TAG.exec(line);
  if (!m) return null;
  if (/[ \t·•]/u.test(m[1]!)) return spacedTag(m[1]!, word, abbrev);
  if (m[1] !== m[1]!.toUpperCase()) return null;
  const parts = m[1]!.split(/[-_.]/);
  if (parts.length === 1) {
    const s = abbrev?.(parts[0]!.toLowerCase());
    return s ? { severity: s, tag: `[${m[1]}]` } : null;
  }
  const severity = levelOfParts(parts, word);
  return severity ? { severity, tag: `[${m[1]}]` } : null;
}

/** The level an id's parts state ("Q", "MED", "2" of "Q-MED-2"; "HIGH", "1" of "HIGH-1"): exactly one part a level
 *  (`word`), every other a number or a short code in capitals, any script ("Q", "SEC", "КРИТ" is a level); else
 *  undefined. Shared by an id in brackets ("[Q-MED-2]") and one leading a finding ("HIGH-1 — …", findings.ts idLevel). */
export function levelOfParts(parts: readonly string[], word: (w: string) => string | undefined): string | undefined {
  let severity: string | undefined;
  for (const p of parts) {
    const s = /^\d+$/.test(p) ? undefined : word(p.toLowerCase());
    if (s) {
      if (severity) return undefined;
      severity = s;
    } else if (!/^(?:\d{1,4}|\p{Lu}[\p{Lu}\p{N}]{0,3})$/u.test(p)) return undefined;
  }
  return severity;
}

/** A tag of a level and a note or id apart by blanks or "·": "[HIGH H1]", "[MED · design]", "[LOW I1]" (QA 37 doc
 *  12). The level leads, in capitals (a severity word or a tag's abbreviation); the rest is the writer's id ("H1",
 *  "3") or a short note in lower case ("design"), and no second level. "[PERF N2]", "[N1 decision]" state none. */
function spacedTag(tag: string, word: (w: string) => string | undefined, abbrev?: (w: string) => string | undefined): { severity: string; tag: string } | null {
  const [lead, ...rest] = tag.split(/[ \t]*[·•][ \t]*|[ \t]+/u);
  if (!lead || lead !== lead.toUpperCase() || !/^[A-Z]{2,8}$/.test(lead) || rest.length === 0) return null;
  const severity = word(lead.toLowerCase()) ?? abbrev?.(lead.toLowerCase());
  if (!severity) return null;
  for (const p of rest) {
    if (word(p.toLowerCase()) || abbrev?.(p.toLowerCase())) return null;
    if (!/^(?:[A-Z]{1,3}-?\d{1,3}|\d{1,4}|[a-z]{2,12})$/.test(p)) return null;
  }
  return { severity, tag: `[${tag}]` };
}

/** Does the document give its findings ids: two findings or more carry one, each a different one? */
export function idsKept(ids: readonly (string | undefined)[]): boolean {
  const given = ids.filter((x): x is string => !!x);
  return given.length >= 2 && new Set(given).size === given.length;
}

/** The title with the writer's id before it ("HIGH-1. Refund total …"), unless the title already names it. */
export function idTitled(title: string, id: string): string {
  const esc = escapeRegExp(id);
  if (new RegExp(`(?<![\\p{L}\\p{N}])${esc}(?![\\p{L}\\p{N}])`, 'u').test(title)) return title;
  return `${id}. ${title}`;
}
