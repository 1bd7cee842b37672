// Which sections give findings in a return none of whose headings the tool can read (QA 53 class 1, QA 52 class 1).
//
// A return in a language the heading tables do not know ("## ממצאים", "## ข้อค้นพบ", or any other) names no section: the
// tool used to read every section as a group of findings, so its summary bullets, its check matrix and its fixes
// became findings, about twenty per document. A person who cannot read the headings still sees which section lists
// problems: its items carry a severity ("Critical", "🔴") or the writer's ids ("BUG-06", "[UX-1]"). A table or list of
// checks, each row closed by a result mark ("☑", "✗", "PASS"), records checks run; plain bullets and prose say
// something else. The rule: when some section's items carry such marks, those sections give the findings and the
// others are kept under their headings; when none does, nothing tells them apart and every section is read as before.
// Pure: the caller gives what a section's text carries.

import type { Tokens } from 'marked';
import type { Block } from './blocks.js';
import { lazyRegExp } from './lazy-regexp.js';

/** What a section of a return shows of its items. */
export interface SectionMarks {
  /** Its heading: a level or a problem's mark on it marks the section ("## 🟡 Minor: footer link broken", "## ❗ …"). */
  heading: string;
  /** Its blocks, in order (sub-sections' too). */
  blocks: readonly Block[];
  /** Its lines' text, by line index. */
  lines: readonly string[];
}

/** A cell or an item's lead that is a check's result only. */
const RESULT_MARK = /^[ \t*_`]*(?:[☑✓✔✅❌✗✘☐⬜]|\[[ xX]\]|pass(?:ed)?|fail(?:ed)?|ok|n\/a|go|no-go)[ \t*_`.]*$/iu;
/** The writer's id: "BUG-06", "P-1", "UX-001", "SEC1", in brackets or not. */
const ID = lazyRegExp(() => /^[ \t*_`[]*\p{Lu}{1,8}-?\d{1,4}[a-z]?[\]*_` \t]*$/u);
const ITEM_ID = lazyRegExp(() => /^[ \t]*(?:[-*+]|\d{1,3}[.)])?[ \t]*[*_`]{0,2}\[?\p{Lu}{1,8}-?\d{1,4}[a-z]?\]?[*_`]{0,2}(?=[ \t:.—–-])/u);

const cellText = (c: { text: string }) => c.text.trim();
/** A problem's mark on a heading. */
const PROBLEM_MARK = /[❗❌⚠🔴🟠🟡🐛🚨⛔✖]/u;

/** A table whose rows mostly hold a cell that is a check's result only ("| T1 | Menu | ☑ | … |"). */
function checkTable(t: Tokens.Table): boolean {
  if (!t.rows.length) return false;
  const marked = t.rows.filter((r) => r.some((c) => RESULT_MARK.test(cellText(c)))).length;
  return marked * 2 >= t.rows.length;
}

/** A section that is a table of checks and nothing else but prose ("## Preconditions (Go / No-Go)" / "| G4 | Pages
 *  done | ✗ | … |"): checks run, each row closed by its result; beside a section named for the findings, its failed
 *  checks are what those findings state, and it is kept under its heading (read-return.ts). */
export function checkTableOnly(t: { blocks: readonly Block[]; children: readonly unknown[] }): boolean {
  if (t.children.length || !t.blocks.some((b) => b.token.type === 'table')) return false;
  return t.blocks.every((b) => b.token.type === 'space' || b.token.type === 'paragraph' || (b.token.type === 'table' && checkTable(b.token as Tokens.Table)));
}

/** A table whose rows mostly open with the writer's id, no check's result in them. */
function idTable(t: Tokens.Table): boolean {
  if (t.rows.length < 2 || checkTable(t)) return false;
  return t.rows.filter((r) => r.length > 1 && ID.test(cellText(r[0]!))).length * 2 > t.rows.length;
}

/**
 * Whether a section carries a finding's marks: its heading a level or a problem's mark, an item, row or paragraph that
 * states a severity (`severity`), or two items or rows led by the writer's ids. A table of checks counts for nothing.
 */
export function carriesFindingMarks(s: SectionMarks, severity: (text: string) => boolean, tally: (b: Block) => boolean = () => false): boolean {
  if (PROBLEM_MARK.test(s.heading) || severity(s.heading)) return true;
  let ids = 0;
  for (const b of s.blocks) {
    // (A tally of findings by level, "| High | 2 | cache key, index |", counts them: no findings of its own.)
    if (b.token.type === 'table' && tally(b)) continue;
    if (b.token.type === 'table') {
      const t = b.token as Tokens.Table;
      if (checkTable(t)) continue;
      if (idTable(t)) return true;
      if (t.rows.some((r) => r.some((c) => severity(cellText(c))))) return true;
    } else if (b.token.type === 'list') {
      for (const it of b.items ?? []) {
        const first = s.lines[it.line] ?? '';
        if (RESULT_MARK.test(first.replace(/^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+/, '').split(/[ \t]/, 1)[0] ?? '')) continue;
        if (severity(first)) return true;
        if (ITEM_ID.test(first)) ids++;
      }
    } else if (b.token.type === 'paragraph') {
      const first = s.lines[b.line] ?? '';
      if (severity(first)) return true;
      if (ITEM_ID.test(first)) ids++;
    }
  }
  return ids >= 2;
}

/** The indexes of the sections to keep under their headings: those without marks, when some section carries them. */
export function unmarkedBesideMarked(sections: readonly SectionMarks[], severity: (text: string) => boolean, tally?: (b: Block) => boolean): number[] {
  const marked = sections.map((s) => carriesFindingMarks(s, severity, tally));
  if (!marked.includes(true)) return [];
  return marked.flatMap((m, i) => (m ? [] : [i]));
}

/** A section's blocks with its sub-sections' (a finding tree of findings.ts). */
export function treeBlocks(t: { blocks: readonly Block[]; children: readonly { blocks: readonly Block[]; children: readonly unknown[] }[] }): Block[] {
  return [...t.blocks, ...t.children.flatMap((c) => treeBlocks(c as Parameters<typeof treeBlocks>[0]))];
}
