import type { Section } from './document.js';
import { nestedIn } from './section-body.js';
import { counterNouns } from './entry-title.js';
import { escapeRegExp } from './keyed-words.js';
import { lazyRegExp } from './lazy-regexp.js';
import { hasSeverity } from './findings.js';
import { saysProblem } from './problem-words.js';

/**
 * Is the section above `i` an area of an audit that names nothing itself ("## 1–2. Telegram bot (`apps/bot`) — 24 items",
 * "## 3. Web admin panel"), one of two or more such sibling areas, none above it named either? An audit by area writes
 * each area's findings under sub-headings of their own ("### BROKEN findings", "### Temuan SUSPECT"), after the area's
 * notes: those sub-headings hold findings however much prose the area opens with (QA 52 class 4).
 */
export function areaOfAudit(all: Section[], parent: number[], i: number, best: Map<Section, string>): boolean {
  const p = parent[i]!;
  if (!inArea(all, parent, i, best)) return false;
  // (Not where a section named for findings stands outside every area, "## Acceptance verdict" / "### Defects found and
  // fixed" after test cases "## TC-03: …" / "### Key findings and fixes": those are what each run met and fixed, the
  // findings are where the return names them.)
  if (all.some((x, j) => best.get(x) === 'findings' && !inArea(all, parent, j, best))) return false;
  const siblings = all.filter((_, j) => j !== p && parent[j] === parent[p] && all[j]!.level === all[p]!.level && !best.has(all[j]!));
  return siblings.length >= 1;
}

/** Does section `i` sit under sections that all name nothing (one at least)? */
function inArea(all: Section[], parent: number[], i: number, best: Map<Section, string>): boolean {
  if (parent[i]! < 0) return false;
  for (let a = parent[i]!; a >= 0; a = parent[a]!) if (best.has(all[a]!)) return false;
  return true;
}

/**
 * Beside the sections of findings, sub-headings of an audit's areas titled as one finding by a counter a word qualifies
 * ("### Systemic finding #1: `/api/*` untested", "### Temuan sistemik #2: …", "### Critical issue #3 — …"): one finding
 * each, the area's own notes kept under its heading. Only where the sections above name nothing, and a number sign
 * makes the counter: "### Finding types" counts nothing.
 */
export function qualifiedEntries(all: Section[], parent: number[], best: Map<Section, string>, containers: Section[]): Section[] {
  if (!containers.length) return [];
  return all.filter((x, i) => !best.has(x) && !containers.some((c) => c === x || nestedIn(x, c) || nestedIn(c, x)) && inArea(all, parent, i, best) && qualifiedCounter(x.heading));
}

/** A heading led by a counter noun with one word before or after it, then a number sign and its number. */
export function qualifiedCounter(heading: string): boolean {
  return QUALIFIED.test(heading);
}
const QUALIFIED = lazyRegExp(() => {
  const c = counterNouns();
  const nouns = [...c.titled, ...c.numbered].map(escapeRegExp).join('|');
  const word = '\\p{L}[\\p{L}\\p{M}-]*';
  return new RegExp(`^[^\\p{L}\\p{N}]{0,8}(?:${word}[ \\t]+)?(?:${nouns})(?:[ \\t]+${word})?[ \\t]*#\\d{1,4}(?![\\p{L}\\p{N}])`, 'iu');
});

/**
 * Beside an area's sections of findings, its other sub-sections that name nothing and hold a list ("## 3. Web admin
 * panel" / "### Systemic finding #1: …" / "### Backend-complete features without a UI button" / "- **Item 16** — …"):
 * the area's findings too, one per item. Only in an area one of whose sub-sections already holds findings, among two
 * or more sibling areas, none above it named (areaOfAudit's audit by area), and only where every item looks like a
 * finding: "### Pages in this area" / "- Dashboard" / "- Users" is what the area holds, not what is wrong with it.
 */
export function areaLists(all: Section[], parent: number[], best: Map<Section, string>, containers: Section[]): Section[] {
  const holds = new Set(containers);
  return all.filter((x, i) => {
    if (best.has(x) || holds.has(x) || containers.some((c) => nestedIn(x, c) || nestedIn(c, x)) || !inArea(all, parent, i, best)) return false;
    const p = parent[i]!;
    const area = all[p]!;
    // (The area's own sub-sections: one holds findings, the others beside it.)
    if (!all.some((y, j) => parent[j] === p && holds.has(y))) return false;
    const siblings = all.filter((y, j) => j !== p && parent[j] === parent[p] && y.level === area.level && !best.has(y));
    return siblings.length >= 1 && findingItems(x.raw);
  });
}
const LIST_ITEM = /^[ \t]{0,3}(?:[-*+]|\d{1,3}[.)])[ \t]+\S.*$/gm;

/** Does the text hold a list whose every item looks like a finding: led by a bold title ("- **Item 16** — …"), naming
 *  a place in the code ("`catalog.ts:364`", "`routes/api`"), a severity, or a word for a problem ("… never expires")? */
function findingItems(raw: string): boolean {
  const items = [...raw.matchAll(LIST_ITEM)].map((m) => m[0]);
  return items.length > 0 && items.every((t) => BOLD_LEAD.test(t) || PLACE.test(t) || hasSeverity(t) || saysProblem(t));
}
const BOLD_LEAD = /^[ \t]{0,3}(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\*\*|__)\S/;
/** A code span holding a path, a file name or a line ("`routes/api/catalog.ts:364`", "`OrdersPage.tsx`"), or a file
 *  and its line written bare ("checkout.ts:9"). */
const PLACE = /`[^`\n]*(?:[\\/]|\.[A-Za-z]{1,5}\b|:\d)[^`\n]*`|[\w-]\.[A-Za-z]{1,5}:\d/;
