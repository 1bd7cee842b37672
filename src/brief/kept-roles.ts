// Sections whose role in a return is not "problems found", though their items look like findings (QA: extras are the
// largest error on held-out returns): a section's role is read from its label and its shape, and only problem
// sections yield findings. Two roles here, both kept verbatim under their own heading (beside-findings.ts for the
// return's sections, findings.ts for the groups inside a findings section):
//
// - A severity legend: every item (list item or table row) is a severity word and its definition ("- **Critical** —
//   remote code execution", "| 🟢 Low | cosmetic |"), one line each, no code or place in it. By its heading
//   ("## Severity legend", "## Schweregrade", "## 凡例": prompts/headings.txt return.legend), or, with no such word,
//   by its shape alone: three levels at least, each once, in order of rank (a scale, not a list of problems).
// - Findings reported before and resolved since ("## Previously reported — fixed", "## Resolved since last audit",
//   "## Audit history", a changelog of fixes: return.earlier), not named as still open: the state of earlier work.
// - Observations or notes that only describe the state ("## Observations" / "- The service runs as one process":
//   return.observations), no item carrying a severity or a word for a problem (prompts/yes-no.txt problem). A section
//   so named whose items describe problems ("- The retry loop never backs off") stays findings.
//
// Either only beside another section (or group) of findings that stays one: alone, a section is the findings. Words
// are data: prompts/headings.txt (return.legend, return.earlier, return.findings), prompts/outcomes.txt (still open),
// prompts/yes-no.txt (problem), prompts/severities.txt (through findings.ts headingSeverity, severityOf). Pure apart from reading prompts/ once.

import type { Tokens } from 'marked';
import type { Block } from './blocks.js';
import { headingScore, headingTable, toPhrase } from './headings.js';
import { headingSeverity, partSeverity, severityOf } from './findings.js';
import { keyedWords } from './keyed-words.js';
import { saysProblem } from './problem-words.js';
import { marksProblem, passedStatusGroup, saysProblemIn } from './problem-blocks.js';
import type { FindingSection } from './findings.js';
import { readPrompt } from '../paths.js';
import { verdictRead } from './doc-verdict.js';
import { disclaimsFindings, passedProbes, zeroGroup } from './disclaimed-groups.js';
import { LEVEL_RANK } from './level-pairs.js';

export type KeptRole = 'legend' | 'resolved' | 'observed' | 'verdict' | 'disclaimed' | 'zero' | 'probes' | 'checked' | 'signoff';

/** A coloured light or mark before a heading's words, as severity series carry them. */
const LIGHT = /^[ \t]*(?:\d{1,3}(?:\.\d{1,3})*[.)]?[ \t]+)?[🔴🟠🟡🟢🔵🟣⚪⚫]/u;


