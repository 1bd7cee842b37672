// Where a paragraph of what to deliver says when the work is done ("Done when …") or what it must do (a modal), so
// that part is read apart from the rest. Pure.

import { headingScore, headingTable, holdsPhrase, phraseScore, toPhrase } from './headings.js';

/** Where what to deliver opens in the text of a why section: a "Done when" sentence (doneWhenAt), or in a
 *  goal ("## Goal", "## Цель": a why that is also what to deliver) the sentence that states the target
 *  ("It must open in under 3 s", "Нужно, чтобы …": brief.deliverModal); -1 when none. */
export function deliverAt(text: string, heading: string): number {
  const at = doneWhenAt(text);
  if (at >= 0 || headingScore(heading, 'brief.deliver') < 4) return at;
  return modalAt(text);
}

/** Where a sentence opens whose first words hold a modal of what must be ("must", "muss", "doit", "debe",
 *  "должен", "必须", …), or -1. */
function modalAt(text: string): number {
  const modals = headingTable().get('brief.deliverModal') ?? [];
  for (const at of sentenceStarts(text)) {
    if (at === 0) continue;
    const head = text.slice(at, at + 60);
    const p = toPhrase(head.replace(/[*_`]/g, ''));
    // (Its first words: eight, or 24 characters of a script written without spaces.)
    const first = { ...p, words: p.words.slice(0, 8), flat: p.flat.slice(0, 24) };
    const hit = modals.some((m) => holdsPhrase(first, m));
    if (hit) return at;
  }
  return -1;
}

/** Where the sentences of a text open: the start, after a line break, ". ", "; ", ": " (and their CJK
 *  forms) or a dash between blanks; blanks, quote marks and emphasis before the first word skipped. */
function sentenceStarts(text: string): number[] {
  const starts = [0];
  for (const m of text.matchAll(/\n|[.;:!?][ \t]+|[。；：！？][ \t]*|[ \t][—–-][ \t]+/g)) starts.push(m.index + m[0].length);
  return starts.map((at) => at + /^[ \t>*_-]*/.exec(text.slice(at, at + 12))![0].length);
}

/** Where a sentence that says when the work is done opens in a text ("Done when …", "terminé quand …",
 *  "fertig wenn …": brief.doneWhen in prompts/headings.txt; or a label of it with its colon, "Acceptance
 *  criteria: …", brief.doneLabel), or -1. A sentence opens at the start, after a
 *  line break, after ". ", "; ", ": " (and their CJK forms) or a dash between blanks. */
export function doneWhenAt(text: string): number {
  const phrases = headingTable().get('brief.doneWhen') ?? [];
  const labels = headingTable().get('brief.doneLabel') ?? [];
  for (const at of sentenceStarts(text)) {
    const opening = text.slice(at, at + 40).replace(/[*_]/g, '');
    const head = toPhrase(opening);
    if (phrases.some((p) => phraseScore(head, p) >= 3)) return at;
    // A label of what to deliver, with its colon ("Acceptance criteria: …", "Критерии готовности: …").
    const label = /^([^:：\n]{1,40}?)[ \t]*[:：]/.exec(opening);
    if (label && labels.some((p) => phraseScore(toPhrase(label[1]!), p) >= 4)) return at;
  }
  return -1;
}
