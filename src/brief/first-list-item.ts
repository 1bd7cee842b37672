// Where a section's list of work starts: its first open item (or step heading), the items of a list, a series of
// phases or of numbered parts, a table's first row. Pure.

import { saysDone } from './loose-headings.js';
import { parentIndexes } from './section-body.js';
import { headingScore, headingTable, toPhrase } from './headings.js';
import { sectionText, type ParsedDoc, type Section } from './document.js';
import { markedDecided } from './heading-marks.js';
import { tableRule } from './lifted-lines.js';
import { opensWith } from './says-why.js';
import type { Block } from './blocks.js';
import { saysOutOfScope } from './out-of-scope-items.js';
import { innermost } from './assignment-state.js';
import { DONE_TEXT, groupDone, listItemDone, opensDone } from './done-item-text.js';

/** Whether a heading names the rules to respect (field.constraints, its whole name or a CJK compound's head). */
export function namesConstraints(heading: string): boolean {
  return headingScore(heading, 'field.constraints') >= 4 || cjkHeadIs(heading, 'field.constraints');
}

/** Whether a CJK heading, a bracketed note after it aside, ends with a phrase of a list of two characters or more
 *  ("計測するときの必須事項(ここを外すと今日と同じ穴に落ちる)" ends with "必須事項"): a compound whose head names it. */
