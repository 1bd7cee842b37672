// A paragraph led by a bold label that names a part of the work and says nothing was found in it ("**Security —
// explicitly nothing found:** no `shell=True` …", "**Sicherheit: keine Befunde.** …", "**Sécurité — rien trouvé :**
// …"): the writer's account of a part with no finding, never a finding nor a finding's text. Among groups of findings
// under bold lines ("**Tests**" / "- [low] …") it closes the group above it, as a heading would (pseudo-headings.ts).
// Pure.

import { labelOf } from './label.js';
import { statesNothingFound } from './no-findings.js';
import { saysFailed, saysProblem } from './problem-words.js';

/** The heading a paragraph's first line makes when its label names a part and states none for it ("Security —
 *  explicitly nothing found"; "Sicherheit — keine Befunde." of "**Sicherheit: keine Befunde.**"), or null. */
export function nonePartLead(line: string): string | null {
  if (line.length > 2000) return null;
  const l = labelOf(line);
  if (!l || !l.bold || l.bullet || l.label.length > 60) return null;
  // ("**Sicherheit: keine Befunde.** …": the bold runs past the colon over the statement.)
  if (l.close !== undefined) {
    const said = line.slice(l.at, l.close).trim();
    return statesNothingFound(said) ? `${l.label} — ${said}` : null;
  }
  return nonePartHeading(l.label) ? l.label : null;
}

/** A heading that names a part and says nothing was found in it, after a dash ("### Security — nothing found",
 *  "Sicherheit — keine Befunde."): no group of findings. */
export function nonePartHeading(heading: string): boolean {
  if (heading.length > 120) return false;
  const parts = heading.split(/[ \t]+[—–-][ \t]+/u);
  return parts.length >= 2 && statesNothingFound(parts[parts.length - 1]!);
}

/** A section under such a heading (`line`: the line it stands on) that is no finding. A paragraph's bold label holds
 *  its statement ("**Security — nothing found:** no `shell=True`"), its words the account of what was checked. A
 *  heading's body is no finding only when it states nothing wrong: one that names a location (`locationOf`,
 *  findings.ts's "path:line") or states a failure or a problem ("### 3. Rate limit — none found" / "No limiter on
 *  `/login` at all (`api/login.ts:12`).") is the finding the heading undersells; one that itself says none was found
 *  stays the writer's account. */
export function nonePartSection(part: { heading: string; line: string; body: string }, locationOf: (text: string) => string | undefined): boolean {
  if (!nonePartHeading(part.heading)) return false;
  if (!/^ {0,3}#/.test(part.line)) return true;
  return statesNothingFound(part.body) || (locationOf(part.body) === undefined && !saysFailed(part.body) && !saysProblem(part.body));
}
