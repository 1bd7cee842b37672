// Answers the document states in fields: front matter keys and a table of field rows. Pure.

import type { Tokens } from 'marked';
import { BRIEF_HEAD, BRIEF_TAIL, RETURN_SECTIONS, bestSectionScore, normalizeHeading, sectionScore, type HeadingTarget } from './sections.js';
import { nestedIn } from './section-body.js';
import type { ParsedDoc, Section } from './document.js';
import { type Assignment, type BriefKey, innermost, PROSE_KEYS } from './assignment-state.js';
import { FRONT_MATTER_SECTIONS, RAW_SECTIONS, TABLE_ROW_SECTIONS } from './section-roles.js';

/** Front matter keys that name an answer no section gives ("why:", "deliver:", "first_step:", "dead_ends:"
 *  with a list below it): that answer. A key names its answer as plainly as a heading, so it goes first of
 *  the structural passes. */
export function frontMatterKeys({ doc, a }: Assignment): void {
  for (const spec of [...BRIEF_HEAD, ...BRIEF_TAIL]) {
    if (a.chosen.has(spec.key)) continue;
    const e = doc.frontMatter.find((x) => x.value && sectionScore(x.key.replace(/[_-]+/g, ' '), spec) >= 4);
    if (!e) continue;
    // (A value that is only an identifier, `goal: "I28-GTMMC"`, `ziel: ABC-123`, names the work and states no reason
    // nor what to deliver: no why, deliver or first step; the key stays in the front matter's table. QA 41 doc 07.)
    if (PROSE_KEYS.includes(spec.key as (typeof PROSE_KEYS)[number]) && onlyAnId(e.value)) continue;
    // A one-line value read into the Context keeps its key ("status: closed" -> "Status: closed"): there the key
    // is the subject ("closed" alone would say the handoff is); the "context:" key itself says nothing more.
    const keyed = spec.key === 'context' && !e.value.includes('\n') && normalizeHeading(e.key.replace(/[_-]+/g, ' ')) !== 'context';
    // A comment after the value ("why: the pager breaks # see #12") is kept with it, as written.
    const value = e.comment ? `${e.value} # ${e.comment}` : e.value;
    const raw = keyed ? `${e.key.charAt(0).toUpperCase()}${e.key.slice(1)}: ${value}` : value;
    const s: Section = { heading: e.key, level: 0, line: e.line, start: e.line - 1, end: e.line, raw };
    FRONT_MATTER_SECTIONS.add(s);
    RAW_SECTIONS.add(s);
    a.chosen.set(spec.key, s);
  }
}

/** Whether a value is only an identifier: one token of letters, digits and joiners holding a digit ("I28-GTMMC",
 *  "PROJ-123", "#42", "v2"), quotes aside. */
function onlyAnId(value: string): boolean {
  const t = value.trim().replace(/^["'`]+|["'`]+$/g, '');
  return /^#?[\p{L}\p{N}][\p{L}\p{N}_.#/-]*$/u.test(t) && /\p{N}/u.test(t);
}

/** A table of the brief's own fields ("| Field | Value |" with rows "Why", "Deliver", "Tried", "First step"):
 *  each row whose first cell names an answer no section or key gives is that answer, its other cells the
 *  text. */
export function fieldTableRows({ doc, a, targets, skip, flagged }: Assignment): void {
  for (const row of fieldRows(doc, targets, skip, a.chosen)) {
    if (a.chosen.has(row.key) || flagged.has(row.key)) continue;
    a.chosen.set(row.key, row.section);
  }
}

/**
 * The rows of a table that lists a brief's answers by name: a table of two or more columns at the top of
 * the document (or alone in a section no answer took) whose first cells name two or more different
 * answers, one of them a brief's only (not a return's: "Status", "Next steps" alone make no brief). Each
 * such row, as a section: its first cell the heading, the other cells its text.
 */
function fieldRows(doc: ParsedDoc, targets: (HeadingTarget & { key: BriefKey })[], skip: (s: Section) => boolean, chosen: Map<BriefKey, Section>): { key: BriefKey; section: Section }[] {
  const taken = new Set(chosen.values());
  for (const b of doc.blocks.top) {
    if (b.token.type !== 'table') continue;
    const t = b.token as Tokens.Table;
    if (t.header.length < 2 || !t.rows.length) continue;
    const up = innermost(doc, b.line);
    if (up && (taken.has(up) || skip(up) || [...taken].some((c) => nestedIn(up, c)))) continue;
    const rows = t.rows.map((r, i) => {
      const name = r[0]!.text.replace(/[*_`]/g, '').trim();
      let best: { key: BriefKey; score: number } | null = null;
      for (const x of targets) {
        const sc = name.length <= 60 ? sectionScore(name, x) : 0;
        if (sc >= 4 && (!best || sc > best.score)) best = { key: x.key, score: sc };
      }
      const only = best !== null && bestSectionScore(name, RETURN_SECTIONS) < best.score;
      const text = r.slice(1).map((c) => c.text.trim()).filter(Boolean).join(' — ');
      return { best, only, name, text, line: b.line + 2 + i };
    });
    const named = rows.filter((r) => r.best && r.text);
    if (new Set(named.map((r) => r.best!.key)).size < 2 || !named.some((r) => r.only)) continue;
    const out: { key: BriefKey; section: Section }[] = [];
    for (const r of named) {
      if (out.some((o) => o.key === r.best!.key)) continue;
      const section: Section = { heading: r.name, level: 0, line: r.line + 1, start: r.line, end: r.line + 1, raw: r.text };
      RAW_SECTIONS.add(section);
      TABLE_ROW_SECTIONS.add(section);
      out.push({ key: r.best!.key, section });
    }
    return out;
  }
  return [];
}
