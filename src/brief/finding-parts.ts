// A finding's own parts, told from findings: the sub-headings, lines and lists that belong to one finding
// ("### Issue 2 — Login loops" / "#### Description" / "#### Suggested fix"), not findings of their own. Pure.

import type { Block } from './blocks.js';
import { headingScore, headingTable, toPhrase } from './headings.js';
import { lazyRegExp } from './lazy-regexp.js';

/** A heading that is a part's whole name (prompts/headings.txt return.findingParts: "Description", "Steps to
 *  reproduce", "Proposed solution", "Ursache", "Causa raíz", "修复建议", "再現手順"), its numbering and emoji
 *  aside. Whole names only: "Fix the pager" or "Root cause of the leak in the cache" titles a finding. */
export const partHeading = (heading: string): boolean => headingScore(heading, 'return.findingParts') >= 4;

/**
 * A heading that joins two parts' whole names or more, each side a part of one finding ("Symptom vs Root Cause",
 * "Cause and fix", "Symptom und Ursache", "Symptôme et cause", "Síntoma frente a causa", "Симптом и причина"): it
 * weighs the parts of findings stated elsewhere, analysis of them, not a group of findings (QA 37 doc 08). The
 * joining words are prompts/headings.txt words.join and words.versus. "Root causes" alone names findings.
 */
export function joinsParts(heading: string): boolean {
  const h = toPhrase(heading);
  if (h.cjk || h.words.length > 8) return false;
  const t = headingTable();
  const joins = new Set([...(t.get('words.join') ?? []), ...(t.get('words.versus') ?? [])].flatMap((p) => p.words));
  const sides: string[][] = [[]];
  for (const w of h.words) {
    if (joins.has(w)) sides.push([]);
    else sides[sides.length - 1]!.push(w);
  }
  return sides.length >= 2 && sides.every((side) => side.length > 0 && partHeading(side.join(' ')));
}

/** A list item's marker: its indent (1) and the whole marker with the blanks after it (0: where its text starts). */
const ITEM_MARK = /^( *)(?:[-*+]|\d{1,9}[.)])[ \t]+/;

/**
 * Lists written as nested under the item above them but indented too little to be ("3. **Lint issues** ✅ FIXED"
 * / "  - removed unused imports": two spaces, where the item's text starts at three), so the parser made them a
 * list of their own: each is that item's detail, not findings. Only a list on the very next line after a list,
 * indented past the last item's marker and short of its text.
 */
export function strayNestedLists(lines: readonly string[], solid: readonly Block[]): Set<Block> {
  const out = new Set<Block>();
  for (let k = 1; k < solid.length; k++) {
    const b = solid[k]!;
    const prev = solid[k - 1]!;
    if (b.token.type !== 'list' || prev.token.type !== 'list' || !(lines[b.line - 1] ?? '').trim()) continue;
    const last = prev.items?.[prev.items.length - 1];
    const m = last ? ITEM_MARK.exec(lines[last.line] ?? '') : null;
    const indent = /^ */.exec(lines[b.line] ?? '')![0].length;
    if (m && indent > m[1]!.length && indent < m[0].length) out.add(b);
  }
  return out;
}

/** A paragraph that is a part's bold label, alone or leading its text ("**Solution:**", "**Lösung:** …",
 *  "**解决方案：**", "**Root cause**: …"): group 1 is the label. */
const LABEL_LEAD = lazyRegExp(() => /^[ \t]{0,3}(?:\*\*|__)([\p{L}][^*_\n:：]{0,40}?)[ \t]*[:：]?[ \t]*(?:\*\*|__)/u);

/**
 * The body of one finding written under its heading as bullets ("### P1: Monolithic router (CRITICAL)" over
 * "- 1,200 lines in one file", "**Solution:**" and its own bullets), the same idea as part sub-headings: lists,
 * each led at most by a part's bold label (`part` says which names are parts), and nothing else. `own` says
 * of an item that it is a finding of its own (its own severity, id or verification): then the bullets are
 * findings and the heading their group.
 */
export function bulletParts(lines: readonly string[], body: readonly Block[], part: (name: string) => boolean, own: (item: { line: number; end: number }) => boolean): boolean {
  if (!body.some((b) => b.token.type === 'list')) return false;
  for (const b of body) {
    if (b.token.type === 'list') {
      if ((b.items ?? []).some(own)) return false;
      continue;
    }
    const m = b.token.type === 'paragraph' ? LABEL_LEAD.exec(lines[b.line] ?? '') : null;
    if (!m || !part(m[1]!.trim())) return false;
  }
  return true;
}
