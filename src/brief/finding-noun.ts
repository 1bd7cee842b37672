// A heading that names a kind of findings by a noun for them at its start or end ("Problemas de estado", "State
// problems", "Logische Fehler"). Pure.

import { headingTable, heldAsHead, toPhrase } from './headings.js';

/** Does a heading open or end with a noun for findings (prompts/headings.txt return.findingNouns)? Up to
 *  six words: a longer heading is a sentence, a finding's title. */
export function findingNoun(heading: string): boolean {
  const h = toPhrase(heading);
  if (!h.flat || /[:：]/.test(heading.replace(/[:：][ \t*_]*$/, ''))) return false;
  const nouns = headingTable().get('return.findingNouns') ?? [];
  // (Opening a Chinese or Japanese heading, a bare noun names its findings only as a word's head, as headings.ts reads a
  // section's phrase: "问题清单", "问题与建议"; in "错误映射层" (the error-mapping layer) it qualifies the noun after it.)
  if (h.cjk) return nouns.some((p) => p.cjk && p.flat && h.flat.length <= 16 && (h.flat.endsWith(p.flat) || (h.flat.startsWith(p.flat) && heldAsHead(h, p))));
  const n = h.words.length;
  if ((h.n ?? n) > 6) return false;
  return nouns.some((p) => !p.cjk && p.words.length > 0 && p.words.length <= n && (p.words.every((w, k) => h.words[k] === w) || p.words.every((w, k) => h.words[n - p.words.length + k] === w)));
}
