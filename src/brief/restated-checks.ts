// A review table by area after findings headed one by one ("### C01: マッチが完了しない" … then "## Physics Review" /
// "| 項目 | 状態 | 備考 |" / "| 衝突判定 | ⚠️ 要確認 | NetFault の頻度が高い |"): a status column whose cells open with a
// mark, the rows not passed naming what the headed findings already say (a word of theirs). A summary
// of the review by area, kept as written; its ⚠️/❌ rows are no new findings. A failed row that shares no word with the
// findings above ("| CSP | ❌ missing | no Content-Security-Policy header |") is one of its own: the table stays findings.
// Pure.

import type { Tokens } from 'marked';
import type { Block } from './blocks.js';
import { statusLead } from './findings.js';
import { statusColumn } from './table-columns.js';
import { findingsColumn, problemColumn } from './table-columns.js';
import { lazyRegExp } from './lazy-regexp.js';

const WORD = lazyRegExp(() => /[\p{L}\p{N}_.-]+/gu);
/** Han and Katakana are compared as pairs of characters; kana that only inflect ("ない", "する") say nothing. */
const CONTENT_CJK = lazyRegExp(() => /^[\p{Script=Han}\p{Script=Katakana}ー]{2}$/u);
const UNSPACED = lazyRegExp(() => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u);

/** The words of a text that may name a thing: Latin words of five letters or more, identifiers, Han or Katakana pairs. */
export function namingWords(s: string): Set<string> {
  const out = new Set<string>();
  for (const w of s.normalize('NFKC').toLowerCase().match(WORD) ?? []) {
    if (!UNSPACED.test(w)) {
      if (w.length >= 5 || /[._]/.test(w)) out.add(w.replace(/^[.-]+|[.-]+$/g, ''));
      continue;
    }
    const chars = [...w];
    for (let i = 0; i + 1 < chars.length; i++) {
      const pair = chars[i]! + chars[i + 1]!;
      if (CONTENT_CJK.test(pair)) out.add(pair);
    }
  }
  return out;
}

const cell = (c: Tokens.TableCell | undefined) => (c?.text ?? '').replace(/[*_`]+/g, '').trim();

/** The rows of a status table ("| Area | Status | Note |"), each passed or not, or null when it is no such table: no
 *  status column, a column naming findings or problems, or fewer than three in four rows opening with a mark. */
function markedRows(t: Tokens.Table): { open: boolean; text: string }[] | null {
  const header = t.header.map((h) => cell(h));
  const col = header.findIndex(statusColumn);
  if (col < 0 || header.some((h) => findingsColumn(h) || problemColumn(h))) return null;
  const rows = t.rows.map((r) => ({ lead: statusLead(cell(r[col])), text: r.map((c) => cell(c)).join(' ') }));
  const marked = rows.filter((r) => r.lead !== null);
  if (rows.length < 2 || marked.length * 4 < rows.length * 3) return null;
  return marked.map((r) => ({ open: r.lead!.open, text: r.text }));
}

/** Do a section's own blocks hold only status tables by area (prose aside), some row not passed, each row not passed
 *  sharing a naming word with `headed` (the titles of the findings headed above)? */
export function restatedChecks(blocks: readonly Block[], headed: string): boolean {
  let tables = 0;
  let open = 0;
  let known: Set<string> | undefined;
  for (const b of blocks) {
    if (b.token.type === 'space' || b.token.type === 'hr' || b.token.type === 'paragraph') continue;
    if (b.token.type !== 'table') return false;
    const rows = markedRows(b.token as Tokens.Table);
    if (!rows) return false;
    tables++;
    for (const r of rows) {
      if (!r.open) continue;
      open++;
      known ??= namingWords(headed);
      if (![...namingWords(r.text)].some((w) => known!.has(w))) return false;
    }
  }
  return tables > 0 && open > 0;
}
