// The sentence that opens a table of findings (QA eighteenth R1: "## Follow-up pass (later date)" / "Went over the
// cancel path again." / "| # | Severity | Bug | Fix |"): a short paragraph right before a table whose header names
// a problem or finding column introduces its rows, as "Found three problems:" introduces a list; it is kept beside
// them, no finding of its own. A paragraph that states a severity is the writer's own finding still, and so is a
// longer one (three lines or more). Words are data: prompts/columns.txt via table-columns.ts. Pure.

import type { Tokens } from 'marked';
import type { Block } from './blocks.js';
import { findingsColumn, problemColumn } from './table-columns.js';

/** Is `para` a short lead of `next`, a table of findings? (`states`: does a text state a severity.) */
export function tableLead(para: Block, next: Block, states: (text: string) => boolean): boolean {
  if (para.token.type !== 'paragraph' || next.token.type !== 'table' || para.end - para.line > 2) return false;
  const header = (next.token as Tokens.Table).header.map((h) => h.text);
  if (!header.some((h) => problemColumn(h) || findingsColumn(h))) return false;
  return !states((para.token as Tokens.Paragraph).text);
}
