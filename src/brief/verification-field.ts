// A finding's verification written as a field: a label that names the check, then its value ("Verified: yes",
// "**Confirmed:** heap snapshot after 1 h", "Reproduced: no", "- Bestätigt: ✗", "Проверено — нет", a table's
// Verified/Confirmed/Reproduced column, which reaches the finding as "Confirmed: ✓"). The value decides, as a person
// reads it: a yes word or a tick is checked; a no word, a cross, an unverified phrase, a hedge ("hypothesis",
// "suspected") or a check still ahead ("pending", "TBD") is not; any other value says how it was checked. The label
// alone decides nothing: "Reproduced: no" is a denial although "reproduced" is a verified word in prose.
// And the hedges in prose, weakest of all: "This is a hypothesis.", "Suspected from the code." say the finding is a
// guess, not a check, unless the same sentence says it was confirmed ("Hypothesis confirmed by the test").
// Words are data: prompts/verification.txt (`field:`, `hedge:`, `hedge value:`, `unverified:`), prompts/yes-no.txt.
// Pure apart from reading those files once.

import { readPrompt } from '../paths.js';
import { hasCjk, keyedLists, phraseAlternation } from './keyed-words.js';
import { labelOf, labelValue } from './label.js';
import { firstWords, holdsFolded, lazyRegExp } from './lazy-regexp.js';

const KEYS = ['field', 'hedge', 'hedge value', 'unverified', 'verified', 'status verified', 'all verified', 'static', 'check label', 'check todo', 'check todo last', 'check name'] as const;
type Words = Record<(typeof KEYS)[number], string[]> & { yes: string[]; no: string[] };

export function parseFieldWords(verification: string, yesNo: string): Words {
  return { ...keyedLists(verification, KEYS), ...keyedLists(yesNo, ['yes', 'no'] as const) };
}
let words: Words | undefined;
const W = () => (words ??= parseFieldWords(readPrompt('verification.txt'), readPrompt('yes-no.txt')));

/** Phrases as whole words (CJK ones where they stand). */
const whole = (ws: readonly string[]) => {
  const spaced = ws.filter((w) => !hasCjk(w));
  const cjk = ws.filter(hasCjk);
  return `(?:(?<![\\p{L}\\p{N}])(?:${phraseAlternation(spaced)})(?![\\p{L}\\p{N}])|(?:${phraseAlternation(cjk)}))`;
};

const LABEL = lazyRegExp(() => new RegExp(`^(?:${phraseAlternation(W().field)})[ \\t]*[?？]?$`, 'iu'));
/** A field written with a dash or a question mark for its colon ("**Verified** — yes", "Reproduced - no", "Verified? Yes"). */
const DASHED = lazyRegExp(() => new RegExp(`^[ \\t>]{0,8}(?:[-*+][ \\t]+)?[*_]{0,2}(${phraseAlternation(W().field)})(?:[*_]{0,2}[ \\t]+[—–-]|[ \\t]*[?？][*_]{0,2})[ \\t]+(?=\\S)`, 'iu'));
const TICK = /^(?:✅|✔|✓|☑|🟢|👍|\[x\])/iu;
const CROSS = /^(?:❌|✗|✘|✖|⛔|🔴|👎|\[ \])/u;
const YES = lazyRegExp(() => new RegExp(`^(?:${phraseAlternation([...W().yes, 'true'])})(?![\\p{L}\\p{N}])`, 'iu'));
const NO = lazyRegExp(() => new RegExp(`^(?:${phraseAlternation([...W().no, 'false', 'none', 'not yet', 'never'])})(?![\\p{L}\\p{N}])`, 'iu'));
/** A value that says it was not checked, or only guessed, or not yet: anywhere in its first clause. */
const DENIES = lazyRegExp(() => new RegExp(whole([...W().unverified, ...W().hedge, ...W()['hedge value']]), 'iu'), holdsFolded(() => firstWords([...W().unverified, ...W().hedge, ...W()['hedge value']])));
/** A value that withholds an answer ("n/a", "—"): no statement either way. */
const BLANK = /^(?:n\/?a|[-—–?…]+)?[ \t.]*$/iu;

/** The value of a verification field that `line` opens with ("- **Confirmed:** heap snapshot" -> "heap snapshot"),
 *  or null. */
