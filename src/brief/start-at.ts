// Where a heading says to start among the work's numbered parts ("## Handoff for the next agent (start at Task 3)",
// "## Übergabe (weiter bei Schritt 2)", "## 交接（从任务 3 开始）", "## 引き継ぎ（タスク3から）"), and the part it names in the
// document: a table's row ("| 3 Shared types | Not started |") or a list's item ("- Task 3: …"), not a heading ("### Task 3"
// names a part of the document as often as one of the work). That part is where to start; a table's or list's parts from
// it on are the work left. Pure.

import { headingTable, holdsKeyPhrase, indexOfRun, toPhrase, type Phrase } from './headings.js';
import { escapeRegExp as escape } from './keyed-words.js';
import { rawCells as cellsOf } from './table-cells.js';
import type { ParsedDoc, Section } from './document.js';
import { tableRule } from './lifted-lines.js';
import { statusColumn } from './table-columns.js';

/** The part a heading says to start at: its number and, when it says one, the name before it ("Task", "tarea"). */
export interface StartAt {
  name: string | null;
  n: string;
}

/**
 * The part a heading (or a bracketed note of it) says to start at: a phrase of brief.startAt ("start at", "beginne bei",
 * "empieza por") followed by a name and a number ("start at Task 3"); in Chinese and
 * Japanese a number between brief.startAtBefore and brief.startAtAfter ("从任务 3 开始", "タスク3から"). Null when it says none.
 */
export function startAtOf(heading: string): StartAt | null {
  if (!addressesHandover(heading)) return null;
  const t = headingTable();
  const texts = [heading, ...[...heading.matchAll(/[(（]([^()（）]{2,80})[)）]/gu)].map((m) => m[1]!)];
  for (const text of texts) {
    const h = toPhrase(text);
    if (h.cjk) {
      const hit = cjkStart(text, t.get('brief.startAtBefore') ?? [], t.get('brief.startAtAfter') ?? []);
      if (hit) return hit;
      continue;
    }
    for (const p of t.get('brief.startAt') ?? []) {
      if (p.cjk || !p.words.length) continue;
      const at = indexOfRun(h.words, p.words);
      if (at < 0) continue;
      const [a, b] = h.words.slice(at + p.words.length);
      // (Named, "start at Task 3": a bare number may count anything, "Start with 2 replicas".)
      if (a !== undefined && b !== undefined && /^\p{L}/u.test(a) && NUMBER.test(b)) return { name: a, n: b };
    }
  }
  return null;
}
const NUMBER = /^\d{1,3}$/;

/** Whether a heading addresses the hand-over or whoever takes the work next ("Handoff for the next agent", "Übergabe",
 *  "交接", "引き継ぎ": title.brief, brief.nextAgent, brief.handoverNotes): only there does "start at Task 3" tell the
 *  reader where to begin; elsewhere it tells of the past or a setting ("Environment (starting with Python 3)"). */
function addressesHandover(heading: string): boolean {
  const p = toPhrase(heading);
  return ['title.brief', 'brief.nextAgent', 'brief.handoverNotes'].some((k) => holdsKeyPhrase(p, k));
}

/** "从任务 3 开始", "タスク3から", "从第 3 步开始": a number right before a word of `after` (a counter of up to two letters
 *  between, "步"), with the letters before it as its name (a word of `before` and an ordinal "第" off); null without a
 *  name or a counter ("从 3 开始" may count anything). */
function cjkStart(text: string, before: readonly Phrase[], after: readonly Phrase[]): StartAt | null {
  const ends = after.map((p) => p.flat).filter(Boolean).map(escape);
  if (!ends.length) return null;
  const flat = text.replace(/\s+/g, '');
  for (const m of flat.matchAll(new RegExp(`(\\p{L}{0,8}?)#?(\\d{1,3})(\\p{L}{0,2}?)(?:${ends.join('|')})`, 'gu'))) {
    let name = m[1]!;
    const lead = before.find((p) => p.flat && name.startsWith(p.flat));
    if (lead) name = name.slice(lead.flat.length);
    name = name.replace(/^第/u, '');
    if (name || m[3]) return { name: name || null, n: m[2]! };
  }
  return null;
}

/** The part a start names, found in the document's lines outside the heading that names it: the first table row whose
 *  first cell opens with it ("3 Shared types", "Task 3"), else the first list item that does. Its line, its text (a
 *  row's cells but its status columns, joined " — "), and the lines of the parts from it on to the end of its table or
 *  list (a table with its header), the work left. Null when none opens with it. */
export function startPart(doc: ParsedDoc, at: StartAt, not: Section): { line: number; text: string; rest: string } | null {
  const { lines, literal } = doc.blocks;
  // (A row's first cell may leave the name out, "| 3 Shared types |"; an item says it, "- Task 3: …".)
  const n = at.n.replace(/^#/, '');
  const name = at.name ? `${escape(at.name.toLowerCase())}[ \\t]*` : '';
  const loose = new RegExp(`^(?:${name})?#?${n}(?![\\d.,]\\d|\\d)`, 'u');
  const named = new RegExp(`^${name}#?${n}(?![\\d.,]\\d|\\d)`, 'u');
  const opens = (cell: string, re = loose) => re.test(cell.replace(/[*_`]+/g, '').trim().toLowerCase());
  for (let i = 0; i < lines.length; i++) {
    if (literal[i] || i === not.line - 1) continue;
    const l = lines[i]!;
    if (/^[ \t]*\|.*\|[ \t]*$/.test(l) && tableRule(lines[i + 1])) {
      const header = cellsOf(l);
      let j = i + 2;
      for (; j < lines.length && /^[ \t]*\|/.test(lines[j]!); j++) {
        const cells = cellsOf(lines[j]!);
        if (!cells.length || !opens(cells[0]!)) continue;
        let end = j + 1;
        while (end < lines.length && /^[ \t]*\|/.test(lines[end]!)) end++;
        const text = cells.filter((c, k) => c && !(k > 0 && statusColumn(header[k] ?? ''))).join(' — ');
        return { line: j, text, rest: [l, lines[i + 1]!, ...lines.slice(j, end)].join('\n') };
      }
      i = j - 1;
      continue;
    }
    const item = /^([ \t]*)(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?(\S.*)$/.exec(l);
    if (item && at.name && opens(item[2]!, named)) {
      let end = i + 1;
      while (end < lines.length && (lines[end]!.trim() === '' ? /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]/.test(lines[end + 1] ?? '') : /^[ \t]/.test(lines[end]!) || /^(?:[-*+]|\d{1,3}[.)])[ \t]/.test(lines[end]!))) end++;
      return { line: i, text: item[2]!.trim(), rest: lines.slice(i, end).join('\n').trimEnd() };
    }
  }
  return null;
}
