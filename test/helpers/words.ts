// "Every source line's words reach the output": the check the corpus and field tests share. Words are runs
// of letters and digits, case and width folded; a list's numbering is structure, not words.

/** Words as the output check sees them. */
export const words = (s: string): string[] => s.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Source lines (1-based) some of whose words are not in the output. */
export function lostLines(source: string, output: string, skip: Set<number> = new Set()): { line: number; missing: string[] }[] {
  const have = new Set(words(output));
  const lost: { line: number; missing: string[] }[] = [];
  source.split(/\r\n|\r|\n/).forEach((l, i) => {
    if (skip.has(i + 1)) return;
    // "3." may be written as the third "- " item.
    const missing = words(l.replace(/^\s*(?:>\s*)*\d{1,9}[.)](?=\s|$)/, '')).filter((w) => !have.has(w));
    if (missing.length) lost.push({ line: i + 1, missing });
  });
  return lost;
}
