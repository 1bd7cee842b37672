// Which sections of a return hold its findings, and the section tree the findings reader
// (brief/findings.ts) counts them in. Pure.

import { blocksIn as blocksInRange } from './block-range.js';
import type { Block, LineCuts } from './blocks.js';
import { hasSeverity, isGroup, namedWithSeverity, sectionFindings, type FindingSection } from './findings.js';
import { nestedIn } from './section-body.js';
import { docLine, type ParsedDoc, type Section } from './document.js';

/** The section tree below a section, as the findings reader sees it (its blocks and sub-sections). */
export function findingTree(doc: ParsedDoc, s: Section | null, parent: number[], claimed: Set<Section>): FindingSection {
  const all = doc.sections;
  const { index, children } = treeOf(doc, parent);
  const i = s ? index.get(s) ?? -1 : -1;
  const kids = (i >= 0 ? children[i]! : children[all.length]!).map((j) => all[j]!).filter((c) => !claimed.has(c) && (s === null || nestedIn(c, s)));
  const start = s ? s.start : doc.preambleLines[1];
  const stop = kids.length ? kids[0]!.line - 1 : s ? s.end : start;
  return {
    heading: s?.heading ?? '',
    line: s?.line ?? 1,
    blocks: blocksIn(doc, start, stop),
    ...foldedIn(doc, start, stop),
    children: kids.map((k) => findingTree(doc, k, parent, claimed)),
  };
}

/** Each section's index and sub-sections, built once per document (findingTree runs for every section:
 *  looking them up by scanning every section each time was quadratic). */
const trees = new WeakMap<number[], { index: Map<Section, number>; children: number[][] }>();
function treeOf(doc: ParsedDoc, parent: number[]): { index: Map<Section, number>; children: number[][] } {
  let t = trees.get(parent);
  if (!t) {
    const children: number[][] = Array.from({ length: doc.sections.length + 1 }, () => []);
    parent.forEach((p, j) => children[p < 0 ? doc.sections.length : p]!.push(j));
    t = { index: new Map(doc.sections.map((x, j) => [x, j])), children };
    trees.set(parent, t);
  }
  return t;
}

/** The headings in [from, to) that open no section (inside a `<details>` block, document.ts): the findings reader
 *  reads them among the blocks (folded-findings.ts), so their words are never lost. */
function foldedIn(doc: ParsedDoc, from: number, to: number): { folded?: Block[] } {
  const hs = blocksInRange(doc.blocks.top, from, to).filter((b) => b.token.type === 'heading' && !doc.sections.some((s) => s.line === b.line + 1));
  return hs.length ? { folded: hs } : {};
}

/** Top-level blocks but headings that start in [from, to) (block-range.ts). */
const blocksIn = (doc: ParsedDoc, from: number, to: number): Block[] => blocksInRange(doc.blocks.top, from, to).filter((b) => b.token.type !== 'heading');

/** Sections whose items mostly carry a severity ("[high]", "P1:", "Severity: minor"): findings, whatever
 *  their heading. A section whose heading names nothing (`unnamed`) and which only groups items: one is
 *  enough, when every item carries one ("## Performance" > "### DB" > "- n+1 in the list [low]"). */
export function severityDense(doc: ParsedDoc, s: Section, parent: number[], unnamed: boolean): boolean {
  const tree = findingTree(doc, s, parent, new Set());
  const items = sectionFindings(readLines(doc), tree, [], [], doc.blocks.literal, true);
  // Prose under a heading (a bot's "### Bug: X" with its "<!-- **High Severity** -->" and a link line) is one
  // finding's text: its paragraphs count as findings here only when each opens with its own severity
  // ("🔴 **Blocker** — …").
  const prose = !tree.children.length && !tree.blocks.some((b) => b.token.type === 'list' || b.token.type === 'table');
  // (An item of a sub-group titled and closed by its level carries that level as well: "### 1.7 Divers — Info / Faible" over
  // four problems, each given the group's level; counted untagged, they made "## 1. Sécurité" look like no section of
  // findings, and its other entries were lost from it, QA 45 doc 08. Not a group that is a level alone, "### High
  // priority" under "## Next moves": its items are actions.)
  const tagged = items.filter((f) => hasSeverity(prose ? f.text.split('\n', 1)[0]! : f.text) || (f.groups ?? []).some((g) => namedWithSeverity(g.heading))).length;
  if (items.length >= 2) return tagged * 2 >= items.length;
  return unnamed && items.length === 1 && tagged === 1 && isGroup(tree, readLines(doc));
}

const cutOf = new WeakMap<LineCuts, string[]>();
/** The document's lines as its sections hold them (document.ts docLine): a line that opens a section
 *  with a label or a plain name read as its heading ("Summary" atop "I traced the 502s.") without it. The
 *  lines themselves when nothing was cut; made once per document. */
export function readLines(doc: Pick<ParsedDoc, 'blocks' | 'cuts'>): string[] {
  if (!doc.cuts.size) return doc.blocks.lines;
  let l = cutOf.get(doc.cuts);
  if (!l) cutOf.set(doc.cuts, (l = doc.blocks.lines.map((_x, i) => docLine(doc, i))));
  return l;
}