const MARKER = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?/u;
/** A definition's separator after the level: a spaced dash, a colon, an equals sign, a closing bracket. */
const SEPARATOR = /[ \t]+[—–-]{1,2}[ \t]+|[ \t]*[—–][ \t]*|[ \t]*[:：=][ \t]*/u;
/** Code, a file's place or a link: the text of a finding, never a level's definition. */
const CONCRETE = /`|\]\(|https?:\/\/|[\w-]+\.[a-z]{1,5}(?::\d|\b)|#\d/u;

/** The severity a legend's entry defines ("**High** — exploitable remotely", "🔴 Critical: data loss"), or undefined. */
function entryLevel(level: string, definition: string): string | undefined {
  const def = definition.trim();
  if (!def || def.length > 160 || CONCRETE.test(def)) return undefined;
  const sev = headingSeverity(level.trim());
  return sev !== undefined && LEVEL_RANK[sev] !== undefined ? sev : undefined;
}

/** A list item's first line read as a legend's entry: its level, or undefined. */
function itemLevel(line: string): string | undefined {
  const bare = line.replace(MARKER, '').replace(/[*_]+/g, '').trim();
  const m = SEPARATOR.exec(bare);
  if (!m || m.index === 0 || m.index > 40) return undefined;
  return entryLevel(bare.slice(0, m.index), bare.slice(m.index + m[0].length));
}

/** A table of two columns, each row a level and its definition: the rows' levels, or undefined. */
function rowLevels(t: Tokens.Table): string[] | undefined {
  if (t.header.length !== 2 || !t.rows.length) return undefined;
  const out: string[] = [];
  for (const r of t.rows) {
    const sev = entryLevel((r[0]?.text ?? '').replace(/[*_]+/g, ''), r[1]?.text ?? '');
    if (!sev) return undefined;
    out.push(sev);
  }
  return out;
}

/** The levels a section's own blocks define, when every list item and table row is one entry of a legend (prose
 *  around them aside), or undefined. */
function legendLevels(lines: readonly string[], blocks: readonly Block[]): string[] | undefined {
  const out: string[] = [];
  for (const b of blocks) {
    if (b.token.type === 'list') {
      for (const it of b.items ?? []) {
        // (One line each: a level's definition is a phrase, a finding has a body.)
        if (it.end - it.line > 1 && lines.slice(it.line + 1, it.end).some((l) => l.trim())) return undefined;
        const sev = itemLevel(lines[it.line] ?? '');
        if (!sev) return undefined;
        out.push(sev);
      }
    } else if (b.token.type === 'table') {
      const got = rowLevels(b.token as Tokens.Table);
      if (!got) return undefined;
      out.push(...got);
    } else if (b.token.type === 'heading' || b.token.type === 'code' || b.token.type === 'blockquote') return undefined;
  }
  return out.length ? out : undefined;
}

/** Levels given each once, in order of rank (up or down): a scale. */
function scale(levels: readonly string[]): boolean {
  const r = levels.map((l) => LEVEL_RANK[l]!);
  if (new Set(r).size !== r.length) return false;
  const up = r.every((x, k) => k === 0 || x > r[k - 1]!);
  const down = r.every((x, k) => k === 0 || x < r[k - 1]!);
  return up || down;
}

let open: string[] | undefined;
/** Does the heading say its items are still open ("Previously reported, still open")? */
function saysOpen(heading: string): boolean {
  const h = ` ${heading.toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, ' ').replace(/\s+/g, ' ')} `;
  return (open ??= keyedWords(readPrompt('outcomes.txt'), 'still open')).some((w) => w.length > 3 && h.includes(` ${w} `));
}

const plain = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, ' ').replace(/\s+/g, ' ').trim();

/** Does an item or row say it is still open: a table cell that is a still-open word ("| Still open |", "| Offen |"),
 *  or a phrase of several of its words anywhere ("— not fixed yet")? One word in a title ("Open redirect") is not. */
function itemsSayOpen(lines: readonly string[], blocks: readonly Block[]): boolean {
  const words = (open ??= keyedWords(readPrompt('outcomes.txt'), 'still open'));
  for (const b of blocks) {
    const restated = restatedLines(lines, b);
    for (let i = b.line; i < b.end; i++) {
      if (restated.has(i)) continue;
      const line = lines[i] ?? '';
      if (line.includes('|') && line.split('|').some((cell) => words.includes(plain(cell)))) return true;
      const h = ` ${plain(line)} `;
      if (words.some((w) => w.includes(' ') && h.includes(` ${w} `))) return true;
    }
  }
  return false;
}

let below: string[] | undefined;
/** The lines of a block's items (or rows) that point to where they are reported again ("→ **Not fixed**, see the
 *  finding below", "siehe Befund unten": outcomes.txt `restated below`): open, but counted there, not here. */
function restatedLines(lines: readonly string[], b: Block): Set<number> {
  const phrases = (below ??= keyedWords(readPrompt('outcomes.txt'), 'restated below').map(plain));
  const says = (text: string) => {
    const h = ` ${plain(text)} `;
    return phrases.some((w) => h.includes(` ${w} `));
  };
  const out = new Set<number>();
  const parts = b.token.type === 'list' && b.items?.length ? b.items.map((it) => [it.line, it.end] as const) : [...Array(b.end - b.line)].map((_, k) => [b.line + k, b.line + k + 1] as const);
  for (const [from, to] of parts) if (says(lines.slice(from, to).join(' '))) for (let i = from; i < to; i++) out.add(i);
  return out;
}

/** A list item led by a file's name ("- **cart.js:** …", "1. `src/a.ts` — …"). */
const FILE_LED = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+[*_`]{0,3}[\w./-]{1,80}\.[a-z]{1,5}\b/u;

/** A warning or failure mark in a row ("| ❌ |", "⚠️"). */
const WARN = /[❌⚠❗‼🔴🟠🚨⛔✖❎]/u;

/** Blocks that are lists whose items only describe the state (no severity, no word for a problem), prose aside; two
 *  items at least. */
function stateOnly(lines: readonly string[], blocks: readonly Block[]): boolean {
  let items = 0;
  for (const b of blocks) {
    if (b.token.type === 'space' || b.token.type === 'hr') continue;
    if (b.token.type === 'paragraph') {
      if (saysProblem(lines.slice(b.line, b.end).join('\n'))) return false;
      continue;
    }
    // (A table of notes, "| O1 | tdd-reviewer | Farley Index 8.1/10 — strong behavioral coverage |": each body row an
    // item, none with a severity, a word for a problem or a warning mark; QA 41 doc 13.)
    if (b.token.type === 'table') {
      const rows = lines.slice(b.line + 2, b.end).filter((r) => r.trim() !== '');
      for (const r of rows) if (r.length > 600 || severityOf(r) !== undefined || saysProblem(r) || WARN.test(r)) return false;
      items += rows.length;
      continue;
    }
    if (b.token.type !== 'list') return false;
    for (const it of b.items ?? []) {
      const text = lines.slice(it.line, it.end).join('\n');
      // (An item led by a file, "- **checkout.html:** the total is computed twice", is a remark on that file.)
      if (text.length > 600 || FILE_LED.test(text) || severityOf(text) !== undefined || saysProblem(text)) return false;
      items++;
    }
  }
  return items >= 2;
}

