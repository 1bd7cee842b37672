// A severity stated only by a later list that refers back to the findings, under headings that state it:
//
//   ### 3.1 Missing server-side total check        ## Prioritisation
//   ### 4.2 Form does not reset                    ### Medium priority (next sprint)
//                                                  4. **3.1** - server-side total check
//                                                  ### Low priority (backlog)     (or "**Low priority:**")
//                                                  5. **4.2** - form reset
//
// A person applies "medium" to 3.1 and "low" to 4.2: the list assigns fields, it adds no findings (it is kept as
// written; return-sections.ts refersBack, findings.ts recapSection). Each finding it names (by its id, a dotted
// section number "3.1" or a writer's id "F1", or by the same title words, recaps.ts) and that states no severity
// of its own gets its heading's (or bold label's) as a field line, as the tool writes "Verified:" from a sentence
// about every finding (summary-severity.ts does so from a table). Only a list whose every item names a different
// finding written above it: a plan's "### High priority" / "- Add rate limiting" names none.

import { blocksIn } from './block-range.js';
import type { ParsedDoc, Placement } from './document.js';
import { headingSeverity, partSeverity, severityOf, titleOf, type FindingItem } from './findings.js';
import { leadId, recapKeys } from './recaps.js';
import { Postings, search } from './postings.js';

/** A list item's marker. */
const MARKER = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+/;
/** A paragraph that is only a bold label ("**High priority:**", "__Low priority__:"): group 1 its words. */
const BOLD_LABEL = /^[ \t]{0,3}(?:\*\*|__)([^*_\n]{1,80}?)[:：]?(?:\*\*|__)[ \t]*[:：]?[ \t]*$/u;

