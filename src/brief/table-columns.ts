// The names of a findings table's columns that say what part of a finding they hold, beside findings.ts's
// TITLE_COL / DETAIL_COL: the problem (its title) and the remedy (a detail). A table "| # | 문제 | 위치 | 조치 |"
// titled every row by its 조치 (the fix), the longest cell, since no column name said "problem" in Korean.

import { lazyRegExp } from './lazy-regexp.js';

/** A column that names the problem a row states, in the languages TITLE_COL lacks ("문제", "課題", "Fehler"). */
const PROBLEM_COL = lazyRegExp(() => /^(?:문제|문제점|이슈|발견 사항|설명|課題|缺陷|问题描述|замечание|замечания|ошибка|fehler|anomalie|sorun)$/iu);

/** A column that names what to do about it: the fix, an action, a measure. The detail of a row, never its
 *  title while another column holds text ("| # | Issue | Location | Action |"). */
const REMEDY_COL = lazyRegExp(() => /^(?:(?:suggested|recommended|proposed|required|corrective)[ \t]+)?(?:actions?|action items?|fix(?:es)?|remedy|remediation|resolution|solution|mitigation|next steps?|to do|todo)$|^(?:조치|조치 사항|해결|해결 방안|해결책|수정|수정 방안|권장 사항|修复|修复建议|修复方案|处理|处理建议|措施|解决方案|対応|対応策|対処|修正|修正案|maßnahmen?|behebung|aktion|abhilfe|action corrective|actions correctives|acción|acciones|corrección|acción recomendada|ação|ações|correção|azione|azioni|correzione|действие|действия|исправление|меры|что сделать)$/iu);

const plain = (h: string) => h.replace(/[*_`]+/g, '').trim();

export const problemColumn = (header: string): boolean => PROBLEM_COL.test(plain(header));
export const remedyColumn = (header: string): boolean => REMEDY_COL.test(plain(header));
