// A re-review's list of the earlier findings by their state ("## Status der vorherigen 6 Befunde (Iteration 1 →
// Iteration 2)" / "1. **Toter Code — `Build…()` unbenutzt** → **Behoben.** Methode entfernt" / "6. **Doppelter Test …**
// → **Teilweise behoben.** …"): an item whose state says it was fixed before this review reports no problem now, kept
// beside the findings, not counted; an item still open or partly fixed ("Nicht behoben", "partially fixed") stays a
// finding (QA 46 R2, doc 14).
//
// Only a recap: at least two items state a state of repair, one fixed at least, and either one still open beside them
// or the heading names earlier findings ("previous", "vorherigen", "précédents", "anteriores", "предыдущих", "前回").
// A list of fixes this work made ("### ✅ Problema #1 … → CORREGIDO" under "## 🔴 PROBLEMAS CRÍTICOS") reports
// those problems: findings still. Words are data: prompts/outcomes.txt `count done`, `still open`, `earlier`.
// Pure apart from reading prompts/ once.

import { holdsListedPhrase, keyedWords } from './keyed-words.js';
import { readPrompt } from '../paths.js';

type State = 'fixed' | 'open';

let words: { done: Set<string>; open: Set<string>; earlier: string[]; after: Set<string> } | undefined;
function lists() {
  if (words) return words;
  const text = readPrompt('outcomes.txt');
  const of = (k: string) => keyedWords(text, k).map((x) => x.toLowerCase());
  return (words = { done: new Set(of('count done')), open: new Set(of('still open')), earlier: of('earlier'), after: new Set(of('fixed where')) });
}

/** The state after a title's separator ("→ **Behoben.**", " — Fixed in abc123", ": Corrigé", "⇒ 已修复"): up to four
 *  words to a stop, emphasis and marks aside. */
const STATE_AFTER = /(?:→|⇒|->|[ \t][—–][ \t]|[:：])[ \t]*[*_]{0,2}[ \t]*(?:[✅✔☑❌⚠️🟡🔴🟢]\uFE0F?[ \t]*)?([^\n.!:;,()*_。！：；，（]{1,60})/gu;

/** The state of repair an item's first line gives after its title: fixed, still open, or none. */
export function earlierState(text: string): State | undefined {
  const first = text.split('\n', 1)[0]!;
  const w = lists();
  for (const m of first.matchAll(STATE_AFTER)) {
    const phrase = m[1]!.replace(/\s+/g, ' ').trim().toLowerCase();
    if (!phrase) continue;
    if (w.open.has(phrase)) return 'open';
    if (w.done.has(phrase)) return 'fixed';
    // ("Fixed in abc123", "Behoben in PR #12", "Исправлено в 3f2a1c": the fix and where it went.)
    const [head = '', by = '', ...rest] = phrase.split(' ');
    if (w.done.has(head) && w.after.has(by) && rest.length <= 2) return 'fixed';
  }
  return undefined;
}

/** Which of a section's items are earlier findings fixed before, to keep beside the findings: none unless the items
 *  are a recap of earlier findings by their state (see above). */
export function fixedEarlier<T extends { text: string }>(items: readonly T[], heading: string): T[] {
  const states = items.map((f) => earlierState(f.text));
  const fixed = items.filter((_f, k) => states[k] === 'fixed');
  if (states.filter((x) => x !== undefined).length < 2 || !fixed.length) return [];
  if (!states.includes('open') && !holdsListedPhrase(heading, lists().earlier)) return [];
  return fixed;
}
