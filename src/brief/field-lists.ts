// Field lists repeated under each item of a document: an audit written without headings ("1) Cart" then
// "- Status: yes" / "- Evidence: …" / "- Files: a.php", the same labels under "2) Payments", …). The labels
// are each item's fields, never sections of their own nor findings of their own. Decided by structure
// (the same labels written again under another item), not by the labels' words, so it carries to any
// language. Pure.

import type { Block } from './blocks.js';
import { labelOf } from './label.js';
import { lazyRegExp } from './lazy-regexp.js';

/** How many items of a list are looked at for its labels. */
const MAX_ITEMS = 12;

/** A field's label is a few words ("Status", "Evidence", "Pliki", "Was fehlt"), never a path or code. */
const FIELD_LABEL = lazyRegExp(() => /^[\p{L}][\p{L}\p{N}\p{M} '’&-]*$/u);

/** The labels of a list's items ("- Status: …" -> "status"), lowercased; items without one are skipped. */
function itemLabels(lines: readonly string[], b: Block): Set<string> {
  const ls = new Set<string>();
  for (const it of (b.items ?? []).slice(0, MAX_ITEMS)) {
    const l = labelOf(lines[it.line] ?? '');
    if (l && l.bullet && FIELD_LABEL.test(l.label) && l.label.split(/\s+/).length <= 6) ls.add(l.label.toLowerCase());
  }
  return ls;
}

/**
 * The lists among `blocks` whose labels another of them repeats: two lists repeat each other when two or
 * more of their item labels are the same words. One pass over the blocks: a list repeats another exactly when
 * another holds one of its pairs of labels (at most 66 pairs a list, MAX_ITEMS), so no list is compared with
 * every other (a return of 1,000 entries of "- Priority:" / "- Status:" made that a million comparisons).
 */
export function repeatedFieldLists(lines: readonly string[], blocks: readonly Block[]): Set<Block> {
  const holders = new Map<string, number>(); // a pair of labels -> how many lists hold both
  const pairsOf = new Map<Block, string[]>();
  for (const b of blocks) {
    if (b.token.type !== 'list' || !b.items) continue;
    const ls = [...itemLabels(lines, b)].sort();
    if (ls.length < 2) continue;
    // (A label is one line: a line break joins two unambiguously.)
    const pairs = ls.flatMap((l, i) => ls.slice(i + 1).map((m) => `${l}\n${m}`));
    pairsOf.set(b, pairs);
    for (const p of pairs) holders.set(p, (holders.get(p) ?? 0) + 1);
  }
  const out = new Set<Block>();
  for (const [b, pairs] of pairsOf) if (pairs.some((p) => holders.get(p)! >= 2)) out.add(b);
  return out;
}

/** A numbered title: "1) Cart", "2. Payments", "**3) Invoices**" — a number, then a few words. */
const NUMBERED_TITLE = lazyRegExp(() => /^[ \t]{0,3}(?:\*\*|__)?\d{1,3}[.)][ \t]+\S[^\n]{0,150}$/u);

/**
 * The block that titles the field list `list` right after it: an ordered list whose last item is one line
 * ("1) Cart"; its fields are not indented into it), or a one-line paragraph that is such a title. Null when
 * the block before is anything else.
 */
export function titleBefore(lines: readonly string[], before: Block | undefined): Block | null {
  if (!before) return null;
  if (before.token.type === 'list' && before.items?.length && (before.token as { ordered?: boolean }).ordered) {
    const last = before.items[before.items.length - 1]!;
    const own = last.blocks.filter((x) => x.token.type !== 'space');
    return own.length <= 1 && own.every((x) => x.token.type === 'text' || x.token.type === 'paragraph') && lastSolidLine(lines, last) === last.line ? before : null;
  }
  if (before.token.type === 'paragraph' && before.end - before.line === 1 && NUMBERED_TITLE.test(lines[before.line] ?? '')) return before;
  return null;
}

/** The last non-blank line of an item (its blank lines after it aside). */
function lastSolidLine(lines: readonly string[], it: { line: number; end: number }): number {
  let e = it.end - 1;
  while (e > it.line && !(lines[e] ?? '').trim()) e--;
  return e;
}

/**
 * The field lists of numbered items written flat (title line, then its labelled list at the margin),
 * each mapped to the block that titles it. Only where two or more such lists repeat their labels.
 */
export function flatItemFields(lines: readonly string[], blocks: readonly Block[]): Map<Block, Block> {
  const solid = blocks.filter((b) => b.token.type !== 'space');
  const repeated = repeatedFieldLists(lines, solid);
  const out = new Map<Block, Block>();
  for (let k = 1; k < solid.length; k++) {
    const b = solid[k]!;
    if (!repeated.has(b) || (b.token as { ordered?: boolean }).ordered) continue;
    const t = titleBefore(lines, solid[k - 1]);
    if (t) out.set(b, t);
  }
  return out.size >= 2 ? out : new Map();
}

/** A margin-level numbered line ("4. Leaderboard has zero tests", "7) …"): group 1 its number. */
const MARGIN_NUMBER = /^[ \t]{0,3}(?:\*\*|__)?(\d{1,3})[.)][ \t]+\S/u;

