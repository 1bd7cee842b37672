// What no answer took, kept rather than dropped: sections under their own headings, front matter's keys
// (branch and commit in words, the rest as a table). Shared by the brief and the return readers. Pure.

import { escapeCell } from './escape.js';
import type { ExtraSection } from './render.js';
import { nestedAmong, ownText, withinAny } from './section-body.js';
import { headingNameValue } from './heading-value.js';
import type { FrontMatterEntry, ParsedDoc, Placement, Section } from './document.js';

/** Where a copy of the document below its title went (document-copies.ts). */
export const COPY_NOTE = 'kept whole under its heading, not read: it repeats the title, a copy of the document (the one on top is read)';

/** Where a heading with nothing under it went. */
export const EMPTY_NOTE = 'not written: nothing under it';

/** Sections no target chose and not nested in a chosen one: kept under their own headings. */
/** `skipLines`: 0-based document lines another answer took already (a table's rows read as answers). */
export function leftovers(doc: ParsedDoc, claimed: Set<Section>, skip: (s: Section) => boolean, placeOf: (s: Section) => string, frame?: (heading: string) => string | undefined, skipLines?: Set<number>): { extra: ExtraSection[]; placement: Placement[] } {
  const extra: ExtraSection[] = [];
  const placement: Placement[] = [];
  const kept = new Set<Section>();
  for (const s of doc.sections) {
    if (claimed.has(s) || skip(s)) continue;
    if (withinAny(doc, s, claimed) || withinAny(doc, s, kept)) continue;
    kept.add(s);
    let text = ownText(doc, s, claimed, frame, skipLines);
    const parts = nestedAmong(doc, s, claimed);
    if (!text && parts.length) {
      // A grouping heading whose parts all went elsewhere: its words stay, with where the parts went.
      text = `Its parts went to: ${parts.map((p) => `"${p.heading}" (${placeOf(p)})`).join(', ')}.`;
    }
    if (!text && !s.heading) continue;
    // (A heading or label with nothing under it, "Summary:" over labels each read as an answer: no content, so no
    // empty section is written; placement says so. QA 55 class 11. Not one that states a value after its name,
    // "## Verdict: PASS", "## Recheck date: 2025-06-01 (by hand)": that heading is the content.)
    if (!text && !headingNameValue(s.heading)) {
      placement.push({ line: s.line, from: s.heading, to: EMPTY_NOTE });
      continue;
    }
    extra.push({ heading: s.heading, text });
    placement.push({ line: s.line, from: s.heading, to: 'kept as its own section' });
  }
  for (const s of doc.copies ?? []) {
    extra.push({ heading: s.heading, text: ownText(doc, s, claimed, frame) });
    placement.push({ line: s.line, from: s.heading, to: COPY_NOTE });
  }
  return { extra, placement };
}

const BRANCH_KEY = /^(?:branch|git[_-]?branch|head[_-]?branch|base[_-]?branch)$/i;
const COMMIT_KEY = /(?:^|[_-])(?:commit|sha|rev|revision|hash)$|^commit/i;

/** Front matter: branch and commit said in words, the rest as a small table; a value of several lines (a
 *  `|` block, a list, a nested mapping) below the table under its key, its lines kept (a list as a list). */
export function frontMatterParts(fm: FrontMatterEntry[]): { mapped: string[]; table: string; keys: string[] } {
  const mapped: string[] = [];
  const rest: FrontMatterEntry[] = [];
  // A comment after a value is no part of it (YAML, TOML): said beside it, in words or a column of its own.
  const note = (e: FrontMatterEntry) => (e.comment ? ` (comment: ${e.comment})` : '');
  for (const e of fm) {
    const one = !e.value.includes('\n');
    if (one && BRANCH_KEY.test(e.key) && e.value) mapped.push(`Branch: \`${e.value}\`${note(e)}`);
    else if (one && COMMIT_KEY.test(e.key) && e.value) mapped.push(`${e.key === 'commit' ? 'Commit' : `Commit (${e.key})`}: \`${e.value}\`${note(e)}`);
    else rest.push(e);
  }
  const rows = rest.filter((e) => !e.value.includes('\n'));
  const blocks = rest.filter((e) => e.value.includes('\n'));
  const commented = rows.some((e) => e.comment);
  // (escapeCell, not tableCell: each row's value is one line already, and a quoted value's own edge spaces stay.)
  const row = (e: FrontMatterEntry) => `| ${escapeCell(e.key)} | ${escapeCell(e.value)} |${commented ? ` ${escapeCell(e.comment ?? '')} |` : ''}`;
  const table = [
    rows.length ? [commented ? '| key | value | comment |' : '| key | value |', commented ? '|---|---|---|' : '|---|---|', ...rows.map(row)].join('\n') : '',
    ...blocks.map((e) => `\`${e.key.replace(/`/g, "'")}\`:${note(e)}\n\n${e.value}`),
  ].filter(Boolean).join('\n\n');
  return { mapped, table, keys: rest.map((e) => e.key) };
}
