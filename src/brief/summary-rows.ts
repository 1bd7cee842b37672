// A summary table whose rows each name a finding headed elsewhere in the return, before the findings or after
// them ("## Vulnerability Summary" / "| GO-2025-4013 | crypto/x509 | Medium |" beside "### 5. GO-2025-4013: DSA
// certificate panic"; "## Priorities" / "| **2. Webhook dedupe UPSERT** | 🟡 MEDIUM |" beside "### 2. Webhook Dedupe -
// INSERT instead of UPSERT"). A person counts each finding once, under its heading; the table is an index of them,
// kept as written. A row names a heading by an id both write (a code with a digit: "GO-2025-4013", "CVE-2024-3094",
// "SEC-3", "F1"), by its number and a word of its title ("2. Webhook …" / "### 2. … Webhook …"), or by every word
// of its title (two at least). Every row must name a different heading; a row that names none is a finding of its
// own, and the table stays findings. Pure.

import { namingWords } from './restated-checks.js';
import { lazyRegExp } from './lazy-regexp.js';

/** A code the writer names a finding by: capitals, then parts joined by hyphens, a digit among them ("GO-2025-4013",
 *  "CVE-2024-3094", "SEC-3", "X-B01"), or capitals and digits run together ("F1", "C01", "P3"). */
const ID = lazyRegExp(() => /(?<![\p{L}\p{N}_-])(?:[A-Z][A-Z0-9]{0,9}(?:-[A-Z0-9]{1,10}){1,4}|[A-Z]{1,4}\d{1,4}[a-z]?)(?![\p{L}\p{N}_]|-[A-Za-z0-9])/gu);
/** The number that opens a title ("2.", "#2", "2)"), marks and emphasis before it aside. */
const LEAD_NUMBER = lazyRegExp(() => /^[^\p{L}\p{N}]{0,8}#?(\d{1,3})(?:[.):]|[ \t]+[-–—])/u);

const ids = (s: string): Set<string> => new Set([...s.matchAll(ID)].map((m) => m[0]).filter((x) => /\d/.test(x)));
const bare = (s: string) => s.replace(/[*_`]+/g, '').trim();
const leadNumber = (s: string) => LEAD_NUMBER.exec(bare(s))?.[1];

/** The words of a cell or heading that may name a thing, numbering and marks aside. */
const wordsOf = (s: string) => namingWords(bare(s).replace(/^[^\p{L}\p{N}]{0,8}#?\d{1,3}(?:\.\d{1,3})*[.):]?[ \t]+/u, ''));

/** How a row (its cells) names a heading: 'id', 'number' (its number and a word), 'words' (all of its title's
 *  words, two at least), or undefined. */
interface Named {
  ids: Set<string>;
  words: Set<string>;
  n: string | undefined;
}
const namedOf = (heading: string): Named => ({ ids: ids(heading), words: wordsOf(heading), n: leadNumber(heading) });

function names(cells: readonly string[], h: Named): 'id' | 'number' | 'words' | 'bare number' | undefined {
  const hid = h.ids;
  if (hid.size && cells.some((c) => [...ids(c)].some((x) => hid.has(x)))) return 'id';
  const title = cells.find((c) => /\p{L}/u.test(c)) ?? '';
  const mine = wordsOf(title);
  const theirs = h.words;
  const shared = [...mine].filter((w) => theirs.has(w));
  const n = leadNumber(title);
  if (n !== undefined && n === h.n && shared.length) return 'number';
  if (mine.size >= 2 && shared.length === mine.size) return 'words';
  return n !== undefined && n === h.n ? 'bare number' : undefined;
}

/** Does every row of a table (two at least, each given as its cells) name a different one of `headings` (the
 *  headings of the findings written elsewhere)? Rows named by an id are paired first, then the rest in order. A row
 *  that shares only its number with a heading ("| 3. Wide exception handlers |" / "### 3. Занадто широкі обробники
 *  винятків", the title said in another language) is paired last, and only when at least half the rows were paired
 *  by more: the table numbers its rows as the headings do. */
export function rowsNameHeadings(rows: readonly (readonly string[])[], headings: readonly string[]): boolean {
  if (rows.length < 2 || headings.length < rows.length) return false;
  const used = new Set<number>();
  const order = ['id', 'number', 'words', 'bare number'] as const;
  const named = headings.map(namedOf);
  const how = rows.map((r) => named.map((h) => names(r, h)));
  const paired = new Array<boolean>(rows.length).fill(false);
  for (const kind of order) {
    if (kind === 'bare number' && paired.filter(Boolean).length * 2 < rows.length) break;
    for (let i = 0; i < rows.length; i++) {
      if (paired[i]) continue;
      const k = how[i]!.findIndex((x, j) => x === kind && !used.has(j));
      if (k < 0) continue;
      used.add(k);
      paired[i] = true;
    }
  }
  return paired.every(Boolean);
}