export function cjkHeadIs(heading: string, key: string): boolean {
  const head = heading.replace(/[(（][^()（）]*[)）]\s*$/u, '').replace(/[*_`#\s]+$/u, '');
  const h = toPhrase(head);
  if (!h.cjk || head.length > 40) return false;
  return (headingTable().get(key) ?? []).some((q) => q.cjk && q.flat.length >= 2 && h.flat.endsWith(q.flat));
}

/** The first unticked item of a top-level task list ("- [ ] Switch to a multi-stage build"): its line and
 *  its first line's text, without the box. */
export function firstOpenItem(doc: ParsedDoc, notAPlan: (line: number) => boolean): { line: number; text: string } | null {
  for (const b of doc.blocks.top) {
    if (b.token.type !== 'list' || !b.items) continue;
    // Criteria nothing ticks yet are what must hold, not steps; a list with a ticked item is progress.
    const ticked = b.items.some((it) => /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+\[[xX]\]/.test(doc.blocks.lines[it.line] ?? ''));
    if (!ticked && notAPlan(b.line)) continue;
    for (const it of b.items) {
      const m = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+\[ \][ \t]+(\S.*)$/.exec(doc.blocks.lines[it.line] ?? '');
      if (m) return { line: it.line, text: wholeItem(doc, it, m[1]!) };
    }
  }
  return null;
}

/** A list item's own text whole: its first line's text (after its bullet, given) and the lines its text runs
 *  on to, a hard-wrapped item ("1. **Die drei WIP-Pakete zu Ende bringen.** Jeweils ein neuer Agent mit dem" /
 *  "   ursprünglichen Auftrag plus …"), each without its indent. Not its nested lists or later paragraphs. */
export function wholeItem(doc: ParsedDoc, it: { line: number; end: number; blocks: { token: { type: string }; line: number; end: number }[] }, first: string): string {
  const lead = it.blocks[0];
  const end = lead && lead.line === it.line && (lead.token.type === 'text' || lead.token.type === 'paragraph') ? Math.min(lead.end, it.end) : it.line + 1;
  const more: string[] = [];
  for (let i = it.line + 1; i < end; i++) {
    const l = doc.blocks.lines[i]!.trim();
    if (!l || doc.blocks.literal[i]) break;
    more.push(l);
  }
  return more.length ? [first.trim(), ...more].join('\n') : first.trim();
}

/** How many list items a section's lines hold (a numbered list broken by code blocks, "1. …" ``` "2. …", is
 *  one list to a reader), counted up to 2. */
export function listItems(doc: ParsedDoc, s: Section): number {
  let n = 0;
  for (const b of doc.blocks.top) {
    if (b.line < s.start || b.line >= s.end || b.token.type !== 'list' || !b.items) continue;
    n += b.items.length;
    if (n >= 2) return n;
  }
  // (Steps written as sub-headings, "### Step 1: …", "### Step 2: …", are its items too.)
  return Math.max(n, stepHeadings(doc, s).length);
}

/** The sub-sections right below a section that stand before any list of its own ("## Next steps" over
 *  "### Step 1: clean the repo", "### Step 2: …"): a plan written as headings, one step each. Empty when
 *  the section lists its steps (a list above its first sub-heading) or has fewer than two. */
export function stepHeadings(doc: ParsedDoc, s: Section): Section[] {
  const i = doc.sections.indexOf(s);
  if (i < 0) return [];
  const parent = parentIndexes(doc.sections);
  const kids = doc.sections.filter((_x, j) => parent[j] === i);
  if (kids.length < 2) return [];
  const list = doc.blocks.top.find((b) => b.line >= s.start && b.line < kids[0]!.line - 1 && b.token.type === 'list');
  return list ? [] : kids;
}

/** A step's heading without its number or label ("PASSO 1: Limpar o erro", "Шаг 1 — мёртвые компоненты",
 *  "1. Verify access": the words after it; a counter after the number is the label too, "1단계: …", "第1步：…"). */
const stepTitle = (h: string) => (priorityTagged(h) ? h.replace(/^[^\p{L}\p{N}]+/u, '').replace(/[*_]+/g, '').trim() : h.replace(/^[^\p{L}\p{N}]*(?:[\p{L}]{1,12}[ \t]*)?\d{1,3}(?:\.\d{1,3})*(?:[ \t]?(?:단계|번째 단계|번째|步|段階))?[.)]?[ \t]*(?:[:：—–-][ \t]*)?(?=\S)/u, '').replace(/^[*_]+|[*_]+$/g, '').trim()) || h;
/** A step tagged with its priority ("P0：計測", "**P1** — cache"): the tag says how urgent the step is, not
 *  which step it is; it stays in the step's words (N9-B2). */
const priorityTagged = (h: string) => /^[^\p{L}\p{N}]*P\d(?![\p{L}\p{N}])/u.test(h.replace(/[*_`]+/g, ''));

/** The first word of a heading, lower case, without numbering or marks ("## 2. Session B — x": "session"). */
const leadWord = (h: string) => /\p{L}[\p{L}\p{N}]*/u.exec(h)?.[0].toLowerCase();

/** Whether a section is the first of a series ("## Session A — …" beside "## Session B — …": one part of a
 *  plan, not an overview): another section at its level opens with the same word. */
export function firstOfSeries(doc: ParsedDoc, s: Section): boolean {
  const w = leadWord(s.heading);
  return w !== undefined && doc.sections.some((y) => y !== s && y.level === s.level && leadWord(y.heading) === w);
}

/** Whether a section's own text opens with a paragraph of prose (not a list, a table, code or a label). */
export function opensWithProse(doc: ParsedDoc, s: Section): boolean {
  const b = doc.blocks.top.find((x) => x.line >= s.start && x.line < s.end && x.token.type !== 'space');
  if (!b || b.token.type !== 'paragraph') return false;
  const text = doc.blocks.lines[b.line]!.trim();
  return /^[\p{L}\p{N}*_"“«「(]/u.test(text) && text.length >= 12;
}

/** The first row of a table (its cells but a leading number, joined "a — b") or the first item of a list
 *  in these lines, and its line among them; null when they hold neither. */
export function firstRow(lines: readonly string[]): { line: number; text: string } | null {
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (/^[ \t]*\|.*\|[ \t]*$/.test(l) && tableRule(lines[i + 1])) {
      for (let j = i + 2; j < lines.length && /^[ \t]*\|/.test(lines[j]!); j++) {
        const cells = lines[j]!.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
        const words = (/^#?\d{1,3}[.)]?$/.test(cells[0] ?? '') ? cells.slice(1) : cells).filter(Boolean);
        if (words.length) return { line: j, text: words.join(' — ') };
      }
      return null;
    }
    const m = /^(?:[-*+]|\d{1,3}[.)])[ \t]+(\S.*)$/.exec(l);
    if (m) return { line: i, text: m[1]!.trim() };
  }
  return null;
}

/** The sections of a plan in phases: the first run of two or more sibling sections (one level, one
 *  parent) whose headings open with a phase word and a number ("🔴 Phase 1: …", "FASE 2 —", "Этап 3"). */
export function phaseSeries(doc: ParsedDoc): Section[] {
  const parent = parentIndexes(doc.sections);
  const named = (h: string) => {
    const m = /^[^\p{L}\p{N}]*(\p{L}+)[ \t]*\d{1,2}\b/u.exec(h.replace(/[*_`]+/g, ''));
    return m !== null && headingScore(m[1]!, 'brief.phase') >= 4;
  };
  const all = doc.sections.map((x, i) => ({ x, i })).filter(({ x }) => x.level > 0 && named(x.heading));
  for (const { x, i } of all) {
    const run = all.filter((y) => y.x.level === x.level && parent[y.i] === parent[i]).map((y) => y.x);
    if (run.length >= 2) return run;
  }
  return [];
}

