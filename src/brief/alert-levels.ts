// A finding written as an alert ("> [!warning] Root token still persists", GitHub's "> [!CAUTION]" over its text,
// Obsidian's "> [!danger]- Title"): the alert's type is the writer's mark of how serious it is, never words of the
// title. Its level (prompts/severities.txt `alert <severity>:`) is the finding's when its own words state none
// ("> [!warning] Critical: audit device off" is critical). Whether an alert of another type ("[!success]",
// "[!note]") is a finding at all is decided where findings are counted, not here. Pure, but for the words read
// from prompts/.

import { readPrompt } from '../paths.js';
import { parsePrefixedWords } from './finding-groups.js';

/** An alert's tag opening a finding's text, its quote marks already taken off: group 1 the type. A fold sign may
 *  follow it ("[!tip]-", "[!faq]+"); the title may follow on the same line or the next. */
const ALERT_LEAD = /^[ \t]*\[!([A-Za-z][\w-]{0,30})\][-+]?[ \t]*/u;

/** The alert's type and the text without its tag ("[!warning] Root token …" -> warning, "Root token …"), or null. */
export function alertLead(text: string): { type: string; rest: string } | null {
  const m = ALERT_LEAD.exec(text);
  if (!m) return null;
  const rest = text.slice(m[0].length);
  return { type: m[1]!.toLowerCase(), rest: rest.startsWith('\n') ? rest.slice(1) : rest };
}

/** prompts/severities.txt `alert <severity>: type, ...`: an alert's type -> its level. */
export const parseAlertLevels = (text: string): Map<string, string> => parsePrefixedWords(text, 'alert');
let levels: Map<string, string> | undefined;

/** The level an alert's type states ("warning" -> medium), or undefined for a type that states none ("note"). */
export const alertLevel = (type: string): string | undefined => (levels ??= parseAlertLevels(readPrompt('severities.txt'))).get(type.toLowerCase());
