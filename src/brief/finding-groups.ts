// Groups of findings a writer names in words of their own ("## Points to watch", "## 🔵 Kleinkram", "**Unused
// code**") beside groups the reader knows ("## 🔴 Critical", "**High Severity Findings**"): a person reads them
// as one series of groups, so the unknown ones hold findings too. Pure, but for the words read from prompts/.

import { readPrompt } from '../paths.js';
import { headingScore, holdsKeyPhrase, toPhrase } from './headings.js';
import { phraseWithQualifier } from './heading-rest.js';
import type { Section } from './document.js';
import { bothMay, holdsWord, lazyRegExp } from './lazy-regexp.js';

/** prompts/severities.txt `<prefix> <severity>: word, ...` lines (`beside`, `tag`): each word, lower case -> the
 *  severity its line names. */
export function parsePrefixedWords(text: string, prefix: string): Map<string, string> {
  const out = new Map<string, string>();
  const line = new RegExp(`^\\s*${prefix}\\s+(\\w+)\\s*:\\s*(.*)$`);
  for (const raw of text.split('\n')) {
    const m = line.exec(raw);
    if (!m) continue;
    for (const w of m[2]!.split(',').map((x) => x.trim().toLowerCase()).filter(Boolean)) out.set(w, m[1]!);
  }
  return out;
}

/** The `beside <severity>:` lines: a group's own words -> the severity they state only for a group already known
 *  to hold findings ("Points to watch" beside "Critical"; alone, the words name no severity, and a section called
 *  "Advice" is no group of findings). */
export const parseBesideWords = (text: string): Map<string, string> => parsePrefixedWords(text, 'beside');
let besideRes: Map<string, string> | undefined;
const besideWords = () => (besideRes ??= parseBesideWords(readPrompt('severities.txt')));

/** The words of a group heading without its marks, its number and a note in brackets ("## 2. 🔵 Kleinkram",
 *  "Small improvements (recommended)", "小さな改善（推奨）" -> "kleinkram", "small improvements", "小さな改善"). */
