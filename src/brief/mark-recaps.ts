// Recaps told apart by what they name, not by their words: a later list that says the findings already read again
// in other words, often in another language ("## Основные проблемы" under English bullets, "## 要点まとめ",
// "## Resumo"), one item per finding. Its words differ, so recaps.ts (same words as a title) misses it; what stays
// the same across wordings and languages is what the items name: code, paths, identifiers, numbers
// ("parse_status_log", "active_sessions.json", "DEBUG=True", "RX/TX", "/api/clients").
//
// An item names a finding when more than half of its marks stand in that finding's text; the list restates the
// findings when three quarters of its items (three at least) each name a different finding, one to one (a matching,
// so two items about the same file cannot both lean on one finding). A later list of new findings in the same files
// ("`app/routes.py` also lacks CSRF protection") names one mark in a finding and a new one beside it: not half.
// Only findings already counted are compared: a list after a scope or a plan (no findings) is read as usual. Pure.

import { lazyRegExp } from './lazy-regexp.js';

/** A token in Latin script, digits or code: "parse_status_log", "/api/server-status", "DEBUG=True", "RX/TX", "I/O". */
const TOKEN = lazyRegExp(() => /\/?[\p{Script=Latin}\p{Nd}_](?:[\p{Script=Latin}\p{Nd}_.\/=#:-]*[\p{Script=Latin}\p{Nd}_])?/gu);
/** A token shaped like code in a Latin-script sentence: a joint (_ . / = # :), a digit, a camelCase bump, or all capitals. */
const CODE_SHAPE = lazyRegExp(() => /[_.\/=#:]|\p{Nd}|\p{Ll}\p{Lu}|^\p{Lu}{2,}$/u);
const LATIN_LETTER = lazyRegExp(() => /\p{Script=Latin}/gu);
const LETTER = lazyRegExp(() => /\p{L}/gu);
const CODE_SPAN = lazyRegExp(() => /`([^`\n]+)`/g);

const tokens = (s: string): string[] => s.match(TOKEN) ?? [];

/** What an item names. In a sentence mostly in another script every Latin token names something ("Flask",
 *  "logging", "IPv6"); in a Latin-script one only code spans and code-shaped tokens do, not its words. */
export function marksOf(item: string): Set<string> {
  const letters = item.match(LETTER)?.length ?? 0;
  const latin = item.match(LATIN_LETTER)?.length ?? 0;
  const foreign = letters > 0 && latin * 2 < letters;
  const out = new Set<string>();
  for (const m of item.matchAll(CODE_SPAN)) for (const t of tokens(m[1]!)) out.add(t.toLowerCase());
  for (const t of tokens(item.replace(CODE_SPAN, ' '))) if (t.length >= 2 && (foreign || CODE_SHAPE.test(t))) out.add(t.toLowerCase());
  return out;
}

/** A finding's tokens, each also as a recap may name the same place more briefly: a path by its tail
 *  ("scripts/server.mjs:597" as "server.mjs:597"), a file without its lines ("SKILL.md:130" as "skill.md"), a
 *  line written "L604" as "604". */
const tokenSet = (text: string): Set<string> => {
  const out = new Set<string>();
  for (const t of tokens(text)) {
    const low = t.toLowerCase();
    out.add(low);
    const tails = [low];
    for (let i = low.indexOf('/', 1); i > 0 && i < low.length - 1; i = low.indexOf('/', i + 1)) tails.push(low.slice(i + 1));
    for (const x of tails) {
      out.add(x);
      const file = FILE_LINES.exec(x)?.[1];
      if (file) out.add(file);
    }
    if (LINE_REF.test(low)) out.add(low.slice(1));
  }
  return out;
};
/** A file name and its lines: "skill.md:130", "a.go:49/53", "x.ts:12-14". */
const FILE_LINES = /^(.*\.[a-z0-9]{1,8}):\d[\d,\/-]*$/u;
/** A line written with its letter: "l604". */
const LINE_REF = /^l\d{1,6}$/u;

/** The findings' tokens, indexed: which findings (ascending) hold each token. */
interface MarkIndex {
  readonly texts: string[];
  readonly post: Map<string, number[]>;
}
/** One index per list of findings, grown as the list grows: the readers ask again after each section with the same
 *  array, pushed to (read-return.ts), and tokenising every finding again on each ask made a document of many
 *  sections quadratic (perf17: 1,000 sections of three rows, 4.6 s here). Checked against the list each time. */
const INDEXES = new WeakMap<readonly string[], MarkIndex>();
function indexOf(findings: readonly string[]): MarkIndex {
  let ix = INDEXES.get(findings);
  if (!ix || ix.texts.length > findings.length || ix.texts.some((t, k) => t !== findings[k])) {
    ix = { texts: [], post: new Map() };
    INDEXES.set(findings, ix);
  }
  for (let k = ix.texts.length; k < findings.length; k++) {
    const text = findings[k]!;
    ix.texts.push(text);
    for (const t of tokenSet(text)) {
      const list = ix.post.get(t);
      if (list) list.push(k);
      else ix.post.set(t, [k]);
    }
  }
  return ix;
}

/** Whether `items` (each an item's whole text, three or more) restate the findings whose texts are `findings`. */
export function restatesByMarks(items: readonly string[], findings: readonly string[]): boolean {
  if (items.length < 3 || findings.length < 3) return false;
  const { post } = indexOf(findings);
  // For each item, the findings that hold more than half of its marks, in order: counted through the index (each
  // mark once per finding, whether the finding holds it or its file), not by asking every finding (perf17).
  const hits = new Map<number, number>();
  const seenAt = new Map<number, number>();
  // A mark most findings hold (`critical`, `inconsistent` in every "- 严重级别：`critical`" line of a form) names none of
  // them: a recap names each finding by what is its own, and items that share only such marks are findings of the
  // same form, not a recap (QA 49 doc 13: four `### N. CLAIM-…` findings read as restating the first three).
  const common = (m: string) => (post.get(m)?.length ?? 0) * 2 > findings.length && findings.length > 1;
  const edges = items.map((item) => {
    const marks = [...marksOf(item)].filter((m) => !common(m));
    if (!marks.length) return [];
    hits.clear();
    seenAt.clear();
    marks.forEach((m, j) => {
      const file = FILE_LINES.exec(m)?.[1];
      for (const key of file === undefined || file === m ? [m] : [m, file]) {
        for (const k of post.get(key) ?? []) {
          if (seenAt.get(k) === j) continue;
          seenAt.set(k, j);
          hits.set(k, (hits.get(k) ?? 0) + 1);
        }
      }
    });
    const out: number[] = [];
    for (const [k, n] of hits) if (n * 2 > marks.length) out.push(k);
    return out.sort((a, b) => a - b);
  });
  // A matching of items to findings (augmenting paths; lists are short).
  const owner = new Map<number, number>();
  const take = (i: number, seen: Set<number>): boolean => {
    for (const k of edges[i]!) {
      if (seen.has(k)) continue;
      seen.add(k);
      const o = owner.get(k);
      if (o === undefined || take(o, seen)) {
        owner.set(k, i);
        return true;
      }
    }
    return false;
  };
  let matched = 0;
  for (let i = 0; i < items.length; i++) if (take(i, new Set())) matched++;
  return matched >= 3 && matched * 4 >= items.length * 3;
}
