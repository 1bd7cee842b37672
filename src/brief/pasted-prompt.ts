// A handoff whose work is stated inside a fenced block meant to be pasted into the next session ("## Start
// prompt (paste this)" over ```text "You are picking up … Deliver: … First, run …"; or the whole handoff as a
// ```markdown block after "Copy this into the new session:"). The block is the one place that states the
// task, so its text is the brief's text: the fence lines are blanked (every line keeps its number) and the
// reader reads what was inside as prose and headings. Only such a block: code under any other heading, a
// fence naming a language ("```bash"), stays code. Pure.

import { headingScore, holdsKeyPhrase, toPhrase } from './headings.js';
import { lazyRegExp } from './lazy-regexp.js';

/** The 0-based lines inside each prompt block unfenced (first, end exclusive), by the parsed document's
 *  blocks (body.ts sets them; the pass that reads them, prose-readers.ts pastedPrompt, finds them there). */
export const PROMPT_LINES = new WeakMap<object, { from: number; to: number }[]>();

/** A fence's info words that may wrap a prompt: none, plain text, markdown. A language is code. */
const PROMPT_INFO = /^(?:|text|txt|plain|plaintext|prompt|markdown|md|gfm|commonmark)$/;
/** A fence's opening: its marks, then its info word (the rest of the line may hold no backtick: fenceAt).
 *  Both expressions are linear: a long line of "# # #" or of letters costs its length, not its square. */
const FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*([^`\s]*)/;
const fenceAt = (l: string): RegExpExecArray | null => {
  const f = FENCE.exec(l);
  return f && !l.slice(f[0].length).includes('`') ? f : null;
};
/** An ATX heading's text (its closing "#"s and blanks are cut in headingText). */
const ATX = /^ {0,3}#{1,6}(?:[ \t]+(.*))?$/;
function headingText(m: RegExpExecArray): string {
  const t = m[1] ?? '';
  let end = t.length;
  while (end > 0 && (t[end - 1] === ' ' || t[end - 1] === '\t' || t[end - 1] === '#')) end--;
  return t.slice(0, end);
}
/** A line that hands the block over ("Copy this into the new session:", "**Paste this to start:**"): short,
 *  closing on a colon (or all bold), holding a phrase of brief.pasteLine. */
const LEAD_LINE = lazyRegExp(() => /^[ \t>]*(?:[*_]{2})?(.{3,140}?)(?:[*_]{2})?[ \t]*[:：](?:[*_]{2})?[ \t]*$|^[ \t>]*(?:\*\*|__)(.{3,140}?)(?:\*\*|__)[ \t]*$/u);

/** The text with each prompt block's fence lines blanked, and where the blocks were (0-based lines). */
export function withPromptsUnfenced(text: string): { text: string; prompts: { from: number; to: number }[] } {
  if (!/^ {0,3}(?:`{3,}|~{3,})/m.test(text)) return { text, prompts: [] };
  const lines = text.split('\n');
  const prompts: { from: number; to: number }[] = [];
  let heading: string | null = null;
  let last = -1; // the last non-blank line outside code
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!.replace(/\r$/, '');
    const f = fenceAt(l);
    if (!f) {
      const h = ATX.exec(l);
      if (h) heading = headingText(h);
      if (l.trim()) last = i;
      continue;
    }
    // Its closing line: the same mark, at least as long, alone.
    const close = new RegExp(`^ {0,3}${f[1]![0] === '`' ? '`' : '~'}{${f[1]!.length},}[ \\t]*$`);
    let j = i + 1;
    while (j < lines.length && !close.test(lines[j]!.replace(/\r$/, ''))) j++;
    const before = last >= 0 ? lines[last]!.replace(/\r$/, '') : '';
    const underHeading = heading !== null && last >= 0 && ATX.test(before) && saysPaste(heading);
    const whole = !underHeading && !handsOver(before) && wholePrompt(lines, i, j);
    if (j < lines.length && PROMPT_INFO.test(f[2]!.toLowerCase()) && (underHeading || handsOver(before) || whole) && j - i > 1 && saysSomething(lines, i + 1, j)) {
      lines[i] = '';
      lines[j] = '';
      // (A document that is the fence: its first line, a name over the fence's first heading ("PoolAI — docs sync" /
      // "## State"), is the prompt's own title, no sentence of an intro: it heads a part of its own, so no answer
      // reads it as the reason for the work.)
      if (whole) titleLine(lines, i + 1, j);
      prompts.push({ from: i + 1, to: j });
    }
    last = j < lines.length ? j : last;
    i = j;
  }
  return prompts.length ? { text: lines.join('\n'), prompts } : { text, prompts };
}

/** A fence that is the document (opened at line `open`, closed at `close`): outside it only the title, and
 *  lines that date or mark the document (a rule, "**Updated:** 2026-05-27", a date). Then the fence is its
 *  text, whatever the title says ("# PoolAI — sync" over one fence holding "## State", "## Next session").
 *  Or a title that names a prompt for the next session over it ("# Next session prompt (PoolAI)",
 *  "# Промпт наступної сесії"), with only such lines between: the text after the fence is then read as well. */
function wholePrompt(lines: string[], open: number, close: number): boolean {
  // (Not a fence of YAML keys, "title: …" / "why: …" / "dead_ends:" / "  - …": a brief written as front matter, which
  // the front matter reader reads key by key.)
  if (yamlKeys(lines, open + 1, close)) return false;
  let title: string | null = null;
  for (let k = 0; k < open; k++) {
    const l = lines[k]!.replace(/\r$/, '').trim();
    if (!l) continue;
    const h = ATX.exec(l);
    if (h && title === null && !/^#{2,}/.test(l)) { title = headingText(h); continue; }
    if (!marksDocument(l)) return false;
  }
  if (title !== null && saysPaste(title)) return true;
  for (let k = close + 1; k < lines.length; k++) {
    const l = lines[k]!.replace(/\r$/, '').trim();
    if (l && !marksDocument(l)) return false;
  }
  return true;
}

/** Lines [from, to) that are YAML keys: each non-blank one a `key: value` or `key:` line, or an indented item or
 *  continuation under one, the first a key. */
function yamlKeys(lines: string[], from: number, to: number): boolean {
  let keys = 0;
  for (let k = from; k < to && k < from + 400; k++) {
    const l = lines[k]!.replace(/\r$/, '');
    if (!l.trim()) continue;
    if (YAML_KEY.test(l)) keys++;
    else if (!keys || !/^[ \t]+\S/.test(l)) return false;
  }
  return keys >= 2;
}
const YAML_KEY = lazyRegExp(() => /^[\p{L}_][\p{L}\p{N}_-]{0,40}:(?:[ \t]|$)/u);

/** The first line of the fence's text [from, to) made a heading of its own when it is a name (one line, at most 100
 *  characters, no stop, colon or markup closing it) with a heading right after it. */
function titleLine(lines: string[], from: number, to: number): void {
  let k = from;
  while (k < to && !lines[k]!.trim()) k++;
  const l = lines[k]?.replace(/\r$/, '').trim() ?? '';
  if (k >= to || !l || l.length > 100 || ATX.test(l) || /[.。!！?？:：*_`|>]$/u.test(l) || /^[-*+>|#]|^\d{1,3}[.)]\s/u.test(l)) return;
  let n = k + 1;
  while (n < to && !lines[n]!.trim()) n++;
  if (n < to && n > k + 1 && ATX.test(lines[n]!.replace(/\r$/, ''))) lines[k] = `# ${l}`;
}

/** A line that dates or marks a document, not its text: a thematic break, a bold label opening the line
 *  ("**Updated:** …", "**Оновлено:** …"), a line that is a date ("2026-05-27", "_Last updated 27 May 2026_"). */
const MARK_LINE = lazyRegExp(() => /^(?:(?:[-*_][ \t]*){3,}|(?:\*\*|__)[^*_\n]{1,40}?[:：][ \t]*(?:\*\*|__).{0,300}|[^\n]{0,40}(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)[^\n]{0,40})$/u);
const marksDocument = (l: string): boolean => l.length <= 400 && MARK_LINE.test(l);

/** A prompt is written to an agent: some line of it is a sentence (five words or more, four of them words
 *  of letters, not opening as a command, a comment or a list of flags would). A block of commands under
 *  "## Paste this" stays code. A list item's marker is no part of its sentence: a prompt's rules are often a
 *  list ("- Follow the milestone order …", "- 계획의 마일스톤 순서를 따르고 …"). */
function saysSomething(lines: string[], from: number, to: number): boolean {
  for (let k = from; k < to && k < from + 200; k++) {
    const l = lines[k]!.trim().replace(/^(?:[-*+]|\d{1,3}[.)])[ \t]+(?=\p{L})/u, '');
    if (l.length > 2000 || !/^[\p{L}*_"'“«]/u.test(l)) continue;
    const words = l.split(/\s+/);
    if (words.length >= 5 && words.filter((w) => /^[\p{L}][\p{L}'’-]*[,.:;!?]?$/u.test(w)).length >= 4) return true;
    // (A line of a language written without spaces: ten of its letters or more.)
    if ((l.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0) >= 10) return true;
  }
  return false;
}

/** Whether a heading names a prompt to paste ("Start prompt (paste this)", "Prompt for the next session",
 *  "启动提示词", "再開用プロンプト"): brief.pastePrompt, its parenthetical read too. */
export function saysPaste(heading: string): boolean {
  const inner = /[(（]([^()（）]{1,60})[)）]\s*$/.exec(heading)?.[1];
  return headingScore(heading, 'brief.pastePrompt') >= 2 || (inner !== undefined && headingScore(inner, 'brief.pastePrompt') >= 2);
}

/** Whether the line right above a fence hands it over to paste ("Copy this into the new session:"). */
export function handsOver(line: string): boolean {
  const m = LEAD_LINE.exec(line);
  const words = m?.[1] ?? m?.[2];
  if (!words) return false;
  return holdsKeyPhrase(toPhrase(words), 'brief.pasteLine');
}
