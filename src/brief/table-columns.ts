// The names of a findings table's columns that say what part of a finding they hold, beside findings.ts's
// TITLE_COL / DETAIL_COL: the finding itself, the problem (its title) and the remedy (a detail). A table
// "| # | 문제 | 위치 | 조치 |" titled every row by its 조치 (the fix), the longest cell, since no column name said
// "problem" in Korean. The finding and problem words are data: prompts/columns.txt. A column of levels whatever its
// name ("| Stufe | ⚠️ Warnung |", "| 区分 | 注意 |") is the rows' severity (levelColumn).

import { lazyRegExp } from './lazy-regexp.js';
import { readPrompt } from '../paths.js';
import { foldTurkishI } from './turkish-case.js';

/** prompts/columns.txt: `<name>: word, word, ...` lines -> each name's words, lower-cased (Turkish i's as one,
 *  turkish-case.ts). Pure. */
export function parseColumnWords(text: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const line of text.split('\n')) {
    const m = /^([a-z]+):(.*)$/.exec(line.trim());
    if (!m) continue;
    const set = out.get(m[1]!) ?? new Set<string>();
    for (const w of m[2]!.split(',')) if (w.trim()) set.add(foldTurkishI(w.trim()));
    out.set(m[1]!, set);
  }
  return out;
}

let columnWords: Map<string, Set<string>> | undefined;
const words = (name: string) => (columnWords ??= parseColumnWords(readPrompt('columns.txt'))).get(name) ?? new Set<string>();
/** A header cell without emphasis, case, and up to four marks around its words ("# Issue", "🐛 Bug:"). */
const bare = (h: string) => foldTurkishI(h.replace(/[*_`]+/g, '').trim().replace(/^[^\p{L}]{0,4}|[^\p{L}]{0,4}$/gu, ''));

/** A column that names what to do about it: the fix, an action, a measure. The detail of a row, never its
 *  title while another column holds text ("| # | Issue | Location | Action |"). */
const REMEDY_COL = lazyRegExp(() => /^(?:(?:suggested|recommended|proposed|required|corrective)[ \t]+)?(?:actions?|action items?|fix(?:es)?|remedy|remediation|resolution|solution|mitigation|next steps?|to do|todo)$|^(?:조치|조치 사항|해결|해결 방안|해결책|수정|수정 방안|권장 사항|修复|修复建议|修复方案|处理|处理建议|措施|解决方案|対応|対応策|対処|修正|修正案|maßnahmen?|behebung|aktion|abhilfe|action corrective|actions correctives|acción|acciones|corrección|acción recomendada|ação|ações|correção|azione|azioni|correzione|действие|действия|исправление|меры|что сделать)$/iu);

const plain = (h: string) => h.replace(/[*_`]+/g, '').trim();

export const problemColumn = (header: string): boolean => words('problem').has(foldTurkishI(plain(header)));
/** A column that names each row a finding ("Finding", "问题", "# Issue"): its table lists findings. */
export const findingsColumn = (header: string): boolean => words('finding').has(bare(header));
/** A column that names each row by its title ("Title", "Titel", "标题"): the row's title, before a problem column. */
export const titleColumn = (header: string): boolean => words('title').has(bare(header));
export const remedyColumn = (header: string): boolean => REMEDY_COL.test(plain(header));
/** A header without a note in brackets after its words ("Soll (WCAG)", "目标值（建议）"). */
const unnoted = (h: string) => bare(h.replace(/[ \t]*[(（][^()（）\n]{1,40}[)）][ \t]*$/u, ''));
/** A column of values, what is or what should be ("Current", "Target", "Ist", "Soll", "Должно быть", "目标值"): a
 *  finding's field, never its title. */
export const valueColumn = (header: string): boolean => words('value').has(unnoted(header));
/** A column naming the part of the product a row is about ("Component", "Screen", "Komponente", "组件"). */
export const partColumn = (header: string): boolean => words('part').has(unnoted(header));
/** A header cell as a status column is named: without emphasis, and a trailing "?" ("Done?"). */
const asked = (h: string) => foldTurkishI(plain(h).replace(/[?？]$/u, ''));
/** A column giving each row's state ("Status", "Result", "Esito", "Sonuç", "Kết quả", "상태"): prompts/columns.txt `status:`. */
export const statusColumn = (header: string): boolean => words('status').has(asked(header));
/** A status column naming what a check gave ("Result", "Wynik", "결과"): prompts/columns.txt `result:`. */
export const resultColumn = (header: string): boolean => words('result').has(asked(header));
/** A column naming the check a row runs ("Check", "Test", "Controllo", "Kiểm tra"): prompts/columns.txt `check:`. */
export const checkColumn = (header: string): boolean => words('check').has(asked(header));
/** A column naming where a row's thing is ("Location", "File", "Datei", "位置"): prompts/columns.txt `where:`. */
export const whereColumn = (header: string): boolean => words('where').has(unnoted(header));

/** A column's value without its marks: emphasis, and a warning or information sign before the word ("⚠️ Warnung",
 *  "ℹ️ Info": ℹ is a letter to Unicode, so it is named). */
const levelValue = (c: string) => c.replace(/[*_`]+/g, '').replace(/^(?:[^\p{L}\p{N}]|ℹ)*/u, '').trim().toLowerCase();

/**
 * A column whose values are all levels or lights ("| ⚠️ Warnung |", "| ℹ️ Info |", "| Avviso |", "| 注意 |", "| 🔴 |"),
 * whatever it is called ("Stufe", "Tipo", "区分", "Type"): the rows' severity, when the rows are findings. Not a
 * column named for another dimension that is measured in the same words ("Effort: Low", "Likelihood: High":
 * prompts/columns.txt `dimension:`), nor one with an empty cell only. `isLevel`: a severity or value word
 * (prompts/severities.txt), or a traffic light.
 */
export function levelColumn(header: string, cells: string[], isLevel: (word: string) => boolean): boolean {
  if (words('dimension').has(bare(header))) return false;
  const filled = cells.filter((c) => c.trim());
  return filled.length > 0 && filled.every((c) => c.length <= 40 && isLevel(levelValue(c) || c.trim()));
}

/** Whether a table's header names its rows findings and gives each a verdict ("| # | Constat de l'hôte | Vérification |
 *  Verdict |"): a finding column (its whole name, or its first word: "Constat de l'hôte") and a verdict column. */
export function verdictTable(header: readonly string[]): boolean {
  const cells = header.map(bare);
  const named = (name: string, c: string) => words(name).has(c) || words(name).has(c.split(/\s+/)[0] ?? '');
  return cells.some((c) => named('finding', c)) && cells.some((c) => named('verdict', c));
}
