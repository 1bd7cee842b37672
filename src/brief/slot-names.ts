// Which `{{name}}`s are the tool's own template slots: the body skeleton `handoff prompt` prints ({{why}},
// {{decision}}, {{what_was_tried}} …), the kinds' templates and front matter ({{observed}}, {{claims}},
// {{origin_branch}} …) and the Return section's ({{handoff}}, {{id}}). A brief that still holds one was
// left half-filled; other braces in its prose are the writer's words ("the mail's {{name}} placeholder",
// a Mustache or Angular snippet). Pure but for reading prompts/, once, on the first brace lint meets.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promptsDir, readPrompt } from '../paths.js';
import { slotsIn } from './template.js';

/** What each of the brief's own sections holds in the skeleton `handoff prompt` prints. */
export const SKELETON: Record<string, string> = {
  why: '{{why}}',
  deliver: '{{deliver}}',
  context: '{{context}}',
  decided: '- {{decision}} — because {{reason}}',
  deadEnds: '- {{what_was_tried}} — failed because {{reason}}',
  pointers: '- {{path}}:{{line}} — {{what_is_there}}',
  outOfScope: '- {{what_not_to_touch}}',
  firstStep: '{{first_step}}',
};

/** The skeleton's title line. */
export const SKELETON_TITLE = '# {{title}}';

let shipped: Set<string> | undefined;

/** The slot names of the shipped templates (prompts/kinds/*.md, return.md, pickup.md) and the skeleton. */
export function templateSlotNames(): Set<string> {
  if (shipped) return shipped;
  const texts = [SKELETON_TITLE, ...Object.values(SKELETON)];
  for (const f of ['return.md', 'pickup.md']) texts.push(readOr(f));
  try {
    for (const f of readdirSync(join(promptsDir(), 'kinds'))) if (f.endsWith('.md')) texts.push(readOr(join('kinds', f)));
  } catch {
    // No kinds folder: the skeleton's and the Return's names still count.
  }
  return (shipped = new Set(texts.flatMap(slotsIn)));
}

function readOr(name: string): string {
  try {
    return readPrompt(name);
  } catch {
    return '';
  }
}
