// A severity glued to the writer's id in one cell ("| F2 Medium | … |", "| #3 (High) | … |", "| C-1 · Kritisch |"):
// a person reads the id as the row's id and the word as its severity, not "F2 Medium" as part of the title. Only
// an id (a letter code and a number, or "#" and a number) and a level word alone after it; a cell with more
// words ("F2 medium-sized buffer") is something else. Pure.

import { lazyRegExp } from './lazy-regexp.js';

// (The id opens the cell: a cell that does not open so, most of them, does not make the pattern.)
const ID_LEVEL = lazyRegExp(() => /^[*_`]{0,2}(#?\d{1,4}|[A-Z]{1,4}-?\d{1,4}[a-z]?)[*_`]{0,2}[ \t]*(?:[—–:·/-][ \t]*)?[(\[（]?[ \t]*[*_]{0,2}([\p{L}\p{N}][\p{L}\p{N} ]{0,18})[*_]{0,2}[ \t]*[)\]）]?$/u, (t) => /^[*_`]{0,2}(?:#?\d|[A-Z]{1,4}-?\d)/.test(t));

/** The id and the level of a cell written "<id> <level>" / "<id> (<level>)" (`isLevel` says a word is a level). */
export function idWithLevel(cell: string, isLevel: (word: string) => boolean): { id: string; level: string } | null {
  if (cell.length > 40) return null;
  const m = ID_LEVEL.exec(cell.trim());
  if (!m) return null;
  const level = m[2]!.trim();
  return level.split(' ').length <= 2 && isLevel(level) ? { id: m[1]!, level } : null;
}
