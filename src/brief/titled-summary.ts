// A summary table of findings that names them by their titles, not by ids, beside the findings stated in detail:
//
//   #### Issue 2: No Download Progress Feedback           ## 7. Summary of Issues
//   - `download_model()` emits no progress events        | Severity | Issue                                  | Location |
//                                                        | **High** | No progress feedback for model downloads | `mod.rs:1381` |
//                                                        | Medium   | Large ONNX models not in .gitignore    | `.gitignore` |
//
// A person reads a row that names a detailed finding (two naming words of its title at least, in any order and
// form: "download" / "downloads", "secondaryPath" / "Secondary Path") as that finding's severity and place, and a
// row that names none as a finding of its own, stated only there. So a table of risks before the detail ("| CORS
// abierto a cualquier origen | 🔴 Crítico |" over "#### SEC-01 — CORS completamente abierto") is an index of the
// findings it names, plus the ones it alone states. Half the rows (two at least) must name a finding, else the
// table is something else (its rows findings, or not, as before). Pure.

import { namingWords } from './restated-checks.js';
import { stem } from './similar.js';
import { lazyRegExp } from './lazy-regexp.js';

const WORD = lazyRegExp(() => /[\p{L}]+/gu);
/** Four-letter words that name nothing (namingWords takes five letters and more): the writer's glue, not a title's. */
const SHORT_STOP = new Set('with from that this into when have only also more than does will been were each some your they them then here über nach dans avec pour sans sont para como pero esta este todo mais eine dass kein будет если этот эта'.split(' '));

/** The naming words of a title, identifiers split at their case and hyphens ("secondaryPath", "hard-disabled"), stemmed. */
export function titleStems(s: string): Set<string> {
  const plain = s.replace(/[*_`]+/g, ' ');
  const split = plain.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').replace(/[-_./]+/g, ' ');
  const out = new Set<string>();
  // (The identifier whole and in its parts: "NoSQL" is one word, "secondaryPath" two.)
  for (const text of [plain.replace(/[-/]+/g, ' '), split]) {
    for (const w of namingWords(text)) out.add(stem(w));
    for (const w of text.normalize('NFKC').toLowerCase().match(WORD) ?? []) if (w.length === 4 && !SHORT_STOP.has(w)) out.add(w);
  }
  return out;
}

/** For each row's title, the index of the finding title it names, or -1: the finding sharing the most naming words
 *  with it (two at least), each finding named once; null when fewer than half the rows (or than two) name one. */
export function rowsNamingTitles(rows: readonly string[], titles: readonly string[]): number[] | null {
  const theirs = titles.map(titleStems);
  const pairs: { r: number; k: number; n: number }[] = [];
  rows.forEach((row, r) => {
    const mine = titleStems(row);
    theirs.forEach((t, k) => {
      let n = 0;
      for (const w of mine) if (t.has(w)) n++;
      if (n >= 2) pairs.push({ r, k, n });
    });
  });
  pairs.sort((a, b) => b.n - a.n || a.r - b.r || a.k - b.k);
  const out = new Array<number>(rows.length).fill(-1);
  const used = new Set<number>();
  for (const p of pairs) {
    if (out[p.r] !== -1 || used.has(p.k)) continue;
    out[p.r] = p.k;
    used.add(p.k);
  }
  const named = out.filter((k) => k >= 0).length;
  return named >= 2 && named * 2 >= rows.length ? out : null;
}
