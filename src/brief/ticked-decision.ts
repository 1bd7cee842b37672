// A decision written as task boxes, one option for each way the work could end and exactly one ticked (a test log's
// "- [x] ✅ Restore validated — …" / "- [ ] ⚠️ Partial restore — …" / "- [ ] ❌ Restore failed — …", an acceptance
// record's "- [ ] 🟢 accepted" / "- [x] 🔴 rejected"): the writer chose the ticked option, so its mark states how the
// work ended, answered, partial or blocked, and the options left unticked state nothing (they are the choices not
// taken, no problem found). Told from a to-do list ("- [x] Backup restored" / "- [ ] Test project deleted") by its
// options: each opens with an outcome mark, and they name two outcomes at least. The marks are data
// (prompts/outcomes.txt `decision <outcome>:`): marks, not words, the same in every language. Pure, but for the marks.

import { readPrompt } from '../paths.js';
import { keyedLists } from './keyed-words.js';
import type { Outcome } from './types.js';
import type { StatedOutcome } from './outcome.js';

const KEYS = ['decision answered', 'decision partial', 'decision blocked'] as const;
const OUTCOME_OF: Record<(typeof KEYS)[number], Outcome> = { 'decision answered': 'answered', 'decision partial': 'partial', 'decision blocked': 'blocked' };

let marksRes: Map<string, Outcome> | undefined;
/** Each outcome mark (without a variation selector) -> the outcome it states as a ticked option's lead. */
const marks = (): Map<string, Outcome> => {
  if (marksRes) return marksRes;
  const lists = keyedLists(readPrompt('outcomes.txt'), KEYS);
  marksRes = new Map(KEYS.flatMap((k) => lists[k].map((m) => [m.replace(/\uFE0F/gu, ''), OUTCOME_OF[k]] as const)));
  return marksRes;
};

/** A task box item: its indent, whether it is ticked, and its text after the box. */
const TASK_ITEM = /^([ \t]*)(?:[-*+]|\d{1,3}[.)])[ \t]+\[([ xX✓✔])\][ \t]+(.*)$/u;

interface Option {
  /** 0-based line. */
  line: number;
  ticked: boolean;
  outcome: Outcome | undefined;
  /** The option's words after its box and mark. */
  text: string;
}

/** The outcome a task item's text opens with (after emphasis), and the rest of its words. */
function optionOf(text: string): { outcome: Outcome | undefined; rest: string } {
  const t = text.replace(/^[*_ \t]+/u, '');
  const m = /^(\p{Extended_Pictographic}|[✓✔✗✖☑⚠])\uFE0F?/u.exec(t);
  if (!m) return { outcome: undefined, rest: t };
  return { outcome: marks().get(m[1]!), rest: t.slice(m[0].length).replace(/^[*_ \t]+/u, '') };
}

/** The runs of task items at one indent, each run a list's options (lines between them deeper or blank). */
function taskRuns(lines: readonly string[], literal: Uint8Array): Option[][] {
  const runs: Option[][] = [];
  let run: Option[] = [];
  let indent = -1;
  const close = () => {
    if (run.length) runs.push(run);
    run = [];
    indent = -1;
  };
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const m = literal[i] ? null : TASK_ITEM.exec(l);
    if (m && (indent < 0 || m[1]!.length === indent)) {
      const o = optionOf(m[3]!);
      run.push({ line: i, ticked: m[2] !== ' ', outcome: o.outcome, text: o.rest.replace(/[*_`]+/g, '').trim() });
      indent = m[1]!.length;
      continue;
    }
    // (A blank line, or a deeper line that continues an option, keeps the run open.)
    if (run.length && (!l.trim() || (/^[ \t]*/.exec(l)![0].length > indent && !literal[i]))) continue;
    close();
    if (m) i--;
  }
  close();
  return runs;
}

/** The decision's options, when `lines` hold one: every option opens with an outcome mark, two outcomes at least among
 *  them, exactly one ticked; the document's only such list. */
export function decisionOptions(lines: readonly string[], literal: Uint8Array): Option[] | undefined {
  const found = taskRuns(lines, literal).filter((run) => run.length >= 2 && run.every((o) => o.outcome) && new Set(run.map((o) => o.outcome)).size >= 2 && run.filter((o) => o.ticked).length === 1);
  // (Two decisions, a log of two runs each with its own: which one is the work's is not said; none is read.)
  return found.length === 1 ? found[0] : undefined;
}

/** The outcome the ticked option of a decision states, read from its line; its words are the answer. */
export function tickedDecision(lines: readonly string[], literal: Uint8Array): StatedOutcome | null {
  const run = decisionOptions(lines, literal);
  const o = run?.find((x) => x.ticked);
  if (!o) return null;
  return { outcome: o.outcome!, answer: o.text, line: o.line + 1, text: lines[o.line]!.trim(), exact: false };
}

/** The 0-based lines of the decision's options left unticked: the choices not taken, which state no problem. */
export function untickedOptions(lines: readonly string[], literal: Uint8Array): Set<number> {
  return new Set((decisionOptions(lines, literal) ?? []).filter((o) => !o.ticked).map((o) => o.line));
}

/** A ticked option whose mark states answered ("- [x] ✅ Restore validated — …"): as the line an outcome was read
 *  from, a verdict that passes the work (zero findings, the decision says so). */
export function passedOption(line: string): boolean {
  const m = TASK_ITEM.exec(line);
  return m !== null && m[2] !== ' ' && optionOf(m[3]!).outcome === 'answered';
}

/** A field of a record: a bold label and a short value, or a label over its own sub-list ("- **Operator** : Laurent",
 *  "- **Backup source** :" / "  - `dumps/a.sql`"), with no problem mark. */
const RECORD_FIELD = /^[ \t]*(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?(?:\*\*|__)[^*_\n]{1,40}(?:\*\*|__)[ \t]*[:：][ \t]*([^\n]*)$/u;
const PROBLEM_SIGN = /[❌✗✘⛔🚫🔴🟠⚠]/u;
/** A task box, its bullet perhaps taken off already ("[x] ✅ Restore validated"). */
const BOX = /^[ \t]*(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?\[[ xX✓✔]\][ \t]/u;

/** An item of a log's record rather than a finding: a task box (an option of the decision, a to-do after it) or a
 *  field with a short value of its own (twelve words at most) and no problem mark. */
export function recordItem(text: string): boolean {
  const first = text.split('\n', 1)[0]!;
  if (BOX.test(first)) return true;
  const m = RECORD_FIELD.exec(first);
  return m !== null && !PROBLEM_SIGN.test(text) && (m[1]!.match(/[\p{L}\p{N}]+/gu) ?? []).length <= 12;
}
