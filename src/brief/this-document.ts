// A sentence about reading the document itself ("The next session reads this state memo first.", "次のセッションが最初に
// 読む現状メモ．", "Lies diese Notiz zuerst."): it says what the document is for, it asks no step of the work, though its
// word of order ("first", "最初に") reads like one. Pure.

import { holdsKeyPhrase, toPhrase } from './headings.js';
import { splitSentences } from './sentences.js';

/** Whether a sentence names the document itself (prompts/headings.txt brief.thisDocument: "this memo", "diese Notiz",
 *  "現状メモ") and nothing else to read or run: no code span, link or path ("Read this file first, then `docs/PLAN.md`"
 *  orders what to read, a step) and no step after it ("…, then rerun the migration"). */
export function readsThisDocument(text: string): boolean {
  // (Its first sentence, the one that holds the word of order: sentences.ts ends one at "．" and "。" too.)
  const first = splitSentences(text.trim(), { marks: false })[0] ?? '';
  return aboutThisDocument(first);
}

function aboutThisDocument(text: string): boolean {
  if (/`|\]\(|https?:\/\/|\b[\w-]+\/[\w./-]+|\b[\w-]+\.(?:md|txt|json|ya?ml|toml)\b/iu.test(text)) return false;
  const p = toPhrase(text);
  // (Nor one that goes on past the document to a step of the work, "Read this handoff first, then rerun the failed
  // migration": its step is the one after "then" (brief.readStepThen), which a person does next.)
  return holdsKeyPhrase(p, 'brief.thisDocument') && !holdsKeyPhrase(p, 'brief.readStepThen');
}