export function groupName(heading: string): string {
  return heading
    .slice(0, 200)
    .replace(/[*_`]+/g, '')
    .replace(/[ \t]*[(（][^()（）\n]{1,40}[)）][ \t]*$/u, '')
    .replace(/^[^\p{L}\p{N}]*(?:\d{1,3}(?:\.\d{1,3})*[.)]?[ \t]+)?[^\p{L}\p{N}]*/u, '')
    .replace(/[^\p{L}\p{N}]+$/u, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** The severity a group's own words state ("Points to watch", "Советы", "注意点"), or undefined. */
export function besideSeverity(heading: string): string | undefined {
  // "### ⚠️ Watch out" beside "### ✅ Done right": what needs work, of no level.
  return headingScore(heading, 'return.needsWork') >= 3 ? undefined : besideWords().get(groupName(heading));
}

/**
 * For each finding (`groups[i]`: the headings it was listed under, outermost first), the severity its own
 * group's words state when that group sits beside a group that names one (`named`): the same outer groups,
 * as "## Points to watch" beside "## 🔴 Critical". Alone, or beside praise ("### ✅ Done right" / "### ⚠️ Watch
 * out"), such words state no severity.
 */
export const besideSeverities = (groups: string[][] | undefined, named: (heading: string) => string | undefined): (string | undefined)[] =>
  markedBesideNamed(groups, named, besideSeverity, false);

/**
 * The one rule under besideSeverities and light-groups.ts lightSeverities: for each finding, the severity
 * `own` reads from one of its group headings (its words, its light) when a group at that heading's level,
 * under the same outer groups, names a severity (`named`). The innermost heading only, or (`deep`) any of
 * them, outermost first ("## ⚪ Improvements" / "### UX" beside "## 🔴 Critical").
 */
export function markedBesideNamed(groups: string[][] | undefined, named: (heading: string) => string | undefined, own: (heading: string) => string | undefined, deep: boolean): (string | undefined)[] {
  if (!groups?.length) return [];
  const levels = (gs: string[]): number[] => (deep ? gs.map((_, k) => k) : gs.length ? [gs.length - 1] : []);
  const at = (gs: string[], k: number) => `${k}\u0001${gs.slice(0, k).join('\u0000')}`;
  const withNamed = new Set<string>();
  for (const gs of groups) for (const k of levels(gs)) if (named(gs[k]!) !== undefined) withNamed.add(at(gs, k));
  if (!withNamed.size) return [];
  return groups.map((gs) => {
    for (const k of levels(gs)) {
      const s = withNamed.has(at(gs, k)) ? own(gs[k]!) : undefined;
      if (s) return s;
    }
    return undefined;
  });
}

/** A heading that names a part of a return other than a group of its findings ("Appendix", "Method", "History";
 *  prompts/headings.txt return.notGroup), where a series of groups ends. */
export const namesNoGroup = (heading: string): boolean => headingScore(heading, 'return.notGroup') > 0 || namesNoAction(heading);

/** A heading that says its items need nothing done, as whole words anywhere ("Architecture notes (no action
 *  needed)", "Hinweise (kein Handlungsbedarf)"; prompts/headings.txt return.noAction): observations judged fine. */
const namesNoAction = (heading: string): boolean => holdsKeyPhrase(phraseWithQualifier(heading), 'return.noAction');

export interface SeriesView {
  all: Section[];
  parent: number[];
  /** The return key each recognised section was given ("findings", "recommendations", ...). */
  best: Map<Section, string>;
  /** Is section i a recognised severity group ("## 🔴 Critical", "### Blockers")? */
  severityGroup: (i: number) => boolean;
  /** Does section i hold problem-like items of its own (a list or a table, no task boxes, no praise)? */
  holdsProblems: (i: number) => boolean;
  /** Does a heading name something that ends a series of groups (a summary, what comes next)? */
  endsSeries: (heading: string) => boolean;
}

/**
 * The sections that continue a series of recognised severity groups: after a severity group that holds
 * findings, each later sibling (same parent, same level) that holds problem-like items and is named for no
 * other part of the return, up to the first sibling that is ("## Next steps", "## Appendix") or that holds
 * no items. Never the sections before the first group: a document with no recognised group gains none.
 */
export function seriesGroups(v: SeriesView, containers: Section[]): Section[] {
  const out: Section[] = [];
  const { all, parent } = v;
  for (const c of containers) {
    const ci = all.indexOf(c);
    if (ci < 0 || !v.severityGroup(ci)) continue;
    for (let j = ci + 1; j < all.length; j++) {
      if (parent[j] !== parent[ci]) {
        // Deeper sections belong to a sibling; a shallower one closes the parent's run.
        if (all[j]!.level <= (parent[ci]! < 0 ? 0 : all[parent[ci]!]!.level)) break;
        continue;
      }
      const s = all[j]!;
      if (s.level !== c.level) break;
      // Praise between the groups ("## ✅ What went well") is kept as written; the series goes on after it.
      if (containers.includes(s) || out.includes(s) || v.best.get(s) === 'kept') continue;
      if (v.best.has(s) || v.endsSeries(s.heading) || namesNoGroup(s.heading) || !v.holdsProblems(j)) break;
      out.push(s);
    }
  }
  return out;
}

/** "### ⚠️ Pending for production", "## ⚠️ Pendiente": work still to do, no group of findings; not beside a
 *  sibling of findings already fixed ("### ✅ Fixed" / "### ⏳ Pending": the findings by their status), nor a
 *  heading that names findings ("Pending issues"). prompts/headings.txt return.pending, return.fixedGroup. */
export function pendingWork(heading: string, siblings: () => readonly string[]): boolean {
  if (headingScore(heading, 'return.pending') < 3) return false;
  if (headingScore(heading, 'return.findingNouns') > 0 || headingScore(heading, 'return.findings') > 0) return false;
  return !siblings().some((h) => headingScore(h, 'return.fixedGroup') >= 3);
}

/** A heading that names a plan or what comes next, as whole words anywhere ("Next steps for the team", "Plan de
 *  mejoras", "Hoja de ruta sugerida por prioridad"; prompts/headings.txt return.plan): over priority groups, the
 *  work to do by priority. */
export const namesPlan = (heading: string): boolean => holdsKeyPhrase(toPhrase(heading), 'return.plan');
/** "## Remediation Checklist", "## Action items", "## Чек-лист": a heading that names a list of things to do (return.checklist). */
export const namesChecklist = (heading: string): boolean => holdsKeyPhrase(toPhrase(heading), 'return.checklist');

// The things a check looks for and reports none of ("No TODO markers were found", "Nenhum marcador TODO foi
// encontrado", "Keine hartcodierten Geheimnisse gefunden"): bad things only. "No rate limiting was found on
// /login" says something is missing, a finding.
const BAD_THINGS = String.raw`todos?|fixmes?|hacks?|markers?|marcador(?:es)?|marcadores|markierungen|marqueurs|маркер(?:ов|ы)?|issues?|problems?|problemas?|probleme?|problèmes?|проблем[ыа]?|errors?|erros?|errores|fehler|erreurs|ошиб(?:ок|ки)|bugs?|vulnerabilit(?:y|ies)|vulnerabilidad(?:es)?|vulnerabilidades?|schwachstellen|vulnérabilités?|уязвимост(?:ей|и)|secrets?|geheimnisse|segredos?|secretos?|credentials?|leaks?|violations?|warnings?|warnungen|avisos?|advertencias?|occurrences?|instances?|ocorrências?|ocurrencias?|vorkommen|console\.log|debugger|dead[ 	]code|código[ 	]morto|código[ 	]muerto|toter[ 	]code|circular[ 	]dependenc(?:y|ies)`;
const WORDS = String.raw`(?:[^\s.!?。]{1,30}[ \t]+){0,4}`;
const NOTHING_FOUND = lazyRegExp(() => new RegExp(String.raw`^[*_]{0,2}(?:(?:no|zero)[ \t]+${WORDS}(?:${BAD_THINGS})[ \t]+${WORDS}?(?:was|were|have[ \t]+been|has[ \t]+been)[ \t]+(?:found|detected|identified|reported)|nenhum[a]?[ \t]+${WORDS}(?:${BAD_THINGS})[ \t]+${WORDS}?(?:foi|foram)[ \t]+(?:encontrad|detectad|identificad)[oa]s?|no[ \t]+se[ \t]+(?:encontr|detect)(?:ó|aron)[ \t]+${WORDS}(?:${BAD_THINGS})|(?:ningún|ninguna)[ \t]+${WORDS}(?:${BAD_THINGS})[ \t]+(?:encontrad|detectad)[oa]|keine?[ \t]+${WORDS}(?:${BAD_THINGS})[ \t]+${WORDS}?(?:gefunden|gefunden[ \t]+worden|festgestellt|entdeckt)|aucun(?:e)?[ \t]+${WORDS}(?:${BAD_THINGS})[ \t]+${WORDS}?(?:trouvée?s?|détectée?s?|n['’](?:a|ont)[ \t]+été[ \t]+(?:trouvée?s?|détectée?s?))|(?:${BAD_THINGS})[ \t]+${WORDS}?не[ \t]+(?:найден|обнаружен)[оаы]?)[^\n]{0,60}$`, 'iu'), bothMay(holdsWord(['no', 'zero', 'nenhum', 'ningún', 'ninguna', 'kein', 'aucun', 'не']), holdsWord(['found', 'detected', 'identified', 'reported', 'encontrad', 'detectad', 'identificad', 'encontr', 'detect', 'gefunden', 'festgestellt', 'entdeckt', 'trouvé', 'détecté', 'найден', 'обнаружен'])));

/** "- No TODO markers were found in the codebase.", "- Nenhum marcador TODO foi encontrado.": a check that found
 *  none of a bad thing, one sentence; no finding (kept as written). */
export function nothingFound(text: string): boolean {
  const t = text.trim();
  return t.length <= 160 && !t.includes('\n') && NOTHING_FOUND.test(t) && !EXCEPT.test(t);
}
/** "No issues found in auth, but the retry loops forever": a finding after all. */
const EXCEPT = lazyRegExp(() => /(?<![\p{L}])(?:but|except|however|although|aber|außer|jedoch|mais|sauf|pero|excepto|salvo|mas|exceto|но|кроме|однако)(?![\p{L}])|但|除了|ただし/iu);

/** A column of grades ("Grade", "Score", "Rating", "Note", "등급", "评分", "Оценка"). */
const GRADE_COL = lazyRegExp(() => /^(?:overall[ \t]+)?(?:grade|grades|score|rating|mark|note|bewertung|benotung|nota|calificación|puntuación|avaliação|classificação|voto|оценка|балл|등급|점수|평가|评分|评级|等级|評価|スコア)$/iu);
/** A column that names a problem or where it is: a table of findings, whatever else it grades. */
const PROBLEM_COL = lazyRegExp(() => /(?<![\p{L}])(?:issues?|problems?|findings?|bugs?|severity|priority|files?|location|path|line|problema|hallazgo|befund|problème|constat|проблема|находка|серьёзность|серьезность|файл|severidad|prioridad|archivo|datei|schweregrad|fichier|gravité|문제|심각도|파일|问题|严重|文件|問題|重大度|ファイル)(?![\p{L}])/iu);

/** "| Area | Grade | Summary |" / "| Security | B | mostly fine |" ("| 영역 | 등급 | 요약 |"): an overall scorecard, one
 *  short grade a row and no column for a problem or its place; the areas graded, not findings. */
export function scorecard(header: readonly string[], rows: readonly (readonly string[])[]): boolean {
  const cols = header.map((h) => h.replace(/[*_`]+/g, '').trim());
  const g = cols.findIndex((h) => GRADE_COL.test(h));
  if (g < 0 || cols.some((h) => PROBLEM_COL.test(h))) return false;
  return rows.length > 0 && rows.every((r) => (r[g] ?? '').replace(/[*_`]+/g, '').trim().length <= 12);
}

/** "**Ready to ship once the cache lands.**" (a paragraph bold whole) after a scorecard: its verdict, no finding. */
export const boldVerdict = (text: string): boolean => text.length <= 400 && /^[ \t]*(\*\*|__)(?=\S)[^\n]*\S\1[.。!]?[ \t]*$/u.test(text.trim());

/** A column naming a commit ("commit", "SHA", "hash", "коммит", "提交"). */
const COMMIT_COL = lazyRegExp(() => /^(?:commit|commits|sha|hash|revision|rev|коммит|提交|コミット|커밋)$/iu);

/** A table that is no list of findings: a scorecard, or the commits made ("| commit | meaning |"), with no
 *  column for a problem or its place. */
export function recordTable(header: readonly string[], rows: readonly (readonly string[])[]): boolean {
  const cols = header.map((h) => h.replace(/[*_`]+/g, '').trim());
  return scorecard(header, rows) || (cols.some((h) => COMMIT_COL.test(h)) && !cols.some((h) => PROBLEM_COL.test(h)));
}