export function fieldValue(line: string): string | null {
  if (line.length > 600) line = line.slice(0, 600);
  const l = labelOf(line);
  if (l && LABEL.test(l.label.replace(/[*_`]+/g, '').trim())) return labelValue(line, l).replace(/^[*_\s]+|[*_\s]+$/g, '');
  const d = DASHED.exec(line);
  return d ? line.slice(d[0].length).replace(/[*_\s]+$/g, '') : null;
}

/** What a field's value says: checked (how: the value), not checked, or nothing (a blank or "n/a"). */
export function readFieldValue(value: string): { verified: boolean; how?: string } | undefined {
  const v = value.replace(/^[*_`\s]+/, '').trim();
  if (BLANK.test(v)) return undefined;
  if (CROSS.test(v) || NO.test(v)) return { verified: false };
  const rest = v.replace(TICK, '').replace(/^[\uFE0F\s*_:,.—–-]+/u, '');
  // ("✅ yes, with the failing test": the tick or the yes, then how.)
  const said = rest.replace(YES, '').replace(/^[\s,.:;—–-]+/u, '');
  // (A value's first clause that denies or hedges: "no — hypothesis from the code", "not reproduced", "likely".)
  if (DENIES.test(said.split(/[;.!?。]/u, 1)[0]!)) return { verified: false };
  if (TICK.test(v) || YES.test(rest)) return { verified: true, ...(said ? { how: said } : {}) };
  return { verified: true, how: v.replace(/[`*_]+/g, '') };
}

/** A label that is itself a denial ("Not verified: no access to staging", "**Unverified** — from the code only",
 *  "Hypothesis: the pool leaks"): the line says it was not checked. */
const DENYING_LABEL = lazyRegExp(() => new RegExp(`^(?:${phraseAlternation([...W().unverified, ...W().hedge, ...W().static])})$`, 'iu'));
export function deniedByLabel(line: string): boolean {
  const l = labelOf(line);
  return l !== null && DENYING_LABEL.test(l.label.replace(/[*_`]+/g, '').trim());
}

/** What one line around the findings states of all of them as a field ("Verification: each finding has a failing
 *  test", "**Verified:** no — code reading only", "Not verified: I had no access to staging"); else undefined. */
export function documentField(line: string): { verified: boolean } | undefined {
  if (deniedByLabel(line)) return { verified: false };
  if (checkToDo(line) || namesCheckOnly(line)) return undefined;
  const v = fieldValue(line);
  return v === null ? undefined : readFieldValue(v);
}

// A field that names the check as a noun or a plan ("Verification:", "How to verify:", "Проверка:", "验证：") and
// whose value says what to check ("Click each footer link, verify it goes to a real page", "compruebe el total",
// "откройте страницу, убедитесь …"): a to-do for whoever fixes it, no statement that it was checked (QA 43 doc 07).
// A result stays one ("Verification: clicked every link, all resolve"); a participle label ("Verified:") states it.
// (The check label patterns are made only for a text that holds a check label's first word.)
const mayCheck = holdsFolded(() => firstWords(W()['check label']));
const CHECK_LABEL = lazyRegExp(() => new RegExp(`^(?:${phraseAlternation(W()['check label'])})[ \\t]*[?？]?$`, 'iu'), mayCheck);
const DASHED_CHECK = lazyRegExp(() => new RegExp(`^[ \\t>]{0,8}(?:[-*+][ \\t]+)?[*_]{0,2}(?:${phraseAlternation(W()['check label'])})[*_]{0,2}[ \\t]+[—–-][ \\t]+(?=\\S)`, 'iu'), mayCheck);
/** The to-do words: opening the value, or a clause of it after a comma, a semicolon, an arrow, "then" or "and". */
const TODO = lazyRegExp(() => {
  const ws = W()['check todo'];
  const spaced = phraseAlternation(ws.filter((w) => !hasCjk(w)));
  const cjk = phraseAlternation(ws.filter(hasCjk));
  const word = `(?:(?:${spaced})(?![\\p{L}\\p{N}'’-])|(?:${cjk})(?![了过過済]))`;
  const last = W()['check todo last'];
  const lastSpaced = phraseAlternation(last.filter((w) => !hasCjk(w)));
  const lastCjk = phraseAlternation(last.filter(hasCjk));
  // (Or the verb last, closing the value or a clause: "…ことを確認する。", "… und die Zielseite prüfen".)
  const closing = `(?:(?<=[ \\t])(?:${lastSpaced})|(?:${lastCjk}))[ \\t]*[.。,，;；、]?[ \\t]*(?:$|(?<=[,，;；、])|[ \\t](?:und|and)[ \\t])`;
  return new RegExp(`(?:^|[,;，；、→]|[ \\t](?:then|and|und|dann|et|puis|y|luego|и|затем)[ \\t])[ \\t]*[*_\`"“]{0,2}${word}|${closing}`, 'iu');
});
/** The value of a check label's field that `line` opens with, or null. */
function checkLabelValue(line: string): string | null {
  if (line.length > 600) line = line.slice(0, 600);
  const l = labelOf(line);
  if (l && CHECK_LABEL.test(l.label.replace(/[*_`]+/g, '').trim())) return labelValue(line, l).replace(/^[*_\s]+|[*_\s]+$/g, '');
  const d = DASHED_CHECK.exec(line);
  return d ? line.slice(d[0].length).replace(/[*_\s]+$/g, '') : null;
}
/** Whether `line` is such a field whose value is the check still to run. */
export function checkToDo(line: string): boolean {
  const v = checkLabelValue(line);
  return v !== null && TODO.test(v.replace(/^[*_`\s]+/, ''));
}
const CHECK_NAME = lazyRegExp(() => new RegExp(`^[\\p{L}\\p{N} \\t/&+-]{0,80}?(?<![\\p{L}\\p{N}])(?:${phraseAlternation(W()['check name'])})[ \\t]*[.:]?$`, 'iu'));
/** "**Verification**: Package structure integrity check": a check label whose value only names a check, as a section
 *  of checks is labelled; said around the findings, it states nothing of them. */
export function namesCheckOnly(line: string): boolean {
  const v = checkLabelValue(line);
  const name = v?.replace(/[`*_]+/g, '').trim() ?? '';
  // (A name of at most five words and no verb or quantifier: "each finding has a failing test" is a statement.)
  return v !== null && name.split(/\s+/).length <= 5 && !/(?<![\p{L}])(?:has|have|had|is|are|was|were|each|every|all|hat|haben|wurde|a|ont|est|tiene|tienen|есть|имеет)(?![\p{L}])/iu.test(name) && CHECK_NAME.test(name);
}

/** The verification a finding states in a field of its own, read from its first such line; else undefined. */
export function verificationField(text: string): { verified: boolean; how?: string } | undefined {
  if (text.length > 100_000) return undefined;
  for (const line of text.split('\n')) {
  if (!line.includes(':') && !line.includes('：') && !/[—–?？-]/u.test(line)) continue;
    if (checkToDo(line)) continue;
    const v = fieldValue(line);
    if (v === null) continue;
    const r = readFieldValue(v);
    if (r) return r;
  }
  return undefined;
}

const HEDGE = lazyRegExp(() => new RegExp(whole([...W().hedge, ...W().static]), 'iu'), holdsFolded(() => firstWords([...W().hedge, ...W().static])));
/** A word of the same sentence that says the guess was checked ("Hypothesis confirmed by the test"). */
const CHECKED = lazyRegExp(() => new RegExp(whole([...W().verified, ...W()['status verified'], ...W()['all verified'], 'confirm', 'confirms', 'proved', 'proven', 'ruled out']), 'iu'));

/** Whether a finding's prose hedges it as a guess ("This is a hypothesis.", "Suspected from the code"): the
 *  sentence that says so, unless that sentence says it was confirmed. */
export function hedged(text: string): boolean {
  const m = HEDGE.exec(text.slice(0, 20_000));
  if (!m) return false;
  const from = Math.max(...['.', '!', '?', '。', '\n'].map((c) => text.lastIndexOf(c, m.index)));
  const tail = text.slice(m.index).search(/[.!?。\n]/u);
  const sentence = text.slice(from + 1, tail < 0 ? undefined : m.index + tail);
  return !CHECKED.test(sentence);
}
