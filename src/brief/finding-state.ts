// A finding's state of repair, read by meaning from what the writer marks it with: fixed, open, wontfix, deferred
// ("| F1 | … | ✅ Fixed |", "**Status:** ✅ FIXED", "Status: behoben", "### Issue 2: x ✅ RESOLVED", "## ⏸️ Deferred",
// "## 🟢 LOW — fixed" over its findings). A state is never a verification (findings.ts verified stays about
// evidence). "In progress", "partially fixed", "pending" are open. Where nothing says, no state. The words are data:
// prompts/outcomes.txt `state wontfix:`, `state deferred:`, `still open:`, `count done:`. Pure apart from reading
// that file once.

import { readPrompt } from '../paths.js';
import { declinedRest } from './declined-groups.js';
import { hasCjk, keyedLists } from './keyed-words.js';
import { lazyRegExp } from './lazy-regexp.js';
import { STATUS_KEY } from './status-fields.js';
import { labelOf, labelValue } from './label.js';

export type FindingState = 'fixed' | 'open' | 'wontfix' | 'deferred';

const KEYS = ['state wontfix', 'state deferred', 'still open', 'count done'] as const;
const STATE_OF: Record<(typeof KEYS)[number], FindingState> = { 'state wontfix': 'wontfix', 'state deferred': 'deferred', 'still open': 'open', 'count done': 'fixed' };
let lists: [FindingState, string[]][] | undefined;
/** Every state word with its state, longest first within the order of KEYS ("not fixed" is open before "fixed"). */
function stateLists(): [FindingState, string[]][] {
  if (lists) return lists;
  const l = keyedLists(readPrompt('outcomes.txt'), KEYS);
  return (lists = KEYS.map((k) => [STATE_OF[k], [...new Set(l[k].map((w) => w.replace(/[’‘]/g, "'")))].sort((a, b) => b.length - a.length)]));
}

