// The level a single-issue file states of itself in its front matter ("---" / "id: ISSUE-025" / "severity: low" /
// "---", QA 57 doc 14): the issue is the document's one subject, so its findings (the causes found) take that level
// where they state none of their own. The level is written as the findings' outermost group, the front matter's line
// as written ("severity: low"), so it reads back the same from the written return. Only a front matter that names one
// issue (an id, an issue or a title key) and a level key whose value is a level; a plan's "priority: high" beside no
// id states the work's priority, not a finding's. The level keys are prompts/severities.txt's `label:` words. Pure
// apart from reading that file once.

import type { FrontMatterEntry } from './document.js';
import { severityWords } from './severity-words.js';

/** A severity label that is no weak one ("severity", "priority", "重要度"; not "risk"): prompts/severities.txt `label:`. */
const levelKey = (key: string): boolean => {
  const k = key.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return severityWords().labelSet.has(k) && !severityWords().weakLabels.has(k);
};

const ISSUE_KEY = /^(?:id|issue|issue[ _-]?id|ticket|bug|title)$/i;

/** The front matter's level line ("severity: low") when the front matter names one issue, else undefined. */
export function issueLevel(fm: readonly FrontMatterEntry[], level: (heading: string) => string | undefined): string | undefined {
  if (!fm.some((e) => ISSUE_KEY.test(e.key) && e.value.trim())) return undefined;
  const e = fm.find((x) => levelKey(x.key) && x.value.trim() && !x.value.includes('\n'));
  if (!e) return undefined;
  const line = `${e.key}: ${e.value.trim()}`;
  return level(line) ? line : undefined;
}
