// What a review verified, written inside its findings section (QA 53 class 3).
//
//   | F1 | An unused permission … | Medium |          <- the findings
//   No violations of the other invariants were found. Verified clean:    <- says nothing more was found, what held
//   - **Permissions**: only `storage`.               <- the areas that held: evidence, no findings
//   - **Network**: GET only.
//
// Reviews put a "verified OK" list beside their findings; a reader sees the findings end where the writer says
// nothing more was found or starts telling what held. The rule: inside a findings section, a paragraph whose
// sentences each say nothing (more) was found, or whose last sentence is a label that names what held ("Verified
// clean:", "Geprüft und sauber:", "Vérifié correct :"), is evidence; so is the list right under it when the paragraph
// ends in a colon, unless an item of it carries a finding's own marks (a severity, an id). Pure: the caller gives the
// readings (prompts/headings.txt `return.kept`, prompts/no-findings.txt).

import type { Block } from './blocks.js';
import { labelOf } from './label.js';
import { lazyRegExp } from './lazy-regexp.js';

export interface VerifiedReadings {
  /** The text of a block, cleaned. */
  text: (b: Block) => string;
  /** Does a label name what held ("Verified clean", "Verifiziert korrekt")? */
  keptLabel: (label: string) => boolean;
  /** Does one sentence say nothing (more) was found ("No other issues were found.")? */
  nothingFound: (sentence: string) => boolean;
  /** Does a list item carry a finding's own marks (a severity, an id)? */
  ownFinding: (item: string) => boolean;
}

const SENTENCE_END = /(?<=[.!?。！？])\s+/u;
const COLON_END = /[:：][ \t*_]*$/u;

/** The words of a label sentence ("Verified clean:", "**Verifiziert korrekt:**"), marks and colon off. */
function labelWords(sentence: string): string {
  return sentence.replace(/[*_`]+/g, '').replace(/[:：][ \t]*$/u, '').trim();
}

/** Does a paragraph say what held or that nothing more was found? `opensList`: it ends in a colon. */
function verifiedParagraph(text: string, r: VerifiedReadings): { opensList: boolean } | null {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat || flat.length > 400) return null;
  const parts = flat.split(SENTENCE_END).filter(Boolean);
  const last = parts[parts.length - 1]!;
  const opensList = COLON_END.test(last);
  const labelled = opensList && labelWords(last).length <= 60 && r.keptLabel(labelWords(last));
  const said = labelled ? parts.slice(0, -1) : parts;
  if (!said.every((p) => r.nothingFound(p))) return null;
  if (!labelled && !said.length) return null;
  return { opensList };
}

/**
 * The blocks of a findings section (its own, in order) that tell what held: such paragraphs, and the list each
 * one opens. Only after a finding is listed or beside other blocks: a section that is only a statement of none is
 * read as such elsewhere.
 */
export function verifiedBlocks(blocks: readonly Block[], r: VerifiedReadings): Block[] {
  const out: Block[] = [];
  const solid = blocks.filter((b) => b.token.type !== 'space');
  for (let k = 0; k < solid.length; k++) {
    const b = solid[k]!;
    if (b.token.type !== 'paragraph') continue;
    const v = verifiedParagraph(r.text(b), r);
    if (!v) continue;
    const next = solid[k + 1];
    const list = v.opensList && next?.token.type === 'list' ? next : undefined;
    if (list && (list.items ?? []).some((it) => r.ownFinding(it.raw))) continue;
    out.push(b);
    if (list) {
      out.push(list);
      k++;
    }
  }
  return out.length && solid.some((b) => !out.includes(b)) ? out : [];
}

/** Does a sub-section's whole text (one paragraph or one list item) only say nothing was found ("### Suggestions" /
 *  "None - the implementation is clean.", "### Hinweise" / "Keine – sauber umgesetzt.")? Then it is no finding, whatever
 *  group its heading names: the writer filled the slot to say it is empty. Not a check or an entry of the writer's
 *  series ("### 2. Overflow ✅" / "None found.", "### ✅ `lint`" / "Passed."): what it checked is read as it is elsewhere. */
export function saysNoneOnly(heading: string, blocks: readonly Block[], text: (b: Block) => string, nothingFound: (text: string) => boolean): boolean {
  if (ENTRY_HEADING.test(heading) || CHECK_MARK.test(heading)) return false;
  const body = blocks.filter((b) => b.token.type !== 'space' && b.token.type !== 'hr');
  if (body.length !== 1) return false;
  const b = body[0]!;
  if (b.token.type === 'list' ? (b.items ?? []).length !== 1 : b.token.type !== 'paragraph') return false;
  return nothingFound(text(b).replace(/^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+/, ''));
}

/** A heading numbered or led by an id ("2. Overflow", "F3 — x", "[UX-1] y"), or marked as a check's result. */
const ENTRY_HEADING = lazyRegExp(() => /^[ \t*_`[]*(?:\d|\p{Lu}{1,8}-?\d)/u);
const CHECK_MARK = /[✅✔☑✓❌✗✘]/u;

/** Is a list item among the findings led by a bold label that names what held ("- **Verified correct:** the fix
 *  matches …", "- **Verifiziert korrekt:** …", "- **Explicitly nothing found:** …")? Evidence beside the findings. */
export function keptLead(item: string, keptLabel: (label: string) => boolean): boolean {
  // (The label as label.ts reads every label: bold, its colon inside or after the emphasis.)
  const l = labelOf(item);
  return l !== null && l.bold && keptLabel(l.label);
}