/** Does the numbered title `title` carry on a count begun above it, in an earlier group ("4." after a "3." above a
 *  severity heading, the series numbered across them)? The nearest numbered line at the margin before it says so. */
function continuesCount(lines: readonly string[], title: Block): boolean {
  const m = MARGIN_NUMBER.exec(lines[title.line] ?? '');
  const n = m ? Number(m[1]) : 0;
  if (n < 2) return false;
  // (Across a group's heading only: "1) Login" / "- broken on Safari" / "2) Logout" under one heading is a list of its
  // own lines, each a finding, as before.)
  let grouped = false;
  for (let i = title.line - 1; i >= 0; i--) {
    if (/^ {0,3}#{1,6}[ \t]/.test(lines[i] ?? '')) grouped = true;
    const p = MARGIN_NUMBER.exec(lines[i] ?? '');
    if (p) return grouped && Number(p[1]) === n - 1;
  }
  return false;
}

/**
 * Every bullet list that details the numbered title right above it, written flat ("4. Leaderboard has zero tests",
 * a blank line, then "- No test files under `src`." / "- Impact: regressions are likely." at the margin): markdown
 * reads two lists, the writer wrote one item and its details. Besides the lists flatItemFields finds (labels
 * repeated under two titles or more), one under a single title when one of its bullets opens with the label of a
 * finding's part (`part`: "Impact:", "Fix:", "Evidence:", "Auswirkung:", "影响："), or when the title carries on a
 * count begun in an earlier group ("7." under "### Low" after "6." under "### Medium"). Each mapped to its title.
 */
export function itemDetails(lines: readonly string[], blocks: readonly Block[], part: (label: string) => boolean, ownTag: (text: string) => boolean): Map<Block, Block> {
  const out = flatItemFields(lines, blocks);
  const solid = blocks.filter((b) => b.token.type !== 'space');
  for (let k = 1; k < solid.length; k++) {
    const b = solid[k]!;
    if (out.has(b) || b.token.type !== 'list' || (b.token as { ordered?: boolean }).ordered || !b.items?.length) continue;
    // (At the margin: an indented list after a blank line is the parser's to nest, or strayNestedLists'.)
    if (/^[ \t]/.test(lines[b.line] ?? '')) continue;
    const t = titleBefore(lines, solid[k - 1]);
    if (!t || t.token.type !== 'list') continue;
    const labelled = b.items.slice(0, MAX_ITEMS).some((it) => {
      const l = labelOf(lines[it.line] ?? '');
      return l !== null && l.bullet && FIELD_LABEL.test(l.label) && l.label.split(/\s+/).length <= 4 && part(l.label);
    });
    // (A count carried on says less than a label: where the title or a bullet carries a verification or a severity of
    // its own, "2. … (confirmed by test)" / "- … [verified: unit test]", each is a finding of its own.)
    const tagged = () => ownTag(lines[t.line] ?? '') || b.items!.slice(0, MAX_ITEMS).some((it) => ownTag(lines[it.line] ?? ''));
    if (labelled || (continuesCount(lines, t) && !tagged())) out.set(b, t);
  }
  return out;
}
