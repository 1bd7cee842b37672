// A list emptied of its work ("Nothing left: all ticked") and a prompt that hands the work over: no work to
// deliver or start on. Pure.

import { headingScore } from './headings.js';
import type { ParsedDoc, Section } from './document.js';
import { handsOver } from './pasted-prompt.js';

/** Whether a section's own text opens with a line handing over a prompt to paste (pasted-prompt.ts handsOver), and
 *  holds only prose, quotes or code besides: no list, no sub-section. */
export function handsOverPrompt(doc: ParsedDoc, x: Section): boolean {
  // (A bold line alone, the quoted prompt "**\"Please continue …\"**", reads as a sub-section of its own: a
  // paragraph still; a heading written as one is not.)
  const own = doc.blocks.top.filter((b) => b.line >= x.start && b.line < x.end && b.token.type !== 'space');
  if (own.some((b) => b.token.type === 'heading')) return false;
  const first = own[0];
  if (!first || first.token.type !== 'paragraph' || own.length < 2) return false;
  const lines = doc.blocks.lines.slice(first.line, first.end).filter((l) => l.trim());
  if (!handsOver(lines[lines.length - 1]!)) return false;
  return own.slice(1).every((b) => b.token.type === 'paragraph' || b.token.type === 'blockquote' || b.token.type === 'code' || b.token.type === 'hr');
}

/** Whether a section's whole text only says it holds nothing (brief.emptyList: "(empty — all done)",
 *  "Keine offenen Punkte.", "- none", "全部完成"): each part of it, between brackets, dashes and stops, is
 *  one of the phrases whole. A short text only: a sentence that says more is work. */
export function saysEmpty(text: string): boolean {
  if (!text || text.length > 80 || text.includes('\n\n')) return false;
  const parts = text.replace(/^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?/gm, '').split(/[()（）[\]{}—–\-,，、;；:：.。!！?？\n]+|\s-\s/u).map((p) => p.replace(/[*_`~]+/g, '').trim()).filter(Boolean);
  return parts.length > 0 && parts.every((p) => headingScore(p, 'brief.emptyList') >= 4);
}

/** Whether a to-do's text is all ticked and then says it is empty ("- [x] loop" / "- [x] parser" / "All done."):
 *  the work of the list is done, none is left to give. An open item or any other sentence is work. */
export function emptiedTodo(text: string): boolean {
  if (!text || text.length > 4000) return false;
  const lines = text.split('\n').filter((l) => l.trim());
  const ticked = lines.filter((l) => TICKED_LINE.test(l));
  const rest = lines.filter((l) => !TICKED_LINE.test(l) && !/^[ \t]{2,}\S/.test(l));
  return ticked.length > 0 && rest.length > 0 && rest.length <= 2 && saysEmpty(rest.join('\n'));
}
const TICKED_LINE = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+\[[xX]\]/;
