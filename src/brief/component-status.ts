// The status of one part among its siblings' ("## 7. Diagnóstico por componente" / "### 7.1 ReplayBuffer" / "**Estado:**
// ✅ CORRECTO" … "### 7.2 AlmacenMejorado" / "**Estado:** ❌ NO CONECTADO"): each sibling section gives its own status
// under the same label, so each line is that part's state, not the document's outcome. The outcome reader weighs such a
// line as a finding's own (below the document's "**Estado:** AUDITORIA COMPLETADA" near the top), and reads it only
// when nothing else states one (QA 46 R3b, doc 10). Pure.

import type { Section } from './document.js';
import { labelOf } from './label.js';
import { statusLabelWord } from './outcome.js';

/** The 0-based lines that give a part's own status: the first status-labelled line in the own text of each of two or
 *  more sibling sections (same level, same enclosing section) that use the same label. */
export function componentStatusLines(sections: readonly Section[], lines: readonly string[], literal: Uint8Array): Set<number> {
  const groups = new Map<string, number[]>();
  for (let k = 0; k < sections.length; k++) {
    const x = sections[k]!;
    if (x.level <= 0) continue;
    let parent = -1;
    for (let j = k - 1; j >= 0; j--) if (sections[j]!.level > 0 && sections[j]!.level < x.level && sections[j]!.start <= x.start && x.end <= sections[j]!.end) { parent = j; break; }
    const child = sections.slice(k + 1).find((y) => y.start >= x.start && y.start < x.end);
    const to = Math.min(child ? child.line - 1 : x.end, lines.length);
    for (let i = x.start; i < to; i++) {
      if (literal[i]) continue;
      const l = labelOf(lines[i]!.replace(/^[ \t>]+/, ''));
      if (!l || l.bullet || !statusLabelWord(l.label)) continue;
      const key = `${parent}|${x.level}|${l.label.toLowerCase()}`;
      groups.set(key, [...(groups.get(key) ?? []), i]);
      break;
    }
  }
  const out = new Set<number>();
  for (const at of groups.values()) if (at.length >= 2) for (const i of at) out.add(i);
  return out;
}
