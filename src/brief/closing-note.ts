// A closing note after groups of findings, in a return that names no section of findings. Pure.
//
// With no heading for its findings, every section of a return is read as a group of them or as one finding. A
// last section of prose only ("## Note" / "This is a screen, not a verdict …", "## Caveats" / a paragraph) after
// sections that list their items (groups) is the writer's word on them, not one more finding: it is kept under its
// own heading. Its shape decides, whatever it is called: prose alone, after two groups or more, unnumbered, with no
// severity of its own.

import type { Block } from './blocks.js';
import { lazyRegExp } from './lazy-regexp.js';

interface Tree {
  heading: string;
  blocks: Block[];
  children: unknown[];
}

const NUMBERED = lazyRegExp(() => /^[^\p{L}\p{N}]{0,4}\d{1,3}(?:\.\d{1,3})*[.)]?[ \t]+\S/u);

/** Is the last of `trees` a closing note? `group(i)`: is tree i read as a group of findings; `severe(tree)`: does
 *  its heading or text state a severity. */
export function closingNote(trees: readonly Tree[], group: (i: number) => boolean, severe: (i: number) => boolean): boolean {
  const k = trees.length - 1;
  if (k < 2) return false;
  const last = trees[k]!;
  if (last.children.length || NUMBERED.test(last.heading) || severe(k)) return false;
  const body = last.blocks.filter((b) => b.token.type !== 'space' && b.token.type !== 'hr');
  if (!body.length || !body.every((b) => b.token.type === 'paragraph' || b.token.type === 'blockquote')) return false;
  let groups = 0;
  for (let i = 0; i < k; i++) if (group(i)) groups++;
  return groups >= 2;
}
