// A group of findings named by a linter's middle level ("## Warnings", "## Advertencias", "### Предупреждения"):
// every linter, compiler and review bot ranks a warning below an error or a blocker and above a note or a
// suggestion, so the group states medium for its findings, alone as beside a group that names a level (a
// verification's "## Critical findings" / "- None" / "## Warnings"). Read only for the severity of findings the
// document already groups there; the words name no group of findings (prompts/severities.txt `own`). Pure, but
// for the words read from prompts/.

import { readPrompt } from '../paths.js';
import { groupName, parsePrefixedWords } from './finding-groups.js';

let ownRes: Map<string, string> | undefined;
const ownWords = () => (ownRes ??= parsePrefixedWords(readPrompt('severities.txt'), 'own'));

/** The severity a group's heading states by its own words alone ("Warnings (edge cases)" -> medium), or undefined. */
export const ownGroupLevel = (heading: string): string | undefined => ownWords().get(groupName(heading));
