// A heading that names another pass of a review ("## Pass 3", "# 🌊 Wave 2 — three more agents", "## Nachtrag",
// "## 追加调查"; prompts/headings.txt return.morePasses). Pure.

import { headingTable, indexOfRun, toPhrase } from './headings.js';

/**
 * A heading that is a pass phrase (return.morePasses) and nothing more but a date or a number ("## Pass 3", "##
 * Nachtrag 2026-03-02"), or a note after a dash or in brackets ("## Extra pass — 2026-03-02", "## Second pass
 * (after the cache fix)"). One that only starts with one names something else: "## Round 2 rollout plan",
 * "## Nachtrag: Deployment" over deploy steps.
 */
export function namesPass(heading: string): boolean {
  const cut = /[ \t][—–-][ \t]|[(（]/u.exec(heading);
  const head = cut ? heading.slice(0, cut.index) : heading;
  const h = toPhrase(head);
  const phrases = headingTable().get('return.morePasses') ?? [];
  return phrases.some((p) => {
    if (p.cjk) return h.cjk && h.flat.startsWith(p.flat) && /^[\p{N}\p{P}\p{Z}]*$/u.test(h.flat.slice(p.flat.length));
    return p.words.length > 0 && indexOfRun(h.words, p.words) === 0 && h.words.slice(p.words.length).every((w) => /^\d/.test(w));
  });
}
