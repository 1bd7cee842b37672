// A heading that opens with a severity word and the writer's id for the finding ("## BLOCKER B3 — wedge loop defeats
// idle-stop", "## MAJOR M1 — …", "## KRITISCH K2: …", "## BLOQUANT B1 — …", "## КРИТИЧНО К1 — …", "## 严重 S1：…"): a
// finding, whatever other section holds the rest ("## Minor / non-blocking"), its severity that word (QA 41 class 10).
// A severity word with no id after it ("## Major changes", a changelog's section) is no such heading. Pure.

import { headingSeverity } from './findings.js';
import { lazyRegExp } from './lazy-regexp.js';

/** The word, then an id of letters and digits ("B3", "M1", "SEC-2", "К1"), then a dash, colon, stop or the end. */
const LEAD = lazyRegExp(() => /^[ \t]*(?:#{1,6}[ \t]+)?(?:\*\*|__)?(\p{L}[\p{L}\p{M}]{0,19})(?:\*\*|__)?[ \t]*(?:\*\*|__)?(\p{Lu}{1,4}-?\d{1,4}[a-z]?|\d{1,4})(?:\*\*|__)?(?=[ \t]*(?:[—–―:：.]|--?[ \t])|[ \t]*$)/u);

/** The severity a "BLOCKER B3 — …" heading states, else undefined. */
export function severityIdHeading(heading: string): string | undefined {
  const m = LEAD.exec(heading);
  return m ? headingSeverity(m[1]!) : undefined;
}
