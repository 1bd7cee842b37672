// A change log that names bugs it fixed. "## What was implemented" / "### C1 — Normalized the pipe convention" is the
// work's evidence, no findings (return-sections.ts, headings.txt return.changeLog); but a log whose items say they fixed
// a bug ("**Fixed bug:** stripInvisibleChars now keeps the string's length", "**Исправлен баг:** …", "Fehler behoben:
// …", "修复了 …") reports those bugs, and a person counts each as a finding (QA 26th: four such bugs were lost to
// the change-log rule, which had counted none of them). Such a log is read as any other section is.
//
// The words are data: prompts/yes-no.txt `fixed bug:`. Pure apart from reading prompts/ once.

import { readPrompt } from '../paths.js';
import { holdsListedPhrase, keyedWords } from './keyed-words.js';
import type { Section } from './document.js';

let words: string[] | undefined;

/** Does `text` hold a phrase saying a bug was fixed, as whole words (CJK phrases where they stand)? */
export const saysFixedBug = (text: string): boolean => holdsListedPhrase(text, (words ??= keyedWords(readPrompt('yes-no.txt'), 'fixed bug')));

/** The section at `i` with everything nested under it: its body, its sub-sections' headings and bodies. */
function withNested(all: readonly Section[], i: number): string {
  const s = all[i]!;
  const parts = [s.raw];
  for (let j = i + 1; j < all.length && all[j]!.level > s.level; j++) parts.push(all[j]!.heading, all[j]!.raw);
  return parts.join('\n');
}

/** A change log (by its heading) whose own text or sub-sections say they fixed bugs. */
export const logOfFixedBugs = (all: readonly Section[], i: number): boolean => saysFixedBug(withNested(all, i));
