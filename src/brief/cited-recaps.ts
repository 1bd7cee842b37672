// A list that names findings stated elsewhere by their id or counter, one line each, before or after them (QA 35
// class 1): "## Quick wins" / "1. **Issue #2** - z-index ⚡ 10 min (Low)" above "### Issue #2: Hardcoded z-index" /
// its detail; "## Victorias rápidas" / "1. **Hallazgo #2** - 10 min". A person counts a finding once, where it is stated:
// the list plans or sums up around them, and is kept under its heading. Pure.

import { lazyRegExp } from './lazy-regexp.js';
import { escapeRegExp } from './keyed-words.js';
import { counterNouns } from './entry-title.js';

/** The counter words that number a finding ("Issue #2", "Befund 3", "Problème 4", "Проблема 5", "问题 6"): the counter
 *  nouns of prompts/severities.txt that count a finding before its number (entry-title.ts counterNouns), one list. */
const counterWords = (): string => {
  const n = counterNouns();
  return [...n.titled, ...n.numbered, ...n.cjk].map(escapeRegExp).join('|');
};

/** A finding's own id or counter at the start of its title: "Issue #2: …", "F-P0-1 …", "BUG-01 — …", "[C3] …". */
const OWN_REF = lazyRegExp(() => new RegExp(`^[ \\t#>*_\\[(-]{0,8}(?:(?:${counterWords()})[ \\t]{0,2}#?(\\d{1,4})|([A-Z][A-Z0-9]{0,5}(?:-[A-Z]{1,4}\\d{0,2})?-?\\d{1,4}))(?![\\p{L}\\p{N}])`, 'iu'));

/** Every id or counter a line names: "Issue #2", "#2", "F-P0-1", "BUG-01". */
const CITED = lazyRegExp(() => new RegExp(`(?:(?<![\\p{L}\\p{N}])(?:${counterWords()})[ \\t]{0,2}#?(\\d{1,4})|#(\\d{1,4})|(?<![\\p{L}\\p{N}])([A-Z][A-Z0-9]{0,5}(?:-[A-Z]{1,4}\\d{0,2})?-?\\d{1,4}))(?![\\p{L}\\p{N}])`, 'giu'));

const norm = (n: string | undefined, id: string | undefined): string => (n !== undefined ? `#${Number(n)}` : (id ?? '').toLowerCase().replace(/-/g, ''));

/** A finding's own ref (its counter's number as "#2", or its id without dashes, lower case), or ''. */
export function ownFindingRef(text: string): string {
  const m = OWN_REF.exec(text.split('\n', 1)[0] ?? '');
  if (!m) return '';
  // (An id must hold a letter and a digit: "2026" alone is no id.)
  if (m[2] !== undefined && !/[A-Za-z]/.test(m[2])) return '';
  return norm(m[1], m[2]);
}

/** The refs among `refs` the text names, each once. */
function citedRefs(text: string, refs: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(CITED)) {
    const r = m[3] !== undefined ? (/[A-Za-z]/.test(m[3]) ? norm(undefined, m[3]) : '') : norm(m[1] ?? m[2], undefined);
    if (r && refs.has(r)) out.add(r);
  }
  return out;
}

/** Does the line name one of `refs`? */
const cites = (line: string, refs: ReadonlySet<string>): boolean => citedRefs(line, refs).size > 0;

/** An item of a summary by theme ("1. **Low-level correctness:** F-P0-3 (PAC keys 80 B), [T1] extra_data. …", "🔴
 *  **LARGER EFFORT** / 8. **Issue #7** - … / 9. **Issue #14** - …"): no id or counter of its own, and two findings or
 *  more stated elsewhere named in it (`counted`: every other finding's ref). A finding of its own that relates to
 *  others ("[CE1] … wrong (see F-P0-3)") leads with its own id. */
const sumsUp = (text: string, counted: ReadonlySet<string>): boolean => ownFindingRef(text) === '' && citedRefs(text, counted).size >= 2;

/** A priority written where an id would stand ("P1 - Issue #2 …"): a level, no id of the item's own. */
const LEVEL_ID = /^p\d$/;

/** "- [X1] (P1) Retry storm when F-P0-2 and [T1] meet: …": an item led by an id of its own that no finding stated or
 *  counted elsewhere carries (a priority aside) is a finding of its own, however many others it names; a re-cite leads
 *  with the id of the finding it names again ("1. **Issue #2** - z-index"), or with none. */
function ownNewId(text: string, stated: ReadonlySet<string>, counted: ReadonlySet<string>): boolean {
  const own = ownFindingRef(text);
  return own !== '' && !own.startsWith('#') && !LEVEL_ID.test(own) && !stated.has(own) && !counted.has(own);
}

/**
 * Are these items (a section's findings as read) each one line that names a finding stated elsewhere, by its id or
 * counter, with its own text (`stated`: refs of findings that carry detail beyond their title), or one that sums up
 * two findings or more counted elsewhere (`counted`) with no id of its own? Then they re-cite those findings,
 * planning or summing up around them; none is a finding of its own. (Items that only sum up: two at least, a
 * section of one such item may be a finding that relates others.)
 */
export function citesStated(items: readonly string[], stated: ReadonlySet<string>, counted: ReadonlySet<string> = stated): boolean {
  if (!items.length || !stated.size) return false;
  let oneLine = 0;
  const ok = items.every((t) => {
    if (ownNewId(t, stated, counted)) return false;
    const body = t.trim().split('\n');
    if (body.length === 1 && cites(body[0]!, stated)) return ++oneLine > 0;
    return sumsUp(t, counted);
  });
  return ok && (oneLine > 0 || items.length >= 2);
}
