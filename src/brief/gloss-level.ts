// A group heading written in one language with a gloss in another in brackets ("## 2. ⚠️ 重要な問題 (Major
// issues)", "## 1. 🚨 Критические ошибки (Critical bugs)"): when the heading's own words name no level the reader
// knows, the gloss is the same heading translated, and the level it names is the group's. headingSeverity drops
// a closing bracket as a note ("(4 issues)", "(已修复)"); a gloss that names no level ("(Performance)", "(critical
// path)") still says nothing. Pure.

const GLOSS = /[(（]([^()（）\n]{1,40})[)）][*_ \t]*$/u;

/** The level the closing gloss of `heading` names (`level` reads a heading's words), or undefined. */
export function glossLevel(heading: string, level: (h: string) => string | undefined): string | undefined {
  const m = GLOSS.exec(heading.slice(0, 200));
  return m ? level(m[1]!.trim()) : undefined;
}
