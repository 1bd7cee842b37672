// An item whose own verdict says its point is fine: the writer went through the points (files, endpoints, claims)
// and says this one needs nothing. Kept as written, no finding. Two ways a writer states it:
//
// - A verdict closing the item's first line ("- restarts the service only when asked: fine.", "- writes its log to
//   /tmp — OK", "- Schema geprüft: in Ordnung"; QA round 2, R2: such bullets under "### 1.5 Install script — Low"
//   were counted as findings). Only the verdict alone closes it: "…: not fine, drop privileges" and "…: fine, but
//   lock the versions" go on, findings still.
// - A verdict label among the item's own lines ("**Severity**: OK — correct", "Status: ✅ no issue", "Result: PASS",
//   "Ergebnis: Keine Befunde", "判定：問題なし"; QA extras7: a per-item review's "all fine" entries were a quarter of
//   the extras on one held-out set). Every verdict label the item carries says fine, one at least: "Severity: High"
//   beside "Status: OK" is a finding, as is "Status: open".
//
// The words are data: prompts/yes-no.txt (`fine:`, `verdict label:`, `contrast:`, `problem:`). Pure apart from reading prompts/ once.

import { readPrompt } from '../paths.js';
import { hasCjk, holdsListedPhrase, keyedLists } from './keyed-words.js';
import { saysProblem } from './problem-words.js';
import { lazyRegExp } from './lazy-regexp.js';

let lists: { fine: Set<string>; labels: Set<string>; contrast: string[]; note: Set<string> } | undefined;
function words() {
  if (lists) return lists;
  const l = keyedLists(readPrompt('yes-no.txt'), ['fine', 'verdict label', 'contrast', 'fine note'] as const);
  return (lists = { fine: new Set(l.fine), labels: new Set(l['verdict label']), contrast: l.contrast, note: new Set(l['fine note']) });
}

/** Does a note hold a word that turns a verdict around ("but", "aber", "pero", "但")? */
const contrasts = (note: string): boolean => holdsListedPhrase(note, words().contrast);

/** The verdict after the item's last colon or spaced dash, without emphasis, marks and a closing stop. */
const SEPARATOR = /(?:[:：]|[ \t][—–-])[ \t]*([^:：—–\n]{1,40})$/u;

/** Marks a verdict may carry around its words ("✅ no issue", "**PASS** ✔️", "🟢 OK"). */
const MARKS = /[*_`✅✔☑🟢]|\uFE0F/gu;
const bareVerdict = (v: string) =>
  v
    .replace(MARKS, '')
    .replace(/^[ \t]+|[ \t.!。！]+$/gu, '')
    .replace(/[ \t]+/g, ' ')
    .toLowerCase();

/** Words that may follow a fine verdict and only confirm it ("OK — correct", "PASS (verified)", "fine, checked"). */
const CONFIRMS = new Set(['verified', 'checked', 'confirmed', 'tested', 'geprüft', 'verifiziert', 'vérifié', 'verificado', 'comprobado', 'проверено', '已验证', '確認済み', '确认']);

/** A verdict that says fine: a `fine:` phrase alone, or one followed only by others, by a word that confirms it, or by
 *  a short note that names no problem ("OK — correct", "✅ no issue", "PASS (verified)", "OK — auth checked"). "fine,
 *  but lock the versions" and "OK — token not checked" say more: not fine. */
export function fineValue(value: string): boolean {
  const v = bareVerdict(value);
  if (!v || v.length > 80) return false;
  const { fine } = words();
  if (fine.has(v)) return true;
  const parts = v
    .split(/[ \t]*(?:[,;:：—–(（)）]|[ \t]-[ \t])[ \t]*/u)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2 || !fine.has(parts[0]!)) return false;
  const rest = parts.slice(1);
  if (rest.every((p) => fine.has(p) || CONFIRMS.has(p))) return true;
  const note = rest.join(' ');
  return note.length <= 50 && !saysProblem(note) && !contrasts(note);
}

/** A note in brackets closing a line ("… sau khi publish (bình thường)", "… (expected)", "…（想定通り）"). */
const BRACKET_NOTE = /[ \t][(（][ \t]*([^()（）\n]{1,40}?)[ \t]*[)）][ \t.!。]*$/u;

/** Does the item's first line close with a verdict that its point is fine? So does a note in brackets that marks it as
 *  normal or expected ("- File exe có thể đã được xóa sau khi publish (bình thường)", "- cache is cold after deploy
 *  (expected)": yes-no.txt `fine note:`, and `fine:`; not "(by design)", a risk so by design is still one). */
export function judgedFine(text: string): boolean {
  // (A colon or a dash inside code separates no verdict: "*Fix: `def close(self): pass`.*" ends in code, not "pass".)
  const first = text.split('\n', 1)[0]!.trimEnd().replace(/`[^`\n]*`/g, (c) => c.replace(/[:：—–]/gu, ' '));
  if (first.length > 400) return false;
  const b = BRACKET_NOTE.exec(first);
  if (b && b.index >= 3) {
    const v = bareVerdict(b[1]!);
    if (words().note.has(v) || words().fine.has(v)) return true;
  }
  const m = SEPARATOR.exec(first);
  if (!m || m.index < 3) return false;
  return words().fine.has(bareVerdict(m[1]!));
}

