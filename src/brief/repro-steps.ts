// A reproduction label whose value is the way to reproduce, not its result: "**Reproduction:** start the server,
// log in, call `/me`", "Repro: 1. stop the sink", "Reproducción: ejecuta el script", "复现：启动服务". Such a line
// says how someone may reproduce the finding, not that the writer did: it is no proof (prompts/verification.txt
// `evidence:` holds the labels, `repro:` those of them that name a reproduction, `step:` the words a step opens
// with). A result under the same label ("Reproduction — 900 days: NAV −56 %", "Repro: fails 3 of 3 runs") is
// still the proof, and words that say it was reproduced (verification-said.ts) still verify. Pure apart from
// reading that file once.

import { readPrompt } from '../paths.js';
import { hasCjk, keyedLists, phraseAlternation } from './keyed-words.js';

const alt = phraseAlternation;

/** The label, its marks and colon or dash, then a step: a step word (a whole word, or a CJK one at once) or a
 *  step's number ("1.", "1)"); or, later on the line, a step word after a comma, a semicolon or a word for "then"
 *  ("two tabs, save in both, then reload"). `only`: the label and nothing more on its line ("**Repro:**");
 *  `item`: a line below it that is a numbered item, or a listed step ("1. open two tabs", "- open two tabs"). */
let res: { steps: RegExp; only: RegExp; item: RegExp } | undefined;
const RES = () => (res ??= (() => {
  const w = keyedLists(readPrompt('verification.txt'), ['repro', 'step', 'then', 'step last']);
  const label = `^[ \\t>]{0,8}(?:[-*+][ \\t]+)?[*_]{0,2}(?:${alt(w.repro)})[*_]{0,2}[ \\t]{0,2}(?:[:：]|[—–](?=[ \\t]))[*_]{0,2}[ \\t]*`;
  const cjk = hasCjk;
  const step = `[\`*_"“]{0,2}(?:(?:${alt(w.step.filter((s) => !cjk(s)))})(?![\\p{L}\\p{N}-])|(?:${alt(w.step.filter(cjk))}))`;
  const then = `(?:${alt(w.then.filter((s) => !cjk(s)))})[ \\t]+|(?:${alt(w.then.filter(cjk))})`;
  const later = `[^\\n]{0,300}?(?:[,;，；、][ \\t]*(?:${then})?|[ \\t](?:${then}))${step}`;
  // A step that closes its clause, as German and Japanese write them ("zwei Tabs öffnen, in beiden speichern und neu
  // laden", "二つのタブを開き、両方で保存し、再読み込みする"): the verb last, then a comma, "and", a stop or the end.
  const last = `[^\\n]{0,300}?(?:(?<=[ \\t])(?:${alt(w['step last'].filter((s) => !cjk(s)))})|(?:${alt(w['step last'].filter(cjk))}))(?=[ \\t]*(?:[,;.，；、。]|(?:und|and|et|y|и)[ \\t]|$))`;
  return {
    steps: new RegExp(`${label}(?:${step}|\\d{1,2}[.)][ \\t]|${later}|${last})`, 'imu'),
    only: new RegExp(`${label}$`, 'iu'),
    item: new RegExp(`^[ \\t>]{0,8}(?:\\d{1,2}[.)][ \\t]|[-*+][ \\t]+${step})`, 'iu'),
  };
})());

/** Whether `line`, a line a proof label opens, is a reproduction label giving the steps to reproduce; `next`, the
 *  line below, gives them when the label's line holds nothing more ("**Repro:**" / "1. open two tabs"). */
export function reproductionSteps(line: string, next = ''): boolean {
  const re = RES();
  // (A Japanese line that closes in the past tells what was done: "ステージングで実行し、失敗を確認した。")
  if (/(?:した|ました|できた|った|いた)[。.]?[ \t*_]*$/u.test(line)) return false;
  return re.steps.test(line) || (re.only.test(line) && re.item.test(next));
}

/** "Steps to reproduce:", "**Repro:**", "复现步骤：": a reproduction label alone on its line; the list below it is the
 *  finding's steps, no findings of their own (findings.ts plainGroup). */
export const reproLabelOnly = (line: string): boolean => RES().only.test(line);
