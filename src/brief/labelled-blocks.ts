// In a return with no headings (a review mail: "Pull request overview" / "Key Changes:" / an indented list of the
// changes / "In web/index.html:" / the comments), a line that is only a label naming another part of a return than
// its findings or outcome ("Key Changes:", "Changes made:", "Tests run:") heads the block right under it: that block is
// the label's, kept with it, no finding; the comments after it still are. Pure.

import type { Block } from './blocks.js';
import { RETURN_SECTIONS, sectionScore } from './sections.js';
import { lazyRegExp } from './lazy-regexp.js';

/** A paragraph of one line that is a label and its colon ("Key Changes:", "**Summary:**"). */
const LABEL_LINE = lazyRegExp(() => /^[ \t]{0,3}[*_]{0,2}([\p{L}][\p{L}\p{N} '’-]{1,40}?)[*_]{0,2}[ \t]*[:：][*_]{0,2}[ \t]*$/u);

/** Is `b` the block right under such a label (`solid`: the blocks in order, blank ones left out)? */
export function underOtherLabel(lines: readonly string[], solid: readonly Block[], b: Block): boolean {
  const prev = solid[solid.indexOf(b) - 1];
  if (!prev || prev.token.type !== 'paragraph' || prev.end - prev.line !== 1) return false;
  const m = LABEL_LINE.exec(lines[prev.line] ?? '');
  return m !== null && RETURN_SECTIONS.some((x) => x.key !== 'findings' && x.key !== 'outcome' && sectionScore(m[1]!, x) >= 2);
}