/** The role of a section (or group) that is not "problems found", by its heading and its own blocks: a severity
 *  legend, findings resolved before. The caller asks only beside other findings. */
export function keptRole(heading: string, lines: readonly string[], blocks: readonly Block[]): KeptRole | undefined {
  const findings = headingScore(heading, 'return.findings');
  const earlier = headingScore(heading, 'return.earlier');
  // A verdict line standing alone as a bold line, "**Overall: ❌ Fail** (1 agent with Fix Required findings)", "**Verdict:
  // FAIL**": the review's verdict on the work, nothing under it; never a finding (QA 41 doc 13; doc-verdict.ts labels).
  if (verdictRead(heading)?.kind === 'verdict' && blocks.every((b) => b.token.type === 'space')) return 'verdict';
  // A group whose heading says it holds no findings: "## Additional Notes (not bugs, but worth tracking)", "## Critical
  // Issues (0)" over one line, "## Probes that confirmed behavior is sound (4 passed)" (QA 42 class 5; disclaimed-groups.ts).
  if (disclaimsFindings(heading)) return 'disclaimed';
  if (zeroGroup(heading, blocks)) return 'zero';
  if (passedProbes(heading, lines, blocks)) return 'probes';
  // "### Regression Suite" / "- **Status**: PASS" / "- `tests/test_regressions.py` (3 tests verifying Bugfix #45)": one check
  // that passed, its status says so and nothing in it marks a failure (problem-blocks.ts passedStatusGroup; QA 44 class 7).
  if (passedStatusGroup(lines, { heading, line: 0, blocks: [...blocks], children: [] })) return 'checked';
  // "## Sign-Off" / "- **Gate Cleared**: **YES**", "## Freigabe", "## 签字": who approved the work and when, nothing in it
  // marked as failed (headings.txt return.signOff).
  if (signOffHeading(heading) && !marksProblem(lines, { heading, line: 0, blocks: [...blocks], children: [] })) return 'signoff';
  // (Nor one whose items say some are still open, "| F2 | Currency missing | Still open |": not all resolved since.)
  if (earlier >= 2 && earlier >= findings && !saysOpen(heading) && !itemsSayOpen(lines, blocks)) return 'resolved';
  // (Not a group of a severity series, "## 🔵 Remarques métier" beside "## 🔴 Critique": its light is its level.)
  // A light before the very word, "### 🔵 Observations (2 total)" beside "### 🔴 Fix Required", names the notes all the same (QA 41 doc 13).
  const observed = headingScore(heading, 'return.observations');
  const lit = LIGHT.test(heading);
  const worded = lit ? heading.replace(/[🔴🟠🟡🟢🔵🟣⚪⚫]/gu, '') : heading;
  if (observed >= 3 && headingSeverity(worded) === undefined && partSeverity(worded) === undefined && (!lit || observed >= 4) && stateOnly(lines, blocks)) return 'observed';
  const levels = legendLevels(lines, blocks);
  if (!levels) return undefined;
  const named = headingScore(heading, 'return.legend');
  if (named >= 2 && named >= findings) return 'legend';
  return findings < 2 && levels.length >= 3 && scale(levels) ? 'legend' : undefined;
}

/** A section that tells what the work did or what exists, as context ("## 1. 이번 작업 요약" / a table of areas and what
 *  was built, "## 3. Backend folder structure" over a tree, "## 4. Endpoints by domain" / "### auth" / "- `POST /auth/login`
 *  — login"): named so (prompts/headings.txt return.described) and nothing in its subtree (its sub-headings, items, rows,
 *  prose; code aside) states a problem, marks one (❌ ⚠️, an open box) or carries a severity (problem-blocks.ts
 *  saysProblemIn). Kept under its heading beside the findings; one so named that states problems ("## Arquitectura" /
 *  "- No hay separación entre rutas y controladores") stays findings. The caller asks only beside other findings. */
export function describesWork(lines: readonly string[], t: FindingSection): boolean {
  return headingScore(t.heading, 'return.described') >= 2 && !saysProblemIn(lines, t);
}

/** A heading that opens or closes with a phrase of return.signOff ("## Sign-Off", "## Definitive Verification Sign-Off",
 *  "## Freigabe durch QA", "## 签字"): not one that holds it in its middle, "## El webhook no valida la firma" (the webhook's
 *  signature) or "## Missing approval step in deploy", a problem told about a signature or an approval. */
function signOffHeading(heading: string): boolean {
  const h = toPhrase(heading);
  return (headingTable().get('return.signOff') ?? []).some((p) => {
    if (p.cjk) return p.flat !== '' && (h.flat.startsWith(p.flat) || h.flat.endsWith(p.flat));
    const n = p.words.length;
    if (!n || h.words.length < n) return false;
    const at = (k: number) => p.words.every((w, i) => h.words[k + i] === w);
    // (A word alone only opening a short heading, "## Approval", "## Freigabe durch QA"; at the end, a phrase of two
    // words or more, "Verification Sign-Off": "## Missing approval" is a problem told.)
    return (at(0) && h.words.length <= n + 2) || (n >= 2 && at(h.words.length - n));
  });
}
