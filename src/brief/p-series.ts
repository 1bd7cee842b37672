// Findings headed by a series "### P1: …", "### P2: …", … "### P7: …" with no summary table: "P" numbers the
// findings here, it is no priority. A priority scheme stops at P3 or P4 and repeats its levels over the findings
// ("### P1: a", "### P1: b", "### P2: c"); a series of ids runs on, every number once, in order, beyond P3. Each
// such finding gets a line naming its id (read back by findingData as its id, and by severityOf as no
// priority); a document that states what its P levels mean ("P1 = fix before release") is a priority series,
// left alone. Pure but for writing the lines into the items (QA round 17, R4 leftover).

import type { FindingItem } from './findings.js';
import { lazyRegExp } from './lazy-regexp.js';

/** A finding's heading led by a P-number: group 1 the number. */
const P_HEAD = /^[ \t]{0,3}(?:#{1,6}[ \t]+)?(?:[*_]{0,2})P(\d{1,3})(?:[*_]{0,2})[ \t]*(?:[:：.]|[—–]|-(?=[ \t]))[ \t]*\S/u;
/** A line stating what a P level means: "P1 = fix before release" (anywhere in it), "- **P2**: within the
 *  sprint", "| P0 | … |". */
const LEGEND = lazyRegExp(() => /^[ \t>]{0,4}(?:[-*+|][ \t]*)?[*_]{0,2}P[0-4][*_]{0,2}[ \t]*(?:\||[:：—–]|-[ \t])|(?<![\p{L}\p{N}])P[0-4][*_]{0,2}[ \t]*(?:=|means|bedeutet|signifie|significa|означает)/iu);
/** The line written into each finding, and read back. */
const NOTE = /^Id: (P\d{1,3}) \(one of the ids P\d{1,3}–P\d{1,3} that number the findings, no priority\)$/mu;

/** The id a line written by pSeriesIds names, or undefined. */
export function seriesId(text: string): string | undefined {
  return text.includes(' that number the findings, no priority)') ? NOTE.exec(text)?.[1] : undefined;
}

/** The finding's text without its P-number read as a priority ("### P5: x" -> "### x") when it is a series id. */
export function withoutSeriesId(text: string): string {
  const id = seriesId(text);
  return id ? text.replace(new RegExp(`^([ \\t]{0,3}(?:#{1,6}[ \\t]+)?[*_]{0,2})${id}([*_]{0,2})[ \\t]*(?:[:：.]|[—–]|-(?=[ \\t]))[ \\t]*`), '$1$2') : text;
}

/** Writes the id line into each finding of a P-numbered series of ids; `lines` the document's (for a legend). */
export function pSeriesIds(items: FindingItem[], lines: readonly string[]): number {
  const at: { f: FindingItem; n: number }[] = [];
  for (const f of items) {
    const m = P_HEAD.exec(f.text.slice(0, 400));
    if (m) at.push({ f, n: Number(m[1]) });
  }
  if (at.length < 3) return 0;
  const ns = at.map((x) => x.n);
  const increasing = ns.every((n, i) => i === 0 || n > ns[i - 1]!);
  if (!increasing || Math.max(...ns) < 4) return 0;
  // Written by the tool already ("… from the summary table at line 3"), or a legend of the P levels: not ids.
  if (at.some((x) => x.f.text.includes(', from the summary table at line '))) return 0;
  if (lines.some((l) => l.length <= 200 && !/^[ \t]{0,3}#/.test(l) && LEGEND.test(l))) return 0;
  const span = `P${ns[0]}–P${ns[ns.length - 1]}`;
  for (const { f, n } of at) f.text = `${f.text}\nId: P${n} (one of the ids ${span} that number the findings, no priority)`;
  return at.length;
}