/** A step written as a sub-heading, as an item: its heading without its number, and its own text. */
export function headingItem(doc: ParsedDoc, first: Section): { line: number; text: string } {
  const below = doc.sections.find((y) => y.line > first.line && y.level > first.level && y.start < first.end);
  const text = sectionText(doc.blocks.lines.slice(first.start, below ? below.line - 1 : first.end).join('\n'));
  return { line: first.line - 1, text: [stepTitle(first.heading), text].filter(Boolean).join('\n\n') };
}

/** The first open item of the first list in a section's own lines (a ticked one is done), else null. */
export function firstItem(doc: ParsedDoc, s: Section): { line: number; text: string } | null {
  // A plan written as sub-headings: its first step's heading (without its number) and text.
  const steps = stepHeadings(doc, s);
  // (Not a part marked settled, "### 기술 스택 (확정)" over a table of the chosen stack: no step.)
  const open = steps.filter((x) => !markedDecided(x.heading));
  // (Nor a group whose items are all done, "### Today" / "1. ✅ Read the plan"; in the one picked, a done item
  // opening its list is skipped too: its first open item is where to start, done-items.ts.)
  if (open.length) {
    const group = open.find((x) => !DONE_TEXT.test(x.heading) && !groupDone(doc, x)) ?? open.find((x) => !DONE_TEXT.test(x.heading)) ?? open[0]!;
    const doneSkipped = opensDone(doc, group) || open.slice(0, open.indexOf(group)).some((x) => groupDone(doc, x));
    return (doneSkipped ? firstItem(doc, group) : null) ?? headingItem(doc, group);
  }
  for (const [at, b] of doc.blocks.top.entries()) {
    if (b.line < s.start || b.line >= s.end) continue;
    if (b.token.type !== 'list' || !b.items) continue;
    // (Not a list under a part of it marked done, "**Prioridade 1 — Concluída**": nothing there is open.)
    const part = innermost(doc, b.line);
    if (part && part !== s && part.level > 0 && saysDone(part.heading)) continue;
    // (Nor under a part that names the rules, "### 計測するときの必須事項" / "1. **`npm run test:perf` を使う。**": rules to
    // respect, no step.)
    if (part && part !== s && part.level > 0 && namesConstraints(part.heading)) continue;
    // (A choice between its items, "Pick a track with the client:" / "- Roll out the kit" / "- OR a theme for v2":
    // the first step is to choose, the line that asks for it, not the first alternative.)
    const choose = choosingLead(doc, s, at, b);
    if (choose) return choose;
    for (const it of b.items) {
      const m = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(\[[ xX]\][ \t]+)?(\S.*)$/.exec(doc.blocks.lines[it.line] ?? '');
      // (Nor one that says it is out of scope, "… это вне scope текущей задачи": kept on record, no work.)
      if (m && !listItemDone((m[1] ?? '') + m[2]!) && !saysOutOfScope(wholeItem(doc, it, m[2]!))) return { line: it.line, text: wholeItem(doc, it, m[2]!) };
    }
    return null;
  }
  return null;
}

/** The line over a list of alternatives that asks to choose between them ("Pick a track with the client in
 *  TODO.md:" over "- Roll out the kit" / "- OR a theme for functional_v2", "По TODO.md выбрать с Заказчиком трек:"
 *  over "- …" / "- ИЛИ …"): an item after the first opens with a word of brief.alternative ("or", "oder", "ou",
 *  "или", "或者", "または"), and a paragraph of the section ending with a colon stands right above the list. Its
 *  text without the colon, else null. */
function choosingLead(doc: ParsedDoc, s: Section, at: number, list: Block): { line: number; text: string } | null {
  const items = list.items ?? [];
  const { lines } = doc.blocks;
  const or = headingTable().get('brief.alternative') ?? [];
  const bullet = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?/;
  if (items.length < 2 || !items.slice(1).some((it) => opensWith((lines[it.line] ?? '').replace(bullet, ''), or))) return null;
  let prev = at - 1;
  while (prev >= 0 && doc.blocks.top[prev]!.token.type === 'space') prev--;
  const p = doc.blocks.top[prev];
  if (!p || p.token.type !== 'paragraph' || p.line < s.start || doc.blocks.literal[p.line]) return null;
  const text = lines.slice(p.line, p.end).join('\n').trim();
  if (!/[:：]$/.test(text)) return null;
  return { line: p.line, text: text.replace(/[ \t]*[:：]$/, '') };
}
