// A verdict that says the work stands ready, in a sentence rather than one word ("**Kesimpulan Audit:** Sistem dalam
// kondisi stabil, aman, dan siap untuk tahap pengujian akhir (UAT)", "Conclusion: the system is stable and ready for
// production.", "Fazit: produktionsreif."): as a return's stated outcome, beside sections none of which marks a problem
// (checks that passed, told in words), it passes the work as "Approved" does (no-findings.ts approvesOutright): zero
// findings. A verdict that also names a problem, turns around ("ready, but the cache leaks") or says not ready ("not
// yet ready", "belum siap") is none. The words are data: prompts/no-findings.txt `ready:` and `unready:`, with
// prompts/yes-no.txt `contrast:`. Pure apart from reading prompts/ once.

import { readPrompt } from '../paths.js';
import { holdsListedPhrase, keyedLists } from './keyed-words.js';
import { saysFailed, saysProblem } from './problem-words.js';

let made: { ready: string[]; unready: string[]; contrast: string[] } | undefined;
function words() {
  if (made) return made;
  const l = keyedLists(readPrompt('no-findings.txt'), ['ready', 'unready'] as const);
  const c = keyedLists(readPrompt('yes-no.txt'), ['contrast'] as const);
  return (made = { ready: l.ready, unready: l.unready, contrast: c.contrast });
}

/** Does the text (a stated outcome: a line, a label and its value) say the work stands ready, and nothing against it? */
export function readyVerdict(text: string): boolean {
  const flat = text.replace(/^[\s>#]+/u, '').replace(/\s+/g, ' ').trim();
  if (!flat || flat.length > 220) return false;
  const w = words();
  if (!holdsListedPhrase(flat, w.ready) || holdsListedPhrase(flat, w.unready) || holdsListedPhrase(flat, w.contrast)) return false;
  return !saysProblem(flat) && !saysFailed(flat);
}
