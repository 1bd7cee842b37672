// A brief's purpose stated in an opening blockquote ("> Goal: finish the parser split so …", "> Ziel: …", "> **Deliverable:**
// …"), above the title or right under it, before any section: the why, or what to deliver, by its label. Real briefs
// put it there, and `new` asked for --why though the brief stated it: a label line counts as stated (lint's
// labelledAnswers sees it), but the prose reader reads paragraphs and alert callouts only, never a plain quote. Only
// the document's opening quote: a quote further down is someone's words about one part. Pure.

import type { ParsedDoc } from './document.js';
import { labelOf } from './label.js';
import { BRIEF_HEAD, sectionScore } from './sections.js';
import type { ProsePart } from './prose-brief.js';

const QUOTE_MARKS = /^[ \t]{0,3}(?:>[ \t]?)+/;

/** The label lines of the opening quote that name the why or what to deliver, each with its text up to the next
 *  label line or the quote's end (the label kept, the writer's word: "Goal: …", "目的：…"), and the answers its label names, the better first ("Goal" names both: the why
 *  first, what to deliver when a section already says why). */
export function openingQuoteParts(doc: ParsedDoc): { part: ProsePart; keys: ('why' | 'deliver')[] }[] {
  const { top } = doc.blocks;
  // The first block above the title, and the first right under it (before the first section).
  const firstIn = (from: number, to: number) => top.find((b) => b.line >= from && b.line < to && b.token.type !== 'space');
  const quotes = [firstIn(doc.leadLines[0], doc.leadLines[1]), firstIn(doc.preambleLines[0], doc.preambleLines[1])].filter((b) => b?.token.type === 'blockquote');
  return quoteParts(doc, quotes);
}

/** The same read of the quotes further down (`> Goal: ship the hotfix …` under a later section), in order: the why or
 *  what to deliver only when nothing states it otherwise (prose-readers.ts laterQuote, after the opening quote). */
export function laterQuoteParts(doc: ParsedDoc): { part: ProsePart; keys: ('why' | 'deliver')[] }[] {
  const from = Math.max(doc.leadLines[1], doc.preambleLines[1]);
  return quoteParts(doc, doc.blocks.top.filter((b) => b.line >= from && b.token.type === 'blockquote'));
}

function quoteParts(doc: ParsedDoc, quotes: (ParsedDoc['blocks']['top'][number] | undefined)[]): { part: ProsePart; keys: ('why' | 'deliver')[] }[] {
  const { lines, literal } = doc.blocks;
  const specs = BRIEF_HEAD.filter((s) => s.key === 'why' || s.key === 'deliver');
  const out: { part: ProsePart; keys: ('why' | 'deliver')[] }[] = [];
  for (const q of quotes) {
    // (An alert callout, "> [!IMPORTANT]", is read by the prose reader already.)
    if (!q || literal[q.line] || /^[ \t]*>[ \t]*\[!/.test(lines[q.line]!)) continue;
    let open: { part: ProsePart; keys: ('why' | 'deliver')[]; text: string[] } | null = null;
    const close = (end: number) => {
      if (open && open.text.join('').trim()) {
        const text = open.text.join('\n').trim();
        out.push({ part: { ...open.part, text, source: text, to: { line: end, col: lines[end]!.length } }, keys: open.keys });
      }
      open = null;
    };
    for (let i = q.line; i < q.end; i++) {
      const bare = lines[i]!.replace(QUOTE_MARKS, '');
      if (!bare.trim()) {
        close(i - 1);
        continue;
      }
      const label = labelOf(bare);
      const scores = label && !label.bullet ? specs.map((s) => ({ key: s.key as 'why' | 'deliver', score: sectionScore(label.label, s) })).filter((x) => x.score >= 4) : [];
      if (label && !label.bullet) {
        close(i - 1);
        if (scores.length) {
          const keys = scores.sort((x, y) => y.score - x.score).map((x) => x.key);
          open = { part: { key: keys[0]!, text: '', source: '', lead: label.label, from: { line: i, col: 0 }, to: { line: i, col: 0 } }, keys, text: [bare.trim()] };
        }
        continue;
      }
      if (open) (open as { text: string[] }).text.push(bare);
    }
    close(q.end - 1);
  }
  return out;
}