/** A value without emphasis, marks, emoji and case ("**✅ FIXED**" -> "fixed", "⏸️ Deferred" -> "deferred"). */
const plain = (v: string) =>
  v
    .replace(/[*_`]+/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * The state a short value states: the value is a state word, or opens with one and goes on after a blank or
 * punctuation that is no hyphen ("Fixed (Committed)", "FIXED in abc123", "Deferred / tracked"); `whole`: only the
 * word, or the word before a bracket, slash, dash, colon or comma (a heading: "Open questions" is no state).
 */
export function stateWord(value: string, whole = false): FindingState | undefined {
  const v = plain(value);
  if (!v || v.length > 120) return undefined;
  for (const [state, words] of stateLists()) {
    for (const w of words) {
      if (!v.startsWith(w)) continue;
      const rest = v.slice(w.length);
      if (!rest || hasCjk(w)) return state;
      if (whole ? /^[ \t]*[(\[/—–:,;.!]|^[ \t]+[-–—][ \t]/u.test(rest) : /^[ \t(\[/—–:,;.!]/u.test(rest)) return state;
    }
  }
  return undefined;
}

const STATUS_FIELD = lazyRegExp(() => new RegExp(`^[ \\t>*_+-]{0,6}(?:${STATUS_KEY})[*_]{0,2}[ \\t]*[:：][*_ \\t]{0,6}([^\\n]{1,80})$`, 'iu'));

/** The first state a text's words state anywhere in it, a word or phrase whole ("Previous review concern addressed." ->
 *  fixed, "Still open after the rerun" -> open); an open or declined state's words are asked before a done one's, so
 *  "not fixed" is open. For a title the caller knows to be a state's (bot-review.ts settledRepeat), not any title. */
export function stateAnywhere(text: string): FindingState | undefined {
  const v = ` ${plain(text).replace(/[^\p{L}\p{N}' ]+/gu, ' ')} `;
  for (const [state, words] of stateLists()) for (const w of words) if (hasCjk(w) ? v.includes(w) : v.includes(` ${w} `)) return state;
  return undefined;
}

/** The state a finding's own status field states ("**Status:** ✅ FIXED", "Status: behoben", "状态：已修复", a table
 *  row's "Status: Won't fix"). */
export function statusState(own: string): FindingState | undefined {
  if (!/[:：]/.test(own)) return undefined;
  for (const line of own.split('\n')) {
    if (line.length > 120) continue;
    const m = STATUS_FIELD.exec(line);
    if (!m) continue;
    const s = stateWord(m[1]!);
    if (s) return s;
  }
  return undefined;
}

const CLOSING_MARK = /[✅✔☑❌⏸⏳🚫]\uFE0F?[ \t*_]*([^✅✔☑❌⏸⏳🚫\n]{1,40}?)[ \t*_.!]*$/u;

/** The state a mark and word closing a title state ("Issue #2: Hardcoded z-index ✅ RESOLVED", "… — ❌ still open"). */
export function closingState(titleLine: string): FindingState | undefined {
  if (!/[✅✔☑❌⏸⏳🚫]/u.test(titleLine)) return undefined;
  const m = CLOSING_MARK.exec(titleLine.trimEnd());
  return m ? stateWord(m[1]!, true) : undefined;
}

/** The state a group's heading states of its findings: the heading is a state ("### Fixed", "## ⏸️ Deferred",
 *  "## Fixed (commits on `aeeca44`)", "### Won't fix") or closes with one after a dash ("## 🟢 LOW — fixed"), or it
 *  names declining the fix (prompts/headings.txt `return.declined`: "### Won't Fix for MVP", "### Vorerst nicht
 *  beheben", "### 暂不修复"): its items are findings the writer chose not to fix, wontfix. */
export function headingState(heading: string): FindingState | undefined {
  const h = heading.replace(/^[ \t#]*(?:\d{1,3}(?:\.\d{1,3})*[.)]?[ \t]+)?/, '');
  const own = stateWord(h, true);
  if (own) return own;
  const dash = /[ \t][—–-][ \t]+([^—–\n]{1,40})$/u.exec(h);
  const closing = dash ? stateWord(dash[1]!, true) : undefined;
  if (closing) return closing;
  return h.length <= 80 && declinedRest(h) !== undefined ? 'wontfix' : undefined;
}

/** The state a title's last part states, and where that part starts: after a dash ("### P2 — Cache key ignores locale
 *  — Resolved", "— 해결", "— ✅ Fixed") or in brackets ("(fixed)", "[FIXED]", "（已修复）"), the part a state word alone
 *  (or before a bracket or a stop: "Fixed (abc123)"). Not a dash's part that goes on ("— Resolved paths are wrong").
 *  The title is read without it (findings.ts). */
export function trailingState(title: string): { state: FindingState; at: number } | undefined {
  const t = title.trimEnd();
  if (t.length > 2000) return undefined;
  const noted = NOTED_STATE.exec(t);
  const state = noted ? onlyState(noted[1]!) : undefined;
  if (state) return { state, at: noted!.index };
  if (t.length > 400) return undefined;
  for (const re of TRAILING_PARTS) {
    const m = re.exec(t);
    const state = m ? onlyState(m[1]!) : undefined;
    if (state) return { state, at: m!.index };
  }
  return undefined;
}
/** A state in square brackets closing a title with the writer's note on how after a colon, comma or semicolon, after a
 *  dash or not ("— [DONE: global post_render hook; feed.xml kept]", "— [DONE, branch `x`; reviewed. …]", "— [WON'T DO:
 *  decided to keep]"): group 1 the state and its note, however long (the note is the finding's text, not its title).
 *  The part starts at the dash before the bracket, so the title keeps no dangling " —". */
const NOTED_STATE = /(?<=\S)(?:[ \t]+(?:[—–―]|--?))?[ \t]*\[([^[\]\n:,;]{1,20}[:,;][^[\]\n]{1,1600})\][ \t*_.!]*$/u;
/** The line before a noted state closing it ("Dark mode — [DONE, branch `dark-mode`; 2 commits. …]" -> "Dark mode"),
 *  else the line as it is: a title is read from what comes before the note, however long the note runs. */
export function beforeNotedState(line: string): string {
  if (!line.includes('[') || line.length > 2000) return line;
  const m = NOTED_STATE.exec(line.trimEnd());
  return m && onlyState(m[1]!) ? line.slice(0, m.index) : line;
}
/** A last part in round or square brackets, or after a dash; emphasis and a stop after it. */
const TRAILING_PARTS = [
  /(?<=\S)[ \t]*[(（]([^()（）\n]{1,40})[)）][ \t*_.!]*$/u,
  /(?<=\S)[ \t]*\[([^[\]\n]{1,40})\][ \t*_.!]*$/u,
  /(?<=\S)[ \t]+(?:[—–―]|--?)[ \t]+((?:(?![ \t](?:[—–―]|--?)[ \t])[^\n]){1,40}?)[ \t*_.!]*$/u,
];

/** The state `part` is, as a word alone or before a bracket, slash, dash, colon or stop (a CJK word too: "해결 방법"
 *  says how it is solved, no state). */
function onlyState(part: string): FindingState | undefined {
  const v = plain(part);
  if (!v) return undefined;
  for (const [state, words] of stateLists()) {
    for (const w of words) {
      if (v === w || (v.startsWith(w) && /^[ \t]*[(\[/—–:,;.!]/u.test(v.slice(w.length)))) return state;
    }
  }
  return undefined;
}

/** The state a level field states where its value is a state, not a level ("Severity: closed", "חומרה: נסגר" in a
 *  table's severity column, "Priorität: behoben"): the writer put the finding's state where its level goes.
 *  `levelLabel`: whether a label names the level (lower case). */
export function levelFieldState(own: string, levelLabel: (label: string) => boolean): FindingState | undefined {
  for (const line of own.split('\n').slice(0, 8)) {
    if (line.length > 160) continue;
    const l = labelOf(line);
    if (!l || !levelLabel(l.label.toLowerCase())) continue;
    const s = onlyState(labelValue(line, l));
    if (s) return s;
  }
  return undefined;
}
