// A label that names an answer and then says when it applies ("Next step after the visual changes: …", "Nächster
// Schritt nach den visuellen Änderungen: …", "Prochaine étape après la revue : …"): the words from the time word on
// qualify it, they do not change what it names. The time words are data: prompts/headings.txt brief.labelWhen. Pure.

import { headingTable, toPhrase } from './headings.js';

/** The label without its closing clause of time (from a word of brief.labelWhen after its first two words on), or
 *  null when it has none. */
export function withoutWhenClause(label: string): string | null {
  const words = label.trim().split(/\s+/);
  if (words.length < 3) return null;
  const when = headingTable().get('brief.labelWhen') ?? [];
  for (let i = 2; i < words.length; i++) {
    const rest = toPhrase(words.slice(i).join(' ')).words;
    if (when.some((q) => q.words.length > 0 && q.words.every((w, j) => rest[j] === w))) return words.slice(0, i).join(' ');
  }
  return null;
}
