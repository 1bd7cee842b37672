// The level a group heading states in its prose, for the findings under it that state none.
//
// A gloss in another language in brackets ("## 2. ⚠️ 重要な問題 (Major issues)", "## 1. 🚨 Критические ошибки
// (Critical bugs)"): when the heading's own words name no level the reader knows, the gloss is the same heading
// translated, and the level it names is the group's. headingSeverity drops a closing bracket as a note ("(4
// issues)", "(已修复)"); a gloss that names no level ("(Performance)", "(critical path)") still says nothing.
//
// A note that says the level among other things (fields8, QA twenty-fourth R6): "## 3. Residual items (low
// severity, deliberately not auto-fixed)", "## Offene Punkte (Schweregrad: mittel, später)", "## 遗留问题（严重度：
// 高，暂不修复）", "## Follow-ups — high priority, after the release": one clause of the note, or of the words after
// a dash, is a level as a heading states it (headingSeverity's strict reading: "low severity", "high priority",
// "Schweregrad: mittel"), and that is the group's level. A level word in passing is none: "Why low test coverage
// hurts", "(low risk of regressions, see below)", "— high level overview". Only fields read it (findings.ts
// findingData); which blocks are findings does not change. Pure.

const GLOSS = /[(（]([^()（）\n]{1,40})[)）][*_ \t]*$/u;
/** Every bracketed note of a heading ("(low severity, deliberately not auto-fixed)"). */
const NOTE = /[(（]([^()（）\n]{1,120})[)）]/gu;
/** The words after a dash that follows the heading's name ("Follow-ups — high priority, after the release"). */
const AFTER_DASH = /[ \t](?:[—–―]|--?)[ \t]+([^\n]{3,120})$/u;
/** Clauses of a note: commas, semicolons, a dash between words. */
const CLAUSE = /[ \t]*[,;，；、][ \t]*|[ \t]+[—–―-][ \t]+/u;

/** The level `heading`'s prose states (`level` reads a heading's words), or undefined. */
export function glossLevel(heading: string, level: (h: string) => string | undefined): string | undefined {
  const h = heading.slice(0, 300);
  const m = GLOSS.exec(h);
  const gloss = m ? level(m[1]!.trim()) : undefined;
  if (gloss) return gloss;
  const notes = [...h.matchAll(NOTE)].map((n) => n[1]!);
  const dash = AFTER_DASH.exec(h.replace(NOTE, ''));
  if (dash) notes.push(dash[1]!);
  for (const note of notes) {
    for (const clause of note.split(CLAUSE).slice(0, 4)) {
      const c = clause.replace(/[*_`]+/g, '').trim();
      const l = c ? level(c) : undefined;
      if (l) return l;
    }
  }
  return undefined;
}