/** The id leading a heading, a finding's first line or a list item (recaps.ts leadId: "F1", "3.1"). */
export const idOf = (line: string): string | undefined => leadId(line.replace(/^[ \t]*#{1,6}[ \t]+/, '').replace(MARKER, ''));

/** The plain number a finding is written under ("### 1. Locale missing …", "2) Retry …"): a position, which a later
 *  list may still name it by, in bold alone. */
const OWN_NUMBER = /^[ \t]*(?:#{1,6}[ \t]+)?[*_]{0,2}#?(\d{1,3})[.):][*_]{0,2}[ \t]/;
/** A list item that opens with a bold number alone and a separator ("- **1** - locale in the key", "2. **#3**:
 *  docs"): it names the finding written under that number; a plain "1." is the list's own numbering. */
const BOLD_NUMBER = /^[ \t]*(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?(?:\*\*|__)#?(\d{1,3})(?:\*\*|__)[ \t]*(?:[-–—:：]|$)/;

export interface Named {
  id?: string;
  title: string;
  /** The plain number it is written under, when it is (OWN_NUMBER). */
  n?: string;
}

/** Named headings or findings by their plain number, their id, and their title's id and words (recaps.ts
 *  recapKeys), made once per array of them: which one an item names is then a look-up, not a scan of all. */
interface NamedIndex {
  n: Postings;
  id: Postings;
  titleId: Postings;
  words: Postings;
}
const indexes = new WeakMap<readonly Named[], NamedIndex>();
function namedIndex(all: readonly Named[]): NamedIndex {
  let x = indexes.get(all);
  if (!x) {
    const ix: NamedIndex = (x = { n: new Postings(), id: new Postings(), titleId: new Postings(), words: new Postings() });
    all.forEach((f, k) => {
      const t = recapKeys(f.title);
      if (f.n !== undefined) ix.n.add(f.n, k);
      if (f.id !== undefined) ix.id.add(f.id, k);
      if (t.id !== undefined) ix.titleId.add(t.id, k);
      if (t.words !== undefined) ix.words.add(t.words, k);
    });
    indexes.set(all, ix);
  }
  return x;
}

/** The finding each item names, each a different one, among the first `limit` of `all` that `among` accepts (by
 *  id, by its number in bold, or by title; the first such not yet named); null when an item names none. */
function namedAll(itemLines: readonly string[], all: readonly Named[], limit = Infinity, among: (k: number) => boolean = () => true): number[] | null {
  const x = namedIndex(all);
  const used = new Set<number>();
  const first = search((k) => !used.has(k) && among(k), limit);
  const out: number[] = [];
  for (const item of itemLines) {
    const id = idOf(item);
    const n = id === undefined ? BOLD_NUMBER.exec(item)?.[1] : undefined;
    let lists: number[][];
    if (n !== undefined) lists = x.n.lists([n]);
    else if (id !== undefined) lists = x.id.lists([id]);
    else {
      // (The same words, or the id its title leads with: recaps.ts repeatsFinding.)
      const t = recapKeys(titleOf(item.replace(MARKER, '')));
      lists = [...x.titleId.lists([t.id]), ...x.words.lists([t.words])];
    }
    const k = first(lists);
    if (k < 0) return null;
    used.add(k);
    out.push(k);
  }
  return out;
}

/** Items (one at least) that each name a different one of the first `limit` of `earlier` (headings or findings'
 *  first lines) by its id or the same title words: a list that refers back, a recap. */
export function namesEarlier(itemLines: readonly string[], earlier: readonly Named[], limit = Infinity): boolean {
  return itemLines.length > 0 && namedAll(itemLines, earlier, limit) !== null;
}

/** Headings or lines as namesEarlier compares them, each read once per array of them. */
const namedOf = new WeakMap<readonly object[], Named[]>();
export function namedHeadings(sections: readonly { heading: string }[]): Named[] {
  let out = namedOf.get(sections);
  if (!out) namedOf.set(sections, (out = sections.map((x) => ({ id: idOf(x.heading), title: titleOf(x.heading), n: OWN_NUMBER.exec(x.heading)?.[1] }))));
  return out;
}

/**
 * Writes into each finding a later list names under a heading or a bold label that states a severity that
 * severity, where the finding states none of its own; the placement lines that say so. Only findings written
 * above the list, and no list whose items are findings themselves.
 */
export function crossReferencedSeverities(doc: ParsedDoc, items: FindingItem[]): Placement[] {
  if (items.length < 2) return [];
  const lines = doc.blocks.lines;
  const itemAt = new Set(items.map((f) => f.line));
  const placement: Placement[] = [];
  const all = doc.sections;
  const at = items.map((f) => f.line).sort((a, b) => a - b);
  const firstAt = at[0]!;
  let read: Named[] | undefined;
  for (const [i, s] of all.entries()) {
    if (s.line <= firstAt || (all[i + 1]?.level ?? 0) > s.level) continue;
    // (The findings written above the section: two at least.)
    if (!((at[1] ?? Infinity) < s.line)) continue;
    const before = (k: number) => items[k]!.line < s.line;
    read ??= items.map((f) => ({ id: idOf(f.text.split('\n', 1)[0] ?? ''), title: titleOf(f.text), n: OWN_NUMBER.exec(lines[f.line - 1] ?? '')?.[1] }));
    let sev = headingSeverity(s.heading) ?? partSeverity(s.heading);
    let by = s.heading;
    const lists: { items: string[]; sev: string; by: string }[] = [];
    let own = false;
    for (const b of blocksIn(doc.blocks.top, s.start, s.end)) {
      if (doc.blocks.literal[b.line]) continue;
      const label = b.token.type === 'paragraph' && b.end - b.line === 1 ? BOLD_LABEL.exec(lines[b.line] ?? '') : null;
      const labelled = label ? (headingSeverity(label[1]!) ?? partSeverity(label[1]!)) : undefined;
      if (labelled) [sev, by] = [labelled, label![1]!.trim()];
      if (b.token.type !== 'list' || !sev) continue;
      const its = (b.items ?? []).filter((it) => !itemAt.has(it.line + 1)).map((it) => lines[it.line] ?? '');
      // (A list whose items are findings is the findings' own, not a list of them.)
      if (its.length !== (b.items ?? []).length) own = true;
      lists.push({ items: its, sev, by });
    }
    if (!lists.length || own) continue;
    const hits = lists.map((l) => namedAll(l.items, read!, Infinity, before));
    if (hits.some((h) => h === null) || new Set(hits.flat()).size !== hits.flat().length) continue;
    const given: number[] = [];
    lists.forEach((l, n) => {
      for (const h of hits[n]!) {
        const item = items[h]!;
        if (severityOf(item.text) !== undefined) continue;
        item.text = `${item.text}\nPriority: ${l.by.replace(/[*_`]+/g, '').trim()} (as listed at line ${s.line})`;
        given.push(h + 1);
      }
    });
    if (given.length) placement.push({ line: s.line, from: s.heading, to: `the priority of finding${given.length === 1 ? '' : 's'} ${given.join(', ')}, which it lists again (they state none of their own)` });
  }
  return placement;
}
