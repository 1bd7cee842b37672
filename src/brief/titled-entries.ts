// Findings titled by the writer's id or counter, under a section the return names nothing else, beside the sections
// of findings (QA 35 class 4): "## L2 — smoke / console / crash (Phase 3)" / its passing checks / "### 🐛 BUG-01 —
// `THREE.Clock` deprecation warning — REPORTED (low)" beside "## Concrete observations"; "## TOP PRIORITY — P0
// correctness" / "### F-P0-1 …" / "### F-P0-2 …" beside "## Per-file findings". Each such sub-section is one finding;
// the section above it keeps its own text under its heading. Pure.

import type { ParsedDoc, Section } from './document.js';
import { nestedIn } from './section-body.js';
import { kidsOf } from './section-tree.js';
import { entryTitle, idTagParagraphs, logStep } from './findings.js';
import { blocksIn } from './block-range.js';
import { headingId } from './id-tables.js';
import { lazyRegExp } from './lazy-regexp.js';

/** A compound id of the writer's, a level between the code and the number ("F-P0-1", "SEC-H-2", "R-P1-03"), then a
 *  title: entry-title.ts reads the plain ids ("BUG-01", "F3", "H-2"), this the ones that carry a level. */
const LEVELLED_ID = lazyRegExp(() => /^[^\p{L}\p{N}[]{0,4}\[?([A-Z][A-Z0-9]{0,5}-[A-Z]{1,4}\d{0,2}-\d{1,4}[a-z]?)\]?[.:)]?[ \t]+[^\n]*\p{L}/u);

/** A heading that titles one finding by the writer's id or counter before its words (not a section number). */
function idTitled(heading: string): boolean {
  return LEVELLED_ID.test(heading) || (entryTitle(heading) && !/^[^\p{L}\p{N}]{0,4}\d/u.test(heading));
}

/** Its id, as written ("BUG-01", "F-P0-1"), to tell one answering a finding elsewhere by the same id. */
function idOf(heading: string): string | undefined {
  const m = LEVELLED_ID.exec(heading);
  if (m) return m[1];
  const h = headingId(heading);
  return h ? `${h.code}${h.n}` : undefined;
}

export interface TitledEntriesHooks {
  /** A heading that names what is no group of findings: a plan, a summary, what to do next, candidates ruled out. */
  namesOther: (heading: string) => boolean;
}

/**
 * Beside the sections of findings, the sub-sections of another section that are each titled by the writer's id or
 * counter ("### BUG-01 — …", "### F-P0-2 Zero-context AUT* …", "### Issue 3: …"), every one of its sub-sections so and
 * with text of its own, under a section the return names nothing else (no plan, summary, log of steps): one finding
 * each, returned in document order. Not one whose id a heading of the findings already carries ("## Fixes" / "### B1
 * — done" answering "### B1 — …"), nor one led by a check mark ("### ✅ Fix 1: …", the work done).
 */
export function titledEntries(doc: ParsedDoc, all: Section[], parent: number[], best: Map<Section, string>, containers: Section[], hooks: TitledEntriesHooks): Section[] {
  if (!containers.length) return [];
  const inFindings = (x: Section) => containers.some((c) => c === x || nestedIn(x, c));
  const taken = new Set<string>();
  for (const x of all) {
    if (!inFindings(x)) continue;
    const id = idOf(x.heading);
    if (id) taken.add(id);
  }
  const out: Section[] = [];
  for (let i = 0; i < all.length; i++) {
    const x = all[i]!;
    if (best.has(x) || inFindings(x) || containers.some((c) => nestedIn(c, x)) || hooks.namesOther(x.heading)) continue;
    // (Under a section the return names otherwise, a plan's "### T-1 …" or a log's, they are its entries.)
    let named = false;
    for (let p = parent[i]!; p >= 0; p = parent[p]!) if ((best.has(all[p]!) && best.get(all[p]!) !== 'findings') || hooks.namesOther(all[p]!.heading)) named = true;
    if (named) continue;
    const kids = kidsOf(parent, i);
    if (!kids.length) continue;
    const entries = kids.every((j) => {
      const k = all[j]!;
      if (best.has(k) || !idTitled(k.heading) || logStep(k.heading) || /^[ \t*_]*(?:✅|✔️?|☑️?)/u.test(k.heading)) return false;
      const id = idOf(k.heading);
      if (id && taken.has(id)) return false;
      // (With text of its own: a bare list of ids is an index, not findings.)
      return doc.blocks.lines.slice(k.start, k.end).some((l) => /\S/.test(l));
    });
    if (entries) out.push(...kids.map((j) => all[j]!));
  }
  return out;
}

/** An entry titled by the writer's id that holds findings of its own, each a paragraph led by its id and tags ("### B1:
 *  Spec 01" / "**R-001** [editorial] (01-segment-model)" / its prose / "**R-002** [blocker] …"), two or more in its own
 *  text or in one of its sub-sections ("#### Spec 03 — …"): a batch of findings, read as their group, not one finding
 *  (QA 39 doc 01). */
export function holdsIdParagraphs(doc: ParsedDoc, x: Section): boolean {
  const blocks = blocksIn(doc.blocks.top, x.start, x.end);
  return idTagParagraphs(doc.blocks.lines, blocks) >= 2;
}

/**
 * Sections of findings by their shape alone, wherever they sit beside the sections found by name: a section whose text
 * holds two or more paragraphs each led by the writer's id and its tags ("#### Incomplete fixes" / "**R-165**
 * [inconsistency] (02, 07)" / its prose / "**R-166** …"; "### S3: Cross-Spec Invariant Chains" / "#### Chain 1" /
 * "**R-177** [blocker] …", "#### Chain 4" / "Compatible. No findings."), each of its sub-sections holding such a
 * paragraph or prose alone (no list or table of another kind). Not one that holds a section of findings already, nor
 * one the return names as praise or its evidence. Outermost first, in document order (QA 39 doc 01).
 */
export function idParagraphSections(doc: ParsedDoc, all: Section[], parent: number[], best: Map<Section, string>, containers: Section[]): Section[] {
  const out: Section[] = [];
  const lines = doc.blocks.lines;
  const ids = (x: Section, own: boolean) => {
    const end = own ? Math.min(x.end, ...all.filter((k) => k !== x && nestedIn(k, x)).map((k) => k.line - 1)) : x.end;
    return idTagParagraphs(lines, blocksIn(doc.blocks.top, x.start, end));
  };
  for (let i = 0; i < all.length; i++) {
    const x = all[i]!;
    const role = best.get(x);
    if (role === 'kept' || role === 'evidence' || role === 'outcome') continue;
    if ([...containers, ...out].some((c) => c === x || nestedIn(x, c) || nestedIn(c, x))) continue;
    if (ids(x, false) < 2) continue;
    const kids = kidsOf(parent, i);
    const fits = kids.every((j) => {
      const k = all[j]!;
      if (ids(k, false) >= 1) return true;
      return !blocksIn(doc.blocks.top, k.start, k.end).some((b) => b.token.type === 'list' || b.token.type === 'table' || b.token.type === 'code');
    });
    if (fits) out.push(x);
  }
  return out;
}