/** A label line: a list marker or quote at most, emphasis, a label of a few words, a colon, the value. */
const LABEL_LINE = lazyRegExp(() => /^[ \t>]{0,8}(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?[*_]{0,2}([^\n:：*_|]{1,30}?)[*_]{0,2}[ \t]*[:：][*_]{0,2}[ \t]*(.*)$/u);

/** The verdicts an item's own label lines state ("**Severity**: OK — correct" -> true, "Status: open" -> false),
 *  in order; none when it carries no verdict label. */
export function ownVerdicts(lines: readonly string[]): boolean[] {
  const out: boolean[] = [];
  const { labels } = words();
  for (const line of lines) {
    const m = LABEL_LINE.exec(line);
    if (!m) continue;
    const label = m[1]!.replace(/[*_`]+/g, '').trim().toLowerCase();
    if (!labels.has(label)) continue;
    out.push(fineValue(m[2]!));
  }
  return out;
}

/** A nested list item that is no field line of the item ("  - the retry loop never backs off"): an item holding one
 *  is a group of points, not judged as a whole by a label among them. */
const NESTED_ITEM = /^[ \t]+(?:[-*+]|\d{1,3}[.)])[ \t]+/;

/** Does the item (its text, first line first) state its own verdict by label, every such verdict fine? Nested
 *  items that are not label lines make it a group of points: not judged so. */
export function fineByLabel(text: string): boolean {
  const ls = text.split('\n');
  if (ls.length > 40) return false;
  if (ls.slice(1).some((l) => NESTED_ITEM.test(l) && !LABEL_LINE.test(l))) return false;
  const v = ownVerdicts(ls);
  return v.length > 0 && v.every(Boolean);
}

/** An item whose own verdict says its point is fine (either way above). */
export const statesFine = (text: string): boolean => judgedFine(text) || fineByLabel(text);

let checks: Record<'validated' | 'closed note', string[]> | undefined;
/** A heading's closing note in brackets ("(closed 2026-04-21)", "[done]", "（已完成）"), a date or id after its word aside. */
const CLOSING_NOTE = /[(（[【][ \t]*([^()（）[\]【】\n]{1,40}?)[ \t]*[)）\]】][ \t*_]*$/u;

/** A heading that records a check that held and is closed ("LLM adapters validated against live APIs (closed
 *  2026-04-21)", "Migración verificada en staging (cerrado)"): its words before the note say validated (prompts/yes-no.txt
 *  `validated:`), its closing note opens with a word of `closed note:`. No finding; "(closed …)" alone is one fixed. */
export function validatedClosed(heading: string): boolean {
  const m = CLOSING_NOTE.exec(heading);
  if (!m) return false;
  const l = (checks ??= keyedLists(readPrompt('yes-no.txt'), ['validated', 'closed note'] as const));
  const note = m[1]!.toLowerCase();
  const first = note.split(/[ \t,;:—–-]+/u)[0]!;
  if (!l['closed note'].some((w) => (hasCjk(w) ? note.startsWith(w) : first === w))) return false;
  return holdsListedPhrase(heading.slice(0, m.index), l.validated);
}

/** A bold lead closed by its verdict, then the check's text ("**Artifact integrity — pass.** Every file matches …",
 *  "**Auth** — PASS. Tokens …", "**Schema: bestanden.** …"). */
const VERDICT_IN_BOLD = lazyRegExp(() => /^[ \t>]{0,8}(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?(?:\*\*|__)[^*_\n]{2,120}?(?:[ \t][—–-]|[:：])[ \t]*([^*_\n—–:：]{1,30}?)[ \t]*[.。!！]?(?:\*\*|__)(?:[ \t]+|$)/u);
const VERDICT_AFTER_BOLD = lazyRegExp(() => /^[ \t>]{0,8}(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?(?:\*\*|__)[^*_\n]{2,120}?(?:\*\*|__)[ \t]*(?:[—–-]|[:：])[ \t]*[*_]{0,2}([^*_\n.。!！—–:：]{1,30}?)[*_]{0,2}[ \t]*(?:[.。!！][ \t]+|[.。!！]?$)/u);

/**
 * A check the writer says passed, by the verdict closing its bold lead, the check's text after it: "1. **Artifact
 * integrity — pass.** Every file matches its recorded digest." (QA 40 class 5: such checks of a review that accepts
 * were findings). A verified check, kept under its heading, no finding. The verdict alone, a `fine:` word
 * (prompts/yes-no.txt): "**Optimizer bounds — fail.** …" and "**Auth** — OK but the token leaks." are findings.
 */
export function passedLead(text: string): boolean {
  const first = text.split('\n', 1)[0]!;
  if (first.length > 600 || !(first.includes('**') || first.includes('__'))) return false;
  const m = VERDICT_IN_BOLD.exec(first) ?? VERDICT_AFTER_BOLD.exec(first);
  return m !== null && words().fine.has(bareVerdict(m[1]!));
}
